import { gstinCheckCharacter } from '@gst/domain';

/** A GSTIN for a state and PAN, with its real check character (the demo's own, fictional ones). */
const gstin = (state: number, pan: string) => {
  const body = `${String(state).padStart(2, '0')}${pan}1Z`;
  return body + gstinCheckCharacter(body);
};

/**
 * The demo shop's customers (the shop is in West Bengal, 19): registered businesses in West
 * Bengal and six other states (B2B, CGST+SGST at home and IGST elsewhere) and households and
 * small buyers without a GSTIN (B2C), two of them in other states. The first three are the
 * original demo customers, kept as they were.
 */
export const DEMO_CUSTOMERS = [
  {
    name: 'Sunrise Apartments RWA',
    email: 'rwa@sunrise.test',
    phoneNumber: '9830012345',
    address: '12 Lake Road, Kolkata 700029',
    stateCode: 19,
  },
  {
    name: 'Gupta Cold Storage',
    email: 'accounts@gupta.test',
    phoneNumber: '9831198765',
    gstin: '19AABCD1234E1Z5',
    address: 'NH-6, Howrah 711302',
    stateCode: 19,
  },
  {
    name: 'Patel Textiles',
    email: 'patel@textiles.test',
    phoneNumber: '9825011111',
    gstin: '24AAHFS5678Q1ZA',
    address: 'Ring Road, Surat 395002',
    stateCode: 24,
  },
  {
    name: 'Banerjee Nursing Home',
    email: 'accounts@banerjeenh.test',
    phoneNumber: '9830223344',
    gstin: gstin(19, 'AADFB4821K'),
    address: '45 Rashbehari Avenue, Kolkata 700026',
    stateCode: 19,
  },
  {
    name: 'Siliguri Tea Processors',
    email: 'office@siliguritea.test',
    phoneNumber: '9832045678',
    gstin: gstin(19, 'AAJCS7312M'),
    address: 'Sevoke Road, Siliguri 734001',
    stateCode: 19,
  },
  {
    name: 'Durgapur Steel Works',
    email: 'purchase@dsw.test',
    phoneNumber: '9434012399',
    gstin: gstin(19, 'AAECD5567R'),
    address: 'City Centre, Durgapur 713216',
    stateCode: 19,
  },
  {
    name: 'Deshmukh Agro Industries',
    email: 'deshmukh@agro.test',
    phoneNumber: '9822033445',
    gstin: gstin(27, 'AAGFD3390B'),
    address: 'Hadapsar MIDC, Pune 411013',
    stateCode: 27,
  },
  {
    name: 'Whitefield Tech Park LLP',
    email: 'facilities@wtp.test',
    phoneNumber: '9845044556',
    gstin: gstin(29, 'AAIFW6612P'),
    address: 'ITPL Main Road, Bengaluru 560066',
    stateCode: 29,
  },
  {
    name: 'Patna Cold Chain',
    email: 'accounts@patnacold.test',
    phoneNumber: '9835055667',
    gstin: gstin(10, 'AAKCP2284L'),
    address: 'Bailey Road, Patna 800014',
    stateCode: 10,
  },
  {
    name: 'Ranchi Polymers',
    email: 'ranchi@polymers.test',
    phoneNumber: '9431066778',
    gstin: gstin(20, 'AALCR8841D'),
    address: 'Tatisilwai Industrial Area, Ranchi 835103',
    stateCode: 20,
  },
  {
    name: 'Kalinga Hotels',
    email: 'gm@kalingahotels.test',
    phoneNumber: '9437077889',
    gstin: gstin(21, 'AAMFK1957H'),
    address: 'Janpath, Bhubaneswar 751001',
    stateCode: 21,
  },
  {
    name: 'Rahul Sen',
    email: 'rahul.sen@mail.test',
    phoneNumber: '9830188990',
    address: '7 Hindustan Park, Kolkata 700029',
    stateCode: 19,
  },
  {
    name: 'Ananya Das',
    email: 'ananya.das@mail.test',
    phoneNumber: '9836199001',
    address: '22 Salt Lake Sector II, Kolkata 700091',
    stateCode: 19,
  },
  {
    name: 'Mitra Guest House',
    email: 'mitra.gh@mail.test',
    phoneNumber: '9733200112',
    address: 'Beach Road, Digha 721428',
    stateCode: 19,
  },
  {
    name: 'Chatterjee Residence',
    email: 'chatterjee@mail.test',
    phoneNumber: '9831211223',
    address: '3 Dover Lane, Kolkata 700029',
    stateCode: 19,
  },
  {
    name: 'Mohanty Farmhouse',
    email: 'mohanty.farm@mail.test',
    phoneNumber: '9437222334',
    address: 'Khurda Road, Odisha 752050',
    stateCode: 21,
  },
  {
    name: 'Iyer Residence',
    email: 'iyer.home@mail.test',
    phoneNumber: '9845233445',
    address: 'Jayanagar 4th Block, Bengaluru 560011',
    stateCode: 29,
  },
];
