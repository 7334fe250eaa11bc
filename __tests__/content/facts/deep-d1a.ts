import { beforeFeature, first, type Cases, type Rule } from './types';

/**
 * Deep fact pass, batch d1a (26 November 2026): the webcam streaming pages (Premium vs Basic, the streaming warnings,
 * the bandwidth pages, the shared-token warning) and the 2023 post on Premium streaming. Log:
 * docs/audit/deep-d1a-2026-11-26.md. O = OctoPrint-Obico b8aa6ba (paths under octoprint_obico/), M = moonraker-obico
 * df0005c (paths under moonraker_obico/), S = obico-server 49c0bc7.
 */
export const rules: Rule[] = [
  {
    id: 'deep-d1a-streaming-failed-title',
    scope: 'all',
    why: 'the plugin\'s streaming warning is titled "Obico for OctoPrint: Webcam Streaming Failed" (O webcam_stream.py:275-284); no version in the plugin\'s history has a "Premium webcam streaming failed to start" message',
    find: (line) => first(/Premium webcam streaming failed to start/i, line),
  },
  {
    id: 'deep-d1a-streaming-failed-not-in-octoprint',
    scope: 'all',
    why: 'send_streaming_failed_event only passes the event to the web app and posts it as a printer event (O webcam_stream.py:275-284, __init__.py:463-490); the web app shows it as a toast and on the Notifications page (S frontend/src/lib/printer-comm.js:78-88). Nothing shows it in OctoPrint since 2.4.14',
    find: (line) => (/Webcam Streaming Failed/i.test(line) ? first(/in OctoPrint and in the Obico app/i, line) : null),
  },
  {
    id: 'deep-d1a-janus-package-required',
    scope: 'all',
    why: 'the plugin uses a dpkg-installed janus if there is one, else its own Janus builds for Raspberry Pi OS 11/12, 32- and 64-bit (O janus_config_builder.py:22-61, 74-118; bin/janus/precomplied/rpi.debian.*): the janus package is not needed on a Pi with Raspberry Pi OS',
    find: (line) => first(/connection needs the \*\*janus\*\* package on the computer/i, line),
  },
  {
    id: 'deep-d1a-no-encoder-mjpeg-webrtc',
    scope: 'all',
    why: 'without an H.264 encoder the plugin picks mode mjpeg_webrtc and streams the JPEG images over WebRTC (O webcam_stream.py:286-292, 447-488); it sends no warning and does not fall back to Basic Streaming',
    find: (line) => first(/Premium Streaming cannot run on that hardware, and Basic Streaming is what you get/i, line),
  },
  {
    id: 'deep-d1a-no-trying-in-turn',
    scope: 'all',
    why: 'since 2.4.14 the plugin picks one mode when it starts (h264_transcode if ffmpeg has an H.264 encoder, else mjpeg_webrtc) and does not try others (O webcam_stream.py:203-252, 286-292)',
    find: (line) => first(/tries them in turn until one works/i, line),
  },
  {
    id: 'deep-d1a-disabled-is-no-warning',
    scope: 'all',
    why: 'with disable_video_streaming set, start() returns before anything can fail and sends no warning (O webcam_stream.py:205-207); the Troubleshooting panel even keeps showing AI Premium or Basic, since webcam_streamer exists and is not shutting down (O __init__.py:92, plugin_apis.py:56-57)',
    find: (line) => first(/^- \*\*Webcam streaming is disabled\*\* in the plugin's settings\.$/, line),
  },
  {
    id: 'deep-d1a-shared-token-who-warns',
    scope: 'all',
    why: 'the server only closes the older connection of the same printer with code 4321 (S api/consumers.py:250-256, 328-333); Obico for OctoPrint then shows the warning in OctoPrint and stops (O __init__.py:303-312); Obico for Klipper only logs a WARNING and stops reconnecting (M server_conn.py:48-50)',
    find: (line) => first(/treats that as a possible security breach and shows this warning/i, line),
  },
  {
    id: 'deep-d1a-shared-token-not-mixed',
    scope: 'all',
    why: 'the two printers do not both stay connected: each new connection closes the older one (S api/consumers.py:250-256, 328-333) and the closed agent stops (O __init__.py:303-312; M server_conn.py:48-50); only the OctoPrint snapshot loop keeps posting (O webcam_capture.py:141-166)',
    find: (line) => first(/the two printers talk over each other/i, line),
  },
  {
    id: 'deep-d1a-shared-token-link-as-new',
    scope: 'all',
    why: 'linking to an existing printer entry gives that entry a new auth_token (S api/octoprint_views.py:313-316): re-linking a second printer to the same entry takes the token away from the first, so the other printers must be linked as new printers',
    find: (line) => first(/Repeat for every other printer that used the same token, including the original one/i, line),
  },
  {
    id: 'deep-d1a-mode-depends-on-plan',
    scope: 'all',
    why: 'Premium or Basic depends only on is_pro (O webcam_stream.py:344-388; M webcam_stream.py:291-294; S StreamingBox.vue autoplay=is_pro); the hardware decides H.264 or JPEG images (O webcam_stream.py:286-292)',
    find: (line) => first(/Which one you get depends on your plan and on your printer's hardware/i, line),
  },
  {
    id: 'deep-d1a-basic-is-not-mjpeg',
    scope: 'all',
    why: 'Basic Streaming goes over WebRTC like Premium (S StreamingBox.vue:271-273, 360-370, for OctoPrint plugin 2.1.0+ and Klipper agent 0.3.0+, June 2022), H.264 capped at 5 FPS (O webcam_stream.py:344-388; M webcam_stream.py:291-294); it is not M-JPEG snapshots through the server',
    find: (line) =>
      first(
        /Basic Streaming in OctoPrint and Klipper relies on|Basic streaming sends (webcam )?JPEG|\| Basic Streaming \| Up to 5 FPS \| M-JPEG \||sent as M-JPEG images|## Basic streaming: M-JPEG|Basic streaming in Obico uses this approach/i,
        line,
      ),
  },
  {
    id: 'deep-d1a-premium-not-always-h264',
    scope: 'all',
    why: 'without an H.264 encoder the stream is JPEG images over WebRTC in either mode (O webcam_stream.py:286-292; M webcam_stream.py:185-193)',
    find: (line) => first(/Real video, up to 25 FPS, encoded as H\.264 \||\| Premium Streaming \| Up to 25 FPS \| H\.264 \|/i, line),
  },
  {
    id: 'deep-d1a-no-auto-basic-fallback',
    scope: 'all',
    why: 'no agent switches to Basic Streaming when streaming fails: it sends a "Webcam Streaming Failed" event and shuts streaming down (O webcam_stream.py:226-252, 275-284; M webcam_stream.py:152-183); in 2023 it raised the same warning at 0.1 FPS (O 3fac5ec webcam_stream.py:242-253)',
    find: (line) => first(/falls? back to Basic Streaming automatically/i, line),
  },
  {
    id: 'deep-d1a-non-pi-streams',
    scope: 'all',
    why: 'since 2.4.14 the plugin has no Raspberry Pi check: any host streams, as H.264 or, without an encoder, as JPEG images over WebRTC (O webcam_stream.py:203-252, 286-292); a missing Janus is what stops it (O webcam_stream.py:226-230)',
    find: (line) => first(/for example OctoPrint is not running on a Raspberry Pi/i, line),
  },
  {
    id: 'deep-d1a-basic-row-means-free',
    scope: 'all',
    why: 'the Webcam streaming row reads Basic only when linkedPrinter.is_pro is false (O templates/obico_settings.jinja2:279-281), and is_pro is read once when the plugin starts (O __init__.py:247): on AI Premium it means the plugin has not been restarted since the upgrade',
    find: (line) => first(/it usually means Premium Streaming could not start on your hardware/i, line),
  },
  {
    id: 'deep-d1a-mjpeg-rate-cap',
    scope: 'all',
    why: 'in mjpeg_webrtc mode the agent sleeps 4 ms after every 1400-byte piece of base64 (8 ms on a Pi Zero), so it never sends more than about 2.8 Mbps (O webcam_stream.py:453-485; M webcam_stream.py:366-398): bigger pictures lower the frame rate instead',
    find: (line) =>
      first(/\| 640x480 \| 2\.3Mbps \| 4\.6Mbps \||\| 1296x972 \| 9\.5Mbps \| 19Mbps \||\| 1640x1232 \| 15Mbps \| 30Mbps \||MJPEG at 20 FPS would need about 4\.6Mbps/i, line),
  },
  {
    id: 'deep-d1a-octoprint-bitrate-resolution',
    scope: 'all',
    why: 'Obico for OctoPrint sets the bitrate from the resolution after scaling to its Resolution setting (Low 240, Medium 480, High 720 lines; 480 on Free) (O webcam_stream.py:45-55, 344-359, 385-391), not from the webcam\'s own resolution',
    find: (line) => first(/set the encoder's bitrate from the webcam's resolution/i, line),
  },
  {
    id: 'deep-d1a-mjpeg-not-resized',
    scope: 'all',
    why: 'in mjpeg_webrtc mode the plugin sends each captured JPEG as it is (O webcam_stream.py:447-488): its Resolution setting is only used when transcoding to H.264 (O webcam_stream.py:344-359), so the webcam\'s own resolution must be lowered',
    find: (line) => first(/\(in OctoPrint's plugin settings, or in crowsnest for Klipper\) lowers these numbers/i, line),
  },
  {
    id: 'deep-d1a-basic-bandwidth',
    scope: 'all',
    why: 'Basic Streaming is H.264 over WebRTC at about half the Premium bitrate (O webcam_stream.py:361-388: 8 FPS gives 0.49x; M webcam_stream.py:291-294: halved), about 0.6 Mbps for 640x480: low, but a requirement',
    find: (line) => first(/Basic Streaming has no meaningful speed requirement/i, line),
  },
  {
    id: 'deep-d1a-speedtest-output',
    scope: 'all',
    why: 'speedtest-cli prints the speed with two decimals: printer(\'Upload: %0.2f M%s/s\' % ...) (sivel/speedtest-cli speedtest.py), e.g. "Upload: 5.90 Mbit/s"',
    find: (line) => first(/`(Upload|Download): \d+\.\d M(bit|byte)\/s`/, line),
  },
  {
    id: 'deep-d1a-webrtc-path',
    scope: 'all',
    why: 'the video goes over WebRTC from Janus on the host straight to the viewer, or through the TURN relay turn.obico.io when a direct path fails (O janus_config_builder.py:130-135; S frontend/src/lib/webrtc.js:10-33), not through the Obico server',
    find: (line) => first(/from the Raspberry Pi next to your printer, through the Obico server, to/i, line),
  },
  {
    id: 'deep-d1a-no-adaptive-quality',
    scope: 'all',
    why: 'ffmpeg encodes at a bitrate fixed when the stream starts (-b:v, O webcam_stream.py:385-391; M webcam_stream.py:291-305) and Janus relays it as it is: the stream never drops to a lower quality for a slow viewer',
    find: (line) => first(/keeps dropping to a lower quality/i, line),
  },
  {
    id: 'deep-d1a-same-technology',
    scope: 'all',
    why: 'both modes use the same WebRTC/Janus pipeline; Basic is the H.264 stream capped at 5 FPS (O 3fac5ec, 2023-03-12, webcam_stream.py:166-174, 281-287: free users get ffmpeg H.264 at 5 FPS; S StreamingBox.vue basicStreamingInWebrtc)',
    find: (line) => first(/the two modes use different video technology/i, line),
  },
  {
    id: 'deep-d1a-pi5-in-2023-post',
    scope: 'all',
    why: 'the Raspberry Pi 5 came out in October 2023, Obico\'s JPEG-over-WebRTC fallback in Klipper 1.6.4 (May 2024) and OctoPrint 2.4.14 (June 2024), the Rockchip (CB2) encoder in Klipper 2.1.0 (June 2025; M tags): a post dated before October 2023 must date them',
    find: beforeFeature(/Raspberry Pi 5|\| BTT Pi 2 \(CB2\) \| Yes \|/, '2023-10-01', /October 2023/),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'title: "Why do I get the \\"Premium webcam streaming failed to start\\" message?"',
      'deep-d1a-streaming-failed-title',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'Premium Streaming sends smooth, up to 25 FPS video from your printer to the Obico app. Once in a while it cannot start. When that happens, the Obico plugin for OctoPrint does not switch to Basic Streaming for you: it reports the failure as a warning, titled **"Obico for OctoPrint: Webcam Streaming Failed"**, in OctoPrint and in the Obico app, which is probably how you got here.',
      'deep-d1a-streaming-failed-not-in-octoprint',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'Premium Streaming uses a WebRTC connection between your single-board computer and the Obico app, and that connection needs the **janus** package on the computer. If janus is not installed, Premium Streaming cannot start.',
      'deep-d1a-janus-package-required',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'Some boards do not have one, or it is not available to the operating system you run. In that case Premium Streaming cannot run on that hardware, and Basic Streaming is what you get.',
      'deep-d1a-no-encoder-mjpeg-webrtc',
    ],
    [
      'docs/user-guides/warnings/webcam-streaming-failed-to-start.mdx',
      'Obico for OctoPrint knows several ways to stream your webcam and tries them in turn until one works. Very rarely, none of them does.',
      'deep-d1a-no-trying-in-turn',
    ],
    [
      'docs/user-guides/warnings/webcam-streaming-failed-to-start.mdx',
      "- **Webcam streaming is disabled** in the plugin's settings.",
      'deep-d1a-disabled-is-no-warning',
    ],
    [
      'docs/user-guides/warnings/shared-auth-token-error.mdx',
      'If the server sees the same token coming from more than one printer, it treats that as a possible security breach and shows this warning.',
      'deep-d1a-shared-token-who-warns',
    ],
    [
      'docs/user-guides/warnings/shared-auth-token-error.mdx',
      'If both SD cards are yours, there is no security risk. But the two printers talk over each other: the server cannot tell them apart, so their status, webcam images and failure detection get mixed up.',
      'deep-d1a-shared-token-not-mixed',
    ],
    [
      'docs/user-guides/warnings/shared-auth-token-error.mdx',
      '2. Repeat for every other printer that used the same token, including the original one.',
      'deep-d1a-shared-token-link-as-new',
    ],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      "Which one you get depends on your plan and on your printer's hardware. Both let you check on a print.",
      'deep-d1a-mode-depends-on-plan',
    ],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      'Basic Streaming in OctoPrint and Klipper relies on **M-JPEG**, a stream of complete JPEG pictures.',
      'deep-d1a-basic-is-not-mjpeg',
    ],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      '<ThemedImage alt="Diagram comparing the two streaming paths: Basic streaming sends JPEG snapshots from the printer through the Obico server to the app at up to 5 FPS; Premium streaming encodes H.264" />',
      'deep-d1a-basic-is-not-mjpeg',
    ],
    ['docs/user-guides/troubleshoot-basic-streaming.mdx', '| Basic Streaming | Up to 5 FPS | M-JPEG |', 'deep-d1a-basic-is-not-mjpeg'],
    [
      'docs/user-guides/check-webcam-streaming-mode.mdx',
      '| Basic Streaming | Up to 5 FPS, sent as M-JPEG images; throttled on the Free plan |',
      'deep-d1a-basic-is-not-mjpeg',
    ],
    ['blog/obico-premium-streaming-explained.mdx', '## Basic streaming: M-JPEG', 'deep-d1a-basic-is-not-mjpeg'],
    [
      'blog/obico-premium-streaming-explained.mdx',
      'Basic streaming in Obico uses this approach and runs at **up to 5 FPS**.',
      'deep-d1a-basic-is-not-mjpeg',
    ],
    ['docs/user-guides/troubleshoot-basic-streaming.mdx', '| Premium Streaming | Up to 25 FPS | H.264 |', 'deep-d1a-premium-not-always-h264'],
    [
      'docs/user-guides/check-webcam-streaming-mode.mdx',
      '| Premium Streaming | Real video, up to 25 FPS, encoded as H.264 |',
      'deep-d1a-premium-not-always-h264',
    ],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      'The plugin then falls back to Basic Streaming automatically, so you still see your printer.',
      'deep-d1a-no-auto-basic-fallback',
    ],
    [
      'blog/obico-premium-streaming-explained.mdx',
      'When the prerequisites for Premium are not met, the Obico agent falls back to Basic streaming automatically, so you still see a picture.',
      'deep-d1a-no-auto-basic-fallback',
    ],
    [
      'docs/user-guides/check-webcam-streaming-mode.mdx',
      '- **Basic**: Basic Streaming is active. On the AI Premium plan or during the free trial, it usually means Premium Streaming could not start on your hardware.',
      'deep-d1a-basic-row-means-free',
    ],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      'Usually a prerequisite is not met, for example OctoPrint is not running on a Raspberry Pi.',
      'deep-d1a-non-pi-streams',
    ],
    [
      'docs/user-guides/internet-speed-requirement-premium-streaming.mdx',
      "Lowering the resolution or the frame rate of the webcam (in OctoPrint's plugin settings, or in crowsnest for Klipper) lowers these numbers.",
      'deep-d1a-mjpeg-not-resized',
    ],
    ['docs/user-guides/internet-speed-requirement-premium-streaming.mdx', '| 1296x972 | 9.5Mbps | 19Mbps |', 'deep-d1a-mjpeg-rate-cap'],
    [
      'docs/user-guides/internet-speed-requirement-premium-streaming.mdx',
      'The same camera streamed as MJPEG at 20 FPS would need about 4.6Mbps.',
      'deep-d1a-mjpeg-rate-cap',
    ],
    [
      'docs/user-guides/internet-speed-requirement-premium-streaming.mdx',
      "Where the host can encode H.264, Obico for OctoPrint and Obico for Klipper set the encoder's bitrate from the webcam's resolution:",
      'deep-d1a-octoprint-bitrate-resolution',
    ],
    [
      'docs/user-guides/internet-speed-requirement-premium-streaming.mdx',
      'Basic Streaming has no meaningful speed requirement. It works on nearly any internet connection.',
      'deep-d1a-basic-bandwidth',
    ],
    [
      'docs/user-guides/premium-streaming-raspberry-pi-connection-speed.mdx',
      '5. Wait for it to finish, and read the **"Upload"** figure, for example `Upload: 5.9 Mbit/s`, which means 5.9Mbps.',
      'deep-d1a-speedtest-output',
    ],
    [
      'docs/user-guides/premium-streaming-computer-phone-connection-speed.mdx',
      'Premium Streaming sends live H.264 video from the Raspberry Pi next to your printer, through the Obico server, to whatever phone or computer you are watching on.',
      'deep-d1a-webrtc-path',
    ],
    [
      'docs/user-guides/premium-streaming-computer-phone-connection-speed.mdx',
      'If the stream stutters, freezes or keeps dropping to a lower quality on one device but not on another, the viewing device is the first suspect.',
      'deep-d1a-no-adaptive-quality',
    ],
    [
      'blog/obico-premium-streaming-explained.mdx',
      'The gap is not just a setting we flip: the two modes use different video technology, place different demands on your printer host.',
      'deep-d1a-same-technology',
    ],
    ['blog/2023-03-15-premium-streaming.mdx', '| Raspberry Pi 5 | No |', 'deep-d1a-pi5-in-2023-post'],
    ['blog/2023-03-15-premium-streaming.mdx', '| BTT Pi 2 (CB2) | Yes |', 'deep-d1a-pi5-in-2023-post'],
  ],
  right: [
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'title: "Why do I get the \\"Obico for OctoPrint: Webcam Streaming Failed\\" warning?"',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'The warning shows in the Obico app, not in OctoPrint: the web app pops it up on any open page that shows this printer, and lists it on the **Notifications** page (at most once every 30 minutes); clicking it there opens [Troubleshoot webcam streaming issues](/docs/user-guides/webcam-feed-is-not-showing/), not this page.',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'The plugin uses a `janus` package installed with the Debian package manager if there is one, and otherwise its own Janus builds, which exist for Raspberry Pi OS on a Raspberry Pi (Debian 11 and 12, 32-bit and 64-bit).',
    ],
    [
      'docs/user-guides/warnings/premium-streaming-failed-to-start.mdx',
      'When the host\'s ffmpeg offers neither of the hardware H.264 encoders the plugin tests for (`h264_omx` and `h264_v4l2m2m`), the plugin streams the webcam\'s JPEG images (MJPEG) over the same WebRTC connection instead, even if ffmpeg could encode H.264 in software.',
    ],
    [
      'docs/user-guides/warnings/webcam-streaming-failed-to-start.mdx',
      'It picks one of the two when it starts and does not try other ways.',
    ],
    [
      'docs/user-guides/warnings/webcam-streaming-failed-to-start.mdx',
      "A stream that you **disabled** in the plugin's settings also leaves you with snapshots only, but it does not cause this warning.",
    ],
    [
      'docs/user-guides/warnings/shared-auth-token-error.mdx',
      'The server keeps one connection per printer: when a second connection arrives with the same token, it closes the older one.',
    ],
    [
      'docs/user-guides/warnings/shared-auth-token-error.mdx',
      'If both SD cards are yours, there is no security risk. But the server cannot tell the two printers apart, so they share one entry in the app.',
    ],
    [
      'docs/user-guides/warnings/shared-auth-token-error.mdx',
      '2. Link every other printer that used the same token as a **new** printer.',
    ],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', 'Which mode you get depends on your plan. Your printer\'s hardware decides something else.'],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      'The webcam stream built into OctoPrint, Mainsail and Fluidd is usually **M-JPEG**, a stream of complete JPEG pictures.',
    ],
    [
      'docs/user-guides/troubleshoot-basic-streaming.mdx',
      '| Basic Streaming | At most 8 FPS with H.264; with JPEG images, as fast as ~2.8 Mbps allows | H.264 over WebRTC, or JPEG images over WebRTC if the host has no H.264 encoder |',
    ],
    [
      'docs/user-guides/troubleshoot-basic-streaming.mdx',
      '| Premium Streaming | 25 FPS by default, up to 30 FPS | H.264 over WebRTC, or JPEG images over WebRTC if the host has no H.264 encoder |',
    ],
    ['docs/user-guides/check-webcam-streaming-mode.mdx', '| Basic Streaming | The same kind of video at most 8 FPS when the host encodes H.264; throttled on the Free plan |'],
    ['blog/obico-premium-streaming-explained.mdx', '## Basic streaming: the same video, slower'],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      'There is no automatic switch to Basic Streaming: the video stops, and the app shows only the snapshots the agent sends for failure detection.',
    ],
    [
      'blog/obico-premium-streaming-explained.mdx',
      'When streaming cannot start on a Pi, for example because ffmpeg finds no H.264 encoder, Obico does not switch to Basic streaming: the plugin or agent warns you that webcam streaming failed.',
    ],
    [
      'docs/user-guides/check-webcam-streaming-mode.mdx',
      'If you have AI Premium, the plugin has not seen your upgrade yet: it reads your plan when OctoPrint starts, so restart OctoPrint.',
    ],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', 'Usually a prerequisite is not met, for example Janus is missing on the printer\'s host.'],
    [
      'docs/user-guides/internet-speed-requirement-premium-streaming.mdx',
      'Lowering the resolution of the webcam itself (in the camera software on the host, such as camera-streamer or mjpg-streamer on OctoPi, or crowsnest for Klipper) makes the pictures smaller and the frame rate higher.',
    ],
    ['docs/user-guides/internet-speed-requirement-premium-streaming.mdx', '| 1296x972 | 9.5Mbps | about 2 FPS at the limit |'],
    [
      'docs/user-guides/internet-speed-requirement-premium-streaming.mdx',
      'Obico for OctoPrint and Obico for Klipper set the encoder\'s bitrate from the resolution of the video they send:',
    ],
    [
      'docs/user-guides/internet-speed-requirement-premium-streaming.mdx',
      'Basic Streaming uses the same path at a much lower frame rate.',
    ],
    [
      'docs/user-guides/premium-streaming-raspberry-pi-connection-speed.mdx',
      '5. Wait for it to finish, and read the **"Upload"** figure, for example `Upload: 5.90 Mbit/s`, which means 5.9Mbps.',
    ],
    [
      'docs/user-guides/premium-streaming-computer-phone-connection-speed.mdx',
      'Premium Streaming sends live H.264 video from the Raspberry Pi next to your printer over the internet, directly or through Obico\'s relay server, to whatever phone or computer you are watching on.',
    ],
    [
      'docs/user-guides/premium-streaming-computer-phone-connection-speed.mdx',
      'If that happens on one device but not on another, the viewing device is the first suspect.',
    ],
    ['blog/obico-premium-streaming-explained.mdx', 'Both travel the same way, as compressed video over a real-time connection.'],
    [
      'blog/obico-premium-streaming-explained.mdx',
      'That matters for the **Raspberry Pi 5**, released in October 2023: it is far faster than a Pi 4, but it has no hardware H.264 encoder.',
    ],
  ],
};
