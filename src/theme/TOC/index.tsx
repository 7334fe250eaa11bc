import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { getActiveHeadingIndex } from '../../lib/toc';
import './styles.module.css';

export interface TocItem {
  url?: string;
  title?: string;
  items?: TocItem[];
}

/** Keeps h2 and h3 entries. gatsby-plugin-mdx nests by depth; a page without h1 starts at h2. */
export function limitToc(items: readonly TocItem[] | undefined, depth = 2): TocItem[] {
  if (!items) return [];
  return items.flatMap((item) => {
    if (!item.url) return limitToc(item.items, depth);
    return [{ ...item, items: depth < 3 ? limitToc(item.items, depth + 1) : [] }];
  });
}

function flattenUrls(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [...(item.url ? [item.url] : []), ...flattenUrls(item.items ?? [])]);
}

function headingOf(url: string): HTMLElement | null {
  const id = url.slice(1);
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return document.getElementById(id);
  }
}

/** The url (#id) of the heading being read, updated while scrolling (once per frame). */
function useActiveHeading(items: readonly TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = flattenUrls(items).join(' ');
  useEffect(() => {
    const urls = key ? key.split(' ') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const present = urls.map((url) => ({ url, element: headingOf(url) })).filter((entry): entry is { url: string; element: HTMLElement } => entry.element !== null);
      const navbar = document.querySelector('.navbar');
      const navbarBottom = navbar && !navbar.classList.contains('navbar--hidden') ? navbar.getBoundingClientRect().bottom : 0;
      const index = getActiveHeadingIndex(
        present.map((entry) => entry.element.getBoundingClientRect()),
        Math.max(0, navbarBottom),
        window.innerHeight,
      );
      setActive(index >= 0 ? present[index].url : null);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

function List({ items, active }: { items: TocItem[]; active: string | null }) {
  return (
    <ul className="table-of-contents">
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} className={`table-of-contents__link${item.url === active ? ' table-of-contents__link--active' : ''}`} aria-current={item.url === active ? 'location' : undefined}>
            {item.title}
          </a>
          {item.items && item.items.length > 0 && <List items={item.items} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export default function TOC({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label={t('toc.title')}>
      <p className="toc__title">{t('toc.title')}</p>
      <List items={items} active={active} />
    </nav>
  );
}
