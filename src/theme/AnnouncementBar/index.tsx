import { siteConfig } from '../../config/site';
import { useTranslation } from 'react-i18next';
import { useAnnouncementBar } from '../../contexts/announcementBar';
import './styles.module.css';

/** The announcement, until the visitor closes it (AnnouncementBarProvider keeps that state). */
export default function AnnouncementBar() {
  const config = siteConfig.announcementBar;
  const { t } = useTranslation();
  const { isActive, close } = useAnnouncementBar();
  if (!isActive) return null;
  return (
    // A named region, not a banner: the page's banner is the site header, and a page has one.
    <section className="announcement-bar" aria-label={t('announcement.label')} style={{ backgroundColor: config.backgroundColor, color: config.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: t('announcement.content', { url: siteConfig.repositoryUrl, defaultValue: config.content }) }} />
      {config.isCloseable && (
        <button type="button" className="announcement-bar__close clean-btn" aria-label={t('announcement.close')} onClick={close}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </section>
  );
}
