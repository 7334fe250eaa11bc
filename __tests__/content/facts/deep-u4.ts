/**
 * Product-fact rules from the third pass, one kind of claim across the whole site: internal consistency and
 * cross-references (values stated on several pages, "see below"/"step N" pointers, link texts). November 2026.
 * The log is docs/audit/deep-u4-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-u4-klipper-6-digit-not-only-legacy',
    scope: 'docs',
    why:
      "today's installer still switches to the 6-digit code flow when discovery ends (start_and_block(300), 2 s x 300 = 10 minutes) or when the user answers Y to 'Switch to using 6-digit verification code to link printer? [Y/n]' (moonraker-obico moonraker_obico/link.py:84-89,124-139, since v1.5.0, commit 24ada7b); klipper-setup.mdx:77 links to this page for that case, so the page may not say it is only for versions older than 1.6.0",
    find: (line, _context, file) =>
      file.endsWith('klipper-setup-manual-link.mdx')
        ? first(
            /Legacy linking flow for Obico for Klipper versions older than 1\.6\.0|Older releases of Obico for Klipper \(before version 1\.6\.0\) link a printer with a 6-digit|Älterer Verknüpfungsablauf für Obico for Klipper vor Version 1\.6\.0|Proceso de vinculación antiguo para las versiones|Ancienne procédure d'association pour les versions|Vecchia procedura di collegamento per le versioni|Oudere koppelmethode voor Obico for Klipper-versies|Starszy sposób łączenia dla wersji|Fluxo antigo de vinculação para versões|Прежний способ привязки для версий/,
            line,
          )
        : null,
  },
  {
    id: 'deep-u4-relink-6-digit-not-only-old',
    scope: 'all',
    why:
      "the 6-digit code flow is not only for versions older than 1.6.0: today's installer switches to it when discovery ends after 10 minutes or when the user answers Y (moonraker-obico moonraker_obico/link.py:84-89,124-139)",
    find: (line) =>
      first(
        /6-digit code flow\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) is only for older versions|Code\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) gilt nur für ältere|dígitos\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) (solo sirve|serve só)|chiffres\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) ne concerne que|cifre\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) vale solo|code\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) is alleen voor oudere|kodem\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) dotyczy tylko|кодом\]\(\/docs\/user-guides\/klipper-setup-manual-link\/\) нужен только/,
        line,
      ),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      'description: "Legacy linking flow for Obico for Klipper versions older than 1.6.0, using a 6-digit verification code."',
      'deep-u4-klipper-6-digit-not-only-legacy',
    ],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      'Older releases of Obico for Klipper (before version 1.6.0) link a printer with a 6-digit verification code. You get the code from the Obico app and type it into the installer running on your Klipper host. This page walks through that legacy flow.',
      'deep-u4-klipper-6-digit-not-only-legacy',
    ],
    [
      'i18n/de-DE/docs/user-guides/klipper-setup-manual-link.mdx',
      'description: "Älterer Verknüpfungsablauf für Obico for Klipper vor Version 1.6.0, mit einem 6-stelligen Bestätigungscode."',
      'deep-u4-klipper-6-digit-not-only-legacy',
    ],
    [
      'docs/user-guides/relink-printer.mdx',
      'link the printer as in a first setup. The [6-digit code flow](/docs/user-guides/klipper-setup-manual-link/) is only for older versions.',
      'deep-u4-relink-6-digit-not-only-old',
    ],
    [
      'i18n/ru-RU/docs/user-guides/relink-printer.mdx',
      '[Способ с 6-значным кодом](/docs/user-guides/klipper-setup-manual-link/) нужен только для более старых версий.',
      'deep-u4-relink-6-digit-not-only-old',
    ],
  ],
  right: [
    [
      'docs/user-guides/relink-printer.mdx',
      'The [6-digit code flow](/docs/user-guides/klipper-setup-manual-link/) is how versions older than 1.6.0 link manually, and what newer installers switch to if the printer is not linked within about 10 minutes.',
    ],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      'description: "Link Obico for Klipper with a 6-digit verification code: the manual flow of versions before 1.6.0, and the fallback newer installers still switch to."',
    ],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      'Releases of Obico for Klipper before version 1.6.0 link a printer manually with a 6-digit verification code, and newer installers still switch to this flow when automatic linking has not succeeded after about 10 minutes, or when you ask for it. You get the code from the Obico app and type it into the installer running on your Klipper host. This page walks through that flow.',
    ],
  ],
};
