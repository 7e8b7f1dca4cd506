// The browser tests' starting point, made once per run (scripts/test-all.mjs): the production
// server started on an empty embedded data dir seeds the demo shop and its year of history, then
// is stopped cleanly. Each spec's server (e2e/playwright.config.ts, E2E_SEED_DIR) starts on a copy
// of that dir instead of seeding its own: the same data, without 19 seedings.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export async function seedE2eDataDir({ root, dataDir, port }) {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps', 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`no /healthz within 600 s:\n${output}`);
      const ok = await fetch(`http://localhost:${port}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    // SIGTERM: main.ts closes the server and the embedded database, then exits.
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }
  const banner = output.split('\n').filter((line) => /demo|added|history/i.test(line));
  console.log(banner.slice(0, 6).join('\n'));
}
