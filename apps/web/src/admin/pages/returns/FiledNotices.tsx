import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconFileCertificate,
  IconInfoCircle,
} from '@tabler/icons-react';
import { formatDateTimeIN } from '@gst/domain';
import { copySettingsLine, excludedLine, shortHash, switchedLine } from './history';
import type { ReturnFrequency } from './periods';
import type { ReturnsOverview } from './types';

/** One SHA-256: its start in a code span and a button copying the whole. */
function HashLine({ label, hash }: { label: string; hash: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Code title={hash} style={{ whiteSpace: 'nowrap' }}>
        {shortHash(hash)}
      </Code>
      <CopyButton value={hash}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy the ${label}`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={`Copy the ${label}`}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * What the figures below are (issue 28 item 7): the filed copy of a filed period, with when, by
 * whom, what it was computed with and its hashes; a warning for a period filed before copies
 * were kept; and, for a quarter, the months it leaves out because they were filed on their own.
 */
export function FiledNotices({
  overview,
  shopFrequency,
}: {
  overview: ReturnsOverview;
  shopFrequency: ReturnFrequency | undefined;
}) {
  const { filed, excluded } = overview;
  const copy = filed?.copy;
  const switched = !!copy && !!shopFrequency && copy.frequency !== shopFrequency;
  return (
    <>
      {filed && copy ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconFileCertificate size={20} />}
          title="The return as filed"
          data-testid="filed-copy"
        >
          <Stack gap={6}>
            <Text size="sm">
              These are the returns exactly as they stood when the period was marked filed on{' '}
              {formatDateTimeIN(filed.filedAt)}
              {filed.filedBy ? ` by ${filed.filedBy}` : ''}. Later changes to the shop&apos;s GSTIN,
              state or filing frequency do not change them, and the downloads are this copy.
            </Text>
            <Text size="sm" c="dimmed">
              {copySettingsLine(copy)}
              {switched ? ` ${switchedLine(copy.frequency)}` : ''}
            </Text>
            <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
              <HashLine label="GSTR-1 SHA-256" hash={copy.gstr1Sha256} />
              <HashLine label="GSTR-3B SHA-256" hash={copy.gstr3bSha256} />
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {filed && !copy ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="Filed before filed copies were kept"
        >
          <Text size="sm">
            These figures are computed from the books with today&apos;s settings. The documents of
            the period are locked, but a change to the shop&apos;s GSTIN, state or filing frequency
            shows here. A superadmin can unlock the period and mark it as filed again to keep a
            copy.
          </Text>
        </Alert>
      ) : null}
      {excluded.length > 0 ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={20} />}
          title="Not in this return"
          data-testid="excluded-months"
        >
          <Text size="sm">{excludedLine(excluded)}</Text>
        </Alert>
      ) : null}
    </>
  );
}
