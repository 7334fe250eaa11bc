/**
 * Product-fact rules from the seventh seeded sample (seed 2026112629), part B (places 6–10 of the draw), November 2026.
 * Each rule names a claim that a sampled page made and that the product's code, or for third-party products their
 * documented design, shows is wrong. The sample log is docs/audit/sample7-part-b.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample7b-corexy-bed-z',
    scope: 'all',
    why: 'CoreXY keeps the bed out of X and Y, but not every CoreXY moves the bed in Z: the Voron 2.4, named as an example in the same sentence, has a fixed bed and a "flying" gantry that moves in Z on four belts (Voron 2.4 design; the site\'s own remote-access-voron-2-4 post says so; same fact as rule deep-p1-corexy-bed-z)',
    find: (line) => first(/CoreXY(\*\*)? printers move the bed only up and down/, line),
  },
  {
    id: 'sample7b-pl-settings-panel-toggle',
    scope: 'all',
    why: 'on the Printers page the ⚙ button (obico-server frontend/src/components/printers/PrinterCard.vue:88-95, onSettingsToggleClicked at :402-405) shows or hides the settings panel (#panel-settings, :116) that holds the "Enable AI failure detection" switch (:119-135); the Polish word order "panel, który pokazuje i ukrywa przycisk ⚙" reads as the panel showing and hiding the button, the reverse of the English page',
    find: (line) => first(/panelu ustawień, który pokazuje i ukrywa przycisk ⚙/, line),
  },
  {
    id: 'sample7b-octopi-https-443',
    scope: 'all',
    why: 'OctoPi already serves OctoPrint over HTTPS: its haproxy binds `:::443 v4v6 ssl crt /etc/ssl/snakeoil.pem` next to port 80 (guysoft/OctoPi src/modules/octopi/filesystem/root/etc/haproxy/haproxy.cfg at 2020-06, haproxy.2.x.cfg:24-25 today), with a self-signed certificate made on the Pi (filesystem/home/root/bin/gencert, gencert.service); HTTPS needs only a forward to internal port 443, not a separate setup (a trusted certificate does)',
    find: (line) => first(/Setting up HTTPS in front of OctoPrint is possible, but it is a separate project/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['blog/choosing-your-first-3d-printer.mdx', '**CoreXY** printers move the bed only up and down while the head moves in X and Y. Examples: the **Bambu Lab P1P**, the **Bambu Lab X1C** and the **Voron 2.4**. They are usually faster, often enclosed, and more compact for their build volume. They can be more complex to service.', 'sample7b-corexy-bed-z'],
    ['i18n/pl-PL/docs/user-guides/detective-not-watching.mdx', 'Każda drukarka ma przełącznik **"Włącz wykrywanie awarii AI"**. Na stronie **"Drukarki"** znajduje się on na karcie drukarki, w panelu ustawień, który pokazuje i ukrywa przycisk ⚙ pod przyciskami sterowania wydrukiem. Na własnej stronie drukarki jest na karcie **"Wykrywanie awarii"**.', 'sample7b-pl-settings-panel-toggle'],
    ['blog/2020-06-22-remote-access-octoprint-port-forwarding.mdx', '- **Remember that plain `http://` is not encrypted.** Your OctoPrint password crosses the internet readable by anyone on the path, for example on public Wi-Fi. Setting up HTTPS in front of OctoPrint is possible, but it is a separate project of its own.', 'sample7b-octopi-https-443'],
  ],
  right: [
    ['blog/choosing-your-first-3d-printer.mdx', '**CoreXY** printers never move the bed in X or Y: the head moves in X and Y, and on most of them the bed moves only up and down. Examples: the **Bambu Lab P1P**, the **Bambu Lab X1C** and the **Voron 2.4**, whose bed stays still while the whole gantry moves in Z. They are usually faster, often enclosed, and more compact for their build volume. They can be more complex to service.'],
    ['i18n/pl-PL/docs/user-guides/detective-not-watching.mdx', 'Każda drukarka ma przełącznik **"Włącz wykrywanie awarii AI"**. Na stronie **"Drukarki"** znajduje się on na karcie drukarki, w panelu ustawień, który pokazuje się i chowa po kliknięciu przycisku ⚙ pod przyciskami sterowania wydrukiem. Na własnej stronie drukarki jest na karcie **"Wykrywanie awarii"**.'],
    ['blog/2020-06-22-remote-access-octoprint-port-forwarding.mdx', '- **Remember that plain `http://` is not encrypted.** Your OctoPrint password crosses the internet readable by anyone on the path, for example on public Wi-Fi. OctoPi also serves OctoPrint over HTTPS on port 443, with a self-signed certificate it generates on the Pi: forwarding to internal port 443 instead of 80 and opening `https://` encrypts the connection, but browsers warn about the certificate, and replacing it with a trusted one is a separate project.'],
  ],
};
