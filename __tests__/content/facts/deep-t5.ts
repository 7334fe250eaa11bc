/**
 * Product-fact rules from the third pass over one kind of claim, versions and dates (November 2026). Each rule names
 * a date or version that a page gave for an Obico release and that the agents' tags show is wrong.
 * The log is docs/audit/deep-t5-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t5-rkmpp-since-february-2025',
    scope: 'all',
    why:
      "moonraker-obico tries `h264_rkmpp` (M moonraker_obico/webcam_stream.py:71) only from tag v2.1.0 (2025-06-06); the rkmpp branch was merged into dev on 2025-02-27 (fdd48f3), and no release or master commit had it before v2.1.0 (git tag --contains fdd48f3 gives v2.1.0 first)",
    find: (line) => first(/(encoder|tried (it|only)|Obico for Klipper) since February 2025/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      "| BTT Pi 2 / CB2 | Yes | Solid alternative with Obico for Klipper, which has used the CB2's encoder since February 2025; Obico for OctoPrint cannot use it |",
      'deep-t5-rkmpp-since-february-2025',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      'When this post was written, neither Obico agent tried that encoder, so the CB2 streamed M-JPEG like a Pi 5. Obico for Klipper has tried it since February 2025; Obico for OctoPrint still tries only `h264_omx` and `h264_v4l2m2m`.',
      'deep-t5-rkmpp-since-february-2025',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      '<ThemedImage alt="Bar chart: with Premium Streaming, a Raspberry Pi 4 or Pi 3 delivers 25 frames per second by default, and so does a BTT Pi 2 with Obico for Klipper since February 2025, while a Raspberry Pi 5 falls back to M-JPEG at about 5." />',
      'deep-t5-rkmpp-since-february-2025',
    ],
    [
      'blog/remote-access-btt-pi.mdx',
      "(The agent reaches the CB2's Rockchip encoder through ffmpeg's `h264_rkmpp`, which it has tried only since February 2025; when this post was written, it streamed M-JPEG on the CB2 as on the CB1.)",
      'deep-t5-rkmpp-since-february-2025',
    ],
  ],
  right: [
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      "| BTT Pi 2 / CB2 | Yes | Solid alternative with Obico for Klipper, which has used the CB2's encoder since version 2.1.0 (June 2025); Obico for OctoPrint cannot use it |",
    ],
    [
      'blog/remote-access-btt-pi.mdx',
      "(The agent reaches the CB2's Rockchip encoder through ffmpeg's `h264_rkmpp`, which it has tried only since version 2.1.0 (June 2025); when this post was written, it streamed M-JPEG on the CB2 as on the CB1.)",
    ],
  ],
};
