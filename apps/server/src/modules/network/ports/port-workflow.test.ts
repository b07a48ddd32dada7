import { describe, expect, it } from 'vitest';
import type { WorkflowStepUpdate } from '../../../network/network-driver.js';
import { portChangesForStep } from './port-workflow.js';

function step(overrides: Partial<WorkflowStepUpdate>): WorkflowStepUpdate {
  return {
    workflowId: 'w',
    ref: { objectType: 'port', objectId: 'PF-AP-NYC1-1234567', customerId: 'c' },
    operation: 'provision',
    objectState: 'provisioning',
    isFinal: false,
    isDeleted: false,
    failureReason: null,
    position: 1,
    steps: 8,
    stepName: 'RESERVE_INTERFACE',
    details: {},
    ...overrides,
  };
}

describe('a workflow step on a port (spec 4 states)', () => {
  it('follows the object state while running', () => {
    expect(portChangesForStep({ disabled: false }, step({}))).toEqual({
      state: 'provisioning',
      status: 'provisioning',
    });
  });

  it('brings the link up when provisioning completes, unless the port is disabled', () => {
    const done = step({ objectState: 'active', isFinal: true });
    expect(portChangesForStep({ disabled: false }, done)).toMatchObject({ adminStatus: 'up', operationalStatus: 'up' });
    expect(portChangesForStep({ disabled: true }, done)).toMatchObject({ adminStatus: 'down', disabled: true });
  });

  it('sets disabled from a finished enable or disable', () => {
    const disable = step({ operation: 'disable', objectState: 'active', isFinal: true });
    expect(portChangesForStep({ disabled: false }, disable)).toMatchObject({
      disabled: true,
      operationalStatus: 'down',
    });
    const enable = step({ operation: 'enable', objectState: 'active', isFinal: true });
    expect(portChangesForStep({ disabled: true }, enable)).toMatchObject({ disabled: false, operationalStatus: 'up' });
  });

  it('is an error when a step fails for good, and unchanged while it will be retried', () => {
    expect(portChangesForStep({ disabled: false }, step({ failureReason: 'No optics', isFinal: true }))).toEqual({
      state: 'error',
      status: 'error',
    });
    expect(portChangesForStep({ disabled: false }, step({ failureReason: 'Busy' }))).toEqual({});
  });
});
