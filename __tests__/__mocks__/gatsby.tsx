import type { AnchorHTMLAttributes } from 'react';

/** Gatsby's Link renders an anchor; in tests it is a plain one (navigation is tested in the browser). */
export function Link({ to, activeClassName: _a, partiallyActive: _p, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }) {
  return <a href={to} {...rest} />;
}
export const graphql = () => '';
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
