/**
 * Demo entertainment posts, ids 2036–2039, tagged 'local-events'. Local events: a teeyan mela, a
 * youth bhangra competition, an open-air concert and a kavi darbar in Surrey and Abbotsford. Every
 * film, album, artist, company and organiser is invented; real places and venues are named only in
 * general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, quote as q, t } from '../helpers';
import { card, desk, pic } from './desk';

/** Local events (2036–2039). */
export function localEventPosts(d: SeedDates): PostInput[] {
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
        t(
          '<p>The annual Teeyan mela, run by the Surrey Punjabi Sakhiyan Society, drew its biggest crowd yet. Three generations danced together, with grandmothers leading boliyan and teenagers answering from the other side of the circle.</p>',
        ),
        pic(
          'teeyan-mela-surrey-giddha-circle',
          'Women dance giddha at the Teeyan mela in Surrey.',
          'ਸਰੀ ਦੇ ਤੀਆਂ ਮੇਲੇ ਵਿੱਚ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਬੀਬੀਆਂ।',
        ),
        t(
          '<p>Wooden swings were hung from the park’s trees, and stalls sold phulkari dupattas, bangles and fresh jalebis. Organisers said all proceeds go to a women’s shelter in the Fraser Valley.</p>',
        ),
        q(
          'Our mothers had this in the village every Saawan. We want our daughters to have it here.',
          'Baljit Kaur Hundal, president of the Surrey Punjabi Sakhiyan Society',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਸਰੀ ਪੰਜਾਬੀ ਸਖੀਆਂ ਸੁਸਾਇਟੀ ਵੱਲੋਂ ਹਰ ਸਾਲ ਕਰਵਾਏ ਜਾਂਦੇ ਤੀਆਂ ਦੇ ਮੇਲੇ ਵਿੱਚ ਇਸ ਵਾਰ ਹੁਣ ਤੱਕ ਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਇਕੱਠ ਹੋਇਆ। ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਨੇ ਇਕੱਠਿਆਂ ਗਿੱਧਾ ਪਾਇਆ, ਦਾਦੀਆਂ-ਨਾਨੀਆਂ ਬੋਲੀਆਂ ਪਾਉਂਦੀਆਂ ਰਹੀਆਂ ਅਤੇ ਕੁੜੀਆਂ ਪਿੜ ਦੇ ਦੂਜੇ ਪਾਸਿਓਂ ਜਵਾਬ ਦਿੰਦੀਆਂ ਰਹੀਆਂ।</p>',
        ),
        pic(
          'teeyan-mela-surrey-giddha-circle',
          'Women dance giddha at the Teeyan mela in Surrey.',
          'ਸਰੀ ਦੇ ਤੀਆਂ ਮੇਲੇ ਵਿੱਚ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਬੀਬੀਆਂ।',
        ),
        t(
          '<p>ਪਾਰਕ ਦੇ ਰੁੱਖਾਂ ’ਤੇ ਲੱਕੜ ਦੀਆਂ ਪੀਂਘਾਂ ਪਾਈਆਂ ਗਈਆਂ ਅਤੇ ਸਟਾਲਾਂ ’ਤੇ ਫੁਲਕਾਰੀਆਂ, ਚੂੜੀਆਂ ਅਤੇ ਗਰਮਾ-ਗਰਮ ਜਲੇਬੀਆਂ ਵਿਕੀਆਂ। ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਸਾਰੀ ਕਮਾਈ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਔਰਤਾਂ ਲਈ ਇੱਕ ਆਸਰਾ ਘਰ ਨੂੰ ਦਿੱਤੀ ਜਾਵੇਗੀ।</p>',
        ),
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
      introPa: 'ਲੋਅਰ ਮੇਨਲੈਂਡ ਅਤੇ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਦੀਆਂ ਚੌਦਾਂ ਟੀਮਾਂ ਨੇ ਝੂਮਰ ਕੱਪ ਲਈ ਮੁਕਾਬਲਾ ਕੀਤਾ ਅਤੇ ਐਬਟਸਫ਼ੋਰਡ ਦੀ ਇੱਕ ਟੀਮ ਨੇ ਪਹਿਲਾ ਇਨਾਮ ਜਿੱਤਿਆ।',
      body: [
        t(
          '<p>The Jhoomar Cup, now in its sixth year, packed the Surrey theatre with families cheering for their teams. Dancers aged 16 to 25 performed eight-minute sets of live bhangra, jhoomar and malwai giddha.</p>',
        ),
        t(
          '<p>First prize went to Virsa Bhangra Academy of Abbotsford, whose set told the story of a village wedding. Judges praised their clean formations and the energy of their live dhol player.</p>',
        ),
        q(
          'These kids practise three nights a week after school and work. Tonight the whole hall saw why.',
          'Ravinder Singh Pannu, organiser of the Jhoomar Cup',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਛੇਵੇਂ ਸਾਲ ਵਿੱਚ ਪਹੁੰਚੇ ਝੂਮਰ ਕੱਪ ਦੌਰਾਨ ਸਰੀ ਦਾ ਇਹ ਥੀਏਟਰ ਆਪਣੀਆਂ ਟੀਮਾਂ ਦਾ ਹੌਸਲਾ ਵਧਾਉਂਦੇ ਪਰਿਵਾਰਾਂ ਨਾਲ ਖਚਾਖਚ ਭਰਿਆ ਰਿਹਾ। 16 ਤੋਂ 25 ਸਾਲ ਦੇ ਨੌਜਵਾਨਾਂ ਨੇ ਅੱਠ-ਅੱਠ ਮਿੰਟ ਦੀਆਂ ਪੇਸ਼ਕਾਰੀਆਂ ਵਿੱਚ ਲਾਈਵ ਭੰਗੜਾ, ਝੂਮਰ ਅਤੇ ਮਲਵਈ ਗਿੱਧਾ ਪੇਸ਼ ਕੀਤਾ।</p>',
        ),
        t(
          '<p>ਪਹਿਲਾ ਇਨਾਮ ਐਬਟਸਫ਼ੋਰਡ ਦੀ ਵਿਰਸਾ ਭੰਗੜਾ ਅਕੈਡਮੀ ਨੇ ਜਿੱਤਿਆ, ਜਿਸ ਦੀ ਪੇਸ਼ਕਾਰੀ ਪਿੰਡ ਦੇ ਵਿਆਹ ਦੀ ਕਹਾਣੀ ਦੱਸਦੀ ਸੀ। ਜੱਜਾਂ ਨੇ ਉਨ੍ਹਾਂ ਦੀਆਂ ਸਾਫ਼-ਸੁਥਰੀਆਂ ਬਣਤਰਾਂ ਅਤੇ ਢੋਲੀ ਦੇ ਜੋਸ਼ ਦੀ ਖ਼ਾਸ ਤਾਰੀਫ਼ ਕੀਤੀ।</p>',
        ),
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
        t(
          '<p>The free concert, organised by the volunteer-run Surrey Sangeet Collective, filled the lawn at Holland Park from late afternoon until sunset. Families brought blankets and folding chairs, and food trucks lined the path.</p>',
        ),
        pic('holland-park-open-air-concert', 'The crowd at the open-air Punjabi concert in Holland Park.'),
        t(
          '<p>Harman Toor, who grew up a few blocks away, closed the night with his hit <em>Fraser Highway</em>. Organisers said the collective plans two more free concerts before the end of the season.</p>',
        ),
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
        t(
          '<p>The Fraser Valley Punjabi Sahit Sabha held its yearly kavi darbar at a community hall in Abbotsford. Poems ranged from memories of village life to the daily grind of shift work and the loneliness of new immigrants.</p>',
        ),
        t(
          '<p>Between readings, local singer Kuldeep Kaur Bains sang ghazals by the sabha’s founding members. The evening ended with the launch of an anthology of poems by Punjabi writers living in the Fraser Valley.</p>',
        ),
        q(
          'Poetry is how our elders kept their language alive in a new country. Tonight, half the poets were under thirty.',
          'Sukhwinder Singh Kang, secretary of the Fraser Valley Punjabi Sahit Sabha',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਪੰਜਾਬੀ ਸਾਹਿਤ ਸਭਾ ਨੇ ਆਪਣਾ ਸਾਲਾਨਾ ਕਵੀ ਦਰਬਾਰ ਐਬਟਸਫ਼ੋਰਡ ਦੇ ਇੱਕ ਕਮਿਊਨਿਟੀ ਹਾਲ ਵਿੱਚ ਕਰਵਾਇਆ। ਕਵਿਤਾਵਾਂ ਵਿੱਚ ਪਿੰਡ ਦੀਆਂ ਯਾਦਾਂ ਤੋਂ ਲੈ ਕੇ ਸ਼ਿਫ਼ਟਾਂ ਵਾਲੇ ਕੰਮ ਦੀ ਰੋਜ਼ਾਨਾ ਭੱਜ-ਦੌੜ ਅਤੇ ਨਵੇਂ ਪਰਵਾਸੀਆਂ ਦੀ ਇਕੱਲ ਤੱਕ ਦੇ ਰੰਗ ਸਨ।</p>',
        ),
        t(
          '<p>ਰਚਨਾਵਾਂ ਦੇ ਵਿਚਕਾਰ ਸਥਾਨਕ ਗਾਇਕਾ ਕੁਲਦੀਪ ਕੌਰ ਬੈਂਸ ਨੇ ਸਭਾ ਦੇ ਬਾਨੀ ਮੈਂਬਰਾਂ ਦੀਆਂ ਗ਼ਜ਼ਲਾਂ ਗਾਈਆਂ। ਸ਼ਾਮ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਫ਼ਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਵਸਦੇ ਪੰਜਾਬੀ ਲੇਖਕਾਂ ਦੀਆਂ ਕਵਿਤਾਵਾਂ ਦਾ ਇੱਕ ਸੰਗ੍ਰਹਿ ਵੀ ਲੋਕ ਅਰਪਣ ਕੀਤਾ ਗਿਆ।</p>',
        ),
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
