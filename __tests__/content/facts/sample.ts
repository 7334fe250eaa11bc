/**
 * Product-fact rules from the second seeded sample (seed 2026112624), drawn after the audit, November 2026.
 * Each rule names a claim that a sampled page made (and that its translations or sibling posts repeated) and that the
 * product's code shows is wrong. The sample log is docs/audit/sample-2026-11-26.md.
 */
import { beforeFeature, first, type Cases, type Rule } from './types';

/** The web app's "Next" button in the languages of the site (frontend/src/i18n/locales/*.json, key "Next"). */
const NEXT = /\*\*"(Next>?|Nächste|Próximo|Suivant|Prossimo|Volgende|Następny|Следующий)"\*\*/;
/** The web app's "Generic Klipper - Self Installed" tile (key of that name), as the glossaries write it. */
const GENERIC_KLIPPER =
  /\*\*"(Generic Klipper - Self Installed|Generischer Klipper – Selbstinstallation|Klipper genérico - Autoinstalación|Klipper générique - Auto-installé|Klipper generico - autoinstallante|Generieke Klipper - Zelf geïnstalleerd|Ogólny Klipper - Samodzielna instalacja|Klipper genérico - autoinstalado|Универсальный Klipper - Самостоятельная установка)"\*\*/;

export const rules: Rule[] = [
  {
    id: 'sample-printers-page',
    scope: 'docs',
    why: 'the web app\'s printer list is the "Printers" page (NavBar.vue, PageLayout.vue, en.json "Printers"); there is no "My Printers" label',
    find: (line) => first(/["„«“]\s?My Printers\s?["“»”]/, line),
  },
  {
    id: 'sample-web-manual-setup',
    scope: 'docs',
    why: 'on the web linking page the way out of the scan is "Switch to Manual Linking" (PrinterLinkingPage.vue); the old "Manual Setup" link is gone',
    find: (line) => first(/\*\*"Manual Setup"\*\*/, line),
  },
  {
    id: 'sample-web-klipper-tile',
    scope: 'docs',
    why: 'in the web app a self-installed Klipper printer is "Generic Klipper - Self Installed" (TargetPlatformSelectionPage.vue), not "Klipper"',
    find: (line, context) => (NEXT.test(context) ? first(/\*\*"Klipper"\*\*/, line) : null),
  },
  {
    id: 'sample-web-klipper-next',
    scope: 'docs',
    why: 'choosing "Generic Klipper - Self Installed" opens the installation guide page, whose "Next" button starts the scan (ObicoInstallationGuidePage.vue)',
    find: (line) => (NEXT.test(line) ? null : first(GENERIC_KLIPPER, line)),
  },
  {
    id: 'sample-passcode-date',
    scope: 'all',
    why: 'one-time passcode linking arrived with Obico for Klipper 1.6.0 (moonraker-obico be924de, 2024-03-29; version 1.6.0, 2024-04-05): an older post must say so',
    find: beforeFeature(/one-time passcode/i, '2024-04-05', /1\.6\.0/),
  },
  {
    id: 'sample-creality-installer-date',
    scope: 'all',
    why: 'the agent\'s Creality installer (scripts/install_creality.sh) arrived in October 2023 (moonraker-obico 0de1184): an older post must say so',
    find: beforeFeature(/install_creality\.sh|Creality installer/, '2023-10-19', /October 2023/),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/how-to-test-failure-detection.mdx', '4. **Watch the printer card** on the "My Printers" page.', 'sample-printers-page'],
    ['i18n/fr-FR/docs/user-guides/how-to-test-failure-detection.mdx', 'sur la page « My Printers » (Mes imprimantes).', 'sample-printers-page'],
    ['docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '2. If the page sits on **"Scanning..."** for more than 1 minute, click **"Manual Setup"**, then **"Next >"**.', 'sample-web-manual-setup'],
    ['docs/user-guides/klipper-setup-manual-link.mdx', '1. Choose **"Klipper"**.\n2. Click **"Next>"**.', 'sample-web-klipper-tile'],
    ['i18n/de-DE/docs/user-guides/klipper-setup-manual-link.mdx', '1. Wählen Sie **"Klipper"**.\n2. Klicken Sie auf **"Nächste"**.', 'sample-web-klipper-tile'],
    ['docs/user-guides/klipper-setup.mdx', '2. Choose **"Generic Klipper - Self Installed"**.', 'sample-web-klipper-next'],
    ['i18n/fr-FR/docs/user-guides/klipper-setup.mdx', '2. Choisissez **"Klipper générique - Auto-installé"** (Generic Klipper - Self Installed).', 'sample-web-klipper-next'],
    ['blog/2023-02-14-sonic-pad.mdx', 'If nothing appears within a minute, switch to manual linking and type the one-time passcode from the terminal.', 'sample-passcode-date'],
    ['blog/2023-02-14-sonic-pad.mdx', './scripts/install_creality.sh -s', 'sample-creality-installer-date'],
    ['blog/2023-06-20-k1.mdx', 'Clone the agent and run its **Creality installer** with the K1 option.', 'sample-creality-installer-date'],
  ],
  right: [
    ['docs/user-guides/how-to-test-failure-detection.mdx', '4. **Watch the printer card** on the **"Printers"** page.'],
    ['docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '2. If the page sits on **"Scanning..."** for more than 1 minute, click **"Switch to Manual Linking"**.'],
    ['docs/user-guides/klipper-setup-manual-link.mdx', '1. Choose **"Generic Klipper - Self Installed"**, then click **"Next"**.'],
    ['docs/user-guides/klipper-setup-manual-link.mdx', '1. Choose **"Klipper"**.\n2. Tap **"Yes. Obico for Klipper is installed"**.'],
    ['i18n/fr-FR/docs/user-guides/klipper-setup.mdx', '2. Choisissez **"Klipper générique - Auto-installé"** (Generic Klipper - Self Installed), puis cliquez sur **"Suivant"**.'],
    ['blog/2023-02-14-sonic-pad.mdx', 'Type the one-time passcode. (Passcode linking arrived with Obico for Klipper 1.6.0 in April 2024.)'],
    ['blog/2023-02-14-sonic-pad.mdx', 'Run the **Creality installer** (the agent gained it in October 2023, after this post was first published).'],
    ['blog/2024-06-12-two-trees.mdx', 'Enter the one-time passcode the installer shows; `./scripts/install_creality.sh` is not needed.'],
    ['docs/user-guides/klipper-setup.mdx', 'Copy the one-time passcode from the terminal window you left open in step 1.'],
  ],
};
