/**
 * Product-fact rules from deep pass z4 (the re-link leftover, and the webcam, notification and plan pages a printer
 * owner reads when the camera or the alerts misbehave), November 2026. Each rule names a claim that a checked page
 * made and that the code shows is wrong. The log is docs/audit/deep-z4-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-z4-self-hosted-url-https-placeholder',
    scope: 'all',
    why: "A self-hosted server from the repository's docker-compose.yml serves plain HTTP on port 3334 (S docker-compose.yml:73-77, daphne -b 0.0.0.0 -p 3334, no TLS), and moonraker-obico uses the url as given, turning http into ws for its WebSocket (M moonraker_obico/config.py:41-55): an https://…:port placeholder, in or out of backticks, points a default install at a port that does not speak TLS (deep-z2-self-hosted-address-https caught only the backticked form)",
    find: (line) => first(/\bhttps:\/\/your_server_host_name_or_ip_address:port\b/, line),
  },
  {
    id: 'deep-z4-filament-change-m702',
    scope: 'all',
    why: "Obico for OctoPrint tests queued G-code with gcode in ('M600', 'M701' or 'M702') (O octoprint_obico/gcode_hooks.py:21); 'M701' or 'M702' evaluates to 'M701', so the tuple is ('M600', 'M701') and an M702 never posts the filament-change event. Lines from the printer trigger it when they contain m600, 'paused for user' or '// action:paused' (gcode_hooks.py:42-44)",
    find: (line) => first(/`M600`, `M701` or `M702`/, line),
  },
  {
    id: 'deep-z4-compose-email-port-empty',
    scope: 'all',
    why: "docker-compose.yml passes EMAIL_PORT as '${EMAIL_PORT-587}' (S docker-compose.yml:16): when .env does not set it, the server gets 587, not an empty value; the other notification variables (EMAIL_HOST, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, TWILIO_*, TELEGRAM_BOT_TOKEN, PUSHOVER_APP_TOKEN, SLACK_*) default to empty (docker-compose.yml:13-15, 31-38)",
    find: (line) =>
      /\bEMAIL_PORT\b/.test(line) || !/empty when `\.env` does not set them/.test(line)
        ? null
        : first(/empty when `\.env` does not set them/, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/relink-printer.mdx', 'url = https://your_server_host_name_or_ip_address:port', 'deep-z4-self-hosted-url-https-placeholder'],
    ['i18n/de-DE/docs/user-guides/relink-printer.mdx', 'url = https://your_server_host_name_or_ip_address:port', 'deep-z4-self-hosted-url-https-placeholder'],
    ['docs/user-guides/notification-settings.mdx', "Filament-change alerts come only from Obico for OctoPrint: when OctoPrint sends `M600`, `M701` or `M702` to the printer, or when the printer reports a pause for the user (Marlin's `busy: paused for user` message); see [Filament Runout and Color Change Notifications in OctoPrint and Obico](/docs/user-guides/filament-change-notifications-with-octoprint/). Obico for Klipper never sends this event: when a runout sensor or an `M600` macro pauses a Klipper print, Obico reports it as a paused print, so turn on **When print is paused** to be told.", 'deep-z4-filament-change-m702'],
    ['docs/user-guides/notification-settings.mdx', "Some channels need credentials on the server before anyone can use them. The channel's page has a warning, \"Please configure the following variables in the '.env' file\", but it only checks whether each variable exists in the server's environment. The standard `docker-compose.yml` passes all of the variables below to the server, empty when `.env` does not set them, so on a Docker Compose install the warning does not show up even when a value is missing, and the channel simply cannot send. Set the channel's variables in `.env` before you use it:", 'deep-z4-compose-email-port-empty'],
  ],
  right: [
    ['docs/user-guides/relink-printer.mdx', 'url = http://192.168.0.5:3334'],
    ['docs/user-guides/relink-printer.mdx', "Open `moonraker-obico.cfg` (for example from the file editor in Mainsail or Fluidd) and change `url` in the `[server]` section to the new server's address. For a self-hosted server, that is the address you open it at in a browser, with its scheme and port; a default install answers on plain HTTP at port 3334, so the line looks like this (use `https://` only if you have set up TLS for your server):"],
    ['docs/user-guides/notification-settings.mdx', "Filament-change alerts come only from Obico for OctoPrint: when OctoPrint sends `M600` or `M701` to the printer (an `M702` does not count), or when a line from the printer mentions `M600`, reports a pause for the user (Marlin's `busy: paused for user` message) or asks the host to pause (`// action:paused`); see [Filament Runout and Color Change Notifications in OctoPrint and Obico](/docs/user-guides/filament-change-notifications-with-octoprint/). Obico for Klipper never sends this event: when a runout sensor or an `M600` macro pauses a Klipper print, Obico reports it as a paused print, so turn on **When print is paused** to be told."],
    ['docs/user-guides/notification-settings.mdx', "Some channels need credentials on the server before anyone can use them. The channel's page has a warning, \"Please configure the following variables in the '.env' file\", but it only checks whether each variable exists in the server's environment. The standard `docker-compose.yml` passes all of the variables below to the server, empty when `.env` does not set them (`EMAIL_PORT` then gets 587), so on a Docker Compose install the warning does not show up even when a value is missing, and the channel simply cannot send. Set the channel's variables in `.env` before you use it:"],
  ],
};
