/**
 * "Was this page helpful?" at the foot of a doc: Yes / No, then an optional comment. Answers go to the Netlify
 * form "page-feedback" (static/feedback-form.html is the copy Netlify's form detection reads) as a urlencoded POST
 * to /. Where nothing receives it (a local `gatsby serve`), the reader is thanked all the same. The box keeps its
 * height through every step, so nothing below it moves.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const FEEDBACK_FORM = 'page-feedback';

export function encodeFeedback(fields: Record<string, string>): string {
  return new URLSearchParams({ 'form-name': FEEDBACK_FORM, 'bot-field': '', ...fields }).toString();
}

async function send(fields: Record<string, string>): Promise<void> {
  try {
    await fetch('/', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: encodeFeedback(fields) });
  } catch {
    // Offline or no form endpoint: the answer is lost, and the reader is thanked anyway.
  }
}

/** `lang`: the interface language, where it differs from the article's (an English page shown in another locale). */
export default function PageFeedback({ page, lang }: { page: string; lang?: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'ask' | 'comment' | 'done'>('ask');
  const [helpful, setHelpful] = useState('');
  const [comment, setComment] = useState('');

  const vote = (answer: 'yes' | 'no') => {
    setHelpful(answer);
    setStep('comment');
    void send({ page, helpful: answer, comment: '' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStep('done');
    if (comment.trim()) void send({ page, helpful, comment: comment.trim().slice(0, 1000) });
  };

  return (
    <section className="page-feedback" aria-labelledby="page-feedback-title" lang={lang}>
      {step === 'ask' && (
        <div className="page-feedback__ask">
          <p id="page-feedback-title" className="page-feedback__question">
            {t('feedback.question')}
          </p>
          <div className="page-feedback__buttons">
            <button type="button" className="button button--outline button--primary button--sm" onClick={() => vote('yes')}>
              {t('feedback.yes')}
            </button>
            <button type="button" className="button button--outline button--primary button--sm" onClick={() => vote('no')}>
              {t('feedback.no')}
            </button>
          </div>
        </div>
      )}
      {step !== 'ask' && (
        <div className="page-feedback__thanks" role="status">
          <p id="page-feedback-title" className="page-feedback__question">
            {t('feedback.thanks')}
          </p>
          {step === 'comment' && (
            <form name={FEEDBACK_FORM} method="post" className="page-feedback__form" onSubmit={submit}>
              <label htmlFor="page-feedback-comment">{t('feedback.commentLabel')}</label>
              <div className="page-feedback__row">
                <textarea id="page-feedback-comment" name="comment" rows={2} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
                <button type="submit" className="button button--primary button--sm">
                  {t('feedback.send')}
                </button>
              </div>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
