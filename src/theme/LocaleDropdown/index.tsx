import { useTranslation } from 'react-i18next';
import { navigate } from 'gatsby';
import { localeConfig, switchLocaleUrl } from '../../config/locales';
import { useLocale } from '../../contexts/locale';
import Dropdown from '../Dropdown';

/** Switches language on the same page, keeping the query string and the hash. */
export default function LocaleDropdown({ pathname, mobile, position = 'right' }: { pathname: string; mobile?: boolean; position?: 'left' | 'right' }) {
  const { locale: current, locales } = useLocale();
  const { t } = useTranslation();
  // The mobile section starts collapsed: the current language is not a page the visitor is looking for.
  return (
    <Dropdown label={localeConfig(current).label} ariaLabel={t('localeDropdown.ariaLabel', { label: localeConfig(current).label })} position={position} mobile={mobile} active={false} className="locale-dropdown">
        {locales.map((locale) => (
          <li key={locale} className={mobile ? 'menu__list-item' : undefined}>
            <a
              className={mobile ? `menu__link${locale === current ? ' menu__link--active' : ''}` : `dropdown__link${locale === current ? ' dropdown__link--active' : ''}`}
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
    </Dropdown>
  );
}
