/**
 * Locale routing: the default locale has no URL prefix, every other one is /<locale>/… . Pure helpers shared by
 * gatsby-node, the head tags and the locale switch.
 */
import { siteConfig, type LocaleConfig } from '../../config/site';

export const DEFAULT_LOCALE = siteConfig.i18n.defaultLocale;
export const LOCALES = Object.keys(siteConfig.i18n.locales);

export function localeConfig(locale: string): LocaleConfig {
  const config = siteConfig.i18n.locales[locale];
  if (!config) throw new Error(`Unknown locale "${locale}"; the site config defines ${LOCALES.join(', ')}`);
  return config;
}

/** /docs/x/ in de-DE -> /de-DE/docs/x/; the default locale keeps the route as is. */
export function localizeRoute(route: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return route;
  return route === '/' ? `/${locale}/` : `/${locale}${route}`;
}

/** Splits a path into its locale and the route it stands for: /fr-FR/docs/x/ -> { locale: 'fr-FR', route: '/docs/x/' }. */
export function delocalizePath(pathname: string): { locale: string; route: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && match[1] !== DEFAULT_LOCALE && LOCALES.includes(match[1])) return { locale: match[1], route: match[2] ?? '/' };
  return { locale: DEFAULT_LOCALE, route: pathname };
}

/** The same page in another locale, keeping the query string and the hash. */
export function switchLocaleUrl(pathname: string, search: string, hash: string, target: string): string {
  return `${localizeRoute(delocalizePath(pathname).route, target)}${search}${hash}`;
}

/** hreflang alternates of a route: every locale, plus x-default (the default locale). */
export function hreflangAlternates(route: string, locales: readonly string[] = buildLocales()): Array<{ hreflang: string; route: string }> {
  return [...locales.map((locale) => ({ hreflang: localeConfig(locale).htmlLang, route: localizeRoute(route, locale) })), { hreflang: 'x-default', route: localizeRoute(route, DEFAULT_LOCALE) }];
}

/**
 * The locales to build: all of them (unset or `all`), or English plus those listed in GATSBY_BUILD_LOCALES (a quicker
 * local build; `gatsby develop` defaults to English only, see gatsby-config). The GATSBY_ prefix makes Gatsby inline
 * the value into the browser bundle, so menus list only built locales.
 */
export function buildLocales(env: Record<string, string | undefined> = { GATSBY_BUILD_LOCALES: process.env.GATSBY_BUILD_LOCALES }): string[] {
  const wanted = env.GATSBY_BUILD_LOCALES?.split(',').map((locale) => locale.trim()).filter(Boolean);
  if (!wanted || wanted.length === 0 || wanted.includes('all')) return LOCALES;
  for (const locale of wanted) localeConfig(locale);
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || wanted.includes(locale));
}

/**
 * GATSBY_BUILD_LOCALES as a command should see it: `gatsby develop` builds the default locale only unless the
 * variable names locales (`all` for every one), because each locale multiplies the pages a content change
 * re-creates; `gatsby build` keeps building every locale.
 */
export function buildLocalesSetting(command: string | undefined, setting: string | undefined): string | undefined {
  if (setting?.trim()) return setting;
  return command === 'develop' ? DEFAULT_LOCALE : setting;
}
