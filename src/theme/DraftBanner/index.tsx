import { useTranslation } from 'react-i18next';

interface Props {
  /** Front matter `draft: true`: the page exists only in `npm run develop`. */
  draft?: boolean;
  /** A post dated after the build's date (YYYY-MM-DD): production builds publish it on that day. */
  scheduled?: string | null;
}

/**
 * Shown above a draft or a scheduled post in `npm run develop`, the only place either is built: tells the author that
 * readers do not see the page (yet).
 */
export default function DraftBanner({ draft = false, scheduled = null }: Props) {
  const { t } = useTranslation();
  if (!draft && !scheduled) return null;
  return (
    <div className="alert alert--warning draft-banner margin-bottom--md" role="note">
      <strong>{t(draft ? 'draft.title' : 'draft.scheduledTitle')}</strong>{' '}
      {draft ? t('draft.notice') : t('draft.scheduledNotice', { date: scheduled })}
    </div>
  );
}
