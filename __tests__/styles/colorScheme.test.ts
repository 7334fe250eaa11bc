/**
 * With JavaScript off, <html> has no data-theme and global.css applies the dark variables under
 * `@media (prefers-color-scheme: dark) { html:not([data-theme]) { … } }`. That block repeats Infima's dark
 * variables and the site's own: these tests fail when an upgrade or an edit lets the copies drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const infima = fs.readFileSync(path.join(ROOT, 'node_modules/infima/dist/css/default/default.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const globalCss = fs.readFileSync(path.join(ROOT, 'src/styles/global.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Custom property declarations of a block's body, whitespace normalized. */
function declarations(body: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim();
    if (!name.startsWith('--')) continue;
    result.set(name, part.slice(colon + 1).replace(/\s+/g, ' ').trim());
  }
  return result;
}

/** The bodies of every rule one of whose selectors is `selector` (no nesting inside the body). */
function ruleBodies(css: string, selector: RegExp): string[] {
  const bodies: string[] = [];
  const pattern = /([^{}]+)\{([^{}]*)\}/g;
  for (const match of css.matchAll(pattern)) if (match[1].split(',').some((item) => selector.test(item.trim()))) bodies.push(match[2]);
  return bodies;
}

function noScriptDarkBlock(): Map<string, string> {
  const media = globalCss.match(/@media \(prefers-color-scheme: dark\) \{([\s\S]*?)\n\}/);
  if (!media) throw new Error('global.css has no @media (prefers-color-scheme: dark) block');
  const bodies = ruleBodies(media[1], /^html:not\(\[data-theme\]\)$/);
  expect(bodies).toHaveLength(1);
  return declarations(bodies[0]);
}

describe('the colour scheme without JavaScript', () => {
  it("repeats every one of Infima's dark-mode variables with the same value", () => {
    const expected = new Map<string, string>();
    for (const body of ruleBodies(infima, /^html\[data-theme=['"]?dark['"]?\]$/)) for (const [name, value] of declarations(body)) expected.set(name, value);
    expect(expected.size).toBeGreaterThan(30);
    const copy = noScriptDarkBlock();
    for (const [name, value] of expected) expect([name, copy.get(name)]).toEqual([name, value]);
  });

  it("repeats the site's own dark-mode variables with the same value", () => {
    const own = ruleBodies(globalCss, /^\[data-theme='dark'\]$/);
    expect(own).toHaveLength(1);
    const expected = declarations(own[0]);
    expect(expected.get('--ifm-color-primary')).toBeDefined();
    const copy = noScriptDarkBlock();
    for (const [name, value] of expected) expect([name, copy.get(name)]).toEqual([name, value]);
  });
});
