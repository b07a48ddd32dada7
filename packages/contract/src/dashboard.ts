import { z } from 'zod';
import { defineRoute } from './route.js';

/** spec 4 summaries: every product reduces to one of these. */
export const circuitSummarySchema = z.enum(['active', 'provisioning', 'warning', 'error']);

/** One product on the dashboard: how many the customer has, by spec 4 summary. */
export const dashboardProductSchema = z.object({
  service_type: z.string(),
  /** spec 9 product label. */
  label: z.string(),
  total: z.number().int(),
  active: z.number().int(),
  provisioning: z.number().int(),
  warning: z.number().int(),
  error: z.number().int(),
});

/** A circuit that needs attention: its summary is not active. */
export const attentionItemSchema = z.object({
  circuit_id: z.string(),
  service_type: z.string(),
  name: z.string(),
  /** The product's own state (spec 4). */
  state: z.string(),
  summary: circuitSummarySchema,
  updated_at: z.string(),
});

/** The most attention items the dashboard lists. */
export const DASHBOARD_ATTENTION_LIMIT = 20;

export const dashboardSchema = z.object({
  products: z.array(dashboardProductSchema),
  /** Circuits whose summary is not active, most recently changed first, at most 20. */
  attention: z.array(attentionItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoutes = {
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/dashboard',
    access: 'session',
    tag: 'Dashboard',
    summary:
      "The current customer's products with their counts by summary (spec 4) and the circuits that need " +
      'attention (not active), newest first. Recent activity is `GET /v2/activity-logs`.',
    response: dashboardSchema,
  }),
};
