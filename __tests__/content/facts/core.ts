/** The first product-fact rules: websocket auth, the compose file and command, npm, prices and the plan's name. */
import path from 'path';
import { FORMERLY, first, sentenceAt, type Cases, type Rule } from './types';

const OLD_PLAN_NAME =
  /\bPro[- ](plan|Plan|account|Konto|subscription|subscriber|Abo|Abonnement|abonnement|trial)s?\b|\b(plan|piano|plano|planie|tarif|тариф[а-я]*) Pro\b/g;

export const rules: Rule[] = [
  {
    id: 'websocket-auth',
    scope: 'all',
    why: 'agents authenticate on /ws/dev/ with "Authorization: bearer <auth_token>"; the server rejects the Token scheme there',
    find: (line, context, file) => {
      const aboutWebsocket = /websocket/i.test(path.basename(file)) || /\/ws\/|websocket/i.test(context);
      return aboutWebsocket ? first(/Token <auth[^>`]*>?/, line) : null;
    },
  },
  {
    id: 'compose-file-name',
    scope: 'all',
    why: 'the server\'s compose file is docker-compose.yml',
    find: (line) => first(/docker-compose\.yaml/, line),
  },
  {
    id: 'compose-v1-command',
    scope: 'docs',
    why: 'commands use Docker Compose v2: "docker compose" with a space',
    find: (line) =>
      first(/\bdocker-compose(\.exe)? +(up|down|restart|logs|ps|pull|build|exec|run|stop|start|version|config|rm|-f|--\w+)/, line),
  },
  {
    id: 'yarn',
    scope: 'docs',
    why: 'the server frontend is built with npm (npm ci, npm run serve, npm run build)',
    // "npm, not yarn" may be said; any other mention of yarn is an instruction to use it.
    find: (line) => first(/\byarn\b/i, line.replace(/\b(not|nicht|no|pas|non|niet|nie|не)\s+yarn\b/gi, '')),
  },
  {
    id: 'old-price',
    scope: 'docs',
    why: 'AI Premium costs $6.99 a month on the annual plan and $8.99 monthly; the old $4 and $6 prices are gone',
    find: (line) =>
      first(/\$ ?[46](?:[.,]00)?(?!\.\d|\d)\s*(?:\/ ?(?:month|mo|Monat|mes|mois|mese|maand|miesiąc|мес)|(?:per|a|each|pro|al|par|por|za|в) (?:month|Monat|mes|mois|mese|maand|miesiąc|месяц))/i, line),
  },
  {
    id: 'old-plan-name',
    scope: 'docs',
    why: 'the paid plan is called AI Premium; name "Pro" only in a sentence that says it was formerly called that',
    find: (line) => {
      if (/^\s*keywords\s*:/.test(line)) return null; // search keywords may list the old name
      for (const m of line.matchAll(OLD_PLAN_NAME)) {
        if (!FORMERLY.test(sentenceAt(line, m.index ?? 0))) return m[0];
      }
      return null;
    },
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/api/websocket.mdx', 'Connect to `/ws/dev/` with `Authorization: Token <auth_token>`.', 'websocket-auth'],
    ['blog/2021-01-01-agent.mdx', 'The agent opens a WebSocket and sends `Token <auth_token>`.', 'websocket-auth'],
    ['blog/2021-01-01-x.mdx', 'Edit `docker-compose.yaml` and restart.', 'compose-file-name'],
    ['docs/server-guides/ops.mdx', 'Run `docker-compose up -d` again.', 'compose-v1-command'],
    ['i18n/de-DE/docs/server-guides/ops.mdx', 'docker-compose restart', 'compose-v1-command'],
    ['docs/developer-guides/contribute.mdx', 'yarn serve', 'yarn'],
    ['docs/user-guides/upgrade-to-pro.mdx', 'It costs **$4 per month** billed annually.', 'old-price'],
    ['docs/user-guides/upgrade-to-pro.mdx', 'Only $6/month.', 'old-price'],
    ['docs/user-guides/a.mdx', 'Upgrade to the Pro plan for 25 FPS.', 'old-plan-name'],
    ['docs/user-guides/a.mdx', 'Check whether you have a Pro account. Formerly this was free.', 'old-plan-name'],
    ['i18n/es-ES/docs/user-guides/a.mdx', 'Con el plan Pro tienes 25 FPS.', 'old-plan-name'],
  ],
  right: [
    ['docs/api/pic.mdx', 'Header `Authorization: Token <auth_token>` (REST snapshot upload).'],
    ['docs/api/websocket.mdx', 'Send `Authorization: bearer <auth_token>` when you connect to `/ws/dev/`.'],
    ['docs/server-guides/ops.mdx', 'The `docker-compose.yml` file and `docker-compose.override.yml`; run `docker compose up -d`.'],
    ['docs/developer-guides/contribute.mdx', 'The frontend uses npm, not yarn: run `npm ci`.'],
    ['docs/user-guides/upgrade-to-pro.mdx', '$6.99 a month on the annual plan, $8.99 a month monthly, $2 a month per printer, $4.50 for a pack.'],
    ['docs/user-guides/upgrade-to-pro.mdx', 'AI Premium is the paid plan, formerly known as the Pro plan; older posts use that name.'],
    ['docs/user-guides/upgrade-to-pro.mdx', 'keywords: [ai premium, pro plan]'],
    ['docs/user-guides/mount.mdx', 'Elegoo Neptune 3 Pro and Kingroon KP3S Pro V2 printers.'],
    ['blog/2021-05-01-pricing.mdx', 'The Pro plan costs $4 per month.'],
  ],
};
