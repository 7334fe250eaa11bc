/**
 * Product-fact rules from the deep fact pass, batch l1 (November 2026): claims that earlier helpers of the pass found
 * wrong or doubtful outside their own batches. Klipper auto-discovery, OctoPrint's Plugin Manager labels in 2023
 * posts, the MultiCam plugin's name, an Italian typo, the Klipper agent's default log level, H.264 on the BTT CB2,
 * M-JPEG frame rates, the Premium Streaming frame-rate cap and the Basic Streaming throttle. Each rule names a claim
 * that a page made and that the code shows is wrong. The log is docs/audit/deep-l1-2026-11-26.md.
 */
import { first, postDate, type Cases, type Rule } from './types';

const isBlog = (file: string) => /^(i18n\/[^/]+\/)?blog\//.test(file);

export const rules: Rule[] = [
  {
    id: 'deep-l1-klipper-discovery-blocked',
    scope: 'all',
    why:
      'nothing scans the local network: moonraker-obico posts itself to /api/v1/octo/unlinked/ every 2 s (M moonraker_obico/printer_discovery.py:38, 137-141, 172-182) and the server lists to the app the devices seen from the same public IP, none when more than 2 wait (S api/viewsets.py:896-912, lib/printer_discovery.py:99-122). The announcing stops after about 10 minutes in the installer (M link.py:88) and about 4 hours after the service starts unlinked (M printer_discovery.py:73-75, app.py:105-107); the web handshake needs the browser to reach the host on port 46793 (M printer_discovery.py:41, 193-204). Mesh or guest networks do not block it as such',
    find: (line) =>
      first(
        /networks that block device discovery|Netzwerken vor, die die Geräteerkennung blockieren|redes que bloquean la detección de dispositivos|réseaux qui bloquent la découverte d'appareils|reti che bloccano il rilevamento dei dispositivi|netwerken die apparaatdetectie blokkeren|sieciach, które blokują wykrywanie urządzeń|redes que bloqueiam a descoberta de dispositivos|сетях, которые блокируют обнаружение устройств/,
        line,
      ),
  },
  {
    id: 'deep-l1-blog-octoprint-get-more',
    scope: 'all',
    why:
      'OctoPrint\'s Plugin Manager button reads "Get More" since OctoPrint 1.6.0 of 2021-04-27 (OP pluginmanager_settings.jinja2:63 at 1.6.0); "Get More..." is 1.5 and older, so it was already wrong in every post from 2022 on. The docs are policed by deep-d2a-octoprint-get-more',
    find: (line, _context, file) =>
      isBlog(file) && !/1\.5/.test(line) && /Plugin Manager/.test(line) ? first(/Get More(\.\.\.|…)/, line) : null,
  },
  {
    id: 'deep-l1-blog-octoprint-restart-now',
    scope: 'all',
    why:
      'after an install OctoPrint\'s notice offers "Restart now" (lower-case n), then a confirmation with "Proceed" (OP pluginmanager.js:1311 at 1.6.0, :1826 at 1.9.0; helpers.js "Proceed"); "Restart Now" was never the label. The docs are policed by deep-d2a-octoprint-restart-now',
    find: (line, _context, file) => (isBlog(file) ? first(/\bRestart Now\b/, line) : null),
  },
  {
    id: 'deep-l1-multicam-name',
    scope: 'all',
    why:
      'the OctoPrint plugin is called "MultiCam" (plugins.octoprint.org _plugins/multicam.md: title: MultiCam; mikedmor/OctoPrint_MultiCam README "OctoPrint MultiCam"), not "Multi-Cam"',
    find: (line) => first(/\bMulti-Cam\b/, line),
  },
  {
    id: 'deep-l1-it-io-streaming',
    scope: 'all',
    why: 'Italian typo: the article before "streaming" is "lo" ("lo streaming di base"), not "io"',
    find: (line, _context, file) => (/^i18n\/it-IT\//.test(file) ? first(/\bio streaming\b/, line) : null),
  },
  {
    id: 'deep-l1-klipper-log-level-default',
    scope: 'all',
    why:
      'since moonraker-obico v2.0.8 (2024-09-10, commit fa408fe) a config without a [logging] level logs at ERROR: config.py passes "" (M moonraker_obico/config.py:291-293) and logger.py:20 falls back to logging.ERROR; before, to logging.INFO. The installer writes the line commented out, "# level = INFO" (M scripts/funcs.sh:89)',
    find: (line) => (/When this post was written|Since Obico for Klipper 2\.0\.8/.test(line) ? null : first(/The default log level is INFO/, line)),
  },
  {
    id: 'deep-l1-cb2-h264-both-agents',
    scope: 'all',
    why:
      'only Obico for Klipper uses the CB2\'s (BTT Pi 2\'s) Rockchip H.264 encoder, through ffmpeg\'s h264_rkmpp (M moonraker_obico/webcam_stream.py:71; commit 53c7831, merged 2025-02-27, first tag v2.1.0 of 2025-06-06); Obico for OctoPrint tries only h264_omx and h264_v4l2m2m (O octoprint_obico/webcam_stream.py:85) and streams M-JPEG there',
    find: (line) => {
      if (/Klipper/.test(line)) return null;
      return first(/^- BTT (Pi 2 (and|und|y|et|e|en|i|и) BTT )?CB2\s*$|CB2 supports hardware H\.264 encoding|such as the CB2, stream far more comfortably|and on the BTT CB2\./, line);
    },
  },
  {
    id: 'deep-l1-mjpeg-about-5-fps',
    scope: 'docs',
    why:
      'the M-JPEG-over-WebRTC fallback has no fixed rate: both agents send each JPEG base64-encoded in 1,400-byte chunks with a 4 ms pause after each (8 ms on a Pi Zero), about 2.8 Mbps (O octoprint_obico/webcam_stream.py:452-484, M moonraker_obico/webcam_stream.py:364-398), so the frame rate depends on the picture size: about 5 FPS for a 50 KB 640x480 JPEG, 1 or 2 FPS in HD',
    find: (line) =>
      first(
        /usually only reaches about 5 FPS|erreicht meist nur etwa 5 FPS|normalmente solo alcanza unos 5 FPS|n'atteint généralement qu'environ 5 FPS|di solito arriva solo a circa 5 FPS|haalt meestal maar zo'n 5 FPS|zwykle osiąga tylko około 5 FPS|geralmente chega a apenas uns 5 FPS|обычно даёт лишь около 5 кадров\/с/,
        line,
      ),
  },
  {
    id: 'deep-l1-premium-up-to-25-fps',
    scope: 'docs',
    why:
      'Premium Streaming is not capped at 25 FPS: 25 is the default (O octoprint_obico/webcam_stream.py:106, M moonraker_obico/config.py:111-121), the plugin offers a 30 FPS target (O templates/obico_settings.jinja2:169-176) and applies it uncapped for AI Premium (O webcam_stream.py:361-366), and moonraker-obico accepts at most 30 (M config.py:121, since v1.6.0 of 2024-04-09). The web app\'s pricing help still says "Up to 25 FPS" (S frontend/src/components/HelpWidget.vue:228)',
    find: (line) =>
      first(
        /[Uu]p to 25 FPS|up to 25 frames|bis zu 25 FPS|hasta 25 FPS|jusqu'à 25 FPS|fino a 25 FPS|maximaal 25 FPS|prędkością do 25 FPS|até 25 FPS|частотой до 25 кадров/,
        line,
      ),
  },
  {
    id: 'deep-l1-basic-throttle-resumes',
    scope: 'docs',
    why:
      'the Free-plan throttle does not cycle by itself: the 30 s count starts when the video plays, then the stream stops and a 30 s countdown shows on the button; after it the play button comes back and the user has to press it (S frontend/src/lib/viewing-throttle.js:9-40, components/StreamingBox.vue:38-49, 254-269, 388-394)',
    find: (line) =>
      first(
        /plays for 30 seconds out of each minute|you wait 30 seconds before it resumes|30 Sekunden pro Minute läuft|la mantiene activo 30 segundos de cada minuto|le fait tourner 30 secondes par minute|lo fa andare per 30 secondi ogni minuto|de stream 30 seconden per minuut speelt|do 30 sekund odtwarzania na każdą minutę|tocar 30 segundos a cada minuto|видео идёт 30 секунд из каждой минуты/,
        line,
      ),
  },
  {
    id: 'deep-l1-blog-premium-up-to-25-after-2024',
    scope: 'all',
    why:
      'from June 2024 both agents let AI Premium stream above 25 FPS: moonraker-obico caps target_fps at 30 since v1.6.0 of 2024-04-09 (M moonraker_obico/config.py:121; 25 before), and Obico for OctoPrint offers a 30 FPS target since 2.4.14 of 2024-06-02 (O templates/obico_settings.jinja2:169-176, commit da1d126; a fixed 25 before). A post from then on that says "up to 25" states a cap that no longer existed',
    find: (line, _context, file) => {
      const date = postDate(file);
      return date && date >= '2024-06-02' ? first(/up to 25 (FPS|frames)/i, line) : null;
    },
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/klipper-setup.mdx',
      '**If nothing is found:** give the scan about 1 minute. If your printer still has not shown up, use the one-time passcode described in [Link manually](#link-manually) below. This is common on networks that block device discovery, such as mesh systems, guest networks and some office networks.',
      'deep-l1-klipper-discovery-blocked',
    ],
    [
      'i18n/ru-RU/docs/user-guides/klipper-setup.mdx',
      'Такое часто бывает в сетях, которые блокируют обнаружение устройств: в mesh-системах, гостевых сетях и некоторых офисных сетях.',
      'deep-l1-klipper-discovery-blocked',
    ],
    [
      'i18n/de-DE/docs/user-guides/klipper-setup.mdx',
      'Das kommt häufig in Netzwerken vor, die die Geräteerkennung blockieren, etwa bei Mesh-Systemen, Gastnetzwerken und manchen Büronetzwerken.',
      'deep-l1-klipper-discovery-blocked',
    ],
    [
      'blog/remote-access-ender-5-s1.mdx',
      '3. **Plugin Manager** > **Get More...**, install **Obico for OctoPrint**, **Restart Now**.',
      'deep-l1-blog-octoprint-get-more',
    ],
    [
      'blog/remote-access-artillery-sidewinder.mdx',
      'Install **Obico for OctoPrint** from **Plugin Manager** > **Get More...**, restart, then link.',
      'deep-l1-blog-octoprint-get-more',
    ],
    [
      'blog/remote-access-sovol-sv06.mdx',
      '3. **Plugin Manager** > **Get More...**, search "Obico", install **Obico for OctoPrint**, **Restart Now**.',
      'deep-l1-blog-octoprint-restart-now',
    ],
    ['blog/octoprint-camera-streamer-setup.mdx', '2. Install the **Multi-Cam** plugin and restart again.', 'deep-l1-multicam-name'],
    [
      'docs/user-guides/first_layer_ai/nozzle-camera-configuration-octoprint.mdx',
      '- **The cameras set up in OctoPrint first.** For two cameras, that means the Multi-Cam plugin.',
      'deep-l1-multicam-name',
    ],
    [
      'i18n/it-IT/docs/user-guides/webcam-feed-is-not-showing.mdx',
      'Con il piano Free si ha io streaming di base: fino a 5 FPS.',
      'deep-l1-it-io-streaming',
    ],
    [
      'blog/obico-klipper-moonraker-obico-tips.mdx',
      'The default log level is INFO, which is enough for day-to-day use. When something is wrong, switch to DEBUG:',
      'deep-l1-klipper-log-level-default',
    ],
    ['docs/user-guides/webcam-feed-is-laggy.mdx', '- BTT Pi 2 and BTT CB2', 'deep-l1-cb2-h264-both-agents'],
    ['i18n/de-DE/docs/user-guides/webcam-feed-is-laggy.mdx', '- BTT Pi 2 und BTT CB2', 'deep-l1-cb2-h264-both-agents'],
    [
      'docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx',
      'Hardware H.264 encoding is available on the Raspberry Pi 3 and 4 and on the BTT CB2. On hardware without it, Obico falls back to MJPEG.',
      'deep-l1-cb2-h264-both-agents',
    ],
    [
      'blog/raspberry-pi-alternatives-2023.mdx',
      'An important difference for webcam users: the **CB2 supports hardware H.264 encoding**, which enables smooth, high-frame-rate streaming without loading the CPU.',
      'deep-l1-cb2-h264-both-agents',
    ],
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'M-JPEG needs 5 times or more the bandwidth, and usually only reaches about 5 FPS.',
      'deep-l1-mjpeg-about-5-fps',
    ],
    [
      'i18n/fr-FR/docs/user-guides/webcam-feed-is-laggy.mdx',
      "Le M-JPEG demande au moins 5 fois plus de bande passante et n'atteint généralement qu'environ 5 FPS.",
      'deep-l1-mjpeg-about-5-fps',
    ],
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'Premium Streaming should give you smooth video at up to 25 FPS. A brief stutter now and then is nothing to worry about.',
      'deep-l1-premium-up-to-25-fps',
    ],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', '| Frame rate | up to 25 FPS | up to 5 FPS |', 'deep-l1-premium-up-to-25-fps'],
    ['docs/user-guides/troubleshoot-basic-streaming.mdx', '| Premium Streaming | Up to 25 FPS | H.264 over WebRTC |', 'deep-l1-premium-up-to-25-fps'],
    [
      'i18n/pl-PL/docs/user-guides/webcam-feed-is-laggy.mdx',
      'Transmisja strumieniowa Premium powinna zapewniać płynny obraz z prędkością do 25 FPS.',
      'deep-l1-premium-up-to-25-fps',
    ],
    [
      'docs/user-guides/webcam-feed-is-not-showing.mdx',
      'On the Free plan you get Basic Streaming: up to 5 FPS, and throttled so it plays for 30 seconds out of each minute.',
      'deep-l1-basic-throttle-resumes',
    ],
    [
      'docs/user-guides/webcam-streaming-for-human-eyes.mdx',
      '| Throttle | never throttled | plays for up to 30 seconds, then you wait 30 seconds before it resumes |',
      'deep-l1-basic-throttle-resumes',
    ],
    [
      'i18n/nl-NL/docs/user-guides/webcam-feed-is-not-showing.mdx',
      'Met het Free-abonnement krijg je basis streaming: maximaal 5 FPS, en beperkt zodat de stream 30 seconden per minuut speelt.',
      'deep-l1-basic-throttle-resumes',
    ],
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      '<ThemedImage alt="Bar chart: with Premium Streaming, a Raspberry Pi 4 or Pi 3 delivers up to 25 frames per second, and so does a BTT Pi 2" />',
      'deep-l1-blog-premium-up-to-25-after-2024',
    ],
  ],
  right: [
    [
      'blog/remote-access-raspberry-pi-5-octoprint.mdx',
      '<ThemedImage alt="Bar chart: with Premium Streaming, a Raspberry Pi 4 or Pi 3 delivers 25 frames per second by default (up to 30 if you raise the target), and so does a BTT Pi 2" />',
    ],
    [
      'docs/user-guides/klipper-setup.mdx',
      '**If nothing is found:** give the scan about 1 minute. The app does not search your network itself: Obico for Klipper announces the printer to the Obico server, and the server lists it to a phone or computer that reaches the internet through the same public IP address.',
    ],
    ['blog/remote-access-ender-5-s1.mdx', "3. **Plugin Manager** > **Get More**, install **Obico for OctoPrint**, then **Restart now** in OctoPrint's notice and **Proceed**."],
    ['blog/octoprint-camera-streamer-setup.mdx', '2. Install the **MultiCam** plugin and restart again.'],
    ['i18n/it-IT/docs/user-guides/webcam-feed-is-not-showing.mdx', "Con il piano Free si ha lo streaming di base: al massimo 8 FPS quando l'host codifica in H.264 (l'app indica «fino a 5 FPS»)."],
    [
      'blog/obico-klipper-moonraker-obico-tips.mdx',
      'When this post was written, the default log level was INFO, which is enough for day-to-day use. Since Obico for Klipper 2.0.8 (September 2024), a config file without a `level` line logs only errors.',
    ],
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      '- BTT Pi 2 and BTT CB2, by Obico for Klipper 2.1.0 or newer only (through their Rockchip encoder, `h264_rkmpp`). Obico for OctoPrint tries only `h264_omx` and `h264_v4l2m2m`, so on these boards it streams M-JPEG.',
    ],
    [
      'docs/user-guides/webcam-feed-is-laggy.mdx',
      'Premium Streaming should give you smooth video: 25 FPS by default, and up to 30 FPS if you raise the target frame rate.',
    ],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', '| Frame rate | 25 FPS by default, up to 30 FPS | at most 8 FPS with H.264 (the app says "up to 5 FPS"); with M-JPEG the plan sets no cap |'],
    [
      'docs/user-guides/webcam-feed-is-not-showing.mdx',
      'On the Free plan you get Basic Streaming: at most 8 FPS when the host encodes H.264 (the app calls it "up to 5 FPS"), and throttled so it plays for 30 seconds after you press play, then makes you wait 30 seconds before you can press play again.',
    ],
    ['docs/user-guides/moonraker-obico/webcam.mdx', '| `target_fps` | number, at most `30` | `25` |'],
  ],
};
