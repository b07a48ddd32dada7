import { z } from 'zod';
import { defineRoute } from './route.js';

/** spec 3 "Documentation index item": what the quick search looks through on the client. */
export const docsIndexItemSchema = z.object({
  title: z.string(),
  description: z.string(),
  content: z.string(),
  uri: z.string(),
});
export type DocsIndexItem = z.infer<typeof docsIndexItemSchema>;

export const docsRoutes = {
  index: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/docs/index.json',
    access: 'public',
    tag: 'Documentation',
    summary: 'The documentation index for the quick search: every page with its title, description, text and address.',
    response: z.array(docsIndexItemSchema),
  }),
  home: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/docs',
    access: 'public',
    tag: 'Documentation',
    summary: 'The documentation home page (HTML).',
    response: null,
    responseType: 'text/html',
  }),
  page: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/docs/:slug',
    access: 'public',
    tag: 'Documentation',
    summary: 'One documentation page (HTML).',
    params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a valid page name') }),
    response: null,
    responseType: 'text/html',
  }),
};
