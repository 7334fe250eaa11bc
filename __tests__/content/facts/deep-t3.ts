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
  {
    id: 'deep-t3-tunnelusage-types',
    scope: 'docs',
    why: '/_tsd_/tunnelusage/ answers json.dumps of monthly_cap = OCTOPRINT_TUNNEL_CAP * tunnel_cap_multiplier, a FloatField (obico-server backend/app/models/syndicate_models.py:94, 121-122), so 314572800.0, and reset_in_seconds = timedelta.total_seconds(), a float (backend/app/views/tunnelv2_views.py:163-172); an example with whole numbers shows the wrong JSON type',
    find: (line) => first(/"monthly_cap": [0-9]+,|"reset_in_seconds": [0-9]+\s*$/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'Here, the webcam\'s stream URL returned a 5XX error, so ffmpeg quit. The agent logs what ffmpeg printed (at `ERROR` in Obico for OctoPrint, at `WARNING` in Obico for Klipper), starts ffmpeg again, and gives up after 5 tries. If you see errors like these, [contact support](/docs/user-guides/contact-us-for-support/) and attach the log.',
      'deep-t3-ffmpeg-giveup-klipper',
    ],
    ['docs/user-guides/tunnel-app-integration.mdx', '  "monthly_cap": 314572800,', 'deep-t3-tunnelusage-types'],
    ['docs/user-guides/tunnel-app-integration.mdx', '  "reset_in_seconds": 1209600', 'deep-t3-tunnelusage-types'],
  ],
  right: [
    ['docs/user-guides/tunnel-app-integration.mdx', '  "monthly_cap": 314572800.0,'],
    ['docs/user-guides/tunnel-app-integration.mdx', '  "reset_in_seconds": 1209599.999981'],
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'Here, the webcam\'s stream URL returned a 5XX error, so ffmpeg quit. The agent logs what ffmpeg printed (at `ERROR` in Obico for OctoPrint, at `WARNING` in Obico for Klipper), starts ffmpeg again, and gives up after 5 tries. Obico for Klipper writes the last line, `Giving up ...`, only when [`log_network`](/docs/user-guides/moonraker-obico/config/#log_network) is set to `True`.',
    ],
  ],
};
