import type {} from '@fastify/multipart';
import { BRAND_IMAGE_MAX_BYTES, brandFormFieldsSchema, routeTable } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { actorOf } from '../../../http/actor.js';
import { AppError } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import { parseFields } from '../../../http/validation.js';
import type { BrandImageKind, BrandsService, BrandUpdate } from './brands.service.js';

const IMAGE_FIELDS = new Set<string>(['favicon', 'logo']);

/** Reads the brand form: text fields and up to two image files (favicon, logo), each size-limited (413). */
async function readBrandForm(request: FastifyRequest): Promise<BrandUpdate> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the brand as multipart/form-data.');
  const rawFields: Record<string, string> = {};
  const files: BrandUpdate['files'] = {};
  for await (const part of request.parts({ limits: { fileSize: BRAND_IMAGE_MAX_BYTES, files: 2, fields: 10 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (IMAGE_FIELDS.has(part.fieldname) && data.length > 0) files[part.fieldname as BrandImageKind] = data;
    } else if (typeof part.value === 'string') {
      rawFields[part.fieldname] = part.value;
    }
  }
  return { fields: parseFields(brandFormFieldsSchema, rawFields), files };
}

export function registerBrandRoutes(app: FastifyInstance, deps: { db: Database; brands: BrandsService }): void {
  const { db, brands } = deps;

  mountRoute(app, db, routeTable.brands.byKey, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return brands.byKey(request.params.brandKey);
  });

  mountRoute(app, db, routeTable.brands.current, async (request) => brands.current(request.auth.customer));

  mountRoute(app, db, routeTable.brands.image, async (request, reply) => {
    const image = await brands.image(request.params.brandKey, request.params.kind);
    reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable');
    if (image.contentType === 'image/svg+xml') {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    return image.data;
  });

  mountRoute(app, db, routeTable.brands.update, async (request) =>
    brands.update(actorOf(request), request.auth.customer, await readBrandForm(request), requestMeta(request)),
  );
}
