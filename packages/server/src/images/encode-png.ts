import { PNG } from 'pngjs';

/**
 * Encodes RGBA pixels (row by row, 4 bytes each) as a PNG file; `opaque` drops the alpha channel
 * from the file, a quarter less to send for pictures without transparency.
 */
export function encodePng(width: number, height: number, rgba: Buffer, opaque = false): Buffer {
  const png = new PNG({ width, height, colorType: opaque ? 2 : 6, inputHasAlpha: true });
  rgba.copy(png.data);
  return PNG.sync.write(png);
}
