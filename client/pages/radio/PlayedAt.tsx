/**
 * "What played at…" (issue 28): a date and a time in Vancouver time, labelled, and the songs up to
 * that moment from GET /api/history/{fm|hd2}?at=…. The picker starts at now once the page has
 * hydrated (the server does not know the visitor's now: the page is cached), within the seven days
 * the history keeps.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { RadioStream } from '../../../shared/loaders/radio';
import { clockTime } from '../../../shared/format/clock';
import { useApp, useT } from '../../app/context';
import { historyPath, pickedDate, pickedInstant, pickerValues } from './history';
import { Songs } from './Songs';
import { useHistory } from './use-history';

const KEPT_DAYS = 7;

export function PlayedAt({ stream }: { stream: RadioStream }) {
  const t = useT();
  const { lang } = useApp();
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [range, setRange] = useState({ min: '', max: '' });
  const [asked, setAsked] = useState<{ at: string; date: string; time: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const answer = useHistory(asked ? historyPath(stream, asked.at) : null);

  useEffect(() => {
    const now = pickerValues(Date.now());
    setDate(now.date);
    setTime(now.time);
    setRange({ min: pickerValues(Date.now() - KEPT_DAYS * 86_400_000).date, max: now.date });
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = pickedInstant(date, time);
    setInvalid(!at);
    if (at) setAsked({ at, date, time });
  };

  return (
    <section className="radio-songs radio-played-at" aria-labelledby={`${id}-title`}>
      <h2 className="section__title" id={`${id}-title`}>
        {t('radioPage.whatPlayed')}
      </h2>
      <form className="radio-played-at__form" onSubmit={submit} noValidate>
        <label className="radio-played-at__field">
          <span>{t('radioPage.date')}</span>
          <input type="date" value={date} min={range.min} max={range.max} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="radio-played-at__field">
          <span>{t('radioPage.time')}</span>
          <input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
        <button type="submit" className="radio-played-at__submit">
          {t('radioPage.find')}
        </button>
      </form>
      <div aria-live="polite">
        {invalid && (
          <p className="radio-songs__note" role="alert">
            {t('radioPage.badTime')}
          </p>
        )}
        {asked && (
          <>
            <h3 className="radio-played-at__results">
              {t('radioPage.results', { date: pickedDate(asked.date, lang), time: clockTime(asked.time, lang) })}
            </h3>
            <Songs list={answer.list} retry={answer.retry} empty={t('radioPage.noneAt')} />
          </>
        )}
      </div>
    </section>
  );
}
