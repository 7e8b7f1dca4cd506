import { z } from 'zod';
import {
  financialYearId,
  NUMBERING_PREVIEW_SAMPLE,
  todayIN,
  validateInvoiceTemplate,
  validateQuoteTemplate,
  type NumberingCheck,
} from '@gst/domain';
import type { ServiceCtx } from '../context';
import { peekNextSequence, renderDocumentNumber } from './document-number';
import type { DocumentKind } from '../shared/document-kinds';
import type { ZSettingsUpdate } from '../settings/settings.schema';
import { readSettings, updateSettings } from '../settings/settings.service';

/**
 * The real next number of each numbering series and whether a template change starts a new
 * series mid-year (issue 29 item 9). The Settings screen shows both while a template is typed,
 * and a save that starts a new series answers with the warning. GSTR-1 Table 13 reports each
 * series on its own row (returns/gstr1-tables.ts).
 */
const SERIES = {
  invoiceNumberingFormat: {
    kind: 'invoice',
    noun: 'invoice',
    fallback: 'INV/{fiscalYear}/{number:4}',
    check: validateInvoiceTemplate,
  },
  quoteNumberingFormat: {
    kind: 'quote',
    noun: 'quote',
    fallback: 'QT/{fiscalYear}/{number:4}',
    check: validateQuoteTemplate,
  },
  creditNoteNumberingFormat: {
    kind: 'credit-note',
    noun: 'credit note',
    fallback: 'CN/{fiscalYear}/{number:4}',
    check: validateInvoiceTemplate,
  },
  debitNoteNumberingFormat: {
    kind: 'debit-note',
    noun: 'debit note',
    fallback: 'DN/{fiscalYear}/{number:4}',
    check: validateInvoiceTemplate,
  },
} as const satisfies Record<
  string,
  {
    kind: DocumentKind;
    noun: string;
    fallback: string;
    check: (template: string) => NumberingCheck;
  }
>;

export type NumberingKey = keyof typeof SERIES;
export const NUMBERING_KEYS = Object.keys(SERIES) as NumberingKey[];

/** Templates to preview (any subset; a key left out previews the stored template). */
export const ZNumberingPreviewInput = z
  .strictObject(
    Object.fromEntries(NUMBERING_KEYS.map((key) => [key, z.string().max(200).optional()])) as {
      [K in NumberingKey]: z.ZodOptional<z.ZodString>;
    },
  )
  .optional()
  .default({});

export type NumberingPreview = {
  key: NumberingKey;
  /** The number the next document will take with this template; null when the template is refused. */
  next: string | null;
  /** How many documents of the series this financial year has (the counter's next value − 1). */
  issuedThisYear: number;
  /** True when documents were issued this year and this template numbers them differently. */
  newSeries: boolean;
  warning: string | null;
};

/** Each series' next number with the given templates, today, and whether a new series starts. */
export async function numberingPreview(
  ctx: Pick<ServiceCtx, 'tx'>,
  input: Partial<Record<NumberingKey, string>> = {},
): Promise<NumberingPreview[]> {
  const stored = await readSettings(ctx, NUMBERING_KEYS);
  const date = todayIN();
  const financialYear = financialYearId(date);
  // The client code is the buyer's; the settings sample stands in for it.
  const codes = { clientCode: NUMBERING_PREVIEW_SAMPLE.clientCode };
  const previews: NumberingPreview[] = [];
  for (const key of NUMBERING_KEYS) {
    const { kind, noun, fallback, check } = SERIES[key];
    const before = stored[key].trim() || fallback;
    const template = input[key]?.trim() || before;
    const sequence = await peekNextSequence(ctx.tx, kind, financialYear);
    const render = (t: string, n: number) => renderDocumentNumber(kind, t, { date, codes }, n);
    const next = check(template).ok ? render(template, sequence) : null;
    const newSeries = sequence > 1 && next !== null && next !== render(before, sequence);
    const tableNote =
      kind === 'quote' ? '' : ' GSTR-1 Table 13 reports each series on its own row.';
    previews.push({
      key,
      next,
      issuedThisYear: sequence - 1,
      newSeries,
      warning: newSeries
        ? `A new ${noun} series starts: this financial year's ${noun}s so far run up to ${render(before, sequence - 1)}, the next will be ${next}.${tableNote}`
        : null,
    });
  }
  return previews;
}

/**
 * Saves settings (`updateSettings`) and says which numbering templates start a new series
 * mid-year (issue 29 item 9), read before the save. Here, not in the settings service, so the
 * settings folder does not reach into billing's counters (no service-folder cycle).
 */
export async function updateSettingsWithWarnings(
  ctx: ServiceCtx,
  input: z.output<typeof ZSettingsUpdate>,
): Promise<Awaited<ReturnType<typeof updateSettings>> & { warnings: string[] }> {
  const sent = Object.fromEntries(
    NUMBERING_KEYS.flatMap((key) => (input[key] === undefined ? [] : [[key, input[key]]])),
  ) as Partial<Record<NumberingKey, string>>;
  const warnings = Object.keys(sent).length
    ? (await numberingPreview(ctx, sent)).flatMap((p) =>
        p.warning && sent[p.key] !== undefined ? [p.warning] : [],
      )
    : [];
  const saved = await updateSettings(ctx, input);
  return { ...saved, warnings };
}
