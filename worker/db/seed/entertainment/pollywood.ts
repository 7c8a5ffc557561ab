/**
 * Demo entertainment posts, ids 2021–2026, tagged 'pollywood'. Pollywood news: Punjabi box office,
 * albums and songs, shoots in Canada and the classic duet. Every film, album, artist, company and
 * organiser is invented; real places and venues are named only in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiOnly, quote as q, t, video } from '../helpers';
import { card, desk, gurmukhiCard, pic, songPreview } from './desk';

/** Pollywood news (2021–2026). */
export function pollywoodPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 2021,
      kind: 'entertainment',
      slug: 'kanak-di-khushboo-leads-punjabi-box-office-with-strong-canada-run',
      title: '‘Kanak Di Khushboo’ leads the Punjabi box office with a strong run in Canada',
      titlePa: '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਪੰਜਾਬੀ ਬਾਕਸ ਆਫ਼ਿਸ ’ਤੇ ਸਭ ਤੋਂ ਅੱਗੇ, ਕੈਨੇਡਾ ਵਿੱਚ ਸ਼ਾਨਦਾਰ ਹੁੰਗਾਰਾ',
      intro:
        'The family drama starring Gurnam Bhullar and Jasleen Kaur Sekhon earned nearly as much overseas as in Punjab in its opening week.',
      introPa: 'ਗੁਰਨਾਮ ਭੁੱਲਰ ਅਤੇ ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਦੀ ਪਰਿਵਾਰਕ ਫ਼ਿਲਮ ਨੇ ਪਹਿਲੇ ਹਫ਼ਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਲਗਭਗ ਓਨੀ ਹੀ ਕਮਾਈ ਕੀਤੀ ਜਿੰਨੀ ਪੰਜਾਬ ਵਿੱਚ।',
      body: [
        t(
          '<p><em>Kanak Di Khushboo</em> tells the story of a farming family divided over whether to sell their land. Director Harjit Sandhu shot it during harvest near Bathinda, and the golden wheat fields fill much of the screen.</p>',
        ),
        t(
          '<p>Distributors say Canada, led by Surrey, Brampton and Calgary, was the film’s biggest overseas market. Many Surrey shows sold out on the first Saturday, and extra screenings were added for the second weekend.</p>',
        ),
        q(
          'Every second person leaving the theatre told us it reminded them of their own village. That is the best review a Punjabi film can get.',
          'Harjit Sandhu, director',
        ),
      ],
      bodyPa: [
        t(
          '<p><em>ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ</em> ਇੱਕ ਕਿਸਾਨ ਪਰਿਵਾਰ ਦੀ ਕਹਾਣੀ ਹੈ, ਜੋ ਜ਼ਮੀਨ ਵੇਚਣ ਦੇ ਸਵਾਲ ’ਤੇ ਵੰਡਿਆ ਜਾਂਦਾ ਹੈ। ਨਿਰਦੇਸ਼ਕ ਹਰਜੀਤ ਸੰਧੂ ਨੇ ਇਹ ਫ਼ਿਲਮ ਬਠਿੰਡੇ ਨੇੜੇ ਵਾਢੀ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਫ਼ਿਲਮਾਈ ਅਤੇ ਪਰਦੇ ’ਤੇ ਜ਼ਿਆਦਾਤਰ ਸੁਨਹਿਰੀ ਕਣਕਾਂ ਹੀ ਛਾਈਆਂ ਰਹਿੰਦੀਆਂ ਹਨ।</p>',
        ),
        t(
          '<p>ਵਿਤਰਕਾਂ ਮੁਤਾਬਕ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਫ਼ਿਲਮ ਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਬਾਜ਼ਾਰ ਕੈਨੇਡਾ ਰਿਹਾ, ਜਿੱਥੇ ਸਰੀ, ਬਰੈਂਪਟਨ ਅਤੇ ਕੈਲਗਰੀ ਸਭ ਤੋਂ ਅੱਗੇ ਰਹੇ। ਸਰੀ ਵਿੱਚ ਪਹਿਲੇ ਸ਼ਨੀਵਾਰ ਕਈ ਸ਼ੋਅ ਹਾਊਸਫੁੱਲ ਰਹੇ ਅਤੇ ਦੂਜੇ ਵੀਕਐਂਡ ਲਈ ਵਾਧੂ ਸ਼ੋਅ ਜੋੜੇ ਗਏ।</p>',
        ),
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
        t(
          '<p>Jasraj Sidhu wrote most of <em>Pind Ton Pardes</em> during his first winter in Brampton, where he lived as an international student. The songs follow one journey, from the farewell at the village gate to a first paycheque in a new country.</p>',
        ),
        t(
          '<p>The opening track, <em>Akhri Raat</em>, features only algoza and tumbi, while <em>Highway Wali Shift</em> is a heavy bhangra number about long-haul trucking. Listen to a short preview below.</p>',
        ),
        q(
          'Half my friends from college are now in Surrey or Brampton. This album is their story as much as mine.',
          'Jasraj Sidhu, singer',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਜਸਰਾਜ ਸਿੱਧੂ ਨੇ <em>ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ</em> ਦੇ ਬਹੁਤੇ ਗੀਤ ਬਰੈਂਪਟਨ ਵਿੱਚ ਆਪਣੀ ਪਹਿਲੀ ਸਰਦੀ ਦੌਰਾਨ ਲਿਖੇ, ਜਦੋਂ ਉਹ ਉੱਥੇ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ ਸੀ। ਗੀਤ ਇੱਕੋ ਸਫ਼ਰ ਦੀ ਕਹਾਣੀ ਦੱਸਦੇ ਹਨ, ਪਿੰਡ ਦੀ ਫਿਰਨੀ ’ਤੇ ਵਿਦਾਇਗੀ ਤੋਂ ਲੈ ਕੇ ਨਵੇਂ ਮੁਲਕ ਵਿੱਚ ਪਹਿਲੀ ਤਨਖ਼ਾਹ ਤੱਕ।</p>',
        ),
        t(
          '<p>ਪਹਿਲੇ ਗੀਤ <em>ਆਖ਼ਰੀ ਰਾਤ</em> ਵਿੱਚ ਸਿਰਫ਼ ਅਲਗੋਜ਼ੇ ਅਤੇ ਤੂੰਬੀ ਦੀ ਵਰਤੋਂ ਹੋਈ ਹੈ, ਜਦਕਿ <em>ਹਾਈਵੇ ਵਾਲੀ ਸ਼ਿਫ਼ਟ</em> ਲੰਮੇ ਰੂਟਾਂ ’ਤੇ ਟਰੱਕ ਚਲਾਉਣ ਬਾਰੇ ਜ਼ੋਰਦਾਰ ਭੰਗੜਾ ਗੀਤ ਹੈ। ਹੇਠਾਂ ਇਸ ਦੀ ਛੋਟੀ ਝਲਕ ਸੁਣੋ।</p>',
        ),
        q('ਕਾਲਜ ਦੇ ਮੇਰੇ ਅੱਧੇ ਦੋਸਤ ਹੁਣ ਸਰੀ ਜਾਂ ਬਰੈਂਪਟਨ ਵਿੱਚ ਹਨ। ਇਹ ਐਲਬਮ ਜਿੰਨੀ ਮੇਰੀ ਕਹਾਣੀ ਹੈ, ਓਨੀ ਹੀ ਉਨ੍ਹਾਂ ਦੀ।', 'ਜਸਰਾਜ ਸਿੱਧੂ, ਗਾਇਕ'),
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
          t(
            '<p>ਨਵਰੂਪ ਕੌਰ ਦਾ ਨਵਾਂ ਗੀਤ <em>ਚਰਖ਼ਾ</em> ਉਨ੍ਹਾਂ ਦਿਨਾਂ ਦੀ ਗੱਲ ਕਰਦਾ ਹੈ ਜਦੋਂ ਪਿੰਡਾਂ ਦੀਆਂ ਕੁੜੀਆਂ ਤ੍ਰਿੰਞਣਾਂ ਵਿੱਚ ਬੈਠ ਕੇ ਕੱਤਦੀਆਂ ਅਤੇ ਗੀਤ ਗਾਉਂਦੀਆਂ ਸਨ। ਗੀਤ ਦੇ ਬੋਲ ਲੋਕ ਕਵੀ ਦਰਸ਼ਨ ਸਿੰਘ ਘੁੰਮਣ ਨੇ ਲਿਖੇ ਹਨ।</p>',
          ),
          t(
            '<p>ਵੀਡੀਓ ਸੰਗਰੂਰ ਨੇੜਲੇ ਇੱਕ ਪੁਰਾਣੇ ਹਵੇਲੀ ਨੁਮਾ ਘਰ ਵਿੱਚ ਫ਼ਿਲਮਾਇਆ ਗਿਆ ਹੈ, ਜਿਸ ਵਿੱਚ ਪਿੰਡ ਦੀਆਂ ਬਜ਼ੁਰਗ ਬੀਬੀਆਂ ਨੇ ਵੀ ਹਿੱਸਾ ਲਿਆ। ਸਰੀ ਅਤੇ ਐਬਟਸਫ਼ੋਰਡ ਦੀਆਂ ਕਈ ਗਿੱਧਾ ਟੀਮਾਂ ਨੇ ਇਸ ਗੀਤ ’ਤੇ ਪੇਸ਼ਕਾਰੀਆਂ ਤਿਆਰ ਕਰਨੀਆਂ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀਆਂ ਹਨ।</p>',
          ),
          q('ਮੇਰੀ ਨਾਨੀ ਚਰਖ਼ਾ ਕੱਤਦੀ ਹੋਈ ਇਹੀ ਬੋਲੀਆਂ ਗਾਉਂਦੀ ਸੀ। ਮੈਂ ਚਾਹੁੰਦੀ ਸੀ ਕਿ ਨਵੀਂ ਪੀੜ੍ਹੀ ਵੀ ਇਹ ਆਵਾਜ਼ ਸੁਣੇ।', 'ਨਵਰੂਪ ਕੌਰ, ਗਾਇਕਾ'),
        ],
        reporter: desk.sukhpreet,
      }),
      tags: ['pollywood'],
      images: [gurmukhiCard('navroop-kaur-charkha-video', 'ਗੀਤ ‘ਚਰਖ਼ਾ’ ਦੇ ਵੀਡੀਓ ਦੇ ਇੱਕ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਨਵਰੂਪ ਕੌਰ।')],
      videos: [video('ਚਰਖ਼ਾ – ਨਵਰੂਪ ਕੌਰ (ਮਿਊਜ਼ਿਕ ਵੀਡੀਓ)', 'charkhavid3')],
      postDate: d.daysAgo(14, '17:15'),
    },
    {
      id: 2024,
      kind: 'entertainment',
      slug: 'punjabi-comedy-chacha-bishna-2-starts-filming-in-surrey',
      title: 'Punjabi comedy ‘Chacha Bishna 2’ starts filming in Surrey',
      intro:
        'The sequel to the hit comedy brings its grumpy uncle to Canada, and neighbours in Newton have been spotting the crew outside local shops all week.',
      body: [
        t(
          '<p>In <em>Chacha Bishna 2</em>, veteran comic actor Balkar Sidhwan returns as the stubborn uncle who arrives in Surrey to visit his son and refuses to follow any of the rules. The first film was one of the biggest Punjabi comedies of its year.</p>',
        ),
        pic('chacha-bishna-2-newton-shoot', 'Filming of ‘Chacha Bishna 2’ outside a shop in Newton, Surrey.'),
        t(
          '<p>Producer Gagandeep Mann of Sarson Films said about half of the crew was hired in the Lower Mainland. Scenes are planned at a gurdwara parking lot, a community centre and a busy plaza on 128 Street.</p>',
        ),
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
        t(
          '<p>At least five Punjabi feature films have filmed all or part of their story in Canada this year. Most deal with the lives of students, truck drivers and families who have settled here.</p>',
        ),
        pic(
          'punjabi-film-crew-vancouver-street',
          'A Punjabi film crew at work on a Vancouver street.',
          'ਵੈਨਕੂਵਰ ਦੀ ਇੱਕ ਸੜਕ ’ਤੇ ਕੰਮ ਕਰਦੀ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।',
        ),
        t(
          '<p>Local technicians say the work has helped them build careers, though budgets remain much smaller than those of Hollywood productions in Vancouver. Some producers are also seeking co-production deals to tap Canadian film funding.</p>',
        ),
        q(
          'Our audience is here. It makes sense that more of our stories are filmed here too.',
          'Manpreet Dhindsa, Surrey-based producer',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਇਸ ਸਾਲ ਘੱਟੋ-ਘੱਟ ਪੰਜ ਪੰਜਾਬੀ ਫ਼ਿਲਮਾਂ ਦੀ ਪੂਰੀ ਜਾਂ ਕੁਝ ਹਿੱਸਾ ਸ਼ੂਟਿੰਗ ਕੈਨੇਡਾ ਵਿੱਚ ਹੋਈ ਹੈ। ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੀਆਂ ਇੱਥੇ ਵਸੇ ਵਿਦਿਆਰਥੀਆਂ, ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਅਤੇ ਪਰਿਵਾਰਾਂ ਦੀ ਜ਼ਿੰਦਗੀ ਬਾਰੇ ਹਨ।</p>',
        ),
        pic(
          'punjabi-film-crew-vancouver-street',
          'A Punjabi film crew at work on a Vancouver street.',
          'ਵੈਨਕੂਵਰ ਦੀ ਇੱਕ ਸੜਕ ’ਤੇ ਕੰਮ ਕਰਦੀ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦੀ ਟੀਮ।',
        ),
        t(
          '<p>ਸਥਾਨਕ ਤਕਨੀਸ਼ੀਅਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਸ ਕੰਮ ਨੇ ਉਨ੍ਹਾਂ ਨੂੰ ਪੈਰਾਂ ’ਤੇ ਖੜ੍ਹੇ ਹੋਣ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਹੈ, ਹਾਲਾਂਕਿ ਬਜਟ ਵੈਨਕੂਵਰ ਵਿੱਚ ਬਣਦੀਆਂ ਹਾਲੀਵੁੱਡ ਫ਼ਿਲਮਾਂ ਨਾਲੋਂ ਕਿਤੇ ਛੋਟੇ ਹਨ। ਕੁਝ ਨਿਰਮਾਤਾ ਕੈਨੇਡੀਅਨ ਫ਼ਿਲਮ ਫ਼ੰਡਾਂ ਤੱਕ ਪਹੁੰਚ ਲਈ ਸਾਂਝੇ ਨਿਰਮਾਣ ਸਮਝੌਤੇ ਵੀ ਲੱਭ ਰਹੇ ਹਨ।</p>',
        ),
        q('ਸਾਡੇ ਦਰਸ਼ਕ ਇੱਥੇ ਹਨ। ਇਸ ਲਈ ਸਾਡੀਆਂ ਵੱਧ ਕਹਾਣੀਆਂ ਦਾ ਇੱਥੇ ਫ਼ਿਲਮਾਇਆ ਜਾਣਾ ਸੁਭਾਵਿਕ ਹੈ।', 'ਮਨਪ੍ਰੀਤ ਢੀਂਡਸਾ, ਸਰੀ ਦੇ ਨਿਰਮਾਤਾ'),
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
        t(
          '<p>For decades the duet was the heart of Punjabi music, sung live at village fairs with just a tumbi and dhol. Arshdeep Virk and Mehakpreet Kaur have now released an EP of new duets in that style, <em>Gallan Mithiyan</em>.</p>',
        ),
        t(
          '<p>The songs trade witty lines between husband and wife, brother and sister, and mother-in-law and bride. A short preview of the title track is attached below.</p>',
        ),
        q(
          'In a duet you cannot hide behind production. You have to listen to the other singer and answer in the same breath.',
          'Mehakpreet Kaur, singer',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਦਹਾਕਿਆਂ ਤੱਕ ਦੋਗਾਣਾ ਪੰਜਾਬੀ ਸੰਗੀਤ ਦੀ ਜਿੰਦ-ਜਾਨ ਰਿਹਾ, ਜੋ ਪਿੰਡਾਂ ਦੇ ਮੇਲਿਆਂ ਵਿੱਚ ਸਿਰਫ਼ ਤੂੰਬੀ ਅਤੇ ਢੋਲ ਨਾਲ ਗਾਇਆ ਜਾਂਦਾ ਸੀ। ਅਰਸ਼ਦੀਪ ਵਿਰਕ ਅਤੇ ਮਹਿਕਪ੍ਰੀਤ ਕੌਰ ਨੇ ਹੁਣ ਇਸੇ ਅੰਦਾਜ਼ ਵਿੱਚ ਨਵੇਂ ਦੋਗਾਣਿਆਂ ਦੀ ਈਪੀ <em>ਗੱਲਾਂ ਮਿੱਠੀਆਂ</em> ਜਾਰੀ ਕੀਤੀ ਹੈ।</p>',
        ),
        t(
          '<p>ਗੀਤਾਂ ਵਿੱਚ ਪਤੀ-ਪਤਨੀ, ਭੈਣ-ਭਰਾ ਅਤੇ ਸੱਸ-ਨੂੰਹ ਵਿਚਕਾਰ ਹਾਜ਼ਰ-ਜਵਾਬੀ ਭਰੇ ਸਵਾਲ-ਜਵਾਬ ਹਨ। ਟਾਈਟਲ ਗੀਤ ਦੀ ਛੋਟੀ ਝਲਕ ਹੇਠਾਂ ਸੁਣੀ ਜਾ ਸਕਦੀ ਹੈ।</p>',
        ),
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
  ];
}
