/** The render thread's shortcuts on or off (tests render both ways and compare the pages). */
export function setShortcuts(on: boolean): void;
export function shortcutsOn(): boolean;

/** Which hooks were installed on this thread. */
export const installed: {
  fontTables: boolean;
  wordLayouts: boolean;
  images: boolean;
  fontSubsets: boolean;
  styleLookups: boolean;
  contentStreams: boolean;
};
