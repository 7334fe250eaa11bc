/**
 * Product-fact rules from the third pass over one kind of claim: front matter (title, description, sidebar_label,
 * image alt) and first paragraphs/summaries, checked against the page's own fixed body and against the code
 * (November 2026). The log is docs/audit/deep-t1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t1-nextgen-ai-all-users',
    scope: 'all',
    why:
      'the post itself says the next-generation model joined the AI Premium plan on Obico Cloud, the Free plan keeps the first-generation model, and self-hosted servers keep the first-generation model the open-source server ships (blog/next-gen-ai-failure-detection-general-release.mdx:9,30)',
    find: (line) => first(/leaves beta for all Obico users/i, line),
  },
  {
    id: 'deep-t1-janus-automatic-install',
    scope: 'all',
    why:
      'neither agent installs Janus: moonraker-obico install.sh and scripts/*.sh never mention janus, and both agents use their bundled precompiled Janus or a Debian-packaged one found with `dpkg -L janus` (O janus_config_builder.py:64-97, M janus_config_builder.py:36)',
    find: (line) => first(/when the automatic (Janus )?install(ation)? failed/i, line),
  },
  {
    id: 'deep-t1-account-type-octoprint-only',
    scope: 'docs',
    why:
      'the page gives two places to read the plan: the Obico for OctoPrint troubleshooting panel and the web app subscription page (/user_preferences/subscription/), the only one for Obico for Klipper users; a description naming the OctoPrint panel alone sends Klipper users to a panel they do not have',
    find: (line, _context, file) =>
      file.endsWith('check-type-of-your-account.mdx')
        ? first(/^description: "Find the account status in the Obico for OctoPrint troubleshooting panel\."/, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/next-gen-ai-failure-detection-general-release.mdx',
      'description: "The new detection model leaves beta for all Obico users."',
      'deep-t1-nextgen-ai-all-users',
    ],
    [
      'docs/user-guides/webcam-install-janus.mdx',
      'description: "What Janus is, and how to install it by hand when the automatic install failed."',
      'deep-t1-janus-automatic-install',
    ],
    [
      'docs/user-guides/check-type-of-your-account.mdx',
      'description: "Find the account status in the Obico for OctoPrint troubleshooting panel."',
      'deep-t1-account-type-octoprint-only',
    ],
  ],
  right: [
    [
      'blog/next-gen-ai-failure-detection-general-release.mdx',
      'description: "The new detection model leaves beta and joins the paid plan on Obico Cloud (Pro, since renamed AI Premium); the Free plan and self-hosted servers keep the first-generation model."',
    ],
    [
      'docs/user-guides/webcam-install-janus.mdx',
      'description: "What Janus is, and how to install it by hand when the ready-built Janus that comes with Obico does not cover your board or OS."',
    ],
    [
      'docs/user-guides/check-type-of-your-account.mdx',
      'description: "Find your plan on the web app\'s subscription page, or in the Obico for OctoPrint troubleshooting panel."',
    ],
  ],
};
