// Scans the server logs the test harness wrote (.cache/test-logs/*.log) for the secrets it used
// (passwords sent, session cookies, API keys: the *.secrets.json written beside each log).
// Every secret is looked for in every log, so one suite's cookie logged by another still counts.
// Run on its own: `node scripts/log-scan.mjs [dir]`; exit 1 and the findings when any is found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_LOG_DIR = new URL('../.cache/test-logs/', import.meta.url).pathname;

/**
 * @param {string} dir
 * @returns {{ logs: number, lines: number, secrets: number, findings: { log: string, line: number, secret: string }[] }}
 */
export function scanLogs(dir = DEFAULT_LOG_DIR) {
  const result = { logs: 0, lines: 0, secrets: 0, findings: [] };
  if (!existsSync(dir)) return result;
  const names = readdirSync(dir);
  const secrets = new Set();
  for (const name of names.filter((n) => n.endsWith('.secrets.json'))) {
    const parsed = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    for (const secret of parsed.secrets ?? []) {
      if (isScannable(String(secret))) secrets.add(String(secret));
    }
  }
  result.secrets = secrets.size;
  const list = [...secrets];
  for (const name of names.filter((n) => n.endsWith('.log')).sort()) {
    result.logs += 1;
    const text = readFileSync(join(dir, name), 'utf8');
    const lines = text.split('\n');
    result.lines += lines.filter(Boolean).length;
    for (const secret of list) {
      let at = text.indexOf(secret);
      while (at !== -1) {
        const line = text.slice(0, at).split('\n').length;
        result.findings.push({ log: name, line, secret: mask(secret) });
        at = text.indexOf(secret, at + secret.length);
      }
    }
  }
  return result;
}

/**
 * A secret worth looking for: 8+ characters and 5+ different ones, and not a date. The fuzz suite
 * sends filler such as 'aaaa…' and its extreme dates ('2024-02-30', '+275760-09-13') both as a
 * password and as search or date values, which the logs rightly show; that is no credential.
 */
export function isScannable(secret) {
  if (/^[+-]?\d{4,6}-\d{2}-\d{2}$/.test(secret)) return false;
  return secret.length >= 8 && new Set(secret).size >= 5;
}

/** Enough of a secret to find it again, not enough to use it. */
export function mask(secret) {
  return secret.length <= 8
    ? `${secret.slice(0, 2)}…`
    : `${secret.slice(0, 4)}…${secret.slice(-2)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? DEFAULT_LOG_DIR;
  const { logs, lines, secrets, findings } = scanLogs(dir);
  console.log(`log scan: ${logs} log files, ${lines} lines, ${secrets} secrets to look for`);
  for (const f of findings.slice(0, 50)) console.log(`  secret ${f.secret} in ${f.log}:${f.line}`);
  if (findings.length) console.log(`log scan FAILED: ${findings.length} secret occurrences`);
  else if (logs === 0) console.log('log scan: no logs (run the server tests first)');
  else console.log('log scan passed: no secret in any log');
  process.exit(findings.length ? 1 : 0);
}
