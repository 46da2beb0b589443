import type { FastifyInstance } from 'fastify';

/** A numbered set of pictures this server draws: `${urlPrefix}1.svg` … `${urlPrefix}${count}.svg`. */
export interface SvgPictures {
  urlPrefix: string;
  count: number;
  /** The picture number n (1 … count); the same every time. */
  draw: (n: number) => string;
}

export const svgPictureUrl = (urlPrefix: string, n: number) => `${urlPrefix}${n}.svg`;

/**
 * Serves a set of drawn pictures, each drawn at first use and kept. They were PNG files before:
 * members, goods, orders and activities saved then (and apps that cached them) point at N.png, which
 * is sent on (301) to N.svg, so no stored address needs rewriting.
 */
export function serveSvgPictures(app: FastifyInstance, { urlPrefix, count, draw }: SvgPictures): void {
  const drawn = new Map<number, string>();
  const pictureOf = (n: number) => {
    let svg = drawn.get(n);
    if (svg === undefined) {
      svg = draw(n);
      drawn.set(n, svg);
    }
    return svg;
  };
  app.get<{ Params: { file: string } }>(`${urlPrefix}:file`, async (request, reply) => {
    const match = /^(\d+)\.(svg|png)$/.exec(request.params.file);
    const n = match ? Number(match[1]) : 0;
    if (!match || n < 1 || n > count) {
      reply.callNotFound();
      return reply;
    }
    if (match[2] === 'png') return reply.redirect(svgPictureUrl(urlPrefix, n), 301);
    return (
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        // Opened on its own, the picture may run nothing and load nothing, nor be framed.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .send(pictureOf(n))
    );
  });
}
