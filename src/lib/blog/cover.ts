/**
 * Generated cover art for blog posts: one SVG per post, from its topic (colours and icon) and a pattern seeded by
 * its slug, so every post gets a distinct, original image with no text (covers stay language-neutral).
 */

export type CoverTopic = 'klipper' | 'octoprint' | 'ai' | 'slicer' | 'remote' | 'materials' | 'quality' | 'news' | 'general';

/** Tag -> topic, in priority order: the first rule matching any of the post's tags wins. */
const TOPIC_RULES: Array<[CoverTopic, RegExp]> = [
  ['ai', /(^ai$|artificial|machine-learning|deep-learning|spaghetti|failure-detection|first-layer)/],
  ['klipper', /(klipper|moonraker|mainsail|fluidd|sonic-pad)/],
  ['octoprint', /(octo-?print|octolapse|octopod)/],
  ['remote', /(remote|tunnel|webcam|monitor)/],
  ['slicer', /(slicer|cura|calibration|g-?code|retraction|flow)/],
  ['materials', /(filament|material|pla|petg|abs|tpu|nylon|resin)/],
  ['quality', /(quality|failure|warp|string|layer|adhesion|troubleshoot|tips)/],
  ['news', /(update|obico|news|announcement|spaghetti-detective)/],
];

export function coverTopic(tags: readonly string[]): CoverTopic {
  for (const [topic, rule] of TOPIC_RULES) if (tags.some((tag) => rule.test(tag))) return topic;
  return 'general';
}

const PALETTES: Record<CoverTopic, [string, string, string]> = {
  klipper: ['#b5371f', '#e8743b', '#fff3e8'],
  octoprint: ['#1e5e3a', '#3fa56b', '#effaf3'],
  ai: ['#1b2a6b', '#4f6ad6', '#eef1ff'],
  slicer: ['#0f5963', '#2fa3a9', '#e9fbfb'],
  remote: ['#3a2a75', '#8a5cd6', '#f4efff'],
  materials: ['#7a1f4f', '#d6558f', '#fff0f6'],
  quality: ['#5a4a10', '#c9a227', '#fffbe8'],
  news: ['#1f7a4d', '#2ec27e', '#eafff3'],
  general: ['#28323d', '#5d7386', '#f1f5f8'],
};

/** Icons drawn in a 200x200 box, stroked with the light colour. */
const ICONS: Record<CoverTopic, string> = {
  klipper: '<rect x="30" y="30" width="140" height="140" rx="10"/><line x1="30" y1="70" x2="170" y2="70"/><rect x="85" y="62" width="30" height="26" rx="4"/><path d="M100 88v18l-6 8h12l-6-8"/><rect x="55" y="140" width="90" height="12" rx="3"/>',
  octoprint: '<circle cx="100" cy="80" r="44"/><path d="M62 118c-8 22-22 30-30 34M82 124c-2 20-8 34-16 42M118 124c2 20 8 34 16 42M138 118c8 22 22 30 30 34"/><circle cx="84" cy="76" r="6"/><circle cx="116" cy="76" r="6"/>',
  ai: '<path d="M20 100c30-46 130-46 160 0-30 46-130 46-160 0z"/><circle cx="100" cy="100" r="34"/><circle cx="100" cy="100" r="14"/><path d="M40 40l20 20M160 40l-20 20M40 160l20-20M160 160l-20-20"/>',
  slicer: '<path d="M40 140l60-24 60 24-60 24z"/><path d="M40 116l60-24 60 24-60 24z"/><path d="M40 92l60-24 60 24-60 24z"/><path d="M40 68l60-24 60 24-60 24z"/>',
  remote: '<rect x="70" y="70" width="60" height="100" rx="10"/><line x1="92" y1="156" x2="108" y2="156"/><path d="M52 58a68 68 0 0 1 96 0M66 74a46 46 0 0 1 68 0M80 90a24 24 0 0 1 40 0"/>',
  materials: '<circle cx="100" cy="100" r="70"/><circle cx="100" cy="100" r="22"/><circle cx="100" cy="100" r="46"/><path d="M170 100h20v60"/>',
  quality: '<path d="M40 160V60h30v100M70 80h90v30H70"/><path d="M95 80v-20M120 80v-20M145 80v-20"/><path d="M60 40l14 14 26-26"/>',
  news: '<rect x="34" y="40" width="132" height="120" rx="10"/><line x1="54" y1="70" x2="146" y2="70"/><line x1="54" y1="96" x2="120" y2="96"/><line x1="54" y1="118" x2="146" y2="118"/><line x1="54" y1="140" x2="100" y2="140"/>',
  general: '<path d="M100 30l60 34v72l-60 34-60-34V64z"/><path d="M40 64l60 34 60-34M100 98v72"/>',
};

/** A small deterministic PRNG (mulberry32) seeded by a string. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** The cover SVG of a post (1200x630). Same slug and tags, same picture. */
export function buildCoverSvg(slug: string, tags: readonly string[]): string {
  const topic = coverTopic(tags);
  const [dark, mid, light] = PALETTES[topic];
  const random = seededRandom(slug);
  const shapes: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = Math.round(random() * COVER_WIDTH);
    const y = Math.round(random() * COVER_HEIGHT);
    const size = Math.round(12 + random() * 70);
    const opacity = (0.06 + random() * 0.16).toFixed(2);
    const kind = random();
    if (kind < 0.4) shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${light}" fill-opacity="${opacity}"/>`);
    else if (kind < 0.75) shapes.push(`<rect x="${x}" y="${y}" width="${size * 2}" height="${Math.round(size / 3) + 4}" rx="6" fill="${light}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 40 - 20)} ${x} ${y})"/>`);
    else shapes.push(`<path d="M${x} ${y}l${size} ${Math.round(size * 0.58)}l-${size} ${Math.round(size * 0.58)}l-${size} -${Math.round(size * 0.58)}z" fill="none" stroke="${light}" stroke-opacity="${opacity}" stroke-width="4"/>`);
  }
  const angle = Math.round(random() * 60);
  const iconX = Math.round(720 + random() * 160);
  const iconY = Math.round(150 + random() * 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
${shapes.join('\n')}
<g transform="translate(${iconX} ${iconY}) scale(1.6)" fill="none" stroke="${light}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${ICONS[topic]}</g>
<g transform="translate(80 470)"><rect width="72" height="72" rx="16" fill="${light}" fill-opacity="0.92"/><circle cx="36" cy="34" r="18" fill="none" stroke="${dark}" stroke-width="7"/><circle cx="36" cy="34" r="6" fill="${mid}"/></g>
</svg>`;
}
