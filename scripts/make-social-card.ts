/** Renders static/img/social-card.png, the default link-preview image (1200x630), from a generated cover. */
import path from 'path';
import sharp from 'sharp';
import { buildCoverSvg } from '../src/lib/blog/cover';

const out = path.resolve(__dirname, '../static/img/social-card.png');
sharp(Buffer.from(buildCoverSvg('obico-social-card', ['obico'])))
  .png({ compressionLevel: 9, palette: true, quality: 80 })
  .toFile(out)
  .then((info) => console.log(`wrote ${out} (${info.size} bytes)`));
