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
  {
    id: 'deep-t3-env-warning-never-on-compose',
    scope: 'docs',
    why: 'the notification plugins report a variable as set when its name is in os.environ (obico-server backend/notifications/plugins/email/__init__.py:34-48, telegram:44, pushover:47, twilio:39-48, slack:28-33), and docker-compose.yml:13-38 passes every one of them, as an empty string when .env leaves it out; so the "Please configure the following variables" list (NotificationChannelTemplate.vue:131-135, 206-214) never shows on a Docker Compose install',
    find: (line) => first(/When they are missing, the channel's page says "Please configure the following variables/, line),
  },
  {
    id: 'deep-t3-printer-settings-shortened',
    scope: 'docs',
    why: 'Printer.settings (obico-server backend/app/models/other_models.py:95-129) returns every key stored by settings_dict (backend/api/octoprint_messages.py:49-81: webcams, data_channel_id, temp_profiles, printer_metadata, tsd_plugin_version, octoprint_version, platform_uname, installed_plugins) plus webcam_rotate90 and ratio169; the printer.mdx example shows seven keys, so its note must say settings is shortened',
    find: (line) => first(/^Values are illustrative; `current_print` is shortened here/, line),
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
    [
      'docs/user-guides/notification-settings.mdx',
      `Some channels need credentials on the server before anyone can use them. When they are missing, the channel's page says "Please configure the following variables in the '.env' file" and lists them:`,
      'deep-t3-env-warning-never-on-compose',
    ],
    [
      'docs/api/printer.mdx',
      'Values are illustrative; `current_print` is shortened here: it is a Print object that still nests the printer\'s basic fields in `printer` (and the file in `g_code_file`)',
      'deep-t3-printer-settings-shortened',
    ],
  ],
  right: [
    [
      'docs/api/printer.mdx',
      'Values are illustrative. `settings` is shortened here: the server adds more keys, listed under [PrinterSettings](/docs/api/api-objects/#printersettings). `current_print` is shortened too:',
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      `Some channels need credentials on the server before anyone can use them. The channel's page has a warning, "Please configure the following variables in the '.env' file", but it only checks whether each variable exists in the server's environment.`,
    ],
    ['docs/user-guides/tunnel-app-integration.mdx', '  "monthly_cap": 314572800.0,'],
    ['docs/user-guides/tunnel-app-integration.mdx', '  "reset_in_seconds": 1209599.999981'],
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'Here, the webcam\'s stream URL returned a 5XX error, so ffmpeg quit. The agent logs what ffmpeg printed (at `ERROR` in Obico for OctoPrint, at `WARNING` in Obico for Klipper), starts ffmpeg again, and gives up after 5 tries. Obico for Klipper writes the last line, `Giving up ...`, only when [`log_network`](/docs/user-guides/moonraker-obico/config/#log_network) is set to `True`.',
    ],
  ],
};
