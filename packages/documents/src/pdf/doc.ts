/**
 * The slice of pdfmake's document model the builders use. Everything is plain data (no
 * functions), so a document crosses to a worker thread with a structured clone; page headers,
 * footers and frames are asked for by `PageDecor` and built inside the worker.
 */
export type PdfNode = string | PdfNode[] | { [key: string]: unknown };

export type Margins = [number, number, number, number];

export type DocDefinition = {
  content: PdfNode[];
  pageSize?: 'A4' | 'A5';
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: Margins;
  defaultStyle?: Record<string, unknown>;
  styles?: Record<string, Record<string, unknown>>;
  /** Data URLs by name; nodes refer to them as `{ image: name }`. */
  images?: Record<string, string>;
  info?: {
    title?: string;
    author?: string;
    subject?: string;
    creator?: string;
    creationDate?: Date;
  };
  compress?: boolean;
  /** Text drawn across every page (a cancelled invoice's stamp). */
  watermark?: {
    text: string;
    color?: string;
    opacity?: number;
    bold?: boolean;
    angle?: number;
    fontSize?: number;
  };
};

export type PageDecor = {
  /** Footer text on every page; `{page}` and `{pages}` are filled in. */
  footerLeft?: string;
  /** Defaults to 'Page {page} of {pages}'. */
  footerRight?: string;
  /** A line at the top of every page after the first. */
  continuedHeader?: string;
  /** A double border around every page (certificates). */
  frame?: boolean;
  /**
   * Ids of top-level content nodes that each start a section on a new page (the copies of an
   * invoice): {page}/{pages} and the continued header then count within each section.
   */
  sections?: string[];
};

/** One PDF to make: what the worker pool receives. */
export type RenderTask = { doc: DocDefinition; decor?: PageDecor };
