/**
 * Demo sports news from the Vancouver news desk, ids 1158–1166, tagged 'sports': kabaddi, field
 * hockey, cricket, the NHL and wrestling. Every reporter, club and person quoted is invented.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiImage, gurmukhiOnly, mediaImage, t, video } from '../helpers';
import { newsDesk } from './reporters';
import { sportsEarlierPosts } from './sports-earlier';

/** Path of an image in the desk's sports folder. */
const img: (group: 'sports', name: string) => string = mediaImage;

/** The desk's sports posts, newest first. */
export function sportsPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1158,
      kind: 'news',
      slug: 'fraser-valley-lions-win-surrey-kabaddi-cup-with-last-raid-comeback',
      title: 'Fraser Valley Lions win Surrey kabaddi cup with last-raid comeback',
      titlePa: 'ਆਖ਼ਰੀ ਰੇਡ ’ਚ ਬਾਜ਼ੀ ਪਲਟ ਕੇ ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਨੇ ਜਿੱਤਿਆ ਸਰੀ ਕਬੱਡੀ ਕੱਪ',
      intro:
        "A packed crowd in Surrey watched the Fraser Valley Lions come from behind to beat the Newton Youth Kabaddi Club by two points in last night's cup final.",
      introPa:
        'ਸਰੀ ਵਿੱਚ ਖਚਾਖਚ ਭਰੇ ਮੈਦਾਨ ’ਚ ਬੀਤੀ ਰਾਤ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਨੇ ਪਿੱਛੋਂ ਆ ਕੇ ਨਿਊਟਨ ਯੂਥ ਕਬੱਡੀ ਕਲੱਬ ਨੂੰ ਦੋ ਅੰਕਾਂ ਨਾਲ ਹਰਾ ਦਿੱਤਾ।',
      body: [
        t(
          "<p>The Lions trailed by four points with three minutes left, but two successful raids by Jaskaran Singh Dhaliwal and a crucial tackle by stopper Gurlal Singh Benipal turned the final around. The deciding point came on the last raid of the match, sending the Lions' supporters to the edge of the circle in celebration. Organisers estimated the crowd at several thousand over the day.</p>",
        ),
        {
          type: 'image',
          url: img('sports', 'surrey-kabaddi-cup-final-raid'),
          caption: 'A raider breaks free in the final of the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਜਾਫੀਆਂ ਦੀ ਪਕੜ ’ਚੋਂ ਨਿਕਲਦਾ ਧਾਵੀ।',
        },
        {
          type: 'quote',
          quote:
            'We told the boys at the break that the crowd was with us, and they believed it. When it matters most, nobody in the circle keeps a cooler head than Dhaliwal.',
          author: 'Tarsem Singh Hundal, coach of the Fraser Valley Lions',
        },
        t(
          '<p>Eight clubs from BC, Alberta and Washington State took part, several with players brought over from Punjab for the season. The best raider and best stopper awards went to players from the two finalists.</p>',
        ),
        t(
          '<p>Organisers thanked the volunteers who ran parking, first aid and the langar tent through the day. The next major tournament on the circuit is scheduled for Abbotsford later in the season.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਮੈਚ ਮੁੱਕਣ ਵਿੱਚ ਤਿੰਨ ਮਿੰਟ ਬਾਕੀ ਸਨ ਜਦੋਂ ਲਾਇਨਜ਼ ਚਾਰ ਅੰਕ ਪਿੱਛੇ ਸਨ, ਪਰ ਜਸਕਰਨ ਸਿੰਘ ਧਾਲੀਵਾਲ ਦੀਆਂ ਦੋ ਕਾਮਯਾਬ ਰੇਡਾਂ ਅਤੇ ਜਾਫੀ ਗੁਰਲਾਲ ਸਿੰਘ ਬੈਨੀਪਾਲ ਦੇ ਅਹਿਮ ਜੱਫੇ ਨੇ ਫਾਈਨਲ ਦਾ ਪਾਸਾ ਪਲਟ ਦਿੱਤਾ। ਫ਼ੈਸਲਾਕੁਨ ਅੰਕ ਮੈਚ ਦੀ ਆਖ਼ਰੀ ਰੇਡ ’ਤੇ ਆਇਆ, ਜਿਸ ਤੋਂ ਬਾਅਦ ਲਾਇਨਜ਼ ਦੇ ਸਮਰਥਕ ਜਸ਼ਨ ਮਨਾਉਂਦੇ ਦਾਇਰੇ ਦੇ ਕੰਢੇ ਤੱਕ ਪਹੁੰਚ ਗਏ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਦਿਨ ਭਰ ਵਿੱਚ ਕਈ ਹਜ਼ਾਰ ਦਰਸ਼ਕ ਪਹੁੰਚੇ।</p>',
        ),
        {
          type: 'image',
          url: img('sports', 'surrey-kabaddi-cup-final-raid'),
          caption: 'A raider breaks free in the final of the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਜਾਫੀਆਂ ਦੀ ਪਕੜ ’ਚੋਂ ਨਿਕਲਦਾ ਧਾਵੀ।',
        },
        {
          type: 'quote',
          quote:
            'ਅੱਧੇ ਸਮੇਂ ’ਤੇ ਅਸੀਂ ਮੁੰਡਿਆਂ ਨੂੰ ਕਿਹਾ ਕਿ ਦਰਸ਼ਕ ਸਾਡੇ ਨਾਲ ਹਨ, ਅਤੇ ਉਨ੍ਹਾਂ ਨੇ ਇਸ ’ਤੇ ਯਕੀਨ ਕੀਤਾ। ਜਦੋਂ ਸਭ ਤੋਂ ਵੱਧ ਲੋੜ ਹੋਵੇ, ਦਾਇਰੇ ਵਿੱਚ ਧਾਲੀਵਾਲ ਤੋਂ ਠੰਢੇ ਦਿਮਾਗ਼ ਵਾਲਾ ਕੋਈ ਨਹੀਂ।',
          author: 'ਤਰਸੇਮ ਸਿੰਘ ਹੁੰਦਲ, ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਦੇ ਕੋਚ',
        },
        t(
          '<p>ਕੱਪ ਵਿੱਚ ਬੀ.ਸੀ., ਐਲਬਰਟਾ ਅਤੇ ਵਾਸ਼ਿੰਗਟਨ ਸਟੇਟ ਦੇ ਅੱਠ ਕਲੱਬਾਂ ਨੇ ਹਿੱਸਾ ਲਿਆ ਅਤੇ ਕਈ ਕਲੱਬਾਂ ਨੇ ਸੀਜ਼ਨ ਲਈ ਪੰਜਾਬ ਤੋਂ ਖਿਡਾਰੀ ਸੱਦੇ ਸਨ। ਸਭ ਤੋਂ ਵਧੀਆ ਧਾਵੀ ਅਤੇ ਸਭ ਤੋਂ ਵਧੀਆ ਜਾਫੀ ਦੇ ਇਨਾਮ ਦੋਵਾਂ ਫਾਈਨਲਿਸਟ ਟੀਮਾਂ ਦੇ ਖਿਡਾਰੀਆਂ ਨੂੰ ਮਿਲੇ।</p>',
        ),
        t(
          '<p>ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦਿਨ ਭਰ ਪਾਰਕਿੰਗ, ਮੁੱਢਲੀ ਸਹਾਇਤਾ ਅਤੇ ਲੰਗਰ ਦੀ ਸੇਵਾ ਸੰਭਾਲਣ ਵਾਲੇ ਵਲੰਟੀਅਰਾਂ ਦਾ ਧੰਨਵਾਦ ਕੀਤਾ। ਸਰਕਟ ਦਾ ਅਗਲਾ ਵੱਡਾ ਟੂਰਨਾਮੈਂਟ ਸੀਜ਼ਨ ਵਿੱਚ ਅੱਗੇ ਜਾ ਕੇ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਹੋਵੇਗਾ।</p>',
        ),
      ],
      ...byline(newsDesk.rajveer),
      tags: ['sports', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'fraser-valley-lions-kabaddi-trophy'),
          caption: 'The Fraser Valley Lions lift the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੀ ਟਰਾਫ਼ੀ ਨਾਲ ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਦੀ ਟੀਮ।',
        },
        {
          url: img('sports', 'surrey-kabaddi-cup-final-raid'),
          caption: 'A raider breaks free in the final of the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਜਾਫੀਆਂ ਦੀ ਪਕੜ ’ਚੋਂ ਨਿਕਲਦਾ ਧਾਵੀ।',
        },
      ],
      videos: [video('Surrey kabaddi cup final: last-raid highlights', 'k4bdi9surx2')],
      postDate: d.daysAgo(0, '06:50'),
    },
    {
      id: 1159,
      kind: 'news',
      slug: 'surrey-wrestling-club-sends-six-young-grapplers-to-provincials',
      title: 'Surrey wrestling club sends six young grapplers to provincials',
      titlePa: 'ਸਰੀ ਦੇ ਕੁਸ਼ਤੀ ਕਲੱਬ ਦੇ ਛੇ ਨੌਜਵਾਨ ਪਹਿਲਵਾਨ ਸੂਬਾਈ ਮੁਕਾਬਲਿਆਂ ਲਈ ਚੁਣੇ ਗਏ',
      intro:
        'A volunteer-run wrestling club that trains in a Surrey school gym has qualified six athletes aged 12 to 17 for the provincial youth championships.',
      introPa:
        'ਸਰੀ ਦੇ ਇੱਕ ਸਕੂਲ ਦੇ ਜਿਮ ਵਿੱਚ ਅਭਿਆਸ ਕਰਨ ਵਾਲੇ, ਵਲੰਟੀਅਰਾਂ ਵੱਲੋਂ ਚਲਾਏ ਜਾਂਦੇ ਕੁਸ਼ਤੀ ਕਲੱਬ ਦੇ 12 ਤੋਂ 17 ਸਾਲ ਦੇ ਛੇ ਖਿਡਾਰੀ ਸੂਬਾਈ ਯੂਥ ਚੈਂਪੀਅਨਸ਼ਿਪ ਲਈ ਕੁਆਲੀਫ਼ਾਈ ਕਰ ਗਏ ਹਨ।',
      body: [
        t(
          '<p>The Newton Akhara Wrestling Club trains three evenings a week on borrowed mats, led by coaches who learned the sport in village <em>akharas</em> in Punjab. Four boys and two girls earned spots at the provincials after strong finishes at regional qualifiers. Two of them will wrestle freestyle for the first time after years of traditional mud wrestling with their grandfathers.</p>',
        ),
        {
          type: 'quote',
          quote:
            'In the akhara we learned respect before we learned holds. These children carry both, and that is what makes me proudest.',
          author: 'Baldev Singh Khaira, head coach',
        },
        t(
          '<p>The club charges no fees and relies on donations from local businesses and parents for travel and uniforms. Coaches say interest has grown since a club member won a national youth medal two years ago.</p>',
        ),
        t(
          '<p>Parents have organised a fundraising dinner to cover hotel costs during the championships. The club is also looking for a permanent space with room for a second mat.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਨਿਊਟਨ ਅਖਾੜਾ ਰੈਸਲਿੰਗ ਕਲੱਬ ਹਫ਼ਤੇ ਵਿੱਚ ਤਿੰਨ ਸ਼ਾਮਾਂ ਉਧਾਰ ਲਏ ਮੈਟਾਂ ’ਤੇ ਅਭਿਆਸ ਕਰਦਾ ਹੈ ਅਤੇ ਇਸ ਦੇ ਕੋਚਾਂ ਨੇ ਇਹ ਖੇਡ ਪੰਜਾਬ ਦੇ ਪਿੰਡਾਂ ਦੇ <em>ਅਖਾੜਿਆਂ</em> ਵਿੱਚ ਸਿੱਖੀ ਸੀ। ਖੇਤਰੀ ਕੁਆਲੀਫ਼ਾਇਰ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚ ਵਧੀਆ ਪ੍ਰਦਰਸ਼ਨ ਕਰਕੇ ਚਾਰ ਮੁੰਡਿਆਂ ਅਤੇ ਦੋ ਕੁੜੀਆਂ ਨੇ ਸੂਬਾਈ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚ ਥਾਂ ਬਣਾਈ। ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਦੋ ਖਿਡਾਰੀ ਸਾਲਾਂ ਤੱਕ ਆਪਣੇ ਦਾਦਿਆਂ ਨਾਲ ਮਿੱਟੀ ਵਿੱਚ ਰਵਾਇਤੀ ਕੁਸ਼ਤੀ ਕਰਨ ਤੋਂ ਬਾਅਦ ਪਹਿਲੀ ਵਾਰ ਫ੍ਰੀਸਟਾਈਲ ਵਿੱਚ ਉਤਰਨਗੇ।</p>',
        ),
        {
          type: 'quote',
          quote: 'ਅਖਾੜੇ ਵਿੱਚ ਅਸੀਂ ਦਾਅ-ਪੇਚ ਤੋਂ ਪਹਿਲਾਂ ਅਦਬ ਸਿੱਖਿਆ ਸੀ। ਇਨ੍ਹਾਂ ਬੱਚਿਆਂ ਵਿੱਚ ਦੋਵੇਂ ਗੁਣ ਹਨ, ਅਤੇ ਮੈਨੂੰ ਸਭ ਤੋਂ ਵੱਧ ਮਾਣ ਇਸੇ ਗੱਲ ਦਾ ਹੈ।',
          author: 'ਬਲਦੇਵ ਸਿੰਘ ਖਹਿਰਾ, ਮੁੱਖ ਕੋਚ',
        },
        t(
          '<p>ਕਲੱਬ ਕੋਈ ਫ਼ੀਸ ਨਹੀਂ ਲੈਂਦਾ ਅਤੇ ਸਫ਼ਰ ਤੇ ਵਰਦੀਆਂ ਦਾ ਖ਼ਰਚਾ ਸਥਾਨਕ ਕਾਰੋਬਾਰੀਆਂ ਅਤੇ ਮਾਪਿਆਂ ਦੇ ਦਾਨ ਨਾਲ ਚੱਲਦਾ ਹੈ। ਕੋਚਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦੋ ਸਾਲ ਪਹਿਲਾਂ ਕਲੱਬ ਦੇ ਇੱਕ ਮੈਂਬਰ ਵੱਲੋਂ ਕੌਮੀ ਯੂਥ ਤਮਗ਼ਾ ਜਿੱਤਣ ਤੋਂ ਬਾਅਦ ਬੱਚਿਆਂ ਦੀ ਦਿਲਚਸਪੀ ਵਧੀ ਹੈ।</p>',
        ),
        t(
          '<p>ਮਾਪਿਆਂ ਨੇ ਚੈਂਪੀਅਨਸ਼ਿਪ ਦੌਰਾਨ ਹੋਟਲ ਦਾ ਖ਼ਰਚਾ ਪੂਰਾ ਕਰਨ ਲਈ ਫ਼ੰਡ ਇਕੱਠਾ ਕਰਨ ਵਾਸਤੇ ਡਿਨਰ ਰੱਖਿਆ ਹੈ। ਕਲੱਬ ਇੱਕ ਪੱਕੀ ਥਾਂ ਦੀ ਭਾਲ ਵਿੱਚ ਵੀ ਹੈ, ਜਿੱਥੇ ਦੂਜਾ ਮੈਟ ਵਿਛਾਉਣ ਦੀ ਗੁੰਜਾਇਸ਼ ਹੋਵੇ।</p>',
        ),
      ],
      ...byline(newsDesk.kabir),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'newton-akhara-youth-wrestlers'),
          caption: 'Young wrestlers train at a school gym in Newton.',
          captionPa: 'ਨਿਊਟਨ ਦੇ ਇੱਕ ਸਕੂਲ ਦੇ ਜਿਮ ਵਿੱਚ ਅਭਿਆਸ ਕਰਦੇ ਨੌਜਵਾਨ ਪਹਿਲਵਾਨ।',
        },
      ],
      postDate: d.daysAgo(1, '18:30'),
    },
    {
      id: 1160,
      kind: 'news',
      slug: 'abbotsford-side-tops-bc-cricket-league-table-after-rain-hit-round',
      title: 'Abbotsford side tops BC cricket league table after rain-hit round',
      intro:
        'The Fraser Valley Strikers moved to the top of their division with a narrow win, while two other fixtures were washed out by steady rain across the Lower Mainland.',
      body: [
        t(
          '<p>The Fraser Valley Strikers beat the Richmond Royals by eleven runs in a match cut to twenty overs, lifting the Abbotsford club to the top of the first division. Opening batter Harshdeep Sran top-scored with a brisk 54, and left-arm spinner Omar Qureshi took three wickets in the closing overs. Two other matches in the division were abandoned without a ball bowled.</p>',
        ),
        t(
          '<p>League officials said points from abandoned fixtures will be shared, one to each side. The wet spell has renewed calls for more covered practice facilities, since many clubs share a handful of grounds across the region.</p>',
        ),
        t(
          '<p>The Strikers face the Surrey Tigers next, in a match that could decide the division title. Both clubs field a mix of BC-born players and newcomers from India, Pakistan and Sri Lanka.</p>',
        ),
      ],
      author: newsDesk.kabir.en,
      tags: ['sports'],
      locale: ['en'],
      images: [
        {
          url: img('sports', 'fraser-valley-strikers-cricket-abbotsford'),
          caption: 'Fraser Valley Strikers batting under grey skies in Abbotsford.',
        },
      ],
      postDate: d.daysAgo(2, '20:10'),
    },
    {
      id: 1161,
      kind: 'news',
      slug: 'surrey-girls-under-16-field-hockey-team-books-a-place-at-nationals',
      title: "Surrey girls' under-16 field hockey team books a place at nationals",
      titlePa: 'ਸਰੀ ਦੀ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦੀ ਫ਼ੀਲਡ ਹਾਕੀ ਟੀਮ ਨੇ ਕੌਮੀ ਚੈਂਪੀਅਨਸ਼ਿਪ ਲਈ ਥਾਂ ਪੱਕੀ ਕੀਤੀ',
      intro:
        "A shootout win in the provincial final has sent a Surrey club's under-16 girls to the national field hockey championship for the first time.",
      introPa:
        'ਸੂਬਾਈ ਫਾਈਨਲ ਵਿੱਚ ਪੈਨਲਟੀ ਸ਼ੂਟਆਊਟ ਰਾਹੀਂ ਮਿਲੀ ਜਿੱਤ ਨਾਲ ਸਰੀ ਦੇ ਇੱਕ ਕਲੱਬ ਦੀ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦੀ ਟੀਮ ਪਹਿਲੀ ਵਾਰ ਕੌਮੀ ਫ਼ੀਲਡ ਹਾਕੀ ਚੈਂਪੀਅਨਸ਼ਿਪ ਵਿੱਚ ਖੇਡੇਗੀ।',
      body: [
        t(
          "<p>The Panorama Ridge Field Hockey Club's under-16 girls drew 1–1 with a Vancouver Island side in regulation time before goalkeeper Avneet Bal made two saves in the shootout. Many of the players come from families with deep roots in the game, with parents and grandparents who played in Punjab and in Surrey's early community leagues. The team trains on the turf field of a local secondary school.</p>",
        ),
        {
          type: 'image',
          url: img('sports', 'surrey-girls-field-hockey-u16-celebration'),
          caption: 'Players celebrate the shootout win in the provincial final.',
          captionPa: 'ਸੂਬਾਈ ਫਾਈਨਲ ਵਿੱਚ ਸ਼ੂਟਆਊਟ ਦੀ ਜਿੱਤ ਦਾ ਜਸ਼ਨ ਮਨਾਉਂਦੀਆਂ ਖਿਡਾਰਨਾਂ।',
        },
        t(
          '<p>Coaches say the result reflects years of work by volunteers who run free clinics for girls in Newton and Fleetwood. Field hockey remains a favourite in the Punjabi community, and club enrolment has grown for three straight seasons.</p>',
        ),
        t(
          "<p><strong>Update:</strong> The club has confirmed that the national championship will be held in Ontario, and families have launched an online fundraiser to cover flights for players and coaches. Donations will also be taken at the club's fundraising dinner.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਪੈਨੋਰਾਮਾ ਰਿੱਜ ਫ਼ੀਲਡ ਹਾਕੀ ਕਲੱਬ ਦੀਆਂ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦਾ ਵੈਨਕੂਵਰ ਆਈਲੈਂਡ ਦੀ ਟੀਮ ਨਾਲ ਨਿਰਧਾਰਤ ਸਮੇਂ ਵਿੱਚ ਮੁਕਾਬਲਾ 1–1 ਨਾਲ ਬਰਾਬਰ ਰਿਹਾ, ਜਿਸ ਤੋਂ ਬਾਅਦ ਗੋਲਕੀਪਰ ਅਵਨੀਤ ਬੱਲ ਨੇ ਸ਼ੂਟਆਊਟ ਵਿੱਚ ਦੋ ਸ਼ਾਨਦਾਰ ਬਚਾਅ ਕੀਤੇ। ਕਈ ਖਿਡਾਰਨਾਂ ਅਜਿਹੇ ਪਰਿਵਾਰਾਂ ਤੋਂ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੇ ਮਾਪੇ ਅਤੇ ਦਾਦੇ-ਦਾਦੀਆਂ ਪੰਜਾਬ ਵਿੱਚ ਅਤੇ ਸਰੀ ਦੀਆਂ ਮੁੱਢਲੀਆਂ ਭਾਈਚਾਰਕ ਲੀਗਾਂ ਵਿੱਚ ਖੇਡਦੇ ਰਹੇ ਹਨ। ਟੀਮ ਇੱਕ ਸਥਾਨਕ ਸੈਕੰਡਰੀ ਸਕੂਲ ਦੇ ਟਰਫ਼ ਮੈਦਾਨ ’ਤੇ ਅਭਿਆਸ ਕਰਦੀ ਹੈ।</p>',
        ),
        {
          type: 'image',
          url: img('sports', 'surrey-girls-field-hockey-u16-celebration'),
          caption: 'Players celebrate the shootout win in the provincial final.',
          captionPa: 'ਸੂਬਾਈ ਫਾਈਨਲ ਵਿੱਚ ਸ਼ੂਟਆਊਟ ਦੀ ਜਿੱਤ ਦਾ ਜਸ਼ਨ ਮਨਾਉਂਦੀਆਂ ਖਿਡਾਰਨਾਂ।',
        },
        t(
          '<p>ਕੋਚਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਨਤੀਜਾ ਉਨ੍ਹਾਂ ਵਲੰਟੀਅਰਾਂ ਦੀ ਸਾਲਾਂ ਦੀ ਮਿਹਨਤ ਦਾ ਫਲ ਹੈ, ਜੋ ਨਿਊਟਨ ਅਤੇ ਫਲੀਟਵੁੱਡ ਵਿੱਚ ਕੁੜੀਆਂ ਲਈ ਮੁਫ਼ਤ ਕਲੀਨਿਕ ਚਲਾਉਂਦੇ ਹਨ। ਫ਼ੀਲਡ ਹਾਕੀ ਪੰਜਾਬੀ ਭਾਈਚਾਰੇ ਦੀ ਮਨਪਸੰਦ ਖੇਡ ਬਣੀ ਹੋਈ ਹੈ ਅਤੇ ਕਲੱਬ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਗਾਤਾਰ ਤਿੰਨ ਸੀਜ਼ਨਾਂ ਤੋਂ ਵਧ ਰਿਹਾ ਹੈ।</p>',
        ),
        t(
          '<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਕਲੱਬ ਨੇ ਪੁਸ਼ਟੀ ਕੀਤੀ ਹੈ ਕਿ ਕੌਮੀ ਚੈਂਪੀਅਨਸ਼ਿਪ ਓਂਟਾਰੀਓ ਵਿੱਚ ਹੋਵੇਗੀ, ਅਤੇ ਪਰਿਵਾਰਾਂ ਨੇ ਖਿਡਾਰਨਾਂ ਅਤੇ ਕੋਚਾਂ ਦੀਆਂ ਹਵਾਈ ਟਿਕਟਾਂ ਲਈ ਆਨਲਾਈਨ ਫ਼ੰਡ ਮੁਹਿੰਮ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ। ਕਲੱਬ ਦੇ ਫ਼ੰਡ ਇਕੱਠਾ ਕਰਨ ਵਾਲੇ ਡਿਨਰ ’ਤੇ ਵੀ ਦਾਨ ਦਿੱਤਾ ਜਾ ਸਕੇਗਾ।</p>',
        ),
      ],
      ...byline(newsDesk.rajveer),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'panorama-ridge-field-hockey-girls-team'),
          caption: 'The Panorama Ridge under-16 girls with the provincial trophy.',
          captionPa: 'ਸੂਬਾਈ ਟਰਾਫ਼ੀ ਨਾਲ ਪੈਨੋਰਾਮਾ ਰਿੱਜ ਦੀ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦੀ ਟੀਮ।',
        },
      ],
      postDate: d.daysAgo(3, '12:15'),
      postDateUpdated: d.daysAgo(3, '15:30'),
    },
    {
      id: 1162,
      kind: 'news',
      slug: 'kabaddi-players-from-punjab-arrive-for-surrey-cup',
      ...gurmukhiOnly({
        title: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਲਈ ਪੰਜਾਬ ਤੋਂ ਖਿਡਾਰੀਆਂ ਦੀ ਆਮਦ ਸ਼ੁਰੂ, ਕਲੱਬਾਂ ਵਿੱਚ ਜੋਸ਼',
        intro:
          'ਸਰੀ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਕਬੱਡੀ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ ਪੰਜਾਬ ਤੋਂ ਨਾਮੀ ਧਾਵੀ ਅਤੇ ਜਾਫੀ ਪਹੁੰਚਣੇ ਸ਼ੁਰੂ ਹੋ ਗਏ ਹਨ। ਕਲੱਬਾਂ ਨੇ ਅਭਿਆਸ ਸੈਸ਼ਨ ਵੀ ਤੇਜ਼ ਕਰ ਦਿੱਤੇ ਹਨ।',
        body: [
          t(
            '<p>ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਵਿੱਚ ਕੁਝ ਹੀ ਦਿਨ ਬਾਕੀ ਹਨ ਅਤੇ ਵੈਨਕੂਵਰ ਹਵਾਈ ਅੱਡੇ ’ਤੇ ਪੰਜਾਬ ਤੋਂ ਆਉਣ ਵਾਲੇ ਖਿਡਾਰੀਆਂ ਦਾ ਢੋਲ ਨਾਲ ਸਵਾਗਤ ਹੋ ਰਿਹਾ ਹੈ। ਇਸ ਵਾਰ ਅੱਠ ਕਲੱਬ ਕੱਪ ਵਿੱਚ ਹਿੱਸਾ ਲੈ ਰਹੇ ਹਨ ਅਤੇ ਹਰ ਕਲੱਬ ਨੇ ਦੋ-ਤਿੰਨ ਖਿਡਾਰੀ ਪੰਜਾਬ ਤੋਂ ਸੱਦੇ ਹਨ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਸਾਰੇ ਖਿਡਾਰੀਆਂ ਦੇ ਵੀਜ਼ੇ ਅਤੇ ਡੋਪ ਟੈਸਟ ਦੇ ਕਾਗ਼ਜ਼ ਪੂਰੇ ਹਨ।</p>',
          ),
          {
            type: 'image',
            url: img('sports', 'kabaddi-practice-surrey-park'),
            caption: 'ਸਰੀ ਦੇ ਇੱਕ ਪਾਰਕ ਵਿੱਚ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ ਅਭਿਆਸ ਕਰਦੇ ਕਬੱਡੀ ਖਿਡਾਰੀ।',
            captionPa: 'ਸਰੀ ਦੇ ਇੱਕ ਪਾਰਕ ਵਿੱਚ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ ਅਭਿਆਸ ਕਰਦੇ ਕਬੱਡੀ ਖਿਡਾਰੀ।',
          },
          t(
            '<p>ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਅਤੇ ਨਿਊਟਨ ਯੂਥ ਕਬੱਡੀ ਕਲੱਬ ਨੂੰ ਇਸ ਵਾਰ ਖ਼ਿਤਾਬ ਦੇ ਮੁੱਖ ਦਾਅਵੇਦਾਰ ਮੰਨਿਆ ਜਾ ਰਿਹਾ ਹੈ। ਦੋਵੇਂ ਕਲੱਬ ਰੋਜ਼ ਸ਼ਾਮ ਨੂੰ ਸਥਾਨਕ ਪਾਰਕਾਂ ਵਿੱਚ ਅਭਿਆਸ ਕਰ ਰਹੇ ਹਨ, ਜਿੱਥੇ ਨੌਜਵਾਨ ਪ੍ਰਸ਼ੰਸਕ ਵੀ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਪਹੁੰਚਦੇ ਹਨ।</p>',
          ),
          t(
            '<p>ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦਰਸ਼ਕਾਂ ਨੂੰ ਅਪੀਲ ਕੀਤੀ ਹੈ ਕਿ ਪਾਰਕਿੰਗ ਦੀ ਘਾਟ ਕਾਰਨ ਸਾਂਝੀਆਂ ਗੱਡੀਆਂ ਵਿੱਚ ਆਉਣ ਜਾਂ ਸ਼ਟਲ ਬੱਸ ਵਰਤਣ। ਕੱਪ ਦੌਰਾਨ ਲੰਗਰ, ਪਾਣੀ ਅਤੇ ਮੁੱਢਲੀ ਸਹਾਇਤਾ ਦਾ ਪੂਰਾ ਪ੍ਰਬੰਧ ਹੋਵੇਗਾ, ਅਤੇ 91.5 FM ਵੱਲੋਂ ਫਾਈਨਲ ਦਾ ਸਿੱਧਾ ਪ੍ਰਸਾਰਣ ਕੀਤਾ ਜਾਵੇਗਾ।</p>',
          ),
        ],
        reporter: newsDesk.kabir,
      }),
      tags: ['sports'],
      images: [
        gurmukhiImage(
          img('sports', 'kabaddi-players-arrive-vancouver-airport'),
          'ਵੈਨਕੂਵਰ ਹਵਾਈ ਅੱਡੇ ’ਤੇ ਪੰਜਾਬ ਤੋਂ ਆਏ ਕਬੱਡੀ ਖਿਡਾਰੀਆਂ ਦਾ ਸਵਾਗਤ।',
        ),
      ],
      audios: [{ title: 'ਕਬੱਡੀ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ: ਕੋਚਾਂ ਨਾਲ ਗੱਲਬਾਤ', url: '/media/audio/sports-call.wav', duration: 36 }],
      postDate: d.daysAgo(5, '10:00'),
    },
    ...sportsEarlierPosts(d),
  ];
}
