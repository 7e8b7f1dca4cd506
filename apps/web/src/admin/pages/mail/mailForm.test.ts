import { describe, expect, it } from 'vitest';
import { splitAddresses } from '../shared/mail/mailUi';
import { parseOffsets } from './MailSettingsForm';

describe('the mail forms', () => {
  it('read the reminder days as whole numbers, a typographic minus too', () => {
    expect(parseOffsets('-3, 0, 7, 15')).toEqual([-3, 0, 7, 15]);
    expect(parseOffsets('−3 0;7')).toEqual([-3, 0, 7]);
    expect(parseOffsets('')).toEqual([]);
    expect(parseOffsets('3, soon')).toBeNull();
    expect(parseOffsets('1.5')).toBeNull();
  });

  it('split recipients on commas, semicolons and spaces', () => {
    expect(splitAddresses(' a@x.in, b@y.in;c@z.in  d@w.in ,')).toEqual([
      'a@x.in',
      'b@y.in',
      'c@z.in',
      'd@w.in',
    ]);
    expect(splitAddresses('')).toEqual([]);
  });
});
