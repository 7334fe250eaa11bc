/**
 * The one site configuration. Components read it; nothing else hard-codes these values. Its schema (and the
 * documentation of each field) is src/lib/config/siteSchema.ts: the values are parsed with it when this module
 * loads, so a wrong value fails the build naming the field.
 */
import { parseSiteConfig } from '../lib/config/parseSiteConfig';
import type { SiteConfigInput } from '../lib/config/siteSchema';

export type { DocsVersion, FooterLink, LocaleConfig, NavbarItemConfig, SiteConfig } from '../lib/config/siteSchema';

const APP = 'https://app.obico.io';
const WWW = 'https://www.obico.io';
const GITHUB = 'https://github.com/TheSpaghettiDetective';

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
      {
        type: 'dropdown',
        key: 'product',
        label: 'Product',
        position: 'left',
        items: [
          { key: 'product.aiDetection', label: 'AI failure detection', href: `${WWW}/failure-detection/` },
          { key: 'product.remoteAccess', label: 'Remote monitoring and control', href: `${WWW}/remote-access/` },
          { key: 'product.octoPrint', label: 'Obico for OctoPrint', to: '/docs/user-guides/octoprint-plugin-setup/' },
          { key: 'product.klipper', label: 'Obico for Klipper', to: '/docs/user-guides/klipper-setup/' },
          { key: 'product.mobileApp', label: 'Mobile app', href: `${WWW}/mobile-app/` },
        ],
      },
      {
        type: 'dropdown',
        key: 'docs',
        label: 'Docs',
        position: 'left',
        activeBasePath: '/docs/',
        items: [
          { type: 'docSidebar', sidebarId: 'guideSidebar', key: 'docs.userGuides', label: 'User guides' },
          { type: 'docSidebar', sidebarId: 'developerSidebar', key: 'docs.selfHosted', label: 'Self-hosted server' },
          { type: 'doc', docId: 'api/index', key: 'docs.clientApi', label: 'Client API' },
          { key: 'docs.helpCenter', label: 'Help center', to: '/help/' },
        ],
      },
      {
        type: 'dropdown',
        key: 'contribute',
        label: 'Contribute',
        position: 'left',
        items: [
          { type: 'doc', docId: 'developer-guides/contribute', key: 'contribute.guide', label: 'Contribute to Obico' },
          { type: 'doc', docId: 'developer-guides/plugins/index', key: 'contribute.plugins', label: 'Server plugins' },
          { key: 'contribute.sourceCode', label: 'Source code', href: `${GITHUB}/obico-server` },
        ],
      },
      {
        type: 'dropdown',
        key: 'community',
        label: 'Community',
        position: 'left',
        items: [
          { key: 'community.discord', label: 'Discord', href: 'https://obico.io/discord' },
          { key: 'community.discussions', label: 'GitHub discussions', href: `${GITHUB}/obico-server/discussions` },
          { key: 'community.stories', label: 'Community stories', to: '/blog/tags/community/' },
        ],
      },
      { key: 'blog', label: 'Blog', to: '/blog/', position: 'left', activeBasePath: '/blog/' },
      { key: 'pricing', label: 'Pricing', href: `${WWW}/pricing/`, position: 'left' },
      {
        type: 'dropdown',
        key: 'about',
        label: 'About',
        position: 'left',
        items: [
          { key: 'about.aboutUs', label: 'About us', href: `${WWW}/about-us/` },
          { key: 'about.contact', label: 'Contact', to: '/docs/user-guides/contact-us-for-support/' },
        ],
      },
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
      {
        key: 'product',
        title: 'Product',
        items: [
          { key: 'product.cloud', label: 'Obico Cloud', href: APP },
          { key: 'product.selfHosted', label: 'Self-hosted server', to: '/docs/server-guides/' },
          { key: 'product.pricing', label: 'Pricing', href: `${WWW}/pricing/` },
        ],
      },
      {
        key: 'features',
        title: 'Features',
        items: [
          { key: 'features.aiDetection', label: 'AI failure detection', to: '/docs/user-guides/how-to-test-failure-detection/' },
          { key: 'features.webcamStreaming', label: 'Webcam streaming', to: '/docs/user-guides/webcam-streaming-for-human-eyes/' },
          { key: 'features.firstLayerAi', label: 'First Layer AI', to: '/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/' },
        ],
      },
      {
        key: 'docs',
        title: 'Docs',
        items: [
          { key: 'docs.gettingStarted', label: 'Getting started', to: '/docs/user-guides/getting-started/' },
          { key: 'docs.serverGuides', label: 'Server guides', to: '/docs/server-guides/' },
          { key: 'docs.clientApi', label: 'Client API', to: '/docs/api/' },
          { key: 'docs.helpCenter', label: 'Help center', to: '/help/' },
        ],
      },
      {
        key: 'company',
        title: 'Company',
        items: [
          { key: 'company.blog', label: 'Blog', to: '/blog/' },
          { key: 'company.aboutUs', label: 'About us', href: `${WWW}/about-us/` },
          { key: 'company.contactSupport', label: 'Contact support', to: '/docs/user-guides/contact-us-for-support/' },
        ],
      },
      {
        key: 'stayUpdated',
        title: 'Stay Updated',
        items: [
          { key: 'stayUpdated.github', label: 'Star obico-server on GitHub', href: `${GITHUB}/obico-server` },
          { key: 'stayUpdated.x', label: 'Follow on X', href: 'https://x.com/ObicoAI' },
          { key: 'stayUpdated.youtube', label: 'YouTube', href: 'https://www.youtube.com/@obico' },
          { key: 'stayUpdated.discord', label: 'Discord', href: 'https://obico.io/discord' },
        ],
      },
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
