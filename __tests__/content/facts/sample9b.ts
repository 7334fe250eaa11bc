/**
 * Product-fact rules from the ninth seeded sample, part B (seed 2026112631, places 6 to 10), November 2026.
 * Each rule names a claim that a sampled page made and that the product's code (OctoPrint-Obico at the post's date and
 * today), the printer maker's own firmware source, or a plain physical fact shows is wrong. The sample log is
 * docs/audit/sample9-part-b.md.
 */
import { first, type Cases, type Rule } from './types';

/** A page or line about Artillery's Sidewinder or Genius printers. */
const ARTILLERY = /artillery|sidewinder|genius/i;

export const rules: Rule[] = [
  {
    id: 'sample9b-grit-jump-120-to-400',
    scope: 'all',
    why: 'The page itself says each grit must remove the scratches of the one before and warns against large jumps, yet its list went from 120 straight to 400, a jump over three times the grit size that 400 paper does not clear in reasonable time; the usual rule is to about double the grit each step (120, 220, 400, 800)',
    find: (line) => first(/\b400 grit\b\**\s+to remove the scratches left by the coarse paper/i, line),
  },
  {
    id: 'sample9b-acetone-vapor-melts',
    scope: 'all',
    why: 'Acetone vapour smooths ABS by solvation: the solvent condenses on the part, softens and partly dissolves the outer layer, which then reflows; nothing melts (no heat, the part stays far below its melting range). The page says so itself one sentence earlier ("it dissolves in acetone")',
    find: (line) => first(/\bvapou?r melts the (?:outer )?surface\b/i, line),
  },
  {
    id: 'sample9b-pi-h264-smooth-on-any-plan',
    scope: 'all',
    why: 'OctoPrint-Obico at the post\'s date (a6366b0, 2.3.0, webcam_stream.py:163-170, 245-259) streams a Raspberry Pi\'s camera as H.264 at 5 FPS with a quarter of the bitrate for a free account and at 25 FPS only for Premium; today the same cap holds (b8aa6ba webcam_stream.py:361-366, cap_recode_fps: min(5, fps) unless is_pro). obico-server frontend/src/i18n/locales/en.json:354, 359 describes the free stream as "limited to 5 FPS" and only Premium as "Smooth 25 FPS"',
    find: (line) => first(/\bstreams H\.264 smoothly\b/i, line),
  },
  {
    id: 'sample9b-artillery-baud-115200',
    scope: 'all',
    why: 'Artillery\'s stock Marlin for the Sidewinder X2 (artillery3d/sidewinder-x2-firmware Marlin/Configuration.h) and the Genius Pro (artillery3d/genius-pro-firmware Marlin/Configuration.h) both set SERIAL_PORT -1 (the Ruby board\'s native USB) with BAUDRATE 250000; 115200 is only BAUDRATE_2, the second UART (SERIAL_PORT_2 1) that the USB cable does not use',
    find: (line, _context, file) =>
      ARTILLERY.test(file) || ARTILLERY.test(line) ? first(/\bbaud rate of \**115200\b/i, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/post-processing-sanding-painting.mdx',
      '2. **400 grit** to remove the scratches left by the coarse paper.',
      'sample9b-grit-jump-120-to-400',
    ],
    [
      'blog/post-processing-sanding-painting.mdx',
      'ABS has one trick that PLA lacks: it dissolves in **acetone**. **Vapor smoothing** exposes an ABS print to acetone vapor in a closed container. The vapor melts the outer surface slightly, and layer lines flow together into a glossy, smooth finish.',
      'sample9b-acetone-vapor-melts',
    ],
    [
      'blog/remote-access-artillery-sidewinder.mdx',
      'You need: the printer on stock Marlin, a Raspberry Pi with OctoPi (a Pi 3 or 4 streams H.264 smoothly), a USB cable, a USB webcam or Pi camera, and an Obico account.',
      'sample9b-pi-h264-smooth-on-any-plan',
    ],
    [
      'blog/remote-access-artillery-sidewinder.mdx',
      'Flash OctoPi, boot the Pi, finish the wizard and plug the Pi into the printer. If auto-detection does not connect, set the port and a baud rate of **115200** by hand; a wrong rate shows up as timeouts or garbled replies. In the printer profile, enter **300 × 300 mm** for the Sidewinder X2 and the Genius Pro\'s smaller bed from its specification, so the G-code viewer is accurate.',
      'sample9b-artillery-baud-115200',
    ],
  ],
  right: [
    ['blog/post-processing-sanding-painting.mdx', '2. **220 grit** to take out the marks the 120 paper leaves.'],
    ['blog/post-processing-sanding-painting.mdx', '3. **400 grit** to smooth away the 220 scratches.'],
    [
      'blog/post-processing-sanding-painting.mdx',
      'ABS has one trick that PLA lacks: it dissolves in **acetone**. **Vapor smoothing** exposes an ABS print to acetone vapor in a closed container. The solvent in the vapor softens and partly dissolves the outer surface, and layer lines flow together into a glossy, smooth finish.',
    ],
    [
      'blog/remote-access-artillery-sidewinder.mdx',
      "You need: the printer on stock Marlin, a Raspberry Pi with OctoPi (a Pi 3 or 4 has the hardware H.264 encoder that Obico's webcam streaming uses; the free plan streams up to 5 frames a second, Premium up to 25), a USB cable, a USB webcam or Pi camera, and an Obico account.",
    ],
    [
      'blog/remote-access-artillery-sidewinder.mdx',
      "Flash OctoPi, boot the Pi, finish the wizard and plug the Pi into the printer. If auto-detection does not connect, pick the serial port by hand and set the baud rate to **250000**, the rate Artillery's stock firmware for both printers is built with. In the printer profile, enter **300 × 300 mm** for the Sidewinder X2 and the Genius Pro's smaller bed from its specification, so the G-code viewer is accurate.",
    ],
  ],
};
