import { useTranslation } from 'react-i18next';
import { headT } from '../config/translations';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '../theme/LocaleLink';
import Seo from '../theme/Seo';
import { tagRoute } from '../lib/routing/paths';
import * as styles from './blog-tags.module.css';

/** Groups tags under their first letter, A to Z (digits first). */
export function groupTagsByLetter<T extends { label: string }>(tags: readonly T[]): Array<{ letter: string; tags: T[] }> {
  const groups = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }))) {
    const letter = tag.label.charAt(0).toUpperCase();
    const group = groups.get(letter);
    if (group) group.push(tag);
    else groups.set(letter, [tag]);
  }
  return [...groups.entries()].map(([letter, list]) => ({ letter, tags: list }));
}

export default function BlogTagsTemplate({ data }: PageProps<Queries.BlogTagsQuery>) {
  const { t } = useTranslation();
  const counts = new Map(data.allMdx.group.map((group) => [group.fieldValue, group.totalCount]));
  const tags = data.allBlogTag.nodes.filter((tag) => counts.has(tag.slug)).map((tag) => ({ ...tag, count: counts.get(tag.slug) ?? 0 }));
  return (
    <>
      <div className="container margin-vert--lg">
        <h1>{t('blog.tagsTitle')}</h1>
        <p>{t('blog.tagCount', { count: tags.length })}</p>
        {groupTagsByLetter(tags).map((group) => (
          <section key={group.letter} className="tag-group margin-bottom--lg">
            <h2>{group.letter}</h2>
            <ul className={`clean-list ${styles.tagList}`}>
              {group.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link className="tag" to={tagRoute(tag.slug)}>
                    {tag.label} <span className={styles.count}>{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogTagsQuery, { language: string }>) {
  const t = headT(data, pageContext.language);
  return <Seo title={t('blog.tagsTitle')} description={t('blog.tagsDescription')} path={location.pathname}>
      <body className="blog-tags-list-page" />
    </Seo>;
}

export const query = graphql`
  query BlogTags($language: String!) {
    ...Locales
    allBlogTag {
      nodes {
        slug
        label
      }
    }
    allMdx(filter: { fields: { kind: { eq: "post" } } }) {
      group(field: { fields: { tags: SELECT } }) {
        fieldValue
        totalCount
      }
    }
  }
`;
