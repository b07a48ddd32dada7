import { z } from 'zod';
import { defineRoute } from './route.js';

export const healthRoutes = {
  healthz: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/healthz',
    access: 'public',
    tag: 'Operations',
    summary: 'The process is up.',
    response: z.object({ status: z.literal('ok') }),
  }),
  readyz: defineRoute({
    method: 'GET',
    base: 'root',
    path: '/readyz',
    access: 'public',
    tag: 'Operations',
    summary: 'The database answers.',
    response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
    errors: [503],
  }),
};
