import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-admin-123' };
export const DEMO_STAFF = { email: 'staff@demo.test', password: 'demo-staff-123' };
export const DEMO_MASTER = { email: 'master@gst.test', password: 'master-demo-123' };

mkdirSync('screenshots', { recursive: true });

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
