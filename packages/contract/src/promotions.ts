import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { defineRoute } from './route.js';

/** spec 3 "Promotion" (promotion_code), with what the banner needs to say about it. */
export const promotionSchema = z.object({
  promotion_code: z.string(),
  description: z.string(),
  discount_percent: z.number().int(),
  /**
   * The product the discount is on, as an inventory service type (`vc`, `port`…; spec 9 labels); null for any
   * product. The banner shows only while the customer can order that product.
   */
  product_type: z.string().nullable(),
  time_start: z.string(),
  time_end: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionRoutes = {
  active: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/billing/promo-codes',
    access: { permission: PERMISSIONS.COMPANY_READ },
    tag: 'Billing',
    summary:
      "The promotions active now for the signed-in customer (the shell's discount banner). Customers of a reseller have none: their billing is the reseller's.",
    response: z.array(promotionSchema),
  }),
};
