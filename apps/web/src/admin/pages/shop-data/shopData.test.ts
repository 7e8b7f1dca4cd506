import { describe, expect, it } from 'vitest';
import { formatCount, formatSize } from '../../../lib/fileSize';
import {
  isActive,
  percentOf,
  progressLine,
  shopExportFileUrl,
  withLatest,
  type ShopExportJob,
} from './shopData';

const job = (over: Partial<ShopExportJob> = {}): ShopExportJob => ({
  id: 'j1',
  status: 'running',
  phase: 'Invoices (JSON)',
  done: 1200,
  total: 4800,
  percent: 25,
  sizeBytes: null,
  fileName: 'demo-shop-export-2026-11-29.zip',
  error: null,
  requestedBy: 'Demo Admin',
  createdAt: '2026-11-29T12:30:00.000Z',
  finishedAt: null,
  includePdfs: true,
  ...over,
});

describe('shop data helpers', () => {
  it('follows queued and running jobs only', () => {
    expect(isActive(job({ status: 'queued' }))).toBe(true);
    expect(isActive(job())).toBe(true);
    expect(isActive(job({ status: 'done' }))).toBe(false);
    expect(isActive(job({ status: 'failed' }))).toBe(false);
    expect(isActive(undefined)).toBe(false);
  });

  it('sizes in binary units with Indian grouping', () => {
    expect(formatSize(null)).toBe('—');
    expect(formatSize(850)).toBe('850 bytes');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(13_002_342)).toBe('12.4 MB');
    expect(formatSize(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatSize(1023.5 * 1024 ** 2)).toBe('1,023.5 MB');
    expect(formatCount(123456)).toBe('1,23,456');
  });

  it('says the phase and the count done', () => {
    expect(progressLine(job())).toBe('Invoices (JSON) · 1,200 of 4,800');
    expect(progressLine(job({ phase: 'PDFs', done: 0, total: 0 }))).toBe('PDFs');
    expect(progressLine(job({ phase: '', total: 0 }))).toBe('Preparing');
    expect(percentOf(job({ percent: 104.2 }))).toBe(100);
    expect(percentOf(job({ percent: 33.6 }))).toBe(34);
  });

  it('links the archive by its id', () => {
    expect(shopExportFileUrl('a b')).toBe('/api/export/shop/a%20b/file');
  });

  it('puts the followed job in its latest state into the list', () => {
    const older = job({ id: 'j0', status: 'done' });
    expect(withLatest([job(), older], job({ percent: 80 })).map((j) => j.percent)).toEqual([
      80, 25,
    ]);
    expect(withLatest([older], job()).map((j) => j.id)).toEqual(['j1', 'j0']);
    expect(withLatest([older], undefined)).toEqual([older]);
  });
});
