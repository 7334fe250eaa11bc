import { joinRoute } from '../routing/paths';

/**
 * The route of a doc file relative to content/docs.
 * @example docRoute('user-guides/klipper-setup.mdx') === '/docs/user-guides/klipper-setup/'
 * @example docRoute('api/index.mdx') === '/docs/api/'
 */
export function docRoute(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.mdx?$/, '');
  const segments = withoutExt.split('/').filter(Boolean);
  if (segments[segments.length - 1] === 'index') segments.pop();
  return joinRoute('docs', ...segments);
}
