import { Alert, Container, Grid, Paper, Stack, Title } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { QuoteRequestForm, type SubmittedQuote } from '../quote/QuoteRequestForm';
import { QuoteStatusPanel } from '../quote/QuoteStatusPanel';
import { PageBanner } from '../site/Band';
import { usePageMeta } from '../site/usePageMeta';
import { useSiteShop } from '../site/useSiteShop';

/** One of the page's two columns: a titled panel (the request form, the status check). */
function QuotePanel(props: { span: number; title: string; bg?: string; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, md: props.span }}>
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} bg={props.bg}>
        <Title order={2} size="h3" mb="md">
          {props.title}
        </Title>
        {props.children}
      </Paper>
    </Grid.Col>
  );
}

export default function QuotePage() {
  const shop = useSiteShop();
  const [submitted, setSubmitted] = useState<SubmittedQuote | null>(null);
  usePageMeta(
    'Get a Quote',
    `Ask ${shop.name} for a rooftop solar quote in two minutes, or check the status of your quote with its number and your phone.`,
  );
  // No shop on this host (a bare address without DEFAULT_TENANT), or the shop is unavailable;
  // while the shop is still being checked nothing can be sent either. (An unknown or deactivated
  // shop's host never gets here: PublicLayout shows Not Found or Project Disabled instead.)
  const closed = shop.status !== 'ready';

  return (
    <>
      {/* Toasts are mounted here, not app-wide: the other public pages never show one. Bottom
          right, as in the back-office: at the top they covered the header's menu. */}
      <Notifications position="bottom-right" zIndex={1000} />
      <PageBanner
        title="Get a Quote"
        gradient="linear-gradient(120deg, var(--mantine-color-grid-9), var(--mantine-color-grid-7))"
      >
        Tell us about your home or business and we will send a detailed quote, usually within a day.
        Already asked? Check the status with your quote number.
      </PageBanner>
      <Container size="lg" py={{ base: 24, md: 48 }}>
        <Stack gap="lg">
          {shop.status === 'none' || shop.status === 'unavailable' ? (
            <Alert color="orange" icon={<IconInfoCircle />} title="Quotes are not taken here">
              {shop.status === 'none'
                ? 'This address is not a shop’s own site, so it cannot take quote requests. Please open your installer’s own address to ask for a quote or check its status.'
                : 'This shop is not taking quote requests at the moment. Please contact it directly.'}
            </Alert>
          ) : null}
          <Grid gap="lg" align="flex-start">
            <QuotePanel span={7} title="Request a quote">
              <QuoteRequestForm disabled={closed} onSubmitted={setSubmitted} />
            </QuotePanel>
            <QuotePanel span={5} title="Check quote status" bg="var(--mantine-color-grid-light)">
              <QuoteStatusPanel disabled={closed} prefill={submitted} />
            </QuotePanel>
          </Grid>
        </Stack>
      </Container>
    </>
  );
}
