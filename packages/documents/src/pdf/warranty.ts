import {
  BASE_STYLES,
  COLORS,
  dateText,
  field,
  imagesOf,
  plainNumber,
  prune,
  signatureBlock,
} from './common';
import type { DocDefinition, PdfNode, RenderTask } from './doc';
import type { WarrantyData, WarrantyItem } from './types';

/**
 * 'YYYY-MM-DD' plus a number of years (fractions count in whole months: 2.5 → 30 months). The
 * day is kept, or the month's last day when it has fewer (29 Feb + 1 year → 28 Feb).
 */
export function addYears(date: string, years: string): string {
  const months = Math.round(Number(years) * 12);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function yearsText(years: string): string {
  const n = plainNumber(years);
  return `${n} ${n === '1' ? 'year' : 'years'}`;
}

function warrantyRow(label: string, years: string | null, from: string): PdfNode[] {
  if (years === null || !(Number(years) > 0)) {
    return [
      { text: label, bold: true },
      { text: 'Not applicable', color: COLORS.muted, colSpan: 3 },
      '',
      '',
    ];
  }
  return [
    { text: label, bold: true },
    { text: yearsText(years), alignment: 'center', bold: true, color: COLORS.brand },
    { text: dateText(from), alignment: 'center' },
    { text: dateText(addYears(from, years)), alignment: 'center', bold: true },
  ];
}

const th = (text: string): PdfNode => ({ text, style: 'th' });

function certificateContent(
  data: WarrantyData,
  item: WarrantyItem,
  images: Record<string, string>,
): PdfNode[] {
  const logo = (name: 'shopLogo' | 'partnerLogo'): PdfNode =>
    images[name] ? { image: name, fit: [70, 48], width: 80 } : { text: '', width: 80 };
  const capacity =
    item.capacityWatts && Number(item.capacityWatts) > 0
      ? `${plainNumber(item.capacityWatts)} W`
      : '';
  return [
    {
      columns: [
        logo('shopLogo'),
        {
          width: '*',
          alignment: 'center',
          stack: [
            { text: data.shop.name, fontSize: 16, bold: true, color: COLORS.brand },
            { text: data.shop.address, fontSize: 8, color: COLORS.muted },
            data.shop.gstin
              ? { text: `GSTIN: ${data.shop.gstin}`, fontSize: 8, color: COLORS.muted }
              : '',
          ],
        },
        { ...(logo('partnerLogo') as object), alignment: 'right' },
      ],
    },
    {
      text: 'WARRANTY CERTIFICATE',
      alignment: 'center',
      fontSize: 26,
      bold: true,
      color: COLORS.accent,
      characterSpacing: 1.2,
      margin: [0, 22, 0, 4],
    },
    {
      text: [
        { text: 'Serial No. ', color: COLORS.muted },
        { text: item.serialNo, bold: true },
      ],
      alignment: 'center',
      fontSize: 13,
      margin: [0, 0, 0, 18],
    },
    {
      text: [
        'This certifies that the product below, supplied by ',
        { text: data.shop.name, bold: true },
        ' to ',
        { text: data.customer.name, bold: true },
        ' against Tax Invoice ',
        { text: data.invoiceNumber, bold: true },
        ' dated ',
        { text: dateText(data.invoiceDate), bold: true },
        ', is covered by the warranties stated here from the date of the invoice.',
      ],
      alignment: 'center',
      fontSize: 10.5,
      lineHeight: 1.3,
      margin: [40, 0, 40, 22],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'PRODUCT', style: 'boxHeading' },
            { text: item.product, bold: true, fontSize: 11 },
            field('Serial No.', item.serialNo, { bold: true }),
            field('HSN', item.hsnCode),
            field('Capacity', capacity),
          ],
        },
        {
          width: '*',
          stack: [
            { text: 'CUSTOMER', style: 'boxHeading' },
            { text: data.customer.name, bold: true, fontSize: 11 },
            data.customer.address ? { text: data.customer.address } : '',
            field('Phone', data.customer.phoneNumber),
            field('Invoice', `${data.invoiceNumber} dated ${dateText(data.invoiceDate)}`),
          ],
        },
      ],
      columnGap: 30,
      fontSize: 9.5,
      margin: [40, 0, 40, 20],
    },
    {
      margin: [40, 0, 40, 26],
      fontSize: 10,
      table: {
        widths: ['*', 90, 110, 110],
        body: [
          [th('Warranty'), th('Term'), th('Valid From'), th('Valid Until')],
          warrantyRow('Product warranty', item.productWarrantyYears, data.invoiceDate),
          warrantyRow('Output (performance) warranty', item.outputWarrantyYears, data.invoiceDate),
        ],
      },
      layout: 'gstItems',
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'Conditions', style: 'boxHeading' },
            {
              ul: [
                'Keep this certificate with the tax invoice; both are needed for a claim.',
                'Claims follow the manufacturer’s warranty terms for this serial number.',
                'Damage from misuse, unauthorised repair, fire, flood or lightning is not covered.',
              ],
              fontSize: 7.5,
              color: COLORS.muted,
            },
          ],
        },
        { width: 190, stack: [signatureBlock(data.shop, images)] },
      ],
      columnGap: 20,
      margin: [40, 0, 40, 0],
    },
  ];
}

/** One warranty certificate for one serial-numbered unit (A4 landscape, framed). */
export function warrantyCertificate(data: WarrantyData, item: WarrantyItem): RenderTask {
  const images = imagesOf(data.shop.images);
  const doc: DocDefinition = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [44, 40, 44, 48],
    content: certificateContent(data, item, images).map(prune),
    images,
    // The shell's box headings and table heads, a size up on the landscape page.
    styles: {
      boxHeading: { ...BASE_STYLES.boxHeading, fontSize: 7.5 },
      th: { ...BASE_STYLES.th, fontSize: 8 },
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, color: COLORS.text, lineHeight: 1.15 },
    info: {
      title: `Warranty certificate ${item.serialNo}`,
      author: data.shop.name,
      creator: 'GST Platform',
    },
  };
  return {
    doc,
    decor: {
      frame: true,
      footerLeft: `Certificate for serial ${item.serialNo} · Tax Invoice ${data.invoiceNumber}`,
      footerRight: '',
    },
  };
}

/** Every certificate of an invoice, named by serial number. */
export function warrantyCertificates(data: WarrantyData): { name: string; task: RenderTask }[] {
  return data.items.map((item) => ({ name: item.serialNo, task: warrantyCertificate(data, item) }));
}
