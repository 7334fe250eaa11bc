import type { ComponentProps } from 'react';
import { Link as GatsbyLink } from 'gatsby';
import { DEFAULT_LOCALE, delocalizePath, localizeRoute } from '../../config/locales';
import { useLocale } from '../../contexts/locale';

/** Page routes (a path ending in "/", maybe with ?query or #hash) get the locale prefix; files do not. */
export function localizeHref(to: string, locale: string): string {
  const match = /^(\/[^?#]*)(.*)$/.exec(to);
  if (!match || !match[1].endsWith('/') || to.startsWith('//')) return to;
  if (delocalizePath(match[1]).locale !== DEFAULT_LOCALE) return to; // already localized (search hits, switcher)
  return `${localizeRoute(match[1], locale)}${match[2]}`;
}

/** Gatsby's Link, staying in the current locale. */
export default function Link({ to, ...rest }: ComponentProps<typeof GatsbyLink>) {
  const { locale } = useLocale();
  return <GatsbyLink to={localizeHref(to, locale)} {...(rest as object)} />;
}
