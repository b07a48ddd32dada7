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
