import { readFileSync } from 'node:fs';
import { DESKTOP, expect, settle, shot, test, toastsGone } from './fixtures';

/**
 * Issue 33, the Tally export in the browser: the demo shop's admin opens Reports → Tally, reads
 * how to import, and downloads this month's Masters XML and Vouchers XML: TallyPrime import
 * envelopes (Import Data; All Masters / Vouchers) holding the GST ledgers and the month's
 * vouchers. The files' structure and balances are checked in the API and server tests.
 */
test('Tally: the masters and vouchers files of this month', async ({ adminPage: page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('tab', { name: 'Tally' }).click();
  await settle(page);
  await expect(page.getByText(/Gateway of Tally → Import → Masters/)).toBeVisible();
  await toastsGone(page);
  await shot(page, 'reports-tally-1366');

  const file = async (label: string, name: RegExp) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: label, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(name);
    await expect(page.getByText(`Tally ${label} downloaded`)).toBeVisible();
    return readFileSync(await download.path(), 'utf8');
  };
  const masters = await file(
    'Masters XML',
    /^Tally_Masters_\d{4}-\d{2}-01_to_\d{4}-\d{2}-\d{2}\.xml$/,
  );
  expect(masters).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(masters).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
  expect(masters).toContain('<REPORTNAME>All Masters</REPORTNAME>');
  expect(masters).toContain('<LEDGER NAME="Output IGST" ACTION="Create">');
  const vouchers = await file(
    'Vouchers XML',
    /^Tally_Vouchers_\d{4}-\d{2}-01_to_\d{4}-\d{2}-\d{2}\.xml$/,
  );
  expect(vouchers).toContain('<REPORTNAME>Vouchers</REPORTNAME>');
  // The demo year has sales in the current month.
  expect(vouchers).toMatch(/<VOUCHER [^>]*VCHTYPE="Sales" ACTION="Create"/);
  // Each voucher balances: its entries' amounts (not the bills' or allocations' repeats) add
  // up to zero, counted in paise from the text.
  const blocks = vouchers.match(/<VOUCHER [\s\S]*?<\/VOUCHER>/g) ?? [];
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    const entries = block.replace(
      /<(BILLALLOCATIONS|ACCOUNTINGALLOCATIONS)\.LIST>[\s\S]*?<\/\1\.LIST>/g,
      '',
    );
    const amounts = [...entries.matchAll(/<AMOUNT>(-?\d+)\.(\d{2})<\/AMOUNT>/g)].map(
      ([, rupees, paise]) => BigInt(`${rupees}${paise}`),
    );
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(0n);
  }
});
