import {
  type CreateDedicatedCloudOrder,
  createDedicatedAwsRequestSchema,
  createDedicatedAzureRequestSchema,
  createDedicatedGoogleRequestSchema,
} from '@portal/contract';
import {
  DEDICATED_CLOUD_SPEEDS,
  type DedicatedCloudProvider,
  type Price,
  priceFor,
  type SubscriptionTerm,
} from '@portal/domain';

/** What the order form holds; every field is kept as typed, so a refusal loses nothing. */
export interface DedicatedOrderValues {
  provider: DedicatedCloudProvider;
  description: string;
  pop: string;
  zone: string;
  speed: string;
  subscription_term: string;
  service_class: string;
  aws_region: string;
  autoneg: boolean;
  should_create_lag: boolean;
  encapsulation: string;
  port_category: string;
  po_number: string;
  loa: string;
}

export const initialDedicatedOrder: DedicatedOrderValues = {
  provider: 'azure',
  description: '',
  pop: '',
  zone: '',
  speed: '10Gbps',
  subscription_term: '12',
  service_class: 'metro',
  aws_region: '',
  autoneg: false,
  should_create_lag: true,
  encapsulation: 'dot1q',
  port_category: 'primary',
  po_number: '',
  loa: '',
};

/** The fields the form shows, so a server refusal about any of them lands on it (the rest shows above the form). */
export const DEDICATED_FORM_FIELDS = [
  'description',
  'pop',
  'zone',
  'speed',
  'subscription_term',
  'service_class',
  'aws_region',
  'autoneg',
  'should_create_lag',
  'encapsulation',
  'port_category',
  'po_number',
  'loa',
] as const;

/** The body of the order for the chosen provider: only that provider's fields, empty optional ones left out. */
export function dedicatedOrderBody(values: DedicatedOrderValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    description: values.description,
    pop: values.pop,
    zone: values.zone,
    speed: values.speed,
    subscription_term: Number(values.subscription_term),
    service_class: values.service_class,
  };
  if (values.po_number.trim()) body.po_number = values.po_number;
  if (values.loa) body.loa = values.loa;
  if (values.provider === 'aws') {
    Object.assign(body, {
      aws_region: values.aws_region,
      autoneg: values.autoneg,
      should_create_lag: values.should_create_lag,
    });
  }
  if (values.provider === 'azure') {
    Object.assign(body, { encapsulation: values.encapsulation, port_category: values.port_category });
  }
  if (values.provider === 'google') body.autoneg = values.autoneg;
  return body;
}

const SCHEMAS = {
  aws: createDedicatedAwsRequestSchema,
  azure: createDedicatedAzureRequestSchema,
  google: createDedicatedGoogleRequestSchema,
} as const;

/**
 * Checks the order with the contract's schema of its provider (the one the server validates with): answers the
 * order to send, or the messages by field, as the server would name them.
 */
export function checkDedicatedOrder(
  values: DedicatedOrderValues,
): { order: CreateDedicatedCloudOrder; errors: null } | { order: null; errors: Record<string, string> } {
  const result = SCHEMAS[values.provider].safeParse(dedicatedOrderBody(values));
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || 'description';
      errors[field] ??= issue.message;
    }
    return { order: null, errors };
  }
  return { order: { provider: values.provider, body: result.data } as CreateDedicatedCloudOrder, errors: null };
}

/** The live price of the order (spec 9 price list, `cloud_dedicated`); null while the speed or term is not sold. */
export function dedicatedOrderPrice(values: DedicatedOrderValues): Price | null {
  if (!(DEDICATED_CLOUD_SPEEDS[values.provider] as readonly string[]).includes(values.speed)) return null;
  return (
    priceFor({
      productType: 'cloud_dedicated',
      speed: values.speed,
      term: Number(values.subscription_term) as SubscriptionTerm,
      serviceClass: values.service_class === 'longhaul' ? 'longhaul' : 'metro',
    }) ?? null
  );
}
