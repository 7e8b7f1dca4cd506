// Where a render's CPU goes, from a V8 .cpuprofile (scripts/profile-render.ts --cpu-prof):
//   node scripts/profile-summary.mjs /tmp/prof/CPU.….cpuprofile
// Each sample goes to the first kind of work found from the running function outwards (zlib,
// image decoding, text shaping, …); samples of none of those go to the phase they ran in
// (measuring, laying out, drawing, writing the file). Percentages of all sampled time.
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));

/** Kinds of work, tried from the innermost frame outwards. */
const KINDS = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['idle / waiting', (f) => ['(idle)', '(program)', 'atomicsWaitLoop'].includes(f.functionName)],
  ['compression (zlib)', (f) => f.url === 'node:zlib' || /deflate/i.test(f.functionName)],
  ['image decoding (PNG)', (f) => /png-js|tiny-inflate/.test(f.url)],
  [
    'font table decoding',
    (f) => f.functionName === '_decodeTable' || f.functionName === 'decodeShared',
  ],
  [
    'font subsets',
    (f) =>
      ['encodeSubset', 'writeSubset'].includes(f.functionName) ||
      (/fontkit/.test(f.url) && f.functionName === 'encode'),
  ],
  ['text shaping (fontkit)', (f) => /fontkit/.test(f.url) && f.functionName === 'layout'],
  [
    'style lookups (pdfmake)',
    (f) =>
      (/StyleContextStack/.test(f.url) && f.functionName !== 'auto') ||
      /getPropertyLean|styleValue/.test(f.functionName),
  ],
];
/** Phases, tried from the innermost frame outwards when no kind matched. */
const PHASES = [
  ['building the description', (f) => /\/src\/pdf\//.test(f.url)],
  [
    'measuring (pdfmake)',
    (f) => f.functionName === 'measureDocument' || f.functionName === 'measureBlock',
  ],
  ['laying out (pdfmake)', (f) => f.functionName === 'tryLayoutDocument'],
  ['drawing pages (pdfmake → pdfkit)', (f) => f.functionName === 'renderPages'],
  ['writing the file (pdfkit)', (f) => /pdfkit/.test(f.url) && f.functionName === 'end'],
];

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const totals = new Map();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  all += dt;
  const frames = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) frames.push(byId.get(cur).callFrame);
  const pick = (rules) => {
    for (const frame of frames) for (const [name, test] of rules) if (test(frame)) return name;
    return undefined;
  };
  const name = pick(KINDS) ?? pick(PHASES) ?? 'other (loading, runner, promises)';
  totals.set(name, (totals.get(name) ?? 0) + dt);
});
const busy = all - (totals.get('idle / waiting') ?? 0);
for (const [name, t] of [...totals].sort((a, b) => b[1] - a[1])) {
  if (name === 'idle / waiting') continue;
  console.log(`${((t / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
}
