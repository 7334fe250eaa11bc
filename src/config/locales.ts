/**
 * The locale helpers of src/lib/i18n/locales.ts bound to the site config: what the site's components, templates and
 * build code import. src/lib itself takes its locale setup as a parameter.
 */
import { createLocales } from '../lib/i18n/locales';
import { siteConfig } from './site';

export const siteLocales = createLocales(siteConfig.i18n);

export const DEFAULT_LOCALE = siteLocales.defaultLocale;
export const LOCALES = siteLocales.all;
export const { localeConfig, localizeRoute, delocalizePath, switchLocaleUrl, hreflangAlternates, buildLocales, buildLocalesSetting } = siteLocales;
