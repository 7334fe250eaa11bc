/**
 * The search worker (a Web Worker the browser's local search client starts): downloads the index of a language,
 * builds its engine and answers search requests, all off the page's main thread. See createWorkerSearchClient.
 */
import { createWorkerResponder, fetchIndex, type WorkerAnswer, type WorkerQuestion } from './localClient';
import { fetchMarkdown } from './answers';

// The answer to a question is read from the page's published Markdown, for requests that ask for it (the search page).
const answer = createWorkerResponder(fetchIndex('/search/'), fetchMarkdown);
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerQuestion>) => void): void;
  postMessage(message: WorkerAnswer): void;
};
scope.addEventListener('message', (event) => {
  void answer(event.data).then((reply) => scope.postMessage(reply));
});
