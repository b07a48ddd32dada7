import { describe, expect, it } from 'vitest';
import { isSessionAddressUsed, sessionHostOf, validateUniqueSessionAddress } from './session-addresses.js';

const NOT_UNIQUE = 'This address is not unique.';
const SESSIONS = [
  { id: 'branch', l3Address: '169.254.20.1/30', remoteAddress: '169.254.20.2' },
  { id: 'aws', l3Address: '169.254.41.1/30', remoteAddress: '169.254.41.2' },
  { id: 'v6', l3Address: 'fd00::1/126', remoteAddress: 'fd00::2' },
];

describe('issue 18, spec 5: a session address is unique on its router', () => {
  it.each<[string, string, string | undefined, boolean]>([
    ['a free address', '169.254.30.1/30', undefined, false],
    ['another session’s router side', '169.254.20.1/30', undefined, true],
    ['another session’s router side with another mask', '169.254.20.1/29', undefined, true],
    ['another session’s peer', '169.254.41.2/30', undefined, true],
    ['an address without a mask', '169.254.41.1', undefined, true],
    ['the changed session’s own address', '169.254.20.1/30', 'branch', false],
    ['the changed session’s peer taken by it', '169.254.20.2/30', 'branch', false],
    ['an IPv6 address in another spelling', 'FD00:0:0::1/126', undefined, true],
    ['not an address', 'router-one', undefined, false],
    ['blank', '  ', undefined, false],
  ])('%s', (_name, address, exceptId, isUsed) => {
    expect(isSessionAddressUsed(address, SESSIONS, exceptId)).toBe(isUsed);
    expect(validateUniqueSessionAddress(address, SESSIONS, exceptId)).toBe(isUsed ? NOT_UNIQUE : undefined);
  });

  it('names the host an address stands for, or nothing', () => {
    expect(sessionHostOf(' 169.254.20.1/30 ')).toBe('169.254.20.1/32');
    expect(sessionHostOf('fd00::1')).toBe('fd00::1/128');
    expect(sessionHostOf('169.254.20.300/30')).toBeUndefined();
  });

  it('counts no session on a router without any', () => {
    expect(validateUniqueSessionAddress('169.254.20.1/30', [])).toBeUndefined();
  });
});
