/**
 * Product-fact rules from the third seeded sample (seed 2026112625), part B (pages 11–20), November 2026.
 * Each rule names a claim that a sampled page made (and that its English source, translations or sibling pages
 * repeated) and that the product's code shows is wrong. The sample log is docs/audit/sample3-part-b.md.
 */
import { postDate, first, type Cases, type Rule } from './types';

/**
 * "The installer works the Moonraker settings out by itself", in the site's languages. moonraker-obico's install.sh
 * has asked for all four (host, port, moonraker.conf, log folder) with defaults filled in since 65fea92 (2023-07-08,
 * "Now we switched to full-manual settings"); before that it tried to detect them.
 */
const INSTALLER_DETECTS = new RegExp(
  [
    'finds most settings itself',
    'installer detects `~/printer_data`',
    'ermittelt es die meisten Einstellungen selbst',
    'detecta por sí mismo la mayoría de los ajustes',
    'détecte lui-même la plupart des paramètres',
    'rileva da solo la maggior parte delle impostazioni',
    'vindt het de meeste instellingen zelf',
    'większość ustawień wykrywa sam',
    'encontra a maioria das configurações sozinho',
    'большинство параметров он определяет сам',
  ]
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);
const FULL_MANUAL_SINCE = '2023-07-08';

/** "Only available in the mobile app", in the site's languages. */
const MOBILE_ONLY =
  /only available in the mobile app|nur in der mobilen App verfügbar|Solo está disponible en la aplicación móvil|ne sont disponibles que dans l'application mobile|disponibili solo nell'app mobile|alleen beschikbaar in de mobiele app|dostępne tylko w aplikacji mobilnej|só estão disponíveis no aplicativo para celular|доступны только в мобильном приложении/;

/** "Open the sign-up page of your own (self-hosted) server", in the site's languages. */
const OWN_SIGNUP_PAGE =
  /(open|opening) the sign-up page (on|of) your own server|Registrierungsseite (auf Ihrem eigenen Server|Ihres eigenen Servers)|página de registro de su propio servidor|page d'inscription de votre propre serveur|pagina di registrazione del suo server|registratiepagina (op|van) je eigen server|stronę rejestracji na swoim serwerze|página de cadastro do seu próprio servidor|страницу регистрации (на своём сервере|своего сервера)/i;

export const rules: Rule[] = [
  {
    id: 'sample3b-installer-asks-settings',
    scope: 'all',
    why: 'moonraker-obico\'s install.sh detects nothing: it always asks for the Moonraker host, port, config file and log folder, each with a default filled in (install.sh prompt_for_settings, 65fea92 "full-manual settings", 2023-07-08)',
    find: (line, _context, file) => {
      const date = postDate(file);
      if (date && date < FULL_MANUAL_SINCE) return null;
      return first(INSTALLER_DETECTS, line);
    },
  },
  {
    id: 'sample3b-notification-settings-web',
    scope: 'docs',
    why: 'notification settings are also in the web app, under Preferences (frontend/src/config/user-preferences/pref-routes.js, sections.js); only the push-notification page is mobile-only (sections.js, isHidden: !inMobileWebView())',
    find: (line) => (/notification-settings/.test(line) ? first(MOBILE_ONLY, line) : null),
  },
  {
    id: 'sample3b-self-hosted-signup-closed',
    scope: 'docs',
    why: 'a self-hosted server\'s sign-up page redirects to the login page unless ACCOUNT_ALLOW_SIGN_UP=True (backend/app/views/web_views.py SocialAccountAwareSignupView; settings.py and docker-compose.yml default False)',
    find: (line) => (/ACCOUNT_ALLOW_SIGN_UP/.test(line) ? null : first(OWN_SIGNUP_PAGE, line)),
  },
  {
    id: 'sample3b-web-link-new-printer',
    scope: 'docs',
    why: 'the web app has no "Link Printer" button: linking starts from "Link New Printer" below the printers (PrinterListPage.vue) or "Add Printer" (PrinterControlPage.vue), and the Klipper tile is "Generic Klipper - Self Installed" (TargetPlatformSelectionPage.vue)',
    find: (line) => first(/[Cc]lick(?:ing)? (?:on )?(?:the )?\*\*"?Link Printer"?\*\*|\*\*"?Generic Klipper"?\*\*,? (?:then |and )?click/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/klipper-setup.mdx', '3. Answer the installer\'s questions. On a standard install it finds most settings itself. If it cannot, it asks for:', 'sample3b-installer-asks-settings'],
    ['i18n/de-DE/docs/user-guides/klipper-setup.mdx', 'Bei einer Standardinstallation ermittelt es die meisten Einstellungen selbst. Gelingt das nicht, fragt es nach:', 'sample3b-installer-asks-settings'],
    ['i18n/ru-RU/docs/user-guides/klipper-setup.mdx', 'При стандартной установке большинство параметров он определяет сам.', 'sample3b-installer-asks-settings'],
    ['blog/remote-access-ratrig-v-core.mdx', 'The installer detects `~/printer_data`, finds Moonraker and writes `~/printer_data/config/moonraker-obico.cfg`.', 'sample3b-installer-asks-settings'],
    ['docs/user-guides/klipper-setup.mdx', '- Adjust [notification settings](/docs/user-guides/notification-settings/). These are only available in the mobile app.', 'sample3b-notification-settings-web'],
    ['i18n/fr-FR/docs/user-guides/klipper-setup.mdx', '- Ajustez les [paramètres de notification](/docs/user-guides/notification-settings/). Ils ne sont disponibles que dans l\'application mobile.', 'sample3b-notification-settings-web'],
    ['docs/user-guides/klipper-setup.mdx', 'If you self-host, open the sign-up page on your own server instead.', 'sample3b-self-hosted-signup-closed'],
    ['docs/user-guides/octoprint-plugin-setup.mdx', 'Self-hosting? Open the sign-up page of your own server instead.', 'sample3b-self-hosted-signup-closed'],
    ['i18n/de-DE/docs/user-guides/klipper-setup.mdx', 'Wenn Sie Ihren Server selbst hosten, öffnen Sie stattdessen die Registrierungsseite auf Ihrem eigenen Server.', 'sample3b-self-hosted-signup-closed'],
    ['docs/user-guides/orange-pi-for-octoprint-download-setup.mdx', '1. Click **Link Printer**, choose **OctoPrint** and click **Next**.', 'sample3b-web-link-new-printer'],
    ['docs/user-guides/btt-pi-2-link-obico.mdx', '1. In the web app, click **Link Printer**.', 'sample3b-web-link-new-printer'],
    ['docs/user-guides/btt-pi-2-link-obico.mdx', '2. Choose **Generic Klipper**, then click **Next**.', 'sample3b-web-link-new-printer'],
  ],
  right: [
    ['docs/user-guides/klipper-setup.mdx', 'It then asks for four Moonraker settings, one after the other, each with a default already filled in. On a standard install, press Enter to keep each default:'],
    ['blog/2023-02-01-old-post.mdx', 'The installer detects `~/printer_data`, finds Moonraker and writes the config.'],
    ['blog/remote-access-ratrig-v-core.mdx', 'The installer asks for Moonraker\'s host, port, config file and log folder, each with a default for the standard `~/printer_data` layout already filled in.'],
    ['docs/user-guides/klipper-setup.mdx', '- Adjust [notification settings](/docs/user-guides/notification-settings/), under Preferences in the web app or in the mobile app. Push notifications are set up in the mobile app only.'],
    ['docs/user-guides/octoprint-plugin-setup.mdx', '- Adjust your [notification settings](/docs/user-guides/notification-settings/) in the mobile app.'],
    ['docs/user-guides/klipper-setup.mdx', 'If you self-host, sign up on your own server instead. Its sign-up form stays closed until `ACCOUNT_ALLOW_SIGN_UP=True` is set in the server\'s `.env` file.'],
    ['docs/user-guides/orange-pi-for-octoprint-download-setup.mdx', '1. Click **Link New Printer** below your printers, choose **OctoPrint** and click **Next**.'],
    ['docs/user-guides/orange-pi-for-octoprint-download-setup.mdx', '1. Tap **Link Printer** (or ☰ > **Link New Printer**).'],
    ['docs/user-guides/btt-pi-2-link-obico.mdx', '2. Choose **Generic Klipper - Self Installed**, then click **Next**.'],
    ['docs/user-guides/klipper-setup.mdx', '2. Choose **"Generic Klipper"**.'],
  ],
};
