import { describe, expect, it } from 'vitest';
import {
  CROSS_CONNECT_BOARD_STATUSES,
  crossConnectBoardStep,
  crossConnectStatusLabel,
  PROVISIONING_BOARD_STATUSES,
} from './cross-connect-boards.js';
import { compareLogSeverity, LOG_SEVERITY_RANKS, logSeverityRank } from './log-severity.js';

describe('spec 4: log severities ranked', () => {
  it('ranks emergency 1 to debug 8', () => {
    expect(LOG_SEVERITY_RANKS).toEqual({
      emergency: 1,
      alert: 2,
      critical: 3,
      error: 4,
      warning: 5,
      notice: 6,
      informational: 7,
      debug: 8,
    });
  });

  it.each([
    ['Error', 4],
    ['debug', 8],
    ['verbose', undefined],
  ])('logSeverityRank(%j) -> %j', (name, rank) => {
    expect(logSeverityRank(name)).toBe(rank);
  });

  it('sorts the most severe first and unknown last', () => {
    expect(['debug', 'verbose', 'alert', 'error'].sort(compareLogSeverity)).toEqual([
      'alert',
      'error',
      'debug',
      'verbose',
    ]);
  });
});

describe('spec 4: cross-connect order boards', () => {
  it('lists both boards', () => {
    expect(PROVISIONING_BOARD_STATUSES).toEqual([
      'order received',
      'order review',
      'pending approval',
      'in progress',
      'canceled',
      'quality review',
      'complete',
    ]);
    expect(CROSS_CONNECT_BOARD_STATUSES).toEqual([
      'order received',
      'order review',
      'pending approval',
      'order accepted',
      'canceled',
      'cross connect completed',
      'qa testing',
      'order closed',
    ]);
  });

  it.each([
    ['order closed', 'Complete'],
    ['Order Closed', 'Complete'],
    ['qa testing', 'qa testing'],
  ])('crossConnectStatusLabel(%j) -> %j', (status, label) => {
    expect(crossConnectStatusLabel(status)).toBe(label);
  });

  it.each([
    ['provisioning', 'in progress', 3],
    ['cross-connect', 'order closed', 7],
    ['cross-connect', 'in progress', -1],
  ] as const)('crossConnectBoardStep(%s, %j) -> %i', (board, status, step) => {
    expect(crossConnectBoardStep(board, status)).toBe(step);
  });
});
