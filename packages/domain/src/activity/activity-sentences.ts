import { diffObjects } from './object-diff.js';

/**
 * The activity log as a person reads it (issue: "Port NYC5 disabled by Ann Lee", not `port.update`): one sentence per
 * entry, built from its event code, its object and who acted. The raw code stays on the entry for tooltips and
 * exports; a code this catalogue does not know still reads as a sentence from its object and verb.
 */

/** What a sentence is built from: the entry's code and object, and the names of who acted. */
export interface ActivityFacts {
  /** The event code (`port.disable`). */
  event: string;
  /** The kind of object (`port`, `user`, `contact`…). */
  objectType: string;
  /** The object's id as logged (a circuit id, a uuid, a date). */
  objectId: string;
  /** The acting person's name (or login); null for the system itself. */
  actorName: string | null;
  /** Provider staff or a reseller who acted on the customer's behalf, when not the actor's own company. */
  onBehalfName?: string | null;
  before?: unknown;
  after?: unknown;
}

/** How the log names the system when no person acted (the network's own progress, a scheduled job). */
export const SYSTEM_ACTOR = 'the system';

/** Words a field name spells in capitals or its own way. */
const WORD_FORMS: Readonly<Record<string, string>> = {
  id: 'ID',
  po: 'PO',
  pop: 'PoP',
  mfa: 'MFA',
  api: 'API',
  lag: 'LAG',
  url: 'URL',
  ip: 'IP',
  vlan: 'VLAN',
  loa: 'LOA',
  uuid: 'ID',
  vc: 'VC',
  asn: 'ASN',
  bgp: 'BGP',
  mtu: 'MTU',
};

/** Field names whose words alone would not read right. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  po_number: 'PO number',
  subscription_term: 'Term',
  admin_status: 'Admin status',
  operational_status: 'Operational status',
  is_verified: 'E-mail verified',
  email: 'E-mail',
  mfa_required: 'Second factor required',
  sessions_ended: 'Sessions ended',
  lag_id: 'LAG',
  lag_circuit_id: 'LAG',
  byte_size: 'Size (bytes)',
  content_type: 'File type',
  main_color: 'Main colour',
  autoneg: 'Auto-negotiation',
  disabled: 'Disabled',
  group: 'Group',
};

/** The label of a changed field for people (`po_number` → "PO number", `demarcation.panel` → "Demarcation panel"). */
export function activityFieldLabel(field: string): string {
  if (field === '') return 'Value';
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .split(/[._\s-]+/)
    .filter(Boolean)
    .map((word) => WORD_FORMS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
function listOf(items: readonly string[], max = 3): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length > max) return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The labels of the fields an entry changed, once each (nested fields by their top-level field). */
export function changedFieldLabels(before: unknown, after: unknown): string[] {
  const hasBoth = before !== null && before !== undefined && after !== null && after !== undefined;
  if (!hasBoth) return [];
  const labels = diffObjects(before, after).map((change) => activityFieldLabel(change.field.split('.')[0] ?? ''));
  return [...new Set(labels)];
}

type Snapshot = Record<string, unknown>;

const snapshotOf = (value: unknown): Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Snapshot) : {};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name of the object as its snapshot tells it (a key's name, a contact's or user's name, a file), if any. */
function nameInSnapshots(facts: ActivityFacts): string {
  for (const value of [facts.after, facts.before]) {
    const snapshot = snapshotOf(value);
    const person = [text(snapshot.first_name), text(snapshot.last_name)].filter(Boolean).join(' ');
    const name =
      text(snapshot.name) ||
      person ||
      text(snapshot.login) ||
      text(snapshot.email) ||
      text(snapshot.file_name) ||
      text(snapshot.filename);
    if (name) return name;
  }
  return '';
}

/** The object as the sentence names it: a circuit by its id, anything else by its name, never by a bare uuid. */
function objectName(facts: ActivityFacts): string {
  const name = nameInSnapshots(facts);
  if (name) return name;
  return UUID_PATTERN.test(facts.objectId) ? '' : facts.objectId;
}

/** "by Ann Lee", with the staff or reseller who acted on the company's behalf. */
function byWhom(facts: ActivityFacts): string {
  const actor = facts.actorName?.trim() || SYSTEM_ACTOR;
  const onBehalf = facts.onBehalfName?.trim();
  if (!onBehalf) return `by ${actor}`;
  if (onBehalf === actor) return `by ${actor}, acting on behalf of the company`;
  return `by ${actor} (through ${onBehalf}, acting on behalf of the company)`;
}

/** The acting person as the subject of a sentence ("Ann Lee signed in"). */
function who(facts: ActivityFacts): string {
  const actor = facts.actorName?.trim() || 'The system';
  const onBehalf = facts.onBehalfName?.trim();
  return onBehalf && onBehalf !== actor ? `${actor} (through ${onBehalf})` : actor;
}

/** "Port PF-AP-NYC5-1000004", "Contact Log Me", "A contact" when it has no name. */
function subject(noun: string, name: string): string {
  if (name) return `${noun} ${name}`;
  const article = /^[aeiou]/i.test(noun) ? 'An' : 'A';
  // "A contact", but "An API key": an acronym keeps its capitals.
  const isAcronym = /^[A-Z]{2}/.test(noun);
  return `${article} ${isAcronym ? noun : `${noun.charAt(0).toLowerCase()}${noun.slice(1)}`}`;
}

/** " (PO number and Description)" after a change, naming what changed; nothing when the entry does not say. */
function whatChanged(facts: ActivityFacts): string {
  const labels = changedFieldLabels(facts.before, facts.after);
  return labels.length > 0 ? `: ${listOf(labels)}` : '';
}

type SentenceOf = (facts: ActivityFacts, name: string) => string;

/** "{Noun} {name} {verb} by {actor}", with what changed for an update. */
const objectVerb =
  (noun: string, verb: string, options: { listsChanges?: boolean } = {}): SentenceOf =>
  (facts, name) =>
    `${subject(noun, name)} ${verb} ${byWhom(facts)}${options.listsChanges ? whatChanged(facts) : ''}`;

/** "{Actor} {does something}" for what people do to their own account. */
const actorDoes =
  (phrase: string): SentenceOf =>
  (facts) =>
    `${who(facts)} ${phrase}`;

/** The LAG a port joined or left, as the entry's snapshots name it. */
function lagOf(facts: ActivityFacts): string {
  for (const value of [facts.after, facts.before]) {
    const snapshot = snapshotOf(value);
    const lag = text(snapshot.lag_circuit_id) || text(snapshot.lag_id);
    if (lag) return lag;
  }
  return '';
}

/** The member port an entry about a LAG's members names: the one in one member list and not the other. */
function memberOf(facts: ActivityFacts): string {
  const members = (value: unknown) => {
    const list = snapshotOf(value).members;
    return Array.isArray(list) ? list.map(text).filter(Boolean) : [];
  };
  const before = members(facts.before);
  const after = members(facts.after);
  const added = after.filter((member) => !before.includes(member));
  const removed = before.filter((member) => !after.includes(member));
  return added[0] ?? removed[0] ?? '';
}

/** The PoP of a port booking. */
function popOf(facts: ActivityFacts): string {
  for (const value of [facts.after, facts.before]) {
    const pop = text(snapshotOf(value).pop);
    if (pop) return pop;
  }
  return '';
}

/** The e-mail address an invitation went to. */
function inviteeOf(facts: ActivityFacts, name: string): string {
  for (const value of [facts.after, facts.before]) {
    const email = text(snapshotOf(value).email);
    if (email) return email;
  }
  return name;
}

/** Every event code the portal logs, with its sentence. */
const SENTENCES: Readonly<Record<string, SentenceOf>> = {
  'auth.login': actorDoes('signed in'),
  'auth.login_failed': actorDoes('failed to sign in (wrong password)'),
  'auth.login_mfa': actorDoes('signed in with the second factor'),
  'auth.logout': actorDoes('signed out'),
  'auth.signup': (facts) => {
    const company = text(snapshotOf(facts.after).company_name);
    return `${who(facts)} signed up and created the company${company ? ` ${company}` : ''}`;
  },
  'session.revoke': (facts) => `A session ended ${byWhom(facts)}`,
  'session.revoke_all': (facts, name) => `All sessions of ${name || 'a user'} ended ${byWhom(facts)}`,
  'user.verify': actorDoes('verified the e-mail address'),
  'user.verification_resend': actorDoes('asked for a new verification link'),
  'user.create': objectVerb('User', 'created'),
  'user.update': objectVerb('User', 'changed', { listsChanges: true }),
  'user.delete': objectVerb('User', 'deleted'),
  'user.group_remove': objectVerb('User', 'taken out of a group'),
  'password.reset_request': actorDoes('asked for a password reset link'),
  'password.reset': actorDoes('reset the password'),
  'password.change': actorDoes('changed the password'),
  'mfa.setup': actorDoes('started setting up two-factor login'),
  'mfa.enable': actorDoes('turned two-factor login on'),
  'mfa.disable': actorDoes('turned two-factor login off'),
  'mfa.recovery_code_used': actorDoes('signed in with a recovery code'),
  'api_key.create': objectVerb('API key', 'created'),
  'api_key.revoke': objectVerb('API key', 'revoked'),
  'team_invite.create': (facts, name) => `Invitation to ${inviteeOf(facts, name) || 'a user'} sent ${byWhom(facts)}`,
  'team_invite.resend': (facts, name) =>
    `Invitation to ${inviteeOf(facts, name) || 'a user'} sent again ${byWhom(facts)}`,
  'team_invite.cancel': (facts, name) =>
    `Invitation to ${inviteeOf(facts, name) || 'a user'} cancelled ${byWhom(facts)}`,
  'team_invite.accept': (facts, name) =>
    `Invitation to ${inviteeOf(facts, name) || 'a user'} accepted ${byWhom(facts)}`,
  'company.update': (facts) => `Company profile changed ${byWhom(facts)}${whatChanged(facts)}`,
  'company.logo_upload': (facts) => `Company logo uploaded ${byWhom(facts)}`,
  'contact.create': objectVerb('Contact', 'added'),
  'contact.update': objectVerb('Contact', 'changed', { listsChanges: true }),
  'contact.delete': objectVerb('Contact', 'removed'),
  'cloud_credential.create': objectVerb('Cloud credential', 'added'),
  'cloud_credential.update': objectVerb('Cloud credential', 'changed', { listsChanges: true }),
  'cloud_credential.delete': objectVerb('Cloud credential', 'deleted'),
  'terms.accept': (facts) => `Terms and conditions accepted ${byWhom(facts)}`,
  'reseller_brand.update': (facts) => `Reseller brand changed ${byWhom(facts)}${whatChanged(facts)}`,
  'port.create': objectVerb('Port', 'ordered'),
  'port.update': objectVerb('Port', 'changed', { listsChanges: true }),
  'port.enable': objectVerb('Port', 'enabled'),
  'port.disable': objectVerb('Port', 'disabled'),
  'port.delete': objectVerb('Port', 'deleted'),
  'port.lag.join': (facts, name) => {
    const lag = lagOf(facts);
    return `${subject('Port', name)} added to ${lag ? `LAG ${lag}` : 'a LAG'} ${byWhom(facts)}`;
  },
  'port.lag.leave': (facts, name) => {
    const lag = lagOf(facts);
    return `${subject('Port', name)} taken out of ${lag ? `LAG ${lag}` : 'its LAG'} ${byWhom(facts)}`;
  },
  'lag.create': objectVerb('LAG', 'created'),
  'lag.update': objectVerb('LAG', 'changed', { listsChanges: true }),
  'lag.enable': objectVerb('LAG', 'enabled'),
  'lag.disable': objectVerb('LAG', 'disabled'),
  'lag.delete': objectVerb('LAG', 'deleted'),
  'lag.member.add': (facts, name) => {
    const member = memberOf(facts);
    return `${member ? `Port ${member}` : 'A port'} added to ${subject('LAG', name)} ${byWhom(facts)}`;
  },
  'lag.member.remove': (facts, name) => {
    const member = memberOf(facts);
    return `${member ? `Port ${member}` : 'A port'} removed from ${subject('LAG', name)} ${byWhom(facts)}`;
  },
  'booked_port.create': (facts) => {
    const pop = popOf(facts);
    return `Port capacity${pop ? ` at ${pop}` : ''} booked ${byWhom(facts)}`;
  },
  'booked_port.delete': (facts) => {
    const pop = popOf(facts);
    return `Port booking${pop ? ` at ${pop}` : ''} released ${byWhom(facts)}`;
  },
  'cross_connect.create': objectVerb('Cross connect', 'ordered'),
  'cross_connect.update': objectVerb('Cross connect', 'changed', { listsChanges: true }),
  'cross_connect.delete': objectVerb('Cross connect', 'deleted'),
  'document.upload': objectVerb('Document', 'uploaded'),
  'document.delete': objectVerb('Document', 'deleted'),
  'document.letter_of_authorization': (facts) => {
    const port = text(snapshotOf(facts.after).circuit_id);
    return `Letter of Authorization${port ? ` for port ${port}` : ''} issued ${byWhom(facts)}`;
  },
};

/** The event codes the catalogue has a sentence for (each one is unit-tested). */
export const ACTIVITY_EVENT_CODES: readonly string[] = Object.keys(SENTENCES);

/** Nouns of object types, for codes the catalogue does not know yet. */
const OBJECT_NOUNS: Readonly<Record<string, string>> = {
  port: 'Port',
  lag: 'LAG',
  vc: 'Virtual circuit',
  ptp: 'Point-to-point',
  flex_bandwidth: 'Flex bandwidth',
  cloud_router: 'Cloud router',
  cr_connection: 'Cloud router connection',
  bgp_session: 'BGP session',
  cross_connect: 'Cross connect',
  user: 'User',
  contact: 'Contact',
  cloud_credential: 'Cloud credential',
  api_key: 'API key',
  document: 'Document',
  customer: 'Company',
  alert: 'Alert',
};

/** Verbs of the last part of an unknown code (`vc.create` → created). */
const VERBS: Readonly<Record<string, string>> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  enable: 'enabled',
  disable: 'disabled',
  accept: 'accepted',
  cancel: 'cancelled',
  upload: 'uploaded',
  revoke: 'revoked',
  add: 'added',
  remove: 'removed',
};

/** A sentence for a code no entry above covers: the object's noun and the code's verb, else the code's words. */
function fallbackSentence(facts: ActivityFacts, name: string): string {
  const parts = facts.event.split('.');
  const noun = OBJECT_NOUNS[facts.objectType] ?? activityFieldLabel(parts[0] ?? facts.objectType);
  const last = parts[parts.length - 1] ?? '';
  const verb = VERBS[last] ?? activityFieldLabel(last).toLowerCase();
  return `${subject(noun, name)} ${verb} ${byWhom(facts)}${last === 'update' ? whatChanged(facts) : ''}`;
}

/** The activity log's sentence for an entry ("Port PF-AP-NYC5-1000004 disabled by Dana Reyes"). */
export function activitySentence(facts: ActivityFacts): string {
  const name = objectName(facts);
  const sentence = SENTENCES[facts.event];
  return sentence ? sentence(facts, name) : fallbackSentence(facts, name);
}

/** A short name of an event code for a filter menu (`port.disable` → "Port disabled"), for every known code. */
export function activityEventLabel(event: string): string {
  const sentence = activitySentence({
    event,
    objectType: event.split('.')[0] ?? '',
    objectId: '',
    actorName: 'X',
  });
  // The sentence without its actor: "A port disabled by X" → "Port disabled"; "X signed in" → "Signed in".
  const withoutActor = sentence
    .replace(/ by X(?=$|:)/, '')
    .replace(/^X /, '')
    .replace(/^An? /, '');
  return withoutActor.charAt(0).toUpperCase() + withoutActor.slice(1);
}
