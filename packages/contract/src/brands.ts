import { mainColourRefusal, messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { defineRoute } from './route.js';

/** The packaged defaults of spec 3 "Reseller brand": the product's favicon and logo. */
export const DEFAULT_FAVICON_LINK = '/favicon.svg';
export const DEFAULT_LOGO_LINK = '/logo.svg';
/** A brand image (favicon or logo) may be at most 512 KiB. */
export const BRAND_IMAGE_MAX_BYTES = 512 * 1024;

/** spec 3 "Reseller brand": domain, favicon_link, logo_link, main_color, public_name. */
export const resellerBrandSchema = z.object({
  domain: z.string(),
  favicon_link: z.string(),
  logo_link: z.string(),
  main_color: z.string().nullable(),
  public_name: z.string(),
});
export type ResellerBrand = z.infer<typeof resellerBrandSchema>;

/** The text fields of the brand form (the images come as file parts of the same multipart request). */
export const brandFormFieldsSchema = z.object({
  main_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Not a valid colour: use the form #RRGGBB')
    // The main colour is the primary colour of both themes: text on it must stay readable (WCAG AA 4.5:1).
    .superRefine((colour, context) => {
      const refusal = mainColourRefusal(colour);
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    })
    .optional(),
  public_name: z.string().trim().min(1, messages.required).max(80, messages.maxLength(80)).optional(),
  remove_favicon: z.enum(['true', 'false']).optional(),
  remove_logo: z.enum(['true', 'false']).optional(),
});
export type BrandFormFields = z.infer<typeof brandFormFieldsSchema>;

export const brandRoutes = {
  byKey: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/reseller-brands/:brandKey',
    access: 'public',
    tag: 'Branding',
    summary: 'The brand of a reseller host (spec 2: the first label of the host name is the brand key). Public.',
    params: z.object({ brandKey: z.string().regex(/^[a-z0-9-]{1,63}$/i, 'Not a valid brand key') }),
    response: resellerBrandSchema,
  }),
  current: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/reseller-brands',
    access: 'session',
    tag: 'Branding',
    summary: "The brand the signed-in user sees: their reseller's, or their own when they are a reseller.",
    response: resellerBrandSchema,
    errors: [404],
  }),
  image: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/reseller-brands/:brandKey/:kind',
    access: 'public',
    tag: 'Branding',
    summary: 'The favicon or logo of a brand. Public, so a branded login page can show it.',
    params: z.object({
      brandKey: z.string().regex(/^[a-z0-9-]{1,63}$/i, 'Not a valid brand key'),
      kind: z.enum(['favicon', 'logo']),
    }),
    response: null,
    responseType: 'image/*',
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/reseller-brands',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Branding',
    summary:
      'Updates the brand of the signed-in reseller (multipart: main_color, public_name, favicon and logo files, remove_favicon, remove_logo).',
    response: resellerBrandSchema,
    multipart: { fields: brandFormFieldsSchema, files: ['favicon', 'logo'] },
  }),
};
