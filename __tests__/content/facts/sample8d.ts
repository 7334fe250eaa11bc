/**
 * Product-fact rules from the eighth seeded sample, part D (seed 2026112630, places 16 to 20), November 2026.
 * Each rule names a claim that a sampled page made and that the product's code (or, for Klipper, its own reference)
 * shows is wrong. The sample log is docs/audit/sample8-part-d.md.
 */
import { first, type Cases, type Rule } from './types';

const PLUGIN = 'developer-guides/plugins/notification-plugin';

export const rules: Rule[] = [
  {
    id: 'sample8d-telegram-link-button',
    scope: 'all',
    why: 'obico-server 49c0bc7 frontend/src/notifications/plugins/TelegramPlugin.vue:36-61: the Telegram section shows the <vue-telegram-login> widget (Telegram\'s own login button) and, once linked, "Unlink Telegram" and "Test Telegram Notification"; no "Link Telegram" label exists in the frontend',
    find: (line) => first(/Telegram plugin shows a "Link Telegram" button/, line),
  },
  {
    id: 'sample8d-config-sanitized',
    scope: 'all',
    why: 'obico-server 49c0bc7 backend/api/serializers.py:261-303: NotificationSettingSerializer declares `config = serializers.DictField(required=False)` and validate() hands data["config"] straight to plugin.instance.validate_config(); nothing in the backend sanitizes the values (no bleach/escape on this path)',
    find: (line, _context, file) =>
      file.includes(PLUGIN) ? first(/The server already sanitizes common attacks/, line) : null,
  },
  {
    id: 'sample8d-printer-notification-img-url',
    scope: 'all',
    why: 'obico-server 49c0bc7 backend/lib/heater_trackers.py:194-205 queues heater notifications with img_url=None; app/tasks.py:53-62 passes print_event.image_url, a nullable field (app/models/other_models.py:500-503) that get_rotated_pic_url(..., missing_ok=True) may leave None; notifications/tasks.py:67-76 puts it into PrinterNotificationContext unchanged. Only failure alerts get `rotated_jpg_url or \'\'` (api/octoprint_views.py:59-64)',
    find: (line, context, file) =>
      file.includes(PLUGIN) && /`feature` \| Feature/.test(context) && !/`is_warning`/.test(context)
        ? first(/`img_url` \| str \| Snapshot URL; an empty string if there is none/, line)
        : null,
  },
  {
    id: 'sample8d-feature-toggles-from-supported-features',
    scope: 'all',
    why: 'obico-server 49c0bc7 frontend/src/components/user-preferences/notifications/NotificationChannelTemplate.vue:43, 168-171 renders the switches from the `notificationSettings` prop, default frontend/src/config/user-preferences/notification-settings.js (the same list for every channel; TwilioPlugin.vue:6, 86 passes its own); the plugin\'s `features` from available_plugins (api/viewsets.py:966-977) are never read by the frontend. The backend skips unsupported features (notifications/handlers.py:150-179)',
    find: (line) => first(/Each feature your plugin supports gets its own on\/off toggle/, line),
  },
  {
    id: 'sample8d-exclude-object-no-undo',
    scope: 'all',
    why: 'Klipper docs/G-Codes.md, [exclude_object]: "EXCLUDE_OBJECT [NAME=object_name] [CURRENT=1] [RESET=1] ... When the RESET parameter is given, the list of excluded objects will be cleared. Additionally including NAME will only reset the named object. This can cause print failures, if layers were already skipped" (klippy/extras/exclude_object.py has had RESET since the module was added in 2022, before the post of 2024-05-08)',
    find: (line) => first(/once an object is excluded, it stays excluded for the rest of the print/, line),
  },
  {
    id: 'sample8d-plugin-errors-web-log',
    scope: 'all',
    why: 'obico-server 49c0bc7: event notifications run in Celery, i.e. the tasks container (app/models/other_models.py:564-568 send_task(PRINT_EVENT_HANDLER); notifications/handlers.py:192-201, 226-228 apply_async), and notifications/tasks.py:87-90, 145-148 catch a plugin\'s exception with sentry_sdk.capture_exception() only, without logging it; only the test call (api/viewsets.py:980-987, web container) logs "cannot test message" and answers 418',
    find: (line, _context, file) =>
      file.includes(PLUGIN) ? first(/If nothing arrives, watch `docker compose logs -f web`/, line) : null,
  },
  {
    id: 'sample8d-mjpeg-never-passed-on',
    scope: 'all',
    why: 'OctoPrint-Obico 3fac5ec4 (last commit before the post of 2023-03-15) octoprint_obico/webcam_stream.py:130-169: off a Raspberry Pi, video_pipeline() runs mjpeg_loop(), which sends the captured JPEGs unchanged to Janus (at most 2 per second) for every plan; today both agents do the same on any host without an H.264 encoder (moonraker-obico df0005c webcam_stream.py:189, 361-398; OctoPrint-Obico b8aa6ba webcam_stream.py:291, 447-488). The post itself says so further down',
    find: (line, _context, file) =>
      file.includes('obico-premium-streaming-explained') ? first(/Obico does not pass the M-JPEG stream on as it is, in either mode/, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      `docs/${PLUGIN}.mdx`,
      '| Frontend, a section of the preference page in Vue.js | Yes | A Telegram plugin shows a "Link Telegram" button; others show an input for a key or URL. |',
      'sample8d-telegram-link-button',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      "| `validate_config(self, data: Dict) -> Dict` | Clean and validate the form data from the preference page, for example `{'user_key': ...}`. The dict you return is stored and handed back to you whenever a message is sent. Raise `rest_framework.serializers.ValidationError` on bad input. The server already sanitizes common attacks. |",
      'sample8d-config-sanitized',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      '| `img_url` | str | Snapshot URL; an empty string if there is none. |\n| `feature` | Feature | The feature this notification belongs to. |',
      'sample8d-printer-notification-img-url',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      'The `Feature` enum has these values. Each feature your plugin supports gets its own on/off toggle for the user on the preference page.',
      'sample8d-feature-toggles-from-supported-features',
    ],
    [
      'blog/exclude-object-klipper.mdx',
      'Before excluding, make sure you picked the right object. There is no "undo": once an object is excluded, it stays excluded for the rest of the print.',
      'sample8d-exclude-object-no-undo',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      'Then open the notification preferences in the web app. Your plugin appears under its display name. Enter a config value (the template stores it as you type; there is no Save button) and switch on some events. The template has no test button either: trigger an event you switched on, or call `POST /api/v1/notification_settings/{id}/send_test_message/`, which runs your `send_test_message`. If nothing arrives, watch `docker compose logs -f web` while you try again.',
      'sample8d-plugin-errors-web-log',
    ],
    [
      'blog/obico-premium-streaming-explained.mdx',
      'The downside is efficiency. Every frame is a complete picture, so nothing is saved between frames that look almost identical, which on a printer is nearly all of them. M-JPEG uses roughly five times the bandwidth of a modern video codec for the same view. That is why Obico does not pass the M-JPEG stream on as it is, in either mode.',
      'sample8d-mjpeg-never-passed-on',
    ],
  ],
  right: [
    [
      `docs/${PLUGIN}.mdx`,
      "| Frontend, a section of the preference page in Vue.js | Yes | The built-in Telegram plugin shows Telegram's own login widget, then **Unlink Telegram** and **Test Telegram Notification** once linked; others show an input for a key or URL. |",
    ],
    [
      `docs/${PLUGIN}.mdx`,
      'Raise `rest_framework.serializers.ValidationError` on bad input. The server only checks that the config is a JSON object (a `DictField`) and passes its values to you as they came, so clean them here. |',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      '| `img_url` | str | Snapshot URL; an empty string if there is none. |',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      '| `img_url` | str or None | Snapshot URL, or `None` when there is none (always `None` for the heater notifications). |',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      'The `Feature` enum has these values. The switches on the preference page do not come from `supported_features`: every channel shows the same list, defined in `frontend/src/config/user-preferences/notification-settings.js`.',
    ],
    [
      'blog/exclude-object-klipper.mdx',
      'Before excluding, make sure you picked the right object. Mainsail and Fluidd have no undo button. Klipper itself can bring an object back with `EXCLUDE_OBJECT RESET=1 NAME=<object>` typed in the console, but the layers it skipped meanwhile are missing, so the part is lost anyway and printing on top of the gap can make the print fail.',
    ],
    [
      `docs/${PLUGIN}.mdx`,
      'Real events are sent by the `tasks` container, and an exception your plugin raises there is only reported to Sentry (when configured), not written to the log.',
    ],
    [
      'blog/obico-premium-streaming-explained.mdx',
      'That is why, on a Raspberry Pi with a hardware H.264 encoder, Obico re-encodes the M-JPEG stream in either mode instead of passing it on as it is; other hosts are covered below.',
    ],
  ],
};
