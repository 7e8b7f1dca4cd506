import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep "grid" green-teal: the brand primary. Shade 7 carries white text at AA contrast. */
const grid: MantineColorsTuple = [
  '#e6f7f2',
  '#cdeee4',
  '#9cdcc8',
  '#67caab',
  '#3dba93',
  '#23b084',
  '#0f9a72',
  '#0b7d5d',
  '#066349',
  '#024a36',
];

/** Amber accent for calls to action (dark text via autoContrast). */
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffecb3',
  '#ffe082',
  '#ffd54f',
  '#ffca28',
  '#ffc107',
  '#ffb300',
  '#ffa000',
  '#ff8f00',
  '#ff6f00',
];

const fontStack =
  'Inter, "Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { grid, amber },
  primaryColor: 'grid',
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  cursorType: 'pointer',
  focusRing: 'auto',
});

/**
 * Mantine's default dimmed and error text sit under WCAG AA (4.5:1) on white; these shades keep
 * secondary text and inline errors readable in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': '#ff6b6b' },
});
