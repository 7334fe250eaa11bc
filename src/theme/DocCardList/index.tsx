import { useTranslation } from 'react-i18next';
import { createContext, useContext } from 'react';
import Link from '../LocaleLink';
import type { DocCard } from '../../lib/docs/sidebars';
import * as styles from './styles.module.css';

export const DocCardsContext = createContext<DocCard[] | null>(null);

/** Cards of the current category page's items; the doc template provides them. */
export default function DocCardList() {
  const cards = useContext(DocCardsContext);
  const { t } = useTranslation();
  if (cards === null) throw new Error('DocCardList must be used inside a docs page (DocCardsContext is missing)');
  return (
    <section className="doc-card-list row">
      {cards.map((card) => (
        <article key={card.route} className="col col--6 margin-bottom--lg">
          <Link to={card.route} className="card padding--lg doc-card">
            <h2 className={styles.title}>{card.label}</h2>
            <p className={styles.description}>
              {card.count !== null ? t('doc.cardPages', { count: card.count }) : card.description}
            </p>
          </Link>
        </article>
      ))}
    </section>
  );
}
