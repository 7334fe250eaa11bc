/**
 * Product-fact rules from deep pass q3 (tunnel, tunnel app integration, printer feed sharing, multiple cameras on
 * OctoPrint, camera setup, G-code thumbnails), November 2026. Each rule names a claim that a checked page made and that
 * the code (Obico's, or a third-party product's) shows is wrong. The log is docs/audit/deep-q3-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-q3-tunnel-turns-off-webcam',
    scope: 'all',
    why: "The tunnel does not turn the webcam off for every interface, as the old line said: a server-side block of image requests (obico-server 66772890, 2023-03-27) was reverted the same day (a2170707). What happens depends on the agent: moonraker-obico blocks the stream and snapshot addresses of Moonraker's webcams itself (8d8a32d, v1.3.0; M config.py:407-411 url_blacklist, tunnel.py:92-97 answers 404 'Blacklisted'), while OctoPrint-Obico filters nothing and the stream fails because it sends only a complete answer (O tunnel.py send_http_to_local_v2, resp.content) and an M-JPEG stream never completes; the server gives up after 55 s (lib/cache.py TUNNEL_RSP_TIMEOUT_SECS, status 483). See docs/audit/deep-u5-2026-11-26.md",
    find: (line) => first(/\btunnel turns off\b/i, line),
  },
  {
    id: 'deep-q3-cura2moonraker-adds-thumbnails',
    scope: 'all',
    why: 'Cura2Moonraker (emtrax-ltd/Cura2MoonrakerPlugin MoonrakerOutputDevice.py) writes plain G-code with GCodeWriter unless its output format is UFP, and only the UFP package carries a thumbnail (next to the G-code, for Moonraker to unpack). Obico accepts only .g, .gcode and .gco uploads (S frontend/src/views/GCodeFoldersPage.vue acceptedFiles), so the plugin never gives Obico a thumbnail',
    find: (line) => first(/\bCura2Moonraker\b.*\bIt adds thumbnails\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      "You now see the same OctoPrint, Mainsail or Fluidd page you see at home, and it works as it does there, except for the interface's own webcam view, which the tunnel turns off (see below).",
      'deep-q3-tunnel-turns-off-webcam',
    ],
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      "This is intentional. The tunnel turns off the OctoPrint or Klipper interface's own MJPEG webcam, because M-JPEG uses far too much bandwidth to send through the tunnel. Watch your printer in Obico's own webcam view instead. It uses a much more efficient format. See [Premium Streaming vs Basic Streaming](/docs/user-guides/webcam-streaming-for-human-eyes/).",
      'deep-q3-tunnel-turns-off-webcam',
    ],
    [
      'docs/user-guides/enable-gcode-thumbnails.mdx',
      '**Cura 4.7 and newer** can alternatively use the **Cura2Moonraker** plugin ([emtrax-ltd/Cura2MoonrakerPlugin](https://github.com/emtrax-ltd/Cura2MoonrakerPlugin) on GitHub). It adds thumbnails and also lets you send prints straight from Cura to Mainsail.',
      'deep-q3-cura2moonraker-adds-thumbnails',
    ],
  ],
  right: [
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      "You now see the same OctoPrint, Mainsail or Fluidd page you see at home, and it works as it does there, except for the interface's own webcam view, which does not play through the tunnel (see below).",
    ],
    [
      'docs/user-guides/octoprint-tunneling.mdx',
      "This is expected. The OctoPrint or Klipper interface's own M-JPEG webcam stream does not come through the tunnel. Obico for Klipper blocks it on purpose: it answers requests for the camera addresses in Moonraker's webcam settings with \"not found\". Obico for OctoPrint blocks nothing, but it hands each answer from your printer's host to the server only once the answer is complete, and a live stream never ends. M-JPEG would also use far too much bandwidth for the tunnel. Watch your printer in Obico's own webcam view instead. It uses a much more efficient format. See [Premium Streaming vs Basic Streaming](/docs/user-guides/webcam-streaming-for-human-eyes/).",
    ],
    [
      'docs/user-guides/enable-gcode-thumbnails.mdx',
      '**Cura 4.7 and newer** with a Klipper printer can also use the **Cura2Moonraker** plugin ([emtrax-ltd/Cura2MoonrakerPlugin](https://github.com/emtrax-ltd/Cura2MoonrakerPlugin) on GitHub), which sends prints straight from Cura to Moonraker. It gives Mainsail and Fluidd a thumbnail only when its output format is UFP: the image travels in the UFP package next to the G-code, and Moonraker unpacks it. Obico takes only G-code files (`.gcode`, `.gco`, `.g`), not UFP packages. For thumbnails in Obico, use the Create Thumbnail scripts above.',
    ],
  ],
};
