/**
 * Interface strings: locales/<locale>/translation.json, read through gatsby-plugin-react-i18next's Locale nodes. Each
 * page queries its locale's catalogue (the Locales fragment); the layout, which wraps the page from outside the
 * plugin's provider, and the Head components build their i18next instance from that query result here.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULT_LOCALE } from './locales';

/** One catalogue of the Locales fragment. GraphQL types its fields as optional (they are inferred from the files). */
export interface LocaleEdge {
  readonly node: { readonly ns: string | null; readonly data: string | Record<string, string> | null; readonly language: string | null };
}

/** The `locales` field every page query carries (Queries.LocalesFragment). */
export interface LocalesData {
  readonly locales?: { readonly edges: readonly LocaleEdge[] } | null;
}

export const I18NEXT_OPTIONS = {
  // Keys are flat ids such as "navbar.Docs" or "help.guide./docs/x/.title": dots are part of the key.
  keySeparator: false as const,
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
};

const instances = new Map<string, { signature: string; i18n: I18n }>();

function resourcesOf(edges: readonly LocaleEdge[]): Record<string, Record<string, Record<string, string>>> {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const { node } of edges) {
    if (!node.language || !node.data) continue;
    const data = typeof node.data === 'string' ? (JSON.parse(node.data) as Record<string, string>) : node.data;
    (resources[node.language] ??= {})[node.ns || 'translation'] = data;
  }
  return resources;
}

/**
 * The i18next instance of a locale, made once per locale and catalogue: navigations within a language reuse it,
 * so the chrome does not re-render for a new instance on every page.
 */
export function getI18n(language: string, edges: readonly LocaleEdge[] = []): I18n {
  const signature = edges.map(({ node }) => `${node.language}/${node.ns}:${typeof node.data === 'string' ? node.data.length : Object.keys(node.data ?? {}).length}`).join(',');
  const cached = instances.get(language);
  if (cached && (cached.signature === signature || edges.length === 0)) return cached.i18n;
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18NEXT_OPTIONS,
    resources: resourcesOf(edges),
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: 'translation',
    initImmediate: false,
  });
  instances.set(language, { signature, i18n });
  return i18n;
}

/** A t function for Head components, which render outside every React provider. */
export function headT(data: LocalesData | null | undefined, language: string | undefined): TFunction {
  const locale = language ?? DEFAULT_LOCALE;
  return getI18n(locale, data?.locales?.edges ?? []).getFixedT(locale);
}

/** The translation key of a label from the site config or the sidebars ("navbar.Docs", "sidebar.Tutorials"). */
export function labelKey(scope: 'navbar' | 'footer' | 'sidebar', label: string): string {
  return `${scope}.${label}`;
}
