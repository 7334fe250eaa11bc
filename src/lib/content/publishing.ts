/**
 * What a build publishes: drafts (`draft: true`) only in `gatsby develop`, and posts dated after the build's date only
 * from a build run on or after that date. The build's date is today in UTC, or SITE_BUILD_DATE=YYYY-MM-DD (tests use a
 * fixed clock; a deploy can publish as of a given day). Pure: the caller passes the environment and the clock.
 */
import { parseCalendarDate } from './dates';

export interface Publishing {
  /** `gatsby develop`: drafts and scheduled posts are built too, each with a banner saying so. */
  preview: boolean;
  /** YYYY-MM-DD: a production build leaves out the posts dated after it (null: it schedules nothing). */
  buildDate: string | null;
}

/** The build's date: SITE_BUILD_DATE when set (a real YYYY-MM-DD day, or the build fails naming it), else today in UTC. */
export function buildDate(env: Record<string, string | undefined>, now: Date = new Date()): string {
  const given = env.SITE_BUILD_DATE?.trim();
  if (given) {
    const date = parseCalendarDate(given);
    if (!date || date !== given) throw new Error(`SITE_BUILD_DATE must be a real date written YYYY-MM-DD, got "${given}"`);
    return date;
  }
  return now.toISOString().slice(0, 10);
}

/** Why a page is left out of a production build. */
export type WithheldReason = 'draft' | 'scheduled';

/** A post is scheduled when its date is after the build's date (a build on that day publishes it). */
export function isScheduled(date: string, publishing: Pick<Publishing, 'buildDate'>): boolean {
  return publishing.buildDate !== null && date > publishing.buildDate;
}

/** Why this build leaves a page out, or null when it builds it. */
export function withheldReason(page: { draft?: boolean; date?: string | null }, publishing: Publishing): WithheldReason | null {
  if (publishing.preview) return null;
  if (page.draft) return 'draft';
  if (page.date && isScheduled(page.date, publishing)) return 'scheduled';
  return null;
}
