import { randomUUID } from 'node:crypto';
import { seedHash, validateUniqueSessionAddress } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bgpSessions, type StoredBgpPrefix } from '../../../db/schema/index.js';
import { invalidField } from '../../../http/app-error.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import { type ConnectionRow, listSessions, type RouterRow, type SessionRow } from './cloud-routers.repo.js';
import { type CloudRouterDeps, logSessionEvent, sessionRef } from './cloud-routers.service.js';
import { peerAsnOf } from './connection-kinds.js';
import { loadWorld } from './routing-view.js';

/**
 * The BGP session a cloud connection of a router has with the cloud's peer when its `cloud_settings` carry
 * `bgp_settings` (wire reference 3.10: "AWS and Google connections created with cloud_settings get their session
 * implicitly", its uuid the first of `bgp_state_list`), made with the connection and following its settings after.
 */

type Settings = Record<string, unknown>;

const objectOf = (value: unknown): Settings | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : undefined;
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const hostOf = (address: string) => address.split('/')[0] ?? address;

type Family = 'v4' | 'v6';

/**
 * The addresses of a cloud session the settings give none for, from the circuit id: a /30 of the IPv4 link-local
 * range, or for an IPv6 session a /64 of the unique-local range (the longest mask a session's address takes here).
 */
function linkAddressesOf(circuitId: string, family: Family): { local: string; remote: string } {
  const hash = seedHash(circuitId);
  if (family === 'v6') {
    const network = `fd${(hash >>> 24).toString(16).padStart(2, '0')}:${(hash & 0xffff).toString(16)}:${((hash >>> 16) & 0xff).toString(16)}`;
    return { local: `${network}::1/64`, remote: `${network}::2` };
  }
  const third = hash % 256;
  const fourth = ((hash >>> 8) % 64) * 4;
  return { local: `169.254.${third}.${fourth + 1}/30`, remote: `169.254.${third}.${fourth + 2}` };
}

/** Every route of a family: what the router takes from the cloud, and advertises when the settings list nothing. */
const ALL_ROUTES: Record<Family, string> = { v4: '0.0.0.0/0', v6: '::/0' };

/** What a cloud connection's settings say its session with the cloud is (the MD5 key in clear, or none). */
interface CloudSessionFacts {
  addressFamily: Family;
  l3Address: string;
  remoteAddress: string;
  peerAsn: number;
  advertised: readonly string[];
}

/** The session facts of `settings` (checked, in clear), or null when they carry no BGP settings. */
function sessionFactsOf(row: ConnectionRow, settings: Settings | null): CloudSessionFacts | null {
  const bgp = objectOf(settings?.bgp_settings);
  if (!bgp || row.connectionType !== 'cloud_hosted') return null;
  const addressFamily: Family = row.provider === 'aws' && bgp.address_family === 'ipv6' ? 'v6' : 'v4';
  const link = linkAddressesOf(row.circuitId, addressFamily);
  const advertised = bgp.advertised_prefixes ?? bgp.google_advertised_ip_ranges;
  return {
    addressFamily,
    l3Address: textOf(bgp.l3_address) ?? link.local,
    remoteAddress: hostOf(textOf(bgp.remote_address) ?? link.remote),
    peerAsn: peerAsnOf({ ...row, cloudSettings: settings }, 0),
    advertised: Array.isArray(advertised) ? advertised.filter((item) => typeof item === 'string') : [],
  };
}

const filterEntry = (value: string, type: 'in' | 'out', matchType: 'exact' | 'orlonger'): StoredBgpPrefix => ({
  bgp_prefix_uuid: randomUUID(),
  prefix: value.trim().toLowerCase(),
  match_type: matchType,
  type,
  as_prepend: null,
  med: null,
  local_preference: null,
});

/** The router advertises the prefixes the settings list (exactly), else every route of the session's family. */
const outEntries = (facts: Pick<CloudSessionFacts, 'addressFamily' | 'advertised'>) =>
  facts.advertised.length === 0
    ? [filterEntry(ALL_ROUTES[facts.addressFamily], 'out', 'orlonger')]
    : facts.advertised.map((item) => filterEntry(item, 'out', 'exact'));

const isOfFamily = (prefix: string, family: Family) => prefix.includes(':') === (family === 'v6');

/**
 * The "in" filter of a session whose family changed: the entries of the new family stay as the customer set them;
 * without any, the router takes every route of the new family, as a new session does.
 */
function inEntriesOf(prefixes: readonly StoredBgpPrefix[], family: Family): StoredBgpPrefix[] {
  const kept = prefixes.filter((item) => item.type === 'in' && isOfFamily(item.prefix, family));
  return kept.length > 0 ? kept : [filterEntry(ALL_ROUTES[family], 'in', 'orlonger')];
}

/**
 * The session a cloud connection gets with its settings: the router's side and the cloud's at the addresses the
 * settings name (else a link-local /30, or a unique-local /64 for IPv6), the cloud's ASN, the MD5 key on both sides
 * (sealed at rest on each); the session speaks the settings' family (AWS's `address_family`, IPv4 unless `ipv6`):
 * the router takes every route of that family the cloud sends and advertises the prefixes the settings list (else
 * every route of the family).
 */
export function cloudSessionOf(
  secrets: SecretBox,
  router: Pick<RouterRow, 'asn'>,
  row: ConnectionRow,
  settings: Settings | null,
): typeof bgpSessions.$inferInsert | null {
  const facts = sessionFactsOf(row, settings);
  if (!facts || (row.provider !== 'aws' && row.provider !== 'google')) return null;
  const md5 = textOf(objectOf(settings?.bgp_settings)?.md5);
  const sealed = () => (md5 ? secrets.seal(md5, 'bgp-md5') : null);
  return {
    id: randomUUID(),
    customerId: row.customerId,
    connectionId: row.id,
    addressFamily: facts.addressFamily,
    remoteAsn: facts.peerAsn,
    remoteAddress: facts.remoteAddress,
    l3Address: facts.l3Address,
    md5: sealed(),
    orlonger: true,
    prefixes: [filterEntry(ALL_ROUTES[facts.addressFamily], 'in', 'orlonger'), ...outEntries(facts)],
    peer: {
      kind: row.provider,
      asn: facts.peerAsn,
      address: facts.remoteAddress,
      neighbourAddress: hostOf(facts.l3Address),
      neighbourAsn: router.asn,
      md5: sealed(),
    },
    bgpState: 'configuring',
  };
}

/** Makes the cloud's session of a connection: the network configures it, then it establishes with the cloud. */
export async function addCloudSession(
  deps: Pick<CloudRouterDeps, 'network'>,
  tx: Executor,
  session: typeof bgpSessions.$inferInsert,
): Promise<void> {
  if (!session.id) return;
  await deps.network.provision(
    tx,
    { objectType: 'bgp_session', objectId: session.id, customerId: session.customerId },
    { details: { connection: session.connectionId } },
  );
  await tx.insert(bgpSessions).values(session);
}

/**
 * A change of a cloud connection's settings told to its session with the cloud, both sides at once, as PacketFabric
 * configures the router and the cloud from the same settings: what changed of the addresses, the cloud's ASN, the
 * advertised prefixes (the "out" filter; the "in" filter stays as the customer set it) and the MD5 key (only when the
 * change names a new one). A change of family moves the session to the new family's addresses and filters: the "in"
 * entries of the other family go (the new family's every route when none is left). The network reconfigures the
 * session, which then establishes again or stays down. A connection without a session gets it now; one whose settings
 * carry no BGP any more keeps its session as it is.
 */
export async function followCloudSettings(
  deps: CloudRouterDeps,
  tx: Executor,
  change: {
    router: RouterRow;
    row: ConnectionRow;
    before: Settings | null;
    after: Settings;
    isMd5Replaced: boolean;
  },
): Promise<void> {
  const { router, row, after } = change;
  const next = sessionFactsOf(row, after);
  if (!next) return;
  const [session] = await listSessions(tx, row.customerId, [row.id]);
  if (!session) {
    const created = cloudSessionOf(deps.secrets, router, row, after);
    if (!created) return;
    await assertAddressFree(tx, router, created.l3Address);
    await addCloudSession(deps, tx, created);
    await logSessionEvent(tx, { routerId: router.id, connection: row, sessionId: created.id ?? '' }, 'notice', CREATED);
    return;
  }
  const previous = sessionFactsOf(row, change.before);
  const md5 = textOf(objectOf(after.bgp_settings)?.md5);
  const sealedMd5 = md5 ? deps.secrets.seal(md5, 'bgp-md5') : null;
  const values: Partial<SessionRow> = {};
  const peer = { ...session.peer };
  const isFamilyChanged = previous?.addressFamily !== next.addressFamily;
  if (isFamilyChanged || previous?.l3Address !== next.l3Address || previous?.remoteAddress !== next.remoteAddress) {
    if (next.l3Address !== session.l3Address) await assertAddressFree(tx, router, next.l3Address, session.id);
    Object.assign(values, {
      l3Address: next.l3Address,
      remoteAddress: next.remoteAddress,
      addressFamily: next.addressFamily,
    });
    Object.assign(peer, { address: next.remoteAddress, neighbourAddress: hostOf(next.l3Address) });
  }
  if (previous?.peerAsn !== next.peerAsn) {
    values.remoteAsn = next.peerAsn;
    peer.asn = next.peerAsn;
  }
  if (isFamilyChanged) {
    values.prefixes = [...inEntriesOf(session.prefixes, next.addressFamily), ...outEntries(next)];
  } else if (JSON.stringify(previous?.advertised ?? []) !== JSON.stringify(next.advertised)) {
    values.prefixes = [...session.prefixes.filter((item) => item.type === 'in'), ...outEntries(next)];
  }
  if (change.isMd5Replaced) {
    values.md5 = sealedMd5;
    peer.md5 = md5 ? deps.secrets.seal(md5, 'bgp-md5') : null;
  }
  if (Object.keys(values).length === 0) return;
  await deps.network.modify(tx, sessionRef(session), { details: { connection: row.circuitId } });
  await tx
    .update(bgpSessions)
    .set({ ...values, peer, bgpState: 'configuring', updatedAt: new Date() })
    .where(eq(bgpSessions.id, session.id));
  await logSessionEvent(tx, { routerId: router.id, connection: row, sessionId: session.id }, 'notice', FOLLOWED);
}

const CREATED = "BGP session with the cloud created from the connection's cloud settings; configuring";
const FOLLOWED = "BGP session follows the connection's new cloud settings; reconfiguring";

/** spec 5 ('This address is not unique.'): the router's side of the session is free on the router. */
async function assertAddressFree(tx: Executor, router: RouterRow, l3Address: string, exceptId?: string) {
  const { sessions } = await loadWorld(tx, router);
  const message = validateUniqueSessionAddress(l3Address, sessions, exceptId);
  if (message !== undefined) throw invalidField('cloud_settings.bgp_settings.l3_address', message);
}
