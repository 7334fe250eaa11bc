/** When a key press opens, closes or starts the search dialog. Pure, so the rules are tested without a browser. */

export interface KeyInfo {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element's tag and whether it is editable (input, textarea, select, contentEditable). */
  targetEditable: boolean;
  /** True while the search button itself has focus. */
  buttonFocused: boolean;
}

export type KeyAction = { type: 'toggle' } | { type: 'open' } | { type: 'close' } | { type: 'openWith'; text: string } | null;

export const MAX_QUERY_LENGTH = 64;

export function searchKeyAction(event: KeyInfo, isOpen: boolean): KeyAction {
  if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k' && !event.altKey) return { type: 'toggle' };
  if (isOpen) return event.key === 'Escape' ? { type: 'close' } : null;
  if (event.key === '/' && !event.targetEditable && !event.ctrlKey && !event.metaKey && !event.altKey) return { type: 'open' };
  if (event.buttonFocused && /^[\p{L}\p{N}]$/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    return { type: 'openWith', text: event.key };
  }
  return null;
}

/** Text selected on the page, as the dialog's first query: one line, at most 64 characters. */
export function initialQueryFromSelection(selection: string | null | undefined): string {
  return (selection ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Is this element one where "/" should be typed rather than open the search? */
export function isEditableElement(element: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!element) return false;
  const tag = element.tagName?.toUpperCase();
  return Boolean(element.isContentEditable) || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
