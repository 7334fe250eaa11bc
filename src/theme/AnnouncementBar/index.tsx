import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_ATTRIBUTE, ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from '../../lib/announcement';
import { readStorage, writeStorage } from '../../lib/storage';
import { siteConfig } from '../../config/site';
import { useTranslation } from 'react-i18next';
import './styles.module.css';

/**
 * Always rendered on the server; CSS hides it when <html> says it was dismissed (set before first paint), so a
 * visitor who closed it never sees it flash.
 */
export default function AnnouncementBar() {
  const config = siteConfig.announcementBar;
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const isDismissed = isAnnouncementDismissed(config.id, readStorage(ANNOUNCEMENT_ID_KEY), readStorage(ANNOUNCEMENT_DISMISSED_KEY));
    if (!isDismissed && readStorage(ANNOUNCEMENT_ID_KEY) !== config.id) {
      // A new announcement: forget the old dismissal.
      writeStorage(ANNOUNCEMENT_ID_KEY, config.id);
      writeStorage(ANNOUNCEMENT_DISMISSED_KEY, 'false');
    }
    setDismissed(isDismissed);
  }, [config.id]);
  if (dismissed) return null;
  const close = () => {
    writeStorage(ANNOUNCEMENT_ID_KEY, config.id);
    writeStorage(ANNOUNCEMENT_DISMISSED_KEY, 'true');
    document.documentElement.setAttribute(ANNOUNCEMENT_ATTRIBUTE, 'true');
    setDismissed(true);
  };
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
