import { type CreateBackboneRequest, type Port, VLAN_MAX, VLAN_MIN } from '@portal/contract';
import {
  messages,
  type Price,
  parseSpeedMbps,
  priceFor,
  regionRefusalMessage,
  type ServiceClass,
} from '@portal/domain';

/** One end of the order as the form holds it: the port, and its VLAN, S-VLAN or untagged frames. */
export interface VcEndValues {
  port: string | null;
  vlan: number | '';
  svlan: number | '';
  untagged: boolean;
}

/** What the order form holds; the request is built from it when it is sent. */
export interface VcOrderValues {
  a: VcEndValues;
  z: VcEndValues;
  speed: string | null;
  longhaul_type: 'dedicated' | 'usage' | 'hourly';
  subscription_term: number;
  rate_limit_in: number | '';
  rate_limit_out: number | '';
  description: string;
  po_number: string;
  /** The flex bandwidth pool the circuit draws its speed from, or null for a circuit billed on its own. */
  flex_bandwidth_id: string | null;
}

const emptyEnd: VcEndValues = { port: null, vlan: '', svlan: '', untagged: false };

export const initialVcOrder: VcOrderValues = {
  a: emptyEnd,
  z: emptyEnd,
  speed: null,
  longhaul_type: 'dedicated',
  subscription_term: 12,
  rate_limit_in: '',
  rate_limit_out: '',
  description: '',
  po_number: '',
  flex_bandwidth_id: null,
};

/** The server's field names and the form's, so a refusal lands on the field it names. */
export const SERVER_FIELD_NAMES: Readonly<Record<string, string>> = {
  'interfaces.0.port_circuit_id': 'a.port',
  'interfaces.0.vlan': 'a.vlan',
  'interfaces.0.svlan': 'a.svlan',
  'interfaces.0.untagged': 'a.untagged',
  'interfaces.1.port_circuit_id': 'z.port',
  'interfaces.1.vlan': 'z.vlan',
  'interfaces.1.svlan': 'z.svlan',
  'interfaces.1.untagged': 'z.untagged',
  'bandwidth.speed': 'speed',
  'bandwidth.subscription_term': 'subscription_term',
  'bandwidth.longhaul_type': 'longhaul_type',
  rate_limit_in: 'rate_limit_in',
  rate_limit_out: 'rate_limit_out',
  description: 'description',
  po_number: 'po_number',
  flex_bandwidth_id: 'flex_bandwidth_id',
};

/** The server's field errors renamed to the form's fields (unknown names are kept as they are). */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [SERVER_FIELD_NAMES[name] ?? name, message]),
  );
}

/** The live price of the configuration (MRC, NRC, usage or hourly rate), undefined when it is not sold so. */
export function vcOrderPrice(
  values: Pick<VcOrderValues, 'speed' | 'longhaul_type' | 'subscription_term'>,
  serviceClass: ServiceClass | undefined,
): Price | undefined {
  if (!values.speed || !serviceClass) return undefined;
  return priceFor({
    productType: 'backbone',
    speed: values.speed,
    term: values.longhaul_type === 'dedicated' ? values.subscription_term : 1,
    serviceClass,
    bandwidthType: values.longhaul_type,
  });
}

const isVlan = (value: number | '') =>
  value !== '' && Number.isInteger(value) && value >= VLAN_MIN && value <= VLAN_MAX;

/** spec 5 VLAN rules of one end (EVPL): a VLAN from 4 to 4094, or untagged; an S-VLAN needs the inner VLAN. */
function endErrors(end: VcEndValues, side: 'a' | 'z', isEpl: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!end.port) errors[`${side}.port`] = messages.required;
  if (isEpl || end.untagged) return errors;
  if (end.vlan === '') errors[`${side}.vlan`] = 'Give a VLAN, or mark the end untagged.';
  else if (!isVlan(end.vlan)) errors[`${side}.vlan`] = messages.between(VLAN_MIN, VLAN_MAX);
  if (end.svlan !== '' && !isVlan(end.svlan)) errors[`${side}.svlan`] = messages.between(VLAN_MIN, VLAN_MAX);
  return errors;
}

/** The form's own checks before sending (the server checks the same and more). */
export function validateVcOrder(values: VcOrderValues, ports: readonly Port[], isEpl: boolean): Record<string, string> {
  const errors = { ...endErrors(values.a, 'a', isEpl), ...endErrors(values.z, 'z', isEpl) };
  if (values.a.port && values.a.port === values.z.port) errors['z.port'] = 'The A and Z ends must be different ports.';
  const portA = ports.find((port) => port.port_circuit_id === values.a.port);
  const portZ = ports.find((port) => port.port_circuit_id === values.z.port);
  const region = portA && portZ ? regionRefusalMessage(portA.region, portZ.region) : undefined;
  if (region) errors['z.port'] = region;
  if (!values.speed) errors.speed = messages.required;
  for (const port of [portA, portZ]) {
    if (port && values.speed && !port.is_lag && parseSpeedMbps(values.speed) > parseSpeedMbps(port.speed)) {
      errors.speed = `The speed is above what ${port.port_circuit_id} carries (${port.speed}).`;
    }
  }
  if (!values.description.trim()) errors.description = messages.required;
  return errors;
}

function endRequest(end: VcEndValues, isEpl: boolean): CreateBackboneRequest['interfaces'][number] {
  const port_circuit_id = end.port ?? '';
  if (isEpl) return { port_circuit_id };
  if (end.untagged) return { port_circuit_id, untagged: true };
  return {
    port_circuit_id,
    ...(end.vlan !== '' ? { vlan: end.vlan } : {}),
    ...(end.svlan !== '' ? { svlan: end.svlan } : {}),
  };
}

/** `POST /v2/services/backbone` from the form (wire reference 3.5). */
export function vcOrderRequest(values: VcOrderValues, isEpl: boolean): CreateBackboneRequest {
  const isDedicated = values.longhaul_type === 'dedicated';
  return {
    description: values.description.trim(),
    epl: isEpl,
    bandwidth: {
      speed: values.speed as CreateBackboneRequest['bandwidth']['speed'],
      longhaul_type: values.longhaul_type,
      subscription_term: (isDedicated ? values.subscription_term : 1) as 1 | 12 | 24 | 36,
    },
    interfaces: [endRequest(values.a, isEpl), endRequest(values.z, isEpl)],
    ...(values.rate_limit_in !== '' ? { rate_limit_in: values.rate_limit_in } : {}),
    ...(values.rate_limit_out !== '' ? { rate_limit_out: values.rate_limit_out } : {}),
    ...(values.po_number.trim() ? { po_number: values.po_number.trim() } : {}),
    ...(values.flex_bandwidth_id ? { flex_bandwidth_id: values.flex_bandwidth_id } : {}),
  };
}
