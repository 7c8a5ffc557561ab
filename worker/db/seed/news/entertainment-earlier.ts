/**
 * The older entertainment posts of the news desk (news/entertainment.ts lists the newest and then
 * these). Every person and business named is invented.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, mediaImage, t } from '../helpers';
import { newsDesk } from './reporters';

/** Path of an image in the desk's entertainment folder. */
const img: (group: 'entertainment', name: string) => string = mediaImage;

/** The older half of entertainmentNewsPosts, newest first. */
export function entertainmentNewsEarlierPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1171,
      kind: 'news',
      slug: 'punjabi-film-shot-in-the-fraser-valley-premieres-to-a-full-house',
      title: 'Punjabi film shot in the Fraser Valley premieres to a full house',
      titlePa: 'ਫਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਫ਼ਿਲਮਾਈ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦਾ ਪ੍ਰੀਮੀਅਰ ਹਾਊਸਫੁੱਲ',
      intro:
        '“Doonghiyan Jarhan”, a drama about a berry-farming family in Abbotsford, opened to a sold-out screening in Surrey, with much of its cast and crew drawn from the community.',
      introPa:
        'ਐਬਟਸਫੋਰਡ ਦੇ ਬੇਰੀ ਫਾਰਮ ਵਾਲੇ ਇੱਕ ਪਰਿਵਾਰ ਦੀ ਕਹਾਣੀ ’ਤੇ ਬਣੀ ਫ਼ਿਲਮ “ਡੂੰਘੀਆਂ ਜੜ੍ਹਾਂ” ਦਾ ਸਰੀ ਵਿੱਚ ਹਾਊਸਫੁੱਲ ਪ੍ਰੀਮੀਅਰ ਹੋਇਆ। ਇਸ ਦੇ ਬਹੁਤੇ ਕਲਾਕਾਰ ਅਤੇ ਅਮਲਾ ਸਥਾਨਕ ਭਾਈਚਾਰੇ ਵਿੱਚੋਂ ਹਨ।',
      body: [
        t(
          '<p>Director Harleen Aujla shot the film over two summers on farms near Abbotsford and Mission, casting local actors alongside two performers from Punjab. The story follows three generations of a family torn over whether to sell their farm as land prices climb. Several scenes were filmed during the blueberry harvest, with real farm workers as extras.</p>',
        ),
        {
          type: 'image',
          url: img('entertainment', 'doonghiyan-jarhan-premiere-surrey'),
          caption: 'Cast members arrive for the premiere in Surrey.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਪ੍ਰੀਮੀਅਰ ਲਈ ਪਹੁੰਚਦੇ ਫ਼ਿਲਮ ਦੇ ਕਲਾਕਾਰ।',
        },
        t(
          '<p>The audience gave the film a standing ovation, and many stayed for a long discussion with the cast afterwards. Aujla said the budget came largely from small investors in the community and a provincial arts grant.</p>',
        ),
        t(
          '<p>The film will screen at the Pacific Reel South Asian Film Festival before a wider release in cinemas in BC and Ontario. A streaming release is under negotiation.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਨਿਰਦੇਸ਼ਕ ਹਰਲੀਨ ਔਜਲਾ ਨੇ ਇਹ ਫ਼ਿਲਮ ਦੋ ਗਰਮੀਆਂ ਦੌਰਾਨ ਐਬਟਸਫੋਰਡ ਅਤੇ ਮਿਸ਼ਨ ਨੇੜਲੇ ਫਾਰਮਾਂ ’ਤੇ ਫ਼ਿਲਮਾਈ ਅਤੇ ਸਥਾਨਕ ਕਲਾਕਾਰਾਂ ਦੇ ਨਾਲ ਪੰਜਾਬ ਤੋਂ ਦੋ ਅਦਾਕਾਰ ਵੀ ਲਏ। ਕਹਾਣੀ ਇੱਕ ਪਰਿਵਾਰ ਦੀਆਂ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਦੁਆਲੇ ਘੁੰਮਦੀ ਹੈ, ਜੋ ਜ਼ਮੀਨਾਂ ਦੇ ਵਧਦੇ ਭਾਅ ਦੌਰਾਨ ਆਪਣਾ ਫਾਰਮ ਵੇਚਣ ਜਾਂ ਨਾ ਵੇਚਣ ਦੀ ਦੁਬਿਧਾ ਵਿੱਚ ਹਨ। ਕਈ ਦ੍ਰਿਸ਼ ਬਲੂਬੇਰੀ ਦੀ ਤੁੜਾਈ ਦੌਰਾਨ ਫ਼ਿਲਮਾਏ ਗਏ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਅਸਲ ਫਾਰਮ ਕਾਮਿਆਂ ਨੇ ਐਕਸਟ੍ਰਾ ਵਜੋਂ ਕੰਮ ਕੀਤਾ।</p>',
        ),
        {
          type: 'image',
          url: img('entertainment', 'doonghiyan-jarhan-premiere-surrey'),
          caption: 'Cast members arrive for the premiere in Surrey.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਪ੍ਰੀਮੀਅਰ ਲਈ ਪਹੁੰਚਦੇ ਫ਼ਿਲਮ ਦੇ ਕਲਾਕਾਰ।',
        },
        t(
          '<p>ਦਰਸ਼ਕਾਂ ਨੇ ਖੜ੍ਹੇ ਹੋ ਕੇ ਤਾੜੀਆਂ ਨਾਲ ਫ਼ਿਲਮ ਦਾ ਸਵਾਗਤ ਕੀਤਾ ਅਤੇ ਬਹੁਤੇ ਲੋਕ ਬਾਅਦ ਵਿੱਚ ਕਲਾਕਾਰਾਂ ਨਾਲ ਲੰਮੀ ਗੱਲਬਾਤ ਲਈ ਰੁਕੇ। ਔਜਲਾ ਨੇ ਦੱਸਿਆ ਕਿ ਫ਼ਿਲਮ ਦਾ ਬਹੁਤਾ ਖ਼ਰਚਾ ਭਾਈਚਾਰੇ ਦੇ ਛੋਟੇ ਨਿਵੇਸ਼ਕਾਂ ਅਤੇ ਸੂਬਾਈ ਕਲਾ ਗ੍ਰਾਂਟ ਨਾਲ ਪੂਰਾ ਹੋਇਆ।</p>',
        ),
        t(
          '<p>ਇਹ ਫ਼ਿਲਮ ਬੀ.ਸੀ. ਅਤੇ ਓਂਟਾਰੀਓ ਦੇ ਸਿਨੇਮਾਘਰਾਂ ਵਿੱਚ ਰਿਲੀਜ਼ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਪੈਸੀਫ਼ਿਕ ਰੀਲ ਸਾਊਥ ਏਸ਼ੀਅਨ ਫ਼ਿਲਮ ਫ਼ੈਸਟੀਵਲ ਵਿੱਚ ਦਿਖਾਈ ਜਾਵੇਗੀ। ਸਟ੍ਰੀਮਿੰਗ ਰਿਲੀਜ਼ ਬਾਰੇ ਗੱਲਬਾਤ ਚੱਲ ਰਹੀ ਹੈ।</p>',
        ),
      ],
      ...byline(newsDesk.jasleen),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'doonghiyan-jarhan-film-still'),
          caption: 'A scene from “Doonghiyan Jarhan”, filmed on a berry farm near Abbotsford.',
          captionPa: 'ਐਬਟਸਫੋਰਡ ਨੇੜੇ ਬੇਰੀ ਫਾਰਮ ’ਤੇ ਫ਼ਿਲਮਾਈ ਗਈ “ਡੂੰਘੀਆਂ ਜੜ੍ਹਾਂ” ਦਾ ਇੱਕ ਦ੍ਰਿਸ਼।',
        },
      ],
      postDate: d.daysAgo(4, '18:45'),
    },
    {
      id: 1172,
      kind: 'news',
      slug: 'sufi-night-in-surrey-raises-funds-for-hospice-care',
      title: 'Sufi night in Surrey raises funds for hospice care',
      titlePa: 'ਸਰੀ ਵਿੱਚ ਸੂਫ਼ੀ ਸ਼ਾਮ ਰਾਹੀਂ ਹੌਸਪਿਸ ਸੇਵਾਵਾਂ ਲਈ ਫ਼ੰਡ ਇਕੱਠਾ',
      intro:
        'Qawwali and Sufi kalaam filled a Surrey arts centre as local singers performed for free to raise money for a hospice that serves many South Asian families.',
      introPa:
        'ਸਰੀ ਦੇ ਇੱਕ ਆਰਟਸ ਸੈਂਟਰ ਵਿੱਚ ਕੱਵਾਲੀ ਅਤੇ ਸੂਫ਼ੀ ਕਲਾਮ ਦੀ ਮਹਿਫ਼ਲ ਸਜੀ, ਜਿੱਥੇ ਸਥਾਨਕ ਗਾਇਕਾਂ ਨੇ ਬਿਨਾਂ ਫ਼ੀਸ ਲਏ ਉਸ ਹੌਸਪਿਸ ਲਈ ਪੈਸਾ ਇਕੱਠਾ ਕੀਤਾ, ਜੋ ਕਈ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਪਰਿਵਾਰਾਂ ਦੀ ਸੇਵਾ ਕਰਦਾ ਹੈ।',
      body: [
        t(
          '<p>The evening opened with the poetry of Bulleh Shah and Baba Farid, sung by a group of local musicians who have performed together for more than a decade. A young qawwali party from Abbotsford closed the night, with the whole hall clapping along for the final half hour. Organisers said every seat was filled.</p>',
        ),
        {
          type: 'quote',
          quote:
            'When my father was in hospice, the nurses learned to greet him with “Sat Sri Akal”. Tonight is our way of saying thank you.',
          author: 'Navjot Kaur Pannu, event organiser',
        },
        t(
          '<p>The hospice provides end-of-life care and family support, with volunteers who speak Punjabi, Hindi and Urdu. Organisers said the evening raised more than forty thousand dollars, which will pay for a family room and counselling sessions.</p>',
        ),
        t(
          '<p>Plans are already under way to make the Sufi night an annual event. Musicians who would like to perform next year can contact the organisers through the arts centre.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਸ਼ਾਮ ਦੀ ਸ਼ੁਰੂਆਤ ਬੁੱਲ੍ਹੇ ਸ਼ਾਹ ਅਤੇ ਬਾਬਾ ਫ਼ਰੀਦ ਦੇ ਕਲਾਮ ਨਾਲ ਹੋਈ, ਜੋ ਦਸ ਸਾਲ ਤੋਂ ਵੱਧ ਸਮੇਂ ਤੋਂ ਇਕੱਠੇ ਗਾ ਰਹੇ ਸਥਾਨਕ ਸੰਗੀਤਕਾਰਾਂ ਦੇ ਇੱਕ ਗਰੁੱਪ ਨੇ ਪੇਸ਼ ਕੀਤਾ। ਐਬਟਸਫੋਰਡ ਦੀ ਇੱਕ ਨੌਜਵਾਨ ਕੱਵਾਲ ਪਾਰਟੀ ਨੇ ਮਹਿਫ਼ਲ ਦੀ ਸਮਾਪਤੀ ਕੀਤੀ ਅਤੇ ਆਖ਼ਰੀ ਅੱਧੇ ਘੰਟੇ ਤੱਕ ਸਾਰਾ ਹਾਲ ਤਾੜੀਆਂ ਨਾਲ ਤਾਲ ਮਿਲਾਉਂਦਾ ਰਿਹਾ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਹਾਲ ਦੀ ਹਰ ਸੀਟ ਭਰੀ ਹੋਈ ਸੀ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਜਦੋਂ ਮੇਰੇ ਪਿਤਾ ਜੀ ਹੌਸਪਿਸ ਵਿੱਚ ਸਨ, ਤਾਂ ਨਰਸਾਂ ਨੇ ਉਨ੍ਹਾਂ ਨੂੰ “ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ” ਕਹਿਣਾ ਸਿੱਖ ਲਿਆ ਸੀ। ਅੱਜ ਦੀ ਸ਼ਾਮ ਉਨ੍ਹਾਂ ਦਾ ਧੰਨਵਾਦ ਕਰਨ ਦਾ ਸਾਡਾ ਤਰੀਕਾ ਹੈ।',
          author: 'ਨਵਜੋਤ ਕੌਰ ਪੰਨੂ, ਸਮਾਗਮ ਦੀ ਪ੍ਰਬੰਧਕ',
        },
        t(
          '<p>ਇਹ ਹੌਸਪਿਸ ਜ਼ਿੰਦਗੀ ਦੇ ਆਖ਼ਰੀ ਪੜਾਅ ’ਤੇ ਮਰੀਜ਼ਾਂ ਦੀ ਦੇਖਭਾਲ ਕਰਦਾ ਹੈ ਅਤੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਸਹਾਰਾ ਦਿੰਦਾ ਹੈ, ਜਿੱਥੇ ਪੰਜਾਬੀ, ਹਿੰਦੀ ਅਤੇ ਉਰਦੂ ਬੋਲਣ ਵਾਲੇ ਵਲੰਟੀਅਰ ਵੀ ਹਨ। ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਸ਼ਾਮ ਦੌਰਾਨ ਚਾਲੀ ਹਜ਼ਾਰ ਡਾਲਰ ਤੋਂ ਵੱਧ ਇਕੱਠੇ ਹੋਏ, ਜਿਨ੍ਹਾਂ ਨਾਲ ਪਰਿਵਾਰਾਂ ਲਈ ਇੱਕ ਕਮਰਾ ਅਤੇ ਕਾਊਂਸਲਿੰਗ ਸੈਸ਼ਨਾਂ ਦਾ ਪ੍ਰਬੰਧ ਹੋਵੇਗਾ।</p>',
        ),
        t(
          '<p>ਸੂਫ਼ੀ ਸ਼ਾਮ ਨੂੰ ਸਾਲਾਨਾ ਸਮਾਗਮ ਬਣਾਉਣ ਦੀਆਂ ਤਿਆਰੀਆਂ ਹੁਣੇ ਤੋਂ ਸ਼ੁਰੂ ਹੋ ਗਈਆਂ ਹਨ। ਅਗਲੇ ਸਾਲ ਪੇਸ਼ਕਾਰੀ ਦੇਣ ਦੇ ਚਾਹਵਾਨ ਸੰਗੀਤਕਾਰ ਆਰਟਸ ਸੈਂਟਰ ਰਾਹੀਂ ਪ੍ਰਬੰਧਕਾਂ ਨਾਲ ਸੰਪਰਕ ਕਰ ਸਕਦੇ ਹਨ।</p>',
        ),
      ],
      ...byline(newsDesk.manpreet),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'surrey-sufi-night-qawwali'),
          caption: 'A qawwali party performs at the Sufi night in Surrey.',
          captionPa: 'ਸਰੀ ਦੀ ਸੂਫ਼ੀ ਸ਼ਾਮ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੀ ਕੱਵਾਲ ਪਾਰਟੀ।',
        },
      ],
      postDate: d.daysAgo(9, '19:10'),
    },
    {
      id: 1173,
      kind: 'news',
      slug: 'dhol-workshop-for-kids-fills-up-in-burnaby',
      title: 'Dhol workshop for kids fills up in Burnaby',
      intro:
        'A free six-week dhol course for children aged 8 to 14 filled all its places within a day, and organisers are now planning a second session in Surrey.',
      body: [
        t(
          '<p>The course, run by a community music society in Burnaby, teaches the basic rhythms of bhangra, how to care for the instrument and a little of its history. Students use lighter practice dhols, made smaller for young shoulders. The final class will end with a performance for families.</p>',
        ),
        t(
          '<p>Instructor Manjit Singh Rehal said most of his students have heard the dhol at weddings but never held one. He starts each class with simple clapping patterns before handing out the sticks.</p>',
        ),
        t(
          '<p>The society is asking for donations of used dhols and hopes to lend instruments to students who want to keep practising at home. A waitlist is open for the next course.</p>',
        ),
      ],
      author: newsDesk.jasleen.en,
      tags: ['entertainment'],
      locale: ['en'],
      images: [
        {
          url: img('entertainment', 'burnaby-kids-dhol-workshop'),
          caption: 'Children learn their first rhythms at the dhol workshop in Burnaby.',
        },
      ],
      postDate: d.daysAgo(19, '11:40'),
    },
    {
      id: 1174,
      kind: 'news',
      slug: 'punjabi-theatre-group-stages-play-about-first-generation-truckers',
      title: 'Punjabi theatre group stages play about first-generation truckers',
      titlePa: 'ਪੰਜਾਬੀ ਥੀਏਟਰ ਗਰੁੱਪ ਵੱਲੋਂ ਪਹਿਲੀ ਪੀੜ੍ਹੀ ਦੇ ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਬਾਰੇ ਨਾਟਕ ਦਾ ਮੰਚਨ',
      intro:
        "Sanjh Theatre Collective's new play, “Lambi Sadak”, follows a Surrey trucker and his family through three decades of long hauls, loneliness and hard-won pride.",
      introPa:
        'ਸਾਂਝ ਥੀਏਟਰ ਕਲੈਕਟਿਵ ਦਾ ਨਵਾਂ ਨਾਟਕ “ਲੰਮੀ ਸੜਕ” ਸਰੀ ਦੇ ਇੱਕ ਟਰੱਕ ਡਰਾਈਵਰ ਅਤੇ ਉਸ ਦੇ ਪਰਿਵਾਰ ਦੀ ਤਿੰਨ ਦਹਾਕਿਆਂ ਦੀ ਕਹਾਣੀ ਹੈ, ਜਿਸ ਵਿੱਚ ਲੰਮੇ ਸਫ਼ਰ, ਇਕੱਲਾਪਣ ਅਤੇ ਮਿਹਨਤ ਨਾਲ ਕਮਾਇਆ ਮਾਣ ਹੈ।',
      body: [
        t(
          '<p>Writer and director Kuldeep Sangha based the script on interviews with more than twenty retired drivers and their wives. The play moves between a truck cab on the Coquihalla Highway and a family kitchen in Newton, where the phone rings at odd hours. Most of the dialogue is in Punjabi, with English surtitles.</p>',
        ),
        {
          type: 'image',
          url: img('entertainment', 'lambi-sadak-play-rehearsal'),
          caption: 'Actors rehearse a scene from “Lambi Sadak”.',
          captionPa: 'ਨਾਟਕ “ਲੰਮੀ ਸੜਕ” ਦੇ ਇੱਕ ਦ੍ਰਿਸ਼ ਦੀ ਰਿਹਰਸਲ ਕਰਦੇ ਕਲਾਕਾਰ।',
        },
        t(
          '<p>Many in the opening-night audience were drivers themselves, and some said they saw their own lives on stage. The cast mixes veteran community actors with students making their debut.</p>',
        ),
        t(
          '<p><strong>Update:</strong> Because of demand, the collective has added two matinee performances. Seniors and truck drivers with a valid licence can buy tickets at a reduced price.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਲੇਖਕ ਅਤੇ ਨਿਰਦੇਸ਼ਕ ਕੁਲਦੀਪ ਸੰਘਾ ਨੇ ਇਹ ਨਾਟਕ ਵੀਹ ਤੋਂ ਵੱਧ ਸੇਵਾਮੁਕਤ ਡਰਾਈਵਰਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀਆਂ ਪਤਨੀਆਂ ਨਾਲ ਕੀਤੀਆਂ ਮੁਲਾਕਾਤਾਂ ’ਤੇ ਆਧਾਰਿਤ ਕੀਤਾ ਹੈ। ਨਾਟਕ ਕੋਕੀਹਾਲਾ ਹਾਈਵੇਅ ’ਤੇ ਚੱਲਦੇ ਟਰੱਕ ਦੇ ਕੈਬਿਨ ਅਤੇ ਨਿਊਟਨ ਦੇ ਇੱਕ ਘਰ ਦੀ ਰਸੋਈ ਵਿਚਕਾਰ ਘੁੰਮਦਾ ਹੈ, ਜਿੱਥੇ ਫ਼ੋਨ ਬੇਵਕਤ ਵੱਜਦਾ ਰਹਿੰਦਾ ਹੈ। ਬਹੁਤੇ ਸੰਵਾਦ ਪੰਜਾਬੀ ਵਿੱਚ ਹਨ ਅਤੇ ਨਾਲ ਅੰਗਰੇਜ਼ੀ ਸਬਟਾਈਟਲ ਦਿਖਾਏ ਜਾਂਦੇ ਹਨ।</p>',
        ),
        {
          type: 'image',
          url: img('entertainment', 'lambi-sadak-play-rehearsal'),
          caption: 'Actors rehearse a scene from “Lambi Sadak”.',
          captionPa: 'ਨਾਟਕ “ਲੰਮੀ ਸੜਕ” ਦੇ ਇੱਕ ਦ੍ਰਿਸ਼ ਦੀ ਰਿਹਰਸਲ ਕਰਦੇ ਕਲਾਕਾਰ।',
        },
        t(
          '<p>ਪਹਿਲੀ ਰਾਤ ਦੇ ਦਰਸ਼ਕਾਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਖ਼ੁਦ ਡਰਾਈਵਰ ਸਨ ਅਤੇ ਕਈਆਂ ਨੇ ਕਿਹਾ ਕਿ ਉਨ੍ਹਾਂ ਨੂੰ ਮੰਚ ’ਤੇ ਆਪਣੀ ਜ਼ਿੰਦਗੀ ਦਿਸੀ। ਕਲਾਕਾਰਾਂ ਵਿੱਚ ਭਾਈਚਾਰੇ ਦੇ ਤਜਰਬੇਕਾਰ ਅਦਾਕਾਰ ਵੀ ਹਨ ਅਤੇ ਪਹਿਲੀ ਵਾਰ ਮੰਚ ’ਤੇ ਆਏ ਵਿਦਿਆਰਥੀ ਵੀ।</p>',
        ),
        t(
          '<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਮੰਗ ਨੂੰ ਦੇਖਦਿਆਂ ਕਲੈਕਟਿਵ ਨੇ ਦੁਪਹਿਰ ਦੇ ਦੋ ਹੋਰ ਸ਼ੋਅ ਜੋੜੇ ਹਨ। ਬਜ਼ੁਰਗ ਅਤੇ ਜਾਇਜ਼ ਲਾਇਸੈਂਸ ਵਾਲੇ ਟਰੱਕ ਡਰਾਈਵਰ ਘਟੀ ਕੀਮਤ ’ਤੇ ਟਿਕਟਾਂ ਲੈ ਸਕਦੇ ਹਨ।</p>',
        ),
      ],
      ...byline(newsDesk.jasleen),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'lambi-sadak-opening-night'),
          caption: 'The cast of “Lambi Sadak” takes a bow on opening night.',
          captionPa: 'ਪਹਿਲੀ ਰਾਤ ਦੀ ਪੇਸ਼ਕਾਰੀ ਤੋਂ ਬਾਅਦ ਦਰਸ਼ਕਾਂ ਦਾ ਧੰਨਵਾਦ ਕਰਦੇ “ਲੰਮੀ ਸੜਕ” ਦੇ ਕਲਾਕਾਰ।',
        },
      ],
      postDate: d.daysAgo(33, '17:00'),
      postDateUpdated: d.daysAgo(33, '21:00'),
    },
  ];
}
