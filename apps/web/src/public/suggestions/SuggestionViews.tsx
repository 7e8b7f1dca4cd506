import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { SuggestedProduct } from '../site/api';
import { PlainTable, tableClasses } from '../site/PlainTable';
import { PublicDialog } from '../site/PublicDialog';
import { safeLink, suggestionFields } from './figures';

function DatasheetLink({ link, label }: { link: string | null; label: string }) {
  const href = safeLink(link);
  if (!href)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Datasheet: ${label}`}
    >
      <Group gap={4} wrap="nowrap" component="span">
        Datasheet <IconExternalLink size={14} />
      </Group>
    </Anchor>
  );
}

const HEADS = [
  'Product',
  'Capacity',
  'Quantity needed',
  'Weight per unit',
  'Total est. weight',
  'Total est. area',
  'Product warranty',
  'Output warranty',
  'Link',
];

/** Desktop: one row per product. */
export function SuggestionsTable({ products }: { products: SuggestedProduct[] }) {
  return (
    <PlainTable striped label="Suggested products">
      <thead>
        <tr>
          {HEADS.map((head, i) => (
            <th
              key={head}
              className={i === 0 || i === HEADS.length - 1 ? undefined : tableClasses.numeric}
            >
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td style={{ fontWeight: 600 }}>{product.figures.label}</td>
            {suggestionFields(product).map((field) => (
              <td key={field.label} className={tableClasses.numeric}>
                {field.value}
              </td>
            ))}
            <td>
              <DatasheetLink link={product.figures.link} label={product.figures.label} />
            </td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/** Phones: a card per product, the full figures in a modal. */
export function SuggestionCards({ products }: { products: SuggestedProduct[] }) {
  const [open, setOpen] = useState<SuggestedProduct | null>(null);
  return (
    <>
      <Stack gap="sm">
        {products.map((product) => {
          const [capacity, quantity] = suggestionFields(product);
          return (
            <Card key={product.id} withBorder padding="md">
              <Text fw={700}>{product.figures.label}</Text>
              <Group justify="space-between" mt={6}>
                <Text size="sm" c="dimmed">
                  {capacity?.value} each
                </Text>
                <Text size="sm" fw={600}>
                  {quantity?.value} needed
                </Text>
              </Group>
              <Button variant="light" size="xs" mt="sm" onClick={() => setOpen(product)}>
                Details
              </Button>
            </Card>
          );
        })}
      </Stack>
      <PublicDialog
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.figures.label}
      >
        {open ? (
          <PlainTable label="Figures">
            <tbody>
              {suggestionFields(open).map((field) => (
                <tr key={field.label}>
                  <th scope="row">{field.label}</th>
                  <td className={tableClasses.numeric}>{field.value}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Link</th>
                <td className={tableClasses.numeric}>
                  <DatasheetLink link={open.figures.link} label={open.figures.label} />
                </td>
              </tr>
            </tbody>
          </PlainTable>
        ) : null}
      </PublicDialog>
    </>
  );
}
