/**
 * Content errors in `gatsby develop`. A build stops on them; the development server carries on, so an author
 * would only see them in the terminal and find the page gone. Here they also go to the browser's error overlay
 * (Gatsby's own channel for query errors), the page keeps the fields of the file's last good save meanwhile, and
 * the next good save clears the overlay.
 */
import { createRequire } from 'module';
import path from 'path';

export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === 'develop';
}

type EmitError = (id: string, errors: unknown) => void;
let emitError: EmitError | null | undefined;

/** Gatsby's websocket manager (the instance its develop server uses), or null outside develop. */
function overlay(): EmitError | null {
  if (emitError !== undefined) return emitError;
  emitError = null;
  if (!isDevelop()) return emitError;
  try {
    // gatsby-node is bundled with its own `require`; the site's resolves to the module Gatsby itself loaded.
    const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));
    const { websocketManager } = siteRequire('gatsby/dist/utils/websocket-manager') as { websocketManager: { emitError: EmitError } };
    emitError = (id, errors) => websocketManager.emitError(id, errors);
  } catch {
    /* another Gatsby layout: the terminal still shows the error */
  }
  return emitError;
}

/** Files whose error the overlay shows; shared with plugins/develop-content-errors, a bundle of its own. */
const SHOWN = Symbol.for('obico.developContentErrors');
const shared = globalThis as unknown as Record<symbol, Set<string> | undefined>;
const shown = (shared[SHOWN] ??= new Set<string>());
const overlayId = (file: string) => `obico-content:${file}`;

/**
 * Shows a content error of `file` in the browser overlay, in the shape of the reporter's structured errors that
 * the overlay lists (the reporter itself returns none for a message in develop).
 */
export function showContentError(file: string, absolutePath: string, message: string): void {
  const emit = overlay();
  if (!emit) return;
  shown.add(file);
  emit(overlayId(file), [{ level: 'ERROR', code: 'CONTENT', text: message, filePath: absolutePath, context: { sourceMessage: message } }]);
}

/** Clears the overlay of `file` once it reads again. */
export function clearContentError(file: string): void {
  if (!shown.delete(file)) return;
  overlay()?.(overlayId(file), null);
}

/** The fields of each file's last good save, given to its node while a later save is broken (develop only). */
const lastGood = new Map<string, Array<[string, unknown]>>();

export function rememberFields(file: string, fields: Array<[string, unknown]>): void {
  if (isDevelop()) lastGood.set(file, fields);
}

export function lastGoodFields(file: string): Array<[string, unknown]> | undefined {
  return isDevelop() ? lastGood.get(file) : undefined;
}
