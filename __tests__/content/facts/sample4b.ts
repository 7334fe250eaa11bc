/**
 * Product-fact rules from the fourth seeded sample (seed 2026112626), part B (pages 11–20), November 2026.
 * Each rule names a claim that a sampled page made (and that its English source or translations repeated) and that
 * the product's code, or for third-party steps the current versions of that product, shows is wrong.
 * The sample log is docs/audit/sample4-part-b.md.
 */
import { first, type Cases, type Rule } from './types';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (phrases: string[]) => new RegExp(phrases.map(escape).join('|'));

/** "curl https://app.obico.io/ prints a page of HTML", in the site's languages (connectivity-error-report). */
const CURL_HTML = anyOf([
  'a page of HTML output',
  'eine Seite mit HTML-Ausgabe',
  'una página de salida HTML',
  'une page de code HTML',
  'una pagina di output HTML',
  'een pagina met HTML-uitvoer',
  'strona kodu HTML',
  'uma página de saída em HTML',
  'страницу HTML-кода',
]);

/** "Whatever is in view from the start is ignored for the rest of that print", in the site's languages. */
const IGNORED_FOR_THE_PRINT = anyOf([
  'ignored for the rest of that print',
  'wird für den Rest dieses Drucks ignoriert',
  'se ignora durante el resto de esa impresión',
  'ignoré pendant le reste de cette impression',
  'ignorato per il resto di quella stampa',
  'negeert ze voor de rest van die print',
  'ignorowane do końca tego wydruku',
  'ignorado até o fim daquela impressão',
  'игнорируется до её конца',
]);

export const rules: Rule[] = [
  {
    id: 'sample4b-curl-root-redirect',
    scope: 'docs',
    why: 'the server\'s root view answers a visitor who is not logged in with a redirect to /accounts/login/ (backend/app/views/web_views.py index, app/urls.py path \'\'), which has no body: `curl https://app.obico.io/` prints no HTML',
    find: (line) => first(CURL_HTML, line),
  },
  {
    id: 'sample4b-sms-needs-premium',
    scope: 'docs',
    why: 'SMS failure alerts are sent only to paid (AI Premium) accounts: the Twilio plugin returns early unless user.is_pro (backend/notifications/plugins/twilio/__init__.py send_failure_alert)',
    find: (line) => (/notification_twilio/.test(line) && !/AI Premium/.test(line) ? first(/\bSMS\b|\bsms\b/, line) : null),
  },
  {
    id: 'sample4b-baseline-not-ignored',
    scope: 'docs',
    why: 'what is in view early in a print is not ignored: it raises the print\'s short-term baseline, and an alert then needs a signal several times above it or above THRESHOLD_HIGH (backend/lib/prediction.py is_failing; config/settings.py FD_1ST_GEN_PARAMS)',
    find: (line) => first(IGNORED_FOR_THE_PRINT, line),
  },
  {
    id: 'sample4b-windows-terminal-admin',
    scope: 'docs',
    why: 'on Windows 11 the Win + X menu has "Terminal (Admin)", not "Windows PowerShell (Admin)" (Windows 10 only): a step that names only the old entry is out of date',
    find: (line) => (/Terminal \(Admin\)/.test(line) ? null : first(/Windows PowerShell \(Admin\)/, line)),
  },
  {
    id: 'sample4b-macos-system-settings',
    scope: 'docs',
    why: 'since macOS 13 (Ventura) the firewall is under System Settings > Network > Firewall > Options…; "System Preferences > Security & Privacy" and its lock icon are macOS 12 and older only',
    find: (line) =>
      /System Settings/.test(line) ? null : first(/\*\*System Preferences\*\*|\*\*Security and Privacy\*\*/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/connectivity-error-report.mdx', '**What you should see:** a page of HTML output without an error. That means the Pi can reach the Obico server, and the problem is elsewhere (check the server address in the plugin settings).', 'sample4b-curl-root-redirect'],
    ['i18n/it-IT/docs/user-guides/connectivity-error-report.mdx', '**Che cosa dovrebbe vedere:** una pagina di output HTML senza errori. Significa che il Pi raggiunge il server Obico.', 'sample4b-curl-root-redirect'],
    ['i18n/ru-RU/docs/user-guides/connectivity-error-report.mdx', '**Что вы должны увидеть:** страницу HTML-кода без сообщения об ошибке.', 'sample4b-curl-root-redirect'],
    ['docs/user-guides/how-to-test-failure-detection.mdx', '5. **Leave it for a couple of minutes.** You should receive an alert by email, or by SMS if you have added a phone number in your [SMS notification preferences](https://app.obico.io/user_preferences/notification_twilio/).', 'sample4b-sms-needs-premium'],
    ['i18n/es-ES/docs/user-guides/how-to-test-failure-detection.mdx', '5. **Espere un par de minutos.** Debería recibir una alerta por correo electrónico, o por SMS si ha añadido un número de teléfono en sus [preferencias de notificación por SMS](https://app.obico.io/user_preferences/notification_twilio/).', 'sample4b-sms-needs-premium'],
    ['i18n/nl-NL/docs/user-guides/how-to-test-failure-detection.mdx', '5. **Wacht een paar minuten.** Je krijgt een melding per e-mail, of per sms als je een telefoonnummer hebt ingevuld bij je [sms-meldingsvoorkeuren](https://app.obico.io/user_preferences/notification_twilio/).', 'sample4b-sms-needs-premium'],
    ['docs/user-guides/how-to-test-failure-detection.mdx', 'Anything that is in view from the very start of the print is treated as part of the background and ignored for the rest of that print.', 'sample4b-baseline-not-ignored'],
    ['i18n/es-ES/docs/user-guides/how-to-test-failure-detection.mdx', 'Todo lo que está a la vista desde el principio de la impresión se considera parte del fondo y se ignora durante el resto de esa impresión.', 'sample4b-baseline-not-ignored'],
    ['i18n/de-DE/docs/user-guides/how-to-test-failure-detection.mdx', 'Alles, was vom Beginn des Drucks an im Bild ist, gilt als Teil des Hintergrunds und wird für den Rest dieses Drucks ignoriert.', 'sample4b-baseline-not-ignored'],
    ['docs/server-guides/advanced/firewall-guides.mdx', '1. Press **Win + X** and choose **Windows PowerShell (Admin)**. Confirm the prompt to allow changes.', 'sample4b-windows-terminal-admin'],
    ['docs/server-guides/advanced/firewall-guides.mdx', '1. Open **System Preferences**, then **Security and Privacy**, then the **Firewall** tab.', 'sample4b-macos-system-settings'],
  ],
  right: [
    ['docs/user-guides/connectivity-error-report.mdx', '**What you should see:** no error message. The server answers this address with a redirect to its login page, which has no body, so curl may print nothing at all.'],
    ['docs/api/oauth.mdx', 'The answer is a page of JSON output with the printers of the account.'],
    ['docs/user-guides/how-to-test-failure-detection.mdx', '5. **Leave it for a couple of minutes.** You should receive an alert by email. If your account is on AI Premium and you have added a phone number in your [SMS notification preferences](https://app.obico.io/user_preferences/notification_twilio/), an SMS comes too (SMS alerts are not sent to Free accounts).'],
    ['i18n/pl-PL/docs/user-guides/how-to-test-failure-detection.mdx', '5. **Poczekaj kilka minut.** Powinno przyjść powiadomienie e-mailem. Jeśli konto ma plan AI Premium, a w [ustawieniach powiadomień SMS](https://app.obico.io/user_preferences/notification_twilio/) podano numer telefonu, przyjdzie też SMS.'],
    ['docs/user-guides/notification-settings.mdx', '| SMS | Your **Country Code** and **Phone Number**. SMS only carries failure alerts. |'],
    ['docs/user-guides/how-to-test-failure-detection.mdx', 'After that, she compares each snapshot with a baseline: a running average of what she has seen in that print, over its last 50 minutes or so. She alerts only when the signal rises well above that baseline or is very strong.'],
    ['docs/server-guides/advanced/firewall-guides.mdx', '1. Press **Win + X** and choose **Terminal (Admin)** on Windows 11, or **Windows PowerShell (Admin)** on Windows 10. Confirm the prompt to allow changes.'],
    ['docs/server-guides/advanced/firewall-guides.mdx', '1. On macOS 13 (Ventura) or later, open **System Settings**, then **Network**, then **Firewall**. On older versions, open **System Preferences**, then **Security & Privacy**, then the **Firewall** tab, and click the lock icon to unlock it with your password.'],
    ['blog/2019-05-01-old-post.mdx', 'Open **System Preferences**, then **Security and Privacy**.'],
  ],
};
