import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';

/** Shown above English content on a page of another locale, in that locale's language. */
export default function FallbackNotice({ locale, translated }: { locale: string; translated: boolean }) {
  const { t } = useTranslation();
  if (locale === DEFAULT_LOCALE || translated) return null;
  return (
    <div className="alert alert--secondary fallback-notice margin-bottom--md" role="note" lang={locale}>
      {t('doc.fallbackNotice')}
    </div>
  );
}
