import { MantineProvider } from '@mantine/core';
import type { CloudRouter } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CloudRouterLogsTab } from './cloud-router-logs-tab';

const router = { circuit_id: 'PF-L3-CUST-1000014', name: 'Branch routing' } as CloudRouter;

/** The tab as its page renders it: under the router's layout, which gives it the router. */
function renderTab() {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter initialEntries={[`/cloud-routers/${router.circuit_id}/router-logs`]}>
          <Routes>
            <Route path="/cloud-routers/:circuitId" element={<Outlet context={{ router }} />}>
              <Route path="router-logs" element={<CloudRouterLogsTab />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe("a cloud router's Router logs tab", () => {
  it('says it shows the routing events the server answers there, not port events', () => {
    const html = renderTab();
    expect(html).toContain('>Router logs</h2>');
    expect(html).toContain(
      '>What the router’s routing logged: each BGP session changing state and why, the updates it received and ' +
        'advertised, its NAT, connections coming up and going down, and IPsec tunnels renewing their keys.</p>',
    );
    expect(html).toContain('aria-label="Router logs of Branch routing"');
  });
});
