import type {} from '@fastify/multipart';
import { routeTable } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { actorOf } from '../../../http/actor.js';
import { AppError } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';
import { requestMeta } from '../../../http/request-meta.js';
import { COMPANY_TYPES_LIST, type CustomersService } from './customers.service.js';

/** The one file part of a multipart upload, read whole (the multipart limit answers 413 past 1 MiB). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the image as multipart/form-data.');
  }
  const part = await request.file();
  if (!part) throw new AppError('validation_failed', 'file: Choose an image file.', { file: 'Choose an image file.' });
  return part.toBuffer();
}

export function registerCustomerRoutes(
  app: FastifyInstance,
  deps: { db: Database; customers: CustomersService },
): void {
  const { db, customers } = deps;

  mountRoute(app, db, routeTable.customers.current, async (request) => customers.current(request.auth.customer));

  mountRoute(app, db, routeTable.customers.update, async (request) =>
    customers.update(actorOf(request), request.body, requestMeta(request)),
  );

  mountRoute(app, db, routeTable.customers.companyTypes, async () => COMPANY_TYPES_LIST);

  mountRoute(app, db, routeTable.customers.uploadImage, async (request) =>
    customers.uploadLogo(actorOf(request), await uploadedFile(request), requestMeta(request)),
  );

  mountRoute(app, db, routeTable.customers.image, async (request, reply) => {
    const image = await customers.image(request.auth.customer.id, request.params.id);
    reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable');
    // An SVG opened directly must not run anything or load anything, even if the sanitiser missed a trick.
    if (image.contentType === 'image/svg+xml') {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    return image.data;
  });
}
