/**
 * Product-fact rules from the deep pass over the developer guides and the Pushover plugin tutorial (November 2026).
 * The log is docs/audit/deep-w3-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-w3-plugin-errors-not-in-tasks-logs',
    scope: 'all',
    why:
      'real alerts and notifications are sent in the `tasks` container by backend/notifications/tasks.py, which catches every exception a plugin raises and only calls sentry_sdk.capture_exception() (tasks.py:87-90, 107-108, 145-148); the Pushover plugin logs nothing itself (backend/notifications/plugins/pushover/__init__.py:113-165), so `docker compose logs tasks` shows no Pushover API error',
    find: (line) =>
      first(/the error from the Pushover API appears there|`docker compose logs -f tasks` while the event happens to see the error|(?:error|exception)s? (?:from|raised by) (?:the|your) plugin (?:appears?|shows?) in `?docker compose logs/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/tutorials/pushover-notification-plugin.mdx',
      '- **Nothing arrives, with a token set.** Watch `docker compose logs -f tasks` while the event happens; the error from the Pushover API appears there.',
      'deep-w3-plugin-errors-not-in-tasks-logs',
    ],
    [
      'docs/server-guides/advanced/pushover_guide.mdx',
      '- **The test fails or nothing arrives.** Check the User Key for typos, and that Pushover is installed and logged in on your device. Watch `docker compose logs -f web` and `docker compose logs -f tasks` while the event happens to see the error.',
      'deep-w3-plugin-errors-not-in-tasks-logs',
    ],
  ],
  right: [
    [
      'docs/server-guides/advanced/pushover_guide.mdx',
      '- **The test fails or nothing arrives.** Check the User Key for typos, and that Pushover is installed and logged in on your device. A failed test call answers `418` with the error in `detail`, and `docker compose logs -f web` shows it after "cannot test message". For real events there is nothing to watch: the `tasks` container sends them and reports a failure only to Sentry, not to its log.',
    ],
    [
      'docs/tutorials/pushover-notification-plugin.mdx',
      "- **Nothing arrives, with a token set.** Real alerts and notifications are sent by the `tasks` container, which catches any error from the plugin and hands it only to Sentry: nothing is written to `docker compose logs tasks`. Check the User Key and the token on the Pushover side, or add a temporary `LOGGER.exception(...)` in your plugin's `send_*` methods to see the error in the `tasks` logs.",
    ],
  ],
};
