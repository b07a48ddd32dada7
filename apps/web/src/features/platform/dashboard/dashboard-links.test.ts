import type { Alert, Dashboard } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  availableOrderShortcuts,
  ORDER_SHORTCUTS,
  openableAlerts,
  openableAttention,
  openableProducts,
} from './dashboard-links';

describe('dashboard links (spec 2)', () => {
  it('offers only the order screens that exist', () => {
    const existing = new Set(['/ports/create', '/ports/create/create-lag']);
    expect(availableOrderShortcuts((path) => existing.has(path))).toEqual([
      { label: 'Port', to: '/ports/create' },
      { label: 'LAG', to: '/ports/create/create-lag' },
    ]);
    expect(availableOrderShortcuts(() => true)).toHaveLength(ORDER_SHORTCUTS.length);
    expect(availableOrderShortcuts(() => false)).toEqual([]);
  });
});

describe('the dashboard shows only what the user can open', () => {
  const screens = (path: string) => path === '/ports' || path.startsWith('/ports/');
  const counts = { active: 1, provisioning: 0, warning: 0, error: 0, total: 1 };
  const item = (circuit_id: string, service_type: string): Dashboard['attention'][number] => ({
    circuit_id,
    service_type,
    name: circuit_id,
    state: 'active',
    summary: 'warning',
    updated_at: '2026-01-01T00:00:00.000Z',
  });

  it('counts products whose list screen exists; a new area shows up once its screen does', () => {
    const products: Dashboard['products'] = [
      { service_type: 'port', label: 'Port', ...counts },
      { service_type: 'vc', label: 'Virtual Circuit', ...counts },
      { service_type: 'cr-connection', label: 'Cloud Router Connection', ...counts },
    ];
    expect(openableProducts(products, screens).map((entry) => entry.listPath)).toEqual(['/ports']);
    const withVcs = (path: string) => screens(path) || path.startsWith('/vcs');
    expect(openableProducts(products, withVcs).map((entry) => entry.product.service_type)).toEqual(['port', 'vc']);
  });

  it('lists circuits needing attention only with a details screen, linking straight to it', () => {
    const attention = [
      item('PF-AP-1', 'port'),
      item('PF-BC-2', 'vc'),
      item('PF-PD-3', 'ptp'),
      item('PF-L3-CON-4', 'cr-connection'),
    ];
    expect(openableAttention(attention, screens)).toEqual([{ item: attention[0], detailsPath: '/ports/PF-AP-1' }]);
    expect(openableAttention(attention, () => true).map((entry) => entry.detailsPath)).toEqual([
      '/ports/PF-AP-1',
      '/vcs/PF-BC-2',
      '/point-to-points/PF-PD-3',
      '/circuits/PF-L3-CON-4',
    ]);
  });

  it('opens a cloud router connection through the circuit lookup, only for a user who can open cloud routers', () => {
    const connection = item('PF-L3-CON-4', 'cr-connection');
    const withoutRouters = (path: string) => !path.startsWith('/cloud-routers');
    expect(openableAttention([connection], withoutRouters)).toEqual([]);
  });

  it('lists alerts only of circuits it can open', () => {
    const alert = (object_type: string, object_id: string): Alert => ({
      uuid: object_id,
      kind: 'utilisation',
      severity: 'warning',
      object_type,
      object_id,
      subject_id: object_id,
      message: 'busy',
      raised_at: '2026-01-01T00:00:00.000Z',
      cleared_at: null,
    });
    const alerts = [alert('port', 'PF-AP-1'), alert('vc', 'PF-BC-2'), alert('cr_connection', 'PF-L3-CON-3')];
    expect(openableAlerts(alerts, screens).map((entry) => entry.detailsPath)).toEqual(['/ports/PF-AP-1']);
    expect(openableAlerts(alerts, () => true).map((entry) => entry.detailsPath)).toEqual([
      '/ports/PF-AP-1',
      '/vcs/PF-BC-2',
      '/circuits/PF-L3-CON-3',
    ]);
  });
});
