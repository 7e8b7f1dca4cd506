import { crc32, deflateSync } from 'node:zlib';

/** Images for the upload tests (issue 28, item 6: the server decodes what it stores). */

/** A PNG whose header says `width` × `height`, with one row of pixels: the server must refuse it from the header. */
export function pngHeader(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 4 * width))), // the first row only
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A real 1 × 1 PNG padded with zeros to `bytes` (decoders stop at IEND). */
export function pngOfSize(bytes = 64): string {
  const one = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const buffer = Buffer.alloc(Math.max(bytes, one.length));
  one.copy(buffer);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}
