/** spec 9: work hours 8 to 17. */
export const WORK_HOURS = { start: 8, end: 17 } as const;

/** spec 9: weekend days 0 (Sunday) and 6 (Saturday). */
export const WEEKEND_DAYS = [0, 6] as const;

/** spec 9: true for a weekend day number (0-6, Sunday first). */
export function isWeekendDay(day: number): boolean {
  return (WEEKEND_DAYS as readonly number[]).includes(day);
}

/** spec 9: true on a weekday from 8:00 up to (not including) 17:00. */
export function isWorkTime(day: number, hour: number): boolean {
  return !isWeekendDay(day) && hour >= WORK_HOURS.start && hour < WORK_HOURS.end;
}
