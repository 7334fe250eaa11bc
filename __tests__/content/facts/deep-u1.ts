/**
 * Product-fact rules from the third pass over one kind of claim across the whole site: which camera each agent
 * streams, uses for AI failure detection, for First Layer AI and for snapshots (November 2026, issue 24).
 * The log is docs/audit/deep-u1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-u1-snapshot-url-optional',
    scope: 'all',
    why:
      'moonraker-obico never requires snapshot_url: left out, it takes the Moonraker webcam\'s snapshot_url, then turns a stream_url containing "?action=stream" into "?action=snapshot" (M config.py:84-99), and with no snapshot URL at all capture_jpeg cuts a frame out of the MJPEG stream_url (M webcam_capture.py:27-70)',
    find: (line) =>
      first(
        /snapshot_url`?\.? It is required for the primary webcam|It is required for the primary webcam unless a matching webcam exists|\| `snapshot_url` \| URL returning a JPG \| taken from Mainsail\/Fluidd \|/,
        line,
      ),
  },
  {
    id: 'deep-u1-name-match-mjpeg-only',
    scope: 'all',
    why:
      'moonraker-obico matches [webcam <name>] sections only against the cameras it read from Moonraker, and that list holds only MJPEG-service cameras whenever one exists; WebRTC cameras are read only when no camera is MJPEG (M config.py:349-373, 405-425), so "when a name matches, the URLs are pulled automatically" is false for a WebRTC camera next to an MJPEG one',
    find: (line) =>
      /MJPEG/.test(line)
        ? null
        : first(
            /the agent pulls that camera's URLs and rotation automatically|When a name matches, the agent pulls the stream and snapshot URLs and rotation from Moonraker automatically/,
            line,
          ),
  },
  {
    id: 'deep-u1-janus-disabled-stream',
    scope: 'all',
    why:
      'moonraker-obico has ignored disable_video_streaming since 1.6.4: the WebcamConfig property (M config.py:101-107) is read nowhere else, and the streamer starts every configured [webcam] section (M config.py:274-284; M webcam_stream.py:105-150), so a "disabled stream" cannot be why a Klipper printer keeps warning after Janus is installed',
    find: (line) => first(/since a disabled stream or wrong URLs can cause streaming trouble/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'For example `http://127.0.0.1:8080/?action=snapshot`. It is required for the primary webcam unless a matching webcam exists in Mainsail or Fluidd. The URL must return a valid JPG image every time it is requested.',
      'deep-u1-snapshot-url-optional',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      '| `snapshot_url` | URL returning a JPG | taken from Mainsail/Fluidd |',
      'deep-u1-snapshot-url-optional',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      "When a section name matches a Mainsail or Fluidd webcam name, the agent pulls that camera's URLs and rotation automatically. For example, a camera whose stream is `/webcam/?action=stream` with rotation 90 becomes `http://127.0.0.1/webcam/?action=stream`, rotated 90 degrees.",
      'deep-u1-name-match-mjpeg-only',
    ],
    [
      'blog/obico-klipper-moonraker-obico-tips.mdx',
      "- When a name matches, the agent pulls the stream and snapshot URLs and rotation from Moonraker automatically. An unnamed `[webcam]` section with several cameras configured simply takes the first camera in Moonraker's list, which may not be the one you want; that is why naming matters.",
      'deep-u1-name-match-mjpeg-only',
    ],
    [
      'docs/user-guides/webcam-install-janus.mdx',
      '- Klipper users can check their [webcam configuration](/docs/user-guides/moonraker-obico/webcam/), since a disabled stream or wrong URLs can cause streaming trouble too.',
      'deep-u1-janus-disabled-stream',
    ],
  ],
  right: [
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'For example `http://127.0.0.1:8080/?action=snapshot`. It is optional. Left out, the agent uses the snapshot URL of the matching Mainsail or Fluidd webcam; failing that, it turns a `stream_url` that contains `?action=stream` into `?action=snapshot`; failing that, it cuts a single frame out of the MJPEG `stream_url`.',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      '| `snapshot_url` | URL returning a JPG | taken from Mainsail/Fluidd, or derived from `stream_url` |',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      "When a section name matches a Mainsail or Fluidd webcam name, the agent pulls that camera's URLs and rotation automatically. For example, a camera whose stream is `/webcam/?action=stream` with rotation 90 becomes `http://127.0.0.1/webcam/?action=stream`, rotated 90 degrees. Only cameras with an MJPEG service take part in this matching while at least one such camera exists; WebRTC cameras (such as `webrtc-camerastreamer`) count only when no camera is MJPEG.",
    ],
    [
      'blog/obico-klipper-moonraker-obico-tips.mdx',
      '- When a name matches, the agent pulls the stream and snapshot URLs and rotation from Moonraker automatically, as long as the camera is an MJPEG one (a WebRTC camera is matched only when none of your cameras is MJPEG; otherwise give its section the URLs yourself).',
    ],
    [
      'docs/user-guides/webcam-install-janus.mdx',
      '- Klipper users can check their [webcam configuration](/docs/user-guides/moonraker-obico/webcam/), since wrong camera URLs, or a `[webcam <name>]` section whose name matches no camera in Mainsail or Fluidd, can cause streaming trouble too (the `disable_video_streaming` option cannot: it has been ignored since Obico for Klipper 1.6.4).',
    ],
  ],
};
