import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  type MantineColorsTuple,
} from '@mantine/core';

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
  // White or black text on a filled colour, whichever contrasts more: 0.179 is the luminance at
  // which both give the same WCAG ratio (Mantine's 0.3 put white on orange, green and red shade 7,
  // 2.9-3.9:1; now black, 5-7:1). Brand grid 7 keeps white (5.2:1).
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Icon-only close buttons get a name screen readers announce (axe button-name). Plain objects
    // keyed by component name, not Notification.extend(…): importing the components here would
    // put Modal, Drawer and Notification into every public page's entry chunk (bundle budget).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close drawer' } } },
    // No focus placeholder <div role="presentation"> inside role="menu" (axe
    // aria-required-children); a keyboard-opened menu still focuses its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Text of the 'light' variant (alerts, light badges and buttons) in the light scheme: Mantine puts
 * shade 9 on shade 1, which for green, orange, yellow, teal and others is 3-4:1; 30% darker is
 * above 4.5:1 on every palette while keeping the hue.
 */
function lightVariantText(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    variables[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.3);
  }
  return variables;
}

/**
 * Mantine's default dimmed and error text sit under WCAG AA (4.5:1) on white; these shades keep
 * secondary text and inline errors readable in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    // Placeholders (and date pickers' empty values, which are text) at 4.7:1, not 2.1:1.
    '--mantine-color-placeholder': '#6c757d',
    ...lightVariantText(resolved.colors),
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': '#ff6b6b' },
});
