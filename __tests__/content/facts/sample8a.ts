/**
 * Product-fact rules from the eighth seeded sample, part A (seed 2026112630, pages 1 to 5), November 2026.
 * Each rule names a claim that a sampled page made and that the code (here: a third-party product's code at the
 * post's date and today) shows is wrong. The sample log is docs/audit/sample8-part-a.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample8a-fluidd-resize-cards',
    scope: 'all',
    why: "Fluidd's dashboard layout mode (\"Adjust dashboard layout\") lets you drag cards between up to four columns (fluidd-core/fluidd src/views/Dashboard.vue, containers and columnCount: 4 in layout mode, column span 12 / columns in use), collapse them and switch them off (src/components/common/CollapsableCard.vue, isEnabled, app-btn-collapse). No card can be resized: there is no resize handle or size setting, neither at the post's date (commit 2f1a59a6, 2023-01) nor today (192279a8, 2026-08); a card's width follows the number of columns",
    find: (line) => first(/\bresize (?:the )?cards\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/mainsail-vs-fluidd.mdx',
      'Fluidd focuses on being **lightweight** with a **customizable layout**. You can move, hide and resize cards to build the dashboard you want. Its feature set is **similar**: a config editor, bed mesh visualization, G-code viewer, console, macros and timelapse support. Some users find it snappier on slower hardware and prefer its styling. Several manufacturers ship Fluidd on their Klipper printers.',
      'sample8a-fluidd-resize-cards',
    ],
  ],
  right: [
    [
      'blog/mainsail-vs-fluidd.mdx',
      "Fluidd focuses on being **lightweight** with a **customizable layout**. In its layout mode you drag cards between up to four columns, collapse them, and switch off the ones you do not use; a card's width follows the number of columns, as there is no handle to resize it. Its feature set is **similar**: a config editor, bed mesh visualization, G-code viewer, console, macros and timelapse support. Some users find it snappier on slower hardware and prefer its styling. Several manufacturers ship Fluidd on their Klipper printers.",
    ],
  ],
};
