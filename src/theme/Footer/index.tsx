import { useTranslation } from 'react-i18next';
import { labelKey } from '../../lib/i18n/translations';
import Link from '../LocaleLink';
import { siteConfig, type FooterLink } from '../../config/site';
import './styles.module.css';

function FooterItem({ item }: { item: FooterLink }) {
  const { t } = useTranslation();
  const label = t(labelKey('footer', item.key), { defaultValue: item.label });
  return item.to ? (
    <Link className="footer__link-item" to={item.to}>
      {label}
    </Link>
  ) : (
    <a className="footer__link-item" href={item.href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

export default function Footer() {
  const { footer } = siteConfig;
  const { t } = useTranslation();
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container container-fluid">
        {footer.layout === 'simple' ? (
          <div className="footer__links text--center">
            {footer.links.flatMap((column) => column.items).map((item, index) => (
              <span key={item.label}>
                {index > 0 && <span className="footer__link-separator">·</span>}
                <FooterItem item={item} />
              </span>
            ))}
          </div>
        ) : (
          <div className="row footer__links">
            {footer.links.map((column) => (
              <div key={column.title} className="col footer__col">
                <h2 className="footer__title">{t(labelKey('footer', column.key), { defaultValue: column.title })}</h2>
                <ul className="footer__items clean-list">
                  {column.items.map((item) => (
                    <li key={item.label} className="footer__item">
                      <FooterItem item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        <div className="footer__bottom text--center">
          {footer.logo && (
            <Link to={footer.logo.href} className="footer__logo-link">
              <img className="footer__logo" src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} loading="lazy" />
            </Link>
          )}
          <div className="footer__copyright">{t('footer.copyright', { year: footer.copyrightYear })}</div>
        </div>
      </div>
    </footer>
  );
}
