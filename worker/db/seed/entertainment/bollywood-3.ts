/**
 * Demo entertainment posts, ids 2012–2020, tagged 'bollywood'. Bollywood news: shoots in BC,
 * streaming series, awards, debuts, cinema-day tickets, animation and festivals. Every film, album,
 * artist, company and organiser is invented; real places and venues are named only in general
 * terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiOnly, quote as q, t, video } from '../helpers';
import { card, desk, gurmukhiCard, gurmukhiPic, pic } from './desk';

/** Bollywood news (2012–2020). */
export function bollywoodPosts3(d: SeedDates): PostInput[] {
  return [
    {
      id: 2012,
      kind: 'entertainment',
      slug: 'hindi-film-barf-ke-us-paar-wraps-shoot-in-british-columbia',
      title: 'Hindi film ‘Barf Ke Us Paar’ wraps its shoot in British Columbia',
      intro:
        'A crew of more than a hundred spent five weeks filming in the mountains near Squamish and Whistler, hiring dozens of local workers along the way.',
      body: [
        t(
          '<p>The romantic adventure <em>Barf Ke Us Paar</em> has finished filming in British Columbia. The story follows two strangers stranded by a snowstorm on a mountain highway, and the snowy passes of the Sea-to-Sky corridor stood in for the setting.</p>',
        ),
        pic('barf-ke-us-paar-mountain-shoot', 'The crew of ‘Barf Ke Us Paar’ filming near Squamish.'),
        t(
          '<p>Line producer Kamal Dhaliwal, who grew up in Surrey, said the production hired drivers, caterers and set builders from the Lower Mainland. Several local Punjabi families also appear as extras in a wedding scene shot in a Vancouver banquet hall.</p>',
        ),
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
      introPa: 'ਲੋਕਾਂ ਦੀ ਜ਼ੁਬਾਨੀ ਮਸ਼ਹੂਰ ਹੋਈ ਮੁਹੱਲੇ ਦੀ ਇਹ ਜੁਰਮ ਲੜੀ ਅੱਠ ਨਵੀਆਂ ਕਿਸ਼ਤਾਂ ਅਤੇ ਹੋਰ ਵੱਡੇ ਭੇਤ ਨਾਲ ਵਾਪਸ ਆ ਗਈ ਹੈ।',
      body: [
        t(
          '<p>Season two of <em>Gali Number Saat</em> picks up a year after the first, with inspector Raghu Pandey now investigating a fire at the lane’s oldest sweet shop. Actor Manoj Tiwari Bhatt returns in the lead role.</p>',
        ),
        t(
          '<p>The first season was filmed on a tight budget in real lanes of old Lucknow. The makers say they kept the same streets and many of the same neighbours as extras for the new episodes.</p>',
        ),
        q(
          'The lane is the main character. We just added a few more secrets behind its doors.',
          'Shalini Awasthi, creator of the series',
        ),
      ],
      bodyPa: [
        t(
          '<p><em>ਗਲੀ ਨੰਬਰ ਸਾਤ</em> ਦਾ ਦੂਜਾ ਸੀਜ਼ਨ ਪਹਿਲੇ ਸੀਜ਼ਨ ਤੋਂ ਇੱਕ ਸਾਲ ਬਾਅਦ ਦੀ ਕਹਾਣੀ ਦੱਸਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਇੰਸਪੈਕਟਰ ਰਘੂ ਪਾਂਡੇ ਗਲੀ ਦੀ ਸਭ ਤੋਂ ਪੁਰਾਣੀ ਮਠਿਆਈ ਦੀ ਦੁਕਾਨ ਵਿੱਚ ਲੱਗੀ ਅੱਗ ਦੀ ਜਾਂਚ ਕਰਦਾ ਹੈ। ਅਦਾਕਾਰ ਮਨੋਜ ਤਿਵਾੜੀ ਭੱਟ ਮੁੜ ਮੁੱਖ ਭੂਮਿਕਾ ਵਿੱਚ ਹਨ।</p>',
        ),
        t(
          '<p>ਪਹਿਲਾ ਸੀਜ਼ਨ ਪੁਰਾਣੇ ਲਖਨਊ ਦੀਆਂ ਅਸਲੀ ਗਲੀਆਂ ਵਿੱਚ ਥੋੜ੍ਹੇ ਬਜਟ ਨਾਲ ਫ਼ਿਲਮਾਇਆ ਗਿਆ ਸੀ। ਨਿਰਮਾਤਾਵਾਂ ਮੁਤਾਬਕ ਨਵੀਆਂ ਕਿਸ਼ਤਾਂ ਲਈ ਵੀ ਉਹੀ ਗਲੀਆਂ ਅਤੇ ਕਈ ਉਹੀ ਗੁਆਂਢੀ ਵਾਧੂ ਕਲਾਕਾਰਾਂ ਵਜੋਂ ਲਏ ਗਏ ਹਨ।</p>',
        ),
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
        t(
          '<p>The Silver Reel Awards, voted on by film critics, rewarded smaller films this year. <em>Chai Pe Charcha</em> won best film and best screenplay, beating several big-budget contenders.</p>',
        ),
        pic(
          'silver-reel-awards-stage',
          'Winners on stage at the Silver Reel Awards.',
          'ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡ ਸਮਾਰੋਹ ਵਿੱਚ ਸਟੇਜ ’ਤੇ ਜੇਤੂ।',
        ),
        t(
          '<p>Devika Sharma took best actress for <em>Kitaab</em>, and newcomer Aditya Rawal won best debut. The best music award went to Raghav and Ishaan for their work on <em>Pehli Baarish</em>.</p>',
        ),
        q(
          'This one belongs to every small film that was told it had no chance.',
          'Ashok Pillai, director of ‘Chai Pe Charcha’',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਫ਼ਿਲਮ ਆਲੋਚਕਾਂ ਦੀਆਂ ਵੋਟਾਂ ਨਾਲ ਚੁਣੇ ਜਾਂਦੇ ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡਾਂ ਵਿੱਚ ਇਸ ਵਾਰ ਛੋਟੀਆਂ ਫ਼ਿਲਮਾਂ ਦਾ ਬੋਲਬਾਲਾ ਰਿਹਾ। <em>ਚਾਏ ਪੇ ਚਰਚਾ</em> ਨੇ ਕਈ ਵੱਡੇ ਬਜਟ ਵਾਲੀਆਂ ਫ਼ਿਲਮਾਂ ਨੂੰ ਪਿੱਛੇ ਛੱਡ ਕੇ ਸਭ ਤੋਂ ਵਧੀਆ ਫ਼ਿਲਮ ਅਤੇ ਸਭ ਤੋਂ ਵਧੀਆ ਪਟਕਥਾ ਦੇ ਐਵਾਰਡ ਜਿੱਤੇ।</p>',
        ),
        pic(
          'silver-reel-awards-stage',
          'Winners on stage at the Silver Reel Awards.',
          'ਸਿਲਵਰ ਰੀਲ ਐਵਾਰਡ ਸਮਾਰੋਹ ਵਿੱਚ ਸਟੇਜ ’ਤੇ ਜੇਤੂ।',
        ),
        t(
          '<p>ਦੇਵਿਕਾ ਸ਼ਰਮਾ ਨੂੰ <em>ਕਿਤਾਬ</em> ਲਈ ਸਭ ਤੋਂ ਵਧੀਆ ਅਦਾਕਾਰਾ ਅਤੇ ਨਵੇਂ ਅਦਾਕਾਰ ਆਦਿਤਿਆ ਰਾਵਲ ਨੂੰ ਸਭ ਤੋਂ ਵਧੀਆ ਡੈਬਿਊ ਦਾ ਐਵਾਰਡ ਮਿਲਿਆ। ਸਭ ਤੋਂ ਵਧੀਆ ਸੰਗੀਤ ਦਾ ਐਵਾਰਡ ਰਾਘਵ ਅਤੇ ਈਸ਼ਾਨ ਨੂੰ <em>ਪਹਿਲੀ ਬਾਰਿਸ਼</em> ਲਈ ਦਿੱਤਾ ਗਿਆ।</p>',
        ),
        q('ਇਹ ਐਵਾਰਡ ਹਰ ਉਸ ਛੋਟੀ ਫ਼ਿਲਮ ਦਾ ਹੈ ਜਿਸ ਨੂੰ ਕਿਹਾ ਗਿਆ ਸੀ ਕਿ ਉਸ ਦਾ ਕੋਈ ਮੌਕਾ ਨਹੀਂ।', 'ਅਸ਼ੋਕ ਪਿੱਲੈ, ‘ਚਾਏ ਪੇ ਚਰਚਾ’ ਦੇ ਨਿਰਦੇਸ਼ਕ'),
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
        t(
          '<p>Tara Sehgal had never faced a film camera before her audition tape reached casting director Rekha Menon. She will play a young pilot-in-training in <em>Udaan Abhi Baaki Hai</em>, opposite veteran actor Anupam Dixit as her father.</p>',
        ),
        t(
          '<p>Sehgal trained with a college theatre group and worked part-time at a bookshop while auditioning. She said her family first thought the call from Mumbai was a prank.</p>',
        ),
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
        t(
          '<p><em>Baraat Express</em>, starring Sunny Bedi as a groom racing against the clock, has lost very little of its audience since its opening. Cinemas report large group bookings, often whole families of fifteen or twenty.</p>',
        ),
        t(
          '<p>The film’s biggest laughs come from a pair of quarrelling aunties played by Kamini Joshi and Rita Chadha. Their train-station dance number has become a favourite at real wedding sangeets.</p>',
        ),
        pic(
          'baraat-express-train-scene',
          'The baraat crowds into a train carriage in ‘Baraat Express’.',
          '‘ਬਾਰਾਤ ਐਕਸਪ੍ਰੈੱਸ’ ਵਿੱਚ ਰੇਲ ਦੇ ਡੱਬੇ ਵਿੱਚ ਭੀੜ ਕਰਦੀ ਬਾਰਾਤ।',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਸਮੇਂ ਨਾਲ ਦੌੜ ਲਾਉਂਦੇ ਲਾੜੇ ਦੀ ਭੂਮਿਕਾ ਵਿੱਚ ਸਨੀ ਬੇਦੀ ਦੀ <em>ਬਾਰਾਤ ਐਕਸਪ੍ਰੈੱਸ</em> ਦੇ ਦਰਸ਼ਕ ਰਿਲੀਜ਼ ਤੋਂ ਬਾਅਦ ਬਹੁਤ ਘੱਟ ਘਟੇ ਹਨ। ਸਿਨੇਮਾਘਰਾਂ ਮੁਤਾਬਕ ਪੰਦਰਾਂ-ਵੀਹ ਜੀਆਂ ਦੇ ਪੂਰੇ ਪਰਿਵਾਰ ਇਕੱਠੀਆਂ ਟਿਕਟਾਂ ਬੁੱਕ ਕਰਵਾ ਰਹੇ ਹਨ।</p>',
        ),
        t(
          '<p>ਫ਼ਿਲਮ ਦਾ ਸਭ ਤੋਂ ਵੱਧ ਹਾਸਾ ਕਾਮਿਨੀ ਜੋਸ਼ੀ ਅਤੇ ਰੀਟਾ ਚੱਢਾ ਵੱਲੋਂ ਨਿਭਾਈਆਂ ਦੋ ਝਗੜਾਲੂ ਮਾਸੀਆਂ ਦੇ ਹਿੱਸੇ ਆਇਆ ਹੈ। ਰੇਲਵੇ ਸਟੇਸ਼ਨ ’ਤੇ ਫ਼ਿਲਮਾਇਆ ਉਨ੍ਹਾਂ ਦਾ ਨਾਚ ਹੁਣ ਅਸਲ ਵਿਆਹਾਂ ਦੇ ਸੰਗੀਤ ਸਮਾਗਮਾਂ ਵਿੱਚ ਵੀ ਖ਼ੂਬ ਚੱਲ ਰਿਹਾ ਹੈ।</p>',
        ),
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
        intro: 'ਅੱਸੀ ਅਤੇ ਨੱਬੇ ਦੇ ਦਹਾਕੇ ਦੀਆਂ ਮਸ਼ਹੂਰ ਫ਼ਿਲਮਾਂ ਨਵੀਂ ਤਕਨੀਕ ਨਾਲ ਸਾਫ਼ ਕਰਕੇ ਵੱਡੇ ਪਰਦੇ ’ਤੇ ਦੁਬਾਰਾ ਦਿਖਾਈਆਂ ਜਾ ਰਹੀਆਂ ਹਨ।',
        body: [
          t(
            '<p>ਕਈ ਵਿਤਰਕਾਂ ਨੇ ਪੁਰਾਣੀਆਂ ਹਿੱਟ ਫ਼ਿਲਮਾਂ ਨੂੰ ਮੁੜ ਰਿਲੀਜ਼ ਕਰਨ ਦਾ ਸਿਲਸਿਲਾ ਸ਼ੁਰੂ ਕੀਤਾ ਹੈ। ਇਨ੍ਹਾਂ ਵਿੱਚ ਪਰਿਵਾਰਕ ਡਰਾਮਾ <em>ਘਰ ਆਂਗਨ</em> ਅਤੇ ਰੋਮਾਂਟਿਕ ਫ਼ਿਲਮ <em>ਸਾਵਨ ਕੇ ਝੂਲੇ</em> ਵੀ ਸ਼ਾਮਲ ਹਨ।</p>',
          ),
          gurmukhiPic('classic-film-rerelease-cinema-hall', 'ਪੁਰਾਣੀ ਫ਼ਿਲਮ ਦੇ ਮੁੜ ਰਿਲੀਜ਼ ਸ਼ੋਅ ਲਈ ਭਰਿਆ ਸਿਨੇਮਾ ਹਾਲ।'),
          t(
            '<p>ਸਰੀ ਦੇ ਸਿਨੇਮਾਘਰਾਂ ਵਿੱਚ ਵੀ ਹਫ਼ਤੇ ਦੇ ਅੰਤ ’ਤੇ ਇਹ ਫ਼ਿਲਮਾਂ ਦਿਖਾਈਆਂ ਜਾ ਰਹੀਆਂ ਹਨ। ਬਹੁਤੇ ਦਰਸ਼ਕ ਉਹ ਬਜ਼ੁਰਗ ਹਨ ਜਿਨ੍ਹਾਂ ਨੇ ਇਹ ਫ਼ਿਲਮਾਂ ਜਵਾਨੀ ਵਿੱਚ ਪੰਜਾਬ ਦੇ ਸਿਨੇਮਿਆਂ ਵਿੱਚ ਦੇਖੀਆਂ ਸਨ, ਅਤੇ ਹੁਣ ਪੋਤੇ-ਪੋਤੀਆਂ ਨਾਲ ਆਉਂਦੇ ਹਨ।</p>',
          ),
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
    {
      id: 2018,
      kind: 'entertainment',
      slug: 'cinema-day-discount-tickets-bring-record-crowds',
      title: 'Cinema day discount tickets bring record crowds',
      titlePa: 'ਸਿਨੇਮਾ ਦਿਵਸ ’ਤੇ ਸਸਤੀਆਂ ਟਿਕਟਾਂ ਨੇ ਖਿੱਚੀ ਰਿਕਾਰਡ ਭੀੜ',
      intro:
        'A one-day offer of low-priced tickets filled cinemas across India, reviving the debate about how much a night at the movies should cost.',
      introPa: 'ਇੱਕ ਦਿਨ ਲਈ ਸਸਤੀਆਂ ਟਿਕਟਾਂ ਦੀ ਪੇਸ਼ਕਸ਼ ਨੇ ਭਾਰਤ ਭਰ ਦੇ ਸਿਨੇਮਾਘਰ ਭਰ ਦਿੱਤੇ ਅਤੇ ਫ਼ਿਲਮ ਦੇਖਣ ਦੇ ਖ਼ਰਚ ਬਾਰੇ ਬਹਿਸ ਮੁੜ ਛੇੜ ਦਿੱਤੀ।',
      body: [
        t(
          '<p>Cinema chains reported their busiest single day in years when tickets were sold at a flat low price for a national cinema day. Older releases that had been fading got a second life, with many shows sold out by noon.</p>',
        ),
        t(
          '<p>Exhibitors say the turnout shows that price, not a lack of interest, keeps many families at home. Snacks, parking and convenience fees often cost more than the ticket itself.</p>',
        ),
        q(
          'People came in with their whole families. If we could do this once a month, we would see these faces again and again.',
          'Pankaj Malhotra, owner of a single-screen cinema in Ludhiana',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਕੌਮੀ ਸਿਨੇਮਾ ਦਿਵਸ ’ਤੇ ਜਦੋਂ ਟਿਕਟਾਂ ਇੱਕੋ ਘੱਟ ਕੀਮਤ ’ਤੇ ਵੇਚੀਆਂ ਗਈਆਂ ਤਾਂ ਸਿਨੇਮਾ ਕੰਪਨੀਆਂ ਨੇ ਸਾਲਾਂ ਬਾਅਦ ਸਭ ਤੋਂ ਵੱਧ ਭੀੜ ਵਾਲਾ ਦਿਨ ਦੇਖਿਆ। ਪੁਰਾਣੀਆਂ ਪੈ ਰਹੀਆਂ ਫ਼ਿਲਮਾਂ ਨੂੰ ਵੀ ਨਵੀਂ ਜਾਨ ਮਿਲੀ ਅਤੇ ਕਈ ਸ਼ੋਅ ਦੁਪਹਿਰ ਤੱਕ ਹੀ ਵਿਕ ਗਏ।</p>',
        ),
        t(
          '<p>ਸਿਨੇਮਾ ਮਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਭੀੜ ਦੱਸਦੀ ਹੈ ਕਿ ਬਹੁਤੇ ਪਰਿਵਾਰ ਦਿਲਚਸਪੀ ਦੀ ਕਮੀ ਕਾਰਨ ਨਹੀਂ, ਸਗੋਂ ਖ਼ਰਚ ਕਾਰਨ ਘਰ ਬੈਠੇ ਰਹਿੰਦੇ ਹਨ। ਖਾਣ-ਪੀਣ, ਪਾਰਕਿੰਗ ਅਤੇ ਆਨਲਾਈਨ ਬੁਕਿੰਗ ਦੀ ਫ਼ੀਸ ਅਕਸਰ ਟਿਕਟ ਨਾਲੋਂ ਵੀ ਮਹਿੰਗੀ ਪੈਂਦੀ ਹੈ।</p>',
        ),
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
        t(
          '<p><em>Chhota Sher</em> is one of the few fully animated Hindi feature films made for children. Studio Kahaniyan, a team of about eighty artists in Pune, drew on folk tales their grandparents told them.</p>',
        ),
        pic('chhota-sher-animation-still', 'The lion cub hero of ‘Chhota Sher’.'),
        t(
          '<p>The film will open in cinemas during the school holidays, with a Punjabi-dubbed version for Punjab and overseas markets. Parents in Surrey have already asked local cinemas whether that version will be shown here.</p>',
        ),
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
        t(
          '<p><em>Dhoop Ki Lakeer</em> follows a girl who walks miles each day to fetch water and dreams of becoming a teacher. Kulkarni cast villagers in every role and shot the film over a single summer.</p>',
        ),
        t(
          '<p>The festival selection is a big step for a film made with money raised from friends and small grants. Kulkarni hopes it will lead to a theatrical release and screenings at South Asian film festivals in North America.</p>',
        ),
        q(
          'The people in this film had never seen a camera up close. By the last week, they were telling me where to put it.',
          'Meera Kulkarni, director',
        ),
      ],
      bodyPa: [
        t(
          '<p><em>ਧੂਪ ਕੀ ਲਕੀਰ</em> ਇੱਕ ਅਜਿਹੀ ਕੁੜੀ ਦੀ ਕਹਾਣੀ ਹੈ ਜੋ ਹਰ ਰੋਜ਼ ਮੀਲਾਂ ਤੁਰ ਕੇ ਪਾਣੀ ਲਿਆਉਂਦੀ ਹੈ ਅਤੇ ਅਧਿਆਪਕਾ ਬਣਨ ਦੇ ਸੁਪਨੇ ਦੇਖਦੀ ਹੈ। ਕੁਲਕਰਨੀ ਨੇ ਹਰ ਭੂਮਿਕਾ ਲਈ ਪਿੰਡ ਵਾਸੀਆਂ ਨੂੰ ਚੁਣਿਆ ਅਤੇ ਪੂਰੀ ਫ਼ਿਲਮ ਇੱਕੋ ਗਰਮੀ ਦੇ ਮੌਸਮ ਵਿੱਚ ਫ਼ਿਲਮਾਈ।</p>',
        ),
        t(
          '<p>ਦੋਸਤਾਂ ਤੋਂ ਇਕੱਠੇ ਕੀਤੇ ਪੈਸਿਆਂ ਅਤੇ ਛੋਟੀਆਂ ਗ੍ਰਾਂਟਾਂ ਨਾਲ ਬਣੀ ਫ਼ਿਲਮ ਲਈ ਇਹ ਚੋਣ ਵੱਡੀ ਪ੍ਰਾਪਤੀ ਹੈ। ਕੁਲਕਰਨੀ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਇਸ ਨਾਲ ਫ਼ਿਲਮ ਸਿਨੇਮਾਘਰਾਂ ਤੱਕ ਪਹੁੰਚੇਗੀ ਅਤੇ ਉੱਤਰੀ ਅਮਰੀਕਾ ਦੇ ਦੱਖਣੀ ਏਸ਼ੀਆਈ ਫ਼ਿਲਮ ਮੇਲਿਆਂ ਵਿੱਚ ਵੀ ਦਿਖਾਈ ਜਾਵੇਗੀ।</p>',
        ),
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
  ];
}
