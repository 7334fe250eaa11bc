/**
 * Product-fact rules from the audit of the second half of the blog (the last 119 posts by file name), November 2026.
 * Each rule names a claim that a post in that batch once made and that the product's code shows was never true.
 * The audit log is docs/audit/blog2-2026-11.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'blog2-alert-bands',
    scope: 'all',
    why: 'crossing the warning threshold (the middle band) sends a warning alert; the failure threshold above it pauses the print when pause is chosen (backend/lib/failure_detection.py, api/octoprint_views.py)',
    find: (line) =>
      first(/only a sustained high level leads to an alert|middle band is watched, not acted on/i, line),
  },
  {
    id: 'blog2-gauge-bands',
    scope: 'all',
    why: 'normalized_p is scaled so that 1/3 is the warning threshold and 2/3 the failure threshold (calc_normalized_p); the gauge bands are those thresholds',
    find: (line) =>
      first(/not the points at which Obico (warns|alerts)|bands are (only |just )?(a way of drawing|for display)/i, line),
  },
  {
    id: 'blog2-installer-prompts',
    scope: 'all',
    why: 'the moonraker-obico installer proposes four values (Moonraker host, port, config file, Klipper log folder), not two (install.sh prompt_for_settings)',
    find: (line) => first(/installer (proposes|asks for|prompts for) (only )?two values/i, line),
  },
  {
    id: 'blog2-macros-cfg-version',
    scope: 'all',
    why: 'moonraker_obico_macros.cfg arrived in moonraker-obico 1.5.3 (include_cfgs/, tag v1.5.3), not 2.0',
    find: (line) =>
      /moonraker_obico_macros\.cfg/.test(line) ? first(/moonraker-obico 2\.0(\.0)? and later/i, line) : null,
  },
  {
    id: 'blog2-nextgen-beta-opt-in',
    scope: 'all',
    why: 'the next-gen AI beta was a private beta: users applied, were admitted by review and agreed to rate results in Print History; there was no settings switch',
    find: (line) =>
      first(/opt into (its|the) beta|turn the beta on in the \*{0,2}app's settings|leave the beta in the same settings screen/i, line),
  },
  {
    id: 'blog2-nextgen-everyone',
    scope: 'all',
    why: 'the next-gen AI model is part of AI Premium; the Free plan keeps the first-gen model (en.json plan features)',
    find: (line) => first(/watches every print monitored by Obico Cloud/i, line),
  },
  {
    id: 'blog2-nextgen-self-hosted',
    scope: 'all',
    why: 'the open-source server ships only the first-gen model (ml_api/model); self-hosted servers do not get the next-gen model with an upgrade',
    find: (line) =>
      first(/self-hosted servers? (gets|get|will receive|receives?) the new (model|one)|self-hosted servers keep the current model and will receive/i, line),
  },
  {
    id: 'blog2-agent-auth',
    scope: 'all',
    why: "the agent authenticates to the server with the printer's auth token issued at linking, not with the user's account credentials",
    find: (line) => first(/connection to Obico, authenticated with your account's credentials/i, line),
  },
  {
    id: 'blog2-default-events',
    scope: 'all',
    why: 'a new notification channel has failure alerts, print done and filament change (needs attention) on by default (NotificationSetting defaults)',
    find: (line) => first(/only \*{0,2}print done\*{0,2} and \*{0,2}needs attention\*{0,2} are on/i, line),
  },
  {
    id: 'blog2-octoprint-logger',
    scope: 'all',
    why: "the Obico plugin logs to 'octoprint.plugins.obico' (OctoPrint names plugin loggers octoprint.plugins.<id>); checked in blog posts here, the docs page belongs to the docs audit",
    find: (line, _context, file) => (file.startsWith('blog/') ? first(/\boctoprint\.plugin\.obico\b/, line) : null),
  },
  {
    id: 'blog2-log-rotation',
    scope: 'all',
    why: 'moonraker-obico rotates its log at 10 MB (RotatingFileHandler maxBytes=10000000), never 5 MB',
    find: (line) => first(/rotates? (automatically )?at 5 ?MB/i, line.replace(/\*/g, '')),
  },
  {
    id: 'blog2-unnamed-webcam',
    scope: 'all',
    why: "an unnamed [webcam] section takes the first camera in Moonraker's list (config.py), not a random one",
    find: (line) => first(/picks one of them at random/i, line),
  },
  {
    id: 'blog2-log-name-per-port',
    scope: 'all',
    why: 'the agent for the default Moonraker port 7125 keeps moonraker-obico.log; only other ports get moonraker-obico-<port>.log (install.sh SUFFIX)',
    find: (line) => first(/Instead of a single `?moonraker-obico\.log`?, each agent/i, line),
  },
  {
    id: 'blog2-orca-threshold-angle',
    scope: 'all',
    why: "Orca supports overhangs whose slope angle is below support_threshold_angle, so raising it adds supports",
    find: (line) => first(/raising the threshold adds fewer supports/i, line),
  },
  {
    id: 'blog2-creality-installer',
    scope: 'all',
    why: 'on the K1 family and the Sonic Pad the agent is installed with scripts/install_creality.sh (-k or -s); install.sh needs apt, bash and systemd',
    find: (line, _context, file) =>
      /creality-k1|sonic-pad/i.test(file) ? first(/\.\/install\.sh\b/, line) : null,
  },
  {
    id: 'blog2-creality-multi-instance',
    scope: 'all',
    why: 'the Creality installer sets up one agent for Moonraker on port 7125 and takes no port option (install_creality.sh)',
    find: (line) => first(/one moonraker-obico per instance\*{0,2}, give the installer that instance's port/i, line),
  },
  {
    id: 'blog2-failure-action-setting',
    scope: 'all',
    why: "what Obico does on a failure (Just notify me / pause) is a printer setting (action_on_failure in PrinterSettingsPage), not a notification preference",
    find: (line) => first(/notification preferences, choose the events you want \([^)]*\) and what Obico does on a failure/i, line),
  },
  {
    id: 'blog2-installer-passcode',
    scope: 'all',
    why: 'the moonraker-obico installer shows a one-time passcode to type into the app (link.py); it does not ask for one',
    find: (line) => first(/one-time passcode\*{0,2} when the installer asks/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['blog/how-ai-failure-detection-works.mdx', 'Only a sustained high level leads to an alert; a short rise into the middle band is watched, not acted on.', 'blog2-alert-bands'],
    ['blog/how-ai-failure-detection-works.mdx', 'They are a way of drawing the gauge, not the points at which Obico warns you or pauses the print.', 'blog2-gauge-bands'],
    ['blog/kingroon-klipper-remote-access-and-ai.mdx', 'The installer proposes two values; check both before you accept.', 'blog2-installer-prompts'],
    ['blog/klipper-macros-guide.mdx', 'moonraker-obico 2.0 and later add a file called `moonraker_obico_macros.cfg` to your config folder', 'blog2-macros-cfg-version'],
    ['blog/next-gen-ai-beta-announcement.mdx', 'Obico Cloud users can opt into its beta from today.', 'blog2-nextgen-beta-opt-in'],
    ['blog/next-gen-ai-beta-announcement.mdx', "1. Turn the beta on in the **app's settings**.", 'blog2-nextgen-beta-opt-in'],
    ['blog/next-gen-ai-failure-detection-general-release.mdx', 'From today it watches every print monitored by Obico Cloud, with no opt-in required.', 'blog2-nextgen-everyone'],
    ['blog/next-gen-ai-failure-detection-general-release.mdx', 'A self-hosted server gets the new model with a server upgrade.', 'blog2-nextgen-self-hosted'],
    ['blog/next-gen-ai-beta-announcement.mdx', 'Self-hosted servers keep the current model and will receive the new one through a server upgrade.', 'blog2-nextgen-self-hosted'],
    ['blog/mainsail-remote-access.mdx', "keeps an outbound connection to Obico, authenticated with your account's credentials.", 'blog2-agent-auth'],
    ['blog/obico-notifications-channels.mdx', 'Out of the box only **print done** and **needs attention** are on, so you hear when something is finished.', 'blog2-default-events'],
    ['blog/octoprint-safe-mode-troubleshooting.mdx', 'octoprint.plugin.obico    DEBUG', 'blog2-octoprint-logger'],
    ['blog/obico-klipper-moonraker-obico-tips.mdx', "The log **rotates automatically at 5MB**, so it won't fill your SD card.", 'blog2-log-rotation'],
    ['blog/obico-klipper-moonraker-obico-tips.mdx', 'An unnamed `[webcam]` section with several cameras configured picks one of them at random.', 'blog2-unnamed-webcam'],
    ['blog/obico-klipper-moonraker-obico-tips.mdx', 'Instead of a single `moonraker-obico.log`, each agent writes its own file named `moonraker-obico-<port>.log`.', 'blog2-log-name-per-port'],
    ['blog/orca-slicer-tree-supports.mdx', 'Raising the threshold adds fewer supports; lowering it supports more.', 'blog2-orca-threshold-angle'],
    ['blog/remote-access-creality-k1.mdx', './install.sh', 'blog2-creality-installer'],
    ['blog/sonic-pad-remote-access-ai.mdx', './install.sh', 'blog2-creality-installer'],
    ['blog/sonic-pad-remote-access-ai.mdx', "Install **one moonraker-obico per instance**, give the installer that instance's port, and link each as a separate printer.", 'blog2-creality-multi-instance'],
    ['blog/sovol-svo7-series-klipper-remote-access-ai.mdx', "In the app's notification preferences, choose the events you want (failure alerts, print done) and what Obico does on a failure: notify only, or notify and pause.", 'blog2-failure-action-setting'],
    ['blog/remote-access-btt-pi.mdx', '3. In the Obico app, add a Klipper printer and enter the **one-time passcode** when the installer asks.', 'blog2-installer-passcode'],
  ],
  right: [
    ['blog/how-ai-failure-detection-works.mdx', 'Crossing the first one, into the middle band, sends you a warning.'],
    ['blog/how-ai-failure-detection-works.mdx', 'The server scales the score so that those bands line up with the two thresholds.'],
    ['blog/kingroon-klipper-remote-access-and-ai.mdx', 'The installer proposes defaults for the Moonraker host, the Moonraker port, the `moonraker.conf` path and the Klipper log folder.'],
    ['blog/klipper-macros-guide.mdx', 'moonraker-obico (from version 1.5.3) links a file called `moonraker_obico_macros.cfg` into your config folder'],
    ['blog/next-gen-ai-beta-announcement.mdx', 'Obico Cloud users can apply to join its private beta from today.'],
    ['blog/next-gen-ai-failure-detection-general-release.mdx', 'From today it is part of the paid plan on Obico Cloud, the **Pro** plan (since renamed **AI Premium**).'],
    ['blog/next-gen-ai-failure-detection-general-release.mdx', 'A self-hosted install keeps the first-generation model it has always shipped with.'],
    ['blog/mainsail-remote-access.mdx', "keeps an outbound connection to Obico, authenticated with the printer's own token."],
    ['blog/obico-notifications-channels.mdx', 'Out of the box a new channel has **failure alerts**, **print done** and **needs attention** on.'],
    ['blog/octoprint-safe-mode-troubleshooting.mdx', 'octoprint.plugins.obico    DEBUG'],
    ['blog/obico-klipper-moonraker-obico-tips.mdx', 'The log **rotates automatically at about 10 MB**, keeping two older files.'],
    ['blog/obico-klipper-moonraker-obico-tips.mdx', "An unnamed `[webcam]` section simply takes the first camera in Moonraker's list."],
    ['blog/obico-klipper-moonraker-obico-tips.mdx', 'The agent for the default port 7125 writes `moonraker-obico.log`; each agent for another port writes `moonraker-obico-<port>.log`.'],
    ['blog/orca-slicer-tree-supports.mdx', 'Raising the threshold therefore adds more supports; lowering it adds fewer.'],
    ['blog/remote-access-creality-k1.mdx', './scripts/install_creality.sh -k'],
    ['blog/remote-access-voron-2-4.mdx', './install.sh'],
    ['blog/sonic-pad-remote-access-ai.mdx', 'The agent\'s Creality installer sets up **one** agent, for the Moonraker instance on port 7125.'],
    ['blog/sovol-svo7-series-klipper-remote-access-ai.mdx', "In the app's notification preferences, choose the events you want (failure alerts, print done). What Obico does on a failure is a printer setting."],
    ['blog/remote-access-btt-pi.mdx', '3. In the Obico app, add a Klipper printer and enter the **one-time passcode** that the installer shows.'],
  ],
};
