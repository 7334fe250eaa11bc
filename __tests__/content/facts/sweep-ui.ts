/**
 * Product-fact rules from the sweep of web-app UI labels and flows in the user guides (November 2026).
 * Each rule names a claim that a user guide made (and that its translations repeated) and that the web app's code
 * shows is wrong. The sweep log is docs/audit/sweep-ui-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

/**
 * One step that has you "tap or click" the printer page's ⋮ menu, i.e. the same menu in both apps, in the languages
 * of the site (the Russian pages write "press" for both).
 */
const TAP_OR_CLICK_MENU =
  /(Tap or click the kebab menu|Tippen oder klicken Sie auf das Drei-Punkte-Menü|Toque o haga clic en el menú de tres puntos|Touchez ou cliquez sur le menu à trois points|Tocchi o faccia clic sul menu a tre puntini|Tik of klik op het menu met de drie puntjes|Dotknij lub kliknij menu z trzema kropkami|Toque ou clique no menu de três pontos|^\d+\. Нажмите на меню с тремя точками)/;

export const rules: Rule[] = [
  {
    id: 'sweep-ui-web-printer-page-menu',
    scope: 'docs',
    why:
      "on the web app's printer page, Share, Tunnel and Configure are icon buttons in the top bar; its ⋮ menu is shown only in a narrow window (toggle-class \"icon-btn d-md-none\", PrinterControlPage.vue:9-45). The ⋮ menu with Share and Configure is on the printer's card on the Printers page (PrinterCard.vue:21-37)",
    find: (line) => first(TAP_OR_CLICK_MENU, line),
  },
  {
    id: 'sweep-ui-relink-klipper-passcode',
    scope: 'docs',
    why:
      'a Klipper re-link runs install.sh, which links with a one-time passcode typed into the app (moonraker_obico/link.py:106-120); the 6-digit code flow is only for agents older than 1.6.0 (or apps older than 2.0)',
    find: (line) =>
      line.includes('/docs/user-guides/relink-klipper/') && !/1\.6\.0/.test(line)
        ? first(/\(\/docs\/user-guides\/klipper-setup-manual-link\/\)/, line)
        : null,
  },
  {
    id: 'sweep-ui-ffmpeg-log-lines',
    scope: 'all',
    why:
      'neither agent logs "Stream URL returned HTTP …" or "(attempt 5 of 5)": a failed ffmpeg start logs ffmpeg\'s own output (ERROR in OctoPrint, WARNING in Klipper) and, after 5 tries, backoff\'s "Giving up start_ffmpeg(...) after 5 tries (Exception: ffmpeg failed! Exit code: 1)" (O webcam_stream.py:394-414, M webcam_stream.py:310-328)',
    find: (line) => first(/Stream URL returned HTTP \d+|\(attempt \d+ of \d+\)/, line),
  },
  {
    id: 'sweep-ui-focused-feedback-on-print-page',
    scope: 'docs',
    why:
      "in Print History each print is only a link to its page (PrintHistoryItem.vue:3); the Focused Feedback button is on the print's page (PrintPage.vue:273-284)",
    find: (line) => first(/Find a finished print and click its \*\*"?Focused Feedback"?\*\*/i, line),
  },
  {
    id: 'sweep-ui-web-tunnel-icon',
    scope: 'docs',
    why:
      "on the web app's printer page the tunnel is an icon in the top bar, and the page's ⋮ menu is shown only in a narrow window (PrinterControlPage.vue:21-45); the printer card's ⋮ menu lists it (PrinterCard.vue:28-32)",
    find: (line) => (/web app/i.test(line) ? null : first(/Open the printer's menu and choose \*\*"OctoPrint Tunnel"\*\*/, line)),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/printer-feed-sharing.mdx', '2. Tap or click the kebab menu (⋮) in the top-right corner of the printer screen.', 'sweep-ui-web-printer-page-menu'],
    ['docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '2. Tap or click the kebab menu (⋮).', 'sweep-ui-web-printer-page-menu'],
    ['i18n/de-DE/docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '2. Tippen oder klicken Sie auf das Drei-Punkte-Menü (⋮).', 'sweep-ui-web-printer-page-menu'],
    ['i18n/ru-RU/docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '2. Нажмите на меню с тремя точками (⋮).', 'sweep-ui-web-printer-page-menu'],
    ['docs/user-guides/relink-printer.mdx', 'Follow [Re-link Klipper-based printer](/docs/user-guides/relink-klipper/), which re-runs the installer and ends at the linking step. For the linking itself, use the flow in [Manually Link Klipper with a 6-digit code](/docs/user-guides/klipper-setup-manual-link/).', 'sweep-ui-relink-klipper-passcode'],
    ['i18n/de-DE/docs/user-guides/relink-printer.mdx', 'Folgen Sie [Klipper-Drucker neu verknüpfen](/docs/user-guides/relink-klipper/). Für die Verknüpfung selbst verwenden Sie den Ablauf aus [Klipper manuell mit einem 6-stelligen Code verknüpfen](/docs/user-guides/klipper-setup-manual-link/).', 'sweep-ui-relink-klipper-passcode'],
    ['docs/user-guides/webcam-feed-is-laggy.mdx', 'ERROR    Stream URL returned HTTP 503 ...', 'sweep-ui-ffmpeg-log-lines'],
    ['i18n/pl-PL/docs/user-guides/webcam-feed-is-laggy.mdx', '         (attempt 5 of 5)', 'sweep-ui-ffmpeg-log-lines'],
    ['docs/user-guides/how-does-credits-work.mdx', '2. Find a finished print and click its **"Focused Feedback"** button.', 'sweep-ui-focused-feedback-on-print-page'],
    ['docs/user-guides/octoprint-tunneling.mdx', '2. Open the printer\'s menu and choose **"OctoPrint Tunnel"** or **"Klipper Tunnel"**, depending on your printer.', 'sweep-ui-web-tunnel-icon'],
  ],
  right: [
    ['docs/user-guides/how-does-credits-work.mdx', '2. Click a finished print to open its page, then click its **"FOCUSED FEEDBACK"** button.'],
    ['docs/user-guides/octoprint-tunneling.mdx', '2. Open the printer\'s menu and choose **"OctoPrint Tunnel"** or **"Klipper Tunnel"**, depending on your printer. In the web app, the printer\'s page has a tunnel icon in its top-right corner instead of a menu.'],
    ['docs/user-guides/webcam-feed-is-laggy.mdx', 'ERROR    Giving up start_ffmpeg(...) after 5 tries (Exception: ffmpeg failed! Exit code: 1)'],
    ['docs/user-guides/relink-printer.mdx', 'Follow [Re-link Klipper-based printer](/docs/user-guides/relink-klipper/), which re-runs the installer. With Obico for Klipper 1.6.0 or newer, the installer shows a one-time passcode; the [6-digit code flow](/docs/user-guides/klipper-setup-manual-link/) is how versions older than 1.6.0 link manually, and what newer installers switch to if the printer is not linked within about 10 minutes.'],
    ['docs/user-guides/octoprint-plugin-setup-manual-link.mdx', "2. In the mobile app, tap the kebab menu (⋮). In the web app, click the wrench icon at the top of the printer's page."],
    ['i18n/ru-RU/docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '2. В мобильном приложении нажмите на меню с тремя точками (⋮).'],
    ['docs/user-guides/detection-print-job-settings.mdx', '2. In the mobile app, tap the kebab menu (⋮) in the top-right corner of the printer screen and choose **Configure 🔧**.'],
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '- Adjust your [notification settings](/docs/user-guides/notification-settings/), under Preferences in the web app or in the mobile app. By default you get a push notification.',
    ],
    [
      'i18n/de-DE/docs/user-guides/octoprint-plugin-setup.mdx',
      '- Passen Sie Ihre [Benachrichtigungseinstellungen](/docs/user-guides/notification-settings/) an, in der Web-App unter Einstellungen oder in der mobilen App.',
    ],
    [
      'docs/user-guides/klipper-setup.mdx',
      '- Adjust [notification settings](/docs/user-guides/notification-settings/), under Preferences in the web app or in the mobile app. Push notifications are set up in the mobile app only.',
    ],
    ['docs/user-guides/notification-settings.mdx', 'In the mobile app, the same pages are in the app\'s settings.'],
  ],
};
