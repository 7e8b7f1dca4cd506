// The PDF builders' blocks: the letterhead, a party, the signature, remarks, terms and bank.
import type { PdfNode } from './doc';
import { addressText, COLORS, field, stateText } from './common-format';
import type { Party, ShopInfo } from './types-shared';

function contactLine(shop: ShopInfo): string {
  return [
    shop.mobileNumber && `Ph: ${shop.mobileNumber}`,
    shop.email && shop.email,
    shop.website && shop.website,
  ]
    .filter(Boolean)
    .join('  |  ');
}

/**
 * The letterhead: topText, then shop logo | name, address, contacts, GSTIN and state | partner
 * logo, then the document title on a band.
 */
export function letterhead(
  shop: ShopInfo,
  images: Record<string, string>,
  title: string,
  subtitle = '',
): PdfNode[] {
  const logo = (name: 'shopLogo' | 'partnerLogo', alignment: 'left' | 'right'): PdfNode =>
    images[name]
      ? { image: name, fit: [78, 52], alignment, width: 82 }
      : { text: '', width: images.shopLogo || images.partnerLogo ? 82 : 0 };
  const stateLine = [
    ...(shop.gstin
      ? [{ text: 'GSTIN: ', color: COLORS.muted }, { text: shop.gstin, bold: true }, '      ']
      : []),
    { text: 'State: ', color: COLORS.muted },
    stateText(shop.stateCode),
  ];
  return [
    shop.topText
      ? {
          text: shop.topText,
          alignment: 'center',
          fontSize: 7.5,
          color: COLORS.muted,
          margin: [0, 0, 0, 4],
        }
      : '',
    {
      columns: [
        logo('shopLogo', 'left'),
        {
          width: '*',
          alignment: 'center',
          stack: [
            { text: shop.name, fontSize: 17, bold: true, color: COLORS.brand },
            { text: addressText(shop), fontSize: 8, margin: [0, 2, 0, 0] },
            { text: contactLine(shop), fontSize: 8, color: COLORS.muted },
            { text: stateLine, fontSize: 8, margin: [0, 1, 0, 0] },
          ],
        },
        logo('partnerLogo', 'right'),
      ],
      columnGap: 8,
    },
    {
      margin: [0, 6, 0, 6],
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            {
              text: title,
              bold: true,
              fontSize: 12.5,
              color: '#ffffff',
              characterSpacing: 0.6,
              fillColor: COLORS.brand,
              margin: [4, 2, 0, 1],
            },
            {
              text: subtitle,
              fontSize: 7,
              color: '#ffffff',
              fillColor: COLORS.brand,
              alignment: 'right',
              margin: [0, 5, 4, 0],
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
  ];
}

/** A party's name, address, GSTIN, state and contact, under a heading. */
export function partyBlock(heading: string, party: Party | null, fallback = ''): PdfNode {
  if (!party) {
    return {
      stack: [
        { text: heading.toUpperCase(), style: 'boxHeading' },
        { text: fallback, color: COLORS.muted, italics: true },
      ],
    };
  }
  const contact = [party.phoneNumber && `Ph: ${party.phoneNumber}`, party.email]
    .filter(Boolean)
    .join('  |  ');
  return {
    stack: [
      { text: heading.toUpperCase(), style: 'boxHeading' },
      { text: party.name, bold: true, fontSize: 9.5 },
      addressText(party) ? { text: addressText(party) } : '',
      field('GSTIN', party.gstin || 'Unregistered', { bold: Boolean(party.gstin) }),
      field('State', stateText(party.stateCode)),
      contact ? { text: contact, color: COLORS.muted } : '',
    ],
  };
}

/** 'For <shop>', the signature image and 'Authorised Signatory'. */
export function signatureBlock(shop: ShopInfo, images: Record<string, string>): PdfNode {
  return {
    stack: [
      { text: `For ${shop.name}`, bold: true, alignment: 'right' },
      images.signature
        ? { image: 'signature', fit: [130, 46], alignment: 'right', margin: [0, 4, 0, 2] }
        : { text: ' ', margin: [0, 26, 0, 0] },
      { text: 'Authorised Signatory', alignment: 'right', color: COLORS.muted, fontSize: 7.5 },
    ],
    unbreakable: true,
  };
}

/** Free text under a REMARKS heading, or nothing. */
export function remarksBlock(remarks: string): PdfNode {
  if (!remarks.trim()) return '';
  return {
    stack: [
      { text: 'REMARKS', style: 'boxHeading' },
      { text: remarks.trim(), fontSize: 7.5 },
    ],
  };
}

/** Numbered terms from a textarea (one per line), or nothing. */
export function termsBlock(terms: string, heading = 'Terms & Conditions'): PdfNode {
  const lines = terms
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length) return '';
  return {
    stack: [
      { text: heading, style: 'boxHeading' },
      { ol: lines, fontSize: 7.5, color: COLORS.text, separator: ['', '.'] },
    ],
  };
}

export function bankBlock(shop: ShopInfo): PdfNode {
  const { bank } = shop;
  if (!bank.bankName && !bank.accountNumber) return '';
  return {
    stack: [
      { text: 'Bank Details', style: 'boxHeading' },
      field('Bank', bank.bankName),
      field('A/c No.', bank.accountNumber, { bold: true }),
      field('IFSC', bank.ifscCode),
      field('Branch', bank.branch),
    ],
  };
}
