/**
 * Product-fact rules from the third pass over one kind of claim across the whole site: diagrams and their alt text
 * (issue 24, November 2026). Rules cannot read SVGs, so each rule here guards an alt text that described its diagram
 * wrongly; the diagram-only fixes are listed in docs/audit/deep-t2-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t2-architecture-alt-no-mainsail',
    scope: 'all',
    why:
      'static/img/diagrams/architecture-{light,dark}.svg draws the printer host as "OctoPrint + Obico for OctoPrint plugin" or "Klipper + Moonraker + moonraker-obico agent": it shows no Mainsail or Fluidd, so an alt text naming them describes a different picture (and leaves out the OctoPrint half that is drawn)',
    find: (line) =>
      line.includes('/img/diagrams/architecture-light.svg') ? first(/alt="[^"]*(Mainsail|Fluidd)[^"]*"/, line) : null,
  },
  {
    id: 'deep-t2-layer-height-032-multiple',
    scope: 'all',
    why:
      '0.32 mm = 8 x 0.04 mm, so it is a multiple of 0.04 mm like 0.12, 0.20 and 0.28 mm (content/blog/layer-height-guide.mdx:58, one full step of a 1.8-degree motor on an 8 mm-lead T8 screw is 0.04 mm); the diagram shades it apart only because it sits at the 75-80% nozzle ceiling',
    find: (line) =>
      line.includes('layer-height-guide-light.svg') && !/also a multiple/.test(line)
        ? first(/marked as multiples of 0\.04 mm, and 0\.32 mm sits at the ceiling/, line)
        : null,
  },
  {
    id: 'deep-t2-discovery-device-id',
    scope: 'all',
    why:
      'the auto-discovery of September 2021 names its values device_id and device_secret, not instance_id and local_secret: the plugin sets self.device_id = uuid.uuid4().hex and self.device_secret = token_hex(32) and answers the secret request only when device_id matches (O@2021-09-11 e7dab799 octoprint_thespaghettidetective/printer_discovery.py:54-57,73,151-159); the server takes device_id too (S@2021-09-11 045abb6d web/api/printer_discovery.py:30,71)',
    find: (line, _context, file) =>
      file.includes('auto-discovery-with-improved-security') ? first(/`?\b(instance_id|local_secret)\b`?/, line) : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/moonraker-obico/overview.mdx',
      '<ThemedImage alt="Diagram: Klipper and Moonraker with Mainsail or Fluidd on the printer host; moonraker-obico talks to Moonraker and connects out to the Obico server, which serves the mobile and web apps" sources={{light: "/img/diagrams/architecture-light.svg", dark: "/img/diagrams/architecture-dark.svg"}} />',
      'deep-t2-architecture-alt-no-mainsail',
    ],
    [
      'i18n/de-DE/docs/user-guides/moonraker-obico/overview.mdx',
      '<ThemedImage alt="Diagramm: Klipper und Moonraker mit Mainsail oder Fluidd auf dem Drucker-Host; moonraker-obico spricht mit Moonraker und baut eine ausgehende Verbindung zum Obico-Server auf, der die mobile App und die Web-App bedient" sources={{light: "/img/diagrams/architecture-light.svg", dark: "/img/diagrams/architecture-dark.svg"}} />',
      'deep-t2-architecture-alt-no-mainsail',
    ],
    [
      'i18n/ru-RU/docs/user-guides/moonraker-obico/overview.mdx',
      '<ThemedImage alt="Схема: Klipper и Moonraker с Mainsail или Fluidd на хосте принтера; moonraker-obico взаимодействует с Moonraker и подключается к серверу Obico, который обслуживает мобильное и веб-приложение" sources={{light: "/img/diagrams/architecture-light.svg", dark: "/img/diagrams/architecture-dark.svg"}} />',
      'deep-t2-architecture-alt-no-mainsail',
    ],
    [
      'blog/layer-height-guide.mdx',
      '<ThemedImage alt="Bar chart of layers for a 40 mm tall part: 400 at 0.10 mm, 333 at 0.12 mm, 200 at 0.20 mm, 143 at 0.28 mm and 125 at 0.32 mm; 0.12, 0.20 and 0.28 mm are marked as multiples of 0.04 mm, and 0.32 mm sits at the ceiling for a 0.4 mm nozzle." sources={{light: "/img/blog/layer-height-guide-light.svg", dark: "/img/blog/layer-height-guide-dark.svg"}} />',
      'deep-t2-layer-height-032-multiple',
    ],
    [
      'blog/2021-09-11-auto-discovery-with-improved-security.mdx',
      '1. The linking device (your phone or computer) contacts **OctoPrint directly over the LAN**, using the private IP, and asks to exchange the `instance_id` for the `local_secret`.',
      'deep-t2-discovery-device-id',
    ],
  ],
  right: [
    [
      'blog/2021-09-11-auto-discovery-with-improved-security.mdx',
      '1. The linking device (your phone or computer) contacts **OctoPrint directly over the LAN**, using the private IP, and asks to exchange the `device_id` for the `device_secret`.',
    ],
    [
      'docs/user-guides/moonraker-obico/overview.mdx',
      '<ThemedImage alt="Diagram: the printer host runs Klipper and Moonraker with the moonraker-obico agent, or OctoPrint with the Obico plugin; the agent connects out to the Obico server, Obico Cloud or self-hosted, which serves the mobile and web apps, so no router port has to be opened" sources={{light: "/img/diagrams/architecture-light.svg", dark: "/img/diagrams/architecture-dark.svg"}} />',
    ],
    [
      'i18n/de-DE/docs/user-guides/moonraker-obico/overview.mdx',
      '<ThemedImage alt="Diagramm: Auf dem Drucker-Host laufen Klipper und Moonraker mit dem Agenten moonraker-obico oder OctoPrint mit dem Obico-Plugin; der Agent baut eine ausgehende Verbindung zum Obico-Server auf, Obico Cloud oder selbst gehostet, der die mobile App und die Web-App bedient, sodass am Router kein Port geöffnet werden muss" sources={{light: "/img/diagrams/architecture-light.svg", dark: "/img/diagrams/architecture-dark.svg"}} />',
    ],
    [
      'blog/layer-height-guide.mdx',
      '<ThemedImage alt="Bar chart of layers for a 40 mm tall part: 400 at 0.10 mm, 333 at 0.12 mm, 200 at 0.20 mm, 143 at 0.28 mm and 125 at 0.32 mm; 0.12, 0.20 and 0.28 mm are shaded as multiples of 0.04 mm; 0.32 mm, also a multiple, is shaded apart because it sits at the ceiling for a 0.4 mm nozzle." sources={{light: "/img/blog/layer-height-guide-light.svg", dark: "/img/blog/layer-height-guide-dark.svg"}} />',
    ],
  ],
};
