import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  EmptyState,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconLinkOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { loadShare, type ShareLoad } from './shareApi';
import { SharedDocumentView } from './SharedDocumentView';

/**
 * A share link's public page (issue 34), `/s/<token>` on the shop's host: the document, its
 * status, the UPI QR for what is due and the PDF, for a buyer who opened the link (usually on a
 * phone, from WhatsApp). No login, no navigation: nothing of the shop beyond this document is
 * reachable from here. Search engines are asked not to index it (this meta tag, and the server's
 * X-Robots-Tag header).
 */
function useNoIndex(title: string) {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function titleOf(load: ShareLoad | null): string {
  if (load?.state !== 'ready') return 'Shared document';
  const doc = load.view.document;
  if (doc.kind === 'statement') return `Statement of account | ${doc.shop.name}`;
  const what = doc.kind === 'invoice' ? 'Invoice' : doc.quoteType;
  return `${what} ${doc.number} | ${doc.shop.name}`;
}

export default function SharePage() {
  const { token = '' } = useParams();
  const [load, setLoad] = useState<ShareLoad | null>(null);
  const fetchShare = useCallback(() => {
    setLoad(null);
    void loadShare(token).then(setLoad);
  }, [token]);
  useEffect(fetchShare, [fetchShare]);
  useNoIndex(titleOf(load));

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-light)" py={{ base: 'sm', sm: 'xl' }}>
      <Container size="sm" px={{ base: 'xs', sm: 'md' }}>
        {load === null && (
          <Center mih="60vh">
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed" size="sm">
                Opening the document…
              </Text>
            </Stack>
          </Center>
        )}
        {load?.state === 'ready' && <SharedDocumentView view={load.view} token={token} />}
        {load?.state === 'missing' && (
          <EmptyState
            mt="15vh"
            variant="light"
            color="gray"
            icon={<IconLinkOff size={28} stroke={1.5} />}
            title="Link not available"
            description={load.message}
          />
        )}
        {(load?.state === 'limited' || load?.state === 'failed') && (
          <Stack mt="15vh">
            <Alert
              color={load.state === 'limited' ? 'orange' : 'red'}
              icon={<IconAlertTriangle size={18} />}
              title={load.state === 'limited' ? 'Please wait a moment' : 'Could not open'}
            >
              {load.message}
            </Alert>
            <Button variant="light" onClick={fetchShare} style={{ alignSelf: 'center' }}>
              Try again
            </Button>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
