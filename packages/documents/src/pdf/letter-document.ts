// The one-copy business documents' frame (credit and debit notes, receipts, statements): the
// letterhead, the body, the signed closing block and the business document's shell.
import { businessDocument, dateText, imagesOf, letterhead, stampedTitle } from './common';
import type { PdfNode, RenderTask } from './doc';
import { closingBlock } from './invoice-parts';
import type { ShopInfo } from './types-shared';

/**
 * The PDF title and continued heading of a numbered document: 'Payment Receipt RCT/26-27/0012'
 * and 'Payment Receipt RCT/26-27/0012 dated 08 Dec 2026'.
 */
export function numberedTitles(name: string, number: string, date: string) {
  const title = `${name} ${number}`;
  return { title, heading: `${title} dated ${dateText(date)}` };
}

/**
 * A document of one copy: the letterhead with `band` on its title band (and the stamp, when
 * cancelled or reversed), the body, `closing` beside the signature block, then the declaration;
 * the shell adds the stamp's watermark, the continued header and the footer.
 */
export function letterDocument(spec: {
  shop: ShopInfo;
  band: string;
  stamp: string | null;
  body: PdfNode[];
  closing: PdfNode[];
  /** The PDF's title property and the continued header's heading (`numberedTitles`). */
  titles: { title: string; heading: string };
  /** What the footer calls the document ('receipt'). */
  document: string;
}): RenderTask {
  const { shop, stamp } = spec;
  const images = imagesOf(shop.images);
  const content: PdfNode[] = [
    ...letterhead(shop, images, stampedTitle(spec.band, stamp)),
    ...spec.body,
    ...closingBlock(spec.closing, shop, images),
  ];
  return businessDocument({
    shop,
    images,
    content,
    ...spec.titles,
    document: spec.document,
    stamp,
  });
}
