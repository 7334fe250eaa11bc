/**
 * Product-fact rules from the second pass of the sweep of web-app UI labels, flows, commands and log lines in the
 * user guides (November 2026). Each rule names a claim that a page made and that the code shows is wrong.
 * The sweep log is docs/audit/sweep-ui-2026-11-26.md, "Second pass".
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sweep-ui2-premium-streaming-no-fallback',
    scope: 'all',
    why:
      'the OctoPrint plugin does not switch to Basic Streaming when streaming fails: it sends a warning titled "Obico for OctoPrint: Webcam Streaming Failed" (O webcam_stream.py:275-283); the stream mode depends only on whether ffmpeg has an H.264 encoder (O webcam_stream.py:286-292)',
    find: (line) =>
      first(/switches to Basic Streaming automatically and shows|when Premium Streaming falls back to Basic, and fixes/i, line),
  },
  {
    id: 'sweep-ui2-gcode-deleted-file-found',
    scope: 'docs',
    why:
      'fetching a G-code file by its ID also finds deleted files (get_queryset uses all_with_deleted when pk is given, backend/api/viewsets.py:562-566): a deleted file is returned with `deleted` set, not 404',
    find: (line, _context, file) =>
      file.endsWith('docs/api/gcode.mdx') && !/deleted/.test(line)
        ? first(/A file that does not exist and a file owned by someone else both return `404`\./, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'When that happens, Obico does not leave you without a picture: it switches to Basic Streaming automatically and shows the **"Premium webcam streaming failed to start"** warning in OctoPrint.',
      'sweep-ui2-premium-streaming-no-fallback',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'description: "Meaning of the OctoPrint warning when Premium Streaming falls back to Basic, and fixes."',
      'sweep-ui2-premium-streaming-no-fallback',
    ],
    ['docs/api/gcode.mdx', 'A file that does not exist and a file owned by someone else both return `404`.', 'sweep-ui2-gcode-deleted-file-found'],
  ],
  right: [
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'When that happens, the Obico plugin for OctoPrint does not switch to Basic Streaming for you: it stops webcam streaming and reports a warning titled **"Obico for OctoPrint: Webcam Streaming Failed"**, with the text "Follow the webcam troubleshooting guide to resolve the issue."',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'description: "Meaning of the OctoPrint warning when Premium Streaming fails to start, and fixes."',
    ],
    [
      'docs/api/gcode.mdx',
      'A file that does not exist and a file owned by someone else both return `404`. A file you deleted is not missing in this sense: its record is kept, so fetching it by its ID still returns it, with `deleted` set.',
    ],
    ['docs/api/gcode.mdx', '| `404` | No such file, or it belongs to another user. A deleted file is returned with `200`, with `deleted` set. |'],
  ],
};
