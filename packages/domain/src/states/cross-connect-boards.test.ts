import { describe, expect, it } from 'vitest';
import { crossConnectBoardStep, crossConnectProgressAt } from './cross-connect-boards.js';

describe('spec 4: cross-connect board progress', () => {
  it.each([
    [0, 5, 'order received', 0],
    [1, 5, 'order review', 20],
    [2, 5, 'pending approval', 40],
    [3, 5, 'order accepted', 60],
    [4, 5, 'cross connect completed', 80],
    [5, 5, 'order closed', 100],
  ])('position %i of %i -> %s (%i%%)', (position, steps, status, progress) => {
    expect(crossConnectProgressAt(position, steps)).toEqual({ status, progress });
  });

  it('never reaches order closed before the last step, and never shows canceled', () => {
    for (const steps of [1, 2, 3, 8, 20]) {
      for (let position = 0; position < steps; position += 1) {
        const { status } = crossConnectProgressAt(position, steps);
        expect(status).not.toBe('order closed');
        expect(status).not.toBe('canceled');
      }
      expect(crossConnectProgressAt(steps, steps).status).toBe('order closed');
    }
  });

  it('walks the board forwards as the workflow advances', () => {
    const steps = 12;
    const positions = Array.from({ length: steps + 1 }, (_, position) =>
      crossConnectBoardStep('cross-connect', crossConnectProgressAt(position, steps).status),
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('clamps positions outside the workflow and treats a workflow without steps as done', () => {
    expect(crossConnectProgressAt(-1, 5)).toEqual({ status: 'order received', progress: 0 });
    expect(crossConnectProgressAt(9, 5)).toEqual({ status: 'order closed', progress: 100 });
    expect(crossConnectProgressAt(0, 0)).toEqual({ status: 'order closed', progress: 100 });
  });
});
