/**
 * Product-fact rules from deep pass u5 (leftovers other checkers reported: webcam in the tunnel on the Fluidd, Mainsail,
 * 2020 tunnel-beta and tunnel docs pages; the "15 minutes" of an open shared feed; h264_copy on the Free plan),
 * November 2026. The log is docs/audit/deep-u5-2026-11-26.md.
 */
import { first, type Cases, type Rule } from "./types";

export const rules: Rule[] = [
  {
    id: "deep-u5-klipper-tunnel-webcam-blocked",
    scope: "all",
    why: "Obico for Klipper does block the interface webcam in the tunnel: since v1.3.0 (8d8a32d, 2023-03-27) it puts the stream and snapshot URLs of the webcams configured in Moonraker into tunnel.url_blacklist (M config.py update_webcam_config_from_moonraker) and answers them with 404 \"Blacklisted\" (M tunnel.py send_http_to_local_v2). Only OctoPrint-Obico has no block; there the stream fails because the agent sends resp.content, a complete answer, and the server waits at most 55 s. A line giving the complete-answer reason for both agents is wrong for Klipper",
    find: (line) => first(/\bThe tunnel does not carry the OctoPrint or Klipper interface.s own\b/i, line),
  },
  {
    id: "deep-u5-webcam-off-in-tunnel-2020",
    scope: "all",
    why: "In September 2020 nothing turned OctoPrint's webcam off in the tunnel: the server (web/app/tunnel.py at c9498ce6) forwarded every path and the plugin (octoprint_thespaghettidetective/tunnel.py at 4e2e2f2) fetched it with requests and sent resp.content, a complete answer only; the server waited at most 15 s (web/lib/redis.py TUNNEL_RSP_TIMEOUT_SECS). A never-ending M-JPEG stream cannot arrive that way",
    find: (line) => first(/\bwebcam is off inside the tunnel\b/i, line),
  },
  {
    id: "deep-u5-shared-feed-15-minutes",
    scope: "all",
    why: "No 15-minute cut-off for an open shared feed exists in the public code: the share token is checked when the shared page's websockets connect (S api/consumers.py connect/get_printer) and the page keeps its connection until reloaded or closed",
    find: (line) => (/\b(shar|feed|link)/i.test(line) && /\bopen\b/i.test(line) ? first(/\b(?:up to )?15 (?:more )?min(?:utes?)?\b/i, line) : null),
  },
  {
    id: "deep-u5-h264-copy-free-plan",
    scope: "all",
    why: "moonraker-obico refuses h264_copy for Free accounts since v1.6.4 (dfa3a31, 2023-07-20): webcam_stream.py h264_copy raises \"Free user can not stream webcam in h264_copy mode\" when not is_pro. A line that describes h264_copy as a mode to choose must say so",
    find: (line) => (/`h264_copy`\s*\|\s*Passes through/i.test(line) && !/\b(Free|Premium|Pro)\b/.test(line) ? first(/`h264_copy`/, line) : null),
  },
];

export const cases: Cases = {
  wrong: [
    ["docs/user-guides/octoprint-tunneling.mdx","This is expected. The tunnel does not carry the OctoPrint or Klipper interface's own M-JPEG webcam stream: the Obico agent hands each answer from your printer's host to the server only once the answer is complete, and a live stream never ends. M-JPEG would also use far too much bandwidth for the tunnel. Watch your printer in Obico's own webcam view instead. It uses a much more efficient format. See [Premium Streaming vs Basic Streaming](/docs/user-guides/webcam-streaming-for-human-eyes/).","deep-u5-klipper-tunnel-webcam-blocked"],
    ["blog/2020-09-10-octoprint-tunnel-beta-testing.mdx","**OctoPrint's webcam is off inside the tunnel.** OctoPrint streams the camera as MJPEG, a sequence of full images that is fine on a local network and far too heavy for a tunnel. Watch the printer with the app's own stream instead.","deep-u5-webcam-off-in-tunnel-2020"],
    ["blog/printer-feed-sharing-tips.mdx","To stop, turn the same toggle **off**. The link dies for anyone who opens it afterwards, but a page that is **already open can keep showing the feed for up to 15 minutes**. Turning sharing on again creates a **new link**; the old one stays dead. That makes a quick way to withdraw a link you posted too widely: off, on, and send the fresh one only to the people who should have it.","deep-u5-shared-feed-15-minutes"],
    ["blog/printer-feed-sharing-tips.mdx","<ThemedImage alt=\"Timeline: turning sharing on creates link A; turning it off stops link A, though pages already open may keep playing for up to 15 minutes; turning sharing on again creates a new link B.\" sources={{light: \"/img/blog/printer-feed-sharing-tips-light.svg\", dark: \"/img/blog/printer-feed-sharing-tips-dark.svg\"}} />","deep-u5-shared-feed-15-minutes"],
    ["blog/printer-feed-sharing-tips.mdx","| Toggle off | Link invalid; open pages may run up to 15 more minutes |","deep-u5-shared-feed-15-minutes"],
    ["blog/obico-klipper-moonraker-obico-tips.mdx","| `h264_copy` | Passes through an H.264 stream the camera software already produces, via `h264_http_url`. |","deep-u5-h264-copy-free-plan"],
  ],
  right: [
    ["docs/user-guides/octoprint-tunneling.mdx","This is expected. The OctoPrint or Klipper interface's own M-JPEG webcam stream does not come through the tunnel. Obico for Klipper blocks it on purpose: it answers requests for the camera addresses in Moonraker's webcam settings with \"not found\". Obico for OctoPrint blocks nothing, but it hands each answer from your printer's host to the server only once the answer is complete, and a live stream never ends. M-JPEG would also use far too much bandwidth for the tunnel. Watch your printer in Obico's own webcam view instead. It uses a much more efficient format. See [Premium Streaming vs Basic Streaming](/docs/user-guides/webcam-streaming-for-human-eyes/)."],
    ["blog/2020-09-10-octoprint-tunnel-beta-testing.mdx","**OctoPrint's webcam does not play inside the tunnel.** The tunnel hands each answer from OctoPrint to your browser only once the answer is complete, and a live camera stream never ends. OctoPrint streams the camera as MJPEG, a sequence of full images that is fine on a local network and far too heavy for a tunnel anyway. Watch the printer with the app's own stream instead."],
    ["blog/printer-feed-sharing-tips.mdx","To stop, turn the same toggle **off**. The link dies for anyone who opens it afterwards, but it is checked only when the page opens: a page that is **already open can keep showing the feed until it is reloaded or closed**. Turning sharing on again creates a **new link**; the old one stays dead. That makes a quick way to withdraw a link you posted too widely: off, on, and send the fresh one only to the people who should have it."],
    ["blog/printer-feed-sharing-tips.mdx","<ThemedImage alt=\"Timeline: turning sharing on creates link A; turning it off stops link A, though pages already open may keep playing until they are reloaded or closed; turning sharing on again creates a new link B.\" sources={{light: \"/img/blog/printer-feed-sharing-tips-light.svg\", dark: \"/img/blog/printer-feed-sharing-tips-dark.svg\"}} />"],
    ["blog/printer-feed-sharing-tips.mdx","| Toggle off | Link invalid; pages already open may run until reloaded |"],
    ["blog/obico-klipper-moonraker-obico-tips.mdx","| `h264_copy` | Passes through an H.264 stream the camera software already produces, via `h264_http_url`. On Obico Cloud, Pro (now AI Premium) accounts only: on the Free plan the agent refuses this mode and the camera gets no live stream. |"],
    ["blog/fluidd-remote-access.mdx","Inside the tunnel, Fluidd's own webcam panel shows no video. That is deliberate: Obico for Klipper answers requests for the camera addresses stored in Moonraker's webcam settings (stream and snapshot) with \"not found\" instead of fetching them. Fluidd's webcam is an M-JPEG stream, which sends a full image for every frame and would use a lot of bandwidth and tunnel data. A live stream could not play through the tunnel anyway, because the agent passes each answer on only once it is complete, and a stream never is."],
    ["blog/mainsail-remote-access.mdx","Mainsail's own webcam panel stays blank inside the tunnel: Obico for Klipper deliberately answers requests for the camera addresses in Moonraker's webcam settings with \"not found\", as an M-JPEG stream would use a lot of data. Use the Obico webcam view instead; webcam streaming is not counted as tunnel data."],
  ],
};
