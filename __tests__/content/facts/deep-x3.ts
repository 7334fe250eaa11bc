/**
 * Deep pass x3 (26 November 2026): print-troubleshooting posts (Orca calibration tests, under-extrusion, Z wobble,
 * failure checklist), checked claim by claim against OrcaSlicer, Klipper and Marlin code. Log: docs/audit/deep-x3-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-x3-pa-every-line-labelled',
    scope: 'all',
    why: "OrcaSlicer draws the PA value only on every second line or chevron: src/libslic3r/calib.cpp CalibPressureAdvanceLine::print_pa_lines (`for (int i = 0; i < num; i += 2) draw_number(...)`) and CalibPressureAdvancePattern::generate_custom_gcodes (\"glyph on every other line\", `j += 2`)",
    find: (line) => first(/\b(?:each|every) (?:line or chevron|chevron) (?:is )?label(?:l)?ed\b|\bchevrons\*\*, each label(?:l)?ed\b/i, line),
  },
  {
    id: 'deep-x3-pa-tower-continuous',
    scope: 'all',
    why: "OrcaSlicer GCode::process_layer, case Calib_PA_Tower: `start + static_cast<int>(print_z) * step`, so the PA value changes once per whole millimetre of height, not continuously",
    find: (line) => first(/\bPA Tower\*\* raises the value continuously\b/i, line),
  },
  {
    id: 'deep-x3-klipper-console-set-pa-line',
    scope: 'all',
    why: "Klipper does not echo commands read from a print file; SET_PRESSURE_ADVANCE answers with gcmd.respond_info(\"pressure_advance: %.6f ...\") (klippy/kinematics/extruder.py:105-109), so the console shows a `pressure_advance:` message, not the command line",
    find: (line) => first(/\bconsole for a `SET_PRESSURE_ADVANCE` line\b/i, line),
  },
  {
    id: 'deep-x3-retraction-formula-no-offset',
    scope: 'all',
    why: "OrcaSlicer GCode::process_layer, case Calib_Retraction_tower: `start + std::floor(std::max(0.0, print_z - 0.4)) * step`: one step per whole millimetre above 0.4 mm, so `start + height × step` reads one step too long; the Retraction test dialog (src/slic3r/GUI/calib_dlg.cpp Retraction_Test_Dlg) only shows the unit mm/mm and describes no formula",
    find: (line) => first(/retraction length = start \+ height × step|length = start \+ height × step|start value plus height times step|the formula the dialog describes|The dialog explains how height maps to steps/i, line),
  },
  {
    id: 'deep-x3-retraction-worked-result',
    scope: 'all',
    why: "With Orca's floor(print_z - 0.4) the band at 7 mm is 6 steps (0.8 mm) and at 10 mm 9 steps (4.25 mm); the tower is cut at 1.0 + 0.4 + (end - start) / step (Plater/CalibUtils calib_retraction), i.e. 19.4 and 21.4 mm, not 18 and 20",
    find: (line) => first(/0\.2 \+ 7 × 0\.1 = \*\*0\.9 mm\*\*|2\.0 \+ 10 × 0\.25 = \*\*4\.5 mm\*\*|\| Tower height used \| 18 mm \| 20 mm \||Suppose Orca's dialog raises retraction by one step for every millimetre of tower height/i, line),
  },
  {
    id: 'deep-x3-slow-tower-flatters-hot',
    scope: 'all',
    why: "Slower printing leaves the plastic longer in the melt zone, so cooler blocks look better than at normal speed; the post's own later section says a slow tower points too cold. The tip had the direction reversed",
    find: (line) => first(/printed slowly will flatter high temperatures/i, line),
  },
  {
    id: 'deep-x3-temp-table-stringing-215',
    scope: 'all',
    why: "The post's own worked table lists 215°C as \"Almost none\" and 210°C as \"None\" for stringing; the summary contradicted it",
    find: (line) => first(/stringing disappears at 215°C/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "Each line or chevron is labeled or numbered. If two look equally good, pick the one in between. If the best result is at the edge of your range, widen the range and run it again.", 'deep-x3-pa-every-line-labelled'],
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "That gives 0.08 / 0.005 + 1 = **17 chevrons**, each labelled. Suppose the tips look like this under a desk lamp:", 'deep-x3-pa-every-line-labelled'],
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "The **PA Tower** raises the value continuously with height, so you read a height and convert it:", 'deep-x3-pa-tower-continuous'],
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "If corners improve but the seam now shows a gap, the value is slightly high: drop it by one step. If nothing changed at all, check that **Enable pressure advance** is ticked in the filament profile, and on Klipper look in the console for a `SET_PRESSURE_ADVANCE` line at the start of the print.", 'deep-x3-klipper-console-set-pa-line'],
    ["blog/retraction-test-orca-slicer.mdx", "Measure that height from the bed and convert it to a length using the formula the dialog describes:", 'deep-x3-retraction-formula-no-offset'],
    ["blog/retraction-test-orca-slicer.mdx", "retraction length = start + height × step", 'deep-x3-retraction-formula-no-offset'],
    ["blog/retraction-test-orca-slicer.mdx", "The dialog explains how height maps to steps, so use the same units it describes. Enter the result in your **filament profile's retraction length** (or the printer profile, depending on where you manage retraction), and save it as a user preset.", 'deep-x3-retraction-formula-no-offset'],
    ["blog/retraction-test-orca-slicer.mdx", "<ThemedImage alt=\"Drawing of the retraction tower: two pillars joined by many strings near the bottom, fewer higher up, with the first clean band marked; the retraction length is the start value plus height times step.\" sources={{light: \"/img/blog/retraction-test-orca-slicer-light.svg\", dark: \"/img/blog/retraction-test-orca-slicer-dark.svg\"}} />", 'deep-x3-retraction-formula-no-offset'],
    ["blog/retraction-test-orca-slicer.mdx", "| Result | 0.2 + 7 × 0.1 = **0.9 mm** | 2.0 + 10 × 0.25 = **4.5 mm** |", 'deep-x3-retraction-worked-result'],
    ["blog/retraction-test-orca-slicer.mdx", "| Tower height used | 18 mm | 20 mm |", 'deep-x3-retraction-worked-result'],
    ["blog/retraction-test-orca-slicer.mdx", "The arithmetic is the same for both extruder types; only the range changes. Suppose Orca's dialog raises retraction by one step for every millimetre of tower height.", 'deep-x3-retraction-worked-result'],
    ["blog/temperature-tower-orca-slicer.mdx", "Print the tower with the same cooling, speed and layer height you use for real parts. A tower printed slowly will flatter high temperatures that would string at your normal speeds.", 'deep-x3-slow-tower-flatters-hot'],
    ["blog/temperature-tower-orca-slicer.mdx", "Reading down the table, stringing disappears at 215°C and bonding starts to weaken at 205°C. The lowest temperature that still bonds well and prints clean overhangs is **210°C**; with the rule from above, a functional bracket would go to 215°C and a detailed figurine could stay at 210°C. A first layer at 215–220°C keeps adhesion good without affecting the rest.", 'deep-x3-temp-table-stringing-215'],
  ],
  right: [
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "Orca prints the value next to every second line or chevron, so count on from the nearest number to name the ones in between. If two look equally good, pick the one in between. If the best result is at the edge of your range, widen the range and run it again."],
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "That gives 0.08 / 0.005 + 1 = **17 chevrons**; every second one carries its value (0, 0.01, 0.02 and so on), and the unlabelled ones sit halfway between their neighbours. Suppose the tips look like this under a desk lamp:"],
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "The **PA Tower** raises the value by one step for every whole millimetre of height, so you read a height and convert it:"],
    ["blog/pressure-advance-calibration-orca-slicer.mdx", "If corners improve but the seam now shows a gap, the value is slightly high: drop it by one step. If nothing changed at all, check that **Enable pressure advance** is ticked in the filament profile, and on Klipper look in the console at the start of the print for the `pressure_advance:` message that Klipper prints when Orca's `SET_PRESSURE_ADVANCE` command runs."],
    ["blog/retraction-test-orca-slicer.mdx", "Measure that height from the bed and convert it to a length. The dialog only gives the step in mm per mm of height; when it slices the tower, Orca keeps the start value for the first 1.4 mm and then adds one step for each further millimetre (it counts whole millimetres above 0.4 mm):"],
    ["blog/retraction-test-orca-slicer.mdx", "retraction length = start + step × (height − 0.4 mm, rounded down to a whole number)"],
    ["blog/retraction-test-orca-slicer.mdx", "<ThemedImage alt=\"Drawing of the retraction tower: two pillars joined by many strings near the bottom, fewer higher up, with the first clean band marked; the retraction length is the start value plus one step per whole millimetre of height above 0.4 mm.\" sources={{light: \"/img/blog/retraction-test-orca-slicer-light.svg\", dark: \"/img/blog/retraction-test-orca-slicer-dark.svg\"}} />"],
    ["blog/retraction-test-orca-slicer.mdx", "| Result | 0.2 + 6 × 0.1 = **0.8 mm** | 2.0 + 9 × 0.25 = **4.25 mm** |"],
    ["blog/retraction-test-orca-slicer.mdx", "| Tower height | about 19.4 mm | about 21.4 mm |"],
    ["blog/retraction-test-orca-slicer.mdx", "The arithmetic is the same for both extruder types; only the range changes. Orca raises retraction by one step for every millimetre of tower height, counted from 0.4 mm above the bed, and cuts the tower 1.4 mm above the number of steps."],
    ["blog/temperature-tower-orca-slicer.mdx", "Print the tower with the same cooling, speed and layer height you use for real parts. A tower printed more slowly than you normally print makes the cooler blocks look better than they will at your usual speed, so it points you too cold."],
    ["blog/temperature-tower-orca-slicer.mdx", "Reading down the table, stringing is almost gone at 215°C and gone at 210°C, and bonding starts to weaken at 205°C. The lowest temperature that still bonds well and prints clean overhangs is **210°C**; with the rule from above, a functional bracket would go to 215°C and a detailed figurine could stay at 210°C. A first layer at 215–220°C keeps adhesion good without affecting the rest."],
  ],
};
