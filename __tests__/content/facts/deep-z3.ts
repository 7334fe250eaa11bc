/**
 * Product-fact rules from deep pass z3 (November 2026): leftovers that other checkers reported, each checked against
 * the code and fixed wherever the site repeats it. Each rule names a claim that the code shows is wrong. The log is
 * docs/audit/deep-z3-2026-11-26.md.
 */
import { first, postDate, sentenceAt, type Cases, type Rule } from './types';

/** Words that date "AI Premium" in a post written while the plan was still called Pro. */
const RENAME_NOTE = /renamed|formerly|now called|\bnow\b|today|became|since 2026|\b2026\b|Pro then/i;

export const rules: Rule[] = [
  {
    id: 'deep-z3-orca-prints-through-obico',
    scope: 'all',
    why: "OrcaSlicer's Obico host only uploads: the server's GCodeFileViewSet.create validates the form through GCodeFileDeSerializer (GCodeFile's own fields; Orca's `print` and `printer_id` are not among them), saves the file to the account's G-Codes library and returns 201; nothing starts a print or picks a printer (S backend/api/viewsets.py:629-669, api/serializers.py:192-199). Same finding as deep-z1-orca-send-to-printer, on the other pages that repeated it",
    find: (line) =>
      first(
        /print to your printer from anywhere|send the sliced file straight to your printer through Obico|send sliced files straight to a printer through Obico|upload and start prints on that printer|Choose the \*\*Printer\*\* to send jobs to/i,
        line,
      ),
  },
  {
    id: 'deep-z3-ai-premium-before-rename',
    scope: 'all',
    why: 'The paid plan was called Pro until obico-server e480236c (2026-04-15, "rebrand Pro plan to AI Premium": PRO_PLAN_NAME is "AI Premium" only when the new pricing is active). A post dated before that must call it Pro, or say the plan has since been renamed',
    find: (line, _context, file) => {
      const date = postDate(file);
      if (!date || date >= '2026-04-15' || /\bcalled Pro\b/.test(line)) return null;
      const re = /AI Premium/g;
      let m: RegExpExecArray | null;
      while ((m = re.exec(line))) {
        if (!RENAME_NOTE.test(sentenceAt(line, m.index))) return m[0];
      }
      return null;
    },
  },
  {
    id: 'deep-z3-streaming-without-janus',
    scope: 'all',
    why: "Live streaming needs Janus. moonraker-obico finds it only through `dpkg -L janus` or in its ready-built copies for rpi.debian.10-13 and mks.debian.10 (M moonraker_obico/janus_config_builder.py:15-19,31-75, utils.py:332-342, bin/janus/precomplied/); the installer does not install it (install.sh:90-94 PKGLIST). The Creality K1 family, Sonic Pad and K2 Plus have no dpkg (scripts/install_creality.sh:30-40 uses opkg), so there the agent raises JanusNotFoundException and sends only the primary camera's snapshots (webcam_stream.py:125-127,152-157), about every 10 s while printing (webcam_capture.py:18,126-134); a non-Pi Debian board needs the `janus` package installed by hand",
    find: (line) =>
      first(
        /The installer normally sets it up|Notifications and webcam streaming through the Obico app|Notifications on your phone and webcam streaming|streaming to the Obico apps?\b|remote access, streaming and AI failure detection|the agent uses it on its own, with no setting to turn on\.|temperatures and a stream, and run/i,
        line,
      ),
  },
  {
    id: 'deep-z3-k1-service-restart',
    scope: 'all',
    why: "On the K1 family the agent runs from /etc/init.d/S99moonraker_obico, whose `stop` only prints \"Not implemented\" and whose `restart` calls that stop and then `start` (M scripts/openwrt_init.d/S99moonraker_obico, installed by scripts/install_creality.sh:60-61): a restart cannot stop the running agent, so a changed moonraker-obico.cfg is read only after the printer restarts",
    find: (line) =>
      first(/restart moonraker-obico, or restart the Raspberry Pi|^4\. Restart moonraker-obico\. The app/i, line),
  },
  {
    id: 'deep-z3-m702-not-a-filament-change',
    scope: 'all',
    why: "OctoPrint-Obico's gcode hook tests `gcode in ('M600', 'M701' or 'M702')`; `'M701' or 'M702'` evaluates to 'M701', so the tuple is ('M600', 'M701') and an M702 sent through OctoPrint posts no filament-change event (O octoprint_obico/gcode_hooks.py:21-22)",
    find: (line) => first(/`M701` (?:and|or) `M702`/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/orca-slicer-beginners-guide.mdx',
      'Enter the host details, test the connection and save. From then on, the send button uploads your sliced plate and can start the print. Sending through Obico lets you print to your printer from anywhere; see [Send Prints from Orca Slicer Straight to Obico](/blog/orca-slicer-obico-integration/) and the [Orca Slicer integration guide](/docs/user-guides/orca-slicer-integration/).',
      'deep-z3-orca-prints-through-obico',
    ],
    [
      'docs/user-guides/import-obico-ai-profile-override-into-orcaslicer.mdx',
      'To send the sliced file straight to your printer through Obico, see [Connect OrcaSlicer to Obico](/docs/user-guides/orca-slicer-integration/).',
      'deep-z3-orca-prints-through-obico',
    ],
    [
      'docs/server-guides/advanced/orcaslicer_self_hosted_connection.mdx',
      'OrcaSlicer can now upload and start prints on that printer through your self-hosted server.',
      'deep-z3-orca-prints-through-obico',
    ],
    [
      'blog/klipper-remote-access-guide.mdx',
      '**Limits:** on the **Free plan, tunnel data is capped at 300 MB per month**; the **AI Premium plan is unlimited**. Browser caching keeps later sessions light, so the cap stretches further than it sounds.',
      'deep-z3-ai-premium-before-rename',
    ],
    [
      'blog/remote-access-btt-pi.mdx',
      'Because the RK3566 encodes H.264, Premium Streaming on the AI Premium plan gives smooth video; the agent uses it on its own, with no setting to turn on.',
      'deep-z3-ai-premium-before-rename',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'Every streaming mode relies on a program called **janus**, which relays the live video to the Obico app. The installer normally sets it up. If the app says Janus is missing, install it yourself:',
      'deep-z3-streaming-without-janus',
    ],
    [
      'blog/sonic-pad-remote-access-ai.mdx',
      "Once linked, each printer gets AI failure detection that can notify you or pause, streaming to the Obico apps, phone notifications and the Klipper tunnel to the Sonic Pad's web UI without port forwarding.",
      'deep-z3-streaming-without-janus',
    ],
    [
      'blog/creality-k1-max-tips.mdx',
      '- Notifications and webcam streaming through the Obico app.',
      'deep-z3-streaming-without-janus',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'After editing any `[webcam]` section, restart moonraker-obico, or restart the Raspberry Pi, for the change to take effect.',
      'deep-z3-k1-service-restart',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      'The same goes for `M701` and `M702` (load and unload filament) sent through OctoPrint. The firmware still needs M600 to pause.',
      'deep-z3-m702-not-a-filament-change',
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      "Filament-change alerts come only from Obico for OctoPrint: when OctoPrint sends `M600`, `M701` or `M702` to the printer, or when the printer reports a pause for the user (Marlin's `busy: paused for user` message).",
      'deep-z3-m702-not-a-filament-change',
    ],
  ],
  right: [
    [
      'blog/orca-slicer-beginners-guide.mdx',
      'Enter the host details, test the connection and save. From then on, the send button uploads your sliced plate and can start the print. With **Obico** as the host, the button works from anywhere but only uploads: the file lands in the **G-Codes** library of your Obico account, and you start the print from the Obico app; see [Send Prints from Orca Slicer Straight to Obico](/blog/orca-slicer-obico-integration/).',
    ],
    [
      'docs/server-guides/advanced/orcaslicer_self_hosted_connection.mdx',
      'OrcaSlicer can now upload G-code to your account on your self-hosted server. The upload does not start a print: open the file under **G-Codes** in the Obico app and print it from there.',
    ],
    [
      'blog/klipper-remote-access-guide.mdx',
      '**Limits:** on the **Free plan, tunnel data is capped at 300 MB per month**; the **Pro plan (since renamed AI Premium) is unlimited**. Browser caching keeps later sessions light, so the cap stretches further than it sounds.',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'Every streaming mode relies on a program called **janus**, which relays the live video to the Obico app. The installer does not set it up: the agent brings ready-built copies only for Raspberry Pi boards on Raspberry Pi OS and Makerbase MKS boards on Debian 10, and on any other host it uses the Debian `janus` package if one is installed.',
    ],
    [
      'blog/creality-k1-max-tips.mdx',
      "- Notifications, and webcam pictures in the Obico app about every 10 seconds during a print (the agent's live streaming needs the Janus server, which the K1 Max's system does not have).",
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'After editing any `[webcam]` section, restart moonraker-obico (`sudo systemctl restart moonraker-obico`), or restart the Raspberry Pi, for the change to take effect. On a Creality K1 or K1 Max, restart the printer instead: the agent\'s service script there cannot stop a running agent, so restarting the service does not reload the file.',
    ],
    [
      'docs/user-guides/filament-change-notifications-with-octoprint.mdx',
      'The same goes for `M701` (load filament) sent through OctoPrint, but not for `M702` (unload filament): the plugin\'s check leaves `M702` out, so it triggers no notification. The firmware still needs M600 to pause.',
    ],
    [
      'docs/user-guides/notification-settings.mdx',
      "Filament-change alerts come only from Obico for OctoPrint: when OctoPrint sends `M600` or `M701` to the printer (not `M702`), or when the printer reports a pause for the user (Marlin's `busy: paused for user` message).",
    ],
  ],
};
