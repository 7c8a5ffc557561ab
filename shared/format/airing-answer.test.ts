import { describe, expect, it } from 'vitest';
import type { Show } from '../types/api';
import type { DayGroup } from '../types/content';
import { airingAnswerAt } from './airing-answer';

const show = (id: number, slug: string, days: DayGroup[], startTime: string, endTime: string, titlePa = ''): Show => ({
  id,
  slug,
  title: `Show ${slug}`,
  titlePa,
  description: '',
  image: `/${slug}.jpg`,
  days,
  startTime,
  endTime,
  type: { id: 1, title: 'Talk', icon: 'mic' },
  languages: ['Punjabi'],
  hosts: [{ id: 9, slug: 'jas', title: 'Jaspal', titlePa: 'ਜਸਪਾਲ', photo: '/j.jpg' }],
  postDate: '2026-01-01',
});

const SHOWS = [
  show(1, 'morning', ['Monday to Friday'], '06:00', '09:00', 'ਸਵੇਰ'),
  show(2, 'drive', ['Monday to Friday'], '16:00', '19:00'),
];

// Vancouver stays on UTC-7 from November 2026 (vancouver-time.ts): Monday 23 Nov, 07:00 there is 14:00 UTC.
const MONDAY_7AM = Date.UTC(2026, 10, 23, 14, 0);
const MONDAY_10AM = Date.UTC(2026, 10, 23, 17, 0);

describe('airingAnswerAt', () => {
  it('answers the show on air with its card fields, and the next to start', () => {
    expect(airingAnswerAt(SHOWS, MONDAY_7AM)).toEqual({
      show: {
        id: 1,
        slug: 'morning',
        name: 'Show morning',
        namePa: 'ਸਵੇਰ',
        image: '/morning.jpg',
        hosts: ['Jaspal'],
        start: '06:00',
        end: '09:00',
      },
      status: 'live',
      next: { slug: 'drive', name: 'Show drive', start: '16:00', day: 'Monday to Friday' },
    });
  });

  it('is off-air between shows, leaving out a Punjabi name the schedule lacks', () => {
    const answer = airingAnswerAt(SHOWS, MONDAY_10AM);
    expect(answer).toMatchObject({ show: null, status: 'off-air' });
    expect(answer.next).toEqual({ slug: 'drive', name: 'Show drive', start: '16:00', day: 'Monday to Friday' });
  });

  it('has no next show when the schedule is empty', () => {
    expect(airingAnswerAt([], MONDAY_7AM)).toEqual({ show: null, status: 'off-air', next: null });
  });
});
