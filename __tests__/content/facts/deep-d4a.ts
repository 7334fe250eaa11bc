/**
 * Product-fact rules from the deep fact pass over batch d4a (First Layer AI pages, OrcaSlicer pages, G-code thumbnails,
 * filament-change notifications with OctoPrint), November 2026. Each rule names a claim that a page made and that the
 * code (or the third-party product) shows is wrong. The log is docs/audit/deep-d4a-2026-11-26.md.
 * M = moonraker-obico df0005c, O = OctoPrint-Obico b8aa6ba, S = obico-server 49c0bc7.
 */
import { first, type Cases, type Rule } from './types';

const SLICER = 'docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only.mdx';
const INSTALL = 'docs/user-guides/first_layer_ai/nozzle-camera-printer-installation.mdx';
const OCTO_NOZZLE = 'docs/user-guides/first_layer_ai/nozzle-camera-configuration-octoprint.mdx';
const FILAMENT = 'docs/user-guides/filament-change-notifications-with-octoprint.mdx';
const GENERAL32 = 'docs/user-guides/filament-change-notifications-with-octoprint-general-32bit.mdx';
const THUMBS = 'docs/user-guides/enable-gcode-thumbnails.mdx';
const ORCA_SELF = 'docs/server-guides/advanced/orcaslicer_self_hosted_connection.mdx';

export const rules: Rule[] = [
  {
    id: 'deep-d4a-layer-scan-height-is-a-lift',
    scope: 'all',
    why:
      'the scan height is a relative lift, not an absolute Z: the macro switches to relative moves and raises Z by first_layer_scan_zhop (default 4) from where the first layer ended (M include_cfgs/moonraker_obico_macros.cfg:15, 63-64), then lowers it by the same amount on resume (:104-105)',
    find: (line) =>
      first(/Scan Height \| Z = 4\s?mm|\(default Z = 4\s?mm\)|Move Z to 4\s?mm and center the print head/i, line),
  },
  {
    id: 'deep-d4a-layer-scan-outline',
    scope: 'all',
    why:
      'the macro gets only MINX/MINY/MAXX/MAXY (the bounding box of the first layer) and sweeps that rectangle in Y steps of first_layer_scan_stepover = 10 mm (M include_cfgs/moonraker_obico_macros.cfg:13, 31-38, 80-82); it does not follow the outline of the print',
    find: (line) => first(/outline of the first layer, so the scan covers exactly the area you printed/i, line),
  },
  {
    id: 'deep-d4a-layer-scan-retract-default',
    scope: 'all',
    why:
      'the retraction default is 6 mm in the macro (M include_cfgs/moonraker_obico_macros.cfg:8) and in the agent when the server sends no value (M moonraker_obico/nozzlecam.py:104); 6.5 mm is what the macro pushes back on resume (retract + 0.5, cfg:107-110)',
    find: (line) => first(/Retraction Value \| 6\.5\s?mm|\(default 6\.5\s?mm\)/i, line),
  },
  {
    id: 'deep-d4a-fluidd-configuration-not-machine',
    scope: 'all',
    why:
      'Fluidd opens config files such as crowsnest.conf from its "Configuration" page; "Machine" is the Mainsail name (the Klipper setup page of this batch, nozzle-camera-configuration.mdx, already says so)',
    find: (line) => first(/"Machine" page in Mainsail or Fluidd/i, line),
  },
  {
    id: 'deep-d4a-octopi-classic-camera-stack',
    scope: 'all',
    why:
      '/boot/octopi.txt and the webcamd service belong to the classic mjpg-streamer stack of OctoPi; images with the new camera stack (camera-streamer) have no webcamd and keep USB camera settings in /boot/camera-streamer/*.conf (OctoPrint pi_support checks /etc/systemd/system/camera-streamer-usb@.service to tell them apart)',
    find: (line) => first(/^OctoPi streams at 640x480 by default\./, line),
  },
  {
    id: 'deep-d4a-nozzle-camera-dropdown-choices',
    scope: 'all',
    why:
      'the Nozzle Camera dropdown lists only the webcams chosen as Primary or Secondary Webcam (nozzleCameraChoices maps settings.plugins.obico.webcams, O octoprint_obico/static/js/ObicoSettings.js:98-108), so a camera set up in OctoPrint can still be missing from it',
    find: (line) => first(/If a camera is missing from the dropdowns:\*\* it is not set up in OctoPrint yet/i, line),
  },
  {
    id: 'deep-d4a-m600-terminal-test-skips-firmware',
    scope: 'all',
    why:
      'an M600 that OctoPrint sends is caught by the plugin\'s gcode.queuing hook (O octoprint_obico/gcode_hooks.py:21-22) and by OctoPrint\'s FilamentChange event (O __init__.py:190-191), which post the notification themselves (__init__.py:481-487), so that test passes without HOST_ACTION_COMMANDS; the printer-side cue is a received line with "m600", "paused for user" or "// action:paused" (gcode_hooks.py:42-43), and notifications are throttled to one per 10 minutes (spam_tolerance_seconds=60*10, __init__.py:487)',
    find: (line, _context, file) =>
      file.endsWith(FILAMENT.slice(5))
        ? first(
            /sending `M600` from OctoPrint's terminal, or by pulling the filament out|no notification arrives:\*\* the firmware probably lacks `HOST_ACTION_COMMANDS`/i,
            line,
          )
        : null,
  },
  {
    id: 'deep-d4a-web-notification-channel-page',
    scope: 'docs',
    why:
      'in the web app the "When printer needs attention" switch (notify_on_filament_change, S frontend/src/config/user-preferences/notification-settings.js:24-29) sits on each channel\'s page under Notifications in Preferences (NotificationChannelTemplate.vue); the Notifications page itself only has "Enable notifications" (GeneralNotifications.vue:20, 33); the mobile app shows the same pages, with a "Push Notification" channel (S frontend/src/config/user-preferences/sections.js:50-57)',
    find: (line, _context, file) =>
      file.endsWith(FILAMENT.slice(5))
        ? first(/^\d\. (Open|Tap) \*\*Preferences\*\* > \*\*Notifications\*\*\.$|^\d\. Choose the channels you want it on, such as push notifications and email\./, line)
        : null,
  },
  {
    id: 'deep-d4a-prusaslicer-thumbnails-field',
    scope: 'all',
    why:
      'PrusaSlicer has one "G-code thumbnails" text field (Printer Settings > General > Firmware, Expert mode) that takes a list of sizes such as "32x32, 400x300" (2.6 and newer: "32x32/PNG, 400x300/PNG"); it has no "Small" and "Big" fields',
    find: (line, _context, file) =>
      file.endsWith(THUMBS.slice(5)) ? first(/^\s*- (Small|Big): \*\*\d+x\d+\*\*|Find the \*\*Thumbnails\*\* setting/, line) : null,
  },
  {
    id: 'deep-d4a-thumbnails-orcaslicer-uploads',
    scope: 'all',
    why:
      'thumbnails are extracted by the G-code upload endpoint (set_metadata, S backend/api/viewsets.py:682-693), which OrcaSlicer\'s Obico host also uses (POST api/v1/g_code_files/ in OrcaSlicer src/slic3r/Utils/Obico.cpp), so files sent from OrcaSlicer get thumbnails too, not only files uploaded in the app',
    find: (line) => first(/thumbnails only for G-code files uploaded directly to the Obico app/i, line),
  },
  {
    id: 'deep-d4a-orca-hostname-needs-https-scheme',
    scope: 'all',
    why:
      'OrcaSlicer prefixes a Hostname typed without a scheme with "http://" (Obico::make_url in OrcaSlicer src/slic3r/Utils/Obico.cpp), so an HTTPS server must be entered with "https://"; a bare "HTTPS host name" is reached over plain HTTP',
    find: (line) => first(/If the server is behind a reverse proxy with TLS, use the HTTPS host name\./i, line),
  },
  {
    id: 'deep-d4a-marlin-firmware-bin-name',
    scope: 'all',
    why:
      'Marlin names the build output firmware.bin only for environments that do not rename it; the Creality environments (including STM32F103RET6_creality, the example on the same page) set board_build.rename to firmware-{date}-{time}.bin',
    find: (line, _context, file) =>
      file.endsWith(GENERAL32.slice(5)) ? first(/^\.pio\/build\/YOUR_BOARD_ENVIRONMENT\/firmware\.bin$/, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [SLICER, '| Scan Height | Z = 4mm | Nozzle height during the scan, for camera focus |', 'deep-d4a-layer-scan-height-is-a-lift'],
    [
      SLICER,
      'The height of the nozzle (default Z = 4mm) while the camera scans. Nozzle cameras usually have a fixed focus, so this height decides how sharp the scan is. To find the best value for your camera:',
      'deep-d4a-layer-scan-height-is-a-lift',
    ],
    [SLICER, '3. Move Z to 4mm and center the print head over the box.', 'deep-d4a-layer-scan-height-is-a-lift'],
    [
      SLICER,
      'It tells the macro which layer is about to start and the outline of the first layer, so the scan covers exactly the area you printed.',
      'deep-d4a-layer-scan-outline',
    ],
    [SLICER, '| Retraction Value | 6.5mm | Filament retracted when the first layer ends, to stop ooze during the scan |', 'deep-d4a-layer-scan-retract-default'],
    [
      SLICER,
      'When the first layer ends and the print pauses for the scan, the filament is retracted by this amount (default 6.5mm) so it does not ooze onto the print. Increase it if filament leaks out during the scan.',
      'deep-d4a-layer-scan-retract-default',
    ],
    [
      INSTALL,
      'Set the nozzle camera\'s resolution in your camera service, for example in `crowsnest.conf`, which you can open from the "Machine" page in Mainsail or Fluidd. Use 4096x3840 or the highest resolution your setup supports.',
      'deep-d4a-fluidd-configuration-not-machine',
    ],
    [INSTALL, 'OctoPi streams at 640x480 by default. For a nozzle camera, 1280x720 shows much more detail.', 'deep-d4a-octopi-classic-camera-stack'],
    [
      OCTO_NOZZLE,
      '**If a camera is missing from the dropdowns:** it is not set up in OctoPrint yet. Check that it shows a picture in OctoPrint, and in the Multi-Cam plugin if you use two cameras, then reopen the Obico settings.',
      'deep-d4a-nozzle-camera-dropdown-choices',
    ],
    [
      FILAMENT,
      "2. Trigger a filament change, for example by sending `M600` from OctoPrint's terminal, or by pulling the filament out of the runout sensor.",
      'deep-d4a-m600-terminal-test-skips-firmware',
    ],
    [
      FILAMENT,
      '**If the printer pauses but no notification arrives:** the firmware probably lacks `HOST_ACTION_COMMANDS`. Follow the firmware guide for your printer above. If the printer does not pause at all on `M600`, M600 is not enabled in the firmware either.',
      'deep-d4a-m600-terminal-test-skips-firmware',
    ],
    [FILAMENT, '2. Open **Preferences** > **Notifications**.', 'deep-d4a-web-notification-channel-page'],
    [FILAMENT, '3. Tap **Preferences** > **Notifications**.', 'deep-d4a-web-notification-channel-page'],
    [FILAMENT, '5. Choose the channels you want it on, such as push notifications and email.', 'deep-d4a-web-notification-channel-page'],
    [THUMBS, '   - Small: **32x32**', 'deep-d4a-prusaslicer-thumbnails-field'],
    [THUMBS, '3. Find the **Thumbnails** setting and enter two sizes:', 'deep-d4a-prusaslicer-thumbnails-field'],
    [
      THUMBS,
      'Obico shows thumbnails only for G-code files uploaded directly to the Obico app. When you browse the files stored on OctoPrint or Klipper from the Obico app, no thumbnails appear, even if the files contain them.',
      'deep-d4a-thumbnails-orcaslicer-uploads',
    ],
    [
      ORCA_SELF,
      '   - **Hostname:** your server\'s address, such as `obico.your.domain` or `192.168.1.20:3334`. If the server is behind a reverse proxy with TLS, use the HTTPS host name.',
      'deep-d4a-orca-hostname-needs-https-scheme',
    ],
    [GENERAL32, '.pio/build/YOUR_BOARD_ENVIRONMENT/firmware.bin', 'deep-d4a-marlin-firmware-bin-name'],
  ],
  right: [
    [SLICER, '| **Scan at height** | 4mm | How far the nozzle is lifted above the first layer for the scan, for camera focus |'],
    [SLICER, '3. Move Z to 4.2mm (the 0.2mm box plus the default 4mm lift) and center the print head over the box.'],
    [
      SLICER,
      'It tells the macro which layer is about to start and the smallest and largest X and Y of the first layer. The scan covers that rectangle, moving across it in rows 10mm apart, so it takes in everything you printed on the first layer.',
    ],
    [SLICER, '| **Retract before scan** | 6mm | Filament retracted when the first layer ends, to stop ooze during the scan |'],
    [
      INSTALL,
      'Set the nozzle camera\'s resolution in your camera service, for example in `crowsnest.conf`, which you can open from the "Machine" page in Mainsail or the "Configuration" page in Fluidd. Use the highest resolution the camera offers, its 4K mode, or the highest your setup supports. The Sony IMX258 sensor has 13 megapixels (4208x3120), so a 4096x3840 mode, which an earlier version of this guide gave, does not exist.',
    ],
    [
      INSTALL,
      'OctoPi images that use the classic webcam stack (mjpg-streamer, run by the `webcamd` service) stream at 640x480 by default. For a nozzle camera, 1280x720 shows much more detail. The steps below are for that stack.',
    ],
    [
      OCTO_NOZZLE,
      '**If the camera is missing from the Nozzle Camera dropdown:** that dropdown only offers the cameras chosen as Primary or Secondary Webcam. Choose the nozzle camera in one of those first.',
    ],
    [
      FILAMENT,
      "**Test the Obico notification only:** send `M600` from OctoPrint's terminal during a print. The Obico plugin sees OctoPrint send the command and notifies you itself, so this test works even without `HOST_ACTION_COMMANDS`; it does not prove that the runout sensor can reach OctoPrint. If the printer does not pause at all on `M600`, M600 is not enabled in the firmware.",
    ],
    [FILAMENT, '2. Open **Preferences**. Under **Notifications**, open the channel you want, such as **Email**.'],
    [FILAMENT, '3. Tap **Preferences**, then, under **Notifications**, the channel you want, such as **Push Notification** or **Email**.'],
    [THUMBS, '   - PrusaSlicer 2.6 and newer, which put the image format next to each size: `32x32/PNG, 400x300/PNG`'],
    [
      THUMBS,
      'Obico shows thumbnails only for G-code files uploaded to your Obico account: in the Obico app, or sent from OrcaSlicer through Obico. When you browse the files stored on OctoPrint or Klipper from the Obico app, no thumbnails appear, even if the files contain them.',
    ],
    [
      ORCA_SELF,
      '   - **Hostname:** your server\'s address, such as `192.168.1.20:3334`. OrcaSlicer adds `http://` to an address typed without a scheme, so if the server is behind a reverse proxy with TLS, type the full address with `https://` in front, such as `https://obico.your.domain`.',
    ],
    [GENERAL32, '.pio/build/YOUR_BOARD_ENVIRONMENT/'],
  ],
};
