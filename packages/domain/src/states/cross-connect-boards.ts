/** spec 4: the provisioning board's statuses, in order. */
export const PROVISIONING_BOARD_STATUSES = [
  'order received',
  'order review',
  'pending approval',
  'in progress',
  'canceled',
  'quality review',
  'complete',
] as const;

/** spec 4: the cross-connect board's statuses, in order. */
export const CROSS_CONNECT_BOARD_STATUSES = [
  'order received',
  'order review',
  'pending approval',
  'order accepted',
  'canceled',
  'cross connect completed',
  'qa testing',
  'order closed',
] as const;

/** spec 4: which board a cross connect order is shown on. */
export type CrossConnectBoard = 'provisioning' | 'cross-connect';

/** spec 4: the label of a board status; 'order closed' is shown as Complete, others as written. */
export function crossConnectStatusLabel(status: string): string {
  return status.trim().toLowerCase() === 'order closed' ? 'Complete' : status;
}

/** spec 4: the position (0-based) of a status on its board, -1 when the board does not have it. */
export function crossConnectBoardStep(board: CrossConnectBoard, status: string): number {
  const statuses: readonly string[] =
    board === 'provisioning' ? PROVISIONING_BOARD_STATUSES : CROSS_CONNECT_BOARD_STATUSES;
  return statuses.indexOf(status.trim().toLowerCase());
}

/** spec 4: the cross-connect board's statuses an order moves through on its way to done (canceled is a way out). */
const CROSS_CONNECT_PROGRESS_STATUSES = CROSS_CONNECT_BOARD_STATUSES.filter((status) => status !== 'canceled');

/** spec 4: where a cross connect order stands on the cross-connect board, from its workflow's progress. */
export interface CrossConnectProgress {
  status: (typeof CROSS_CONNECT_BOARD_STATUSES)[number];
  /** Percent done, 0 to 100. */
  progress: number;
}

/**
 * spec 4 cross-connect board: the status and percentage of an order whose workflow has done `position` of `steps`
 * steps. Not started is 'order received', done is 'order closed' (shown as Complete); the steps between spread
 * over the statuses between, in order, so any number of steps walks the board forwards.
 */
export function crossConnectProgressAt(position: number, steps: number): CrossConnectProgress {
  const fraction = steps > 0 ? Math.min(Math.max(position / steps, 0), 1) : 1;
  const last = CROSS_CONNECT_PROGRESS_STATUSES.length - 1;
  const index = fraction >= 1 ? last : Math.min(Math.floor(fraction * last), last - 1);
  return { status: CROSS_CONNECT_PROGRESS_STATUSES[index] ?? 'order received', progress: Math.round(fraction * 100) };
}
