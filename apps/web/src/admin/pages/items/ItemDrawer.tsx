import { Alert, Autocomplete, Badge, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { itemTypeForCategory } from '@gst/domain/contracts';
import { EntityDrawer } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import type { DrawerProps } from '../shared/CatalogueListPage';
import { useCatalogueDrawer } from '../shared/useDrawerRecord';
import { ITEM_DRAWER, ITEM_TYPES } from './itemForm';

/** Create or edit a serial-numbered item; a sold item keeps its product and serial number. */
export function ItemDrawer(props: DrawerProps) {
  const { opened } = props;
  const trpc = useTRPC();
  const { loaded, save } = useCatalogueDrawer(trpc.tenant.items, props, ITEM_DRAWER);
  const { form } = loaded;

  // The product picker searches on the server: a catalogue may be large.
  const [productSearch, setProductSearch] = useState('');
  const [search] = useDebouncedValue(productSearch, 250);
  const products = useQuery({
    ...trpc.tenant.products.list.queryOptions({
      pageSize: 50,
      ...(search ? { search } : {}),
      sort: { field: 'productLabel', dir: 'asc' },
    }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const list = (products.data?.data ?? []).map((p) => ({
      value: p.id,
      label: `${p.productLabel} (${p.productUniqueID})`,
    }));
    // Keep the chosen product listed even when the current search does not match it.
    const chosen = form.values.productId;
    if (chosen && !list.some((o) => o.value === chosen) && form.values.productLabel) {
      list.unshift({ value: chosen, label: form.values.productLabel });
    }
    return list;
  }, [products.data, form.values.productId, form.values.productLabel]);

  const isSold = form.values.soldToInvoice;

  const sections = [
    {
      value: 'item',
      label: '1. Item Details',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {isSold ? (
            <Alert color="gray" style={{ gridColumn: '1 / -1' }} p="xs">
              <Group gap="xs">
                <Badge color="gray">Sold</Badge>
                This item is on an invoice: only its type can change.
              </Group>
            </Alert>
          ) : null}
          <Select
            label="Product"
            withAsterisk
            searchable
            data={options}
            searchValue={productSearch}
            onSearchChange={setProductSearch}
            nothingFoundMessage={products.isFetching ? 'Searching…' : MESSAGES.empty.noResults}
            disabled={isSold}
            filter={({ options: all }) => all}
            {...form.getInputProps('productId')}
            onChange={(value: string | null, option: { label: string } | null) => {
              form.setFieldValue('productId', value ?? '');
              form.setFieldValue('productLabel', option?.label ?? '');
              // Issue 29: a new item's type follows its product's category (an inverter's is Inverter).
              const product = products.data?.data.find((p) => p.id === value);
              if (!props.editId && product)
                form.setFieldValue('type', itemTypeForCategory(product.productCategory));
            }}
          />
          <TextInput
            label="Serial No"
            withAsterisk
            disabled={isSold}
            {...form.getInputProps('serialNo')}
          />
          <Autocomplete label="Type" data={ITEM_TYPES} {...form.getInputProps('type')} />
        </SimpleGrid>
      ),
    },
  ];

  return (
    <EntityDrawer
      {...props}
      {...loaded}
      onClose={() => {
        setProductSearch('');
        props.onClose();
      }}
      entityName="Item"
      sections={sections}
      defaultOpen={['item']}
      recordName={(v) => v.serialNo}
      onSave={(v) => save({ productId: v.productId, serialNo: v.serialNo, type: v.type })}
      messages={{ ...MESSAGES.items, failed: MESSAGES.items.submitFailed }}
      refresh={[trpc.tenant.items.pathKey()]}
    />
  );
}
