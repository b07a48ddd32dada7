import { z } from 'zod';
import { defineRoute } from './route.js';

/** spec 3 "Customer/Company". */
export const currentCustomerSchema = z.object({
  customer_uuid: z.string(),
  name: z.string(),
  time_created: z.string(),
  type: z.enum(['reseller', 'ix', 'others']),
  has_quota: z.boolean(),
  additional_features: z.array(z.string()),
  customer_of_reseller: z.boolean(),
  reseller_uuid: z.string().nullable(),
  main_color: z.string().nullable(),
  domain: z.string().nullable(),
  favicon: z.string().nullable(),
  logo: z.string().nullable(),
});
export type CurrentCustomer = z.infer<typeof currentCustomerSchema>;

export const customerRoutes = {
  current: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/customers/current',
    access: 'session',
    tag: 'Customers',
    summary: 'The company of the signed-in user (or the customer being acted for on behalf).',
    response: currentCustomerSchema,
  }),
};
