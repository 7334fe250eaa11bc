/** Draws a mermaid diagram in the light and the dark theme. Loaded on demand: pages without a diagram never fetch it. */
import mermaid from 'mermaid';

let count = 0;
let queue: Promise<unknown> = Promise.resolve();

async function drawIn(theme: 'default' | 'dark', source: string): Promise<string> {
  mermaid.initialize({ startOnLoad: false, theme, securityLevel: 'strict', fontFamily: 'inherit' });
  count += 1;
  const { svg } = await mermaid.render(`mermaid-${theme}-${count}`, source);
  return svg;
}

/** Diagrams are drawn one at a time: mermaid's configuration is global. */
export function drawMermaid(source: string): Promise<{ light: string; dark: string }> {
  const result = queue.then(async () => ({ light: await drawIn('default', source), dark: await drawIn('dark', source) }));
  queue = result.catch(() => undefined);
  return result;
}
