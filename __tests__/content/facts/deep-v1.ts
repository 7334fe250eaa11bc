/**
 * Product-fact rules from the third pass on one kind of claim: what a self-hosted Obico Server does at an address that
 * is not one of its Django sites, and how to add one (November 2026). Log: docs/audit/deep-v1-2026-11-26.md.
 * Code: obico-server 49c0bc7 (S = backend/).
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-v1-jetson-ip-before-site',
    scope: 'docs',
    why:
      'settings.py has no SITE_ID, so get_current_site() looks the site up by Host and raises Site.DoesNotExist for an unknown address (Django 4.0 SiteManager._get_site_by_request); the context processor calls it for every anonymous page (S app/context_processors.py:23, S lib/syndicate.py:17), so http://jetson_ip:3334 gives 500 until that address is a site; a new server has only localhost:3334 (S app/migrations/0079_set_django_site_localhost_3334.py:11)',
    find: (line) => first(/or `http:\/\/jetson_ip:3334` from another computer\. The Obico login page should appear/, line),
  },
  {
    id: 'deep-v1-site-builds-links',
    scope: 'docs',
    why:
      'notification links and stored-media URLs are built from Syndicate.sites.first().domain, i.e. the alphabetically first site (Site Meta ordering = ["domain"]), cached per process (S lib/syndicate.py:24-35, S lib/fs_file_storage.py:20), not from the address the client connects to; the site must match the address because an unknown address gives 500',
    find: (line) => first(/The server uses it to build links, so it has to match how clients actually connect/, line),
  },
  {
    id: 'deep-v1-admin-domain-name-label',
    scope: 'docs',
    why: 'the Django admin shows the Site field label as capfirst(verbose_name) "domain name" = "Domain name" (django/contrib/sites/models.py)',
    find: (line) => first(/in \*\*Domain Name\*\*/, line),
  },
  {
    id: 'deep-v1-blog-ip-without-site',
    scope: 'all',
    why:
      'since 2024-05 (SITE_ID removed in 09a11c45, syndicate lookup by site in 7929912c) an address that is not a Django site answers with 500 (S lib/syndicate.py:17); in 2023 SITE_ID = 1 served every address',
    find: (line, _context, file) =>
      file.includes('self-hosted-ai-detection-guide') && !/Django site/.test(line)
        ? first(/replace `localhost` with the server's IP address\./, line)
        : null,
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/server-guides/platform-specific/jetson_guide.mdx',
      "To confirm, open `http://localhost:3334` in the Jetson's browser, or `http://jetson_ip:3334` from another computer. The Obico login page should appear. If it doesn't load right away, wait a few minutes for the containers to finish starting.",
      'deep-v1-jetson-ip-before-site',
    ],
    [
      'docs/server-guides/configure.mdx',
      "The Django site is the address people type into the browser's address bar to reach your server. The server uses it to build links, so it has to match how clients actually connect.",
      'deep-v1-site-builds-links',
    ],
    ['docs/server-guides/configure.mdx', '3. Enter your value in **Domain Name** and click **Save**.', 'deep-v1-admin-domain-name-label'],
    [
      'blog/self-hosted-ai-detection-guide.mdx',
      "From another computer on your network, replace `localhost` with the server's IP address.",
      'deep-v1-blog-ip-without-site',
    ],
  ],
  right: [
    [
      'docs/server-guides/platform-specific/jetson_guide.mdx',
      "To confirm, open `http://localhost:3334` in the Jetson's browser. The Obico login page should appear. If it doesn't load right away, wait a few minutes for the containers to finish starting. From another computer, `http://jetson_ip:3334` answers with an error 500 until you add that address as a Django site in the next step.",
    ],
    [
      'docs/server-guides/configure.mdx',
      "The Django site is the address people type into the browser's address bar to reach your server. The server looks up the site from the address each request was sent to, and at an address it has no site for, every page rendered for someone not yet logged in, the login page and the admin's login included, fails with an error 500.",
    ],
    ['docs/server-guides/configure.mdx', '3. Enter your value in **Domain name** and click **Save**.'],
    [
      'blog/self-hosted-ai-detection-guide.mdx',
      "From another computer on your network, replace `localhost` with the server's IP address. (That was true when this post was written. Servers since mid-2024 answer an address with an error 500 until it is added as a Django site, below.)",
    ],
  ],
};
