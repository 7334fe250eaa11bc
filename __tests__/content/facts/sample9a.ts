/**
 * Product-fact rules from the ninth seeded sample, part A (seed 2026112631, pages 1 to 5), November 2026.
 * Each rule names a claim that a sampled page made and that the partner API's reference shows is wrong. The five
 * claims of the ProtoPrintr post that its only source does not support were softened (unverifiable, not wrong) and
 * have no rule. The sample log is docs/audit/sample9-part-a.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample9a-elegoo-camera-check',
    scope: 'all',
    why: "The Elegoo partner APIs have no camera check. The bed readiness API (POST /ent/partners/api/elegoo/bed_readiness/ and its reference image, obico-server website/docs/elegoo-apis/elegoo-obico-bed-readiness-api.md at 49c0bc7) looks for foreign objects on the bed inside bed_polygon; the other pages of that folder cover tokens, failure detection, chats, chat messages, plate analysis and languages. It only fails with \"Print bed is not found in the expected position.\" when the outline does not match the picture",
    find: (line) => first(/\bcamera and bed checks?\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/elegoo-apis/elegoo-obico-failure-detection-api.mdx',
      'The camera and bed checks before a print are on the [bed readiness API](./elegoo-obico-bed-readiness-api.mdx) page.',
      'sample9a-elegoo-camera-check',
    ],
  ],
  right: [
    [
      'docs/elegoo-apis/elegoo-obico-failure-detection-api.mdx',
      'To check the bed for leftover objects before a print starts, see the [bed readiness API](./elegoo-obico-bed-readiness-api.mdx); there is no separate camera check.',
    ],
    [
      'blog/2020-01-24-the-story-of-proto-printr.mdx',
      '| **Extruder jams** when printing ABS with the enclosure panels on | **E3D Titan Aqua** with **water cooling** (a PC-style pump and heat exchanger) |',
    ],
  ],
};
