/**
 * Product-fact rules from the deep pass over the API reference pages (November 2026): field nullability in the
 * agent's WebSocket status message. The log is docs/audit/deep-w2-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-w2-state-error-nullable',
    scope: 'docs',
    why:
      'moonraker-obico always sends status.state.error, set to None (JSON null) unless print_stats.state is "error" (moonraker_obico/printer.py:172,202); the page called it only "an error message string"',
    find: (line) => first(/\*\*state\.error\*\* \(optional\) is an error message string\.$/, line.trim()),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/api/websocket.mdx',
      '**state.error** (optional) is an error message string.',
      'deep-w2-state-error-nullable',
    ],
  ],
  right: [
    [
      'docs/api/websocket.mdx',
      "**state.error** (optional) is an error message string or `null`. Obico for Klipper always sends the key: Klipper's `print_stats.message` when the print is in error, `null` otherwise.",
    ],
  ],
};
