/**
 * A date and time as the wire reference's clients send it in a query (`time_from`, `time_to`): ISO 8601 with a space
 * or a `T` between date and time (`2020-05-23 00:00:00`, as the official client's documentation shows it), seconds
 * and fractions optional (`2022-03-11T10:16:42.929389`), or a date alone; with an optional zone (`Z`, `+00:00`,
 * `-0700`, `+02`), UTC when there is none. A `+` of a zone that arrived unencoded in a query reads as a space, so a
 * space before the zone's digits is a `+`. Answers null for anything else, or for a date that does not exist.
 */
const WIRE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(?:([Zz])|([+\- ])(\d{2})(?::?(\d{2}))?)?$/;

export function parseWireTime(text: string): Date | null {
  const match = WIRE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', , sign, zoneHours, zoneMinutes] =
    match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, millis);
  // 2021-02-30 would roll over to March: a day the month does not have is not a date.
  if (new Date(utc).getUTCDate() !== d) return null;
  let offsetMinutes = 0;
  if (sign !== undefined) {
    const zh = Number(zoneHours);
    const zm = Number(zoneMinutes ?? '0');
    if (zh > 14 || zm > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (zh * 60 + zm);
  }
  return new Date(utc - offsetMinutes * 60_000);
}
