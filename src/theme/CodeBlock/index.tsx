import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
// The listener that serves every copy button.
import './copy';

interface PreProps {
  children?: ReactNode;
  /** The highlighted lines as HTML, written by the build from the code's own text (every character escaped). */
  'data-highlighted'?: string;
  'data-language'?: string;
  'data-title'?: string;
  'data-line-numbers'?: string;
}

/**
 * A fenced code block, already highlighted by the build (src/lib/mdx/rehypeCodeBlocks.ts): an optional title, a
 * focusable pre that scrolls long lines inside the block, and a copy button with a live region that says when it
 * copied. The button has no handler of its own: ./copy listens to clicks for every block of every page.
 */
export default function CodeBlock({ children, 'data-highlighted': highlighted, 'data-language': dataLanguage, 'data-title': title, 'data-line-numbers': lineNumbers }: PreProps) {
  const { t } = useTranslation();
  // The build names the language of every fenced block; a <pre> written by hand is plain text.
  const language = dataLanguage ?? 'text';
  return (
    <div className="code-block" data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre
          tabIndex={0}
          data-language={language}
          className={`language-${language}${lineNumbers ? ' code-block--numbered' : ''}`}
          style={lineNumbers && lineNumbers !== '1' ? { counterReset: `code-line ${Number(lineNumbers) - 1}` } : undefined}
        >
          {highlighted !== undefined ? <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: highlighted }} /> : children}
        </pre>
        <button type="button" className="code-block__copy clean-btn" data-copied-label={t('code.copied')}>
          {t('code.copy')}
        </button>
        <span className="sr-only" role="status" />
      </div>
    </div>
  );
}
