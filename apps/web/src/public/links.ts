/** The public site's languages: English, and Bengali where a page is in Bengali. */
export type SiteLang = 'en' | 'bn';

/** Public site navigation, shared by the header, the phone menu and the footer. */
export const PUBLIC_NAV = [
  { label: 'Home', labelBn: 'হোম', to: '/' },
  { label: 'Solar Range', labelBn: 'সোলার রেঞ্জ', to: '/solar' },
  { label: 'Services', labelBn: 'পরিষেবা', to: '/services' },
  { label: 'Store', labelBn: 'স্টোর', to: '/store' },
  { label: 'About Us', labelBn: 'আমাদের কথা', to: '/about-us' },
] as const;

export const QUOTE_PATH = '/get-a-quote';
export const SUGGESTIONS_PATH = '/suggestions';
export const LANDING_PATH = '/solar';

/** The header's and footer's words in each language (issue 29: a Bengali page is Bengali whole). */
export const SITE_TEXT = {
  en: {
    getQuote: 'Get a Quote',
    getQuoteNow: 'Get a Quote Now',
    suggestions: 'Product Suggestions',
    tagline: 'Solar modules, inverters and batteries — quoted, supplied and installed.',
    contact: 'Contact',
    links: 'Links',
    askForQuote: 'Ask for a quote and we will get back to you.',
    rights: 'All rights reserved.',
  },
  bn: {
    getQuote: 'কোটেশন নিন',
    getQuoteNow: 'এখনই কোটেশন নিন',
    suggestions: 'পণ্যের পরামর্শ',
    tagline: 'সোলার মডিউল, ইনভার্টার ও ব্যাটারি — কোটেশন, সরবরাহ ও ইনস্টলেশন।',
    contact: 'যোগাযোগ',
    links: 'লিঙ্ক',
    askForQuote: 'কোটেশন চান, আমরা আপনার সঙ্গে যোগাযোগ করব।',
    rights: 'সর্বস্বত্ব সংরক্ষিত।',
  },
} as const satisfies Record<SiteLang, Record<string, string>>;

/** A navigation item's label in the page's language. */
export function navLabel(item: (typeof PUBLIC_NAV)[number], lang: SiteLang): string {
  return lang === 'bn' ? item.labelBn : item.label;
}

/** The page's language: Bengali on the services page with ?lang=bn (its brochure), else English. */
export function pageLang(pathname: string, search: string): SiteLang {
  return pathname === '/services' && new URLSearchParams(search).get('lang') === 'bn' ? 'bn' : 'en';
}

/** The Bengali text's font (shipped with the services page), Latin text in Inter. */
export const BENGALI_FONT = '"Noto Sans Bengali", Inter, system-ui, sans-serif';
