/**
 * Interface strings: locales/<locale>/translation.json, read through gatsby-plugin-react-i18next's Locale nodes. Each
 * page queries its locale's catalogue (the Locales fragment); the layout, which wraps the page from outside the
 * plugin's provider, and the Head components build their i18next instance from that query result here.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';

/** One catalogue of the Locales fragment. GraphQL types its fields as optional (they are inferred from the files). */
export interface LocaleEdge {
  readonly node: { readonly ns: string | null; readonly data: string | Record<string, string> | null; readonly language: string | null };
}

/** The `locales` field every page query carries (Queries.LocalesFragment). */
export interface LocalesData {
  readonly locales?: { readonly edges: readonly LocaleEdge[] } | null;
}

export const I18NEXT_OPTIONS = {
  // Keys are flat ids such as "navbar.docs.clientApi" or "help.guide./docs/x/.title": dots are part of the key.
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
export function getI18n(language: string, edges: readonly LocaleEdge[], fallbackLocale: string): I18n {
  const signature = edges.map(({ node }) => `${node.language}/${node.ns}:${typeof node.data === 'string' ? node.data.length : Object.keys(node.data ?? {}).length}`).join(',');
  const cached = instances.get(language);
  if (cached && (cached.signature === signature || edges.length === 0)) return cached.i18n;
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18NEXT_OPTIONS,
    resources: resourcesOf(edges),
    lng: language,
    fallbackLng: fallbackLocale,
    defaultNS: 'translation',
    initImmediate: false,
  });
  instances.set(language, { signature, i18n });
  return i18n;
}

/** A t function for Head components, which render outside every React provider. */
export function headT(data: LocalesData | null | undefined, language: string | undefined, defaultLocale: string): TFunction {
  const locale = language ?? defaultLocale;
  return getI18n(locale, data?.locales?.edges ?? [], defaultLocale).getFixedT(locale);
}

/**
 * The catalogue key of a navbar item, footer column or link, or sidebar category label: `<scope>.<key>`, where the
 * key is the role name the site config or content/sidebars.yaml gives the item ("navbar.product.aiDetection",
 * "sidebar.gettingStarted"). Renaming a label in English then keeps every locale's translation attached to it.
 */
export function labelKey(scope: 'navbar' | 'footer' | 'sidebar', key: string): string {
  return `${scope}.${key}`;
}
