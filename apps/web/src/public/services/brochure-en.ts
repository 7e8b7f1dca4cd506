import { DOMESTIC as D, FIGURES as F, brochureFormats, type Brochure } from './brochure';

const formats = brochureFormats('en-IN', 'lakh');
const { number, rupees, lakh, years } = formats;

export const BROCHURE_EN: Brochure = {
  lang: 'en',
  title: 'Rooftop solar: how it pays, and what we do for you',
  intro:
    'A rooftop system turns your roof into a small power station. Here is what it costs, what it saves, how the grid connection works and everything included when we install it.',
  reasonsTitle: 'Why go solar',
  reasons: [
    {
      title: 'Lower electricity bills',
      text: `Every unit your panels make is a unit you do not buy at about ${rupees(F.netMeteringRate)}. A 5 kW home system makes roughly ${number(D.unitsPerMonth)} units a month.`,
    },
    {
      title: `Government subsidy up to ${rupees(F.subsidyCap)}`,
      text: `PM Surya Ghar pays homes ${rupees(F.subsidyPerKwFirstTwo)} per kW for the first 2 kW and ${rupees(F.subsidyThirdKw)} for the 3rd kW, straight into your bank account.`,
    },
    {
      title: 'Pays for itself in about 3 years',
      text: `After the subsidy a 5 kW home system costs about ${lakh(D.net)} and saves about ${rupees(D.savingPerMonth)} a month.`,
    },
    {
      title: `${F.panelWarrantyYears}-year panel warranty`,
      text: `Panels are guaranteed to keep producing for ${F.panelWarrantyYears} years; on-grid inverters carry ${F.inverterWarrantyYears} years.`,
    },
    {
      title: 'Clean power, higher property value',
      text: 'Each kW of solar avoids about a tonne of CO₂ a year, and a home with its own power plant is worth more.',
    },
  ],
  comparisonTitle: 'Net metering or net billing?',
  comparisonHead: ['', 'Net metering', 'Net billing'],
  comparisonRows: [
    [
      'Who it is for',
      `Systems below ${F.netBillingFromKw} kW`,
      `${F.netBillingFromKw} kW and above, 3-phase connection`,
    ],
    [
      'How units are counted',
      'One two-way meter: exported units cancel imported units',
      'Exported and imported units are billed separately',
    ],
    ['You pay per imported unit', rupees(F.netMeteringRate), rupees(F.netBillingSellRate)],
    [
      'You earn per exported unit',
      `${rupees(F.netMeteringRate)} (full offset)`,
      rupees(F.netBillingBuyRate),
    ],
    [
      'Works best when',
      'You use most power in the evening',
      'You use most power in the daytime, as shops and offices do',
    ],
  ],
  domesticTitle: `Home example: ${F.domesticKw} kW`,
  domesticIntro: `A typical family home with AC and a water pump. Base price ${rupees(F.basePricePerWatt)} per watt.`,
  domesticRows: [
    ['System size', `${F.domesticKw} kW (about 10 panels of 540 Wp)`],
    ['System price', `${lakh(D.cost)} (${rupees(D.cost)})`],
    ['PM Surya Ghar subsidy', `− ${rupees(F.subsidyCap)}`],
    ['Your cost after subsidy', `${lakh(D.net)} (${rupees(D.net)})`],
    ['Power made', `about ${number(D.unitsPerMonth)} units a month`],
    [
      'Saving',
      `about ${rupees(D.savingPerMonth)} a month at ${rupees(F.netMeteringRate)} per unit`,
    ],
    ['Payback', `about ${years(D.paybackYears)} years`],
    ['Roof area', 'about 300 sq ft of shade-free roof'],
  ],
  domesticNote:
    'The subsidy is credited to your bank account after commissioning; the invoice shows the full price and GST.',
  commercialTitle: 'Business example: 6–10 kW',
  commercialIntro: `Shops, clinics, schools and small factories on a 3-phase connection use net billing: power used on site saves ${rupees(F.netBillingSellRate)} a unit, exported power earns ${rupees(F.netBillingBuyRate)}.`,
  commercialHead: ['Size', 'Price', 'Units a month', 'Saving a month', 'Payback (years)'],
  commercialNote:
    'Worked out with 70% of the power used on site in the daytime and 30% exported. No household subsidy applies to businesses.',
  servicesTitle: 'Included in every installation',
  services: [
    'Site survey, shadow check and load study',
    'System design and a written quote with every component named',
    'Panels, inverter, mounting structure, DC/AC cables, earthing and lightning arrester',
    'Installation and commissioning by our own trained team',
    'DISCOM net-meter application and follow-up',
    'PM Surya Ghar registration and subsidy claim for homes',
    'GST tax invoice with HSN codes and serial numbers',
    'Monitoring set-up on your phone and after-sales service',
  ],
  footnotesTitle: 'Notes',
  footnotes: [
    `Prices are indicative at ${rupees(F.basePricePerWatt)} per watt; your quote gives the final figure. GST on a plant supplied with installation follows the 70:30 rule: about ${F.gstEffectiveRate}% overall from 22 Sep 2025 (it was ${F.gstEffectiveRateBefore}%).`,
    `The central subsidy is ${rupees(F.subsidyPerKwFirstTwo)} per kW up to 2 kW plus ${rupees(F.subsidyThirdKw)} for the 3rd kW, capped at ${rupees(F.subsidyCap)} for 3 kW and above. Some states add their own top-up.`,
    `Tariffs (${rupees(F.netMeteringRate)} per unit, ${rupees(F.netBillingBuyRate)} for exported units under net billing) are examples; your DISCOM's current tariff applies.`,
    `A ${F.domesticKw} kW home sits on the net-billing line: on a 3-phase connection it is billed under net billing, so exported units earn ${rupees(F.netBillingBuyRate)}, not ${rupees(F.netMeteringRate)}. Power you use yourself still saves the full tariff.`,
    `Generation assumes about ${F.unitsPerKwPerDay} units per kW per day; it varies with the season, shade and the direction of the roof.`,
  ],
  cta: 'Get a Quote Now',
  kwUnit: 'kW',
  ...formats,
};
