/**
 * Product-fact rules from deep pass x1 (print-troubleshooting posts, not a sample), November 2026. Each rule names a
 * claim one of the posts made about slicers, firmware, materials or mechanics that their code or the physics shows is
 * wrong. The log is docs/audit/deep-x1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-x1-45deg-half-layer',
    scope: 'all',
    why: "Half support at 45° is true only of the outer line, and only when the layer height is about half the line width: at 45° each layer steps out by its own height, so with 0.2 mm layers and 0.4 to 0.45 mm lines the outer line overlaps the one below by roughly half (PrusaSlicer src/libslic3r/PrintConfig.cpp, overhang_speed_0 tooltip: overhang size is the percentage of overlap of an extrusion with the previous layer). The layer as a whole rests almost entirely on the layer below; the old sentence said half of the layer carried it, with no condition on layer height",
    find: (line) => first(/\beach (?:new )?layer is supported by about half of the layer below\b/i, line),
  },
  {
    id: 'deep-x1-bridge-flow-default',
    scope: 'all',
    why: "Bridges do not get reduced flow by default: PrusaSlicer's bridge_flow_ratio (\"Bridge flow ratio\", src/libslic3r/PrintConfig.cpp:706-716 at 69c8e569, default 1, also 1 in 2.6.0 at the post's date) and Orca Slicer's bridge_flow (\"Bridge flow ratio\", default 1, its tooltip suggests lowering it to 0.9 yourself) both default to full flow. A reduced bridge flow is a change the user makes, not what many slicers do",
    find: (line) => first(/\bslicers, bridges use a bit less flow than normal\b/i, line),
  },
  {
    id: 'deep-x1-ptfe-gap-top-of-hotend',
    scope: 'all',
    why: "The gap that fills with plastic on a Bowden hotend is where the PTFE tube ends on the nozzle, inside the heat break at the top of the nozzle (the post's own diagram, static/img/blog/clogged-nozzle-guide-light.svg, marks it as '2 Gap at the tube end' beside the heater block), not at the top of the hotend, where the tube enters through its coupling",
    find: (line) => first(/\"clogs\" start at the top of the hotend\b/i, line),
  },
  {
    id: 'deep-x1-petg-shrinks-more',
    scope: 'all',
    why: "PETG is not a high-shrink material: it is known for low warping, and its shrinkage is in PLA's range, while ABS and ASA shrink markedly more. PETG overhangs curl mostly because PETG is printed with much less part cooling. The old lines put PETG first in a list of materials that shrink more",
    find: (line) => first(/\bshrink more, such as PETG\b/i, line),
  },
  {
    id: 'deep-x1-geared-93-140',
    scope: 'all',
    why: "The old sentence gave 93 to 140 steps/mm for 'a stock geared ... extruder' and then several hundred for a geared one, contradicting itself: a directly driven single drive gear needs about 93 to 140 steps/mm at 16 microsteps (Marlin's Creality Ender-3 configs: DEFAULT_AXIS_STEPS_PER_UNIT E 93), a geared extruder (e.g. 3:1) several hundred; the value scales with microstepping",
    find: (line) => first(/\bstock geared or direct-drive extruder it is often\b/i, line),
  },
  {
    id: 'deep-x1-m503-line-starts-m92',
    scope: 'all',
    why: "Marlin's M503 reports settings with forReplay false (Marlin/src/gcode/eeprom/M500-M504.cpp: settings.report(!parser.boolval('S', true))), so report_heading_etc() calls report_echo_start() and every setting line starts with 'echo:' (Marlin/src/gcode/gcode.h; M92_report in Marlin/src/gcode/config/M92.cpp prints '  M92 X...' after it). The line reads 'echo:  M92 X80.00 Y80.00 Z400.00 E93.00', it does not start with M92",
    find: (line) => first(/\bline that starts with `?M92\b/i, line),
  },
  {
    id: 'deep-x1-firmware-reset-undoes-flow',
    scope: 'all',
    why: "In the case the sentence describes (e-steps never calibrated, everything corrected with slicer flow), a firmware reset (Marlin M502, settings.reset(), restores DEFAULT_AXIS_STEPS_PER_UNIT) puts back the default e-steps the printer already had, and flow ratios live in the slicer, so nothing is undone. What breaks such profiles is any later change of the e-steps value",
    find: (line) => first(/\bfirmware reset undoes your work\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ["blog/bridging-and-overhangs-guide.mdx", "As a rule of thumb, **overhangs up to about 45°** from vertical usually print without supports. At 45°, each new layer is supported by about half of the layer below. Beyond that, layers have less and less to rest on, and the underside starts to droop and curl.", 'deep-x1-45deg-half-layer'],
    ["blog/bridging-and-overhangs-guide.mdx", "- **Slightly reduced flow.** In many slicers, bridges use a bit less flow than normal lines. Thinner strands cool faster and pull tight instead of drooping.", 'deep-x1-bridge-flow-default'],
    ["blog/clogged-nozzle-guide.mdx", "On Bowden printers, many \"clogs\" start at the top of the hotend. If the PTFE tube does not press hard against the nozzle, a small gap opens; molten plastic creeps into it, forms a ring and narrows the path.", 'deep-x1-ptfe-gap-top-of-hotend'],
    ["blog/curling-and-lifting-overhangs.mdx", "- Materials that shrink more, such as PETG, ABS and ASA, though PLA curls too.", 'deep-x1-petg-shrinks-more'],
    ["blog/e-steps-calibration.mdx", "**E-steps** is the number of motor steps the extruder must turn to push exactly one millimetre of filament. Marlin multiplies every extrusion length the slicer asks for by this number. On a stock geared or direct-drive extruder it is often somewhere around 93 to 140 steps per millimetre for a simple drive gear, and several hundred for a geared extruder; the manufacturer sets a default in the firmware.", 'deep-x1-geared-93-140'],
    ["blog/e-steps-calibration.mdx", "In the output, find the line that starts with `M92`. The number after `E` is the current value, for example `M92 X80.00 Y80.00 Z400.00 E93.00`. Write it down.", 'deep-x1-m503-line-starts-m92'],
    ["blog/e-steps-calibration.mdx", "E-steps makes the motor push the length it was asked to. The slicer's flow setting then fine-tunes how much plastic each filament needs for its lines. If you skip e-steps and correct everything with flow, every filament profile carries the same hidden hardware error, and a firmware reset undoes your work in an unexpected way. Calibrate e-steps once per extruder, then flow per filament with [Orca Slicer's two-pass test](/blog/flow-rate-calibration-orca-slicer/).", 'deep-x1-firmware-reset-undoes-flow'],
    ["blog/first-layer-problems.mdx", "4. Lower the part cooling fan for the first few layers on materials that shrink more, such as PETG and ABS.", 'deep-x1-petg-shrinks-more'],
  ],
  right: [
    ["blog/bridging-and-overhangs-guide.mdx", "As a rule of thumb, **overhangs up to about 45°** from vertical usually print without supports. At 45°, each layer steps out by as much as it is tall, so with the usual layer height of about half the line width (0.2 mm layers, 0.4 to 0.45 mm lines) the outer line of each layer rests roughly half on the line below it. Beyond that, layers have less and less to rest on, and the underside starts to droop and curl."],
    ["blog/bridging-and-overhangs-guide.mdx", "- **Slightly reduced flow.** PrusaSlicer's bridge flow ratio and Orca Slicer's bridge flow both default to 1 (full flow), so a reduction is something you set yourself: try around 0.9 to 0.95. Thinner strands cool faster and pull tight instead of drooping."],
    ["blog/clogged-nozzle-guide.mdx", "On Bowden printers, many \"clogs\" start where the PTFE tube ends inside the hotend, right at the top of the nozzle. If the PTFE tube does not press hard against the nozzle, a small gap opens; molten plastic creeps into it, forms a ring and narrows the path."],
    ["blog/curling-and-lifting-overhangs.mdx", "- Materials that shrink more, such as ABS and ASA, and PETG, which is usually printed with much less part cooling. PLA curls too."],
    ["blog/e-steps-calibration.mdx", "**E-steps** is the number of motor steps the extruder must turn to push exactly one millimetre of filament. Marlin multiplies every extrusion length the slicer asks for by this number. At the usual 16 microsteps, an extruder whose motor turns a single drive gear directly often needs somewhere around 93 to 140 steps per millimetre, and a geared extruder (Bowden or direct drive) several hundred; the manufacturer sets a default in the firmware."],
    ["blog/e-steps-calibration.mdx", "In the output, find the `M92` line; Marlin puts `echo:` in front of it, as in `echo:  M92 X80.00 Y80.00 Z400.00 E93.00`. The number after `E` is the current value. Write it down."],
    ["blog/e-steps-calibration.mdx", "E-steps makes the motor push the length it was asked to. The slicer's flow setting then fine-tunes how much plastic each filament needs for its lines. If you skip e-steps and correct everything with flow, every filament profile carries the same hidden hardware error, and the day the e-steps value changes (a new extruder, a calibration after all, a firmware update with a different default) every profile is off at once. Calibrate e-steps once per extruder, then flow per filament with [Orca Slicer's two-pass test](/blog/flow-rate-calibration-orca-slicer/)."],
    ["blog/first-layer-problems.mdx", "4. Lower the part cooling fan for the first few layers on materials that shrink more, such as ABS and ASA, and on PETG, which is normally printed with little fan anyway."],
  ],
};
