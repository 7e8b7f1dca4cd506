// Whether the render thread's shortcuts (issue 20) are on: reuse across documents, the direct
// font-subset writer and the lean paths. On by default; tests switch them off to render the plain
// pdfkit way and compare the pages.
let on = true;

export function setShortcuts(value) {
  on = value;
}

export function shortcutsOn() {
  return on;
}

/** Which hooks took on this thread: reported by the tests. */
export const installed = {
  fontTables: false,
  wordLayouts: false,
  images: false,
  fontSubsets: false,
  styleLookups: false,
  contentStreams: false,
};
