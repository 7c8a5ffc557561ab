import { describe, expect, it } from 'vitest';
import type { Api } from '../api/client';
import type { ContactInfoResponse } from '../types/api';
import { contactCard, loadContact, telHref } from './contact';

const info: ContactInfoResponse = {
  title: 'Contact Us',
  titlePa: 'ਸੰਪਰਕ',
  head: 'Contact Radio 91.5',
  description: '<p>Write to us. See <a href="/careers">careers</a>.</p>',
  note: { heading: 'Visit', headingPa: 'ਆਓ', description: '<p>Unit 204</p>' },
  details: {
    address: 'Unit 204, 12830 80 Avenue, Surrey, BC',
    addressPa: 'ਯੂਨਿਟ 204',
    phone: '+1 604-555-0915',
    email: 'info@915radio.example',
    hours: 'Monday to Friday',
  },
};

const api = { get: async () => info } as unknown as Api;
const load = (path: string, params: Record<string, string> = {}, lang: 'en' | 'pa' = 'en') =>
  loadContact({ api, lang, params, url: new URL(`http://x${path}`), settings: async () => null });

describe('contact loader', () => {
  it('keeps the description HTML with its links, and the head title from the contract', async () => {
    const { data, head } = await load('/contact');
    expect(data.descriptionHtml).toContain('<a href="/careers">');
    expect(head.title).toBe('Contact Radio 91.5');
    expect(data).toMatchObject({ type: null, report: false, about: null, action: '/contact' });
  });

  it('news-report is a report, and names a same-site page from ?about=', async () => {
    const { data } = await load('/contact/news-report?about=%2Fnews%2Fpost%2Fbus', { type: 'news-report' });
    expect(data).toMatchObject({
      type: 'news-report',
      report: true,
      about: '/news/post/bus',
      action: '/contact/news-report?about=%2Fnews%2Fpost%2Fbus',
    });
    const other = await load('/contact/news-report?about=https%3A%2F%2Fevil.example', { type: 'news-report' });
    expect(other.data.about).toBeNull();
  });

  it('a type the server would refuse is the not-found page', async () => {
    expect((await load('/contact/Bad_Type', { type: 'Bad_Type' })).status).toBe(404);
  });

  it('the card: details in the language, tel: and mailto: links; the note without details', () => {
    expect(contactCard(info, 'pa')).toEqual({
      heading: 'ਆਓ',
      address: 'ਯੂਨਿਟ 204',
      phone: { text: '+1 604-555-0915', href: 'tel:+16045550915' },
      email: { text: 'info@915radio.example', href: 'mailto:info@915radio.example' },
      hours: 'Monday to Friday',
    });
    expect(contactCard({ ...info, details: undefined }, 'en')).toEqual({
      heading: 'Visit',
      noteHtml: '<p>Unit 204</p>',
    });
    expect(telHref('(604) 555-0915')).toBe('tel:6045550915');
  });
});
