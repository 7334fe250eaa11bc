/**
 * Product and third-party fact rules from the deep pass over blog batch p3 (43 posts, issue 24), November 2026.
 * Each rule names a claim that a post made and that the code (at the post's date, or today) or the third party's own
 * source shows is wrong. The log is docs/audit/deep-p3-2026-11-26.md.
 */
import { beforeFeature, first, textOf, type Cases, type Rule } from './types';

/** The 43 posts this pass checked (content/blog/<name>.mdx). */
const BATCH = new Set([
  'jusprin-ai-slicer-introduction', 'kamp-adaptive-mesh-klipper', 'kingroon-klipper-remote-access-and-ai',
  'klipper-input-shaping-adxl345', 'klipper-macros-guide', 'klipper-remote-access-guide', 'klipper-vs-marlin',
  'layer-height-guide', 'layer-separation-and-splitting', 'layer-shift-troubleshooting', 'lithophane-guide',
  'mainsail-remote-access', 'mainsail-vs-fluidd', 'max-volumetric-speed-orca-slicer', 'multicolor-printing-options',
  'next-gen-ai-beta-announcement', 'next-gen-ai-failure-detection-general-release', 'nozzle-camera-buying-guide',
  'nozzle-maintenance-guide', 'nozzle-sizes-guide', 'nylon-printing-guide', 'obico-klipper-moonraker-obico-tips',
  'obico-mobile-app-guide', 'obico-notifications-channels', 'obico-open-source-contributing',
  'octoprint-backup-restore', 'octoprint-camera-streamer-setup', 'octoprint-docker-install',
  'octoprint-multiple-printers', 'octoprint-plugins-2024', 'octoprint-remote-access-2024',
  'octoprint-safe-mode-troubleshooting', 'octoprint-security-best-practices', 'octoprint-vs-klipper',
  'orca-slicer-arachne-vs-classic', 'orca-slicer-beginners-guide', 'orca-slicer-input-shaping-calibration',
  'orca-slicer-obico-integration', 'orca-slicer-seam-settings', 'orca-slicer-tree-supports',
  'orca-slicer-vs-bambu-studio', 'orca-slicer-vs-prusaslicer', 'over-extrusion-fix',
]);

/**
 * A dated rule limited to the posts of this batch (and to the made-up, dated file names of the test cases): posts of
 * other batches are checked by their own passes.
 */
const inBatch =
  (find: Rule['find']): Rule['find'] =>
  (line, context, file) =>
    BATCH.has(file.replace(/^blog\/|\.mdx$/g, '')) || textOf(file) === null ? find(line, context, file) : null;

export const rules: Rule[] = [
  {
    id: 'deep-p3-klipper-tunnel-date',
    scope: 'all',
    why: 'the Klipper tunnel shipped with moonraker-obico v1.3.0 (2023-03-27): tunnel.py was only copied in on 2023-02-28 (f34992e) and first tagged in v1.3.0; the server side was merged on 2023-03-23 (obico-server 4b7d8096, "moonraker_conn minimum version that supports tunneling")',
    find: inBatch(beforeFeature(/Klipper (?:T|t)unnel/, '2023-03-27', /1\.3\.0/)),
  },
  {
    id: 'deep-p3-tunnel-dest-keys-date',
    scope: 'all',
    why: 'the [tunnel] dest_host / dest_port keys came with moonraker-obico b585033 (2023-03-23, first in v1.3.0); before that the agent had no [tunnel] section at all (810ca4a moonraker-obico.cfg.sample)',
    find: inBatch(beforeFeature(/`?dest_(?:host|port)`?/, '2023-03-27', /1\.3\.0/)),
  },
  {
    id: 'deep-p3-named-webcam-date',
    scope: 'all',
    why: 'named [webcam <name>] sections matched to Moonraker webcams by name arrived with moonraker-obico 9fe0622 (2024-05-01, first in v1.6.4 of 2024-05-12); before, the agent read one [webcam] section and used the first webcam Moonraker listed',
    find: inBatch(beforeFeature(/matches it to the `\[webcam \.\.\.\]` sections|the matching section must be `\[webcam /, '2024-05-12', /1\.6\.4/)),
  },
  {
    id: 'deep-p3-installer-prompt-label',
    scope: 'all',
    why: 'install.sh asks "Moonraker config file: " (moonraker-obico install.sh:79, the same in 3ed711f of October 2023); there is no prompt named "Path to moonraker.conf"',
    find: (line) => first(/\| Path to `moonraker\.conf` \|/, line),
  },
  {
    id: 'deep-p3-farm-price-date',
    scope: 'all',
    why: 'until the May 2026 pricing change the paid plan was Pro at $4 a month on the annual plan, $6 monthly, $2 per extra printer (obico-server website/docs/user-guides/upgrade-to-pro.md before ac92ea1d); $6.99 / $8.99 and the AI Premium name came with ac92ea1d and 68bda24c (2026-05-02)',
    find: inBatch(beforeFeature(/\$6\.99 a month on the annual plan/, '2026-05-02', /\$4 a month on the annual plan/)),
  },
  {
    id: 'deep-p3-octoprint-multicam-date',
    scope: 'all',
    why: 'the OctoPrint plugin streamed one webcam until it learned to read OctoPrint webcams / Multi-Cam in 2.4.14 (2024-06-02; OctoPrint-Obico 9295570, d8421d6); Primary/Secondary/Nozzle Camera selectors are in obico_settings.jinja2:152-239',
    find: inBatch(beforeFeature(/detects the cameras configured in Multi-Cam|The main USB webcam is the primary camera/, '2024-06-02', /2\.4\.14/)),
  },
  {
    id: 'deep-p3-octoprint-safe-mode-label',
    scope: 'all',
    why: 'the System menu entry is "Restart OctoPrint in safe mode" (OctoPrint src/octoprint/server/api/system.py:286)',
    find: (line) => first(/Choose \*\*Restart in safe mode\*\*/, line),
  },
  {
    id: 'deep-p3-systeminfo-bundle-location',
    scope: 'all',
    why: 'the bundle is downloaded with "Download Systeminfo Bundle" in the System Information tab of the About dialog, opened with "System info" in the settings dialog footer (OctoPrint templates/dialogs/about/systeminfo.jinja2:15, dialogs/settings.jinja2:66-69); the System menu holds only system commands and the Logging settings have no bundle',
    find: (line) => first(/generate it from the System menu or the logging settings/, line),
  },
  {
    id: 'deep-p3-orca-obico-host-date',
    scope: 'all',
    why: 'the Obico host type came into Orca Slicer with OrcaSlicer/OrcaSlicer pull request #4116 (opened 2024-02-17, approved 2024-02-27), first released in Orca Slicer 2.0.0',
    find: inBatch(beforeFeature(/^- \*\*Obico\*\*\s*$|Orca also integrates with Obico/, '2024-02-28', /2\.0\.0/)),
  },
  {
    id: 'deep-p3-klipper-adaptive-mesh-date',
    scope: 'all',
    why: "Klipper's own BED_MESH_CALIBRATE ADAPTIVE=1 came with Klipper3d/klipper pull request #6461, reviewed and merged in late January 2024; in October 2023 KAMP was the only route",
    find: (line) =>
      first(/Recent Klipper versions include adaptive meshing directly|It became very popular before adaptive meshing was available in Klipper itself/, line),
  },
  {
    id: 'deep-p3-orca-exclude-objects',
    scope: 'all',
    why: 'in Orca Slicer the EXCLUDE_OBJECT_DEFINE lines Klipper needs come from "Exclude objects" (exclude_object, "Enable this option to add EXCLUDE OBJECT command in g-code"); "Label objects" only writes comments for OctoPrint\'s Cancel Objects plugin. PrusaSlicer 2.6+ needs Label objects = Firmware-specific; Cura has no option (Moonraker enable_object_processing)',
    find: (line) => first(/which means enabling its \*\*"label objects"\*\* option|^3\. Enable "label objects" in your slicer\.|In \*\*Orca Slicer\*\* and \*\*PrusaSlicer\*\*, enable the \*\*Label objects\*\* option/, line),
  },
  {
    id: 'deep-p3-marlin-input-shaping-version',
    scope: 'all',
    why: 'Marlin input shaping (M593) was first released in Marlin 2.1.2 (18 December 2022, "Marlin 2.1.2 introduces Input Shaping"); 2.1.0 and 2.1.1 do not have it, and in October 2022 it was at most in the bugfix-2.1.x development branch',
    find: (line) =>
      first(/Marlin 2\.1 added input shaping|Yes, in Marlin 2\.1 \(`M593`\)|\*\*Marlin 2\.1 and later\*\*|^### Marlin 2\.1\+\s*$|\*\*Marlin 2\.1(?:\*\*|:\*\*),? (?:where it is set with|`M593)|`M593` \(Marlin 2\.1\)|Marlin 2\.1 has equivalents \(input shaping/, line),
  },
  {
    id: 'deep-p3-klipper-vendors-date',
    scope: 'all',
    why: 'the Creality K1 and Elegoo Neptune 4 launched in 2023 and the Sovol SV08 in 2024, after an October 2022 post',
    find: inBatch(beforeFeature(/the Creality K1, the Elegoo Neptune 4, the Sovol SV08/, '2023-04-01', /later than this post/)),
  },
  {
    id: 'deep-p3-k1-date',
    scope: 'all',
    why: 'the Creality K1 was launched in April 2023, after a March 2023 post',
    find: inBatch(beforeFeature(/Creality K1\b/, '2023-04-01', /after this post|later than this post/)),
  },
  {
    id: 'deep-p3-klipper-tunnel-menu',
    scope: 'all',
    why: 'in the web app "Klipper Tunnel" is the item of the ⋮ menu on the printer card (frontend PrinterCard.vue:28-33, "{agentDisplayName} Tunnel", the same in May 2023); the printer page labels its tunnel icon "OctoPrint Tunnel" for every agent (PrinterControlPage.vue:21-30)',
    find: (line, context) =>
      /⋮/.test(context) ? null : first(/go to your printer's menu in the Obico app and choose \*\*Klipper Tunnel\*\*|^2\. Select your printer and open its menu\.$/, line),
  },
  {
    id: 'deep-p3-octoprint-nozzle-camera-control',
    scope: 'all',
    why: 'the Obico plugin marks a nozzle camera with a "Nozzle Camera" selector ("I do not have a nozzle camera" or a webcam), not an on/off option (OctoPrint-Obico obico_settings.jinja2:231-239, since 8f9f41e of 2024-06-02)',
    find: (line) => first(/enable the nozzle camera option in the Obico plugin settings/, line),
  },
  {
    id: 'deep-p3-primary-webcam-first-section',
    scope: 'all',
    why: 'moonraker-obico makes the first [webcam ...] section the primary camera whatever is_nozzle_camera says (config.py:281-284); OctoPrint picks it with the Primary Webcam selector (obico_settings.jinja2:152-158)',
    find: (line) => first(/mark only the nozzle camera as a nozzle camera, so the main one stays primary/, line),
  },
  {
    id: 'deep-p3-notification-events-date',
    scope: 'all',
    why: 'in 2023 start, pause and resume shared one switch, notify_on_other_print_events ("When other event happens", obico-server dba91f14 notification-settings.js:28-33); separate switches came with 98ca2e58 (2024-01-12)',
    find: inBatch(beforeFeature(/\*\*started\*\*, \*\*paused\*\*, \*\*resumed\*\*/, '2024-01-12', /January 2024/)),
  },
  {
    id: 'deep-p3-m600-firmware-support',
    scope: 'all',
    why: 'M600 pauses only where the firmware has it: Marlin with ADVANCED_PAUSE_FEATURE, Klipper only through a user M600 macro (Klipper has no built-in M600)',
    find: (line) =>
      /firmware support/.test(line) ? null : first(/When the printer reaches it, it pauses, parks the head and waits for you to swap the filament\./, line),
  },
  {
    id: 'deep-p3-creality-cfs-date',
    scope: 'all',
    why: "Creality's CFS launched with the K2 Plus in the second half of 2024, after a May 2024 post",
    find: inBatch(beforeFeature(/\*\*Creality CFS\*\*/, '2024-08-01', /later in 2024/)),
  },
  {
    id: 'deep-p3-octoprint-acl-optional',
    scope: 'all',
    why: 'access control has been mandatory since OctoPrint 1.5.0 (2020-11-30; OctoPrint c0c6dd7c7 "Make access control mandatory", corewizard_acl_wizard.jinja2 "which is now mandatory"): the wizard creates the admin account and there is no switch to disable it',
    find: (line) => first(/It is enabled during the setup wizard, and it should stay enabled|disabled access control/, line),
  },
  {
    id: 'deep-p3-driver-vents',
    scope: 'all',
    why: 'safety: the electronics case holds the mains power supply; a reader must not reach into it while the printer is powered',
    find: (line) => first(/feel the driver area\*\* through the case vents/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['blog/2023-03-01-some-klipper-post.mdx', 'To open it, go to your printer\'s menu in the Obico app and choose **Klipper Tunnel**.', 'deep-p3-klipper-tunnel-date'],
    ['blog/2023-01-11-some-ui-post.mdx', "Obico's **Klipper tunnel works with either UI**. It opens whichever interface is served on the host.", 'deep-p3-klipper-tunnel-date'],
    ['blog/2023-03-01-some-klipper-post.mdx', 'dest_port = 80', 'deep-p3-tunnel-dest-keys-date'],
    ['blog/2023-01-11-some-ui-post.mdx', 'If your UI is on a different port, set `dest_port` in the `[tunnel]` section of `moonraker-obico.cfg`.', 'deep-p3-tunnel-dest-keys-date'],
    [
      'blog/2023-01-11-some-ui-post.mdx',
      'Those names matter if you use Obico. Obico for Klipper reads the webcam list from Moonraker and matches it to the `[webcam ...]` sections in `moonraker-obico.cfg` **by name**, case-sensitively.',
      'deep-p3-named-webcam-date',
    ],
    [
      'blog/kingroon-klipper-remote-access-and-ai.mdx',
      "| Path to `moonraker.conf` | The folder where this printer's image really keeps its Moonraker configuration |",
      'deep-p3-installer-prompt-label',
    ],
    [
      'blog/2023-03-22-some-farm-post.mdx',
      'On the AI Premium plan, the first printer costs $6.99 a month on the annual plan ($8.99 paying monthly) and each additional printer adds $2 a month, so a five-printer farm on the annual plan comes to $6.99 + 4 × $2 = $14.99 a month.',
      'deep-p3-farm-price-date',
    ],
    ['blog/2023-07-05-some-camera-post.mdx', 'The Obico plugin for OctoPrint detects the cameras configured in Multi-Cam.', 'deep-p3-octoprint-multicam-date'],
    ['blog/octoprint-safe-mode-troubleshooting.mdx', '2. Choose **Restart in safe mode**.', 'deep-p3-octoprint-safe-mode-label'],
    [
      'blog/octoprint-safe-mode-troubleshooting.mdx',
      'When you need to ask for help, include a **systeminfo bundle**. OctoPrint can generate it from the System menu or the logging settings.',
      'deep-p3-systeminfo-bundle-location',
    ],
    ['blog/2023-09-13-some-orca-post.mdx', '- **Obico**', 'deep-p3-orca-obico-host-date'],
    ['blog/2024-01-10-some-orca-post.mdx', 'Orca also integrates with Obico; see [Send Prints from Orca Slicer Straight to Obico](/blog/orca-slicer-obico-integration/).', 'deep-p3-orca-obico-host-date'],
    ['blog/kamp-adaptive-mesh-klipper.mdx', 'Recent Klipper versions include adaptive meshing directly. You call the mesh command with the adaptive option:', 'deep-p3-klipper-adaptive-mesh-date'],
    [
      'blog/kamp-adaptive-mesh-klipper.mdx',
      'KAMP is installed as a set of macros in your Klipper configuration. It became very popular before adaptive meshing was available in Klipper itself.',
      'deep-p3-klipper-adaptive-mesh-date',
    ],
    [
      'blog/kamp-adaptive-mesh-klipper.mdx',
      'The object positions come from your G-code. Your slicer must write them, which means enabling its **"label objects"** option.',
      'deep-p3-orca-exclude-objects',
    ],
    ['blog/kamp-adaptive-mesh-klipper.mdx', '3. Enable "label objects" in your slicer.', 'deep-p3-orca-exclude-objects'],
    ['blog/klipper-vs-marlin.mdx', 'Marlin has not stood still. Marlin 2.1 added input shaping, configurable with `M593`, and it also supports linear advance.', 'deep-p3-marlin-input-shaping-version'],
    ['blog/ghosting-ringing-fix.mdx', '- **Marlin 2.1**, where it is set with the `M593` command.', 'deep-p3-marlin-input-shaping-version'],
    ['blog/ghosting-ringing-fix.mdx', '- **Marlin 2.1:** `M593 X F50` and `M593 Y F38`, then `M500` to save (the firmware must be built with input shaping enabled).', 'deep-p3-marlin-input-shaping-version'],
    ['blog/ghosting-ringing-fix.mdx', '| Input shaping | `M593` (Marlin 2.1) | `[input_shaper]` | – |', 'deep-p3-marlin-input-shaping-version'],
    ['blog/high-speed-printing-guide.mdx', '**Klipper** has both, and is the firmware most high-speed printers use. Marlin 2.1 has equivalents (input shaping and linear advance), so Marlin machines can benefit too.', 'deep-p3-marlin-input-shaping-version'],
    ['blog/exclude-object-klipper.mdx', 'The slicer has to mark where each object starts and ends in the G-code. In **Orca Slicer** and **PrusaSlicer**, enable the **Label objects** option in the print settings (it is often in the output or G-code section). Some slicers enable it by default; check that it is on.', 'deep-p3-orca-exclude-objects'],
    ['blog/klipper-vs-marlin.mdx', '| Input shaping | Yes, in Marlin 2.1 (`M593`) | Yes |', 'deep-p3-marlin-input-shaping-version'],
    ['blog/orca-slicer-input-shaping-calibration.mdx', '- **Marlin 2.1 and later**, which supports input shaping through the `M593` command.', 'deep-p3-marlin-input-shaping-version'],
    ['blog/orca-slicer-input-shaping-calibration.mdx', '### Marlin 2.1+', 'deep-p3-marlin-input-shaping-version'],
    [
      'blog/2022-10-26-some-firmware-post.mdx',
      "A clear trend is manufacturers shipping Klipper out of the box. Examples include the Creality K1, the Elegoo Neptune 4, the Sovol SV08 and Qidi's printers.",
      'deep-p3-klipper-vendors-date',
    ],
    ['blog/2023-03-01-some-klipper-post.mdx', 'Change them only if your UI lives elsewhere, such as Fluidd on port 4408 on a Creality K1.', 'deep-p3-k1-date'],
    ['blog/mainsail-remote-access.mdx', '2. Select your printer and open its menu.', 'deep-p3-klipper-tunnel-menu'],
    ['blog/klipper-remote-access-guide.mdx', "To open it, go to your printer's menu in the Obico app and choose **Klipper Tunnel**.", 'deep-p3-klipper-tunnel-menu'],
    ['blog/nozzle-camera-buying-guide.mdx', '- **OctoPrint:** enable the nozzle camera option in the Obico plugin settings.', 'deep-p3-octoprint-nozzle-camera-control'],
    [
      'blog/nozzle-camera-buying-guide.mdx',
      '- Give each camera its own name in the webcam configuration, and mark only the nozzle camera as a nozzle camera, so the main one stays primary for failure detection.',
      'deep-p3-primary-webcam-first-section',
    ],
    [
      'blog/2023-11-01-some-notification-post.mdx',
      'You can be told about **failure alerts**, **print done**, **cancelled**, **needs attention** (such as a filament change or runout), **started**, **paused**, **resumed** and **heater status**.',
      'deep-p3-notification-events-date',
    ],
    [
      'blog/multicolor-printing-options.mdx',
      'The slicer inserts an `M600` command (filament change) at that layer. When the printer reaches it, it pauses, parks the head and waits for you to swap the filament.',
      'deep-p3-m600-firmware-support',
    ],
    ['blog/2024-05-29-some-color-post.mdx', '- **Creality CFS**', 'deep-p3-creality-cfs-date'],
    [
      'blog/octoprint-security-best-practices.mdx',
      "OctoPrint's **access control** requires users to log in before doing anything. It is enabled during the setup wizard, and it should stay enabled, even if your printer is only on your home network.",
      'deep-p3-octoprint-acl-optional',
    ],
    [
      'blog/octoprint-remote-access-2024.mdx',
      '- **Security:** Poor. Automated scanners look for exposed OctoPrint instances all the time, and a weak password, a vulnerable plugin or disabled access control can hand a stranger control of your printer\'s heaters.',
      'deep-p3-octoprint-acl-optional',
    ],
    [
      'blog/layer-shift-troubleshooting.mdx',
      '- **During a long print, feel the driver area** through the case vents, or the heat sinks if they are reachable without touching live parts.',
      'deep-p3-driver-vents',
    ],
  ],
  right: [
    [
      'blog/2023-03-01-some-klipper-post.mdx',
      'When this post went up, the Klipper tunnel was still being built: it reached users a few weeks later, with Obico for Klipper 1.3.0 on 27 March 2023.',
    ],
    [
      'blog/2023-01-11-some-ui-post.mdx',
      "Obico's **Klipper tunnel works with either UI** (it arrived with Obico for Klipper 1.3.0 in March 2023, two months after this post).",
    ],
    ['blog/2023-05-03-some-mainsail-post.mdx', '3. Choose **Klipper Tunnel**.'],
    ['blog/2023-05-03-some-mainsail-post.mdx', 'dest_port = 4409'],
    [
      'blog/mainsail-vs-fluidd.mdx',
      'Those names matter if you use Obico today. Obico for Klipper reads the webcam list from Moonraker and matches it to the `[webcam ...]` sections in `moonraker-obico.cfg` **by name**, case-sensitively. (Named sections arrived with Obico for Klipper 1.6.4 in May 2024; when this post was written, the file had one `[webcam]` section and the agent used the first webcam Moonraker listed.)',
    ],
    ['blog/kingroon-klipper-remote-access-and-ai.mdx', "| Moonraker config file | The path where this printer's image really keeps its `moonraker.conf` |"],
    [
      'blog/octoprint-multiple-printers.mdx',
      'When this post was written, the paid plan was called Pro: the first printer cost $4 a month on the annual plan ($6 paying monthly) and each additional printer added $2 a month, so a five-printer farm on the annual plan came to $4 + 4 × $2 = $12 a month. Prices have risen since: on today\'s AI Premium plan the first printer costs $6.99 a month on the annual plan ($8.99 paying monthly), each additional printer still adds $2 a month, and the same farm comes to $6.99 + 4 × $2 = $14.99 a month.',
    ],
    [
      'blog/octoprint-camera-streamer-setup.mdx',
      "When this post was written, the Obico plugin for OctoPrint streamed a single webcam, OctoPrint's classic one. It learned to read the cameras configured in MultiCam in version 2.4.14 (June 2024), and the steps below are today's.",
    ],
    ['blog/octoprint-safe-mode-troubleshooting.mdx', '2. Choose **Restart OctoPrint in safe mode** and confirm.'],
    [
      'blog/octoprint-safe-mode-troubleshooting.mdx',
      "Download it with **Download Systeminfo Bundle** in the **System Information** tab of OctoPrint's About dialog: open **Settings** and click **System info** at the bottom of the dialog.",
    ],
    ['blog/orca-slicer-beginners-guide.mdx', '- **Obico** (added in Orca Slicer 2.0.0 in 2024, after this post was written)'],
    ['blog/orca-slicer-vs-bambu-studio.mdx', 'Orca has also integrated with Obico since version 2.0.0, released after this post; see [Send Prints from Orca Slicer Straight to Obico](/blog/orca-slicer-obico-integration/).'],
    ['blog/kamp-adaptive-mesh-klipper.mdx', 'Klipper gained adaptive meshing of its own in January 2024, a few months after this post was first published. You call the mesh command with the adaptive option:'],
    ['blog/kamp-adaptive-mesh-klipper.mdx', '3. Make your slicer write the object definitions (Orca Slicer: **Exclude objects**).'],
    ['blog/klipper-vs-marlin.mdx', '| Input shaping | Yes, since Marlin 2.1.2 (`M593`) | Yes |'],
    ['blog/orca-slicer-input-shaping-calibration.mdx', '### Marlin 2.1.2+'],
    ['blog/ghosting-ringing-fix.mdx', '| Input shaping | `M593` (Marlin 2.1.2+) | `[input_shaper]` | – |'],
    ['blog/high-speed-printing-guide.mdx', '**Klipper** has both, and is the firmware most high-speed printers use. Marlin has equivalents (linear advance, and input shaping since 2.1.2), so Marlin machines can benefit too.'],
    [
      'blog/klipper-vs-marlin.mdx',
      "Examples include the Creality K1, the Elegoo Neptune 4, the Sovol SV08 and Qidi's printers (all of them later than this post: the K1, the Neptune 4 and Qidi's Klipper-based X-3 series came out in 2023, the SV08 in 2024).",
    ],
    ['blog/klipper-remote-access-guide.mdx', 'Change them only if your UI lives elsewhere, such as Fluidd on port 4408 on a Creality K1 (a printer that came out a few weeks after this post).'],
    ['blog/klipper-remote-access-guide.mdx', "To open it, open the **⋮** menu on your printer's card on the Printers page of the Obico app and choose **Klipper Tunnel**."],
    ['blog/nozzle-camera-buying-guide.mdx', '- **OctoPrint:** pick the camera in the **Nozzle Camera** selector of the Obico plugin settings.'],
    [
      'blog/obico-notifications-channels.mdx',
      'You can be told about **failure alerts**, **print done**, **cancelled**, **needs attention** (such as a filament change or runout, reported by the OctoPrint plugin only; Obico for Klipper reports such a stop as a pause), **started**, **paused**, **resumed** and **heater status**. (When this post was written, started, paused and resumed shared one switch, "When other event happens"; they became separate switches in January 2024.)',
    ],
    ['blog/multicolor-printing-options.mdx', '- **Creality CFS** (launched with the K2 Plus later in 2024, after this post)'],
    [
      'blog/octoprint-security-best-practices.mdx',
      "OctoPrint's **access control** requires users to log in before doing anything. Since OctoPrint 1.5.0 (November 2020) it is mandatory: the setup wizard has you create the first administrator account, and there is no switch to turn it off.",
    ],
    [
      'blog/layer-shift-troubleshooting.mdx',
      '- **During a long print, feel the outside of the electronics case** near the drivers, without reaching inside it while the printer is powered.',
    ],
  ],
};
