import { PNG } from 'pngjs';

/**
 * A machine that solves the slider captcha the way published solvers do: it slides the piece along
 * its row (the puzzle says which) and keeps the x where the piece best matches the picture, by
 * normalised cross-correlation (OpenCV's TM_CCOEFF_NORMED) of
 * - `pixels`: the piece's grey levels with the picture's, inside the piece's shape;
 * - `gradients`: Sobel gradient magnitudes of the piece laid on black (its outline counts) with the
 *   picture's, over the piece's whole box: matchTemplate over edge images;
 * - `blurredGradients`: the same after a 3 × 3 blur, as Canny smooths before it looks for edges;
 * - `outline`: the piece's outline alone (ones on it, zeros elsewhere) with the picture's gradients;
 * - `silhouette`: the piece's shape as a dark hole in a lighter box with the picture's grey levels.
 * The captcha is only as good as its worst showing against these.
 */
export type SolverMethod = 'pixels' | 'gradients' | 'blurredGradients' | 'outline' | 'silhouette';
export const SOLVER_METHODS: readonly SolverMethod[] = ['pixels', 'gradients', 'blurredGradients', 'outline', 'silhouette'];

interface Grey {
  width: number;
  height: number;
  values: Float64Array;
}

/** Grey levels of an RGBA image, transparent pixels laid on black. */
function greyOf(png: PNG): Grey {
  const values = new Float64Array(png.width * png.height);
  for (let i = 0; i < values.length; i += 1) {
    const [r = 0, g = 0, b = 0, a = 255] = png.data.subarray(i * 4, i * 4 + 4);
    values[i] = (0.299 * r + 0.587 * g + 0.114 * b) * (a / 255);
  }
  return { width: png.width, height: png.height, values };
}

function at(image: Grey, x: number, y: number): number {
  const cx = Math.min(image.width - 1, Math.max(0, x));
  const cy = Math.min(image.height - 1, Math.max(0, y));
  return image.values[cy * image.width + cx] ?? 0;
}

function mapPixels(image: Grey, f: (x: number, y: number) => number): Grey {
  const values = new Float64Array(image.width * image.height);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) values[y * image.width + x] = f(x, y);
  }
  return { width: image.width, height: image.height, values };
}

function blur(image: Grey): Grey {
  return mapPixels(image, (x, y) => {
    let sum = 0;
    for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) sum += at(image, x + dx, y + dy);
    return sum / 9;
  });
}

function sobelMagnitude(image: Grey): Grey {
  const p = (x: number, y: number) => at(image, x, y);
  return mapPixels(image, (x, y) => {
    const gx = p(x + 1, y - 1) + 2 * p(x + 1, y) + p(x + 1, y + 1) - p(x - 1, y - 1) - 2 * p(x - 1, y) - p(x - 1, y + 1);
    const gy = p(x - 1, y + 1) + 2 * p(x, y + 1) + p(x + 1, y + 1) - p(x - 1, y - 1) - 2 * p(x, y - 1) - p(x + 1, y - 1);
    return Math.hypot(gx, gy);
  });
}

/** What is compared: the picture as the method sees it, the template, and which box pixels count. */
interface Comparison {
  picture: Grey;
  template: Grey;
  counts: (x: number, y: number) => boolean;
}

/** The picture as each method sees it, made once per picture: all five methods look at the same one. */
interface PictureViews {
  grey: Grey;
  gradients: Grey;
  blurredGradients: Grey;
}
const viewsOfPicture = new WeakMap<PNG, PictureViews>();

function viewsOf(background: PNG): PictureViews {
  const known = viewsOfPicture.get(background);
  if (known) return known;
  const grey = greyOf(background);
  const views = { grey, gradients: sobelMagnitude(grey), blurredGradients: sobelMagnitude(blur(grey)) };
  viewsOfPicture.set(background, views);
  return views;
}

function comparisonFor(background: PNG, piece: PNG, method: SolverMethod): Comparison {
  const isOpaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < piece.width && y < piece.height && (piece.data[(y * piece.width + x) * 4 + 3] ?? 0) >= 128;
  const onOutline = (x: number, y: number) =>
    isOpaque(x, y) && (!isOpaque(x - 1, y) || !isOpaque(x + 1, y) || !isOpaque(x, y - 1) || !isOpaque(x, y + 1));
  const picture = viewsOf(background);
  const pieceGrey = greyOf(piece);
  const wholeBox = () => true;
  switch (method) {
    case 'pixels':
      return { picture: picture.grey, template: pieceGrey, counts: isOpaque };
    case 'gradients':
      return { picture: picture.gradients, template: sobelMagnitude(pieceGrey), counts: wholeBox };
    case 'blurredGradients':
      return { picture: picture.blurredGradients, template: sobelMagnitude(blur(pieceGrey)), counts: wholeBox };
    case 'outline':
      return { picture: picture.gradients, template: mapPixels(pieceGrey, (x, y) => (onOutline(x, y) ? 1 : 0)), counts: wholeBox };
    case 'silhouette':
      return { picture: picture.grey, template: mapPixels(pieceGrey, (x, y) => (isOpaque(x, y) ? 0 : 1)), counts: wholeBox };
  }
}

/** How well the piece matches the picture at each x of its row (-1 to 1), by `method`. */
export function matchScores(background: PNG, piece: PNG, pieceY: number, method: SolverMethod): number[] {
  const { picture, template, counts } = comparisonFor(background, piece, method);
  const offsets: number[] = [];
  const centred: number[] = [];
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) {
      if (!counts(x, y)) continue;
      offsets.push((pieceY + y) * picture.width + x);
      centred.push(template.values[y * piece.width + x] ?? 0);
    }
  }
  const n = centred.length;
  const mean = centred.reduce((sum, v) => sum + v, 0) / n;
  for (let i = 0; i < n; i += 1) centred[i] = (centred[i] ?? 0) - mean;
  const templateVariance = centred.reduce((sum, v) => sum + v * v, 0);
  const scores: number[] = [];
  for (let x = 0; x + piece.width <= background.width; x += 1) {
    let sum = 0;
    let sumOfSquares = 0;
    let product = 0;
    for (let i = 0; i < n; i += 1) {
      const v = picture.values[(offsets[i] ?? 0) + x] ?? 0;
      sum += v;
      sumOfSquares += v * v;
      product += (centred[i] ?? 0) * v;
    }
    const windowVariance = sumOfSquares - (sum * sum) / n;
    scores.push(templateVariance > 0 && windowVariance > 0 ? product / Math.sqrt(templateVariance * windowVariance) : 0);
  }
  return scores;
}

/** The x (left of the piece's box) where the piece matches the picture best, by `method`. */
export function solveByTemplateMatching(background: PNG, piece: PNG, pieceY: number, method: SolverMethod): number {
  const scores = matchScores(background, piece, pieceY, method);
  let bestX = 0;
  scores.forEach((score, x) => {
    if (score > (scores[bestX] ?? -Infinity)) bestX = x;
  });
  return bestX;
}

/** Decodes a `data:image/png;base64,…` URL, or PNG bytes. */
export function readPng(image: string | Buffer): PNG {
  const bytes = typeof image === 'string' ? Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64') : image;
  return PNG.sync.read(bytes);
}
