import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENT_CODES,
  type ActivityFacts,
  activityEventLabel,
  activityFieldLabel,
  activitySentence,
  changedFieldLabels,
} from './activity-sentences.js';

const facts = (event: string, extra: Partial<ActivityFacts> = {}): ActivityFacts => ({
  event,
  objectType: event.split('.')[0] ?? '',
  objectId: '00000000-0000-4000-8000-000000000001',
  actorName: 'Ann Lee',
  ...extra,
});

/** The sentence of every code the portal logs, for an entry with the snapshot its service writes. */
const EXPECTED: Record<string, [Partial<ActivityFacts>, string]> = {
  'auth.login': [{}, 'Ann Lee signed in'],
  'auth.login_failed': [{}, 'Ann Lee failed to sign in (wrong password)'],
  'auth.login_mfa': [{}, 'Ann Lee signed in with the second factor'],
  'auth.logout': [{}, 'Ann Lee signed out'],
  'auth.signup': [{ after: { company_name: 'Acme' } }, 'Ann Lee signed up and created the company Acme'],
  'session.revoke': [{}, 'A session ended by Ann Lee'],
  'session.revoke_all': [{ after: { sessions_ended: 2 } }, 'All sessions of a user ended by Ann Lee'],
  'user.verify': [{}, 'Ann Lee verified the e-mail address'],
  'user.verification_resend': [{}, 'Ann Lee asked for a new verification link'],
  'user.create': [{ after: { login: 'bob' } }, 'User bob created by Ann Lee'],
  'user.update': [
    {
      before: { first_name: 'Bob', last_name: 'Ray', group: 'admin' },
      after: { first_name: 'Bob', last_name: 'Ray', group: 'read-only' },
    },
    'User Bob Ray changed by Ann Lee: Group',
  ],
  'user.delete': [{ before: { login: 'bob' } }, 'User bob deleted by Ann Lee'],
  'user.group_remove': [{ before: { login: 'bob' } }, 'User bob taken out of a group by Ann Lee'],
  'password.reset_request': [{}, 'Ann Lee asked for a password reset link'],
  'password.reset': [{}, 'Ann Lee reset the password'],
  'password.change': [{}, 'Ann Lee changed the password'],
  'mfa.setup': [{}, 'Ann Lee started setting up two-factor login'],
  'mfa.enable': [{}, 'Ann Lee turned two-factor login on'],
  'mfa.disable': [{}, 'Ann Lee turned two-factor login off'],
  'mfa.recovery_code_used': [{}, 'Ann Lee signed in with a recovery code'],
  'api_key.create': [{ after: { name: 'CI deploys' } }, 'API key CI deploys created by Ann Lee'],
  'api_key.revoke': [{ before: { name: 'CI deploys' } }, 'API key CI deploys revoked by Ann Lee'],
  'team_invite.create': [{ after: { email: 'bob@example.com' } }, 'Invitation to bob@example.com sent by Ann Lee'],
  'team_invite.resend': [
    { after: { email: 'bob@example.com' } },
    'Invitation to bob@example.com sent again by Ann Lee',
  ],
  'team_invite.cancel': [
    { before: { email: 'bob@example.com' } },
    'Invitation to bob@example.com cancelled by Ann Lee',
  ],
  'team_invite.accept': [
    { after: { login: 'bob', email: 'bob@example.com' } },
    'Invitation to bob@example.com accepted by Ann Lee',
  ],
  'company.update': [
    { before: { name: 'Acme' }, after: { name: 'Acme Inc' } },
    'Company profile changed by Ann Lee: Name',
  ],
  'company.logo_upload': [{}, 'Company logo uploaded by Ann Lee'],
  'contact.create': [{ after: { first_name: 'Log', last_name: 'Me' } }, 'Contact Log Me added by Ann Lee'],
  'contact.update': [
    {
      before: { first_name: 'Log', last_name: 'Me', email: 'a@b.c' },
      after: { first_name: 'Log', last_name: 'Me', email: 'd@e.f' },
    },
    'Contact Log Me changed by Ann Lee: E-mail',
  ],
  'contact.delete': [{ before: { first_name: 'Log', last_name: 'Me' } }, 'Contact Log Me removed by Ann Lee'],
  'cloud_credential.create': [{ after: { description: 'Prod AWS' } }, 'A cloud credential added by Ann Lee'],
  'cloud_credential.update': [
    { before: { description: 'Prod AWS' }, after: { description: 'Production AWS' } },
    'A cloud credential changed by Ann Lee: Description',
  ],
  'cloud_credential.delete': [{ before: { description: 'Prod AWS' } }, 'A cloud credential deleted by Ann Lee'],
  'terms.accept': [{ objectId: '2026-01-01T00:00:00.000Z' }, 'Terms and conditions accepted by Ann Lee'],
  'reseller_brand.update': [{}, 'Reseller brand changed by Ann Lee'],
  'port.create': [
    { objectId: 'PF-AP-NYC5-1000004', after: { pop: 'NYC5' } },
    'Port PF-AP-NYC5-1000004 ordered by Ann Lee',
  ],
  'port.update': [
    {
      objectId: 'PF-AP-NYC5-1000004',
      before: { description: 'a', po_number: null },
      after: { description: 'b', po_number: 'PO-1' },
    },
    'Port PF-AP-NYC5-1000004 changed by Ann Lee: Description and PO number',
  ],
  'port.enable': [{ objectId: 'PF-AP-NYC5-1000004' }, 'Port PF-AP-NYC5-1000004 enabled by Ann Lee'],
  'port.disable': [{ objectId: 'PF-AP-NYC5-1000004' }, 'Port PF-AP-NYC5-1000004 disabled by Ann Lee'],
  'port.delete': [{ objectId: 'PF-AP-NYC5-1000004' }, 'Port PF-AP-NYC5-1000004 deleted by Ann Lee'],
  'port.lag.join': [
    { objectId: 'PF-AP-NYC1-1', before: { lag_id: null }, after: { lag_id: 'PF-AE-NYC1-9' } },
    'Port PF-AP-NYC1-1 added to LAG PF-AE-NYC1-9 by Ann Lee',
  ],
  'port.lag.leave': [
    { objectId: 'PF-AP-NYC1-1', before: { lag_id: 'PF-AE-NYC1-9' }, after: { lag_id: null } },
    'Port PF-AP-NYC1-1 taken out of LAG PF-AE-NYC1-9 by Ann Lee',
  ],
  'lag.create': [{ objectId: 'PF-AE-NYC1-9' }, 'LAG PF-AE-NYC1-9 created by Ann Lee'],
  'lag.update': [
    { objectId: 'PF-AE-NYC1-9', before: { description: 'a' }, after: { description: 'b' } },
    'LAG PF-AE-NYC1-9 changed by Ann Lee: Description',
  ],
  'lag.enable': [{ objectId: 'PF-AE-NYC1-9' }, 'LAG PF-AE-NYC1-9 enabled by Ann Lee'],
  'lag.disable': [{ objectId: 'PF-AE-NYC1-9' }, 'LAG PF-AE-NYC1-9 disabled by Ann Lee'],
  'lag.delete': [{ objectId: 'PF-AE-NYC1-9' }, 'LAG PF-AE-NYC1-9 deleted by Ann Lee'],
  'lag.member.add': [
    { objectId: 'PF-AE-NYC1-9', before: { members: ['PF-AP-1'] }, after: { members: ['PF-AP-1', 'PF-AP-2'] } },
    'Port PF-AP-2 added to LAG PF-AE-NYC1-9 by Ann Lee',
  ],
  'lag.member.remove': [
    { objectId: 'PF-AE-NYC1-9', before: { members: ['PF-AP-1', 'PF-AP-2'] }, after: { members: ['PF-AP-1'] } },
    'Port PF-AP-2 removed from LAG PF-AE-NYC1-9 by Ann Lee',
  ],
  'booked_port.create': [{ after: { pop: 'NYC1' } }, 'Port capacity at NYC1 booked by Ann Lee'],
  'booked_port.delete': [{ before: { pop: 'NYC1' } }, 'Port booking at NYC1 released by Ann Lee'],
  'cross_connect.create': [{ objectId: 'PF-CC-NYC1-1' }, 'Cross connect PF-CC-NYC1-1 ordered by Ann Lee'],
  'cross_connect.update': [
    { objectId: 'PF-CC-NYC1-1', before: { status: 'a' }, after: { status: 'b' } },
    'Cross connect PF-CC-NYC1-1 changed by Ann Lee: Status',
  ],
  'cross_connect.delete': [{ objectId: 'PF-CC-NYC1-1' }, 'Cross connect PF-CC-NYC1-1 deleted by Ann Lee'],
  'document.upload': [{ after: { name: 'rack.pdf' } }, 'Document rack.pdf uploaded by Ann Lee'],
  'document.delete': [{ before: { name: 'rack.pdf' } }, 'Document rack.pdf deleted by Ann Lee'],
  'document.letter_of_authorization': [
    { after: { name: 'loa.pdf', circuit_id: 'PF-AP-NYC1-1' } },
    'Letter of Authorization for port PF-AP-NYC1-1 issued by Ann Lee',
  ],
};

describe('activity sentences (the activity log and history tabs)', () => {
  it('has a sentence for every event code the portal logs, and a test for each', () => {
    expect([...ACTIVITY_EVENT_CODES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s reads as a sentence', (event, [extra, sentence]) => {
    expect(activitySentence(facts(event, extra))).toBe(sentence);
  });

  it('names the system when no person acted, and who acted on the company’s behalf', () => {
    expect(activitySentence(facts('port.disable', { objectId: 'PF-AP-1', actorName: null }))).toBe(
      'Port PF-AP-1 disabled by the system',
    );
    expect(
      activitySentence(
        facts('port.disable', { objectId: 'PF-AP-1', actorName: 'Sam Okafor', onBehalfName: 'Sam Okafor' }),
      ),
    ).toBe('Port PF-AP-1 disabled by Sam Okafor, acting on behalf of the company');
    expect(activitySentence(facts('auth.login', { actorName: 'Dana Reyes', onBehalfName: 'Sam Okafor' }))).toBe(
      'Dana Reyes (through Sam Okafor) signed in',
    );
    expect(activitySentence(facts('auth.logout', { actorName: null }))).toBe('The system signed out');
  });

  it('never names an object by a bare id nobody can read, and lists at most three changed fields', () => {
    expect(activitySentence(facts('contact.create'))).toBe('A contact added by Ann Lee');
    expect(activitySentence(facts('api_key.create'))).toBe('An API key created by Ann Lee');
    expect(
      activitySentence(
        facts('port.update', {
          objectId: 'PF-AP-1',
          before: { a: 1, b: 1, c: 1, d: 1, e: 1 },
          after: { a: 2, b: 2, c: 2, d: 2, e: 2 },
        }),
      ),
    ).toBe('Port PF-AP-1 changed by Ann Lee: A, B, C and 2 more');
  });

  it('reads a code it does not know from its object and verb', () => {
    expect(activitySentence(facts('vc.create', { objectType: 'vc', objectId: 'PF-BC-1' }))).toBe(
      'Virtual circuit PF-BC-1 created by Ann Lee',
    );
    expect(
      activitySentence(
        facts('vc.update', { objectType: 'vc', objectId: 'PF-BC-1', before: { speed: '1G' }, after: { speed: '2G' } }),
      ),
    ).toBe('Virtual circuit PF-BC-1 changed by Ann Lee: Speed');
    expect(
      activitySentence(
        facts('flex_bandwidth.update', {
          objectType: 'flex_bandwidth',
          objectId: 'PF-AB-1',
          before: { capacity: '100Gbps' },
          after: { capacity: '200Gbps' },
        }),
      ),
    ).toBe('Flex bandwidth PF-AB-1 changed by Ann Lee: Capacity');
    expect(activitySentence(facts('widget.spin_up', { objectType: 'widget', objectId: 'W1' }))).toBe(
      'Widget W1 spin up by Ann Lee',
    );
  });

  it('labels fields for people, never by their raw names', () => {
    expect(activityFieldLabel('po_number')).toBe('PO number');
    expect(activityFieldLabel('demarcation.panel')).toBe('Demarcation panel');
    expect(activityFieldLabel('pop')).toBe('PoP');
    expect(activityFieldLabel('vlan_id_private')).toBe('VLAN ID private');
    expect(activityFieldLabel('')).toBe('Value');
    expect(
      changedFieldLabels({ demarcation: { panel: 'a', port: 'b' } }, { demarcation: { panel: 'c', port: 'd' } }),
    ).toEqual(['Demarcation']);
    expect(changedFieldLabels(null, { a: 1 })).toEqual([]);
  });

  it('names each event for a filter menu without its actor', () => {
    expect(activityEventLabel('port.disable')).toBe('Port disabled');
    expect(activityEventLabel('auth.login')).toBe('Signed in');
    expect(activityEventLabel('contact.create')).toBe('Contact added');
    expect(activityEventLabel('port.update')).toBe('Port changed');
    expect(activityEventLabel('session.revoke')).toBe('Session ended');
  });
});
