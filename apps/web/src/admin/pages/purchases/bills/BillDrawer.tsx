import {
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { todayIN } from '@gst/domain';
import {
  AttachmentPicker,
  AttachmentPreview,
  usePickedAttachment,
} from '../../../../components/AttachmentPreview';
import { EntityDrawer, type DrawerSection } from '../../../../components/data';
import { useTRPC } from '../../../../lib/trpc';
import { DateField } from '../../billing/fields';
import { newIdempotencyKey } from '../../billing/keys';
import { SupplierPicker, type SupplierOption } from '../../billing/pickers';
import { BillLineCard } from './BillLineCard';
import { BillTotals } from './BillTotals';
import { attachBillFile, BILL_FILE } from './billFile';
import {
  billToForm,
  billTotals,
  formToBill,
  newBillLine,
  toleranceCheck,
  type BillFormValues,
} from './billForm';

export const BILL_MESSAGES = {
  created: 'Purchase bill saved',
  updated: 'Purchase bill revised',
  failed: 'Failed to save the purchase bill',
  cancelled: 'Purchase bill cancelled',
  cancelFailed: 'Failed to cancel the purchase bill',
  listFailed: 'Failed to fetch purchase bills',
};

/**
 * Enter a supplier's bill (issue 31): supplier, its number and date, lines of goods (a product;
 * serial numbers typed, scanned one per line or pasted) or expenses (text, HSN/SAC, category),
 * each with its rate, ITC eligibility and reverse charge; live totals by the sales GST engine and
 * the supplier's printed total against the shop's tolerance. The supplier's bill (PDF or image)
 * may be picked while typing: it is shown beside the form and attached once the bill is saved
 * (a revision shows the bill's saved file the same way). Mounted afresh for each opening.
 */
export function BillDrawer({
  opened,
  onClose,
  editId = null,
  canAttach = false,
}: {
  opened: boolean;
  onClose: () => void;
  /** A saved bill to revise (its number kept, revision + 1, audited); null enters a new one. */
  editId?: string | null;
  /** The user may attach the supplier's bill (create on purchase bills, as the attach call asks). */
  canAttach?: boolean;
}) {
  const trpc = useTRPC();
  const [supplier, setSupplier] = useState<SupplierOption | null>(null);
  const [productLabels, setProductLabels] = useState<Record<number, string>>({});
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<BillFormValues>({
    initialValues: {
      supplierId: '',
      supplierInvoiceNumber: '',
      billDate: todayIN(),
      receivedDate: '',
      supplierTotal: '',
      notes: '',
      lines: [newBillLine()],
    },
    validate: {
      supplierId: (v) => (v ? null : 'Choose the supplier'),
      supplierInvoiceNumber: (v) => (v.trim() ? null : "Enter the supplier's invoice number"),
      supplierTotal: (v) => (v === '' ? "Enter the total printed on the supplier's bill" : null),
    },
  });
  const v = form.values;
  const settings = useQuery(trpc.tenant.settings.get.queryOptions());
  const shopState = Number(settings.data?.stateCode ?? 19) || 19;
  const totals = billTotals(
    v.lines,
    { supplierStateCode: supplier?.stateCode ?? shopState, placeOfSupply: shopState },
    settings.data?.roundOffTotals === '1',
  );
  const tolerance = settings.data?.purchaseTotalTolerance ?? '1.00';
  const check = toleranceCheck(totals.total, v.supplierTotal, tolerance);
  const categories = useQuery(trpc.tenant.expenses.categories.queryOptions({}));
  const create = useMutation(trpc.tenant.purchases.create.mutationOptions());
  const update = useMutation(trpc.tenant.purchases.update.mutationOptions());
  const attach = useMutation(trpc.tenant.purchases.attach.mutationOptions());
  const file = usePickedAttachment();
  // A revision: the saved bill as the form's values, its supplier and product names shown.
  const saved = useQuery({
    ...trpc.tenant.purchases.get.queryOptions({ id: editId ?? '' }),
    enabled: editId !== null,
  });
  const record = useMemo(() => (saved.data ? billToForm(saved.data) : undefined), [saved.data]);
  const savedSupplier = useQuery({
    ...trpc.tenant.suppliers.pick.queryOptions({ id: saved.data?.supplierId ?? '' }),
    enabled: Boolean(saved.data),
  });
  useEffect(() => {
    if (!saved.data) return;
    setProductLabels(
      Object.fromEntries(
        saved.data.lines.map((l, i) => [i, l.kind === 'goods' ? l.description : '']),
      ),
    );
  }, [saved.data]);
  useEffect(() => {
    const found = savedSupplier.data?.[0];
    if (found) setSupplier(found);
  }, [savedSupplier.data]);

  const sections: DrawerSection[] = [
    {
      value: 'bill',
      label: "1. Supplier's Bill",
      content: (
        <Stack gap="sm">
          <SupplierPicker
            label="Supplier"
            required
            value={v.supplierId}
            valueLabel={supplier?.name ?? ''}
            error={form.errors.supplierId}
            onPick={(s) => {
              setSupplier(s);
              form.setFieldValue('supplierId', s?.id ?? '');
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Supplier's invoice no."
              required
              maxLength={40}
              {...form.getInputProps('supplierInvoiceNumber')}
            />
            <DateField
              label="Bill date"
              required
              value={v.billDate}
              onChange={(d) => form.setFieldValue('billDate', d)}
              error={form.errors.billDate}
            />
            <DateField
              label="Received on"
              value={v.receivedDate}
              onChange={(d) => form.setFieldValue('receivedDate', d)}
            />
          </SimpleGrid>
          {!file.picked && !saved.data?.attachment && canAttach ? (
            <AttachmentPicker
              what={BILL_FILE.what}
              error={file.error}
              onPick={(f) => void file.pick(f)}
              hint="It is shown beside the entry and attached when the bill is saved."
            />
          ) : null}
        </Stack>
      ),
    },
    {
      value: 'lines',
      label: '2. Lines',
      content: (
        <Stack gap="sm">
          {v.lines.map((line, i) => (
            <BillLineCard
              key={i}
              form={form}
              index={i}
              line={line}
              isOnly={v.lines.length === 1}
              productLabel={productLabels[i] ?? ''}
              onProductLabel={(label) => setProductLabels((labels) => ({ ...labels, [i]: label }))}
              categories={(categories.data ?? []).map((c) => c.name)}
            />
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('lines', newBillLine())}
            >
              Goods line
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('lines', newBillLine('expense'))}
            >
              Expense line
            </Button>
          </Group>
        </Stack>
      ),
    },
    {
      value: 'totals',
      label: '3. Totals',
      content: (
        <Stack gap="sm">
          <BillTotals totals={totals} check={check} tolerance={tolerance}>
            <NumberInput
              label="Total printed on the supplier's bill (₹)"
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              {...form.getInputProps('supplierTotal')}
            />
          </BillTotals>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('notes')}
          />
          <Text size="xs" c="dimmed">
            A saved bill is frozen: a change is a revision, kept in the audit trail.
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <EntityDrawer
      opened={opened}
      onClose={onClose}
      entityName="Purchase Bill"
      editId={editId}
      record={record}
      loadError={saved.isError ? 'Could not load the bill' : null}
      recordName={(values) => values.supplierInvoiceNumber}
      banner={
        editId ? (
          <Text size="sm" c="dimmed">
            A revision replaces the bill's lines and figures; its entry number stays and the old
            version is kept in the audit trail. Refused once its serials are sold or returned, or
            while payments or returns stand against it.
          </Text>
        ) : undefined
      }
      form={form}
      sections={sections}
      aside={
        file.picked || saved.data?.attachment ? (
          <AttachmentPreview
            what={BILL_FILE.what}
            picked={file.picked}
            saved={saved.data?.attachment ?? null}
            error={file.error}
            canPick={canAttach}
            onPick={(f) => void file.pick(f)}
            onRemove={file.clear}
            pendingNote={`attached when the ${editId ? 'revision' : 'bill'} is saved`}
          />
        ) : undefined
      }
      hasChanges={() => file.picked !== null}
      onDiscard={file.release}
      defaultOpen={['bill', 'lines', 'totals']}
      onSave={async (values) => {
        const bill = editId
          ? await update.mutateAsync({ ...formToBill(values), id: editId })
          : await create.mutateAsync({ ...formToBill(values), idempotencyKey });
        // The bill is saved: a file that fails to go up is told about, never a failed save.
        const problem = await attachBillFile(file.picked, editId ?? bill.id, (input) =>
          attach.mutateAsync(input),
        );
        file.release();
        if (problem) notifications.show({ color: 'orange', autoClose: 15_000, message: problem });
        return bill;
      }}
      messages={BILL_MESSAGES}
      refresh={[
        trpc.tenant.purchases.pathKey(),
        trpc.tenant.stock.pathKey(),
        trpc.tenant.items.pathKey(),
      ]}
    />
  );
}
