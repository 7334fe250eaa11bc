/**
 * Product-fact rules from the third pass over one kind of claim: third-party UI paths and option names in slicers,
 * printer web UIs and Raspberry Pi Imager (November 2026). The log is docs/audit/deep-t6-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t6-prusaslicer-custom-gcode-in-printer-settings',
    scope: 'all',
    why:
      'PrusaSlicer (and its fork SuperSlicer) put the "Custom G-code" page, with the "Before layer change G-code" box, in TabPrinter (Printer Settings), after the General page\'s use_volumetric_e / variable_layer_height lines (prusa3d/PrusaSlicer src/slic3r/GUI/Tab.cpp, TabPrinter::build_fff, add_options_page(_L("Custom G-code"))), not in Print Settings',
    find: (line, context) =>
      /Custom G-?code/i.test(context) ? first(/\*\*Print Settings\*\* tab\./, line) : null,
  },
  {
    id: 'deep-t6-cura-post-processing-label',
    scope: 'all',
    why:
      'Cura lists the plugin in the Extensions menu under its plugin.json name, "Post Processing", without a hyphen (Ultimaker/Cura plugins/PostProcessingPlugin/plugin.json:2)',
    find: (line) => first(/Extensions\W{0,6}>\W{0,6}Post-Processing/, line),
  },
  {
    id: 'deep-t6-imager-16-no-gear',
    scope: 'all',
    why:
      'Raspberry Pi Imager 1.6 and 1.6.2 open the advanced options only with the Shift+Ctrl+X shortcut (rpi-imager v1.6.2 main.qml:47-50); the gear button (icons/ic_cog_red.svg) first appears in v1.7 (main.qml:264-272, 2022-02-03)',
    find: (line) => first(/Imager 1\.6 and 1\.7, the gear icon/, line),
  },
  {
    id: 'deep-t6-imager-use-custom-label',
    scope: 'all',
    why: 'Raspberry Pi Imager names the entry "Use custom", lower-case c (rpi-imager v1.7.5 src/main.qml:515; v2.0.11 src/wizard/OSSelectionStep.qml:161)',
    find: (line) => first(/\*\*Use Custom\*\*/, line),
  },
  {
    id: 'deep-t6-prusaslicer-outer-wall-acceleration-2023-04',
    scope: 'all',
    why:
      'PrusaSlicer got a separate "External perimeters" acceleration only in 2.6 (2.6.0-alpha5, March 2023, per prusa3d/PrusaSlicer#10015; stable 2.6.0 in June 2023); in 2.5, current on 2023-04-26, one perimeter acceleration covers all perimeters',
    find: (line) => first(/Orca Slicer and PrusaSlicer both let you set it separately/, line),
  },
  {
    id: 'deep-t6-wall-count-not-outer',
    scope: 'all',
    why:
      'Cura "Wall Line Count", PrusaSlicer "Perimeters" and Orca "Wall loops" (wall_loops, Strength > Walls) set the number of all walls, not of outer walls',
    find: (line) => first(/\| Outer walls count \| Wall Line Count/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only.mdx',
      '1. Open the **Print Settings** tab.\n2. Go to **Custom G-Code**.',
      'deep-t6-prusaslicer-custom-gcode-in-printer-settings',
    ],
    [
      'docs/user-guides/enable-gcode-thumbnails.mdx',
      '1. Go to **Extensions** > **Post-Processing** > **Modify G-Code**.',
      'deep-t6-cura-post-processing-label',
    ],
    [
      'blog/2021-09-25-how-to-setup-octoprint.mdx',
      '4. **Open the advanced options** before writing: in Imager 1.6 and 1.7, the gear icon (or Ctrl+Shift+X); from Imager 1.8 on, click **Next**',
      'deep-t6-imager-16-no-gear',
    ],
    [
      'blog/remote-access-orange-pi-octoprint.mdx',
      '2. In **Raspberry Pi Imager**, choose **Use Custom** from the OS list, pick the image and write it to the SD card.',
      'deep-t6-imager-use-custom-label',
    ],
    [
      'blog/ghosting-ringing-fix.mdx',
      'The most useful slicer-side change is a **lower acceleration for outer walls only**. Orca Slicer and PrusaSlicer both let you set it separately, so the visible surface gets gentle corners while infill keeps its speed.',
      'deep-t6-prusaslicer-outer-wall-acceleration-2023-04',
    ],
    ['blog/cura-vs-prusaslicer-vs-orca.mdx', '| Outer walls count | Wall Line Count | Perimeters | Wall loops |', 'deep-t6-wall-count-not-outer'],
  ],
  right: [
    [
      'docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only.mdx',
      '2. Open the **Printer Settings** tab (not Print Settings) and go to **Custom G-code**.',
    ],
    ['docs/user-guides/enable-gcode-thumbnails.mdx', '1. Go to **Extensions** > **Post Processing** > **Modify G-Code**.'],
    [
      'blog/2021-09-25-how-to-setup-octoprint.mdx',
      '4. **Open the advanced options** before writing: in Imager 1.6, current when this guide was written, press Ctrl+Shift+X (there is no button for it yet); in 1.7, click the gear icon (or press Ctrl+Shift+X); from Imager 1.8 on, click **Next** and then **Edit settings** when it offers OS customisation. This is the step that saves a lot of hassle later:',
    ],
    [
      'blog/remote-access-orange-pi-octoprint.mdx',
      '2. In **Raspberry Pi Imager**, choose **Use custom** from the OS list, pick the image and write it to the SD card.',
    ],
    [
      'blog/ghosting-ringing-fix.mdx',
      'The most useful slicer-side change is a **lower acceleration for outer walls only**. Orca Slicer lets you set it separately (**Outer wall** acceleration), and so does PrusaSlicer from 2.6 (**External perimeters** acceleration; in alpha when this post was written, released in June 2023; 2.5 has only one acceleration for all perimeters), so the visible surface gets gentle corners while infill keeps its speed.',
    ],
    ['blog/cura-vs-prusaslicer-vs-orca.mdx', '| Number of walls (perimeters) | Wall Line Count | Perimeters | Wall loops |'],
  ],
};
