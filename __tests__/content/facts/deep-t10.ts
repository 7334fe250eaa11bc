/**
 * Product-fact rules from the third pass (issue 24), helper t10: doubtful claims that reviewers reported outside
 * their own scope (November 2026). The log is docs/audit/deep-t10-2026-11-26.md.
 * S = obico-server, M = moonraker-obico, O = OctoPrint-Obico.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t10-linking-scans-network',
    scope: 'all',
    why:
      'the "Scanning..." page only polls GET /api/v1/printer_discovery/ (S frontend/src/views/printer-wizard/PrinterLinkingPage.vue:394-401, config/server-urls.js:26); the server returns the unlinked devices that announced themselves from the caller\'s public IP (S backend/api/viewsets.py:905-912, get_active_devices_for_client_ip); nothing probes the local network',
    find: (line) =>
      first(
        /(The (app|page|web app) scans your (local )?network|(App|Seite) durchsucht Ihr (lokales )?Netzwerk\.|(aplicación|página) busca en su red( local)?\.|(application|page) analyse votre réseau( local)?\.|esegue la scansione della rete( locale)?\.|(app|pagina) doorzoekt je (lokale )?netwerk\.|(Aplikacja|Strona) przeszukuje sieć( lokalną)?\.|(aplicativo|página) procura na sua rede( local)?\.|просканирует (локальную )?сеть\.)/,
        line,
      ),
  },
  {
    id: 'deep-t10-ender-gantry-always-hits',
    scope: 'all',
    why:
      'the post\'s G-code homes X (`G28 X Y`), which parks the head at the left end of the gantry, then lowers it to Z5 and moves the bed (`G0 Y220`); the hot end hangs below the gantry, so a part in that left strip meets the hot end before the gantry (original post, obico-server c677be3e^ website/blog/2020-08-06-*.md, list 1 and "Does this work for any print file?" 1-3)',
    find: (line) =>
      first(/The part is not pushed by the nozzle|On the way the X gantry runs into the part and knocks it toward the ramp\. If|Here it is the print head, not the gantry, that meets the part/, line),
  },
  {
    id: 'deep-t10-gcode-upload-for-everyone',
    scope: 'all',
    why:
      'at the post\'s date a non-Pro account saw "Wait! You need to upgrade to Pro plan to upload G-Code files or start prints remotely." on the G-code page (5f2c2ab gcode_files.html:12-19, see deep-t8 W7); today free accounts can upload up to 50 MB, Pro 500 MB (S backend/api/viewsets.py:639)',
    find: (line) => first(/introduced as a new feature for everyone|free accounts can still use it/, line),
  },
  {
    id: 'deep-t10-mobile-app-manual-restart',
    scope: 'all',
    why:
      'the mobile app\'s server screen has a "Set & Relaunch" button that restarts the app (obico-server website/docs/user-guides/relink-printer.md:25, f4003964); the user does not close it by hand',
    find: (line) =>
      first(
        /close the app completely and open it again|The app only switches servers after a restart|\*\*Reset to Obico Cloud\*\*\. Restart the app|the port, restart the app and sign in/,
        line,
      ),
  },
  {
    id: 'deep-t10-streams-all-configured-webcams',
    scope: 'all',
    why:
      'by default each agent streams one camera: moonraker-obico creates one `[webcam]` section and adopts only the first camera Moonraker lists (enabled or not; see sample6a-first-enabled-camera) (M moonraker_obico/config.py:274-284, 413-416); OctoPrint-Obico sets its `webcams` setting to one entry, "classic" or the first OctoPrint webcam (O octoprint_obico/webcam_stream.py:101-131); more cameras need more sections or plugin settings',
    find: (line) =>
      first(
        /streams the webcams configured in|streamt Obico die Webcams, die in|transmite las webcams configuradas|diffuse les webcams configurées|trasmette le webcam configurate|streamt Obico de webcams die in|obraz z kamer skonfigurowanych|transmite as webcams configuradas|транслирует веб-камеры, настроенные/,
        line,
      ),
  },
  {
    id: 'deep-t10-octopod-lower-frame-rate',
    scope: 'all',
    why:
      'at 2022-02-04 the tunnel buffered each whole HTTP response (O 379fd59 tunnel.py:134-170, `resp.content`), so no MJPEG stream could pass; apps got `/_tsd_/webcam/0/`, the last snapshot the plugin posted (S 47097f8 web/app/views/tunnelv2_views.py:149-156), posted only while PRINTING, every 10 s or 120 s when not viewed or watched (O 379fd59 webcam_capture.py:32, 106-118)',
    find: (line) => first(/webcam stream runs at a lower frame rate through the tunnel/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/klipper-setup.mdx', '4. The app scans your local network. When your printer appears, tap **"Link"**.', 'deep-t10-linking-scans-network'],
    ['docs/user-guides/octoprint-plugin-setup.mdx', '3. The page scans your network. When your OctoPrint appears, click **"Link"**.', 'deep-t10-linking-scans-network'],
    ['docs/user-guides/btt-pi-2-link-obico.mdx', '3. The web app scans your network for the BTT Pi 2.', 'deep-t10-linking-scans-network'],
    ['i18n/de-DE/docs/user-guides/klipper-setup.mdx', '4. Die App durchsucht Ihr lokales Netzwerk. Sobald Ihr Drucker erscheint, tippen Sie auf **"Link"**.', 'deep-t10-linking-scans-network'],
    ['i18n/fr-FR/docs/user-guides/octoprint-plugin-setup.mdx', '3. La page analyse votre réseau. Lorsque votre OctoPrint apparaît, cliquez sur **"Lien"**.', 'deep-t10-linking-scans-network'],
    ['i18n/ru-RU/docs/user-guides/klipper-setup.mdx', '4. Приложение просканирует локальную сеть. Когда появится ваш принтер, нажмите **"Связь"**.', 'deep-t10-linking-scans-network'],
    ['i18n/pl-PL/docs/user-guides/octoprint-plugin-setup.mdx', '4. Aplikacja przeszukuje sieć. Gdy pojawi się instancja OctoPrint, dotknij **"Połączyć"** („Link”).', 'deep-t10-linking-scans-network'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', 'A regular Ender 3 cannot do that. The part is not pushed by the nozzle. With the print head held about 5 mm above the bed, the bed moves under the X gantry.', 'deep-t10-ender-gantry-always-hits'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '4. **`G0 Y220`** tries to reach the back of the bed (adjust for your printer). On the way the X gantry runs into the part and knocks it toward the ramp. If the part holds, the motors skip steps.', 'deep-t10-ender-gantry-always-hits'],
    ['blog/2020-01-08-remote-g-code-upload-and-printing.mdx', 'Remote G-code upload and printing was introduced as a new feature for everyone, and free accounts can still use it.', 'deep-t10-gcode-upload-for-everyone'],
    ['docs/server-guides/configure-mobile-app.mdx', '4. Save the setting, then close the app completely and open it again. The app only switches servers after a restart.', 'deep-t10-mobile-app-manual-restart'],
    ['docs/server-guides/configure-mobile-app.mdx', 'Open the same wrench screen and tap **Reset to Obico Cloud**. Restart the app and log in with your cloud account.', 'deep-t10-mobile-app-manual-restart'],
    ['blog/obico-mobile-app-guide.mdx', "enter your server's address exactly as configured, with `http://` and the port, restart the app and sign in with your server's account.", 'deep-t10-mobile-app-manual-restart'],
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', "1. **Check the webcam in your printer's own interface.** By default Obico streams the webcams configured in Mainsail or Fluidd (Klipper) or in OctoPrint.", 'deep-t10-streams-all-configured-webcams'],
    ['i18n/de-DE/docs/user-guides/webcam-feed-is-not-showing.mdx', 'Standardmäßig streamt Obico die Webcams, die in Mainsail oder Fluidd (Klipper) bzw. in OctoPrint konfiguriert sind.', 'deep-t10-streams-all-configured-webcams'],
    ['i18n/ru-RU/docs/user-guides/webcam-feed-is-not-showing.mdx', 'По умолчанию Obico транслирует веб-камеры, настроенные в Mainsail или Fluidd (Klipper) либо в OctoPrint.', 'deep-t10-streams-all-configured-webcams'],
    ['blog/2022-02-04-octopod-octoprint-remote-access.mdx', '- OctoPod reaches OctoPrint through the tunnel rather than directly. To save bandwidth, the webcam stream runs at a lower frame rate through the tunnel.', 'deep-t10-octopod-lower-frame-rate'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '6. **Moves to Y0**, so the part is struck from the back. Here it is the print head, not the gantry, that meets the part, and the head is far less sturdy.', 'deep-t10-ender-gantry-always-hits'],
  ],
  right: [
    ['docs/user-guides/klipper-setup.mdx', '4. The app shows **"Scanning..."**: it does not probe your network, it keeps asking the Obico server for unlinked printers that announced themselves from the same public IP address as your phone. When your printer appears, tap **"Link"**.'],
    ['i18n/de-DE/docs/user-guides/klipper-setup.mdx', '4. Die App zeigt **"Scanning..."**: Sie durchsucht Ihr Netzwerk nicht selbst, sondern fragt den Obico-Server laufend nach nicht verknüpften Druckern, die sich von derselben öffentlichen IP-Adresse wie Ihr Telefon gemeldet haben.'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '4. **`G0 Y220`** tries to reach the back of the bed (adjust for your printer). On the way the X gantry runs into the part and knocks it toward the ramp, provided the part is tall enough to reach the gantry and does not stand in the strip at the left edge where the head is parked (there the hot end hits it first).'],
    ['blog/2020-01-08-remote-g-code-upload-and-printing.mdx', 'When this post was written, remote G-code upload and printing was a Pro feature, as the list above says: a free account saw the upgrade message instead of the drop zone.'],
    ['docs/server-guides/configure-mobile-app.mdx', '4. Tap **Set & Relaunch**. The app saves the address and restarts itself to connect to your server; you do not have to close it by hand.'],
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', "By default Obico streams one camera: on Klipper the first camera in Moonraker's list (the cameras from your Mainsail or Fluidd webcam settings, MJPEG ones first; a camera you switched off there still counts), on OctoPrint its classic webcam (or the first one OctoPrint lists)."],
    ['blog/2022-02-04-octopod-octoprint-remote-access.mdx', "- OctoPod reaches OctoPrint through the tunnel rather than directly. The tunnel does not carry OctoPrint's live webcam stream: instead it gives apps the most recent snapshot the plugin has uploaded."],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '6. **Moves to Y0**, so the part is struck from the back. A part that stands in the head\'s path now meets the front of the print head (fan shroud, heater block) rather than the gantry, and the head is far less sturdy.'],
  ],
};
