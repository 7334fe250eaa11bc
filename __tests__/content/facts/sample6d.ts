/**
 * Product-fact rules from the sixth seeded sample, part D (seed 2026112628, pages 16 to 20), November 2026.
 * Each rule names a claim that a sampled page made (and, where another page repeated it, that page too) and that the
 * product's code shows is wrong. The sample log is docs/audit/sample6-part-d.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample6d-runout-host-actions-only',
    scope: 'all',
    why: 'the Obico plugin for OctoPrint reports a filament change when a line from the printer contains "m600", "paused for user" or "// action:paused" (OctoPrint-Obico octoprint_obico/gcode_hooks.py:42-44; "action:paused" and "paused for user" already in 408c4a4, 2022-10-11, and ae75b8c, 2022-12); Marlin sends "busy: paused for user" while M600 waits for the user through HOST_KEEPALIVE_FEATURE, on by default and independent of HOST_ACTION_COMMANDS (Marlin gcode.cpp host_keepalive, pause.cpp KEEPALIVE_STATE(PAUSED_FOR_USER)), so host action commands are not the only way a runout reaches the phone',
    find: (line) =>
      first(
        /notification reaches your phone only if the firmware sends \*\*host action commands\*\*|only hear of a runout if the firmware sends \*\*host action commands\*\*|## Runout alerts need host action commands/,
        line,
      ),
  },
];

export const cases: Cases = {
  wrong: [
    ['blog/remote-access-creality-ender-3-s1.mdx', 'The S1 has a runout sensor, but a notification reaches your phone only if the firmware sends **host action commands** over USB when it pauses for a filament change. Without them the printer pauses on its own screen and you hear nothing.', 'sample6d-runout-host-actions-only'],
    ['blog/remote-access-elegoo-neptune-3.mdx', 'The series has a runout sensor, but OctoPrint and Obico only hear of a runout if the firmware sends **host action commands** over USB when it pauses. Firmware built without them pauses on its screen while your phone stays silent.', 'sample6d-runout-host-actions-only'],
    ['blog/remote-access-elegoo-neptune-3.mdx', '## Runout alerts need host action commands', 'sample6d-runout-host-actions-only'],
  ],
  right: [
    ['blog/remote-access-creality-ender-3-s1.mdx', 'The S1 has a runout sensor, but a notification reaches your phone only if the firmware tells OctoPrint over USB that it has paused for a filament change: with **host action commands**, or with the "paused for user" busy messages that Marlin sends while it waits (its `HOST_KEEPALIVE_FEATURE`), which the Obico plugin also watches for. Firmware that sends neither pauses on its own screen and you hear nothing. (Since February 2023 the plugin only recognizes the host action form with a space, `// action:paused`, as Prusa firmware writes it.)'],
    ['blog/remote-access-elegoo-neptune-3.mdx', '## Runout alerts need the firmware to report the pause'],
    ['blog/remote-access-elegoo-neptune-3.mdx', 'The series has a runout sensor, but OctoPrint and Obico only hear of a runout if the firmware tells OctoPrint over USB that it has paused: with **host action commands**, or with the "paused for user" busy messages that Marlin sends while it waits (its `HOST_KEEPALIVE_FEATURE`), which the Obico plugin also watches for. Firmware that sends neither pauses on its screen while your phone stays silent. (Since February 2023 the plugin only recognizes the host action form with a space, `// action:paused`, as Prusa firmware writes it.)'],
  ],
};
