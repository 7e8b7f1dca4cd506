/**
 * EntityDrawer — the create/edit drawer every record uses (spec §2 Drawers, §4, ui.md), in the
 * shared DrawerShell: right side, size xl (full width on phones), Accordion sections, sticky
 * footer Cancel / Save.
 * Props:
 * - `opened`, `onClose`; `entityName` ('Product' → 'Create Product' / 'Edit Product').
 * - `editId`: null = create mode; an id = edit mode, which waits for `record` (the loaded
 *   record as form values; `loading` / `loadError` while it is fetched by id).
 * - `form`: a @mantine/form `useForm` result; its initial values are the create defaults.
 * - `sections`: `{ value, label, content }[]`; `defaultOpen`: the values open at first.
 * - `onSave(values)`: the create or update call; throw to fail.
 * - `messages`: `{ created, updated, failed }` toasts (server text preferred for failures);
 *   `updated` is `created` unless told; either may be a function of what `onSave` answered
 *   (e.g. 'Invoice INV/26-27/0224 saved').
 * - `refresh`: the query keys (a router's `pathKey()`) invalidated after a save. The spec reloads
 *   the page about 1.5 s after a save; we invalidate the list queries instead, which shows the
 *   change at once without losing state. `onSaved()` runs after a save for anything more.
 * - `recordName(values)`: names the record in the confirmation shown before saving an edit.
 * - `confirmSave(values, isEdit)`: replaces that confirmation (and may ask before a create too,
 *   as invoices do); return null to save without asking.
 * - `onDiscard()`: runs when the drawer closes without saving (e.g. to drop a stored draft).
 * - `banner`: shown above the sections (e.g. 'Draft restored').
 * - `aside`: shown beside the sections from the `lg` breakpoint, the drawer then widened to
 *   `ASIDE_DRAWER_SIZE` (e.g. the supplier's bill a purchase bill is typed from); below `lg` it
 *   comes above them.
 * - `hasChanges()`: changes the form does not hold (a picked file) that also ask before discarding.
 * Escape, the close button, a click outside or Cancel close the drawer and reset the form; once
 * the form holds changes they ask 'Discard changes?' first (useDiscardGuard, issue 29 item 3).
 */
import { Accordion, Alert, Grid, useMantineTheme } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { toastText } from '../../lib/errors';
import { confirmAction, type ConfirmActionOptions } from './confirm';
import { DrawerFooter, DrawerShell } from './DrawerShell';
import { useDiscardGuard } from './useDiscardGuard';

export interface DrawerSection {
  value: string;
  label: string;
  content: ReactNode;
}

/** A success toast: fixed text, or built from what the save answered (the saved record). */
export type SavedMessage = string | ((saved: unknown) => string);

/** What a record's drawer is opened with: create (`editId` null) or edit that id. */
export interface DrawerProps {
  opened: boolean;
  editId: string | null;
  onClose: () => void;
}

export interface EntityDrawerProps<V extends Record<string, unknown>> {
  opened: boolean;
  onClose: () => void;
  entityName: string;
  editId: string | null;
  form: UseFormReturnType<V>;
  record?: V;
  loading?: boolean;
  loadError?: string | null;
  sections: DrawerSection[];
  defaultOpen?: string[];
  onSave: (values: V) => Promise<unknown>;
  messages: { created: SavedMessage; updated?: SavedMessage; failed: string };
  refresh?: readonly QueryKey[];
  onSaved?: () => Promise<unknown> | void;
  recordName?: (values: V) => string;
  confirmSave?: (values: V, isEdit: boolean) => ConfirmActionOptions | null;
  onDiscard?: () => void;
  banner?: ReactNode;
  aside?: ReactNode;
  hasChanges?: () => boolean;
}

/** A drawer with an aside, from the `lg` breakpoint: room for the form and the aside side by side. */
export const ASIDE_DRAWER_SIZE = '80rem';

export function EntityDrawer<V extends Record<string, unknown>>(props: EntityDrawerProps<V>) {
  const { form, opened, editId, record } = props;
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const isEdit = editId !== null;

  // Edit mode: fill the form once the record arrives; create mode: start from the defaults.
  useEffect(() => {
    if (!opened) return;
    if (isEdit) {
      if (record) {
        form.setValues(record);
        form.resetDirty(record);
      }
    } else {
      form.reset();
    }
    // `form` is a new object each render; only these inputs decide what the form should hold.
  }, [opened, isEdit, editId, record]);

  const close = () => {
    if (saving) return;
    form.reset();
    form.clearErrors();
    props.onDiscard?.();
    props.onClose();
  };
  const requestClose = useDiscardGuard(
    () => !saving && (form.isDirty() || (props.hasChanges?.() ?? false)),
    close,
  );
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`) ?? false;

  const save = async (values: V) => {
    if (props.confirmSave) {
      const options = props.confirmSave(values, isEdit);
      if (options && !(await confirmAction(options))) return;
    } else if (isEdit) {
      const name = props.recordName?.(values);
      const confirmed = await confirmAction({
        title: `Save changes to ${props.entityName}${name ? ` "${name}"` : ''}?`,
        message: 'The record will be updated with the values in this form.',
        confirmLabel: 'Save',
      });
      if (!confirmed) return;
    }
    setSaving(true);
    try {
      const saved = await props.onSave(values);
      const message = (isEdit && props.messages.updated) || props.messages.created;
      notifications.show({
        color: 'green',
        message: typeof message === 'function' ? message(saved) : message,
      });
      setSaving(false);
      form.reset();
      props.onClose();
      await Promise.all([
        ...(props.refresh ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        props.onSaved?.(),
      ]);
    } catch (error) {
      setSaving(false);
      notifications.show({ color: 'red', message: toastText(error, props.messages.failed) });
    }
  };

  const isLoadingRecord = isEdit && !record && !props.loadError;
  const sections = (
    <Accordion
      multiple
      variant="separated"
      defaultValue={props.defaultOpen ?? props.sections.slice(0, 1).map((s) => s.value)}
    >
      {props.sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value}>
          <Accordion.Control>{section.label}</Accordion.Control>
          <Accordion.Panel>{section.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );

  return (
    <DrawerShell
      opened={opened}
      onClose={() => void requestClose()}
      title={`${isEdit ? 'Edit' : 'Create'} ${props.entityName}`}
      busy={saving}
      size={props.aside && isWide ? ASIDE_DRAWER_SIZE : undefined}
      loading={!props.loadError && (isLoadingRecord || props.loading)}
      onSubmit={form.onSubmit((values) => void save(values))}
      footer={
        <DrawerFooter
          onCancel={() => void requestClose()}
          busy={saving}
          disabled={Boolean(props.loadError) || isLoadingRecord}
        />
      }
    >
      {props.banner}
      {props.loadError ? (
        <Alert color="red" mb="md" title={props.loadError} />
      ) : props.aside ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }} order={{ base: 2, lg: 1 }}>
            {sections}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }} order={{ base: 1, lg: 2 }}>
            {props.aside}
          </Grid.Col>
        </Grid>
      ) : (
        sections
      )}
    </DrawerShell>
  );
}
