import { describe, expect, it } from 'vitest';
import {
  addressWithPin,
  listParticulars,
  missingLegalParticulars,
  type LegalParticularsSettings,
} from '../src';

const COMPLETE: LegalParticularsSettings = {
  shopName: 'Alpha Solar',
  address: '1 Park Street, Kolkata',
  pinCode: '700016',
  stateCode: '19',
  gstin: '19AAACR5055K1Z4',
  gstRegistration: 'registered',
};

describe('missingLegalParticulars (CGST Rule 46(a))', () => {
  it('is empty when name, address, PIN, state and GSTIN are set', () => {
    expect(missingLegalParticulars(COMPLETE)).toEqual([]);
  });

  it('names what a new shop lacks, each with a link to its Settings group', () => {
    const fresh = { ...COMPLETE, address: '  ', pinCode: '', gstin: '' };
    expect(missingLegalParticulars(fresh)).toEqual([
      { key: 'address', label: 'Address', href: '/admin/change-details#contact-info' },
      { key: 'pinCode', label: 'PIN Code', href: '/admin/change-details#contact-info' },
      { key: 'gstin', label: 'GSTIN', href: '/admin/change-details#gst-legal' },
    ]);
    expect(listParticulars(missingLegalParticulars(fresh))).toBe('Address, PIN Code and GSTIN');
  });

  it('takes a recorded "not registered" in place of the GSTIN', () => {
    const unregistered = { ...COMPLETE, gstin: '', gstRegistration: 'unregistered' };
    expect(missingLegalParticulars(unregistered)).toEqual([]);
  });

  it('counts a malformed PIN, an unknown state and a blank name as missing', () => {
    const keys = missingLegalParticulars({
      ...COMPLETE,
      shopName: ' ',
      pinCode: '012345',
      stateCode: '',
    }).map((m) => m.key);
    expect(keys).toEqual(['shopName', 'pinCode', 'stateCode']);
  });
});

describe('addressWithPin', () => {
  it('appends the PIN unless the address already carries it', () => {
    expect(addressWithPin('1 Park Street, Kolkata', '700016')).toBe(
      '1 Park Street, Kolkata - 700016',
    );
    expect(addressWithPin('1 Park Street, Kolkata 700016', '700016')).toBe(
      '1 Park Street, Kolkata 700016',
    );
    expect(addressWithPin(' 1 Park Street ', '')).toBe('1 Park Street');
  });
});
