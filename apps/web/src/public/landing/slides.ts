import type { StoreCategory } from '@gst/domain';
import type { ArtKind } from '../store/ProductArt';

/** The nine banner slides of spec §2, one per store category, in store order. */
export const BANNER_SLIDES: {
  category: StoreCategory;
  art: ArtKind;
  title: string;
  text: string;
  from: string;
  to: string;
}[] = [
  {
    category: 'Small Solar Modules',
    art: 'small',
    title: 'Small solar modules',
    text: '20–100 Wp panels for lights, pumps, boats and gates.',
    from: '#024a36',
    to: '#0f9a72',
  },
  {
    category: 'Poly Crystalline',
    art: 'poly',
    title: 'Poly crystalline panels',
    text: 'Proven, affordable panels with a 25-year output warranty.',
    from: '#0d2d4a',
    to: '#1d4f7a',
  },
  {
    category: 'Mono PERC',
    art: 'mono',
    title: 'Mono PERC half-cut',
    text: 'Up to 550 Wp per panel and 27 years of output warranty.',
    from: '#111827',
    to: '#0b7d5d',
  },
  {
    category: 'Bifacial',
    art: 'bifacial',
    title: 'Bifacial dual-glass',
    text: 'Power from both faces: up to 585 Wp, 30-year output warranty.',
    from: '#0f2a3d',
    to: '#066349',
  },
  {
    category: 'Flexible',
    art: 'flexible',
    title: 'Flexible modules',
    text: 'Light, bendable panels for vans, boats and curved roofs.',
    from: '#1a2433',
    to: '#3b4f6b',
  },
  {
    category: 'Single Phase On Grid Inverter',
    art: 'inverter1',
    title: 'Single phase on-grid inverters',
    text: '2, 3 and 5 kVA with Wi-Fi monitoring and an 8-year warranty.',
    from: '#024a36',
    to: '#23b084',
  },
  {
    category: 'Three Phase On Grid Inverter',
    art: 'inverter3',
    title: 'Three phase on-grid inverters',
    text: '5 and 10 kVA for shops, offices and net billing.',
    from: '#063b2c',
    to: '#0b7d5d',
  },
  {
    category: 'Li-Ion Battery',
    art: 'battery',
    title: 'Li-ion batteries',
    text: 'LiFePO4 storage with built-in BMS: 6,000 cycles at 80% depth.',
    from: '#3a2a00',
    to: '#b26a00',
  },
  {
    category: 'Special Combos',
    art: 'combo',
    title: 'Ready combos',
    text: '2, 3 and 5 kWp kits: panels, inverter, structure and cables.',
    from: '#4a2c00',
    to: '#0b7d5d',
  },
];

export const SLOGANS = [
  'Power your home with the sun.',
  'Cut your electricity bill by up to 90%.',
  'Subsidy up to ₹78,000 for rooftop homes.',
  'Panels with 27 years of output warranty.',
  'Installed, connected and serviced by one team.',
];
