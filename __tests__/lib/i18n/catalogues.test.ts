/**
 * The interface catalogues (locales/<locale>/translation.json): every locale has every key, nothing is empty, the
 * placeholders and markup survive translation, plurals have each form the language needs, and no value is left in
 * English unless the locale's sameAsEnglish list says it is right that way (names, brand words).
 */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { LOCALES, DEFAULT_LOCALE } from '../../../src/config/locales';
import { siteConfig, type NavbarItemConfig } from '../../../src/config/site';
import { featuredGuides } from '../../../src/config/help';
import { homeSections } from '../../../src/config/home';
import { labelKey } from '../../../src/lib/i18n/translations';
import { type DocInfo, type SidebarItem } from '../../../src/lib/docs/sidebars';
import { buildSidebars } from '../../../src/lib/docs/sidebarsFile';
import { buildHelpCenter } from '../../../src/lib/docs/help';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const catalogue = (locale: string) => read(`locales/${locale}/translation.json`) as Record<string, string>;
const en = catalogue(DEFAULT_LOCALE);

/** The docs sidebars as the site resolves them; every route they name stands for a doc (only labels matter here). */
const sidebarsYaml = yaml.load(fs.readFileSync(path.join(ROOT, 'content/sidebars.yaml'), 'utf8'));
const routes = new Set<string>();
const collectRoutes = (node: unknown): void => {
  if (typeof node === 'string' && node.startsWith('/')) routes.add(node);
  else if (node && typeof node === 'object') Object.values(node).forEach(collectRoutes);
};
collectRoutes(sidebarsYaml);
const docInfos: DocInfo[] = [...routes].map((route) => ({ route, title: route, sidebarLabel: null, description: '' }));
const sidebars = buildSidebars(sidebarsYaml, docInfos);
const help = buildHelpCenter(sidebars, docInfos, []);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const markers = (value: string) => (value.match(/\{\{\w+\}\}|<\/?[a-z]+/g) ?? []).sort().join(' ');
/** Plural bases of a catalogue, with the forms present. */
function pluralForms(entries: Record<string, string>): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const key of Object.keys(entries)) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const set = forms.get(base(key)) ?? new Set<string>();
    set.add(match[1]);
    forms.set(base(key), set);
  }
  return forms;
}

describe('the English catalogue', () => {
  it('has a key for every string the code asks for by name', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(path.join(ROOT, 'src'));
    const used = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\('([^']+)'/g)) used.add(match[1]);
      for (const match of source.matchAll(/i18nKey="([^"]+)"/g)) used.add(match[1]);
      for (const match of source.matchAll(/this\.text\('([^']+)'/g)) used.add(match[1]);
    }
    const bases = new Set(Object.keys(en).map(base));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !bases.has(key))).toEqual([]);
  });

  it('has every navbar, footer and sidebar category label under its key, in the English of the config, the home cards and the featured guides', () => {
    // key -> the English label the config or content/sidebars.yaml shows: a label renamed there must be renamed
    // here too, and a key that collides with another string's key shows up as a different text.
    const labels = new Map<string, string>();
    const navbar = (items: ReadonlyArray<NavbarItemConfig>) => {
      for (const item of items) {
        if (item.label) {
          expect({ label: item.label, key: item.key }).toEqual({ label: item.label, key: expect.any(String) });
          labels.set(labelKey('navbar', item.key!), item.label);
        }
        if (item.items) navbar(item.items);
      }
    };
    navbar(siteConfig.navbar.items);
    for (const column of siteConfig.footer.links) {
      labels.set(labelKey('footer', column.key), column.title);
      for (const item of column.items) labels.set(labelKey('footer', item.key), item.label);
    }
    const categories = (items: readonly SidebarItem[]): void => {
      for (const item of items) {
        if (item.type !== 'category') continue;
        labels.set(labelKey('sidebar', item.key), item.label);
        categories(item.items);
      }
    };
    for (const items of Object.values(sidebars)) categories(items);
    for (const topic of help.topics) labels.set(topic.labelKey, topic.label);
    expect(labels.size).toBeGreaterThan(60);
    expect([...labels].filter(([key, label]) => en[key] !== label)).toEqual([]);

    const wanted: string[] = [];
    for (const section of homeSections) wanted.push(`home.${section.id}.title`, `home.${section.id}.text`);
    for (const route of featuredGuides) wanted.push(`help.guide.${route}.title`, `help.guide.${route}.description`);
    for (const kind of ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important']) wanted.push(`admonition.${kind}`);
    expect(wanted.filter((key) => !(key in en))).toEqual([]);
  });

  it('names interface strings by role, not by their English text', () => {
    // A key that is the English text orphans every translation when the text changes.
    expect(Object.keys(en).filter((key) => !key.startsWith('help.guide./') && /[\s&()]|\.[A-Z]|\.\.\./.test(key))).toEqual([]);
  });
});

describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('the %s catalogue', (locale) => {
  const entries = catalogue(locale);
  const sameAsEnglish = read(`src/lib/i18n/sameAsEnglish/${locale}.json`) as string[];
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it('has exactly the English keys', () => {
    const englishBases = [...new Set(Object.keys(en).map(base))].sort();
    const ownBases = [...new Set(Object.keys(entries).map(base))].sort();
    expect({ missing: englishBases.filter((key) => !ownBases.includes(key)), extra: ownBases.filter((key) => !englishBases.includes(key)) }).toEqual({ missing: [], extra: [] });
  });

  it(`has every plural form the language needs (${categories.join(', ')})`, () => {
    const englishPlurals = [...pluralForms(en).keys()];
    const own = pluralForms(entries);
    for (const key of englishPlurals) expect({ key, forms: [...(own.get(key) ?? [])].sort() }).toEqual({ key, forms: [...categories].sort() });
  });

  it('has no empty value, and keeps the placeholders and markup of the English text', () => {
    for (const [key, value] of Object.entries(entries)) {
      expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
      const english = en[key] ?? en[`${base(key)}_other`];
      expect({ key, markers: markers(value) }).toEqual({ key, markers: markers(english) });
    }
  });

  it('translates every value, except the names listed in its sameAsEnglish file', () => {
    const untranslated = Object.keys(entries).filter((key) => entries[key] === en[key]);
    expect(untranslated.filter((key) => !sameAsEnglish.includes(key))).toEqual([]);
    // The list holds only what really is the same, so it cannot hide a later regression.
    expect(sameAsEnglish.filter((key) => entries[key] !== en[key])).toEqual([]);
  });
});
