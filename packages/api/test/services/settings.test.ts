import { desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { SETTINGS_KEYS } from '@gst/domain';
import { defaultSettings } from '@gst/db/provision';
import { auditLog, settings } from '@gst/db/schema';
import type { ServiceCtx } from '../../src/services/context';
import { ZSettingsUpdate } from '../../src/services/settings/settings.schema';
import { getSettings, updateSettings } from '../../src/services/settings/settings.service';
import { asProcedure, inSavepoint, serviceSuite } from '../service-harness';

/**
 * Shop settings, the verbs called directly (moved from apps/server/test/settings.test.ts, which
 * keeps REST and the refusals sent both ways): the keys, normalising, images, the audit row.
 */
const suite = serviceSuite();
const update = asProcedure(ZSettingsUpdate, updateSettings);
const MB = 1024 * 1024;

/** A real 1 × 1 PNG: a changed image is decoded when it is saved (issue 28, item 6). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG data URL of exactly `bytes` decoded bytes (a 1 × 1 PNG, then zeros after its end). */
function pngDataUrl(bytes = 256): string {
  const buffer = Buffer.alloc(bytes);
  PNG_1X1.copy(buffer);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

const VALID = {
  shopName: 'Alpha Solar Pvt Ltd',
  gstin: '19AAACR5055K1Z4',
  stateCode: '19',
  invoiceStyle: '1',
  ifscCode: 'SBIN0001234',
  shopLogo: pngDataUrl(),
};

async function storedSettings({ tx }: ServiceCtx): Promise<Record<string, string>> {
  const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

describe('settings get', () => {
  suite.it(
    'lists exactly the spec fields, which are the keys a new shop is provisioned with',
    async (ctx) => {
      const data = await inSavepoint(ctx, getSettings);
      expect(Object.keys(data).sort()).toEqual([...SETTINGS_KEYS].sort());
      expect(Object.keys(defaultSettings({ name: 'x', ownerEmail: 'x@x.test' })).sort()).toEqual(
        [...SETTINGS_KEYS].sort(),
      );
      expect(data.shopName).toBe('Alpha Solar');
      expect(data.invoiceNumberingFormat).toBe('INV/{fiscalYear}/{number:4}');
    },
  );
});

describe('settings update', () => {
  suite.it('normalises values (numbers, case) and keeps keys it was not sent', async (ctx) => {
    await update(ctx, VALID);
    const data = await update(ctx, {
      invoiceStyle: 0,
      stateCode: 19,
      ifscCode: 'sbin0009999',
      gstin: '19aaacr5055k1z4',
    });
    expect(data).toMatchObject({
      invoiceStyle: '0',
      stateCode: '19',
      ifscCode: 'SBIN0009999',
      gstin: '19AAACR5055K1Z4',
      shopName: VALID.shopName,
    });
    const stored = await storedSettings(ctx);
    expect(stored.invoiceStyle).toBe('0');
    expect(stored.shopLogo).toBe(VALID.shopLogo);
  });

  suite.it(
    'accepts images of exactly 1 MB, and clears an image with an empty string',
    async (ctx) => {
      const exact = pngDataUrl(MB);
      await update(ctx, { partnerLogo: exact });
      expect((await storedSettings(ctx)).partnerLogo).toBe(exact);
      await update(ctx, { partnerLogo: '' });
      expect((await storedSettings(ctx)).partnerLogo).toBe('');
    },
  );

  suite.it('writes one audit row naming the changed keys', async (ctx) => {
    await update(ctx, { jurisdiction: 'Howrah' });
    const rows = await ctx.tx
      .select({ action: auditLog.action, actorType: auditLog.actorType, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'settings.update', actorType: 'user' });
    expect((rows[0]?.details as { changed: string[] }).changed).toEqual(['jurisdiction']);
  });
});
