import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY, type ColorMode } from './colorMode';

/**
 * The script that sets data-theme before first paint (rendered inline in <head> by gatsby-ssr), so a visitor
 * never sees the wrong theme flash. It mirrors resolveColorMode and must never throw: storage may be disabled.
 */
export function buildColorModeScript(defaultMode: ColorMode, respectPrefersColorScheme: boolean): string {
  return `(function(){var m=${JSON.stringify(defaultMode)};try{var s=window.localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(s==='light'||s==='dark'){m=s}else if(${respectPrefersColorScheme}&&window.matchMedia){var q=window.matchMedia('(prefers-color-scheme: dark)');var l=window.matchMedia('(prefers-color-scheme: light)');if(q.matches){m='dark'}else if(l.matches){m='light'}}}catch(e){}document.documentElement.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m)})();`;
}
