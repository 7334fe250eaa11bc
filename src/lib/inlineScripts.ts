import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY, type ColorMode } from './colorMode';
import { ANNOUNCEMENT_ATTRIBUTE, ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY } from './announcement';

/**
 * The script that sets data-theme before first paint (rendered inline in <head> by gatsby-ssr), so a visitor
 * never sees the wrong theme flash. It mirrors resolveColorMode and must never throw: storage may be disabled.
 */
export function buildColorModeScript(defaultMode: ColorMode, respectPrefersColorScheme: boolean): string {
  return `(function(){var m=${JSON.stringify(defaultMode)};try{var s=window.localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(s==='light'||s==='dark'){m=s}else if(${respectPrefersColorScheme}&&window.matchMedia){var q=window.matchMedia('(prefers-color-scheme: dark)');var l=window.matchMedia('(prefers-color-scheme: light)');if(q.matches){m='dark'}else if(l.matches){m='light'}}}catch(e){}document.documentElement.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m)})();`;
}

/**
 * Marks <html> before first paint when the visitor dismissed the current announcement, so CSS hides the bar and
 * nothing flashes or shifts. Mirrors isAnnouncementDismissed.
 */
export function buildAnnouncementScript(announcementId: string): string {
  return `(function(){var d=false;try{d=window.localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(announcementId)}&&window.localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISSED_KEY)})==='true'}catch(e){}document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_ATTRIBUTE)},String(d))})();`;
}
