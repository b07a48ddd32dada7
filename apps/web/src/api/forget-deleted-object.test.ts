import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetDeletedObject } from './forget-deleted-object';

describe('forgetting a deleted object', () => {
  it("drops the object's queries, leaves other objects alone and marks its lists stale", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['port', 'PF-LAG-1'], { port_circuit_id: 'PF-LAG-1' });
    queryClient.setQueryData(['port', 'PF-LAG-1', 'members'], []);
    queryClient.setQueryData(['port', 'PF-LAG-1', 'early-termination-liability'], 0);
    queryClient.setQueryData(['port', 'PF-AP-2'], { port_circuit_id: 'PF-AP-2' });
    queryClient.setQueryData(['port', 'list', 'all'], []);

    forgetDeletedObject(queryClient, ['port', 'PF-LAG-1'], ['port', 'list']);

    expect(queryClient.getQueryCache().findAll({ queryKey: ['port', 'PF-LAG-1'] })).toEqual([]);
    expect(queryClient.getQueryData(['port', 'PF-AP-2'])).toEqual({ port_circuit_id: 'PF-AP-2' });
    expect(queryClient.getQueryState(['port', 'list', 'all'])?.isInvalidated).toBe(true);
  });

  it('leaves nothing for a later event of the object to refetch', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['vc', 'PF-BC-1'], { vc_circuit_id: 'PF-BC-1' });
    forgetDeletedObject(queryClient, ['vc', 'PF-BC-1'], ['vc', 'list']);
    await queryClient.invalidateQueries({ queryKey: ['vc', 'PF-BC-1'] });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['vc', 'PF-BC-1'] })).toEqual([]);
  });
});
