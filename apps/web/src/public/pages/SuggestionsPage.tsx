import {
  Alert,
  Box,
  Button,
  Container,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconSolarPanel } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseDemandWatts } from '@gst/domain';
import { ApiError, fetchSuggestions, type SuggestionsResult } from '../site/api';
import { Band, QuoteButton } from '../site/Band';
import { formatNumber } from '../site/format';
import { usePageMeta } from '../site/usePageMeta';
import { SuggestionCards, SuggestionsTable } from '../suggestions/SuggestionViews';

const EMPTY =
  'No matching solar products found for your demand. Please adjust your demand or contact us for custom solutions.';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; result: SuggestionsResult }
  | { kind: 'error'; message: string };

export default function SuggestionsPage() {
  const [params, setParams] = useSearchParams();
  const demand = parseDemandWatts(params.get('demand'));
  const [input, setInput] = useState(String(demand));
  const [state, setState] = useState<State>({ kind: 'loading' });
  usePageMeta(
    'Product Suggestions',
    `Solar panels for a ${formatNumber(demand, 0)} W demand: how many you need, their weight and the roof area they take.`,
  );

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    setInput(String(demand));
    fetchSuggestions(demand).then(
      (result) => live && setState({ kind: 'ready', result }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'error',
          message:
            (error instanceof ApiError && error.serverMessage) ||
            'Could not load suggestions. Please try again.',
        }),
    );
    return () => {
      live = false;
    };
  }, [demand]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ demand: String(parseDemandWatts(input)) });
  };

  return (
    <>
      <Band py={{ base: 32, md: 48 }} tinted>
        <Title order={1} fz={{ base: 28, md: 38 }}>
          Product suggestions
        </Title>
        <Text c="dimmed" mt="xs" maw={680}>
          Panels for a demand of <strong>{formatNumber(demand, 0)} W</strong> (
          {formatNumber(demand / 1000, 2)} kW): how many you need, what they weigh with the mounting
          (×1.4) and the roof area with spacing (×1.2).
        </Text>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" mt="md">
            <TextInput
              label="Power demand (watts)"
              type="number"
              inputMode="numeric"
              min={1}
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              w={{ base: '100%', xs: 240 }}
            />
            <Button type="submit">Update</Button>
          </Group>
        </form>
      </Band>
      <Container size="lg" py={{ base: 24, md: 40 }}>
        {state.kind === 'loading' ? (
          <Stack gap="sm" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={56} radius="md" />
            ))}
          </Stack>
        ) : state.kind === 'error' ? (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {state.message}
          </Alert>
        ) : state.result.products.length === 0 ? (
          <EmptyState
            variant="light"
            icon={<IconSolarPanel size={28} stroke={1.5} />}
            title="No matches"
            description={EMPTY}
          >
            <EmptyState.Actions>
              <QuoteButton />
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <>
            <Box visibleFrom="md" style={{ overflowX: 'auto' }}>
              <SuggestionsTable products={state.result.products} />
            </Box>
            <Box hiddenFrom="md">
              <SuggestionCards products={state.result.products} />
            </Box>
          </>
        )}
      </Container>
    </>
  );
}
