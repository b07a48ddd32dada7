import {
  CLOUD_ROUTER_REGIONS,
  type CreateCloudRouterRequest,
  createCloudRouterRequestSchema,
  DEFAULT_CLOUD_ROUTER_ASN,
  type UpdateCloudRouterRequest,
  updateCloudRouterRequestSchema,
} from '@portal/contract';
import { messages, type Price, priceFor, type SubscriptionTerm, validateRouterPrivateAsn } from '@portal/domain';
import { issueErrors, topLevelField } from '@/lib/issue-errors';

/** The router's name, kept short enough for lists and the map. */
export const ROUTER_NAME_MAX = 128;

/** spec 9 "Regions", as the form offers them. */
export const REGION_CODES = Object.keys(CLOUD_ROUTER_REGIONS) as (keyof typeof CLOUD_ROUTER_REGIONS)[];

/** What the order form holds; every field is kept as typed, so a refusal loses nothing. */
export interface RouterOrderValues {
  name: string;
  /** The provider's ASN 4556, or a private one of the customer's choosing (wire reference 3.8). */
  asn_choice: 'default' | 'private';
  asn: string;
  regions: string[];
  capacity: string;
  subscription_term: string;
  po_number: string;
}

export const initialRouterOrder: RouterOrderValues = {
  name: '',
  asn_choice: 'default',
  asn: '',
  regions: ['US'],
  capacity: '1Gbps',
  subscription_term: '1',
  po_number: '',
};

/** The fields the form shows, so a server refusal about any of them lands on it. */
export const ROUTER_FORM_FIELDS = ['name', 'asn', 'regions', 'capacity', 'subscription_term', 'po_number'] as const;

/**
 * spec 5 "ASN": a private router ASN must be a two-byte private one, 64512-65534, with the range message; an empty
 * box is required. Answers the number to send, or the message.
 */
export function checkPrivateAsn(text: string): { asn: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: messages.required };
  const asn = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const error = validateRouterPrivateAsn(asn);
  return error === undefined ? { asn } : { error };
}

type Checked<T> = { body: T; errors: null } | { body: null; errors: Record<string, string> };

/**
 * Checks the order with the contract's schema (the one the server validates with) after the ASN choice: answers
 * the body to send, or the messages by field.
 */
export function checkRouterOrder(values: RouterOrderValues): Checked<CreateCloudRouterRequest> {
  const errors: Record<string, string> = {};
  let asn = DEFAULT_CLOUD_ROUTER_ASN;
  if (values.asn_choice === 'private') {
    const checked = checkPrivateAsn(values.asn);
    if ('error' in checked) errors.asn = checked.error;
    else asn = checked.asn;
  }
  const result = createCloudRouterRequestSchema.safeParse({
    name: values.name,
    asn,
    regions: values.regions,
    capacity: values.capacity,
    subscription_term: Number(values.subscription_term),
    ...(values.po_number.trim() ? { po_number: values.po_number } : {}),
  });
  if (!result.success) Object.assign(errors, { ...issueErrors(result.error.issues, topLevelField('name')), ...errors });
  if (Object.keys(errors).length > 0 || !result.success) return { body: null, errors };
  return { body: result.data, errors: null };
}

/** spec 9 price list, `cloud_router`: the capacity and term's price; null above 100 Gbps (a quote) or off the list. */
export function routerOrderPrice(values: Pick<RouterOrderValues, 'capacity' | 'subscription_term'>): Price | null {
  return (
    priceFor({
      productType: 'cloud_router',
      speed: values.capacity,
      term: Number(values.subscription_term) as SubscriptionTerm,
    }) ?? null
  );
}

/** What the details edit holds: the name, regions and capacity (wire reference 3.8 PATCH). */
export interface RouterEditValues {
  name: string;
  regions: string[];
  capacity: string;
}

/** Only what changed is sent; nothing changed answers an error on the name, as the server would. */
export function checkRouterEdit(
  values: RouterEditValues,
  saved: { name: string; regions: readonly string[]; capacity: string },
): Checked<UpdateCloudRouterRequest> {
  const sameRegions =
    values.regions.length === saved.regions.length && values.regions.every((code) => saved.regions.includes(code));
  const changes = {
    ...(values.name.trim() === saved.name ? {} : { name: values.name }),
    ...(sameRegions ? {} : { regions: values.regions }),
    ...(values.capacity === saved.capacity ? {} : { capacity: values.capacity }),
  };
  const result = updateCloudRouterRequestSchema.safeParse(changes);
  if (!result.success) return { body: null, errors: issueErrors(result.error.issues, topLevelField('name')) };
  return { body: result.data, errors: null };
}
