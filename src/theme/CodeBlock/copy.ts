/**
 * The copy buttons of code blocks: plain buttons in the HTML (./index.tsx), all served by one click listener on
 * the document, registered once when this module first runs, rather than a component with state per block.
 * Enter and Space on a focused button fire the same click.
 */
import { copyText } from '../clipboard';

/** Marks a code block's copy button; its value is the translated "Copied" that it says for a while after a copy. */
export const COPY_ATTRIBUTE = 'data-copied-label';
const SHOW_COPIED_MS = 2000;

/** The code as a reader wants it pasted: without prompts or anything else marked data-no-copy. */
export function codeText(pre: Element): string {
  const copy = (pre.querySelector('code') ?? pre).cloneNode(true) as Element;
  copy.querySelectorAll('[data-no-copy]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

/** A button saying "Copied": its usual label and the timer that restores it. */
const shown = new WeakMap<Element, { idle: string | null; timer: ReturnType<typeof setTimeout> }>();

/**
 * Copies the code of the block whose copy button was clicked; the button then says "Copied" and its block's live
 * region announces it. The label changes in the button's own text node, the one React renders, so a later render
 * (another language) still finds and updates it.
 */
export function onCopyClick(event: Event): void {
  const button = (event.target as Element | null)?.closest?.(`[${COPY_ATTRIBUTE}]`);
  const body = button?.parentElement;
  const pre = body?.querySelector('pre');
  const label = button?.firstChild;
  if (!button || !pre || !label) return;
  const status = body!.querySelector('[role="status"]');
  copyText(codeText(pre)).then(
    () => {
      const copied = button.getAttribute(COPY_ATTRIBUTE);
      const previous = shown.get(button);
      const idle = previous ? previous.idle : label.nodeValue;
      clearTimeout(previous?.timer);
      label.nodeValue = copied;
      if (status) status.textContent = copied;
      const timer = setTimeout(() => {
        shown.delete(button);
        if (label.nodeValue === copied) label.nodeValue = idle;
        if (status) status.textContent = '';
      }, SHOW_COPIED_MS);
      shown.set(button, { idle, timer });
    },
    () => undefined,
  );
}

if (typeof document !== 'undefined') document.addEventListener('click', onCopyClick);
