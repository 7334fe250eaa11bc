/**
 * Product-fact rules from the third pass over one kind of claim (issue 24): parity between the two agents and
 * universal words ("both", "the same either way", "Obico's pause options") checked against OctoPrint-Obico b8aa6ba
 * and moonraker-obico df0005c, and for posts against the agents at the post's date.
 * The log is docs/audit/deep-t4-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t4-pause-same-either-way',
    scope: 'all',
    why: 'what a failure pause does differs by agent: OctoPrint-Obico applies tools_off/bed_off/retract/lift_z itself (octoprint_obico/pause_resume_sequence.py:42-105), while moonraker-obico only POSTs printer/print/pause, which runs Klipper\'s PAUSE macro (moonraker_obico/app.py:398-399, passthru_targets.py:127-141; the same printer.print.pause call at f6cacd6, October 2022), so failure handling does not "behave the same either way"',
    find: (line) => first(/failure detection and notifications behave the same either way/, line),
  },
  {
    id: 'deep-t4-pause-options-unqualified',
    scope: 'all',
    why: 'the retract / lift / heater-off pause options are carried out only by Obico for OctoPrint (octoprint_obico/pause_resume_sequence.py:42-105); moonraker-obico never reads them and pauses through Klipper\'s PAUSE macro (moonraker_obico/app.py:398-399, passthru_targets.py:140-141), so "Obico\'s pause-on-failure options can also" retract, lift and cool is not true for Klipper',
    find: (line) => first(/Obico's pause-on-failure options can also/, line),
  },
  {
    id: 'deep-t4-filament-change-klipper',
    scope: 'all',
    why: 'only OctoPrint-Obico posts a FilamentChange event (octoprint_obico/__init__.py:190-191 and 481, gcode_hooks.py:22 and 44); moonraker-obico sends only PrintStarted/Resumed/Paused/Cancelled/Done/Failed (moonraker_obico/printer.py:21-26, app.py:348-377) and never had FilamentChange (git log -S FilamentChange is empty), so a Klipper runout or M600 stop is only a PrintPaused notification (server notifications/handlers.py:145-146); filament-change alerts must not be implied for Klipper',
    find: (line) =>
      first(
        /Filament-change alerts on OctoPrint only work if the printer firmware sends the right G-code|instead of Marlin firmware features\.$|\*\*needs attention\*\* \(such as a filament change or runout\),|Filament change alerts need the firmware to report the change to the host/,
        line,
      ),
  },
  {
    id: 'deep-t4-tunnel-everything-works',
    scope: 'all',
    why: 'inside the tunnel the interface\'s own webcam does not load: moonraker-obico answers 404 "Blacklisted" for every webcam URL it got from Moonraker (moonraker_obico/config.py:409-411, tunnel.py:92-97), and the same page says the tunnel turns that webcam off; "everything on it works" is too broad',
    find: (line) => first(/you see at home, and everything on it works/, line),
  },
  {
    id: 'deep-t4-tunnel-end-to-end',
    scope: 'all',
    why: 'the two tunnel connections end at the Obico server, which reads and relays the traffic (backend/app/views/tunnelv2_views.py), so it is not end-to-end encrypted; each leg is encrypted only when the server URL is https: both agents derive their WebSocket URL by replacing "http" with "ws" (octoprint_obico/__init__.py:503-504, moonraker_obico/config.py:51-55)',
    find: (line) => first(/encrypted with SSL from end to end/, line),
  },
  {
    id: 'deep-t4-webcam-names-crowsnest',
    scope: 'all',
    why: 'moonraker-obico matches a `[webcam <name>]` section against the `name` of the webcams Moonraker lists (server.webcams.list or the Mainsail/Fluidd database namespaces: moonraker_obico/config.py:340-420, match at `cfg.get(\'name\') == webcam.name`; the same lookup at 8d8a32d, 2023-03-27, moonraker_conn.py:116-140); those are the webcams added in Mainsail or Fluidd, not crowsnest\'s `[cam …]` sections, which Moonraker does not list',
    find: (line) =>
      first(/to match the crowsnest names exactly|to match the names in crowsnest and Mainsail exactly|Configure it in crowsnest, add a matching `\[webcam/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['blog/klipper-vs-marlin.mdx', 'Obico works on both firmwares, through the host rather than the firmware. On a Marlin printer driven by OctoPrint over USB, install the Obico plugin for OctoPrint. On Klipper, install Obico for Klipper next to Moonraker. Your account, the app, failure detection and notifications behave the same either way, and switching firmware only means installing the other agent and linking the printer again.', 'deep-t4-pause-same-either-way'],
    ['blog/spaghetti-print-failure-explained.mdx', "Pausing alone can leave the hot nozzle resting on the part, melting a spot or oozing onto it. Obico's pause-on-failure options can also:", 'deep-t4-pause-options-unqualified'],
    ['docs/user-guides/notification-settings.mdx', 'Filament-change alerts on OctoPrint only work if the printer firmware sends the right G-code; see [Filament Runout and Color Change Notifications in OctoPrint and Obico](/docs/user-guides/filament-change-notifications-with-octoprint/).', 'deep-t4-filament-change-klipper'],
    ['docs/user-guides/filament-change-notifications-with-octoprint.mdx', 'This guide is for Obico for OctoPrint. On Klipper, filament changes and runout sensors are handled with Klipper macros (an `M600` macro and the filament sensor sections of the Klipper configuration) instead of Marlin firmware features.', 'deep-t4-filament-change-klipper'],
    ['blog/obico-notifications-channels.mdx', 'You can be told about **failure alerts**, **print done**, **cancelled**, **needs attention** (such as a filament change or runout), **started**, **paused**, **resumed** and **heater status**.', 'deep-t4-filament-change-klipper'],
    ['blog/2022-07-12-obico-app-printer-controls-update.mdx', 'A print farm might keep only failures and filament changes; a single printer in the garage might keep all of them. Filament change alerts need the firmware to report the change to the host; for OctoPrint, see the [filament change notification guide](/docs/user-guides/filament-change-notifications-with-octoprint/).', 'deep-t4-filament-change-klipper'],
    ['docs/user-guides/octoprint-tunneling.mdx', 'You now see the same OctoPrint, Mainsail or Fluidd page you see at home, and everything on it works.', 'deep-t4-tunnel-everything-works'],
    ['docs/user-guides/octoprint-tunneling.mdx', 'The server joins the two, and only for you. Both connections are encrypted with SSL from end to end. Developers who want to build an app on top of the tunnel can read the [tunnel app integration guide](/docs/user-guides/tunnel-app-integration/).', 'deep-t4-tunnel-end-to-end'],
    ['blog/remote-access-voron-2-4.mdx', 'If you have more than one camera, name the sections in `moonraker-obico.cfg` to match the crowsnest names exactly, for example `[webcam chamber]`, so the right camera becomes the primary one used for detection.', 'deep-t4-webcam-names-crowsnest'],
    ['blog/remote-access-voron-trident.mdx', 'To make sure the right camera is used, name the `[webcam]` sections in `moonraker-obico.cfg` to match the names in crowsnest and Mainsail exactly (named sections arrived with Obico for Klipper 1.6.4 in May 2024)', 'deep-t4-webcam-names-crowsnest'],
    ['blog/remote-access-voron-2-4.mdx', 'Configure it in crowsnest, add a matching `[webcam ...]` section with `is_nozzle_camera = True`, and Obico\'s First Layer AI can grade each first layer.', 'deep-t4-webcam-names-crowsnest'],
  ],
  right: [
    ['blog/klipper-vs-marlin.mdx', 'Your account, the app, failure detection and notifications work on both. One difference is in what a pause does: Obico for OctoPrint can turn off the heaters, retract and lift the nozzle when it pauses a failed print, while Obico for Klipper leaves that to your `PAUSE` macro. Switching firmware only means installing the other agent and linking the printer again.'],
    ['blog/spaghetti-print-failure-explained.mdx', 'Pausing alone can leave the hot nozzle resting on the part, melting a spot or oozing onto it. With Obico for OctoPrint, the pause-on-failure options can also:'],
    ['docs/user-guides/notification-settings.mdx', 'Filament-change alerts come only from Obico for OctoPrint: when OctoPrint sends `M600` or `M701` to the printer (an `M702` does not count), or when a line from the printer mentions `M600`, reports a pause for the user. Obico for Klipper never sends this event: when a runout sensor or an `M600` macro pauses a Klipper print, Obico reports it as a paused print, so turn on **When print is paused** to be told.'],
    ['blog/obico-notifications-channels.mdx', '**needs attention** (such as a filament change or runout, reported by the OctoPrint plugin only; Obico for Klipper reports such a stop as a pause),'],
    ['blog/2022-07-12-obico-app-printer-controls-update.mdx', 'Filament change alerts come from the OctoPrint plugin only (Obico for Klipper reports such a stop as a pause), and, for a runout, need the firmware to report the pause to OctoPrint (a colour change that OctoPrint itself sends as `M600` is seen by the plugin).'],
    ['docs/user-guides/octoprint-tunneling.mdx', "You now see the same OctoPrint, Mainsail or Fluidd page you see at home, and it works as it does there, except for the interface's own webcam view, which does not play through the tunnel (see below)."],
    ['docs/user-guides/octoprint-tunneling.mdx', 'The server decrypts the traffic to pass it from one connection to the other, so this is not end-to-end encryption. A self-hosted server encrypts the two connections only if you reach it over HTTPS.'],
    ['blog/remote-access-voron-2-4.mdx', "If you have more than one camera, name the sections in `moonraker-obico.cfg` to match the webcam names in Mainsail or Fluidd exactly, for example `[webcam chamber]` (the agent matches the names in Moonraker's webcam list, not crowsnest's own `[cam …]` section names), so the right camera becomes the primary one used for detection."],
    ['blog/remote-access-voron-trident.mdx', "To make sure the right camera is used, name the `[webcam]` sections in `moonraker-obico.cfg` to match the names in Mainsail exactly, not crowsnest's own `[cam …]` section names."],
  ],
};
