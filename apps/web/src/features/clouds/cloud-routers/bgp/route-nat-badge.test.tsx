import { MantineProvider } from '@mantine/core';
import type { BgpRoute } from '@portal/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteNatBadge } from './route-nat-badge';

const shown = (nat: BgpRoute['nat']) =>
  renderToStaticMarkup(
    <MantineProvider>
      <RouteNatBadge nat={nat} />
    </MantineProvider>,
  );

describe('the NAT badge of a route', () => {
  it('shows what the route is in the translation', () => {
    // (A badge and nothing else: the empty case below looks for the badge's class.)
    const pool: NonNullable<BgpRoute['nat']> = {
      side: 'public',
      nat_type: 'overload',
      public_prefixes: ['100.64.0.0/24'],
      private_prefixes: ['10.1.0.0/16'],
      conditional_prefix: null,
    };
    expect(shown(pool)).toContain('mantine-Badge');
    expect(shown(pool)).toContain('>NAT pool<');
    expect(shown({ ...pool, side: 'private' })).toContain('>Translated<');
    expect(shown({ ...pool, nat_type: 'inline_dnat' })).toContain('>Destination NAT<');
  });

  it('shows nothing for a route without translation', () => {
    expect(shown(null)).not.toContain('mantine-Badge');
    expect(shown(undefined)).not.toContain('mantine-Badge');
  });
});
