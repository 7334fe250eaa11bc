/**
 * Product-fact rules from the deep pass over the "remote-access-*" blog posts (batch b1, issue 24), November 2026.
 * Each rule names a claim that a post made and that the product's code (at the post's date, or today) shows is wrong.
 * The log is docs/audit/deep-b1-2026-11-26.md.
 */
import { beforeFeature, first, textOf, type Cases, type Rule } from './types';

/**
 * A dated rule limited to the remote-access posts this pass checked (and to the made-up, dated file names of the test
 * cases): other posts, such as the First Layer AI pilot announcements, speak of those features on purpose.
 */
const inBatch =
  (find: Rule['find']): Rule['find'] =>
  (line, context, file) =>
    /^blog\/remote-access-/.test(file) || textOf(file) === null ? find(line, context, file) : null;

export const rules: Rule[] = [
  {
    id: 'deep-b1-installer-prompts-2023',
    scope: 'all',
    why: 'in March 2023 install.sh first ran discover_sys_settings and asked "Is this correct? [Y/n]"; only then prompt_for_settings asked the port, config file and log directory (never the host); create_config asked the Obico Server (moonraker-obico 8d8a32d install.sh:75-140, 182-193). Today prompt_for_settings asks host, port, config file and log directory, and create_config the server (install.sh:66-85, scripts/funcs.sh:37-53)',
    find: (line) => first(/may ask for the location of `moonraker\.conf`, Moonraker's address and port/, line),
  },
  {
    id: 'deep-b1-kiauh-extensions',
    scope: 'all',
    why: 'KIAUH v5 listed Obico for Klipper in its install menu; KIAUH v6 and later ship it as an extension (dw-0/kiauh kiauh/extensions/obico/metadata.json, display_name "Obico for Klipper")',
    find: (line) => (/Extensions/.test(line) ? null : first(/Obico for Klipper is available as one of its installable components; choose it from the install menu/, line)),
  },
  {
    id: 'deep-b1-generic-klipper-date',
    scope: 'all',
    why: 'the wizard offered "Klipper" until the target-platform page with "Generic Klipper - Self Installed" came (obico-server f843f800, 2024-04-09); moonraker-obico linked by 6-digit code only until link.sh got auto-discovery (24ada7b, 2023-10-10, v1.5.0)',
    find: inBatch(beforeFeature(/\*\*Generic Klipper\*\*/, '2024-04-09', /wizard offered just \*\*Klipper\*\*/)),
  },
  {
    id: 'deep-b1-named-webcam-date',
    scope: 'all',
    why: 'named [webcam <name>] sections, matched to Moonraker webcams by name, arrived with multi-camera support (moonraker-obico 9fe0622, 2024-04-28, first in v1.6.4 of 2024-05-12); before, config.py read the single [webcam] section and moonraker_conn.py took the first webcam Moonraker listed (8d8a32d config.py:183, moonraker_conn.py:156)',
    find: inBatch(beforeFeature(/\[webcam (?:<name>|K1 Webcam|chamber)\]|named `\[webcam ?\.\.\.\]` section|name the `\[webcam\]` sections/, '2024-05-12', /1\.6\.4/)),
  },
  {
    id: 'deep-b1-nozzle-camera-date',
    scope: 'all',
    why: 'First Layer AI and the nozzle camera came after March/July 2023: the first nozzle-camera doc is obico-server 4f218873 (2023-08-23, "Project Celestrius"), nozzlecam.py appears in moonraker-obico 772f4c6 (2023-08-17), and is_nozzle_camera in config.py only with v1.6.4 (2024-05)',
    find: inBatch(beforeFeature(/is_nozzle_camera|First Layer AI/, '2023-08-23', /First Layer AI (?:was introduced|came after)/)),
  },
  {
    id: 'deep-b1-klipper-tunnel-menu',
    scope: 'all',
    why: '"Klipper Tunnel" is the item of the ⋮ menu on the printer card (frontend PrinterCard.vue:28-33, "{agentDisplayName} Tunnel"); the printer page itself labels its tunnel link "OctoPrint Tunnel" for every agent (PrinterControlPage.vue:21-30, 56-59)',
    find: (line) => first(/open the printer's menu in the Obico app and choose \*\*Klipper Tunnel\*\*/, line),
  },
  {
    id: 'deep-b1-premium-streaming-switch',
    scope: 'all',
    why: 'there is no switch for Premium Streaming: the agent reads is_pro from the linked printer and streams accordingly (moonraker-obico webcam_stream.py:95, 251, 292); the app has no such setting (frontend PrinterSettingsPage.vue, en.json)',
    find: (line) => first(/turn on \*\*Premium streaming\*\*|you can turn on Premium streaming|even with Premium enabled/i, line),
  },
  {
    id: 'deep-b1-klipperscreen-qr-date',
    scope: 'all',
    why: 'the KlipperScreen panel that shows a QR code to link was written in April 2024 (moonraker-obico scripts/klipper_screen_obico_panel.py, 63a164c 2024-04-02, 55f5c0a 2024-04-04; first in v1.6.0)',
    find: inBatch(beforeFeature(/\*\*QR code\*\*/, '2024-04-09', /QR code arrived with Obico for Klipper 1\.6\.0/)),
  },
  {
    id: 'deep-b1-basic-streaming-choice',
    scope: 'all',
    why: 'the OctoPrint plugin has no Basic/Premium choice: the mode follows the plan (obico_settings.jinja2 shows "Premium" if linkedPrinter.is_pro() else "Basic"; its controls are Disable webcam streaming, the Pi-camera resolution and compatibility mode, OctoPrint-Obico 3ef292d obico_settings.jinja2:146-212)',
    find: (line) => first(/Use Basic streaming rather than a high-frame-rate mode/, line),
  },
  {
    id: 'deep-b1-pause-label',
    scope: 'all',
    why: 'the failure action option is labelled "Pause the printer and notify me" (frontend PrinterSettingsPage.vue, en.json:814; same label in 2022, 4674802a PrinterSettingsPage.vue:54)',
    find: (line) => first(/set failure detection to \*\*notify and pause\*\*/, line),
  },
  {
    id: 'deep-b1-k2-install-route',
    scope: 'all',
    why: 'install.sh needs apt-get and systemd (ensure_deps, recreate_service, install.sh:87-131), which the K2 series\' OpenWrt-based system lacks (procd init, opkg); install_creality.sh only knows the Sonic Pad and the K1/K1 Max (scripts/install_creality.sh:25, 121-141)',
    find: (line) => first(/shows how the agent is installed and linked once Moonraker is in place/, line),
  },
  {
    id: 'deep-b1-elegoo-token-doc-date',
    scope: 'all',
    why: 'the Elegoo partner access-token page was first published on 2025-10-25 (obico-server 27336ccb, website/docs/developer-guides/elegoo-obico-access-token.md), after a post dated 2025-06-25',
    find: inBatch(beforeFeature(/\[Elegoo partner access-token API\]/, '2025-10-25', /since October 2025/)),
  },
  {
    id: 'deep-b1-orange-pi-3lts-date',
    scope: 'all',
    why: 'on 2022-12-21 the docs offered only the Orange Pi Zero 2 image (obico-server c7e0d78c install-octoprint-orange-pi-zero-2-kit.md:39); the Orange Pi 3 LTS image is dated 2022-12-28 (its file name in orange-pi-for-octoprint-download-setup.md:36) and that guide for both boards came on 2023-02-23 (ff0dec55)',
    find: inBatch(beforeFeature(/Orange Pi 3 LTS/, '2022-12-28', /image followed at the end of December 2022/)),
  },
  {
    id: 'deep-b1-p1p-camera',
    scope: 'all',
    why: 'the P1P has shipped with its (low frame rate) camera as standard since early 2023; only the first units, late 2022, had it added later (OrcaSlicer issue #841, 2023-04-24: "Now that the P1P is shipped with the camera as standard"; Bambu-Handy issues #51, #54, Dec 2022/Jan 2023: owners adding the camera to early units)',
    find: (line) => first(/\| \*\*P1P\*\* \| Needs an add-on camera \|/, line),
  },
  {
    id: 'deep-b1-cb2-encoder',
    scope: 'all',
    why: 'the BTT Pi 2/CB2 encodes H.264 through ffmpeg\'s h264_rkmpp; moonraker-obico tries it only since the rkmpp-encoder branch was merged (53c7831, merged fdd48f3 2025-02-27, released v2.1.0; webcam_stream.py:71), and OctoPrint-Obico still tries only h264_omx and h264_v4l2m2m (webcam_stream.py:85), so it streams M-JPEG there',
    find: (line) =>
      first(/choose a Pi 4, Pi 3 or BTT Pi 2\/CB2 and use Premium Streaming|\| BTT Pi 2 \/ CB2 \| Yes \| Solid alternative \(|Pi 4, Pi 3 or BTT Pi 2 delivers up to 25/, line) ??
      (/h264_rkmpp/.test(line) ? null : first(/Because the CB2 encodes H\.264, (?:you can turn on )?Premium [Ss]treaming/, line)),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/remote-access-voron-2-4.mdx',
      "The installer may ask for the location of `moonraker.conf`, Moonraker's address and port (7125 by default) and which Obico server to link to. The defaults are right for most Vorons. Leave the terminal open when it reaches the linking step.",
      'deep-b1-installer-prompts-2023',
    ],
    [
      'blog/remote-access-voron-2-4.mdx',
      'If you used KIAUH to set up Klipper, open it again over SSH. Obico for Klipper is available as one of its installable components; choose it from the install menu and follow the prompts.',
      'deep-b1-kiauh-extensions',
    ],
    ['blog/2023-03-29-some-voron-post.mdx', '1. In the Obico app or at [app.obico.io](https://app.obico.io), choose **Link Printer** > **Generic Klipper**.', 'deep-b1-generic-klipper-date'],
    [
      'blog/2023-07-12-some-trident-post.mdx',
      '4. In the Obico app, choose **Link Printer** > **Generic Klipper** and let it find the printer on your network.',
      'deep-b1-generic-klipper-date',
    ],
    ['blog/2023-06-20-some-k1-post.mdx', '[webcam K1 Webcam]', 'deep-b1-named-webcam-date'],
    ['blog/2024-04-10-some-k1c-post.mdx', '[webcam <name>]', 'deep-b1-named-webcam-date'],
    [
      'blog/2023-07-12-some-trident-post.mdx',
      'To make sure the right camera is used, name the `[webcam]` sections in `moonraker-obico.cfg` to match the names in crowsnest and Mainsail exactly:',
      'deep-b1-named-webcam-date',
    ],
    [
      'blog/2023-03-29-some-voron-post.mdx',
      'Configure it in crowsnest, add a matching `[webcam ...]` section with `is_nozzle_camera = True`, and Obico\'s First Layer AI can grade each first layer.',
      'deep-b1-nozzle-camera-date',
    ],
    [
      'blog/2022-11-16-some-mini-post.mdx',
      "Community designs also mount a small **nozzle camera** on the MINI's toolhead, the close-up view **First Layer AI** uses to grade first layers.",
      'deep-b1-nozzle-camera-date',
    ],
    [
      'blog/remote-access-voron-trident.mdx',
      "Once linked, open the printer's menu in the Obico app and choose **Klipper Tunnel**. It opens your full Mainsail interface remotely.",
      'deep-b1-klipper-tunnel-menu',
    ],
    ['blog/remote-access-creality-k1c.mdx', 'On the AI Premium plan, turn on **Premium streaming** for smoother video.', 'deep-b1-premium-streaming-switch'],
    [
      'blog/remote-access-btt-pi.mdx',
      'Because the CB2 encodes H.264, you can turn on Premium streaming for smooth video on the AI Premium plan.',
      'deep-b1-premium-streaming-switch',
    ],
    [
      'blog/2024-03-27-some-btt-post.mdx',
      'Either add a Klipper printer in the Obico app with the board on the same network, or, with a touchscreen running **KlipperScreen**, show its **QR code** and scan it with your phone.',
      'deep-b1-klipperscreen-qr-date',
    ],
    ['blog/remote-access-prusa-mk3s.mdx', '- Use Basic streaming rather than a high-frame-rate mode.', 'deep-b1-basic-streaming-choice'],
    [
      'blog/remote-access-creality-cr-10-smart-pro.mdx',
      "In the printer's settings, set failure detection to **notify and pause**: the printer stops, your phone gets an alert.",
      'deep-b1-pause-label',
    ],
    [
      'blog/remote-access-creality-k2-plus.mdx',
      'The [Klipper setup guide](/docs/user-guides/klipper-setup/) shows how the agent is installed and linked once Moonraker is in place.',
      'deep-b1-k2-install-route',
    ],
    [
      'blog/2025-06-25-some-elegoo-post.mdx',
      "Developers will find the [Elegoo partner access-token API](/docs/developer-guides/elegoo-obico-access-token/) and the [detection API](/docs/developer-guides/super-detection-api/) in Obico's public docs.",
      'deep-b1-elegoo-token-doc-date',
    ],
    ['blog/2022-12-21-some-orange-pi-post.mdx', '| **Orange Pi 3 LTS** | Recommended: more headroom for webcam streaming and plugins |', 'deep-b1-orange-pi-3lts-date'],
    ['blog/remote-access-bambu-lab-printers.mdx', '| **P1P** | Needs an add-on camera |', 'deep-b1-p1p-camera'],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      'For a new host with a camera, choose a Pi 4, Pi 3 or BTT Pi 2/CB2 and use Premium Streaming.',
      'deep-b1-cb2-encoder',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      '| BTT Pi 2 / CB2 | Yes | Solid alternative ([linking guide](/docs/user-guides/btt-pi-2-link-obico/)) |',
      'deep-b1-cb2-encoder',
    ],
    [
      'blog/remote-access-btt-pi.mdx',
      'Because the CB2 encodes H.264, you can turn on Premium streaming for smooth video on the AI Premium plan.',
      'deep-b1-cb2-encoder',
    ],
    ['blog/remote-access-raspberry-pi-5-octoprint.mdx', 'Expect frame rates like Basic Streaming even with Premium enabled.', 'deep-b1-premium-streaming-switch'],
  ],
  right: [
    [
      'blog/remote-access-voron-2-4.mdx',
      "When this post was written, the installer first looked for Moonraker under `~/printer_data` (or the older `~/klipper_config`), showed what it had found (Moonraker host and port, Mainsail or Fluidd) and asked you to confirm. If it found nothing, or you said no, it asked for Moonraker's port (7125 by default), the `moonraker.conf` path and the Klipper log folder. On a first install it then asked which Obico Server to link to, with `https://app.obico.io` filled in. Today's installer skips the detection and always asks for Moonraker's host, port, config file and log folder, and, on a first install only, which Obico Server to link to. The defaults are right for most Vorons. Leave the terminal open when it reaches the linking step.",
    ],
    [
      'blog/remote-access-voron-2-4.mdx',
      'If you used KIAUH to set up Klipper, open it again over SSH. Obico for Klipper is available as one of its installable components; choose it from the install menu and follow the prompts. (That was KIAUH v5, current when this post was written. KIAUH v6 and later list Obico for Klipper under **Extensions** instead.)',
    ],
    ['blog/remote-access-voron-2-4.mdx', '1. In the Obico app or at [app.obico.io](https://app.obico.io), choose **Link Printer** > **Generic Klipper**.'],
    ['blog/remote-access-ratrig-v-core.mdx', '- **Auto-discovery:** in the Obico app on the same network, link a new printer, choose Generic Klipper and tap the V-Core when it appears.'],
    ['blog/remote-access-creality-k1.mdx', '[webcam K1 Webcam]'],
    ['blog/remote-access-creality-k1c.mdx', '[webcam <name>]'],
    ['blog/remote-access-voron-trident.mdx', '[webcam chamber]'],
    ['blog/remote-access-voron-2-4.mdx', "Configure it in crowsnest, add it by name in Mainsail's or Fluidd's webcam settings, add a `[webcam ...]` section with that name and `is_nozzle_camera = True`, and Obico's First Layer AI can grade each first layer."],
    [
      'blog/remote-access-prusa-mini.mdx',
      "Community designs also mount a small **nozzle camera** on the MINI's toolhead, the close-up view **First Layer AI** uses to grade first layers (First Layer AI came after this post, in August 2023); read the",
    ],
    [
      'blog/remote-access-voron-trident.mdx',
      "Once linked, open the **⋮** menu on the printer's card on the Printers page and choose **Klipper Tunnel** (the tunnel icon on the printer page itself is labelled **OctoPrint Tunnel**, even for a Klipper printer, but opens the same tunnel).",
    ],
    ['blog/remote-access-creality-k1c.mdx', "Enter the installer's one-time passcode in the Obico app under a new Klipper printer ([retry guide](/docs/user-guides/klipper-setup-manual-link/)). Do not expect live video in the app: the agent's streaming needs the Janus server, which the K1C's system does not have, so on any plan the agent sends a still picture about every 10 seconds during a print, which is also what the AI watches. Start a small print, check the picture and status, make sure detection is on, and [trigger a test](/docs/user-guides/how-to-test-failure-detection/) before trusting it with an overnight job. Keep the camera lens free of filament dust. The general walk-through is [Klipper setup](/docs/user-guides/klipper-setup/)."],
    [
      'blog/remote-access-btt-pi.mdx',
      "The bundle's image already contains Obico, so you only link it. Either add a Klipper printer in the Obico app with the board on the same network, or, with a touchscreen running **KlipperScreen**, show its **QR code** and scan it with your phone (the KlipperScreen QR code arrived with Obico for Klipper 1.6.0 in April 2024, just after this post was written). [Link the BTT Pi 2 to Obico](/docs/user-guides/btt-pi-2-link-obico/) shows both screen by screen. Because the RK3566 encodes H.264, Premium Streaming on the Pro plan (since renamed AI Premium) gives smooth video; the agent uses it on its own, with no setting to turn on, provided the board has Janus (the agent brings a ready-built Janus only for Raspberry Pi and MKS boards; if the app says Janus is missing, install it with `sudo apt-get install janus` and restart moonraker-obico). (The agent reaches the RK3566's encoder through ffmpeg's `h264_rkmpp`, which it has tried only since version 2.1.0 (June 2025); when this post was written, it streamed M-JPEG on the Pi 2 as on the Pi.)",
    ],
    [
      'blog/remote-access-btt-pi.mdx',
      'Either add a Klipper printer in the Obico app with the board on the same network, or, with a touchscreen running **KlipperScreen**, show its **QR code** and scan it with your phone (the KlipperScreen QR code arrived with Obico for Klipper 1.6.0 in April 2024, just after this post was written).',
    ],
    ['blog/remote-access-prusa-mk3s.mdx', '- Lower the webcam resolution. (Basic or Premium Streaming is not something you pick: it follows your Obico plan.)'],
    [
      'blog/remote-access-creality-cr-10-smart-pro.mdx',
      "In the printer's settings in the Obico app, choose **Pause the printer and notify me** for when a failure is detected:",
    ],
    [
      'blog/remote-access-creality-k2-plus.mdx',
      "Installing it is the hard part. The [Klipper setup guide](/docs/user-guides/klipper-setup/)'s `install.sh` needs `apt-get` and `systemd`, and the K2 Plus runs Creality's OpenWrt-based system, which has neither.",
    ],
    [
      'blog/remote-access-elegoo-centauri-carbon.mdx',
      "Developers will find the [detection API](/docs/developer-guides/super-detection-api/) in Obico's public docs, and, since October 2025 (after this post was written), the [Elegoo partner access-token API](/docs/developer-guides/elegoo-obico-access-token/) as well.",
    ],
    ['blog/remote-access-orange-pi-octoprint.mdx', '| **Orange Pi 3 LTS** | Recommended: more headroom for webcam streaming and plugins |'],
    ['blog/remote-access-bambu-lab-printers.mdx', '| **P1P** | Built in on units shipped since early 2023; the first units got it as an add-on |'],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      'For a new host with a camera, choose a Pi 4 or Pi 3 (or, for Klipper, a BTT Pi 2/CB2), and Premium Streaming on the paid plan (Pro then, AI Premium today) can use its encoder.',
    ],
    ['blog/remote-access-raspberry-pi-5-octoprint.mdx', 'Expect frame rates like Basic Streaming even on the paid plan (called Pro when this post was written, AI Premium today).'],
  ],
};
