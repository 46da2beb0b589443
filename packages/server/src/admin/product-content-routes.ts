import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@meridian/protocol';
import { idParam, limitParam, stringParam, type RunRoute } from './admin-request.js';

/** HTML up to 50,000 characters, in any script, with the rest of the request. */
const CONTENT_BODY_LIMIT = 256 * 1024;
/** A base64 image of at most UPLOAD_MAX_BYTES, with the rest of the request. */
const IMAGE_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;
const SMALL_BODY_LIMIT = 64 * 1024;

/**
 * A product's or goods item's name travels as `name` in the request, but `name` is the command's
 * own name: it becomes `itemName`, and the command's name is set last so a body cannot choose it.
 */
function itemBody(body: Record<string, unknown>): Record<string, unknown> {
  const { name: itemName, ...rest } = body;
  return itemName === undefined ? rest : { ...rest, itemName };
}

/**
 * Product terms and content: settings (contract options and interest terms among them), mining
 * products, goods, notices, letters, help articles, activities and banners. Reads are GET,
 * additions POST, changes PATCH (or PUT where the path names the whole record), removals DELETE.
 */
export function serveProductContentRoutes(admin: FastifyInstance, run: RunRoute): void {
  const small = { bodyLimit: SMALL_BODY_LIMIT };
  const content = { bodyLimit: CONTENT_BODY_LIMIT };
  const withImage = { bodyLimit: IMAGE_BODY_LIMIT };
  const key = (params: unknown) => stringParam(params, 'key') ?? '';
  const seconds = (params: unknown) => idParam(params, 'seconds');

  admin.get('/settings/:key', small, (request, reply) => run(request, reply, () => ({ name: 'settings-get', key: key(request.params) })));
  admin.put('/settings/:key', content, (request, reply) =>
    run(request, reply, (_r, body) => ({ name: 'settings-set', key: key(request.params), value: body.value })),
  );
  admin.get('/contract-options', small, (request, reply) => run(request, reply, () => ({ name: 'contract-options' })));
  admin.put('/contract-options/:seconds', small, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...body, name: 'contract-option-set', seconds: seconds(request.params) })),
  );
  admin.delete('/contract-options/:seconds', small, (request, reply) =>
    run(request, reply, () => ({ name: 'contract-option-remove', seconds: seconds(request.params) })),
  );
  admin.get('/interest-terms', small, (request, reply) => run(request, reply, () => ({ name: 'interest-terms' })));
  admin.patch('/interest-terms', small, (request, reply) => run(request, reply, (_r, body) => ({ ...body, name: 'interest-terms' })));

  // One language of a name or text members read in a setting: `{text, language}`.
  admin.put('/channel-names/:code', small, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...body, name: 'channel-name', code: stringParam(request.params, 'code') })),
  );
  admin.put('/support-hours', small, (request, reply) => run(request, reply, (_r, body) => ({ ...body, name: 'support-hours' })));
  admin.put('/support-labels/:kind', small, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...body, name: 'support-label', kind: stringParam(request.params, 'kind') })),
  );

  admin.get('/mining-products', small, (request, reply) => run(request, reply, () => ({ name: 'mining-products' })));
  admin.post('/mining-products', small, (request, reply) => run(request, reply, (_r, body) => ({ ...itemBody(body), name: 'mining-product-add' })));
  admin.patch('/mining-products/:id', small, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...itemBody(body), name: 'mining-product-set', id: idParam(request.params) })),
  );
  admin.get('/goods', small, (request, reply) => run(request, reply, () => ({ name: 'goods' })));
  admin.post('/goods', withImage, (request, reply) => run(request, reply, (_r, body) => ({ ...itemBody(body), name: 'goods-add' })));
  admin.patch('/goods/:id', withImage, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...itemBody(body), name: 'goods-set', id: idParam(request.params) })),
  );

  admin.get('/notices', small, (request, reply) => run(request, reply, () => ({ name: 'notices', limit: limitParam(request.query) })));
  admin.post('/notices', content, (request, reply) => run(request, reply, (_r, body) => ({ ...body, name: 'notice-add' })));
  admin.patch('/notices/:id', content, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...body, name: 'notice-set', id: idParam(request.params) })),
  );
  admin.delete('/notices/:id', small, (request, reply) => run(request, reply, () => ({ name: 'notice-remove', id: idParam(request.params) })));
  admin.post('/letters', content, (request, reply) => run(request, reply, (_r, body) => ({ ...body, name: 'letter-send' })));

  admin.get('/help', small, (request, reply) => run(request, reply, () => ({ name: 'help' })));
  admin.put('/help/:code/:language', content, (request, reply) =>
    run(request, reply, (_r, body) => ({
      ...body,
      name: 'help-set',
      code: stringParam(request.params, 'code'),
      language: stringParam(request.params, 'language'),
    })),
  );
  admin.delete('/help/:code', small, (request, reply) =>
    run(request, reply, () => {
      const language = stringParam(request.query, 'language');
      return { name: 'help-remove', code: stringParam(request.params, 'code'), ...(language === undefined ? {} : { language }) };
    }),
  );

  admin.get('/activities', small, (request, reply) => run(request, reply, () => ({ name: 'activities' })));
  admin.post('/activities', withImage, (request, reply) => run(request, reply, (_r, body) => ({ ...body, name: 'activity-add' })));
  admin.patch('/activities/:id', withImage, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...body, name: 'activity-set', id: idParam(request.params) })),
  );
  admin.get('/banners', small, (request, reply) => run(request, reply, () => ({ name: 'banners' })));
  admin.post('/banners', withImage, (request, reply) => run(request, reply, (_r, body) => ({ ...body, name: 'banner-add' })));
  admin.patch('/banners/:id', withImage, (request, reply) =>
    run(request, reply, (_r, body) => ({ ...body, name: 'banner-set', id: idParam(request.params) })),
  );
}
