/**
 * The one site configuration. Components read it; nothing else hard-codes these values. Its schema (and the
 * documentation of each field) is src/lib/config/siteSchema.ts: the values are parsed with it when this module
 * loads, so a wrong value fails the build naming the field.
 */
import { parseSiteConfig } from '../lib/config/parseSiteConfig';
import type { NavbarItemConfig, SiteConfigInput } from '../lib/config/siteSchema';

export type { DocsVersion, FooterLink, LocaleConfig, NavbarItemConfig, SiteConfig } from '../lib/config/siteSchema';

const APP = 'https://app.obico.io';
const WWW = 'https://www.obico.io';
const GITHUB = 'https://github.com/TheSpaghettiDetective';

/** A dropdown on the left of the navbar: its items' keys (and so their catalogue keys) sit under its own. */
function dropdown(key: string, label: string, items: Array<NavbarItemConfig & { key: string }>, options: Pick<NavbarItemConfig, 'activeBasePath'> = {}): NavbarItemConfig {
  return { type: 'dropdown', key, label, position: 'left', ...options, items: items.map((item) => ({ ...item, key: `${key}.${item.key}` })) };
}

/** A footer column: its links' keys (and so their catalogue keys) sit under the column's own. */
function footerColumn(key: string, title: string, links: Array<{ key: string; label: string; to?: string; href?: string }>) {
  return { key, title, items: links.map((link) => ({ ...link, key: `${key}.${link.key}` })) };
}

const values = {
  title: 'Obico',
  tagline: 'Open-source smart 3D printing platform',
  url: 'https://www.obico.io',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  titleDelimiter: '|',
  repositoryUrl: `${GITHUB}/obico-server`,
  editUrl: 'https://github.com/TheSpaghettiDetective/obico-website/edit/main/content/',
  issuesUrl: 'https://github.com/TheSpaghettiDetective/obico-website/issues',
  /** Where a visitor asks the community (the search's way out when nothing matches). */
  communityUrl: 'https://obico.io/discord',
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar: {
    id: 'star-obico-server-2025',
    content: `If you like Obico, give it a star on <a target="_blank" rel="noopener noreferrer" href="${GITHUB}/obico-server">GitHub</a>!`,
    backgroundColor: '#1b6e45', // 6.2:1 with white text (WCAG AA); #26a269 was 3.25:1
    textColor: '#ffffff',
    isCloseable: true,
  },
  navbar: {
    title: 'Obico',
    style: 'dark',
    hideOnScroll: true,
    logo: { alt: 'Obico logo', src: '/img/logo-light.svg', srcDark: '/img/logo-dark.svg', width: 32, height: 32, href: '/' },
    items: [
      dropdown('product', 'Product', [
        { key: 'aiDetection', label: 'AI failure detection', href: `${WWW}/failure-detection/` },
        { key: 'remoteAccess', label: 'Remote monitoring and control', href: `${WWW}/remote-access/` },
        { key: 'octoPrint', label: 'Obico for OctoPrint', to: '/docs/user-guides/octoprint-plugin-setup/' },
        { key: 'klipper', label: 'Obico for Klipper', to: '/docs/user-guides/klipper-setup/' },
        { key: 'mobileApp', label: 'Mobile app', href: `${WWW}/mobile-app/` },
      ]),
      dropdown('docs', 'Docs', [
        { type: 'docSidebar', sidebarId: 'guideSidebar', key: 'userGuides', label: 'User guides' },
        { type: 'docSidebar', sidebarId: 'developerSidebar', key: 'selfHosted', label: 'Self-hosted server' },
        { type: 'doc', docId: 'api/index', key: 'clientApi', label: 'Client API' },
        { key: 'helpCenter', label: 'Help center', to: '/help/' },
      ], { activeBasePath: '/docs/' }),
      dropdown('contribute', 'Contribute', [
        { type: 'doc', docId: 'developer-guides/contribute', key: 'guide', label: 'Contribute to Obico' },
        { type: 'doc', docId: 'developer-guides/plugins/index', key: 'plugins', label: 'Server plugins' },
        { key: 'sourceCode', label: 'Source code', href: `${GITHUB}/obico-server` },
      ]),
      dropdown('community', 'Community', [
        { key: 'discord', label: 'Discord', href: 'https://obico.io/discord' },
        { key: 'discussions', label: 'GitHub discussions', href: `${GITHUB}/obico-server/discussions` },
        { key: 'stories', label: 'Community stories', to: '/blog/tags/community/' },
      ]),
      { key: 'blog', label: 'Blog', to: '/blog/', position: 'left', activeBasePath: '/blog/' },
      { key: 'pricing', label: 'Pricing', href: `${WWW}/pricing/`, position: 'left' },
      dropdown('about', 'About', [
        { key: 'aboutUs', label: 'About us', href: `${WWW}/about-us/` },
        { key: 'contact', label: 'Contact', to: '/docs/user-guides/contact-us-for-support/' },
      ]),
      { key: 'logIn', label: 'Log in', href: `${APP}/accounts/login/`, position: 'right', className: 'navbar-login' },
      { key: 'getStarted', label: 'Get Started', href: `${APP}/accounts/signup/`, position: 'right', className: 'button button--primary navbar-signup' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    layout: 'columns',
    logo: { alt: 'Obico logo', src: '/img/logo-dark.svg', width: 40, height: 40, href: '/' },
    copyrightYear: 2025,
    links: [
      footerColumn('product', 'Product', [
        { key: 'cloud', label: 'Obico Cloud', href: APP },
        { key: 'selfHosted', label: 'Self-hosted server', to: '/docs/server-guides/' },
        { key: 'pricing', label: 'Pricing', href: `${WWW}/pricing/` },
      ]),
      footerColumn('features', 'Features', [
        { key: 'aiDetection', label: 'AI failure detection', to: '/docs/user-guides/how-to-test-failure-detection/' },
        { key: 'webcamStreaming', label: 'Webcam streaming', to: '/docs/user-guides/webcam-streaming-for-human-eyes/' },
        { key: 'firstLayerAi', label: 'First Layer AI', to: '/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/' },
      ]),
      footerColumn('docs', 'Docs', [
        { key: 'gettingStarted', label: 'Getting started', to: '/docs/user-guides/getting-started/' },
        { key: 'serverGuides', label: 'Server guides', to: '/docs/server-guides/' },
        { key: 'clientApi', label: 'Client API', to: '/docs/api/' },
        { key: 'helpCenter', label: 'Help center', to: '/help/' },
      ]),
      footerColumn('company', 'Company', [
        { key: 'blog', label: 'Blog', to: '/blog/' },
        { key: 'aboutUs', label: 'About us', href: `${WWW}/about-us/` },
        { key: 'contactSupport', label: 'Contact support', to: '/docs/user-guides/contact-us-for-support/' },
      ]),
      footerColumn('stayUpdated', 'Stay Updated', [
        { key: 'github', label: 'Star obico-server on GitHub', href: `${GITHUB}/obico-server` },
        { key: 'x', label: 'Follow on X', href: 'https://x.com/ObicoAI' },
        { key: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@obico' },
        { key: 'discord', label: 'Discord', href: 'https://obico.io/discord' },
      ]),
    ],
  },
  i18n: {
    defaultLocale: 'en',
    locales: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en' },
      'de-DE': { label: 'Deutsch', direction: 'ltr', htmlLang: 'de-DE' },
      'es-ES': { label: 'Español', direction: 'ltr', htmlLang: 'es-ES' },
      'fr-FR': { label: 'Français', direction: 'ltr', htmlLang: 'fr-FR' },
      'it-IT': { label: 'Italiano', direction: 'ltr', htmlLang: 'it-IT' },
      'nl-NL': { label: 'Nederlands', direction: 'ltr', htmlLang: 'nl-NL' },
      'pl-PL': { label: 'Polski', direction: 'ltr', htmlLang: 'pl-PL' },
      'pt-BR': { label: 'Português (Brasil)', direction: 'ltr', htmlLang: 'pt-BR' },
      'ru-RU': { label: 'Русский', direction: 'ltr', htmlLang: 'ru-RU' },
    },
  },
  docs: {
    mainDocRoute: '/docs/user-guides/getting-started/',
    sidebars: {
      guideSidebar: { label: 'User guides', link: '/docs/user-guides/getting-started/' },
      developerSidebar: { label: 'Developer guides', link: '/docs/server-guides/' },
    },
    versions: [{ name: 'current', label: 'Next', path: '/docs/', isLast: true, mainDocRoute: '/docs/user-guides/getting-started/' }],
  },
  blog: {
    pageSize: 10,
    sidebarCount: 10,
    title: 'Obico Blog',
    description: 'News, guides and tips about Obico and 3D printing.',
  },
} satisfies SiteConfigInput;

export const siteConfig = parseSiteConfig(values);

/** "<page title> | Obico", or just the site title when the page has none. */
export function formatPageTitle(pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} ${siteConfig.titleDelimiter} ${siteConfig.title}` : siteConfig.title;
}
