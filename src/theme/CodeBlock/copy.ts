/**
 * The copy buttons of code blocks: plain buttons in the HTML (./index.tsx), all served by one click listener on
 * the document, registered when this module first runs, rather than a component with state per block. Enter and
 * Space on a focused button fire the same click.
 */
import { copyText } from '../clipboard';

/**
 * Marks a code block's copy button (./index.tsx writes it); its value is the translated "Copied" that the button
 * says for a while after a copy.
 */
export const COPY_ATTRIBUTE = 'data-copied-label';

/** The code as a reader wants it pasted: without prompts or anything else marked data-no-copy. */
export function codeText(pre: Element): string {
  const copy = (pre.querySelector('code') ?? pre).cloneNode(true) as Element;
  copy.querySelectorAll('[data-no-copy]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

/**
 * Copies the code of the block whose button was clicked; for 2 s the button then says "Copied" and the live region
 * after it announces it. The label changes in the button's own text node, the one React renders, so React's
 * next render of the block still finds it.
 */
export function onCopyClick(event: Event): void {
  const button = (event.target as Element).closest?.<HTMLElement>(`[${COPY_ATTRIBUTE}]`);
  const pre = button?.parentElement?.querySelector('pre');
  if (!button || !pre) return;
  copyText(codeText(pre)).then(() => {
    const label = button.firstChild as Text;
    const status = button.nextElementSibling as Element;
    const copied = button.getAttribute(COPY_ATTRIBUTE) as string;
    // The usual label, kept from before the first copy (a second click within 2 s finds "Copied" there).
    const idle = (button.dataset.label ??= label.data);
    label.data = status.textContent = copied;
    setTimeout(() => {
      if (label.data === copied) label.data = idle;
      status.textContent = '';
    }, 2000);
  }, () => undefined);
}

if (typeof document !== 'undefined') document.addEventListener('click', onCopyClick);
