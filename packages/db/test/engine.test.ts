// @engines pglite
// The embedded engine's own data dirs (locks, reopening): PGlite whatever the round, so once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase } from '../src/client';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Opens the data dir from a second Node process and reports what happened. */
function openFromAnotherProcess(dataDir: string) {
  const script = `
    import { openDatabase } from './src/client.ts';
    try { const d = await openDatabase({ engine: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); await d.close(); console.log('OPENED'); }
    catch (e) { console.log('REFUSED ' + e.message); }`;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: new URL('..', import.meta.url).pathname,
      encoding: 'utf8',
      timeout: 150_000,
    },
  );
  return result.stdout.trim();
}

// PGlite-only by nature: on the PostgreSQL round (TEST_DATABASE_URL set) it would repeat the
// PGlite run exactly, so it is skipped there.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded PGlite engine', () => {
  it('persists in DATA_DIR and refuses a second process while open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gst-pglite-'));
    dirs.push(dataDir);
    const database = await openDatabase({ engine: 'pglite', dataDir });
    await pingDatabase(database.db);
    expect(existsSync(join(dataDir, '.gst-platform.lock'))).toBe(true);
    const whileOpen = openFromAnotherProcess(dataDir);
    expect(whileOpen).toMatch(/^REFUSED .*in use by another process/);
    await database.close();
    expect(existsSync(join(dataDir, '.gst-platform.lock'))).toBe(false);
    // Once closed, another process may open it.
    expect(openFromAnotherProcess(dataDir)).toBe('OPENED');
    // 8 s on a quiet machine (two Node processes start and open PGlite); a CI machine busy with
    // the other suites took over the 60 s default.
  }, 330_000);
});
