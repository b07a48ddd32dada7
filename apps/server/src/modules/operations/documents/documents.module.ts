import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { registerDocumentRoutes } from './documents.routes.js';
import { createDocumentsService } from './documents.service.js';
import { createLetterOfAuthorizationService } from './letter-of-authorization.service.js';

/** Documents (the file manager) and the Letters of Authorization the portal issues for ports. */
export function registerDocumentsModule(app: FastifyInstance, deps: { db: Database; mailer: Mailer }): void {
  registerDocumentRoutes(app, {
    db: deps.db,
    documents: createDocumentsService(deps.db),
    letters: createLetterOfAuthorizationService(deps.db, deps.mailer),
  });
}
