import { messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { defineRoute } from './route.js';

/** A customer the caller may act for (spec 6 "impersonation through an on-behalf header"). */
export const actableCustomerSchema = z.object({
  customer_uuid: z.string(),
  name: z.string(),
  /** spec 3 company type: `others` for a direct customer or a reseller's customer, `reseller`, `ix`. */
  type: z.string(),
  /** The reseller whose customer it is, null for a direct customer. */
  reseller_name: z.string().nullable(),
  /** The circuit of this customer whose id the search matched, else null. */
  matched_circuit_id: z.string().nullable(),
});
export type ActableCustomer = z.infer<typeof actableCustomerSchema>;

export const listResellerCustomersQuerySchema = z.object({
  /** Part of the customer's name, its id, or part of one of its circuit ids (at least 3 characters), ignoring case. */
  q: z.string().trim().max(200, messages.maxLength(200)).optional(),
});

/** How many customers one search answers. */
export const ACTABLE_CUSTOMERS_LIMIT = 50;

export const resellerCustomerRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/reseller-customers',
    access: { permission: PERMISSIONS.ON_BEHALF_CREATE },
    tag: 'Resellers',
    summary:
      "The customers the caller may act for (spec 7): a reseller's own customers, or for provider staff every " +
      'customer; `q` searches by name, customer id or circuit id. At most 50, by name. Acting for one is the ' +
      '`x-on-behalf-of` header with its `customer_uuid`.',
    query: listResellerCustomersQuerySchema,
    response: z.array(actableCustomerSchema),
  }),
};
