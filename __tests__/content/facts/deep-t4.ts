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
];

export const cases: Cases = {
  wrong: [
    ['blog/klipper-vs-marlin.mdx', 'Obico works on both firmwares, through the host rather than the firmware. On a Marlin printer driven by OctoPrint over USB, install the Obico plugin for OctoPrint. On Klipper, install Obico for Klipper next to Moonraker. Your account, the app, failure detection and notifications behave the same either way, and switching firmware only means installing the other agent and linking the printer again.', 'deep-t4-pause-same-either-way'],
    ['blog/spaghetti-print-failure-explained.mdx', "Pausing alone can leave the hot nozzle resting on the part, melting a spot or oozing onto it. Obico's pause-on-failure options can also:", 'deep-t4-pause-options-unqualified'],
  ],
  right: [
    ['blog/klipper-vs-marlin.mdx', 'Your account, the app, failure detection and notifications work on both. One difference is in what a pause does: Obico for OctoPrint can turn off the heaters, retract and lift the nozzle when it pauses a failed print, while Obico for Klipper leaves that to your `PAUSE` macro. Switching firmware only means installing the other agent and linking the printer again.'],
    ['blog/spaghetti-print-failure-explained.mdx', 'Pausing alone can leave the hot nozzle resting on the part, melting a spot or oozing onto it. With Obico for OctoPrint, the pause-on-failure options can also:'],
  ],
};
