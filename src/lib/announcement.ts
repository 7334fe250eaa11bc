/** Announcement bar state: dismissed for a given announcement id, shown again when the configured id changes. */
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement.dismissed';
export const ANNOUNCEMENT_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function isAnnouncementDismissed(configuredId: string, storedId: string | null, storedDismissed: string | null): boolean {
  return storedId === configuredId && storedDismissed === 'true';
}
