/**
 * gatsby develop only (gatsby-config lists it there, before gatsby-plugin-mdx). Front matter YAML that cannot be
 * read stops gatsby-plugin-mdx before an Mdx node exists, with an error that names neither the file nor reaches
 * the browser, and the site's own onCreateNode never sees the file. This plugin reads each content file's front
 * matter first and names such an error, with the file, in the terminal and the browser's error overlay; the Mdx
 * node of the next good save clears it (gatsby-node.ts).
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { FrontMatterError } from '../../src/lib/content/errors';
import { parseFrontMatter } from '../../src/lib/content/frontmatterSource';
import { showContentError } from '../../src/node/developErrors';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter }) => {
  if (node.internal.type !== 'File') return;
  const { absolutePath, extension } = node as unknown as { absolutePath: string; extension: string };
  if (extension !== 'mdx' && extension !== 'md') return;
  const shown = path.relative(process.cwd(), absolutePath);
  try {
    parseFrontMatter(shown, fs.readFileSync(absolutePath, 'utf8'));
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    const message = `Invalid front matter in ${error.message}`;
    reporter.error(message);
    showContentError(shown, absolutePath, message);
  }
};
