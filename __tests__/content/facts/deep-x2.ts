/**
 * Print-fact rules from the deep pass over print-troubleshooting posts, batch x2 (not a sample), November 2026.
 * Each rule names a claim that one of the batch's posts made and that a third-party product's code or release history
 * (OrcaSlicer, Prusa firmware) or the physics of the effect shows is wrong. The log is docs/audit/deep-x2-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-x2-orca-flow-test-uses-process',
    scope: 'all',
    why: "Orca Slicer's flow-rate test (Plater::calib_flowrate, src/slic3r/GUI/Plater.cpp) does not print the blocks with your process as it is: it sets per-object wall_loops 3, top_shell_layers 5, bottom_shell_layers 1, sparse_infill_density 35%, top_surface_line_width and internal_solid_infill_line_width 1.2 x nozzle, a monotonic top surface and ironing_type NoIroning. Line widths and ironing are therefore not taken from the process, and there is nothing to switch off",
    find: (line) => first(/relies on your normal process profile \(layer height, line widths/i, line),
  },
  {
    id: 'deep-x2-orca-flow-top-layers',
    scope: 'all',
    why: 'Orca Slicer gives every flow-rate test block five top layers itself (calib_flowrate sets top_shell_layers to 5 on each object), so the process\'s top-layer count cannot make the top too thin and "do not reduce top layers for the test" names a cause the test rules out',
    find: (line) => first(/do not reduce top layers for the test/i, line),
  },
  {
    id: 'deep-x2-orca-flow-pass2-window',
    scope: 'all',
    why: 'Orca Slicer\'s Pass 2 uses offsets -9 to 0 from the ratio saved after Pass 1 (doc/Calibration.md, "range from -9 to 0"). The Pass 1 result is the middle of its +-2.5% window, not its upper end, so Pass 2 covers the lower half of that window and cannot find a value above the Pass 1 result',
    find: (line) => first(/starts from the upper end of that window/i, line),
  },
  {
    id: 'deep-x2-mk4-ships-input-shaping',
    scope: 'all',
    why: "The Original Prusa MK4 first shipped (March 2023) with 4.x firmware without input shaping; input shaping came with Prusa-Firmware-Buddy 5.0, whose release candidate still shipped the 4.7.2 branch alongside (release v5.0.0-RC1 notes). A post dated 2023-04-26 cannot say the MK4 ships with input shaping built in",
    find: (line) => first(/MK4\**,? which ships with input shaping/i, line),
  },
  {
    id: 'deep-x2-orca-ringing-test-2023',
    scope: 'all',
    why: "Orca Slicer's input-shaping frequency and damping tests arrived in version 2.3 (2025; doc/Calibration.md \"Input Shaping\" section, and this site's post orca-slicer-input-shaping-calibration). In April 2023 Orca's calibration menu had flow rate, pressure advance, temperature, retraction, max volumetric speed and VFA tests only, none varying acceleration or shaper frequency",
    find: (line) => first(/such as Orca Slicer, can generate these tests/i, line),
  },
  {
    id: 'deep-x2-shift-distance-stall',
    scope: 'all',
    why: 'A shift that is not a multiple of the 2 mm GT2 pitch rules out a belt jumping teeth, but it does not single out a motor stall: a pulley slipping on its shaft (a loose grub screw, which the same post lists as a cause) also leaves an arbitrary offset, and a stepper that stalls loses whole electrical cycles (4 full steps, 0.8 mm with a 20-tooth GT2 pulley)',
    find: (line) => first(/arbitrary distance such as [\d.]+ mm or [\d.]+ mm points to a motor stall/i, line),
  },
  {
    id: 'deep-x2-accel-short-moves',
    scope: 'all',
    why: 'A move too short to reach cruising speed is the one acceleration limits: its time is 2 x sqrt(distance / acceleration), so a 25% lower acceleration makes it about 15% longer, while long moves only lose time on their ramps. "Moves are short and never reach top speed, so lower acceleration costs little" reverses the cause and effect',
    find: (line) => first(/short and never reach top speed, so a \d+% lower acceleration/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/flow-rate-calibration-orca-slicer.mdx',
      '**Use the default process, with ironing off.** The test relies on your normal process profile (layer height, line widths, speeds). **Ironing** smooths the top surface with a second pass of the nozzle and hides exactly the differences you are looking for, so turn it off for the test.',
      'deep-x2-orca-flow-test-uses-process',
    ],
    [
      'blog/flow-rate-calibration-orca-slicer.mdx',
      '| Blocks differ in the middle but not at the edges | Top layers too few to cover the infill | Keep the default process; do not reduce top layers for the test |',
      'deep-x2-orca-flow-top-layers',
    ],
    [
      'blog/flow-rate-calibration-orca-slicer.mdx',
      'Why does Pass 2 only go down to -9 and not above 0? Because the Pass 1 blocks were 5% apart: if +5 looked best, the true value lies somewhere between about +2.5 and +7.5. Pass 2 starts from the upper end of that window (the rounded-up Pass 1 result) and searches downwards.',
      'deep-x2-orca-flow-pass2-window',
    ],
    [
      'blog/ghosting-ringing-fix.mdx',
      '- **Prusa firmware on the MK4**, which ships with input shaping built in.',
      'deep-x2-mk4-ships-input-shaping',
    ],
    [
      'blog/ghosting-ringing-fix.mdx',
      '2. **A ringing tower test.** Print a tower that varies acceleration or shaper frequency with height, then inspect where the ripples are smallest. No extra hardware needed; it just takes more careful observation. Some slicers, such as Orca Slicer, can generate these tests; see [input shaping calibration in Orca Slicer](/blog/orca-slicer-input-shaping-calibration/).',
      'deep-x2-orca-ringing-test-2023',
    ],
    [
      'blog/layer-shift-troubleshooting.mdx',
      'Measure how far the part moved with calipers. A shift of exactly one belt tooth (2 mm on the common GT2 belt) or a multiple of it points to a belt jumping a tooth on its pulley, which means belt tension. An arbitrary distance such as 0.7 mm or 4.3 mm points to a motor stall, which means torque, acceleration or a collision.',
      'deep-x2-shift-distance-stall',
    ],
    [
      'blog/layer-shift-troubleshooting.mdx',
      'The cost in print time is smaller than it sounds. Most moves on a normal part are short and never reach top speed, so a 25% lower acceleration typically adds a few percent to the print time, far less than reprinting a shifted part.',
      'deep-x2-accel-short-moves',
    ],
  ],
  right: [
    [
      'blog/flow-rate-calibration-orca-slicer.mdx',
      "**Leave the process alone.** Orca takes the layer height and speeds from the process you select, but sets the test blocks' own top layers (five), walls, top-surface line width and infill, and it switches **ironing** off on them, since a second smoothing pass of the nozzle would hide exactly the differences you are looking for. So there is nothing to change in the process for the test, and the blocks' object settings are best left as Orca made them.",
    ],
    [
      'blog/flow-rate-calibration-orca-slicer.mdx',
      "| Infill shows through the middle of several blocks | Under-extrusion at those offsets, not too few top layers: Orca prints every block with five top layers whatever your process says | Judge only the blocks without it; if all show it, run Pass 1 again from the new ratio and check the extruder |",
    ],
    [
      'blog/flow-rate-calibration-orca-slicer.mdx',
      "Why does Pass 2 only go down to -9 and not above 0? Orca does not say. The Pass 1 blocks were 5% apart, so if +5 looked best, the true value lies somewhere between about +2.5 and +7.5, and your Pass 1 result sits in the middle of that window. Pass 2 starts at that result and only searches downwards: it covers the lower half of the window and more, but not the upper half. If the 0 block looks best in Pass 2, keep the Pass 1 ratio; the true value may be a little higher, which the test cannot show.",
    ],
    [
      'blog/ghosting-ringing-fix.mdx',
      "- **Prusa firmware on the MK4**, from version 5.0; when this post was written the MK4 was shipping with 4.x firmware, without input shaping, and 5.0 was still being tested.",
    ],
    [
      'blog/ghosting-ringing-fix.mdx',
      "2. **A ringing tower test.** Print a tower that varies acceleration or shaper frequency with height, then inspect where the ripples are smallest. No extra hardware needed; it just takes more careful observation. On Klipper, the ringing tower model from its documentation, printed with `TUNING_TOWER` raising the acceleration band by band, does this. Orca Slicer has generated such tests itself only since version 2.3, well after this post was written; see [input shaping calibration in Orca Slicer](/blog/orca-slicer-input-shaping-calibration/).",
    ],
    [
      'blog/layer-shift-troubleshooting.mdx',
      "Measure how far the part moved with calipers. A shift of exactly one belt tooth (2 mm on the common GT2 belt) or a multiple of it points to a belt jumping a tooth on its pulley, which means belt tension. Any other distance, such as 0.7 mm or 4.3 mm, rules the belt teeth out: look for a motor losing steps (too little torque, too much acceleration, a collision or binding) or a pulley slipping on its shaft.",
    ],
    [
      'blog/layer-shift-troubleshooting.mdx',
      "The cost in print time is real but bounded. Long moves spend most of their time at cruising speed, so lower acceleration only stretches their ends; short moves that never reach cruising speed are the ones it slows, by up to about 15% each for a 25% lower acceleration (their time grows with the inverse square root of the acceleration). A part with many short moves pays most of that, one with long straight walls little of it; either way it costs less than reprinting a shifted part.",
    ],
  ],
};
