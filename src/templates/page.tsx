import type { LocalesData } from '../lib/i18n/translations';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import Seo from '../theme/Seo';
import { mdxComponents } from '../theme/MDXComponents';

interface PageData extends LocalesData {
  mdx: { fields: { title: string; description: string; noindex: boolean | null } };
}

/** A standalone markdown page from content/pages/. */
export default function MarkdownPageTemplate({ data, children }: PageProps<PageData>) {
  return (
    <>
      <div className="container container--narrow margin-vert--lg">
        <h1>{data.mdx.fields.title}</h1>
        <div className="markdown">
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </div>
    </>
  );
}

export function Head({ data, location }: HeadProps<PageData>) {
  return <Seo title={data.mdx.fields.title} description={data.mdx.fields.description} path={location.pathname} noindex={data.mdx.fields.noindex === true}>
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
