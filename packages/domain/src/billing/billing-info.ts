import { isProductType } from '../catalogue/products.js';

/** spec 8 "Billing helper": the messages of the billing info request. */
export const BILLING_INFO_MESSAGES = {
  noCircuitId: 'No circuitId provided',
  invalidProductType: (productType: string) => `Invalid product type: ${productType}`,
} as const;

/** spec 5 "Product eligibility rules" (billing info): circuit id required; a given product type must be known. */
export function validateBillingInfoRequest(request: {
  circuitId?: string | null;
  productType?: string | null;
}): string | undefined {
  if (!request.circuitId?.trim()) return BILLING_INFO_MESSAGES.noCircuitId;
  const productType = request.productType;
  if (productType === undefined || productType === null) return undefined;
  return isProductType(productType) ? undefined : BILLING_INFO_MESSAGES.invalidProductType(productType);
}
