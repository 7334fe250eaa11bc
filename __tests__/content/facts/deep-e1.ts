/**
 * Product-fact rules from the deep fact pass over the API reference, the developer guides and the tutorials (batch e1,
 * November 2026). Each rule names a claim a page made that the code shows is wrong.
 * The log is docs/audit/deep-e1-2026-11-26.md. S = obico-server 49c0bc7 (paths under backend/ unless they start with
 * frontend/ or docker-compose), O = OctoPrint-Obico b8aa6ba (paths under octoprint_obico/), M = moonraker-obico
 * df0005c (paths under moonraker_obico/).
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-e1-user-fields-read-only',
    scope: 'docs',
    why:
      'UserSerializer makes email, consented_at and dh_balance read-only (S api/serializers.py:34-41): a PATCH on /api/v1/users/me/ leaves them unchanged, so a page must not list them as fields PATCH changes without saying so',
    find: (line, _context, file) => {
      if (!file.endsWith('docs/api/api-objects.mdx')) return null;
      return first(/^\| `(?:email|consented_at|dh_balance)` \| [a-z]+ \| (?!.*Read-only)[^|]*\|$/, line);
    },
  },
  {
    id: 'deep-e1-event-title-generated',
    scope: 'docs',
    why:
      'PrinterEvent.create fills in event_title (with event_class and event_text) only for print-job event types of an event tied to a print, and only when both title and class are missing (S app/models/other_models.py:535-548); otherwise the title is what the agent sent, possibly null',
    find: (line) => first(/Generated from `event_type` if not provided/, line),
  },
  {
    id: 'deep-e1-event-image-generated',
    scope: 'docs',
    why:
      'PrinterEvent.create fills in image_url from the printer\'s picture only for an event tied to a print (S app/models/other_models.py:550-557); the agent endpoint passes the uploaded snapshot or None (S api/octoprint_views.py:336-358)',
    find: (line) => first(/\| `image_url` \| string \| Generated automatically if not provided/, line),
  },
  {
    id: 'deep-e1-heater-names-klipper',
    scope: 'docs',
    why:
      'heater names are the agent\'s: OctoPrint-Obico keeps tool\\d+, bed and chamber (O print_job_tracker.py:89-95), moonraker-obico sends Klipper object names such as extruder and heater_bed, plus generic heaters and temperature sensors (M printer.py:170-178, config.py:426-446)',
    find: (line) =>
      first(
        /Heater names include `"tool0"` and `"bed"`, plus any others|\*\*temperatures\*\* \(optional\): `tool0`, `bed` and `chamber`, each/,
        line,
      ),
  },
  {
    id: 'deep-e1-target-null-sensor',
    scope: 'docs',
    why:
      'moonraker-obico sends target null for a temperature sensor that cannot be heated (M printer.py:174-178, "target = null indicates this is a sensor, not a heater")',
    find: (line) => first(/Target temperature; `null` when not set/, line),
  },
  {
    id: 'deep-e1-ws-example-agent',
    scope: 'docs',
    why:
      'the example message carries OctoPrint-only data (temperatures tool0/bed, job.file.origin/size/date, printTimeLeftOrigin): moonraker-obico sends Klipper heater names and no origin, size or date (M printer.py:156-232), OctoPrint-Obico sends OctoPrint\'s current data (O print_job_tracker.py:68-113, utils.py:80 agent name octoprint_obico)',
    find: (line, _context, file) => {
      if (!file.endsWith('docs/api/websocket.mdx')) return null;
      return first(/"agent": \{ "name": "moonraker_obico"/, line);
    },
  },
  {
    id: 'deep-e1-ws-state-text-list',
    scope: 'docs',
    why:
      'moonraker-obico also sends "Resuming" (M printer.py:18, passthru_targets.py:135) and an empty status instead of "Offline" (M printer.py:183-184); OctoPrint-Obico passes on OctoPrint\'s own state string (O print_job_tracker.py:68-87), e.g. "Finishing" or "Printing from SD"',
    find: (line) =>
      first(
        /\*\*state\.text\*\* \(required\) is one of: `Operational`, `G-Code Downloading`, `Printing`, `Pausing`, `Paused`, `Cancelling`, `Offline`/,
        line,
      ),
  },
  {
    id: 'deep-e1-ws-flags-required',
    scope: 'docs',
    why:
      'moonraker-obico sends operational, paused, printing, cancelling, pausing, error, ready and closedOrError, no resuming or finishing (M printer.py:193-202); the server reads only flags.printing (S app/models/other_models.py:167-170)',
    find: (line) =>
      first(/\*\*state\.flags\*\* \(required\) contains the booleans `operational`, `printing`, `cancelling`, `pausing`, `resuming`, `finishing` and `paused`/, line),
  },
  {
    id: 'deep-e1-ws-progress-filament-used',
    scope: 'docs',
    why:
      'the server reads status.progress.filamentUsed to record the print\'s filament_used (S api/octoprint_messages.py:149-160), and moonraker-obico sends it (M printer.py:216); a list of progress fields without it is incomplete',
    find: (line) =>
      /\*\*progress\*\* \(optional\): `completion`, `filepos`/.test(line) && !/filamentUsed/.test(line)
        ? '**progress** (optional): `completion`, `filepos`'
        : null,
  },
  {
    id: 'deep-e1-gcode-upload-body',
    scope: 'docs',
    why:
      'create answers with GCodeFileDeSerializer (S api/viewsets.py:556-560, 669): user is a HiddenField and is not in the output, parent_folder is a primary key, and there is no print_set (S api/serializers.py:192-199)',
    find: (line) => first(/\| `201` \| Created; the body is the new file object\. \|/, line),
  },
  {
    id: 'deep-e1-gcode-server-sends-file',
    scope: 'docs',
    why:
      'the server does not push the file: the web app sends a passthru download command with the file\'s url (S frontend/src/components/g-codes/sendToPrint.js:34-47) and the agent downloads it (O file_downloader.py:64)',
    find: (line) => first(/the server sends it down to the printer/, line),
  },
  {
    id: 'deep-e1-gcode-deleted-by-cascade',
    scope: 'docs',
    why:
      'GCodeFile is a SafeDeleteModel (django-safedelete 1.4.0, S requirements.txt:52) with the fields deleted (datetime) and deleted_by_cascade (boolean, S app/migrations/0074_auto_20231009_2220.py), both in the serializer\'s __all__',
    find: (line) => first(/\| `created_at`, `updated_at`, `deleted` \| timestamps \|/, line),
  },
  {
    id: 'deep-e1-pic-corrupted-image',
    scope: 'docs',
    why:
      'cap_image_size raises ValidationError("Corrupted image.") for a file PIL cannot open, a 400 (S api/octoprint_views.py:220-224, called at :97)',
    find: (line) => first(/^\| `400` \| The form has no `pic` file\. \|$/, line),
  },
  {
    id: 'deep-e1-every-print-timelapse',
    scope: 'docs',
    why:
      'no timelapse for a finished print shorter than min_timelapse_secs_on_finish (600 s by default) or a cancelled one shorter than min_timelapse_secs_on_cancel (300 s), or when either is -1 (S app/tasks.py:172-182, app/models/other_models.py:72-73)',
    find: (line) => first(/Every monitored print is recorded/, line),
  },
  {
    id: 'deep-e1-user-context-fields',
    scope: 'docs',
    why: 'UserContext has id, email, syndicate_name, first_name, last_name, unsub_token, dh_balance and is_pro (S notifications/plugin.py:41-49)',
    find: (line, context, file) => {
      if (!file.endsWith('developer-guides/plugins/notification-plugin.mdx')) return null;
      if (!/^\| `email` \| str \|$/.test(line) || /syndicate_name/.test(context)) return null;
      return line;
    },
  },
  {
    id: 'deep-e1-pushover-polished',
    scope: 'docs',
    why:
      'the tutorial copies backend/notifications/plugins/pushover/__init__.py and PushoverPlugin.vue unchanged apart from the ID and name, so the result is the shipped plugin\'s code, not a rougher version of it',
    find: (line) => first(/slightly polished version of what you build here/, line),
  },
  {
    id: 'deep-e1-pushover-missing-token',
    scope: 'docs',
    why:
      'docker-compose.yml always passes PUSHOVER_APP_TOKEN (\'${PUSHOVER_APP_TOKEN-}\', S docker-compose.yml:36), so env_vars reports it set (S notifications/plugins/pushover/__init__.py:43-48) and the preferences page neither hides nor flags the plugin (S frontend/src/views/UserPreferencesPage.vue:260-266); with an empty token the plugin returns silently (S pushover/__init__.py:114-115, 142-143)',
    find: (line) => first(/The plugin complains about a missing token/, line),
  },
  {
    id: 'deep-e1-pause-settings-any-pause-octoprint',
    scope: 'docs',
    why:
      'pause_print sends retract, lift_z, tools_off and bed_off with every pause command, from a failure or from the pause_print endpoint the web app\'s Pause button calls (S app/models/other_models.py:250-263, frontend/src/components/printer-control/PrintJobControlWidget.vue:172); only OctoPrint-Obico applies them (O __init__.py:391-396, pause_resume_sequence.py:42-120), moonraker-obico calls Moonraker\'s pause, i.e. Klipper\'s PAUSE macro (M app.py:398-399)',
    find: (line) =>
      first(
        /Turn off the hotend heaters when the print is paused because of a failure|Turn off the bed heater when paused because of a failure|Pauses the current print, with the printer's retract, lift-Z and heater-off settings\. \|/,
        line,
      ),
  },
  {
    id: 'deep-e1-event-notify-types',
    scope: 'docs',
    why:
      'process_print_events sends a notification only for the types notification_types.from_print_event maps: STARTED, PAUSED, RESUMED, FILAMENT_CHANGE, and ENDED when a timelapse will be recorded (S app/tasks.py:33-63, notifications/notification_types.py:15-26); PRINTER_ERROR and the alert types notify no one',
    find: (line) =>
      first(
        /creates a notification task, which sends the event through the user's configured notification channels|With `notify` set to `"true"`, the user also gets a notification on their configured channels/,
        line,
      ),
  },
  {
    id: 'deep-e1-nullable-fields',
    scope: 'docs',
    why:
      'these model fields are null=True and come out as null: Printer.agent_name/agent_version until an agent reports (S app/models/other_models.py:74-75), Print.video_url/tagged_video_url/poster_url until a timelapse exists (:389-391), GCodeFile.url (set to None on delete, S api/viewsets.py:671-680) and num_bytes (S app/models/other_models.py:623-624)',
    find: (line) =>
      first(
        /^\| `(?:agent_name`, `agent_version|video_url|tagged_video_url|poster_url)` \| string \||^\| `url` \| string \| Download URL\. \||^\| `num_bytes` \| integer \|/,
        line,
      ),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/api/api-objects.mdx', "| `email` | string | The user's email address. |", 'deep-e1-user-fields-read-only'],
    ['docs/api/api-objects.mdx', '| `dh_balance` | number | Remaining AI Detection Hours. |', 'deep-e1-user-fields-read-only'],
    ['docs/api/api-objects.mdx', '| `event_title` | string | Generated from `event_type` if not provided. |', 'deep-e1-event-title-generated'],
    ['docs/api/api-objects.mdx', '| `image_url` | string | Generated automatically if not provided. |', 'deep-e1-event-image-generated'],
    [
      'docs/api/api-objects.mdx',
      'A map from heater name to a [Temperature](#temperature). Heater names include `"tool0"` and `"bed"`, plus any others the printer reports.',
      'deep-e1-heater-names-klipper',
    ],
    [
      'docs/api/websocket.mdx',
      '**temperatures** (optional): `tool0`, `bed` and `chamber`, each an object with `actual`, `target` and `offset`.',
      'deep-e1-heater-names-klipper',
    ],
    ['docs/api/api-objects.mdx', '| `target` | number or null | Target temperature; `null` when not set. |', 'deep-e1-target-null-sensor'],
    ['docs/api/websocket.mdx', '    "agent": { "name": "moonraker_obico", "version": "x.y.z" }', 'deep-e1-ws-example-agent'],
    [
      'docs/api/websocket.mdx',
      '**state.text** (required) is one of: `Operational`, `G-Code Downloading`, `Printing`, `Pausing`, `Paused`, `Cancelling`, `Offline`.',
      'deep-e1-ws-state-text-list',
    ],
    [
      'docs/api/websocket.mdx',
      '**state.flags** (required) contains the booleans `operational`, `printing`, `cancelling`, `pausing`, `resuming`, `finishing` and `paused`. The schema also allows `closedOrError`, `error`, `ready` and `sdReady`.',
      'deep-e1-ws-flags-required',
    ],
    [
      'docs/api/websocket.mdx',
      '**progress** (optional): `completion`, `filepos`, `printTime`, `printTimeLeft`, `printTimeLeftOrigin`. See [JobProgress](/docs/api/api-objects/) for their meaning.',
      'deep-e1-ws-progress-filament-used',
    ],
    ['docs/api/gcode.mdx', '| `201` | Created; the body is the new file object. |', 'deep-e1-gcode-upload-body'],
    [
      'docs/api/gcode.mdx',
      'G-code files uploaded to Obico, for example through the web app or from OrcaSlicer, are stored on the server so you can start prints remotely. When you print one of them from Obico, the server sends it down to the printer.',
      'deep-e1-gcode-server-sends-file',
    ],
    [
      'docs/api/gcode.mdx',
      '| `created_at`, `updated_at`, `deleted` | timestamps | Record times; deleted files are kept as soft-deleted records. |',
      'deep-e1-gcode-deleted-by-cascade',
    ],
    ['docs/api/pic.mdx', '| `400` | The form has no `pic` file. |', 'deep-e1-pic-corrupted-image'],
    [
      'docs/index.mdx',
      '- **Timelapses.** Every monitored print is recorded so you can look back at it later.',
      'deep-e1-every-print-timelapse',
    ],
    ['docs/developer-guides/plugins/notification-plugin.mdx', '| `email` | str |', 'deep-e1-user-context-fields'],
    [
      'docs/tutorials/pushover-notification-plugin.mdx',
      'In fact, the Pushover plugin that ships with Obico is a slightly polished version of what you build here.',
      'deep-e1-pushover-polished',
    ],
    [
      'docs/tutorials/pushover-notification-plugin.mdx',
      '- **The plugin complains about a missing token.** Make sure the `PUSHOVER_APP_TOKEN` line in `.env` is not commented out, then recreate the containers with `docker compose up -d`.',
      'deep-e1-pushover-missing-token',
    ],
    [
      'docs/api/api-objects.mdx',
      '| `tools_off_on_pause` | boolean | Turn off the hotend heaters when the print is paused because of a failure. |',
      'deep-e1-pause-settings-any-pause-octoprint',
    ],
    [
      'docs/api/printer.mdx',
      "| `POST /api/v1/printers/{id}/pause_print/` | Pauses the current print, with the printer's retract, lift-Z and heater-off settings. |",
      'deep-e1-pause-settings-any-pause-octoprint',
    ],
    [
      'docs/api/printer-event.mdx',
      '| `notify` | string | No | `"true"` (or `"t"`) creates a notification task, which sends the event through the user\'s configured notification channels. Send it as a string, also in JSON: a JSON boolean makes the request fail. |',
      'deep-e1-event-notify-types',
    ],
    [
      'docs/api/printer-event.mdx',
      'The event then shows up in the printer\'s event history in the app, attached to the current print if there is one. With `notify` set to `"true"`, the user also gets a notification on their configured channels.',
      'deep-e1-event-notify-types',
    ],
    ['docs/api/api-objects.mdx', '| `video_url` | string | URL of the timelapse video. |', 'deep-e1-nullable-fields'],
    ['docs/api/gcode.mdx', '| `url` | string | Download URL. |', 'deep-e1-nullable-fields'],
  ],
  right: [
    ['docs/api/api-objects.mdx', "| `email` | string | The user's email address. Read-only. |"],
    ['docs/api/api-objects.mdx', '| `dh_balance` | number | Remaining AI Detection Hours. Read-only. |'],
    ['docs/api/gcode.mdx', '| `user` | integer | ID of the owner. |'],
    [
      'docs/api/api-objects.mdx',
      '| `event_title` | string or null | For a print-job event (`STARTED`, `ENDED`, `PAUSED`, `RESUMED`, `FAILURE_ALERTED`, `ALERT_MUTED`, `FILAMENT_CHANGE`) sent during a print with neither a title nor a class, the server fills in the title, the class and the text. Otherwise it is what the agent sent. |',
    ],
    [
      'docs/api/api-objects.mdx',
      "| `image_url` | string or null | The snapshot sent with the event; for an event tied to a print and sent without one, the printer's latest webcam picture. Otherwise `null`. |",
    ],
    [
      'docs/api/api-objects.mdx',
      '| `target` | number or null | Target temperature. Obico for Klipper sends `null` for a temperature sensor, which cannot be heated. |',
    ],
    ['docs/api/websocket.mdx', '    "agent": { "name": "octoprint_obico", "version": "x.y.z" }'],
    [
      'docs/api/websocket.mdx',
      "**temperatures** (optional): a map from heater name to an object with `actual`, `target` and `offset`. Obico for OctoPrint sends `tool0` (`tool1`, … for more extruders), `bed` and `chamber`; Obico for Klipper sends Klipper's names, such as `extruder` and `heater_bed`, plus generic heaters and temperature sensors (with `target` set to `null`).",
    ],
    [
      'docs/api/websocket.mdx',
      '**progress** (optional): `completion`, `filepos`, `printTime`, `printTimeLeft`, `printTimeLeftOrigin`. See [JobProgress](/docs/api/api-objects/) for their meaning. Both agents also send `filamentUsed`, in mm.',
    ],
    ['docs/api/pic.mdx', '| `400` | The form has no `pic` file, or the file is not an image the server can open (body `["Corrupted image."]`). |'],
    [
      'docs/index.mdx',
      '- **Timelapses.** Prints are recorded as timelapses so you can look back at them later. By default, finished prints shorter than 10 minutes and cancelled prints shorter than 5 minutes get none; both limits are printer settings.',
    ],
    [
      'docs/tutorials/pushover-notification-plugin.mdx',
      'Apart from its ID and its name, the plugin you build is the same code as the Pushover plugin that ships with Obico.',
    ],
    [
      'docs/api/printer.mdx',
      "| `POST /api/v1/printers/{id}/pause_print/` | Pauses the current print. Obico for OctoPrint applies the printer's retract, lift-Z and heater-off settings; Obico for Klipper ignores them and runs Klipper's `PAUSE` macro. |",
    ],
  ],
};
