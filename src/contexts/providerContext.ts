import { createContext, useContext, type Context } from 'react';

/**
 * Thrown by a state hook rendered outside its provider. A silent default would hide the mistake: the component
 * would show the default locale, mode or version on every page and never follow the visitor's choice.
 */
export class MissingProviderError extends Error {
  constructor(hook: string, provider: string) {
    super(`${hook}() must be used inside <${provider}>; the layout (src/theme/Layout/Provider.tsx) provides it to every page.`);
    this.name = 'MissingProviderError';
  }
}

/** A context with no default: its hook throws MissingProviderError outside the provider. */
export function createProviderContext<T>(provider: string): Context<T | null> {
  const context = createContext<T | null>(null);
  context.displayName = provider;
  return context;
}

export function useProviderContext<T>(context: Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (value === null) throw new MissingProviderError(hook, context.displayName ?? 'its provider');
  return value;
}
