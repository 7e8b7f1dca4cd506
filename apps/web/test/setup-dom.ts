/**
 * Component tests (happy-dom): what Mantine needs of a browser that happy-dom lacks
 * (matchMedia, ResizeObserver, scrollIntoView), and a clean DOM and toast list after each test.
 */
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stubMatchMedia } from './render';

if (!window.matchMedia) stubMatchMedia(() => false);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: ResizeObserverStub,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: ResizeObserverStub,
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  notifications.clean();
});
