/**
 * Product-fact rules from the deep pass over blog batch p4 (issue 24), November 2026: 40 posts from
 * petg-printing-guide to z-wobble-causes-and-fixes. Each rule names a claim that a post made and that the product's
 * code (at the post's date, or today) or the third-party product shows is wrong, or a risky step that had no warning.
 * The log is docs/audit/deep-p4-2026-11-26.md.
 */
import { beforeFeature, first, postDate, textOf, type Cases, type Rule } from './types';

/** The posts of this batch, by file name under content/blog/. */
const BATCH = new Set([
  'petg-printing-guide', 'pid-tuning-hotend-bed', 'pillowing-top-surface-fix', 'pla-printing-guide',
  'post-processing-sanding-painting', 'pressure-advance-calibration-orca-slicer', 'print-bed-surfaces-guide',
  'print-farm-basics', 'print-in-place-designs', 'print-speed-vs-quality', 'printer-feed-sharing-tips',
  'printer-maintenance-checklist', 'prusa-core-one-notes', 'prusaslicer-organic-supports', 'prusaslicer-tips',
  'qidi-tech-x-series-klipper-remote-access-and-ai', 'raspberry-pi-alternatives-2023', 'raspberry-pi-camera-vs-usb-webcam',
  'reduce-false-alarms-ai', 'retraction-test-orca-slicer', 'self-hosted-ai-detection-guide', 'silk-pla-tips',
  'sonic-pad-remote-access-ai', 'sovol-svo7-series-klipper-remote-access-ai', 'spaghetti-print-failure-explained',
  'spoolman-filament-tracking', 'supports-guide', 'sustainable-3d-printing', 'temperature-tower-orca-slicer',
  'timelapse-tips', 'tolerance-test-in-orcaslicer-a-comprehensive-guide', 'tpu-flexible-printing-guide',
  'under-extrusion-causes', 'vase-mode-printing', 'vfa-test-orca-slicer', 'voron-build-tips',
  'wet-filament-signs-and-drying', 'what-is-g-code', 'what-is-klipper', 'z-wobble-causes-and-fixes',
]);

/** A rule limited to this batch's posts (and to the made-up file names of the test cases, which have no text). */
const inBatch =
  (find: Rule['find']): Rule['find'] =>
  (line, context, file) => {
    const m = /^blog\/(.+)\.mdx$/.exec(file);
    return (m && BATCH.has(m[1])) || textOf(file) === null ? find(line, context, file) : null;
  };

/** A risky step whose post must carry the given admonition text somewhere (the whole file, or the test's context). */
const needsWarning = (step: RegExp, warning: RegExp): Rule['find'] =>
  inBatch((line, context, file) => (warning.test(textOf(file) ?? context) ? null : first(step, line)));

export const rules: Rule[] = [
  {
    id: 'deep-p4-sonic-pad-wizard',
    scope: 'all',
    why: 'the printer wizard lists the Sonic Pad under "Pre-Installed Klipper Printer" ("Creality K1, Sonic Pad, Sovol SV07, Kingroon KLP1, Elegoo Neptune 4, etc..."); "Generic Klipper - Self Installed" is for Klipper installed by hand on a Raspberry Pi or other Linux device (obico-server frontend/src/views/printer-wizard/TargetPlatformSelectionPage.vue:41-61)',
    find: (line, _context, file) =>
      /sonic-pad/.test(file) ? first(/choose \*\*Link Printer\*\* > \*\*Generic Klipper\*\*/, line) : null,
  },
  {
    id: 'deep-p4-klipper-tunnel-date',
    scope: 'all',
    why: 'the Klipper tunnel (moonraker_obico/tunnel.py, added f34992e 2023-02-28) shipped first in moonraker-obico v1.3.0 of 2023-03-27; earlier posts could not open Mainsail or Fluidd through Obico',
    find: inBatch(beforeFeature(/Klipper tunnel to the Sonic Pad's web UI|To reach them from anywhere, and to add AI failure detection/, '2023-03-27', /1\.3\.0/)),
  },
  {
    id: 'deep-p4-six-digit-after-discovery',
    scope: 'all',
    why: 'from moonraker-obico v1.5.0 (24ada7b, 2023-10-10) link.py first waited for the app to find the printer on the network ("Link Now") and switched to the 6-digit verification code only when Enter was pressed (ab4612b moonraker_obico/link.py:90-120); the note that the installer simply asked for the code is wrong for posts from then on',
    find: (line, _context, file) => {
      const date = postDate(file);
      return date && date >= '2023-10-10'
        ? first(/when this post was written, the installer asked for a 6-digit verification code from the app instead/, line)
        : null;
    },
  },
  {
    id: 'deep-p4-sovol-wizard',
    scope: 'all',
    why: 'today the wizard names the SV07 under "Pre-Installed Klipper Printer" (TargetPlatformSelectionPage.vue:46-47); the plain "Klipper" choice was replaced on 2024-04-09 (obico-server f843f800)',
    find: (line) => first(/add a printer, pick \*\*Klipper\*\* and enter/, line),
  },
  {
    id: 'deep-p4-sv08-date',
    scope: 'all',
    why: 'the Sovol SV08 was announced and shipped in mid-2024, months after a post dated 2024-02-07; the post presented it as current at its date',
    find: inBatch(beforeFeature(/Sovol's SV07 series and the SV08 ship/, '2024-06-01', /SV08 came out in mid-2024/)),
  },
  {
    id: 'deep-p4-share-menu',
    scope: 'all',
    why: 'on the web app the printer page has a share icon at its top right; its ⋮ menu (with Share) shows only in a narrow window (toggle-class "d-md-none"), and the printer card on the Printers page has Share in its own ⋮ menu (PrinterControlPage.vue:11-19, 42-52; PrinterCard.vue:25-26; same in b9cdc1b5 of 2024-02)',
    find: (line) => first(/In the printer's menu, choose \*\*Share\*\* and turn the toggle/, line),
  },
  {
    id: 'deep-p4-timelapse-every-print',
    scope: 'all',
    why: 'a timelapse is compiled only when the print ran longer than the printer\'s min_timelapse_secs_on_finish (default 600 s) or min_timelapse_secs_on_cancel (default 300 s), and -1 turns it off ("Record time-lapse when a print finishes successfully.", backend/app/tasks.py:171-181, models/other_models.py:72-73, PrinterSettingsPage.vue:212-273; same in 6fe9419a of 2025-02)',
    find: (line) => first(/records a timelapse automatically for every monitored print/, line),
  },
  {
    id: 'deep-p4-btt-pi2-date',
    scope: 'all',
    why: 'the CB2, the BTT Pi 2 and the BTT x Obico bundle came after March 2023 (the "Setup Obico on BTT Pi 2" doc was added in obico-server 539b9f40, 2024-04-19); a post dated 2023-03-29 cannot have offered them',
    find: inBatch(beforeFeature(/the \*\*BTT Pi 2 uses the CB2\*\*/, '2024-04-19', /came after this post was first published/)),
  },
  {
    id: 'deep-p4-cb2-rkmpp-date',
    scope: 'all',
    why: 'Obico for Klipper uses the CB2\'s encoder only through h264_rkmpp, merged 2025-02-27 (fdd48f3) and released in v2.1.0 (2025-06); before, it tried h264_omx and h264_v4l2m2m only and streamed M-JPEG on the CB2 (moonraker-obico webcam_stream.py:67-80)',
    find: inBatch((line, context, file) =>
      /h264_rkmpp/.test(textOf(file) ?? context) ? null : first(/the \*\*CB2 supports hardware H\.264 encoding\*\*, which enables smooth/, line)),
  },
  {
    id: 'deep-p4-notify-only-label',
    scope: 'all',
    why: 'the failure action options are "Just notify me" and "Pause the printer and notify me" (frontend en.json:813-814, PrinterSettingsPage.vue); there is no "notify only" or "pause" choice',
    find: (line) => first(/choose \*\*notify only\*\* instead of \*\*pause\*\*/, line),
  },
  {
    id: 'deep-p4-mute-detection',
    scope: 'all',
    why: 'muting is offered after "Not a failure?": "If you select \'Mute\', failure detection will be turned off for this print, but will be automatically turned on for your next print." (en.json:260-262; PrinterCard.vue:417-420, PrinterControlPage.vue:499-502): detection itself stops, not only the alerts',
    find: (line) => first(/you can \*\*mute alerts for the current print\*\*/, line),
  },
  {
    id: 'deep-p4-focused-feedback-mark',
    scope: 'all',
    why: 'Focused Feedback asks, for each saved snapshot, "Do you see any spaghetti in this picture?" with the answers Yes, No and I am not sure; nothing is marked in the image (frontend print-shot-feedback/PrintShotCard.vue:5, 57-61; same in 31d9967a of 2024-01)',
    find: (line) => first(/you mark exactly where in the image the problem was/, line),
  },
  {
    id: 'deep-p4-prusaconnect-host-date',
    scope: 'all',
    why: 'PrusaConnect became a physical-printer host type with PrusaSlicer 2.6 (June 2023); the PrusaSlicer of May 2023 (2.5.x) offered OctoPrint, PrusaLink and other hosts, not PrusaConnect',
    find: (line) => first(/It supports \*\*OctoPrint\*\*, \*\*PrusaLink\*\* and \*\*PrusaConnect\*\*\./, line),
  },
  {
    id: 'deep-p4-gcode-e-absolute',
    scope: 'all',
    why: 'the E value of G1 is a length to extrude only in relative extrusion mode (M83); in absolute mode (M82, the default of Marlin and of many slicers) it is the extruder position to reach (Marlin and RepRap G-code docs for G1, M82, M83, G92)',
    find: (line) => first(/`E0\.5` tells the extruder to push 0\.5mm of filament during the move\./, line),
  },
  {
    id: 'deep-p4-spiralize-name',
    scope: 'all',
    why: '"Spiralize Outer Contour" is Cura\'s name for vase mode; PrusaSlicer and Orca Slicer call the option "Spiral vase" (PrusaSlicer Print Settings > Layers and perimeters > Vertical shells; Orca Slicer Others > Special mode), so readers of those slicers could not find it under the name the post gave',
    find: (line) => first(/often called \*\*"Spiralize outer contour"\*\* in slicer settings|Enable \*\*Spiralize outer contour\*\* \(or your slicer's vase mode option\)/, line),
  },
  {
    id: 'deep-p4-pause-default',
    scope: 'all',
    why: 'pausing is the default failure action: Printer.action_on_failure defaults to PAUSE (backend/app/models/other_models.py:60-64; same in 2024-02, 2682714e backend/app/models.py:158-161), so it needs no enabling; "Just notify me" is the opt-out (en.json:813)',
    find: (line) => first(/Obico alerts you and, if you enable it, \*\*pauses the print\*\*/, line),
  },
  {
    id: 'deep-p4-orca-tolerance-label',
    scope: 'all',
    why: 'OrcaSlicer\'s Calibration menu item is "Orca Tolerance Test" (MainFrame calibration menu, _L("Orca Tolerance Test"); OrcaSlicer wiki calibration page, section "Orca Tolerance Test")',
    find: (line) => first(/Go to \*\*Calibration > Tolerance test\*\*/, line),
  },
  {
    id: 'deep-p4-orca-tolerance-holes',
    scope: 'all',
    why: 'the Orca Tolerance Test block has six hexagonal holes of 0.0, 0.05, 0.1, 0.2, 0.3 and 0.4 mm (OrcaSlicer wiki, "Orca Tolerance Test"; resources/calib/tolerance_test/OrcaToleranceTest.stl); there are no 0.15 or 0.25 mm holes to read',
    find: inBatch((line) => first(/^\| 0\.(?:15|25) mm \| (?:Slides with friction|Slides freely, slight wobble) \|$|Scale of seven test holes from 0\.00 to 0\.30 mm/, line)),
  },
  {
    id: 'deep-p4-warn-petg-ptfe',
    scope: 'all',
    why: 'PETG at up to 250°C exceeds what a PTFE-lined hotend should run (PTFE degrades and gives off harmful fumes above about 240°C): the post needs a warning',
    find: needsWarning(/\| Nozzle temperature \| 230 to 250°C \|/, /PTFE starts to break down/),
  },
  {
    id: 'deep-p4-warn-temp-tower-ptfe',
    scope: 'all',
    why: 'the starting ranges go up to 250–260°C and Orca\'s ABS/ASA temperature preset starts at 270°C (OrcaSlicer calib_dlg.cpp, Temp_Calibration_Dlg: tABS_ASA start 270, end 230), above a PTFE-lined hotend\'s limit: the post needs a warning',
    find: needsWarning(/\| ABS \/ ASA \| 230–260°C \|/, /Keep the tower inside your hotend's limit/),
  },
  {
    id: 'deep-p4-warn-oven-drying',
    scope: 'all',
    why: 'drying a plastic spool in a kitchen oven can melt it or start a fire when the oven overshoots: the step needs a :::warning',
    find: needsWarning(/### Option 3: An oven, with caution/, /A spool in an oven can melt or catch fire/),
  },
  {
    id: 'deep-p4-warn-acetone',
    scope: 'all',
    why: 'acetone vapor smoothing fills a container with a highly flammable vapor: the step needs a :::danger',
    find: needsWarning(/\*\*Vapor smoothing\*\* exposes an ABS print to acetone vapor/, /Acetone vapor is highly flammable/),
  },
  {
    id: 'deep-p4-warn-nozzle-swap',
    scope: 'all',
    why: 'swapping a nozzle is done hot and can bend a heat break, tear heater or thermistor wires or leak plastic if done wrong: the step needs a :::warning',
    find: needsWarning(/or simply \*\*swap the nozzle\*\*/, /Change a nozzle hot, and hold the heater block/),
  },
  {
    id: 'deep-p4-warn-klipper-pid',
    scope: 'all',
    why: 'PID_CALIBRATE drives the heater hard like M303; the post\'s warning covered only the Marlin section',
    find: needsWarning(/PID_CALIBRATE HEATER=extruder TARGET=210/, /The same care applies on Klipper/),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/sonic-pad-remote-access-ai.mdx',
      'When it reaches the linking step, open the Obico app or [app.obico.io](https://app.obico.io), choose **Link Printer** > **Generic Klipper** and let it scan the network.',
      'deep-p4-sonic-pad-wizard',
    ],
    [
      'blog/2023-02-14-some-sonic-pad-post.mdx',
      "Once linked, each printer gets AI failure detection that can notify you or pause, webcam pictures in the Obico apps about every 10 seconds during a print (the agent's live streaming needs the Janus server, which the Sonic Pad's system does not have), phone notifications and the Klipper tunnel to the Sonic Pad's web UI without port forwarding.",
      'deep-p4-klipper-tunnel-date',
    ],
    [
      'blog/2022-08-31-some-klipper-post.mdx',
      'Mainsail and Fluidd work on your local network. To reach them from anywhere, and to add AI failure detection and webcam streaming to your phone, you can install Obico for Klipper.',
      'deep-p4-klipper-tunnel-date',
    ],
    [
      'blog/kingroon-klipper-remote-access-and-ai.mdx',
      'With your phone or computer on the same network, the Obico app can **auto-discover** the printer: tap **Link** when it appears. Otherwise add a Klipper printer and type the **one-time passcode** the installer shows. (Passcode linking arrived with Obico for Klipper 1.6.0 in April 2024; when this post was written, the installer asked for a 6-digit verification code from the app instead.)',
      'deep-p4-six-digit-after-discovery',
    ],
    [
      'blog/qidi-tech-x-series-klipper-remote-access-and-ai.mdx',
      '(Passcode linking arrived with Obico for Klipper 1.6.0 in April 2024; when this post was written, the installer asked for a 6-digit verification code from the app instead.)',
      'deep-p4-six-digit-after-discovery',
    ],
    [
      'blog/sovol-svo7-series-klipper-remote-access-ai.mdx',
      'In the Obico app, add a printer, pick **Klipper** and enter the one-time passcode the installer shows. (Passcode linking arrived with Obico for Klipper 1.6.0 in April 2024; when this post was written, the installer asked for a 6-digit verification code from the app instead.)',
      'deep-p4-six-digit-after-discovery',
    ],
    [
      'blog/sovol-svo7-series-klipper-remote-access-ai.mdx',
      'In the Obico app, add a printer, pick **Klipper** and enter the one-time passcode the installer shows.',
      'deep-p4-sovol-wizard',
    ],
    [
      'blog/2024-02-07-some-sovol-post.mdx',
      "Sovol's SV07 series and the SV08 ship with Klipper and Moonraker already running on a built-in host. The SV08 is a CoreXY derived from the open-source Voron design and uses the Mainsail web interface.",
      'deep-p4-sv08-date',
    ],
    [
      'blog/printer-feed-sharing-tips.mdx',
      "2. In the printer's menu, choose **Share** and turn the toggle **on**.",
      'deep-p4-share-menu',
    ],
    [
      'blog/timelapse-tips.mdx',
      'Obico **records a timelapse automatically for every monitored print**, using the frames it captures while watching.',
      'deep-p4-timelapse-every-print',
    ],
    [
      'blog/2023-03-29-some-sbc-post.mdx',
      "BigTreeTech's boards are **Klipper-focused**. The original BTT Pi is built around the CB1 compute module; the **BTT Pi 2 uses the CB2**.",
      'deep-p4-btt-pi2-date',
    ],
    [
      'blog/2023-03-29-some-sbc-post.mdx',
      'An important difference for webcam users: the **CB2 supports hardware H.264 encoding**, which enables smooth, high-frame-rate streaming without loading the CPU.',
      'deep-p4-cb2-rkmpp-date',
    ],
    [
      'blog/reduce-false-alarms-ai.mdx',
      'For prints that are prone to false alarms, such as complex organic models, prints with lots of supports or very stringy materials, choose **notify only** instead of **pause**.',
      'deep-p4-notify-only-label',
    ],
    [
      'blog/reduce-false-alarms-ai.mdx',
      'If one particular print keeps triggering alerts and you have checked it is fine, you can **mute alerts for the current print**. Detection returns to normal for the next job.',
      'deep-p4-mute-detection',
    ],
    [
      'blog/reduce-false-alarms-ai.mdx',
      '**Focused Feedback** goes a step further: you mark exactly where in the image the problem was, or confirm there was none.',
      'deep-p4-focused-feedback-mark',
    ],
    [
      'blog/prusaslicer-tips.mdx',
      'Add a **physical printer** next to your printer profile and enter the connection details. It supports **OctoPrint**, **PrusaLink** and **PrusaConnect**.',
      'deep-p4-prusaconnect-host-date',
    ],
    ['blog/what-is-g-code.mdx', '- `E0.5` tells the extruder to push 0.5mm of filament during the move.', 'deep-p4-gcode-e-absolute'],
    ['blog/tolerance-test-in-orcaslicer-a-comprehensive-guide.mdx', '2. Go to **Calibration > Tolerance test**.', 'deep-p4-orca-tolerance-label'],
    ['blog/tolerance-test-in-orcaslicer-a-comprehensive-guide.mdx', '| 0.15 mm | Slides with friction |', 'deep-p4-orca-tolerance-holes'],
    ['blog/tolerance-test-in-orcaslicer-a-comprehensive-guide.mdx', '| 0.25 mm | Slides freely, slight wobble |', 'deep-p4-orca-tolerance-holes'],
    [
      'blog/spaghetti-print-failure-explained.mdx',
      "When the model's confidence builds up over several snapshots, Obico alerts you and, if you enable it, **pauses the print**.",
      'deep-p4-pause-default',
    ],
    [
      'blog/vase-mode-printing.mdx',
      'Vase mode, often called **"Spiralize outer contour"** in slicer settings, changes that.',
      'deep-p4-spiralize-name',
    ],
    ['blog/vase-mode-printing.mdx', "2. Enable **Spiralize outer contour** (or your slicer's vase mode option).", 'deep-p4-spiralize-name'],
    ['blog/2022-10-19-some-petg-post.mdx', '| Nozzle temperature | 230 to 250°C |', 'deep-p4-warn-petg-ptfe'],
    ['blog/2023-08-16-some-tower-post.mdx', '| ABS / ASA | 230–260°C | Layer splitting on cold blocks; print enclosed |', 'deep-p4-warn-temp-tower-ptfe'],
    ['blog/2023-12-20-some-drying-post.mdx', '### Option 3: An oven, with caution', 'deep-p4-warn-oven-drying'],
    [
      'blog/2023-12-06-some-finishing-post.mdx',
      'ABS has one trick that PLA lacks: it dissolves in **acetone**. **Vapor smoothing** exposes an ABS print to acetone vapor in a closed container.',
      'deep-p4-warn-acetone',
    ],
    [
      'blog/2023-02-22-some-extrusion-post.mdx',
      'If all of the above check out, the nozzle may be partly clogged or worn. Do a **cold pull**, or simply **swap the nozzle**: they are cheap, and a fresh one rules the nozzle out.',
      'deep-p4-warn-nozzle-swap',
    ],
    ['blog/2022-10-05-some-pid-post.mdx', 'PID_CALIBRATE HEATER=extruder TARGET=210', 'deep-p4-warn-klipper-pid'],
  ],
  right: [
    [
      'blog/sonic-pad-remote-access-ai.mdx',
      'When it reaches the linking step, open the Obico app or [app.obico.io](https://app.obico.io), choose **Link Printer** > **Pre-Installed Klipper Printer** (the wizard names the Sonic Pad under that option) and wait for it to list the pad (the app does not scan your network: the agent announces the printer to the Obico server, which lists it to a phone or computer on the same network).',
    ],
    [
      'blog/sonic-pad-remote-access-ai.mdx',
      "Once linked, each printer gets AI failure detection that can notify you or pause, webcam pictures in the Obico apps about every 10 seconds during a print (the agent's live streaming needs the Janus server, which the Sonic Pad's system does not have), phone notifications and the Klipper tunnel to the Sonic Pad's web UI without port forwarding. (The Klipper tunnel arrived with Obico for Klipper 1.3.0 in March 2023, a few weeks after this post was first published.)",
    ],
    [
      'blog/qidi-tech-x-series-klipper-remote-access-and-ai.mdx',
      '(Passcode linking arrived with Obico for Klipper 1.6.0 in April 2024. When this post was written, the installer waited for the app to link the printer automatically, and offered a 6-digit verification code from the app if you pressed Enter instead.)',
    ],
    [
      'blog/sovol-svo7-series-klipper-remote-access-ai.mdx',
      'In the Obico app, add a printer, pick **Pre-Installed Klipper Printer** (the wizard lists the SV07 there; when this post was written, the option was just **Klipper**) and enter the one-time passcode the installer shows.',
    ],
    [
      'blog/printer-feed-sharing-tips.mdx',
      "2. In the mobile app, tap the ⋮ menu and choose **Share**. In the web app, click the share icon at the top right of the printer's page (in a narrow window it moves into the page's ⋮ menu; the ⋮ menu of the printer's card on the **Printers** page has **Share** too). Turn the toggle **on**.",
    ],
    [
      'blog/timelapse-tips.mdx',
      "Obico **records a timelapse automatically** from the frames it captures while watching, for every print that runs longer than a minimum you set under **Time-lapse** in the printer's settings: 10 minutes by default for a print that finishes, 5 for one you cancel.",
    ],
    [
      'blog/reduce-false-alarms-ai.mdx',
      "For prints that are prone to false alarms, such as complex organic models, prints with lots of supports or very stringy materials, set the printer's failure action to **Just notify me** instead of **Pause the printer and notify me**.",
    ],
    [
      'blog/prusaslicer-tips.mdx',
      'It supports **OctoPrint**, **PrusaLink** and, since PrusaSlicer 2.6 (June 2023, a few weeks after this post), **PrusaConnect**.',
    ],
    [
      'blog/what-is-g-code.mdx',
      '- `E0.5` is the extruder axis. In relative extrusion mode (`M83`) it pushes 0.5mm of filament during the move; in absolute mode (`M82`) it is the extruder position to reach, counted from the last reset (`G92 E0`).',
    ],
    ['blog/petg-printing-guide.mdx', '| Nozzle temperature | 230 to 250°C |'],
    ['blog/tolerance-test-in-orcaslicer-a-comprehensive-guide.mdx', '2. Go to **Calibration > Orca Tolerance Test**.'],
    ['blog/tolerance-test-in-orcaslicer-a-comprehensive-guide.mdx', '| 0.30 mm | Slides freely, slight wobble |'],
    [
      'blog/spaghetti-print-failure-explained.mdx',
      "When the model's confidence builds up over several snapshots, Obico alerts you and **pauses the print**: pausing is the default failure action, and you can switch a printer to **Just notify me** in its settings.",
    ],
    ['blog/vase-mode-printing.mdx', '2. Enable **Spiral vase** in PrusaSlicer or Orca Slicer, or **Spiralize Outer Contour** in Cura.'],
    ['blog/wet-filament-signs-and-drying.mdx', '### Option 3: An oven, with caution'],
    ['blog/pid-tuning-hotend-bed.mdx', 'PID_CALIBRATE HEATER=extruder TARGET=210'],
  ],
};
