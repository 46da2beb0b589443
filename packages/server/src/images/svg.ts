/** Building blocks of the pictures the server draws as SVG (banners, covers, avatars, goods). */

export type Rgb = readonly [number, number, number];

/** `#rrggbb`, each channel rounded and kept within 0–255. */
export const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.min(255, Math.max(0, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;

/** A coordinate or length at a tenth of a pixel: small files, no visible difference. */
export const at = (v: number) => v.toFixed(1);

/** A colour from hue (degrees), saturation and lightness (0–1). */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The whole picture: `width` × `height` pixels, its elements in drawing order. */
export function svgDocument(width: number, height: number, elements: readonly string[]): string {
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`, ...elements, '</svg>'].join('');
}
