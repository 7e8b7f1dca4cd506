import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGES, todayIN } from '@gst/domain';
import { EntityDrawer, type DrawerSection } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { newIdempotencyKey } from '../billing/keys';
import { gstFigures } from '../billing/gst';
import { irnEditRefusal } from '../billing/edocs';
import { TotalsSummary } from '../billing/TotalsSummary';
import { NOTE_KINDS, noteMessages, type NoteKind } from './noteKinds';
import { NoteDetailsSection } from './NoteDetailsSection';
import { NoteLinesEditor } from './NoteLinesEditor';
import {
  newNoteValues,
  noteErrors,
  noteTotals,
  noteValuesFromDetail,
  toCreditNoteInput,
  toDebitNoteInput,
  type NoteFormValues,
} from './notesForm';
import { useNoteSources } from './useNoteSources';
import type { DrawerAmend } from '../invoices/AmendNotice';

export interface NoteDrawerProps {
  kind: NoteKind;
  opened: boolean;
  /** Create: the invoice the note corrects. */
  invoiceId: string | null;
  /** Re-issue: the note (same number, next revision). */
  editId: string | null;
  onClose: () => void;
  /** Issue 30: amend mode (a note of a filed period): its notice and the amend call. */
  amend?: DrawerAmend<NoteSaveInput & { id: string }>;
}

type NoteSaveInput = ReturnType<typeof toCreditNoteInput> | ReturnType<typeof toDebitNoteInput>;

/**
 * Issue or re-issue a credit or debit note against an invoice (issue 16; CGST Act s.34, Rule 53):
 * one row per invoice line with what is left on it, live totals from the GST engine (the tax
 * follows the invoice), the s.34(2) deadline warning. Mount it afresh for each opening (a `key`):
 * the idempotency key belongs to that one submission.
 */
export function NoteDrawer({ kind, opened, invoiceId, editId, onClose, amend }: NoteDrawerProps) {
  const trpc = useTRPC();
  const config = NOTE_KINDS[kind];
  const messages = noteMessages(kind);
  const isEdit = editId !== null;
  const [today] = useState(todayIN);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const data = useNoteSources(kind, { opened, invoiceId, editId });
  const context = { today, invoices: data.invoices };
  const form = useForm<NoteFormValues>({
    initialValues: newNoteValues(kind, today, []),
    validate: (values) => noteErrors(kind, values, context),
  });

  // The values are built once, when the lines (and the note) first arrive: a later refetch
  // must not overwrite what the user has typed.
  const { sources, note } = data;
  const [record, setRecord] = useState<NoteFormValues>();
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!sources || filled || (isEdit && !note)) return;
    if (note) setRecord(noteValuesFromDetail(kind, note, sources));
    else {
      // Create mode: the invoice's lines become the form's starting point (and its reset).
      const values = newNoteValues(kind, today, sources);
      form.setInitialValues(values);
      form.setValues(values);
    }
    setFilled(true);
  }, [sources, note]);

  const createCredit = useMutation(trpc.tenant.creditNotes.create.mutationOptions());
  const updateCredit = useMutation(trpc.tenant.creditNotes.update.mutationOptions());
  const createDebit = useMutation(trpc.tenant.debitNotes.create.mutationOptions());
  const updateDebit = useMutation(trpc.tenant.debitNotes.update.mutationOptions());
  const save = (values: NoteFormValues) => {
    if (amend && editId !== null) {
      const toInput = kind === 'credit' ? toCreditNoteInput : toDebitNoteInput;
      return amend.save({ ...toInput(values), id: editId });
    }
    if (kind === 'credit') {
      const input = toCreditNoteInput(values);
      return editId === null
        ? createCredit.mutateAsync({ ...input, idempotencyKey })
        : updateCredit.mutateAsync({ ...input, id: editId });
    }
    const input = toDebitNoteInput(values);
    return editId === null
      ? createDebit.mutateAsync({ ...input, idempotencyKey })
      : updateDebit.mutateAsync({ ...input, id: editId });
  };

  const totals = data.place ? noteTotals(form.values, data.place) : null;
  const invoiceNames = data.invoices.map((i) => i.invoiceNumber).join(', ');
  const sections: DrawerSection[] = [
    {
      value: 'details',
      label: `${config.title} Details`,
      content: <NoteDetailsSection kind={kind} form={form} invoices={data.invoices} />,
    },
    {
      value: 'lines',
      label: 'Invoice lines',
      content: (
        <Stack gap="sm">
          <NoteLinesEditor kind={kind} form={form} totals={totals} />
          {totals ? (
            <TotalsSummary figures={gstFigures(totals)} />
          ) : data.placeSettled && !data.place ? (
            <Text size="sm" c="dimmed">
              The invoice could not be read: the tax is worked out when you save.
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <EntityDrawer
      opened={opened}
      onClose={onClose}
      entityName={config.title}
      editId={editId}
      form={form}
      record={record}
      loading={!isEdit && !filled && !data.loadError}
      loadError={
        data.loadError ??
        // Issue 17: a note with an IRN is read-only (the server refuses the re-issue with a 409).
        (isEdit && note?.irp
          ? irnEditRefusal(`${config.label} ${note.noteNumber}`, note.irp)
          : null)
      }
      banner={amend?.banner}
      sections={sections}
      defaultOpen={['details', 'lines']}
      confirmSave={(values, editing) => ({
        title: editing
          ? `Re-issue ${config.label.toLowerCase()} ${values.noteNumber}?`
          : `Issue this ${config.label.toLowerCase()}?`,
        message: editing
          ? `It keeps its number and becomes revision ${(note?.revision ?? 1) + 1}. ${MESSAGES.confirm.irreversible}`
          : `${config.label} against ${invoiceNames}. ${MESSAGES.confirm.irreversible}`,
        confirmLabel: editing ? 'Re-issue' : 'Issue',
      })}
      onSave={save}
      messages={{
        created: messages.issued,
        updated: messages.reissued,
        failed: messages.submitFailed,
      }}
      refresh={[
        trpc.tenant.creditNotes.pathKey(),
        trpc.tenant.debitNotes.pathKey(),
        trpc.tenant.invoices.pathKey(),
        trpc.tenant.items.pathKey(),
      ]}
    />
  );
}
