import { DEFAULT_LOCALE } from '../../lib/i18n/locales';

/** "Not translated yet" in each locale's own language. */
export const FALLBACK_NOTICES: Record<string, string> = {
  'de-DE': 'Diese Seite ist noch nicht übersetzt. Sie sehen die englische Fassung.',
  'es-ES': 'Esta página aún no está traducida. Se muestra la versión en inglés.',
  'fr-FR': 'Cette page n’est pas encore traduite. Voici la version anglaise.',
  'it-IT': 'Questa pagina non è ancora tradotta. Ecco la versione in inglese.',
  'nl-NL': 'Deze pagina is nog niet vertaald. Je ziet de Engelse versie.',
  'pl-PL': 'Ta strona nie została jeszcze przetłumaczona. Wyświetlana jest wersja angielska.',
  'pt-BR': 'Esta página ainda não foi traduzida. Você está vendo a versão em inglês.',
  'ru-RU': 'Эта страница ещё не переведена. Показана английская версия.',
};

/** Shown above English content on a page of another locale. */
export default function FallbackNotice({ locale, translated }: { locale: string; translated: boolean }) {
  if (locale === DEFAULT_LOCALE || translated) return null;
  return (
    <div className="alert alert--secondary fallback-notice margin-bottom--md" role="note" lang={locale}>
      {FALLBACK_NOTICES[locale]}
    </div>
  );
}
