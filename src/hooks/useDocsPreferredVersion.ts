import { useCallback, useEffect, useState } from 'react';
import { siteConfig } from '../config/site';
import { DOCS_PREFERRED_VERSION_KEY, getPreferredVersion, type DocsVersion } from '../lib/docs/versions';
import { readStorage, writeStorage } from '../lib/storage';

/**
 * The docs version the visitor chose last (localStorage), else the newest. The server renders the newest; the
 * stored choice applies after hydration.
 */
export function useDocsPreferredVersion(versions: readonly DocsVersion[] = siteConfig.docs.versions): {
  preferred: DocsVersion;
  savePreferred: (name: string) => void;
} {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    setStored(readStorage(DOCS_PREFERRED_VERSION_KEY));
    const onStorage = (event: StorageEvent) => {
      if (event.key === DOCS_PREFERRED_VERSION_KEY || event.key === null) setStored(readStorage(DOCS_PREFERRED_VERSION_KEY));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const savePreferred = useCallback((name: string) => {
    writeStorage(DOCS_PREFERRED_VERSION_KEY, name);
    setStored(name);
  }, []);
  return { preferred: getPreferredVersion(versions, stored), savePreferred };
}
