import type { CurrentCustomer } from '@portal/contract';
import type { CustomerRow } from '../auth/sessions.repo.js';

/** The URL of a company image, cache-busted by a timestamp (spec 7 "cache-busted by a timestamp"). */
export function customerImageUrl(imageId: string, createdAt: Date): string {
  return `/v2/customers/images/${imageId}?v=${createdAt.getTime()}`;
}

/** spec 3 "Customer/Company" as the API answers it; `logoCreatedAt` busts the logo's cache. */
export function presentCustomer(customer: CustomerRow, logoCreatedAt: Date | null = null): CurrentCustomer {
  return {
    customer_uuid: customer.id,
    name: customer.name,
    time_created: customer.createdAt.toISOString(),
    type: customer.type,
    has_quota: customer.hasQuota,
    additional_features: customer.additionalFeatures,
    customer_of_reseller: customer.resellerId !== null,
    reseller_uuid: customer.resellerId,
    main_color: customer.mainColor,
    domain: customer.domain,
    favicon: null,
    logo: customer.logoImageId ? customerImageUrl(customer.logoImageId, logoCreatedAt ?? customer.createdAt) : null,
    email: customer.email,
    phone: customer.phone,
    website: customer.website,
    address1: customer.address1,
    address2: customer.address2,
    city: customer.city,
    state: customer.state,
    postal: customer.postal,
    country: customer.country,
  };
}
