/**
 * Product-fact rules from deep pass w3y (batch w3 of the product posts: Klipper beta and release, app controls, the
 * self-hosted docs, OctoPrint Tunnel beta, OctoPod, Elegoo Neptune 4), November 2026. Named w3y because deep-w3.ts was
 * already taken by an earlier batch. Each rule names a claim that a checked post made and that the code shows is
 * wrong at the post's date. The log is docs/audit/deep-w3y-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-w3y-compose-database-container',
    scope: 'all',
    why: "Docker Compose starts four services, ml_api, web, tasks and redis (S docker-compose.yml at be873431, 2022-06-28, and today); the database is SQLite at /app/db.sqlite3 by default (DATABASE_URL default 'sqlite:////app/db.sqlite3'), a file, not a component Compose starts",
    find: (line) => first(/starts all of its components \([^)]*\bdatabase\b[^)]*\)/i, line),
  },
  {
    id: 'deep-w3y-advanced-notification-integrations-2022',
    scope: 'all',
    why: 'At 2022-06-28 (be873431) website/docs/server-guides/advanced held only email_guide.md (an SMTP troubleshooting guide), firewall-guides.md, nvidia-gpu.md and reverse-proxy.md; the Telegram and Pushover guides joined the section later. A post of that date cannot list notification integrations among its advanced topics',
    find: (line) => first(/Advanced topics\]\([^)]*\):\*\*[^.]*\bnotification integrations\b/i, line),
  },
  {
    id: 'deep-w3y-configure-covers-proxy-gpu',
    scope: 'all',
    why: "At 2022-06-28 (be873431) website/docs/server-guides/configure.md covered the Django site, Email (SMTP) and adding environment variables; reverse proxies and NVIDIA GPUs had their own pages under server-guides/advanced/ (reverse-proxy.md, nvidia-gpu.md), which configure.md only links in a note",
    find: (line) => first(/The configure section covers:/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    ["blog/2022-06-28-self-hosted-obico-server-docs.mdx", "The server runs with **Docker Compose**, which starts all of its components (web server, AI detection, database and so on) together. Installation starts with cloning the `release` branch of the obico-server repository:", "deep-w3y-compose-database-container"],
    ["blog/2022-06-28-self-hosted-obico-server-docs.mdx", "- **[Advanced topics](/docs/server-guides/advanced/):** reverse proxies, GPUs, notification integrations and similar.", "deep-w3y-advanced-notification-integrations-2022"],
    ["blog/2022-06-28-self-hosted-obico-server-docs.mdx", "A working server usually needs a bit of configuration. The configure section covers:", "deep-w3y-configure-covers-proxy-gpu"],
  ],
  right: [
    ["blog/2022-06-28-self-hosted-obico-server-docs.mdx", "The server runs with **Docker Compose**, which starts all of its containers together: the web server, a worker for background tasks, the AI detection service and Redis. The database is an SQLite file by default, so it needs no container of its own. Installation starts with cloning the `release` branch of the obico-server repository:"],
    ["blog/2022-06-28-self-hosted-obico-server-docs.mdx", "- **[Advanced topics](/docs/server-guides/advanced/):** reverse proxies, NVIDIA GPUs, email troubleshooting and firewalls. Guides for notification channels such as Telegram and Pushover joined this section later."],
    ["blog/2022-06-28-self-hosted-obico-server-docs.mdx", "A working server usually needs a bit of configuration. The configure page covers the first two items below; the other two have their own guides in the advanced section:"],
  ],
};
