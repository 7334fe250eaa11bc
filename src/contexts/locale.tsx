import { useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, buildLocales, localizeRoute } from '../config/locales';
import { createProviderContext, useProviderContext } from './providerContext';

export interface LocaleState {
  /** The locale of the page being shown. */
  locale: string;
  defaultLocale: string;
  /** The locales this build has pages in, in menu order. */
  locales: readonly string[];
  /** A locale-free route (/docs/x/) as a path in the page's locale (/de-DE/docs/x/). */
  localizeRoute: (route: string) => string;
}

const LocaleContext = createProviderContext<LocaleState>('LocaleProvider');

const BUILT_LOCALES = buildLocales();

/** The page's locale, from its page context (the layout provides it). */
export function LocaleProvider({ locale, locales = BUILT_LOCALES, children }: { locale: string; locales?: readonly string[]; children?: ReactNode }) {
  const value = useMemo<LocaleState>(() => ({ locale, defaultLocale: DEFAULT_LOCALE, locales, localizeRoute: (route) => localizeRoute(route, locale) }), [locale, locales]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  return useProviderContext(LocaleContext, 'useLocale');
}
