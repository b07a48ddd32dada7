import { type CreatePortRequest, createPortRequestSchema } from '@portal/contract';
import { messages } from '@portal/domain';
import { zodFormResolver } from '@/lib/zod-form-resolver';

/** What the order form holds; the request is built from it when it is sent. */
export interface PortOrderValues {
  pop: string | null;
  zone: string | null;
  speed: string | null;
  media: string | null;
  subscription_term: number;
  description: string;
  po_number: string;
  autoneg: boolean;
}

/** The fields of the form, which the server's field errors are put on. */
export const PORT_ORDER_FIELDS = [
  'pop',
  'zone',
  'speed',
  'media',
  'subscription_term',
  'description',
  'po_number',
  'autoneg',
] as const;

export const initialPortOrder: PortOrderValues = {
  pop: null,
  zone: null,
  speed: null,
  media: null,
  subscription_term: 12,
  description: '',
  po_number: '',
  autoneg: false,
};

/**
 * `POST /v2/ports` from the form: an empty PO number is left out, and autoneg is sent only for a 1 Gbps port (the
 * wire reference's "autoneg (1Gbps only)"), so changing the speed after ticking it does not make the order fail.
 */
export function portOrderRequest(values: PortOrderValues): CreatePortRequest {
  const request: CreatePortRequest = {
    pop: values.pop ?? '',
    zone: values.zone ?? undefined,
    speed: (values.speed ?? '') as CreatePortRequest['speed'],
    media: values.media ?? '',
    subscription_term: values.subscription_term as CreatePortRequest['subscription_term'],
    description: values.description,
  };
  if (values.po_number.trim() !== '') request.po_number = values.po_number;
  if (values.speed === '1Gbps') request.autoneg = values.autoneg;
  return request;
}

const validateRequest = zodFormResolver<CreatePortRequest>(createPortRequestSchema);

/**
 * The form's errors: the contract's own checks on the request; a choice not made yet (PoP, zone, speed, media)
 * says the field is required rather than naming the allowed values.
 */
export function validatePortOrder(values: PortOrderValues): Record<string, string> {
  const errors = { ...validateRequest(portOrderRequest(values)) } as Record<string, string>;
  for (const choice of ['pop', 'zone', 'speed', 'media'] as const) {
    if (values[choice] === null) errors[choice] = messages.required;
  }
  return errors;
}
