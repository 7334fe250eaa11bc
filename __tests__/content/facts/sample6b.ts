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

/** "Open the code page again to get a new (fresh) code", in the site's languages. */
const REOPEN_GIVES_NEW_CODE = anyOf([
  'open the code page again to get a new one',
  'Then get a fresh code and try again',
  'get a fresh code in the app by going back one screen',
  'öffnen Sie die Code-Seite erneut, um einen neuen zu erhalten',
  'Holen Sie sich dann einen neuen Code',
  'holen Sie sich in der App einen neuen Code, indem Sie einen Bildschirm zurückgehen',
  'abra de nuevo la página del código para obtener otro',
  'Después obtenga un código nuevo',
  'obtenga un código nuevo en la aplicación volviendo',
  'rouvrez la page du code pour en obtenir un nouveau',
  'Obtenez ensuite un nouveau code',
  "obtenez un nouveau code dans l'application en revenant",
  'riapra la pagina del codice per ottenerne uno nuovo',
  'Poi ottenga un nuovo codice',
  "ottenga un nuovo codice nell'app tornando",
  'open de codepagina opnieuw voor een nieuwe code',
  'Haal daarna een nieuwe code op',
  'haal dan een nieuwe code op in de app door één scherm terug',
  'ponownie otwórz stronę z kodem, aby otrzymać nowy',
  'Następnie uzyskaj nowy kod',
  'uzyskaj w aplikacji nowy kod, cofając się',
  'abra a página do código de novo para pegar um novo',
  'Depois pegue um código novo',
  'pegue um código novo no aplicativo voltando',
  'снова откройте страницу с кодом, чтобы получить новый',
  'Затем получите новый код',
  'получите в приложении новый код: вернитесь',
  'generate a new one on the server and try again',
]);

export const rules: Rule[] = [
  {
    id: 'sample6b-same-code-until-expiry',
    scope: 'all',
    why: 'the code page only GETs /api/v1/onetimeverificationcodes/, and the server returns the user\'s existing unexpired, unused code if there is one (obico-server backend/api/viewsets.py:818-840, no create endpoint); a code expires 2 hours after it is issued or when it is used (backend/app/models/other_models.py:691-704, api/octoprint_views.py:303-320). Reopening the page within 2 hours shows the same code, not a new one',
    find: (line) => first(REOPEN_GIVES_NEW_CODE, line),
  },
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
    ['docs/user-guides/octoprint-plugin-setup-manual-link.mdx', 'Keep both screens open until you have entered the code. If a code is rejected, go back one screen in the app and open the code page again to get a new one.', 'sample6b-same-code-until-expiry'],
    ['docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '**If the code is not accepted:** check that you typed all six digits and that the plugin and the app use the same server. Then get a fresh code and try again.', 'sample6b-same-code-until-expiry'],
    ['docs/user-guides/klipper-setup-manual-link.mdx', '**If the code is rejected:** check that you typed all six digits. If it still fails, get a fresh code in the app by going back one screen and opening the code page again, then enter the new one.', 'sample6b-same-code-until-expiry'],
    ['docs/server-guides/configure-octoprint-plugin.mdx', '- If the code is rejected, generate a new one on the server and try again.', 'sample6b-same-code-until-expiry'],
    ['i18n/nl-NL/docs/user-guides/octoprint-plugin-setup-manual-link.mdx', 'Houd beide schermen open tot je de code hebt ingevoerd. Wordt een code geweigerd, ga dan in de app één scherm terug en open de codepagina opnieuw voor een nieuwe code.', 'sample6b-same-code-until-expiry'],
    ['i18n/nl-NL/docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '**Wordt de code niet geaccepteerd?** Controleer of je alle zes cijfers hebt getypt en of de plug-in en de app dezelfde server gebruiken. Haal daarna een nieuwe code op en probeer het opnieuw.', 'sample6b-same-code-until-expiry'],
  ],
  right: [
    ['docs/user-guides/octoprint-plugin-setup-manual-link.mdx', 'Keep both screens open until you have entered the code. Going back and opening the code page again does not give you a different code: the server shows the same one until it is used or until 2 hours after it was issued, and only then a new one.'],
    ['docs/user-guides/klipper-setup-manual-link.mdx', '**If the code is rejected:** check that you typed all six digits and that the code is less than 2 hours old. Opening the code page again shows the same code while it is valid, and a new one once it has expired. Make sure the app and the installer point to the same server, Obico Cloud or your own.'],
    ['i18n/nl-NL/docs/user-guides/octoprint-plugin-setup-manual-link.mdx', '**Wordt de code niet geaccepteerd?** Controleer of je alle zes cijfers hebt getypt, of de code minder dan 2 uur oud is en of de plug-in en de app dezelfde server gebruiken. Probeer het daarna opnieuw. Een verlopen code wordt vervangen door een nieuwe als je de codepagina opnieuw opent.'],
    ['docs/user-guides/getting-started.mdx', '3. **Link the printer.** The agent announces the printer to the Obico server, and the app lists it when your phone or computer uses the same network as the printer (the same public IP address); you link it from that list. If it cannot find the printer, you can link it manually with a code.'],
    ['i18n/nl-NL/docs/user-guides/getting-started.mdx', '3. **Koppel de printer.** De agent meldt de printer aan bij de Obico-server, en de app toont hem in een lijst als je telefoon of computer hetzelfde netwerk gebruikt als de printer (hetzelfde openbare IP-adres); vanuit die lijst koppel je hem.'],
    ['blog/voron-build-tips.mdx', 'Once it moves, work through calibration in order: endstops, motor directions, gantry leveling, then the Z offset (leveling the gantry moves the nozzle relative to the bed, so an offset set before it is wrong afterwards), PID tuning, and **input shaping** with an accelerometer, which lets the Voron use its full speed without ringing.'],
    ['blog/voron-build-tips.mdx', 'You source the parts, print the plastic pieces yourself, and assemble a fast, enclosed printer from hundreds of components: a CoreXY in every current model except the Switchwire, a bed slinger with CoreXZ motion.'],
    ['blog/2021-11-16-octoprint-webcam.mdx', "And a camera that sits too close to focus properly at that distance (the C270's problem, described above) needs either its lens adjusted or a position further away."],
  ],
};
