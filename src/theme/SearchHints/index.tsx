/**
 * What the search says when a query is not matched as typed, in the dialog and on /search/ alike:
 * - "Did you mean …": whole queries with each unknown word replaced by the closest indexed term (local engine);
 * - "Showing results for …": the query with the words the engine had to drop struck through (either backend);
 * - with no result at all, or an unknown word: the help center, the troubleshooting guides and the community.
 * Nothing when the query was matched as typed.
 */
import { useTranslation } from 'react-i18next';
import Link from '../LocaleLink';
import { siteConfig } from '../../config/site';

export interface SearchHintsData {
  query: string;
  nbHits: number;
  /** As the backend answers it: the query with each dropped word wrapped in <em>…</em> (escaped text otherwise). */
  queryAfterRemoval?: string;
  suggestions?: readonly string[];
}

/** The hints of one search answer, or null when there is nothing to say. */
export function hintsOf(result: { query?: string; nbHits?: number; queryAfterRemoval?: string; suggestions?: readonly string[] } | undefined): SearchHintsData | null {
  if (!result?.query?.trim()) return null;
  const suggestions = (result.suggestions ?? []).filter((suggestion) => suggestion && suggestion !== result.query);
  const relaxed = result.queryAfterRemoval && /<em>/.test(result.queryAfterRemoval) ? result.queryAfterRemoval : undefined;
  const nbHits = result.nbHits ?? 0;
  if (!suggestions.length && !relaxed && nbHits > 0) return null;
  return { query: result.query, nbHits, queryAfterRemoval: relaxed, suggestions };
}

/** The words of `queryAfterRemoval`, each with whether the engine dropped it (the markup is never rendered as HTML). */
function relaxedWords(queryAfterRemoval: string): Array<{ word: string; dropped: boolean }> {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const out: Array<{ word: string; dropped: boolean }> = [];
  const re = /<em>(.*?)<\/em>|([^<]+)/g;
  for (let match = re.exec(queryAfterRemoval); match; match = re.exec(queryAfterRemoval)) {
    const dropped = match[1] !== undefined;
    for (const word of unescape(match[1] ?? match[2]).split(/\s+/).filter(Boolean)) out.push({ word, dropped });
  }
  return out;
}

export interface SearchHintsProps {
  hints: SearchHintsData;
  /** Runs a suggested query in place (the dialog, the page); without it the suggestion is a link to /search/?q=. */
  onPick?: (query: string) => void;
  /** Called when the visitor follows a link out (the dialog closes). */
  onLeave?: () => void;
}

export default function SearchHints({ hints, onPick, onLeave }: SearchHintsProps) {
  const { t } = useTranslation();
  const { suggestions = [], queryAfterRemoval, nbHits } = hints;
  const kept = queryAfterRemoval ? relaxedWords(queryAfterRemoval) : [];
  const shown = kept.filter((word) => !word.dropped).map((word) => word.word).join(' ');
  const wayOut = nbHits === 0 || suggestions.length > 0;
  return (
    <div className="search-hints" role="status">
      {suggestions.length > 0 && (
        <p className="search-hints__suggest">
          {t('search.hints.didYouMean')}{' '}
          {suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 && ', '}
              <Link
                to={`/search/?q=${encodeURIComponent(suggestion)}`}
                className="search-hints__suggestion"
                onClick={(event) => {
                  if (!onPick) return onLeave?.();
                  event.preventDefault();
                  onPick(suggestion);
                }}
              >
                {suggestion}
              </Link>
            </span>
          ))}
          ?
        </p>
      )}
      {shown && nbHits > 0 && (
        <p className="search-hints__relaxed">
          {t('search.hints.showingResultsFor')} <strong>{shown}</strong>{' '}
          <span className="search-hints__dropped">
            ({t('search.hints.withoutWords')} {kept.filter((word) => word.dropped).map((word, i) => <s key={i}>{(i > 0 ? ' ' : '') + word.word}</s>)})
          </span>
        </p>
      )}
      {wayOut && (
        <div className="search-hints__help">
          <p>{nbHits === 0 ? t('search.hints.noMatch') : t('search.hints.stillStuck')}</p>
          <ul>
            <li>
              <Link to="/help/" onClick={onLeave}>
                {t('search.hints.helpCenter')}
              </Link>
            </li>
            <li>
              <Link to="/docs/user-guides/contact-us-for-support/" onClick={onLeave}>
                {t('search.hints.support')}
              </Link>
            </li>
            <li>
              <a href={siteConfig.communityUrl} rel="noopener">
                {t('search.hints.community')}
              </a>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
