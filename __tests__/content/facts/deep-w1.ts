/**
 * Product-fact rules from the deep pass over the agent and user API pages (print, printer, gcode, pic,
 * printer-event), November 2026. Log: docs/audit/deep-w1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-w1-pic-img-url-tagged-and-expires',
    scope: 'docs',
    why:
      'when a snapshot goes through detection the printer picture is the tagged copy with detection boxes (lib/failure_detection.py:63-71), and the picture is cached for IMG_URL_TTL_SECONDS = 30 min (lib/cache.py:31), after which Printer.pic is None (app/models/other_models.py:89-92, lib/utils.py:21-22)',
    find: (line) =>
      first(/The most recent primary snapshot also becomes the printer's picture in the app/, line),
  },
  {
    id: 'deep-w1-printer-archived-404',
    scope: 'docs',
    why:
      'get_printer_or_404 uses Printer.objects, which excludes archived printers (lib/view_helpers.py:8-10, app/models/other_models.py:32-34), so PATCH, archive and the print commands answer 404 for an archived printer; GET and DELETE only find it with ?with_archived=true (api/viewsets.py:101-105)',
    find: (line, _context, file) =>
      file.endsWith('docs/api/printer.mdx') && !/archived/.test(line)
        ? first(/A printer that doesn't exist or doesn't belong to the user returns `404`\./, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/api/pic.mdx',
      "Printer agents, such as Obico for OctoPrint and Obico for Klipper, send webcam snapshots to the server through this endpoint. The most recent primary snapshot also becomes the printer's picture in the app, available as `pic.img_url` on the [Printer object](/docs/api/api-objects/).",
      'deep-w1-pic-img-url-tagged-and-expires',
    ],
    [
      'docs/api/printer.mdx',
      "All endpoints act on behalf of a user. A printer that doesn't exist or doesn't belong to the user returns `404`.",
      'deep-w1-printer-archived-404',
    ],
  ],
  right: [
    [
      'docs/api/pic.mdx',
      "The printer's picture in the app, `pic.img_url` on the [Printer object](/docs/api/api-objects/), comes from the latest primary snapshot: the plain upload, or a copy with the detection boxes drawn on it when the snapshot went through detection. The server keeps that picture for 30 minutes after the last upload; after that `pic` is `null`.",
    ],
    [
      'docs/api/printer.mdx',
      "A printer that doesn't exist or doesn't belong to the user returns `404`, and so does an archived printer: `GET` and `DELETE` reach it only with `?with_archived=true`, while `PATCH`, `archive` and the print commands always answer `404` for it.",
    ],
  ],
};
