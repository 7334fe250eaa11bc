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

function List({ items }: { items: TocItem[] }) {
  return (
    <ul className="table-of-contents">
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} className="table-of-contents__link">
            {item.title}
          </a>
          {item.items && item.items.length > 0 && <List items={item.items} />}
        </li>
      ))}
    </ul>
  );
}

export default function TOC({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <List items={items} />
    </nav>
  );
}
