/**
 * Locale routing: the default locale has no URL prefix, every other one is /<locale>/… . Pure: the locale setup is
 * passed in (the site's config module locales.ts binds these helpers to the site config), so routing can be tested with any setup.
 */
import { localizedPath } from '../routing/paths';

/** What routing needs to know of one locale. */
export interface LocaleInfo {
  label: string;
  htmlLang: string;
}

/** The site's locales; the site config's `i18n` satisfies it. */
export interface LocaleSetup<L extends LocaleInfo = LocaleInfo> {
  defaultLocale: string;
  locales: Readonly<Record<string, L>>;
}

export interface Locales<L extends LocaleInfo = LocaleInfo> {
  readonly defaultLocale: string;
  /** Every locale of the setup, the default first when it is listed first. */
  readonly all: readonly string[];
  localeConfig(locale: string): L;
  /** /docs/x/ in de-DE -> /de-DE/docs/x/; the default locale keeps the route as is. */
  localizeRoute(route: string, locale: string): string;
  /** Splits a path into its locale and the route it stands for: /fr-FR/docs/x/ -> { locale: 'fr-FR', route: '/docs/x/' }. */
  delocalizePath(pathname: string): { locale: string; route: string };
  /** The same page in another locale, keeping the query string and the hash. */
  switchLocaleUrl(pathname: string, search: string, hash: string, target: string): string;
  /** hreflang alternates of a route: every given locale, plus x-default (the default locale). */
  hreflangAlternates(route: string, locales?: readonly string[]): Array<{ hreflang: string; route: string }>;
  /**
   * The locales to build: all of them (unset or `all`), or the default plus those listed in GATSBY_BUILD_LOCALES (a quicker local
   * build). The GATSBY_ prefix makes Gatsby inline the value into the browser bundle, so menus list only built locales.
   */
  buildLocales(env?: Record<string, string | undefined>): string[];
  /**
   * GATSBY_BUILD_LOCALES as a command should see it: `gatsby develop` builds the default locale only unless the
   * variable names locales (`all` for every one), because each locale multiplies the pages a content change
   * re-creates; `gatsby build` keeps building every locale.
   */
  buildLocalesSetting(command: string | undefined, setting: string | undefined): string | undefined;
}

export function createLocales<L extends LocaleInfo>(setup: LocaleSetup<L>): Locales<L> {
  const { defaultLocale } = setup;
  const all = Object.keys(setup.locales);
  if (!all.includes(defaultLocale)) throw new Error(`The default locale "${defaultLocale}" is not one of the configured locales (${all.join(', ')})`);
  const localeConfig = (locale: string): L => {
    const config = setup.locales[locale];
    if (!config) throw new Error(`Unknown locale "${locale}"; the site config defines ${all.join(', ')}`);
    return config;
  };
  const localizeRoute = (route: string, locale: string) => localizedPath(route, locale, defaultLocale);
  const delocalizePath = (pathname: string) => {
    const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
    if (match && match[1] !== defaultLocale && all.includes(match[1])) return { locale: match[1], route: match[2] ?? '/' };
    return { locale: defaultLocale, route: pathname };
  };
  const buildLocales = (env: Record<string, string | undefined> = { GATSBY_BUILD_LOCALES: process.env.GATSBY_BUILD_LOCALES }) => {
    const wanted = env.GATSBY_BUILD_LOCALES?.split(',').map((locale) => locale.trim()).filter(Boolean);
    if (!wanted || wanted.length === 0 || wanted.includes('all')) return [...all];
    for (const locale of wanted) localeConfig(locale);
    return all.filter((locale) => locale === defaultLocale || wanted.includes(locale));
  };
  return {
    defaultLocale,
    all,
    localeConfig,
    localizeRoute,
    delocalizePath,
    switchLocaleUrl: (pathname, search, hash, target) => `${localizeRoute(delocalizePath(pathname).route, target)}${search}${hash}`,
    hreflangAlternates: (route, locales = buildLocales()) => [
      ...locales.map((locale) => ({ hreflang: localeConfig(locale).htmlLang, route: localizeRoute(route, locale) })),
      { hreflang: 'x-default', route: localizeRoute(route, defaultLocale) },
    ],
    buildLocales,
    buildLocalesSetting: (command, setting) => (setting?.trim() ? setting : command === 'develop' ? defaultLocale : setting),
  };
}
