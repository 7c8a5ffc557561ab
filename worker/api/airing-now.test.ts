import { describe, expect, it } from 'vitest';
import { airingNow } from './airing-now';

const show = (slug: string, startTime: string, endTime: string, titlePa?: string) => ({
  id: slug.length,
  slug,
  title: slug.toUpperCase(),
  titlePa,
  image: `/images/${slug}.jpg`,
  hosts: [{ id: 1, slug: 'ann', title: 'Ann', photo: '/images/ann.jpg' }],
  days: ['Monday to Friday' as const],
  startTime,
  endTime,
});

// Vancouver is UTC-7 from November 2026: 07:00 local on Monday 23 Nov 2026 is 14:00 UTC.
const mondayAt7 = Date.parse('2026-11-23T07:00:00-07:00');

describe('airingNow', () => {
  it('names the show on air with its hosts, and the next one with its day', () => {
    const answer = airingNow([show('morning', '06:00', '10:00', 'ਸਵੇਰ'), show('noon', '12:00', '13:00')], mondayAt7);
    expect(answer).toEqual({
      status: 'live',
      show: {
        id: 7,
        slug: 'morning',
        name: 'MORNING',
        namePa: 'ਸਵੇਰ',
        image: '/images/morning.jpg',
        hosts: ['Ann'],
        start: '06:00',
        end: '10:00',
      },
      next: { slug: 'noon', name: 'NOON', start: '12:00', day: 'Monday to Friday' },
    });
  });

  it('is off air with nothing next when the schedule is empty', () => {
    expect(airingNow([], mondayAt7)).toEqual({ show: null, status: 'off-air', next: null });
  });
});
