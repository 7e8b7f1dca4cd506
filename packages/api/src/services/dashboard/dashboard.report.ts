import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { settings } from '@gst/db/schema';

/** The shop name from settings, falling back to the tenant's name (spec §1). */
export async function shopName(tx: Tx, fallback: string): Promise<string> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'shopName'));
  return row?.value.trim() || fallback;
}

/** `{shopName}-Dashboard.pdf`, with characters that break a download name replaced. */
export function dashboardFileName(name: string): string {
  const safe =
    [...name]
      .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim() || 'Shop';
  return `${safe}-Dashboard.pdf`;
}
