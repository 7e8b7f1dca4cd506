import { describe, expect, it } from 'vitest';
import { EMPTY_QUOTE_FORM, isPhone, looksLikeGstin, validateQuoteForm } from './validate';

const filled = {
  ...EMPTY_QUOTE_FORM,
  name: 'Ananya Sen',
  address: 'Kolkata',
  userDemand: '5',
  phoneNumber: '98300 11111',
  email: 'a@example.in',
};

describe('validateQuoteForm', () => {
  it('reports every missing required field first (spec §5)', () => {
    const { result, errors } = validateQuoteForm({
      ...EMPTY_QUOTE_FORM,
      userDemand: '',
      email: 'bad',
    });
    expect(result).toBe('missing');
    expect(Object.keys(errors).sort()).toEqual(['address', 'name', 'phoneNumber', 'userDemand']);
  });
  it('the demand the form starts with is a real value that passes (issue 19: "5" then Required)', () => {
    expect(EMPTY_QUOTE_FORM.userDemand).toBe('5');
    const { errors } = validateQuoteForm(EMPTY_QUOTE_FORM);
    expect(errors.userDemand).toBeUndefined();
    const filledOnlyByHand = { ...filled, userDemand: EMPTY_QUOTE_FORM.userDemand };
    expect(validateQuoteForm(filledOnlyByHand)).toEqual({ result: 'ok', errors: {} });
  });
  it('GSTIN and message are optional; installation may stay unticked', () => {
    expect(validateQuoteForm(filled)).toEqual({ result: 'ok', errors: {} });
  });
  it('checks formats once everything is present', () => {
    const { result, errors } = validateQuoteForm({
      ...filled,
      userDemand: '0',
      phoneNumber: '12345',
      email: 'nope',
      gstin: 'ABC',
    });
    expect(result).toBe('invalid');
    expect(Object.keys(errors).sort()).toEqual(['email', 'gstin', 'phoneNumber', 'userDemand']);
  });
  it('phone and GSTIN shapes', () => {
    expect(isPhone('+91 98300-11111')).toBe(true);
    expect(isPhone('09830011111')).toBe(true);
    expect(isPhone('0123456789')).toBe(false);
    expect(looksLikeGstin('19aabcd1234e1z5')).toBe(true);
    expect(looksLikeGstin('19AABCD1234E1Z')).toBe(false);
  });
});
