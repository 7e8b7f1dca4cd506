import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatINR, type GstDocument, type GstLine } from '@gst/domain';
import { TAXABILITY_LABELS } from '@gst/domain/contracts';
import { AddLineButton, LineCard, QuantityPriceInputs } from '../billing/LineCard';
import { ProductPicker } from '../billing/pickers';
import { numberOf } from '../billing/money';
import {
  emptyInvoiceLine,
  serialLimit,
  type InvoiceFormValues,
  type InvoiceLineValues,
} from './invoiceForm';
import { SerialPicker } from './SerialPicker';

type Form = UseFormReturnType<InvoiceFormValues>;

/** The line's GST rate, or what it is when it carries no tax ('Exempt'; issue 30). */
function gstRateText(line: InvoiceLineValues): string {
  return line.taxability === 'taxable'
    ? String(Number(line.gstPercentage))
    : TAXABILITY_LABELS[line.taxability];
}

function LineEditor({
  form,
  index,
  line,
  takenElsewhere,
  computed,
  stockWarning,
}: {
  form: Form;
  index: number;
  line: InvoiceLineValues;
  takenElsewhere: ReadonlySet<string>;
  computed?: GstLine;
  /** Issue 31: 'Only N in stock' when the invoice sells more of this product than is on hand. */
  stockWarning?: string;
}) {
  const inclusive = form.values.taxInclusive;
  const path = `lines.${index}` as const;
  const canRemove = form.values.lines.length > 1;
  return (
    <LineCard
      index={index}
      canRemove={canRemove}
      onRemove={() => form.removeListItem('lines', index)}
    >
      <ProductPicker
        label="Product"
        required
        value={line.productId}
        valueLabel={line.productLabel}
        error={form.errors[`${path}.productId`]}
        onPick={(product) => {
          // A new product: its own serials (the old choice is cleared) and its GST rate.
          form.setFieldValue(path, {
            ...line,
            productId: product?.id ?? '',
            productLabel: product?.productLabel ?? '',
            gstPercentage: String(product?.gstPercentage ?? 0),
            minPrice: String(product?.productMinPrice ?? 0),
            // The saved line's recorded cost was another product's.
            unitCost: '',
            hsnCode: product?.productHSNCode ?? '',
            taxability: product?.taxability ?? 'taxable',
            price: numberOf(line.price) === 0 && product ? product.productMinPrice : line.price,
            serialItemIds: [],
            heldSerials: [],
          });
        }}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <QuantityPriceInputs
          quantity={form.getInputProps(`${path}.quantity`)}
          price={form.getInputProps(`${path}.price`)}
          priceLabel={inclusive ? 'Price (₹, incl. GST)' : 'Price (₹ per unit)'}
        />
        <NumberInput
          label="Discount (₹)"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...form.getInputProps(`${path}.discount`)}
        />
        <TextInput
          label="GST %"
          value={line.productId ? gstRateText(line) : ''}
          readOnly
          variant="filled"
        />
      </SimpleGrid>
      {stockWarning ? (
        <Text size="sm" c="orange.8" role="status" data-testid="stock-warning">
          {stockWarning}
        </Text>
      ) : null}
      <TextInput label="Description" {...form.getInputProps(`${path}.description`)} />
      <SerialPicker
        productId={line.productId}
        value={line.serialItemIds}
        held={line.heldSerials}
        takenElsewhere={takenElsewhere}
        limit={serialLimit(line.quantity)}
        onChange={(ids) => form.setFieldValue(`${path}.serialItemIds`, ids)}
        error={form.errors[`${path}.serialItemIds`]}
      />
      <TextInput
        label="Serial details (optional)"
        placeholder="e.g. serials of units without stock entries"
        {...form.getInputProps(`${path}.serialDetails`)}
      />
      {computed ? (
        <Text size="xs" c="dimmed" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {Number(computed.discount) > 0 ? `Discount ${formatINR(computed.discount)} · ` : ''}
          Taxable {formatINR(computed.taxableValue)} · GST {formatINR(computed.taxAmount)} · Total{' '}
          {formatINR(computed.total)}
        </Text>
      ) : null}
    </LineCard>
  );
}

/** Products section: one card per line, stacked; add and remove lines. */
export function InvoiceLinesEditor({
  form,
  totals,
  stockWarnings,
}: {
  form: Form;
  totals: GstDocument | null;
  /** Issue 31: warnings by line key (stockWarnings.ts). */
  stockWarnings?: ReadonlyMap<string, string>;
}) {
  const lines = form.values.lines;
  // totals.lines follow the lines that have a product, in order.
  let computedIndex = 0;
  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const takenElsewhere = new Set(
          lines.filter((_, i) => i !== index).flatMap((l) => l.serialItemIds),
        );
        const computed = line.productId ? totals?.lines[computedIndex++] : undefined;
        return (
          <LineEditor
            key={line.key}
            form={form}
            index={index}
            line={line}
            takenElsewhere={takenElsewhere}
            computed={computed}
            stockWarning={stockWarnings?.get(line.key)}
          />
        );
      })}
      {typeof form.errors.lines === 'string' ? (
        <Text size="sm" c="red">
          {form.errors.lines}
        </Text>
      ) : null}
      <AddLineButton onAdd={() => form.insertListItem('lines', emptyInvoiceLine())} />
    </Stack>
  );
}
