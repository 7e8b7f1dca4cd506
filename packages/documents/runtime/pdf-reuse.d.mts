export function installReuse(fontBuffers: Uint8Array[]): void;
export { installed, setShortcuts } from './shortcuts.mjs';
