/** The i18next helpers of src/lib/i18n/translations.ts bound to the site's default locale (the fallback language). */
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n as getI18nFor, headT as headTFor, type LocaleEdge, type LocalesData } from '../lib/i18n/translations';
import { DEFAULT_LOCALE } from './locales';

export { I18NEXT_OPTIONS, labelKey, type LocaleEdge, type LocalesData } from '../lib/i18n/translations';

/** The i18next instance of a locale (see src/lib/i18n/translations.ts), falling back to the default locale. */
export function getI18n(language: string, edges: readonly LocaleEdge[] = []): I18n {
  return getI18nFor(language, edges, DEFAULT_LOCALE);
}

/** A t function for Head components, which render outside every React provider. */
export function headT(data: LocalesData | null | undefined, language: string | undefined): TFunction {
  return headTFor(data, language, DEFAULT_LOCALE);
}
