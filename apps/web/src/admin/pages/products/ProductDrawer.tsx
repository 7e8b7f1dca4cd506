import {
  Autocomplete,
  Code,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { MESSAGES, STORE_CATEGORIES, type Taxability } from '@gst/domain';
import { EntityDrawer } from '../../../components/data';
import { MoneyInput } from '../billing/fields';
import { useTRPC } from '../../../lib/trpc';
import type { DrawerProps } from '../shared/CatalogueListPage';
import { useCatalogueDrawer } from '../shared/useDrawerRecord';
import {
  PRODUCT_DRAWER,
  TAXABILITY_OPTIONS,
  categoryTax,
  formToProduct,
  taxabilityChange,
  taxabilityHint,
} from './productForm';

/** The specification's numbers: label, field and decimals (none may be negative). */
const SPEC_FIELDS = [
  ['Capacity (W)', 'productCapacity', 2],
  ['Weight (kg)', 'productWeight', 2],
  ['Width (cm)', 'productWidth', 2],
  ['Length (cm)', 'productLength', 2],
  ['Warranty (years)', 'productWarranty', 1],
  ['Output Warranty (years)', 'productOutputWarranty', 1],
] as const;

/** Create or edit a product: every field of spec §3; productMetaData shown read-only. */
export function ProductDrawer(props: DrawerProps) {
  const trpc = useTRPC();
  const { loaded, save } = useCatalogueDrawer(trpc.tenant.products, props, PRODUCT_DRAWER);
  const { form } = loaded;

  const onCategory = (category: string) => {
    form.setFieldValue('productCategory', category);
    // A known store category suggests its HSN code and GST rate when those are still empty.
    const tax = categoryTax(category);
    if (tax && !form.values.productHSNCode) form.setFieldValue('productHSNCode', tax.hsn);
    if (tax && form.values.gstPercentage === '' && form.values.taxability === 'taxable')
      form.setFieldValue('gstPercentage', tax.gstPercentage);
  };
  const untaxed = form.values.taxability !== 'taxable';
  const onTaxability = (value: string | null) => {
    if (!value) return;
    form.setValues(taxabilityChange(value as Taxability));
  };

  const meta = form.values.productMetaData;
  const sections = [
    {
      value: 'basic',
      label: '1. Product Details',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Product code"
            description="Your own unique code, e.g. MOD-MONO-540"
            withAsterisk
            {...form.getInputProps('productUniqueID')}
          />
          <TextInput
            label="Full name"
            description="Printed on invoices and quotes"
            withAsterisk
            {...form.getInputProps('productName')}
          />
          <TextInput
            label="Short name"
            description="Shown in lists, pickers and the store"
            withAsterisk
            {...form.getInputProps('productLabel')}
          />
          <Autocomplete
            label="Category"
            description="A store category fills in the HSN code and GST rate"
            data={[...STORE_CATEGORIES]}
            {...form.getInputProps('productCategory')}
            onChange={onCategory}
          />
          <TextInput
            label="HSN code"
            description="4, 6 or 8 digits"
            withAsterisk
            inputMode="numeric"
            {...form.getInputProps('productHSNCode')}
          />
          <TextInput
            label="Unit"
            description="How it is counted, e.g. UNITS, NOS, SET"
            {...form.getInputProps('uomUnit')}
          />
        </SimpleGrid>
      ),
    },
    {
      value: 'pricing',
      label: '2. Price & GST',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Taxability"
            style={{ gridColumn: '1 / -1' }}
            description={taxabilityHint(form.values.taxability)}
            data={TAXABILITY_OPTIONS.map(({ value, label }) => ({ value, label }))}
            allowDeselect={false}
            {...form.getInputProps('taxability')}
            onChange={onTaxability}
          />
          <MoneyInput
            label="Minimum price (₹)"
            description="The lowest price it may be sold at, before GST"
            withAsterisk
            thousandsGroupStyle="lakh"
            {...form.getInputProps('productMinPrice')}
          />
          <NumberInput
            label="GST rate (%)"
            description={untaxed ? 'No GST on this product: 0 %' : 'Left empty: 0 %'}
            min={0}
            max={100}
            decimalScale={2}
            disabled={untaxed}
            {...form.getInputProps('gstPercentage')}
          />
        </SimpleGrid>
      ),
    },
    {
      value: 'specs',
      label: '3. Specifications',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SPEC_FIELDS.map(([label, field, decimalScale]) => (
            <NumberInput
              key={field}
              label={label}
              min={0}
              decimalScale={decimalScale}
              {...form.getInputProps(field)}
            />
          ))}
          <TextInput
            label="Product link"
            placeholder="https://"
            style={{ gridColumn: '1 / -1' }}
            {...form.getInputProps('productLink')}
          />
        </SimpleGrid>
      ),
    },
    ...(props.editId
      ? [
          {
            value: 'meta',
            label: '4. Metadata (read only)',
            content:
              Object.keys(meta).length > 0 ? (
                <Code block>{JSON.stringify(meta, null, 2)}</Code>
              ) : (
                <Text size="sm" c="dimmed">
                  No metadata.
                </Text>
              ),
          },
        ]
      : []),
  ];

  return (
    <EntityDrawer
      {...props}
      {...loaded}
      entityName="Product"
      sections={sections}
      defaultOpen={['basic', 'pricing']}
      recordName={(v) => v.productLabel}
      onSave={(values) => save(formToProduct(values))}
      messages={{ ...MESSAGES.products, failed: MESSAGES.products.submitFailed }}
      refresh={[trpc.tenant.products.pathKey()]}
    />
  );
}
