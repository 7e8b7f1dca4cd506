/**
 * The public site's building blocks (public bundle only: no back-office imports).
 * - `Band`: a full-width `<section>` (named by its title's id) with its vertical padding, a plain,
 *   tinted (`tinted`) or gradient (`gradient`, white text) background, and a centred Container.
 * - `PageBanner`: the gradient band that opens a page (Get a Quote, Store): h1 and a lead line.
 * - `QuoteButton`: the amber 'Get a Quote Now' link to the quote page, arrow on the right.
 * - `HeroActions`: a banner's Get a Quote button and, beside it, one white link button.
 * - `Eyebrow`: the small amber capitals above a hero title.
 * - `FeatureIcon`: the light icon tile of a feature or promise list.
 */
import {
  Box,
  Button,
  Container,
  Group,
  Text,
  ThemeIcon,
  Title,
  type ContainerProps,
  type MantineSpacing,
  type StyleProp,
} from '@mantine/core';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QUOTE_PATH } from '../links';

/** What the shop says about itself when its settings leave the description empty. */
export const DEFAULT_SHOP_DESCRIPTION =
  'We supply and install grid-tied solar systems for homes, shops and factories: tier-one modules, on-grid inverters and lithium-ion batteries, with honest sizing and clear GST invoices.';

export function Band(props: {
  /** The id of the title that names the section. */
  labelledBy?: string;
  py: StyleProp<MantineSpacing>;
  /** The light brand tint behind the content. */
  tinted?: boolean;
  /** A CSS background image (a linear-gradient): the text turns white. */
  gradient?: string;
  size?: ContainerProps['size'];
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={props.labelledBy}
      py={props.py}
      c={props.gradient ? 'white' : undefined}
      bg={props.tinted ? 'var(--mantine-color-grid-light)' : undefined}
      style={props.gradient ? { backgroundImage: props.gradient } : undefined}
    >
      <Container size={props.size ?? 'lg'}>{props.children}</Container>
    </Box>
  );
}

export function PageBanner(props: { title: string; gradient: string; children: ReactNode }) {
  return (
    <Band py={{ base: 32, md: 48 }} gradient={props.gradient}>
      <Title order={1} fz={{ base: 30, md: 40 }}>
        {props.title}
      </Title>
      <Text c="grid.0" mt="xs" maw={640}>
        {props.children}
      </Text>
    </Band>
  );
}

export function QuoteButton({
  children,
  ...place
}: {
  size?: 'md' | 'lg';
  mt?: MantineSpacing;
  children?: ReactNode;
}) {
  return (
    <Button
      component={Link}
      to={QUOTE_PATH}
      color="amber"
      {...place}
      rightSection={<IconArrowRight size={place.size === 'lg' ? 20 : 18} />}
    >
      {children ?? 'Get a Quote Now'}
    </Button>
  );
}

export function HeroActions(props: {
  size: 'md' | 'lg';
  to: string;
  icon: ReactNode;
  color?: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm">
      <QuoteButton size={props.size} />
      <Button
        component={Link}
        to={props.to}
        size={props.size}
        variant="white"
        color={props.color}
        leftSection={props.icon}
      >
        {props.children}
      </Button>
    </Group>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text tt="uppercase" fw={700} size="sm" c="amber.3" style={{ letterSpacing: '0.08em' }}>
      {children}
    </Text>
  );
}

export function FeatureIcon({ icon: Icon }: { icon: Icon }) {
  return (
    <ThemeIcon size={44} radius="md" variant="light">
      <Icon size={24} stroke={1.6} />
    </ThemeIcon>
  );
}
