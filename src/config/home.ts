/** The home page's cards: each card's title and text are the translations home.<id>.title and home.<id>.text. */
export const homeSections = [
  { id: 'userGuides', to: '/docs/user-guides/getting-started/' },
  { id: 'server', to: '/docs/server-guides/' },
  { id: 'api', to: '/docs/api/' },
  { id: 'blog', to: '/blog/' },
];
