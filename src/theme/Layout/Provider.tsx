import type { ReactNode } from 'react';
import { LocaleProvider } from '../../contexts/locale';
import { ColorModeProvider } from '../../contexts/colorMode';
import { AnnouncementBarProvider } from '../../contexts/announcementBar';
import { DocsPreferredVersionProvider } from '../../contexts/docsPreferredVersion';

/**
 * The site's shared state, provided to every page by the layout: the page's locale, the colour mode, the
 * announcement and the preferred docs version. Each renders the same on the server and in the first client render
 * (the visitor's stored choices apply after hydration), and they share one cross-tab storage listener.
 */
export default function LayoutProvider({ locale, children }: { locale: string; children?: ReactNode }) {
  return (
    <LocaleProvider locale={locale}>
      <ColorModeProvider>
        <AnnouncementBarProvider>
          <DocsPreferredVersionProvider>{children}</DocsPreferredVersionProvider>
        </AnnouncementBarProvider>
      </ColorModeProvider>
    </LocaleProvider>
  );
}
