/** spec 4: log severities ranked, emergency 1 to debug 8. */
export const LOG_SEVERITY_RANKS = {
  emergency: 1,
  alert: 2,
  critical: 3,
  error: 4,
  warning: 5,
  notice: 6,
  informational: 7,
  debug: 8,
} as const;

/** spec 4: a log severity name. */
export type LogSeverity = keyof typeof LOG_SEVERITY_RANKS;

/** spec 4: the rank of a severity name (case-insensitive), undefined when unknown. */
export function logSeverityRank(severity: string): number | undefined {
  const key = severity.toLowerCase();
  return Object.hasOwn(LOG_SEVERITY_RANKS, key) ? LOG_SEVERITY_RANKS[key as LogSeverity] : undefined;
}

/** spec 4: orders severities most severe first; unknown severities go last. */
export function compareLogSeverity(a: string, b: string): number {
  return (logSeverityRank(a) ?? Number.MAX_SAFE_INTEGER) - (logSeverityRank(b) ?? Number.MAX_SAFE_INTEGER);
}
