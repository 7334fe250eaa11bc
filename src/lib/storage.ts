/**
 * localStorage that cannot crash the page: when storage is unavailable (disabled, private mode, sandboxed frame) a
 * console warning is logged once and reads return null, writes do nothing.
 */
let warned = false;

function storage(): Storage | null {
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

/** For tests: forget that the warning was shown. */
export function resetStorageWarning(): void {
  warned = false;
}
