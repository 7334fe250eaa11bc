/**
 * localStorage that cannot crash the page: when storage is unavailable (disabled, private mode, sandboxed frame) a
 * console warning is logged once and reads return null, writes do nothing. On the server (the build renders pages
 * in Node) there is no storage and nothing to warn about: reads return null.
 */
let warned = false;

function storage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    const store = window.localStorage;
    const probe = '__obico_storage_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn('Browser storage is unavailable, so preferences (colour mode, dismissed announcement, recent searches) will not be kept.', error);
    }
    return null;
  }
}

export function readStorage(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeStorage(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

interface Subscriber {
  keys: readonly string[];
  onChange: () => void;
}

const subscribers = new Set<Subscriber>();

// A `storage` event reaches every other tab of the site when one of them writes. A null key means the storage was
// cleared, which changes every key.
function dispatch(event: StorageEvent): void {
  for (const subscriber of Array.from(subscribers)) {
    if (event.key === null || subscriber.keys.includes(event.key)) subscriber.onChange();
  }
}

/**
 * Calls `onChange` when another tab writes one of `keys` (or clears the storage); returns the unsubscribe
 * function. Every subscriber shares one `storage` listener on the window, added with the first and removed with
 * the last. Does nothing on the server.
 */
export function subscribeStorage(keys: readonly string[], onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const subscriber: Subscriber = { keys, onChange };
  subscribers.add(subscriber);
  if (subscribers.size === 1) window.addEventListener('storage', dispatch);
  return () => {
    if (!subscribers.delete(subscriber)) return;
    if (subscribers.size === 0) window.removeEventListener('storage', dispatch);
  };
}

/** For tests: forget that the warning was shown. */
export function resetStorageWarning(): void {
  warned = false;
}
