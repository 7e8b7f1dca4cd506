import { SETTINGS_FIELDS, type ShopSettings } from '@gst/domain';
import type { ShopImages } from '@gst/documents';
import type { Logger } from '../../context';
import { AppError } from '../../errors';
import { fitImage, fitImageForPrint, type PixelBox } from '../../infra/images';

/**
 * The shop's images at print size (issue 28, item 6). The PDFs draw the logos in a 78 × 52 pt box
 * and the signature in 130 × 46 pt (packages/documents, common-blocks.ts); 600 × 600 and
 * 600 × 200 pixels are over 300 dpi at those sizes, and enough for the back-office header.
 */
export const SETTINGS_IMAGE_BOXES = {
  shopLogo: { width: 600, height: 600 },
  partnerLogo: { width: 600, height: 600 },
  signature: { width: 600, height: 200 },
} as const satisfies Record<keyof ShopImages, PixelBox>;

type ImageKey = keyof typeof SETTINGS_IMAGE_BOXES;
const IMAGE_KEYS = Object.keys(SETTINGS_IMAGE_BOXES) as ImageKey[];

const labelOf = (key: ImageKey) => SETTINGS_FIELDS.find((f) => f.key === key)?.label ?? key;

/**
 * The images of a settings update as they are stored: each one sent that differs from the stored
 * value is checked against the pixel budget and resized to its print box. A refusal is a 400
 * naming the field ('Shop Logo: the image is 12000 × 12000 pixels (144 megapixels); the largest
 * accepted is 4000 × 4000 (16 megapixels)'), with `details.field` for the form; nothing is saved.
 */
export async function fitSettingsImages<T extends Partial<Record<ImageKey, string>>>(
  input: T,
  current: Pick<ShopSettings, ImageKey>,
): Promise<T> {
  const fitted = { ...input };
  for (const key of IMAGE_KEYS) {
    const value = input[key];
    if (!value || value === current[key]) continue;
    const result = await fitImage(value, SETTINGS_IMAGE_BOXES[key]);
    if (!result.ok) {
      throw new AppError('BAD_REQUEST', `${labelOf(key)}: ${result.error}`, {
        details: { field: key },
      });
    }
    fitted[key] = result.dataUrl;
  }
  return fitted;
}

/**
 * The images a PDF draws: each fitted to its print box (in memory, once per process per image:
 * images stored before the budget existed). One over the budget, or unreadable, is left out of
 * the document with a logged warning rather than decoded: the document renders without it.
 */
export async function printableImages(images: ShopImages, log?: Logger): Promise<ShopImages> {
  const printable = { ...images };
  for (const key of IMAGE_KEYS) {
    const value = images[key];
    if (!value) continue;
    const result = await fitImageForPrint(value, SETTINGS_IMAGE_BOXES[key]);
    if (result.ok) {
      printable[key] = result.dataUrl;
    } else {
      printable[key] = '';
      log?.warn(
        { image: key, reason: result.reason },
        `${labelOf(key)} left out of the PDF: ${result.error}`,
      );
    }
  }
  return printable;
}
