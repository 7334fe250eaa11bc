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
  ],
  right: [
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
