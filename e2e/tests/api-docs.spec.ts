import { type Page } from '@playwright/test';
import { createApiKey, expect, test } from './fixtures';

/** The viewport as the user sees it (the whole page of ~130 routes is too tall to look at). */
const view = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png` });

/**
 * The interactive API reference at /api/docs: a superadmin creates an API key in Settings, then
 * a visitor with no session (a fresh browser) authorizes the docs page with it and runs a GET
 * through "Try it out" against the shop's own host.
 */

test('API docs: authorize with an API key and run a GET with Try it out', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { key } = await createApiKey(page, 'API docs try-out');

  // A fresh browser: no session cookie, so only the key can make the call succeed.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const docs = await context.newPage();
  const offOrigin: string[] = [];
  const cspErrors: string[] = [];
  const baseURL = test.info().project.use.baseURL ?? '';
  const shopHost = new URL(baseURL).host;
  docs.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== shopHost) offOrigin.push(request.url());
  });
  docs.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
  });
  await docs.goto(`${baseURL}/api/docs`);
  // Swagger UI renders a large document a while (issue 31 made it ~140 routes): wait, not race.
  await expect(docs.getByRole('heading', { name: /GST Platform API/ })).toBeVisible({
    timeout: 45_000,
  });
  // Every route is listed, grouped by area. Past ~100 routes Swagger UI draws the list
  // virtualised (only what is near the viewport is in the DOM), so walk down the page collecting
  // the operations drawn, and compare with the document's own count.
  await expect(docs.locator('.opblock').first()).toBeVisible();
  const operations = await docs.evaluate(async () => {
    const spec = (await (await fetch('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.values(spec.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  });
  expect(operations).toBeGreaterThan(120);
  const seen = new Set<string>();
  for (let step = 0; step < 400; step++) {
    const { ids, atEnd } = await docs.evaluate(() => ({
      ids: [...document.querySelectorAll('.opblock')].map((e) => e.id),
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    }));
    for (const id of ids) seen.add(id);
    if (atEnd && seen.size >= operations) break;
    await docs.mouse.wheel(0, 600);
    await docs.waitForTimeout(50);
  }
  expect(seen.size).toBe(operations);
  await docs.evaluate(() => window.scrollTo(0, 0));

  await docs.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = docs.locator('.dialog-ux .modal-ux');
  await expect(dialog).toBeVisible();
  // One form per scheme; the API key's is the HTTP bearer one (its submit: 'Apply credentials').
  const bearer = dialog.locator('form').filter({ hasText: 'apiKey (http, Bearer)' });
  await bearer.locator('#auth-bearer-value').fill(key);
  await bearer.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(bearer.getByRole('heading', { name: 'Authorized' })).toBeVisible();
  await view(docs, 'api-docs-authorize');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  const operation = docs.locator('.opblock-get').filter({
    has: docs.locator('.opblock-summary-path[data-path="/api/customer"]'),
  });
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.locator('input[placeholder="pageSize"]').fill('5');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const live = operation.locator('.live-responses-table');
  await expect(live.locator('tr.response .response-col_status')).toHaveText('200');
  await expect(live.locator('tr.response .response-col_description')).toContainText(
    'Customers fetched',
  );
  // The curl the page shows sends the key as a bearer token to the shop's own host.
  await expect(operation.locator('.curl-command')).toContainText('Authorization: Bearer gst_');
  await expect(operation.locator('.request-url')).toContainText(`${shopHost}/api/customer`);
  await live.scrollIntoViewIfNeeded();
  await view(docs, 'api-docs-try-it');

  await docs.setViewportSize({ width: 390, height: 844 });
  await docs.getByRole('heading', { name: /GST Platform API/ }).scrollIntoViewIfNeeded();
  await view(docs, 'api-docs-phone');
  await live.scrollIntoViewIfNeeded();
  await view(docs, 'api-docs-phone-try-it');

  expect(offOrigin, 'the page loads nothing from another host').toEqual([]);
  expect(cspErrors, 'no CSP violations').toEqual([]);
  await context.close();
});
