import { useTranslation } from 'react-i18next';
import { navigate } from 'gatsby';
import { buildLocales, localeConfig, switchLocaleUrl } from '../../lib/i18n/locales';

const LOCALES = buildLocales();
import { useLocale } from '../LocaleLink';

/** Switches language on the same page, keeping the query string and the hash. */
export default function LocaleDropdown({ pathname }: { pathname: string }) {
  const current = useLocale();
  const { t } = useTranslation();
  return (
    <div className="navbar__item dropdown dropdown--hoverable dropdown--right locale-dropdown">
      <button type="button" className="navbar__link clean-btn" aria-haspopup="true" aria-label={t('localeDropdown.ariaLabel', { label: localeConfig(current).label })}>
        {localeConfig(current).label}
      </button>
      <ul className="dropdown__menu">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              className={`dropdown__link${locale === current ? ' dropdown__link--active' : ''}`}
              href={switchLocaleUrl(pathname, '', '', locale)}
              hrefLang={localeConfig(locale).htmlLang}
              lang={localeConfig(locale).htmlLang}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                void navigate(switchLocaleUrl(window.location.pathname, window.location.search, window.location.hash, locale));
              }}
            >
              {localeConfig(locale).label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
