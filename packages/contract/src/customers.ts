import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { optionalEmailField, optionalPhoneField, optionalText, optionalWebsiteField, requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** spec 3 "Customer/Company" type: reseller, ix, others. */
export const COMPANY_TYPES = ['reseller', 'ix', 'others'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The types a company may choose for itself; reseller is granted by the provider. */
export const SELECTABLE_COMPANY_TYPES = ['ix', 'others'] as const;

/** spec 3 "Customer/Company", with the company's contact details (empty string when unset). */
export const currentCustomerSchema = z.object({
  customer_uuid: z.string(),
  name: z.string(),
  time_created: z.string(),
  type: z.enum(COMPANY_TYPES),
  has_quota: z.boolean(),
  additional_features: z.array(z.string()),
  customer_of_reseller: z.boolean(),
  reseller_uuid: z.string().nullable(),
  main_color: z.string().nullable(),
  domain: z.string().nullable(),
  favicon: z.string().nullable(),
  /** The URL of the company logo (`/v2/customers/images/{id}?v={timestamp}`), null without one. */
  logo: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
});
export type CurrentCustomer = z.infer<typeof currentCustomerSchema>;

/** The company profile form: the name, the type (ix or others) and the contact details. */
export const updateCustomerRequestSchema = z.object({
  name: requiredText({ max: 200 }).optional(),
  type: z.enum(SELECTABLE_COMPANY_TYPES).optional(),
  email: optionalEmailField(),
  phone: optionalPhoneField(),
  website: optionalWebsiteField(),
  address1: optionalText({ max: 200 }),
  address2: optionalText({ max: 200 }),
  city: optionalText({ max: 100 }),
  state: optionalText({ max: 100 }),
  postal: optionalText({ max: 32 }),
  country: optionalText({ max: 100 }),
});
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

/** spec 7 `GET /customers/company-types`: each type with a readable label and whether the company may pick it. */
export const companyTypeSchema = z.object({
  value: z.enum(COMPANY_TYPES),
  label: z.string(),
  selectable: z.boolean(),
});
export type CompanyTypeEntry = z.infer<typeof companyTypeSchema>;

/** The largest company image accepted (1 MiB); a larger one answers 413. */
export const COMPANY_IMAGE_MAX_BYTES = 1024 * 1024;

/** The answer to an image upload: the image id and the new logo URL. */
export const uploadCustomerImageResponseSchema = z.object({
  image_id: z.string(),
  logo: z.string(),
});
export type UploadCustomerImageResponse = z.infer<typeof uploadCustomerImageResponseSchema>;

export const customerImageParamsSchema = z.object({ id: z.uuid() });

/** The refusal of a file that is not a PNG, JPEG or SVG image (400, on the `file` field). */
export const UNSUPPORTED_IMAGE_MESSAGE = 'The image must be a PNG, JPEG or SVG file.';

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
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/customers/current',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Customers',
    summary: "Changes the company's name, type (ix or others; not for a reseller) and contact details.",
    body: updateCustomerRequestSchema,
    response: currentCustomerSchema,
    errors: [409],
  }),
  companyTypes: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/customers/company-types',
    access: 'session',
    tag: 'Customers',
    summary: 'The company types (spec 3: reseller, ix, others) with their labels.',
    response: z.array(companyTypeSchema),
  }),
  uploadImage: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/customers/current/image',
    access: { permission: PERMISSIONS.COMPANY_UPDATE },
    verified: true,
    tag: 'Customers',
    summary:
      'Uploads the company logo as multipart/form-data (one file part, any field name). PNG, JPEG or SVG, told by ' +
      'content; at most 1 MiB (413); SVG is sanitised (scripts, event handlers, external references removed).',
    response: uploadCustomerImageResponseSchema,
    successStatus: 201,
    multipart: { files: ['image'] },
  }),
  image: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/customers/images/:id',
    access: 'session',
    tag: 'Customers',
    summary: "A company image of the caller's company, with its content type (another company's: 404).",
    params: customerImageParamsSchema,
    response: null,
    responseType: 'image/*',
  }),
};
