/**
 * Every navbar item type of the site config, rendered in the navbar (desktop), inside a dropdown menu, or in the
 * mobile menu. The type picks the component; an unknown type throws, and a failing item names its config.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import Link from '../LocaleLink';
import { useLocale } from '../../contexts/locale';
import LocaleDropdown from '../LocaleDropdown';
import SearchBar from '../SearchBar';
import Dropdown from '../Dropdown';
import { siteConfig, type NavbarItemConfig } from '../../config/site';
import { createNavbarItemError, getDocItemRoute, getNavbarItemType, getSidebarItemRoute, isNavbarItemActive, type NavbarItemType } from '../../lib/navbar';
import { delocalizePath } from '../../config/locales';
import { getActiveVersion, getVersionTarget } from '../../lib/docs/versions';
import { useDocsPreferredVersion } from '../../contexts/docsPreferredVersion';
import { classNames } from '../../lib/html';
import { useTranslation } from 'react-i18next';
import { labelKey } from '../../lib/i18n/translations';
import './styles.module.css';

/** An item's label in the page's language: navbar.<its key> in the catalogues; an item without a key is not translated. */
function useNavbarLabel(): (item: NavbarItemConfig, label: ReactNode) => ReactNode {
  const { t } = useTranslation();
  return (item, label) => (item.key && typeof label === 'string' ? t(labelKey('navbar', item.key), { defaultValue: label }) : label);
}

export interface NavbarItemProps {
  item: NavbarItemConfig;
  /** location.pathname, with its locale prefix. */
  pathname: string;
  /** In the mobile menu: a menu list entry. */
  mobile?: boolean;
  /** Inside a dropdown menu. */
  isDropdownItem?: boolean;
  /** The docs sidebar of the current page, for docSidebar items. */
  activeSidebar?: string | null;
}

/** The locale-free route the active rules compare with. */
function routeOf(pathname: string): string {
  return delocalizePath(pathname).route;
}

interface LinkItemProps extends NavbarItemProps {
  to?: string;
  label: ReactNode;
  active: boolean;
}

/** A link: internal (`to`, in the current locale) or external (`href`). */
function LinkItem({ item, pathname, to, label: configLabel, active, mobile, isDropdownItem }: LinkItemProps) {
  const label = useNavbarLabel()(item, configLabel);
  const className = mobile
    ? classNames('menu__link', active && 'menu__link--active')
    : isDropdownItem
      ? classNames('dropdown__link', item.className, active && 'dropdown__link--active')
      : classNames('navbar__item navbar__link', item.className, active && 'navbar__link--active');
  const href = item.href && item.prependBaseUrlToHref ? `${siteConfig.baseUrl.replace(/\/$/, '')}/${item.href.replace(/^\//, '')}` : item.href;
  const link = to ? (
    <Link to={to} className={className} aria-current={routeOf(pathname) === to ? 'page' : undefined} target={item.target}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className} target={item.target} rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}>
      {label}
    </a>
  );
  if (mobile) return <li className="menu__list-item">{link}</li>;
  if (isDropdownItem) return <li>{link}</li>;
  return link;
}

function DefaultNavbarItem(props: NavbarItemProps) {
  const { item, pathname, activeSidebar } = props;
  return <LinkItem {...props} to={item.to} label={item.label} active={isNavbarItemActive(item, routeOf(pathname), { activeSidebar })} />;
}

function DropdownNavbarItem({ item, pathname, mobile, activeSidebar }: NavbarItemProps) {
  const translate = useNavbarLabel();
  return (
    <Dropdown label={translate(item, item.label)} position={item.position} mobile={mobile} className={mobile ? undefined : item.className} active={isNavbarItemActive(item, routeOf(pathname), { activeSidebar })}>
      {(item.items ?? []).map((child, index) => (
        <NavbarItem key={index} item={child} pathname={pathname} mobile={mobile} isDropdownItem={!mobile} activeSidebar={activeSidebar} />
      ))}
    </Dropdown>
  );
}

function HtmlNavbarItem({ item, mobile, isDropdownItem }: NavbarItemProps) {
  const html = { __html: item.html ?? '' };
  if (mobile) return <li className={classNames('menu__list-item', item.className)} dangerouslySetInnerHTML={html} />;
  if (isDropdownItem) return <li className={classNames('dropdown__link', item.className)} dangerouslySetInnerHTML={html} />;
  return <div className={classNames('navbar__item', item.className)} dangerouslySetInnerHTML={html} />;
}

/** A link to one doc by its id (its path under content/docs). The build checks the doc exists. */
function DocNavbarItem(props: NavbarItemProps) {
  const { item, pathname } = props;
  if (!item.docId) throw new Error('A doc navbar item needs a docId.');
  const to = getDocItemRoute(item.docId);
  return <LinkItem {...props} to={to} label={item.label ?? item.docId} active={isNavbarItemActive(item, routeOf(pathname))} />;
}

/** A link to the first doc of a sidebar; active on every page of that sidebar. */
function DocSidebarNavbarItem(props: NavbarItemProps) {
  const { item, pathname, activeSidebar } = props;
  const sidebars = siteConfig.docs.sidebars as Record<string, { label: string; link: string | null }>;
  const to = getSidebarItemRoute(item.sidebarId ?? '', sidebars);
  return <LinkItem {...props} to={to} label={item.label ?? sidebars[item.sidebarId ?? ''].label} active={isNavbarItemActive(item, routeOf(pathname), { activeSidebar })} />;
}

/** A link to the main doc of the visitor's preferred docs version. */
function DocsVersionNavbarItem(props: NavbarItemProps) {
  const { item, pathname } = props;
  const { preferred } = useDocsPreferredVersion();
  const to = item.to ?? preferred.mainDocRoute;
  return <LinkItem {...props} to={to} label={item.label ?? preferred.label} active={isNavbarItemActive({ ...item, to }, routeOf(pathname))} />;
}

/** Lists the docs versions; the chosen one is remembered (localStorage) and labels the dropdown outside the docs. */
function DocsVersionDropdownNavbarItem({ item, pathname, mobile }: NavbarItemProps) {
  const { versions, preferred, savePreferred } = useDocsPreferredVersion();
  const route = routeOf(pathname);
  const active = getActiveVersion(versions, route);
  const shown = active ?? preferred;
  const { t } = useTranslation();
  return (
    <Dropdown label={item.label ?? shown.label} ariaLabel={t('navbar.docsVersionLabel', { label: shown.label })} position={item.position} mobile={mobile} active={active !== null}>
      {versions.map((version) => {
        const current = version.name === shown.name;
        return (
          <li key={version.name} className={mobile ? 'menu__list-item' : undefined}>
            <Link
              to={getVersionTarget(versions, version, route)}
              className={mobile ? classNames('menu__link', current && 'menu__link--active') : classNames('dropdown__link', current && 'dropdown__link--active')}
              onClick={() => savePreferred(version.name)}
            >
              {version.label}
            </Link>
          </li>
        );
      })}
    </Dropdown>
  );
}

function SearchNavbarItem({ mobile, item }: NavbarItemProps) {
  const { locale } = useLocale();
  // The mobile menu has no search entry: the search button stays in the navbar on small screens.
  if (mobile) return null;
  return (
    <div className={classNames('navbar__item navbar__search', item.className)}>
      <SearchBar language={locale} />
    </div>
  );
}

function LocaleDropdownNavbarItem({ item, pathname, mobile }: NavbarItemProps) {
  return <LocaleDropdown pathname={pathname} mobile={mobile} position={item.position} />;
}

const COMPONENTS: Record<NavbarItemType, ComponentType<NavbarItemProps>> = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

/** Renders one item with the component of its type; throws 'No NavbarItem component found for type "…"' otherwise. */
export function NavbarItem(props: NavbarItemProps) {
  const Item = COMPONENTS[getNavbarItemType(props.item)];
  return <Item {...props} />;
}

/** Re-throws an error of its children as the error onError makes of it (which keeps the original as its cause). */
export class ErrorCauseBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => Error }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error !== null) throw this.props.onError(this.state.error);
    return this.props.children;
  }
}

/** A group of items; an item that fails to render raises an error naming its config. */
export default function NavbarItems({ items, ...props }: Omit<NavbarItemProps, 'item'> & { items: readonly NavbarItemConfig[] }) {
  return (
    <>
      {items.map((item, index) => (
        <ErrorCauseBoundary key={index} onError={(error) => createNavbarItemError(item, error)}>
          <NavbarItem item={item} {...props} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}
