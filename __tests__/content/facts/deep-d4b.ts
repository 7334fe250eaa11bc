/**
 * Product-fact rules from the deep pass over batch d4b (connection troubleshooting, diagnostic report, notification
 * settings and email, feed sharing, tunnel, account and archive pages, logs and support; November 2026). Each rule
 * names a claim that a page made and that the code shows is wrong. The log is docs/audit/deep-d4b-2026-11-26.md.
 * S = obico-server 49c0bc7, O = OctoPrint-Obico b8aa6ba, M = moonraker-obico df0005c, OP = OctoPrint 744c835.
 */
import { first, type Cases, type Rule } from './types';

const onPage = (file: string, page: string) => file.endsWith(`/user-guides/${page}.mdx`);

export const rules: Rule[] = [
  {
    id: 'deep-d4b-test-four-results',
    scope: 'docs',
    why:
      'the TEST button has four results, not three: "Succeeded!" (200), "Failed to contact server. Is OctoPrint connected to Internet?" (no answer), "Invalid account credentials." (401) and "Something went wrong. Contact us for help." (any other status) (O templates/obico_settings.jinja2:305-320; static/js/ObicoSettings.js:135-141)',
    find: (line, _context, file) =>
      onPage(file, 'troubleshoot-server-connection-issues')
        ? first(
            /one of three results|eines von drei Ergebnissen|uno de estos tres resultados|l'un des trois résultats|uno di tre risultati|een van drie resultaten|jeden z trzech wyników|um de três resultados|один из трёх результатов/i,
            line,
          )
        : null,
  },
  {
    id: 'deep-d4b-shared-token-not-blacklisted',
    scope: 'all',
    why:
      'the server does not blacklist a token used by two printers: when a second connection with it opens, it closes the older one with code 4321 (S api/consumers.py:249-256, 328-333) and the plugin that was dropped warns "The same authentication token is being used by another printer" and shuts down (O __init__.py:303-312). The token stays valid (S api/authentication.py:10-17), so TEST still succeeds',
    find: (line) =>
      first(
        /blacklists? (it|the credentials?|the token) immediately|sperrt sie sofort|la bloquea de inmediato|met(tent)? immédiatement sur liste noire|les met immédiatement sur liste noire|la blocca immediatamente|blokkeert ze meteen|natychmiast je blokuje|a bloqueia imediatamente|сразу блокирует их/i,
        line,
      ),
  },
  {
    id: 'deep-d4b-error-rate-100-not-only-unreachable',
    scope: 'docs',
    why:
      'the report counts a server attempt as failed also when the server answers with an HTTP error other than 401 (O utils.py:288-299; __init__.py:332-356), so 100% does not mean the plugin never reached the server: a wrong address that answers 404, or a failing server, gives it too',
    find: (line, _context, file) =>
      onPage(file, 'connectivity-error-report')
        ? first(
            /has not reached the server even once|den Server kein einziges Mal erreicht hat|no ha llegado al servidor ni una sola vez|n'a pas réussi à joindre le serveur une seule fois|non ha raggiunto il server nemmeno una volta|de server nog geen enkele keer heeft bereikt|ani razu nie połączyła się z serwerem|não alcançou o servidor nenhuma vez|ни разу не смог связаться с сервером/i,
            line,
          )
        : null,
  },
  {
    id: 'deep-d4b-notifications-not-first',
    scope: 'docs',
    why:
      'Preferences lists General, Appearance, Profile and Authorized Apps before Notifications (S frontend/src/config/user-preferences/sections.js:9-48)',
    find: (line, _context, file) =>
      onPage(file, 'notification-settings') ? first(/The \*\*Notifications\*\* section comes first/, line) : null,
  },
  {
    id: 'deep-d4b-webhook-url-label',
    scope: 'docs',
    why:
      'the Webhook page\'s field is labelled "Webhook URL"; "Custom Webhook URL" is only its placeholder (S frontend/src/notifications/plugins/WebhookPlugin.vue:7-9)',
    find: (line, _context, file) =>
      onPage(file, 'notification-settings') ? first(/\*\*Custom Webhook URL\*\*/, line) : null,
  },
  {
    id: 'deep-d4b-email-no-timelapse',
    scope: 'docs',
    why:
      'the print-done email has no timelapse in it: the feedback line links to the print\'s page (timelapse_link is /prints/<id>/, S backend/notifications/plugins/email/__init__.py:120; templates/email/PrintDone.html:32-60)',
    find: (line, _context, file) =>
      onPage(file, 'print-job-notification-email')
        ? first(/^\[timelapse\]$|Below the verdict and the timelapse/, line)
        : null,
  },
  {
    id: 'deep-d4b-email-feedback-line-always-has-link',
    scope: 'docs',
    why:
      'timelapse_link is always set (the print\'s page URL, S backend/notifications/plugins/email/__init__.py:120), so the feedback line appears whenever the verdict block does (PrintDone.html:22-63); it does not depend on the print having a timelapse',
    find: (line, _context, file) =>
      onPage(file, 'print-job-notification-email') ? first(/it only appears when the print has a timelapse/, line) : null,
  },
  {
    id: 'deep-d4b-email-low-balance-threshold',
    scope: 'docs',
    why:
      'the "running low on AI Detection Hours" reminder shows when the balance is below 10 and not negative (S backend/notifications/plugins/email/templates/email/PrintDone.html:103), not when it reaches 0',
    find: (line, _context, file) =>
      onPage(file, 'print-job-notification-email')
        ? first(/When the balance reaches 0, the email adds a reminder/, line)
        : null,
  },
  {
    id: 'deep-d4b-email-duration-format',
    scope: 'docs',
    why:
      'the email prints the duration as str(timedelta) cut at the seconds, e.g. 3:42:17 (S backend/notifications/plugins/email/__init__.py:124-125), not "3h 42m"',
    find: (line, _context, file) =>
      onPage(file, 'print-job-notification-email') ? first(/Total print duration: \d+h \d+m/, line) : null,
  },
  {
    id: 'deep-d4b-email-stale-print-closed-on-reconnect',
    scope: 'docs',
    why:
      'a print whose end the server missed is closed as soon as the agent reports again: at once if it reports no print (current_print_ts -1, S backend/app/models/other_models.py:164-168), or when it reports a different print (195-198); finished_at is that moment (205-208). It is not always the start of the next print',
    find: (line, _context, file) =>
      onPage(file, 'print-job-notification-email')
        ? first(
            /The server only found out when OctoPrint came back and reported that a new print had started|it used the start of your next print as the end time/,
            line,
          )
        : null,
  },
  {
    id: 'deep-d4b-tunnel-agent-printer-token',
    scope: 'docs',
    why:
      'the agent authenticates to the server with the printer\'s own auth token, not the account\'s credentials (O __init__.py:235-236, 335; M server_conn.py:71, 159; S api/authentication.py:10-17, api/consumers.py:68-86)',
    find: (line, _context, file) =>
      onPage(file, 'octoprint-tunneling')
        ? first(/connects out to the server and authenticates with your account credentials/, line)
        : null,
  },
  {
    id: 'deep-d4b-tunnel-menu-label',
    scope: 'docs',
    why:
      'in the web app only the Printers page card names the tunnel after the agent ("Klipper Tunnel"/"OctoPrint Tunnel", S frontend/src/components/printers/PrinterCard.vue:28-32); the printer page\'s icon and narrow-window ⋮ item always say "OctoPrint Tunnel" (S frontend/src/views/PrinterControlPage.vue:21-30, 55-59)',
    find: (line, _context, file) =>
      // Only the wording that also sends web-app readers to the narrow-window menu for "Klipper Tunnel".
      onPage(file, 'octoprint-tunneling') && /narrow window/.test(line) && !/even for a Klipper printer/.test(line)
        ? first(/Open the printer's menu and choose \*\*"OctoPrint Tunnel"\*\* or \*\*"Klipper Tunnel"\*\*, depending on your printer/, line)
        : null,
  },
  {
    id: 'deep-d4b-tunnel-platform-default',
    scope: 'docs',
    why:
      'without `platform` the authorization page shows Klipper when the `app` name contains "mobileraker", OctoPrint otherwise (S frontend/src/views/NewOctoPrintTunnelPage.vue:362-373)',
    find: (line, _context, file) =>
      onPage(file, 'tunnel-app-integration') ? first(/`OctoPrint` or `Klipper`\. Defaults to `OctoPrint`\./, line) : null,
  },
  {
    id: 'deep-d4b-octoprint-logger-no-name-field',
    scope: 'all',
    why:
      'OctoPrint\'s Logging Levels section adds a logger from a "Select a logger..." list of known loggers, at the level chosen beside it; there is no field to type a name (OctoPrint src/octoprint/plugins/logging/templates/logging_settings.jinja2, "Logging Levels"; static/js/logging.js addLogger)',
    find: (line) => first(/using the logger name field/i, line),
  },
  {
    id: 'deep-d4b-unarchive-reconnect-minute',
    scope: 'docs',
    why:
      'after a printer is un-archived the agent only reconnects at its next retry: Obico for OctoPrint waits for a valid token with backoff up to 1200 s (O __init__.py:516-523) and retries the WebSocket with up to 300 s x 1.5 (O __init__.py:319, utils.py:41-53); Obico for Klipper up to 120 s and 300 s x 1.5 (M app.py:77, server_conn.py:63). A restart reconnects at once',
    find: (line, _context, file) =>
      onPage(file, 'unarchive-printer') ? first(/Give it a minute to reconnect/, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/troubleshoot-server-connection-issues.mdx',
      "Click **TEST**. It tries to reach the server with your printer's credentials and shows one of three results.",
      'deep-d4b-test-four-results',
    ],
    [
      'i18n/de-DE/docs/user-guides/troubleshoot-server-connection-issues.mdx',
      'Klicken Sie auf **TEST**. Das Plugin versucht dann, den Server mit den Zugangsdaten Ihres Druckers zu erreichen, und zeigt eines von drei Ergebnissen an.',
      'deep-d4b-test-four-results',
    ],
    [
      'i18n/ru-RU/docs/user-guides/troubleshoot-server-connection-issues.mdx',
      'Нажмите **TEST**. Плагин попытается связаться с сервером, используя учётные данные принтера, и покажет один из трёх результатов.',
      'deep-d4b-test-four-results',
    ],
    [
      'docs/user-guides/troubleshoot-server-connection-issues.mdx',
      '- **The SD card was cloned** to another Pi, so two printers now share one credential. The server treats a shared credential as a likely security breach and blacklists it immediately. Re-link each printer so it gets its own credential.',
      'deep-d4b-shared-token-not-blacklisted',
    ],
    [
      'i18n/fr-FR/docs/user-guides/troubleshoot-server-connection-issues.mdx',
      "- **La carte SD a été clonée** sur un autre Pi, si bien que deux imprimantes partagent désormais les mêmes identifiants. Le serveur considère des identifiants partagés comme une faille de sécurité probable et les met immédiatement sur liste noire. Réassociez chaque imprimante pour qu'elle obtienne ses propres identifiants.",
      'deep-d4b-shared-token-not-blacklisted',
    ],
    [
      'i18n/pl-PL/docs/user-guides/troubleshoot-server-connection-issues.mdx',
      '- **Karta SD została sklonowana** na inne Raspberry Pi, więc dwie drukarki korzystają teraz z tych samych danych uwierzytelniających. Serwer traktuje współdzielone dane jako prawdopodobne naruszenie bezpieczeństwa i natychmiast je blokuje. Każdą drukarkę trzeba połączyć ponownie, aby otrzymała własne dane.',
      'deep-d4b-shared-token-not-blacklisted',
    ],
    [
      'docs/user-guides/connectivity-error-report.mdx',
      'A 100% error rate means the plugin has not reached the server even once. This is a networking problem on the OctoPrint host, for example a misconfigured Wi-Fi dongle, broken DNS, wrong routing, or a firewall that blocks outgoing connections.',
      'deep-d4b-error-rate-100-not-only-unreachable',
    ],
    [
      'i18n/pt-BR/docs/user-guides/connectivity-error-report.mdx',
      'Uma taxa de erros de 100% significa que o plugin não alcançou o servidor nenhuma vez. É um problema de rede no computador do OctoPrint, por exemplo um adaptador Wi-Fi mal configurado, DNS com defeito, roteamento errado ou um firewall que bloqueia conexões de saída.',
      'deep-d4b-error-rate-100-not-only-unreachable',
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      "In the web app, open **Preferences** (the cog in the side menu, or your name at the top right, then **Preferences**). The **Notifications** section comes first, followed by one page per channel: **Email**, **SMS**, **Pushbullet**, **Discord**, **Telegram**, **Pushover**, **Slack**, **Webhook** and **Apprise**. In the mobile app, the same pages are in the app's settings, with an extra **Push Notification** page for the app's own push notifications.",
      'deep-d4b-notifications-not-first',
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      '| Webhook | A **Custom Webhook URL** that receives each notification. |',
      'deep-d4b-webhook-url-label',
    ],
    ['docs/user-guides/print-job-notification-email.mdx', '[timelapse]', 'deep-d4b-email-no-timelapse'],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'Below the verdict and the timelapse comes an invitation to give **Focused Feedback** on the print within 30 days, which earns you 2 AI Detection Hours; see [Help The Detective improve and earn AI Detection Hours](/docs/user-guides/how-does-credits-work/). If you already told Obico the alert was a false alarm, the line says so. When the print does not qualify for Focused Feedback, it simply asks you to tell Obico whether it got the print right.',
      'deep-d4b-email-no-timelapse',
    ],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'Sometimes there is no feedback line at all: it only appears when the print has a timelapse.',
      'deep-d4b-email-feedback-line-always-has-link',
    ],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'Your AI Detection Hour balance after this print\'s detection time has been deducted. It can be negative: Obico does not stop watching in the middle of a print just because your balance ran out. When the balance reaches 0, the email adds a reminder that you are running low; below 0, it explains that detection is paused and how to get more hours.',
      'deep-d4b-email-low-balance-threshold',
    ],
    ['docs/user-guides/print-job-notification-email.mdx', 'Total print duration: 3h 42m', 'deep-d4b-email-duration-format'],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'Your OctoPrint was offline when the print finished. Perhaps the internet went down, or the power was cut before OctoPrint could complete its end-of-print routine. Either way, the plugin could not tell the server that the print had ended. The server only found out when OctoPrint came back and reported that a new print had started, and it sent the email for the old print at that point.',
      'deep-d4b-email-stale-print-closed-on-reconnect',
    ],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'Same cause as above. Because the server never heard that the print ended, it used the start of your next print as the end time of the previous one, so the reported duration includes the gap between them.',
      'deep-d4b-email-stale-print-closed-on-reconnect',
    ],
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      '1. **Printer to server.** The Obico agent on your printer connects out to the server and authenticates with your account credentials.',
      'deep-d4b-tunnel-agent-printer-token',
    ],
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      '2. Open the printer\'s menu and choose **"OctoPrint Tunnel"** or **"Klipper Tunnel"**, depending on your printer. In the web app, the printer\'s page has a tunnel icon in its top-right corner instead of a menu (the menu only appears in a narrow window); the ⋮ menu on the printer\'s card on the **"Printers"** page lists the tunnel too.',
      'deep-d4b-tunnel-menu-label',
    ],
    [
      'docs/user-guides/tunnel-app-integration.mdx',
      '| `platform` | No | `OctoPrint` or `Klipper`. Defaults to `OctoPrint`. |',
      'deep-d4b-tunnel-platform-default',
    ],
    [
      'docs/user-guides/turn-on-debug-logging.mdx',
      '4. Find the entry `octoprint.plugins.obico`. If it is not listed yet, add it using the logger name field and level dropdown in that section.',
      'deep-d4b-octoprint-logger-no-name-field',
    ],
    [
      'docs/user-guides/unarchive-printer.mdx',
      '**You should see:** the printer is back in your active printer list. Give it a minute to reconnect; the plugin or agent on the printer then connects normally again.',
      'deep-d4b-unarchive-reconnect-minute',
    ],
  ],
  right: [
    [
      'docs/user-guides/troubleshoot-server-connection-issues.mdx',
      "Click **TEST**. It tries to reach the server with your printer's credentials and shows one of four results.",
    ],
    [
      'i18n/de-DE/docs/user-guides/troubleshoot-server-connection-issues.mdx',
      'Klicken Sie auf **TEST**. Das Plugin versucht dann, den Server mit den Zugangsdaten Ihres Druckers zu erreichen, und zeigt eines von vier Ergebnissen an.',
    ],
    [
      'docs/user-guides/troubleshoot-server-connection-issues.mdx',
      'A cloned SD card also gives this result. If you copied the card to another Pi, both printers now use the same credential. The server does not reject it: whenever one of them connects, the server drops the other one\'s connection, and the plugin that was dropped shows the warning "The same authentication token is being used by another printer". It then opens one last connection for its next message, which drops the other one in turn, and stops until OctoPrint is restarted. So the two knock each other off until both have stopped, and the app soon shows the printer as offline. Re-link each printer so it gets its own credential; see [The same authentication token is being used by another printer](/docs/user-guides/warnings/shared-auth-token-error/).',
    ],
    [
      'docs/user-guides/connectivity-error-report.mdx',
      "A 100% error rate means that every attempt failed. The plugin counts an attempt as failed when it gets no answer at all, and also when the server answers with an error (any HTTP error except a rejected credential). So either the plugin cannot reach the server, or the address in the plugin's settings does not lead to a working Obico server. The first is a networking problem on the OctoPrint host, for example a misconfigured Wi-Fi dongle, broken DNS, wrong routing, or a firewall that blocks outgoing connections.",
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      "In the web app, open **Preferences** (the cog in the side menu, or your name at the top right, then **Preferences**). Below **General**, **Appearance**, **Profile** and **Authorized Apps** comes the **Notifications** page, followed by one page per channel: **Email**, **SMS**, **Pushbullet**, **Discord**, **Telegram**, **Pushover**, **Slack**, **Webhook** and **Apprise**. In the mobile app, the same pages are in the app's settings, with an extra **Push Notification** page for the app's own push notifications.",
    ],
    ['docs/user-guides/notification-settings.mdx', '| Webhook | A **Webhook URL** of your own that receives each notification. |'],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      "Below the verdict comes an invitation to give **Focused Feedback** on the print within 30 days, which earns you 2 AI Detection Hours; see [Help The Detective improve and earn AI Detection Hours](/docs/user-guides/how-does-credits-work/). The email has no timelapse in it: the link takes you to the print's page in the app, where you watch the timelapse and give the feedback.",
    ],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'The feedback line goes with the verdict: when the verdict is left out, so is the feedback line.',
    ],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'When the balance is below 10 hours but not negative, the email adds a reminder that you are running low; below 0, it explains that detection is paused and how to get more hours.',
    ],
    ['docs/user-guides/print-job-notification-email.mdx', 'Total print duration: 3:42:17'],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'Same cause as above. Because the server never heard that the print ended, it uses the moment it closed the print (when OctoPrint came back, or when your next print started) as its end time, so the reported duration includes the time OctoPrint was out of touch.',
    ],
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      "1. **Printer to server.** The Obico agent on your printer connects out to the server and authenticates with the printer's own token, the secret it received when you linked it to your account.",
    ],
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      '2. Open the tunnel from the printer\'s menu. In the web app, the printer\'s page has a tunnel icon in its top-right corner instead of a menu (the ⋮ menu only appears in a narrow window, and there the item is called **"OctoPrint Tunnel"** even for a Klipper printer); the ⋮ menu on the printer\'s card on the **"Printers"** page lists it as **"OctoPrint Tunnel"** or **"Klipper Tunnel"**, depending on your printer.',
    ],
    [
      'docs/user-guides/tunnel-app-integration.mdx',
      '| `platform` | No | `OctoPrint` or `Klipper`, for the names and logo the page shows. Without it, the page says Klipper when `app` contains "mobileraker" and OctoPrint otherwise. |',
    ],
    [
      'docs/user-guides/turn-on-debug-logging.mdx',
      '4. Find the entry `octoprint.plugins.obico`. If it is not listed yet, add it: in the last row of that section, set the level list on the right to **DEBUG**, then pick `octoprint.plugins.obico` in the **Select a logger...** list on the left. There is no field to type a name in; the list only offers loggers OctoPrint knows.',
    ],
    [
      'docs/user-guides/unarchive-printer.mdx',
      '**You should see:** the printer is back in your active printer list. The plugin or agent on the printer retries on its own, but after a long time archived its retries can be many minutes apart (up to 20 minutes for Obico for OctoPrint). To reconnect right away, restart OctoPrint or the Obico agent.',
    ],
  ],
};
