import { describe, expect, it } from 'vitest';
import { PUBLIC_NAV, SITE_TEXT, navLabel, pageLang } from './links';

/** Issue 29: the Bengali services page is Bengali whole: <html lang>, navigation and footer. */
describe('the public site in the page language', () => {
  it('is Bengali on the services page with ?lang=bn, else English', () => {
    expect(pageLang('/services', '?lang=bn')).toBe('bn');
    expect(pageLang('/services', '')).toBe('en');
    expect(pageLang('/services', '?lang=en')).toBe('en');
    expect(pageLang('/store', '?lang=bn')).toBe('en');
  });

  it('has every navigation label and footer text in Bengali', () => {
    expect(PUBLIC_NAV.map((item) => navLabel(item, 'bn'))).toEqual([
      'হোম',
      'সোলার রেঞ্জ',
      'পরিষেবা',
      'স্টোর',
      'আমাদের কথা',
    ]);
    expect(Object.keys(SITE_TEXT.bn)).toEqual(Object.keys(SITE_TEXT.en));
    for (const text of Object.values(SITE_TEXT.bn)) expect(text).toMatch(/[\u0980-\u09FF]/);
  });
});
