/**
 * Loaders for the screens whose full layouts come in later work (shows, featured, events,
 * contact). Each fetches its real data from the contract and returns a PlainView: a heading, text and a list of links, rendered by the
 * plain page so every route answers with its real content today.
 */
import type { ContactInfoResponse } from '../types/api';
import type { BodyBlock } from '../types/content';
import { orNotFound } from './or-not-found';
import { pick } from '../format/pick';
import { plainText } from '../format/text';
import type { Loaded, Loader } from '../routing/types';

interface PlainItem {
  title: string;
  href?: string;
  text?: string;
  date?: string;
  image?: string;
}

export interface PlainView {
  title: string;
  intro?: string;
  /** Paragraphs of plain text (rich bodies are sanitised and laid out by the article screens). */
  body: string[];
  image?: string;
  items: PlainItem[];
  /** A paged list: links are `${base}/${n}`. */
  pages?: { current: number; total: number; base: string };
}

type PlainLoaded = Loaded<PlainView>;

const _page = (p: string | undefined) => (p ? Number(p) : 1);

/** Paragraphs of a rich body as plain text. */
function _bodyText(blocks: BodyBlock[] | undefined): string[] {
  return (blocks ?? [])
    .flatMap((b) =>
      b.type === 'text'
        ? [plainText(b.value)]
        : b.type === 'quote'
          ? [`“${b.quote}”${b.author ? ` — ${b.author}` : ''}`]
          : [],
    )
    .filter(Boolean);
}

function view(title: string, rest: Partial<PlainView> = {}, description?: string): PlainLoaded {
  const data: PlainView = { title, body: [], items: [], ...rest };
  return { head: { title, description: description ?? data.intro ?? data.body[0]?.slice(0, 200) }, data };
}

const _paged = (current: number, total: number, base: string) => ({ current, total, base });

export const loadContact: Loader<PlainView> = ({ api, lang }) =>
  orNotFound(async () => {
    const c = await api.get<ContactInfoResponse>('/api/info/contact');
    return view(pick(lang, c.title, c.titlePa), {
      intro: plainText(pick(lang, c.description, c.descriptionPa)),
      body: [plainText(pick(lang, c.note.description, c.note.descriptionPa))],
    });
  });
