import { describe, expect, it } from 'vitest';
import { requiredPermissions, routeHandle } from './route-handle';

describe('route metadata', () => {
  it('reads a handle, or an empty one when a route declares none', () => {
    expect(routeHandle({ handle: { title: 'Ports' } })).toEqual({ title: 'Ports' });
    expect(routeHandle({ handle: undefined })).toEqual({});
  });

  it('collects the permissions of every matched route', () => {
    const matches = [
      { handle: { authenticated: true } },
      { handle: { title: 'Cloud routers', permissions: ['cloud-router.read'] } },
      { handle: { title: 'Create', permissions: ['cloud-router.create'] } },
    ];
    expect(requiredPermissions(matches)).toEqual(['cloud-router.read', 'cloud-router.create']);
  });
});
