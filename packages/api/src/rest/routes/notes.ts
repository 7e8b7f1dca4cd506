import { z } from 'zod';
import { fieldsOf, SYNC_FILTERS } from '@gst/domain/contracts';
import {
  ZCreditNoteInput,
  ZCreditNoteUpdate,
  ZDebitNoteInput,
  ZDebitNoteUpdate,
  ZNoteListInput,
} from '../../services/notes/notes.schema';
import type { Caller } from '../caller';
import {
  createFirstOf,
  deleteById,
  listOrOne,
  parseInput,
  routesOf,
  updateFirstOf,
} from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS, oneRecordBody, queryOf, SYNC_QUERY, syncQuery } from './shared';

type Kind = 'credit' | 'debit';

const NAMES = {
  credit: { url: 'credit-note', key: 'creditNotes', idKey: 'creditNoteId', tag: 'Credit notes' },
  debit: { url: 'debit-note', key: 'debitNotes', idKey: 'debitNoteId', tag: 'Debit notes' },
} as const;

const procedures = (caller: Caller, kind: Kind) =>
  kind === 'credit' ? caller.tenant.creditNotes : caller.tenant.debitNotes;

/** A REST note body: our own field names, and `_id` left out (it is the URL's or the PATCH's). */
function noteFromRest(record: Record<string, unknown>) {
  const { _id: _ignored, id: _alsoIgnored, ...rest } = record;
  void _ignored;
  void _alsoIgnored;
  return rest;
}

/** A note's body as an integrator sends it: a sales return, or a price revised upwards. */
function noteExample(kind: Kind) {
  return kind === 'credit'
    ? {
        noteDate: '2026-04-25',
        reason: 'sales-return',
        remarks: 'One module returned, glass cracked in transit',
        lines: [{ invoiceLineId: EXAMPLE_IDS.invoiceLine, quantity: 1 }],
      }
    : {
        noteDate: '2026-04-25',
        reason: 'price-revision',
        remarks: 'Mounting structure upgraded to hot-dip galvanised',
        lines: [{ invoiceLineId: EXAMPLE_IDS.invoiceLine, taxableValue: '1000.00' }],
      };
}

/** A note without its `idempotencyKey`, with its `_id`: the record of a re-issue. */
const withRecordId = <S extends z.ZodObject>(contract: S) =>
  contract.omit({ id: true }).extend({ _id: z.uuid() });

/**
 * Credit and debit notes (issue 16), shaped like the invoice URLs: list or one, create and
 * re-issue with `{creditNotes:[note]}` / `{debitNotes:[note]}`, cancel at hard-delete.
 */
function noteRoutes(kind: Kind): RestRoute[] {
  const n = NAMES[kind];
  const title = kind === 'credit' ? 'Credit note' : 'Debit note';
  const route = routesOf('tenant', n.tag);
  return [
    route('GET', `/api/${n.url}`, {
      summary: `List ${title.toLowerCase()}s newest first (page, pageSize, search, invoiceId, customerId; from/to note date; updatedSince, oldest change first), or one with ?${n.idKey}=`,
      query: z.object({
        [n.idKey]: z.string().optional(),
        ...queryOf(fieldsOf(ZNoteListInput).filter((f) => !(f in SYNC_FILTERS))),
        ...SYNC_QUERY,
      }),
      handler: listOrOne(n.idKey, {
        one: [`${title} fetched`, (caller, id) => procedures(caller, kind).get({ id })],
        list: [
          `${title}s fetched`,
          (caller, page, query) =>
            procedures(caller, kind).list({
              ...page,
              invoiceId: query.invoiceId,
              customerId: query.customerId,
              ...syncQuery(query),
            }),
        ],
      }),
    }),
    route('POST', `/api/${n.url}`, {
      summary: `Create a ${title.toLowerCase()} ({${n.key}:[note]}) against invoice lines; send idempotencyKey to make retries safe`,
      body: oneRecordBody(n.key, kind === 'credit' ? ZCreditNoteInput : ZDebitNoteInput),
      examples: {
        request: { [n.key]: [{ ...noteExample(kind), idempotencyKey: `erp-${n.url}-0001` }] },
      },
      handler: createFirstOf({
        key: n.key,
        noun: 'note',
        create: (caller, record) =>
          kind === 'credit'
            ? caller.tenant.creditNotes.create(parseInput(ZCreditNoteInput, noteFromRest(record)))
            : caller.tenant.debitNotes.create(parseInput(ZDebitNoteInput, noteFromRest(record))),
        message: `${title} saved`,
      }),
    }),
    route('PATCH', `/api/${n.url}`, {
      summary: `Re-issue a ${title.toLowerCase()} ({${n.key}:[note with _id]}): same number, next revision`,
      body: oneRecordBody(
        n.key,
        withRecordId(kind === 'credit' ? ZCreditNoteUpdate : ZDebitNoteUpdate),
      ),
      examples: {
        request: {
          [n.key]: [
            {
              ...noteExample(kind),
              _id: kind === 'credit' ? EXAMPLE_IDS.creditNote : EXAMPLE_IDS.debitNote,
            },
          ],
        },
      },
      handler: updateFirstOf({
        key: n.key,
        noun: 'note',
        update: (caller, record, id) =>
          kind === 'credit'
            ? caller.tenant.creditNotes.update(
                parseInput(ZCreditNoteUpdate, { ...noteFromRest(record), id }),
              )
            : caller.tenant.debitNotes.update(
                parseInput(ZDebitNoteUpdate, { ...noteFromRest(record), id }),
              ),
        message: `${title} saved`,
      }),
    }),
    route('DELETE', `/api/${n.url}/hard-delete/:id`, {
      summary: `Cancel a ${title.toLowerCase()} (optional ?reason=): it keeps its number; serials it took back are sold again`,
      query: z.object({ reason: z.string().optional() }),
      handler: deleteById(
        (caller, id, query) =>
          procedures(caller, kind).delete({
            id,
            ...(query.reason ? { reason: query.reason } : {}),
          }),
        `${title} cancelled`,
      ),
    }),
  ];
}

export const creditDebitNoteRoutes: RestRoute[] = [...noteRoutes('credit'), ...noteRoutes('debit')];
