import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { siteConfig } from '../config/site';
import { DOCS_PREFERRED_VERSION_KEY, getPreferredVersion, type DocsVersion } from '../lib/docs/versions';
import { readStorage, subscribeStorage, writeStorage } from '../lib/storage';
import { createProviderContext, useProviderContext } from './providerContext';

export interface DocsPreferredVersionState {
  versions: readonly DocsVersion[];
  /** The version the visitor chose last, else the newest. */
  preferred: DocsVersion;
  savePreferred: (name: string) => void;
}

const DocsPreferredVersionContext = createProviderContext<DocsPreferredVersionState>('DocsPreferredVersionProvider');

/**
 * The docs version the visitor chose last (storage), else the newest. The server renders the newest; the stored
 * choice applies after hydration, and a choice made in another tab is followed.
 */
export function DocsPreferredVersionProvider({ versions = siteConfig.docs.versions, children }: { versions?: readonly DocsVersion[]; children?: ReactNode }) {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    setStored(readStorage(DOCS_PREFERRED_VERSION_KEY));
    return subscribeStorage([DOCS_PREFERRED_VERSION_KEY], () => setStored(readStorage(DOCS_PREFERRED_VERSION_KEY)));
  }, []);
  const savePreferred = useCallback((name: string) => {
    writeStorage(DOCS_PREFERRED_VERSION_KEY, name);
    setStored(name);
  }, []);
  const value = useMemo(() => ({ versions, preferred: getPreferredVersion(versions, stored), savePreferred }), [versions, stored, savePreferred]);
  return <DocsPreferredVersionContext.Provider value={value}>{children}</DocsPreferredVersionContext.Provider>;
}

export function useDocsPreferredVersion(): DocsPreferredVersionState {
  return useProviderContext(DocsPreferredVersionContext, 'useDocsPreferredVersion');
}
