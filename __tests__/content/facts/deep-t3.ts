/**
 * Product-fact rules from the third pass (issue 24), kind "examples in code blocks and quotes": sample log lines,
 * command outputs, config snippets, JSON examples, G-code and shell commands, swept across every page, November 2026.
 * The log is docs/audit/deep-t3-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t3-ffmpeg-giveup-klipper',
    scope: 'docs',
    why: 'the sample line "Giving up start_ffmpeg(...) after 5 tries" is written by the backoff library (moonraker_obico/webcam_stream.py:310), whose logger moonraker-obico sets to CRITICAL unless [logging] log_network = True (moonraker_obico/logger.py:23-28): a Klipper log, even at DEBUG, does not have it by default',
    find: (line, context) =>
      /log_network/.test(context) ? null : first(/starts ffmpeg again, and gives up after 5 tries/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'Here, the webcam\'s stream URL returned a 5XX error, so ffmpeg quit. The agent logs what ffmpeg printed (at `ERROR` in Obico for OctoPrint, at `WARNING` in Obico for Klipper), starts ffmpeg again, and gives up after 5 tries. If you see errors like these, [contact support](/docs/user-guides/contact-us-for-support/) and attach the log.',
      'deep-t3-ffmpeg-giveup-klipper',
    ],
  ],
  right: [
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'Here, the webcam\'s stream URL returned a 5XX error, so ffmpeg quit. The agent logs what ffmpeg printed (at `ERROR` in Obico for OctoPrint, at `WARNING` in Obico for Klipper), starts ffmpeg again, and gives up after 5 tries. Obico for Klipper writes the last line, `Giving up ...`, only when [`log_network`](/docs/user-guides/moonraker-obico/config/#log_network) is set to `True`.',
    ],
  ],
};
