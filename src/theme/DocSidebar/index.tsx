import { useTranslation } from 'react-i18next';
import { labelKey } from '../../lib/i18n/translations';
import { useEffect, useState } from 'react';
import Link from '../LocaleLink';
import Collapsible from '../Collapsible';
import { categoryContains, flattenRoutes, type SidebarCategoryItem, type SidebarItem } from '../../lib/docs/sidebars';
import { delocalizePath } from '../../config/locales';
import { classNames } from '../../lib/html';
import './styles.module.css';

/**
 * Whether each category is collapsed, by its place in the sidebar, for the browser session. The page and its
 * sidebar mount anew on every navigation (the layout's error boundary is keyed by the path), so without this a
 * category opened on one page would close on the next: categories must not auto-collapse.
 */
const collapsedCategories = new Map<string, boolean>();

function Category({ item, active, stateKey }: { item: SidebarCategoryItem; active: string; stateKey: string }) {
  const containsActive = categoryContains(item, active);
  const [collapsed, setCollapsedState] = useState(() => (containsActive ? false : (collapsedCategories.get(stateKey) ?? true)));
  const setCollapsed = (value: boolean) => {
    collapsedCategories.set(stateKey, value);
    setCollapsedState(value);
  };
  // Reaching a page of a collapsed category opens it. Nothing closes by itself.
  useEffect(() => {
    if (!containsActive) return;
    collapsedCategories.set(stateKey, false);
    setCollapsedState(false);
  }, [containsActive, stateKey]);
  const toggle = () => setCollapsed(!collapsed);
  const { t } = useTranslation();
  const label = t(labelKey('sidebar', item.key), { defaultValue: item.label });
  return (
    <li className={classNames('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <div className={classNames('menu__list-item-collapsible', containsActive && 'menu__list-item-collapsible--active')}>
        {item.link ? (
          <>
            <Link to={item.link} className={classNames('menu__link menu__link--sublist', containsActive && 'menu__link--active')} aria-current={item.link === active ? 'page' : undefined}>
              {label}
            </Link>
            <button
              type="button"
              className="clean-btn menu__caret"
              aria-expanded={!collapsed}
              aria-label={t(collapsed ? 'sidebar.expandCategory' : 'sidebar.collapseCategory', { label })}
              onClick={toggle}
            />
          </>
        ) : (
          <button type="button" className={classNames('clean-btn menu__link menu__link--sublist menu__link--sublist-caret', containsActive && 'menu__link--active')} aria-expanded={!collapsed} onClick={toggle}>
            {label}
          </button>
        )}
      </div>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed}>
        <Items items={item.items} active={active} parentKey={stateKey} />
      </Collapsible>
    </li>
  );
}

function Items({ items, active, parentKey }: { items: readonly SidebarItem[]; active: string; parentKey: string }) {
  return (
    <>
      {items.map((item, index) =>
        item.type === 'doc' ? (
          <li key={`${item.route}-${index}`} className="menu__list-item">
            <Link to={item.route} className={`menu__link${item.route === active ? ' menu__link--active' : ''}`} aria-current={item.route === active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={`${item.label}-${index}`} item={item} active={active} stateKey={`${parentKey}/${index}:${item.label}`} />
        ),
      )}
    </>
  );
}

/** The docs sidebar; categories holding the current page start open, every category can be collapsed. */
export default function DocSidebar({ items, activeRoute }: { items: readonly SidebarItem[]; activeRoute: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className="doc-sidebar menu thin-scrollbar" aria-label={t('sidebar.ariaLabel')}>
      <ul className="menu__list">
        <Items items={items} active={delocalizePath(activeRoute).route} parentKey={flattenRoutes(items)[0] ?? ''} />
      </ul>
    </nav>
  );
}
