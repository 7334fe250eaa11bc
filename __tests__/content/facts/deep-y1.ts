/**
 * Product-fact rules from deep pass y1 (posts on using Obico with a host, an app or a feature), November 2026. Each
 * rule names a claim that a checked post made and that the code (the product's, or a third-party product's) shows is
 * wrong, or wrong at the post's date. The log is docs/audit/deep-y1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-y1-orca-upload-starts-print',
    scope: 'all',
    why: "OrcaSlicer's Obico host posts the file to api/v1/g_code_files/ with print=true and printer_id (SoftFever/OrcaSlicer src/slic3r/Utils/Obico.cpp, upload()), but the server's GCodeFileViewSet.create only saves a GCodeFile in the user's library: `print` and `printer_id` are not fields of GCodeFileDeSerializer (fields of GCodeFile, resident_printer read-only) and nothing starts a print (S backend/api/viewsets.py:629-669, api/serializers.py:192-199). The same at the 2024-06 post date (171a2528). The file is printed from the G-Code files in the Obico app",
    find: (line) =>
      first(/uploads the file through Obico to that printer/i, line) ??
      first(/\| Upload works, print does not start \|/i, line) ??
      first(/send G-code from the slicer to any printer linked to your Obico account/i, line),
  },
  {
    id: 'deep-y1-push-only-mobile-app',
    scope: 'all',
    why: 'Obico also sends notifications through Pushover and Pushbullet, both push services (S backend/notifications/plugins/pushover, pushbullet; present in 2023). Only among Obico\'s own apps is the mobile app the one with push notifications (its "Push Notification" settings show only in the mobile web view, frontend/src/config/user-preferences/sections.js:50-56)',
    find: (line) => first(/^Only the mobile app receives \*\*push notifications\*\*/, line),
  },
  {
    id: 'deep-y1-first-layer-scan-at-pilot-date',
    scope: 'all',
    why: 'The first-layer scan macro (_OBICO_LAYER_CHANGE with its retract, cooldown and zhop variables) first appears in moonraker-obico on 2023-11-15 (7fa699b, include_cfgs/moonraker_obico_macros.cfg), and nozzle-camera code in both agents on 2023-08-14/16: a post of 2023-05-10 cannot report the scan, its defaults or Nozzle Ninja as results. The scan height is a relative lift: the macro sends G91 then G0 Z{first_layer_scan_zhop} (default 4, set from the server as first_layer_scan_zhop, M nozzlecam.py:103-108), so it is 4 mm above the layer, not Z = 4 mm',
    find: (line, _context, file) =>
      /first-layer-ai-pilot/.test(file) || !file.includes('/')
        ? first(/A \*\*layer scan\*\* did much better: on Klipper, a macro runs/i, line) ??
          first(/\*\*Scan height\*\* is the Z height at which the scan runs/i, line) ??
          first(/Participants helped tune two defaults/i, line) ??
          first(/The pilot led to a broader release, which became \*\*Nozzle Ninja\*\*/i, line)
        : null,
  },
  {
    id: 'deep-y1-ai-premium-name-before-2026',
    scope: 'all',
    why: 'The paid plan was "Pro" until April 2026: e480236c (2026-04-15) "rebrand Pro plan to AI Premium" sets PRO_PLAN_NAME = "AI Premium" only when NG_PRICING_ACTIVE. A post dated 2023-09-27 or 2025-07-23 that calls the plan AI Premium without saying it was renamed names a plan that did not exist at its date',
    find: (line) =>
      first(/From today it is part of the \*\*AI Premium\*\* plan on Obico Cloud/i, line) ??
      first(/leaves beta and joins the AI Premium plan on Obico Cloud/i, line) ??
      first(/It is free, with all AI Premium features\./i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/orca-slicer-obico-integration.mdx',
      'After slicing, the send or print button uploads the file through Obico to that printer. Create one physical printer entry per Obico printer, and switching profiles switches the target.',
      'deep-y1-orca-upload-starts-print',
    ],
    [
      'blog/orca-slicer-obico-integration.mdx',
      '| Upload works, print does not start | Printer online and idle in the app |',
      'deep-y1-orca-upload-starts-print',
    ],
    [
      'blog/orca-slicer-obico-integration.mdx',
      'Slice, export, find the file, open a browser, upload, start: Orca Slicer cuts that to one button. **Obico is a built-in host type** in Orca, so you can send G-code from the slicer to any printer linked to your Obico account, running the OctoPrint plugin or Obico for Klipper, from wherever you and the printer are.',
      'deep-y1-orca-upload-starts-print',
    ],
    [
      'blog/obico-mobile-app-guide.mdx',
      'Only the mobile app receives **push notifications**. By default you get an alert when the AI detects a possible failure and **live status on your lock screen** while a print runs, so a routine check needs no unlocking. Which print events notify you is set in the app\'s notification settings, which exist only in the mobile app.',
      'deep-y1-push-only-mobile-app',
    ],
    [
      'blog/first-layer-ai-pilot-program.mdx',
      'Grading from the camera feed *while* the layer prints works, but the camera only ever sees a strip around the nozzle, partly hidden by the toolhead. A **layer scan** did much better: on Klipper, a macro runs after the first layer, moves the head so the camera sweeps the whole layer, then resumes. Grades from the scan were clearly more accurate.',
      'deep-y1-first-layer-scan-at-pilot-date',
    ],
    [
      'blog/first-layer-ai-pilot-program.mdx',
      "**Camera focus** is unforgiving that close to the subject: a slightly soft image hides exactly the detail the model needs. **Scan height** is the Z height at which the scan runs; the default became **Z = 4 mm**, adjustable to match each camera's focus.",
      'deep-y1-first-layer-scan-at-pilot-date',
    ],
    [
      'blog/first-layer-ai-pilot-program.mdx',
      "The pilot led to a broader release, which became **Nozzle Ninja**, Obico's First Layer AI ([overview](/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/)). Thank you to every participant who questioned a grade or shared a photo of a first layer.",
      'deep-y1-first-layer-scan-at-pilot-date',
    ],
    [
      'blog/next-gen-ai-failure-detection-general-release.mdx',
      'The next-generation failure-detection model is out of beta. From today it is part of the **AI Premium** plan on Obico Cloud: no application and no waiting list, and nothing to update on your printer. The Free plan keeps the first-generation model.',
      'deep-y1-ai-premium-name-before-2026',
    ],
    [
      'blog/self-hosted-ai-detection-guide.mdx',
      '- **It is free, with all AI Premium features.** A self-hosted server includes everything the AI Premium plan offers, **including Premium streaming**, with no subscription.',
      'deep-y1-ai-premium-name-before-2026',
    ],
  ],
  right: [
    [
      'blog/orca-slicer-obico-integration.mdx',
      "After slicing, the send or print button uploads the file to the G-Code files in your Obico account; the upload does not start a print by itself, so open the file in the Obico app and print it on the printer you choose. Create one physical printer entry per Obico printer, so that Orca's Device tab shows the page of the printer that goes with the profile.",
    ],
    [
      'blog/orca-slicer-obico-integration.mdx',
      '| File uploaded, nothing prints | Expected: start the file from the G-Code files in the Obico app, with the printer online and idle |',
    ],
    [
      'blog/obico-mobile-app-guide.mdx',
      "Of Obico's own apps, only the mobile app receives **push notifications** (email, Telegram, Discord, Pushover and the other channels are set up separately in the web app). By default you get an alert when the AI detects a possible failure and **live status on your lock screen** while a print runs, so a routine check needs no unlocking. Which print events notify you is set in the app's notification settings, which exist only in the mobile app.",
    ],
    [
      'blog/first-layer-ai-pilot-program.mdx',
      "**Camera focus** is unforgiving that close to the subject: a slightly soft image hides exactly the detail the model needs. **Scan height**, in the Klipper layer scan that came later, is how far the head rises above the first layer before the scan; the default is **4 mm**, adjustable to match each camera's focus.",
    ],
    [
      'blog/next-gen-ai-failure-detection-general-release.mdx',
      'The next-generation failure-detection model is out of beta. From today it is part of the paid plan on Obico Cloud, the **Pro** plan (since renamed **AI Premium**): no application and no waiting list, and nothing to update on your printer. The Free plan keeps the first-generation model.',
    ],
    [
      'blog/self-hosted-ai-detection-guide.mdx',
      '- **It is free, with all Pro features.** A self-hosted server includes everything the Pro plan (since renamed AI Premium) offers, **including Premium streaming**, with no subscription.',
    ],
  ],
};
