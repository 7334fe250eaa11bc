/**
 * Product-fact rules from the fourth seeded sample, part A (seed 2026112626, pages 1 to 10), November 2026.
 * Each rule names a claim that a sampled page made (and that its translations repeated) and that the product's code
 * shows is wrong. The sample log is docs/audit/sample4-part-a.md.
 */
import { textOf, first, type Cases, type Rule } from './types';

/** The "Restart" stage of the getting-started list, in the languages of the site, when it is not marked Klipper-only. */
const RESTART_STAGE =
  /^4\. \*\*(Restart|Neu starten|Reiniciar|Redémarrer|Riavviare|Start opnieuw op|Ponowne uruchomienie|Reinicie|Перезагрузка)\.\*\*/;

export const rules: Rule[] = [
  {
    id: 'sample4a-webcam-log-level',
    scope: 'all',
    why: 'the agents log "Failed to connect to webcam to retrieve resolution" with _logger.exception and backoff logs "Giving up capture_jpeg" at its give-up level: both are ERROR lines, not WARNING (moonraker-obico webcam_stream.py get_webcam_resolution, webcam_capture.py capture_jpeg; OctoPrint-Obico webcam_stream.py)',
    find: (line) => first(/WARNING\s+(?:Backing off .*capture_jpeg|Giving up capture_jpeg|Failed to connect to webcam to retrieve resolution)/, line),
  },
  {
    id: 'sample4a-resolution-stream-url',
    scope: 'all',
    why: 'the "retrieve resolution" error comes from capture_jpeg(webcam_config, force_stream_url=True): the agent reads a frame from the stream URL, so a 502 there points at the stream URL, not the snapshot URL (moonraker-obico webcam_stream.py, webcam_capture.py)',
    find: (line, context, file) =>
      /retrieve resolution/.test(textOf(file) ?? context) && /HTTP Error 502/.test(line) ? first(/snapshot|instantáneas|istantanee|снимков|zdjęć/i, line) : null,
  },
  {
    id: 'sample4a-oauth-api-401',
    scope: 'docs',
    why: 'the user API views list CsrfExemptSessionAuthentication before OAuth2Authentication, and DRF takes the WWW-Authenticate header from the first one, which has none: a missing or revoked Bearer token gets 403 "Authentication credentials were not provided.", not 401 (backend/api/viewsets.py authentication_classes; rest_framework/views.py handle_exception)',
    find: (line) =>
      first(/`\/api\/v1\/…`\s*\|\s*`401`|API calls with that token answer `401`|handle `401` at any time|restart the flow on `401`/, line),
  },
  {
    id: 'sample4a-oauth-consent-scopes',
    scope: 'docs',
    why: 'the consent page (backend/app/templates/oauth2_provider/authorize.html) lists the same three permissions whatever scope is asked for; it does not change with read/write',
    find: (line) => first(/shows the consent page accordingly/, line),
  },
  {
    id: 'sample4a-installer-server-prompt',
    scope: 'all',
    why: 'after the four Moonraker prompts, a first install.sh run also asks which Obico Server to link to, default https://app.obico.io (moonraker-obico scripts/funcs.sh create_config); a list of the prompts must include it',
    find: (line, context, file) =>
      /Obico Server|app\.obico\.io/.test(textOf(file) ?? context) ? null : first(/installer asks for Moonraker's host, port, config file and log folder/, line),
  },
  {
    id: 'sample4a-ad5m-install-sh',
    scope: 'all',
    why: 'install.sh needs sudo, apt-get and systemd (moonraker-obico install.sh ensure_deps, recreate_service); the Flashforge AD5M mods are Buildroot systems without them, so a page that tells AD5M owners to run it must say so',
    find: (line, context, file) => {
      const text = textOf(file) ?? context;
      return /AD5M|Adventurer 5M/.test(text) && !/Buildroot|apt-get/.test(text) ? first(/^\s*\.\/install\.sh\s*$/, line) : null;
    },
  },
  {
    id: 'sample4a-getting-started-restart',
    scope: 'docs',
    why: 'only the Klipper guide ends with a restart; with OctoPrint the printer shows in the app as soon as it is linked, and a first link needs no OctoPrint restart (OctoPrint-Obico plugin_apis.py verify_code asks for a restart only when a token was already set)',
    find: (line) => first(RESTART_STAGE, line),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', 'WARNING  Failed to connect to webcam to retrieve resolution. Using default.', 'sample4a-webcam-log-level'],
    ['i18n/de-DE/docs/user-guides/webcam-feed-is-not-showing.mdx', 'WARNING  Backing off ... Giving up capture_jpeg after 3 tries', 'sample4a-webcam-log-level'],
    ['docs/user-guides/made-up-webcam.mdx', 'WARNING  Failed to connect to webcam to retrieve resolution.\nHere the agent asked the webcam URL for a picture and got `HTTP Error 502: Bad Gateway` back. Check the camera service, and the snapshot URL configured for it.', 'sample4a-resolution-stream-url'],
    ['i18n/pl-PL/docs/user-guides/made-up-webcam.mdx', 'Failed to connect to webcam to retrieve resolution.\nAgent otrzymał `HTTP Error 502: Bad Gateway`. Sprawdź skonfigurowany dla niej adres URL zdjęć (snapshot URL).', 'sample4a-resolution-stream-url'],
    ['docs/api/oauth.mdx', '| `/api/v1/…` | `401` | Missing, revoked or mistyped token. |', 'sample4a-oauth-api-401'],
    ['docs/api/oauth.mdx', 'The answer is `200` with an empty body. Afterwards, API calls with that token answer `401`.', 'sample4a-oauth-api-401'],
    ['docs/api/oauth.mdx', '5. Revoke on sign-out; restart the flow on `401`.', 'sample4a-oauth-api-401'],
    ['docs/api/oauth.mdx', 'The server knows two scopes, `read` and `write`, and shows the consent page accordingly.', 'sample4a-oauth-consent-scopes'],
    ['blog/2024-08-07-made-up-klipper-post.mdx', "The installer asks for Moonraker's host, port, config file and log folder, then writes the config.", 'sample4a-installer-server-prompt'],
    ['blog/2024-03-13-made-up-ad5m.mdx', 'Over the SSH access the AD5M mod provides, install:\n   ```bash\n   ./install.sh', 'sample4a-ad5m-install-sh'],
    ['docs/user-guides/getting-started.mdx', '4. **Restart.** After a restart, your printer and its webcam appear in the app.', 'sample4a-getting-started-restart'],
    ['i18n/pl-PL/docs/user-guides/getting-started.mdx', '4. **Ponowne uruchomienie.** Po ponownym uruchomieniu drukarka i jej kamera pojawiają się w aplikacji.', 'sample4a-getting-started-restart'],
  ],
  right: [
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', 'ERROR  Failed to connect to webcam to retrieve resolution. Using default.'],
    ['docs/user-guides/webcam-feed-is-not-showing.mdx', "Here the agent tried to read a frame from the webcam's stream URL, which it does at start-up to measure the resolution, and got `HTTP Error 502: Bad Gateway` back three times. Check the camera service, and the stream URL configured for it."],
    ['docs/user-guides/moonraker-obico/webcam.mdx', 'Set `snapshot_url` to the URL that returns a single JPEG picture.'],
    ['docs/api/oauth.mdx', '| `/o/token/` | `401` `{"error": "invalid_client"}` | Wrong client ID or secret. |'],
    ['docs/api/oauth.mdx', '| `/api/v1/…` | `403` `{"detail": "Authentication credentials were not provided."}` | Missing, revoked or mistyped token. |'],
    ['docs/api/pic.mdx', '| `401` | The `Authorization` header is missing, or its token matches no printer. |'],
    ['docs/api/oauth.mdx', 'The server knows two scopes, `read` and `write`. The consent page does not change with them.'],
    ['blog/2024-08-07-made-up-klipper-post.mdx', "The installer asks for Moonraker's host, port, config file and log folder. On a first install it then asks which Obico Server to link to."],
    ['blog/remote-access-ratrig-v-core.mdx', "The installer asks for Moonraker's host, port, config file and log folder, each with a default for the standard `~/printer_data` layout already filled in."],
    ['blog/2024-03-13-made-up-ad5m.mdx', 'The AD5M mods are built on Buildroot, without apt-get or systemd.\n   ```bash\n   ./install.sh'],
    ['blog/remote-access-ratrig-v-core.mdx', './install.sh'],
    // Superseded by deep-y4 (no host restart after linking, M scripts/link.sh:139-149): today's lines.
    ['docs/user-guides/getting-started.mdx', "4. **Watch the printer.** Once it is linked, the printer and its webcam appear in the app. Nothing has to be restarted by hand: on Klipper, the installer restarts its own service (`moonraker-obico`) when linking is done, and OctoPrint restarts once, when the plugin is installed."],
    ['docs/user-guides/klipper-setup.mdx', '4. Check the printer and its webcam in the Obico app.'],
  ],
};
