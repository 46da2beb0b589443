// Draws the app's home-screen icons (the "M" of public/favicon.svg) as PNG files in public/icons.
// Run once after changing the logo: `node packages/web/scripts/generate-icons.mjs`. Nothing is
// downloaded and no image library is needed: the shapes are filled with 4x4 supersampling and the
// PNG is written with node:zlib.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../public/icons/', import.meta.url);
const BRAND = [0x03, 0x01, 0xc5];
const WHITE = [0xff, 0xff, 0xff];
/** The "M" of favicon.svg, on its 64-unit grid. */
const LOGO = [
  [14, 46], [14, 18], [21, 18], [32, 34], [43, 18], [50, 18], [50, 46], [43, 46],
  [43, 30], [32, 44], [21, 30], [21, 46],
];

function insidePolygon(points, x, y) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedRect(size, radius, x, y) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * One icon. `rounded`: the tile has round corners and transparent surroundings (the "any" icon);
 * otherwise it is full-bleed (maskable and Apple icons, whose corners the system cuts itself).
 * `logoScale`: the logo's share of the tile; maskable icons keep it inside the 80 % safe zone.
 */
function drawIcon(size, { rounded, logoScale }) {
  const SAMPLES = 4;
  const rgba = Buffer.alloc(size * size * 4);
  const unit = (size * logoScale) / 64;
  const offset = (size - 64 * unit) / 2;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let tile = 0;
      let logo = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (!rounded || insideRoundedRect(size, size * (14 / 64), x, y)) tile += 1;
          if (insidePolygon(LOGO, (x - offset) / unit, (y - offset) / unit)) logo += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const white = logo / total;
      const index = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) rgba[index + c] = Math.round(BRAND[c] * (1 - white) + WHITE[c] * white);
      rgba[index + 3] = Math.round((255 * tile) / total);
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, logoScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, logoScale: 1 },
  { file: 'maskable-512.png', size: 512, rounded: false, logoScale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, logoScale: 0.9 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  writeFileSync(new URL(icon.file, OUT), encodePng(icon.size, drawIcon(icon.size, icon)));
  console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
}
