/** The parts the home page, the help centre and the blog's list pages (archive, tags, authors) are built from. */
import type { ReactNode } from 'react';
import type { HeadProps } from 'gatsby';
import { headT } from '../config/translations';
import type { LocalesData } from '../lib/i18n/translations';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import * as styles from './help.module.css';

/**
 * A Head with the page's title and description from the catalogue (no title: the site's name alone) and a class on
 * <body> for the page's styles.
 */
export function catalogueHead({ title, description, bodyClassName }: { title: string | null; description: string; bodyClassName: string }) {
  return function Head({ data, location, pageContext }: HeadProps<LocalesData, { language: string }>) {
    const t = headT(data, pageContext.language);
    return (
      <Seo title={title === null ? null : t(title)} description={t(description)} path={location.pathname}>
        <body className={bodyClassName} />
      </Seo>
    );
  };
}

/** The banner atop the home page and the help centre. */
export function Hero({ title, tagline, children }: { title: string; tagline: string; children: ReactNode }) {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1>{title}</h1>
        <p className="help-hero__tagline">{tagline}</p>
        {children}
      </div>
    </header>
  );
}

/** A row of cards, each a link with a heading and a line of text. */
export function CardRow({ cards, width, Heading }: { cards: ReadonlyArray<{ to: string; title: string; text: string }>; width: 3 | 4; Heading: 'h2' | 'h3' }) {
  return (
    <div className="row">
      {cards.map((card) => (
        <div key={card.to} className={`col col--${width} margin-bottom--lg`}>
          <Link to={card.to} className={`card padding--lg ${styles.card}`}>
            <Heading>{card.title}</Heading>
            <p>{card.text}</p>
          </Link>
        </div>
      ))}
    </div>
  );
}

/** A page of the blog that lists things under a title. */
export function ListPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container margin-vert--lg">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export interface ListedLink {
  route: string;
  label: ReactNode;
}

export function LinkList({ links, className, linkClassName }: { links: readonly ListedLink[]; className?: string; linkClassName?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.route}>
          <Link className={linkClassName} to={link.route}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Lists of links, each a section under its own heading. */
export function LinkGroups({
  groups,
  className,
  listClassName,
  linkClassName,
}: {
  groups: ReadonlyArray<{ heading: string; links: readonly ListedLink[] }>;
  className: string;
  listClassName: string;
  linkClassName?: string;
}) {
  return groups.map((group) => (
    <section key={group.heading} className={className}>
      <h2>{group.heading}</h2>
      <LinkList links={group.links} className={listClassName} linkClassName={linkClassName} />
    </section>
  ));
}
