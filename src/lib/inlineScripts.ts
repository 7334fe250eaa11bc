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
 * Script source of a function `R(s, x)`: the percent-encoded text `s` read as browsers show it, the bytes decoded
 * as UTF-8 with U+FFFD for what is not, a "%" that starts no escape kept as "%". Escapes of the bytes listed in `x`
 * (character codes) read as U+FFFD too.
 */
const READABLE_FUNCTION =
  "function R(s,x){var b=[],n=new TextEncoder(),i=0;while(i<s.length){var h=s.slice(i+1,i+3);if(s[i]==='%'&&/^[0-9a-fA-F]{2}$/.test(h)){var v=parseInt(h,16);if(x.indexOf(v)>=0){b.push(239,191,189)}else{b.push(v)}i+=3}else{var c=n.encode(s[i]);for(var j=0;j<c.length;j++)b.push(c[j]);i+=1}}return new TextDecoder('utf-8').decode(new Uint8Array(b))}";

/**
 * For the not-found page, before the site's bundles. Two kinds of path stop the site from starting there:
 * - invalid percent-encoding (/docs/%E0%A4%A/): the router throws "URI malformed" while it loads;
 * - an escape the router keeps encoded but Gatsby's page loader decodes (/docs/a%2fb/: the router sees
 *   /docs/a%252fb/, the loader /docs/a/b/), so the page is looked up under a path it was never loaded for and
 *   rendering fails ("Cannot read properties of undefined (reading 'page')").
 * For both, this puts a reading of the path into the address on which all of Gatsby agrees: the bytes decoded as
 * UTF-8 with U+FFFD for what is not (as browsers show such text), an escaped "/", "?" or "#" as U+FFFD (the path
 * keeps its segments, and cannot turn into another page's), and no "%" left, since Gatsby decodes the path several
 * times. An undecodable path is kept for the page's error message; the other kind shows the usual not-found page.
 */
export function buildUndecodablePathScript(): string {
  return `(function(){${READABLE_FUNCTION}var p=window.location.pathname,u=false;try{if(decodeURIComponent(encodeURI(decodeURI(p)))===decodeURIComponent(p))return}catch(e){u=true;window[${JSON.stringify(UNDECODABLE_PATH_GLOBAL)}]=p}try{var r=R(p,[35,47,63]).replace(/%/g,'\\ufffd');window.history.replaceState(window.history.state,'',encodeURI(r)+window.location.search+window.location.hash)}catch(f){}})();`;
}

/**
 * For every page, before the site's bundles: a #fragment with invalid percent-encoding (#%E0%A4%A, #% from a chat
 * app or a mangled copy) makes Gatsby's scroll handler throw "URI malformed" (it calls decodeURI on the hash when
 * it mounts and on every location change), and the page goes blank. This replaces such a fragment in the address,
 * without a new history entry, by a readable one that decodes: the text decoded as UTF-8 with U+FFFD for what is
 * not, and a stray "%" escaped. It runs at once for the address the page opened with, and again on every history
 * change (a typed fragment, back and forward), ahead of the router, whose listener is added later.
 */
export function buildMalformedHashScript(): string {
  return `(function(){${READABLE_FUNCTION}function f(){var h=window.location.hash;if(h.length<2)return;try{decodeURI(h);decodeURIComponent(h.slice(1));return}catch(e){}try{window.history.replaceState(window.history.state,'',window.location.pathname+window.location.search+'#'+encodeURI(R(h.slice(1),[])))}catch(g){}}f();window.addEventListener('popstate',f);window.addEventListener('hashchange',f)})();`;
}
