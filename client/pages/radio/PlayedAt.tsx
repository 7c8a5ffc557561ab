/**
 * "What played at…" (issue 28): a date and a time in Vancouver time, labelled, and the songs up to
 * that moment from GET /api/history/{fm|hd2}?at=…. The picker starts at now once the page has
 * hydrated (the server does not know the visitor's now: the page is cached), within the seven days
 * the history keeps; the browser's own validation asks for both fields.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { RadioStream } from '../../../shared/loaders/radio';
import { useT } from '../../app/context';
import { historyPath, pickedInstant, pickerValues } from './history';
import { Songs } from './Songs';
import { useHistory } from './use-history';

const KEPT_DAYS = 7;

export function PlayedAt({ stream }: { stream: RadioStream }) {
  const t = useT();
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [range, setRange] = useState({ min: '', max: '' });
  const [at, setAt] = useState<string | null>(null);
  const answer = useHistory(at ? historyPath(stream, at) : null);

  useEffect(() => {
    const now = pickerValues(Date.now());
    setDate(now.date);
    setTime(now.time);
    setRange({ min: pickerValues(Date.now() - KEPT_DAYS * 86_400_000).date, max: now.date });
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const picked = pickedInstant(date, time);
    if (picked) setAt(picked);
  };

  return (
    <section className="radio-songs radio-played-at" aria-labelledby={`${id}-title`}>
      <h2 className="section__title" id={`${id}-title`}>
        {t('radioPage.whatPlayed')}
      </h2>
      <form className="radio-played-at__form" onSubmit={submit}>
        <label className="radio-played-at__field">
          <span>{t('radioPage.date')}</span>
          <input
            className="field__input"
            type="date"
            required
            value={date}
            min={range.min}
            max={range.max}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className="radio-played-at__field">
          <span>{t('radioPage.time')}</span>
          <input className="field__input" type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        <button type="submit" className="radio-played-at__submit">
          {t('radioPage.find')}
        </button>
      </form>
      <div className="radio-played-at__answer" aria-live="polite">
        <Songs list={answer.list} retry={answer.retry} empty={t('radioPage.noSongs')} />
      </div>
    </section>
  );
}
