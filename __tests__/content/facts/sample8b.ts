/**
 * Product-fact rules from the eighth seeded sample (seed 2026112630), part B (places 6–10 of the draw), November 2026.
 * Each rule names a claim that a sampled page made (and that its translations repeated) and that the product's code
 * shows is wrong. The sample log is docs/audit/sample8-part-b.md.
 */
import { first, type Cases, type Rule } from './types';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (phrases: string[]) => new RegExp(phrases.map(escape).join('|'));

/** "So the two printers keep knocking each other offline" (two plugins sharing one auth token), in the site's languages. */
const KEEP_KNOCKING_OFFLINE = anyOf([
  'keep knocking each other offline',
  'gegenseitig offline',
  'se dejan fuera de línea la una a la otra una y otra vez',
  "se mettent donc sans cesse hors ligne l'une l'autre",
  'continuano a mandarsi offline a vicenda',
  'zetten de twee printers elkaar steeds weer offline',
  'na zmianę wyłączają się nawzajem',
  'ficam derrubando uma à outra',
  'снова и снова выбивают друг друга из сети',
]);

export const rules: Rule[] = [
  {
    id: 'sample8b-shared-token-no-ping-pong',
    scope: 'all',
    why: 'when the server closes the older of two connections that share one auth token (obico-server backend/api/consumers.py:327-333, close code 4321), the dropped OctoPrint-Obico plugin raises the shared_auth_token alert and calls on_shutdown() (octoprint_obico/__init__.py:303-312), which sets shutting_down = True (__init__.py:196-197). Its send loop is then waiting in message_queue_to_server.get() (__init__.py:320-322) and tests the flag only after the next message: that message finds ss None, so the loop opens one more WebSocketClient, sends it, and that connection makes the server close the other copy’s connection (consumers.py:249-256, 326-333) before the loop ends (__init__.py:334-346; see docs/audit/deep-z2-2026-11-26.md W6). So each dropped copy knocks the other off once more and then stays stopped until its OctoPrint restarts: after that short exchange both have stopped sending, and the app soon shows the printer offline; they do not keep knocking each other offline',
    find: (line) => first(KEEP_KNOCKING_OFFLINE, line),
  },
  {
    id: 'sample8b-klipper-restart-does-not-reload-cfg',
    scope: 'all',
    why: 'moonraker-obico reads moonraker-obico.cfg when its process starts (moonraker_obico/app.py:88-92). A Klipper restart or firmware restart ("restarting the printer" from Mainsail or Fluidd) only sends notify_klippy_disconnected, which the running agent handles as an event without reloading the file (app.py:237-239); so does power-cycling a printer whose host is a separate Raspberry Pi. The change applies only after the agent (the moonraker-obico service) or its host restarts',
    find: (line) => first(/restart the printer or the Raspberry Pi/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/troubleshoot-server-connection-issues.mdx', "A cloned SD card also gives this result. If you copied the card to another Pi, both printers now use the same credential. The server does not reject it: whenever one of them connects, the server drops the other one's connection, and the plugin that was dropped shows the warning \"The same authentication token is being used by another printer\" and stops until OctoPrint is restarted. So the two printers keep knocking each other offline. Re-link each printer so it gets its own credential; see [The same authentication token is being used by another printer](/docs/user-guides/warnings/shared-auth-token-error/).", 'sample8b-shared-token-no-ping-pong'],
    ['i18n/de-DE/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'So werfen sich die beiden Drucker immer wieder gegenseitig offline.', 'sample8b-shared-token-no-ping-pong'],
    ['i18n/es-ES/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Así, las dos impresoras se dejan fuera de línea la una a la otra una y otra vez.', 'sample8b-shared-token-no-ping-pong'],
    ['i18n/fr-FR/docs/user-guides/troubleshoot-server-connection-issues.mdx', "Les deux imprimantes se mettent donc sans cesse hors ligne l'une l'autre.", 'sample8b-shared-token-no-ping-pong'],
    ['i18n/it-IT/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Così le due stampanti continuano a mandarsi offline a vicenda.', 'sample8b-shared-token-no-ping-pong'],
    ['i18n/nl-NL/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Zo zetten de twee printers elkaar steeds weer offline.', 'sample8b-shared-token-no-ping-pong'],
    ['i18n/pl-PL/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'W ten sposób obie drukarki na zmianę wyłączają się nawzajem.', 'sample8b-shared-token-no-ping-pong'],
    ['i18n/pt-BR/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Assim, as duas impressoras ficam derrubando uma à outra.', 'sample8b-shared-token-no-ping-pong'],
    ['i18n/ru-RU/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Так принтеры снова и снова выбивают друг друга из сети.', 'sample8b-shared-token-no-ping-pong'],
    ['docs/user-guides/moonraker-obico/config.mdx', "The agent only reads the file when it starts. After saving a change, restart the printer or the Raspberry Pi. In Mainsail and Fluidd, the restart and power controls are usually at the top right of the page. Over SSH, `sudo systemctl restart moonraker-obico` restarts just the agent.", 'sample8b-klipper-restart-does-not-reload-cfg'],
  ],
  right: [
    ['docs/user-guides/troubleshoot-server-connection-issues.mdx', "A cloned SD card also gives this result. If you copied the card to another Pi, both printers now use the same credential. The server does not reject it: whenever one of them connects, the server drops the other one's connection, and the plugin that was dropped shows the warning \"The same authentication token is being used by another printer\". It then opens one last connection for its next message, which drops the other one in turn, and stops until OctoPrint is restarted. So the two knock each other off until both have stopped, and the app soon shows the printer as offline. Re-link each printer so it gets its own credential; see [The same authentication token is being used by another printer](/docs/user-guides/warnings/shared-auth-token-error/)."],
    ['i18n/de-DE/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'So werfen sich die beiden gegenseitig hinaus, bis beide angehalten haben, und die App zeigt den Drucker bald als offline an.'],
    ['i18n/ru-RU/docs/user-guides/troubleshoot-server-connection-issues.mdx', 'Так они отключают друг друга, пока оба не остановятся, и вскоре приложение показывает принтер как офлайн.'],
    ['docs/user-guides/moonraker-obico/config.mdx', "Once linked, the agent reads the file only when it starts. After saving a change, restart the agent or reboot the Raspberry Pi (or, on a printer whose agent runs on the printer's own computer, restart the printer). A Klipper restart or firmware restart is not enough: the agent keeps running and does not read the file again. In Mainsail and Fluidd, the power controls are usually at the top right of the page. Over SSH, `sudo systemctl restart moonraker-obico` restarts just the agent."],
  ],
};
