/**
 * Machine-procedure facts found wrong in the third pass (issue 24) over printer procedures in the blog and docs:
 * Klipper commands and config keys, Marlin G-codes, calibration arithmetic. Log: docs/audit/deep-u3-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-u3-klipper-100mm-extrude-test',
    scope: 'all',
    why:
      'Klipper refuses an extrude-only move longer than [extruder] max_extrude_only_distance, 50 mm by default ("Extrude only move too long"; Klipper docs Config_Reference.md, [extruder]), so the Marlin 100 mm e-steps test cannot give Klipper a 94 mm result',
    find: (line) => first(/same 94 mm result: 22\.6 × 94 ÷ 100/, line),
  },
  {
    id: 'deep-u3-m593-no-axis-both-axes',
    scope: 'all',
    why:
      'Marlin M593 without X or Y sets both axes (Marlin G-code reference, M593 - ZV Input Shaping); a test that found separate X and Y values must send one M593 per axis',
    find: (line) => first(/^M593 F<freq> D<damping>$/, line.trim()),
  },
  {
    id: 'deep-u3-adaptive-mesh-not-denser',
    scope: 'all',
    why:
      'Klipper adaptive meshing scales probe_count down by the ratio of the adapted area to the full mesh area (Klipper docs Bed_Mesh.md, "Adaptive Meshes: How it works": 7x7 becomes 4x4 for a 0.5x0.5 area), and KAMP sizes its mesh at the full mesh spacing max_probe_point_distance = (mesh_max - mesh_min) / (probe_count - 1) (KAMP Adaptive_Meshing.cfg): neither packs points closer than a full mesh',
    find: (line) =>
      first(
        /fewer points packed closely|with a dense grid over that area|probe points are concentrated where the part is|accuracy gain of a dense local mesh/,
        line,
      ),
  },
  {
    id: 'deep-u3-klipper-damping-ratio',
    scope: 'all',
    why:
      'Klipper applies a damping ratio from [input_shaper] damping_ratio_x / damping_ratio_y (default 0.1, Klipper docs Config_Reference.md [input_shaper]); a procedure that tunes damping must set them, not only shaper_freq_x/y',
    find: (line) => first(/Use your own measured frequencies; the numbers above are only an example\./, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/under-extrusion-causes.mdx',
      'On Klipper the correction goes the other way, because `rotation_distance` is millimetres per turn rather than steps per millimetre. With a current `rotation_distance` of 22.6 and the same 94 mm result: 22.6 × 94 ÷ 100 = **21.24**. Enter it in the `[extruder]` section and restart.',
      'deep-u3-klipper-100mm-extrude-test',
    ],
    ['blog/orca-slicer-input-shaping-calibration.mdx', 'M593 F<freq> D<damping>', 'deep-u3-m593-no-axis-both-axes'],
    [
      'blog/orca-slicer-input-shaping-calibration.mdx',
      'Use your own measured frequencies; the numbers above are only an example. `shaper_type` selects the shaping algorithm; choose the type you tested with.',
      'deep-u3-klipper-damping-ratio',
    ],
    [
      'blog/kamp-adaptive-mesh-klipper.mdx',
      '1. **Adaptive meshing:** it reads the footprint of the objects in the current print and meshes **only the print area**, with a dense grid over that area.',
      'deep-u3-adaptive-mesh-not-denser',
    ],
    [
      'blog/kamp-adaptive-mesh-klipper.mdx',
      '- **Accurate local compensation.** Because the probe points are concentrated where the part is, the mesh captures the bed shape under the part in more detail.',
      'deep-u3-adaptive-mesh-not-denser',
    ],
    [
      'blog/kamp-adaptive-mesh-klipper.mdx',
      'Faster probes benefit less in absolute time, but the accuracy gain of a dense local mesh applies to all of them.',
      'deep-u3-adaptive-mesh-not-denser',
    ],
  ],
  right: [
    [
      'blog/under-extrusion-causes.mdx',
      'With a current `rotation_distance` of 22.6 and the same 6% shortfall, 47 mm goes in: 22.6 × 47 ÷ 50 = **21.24**. Enter it in the `[extruder]` section and restart.',
    ],
    ['blog/orca-slicer-input-shaping-calibration.mdx', 'M593 X F<freq_x> D<damping_x>'],
    ['blog/orca-slicer-input-shaping-calibration.mdx', 'damping_ratio_x: 0.1'],
    [
      'blog/kamp-adaptive-mesh-klipper.mdx',
      '1. **Adaptive meshing:** it reads the footprint of the objects in the current print and meshes **only the print area**, cutting the number of points so that their spacing stays about the same as in your full mesh.',
    ],
    [
      'blog/kamp-adaptive-mesh-klipper.mdx',
      'Faster probes save less time in absolute terms, but every probe skips the points far from the part.',
    ],
  ],
};
