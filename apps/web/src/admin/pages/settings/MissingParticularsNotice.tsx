import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';

type Missing = { key: string; label: string; href: string };

/** The particulars a refused invoice or note names (server `details.missing`, issue 29). */
export function missingParticulars(error: unknown): Missing[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const details = (error.data as { details?: { missing?: unknown } } | null | undefined)?.details;
  const missing = details?.missing;
  if (!Array.isArray(missing)) return [];
  return (missing as unknown[]).filter(
    (m): m is Missing => typeof (m as Partial<Missing> | null)?.href === 'string',
  );
}

/**
 * Shown in a billing drawer when the server refused to issue because the shop's legal
 * particulars (CGST Rule 46(a)) are not set: what is missing, each linked to its Settings group.
 */
export function MissingParticularsNotice({ error }: { error: unknown }) {
  const missing = missingParticulars(error);
  if (!missing.length) return null;
  return (
    <Alert color="red" variant="light" mb="md" title="Shop details needed before issuing">
      <Text size="sm" mb={4}>
        A tax invoice must carry the shop&apos;s name, address with PIN, state and GSTIN (CGST Rule
        46(a)). Set these in Settings, then create it again:
      </Text>
      <List size="sm" aria-label="Missing shop details">
        {missing.map((m) => (
          <List.Item key={m.key}>
            <Anchor component={Link} to={m.href}>
              {m.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
