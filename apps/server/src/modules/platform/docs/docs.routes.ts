import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import { mountRoute } from '../../../http/mount-route.js';
import { renderDocsPage } from './docs-html.js';
import type { DocsPage } from './docs-library.js';

/** The user documentation: HTML pages under /docs and the search index at /docs/index.json. */
export function registerDocsRoutes(app: FastifyInstance, deps: { db: Database; pages: readonly DocsPage[] }): void {
  const { pages } = deps;
  const index = pages.map(({ title, description, content, uri }) => ({ title, description, content, uri }));

  mountRoute(app, deps.db, routeTable.docs.index, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return index;
  });

  mountRoute(app, deps.db, routeTable.docs.home, async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return renderDocsPage(pages, null);
  });

  mountRoute(app, deps.db, routeTable.docs.page, async (request, reply) => {
    const page = pages.find((candidate) => candidate.slug === request.params.slug);
    if (!page) throw notFound('No documentation page by that name.');
    reply.type('text/html; charset=utf-8');
    return renderDocsPage(pages, page);
  });
}
