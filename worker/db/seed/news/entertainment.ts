/**
 * Demo entertainment news from the Vancouver news desk, ids 1167–1174, tagged 'entertainment':
 * Punjabi concerts, film festivals, bhangra and theatre. Every reporter, business, club, artist and
 * person quoted is invented.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiImage, gurmukhiOnly, mediaImage, t, video } from '../helpers';
import { newsDesk } from './reporters';
import { entertainmentNewsEarlierPosts } from './entertainment-earlier';

/** Path of an image in the desk's entertainment folder. */
const img: (group: 'entertainment', name: string) => string = mediaImage;

/** The desk's entertainment posts, newest first. */
export function entertainmentNewsPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1167,
      kind: 'news',
      slug: 'deep-kahlons-vancouver-concert-sells-out-within-hours',
      title: "Deep Kahlon's Vancouver concert sells out within hours",
      titlePa: 'ਦੀਪ ਕਾਹਲੋਂ ਦੇ ਵੈਨਕੂਵਰ ਕੰਸਰਟ ਦੀਆਂ ਟਿਕਟਾਂ ਕੁਝ ਘੰਟਿਆਂ ਵਿੱਚ ਵਿਕੀਆਂ',
      intro:
        "Tickets for the Punjabi singer's first arena show in Vancouver went on sale yesterday and were gone by mid-afternoon. Organisers are now talking about a second night.",
      introPa:
        'ਪੰਜਾਬੀ ਗਾਇਕ ਦੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਪਹਿਲੇ ਅਰੀਨਾ ਸ਼ੋਅ ਦੀਆਂ ਟਿਕਟਾਂ ਕੱਲ੍ਹ ਵਿਕਰੀ ’ਤੇ ਲੱਗੀਆਂ ਅਤੇ ਦੁਪਹਿਰ ਤੱਕ ਮੁੱਕ ਗਈਆਂ। ਪ੍ਰਬੰਧਕ ਹੁਣ ਦੂਜੀ ਰਾਤ ਦਾ ਸ਼ੋਅ ਜੋੜਨ ਬਾਰੇ ਸੋਚ ਰਹੇ ਹਨ।',
      body: [
        t(
          '<p>Fans reported waiting in online queues of more than forty thousand people as soon as sales opened. Deep Kahlon, who grew up in a village near Phagwara before moving to Surrey as a teenager, has built a large following with songs that blend folk melodies and hip-hop beats. The show will be his biggest in Canada so far.</p>',
        ),
        {
          type: 'image',
          url: img('entertainment', 'deep-kahlon-outdoor-festival-surrey'),
          caption: 'Deep Kahlon performing at an outdoor festival in Surrey last summer.',
          captionPa: 'ਪਿਛਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਸਰੀ ਦੇ ਇੱਕ ਖੁੱਲ੍ਹੇ ਮੇਲੇ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੇ ਦੀਪ ਕਾਹਲੋਂ।',
        },
        {
          type: 'quote',
          quote:
            "I used to sell tickets for other singers' shows at my uncle's grocery store. Now my own name is on the arena. Vancouver made me, and this night belongs to the city.",
          author: 'Deep Kahlon, singer',
        },
        t(
          '<p>Promoter Satnam Events said it has asked the arena about a second date and will announce any addition on its social channels. Fans are warned to avoid resale sites charging far above face value, since some tickets offered online have turned out to be fake.</p>',
        ),
        t(
          '<p>The concert will feature a live band with dhol, tumbi and strings, along with guest sets from local bhangra teams. Doors open two hours before the show, and fans are asked to arrive early because of security checks.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਵਿਕਰੀ ਖੁੱਲ੍ਹਦਿਆਂ ਹੀ ਉਹ ਚਾਲੀ ਹਜ਼ਾਰ ਤੋਂ ਵੱਧ ਲੋਕਾਂ ਦੀ ਆਨਲਾਈਨ ਕਤਾਰ ਵਿੱਚ ਸਨ। ਫਗਵਾੜੇ ਨੇੜਲੇ ਪਿੰਡ ਵਿੱਚ ਜੰਮੇ-ਪਲੇ ਅਤੇ ਅੱਲ੍ਹੜ ਉਮਰ ਵਿੱਚ ਸਰੀ ਆਏ ਦੀਪ ਕਾਹਲੋਂ ਨੇ ਲੋਕ-ਧੁਨਾਂ ਅਤੇ ਹਿੱਪ-ਹੌਪ ਬੀਟਾਂ ਦੇ ਮੇਲ ਵਾਲੇ ਗੀਤਾਂ ਨਾਲ ਵੱਡਾ ਪ੍ਰਸ਼ੰਸਕ ਵਰਗ ਬਣਾਇਆ ਹੈ। ਇਹ ਹੁਣ ਤੱਕ ਕੈਨੇਡਾ ਵਿੱਚ ਉਨ੍ਹਾਂ ਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਸ਼ੋਅ ਹੋਵੇਗਾ।</p>',
        ),
        {
          type: 'image',
          url: img('entertainment', 'deep-kahlon-outdoor-festival-surrey'),
          caption: 'Deep Kahlon performing at an outdoor festival in Surrey last summer.',
          captionPa: 'ਪਿਛਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਸਰੀ ਦੇ ਇੱਕ ਖੁੱਲ੍ਹੇ ਮੇਲੇ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੇ ਦੀਪ ਕਾਹਲੋਂ।',
        },
        {
          type: 'quote',
          quote:
            'ਕਦੇ ਮੈਂ ਆਪਣੇ ਚਾਚੇ ਦੀ ਕਰਿਆਨੇ ਦੀ ਦੁਕਾਨ ’ਤੇ ਦੂਜੇ ਗਾਇਕਾਂ ਦੇ ਸ਼ੋਆਂ ਦੀਆਂ ਟਿਕਟਾਂ ਵੇਚਦਾ ਹੁੰਦਾ ਸੀ। ਅੱਜ ਅਰੀਨਾ ’ਤੇ ਮੇਰਾ ਆਪਣਾ ਨਾਂ ਲਿਖਿਆ ਹੈ। ਵੈਨਕੂਵਰ ਨੇ ਮੈਨੂੰ ਬਣਾਇਆ ਹੈ ਅਤੇ ਇਹ ਰਾਤ ਇਸ ਸ਼ਹਿਰ ਦੇ ਨਾਂ ਹੈ।',
          author: 'ਦੀਪ ਕਾਹਲੋਂ, ਗਾਇਕ',
        },
        t(
          '<p>ਪ੍ਰਮੋਟਰ ਸਤਨਾਮ ਈਵੈਂਟਸ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਅਰੀਨਾ ਤੋਂ ਦੂਜੀ ਤਰੀਕ ਬਾਰੇ ਪੁੱਛਿਆ ਹੈ ਅਤੇ ਕੋਈ ਵੀ ਨਵਾਂ ਸ਼ੋਅ ਜੁੜਨ ’ਤੇ ਉਸ ਦਾ ਐਲਾਨ ਸੋਸ਼ਲ ਮੀਡੀਆ ’ਤੇ ਕੀਤਾ ਜਾਵੇਗਾ। ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੂੰ ਚੇਤਾਵਨੀ ਦਿੱਤੀ ਗਈ ਹੈ ਕਿ ਅਸਲ ਕੀਮਤ ਤੋਂ ਕਿਤੇ ਵੱਧ ਮੰਗਣ ਵਾਲੀਆਂ ਰੀਸੇਲ ਸਾਈਟਾਂ ਤੋਂ ਬਚਣ, ਕਿਉਂਕਿ ਆਨਲਾਈਨ ਵਿਕ ਰਹੀਆਂ ਕੁਝ ਟਿਕਟਾਂ ਜਾਅਲੀ ਨਿਕਲੀਆਂ ਹਨ।</p>',
        ),
        t(
          '<p>ਕੰਸਰਟ ਵਿੱਚ ਢੋਲ, ਤੂੰਬੀ ਅਤੇ ਵਾਇਲਨਾਂ ਵਾਲਾ ਲਾਈਵ ਬੈਂਡ ਹੋਵੇਗਾ ਅਤੇ ਸਥਾਨਕ ਭੰਗੜਾ ਟੀਮਾਂ ਵੀ ਮਹਿਮਾਨ ਪੇਸ਼ਕਾਰੀਆਂ ਦੇਣਗੀਆਂ। ਦਰਵਾਜ਼ੇ ਸ਼ੋਅ ਤੋਂ ਦੋ ਘੰਟੇ ਪਹਿਲਾਂ ਖੁੱਲ੍ਹਣਗੇ ਅਤੇ ਸੁਰੱਖਿਆ ਜਾਂਚ ਕਾਰਨ ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੂੰ ਜਲਦੀ ਪਹੁੰਚਣ ਲਈ ਕਿਹਾ ਗਿਆ ਹੈ।</p>',
        ),
      ],
      ...byline(newsDesk.jasleen),
      tags: ['entertainment', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'deep-kahlon-vancouver-arena-concert'),
          caption: 'Deep Kahlon will headline his first arena show in Vancouver.',
          captionPa: 'ਦੀਪ ਕਾਹਲੋਂ ਵੈਨਕੂਵਰ ਵਿੱਚ ਆਪਣਾ ਪਹਿਲਾ ਅਰੀਨਾ ਸ਼ੋਅ ਕਰਨਗੇ।',
        },
        {
          url: img('entertainment', 'deep-kahlon-outdoor-festival-surrey'),
          caption: 'Deep Kahlon performing at an outdoor festival in Surrey last summer.',
          captionPa: 'ਪਿਛਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਸਰੀ ਦੇ ਇੱਕ ਖੁੱਲ੍ਹੇ ਮੇਲੇ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੇ ਦੀਪ ਕਾਹਲੋਂ।',
        },
      ],
      videos: [video('Deep Kahlon: rehearsal clip ahead of the Vancouver show', 'c0nc7rtv8nq')],
      postDate: d.daysAgo(0, '08:15'),
    },
    {
      id: 1168,
      kind: 'news',
      slug: 'university-bhangra-teams-prepare-for-surrey-showdown',
      title: 'University bhangra teams prepare for Surrey showdown',
      titlePa: 'ਸਰੀ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਵੱਡੇ ਮੁਕਾਬਲੇ ਲਈ ਯੂਨੀਵਰਸਿਟੀਆਂ ਦੀਆਂ ਭੰਗੜਾ ਟੀਮਾਂ ਤਿਆਰ',
      intro:
        'Eight student teams from BC, Alberta and Washington will compete at the Pacific Bhangra Showdown, and some have been rehearsing late into the night for months.',
      introPa:
        'ਬੀ.ਸੀ., ਐਲਬਰਟਾ ਅਤੇ ਵਾਸ਼ਿੰਗਟਨ ਦੀਆਂ ਅੱਠ ਵਿਦਿਆਰਥੀ ਟੀਮਾਂ ਪੈਸੀਫ਼ਿਕ ਭੰਗੜਾ ਸ਼ੋਅਡਾਊਨ ਵਿੱਚ ਹਿੱਸਾ ਲੈਣਗੀਆਂ, ਅਤੇ ਕੁਝ ਟੀਮਾਂ ਮਹੀਨਿਆਂ ਤੋਂ ਦੇਰ ਰਾਤ ਤੱਕ ਅਭਿਆਸ ਕਰ ਰਹੀਆਂ ਹਨ।',
      body: [
        t(
          "<p>Teams are judged on footwork, energy, formation changes and the use of traditional props such as the <em>saap</em> and <em>khunda</em>. Each performance runs about eight minutes, set to a mix built by the team's own DJ. Many dancers fit rehearsals around exams and part-time jobs.</p>",
        ),
        {
          type: 'quote',
          quote:
            'Some nights we rehearse in a parking lot because the gym is booked. Once the dhol starts, nobody notices the cold.',
          author: 'Ramneek Chahal, captain of a university bhangra team in Burnaby',
        },
        t(
          '<p>The judges include former competitive dancers and a folk-music teacher from Punjab, who will also run a workshop for younger dancers the morning after. Organisers say the event has grown from a small campus show into one of the largest student bhangra competitions on the West Coast.</p>',
        ),
        t(
          '<p>Proceeds from ticket sales fund scholarships for students in the performing arts. Tickets are available at the door and from the participating student associations.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਟੀਮਾਂ ਨੂੰ ਪੈਰਾਂ ਦੀ ਚਾਲ, ਜੋਸ਼, ਫ਼ਾਰਮੇਸ਼ਨਾਂ ਦੇ ਬਦਲਾਅ ਅਤੇ <em>ਸੱਪ</em> ਤੇ <em>ਖੂੰਡੇ</em> ਵਰਗੇ ਰਵਾਇਤੀ ਸਾਜ਼ੋ-ਸਾਮਾਨ ਦੀ ਵਰਤੋਂ ’ਤੇ ਅੰਕ ਮਿਲਣਗੇ। ਹਰ ਪੇਸ਼ਕਾਰੀ ਲਗਭਗ ਅੱਠ ਮਿੰਟ ਦੀ ਹੁੰਦੀ ਹੈ, ਜਿਸ ਦਾ ਸੰਗੀਤ ਟੀਮ ਦਾ ਆਪਣਾ ਡੀਜੇ ਤਿਆਰ ਕਰਦਾ ਹੈ। ਬਹੁਤੇ ਡਾਂਸਰ ਇਮਤਿਹਾਨਾਂ ਅਤੇ ਪਾਰਟ-ਟਾਈਮ ਨੌਕਰੀਆਂ ਦੇ ਨਾਲ-ਨਾਲ ਅਭਿਆਸ ਕਰਦੇ ਹਨ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਕਈ ਰਾਤਾਂ ਜਿਮ ਬੁੱਕ ਹੋਣ ਕਾਰਨ ਸਾਨੂੰ ਪਾਰਕਿੰਗ ਲਾਟ ਵਿੱਚ ਅਭਿਆਸ ਕਰਨਾ ਪੈਂਦਾ ਹੈ। ਜਦੋਂ ਢੋਲ ਵੱਜਦਾ ਹੈ, ਤਾਂ ਠੰਢ ਦਾ ਕਿਸੇ ਨੂੰ ਪਤਾ ਹੀ ਨਹੀਂ ਲੱਗਦਾ।',
          author: 'ਰਮਨੀਕ ਚਾਹਲ, ਬਰਨਬੀ ਦੀ ਇੱਕ ਯੂਨੀਵਰਸਿਟੀ ਭੰਗੜਾ ਟੀਮ ਦੀ ਕਪਤਾਨ',
        },
        t(
          '<p>ਜੱਜਾਂ ਵਿੱਚ ਸਾਬਕਾ ਮੁਕਾਬਲੇਬਾਜ਼ ਡਾਂਸਰ ਅਤੇ ਪੰਜਾਬ ਤੋਂ ਆਏ ਇੱਕ ਲੋਕ-ਸੰਗੀਤ ਅਧਿਆਪਕ ਸ਼ਾਮਲ ਹਨ, ਜੋ ਅਗਲੀ ਸਵੇਰ ਛੋਟੀ ਉਮਰ ਦੇ ਡਾਂਸਰਾਂ ਲਈ ਵਰਕਸ਼ਾਪ ਵੀ ਲਾਉਣਗੇ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਇੱਕ ਛੋਟੇ ਜਿਹੇ ਕੈਂਪਸ ਸ਼ੋਅ ਤੋਂ ਸ਼ੁਰੂ ਹੋਇਆ ਇਹ ਸਮਾਗਮ ਹੁਣ ਪੱਛਮੀ ਤੱਟ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਵਿਦਿਆਰਥੀ ਭੰਗੜਾ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚੋਂ ਇੱਕ ਬਣ ਗਿਆ ਹੈ।</p>',
        ),
        t(
          '<p>ਟਿਕਟਾਂ ਦੀ ਵਿਕਰੀ ਤੋਂ ਹੋਣ ਵਾਲੀ ਕਮਾਈ ਕਲਾ ਦੇ ਖੇਤਰ ਵਿੱਚ ਪੜ੍ਹਦੇ ਵਿਦਿਆਰਥੀਆਂ ਦੇ ਵਜ਼ੀਫ਼ਿਆਂ ਲਈ ਵਰਤੀ ਜਾਵੇਗੀ। ਟਿਕਟਾਂ ਸਮਾਗਮ ਵਾਲੀ ਥਾਂ ’ਤੇ ਅਤੇ ਹਿੱਸਾ ਲੈਣ ਵਾਲੀਆਂ ਵਿਦਿਆਰਥੀ ਜਥੇਬੰਦੀਆਂ ਤੋਂ ਮਿਲ ਸਕਦੀਆਂ ਹਨ।</p>',
        ),
      ],
      ...byline(newsDesk.jasleen),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'university-bhangra-team-rehearsal'),
          caption: 'A university bhangra team rehearses in Burnaby.',
          captionPa: 'ਬਰਨਬੀ ਵਿੱਚ ਅਭਿਆਸ ਕਰਦੀ ਇੱਕ ਯੂਨੀਵਰਸਿਟੀ ਭੰਗੜਾ ਟੀਮ।',
        },
      ],
      postDate: d.daysAgo(1, '07:20'),
    },
    {
      id: 1169,
      kind: 'news',
      slug: 'pacific-reel-south-asian-film-festival-unveils-its-lineup',
      title: 'Pacific Reel South Asian film festival unveils its lineup',
      intro:
        "This year's festival will screen more than forty films from India, Pakistan, Bangladesh, Sri Lanka and the diaspora, including six features in Punjabi.",
      body: [
        t(
          '<p>The Pacific Reel South Asian Film Festival will run for ten days at cinemas in Vancouver and Surrey, opening with a family drama set between Moga and Brampton. The programme includes documentaries on farm life in Punjab, a restored classic from the 1970s and a shorts night for filmmakers under 30. Most screenings will be followed by a question-and-answer session.</p>',
        ),
        t(
          '<p>Organisers say submissions from diaspora filmmakers in Canada have doubled in two years, reflecting a growing appetite for stories about immigrant life. Every film not in English will be shown with English subtitles.</p>',
        ),
        t(
          "<p><strong>Update:</strong> The festival has added a free outdoor screening in Surrey's Holland Park on closing night. Passes go on sale next week, with discounts for students and seniors.</p>",
        ),
      ],
      author: newsDesk.jasleen.en,
      tags: ['entertainment'],
      locale: ['en'],
      images: [
        {
          url: img('entertainment', 'pacific-reel-film-festival-lineup'),
          caption: "Festival organisers present this year's lineup in Vancouver.",
        },
      ],
      postDate: d.daysAgo(2, '15:00'),
      postDateUpdated: d.daysAgo(2, '19:30'),
    },
    {
      id: 1170,
      kind: 'news',
      slug: 'abbotsford-school-team-wins-youth-bhangra-and-giddha-competition',
      ...gurmukhiOnly({
        title: 'ਯੂਥ ਭੰਗੜਾ-ਗਿੱਧਾ ਮੁਕਾਬਲਾ: ਐਬਟਸਫੋਰਡ ਦੇ ਸਕੂਲ ਦੀ ਟੀਮ ਨੇ ਮਾਰੀ ਬਾਜ਼ੀ',
        intro:
          'ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਹਾਈ ਸਕੂਲਾਂ ਦੇ ਸਾਲਾਨਾ ਭੰਗੜਾ-ਗਿੱਧਾ ਮੁਕਾਬਲੇ ਵਿੱਚ ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਸੈਕੰਡਰੀ ਸਕੂਲ ਦੀ ਟੀਮ ਪਹਿਲੇ ਸਥਾਨ ’ਤੇ ਰਹੀ। ਗਿੱਧੇ ਦਾ ਖ਼ਿਤਾਬ ਸਰੀ ਦੀਆਂ ਕੁੜੀਆਂ ਨੇ ਜਿੱਤਿਆ।',
        body: [
          t(
            '<p>ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਕਮਿਊਨਿਟੀ ਹਾਲ ਵਿੱਚ ਹੋਏ ਇਸ ਮੁਕਾਬਲੇ ਵਿੱਚ ਬਾਰਾਂ ਸਕੂਲਾਂ ਦੀਆਂ ਟੀਮਾਂ ਨੇ ਹਿੱਸਾ ਲਿਆ। ਜੇਤੂ ਟੀਮ ਨੇ ਪੁਰਾਣੀਆਂ ਬੋਲੀਆਂ ਅਤੇ ਢੋਲ ਦੀ ਤਾਲ ’ਤੇ ਅਜਿਹੀ ਪੇਸ਼ਕਾਰੀ ਦਿੱਤੀ ਕਿ ਹਾਲ ਵਿੱਚ ਬੈਠੇ ਬਜ਼ੁਰਗ ਵੀ ਤਾੜੀਆਂ ਮਾਰਨ ਲੱਗ ਪਏ। ਜੱਜਾਂ ਨੇ ਟੀਮ ਦੀ ਇਕਸੁਰਤਾ ਅਤੇ ਰਵਾਇਤੀ ਪਹਿਰਾਵੇ ਦੀ ਖ਼ਾਸ ਤਾਰੀਫ਼ ਕੀਤੀ।</p>',
          ),
          {
            type: 'image',
            url: img('entertainment', 'surrey-students-giddha-performance'),
            caption: 'ਮੁਕਾਬਲੇ ਦੌਰਾਨ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਸਰੀ ਦੀਆਂ ਵਿਦਿਆਰਥਣਾਂ।',
            captionPa: 'ਮੁਕਾਬਲੇ ਦੌਰਾਨ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਸਰੀ ਦੀਆਂ ਵਿਦਿਆਰਥਣਾਂ।',
          },
          t(
            '<p>ਗਿੱਧੇ ਦੇ ਵਰਗ ਵਿੱਚ ਸਰੀ ਦੀਆਂ ਕੁੜੀਆਂ ਨੇ ਪਹਿਲਾ ਇਨਾਮ ਜਿੱਤਿਆ, ਜਿਨ੍ਹਾਂ ਦੀਆਂ ਬੋਲੀਆਂ ਵਿੱਚ ਕੈਨੇਡਾ ਵਿੱਚ ਪਲ ਰਹੀ ਨਵੀਂ ਪੀੜ੍ਹੀ ਦੀ ਜ਼ਿੰਦਗੀ ਦੀ ਝਲਕ ਸੀ। ਬਹੁਤੀਆਂ ਵਿਦਿਆਰਥਣਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਬੋਲੀਆਂ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀਆਂ ਦਾਦੀਆਂ-ਨਾਨੀਆਂ ਤੋਂ ਸਿੱਖੀਆਂ ਹਨ।</p>',
          ),
          t(
            '<p>ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਮੁਕਾਬਲੇ ਦਾ ਮਕਸਦ ਸਕੂਲਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲੀ ਅਤੇ ਲੋਕ-ਨਾਚਾਂ ਨਾਲ ਜੁੜਾਅ ਵਧਾਉਣਾ ਹੈ। ਜੇਤੂ ਟੀਮਾਂ ਨੂੰ ਟਰਾਫ਼ੀਆਂ ਦੇ ਨਾਲ-ਨਾਲ ਸਕੂਲਾਂ ਦੇ ਸੰਗੀਤ ਵਿਭਾਗਾਂ ਲਈ ਨਕਦ ਇਨਾਮ ਵੀ ਦਿੱਤੇ ਗਏ।</p>',
          ),
        ],
        reporter: newsDesk.jasleen,
      }),
      tags: ['entertainment'],
      images: [
        gurmukhiImage(
          img('entertainment', 'abbotsford-school-bhangra-team-trophy'),
          'ਟਰਾਫ਼ੀ ਨਾਲ ਐਬਟਸਫੋਰਡ ਦੇ ਸਕੂਲ ਦੀ ਜੇਤੂ ਭੰਗੜਾ ਟੀਮ।',
        ),
      ],
      postDate: d.daysAgo(3, '21:00'),
    },
    ...entertainmentNewsEarlierPosts(d),
  ];
}
