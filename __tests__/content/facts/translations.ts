/**
 * Facts the translated guides (content/i18n/<locale>/docs/) got wrong, checked against the web app's catalogues
 * (obico-server frontend/src/i18n/locales/*.json) and the product names. The rules read translations only: the
 * English pages are audited separately.
 */
import { first, type Cases, type Rule } from './types';

/** The locale of a translated page; null for English pages and for the glossaries, which list the wrong forms to avoid. */
const localeOf = (file: string): string | null => (/glossary\.ya?ml$/.test(file) ? null : /^i18n\/([^/]+)\//.exec(file)?.[1] ?? null);

/**
 * The warning on the printer card when OctoPrint cannot reach the server, "{brandName} Plugin is Offline." in the
 * catalogues (PrintJobControlWidget.vue), as each app language shows it.
 */
export const OFFLINE_LABEL: Record<string, string> = {
  'de-DE': 'Obico Plugin ist offline.',
  'es-ES': 'El plugin Obico está fuera de línea.',
  'fr-FR': 'Le plugin Obico est hors ligne.',
  'it-IT': 'Il plugin Obico è offline.',
  'nl-NL': 'Obico Plugin is offline.',
  'pl-PL': 'Wtyczka Obico jest offline.',
  'pt-BR': 'O plugin Obico está offline.',
  'ru-RU': 'Плагин Obico находится в автономном режиме.',
};

/** A bold, quoted label that names the plugin or the product and says it is offline, in any of the site's languages. */
const QUOTED_OFFLINE =
  /\*\*["“„«]\s?([^"”“»\n]*(?:Obico|plugin|Plugin|Wtyczka|wtyczka|Плагин|плагин)[^"”“»\n]*(?:offline|Offline|fuera de línea|hors ligne|автономном|не в сети)[^"”“»\n]*?)\s?["”“»]\*\*/g;

/** Web-app labels the translations used to quote in English, followed by a gloss that is not what the app shows. */
const GLOSSED_LABEL =
  /\*\*"(?:Link Printer|Link New Printer|Re-link Printer|Switch to Manual Linking|Video frames dropped|AI failure detection|Link Now)"\*\* \((?![„“"«]?(?:Link|Re-link|Switch|Video|AI|Link Now)\b)[^)]{2,50}\)/i;

/** "Obico for Klipper" and "Obico for OctoPrint" are product names; the preposition stays English. */
const HALF_TRANSLATED_NAME = /\bObico[ -](?:für|para|pour|per|voor|dla(?: systemu)?|для)[ -](?:Klipper|OctoPrint)\w*/;

export const rules: Rule[] = [
  {
    id: 'i18n-offline-label',
    scope: 'all',
    why:
      'the OctoPrint-offline warning reads "Obico Plugin is Offline." ({brandName} Plugin is Offline.); a translation quotes it as the app shows it in that language (the catalogue entry), never the old "Obico for OctoPrint is Offline"',
    find: (line, _context, file) => {
      const locale = localeOf(file);
      if (!locale) return null;
      const old = first(/Obico for OctoPrint is Offline/i, line);
      if (old) return old;
      for (const m of line.matchAll(QUOTED_OFFLINE)) {
        if (m[1].trim() !== OFFLINE_LABEL[locale]) return m[1].trim();
      }
      return null;
    },
  },
  {
    id: 'i18n-glossed-label',
    scope: 'all',
    why:
      'a translation names a web-app button or notice by the label the app shows in that language (content/i18n/<locale>/glossary.yaml, from the app\'s catalogue), not the English label with a gloss of its own: the Spanish app says "Impresora de enlaces", not "vincular impresora"',
    find: (line, _context, file) => (localeOf(file) ? first(GLOSSED_LABEL, line) : null),
  },
  {
    id: 'i18n-product-name',
    scope: 'all',
    why: 'the agents are called "Obico for Klipper" and "Obico for OctoPrint" in every language; a translated preposition makes a product that does not exist',
    find: (line, _context, file) => (localeOf(file) && !/^\s*keywords\s*:/.test(line) ? first(HALF_TRANSLATED_NAME, line) : null),
  },
];

export const cases: Cases = {
  wrong: [
    ['i18n/de-DE/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Zeigt die Obico-App die Warnung **"Obico for OctoPrint is Offline"**, ist das Plugin aus.', 'i18n-offline-label'],
    ['i18n/fr-FR/docs/user-guides/troubleshoot-server-connection-issues.mdx', "Si l'application affiche **« Obico for OctoPrint est hors ligne »**, le plugin est éteint.", 'i18n-offline-label'],
    ['i18n/es-ES/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Si la aplicación muestra **"El plugin Obico está desconectado/offline"**, revise la red.', 'i18n-offline-label'],
    ['i18n/ru-RU/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Если приложение показывает **"Плагин Obico не в сети"**, проверьте сеть.', 'i18n-offline-label'],
    ['i18n/nl-NL/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Toont de app **"Obico Plugin is Offline."**, dan staat de plug-in uit.', 'i18n-offline-label'],
    ['i18n/es-ES/docs/user-guides/klipper-setup.mdx', '1. En la pantalla de bienvenida, toque **"Link Printer"** (vincular impresora).', 'i18n-glossed-label'],
    ['i18n/ru-RU/docs/user-guides/klipper-setup.mdx', '1. Нажмите **"Switch to Manual Linking"** («Перейти к ручной привязке»).', 'i18n-glossed-label'],
    ['i18n/fr-FR/docs/user-guides/webcam-feed-is-laggy.mdx', "Si l'application affiche **\"Video frames dropped\"** (images vidéo perdues), il y a un goulot.", 'i18n-glossed-label'],
    ['i18n/de-DE/docs/user-guides/klipper-setup.mdx', 'title: "Obico für Klipper einrichten"', 'i18n-product-name'],
    ['i18n/pl-PL/docs/user-guides/getting-started.mdx', '| Klipper + Moonraker | [Konfiguracja Obico dla systemu Klipper](/docs/user-guides/klipper-setup/) |', 'i18n-product-name'],
    ['i18n/ru-RU/docs/user-guides/getting-started.mdx', '| OctoPrint | [Настройка Obico для OctoPrint](/docs/user-guides/octoprint-plugin-setup/) |', 'i18n-product-name'],
  ],
  right: [
    ['i18n/de-DE/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Zeigt die Obico-App die Warnung **"Obico Plugin ist offline."**, ist das Plugin aus.'],
    ['i18n/es-ES/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Si la aplicación muestra el aviso **"El plugin Obico está fuera de línea."**, el plugin está apagado.'],
    ['i18n/fr-FR/docs/user-guides/troubleshoot-server-connection-issues.mdx', "Si l'application affiche **\"Le plugin Obico est hors ligne.\"**, le plugin est éteint."],
    ['i18n/ru-RU/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Если приложение показывает **"Плагин Obico находится в автономном режиме."**, плагин выключен.'],
    ['i18n/nl-NL/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Toont de app **"Obico Plugin is offline."**, dan staat de plug-in uit.'],
    ['i18n/pl-PL/docs/user-guides/relink-printer.mdx', '- drukarka jest **cały czas „offline”**, nawet po wykonaniu kroków.'],
    // The English pages are another audit's: these rules read translations only.
    ['docs/user-guides/troubleshoot-server-connection-issues.mdx', 'If the app shows **"Obico Plugin is Offline."**, the plugin is off.'],
    ['i18n/es-ES/docs/user-guides/klipper-setup.mdx', '1. En la pantalla de bienvenida, toque **"Impresora de enlaces"** ("Link Printer").'],
    ['i18n/de-DE/docs/user-guides/klipper-setup.mdx', '1. Tippen Sie auf **"Drucker verknüpfen"** („Link Printer“).'],
    ['i18n/de-DE/docs/user-guides/octoprint-plugin-setup.mdx', 'title: "Obico for OctoPrint einrichten"'],
    ['i18n/de-DE/docs/user-guides/octoprint-plugin-setup.mdx', 'keywords: [obico für octoprint, einrichtung]'],
    ['i18n/it-IT/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'description: "Diagnosi passo passo quando l\'app mostra Obico for OctoPrint come offline."'],
    ['i18n/de-DE/glossary.yaml', '    avoid: ["Obico for OctoPrint is Offline", "Obico für OctoPrint*"]'],
    ['i18n/pl-PL/docs/user-guides/klipper-setup.mdx', 'Ten przewodnik dotyczy drukarek z systemem Klipper i serwerem Moonraker.'],
  ],
};
