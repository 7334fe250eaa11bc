/** Clipboard writes for the copy buttons: the Clipboard API, or a selected textarea where it is missing or refused. */

/** Copies through a hidden, selected textarea; false when the browser refuses. Focus returns where it was. */
export function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}

/** Copies `text`; rejects when neither the Clipboard API nor the textarea fallback could. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    /* refused or missing: fall back */
  }
  if (!copyWithTextarea(text)) throw new Error('copy refused');
}
