import { describe, expect, it } from 'vitest';
import { sessionsTabOffer } from './connection-bgp-sessions-tab';

const active = { state: 'active', is_provisioning: false, pending_delete: false };
const router = { summary: 'active' } as const;

describe("a connection's BGP sessions tab (spec 4, 6)", () => {
  it('offers a user who may change cloud routers to add and edit sessions of a live connection', () => {
    expect(sessionsTabOffer(true, active, router)).toEqual({ canAdd: true, openLabel: 'Edit session' });
    // The router not yet loaded does not hide the controls (the dialog reads it the same way).
    expect(sessionsTabOffer(true, active, undefined)).toEqual({ canAdd: true, openLabel: 'Edit session' });
  });

  it('offers a reader only to view a session', () => {
    expect(sessionsTabOffer(false, active, router)).toEqual({ canAdd: false, openLabel: 'View session' });
  });

  it('offers only to view a session while the connection is deleting or pending delete', () => {
    for (const connection of [
      { ...active, state: 'deleting' },
      { ...active, state: 'PendingDelete' },
      { ...active, pending_delete: true },
    ]) {
      expect(sessionsTabOffer(true, connection, router), JSON.stringify(connection)).toEqual({
        canAdd: false,
        openLabel: 'View session',
      });
    }
  });

  it('offers only to view a session while the router is deleting', () => {
    expect(sessionsTabOffer(true, active, { summary: 'deleting' })).toEqual({
      canAdd: false,
      openLabel: 'View session',
    });
  });
});
