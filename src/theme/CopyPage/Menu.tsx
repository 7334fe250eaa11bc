/** The copy-page menu itself, loaded on demand by ./index. Menu keyboard: arrows, Home/End, Escape, Tab. */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/site';
import { mcpHelpRoute } from '../../config/help';
import { copyWithTextarea } from '../clipboard';
import { withoutPointer } from '../../lib/markdown/paths';

export interface CopyPageMenuProps {
  id: string;
  /** The page's Markdown, site-relative: /docs/x.md. */
  href: string;
  initialFocus: 'first' | 'last';
  onClose: (returnFocus: boolean) => void;
}

export async function copyMarkdown(href: string): Promise<boolean> {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    // The page's Markdown, without the first line that points agents to llms.txt.
    return response.text().then(withoutPointer);
  });
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      // A promised blob keeps the click's permission while the Markdown downloads (Safari needs this).
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return true;
  } catch {
    try {
      return copyWithTextarea(await text);
    } catch {
      return false;
    }
  }
}

export default function CopyPageMenu({ id, href, initialFocus, onClose }: CopyPageMenuProps) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const list = items();
    (initialFocus === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const root = menuRef.current?.parentElement;
      if (root && !root.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  const url = `${siteConfig.url}${href}`;
  const prompt = encodeURIComponent(t('copyPage.prompt', { url }));
  const copy = async () => {
    const copied = await copyMarkdown(href);
    setStatus(copied ? 'copied' : 'failed');
  };
  const external = { target: '_blank', rel: 'noopener noreferrer', role: 'menuitem', className: 'copy-page__item', onClick: () => onClose(false) };

  return (
    <>
    <ul id={id} ref={menuRef} role="menu" aria-label={t('copyPage.menuLabel')} className="copy-page__menu" onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" className="copy-page__item" onClick={copy}>
          {status === 'copied' ? t('copyPage.copied') : status === 'failed' ? t('copyPage.copyFailed') : t('copyPage.copy')}
        </button>
      </li>
      <li role="none">
        <a role="menuitem" className="copy-page__item" href={href}>
          {t('copyPage.view')}
        </a>
      </li>
      <li role="none">
        <a {...external} href={`https://chatgpt.com/?hints=search&q=${prompt}`}>
          {t('copyPage.chatgpt')}
        </a>
      </li>
      <li role="none">
        <a {...external} href={`https://claude.ai/new?q=${prompt}`}>
          {t('copyPage.claude')}
        </a>
      </li>
      <li role="none">
        <a role="menuitem" className="copy-page__item" href={mcpHelpRoute} onClick={() => onClose(false)}>
          {t('copyPage.mcp')}
        </a>
      </li>
    </ul>
    <span className="sr-only" aria-live="polite">
      {status === 'copied' ? t('copyPage.copied') : status === 'failed' ? t('copyPage.copyFailed') : ''}
    </span>
    </>
  );
}
