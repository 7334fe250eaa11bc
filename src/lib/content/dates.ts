/** Calendar dates as authors write them: YYYY-MM-DD (a time part is allowed and ignored). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Parses a calendar date and checks that the day exists. Returns the normalised `YYYY-MM-DD`, or null.
 * YAML turns unquoted dates into Date objects, so those are accepted too (read in UTC).
 * @example parseCalendarDate('2022-02-30') === null
 */
export function parseCalendarDate(value: unknown): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
