/**
 * Product-fact rules from the third seeded sample (seed 2026112625), part A (pages 1 to 10), November 2026.
 * Each rule names a claim that a sampled page made (and that sibling pages repeated) and that the product's code shows
 * is wrong. The sample log is docs/audit/sample3-part-a.md. (The self-hosted sign-up claim on this part's pages 2 and 6
 * was also found by part B, which fixed it everywhere; its rule is sample3b-self-hosted-signup-closed in sample3b.ts.)
 */
import { beforeFeature, first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample3-apprise-date',
    scope: 'all',
    why: 'the Apprise notification channel arrived in July 2026 (obico-server d95fb85f, 2026-07-01): an older post must say so',
    find: beforeFeature(/\bApprise\b/, '2026-07-01', /July 2026/),
  },
  {
    id: 'sample3-notification-test-button',
    scope: 'all',
    why: 'only the Slack and Telegram pages have a test button ("Test Slack Notification", "Test Telegram Notification"); the shared channel template has none (NotificationChannelTemplate.vue)',
    find: (line) => first(/channel's \*\*Test\*\* button|"Test notification"/, line),
  },
  {
    id: 'sample3-notification-save',
    scope: 'all',
    why: 'notification channel settings are stored as they change (NotificationChannelTemplate.vue updateConfig, UserPreferencesPage.vue patchNotificationChannel); there is no Save step',
    find: (line) => first(/\b(tick\w* (its|the) events|enter a config value),? (and )?save\b/i, line),
  },
  {
    id: 'sample3-first-safe-pictures',
    scope: 'all',
    why: 'is_failing skips a print while current_frame_num < INIT_SAFE_FRAME_NUM (30), counted after the picture (lib/prediction.py): pictures 1 to 29 are safe, the 30th is judged',
    find: (line) => first(/first 30 (pictures|snapshots|frames|images|predictions)/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['blog/2023-11-01-notify.mdx', '| Apprise | Self-hosted servers only; reaches the services Apprise supports |', 'sample3-apprise-date'],
    ['blog/2023-11-01-notify.mdx', "Then press the channel's **Test** button. If nothing arrives, check the token.", 'sample3-notification-test-button'],
    ['docs/developer-guides/plugins/notification-plugin.mdx', 'Enter a config value, save, and press "Test notification".', 'sample3-notification-test-button'],
    ['blog/2023-11-01-notify.mdx', 'Open the notifications section, pick a channel, enter what it needs, tick its events and save.', 'sample3-notification-save'],
    ['docs/developer-guides/plugins/notification-plugin.mdx', 'Your plugin appears under its display name. Enter a config value, save, and wait.', 'sample3-notification-save'],
    ['docs/developer-guides/oauth-printer-management.mdx', '- the first 30 pictures of a print are never considered failing.', 'sample3-first-safe-pictures'],
    ['docs/elegoo-apis/elegoo-obico-failure-detection-api.mdx', 'computes `(ewm_mean - rolling_mean_long)` and, after the first 30 pictures of a print:', 'sample3-first-safe-pictures'],
    ['docs/developer-guides/super-detection-api.mdx', '    if s["prediction_num"] < 30:          # the first 30 pictures of a print never alert', 'sample3-first-safe-pictures'],
  ],
  right: [
    ['blog/2023-11-01-notify.mdx', '| Apprise | Added in July 2026, after this post: one Apprise URL reaches any of the services Apprise supports |'],
    ['blog/2026-08-01-notify.mdx', '| Apprise | One URL reaches the services Apprise supports |'],
    ['docs/user-guides/notification-settings.mdx', '| Apprise | An **Apprise URL** for the service you use, such as `ntfy://user:pass@ntfy.sh/obico`. |'],
    ['blog/2023-11-01-notify.mdx', 'Slack and Telegram have a test button on their pages (**Test Slack Notification**, **Test Telegram Notification**).'],
    ['docs/user-guides/slack.mdx', 'The Slack page has a **Test Notifications** section.'],
    ['blog/2023-11-01-notify.mdx', 'Pick a channel, enter what it needs and tick its events. There is no Save button.'],
    ['docs/developer-guides/plugins/notification-plugin.mdx', 'Enter a config value (the template stores it as you type; there is no Save button) and switch on some events.'],
    ['docs/developer-guides/oauth-printer-management.mdx', "- a print's first 29 pictures are never considered failing: the check starts with the 30th."],
    ['docs/developer-guides/super-detection-api.mdx', '    if s["prediction_num"] < 30:          # pictures 1 to 29 of a print never alert'],
    ['blog/orca-slicer-vs-prusaslicer.mdx', 'Open the new G-code in a text editor and read the first 30 lines.'],
  ],
};
