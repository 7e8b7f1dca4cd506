/** Reuse across documents on or off for this thread (tests render both ways and compare). */
export function setReuse(on: boolean): void;

/** Which reuse hooks were installed on this thread. */
export const installed: {
  fontTables: boolean;
  wordLayouts: boolean;
  images: boolean;
  fontSubsets: boolean;
};

export function installReuse(fontBuffers: Uint8Array[]): void;
