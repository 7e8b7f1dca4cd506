/**
 * Document numbers as a supplier's GSTR-1 and the shop's books write them differ in case,
 * punctuation, leading zeros and a financial-year part ("INV/2024-25/0012" in one, "inv-12" in the
 * other). India Compliance's reconciliation cleans a number before comparing it (its
 * `get_cleaner_bill_no`): the financial year of the document's date is removed in the forms
 * 2023-2024, 2023-24, 23-24 (with "-" or "/"), "/" and "-" become spaces, and leading zeros are
 * stripped; two cleaned numbers then count as the same when one contains the other (partial ratio
 * 100) or they are at least 90 % similar. Here the same, with three additions: case and every
 * punctuation mark are ignored (not just "/" and "-"), a year is removed only as a token (never the
 * "23-24" inside "123-245"), and the normalised form also splits letters from digits and strips
 * the leading zeros of every group of digits ("INV0012" and "inv-12" are both "INV 12").
 */

/** Consecutive financial years as a token: 2024-2025, 2024-25, 24-25, with "-" or "/", "FY" before. */
const FY_TOKEN = /(^|[^\p{N}])(?:FY)?(\d{4}|\d{2})[-/](\d{4}|\d{2})(?!\p{N})/gu;
/** The same for an ASCII string, where `\p{N}` is 0–9: without `u`, a faster match. */
const FY_TOKEN_ASCII = /(^|[^0-9])(?:FY)?(\d{4}|\d{2})[-/](\d{4}|\d{2})(?![0-9])/g;
// eslint-disable-next-line no-control-regex -- ASCII needs no compatibility normalisation
const NON_ASCII = /[^\x00-\x7f]/u;

/** The starting year of the Indian financial year (April–March) of a `YYYY-MM-DD` date. */
export function financialYearStart(date: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return undefined;
  const year = Number(m[1]);
  return Number(m[2]) < 4 ? year - 1 : year;
}

function isYearPair(first: string, second: string, fyStart: number | undefined): boolean {
  const a = Number(first);
  const b = Number(second);
  if (((a % 100) + 1) % 100 !== b % 100) return false;
  if (first.length === 4 && second.length === 4 && b !== a + 1) return false;
  if (fyStart === undefined) return true;
  return first.length === 4 ? a === fyStart : a === fyStart % 100;
}

function withoutFinancialYear(upper: string, fyStart: number | undefined, re: RegExp): string {
  if (!upper.includes('-') && !upper.includes('/')) return upper;
  re.lastIndex = 0;
  let out = '';
  let last = 0;
  for (let m = re.exec(upper); m; m = re.exec(upper)) {
    const [all, before = '', first = '', second = ''] = m;
    if (isYearPair(first, second, fyStart)) {
      out += `${upper.slice(last, m.index)}${before} `;
      last = m.index + all.length;
    } else {
      // "12/24-25": "12/24" is no year; look again from the next character, for "/24-25".
      re.lastIndex = m.index + 1;
    }
  }
  return out + upper.slice(last);
}

/**
 * The peer's cleaned number, case-folded: the financial year removed (that of `date` when given,
 * else any two consecutive years), every run of punctuation one space, leading zeros stripped.
 */
export function cleanDocumentNumber(number: string, date?: string): string {
  return documentNumberForms(number, date === undefined ? undefined : financialYearStart(date))
    .clean;
}

/**
 * The number's normal form, the key two numbers are indexed and compared by: case, punctuation,
 * the financial year (of `date`, or any when no date is given) and leading zeros ignored, letters
 * and digits as separate groups: "INV/2024-25/0012", "inv-12" and "INV0012" are all "INV 12",
 * "12/24-25" is "12". Empty when nothing is left.
 */
export function normaliseDocumentNumber(number: string, date?: string): string {
  return documentNumberForms(number, date === undefined ? undefined : financialYearStart(date)).key;
}

/** The normal form of a number already cleaned by `cleanDocumentNumber`. */
export function normalFormOfClean(clean: string): string {
  const groups = clean.match(/\p{L}+|\p{N}+/gu) ?? [];
  return groups.map((g) => g.replace(/^0+(?=.)/u, '')).join(' ');
}

/**
 * Both forms of a number in one reading: `clean` as `cleanDocumentNumber` gives it and `key` as
 * `normaliseDocumentNumber` does, `fyStart` the financial year to remove (any when undefined).
 * An ASCII number (nearly every one) is read by hand, character by character, where `\p{L}` is
 * A–Z after upper-casing and `\p{N}` 0–9; any other through the regular expressions.
 */
export function documentNumberForms(
  number: string,
  fyStart: number | undefined,
): { clean: string; key: string } {
  if (NON_ASCII.test(number)) {
    const upper = number.normalize('NFKC').toUpperCase();
    const stripped = withoutFinancialYear(upper, fyStart, FY_TOKEN)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const clean = stripped.replace(/^0+(?=.)/u, '').trimStart();
    return { clean, key: normalFormOfClean(clean) };
  }
  const s = withoutFinancialYear(number.toUpperCase(), fyStart, FY_TOKEN_ASCII);
  // Runs of letters and digits joined by one space (what the punctuation runs become, trimmed).
  let stripped = '';
  const n = s.length;
  for (let i = 0; i < n;) {
    if (!isAsciiAlnum(s.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isAsciiAlnum(s.charCodeAt(j))) j++;
    stripped = stripped === '' ? s.slice(i, j) : `${stripped} ${s.slice(i, j)}`;
    i = j;
  }
  // Leading zeros stripped, one character kept (`^0+(?=.)`), then the space they may leave.
  let z = 0;
  while (z < stripped.length - 1 && stripped.charCodeAt(z) === 48) z++;
  let clean = z === 0 ? stripped : stripped.slice(z);
  if (clean.charCodeAt(0) === 32) clean = clean.slice(1);
  // The groups of letters and of digits, each digit group without its leading zeros.
  let key = '';
  const m = clean.length;
  for (let i = 0; i < m;) {
    const c = clean.charCodeAt(i);
    if (c === 32) {
      i++;
      continue;
    }
    const digit = c <= 57;
    let j = i + 1;
    for (; j < m; j++) {
      const d = clean.charCodeAt(j);
      if (d === 32 || d <= 57 !== digit) break;
    }
    let start = i;
    if (digit) while (start < j - 1 && clean.charCodeAt(start) === 48) start++;
    key = key === '' ? clean.slice(start, j) : `${key} ${clean.slice(start, j)}`;
    i = j;
  }
  return { clean, key };
}

const isAsciiAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/** Similarity of two strings, 0–100: the Indel ratio, 200·LCS / (|a| + |b|) (rapidfuzz's ratio). */
export function numberSimilarity(a: string, b: string, least = 0): number {
  const total = a.length + b.length;
  if (total === 0) return 100;
  // The longest common subsequence is at most the shorter string: stop when that is too little.
  if ((200 * Math.min(a.length, b.length)) / total < least) return 0;
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        ca === b.charCodeAt(j - 1)
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    [previous, current] = [current, previous];
  }
  return (200 * (previous[b.length] ?? 0)) / total;
}

/**
 * Whether two cleaned numbers are the same by the peer's fuzzy rule: both non-empty, and one
 * contains the other or they are at least `threshold` % similar.
 */
export function fuzzyNumbersMatch(cleanA: string, cleanB: string, threshold = 90): boolean {
  if (!cleanA || !cleanB) return false;
  if (cleanA.includes(cleanB) || cleanB.includes(cleanA)) return true;
  return numberSimilarity(cleanA, cleanB, threshold) >= threshold;
}

export type NumberAgreement = 'exact' | 'normalised' | 'fuzzy';

/**
 * How two document numbers agree: 'exact' (the same after trimming), 'normalised' (the same
 * normal form), 'fuzzy' (the peer's fuzzy rule on the cleaned numbers), or undefined. Each number
 * is read with its own date's financial year when dates are given.
 */
export function compareDocumentNumbers(
  a: string,
  b: string,
  dates: { a?: string; b?: string } = {},
  threshold = 90,
): NumberAgreement | undefined {
  if (a.trim() === b.trim() && a.trim() !== '') return 'exact';
  const keyA = normaliseDocumentNumber(a, dates.a);
  if (keyA !== '' && keyA === normaliseDocumentNumber(b, dates.b)) return 'normalised';
  return fuzzyNumbersMatch(
    cleanDocumentNumber(a, dates.a),
    cleanDocumentNumber(b, dates.b),
    threshold,
  )
    ? 'fuzzy'
    : undefined;
}
