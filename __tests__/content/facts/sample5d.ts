/**
 * Product-fact rules from the fifth seeded sample, part D (seed 2026112627, pages 16 to 20), November 2026.
 * Each rule names a claim that a sampled page made (and, for the OctoPrint guide, that its translations repeated) and
 * that the product's code or the third-party program shows is wrong. The sample log is docs/audit/sample5-part-d.md.
 */
import { first, type Cases, type Rule } from './types';

/** "When linking succeeds, the app shows your printer card", in the languages of the site. */
const LINKED_SHOWS_CARD = new RegExp(
  [
    'When linking succeeds, the app shows your printer card',
    'la aplicación muestra la tarjeta de la impresora',
    'zeigt die App die Karte Ihres Druckers an',
    "l'application affiche la carte de votre imprimante",
    "l'app mostra il riquadro della stampante",
    'toont de app de kaart van je printer',
    'aplikacja wyświetla kartę drukarki',
    'o aplicativo mostra o cartão da sua impressora',
    'приложение покажет карточку принтера',
  ].join('|'),
);

export const rules: Rule[] = [
  {
    id: 'sample5d-link-success-card',
    scope: 'docs',
    why: 'after a successful link the web app goes to /printers/wizard/success/<id>/ (obico-server frontend/src/views/printer-wizard/PrinterLinkingPage.vue:349-350), a "Successfully linked to your account!" page with the name box and a "Go Check Out Printer Feed!" button to /printers/ (AddPrinterSuccessPage.vue:13-54); the printer card shows only after that button (the mobile app names the printer first too, website/docs/user-guides/octoprint-plugin-setup.md step 6)',
    find: (line) => first(LINKED_SHOWS_CARD, line),
  },
  {
    id: 'sample5d-nozzle-macro-required',
    scope: 'all',
    why: 'on Klipper the slicer macro (_OBICO_LAYER_CHANGE) only adds a scan of the finished first layer; without it moonraker-obico still sends nozzle-camera pictures while the first layer prints (moonraker-obico moonraker_obico/nozzlecam.py should_capture falls back to get_z_info current_layer == 1; same at c616760, July 2024); the Klipper-only slicer guide calls the scan an addition',
    find: (line) =>
      first(/plus a \*\*slicer macro\*\* that triggers the layer scan|the first layer is scanned, on Klipper triggered by a slicer macro/, line),
  },
  {
    id: 'sample5d-orca-wall-settings',
    scope: 'all',
    why: 'Orca Slicer puts Wall generator, Minimum wall width and Minimum feature size in the "Wall generator" group of the Quality tab; its "Walls" group (Strength tab) holds only wall loops, alternate extra wall and detect thin wall (OrcaSlicer src/slic3r/GUI/Tab.cpp, TabPrint::build)',
    find: (line) => first(/Orca(?: Slicer)?'s wall settings/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/octoprint-plugin-setup.mdx', "When linking succeeds, the app shows your printer card. Within a few seconds you should see the webcam picture.", 'sample5d-link-success-card'],
    ['i18n/es-ES/docs/user-guides/octoprint-plugin-setup.mdx', 'Cuando la vinculación se completa, la aplicación muestra la tarjeta de la impresora. En pocos segundos debería ver la imagen de la webcam.', 'sample5d-link-success-card'],
    ['i18n/de-DE/docs/user-guides/octoprint-plugin-setup.mdx', 'Wenn die Verknüpfung erfolgreich war, zeigt die App die Karte Ihres Druckers an.', 'sample5d-link-success-card'],
    ['i18n/ru-RU/docs/user-guides/octoprint-plugin-setup.mdx', 'После успешной привязки приложение покажет карточку принтера.', 'sample5d-link-success-card'],
    ['blog/2024-07-03-nozzle-ninja-first-layer-ai-beta.mdx', '| Klipper | moonraker-obico **2.0 or later**, plus a **slicer macro** that triggers the layer scan ([slicer setup](/docs/user-guides/first_layer_ai/slicer-configuration-for-first-layer-ai-klipper-only/)) |', 'sample5d-nozzle-macro-required'],
    ['blog/2024-07-03-nozzle-ninja-first-layer-ai-beta.mdx', '<ThemedImage alt="Flow: a Mintion or 3DO nozzle camera next to the nozzle; the first layer is scanned, on Klipper triggered by a slicer macro; the AI grades it from A to F." />', 'sample5d-nozzle-macro-required'],
    ['blog/orca-slicer-arachne-vs-classic.mdx', "Tucked into Orca Slicer's wall settings is a choice that changes how every perimeter of your print is laid down: the **wall generator**.", 'sample5d-orca-wall-settings'],
    ['blog/orca-slicer-arachne-vs-classic.mdx', "In Orca's wall settings:", 'sample5d-orca-wall-settings'],
  ],
  right: [
    ['docs/user-guides/octoprint-plugin-setup.mdx', 'When linking succeeds, the app confirms it and lets you name the printer (see above); the same screen has a **"Go Check Out Printer Feed!"** button. Tap or click it to open your printers: within a few seconds your printer\'s card should show the webcam picture.'],
    ['i18n/es-ES/docs/user-guides/octoprint-plugin-setup.mdx', 'Cuando la vinculación se completa, la aplicación lo confirma y le deja poner nombre a la impresora (vea más arriba); en esa misma pantalla hay un botón **"¡Vaya a ver Printer Feed!"**.'],
    ['blog/2024-07-03-nozzle-ninja-first-layer-ai-beta.mdx', '| Klipper | moonraker-obico **2.0 or later**. Optional: a **slicer macro** that adds a scan of the whole first layer once it is printed; without it, pictures are taken while the first layer prints, as on OctoPrint |'],
    ['blog/2024-07-03-nozzle-ninja-first-layer-ai-beta.mdx', '<ThemedImage alt="Flow: a Mintion or 3DO nozzle camera next to the nozzle; pictures of the first layer are taken while it prints (on Klipper, a slicer macro can add a scan of the finished layer)." />'],
    ['blog/orca-slicer-arachne-vs-classic.mdx', "In Orca's process settings, **Quality** tab, **Wall generator** section (not the **Walls** section of the **Strength** tab, which holds the wall count):"],
  ],
};
