/**
 * What one unit on an invoice line cost the shop, for Ctrl+M's net profit (issue 31): the cost the
 * sale recorded (invoice_lines.unit_cost: the serials' purchase cost or the weighted-average cost
 * at the sale); on a line not saved yet, the product's average cost in stock now (what the sale
 * will record); otherwise the product's minimum price, as before stock was kept. A recorded or
 * average cost of 0 means nothing was bought at a cost, so it counts as none. Pure; exact decimals.
 */
import { MoneyDecimal } from '@gst/domain';

export type CostSource = 'recorded' | 'average' | 'minimum';

/** A cost that says something: present, a number and above 0. */
function known(value: string | null | undefined): value is string {
  if (value === null || value === undefined || value.trim() === '') return false;
  try {
    return new MoneyDecimal(value).greaterThan(0);
  } catch {
    return false;
  }
}

export function unitCostOf(line: {
  recorded?: string | null;
  average?: string | null;
  minPrice: string;
}): { perUnit: string; source: CostSource } {
  if (known(line.recorded)) return { perUnit: line.recorded, source: 'recorded' };
  if (known(line.average)) return { perUnit: line.average, source: 'average' };
  return { perUnit: line.minPrice || '0', source: 'minimum' };
}

const SOURCE_WORDS: Record<CostSource, string> = {
  recorded: 'recorded cost',
  average: 'average stock cost',
  minimum: 'minimum price',
};

/**
 * Which cost the net profit used: 'Cost: recorded cost' when every line took one kind, else
 * 'Cost: recorded cost on 2 lines, minimum price on 1'. Undefined without lines.
 */
export function costBasisNote(sources: readonly CostSource[]): string | undefined {
  if (!sources.length) return undefined;
  const order: CostSource[] = ['recorded', 'average', 'minimum'];
  const counts = order
    .map((source) => [source, sources.filter((s) => s === source).length] as const)
    .filter(([, n]) => n > 0);
  const [only] = counts;
  if (only && counts.length === 1) return `Cost: ${SOURCE_WORDS[only[0]]}`;
  return `Cost: ${counts
    .map(
      ([source, n], i) =>
        `${SOURCE_WORDS[source]} on ${n}${i === 0 ? (n === 1 ? ' line' : ' lines') : ''}`,
    )
    .join(', ')}`;
}
