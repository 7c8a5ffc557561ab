/**
 * Demo entertainment posts, ids 2027–2031, tagged 'reviews'. Reviews: films, albums and a streaming
 * series, with star ratings. Every film, album, artist, company and organiser is invented; real
 * places and venues are named only in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiOnly, t } from '../helpers';
import { card, desk, gurmukhiCard, gurmukhiPic, pic } from './desk';

/** Reviews (2027–2031). */
export function reviewPosts(d: SeedDates): PostInput[] {
  return [
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
        t(
          '<p><strong>Rating: ★★★½ (3.5/5)</strong></p><p>Rohan Bhatia knows how to stage chaos. The first hour of <em>Toofan Ki Raat</em>, set almost entirely on a rolling patrol boat, is as tense as anything in Hindi cinema this year.</p>',
        ),
        t(
          '<p>Vikrant Khanna plays the coast guard officer with quiet grit, and Zoya Mirza makes a sharp, funny partner. The second half loses its grip with one chase too many and a villain who explains his plan at length.</p>',
        ),
        t(
          '<p>Still, on a big screen with a loud sound system, this is the kind of film the whole family can argue about in the car home. <strong>Verdict:</strong> worth a cinema ticket, but pick a comfortable seat.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p><strong>ਰੇਟਿੰਗ: ★★★½ (3.5/5)</strong></p><p>ਰੋਹਨ ਭਾਟੀਆ ਨੂੰ ਪਰਦੇ ’ਤੇ ਹਫੜਾ-ਦਫੜੀ ਦਿਖਾਉਣੀ ਆਉਂਦੀ ਹੈ। <em>ਤੂਫ਼ਾਨ ਕੀ ਰਾਤ</em> ਦਾ ਪਹਿਲਾ ਘੰਟਾ, ਜੋ ਲਗਭਗ ਪੂਰਾ ਹੀ ਡੋਲਦੀ ਗਸ਼ਤੀ ਕਿਸ਼ਤੀ ’ਤੇ ਵਾਪਰਦਾ ਹੈ, ਇਸ ਸਾਲ ਦੇ ਹਿੰਦੀ ਸਿਨੇਮਾ ਦੇ ਸਭ ਤੋਂ ਸਾਹ ਰੋਕਣ ਵਾਲੇ ਦ੍ਰਿਸ਼ਾਂ ਵਿੱਚੋਂ ਹੈ।</p>',
        ),
        t(
          '<p>ਵਿਕਰਾਂਤ ਖੰਨਾ ਕੋਸਟ ਗਾਰਡ ਅਫ਼ਸਰ ਦੇ ਕਿਰਦਾਰ ਵਿੱਚ ਚੁੱਪ-ਚਾਪ ਦ੍ਰਿੜ੍ਹਤਾ ਦਿਖਾਉਂਦੇ ਹਨ ਅਤੇ ਜ਼ੋਇਆ ਮਿਰਜ਼ਾ ਤੇਜ਼-ਤਰਾਰ ਤੇ ਮਜ਼ੇਦਾਰ ਸਾਥੀ ਬਣਦੀ ਹੈ। ਦੂਜੇ ਅੱਧ ਵਿੱਚ ਲੋੜ ਤੋਂ ਵੱਧ ਪਿੱਛਾ ਕਰਨ ਵਾਲੇ ਦ੍ਰਿਸ਼ ਅਤੇ ਆਪਣੀ ਯੋਜਨਾ ਲੰਮੀ-ਚੌੜੀ ਸਮਝਾਉਂਦਾ ਖਲਨਾਇਕ ਫ਼ਿਲਮ ਦੀ ਪਕੜ ਢਿੱਲੀ ਕਰ ਦਿੰਦੇ ਹਨ।</p>',
        ),
        t(
          '<p>ਫਿਰ ਵੀ, ਵੱਡੇ ਪਰਦੇ ਅਤੇ ਜ਼ੋਰਦਾਰ ਆਵਾਜ਼ ਨਾਲ ਇਹ ਉਹ ਫ਼ਿਲਮ ਹੈ ਜਿਸ ਬਾਰੇ ਪੂਰਾ ਪਰਿਵਾਰ ਘਰ ਮੁੜਦਿਆਂ ਕਾਰ ਵਿੱਚ ਬਹਿਸ ਕਰੇਗਾ। <strong>ਫ਼ੈਸਲਾ:</strong> ਸਿਨੇਮਾ ਦੀ ਟਿਕਟ ਦੇ ਲਾਇਕ, ਪਰ ਸੀਟ ਆਰਾਮਦਾਇਕ ਚੁਣਨਾ।</p>',
        ),
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
        t(
          '<p><strong>Rating: ★★★★ (4/5)</strong></p><p>There are no villains in <em>Kanak Di Khushboo</em>, only a family that loves the same land in different ways. The elder son wants to sell and move to Canada; his mother cannot imagine life without the fields her husband ploughed.</p>',
        ),
        pic(
          'kanak-di-khushboo-family-courtyard',
          'The family gathers in the courtyard in ‘Kanak Di Khushboo’.',
          '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਵਿੱਚ ਵਿਹੜੇ ’ਚ ਇਕੱਠਾ ਹੋਇਆ ਪਰਿਵਾਰ।',
        ),
        t(
          '<p>Jasleen Kaur Sekhon, as the mother, says more with a glance than most actors manage with a monologue. Gurnam Bhullar is solid as the son, though the film drags a little in its comic subplot about a wedding.</p>',
        ),
        t(
          '<p><strong>Verdict:</strong> bring tissues, and bring your parents. Few films speak so honestly to families split between Punjab and Canada.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p><strong>ਰੇਟਿੰਗ: ★★★★ (4/5)</strong></p><p><em>ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ</em> ਵਿੱਚ ਕੋਈ ਖਲਨਾਇਕ ਨਹੀਂ, ਸਿਰਫ਼ ਇੱਕ ਪਰਿਵਾਰ ਹੈ ਜੋ ਇੱਕੋ ਜ਼ਮੀਨ ਨੂੰ ਵੱਖ-ਵੱਖ ਤਰੀਕਿਆਂ ਨਾਲ ਪਿਆਰ ਕਰਦਾ ਹੈ। ਵੱਡਾ ਪੁੱਤ ਜ਼ਮੀਨ ਵੇਚ ਕੇ ਕੈਨੇਡਾ ਜਾਣਾ ਚਾਹੁੰਦਾ ਹੈ, ਜਦਕਿ ਮਾਂ ਉਨ੍ਹਾਂ ਖੇਤਾਂ ਤੋਂ ਬਿਨਾਂ ਜ਼ਿੰਦਗੀ ਦੀ ਕਲਪਨਾ ਵੀ ਨਹੀਂ ਕਰ ਸਕਦੀ ਜਿਨ੍ਹਾਂ ਨੂੰ ਉਸ ਦੇ ਪਤੀ ਨੇ ਵਾਹਿਆ ਸੀ।</p>',
        ),
        pic(
          'kanak-di-khushboo-family-courtyard',
          'The family gathers in the courtyard in ‘Kanak Di Khushboo’.',
          '‘ਕਣਕ ਦੀ ਖ਼ੁਸ਼ਬੂ’ ਵਿੱਚ ਵਿਹੜੇ ’ਚ ਇਕੱਠਾ ਹੋਇਆ ਪਰਿਵਾਰ।',
        ),
        t(
          '<p>ਮਾਂ ਦੇ ਕਿਰਦਾਰ ਵਿੱਚ ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਇੱਕ ਨਜ਼ਰ ਨਾਲ ਉਹ ਕੁਝ ਕਹਿ ਜਾਂਦੀ ਹੈ ਜੋ ਬਹੁਤੇ ਅਦਾਕਾਰ ਲੰਮੇ ਸੰਵਾਦਾਂ ਨਾਲ ਵੀ ਨਹੀਂ ਕਹਿ ਪਾਉਂਦੇ। ਪੁੱਤ ਦੀ ਭੂਮਿਕਾ ਵਿੱਚ ਗੁਰਨਾਮ ਭੁੱਲਰ ਠੀਕ ਹਨ, ਹਾਲਾਂਕਿ ਵਿਆਹ ਵਾਲੀ ਹਾਸਰਸ ਉਪ-ਕਹਾਣੀ ਵਿੱਚ ਫ਼ਿਲਮ ਕੁਝ ਢਿੱਲੀ ਪੈ ਜਾਂਦੀ ਹੈ।</p>',
        ),
        t(
          '<p><strong>ਫ਼ੈਸਲਾ:</strong> ਰੁਮਾਲ ਨਾਲ ਲੈ ਕੇ ਜਾਓ ਅਤੇ ਮਾਪਿਆਂ ਨੂੰ ਵੀ। ਪੰਜਾਬ ਅਤੇ ਕੈਨੇਡਾ ਵਿਚਕਾਰ ਵੰਡੇ ਪਰਿਵਾਰਾਂ ਨਾਲ ਬਹੁਤ ਘੱਟ ਫ਼ਿਲਮਾਂ ਇੰਨੀ ਇਮਾਨਦਾਰੀ ਨਾਲ ਗੱਲ ਕਰਦੀਆਂ ਹਨ।</p>',
        ),
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
        t(
          '<p><strong>Rating: ★★★ (3/5)</strong></p><p>After a string of film hits, Raghav and Ishaan have stepped away from the screen for <em>Neon Nights</em>, eight songs about city life after dark. The production is glossy, built on synths and slow, steady beats.</p>',
        ),
        t(
          '<p>The best track, <em>Aakhri Metro</em>, is a gentle duet about two strangers on the last train home, with a lovely vocal from Aarohi Desai. Too many of the other songs, though, sound like film tracks waiting for a scene.</p>',
        ),
        t(
          '<p><strong>Verdict:</strong> good company on a late drive over the Pattullo Bridge, but not the bold statement fans might have hoped for.</p>',
        ),
      ],
      author: desk.rupinder.en,
      tags: ['reviews'],
      locale: ['en'],
      images: [card('raghav-ishaan-neon-nights-cover', 'The cover of ‘Neon Nights’ by Raghav–Ishaan.')],
      postDate: d.daysAgo(21, '16:00'),
    },
    {
      id: 2030,
      kind: 'entertainment',
      slug: 'review-jasraj-sidhu-pind-ton-pardes',
      ...gurmukhiOnly({
        title: 'ਸਮੀਖਿਆ: ਪਰਦੇਸ ਦੇ ਦਰਦ ਨੂੰ ਸੁਰਾਂ ਵਿੱਚ ਪਰੋਂਦੀ ਹੈ ‘ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ’',
        intro: 'ਜਸਰਾਜ ਸਿੱਧੂ ਦੀ ਨਵੀਂ ਐਲਬਮ ਉਸ ਦਾ ਹੁਣ ਤੱਕ ਦਾ ਸਭ ਤੋਂ ਪਰਪੱਕ ਕੰਮ ਹੈ। ਰੇਟਿੰਗ: 5 ਵਿੱਚੋਂ 4 ਸਿਤਾਰੇ।',
        body: [
          t(
            '<p><strong>ਰੇਟਿੰਗ: ★★★★ (4/5)</strong></p><p><em>ਪਿੰਡ ਤੋਂ ਪਰਦੇਸ</em> ਸਿਰਫ਼ ਗੀਤਾਂ ਦਾ ਸੰਗ੍ਰਹਿ ਨਹੀਂ, ਸਗੋਂ ਇੱਕ ਪੂਰੀ ਕਹਾਣੀ ਹੈ। ਪਹਿਲੇ ਗੀਤ ਵਿੱਚ ਮਾਂ ਦੀ ਅਸੀਸ ਹੈ ਅਤੇ ਆਖ਼ਰੀ ਗੀਤ ਤੱਕ ਪਹੁੰਚਦਿਆਂ ਮੁੰਡਾ ਖ਼ੁਦ ਕਿਸੇ ਨਵੇਂ ਆਏ ਵਿਦਿਆਰਥੀ ਦਾ ਸਹਾਰਾ ਬਣ ਚੁੱਕਾ ਹੈ।</p>',
          ),
          t(
            '<p>ਸਭ ਤੋਂ ਵਧੀਆ ਗੀਤ <em>ਆਖ਼ਰੀ ਰਾਤ</em> ਹੈ, ਜਿਸ ਵਿੱਚ ਅਲਗੋਜ਼ਿਆਂ ਦੀ ਹੂਕ ਦਿਲ ਨੂੰ ਛੂਹ ਜਾਂਦੀ ਹੈ। <em>ਹਾਈਵੇ ਵਾਲੀ ਸ਼ਿਫ਼ਟ</em> ਭੰਗੜੇ ਦੇ ਸ਼ੌਕੀਨਾਂ ਨੂੰ ਖ਼ੁਸ਼ ਕਰੇਗਾ, ਪਰ ਵਿਚਕਾਰਲੇ ਦੋ-ਤਿੰਨ ਗੀਤ ਕੁਝ ਇੱਕੋ ਜਿਹੇ ਲੱਗਦੇ ਹਨ।</p>',
          ),
          gurmukhiPic('jasraj-sidhu-studio-session', 'ਰਿਕਾਰਡਿੰਗ ਦੌਰਾਨ ਸਟੂਡੀਓ ਵਿੱਚ ਜਸਰਾਜ ਸਿੱਧੂ।'),
          t(
            '<p><strong>ਫ਼ੈਸਲਾ:</strong> ਜਿਸ ਨੇ ਵੀ ਪਿੰਡ ਛੱਡ ਕੇ ਪਰਦੇਸ ਵਿੱਚ ਨਵੀਂ ਜ਼ਿੰਦਗੀ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ, ਉਸ ਨੂੰ ਇਹ ਐਲਬਮ ਆਪਣੀ ਲੱਗੇਗੀ। ਲੰਮੇ ਸਫ਼ਰ ’ਤੇ ਜ਼ਰੂਰ ਸੁਣੋ।</p>',
          ),
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
      introPa: 'ਮੁਹੱਲੇ ਦੀ ਇਹ ਭੇਤ ਭਰੀ ਲੜੀ ਪਹਿਲਾਂ ਵਾਂਗ ਹੀ ਨਿੱਘੀ ਅਤੇ ਮਜ਼ੇਦਾਰ ਹੈ, ਪਰ ਨਵਾਂ ਮਾਮਲਾ ਸੁਲਝਾਉਣਾ ਸੌਖਾ ਹੈ। ਰੇਟਿੰਗ: 5 ਵਿੱਚੋਂ 3 ਸਿਤਾਰੇ।',
      body: [
        t(
          '<p><strong>Rating: ★★★ (3/5)</strong></p><p>The pleasures of <em>Gali Number Saat</em> were never really about the crime. They were about the neighbours: the gossiping tailor, the retired clerk with opinions on everything, and the inspector who knows all their secrets.</p>',
        ),
        t(
          '<p>Season two keeps all of them and adds a sweet-shop family with a long-buried grudge. The trouble is that most viewers will guess the culprit by episode four, and the last episodes run out of steam.</p>',
        ),
        t(
          '<p><strong>Verdict:</strong> a comfortable weekend binge for fans, best enjoyed for its people rather than its puzzle.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p><strong>ਰੇਟਿੰਗ: ★★★ (3/5)</strong></p><p><em>ਗਲੀ ਨੰਬਰ ਸਾਤ</em> ਦਾ ਅਸਲ ਮਜ਼ਾ ਕਦੇ ਵੀ ਜੁਰਮ ਵਿੱਚ ਨਹੀਂ ਸੀ। ਮਜ਼ਾ ਤਾਂ ਗੁਆਂਢੀਆਂ ਵਿੱਚ ਸੀ: ਗੱਪਾਂ ਮਾਰਦਾ ਦਰਜ਼ੀ, ਹਰ ਗੱਲ ’ਤੇ ਰਾਏ ਦੇਣ ਵਾਲਾ ਸੇਵਾਮੁਕਤ ਬਾਬੂ ਅਤੇ ਸਭ ਦੇ ਭੇਤ ਜਾਣਨ ਵਾਲਾ ਇੰਸਪੈਕਟਰ।</p>',
        ),
        t(
          '<p>ਦੂਜੇ ਸੀਜ਼ਨ ਵਿੱਚ ਇਹ ਸਾਰੇ ਕਿਰਦਾਰ ਮੌਜੂਦ ਹਨ ਅਤੇ ਪੁਰਾਣੀ ਰੰਜਿਸ਼ ਵਾਲਾ ਇੱਕ ਹਲਵਾਈ ਪਰਿਵਾਰ ਵੀ ਜੁੜਿਆ ਹੈ। ਮੁਸ਼ਕਲ ਇਹ ਹੈ ਕਿ ਬਹੁਤੇ ਦਰਸ਼ਕ ਚੌਥੀ ਕਿਸ਼ਤ ਤੱਕ ਦੋਸ਼ੀ ਦਾ ਅੰਦਾਜ਼ਾ ਲਾ ਲੈਣਗੇ ਅਤੇ ਆਖ਼ਰੀ ਕਿਸ਼ਤਾਂ ਵਿੱਚ ਦਮ ਮੁੱਕ ਜਾਂਦਾ ਹੈ।</p>',
        ),
        t(
          '<p><strong>ਫ਼ੈਸਲਾ:</strong> ਪ੍ਰਸ਼ੰਸਕਾਂ ਲਈ ਹਫ਼ਤੇ ਦੇ ਅੰਤ ’ਤੇ ਆਰਾਮ ਨਾਲ ਦੇਖਣ ਵਾਲੀ ਲੜੀ, ਜਿਸ ਦਾ ਅਨੰਦ ਭੇਤ ਨਾਲੋਂ ਵੱਧ ਇਸ ਦੇ ਕਿਰਦਾਰਾਂ ਵਿੱਚ ਹੈ।</p>',
        ),
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
  ];
}
