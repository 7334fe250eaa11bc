/** The index file's compact postings give MiniSearch back exactly its own index, in a third fewer gzipped bytes. */
import { gzipSync } from 'zlib';
import MiniSearch from 'minisearch';
import { compactIndex, expandIndex } from '../../../src/lib/search/compactIndex';

function sample(count = 300) {
  const mini = new MiniSearch<{ id: number; title: string; text: string }>({ fields: ['title', 'text'] });
  const words = ['webcam', 'stream', 'klipper', 'octoprint', 'failure', 'detection', 'printer', 'nozzle', 'bed', 'layer'];
  mini.addAll(Array.from({ length: count }, (_, id) => ({ id, title: `${words[id % 10]} guide ${id}`, text: `${words[(id * 3) % 10]} ${words[(id * 7) % 10]} ${words[(id * 7) % 10]} ${id % 4 === 0 ? 'printer printer printer' : ''}` })));
  return mini;
}

describe('compact index', () => {
  it('expands to MiniSearch\'s own JSON, frequencies above one included, and searches the same', () => {
    const mini = sample();
    const plain = JSON.parse(JSON.stringify(mini.toJSON()));
    const expanded = expandIndex(JSON.parse(JSON.stringify(compactIndex(plain))));
    expect(JSON.parse(JSON.stringify(expanded))).toEqual(plain);
    const options = { fields: ['title', 'text'] };
    const again = MiniSearch.loadJS(expanded, options);
    expect(again.search('printer webcam').map((hit) => [hit.id, hit.score])).toEqual(mini.search('printer webcam').map((hit) => [hit.id, hit.score]));
  });

  it('is much smaller gzipped than MiniSearch\'s JSON', () => {
    const plain = sample(2000).toJSON();
    const before = gzipSync(JSON.stringify(plain)).length;
    const after = gzipSync(JSON.stringify(compactIndex(plain))).length;
    expect(after).toBeLessThan(before * 0.8);
  });

  it('refuses an index whose documents are not numbered in order, rather than losing them', () => {
    const mini = new MiniSearch<{ id: string; title: string }>({ fields: ['title'] });
    mini.addAll([{ id: 'a', title: 'webcam' }]);
    expect(() => compactIndex(mini.toJSON())).toThrow(/document 0 has the id "?a"?/);
  });
});
