import { type Browser } from '@playwright/test';
import {
  MASTER_URL,
  SHOP_URL,
  expect,
  expectNoOverflow,
  openPage,
  shot,
  test,
  escapeAndDiscard,
} from './fixtures';

const PHONE = { width: 375, height: 812 };

/** A page on the demo shop at the given width (desktop by default). */
async function open(browser: Browser, path: string, viewport = { width: 1280, height: 900 }) {
  const { context, page } = await openPage(browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${SHOP_URL}${path}`);
  return { page, errors, close: () => context.close() };
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', PHONE],
] as const) {
  test.describe(`public pages on ${label}`, () => {
    test('home: welcome banner, store link, quote call to action, video, about', async ({
      browser,
    }) => {
      const { page, errors, close } = await open(browser, '/', viewport);
      await expect(page.getByText('Welcome to Demo Solar Traders')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get a Quote Now' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /visit the store/i })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How rooftop solar works' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /about demo solar traders/i })).toBeVisible();
      await expect(page).toHaveTitle(/Demo Solar Traders/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain('rooftop solar');
      await expectNoOverflow(page, 1); // 1: sub-pixel rounding
      await shot(page, `public-${label}-home`);
      if (label === 'phone') {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        const menu = page.locator('#public-phone-menu');
        await expect(menu.getByRole('link', { name: 'Solar Range' })).toBeVisible();
        await page.screenshot({ path: 'screenshots/public-phone-menu.png' });
        await menu.getByRole('link', { name: 'Services' }).click();
        await expect(page).toHaveURL(/\/services$/);
        await expect(menu.getByRole('link', { name: 'Solar Range' })).toBeHidden();
      }
      expect(errors).toEqual([]);
      await close();
    });

    test('about us', async ({ browser }) => {
      const { page, close } = await open(browser, '/about-us', viewport);
      await expect(page.getByRole('heading', { name: 'What we do' })).toBeVisible();
      await expect(page).toHaveTitle('About Us | Demo Solar Traders');
      await expectNoOverflow(page, 1); // 1: sub-pixel rounding
      await shot(page, `public-${label}-about`);
      await close();
    });

    test('services brochure in English, then Bengali with a real Bengali font', async ({
      browser,
    }) => {
      const { page, close } = await open(browser, '/services', viewport);
      await expect(
        page.getByRole('heading', { name: 'Net metering or net billing?' }),
      ).toBeVisible();
      await expect(page.getByRole('cell', { name: '₹3.78' })).toBeVisible();
      await expect(page.getByText('₹1.72 lakh (₹1,72,000)')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Business example: 6–10 kW' })).toBeVisible();
      await expectNoOverflow(page, 1); // 1: sub-pixel rounding
      await shot(page, `public-${label}-services-en`);

      await page.getByRole('button', { name: 'বাংলা' }).click();
      await expect(page).toHaveURL(/lang=bn/);
      await expect(page.getByRole('heading', { name: 'নেট মিটারিং না নেট বিলিং?' })).toBeVisible();
      await expect(page.getByText('₹১.৭২ লাখ (₹১,৭২,০০০)')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'টীকা' })).toBeVisible();
      // The shipped font, not a fallback: it is loaded and covers the text on screen.
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(
        () =>
          [...document.fonts].filter(
            (f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded',
          ).length,
      );
      expect(fonts).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'নেট মিটারিং')),
      ).toBe(true);
      await expect(page).toHaveTitle(/পরিষেবা/);
      // Issue 29: the page is Bengali whole: <html lang>, the footer (and the navigation).
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'পরিষেবা' }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('সর্বস্বত্ব সংরক্ষিত');
      await expectNoOverflow(page, 1); // 1: sub-pixel rounding
      await shot(page, `public-${label}-services-bn`);
      await close();
    });

    test('store: categories, product cards and the product dialog', async ({ browser }) => {
      const { page, close } = await open(browser, '/store', viewport);
      await expect(
        page.getByRole('heading', { name: 'Small Solar Modules', level: 2 }),
      ).toBeVisible();
      if (label === 'desktop') {
        await expect(page.getByRole('button', { name: 'Small Solar Modules' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await page.getByRole('button', { name: 'Mono PERC' }).click();
      } else {
        await expect(page.getByLabel('Category')).toHaveValue('Small Solar Modules');
        await page.getByLabel('Category').selectOption('Mono PERC');
      }
      await expect(page.getByRole('heading', { name: 'Mono PERC', level: 2 })).toBeVisible();
      await expect(page.getByText('540 Wp Mono PERC Half-Cut Module')).toBeVisible();
      await expectNoOverflow(page, 1); // 1: sub-pixel rounding
      await shot(page, `public-${label}-store`);

      await page
        .getByRole('button', { name: /540 Wp Mono PERC Half-Cut Module\s*: details/ })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (const key of ['SKU', 'Weight', 'Height', 'Depth', 'Manufacturer']) {
        await expect(dialog.getByRole('rowheader', { name: key })).toBeVisible();
      }
      await expect(dialog.getByText('GSTP-MOD-MONO-540')).toBeVisible();
      await expect(dialog.getByText('₹14,040')).toBeVisible();
      await shot(page, `public-${label}-store-dialog`);
      await escapeAndDiscard(page);
      await expect(dialog).toBeHidden();
      await close();
    });

    test('suggestions: figures per product, and the empty state', async ({ browser }) => {
      const { page, close } = await open(browser, '/suggestions', viewport);
      await expect(page.getByText('8,000 W', { exact: true })).toBeVisible();
      if (label === 'desktop') {
        const table = page.getByRole('table', { name: 'Suggested products' });
        await expect(table).toBeVisible();
        const row = table.getByRole('row', { name: /540 Wp Mono PERC Half-Cut Module/ }).first();
        // 8000 / 540 → 15 units; 15 × 28 kg × 1.4 = 588 kg.
        await expect(row).toContainText('15');
        await expect(row).toContainText('588 kg');
      } else {
        await page.getByRole('button', { name: 'Details' }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText('Quantity needed')).toBeVisible();
        await shot(page, `public-${label}-suggestions-dialog`);
        await page.getByRole('button', { name: 'Close' }).click();
      }
      await expectNoOverflow(page, 1); // 1: sub-pixel rounding
      await shot(page, `public-${label}-suggestions`);
      await page.goto(`${SHOP_URL}/suggestions?demand=5`);
      await expect(
        page.getByText(
          'No matching solar products found for your demand. Please adjust your demand or contact us for custom solutions.',
        ),
      ).toBeVisible();
      await close();
    });

    test('landing: the banner carousel plays by itself, typed slogans, catalogue', async ({
      browser,
    }) => {
      const { page, close } = await open(browser, '/solar', viewport);
      const carousel = page.getByLabel('Our solar range');
      await expect(carousel.getByRole('heading', { name: 'Small solar modules' })).toBeInViewport();
      await shot(page, `public-${label}-landing`);
      // 3 s per slide: the second slide is showing within about 4 s, without any click.
      await expect(
        carousel.getByRole('heading', { name: 'Poly crystalline panels' }),
      ).toBeInViewport({
        timeout: 5_000,
      });
      await shot(page, `public-${label}-landing-slide2`);
      await expect(
        page
          .getByText(/Power your home with the sun|electricity bill|Subsidy|warranty|one team/)
          .first(),
      ).toBeAttached();
      await expect(
        page.getByRole('heading', { name: 'On-grid inverters', exact: true }),
      ).toBeVisible();
      await expect(page.getByText('85044010').filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByText('85414300').filter({ visible: true }).first()).toBeVisible();
      await expectNoOverflow(page, 1); // 1: sub-pixel rounding
      await close();
    });
  });
}

test('get a quote: required fields, request, toast, reset, then the status check', async ({
  browser,
}) => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    const { page, close } = await open(browser, '/get-a-quote', viewport);
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByText('Please fill in all required fields.')).toBeVisible();
    await expectNoOverflow(page, 1); // 1: sub-pixel rounding
    await shot(page, `public-${label}-quote-required`);

    const phone = label === 'desktop' ? '9830012301' : '9830012302';
    await form.getByLabel('Name').fill('Ananya Sen');
    await form.getByLabel('Address').fill('21 Lake Road, Kolkata 700029');
    await form.getByLabel('Power demand (kW)').fill('5');
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('Email').fill('ananya@example.in');
    await form.getByLabel(/Installation required/).check();
    await form.getByLabel('Message (optional)').fill('Flat roof, third floor.');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page.getByText('Quote request submitted successfully!')).toBeVisible();
    await expect(form.getByText(/Your quote number is/)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await shot(page, `public-${label}-quote-submitted`);

    const status = page.getByRole('form', { name: 'Quote status' });
    await expect(status.getByLabel('Phone number')).toHaveValue(phone);
    await status.getByRole('button', { name: 'Check Status' }).click();
    const badge = status.getByText('Pending', { exact: true });
    await expect(badge).toBeVisible();
    expect(
      await badge.evaluate(
        (el) => getComputedStyle(el.closest('.mantine-Badge-root') ?? el).backgroundColor,
      ),
    ).toMatch(/rgb\(2(?:53|47|32), 1[0-4]\d, \d{1,2}\)/);
    await shot(page, `public-${label}-quote-status`);

    await status.getByLabel('Phone number').fill('9830099999');
    await status.getByRole('button', { name: 'Check Status' }).click();
    await expect(status.getByText(/No quote matches this Quote ID and Phone Number/)).toBeVisible();
    await status.getByLabel('Quote ID').fill('');
    await status.getByRole('button', { name: 'Check Status' }).click();
    await expect(
      status.getByText('Please enter both Quote ID and Phone Number to check status.'),
    ).toBeVisible();
    await close();
  }
});

test('a bare host without DEFAULT_TENANT takes no quotes', async ({ browser }) => {
  const { context, page } = await openPage(browser, PHONE);
  await page.goto(`${MASTER_URL}/get-a-quote`);
  await expect(page.getByText('Quotes are not taken here')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a Quote' })).toBeDisabled();
  await expect(page.getByText('GST Platform').first()).toBeVisible();
  await shot(page, 'public-phone-bare-host-quote');
  await context.close();
});

test('dark colour scheme: home, services table and store stay readable', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: PHONE });
  const page = await context.newPage();
  for (const path of ['/', '/services', '/store']) {
    await page.goto(`${SHOP_URL}${path}`);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('main h2').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await shot(page, `public-phone-dark${path === '/' ? '-home' : path.replace('/', '-')}`);
  }
  await context.close();
});
