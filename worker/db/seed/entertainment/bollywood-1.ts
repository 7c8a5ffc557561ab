/**
 * Demo entertainment posts, ids 2000–2005, tagged 'bollywood'. Bollywood news: box office,
 * streaming and release dates. Every film, album, artist, company and organiser is invented; real
 * places and venues are named only in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiOnly, quote as q, t, video } from '../helpers';
import { card, desk, gurmukhiCard, gurmukhiPic, pic } from './desk';

/** Bollywood news (2000–2005). */
export function bollywoodPosts1(d: SeedDates): PostInput[] {
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
        t(
          '<p>Trade trackers say <em>Toofan Ki Raat</em> earned more in its first three days than any Hindi release so far this year. Director Rohan Bhatia’s film, about a coast guard officer caught up in a smuggling plot on the night of a cyclone, opened on more than four thousand screens.</p>',
        ),
        pic(
          'toofan-ki-raat-opening-night-fans',
          'Fans outside a Mumbai cinema on the opening night of ‘Toofan Ki Raat’.',
          '‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’ ਦੀ ਪਹਿਲੀ ਰਾਤ ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਦੇ ਬਾਹਰ ਇਕੱਠੇ ਹੋਏ ਪ੍ਰਸ਼ੰਸਕ।',
        ),
        t(
          '<p>Overseas markets added a healthy share, with Canada among the top three. Distributors said evening shows in Surrey, Brampton and Calgary stayed close to full through Sunday.</p>',
        ),
        q(
          'Audiences were waiting for a big-screen entertainer they could watch with the whole family. Word of mouth has done the rest.',
          'Neha Kapadia, head of distribution at Kesar Pictures',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਵਪਾਰ ਵਿਸ਼ਲੇਸ਼ਕਾਂ ਮੁਤਾਬਕ <em>ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ</em> ਨੇ ਪਹਿਲੇ ਤਿੰਨ ਦਿਨਾਂ ਵਿੱਚ ਇਸ ਸਾਲ ਦੀ ਹਰ ਹਿੰਦੀ ਫ਼ਿਲਮ ਨਾਲੋਂ ਵੱਧ ਕਮਾਈ ਕੀਤੀ ਹੈ। ਨਿਰਦੇਸ਼ਕ ਰੋਹਨ ਭਾਟੀਆ ਦੀ ਇਹ ਫ਼ਿਲਮ ਇੱਕ ਕੋਸਟ ਗਾਰਡ ਅਫ਼ਸਰ ਦੀ ਕਹਾਣੀ ਹੈ, ਜੋ ਚੱਕਰਵਾਤ ਦੀ ਰਾਤ ਤਸਕਰੀ ਦੀ ਸਾਜ਼ਿਸ਼ ਵਿੱਚ ਫਸ ਜਾਂਦਾ ਹੈ। ਫ਼ਿਲਮ ਚਾਰ ਹਜ਼ਾਰ ਤੋਂ ਵੱਧ ਸਕਰੀਨਾਂ ’ਤੇ ਰਿਲੀਜ਼ ਹੋਈ।</p>',
        ),
        pic(
          'toofan-ki-raat-opening-night-fans',
          'Fans outside a Mumbai cinema on the opening night of ‘Toofan Ki Raat’.',
          '‘ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ’ ਦੀ ਪਹਿਲੀ ਰਾਤ ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਦੇ ਬਾਹਰ ਇਕੱਠੇ ਹੋਏ ਪ੍ਰਸ਼ੰਸਕ।',
        ),
        t(
          '<p>ਵਿਦੇਸ਼ੀ ਬਾਜ਼ਾਰਾਂ ਨੇ ਵੀ ਚੰਗਾ ਹਿੱਸਾ ਪਾਇਆ ਅਤੇ ਕੈਨੇਡਾ ਪਹਿਲੇ ਤਿੰਨ ਦੇਸ਼ਾਂ ਵਿੱਚ ਰਿਹਾ। ਵਿਤਰਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਸਰੀ, ਬਰੈਂਪਟਨ ਅਤੇ ਕੈਲਗਰੀ ਵਿੱਚ ਐਤਵਾਰ ਤੱਕ ਸ਼ਾਮ ਦੇ ਸ਼ੋਅ ਲਗਭਗ ਭਰੇ ਰਹੇ।</p>',
        ),
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
        t(
          '<p><em>Dil Ka Mausam</em>, starring newcomer Aditya Rawal and Sana Qureshi, will premiere on a major streaming platform next month instead of opening in cinemas. The film follows two music teachers who meet at a hill-station school and fall out over a song competition.</p>',
        ),
        t(
          '<p>Producer Farhan Siddiqui of Monsoon Tales Films said the team weighed a theatrical release for months. In the end, he said, streaming made more sense for a quiet, dialogue-driven film that might struggle against big action titles.</p>',
        ),
        q(
          'A film like ours lives on word of mouth. On streaming, a viewer in Surrey and a viewer in Shimla can press play on the same evening.',
          'Farhan Siddiqui, producer',
        ),
        t(
          '<p>Industry watchers say more mid-budget Hindi films are choosing this route, while the biggest star vehicles continue to hold out for cinemas first.</p>',
        ),
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
        t(
          '<p><em>Rajmahal</em>, the story of a queen who defends her fort through a long siege, will now open in the festival season rather than early summer. Lead actor Devika Sharma plays the queen, with Aryan Kapoor as her army commander.</p>',
        ),
        t(
          '<p>Director Suresh Iyer said several battle sequences needed more work. The production is one of the most expensive Hindi films in recent years, with sets built over many months.</p>',
        ),
        pic('rajmahal-fort-set', 'A fort set built for ‘Rajmahal’.', '‘ਰਾਜਮਹਿਲ’ ਲਈ ਬਣਾਇਆ ਗਿਆ ਕਿਲ੍ਹੇ ਦਾ ਸੈੱਟ।'),
        t(
          '<p>Distributors welcomed the move. Festival weekends usually bring families to cinemas in large numbers, both in India and in cities such as Surrey and Toronto.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p><em>ਰਾਜਮਹਿਲ</em>, ਇੱਕ ਅਜਿਹੀ ਰਾਣੀ ਦੀ ਕਹਾਣੀ ਜੋ ਲੰਮੀ ਘੇਰਾਬੰਦੀ ਦੌਰਾਨ ਆਪਣੇ ਕਿਲ੍ਹੇ ਦੀ ਰਾਖੀ ਕਰਦੀ ਹੈ, ਹੁਣ ਗਰਮੀਆਂ ਦੀ ਥਾਂ ਤਿਉਹਾਰਾਂ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਰਿਲੀਜ਼ ਹੋਵੇਗੀ। ਦੇਵਿਕਾ ਸ਼ਰਮਾ ਰਾਣੀ ਦੀ ਭੂਮਿਕਾ ਨਿਭਾ ਰਹੀ ਹੈ ਅਤੇ ਆਰੀਅਨ ਕਪੂਰ ਉਸ ਦੇ ਸੈਨਾਪਤੀ ਬਣੇ ਹਨ।</p>',
        ),
        t(
          '<p>ਨਿਰਦੇਸ਼ਕ ਸੁਰੇਸ਼ ਅਈਅਰ ਨੇ ਦੱਸਿਆ ਕਿ ਜੰਗ ਦੇ ਕਈ ਦ੍ਰਿਸ਼ਾਂ ’ਤੇ ਅਜੇ ਹੋਰ ਕੰਮ ਦੀ ਲੋੜ ਸੀ। ਇਹ ਹਾਲੀਆ ਸਾਲਾਂ ਦੀਆਂ ਸਭ ਤੋਂ ਮਹਿੰਗੀਆਂ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ ਅਤੇ ਇਸ ਦੇ ਸੈੱਟ ਕਈ ਮਹੀਨਿਆਂ ਵਿੱਚ ਤਿਆਰ ਹੋਏ।</p>',
        ),
        pic('rajmahal-fort-set', 'A fort set built for ‘Rajmahal’.', '‘ਰਾਜਮਹਿਲ’ ਲਈ ਬਣਾਇਆ ਗਿਆ ਕਿਲ੍ਹੇ ਦਾ ਸੈੱਟ।'),
        t(
          '<p>ਵਿਤਰਕਾਂ ਨੇ ਇਸ ਫ਼ੈਸਲੇ ਦਾ ਸਵਾਗਤ ਕੀਤਾ ਹੈ। ਤਿਉਹਾਰਾਂ ਵਾਲੇ ਵੀਕਐਂਡ ’ਤੇ ਭਾਰਤ ਦੇ ਨਾਲ-ਨਾਲ ਸਰੀ ਅਤੇ ਟੋਰਾਂਟੋ ਵਰਗੇ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਵੀ ਪਰਿਵਾਰ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਸਿਨੇਮਾਘਰਾਂ ਦਾ ਰੁਖ਼ ਕਰਦੇ ਹਨ।</p>',
        ),
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
        card('rajmahal-fort-set', 'A fort set built for ‘Rajmahal’.', '‘ਰਾਜਮਹਿਲ’ ਲਈ ਬਣਾਇਆ ਗਿਆ ਕਿਲ੍ਹੇ ਦਾ ਸੈੱਟ।'),
      ],
      postDate: d.daysAgo(4, '11:00'),
    },
    {
      id: 2003,
      kind: 'entertainment',
      slug: 'hindi-film-saanjhe-sapne-begins-shooting-in-punjab-villages',
      ...gurmukhiOnly({
        title: 'ਹਿੰਦੀ ਫ਼ਿਲਮ ‘ਸਾਂਝੇ ਸੁਪਨੇ’ ਦੀ ਸ਼ੂਟਿੰਗ ਪੰਜਾਬ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚ ਸ਼ੁਰੂ',
        intro: 'ਦੋ ਭਰਾਵਾਂ ਦੀ ਕਹਾਣੀ ’ਤੇ ਆਧਾਰਿਤ ਇਸ ਫ਼ਿਲਮ ਦੀ ਟੀਮ ਅਗਲੇ ਦੋ ਮਹੀਨੇ ਮੋਗਾ ਅਤੇ ਫ਼ਿਰੋਜ਼ਪੁਰ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚ ਕੰਮ ਕਰੇਗੀ।',
        body: [
          t(
            '<p>ਮੁੰਬਈ ਦੇ ਨਿਰਦੇਸ਼ਕ ਅਨਿਲ ਸਹਿਗਲ ਦੀ ਨਵੀਂ ਫ਼ਿਲਮ <em>ਸਾਂਝੇ ਸੁਪਨੇ</em> ਦੀ ਸ਼ੂਟਿੰਗ ਮੋਗਾ ਨੇੜਲੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਸ਼ੁਰੂ ਹੋ ਗਈ ਹੈ। ਫ਼ਿਲਮ ਦੋ ਭਰਾਵਾਂ ਦੀ ਕਹਾਣੀ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਇੱਕ ਕੈਨੇਡਾ ਚਲਾ ਜਾਂਦਾ ਹੈ ਅਤੇ ਦੂਜਾ ਪਿੰਡ ਰਹਿ ਕੇ ਖੇਤੀ ਸਾਂਭਦਾ ਹੈ।</p>',
          ),
          gurmukhiPic('saanjhe-sapne-village-shoot', 'ਮੋਗਾ ਨੇੜਲੇ ਪਿੰਡ ਵਿੱਚ ‘ਸਾਂਝੇ ਸੁਪਨੇ’ ਦੀ ਸ਼ੂਟਿੰਗ ਦੌਰਾਨ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।'),
          t(
            '<p>ਮੁੱਖ ਭੂਮਿਕਾਵਾਂ ਵਿੱਚ ਕਰਨ ਵਾਲੀਆ ਅਤੇ ਰਿਤਿਕਾ ਸੋਢੀ ਹਨ। ਪਿੰਡ ਵਾਸੀਆਂ ਨੂੰ ਵੀ ਛੋਟੇ ਕਿਰਦਾਰਾਂ ਲਈ ਚੁਣਿਆ ਗਿਆ ਹੈ ਅਤੇ ਸੱਥ ਵਿੱਚ ਹਰ ਰੋਜ਼ ਸ਼ੂਟਿੰਗ ਦੇਖਣ ਵਾਲਿਆਂ ਦੀ ਭੀੜ ਲੱਗੀ ਰਹਿੰਦੀ ਹੈ।</p>',
          ),
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
      introPa: 'ਅਦਾਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ‘ਮਿੱਟੀ ਦਾ ਸ਼ੇਰ’ ਦੀ ਸ਼ੂਟਿੰਗ ਤੋਂ ਪਹਿਲਾਂ ਉਹ ਕਈ ਮਹੀਨੇ ਇੱਕ ਰਵਾਇਤੀ ਅਖਾੜੇ ਵਿੱਚ ਅਭਿਆਸ ਕਰਨਗੇ।',
      body: [
        t(
          '<p>Kabir Malhotra, known for romantic comedies, will take on his most physical role yet in <em>Mitti Da Sher</em>. The fictional story follows a wrestler from a small village who fights his way to a national title.</p>',
        ),
        t(
          '<p>The film will be shot in Haryana and Punjab, with a final bout staged in a full stadium. Malhotra said he has already changed his diet and begun training with a retired coach.</p>',
        ),
        q(
          'I have never been so nervous about a role. A wrestler’s body tells the story before he says a single line.',
          'Kabir Malhotra, actor',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਰੋਮਾਂਟਿਕ ਕਾਮੇਡੀ ਫ਼ਿਲਮਾਂ ਲਈ ਜਾਣੇ ਜਾਂਦੇ ਕਬੀਰ ਮਲਹੋਤਰਾ <em>ਮਿੱਟੀ ਦਾ ਸ਼ੇਰ</em> ਵਿੱਚ ਹੁਣ ਤੱਕ ਦਾ ਸਭ ਤੋਂ ਮਿਹਨਤ ਵਾਲਾ ਕਿਰਦਾਰ ਨਿਭਾਉਣਗੇ। ਇਹ ਕਾਲਪਨਿਕ ਕਹਾਣੀ ਇੱਕ ਛੋਟੇ ਪਿੰਡ ਦੇ ਪਹਿਲਵਾਨ ਦੀ ਹੈ, ਜੋ ਸੰਘਰਸ਼ ਕਰਕੇ ਕੌਮੀ ਖ਼ਿਤਾਬ ਤੱਕ ਪਹੁੰਚਦਾ ਹੈ।</p>',
        ),
        t(
          '<p>ਫ਼ਿਲਮ ਦੀ ਸ਼ੂਟਿੰਗ ਹਰਿਆਣਾ ਅਤੇ ਪੰਜਾਬ ਵਿੱਚ ਹੋਵੇਗੀ ਅਤੇ ਆਖ਼ਰੀ ਮੁਕਾਬਲਾ ਭਰੇ ਸਟੇਡੀਅਮ ਵਿੱਚ ਫ਼ਿਲਮਾਇਆ ਜਾਵੇਗਾ। ਮਲਹੋਤਰਾ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀ ਖ਼ੁਰਾਕ ਬਦਲ ਲਈ ਹੈ ਅਤੇ ਇੱਕ ਸੇਵਾਮੁਕਤ ਕੋਚ ਕੋਲ ਅਭਿਆਸ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤਾ ਹੈ।</p>',
        ),
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
        t(
          '<p>Two multiplexes in Surrey have added extra screens for Hindi and Punjabi releases on Friday and Saturday nights. Managers say demand has grown steadily, with families often booking a whole row for a new release.</p>',
        ),
        pic('surrey-multiplex-weekend-queue', 'Moviegoers queue for a Hindi film at a Surrey multiplex.'),
        t(
          '<p>Cinemas are also adding English subtitles to more shows, which staff say helps mixed families and younger viewers. Some theatres now run a Sunday matinee aimed at seniors, with lower ticket prices.</p>',
        ),
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
