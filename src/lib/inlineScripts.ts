import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY, type ColorMode } from './colorMode';
import { ANNOUNCEMENT_ATTRIBUTE, ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY } from './announcement';

/**
 * The class the server puts on <html>; the first inline script removes it. CSS keyed to it shows what only
 * scripts could reveal (collapsed sidebar categories, hidden tab panels, the mobile menu) when JavaScript is off.
 */
export const NO_JS_CLASS = 'no-js';

/**
 * The script that sets data-theme before first paint (rendered inline in <head> by gatsby-ssr), so a visitor
 * never sees the wrong theme flash, and removes the no-JS class. It mirrors resolveColorMode and must never
 * throw: storage may be disabled.
 */
export function buildColorModeScript(defaultMode: ColorMode, respectPrefersColorScheme: boolean): string {
  return `(function(){document.documentElement.classList.remove(${JSON.stringify(NO_JS_CLASS)});var m=${JSON.stringify(defaultMode)};try{var s=window.localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(s==='light'||s==='dark'){m=s}else if(${respectPrefersColorScheme}&&window.matchMedia){var q=window.matchMedia('(prefers-color-scheme: dark)');var l=window.matchMedia('(prefers-color-scheme: light)');if(q.matches){m='dark'}else if(l.matches){m='light'}}}catch(e){}document.documentElement.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m)})();`;
}

/**
 * Marks <html> before first paint when the visitor dismissed the current announcement, so CSS hides the bar and
 * nothing flashes or shifts. Mirrors isAnnouncementDismissed.
 */
export function buildAnnouncementScript(announcementId: string): string {
  return `(function(){var d=false;try{d=window.localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(announcementId)}&&window.localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISSED_KEY)})==='true'}catch(e){}document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_ATTRIBUTE)},String(d))})();`;
}

/** Set by the site's bundle as soon as it runs (gatsby-browser); the base-URL banner script looks for it. */
export const SITE_SCRIPT_LOADED_GLOBAL = '__obicoSiteScriptLoaded';
/** The empty element the server renders on the home path, for the base-URL banner. */
export const BASE_URL_BANNER_CONTAINER_ID = 'base-url-issue-banner-container';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * On the home path: once the page has loaded (async bundles included), if the site's own script never ran, fill
 * the banner container with a red-bordered message. A wrong baseUrl is the usual cause: the HTML arrives, but the
 * bundles are requested under the configured base URL and are not there. The suggestion is the path the page was
 * actually served from.
 */
export function buildBaseUrlBannerScript(baseUrl: string): string {
  const configured = escapeHtml(baseUrl) + (baseUrl === '/' ? ' (default value)' : '');
  const html =
    '<div id="base-url-issue-banner" role="alert" style="border:solid red thick;background-color:#fff;color:#000;margin:20px;padding:20px;font-size:20px;font-family:system-ui,sans-serif">' +
    '<p style="font-weight:bold;font-size:30px;margin:0 0 0.5em">Your Obico site did not load properly.</p>' +
    '<p>A very common reason is a wrong site baseUrl configuration.</p>' +
    `<p>Current configured baseUrl = <span style="font-weight:bold;color:#c00">${configured}</span></p>` +
    '<p>We suggest trying baseUrl = <span id="base-url-issue-banner-suggestion" style="font-weight:bold;color:#060"></span></p>' +
    '</div>';
  return `(function(){window.addEventListener('load',function(){if(window[${JSON.stringify(SITE_SCRIPT_LOADED_GLOBAL)}])return;var c=document.getElementById(${JSON.stringify(BASE_URL_BANNER_CONTAINER_ID)});if(!c)return;var p=window.location.pathname;c.innerHTML=${JSON.stringify(html)};document.getElementById('base-url-issue-banner-suggestion').textContent=p.slice(-1)==='/'?p:p+'/';});})();`;
}

/** Where the not-found page finds a path the browser could not decode (see buildUndecodablePathScript). */
export const UNDECODABLE_PATH_GLOBAL = '__obicoUndecodablePath';

/**
 * For the not-found page, before the site's bundles: a path with invalid percent-encoding (/docs/%E0%A4%A/) makes
 * the router throw "URI malformed" while it loads, and the page would never start. This keeps the path for the
 * page's error message and puts a decodable reading of it in the address: the bytes decoded as UTF-8 with U+FFFD
 * for what is not (as browsers show such text), and no "%" left, since Gatsby decodes the path several times.
 * The site then starts and the page says which path was wrong.
 */
export function buildUndecodablePathScript(): string {
  return `(function(){var p=window.location.pathname;try{decodeURI(p);decodeURIComponent(p)}catch(e){window[${JSON.stringify(UNDECODABLE_PATH_GLOBAL)}]=p;try{var b=[],n=new TextEncoder(),i=0;while(i<p.length){var h=p.slice(i+1,i+3);if(p[i]==='%'&&/^[0-9a-fA-F]{2}$/.test(h)){b.push(parseInt(h,16));i+=3}else{var c=n.encode(p[i]);for(var j=0;j<c.length;j++)b.push(c[j]);i+=1}}var r=new TextDecoder('utf-8').decode(new Uint8Array(b)).replace(/%/g,'\\ufffd');window.history.replaceState(window.history.state,'',encodeURI(r)+window.location.search+window.location.hash)}catch(f){}}})();`;
}
