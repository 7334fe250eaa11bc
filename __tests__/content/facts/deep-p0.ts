/**
 * Product-fact rules from the deep pass over the 2019-2021 blog posts of batch p0 (issue 24), November 2026.
 * Each rule names a claim that a post made and that the product's code at the post's date (or the posts of that time)
 * shows is wrong. The log is docs/audit/deep-p0-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

/** A rule limited to one post (and to the made-up file names of the test cases, which name that post too). */
const inPost =
  (slug: string, find: Rule['find']): Rule['find'] =>
  (line, context, file) =>
    file.includes(slug) ? find(line, context, file) : null;

export const rules: Rule[] = [
  {
    id: 'deep-p0-launch-pro-price',
    scope: 'all',
    why: 'at the public release (2019-11-08) Pro cost $4.5 a month billed monthly and $3 a month billed annually; $5.5 and $4 are the prices from 2019-12-16 (the pricing-adjustment post of 2019-12-08, table "Current price" / "New price", website/blog/2019-12-08-pricing-adjustment.md at c677be3e^)',
    find: inPost('2019-11-08-the-spaghetti-detective-public-release', (line) =>
      first(/The \*\*Pro plan\*\* is \*\*\$5\.5 a month\*\* billed monthly or \*\*\$4 a month\*\* billed annually/, line),
    ),
  },
  {
    id: 'deep-p0-beta-no-dh-limit',
    scope: 'all',
    why: 'in August 2019 the server had no plan or Detective Hour logic (obico-server 246826fd, 2019-08-24: no is_pro, no dh_balance in web/app or web/api); Detective Hours came in November 2019 (c1454275 "dg -> dh", 76a8856a "Decide if print needs to be watched", web/app/models.py:158 at b56a1fd7), and beta accounts had unlimited use until 2019-11-10 (public-release post)',
    find: inPost('2019-08-24-octoprint-remote-access', (line) =>
      first(/free accounts were limited to \*\*10 hours of AI detection per month\*\*|Free account \(10 AI hours\/month\)/, line),
    ),
  },
  {
    id: 'deep-p0-aug2019-no-video',
    scope: 'all',
    why: 'in August 2019 the plugin posted a snapshot every 50 s, every 10 s while printing (OctoPrint-Obico 3509356 __init__.py:30, 184-185); video streaming first came as an alpha on 2019-09-17 (plugin 0.8.0, b66ada8 __init__.py:159-163)',
    find: inPost('2019-08-24-octoprint-remote-access', (line) =>
      first(/Remote access with \*\*webcam streaming\*\*|\| Streaming, control, AI failure detection \|/, line),
    ),
  },
  {
    id: 'deep-p0-sms-no-job-notices',
    scope: 'all',
    why: 'in July 2020 SMS carried failure alerts only, and only for Pro accounts (obico-server 8defd76c web/app/notifications.py:57-58); print job notifications went by email, Pushbullet, Telegram and (Pro) Slack, never by SMS (notifications.py:236-269)',
    find: (line) => first(/failure alerts and print job notices you get by email and SMS/, line),
  },
  {
    id: 'deep-p0-focused-feedback-button',
    scope: 'all',
    why: 'the print card on the time-lapse page has a "FOCUSED FEEDBACK" button (obico-server 2815b6d2 web/frontend/src/prints/PrintCard.vue:141-145); "Start Focused Feedback" is on the page it opens, enabled only once the permission box is ticked (print_shot_feedback/components/Consent.vue:24-29, 31-41)',
    find: (line) => first(/open a print on the time-lapse page and click \*\*Start Focused Feedback\*\*/, line),
  },
  {
    id: 'deep-p0-octoprint-no-resolution',
    scope: 'all',
    why: 'OctoPrint\'s webcam settings (stream URL, snapshot URL, aspect ratio, flip and rotate; in OctoPrint 1.9.0 the Classic Webcam plugin, plugins/classicwebcam/templates/snippets/*.jinja2) have no resolution field: on OctoPi the stream resolution is an mjpg-streamer option in /boot/octopi.txt (camera_raspi_options "-x … -y …", camera_usb_options "-r WxH"); the plugin reads only flipH, flipV, rotate90 and streamRatio from OctoPrint (OctoPrint-Obico 83b4bc9 utils.py:72)',
    find: inPost('2021-02-22-octoprint-ender-3-webcam-setup', (line) =>
      /octopi\.txt/.test(line) ? null : first(/Set a suitable \*\*resolution\*\*/, line),
    ),
  },
  {
    id: 'deep-p0-draw-three-more',
    scope: 'all',
    why: 'the winning number came up three more times than any other ("with three more occurrences than any other index", website/blog/2021-03-20-showcasing-prints-announcing-winner.md at c677be3e^), not three times as often',
    find: (line) => first(/three times more than any other/, line),
  },
  {
    id: 'deep-p0-octoprint-failed-logins-2020',
    scope: 'all',
    why: 'OctoPrint 1.4 (June 2020) did not log failed logins (OctoPrint a0c0b2d8a, last commit before 2020-06-23: no such message in src/octoprint); OctoPrint 1.9.0 (2023-05-22) added "Failed login attempt for user … from …" lines, written by the AUTH logger to auth.log, not octoprint.log (1.9.0 server/api/__init__.py:316, 361, 365; access/__init__.py:9-10; __init__.py:332-338, 367-370)',
    find: (line) => first(/OctoPrint records failed logins/, line),
  },
  {
    id: 'deep-p0-incident-six-hours',
    scope: 'all',
    why: 'the post\'s own timeline runs from the load-balancer change at 6:29 AM UTC to the patched server at 12:33 PM UTC, which stopped the exposure: about six hours; the affected printers were all disabled by about 2 PM (website/blog/2021-08-19-what-happened-last-night.md at c677be3e^, "Detailed timeline")',
    find: inPost('2021-08-19-what-happened-last-night', (line) => first(/(?:lasted|For) about 8 hours/, line)),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/2019-11-08-the-spaghetti-detective-public-release.mdx',
      'The **Pro plan** is **$5.5 a month** billed monthly or **$4 a month** billed annually. What it pays for: the **GPUs** that run the AI on every snapshot, and webcam traffic of **tens of terabytes a month**.',
      'deep-p0-launch-pro-price',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      'Remote access with **webcam streaming**, plus **AI failure detection** that watches your prints and can pause them when something goes wrong. At the time of writing, free accounts were limited to **10 hours of AI detection per month**.',
      'deep-p0-beta-no-dh-limit',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      '| The Spaghetti Detective | High | Low | Streaming, control, AI failure detection | Free account (10 AI hours/month) |',
      'deep-p0-beta-no-dh-limit',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      'Remote access with **webcam streaming**, plus **AI failure detection** that watches your prints and can pause them when something goes wrong. At the time of writing, free accounts were limited to **10 hours of AI detection per month**.',
      'deep-p0-aug2019-no-video',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      '| The Spaghetti Detective | High | Low | Streaming, control, AI failure detection | Free account (10 AI hours/month) |',
      'deep-p0-aug2019-no-video',
    ],
    [
      'blog/2020-07-24-3d-geeks-push-notification.mdx',
      'The Spaghetti Detective can now send its alerts as push notifications through the **3D Geeks** mobile app: the same failure alerts and print job notices you get by email and SMS, on your lock screen.',
      'deep-p0-sms-no-job-notices',
    ],
    [
      'blog/2020-06-27-spaghetti-detective-marchine-learning-focused-feedback.mdx',
      'To start, open a print on the time-lapse page and click **Start Focused Feedback**. More about how feedback is used: [help the Detective improve](/docs/user-guides/help-the-detective-improve/).',
      'deep-p0-focused-feedback-button',
    ],
    [
      'blog/2021-02-22-octoprint-ender-3-webcam-setup.mdx',
      '3. Set a suitable **resolution**. Higher is not always better: a moderate resolution streams more smoothly and is plenty for monitoring.',
      'deep-p0-octoprint-no-resolution',
    ],
    [
      'blog/2021-03-20-showcasing-prints-announcing-winner.mdx',
      '4. Count how often each number came up. The one drawn most often, three times more than any other, picked the winner.',
      'deep-p0-draw-three-more',
    ],
    [
      'blog/2020-06-22-remote-access-octoprint-port-forwarding.mdx',
      '- **Watch the logs.** OctoPrint records failed logins; a steady stream of them means scanners have found the port.',
      'deep-p0-octoprint-failed-logins-2020',
    ],
    [
      'blog/2021-08-19-what-happened-last-night.mdx',
      "Last night, a change we made to our cloud servers opened a security hole that lasted about 8 hours. During that window, people who were linking a printer at the same time could see each other's printers and link them.",
      'deep-p0-incident-six-hours',
    ],
    [
      'blog/2021-08-19-what-happened-last-night.mdx',
      "- For about 8 hours, users who were linking printers could see and link each other's printers.",
      'deep-p0-incident-six-hours',
    ],
  ],
  right: [
    [
      'blog/2020-06-22-remote-access-octoprint-port-forwarding.mdx',
      '- **Watch the logs.** Since version 1.9.0 (2023), OctoPrint writes each failed login to its `auth.log`, with the user name and the address it came from; a steady stream of them means scanners have found the port. The OctoPrint of 2020 (1.4) did not log failed logins at all.',
    ],
    [
      'blog/2019-11-08-the-spaghetti-detective-public-release.mdx',
      'At launch, the **Pro plan** costs **$4.5 a month** billed monthly or **$3 a month** billed annually (from December 16th, 2019 these became $5.5 and $4: see [the pricing adjustment](/blog/2019/12/08/pricing-adjustment/)). What it pays for: the **GPUs** that run the AI on every snapshot, and webcam traffic of **tens of terabytes a month**.',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      'Remote access with a **webcam feed**, a snapshot every 10 seconds while printing (real video streaming arrived in an alpha [a few weeks later](/blog/2019/09/17/video-streaming-in-octoprint/)), plus **AI failure detection** that watches your prints and can pause them when something goes wrong. At the time of writing, the service was in public beta and free to use without a limit; the Free plan, with **10 hours of AI detection per month**, came with the public release in [November 2019](/blog/2019/11/08/the-spaghetti-detective-public-release/).',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      '| The Spaghetti Detective | High | Low | Webcam snapshots, control, AI failure detection | Free during the beta |',
    ],
    [
      'blog/2020-07-24-3d-geeks-push-notification.mdx',
      'The Spaghetti Detective can now send its alerts as push notifications through the **3D Geeks** mobile app: the same failure alerts and print job notices you get by email, on your lock screen.',
    ],
    [
      'blog/2020-06-27-spaghetti-detective-marchine-learning-focused-feedback.mdx',
      "To start, click **Focused Feedback** on the print's card on the time-lapse page. On the page that opens, tick the box that lets our team review that print's time-lapse, then click **Start Focused Feedback**. More about how feedback is used: [help the Detective improve](/docs/user-guides/help-the-detective-improve/).",
    ],
    [
      'blog/2021-02-22-octoprint-ender-3-webcam-setup.mdx',
      "3. Pick a suitable **resolution**. OctoPrint's webcam settings have no resolution field: on OctoPi it is set in `/boot/octopi.txt`, on the `camera_raspi_options` line for a Pi Camera (for example `-x 1280 -y 720`), followed by a reboot. Higher is not always better: a moderate resolution streams more smoothly and is plenty for monitoring.",
    ],
    [
      'blog/2021-03-20-showcasing-prints-announcing-winner.mdx',
      '4. Count how often each number came up. The number drawn most often picked the winner: it came up three more times than the runner-up.',
    ],
    [
      'blog/2021-08-19-what-happened-last-night.mdx',
      "Last night, a change we made to our cloud servers opened a security hole that lasted about six hours, from 6:29 AM UTC until a patched server went out at 12:33 PM; disabling the printers it exposed took until about 2 PM. During that window, people who were linking a printer at the same time could see each other's printers and link them.",
    ],
    [
      'blog/2021-08-19-what-happened-last-night.mdx',
      "- For about six hours, users who were linking printers could see and link each other's printers.",
    ],
  ],
};
