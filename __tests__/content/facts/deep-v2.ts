/**
 * Product-fact rules from the third pass (issue 24) on one question: how Obico for OctoPrint learns that a printer
 * waits for a filament change or has paused for the user. Log: docs/audit/deep-v2-2026-11-26.md.
 * Code: OctoPrint-Obico b8aa6ba, octoprint_obico/gcode_hooks.py:18-46 and __init__.py:190-191, 463-487.
 */
import { first, type Cases, type Rule } from './types';

const G = 'O gcode_hooks.py';

export const rules: Rule[] = [
  {
    id: 'deep-v2-host-action-not-obico-trigger',
    scope: 'all',
    why: `the plugin matches "// action:paused" with a space (${G}:42-43); Marlin sends "//action:paused" without one, so a Marlin host action command does not trigger the notification; the busy "paused for user" line (HOST_KEEPALIVE_FEATURE) or an M600/M701 sent by OctoPrint (${G}:21) does`,
    find: (line) =>
      first(
        /tells OctoPrint over USB through a host action command|Marlin firmware needs two features enabled|Enable HOST_ACTION_COMMANDS and M600 in Marlin so OctoPrint and Obico can alert|can tell OctoPrint, and through it Obico, when the filament runs out|report filament runout and color changes to OctoPrint and Obico/i,
        line,
      ),
  },
  {
    id: 'deep-v2-m600-sent-by-octoprint-notifies',
    scope: 'all',
    why: `an M600 or M701 that OctoPrint sends triggers the notification whatever the firmware reports (${G}:21-22), and so does OctoPrint's FilamentChange event (O __init__.py:190-191); since plugin 2.0.1 (May 2022, eb9dc89) for M600/M701 sent`,
    find: (line) =>
      first(
        /only if the printer firmware sends the right G-code|hears about a runout or colou?r change depends on what the firmware reports|need the firmware to report the change to OctoPrint/i,
        line,
      ),
  },
  {
    id: 'deep-v2-marlin-host-action-since-2023',
    scope: 'all',
    why: `until 2f9876c (2023-02-12) the plugin matched "action:paused" anywhere in a line, so Marlin's //action:paused counted; since then only "// action:paused" with a space (${G}:42-43). Posts from 2022 that name host action commands as a trigger need the note for today`,
    find: (line) =>
      /with \*\*host action commands\*\*/.test(line) && !/Since February 2023/.test(line)
        ? first(/with \*\*host action commands\*\*/, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      '<ThemedImage alt="Chain from the runout sensor to your phone: the sensor trips, Marlin pauses with M600 and tells OctoPrint over USB through a host action command, the Obico plugin reports the event" />',
      'deep-v2-host-action-not-obico-trigger',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      'For the printer to report runout and color-change prompts to OctoPrint, Marlin firmware needs two features enabled:',
      'deep-v2-host-action-not-obico-trigger',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      'description: "Enable HOST_ACTION_COMMANDS and M600 in Marlin so OctoPrint and Obico can alert on filament runout and color changes."',
      'deep-v2-host-action-not-obico-trigger',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint-ender-3-v2.mdx',
      'With those two features, the printer can tell OctoPrint, and through it Obico, when the filament runs out or needs changing.',
      'deep-v2-host-action-not-obico-trigger',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint-general-32bit.mdx',
      'you can rebuild its firmware with `HOST_ACTION_COMMANDS` and `M600` enabled, so it can report filament runout and color changes to OctoPrint and Obico.',
      'deep-v2-host-action-not-obico-trigger',
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      'Filament-change alerts come only from Obico for OctoPrint, and only if the printer firmware sends the right G-code; see',
      'deep-v2-m600-sent-by-octoprint-notifies',
    ],
    [
      'blog/remote-access-prusa-mini.mdx',
      'Whether OctoPrint, and so Obico, hears about a runout or colour change depends on what the firmware reports over USB.',
      'deep-v2-m600-sent-by-octoprint-notifies',
    ],
    [
      'blog/2022-07-12-obico-app-printer-controls-update.mdx',
      'Filament change alerts come from the OctoPrint plugin only (Obico for Klipper reports such a stop as a pause), and need the firmware to report the change to OctoPrint; see',
      'deep-v2-m600-sent-by-octoprint-notifies',
    ],
    [
      'blog/remote-access-elegoo-neptune-3.mdx',
      'The series has a runout sensor, but OctoPrint and Obico only hear of a runout if the firmware tells OctoPrint over USB that it has paused: with **host action commands**, or with the "paused for user" busy messages. Firmware that sends neither pauses on its screen while your phone stays silent.',
      'deep-v2-marlin-host-action-since-2023',
    ],
  ],
  right: [
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      '<ThemedImage alt="Chain from the runout sensor to your phone: the sensor trips, Marlin pauses with M600 and, while it waits for you, sends busy: paused for user messages to OctoPrint over USB, the Obico plugin spots them and reports the event" />',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      'For a runout or color change to reach OctoPrint and Obico, Marlin firmware needs these features enabled:',
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      'Filament-change alerts come only from Obico for OctoPrint: when OctoPrint sends `M600` or `M701` to the printer (an `M702` does not count), or when a line from the printer mentions `M600`, reports a pause for the user',
    ],
    [
      'blog/remote-access-prusa-mini.mdx',
      'Whether Obico hears about a runout depends on what the firmware reports over USB.',
    ],
    [
      'blog/2022-07-12-obico-app-printer-controls-update.mdx',
      'and, for a runout, need the firmware to report the pause to OctoPrint (a colour change that OctoPrint itself sends as `M600` is seen by the plugin);',
    ],
    [
      'blog/remote-access-elegoo-neptune-3.mdx',
      'with **host action commands**, or with the "paused for user" busy messages. Firmware that sends neither pauses on its screen while your phone stays silent. (Since February 2023 the plugin only recognizes the host action form with a space',
    ],
  ],
};
