/**
 * Product-fact rules from the deep fact pass over the self-hosted server guides and the Elegoo partner API pages
 * (batch e2, November 2026): Django sites, tunnels behind a reverse proxy, NGINX Proxy Manager, email, Pushover,
 * Telegram, the host firewall and Windows Server 2019. Each rule names a claim a page made that the code (or the
 * third-party product today) shows is wrong. The log is docs/audit/deep-e2-2026-11-26.md.
 * S = obico-server 49c0bc7 (paths under backend/ unless they start with docker-compose or frontend/).
 */
import { first, textOf, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  // deep-e2-admin-site-needs-fix was removed by the seventh sample (part d): a site saved in the Django admin is
  // linked to the first syndicate by a post_save handler (S app/models/syndicate_models.py:30-40), so it needs no
  // `site --fix`; see __tests__/content/facts/sample7d.ts and docs/audit/sample7-part-d.md.
  {
    id: 'deep-e2-sites-example-com',
    scope: 'docs',
    why:
      'a server installed since May 2024 has no example.com site: migration 0079 creates `localhost:3334` and links it to the syndicate during migrate (S app/migrations/0079_set_django_site_localhost_3334.py:11-13), before Django\'s post_migrate handler would add example.com to an empty table',
    find: (line) => first(/Click \*\*Sites\*\*, then (?:the )?`example\.com`/, line),
  },
  {
    id: 'deep-e2-admin-at-lan-address',
    scope: 'docs',
    why:
      'there is no SITE_ID (S config/settings.py), so Django\'s get_current_site looks the site up by the Host header and raises Site.DoesNotExist for an address that is not a site yet; syndicate_from_request calls it for every anonymous request (S lib/syndicate.py:17, via app/context_processors.py:23), so the admin login at a LAN address or host name fails with an error 500 until that address is added as a site',
    find: (line) =>
      first(/Open (?:the Django admin at )?`(?:http:\/\/server_ip:3334\/admin\/|tower\.local:3334\/admin)`/, line),
  },
  {
    id: 'deep-e2-tunnel-ports-at-same-time',
    scope: 'docs',
    why:
      'a tunnel gets a port from OCTOPRINT_TUNNEL_PORT_RANGE when it is created and keeps it as long as the OctoPrintTunnel row exists (S app/models/other_models.py:810-829): one per printer for the web app\'s own tunnel (get_or_create_for_internal_use, :770-780) and one per authorized app (api/viewsets.py:761); six ports are six tunnels in all, not six open at a time',
    find: (line) => first(/up to six tunnels can be open at the same time|Every open tunnel takes one port/, line),
  },
  {
    id: 'deep-e2-tunnel-proxy-host-port',
    scope: 'docs',
    why:
      'a port tunnel\'s address is the request\'s host name with the tunnel\'s port (S app/models/other_models.py:832-841), and the server recognizes a tunnel request by the port in the Host header (S lib/tunnelv2.py:43-47, 184-186); tunnel WebSockets use /sockjs/ and /websocket, not /ws/ (S api/ws_routing.py:13-14). Forwarding the range like the main address (NGINX `Host $host`) drops the port. The NPM wildcard host is the other, subdomain mode, which needs an empty port range',
    find: (line) =>
      first(/its guide covers the wildcard certificate and host that tunnels need|just as it forwards the main Obico address/, line),
  },
  {
    id: 'deep-e2-npm-port-range-empty',
    scope: 'docs',
    why:
      'subdomain tunnels are only created when OCTOPRINT_TUNNEL_PORT_RANGE is unset or empty (S app/models/other_models.py:810-815, config/settings.py:422-425); docker-compose.yml sets it to \'0-0\' (docker-compose.yml:12), range(0, 0), so get_a_free_port finds nothing and no tunnel is created until an override empties it',
    find: (line, context, file) => {
      if (!/nginx-proxy-manager/.test(file)) return null;
      if (/OCTOPRINT_TUNNEL_PORT_RANGE/.test(textOf(file) ?? context)) return null;
      return first(/Each tunnel gets its own host name under/, line);
    },
  },
  {
    id: 'deep-e2-dns-challenge-port-80',
    scope: 'docs',
    why:
      'Let\'s Encrypt\'s DNS-01 challenge, which the page has NPM use with the Cloudflare token, proves control of the domain with a TXT record and makes no connection to port 80 (only HTTP-01 does)',
    find: (line) => first(/certificate challenge does not work without port 80|and that port 80 is forwarded/, line),
  },
  {
    id: 'deep-e2-quoted-port-fails',
    scope: 'docs',
    why:
      'Docker Compose v2 strips the quotes around a value in .env (docs.docker.com/compose/env-file: VAR="VAL" -> VAL), and the server gets EMAIL_PORT through docker-compose.yml interpolation (docker-compose.yml:16), so "587" arrives as 587; the template still asks for no quotes',
    find: (line) => first(/With `"587"` the server cannot send mail/, line),
  },
  {
    id: 'deep-e2-outlook-basic-auth',
    scope: 'docs',
    why:
      'since 16 September 2024 Outlook.com, Hotmail, Live and MSN accounts refuse password and app-password (basic authentication) sign-in from other mail programs; the server signs in to SMTP with EMAIL_HOST_USER and EMAIL_HOST_PASSWORD only (S config/settings.py:374-378, Django\'s SMTP backend), so such an account cannot send its mail',
    find: (line) =>
      first(/go to \*\*My Microsoft Account\*\*, then \*\*Security\*\*|and also for Outlook \(STARTTLS\)|Outlook is stricter: it only accepts mail whose sender/, line),
  },
  {
    id: 'deep-e2-pushover-missing-setting',
    scope: 'docs',
    why:
      'the Pushover section is hidden or flagged only when its env var is not in os.environ (S notifications/plugins/pushover/__init__.py:43-47, frontend/src/views/UserPreferencesPage.vue:260-266), and docker-compose.yml always defines PUSHOVER_APP_TOKEN, empty by default (docker-compose.yml:36); with an empty token the server returns without sending (pushover/__init__.py:114-115)',
    find: (line) => first(/Pushover can't be enabled, or it reports a missing setting/, line),
  },
  {
    id: 'deep-e2-ufw-docker-port',
    scope: 'docs',
    why:
      'port 3334 is published by Docker (docker-compose.yml:73-74), whose iptables rules act before ufw\'s: a published port is reachable whatever ufw says, and `ufw allow 3334/tcp` neither opens nor is needed for it (Docker and ufw, moby issue 4737; docker/for-linux 690)',
    find: (line) => first(/sudo ufw allow 3334\/tcp/, line),
  },
  {
    id: 'deep-e2-server2019-compose-v1',
    scope: 'docs',
    why:
      'the page\'s own Step 6 installs the Compose v2 plugin (docker-compose-windows-x86_64.exe into cli-plugins); and the DockerMsftProvider source of Step 2 was shut down in May 2023 (OneGet/MicrosoftDockerProvider), so Install-Package finds no Docker package; LCOW was deprecated in Docker Engine 20.10',
    find: (line) =>
      first(/relies on the old Docker Enterprise packages and Docker Compose version 1|When `Install-Package` finishes, it lists the installed Docker package/, line),
  },
  {
    id: 'deep-e2-botfather-bot-id',
    scope: 'docs',
    why:
      'after /newbot, BotFather answers with the t.me/<username> link of the new bot and its HTTP API token (the bot\'s numeric ID is only the part of the token before the colon); there is no separate bot ID in the reply',
    find: (line) => first(/BotFather replies with your bot's ID/, line),
  },
  {
    id: 'deep-e2-localtunnel-needs-site',
    scope: 'docs',
    why:
      'the server serves anonymous pages only at an address that is a Django site linked to a syndicate (S lib/syndicate.py:17 via app/context_processors.py:23; Django get_current_site raises Site.DoesNotExist otherwise), so the localtunnel domain must be added with `manage.py site --add` before logging in there; loca.lt also shows its tunnel-password page (the server\'s public IP) on a first visit',
    find: (line, context, file) => {
      if (/site --add/.test(textOf(file) ?? context)) return null;
      return first(/Open your Obico Server through the \*\*same public localtunnel URL\*\*/, line);
    },
  },
  {
    id: 'deep-e2-env-every-variable',
    scope: 'docs',
    why:
      'the table lists the variables of dotenv.example plus LLM_MODEL_NAME and VLM_MODEL_NAME; docker-compose.yml reads more from .env, such as DEBUG, SYNDICATE, INTERNAL_MEDIA_HOST, ML_API_HOST and JUSPRIN_BRAND_NAME (docker-compose.yml:19-48)',
    find: (line) => first(/lists every variable it supports/, line),
  },
  {
    id: 'deep-e2-webrtc-udp-server-ports',
    scope: 'docs',
    why:
      'Premium Streaming\'s media flows between the Janus gateway on the printer host and the viewer; the server only relays signalling over /ws/janus/ (S api/ws_routing.py:8, 10, 12). Nothing opens UDP 3478, 5349 or 20000-24999: docker-compose.yml publishes only 3334 (docker-compose.yml:73-74), the web app uses STUN at stun.l.google.com:19302 and a TURN server only when the syndicate names one (S frontend/src/lib/webrtc.js:10-31; the base syndicate names none, config/settings.py:512-517), and the agents configure Janus with TURN at turn.obico.io:80 over TCP (OctoPrint-Obico janus_config_builder.py:130-135, moonraker-obico janus_config_builder.py:87-92), leaving rtp_port_range unset',
    find: (line) => first(/UDP (?:port )?(?:3478|5349|20000-24999)|UDP 3478, 5349, 20000-24999/, line),
  },
];

const RP = 'docs/server-guides/advanced/reverse-proxy.mdx';
const UN = 'docs/server-guides/platform-specific/unraid_guide.mdx';
const TU = 'docs/server-guides/tunnel.mdx';
const NPM = 'docs/server-guides/advanced/nginx-proxy-manager.mdx';
const EM = 'docs/server-guides/advanced/email_guide.mdx';
const PO = 'docs/server-guides/advanced/pushover_guide.mdx';
const FW = 'docs/server-guides/advanced/firewall-guides.mdx';
const WS = 'docs/server-guides/platform-specific/server_2019.mdx';
const TG = 'docs/server-guides/advanced/telegram_guide.mdx';
const IX = 'docs/server-guides/advanced/index.mdx';

export const cases: Cases = {
  wrong: [
    [RP, '2. Click **Sites**, then the `example.com` entry.', 'deep-e2-sites-example-com'],
    [UN, '3. Click **Sites**, then `example.com`.', 'deep-e2-sites-example-com'],
    [RP, '1. Open the Django admin at `http://server_ip:3334/admin/` and log in (the default admin is `root@example.com`).', 'deep-e2-admin-at-lan-address'],
    [UN, '1. Open `tower.local:3334/admin` in a browser.', 'deep-e2-admin-at-lan-address'],
    [TU, 'Every open tunnel takes one port on the server. If you reserve six ports, up to six tunnels can be open at the same time.', 'deep-e2-tunnel-ports-at-same-time'],
    [TU, 'The reverse proxy must forward every port in the range to the server, just as it forwards the main Obico address.', 'deep-e2-tunnel-proxy-host-port'],
    [TU, 'If you use NGINX Proxy Manager, its guide covers the wildcard certificate and host that tunnels need: [Obico Reverse Proxy with NGINX Proxy Manager](/docs/server-guides/advanced/nginx-proxy-manager/).', 'deep-e2-tunnel-proxy-host-port'],
    ['docs/nginx-proxy-manager-old.mdx', 'The second, wildcard record is required for the in-app tunnels to OctoPrint and Klipper. Each tunnel gets its own host name under `tunnels.obico.domain.com`.', 'deep-e2-npm-port-range-empty'],
    [NPM, 'Forward TCP ports **80** and **443** from your router to the NPM host, `192.168.2.100`. In this setup, the certificate challenge does not work without port 80 forwarded.', 'deep-e2-dns-challenge-port-80'],
    [NPM, "If the request fails, check the API token's permissions and that port 80 is forwarded.", 'deep-e2-dns-challenge-port-80'],
    [EM, '- `EMAIL_PORT=587` must not be quoted. With `"587"` the server cannot send mail.', 'deep-e2-quoted-port-fails'],
    [EM, '3. If it uses 2FA, create an app password: go to **My Microsoft Account**, then **Security**, **Security Dashboard**, **Advanced Security Options**, and **App Passwords**.', 'deep-e2-outlook-basic-auth'],
    [EM, '# True for Gmail, and also for Outlook (STARTTLS)', 'deep-e2-outlook-basic-auth'],
    [PO, "- **Pushover can't be enabled, or it reports a missing setting.** The app token was not picked up.", 'deep-e2-pushover-missing-setting'],
    [FW, 'sudo ufw allow 3334/tcp', 'deep-e2-ufw-docker-port'],
    [WS, 'This path relies on the old Docker Enterprise packages and Docker Compose version 1. Modern installations of the Obico Server need Docker Compose V2 or higher.', 'deep-e2-server2019-compose-v1'],
    [WS, 'Answer **Yes** if PowerShell asks to install the NuGet provider or to trust the repository. When `Install-Package` finishes, it lists the installed Docker package.', 'deep-e2-server2019-compose-v1'],
    [TG, "4. BotFather replies with your bot's ID and its **token**, a long string of numbers and letters with a colon in it.", 'deep-e2-botfather-bot-id'],
    ['docs/telegram-old.mdx', '1. Open your Obico Server through the **same public localtunnel URL** from step 1, not the LAN address.', 'deep-e2-localtunnel-needs-site'],
    [IX, 'This page explains how to work with that file and lists every variable it supports.', 'deep-e2-env-every-variable'],
    ['docs/server-guides/faqs.mdx', '| Allow | UDP 20000-24999 | WebRTC media |', 'deep-e2-webrtc-udp-server-ports'],
    [FW, 'Premium Streaming uses WebRTC and needs more than the web port: UDP 3478, UDP 5349, the UDP range 20000-24999, and outbound access to `stun.l.google.com:19302`.', 'deep-e2-webrtc-udp-server-ports'],
  ],
  right: [
    [UN, '3. Go to `http://192.168.1.10:3334` and log in. To use `tower.local:3334` as well, add it with the same command; one address per printer setup is simpler.'],
    [RP, 'docker compose run web ./manage.py site --add obico.mydomain.com'],
    [TU, 'Every tunnel the server creates is given one port from the range and keeps it until the tunnel is deleted.'],
    [TU, '- pass the `Host` header with its port (in NGINX, `proxy_set_header Host $http_host;`, not `$host`, which drops the port);'],
    [NPM, 'The second, wildcard record is required for the in-app tunnels to OctoPrint and Klipper. Each tunnel gets its own host name under `tunnels.obico.domain.com`.'],
    [NPM, 'Forward TCP ports **80** and **443** from your router to the NPM host, `192.168.2.100`. Port 443 carries the HTTPS traffic. Port 80 takes plain HTTP requests, which NPM redirects to HTTPS only for a proxy host whose **Force SSL** switch is on (step 7).'],
    [EM, '- Write the values without quotes, as the template asks. Docker Compose v2 removes quotes around a value in `.env`, but other tools that read the file may not.'],
    [EM, '# True for port 587 (STARTTLS)'],
    [PO, '- **Pushover is enabled but nothing ever arrives.** The app token may not have been picked up.'],
    [FW, 'sudo ufw allow 443/tcp'],
    [WS, 'This path relies on the old Docker Enterprise packages and on LCOW, both retired.'],
    [TG, '4. BotFather replies with a link to your bot (`t.me/` followed by its user name) and its **token**, a string of numbers, a colon, then letters and numbers.'],
    [TG, '1. Open your Obico Server through the **same public localtunnel URL** from step 1, not the LAN address.'],
    [IX, 'This page explains how to work with that file and lists the variables of its template, plus the model names JusPrin uses.'],
    ['docs/server-guides/faqs.mdx', '| Between the printer host and the viewing device | UDP, ports chosen when the stream starts | The video itself |'],
  ],
};
