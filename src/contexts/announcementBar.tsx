import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ANNOUNCEMENT_ATTRIBUTE, ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from '../lib/announcement';
import { readStorage, subscribeStorage, writeStorage } from '../lib/storage';
import { siteConfig } from '../config/site';
import { createProviderContext, useProviderContext } from './providerContext';

export interface AnnouncementBarState {
  /** False once the visitor closed the current announcement, here or in another tab. */
  isActive: boolean;
  close: () => void;
}

const AnnouncementBarContext = createProviderContext<AnnouncementBarState>('AnnouncementBarProvider');

function storedDismissal(id: string): boolean {
  return isAnnouncementDismissed(id, readStorage(ANNOUNCEMENT_ID_KEY), readStorage(ANNOUNCEMENT_DISMISSED_KEY));
}

/**
 * Whether the announcement shows. The server always renders it (active); CSS hides it when the inline script
 * (buildAnnouncementScript) marked <html> as dismissed before first paint, so a visitor who closed it never sees
 * it flash, and after hydration the stored dismissal removes it. A new announcement id forgets the old dismissal.
 */
export function AnnouncementBarProvider({ children }: { children?: ReactNode }) {
  const { id } = siteConfig.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const isDismissed = storedDismissal(id);
    if (!isDismissed && readStorage(ANNOUNCEMENT_ID_KEY) !== id) {
      writeStorage(ANNOUNCEMENT_ID_KEY, id);
      writeStorage(ANNOUNCEMENT_DISMISSED_KEY, 'false');
    }
    setDismissed(isDismissed);
    return subscribeStorage([ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISSED_KEY], () => {
      const next = storedDismissal(id);
      document.documentElement.setAttribute(ANNOUNCEMENT_ATTRIBUTE, String(next));
      setDismissed(next);
    });
  }, [id]);
  const close = useCallback(() => {
    writeStorage(ANNOUNCEMENT_ID_KEY, id);
    writeStorage(ANNOUNCEMENT_DISMISSED_KEY, 'true');
    document.documentElement.setAttribute(ANNOUNCEMENT_ATTRIBUTE, 'true');
    setDismissed(true);
  }, [id]);
  const value = useMemo(() => ({ isActive: !dismissed, close }), [dismissed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarState {
  return useProviderContext(AnnouncementBarContext, 'useAnnouncementBar');
}
