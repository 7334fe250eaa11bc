/** The explicit content schema, so queries work even when a content folder is empty. */
export const typeDefs = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter
    fields: MdxFields
  }
  type MdxFrontmatter {
    title: String
    description: String
    sidebar_label: String
    hide_table_of_contents: Boolean
    noindex: Boolean
    unlisted: Boolean
    draft: Boolean
    verified_against: [MdxSourceFile]
    keywords: [String]
    date: Date @dateformat
    authors: [String]
    tags: [String]
    image: String
    image_alt: String
    translated_from: String
  }
  type MdxFields {
    kind: String!
    locale: String
    route: String!
    sourceFile: String!
    title: String!
    description: String!
    sidebarLabel: String
    hideToc: Boolean
    noindex: Boolean
    unlisted: Boolean
    draft: Boolean
    keywords: [String!]
    date: Date @dateformat
    dated: Boolean
    lastModified: Date @dateformat
    authors: [String!]
    tags: [String!]
    words: Int
    readingMinutes: Int
    previewHtml: String
    coverPath: String
    coverAlt: String
    translatedFrom: String
    cover: File @link(by: "relativePath", from: "coverPath")
  }
  type MdxSourceFile {
    repo: String
    path: String
    commit: String
  }
  type BlogAuthor implements Node {
    authorId: String!
    name: String!
    title: String!
    bio: String!
  }
  type BlogTag implements Node {
    slug: String!
    label: String!
    description: String!
  }
`;
