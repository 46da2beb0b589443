/**
 * The largest body of a call that carries one picture of up to `pictureBytes` as a data URL: the
 * picture in base64, inside JSON, encrypted and base64 again by the envelope, plus room.
 */
export function dataUrlBodyLimit(pictureBytes: number): number {
  return Math.ceil(((Math.ceil((pictureBytes * 4) / 3) + 1024) * 4) / 3) + 1024;
}
