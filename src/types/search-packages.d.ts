// Types for the search analysis packages that the project's module resolution (node10) cannot find on its own.
// @orama/stemmers ships types under package "exports" only; @nlpjs/lang-pl ships none, and stopword's are not found either.
declare module '@orama/stemmers/*' {
  export function stemmer(word: string): string;
}
declare module '@nlpjs/lang-pl/src/stemmer-pl' {
  class StemmerPl {
    stemWord(word: string): string;
  }
  export = StemmerPl;
}
declare module 'stopword' {
  export const pol: string[];
}
