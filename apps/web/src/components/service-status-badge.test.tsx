import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type ServiceStatus, ServiceStatusBadge } from './service-status-badge';

const badgeOf = (service: ServiceStatus) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ServiceStatusBadge service={service} />
    </MantineProvider>,
  );

describe('the status badge of a VC or point-to-point', () => {
  it('names a provisioning state in words, never raw', () => {
    const html = badgeOf({ state: 'vc_provisioning', summary: 'provisioning' });
    expect(html).toContain('data-summary="provisioning"');
    expect(html).toContain('VC provisioning');
    expect(html).not.toContain('vc_provisioning');
    expect(badgeOf({ state: 'pendingDelete', summary: 'provisioning' })).toContain('Pending delete');
  });

  it('shows the summary once the circuit is built', () => {
    const html = badgeOf({ state: 'active', summary: 'warning' });
    expect(html).toContain('data-summary="warning"');
    expect(html).toMatch(/>warning</);
  });

  it("shows a map node's own words (what BGP says of a peer) with the status's colour", () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <ServiceStatusBadge service={{ state: 'no BGP session', summary: 'warning' }} label="no BGP session" />
      </MantineProvider>,
    );
    expect(html).toContain('data-summary="warning"');
    expect(html).toMatch(/>no BGP session</);
    expect(html).not.toMatch(/>warning</);
  });
});
