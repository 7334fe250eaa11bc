import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../config/locales';

interface Props {
  locale: string;
  /** False when the page shows the English content in another locale. */
  translated: boolean;
  /** True when the English source changed after the translation was made. */
  outdated?: boolean;
  /** The English page's route, linked from the outdated notice. */
  englishRoute?: string;
}

/**
 * Shown above a doc in another locale, in that locale's language: either the page is not translated (English
 * content follows), or its translation may lag behind the English page, which it links to.
 */
export default function FallbackNotice({ locale, translated, outdated = false, englishRoute }: Props) {
  const { t } = useTranslation();
  if (locale === DEFAULT_LOCALE) return null;
  if (translated && outdated) {
    return (
      <div className="alert alert--warning outdated-notice margin-bottom--md" role="note">
        {t('doc.outdatedNotice')}{' '}
        {englishRoute && (
          <a href={englishRoute} hrefLang="en">
            {t('doc.readEnglish')}
          </a>
        )}
      </div>
    );
  }
  if (translated) return null;
  return (
    <div className="alert alert--secondary fallback-notice margin-bottom--md" role="note" lang={locale}>
      {t('doc.fallbackNotice')}
    </div>
  );
}
