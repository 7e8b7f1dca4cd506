import {
  FIGURES as F,
  domesticCost,
  domesticNet,
  domesticPaybackYears,
  domesticSavingPerMonth,
  domesticUnitsPerMonth,
  lakhNumber,
  yearsText,
  numberFormatter,
  type Brochure,
} from './brochure';

// Loaded only when a visitor picks বাংলা, so English readers never download it.
const number = numberFormatter('bn-IN');
const rupees = (value: number) => `₹${number(value, Number.isInteger(value) ? 0 : 2)}`;
const lakh = (value: number) => `₹${lakhNumber(value, number)} লাখ`;

export const BROCHURE_BN: Brochure = {
  lang: 'bn',
  title: 'ছাদে সোলার: কীভাবে লাভ হয়, আর আমরা কী কী করি',
  intro:
    'ছাদের সোলার সিস্টেম আপনার ছাদকে একটি ছোট বিদ্যুৎকেন্দ্রে পরিণত করে। খরচ কত, সাশ্রয় কত, গ্রিড সংযোগ কীভাবে কাজ করে, আর আমাদের ইনস্টলেশনে কী কী থাকে — সব এখানে।',
  reasonsTitle: 'কেন সোলার বসাবেন',
  reasons: [
    {
      title: 'বিদ্যুতের বিল কমবে',
      text: `প্যানেল যত ইউনিট তৈরি করে, তত ইউনিট আপনাকে প্রায় ${rupees(F.netMeteringRate)} দরে কিনতে হয় না। ৫ কিলোওয়াটের বাড়ির সিস্টেম মাসে প্রায় ${number(domesticUnitsPerMonth)} ইউনিট বিদ্যুৎ তৈরি করে।`,
    },
    {
      title: `সরকারি ভর্তুকি সর্বোচ্চ ${rupees(F.subsidyCap)}`,
      text: `পিএম সূর্য ঘর যোজনায় প্রথম ২ কিলোওয়াটের জন্য প্রতি কিলোওয়াটে ${rupees(F.subsidyPerKwFirstTwo)} এবং তৃতীয় কিলোওয়াটের জন্য ${rupees(F.subsidyThirdKw)} সরাসরি আপনার ব্যাংক অ্যাকাউন্টে আসে।`,
    },
    {
      title: 'প্রায় ৩ বছরে খরচ উঠে আসে',
      text: `ভর্তুকির পরে ৫ কিলোওয়াটের বাড়ির সিস্টেমের খরচ প্রায় ${lakh(domesticNet)}, আর মাসে সাশ্রয় প্রায় ${rupees(domesticSavingPerMonth)}।`,
    },
    {
      title: `প্যানেলে ${number(F.panelWarrantyYears)} বছরের ওয়ারেন্টি`,
      text: `প্যানেল ${number(F.panelWarrantyYears)} বছর ধরে বিদ্যুৎ উৎপাদনের গ্যারান্টি দেয়; অন-গ্রিড ইনভার্টারে ${number(F.inverterWarrantyYears)} বছরের ওয়ারেন্টি।`,
    },
    {
      title: 'পরিষ্কার বিদ্যুৎ, বাড়ির দামও বাড়ে',
      text: 'প্রতি কিলোওয়াট সোলার বছরে প্রায় এক টন কার্বন ডাই-অক্সাইড কমায়, আর নিজস্ব বিদ্যুৎকেন্দ্রসহ বাড়ির মূল্যও বেশি।',
    },
  ],
  comparisonTitle: 'নেট মিটারিং না নেট বিলিং?',
  comparisonHead: ['', 'নেট মিটারিং', 'নেট বিলিং'],
  comparisonRows: [
    [
      'কাদের জন্য',
      `${number(F.netBillingFromKw)} কিলোওয়াটের কম সিস্টেম`,
      `${number(F.netBillingFromKw)} কিলোওয়াট বা তার বেশি, থ্রি-ফেজ সংযোগ`,
    ],
    [
      'ইউনিট কীভাবে গোনা হয়',
      'একটি দ্বিমুখী মিটার: পাঠানো ইউনিট নেওয়া ইউনিট থেকে বাদ যায়',
      'পাঠানো আর নেওয়া ইউনিটের আলাদা হিসাব হয়',
    ],
    ['গ্রিড থেকে নেওয়া প্রতি ইউনিটের দাম', rupees(F.netMeteringRate), rupees(F.netBillingSellRate)],
    [
      'গ্রিডে পাঠানো প্রতি ইউনিটে আয়',
      `${rupees(F.netMeteringRate)} (পুরো সমন্বয়)`,
      rupees(F.netBillingBuyRate),
    ],
    [
      'কখন সবচেয়ে ভালো',
      'যখন বেশিরভাগ বিদ্যুৎ সন্ধ্যায় খরচ হয়',
      'যখন বেশিরভাগ বিদ্যুৎ দিনের বেলায় খরচ হয়, যেমন দোকান ও অফিসে',
    ],
  ],
  domesticTitle: `বাড়ির উদাহরণ: ${number(F.domesticKw)} কিলোওয়াট`,
  domesticIntro: `এসি ও জলের পাম্পসহ একটি সাধারণ পরিবারের বাড়ি। মূল দাম প্রতি ওয়াটে ${rupees(F.basePricePerWatt)}।`,
  domesticRows: [
    ['সিস্টেমের মাপ', `${number(F.domesticKw)} কিলোওয়াট (৫৪০ ওয়াটের প্রায় ১০টি প্যানেল)`],
    ['সিস্টেমের দাম', `${lakh(domesticCost)} (${rupees(domesticCost)})`],
    ['পিএম সূর্য ঘর ভর্তুকি', `− ${rupees(F.subsidyCap)}`],
    ['ভর্তুকির পরে আপনার খরচ', `${lakh(domesticNet)} (${rupees(domesticNet)})`],
    ['বিদ্যুৎ উৎপাদন', `মাসে প্রায় ${number(domesticUnitsPerMonth)} ইউনিট`],
    [
      'সাশ্রয়',
      `ইউনিট প্রতি ${rupees(F.netMeteringRate)} হিসাবে মাসে প্রায় ${rupees(domesticSavingPerMonth)}`,
    ],
    ['খরচ উঠে আসবে', `প্রায় ${yearsText(domesticPaybackYears, number)} বছরে`],
    ['ছাদের জায়গা', 'ছায়াহীন প্রায় ৩০০ বর্গফুট ছাদ'],
  ],
  domesticNote:
    'চালু হওয়ার পরে ভর্তুকি আপনার ব্যাংক অ্যাকাউন্টে জমা হয়; ইনভয়েসে পুরো দাম ও জিএসটি দেখানো থাকে।',
  commercialTitle: 'ব্যবসার উদাহরণ: ৬–১০ কিলোওয়াট',
  commercialIntro: `থ্রি-ফেজ সংযোগের দোকান, ক্লিনিক, স্কুল ও ছোট কারখানায় নেট বিলিং চলে: নিজেরা যে বিদ্যুৎ খরচ করেন তাতে ইউনিট প্রতি ${rupees(F.netBillingSellRate)} বাঁচে, গ্রিডে পাঠানো বিদ্যুতে আয় ${rupees(F.netBillingBuyRate)}।`,
  commercialHead: ['মাপ', 'দাম', 'মাসে ইউনিট', 'মাসে সাশ্রয়', 'খরচ উঠবে (বছর)'],
  commercialNote:
    'হিসাবটি ধরা হয়েছে দিনের বেলায় ৭০% বিদ্যুৎ নিজেরা খরচ আর ৩০% গ্রিডে পাঠানো ধরে। ব্যবসার ক্ষেত্রে গৃহস্থালির ভর্তুকি প্রযোজ্য নয়।',
  servicesTitle: 'প্রতিটি ইনস্টলেশনে যা যা থাকে',
  services: [
    'সাইট সার্ভে, ছায়া পরীক্ষা ও লোড স্টাডি',
    'সিস্টেম ডিজাইন এবং প্রতিটি যন্ত্রাংশের নামসহ লিখিত কোটেশন',
    'প্যানেল, ইনভার্টার, মাউন্টিং স্ট্রাকচার, ডিসি/এসি কেবল, আর্থিং ও লাইটনিং অ্যারেস্টার',
    'আমাদের নিজস্ব প্রশিক্ষিত দলের মাধ্যমে ইনস্টলেশন ও চালু করা',
    'বিদ্যুৎ বণ্টন সংস্থায় নেট মিটারের আবেদন ও তদারকি',
    'বাড়ির জন্য পিএম সূর্য ঘর রেজিস্ট্রেশন ও ভর্তুকির দাবি',
    'এইচএসএন কোড ও সিরিয়াল নম্বরসহ জিএসটি ট্যাক্স ইনভয়েস',
    'আপনার ফোনে মনিটরিং চালু করা এবং বিক্রয়োত্তর পরিষেবা',
  ],
  footnotesTitle: 'টীকা',
  footnotes: [
    `দাম আনুমানিক, প্রতি ওয়াটে ${rupees(F.basePricePerWatt)}; চূড়ান্ত দাম আপনার কোটেশনে থাকবে। ইনস্টলেশনসহ সরবরাহে জিএসটি ৭০:৩০ নিয়মে হয়: ২২ সেপ্টেম্বর ২০২৫ থেকে মোট প্রায় ${number(F.gstEffectiveRate, 1)}% (আগে ছিল ${number(F.gstEffectiveRateBefore, 1)}%)।`,
    `কেন্দ্রীয় ভর্তুকি ২ কিলোওয়াট পর্যন্ত প্রতি কিলোওয়াটে ${rupees(F.subsidyPerKwFirstTwo)} এবং তৃতীয় কিলোওয়াটে ${rupees(F.subsidyThirdKw)}, ৩ কিলোওয়াট বা তার বেশিতে সর্বোচ্চ ${rupees(F.subsidyCap)}। কিছু রাজ্য নিজেরাও অতিরিক্ত ভর্তুকি দেয়।`,
    `ট্যারিফ (ইউনিট প্রতি ${rupees(F.netMeteringRate)}, নেট বিলিংয়ে পাঠানো ইউনিটে ${rupees(F.netBillingBuyRate)}) উদাহরণ মাত্র; আপনার বিদ্যুৎ বণ্টন সংস্থার বর্তমান ট্যারিফ প্রযোজ্য।`,
    `${number(F.domesticKw)} কিলোওয়াটের বাড়ি ঠিক নেট বিলিংয়ের সীমায়: থ্রি-ফেজ সংযোগে নেট বিলিং প্রযোজ্য, তাই পাঠানো ইউনিটে ${rupees(F.netMeteringRate)} নয়, ${rupees(F.netBillingBuyRate)} পাওয়া যায়। নিজে যে বিদ্যুৎ খরচ করেন তাতে পুরো ট্যারিফই বাঁচে।`,
    `উৎপাদনের হিসাব প্রতি কিলোওয়াটে দিনে প্রায় ${number(F.unitsPerKwPerDay)} ইউনিট ধরে; ঋতু, ছায়া ও ছাদের দিক অনুযায়ী তা বদলায়।`,
  ],
  cta: 'এখনই কোটেশন নিন',
  kwUnit: 'কিলোওয়াট',
  number,
  rupees,
  lakh,
  years: (value: number) => yearsText(value, number),
};
