import { describe, expect, it } from 'vitest';
import { isVpa, upiAmountDue, upiEncode, upiPayLink, ZShopSettingsPatch } from '../src/index';

describe('upiPayLink (NPCI UPI deep link)', () => {
  it('writes pa, pn, am with 2 decimals, cu=INR and tn in that order', () => {
    expect(
      upiPayLink({
        vpa: 'suryashakti@okhdfcbank',
        payeeName: 'Surya',
        amount: '59000',
        note: 'INV-0042',
      }),
    ).toBe('upi://pay?pa=suryashakti@okhdfcbank&pn=Surya&am=59000.00&cu=INR&tn=INV-0042');
  });

  it('percent-encodes spaces as %20 (never +) and &, =, / in names and notes', () => {
    // Worked by hand: ' ' → %20, '&' → %26, '/' → %2F, '=' → %3D, '+' → %2B.
    expect(
      upiPayLink({
        vpa: 'roy.sons-1@ybl',
        payeeName: 'Roy & Sons Solar',
        amount: '1234.5',
        note: 'SS/26-27/0042 a=b+c',
      }),
    ).toBe(
      'upi://pay?pa=roy.sons-1@ybl&pn=Roy%20%26%20Sons%20Solar&am=1234.50&cu=INR&tn=SS%2F26-27%2F0042%20a%3Db%2Bc',
    );
  });

  it('encodes non-ASCII names as UTF-8 and keeps paise exact', () => {
    expect(upiPayLink({ vpa: 'shop@sbi', payeeName: 'সূর্য', amount: '0.10', note: '' })).toBe(
      'upi://pay?pa=shop@sbi&pn=%E0%A6%B8%E0%A7%82%E0%A6%B0%E0%A7%8D%E0%A6%AF&am=0.10&cu=INR',
    );
    expect(upiPayLink({ vpa: 'shop@sbi', payeeName: 'A', amount: '0.005', note: 'x' })).toBe(
      'upi://pay?pa=shop@sbi&pn=A&am=0.01&cu=INR&tn=x',
    );
  });

  it('collapses whitespace and trims the payee name and note', () => {
    expect(
      upiPayLink({ vpa: ' ab@upi ', payeeName: '  Demo \n Solar ', amount: '1', note: ' N 1 ' }),
    ).toBe('upi://pay?pa=ab@upi&pn=Demo%20Solar&am=1.00&cu=INR&tn=N%201');
  });

  it('refuses a malformed VPA or an amount that is not above 0', () => {
    const base = { payeeName: 'S', note: 'N' };
    expect(() => upiPayLink({ ...base, vpa: 'no-at-sign', amount: '1' })).toThrow(/UPI ID/);
    expect(() => upiPayLink({ ...base, vpa: 'a@b', amount: '1' })).toThrow(/UPI ID/);
    expect(() => upiPayLink({ ...base, vpa: 'ab@upi', amount: '0' })).toThrow(/above 0/);
    expect(() => upiPayLink({ ...base, vpa: 'ab@upi', amount: '-5' })).toThrow(/above 0/);
  });

  it('upiEncode keeps @ and encodes the rest of the reserved characters', () => {
    expect(upiEncode('a@b c&d=e#f?g%h')).toBe('a@b%20c%26d%3De%23f%3Fg%25h');
  });
});

describe('isVpa', () => {
  it.each([
    ['suryashakti@okhdfcbank', true],
    ['9830012345@paytm', true],
    ['a.b-c_d@ybl', true],
    ['ab@upi', true],
    ['a@upi', false], // handle part needs 2+ characters
    ['ab@u', false], // PSP part needs 2+ letters
    ['ab@ok1', false], // PSP part is letters only
    ['ab cd@upi', false],
    ['ab@@upi', false],
    ['ab@upi.com', false],
    ['', false],
  ])('%s → %s', (vpa, ok) => {
    expect(isVpa(vpa)).toBe(ok);
  });
});

describe('upiAmountDue', () => {
  it('is the balance: total + debit notes − credit notes − receipts, 2 decimals', () => {
    expect(upiAmountDue({ status: 'issued', total: '59000.00' })).toBe('59000.00');
    expect(
      upiAmountDue({
        status: 'issued',
        total: '59000.00',
        debited: '100.50',
        credited: '1000.00',
        allocated: '20000.25',
      }),
    ).toBe('38100.25');
  });

  it('is null (no QR) when nothing is due or the invoice is cancelled', () => {
    expect(upiAmountDue({ status: 'issued', total: '100.00', allocated: '100.00' })).toBeNull();
    expect(upiAmountDue({ status: 'issued', total: '100.00', allocated: '150.00' })).toBeNull();
    expect(upiAmountDue({ status: 'issued', total: '0.00' })).toBeNull();
    expect(upiAmountDue({ status: 'cancelled', total: '100.00' })).toBeNull();
  });
});

describe('the upiId setting', () => {
  it('is optional and must be a VPA, trimmed', () => {
    expect(ZShopSettingsPatch.parse({ upiId: '' })).toEqual({ upiId: '' });
    expect(ZShopSettingsPatch.parse({ upiId: ' shop@okaxis ' })).toEqual({ upiId: 'shop@okaxis' });
    const bad = ZShopSettingsPatch.safeParse({ upiId: 'shop@ok axis' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['upiId']);
    expect(bad.error?.issues[0]?.message).toBe('Enter a UPI ID such as yourshop@okhdfcbank');
  });
});
