/**
 * The older sports posts of the news desk (news/sports.ts lists the newest and then these). Every
 * reporter, club and person quoted is invented.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, mediaImage, t } from '../helpers';
import { newsDesk } from './reporters';

/** Path of an image in the desk's sports folder. */
const img: (group: 'sports', name: string) => string = mediaImage;

/** The older half of sportsPosts, newest first. */
export function sportsEarlierPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1163,
      kind: 'news',
      slug: 'surrey-fans-pack-viewing-party-as-vancouvers-nhl-team-opens-home-stand',
      title: "Surrey fans pack viewing party as Vancouver's NHL team opens home stand",
      titlePa: 'ਵੈਨਕੂਵਰ ਦੀ ਐੱਨਐੱਚਐੱਲ ਟੀਮ ਦੇ ਘਰੇਲੂ ਮੈਚਾਂ ਦੀ ਸ਼ੁਰੂਆਤ ’ਤੇ ਸਰੀ ਵਿੱਚ ਪ੍ਰਸ਼ੰਸਕਾਂ ਦਾ ਭਰਵਾਂ ਇਕੱਠ',
      intro:
        "Hundreds of fans, many of them young Punjabi-Canadians, filled a Surrey banquet hall to watch Vancouver's NHL club on a big screen with Punjabi commentary.",
      introPa:
        'ਸੈਂਕੜੇ ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੇ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਵੱਡੀ ਗਿਣਤੀ ਨੌਜਵਾਨ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨਾਂ ਦੀ ਸੀ, ਸਰੀ ਦੇ ਇੱਕ ਬੈਂਕੁਇਟ ਹਾਲ ਵਿੱਚ ਵੱਡੀ ਸਕਰੀਨ ’ਤੇ ਪੰਜਾਬੀ ਕੁਮੈਂਟਰੀ ਨਾਲ ਵੈਨਕੂਵਰ ਦੀ ਐੱਨਐੱਚਐੱਲ ਟੀਮ ਦਾ ਮੈਚ ਦੇਖਿਆ।',
      body: [
        t(
          '<p>The viewing party, organised by a group of local hockey parents, drew families in team jerseys, turbaned grandfathers and children with painted faces. Every Vancouver goal brought a roar and a burst of dhol from the back of the hall. Organisers said the tickets sold out within two days.</p>',
        ),
        t(
          '<p>Hockey has grown quickly among young Punjabi-Canadians, and minor hockey associations in Surrey report more South Asian players every season. Several parents at the event said their children first fell for the game listening to Punjabi-language commentary with their grandparents.</p>',
        ),
        t(
          '<p>The organisers plan a similar event for every Saturday home game this season, with proceeds going to a fund that helps families buy hockey equipment. Ice time and gear remain the biggest barriers for newcomer families, they said.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਸਥਾਨਕ ਹਾਕੀ ਮਾਪਿਆਂ ਦੇ ਇੱਕ ਗਰੁੱਪ ਵੱਲੋਂ ਕਰਵਾਏ ਇਸ ਇਕੱਠ ਵਿੱਚ ਟੀਮ ਦੀਆਂ ਜਰਸੀਆਂ ਪਾਈ ਪਰਿਵਾਰ, ਦਸਤਾਰਧਾਰੀ ਬਜ਼ੁਰਗ ਅਤੇ ਚਿਹਰੇ ਰੰਗਾ ਕੇ ਆਏ ਬੱਚੇ ਪਹੁੰਚੇ। ਵੈਨਕੂਵਰ ਦੇ ਹਰ ਗੋਲ ’ਤੇ ਹਾਲ ਨਾਅਰਿਆਂ ਨਾਲ ਗੂੰਜ ਉੱਠਦਾ ਅਤੇ ਪਿੱਛਿਓਂ ਢੋਲ ਵੱਜਣ ਲੱਗ ਪੈਂਦਾ। ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਟਿਕਟਾਂ ਦੋ ਦਿਨਾਂ ਵਿੱਚ ਹੀ ਵਿਕ ਗਈਆਂ ਸਨ।</p>',
        ),
        t(
          '<p>ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਨੌਜਵਾਨਾਂ ਵਿੱਚ ਹਾਕੀ ਦਾ ਸ਼ੌਕ ਤੇਜ਼ੀ ਨਾਲ ਵਧਿਆ ਹੈ ਅਤੇ ਸਰੀ ਦੀਆਂ ਮਾਈਨਰ ਹਾਕੀ ਐਸੋਸੀਏਸ਼ਨਾਂ ਮੁਤਾਬਕ ਹਰ ਸੀਜ਼ਨ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਖਿਡਾਰੀਆਂ ਦੀ ਗਿਣਤੀ ਵਧ ਰਹੀ ਹੈ। ਸਮਾਗਮ ਵਿੱਚ ਆਏ ਕਈ ਮਾਪਿਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਦੇ ਬੱਚਿਆਂ ਨੂੰ ਇਸ ਖੇਡ ਦਾ ਸ਼ੌਕ ਦਾਦਾ-ਦਾਦੀ ਨਾਲ ਬੈਠ ਕੇ ਪੰਜਾਬੀ ਕੁਮੈਂਟਰੀ ਸੁਣਦਿਆਂ ਪਿਆ।</p>',
        ),
        t(
          '<p>ਪ੍ਰਬੰਧਕ ਇਸ ਸੀਜ਼ਨ ਦੇ ਹਰ ਸ਼ਨਿੱਚਰਵਾਰ ਦੇ ਘਰੇਲੂ ਮੈਚ ਲਈ ਅਜਿਹਾ ਇਕੱਠ ਕਰਨ ਦੀ ਯੋਜਨਾ ਬਣਾ ਰਹੇ ਹਨ, ਜਿਸ ਦੀ ਕਮਾਈ ਪਰਿਵਾਰਾਂ ਨੂੰ ਹਾਕੀ ਦਾ ਸਾਮਾਨ ਖ਼ਰੀਦਣ ਵਿੱਚ ਮਦਦ ਕਰਨ ਵਾਲੇ ਫ਼ੰਡ ਵਿੱਚ ਜਾਵੇਗੀ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਨਵੇਂ ਆਏ ਪਰਿਵਾਰਾਂ ਲਈ ਬਰਫ਼ ’ਤੇ ਅਭਿਆਸ ਦਾ ਸਮਾਂ ਅਤੇ ਸਾਮਾਨ ਹੀ ਸਭ ਤੋਂ ਵੱਡੀ ਰੁਕਾਵਟ ਹਨ।</p>',
        ),
      ],
      ...byline(newsDesk.rajveer),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'surrey-hockey-viewing-party-banquet-hall'),
          caption: 'Fans cheer a Vancouver goal at a viewing party in Surrey.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਮੈਚ ਦੇਖਣ ਲਈ ਹੋਏ ਇਕੱਠ ਦੌਰਾਨ ਵੈਨਕੂਵਰ ਦੇ ਗੋਲ ’ਤੇ ਖ਼ੁਸ਼ੀ ਮਨਾਉਂਦੇ ਪ੍ਰਸ਼ੰਸਕ।',
        },
      ],
      postDate: d.daysAgo(7, '21:30'),
    },
    {
      id: 1164,
      kind: 'news',
      slug: 'bc-cricket-clubs-open-indoor-winter-nets-in-surrey',
      title: 'BC cricket clubs open indoor winter nets in Surrey',
      intro:
        'Cricketers who usually put their bats away in the wet months can keep practising this winter, with indoor nets opening in a converted warehouse in Surrey.',
      body: [
        t(
          "<p>A group of BC cricket clubs has leased part of a warehouse in Surrey's Campbell Heights business park and fitted it with three netted lanes and a bowling machine. Sessions can be booked by the hour, with discounted slots for juniors on weekday afternoons. Organisers say it is the largest facility of its kind in the Fraser Valley.</p>",
        ),
        t(
          '<p>The wet climate has long limited cricket on the Lower Mainland to a short summer season. Coaches say the indoor nets will let young players work on their technique year-round and help clubs prepare for provincial tournaments.</p>',
        ),
        t(
          '<p>Sessions for women and girls will run twice a week with female coaches. Clubs are also offering free taster sessions for newcomers who want to try the game.</p>',
        ),
      ],
      author: newsDesk.kabir.en,
      tags: ['sports'],
      locale: ['en'],
      images: [
        {
          url: img('sports', 'surrey-indoor-cricket-nets'),
          caption: 'A junior batter practises in the new indoor nets in Surrey.',
        },
      ],
      postDate: d.daysAgo(15, '16:20'),
    },
    {
      id: 1165,
      kind: 'news',
      slug: 'abbotsford-teen-wins-gold-at-western-canada-youth-wrestling-meet',
      title: 'Abbotsford teen wins gold at Western Canada youth wrestling meet',
      titlePa: 'ਐਬਟਸਫੋਰਡ ਦੀ ਮੁਟਿਆਰ ਪਹਿਲਵਾਨ ਨੇ ਪੱਛਮੀ ਕੈਨੇਡਾ ਯੂਥ ਕੁਸ਼ਤੀ ਮੁਕਾਬਲੇ ਵਿੱਚ ਜਿੱਤਿਆ ਸੋਨਾ',
      intro:
        'Sixteen-year-old Simranjit Thind of Abbotsford won the 57 kg title at a Western Canada youth wrestling meet, pinning her opponent in the final round.',
      introPa:
        'ਐਬਟਸਫੋਰਡ ਦੀ 16 ਸਾਲਾ ਸਿਮਰਨਜੀਤ ਥਿੰਦ ਨੇ ਪੱਛਮੀ ਕੈਨੇਡਾ ਦੇ ਯੂਥ ਕੁਸ਼ਤੀ ਮੁਕਾਬਲੇ ਵਿੱਚ 57 ਕਿੱਲੋ ਵਰਗ ਦਾ ਖ਼ਿਤਾਬ ਜਿੱਤਿਆ ਅਤੇ ਫਾਈਨਲ ਵਿੱਚ ਵਿਰੋਧੀ ਨੂੰ ਚਿੱਤ ਕਰ ਦਿੱਤਾ।',
      body: [
        t(
          '<p>Thind, a Grade 11 student, won four bouts on the day without conceding a point until the final. Her coach said she has trained at the same Abbotsford club since she was nine, often before school. The meet drew young wrestlers from BC, Alberta, Saskatchewan and Manitoba.</p>',
        ),
        {
          type: 'image',
          url: img('sports', 'abbotsford-youth-wrestling-gold-podium'),
          caption: 'Simranjit Thind on the podium with her gold medal.',
          captionPa: 'ਸੋਨ ਤਮਗ਼ੇ ਨਾਲ ਜੇਤੂ ਮੰਚ ’ਤੇ ਖੜ੍ਹੀ ਸਿਮਰਨਜੀਤ ਥਿੰਦ।',
        },
        {
          type: 'quote',
          quote:
            'My grandmother used to watch wrestling at village fairs in Punjab, but she never saw a girl on the mat. Now she watches me.',
          author: 'Simranjit Thind, 57 kg champion',
        },
        t(
          '<p>Thind now hopes to qualify for the national team trials next year. Her club is raising money to send her and two teammates to a training camp in the coming months.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਗਿਆਰ੍ਹਵੀਂ ਜਮਾਤ ਦੀ ਵਿਦਿਆਰਥਣ ਥਿੰਦ ਨੇ ਦਿਨ ਭਰ ਵਿੱਚ ਚਾਰ ਮੁਕਾਬਲੇ ਜਿੱਤੇ ਅਤੇ ਫਾਈਨਲ ਤੱਕ ਇੱਕ ਵੀ ਅੰਕ ਨਹੀਂ ਗੁਆਇਆ। ਉਸ ਦੇ ਕੋਚ ਨੇ ਦੱਸਿਆ ਕਿ ਉਹ ਨੌਂ ਸਾਲ ਦੀ ਉਮਰ ਤੋਂ ਐਬਟਸਫੋਰਡ ਦੇ ਇਸੇ ਕਲੱਬ ਵਿੱਚ ਅਭਿਆਸ ਕਰ ਰਹੀ ਹੈ, ਅਕਸਰ ਸਕੂਲ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ। ਮੁਕਾਬਲੇ ਵਿੱਚ ਬੀ.ਸੀ., ਐਲਬਰਟਾ, ਸਸਕੈਚਵਨ ਅਤੇ ਮੈਨੀਟੋਬਾ ਦੇ ਨੌਜਵਾਨ ਪਹਿਲਵਾਨਾਂ ਨੇ ਹਿੱਸਾ ਲਿਆ।</p>',
        ),
        {
          type: 'image',
          url: img('sports', 'abbotsford-youth-wrestling-gold-podium'),
          caption: 'Simranjit Thind on the podium with her gold medal.',
          captionPa: 'ਸੋਨ ਤਮਗ਼ੇ ਨਾਲ ਜੇਤੂ ਮੰਚ ’ਤੇ ਖੜ੍ਹੀ ਸਿਮਰਨਜੀਤ ਥਿੰਦ।',
        },
        {
          type: 'quote',
          quote:
            'ਮੇਰੀ ਦਾਦੀ ਪੰਜਾਬ ਵਿੱਚ ਪਿੰਡਾਂ ਦੇ ਮੇਲਿਆਂ ’ਤੇ ਕੁਸ਼ਤੀ ਦੇਖਦੀ ਹੁੰਦੀ ਸੀ, ਪਰ ਉਸ ਨੇ ਕਦੇ ਕਿਸੇ ਕੁੜੀ ਨੂੰ ਘੁਲਦਿਆਂ ਨਹੀਂ ਦੇਖਿਆ ਸੀ। ਹੁਣ ਉਹ ਮੈਨੂੰ ਦੇਖਦੀ ਹੈ।',
          author: 'ਸਿਮਰਨਜੀਤ ਥਿੰਦ, 57 ਕਿੱਲੋ ਵਰਗ ਦੀ ਚੈਂਪੀਅਨ',
        },
        t(
          '<p>ਥਿੰਦ ਹੁਣ ਅਗਲੇ ਸਾਲ ਕੌਮੀ ਟੀਮ ਦੇ ਟਰਾਇਲਾਂ ਲਈ ਕੁਆਲੀਫ਼ਾਈ ਕਰਨ ਦੀ ਆਸ ਰੱਖਦੀ ਹੈ। ਉਸ ਦਾ ਕਲੱਬ ਉਸ ਨੂੰ ਅਤੇ ਦੋ ਹੋਰ ਸਾਥੀਆਂ ਨੂੰ ਆਉਂਦੇ ਮਹੀਨਿਆਂ ਵਿੱਚ ਇੱਕ ਸਿਖਲਾਈ ਕੈਂਪ ’ਤੇ ਭੇਜਣ ਲਈ ਫ਼ੰਡ ਇਕੱਠਾ ਕਰ ਰਿਹਾ ਹੈ।</p>',
        ),
      ],
      ...byline(newsDesk.kabir),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'simranjit-thind-wrestling-final'),
          caption: 'Simranjit Thind on the attack in the 57 kg final.',
          captionPa: '57 ਕਿੱਲੋ ਵਰਗ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਦਾਅ ਲਾਉਂਦੀ ਸਿਮਰਨਜੀਤ ਥਿੰਦ।',
        },
      ],
      postDate: d.daysAgo(28, '14:00'),
    },
    {
      id: 1166,
      kind: 'news',
      slug: 'veterans-field-hockey-tournament-in-delta-honours-the-games-pioneers',
      title: "Veterans' field hockey tournament in Delta honours the game's pioneers",
      titlePa: 'ਡੈਲਟਾ ਵਿੱਚ ਵੈਟਰਨਜ਼ ਫ਼ੀਲਡ ਹਾਕੀ ਟੂਰਨਾਮੈਂਟ ਰਾਹੀਂ ਖੇਡ ਦੇ ਮੋਢੀਆਂ ਦਾ ਸਨਮਾਨ',
      intro:
        'Teams of players over 45 gathered in Delta for a tournament honouring the Punjabi immigrants who built field hockey clubs in the Lower Mainland decades ago.',
      introPa:
        '45 ਸਾਲ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਖਿਡਾਰੀਆਂ ਦੀਆਂ ਟੀਮਾਂ ਡੈਲਟਾ ਵਿੱਚ ਉਸ ਟੂਰਨਾਮੈਂਟ ਲਈ ਇਕੱਠੀਆਂ ਹੋਈਆਂ, ਜੋ ਦਹਾਕੇ ਪਹਿਲਾਂ ਲੋਅਰ ਮੇਨਲੈਂਡ ਵਿੱਚ ਫ਼ੀਲਡ ਹਾਕੀ ਕਲੱਬ ਬਣਾਉਣ ਵਾਲੇ ਪੰਜਾਬੀ ਪਰਵਾਸੀਆਂ ਦੇ ਸਨਮਾਨ ਵਿੱਚ ਕਰਵਾਇਆ ਗਿਆ।',
      body: [
        t(
          '<p>Ten teams from Surrey, Delta, Abbotsford, Calgary and Seattle played on two turf pitches over a long day. Before the opening match, organisers honoured eight founding members of local clubs, some now in their eighties, who played on gravel fields when they first arrived in Canada. Several received framed photographs from the 1970s.</p>',
        ),
        t(
          '<p>The host team from Delta beat a Calgary side 3–2 in a spirited final. Players said the scoreline mattered less than the reunion, with old teammates meeting for the first time in years.</p>',
        ),
        t(
          "<p><strong>Update:</strong> Organisers have announced that the tournament will become an annual event. Proceeds from this year's entry fees will go to junior field hockey programmes in Surrey and Delta.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਸਰੀ, ਡੈਲਟਾ, ਐਬਟਸਫੋਰਡ, ਕੈਲਗਰੀ ਅਤੇ ਸਿਆਟਲ ਦੀਆਂ ਦਸ ਟੀਮਾਂ ਨੇ ਸਾਰਾ ਦਿਨ ਦੋ ਟਰਫ਼ ਮੈਦਾਨਾਂ ’ਤੇ ਮੁਕਾਬਲੇ ਖੇਡੇ। ਉਦਘਾਟਨੀ ਮੈਚ ਤੋਂ ਪਹਿਲਾਂ ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਸਥਾਨਕ ਕਲੱਬਾਂ ਦੇ ਅੱਠ ਬਾਨੀ ਮੈਂਬਰਾਂ ਦਾ ਸਨਮਾਨ ਕੀਤਾ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕੁਝ ਹੁਣ ਅੱਸੀਆਂ ਨੂੰ ਢੁੱਕੇ ਹੋਏ ਹਨ ਅਤੇ ਜੋ ਕੈਨੇਡਾ ਆ ਕੇ ਬੱਜਰੀ ਵਾਲੇ ਮੈਦਾਨਾਂ ’ਤੇ ਖੇਡਦੇ ਰਹੇ। ਕਈਆਂ ਨੂੰ 1970ਵਿਆਂ ਦੀਆਂ ਫ਼ਰੇਮ ਕੀਤੀਆਂ ਤਸਵੀਰਾਂ ਭੇਟ ਕੀਤੀਆਂ ਗਈਆਂ।</p>',
        ),
        t(
          '<p>ਜੋਸ਼ ਭਰੇ ਫਾਈਨਲ ਵਿੱਚ ਮੇਜ਼ਬਾਨ ਡੈਲਟਾ ਦੀ ਟੀਮ ਨੇ ਕੈਲਗਰੀ ਦੀ ਟੀਮ ਨੂੰ 3–2 ਨਾਲ ਹਰਾਇਆ। ਖਿਡਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਸੀ ਕਿ ਨਤੀਜੇ ਨਾਲੋਂ ਵੱਧ ਅਹਿਮ ਇਹ ਮਿਲਣੀ ਸੀ, ਜਿੱਥੇ ਪੁਰਾਣੇ ਸਾਥੀ ਸਾਲਾਂ ਬਾਅਦ ਇੱਕ-ਦੂਜੇ ਨੂੰ ਮਿਲੇ।</p>',
        ),
        t(
          '<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਐਲਾਨ ਕੀਤਾ ਹੈ ਕਿ ਇਹ ਟੂਰਨਾਮੈਂਟ ਹੁਣ ਹਰ ਸਾਲ ਕਰਵਾਇਆ ਜਾਵੇਗਾ। ਇਸ ਸਾਲ ਦੀਆਂ ਐਂਟਰੀ ਫ਼ੀਸਾਂ ਤੋਂ ਹੋਈ ਕਮਾਈ ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੇ ਜੂਨੀਅਰ ਫ਼ੀਲਡ ਹਾਕੀ ਪ੍ਰੋਗਰਾਮਾਂ ਨੂੰ ਦਿੱਤੀ ਜਾਵੇਗੀ।</p>',
        ),
      ],
      ...byline(newsDesk.rajveer),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'delta-veterans-field-hockey-pioneers'),
          caption: 'Founding club members are honoured before the opening match in Delta.',
          captionPa: 'ਡੈਲਟਾ ਵਿੱਚ ਉਦਘਾਟਨੀ ਮੈਚ ਤੋਂ ਪਹਿਲਾਂ ਕਲੱਬਾਂ ਦੇ ਬਾਨੀ ਮੈਂਬਰਾਂ ਦਾ ਸਨਮਾਨ।',
        },
      ],
      postDate: d.daysAgo(48, '12:30'),
      postDateUpdated: d.daysAgo(48, '18:00'),
    },
  ];
}
