/**
 * Product-fact rules from the sixth seeded sample, part C (seed 2026112628, places 11 to 15), November 2026.
 * Each rule names a claim that a sampled page made and that the product's code shows is wrong. The sample log is
 * docs/audit/sample6-part-c.md.
 */
import { first, type Cases, type Rule } from './types';

const PAGE = 'webcam-streaming-resolution-framerate-klipper';

export const rules: Rule[] = [
  {
    id: 'sample6c-klipper-resolution-mjpeg-not-scaled',
    scope: 'all',
    why: 'moonraker-obico df0005c moonraker_obico/webcam_stream.py: only h264_transcode (l.274-305, ffmpeg "-s {img_w}x{img_h}") and h264_device (l.260-269) use `resolution`; mjpeg_webrtc (l.361-398), the fallback when no H.264 encoder is found (l.189), sends the JPEGs of capture_jpeg() unchanged, so `resolution` in moonraker-obico.cfg cannot change an MJPEG stream',
    find: (line, _context, file) =>
      file.includes(PAGE)
        ? first(/Both can be changed in `moonraker-obico\.cfg`|Unless you set `resolution` in `moonraker-obico\.cfg`, Obico for Klipper streams/, line)
        : null,
  },
  {
    id: 'sample6c-klipper-camera-first-webcam-section',
    scope: 'all',
    why: 'moonraker-obico df0005c moonraker_obico/config.py:281-284 makes every [webcam*] section a webcam (the first is only the primary one) and webcam_stream.py:186-206 streams each of them; config.py:413-422 gives the default [webcam] section the first webcam Moonraker lists and a [webcam <name>] section the Moonraker webcam of the same name, so "the camera Obico uses" is not "the first [webcam ...] section"',
    find: (line, _context, file) =>
      file.includes(PAGE) ? first(/With several cameras, that is the first `\[webcam[^`]*\]` section/, line) : null,
  },
  {
    id: 'sample6c-klipper-slicer-flavour',
    scope: 'all',
    why: 'Klipper docs/Slicers.md:7-11 (Klipper3d/klipper 84104bbbd, 2026-08-07; the same at 96ea871b3, the last commit before the post of 2022-10-26): "Set the G-Code flavor to Marlin ... The default is frequently \"Marlin\" and that works well with Klipper"; switching to Klipper does not require a Klipper G-code flavour (Cura has none)',
    find: (line, _context, file) =>
      file.includes('klipper-vs-marlin') ? first(/Change the G-code flavou?r to Klipper/i, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/klipper-vs-marlin.mdx',
      '| Slicer | Change the G-code flavour to Klipper and update start and end G-code to call your macros |',
      'sample6c-klipper-slicer-flavour',
    ],
    [
      `docs/user-guides/${PAGE}.mdx`,
      'Obico for Klipper has no resolution slider or frame-rate menu of its own. By default it streams at the resolution your webcam software delivers, at a target of 25 FPS, and your plan can lower the frame rate. Both can be changed in `moonraker-obico.cfg`. This page explains where those numbers come from, how to change them, and why bigger is not always better on a Raspberry Pi.',
      'sample6c-klipper-resolution-mjpeg-not-scaled',
    ],
    [
      `docs/user-guides/${PAGE}.mdx`,
      'Unless you set `resolution` in `moonraker-obico.cfg`, Obico for Klipper streams at the same resolution as the webcam source configured in Mainsail or Fluidd, without scaling it. The usual way to change what you see in Obico is to change the source.',
      'sample6c-klipper-resolution-mjpeg-not-scaled',
    ],
    [
      `docs/user-guides/${PAGE}.mdx`,
      '**If nothing changes:** make sure you edited the file for the camera Obico uses. With several cameras, that is the first `[webcam ...]` section in `moonraker-obico.cfg`. Also check whether you set a fixed `resolution` in that file, which would override the detected value. See [Webcam Configuration](/docs/user-guides/moonraker-obico/webcam/).',
      'sample6c-klipper-camera-first-webcam-section',
    ],
  ],
  right: [
    [
      'blog/klipper-vs-marlin.mdx',
      "| Slicer | Keep the G-code flavour at Marlin, which Klipper's own guide recommends (a slicer's Klipper flavour, where it has one, also works), and update start and end G-code to call your macros |",
    ],
    [
      `docs/user-guides/${PAGE}.mdx`,
      'Obico for Klipper has no resolution slider or frame-rate menu of its own. By default it streams at the resolution your webcam software delivers, at a target of 25 FPS, and your plan can lower the frame rate. You can change the frame rate in `moonraker-obico.cfg`, and the resolution too when the stream is H.264; an MJPEG stream always keeps the source\'s resolution. This page explains where those numbers come from, how to change them, and why bigger is not always better on a Raspberry Pi.',
    ],
    [
      `docs/user-guides/${PAGE}.mdx`,
      'Obico for Klipper streams at the same resolution as the webcam source configured in Mainsail or Fluidd. Only an H.264 stream can be scaled, by setting `resolution` in `moonraker-obico.cfg`; an MJPEG stream passes the camera\'s images on unchanged. The usual way to change what you see in Obico is to change the source.',
    ],
    [
      `docs/user-guides/${PAGE}.mdx`,
      '**If nothing changes:** make sure you edited the file for the camera Obico uses. With only the default `[webcam]` section in `moonraker-obico.cfg`, that is the first webcam configured in Mainsail or Fluidd; each `[webcam <name>]` section streams the Mainsail or Fluidd webcam with the same name. Also check whether you set a fixed `resolution` in that file, which overrides the detected value of an H.264 stream. See [Webcam Configuration](/docs/user-guides/moonraker-obico/webcam/).',
    ],
    ['blog/remote-access-voron-trident.mdx', 'Names are case-sensitive. The first `[webcam ...]` section is the primary camera used for failure detection.'],
  ],
};
