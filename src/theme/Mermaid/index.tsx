import { useEffect, useState } from 'react';

interface Drawn {
  light: string;
  dark: string;
}

/**
 * A mermaid diagram. The server HTML carries its source (readable with JavaScript off); once the page is idle the
 * mermaid library, a chunk of its own that only pages with a diagram request, draws it once per colour mode, and
 * CSS shows the drawing that matches the page's mode.
 */
export default function Mermaid({ value }: { value: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const draw = () => {
      import('./draw')
        .then(({ drawMermaid }) => drawMermaid(value))
        .then((result) => !cancelled && setDrawn(result))
        .catch(() => !cancelled && setFailed(true));
    };
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(draw);
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (!drawn || failed) {
    return (
      <pre className="mermaid-source" data-mermaid-state={failed ? 'failed' : 'pending'}>
        <code>{value}</code>
      </pre>
    );
  }
  return (
    <div className="mermaid-diagram" data-mermaid-state="drawn">
      <div className="mermaid-diagram--light" dangerouslySetInnerHTML={{ __html: drawn.light }} />
      <div className="mermaid-diagram--dark" dangerouslySetInnerHTML={{ __html: drawn.dark }} />
    </div>
  );
}
