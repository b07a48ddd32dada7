import type { BgpDryRunRequest, CreateBgpSessionRequest } from '@portal/contract';
import {
  messages,
  parseInterfaceAddress,
  type SessionAddressFamily,
  validateGoogleBgpAsn,
  validateIpv4,
  validateNat,
  validateSessionFamily,
  validateSessionInterface,
  validateSessionPeer,
} from '@portal/domain';
import type { StoredPeer } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { ConnectionRow, RouterRow } from './cloud-routers.repo.js';
import { peerAsnOf, peerKindOf } from './connection-kinds.js';

type SessionRules = Partial<
  Pick<CreateBgpSessionRequest, 'address_family' | 'remote_asn' | 'primary_subnet' | 'secondary_subnet' | 'nat'>
>;

/**
 * spec 3 and 5, the rules of a session that depend on its connection, as the session form applies them: NAT only on
 * a NAT-capable connection (destination NAT on a DNAT-capable one), Google's peer ASN (16550 or a private one), and
 * Azure's primary subnet (required, an address of the family with its mask; the secondary an IPv4 with its mask).
 * Only what the body sends is checked (a what-if's draft sends part). Each refusal names its field.
 */
export function checkSessionRules(
  body: SessionRules,
  connection: ConnectionRow,
  options: { isWholeSession: boolean },
): void {
  const errors: Record<string, string> = {
    ...validateNat(body.nat, { isNatCapable: connection.natCapable, isDnatCapable: connection.dnatCapable }),
  };
  const kind = peerKindOf(connection);
  if (kind === 'google' && body.remote_asn !== undefined) {
    const message = validateGoogleBgpAsn(body.remote_asn);
    if (message !== undefined) errors.remote_asn = message;
  }
  if (kind === 'azure' && options.isWholeSession) {
    const primary = body.primary_subnet?.trim() ?? '';
    const message = primary === '' ? messages.required : validateSessionInterface(primary, body.address_family ?? 'v4');
    if (message !== undefined) errors.primary_subnet = message;
    const secondary = body.secondary_subnet?.trim() ?? '';
    const secondaryMessage = secondary === '' ? undefined : validateIpv4(secondary, { requireMask: true });
    if (secondaryMessage !== undefined) errors.secondary_subnet = secondaryMessage;
  }
  const [first] = Object.entries(errors);
  if (first) throw new AppError('validation_failed', `${first[0]}: ${first[1]}`, errors);
}

/**
 * Issue 18: a what-if's draft of a saved session is of the session's family, which the draft does not carry: its
 * addresses, the prefixes of its filter and its NAT, each refusal naming its field (the create and PUT bodies carry
 * their family, and the contract's schema checks them the same way).
 */
export function checkDraftFamily(
  draft: Pick<BgpDryRunRequest, 'l3_address' | 'remote_address' | 'prefixes' | 'nat'>,
  family: SessionAddressFamily,
): void {
  const errors: Record<string, string> = {};
  const local = draft.l3_address === undefined ? undefined : validateSessionInterface(draft.l3_address, family);
  if (local !== undefined) errors.l3_address = local;
  const remote = draft.remote_address === undefined ? undefined : validateSessionPeer(draft.remote_address, family);
  if (remote !== undefined) errors.remote_address = remote;
  Object.assign(errors, validateSessionFamily({ address_family: family, prefixes: draft.prefixes, nat: draft.nat }));
  const [first] = Object.entries(errors);
  if (first) throw new AppError('validation_failed', `${first[0]}: ${first[1]}`, errors);
}

/**
 * The far side of a new session, set up to match what the session says now: a later change that no longer matches
 * brings the session down, as it would with a real peer. The MD5 key it keeps is sealed at rest like the session's.
 */
export function peerForSession(
  secrets: SecretBox,
  router: Pick<RouterRow, 'asn'>,
  connection: ConnectionRow,
  body: Pick<CreateBgpSessionRequest, 'remote_asn' | 'remote_address' | 'l3_address' | 'md5'>,
): StoredPeer {
  const local = parseInterfaceAddress(body.l3_address);
  return {
    kind: peerKindOf(connection),
    asn: peerAsnOf(connection, body.remote_asn),
    address: body.remote_address.trim(),
    neighbourAddress: local ? (local.address.text.split('/')[0] ?? '') : '',
    neighbourAsn: router.asn,
    md5: body.md5 ? secrets.seal(body.md5, 'bgp-md5') : null,
  };
}
