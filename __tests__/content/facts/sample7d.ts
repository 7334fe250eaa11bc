/**
 * Product-fact rules from the seventh seeded sample, part D (seed 2026112629, pages 16 to 20), November 2026.
 * Each rule names a claim that a sampled page made and that the product's code shows is wrong. The sample log is
 * docs/audit/sample7-part-d.md. S = obico-server 49c0bc7, paths under backend/.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample7d-admin-site-not-linked',
    scope: 'all',
    why: 'a Site saved in the Django admin is linked to the first syndicate ("base", id 1, created by S app/migrations/0077_alter_user_options_user_username_alter_user_email_and_more.py:12-16) by the post_save handler add_site_to_default_syndicate (S app/models/syndicate_models.py:30-40, since 723de0f0, 2024-05-16), so it needs no `manage.py site --fix` (S app/management/commands/site.py:47-54 only links sites that have no syndicate, i.e. sites from before that migration) and does not answer with an error 500',
    find: (line) =>
      first(
        /[Ss]ite added (?:in|through|from) the (?:Django )?admin is not linked|Link the new site to the server's settings by running `[^`]*site --fix`/,
        line,
      ),
  },
];

export const cases: Cases = {
  wrong: [
    ['docs/server-guides/configure.mdx', "4. Link the new site to the server's settings by running `docker compose run web ./manage.py site --fix` in the `obico-server` folder. A site added in the admin is not linked yet, and until it is, the server answers pages opened at that address with an error 500.", 'sample7d-admin-site-not-linked'],
  ],
  right: [
    ['docs/server-guides/configure.mdx', '3. Enter your value in **Domain name** and click **Save**.'],
    ['docs/server-guides/configure.mdx', 'The server links a new site to its settings as soon as you save it, so there is no command to run afterwards.'],
    ['docs/server-guides/configure.mdx', 'docker compose run web ./manage.py site --fix'],
  ],
};
