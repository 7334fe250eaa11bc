import Link from '../LocaleLink';
import type { AnchorHTMLAttributes } from 'react';
import Admonition from '../Admonition';
import Tabs, { TabItem } from '../Tabs';
import ThemedImage from '../ThemedImage';
import DocCardList from '../DocCardList';
import CodeBlock from '../CodeBlock';
import Table from '../Table';
import './styles.module.css';

/** Internal links navigate inside the app; everything else stays a plain anchor. */
function MarkdownLink({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href} {...(rest as object)} />;
  const external = /^https?:\/\//.test(href);
  return <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}

/** Components available in every MDX file without an import. */
export const mdxComponents = {
  Admonition,
  Tabs,
  TabItem,
  ThemedImage,
  DocCardList,
  pre: CodeBlock,
  a: MarkdownLink,
  table: Table,
};
