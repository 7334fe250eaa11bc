import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY, isColorMode, resolveColorMode, type ColorMode } from '../lib/colorMode';
import { readStorage, subscribeStorage, writeStorage } from '../lib/storage';
import { siteConfig } from '../config/site';
import { createProviderContext, useProviderContext } from './providerContext';

export interface ColorModeState {
  colorMode: ColorMode;
  /** The visitor's choice: applied to <html> at once, kept in storage, and followed by the site's other tabs. */
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createProviderContext<ColorModeState>('ColorModeProvider');

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY).matches : null;
}

function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
}

/**
 * The colour mode of the page. The server knows nothing of the visitor and renders the default; the inline script
 * (buildColorModeScript) set the real mode on <html> before first paint, and after hydration this reads it from
 * there, so the first client render matches the server HTML. A change in another tab (through storage) or of the
 * system preference (when no choice is stored) is followed.
 */
export function ColorModeProvider({ children }: { children?: ReactNode }) {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  const [colorMode, setState] = useState<ColorMode>(defaultMode);
  useEffect(() => {
    const shown = document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE);
    setState(isColorMode(shown) ? shown : defaultMode);
    const follow = () => {
      const next = resolveColorMode(readStorage(COLOR_MODE_STORAGE_KEY), systemPrefersDark(), defaultMode, respectPrefersColorScheme);
      applyColorMode(next);
      setState(next);
    };
    const unsubscribe = subscribeStorage([COLOR_MODE_STORAGE_KEY], follow);
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    const onSystemChange = () => {
      if (readStorage(COLOR_MODE_STORAGE_KEY) === null) follow();
    };
    media?.addEventListener?.('change', onSystemChange);
    return () => {
      unsubscribe();
      media?.removeEventListener?.('change', onSystemChange);
    };
  }, [defaultMode, respectPrefersColorScheme]);
  const setColorMode = useCallback((mode: ColorMode) => {
    applyColorMode(mode);
    writeStorage(COLOR_MODE_STORAGE_KEY, mode);
    setState(mode);
  }, []);
  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  return useProviderContext(ColorModeContext, 'useColorMode');
}
