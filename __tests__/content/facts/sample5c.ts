/**
 * Product-fact rules from the fifth seeded sample, part C (seed 2026112627, places 11 to 15), November 2026.
 * Each rule names a claim that a sampled page made and that the product's code, or the page's own sources, show is
 * wrong. The sample log is docs/audit/sample5-part-c.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample5c-incident-eight-hours-description',
    scope: 'all',
    why: 'the 2021-08-19 incident post\'s own timeline (website/blog/2021-08-19-what-happened-last-night.md at c677be3e^, "Detailed timeline") runs from the load-balancer change at 6:29 AM UTC to the patched server at 12:33 PM UTC, which stopped the exposure: about six hours, as the post\'s body says (rule deep-p0-incident-six-hours); its front-matter description still said "~8-hour"',
    find: (line, _context, file) =>
      file.includes('2021-08-19-what-happened-last-night') ? first(/~\s?8-hour|\b8-hour\b|eight-hour/i, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/2021-08-19-what-happened-last-night.mdx',
      'description: "Transparent post-mortem of an ~8-hour auto-discovery vulnerability caused by a load-balancer misconfiguration."',
      'sample5c-incident-eight-hours-description',
    ],
  ],
  right: [
    [
      'blog/2021-08-19-what-happened-last-night.mdx',
      'description: "Transparent post-mortem of an auto-discovery vulnerability, open for about six hours, caused by a load-balancer misconfiguration."',
    ],
    ['blog/2021-09-11-security-incident-update.mdx', 'We turned auto-discovery off about 4.5 hours after the hole opened.'],
  ],
};
