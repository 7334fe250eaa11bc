import { createContext, useContext, type Context } from 'react';

/**
 * A context with no default value: its hook throws outside the provider. A silent default would hide the mistake:
 * the component would show the default locale, mode or version on every page and never follow the visitor.
 */
export function createProviderContext<T>(provider: string): Context<T | null> {
  const context = createContext<T | null>(null);
  context.displayName = provider;
  return context;
}

/** The context's value; outside its provider, an error naming the hook and the provider. */
export function useProviderContext<T>(context: Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`${hook}() must be used inside <${context.displayName}>`);
  return value;
}
