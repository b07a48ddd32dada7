import { describe, expect, it } from 'vitest';
import { customerEventCategory, isEventCategoryOf, streamEntryIds, streamNamesObject } from './event-streams.js';

describe('event stream categories (wire reference 3.16)', () => {
  it('sorts the portal’s events into the customer stream’s categories', () => {
    expect(customerEventCategory('port')).toBe('physical_interface');
    expect(customerEventCategory('lag')).toBe('lag_interface');
    expect(customerEventCategory('vc', 'vc.create')).toBe('virtual_circuit');
    expect(customerEventCategory('vc', 'vc.burst.add')).toBe('rate_limit');
    expect(customerEventCategory('ptp')).toBe('point_to_point');
    expect(customerEventCategory('cross_connect')).toBe('outbound_cross_connect');
    expect(customerEventCategory('user', 'auth.login')).toBe('auth');
    expect(customerEventCategory('user', 'user.update')).toBe('user');
    expect(customerEventCategory('contact', 'contact.update')).toBeNull();
  });

  it('knows which categories belong to which stream type', () => {
    expect(isEventCategoryOf('customer', 'auth')).toBe(true);
    expect(isEventCategoryOf('port', 'auth')).toBe(false);
    expect(isEventCategoryOf('vc', 'metrics')).toBe(true);
    expect(isEventCategoryOf('vc', 'optical')).toBe(false);
  });

  it('reads an entry as a circuit id alone or a VC and port pair, whatever separates them', () => {
    expect(streamEntryIds('PF-AP-NYC1-1')).toEqual(['PF-AP-NYC1-1']);
    expect(streamEntryIds('PF-BC-NYC-CHI-1:PF-AP-NYC1-1')).toEqual(['PF-BC-NYC-CHI-1', 'PF-AP-NYC1-1']);
    expect(streamEntryIds(' PF-BC-NYC-CHI-1 / PF-AP-NYC1-1 ')).toEqual(['PF-BC-NYC-CHI-1', 'PF-AP-NYC1-1']);
    expect(streamEntryIds('PF-BC-NYC-CHI-1|PF-AP-NYC1-1,')).toEqual(['PF-BC-NYC-CHI-1', 'PF-AP-NYC1-1']);
  });

  it('takes in every object when a stream names none, else the named ones, alone or as a VC and port pair', () => {
    expect(streamNamesObject(undefined, 'PF-AP-NYC1-1')).toBe(true);
    expect(streamNamesObject([], 'PF-AP-NYC1-1')).toBe(true);
    expect(streamNamesObject(['PF-AP-NYC1-1'], 'PF-AP-NYC1-1')).toBe(true);
    expect(streamNamesObject(['PF-AP-NYC1-2'], 'PF-AP-NYC1-1')).toBe(false);
    expect(streamNamesObject(['PF-BC-NYC-CHI-1:PF-AP-NYC1-1'], 'PF-BC-NYC-CHI-1')).toBe(true);
    expect(streamNamesObject(['PF-BC-NYC-CHI-1:PF-AP-NYC1-1'], 'PF-AP-NYC1-1')).toBe(true);
    expect(streamNamesObject(['PF-BC-NYC-CHI-10'], 'PF-BC-NYC-CHI-1')).toBe(false);
  });
});
