import { isValidElement, type ReactNode } from 'react';

/** A fenced code block: language label and a scrollable, focusable pre. Highlighting comes with the theme work. */
export default function CodeBlock({ children }: { children?: ReactNode }) {
  const code = isValidElement<{ className?: string; children?: ReactNode }>(children) ? children : null;
  const language = /language-([\w-]+)/.exec(code?.props.className ?? '')?.[1] ?? 'text';
  return (
    <div className="code-block" data-language={language}>
      <pre tabIndex={0} className={`language-${language}`}>
        {code ?? children}
      </pre>
    </div>
  );
}
