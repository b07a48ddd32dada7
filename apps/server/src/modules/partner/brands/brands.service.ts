import { type BrandFormFields, DEFAULT_FAVICON_LINK, DEFAULT_LOGO_LINK, type ResellerBrand } from '@portal/contract';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../http/actor.js';
import { AppError, notFound } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import type { CustomerRow } from '../../identity/auth/sessions.repo.js';
import { detectImageType, sanitizeSvg } from '../../identity/customers/company-image.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import {
  type BrandRow,
  findBrandByKey,
  findBrandImage,
  findBrandOfCustomer,
  insertBrandImage,
  upsertBrand,
} from './brands.repo.js';

export type BrandImageKind = 'favicon' | 'logo';

export interface BrandUpdate {
  fields: BrandFormFields;
  files: Partial<Record<BrandImageKind, Buffer>>;
}

const NO_BRAND = 'No brand is set up for this portal address.';

/** spec 3: a brand as the API answers it; images fall back to the packaged favicon and logo. */
export function presentBrand(row: BrandRow): ResellerBrand {
  const version = row.updatedAt.getTime();
  const imageLink = (kind: BrandImageKind) => `/v2/reseller-brands/${row.brandKey}/${kind}?v=${version}`;
  return {
    domain: row.brandKey,
    favicon_link: row.faviconImageId ? imageLink('favicon') : DEFAULT_FAVICON_LINK,
    logo_link: row.logoImageId ? imageLink('logo') : DEFAULT_LOGO_LINK,
    main_color: row.mainColor,
    public_name: row.publicName,
  };
}

/** A brand key from a company name: lower case letters, digits and dashes (a valid first host label). */
export function brandKeyFromName(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
  return key === '' ? 'brand' : key;
}

function storedImage(kind: BrandImageKind, data: Buffer) {
  const contentType = detectImageType(data);
  if (!contentType) {
    const message = 'Use a PNG, JPEG or SVG image.';
    throw new AppError('validation_failed', `${kind}: ${message}`, { [kind]: message });
  }
  const stored = contentType === 'image/svg+xml' ? Buffer.from(sanitizeSvg(data.toString('utf8')), 'utf8') : data;
  return { contentType, data: stored };
}

export function createBrandsService(db: Database) {
  return {
    async byKey(brandKey: string): Promise<ResellerBrand> {
      const row = await findBrandByKey(db, brandKey);
      if (!row) throw notFound(NO_BRAND);
      return presentBrand(row);
    },

    /** The reseller's own brand, or for a customer of a reseller the reseller's brand. */
    async current(customer: CustomerRow): Promise<ResellerBrand> {
      const ownerId = customer.type === 'reseller' ? customer.id : customer.resellerId;
      const row = ownerId ? await findBrandOfCustomer(db, ownerId) : null;
      if (!row) throw notFound(NO_BRAND);
      return presentBrand(row);
    },

    async image(brandKey: string, kind: BrandImageKind) {
      const row = await findBrandByKey(db, brandKey);
      const imageId = kind === 'favicon' ? row?.faviconImageId : row?.logoImageId;
      const image = row && imageId ? await findBrandImage(db, row.customerId, imageId) : null;
      if (!image) throw notFound('This brand has no such image.');
      return image;
    },

    async update(actor: Actor, customer: CustomerRow, update: BrandUpdate, meta: RequestMeta): Promise<ResellerBrand> {
      if (customer.type !== 'reseller') throw new AppError('forbidden', 'Only resellers can brand the portal.');
      const images = {
        favicon: update.files.favicon ? storedImage('favicon', update.files.favicon) : null,
        logo: update.files.logo ? storedImage('logo', update.files.logo) : null,
      };
      const row = await db.transaction(async (tx) => {
        const before = await findBrandOfCustomer(tx, customer.id);
        const imageId = async (kind: BrandImageKind, current: string | null | undefined) => {
          const image = images[kind];
          if (image) return insertBrandImage(tx, customer.id, image);
          return update.fields[kind === 'favicon' ? 'remove_favicon' : 'remove_logo'] === 'true'
            ? null
            : (current ?? null);
        };
        const after = await upsertBrand(tx, customer.id, {
          brandKey: before?.brandKey ?? customer.domain?.toLowerCase() ?? brandKeyFromName(customer.name),
          publicName: update.fields.public_name ?? before?.publicName ?? customer.name,
          mainColor: update.fields.main_color?.toLowerCase() ?? before?.mainColor ?? customer.mainColor ?? null,
          faviconImageId: await imageId('favicon', before?.faviconImageId),
          logoImageId: await imageId('logo', before?.logoImageId),
        });
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'reseller_brand.update',
          objectType: 'reseller_brand',
          objectId: after.brandKey,
          before: before ? presentBrand(before) : null,
          after: presentBrand(after),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return after;
      });
      return presentBrand(row);
    },
  };
}

export type BrandsService = ReturnType<typeof createBrandsService>;
