/**
 * Product-fact rules from the sixth seeded sample (seed 2026112628), part B (places 6–10 of the draw), November 2026.
 * Each rule names a claim that a sampled page made (and that its English source or translations repeated) and that
 * the product's code, or for third-party products their documented behaviour, shows is wrong.
 * The sample log is docs/audit/sample6-part-b.md.
 */
import { first, type Cases, type Rule } from './types';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (phrases: string[]) => new RegExp(phrases.map(escape).join('|'));

/** "The app looks for your printer on your local network and links it with a tap", in the site's languages. */
const APP_SEARCHES_LAN = anyOf([
  'The app looks for your printer on your local network',
  'Die App sucht Ihren Drucker in Ihrem lokalen Netzwerk',
  'La aplicación busca la impresora en su red local',
  "L'application recherche votre imprimante sur votre réseau local",
  "L'app cerca la stampante nella rete locale",
  'De app zoekt je printer op je lokale netwerk',
  'Aplikacja wyszukuje drukarkę w sieci lokalnej',
  'O aplicativo procura a sua impressora na rede local',
  'Приложение находит принтер в локальной сети',
]);

export const rules: Rule[] = [
  {
    id: 'sample6b-app-does-not-search-lan',
    scope: 'all',
    why: 'no app searches the local network: the agent posts itself to /api/v1/octo/unlinked/ (OctoPrint-Obico octoprint_obico/printer_discovery.py:164-180, moonraker-obico moonraker_obico/printer_discovery.py:172-182) and the linking page only polls GET /api/v1/printer_discovery/ (obico-server frontend/src/views/printer-wizard/PrinterLinkingPage.vue:394-410), which lists the unlinked devices seen from the caller\'s public IP (backend/api/viewsets.py:905-912); the web app then needs "Link" and "Link Now", not one tap',
    find: (line) => first(APP_SEARCHES_LAN, line),
  },
  {
    id: 'sample6b-voron-z-offset-after-leveling',
    scope: 'all',
    why: 'on a Voron the Z offset is calibrated after the gantry is leveled (QUAD_GANTRY_LEVEL on a 2.4, Z_TILT_ADJUST on a Trident, then G28 Z and Z_ENDSTOP_CALIBRATE or PROBE_CALIBRATE, as in the Voron startup guide and the G32 macro of the Voron configs): leveling moves the nozzle relative to the bed, so an offset set before it is wrong afterwards',
    find: (line) => first(/Z offset, gantry leveling/, line),
  },
  {
    id: 'sample6b-voron-not-all-corexy',
    scope: 'all',
    why: 'not every Voron is a CoreXY: the V0, Trident and 2.4 are, but the Switchwire, still one of the Voron Design models, moves its bed in Y and its toolhead with CoreXZ kinematics (Voron Switchwire documentation, `kinematics: corexz` in its Klipper configs)',
    find: (line) => first(/assemble a fast, enclosed CoreXY printer/, line),
  },
  {
    id: 'sample6b-c270-reference-above',
    scope: 'all',
    why: 'the post\'s C270 focus problem is described in its "Logitech C270" section, above the distance section, not below it',
    find: (line) => first(/the C270's problem, below\)/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/getting-started.mdx', '3. **Link the printer.** The app looks for your printer on your local network and links it with a tap. If it cannot find the printer, you can link it manually with a code.', 'sample6b-app-does-not-search-lan'],
    ['i18n/nl-NL/docs/user-guides/getting-started.mdx', '3. **Koppel de printer.** De app zoekt je printer op je lokale netwerk en koppelt hem met één tik. Vindt de app de printer niet, dan kun je hem handmatig koppelen met een code.', 'sample6b-app-does-not-search-lan'],
    ['i18n/ru-RU/docs/user-guides/getting-started.mdx', '3. **Привязка принтера.** Приложение находит принтер в локальной сети и привязывает его одним касанием.', 'sample6b-app-does-not-search-lan'],
    ['blog/voron-build-tips.mdx', 'Once it moves, work through calibration in order: endstops, motor directions, Z offset, gantry leveling, PID tuning, and **input shaping** with an accelerometer, which lets the Voron use its full speed without ringing.', 'sample6b-voron-z-offset-after-leveling'],
    ['blog/voron-build-tips.mdx', 'You source the parts, print the plastic pieces yourself, and assemble a fast, enclosed CoreXY printer from hundreds of components.', 'sample6b-voron-not-all-corexy'],
    ['blog/2021-11-16-octoprint-webcam.mdx', "And a camera that sits too close to focus properly at that distance (the C270's problem, below) needs either its lens adjusted or a position further away.", 'sample6b-c270-reference-above'],
  ],
  right: [
    ['docs/user-guides/getting-started.mdx', '3. **Link the printer.** The agent announces the printer to the Obico server, and the app lists it when your phone or computer uses the same network as the printer (the same public IP address); you link it from that list. If it cannot find the printer, you can link it manually with a code.'],
    ['i18n/nl-NL/docs/user-guides/getting-started.mdx', '3. **Koppel de printer.** De agent meldt de printer aan bij de Obico-server, en de app toont hem in een lijst als je telefoon of computer hetzelfde netwerk gebruikt als de printer (hetzelfde openbare IP-adres); vanuit die lijst koppel je hem.'],
    ['blog/voron-build-tips.mdx', 'Once it moves, work through calibration in order: endstops, motor directions, gantry leveling, then the Z offset (leveling the gantry moves the nozzle relative to the bed, so an offset set before it is wrong afterwards), PID tuning, and **input shaping** with an accelerometer, which lets the Voron use its full speed without ringing.'],
    ['blog/voron-build-tips.mdx', 'You source the parts, print the plastic pieces yourself, and assemble a fast, enclosed printer from hundreds of components: a CoreXY in every current model except the Switchwire, a bed slinger with CoreXZ motion.'],
    ['blog/2021-11-16-octoprint-webcam.mdx', "And a camera that sits too close to focus properly at that distance (the C270's problem, described above) needs either its lens adjusted or a position further away."],
  ],
};
