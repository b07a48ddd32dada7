import { awsCloudSettingsSchema, googleCloudSettingsSchema, type HostedProvider, SECRET_MASK } from '@portal/contract';
import { googlePairingKeyPlaceMessage } from '@portal/domain';
import type { Md5Read } from '../../../clouds/cloud-settings-secrets.js';
import { invalidField } from '../../../http/app-error.js';
import { checkSettingsRegion, edgeAvailabilityDomainOf } from './hosted-cloud-order.js';

/**
 * A change of a cloud connection's provider-side settings (wire reference 3.7 and 3.9 `cloud_settings`), whether the
 * connection starts on the customer's port (`PATCH /v2/services/cloud/hosted/{id}`) or on a cloud router (`PATCH
 * …/cloud-routers/{id}/connections/{cid}`): the rules of an order, the region the on-ramp reaches, Google's edge
 * availability domain, and the BGP MD5 key kept where the change leaves it out or sends the mask back.
 */

export const NO_CLOUD_SETTINGS_MESSAGE = 'Only AWS and Google connections are configured on the provider side.';
/** The stored key is needed (kept by the change) but sealed under a SECRETS_KEY this process does not have. */
export const UNREADABLE_MD5_MESSAGE =
  'The MD5 key set before cannot be read with the current SECRETS_KEY: enter the key again.';

type Settings = Record<string, unknown>;

const objectOf = (value: unknown): Settings | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : undefined;

/** Whether a change's settings name a new MD5 key (or none, with `''`), rather than keep the stored one. */
export function isMd5Replaced(sent: Settings): boolean {
  const md5 = objectOf(sent.bgp_settings)?.md5;
  return md5 !== undefined && md5 !== SECRET_MASK;
}

/**
 * New provider-side settings with the stored BGP MD5 key (opened) kept where the change leaves the key out or sends
 * it back as the connection shows it (masked): the key is never shown, so a client cannot send it back; the mask is
 * never a key. A stored key this process cannot open is refused on the field, to be entered again.
 */
function withKeptMd5(sent: Settings, stored: Md5Read): Settings {
  const bgp = objectOf(sent.bgp_settings);
  if (!bgp || isMd5Replaced(sent)) return sent;
  const { md5: _kept, ...rest } = bgp;
  if (stored.state === 'unreadable') throw invalidField('cloud_settings.bgp_settings.md5', UNREADABLE_MD5_MESSAGE);
  return { ...sent, bgp_settings: { ...rest, ...(stored.state === 'open' ? { md5: stored.md5 } : {}) } };
}

/** spec 5: new provider-side settings, checked with the rules of an order; a refusal names `cloud_settings.<field>`. */
function checkedCloudSettings(provider: HostedProvider, settings: Settings): Settings {
  const schema =
    provider === 'aws' ? awsCloudSettingsSchema : provider === 'google' ? googleCloudSettingsSchema : undefined;
  if (!schema) throw invalidField('cloud_settings', NO_CLOUD_SETTINGS_MESSAGE);
  const parsed = schema.safeParse(settings);
  if (parsed.success) return withoutEmptyMd5({ ...parsed.data });
  const [issue] = parsed.error.issues;
  const field = ['cloud_settings', ...(issue?.path ?? []).map(String)].join('.');
  throw invalidField(field, issue?.message ?? 'Not a valid value');
}

/** An empty MD5 key is no key: the settings keep none. */
function withoutEmptyMd5(settings: Settings): Settings {
  const bgp = objectOf(settings.bgp_settings);
  if (bgp?.md5 !== '') return settings;
  const { md5: _none, ...rest } = bgp;
  return { ...settings, bgp_settings: rest };
}

/**
 * The rules of an order for changed settings at the connection's place: the region its on-ramp reaches (AWS's
 * `aws_region`, Google's `google_region`), and for Google the edge availability domain its pairing key was made for.
 */
function checkSettingsPlace(provider: HostedProvider, settings: Settings, place: SettingsPlace): void {
  checkSettingsRegion(provider, settings, place);
  if (provider !== 'google' || typeof place.googlePairingKey !== 'string') return;
  const refusal = googlePairingKeyPlaceMessage(place.googlePairingKey, {
    pop: place.pop,
    region: place.region,
    edgeAvailabilityDomain: edgeAvailabilityDomainOf(settings),
  });
  if (refusal) throw invalidField('cloud_settings.google_edge_availability_domain', refusal);
}

/** Where a connection's provider-side settings are: what an order there was checked against. */
export interface SettingsPlace {
  pop: string;
  region: string;
  googlePairingKey: unknown;
}

/**
 * spec 5: the provider-side settings of a connection after a partial change (`mergedCloudSettings`), with the stored
 * MD5 key kept where the change leaves it out or sends the mask (`withKeptMd5`), checked as a whole with the rules of
 * an order (`checkedCloudSettings`) at the connection's place (`checkSettingsPlace`); a refusal names the field.
 */
export function changedCloudSettings(
  provider: HostedProvider,
  change: { stored: Settings | null; storedMd5: Md5Read; sent: Settings; place: SettingsPlace },
): Settings {
  const merged = withKeptMd5(mergedCloudSettings(change.stored, change.sent), change.storedMd5);
  const checked = checkedCloudSettings(provider, merged);
  checkSettingsPlace(provider, checked, change.place);
  return checked;
}

/**
 * A partial change of stored settings, as PacketFabric's Go client sends one (`CloudRouterUpdateData`: the fields it
 * changes, `{}` when none): each field sent replaces the stored one and `null` removes it; `bgp_settings` is merged
 * field by field the same way. The stored MD5 key is left out: `withKeptMd5` puts it back where the change keeps it.
 */
function mergedCloudSettings(stored: Settings | null, sent: Settings): Settings {
  const base = { ...(stored ?? {}) };
  const storedBgp = objectOf(base.bgp_settings);
  if (storedBgp) {
    const { md5: _sealed, ...rest } = storedBgp;
    base.bgp_settings = rest;
  }
  const merged = mergeFields(base, sent);
  const sentBgp = objectOf(sent.bgp_settings);
  if (sentBgp) merged.bgp_settings = mergeFields(objectOf(base.bgp_settings) ?? {}, sentBgp);
  return merged;
}

function mergeFields(base: Settings, sent: Settings): Settings {
  const merged = { ...base };
  for (const [key, value] of Object.entries(sent)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
