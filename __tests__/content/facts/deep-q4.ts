/**
 * Product-fact rules from the deep pass q4 (27 November 2026) over the account, trial, AI Detection Hour,
 * data deletion, archived printer and feedback pages. Each rule names a claim that the code of obico-server
 * (49c0bc7, backend/ and frontend/src/ with its i18n catalogues) shows is wrong. The log is
 * docs/audit/deep-q4-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-q4-trial-dh-not-kept-on-upgrade',
    scope: 'all',
    why: "The subscription page tells a trial user that the trial's AI Detection Hours expire with the free trial and that upgrading to AI Premium now keeps them (frontend/src/i18n/locales/ent_en.json:127-129, \"AI Detection Hours will also expire with your free trial\", \"You can upgrade to\", \"now to keep them.\"). So the unused trial hours do carry over when you upgrade before the trial ends; they only expire when the trial runs out",
    find: (line) => first(/\b(?:do not|don't|never) carry over to the Free or the AI Premium plan\b/i, line),
  },
  {
    id: 'deep-q4-delete-account-checkbox-label',
    scope: 'all',
    why: "The Delete Account confirmation's checkbox reads \"I understand I will lose all data.\" (frontend/src/i18n/locales/ent_en.json:89), not \"I understand I'll lose all data\"",
    find: (line) => first(/\bI understand I'll lose all data\b/i, line),
  },
  {
    id: 'deep-q4-delete-account-any-time',
    scope: 'docs',
    why: "An account with an active subscription cannot be deleted from the web app: the Delete Account section then says \"You have an active subscription. If you want to delete your account, please send us an email\" (frontend/src/i18n/locales/ent_en.json:92-93). So self-deletion is not possible \"at any time\"",
    find: (line) => first(/\bdelete your Obico Cloud account\b[^.]*\byourself at any time\b/i, line),
  },
  {
    id: 'deep-q4-focused-feedback-only-dh-source',
    scope: 'all',
    why: "Focused Feedback is not the only feedback that earns AI Detection Hours: labelling the snapshots of a First Layer AI report earns 3 (frontend/src/views/FirstLayerInspectionImagePage.vue:22-24 and :122-124, credited_dhs; the report links to it, components/prints/FirstLayerReportModal.vue:157)",
    find: (line) =>
      first(/\b(?:It is also the one that earns you AI Detection Hours|it is the way that earns AI Detection Hours)\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      "docs/user-guides/free-trial-pro-plan.mdx",
      "Any of the 250 trial AI Detection Hours you have not used expire when the trial ends. They do not carry over to the Free or the AI Premium plan.",
      "deep-q4-trial-dh-not-kept-on-upgrade",
    ],
    [
      "docs/user-guides/data-delete.mdx",
      "4. Tick **I understand I'll lose all data**.",
      "deep-q4-delete-account-checkbox-label",
    ],
    [
      "docs/user-guides/data-delete.mdx",
      "You can delete your Obico Cloud account, along with all the data stored in it, yourself at any time from the web app. This page shows how, and what to clean up afterward.",
      "deep-q4-delete-account-any-time",
    ],
    [
      "docs/user-guides/help-the-detective-improve.mdx",
      "The most effective way to train The Detective is [Focused Feedback](/docs/user-guides/how-does-credits-work/), where you label the snapshots she saved during a print. It is also the one that earns you AI Detection Hours. There are two more ways to help, and both take only a minute.",
      "deep-q4-focused-feedback-only-dh-source",
    ],
    [
      "docs/user-guides/help-the-detective-improve.mdx",
      "Focused Feedback. It gives labels for individual snapshots, which are the most valuable input for training, and it is the way that earns AI Detection Hours.",
      "deep-q4-focused-feedback-only-dh-source",
    ],
  ],
  right: [
    [
      "docs/user-guides/free-trial-pro-plan.mdx",
      "If you let the trial run out, any of the 250 trial AI Detection Hours you have not used expire with it; the Free plan does not inherit them. The subscription page tells trial users that upgrading to AI Premium before the trial ends keeps the remaining hours.",
    ],
    [
      "docs/user-guides/data-delete.mdx",
      "4. Tick **I understand I will lose all data.**",
    ],
    [
      "docs/user-guides/data-delete.mdx",
      "You can delete your Obico Cloud account, along with all the data stored in it, yourself from the web app, as long as the account has no active subscription. With an active subscription, the app does not offer the deletion and asks you to email the Obico team instead. This page shows how, and what to clean up afterward.",
    ],
    [
      "docs/user-guides/help-the-detective-improve.mdx",
      "The most effective way to train The Detective is [Focused Feedback](/docs/user-guides/how-does-credits-work/), where you label the snapshots she saved during a print; finishing it earns you 2 AI Detection Hours. There are two more ways to help the spaghetti detection, and both take only a minute. (If you use the First Layer AI, its report also has a **Give Feedback About This Report** link: telling it which issues you see in its first-layer snapshots earns 3 AI Detection Hours.)",
    ],
    [
      "docs/user-guides/help-the-detective-improve.mdx",
      "Focused Feedback. It gives labels for individual snapshots, which are the most valuable input for training, and it earns you AI Detection Hours, which rating a print or uploading videos does not.",
    ],
  ],
};
