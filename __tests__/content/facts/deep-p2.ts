/**
 * Product and third-party fact rules from the deep fact pass over blog batch p2 (43 posts, bed-slinger-vs-corexy to
 * infill-patterns-explained), November 2026. Each rule names a claim a post made that the code, the original docs or
 * the third-party project shows is wrong, at the post's date or today.
 * The log is docs/audit/deep-p2-2026-11-26.md. S = obico-server 49c0bc7 (0e13060e at 2023-01-11), M = moonraker-obico
 * df0005c.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-p2-tunnel-pro-plan-today',
    scope: 'all',
    why:
      'the plan with unlimited tunnel data is called AI Premium today (S website/docs/user-guides/octoprint-tunneling.md:44-46; in 2023, b9bd2a54 called it the Pro plan); a post that names the Pro plan as a current plan needs the new name beside it',
    find: (line) => (/AI Premium/.test(line) ? null : first(/the Pro plan has no cap/, line)),
  },
  {
    id: 'deep-p2-background-per-print',
    scope: 'all',
    why:
      'frames 1 to 29 of a print never count as failing (current_frame_num < INIT_SAFE_FRAME_NUM 30, S backend/lib/prediction.py:60-61, config/settings.py:483), and the baseline that absorbs what is always in view is rolling_mean_long, kept per printer over ROLLING_WIN_LONG 7200 frames (~20 h) and not reset between prints (S app/models/other_models.py:325-343 reset_for_new_print; same at 0e13060e lib/prediction.py:8,19)',
    find: (line) => first(/is treated as background for that print/, line),
  },
  {
    id: 'deep-p2-feedback-discounts-patterns',
    scope: 'all',
    why:
      'feedback on alerts and Focused Feedback labels only feed later model training; nothing in the detection path reads them (S lib/failure_detection.py detect, lib/prediction.py; detection_bending_factor is never set by code)',
    find: (line) => first(/Patterns that appear again and again across many prints without being failures are gradually discounted/, line),
  },
  {
    id: 'deep-p2-celestrius-enrollment-page',
    scope: 'all',
    why:
      'in November 2022 the Obico app had no Celestrius page (no "celestrius" in obico-server before 66c91797, 2023-08-22); pilot volunteers signed up with an email address that the OctoPrint-Celestrius plugin asks for (celestrius_settings.jinja2 "The email you signed up for the limited pilot with")',
    find: (line) => first(/Celestrius alpha enrollment page\*\* in the Obico app/, line),
  },
  {
    id: 'deep-p2-scan-height-lift',
    scope: 'all',
    why:
      "the post is dated 2023-05-10, before the Klipper first-layer scan existed (its macro first appears in moonraker-obico on 2023-11-15, ac9fb7d), so it cannot report the scan height or its default as a pilot result. The scan height itself is a relative lift, not a Z position: the macro switches to relative moves (G91) and sends G0 Z{first_layer_scan_zhop}, default 4 mm, before the scan, and lowers the head by the same amount afterwards (M include_cfgs/moonraker_obico_macros.cfg:15,63-64,105; the value comes from the server as first_layer_scan_zhop, moonraker_obico/nozzlecam.py:107). The fixed line places the scan later and says the head rises 4 mm above the layer",
    find: (line) => first(/Scan height\*\* sets how far the nozzle lifts/, line),
  },
  {
    id: 'deep-p2-cura2moonraker-marketplace',
    scope: 'all',
    why:
      'Cura2Moonraker is not in the Cura Marketplace: its README installs it by copying the MoonrakerConnection folder into Cura\'s plugins folder (emtrax-ltd/Cura2MoonrakerPlugin README.md "How to Install")',
    find: (line) =>
      /not in the Marketplace/.test(line)
        ? null
        : first(/\*\*Cura2Moonraker:\*\* the same idea for Klipper printers running Moonraker\.$|Moonraker connection plugins\*\* such as \*\*Cura2Moonraker\*\*/, line),
  },
  {
    id: 'deep-p2-klipper-g1-e100',
    scope: 'all',
    why:
      'Klipper refuses extrude-only moves longer than [extruder] max_extrude_only_distance, default 50 mm ("Extrude only move too long"; Klipper docs Config_Reference.md [extruder], Rotation_Distance.md uses G1 E50 F60 from a 70 mm mark)',
    find: (line) => first(/On Klipper, extrude with the printer's own macros or `G1 E100 F100`/, line),
  },
  {
    id: 'deep-p2-resin-plate-cost',
    scope: 'all',
    why: 'twelve miniatures at about 5 ml each are 60 ml; at $0.035 per ml that is $2.10, not 12 × the rounded $0.18',
    find: (line) => (/12 miniatures/.test(line) ? first(/\$2\.16/, line) : null),
  },
  {
    id: 'deep-p2-printers-after-feb-2023',
    scope: 'all',
    why:
      'choosing-your-first-3d-printer is dated 2023-02-08, before the Ender 3 V3 series (V3 SE, spring 2023), Prusa MK4 (March 2023), Creality K1 (April 2023), Bambu Lab P1S (October 2023) and A1 (December 2023) existed',
    find: (line, _context, file) =>
      file.endsWith('blog/choosing-your-first-3d-printer.mdx')
        ? first(/\*\*(?:Creality Ender 3 V3|Prusa MK4|Bambu Lab A1|Creality K1|Bambu Lab P1S)\*\*/, line)
        : null,
  },
  {
    id: 'deep-p2-centauri-carbon-2024',
    scope: 'all',
    why:
      'carbon-fiber-filament-guide is dated 2024-01-31; the Elegoo Centauri Carbon was announced in early 2025. The Bambu Lab X1 Carbon (2022) shipped with a hardened steel nozzle',
    find: (line, _context, file) =>
      file.endsWith('blog/carbon-fiber-filament-guide.mdx') ? first(/Elegoo Centauri Carbon/, line) : null,
  },
  {
    id: 'deep-p2-orca-avoid-crossing',
    scope: 'all',
    why:
      'Orca Slicer labels the option "Avoid crossing walls" (PrusaSlicer: "Avoid crossing perimeters"); the same post\'s table and cura-vs-prusaslicer-vs-orca already use the Orca name',
    find: (line) => first(/In PrusaSlicer and Orca Slicer this is called "avoid crossing perimeters"/, line),
  },
  {
    id: 'deep-p2-gauge-number',
    scope: 'all',
    why:
      'the failure-detection gauge shows no number: a needle over green, yellow and red bands of 0-33, 33-67 and 67-100 (valueBox: false, majorTicks empty) and a title Looking Good / Fishy... / Failing! switching at 33 and 66 (S frontend/src/components/FailureDetectionGauge.vue:52-84,89-127; same at 0e13060e)',
    find: (line) => first(/gauge that shows the score as a number between 0 and 1/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/fluidd-remote-access.mdx',
      'Free accounts include 300 MB of tunnel data per month; the Pro plan has no cap. Thanks to caching, that covers a useful amount of casual checking in.',
      'deep-p2-tunnel-pro-plan-today',
    ],
    [
      'blog/how-ai-failure-detection-works.mdx',
      'The system is also adaptive at the start of each print. During the first several minutes it mostly observes: anything present from the very beginning, such as a logo on the bed or a bed clip, is treated as background for that print rather than as a failure.',
      'deep-p2-background-per-print',
    ],
    [
      'blog/how-ai-failure-detection-works.mdx',
      '2. **User feedback.** When you confirm or reject an alert, and when you review prints with Focused Feedback, those labels help train future versions of the model. Patterns that appear again and again across many prints without being failures are gradually discounted.',
      'deep-p2-feedback-discounts-patterns',
    ],
    [
      'blog/first-layer-ai-data-collection-program.mdx',
      '1. **Enroll** on the **Celestrius alpha enrollment page** in the Obico app.',
      'deep-p2-celestrius-enrollment-page',
    ],
    [
      'blog/first-layer-ai-pilot-program.mdx',
      "**Camera focus** is unforgiving that close to the subject: a slightly soft image hides exactly the detail the model needs. **Scan height** sets how far the nozzle lifts during the scan; the default became **4 mm**, adjustable to match each camera's focus.",
      'deep-p2-scan-height-lift',
    ],
    [
      'blog/cura-beginners-guide.mdx',
      '- **Cura2Moonraker:** the same idea for Klipper printers running Moonraker.',
      'deep-p2-cura2moonraker-marketplace',
    ],
    [
      'blog/cura-plugins-worth-installing.mdx',
      'Klipper users can do the same with **Moonraker connection plugins** such as **Cura2Moonraker**. They upload sliced files to Klipper through Moonraker and can start the print, so Mainsail or Fluidd users get the same one-click workflow.',
      'deep-p2-cura2moonraker-marketplace',
    ],
    [
      'blog/e-steps-calibration.mdx',
      "With an old `rotation_distance` of 33.500 and 96 mm extruded: 33.5 × 96 / 100 = 32.160. Write the new value into `printer.cfg` and restart the firmware; there is no `M92` or `M500`. On Klipper, extrude with the printer's own macros or `G1 E100 F100` after `M83`, just as above.",
      'deep-p2-klipper-g1-e100',
    ],
    ['blog/fdm-vs-resin-printing.mdx', '| A plate of 12 miniatures | $0.72, and many hours | $2.16, in roughly the time of one |', 'deep-p2-resin-plate-cost'],
    [
      'blog/choosing-your-first-3d-printer.mdx',
      '**Bed slingers** move the bed back and forth along one axis while the print head moves side to side and up. Examples: the **Creality Ender 3 V3**, the **Prusa MK4** and the **Bambu Lab A1**.',
      'deep-p2-printers-after-feb-2023',
    ],
    [
      'blog/choosing-your-first-3d-printer.mdx',
      '**CoreXY** printers move the bed only up and down while the head moves in X and Y. Examples: the **Creality K1**, the **Bambu Lab P1S** and the **Bambu Lab X1C**.',
      'deep-p2-printers-after-feb-2023',
    ],
    [
      'blog/carbon-fiber-filament-guide.mdx',
      'Some printers already ship with hardened nozzles for exactly this reason; the **Creality K1C** and the **Elegoo Centauri Carbon** are examples.',
      'deep-p2-centauri-carbon-2024',
    ],
    [
      'blog/how-to-fix-stringing.mdx',
      'Most slicers can route travel moves to stay inside the part instead of crossing gaps. In PrusaSlicer and Orca Slicer this is called "avoid crossing perimeters"; in Cura it is "combing".',
      'deep-p2-orca-avoid-crossing',
    ],
    [
      'blog/how-ai-failure-detection-works.mdx',
      'You may have seen a gauge that shows the score as a number between 0 and 1, coloured green below 0.33, yellow up to 0.66 and red above.',
      'deep-p2-gauge-number',
    ],
  ],
  right: [
    [
      'blog/fluidd-remote-access.mdx',
      'Free accounts include 300 MB of tunnel data per month; the Pro plan, now called AI Premium, has no cap. Thanks to caching, that covers a useful amount of casual checking in. The [tunnel guide](/docs/user-guides/octoprint-tunneling/) explains the details.',
    ],
    [
      'blog/how-ai-failure-detection-works.mdx',
      "Two more safeguards. The first 29 snapshots of every print, just under five minutes, can never trigger a failure. And each score is measured against a baseline the server keeps for the printer over roughly its last 20 hours of printing, so something that sits in view print after print, such as a logo on the bed or a bed clip, becomes part of that printer's baseline instead of counting as a failure.",
    ],
    [
      'blog/how-ai-failure-detection-works.mdx',
      '2. **User feedback.** When you confirm or reject an alert, and when you review prints with Focused Feedback, those labels help train future versions of the model. Your feedback does not change the thresholds for your printer; its effect reaches you through those later models.',
    ],
    [
      'blog/first-layer-ai-data-collection-program.mdx',
      '1. **Sign up** for the program with your email address; the plugin asks for the same address later.',
    ],
    [
      'blog/first-layer-ai-pilot-program.mdx',
      "**Camera focus** is unforgiving that close to the subject: a slightly soft image hides exactly the detail the model needs. **Scan height**, in the Klipper layer scan that came later, is how far the head rises above the first layer before the scan; the default is **4 mm**, adjustable to match each camera's focus.",
    ],
    [
      'blog/cura-beginners-guide.mdx',
      "- **Cura2Moonraker:** the same idea for Klipper printers running Moonraker. This one is not in the Marketplace: it is installed by hand from its GitHub page, by copying it into Cura's plugins folder.",
    ],
    [
      'blog/cura-plugins-worth-installing.mdx',
      'Klipper users can do the same with a **Moonraker connection plugin** such as **Cura2Moonraker**. It uploads sliced files to Klipper through Moonraker and can start the print, so Mainsail or Fluidd users get the same one-click workflow. It is the one plugin on this list that is not in the Marketplace: download it from its GitHub page (emtrax-ltd/Cura2MoonrakerPlugin), copy its `MoonrakerConnection` folder into the `plugins` folder that **Help > Show Configuration Folder** opens, and restart Cura.',
    ],
    [
      'blog/e-steps-calibration.mdx',
      'With an old `rotation_distance` of 33.500 and 48 mm extruded (22 mm left): 33.5 × 48 / 50 = 32.160. Write the new value into `printer.cfg` and restart the firmware; there is no `M92` or `M500`.',
    ],
    ['blog/fdm-vs-resin-printing.mdx', '| A plate of 12 miniatures | $0.72, and many hours | About 60 ml: $2.10, in roughly the time of one |'],
    [
      'blog/choosing-your-first-3d-printer.mdx',
      '**Bed slingers** move the bed back and forth along one axis while the print head moves side to side and up. Examples: the **Creality Ender 3 S1**, the **Prusa i3 MK3S+** and the **Anycubic Kobra**.',
    ],
    [
      'blog/choosing-your-first-3d-printer.mdx',
      '**CoreXY** printers never move the bed in X or Y: the head moves in X and Y, and on most of them the bed moves only up and down. Examples: the **Bambu Lab P1P**, the **Bambu Lab X1C** and the **Voron 2.4**, whose bed stays still while the whole gantry moves in Z.',
    ],
    [
      'blog/carbon-fiber-filament-guide.mdx',
      'Some printers already ship with hardened nozzles for exactly this reason; the **Creality K1C** and the **Bambu Lab X1 Carbon** are examples.',
    ],
    [
      'blog/how-to-fix-stringing.mdx',
      'Most slicers can route travel moves to stay inside the part instead of crossing gaps. PrusaSlicer calls this "avoid crossing perimeters", Orca Slicer "avoid crossing walls" and Cura "combing". Any ooze then happens over the part\'s interior, where it is hidden.',
    ],
    [
      'blog/how-ai-failure-detection-works.mdx',
      'You may have seen the gauge on the printer card. It shows no number: a needle swings over a green, a yellow and a red band, each a third of the dial, under a title that reads **Looking Good**, **Fishy...** or **Failing!**. Behind the needle is a score from 0 to 1: green below about 0.33, yellow up to about 0.66 and red above.',
    ],
  ],
};
