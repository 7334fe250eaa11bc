/**
 * The build's code highlighter: refractor (Prism's grammars as syntax trees) with the languages the content uses.
 * Runs at build time only; the browser gets the highlighted HTML and the colours from CSS.
 */
import type { Highlighter, HastNode } from '../lib/mdx/rehypeCodeBlocks';

interface Refractor {
  languages: Record<string, Record<string, unknown>>;
  register(grammar: unknown): void;
  registered(language: string): boolean;
  alias(name: string, alias: string | string[]): void;
  highlight(code: string, language: string): HastNode[];
}

// refractor 3 is CommonJS without types; Prism's grammars register their dependencies themselves.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const refractor = require('refractor/core') as Refractor;
const LANGUAGES = ['markup', 'clike', 'c', 'cpp', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'shell-session', 'powershell', 'python', 'json', 'yaml', 'toml', 'ini', 'properties', 'nginx', 'docker', 'diff', 'gcode', 'sql'];
for (const language of LANGUAGES) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  refractor.register(require(`refractor/lang/${language}.js`));
}
// Klipper's printer.cfg and moonraker.conf write `key: value` as well as `key = value`.
Object.assign(refractor.languages.ini, {
  key: { pattern: /(^[ \f\t\v]*)[^ \f\n\r\t\v:=#;[]+(?=[ \f\t\v]*[:=])/m, lookbehind: true, alias: 'attr-name' },
  value: { pattern: /([:=][ \f\t\v]*)[^ \f\n\r\t\v#;]+(?:[ \f\t\v]+[^ \f\n\r\t\v#;]+)*/, lookbehind: true, alias: 'attr-value' },
  punctuation: /[:=]/,
});
refractor.alias('ini', ['cfg', 'conf']);
refractor.alias('yaml', ['yml', 'compose']);
refractor.alias('docker', ['dockerfile']);
refractor.alias('bash', ['sh', 'shell', 'zsh']);
refractor.alias('shell-session', ['console']);

export const highlight: Highlighter = (code, language) => (refractor.registered(language) ? refractor.highlight(code, language) : null);
