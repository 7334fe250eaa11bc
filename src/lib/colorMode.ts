/** Colour mode constants and resolution, shared by the inline script and the React side. */
export const COLOR_MODE_STORAGE_KEY = 'theme';
export const COLOR_MODE_ATTRIBUTE = 'data-theme';
export type ColorMode = 'light' | 'dark';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** Stored choice first, then the system preference (when respected), then the default. */
export function resolveColorMode(stored: string | null, prefersDark: boolean | null, defaultMode: ColorMode, respectPrefers: boolean): ColorMode {
  if (isColorMode(stored)) return stored;
  if (respectPrefers && prefersDark !== null) return prefersDark ? 'dark' : 'light';
  return defaultMode;
}
