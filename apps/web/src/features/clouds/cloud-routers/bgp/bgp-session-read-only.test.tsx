import { MantineProvider } from '@mantine/core';
import { type BgpSession, SECRET_MASK } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSessionBeingDeleted } from '../cloud-router-display';
import { BGP_READ_ONLY_NOTE, BgpConfigurationForm } from './bgp-configuration-form';
import { BgpSessionToggle } from './bgp-session-toggle';

const ROUTER = 'PF-L3-CUST-1000014';
const CONNECTION = 'PF-L3-CON-123456';
const context = { provider: 'aws', isNatCapable: true, isDnatCapable: false };

// A saved session as a reader reads it: the MD5 key masked, a line in each filter, a source NAT.
const session: BgpSession = {
  bgp_settings_uuid: '3f0c3c43-3cc9-4b55-8f1d-1d8d9a8e3f10',
  cloud_circuit_id: CONNECTION,
  address_family: 'v4',
  remote_address: '169.254.10.2',
  remote_asn: 65010,
  multihop_ttl: 1,
  local_preference: null,
  med: null,
  as_prepend: null,
  md5: SECRET_MASK,
  l3_address: '169.254.10.1/30',
  primary_subnet: null,
  secondary_subnet: null,
  subnet: '169.254.10.0/30',
  public_ip: null,
  orlonger: false,
  bfd_interval: 300,
  bfd_multiplier: 3,
  include_sub_defaults: false,
  disabled: true,
  nat: {
    nat_type: 'overload',
    direction: 'output',
    pre_nat_sources: ['192.168.0.0/16'],
    pool_prefixes: ['23.159.64.21/32'],
  },
  prefixes: [
    {
      bgp_prefix_uuid: 'p-in',
      prefix: '192.168.0.0/16',
      match_type: 'orlonger',
      as_prepend: null,
      med: null,
      local_preference: 200,
      type: 'in',
      order: 0,
    },
    {
      bgp_prefix_uuid: 'p-out',
      prefix: '10.0.0.0/8',
      match_type: 'exact',
      as_prepend: 2,
      med: null,
      local_preference: null,
      type: 'out',
      order: 1,
    },
  ],
  bgp_state: 'established',
  state_reason: null,
  time_created: '2026-11-25T00:00:00.000Z',
  time_updated: '2026-11-25T00:00:00.000Z',
};

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{node}</MantineProvider>
    </QueryClientProvider>,
  );

const renderForm = (canChange: boolean, isBeingDeleted = false) =>
  render(
    <BgpConfigurationForm
      routerCircuitId={ROUTER}
      cloudCircuitId={CONNECTION}
      context={context}
      session={session}
      isSaving={false}
      canChange={canChange}
      isBeingDeleted={isBeingDeleted}
      onSave={async () => undefined}
      onCancel={() => undefined}
      onDirtyChange={() => undefined}
    />,
  );

/** The opening tag of the input whose label or aria-label is `label`. */
function inputTag(html: string, label: string): string {
  const byAria = html.match(new RegExp(`<input[^>]*aria-label="${label}"[^>]*>`))?.[0];
  if (byAria) return byAria;
  const id = html.match(new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`))?.[1];
  return html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
}

/** The words of each button a user can reach (the MD5 key's show/hide eye is hidden from them and changes nothing). */
const buttonLabels = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)]
    .filter((match) => !(match[1] ?? '').includes('aria-hidden="true"'))
    .map((match) => (match[2] ?? '').replace(/<[^>]+>/g, '').trim());

describe('the BGP session dialog for a user who may only read sessions (spec 6)', () => {
  it('shows every field of the Configuration tab read-only, says why, and offers nothing that would change it', () => {
    const html = renderForm(false);
    expect(html).toContain(`>${BGP_READ_ONLY_NOTE}<`);
    for (const label of [
      'Remote ASN',
      'Remote address',
      'Router address',
      'MD5 key',
      'Multihop TTL',
      'Local preference',
      'BFD interval \\(ms\\)',
      'Import prefix 1',
      'Import match type 1',
      'Export prefix 1',
      'Export AS prepend 1',
      'Pre-NAT source 1',
      'Pool prefix 1',
    ]) {
      const tag = inputTag(html, label);
      expect(tag, label).not.toBe('');
      expect(tag, label).toMatch(/readonly=""/i);
    }
    expect(inputTag(html, 'Remote ASN')).toContain('value="65010"');
    expect(inputTag(html, 'Import prefix 1')).toContain('value="192.168.0.0/16"');
    expect(html).toContain('A key is set');
    // Only Close is a button: no Save, key, add, remove or NAT mode control that would change the session.
    expect(buttonLabels(html)).toEqual(['Close']);
    expect(html).not.toContain('Add import prefix');
    expect(html).not.toContain('Remove import prefix');
    expect(html).not.toContain('Add pool prefix');
    expect(html).not.toContain('What the change would do');
    expect(html).not.toContain('before saving');
    // The orlonger box and the BFD switch show their state, disabled; the NAT choice is read-only.
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((match) => match[0]);
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toContain('disabled=""');
    expect(html).toMatch(/data-active="true" data-read-only="true"[^>]*>.*?Source NAT/);
  });

  it('keeps the form as it was for a user who may change the session', () => {
    const html = renderForm(true);
    expect(html).not.toContain(BGP_READ_ONLY_NOTE);
    expect(inputTag(html, 'Remote ASN')).not.toMatch(/readonly/i);
    expect(buttonLabels(html)).toEqual(
      expect.arrayContaining(['Generate a key', 'Add import prefix', 'Add export prefix', 'Close', 'Save']),
    );
  });

  it('shows the toggle with the saved state, disabled unless the user may change the session', () => {
    const toggle = (canChange: boolean) =>
      render(
        <BgpSessionToggle
          routerCircuitId={ROUTER}
          cloudCircuitId={CONNECTION}
          session={session}
          context={context}
          canChange={canChange}
          isBeingDeleted={false}
        />,
      );
    const reader = toggle(false);
    expect(reader).toContain('Session inactive');
    expect(reader).toMatch(/<input[^>]*disabled=""[^>]*>/);
    expect(toggle(true)).not.toMatch(/<input[^>]*disabled=""[^>]*>/);
  });
});

describe('the BGP session dialog while its connection or router is being deleted (spec 4)', () => {
  const connection = { state: 'active', is_provisioning: false, pending_delete: false };

  it('knows the session is being deleted from its connection or its router', () => {
    expect(isSessionBeingDeleted(connection, { summary: 'active' })).toBe(false);
    expect(isSessionBeingDeleted({ ...connection, state: 'deleting' }, { summary: 'active' })).toBe(true);
    expect(isSessionBeingDeleted({ ...connection, pending_delete: true }, undefined)).toBe(true);
    expect(isSessionBeingDeleted(connection, { summary: 'deleting' })).toBe(true);
    expect(isSessionBeingDeleted(undefined, undefined)).toBe(false);
  });

  it('shows the fields read-only to a user who may change sessions, with nothing to save, key, add or remove', () => {
    const html = renderForm(true, true);
    for (const label of ['Remote ASN', 'MD5 key', 'Import prefix 1', 'Export AS prepend 1', 'Pool prefix 1']) {
      expect(inputTag(html, label), label).toMatch(/readonly=""/i);
    }
    expect(buttonLabels(html)).toEqual(['Close']);
    expect(html).not.toContain('What the change would do');
    // The reason is the dialog's deletion warning, not the reader's line: this user may change cloud routers.
    expect(html).not.toContain(BGP_READ_ONLY_NOTE);
  });

  it('shows the toggle with the saved state, disabled even for a user who may change the session', () => {
    const html = render(
      <BgpSessionToggle
        routerCircuitId={ROUTER}
        cloudCircuitId={CONNECTION}
        session={session}
        context={context}
        canChange
        isBeingDeleted
      />,
    );
    expect(html).toContain('Session inactive');
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*>/);
  });
});
