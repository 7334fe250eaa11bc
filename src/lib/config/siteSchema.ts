/**
 * The schema of the site configuration (its values live in src/config/site.ts). The types every component uses are
 * inferred from it. The schema only checks: it has no defaults and no transforms, so a valid config parses to
 * itself, which is what lets the browser bundle skip the parse (see parseSiteConfig.browser.ts).
 *
 * Browser code imports this module for its types only: importing a value from it would put zod in every page.
 */
import { z } from 'zod';
import { NAVBAR_ITEM_TYPES } from '../navbar';

const text = z.string().min(1);
const url = z.string().url();
/** Routes are written with their trailing slash (the site builds with trailingSlash: 'always'). */
const route = z.string().regex(/^\/([^?#]*\/)?([?#].*)?$/, 'must be a site route that starts and ends with "/" (before any ?query or #hash)');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb');
/** Role name of a label: its catalogue key is `<scope>.<key>` (labelKey), so renaming the label keeps its translations. */
const roleKey = z.string().regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, 'must be a role name in camelCase words joined by dots (such as "product.aiDetection")');

const navbarItemFields = z
  .object({
    type: z.enum(NAVBAR_ITEM_TYPES).optional(),
    /** Role name of a labelled item: its label's catalogue key is `navbar.<key>`. */
    key: roleKey.optional(),
    label: text.optional(),
    to: route.optional(),
    href: url.optional(),
    html: text.optional(),
    docId: text.optional(),
    sidebarId: text.optional(),
    target: z.enum(['_blank', '_self']).optional(),
    position: z.enum(['left', 'right']).optional(),
    className: text.optional(),
    prependBaseUrlToHref: z.boolean().optional(),
    activeBasePath: route.optional(),
    activeBaseRegex: text.optional(),
  })
  .strict();

/** One item of navbar.items; a dropdown holds items of its own. */
export type NavbarItemConfig = z.infer<typeof navbarItemFields> & { items?: NavbarItemConfig[] };

/** What each item type needs beyond the common fields, so a wrong item fails the build, not the page. */
function checkNavbarItem(item: NavbarItemConfig, ctx: z.RefinementCtx, nested: boolean): void {
  const need = (field: keyof NavbarItemConfig, why: string) => {
    if (item[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `is required ${why}` });
  };
  const type = item.type ?? 'default';
  if (type === 'default') {
    need('label', 'for a link item');
    if ((item.to === undefined) === (item.href === undefined)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'or href (one of them) is required for a link item' });
  }
  if (type === 'dropdown') {
    need('label', 'for a dropdown');
    if (nested) ctx.addIssue({ code: 'custom', path: ['type'], message: 'cannot be "dropdown" inside a dropdown' });
    if (!item.items?.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'must list at least one item for a dropdown' });
  } else if (item.items !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['items'], message: `is only for a dropdown (this item's type is "${type}")` });
  }
  if (type === 'doc') need('docId', 'for a doc item (the path under content/docs without .mdx)');
  if (type === 'docSidebar') need('sidebarId', 'for a docSidebar item (a key of docs.sidebars)');
  if (type === 'html') need('html', 'for an html item');
}

const navbarChild: z.ZodType<NavbarItemConfig> = navbarItemFields.superRefine((item, ctx) => checkNavbarItem(item, ctx, true));
export const navbarItemSchema: z.ZodType<NavbarItemConfig> = navbarItemFields
  .extend({ items: z.array(navbarChild).optional() })
  .superRefine((item, ctx) => checkNavbarItem(item, ctx, false));

export const footerLinkSchema = z
  .object({ key: roleKey, label: text, to: route.optional(), href: url.optional() })
  .strict()
  .refine((link) => (link.to === undefined) !== (link.href === undefined), { path: ['to'], message: 'or href (one of them) is required' });
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const localeSchema = z
  .object({
    /** The name in the locale menu, in the locale's own language. */
    label: text,
    direction: z.enum(['ltr', 'rtl']),
    /** The BCP 47 tag of <html lang> and hreflang. */
    htmlLang: text,
  })
  .strict();
export type LocaleConfig = z.infer<typeof localeSchema>;

export const docsVersionSchema = z
  .object({
    /** Stable id, stored as the visitor's choice. */
    name: text,
    label: text,
    /** Where the version's docs live, with a trailing slash. */
    path: route,
    /** The newest released version: the one a visitor without a choice gets. */
    isLast: z.boolean(),
    mainDocRoute: route,
  })
  .strict();
export type DocsVersion = z.infer<typeof docsVersionSchema>;

const logo = z.object({ alt: text, src: text, width: z.number().int().positive(), height: z.number().int().positive(), href: route }).strict();

export const siteConfigSchema = z
  .object({
    title: text,
    tagline: text,
    /** The production origin, without a trailing slash. */
    url: url.regex(/[^/]$/, 'must not end with "/"'),
    baseUrl: route,
    favicon: text,
    titleDelimiter: text,
    repositoryUrl: url,
    /** "Edit this page" links point here, followed by the path under content/. */
    editUrl: url.regex(/\/$/, 'must end with "/"'),
    issuesUrl: url,
    communityUrl: url,
    colorMode: z.object({ defaultMode: z.enum(['light', 'dark']), disableSwitch: z.boolean(), respectPrefersColorScheme: z.boolean() }).strict(),
    announcementBar: z
      .object({
        /** A new id shows the bar again to visitors who closed the previous one. */
        id: text,
        /** HTML. */
        content: text,
        backgroundColor: color,
        textColor: color,
        isCloseable: z.boolean(),
      })
      .strict(),
    navbar: z
      .object({
        title: text,
        style: z.enum(['dark', 'primary']),
        hideOnScroll: z.boolean(),
        logo: logo.extend({ srcDark: text }).strict(),
        items: z.array(navbarItemSchema),
      })
      .strict(),
    footer: z
      .object({
        style: z.enum(['dark', 'light']),
        /** 'columns' (titled columns) or 'simple' (one separated row of links). */
        layout: z.enum(['columns', 'simple']),
        logo: logo.nullable(),
        /** Shown as the translated "Copyright © <year> Obico Inc." line. */
        copyrightYear: z.number().int().min(2000),
        links: z.array(z.object({ key: roleKey, title: text, items: z.array(footerLinkSchema).min(1) }).strict()),
      })
      .strict(),
    i18n: z
      .object({
        defaultLocale: text,
        /** Keyed by locale code, which is also the locale's URL prefix (none for the default locale). */
        locales: z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale code such as "de-DE"'), localeSchema),
      })
      .strict()
      .refine((i18n) => i18n.defaultLocale in i18n.locales, (i18n) => ({ path: ['defaultLocale'], message: `names "${i18n.defaultLocale}", which is not a key of i18n.locales` })),
    docs: z
      .object({
        mainDocRoute: route,
        /** The sidebars of content/sidebars.yaml: the label of a docSidebar navbar item and the doc it opens. */
        sidebars: z.record(z.object({ label: text, link: route }).strict()),
        /** One version today; the navbar's docsVersion items and the stored preference work for more. */
        versions: z.array(docsVersionSchema).min(1),
      })
      .strict(),
    blog: z
      .object({
        /** Posts per page of the blog list, tag and author pages. */
        pageSize: z.number().int().positive(),
        /** Recent posts in the blog sidebar. */
        sidebarCount: z.number().int().positive(),
        title: text,
        description: text,
      })
      .strict(),
  })
  .strict();

/** What src/config/site.ts writes; the same as what it exports, since the schema does not transform. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
