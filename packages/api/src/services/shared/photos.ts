import { AppError } from '../../errors';
import { fitImage } from '../../infra/images';

/** A user's photo is shown as an avatar: 512 × 512 is more than any screen draws it at. */
export const PHOTO_BOX = { width: 512, height: 512 } as const;

/**
 * A user's photo as it is stored (issue 28, item 6): checked against the pixel budget before
 * anything decodes it, then fitted within `PHOTO_BOX`. Blank stays blank; `undefined` (not sent)
 * stays `undefined`. A refusal is a 400 naming the photo, before anything is saved.
 */
export async function storedPhoto<T extends string | null | undefined>(image: T): Promise<T> {
  if (!image) return image;
  const result = await fitImage(image, PHOTO_BOX);
  if (!result.ok) {
    throw new AppError('BAD_REQUEST', `Photo: ${result.error}`);
  }
  return result.dataUrl as T;
}
