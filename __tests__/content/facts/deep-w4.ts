/**
 * Product-fact rules from deep pass w4 (posts on cameras, Klipper tuning and macros, host choice and the Ender 3 V3 SE),
 * November 2026. Each rule names a claim that a checked post made and that the code (the product's, or a third-party
 * product's) shows is wrong, or wrong at the post's date. The log is docs/audit/deep-w4-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-w4-shaper-example-smoothing',
    scope: 'all',
    why: "Klipper derives a shaper's smoothing and suggested max_accel from its type and frequency alone (klippy/extras/shaper_calibrate.py: _get_shaper_smoothing(shaper, accel=5000, scv=5), find_shaper_max_accel() with TARGET_SMOOTHING = 0.12, printed rounded to 100 mm/s²; the same at the post's 2023-04 date, fec7ddd8, and today). Run on the example's frequencies it gives ZV 58.2 Hz 0.052 / 13,200, MZV 55.8 Hz 0.065 / 9,200, EI 66.4 Hz 0.073 / 8,200, 2HUMP_EI 80.0 Hz 0.084 / 7,100, 3HUMP_EI 95.0 Hz 0.091 / 6,600, so the old rows could never be printed by SHAPER_CALIBRATE",
    find: (line) =>
      first(/\| ZV \| 58\.2 Hz \| 8\.1% \| 0\.045 \| 13,400/, line) ??
      first(/\| EI \| 66\.4 Hz \| 0\.6% \| 0\.072 \| 8,400/, line) ??
      first(/\| 2HUMP_EI \| 80\.0 Hz \| 0\.0% \| 0\.083 \| 7,300/, line) ??
      first(/\| 3HUMP_EI \| 95\.0 Hz \| 0\.0% \| 0\.090 \| 6,700/, line),
  },
  {
    id: 'deep-w4-adxl-removed-complains',
    scope: 'all',
    why: "Klipper's adxl345 module reads the chip id only when a measurement starts (klippy/extras/adxl345.py _start_measurements(), \"Invalid adxl345 id\"; at 2023-04 fec7ddd8:377 and today), so a Pi-wired sensor that is unplugged with its sections left in does not stop Klipper from starting; only a USB accelerometer board, being its own [mcu], keeps Klipper from becoming ready (Measuring_Resonances.md: comment the include out when you disconnect it)",
    find: (line) => first(/If you remove it, Klipper will complain about the missing sensor unless those sections are disabled/i, line),
  },
  {
    id: 'deep-w4-respond-needs-section',
    scope: 'all',
    why: 'RESPOND is registered only by the [respond] module (klippy/extras/respond.py). Without that section Klipper answers an unknown command with a plain info line, Unknown command:"RESPOND" (klippy/gcode.py cmd_default, at 2023-06 and today), and carries on, so the HELLO example prints no message and only homes',
    find: (line) => first(/typing `HELLO` in the Mainsail or Fluidd console runs both lines/i, line),
  },
  {
    id: 'deep-w4-orange-pi-octopi',
    scope: 'all',
    why: 'OctoPi is the OctoPrint image for the Raspberry Pi only; on an Orange Pi, OctoPrint runs from another image (the site\'s own remote-access-orange-pi-octoprint post: "OctoPi is built for the Raspberry Pi", Obico builds OctoPrint images for two Orange Pi boards)',
    find: (line) => first(/\(or Orange Pi\) running OctoPi\b/i, line),
  },
  {
    id: 'deep-w4-nozzle-config-shown-below',
    scope: 'all',
    why: 'In nozzle-camera-buying-guide the OctoPrint and Klipper configuration steps are in "Setting it up in Obico", a section above the "Questions to answer before ordering" list; nothing below it shows them',
    find: (line, _context, file) =>
      /nozzle-camera-buying-guide/.test(file) || !file.includes('/')
        ? first(/the configuration step differs, as shown below/i, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    ["blog/klipper-input-shaping-adxl345.mdx", "| ZV | 58.2 Hz | 8.1% | 0.045 | 13,400 mm/s² |", "deep-w4-shaper-example-smoothing"],
    ["blog/klipper-input-shaping-adxl345.mdx", "| EI | 66.4 Hz | 0.6% | 0.072 | 8,400 mm/s² |", "deep-w4-shaper-example-smoothing"],
    ["blog/klipper-input-shaping-adxl345.mdx", "You can leave the accelerometer on the toolhead for future measurements, or remove it and comment out the `[adxl345]` and `[resonance_tester]` sections. If you remove it, Klipper will complain about the missing sensor unless those sections are disabled. Re-run the calibration after any significant change to the toolhead, belts or frame.", "deep-w4-adxl-removed-complains"],
    ["blog/klipper-macros-guide.mdx", "After a restart, typing `HELLO` in the Mainsail or Fluidd console runs both lines.", "deep-w4-respond-needs-section"],
    ["blog/remote-access-creality-ender-3-v3-se.mdx", "The Ender 3 V3 SE runs **Marlin** and has no networking of its own: files go in on a card, progress is checked by walking over. A Raspberry Pi (or Orange Pi) running OctoPi, connected over USB, turns it into a printer you can watch, control and protect from anywhere.", "deep-w4-orange-pi-octopi"],
    ["blog/nozzle-camera-buying-guide.mdx", "- **Am I on OctoPrint or Klipper?** Both are supported; the configuration step differs, as shown below.", "deep-w4-nozzle-config-shown-below"],
  ],
  right: [
    ["blog/klipper-input-shaping-adxl345.mdx", "| ZV | 58.2 Hz | 8.1% | 0.052 | 13,200 mm/s² |"],
    ["blog/klipper-input-shaping-adxl345.mdx", "| EI | 66.4 Hz | 0.6% | 0.073 | 8,200 mm/s² |"],
    ["blog/klipper-input-shaping-adxl345.mdx", "You can leave the accelerometer on the toolhead for future measurements, or remove it and comment out the `[adxl345]` and `[resonance_tester]` sections. What happens if you remove the sensor but leave the sections in depends on the wiring. A USB accelerometer board is its own `[mcu]`, and Klipper will not start while that MCU is missing, so comment out its `[mcu]` section too. A Pi-wired sensor lets Klipper start normally; the error (an invalid adxl345 id) appears only when you run a measurement command. Re-run the calibration after any significant change to the toolhead, belts or frame."],
    ["blog/klipper-macros-guide.mdx", "After a restart, typing `HELLO` in the Mainsail or Fluidd console prints the message and homes the printer. `RESPOND` needs a `[respond]` section in your config (see the debugging tips below); without one, Klipper only answers `Unknown command:\"RESPOND\"` and goes on to home."],
    ["blog/remote-access-creality-ender-3-v3-se.mdx", "The Ender 3 V3 SE runs **Marlin** and has no networking of its own: files go in on a card, progress is checked by walking over. A Raspberry Pi running OctoPi (or an Orange Pi running an OctoPrint image, since OctoPi is made for the Raspberry Pi only), connected over USB, turns it into a printer you can watch, control and protect from anywhere."],
    ["blog/nozzle-camera-buying-guide.mdx", "- **Am I on OctoPrint or Klipper?** Both are supported; the configuration step differs, as shown in \"Setting it up in Obico\" above."],
  ],
};
