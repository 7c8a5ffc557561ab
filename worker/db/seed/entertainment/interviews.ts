/**
 * Demo entertainment posts, ids 2032–2035, tagged 'exclusive-interviews'. Exclusive interviews: an
 * actor, singers and a director visiting Vancouver. Every film, album, artist, company and
 * organiser is invented; real places and venues are named only in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiOnly, quote as q, t, video } from '../helpers';
import { card, desk, gurmukhiCard, gurmukhiPic } from './desk';

/** Exclusive interviews (2032–2035). */
export function interviewPosts(d: SeedDates): PostInput[] {
  return [
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
        t(
          '<p>Jasleen Kaur Sekhon arrived at our studio straight from a packed screening in Surrey, still holding a bouquet from a fan. She said she based her role on her own grandmother, who refused to leave her village near Faridkot even after her sons moved abroad.</p>',
        ),
        q(
          'My grandmother would say the land remembers your footsteps. I carried that sentence with me through every scene.',
          'Jasleen Kaur Sekhon',
        ),
        t(
          '<p>Asked about audiences here, she laughed that Surrey viewers are tougher than critics. Several people stopped her after the show to tell her, kindly, which details of village life the film got wrong.</p>',
        ),
        t(
          '<p>Her next project is a Punjabi web series to be shot partly in the Fraser Valley. She said she hopes to return for a longer visit next summer.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ ਸਰੀ ਵਿੱਚ ਭਰੇ ਹਾਲ ਵਾਲੇ ਸ਼ੋਅ ਤੋਂ ਸਿੱਧੀ ਸਾਡੇ ਸਟੂਡੀਓ ਪਹੁੰਚੀ, ਹੱਥ ਵਿੱਚ ਅਜੇ ਵੀ ਇੱਕ ਪ੍ਰਸ਼ੰਸਕ ਦਾ ਦਿੱਤਾ ਗੁਲਦਸਤਾ ਸੀ। ਉਨ੍ਹਾਂ ਦੱਸਿਆ ਕਿ ਇਹ ਕਿਰਦਾਰ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀ ਦਾਦੀ ਤੋਂ ਪ੍ਰੇਰਿਤ ਹੋ ਕੇ ਨਿਭਾਇਆ, ਜਿਸ ਨੇ ਪੁੱਤਾਂ ਦੇ ਵਿਦੇਸ਼ ਜਾਣ ਤੋਂ ਬਾਅਦ ਵੀ ਫ਼ਰੀਦਕੋਟ ਨੇੜਲਾ ਆਪਣਾ ਪਿੰਡ ਛੱਡਣ ਤੋਂ ਇਨਕਾਰ ਕਰ ਦਿੱਤਾ ਸੀ।</p>',
        ),
        q('ਮੇਰੀ ਦਾਦੀ ਕਹਿੰਦੀ ਹੁੰਦੀ ਸੀ ਕਿ ਜ਼ਮੀਨ ਤੁਹਾਡੇ ਪੈਰਾਂ ਦੀ ਪੈੜ ਯਾਦ ਰੱਖਦੀ ਹੈ। ਇਹ ਗੱਲ ਹਰ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਮੇਰੇ ਨਾਲ ਰਹੀ।', 'ਜਸਲੀਨ ਕੌਰ ਸੇਖੋਂ'),
        t(
          '<p>ਇੱਥੋਂ ਦੇ ਦਰਸ਼ਕਾਂ ਬਾਰੇ ਪੁੱਛਣ ’ਤੇ ਉਨ੍ਹਾਂ ਹੱਸ ਕੇ ਕਿਹਾ ਕਿ ਸਰੀ ਦੇ ਦਰਸ਼ਕ ਆਲੋਚਕਾਂ ਨਾਲੋਂ ਵੀ ਸਖ਼ਤ ਹਨ। ਸ਼ੋਅ ਤੋਂ ਬਾਅਦ ਕਈ ਲੋਕਾਂ ਨੇ ਉਨ੍ਹਾਂ ਨੂੰ ਰੋਕ ਕੇ ਬੜੇ ਪਿਆਰ ਨਾਲ ਦੱਸਿਆ ਕਿ ਫ਼ਿਲਮ ਵਿੱਚ ਪਿੰਡ ਦੀ ਜ਼ਿੰਦਗੀ ਦੀਆਂ ਕਿਹੜੀਆਂ ਗੱਲਾਂ ਗ਼ਲਤ ਦਿਖਾਈਆਂ ਗਈਆਂ ਹਨ।</p>',
        ),
        t(
          '<p>ਉਨ੍ਹਾਂ ਦਾ ਅਗਲਾ ਪ੍ਰੋਜੈਕਟ ਇੱਕ ਪੰਜਾਬੀ ਵੈੱਬ ਸੀਰੀਜ਼ ਹੈ, ਜਿਸ ਦਾ ਕੁਝ ਹਿੱਸਾ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਫ਼ਿਲਮਾਇਆ ਜਾਵੇਗਾ। ਉਨ੍ਹਾਂ ਉਮੀਦ ਜਤਾਈ ਕਿ ਅਗਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਉਹ ਲੰਮੀ ਫੇਰੀ ’ਤੇ ਮੁੜ ਆਉਣਗੇ।</p>',
        ),
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
        t(
          '<p>Five years ago Jasraj Sidhu came to Surrey as a student with one suitcase and a harmonium. This week he returns to headline a sold-out show, the first stop on a six-city Canadian tour.</p>',
        ),
        t(
          '<p>He said he still writes every song in a paper notebook, usually late at night. Many of the songs on his new album began as voice notes sent to friends in Surrey and Brampton.</p>',
        ),
        q(
          'The people who gave me a couch to sleep on are now buying tickets. I told them the front row is theirs.',
          'Jasraj Sidhu',
        ),
        t(
          '<p>Watch our full conversation, including an acoustic version of <em>Akhri Raat</em> recorded in our studio.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਪੰਜ ਸਾਲ ਪਹਿਲਾਂ ਜਸਰਾਜ ਸਿੱਧੂ ਇੱਕ ਅਟੈਚੀ ਅਤੇ ਹਾਰਮੋਨੀਅਮ ਲੈ ਕੇ ਵਿਦਿਆਰਥੀ ਵਜੋਂ ਸਰੀ ਆਇਆ ਸੀ। ਇਸ ਹਫ਼ਤੇ ਉਹ ਇੱਕ ਹਾਊਸਫੁੱਲ ਸ਼ੋਅ ਦੇ ਮੁੱਖ ਕਲਾਕਾਰ ਵਜੋਂ ਮੁੜ ਰਿਹਾ ਹੈ, ਜੋ ਛੇ ਸ਼ਹਿਰਾਂ ਦੇ ਕੈਨੇਡਾ ਟੂਰ ਦਾ ਪਹਿਲਾ ਪੜਾਅ ਹੈ।</p>',
        ),
        t(
          '<p>ਉਸ ਨੇ ਦੱਸਿਆ ਕਿ ਉਹ ਅੱਜ ਵੀ ਹਰ ਗੀਤ ਕਾਗ਼ਜ਼ ਦੀ ਕਾਪੀ ਵਿੱਚ ਲਿਖਦਾ ਹੈ, ਅਕਸਰ ਦੇਰ ਰਾਤ। ਨਵੀਂ ਐਲਬਮ ਦੇ ਕਈ ਗੀਤ ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਦੇ ਦੋਸਤਾਂ ਨੂੰ ਭੇਜੇ ਵੌਇਸ ਨੋਟਾਂ ਤੋਂ ਸ਼ੁਰੂ ਹੋਏ ਸਨ।</p>',
        ),
        q(
          'ਜਿਨ੍ਹਾਂ ਨੇ ਮੈਨੂੰ ਸੌਣ ਲਈ ਸੋਫ਼ਾ ਦਿੱਤਾ ਸੀ, ਅੱਜ ਉਹ ਟਿਕਟਾਂ ਖ਼ਰੀਦ ਰਹੇ ਹਨ। ਮੈਂ ਉਨ੍ਹਾਂ ਨੂੰ ਕਹਿ ਦਿੱਤਾ ਹੈ ਕਿ ਪਹਿਲੀ ਕਤਾਰ ਉਨ੍ਹਾਂ ਦੀ ਹੈ।',
          'ਜਸਰਾਜ ਸਿੱਧੂ',
        ),
        t(
          '<p>ਸਾਡੀ ਪੂਰੀ ਗੱਲਬਾਤ ਦੇਖੋ, ਜਿਸ ਵਿੱਚ ਸਾਡੇ ਸਟੂਡੀਓ ਵਿੱਚ ਰਿਕਾਰਡ ਕੀਤਾ <em>ਆਖ਼ਰੀ ਰਾਤ</em> ਦਾ ਸਾਜ਼ਾਂ ਵਾਲਾ ਸਾਦਾ ਰੂਪ ਵੀ ਸ਼ਾਮਲ ਹੈ।</p>',
        ),
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
        t(
          '<p>Meera Kulkarni was in Vancouver for a screening of <em>Dhoop Ki Lakeer</em> at a South Asian film series downtown. The film, made with non-professional actors in a Rajasthan village, has travelled to festivals on three continents.</p>',
        ),
        q(
          'In Europe people asked me about the landscape. In Vancouver, an aunty asked me whether the girl ever became a teacher. That is the question I wanted.',
          'Meera Kulkarni',
        ),
        t(
          '<p>Kulkarni said she is now writing her second film, set among Indian students in a Canadian city. She spent part of her visit talking to students in Surrey about their first year here.</p>',
        ),
      ],
      author: desk.rupinder.en,
      tags: ['exclusive-interviews'],
      locale: ['en'],
      images: [
        card('meera-kulkarni-vancouver-screening', 'Meera Kulkarni at the Vancouver screening of ‘Dhoop Ki Lakeer’.'),
      ],
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
          t(
            '<p>ਗੁਰਮੇਲ ਸਿੰਘ ਮਾਨ ਤੀਜੀ ਵਾਰ ਵੈਨਕੂਵਰ ਆਏ ਹਨ, ਪਰ ਇਸ ਵਾਰ ਕੋਈ ਸ਼ੋਅ ਨਹੀਂ, ਸਿਰਫ਼ ਪਰਿਵਾਰ ਅਤੇ ਪੁਰਾਣੇ ਸਾਥੀਆਂ ਨੂੰ ਮਿਲਣ ਦਾ ਪ੍ਰੋਗਰਾਮ ਹੈ। ਫਿਰ ਵੀ ਸਟੂਡੀਓ ਵਿੱਚ ਤੂੰਬੀ ਹੱਥ ਆਉਂਦਿਆਂ ਹੀ ਉਨ੍ਹਾਂ ਨੇ ਦੋ ਬੋਲੀਆਂ ਛੋਹ ਦਿੱਤੀਆਂ।</p>',
          ),
          q('ਗੀਤ ਉਹੀ ਜਿਊਂਦਾ ਹੈ ਜੋ ਸੱਥ ਵਿੱਚ ਬੈਠੇ ਬਜ਼ੁਰਗ ਨੂੰ ਵੀ ਸਮਝ ਆਵੇ ਅਤੇ ਸਕੂਲ ਜਾਂਦੇ ਬੱਚੇ ਨੂੰ ਵੀ।', 'ਗੁਰਮੇਲ ਸਿੰਘ ਮਾਨ'),
          t(
            '<p>ਉਨ੍ਹਾਂ ਨੇ ਕੈਨੇਡਾ ਵਿੱਚ ਜੰਮੇ-ਪਲੇ ਬੱਚਿਆਂ ਨੂੰ ਪੰਜਾਬੀ ਸਿਖਾਉਣ ਵਾਲੇ ਮਾਪਿਆਂ ਅਤੇ ਅਧਿਆਪਕਾਂ ਦੀ ਖ਼ਾਸ ਤਾਰੀਫ਼ ਕੀਤੀ। ਉਨ੍ਹਾਂ ਕਿਹਾ ਕਿ ਸਰੀ ਦੀਆਂ ਗਿੱਧਾ-ਭੰਗੜਾ ਅਕੈਡਮੀਆਂ ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੂੰ ਪੰਜਾਬ ਨਾਲੋਂ ਵੀ ਵੱਧ ਸ਼ੌਕ ਦਿਸਿਆ।</p>',
          ),
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
