/**
 * Product-fact rules from the fifth seeded sample, part A (seed 2026112627, pages 1 to 5), November 2026.
 * Each rule names a claim that a sampled page made (or that a page it relies on repeated) and that the product's code,
 * or the third-party record for a post's date, shows is wrong. The sample log is docs/audit/sample5-part-a.md.
 */
import { textOf, first, beforeFeature, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample5a-klipper-disable-streaming',
    scope: 'all',
    why: 'moonraker-obico 1.6.4 and later never read WebcamConfig.disable_video_streaming (defined in moonraker_obico/config.py, used nowhere since 9fe0622 / 5d5f0a5); WebcamStreamer.start streams every configured webcam (webcam_stream.py start). Telling Klipper users to set it to True to stop streaming is wrong unless the page says the option is ignored since 1.6.4',
    find: (line, context, file) =>
      /1\.6\.4/.test(textOf(file) ?? context)
        ? null
        : first(/disable_video_streaming`?\s*=\s*True|Set it to `True` only in rare cases/, line),
  },
  {
    id: 'sample5a-cpu-klipper-steps',
    scope: 'all',
    why: 'there are no working steps to turn off Obico streaming with Klipper: moonraker-obico ignores disable_video_streaming since 1.6.4 (config.py property never used; webcam_stream.py start), so only OctoPrint-Obico can stop streaming (OctoPrint-Obico webcam_stream.py start checks disable_video_streaming)',
    find: (line) => first(/exact steps for OctoPrint and Klipper are in/, line),
  },
  {
    id: 'sample5a-ws-print-ts-change',
    scope: 'docs',
    why: 'Printer.update_current_print keeps the open print when the new current_print_ts is within 20 s of the old one and the file name is the same (it only stores the new ts); a new Print record starts otherwise (backend/app/models/other_models.py update_current_print)',
    find: (line) => first(/If it changes, the server assumes a new print has begun/, line),
  },
  {
    id: 'sample5a-ws-filament-used',
    scope: 'docs',
    why: 'OctoPrint-Obico 2.5.5 and later also send progress.filamentUsed, copied from job.filament.tool0.length when the progress has none (octoprint_obico/print_job_tracker.py status, commit 7b1b711); it is not a Klipper-only field',
    find: (line) => first(/Obico for Klipper also sends `filamentUsed`/, line),
  },
  {
    id: 'sample5a-prusaslicer-arc-fitting',
    scope: 'all',
    why: 'PrusaSlicer gained G2/G3 arc fitting in 2.7 (2.7.0 release notes, end of 2023); a post dated before that cannot say PrusaSlicer has built-in arc fitting unless it dates the feature',
    find: beforeFeature(/PrusaSlicer (?:both )?ha(?:s|ve) (?:a )?built-in arc fitting/, '2023-12-01', /PrusaSlicer[^.]*2\.7/),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/made-up-disable.mdx', '   disable_video_streaming = True', 'sample5a-klipper-disable-streaming'],
    ['docs/user-guides/made-up-nozzle.mdx', 'If Obico shows CPU warnings, turn off Obico streaming with `disable_video_streaming = True` in the `[webcam]` section of `moonraker-obico.cfg`.', 'sample5a-klipper-disable-streaming'],
    ['docs/user-guides/made-up-webcam.mdx', '`True` or `False`, default `False`. Set it to `True` only in rare cases, such as the ones described in [Should I disable the webcam streaming?](/docs/user-guides/disable-25-fps-streaming/).', 'sample5a-klipper-disable-streaming'],
    ['docs/user-guides/webcam-streaming-excessive-cpu.mdx', "1. Turn off Obico's webcam streaming in the settings. The exact steps for OctoPrint and Klipper are in [Should I disable the webcam streaming? If so, how?](/docs/user-guides/disable-25-fps-streaming/).", 'sample5a-cpu-klipper-steps'],
    ['docs/api/websocket.mdx', 'The timestamp at which the current job started. It **must stay the same for the whole print**. If it changes, the server assumes a new print has begun and starts a new Print record.', 'sample5a-ws-print-ts-change'],
    ['docs/api/websocket.mdx', '**progress** (optional): `completion`, `filepos`, `printTime`, `printTimeLeft`, `printTimeLeftOrigin`. See [JobProgress](/docs/api/api-objects/) for their meaning. Obico for Klipper also sends `filamentUsed`, in mm.', 'sample5a-ws-filament-used'],
    ['blog/2022-11-30-made-up-arc-post.mdx', 'You do not necessarily need a separate tool anymore. Orca Slicer and PrusaSlicer both have built-in arc fitting that generates `G2`/`G3` moves during slicing.', 'sample5a-prusaslicer-arc-fitting'],
  ],
  right: [
    ['docs/user-guides/disable-25-fps-streaming.mdx', 'Obico for Klipper has no setting that turns streaming off. Up to version 1.6.3, `disable_video_streaming = True` in the `[webcam]` section of `moonraker-obico.cfg` did this; since 1.6.4 the agent accepts the option but ignores it, and streams every webcam it is configured for.'],
    ['docs/user-guides/moonraker-obico/webcam.mdx', 'disable_video_streaming = False'],
    ['docs/user-guides/made-up-webcam.mdx', 'disable_video_streaming = False'],
    ['docs/user-guides/webcam-streaming-excessive-cpu.mdx', "   - **OctoPrint:** check **Disable webcam streaming** in the Obico plugin's settings, save, and restart OctoPrint. The steps are in [Should I disable the webcam streaming? If so, how?](/docs/user-guides/disable-25-fps-streaming/)."],
    ['docs/api/websocket.mdx', 'If it changes while a print is open, the server closes that print and starts a new Print record, with one exception: a value within 20 seconds of the old one, for a file of the same name, is taken as the same print, and the server just stores the new value.'],
    ['docs/api/websocket.mdx', "Both agents also send `filamentUsed`, in mm: Obico for Klipper the filament used so far, from Klipper's `print_stats`; Obico for OctoPrint (2.5.5 and later) a copy of `job.filament.tool0.length`, the file's estimated total, when OctoPrint reports one."],
    ['blog/arc-welder-octoprint.mdx', '(PrusaSlicer did not have arc fitting when this post was written; it added `G2`/`G3` output in version 2.7, released at the end of 2023.)'],
    ['blog/2024-01-10-made-up-arc-post.mdx', 'Orca Slicer and PrusaSlicer both have built-in arc fitting.'],
  ],
};
