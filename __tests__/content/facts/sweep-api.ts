/**
 * Product-fact rules from the sweep of the API, developer, Elegoo partner API and self-hosting pages, November 2026.
 * Each rule names a claim that one of those pages made and that the code (obico-server 49c0bc7) shows is wrong.
 * The sweep log is docs/audit/sweep-api-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

/** The self-hosting and developer pages, where a `docker compose restart` is given as the step after a configuration change. */
const SERVER_PAGES = /^docs\/(server-guides|developer-guides|api)\//;
/** Words near a `docker compose restart` that show it only reloads a rebuilt frontend, which a restart is enough for. */
const FRONTEND_ONLY = /npm (ci|run build)|frontend/;

export const rules: Rule[] = [
  {
    id: 'sweep-api-current-print-nests-printer',
    scope: 'docs',
    why: 'a printer\'s current_print is a BasePrintSerializer, which nests the printer (BasePrinterSerializer) in `printer` (backend/api/serializers.py:93-97, 133-139)',
    find: (line) => first(/without the nested printer|In a printer's `current_print`, this key is left out/, line),
  },
  {
    id: 'sweep-api-print-nested-printer-fields',
    scope: 'docs',
    why: 'the printer nested in a Print is BasePrinterSerializer: besides pic, status and settings it also lacks current_print and normalized_p (backend/api/serializers.py:59-69, 133-139)',
    find: (line) => first(/without `pic`, `status` and `settings`\)/, line),
  },
  {
    id: 'sweep-api-print-patch-writable',
    scope: 'docs',
    why: 'PrintSerializer leaves filament_used and print_time writable besides alert_overwrite and access_consented_at (backend/api/serializers.py:98-110)',
    find: (line) =>
      /writable fields are `alert_overwrite`/.test(line) && !/filament_used/.test(line) ? first(/The writable fields are[^.]*/, line) : null,
  },
  {
    id: 'sweep-api-prediction-json-url-path',
    scope: 'docs',
    why: 'prediction_json_url is reverse()d without a request, so the API returns a path without the host (backend/api/serializers.py:121-122)',
    find: (line) => first(/"prediction_json_url":\s*"https?:\/\/[^"]*"/, line),
  },
  {
    id: 'sweep-api-printcancelled-closes',
    scope: 'docs',
    why: 'on PrintCancelled the server only sets cancelled_at; the print is closed when current_print_ts -1 arrives (backend/api/octoprint_messages.py:111-113; backend/app/models/other_models.py:164-168)',
    find: (line) => first(/closes the print on `PrintDone`, `PrintCancelled`/, line),
  },
  {
    id: 'sweep-api-octoprint-guide-signup',
    scope: 'docs',
    why: 'a self-hosted server\'s sign-up view redirects to the login page unless ACCOUNT_ALLOW_SIGN_UP=True, which defaults to False (backend/app/views/web_views.py:54-58; backend/config/settings.py:307; docker-compose.yml)',
    find: (line) => (/ACCOUNT_ALLOW_SIGN_UP/.test(line) ? null : first(/more secure to sign up/, line)),
  },
  {
    id: 'sweep-api-mobile-app-signup',
    scope: 'docs',
    why: 'the mobile app cannot sign up on a self-hosted server until ACCOUNT_ALLOW_SIGN_UP=True (backend/app/views/web_views.py:54-58; backend/config/settings.py:307)',
    find: (line) => (/ACCOUNT_ALLOW_SIGN_UP/.test(line) ? null : first(/point the app at your server before signing up/, line)),
  },
  {
    id: 'sweep-api-env-needs-recreate',
    scope: 'docs',
    why: 'on these pages a restart follows a change to .env or docker-compose.override.yml, but Compose applies those when it creates a container (docker-compose.yml `environment:`); `docker compose restart` keeps the old environment and labels, `docker compose up -d` recreates the container',
    find: (line, context, file) =>
      SERVER_PAGES.test(file) && !FRONTEND_ONLY.test(context)
        ? first(/^\s*(?:sudo )?docker[ -]compose restart\s*$|[Rr]estart(?: again)? with `docker[ -]compose restart`/, line)
        : null,
  },
  {
    id: 'sweep-api-plugin-env-passthrough',
    scope: 'docs',
    why: 'the server reads os.environ only; .env feeds Compose interpolation, and only the variables listed under `environment:` in docker-compose.yml reach the containers (no env_file; backend/config/settings.py has no dotenv loading)',
    find: (line) => (/pass/.test(line) ? null : first(/add them to the server's `\.env` file/, line)),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/api/printer.mdx', 'Values are illustrative; `current_print` is shortened here: it is a Print object without the nested printer, prediction and feedback lists.', 'sweep-api-current-print-nests-printer'],
    ['docs/api/api-objects.mdx', "| `printer` | object | The printer. In a printer's `current_print`, this key is left out. |", 'sweep-api-current-print-nests-printer'],
    ['docs/api/print.mdx', '`printer` is the printer object (the fields of the [Printer API](/docs/api/printer/) without `pic`, `status` and `settings`), and `g_code_file` the file.', 'sweep-api-print-nested-printer-fields'],
    ['docs/api/print.mdx', 'Send only the fields you want to change. The writable fields are `alert_overwrite`, the verdict, and `access_consented_at`.', 'sweep-api-print-patch-writable'],
    ['docs/api/print.mdx', '    "prediction_json_url": "https://app.obico.io/api/v1/prints/48213/prediction_json/",', 'sweep-api-prediction-json-url-path'],
    ['docs/api/websocket.mdx', '| `event_type` | Required | It records pauses, and closes the print on `PrintDone`, `PrintCancelled` and `PrintFailed`. |', 'sweep-api-printcancelled-closes'],
    ['docs/server-guides/configure-octoprint-plugin.mdx', '2. Log in. The admin account works, but for everyday use it is more secure to sign up and use a regular, non-admin user.', 'sweep-api-octoprint-guide-signup'],
    ['docs/server-guides/configure-mobile-app.mdx', 'If you would rather create a new account, the same wrench icon is also on the sign-up screen, so you can point the app at your server before signing up.', 'sweep-api-mobile-app-signup'],
    ['docs/server-guides/advanced/reverse-proxy.mdx', '```ini title=".env"\nSITE_USES_HTTPS=True\n```\n\nThen restart:\n\n```bash\ndocker compose restart\n```', 'sweep-api-env-needs-recreate'],
    ['docs/server-guides/advanced/reverse-proxy.mdx', 'CSRF_TRUSTED_ORIGINS=["https://obico.mydomain.com"]\n```\n\nRestart again with `docker compose restart`.', 'sweep-api-env-needs-recreate'],
    ['docs/server-guides/advanced/reverse-proxy.mdx', 'Keeping `default` in the list lets the web container still reach the other Obico services. Restart:\n\n```bash\ndocker compose restart\n```', 'sweep-api-env-needs-recreate'],
    ['docs/developer-guides/plugins/notification-plugin.mdx', "If the plugin needs server-wide settings, add them to the server's `.env` file and declare them in `env_vars`:", 'sweep-api-plugin-env-passthrough'],
  ],
  right: [
    ['docs/api/printer.mdx', "Values are illustrative; `current_print` is a Print object that still nests the printer's basic fields in `printer`, but has no `prediction_json_url`."],
    ['docs/api/print.mdx', '`printer` is the printer object (without `pic`, `status`, `settings`, `current_print` and `normalized_p`).'],
    ['docs/api/print.mdx', 'The writable fields are `alert_overwrite`, `access_consented_at`, and the print\'s statistics `filament_used` and `print_time`.'],
    ['docs/api/print.mdx', '    "prediction_json_url": "/api/v1/prints/48213/prediction_json/",'],
    ['docs/api/websocket.mdx', 'It closes the print on `PrintDone` and `PrintFailed`, and on `PrintCancelled` marks the print cancelled.'],
    ['docs/server-guides/configure-octoprint-plugin.mdx', '2. Log in. For everyday use a regular user is more secure: set `ACCOUNT_ALLOW_SIGN_UP=True` in `.env` to open the sign-up form.'],
    ['docs/server-guides/advanced/reverse-proxy.mdx', '```ini title=".env"\nSITE_USES_HTTPS=True\n```\n\nThen recreate the containers (`docker compose restart` keeps the old environment):\n\n```bash\ndocker compose up -d\n```'],
    ['docs/developer-guides/plugins/notification-plugin.mdx', '```bash\ncd frontend\nnpm ci\nnpm run build\ncd ..\ndocker compose restart\n```'],
    ['docs/developer-guides/plugins/notification-plugin.mdx', "If the plugin needs server-wide settings, put them in the server's `.env` file, pass them on to the containers as shown below, and declare them in `env_vars`:"],
  ],
};
