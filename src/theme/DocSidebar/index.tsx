import Link from '../LocaleLink';
import { categoryContains, type SidebarItem } from '../../lib/docs/sidebars';

function Items({ items, active }: { items: readonly SidebarItem[]; active: string }) {
  return (
    <ul className="menu__list">
      {items.map((item, index) =>
        item.type === 'doc' ? (
          <li key={`${item.route}-${index}`} className="menu__list-item">
            <Link to={item.route} className={`menu__link${item.route === active ? ' menu__link--active' : ''}`} aria-current={item.route === active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <li key={`${item.label}-${index}`} className="menu__list-item">
            <details className="menu__category" open={categoryContains(item, active)}>
              <summary className="menu__link menu__link--sublist">
                {item.link ? (
                  <Link to={item.link} className={item.link === active ? 'menu__link--active' : undefined} aria-current={item.link === active ? 'page' : undefined}>
                    {item.label}
                  </Link>
                ) : (
                  item.label
                )}
              </summary>
              <Items items={item.items} active={active} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** The docs sidebar; categories holding the current page start open. */
export default function DocSidebar({ items, activeRoute }: { items: readonly SidebarItem[]; activeRoute: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="doc-sidebar menu thin-scrollbar" aria-label="Docs sidebar">
      <Items items={items} active={activeRoute} />
    </nav>
  );
}
