/**
 * Product-fact rules from the third pass over one kind of claim (issue 24): the frame rate of Basic Streaming
 * (Free plan) and Premium Streaming. Log: docs/audit/deep-t9-2026-11-26.md.
 *
 * The facts: with an H.264 encoder on the host, Obico for OctoPrint holds a Free account's stream to min(5, target)
 * and then adds 3 when the result is 5 or less, so it encodes at 8 FPS (O webcam_stream.py:361-366) at no more than
 * 480 lines (O :344-345); Obico for Klipper holds it to min(8, target) at half the bitrate (M webcam_stream.py:292-294).
 * Both have done so since June 2023 (O 0f83212, M 8dd56cd). Without an H.264 encoder both agents send JPEG images over
 * WebRTC (O :286-292, M :185-189) paced only by target_fps and a 4 ms pause per 1400-byte chunk, about 2.8 Mbps
 * (O :447-484, M :361-398), and neither checks the plan. The web app labels the Free stream "Webcam streams up to 5 FPS
 * for Free" (frontend StreamingBox.vue:79, :405) and throttles it to 30 s on, 30 s off (lib/viewing-throttle.js).
 * O = OctoPrint-Obico b8aa6ba octoprint_obico/, M = moonraker-obico df0005c moonraker_obico/.
 */
import { first, type Cases, type Rule } from './types';

const WHY_8 =
  'with H.264 both agents encode a Free stream at up to 8 FPS: OctoPrint-Obico webcam_stream.py:361-366 (min(5, fps), then +3 when fps <= 5), moonraker-obico webcam_stream.py:292-294 (min(8, fps)); without an encoder the M-JPEG sender (O :447-484, M :361-398) never checks the plan. Only the app label says "up to 5 FPS" (StreamingBox.vue:79)';

export const rules: Rule[] = [
  {
    id: 'deep-t9-basic-up-to-5-fps',
    scope: 'docs',
    why: WHY_8,
    find: (line) =>
      /the app (labels|calls|says)|8 FPS/i.test(line)
        ? null
        : first(/Basic Streaming( runs)?(:| at| \|)? ?up to 5 FPS|Basic at up to 5 FPS|The same kind of video at up to 5 FPS|Basic Streaming is active, at up to 5 FPS|^\| Frame rate \|.*\| up to 5 FPS \|$/i, line),
  },
  {
    id: 'deep-t9-basic-capped-5-fps',
    scope: 'docs',
    why: WHY_8,
    find: (line) =>
      first(
        /which is capped at 5 FPS and throttled|das auf 5 FPS begrenzt und gedrosselt|limitada a 5 FPS y restringida|limité à 5 FPS et bridé|limitato a 5 FPS e rallentato|beperkt tot 5 FPS en wordt afgeknepen|ograniczone do 5 FPS i z limitem|limitado a 5 FPS e com restrição|ограничением в 5 кадров\/с и по времени/i,
        line,
      ),
  },
  {
    id: 'deep-t9-basic-free-up-to-5-translated',
    scope: 'docs',
    why: WHY_8,
    find: (line) =>
      first(
        /grundlegendes Streaming: bis zu 5 FPS|transmisión básica: hasta 5 FPS|streaming de base : jusqu'à 5 FPS|streaming di base: fino a 5 FPS|basis streaming: maximaal 5 FPS|podstawowe przesyłanie strumieniowe: do 5 FPS|streaming básico: até 5 FPS|базовая потоковая передача: до 5 кадров/i,
        line,
      ),
  },
  {
    id: 'deep-t9-5-fps-basic-description',
    scope: 'docs',
    why: WHY_8,
    find: (line) => first(/and 5 FPS Basic Streaming \(Free\)/i, line),
  },
  {
    id: 'deep-t9-klipper-held-to-5',
    scope: 'docs',
    why:
      'moonraker-obico webcam_stream.py:292-294 holds a Free H.264 stream to min(8, fps) and halves its bitrate; M-JPEG (webcam_stream.py:361-398) is not capped by plan',
    find: (line) => first(/an H\.264 stream is held to about 5 FPS/i, line),
  },
  {
    id: 'deep-t9-basic-5-fps-not-smooth',
    scope: 'docs',
    why: WHY_8,
    find: (line) => first(/expected: 5 FPS is simply not smooth video/i, line),
  },
  {
    id: 'deep-t9-octoprint-more-than-5-premium',
    scope: 'docs',
    why:
      'OctoPrint-Obico caps a Free account only in h264_transcode: 480 lines (webcam_stream.py:344-345) and 8 FPS (:361-366); the M-JPEG sender used without an encoder (:286-292, :447-484) has no plan check',
    find: (line) => first(/High resolution and more than 5 FPS need AI Premium\./i, line),
  },
  {
    id: 'deep-t9-2023-octoprint-only-lower-bitrate',
    scope: 'all',
    why:
      'in March 2023 both agents cut a Free stream to a quarter of the bitrate: OctoPrint-Obico 3fac5ec webcam_stream.py:283-285, moonraker-obico 142a7c6 webcam_stream.py:132-134',
    find: (line) => first(/\(and, in OctoPrint, a lower bitrate\)/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx', '| Basic Streaming | up to 5 FPS |', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', 'On the Free plan you get Basic Streaming: up to 5 FPS, and throttled so it plays for 30 seconds after you press play.', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/upgrade-to-pro.mdx', '| Webcam streaming | Unlimited Premium Streaming at 25 FPS | Basic Streaming at up to 5 FPS, throttled to 30 seconds per minute |', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', 'relay it over WebRTC through Janus, Basic at up to 5 FPS with 30 seconds on and 30 off, Premium at up to 30 FPS', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/webcam-stream-stuck-at-1-10-fps.mdx', 'Premium Streaming up to 30 FPS through Janus and WebRTC, Basic Streaming up to 5 FPS, and the 0.1 FPS fallback', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/check-webcam-streaming-mode.mdx', '| Basic Streaming | The same kind of video at up to 5 FPS; throttled on the Free plan |', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/check-webcam-streaming-mode.mdx', '- **Basic**: Basic Streaming is active, at up to 5 FPS (throttled on the Free plan).', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/webcam-streaming-resolution-framerate.mdx', 'Basic Streaming runs at up to 5 FPS, and a higher setting does not raise that cap.', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', '| Frame rate | 25 FPS by default, up to 30 FPS | up to 5 FPS |', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/troubleshoot-basic-streaming.mdx', '| Basic Streaming | Up to 5 FPS | H.264 over WebRTC |', 'deep-t9-basic-up-to-5-fps'],
    ['docs/user-guides/webcam-feed-is-laggy.mdx', 'The Free plan includes only Basic Streaming, which is capped at 5 FPS and throttled.', 'deep-t9-basic-capped-5-fps'],
    ['i18n/de-DE/docs/user-guides/webcam-feed-is-laggy.mdx', 'Der Free-Tarif enthält nur grundlegendes Streaming, das auf 5 FPS begrenzt und gedrosselt ist.', 'deep-t9-basic-capped-5-fps'],
    ['i18n/ru-RU/docs/user-guides/webcam-feed-is-laggy.mdx', 'Тариф Free включает только базовую потоковую передачу с ограничением в 5 кадров/с и по времени показа.', 'deep-t9-basic-capped-5-fps'],
    ['i18n/fr-FR/docs/user-guides/webcam-feed-is-not-showing.mdx', "Avec l'offre Free, vous disposez du streaming de base : jusqu'à 5 FPS, avec une limitation", 'deep-t9-basic-free-up-to-5-translated'],
    ['i18n/pl-PL/docs/user-guides/webcam-feed-is-not-showing.mdx', 'W planie Free dostępne jest podstawowe przesyłanie strumieniowe: do 5 FPS, z ograniczeniem', 'deep-t9-basic-free-up-to-5-translated'],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', 'description: "Differences between 25 FPS Premium Streaming (AI Premium) and 5 FPS Basic Streaming (Free), with data-usage FAQs."', 'deep-t9-5-fps-basic-description'],
    ['docs/user-guides/moonraker-obico/webcam.mdx', 'On the Free plan, an H.264 stream is held to about 5 FPS whatever you set.', 'deep-t9-klipper-held-to-5'],
    ['docs/user-guides/troubleshoot-basic-streaming.mdx', 'A Basic stream that looks a bit jerky is expected: 5 FPS is simply not smooth video.', 'deep-t9-basic-5-fps-not-smooth'],
    ['docs/user-guides/webcam-streaming-resolution-framerate-octoprint.mdx', 'and the **Target FPS**, from 5 FPS to 30 FPS. High resolution and more than 5 FPS need AI Premium.', 'deep-t9-octoprint-more-than-5-premium'],
    ['blog/obico-premium-streaming-explained.mdx', 'with the frame rate capped at **5 FPS** (and, in OctoPrint, a lower bitrate).', 'deep-t9-2023-octoprint-only-lower-bitrate'],
  ],
  right: [
    ['docs/user-guides/webcam-streaming-resolution-framerate-klipper.mdx', '| Basic Streaming | at most 8 FPS for H.264 (the app labels it "up to 5 FPS"); for M-JPEG, `target_fps` limited by the ~2.8 Mbps send rate |'],
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', 'On the Free plan you get Basic Streaming: at most 8 FPS when the host encodes H.264 (the app calls it "up to 5 FPS"), and throttled'],
    ['docs/user-guides/webcam-feed-is-laggy.mdx', 'The Free plan includes only Basic Streaming, which is throttled and, when the host encodes H.264, capped at 8 FPS (the app calls it "up to 5 FPS").'],
    ['i18n/de-DE/docs/user-guides/webcam-feed-is-laggy.mdx', 'Der Free-Tarif enthält nur grundlegendes Streaming, das gedrosselt und, wenn der Host H.264 kodiert, auf 8 FPS begrenzt ist (die App nennt es „bis zu 5 FPS“).'],
    ['i18n/fr-FR/docs/user-guides/webcam-feed-is-not-showing.mdx', "vous disposez du streaming de base : 8 FPS au plus quand l'hôte encode en H.264 (l'application parle de « jusqu'à 5 FPS »),"],
    ['docs/user-guides/webcam-streaming-for-human-eyes.mdx', 'description: "Differences between 25 FPS Premium Streaming (AI Premium) and Basic Streaming (Free, at most 8 FPS with H.264), with data-usage FAQs."'],
    ['docs/user-guides/moonraker-obico/webcam.mdx', "On the Free plan, the `h264_transcode` mode (the usual one) is held to at most 8 FPS, at half the bitrate, whatever you set; `h264_device` and `mjpeg_webrtc` streams are not capped by plan, and `h264_copy` does not run at all."],
    ['docs/user-guides/troubleshoot-basic-streaming.mdx', 'A Basic stream that looks a bit jerky is expected: 8 FPS (which the app calls "up to 5 FPS") is simply not smooth video.'],
    ['docs/user-guides/webcam-streaming-resolution-framerate.mdx', 'When the host encodes H.264, Basic Streaming runs at most 8 FPS (the app calls it "up to 5 FPS"), and a higher setting does not raise that cap.'],
    ['blog/obico-premium-streaming-explained.mdx', 'with the frame rate capped at **5 FPS** and a quarter of the bitrate.'],
    ['blog/obico-premium-streaming-explained.mdx', '- **Free plan**: Basic streaming, up to 5 FPS, throttled to 30 seconds per minute.'],
  ],
};
