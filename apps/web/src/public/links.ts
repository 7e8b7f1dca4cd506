/** Public site navigation, shared by the header, the phone drawer and the footer. */
export const PUBLIC_NAV = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Services', to: '/services' },
  { label: 'Store', to: '/store' },
] as const;

export const QUOTE_PATH = '/get-a-quote';
export const SUGGESTIONS_PATH = '/suggestions';
