import { useTranslation } from 'react-i18next';
import { graphql, type PageProps } from 'gatsby';
import { tagRoute } from '../lib/routing/paths';
import { catalogueHead, LinkGroups, ListPage } from './pageShell';
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

export default function BlogTagsTemplate({ data, pageContext }: PageProps<Queries.BlogTagsQuery, { tagCounts: Array<{ slug: string; count: number }> }>) {
  const { t } = useTranslation();
  // The route plan counts the listed posts of each tag (drafts, scheduled and unlisted posts left out).
  const counts = new Map(pageContext.tagCounts.map((tag) => [tag.slug, tag.count]));
  const tags = data.allBlogTag.nodes.filter((tag) => counts.has(tag.slug)).map((tag) => ({ ...tag, count: counts.get(tag.slug) ?? 0 }));
  return (
    <ListPage title={t('blog.tagsTitle')}>
      <p>{t('blog.tagCount', { count: tags.length })}</p>
      <LinkGroups
        className="tag-group margin-bottom--lg"
        listClassName={`clean-list ${styles.tagList}`}
        linkClassName="tag"
        groups={groupTagsByLetter(tags).map((group) => ({
          heading: group.letter,
          links: group.tags.map((tag) => ({
            route: tagRoute(tag.slug),
            label: (
              <>
                {tag.label} <span className={styles.count}>{tag.count}</span>
              </>
            ),
          })),
        }))}
      />
    </ListPage>
  );
}

export const Head = catalogueHead({ title: 'blog.tagsTitle', description: 'blog.tagsDescription', bodyClassName: 'blog-tags-list-page' });

export const query = graphql`
  query BlogTags($language: String!) {
    ...Locales
    allBlogTag {
      nodes {
        slug
        label
      }
    }
  }
`;
