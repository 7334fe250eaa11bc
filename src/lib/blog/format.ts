/** Formats a YYYY-MM-DD date for a locale, read as a calendar day (no time-zone shift). */
export function formatPostDate(date: string, locale = 'en'): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' }).format(new Date(Date.UTC(year, month - 1, day)));
}
