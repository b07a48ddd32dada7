import { LOG_SEVERITY_RANKS, type LogSeverity, logSeverityRank } from '@portal/domain';

/** The Mantine colour of a log line by its spec 4 rank: red up to error, yellow warning, blue notice, gray below. */
export function logSeverityColour(severity: string | number): 'red' | 'orange' | 'yellow' | 'blue' | 'gray' {
  const rank = typeof severity === 'number' ? severity : logSeverityRank(severity);
  if (rank === undefined || rank > LOG_SEVERITY_RANKS.notice) return 'gray';
  if (rank <= LOG_SEVERITY_RANKS.critical) return 'red';
  if (rank === LOG_SEVERITY_RANKS.error) return 'orange';
  return rank === LOG_SEVERITY_RANKS.warning ? 'yellow' : 'blue';
}

/** The spec 4 severities, most severe first, as choices of a "minimum severity" filter ("error (4) or worse"). */
export const LOG_SEVERITY_CHOICES = (Object.entries(LOG_SEVERITY_RANKS) as [LogSeverity, number][])
  .sort(([, a], [, b]) => a - b)
  .map(([name, rank]) => ({
    value: name,
    label: rank === 1 ? `${name} (1) only` : `${name} (${rank}) or more severe`,
  }));
