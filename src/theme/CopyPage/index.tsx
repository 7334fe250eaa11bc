/**
 * The copy-page menu next to a doc's or post's title. The server HTML holds only a link to the page's Markdown
 * (so it works without JavaScript); once hydrated it is a menu button whose menu (./Menu) is a separate chunk,
 * loaded on the first hover, focus or click.
 */
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { markdownPath } from '../../lib/markdown/convert';
import type { CopyPageMenuProps } from './Menu';

let menuModule: Promise<ComponentType<CopyPageMenuProps>> | null = null;
const loadMenu = () => (menuModule ??= import('./Menu').then((module) => module.default));

/** `lang`: the interface language, where it differs from the article's (an English page shown in another locale). */
export default function CopyPage({ path, lang }: { path: string; lang?: string }) {
  const { t } = useTranslation();
  const href = markdownPath(path);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [Menu, setMenu] = useState<ComponentType<CopyPageMenuProps> | null>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => setEnhanced(true), []);

  const prepare = () => {
    if (!Menu) void loadMenu().then((component) => setMenu(() => component));
  };
  const show = (focus: 'first' | 'last') => {
    prepare();
    setOpen(focus);
  };
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    if (open) setOpen(false);
    else show('first');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    }
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div className="copy-page" lang={lang}>
      <a
        ref={buttonRef}
        href={href}
        className="copy-page__button"
        {...(enhanced ? { role: 'button', 'aria-haspopup': 'menu' as const, 'aria-expanded': Boolean(open), 'aria-controls': open ? 'copy-page-menu' : undefined, onClick, onKeyDown } : {})}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        {t('copyPage.button')}
        <span className="copy-page__caret" aria-hidden="true" />
      </a>
      {open && Menu && <Menu id="copy-page-menu" href={href} initialFocus={open} onClose={close} />}
    </div>
  );
}
