import { BANDWIDTH_TYPES, PRICED_PRODUCTS, SERVICE_CLASSES, SUBSCRIPTION_TERMS } from '@portal/domain';
import { z } from 'zod';
import { choiceFilter, numberChoiceFilter, textFilter } from './catalogue-fields.js';
import { defineRoute } from './route.js';

/** One price of the list: MRC and NRC in USD, and the per-GB or hourly rate of usage and hourly bandwidth. */
export const priceSchema = z.object({
  product_type: z.enum(PRICED_PRODUCTS),
  product_label: z.string(),
  speed: z.string().nullable(),
  subscription_term: z.number().int(),
  service_class: z.enum(SERVICE_CLASSES).nullable(),
  bandwidth_type: z.enum(BANDWIDTH_TYPES),
  /** spec 9 price types: monthly, bwc_usage or hourly_banded. */
  price_type: z.string(),
  mrc: z.number(),
  nrc: z.number(),
  usage_rate_per_gb: z.number().nullable(),
  hourly_rate: z.number().nullable(),
  currency_code: z.literal('USD'),
});
export type PriceEntry = z.infer<typeof priceSchema>;

export const pricingFiltersSchema = z.object({
  product_type: choiceFilter(PRICED_PRODUCTS),
  speed: textFilter(),
  subscription_term: numberChoiceFilter(SUBSCRIPTION_TERMS),
  service_class: choiceFilter(SERVICE_CLASSES),
  bandwidth_type: choiceFilter(BANDWIDTH_TYPES),
});
export type PricingFilters = z.output<typeof pricingFiltersSchema>;

export const pricingRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/billing/pricing',
    access: 'session',
    tag: 'Billing',
    summary: 'The price list: MRC and NRC by product, speed, term, service class and bandwidth type.',
    query: pricingFiltersSchema,
    response: z.array(priceSchema),
  }),
};
