/** Public site navigation, shared by the header, the phone menu and the footer. */
export const PUBLIC_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Solar Range', to: '/solar' },
  { label: 'Services', to: '/services' },
  { label: 'Store', to: '/store' },
  { label: 'About Us', to: '/about-us' },
] as const;

export const QUOTE_PATH = '/get-a-quote';
export const SUGGESTIONS_PATH = '/suggestions';
export const LANDING_PATH = '/solar';
