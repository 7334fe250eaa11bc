/**
 * Product-fact rules from the deep pass q1 (First Layer AI pages: Nozzle Ninja, nozzle camera configuration and
 * installation, slicer configuration for the layer scan, Mintion mount design), 26 November 2026. Each rule names a
 * claim one of these pages made and that the code (or the third-party source named in `why`) shows is wrong. The log
 * is docs/audit/deep-q1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

const OLD_SCAN_LABELS = '(?:Enable/Disable scanning|Retraction Value|Scan Height|Cooldown temperature)';

export const rules: Rule[] = [
  {
    id: 'deep-q1-layer-scan-option-labels',
    scope: 'all',
    why: "The web app's layer-scan options are labelled \"Enable post first layer scan\", \"Scan at height\", \"Cooldown extruder\", \"Retract before scan\" and \"Retraction speed\" (obico-server frontend/src/i18n/locales/ent_en.json:210-220, section \"Post first layer scan\"); no catalogue has \"Enable/Disable scanning\", \"Retraction Value\", \"Scan Height\" or \"Cooldown temperature\" as a label. The old names came from the original docs",
    find: (line) =>
      first(new RegExp(`^\\|\\s*${OLD_SCAN_LABELS}\\s*\\||^#{2,4}\\s+${OLD_SCAN_LABELS}\\s*$`), line),
  },
  {
    id: 'deep-q1-3do-4096x3840',
    scope: 'all',
    why: 'The 3DO nozzle camera has a 13 MP Sony IMX258 sensor (4208x3120 pixels, the spec table on the same page); a 4096x3840 picture would be 15.7 MP, taller than the sensor. Its 4K mode is the highest resolution it offers',
    find: (line) => first(/\bUse 4096x3840\b/, line),
  },
  {
    id: 'deep-q1-octopi-camera-auto-line',
    scope: 'all',
    why: 'OctoPi removed the commented-out `#camera="auto"` line from /boot/octopi.txt in guysoft/OctoPi e3db25e (2023-02-21, "Remove raspicam references from octopi.txt"), also applied to the OctoPi-UpToDate images; webcamd still reads `camera=` when it is set (src/modules/octopi/filesystem/home/root/bin/webcamd:51). Telling readers to find that line fails on images from 2023 on',
    find: (line) => first(/\bFind the line `#camera="auto"`/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only.mdx',
      '| Retraction Value | 6mm | Filament retracted when the first layer ends, to stop ooze during the scan |',
      'deep-q1-layer-scan-option-labels',
    ],
    [
      'docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only.mdx',
      '### Cooldown temperature',
      'deep-q1-layer-scan-option-labels',
    ],
    [
      'docs/user-guides/first_layer_ai/nozzle-camera-printer-installation.mdx',
      'Set the nozzle camera\'s resolution in your camera service, for example in `crowsnest.conf`, which you can open from the "Machine" page in Mainsail or the "Configuration" page in Fluidd. Use 4096x3840 or the highest resolution your setup supports.',
      'deep-q1-3do-4096x3840',
    ],
    [
      'docs/user-guides/first_layer_ai/nozzle-camera-printer-installation.mdx',
      '2. Find the line `#camera="auto"` and change it to:',
      'deep-q1-octopi-camera-auto-line',
    ],
  ],
  right: [
    [
      'docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only.mdx',
      '| **Retract before scan** | 6mm | Filament retracted when the first layer ends, to stop ooze during the scan |',
    ],
    ['docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only.mdx', '### Cooldown extruder'],
    [
      'docs/user-guides/first_layer_ai/nozzle-camera-printer-installation.mdx',
      'Set the nozzle camera\'s resolution in your camera service, for example in `crowsnest.conf`, which you can open from the "Machine" page in Mainsail or the "Configuration" page in Fluidd. Use the highest resolution the camera offers, its 4K mode, or the highest your setup supports. The Sony IMX258 sensor has 13 megapixels (4208x3120), so a 4096x3840 mode, which an earlier version of this guide gave, does not exist.',
    ],
    [
      'docs/user-guides/first_layer_ai/nozzle-camera-printer-installation.mdx',
      '2. Set the camera type to USB. Older images have a commented-out line `#camera="auto"`: change it as below. Images built from 2023 on no longer have that line, so add it yourself, anywhere in the file:',
    ],
  ],
};
