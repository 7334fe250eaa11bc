/**
 * Product-fact rules from the deep fact pass over the webcam-streaming pages (batch d1b, November 2026): Janus,
 * 0.1 FPS, resolution and frame rate for OctoPrint and Klipper, the Klipper webcam reference and multiple cameras in
 * OctoPrint. Each rule names a claim that a page made and that the code shows is wrong.
 * The log is docs/audit/deep-d1b-2026-11-26.md.
 *
 * Sources: M moonraker-obico df0005c, O OctoPrint-Obico b8aa6ba, CSS OctoPrint/camera-streamer-stack 26f17c6.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-d1b-janus-warning-label',
    scope: 'all',
    why:
      'no warning is called "Janus not installed": Klipper posts "moonraker-obico: Webcam Streaming Failed" with the text "Janus not found or not configured correctly. Click the link for troubleshooting guide." (M webcam_stream.py:127,152-155,170-176); OctoPrint posts "Obico for OctoPrint: Webcam Streaming Failed" and logs "Janus not found or not configured correctly. Quiting webcam streaming." at ERROR (O webcam_stream.py:226-230,275-285)',
    find: (line) =>
      first(/"Janus not installed" warning|reported that Janus is not installed|the app shows a "Janus not found" warning/i, line),
  },
  {
    id: 'deep-d1b-janus-dnf-not-found',
    scope: 'docs',
    why:
      'both agents look for an installed Janus only with `dpkg -L janus` (M janus_config_builder.py:31-53, O janus_config_builder.py:74-96); a Janus installed with dnf is not found, so the Fedora command does not fix the warning',
    find: (line, _context, file) => (/webcam-install-janus/.test(file) ? first(/sudo dnf install -y janus/, line) : null),
  },
  {
    id: 'deep-d1b-klipper-janus-bullseye-64',
    scope: 'docs',
    why:
      'moonraker-obico ships ready-built Janus for rpi.debian.11.64-bit (since 1f4e350, 2023-09-28) and for Debian 12 and 13, 32- and 64-bit (since a50608f/5847623, 2025-06-06, and 3154acb, 2025-10-07): M moonraker_obico/bin/janus/precomplied/',
    find: (line, _context, file) =>
      /webcam-stream-stuck-at-1-10-fps/.test(file)
        ? first(/^- (64-bit Raspberry Pi OS 11 \(bullseye\)|Raspberry Pi OS 12 \(bookworm\), 32-bit or 64-bit)$/, line)
        : null,
  },
  {
    id: 'deep-d1b-octoprint-no-automatic-resolution',
    scope: 'docs',
    why:
      'the plugin has no automatic setting: the Resolution menu offers Low, Medium, High and Target FPS offers 5 to 30 FPS (O templates/obico_settings.jinja2:159-176); the defaults are Medium and 25 FPS for the primary webcam (O webcam_stream.py:103-108, static/js/ObicoSettings.js:63-68) and Medium and 5 FPS for a secondary one (ObicoSettings.js:378-383)',
    find: (line) =>
      first(/leave resolution and framerate on automatic|picks a streaming resolution and framerate for you, based on your webcam and your hardware/i, line),
  },
  {
    id: 'deep-d1b-klipper-fps-configurable',
    scope: 'docs',
    why:
      'Obico for Klipper takes the frame rate from `target_fps` in the [webcam] section of moonraker-obico.cfg, 25 by default, at most 30 (M config.py:110-121, moonraker-obico.cfg.sample), and rescales to `resolution` when it is set (M webcam_stream.py:194-199,279-305)',
    find: (line) =>
      first(
        /The frame rate is not something you set|It streams whatever your webcam software delivers, at a frame rate set by your plan|It does not scale the video up or down/i,
        line,
      ),
  },
  {
    id: 'deep-d1b-premium-fps-cap',
    scope: 'docs',
    why:
      'a Premium stream follows the target FPS up to 30: OctoPrint caps only non-Premium streams (O webcam_stream.py:361-366; Target FPS menu goes to 30, templates/obico_settings.jinja2:169-176), Klipper caps at 30 (M config.py:121)',
    find: (line) => first(/Basic Streaming runs at up to 5 FPS\. A higher setting does not raise these caps/, line),
  },
  {
    id: 'deep-d1b-klipper-target-fps-default',
    scope: 'docs',
    why:
      'target_fps defaults to 25 and is capped at 30 by the agent (M config.py:110-121); the plan lowers only H.264 streams on Free (min 8, M webcam_stream.py:292-294); resolution has no plan cap in Klipper and is detected from the stream URL (get_webcam_resolution uses force_stream_url=True, M webcam_stream.py:55-63)',
    find: (line) =>
      first(
        /\| `target_fps` \| number \| capped by hardware or plan \||capped by your hardware \(on a self-hosted server\) or by your subscription level/,
        line,
      ),
  },
  {
    id: 'deep-d1b-klipper-unnamed-webcam-first',
    scope: 'docs',
    why:
      'with a single unnamed [webcam] section the agent takes the first webcam Moonraker lists (mr_webcam_config[0], M config.py:413-416), not a random one',
    find: (line) => first(/unnamed `\[webcam\]` section picks one of your Mainsail\/Fluidd webcams at random/, line),
  },
  {
    id: 'deep-d1b-mjpeg-webrtc-snapshot-url',
    scope: 'docs',
    why:
      'mjpeg_webrtc sends pictures from capture_jpeg(webcam) (M webcam_stream.py:361-389), which uses snapshot_url when set and stream_url only otherwise (M webcam_capture.py:27-49)',
    find: (line) => first(/It is required for the `h264_transcode` and `mjpeg_webrtc` modes/, line),
  },
  {
    id: 'deep-d1b-camera-streamer-options-line',
    scope: 'docs',
    why:
      'the camera file written by add-usb-camera is a NAME=value file (EnvironmentFile) and camera-streamer only gets extra flags through ${OPTIONS} (CSS scripts/add-usb-camera, systemd/camera-streamer-usb@.service); a bare --http-listen line is ignored',
    find: (line, context, file) =>
      /multiple-cameras-octoprint/.test(file)
        ? first(/Add this option line to the file|added the `--http-listen` line/, line) ??
          (line.trim() === '--http-listen=0.0.0.0' && /option line/.test(context) ? line.trim() : null)
        : null,
  },
  {
    id: 'deep-d1b-remove-usb-camera-message',
    scope: 'docs',
    why: 'remove-usb-camera prints "Camera $NAME does not exist", with a capital C (CSS scripts/remove-usb-camera)',
    find: (line) => first(/"camera default does not exist"/, line),
  },
  {
    id: 'deep-d1b-basic-streaming-webrtc',
    scope: 'all',
    why:
      'Basic Streaming is a WebRTC stream through Janus like Premium: the app starts the WebRTC stream for Free viewers (StreamingBox.vue:271-272,359-368, agents from 2.1.0 / 0.3.0) and throttles it 30 s on, 30 s off (S frontend/src/lib/viewing-throttle.js); the agents only lower the frame rate for Free accounts, and in OctoPrint the height to 480 (O webcam_stream.py:344-366, M webcam_stream.py:292-294). JPEG snapshots through the server are the 0.1 FPS picture (POST_PIC_INTERVAL_SECONDS = 10, M webcam_capture.py:18)',
    find: (line) => first(/Basic streaming sends JPEG snapshots (from the printer )?(host )?through the Obico server/i, line),
  },
  {
    id: 'deep-d1b-multicam-plugin-name',
    scope: 'docs',
    why:
      'the OctoPrint plugin is called "MultiCam" (__plugin_name__ = "MultiCam" in mikedmor/OctoPrint_MultiCam, octoprint_multicam/__init__.py); the Plugin Manager search does not find it as "Multi-Cam"',
    find: (line, _context, file) => (/multiple-cameras-octoprint/.test(file) ? first(/Multi-Cam/, line) : null),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/webcam-install-janus.mdx',
      "You are here because the Obico app reported that Janus is not installed on your printer's host computer. Without Janus, you will not get a live stream.",
      'deep-d1b-janus-warning-label',
    ],
    [
      'docs/user-guides/webcam-install-janus.mdx',
      'Open your printer in the Obico app. The "Janus not installed" warning should be gone, and the webcam should stream smoothly again.',
      'deep-d1b-janus-warning-label',
    ],
    [
      'docs/user-guides/webcam-stream-stuck-at-1-10-fps.mdx',
      'This is the most common cause, and the app shows a "Janus not found" warning when it happens. Janus is the program that relays live video to the app.',
      'deep-d1b-janus-warning-label',
    ],
    ['docs/user-guides/webcam-install-janus.mdx', 'sudo dnf install -y janus', 'deep-d1b-janus-dnf-not-found'],
    ['docs/user-guides/webcam-stream-stuck-at-1-10-fps.mdx', '- 64-bit Raspberry Pi OS 11 (bullseye)', 'deep-d1b-klipper-janus-bullseye-64'],
    [
      'docs/user-guides/webcam-stream-stuck-at-1-10-fps.mdx',
      '- Raspberry Pi OS 12 (bookworm), 32-bit or 64-bit',
      'deep-d1b-klipper-janus-bullseye-64',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-octoprint.mdx',
      "The Obico for OctoPrint plugin picks a streaming resolution and framerate for you, based on your webcam and your hardware. You can override its choice in the plugin's settings.",
      'deep-d1b-octoprint-no-automatic-resolution',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-octoprint.mdx',
      'Most people should leave resolution and framerate on automatic. Change them only if you have a reason.',
      'deep-d1b-octoprint-no-automatic-resolution',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx',
      'The frame rate is not something you set. It depends on your streaming type:',
      'deep-d1b-klipper-fps-configurable',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx',
      'Obico for Klipper does not have its own resolution slider. It streams whatever your webcam software delivers, at a frame rate set by your plan.',
      'deep-d1b-klipper-fps-configurable',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx',
      'Obico for Klipper streams at the same resolution as the webcam source configured in Mainsail or Fluidd. It does not scale the video up or down.',
      'deep-d1b-klipper-fps-configurable',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate.mdx',
      '- **Frame-rate caps.** Premium Streaming runs at up to 25 FPS. It is available on the AI Premium plan. Basic Streaming runs at up to 5 FPS. A higher setting does not raise these caps.',
      'deep-d1b-premium-fps-cap',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      '| `target_fps` | number | capped by hardware or plan |',
      'deep-d1b-klipper-target-fps-default',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'You can set these, but the values you actually get are capped by your hardware (on a self-hosted server) or by your subscription level (on Obico Cloud).',
      'deep-d1b-klipper-target-fps-default',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      '`[webcam C270]` does not match a camera called `c270`. Copy the name exactly. Also note that a plain, unnamed `[webcam]` section picks one of your Mainsail/Fluidd webcams at random.',
      'deep-d1b-klipper-unnamed-webcam-first',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'For example `http://127.0.0.1:8080/?action=stream`. It is required for the `h264_transcode` and `mjpeg_webrtc` modes unless a matching Mainsail or Fluidd webcam exists.',
      'deep-d1b-mjpeg-webrtc-snapshot-url',
    ],
    ['docs/user-guides/multiple-cameras-octoprint.mdx', 'Add this option line to the file:', 'deep-d1b-camera-streamer-options-line'],
    [
      'docs/user-guides/multiple-cameras-octoprint.mdx',
      '3. Back in Plugin Manager, install the **"Multi-Cam"** plugin and restart OctoPrint.',
      'deep-d1b-multicam-plugin-name',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      '<ThemedImage alt="Diagram: webcam frames go from the printer host to the Obico app in two ways. Basic streaming sends JPEG snapshots through the Obico server at up to 5 FPS; Premium streaming encodes H.264" />',
      'deep-d1b-basic-streaming-webrtc',
    ],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      '<ThemedImage alt="Diagram comparing the two streaming paths: Basic streaming sends JPEG snapshots from the printer through the Obico server to the app at up to 5 FPS" />',
      'deep-d1b-basic-streaming-webrtc',
    ],
    [
      'docs/user-guides/multiple-cameras-octoprint.mdx',
      'If a page does not load, check that you added the `--http-listen` line to the right file and restarted camera-streamer.',
      'deep-d1b-camera-streamer-options-line',
    ],
    [
      'docs/user-guides/multiple-cameras-octoprint.mdx',
      'If you see the message "camera default does not exist", it was already gone.',
      'deep-d1b-remove-usb-camera-message',
    ],
  ],
  right: [
    [
      'docs/user-guides/webcam-install-janus.mdx',
      'You are here because Obico could not find Janus on your printer\'s host computer. With Obico for Klipper, the app shows a warning titled **"moonraker-obico: Webcam Streaming Failed"** with the text "Janus not found or not configured correctly. Click the link for troubleshooting guide."',
    ],
    [
      'docs/user-guides/webcam-install-janus.mdx',
      'Open your printer in the Obico app. No new "Webcam Streaming Failed" warning should appear, and the webcam should stream smoothly again.',
    ],
    [
      'docs/user-guides/webcam-install-janus.mdx',
      'The plugin and the agent look for an installed Janus by asking the Debian package manager (`dpkg -L janus`). A Janus installed any other way, for example with `dnf` on Fedora or built from source, is not found, and streaming still fails.',
    ],
    [
      'docs/user-guides/webcam-stream-stuck-at-1-10-fps.mdx',
      'This is the most common cause. Janus is the program that relays live video to the app. When it is missing, the app shows a "Webcam Streaming Failed" warning: with Obico for Klipper its text starts with "Janus not found".',
    ],
    ['docs/user-guides/webcam-stream-stuck-at-1-10-fps.mdx', '- 32-bit Raspberry Pi OS 11 (bullseye)'],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-octoprint.mdx',
      'The Obico for OctoPrint plugin streams the primary webcam at **Medium** resolution and a target of **25 FPS**, and a secondary webcam at Medium and **5 FPS**, unless you choose otherwise.',
    ],
    ['docs/user-guides/webcam-streaming-resolution-framerate-octoprint.mdx', 'Most people should keep the defaults.'],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx',
      'The agent aims for 25 FPS unless you set another value with `target_fps` in the `[webcam]` section of `moonraker-obico.cfg`. It accepts at most 30.',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx',
      'Obico for Klipper streams at the same resolution as the webcam source configured in Mainsail or Fluidd. Only an H.264 stream can be scaled, by setting `resolution` in `moonraker-obico.cfg`; an MJPEG stream passes the camera\'s images on unchanged.',
    ],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate.mdx',
      '- **Frame-rate caps.** Premium Streaming runs at 25 FPS by default, and both agents accept a target of up to 30 FPS. When the host encodes H.264, Basic Streaming runs at most 8 FPS (the app calls it "up to 5 FPS"), and a higher setting does not raise that cap.',
    ],
    ['docs/user-guides/moonraker-obico/webcam.mdx', '| `target_fps` | number, at most `30` | `25` |'],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      "`target_fps` defaults to `25`, and the agent uses at most `30`. On the Free plan, the `h264_transcode` mode (the usual one) is held to at most 8 FPS, at half the bitrate, whatever you set; `h264_device` and `mjpeg_webrtc` streams are not capped by plan, and `h264_copy` does not run at all. `resolution` is written as width x height, such as `640x480`. Left out, `h264_transcode` reads the size from a frame of the stream, `h264_device` uses `640x480`, and `mjpeg_webrtc` sends the frames at the size the camera delivers. Your hardware may not keep up with what you set. See [resolution and frame rate for Klipper](/docs/user-guides/webcam-streaming-resolution-framerate-klipper/) before raising them.",
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'Also note that a plain, unnamed `[webcam]` section takes the first webcam that Moonraker lists, which may not be the one you want.',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      'For example `http://127.0.0.1:8080/?action=stream`. It is required for the `h264_transcode` mode unless a matching Mainsail or Fluidd webcam exists. The `mjpeg_webrtc` mode takes its pictures from `snapshot_url` when there is one, and from `stream_url` otherwise.',
    ],
    ['docs/user-guides/multiple-cameras-octoprint.mdx', 'OPTIONS="--http-listen=0.0.0.0"'],
    [
      'docs/user-guides/multiple-cameras-octoprint.mdx',
      '3. Back in Plugin Manager, install the **"MultiCam"** plugin and restart OctoPrint.',
    ],
    [
      'docs/user-guides/moonraker-obico/webcam.mdx',
      '<ThemedImage alt="Diagram: webcam frames go from the printer host to the Obico app in two ways. JPEG snapshots go through the Obico server about every 10 seconds while printing; Basic and Premium streaming both encode H.264 (or fall back to M-JPEG) and relay it over WebRTC through Janus" />',
    ],
    [
      'docs/user-guides/multiple-cameras-octoprint.mdx',
      'If a page does not load, check that you set `OPTIONS` in the right file and restarted camera-streamer.',
    ],
    [
      'docs/user-guides/multiple-cameras-octoprint.mdx',
      'If you see the message "Camera default does not exist", it was already gone. That is fine, so carry on.',
    ],
  ],
};
