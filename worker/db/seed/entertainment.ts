import type { AudioRef, BodyBlock, ImageRef, PostInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import {
  byline,
  cardImage,
  gurmukhiImage,
  gurmukhiImageBlock,
  gurmukhiOnly,
  imageBlock,
  imagesIn,
  quote as q,
  t,
  video,
  type Byline,
} from './helpers';

/**
 * Demo entertainment posts (ids 2000–2039): Hindi film industry news, Punjabi cinema and music,
 * reviews with star ratings, interviews with artists visiting Vancouver and community events in
 * Surrey and Abbotsford. Every film, album, artist, company and organiser is invented; real
 * places and venues are named only in general terms.
 */

const img = imagesIn('entertainment');

/**
 * This file's images by name: `pic` is a body block and `card` a card image (English-only posts
 * leave out the Punjabi caption); the gurmukhi ones carry one Gurmukhi caption in both fields.
 */
const pic = (name: string, caption: string, captionPa?: string): BodyBlock => imageBlock(img(name), caption, captionPa);
const card = (name: string, caption: string, captionPa?: string): ImageRef => cardImage(img(name), caption, captionPa);
const gurmukhiPic = (name: string, caption: string): BodyBlock => gurmukhiImageBlock(img(name), caption);
const gurmukhiCard = (name: string, caption: string): ImageRef => gurmukhiImage(img(name), caption);

const songPreview = (title: string, duration: number): AudioRef => ({
  title,
  url: '/media/audio/song-preview.wav',
  duration,
});

/** The entertainment desk, with the Gurmukhi spelling of each byline. */
const desk = {
  rupinder: { en: 'Rupinder Kaur Johal', pa: 'ਰੁਪਿੰਦਰ ਕੌਰ ਜੌਹਲ' },
  manveer: { en: 'Manveer Singh Gill', pa: 'ਮਨਵੀਰ ਸਿੰਘ ਗਿੱਲ' },
  sukhpreet: { en: 'Sukhpreet Kaur Randhawa', pa: 'ਸੁਖਪ੍ਰੀਤ ਕੌਰ ਰੰਧਾਵਾ' },
  arjun: { en: 'Arjun Mehta', pa: 'ਅਰਜੁਨ ਮਹਿਤਾ' },
  jaspal: { en: 'Jaspal Singh Aulakh', pa: 'ਜਸਪਾਲ ਸਿੰਘ ਔਲਖ' },
} as const satisfies Record<string, Byline>;

export function entertainmentPosts(d: SeedDates): PostInput[] {
  return [
    ...batchOne(d),
    ...batchTwo(d),
    ...batchThree(d),
    ...batchFour(d),
    ...batchFive(d),
    ...batchSix(d),
    ...batchSeven(d),
  ];
}

/** Bollywood: box office, streaming, release dates (2000–2005). */
function batchOne(d: SeedDates): PostInput[] {
  return [
    {
      id: 2000,
      kind: 'entertainment',
      slug: 'toofan-ki-raat-storms-box-office-with-biggest-opening-of-the-year',
      title: '‘Toofan Ki Raat’ storms the box office with the biggest opening of the year',
      titlePa: '‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’ ਨੇ ਬਾਕਸ ਆਫ਼ਿਸ ’ਤੇ ਮਚਾਈ ਧੂਮ, ਸਾਲ ਦੀ ਸਭ ਤੋਂ ਵੱਡੀ ਓਪਨਿੰਗ',
      intro:
        'The action thriller starring Vikrant Khanna and Zoya Mirza drew packed houses in India and overseas in its first weekend, including strong shows in Surrey and Brampton.',
      introPa:
        'ਵਿਕਰਾਂਤ ਖੰਨਾ ਅਤੇ ਜ਼ੋਇਆ ਮਿਰਜ਼ਾ ਦੀ ਐਕਸ਼ਨ ਥ੍ਰਿਲਰ ਨੇ ਪਹਿਲੇ ਵੀਕਐਂਡ ’ਤੇ ਭਾਰਤ ਅਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਹਾਊਸਫੁੱਲ ਸ਼ੋਅ ਕੀਤੇ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਦੇ ਸਿਨੇਮਾਘਰ ਵੀ ਸ਼ਾਮਲ ਹਨ।',
      body: [
        t('<p>Trade trackers say <em>Toofan Ki Raat</em> earned more in its first three days than any Hindi release so far this year. Director Rohan Bhatia’s film, about a coast guard officer caught up in a smuggling plot on the night of a cyclone, opened on more than four thousand screens.</p>'),
        pic(
          'toofan-ki-raat-opening-night-fans',
          'Fans outside a Mumbai cinema on the opening night of ‘Toofan Ki Raat’.',
          '‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’ ਦੀ ਪਹਿਲੀ ਰਾਤ ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਦੇ ਬਾਹਰ ਇਕੱਠੇ ਹੋਏ ਪ੍ਰਸ਼ੰਸਕ।',
        ),
        t('<p>Overseas markets added a healthy share, with Canada among the top three. Distributors said evening shows in Surrey, Brampton and Calgary stayed close to full through Sunday.</p>'),
        q(
          'Audiences were waiting for a big-screen entertainer they could watch with the whole family. Word of mouth has done the rest.',
          'Neha Kapadia, head of distribution at Kesar Pictures',
        ),
      ],
      bodyPa: [
        t('<p>ਵਪਾਰ ਵਿਸ਼ਲੇਸ਼ਕਾਂ ਮੁਤਾਬਕ <em>ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ</em> ਨੇ ਪਹਿਲੇ ਤਿੰਨ ਦਿਨਾਂ ਵਿੱਚ ਇਸ ਸਾਲ ਦੀ ਹਰ ਹਿੰਦੀ ਫ਼ਿਲਮ ਨਾਲੋਂ ਵੱਧ ਕਮਾਈ ਕੀਤੀ ਹੈ। ਨਿਰਦੇਸ਼ਕ ਰੋਹਨ ਭਾਟੀਆ ਦੀ ਇਹ ਫ਼ਿਲਮ ਇੱਕ ਕੋਸਟ ਗਾਰਡ ਅਫ਼ਸਰ ਦੀ ਕਹਾਣੀ ਹੈ, ਜੋ ਚੱਕਰਵਾਤ ਦੀ ਰਾਤ ਤਸਕਰੀ ਦੀ ਸਾਜ਼ਿਸ਼ ਵਿੱਚ ਫਸ ਜਾਂਦਾ ਹੈ। ਫ਼ਿਲਮ ਚਾਰ ਹਜ਼ਾਰ ਤੋਂ ਵੱਧ ਸਕਰੀਨਾਂ ’ਤੇ ਰਿਲੀਜ਼ ਹੋਈ।</p>'),
        pic(
          'toofan-ki-raat-opening-night-fans',
          'Fans outside a Mumbai cinema on the opening night of ‘Toofan Ki Raat’.',
          '‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’ ਦੀ ਪਹਿਲੀ ਰਾਤ ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਦੇ ਬਾਹਰ ਇਕੱਠੇ ਹੋਏ ਪ੍ਰਸ਼ੰਸਕ।',
        ),
        t('<p>ਵਿਦੇਸ਼ੀ ਬਾਜ਼ਾਰਾਂ ਨੇ ਵੀ ਚੰਗਾ ਹਿੱਸਾ ਪਾਇਆ ਅਤੇ ਕੈਨੇਡਾ ਪਹਿਲੇ ਤਿੰਨ ਦੇਸ਼ਾਂ ਵਿੱਚ ਰਿਹਾ। ਵਿਤਰਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਸਰੀ, ਬਰੈਂਪਟਨ ਅਤੇ ਕੈਲਗਰੀ ਵਿੱਚ ਐਤਵਾਰ ਤੱਕ ਸ਼ਾਮ ਦੇ ਸ਼ੋਅ ਲਗਭਗ ਭਰੇ ਰਹੇ।</p>'),
        q(
          'ਦਰਸ਼ਕ ਅਜਿਹੀ ਵੱਡੇ ਪਰਦੇ ਦੀ ਫ਼ਿਲਮ ਦੀ ਉਡੀਕ ਵਿੱਚ ਸਨ ਜੋ ਪੂਰਾ ਪਰਿਵਾਰ ਇਕੱਠੇ ਬੈਠ ਕੇ ਦੇਖ ਸਕੇ। ਬਾਕੀ ਕੰਮ ਲੋਕਾਂ ਦੀ ਜ਼ੁਬਾਨੀ ਤਾਰੀਫ਼ ਨੇ ਕਰ ਦਿੱਤਾ।',
          'ਨੇਹਾ ਕਪਾਡੀਆ, ਕੇਸਰ ਪਿਕਚਰਜ਼ ਦੀ ਡਿਸਟ੍ਰੀਬਿਊਸ਼ਨ ਮੁਖੀ',
        ),
      ],
      ...byline(desk.arjun),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'toofan-ki-raat-poster',
          'Vikrant Khanna in a still from ‘Toofan Ki Raat’.',
          '‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’ ਦੇ ਇੱਕ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਵਿਕਰਾਂਤ ਖੰਨਾ।',
        ),
      ],
      videos: [video('Toofan Ki Raat – official trailer', 'tkrtrailer1')],
      postDate: d.daysAgo(0, '10:30'),
    },
    {
      id: 2001,
      kind: 'entertainment',
      slug: 'romantic-drama-dil-ka-mausam-skips-theatres-for-streaming-premiere',
      title: 'Romantic drama ‘Dil Ka Mausam’ skips theatres for a streaming premiere',
      intro:
        'The producers of the small-town love story say a direct streaming release will put the film in front of more viewers, including families abroad, on the same day.',
      body: [
        t('<p><em>Dil Ka Mausam</em>, starring newcomer Aditya Rawal and Sana Qureshi, will premiere on a major streaming platform next month instead of opening in cinemas. The film follows two music teachers who meet at a hill-station school and fall out over a song competition.</p>'),
        t('<p>Producer Farhan Siddiqui of Monsoon Tales Films said the team weighed a theatrical release for months. In the end, he said, streaming made more sense for a quiet, dialogue-driven film that might struggle against big action titles.</p>'),
        q(
          'A film like ours lives on word of mouth. On streaming, a viewer in Surrey and a viewer in Shimla can press play on the same evening.',
          'Farhan Siddiqui, producer',
        ),
        t('<p>Industry watchers say more mid-budget Hindi films are choosing this route, while the biggest star vehicles continue to hold out for cinemas first.</p>'),
      ],
      author: desk.arjun.en,
      tags: ['bollywood'],
      locale: ['en'],
      images: [card('dil-ka-mausam-still', 'Aditya Rawal and Sana Qureshi in ‘Dil Ka Mausam’.')],
      postDate: d.daysAgo(2, '14:15'),
    },
    {
      id: 2002,
      kind: 'entertainment',
      slug: 'historical-epic-rajmahal-moves-release-to-the-festival-season',
      title: 'Historical epic ‘Rajmahal’ moves its release to the festival season',
      titlePa: 'ਇਤਿਹਾਸਕ ਫ਼ਿਲਮ ‘ਰਾਜਮਹਿਲ’ ਦੀ ਰਿਲੀਜ਼ ਤਿਉਹਾਰਾਂ ਦੇ ਸੀਜ਼ਨ ਤੱਕ ਅੱਗੇ ਪਈ',
      intro:
        'The makers of the big-budget period film say extra time for visual effects, not competition, is behind the new date.',
      introPa:
        'ਵੱਡੇ ਬਜਟ ਵਾਲੀ ਇਸ ਇਤਿਹਾਸਕ ਫ਼ਿਲਮ ਦੇ ਨਿਰਮਾਤਾਵਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵੀਂ ਤਰੀਕ ਪਿੱਛੇ ਮੁਕਾਬਲਾ ਨਹੀਂ, ਸਗੋਂ ਵਿਜ਼ੂਅਲ ਇਫ਼ੈਕਟਸ ਲਈ ਲੋੜੀਂਦਾ ਵਾਧੂ ਸਮਾਂ ਹੈ।',
      body: [
        t('<p><em>Rajmahal</em>, the story of a queen who defends her fort through a long siege, will now open in the festival season rather than early summer. Lead actor Devika Sharma plays the queen, with Aryan Kapoor as her army commander.</p>'),
        t('<p>Director Suresh Iyer said several battle sequences needed more work. The production is one of the most expensive Hindi films in recent years, with sets built over many months.</p>'),
        pic(
          'rajmahal-fort-set',
          'A fort set built for ‘Rajmahal’.',
          '‘ਰਾਜਮਹਿਲ’ ਲਈ ਬਣਾਇਆ ਗਿਆ ਕਿਲ੍ਹੇ ਦਾ ਸੈੱਟ।',
        ),
        t('<p>Distributors welcomed the move. Festival weekends usually bring families to cinemas in large numbers, both in India and in cities such as Surrey and Toronto.</p>'),
      ],
      bodyPa: [
        t('<p><em>ਰਾਜਮਹਿਲ</em>, ਇੱਕ ਅਜਿਹੀ ਰਾਣੀ ਦੀ ਕਹਾਣੀ ਜੋ ਲੰਮੀ ਘੇਰਾਬੰਦੀ ਦੌਰਾਨ ਆਪਣੇ ਕਿਲ੍ਹੇ ਦੀ ਰਾਖੀ ਕਰਦੀ ਹੈ, ਹੁਣ ਗਰਮੀਆਂ ਦੀ ਥਾਂ ਤਿਉਹਾਰਾਂ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਰਿਲੀਜ਼ ਹੋਵੇਗੀ। ਦੇਵਿਕਾ ਸ਼ਰਮਾ ਰਾਣੀ ਦੀ ਭੂਮਿਕਾ ਨਿਭਾ ਰਹੀ ਹੈ ਅਤੇ ਆਰੀਅਨ ਕਪੂਰ ਉਸ ਦੇ ਸੈਨਾਪਤੀ ਬਣੇ ਹਨ।</p>'),
        t('<p>ਨਿਰਦੇਸ਼ਕ ਸੁਰੇਸ਼ ਅਈਅਰ ਨੇ ਦੱਸਿਆ ਕਿ ਜੰਗ ਦੇ ਕਈ ਦ੍ਰਿਸ਼ਾਂ ’ਤੇ ਅਜੇ ਹੋਰ ਕੰਮ ਦੀ ਲੋੜ ਸੀ। ਇਹ ਹਾਲੀਆ ਸਾਲਾਂ ਦੀਆਂ ਸਭ ਤੋਂ ਮਹਿੰਗੀਆਂ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ ਅਤੇ ਇਸ ਦੇ ਸੈੱਟ ਕਈ ਮਹੀਨਿਆਂ ਵਿੱਚ ਤਿਆਰ ਹੋਏ।</p>'),
        pic(
          'rajmahal-fort-set',
          'A fort set built for ‘Rajmahal’.',
          '‘ਰਾਜਮਹਿਲ’ ਲਈ ਬਣਾਇਆ ਗਿਆ ਕਿਲ੍ਹੇ ਦਾ ਸੈੱਟ।',
        ),
        t('<p>ਵਿਤਰਕਾਂ ਨੇ ਇਸ ਫ਼ੈਸਲੇ ਦਾ ਸਵਾਗਤ ਕੀਤਾ ਹੈ। ਤਿਉਹਾਰਾਂ ਵਾਲੇ ਵੀਕਐਂਡ ’ਤੇ ਭਾਰਤ ਦੇ ਨਾਲ-ਨਾਲ ਸਰੀ ਅਤੇ ਟੋਰਾਂਟੋ ਵਰਗੇ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਵੀ ਪਰਿਵਾਰ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਸਿਨੇਮਾਘਰਾਂ ਦਾ ਰੁਖ਼ ਕਰਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.rupinder),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'rajmahal-devika-sharma-queen',
          'Devika Sharma as the queen in ‘Rajmahal’.',
          '‘ਰਾਜਮਹਿਲ’ ਵਿੱਚ ਰਾਣੀ ਦੇ ਕਿਰਦਾਰ ਵਿੱਚ ਦੇਵਿਕਾ ਸ਼ਰਮਾ।',
        ),
        card(
          'rajmahal-fort-set',
          'A fort set built for ‘Rajmahal’.',
          '‘ਰਾਜਮਹਿਲ’ ਲਈ ਬਣਾਇਆ ਗਿਆ ਕਿਲ੍ਹੇ ਦਾ ਸੈੱਟ।',
        ),
      ],
      postDate: d.daysAgo(4, '11:00'),
    },
    {
      id: 2003,
      kind: 'entertainment',
      slug: 'hindi-film-saanjhe-sapne-begins-shooting-in-punjab-villages',
      ...gurmukhiOnly({
        title: 'ਹਿੰਦੀ ਫ਼ਿਲਮ ‘ਸਾਂਝੇ ਸੁਪਨੇ’ ਦੀ ਸ਼ੂਟਿੰਗ ਪੰਜਾਬ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚ ਸ਼ੁਰੂ',
        intro:
          'ਦੋ ਭਰਾਵਾਂ ਦੀ ਕਹਾਣੀ ’ਤੇ ਆਧਾਰਿਤ ਇਸ ਫ਼ਿਲਮ ਦੀ ਟੀਮ ਅਗਲੇ ਦੋ ਮਹੀਨੇ ਮੋਗਾ ਅਤੇ ਫ਼ਿਰੋਜ਼ਪੁਰ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚ ਕੰਮ ਕਰੇਗੀ।',
        body: [
          t('<p>ਮੁੰਬਈ ਦੇ ਨਿਰਦੇਸ਼ਕ ਅਨਿਲ ਸਹਿਗਲ ਦੀ ਨਵੀਂ ਫ਼ਿਲਮ <em>ਸਾਂਝੇ ਸੁਪਨੇ</em> ਦੀ ਸ਼ੂਟਿੰਗ ਮੋਗਾ ਨੇੜਲੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਸ਼ੁਰੂ ਹੋ ਗਈ ਹੈ। ਫ਼ਿਲਮ ਦੋ ਭਰਾਵਾਂ ਦੀ ਕਹਾਣੀ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਇੱਕ ਕੈਨੇਡਾ ਚਲਾ ਜਾਂਦਾ ਹੈ ਅਤੇ ਦੂਜਾ ਪਿੰਡ ਰਹਿ ਕੇ ਖੇਤੀ ਸਾਂਭਦਾ ਹੈ।</p>'),
          gurmukhiPic('saanjhe-sapne-village-shoot', 'ਮੋਗਾ ਨੇੜਲੇ ਪਿੰਡ ਵਿੱਚ ‘ਸਾਂਝੇ ਸੁਪਨੇ’ ਦੀ ਸ਼ੂਟਿੰਗ ਦੌਰਾਨ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।'),
          t('<p>ਮੁੱਖ ਭੂਮਿਕਾਵਾਂ ਵਿੱਚ ਕਰਨ ਵਾਲੀਆ ਅਤੇ ਰਿਤਿਕਾ ਸੋਢੀ ਹਨ। ਪਿੰਡ ਵਾਸੀਆਂ ਨੂੰ ਵੀ ਛੋਟੇ ਕਿਰਦਾਰਾਂ ਲਈ ਚੁਣਿਆ ਗਿਆ ਹੈ ਅਤੇ ਸੱਥ ਵਿੱਚ ਹਰ ਰੋਜ਼ ਸ਼ੂਟਿੰਗ ਦੇਖਣ ਵਾਲਿਆਂ ਦੀ ਭੀੜ ਲੱਗੀ ਰਹਿੰਦੀ ਹੈ।</p>'),
          q(
            'ਪਰਦੇਸ ਗਏ ਪੁੱਤਾਂ ਅਤੇ ਪਿੱਛੇ ਰਹਿ ਗਏ ਮਾਪਿਆਂ ਦੀ ਕਹਾਣੀ ਹਰ ਪੰਜਾਬੀ ਘਰ ਦੀ ਕਹਾਣੀ ਹੈ। ਇਸ ਨੂੰ ਅਸਲੀ ਪਿੰਡ ਤੋਂ ਬਿਨਾਂ ਨਹੀਂ ਫ਼ਿਲਮਾਇਆ ਜਾ ਸਕਦਾ ਸੀ।',
            'ਅਨਿਲ ਸਹਿਗਲ, ਨਿਰਦੇਸ਼ਕ',
          ),
        ],
        reporter: desk.jaspal,
      }),
      tags: ['bollywood'],
      images: [gurmukhiCard('saanjhe-sapne-village-shoot', 'ਮੋਗਾ ਨੇੜਲੇ ਪਿੰਡ ਵਿੱਚ ‘ਸਾਂਝੇ ਸੁਪਨੇ’ ਦੀ ਸ਼ੂਟਿੰਗ ਦੌਰਾਨ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।')],
      postDate: d.daysAgo(5, '16:20'),
    },
    {
      id: 2004,
      kind: 'entertainment',
      slug: 'kabir-malhotra-to-play-a-village-wrestler-in-sports-biopic',
      title: 'Kabir Malhotra to play a village wrestler in a new sports drama',
      titlePa: 'ਨਵੀਂ ਖੇਡ ਫ਼ਿਲਮ ਵਿੱਚ ਪਿੰਡ ਦੇ ਪਹਿਲਵਾਨ ਦਾ ਕਿਰਦਾਰ ਨਿਭਾਉਣਗੇ ਕਬੀਰ ਮਲਹੋਤਰਾ',
      intro:
        'The actor says he will spend months training in a traditional akhara before cameras roll on ‘Mitti Da Sher’.',
      introPa:
        'ਅਦਾਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ‘ਮਿੱਟੀ ਦਾ ਸ਼ੇਰ’ ਦੀ ਸ਼ੂਟਿੰਗ ਤੋਂ ਪਹਿਲਾਂ ਉਹ ਕਈ ਮਹੀਨੇ ਇੱਕ ਰਵਾਇਤੀ ਅਖਾੜੇ ਵਿੱਚ ਅਭਿਆਸ ਕਰਨਗੇ।',
      body: [
        t('<p>Kabir Malhotra, known for romantic comedies, will take on his most physical role yet in <em>Mitti Da Sher</em>. The fictional story follows a wrestler from a small village who fights his way to a national title.</p>'),
        t('<p>The film will be shot in Haryana and Punjab, with a final bout staged in a full stadium. Malhotra said he has already changed his diet and begun training with a retired coach.</p>'),
        q(
          'I have never been so nervous about a role. A wrestler’s body tells the story before he says a single line.',
          'Kabir Malhotra, actor',
        ),
      ],
      bodyPa: [
        t('<p>ਰੋਮਾਂਟਿਕ ਕਾਮੇਡੀ ਫ਼ਿਲਮਾਂ ਲਈ ਜਾਣੇ ਜਾਂਦੇ ਕਬੀਰ ਮਲਹੋਤਰਾ <em>ਮਿੱਟੀ ਦਾ ਸ਼ੇਰ</em> ਵਿੱਚ ਹੁਣ ਤੱਕ ਦਾ ਸਭ ਤੋਂ ਮਿਹਨਤ ਵਾਲਾ ਕਿਰਦਾਰ ਨਿਭਾਉਣਗੇ। ਇਹ ਕਾਲਪਨਿਕ ਕਹਾਣੀ ਇੱਕ ਛੋਟੇ ਪਿੰਡ ਦੇ ਪਹਿਲਵਾਨ ਦੀ ਹੈ, ਜੋ ਸੰਘਰਸ਼ ਕਰਕੇ ਕੌਮੀ ਖ਼ਿਤਾਬ ਤੱਕ ਪਹੁੰਚਦਾ ਹੈ।</p>'),
        t('<p>ਫ਼ਿਲਮ ਦੀ ਸ਼ੂਟਿੰਗ ਹਰਿਆਣਾ ਅਤੇ ਪੰਜਾਬ ਵਿੱਚ ਹੋਵੇਗੀ ਅਤੇ ਆਖ਼ਰੀ ਮੁਕਾਬਲਾ ਭਰੇ ਸਟੇਡੀਅਮ ਵਿੱਚ ਫ਼ਿਲਮਾਇਆ ਜਾਵੇਗਾ। ਮਲਹੋਤਰਾ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀ ਖ਼ੁਰਾਕ ਬਦਲ ਲਈ ਹੈ ਅਤੇ ਇੱਕ ਸੇਵਾਮੁਕਤ ਕੋਚ ਕੋਲ ਅਭਿਆਸ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤਾ ਹੈ।</p>'),
        q(
          'ਮੈਂ ਕਦੇ ਕਿਸੇ ਕਿਰਦਾਰ ਲਈ ਇੰਨਾ ਘਬਰਾਇਆ ਨਹੀਂ ਸੀ। ਪਹਿਲਵਾਨ ਦਾ ਸਰੀਰ ਇੱਕ ਵੀ ਸੰਵਾਦ ਬੋਲਣ ਤੋਂ ਪਹਿਲਾਂ ਹੀ ਉਸ ਦੀ ਕਹਾਣੀ ਦੱਸ ਦਿੰਦਾ ਹੈ।',
          'ਕਬੀਰ ਮਲਹੋਤਰਾ, ਅਦਾਕਾਰ',
        ),
      ],
      ...byline(desk.manveer),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'kabir-malhotra-akhara-training',
          'Kabir Malhotra during training for ‘Mitti Da Sher’.',
          '‘ਮਿੱਟੀ ਦਾ ਸ਼ੇਰ’ ਲਈ ਅਭਿਆਸ ਦੌਰਾਨ ਕਬੀਰ ਮਲਹੋਤਰਾ।',
        ),
      ],
      postDate: d.daysAgo(7, '09:45'),
    },
    {
      id: 2005,
      kind: 'entertainment',
      slug: 'surrey-cinemas-add-screens-for-hindi-films-as-weekend-crowds-grow',
      title: 'Surrey cinemas add screens for Hindi films as weekend crowds grow',
      intro:
        'Theatre managers in Surrey and Abbotsford say South Asian films now fill a growing share of their weekend schedules.',
      body: [
        t('<p>Two multiplexes in Surrey have added extra screens for Hindi and Punjabi releases on Friday and Saturday nights. Managers say demand has grown steadily, with families often booking a whole row for a new release.</p>'),
        pic('surrey-multiplex-weekend-queue', 'Moviegoers queue for a Hindi film at a Surrey multiplex.'),
        t('<p>Cinemas are also adding English subtitles to more shows, which staff say helps mixed families and younger viewers. Some theatres now run a Sunday matinee aimed at seniors, with lower ticket prices.</p>'),
        q(
          'Ten years ago we had one South Asian film a week. Now on a big weekend we can have four, and they are often our busiest screens.',
          'Derek Lawson, manager of a Surrey multiplex',
        ),
      ],
      author: desk.sukhpreet.en,
      tags: ['bollywood'],
      locale: ['en'],
      images: [card('surrey-multiplex-weekend-queue', 'Moviegoers queue for a Hindi film at a Surrey multiplex.')],
      postDate: d.daysAgo(9, '13:10'),
    },
  ];
}

/** Bollywood: music, franchises, comebacks, trailers (2006–2011). */
function batchTwo(d: SeedDates): PostInput[] {
  return [
    {
      id: 2006,
      kind: 'entertainment',
      slug: 'raghav-ishaan-soundtrack-for-pehli-baarish-tops-music-charts',
      title: 'Raghav–Ishaan’s soundtrack for ‘Pehli Baarish’ tops the music charts',
      titlePa: 'ਰਾਘਵ–ਈਸ਼ਾਨ ਦਾ ‘ਪਹਿਲੀ ਬਾਰਿਸ਼’ ਦਾ ਸੰਗੀਤ ਚਾਰਟਾਂ ਵਿੱਚ ਸਭ ਤੋਂ ਉੱਤੇ',
      intro:
        'A monsoon love song from the upcoming film has become the most-streamed Hindi track of the month, weeks before the film reaches cinemas.',
      introPa:
        'ਆਉਣ ਵਾਲੀ ਫ਼ਿਲਮ ਦਾ ਮੌਨਸੂਨ ’ਤੇ ਆਧਾਰਿਤ ਪਿਆਰ ਗੀਤ ਫ਼ਿਲਮ ਰਿਲੀਜ਼ ਹੋਣ ਤੋਂ ਹਫ਼ਤੇ ਪਹਿਲਾਂ ਹੀ ਮਹੀਨੇ ਦਾ ਸਭ ਤੋਂ ਵੱਧ ਸੁਣਿਆ ਗਿਆ ਹਿੰਦੀ ਗੀਤ ਬਣ ਗਿਆ ਹੈ।',
      body: [
        t('<p>Composer duo Raghav and Ishaan have a hit on their hands with the title song of <em>Pehli Baarish</em>. The track, sung by Mohit Rana and Aarohi Desai, mixes a soft piano line with a dhol break in the final chorus.</p>'),
        t('<p>Its music video, shot in the rain on the streets of old Mumbai, has been shared widely by fans abroad. Radio requests for the song have also climbed in Canada and the UK.</p>'),
        q(
          'We wanted a song people could sing on a rainy bus ride home. Vancouver listeners tell us they have plenty of chances.',
          'Ishaan Verma, composer',
        ),
      ],
      bodyPa: [
        t('<p>ਸੰਗੀਤਕਾਰ ਜੋੜੀ ਰਾਘਵ ਅਤੇ ਈਸ਼ਾਨ ਦਾ <em>ਪਹਿਲੀ ਬਾਰਿਸ਼</em> ਦਾ ਟਾਈਟਲ ਗੀਤ ਹਿੱਟ ਹੋ ਗਿਆ ਹੈ। ਮੋਹਿਤ ਰਾਣਾ ਅਤੇ ਆਰੋਹੀ ਦੇਸਾਈ ਦੇ ਗਾਏ ਇਸ ਗੀਤ ਵਿੱਚ ਪਿਆਨੋ ਦੀ ਨਰਮ ਧੁਨ ਹੈ ਅਤੇ ਆਖ਼ਰੀ ਅੰਤਰੇ ਵਿੱਚ ਢੋਲ ਦੀ ਥਾਪ ਵੀ ਆਉਂਦੀ ਹੈ।</p>'),
        t('<p>ਪੁਰਾਣੀ ਮੁੰਬਈ ਦੀਆਂ ਗਲੀਆਂ ਵਿੱਚ ਮੀਂਹ ਦੌਰਾਨ ਫ਼ਿਲਮਾਇਆ ਗਿਆ ਇਸ ਦਾ ਮਿਊਜ਼ਿਕ ਵੀਡੀਓ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੀ ਖ਼ੂਬ ਸਾਂਝਾ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ। ਕੈਨੇਡਾ ਅਤੇ ਇੰਗਲੈਂਡ ਵਿੱਚ ਰੇਡੀਓ ’ਤੇ ਵੀ ਇਸ ਗੀਤ ਦੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਵਧੀਆਂ ਹਨ।</p>'),
        q(
          'ਅਸੀਂ ਅਜਿਹਾ ਗੀਤ ਬਣਾਉਣਾ ਚਾਹੁੰਦੇ ਸੀ ਜੋ ਲੋਕ ਮੀਂਹ ਵਿੱਚ ਬੱਸ ’ਤੇ ਘਰ ਜਾਂਦੇ ਗੁਣਗੁਣਾ ਸਕਣ। ਵੈਨਕੂਵਰ ਦੇ ਸਰੋਤੇ ਦੱਸਦੇ ਹਨ ਕਿ ਉੱਥੇ ਅਜਿਹੇ ਮੌਕੇ ਬਹੁਤ ਮਿਲਦੇ ਹਨ।',
          'ਈਸ਼ਾਨ ਵਰਮਾ, ਸੰਗੀਤਕਾਰ',
        ),
      ],
      ...byline(desk.rupinder),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'pehli-baarish-music-video-rain',
          'A scene from the ‘Pehli Baarish’ music video.',
          '‘ਪਹਿਲੀ ਬਾਰਿਸ਼’ ਦੇ ਮਿਊਜ਼ਿਕ ਵੀਡੀਓ ਦਾ ਇੱਕ ਦ੍ਰਿਸ਼।',
        ),
      ],
      videos: [video('Pehli Baarish – title song music video', 'pbsongvid01')],
      postDate: d.daysAgo(11, '12:00'),
    },
    {
      id: 2007,
      kind: 'entertainment',
      slug: 'hindi-studios-bet-on-sequels-as-franchise-slate-grows',
      title: 'Hindi studios bet on sequels as the franchise slate grows',
      titlePa: 'ਹਿੰਦੀ ਸਟੂਡੀਓਜ਼ ਦਾ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ’ਤੇ ਦਾਅ, ਫ਼ਰੈਂਚਾਇਜ਼ੀਆਂ ਦੀ ਸੂਚੀ ਲੰਮੀ ਹੋਈ',
      intro:
        'Nearly a third of the big Hindi releases announced for next year are sequels or spin-offs, and producers say the reason is simple: familiar names sell tickets.',
      introPa:
        'ਅਗਲੇ ਸਾਲ ਲਈ ਐਲਾਨੀਆਂ ਵੱਡੀਆਂ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਲਗਭਗ ਇੱਕ ਤਿਹਾਈ ਸੀਕਵਲ ਜਾਂ ਸਪਿਨ-ਆਫ਼ ਹਨ, ਅਤੇ ਨਿਰਮਾਤਾਵਾਂ ਮੁਤਾਬਕ ਕਾਰਨ ਸਿੱਧਾ ਹੈ: ਜਾਣੇ-ਪਛਾਣੇ ਨਾਂ ਟਿਕਟਾਂ ਵੇਚਦੇ ਹਨ।',
      body: [
        t('<p>From a third chapter of the comedy series <em>Golmaal Dhaba</em> to a follow-up to last year’s spy hit <em>Operation Neelkanth</em>, the slate is full of returning characters. Producers say known titles make it easier to raise money and book screens.</p>'),
        t('<p>Not everyone is convinced. Several writers argue that original stories are being squeezed out, and point to small films that found large audiences this year without any brand behind them.</p>'),
        pic(
          'franchise-film-posters-wall',
          'Posters for upcoming sequels at a Mumbai studio.',
          'ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਟੂਡੀਓ ਵਿੱਚ ਆਉਣ ਵਾਲੀਆਂ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਦੇ ਪੋਸਟਰ।',
        ),
        t('<p>For overseas audiences the trend has a plus side: sequels tend to get wider releases abroad, so more of them reach cinemas in Surrey on the same day as in India.</p>'),
      ],
      bodyPa: [
        t('<p>ਕਾਮੇਡੀ ਲੜੀ <em>ਗੋਲਮਾਲ ਢਾਬਾ</em> ਦੇ ਤੀਜੇ ਭਾਗ ਤੋਂ ਲੈ ਕੇ ਪਿਛਲੇ ਸਾਲ ਦੀ ਜਾਸੂਸੀ ਹਿੱਟ <em>ਓਪਰੇਸ਼ਨ ਨੀਲਕੰਠ</em> ਦੇ ਅਗਲੇ ਭਾਗ ਤੱਕ, ਸੂਚੀ ਪੁਰਾਣੇ ਕਿਰਦਾਰਾਂ ਨਾਲ ਭਰੀ ਪਈ ਹੈ। ਨਿਰਮਾਤਾ ਕਹਿੰਦੇ ਹਨ ਕਿ ਜਾਣੇ-ਪਛਾਣੇ ਨਾਵਾਂ ਨਾਲ ਪੈਸਾ ਜੁਟਾਉਣਾ ਅਤੇ ਸਕਰੀਨਾਂ ਬੁੱਕ ਕਰਨਾ ਸੌਖਾ ਹੁੰਦਾ ਹੈ।</p>'),
        t('<p>ਹਰ ਕੋਈ ਇਸ ਨਾਲ ਸਹਿਮਤ ਨਹੀਂ। ਕਈ ਲੇਖਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵੀਆਂ ਕਹਾਣੀਆਂ ਲਈ ਥਾਂ ਘਟ ਰਹੀ ਹੈ, ਅਤੇ ਉਹ ਇਸ ਸਾਲ ਦੀਆਂ ਉਨ੍ਹਾਂ ਛੋਟੀਆਂ ਫ਼ਿਲਮਾਂ ਦੀ ਮਿਸਾਲ ਦਿੰਦੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨੇ ਬਿਨਾਂ ਕਿਸੇ ਵੱਡੇ ਨਾਂ ਦੇ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਦਰਸ਼ਕ ਖਿੱਚੇ।</p>'),
        pic(
          'franchise-film-posters-wall',
          'Posters for upcoming sequels at a Mumbai studio.',
          'ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਟੂਡੀਓ ਵਿੱਚ ਆਉਣ ਵਾਲੀਆਂ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਦੇ ਪੋਸਟਰ।',
        ),
        t('<p>ਵਿਦੇਸ਼ੀ ਦਰਸ਼ਕਾਂ ਲਈ ਇਸ ਰੁਝਾਨ ਦਾ ਇੱਕ ਫ਼ਾਇਦਾ ਵੀ ਹੈ: ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਆਮ ਤੌਰ ’ਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੱਡੇ ਪੱਧਰ ’ਤੇ ਰਿਲੀਜ਼ ਹੁੰਦੀਆਂ ਹਨ, ਇਸ ਲਈ ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੀਆਂ ਭਾਰਤ ਵਾਲੇ ਦਿਨ ਹੀ ਸਰੀ ਦੇ ਸਿਨੇਮਾਘਰਾਂ ਵਿੱਚ ਪਹੁੰਚ ਜਾਂਦੀਆਂ ਹਨ।</p>'),
      ],
      ...byline(desk.arjun),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'franchise-film-posters-wall',
          'Posters for upcoming sequels at a Mumbai studio.',
          'ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਟੂਡੀਓ ਵਿੱਚ ਆਉਣ ਵਾਲੀਆਂ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਦੇ ਪੋਸਟਰ।',
        ),
      ],
      postDate: d.daysAgo(13, '15:30'),
    },
    {
      id: 2008,
      kind: 'entertainment',
      slug: 'meenakshi-rao-returns-to-the-screen-after-a-decade',
      title: 'Meenakshi Rao returns to the screen after a decade away',
      intro:
        'The actress, a favourite of family dramas in the 2000s, will play a retired judge in the courtroom drama ‘Faisla’.',
      body: [
        t('<p>Meenakshi Rao stepped away from films ten years ago to care for her family and run a theatre workshop for children. She returns in <em>Faisla</em>, directed by Priya Nair, as a retired judge drawn back into an old case.</p>'),
        t('<p>Rao said she turned down many scripts before this one. She added that the industry has changed a great deal, with shorter shoots, more women behind the camera and far more attention to rehearsal.</p>'),
        q(
          'I did not come back to be a star again. I came back because this woman on the page would not leave me alone.',
          'Meenakshi Rao, actress',
        ),
      ],
      author: desk.rupinder.en,
      tags: ['bollywood'],
      locale: ['en'],
      images: [card('meenakshi-rao-faisla-set', 'Meenakshi Rao on the set of ‘Faisla’.')],
      postDate: d.daysAgo(15, '10:05'),
    },
    {
      id: 2009,
      kind: 'entertainment',
      slug: 'trailer-for-thriller-aakhri-gawah-promises-a-tense-courtroom-ride',
      title: 'Trailer for thriller ‘Aakhri Gawah’ promises a tense courtroom ride',
      titlePa: 'ਥ੍ਰਿਲਰ ‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦਾ ਟ੍ਰੇਲਰ ਜਾਰੀ, ਅਦਾਲਤੀ ਡਰਾਮੇ ਦੀ ਝਲਕ',
      intro:
        'The first look at Nikhil Arora’s thriller about the last witness in a murder case has drawn millions of views within a day.',
      introPa:
        'ਕਤਲ ਦੇ ਇੱਕ ਮਾਮਲੇ ਦੇ ਆਖ਼ਰੀ ਗਵਾਹ ਬਾਰੇ ਨਿਖਿਲ ਅਰੋੜਾ ਦੀ ਥ੍ਰਿਲਰ ਦੀ ਪਹਿਲੀ ਝਲਕ ਨੂੰ ਇੱਕ ਦਿਨ ਵਿੱਚ ਹੀ ਲੱਖਾਂ ਲੋਕਾਂ ਨੇ ਦੇਖਿਆ ਹੈ।',
      body: [
        t('<p>The trailer for <em>Aakhri Gawah</em> opens with a single line from a frightened tea-stall owner who saw too much. Actor Ranveer Sood plays a young lawyer who must keep him alive until he reaches the witness box.</p>'),
        pic(
          'aakhri-gawah-courtroom-still',
          'Ranveer Sood in a courtroom scene from ‘Aakhri Gawah’.',
          '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦੇ ਇੱਕ ਅਦਾਲਤੀ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਰਣਵੀਰ ਸੂਦ।',
        ),
        t('<p>The film is set to open worldwide next month, with shows already listed in Canada. The makers say it runs under two hours and has no songs, which is still unusual for a Hindi release.</p>'),
      ],
      bodyPa: [
        t('<p><em>ਆਖ਼ਰੀ ਗਵਾਹ</em> ਦਾ ਟ੍ਰੇਲਰ ਇੱਕ ਡਰੇ ਹੋਏ ਚਾਹ ਵਾਲੇ ਦੀ ਇੱਕ ਲਾਈਨ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਨੇ ਲੋੜ ਤੋਂ ਵੱਧ ਦੇਖ ਲਿਆ ਸੀ। ਅਦਾਕਾਰ ਰਣਵੀਰ ਸੂਦ ਇੱਕ ਨੌਜਵਾਨ ਵਕੀਲ ਬਣੇ ਹਨ, ਜਿਸ ਨੇ ਗਵਾਹ ਨੂੰ ਅਦਾਲਤ ਪਹੁੰਚਣ ਤੱਕ ਜ਼ਿੰਦਾ ਰੱਖਣਾ ਹੈ।</p>'),
        pic(
          'aakhri-gawah-courtroom-still',
          'Ranveer Sood in a courtroom scene from ‘Aakhri Gawah’.',
          '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦੇ ਇੱਕ ਅਦਾਲਤੀ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਰਣਵੀਰ ਸੂਦ।',
        ),
        t('<p>ਫ਼ਿਲਮ ਅਗਲੇ ਮਹੀਨੇ ਦੁਨੀਆ ਭਰ ਵਿੱਚ ਰਿਲੀਜ਼ ਹੋਵੇਗੀ ਅਤੇ ਕੈਨੇਡਾ ਵਿੱਚ ਇਸ ਦੇ ਸ਼ੋਅ ਪਹਿਲਾਂ ਹੀ ਸੂਚੀਬੱਧ ਹੋ ਚੁੱਕੇ ਹਨ। ਨਿਰਮਾਤਾਵਾਂ ਮੁਤਾਬਕ ਫ਼ਿਲਮ ਦੋ ਘੰਟਿਆਂ ਤੋਂ ਘੱਟ ਦੀ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਕੋਈ ਗੀਤ ਨਹੀਂ, ਜੋ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚ ਅਜੇ ਵੀ ਘੱਟ ਹੀ ਦੇਖਣ ਨੂੰ ਮਿਲਦਾ ਹੈ।</p>'),
      ],
      ...byline(desk.manveer),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'aakhri-gawah-poster',
          'The poster of ‘Aakhri Gawah’.',
          '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦਾ ਪੋਸਟਰ।',
        ),
        card(
          'aakhri-gawah-courtroom-still',
          'Ranveer Sood in a courtroom scene from ‘Aakhri Gawah’.',
          '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦੇ ਇੱਕ ਅਦਾਲਤੀ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਰਣਵੀਰ ਸੂਦ।',
        ),
      ],
      videos: [video('Aakhri Gawah – official trailer', 'agtrailer02')],
      postDate: d.daysAgo(18, '08:50'),
    },
    {
      id: 2010,
      kind: 'entertainment',
      slug: 'punjabi-songs-in-growing-demand-in-hindi-films',
      ...gurmukhiOnly({
        title: 'ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਗੀਤਾਂ ਦੀ ਮੰਗ ਲਗਾਤਾਰ ਵਧੀ',
        intro:
          'ਇਸ ਸਾਲ ਰਿਲੀਜ਼ ਹੋਈਆਂ ਵੱਡੀਆਂ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਲਗਭਗ ਹਰ ਦੂਜੀ ਫ਼ਿਲਮ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਪੰਜਾਬੀ ਗੀਤ ਹੈ।',
        body: [
          t('<p>ਵਿਆਹ ਦੇ ਦ੍ਰਿਸ਼ ਹੋਣ ਜਾਂ ਫ਼ਿਲਮ ਦਾ ਆਖ਼ਰੀ ਨਾਚ, ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਦੇ ਨਿਰਮਾਤਾ ਹੁਣ ਪੰਜਾਬੀ ਬੋਲਾਂ ਅਤੇ ਢੋਲ ਦੀ ਥਾਪ ’ਤੇ ਭਰੋਸਾ ਕਰ ਰਹੇ ਹਨ। ਕਈ ਪੰਜਾਬੀ ਗਾਇਕਾਂ ਨੂੰ ਮੁੰਬਈ ਤੋਂ ਪਹਿਲਾਂ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਸੱਦੇ ਮਿਲ ਰਹੇ ਹਨ।</p>'),
          t('<p>ਗੀਤਕਾਰ ਬਲਜੀਤ ਸਿੰਘ ਮਾਹਲ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪੰਜਾਬੀ ਗੀਤ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੀ ਫ਼ਿਲਮ ਦੀ ਪਹੁੰਚ ਵਧਾਉਂਦੇ ਹਨ। ਕੈਨੇਡਾ, ਇੰਗਲੈਂਡ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ ਦੇ ਪੰਜਾਬੀ ਨੌਜਵਾਨ ਇਹੀ ਗੀਤ ਸਭ ਤੋਂ ਵੱਧ ਸਾਂਝੇ ਕਰਦੇ ਹਨ।</p>'),
          q(
            'ਪਹਿਲਾਂ ਸਾਨੂੰ ਇੱਕ ਅੰਤਰਾ ਪੰਜਾਬੀ ਵਿੱਚ ਲਿਖਣ ਲਈ ਕਿਹਾ ਜਾਂਦਾ ਸੀ, ਹੁਣ ਪੂਰਾ ਗੀਤ ਪੰਜਾਬੀ ਵਿੱਚ ਮੰਗਿਆ ਜਾਂਦਾ ਹੈ।',
            'ਬਲਜੀਤ ਸਿੰਘ ਮਾਹਲ, ਗੀਤਕਾਰ',
          ),
          t('<p>ਕੁਝ ਆਲੋਚਕ ਚਿਤਾਵਨੀ ਵੀ ਦਿੰਦੇ ਹਨ ਕਿ ਕਈ ਵਾਰ ਬੋਲਾਂ ਦੀ ਥਾਂ ਸਿਰਫ਼ ਰੌਲਾ ਰਹਿ ਜਾਂਦਾ ਹੈ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਪੰਜਾਬੀ ਲੋਕ ਸੰਗੀਤ ਦੀ ਅਸਲੀ ਮਿਠਾਸ ਬਚਾ ਕੇ ਰੱਖਣੀ ਜ਼ਰੂਰੀ ਹੈ।</p>'),
        ],
        reporter: desk.sukhpreet,
      }),
      tags: ['bollywood'],
      images: [gurmukhiCard('punjabi-singer-mumbai-recording-studio', 'ਮੁੰਬਈ ਦੇ ਇੱਕ ਰਿਕਾਰਡਿੰਗ ਸਟੂਡੀਓ ਵਿੱਚ ਗੀਤ ਰਿਕਾਰਡ ਕਰਦਾ ਇੱਕ ਪੰਜਾਬੀ ਗਾਇਕ।')],
      postDate: d.daysAgo(20, '17:40'),
    },
    {
      id: 2011,
      kind: 'entertainment',
      slug: 'half-year-box-office-small-films-punch-above-their-weight',
      title: 'Half-year box office: small films punch above their weight',
      titlePa: 'ਛਿਮਾਹੀ ਬਾਕਸ ਆਫ਼ਿਸ: ਛੋਟੀਆਂ ਫ਼ਿਲਮਾਂ ਨੇ ਦਿਖਾਇਆ ਵੱਡਾ ਦਮ',
      intro:
        'Big-star releases still earn the most, but the surprise of the year so far belongs to modest films with strong stories.',
      introPa:
        'ਵੱਡੇ ਸਿਤਾਰਿਆਂ ਦੀਆਂ ਫ਼ਿਲਮਾਂ ਅਜੇ ਵੀ ਸਭ ਤੋਂ ਵੱਧ ਕਮਾਈ ਕਰ ਰਹੀਆਂ ਹਨ, ਪਰ ਇਸ ਸਾਲ ਦੀ ਅਸਲ ਹੈਰਾਨੀ ਮਜ਼ਬੂਤ ਕਹਾਣੀਆਂ ਵਾਲੀਆਂ ਸਾਦੀਆਂ ਫ਼ਿਲਮਾਂ ਰਹੀਆਂ ਹਨ।',
      body: [
        t('<p>Figures compiled by trade analysts show overall ticket sales for Hindi films are up on last year. Three of the ten top earners were made on small budgets with little-known casts.</p>'),
        t('<p>The standout is <em>Chai Pe Charcha</em>, a comedy about a family feud over a roadside tea stall. It ran for more than ten weeks in many cities, driven almost entirely by word of mouth.</p>'),
        q(
          'Audiences are telling us they will leave the house for a good story. The poster matters less than it used to.',
          'Vivek Sharma, trade analyst',
        ),
        t('<p>Overseas takings were also higher, with North America accounting for a larger share than before.</p>'),
      ],
      bodyPa: [
        t('<p>ਵਪਾਰ ਵਿਸ਼ਲੇਸ਼ਕਾਂ ਦੇ ਅੰਕੜਿਆਂ ਮੁਤਾਬਕ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਦੀਆਂ ਕੁੱਲ ਟਿਕਟਾਂ ਦੀ ਵਿਕਰੀ ਪਿਛਲੇ ਸਾਲ ਨਾਲੋਂ ਵਧੀ ਹੈ। ਸਭ ਤੋਂ ਵੱਧ ਕਮਾਈ ਕਰਨ ਵਾਲੀਆਂ ਦਸ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਤਿੰਨ ਛੋਟੇ ਬਜਟ ਅਤੇ ਘੱਟ ਜਾਣੇ-ਪਛਾਣੇ ਕਲਾਕਾਰਾਂ ਨਾਲ ਬਣੀਆਂ ਸਨ।</p>'),
        t('<p>ਸਭ ਤੋਂ ਅੱਗੇ <em>ਚਾਏ ਪੇ ਚਰਚਾ</em> ਰਹੀ, ਜੋ ਸੜਕ ਕਿਨਾਰੇ ਚਾਹ ਦੀ ਦੁਕਾਨ ਨੂੰ ਲੈ ਕੇ ਪਰਿਵਾਰਕ ਝਗੜੇ ਦੀ ਕਾਮੇਡੀ ਹੈ। ਇਹ ਫ਼ਿਲਮ ਕਈ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਦਸ ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਚੱਲੀ ਅਤੇ ਇਸ ਦੀ ਕਾਮਯਾਬੀ ਲਗਭਗ ਪੂਰੀ ਤਰ੍ਹਾਂ ਦਰਸ਼ਕਾਂ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਸਦਕਾ ਰਹੀ।</p>'),
        q(
          'ਦਰਸ਼ਕ ਸਾਨੂੰ ਦੱਸ ਰਹੇ ਹਨ ਕਿ ਚੰਗੀ ਕਹਾਣੀ ਲਈ ਉਹ ਘਰੋਂ ਨਿਕਲਣਗੇ। ਪੋਸਟਰ ਦੀ ਅਹਿਮੀਅਤ ਪਹਿਲਾਂ ਜਿੰਨੀ ਨਹੀਂ ਰਹੀ।',
          'ਵਿਵੇਕ ਸ਼ਰਮਾ, ਵਪਾਰ ਵਿਸ਼ਲੇਸ਼ਕ',
        ),
        t('<p>ਵਿਦੇਸ਼ਾਂ ਤੋਂ ਕਮਾਈ ਵੀ ਵਧੀ ਹੈ ਅਤੇ ਉੱਤਰੀ ਅਮਰੀਕਾ ਦਾ ਹਿੱਸਾ ਪਹਿਲਾਂ ਨਾਲੋਂ ਵੱਡਾ ਰਿਹਾ।</p>'),
      ],
      ...byline(desk.arjun),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'box-office-ticket-counter',
          'A busy ticket counter at a cinema in Delhi.',
          'ਦਿੱਲੀ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਦੀ ਟਿਕਟ ਖਿੜਕੀ ’ਤੇ ਭੀੜ।',
        ),
      ],
      postDate: d.daysAgo(23, '11:20'),
    },
  ];
}

/** Bollywood: shoots in BC, streaming series, awards, debuts (2012–2017). */
function batchThree(d: SeedDates): PostInput[] {
  return [
    {
      id: 2012,
      kind: 'entertainment',
      slug: 'hindi-film-barf-ke-us-paar-wraps-shoot-in-british-columbia',
      title: 'Hindi film ‘Barf Ke Us Paar’ wraps its shoot in British Columbia',
      intro:
        'A crew of more than a hundred spent five weeks filming in the mountains near Squamish and Whistler, hiring dozens of local workers along the way.',
      body: [
        t('<p>The romantic adventure <em>Barf Ke Us Paar</em> has finished filming in British Columbia. The story follows two strangers stranded by a snowstorm on a mountain highway, and the snowy passes of the Sea-to-Sky corridor stood in for the setting.</p>'),
        pic('barf-ke-us-paar-mountain-shoot', 'The crew of ‘Barf Ke Us Paar’ filming near Squamish.'),
        t('<p>Line producer Kamal Dhaliwal, who grew up in Surrey, said the production hired drivers, caterers and set builders from the Lower Mainland. Several local Punjabi families also appear as extras in a wedding scene shot in a Vancouver banquet hall.</p>'),
        q(
          'Every time a Hindi crew comes here, someone’s cousin ends up on set. This time it was half my neighbourhood.',
          'Kamal Dhaliwal, line producer',
        ),
      ],
      author: desk.manveer.en,
      tags: ['bollywood'],
      locale: ['en'],
      images: [card('barf-ke-us-paar-mountain-shoot', 'The crew of ‘Barf Ke Us Paar’ filming near Squamish.')],
      postDate: d.daysAgo(26, '14:00'),
    },
    {
      id: 2013,
      kind: 'entertainment',
      slug: 'gali-number-saat-returns-for-a-second-season-on-streaming',
      title: '‘Gali Number Saat’ returns for a second season on streaming',
      titlePa: '‘ਗਲੀ ਨੰਬਰ ਸਾਤ’ ਦਾ ਦੂਜਾ ਸੀਜ਼ਨ ਸਟ੍ਰੀਮਿੰਗ ’ਤੇ ਵਾਪਸ',
      intro:
        'The neighbourhood crime series that became a word-of-mouth hit is back with eight new episodes and a bigger mystery.',
      introPa:
        'ਲੋਕਾਂ ਦੀ ਜ਼ੁਬਾਨੀ ਮਸ਼ਹੂਰ ਹੋਈ ਮੁਹੱਲੇ ਦੀ ਇਹ ਜੁਰਮ ਲੜੀ ਅੱਠ ਨਵੀਆਂ ਕਿਸ਼ਤਾਂ ਅਤੇ ਹੋਰ ਵੱਡੇ ਭੇਤ ਨਾਲ ਵਾਪਸ ਆ ਗਈ ਹੈ।',
      body: [
        t('<p>Season two of <em>Gali Number Saat</em> picks up a year after the first, with inspector Raghu Pandey now investigating a fire at the lane’s oldest sweet shop. Actor Manoj Tiwari Bhatt returns in the lead role.</p>'),
        t('<p>The first season was filmed on a tight budget in real lanes of old Lucknow. The makers say they kept the same streets and many of the same neighbours as extras for the new episodes.</p>'),
        q(
          'The lane is the main character. We just added a few more secrets behind its doors.',
          'Shalini Awasthi, creator of the series',
        ),
      ],
      bodyPa: [
        t('<p><em>ਗਲੀ ਨੰਬਰ ਸਾਤ</em> ਦਾ ਦੂਜਾ ਸੀਜ਼ਨ ਪਹਿਲੇ ਸੀਜ਼ਨ ਤੋਂ ਇੱਕ ਸਾਲ ਬਾਅਦ ਦੀ ਕਹਾਣੀ ਦੱਸਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਇੰਸਪੈਕਟਰ ਰਘੂ ਪਾਂਡੇ ਗਲੀ ਦੀ ਸਭ ਤੋਂ ਪੁਰਾਣੀ ਮਠਿਆਈ ਦੀ ਦੁਕਾਨ ਵਿੱਚ ਲੱਗੀ ਅੱਗ ਦੀ ਜਾਂਚ ਕਰਦਾ ਹੈ। ਅਦਾਕਾਰ ਮਨੋਜ ਤਿਵਾੜੀ ਭੱਟ ਮੁੜ ਮੁੱਖ ਭੂਮਿਕਾ ਵਿੱਚ ਹਨ।</p>'),
        t('<p>ਪਹਿਲਾ ਸੀਜ਼ਨ ਪੁਰਾਣੇ ਲਖਨਊ ਦੀਆਂ ਅਸਲੀ ਗਲੀਆਂ ਵਿੱਚ ਥੋੜ੍ਹੇ ਬਜਟ ਨਾਲ ਫ਼ਿਲਮਾਇਆ ਗਿਆ ਸੀ। ਨਿਰਮਾਤਾਵਾਂ ਮੁਤਾਬਕ ਨਵੀਆਂ ਕਿਸ਼ਤਾਂ ਲਈ ਵੀ ਉਹੀ ਗਲੀਆਂ ਅਤੇ ਕਈ ਉਹੀ ਗੁਆਂਢੀ ਵਾਧੂ ਕਲਾਕਾਰਾਂ ਵਜੋਂ ਲਏ ਗਏ ਹਨ।</p>'),
        q(
          'ਗਲੀ ਹੀ ਇਸ ਲੜੀ ਦਾ ਅਸਲ ਕਿਰਦਾਰ ਹੈ। ਅਸੀਂ ਤਾਂ ਬੱਸ ਉਸ ਦੇ ਦਰਵਾਜ਼ਿਆਂ ਪਿੱਛੇ ਕੁਝ ਹੋਰ ਭੇਤ ਲੁਕਾ ਦਿੱਤੇ ਹਨ।',
          'ਸ਼ਾਲਿਨੀ ਅਵਸਥੀ, ਲੜੀ ਦੀ ਸਿਰਜਕ',
        ),
      ],
      ...byline(desk.rupinder),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'gali-number-saat-season-two',
          'A scene from the second season of ‘Gali Number Saat’.',
          '‘ਗਲੀ ਨੰਬਰ ਸਾਤ’ ਦੇ ਦੂਜੇ ਸੀਜ਼ਨ ਦਾ ਇੱਕ ਦ੍ਰਿਸ਼।',
        ),
      ],
      videos: [video('Gali Number Saat season 2 – teaser', 'gns7teaser2')],
      postDate: d.daysAgo(29, '19:00'),
    },
    {
      id: 2014,
      kind: 'entertainment',
      slug: 'silver-reel-awards-chai-pe-charcha-and-devika-sharma-among-winners',
      title: 'Silver Reel Awards: ‘Chai Pe Charcha’ and Devika Sharma among the winners',
      titlePa: 'ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡ: ‘ਚਾਏ ਪੇ ਚਰਚਾ’ ਅਤੇ ਦੇਵਿਕਾ ਸ਼ਰਮਾ ਜੇਤੂਆਂ ਵਿੱਚ ਸ਼ਾਮਲ',
      intro:
        'The small-budget comedy took best film, while Devika Sharma won best actress for her role as a schoolteacher in ‘Kitaab’.',
      introPa:
        'ਛੋਟੇ ਬਜਟ ਦੀ ਕਾਮੇਡੀ ਨੂੰ ਸਭ ਤੋਂ ਵਧੀਆ ਫ਼ਿਲਮ ਚੁਣਿਆ ਗਿਆ, ਜਦਕਿ ਦੇਵਿਕਾ ਸ਼ਰਮਾ ਨੂੰ ‘ਕਿਤਾਬ’ ਵਿੱਚ ਅਧਿਆਪਕਾ ਦੀ ਭੂਮਿਕਾ ਲਈ ਸਭ ਤੋਂ ਵਧੀਆ ਅਦਾਕਾਰਾ ਦਾ ਐਵਾਰਡ ਮਿਲਿਆ।',
      body: [
        t('<p>The Silver Reel Awards, voted on by film critics, rewarded smaller films this year. <em>Chai Pe Charcha</em> won best film and best screenplay, beating several big-budget contenders.</p>'),
        pic(
          'silver-reel-awards-stage',
          'Winners on stage at the Silver Reel Awards.',
          'ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡ ਸਮਾਰੋਹ ਵਿੱਚ ਸਟੇਜ ’ਤੇ ਜੇਤੂ।',
        ),
        t('<p>Devika Sharma took best actress for <em>Kitaab</em>, and newcomer Aditya Rawal won best debut. The best music award went to Raghav and Ishaan for their work on <em>Pehli Baarish</em>.</p>'),
        q(
          'This one belongs to every small film that was told it had no chance.',
          'Ashok Pillai, director of ‘Chai Pe Charcha’',
        ),
      ],
      bodyPa: [
        t('<p>ਫ਼ਿਲਮ ਆਲੋਚਕਾਂ ਦੀਆਂ ਵੋਟਾਂ ਨਾਲ ਚੁਣੇ ਜਾਂਦੇ ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡਾਂ ਵਿੱਚ ਇਸ ਵਾਰ ਛੋਟੀਆਂ ਫ਼ਿਲਮਾਂ ਦਾ ਬੋਲਬਾਲਾ ਰਿਹਾ। <em>ਚਾਏ ਪੇ ਚਰਚਾ</em> ਨੇ ਕਈ ਵੱਡੇ ਬਜਟ ਵਾਲੀਆਂ ਫ਼ਿਲਮਾਂ ਨੂੰ ਪਿੱਛੇ ਛੱਡ ਕੇ ਸਭ ਤੋਂ ਵਧੀਆ ਫ਼ਿਲਮ ਅਤੇ ਸਭ ਤੋਂ ਵਧੀਆ ਪਟਕਥਾ ਦੇ ਐਵਾਰਡ ਜਿੱਤੇ।</p>'),
        pic(
          'silver-reel-awards-stage',
          'Winners on stage at the Silver Reel Awards.',
          'ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡ ਸਮਾਰੋਹ ਵਿੱਚ ਸਟੇਜ ’ਤੇ ਜੇਤੂ।',
        ),
        t('<p>ਦੇਵਿਕਾ ਸ਼ਰਮਾ ਨੂੰ <em>ਕਿਤਾਬ</em> ਲਈ ਸਭ ਤੋਂ ਵਧੀਆ ਅਦਾਕਾਰਾ ਅਤੇ ਨਵੇਂ ਅਦਾਕਾਰ ਆਦਿਤਿਆ ਰਾਵਲ ਨੂੰ ਸਭ ਤੋਂ ਵਧੀਆ ਡੈਬਿਊ ਦਾ ਐਵਾਰਡ ਮਿਲਿਆ। ਸਭ ਤੋਂ ਵਧੀਆ ਸੰਗੀਤ ਦਾ ਐਵਾਰਡ ਰਾਘਵ ਅਤੇ ਈਸ਼ਾਨ ਨੂੰ <em>ਪਹਿਲੀ ਬਾਰਿਸ਼</em> ਲਈ ਦਿੱਤਾ ਗਿਆ।</p>'),
        q(
          'ਇਹ ਐਵਾਰਡ ਹਰ ਉਸ ਛੋਟੀ ਫ਼ਿਲਮ ਦਾ ਹੈ ਜਿਸ ਨੂੰ ਕਿਹਾ ਗਿਆ ਸੀ ਕਿ ਉਸ ਦਾ ਕੋਈ ਮੌਕਾ ਨਹੀਂ।',
          'ਅਸ਼ੋਕ ਪਿੱਲੈ, ‘ਚਾਏ ਪੇ ਚਰਚਾ’ ਦੇ ਨਿਰਦੇਸ਼ਕ',
        ),
      ],
      ...byline(desk.arjun),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'silver-reel-awards-stage',
          'Winners on stage at the Silver Reel Awards.',
          'ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡ ਸਮਾਰੋਹ ਵਿੱਚ ਸਟੇਜ ’ਤੇ ਜੇਤੂ।',
        ),
        card(
          'devika-sharma-best-actress',
          'Devika Sharma with her best actress trophy.',
          'ਸਭ ਤੋਂ ਵਧੀਆ ਅਦਾਕਾਰਾ ਦੀ ਟਰਾਫ਼ੀ ਨਾਲ ਦੇਵਿਕਾ ਸ਼ਰਮਾ।',
        ),
      ],
      postDate: d.daysAgo(32, '08:15'),
    },
    {
      id: 2015,
      kind: 'entertainment',
      slug: 'newcomer-tara-sehgal-lands-lead-role-in-first-film',
      title: 'Newcomer Tara Sehgal lands a lead role in her first film',
      intro:
        'The 23-year-old theatre actor from Chandigarh was picked from more than two thousand auditions for the coming-of-age drama ‘Udaan Abhi Baaki Hai’.',
      body: [
        t('<p>Tara Sehgal had never faced a film camera before her audition tape reached casting director Rekha Menon. She will play a young pilot-in-training in <em>Udaan Abhi Baaki Hai</em>, opposite veteran actor Anupam Dixit as her father.</p>'),
        t('<p>Sehgal trained with a college theatre group and worked part-time at a bookshop while auditioning. She said her family first thought the call from Mumbai was a prank.</p>'),
        q(
          'She walked in and did not try to impress us. She just told the truth of the scene, and that is rare.',
          'Rekha Menon, casting director',
        ),
      ],
      author: desk.sukhpreet.en,
      tags: ['bollywood'],
      locale: ['en'],
      images: [card('tara-sehgal-portrait', 'Tara Sehgal, who makes her film debut in ‘Udaan Abhi Baaki Hai’.')],
      postDate: d.daysAgo(35, '12:40'),
    },
    {
      id: 2016,
      kind: 'entertainment',
      slug: 'baraat-express-keeps-family-audiences-laughing-into-a-third-week',
      title: '‘Baraat Express’ keeps family audiences laughing into a third week',
      titlePa: '‘ਬਾਰਾਤ ਐਕਸਪ੍ਰੈੱਸ’ ਤੀਜੇ ਹਫ਼ਤੇ ਵੀ ਪਰਿਵਾਰਾਂ ਨੂੰ ਹਸਾ ਰਹੀ ਹੈ',
      intro:
        'The wedding comedy about a baraat stuck on a slow train has held steady at the box office, helped by groups of relatives booking together.',
      introPa:
        'ਹੌਲੀ ਰੇਲਗੱਡੀ ਵਿੱਚ ਫਸੀ ਬਾਰਾਤ ਬਾਰੇ ਇਹ ਵਿਆਹ ਵਾਲੀ ਕਾਮੇਡੀ ਬਾਕਸ ਆਫ਼ਿਸ ’ਤੇ ਟਿਕੀ ਹੋਈ ਹੈ, ਜਿਸ ਵਿੱਚ ਰਿਸ਼ਤੇਦਾਰਾਂ ਦੀਆਂ ਇਕੱਠੀਆਂ ਬੁਕਿੰਗਾਂ ਦਾ ਵੱਡਾ ਹੱਥ ਹੈ।',
      body: [
        t('<p><em>Baraat Express</em>, starring Sunny Bedi as a groom racing against the clock, has lost very little of its audience since its opening. Cinemas report large group bookings, often whole families of fifteen or twenty.</p>'),
        t('<p>The film’s biggest laughs come from a pair of quarrelling aunties played by Kamini Joshi and Rita Chadha. Their train-station dance number has become a favourite at real wedding sangeets.</p>'),
        pic(
          'baraat-express-train-scene',
          'The baraat crowds into a train carriage in ‘Baraat Express’.',
          '‘ਬਾਰਾਤ ਐਕਸਪ੍ਰੈੱਸ’ ਵਿੱਚ ਰੇਲ ਦੇ ਡੱਬੇ ਵਿੱਚ ਭੀੜ ਕਰਦੀ ਬਾਰਾਤ।',
        ),
      ],
      bodyPa: [
        t('<p>ਸਮੇਂ ਨਾਲ ਦੌੜ ਲਾਉਂਦੇ ਲਾੜੇ ਦੀ ਭੂਮਿਕਾ ਵਿੱਚ ਸਨੀ ਬੇਦੀ ਦੀ <em>ਬਾਰਾਤ ਐਕਸਪ੍ਰੈੱਸ</em> ਦੇ ਦਰਸ਼ਕ ਰਿਲੀਜ਼ ਤੋਂ ਬਾਅਦ ਬਹੁਤ ਘੱਟ ਘਟੇ ਹਨ। ਸਿਨੇਮਾਘਰਾਂ ਮੁਤਾਬਕ ਪੰਦਰਾਂ-ਵੀਹ ਜੀਆਂ ਦੇ ਪੂਰੇ ਪਰਿਵਾਰ ਇਕੱਠੀਆਂ ਟਿਕਟਾਂ ਬੁੱਕ ਕਰਵਾ ਰਹੇ ਹਨ।</p>'),
        t('<p>ਫ਼ਿਲਮ ਦਾ ਸਭ ਤੋਂ ਵੱਧ ਹਾਸਾ ਕਾਮਿਨੀ ਜੋਸ਼ੀ ਅਤੇ ਰੀਟਾ ਚੱਢਾ ਵੱਲੋਂ ਨਿਭਾਈਆਂ ਦੋ ਝਗੜਾਲੂ ਮਾਸੀਆਂ ਦੇ ਹਿੱਸੇ ਆਇਆ ਹੈ। ਰੇਲਵੇ ਸਟੇਸ਼ਨ ’ਤੇ ਫ਼ਿਲਮਾਇਆ ਉਨ੍ਹਾਂ ਦਾ ਨਾਚ ਹੁਣ ਅਸਲ ਵਿਆਹਾਂ ਦੇ ਸੰਗੀਤ ਸਮਾਗਮਾਂ ਵਿੱਚ ਵੀ ਖ਼ੂਬ ਚੱਲ ਰਿਹਾ ਹੈ।</p>'),
        pic(
          'baraat-express-train-scene',
          'The baraat crowds into a train carriage in ‘Baraat Express’.',
          '‘ਬਾਰਾਤ ਐਕਸਪ੍ਰੈੱਸ’ ਵਿੱਚ ਰੇਲ ਦੇ ਡੱਬੇ ਵਿੱਚ ਭੀੜ ਕਰਦੀ ਬਾਰਾਤ।',
        ),
      ],
      ...byline(desk.manveer),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'baraat-express-poster',
          'Sunny Bedi on the poster of ‘Baraat Express’.',
          '‘ਬਾਰਾਤ ਐਕਸਪ੍ਰੈੱਸ’ ਦੇ ਪੋਸਟਰ ’ਤੇ ਸਨੀ ਬੇਦੀ।',
        ),
      ],
      postDate: d.daysAgo(38, '16:45'),
    },
    {
      id: 2017,
      kind: 'entertainment',
      slug: 'classic-hindi-films-return-to-cinemas-for-re-release-season',
      ...gurmukhiOnly({
        title: 'ਪੁਰਾਣੀਆਂ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਮੁੜ ਸਿਨੇਮਾਘਰਾਂ ਵਿੱਚ, ਦਰਸ਼ਕਾਂ ਨੇ ਦਿੱਤਾ ਭਰਵਾਂ ਹੁੰਗਾਰਾ',
        intro:
          'ਅੱਸੀ ਅਤੇ ਨੱਬੇ ਦੇ ਦਹਾਕੇ ਦੀਆਂ ਮਸ਼ਹੂਰ ਫ਼ਿਲਮਾਂ ਨਵੀਂ ਤਕਨੀਕ ਨਾਲ ਸਾਫ਼ ਕਰਕੇ ਵੱਡੇ ਪਰਦੇ ’ਤੇ ਦੁਬਾਰਾ ਦਿਖਾਈਆਂ ਜਾ ਰਹੀਆਂ ਹਨ।',
        body: [
          t('<p>ਕਈ ਵਿਤਰਕਾਂ ਨੇ ਪੁਰਾਣੀਆਂ ਹਿੱਟ ਫ਼ਿਲਮਾਂ ਨੂੰ ਮੁੜ ਰਿਲੀਜ਼ ਕਰਨ ਦਾ ਸਿਲਸਿਲਾ ਸ਼ੁਰੂ ਕੀਤਾ ਹੈ। ਇਨ੍ਹਾਂ ਵਿੱਚ ਪਰਿਵਾਰਕ ਡਰਾਮਾ <em>ਘਰ ਆਂਗਨ</em> ਅਤੇ ਰੋਮਾਂਟਿਕ ਫ਼ਿਲਮ <em>ਸਾਵਨ ਕੇ ਝੂਲੇ</em> ਵੀ ਸ਼ਾਮਲ ਹਨ।</p>'),
          gurmukhiPic('classic-film-rerelease-cinema-hall', 'ਪੁਰਾਣੀ ਫ਼ਿਲਮ ਦੇ ਮੁੜ ਰਿਲੀਜ਼ ਸ਼ੋਅ ਲਈ ਭਰਿਆ ਸਿਨੇਮਾ ਹਾਲ।'),
          t('<p>ਸਰੀ ਦੇ ਸਿਨੇਮਾਘਰਾਂ ਵਿੱਚ ਵੀ ਹਫ਼ਤੇ ਦੇ ਅੰਤ ’ਤੇ ਇਹ ਫ਼ਿਲਮਾਂ ਦਿਖਾਈਆਂ ਜਾ ਰਹੀਆਂ ਹਨ। ਬਹੁਤੇ ਦਰਸ਼ਕ ਉਹ ਬਜ਼ੁਰਗ ਹਨ ਜਿਨ੍ਹਾਂ ਨੇ ਇਹ ਫ਼ਿਲਮਾਂ ਜਵਾਨੀ ਵਿੱਚ ਪੰਜਾਬ ਦੇ ਸਿਨੇਮਿਆਂ ਵਿੱਚ ਦੇਖੀਆਂ ਸਨ, ਅਤੇ ਹੁਣ ਪੋਤੇ-ਪੋਤੀਆਂ ਨਾਲ ਆਉਂਦੇ ਹਨ।</p>'),
          q(
            'ਚਾਲੀ ਸਾਲ ਪਹਿਲਾਂ ਜਲੰਧਰ ਵਿੱਚ ਇਹ ਫ਼ਿਲਮ ਆਪਣੀ ਘਰਵਾਲੀ ਨਾਲ ਦੇਖੀ ਸੀ। ਅੱਜ ਪੋਤੀ ਨਾਲ ਦੇਖ ਕੇ ਅੱਖਾਂ ਭਰ ਆਈਆਂ।',
            'ਕਰਨੈਲ ਸਿੰਘ, ਸਰੀ ਵਾਸੀ ਦਰਸ਼ਕ',
          ),
        ],
        reporter: desk.jaspal,
      }),
      tags: ['bollywood'],
      images: [gurmukhiCard('classic-film-rerelease-cinema-hall', 'ਪੁਰਾਣੀ ਫ਼ਿਲਮ ਦੇ ਮੁੜ ਰਿਲੀਜ਼ ਸ਼ੋਅ ਲਈ ਭਰਿਆ ਸਿਨੇਮਾ ਹਾਲ।')],
      postDate: d.daysAgo(42, '10:10'),
    },
  ];
}

/** Bollywood tickets, animation and festivals; Pollywood box office and music (2018–2023). */
function batchFour(d: SeedDates): PostInput[] {
  return [
    {
      id: 2018,
      kind: 'entertainment',
      slug: 'cinema-day-discount-tickets-bring-record-crowds',
      title: 'Cinema day discount tickets bring record crowds',
      titlePa: 'ਸਿਨੇਮਾ ਦਿਵਸ ’ਤੇ ਸਸਤੀਆਂ ਟਿਕਟਾਂ ਨੇ ਖਿੱਚੀ ਰਿਕਾਰਡ ਭੀੜ',
      intro:
        'A one-day offer of low-priced tickets filled cinemas across India, reviving the debate about how much a night at the movies should cost.',
      introPa:
        'ਇੱਕ ਦਿਨ ਲਈ ਸਸਤੀਆਂ ਟਿਕਟਾਂ ਦੀ ਪੇਸ਼ਕਸ਼ ਨੇ ਭਾਰਤ ਭਰ ਦੇ ਸਿਨੇਮਾਘਰ ਭਰ ਦਿੱਤੇ ਅਤੇ ਫ਼ਿਲਮ ਦੇਖਣ ਦੇ ਖ਼ਰਚ ਬਾਰੇ ਬਹਿਸ ਮੁੜ ਛੇੜ ਦਿੱਤੀ।',
      body: [
        t('<p>Cinema chains reported their busiest single day in years when tickets were sold at a flat low price for a national cinema day. Older releases that had been fading got a second life, with many shows sold out by noon.</p>'),
        t('<p>Exhibitors say the turnout shows that price, not a lack of interest, keeps many families at home. Snacks, parking and convenience fees often cost more than the ticket itself.</p>'),
        q(
          'People came in with their whole families. If we could do this once a month, we would see these faces again and again.',
          'Pankaj Malhotra, owner of a single-screen cinema in Ludhiana',
        ),
      ],
      bodyPa: [
        t('<p>ਕੌਮੀ ਸਿਨੇਮਾ ਦਿਵਸ ’ਤੇ ਜਦੋਂ ਟਿਕਟਾਂ ਇੱਕੋ ਘੱਟ ਕੀਮਤ ’ਤੇ ਵੇਚੀਆਂ ਗਈਆਂ ਤਾਂ ਸਿਨੇਮਾ ਕੰਪਨੀਆਂ ਨੇ ਸਾਲਾਂ ਬਾਅਦ ਸਭ ਤੋਂ ਵੱਧ ਭੀੜ ਵਾਲਾ ਦਿਨ ਦੇਖਿਆ। ਪੁਰਾਣੀਆਂ ਪੈ ਰਹੀਆਂ ਫ਼ਿਲਮਾਂ ਨੂੰ ਵੀ ਨਵੀਂ ਜਾਨ ਮਿਲੀ ਅਤੇ ਕਈ ਸ਼ੋਅ ਦੁਪਹਿਰ ਤੱਕ ਹੀ ਵਿਕ ਗਏ।</p>'),
        t('<p>ਸਿਨੇਮਾ ਮਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਭੀੜ ਦੱਸਦੀ ਹੈ ਕਿ ਬਹੁਤੇ ਪਰਿਵਾਰ ਦਿਲਚਸਪੀ ਦੀ ਕਮੀ ਕਾਰਨ ਨਹੀਂ, ਸਗੋਂ ਖ਼ਰਚ ਕਾਰਨ ਘਰ ਬੈਠੇ ਰਹਿੰਦੇ ਹਨ। ਖਾਣ-ਪੀਣ, ਪਾਰਕਿੰਗ ਅਤੇ ਆਨਲਾਈਨ ਬੁਕਿੰਗ ਦੀ ਫ਼ੀਸ ਅਕਸਰ ਟਿਕਟ ਨਾਲੋਂ ਵੀ ਮਹਿੰਗੀ ਪੈਂਦੀ ਹੈ।</p>'),
        q(
          'ਲੋਕ ਪੂਰੇ-ਪੂਰੇ ਪਰਿਵਾਰ ਲੈ ਕੇ ਆਏ। ਜੇ ਅਸੀਂ ਮਹੀਨੇ ਵਿੱਚ ਇੱਕ ਵਾਰ ਇਹ ਕਰ ਸਕੀਏ ਤਾਂ ਇਹ ਚਿਹਰੇ ਵਾਰ-ਵਾਰ ਦਿਸਣਗੇ।',
          'ਪੰਕਜ ਮਲਹੋਤਰਾ, ਲੁਧਿਆਣਾ ਦੇ ਇੱਕ ਸਿੰਗਲ ਸਕਰੀਨ ਸਿਨੇਮਾ ਦੇ ਮਾਲਕ',
        ),
      ],
      ...byline(desk.arjun),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'cinema-day-full-house',
          'A full house at a cinema in Ludhiana on cinema day.',
          'ਸਿਨੇਮਾ ਦਿਵਸ ਮੌਕੇ ਲੁਧਿਆਣਾ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਵਿੱਚ ਭਰਿਆ ਹਾਲ।',
        ),
      ],
      postDate: d.daysAgo(47, '13:30'),
    },
    {
      id: 2019,
      kind: 'entertainment',
      slug: 'animated-film-chhota-sher-aims-at-young-hindi-audiences',
      title: 'Animated film ‘Chhota Sher’ aims at young Hindi audiences',
      intro:
        'A Pune animation studio spent four years on the story of a lion cub who would rather sing than roar, with dubbed versions planned in Punjabi and Tamil.',
      body: [
        t('<p><em>Chhota Sher</em> is one of the few fully animated Hindi feature films made for children. Studio Kahaniyan, a team of about eighty artists in Pune, drew on folk tales their grandparents told them.</p>'),
        pic('chhota-sher-animation-still', 'The lion cub hero of ‘Chhota Sher’.'),
        t('<p>The film will open in cinemas during the school holidays, with a Punjabi-dubbed version for Punjab and overseas markets. Parents in Surrey have already asked local cinemas whether that version will be shown here.</p>'),
      ],
      author: desk.sukhpreet.en,
      tags: ['bollywood'],
      locale: ['en'],
      images: [card('chhota-sher-animation-still', 'The lion cub hero of ‘Chhota Sher’.')],
      postDate: d.daysAgo(53, '09:20'),
    },
    {
      id: 2020,
      kind: 'entertainment',
      slug: 'indie-hindi-film-dhoop-ki-lakeer-selected-for-european-festival',
      title: 'Indie Hindi film ‘Dhoop Ki Lakeer’ selected for a major European festival',
      titlePa: 'ਆਜ਼ਾਦ ਹਿੰਦੀ ਫ਼ਿਲਮ ‘ਧੂਪ ਕੀ ਲਕੀਰ’ ਯੂਰਪ ਦੇ ਵੱਡੇ ਫ਼ਿਲਮ ਮੇਲੇ ਲਈ ਚੁਣੀ ਗਈ',
      intro:
        'Director Meera Kulkarni’s first feature, shot in a Rajasthan village with non-professional actors, will compete in the festival’s new-directors section.',
      introPa:
        'ਨਿਰਦੇਸ਼ਕ ਮੀਰਾ ਕੁਲਕਰਨੀ ਦੀ ਪਹਿਲੀ ਫ਼ਿਲਮ, ਜੋ ਰਾਜਸਥਾਨ ਦੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਗ਼ੈਰ-ਪੇਸ਼ੇਵਰ ਕਲਾਕਾਰਾਂ ਨਾਲ ਬਣਾਈ ਗਈ, ਮੇਲੇ ਦੇ ਨਵੇਂ ਨਿਰਦੇਸ਼ਕਾਂ ਵਾਲੇ ਵਰਗ ਵਿੱਚ ਮੁਕਾਬਲਾ ਕਰੇਗੀ।',
      body: [
        t('<p><em>Dhoop Ki Lakeer</em> follows a girl who walks miles each day to fetch water and dreams of becoming a teacher. Kulkarni cast villagers in every role and shot the film over a single summer.</p>'),
        t('<p>The festival selection is a big step for a film made with money raised from friends and small grants. Kulkarni hopes it will lead to a theatrical release and screenings at South Asian film festivals in North America.</p>'),
        q(
          'The people in this film had never seen a camera up close. By the last week, they were telling me where to put it.',
          'Meera Kulkarni, director',
        ),
      ],
      bodyPa: [
        t('<p><em>ਧੂਪ ਕੀ ਲਕੀਰ</em> ਇੱਕ ਅਜਿਹੀ ਕੁੜੀ ਦੀ ਕਹਾਣੀ ਹੈ ਜੋ ਹਰ ਰੋਜ਼ ਮੀਲਾਂ ਤੁਰ ਕੇ ਪਾਣੀ ਲਿਆਉਂਦੀ ਹੈ ਅਤੇ ਅਧਿਆਪਕਾ ਬਣਨ ਦੇ ਸੁਪਨੇ ਦੇਖਦੀ ਹੈ। ਕੁਲਕਰਨੀ ਨੇ ਹਰ ਭੂਮਿਕਾ ਲਈ ਪਿੰਡ ਵਾਸੀਆਂ ਨੂੰ ਚੁਣਿਆ ਅਤੇ ਪੂਰੀ ਫ਼ਿਲਮ ਇੱਕੋ ਗਰਮੀ ਦੇ ਮੌਸਮ ਵਿੱਚ ਫ਼ਿਲਮਾਈ।</p>'),
        t('<p>ਦੋਸਤਾਂ ਤੋਂ ਇਕੱਠੇ ਕੀਤੇ ਪੈਸਿਆਂ ਅਤੇ ਛੋਟੀਆਂ ਗ੍ਰਾਂਟਾਂ ਨਾਲ ਬਣੀ ਫ਼ਿਲਮ ਲਈ ਇਹ ਚੋਣ ਵੱਡੀ ਪ੍ਰਾਪਤੀ ਹੈ। ਕੁਲਕਰਨੀ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਇਸ ਨਾਲ ਫ਼ਿਲਮ ਸਿਨੇਮਾਘਰਾਂ ਤੱਕ ਪਹੁੰਚੇਗੀ ਅਤੇ ਉੱਤਰੀ ਅਮਰੀਕਾ ਦੇ ਦੱਖਣੀ ਏਸ਼ੀਆਈ ਫ਼ਿਲਮ ਮੇਲਿਆਂ ਵਿੱਚ ਵੀ ਦਿਖਾਈ ਜਾਵੇਗੀ।</p>'),
        q(
          'ਇਸ ਫ਼ਿਲਮ ਦੇ ਲੋਕਾਂ ਨੇ ਕਦੇ ਕੈਮਰਾ ਨੇੜਿਓਂ ਨਹੀਂ ਦੇਖਿਆ ਸੀ। ਆਖ਼ਰੀ ਹਫ਼ਤੇ ਤੱਕ ਉਹ ਮੈਨੂੰ ਦੱਸਣ ਲੱਗ ਪਏ ਸਨ ਕਿ ਕੈਮਰਾ ਕਿੱਥੇ ਰੱਖਣਾ ਹੈ।',
          'ਮੀਰਾ ਕੁਲਕਰਨੀ, ਨਿਰਦੇਸ਼ਕ',
        ),
      ],
      ...byline(desk.rupinder),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'dhoop-ki-lakeer-village-still',
          'A still from ‘Dhoop Ki Lakeer’, shot in a Rajasthan village.',
          'ਰਾਜਸਥਾਨ ਦੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਫ਼ਿਲਮਾਈ ‘ਧੂਪ ਕੀ ਲਕੀਰ’ ਦਾ ਇੱਕ ਦ੍ਰਿਸ਼।',
        ),
      ],
      postDate: d.daysAgo(60, '11:50'),
    },
    {
      id: 2021,
      kind: 'entertainment',
      slug: 'kanak-di-khushboo-leads-punjabi-box-office-with-strong-canada-run',
      title: '‘Kanak Di Khushboo’ leads the Punjabi box office with a strong run in Canada',
      titlePa: '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਪੰਜਾਬੀ ਬਾਕਸ ਆਫ਼ਿਸ ’ਤੇ ਸਭ ਤੋਂ ਅੱਗੇ, ਕੈਨੇਡਾ ਵਿੱਚ ਸ਼ਾਨਦਾਰ ਹੁੰਗਾਰਾ',
      intro:
        'The family drama starring Gurnam Bhullar and Jasleen Kaur Sekhon earned nearly as much overseas as in Punjab in its opening week.',
      introPa:
        'ਗੁਰਨਾਮ ਭੁੱਲਰ ਅਤੇ ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਦੀ ਪਰਿਵਾਰਕ ਫ਼ਿਲਮ ਨੇ ਪਹਿਲੇ ਹਫ਼ਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਲਗਭਗ ਓਨੀ ਹੀ ਕਮਾਈ ਕੀਤੀ ਜਿੰਨੀ ਪੰਜਾਬ ਵਿੱਚ।',
      body: [
        t('<p><em>Kanak Di Khushboo</em> tells the story of a farming family divided over whether to sell their land. Director Harjit Sandhu shot it during harvest near Bathinda, and the golden wheat fields fill much of the screen.</p>'),
        t('<p>Distributors say Canada, led by Surrey, Brampton and Calgary, was the film’s biggest overseas market. Many Surrey shows sold out on the first Saturday, and extra screenings were added for the second weekend.</p>'),
        q(
          'Every second person leaving the theatre told us it reminded them of their own village. That is the best review a Punjabi film can get.',
          'Harjit Sandhu, director',
        ),
      ],
      bodyPa: [
        t('<p><em>ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ</em> ਇੱਕ ਕਿਸਾਨ ਪਰਿਵਾਰ ਦੀ ਕਹਾਣੀ ਹੈ, ਜੋ ਜ਼ਮੀਨ ਵੇਚਣ ਦੇ ਸਵਾਲ ’ਤੇ ਵੰਡਿਆ ਜਾਂਦਾ ਹੈ। ਨਿਰਦੇਸ਼ਕ ਹਰਜੀਤ ਸੰਧੂ ਨੇ ਇਹ ਫ਼ਿਲਮ ਬਠਿੰਡੇ ਨੇੜੇ ਵਾਢੀ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਫ਼ਿਲਮਾਈ ਅਤੇ ਪਰਦੇ ’ਤੇ ਜ਼ਿਆਦਾਤਰ ਸੁਨਹਿਰੀ ਕਣਕਾਂ ਹੀ ਛਾਈਆਂ ਰਹਿੰਦੀਆਂ ਹਨ।</p>'),
        t('<p>ਵਿਤਰਕਾਂ ਮੁਤਾਬਕ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਫ਼ਿਲਮ ਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਬਾਜ਼ਾਰ ਕੈਨੇਡਾ ਰਿਹਾ, ਜਿੱਥੇ ਸਰੀ, ਬਰੈਂਪਟਨ ਅਤੇ ਕੈਲਗਰੀ ਸਭ ਤੋਂ ਅੱਗੇ ਰਹੇ। ਸਰੀ ਵਿੱਚ ਪਹਿਲੇ ਸ਼ਨੀਵਾਰ ਕਈ ਸ਼ੋਅ ਹਾਊਸਫੁੱਲ ਰਹੇ ਅਤੇ ਦੂਜੇ ਵੀਕਐਂਡ ਲਈ ਵਾਧੂ ਸ਼ੋਅ ਜੋੜੇ ਗਏ।</p>'),
        q(
          'ਸਿਨੇਮਾ ’ਚੋਂ ਨਿਕਲਦਾ ਹਰ ਦੂਜਾ ਬੰਦਾ ਕਹਿੰਦਾ ਸੀ ਕਿ ਇਹ ਤਾਂ ਸਾਡੇ ਪਿੰਡ ਦੀ ਕਹਾਣੀ ਹੈ। ਕਿਸੇ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਲਈ ਇਸ ਤੋਂ ਵੱਡੀ ਤਾਰੀਫ਼ ਨਹੀਂ ਹੋ ਸਕਦੀ।',
          'ਹਰਜੀਤ ਸੰਧੂ, ਨਿਰਦੇਸ਼ਕ',
        ),
      ],
      ...byline(desk.jaspal),
      tags: ['pollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'kanak-di-khushboo-wheat-fields',
          'Gurnam Bhullar in the wheat fields in ‘Kanak Di Khushboo’.',
          '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਵਿੱਚ ਕਣਕਾਂ ਦੇ ਖੇਤਾਂ ਵਿਚਕਾਰ ਗੁਰਨਾਮ ਭੁੱਲਰ।',
        ),
        card(
          'kanak-di-khushboo-surrey-housefull',
          'A housefull sign for ‘Kanak Di Khushboo’ at a Surrey cinema.',
          'ਸਰੀ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਵਿੱਚ ‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਦਾ ਹਾਊਸਫੁੱਲ ਬੋਰਡ।',
        ),
      ],
      postDate: d.daysAgo(1, '12:30'),
    },
    {
      id: 2022,
      kind: 'entertainment',
      slug: 'jasraj-sidhu-releases-new-album-pind-ton-pardes',
      title: 'Jasraj Sidhu releases his new album ‘Pind Ton Pardes’',
      titlePa: 'ਜਸਰਾਜ ਸਿੱਧੂ ਦੀ ਨਵੀਂ ਐਲਬਮ ‘ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ’ ਰਿਲੀਜ਼',
      intro:
        'The Ludhiana-born singer’s ten-track album moves between folk ballads and bhangra, and tells the story of a young man leaving home for Canada.',
      introPa:
        'ਲੁਧਿਆਣਾ ਵਿੱਚ ਜੰਮੇ ਗਾਇਕ ਦੀ ਦਸ ਗੀਤਾਂ ਵਾਲੀ ਐਲਬਮ ਲੋਕ ਗੀਤਾਂ ਅਤੇ ਭੰਗੜੇ ਵਿਚਕਾਰ ਘੁੰਮਦੀ ਹੈ ਅਤੇ ਕੈਨੇਡਾ ਲਈ ਘਰ ਛੱਡਦੇ ਇੱਕ ਨੌਜਵਾਨ ਦੀ ਕਹਾਣੀ ਸੁਣਾਉਂਦੀ ਹੈ।',
      body: [
        t('<p>Jasraj Sidhu wrote most of <em>Pind Ton Pardes</em> during his first winter in Brampton, where he lived as an international student. The songs follow one journey, from the farewell at the village gate to a first paycheque in a new country.</p>'),
        t('<p>The opening track, <em>Akhri Raat</em>, features only algoza and tumbi, while <em>Highway Wali Shift</em> is a heavy bhangra number about long-haul trucking. Listen to a short preview below.</p>'),
        q(
          'Half my friends from college are now in Surrey or Brampton. This album is their story as much as mine.',
          'Jasraj Sidhu, singer',
        ),
      ],
      bodyPa: [
        t('<p>ਜਸਰਾਜ ਸਿੱਧੂ ਨੇ <em>ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ</em> ਦੇ ਬਹੁਤੇ ਗੀਤ ਬਰੈਂਪਟਨ ਵਿੱਚ ਆਪਣੀ ਪਹਿਲੀ ਸਰਦੀ ਦੌਰਾਨ ਲਿਖੇ, ਜਦੋਂ ਉਹ ਉੱਥੇ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ ਸੀ। ਗੀਤ ਇੱਕੋ ਸਫ਼ਰ ਦੀ ਕਹਾਣੀ ਦੱਸਦੇ ਹਨ, ਪਿੰਡ ਦੀ ਫਿਰਨੀ ’ਤੇ ਵਿਦਾਇਗੀ ਤੋਂ ਲੈ ਕੇ ਨਵੇਂ ਮੁਲਕ ਵਿੱਚ ਪਹਿਲੀ ਤਨਖ਼ਾਹ ਤੱਕ।</p>'),
        t('<p>ਪਹਿਲੇ ਗੀਤ <em>ਆਖ਼ਰੀ ਰਾਤ</em> ਵਿੱਚ ਸਿਰਫ਼ ਅਲਗੋਜ਼ੇ ਅਤੇ ਤੂੰਬੀ ਦੀ ਵਰਤੋਂ ਹੋਈ ਹੈ, ਜਦਕਿ <em>ਹਾਈਵੇ ਵਾਲੀ ਸ਼ਿਫ਼ਟ</em> ਲੰਮੇ ਰੂਟਾਂ ’ਤੇ ਟਰੱਕ ਚਲਾਉਣ ਬਾਰੇ ਜ਼ੋਰਦਾਰ ਭੰਗੜਾ ਗੀਤ ਹੈ। ਹੇਠਾਂ ਇਸ ਦੀ ਛੋਟੀ ਝਲਕ ਸੁਣੋ।</p>'),
        q(
          'ਕਾਲਜ ਦੇ ਮੇਰੇ ਅੱਧੇ ਦੋਸਤ ਹੁਣ ਸਰੀ ਜਾਂ ਬਰੈਂਪਟਨ ਵਿੱਚ ਹਨ। ਇਹ ਐਲਬਮ ਜਿੰਨੀ ਮੇਰੀ ਕਹਾਣੀ ਹੈ, ਓਨੀ ਹੀ ਉਨ੍ਹਾਂ ਦੀ।',
          'ਜਸਰਾਜ ਸਿੱਧੂ, ਗਾਇਕ',
        ),
      ],
      ...byline(desk.sukhpreet),
      tags: ['pollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'jasraj-sidhu-pind-ton-pardes-cover',
          'The cover of Jasraj Sidhu’s album ‘Pind Ton Pardes’.',
          'ਜਸਰਾਜ ਸਿੱਧੂ ਦੀ ਐਲਬਮ ‘ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ’ ਦਾ ਕਵਰ।',
        ),
      ],
      audios: [songPreview('Pind Ton Pardes – album preview', 30)],
      postDate: d.daysAgo(6, '18:00'),
    },
    {
      id: 2023,
      kind: 'entertainment',
      slug: 'navroop-kaur-new-song-charkha-revives-folk-tradition',
      ...gurmukhiOnly({
        title: 'ਨਵਰੂਪ ਕੌਰ ਦੇ ਨਵੇਂ ਗੀਤ ‘ਚਰਖ਼ਾ’ ਨੇ ਤਾਜ਼ਾ ਕੀਤੀਆਂ ਤ੍ਰਿੰਞਣਾਂ ਦੀਆਂ ਯਾਦਾਂ',
        intro:
          'ਪਟਿਆਲਾ ਦੀ ਗਾਇਕਾ ਦਾ ਨਵਾਂ ਗੀਤ ਪੁਰਾਣੇ ਲੋਕ ਗੀਤਾਂ ਦੀ ਤਰਜ਼ ’ਤੇ ਬਣਿਆ ਹੈ ਅਤੇ ਇਸ ਦੇ ਵੀਡੀਓ ਨੂੰ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੀ ਖ਼ੂਬ ਪਸੰਦ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ।',
        body: [
          t('<p>ਨਵਰੂਪ ਕੌਰ ਦਾ ਨਵਾਂ ਗੀਤ <em>ਚਰਖ਼ਾ</em> ਉਨ੍ਹਾਂ ਦਿਨਾਂ ਦੀ ਗੱਲ ਕਰਦਾ ਹੈ ਜਦੋਂ ਪਿੰਡਾਂ ਦੀਆਂ ਕੁੜੀਆਂ ਤ੍ਰਿੰਞਣਾਂ ਵਿੱਚ ਬੈਠ ਕੇ ਕੱਤਦੀਆਂ ਅਤੇ ਗੀਤ ਗਾਉਂਦੀਆਂ ਸਨ। ਗੀਤ ਦੇ ਬੋਲ ਲੋਕ ਕਵੀ ਦਰਸ਼ਨ ਸਿੰਘ ਘੁੰਮਣ ਨੇ ਲਿਖੇ ਹਨ।</p>'),
          t('<p>ਵੀਡੀਓ ਸੰਗਰੂਰ ਨੇੜਲੇ ਇੱਕ ਪੁਰਾਣੇ ਹਵੇਲੀ ਨੁਮਾ ਘਰ ਵਿੱਚ ਫ਼ਿਲਮਾਇਆ ਗਿਆ ਹੈ, ਜਿਸ ਵਿੱਚ ਪਿੰਡ ਦੀਆਂ ਬਜ਼ੁਰਗ ਬੀਬੀਆਂ ਨੇ ਵੀ ਹਿੱਸਾ ਲਿਆ। ਸਰੀ ਅਤੇ ਐਬਟਸਫ਼ੋਰਡ ਦੀਆਂ ਕਈ ਗਿੱਧਾ ਟੀਮਾਂ ਨੇ ਇਸ ਗੀਤ ’ਤੇ ਪੇਸ਼ਕਾਰੀਆਂ ਤਿਆਰ ਕਰਨੀਆਂ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀਆਂ ਹਨ।</p>'),
          q(
            'ਮੇਰੀ ਨਾਨੀ ਚਰਖ਼ਾ ਕੱਤਦੀ ਹੋਈ ਇਹੀ ਬੋਲੀਆਂ ਗਾਉਂਦੀ ਸੀ। ਮੈਂ ਚਾਹੁੰਦੀ ਸੀ ਕਿ ਨਵੀਂ ਪੀੜ੍ਹੀ ਵੀ ਇਹ ਆਵਾਜ਼ ਸੁਣੇ।',
            'ਨਵਰੂਪ ਕੌਰ, ਗਾਇਕਾ',
          ),
        ],
        reporter: desk.sukhpreet,
      }),
      tags: ['pollywood'],
      images: [gurmukhiCard('navroop-kaur-charkha-video', 'ਗੀਤ ‘ਚਰਖ਼ਾ’ ਦੇ ਵੀਡੀਓ ਦੇ ਇੱਕ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਨਵਰੂਪ ਕੌਰ।')],
      videos: [video('ਚਰਖ਼ਾ – ਨਵਰੂਪ ਕੌਰ (ਮਿਊਜ਼ਿਕ ਵੀਡੀਓ)', 'charkhavid3')],
      postDate: d.daysAgo(14, '17:15'),
    },
  ];
}

/** Pollywood shoots and duets; first reviews (2024–2029). */
function batchFive(d: SeedDates): PostInput[] {
  return [
    {
      id: 2024,
      kind: 'entertainment',
      slug: 'punjabi-comedy-chacha-bishna-2-starts-filming-in-surrey',
      title: 'Punjabi comedy ‘Chacha Bishna 2’ starts filming in Surrey',
      intro:
        'The sequel to the hit comedy brings its grumpy uncle to Canada, and neighbours in Newton have been spotting the crew outside local shops all week.',
      body: [
        t('<p>In <em>Chacha Bishna 2</em>, veteran comic actor Balkar Sidhwan returns as the stubborn uncle who arrives in Surrey to visit his son and refuses to follow any of the rules. The first film was one of the biggest Punjabi comedies of its year.</p>'),
        pic('chacha-bishna-2-newton-shoot', 'Filming of ‘Chacha Bishna 2’ outside a shop in Newton, Surrey.'),
        t('<p>Producer Gagandeep Mann of Sarson Films said about half of the crew was hired in the Lower Mainland. Scenes are planned at a gurdwara parking lot, a community centre and a busy plaza on 128 Street.</p>'),
        q(
          'Chacha ji in a Canadian winter, with a parking ticket in his hand. The jokes write themselves.',
          'Gagandeep Mann, producer',
        ),
      ],
      author: desk.jaspal.en,
      tags: ['pollywood'],
      locale: ['en'],
      images: [card('chacha-bishna-2-newton-shoot', 'Filming of ‘Chacha Bishna 2’ outside a shop in Newton, Surrey.')],
      postDate: d.daysAgo(24, '15:20'),
    },
    {
      id: 2025,
      kind: 'entertainment',
      slug: 'more-punjabi-films-are-being-shot-in-canada',
      title: 'More Punjabi films are being shot in Canada',
      titlePa: 'ਕੈਨੇਡਾ ਵਿੱਚ ਸ਼ੂਟ ਹੋ ਰਹੀਆਂ ਪੰਜਾਬੀ ਫ਼ਿਲਮਾਂ ਦੀ ਗਿਣਤੀ ਵਧੀ',
      intro:
        'Producers say stories about the diaspora, local crews and the Canadian audience itself are drawing Punjabi cinema to British Columbia and Ontario.',
      introPa:
        'ਨਿਰਮਾਤਾਵਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਰਵਾਸੀਆਂ ਦੀਆਂ ਕਹਾਣੀਆਂ, ਸਥਾਨਕ ਟੀਮਾਂ ਅਤੇ ਇੱਥੋਂ ਦੇ ਦਰਸ਼ਕ ਪੰਜਾਬੀ ਸਿਨੇਮਾ ਨੂੰ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਅਤੇ ਓਨਟਾਰੀਓ ਵੱਲ ਖਿੱਚ ਰਹੇ ਹਨ।',
      body: [
        t('<p>At least five Punjabi feature films have filmed all or part of their story in Canada this year. Most deal with the lives of students, truck drivers and families who have settled here.</p>'),
        pic(
          'punjabi-film-crew-vancouver-street',
          'A Punjabi film crew at work on a Vancouver street.',
          'ਵੈਨਕੂਵਰ ਦੀ ਇੱਕ ਸੜਕ ’ਤੇ ਕੰਮ ਕਰਦੀ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।',
        ),
        t('<p>Local technicians say the work has helped them build careers, though budgets remain much smaller than those of Hollywood productions in Vancouver. Some producers are also seeking co-production deals to tap Canadian film funding.</p>'),
        q(
          'Our audience is here. It makes sense that more of our stories are filmed here too.',
          'Manpreet Dhindsa, Surrey-based producer',
        ),
      ],
      bodyPa: [
        t('<p>ਇਸ ਸਾਲ ਘੱਟੋ-ਘੱਟ ਪੰਜ ਪੰਜਾਬੀ ਫ਼ਿਲਮਾਂ ਦੀ ਪੂਰੀ ਜਾਂ ਕੁਝ ਹਿੱਸਾ ਸ਼ੂਟਿੰਗ ਕੈਨੇਡਾ ਵਿੱਚ ਹੋਈ ਹੈ। ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੀਆਂ ਇੱਥੇ ਵਸੇ ਵਿਦਿਆਰਥੀਆਂ, ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਅਤੇ ਪਰਿਵਾਰਾਂ ਦੀ ਜ਼ਿੰਦਗੀ ਬਾਰੇ ਹਨ।</p>'),
        pic(
          'punjabi-film-crew-vancouver-street',
          'A Punjabi film crew at work on a Vancouver street.',
          'ਵੈਨਕੂਵਰ ਦੀ ਇੱਕ ਸੜਕ ’ਤੇ ਕੰਮ ਕਰਦੀ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।',
        ),
        t('<p>ਸਥਾਨਕ ਤਕਨੀਸ਼ੀਅਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਸ ਕੰਮ ਨੇ ਉਨ੍ਹਾਂ ਨੂੰ ਪੈਰਾਂ ’ਤੇ ਖੜ੍ਹੇ ਹੋਣ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਹੈ, ਹਾਲਾਂਕਿ ਬਜਟ ਵੈਨਕੂਵਰ ਵਿੱਚ ਬਣਦੀਆਂ ਹਾਲੀਵੁੱਡ ਫ਼ਿਲਮਾਂ ਨਾਲੋਂ ਕਿਤੇ ਛੋਟੇ ਹਨ। ਕੁਝ ਨਿਰਮਾਤਾ ਕੈਨੇਡੀਅਨ ਫ਼ਿਲਮ ਫ਼ੰਡਾਂ ਤੱਕ ਪਹੁੰਚ ਲਈ ਸਾਂਝੇ ਨਿਰਮਾਣ ਸਮਝੌਤੇ ਵੀ ਲੱਭ ਰਹੇ ਹਨ।</p>'),
        q(
          'ਸਾਡੇ ਦਰਸ਼ਕ ਇੱਥੇ ਹਨ। ਇਸ ਲਈ ਸਾਡੀਆਂ ਵੱਧ ਕਹਾਣੀਆਂ ਦਾ ਇੱਥੇ ਫ਼ਿਲਮਾਇਆ ਜਾਣਾ ਸੁਭਾਵਿਕ ਹੈ।',
          'ਮਨਪ੍ਰੀਤ ਢੀਂਡਸਾ, ਸਰੀ ਦੇ ਨਿਰਮਾਤਾ',
        ),
      ],
      ...byline(desk.manveer),
      tags: ['pollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'punjabi-film-crew-vancouver-street',
          'A Punjabi film crew at work on a Vancouver street.',
          'ਵੈਨਕੂਵਰ ਦੀ ਇੱਕ ਸੜਕ ’ਤੇ ਕੰਮ ਕਰਦੀ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।',
        ),
      ],
      postDate: d.daysAgo(36, '10:40'),
    },
    {
      id: 2026,
      kind: 'entertainment',
      slug: 'young-singers-bring-back-the-classic-punjabi-duet',
      title: 'Young singers bring back the classic Punjabi duet',
      titlePa: 'ਨੌਜਵਾਨ ਗਾਇਕਾਂ ਨੇ ਮੁੜ ਸੁਰਜੀਤ ਕੀਤੇ ਪੰਜਾਬੀ ਦੋਗਾਣੇ',
      intro:
        'The male–female duets of the old akhara stage are finding a new audience, led by the pairing of Arshdeep Virk and Mehakpreet Kaur.',
      introPa:
        'ਪੁਰਾਣੇ ਅਖਾੜਿਆਂ ਦੇ ਦੋਗਾਣੇ ਨਵੇਂ ਸਰੋਤਿਆਂ ਤੱਕ ਪਹੁੰਚ ਰਹੇ ਹਨ ਅਤੇ ਇਸ ਰੁਝਾਨ ਦੀ ਅਗਵਾਈ ਅਰਸ਼ਦੀਪ ਵਿਰਕ ਅਤੇ ਮਹਿਕਪ੍ਰੀਤ ਕੌਰ ਦੀ ਜੋੜੀ ਕਰ ਰਹੀ ਹੈ।',
      body: [
        t('<p>For decades the duet was the heart of Punjabi music, sung live at village fairs with just a tumbi and dhol. Arshdeep Virk and Mehakpreet Kaur have now released an EP of new duets in that style, <em>Gallan Mithiyan</em>.</p>'),
        t('<p>The songs trade witty lines between husband and wife, brother and sister, and mother-in-law and bride. A short preview of the title track is attached below.</p>'),
        q(
          'In a duet you cannot hide behind production. You have to listen to the other singer and answer in the same breath.',
          'Mehakpreet Kaur, singer',
        ),
      ],
      bodyPa: [
        t('<p>ਦਹਾਕਿਆਂ ਤੱਕ ਦੋਗਾਣਾ ਪੰਜਾਬੀ ਸੰਗੀਤ ਦੀ ਜਿੰਦ-ਜਾਨ ਰਿਹਾ, ਜੋ ਪਿੰਡਾਂ ਦੇ ਮੇਲਿਆਂ ਵਿੱਚ ਸਿਰਫ਼ ਤੂੰਬੀ ਅਤੇ ਢੋਲ ਨਾਲ ਗਾਇਆ ਜਾਂਦਾ ਸੀ। ਅਰਸ਼ਦੀਪ ਵਿਰਕ ਅਤੇ ਮਹਿਕਪ੍ਰੀਤ ਕੌਰ ਨੇ ਹੁਣ ਇਸੇ ਅੰਦਾਜ਼ ਵਿੱਚ ਨਵੇਂ ਦੋਗਾਣਿਆਂ ਦੀ ਈਪੀ <em>ਗੱਲਾਂ ਮਿੱਠੀਆਂ</em> ਜਾਰੀ ਕੀਤੀ ਹੈ।</p>'),
        t('<p>ਗੀਤਾਂ ਵਿੱਚ ਪਤੀ-ਪਤਨੀ, ਭੈਣ-ਭਰਾ ਅਤੇ ਸੱਸ-ਨੂੰਹ ਵਿਚਕਾਰ ਹਾਜ਼ਰ-ਜਵਾਬੀ ਭਰੇ ਸਵਾਲ-ਜਵਾਬ ਹਨ। ਟਾਈਟਲ ਗੀਤ ਦੀ ਛੋਟੀ ਝਲਕ ਹੇਠਾਂ ਸੁਣੀ ਜਾ ਸਕਦੀ ਹੈ।</p>'),
        q(
          'ਦੋਗਾਣੇ ਵਿੱਚ ਤੁਸੀਂ ਸੰਗੀਤ ਦੇ ਸ਼ੋਰ ਪਿੱਛੇ ਨਹੀਂ ਲੁਕ ਸਕਦੇ। ਦੂਜੇ ਗਾਇਕ ਨੂੰ ਧਿਆਨ ਨਾਲ ਸੁਣ ਕੇ ਉਸੇ ਸਾਹ ਵਿੱਚ ਜਵਾਬ ਦੇਣਾ ਪੈਂਦਾ ਹੈ।',
          'ਮਹਿਕਪ੍ਰੀਤ ਕੌਰ, ਗਾਇਕਾ',
        ),
      ],
      ...byline(desk.sukhpreet),
      tags: ['pollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'arshdeep-virk-mehakpreet-kaur-duet',
          'Arshdeep Virk and Mehakpreet Kaur perform a duet.',
          'ਦੋਗਾਣਾ ਪੇਸ਼ ਕਰਦੇ ਅਰਸ਼ਦੀਪ ਵਿਰਕ ਅਤੇ ਮਹਿਕਪ੍ਰੀਤ ਕੌਰ।',
        ),
      ],
      audios: [songPreview('Gallan Mithiyan – preview', 30)],
      postDate: d.daysAgo(50, '18:30'),
    },
    {
      id: 2027,
      kind: 'entertainment',
      slug: 'review-toofan-ki-raat-is-a-loud-but-gripping-night-at-the-movies',
      title: 'Review: ‘Toofan Ki Raat’ is a loud but gripping night at the movies',
      titlePa: 'ਸਮੀਖਿਆ: ਰੌਲੇ-ਰੱਪੇ ਦੇ ਬਾਵਜੂਦ ਬੰਨ੍ਹ ਕੇ ਰੱਖਦੀ ਹੈ ‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’',
      intro:
        'Vikrant Khanna carries a storm-soaked thriller that overstays its welcome but rarely lets go. Rating: 3.5 out of 5 stars.',
      introPa:
        'ਵਿਕਰਾਂਤ ਖੰਨਾ ਮੀਂਹ-ਤੂਫ਼ਾਨ ਵਿੱਚ ਭਿੱਜੀ ਇਸ ਥ੍ਰਿਲਰ ਨੂੰ ਆਪਣੇ ਮੋਢਿਆਂ ’ਤੇ ਚੁੱਕਦੇ ਹਨ; ਫ਼ਿਲਮ ਕੁਝ ਲੰਮੀ ਹੈ ਪਰ ਪਕੜ ਘੱਟ ਹੀ ਢਿੱਲੀ ਪੈਂਦੀ ਹੈ। ਰੇਟਿੰਗ: 5 ਵਿੱਚੋਂ 3.5 ਸਿਤਾਰੇ।',
      body: [
        t('<p><strong>Rating: ★★★½ (3.5/5)</strong></p><p>Rohan Bhatia knows how to stage chaos. The first hour of <em>Toofan Ki Raat</em>, set almost entirely on a rolling patrol boat, is as tense as anything in Hindi cinema this year.</p>'),
        t('<p>Vikrant Khanna plays the coast guard officer with quiet grit, and Zoya Mirza makes a sharp, funny partner. The second half loses its grip with one chase too many and a villain who explains his plan at length.</p>'),
        t('<p>Still, on a big screen with a loud sound system, this is the kind of film the whole family can argue about in the car home. <strong>Verdict:</strong> worth a cinema ticket, but pick a comfortable seat.</p>'),
      ],
      bodyPa: [
        t('<p><strong>ਰੇਟਿੰਗ: ★★★½ (3.5/5)</strong></p><p>ਰੋਹਨ ਭਾਟੀਆ ਨੂੰ ਪਰਦੇ ’ਤੇ ਹਫੜਾ-ਦਫੜੀ ਦਿਖਾਉਣੀ ਆਉਂਦੀ ਹੈ। <em>ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ</em> ਦਾ ਪਹਿਲਾ ਘੰਟਾ, ਜੋ ਲਗਭਗ ਪੂਰਾ ਹੀ ਡੋਲਦੀ ਗਸ਼ਤੀ ਕਿਸ਼ਤੀ ’ਤੇ ਵਾਪਰਦਾ ਹੈ, ਇਸ ਸਾਲ ਦੇ ਹਿੰਦੀ ਸਿਨੇਮਾ ਦੇ ਸਭ ਤੋਂ ਸਾਹ ਰੋਕਣ ਵਾਲੇ ਦ੍ਰਿਸ਼ਾਂ ਵਿੱਚੋਂ ਹੈ।</p>'),
        t('<p>ਵਿਕਰਾਂਤ ਖੰਨਾ ਕੋਸਟ ਗਾਰਡ ਅਫ਼ਸਰ ਦੇ ਕਿਰਦਾਰ ਵਿੱਚ ਚੁੱਪ-ਚਾਪ ਦ੍ਰਿੜ੍ਹਤਾ ਦਿਖਾਉਂਦੇ ਹਨ ਅਤੇ ਜ਼ੋਇਆ ਮਿਰਜ਼ਾ ਤੇਜ਼-ਤਰਾਰ ਤੇ ਮਜ਼ੇਦਾਰ ਸਾਥੀ ਬਣਦੀ ਹੈ। ਦੂਜੇ ਅੱਧ ਵਿੱਚ ਲੋੜ ਤੋਂ ਵੱਧ ਪਿੱਛਾ ਕਰਨ ਵਾਲੇ ਦ੍ਰਿਸ਼ ਅਤੇ ਆਪਣੀ ਯੋਜਨਾ ਲੰਮੀ-ਚੌੜੀ ਸਮਝਾਉਂਦਾ ਖਲਨਾਇਕ ਫ਼ਿਲਮ ਦੀ ਪਕੜ ਢਿੱਲੀ ਕਰ ਦਿੰਦੇ ਹਨ।</p>'),
        t('<p>ਫਿਰ ਵੀ, ਵੱਡੇ ਪਰਦੇ ਅਤੇ ਜ਼ੋਰਦਾਰ ਆਵਾਜ਼ ਨਾਲ ਇਹ ਉਹ ਫ਼ਿਲਮ ਹੈ ਜਿਸ ਬਾਰੇ ਪੂਰਾ ਪਰਿਵਾਰ ਘਰ ਮੁੜਦਿਆਂ ਕਾਰ ਵਿੱਚ ਬਹਿਸ ਕਰੇਗਾ। <strong>ਫ਼ੈਸਲਾ:</strong> ਸਿਨੇਮਾ ਦੀ ਟਿਕਟ ਦੇ ਲਾਇਕ, ਪਰ ਸੀਟ ਆਰਾਮਦਾਇਕ ਚੁਣਨਾ।</p>'),
      ],
      ...byline(desk.arjun),
      tags: ['reviews'],
      locale: ['en', 'pa'],
      images: [
        card(
          'toofan-ki-raat-patrol-boat-scene',
          'Vikrant Khanna and Zoya Mirza on the patrol boat in ‘Toofan Ki Raat’.',
          '‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’ ਵਿੱਚ ਗਸ਼ਤੀ ਕਿਸ਼ਤੀ ’ਤੇ ਵਿਕਰਾਂਤ ਖੰਨਾ ਅਤੇ ਜ਼ੋਇਆ ਮਿਰਜ਼ਾ।',
        ),
      ],
      postDate: d.daysAgo(3, '20:00'),
    },
    {
      id: 2028,
      kind: 'entertainment',
      slug: 'review-kanak-di-khushboo-is-a-tender-story-of-land-and-family',
      title: 'Review: ‘Kanak Di Khushboo’ is a tender story of land and family',
      titlePa: 'ਸਮੀਖਿਆ: ਜ਼ਮੀਨ ਅਤੇ ਪਰਿਵਾਰ ਦੀ ਕੋਮਲ ਕਹਾਣੀ ਹੈ ‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’',
      intro:
        'Harjit Sandhu’s drama is the most moving Punjabi film in years, held together by a superb performance from Jasleen Kaur Sekhon. Rating: 4 out of 5 stars.',
      introPa:
        'ਹਰਜੀਤ ਸੰਧੂ ਦੀ ਇਹ ਫ਼ਿਲਮ ਕਈ ਸਾਲਾਂ ਦੀ ਸਭ ਤੋਂ ਭਾਵੁਕ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਹੈ, ਜਿਸ ਨੂੰ ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਦੀ ਸ਼ਾਨਦਾਰ ਅਦਾਕਾਰੀ ਜੋੜ ਕੇ ਰੱਖਦੀ ਹੈ। ਰੇਟਿੰਗ: 5 ਵਿੱਚੋਂ 4 ਸਿਤਾਰੇ।',
      body: [
        t('<p><strong>Rating: ★★★★ (4/5)</strong></p><p>There are no villains in <em>Kanak Di Khushboo</em>, only a family that loves the same land in different ways. The elder son wants to sell and move to Canada; his mother cannot imagine life without the fields her husband ploughed.</p>'),
        pic(
          'kanak-di-khushboo-family-courtyard',
          'The family gathers in the courtyard in ‘Kanak Di Khushboo’.',
          '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਵਿੱਚ ਵਿਹੜੇ ’ਚ ਇਕੱਠਾ ਹੋਇਆ ਪਰਿਵਾਰ।',
        ),
        t('<p>Jasleen Kaur Sekhon, as the mother, says more with a glance than most actors manage with a monologue. Gurnam Bhullar is solid as the son, though the film drags a little in its comic subplot about a wedding.</p>'),
        t('<p><strong>Verdict:</strong> bring tissues, and bring your parents. Few films speak so honestly to families split between Punjab and Canada.</p>'),
      ],
      bodyPa: [
        t('<p><strong>ਰੇਟਿੰਗ: ★★★★ (4/5)</strong></p><p><em>ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ</em> ਵਿੱਚ ਕੋਈ ਖਲਨਾਇਕ ਨਹੀਂ, ਸਿਰਫ਼ ਇੱਕ ਪਰਿਵਾਰ ਹੈ ਜੋ ਇੱਕੋ ਜ਼ਮੀਨ ਨੂੰ ਵੱਖ-ਵੱਖ ਤਰੀਕਿਆਂ ਨਾਲ ਪਿਆਰ ਕਰਦਾ ਹੈ। ਵੱਡਾ ਪੁੱਤ ਜ਼ਮੀਨ ਵੇਚ ਕੇ ਕੈਨੇਡਾ ਜਾਣਾ ਚਾਹੁੰਦਾ ਹੈ, ਜਦਕਿ ਮਾਂ ਉਨ੍ਹਾਂ ਖੇਤਾਂ ਤੋਂ ਬਿਨਾਂ ਜ਼ਿੰਦਗੀ ਦੀ ਕਲਪਨਾ ਵੀ ਨਹੀਂ ਕਰ ਸਕਦੀ ਜਿਨ੍ਹਾਂ ਨੂੰ ਉਸ ਦੇ ਪਤੀ ਨੇ ਵਾਹਿਆ ਸੀ।</p>'),
        pic(
          'kanak-di-khushboo-family-courtyard',
          'The family gathers in the courtyard in ‘Kanak Di Khushboo’.',
          '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਵਿੱਚ ਵਿਹੜੇ ’ਚ ਇਕੱਠਾ ਹੋਇਆ ਪਰਿਵਾਰ।',
        ),
        t('<p>ਮਾਂ ਦੇ ਕਿਰਦਾਰ ਵਿੱਚ ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਇੱਕ ਨਜ਼ਰ ਨਾਲ ਉਹ ਕੁਝ ਕਹਿ ਜਾਂਦੀ ਹੈ ਜੋ ਬਹੁਤੇ ਅਦਾਕਾਰ ਲੰਮੇ ਸੰਵਾਦਾਂ ਨਾਲ ਵੀ ਨਹੀਂ ਕਹਿ ਪਾਉਂਦੇ। ਪੁੱਤ ਦੀ ਭੂਮਿਕਾ ਵਿੱਚ ਗੁਰਨਾਮ ਭੁੱਲਰ ਠੀਕ ਹਨ, ਹਾਲਾਂਕਿ ਵਿਆਹ ਵਾਲੀ ਹਾਸਰਸ ਉਪ-ਕਹਾਣੀ ਵਿੱਚ ਫ਼ਿਲਮ ਕੁਝ ਢਿੱਲੀ ਪੈ ਜਾਂਦੀ ਹੈ।</p>'),
        t('<p><strong>ਫ਼ੈਸਲਾ:</strong> ਰੁਮਾਲ ਨਾਲ ਲੈ ਕੇ ਜਾਓ ਅਤੇ ਮਾਪਿਆਂ ਨੂੰ ਵੀ। ਪੰਜਾਬ ਅਤੇ ਕੈਨੇਡਾ ਵਿਚਕਾਰ ਵੰਡੇ ਪਰਿਵਾਰਾਂ ਨਾਲ ਬਹੁਤ ਘੱਟ ਫ਼ਿਲਮਾਂ ਇੰਨੀ ਇਮਾਨਦਾਰੀ ਨਾਲ ਗੱਲ ਕਰਦੀਆਂ ਹਨ।</p>'),
      ],
      ...byline(desk.jaspal),
      tags: ['reviews'],
      locale: ['en', 'pa'],
      images: [
        card(
          'kanak-di-khushboo-jasleen-kaur-sekhon',
          'Jasleen Kaur Sekhon as the mother in ‘Kanak Di Khushboo’.',
          '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਵਿੱਚ ਮਾਂ ਦੇ ਕਿਰਦਾਰ ਵਿੱਚ ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ।',
        ),
        card(
          'kanak-di-khushboo-family-courtyard',
          'The family gathers in the courtyard in ‘Kanak Di Khushboo’.',
          '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਵਿੱਚ ਵਿਹੜੇ ’ਚ ਇਕੱਠਾ ਹੋਇਆ ਪਰਿਵਾਰ।',
        ),
      ],
      postDate: d.daysAgo(8, '19:30'),
    },
    {
      id: 2029,
      kind: 'entertainment',
      slug: 'album-review-raghav-ishaan-neon-nights',
      title: 'Album review: Raghav–Ishaan’s ‘Neon Nights’ plays it safe',
      intro:
        'The hit film composers’ first independent album is polished and pleasant, but rarely surprising. Rating: 3 out of 5 stars.',
      body: [
        t('<p><strong>Rating: ★★★ (3/5)</strong></p><p>After a string of film hits, Raghav and Ishaan have stepped away from the screen for <em>Neon Nights</em>, eight songs about city life after dark. The production is glossy, built on synths and slow, steady beats.</p>'),
        t('<p>The best track, <em>Aakhri Metro</em>, is a gentle duet about two strangers on the last train home, with a lovely vocal from Aarohi Desai. Too many of the other songs, though, sound like film tracks waiting for a scene.</p>'),
        t('<p><strong>Verdict:</strong> good company on a late drive over the Pattullo Bridge, but not the bold statement fans might have hoped for.</p>'),
      ],
      author: desk.rupinder.en,
      tags: ['reviews'],
      locale: ['en'],
      images: [card('raghav-ishaan-neon-nights-cover', 'The cover of ‘Neon Nights’ by Raghav–Ishaan.')],
      postDate: d.daysAgo(21, '16:00'),
    },
  ];
}

/** More reviews and the exclusive interviews (2030–2035). */
function batchSix(d: SeedDates): PostInput[] {
  return [
    {
      id: 2030,
      kind: 'entertainment',
      slug: 'review-jasraj-sidhu-pind-ton-pardes',
      ...gurmukhiOnly({
        title: 'ਸਮੀਖਿਆ: ਪਰਦੇਸ ਦੇ ਦਰਦ ਨੂੰ ਸੁਰਾਂ ਵਿੱਚ ਪਰੋਂਦੀ ਹੈ ‘ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ’',
        intro:
          'ਜਸਰਾਜ ਸਿੱਧੂ ਦੀ ਨਵੀਂ ਐਲਬਮ ਉਸ ਦਾ ਹੁਣ ਤੱਕ ਦਾ ਸਭ ਤੋਂ ਪਰਪੱਕ ਕੰਮ ਹੈ। ਰੇਟਿੰਗ: 5 ਵਿੱਚੋਂ 4 ਸਿਤਾਰੇ।',
        body: [
          t('<p><strong>ਰੇਟਿੰਗ: ★★★★ (4/5)</strong></p><p><em>ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ</em> ਸਿਰਫ਼ ਗੀਤਾਂ ਦਾ ਸੰਗ੍ਰਹਿ ਨਹੀਂ, ਸਗੋਂ ਇੱਕ ਪੂਰੀ ਕਹਾਣੀ ਹੈ। ਪਹਿਲੇ ਗੀਤ ਵਿੱਚ ਮਾਂ ਦੀ ਅਸੀਸ ਹੈ ਅਤੇ ਆਖ਼ਰੀ ਗੀਤ ਤੱਕ ਪਹੁੰਚਦਿਆਂ ਮੁੰਡਾ ਖ਼ੁਦ ਕਿਸੇ ਨਵੇਂ ਆਏ ਵਿਦਿਆਰਥੀ ਦਾ ਸਹਾਰਾ ਬਣ ਚੁੱਕਾ ਹੈ।</p>'),
          t('<p>ਸਭ ਤੋਂ ਵਧੀਆ ਗੀਤ <em>ਆਖ਼ਰੀ ਰਾਤ</em> ਹੈ, ਜਿਸ ਵਿੱਚ ਅਲਗੋਜ਼ਿਆਂ ਦੀ ਹੂਕ ਦਿਲ ਨੂੰ ਛੂਹ ਜਾਂਦੀ ਹੈ। <em>ਹਾਈਵੇ ਵਾਲੀ ਸ਼ਿਫ਼ਟ</em> ਭੰਗੜੇ ਦੇ ਸ਼ੌਕੀਨਾਂ ਨੂੰ ਖ਼ੁਸ਼ ਕਰੇਗਾ, ਪਰ ਵਿਚਕਾਰਲੇ ਦੋ-ਤਿੰਨ ਗੀਤ ਕੁਝ ਇੱਕੋ ਜਿਹੇ ਲੱਗਦੇ ਹਨ।</p>'),
          gurmukhiPic('jasraj-sidhu-studio-session', 'ਰਿਕਾਰਡਿੰਗ ਦੌਰਾਨ ਸਟੂਡੀਓ ਵਿੱਚ ਜਸਰਾਜ ਸਿੱਧੂ।'),
          t('<p><strong>ਫ਼ੈਸਲਾ:</strong> ਜਿਸ ਨੇ ਵੀ ਪਿੰਡ ਛੱਡ ਕੇ ਪਰਦੇਸ ਵਿੱਚ ਨਵੀਂ ਜ਼ਿੰਦਗੀ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ, ਉਸ ਨੂੰ ਇਹ ਐਲਬਮ ਆਪਣੀ ਲੱਗੇਗੀ। ਲੰਮੇ ਸਫ਼ਰ ’ਤੇ ਜ਼ਰੂਰ ਸੁਣੋ।</p>'),
        ],
        reporter: desk.sukhpreet,
      }),
      tags: ['reviews'],
      images: [gurmukhiCard('jasraj-sidhu-pind-ton-pardes-cover', 'ਜਸਰਾਜ ਸਿੱਧੂ ਦੀ ਐਲਬਮ ‘ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ’ ਦਾ ਕਵਰ।')],
      postDate: d.daysAgo(10, '20:15'),
    },
    {
      id: 2031,
      kind: 'entertainment',
      slug: 'review-gali-number-saat-season-two-keeps-its-charm',
      title: 'Review: ‘Gali Number Saat’ season two keeps its charm, if not its surprise',
      titlePa: 'ਸਮੀਖਿਆ: ‘ਗਲੀ ਨੰਬਰ ਸਾਤ’ ਦੇ ਦੂਜੇ ਸੀਜ਼ਨ ਵਿੱਚ ਰੌਣਕ ਕਾਇਮ, ਪਰ ਹੈਰਾਨੀ ਘੱਟ',
      intro:
        'The neighbourhood mystery is as warm and funny as before, but the new case is easier to solve. Rating: 3 out of 5 stars.',
      introPa:
        'ਮੁਹੱਲੇ ਦੀ ਇਹ ਭੇਤ ਭਰੀ ਲੜੀ ਪਹਿਲਾਂ ਵਾਂਗ ਹੀ ਨਿੱਘੀ ਅਤੇ ਮਜ਼ੇਦਾਰ ਹੈ, ਪਰ ਨਵਾਂ ਮਾਮਲਾ ਸੁਲਝਾਉਣਾ ਸੌਖਾ ਹੈ। ਰੇਟਿੰਗ: 5 ਵਿੱਚੋਂ 3 ਸਿਤਾਰੇ।',
      body: [
        t('<p><strong>Rating: ★★★ (3/5)</strong></p><p>The pleasures of <em>Gali Number Saat</em> were never really about the crime. They were about the neighbours: the gossiping tailor, the retired clerk with opinions on everything, and the inspector who knows all their secrets.</p>'),
        t('<p>Season two keeps all of them and adds a sweet-shop family with a long-buried grudge. The trouble is that most viewers will guess the culprit by episode four, and the last episodes run out of steam.</p>'),
        t('<p><strong>Verdict:</strong> a comfortable weekend binge for fans, best enjoyed for its people rather than its puzzle.</p>'),
      ],
      bodyPa: [
        t('<p><strong>ਰੇਟਿੰਗ: ★★★ (3/5)</strong></p><p><em>ਗਲੀ ਨੰਬਰ ਸਾਤ</em> ਦਾ ਅਸਲ ਮਜ਼ਾ ਕਦੇ ਵੀ ਜੁਰਮ ਵਿੱਚ ਨਹੀਂ ਸੀ। ਮਜ਼ਾ ਤਾਂ ਗੁਆਂਢੀਆਂ ਵਿੱਚ ਸੀ: ਗੱਪਾਂ ਮਾਰਦਾ ਦਰਜ਼ੀ, ਹਰ ਗੱਲ ’ਤੇ ਰਾਏ ਦੇਣ ਵਾਲਾ ਸੇਵਾਮੁਕਤ ਬਾਬੂ ਅਤੇ ਸਭ ਦੇ ਭੇਤ ਜਾਣਨ ਵਾਲਾ ਇੰਸਪੈਕਟਰ।</p>'),
        t('<p>ਦੂਜੇ ਸੀਜ਼ਨ ਵਿੱਚ ਇਹ ਸਾਰੇ ਕਿਰਦਾਰ ਮੌਜੂਦ ਹਨ ਅਤੇ ਪੁਰਾਣੀ ਰੰਜਿਸ਼ ਵਾਲਾ ਇੱਕ ਹਲਵਾਈ ਪਰਿਵਾਰ ਵੀ ਜੁੜਿਆ ਹੈ। ਮੁਸ਼ਕਲ ਇਹ ਹੈ ਕਿ ਬਹੁਤੇ ਦਰਸ਼ਕ ਚੌਥੀ ਕਿਸ਼ਤ ਤੱਕ ਦੋਸ਼ੀ ਦਾ ਅੰਦਾਜ਼ਾ ਲਾ ਲੈਣਗੇ ਅਤੇ ਆਖ਼ਰੀ ਕਿਸ਼ਤਾਂ ਵਿੱਚ ਦਮ ਮੁੱਕ ਜਾਂਦਾ ਹੈ।</p>'),
        t('<p><strong>ਫ਼ੈਸਲਾ:</strong> ਪ੍ਰਸ਼ੰਸਕਾਂ ਲਈ ਹਫ਼ਤੇ ਦੇ ਅੰਤ ’ਤੇ ਆਰਾਮ ਨਾਲ ਦੇਖਣ ਵਾਲੀ ਲੜੀ, ਜਿਸ ਦਾ ਅਨੰਦ ਭੇਤ ਨਾਲੋਂ ਵੱਧ ਇਸ ਦੇ ਕਿਰਦਾਰਾਂ ਵਿੱਚ ਹੈ।</p>'),
      ],
      ...byline(desk.rupinder),
      tags: ['reviews'],
      locale: ['en', 'pa'],
      images: [
        card(
          'gali-number-saat-neighbours',
          'The neighbours of the lane gather in ‘Gali Number Saat’.',
          '‘ਗਲੀ ਨੰਬਰ ਸਾਤ’ ਵਿੱਚ ਇਕੱਠੇ ਹੋਏ ਗਲੀ ਦੇ ਗੁਆਂਢੀ।',
        ),
      ],
      postDate: d.daysAgo(27, '21:00'),
    },
    {
      id: 2032,
      kind: 'entertainment',
      slug: 'jasleen-kaur-sekhon-on-playing-a-mother-who-will-not-let-go',
      title: 'Jasleen Kaur Sekhon on playing a mother who will not let go',
      titlePa: 'ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਨਾਲ ਖ਼ਾਸ ਗੱਲਬਾਤ: ਉਸ ਮਾਂ ਦਾ ਕਿਰਦਾਰ ਜੋ ਮਿੱਟੀ ਨਹੀਂ ਛੱਡਦੀ',
      intro:
        'In Vancouver for the Canadian premiere of ‘Kanak Di Khushboo’, the actress spoke to us about the film, her own family and the audiences of Surrey.',
      introPa:
        '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਦੇ ਕੈਨੇਡੀਅਨ ਪ੍ਰੀਮੀਅਰ ਲਈ ਵੈਨਕੂਵਰ ਆਈ ਅਦਾਕਾਰਾ ਨੇ ਸਾਡੇ ਨਾਲ ਫ਼ਿਲਮ, ਆਪਣੇ ਪਰਿਵਾਰ ਅਤੇ ਸਰੀ ਦੇ ਦਰਸ਼ਕਾਂ ਬਾਰੇ ਗੱਲ ਕੀਤੀ।',
      body: [
        t('<p>Jasleen Kaur Sekhon arrived at our studio straight from a packed screening in Surrey, still holding a bouquet from a fan. She said she based her role on her own grandmother, who refused to leave her village near Faridkot even after her sons moved abroad.</p>'),
        q(
          'My grandmother would say the land remembers your footsteps. I carried that sentence with me through every scene.',
          'Jasleen Kaur Sekhon',
        ),
        t('<p>Asked about audiences here, she laughed that Surrey viewers are tougher than critics. Several people stopped her after the show to tell her, kindly, which details of village life the film got wrong.</p>'),
        t('<p>Her next project is a Punjabi web series to be shot partly in the Fraser Valley. She said she hopes to return for a longer visit next summer.</p>'),
      ],
      bodyPa: [
        t('<p>ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਸਰੀ ਵਿੱਚ ਭਰੇ ਹਾਲ ਵਾਲੇ ਸ਼ੋਅ ਤੋਂ ਸਿੱਧੀ ਸਾਡੇ ਸਟੂਡੀਓ ਪਹੁੰਚੀ, ਹੱਥ ਵਿੱਚ ਅਜੇ ਵੀ ਇੱਕ ਪ੍ਰਸ਼ੰਸਕ ਦਾ ਦਿੱਤਾ ਗੁਲਦਸਤਾ ਸੀ। ਉਨ੍ਹਾਂ ਦੱਸਿਆ ਕਿ ਇਹ ਕਿਰਦਾਰ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀ ਦਾਦੀ ਤੋਂ ਪ੍ਰੇਰਿਤ ਹੋ ਕੇ ਨਿਭਾਇਆ, ਜਿਸ ਨੇ ਪੁੱਤਾਂ ਦੇ ਵਿਦੇਸ਼ ਜਾਣ ਤੋਂ ਬਾਅਦ ਵੀ ਫ਼ਰੀਦਕੋਟ ਨੇੜਲਾ ਆਪਣਾ ਪਿੰਡ ਛੱਡਣ ਤੋਂ ਇਨਕਾਰ ਕਰ ਦਿੱਤਾ ਸੀ।</p>'),
        q(
          'ਮੇਰੀ ਦਾਦੀ ਕਹਿੰਦੀ ਹੁੰਦੀ ਸੀ ਕਿ ਜ਼ਮੀਨ ਤੁਹਾਡੇ ਪੈਰਾਂ ਦੀ ਪੈੜ ਯਾਦ ਰੱਖਦੀ ਹੈ। ਇਹ ਗੱਲ ਹਰ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਮੇਰੇ ਨਾਲ ਰਹੀ।',
          'ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ',
        ),
        t('<p>ਇੱਥੋਂ ਦੇ ਦਰਸ਼ਕਾਂ ਬਾਰੇ ਪੁੱਛਣ ’ਤੇ ਉਨ੍ਹਾਂ ਹੱਸ ਕੇ ਕਿਹਾ ਕਿ ਸਰੀ ਦੇ ਦਰਸ਼ਕ ਆਲੋਚਕਾਂ ਨਾਲੋਂ ਵੀ ਸਖ਼ਤ ਹਨ। ਸ਼ੋਅ ਤੋਂ ਬਾਅਦ ਕਈ ਲੋਕਾਂ ਨੇ ਉਨ੍ਹਾਂ ਨੂੰ ਰੋਕ ਕੇ ਬੜੇ ਪਿਆਰ ਨਾਲ ਦੱਸਿਆ ਕਿ ਫ਼ਿਲਮ ਵਿੱਚ ਪਿੰਡ ਦੀ ਜ਼ਿੰਦਗੀ ਦੀਆਂ ਕਿਹੜੀਆਂ ਗੱਲਾਂ ਗ਼ਲਤ ਦਿਖਾਈਆਂ ਗਈਆਂ ਹਨ।</p>'),
        t('<p>ਉਨ੍ਹਾਂ ਦਾ ਅਗਲਾ ਪ੍ਰੋਜੈਕਟ ਇੱਕ ਪੰਜਾਬੀ ਵੈੱਬ ਸੀਰੀਜ਼ ਹੈ, ਜਿਸ ਦਾ ਕੁਝ ਹਿੱਸਾ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਫ਼ਿਲਮਾਇਆ ਜਾਵੇਗਾ। ਉਨ੍ਹਾਂ ਉਮੀਦ ਜਤਾਈ ਕਿ ਅਗਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਉਹ ਲੰਮੀ ਫੇਰੀ ’ਤੇ ਮੁੜ ਆਉਣਗੇ।</p>'),
      ],
      ...byline(desk.jaspal),
      tags: ['exclusive-interviews'],
      locale: ['en', 'pa'],
      images: [
        card(
          'jasleen-kaur-sekhon-vancouver-studio',
          'Jasleen Kaur Sekhon at our Vancouver studio.',
          'ਸਾਡੇ ਵੈਨਕੂਵਰ ਸਟੂਡੀਓ ਵਿੱਚ ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ।',
        ),
      ],
      postDate: d.daysAgo(12, '09:30'),
    },
    {
      id: 2033,
      kind: 'entertainment',
      slug: 'jasraj-sidhu-talks-surrey-roots-and-his-first-canadian-tour',
      title: 'Jasraj Sidhu talks about Surrey friends and his first Canadian tour',
      titlePa: 'ਜਸਰਾਜ ਸਿੱਧੂ ਨਾਲ ਗੱਲਬਾਤ: ਸਰੀ ਦੇ ਯਾਰ ਅਤੇ ਪਹਿਲਾ ਕੈਨੇਡਾ ਟੂਰ',
      intro:
        'Before his concert in Surrey, the singer told us about sleeping on friends’ couches as a student and why he still writes his songs by hand.',
      introPa:
        'ਸਰੀ ਵਿੱਚ ਆਪਣੇ ਸ਼ੋਅ ਤੋਂ ਪਹਿਲਾਂ ਗਾਇਕ ਨੇ ਸਾਨੂੰ ਵਿਦਿਆਰਥੀ ਹੁੰਦਿਆਂ ਦੋਸਤਾਂ ਦੇ ਸੋਫ਼ਿਆਂ ’ਤੇ ਕੱਟੀਆਂ ਰਾਤਾਂ ਅਤੇ ਅੱਜ ਵੀ ਹੱਥ ਨਾਲ ਗੀਤ ਲਿਖਣ ਦੀ ਆਦਤ ਬਾਰੇ ਦੱਸਿਆ।',
      body: [
        t('<p>Five years ago Jasraj Sidhu came to Surrey as a student with one suitcase and a harmonium. This week he returns to headline a sold-out show, the first stop on a six-city Canadian tour.</p>'),
        t('<p>He said he still writes every song in a paper notebook, usually late at night. Many of the songs on his new album began as voice notes sent to friends in Surrey and Brampton.</p>'),
        q(
          'The people who gave me a couch to sleep on are now buying tickets. I told them the front row is theirs.',
          'Jasraj Sidhu',
        ),
        t('<p>Watch our full conversation, including an acoustic version of <em>Akhri Raat</em> recorded in our studio.</p>'),
      ],
      bodyPa: [
        t('<p>ਪੰਜ ਸਾਲ ਪਹਿਲਾਂ ਜਸਰਾਜ ਸਿੱਧੂ ਇੱਕ ਅਟੈਚੀ ਅਤੇ ਹਾਰਮੋਨੀਅਮ ਲੈ ਕੇ ਵਿਦਿਆਰਥੀ ਵਜੋਂ ਸਰੀ ਆਇਆ ਸੀ। ਇਸ ਹਫ਼ਤੇ ਉਹ ਇੱਕ ਹਾਊਸਫੁੱਲ ਸ਼ੋਅ ਦੇ ਮੁੱਖ ਕਲਾਕਾਰ ਵਜੋਂ ਮੁੜ ਰਿਹਾ ਹੈ, ਜੋ ਛੇ ਸ਼ਹਿਰਾਂ ਦੇ ਕੈਨੇਡਾ ਟੂਰ ਦਾ ਪਹਿਲਾ ਪੜਾਅ ਹੈ।</p>'),
        t('<p>ਉਸ ਨੇ ਦੱਸਿਆ ਕਿ ਉਹ ਅੱਜ ਵੀ ਹਰ ਗੀਤ ਕਾਗ਼ਜ਼ ਦੀ ਕਾਪੀ ਵਿੱਚ ਲਿਖਦਾ ਹੈ, ਅਕਸਰ ਦੇਰ ਰਾਤ। ਨਵੀਂ ਐਲਬਮ ਦੇ ਕਈ ਗੀਤ ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਦੇ ਦੋਸਤਾਂ ਨੂੰ ਭੇਜੇ ਵੌਇਸ ਨੋਟਾਂ ਤੋਂ ਸ਼ੁਰੂ ਹੋਏ ਸਨ।</p>'),
        q(
          'ਜਿਨ੍ਹਾਂ ਨੇ ਮੈਨੂੰ ਸੌਣ ਲਈ ਸੋਫ਼ਾ ਦਿੱਤਾ ਸੀ, ਅੱਜ ਉਹ ਟਿਕਟਾਂ ਖ਼ਰੀਦ ਰਹੇ ਹਨ। ਮੈਂ ਉਨ੍ਹਾਂ ਨੂੰ ਕਹਿ ਦਿੱਤਾ ਹੈ ਕਿ ਪਹਿਲੀ ਕਤਾਰ ਉਨ੍ਹਾਂ ਦੀ ਹੈ।',
          'ਜਸਰਾਜ ਸਿੱਧੂ',
        ),
        t('<p>ਸਾਡੀ ਪੂਰੀ ਗੱਲਬਾਤ ਦੇਖੋ, ਜਿਸ ਵਿੱਚ ਸਾਡੇ ਸਟੂਡੀਓ ਵਿੱਚ ਰਿਕਾਰਡ ਕੀਤਾ <em>ਆਖ਼ਰੀ ਰਾਤ</em> ਦਾ ਸਾਜ਼ਾਂ ਵਾਲਾ ਸਾਦਾ ਰੂਪ ਵੀ ਸ਼ਾਮਲ ਹੈ।</p>'),
      ],
      ...byline(desk.sukhpreet),
      tags: ['exclusive-interviews'],
      locale: ['en', 'pa'],
      images: [
        card(
          'jasraj-sidhu-harmonium-studio',
          'Jasraj Sidhu with his harmonium in our studio.',
          'ਸਾਡੇ ਸਟੂਡੀਓ ਵਿੱਚ ਹਾਰਮੋਨੀਅਮ ਨਾਲ ਜਸਰਾਜ ਸਿੱਧੂ।',
        ),
      ],
      videos: [video('Jasraj Sidhu – in conversation and live in studio', 'jsinterview')],
      postDate: d.daysAgo(19, '13:00'),
    },
    {
      id: 2034,
      kind: 'entertainment',
      slug: 'meera-kulkarni-brings-dhoop-ki-lakeer-to-vancouver',
      title: 'Meera Kulkarni brings ‘Dhoop Ki Lakeer’ to Vancouver',
      intro:
        'The first-time director talked to us about making a festival film on a shoestring, and why she wanted to show it to South Asian audiences in Canada.',
      body: [
        t('<p>Meera Kulkarni was in Vancouver for a screening of <em>Dhoop Ki Lakeer</em> at a South Asian film series downtown. The film, made with non-professional actors in a Rajasthan village, has travelled to festivals on three continents.</p>'),
        q(
          'In Europe people asked me about the landscape. In Vancouver, an aunty asked me whether the girl ever became a teacher. That is the question I wanted.',
          'Meera Kulkarni',
        ),
        t('<p>Kulkarni said she is now writing her second film, set among Indian students in a Canadian city. She spent part of her visit talking to students in Surrey about their first year here.</p>'),
      ],
      author: desk.rupinder.en,
      tags: ['exclusive-interviews'],
      locale: ['en'],
      images: [card('meera-kulkarni-vancouver-screening', 'Meera Kulkarni at the Vancouver screening of ‘Dhoop Ki Lakeer’.')],
      postDate: d.daysAgo(40, '15:45'),
    },
    {
      id: 2035,
      kind: 'entertainment',
      slug: 'folk-singer-gurmel-singh-mann-on-his-vancouver-visit',
      ...gurmukhiOnly({
        title: 'ਖ਼ਾਸ ਮੁਲਾਕਾਤ: ਲੋਕ ਗਾਇਕ ਗੁਰਮੇਲ ਸਿੰਘ ਮਾਨ ਦੀ ਵੈਨਕੂਵਰ ਫੇਰੀ',
        intro:
          'ਚਾਰ ਦਹਾਕਿਆਂ ਤੋਂ ਅਖਾੜਿਆਂ ਦੀ ਸ਼ਾਨ ਰਹੇ ਗਾਇਕ ਨੇ ਸਾਡੇ ਨਾਲ ਪੁਰਾਣੇ ਦਿਨਾਂ, ਨਵੀਂ ਪੀੜ੍ਹੀ ਅਤੇ ਪੰਜਾਬੀ ਬੋਲੀ ਬਾਰੇ ਦਿਲ ਖੋਲ੍ਹ ਕੇ ਗੱਲਾਂ ਕੀਤੀਆਂ।',
        body: [
          t('<p>ਗੁਰਮੇਲ ਸਿੰਘ ਮਾਨ ਤੀਜੀ ਵਾਰ ਵੈਨਕੂਵਰ ਆਏ ਹਨ, ਪਰ ਇਸ ਵਾਰ ਕੋਈ ਸ਼ੋਅ ਨਹੀਂ, ਸਿਰਫ਼ ਪਰਿਵਾਰ ਅਤੇ ਪੁਰਾਣੇ ਸਾਥੀਆਂ ਨੂੰ ਮਿਲਣ ਦਾ ਪ੍ਰੋਗਰਾਮ ਹੈ। ਫਿਰ ਵੀ ਸਟੂਡੀਓ ਵਿੱਚ ਤੂੰਬੀ ਹੱਥ ਆਉਂਦਿਆਂ ਹੀ ਉਨ੍ਹਾਂ ਨੇ ਦੋ ਬੋਲੀਆਂ ਛੋਹ ਦਿੱਤੀਆਂ।</p>'),
          q(
            'ਗੀਤ ਉਹੀ ਜਿਊਂਦਾ ਹੈ ਜੋ ਸੱਥ ਵਿੱਚ ਬੈਠੇ ਬਜ਼ੁਰਗ ਨੂੰ ਵੀ ਸਮਝ ਆਵੇ ਅਤੇ ਸਕੂਲ ਜਾਂਦੇ ਬੱਚੇ ਨੂੰ ਵੀ।',
            'ਗੁਰਮੇਲ ਸਿੰਘ ਮਾਨ',
          ),
          t('<p>ਉਨ੍ਹਾਂ ਨੇ ਕੈਨੇਡਾ ਵਿੱਚ ਜੰਮੇ-ਪਲੇ ਬੱਚਿਆਂ ਨੂੰ ਪੰਜਾਬੀ ਸਿਖਾਉਣ ਵਾਲੇ ਮਾਪਿਆਂ ਅਤੇ ਅਧਿਆਪਕਾਂ ਦੀ ਖ਼ਾਸ ਤਾਰੀਫ਼ ਕੀਤੀ। ਉਨ੍ਹਾਂ ਕਿਹਾ ਕਿ ਸਰੀ ਦੀਆਂ ਗਿੱਧਾ-ਭੰਗੜਾ ਅਕੈਡਮੀਆਂ ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੂੰ ਪੰਜਾਬ ਨਾਲੋਂ ਵੀ ਵੱਧ ਸ਼ੌਕ ਦਿਸਿਆ।</p>'),
          gurmukhiPic('gurmel-singh-mann-tumbi-studio', 'ਸਟੂਡੀਓ ਵਿੱਚ ਤੂੰਬੀ ਵਜਾਉਂਦੇ ਗੁਰਮੇਲ ਸਿੰਘ ਮਾਨ।'),
        ],
        reporter: desk.jaspal,
      }),
      tags: ['exclusive-interviews'],
      images: [gurmukhiCard('gurmel-singh-mann-tumbi-studio', 'ਸਟੂਡੀਓ ਵਿੱਚ ਤੂੰਬੀ ਵਜਾਉਂਦੇ ਗੁਰਮੇਲ ਸਿੰਘ ਮਾਨ।')],
      postDate: d.daysAgo(74, '11:15'),
    },
  ];
}

/** Local events in Surrey and Abbotsford (2036–2039). */
function batchSeven(d: SeedDates): PostInput[] {
  return [
    {
      id: 2036,
      kind: 'entertainment',
      slug: 'teeyan-mela-fills-surrey-park-with-giddha-and-colour',
      title: 'Teeyan mela fills a Surrey park with giddha and colour',
      titlePa: 'ਤੀਆਂ ਦੇ ਮੇਲੇ ਨੇ ਸਰੀ ਦੇ ਪਾਰਕ ਨੂੰ ਗਿੱਧੇ ਅਤੇ ਰੰਗਾਂ ਨਾਲ ਭਰਿਆ',
      intro:
        'Thousands of women and girls gathered at Bear Creek Park for a day of giddha, boliyan, swings and food stalls, organised by a volunteer women’s group.',
      introPa:
        'ਬੀਅਰ ਕ੍ਰੀਕ ਪਾਰਕ ਵਿੱਚ ਹਜ਼ਾਰਾਂ ਬੀਬੀਆਂ ਅਤੇ ਕੁੜੀਆਂ ਗਿੱਧੇ, ਬੋਲੀਆਂ, ਪੀਂਘਾਂ ਅਤੇ ਖਾਣ-ਪੀਣ ਦੇ ਸਟਾਲਾਂ ਵਾਲੇ ਮੇਲੇ ਲਈ ਇਕੱਠੀਆਂ ਹੋਈਆਂ, ਜਿਸ ਦਾ ਪ੍ਰਬੰਧ ਬੀਬੀਆਂ ਦੀ ਇੱਕ ਸਵੈ-ਸੇਵੀ ਜਥੇਬੰਦੀ ਨੇ ਕੀਤਾ।',
      body: [
        t('<p>The annual Teeyan mela, run by the Surrey Punjabi Sakhiyan Society, drew its biggest crowd yet. Three generations danced together, with grandmothers leading boliyan and teenagers answering from the other side of the circle.</p>'),
        pic(
          'teeyan-mela-surrey-giddha-circle',
          'Women dance giddha at the Teeyan mela in Surrey.',
          'ਸਰੀ ਦੇ ਤੀਆਂ ਮੇਲੇ ਵਿੱਚ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਬੀਬੀਆਂ।',
        ),
        t('<p>Wooden swings were hung from the park’s trees, and stalls sold phulkari dupattas, bangles and fresh jalebis. Organisers said all proceeds go to a women’s shelter in the Fraser Valley.</p>'),
        q(
          'Our mothers had this in the village every Saawan. We want our daughters to have it here.',
          'Baljit Kaur Hundal, president of the Surrey Punjabi Sakhiyan Society',
        ),
      ],
      bodyPa: [
        t('<p>ਸਰੀ ਪੰਜਾਬੀ ਸਖੀਆਂ ਸੁਸਾਇਟੀ ਵੱਲੋਂ ਹਰ ਸਾਲ ਕਰਵਾਏ ਜਾਂਦੇ ਤੀਆਂ ਦੇ ਮੇਲੇ ਵਿੱਚ ਇਸ ਵਾਰ ਹੁਣ ਤੱਕ ਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਇਕੱਠ ਹੋਇਆ। ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਨੇ ਇਕੱਠਿਆਂ ਗਿੱਧਾ ਪਾਇਆ, ਦਾਦੀਆਂ-ਨਾਨੀਆਂ ਬੋਲੀਆਂ ਪਾਉਂਦੀਆਂ ਰਹੀਆਂ ਅਤੇ ਕੁੜੀਆਂ ਪਿੜ ਦੇ ਦੂਜੇ ਪਾਸਿਓਂ ਜਵਾਬ ਦਿੰਦੀਆਂ ਰਹੀਆਂ।</p>'),
        pic(
          'teeyan-mela-surrey-giddha-circle',
          'Women dance giddha at the Teeyan mela in Surrey.',
          'ਸਰੀ ਦੇ ਤੀਆਂ ਮੇਲੇ ਵਿੱਚ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਬੀਬੀਆਂ।',
        ),
        t('<p>ਪਾਰਕ ਦੇ ਰੁੱਖਾਂ ’ਤੇ ਲੱਕੜ ਦੀਆਂ ਪੀਂਘਾਂ ਪਾਈਆਂ ਗਈਆਂ ਅਤੇ ਸਟਾਲਾਂ ’ਤੇ ਫੁਲਕਾਰੀਆਂ, ਚੂੜੀਆਂ ਅਤੇ ਗਰਮਾ-ਗਰਮ ਜਲੇਬੀਆਂ ਵਿਕੀਆਂ। ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਸਾਰੀ ਕਮਾਈ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਔਰਤਾਂ ਲਈ ਇੱਕ ਆਸਰਾ ਘਰ ਨੂੰ ਦਿੱਤੀ ਜਾਵੇਗੀ।</p>'),
        q(
          'ਸਾਡੀਆਂ ਮਾਵਾਂ ਹਰ ਸਾਉਣ ਪਿੰਡ ਵਿੱਚ ਤੀਆਂ ਲਾਉਂਦੀਆਂ ਸਨ। ਅਸੀਂ ਚਾਹੁੰਦੀਆਂ ਹਾਂ ਕਿ ਸਾਡੀਆਂ ਧੀਆਂ ਨੂੰ ਇਹ ਰੌਣਕ ਇੱਥੇ ਮਿਲੇ।',
          'ਬਲਜੀਤ ਕੌਰ ਹੁੰਦਲ, ਪ੍ਰਧਾਨ, ਸਰੀ ਪੰਜਾਬੀ ਸਖੀਆਂ ਸੁਸਾਇਟੀ',
        ),
      ],
      ...byline(desk.sukhpreet),
      tags: ['local-events'],
      locale: ['en', 'pa'],
      images: [
        card(
          'teeyan-mela-surrey-giddha-circle',
          'Women dance giddha at the Teeyan mela in Surrey.',
          'ਸਰੀ ਦੇ ਤੀਆਂ ਮੇਲੇ ਵਿੱਚ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਬੀਬੀਆਂ।',
        ),
        card(
          'teeyan-mela-swings-bear-creek-park',
          'Girls on a wooden swing at Bear Creek Park.',
          'ਬੀਅਰ ਕ੍ਰੀਕ ਪਾਰਕ ਵਿੱਚ ਲੱਕੜ ਦੀ ਪੀਂਘ ਝੂਟਦੀਆਂ ਕੁੜੀਆਂ।',
        ),
      ],
      postDate: d.daysAgo(16, '18:20'),
    },
    {
      id: 2037,
      kind: 'entertainment',
      slug: 'youth-bhangra-competition-lights-up-bell-performing-arts-centre',
      title: 'Youth bhangra competition lights up the Bell Performing Arts Centre',
      titlePa: 'ਨੌਜਵਾਨਾਂ ਦੇ ਭੰਗੜਾ ਮੁਕਾਬਲੇ ਨੇ ਬੈੱਲ ਪਰਫ਼ਾਰਮਿੰਗ ਆਰਟਸ ਸੈਂਟਰ ਵਿੱਚ ਰੰਗ ਬੰਨ੍ਹਿਆ',
      intro:
        'Fourteen teams from across the Lower Mainland and the Fraser Valley competed for the Jhoomar Cup, with an Abbotsford team taking the top prize.',
      introPa:
        'ਲੋਅਰ ਮੇਨਲੈਂਡ ਅਤੇ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਦੀਆਂ ਚੌਦਾਂ ਟੀਮਾਂ ਨੇ ਝੂਮਰ ਕੱਪ ਲਈ ਮੁਕਾਬਲਾ ਕੀਤਾ ਅਤੇ ਐਬਟਸਫ਼ੋਰਡ ਦੀ ਇੱਕ ਟੀਮ ਨੇ ਪਹਿਲਾ ਇਨਾਮ ਜਿੱਤਿਆ।',
      body: [
        t('<p>The Jhoomar Cup, now in its sixth year, packed the Surrey theatre with families cheering for their teams. Dancers aged 16 to 25 performed eight-minute sets of live bhangra, jhoomar and malwai giddha.</p>'),
        t('<p>First prize went to Virsa Bhangra Academy of Abbotsford, whose set told the story of a village wedding. Judges praised their clean formations and the energy of their live dhol player.</p>'),
        q(
          'These kids practise three nights a week after school and work. Tonight the whole hall saw why.',
          'Ravinder Singh Pannu, organiser of the Jhoomar Cup',
        ),
      ],
      bodyPa: [
        t('<p>ਛੇਵੇਂ ਸਾਲ ਵਿੱਚ ਪਹੁੰਚੇ ਝੂਮਰ ਕੱਪ ਦੌਰਾਨ ਸਰੀ ਦਾ ਇਹ ਥੀਏਟਰ ਆਪਣੀਆਂ ਟੀਮਾਂ ਦਾ ਹੌਸਲਾ ਵਧਾਉਂਦੇ ਪਰਿਵਾਰਾਂ ਨਾਲ ਖਚਾਖਚ ਭਰਿਆ ਰਿਹਾ। 16 ਤੋਂ 25 ਸਾਲ ਦੇ ਨੌਜਵਾਨਾਂ ਨੇ ਅੱਠ-ਅੱਠ ਮਿੰਟ ਦੀਆਂ ਪੇਸ਼ਕਾਰੀਆਂ ਵਿੱਚ ਲਾਈਵ ਭੰਗੜਾ, ਝੂਮਰ ਅਤੇ ਮਲਵਈ ਗਿੱਧਾ ਪੇਸ਼ ਕੀਤਾ।</p>'),
        t('<p>ਪਹਿਲਾ ਇਨਾਮ ਐਬਟਸਫ਼ੋਰਡ ਦੀ ਵਿਰਸਾ ਭੰਗੜਾ ਅਕੈਡਮੀ ਨੇ ਜਿੱਤਿਆ, ਜਿਸ ਦੀ ਪੇਸ਼ਕਾਰੀ ਪਿੰਡ ਦੇ ਵਿਆਹ ਦੀ ਕਹਾਣੀ ਦੱਸਦੀ ਸੀ। ਜੱਜਾਂ ਨੇ ਉਨ੍ਹਾਂ ਦੀਆਂ ਸਾਫ਼-ਸੁਥਰੀਆਂ ਬਣਤਰਾਂ ਅਤੇ ਢੋਲੀ ਦੇ ਜੋਸ਼ ਦੀ ਖ਼ਾਸ ਤਾਰੀਫ਼ ਕੀਤੀ।</p>'),
        q(
          'ਇਹ ਬੱਚੇ ਸਕੂਲ ਅਤੇ ਕੰਮ ਤੋਂ ਬਾਅਦ ਹਫ਼ਤੇ ਵਿੱਚ ਤਿੰਨ ਰਾਤਾਂ ਅਭਿਆਸ ਕਰਦੇ ਹਨ। ਅੱਜ ਪੂਰੇ ਹਾਲ ਨੇ ਦੇਖ ਲਿਆ ਕਿ ਕਿਉਂ।',
          'ਰਵਿੰਦਰ ਸਿੰਘ ਪੰਨੂ, ਝੂਮਰ ਕੱਪ ਦੇ ਪ੍ਰਬੰਧਕ',
        ),
      ],
      ...byline(desk.manveer),
      tags: ['local-events'],
      locale: ['en', 'pa'],
      images: [
        card(
          'jhoomar-cup-bhangra-stage',
          'Virsa Bhangra Academy performs at the Jhoomar Cup.',
          'ਝੂਮਰ ਕੱਪ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੀ ਵਿਰਸਾ ਭੰਗੜਾ ਅਕੈਡਮੀ।',
        ),
      ],
      postDate: d.daysAgo(30, '22:10'),
    },
    {
      id: 2038,
      kind: 'entertainment',
      slug: 'free-open-air-punjabi-concert-draws-families-to-holland-park',
      title: 'Free open-air Punjabi concert draws families to Holland Park',
      intro:
        'Local bands, a folk troupe and a headline set by Surrey’s own Harman Toor turned a summer evening in Whalley into a street party.',
      body: [
        t('<p>The free concert, organised by the volunteer-run Surrey Sangeet Collective, filled the lawn at Holland Park from late afternoon until sunset. Families brought blankets and folding chairs, and food trucks lined the path.</p>'),
        pic('holland-park-open-air-concert', 'The crowd at the open-air Punjabi concert in Holland Park.'),
        t('<p>Harman Toor, who grew up a few blocks away, closed the night with his hit <em>Fraser Highway</em>. Organisers said the collective plans two more free concerts before the end of the season.</p>'),
      ],
      author: desk.manveer.en,
      tags: ['local-events'],
      locale: ['en'],
      images: [
        card('holland-park-open-air-concert', 'The crowd at the open-air Punjabi concert in Holland Park.'),
        card('harman-toor-holland-park-stage', 'Harman Toor on stage at Holland Park.'),
      ],
      postDate: d.daysAgo(45, '21:30'),
    },
    {
      id: 2039,
      kind: 'entertainment',
      slug: 'kavi-darbar-and-music-evening-brings-poets-together-in-abbotsford',
      title: 'Kavi darbar and music evening brings poets together in Abbotsford',
      titlePa: 'ਐਬਟਸਫ਼ੋਰਡ ਵਿੱਚ ਕਵੀ ਦਰਬਾਰ ਅਤੇ ਸੰਗੀਤਕ ਸ਼ਾਮ ਨੇ ਕਵੀਆਂ ਨੂੰ ਇੱਕ ਮੰਚ ’ਤੇ ਜੋੜਿਆ',
      intro:
        'More than twenty poets from BC, Alberta and Washington State read their work at an evening of poetry and ghazals organised by a local writers’ circle.',
      introPa:
        'ਬੀ.ਸੀ., ਐਲਬਰਟਾ ਅਤੇ ਵਾਸ਼ਿੰਗਟਨ ਸਟੇਟ ਦੇ ਵੀਹ ਤੋਂ ਵੱਧ ਕਵੀਆਂ ਨੇ ਇੱਕ ਸਥਾਨਕ ਸਾਹਿਤ ਸਭਾ ਵੱਲੋਂ ਕਰਵਾਈ ਕਵਿਤਾ ਅਤੇ ਗ਼ਜ਼ਲਾਂ ਦੀ ਸ਼ਾਮ ਵਿੱਚ ਆਪਣੀਆਂ ਰਚਨਾਵਾਂ ਪੇਸ਼ ਕੀਤੀਆਂ।',
      body: [
        t('<p>The Fraser Valley Punjabi Sahit Sabha held its yearly kavi darbar at a community hall in Abbotsford. Poems ranged from memories of village life to the daily grind of shift work and the loneliness of new immigrants.</p>'),
        t('<p>Between readings, local singer Kuldeep Kaur Bains sang ghazals by the sabha’s founding members. The evening ended with the launch of an anthology of poems by Punjabi writers living in the Fraser Valley.</p>'),
        q(
          'Poetry is how our elders kept their language alive in a new country. Tonight, half the poets were under thirty.',
          'Sukhwinder Singh Kang, secretary of the Fraser Valley Punjabi Sahit Sabha',
        ),
      ],
      bodyPa: [
        t('<p>ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਪੰਜਾਬੀ ਸਾਹਿਤ ਸਭਾ ਨੇ ਆਪਣਾ ਸਾਲਾਨਾ ਕਵੀ ਦਰਬਾਰ ਐਬਟਸਫ਼ੋਰਡ ਦੇ ਇੱਕ ਕਮਿਊਨਿਟੀ ਹਾਲ ਵਿੱਚ ਕਰਵਾਇਆ। ਕਵਿਤਾਵਾਂ ਵਿੱਚ ਪਿੰਡ ਦੀਆਂ ਯਾਦਾਂ ਤੋਂ ਲੈ ਕੇ ਸ਼ਿਫ਼ਟਾਂ ਵਾਲੇ ਕੰਮ ਦੀ ਰੋਜ਼ਾਨਾ ਭੱਜ-ਦੌੜ ਅਤੇ ਨਵੇਂ ਪਰਵਾਸੀਆਂ ਦੀ ਇਕੱਲ ਤੱਕ ਦੇ ਰੰਗ ਸਨ।</p>'),
        t('<p>ਰਚਨਾਵਾਂ ਦੇ ਵਿਚਕਾਰ ਸਥਾਨਕ ਗਾਇਕਾ ਕੁਲਦੀਪ ਕੌਰ ਬੈਂਸ ਨੇ ਸਭਾ ਦੇ ਬਾਨੀ ਮੈਂਬਰਾਂ ਦੀਆਂ ਗ਼ਜ਼ਲਾਂ ਗਾਈਆਂ। ਸ਼ਾਮ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਵਸਦੇ ਪੰਜਾਬੀ ਲੇਖਕਾਂ ਦੀਆਂ ਕਵਿਤਾਵਾਂ ਦਾ ਇੱਕ ਸੰਗ੍ਰਹਿ ਵੀ ਲੋਕ ਅਰਪਣ ਕੀਤਾ ਗਿਆ।</p>'),
        q(
          'ਕਵਿਤਾ ਰਾਹੀਂ ਹੀ ਸਾਡੇ ਵੱਡੇ-ਵਡੇਰਿਆਂ ਨੇ ਨਵੇਂ ਮੁਲਕ ਵਿੱਚ ਆਪਣੀ ਬੋਲੀ ਜਿਊਂਦੀ ਰੱਖੀ। ਅੱਜ ਅੱਧੇ ਕਵੀ ਤੀਹ ਸਾਲ ਤੋਂ ਘੱਟ ਉਮਰ ਦੇ ਸਨ।',
          'ਸੁਖਵਿੰਦਰ ਸਿੰਘ ਕੰਗ, ਸਕੱਤਰ, ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਪੰਜਾਬੀ ਸਾਹਿਤ ਸਭਾ',
        ),
      ],
      ...byline(desk.jaspal),
      tags: ['local-events'],
      locale: ['en', 'pa'],
      images: [
        card(
          'abbotsford-kavi-darbar-stage',
          'A poet reads at the kavi darbar in Abbotsford.',
          'ਐਬਟਸਫ਼ੋਰਡ ਦੇ ਕਵੀ ਦਰਬਾਰ ਵਿੱਚ ਕਵਿਤਾ ਪੜ੍ਹਦਾ ਇੱਕ ਕਵੀ।',
        ),
      ],
      postDate: d.daysAgo(67, '19:00'),
    },
  ];
}
