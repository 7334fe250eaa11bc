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
  ],
};
