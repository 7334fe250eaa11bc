/**
 * Product-fact rules from the sweep of web-app UI labels and flows in the user guides (November 2026).
 * Each rule names a claim that a user guide made (and that its translations repeated) and that the web app's code
 * shows is wrong. The sweep log is docs/audit/sweep-ui-2026-11-26.md.
 */
import type { Cases, Rule } from './types';

/**
 * No rule yet: the sweep confirmed no wrong claim that a rule should keep out (see the log). The one line it
 * clarified, "adjust your notification settings in the mobile app" in octoprint-plugin-setup, was judged right by
 * sample3b.ts (a `right` case there), so it is not flagged; the cases below only check that the clarified lines pass.
 */
export const rules: Rule[] = [];

export const cases: Cases = {
  wrong: [],
  right: [
    [
      'docs/user-guides/octoprint-plugin-setup.mdx',
      '- Adjust your [notification settings](/docs/user-guides/notification-settings/), under Preferences in the web app or in the mobile app. By default you get a push notification.',
    ],
    [
      'i18n/de-DE/docs/user-guides/octoprint-plugin-setup.mdx',
      '- Passen Sie Ihre [Benachrichtigungseinstellungen](/docs/user-guides/notification-settings/) an, in der Web-App unter Einstellungen oder in der mobilen App.',
    ],
    [
      'docs/user-guides/klipper-setup.mdx',
      '- Adjust [notification settings](/docs/user-guides/notification-settings/), under Preferences in the web app or in the mobile app. Push notifications are set up in the mobile app only.',
    ],
    ['docs/user-guides/notification-settings.mdx', 'In the mobile app, the same pages are in the app\'s settings.'],
  ],
};
