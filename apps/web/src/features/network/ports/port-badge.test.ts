import { describe, expect, it } from 'vitest';
import { portBadge } from './port-badge';

describe('the status badge of a port (spec 4)', () => {
  it.each([
    [{ state: 'active', status: 'active' }, 'active', 'green'],
    [{ state: 'requested', status: 'requested' }, 'provisioning', 'blue'],
    [{ state: 'provisioning', status: 'provisioning' }, 'provisioning', 'blue'],
    [{ state: 'active', status: 'provisioning' }, 'deleting', 'blue'],
    [{ state: 'error', status: 'error' }, 'error', 'red'],
    [{ state: 'active', status: 'active', disabled: true, admin_status: 'down' }, 'disabled', 'yellow'],
    [{ state: 'active', status: 'testing' }, 'testing mode', 'green'],
    [{ state: 'active', status: 'active', operational_status: 'down' }, 'warning', 'yellow'],
    [{ state: 'active', status: 'active', admin_status: 'down', operational_status: 'up' }, 'warning', 'yellow'],
  ])('%o shows %s in %s', (port, label, color) => {
    expect(portBadge(port)).toMatchObject({ label, color });
  });

  it('says why a port reads warning', () => {
    const down = { state: 'active', status: 'active', admin_status: 'up', operational_status: 'down' };
    expect(portBadge(down).reason).toBe('Admin status up, operational status down');
    expect(portBadge({ ...down, operational_status: 'up' }).reason).toBeNull();
  });
});
