/**
 * Product-fact rules from deep pass q2 (the Obico for Klipper reference pages: overview, config, webcam, update
 * manager, uninstall), November 2026. Each rule names a claim that a checked page made and that the moonraker-obico
 * code (df0005c, 2026-01-18) shows is wrong. The log is docs/audit/deep-q2-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-q2-resolution-default-auto',
    scope: 'all',
    why: "moonraker-obico's resolution key is read only by the H.264 modes (M webcam_stream.py find_streaming_params). Left out, h264_transcode measures a frame of the stream (get_webcam_resolution, falling back to 640x360), but h264_device uses 640x480 with a warning ('width and/or height not specified or invalid for h264_device mode. Using default.', webcam_stream.py h264_device); mjpeg_webrtc sends the camera's frames unchanged. A default of 'auto-detected' or 'detected from the stream URL' for every mode is wrong",
    find: (line) =>
      first(/\|\s*`resolution`\s*\|[^|]*\|\s*auto-detected\s*\||\bresolution\b[^.]*by default it is detected from the stream URL/i, line),
  },
  {
    id: 'deep-q2-free-plan-every-h264-capped',
    scope: 'all',
    why: "On the Free plan (linked_printer is_pro false) moonraker-obico caps only h264_transcode at 8 FPS and half the bitrate (M webcam_stream.py h264_transcode: fps = min(8, fps), bitrate/2). h264_device copies the device's H.264 at target_fps with no plan check, and h264_copy refuses to start ('Free user can not stream webcam in h264_copy mode', since v1.6.4). 'An H.264 stream is held to at most 8 FPS whatever you set' is wrong for both",
    find: (line) => first(/\ban H\.264 stream is held to at most 8 FPS[^.;]*whatever you set/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ["docs/user-guides/moonraker-obico/webcam.mdx", "| `resolution` | width x height | auto-detected |", 'deep-q2-resolution-default-auto'],
    ["docs/user-guides/moonraker-obico/webcam.mdx", "`target_fps` defaults to `25`, and the agent uses at most `30`. On the Free plan, an H.264 stream is held to at most 8 FPS (at half the bitrate) whatever you set; an M-JPEG stream is not capped by plan. `resolution` is written as width x height, such as `640x480`; by default it is detected from the stream URL. Your hardware may not keep up with what you set. See [resolution and frame rate for Klipper](/docs/user-guides/webcam-streaming-resolution-framerate-klipper/) before raising them.", 'deep-q2-free-plan-every-h264-capped'],
  ],
  right: [
    ["docs/user-guides/moonraker-obico/webcam.mdx", "| `resolution` | width x height | read from the stream (`h264_transcode`), `640x480` (`h264_device`) |"],
    ["docs/user-guides/moonraker-obico/webcam.mdx", "`target_fps` defaults to `25`, and the agent uses at most `30`. On the Free plan, the `h264_transcode` mode (the usual one) is held to at most 8 FPS, at half the bitrate, whatever you set; `h264_device` and `mjpeg_webrtc` streams are not capped by plan, and `h264_copy` does not run at all. `resolution` is written as width x height, such as `640x480`. Left out, `h264_transcode` reads the size from a frame of the stream, `h264_device` uses `640x480`, and `mjpeg_webrtc` sends the frames at the size the camera delivers. Your hardware may not keep up with what you set. See [resolution and frame rate for Klipper](/docs/user-guides/webcam-streaming-resolution-framerate-klipper/) before raising them."],
    ["docs/user-guides/moonraker-obico/webcam.mdx", "- `h264_copy`: passes through an H.264 stream that the camera software already produces. It needs `h264_http_url`, and it works only for AI Premium accounts (and self-hosted servers): on the Free plan the agent refuses to start it, so that camera gets no live stream."],
  ],
};
