/**
 * The pure part of the relevance benchmark (bench/relevance.ts): the query and result shapes, scoring, and the
 * thresholds of issue 23. Unit-tested in __tests__/bench-lib.test.ts.
 */
export interface RelevanceQuery {
  q: string;
  kind: 'question' | 'keyword' | 'typo' | 'de-DE';
  locale: string;
  expect: string[];
}

export interface RelevanceRow {
  engine: 'obico' | 'pagefind';
  kind: string;
  queries: number;
  hit1: number;
  hit3: number;
  mrr: number;
}

export interface RelevanceFigures {
  rows: RelevanceRow[];
  queryP50Ms: number;
  queryP95Ms: number;
  /** The queries whose expected page is not in our first 3, for review. */
  misses: Array<{ q: string; kind: string; expected: string[]; got: string[] }>;
}

/** The thresholds of issue 23: hit@3 per kind, and natural questions at 1.5× Pagefind's. */
export const RELEVANCE_BUDGETS = { question: 0.8, keyword: 0.95, typo: 0.9, 'de-DE': 0.8, questionVsPagefind: 1.5 } as const;

/** The rank (1-based) of the first expected page among distinct result pages; 0 when absent. */
export function rankOf(pages: readonly string[], expected: readonly string[]): number {
  const index = pages.findIndex((page) => expected.includes(page));
  return index < 0 ? 0 : index + 1;
}

/** hit@1, hit@3 and MRR per kind, from the ranks of each query. */
export function score(engine: RelevanceRow['engine'], queries: readonly RelevanceQuery[], ranks: readonly number[]): RelevanceRow[] {
  const kinds = [...new Set(queries.map((query) => query.kind))];
  return kinds.map((kind) => {
    const mine = ranks.filter((_, i) => queries[i].kind === kind);
    const share = (test: (rank: number) => boolean) => mine.filter(test).length / mine.length;
    return {
      engine,
      kind,
      queries: mine.length,
      hit1: share((rank) => rank === 1),
      hit3: share((rank) => rank >= 1 && rank <= 3),
      mrr: mine.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / mine.length,
    };
  });
}

/** The budget lines of the relevance figures: [what, measured, limit, ok]. */
export function relevanceChecks(figures: RelevanceFigures): Array<[string, string, string, boolean]> {
  const ours = (kind: string) => figures.rows.find((row) => row.engine === 'obico' && row.kind === kind);
  const theirs = (kind: string) => figures.rows.find((row) => row.engine === 'pagefind' && row.kind === kind);
  const checks: Array<[string, string, string, boolean]> = [];
  for (const kind of ['question', 'keyword', 'typo', 'de-DE'] as const) {
    const row = ours(kind);
    if (row) checks.push([`relevance hit@3, ${kind}`, row.hit3.toFixed(2), `≥ ${RELEVANCE_BUDGETS[kind].toFixed(2)}`, row.hit3 >= RELEVANCE_BUDGETS[kind]]);
  }
  const question = ours('question');
  const pagefind = theirs('question');
  if (question && pagefind) {
    const ratio = pagefind.hit3 > 0 ? question.hit3 / pagefind.hit3 : Infinity;
    checks.push(['relevance hit@3, questions vs Pagefind', `${ratio.toFixed(2)}×`, `≥ ${RELEVANCE_BUDGETS.questionVsPagefind}×`, ratio >= RELEVANCE_BUDGETS.questionVsPagefind]);
  }
  return checks;
}

