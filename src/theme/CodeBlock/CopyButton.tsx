import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../clipboard';

/** The code as a reader wants it pasted: without prompts or anything else marked data-no-copy. */
export function codeText(pre: HTMLElement): string {
  const copy = (pre.querySelector('code') ?? pre).cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-no-copy]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

export default function CopyButton({ target }: { target: RefObject<HTMLElement> }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    if (target.current) copyText(codeText(target.current)).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <>
      <button type="button" className="code-block__copy clean-btn" onClick={copy}>
        {copied ? t('code.copied') : t('code.copy')}
      </button>
      <span className="sr-only" role="status">
        {copied ? t('code.copied') : ''}
      </span>
    </>
  );
}
