/**
 * Product-fact rules from the third pass, one kind of claim across the whole site: what the web app shows after
 * each action, and the texts of notifications and e-mails (November 2026). Each rule names a claim that a page made
 * and that the code shows is wrong. The log is docs/audit/deep-t8-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t8-print-done-email-needs-timelapse',
    scope: 'all',
    why:
      'print done/cancelled notifications, the e-mail included, are sent only inside `if will_record_timelapse(_print)` (S backend/app/tasks.py:41-50); will_record_timelapse is false when the print has no raw snapshot or lasted less than min_timelapse_secs_on_finish/_on_cancel (10/5 min by default, -1 = recording off) (S app/tasks.py:171-182, app/models/other_models.py:72-73)',
    find: (line) =>
      /time-lapse/i.test(line)
        ? null
        : first(/When a print ends, Obico sends you an email summarizing it, unless you have turned that notification off\./, line),
  },
  {
    id: 'deep-t8-cancelled-email-first-line',
    scope: 'all',
    why:
      'a cancelled print\'s e-mail uses PrintCancelled.html, whose first line is "Heads up! Your print job has been cancelled." instead of "Your print job is done." (S backend/notifications/plugins/email/templates/email/PrintCancelled.html:3-5, PrintDone.html:7-11)',
    find: (line) =>
      /cancelled\./.test(line) ? null : first(/When the print finishes or is cancelled, [^.]*\. The server then sends the notification on every channel you have turned on for that event: the email described here,/, line),
  },
  {
    id: 'deep-t8-shared-feed-cameras',
    scope: 'all',
    why:
      'the shared page lists every webcam, two per row (`:cols="webcams.length > 1 ? 6 : 12"`), with no camera menu (S frontend/src/views/SharedPrinterPage.vue:27); the printer page has a camera menu and shows only the chosen camera (S views/PrinterControlPage.vue:114-123, 144, 370-379)',
    find: (line) => first(/the shared page shows what your printer page shows/i, line),
  },
  {
    id: 'deep-t8-share-dialog-free-plan',
    scope: 'all',
    why:
      'the Share button and the card\'s Share item are shown on every plan (S views/PrinterControlPage.vue:11-20, components/printers/PrinterCard.vue:25-27); on a non-Pro account the dialog shows "Wait! You need to upgrade to the Pro plan to enable Printer feed." and no toggle (S components/printers/SharePrinter.vue:5-23); the same at the post\'s date (b9cdc1b SharePrinter.vue:5-10)',
    find: (line) =>
      first(/If you do not see \*\*Share\*\*, \[check your account type\]/, line) ??
      (/Free plan/.test(line) ? null : first(/\*\*You should see:\*\* a sharing dialog with an on\/off toggle\.$/, line)),
  },
  {
    id: 'deep-t8-remote-print-starts-right-away',
    scope: 'all',
    why:
      'in January 2020, clicking Print sent a download command to the plugin and opened a dialog with a spinner, "Uploading G-Code to {{printer.name}} ...", that closed when the printer left Operational (5f2c2ab web/app/static/js/printer_actions.js:110-139, web/app/jstemplates/waiting_download.mustache)',
    find: (line) => first(/Click \*\*Print\*\* next to the file\. The print starts right away\./, line),
  },
  {
    id: 'deep-t8-remote-print-pro-only',
    scope: 'all',
    why:
      'in January 2020 the G-code page of a non-Pro account showed "Wait! You need to upgrade to Pro plan to upload G-Code files or start prints remotely." instead of the drop zone (5f2c2ab web/app/templates/gcode_files.html:12-19)',
    find: (line, context, file) =>
      file.endsWith('blog/2020-01-08-remote-g-code-upload-and-printing.mdx') && !/Pro plan/.test(context)
        ? first(/Your printer is \*\*linked\*\* to The Spaghetti Detective/, line)
        : null,
  },
  {
    id: 'deep-t8-uploaded-timelapse-focused-feedback',
    scope: 'all',
    why:
      'Focused Feedback snapshots are only chosen when a watched print ends (select_print_shots_for_feedback, called only from process_print_end_event, S backend/app/tasks.py:41-50, 186-212); uploaded timelapses never get them, as the docs say (how-does-credits-work "Not yet")',
    find: (line) => first(/An uploaded timelapse becomes available for Focused Feedback later/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'When the print finishes or is cancelled, the Obico plugin (OctoPrint) or agent (Klipper) on your printer\'s host reports the event to the Obico server. The server then sends the notification on every channel you have turned on for that event: the email described here, a push notification in the mobile app, and any others you have set up in [Notification settings](/docs/user-guides/notification-settings/).',
      'deep-t8-cancelled-email-first-line',
    ],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'When a print ends, Obico sends you an email summarizing it, unless you have turned that notification off. The email is short, but a couple of its numbers are easy to misread, especially the two different times it reports.',
      'deep-t8-print-done-email-needs-timelapse',
    ],
    [
      'docs/user-guides/printer-feed-sharing.mdx',
      'Two things: the printer\'s name, and the same webcam feed you see on the printer page in your own app. Viewers get no printer controls, no print history and no account details. If your printer has more than one camera, the shared page shows what your printer page shows.',
      'deep-t8-shared-feed-cameras',
    ],
    ['docs/user-guides/printer-feed-sharing.mdx', '   **You should see:** a sharing dialog with an on/off toggle.', 'deep-t8-share-dialog-free-plan'],
    [
      'blog/printer-feed-sharing-tips.mdx',
      'On Obico Cloud, feed sharing is an **AI Premium** feature (formerly called Pro). If you do not see **Share**, [check your account type](/docs/user-guides/check-type-of-your-account/) or see [upgrading](/docs/user-guides/upgrade-to-pro/).',
      'deep-t8-share-dialog-free-plan',
    ],
    [
      'blog/2020-01-08-remote-g-code-upload-and-printing.mdx',
      '3. Click **Print** next to the file. The print starts right away. If the file is not there yet, the pop-up has a button to upload more G-code, which takes you back to step 1.',
      'deep-t8-remote-print-starts-right-away',
    ],
    [
      'blog/2020-01-08-remote-g-code-upload-and-printing.mdx',
      '- Your printer is **linked** to The Spaghetti Detective and the plugin is up to date.',
      'deep-t8-remote-print-pro-only',
    ],
    [
      'blog/2020-06-27-spaghetti-detective-marchine-learning-focused-feedback.mdx',
      '- **Timelapse uploads** are still accepted and no longer earn hours on their own. An uploaded timelapse becomes available for Focused Feedback later, so prints from before you installed the plugin can still be labelled.',
      'deep-t8-uploaded-timelapse-focused-feedback',
    ],
  ],
  right: [
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'When the print finishes or is cancelled, the Obico plugin (OctoPrint) or agent (Klipper) on your printer\'s host reports the event to the Obico server. If the print qualifies for a time-lapse (see above), the server then sends the notification on every channel you have turned on for that event: the email described here (for a cancelled print, its first line reads "Heads up! Your print job has been cancelled." instead), a push notification in the mobile app.',
    ],
    [
      'docs/user-guides/print-job-notification-email.mdx',
      'When a print ends, Obico sends you an email summarizing it, unless you have turned that notification off. There is one more condition: the email only goes out for a print that gets a time-lapse.',
    ],
    [
      'docs/user-guides/printer-feed-sharing.mdx',
      'If your printer has more than one camera, the shared page shows all of them side by side. It has no camera menu, so it ignores the camera you picked on your own printer page.',
    ],
    [
      'docs/user-guides/printer-feed-sharing.mdx',
      '   **You should see:** a sharing dialog with an on/off toggle. On the Free plan, the dialog has no toggle: it only tells you to upgrade before you can share the feed (see the note below).',
    ],
    [
      'blog/printer-feed-sharing-tips.mdx',
      'On Obico Cloud, feed sharing is an **AI Premium** feature (formerly called Pro). In the web app, **Share** is there on every plan, but on a Free account it opens a dialog that asks you to upgrade instead of showing the toggle.',
    ],
    [
      'blog/2020-01-08-remote-g-code-upload-and-printing.mdx',
      '3. Click **Print** next to the file. A dialog with a spinner says **"Uploading G-Code to"** your printer\'s name while the plugin downloads the file, and it closes once the print has started.',
    ],
    [
      'blog/2020-06-27-spaghetti-detective-marchine-learning-focused-feedback.mdx',
      '- **Timelapse uploads** are still accepted and no longer earn hours on their own. We planned to open uploaded timelapses to Focused Feedback a few weeks later, so that prints from before you installed the plugin could be labelled too.',
    ],
  ],
};
