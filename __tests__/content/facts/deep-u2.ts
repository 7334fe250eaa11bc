/**
 * Product-fact rules from the third pass over one kind of claim, "linking a printer", across docs, translations and
 * blog posts (November 2026). Nothing scans the local network: the agent announces itself to the Obico server
 * (moonraker-obico printer_discovery.py:128-140 and 172-181, POST /api/v1/octo/unlinked/), the server keeps it per
 * public IP (obico-server backend/api/octoprint_views.py:244-285) and lists it to a browser or phone from the same
 * public IP (backend/api/viewsets.py:896-912). The log is docs/audit/deep-u2-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-u2-installer-waits-app-looks',
    scope: 'all',
    why:
      'while link.sh runs, moonraker-obico link.py:86-89 runs PrinterDiscovery.start_and_block(300), which POSTs the printer to the server\'s /api/v1/octo/unlinked/ every 2 s (printer_discovery.py:128-140, 172-181) for about 10 minutes; the app does not look for the printer, the server lists the announced printer to devices on the same public IP (backend/api/viewsets.py:896-912)',
    find: (line) =>
      first(
        /waits while the app looks for your printer|waits for the app to find the printer automatically|während die App nach Ihrem Drucker sucht|mientras la aplicación busca su impresora|pendant que l'application cherche votre imprimante|mentre l'app cerca la stampante|terwijl de app je printer zoekt|aż aplikacja znajdzie drukarkę|enquanto o app procura a sua impressora|пока приложение ищет ваш принтер|bis die App den Drucker automatisch findet|espera a que la aplicación encuentre la impresora|attend ensuite que l'application trouve l'imprimante|attende poi che l'app trovi la stampante|tot de app de printer automatisch vindt|aż aplikacja automatycznie znajdzie drukarkę|espera o app encontrar a impressora|пока приложение само найдёт принтер|installer waited for the app to find the printer on your network/i,
        line,
      ),
  },
  {
    id: 'deep-u2-app-scans-network',
    scope: 'all',
    why:
      'the app never scans or searches the local network: PrinterLinkingPage.vue:395-410 polls the server\'s printer-discovery list every few seconds, and the server returns the printers announced from the caller\'s public IP (backend/api/viewsets.py:896-912, lib/printer_discovery.py:99-122); OctoPrint-Obico announces itself the same way (octoprint_obico/printer_discovery.py)',
    find: (line) =>
      first(
        /let (?:the (?:Obico )?app|it) scan (?:your|the) network|Automatic linking finds OctoPrint on your local network|sucht OctoPrint in Ihrem lokalen Netzwerk|busca OctoPrint en su red local|recherche OctoPrint sur votre réseau local|cerca OctoPrint nella rete locale|wordt OctoPrint op je lokale netwerk gezocht|wyszukuje OctoPrint w sieci lokalnej|procura o OctoPrint na sua rede local|OctoPrint ищется в локальной сети|let it find the printer on your network/i,
        line,
      ),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/klipper-setup.mdx',
      '5. The installer then shows a one-time passcode and waits while the app looks for your printer, for about 10 minutes.',
      'deep-u2-installer-waits-app-looks',
    ],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      '6. The installer then waits for the app to find the printer automatically. Press Enter and answer `Y`.',
      'deep-u2-installer-waits-app-looks',
    ],
    [
      'i18n/de-DE/docs/user-guides/klipper-setup.mdx',
      '5. Anschließend zeigt das Installationsprogramm einen Einmal-Passcode an und wartet etwa 10 Minuten, während die App nach Ihrem Drucker sucht.',
      'deep-u2-installer-waits-app-looks',
    ],
    [
      'blog/remote-access-btt-pi.mdx',
      'When this post was written, the installer waited for the app to find the printer on your network, and offered a 6-digit verification code from the app if you pressed Enter instead.)',
      'deep-u2-installer-waits-app-looks',
    ],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      'Automatic linking finds OctoPrint on your local network, so the phone or computer you use must be on the **same network** as OctoPrint.',
      'deep-u2-app-scans-network',
    ],
    [
      'i18n/ru-RU/docs/user-guides/octoprint-plugin-setup.mdx',
      'При автоматической привязке OctoPrint ищется в локальной сети, поэтому телефон или компьютер должен находиться в **той же сети**.',
      'deep-u2-app-scans-network',
    ],
    [
      'blog/remote-access-voron-2-4.mdx',
      '2. Let the app scan your network (your phone or computer must be on the same network as the Voron) and tap **Link**.',
      'deep-u2-app-scans-network',
    ],
    [
      'blog/remote-access-artillery-sidewinder.mdx',
      'restart, then link: let the Obico app scan your network (**Link Printer** > **OctoPrint**), or, if nothing turns up within a minute, use the 6-digit code.',
      'deep-u2-app-scans-network',
    ],
    [
      'blog/sonic-pad-remote-access-ai.mdx',
      'choose **Link Printer** > **Pre-Installed Klipper Printer** and let it scan the network. If nothing appears within a minute',
      'deep-u2-app-scans-network',
    ],
    [
      'blog/remote-access-voron-trident.mdx',
      '4. In the Obico app, choose **Link Printer** > **Generic Klipper** and let it find the printer on your network.',
      'deep-u2-app-scans-network',
    ],
  ],
  right: [
    [
      'docs/user-guides/klipper-setup.mdx',
      '5. The installer then shows a one-time passcode and, for about 10 minutes, keeps announcing the printer to the Obico server so the app can list it (the terminal shows `Scanning the local network` with a spinner, though nothing scans your network).',
    ],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      '6. The installer then keeps announcing the printer to the Obico server so the app can list it for automatic linking.',
    ],
    [
      'blog/remote-access-btt-pi.mdx',
      'When this post was written, the installer waited for the app to link the printer automatically, and offered a 6-digit verification code from the app if you pressed Enter instead.)',
    ],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      'Automatic linking only offers OctoPrint to a phone or computer on the **same network** as OctoPrint, so use one that is.',
    ],
    [
      'blog/remote-access-voron-2-4.mdx',
      '2. Wait for the app to list the Voron and tap **Link**. The app does not scan your network: the agent announces the printer to the Obico server, which lists it to a phone or computer on the same network.',
    ],
    [
      'blog/remote-access-voron-trident.mdx',
      '4. In the Obico app, choose **Link Printer** > **Generic Klipper** and wait for it to list the printer (the agent announces it to the Obico server; the app does not scan your network).',
    ],
  ],
};
