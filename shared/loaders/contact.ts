/**
 * The contact page (spec doc 2 §2 "Contact"): /contact/{type?}. Heading, the description as the
 * sanitised HTML it is (links kept), the side card from /api/info/contact (the station's address,
 * phone and email as tel: and mailto: links, office hours; or the note's text when the content
 * has no details), and what the form needs: its type, whether it reports an error (the message
 * label), and the page a 'REPORT AN ERROR' link came from (`?about=`, a same-site path only).
 */
import { read } from '../api/path';
import type { ContactInfoResponse } from '../types/api';
import type { Lang } from '../types/content';
import { CONTACT_REPORT_TYPE } from '../constants';
import { isContactType } from '../content-kinds';
import { sameSitePath } from '../forms/path';
import { pick } from '../format/pick';
import { crop, plainText } from '../format/text';
import type { Loader } from '../routing/types';
import { orNotFound } from './or-not-found';

export interface ContactCardView {
  heading: string;
  address?: string;
  phone?: { text: string; href: string };
  email?: { text: string; href: string };
  hours?: string;
  /** The note's own text, shown when the content has no separate details. */
  noteHtml?: string;
}

export interface ContactView {
  title: string;
  descriptionHtml: string;
  /** Sent with the form; null on /contact. */
  type: string | null;
  /** type news-report: the message label reads 'Please explain an error you encountered'. */
  report: boolean;
  /** The reported page, named beside the message and sent with it. */
  about: string | null;
  /**
   * Where the form posts without JavaScript: this page's own address, with its `?about=`, so a
   * refused post shows the form again still naming the reported page.
   */
  action: string;
  card: ContactCardView;
}

/** tel: wants digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The side card: the details when the content has them, else the note's text. */
export function contactCard(c: ContactInfoResponse, lang: Lang): ContactCardView {
  const heading = pick(lang, c.note.heading, c.note.headingPa);
  const d = c.details;
  if (!d || !(d.address || d.phone || d.email || d.hours)) {
    return { heading, noteHtml: pick(lang, c.note.description, c.note.descriptionPa) };
  }
  const card: ContactCardView = { heading };
  const address = pick(lang, d.address ?? '', d.addressPa);
  const hours = pick(lang, d.hours ?? '', d.hoursPa);
  if (address) card.address = address;
  if (d.phone) card.phone = { text: d.phone, href: telHref(d.phone) };
  if (d.email) card.email = { text: d.email, href: `mailto:${d.email}` };
  if (hours) card.hours = hours;
  return card;
}

export const loadContact: Loader<ContactView> = ({ api, lang, params, url }) =>
  orNotFound(async () => {
    const type = params.type ?? null;
    // A type the server would refuse is no page (the not-found page renders instead of data).
    if (type !== null && !isContactType(type))
      return { status: 404, head: { title: '404' }, data: null as unknown as ContactView };
    const c = await read(api, '/api/info/contact', {});
    const title = pick(lang, c.title, c.titlePa);
    const descriptionHtml = pick(lang, c.description, c.descriptionPa);
    const about = sameSitePath(url.searchParams.get('about'));
    const page = type ? `/contact/${type}` : '/contact';
    return {
      head: { title: lang === 'pa' ? title : c.head || title, description: crop(plainText(descriptionHtml), 200) },
      data: {
        title,
        descriptionHtml,
        type,
        report: type === CONTACT_REPORT_TYPE,
        about,
        action: about ? `${page}?about=${encodeURIComponent(about)}` : page,
        card: contactCard(c, lang),
      },
    };
  });
