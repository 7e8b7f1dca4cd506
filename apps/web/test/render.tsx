/** Renders a component the way the app does: Mantine's theme, modals and toasts around it. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../src/theme';

export function renderWithMantine(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <Notifications />
        {ui}
      </ModalsProvider>
    </MantineProvider>,
  );
}

/** A `window.matchMedia` stand-in whose answer `matches(query)` decides. */
export function stubMatchMedia(matches: (query: string) => boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** Makes Mantine's `(max-width: …)` media queries match (a 390 px phone) or not (desktop). */
export function setPhoneViewport(isPhone: boolean) {
  stubMatchMedia((query) => isPhone && query.includes('max-width'));
}

/** Waits for a toast (a Mantine notification, role alert) carrying `text`. */
export function findToast(text: string) {
  return waitFor(() => {
    const toast = screen.getAllByRole('alert').find((a) => a.textContent?.includes(text));
    if (!toast) throw new Error(`no toast saying "${text}"`);
    return toast;
  });
}
