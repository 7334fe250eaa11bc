/**
 * Product-fact rules from deep pass y2 (printer and host remote-access posts: Creality K1, K1C, K2 Plus, Elegoo
 * Centauri Carbon, Anycubic Kobra 3, BTT Pi, Voron 2.4), November 2026. Each rule names a claim that a checked post
 * made and that the code (the product's, or a third-party product's) shows is wrong. The log is
 * docs/audit/deep-y2-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-y2-installer-obico-server-question',
    scope: 'all',
    why: 'moonraker-obico install.sh always prompts for Moonraker host, port, config file and log folder (prompt_for_settings, M install.sh:66-84, called at :222), but asks for the Obico Server only inside create_config (M scripts/funcs.sh:37-57), which install.sh calls only when no moonraker-obico.cfg exists (install.sh:243-245, "if ! cfg_existed"). A re-run asks four questions, not five',
    find: (line) => first(/\balways asks five questions\b/i, line),
  },
  {
    id: 'deep-y2-btt-pi-compute-module',
    scope: 'all',
    why: 'The BTT Pi and BTT Pi 2 carry no compute module: the BTT Pi has the Allwinner H616 on the board ("an H616 based board based on CB1 ... the same internals as BTT CB1", Linux commit "arm64: dts: allwinner: h616: Add BigTreeTech Pi support"), and the BTT Pi 2 has the Rockchip RK3566 on the board (bigtreetech/docs Pi2 page; Linux rk3566-bigtreetech-pi2.dts includes the CB2 .dtsi as a separate board). They share the CB1 and CB2 chips and images, not the modules',
    find: (line) => first(/\|\s*Compute module\s*\|\s*CB1\s*\|\s*CB2\s*\|/i, line),
  },
  {
    id: 'deep-y2-k1-family-premium-streaming',
    scope: 'all',
    why: 'On a K1-family printer the agent has no Janus: install_creality.sh installs only python3 and pip (M scripts/install_creality.sh:30-37), find_system_janus_paths asks dpkg (M moonraker_obico/janus_config_builder.py:31-36), which the K1 lacks, and the bundled Janus builds exist only for Raspberry Pi and MKS boards (janus_config_builder.py:19, utils.py board_id:333-342; bin/janus/precomplied/). Without Janus the agent raises JanusNotFoundException and sends the primary camera at 0.1 FPS on any plan (M moonraker_obico/webcam_stream.py:126-158; webcam_capture.py:18 POST_PIC_INTERVAL_SECONDS = 10). So there is no Premium (25 FPS) streaming on a K1, K1 Max or K1C',
    find: (line, _context, file) => {
      if (!/creality-k1|k1-max|k1c/i.test(file)) return null;
      return first(/\bPremium streaming\*\* at up to 25 FPS\b|\bthe agent streams with \*\*Premium Streaming\*\* on its own\b/i, line);
    },
  },
];

export const cases: Cases = {
  wrong: [
    ["blog/remote-access-voron-2-4.mdx", "When this post was written, the installer first looked for Moonraker under `~/printer_data` (or the older `~/klipper_config`), showed what it had found (Moonraker host and port, Mainsail or Fluidd) and asked you to confirm. If it found nothing, or you said no, it asked for Moonraker's port (7125 by default), the `moonraker.conf` path and the Klipper log folder. On a first install it then asked which Obico Server to link to, with `https://app.obico.io` filled in. Today's installer skips the detection and always asks five questions: Moonraker's host, port, config file and log folder, then the Obico Server. The defaults are right for most Vorons. Leave the terminal open when it reaches the linking step.", "deep-y2-installer-obico-server-question"],
    ["blog/remote-access-btt-pi.mdx", "| Compute module | CB1 | CB2 |", "deep-y2-btt-pi-compute-module"],
    ["blog/remote-access-creality-k1.mdx", "- **Premium streaming** at up to 25 FPS on the AI Premium plan,", "deep-y2-k1-family-premium-streaming"],
    ["blog/remote-access-creality-k1c.mdx", "Enter the installer's one-time passcode in the Obico app under a new Klipper printer ([retry guide](/docs/user-guides/klipper-setup-manual-link/)). On the AI Premium plan the agent streams with **Premium Streaming** on its own; there is no setting to turn it on. Start a small print, check the stream and status, make sure detection is on, and [trigger a test](/docs/user-guides/how-to-test-failure-detection/) before trusting it with an overnight job. Keep the camera lens free of filament dust. The general walk-through is [Klipper setup](/docs/user-guides/klipper-setup/).", "deep-y2-k1-family-premium-streaming"],
  ],
  right: [
    ["blog/remote-access-voron-2-4.mdx", "When this post was written, the installer first looked for Moonraker under `~/printer_data` (or the older `~/klipper_config`), showed what it had found (Moonraker host and port, Mainsail or Fluidd) and asked you to confirm. If it found nothing, or you said no, it asked for Moonraker's port (7125 by default), the `moonraker.conf` path and the Klipper log folder. On a first install it then asked which Obico Server to link to, with `https://app.obico.io` filled in. Today's installer skips the detection and always asks for Moonraker's host, port, config file and log folder, and, on a first install only, which Obico Server to link to. The defaults are right for most Vorons. Leave the terminal open when it reaches the linking step."],
    ["blog/remote-access-btt-pi.mdx", "| Chip (the same as on) | Allwinner H616 (CB1) | Rockchip RK3566 (CB2) |"],
    ["blog/remote-access-creality-k1.mdx", "- **webcam pictures** in the app about every 10 seconds during a print, on any plan: the agent's live streaming needs the Janus server, which the K1's system does not have, so the agent falls back to still pictures,"],
    ["blog/remote-access-creality-k1c.mdx", "Enter the installer's one-time passcode in the Obico app under a new Klipper printer ([retry guide](/docs/user-guides/klipper-setup-manual-link/)). Do not expect live video in the app: the agent's streaming needs the Janus server, which the K1C's system does not have, so on any plan the agent sends a still picture about every 10 seconds during a print, which is also what the AI watches. Start a small print, check the picture and status, make sure detection is on, and [trigger a test](/docs/user-guides/how-to-test-failure-detection/) before trusting it with an overnight job. Keep the camera lens free of filament dust. The general walk-through is [Klipper setup](/docs/user-guides/klipper-setup/)."],
    ["blog/remote-access-btt-pi.mdx", "The bundle's image already contains Obico, so you only link it. Either add a Klipper printer in the Obico app with the board on the same network, or, with a touchscreen running **KlipperScreen**, show its **QR code** and scan it with your phone (the KlipperScreen QR code arrived with Obico for Klipper 1.6.0 in April 2024, just after this post was written). [Link the BTT Pi 2 to Obico](/docs/user-guides/btt-pi-2-link-obico/) shows both screen by screen. Because the RK3566 encodes H.264, Premium Streaming on the Pro plan (since renamed AI Premium) gives smooth video; the agent uses it on its own, with no setting to turn on, provided the board has Janus (the agent brings a ready-built Janus only for Raspberry Pi and MKS boards; if the app says Janus is missing, install it with `sudo apt-get install janus` and restart moonraker-obico). (The agent reaches the RK3566's encoder through ffmpeg's `h264_rkmpp`, which it has tried only since version 2.1.0 (June 2025); when this post was written, it streamed M-JPEG on the Pi 2 as on the Pi.)"],
  ],
};
