import type { BgpSession, CreateBgpSessionRequest } from '@portal/contract';
import { messages, type NatCapability, validateNat } from '@portal/domain';

/** What the session translates: nothing, source NAT (`overload`) or destination NAT (`inline_dnat`). */
export type NatMode = 'none' | 'overload' | 'inline_dnat';
export type NatDirection = 'output' | 'input';

/** One destination NAT mapping as typed: a public address sent on to a private one, optionally only from a prefix. */
export interface DnatMappingDraft {
  public_ip: string;
  private_ip: string;
  conditional_prefix: string;
}

/**
 * wire reference 3.10 "nat" of a BGP session, as the dialog's form holds it. Every list keeps its lines while
 * another mode is chosen, so switching back and forth loses nothing typed.
 */
export interface NatFormValues {
  mode: NatMode;
  direction: NatDirection;
  pre_nat_sources: string[];
  pool_prefixes: string[];
  dnat_mappings: DnatMappingDraft[];
}

export type SessionNat = NonNullable<CreateBgpSessionRequest['nat']>;

export const emptyDnatMapping = (): DnatMappingDraft => ({ public_ip: '', private_ip: '', conditional_prefix: '' });

/** A session without NAT: one empty line in each list, ready when a mode is chosen. */
export function emptyNatValues(): NatFormValues {
  return {
    mode: 'none',
    direction: 'output',
    pre_nat_sources: [''],
    pool_prefixes: [''],
    dnat_mappings: [emptyDnatMapping()],
  };
}

/** The form of a saved session's NAT (none when it has none). */
export function natToValues(nat: BgpSession['nat']): NatFormValues {
  const empty = emptyNatValues();
  if (!nat) return empty;
  const lines = (list: readonly string[] | undefined) => (list && list.length > 0 ? [...list] : ['']);
  return {
    mode: nat.nat_type ?? 'overload',
    direction: nat.direction ?? 'output',
    pre_nat_sources: lines(nat.pre_nat_sources),
    pool_prefixes: lines(nat.pool_prefixes),
    dnat_mappings:
      nat.dnat_mappings && nat.dnat_mappings.length > 0
        ? nat.dnat_mappings.map((mapping) => ({
            public_ip: mapping.public_ip ?? '',
            private_ip: mapping.private_ip ?? '',
            conditional_prefix: mapping.conditional_prefix ?? '',
          }))
        : empty.dnat_mappings,
  };
}

/**
 * The session body's `nat`: null for none (so a save or the toggle states the session's NAT, and clears one the
 * user removed); source NAT with its direction, sources and pool; or destination NAT with its mappings.
 */
export function natBody(values: NatFormValues): SessionNat | null {
  if (values.mode === 'none') return null;
  if (values.mode === 'overload') {
    return {
      nat_type: 'overload',
      direction: values.direction,
      pre_nat_sources: values.pre_nat_sources.map((item) => item.trim()),
      pool_prefixes: values.pool_prefixes.map((item) => item.trim()),
    };
  }
  return {
    nat_type: 'inline_dnat',
    dnat_mappings: values.dnat_mappings.map((mapping) => ({
      public_ip: mapping.public_ip.trim(),
      private_ip: mapping.private_ip.trim(),
      ...(mapping.conditional_prefix.trim() === '' ? {} : { conditional_prefix: mapping.conditional_prefix.trim() }),
    })),
  };
}

/** Where a NAT refusal of the server (or the domain) shows in the form: the connection's capability on the mode. */
export function natFieldOf(field: string): string {
  return field === 'nat' || field === 'nat.nat_type' ? 'nat.mode' : field;
}

/**
 * spec 3 and 5, wire reference 3.10: the NAT's refusals by form field, by the server's own rule (`validateNat`: a
 * NAT-capable connection, destination NAT only on a DNAT-capable one, valid prefixes without host bits listed once,
 * a public pool, private and public mapping addresses); an empty line is required.
 */
export function validateNatValues(values: NatFormValues, capability: NatCapability): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.mode === 'overload') {
    for (const list of ['pre_nat_sources', 'pool_prefixes'] as const) {
      values[list].forEach((item, index) => {
        if (item.trim() === '') errors[`nat.${list}.${index}`] = messages.required;
      });
    }
  }
  for (const [field, message] of Object.entries(validateNat(natBody(values), capability))) {
    errors[natFieldOf(field)] ??= message;
  }
  return errors;
}

/** The form fields a NAT refusal may name, for the values as they are (each line of each list). */
export function natFieldNames(values: NatFormValues): string[] {
  return [
    'nat.mode',
    'nat.direction',
    'nat.pre_nat_sources',
    'nat.pool_prefixes',
    'nat.dnat_mappings',
    ...values.pre_nat_sources.map((_, index) => `nat.pre_nat_sources.${index}`),
    ...values.pool_prefixes.map((_, index) => `nat.pool_prefixes.${index}`),
    ...values.dnat_mappings.flatMap((_, index) =>
      ['public_ip', 'private_ip', 'conditional_prefix'].map((name) => `nat.dnat_mappings.${index}.${name}`),
    ),
  ];
}
