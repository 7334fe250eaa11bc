/**
 * Product-fact rules from deep pass z1 (November 2026): troubleshooting pages a printer owner reads when a print
 * fails or the camera or the detection misbehaves. Each rule names a claim that one of these pages made and that the
 * code shows is wrong. The log is docs/audit/deep-z1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

const HOURS =
  /AI Detection Hours|KI-Erkennungsstunden|horas de detección|heures de détection|ore di rilevamento|AI-detectie-uren|godzin wykrywania|horas de detecção|часов обнаружения/i;

export const rules: Rule[] = [
  {
    id: 'deep-z1-orca-send-to-printer',
    scope: 'all',
    why: "OrcaSlicer's Obico host only uploads: it posts the file to api/v1/g_code_files/ with print=true and printer_id (SoftFever/OrcaSlicer src/slic3r/Utils/Obico.cpp, upload()), and the server's GCodeFileViewSet.create saves a GCodeFile in the account's G-Codes library and nothing else; `print` and `printer_id` are not fields of GCodeFileDeSerializer, so no print starts and no printer is chosen (S backend/api/viewsets.py:629-669, api/serializers.py:192-199). The printer picked after Refresh Printers sets the Device UI page, not where the file prints",
    find: (line) =>
      first(/send it to your printer through Obico/i, line) ?? first(/choose the one this profile should print to/i, line),
  },
  {
    id: 'deep-z1-dh-balance-navbar',
    scope: 'all',
    why: "The app's navigation bar (S frontend/src/components/NavBar.vue) has no AI Detection Hours balance. The balance is an hourglass badge in the top bar of the Printers page, at the right (PrinterListPage.vue:3-18, in the narrow-screen ⋮ menu at :229-235), and in the Failure Detection card of the printer's page (components/printer-control/FailureDetectionWidget.vue:6-19)",
    find: (line) =>
      HOURS.test(line)
        ? first(
            /right side of the navigation bar|rechts in der Navigationsleiste|lado derecho de la barra de navegación|à droite de la barre de navigation|lato destro della barra di navigazione|rechts in de navigatiebalk|prawej stronie paska nawigacji|правой части панели навигации/i,
            line,
          )
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/orca-slicer-integration.mdx',
      'OrcaSlicer has Obico built in as a native host type. Once you connect the two, you can slice a model and send it to your printer through Obico without leaving the slicer, even when you are not on the same network as the printer.',
      'deep-z1-orca-send-to-printer',
    ],
    [
      'docs/user-guides/orca-slicer-integration.mdx',
      '7. Click **Refresh Printers**. If your account has more than one printer, choose the one this profile should print to.',
      'deep-z1-orca-send-to-printer',
    ],
    [
      'docs/user-guides/detective-not-watching.mdx',
      'Your AI Detection Hours balance is shown on the right side of the navigation bar. When it drops below 0, detection pauses until you have hours again.',
      'deep-z1-dh-balance-navbar',
    ],
    [
      'i18n/de-DE/docs/user-guides/detective-not-watching.mdx',
      'Ihr Guthaben an KI-Erkennungsstunden wird rechts in der Navigationsleiste angezeigt. Fällt es unter 0, pausiert die Erkennung, bis Sie wieder Stunden haben.',
      'deep-z1-dh-balance-navbar',
    ],
    [
      'i18n/ru-RU/docs/user-guides/detective-not-watching.mdx',
      'Баланс часов обнаружения ИИ отображается в правой части панели навигации. Когда он опускается ниже 0, обнаружение приостанавливается, пока у вас снова не появятся часы.',
      'deep-z1-dh-balance-navbar',
    ],
  ],
  right: [
    [
      'docs/user-guides/orca-slicer-integration.mdx',
      "OrcaSlicer has Obico built in as a native host type. Once you connect the two, you can slice a model and upload the G-code to the **G-Codes** library of your Obico account without leaving the slicer, even when you are not on the same network as the printer. The upload does not start a print, even if you use Orca's print button: open the file in the Obico app and print it from there.",
    ],
    [
      'docs/user-guides/orca-slicer-integration.mdx',
      '7. Click **Refresh Printers**. If your account has more than one printer, choose the one that goes with this profile.',
    ],
    [
      'docs/user-guides/detective-not-watching.mdx',
      'Your AI Detection Hours balance is the hourglass badge at the top right of the **Printers** page (in its ⋮ menu on a narrow screen), and the printer\'s own page shows it in the **"Failure Detection"** card. When it drops below 0, detection pauses until you have hours again.',
    ],
  ],
};
