import {
  type CompanyTypeEntry,
  type CurrentCustomer,
  SELECTABLE_COMPANY_TYPES,
  UNSUPPORTED_IMAGE_MESSAGE,
  type UpdateCustomerRequest,
} from '@portal/contract';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../http/actor.js';
import { AppError, invalidField, notFound } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { CustomerRow } from '../auth/sessions.repo.js';
import { detectImageType, sanitizeSvg } from './company-image.js';
import { customerImageUrl, presentCustomer } from './customers.presenter.js';
import {
  type CustomerImageRow,
  findCustomer,
  findCustomerImage,
  findImageCreatedAt,
  replaceCustomerLogo,
  updateCustomer,
} from './customers.repo.js';

/** spec 3: the company types with their labels; reseller is granted by the provider, not chosen. */
const COMPANY_TYPE_LABELS: Record<CompanyTypeEntry['value'], string> = {
  reseller: 'Reseller',
  ix: 'Internet exchange',
  others: 'Others',
};

export const COMPANY_TYPES_LIST: CompanyTypeEntry[] = Object.entries(COMPANY_TYPE_LABELS).map(([value, label]) => ({
  value: value as CompanyTypeEntry['value'],
  label,
  selectable: (SELECTABLE_COMPANY_TYPES as readonly string[]).includes(value),
}));

export interface CustomersService {
  current(customer: CustomerRow): Promise<CurrentCustomer>;
  update(actor: Actor, input: UpdateCustomerRequest, meta: RequestMeta): Promise<CurrentCustomer>;
  uploadLogo(actor: Actor, data: Buffer, meta: RequestMeta): Promise<{ image_id: string; logo: string }>;
  image(customerId: string, imageId: string): Promise<CustomerImageRow>;
}

const PROFILE_FIELDS = [
  'name',
  'type',
  'email',
  'phone',
  'website',
  'address1',
  'address2',
  'city',
  'state',
  'postal',
  'country',
] as const;

function profileOf(customer: CustomerRow): Record<string, string> {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, customer[field]]));
}

export function createCustomersService(db: Database): CustomersService {
  async function present(customer: CustomerRow): Promise<CurrentCustomer> {
    const logoCreatedAt = customer.logoImageId ? await findImageCreatedAt(db, customer.id, customer.logoImageId) : null;
    return presentCustomer(customer, logoCreatedAt);
  }

  return {
    current: present,

    async update(actor, input, meta) {
      const updated = await db.transaction(async (tx) => {
        const before = await findCustomer(tx, actor.customerId);
        if (!before) throw notFound('Company not found.');
        if (input.type && input.type !== before.type && before.type === 'reseller') {
          throw new AppError('conflict', "A reseller's company type is set by the provider.");
        }
        const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        const after = Object.keys(changes).length > 0 ? await updateCustomer(tx, actor.customerId, changes) : before;
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'company.update',
          objectType: 'customer',
          objectId: actor.customerId,
          before: profileOf(before),
          after: profileOf(after),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return after;
      });
      return present(updated);
    },

    async uploadLogo(actor, data, meta) {
      const contentType = detectImageType(data);
      if (!contentType) throw invalidField('file', UNSUPPORTED_IMAGE_MESSAGE);
      const stored = contentType === 'image/svg+xml' ? Buffer.from(sanitizeSvg(data.toString('utf8')), 'utf8') : data;
      const image = await db.transaction(async (tx) => {
        const row = await replaceCustomerLogo(tx, actor.customerId, { contentType, data: stored });
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'company.logo_upload',
          objectType: 'customer_image',
          objectId: row.id,
          after: { content_type: contentType, byte_size: row.byteSize },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return row;
      });
      return { image_id: image.id, logo: customerImageUrl(image.id, image.createdAt) };
    },

    async image(customerId, imageId) {
      const image = await findCustomerImage(db, customerId, imageId);
      if (!image) throw notFound('Image not found.');
      return image;
    },
  };
}
