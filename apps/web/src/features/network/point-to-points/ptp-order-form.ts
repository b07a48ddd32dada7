import { AUTONEG_ONLY_1G_MESSAGE, type CreatePointToPointRequest, type Location } from '@portal/contract';
import {
  isMediaForSpeed,
  messages,
  PORT_MEDIA_BY_SPEED,
  type PortSpeed,
  type Price,
  priceFor,
  regionRefusalMessage,
  type ServiceClass,
} from '@portal/domain';

/** One endpoint being configured: where the provider builds its port. */
export interface PtpEndValues {
  pop: string | null;
  zone: string | null;
  autoneg: boolean;
  customer_site_code: string;
  /** The Letter of Authorization as base64 PDF, read from the chosen file; null without one. */
  loa: string | null;
}

export interface PtpOrderValues {
  a: PtpEndValues;
  z: PtpEndValues;
  speed: PortSpeed;
  media: string;
  subscription_term: number;
  description: string;
  po_number: string;
}

const emptyEnd: PtpEndValues = { pop: null, zone: null, autoneg: false, customer_site_code: '', loa: null };

export const initialPtpOrder: PtpOrderValues = {
  a: emptyEnd,
  z: emptyEnd,
  speed: '10Gbps',
  media: 'LR',
  subscription_term: 12,
  description: '',
  po_number: '',
};

/** The media sold at a speed (wire reference 2). */
export function mediaFor(speed: PortSpeed): readonly string[] {
  return PORT_MEDIA_BY_SPEED[speed];
}

/** The live price of the configuration (MRC and NRC for speed, class and term); undefined when not sold so. */
export function ptpOrderPrice(
  values: Pick<PtpOrderValues, 'speed' | 'subscription_term'>,
  serviceClass: ServiceClass | undefined,
): Price | undefined {
  if (!serviceClass) return undefined;
  return priceFor({ productType: 'ptp', speed: values.speed, term: values.subscription_term, serviceClass });
}

/** The server's field names mapped to the form's (`endpoints.1.zone` is `z.zone`). */
export function formFieldName(serverField: string): string {
  const match = /^endpoints\.(\d)\.(\w+)$/.exec(serverField);
  if (!match) return serverField;
  return `${match[1] === '0' ? 'a' : 'z'}.${match[2]}`;
}

const FORM_FIELDS = new Set([
  'a.pop',
  'a.zone',
  'a.autoneg',
  'a.customer_site_code',
  'a.loa',
  'z.pop',
  'z.zone',
  'z.autoneg',
  'z.customer_site_code',
  'z.loa',
  'speed',
  'media',
  'subscription_term',
  'description',
  'po_number',
]);

/** The refusals of the server on the form's fields, and whether some named no field of the form. */
export function formFieldErrors(fields: Record<string, string>) {
  const errors: Record<string, string> = {};
  let isAllOnForm = true;
  for (const [name, message] of Object.entries(fields)) {
    const field = formFieldName(name);
    if (FORM_FIELDS.has(field)) errors[field] = message;
    else isAllOnForm = false;
  }
  return { errors, isAllOnForm };
}

/** The form's own checks before sending (the server checks the same and more). */
export function validatePtpOrder(values: PtpOrderValues, locations: readonly Location[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const side of ['a', 'z'] as const) {
    const end = values[side];
    if (!end.pop) errors[`${side}.pop`] = messages.required;
    if (!end.zone) errors[`${side}.zone`] = messages.required;
    if (end.autoneg && values.speed !== '1Gbps') {
      errors[`${side}.autoneg`] = AUTONEG_ONLY_1G_MESSAGE;
    }
  }
  if (!isMediaForSpeed(values.speed, values.media)) errors.media = messages.oneOf(mediaFor(values.speed));
  if (!values.description.trim()) errors.description = messages.required;
  const placeA = locations.find((location) => location.pop === values.a.pop);
  const placeZ = locations.find((location) => location.pop === values.z.pop);
  const region = placeA && placeZ ? regionRefusalMessage(placeA.region, placeZ.region) : undefined;
  if (region) errors['z.pop'] = region;
  return errors;
}

/** `POST /v2/services/point-to-point`'s body: the A end, then the Z end (wire reference 3.6). */
export function ptpOrderRequest(values: PtpOrderValues): CreatePointToPointRequest {
  const end = (value: PtpEndValues) => ({
    pop: value.pop ?? '',
    zone: value.zone ?? '',
    autoneg: value.autoneg,
    ...(value.customer_site_code.trim() ? { customer_site_code: value.customer_site_code.trim() } : {}),
    ...(value.loa ? { loa: value.loa } : {}),
  });
  return {
    description: values.description.trim(),
    speed: values.speed,
    media: values.media,
    endpoints: [end(values.a), end(values.z)],
    subscription_term: values.subscription_term as CreatePointToPointRequest['subscription_term'],
    ...(values.po_number.trim() ? { po_number: values.po_number.trim() } : {}),
  };
}
