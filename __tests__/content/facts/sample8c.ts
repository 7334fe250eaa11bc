/**
 * Product-fact rules from the eighth seeded sample, part C (seed 2026112630, places 11 to 15), November 2026.
 * Each rule names a claim that a sampled page made and that the code or the original source shows is wrong. The
 * sample log is docs/audit/sample8-part-c.md.
 */
import { first, type Cases, type Rule } from './types';

const TSD = 'move-from-tsd-to-obico-in-octoprint';
const KE = 'ender-3-v3-ke-tips';
const GIVEAWAY = 'showcasing-prints-announcing-winner';

export const rules: Rule[] = [
  {
    id: 'sample8c-tsd-rerun-wizard-under-troubleshooting',
    scope: 'all',
    why: 'OctoPrint-Obico b8aa6ba octoprint_obico/templates/obico_settings.jinja2: the first screen of the plugin settings shows "Run Setup Wizard to Link OctoPrint" only when not linked (l.8-16) and otherwise two choices, Settings and Troubleshooting (l.17-40); the "Re-run Wizard" button is in the Troubleshooting tab (tab-pane obico-troubleshooting, l.261; button l.393-400), so it is not a button "you see" on opening the settings',
    find: (line, _context, file) =>
      file.includes(TSD) ? first(/\*\*Re-run Wizard\*\* if that is the button you see/, line) : null,
  },
  {
    id: 'sample8c-ke-accelerometer-not-built-in',
    scope: 'all',
    why: 'ballaswag/guppyscreen issue #93 (2024-05-08): in the KE factory GUI "you just run compensating process and in the half you move vibration sensor from hotend to bed"; #65 calls it the "ADXL345 Vibration Compensation Sensor". The sensor is moved by hand during the routine, so it is not a built-in accelerometer and the routine does not run by itself',
    find: (line, _context, file) =>
      file.includes(KE)
        ? first(/with the built-in accelerometer|includes an accelerometer and runs input shaping calibration routines itself/, line)
        : null,
  },
  {
    id: 'sample8c-ke-install-not-like-any-klipper',
    scope: 'all',
    why: 'moonraker-obico df0005c install.sh:93-94 (sudo apt-get update/install) and install.sh:109-131 (writes /etc/systemd/system/moonraker-obico.service, systemctl enable); the same at 8f1ff32 (2024-02-05, the last commit before the post). The KE runs Creality OS, which has neither apt nor systemd (the K1 guide, remote-access-creality-k1, says so for the same system; the agent ships scripts/install_creality.sh for it), so the agent is not installed "just as on any other Klipper printer" with the Klipper setup guide',
    find: (line, _context, file) =>
      file.includes(KE)
        ? first(/installed on the KE just as on any other Klipper printer|The general steps are covered in our \[Klipper setup guide\]/, line)
        : null,
  },
  {
    id: 'sample8c-giveaway-one-paint-marker',
    scope: 'all',
    why: 'obico-server c677be3e^ website/blog/2021-03-20-showcasing-prints-announcing-winner.md: one participant (Alex Gorzen) "painted his eyes and brim with a paint marker"; the post shows no other paint-marker print, so "others" is not in the source',
    find: (line, _context, file) =>
      file.includes(GIVEAWAY) ? first(/others picked out the eyes and brim with a paint marker/, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      `docs/user-guides/${TSD}.mdx`,
      '2. Click **Run Setup Wizard to Link OctoPrint**, or **Re-run Wizard** if that is the button you see.',
      'sample8c-tsd-rerun-wizard-under-troubleshooting',
    ],
    [`blog/${KE}.mdx`, '## Input shaping with the built-in accelerometer', 'sample8c-ke-accelerometer-not-built-in'],
    [
      `blog/${KE}.mdx`,
      'The KE includes an accelerometer and runs input shaping calibration routines itself. The printer shakes the toolhead and bed through a range of frequencies, measures how the frame responds and chooses shaper settings to cancel the resonances.',
      'sample8c-ke-accelerometer-not-built-in',
    ],
    [
      `blog/${KE}.mdx`,
      'With Moonraker available, **Obico for Klipper** (moonraker-obico) can be installed on the KE just as on any other Klipper printer. That adds:',
      'sample8c-ke-install-not-like-any-klipper',
    ],
    [
      `blog/${KE}.mdx`,
      'You will need a webcam with a clear view of the bed. The general steps are covered in our [Klipper setup guide](/docs/user-guides/klipper-setup/).',
      'sample8c-ke-install-not-like-any-klipper',
    ],
    [
      `blog/2021-03-20-${GIVEAWAY}.mdx`,
      '- **Multicolour**: one maker split the single-colour model into colours himself with multi-colour slicing tools; another printed the full multicolour version in a noir palette of greys; others picked out the eyes and brim with a paint marker.',
      'sample8c-giveaway-one-paint-marker',
    ],
  ],
  right: [
    [
      `docs/user-guides/${TSD}.mdx`,
      '2. If the plugin is not linked yet, the page offers only **Run Setup Wizard to Link OctoPrint**: click it. If it is linked, click **Troubleshooting**, then **Re-run Wizard** at the bottom.',
    ],
    [`blog/${KE}.mdx`, '## Input shaping with an accelerometer'],
    [
      `blog/${KE}.mdx`,
      'Creality OS has an input shaping calibration routine on the touchscreen that reads a plug-in vibration sensor (an accelerometer). The printer shakes the toolhead, then the bed, through a range of frequencies, measures how each responds and chooses shaper settings to cancel the resonances. The sensor is not fixed in place: halfway through the routine you move it from the hotend to the bed.',
    ],
    [
      `blog/${KE}.mdx`,
      'With Moonraker available, **Obico for Klipper** (moonraker-obico) can run on the KE too. That adds:',
    ],
    [
      `blog/${KE}.mdx`,
      'You will need a webcam with a clear view of the bed. Installing it is not quite the same as on a Raspberry Pi: the generic `install.sh` used in our [Klipper setup guide](/docs/user-guides/klipper-setup/) installs packages with `apt-get` and creates a systemd service, and Creality OS has neither. Use a method made for Creality OS printers instead; our [K1 guide](/blog/remote-access-creality-k1/) shows the ones for the K1, which runs the same system. Linking the printer to your account works as in the Klipper setup guide.',
    ],
    [
      `blog/2021-03-20-${GIVEAWAY}.mdx`,
      '- **Multicolour**: one maker split the single-colour model into colours himself with multi-colour slicing tools; another printed the full multicolour version in a noir palette of greys; a third picked out the eyes and brim with a paint marker.',
    ],
  ],
};
