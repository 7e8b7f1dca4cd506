import { Button, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconQrcode } from '@tabler/icons-react';
import type { SharedInvoice } from './shareApi';
import { rupees } from './shareFormat';

type Upi = NonNullable<SharedInvoice['upi']>;

/**
 * The UPI payment: the QR (rendered on the server as SVG, shown as an image so no markup of the
 * server's is put in the page) for a second phone or a desktop, and on the phone itself a button
 * opening the UPI app with the payee, amount and note filled in.
 */
export function UpiPay({ upi }: { upi: Upi }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(upi.qrSvg)}`;
  return (
    <Stack align="center" gap="xs">
      <Image
        src={src}
        alt={`UPI QR code to pay ${rupees(upi.amount)} to ${upi.vpa}`}
        w={220}
        h={220}
        fit="contain"
        bg="white"
        radius="sm"
      />
      <Text size="sm" c="dimmed" ta="center">
        Scan with any UPI app (BHIM, Google Pay, PhonePe, Paytm, your bank&apos;s app)
      </Text>
      <Button
        component="a"
        href={upi.link}
        leftSection={<IconQrcode size={18} />}
        color="teal"
        fullWidth
        hiddenFrom="sm"
      >
        Pay {rupees(upi.amount)} with a UPI app
      </Button>
      <Group gap={4}>
        <Text size="sm">UPI ID: {upi.vpa}</Text>
        <CopyButton value={upi.vpa}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              aria-label="Copy the UPI ID"
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
