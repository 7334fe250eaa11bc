/**
 * Product-fact rules from deep pass y3 (remote-access posts for Prusa MINI+, MK3S+, MK4, Raspberry Pi 5, Orange Pi,
 * Sovol SV06 and Two Trees SK1), November 2026. Each rule names a claim that a checked post made and that the code (the
 * product's, or a third-party product's) shows is wrong at the post's date. The log is docs/audit/deep-y3-2026-11-26.md.
 */
import { first, postDate, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-y3-prusa-connect-camera-accessory',
    scope: 'all',
    why: "In January 2024 Prusa sold no camera of its own for Prusa Connect: Connect took a phone or tablet through the browser (camera type WEB) or any other camera that uploads snapshots with a token through its camera API (type OTHER, connect.prusa3d.com/docs/cameras/camera_registration); Prusa's own camera (Buddy3D) came later. A post from before mid-2024 cannot offer \"Prusa's camera accessory\"",
    find: (line, _context, file) => {
      const date = postDate(file);
      if (!date || date >= '2024-07-01') return null;
      return first(/\bPrusa's camera accessory\b|\bPhone or Prusa camera\b/i, line);
    },
  },
  {
    id: 'deep-y3-manual-link-wizard-account',
    scope: 'all',
    why: 'The plugin wizard never looks for an account: linking by discovery means the Obico app, signed in, finds the OctoPrint on the same network, and the wizard says to switch to manual linking (the 6-digit code) when OctoPrint does not show up in the app (O templates/obico_wizard.jinja2, "If OctoPrint shows up in the mobile app, click Link … Otherwise, switch to manual linking")',
    find: (line) => first(/\bwizard cannot find your account\b/i, line),
  },
  {
    id: 'deep-y3-pi5-images-at-date',
    scope: 'all',
    why: 'Until March 2025 no stable OctoPi or MainsailOS image booted on a Raspberry Pi 5: OctoPi 1.0.0 (2022-10-27) was the current release until 1.1.0 (2025-03-27, the first on bookworm); MainsailOS 1.3.2 (2024-01-20) was built on bullseye for pi3-64bit and pi4-64bit only (config/raspberry/rpi64, config/default JSON_SUPPORTED_SBC), and 2.0.0 (2025-05-19) added the bookworm pi5-64bit image (config.yml). A post from before that date cannot say the current images support the Pi 5',
    find: (line, _context, file) => {
      const date = postDate(file);
      if (!date || date >= '2025-03-27') return null;
      return first(/\bcurrent \*{0,2}OctoPi\*{0,2} and Klipper images support the Pi 5\b/i, line);
    },
  },
  {
    id: 'deep-y3-pi5-ai-premium-at-date',
    scope: 'all',
    why: 'The paid plan was called Pro until April-May 2026 (web app copy eb5a06ee 2026-04-20 "Upgrade to Pro" → "Upgrade to AI Premium"; docs 68bda24c 2026-05-02 "rename Pro plan to AI Premium"). The Raspberry Pi 5 post of 2024-10-09 named the AI Premium plan without saying it was Pro at the time',
    find: (line, _context, file) => {
      const date = postDate(file);
      if (!date || date >= '2026-04-20') return null;
      if (/\bPro\b/.test(line)) return null;
      return first(
        /\beven on the AI Premium plan\b|\bPremium Streaming on the AI Premium plan can use its encoder\b/,
        line,
      );
    },
  },
  {
    id: 'deep-y3-klipper-restart-after-link',
    scope: 'all',
    why: 'Linking needs no restart: moonraker-obico\'s link.sh stops the service before linking and runs `sudo systemctl restart "${OBICO_SERVICE_NAME}"` after it (M scripts/link.sh:140-148, the same at v2.0.1 1a527d5), and install.sh ends by calling link.sh (install.sh:257-263). Same fact as deep-x4-relink-klipper-restart',
    find: (line) => first(/\bRestart the printer, then check that it shows online\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['blog/remote-access-prusa-mk4.mdx', "- **Prusa's camera accessory.**", 'deep-y3-prusa-connect-camera-accessory'],
    [
      'blog/remote-access-prusa-mk4.mdx',
      '| Camera | No | Phone or Prusa camera | Any supported webcam |',
      'deep-y3-prusa-connect-camera-accessory',
    ],
    [
      'blog/remote-access-prusa-mk4.mdx',
      'The [OctoPrint plugin setup guide](/docs/user-guides/octoprint-plugin-setup/) covers each screen, and [manual linking](/docs/user-guides/octoprint-plugin-setup-manual-link/) helps if the wizard cannot find your account.',
      'deep-y3-manual-link-wizard-account',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      '- **Image:** current **OctoPi** and Klipper images support the Pi 5. They are built on Raspberry Pi OS **bookworm**; older images will not boot.',
      'deep-y3-pi5-images-at-date',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      "Obico's **Premium Streaming** relies on **hardware H.264 encoding** on the host to send smooth video cheaply. On a Pi 5 there is no encoder, so Premium Streaming **falls back to M-JPEG**: about **5 FPS**, and **more bandwidth**, since every frame travels as a full JPEG. Expect frame rates like Basic Streaming even on the AI Premium plan. Failure detection is unaffected, because it works on snapshots. [Premium vs Basic Streaming explained](/blog/obico-premium-streaming-explained/) covers the two modes.",
      'deep-y3-pi5-ai-premium-at-date',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      'For a new host with a camera, choose a Pi 4 or Pi 3 (or, for Klipper, a BTT Pi 2/CB2), and Premium Streaming on the AI Premium plan can use its encoder.',
      'deep-y3-pi5-ai-premium-at-date',
    ],
    [
      'blog/remote-access-two-trees-sk1.mdx',
      'In the app choose **Generic Klipper**, let it scan with your phone on the same network and tap **Link**, or enter the one-time passcode after a minute without a result. Restart the printer, then check that it shows online with temperatures and a stream, and run a short print; a [detection test](/docs/user-guides/how-to-test-failure-detection/) completes the check.',
      'deep-y3-klipper-restart-after-link',
    ],
  ],
  right: [
    [
      'blog/remote-access-prusa-mk4.mdx',
      "- **Other cameras** that upload snapshots through Prusa Connect's camera API, as several community projects do. (Prusa's own camera for Connect came after this post.)",
    ],
    ['blog/remote-access-prusa-mk4.mdx', '| Camera | No | Phone, or another camera through its API | Any supported webcam |'],
    [
      'blog/remote-access-prusa-mk4.mdx',
      'The [OctoPrint plugin setup guide](/docs/user-guides/octoprint-plugin-setup/) covers each screen, and [manual linking](/docs/user-guides/octoprint-plugin-setup-manual-link/) helps if your OctoPrint does not show up in the app when it scans.',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      '- **Image:** the Pi 5 needs Raspberry Pi OS **bookworm**, and older images will not boot. When this post was written, the stable OctoPi (1.0.0) and MainsailOS (1.3.x) images were still built on bullseye, so on a Pi 5 you installed OctoPrint, or Klipper with KIAUH, on Raspberry Pi OS Lite yourself. Images that boot on a Pi 5 came later: OctoPi 1.1.0 in March 2025 and MainsailOS 2.0.0 in May 2025.',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      "Obico's **Premium Streaming** relies on **hardware H.264 encoding** on the host to send smooth video cheaply. On a Pi 5 there is no encoder, so Premium Streaming **falls back to M-JPEG**: about **5 FPS**, and **more bandwidth**, since every frame travels as a full JPEG. Expect frame rates like Basic Streaming even on the paid plan (called Pro when this post was written, AI Premium today). Failure detection is unaffected, because it works on snapshots. [Premium vs Basic Streaming explained](/blog/obico-premium-streaming-explained/) covers the two modes.",
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      'For a new host with a camera, choose a Pi 4 or Pi 3 (or, for Klipper, a BTT Pi 2/CB2), and Premium Streaming on the paid plan (Pro then, AI Premium today) can use its encoder.',
    ],
    [
      'blog/remote-access-two-trees-sk1.mdx',
      'In the app choose **Generic Klipper**, let it scan with your phone on the same network and tap **Link**, or enter the one-time passcode after a minute without a result. No restart is needed, because the installer restarts the moonraker-obico service once the link is made. Check that the printer shows online with temperatures and a camera picture. Live video needs the Janus server, which the agent brings ready-built only for Raspberry Pi and MKS boards; if the app says Janus is missing, run `sudo apt-get install janus` and restart moonraker-obico, otherwise you get a still picture about every 10 seconds. Then run a short print; a [detection test](/docs/user-guides/how-to-test-failure-detection/) completes the check.',
    ],
  ],
};
