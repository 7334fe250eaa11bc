/**
 * Product-fact rules from the fifth seeded sample (seed 2026112627), part B (places 6–10 of the draw), November 2026.
 * Each rule names a claim that a sampled page made (and that its English source or translations repeated) and that
 * the product's code, or for third-party tools their current behaviour, shows is wrong.
 * The sample log is docs/audit/sample5-part-b.md.
 */
import { first, type Cases, type Rule } from './types';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (phrases: string[]) => new RegExp(phrases.map(escape).join('|'));

/** "Both lines are logged at ERROR, so they show up even without debug logging", in the site's languages. */
const SHOWN_WITHOUT_DEBUG = anyOf([
  'so they show up even without debug logging',
  'erscheinen daher auch ohne Debug-Protokollierung',
  'así que aparecen también sin el registro de depuración',
  'elles apparaissent donc même sans journalisation de débogage',
  'quindi compaiono anche senza il log di debug',
  'dus je ziet ze ook zonder debuglogging',
  'więc pojawiają się także bez logowania debugowania',
  'então aparecem mesmo sem o log de depuração',
  'поэтому они видны и без отладочного журнала',
]);

export const rules: Rule[] = [
  {
    id: 'sample5b-backoff-hidden-on-klipper',
    scope: 'docs',
    why: 'the "Giving up capture_jpeg(...) after 3 tries" line comes from the backoff library\'s logger, which moonraker-obico sets to CRITICAL unless [logging] log_network = True (moonraker_obico/logger.py:24-28, config.py:201 and 295): on Klipper it is not in the log at any level by default; only OctoPrint\'s log shows both lines without debug logging',
    find: (line) => (/log_network/.test(line) ? null : first(SHOWN_WITHOUT_DEBUG, line)),
  },
  {
    id: 'sample5b-compose-log-prefix',
    scope: 'docs',
    why: '`docker compose logs ml_api` prefixes each line with the container name: `ml_api-1` in current Compose v2 (getContainerNameWithoutProject), the full `obico-server-ml_api-1` in older v2 releases; never a bare `ml_api`',
    find: (line) => first(/^ml_api {2,}\| /, line),
  },
  {
    id: 'sample5b-nvidia-smi-jetson',
    scope: 'docs',
    why: 'JetPack 4 and 5 (the Jetson Nano runs JetPack 4) ship no nvidia-smi even when the GPU works; the page offers the Jetson override (runtime: nvidia), so "if nvidia-smi is not found, fix the driver first" must not be given to Jetson users',
    find: (line, context) =>
      /tegrastats/.test(context)
        ? null
        : first(/If the command is not found or reports an error, install or fix the driver first/, line),
  },
  {
    id: 'sample5b-ml-api-built-locally',
    scope: 'docs',
    why: 'only the base image thespaghettidetective/ml_api_base (Darknet compiled) comes from Docker Hub (ml_api/Dockerfile:2); docker-compose.yml has `build: context: ml_api`, so Compose builds the ml_api container locally (pip install, model download: ml_api/Dockerfile:4-19); it is not downloaded ready to use',
    find: (line) => first(/prebuilt containers are published on docker\.io|Docker downloads them ready to use/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', "Here the agent tried to read a frame from the webcam's stream URL, which it does at start-up to measure the resolution, and got `HTTP Error 502: Bad Gateway` back three times. The camera service behind that URL is not answering. Check the camera service, and the stream URL configured for it. Both lines are logged at `ERROR` level, so they show up even without debug logging.", 'sample5b-backoff-hidden-on-klipper'],
    ['i18n/nl-NL/docs/user-guides/webcam-feed-is-not-showing.mdx', 'Controleer de cameraservice en de stream-URL die ervoor is ingesteld. Beide regels worden op niveau `ERROR` gelogd, dus je ziet ze ook zonder debuglogging.', 'sample5b-backoff-hidden-on-klipper'],
    ['i18n/de-DE/docs/user-guides/webcam-feed-is-not-showing.mdx', 'Beide Zeilen werden auf der Stufe `ERROR` protokolliert und erscheinen daher auch ohne Debug-Protokollierung.', 'sample5b-backoff-hidden-on-klipper'],
    ['i18n/ru-RU/docs/user-guides/webcam-feed-is-not-showing.mdx', 'Обе строки записываются с уровнем `ERROR`, поэтому они видны и без отладочного журнала.', 'sample5b-backoff-hidden-on-klipper'],
    ['docs/server-guides/advanced/nvidia-gpu.mdx', 'ml_api  | ----- Trying to load weights: /model_cache/ml_api/darknet/model-weights.darknet - use_gpu = True -----', 'sample5b-compose-log-prefix'],
    ['docs/server-guides/advanced/nvidia-gpu.mdx', 'ml_api  | Succeeded!', 'sample5b-compose-log-prefix'],
    ['docs/server-guides/advanced/nvidia-gpu.mdx', "On a PC, this prints a table with your GPU's name and driver version. If the command is not found or reports an error, install or fix the driver first.", 'sample5b-nvidia-smi-jetson'],
    ['docs/server-guides/advanced/nvidia-gpu.mdx', 'The prebuilt containers are published on docker.io, so Docker downloads them ready to use. You do not need to compile anything, which would otherwise take hours.', 'sample5b-ml-api-built-locally'],
  ],
  right: [
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', "Both lines are logged at `ERROR` level. In OctoPrint's log both show up even without debug logging. Obico for Klipper leaves retry messages such as the first line out of its log unless [`log_network`](/docs/user-guides/moonraker-obico/config/#log_network) is set to `True`; the second line shows up either way."],
    ['i18n/nl-NL/docs/user-guides/webcam-feed-is-not-showing.mdx', 'Beide regels worden op niveau `ERROR` gelogd. In het log van OctoPrint zie je ze allebei ook zonder debuglogging. Obico for Klipper laat meldingen over herhaalde pogingen, zoals de eerste regel, uit zijn log weg tenzij [`log_network`](/docs/user-guides/moonraker-obico/config/#log_network) op `True` staat; de tweede regel zie je hoe dan ook.'],
    ['docs/user-guides/warnings/premium-streaming-failed-to-start.mdx', 'ERROR lines are written even without debug logging, so look for that line in `octoprint.log`.'],
    ['docs/server-guides/advanced/nvidia-gpu.mdx', 'ml_api-1  | ----- Trying to load weights: /model_cache/ml_api/darknet/model-weights.darknet - use_gpu = True -----'],
    ['docs/server-guides/advanced/nvidia-gpu.mdx', "On a PC, this prints a table with your GPU's name and driver version. If the command is not found or reports an error, install or fix the driver first. On a Jetson board, skip this check: JetPack 4 and 5 (the Jetson Nano runs JetPack 4) do not include `nvidia-smi`, even when the GPU works. Their own `tegrastats` command shows the GPU's load instead."],
    ['docs/server-guides/advanced/nvidia-gpu.mdx', 'You do not need to compile Darknet yourself, which would take hours. The base images, with Darknet already compiled and ONNX Runtime installed, are published on Docker Hub (`thespaghettidetective/ml_api_base`).'],
  ],
};
