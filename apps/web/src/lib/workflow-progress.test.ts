import type { NetworkStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { workflowProgress } from './workflow-progress';

const steps = [
  { state: 'WORKFLOW_OBJECT_XREF', description: 'Recording the order' },
  { state: 'CREATE_INTERFACES', description: 'Configuring the interface' },
  { state: 'ACTIVATE', description: 'Bringing the port up' },
];

function status(
  overrides: Partial<NetworkStatus['status']['last_workflow']>,
  current = 'RUNNING',
): NetworkStatus['status'] {
  return {
    object: { state: 'provisioning', deleted: false },
    current: { state: current, description: current === 'COMPLETE' ? 'active' : 'working', warning: false },
    last_workflow: {
      name: 'port/workflow/provision/master',
      root: 'w-1',
      current: 'CREATE_INTERFACES',
      current_name: 'CREATE_INTERFACES',
      state: 'RUNNING',
      current_state: 'CREATE_INTERFACES',
      prev_state: 'WORKFLOW_OBJECT_XREF',
      failures: [],
      is_final: false,
      progress: { position: 1, steps: 3 },
      states: steps,
      ...overrides,
    },
  };
}

describe('the workflow progress of the status card', () => {
  it('names the operation, the step being worked on and how far it is', () => {
    expect(workflowProgress(status({}))).toMatchObject({
      operation: 'Provision',
      percent: 33,
      position: 1,
      steps: 3,
      stepText: 'Configuring the interface',
      isRunning: true,
      isFailed: false,
    });
  });

  it('is done when the status says COMPLETE or the last step of a final workflow is reached', () => {
    const done = workflowProgress(
      status({ current: null, state: 'COMPLETE', is_final: true, progress: { position: 3, steps: 3 } }, 'COMPLETE'),
    );
    expect(done).toMatchObject({ percent: 100, isRunning: false, isFailed: false, stepText: 'active' });
  });

  it('reports a failure with the reason of the network', () => {
    const failed = workflowProgress(
      status(
        { state: 'FAILED', is_final: true, failures: [{ step: 'ACTIVATE', reason: 'Optic not detected', time: 't' }] },
        'FAILED',
      ),
    );
    expect(failed).toMatchObject({ isFailed: true, isRunning: false, failures: ['Optic not detected'] });
  });
});
