/**
 * Product-fact rules from the seventh seeded sample, part C (seed 2026112629, places 11 to 15), November 2026.
 * Each rule names a claim that a sampled page made and that the product's code shows is wrong. The sample log is
 * docs/audit/sample7-part-c.md.
 */
import { first, type Cases, type Rule } from './types';

const PAGE = 'klipper-setup-manual-link';

export const rules: Rule[] = [
  {
    id: 'sample7c-klipper-relink-bug-reporting-prompt',
    scope: 'all',
    why: 'moonraker-obico df0005c scripts/link.sh:92-95: prompt_for_sentry() returns without asking when the config file already holds "sentry_opt", which an earlier opt-in wrote into [misc] (l.106-111); a re-link keeps the existing moonraker-obico.cfg (install.sh:243-245 only creates it when missing), so the installer does not always ask about bug reporting after the code is accepted',
    find: (line, _context, file) =>
      file.includes(PAGE)
        ? first(
            /The installer then asks whether you want to opt in to bug reporting|Danach fragt das Installationsprogramm, ob Sie der Übermittlung von Fehlerberichten|Después, el instalador le pregunta si desea participar en el envío|Le programme d'installation vous demande ensuite si vous acceptez l'envoi|Il programma di installazione chiede poi se desidera aderire|Daarna vraagt het installatieprogramma of je wilt meedoen aan het melden|Następnie instalator zapyta, czy zgłaszać błędy|Depois, o instalador pergunta se você quer participar do envio|Затем установщик спросит, хотите ли вы участвовать в отправке/,
            line,
          )
        : null,
  },
  {
    id: 'sample7c-marlin-action-paused-not-matched',
    scope: 'all',
    why: 'OctoPrint-Obico b8aa6ba octoprint_obico/gcode_hooks.py:42-44 matches "// action:paused" (with a space, since 2f9876c, 2023-02-12); Marlin writes host action commands as "//action:" + name without a space (MarlinFirmware/Marlin Marlin/src/feature/host_actions.cpp, HostUI::action, SERIAL_ECHOPGM("//action:", fstr)), so enabling HOST_ACTION_COMMANDS does not give the plugin a line it recognizes; from Marlin it recognizes the "paused for user" busy messages of HOST_KEEPALIVE_FEATURE',
    find: (line, _context, file) =>
      file.includes('filament-change-notifications-with-octoprint')
        ? first(/Marlin sends such messages only when the matching firmware features are on/, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      `docs/user-guides/${PAGE}.mdx`,
      '3. The installer then asks whether you want to opt in to bug reporting. We recommend answering **Y**. It helps the Obico team find and fix problems faster.',
      'sample7c-klipper-relink-bug-reporting-prompt',
    ],
    [
      `i18n/de-DE/docs/user-guides/${PAGE}.mdx`,
      '3. Danach fragt das Installationsprogramm, ob Sie der Übermittlung von Fehlerberichten zustimmen möchten. Wir empfehlen, mit **Y** zu antworten. Das hilft dem Obico-Team, Probleme schneller zu finden und zu beheben.',
      'sample7c-klipper-relink-bug-reporting-prompt',
    ],
    [
      `i18n/ru-RU/docs/user-guides/${PAGE}.mdx`,
      '3. Затем установщик спросит, хотите ли вы участвовать в отправке отчётов об ошибках. Рекомендуем ответить **Y**. Это помогает команде Obico быстрее находить и исправлять проблемы.',
      'sample7c-klipper-relink-bug-reporting-prompt',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      "**If the printer pauses but no notification arrives:** the printer did not tell OctoPrint about the pause. The Obico plugin recognizes a filament change in the printer's messages when a line contains `M600`, `paused for user` or `// action:paused`; Marlin sends such messages only when the matching firmware features are on. Follow the firmware guide for your printer above to enable `HOST_ACTION_COMMANDS`, and check that `HOST_KEEPALIVE_FEATURE` (which sends the \"paused for user\" busy messages) is not turned off.",
      'sample7c-marlin-action-paused-not-matched',
    ],
  ],
  right: [
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      "**If the printer pauses but no notification arrives:** the Obico plugin did not recognize the pause in the printer's messages. It reacts to a line that contains `M600`, `paused for user` or `// action:paused`, the last one with a space after `//`. Marlin writes its host action commands without that space (`//action:paused`), so the plugin does not pick them up; what it recognizes from Marlin is the \"paused for user\" busy message that Marlin repeats while M600 waits for you. Check that `HOST_KEEPALIVE_FEATURE`, which sends those messages, is not turned off. `HOST_ACTION_COMMANDS`, from the firmware guide for your printer above, is what lets OctoPrint itself show the print as paused.",
    ],
    [
      `docs/user-guides/${PAGE}.mdx`,
      '3. Unless this host has already opted in to bug reporting (as it may have on a re-link), the installer then asks whether you want to opt in. We recommend answering **Y**. It helps the Obico team find and fix problems faster.',
    ],
    [
      `i18n/de-DE/docs/user-guides/${PAGE}.mdx`,
      '3. Sofern dieser Host der Übermittlung von Fehlerberichten nicht schon zugestimmt hat (etwa bei einer erneuten Verknüpfung), fragt das Installationsprogramm danach, ob Sie zustimmen möchten. Wir empfehlen, mit **Y** zu antworten. Das hilft dem Obico-Team, Probleme schneller zu finden und zu beheben.',
    ],
  ],
};
