import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import Seo from '../theme/Seo';
import { mdxComponents } from '../theme/MDXComponents';
import DraftBanner from '../theme/DraftBanner';
import { present } from './queryData';

/** A standalone markdown page from content/pages/. */
export default function MarkdownPageTemplate({ data, children, pageContext }: PageProps<Queries.MarkdownPageQuery, { draft?: boolean }>) {
  const fields = present(data.mdx?.fields, 'page');
  return (
    <>
      <div className="container container--narrow margin-vert--lg">
        <DraftBanner draft={pageContext.draft} />
        <h1>{fields.title}</h1>
        <div className="markdown">
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </div>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.MarkdownPageQuery, { noindex?: boolean }>) {
  const fields = present(data.mdx?.fields, 'page');
  return <Seo title={fields.title} description={fields.description} path={location.pathname} noindex={fields.noindex === true || pageContext.noindex === true}>
      <body className="mdx-page" />
    </Seo>;
}

export const query = graphql`
  query MarkdownPage($id: String!, $language: String!) {
    ...Locales
    mdx(id: { eq: $id }) {
      fields {
        title
        description
        noindex
      }
    }
  }
`;
