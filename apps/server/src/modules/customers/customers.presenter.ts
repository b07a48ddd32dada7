import type { CurrentCustomer } from '@portal/contract';
import type { CustomerRow } from '../auth/sessions.repo.js';

/** spec 3 "Customer/Company" as the API answers it. */
export function presentCustomer(customer: CustomerRow): CurrentCustomer {
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
    logo: null,
  };
}
