/**
 * Product-fact rules from the deep fact pass over the Klipper setup, re-link, BTT Pi 2 and Obico for Klipper
 * (moonraker-obico) reference pages (issue 24, batch d2b, November 2026). Each rule names a claim a page made that the
 * code shows is wrong. Sources: moonraker-obico df0005c (M), obico-server 49c0bc7 (S).
 * The log is docs/audit/deep-d2b-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-d2b-web-link-needs-link-now',
    scope: 'docs',
    why:
      'in the web app, "Link" on a discovered printer opens a dialog whose "Link Now" button opens a browser window for the handshake (S frontend/src/views/printer-wizard/PrinterLinkingPage.vue:412-424, frontend/src/components/printers/wizard/AutoLinkPopup.vue:14,25,74-94); clicking "Link" alone does not link',
    find: (line) => first(/When your printer appears, click \*\*"Link"\*\*\.|When it appears, click \*\*Link\*\*\.$/, line),
  },
  {
    id: 'deep-d2b-6-digit-prompt-not-first',
    scope: 'docs',
    why:
      'after install.sh, link.py first waits up to about 10 minutes for automatic discovery; only Enter then "Y" to "Switch to using 6-digit verification code to link printer? [Y/n]" (or the end of discovery) leads to "Enter verification code" (M moonraker_obico/link.py:88,123-149; same in v1.5.7)',
    find: (line) => first(/The installer then asks for a \*\*6-digit verification code\*\*/, line),
  },
  {
    id: 'deep-d2b-server-prompt-only-without-cfg',
    scope: 'docs',
    why:
      'install.sh asks for the Obico Server only when moonraker-obico.cfg does not exist yet (M install.sh:243-245, scripts/funcs.sh:37-57); on a re-link the file exists and the question is skipped',
    find: (line) => first(/^\d\. The installer asks which Obico Server to use\./, line),
  },
  {
    id: 'deep-d2b-relink-not-straight',
    scope: 'docs',
    why:
      're-running install.sh reinstalls system packages, asks the four Moonraker questions, then link.py asks "Are you sure you want to continue? [y/N]" on a linked printer (M install.sh:201-227, moonraker_obico/link.py:45-54): it does not go straight to the linking step',
    find: (line) => first(/takes you straight to the linking step/, line),
  },
  {
    id: 'deep-d2b-four-moonraker-prompts',
    scope: 'docs',
    why:
      'install.sh asks four Moonraker questions: "Moonraker host:", "Moonraker port:", "Moonraker config file:", "Klipper log directory:" (M install.sh:75-83)',
    find: (line) => first(/The installer asks for the Moonraker host and port\./, line),
  },
  {
    id: 'deep-d2b-relink-confirm-prompt',
    scope: 'docs',
    why:
      'on a printer that is already linked, link.py (1.6.0+) warns "Moonraker-obico already linked!" and asks "Are you sure you want to continue? [y/N]"; Enter keeps N and exits 255 (M moonraker_obico/link.py:45-54); the page went from the Moonraker questions to the code without this step',
    find: (line) => first(/The installer finishes at the linking step\./, line),
  },
  {
    id: 'deep-d2b-service-auto-restart',
    scope: 'docs',
    why:
      'the service file has Restart=always and RestartSec=5 (M install.sh:126-127), so a crashing agent shows "activating (auto-restart)" in systemctl status, not "failed"',
    find: (line) => (/auto-restart/.test(line) ? null : first(/If it shows `failed`, look at the/, line)),
  },
  {
    id: 'deep-d2b-config-not-every-key',
    scope: 'docs',
    why:
      'config.py also reads server.upload_dir, server.feedrate_xy, server.feedrate_z, logging.log_network, misc.sentry_opt and a [meta] section (M moonraker_obico/config.py:241-251,295-308), which the page did not list',
    find: (line) => first(/This page explains every section and key\b/, line),
  },
  {
    id: 'deep-d2b-sentry-opt-in-misc',
    scope: 'docs',
    why:
      'sentry_opt is read from the [misc] section (M moonraker_obico/config.py:301-303) and link.sh writes "[misc]\\nsentry_opt: in" (M scripts/link.sh:105-112); under [server] it is ignored',
    find: (line) => first(/^# sentry_opt = <your bug-report choice>/, line),
  },
  {
    id: 'deep-d2b-sentry-opt-default-in',
    scope: 'docs',
    why:
      'answering n to "Opt in bug reporting? [Y/n]" writes nothing (M scripts/link.sh:105-112), and a missing sentry_opt counts as "in" (M moonraker_obico/config.py:301-303); reports go out only to app.obico.io (M moonraker_obico/utils.py:63-66)',
    find: (line) => first(/The installer asks about this near the end of setup, so you rarely need to touch it\./, line),
  },
  {
    id: 'deep-d2b-log-level-default-error',
    scope: 'docs',
    why:
      'the installer writes "# level = INFO" commented out (M scripts/funcs.sh:89); without a level, config.py passes "" (M moonraker_obico/config.py:291-293) and setup_logging falls back to logging.ERROR (M moonraker_obico/logger.py:20; since fa408fe, v2.0.8, before that logging.INFO)',
    find: (line) =>
      first(/How much detail goes into the log\. The default is `INFO`\.|By default the agent logs at `INFO` level/, line),
  },
  {
    id: 'deep-d2b-config-parse-error-not-in-log',
    scope: 'docs',
    why:
      'a line without "=" makes ConfigParser raise ParsingError in load_from_config_file, before setup_logging opens the log file (M moonraker_obico/app.py:88-92), so the error is only in the systemd journal; a misspelled section is read with fallbacks and does not stop the agent (M moonraker_obico/config.py:219-303)',
    find: (line) => first(/a misspelled section name can stop it from starting\. Check the \[log file\]/, line),
  },
  {
    id: 'deep-d2b-install-u-output',
    scope: 'docs',
    why:
      '"install.sh -u" prints the systemctl and rm -rf commands and the two include lines to remove, not the config files to delete, and always with the default service name moonraker-obico (M install.sh:140-173,194)',
    find: (line) => first(/prints the same list of steps for your setup/, line),
  },
  {
    id: 'deep-d2b-web-manual-no-kiauh-choice',
    scope: 'docs',
    why:
      'in the web app, "Switch to Manual Linking" shows the one-time passcode field and three method panels (Touch Screen, LCD Screen, Install Via SSH), with no "KIAUH or ./install.sh" choice (S frontend/src/views/printer-wizard/PrinterLinkingPage.vue:117-189)',
    find: (line) => first(/In the Obico app, choose \*\*switch to manual linking\*\*, then \*\*KIAUH or \.\/install\.sh\*\*/, line),
  },
  {
    id: 'deep-d2b-installer-no-moonraker-check',
    scope: 'docs',
    why:
      'install.sh never contacts Moonraker: it only checks that the config file, its folder and the log folder are writable ("… doesn\'t exist or can\'t be changed.", M install.sh:101-106,234-236); link.py links without Moonraker (M moonraker_obico/printer_discovery.py:43-59 StubMoonrakerConn); a wrong host or port shows later, when the service blocks in block_until_klippy_ready (M moonraker_obico/app.py:99-102)',
    find: (line) => first(/If the installer cannot find Moonraker\b/, line),
  },
  {
    id: 'deep-d2b-moonraker-duplicate-section-merges',
    scope: 'docs',
    why:
      'Moonraker raises "Duplicate section" only when one file holds a section twice; the same section in moonraker.conf and in an included file is merged (Arksine/moonraker moonraker/confighelper.py, FileSourceWrapper._parse_file: file_section_map check per file index)',
    find: (line) => first(/Two sections with the same name cause an error\./, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/klipper-setup.mdx', '3. The page scans your local network. When your printer appears, click **"Link"**.', 'deep-d2b-web-link-needs-link-now'],
    ['docs/user-guides/btt-pi-2-link-obico.mdx', '4. When it appears, click **Link**.', 'deep-d2b-web-link-needs-link-now'],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      '5. The installer then asks for a **6-digit verification code**. Leave the terminal open at this prompt and continue with the next steps.',
      'deep-d2b-6-digit-prompt-not-first',
    ],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      '4. The installer asks which Obico Server to use. Press Enter for Obico Cloud, or type your own server address if you self-host, for example `http://192.168.0.5:3334`.',
      'deep-d2b-server-prompt-only-without-cfg',
    ],
    [
      'docs/user-guides/relink-klipper.mdx',
      'To re-link a Klipper printer, you run the same installer you used when you first set up Obico for Klipper. It keeps your existing configuration and takes you straight to the linking step.',
      'deep-d2b-relink-not-straight',
    ],
    [
      'docs/user-guides/relink-klipper.mdx',
      '3. The installer asks for the Moonraker host and port. Confirm the same values you used in the initial setup; the defaults it offers are usually correct.',
      'deep-d2b-four-moonraker-prompts',
    ],
    ['docs/user-guides/relink-klipper.mdx', '4. The installer finishes at the linking step. Get the code the same way as in your initial setup:', 'deep-d2b-relink-confirm-prompt'],
    [
      'docs/user-guides/moonraker-obico/overview.mdx',
      'A healthy agent shows `active (running)`. If it shows `failed`, look at the [log file](/docs/user-guides/moonraker-obico/logging-file/) for the reason.',
      'deep-d2b-service-auto-restart',
    ],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      'This page explains every section and key, so you can make sense of the file when you troubleshoot or customize your setup.',
      'deep-d2b-config-not-every-key',
    ],
    ['docs/user-guides/moonraker-obico/config.mdx', '# sentry_opt = <your bug-report choice>', 'deep-d2b-sentry-opt-in-misc'],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      'Controls whether the agent sends crash and bug reports to the Obico team. The installer asks about this near the end of setup, so you rarely need to touch it. It is commented out in the sample above.',
      'deep-d2b-sentry-opt-default-in',
    ],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      'How much detail goes into the log. The default is `INFO`. Set it to `DEBUG` to record far more detail while you chase a problem, and set it back afterwards.',
      'deep-d2b-log-level-default-error',
    ],
    [
      'docs/user-guides/moonraker-obico/logging-file.mdx',
      'By default the agent logs at `INFO` level, which records the main events only. To see what is going on in detail:',
      'deep-d2b-log-level-default-error',
    ],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      '- **The agent stops after an edit:** a typo such as a missing `=` or a misspelled section name can stop it from starting. Check the [log file](/docs/user-guides/moonraker-obico/logging-file/). The last lines usually name the problem.',
      'deep-d2b-config-parse-error-not-in-log',
    ],
    [
      'docs/user-guides/moonraker-obico/uninstall.mdx',
      '`./install.sh -u`, run in `~/moonraker-obico` before you delete it, prints the same list of steps for your setup.',
      'deep-d2b-install-u-output',
    ],
    [
      'docs/user-guides/btt-pi-2-link-obico.mdx',
      '4. In the Obico app, choose **switch to manual linking**, then **KIAUH or ./install.sh**.',
      'deep-d2b-web-manual-no-kiauh-choice',
    ],
    [
      'docs/user-guides/klipper-setup.mdx',
      '**If the install fails:** check that `git clone` completed without errors and that you ran `./install.sh` from inside the `moonraker-obico` folder. If the installer cannot find Moonraker, confirm that Mainsail or Fluidd loads in your browser and that the port you entered matches the one Moonraker uses.',
      'deep-d2b-installer-no-moonraker-check',
    ],
    [
      'docs/user-guides/moonraker-obico/update-manager.mdx',
      '**If it does not appear:** Moonraker usually reports problems with its config in a warning banner in Mainsail or Fluidd. Check for typos in the section name and that the paths in `path` and `env` exist. Also confirm that you did not add a second copy of the section while the include file is still in place. Two sections with the same name cause an error.',
      'deep-d2b-moonraker-duplicate-section-merges',
    ],
  ],
  right: [
    [
      'docs/user-guides/klipper-setup.mdx',
      "**If the install fails:** check that `git clone` completed without errors and that you ran `./install.sh` from inside the `moonraker-obico` folder. If it stops with `… doesn't exist or can't be changed.`, the Moonraker config file or Klipper log directory you entered is missing or not writable: run it again with the right paths. The installer does not test the Moonraker host and port.",
    ],
    [
      'docs/user-guides/moonraker-obico/update-manager.mdx',
      'Current Moonraker versions merge two sections of the same name from different files without an error, so the values in the copy read last quietly win; only a section repeated within one file is an error. Keep a single copy.',
    ],
    [
      'docs/user-guides/klipper-setup.mdx',
      '3. The page shows **"Scanning..."**: it does not probe your network, it keeps asking the Obico server for unlinked printers that announced themselves from the same public IP address as your computer. When your printer appears, click **"Link"**, then **"Link Now"** in the pop-up. A new browser window opens briefly to finish the handshake with the printer, so allow pop-ups for the site if your browser blocks it.',
    ],
    [
      'docs/user-guides/btt-pi-2-link-obico.mdx',
      '4. When it appears, click **Link**, then **Link Now** in the pop-up. A new browser window opens briefly to finish the handshake, so allow pop-ups for the site if your browser blocks it.',
    ],
    ['docs/user-guides/btt-pi-2-link-obico.mdx', '4. When it appears, tap **Link**.'],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      '6. The installer then keeps announcing the printer to the Obico server so the app can list it for automatic linking. Press Enter and answer `Y` to `Switch to using 6-digit verification code to link printer? [Y/n]`. The installer asks `Enter verification code (or leave it empty to abort):`.',
    ],
    [
      'docs/user-guides/klipper-setup-manual-link.mdx',
      '4. If this host has no `moonraker-obico.cfg` yet, the installer asks which Obico Server to use. Press Enter for Obico Cloud, or type your own server address if you self-host, for example `http://192.168.0.5:3334`.',
    ],
    [
      'docs/user-guides/relink-klipper.mdx',
      'To re-link a Klipper printer, you run the same installer you used when you first set up Obico for Klipper. It keeps your existing configuration file, so it does not ask for the server again: it checks the system packages, asks the Moonraker questions, then asks you to confirm the re-link before the linking step.',
    ],
    [
      'docs/user-guides/relink-klipper.mdx',
      '3. The installer asks four Moonraker questions: host, port, config file and Klipper log directory. Confirm the same values you used in the initial setup; the defaults it offers are usually correct.',
    ],
    ['docs/user-guides/relink-klipper.mdx', '5. The installer reaches the linking step. Get the code the same way as in your initial setup:'],
    [
      'docs/user-guides/moonraker-obico/overview.mdx',
      'A healthy agent shows `active (running)`. The service is set to restart itself 5 seconds after it stops, so an agent that keeps crashing usually shows `activating (auto-restart)` rather than `failed`. In either case, look at the [log file](/docs/user-guides/moonraker-obico/logging-file/) for the reason.',
    ],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      'This page explains each section and the keys the agent reads from it, so you can make sense of the file when you troubleshoot or customize your setup.',
    ],
    ['docs/user-guides/moonraker-obico/config.mdx', 'sentry_opt: in'],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      'Controls whether the agent sends crash and bug reports to the Obico team, and only when it is linked to Obico Cloud (`app.obico.io`): with a self-hosted server, nothing is sent.',
    ],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      'How much detail goes into the log: `DEBUG`, `INFO`, `WARNING`, `ERROR` or `CRITICAL`. The installer writes this line commented out (`# level = INFO`), and without a `level` line the agent records only `ERROR` and `CRITICAL` messages.',
    ],
    [
      'docs/user-guides/moonraker-obico/logging-file.mdx',
      'The installer writes the `level` line commented out (`# level = INFO`). Without a `level` line, the agent records only `ERROR` and `CRITICAL` messages. At `INFO` it also records the main events, and at `DEBUG` everything. To see what is going on in detail:',
    ],
    [
      'docs/user-guides/moonraker-obico/config.mdx',
      '- **The agent stops after an edit:** a line that is not in the `key = value` form, such as a key with its `=` missing, makes the file unreadable, and the agent fails at every start.',
    ],
    [
      'docs/user-guides/moonraker-obico/uninstall.mdx',
      '`./install.sh -u`, run in `~/moonraker-obico` before you delete it, prints a short version of these steps: steps 1, 2, 4 and 5, without deleting the config files of step 3.',
    ],
    [
      'docs/user-guides/btt-pi-2-link-obico.mdx',
      '4. In the mobile app, on the scanning screen, tap **switch to manual linking**, then **KIAUH or ./install.sh**. In the web app, click **Switch to Manual Linking** on the scanning page; the passcode field appears right away.',
    ],
  ],
};
