import { graphql } from 'gatsby';

/** Shared GraphQL fragments (Gatsby registers fragments globally). */
export const fragments = graphql`
  fragment PostSummary on Mdx {
    fields {
      route
      title
      description
      date(formatString: "YYYY-MM-DD")
      readingMinutes
      previewHtml
      authors
      tags
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(width: 400, breakpoints: [400, 800])
        }
      }
    }
  }
  fragment Locales on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
  fragment BlogRefs on Query {
    allBlogAuthor(filter: { authorId: { in: $authorIds } }) {
      nodes {
        authorId
        name
      }
    }
    allBlogTag(filter: { slug: { in: $tagSlugs } }) {
      nodes {
        slug
        label
      }
    }
  }
`;

export type BlogRefsData = Queries.BlogRefsFragment;
