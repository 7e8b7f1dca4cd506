import { Box, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Band, QuoteButton } from '../site/Band';
import { PlainTable, tableClasses } from '../site/PlainTable';
import { FIGURES, commercialRow, type Brochure } from './brochure';

function Section({
  id,
  title,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Band labelledBy={id} py={{ base: 36, md: 56 }} tinted={tinted}>
      <Title id={id} order={2} mb="lg">
        {title}
      </Title>
      {children}
    </Band>
  );
}

export function BrochureView({ brochure: b }: { brochure: Brochure }) {
  const commercial = FIGURES.commercialKw.map(commercialRow);
  return (
    <>
      <Section id="brochure-reasons" title={b.reasonsTitle}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {b.reasons.map((reason) => (
            <Card key={reason.title} withBorder padding="lg">
              <ThemeIcon variant="light" color="amber" size={40} radius="md">
                <IconSun size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="sm">
                {reason.title}
              </Title>
              <Text c="dimmed" mt={6}>
                {reason.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="brochure-comparison" title={b.comparisonTitle} tinted>
        <PlainTable columnBorders minWidth={340} label={b.comparisonTitle}>
          <thead>
            <tr>
              {b.comparisonHead.map((head, i) => (
                <th key={i} style={{ width: i === 0 ? '30%' : '35%' }}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {b.comparisonRows.map(([label, metering, billing]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{metering}</td>
                <td>{billing}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </Section>

      <Section id="brochure-domestic" title={b.domesticTitle}>
        <Text mb="md">{b.domesticIntro}</Text>
        <Box maw={640}>
          <PlainTable label={b.domesticTitle}>
            <tbody>
              {b.domesticRows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" style={{ width: '45%' }}>
                    {label}
                  </th>
                  <td style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</td>
                </tr>
              ))}
            </tbody>
          </PlainTable>
        </Box>
        <Text size="sm" c="dimmed" mt="sm">
          {b.domesticNote}
        </Text>
      </Section>

      <Section id="brochure-commercial" title={b.commercialTitle} tinted>
        <Text mb="md">{b.commercialIntro}</Text>
        <PlainTable minWidth={340} label={b.commercialTitle}>
          <thead>
            <tr>
              {b.commercialHead.map((head, i) => (
                <th key={head} className={i === 0 ? undefined : tableClasses.numeric}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {commercial.map((row) => (
              <tr key={row.kw}>
                <td className={tableClasses.nowrap}>{`${b.number(row.kw)} ${b.kwUnit}`}</td>
                <td className={tableClasses.numeric}>{b.lakh(row.cost)}</td>
                <td className={tableClasses.numeric}>{b.number(row.unitsPerMonth)}</td>
                <td className={tableClasses.numeric}>
                  {b.rupees(Math.round(row.saving / 10) * 10)}
                </td>
                <td className={tableClasses.numeric}>{b.years(row.paybackYears)}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
        <Text size="sm" c="dimmed" mt="sm">
          {b.commercialNote}
        </Text>
      </Section>

      <Section id="brochure-services" title={b.servicesTitle}>
        <List
          spacing="sm"
          icon={
            <ThemeIcon color="grid" size={24} radius="xl">
              <IconCircleCheck size={16} />
            </ThemeIcon>
          }
        >
          {b.services.map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
        <QuoteButton size="md" mt="xl">
          {b.cta}
        </QuoteButton>
      </Section>

      <Section id="brochure-notes" title={b.footnotesTitle} tinted>
        <Stack gap="xs" component="ol" style={{ paddingInlineStart: '1.2rem', margin: 0 }}>
          {b.footnotes.map((note) => (
            <Text key={note} component="li" size="sm" c="dimmed">
              {note}
            </Text>
          ))}
        </Stack>
      </Section>
    </>
  );
}
