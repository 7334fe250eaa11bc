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
  {
    id: 'deep-w2-start-print-old-print-cancelled-kept',
    scope: 'docs',
    why:
      'start_print closes an open print with unset_current_print (backend/api/viewsets.py:179-181), which sets finished_at only when cancelled_at is None (backend/app/models/other_models.py:208-210): a print already marked cancelled stays cancelled',
    find: (line) => first(/that print is closed as finished first/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/api/websocket.mdx',
      '**state.error** (optional) is an error message string.',
      'deep-w2-state-error-nullable',
    ],
    [
      'docs/developer-guides/oauth-printer-management.mdx',
      'If the printer still had a print open, that print is closed as finished first: a new `start_print` never fails because of an old one.',
      'deep-w2-start-print-old-print-cancelled-kept',
    ],
  ],
  right: [
    [
      'docs/developer-guides/oauth-printer-management.mdx',
      'If the printer still had a print open, that print is closed first, with `finished_at` set unless it was already marked cancelled: a new `start_print` never fails because of an old one.',
    ],
    [
      'docs/api/websocket.mdx',
      "**state.error** (optional) is an error message string or `null`. Obico for Klipper always sends the key: Klipper's `print_stats.message` when the print is in error, `null` otherwise.",
    ],
  ],
};
