/**
 * Product-fact rules from the deep fact pass over the failure-detection and plan pages (batch d3, November 2026):
 * printer settings, failure detection off, false alarms, testing detection, Focused Feedback, AI Detection Hours and
 * the plan comparison. Each rule names a claim a page made that the code shows is wrong.
 * The log is docs/audit/deep-d3-2026-11-26.md. S = obico-server 49c0bc7, O = OctoPrint-Obico b8aa6ba,
 * M = moonraker-obico df0005c.
 */
import { first, textOf, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-d3-sms-needs-premium',
    scope: 'docs',
    why:
      'the SMS plugin sends a failure alert only when the account is AI Premium: `if not TWILIO_ENABLED or not context.user.is_pro: return` (S backend/notifications/plugins/twilio/__init__.py:61-64); a phone number alone is not enough',
    find: (line) => first(/Text \(SMS\) alerts go out only if you have a phone number on file/, line),
  },
  {
    id: 'deep-d3-pause-right-away',
    scope: 'docs',
    why:
      'with "Pause the printer and notify me", a detection pauses only when the signal passes the threshold multiplied by ESCALATING_FACTOR 1.75; a weaker one only sends a warning (should_pause / should_alert, S backend/lib/failure_detection.py:79-80, config/settings.py:485; api/octoprint_views.py:144-147), and a print is paused by Obico at most once (paused_at, S api/octoprint_views.py:199-212)',
    find: (line) => first(/Obico pauses the print right away and alerts you/, line),
  },
  {
    id: 'deep-d3-pause-options-octoprint-only',
    scope: 'docs',
    why:
      'only the OctoPrint plugin applies tools_off, bed_off, retract and lift_z (O pause_resume_sequence.py:42-120); moonraker-obico ignores the pause command\'s args and calls Moonraker\'s printer/print/pause, i.e. Klipper\'s PAUSE macro (M app.py:398-399, passthru_targets.py:127-141)',
    find: (line, context, file) => {
      if (!file.endsWith('user-guides/detection-print-job-settings.mdx')) return null;
      if (/Only Obico for OctoPrint carries out these/.test(textOf(file) ?? context)) return null;
      return first(/Obico switches off all hotend heaters as soon as the print pauses/, line);
    },
  },
  {
    id: 'deep-d3-switch-below-webcam',
    scope: 'docs',
    why:
      'the "Enable AI failure detection" switch is in the settings panel of the printer card, below the gauge and the print controls, shown by the ⚙ button (S frontend/src/components/printers/PrinterCard.vue:62-140), and in the Failure Detection card of the printer page (S components/printer-control/FailureDetectionWidget.vue:39-62), not just below the webcam feed',
    find: (line) =>
      first(
        /switch just below the webcam feed|direkt unter dem Webcam-Bild einen Schalter|justo debajo de la imagen de la webcam|juste sous le flux de la webcam|subito sotto il feed della webcam|direct onder het webcambeeld|tuż pod obrazem z kamery|logo abaixo da imagem da webcam|прямо под изображением с веб-камеры/,
        line,
      ),
  },
  {
    id: 'deep-d3-alertness-label',
    scope: 'docs',
    why:
      'the printer settings have no "alertness" setting: the slider is labelled "AI failure detection sensitivity" (S frontend/src/views/PrinterSettingsPage.vue:177; en.json and each locale\'s catalogue)',
    find: (line) =>
      first(
        /alertness (?:level|options)|Wachsamkeits(?:stufe|optionen)|nivel de alerta|(?:niveau|options) de vigilance|livello di attenzione|alertheids(?:niveau|opties)|poziom\w* czujności|nível de alerta|уров[а-яё]* бдительности/i,
        line,
      ),
  },
  {
    id: 'deep-d3-adapts-across-all-prints',
    scope: 'docs',
    why:
      'the long-term baseline (rolling_mean_long, window ROLLING_WIN_LONG 7200 frames, about 20 hours) is kept per printer in PrinterPrediction (one row per printer, S backend/app/models/other_models.py:325-343; lib/prediction.py:42-45; config/settings.py:480), not across all of a user\'s prints',
    find: (line) =>
      first(
        /over and over, across all your prints|über alle Ihre Drucke hinweg immer wieder|una y otra vez en todas sus impresiones|encore et encore, dans toutes vos impressions|vede ripetersi in tutte le sue stampe|steeds weer ziet, in al je prints|raz za razem we wszystkich wydrukach|repetidas vezes, em todas as suas impressões|снова и снова видит во всех ваших печатях/,
        line,
      ),
  },
  {
    id: 'deep-d3-feedback-speeds-adaptation',
    scope: 'docs',
    why:
      'Focused Feedback answers are stored as PrintShotFeedback labels (S backend/app/models/other_models.py:639-656) and credit DH (api/viewsets.py:699-733); nothing in the detection path reads them: the adaptation is only the rolling means of lib/prediction.py',
    find: (line) =>
      first(
        /You can speed this up by telling her|Sie können das beschleunigen, indem Sie ihr|Puede acelerar el proceso indicándole|Vous pouvez accélérer le processus en lui indiquant|Può accelerare il processo indicandole|Je kunt dit versnellen door haar|Można to przyspieszyć, wskazując|Você pode acelerar isso dizendo|Ускорить это можно, прямо указывая/,
        line,
      ),
  },
  {
    id: 'deep-d3-baseline-first-minutes',
    scope: 'docs',
    why:
      'the per-print baseline is a running mean updated with every frame of the print (rolling_mean_short, window 310 frames of 10 s, S backend/lib/prediction.py:38-41, config/settings.py:479, 473); the first INIT_SAFE_FRAME_NUM 30 frames are only never alerted on (lib/prediction.py:61-62): the first minutes do not fix the baseline',
    find: (line) =>
      first(
        /What she sees in those first minutes sets the baseline|legt die Ausgangslage für diesen Druck fest|fija la referencia de esa impresión|fixe la référence de cette impression|fissa il riferimento per quella stampa|bepaalt het uitgangspunt voor die print|wyznacza punkt odniesienia dla tego wydruku|define a referência daquela impressão|задаёт исходный уровень для этой печати/,
        line,
      ),
  },
  {
    id: 'deep-d3-dh-stops-below-zero',
    scope: 'docs',
    why:
      'detection stops only when the balance is negative: `self.user.dh_balance < 0` (S backend/app/models/other_models.py:137, 146); at exactly 0 the AI still watches',
    find: (line) => first(/When your balance hits 0|You need a positive DH balance for the AI to watch/, line),
  },
  {
    id: 'deep-d3-ff-needs-timelapse',
    scope: 'docs',
    why:
      'Focused Feedback snapshots are picked only when will_record_timelapse is true (S backend/app/tasks.py:47-48, 171-182): not when time-lapse recording is off or the print is shorter than min_timelapse_secs_on_finish/on_cancel (600/300 s, app/models/other_models.py:72-73); PrinterSettingsPage.vue:218 says so too',
    find: (line, _context, file) =>
      file.endsWith('user-guides/how-does-credits-work.mdx') ? first(/There are three possible reasons:/, line) : null,
  },
  {
    id: 'deep-d3-gcode-upload-not-premium-only',
    scope: 'docs',
    why:
      'Free accounts can upload and print G-code too: the server only caps the file size, 500 MB on AI Premium and 50 MB on Free (S backend/api/viewsets.py:639), and the upload page shows 50 GB or 1 GB of storage (S frontend/src/views/GCodeFoldersPage.vue:461-466, 211)',
    find: (line) => first(/^- Remote G-code upload and printing\.\s*$/, line),
  },
  {
    id: 'deep-d3-ff-up-to-seven',
    scope: 'docs',
    why:
      'every analysed frame scoring above THRESHOLD_LOW * 0.2 goes to a list (S backend/lib/failure_detection.py:60-61), but after the print only the 7 highest, at least 120 s apart, become Focused Feedback snapshots (S backend/app/tasks.py:186-212)',
    find: (line) => first(/saves a snapshot whenever she sees something "interesting"/, line),
  },
  {
    id: 'deep-d3-ff-button-label',
    scope: 'docs',
    why:
      'the print page\'s button reads "FOCUSED FEEDBACK", in capitals (S frontend/src/views/PrintPage.vue:283, en.json "FOCUSED FEEDBACK")',
    find: (line, _context, file) =>
      file.endsWith('docs/user-guides/how-does-credits-work.mdx') ? first(/its \*\*"Focused Feedback"\*\* button/, line) : null,
  },
  {
    id: 'deep-d3-dh-everything-unlimited',
    scope: 'docs',
    why:
      'not everything besides detection is unlimited: on Free, viewing is throttled to 30 s a minute (S frontend/src/lib/viewing-throttle.js), tunnel data is capped (S backend/app/models/syndicate_models.py:122, NewOctoPrintTunnelPage.vue:118-124 "capped at 300MB per month") and G-code storage is 1 GB (GCodeFoldersPage.vue:464-466)',
    find: (line) => first(/never uses DH and is unlimited/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/user-guides/detection-print-job-settings.mdx',
      'Text (SMS) alerts go out only if you have a phone number on file in your account. Without one, you still get the email and any other notifications you have turned on in [Notification settings](/docs/user-guides/notification-settings/).',
      'deep-d3-sms-needs-premium',
    ],
    [
      'docs/user-guides/detection-print-job-settings.mdx',
      '- **Pause the printer and notify me**: Obico pauses the print right away and alerts you. This stops a failed print from turning into a large ball of spaghetti, wasting filament, or wrapping plastic around the hotend.',
      'deep-d3-pause-right-away',
    ],
    [
      'docs/old/user-guides/detection-print-job-settings.mdx',
      'When checked, Obico switches off all hotend heaters as soon as the print pauses. When you resume, it heats them back to their target temperature **before** any motor moves, so the nozzle never tries to extrude cold plastic.',
      'deep-d3-pause-options-octoprint-only',
    ],
    [
      'docs/user-guides/detective-not-watching.mdx',
      'Each printer has an **"Enable AI failure detection"** switch just below the webcam feed.',
      'deep-d3-switch-below-webcam',
    ],
    [
      'i18n/de-DE/docs/user-guides/detective-not-watching.mdx',
      'Jeder Drucker hat direkt unter dem Webcam-Bild einen Schalter **"Aktivieren Sie die KI-Fehlererkennung"**.',
      'deep-d3-switch-below-webcam',
    ],
    [
      'i18n/ru-RU/docs/user-guides/detective-not-watching.mdx',
      'У каждого принтера прямо под изображением с веб-камеры есть переключатель **"Включить обнаружение сбоев ИИ"**.',
      'deep-d3-switch-below-webcam',
    ],
    [
      'docs/user-guides/detective-not-watching.mdx',
      '**Fix:** nothing to do. Detection turns back on automatically when the next print starts. If this keeps happening with certain prints, see the alertness options in [Printer settings](/docs/user-guides/detection-print-job-settings/).',
      'deep-d3-alertness-label',
    ],
    [
      'docs/user-guides/failure-detection-false-alarms.mdx',
      "3. **Lower the alertness level.** Set it to **Low** in the printer's settings. She will then need stronger evidence before raising an alarm.",
      'deep-d3-alertness-label',
    ],
    [
      'i18n/es-ES/docs/user-guides/failure-detection-false-alarms.mdx',
      '3. **Baje el nivel de alerta.** Póngalo en **Low** (Bajo) en los ajustes de la impresora. Así necesitará pruebas más claras antes de dar la alarma.',
      'deep-d3-alertness-label',
    ],
    [
      'i18n/pl-PL/docs/user-guides/failure-detection-false-alarms.mdx',
      '3. **Obniż poziom czujności.** Ustaw go na **Low** w ustawieniach drukarki. Detektor będzie wtedy potrzebował mocniejszych dowodów, zanim podniesie alarm.',
      'deep-d3-alertness-label',
    ],
    [
      'i18n/ru-RU/docs/user-guides/failure-detection-false-alarms.mdx',
      'И уровень бдительности, и приостановка при сбое находятся в [настройках принтера](/docs/user-guides/detection-print-job-settings/).',
      'deep-d3-alertness-label',
    ],
    [
      'docs/user-guides/failure-detection-false-alarms.mdx',
      'The Detective adapts. A pattern she sees over and over, across all your prints, is gradually given less weight. A stubborn false alarm from a permanent fixture often fades on its own. You can speed this up by telling her directly where she was wrong, and earn AI Detection Hours as you do.',
      'deep-d3-adapts-across-all-prints',
    ],
    [
      'i18n/fr-FR/docs/user-guides/failure-detection-false-alarms.mdx',
      "The Detective s'adapte. Un motif qu'elle voit encore et encore, dans toutes vos impressions, se voit peu à peu accorder moins de poids.",
      'deep-d3-adapts-across-all-prints',
    ],
    [
      'docs/user-guides/failure-detection-false-alarms.mdx',
      'The Detective adapts. A pattern she sees over and over, across all your prints, is gradually given less weight. A stubborn false alarm from a permanent fixture often fades on its own. You can speed this up by telling her directly where she was wrong, and earn AI Detection Hours as you do.',
      'deep-d3-feedback-speeds-adaptation',
    ],
    [
      'i18n/nl-NL/docs/user-guides/failure-detection-false-alarms.mdx',
      'Je kunt dit versnellen door haar rechtstreeks te laten weten waar ze het mis had, en daarmee verdien je ook AI-detectie-uren.',
      'deep-d3-feedback-speeds-adaptation',
    ],
    [
      'docs/user-guides/how-to-test-failure-detection.mdx',
      'Detection adapts to each print to avoid false alarms. During the first several minutes of a print, The Detective only observes. What she sees in those first minutes sets the baseline for that print, and from then on she alerts only when the signal rises well above that baseline or is very strong.',
      'deep-d3-baseline-first-minutes',
    ],
    [
      'i18n/it-IT/docs/user-guides/how-to-test-failure-detection.mdx',
      'Ciò che vede in quei primi minuti fissa il riferimento per quella stampa, e da lì in poi avvisa solo se il segnale sale nettamente sopra quel riferimento o è molto forte.',
      'deep-d3-baseline-first-minutes',
    ],
    [
      'docs/user-guides/how-does-detective-hour-work.mdx',
      'When your balance hits 0, the AI stops watching your prints and you get no failure alerts.',
      'deep-d3-dh-stops-below-zero',
    ],
    [
      'docs/user-guides/how-does-detective-hour-work.mdx',
      'An **AI Detection Hour** (DH) is the unit Obico uses to measure how much time its AI failure detection spends watching your prints. You need a positive DH balance for the AI to watch a print.',
      'deep-d3-dh-stops-below-zero',
    ],
    ['docs/user-guides/how-does-credits-work.mdx', 'There are three possible reasons:', 'deep-d3-ff-needs-timelapse'],
    ['docs/user-guides/upgrade-to-pro.mdx', '- Remote G-code upload and printing.', 'deep-d3-gcode-upload-not-premium-only'],
    [
      'docs/user-guides/how-does-credits-work.mdx',
      'While you print, The Detective saves a snapshot whenever she sees something "interesting", meaning something that might be a failure. After the print finishes, those snapshots wait for your review.',
      'deep-d3-ff-up-to-seven',
    ],
    [
      'docs/user-guides/how-does-credits-work.mdx',
      '2. Click a finished print to open its page, then click its **"Focused Feedback"** button.',
      'deep-d3-ff-button-label',
    ],
    [
      'docs/user-guides/how-does-detective-hour-work.mdx',
      "You need a positive DH balance for the AI to watch a print. Everything else in Obico, including watching your printer's webcam feed, never uses DH and is unlimited.",
      'deep-d3-dh-everything-unlimited',
    ],
  ],
  right: [
    [
      'docs/user-guides/detection-print-job-settings.mdx',
      'Text (SMS) alerts go out only if your account is on AI Premium and you have a phone number on file in your account; Free accounts do not get them. Without them, you still get the email and any other notifications you have turned on in [Notification settings](/docs/user-guides/notification-settings/).',
    ],
    [
      'docs/user-guides/detection-print-job-settings.mdx',
      '- **Pause the printer and notify me**: when the AI is confident that the print is failing, Obico pauses it and alerts you. This stops a failed print from turning into a large ball of spaghetti, wasting filament, or wrapping plastic around the hotend. When the signs are weaker, Obico only sends you a warning and the print keeps running, as with **Just notify me**.',
    ],
    [
      'docs/user-guides/detection-print-job-settings.mdx',
      'When checked, Obico switches off all hotend heaters as soon as the print pauses. When you resume, it heats them back to their target temperature **before** any motor moves, so the nozzle never tries to extrude cold plastic.',
    ],
    [
      'docs/user-guides/detective-not-watching.mdx',
      'Each printer has an **"Enable AI failure detection"** switch. On the **Printers** page, it is in the printer\'s card, in the settings panel that the ⚙ button below the print controls shows or hides. On the printer\'s own page, it is in the **"Failure Detection"** card.',
    ],
    [
      'i18n/de-DE/docs/user-guides/detective-not-watching.mdx',
      'Jeder Drucker hat einen Schalter **"Aktivieren Sie die KI-Fehlererkennung"**. Auf der Seite **"Drucker"** finden Sie ihn in der Karte des Druckers, im Einstellungsbereich, den die Schaltfläche ⚙ unter den Drucksteuerungen ein- und ausblendet. Auf der eigenen Seite des Druckers steht er in der Karte **"Fehlererkennung"**.',
    ],
    [
      'docs/user-guides/failure-detection-false-alarms.mdx',
      '3. **Lower the sensitivity.** In the printer\'s settings, move the **"AI failure detection sensitivity"** slider to **Low**. She will then need stronger evidence before raising an alarm.',
    ],
    [
      'i18n/es-ES/docs/user-guides/failure-detection-false-alarms.mdx',
      '3. **Baje la sensibilidad.** En los ajustes de la impresora, lleve el control deslizante **"Sensibilidad de detección de fallos de IA"** a **Low** (Bajo). Así necesitará pruebas más claras antes de dar la alarma.',
    ],
    [
      'docs/user-guides/failure-detection-false-alarms.mdx',
      'The Detective adapts to each printer. She weighs what she sees against a long-running average of what she has seen on that printer, over roughly the last 20 hours of watching it, so a pattern that shows up in print after print on the same printer is gradually given less weight. A stubborn false alarm from a permanent fixture often fades on its own. Telling her where she was wrong does not speed this up: it gives the Obico team labeled examples to train later versions of the AI, and it earns you AI Detection Hours.',
    ],
    [
      'docs/user-guides/how-to-test-failure-detection.mdx',
      'Detection adapts to each print to avoid false alarms. During the first 5 minutes of a print (her first 29 snapshots, one every 10 seconds), The Detective only observes. After that, she compares each snapshot with a baseline: a running average of what she has seen in that print, over its last 50 minutes or so.',
    ],
    [
      'docs/user-guides/how-does-detective-hour-work.mdx',
      'When your balance drops below 0, the AI stops watching your prints and you get no failure alerts.',
    ],
    ['docs/user-guides/how-does-credits-work.mdx', 'There are four possible reasons:'],
    [
      'docs/user-guides/upgrade-to-pro.mdx',
      '| Remote G-code upload and printing | Files up to 500 MB, 50 GB of storage in all | Files up to 50 MB, 1 GB of storage in all |',
    ],
    [
      'docs/user-guides/how-does-credits-work.mdx',
      'While you print, The Detective notes the moments she finds "interesting", meaning something that might be a failure. After the print finishes, she keeps a snapshot of up to seven of them, the ones with the highest scores and at least two minutes apart, and those snapshots wait for your review.',
    ],
    ['docs/user-guides/how-does-credits-work.mdx', '2. Click a finished print to open its page, then click its **"FOCUSED FEEDBACK"** button.'],
    [
      'docs/user-guides/how-does-detective-hour-work.mdx',
      "Nothing else in Obico uses DH, including watching your printer's webcam feed (the limits of the Free plan on streaming and tunneling are another matter: see [The AI Premium plan vs the Free plan](/docs/user-guides/upgrade-to-pro/)).",
    ],
  ],
};
