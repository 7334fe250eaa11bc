/**
 * Product-fact rules from the deep fact pass over the OctoPrint setup pages (batch d2a, November 2026): the OctoPrint
 * setup guide, manual linking, re-linking, getting started, the move from The Spaghetti Detective, the Orange Pi pages
 * and the self-hosted plugin guide, with their translations. Each rule names a claim that a page made and that the
 * code (or the third-party product's source) shows is wrong. The log is docs/audit/deep-d2a-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

/** The pages of this batch whose wording the narrower rules police (other pages are other batches' work). */
const inBatch = (file: string, ...names: string[]) => names.some((name) => file.endsWith(`docs/${name}.mdx`));

export const rules: Rule[] = [
  {
    id: 'deep-d2a-octoprint-get-more',
    scope: 'docs',
    why:
      'OctoPrint\'s Plugin Manager button reads "Get More" since OctoPrint 1.6.0 (pluginmanager_settings.jinja2 line 63 at 1.6.0, line 64 at 1.11.8: {{ _(\'Get More\') }}); "Get More..." is the label of 1.5 and older (line 116 at 1.5.0)',
    find: (line) => (/1\.5/.test(line) ? null : first(/Get More(\.\.\.|…)/, line)),
  },
  {
    id: 'deep-d2a-octoprint-restart-now',
    scope: 'docs',
    why:
      'after an install OctoPrint\'s notice says "A restart is needed for the changes to take effect." and its button reads "Restart now" (lower-case n), which opens a confirmation whose button is "Proceed" (OctoPrint 1.11.8 pluginmanager.js:1854, 1868, helpers.js:825; same label since 1.4.0)',
    find: (line) => first(/\bRestart Now\b/, line),
  },
  {
    id: 'deep-d2a-discovery-mesh-wifi',
    scope: 'docs',
    why:
      'the app does not scan the local network: the plugin posts itself to /api/v1/octo/unlinked/ (O printer_discovery.py:164-180) and the server lists the devices seen from the same public IP (S api/viewsets.py:900-912, lib/printer_discovery.py:99-122), none at all when more than 2 wait (MAX_UNLINKED_PRINTERS_PER_IP); the plugin stops announcing itself after 120 polls of 5 s, about 10 minutes (O printer_discovery.py:35-40, 99-105). Mesh Wi-Fi does not change the public IP',
    find: (line, _context, file) =>
      inBatch(file, 'user-guides/octoprint-plugin-setup')
        ? first(/blocks device discovery|bloquee la detección|blockiert Ihr Netzwerk vermutlich|bloque probablement la découverte|la rete blocca il rilevamento|blokkeert je netwerk waarschijnlijk|sieć prawdopodobnie blokuje|rede bloqueia a descoberta|сеть блокирует обнаружение/, line)
        : null,
  },
  {
    id: 'deep-d2a-handshake-popup-window',
    scope: 'docs',
    why:
      'the handshake opens a pop-up window, not a tab: window.open(url, "_blank", "toolbar=no,location=no,status=no,menubar=no,scrollbars=no,resizable=no,width=500,height=100"); a blocked pop-up gives "Handshake failed because the pop-up was blcoked." (S frontend/src/components/printers/wizard/AutoLinkPopup.vue:74-85)',
    find: (line) =>
      first(
        /A new (browser )?tab opens|blocked the new tab|neuer Browser-Tab|den neuen Tab blockiert|nueva pestaña del navegador|bloqueado la nueva pestaña|nouvel onglet du navigateur|bloqué le nouvel onglet|nuova scheda del browser|bloccato la nuova scheda|nieuw browsertabblad|nieuwe tabblad heeft geblokkeerd|nowa karta przeglądarki|zablokowała nową kartę|nova aba do navegador|bloqueou a nova aba|новая вкладка браузера|заблокировал новую вкладку/,
        line,
      ),
  },
  {
    id: 'deep-d2a-unlinked-plugin-no-troubleshooting',
    scope: 'docs',
    why:
      'while OctoPrint is not linked, the plugin\'s settings page shows only "You haven\'t linked OctoPrint to your Obico account!" and the button "Run Setup Wizard to Link OctoPrint"; the Settings and Troubleshooting choices, and so "Re-run Wizard", show only once it is linked (O templates/obico_settings.jinja2:8-41, 393-400)',
    find: (line, context, file) =>
      inBatch(file, 'user-guides/octoprint-plugin-setup-manual-link', 'server-guides/configure-octoprint-plugin') &&
      /Troubleshooting/.test(line) &&
      !/Run Setup Wizard to Link OctoPrint/.test(context)
        ? first(/Re-run Wizard/, line)
        : null,
  },
  {
    id: 'deep-d2a-tsd-migration-dialog',
    scope: 'docs',
    why:
      'the migration needs no steps from the user: at start-up migrate_tsd_settings copies the old plugin\'s settings, auth token included, and sets tsd_migrated (O __init__.py:220-221, utils.py:324-337); the dialog then only reports it ("The Spaghetti Detective is now Obico", button "Gotcha! Don\'t show again.", O templates/obico_settings.jinja2:484-509, static/js/ObicoSettings.js:157-162)',
    find: (line) => first(/a dialog that takes you through migrating/, line),
  },
  {
    id: 'deep-d2a-imager-write-steps',
    scope: 'docs',
    why:
      'Raspberry Pi Imager\'s steps depend on its version: 1.7 has CHOOSE OS, CHOOSE STORAGE, WRITE (src/main.qml:111-173 at v1.7.5); 1.8 and 1.9 have "Next", then "Would you like to apply OS customization settings?" (src/main.qml:292, UseSavedSettingsPopup.qml:92-134 at v1.8.5); 2.x is a wizard that asks for a device first and confirms with "I understand, erase and write" (src/wizard/DeviceSelectionStep.qml:20-23, WritingStep.qml:42, 491 at v2.0.11). "Click Write and confirm" after "Choose Operating System" fits none of them in full',
    find: (line) => first(/Click \*\*Write\*\* and confirm|click \*\*Choose Operating System\*\*|Click \*\*Choose Operating System\*\*/, line),
  },
  {
    id: 'deep-d2a-nmtui-deactivate',
    scope: 'docs',
    why:
      'nmtui\'s "Activate a connection" list has its buttons in a column on the right; the first reads "Activate" and turns into "Deactivate" for an active connection, capitalised (NetworkManager src/nmtui/nmtui-connect.c, nmt_connect_connection_list and listbox_active_changed)',
    find: (line) => first(/`<deactivate>`/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/octoprint-plugin-setup.mdx', '4. Click **"Get More..."**.', 'deep-d2a-octoprint-get-more'],
    ['i18n/de-DE/docs/user-guides/octoprint-plugin-setup.mdx', '4. Klicken Sie auf **"Get More..."**.', 'deep-d2a-octoprint-get-more'],
    ['docs/user-guides/move-from-tsd-to-obico-in-octoprint.mdx', '1. Still in **Plugin Manager**, click **Get More...**.', 'deep-d2a-octoprint-get-more'],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '7. When OctoPrint asks you to restart, click **"Restart Now"**.',
      'deep-d2a-octoprint-restart-now',
    ],
    [
      'i18n/ru-RU/docs/user-guides/octoprint-plugin-setup.mdx',
      '7. Когда OctoPrint предложит перезапуск, нажмите **"Restart Now"**.',
      'deep-d2a-octoprint-restart-now',
    ],
    ['docs/user-guides/move-from-tsd-to-obico-in-octoprint.mdx', '4. When the installation finishes, click **Restart Now**.', 'deep-d2a-octoprint-restart-now'],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '**If OctoPrint is not found:** let the scan run for about 1 minute. If nothing appears, your network probably blocks device discovery. This is common with mesh Wi-Fi, guest networks and VPNs.',
      'deep-d2a-discovery-mesh-wifi',
    ],
    [
      'i18n/pl-PL/docs/user-guides/octoprint-plugin-setup.mdx',
      '**Jeśli OctoPrint nie zostanie znaleziony:** pozwól, aby wyszukiwanie trwało około 1 minuty. Jeśli nic się nie pojawi, sieć prawdopodobnie blokuje wykrywanie urządzeń.',
      'deep-d2a-discovery-mesh-wifi',
    ],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '4. A dialog opens. Click **"Link Now"**. A new browser tab opens for a few seconds while it completes a handshake with OctoPrint, then closes by itself.',
      'deep-d2a-handshake-popup-window',
    ],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      'If the handshake fails, for example because your browser blocked the new tab, link with a 6-digit code instead.',
      'deep-d2a-handshake-popup-window',
    ],
    [
      'docs/user-guides/install-octoprint-orange-pi-zero-2-kit.mdx',
      '3. Click **Link Now** in the dialog. A new tab opens briefly to complete the handshake with OctoPrint.',
      'deep-d2a-handshake-popup-window',
    ],
    [
      'i18n/pt-BR/docs/user-guides/octoprint-plugin-setup.mdx',
      '4. Uma caixa de diálogo se abre. Clique em **"Link agora"**. Uma nova aba do navegador é aberta por alguns segundos para concluir um handshake com o OctoPrint e depois se fecha sozinha.',
      'deep-d2a-handshake-popup-window',
    ],
    [
      'i18n/de-DE/docs/user-guides/octoprint-plugin-setup.mdx',
      'Schlägt der Handshake fehl, etwa weil Ihr Browser den neuen Tab blockiert hat, verknüpfen Sie stattdessen mit einem 6-stelligen Code.',
      'deep-d2a-handshake-popup-window',
    ],
    [
      'docs/user-guides/octoprint-plugin-setup-manual-link.mdx',
      '3. Open the **"Troubleshooting"** section and click **"Re-run Wizard"**.',
      'deep-d2a-unlinked-plugin-no-troubleshooting',
    ],
    [
      'i18n/fr-FR/docs/user-guides/octoprint-plugin-setup-manual-link.mdx',
      '3. Ouvrez la section **"Troubleshooting"** et cliquez sur **"Re-run Wizard"** (Relancer l\'assistant).',
      'deep-d2a-unlinked-plugin-no-troubleshooting',
    ],
    [
      'docs/server-guides/configure-octoprint-plugin.mdx',
      "If the plugin was already installed, or the wizard did not open after the restart, start it by hand: open the plugin's settings in OctoPrint, go to **Troubleshooting**, and click **Re-run Wizard**.",
      'deep-d2a-unlinked-plugin-no-troubleshooting',
    ],
    [
      'docs/user-guides/move-from-tsd-to-obico-in-octoprint.mdx',
      '**You should see:** after OctoPrint restarts, a dialog that takes you through migrating from the old plugin. Follow it.',
      'deep-d2a-tsd-migration-dialog',
    ],
    [
      'docs/user-guides/install-octoprint-orange-pi-zero-2-kit.mdx',
      '3. In Imager, click **Choose Operating System** > **Use Custom**, and select the unzipped image.',
      'deep-d2a-imager-write-steps',
    ],
    ['docs/user-guides/install-octoprint-orange-pi-zero-2-kit.mdx', '5. Click **Write** and confirm.', 'deep-d2a-imager-write-steps'],
    [
      'docs/user-guides/orange-pi-for-octoprint-download-setup.mdx',
      '5. Click **Write** and confirm. Your computer may ask for your administrator password.',
      'deep-d2a-imager-write-steps',
    ],
    [
      'docs/user-guides/install-octoprint-orange-pi-zero-2-kit.mdx',
      '7. Choose **Activate a connection**, pick your Wi-Fi network (SSID) and enter its password. When the label next to the network turns into `<deactivate>`, the board is connected. Go back and quit.',
      'deep-d2a-nmtui-deactivate',
    ],
    [
      'docs/user-guides/orange-pi-for-octoprint-download-setup.mdx',
      '   **You should see:** the label next to your network changes to `<deactivate>`, which means the board is connected.',
      'deep-d2a-nmtui-deactivate',
    ],
  ],
  right: [
    ['docs/user-guides/octoprint-plugin-setup.mdx', '4. Click **"Get More"** (**"Get More..."** in OctoPrint 1.5 and older).'],
    ['i18n/ru-RU/docs/user-guides/octoprint-plugin-setup.mdx', '4. Нажмите **"Get More"** (в OctoPrint 1.5 и более ранних версиях — **"Get More..."**).'],
    ['docs/user-guides/move-from-tsd-to-obico-in-octoprint.mdx', '1. Still in **Plugin Manager**, click **Get More**.'],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '7. When OctoPrint says a restart is needed, click **"Restart now"** in that notice, then **"Proceed"** to confirm.',
    ],
    [
      'docs/user-guides/move-from-tsd-to-obico-in-octoprint.mdx',
      "4. When the installation finishes, click **Restart now** in OctoPrint's notice and confirm with **Proceed**.",
    ],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '**If OctoPrint is not found:** let the scan run for about 1 minute. The app does not search your network itself: the plugin announces itself to the Obico server, and the server lists it to a phone or computer that reaches the internet through the same public IP address.',
    ],
    [
      'i18n/pl-PL/docs/user-guides/octoprint-plugin-setup.mdx',
      '**Jeśli OctoPrint nie zostanie znaleziony:** pozwól, aby wyszukiwanie trwało około 1 minuty. Aplikacja nie przeszukuje sama sieci: wtyczka zgłasza się do serwera Obico, a serwer pokazuje ją telefonowi lub komputerowi, który łączy się z internetem przez ten sam publiczny adres IP.',
    ],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '4. A dialog opens. Click **"Link Now"**. A small pop-up window opens for a few seconds while it completes a handshake with OctoPrint, then closes by itself.',
    ],
    [
      'i18n/pt-BR/docs/user-guides/octoprint-plugin-setup.mdx',
      '4. Uma caixa de diálogo se abre. Clique em **"Link agora"**. Uma pequena janela pop-up é aberta por alguns segundos para concluir um handshake com o OctoPrint e depois se fecha sozinha.',
    ],
    ['i18n/nl-NL/docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '4. De wizard toont nu een pagina die om een 6-cijferige code vraagt. **Laat dit browsertabblad openstaan.**'],
    [
      'docs/user-guides/octoprint-plugin-setup-manual-link.mdx',
      '3. If OctoPrint is not linked yet, the page only offers **"Run Setup Wizard to Link OctoPrint"**: click it. If it is linked, click **"Troubleshooting"**, then **"Re-run Wizard"** at the bottom.',
    ],
    [
      'docs/user-guides/move-from-tsd-to-obico-in-octoprint.mdx',
      '**You should see:** there is nothing to walk through. When OctoPrint starts, the new plugin copies the old plugin\'s settings, including the link to your account, and then shows a dialog titled **"Welcome to Obico"** (**"The Spaghetti Detective is now Obico"**) saying so.',
    ],
    [
      'docs/user-guides/orange-pi-for-octoprint-download-setup.mdx',
      '5. Start the write and confirm that the card will be erased. Imager 2.x: click **Write**, then **I understand, erase and write**.',
    ],
    [
      'docs/user-guides/orange-pi-for-octoprint-download-setup.mdx',
      '   **You should see:** for your network, the button on the right of the list changes from `<Activate>` to `<Deactivate>`, which means the board is connected.',
    ],
  ],
};
