import type { SearchResult } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { findExactCircuit } from './find-circuit';

const result = (circuit_id: string, service_type: string): SearchResult => ({
  circuit_id,
  service_type,
  extra_details: { name: '', description: '' },
  related_services: [],
  summary: 'active',
});

describe('circuit lookup (spec 2)', () => {
  it('takes the exact circuit id, not a longer id that contains it', () => {
    const results = [result('PF-AP-10', 'port'), result('PF-AP-1', 'port')];
    expect(findExactCircuit(results, 'PF-AP-1')?.circuit_id).toBe('PF-AP-1');
    expect(findExactCircuit(results, ' pf-ap-10 ')?.circuit_id).toBe('PF-AP-10');
    expect(findExactCircuit(results, 'PF-AP')).toBeUndefined();
  });

  it('keeps the service type of the highest priority when one id answers twice (spec 9)', () => {
    const results = [result('PF-9', 'cr-connection'), result('PF-9', 'l3nf')];
    expect(findExactCircuit(results, 'PF-9')?.service_type).toBe('l3nf');
  });
});
