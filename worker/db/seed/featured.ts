import type { BodyBlock, FeaturedInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { imageBlock, imagesIn, quote, t as text } from './helpers';

/**
 * Demo featured long-form community stories (ids 3000–3099): profiles of community members,
 * the history of the Punjabi community in BC in general terms, seniors' and youth programmes,
 * farming in the Fraser Valley and practical guides for newcomers. About 70% carry Punjabi
 * (titlePa / introPa / bodyPa); the rest are English only. Dates spread over the last 120 days.
 * Every person, business and organisation named here is invented.
 */

const image = imagesIn('featured');

/** An image block of this file's folder; English-only stories leave out the Punjabi caption. */
const img = (slug: string, caption: string, captionPa?: string): BodyBlock => imageBlock(image(slug), caption, captionPa);

export function featuredPosts(d: SeedDates): FeaturedInput[] {
  return [
    {
      id: 3000,
      title: 'Thirty Years at the Tawa: The Sevadar Who Has Rolled a Million Rotis',
      titlePa: 'ਤਵੇ ਉੱਤੇ ਤੀਹ ਸਾਲ: ਉਹ ਸੇਵਾਦਾਰ ਬੀਬੀ ਜਿਸ ਨੇ ਲੱਖਾਂ ਰੋਟੀਆਂ ਪਕਾਈਆਂ',
      intro:
        'For three decades Gurmeet Kaur Dhaliwal has reached her Newton gurdwara before sunrise every Sunday. We spent a morning in the langar hall with the volunteer whose hands have fed a generation.',
      introPa:
        'ਪਿਛਲੇ ਤਿੰਨ ਦਹਾਕਿਆਂ ਤੋਂ ਗੁਰਮੀਤ ਕੌਰ ਧਾਲੀਵਾਲ ਹਰ ਐਤਵਾਰ ਸੂਰਜ ਚੜ੍ਹਨ ਤੋਂ ਪਹਿਲਾਂ ਨਿਊਟਨ ਦੇ ਗੁਰਦੁਆਰਾ ਸਾਹਿਬ ਪਹੁੰਚ ਜਾਂਦੇ ਹਨ। ਅਸੀਂ ਇੱਕ ਸਵੇਰ ਲੰਗਰ ਹਾਲ ਵਿੱਚ ਉਸ ਸੇਵਾਦਾਰ ਨਾਲ ਬਿਤਾਈ ਜਿਨ੍ਹਾਂ ਦੇ ਹੱਥਾਂ ਨੇ ਇੱਕ ਪੂਰੀ ਪੀੜ੍ਹੀ ਨੂੰ ਲੰਗਰ ਛਕਾਇਆ ਹੈ।',
      body: [
        text(
          '<p>At half past four on a Sunday morning the langar hall is dark except for one strip of light over the stoves. Gurmeet Kaur Dhaliwal, 71, is already kneading the first of the day\'s forty kilograms of atta. "The dough has to rest," she says, "and so do I — later."</p>',
        ),
        img(
          'langar-hall-morning',
          'Volunteers roll rotis in the langar hall before the morning diwan.',
          'ਸਵੇਰ ਦੇ ਦੀਵਾਨ ਤੋਂ ਪਹਿਲਾਂ ਲੰਗਰ ਹਾਲ ਵਿੱਚ ਰੋਟੀਆਂ ਵੇਲਦੇ ਸੇਵਾਦਾਰ।',
        ),
        text(
          '<p>She came to Surrey from a village near Jalandhar with two suitcases and a toddler. The gurdwara kitchen, she says, is where she practised her first English, found her first job through a fellow volunteer and, years later, taught her grandchildren to make <em>parshada</em>. On a busy Sunday the hall now serves well over two thousand people.</p>',
        ),
        quote(
          'Seva is not something you do for the sangat. It is something the sangat lets you do for yourself.',
          'Gurmeet Kaur Dhaliwal',
        ),
        text(
          '<p>The kitchen committee is now trying to bring younger volunteers onto the early shift, with a rota on the notice board and a group chat for students. Mrs. Dhaliwal has one piece of advice for first-timers: <strong>bring your own apron, and don\'t be late.</strong></p>',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਐਤਵਾਰ ਸਵੇਰੇ ਸਾਢੇ ਚਾਰ ਵਜੇ ਲੰਗਰ ਹਾਲ ਵਿੱਚ ਹਨੇਰਾ ਹੁੰਦਾ ਹੈ, ਬੱਸ ਚੁੱਲ੍ਹਿਆਂ ਉੱਤੇ ਇੱਕ ਬੱਤੀ ਜਗਦੀ ਹੈ। 71 ਸਾਲਾ ਗੁਰਮੀਤ ਕੌਰ ਧਾਲੀਵਾਲ ਦਿਨ ਦੇ ਚਾਲੀ ਕਿੱਲੋ ਆਟੇ ਵਿੱਚੋਂ ਪਹਿਲੀ ਪਰਾਤ ਗੁੰਨ੍ਹ ਰਹੇ ਹਨ। ਉਹ ਹੱਸ ਕੇ ਕਹਿੰਦੇ ਹਨ, "ਆਟੇ ਨੂੰ ਵੀ ਸਾਹ ਲੈਣ ਦਿਓ, ਮੈਂ ਵੀ ਬਾਅਦ ਵਿੱਚ ਲੈ ਲਵਾਂਗੀ।"</p>',
        ),
        img(
          'langar-hall-morning',
          'Volunteers roll rotis in the langar hall before the morning diwan.',
          'ਸਵੇਰ ਦੇ ਦੀਵਾਨ ਤੋਂ ਪਹਿਲਾਂ ਲੰਗਰ ਹਾਲ ਵਿੱਚ ਰੋਟੀਆਂ ਵੇਲਦੇ ਸੇਵਾਦਾਰ।',
        ),
        text(
          '<p>ਉਹ ਜਲੰਧਰ ਨੇੜਲੇ ਇੱਕ ਪਿੰਡ ਤੋਂ ਦੋ ਅਟੈਚੀਆਂ ਅਤੇ ਇੱਕ ਨਿੱਕੇ ਬੱਚੇ ਨਾਲ ਸਰੀ ਆਏ ਸਨ। ਉਹ ਦੱਸਦੇ ਹਨ ਕਿ ਗੁਰਦੁਆਰੇ ਦੀ ਰਸੋਈ ਵਿੱਚ ਹੀ ਉਨ੍ਹਾਂ ਨੇ ਅੰਗਰੇਜ਼ੀ ਦੇ ਪਹਿਲੇ ਬੋਲ ਸਿੱਖੇ, ਇੱਕ ਹੋਰ ਸੇਵਾਦਾਰ ਰਾਹੀਂ ਪਹਿਲੀ ਨੌਕਰੀ ਲੱਭੀ ਅਤੇ ਕਈ ਸਾਲਾਂ ਬਾਅਦ ਆਪਣੇ ਪੋਤੇ-ਪੋਤੀਆਂ ਨੂੰ <em>ਪ੍ਰਸ਼ਾਦੇ</em> ਪਕਾਉਣੇ ਸਿਖਾਏ। ਹੁਣ ਰੌਣਕ ਵਾਲੇ ਐਤਵਾਰ ਨੂੰ ਇੱਥੇ ਦੋ ਹਜ਼ਾਰ ਤੋਂ ਵੱਧ ਲੋਕ ਲੰਗਰ ਛਕਦੇ ਹਨ।</p>',
        ),
        quote(
          'ਸੇਵਾ ਅਸੀਂ ਸੰਗਤ ਲਈ ਨਹੀਂ ਕਰਦੇ। ਇਹ ਤਾਂ ਸੰਗਤ ਦੀ ਮਿਹਰ ਹੈ ਕਿ ਉਹ ਸਾਨੂੰ ਸੇਵਾ ਦਾ ਮੌਕਾ ਦਿੰਦੀ ਹੈ।',
          'ਗੁਰਮੀਤ ਕੌਰ ਧਾਲੀਵਾਲ',
        ),
        text(
          '<p>ਰਸੋਈ ਕਮੇਟੀ ਹੁਣ ਸਵੇਰ ਦੀ ਸ਼ਿਫ਼ਟ ਲਈ ਨੌਜਵਾਨ ਸੇਵਾਦਾਰ ਜੋੜਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰ ਰਹੀ ਹੈ — ਨੋਟਿਸ ਬੋਰਡ ਉੱਤੇ ਵਾਰੀਆਂ ਦੀ ਸੂਚੀ ਲੱਗੀ ਹੈ ਅਤੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਇੱਕ ਗਰੁੱਪ ਚੈਟ ਵੀ ਬਣਾਈ ਗਈ ਹੈ। ਨਵੇਂ ਸੇਵਾਦਾਰਾਂ ਲਈ ਬੀਬੀ ਧਾਲੀਵਾਲ ਦੀ ਇੱਕੋ ਸਲਾਹ ਹੈ: <strong>ਆਪਣਾ ਐਪਰਨ ਨਾਲ ਲਿਆਓ ਅਤੇ ਦੇਰ ਨਾ ਕਰੋ।</strong></p>',
        ),
      ],
      image: image('sevadar-langar-tawa'),
      postDate: d.daysAgo(2, '08:00'),
    },
    {
      id: 3001,
      title: 'From Sawmills to City Halls: A Short History of the Punjabi Community in British Columbia',
      titlePa: 'ਆਰਾ ਮਿੱਲਾਂ ਤੋਂ ਸਿਟੀ ਹਾਲਾਂ ਤੱਕ: ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਵਿੱਚ ਪੰਜਾਬੀ ਭਾਈਚਾਰੇ ਦਾ ਸੰਖੇਪ ਇਤਿਹਾਸ',
      intro:
        'More than a century ago a few thousand men from Punjab came to work in BC\'s mills and forests. Their story of exclusion, persistence and belonging is the foundation of the community we serve today.',
      introPa:
        'ਇੱਕ ਸਦੀ ਤੋਂ ਵੀ ਪਹਿਲਾਂ ਪੰਜਾਬ ਤੋਂ ਕੁਝ ਹਜ਼ਾਰ ਬੰਦੇ ਬੀ.ਸੀ. ਦੀਆਂ ਮਿੱਲਾਂ ਅਤੇ ਜੰਗਲਾਂ ਵਿੱਚ ਕੰਮ ਕਰਨ ਆਏ ਸਨ। ਵਿਤਕਰੇ, ਸਿਰੜ ਅਤੇ ਆਪਣੇਪਣ ਦੀ ਉਨ੍ਹਾਂ ਦੀ ਕਹਾਣੀ ਹੀ ਅੱਜ ਦੇ ਸਾਡੇ ਭਾਈਚਾਰੇ ਦੀ ਨੀਂਹ ਹੈ।',
      body: [
        text(
          '<p>The first Punjabi settlers, most of them Sikh men and many of them former soldiers, reached the West Coast in the early 1900s. They found work in sawmills, on railway crews and in logging camps from Vancouver Island to the Fraser Valley, and within a few years they had built their first gurdwara in Vancouver.</p>',
        ),
        img(
          'fraser-river-sawmill-history',
          'An illustration of an early twentieth-century sawmill on the Fraser River, where many of the first Punjabi arrivals worked.',
          'ਵੀਹਵੀਂ ਸਦੀ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਫਰੇਜ਼ਰ ਦਰਿਆ ਕੰਢੇ ਇੱਕ ਆਰਾ ਮਿੱਲ ਦਾ ਚਿੱਤਰ, ਜਿੱਥੇ ਪਹਿਲੇ ਪੰਜਾਬੀ ਪਰਵਾਸੀਆਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਕੰਮ ਕਰਦੇ ਸਨ।',
        ),
        text(
          '<p>The decades that followed were hard. Restrictive immigration rules kept wives and children away for years, and in 1914 the <em>Komagata Maru</em> was turned back from Vancouver harbour with almost none of its passengers allowed ashore. South Asian residents of BC were also denied the vote until 1947, after a long campaign by community organisations.</p>',
        ),
        text(
          '<p>Changes to Canada\'s immigration system in the 1960s finally opened the door to families, and the community grew quickly in South Vancouver, then in Surrey, Delta and Abbotsford. Today Punjabi is one of the most widely spoken languages in Metro Vancouver, heard in council chambers, hospital wards, farm fields and on our own airwaves.</p>',
        ),
        quote(
          'Our grandparents were told they did not belong here. Our job is to remember that, and to make sure nobody else is ever told the same.',
          'Balwinder Singh Hundal, retired teacher and local historian',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਪਹਿਲੇ ਪੰਜਾਬੀ ਪਰਵਾਸੀ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਸਿੱਖ ਸਨ ਅਤੇ ਕਈ ਫ਼ੌਜ ਵਿੱਚੋਂ ਸੇਵਾਮੁਕਤ ਹੋ ਕੇ ਆਏ ਸਨ, 1900ਵਿਆਂ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਪੱਛਮੀ ਤਟ ਉੱਤੇ ਪਹੁੰਚੇ। ਵੈਨਕੂਵਰ ਆਈਲੈਂਡ ਤੋਂ ਫਰੇਜ਼ਰ ਵੈਲੀ ਤੱਕ ਉਨ੍ਹਾਂ ਨੂੰ ਆਰਾ ਮਿੱਲਾਂ, ਰੇਲਵੇ ਲਾਈਨਾਂ ਅਤੇ ਲੱਕੜ ਦੇ ਕੈਂਪਾਂ ਵਿੱਚ ਕੰਮ ਮਿਲਿਆ, ਅਤੇ ਕੁਝ ਹੀ ਸਾਲਾਂ ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਪਹਿਲਾ ਗੁਰਦੁਆਰਾ ਸਾਹਿਬ ਉਸਾਰ ਲਿਆ।</p>',
        ),
        img(
          'fraser-river-sawmill-history',
          'An illustration of an early twentieth-century sawmill on the Fraser River, where many of the first Punjabi arrivals worked.',
          'ਵੀਹਵੀਂ ਸਦੀ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਫਰੇਜ਼ਰ ਦਰਿਆ ਕੰਢੇ ਇੱਕ ਆਰਾ ਮਿੱਲ ਦਾ ਚਿੱਤਰ, ਜਿੱਥੇ ਪਹਿਲੇ ਪੰਜਾਬੀ ਪਰਵਾਸੀਆਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਕੰਮ ਕਰਦੇ ਸਨ।',
        ),
        text(
          '<p>ਅਗਲੇ ਦਹਾਕੇ ਬੜੇ ਔਖੇ ਸਨ। ਸਖ਼ਤ ਇਮੀਗ੍ਰੇਸ਼ਨ ਨਿਯਮਾਂ ਕਾਰਨ ਪਤਨੀਆਂ ਅਤੇ ਬੱਚੇ ਸਾਲਾਂਬੱਧੀ ਦੂਰ ਰਹੇ, ਅਤੇ 1914 ਵਿੱਚ <em>ਕਾਮਾਗਾਟਾ ਮਾਰੂ</em> ਜਹਾਜ਼ ਨੂੰ ਵੈਨਕੂਵਰ ਦੀ ਬੰਦਰਗਾਹ ਤੋਂ ਵਾਪਸ ਮੋੜ ਦਿੱਤਾ ਗਿਆ — ਲਗਭਗ ਕਿਸੇ ਵੀ ਮੁਸਾਫ਼ਰ ਨੂੰ ਕੰਢੇ ਉੱਤਰਨ ਨਹੀਂ ਦਿੱਤਾ ਗਿਆ। ਬੀ.ਸੀ. ਵਿੱਚ ਵੱਸਦੇ ਦੱਖਣੀ ਏਸ਼ੀਆਈ ਲੋਕਾਂ ਨੂੰ ਵੋਟ ਦਾ ਹੱਕ ਵੀ 1947 ਵਿੱਚ ਜਾ ਕੇ ਮਿਲਿਆ, ਉਹ ਵੀ ਭਾਈਚਾਰਕ ਜਥੇਬੰਦੀਆਂ ਦੇ ਲੰਮੇ ਸੰਘਰਸ਼ ਤੋਂ ਬਾਅਦ।</p>',
        ),
        text(
          '<p>1960ਵਿਆਂ ਵਿੱਚ ਕੈਨੇਡਾ ਦੇ ਇਮੀਗ੍ਰੇਸ਼ਨ ਪ੍ਰਬੰਧ ਵਿੱਚ ਆਈਆਂ ਤਬਦੀਲੀਆਂ ਨੇ ਆਖ਼ਰਕਾਰ ਪਰਿਵਾਰਾਂ ਲਈ ਰਾਹ ਖੋਲ੍ਹਿਆ, ਅਤੇ ਭਾਈਚਾਰਾ ਪਹਿਲਾਂ ਦੱਖਣੀ ਵੈਨਕੂਵਰ ਅਤੇ ਫਿਰ ਸਰੀ, ਡੈਲਟਾ ਤੇ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਤੇਜ਼ੀ ਨਾਲ ਵਧਿਆ। ਅੱਜ ਪੰਜਾਬੀ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੀਆਂ ਸਭ ਤੋਂ ਵੱਧ ਬੋਲੀਆਂ ਜਾਣ ਵਾਲੀਆਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ — ਕੌਂਸਲ ਦੇ ਚੈਂਬਰਾਂ, ਹਸਪਤਾਲਾਂ, ਖੇਤਾਂ ਅਤੇ ਸਾਡੇ ਆਪਣੇ ਰੇਡੀਓ ਉੱਤੇ ਵੀ।</p>',
        ),
        quote(
          'ਸਾਡੇ ਦਾਦਿਆਂ-ਪੜਦਾਦਿਆਂ ਨੂੰ ਕਿਹਾ ਗਿਆ ਸੀ ਕਿ ਤੁਸੀਂ ਇੱਥੋਂ ਦੇ ਨਹੀਂ। ਸਾਡਾ ਫ਼ਰਜ਼ ਹੈ ਕਿ ਇਹ ਗੱਲ ਯਾਦ ਰੱਖੀਏ ਅਤੇ ਇਹ ਯਕੀਨੀ ਬਣਾਈਏ ਕਿ ਕਿਸੇ ਹੋਰ ਨੂੰ ਕਦੇ ਇਹ ਨਾ ਸੁਣਨਾ ਪਵੇ।',
          'ਬਲਵਿੰਦਰ ਸਿੰਘ ਹੁੰਦਲ, ਸੇਵਾਮੁਕਤ ਅਧਿਆਪਕ ਅਤੇ ਸਥਾਨਕ ਇਤਿਹਾਸਕਾਰ',
        ),
      ],
      image: image('punjabi-bc-history'),
      postDate: d.daysAgo(6, '10:00'),
    },
    {
      id: 3002,
      title: 'Blueberries, Tractors and Three Generations on a Fraser Valley Farm',
      titlePa: 'ਬਲੂਬੇਰੀਆਂ, ਟਰੈਕਟਰ ਅਤੇ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ: ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਇੱਕ ਫਾਰਮ ਦੀ ਕਹਾਣੀ',
      intro:
        'The Kang family\'s forty acres outside Abbotsford have gone from raspberries to blueberries and from hand-picking to machine harvesters. What has not changed, they say, is the five o\'clock start.',
      introPa:
        'ਐਬਟਸਫੋਰਡ ਦੇ ਬਾਹਰਵਾਰ ਕੰਗ ਪਰਿਵਾਰ ਦੇ ਚਾਲੀ ਏਕੜ ਰਸਬੇਰੀ ਤੋਂ ਬਲੂਬੇਰੀ ਤੱਕ ਅਤੇ ਹੱਥੀਂ ਤੁੜਾਈ ਤੋਂ ਮਸ਼ੀਨੀ ਵਾਢੀ ਤੱਕ ਪਹੁੰਚ ਗਏ ਹਨ। ਪਰਿਵਾਰ ਕਹਿੰਦਾ ਹੈ ਕਿ ਜੇ ਕੁਝ ਨਹੀਂ ਬਦਲਿਆ ਤਾਂ ਉਹ ਹੈ ਸਵੇਰੇ ਪੰਜ ਵਜੇ ਉੱਠਣਾ।',
      body: [
        text(
          '<p>Avtar Singh Kang bought his first ten acres with savings from a decade of mill shifts and weekend picking. His son Harpreet added the next thirty, and his granddaughter Simran, just back from an agriculture diploma, now runs the irrigation schedule from an app on her phone.</p>',
        ),
        img(
          'blueberry-harvest-abbotsford',
          'Harvest season on a family blueberry farm outside Abbotsford.',
          'ਐਬਟਸਫੋਰਡ ਦੇ ਬਾਹਰਵਾਰ ਇੱਕ ਪਰਿਵਾਰਕ ਬਲੂਬੇਰੀ ਫਾਰਮ ਉੱਤੇ ਤੁੜਾਈ ਦਾ ਮੌਸਮ।',
        ),
        text(
          '<p>The work has never been easy. Flooding in recent years, a shortage of seasonal workers and prices set far away in export markets all squeeze a small farm. The Kangs sell part of their crop at a roadside stand and to local stores, which, Harpreet says, "pays for the diesel and keeps us honest about quality."</p>',
        ),
        quote(
          'My grandfather farmed with his hands, my father with a tractor, and I farm with a spreadsheet. The soil still decides who wins.',
          'Simran Kaur Kang',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਅਵਤਾਰ ਸਿੰਘ ਕੰਗ ਨੇ ਦਸ ਸਾਲ ਮਿੱਲ ਦੀਆਂ ਸ਼ਿਫ਼ਟਾਂ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਫਲ ਤੋੜ ਕੇ ਜੋੜੀ ਬੱਚਤ ਨਾਲ ਪਹਿਲੇ ਦਸ ਏਕੜ ਖ਼ਰੀਦੇ ਸਨ। ਪੁੱਤਰ ਹਰਪ੍ਰੀਤ ਨੇ ਤੀਹ ਏਕੜ ਹੋਰ ਜੋੜੇ, ਅਤੇ ਹੁਣ ਖੇਤੀਬਾੜੀ ਦਾ ਡਿਪਲੋਮਾ ਕਰਕੇ ਪਰਤੀ ਪੋਤੀ ਸਿਮਰਨ ਫ਼ੋਨ ਦੀ ਇੱਕ ਐਪ ਰਾਹੀਂ ਸਿੰਜਾਈ ਦਾ ਸਾਰਾ ਹਿਸਾਬ ਰੱਖਦੀ ਹੈ।</p>',
        ),
        img(
          'blueberry-harvest-abbotsford',
          'Harvest season on a family blueberry farm outside Abbotsford.',
          'ਐਬਟਸਫੋਰਡ ਦੇ ਬਾਹਰਵਾਰ ਇੱਕ ਪਰਿਵਾਰਕ ਬਲੂਬੇਰੀ ਫਾਰਮ ਉੱਤੇ ਤੁੜਾਈ ਦਾ ਮੌਸਮ।',
        ),
        text(
          '<p>ਇਹ ਕੰਮ ਕਦੇ ਸੌਖਾ ਨਹੀਂ ਰਿਹਾ। ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਹੜ੍ਹ, ਮੌਸਮੀ ਕਾਮਿਆਂ ਦੀ ਘਾਟ ਅਤੇ ਦੂਰ-ਦੁਰਾਡੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਤੈਅ ਹੁੰਦੇ ਭਾਅ — ਸਭ ਛੋਟੇ ਫਾਰਮ ਉੱਤੇ ਦਬਾਅ ਪਾਉਂਦੇ ਹਨ। ਕੰਗ ਪਰਿਵਾਰ ਆਪਣੀ ਫ਼ਸਲ ਦਾ ਕੁਝ ਹਿੱਸਾ ਸੜਕ ਕੰਢੇ ਆਪਣੇ ਸਟਾਲ ਅਤੇ ਸਥਾਨਕ ਦੁਕਾਨਾਂ ਨੂੰ ਵੇਚਦਾ ਹੈ। ਹਰਪ੍ਰੀਤ ਮੁਤਾਬਕ, "ਇਸ ਨਾਲ ਡੀਜ਼ਲ ਦਾ ਖ਼ਰਚਾ ਨਿਕਲ ਆਉਂਦਾ ਹੈ ਅਤੇ ਮਾਲ ਦੀ ਕੁਆਲਿਟੀ ਉੱਤੇ ਵੀ ਧਿਆਨ ਬਣਿਆ ਰਹਿੰਦਾ ਹੈ।"</p>',
        ),
        quote(
          'ਦਾਦਾ ਜੀ ਨੇ ਹੱਥਾਂ ਨਾਲ ਖੇਤੀ ਕੀਤੀ, ਪਾਪਾ ਨੇ ਟਰੈਕਟਰ ਨਾਲ, ਅਤੇ ਮੈਂ ਸਪ੍ਰੈਡਸ਼ੀਟ ਨਾਲ ਕਰਦੀ ਹਾਂ। ਪਰ ਆਖ਼ਰੀ ਫ਼ੈਸਲਾ ਅੱਜ ਵੀ ਮਿੱਟੀ ਹੀ ਕਰਦੀ ਹੈ।',
          'ਸਿਮਰਨ ਕੌਰ ਕੰਗ',
        ),
      ],
      image: image('kang-family-blueberry-farm'),
      postDate: d.daysAgo(11, '09:30'),
    },
    {
      id: 3003,
      title: 'Chai and Chess',
      titlePa: 'ਚਾਹ ਤੇ ਸ਼ਤਰੰਜ',
      intro:
        'Twice a week a room at a Surrey community centre fills with retirees who come for chess, carrom, cards and a hot cup of chai. The programme began with six people; now it has a waiting list.',
      introPa:
        'ਹਫ਼ਤੇ ਵਿੱਚ ਦੋ ਵਾਰ ਸਰੀ ਦੇ ਇੱਕ ਕਮਿਊਨਿਟੀ ਸੈਂਟਰ ਦਾ ਕਮਰਾ ਸੇਵਾਮੁਕਤ ਬਜ਼ੁਰਗਾਂ ਨਾਲ ਭਰ ਜਾਂਦਾ ਹੈ, ਜੋ ਸ਼ਤਰੰਜ, ਕੈਰਮ, ਤਾਸ਼ ਅਤੇ ਗਰਮ ਚਾਹ ਦੇ ਕੱਪ ਲਈ ਆਉਂਦੇ ਹਨ। ਛੇ ਜਣਿਆਂ ਨਾਲ ਸ਼ੁਰੂ ਹੋਏ ਇਸ ਪ੍ਰੋਗਰਾਮ ਲਈ ਹੁਣ ਉਡੀਕ ਸੂਚੀ ਲੱਗੀ ਹੋਈ ਹੈ।',
      body: [
        text(
          '<p>Surinder Kaur Bains started the Tuesday and Thursday drop-in after noticing how many of her neighbours spent the whole day indoors while their children were at work. The Fraser North Seniors\' Society lent her a room, a kettle and two chess boards; members brought the rest.</p>',
        ),
        img(
          'seniors-chess-surrey',
          'A Thursday afternoon game at the seniors\' drop-in.',
          'ਬਜ਼ੁਰਗਾਂ ਦੀ ਮਹਿਫ਼ਲ ਵਿੱਚ ਵੀਰਵਾਰ ਦੁਪਹਿਰ ਦੀ ਇੱਕ ਬਾਜ਼ੀ।',
        ),
        text(
          '<p>Today about forty people come each week. A volunteer nurse checks blood pressure once a month, a librarian brings large-print Punjabi books, and the chess ladder on the wall is taken very seriously. Several members say the biggest change is simple: they now have somewhere to be.</p>',
        ),
        quote(
          'At home I was "Bapu ji" who sits by the window. Here I am the man who beat the champion twice this month.',
          'Joginder Singh Mann, 79',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਸੁਰਿੰਦਰ ਕੌਰ ਬੈਂਸ ਨੇ ਦੇਖਿਆ ਕਿ ਬੱਚਿਆਂ ਦੇ ਕੰਮਾਂ \'ਤੇ ਜਾਣ ਤੋਂ ਬਾਅਦ ਉਨ੍ਹਾਂ ਦੇ ਕਿੰਨੇ ਹੀ ਗੁਆਂਢੀ ਸਾਰਾ ਦਿਨ ਘਰ ਅੰਦਰ ਬੈਠੇ ਰਹਿੰਦੇ ਹਨ, ਤਾਂ ਉਨ੍ਹਾਂ ਨੇ ਮੰਗਲਵਾਰ ਅਤੇ ਵੀਰਵਾਰ ਦੀ ਇਹ ਬੈਠਕ ਸ਼ੁਰੂ ਕੀਤੀ। ਫਰੇਜ਼ਰ ਨੌਰਥ ਸੀਨੀਅਰਜ਼ ਸੁਸਾਇਟੀ ਨੇ ਇੱਕ ਕਮਰਾ, ਇੱਕ ਕੇਤਲੀ ਅਤੇ ਦੋ ਸ਼ਤਰੰਜਾਂ ਦਿੱਤੀਆਂ; ਬਾਕੀ ਸਾਮਾਨ ਮੈਂਬਰ ਆਪ ਲੈ ਆਏ।</p>',
        ),
        img(
          'seniors-chess-surrey',
          'A Thursday afternoon game at the seniors\' drop-in.',
          'ਬਜ਼ੁਰਗਾਂ ਦੀ ਮਹਿਫ਼ਲ ਵਿੱਚ ਵੀਰਵਾਰ ਦੁਪਹਿਰ ਦੀ ਇੱਕ ਬਾਜ਼ੀ।',
        ),
        text(
          '<p>ਅੱਜ ਹਰ ਹਫ਼ਤੇ ਤਕਰੀਬਨ ਚਾਲੀ ਜਣੇ ਆਉਂਦੇ ਹਨ। ਇੱਕ ਵਲੰਟੀਅਰ ਨਰਸ ਮਹੀਨੇ ਵਿੱਚ ਇੱਕ ਵਾਰ ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ ਚੈੱਕ ਕਰਦੀ ਹੈ, ਲਾਇਬ੍ਰੇਰੀ ਵਾਲੇ ਵੱਡੇ ਅੱਖਰਾਂ ਵਾਲੀਆਂ ਪੰਜਾਬੀ ਕਿਤਾਬਾਂ ਲੈ ਆਉਂਦੇ ਹਨ, ਅਤੇ ਕੰਧ ਉੱਤੇ ਲੱਗੀ ਸ਼ਤਰੰਜ ਦੀ ਦਰਜਾਬੰਦੀ ਨੂੰ ਸਾਰੇ ਬੜੀ ਗੰਭੀਰਤਾ ਨਾਲ ਲੈਂਦੇ ਹਨ। ਕਈ ਮੈਂਬਰ ਕਹਿੰਦੇ ਹਨ ਕਿ ਸਭ ਤੋਂ ਵੱਡਾ ਫ਼ਰਕ ਇਹੀ ਪਿਆ ਹੈ ਕਿ ਹੁਣ ਉਨ੍ਹਾਂ ਕੋਲ ਜਾਣ ਲਈ ਕੋਈ ਥਾਂ ਹੈ।</p>',
        ),
        quote(
          'ਘਰੇ ਮੈਂ ਉਹ "ਬਾਪੂ ਜੀ" ਸੀ ਜੋ ਖਿੜਕੀ ਕੋਲ ਬੈਠਾ ਰਹਿੰਦਾ ਹੈ। ਇੱਥੇ ਮੈਂ ਉਹ ਬੰਦਾ ਹਾਂ ਜਿਸ ਨੇ ਇਸ ਮਹੀਨੇ ਦੋ ਵਾਰ ਚੈਂਪੀਅਨ ਨੂੰ ਹਰਾਇਆ।',
          'ਜੋਗਿੰਦਰ ਸਿੰਘ ਮਾਨ, 79',
        ),
      ],
      image: image('chai-and-chess-seniors'),
      postDate: d.daysAgo(17, '11:00'),
    },
    {
      id: 3004,
      title: 'A Newcomer\'s Guide to Your First 30 Days in Metro Vancouver',
      titlePa: 'ਨਵੇਂ ਆਇਆਂ ਲਈ ਗਾਈਡ: ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਵਿੱਚ ਤੁਹਾਡੇ ਪਹਿਲੇ 30 ਦਿਨ',
      intro:
        'SIN, bank account, phone plan, health coverage, a transit card and somewhere to live: our practical checklist for the first month, put together with settlement workers who answer these questions every day.',
      introPa:
        'ਸਿਨ ਨੰਬਰ, ਬੈਂਕ ਖਾਤਾ, ਫ਼ੋਨ ਪਲਾਨ, ਸਿਹਤ ਬੀਮਾ, ਬੱਸ-ਟਰੇਨ ਦਾ ਕਾਰਡ ਅਤੇ ਰਹਿਣ ਦਾ ਟਿਕਾਣਾ: ਪਹਿਲੇ ਮਹੀਨੇ ਲਈ ਸਾਡੀ ਕੰਮ ਦੀ ਸੂਚੀ, ਜੋ ਰੋਜ਼ ਇਹੀ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦੇਣ ਵਾਲੇ ਸੈਟਲਮੈਂਟ ਵਰਕਰਾਂ ਦੀ ਮਦਦ ਨਾਲ ਤਿਆਰ ਕੀਤੀ ਗਈ ਹੈ।',
      body: [
        text(
          '<p>Settlement workers say the first month sets the pattern for the first year, so do the paperwork early. In your first week, try to tick off the basics:</p><ul><li>Apply for your Social Insurance Number at a Service Canada office.</li><li>Open a bank account — most banks have newcomer packages with no monthly fee for the first year.</li><li>Apply for the provincial Medical Services Plan and buy private insurance to cover the waiting period of up to three months.</li><li>Get a transit card and register it, so you can recover the balance if you lose it.</li></ul>',
        ),
        img(
          'newcomer-checklist-skytrain',
          'A transit card and a notebook of appointments: the first weeks in a new city.',
          'ਟਰਾਂਜ਼ਿਟ ਕਾਰਡ ਅਤੇ ਮੁਲਾਕਾਤਾਂ ਵਾਲੀ ਕਾਪੀ: ਨਵੇਂ ਸ਼ਹਿਰ ਵਿੱਚ ਪਹਿਲੇ ਹਫ਼ਤੇ।',
        ),
        text(
          '<p>Permanent residents can use free, government-funded settlement services, including language classes, job search workshops and help with forms, and many agencies in Surrey and Abbotsford have Punjabi-speaking staff. Ask for an appointment rather than relying on advice from social media groups, where rules are often out of date.</p>',
        ),
        quote(
          'Nobody expects you to know everything in the first month. Write your questions down, bring your documents, and ask. That is what we are here for.',
          'Rajwinder Kaur Toor, settlement worker',
        ),
        text(
          '<p>Finally, be patient with the job search. Many newcomers start with survival jobs while they get Canadian references and have their credentials assessed. Our <a href="/news">news section</a> and the weekday morning show regularly cover job fairs and free workshops.</p>',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਸੈਟਲਮੈਂਟ ਵਰਕਰ ਕਹਿੰਦੇ ਹਨ ਕਿ ਪਹਿਲਾ ਮਹੀਨਾ ਹੀ ਪੂਰੇ ਪਹਿਲੇ ਸਾਲ ਦੀ ਦਿਸ਼ਾ ਤੈਅ ਕਰਦਾ ਹੈ, ਇਸ ਲਈ ਕਾਗ਼ਜ਼ੀ ਕਾਰਵਾਈ ਛੇਤੀ ਨਿਬੇੜੋ। ਪਹਿਲੇ ਹਫ਼ਤੇ ਇਹ ਮੁੱਢਲੇ ਕੰਮ ਪੂਰੇ ਕਰਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰੋ:</p><ul><li>ਸਰਵਿਸ ਕੈਨੇਡਾ ਦੇ ਦਫ਼ਤਰ ਜਾ ਕੇ ਸੋਸ਼ਲ ਇੰਸ਼ੋਰੈਂਸ ਨੰਬਰ (ਸਿਨ) ਲਈ ਅਰਜ਼ੀ ਦਿਓ।</li><li>ਬੈਂਕ ਖਾਤਾ ਖੁੱਲ੍ਹਵਾਓ — ਜ਼ਿਆਦਾਤਰ ਬੈਂਕਾਂ ਕੋਲ ਨਵੇਂ ਆਇਆਂ ਲਈ ਅਜਿਹੇ ਪੈਕੇਜ ਹਨ ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਪਹਿਲੇ ਸਾਲ ਕੋਈ ਮਹੀਨਾਵਾਰ ਫ਼ੀਸ ਨਹੀਂ ਲੱਗਦੀ।</li><li>ਸੂਬੇ ਦੇ ਮੈਡੀਕਲ ਸਰਵਿਸਿਜ਼ ਪਲਾਨ (ਐੱਮ.ਐੱਸ.ਪੀ.) ਲਈ ਅਰਜ਼ੀ ਦਿਓ ਅਤੇ ਤਿੰਨ ਮਹੀਨਿਆਂ ਤੱਕ ਦੇ ਉਡੀਕ ਸਮੇਂ ਲਈ ਨਿੱਜੀ ਬੀਮਾ ਲੈ ਲਓ।</li><li>ਟਰਾਂਜ਼ਿਟ ਕਾਰਡ ਲੈ ਕੇ ਉਸ ਨੂੰ ਰਜਿਸਟਰ ਕਰੋ, ਤਾਂ ਜੋ ਗੁਆਚਣ ਦੀ ਸੂਰਤ ਵਿੱਚ ਬਕਾਇਆ ਪੈਸੇ ਵਾਪਸ ਮਿਲ ਸਕਣ।</li></ul>',
        ),
        img(
          'newcomer-checklist-skytrain',
          'A transit card and a notebook of appointments: the first weeks in a new city.',
          'ਟਰਾਂਜ਼ਿਟ ਕਾਰਡ ਅਤੇ ਮੁਲਾਕਾਤਾਂ ਵਾਲੀ ਕਾਪੀ: ਨਵੇਂ ਸ਼ਹਿਰ ਵਿੱਚ ਪਹਿਲੇ ਹਫ਼ਤੇ।',
        ),
        text(
          '<p>ਪੱਕੇ ਵਸਨੀਕ ਸਰਕਾਰੀ ਖ਼ਰਚੇ ਉੱਤੇ ਚੱਲਦੀਆਂ ਮੁਫ਼ਤ ਸੈਟਲਮੈਂਟ ਸੇਵਾਵਾਂ ਲੈ ਸਕਦੇ ਹਨ — ਭਾਸ਼ਾ ਦੀਆਂ ਕਲਾਸਾਂ, ਨੌਕਰੀ ਲੱਭਣ ਦੀਆਂ ਵਰਕਸ਼ਾਪਾਂ ਅਤੇ ਫ਼ਾਰਮ ਭਰਨ ਵਿੱਚ ਮਦਦ। ਸਰੀ ਅਤੇ ਐਬਟਸਫੋਰਡ ਦੀਆਂ ਕਈ ਏਜੰਸੀਆਂ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲਾ ਸਟਾਫ਼ ਵੀ ਹੈ। ਸੋਸ਼ਲ ਮੀਡੀਆ ਗਰੁੱਪਾਂ ਦੀਆਂ ਸਲਾਹਾਂ ਉੱਤੇ ਭਰੋਸਾ ਕਰਨ ਦੀ ਥਾਂ ਮੁਲਾਕਾਤ ਦਾ ਸਮਾਂ ਲਓ, ਕਿਉਂਕਿ ਉੱਥੇ ਅਕਸਰ ਪੁਰਾਣੇ ਨਿਯਮ ਹੀ ਘੁੰਮਦੇ ਰਹਿੰਦੇ ਹਨ।</p>',
        ),
        quote(
          'ਕੋਈ ਇਹ ਉਮੀਦ ਨਹੀਂ ਕਰਦਾ ਕਿ ਪਹਿਲੇ ਮਹੀਨੇ ਹੀ ਤੁਹਾਨੂੰ ਸਭ ਕੁਝ ਪਤਾ ਹੋਵੇ। ਆਪਣੇ ਸਵਾਲ ਲਿਖ ਲਓ, ਕਾਗ਼ਜ਼ਾਤ ਨਾਲ ਲਿਆਓ ਅਤੇ ਪੁੱਛੋ। ਅਸੀਂ ਇਸੇ ਕੰਮ ਲਈ ਬੈਠੇ ਹਾਂ।',
          'ਰਾਜਵਿੰਦਰ ਕੌਰ ਤੂਰ, ਸੈਟਲਮੈਂਟ ਵਰਕਰ',
        ),
        text(
          '<p>ਅਖ਼ੀਰ ਵਿੱਚ, ਨੌਕਰੀ ਦੀ ਭਾਲ ਵਿੱਚ ਸਬਰ ਰੱਖੋ। ਬਹੁਤੇ ਨਵੇਂ ਆਏ ਲੋਕ ਸ਼ੁਰੂ ਵਿੱਚ ਗੁਜ਼ਾਰੇ ਲਈ ਕੋਈ ਵੀ ਕੰਮ ਫੜ ਲੈਂਦੇ ਹਨ, ਜਦੋਂ ਤੱਕ ਕੈਨੇਡੀਅਨ ਹਵਾਲੇ ਨਹੀਂ ਬਣ ਜਾਂਦੇ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀਆਂ ਡਿਗਰੀਆਂ ਦਾ ਮੁਲਾਂਕਣ ਨਹੀਂ ਹੋ ਜਾਂਦਾ। ਸਾਡੇ <a href="/news">ਖ਼ਬਰਾਂ ਵਾਲੇ ਭਾਗ</a> ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਦੇ ਸਵੇਰ ਦੇ ਸ਼ੋਅ ਵਿੱਚ ਨੌਕਰੀ ਮੇਲਿਆਂ ਅਤੇ ਮੁਫ਼ਤ ਵਰਕਸ਼ਾਪਾਂ ਦੀ ਜਾਣਕਾਰੀ ਨਿਯਮਤ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।</p>',
        ),
      ],
      image: image('newcomers-first-30-days'),
      postDate: d.daysAgo(24, '07:30'),
    },
    {
      id: 3005,
      title: 'The Teenagers Keeping Bhangra Alive in a North Delta School Gym',
      titlePa: 'ਨੌਰਥ ਡੈਲਟਾ ਦੇ ਸਕੂਲ ਜਿੰਮ ਵਿੱਚ ਭੰਗੜੇ ਨੂੰ ਜਿਊਂਦਾ ਰੱਖਣ ਵਾਲੇ ਨੌਜਵਾਨ',
      intro:
        'A student-run bhangra club at a North Delta secondary school has grown from a lunchtime hobby into a team that performs at Vaisakhi, weddings and community fundraisers.',
      introPa:
        'ਨੌਰਥ ਡੈਲਟਾ ਦੇ ਇੱਕ ਸੈਕੰਡਰੀ ਸਕੂਲ ਵਿੱਚ ਵਿਦਿਆਰਥੀਆਂ ਵੱਲੋਂ ਚਲਾਇਆ ਜਾਂਦਾ ਭੰਗੜਾ ਕਲੱਬ ਅੱਧੀ ਛੁੱਟੀ ਦੇ ਸ਼ੌਕ ਤੋਂ ਵਧ ਕੇ ਇੱਕ ਅਜਿਹੀ ਟੀਮ ਬਣ ਗਿਆ ਹੈ ਜੋ ਵਿਸਾਖੀ, ਵਿਆਹਾਂ ਅਤੇ ਭਾਈਚਾਰਕ ਫ਼ੰਡਰੇਜ਼ਰਾਂ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀਆਂ ਦਿੰਦੀ ਹੈ।',
      body: [
        text(
          '<p>Four years ago Jasleen Grewal and two friends pushed the gym benches aside at lunch and played a bhangra track from a phone. Today the club has thirty-two members, a shared wardrobe of <em>kurtas</em> and <em>chadras</em>, and a practice schedule that starts at seven on Saturday mornings.</p>',
        ),
        img(
          'north-delta-bhangra-club',
          'Club members rehearse a new routine before a Vaisakhi performance.',
          'ਵਿਸਾਖੀ ਦੀ ਪੇਸ਼ਕਾਰੀ ਤੋਂ ਪਹਿਲਾਂ ਨਵੇਂ ਭੰਗੜੇ ਦਾ ਅਭਿਆਸ ਕਰਦੇ ਕਲੱਬ ਮੈਂਬਰ।',
        ),
        text(
          '<p>Not every member is Punjabi. About a third of the team come from other backgrounds, and they learn the boliyan phonetically before they learn what the words mean. A volunteer coach, Mandeep Singh Bhullar, drives in from Surrey twice a week; the students raise money for costumes by performing at community events.</p>',
        ),
        quote(
          'My grandmother cried the first time she saw me on stage. She said the dhol sounded exactly like her village.',
          'Jasleen Grewal, 17',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਚਾਰ ਸਾਲ ਪਹਿਲਾਂ ਜਸਲੀਨ ਗਰੇਵਾਲ ਅਤੇ ਉਸ ਦੀਆਂ ਦੋ ਸਹੇਲੀਆਂ ਨੇ ਅੱਧੀ ਛੁੱਟੀ ਵੇਲੇ ਜਿੰਮ ਦੇ ਬੈਂਚ ਪਾਸੇ ਕਰਕੇ ਫ਼ੋਨ ਉੱਤੇ ਭੰਗੜੇ ਦਾ ਗੀਤ ਲਾਇਆ ਸੀ। ਅੱਜ ਕਲੱਬ ਦੇ ਬੱਤੀ ਮੈਂਬਰ ਹਨ, <em>ਕੁੜਤੇ</em> ਅਤੇ <em>ਚਾਦਰੇ</em> ਸਾਂਝੇ ਹਨ, ਅਤੇ ਸ਼ਨਿੱਚਰਵਾਰ ਸਵੇਰੇ ਸੱਤ ਵਜੇ ਤੋਂ ਅਭਿਆਸ ਸ਼ੁਰੂ ਹੋ ਜਾਂਦਾ ਹੈ।</p>',
        ),
        img(
          'north-delta-bhangra-club',
          'Club members rehearse a new routine before a Vaisakhi performance.',
          'ਵਿਸਾਖੀ ਦੀ ਪੇਸ਼ਕਾਰੀ ਤੋਂ ਪਹਿਲਾਂ ਨਵੇਂ ਭੰਗੜੇ ਦਾ ਅਭਿਆਸ ਕਰਦੇ ਕਲੱਬ ਮੈਂਬਰ।',
        ),
        text(
          '<p>ਸਾਰੇ ਮੈਂਬਰ ਪੰਜਾਬੀ ਨਹੀਂ ਹਨ। ਟੀਮ ਦੇ ਲਗਭਗ ਤੀਜੇ ਹਿੱਸੇ ਦਾ ਪਿਛੋਕੜ ਹੋਰ ਹੈ, ਅਤੇ ਉਹ ਬੋਲੀਆਂ ਦੇ ਅਰਥ ਸਮਝਣ ਤੋਂ ਪਹਿਲਾਂ ਹੀ ਉਨ੍ਹਾਂ ਨੂੰ ਉਚਾਰਨ ਮੁਤਾਬਕ ਯਾਦ ਕਰ ਲੈਂਦੇ ਹਨ। ਵਲੰਟੀਅਰ ਕੋਚ ਮਨਦੀਪ ਸਿੰਘ ਭੁੱਲਰ ਹਫ਼ਤੇ ਵਿੱਚ ਦੋ ਵਾਰ ਸਰੀ ਤੋਂ ਆਉਂਦੇ ਹਨ, ਅਤੇ ਵਿਦਿਆਰਥੀ ਭਾਈਚਾਰਕ ਸਮਾਗਮਾਂ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀਆਂ ਦੇ ਕੇ ਪੁਸ਼ਾਕਾਂ ਲਈ ਪੈਸੇ ਇਕੱਠੇ ਕਰਦੇ ਹਨ।</p>',
        ),
        quote(
          'ਜਦੋਂ ਮੇਰੇ ਬੀਜੀ ਨੇ ਮੈਨੂੰ ਪਹਿਲੀ ਵਾਰ ਸਟੇਜ ਉੱਤੇ ਦੇਖਿਆ ਤਾਂ ਉਨ੍ਹਾਂ ਦੀਆਂ ਅੱਖਾਂ ਭਰ ਆਈਆਂ। ਕਹਿੰਦੇ, ਢੋਲ ਬਿਲਕੁਲ ਸਾਡੇ ਪਿੰਡ ਵਰਗਾ ਵੱਜਦਾ ਹੈ।',
          'ਜਸਲੀਨ ਗਰੇਵਾਲ, 17',
        ),
      ],
      image: image('north-delta-bhangra-teens'),
      postDate: d.daysAgo(31, '15:00'),
    },
    {
      id: 3006,
      title: 'The Long-Haul Poet: A Trucker Writes His Way Across the Coquihalla',
      intro:
        'Kulwant Singh Brar has driven the Surrey-to-Calgary run for nineteen years. Somewhere between Hope and Merritt, he started dictating poems into his phone — and now he has a book.',
      body: [
        text(
          '<p>The idea came on a night of freezing rain, when the highway was closed and Kulwant Singh Brar sat for six hours in a line of trucks near the summit. He opened a voice-memo app and started talking to his late father. By morning he had the first draft of a poem he would rewrite forty times.</p>',
        ),
        quote(
          'The road is lonely, but it is never quiet. The engine, the wipers, the radio — they all give you a rhythm. I just put words on it.',
          'Kulwant Singh Brar',
        ),
        text(
          '<p>His collection, printed by a small Surrey publisher, is about mountain passes, roadside dhabas in BC interior towns, and the families that wait at home. He reads from it at truck-stop gatherings and gurdwara literary evenings, and donates the proceeds to a fund for the families of drivers injured on the job.</p>',
        ),
        img('trucker-poet-coquihalla', 'A truck climbs the Coquihalla Highway at dawn.'),
      ],
      image: image('long-haul-poet'),
      postDate: d.daysAgo(38, '18:00'),
    },
    {
      id: 3007,
      title: 'Roots',
      intro:
        'In a community garden behind a Surrey townhouse complex, elders grow karela, methi and mustard greens in raised beds — and teach their grandchildren the names of every plant in Punjabi.',
      body: [
        text(
          '<p>The garden has twenty-four plots and a waiting list three times as long. Most of the gardeners are over sixty, and most of what they grow cannot easily be found in a supermarket: bitter gourd on trellises, fenugreek in tidy rows, and mustard planted early so there is <em>saag</em> by the first cold week of autumn.</p>',
        ),
        img(
          'surrey-community-garden-saag',
          'Mustard greens and fenugreek in a raised bed at the community garden.',
        ),
        text(
          '<p>Harbans Kaur Sekhon, 74, teaches a Saturday "garden school" for children. They learn to save seeds, to plant garlic in the fall, and the Punjabi names for everything they touch. Several parents say their children now speak more Punjabi in the garden than anywhere else.</p>',
        ),
        quote(
          'In the village we said the land remembers you. Here I tell the children: look after the soil, and it will look after you.',
          'Harbans Kaur Sekhon',
        ),
      ],
      image: image('roots-community-garden'),
      postDate: d.daysAgo(46, '10:30'),
    },
    {
      id: 3008,
      title: 'Video Calls, Online Banking and Bus Apps: Seniors Go Back to Class',
      titlePa: 'ਵੀਡੀਓ ਕਾਲਾਂ, ਆਨਲਾਈਨ ਬੈਂਕਿੰਗ ਅਤੇ ਬੱਸਾਂ ਦੀਆਂ ਐਪਾਂ: ਬਜ਼ੁਰਗ ਮੁੜ ਜਮਾਤ ਵਿੱਚ',
      intro:
        'A free Punjabi-language smartphone course at a Surrey library branch is helping grandparents pay bills, spot scam calls and see their families in Punjab without waiting for someone to help.',
      introPa:
        'ਸਰੀ ਦੀ ਇੱਕ ਲਾਇਬ੍ਰੇਰੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪੰਜਾਬੀ ਵਿੱਚ ਚੱਲਦਾ ਮੁਫ਼ਤ ਸਮਾਰਟਫ਼ੋਨ ਕੋਰਸ ਦਾਦਿਆਂ-ਦਾਦੀਆਂ ਨੂੰ ਬਿੱਲ ਭਰਨ, ਠੱਗੀ ਵਾਲੀਆਂ ਕਾਲਾਂ ਪਛਾਣਨ ਅਤੇ ਕਿਸੇ ਦੀ ਉਡੀਕ ਕੀਤੇ ਬਿਨਾਂ ਪੰਜਾਬ ਬੈਠੇ ਪਰਿਵਾਰ ਨਾਲ ਵੀਡੀਓ ਕਾਲ ਕਰਨ ਵਿੱਚ ਮਦਦ ਕਰ ਰਿਹਾ ਹੈ।',
      body: [
        text(
          '<p>The six-week course is taught by Amandeep Kaur Johal, a university student who volunteers on Wednesday afternoons. Each class covers one skill — sending a photo, checking a bus arrival time, paying a utility bill — and every participant practises on their own phone until they can do it twice without help.</p>',
        ),
        img(
          'seniors-smartphone-class',
          'A participant practises a video call during the Wednesday class.',
          'ਬੁੱਧਵਾਰ ਦੀ ਕਲਾਸ ਦੌਰਾਨ ਵੀਡੀਓ ਕਾਲ ਦਾ ਅਭਿਆਸ ਕਰਦੀ ਇੱਕ ਬਜ਼ੁਰਗ ਬੀਬੀ।',
        ),
        text(
          '<p>The most popular lesson is about fraud. Students learn that a bank or a government agency will never ask for a password over the phone, and that a caller demanding payment in gift cards is always a scammer. <strong>If in doubt, hang up and call back on the number printed on your card.</strong></p>',
        ),
        quote(
          'My son used to do everything for me. Last week I paid the hydro bill myself and then I called him — on video — to tell him.',
          'Paramjit Kaur Randhawa, 68',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਛੇ ਹਫ਼ਤਿਆਂ ਦਾ ਇਹ ਕੋਰਸ ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਵਿਦਿਆਰਥਣ ਅਮਨਦੀਪ ਕੌਰ ਜੌਹਲ ਪੜ੍ਹਾਉਂਦੀ ਹੈ, ਜੋ ਬੁੱਧਵਾਰ ਦੁਪਹਿਰ ਨੂੰ ਵਲੰਟੀਅਰ ਵਜੋਂ ਆਉਂਦੀ ਹੈ। ਹਰ ਕਲਾਸ ਵਿੱਚ ਇੱਕ ਕੰਮ ਸਿਖਾਇਆ ਜਾਂਦਾ ਹੈ — ਫ਼ੋਟੋ ਭੇਜਣਾ, ਬੱਸ ਦੇ ਆਉਣ ਦਾ ਸਮਾਂ ਦੇਖਣਾ, ਬਿਜਲੀ-ਪਾਣੀ ਦਾ ਬਿੱਲ ਭਰਨਾ — ਅਤੇ ਹਰ ਜਣਾ ਆਪਣੇ ਫ਼ੋਨ ਉੱਤੇ ਉਦੋਂ ਤੱਕ ਅਭਿਆਸ ਕਰਦਾ ਹੈ ਜਦੋਂ ਤੱਕ ਉਹ ਬਿਨਾਂ ਮਦਦ ਦੋ ਵਾਰ ਇਹ ਕੰਮ ਨਾ ਕਰ ਲਵੇ।</p>',
        ),
        img(
          'seniors-smartphone-class',
          'A participant practises a video call during the Wednesday class.',
          'ਬੁੱਧਵਾਰ ਦੀ ਕਲਾਸ ਦੌਰਾਨ ਵੀਡੀਓ ਕਾਲ ਦਾ ਅਭਿਆਸ ਕਰਦੀ ਇੱਕ ਬਜ਼ੁਰਗ ਬੀਬੀ।',
        ),
        text(
          '<p>ਸਭ ਤੋਂ ਵੱਧ ਪਸੰਦ ਕੀਤਾ ਜਾਣ ਵਾਲਾ ਪਾਠ ਠੱਗੀ ਬਾਰੇ ਹੈ। ਵਿਦਿਆਰਥੀ ਸਿੱਖਦੇ ਹਨ ਕਿ ਕੋਈ ਬੈਂਕ ਜਾਂ ਸਰਕਾਰੀ ਮਹਿਕਮਾ ਕਦੇ ਵੀ ਫ਼ੋਨ ਉੱਤੇ ਪਾਸਵਰਡ ਨਹੀਂ ਮੰਗਦਾ, ਅਤੇ ਗਿਫ਼ਟ ਕਾਰਡਾਂ ਵਿੱਚ ਭੁਗਤਾਨ ਮੰਗਣ ਵਾਲਾ ਹਮੇਸ਼ਾ ਠੱਗ ਹੀ ਹੁੰਦਾ ਹੈ। <strong>ਸ਼ੱਕ ਹੋਵੇ ਤਾਂ ਫ਼ੋਨ ਕੱਟ ਦਿਓ ਅਤੇ ਆਪਣੇ ਕਾਰਡ ਉੱਤੇ ਛਪੇ ਨੰਬਰ ਉੱਤੇ ਆਪ ਫ਼ੋਨ ਕਰੋ।</strong></p>',
        ),
        quote(
          'ਪਹਿਲਾਂ ਮੇਰਾ ਸਾਰਾ ਕੰਮ ਮੇਰਾ ਪੁੱਤ ਕਰਦਾ ਸੀ। ਪਿਛਲੇ ਹਫ਼ਤੇ ਬਿਜਲੀ ਦਾ ਬਿੱਲ ਮੈਂ ਆਪ ਭਰਿਆ ਅਤੇ ਫਿਰ ਉਹਨੂੰ ਵੀਡੀਓ ਕਾਲ ਕਰਕੇ ਦੱਸਿਆ।',
          'ਪਰਮਜੀਤ ਕੌਰ ਰੰਧਾਵਾ, 68',
        ),
      ],
      image: image('seniors-back-to-class'),
      postDate: d.daysAgo(53, '13:00'),
    },
    {
      id: 3009,
      title: 'Renting in Surrey as an International Student: What to Check Before You Sign',
      titlePa: 'ਸਰੀ ਵਿੱਚ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ ਵਜੋਂ ਕਿਰਾਏ \'ਤੇ ਰਹਿਣਾ: ਦਸਤਖ਼ਤ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਕੀ ਦੇਖੀਏ',
      intro:
        'Basement suites, shared rooms and deposits paid to strangers online: tenant advocates explain the rights every student renter in BC has, and the warning signs of a rental scam.',
      introPa:
        'ਬੇਸਮੈਂਟ, ਸਾਂਝੇ ਕਮਰੇ ਅਤੇ ਆਨਲਾਈਨ ਅਣਜਾਣ ਲੋਕਾਂ ਨੂੰ ਦਿੱਤੇ ਡਿਪਾਜ਼ਿਟ: ਕਿਰਾਏਦਾਰਾਂ ਦੇ ਹੱਕਾਂ ਲਈ ਕੰਮ ਕਰਨ ਵਾਲੇ ਦੱਸਦੇ ਹਨ ਕਿ ਬੀ.ਸੀ. ਵਿੱਚ ਹਰ ਵਿਦਿਆਰਥੀ ਕਿਰਾਏਦਾਰ ਦੇ ਕੀ ਹੱਕ ਹਨ ਅਤੇ ਕਿਰਾਏ ਦੀ ਠੱਗੀ ਦੇ ਕਿਹੜੇ ਸੰਕੇਤ ਹੁੰਦੇ ਹਨ।',
      body: [
        text(
          '<p>Most tenancies in BC are covered by the Residential Tenancy Act, and that includes many basement suites. Before you move in, make sure you have:</p><ul><li>A written tenancy agreement that names the landlord and lists the rent and what it includes.</li><li>A receipt for every payment, especially cash.</li><li>A security deposit of no more than half of one month\'s rent.</li><li>A move-in inspection report, signed by both sides, with photos.</li></ul>',
        ),
        quote(
          'If someone wants a deposit before you have seen the room, or says they are "out of the country" and will mail the keys, walk away. That is a scam every time.',
          'Navjot Singh Cheema, tenant advocate',
        ),
        img(
          'student-rental-surrey',
          'Basement suites make up a large part of the rental housing near Surrey\'s campuses.',
          'ਸਰੀ ਦੇ ਕੈਂਪਸਾਂ ਨੇੜੇ ਕਿਰਾਏ ਦੇ ਮਕਾਨਾਂ ਵਿੱਚ ਬੇਸਮੈਂਟਾਂ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਹੈ।',
        ),
        text(
          '<p>Disputes over deposits, repairs or evictions can go to the provincial Residential Tenancy Branch, which has information in several languages. Campus student unions and community legal clinics also offer free advice, and none of them will share your details with your landlord.</p>',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਬੀ.ਸੀ. ਵਿੱਚ ਜ਼ਿਆਦਾਤਰ ਕਿਰਾਏਦਾਰੀਆਂ ਰੈਜ਼ੀਡੈਂਸ਼ੀਅਲ ਟੈਨੈਂਸੀ ਐਕਟ ਹੇਠ ਆਉਂਦੀਆਂ ਹਨ, ਅਤੇ ਇਸ ਵਿੱਚ ਬਹੁਤੀਆਂ ਬੇਸਮੈਂਟਾਂ ਵੀ ਸ਼ਾਮਲ ਹਨ। ਕਮਰੇ ਵਿੱਚ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ ਇਹ ਪੱਕਾ ਕਰੋ ਕਿ ਤੁਹਾਡੇ ਕੋਲ ਇਹ ਸਭ ਹੋਵੇ:</p><ul><li>ਲਿਖਤੀ ਕਿਰਾਇਆਨਾਮਾ, ਜਿਸ ਵਿੱਚ ਮਕਾਨ ਮਾਲਕ ਦਾ ਨਾਂ, ਕਿਰਾਇਆ ਅਤੇ ਉਸ ਵਿੱਚ ਸ਼ਾਮਲ ਸਹੂਲਤਾਂ ਲਿਖੀਆਂ ਹੋਣ।</li><li>ਹਰ ਭੁਗਤਾਨ ਦੀ ਰਸੀਦ, ਖ਼ਾਸ ਕਰਕੇ ਨਕਦ ਪੈਸਿਆਂ ਦੀ।</li><li>ਸਕਿਉਰਿਟੀ ਡਿਪਾਜ਼ਿਟ, ਜੋ ਇੱਕ ਮਹੀਨੇ ਦੇ ਅੱਧੇ ਕਿਰਾਏ ਤੋਂ ਵੱਧ ਨਾ ਹੋਵੇ।</li><li>ਕਮਰੇ ਵਿੱਚ ਆਉਣ ਵੇਲੇ ਦੀ ਜਾਂਚ ਰਿਪੋਰਟ, ਦੋਵਾਂ ਧਿਰਾਂ ਦੇ ਦਸਤਖ਼ਤਾਂ ਅਤੇ ਤਸਵੀਰਾਂ ਸਮੇਤ।</li></ul>',
        ),
        quote(
          'ਜੇ ਕੋਈ ਕਮਰਾ ਦਿਖਾਉਣ ਤੋਂ ਪਹਿਲਾਂ ਹੀ ਡਿਪਾਜ਼ਿਟ ਮੰਗੇ, ਜਾਂ ਕਹੇ ਕਿ ਉਹ "ਦੇਸ਼ ਤੋਂ ਬਾਹਰ" ਹੈ ਅਤੇ ਚਾਬੀਆਂ ਡਾਕ ਰਾਹੀਂ ਭੇਜ ਦੇਵੇਗਾ, ਤਾਂ ਉੱਥੋਂ ਹੀ ਪਿੱਛੇ ਹਟ ਜਾਓ। ਇਹ ਹਰ ਵਾਰ ਠੱਗੀ ਹੀ ਹੁੰਦੀ ਹੈ।',
          'ਨਵਜੋਤ ਸਿੰਘ ਚੀਮਾ, ਕਿਰਾਏਦਾਰਾਂ ਦੇ ਹੱਕਾਂ ਦੇ ਕਾਰਕੁਨ',
        ),
        img(
          'student-rental-surrey',
          'Basement suites make up a large part of the rental housing near Surrey\'s campuses.',
          'ਸਰੀ ਦੇ ਕੈਂਪਸਾਂ ਨੇੜੇ ਕਿਰਾਏ ਦੇ ਮਕਾਨਾਂ ਵਿੱਚ ਬੇਸਮੈਂਟਾਂ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਹੈ।',
        ),
        text(
          '<p>ਡਿਪਾਜ਼ਿਟ, ਮੁਰੰਮਤ ਜਾਂ ਘਰੋਂ ਕੱਢਣ ਬਾਰੇ ਝਗੜੇ ਸੂਬੇ ਦੀ ਰੈਜ਼ੀਡੈਂਸ਼ੀਅਲ ਟੈਨੈਂਸੀ ਬ੍ਰਾਂਚ ਕੋਲ ਲਿਜਾਏ ਜਾ ਸਕਦੇ ਹਨ, ਜਿਸ ਦੀ ਜਾਣਕਾਰੀ ਕਈ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਮਿਲਦੀ ਹੈ। ਕੈਂਪਸਾਂ ਦੀਆਂ ਵਿਦਿਆਰਥੀ ਯੂਨੀਅਨਾਂ ਅਤੇ ਭਾਈਚਾਰਕ ਕਾਨੂੰਨੀ ਕਲੀਨਿਕ ਵੀ ਮੁਫ਼ਤ ਸਲਾਹ ਦਿੰਦੇ ਹਨ, ਅਤੇ ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕੋਈ ਵੀ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਮਕਾਨ ਮਾਲਕ ਨਾਲ ਸਾਂਝੀ ਨਹੀਂ ਕਰਦਾ।</p>',
        ),
      ],
      image: image('international-students-renting-surrey'),
      postDate: d.daysAgo(61, '09:00'),
    },
    {
      id: 3010,
      title: 'Milk Before Dawn: Inside a Third-Generation Dairy Farm near Abbotsford',
      titlePa: 'ਪਹੁ-ਫੁਟਾਲੇ ਤੋਂ ਪਹਿਲਾਂ ਦੁੱਧ: ਐਬਟਸਫੋਰਡ ਨੇੜੇ ਤੀਜੀ ਪੀੜ੍ਹੀ ਦਾ ਡੇਅਰੀ ਫਾਰਮ',
      intro:
        'Robots now milk most of the Dhillon family\'s herd, but the day still begins at four. We followed three generations through a working morning on the Sumas Prairie.',
      introPa:
        'ਢਿੱਲੋਂ ਪਰਿਵਾਰ ਦੀਆਂ ਬਹੁਤੀਆਂ ਗਾਵਾਂ ਦੀ ਧਾਰ ਹੁਣ ਰੋਬੋਟ ਕੱਢਦੇ ਹਨ, ਪਰ ਦਿਨ ਅੱਜ ਵੀ ਤੜਕੇ ਚਾਰ ਵਜੇ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ। ਅਸੀਂ ਸੂਮਸ ਪ੍ਰੇਰੀ ਉੱਤੇ ਕੰਮ ਵਾਲੀ ਇੱਕ ਸਵੇਰ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਦੇ ਨਾਲ ਬਿਤਾਈ।',
      body: [
        text(
          '<p>Gurdev Singh Dhillon milked his first cow in Punjab at the age of eight. Fifty years later his grandson Arjun checks a tablet to see which of their 180 Holsteins have visited the milking robot overnight, and which need a closer look from the vet.</p>',
        ),
        img(
          'dhillon-dairy-barn',
          'The family\'s barn on the Sumas Prairie, rebuilt after the floods.',
          'ਸੂਮਸ ਪ੍ਰੇਰੀ ਉੱਤੇ ਪਰਿਵਾਰ ਦਾ ਵਾੜਾ, ਜੋ ਹੜ੍ਹਾਂ ਤੋਂ ਬਾਅਦ ਮੁੜ ਉਸਾਰਿਆ ਗਿਆ।',
        ),
        text(
          '<p>When the floods came, the family moved the herd to neighbours\' farms on higher ground with the help of dozens of volunteers, many of whom they had never met. Rebuilding took most of two years. The barn now has raised electrical panels and an evacuation plan pinned to the office wall.</p>',
        ),
        quote(
          'People drove their trailers through the night to move our cows. I will spend the rest of my life paying that kindness forward.',
          'Gurdev Singh Dhillon',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਗੁਰਦੇਵ ਸਿੰਘ ਢਿੱਲੋਂ ਨੇ ਪੰਜਾਬ ਵਿੱਚ ਅੱਠ ਸਾਲ ਦੀ ਉਮਰ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਗਾਂ ਚੋਈ ਸੀ। ਪੰਜਾਹ ਸਾਲ ਬਾਅਦ ਉਨ੍ਹਾਂ ਦਾ ਪੋਤਾ ਅਰਜੁਨ ਟੈਬਲੇਟ ਉੱਤੇ ਦੇਖਦਾ ਹੈ ਕਿ ਉਨ੍ਹਾਂ ਦੀਆਂ 180 ਹੋਲਸਟੀਨ ਗਾਵਾਂ ਵਿੱਚੋਂ ਕਿਹੜੀਆਂ ਰਾਤ ਨੂੰ ਦੁੱਧ ਚੋਣ ਵਾਲੇ ਰੋਬੋਟ ਕੋਲ ਗਈਆਂ ਅਤੇ ਕਿਹੜੀਆਂ ਨੂੰ ਡੰਗਰ ਡਾਕਟਰ ਨੂੰ ਦਿਖਾਉਣ ਦੀ ਲੋੜ ਹੈ।</p>',
        ),
        img(
          'dhillon-dairy-barn',
          'The family\'s barn on the Sumas Prairie, rebuilt after the floods.',
          'ਸੂਮਸ ਪ੍ਰੇਰੀ ਉੱਤੇ ਪਰਿਵਾਰ ਦਾ ਵਾੜਾ, ਜੋ ਹੜ੍ਹਾਂ ਤੋਂ ਬਾਅਦ ਮੁੜ ਉਸਾਰਿਆ ਗਿਆ।',
        ),
        text(
          '<p>ਜਦੋਂ ਹੜ੍ਹ ਆਏ ਤਾਂ ਦਰਜਨਾਂ ਵਲੰਟੀਅਰਾਂ ਦੀ ਮਦਦ ਨਾਲ ਪਰਿਵਾਰ ਨੇ ਆਪਣੀਆਂ ਗਾਵਾਂ ਉੱਚੀ ਥਾਂ ਉੱਤੇ ਗੁਆਂਢੀਆਂ ਦੇ ਫਾਰਮਾਂ ਵਿੱਚ ਪਹੁੰਚਾਈਆਂ — ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤਿਆਂ ਨੂੰ ਉਹ ਪਹਿਲਾਂ ਕਦੇ ਮਿਲੇ ਵੀ ਨਹੀਂ ਸਨ। ਮੁੜ ਉਸਾਰੀ ਵਿੱਚ ਲਗਭਗ ਦੋ ਸਾਲ ਲੱਗ ਗਏ। ਹੁਣ ਵਾੜੇ ਵਿੱਚ ਬਿਜਲੀ ਦੇ ਪੈਨਲ ਉੱਚੇ ਲਾਏ ਗਏ ਹਨ ਅਤੇ ਦਫ਼ਤਰ ਦੀ ਕੰਧ ਉੱਤੇ ਐਮਰਜੈਂਸੀ ਵਿੱਚ ਨਿਕਲਣ ਦੀ ਯੋਜਨਾ ਟੰਗੀ ਹੋਈ ਹੈ।</p>',
        ),
        quote(
          'ਲੋਕ ਸਾਰੀ ਰਾਤ ਆਪਣੇ ਟਰੇਲਰ ਚਲਾ ਕੇ ਸਾਡੀਆਂ ਗਾਵਾਂ ਕੱਢਦੇ ਰਹੇ। ਉਸ ਨੇਕੀ ਦਾ ਕਰਜ਼ ਮੈਂ ਸਾਰੀ ਉਮਰ ਦੂਜਿਆਂ ਦੀ ਮਦਦ ਕਰਕੇ ਉਤਾਰਦਾ ਰਹਾਂਗਾ।',
          'ਗੁਰਦੇਵ ਸਿੰਘ ਢਿੱਲੋਂ',
        ),
      ],
      image: image('dhillon-dairy-farm-abbotsford'),
      postDate: d.daysAgo(69, '06:30'),
    },
    {
      id: 3011,
      title: 'Hockey Night, in Punjabi',
      intro:
        'At fourteen, Noor Sahota is the starting goalie for her Surrey minor hockey team. Her biggest fans learned the game from Punjabi-language broadcasts, and they never miss a Saturday.',
      body: [
        text(
          '<p>Noor\'s grandfather had never seen ice before he came to Canada. He learned hockey from Punjabi-language game commentary on television, and he still calls a glove save by its Punjabi nickname from the broadcast. When Noor asked for goalie pads at the age of seven, he was the one who paid for them.</p>',
        ),
        img('surrey-minor-hockey-goalie', 'Noor Sahota in net during a Saturday morning game in Surrey.'),
        quote(
          'Girls from our community were not always encouraged to play. I want the little ones in the stands to see me and think, I can do that.',
          'Noor Sahota, 14',
        ),
        text(
          '<p>Her coach says Noor\'s best quality is not her glove hand but her calm. She is already talking about a university scholarship, and her family has a standing rule: whoever drives her to 6 a.m. practice gets first pick of the samosas afterwards.</p>',
        ),
      ],
      image: image('hockey-night-in-punjabi'),
      postDate: d.daysAgo(78, '19:00'),
    },
    {
      id: 3012,
      title: 'Behind the Kabaddi Cup: The Volunteers Who Build a Tournament in a Weekend',
      titlePa: 'ਕਬੱਡੀ ਕੱਪ ਦੇ ਪਿੱਛੇ: ਉਹ ਵਲੰਟੀਅਰ ਜੋ ਇੱਕ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਪੂਰਾ ਟੂਰਨਾਮੈਂਟ ਖੜ੍ਹਾ ਕਰ ਦਿੰਦੇ ਹਨ',
      intro:
        'Crowds see the raids and the tackles. They rarely see the two hundred volunteers who mark the circle, run the parking, cook for the teams and clean up long after the last match.',
      introPa:
        'ਦਰਸ਼ਕ ਰੇਡਾਂ ਅਤੇ ਜੱਫੇ ਦੇਖਦੇ ਹਨ। ਉਹ ਉਨ੍ਹਾਂ ਦੋ ਸੌ ਵਲੰਟੀਅਰਾਂ ਨੂੰ ਘੱਟ ਹੀ ਦੇਖਦੇ ਹਨ ਜੋ ਦਾਇਰਾ ਵਾਹੁੰਦੇ, ਪਾਰਕਿੰਗ ਸਾਂਭਦੇ, ਟੀਮਾਂ ਲਈ ਲੰਗਰ ਪਕਾਉਂਦੇ ਅਤੇ ਆਖ਼ਰੀ ਮੈਚ ਤੋਂ ਕਿਤੇ ਬਾਅਦ ਤੱਕ ਸਫ਼ਾਈ ਕਰਦੇ ਹਨ।',
      body: [
        text(
          '<p>Preparations for the summer kabaddi cup start in winter, in the back office of a Surrey trucking company owned by the organising club\'s treasurer. By the Friday before the tournament, volunteers have booked referees, arranged insurance, rented bleachers and taped the first aid plan to the door of the medical tent.</p>',
        ),
        img(
          'kabaddi-cup-volunteers',
          'Volunteers mark the kabaddi circle at dawn on tournament day.',
          'ਟੂਰਨਾਮੈਂਟ ਵਾਲੇ ਦਿਨ ਤੜਕੇ ਕਬੱਡੀ ਦਾ ਦਾਇਰਾ ਵਾਹੁੰਦੇ ਵਲੰਟੀਅਰ।',
        ),
        text(
          '<p>The youngest volunteers are high-school students earning service hours; the oldest is Bachittar Singh Pannu, 82, who has handed out water bottles at every tournament for twenty years. This year the club added a quiet tent for families with young children and a shuttle from the nearest SkyTrain station.</p>',
        ),
        quote(
          'The players get the trophies. The volunteers get tired feet and the best seat in the house.',
          'Harjinder Kaur Aulakh, volunteer coordinator',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਗਰਮੀਆਂ ਦੇ ਕਬੱਡੀ ਕੱਪ ਦੀਆਂ ਤਿਆਰੀਆਂ ਸਿਆਲ ਵਿੱਚ ਹੀ ਸ਼ੁਰੂ ਹੋ ਜਾਂਦੀਆਂ ਹਨ — ਪ੍ਰਬੰਧਕ ਕਲੱਬ ਦੇ ਖ਼ਜ਼ਾਨਚੀ ਦੀ ਸਰੀ ਵਿਚਲੀ ਟਰੱਕਿੰਗ ਕੰਪਨੀ ਦੇ ਪਿਛਲੇ ਦਫ਼ਤਰ ਵਿੱਚ। ਟੂਰਨਾਮੈਂਟ ਤੋਂ ਪਹਿਲਾਂ ਵਾਲੇ ਸ਼ੁੱਕਰਵਾਰ ਤੱਕ ਵਲੰਟੀਅਰ ਰੈਫ਼ਰੀ ਬੁੱਕ ਕਰ ਚੁੱਕੇ ਹੁੰਦੇ ਹਨ, ਬੀਮੇ ਦਾ ਪ੍ਰਬੰਧ ਹੋ ਚੁੱਕਾ ਹੁੰਦਾ ਹੈ, ਦਰਸ਼ਕਾਂ ਲਈ ਬੈਂਚ ਕਿਰਾਏ \'ਤੇ ਆ ਜਾਂਦੇ ਹਨ ਅਤੇ ਮੈਡੀਕਲ ਟੈਂਟ ਦੇ ਦਰਵਾਜ਼ੇ ਉੱਤੇ ਮੁੱਢਲੀ ਸਹਾਇਤਾ ਦੀ ਯੋਜਨਾ ਚਿਪਕਾ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।</p>',
        ),
        img(
          'kabaddi-cup-volunteers',
          'Volunteers mark the kabaddi circle at dawn on tournament day.',
          'ਟੂਰਨਾਮੈਂਟ ਵਾਲੇ ਦਿਨ ਤੜਕੇ ਕਬੱਡੀ ਦਾ ਦਾਇਰਾ ਵਾਹੁੰਦੇ ਵਲੰਟੀਅਰ।',
        ),
        text(
          '<p>ਸਭ ਤੋਂ ਛੋਟੀ ਉਮਰ ਦੇ ਵਲੰਟੀਅਰ ਹਾਈ ਸਕੂਲ ਦੇ ਵਿਦਿਆਰਥੀ ਹਨ ਜੋ ਆਪਣੇ ਸੇਵਾ ਦੇ ਘੰਟੇ ਪੂਰੇ ਕਰਦੇ ਹਨ; ਸਭ ਤੋਂ ਵੱਡੇ 82 ਸਾਲਾ ਬਚਿੱਤਰ ਸਿੰਘ ਪੰਨੂ ਹਨ, ਜੋ ਵੀਹ ਸਾਲਾਂ ਤੋਂ ਹਰ ਟੂਰਨਾਮੈਂਟ ਵਿੱਚ ਪਾਣੀ ਦੀਆਂ ਬੋਤਲਾਂ ਵੰਡਦੇ ਆ ਰਹੇ ਹਨ। ਇਸ ਸਾਲ ਕਲੱਬ ਨੇ ਛੋਟੇ ਬੱਚਿਆਂ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਲਈ ਸ਼ਾਂਤ ਟੈਂਟ ਅਤੇ ਨੇੜਲੇ ਸਕਾਈਟਰੇਨ ਸਟੇਸ਼ਨ ਤੋਂ ਸ਼ਟਲ ਬੱਸ ਦਾ ਪ੍ਰਬੰਧ ਵੀ ਕੀਤਾ।</p>',
        ),
        quote(
          'ਟਰਾਫ਼ੀਆਂ ਖਿਡਾਰੀਆਂ ਨੂੰ ਮਿਲਦੀਆਂ ਹਨ। ਵਲੰਟੀਅਰਾਂ ਦੇ ਹਿੱਸੇ ਥੱਕੇ ਪੈਰ ਆਉਂਦੇ ਹਨ — ਤੇ ਮੈਦਾਨ ਦੀ ਸਭ ਤੋਂ ਵਧੀਆ ਸੀਟ।',
          'ਹਰਜਿੰਦਰ ਕੌਰ ਔਲਖ, ਵਲੰਟੀਅਰ ਕੋਆਰਡੀਨੇਟਰ',
        ),
      ],
      image: image('kabaddi-cup-behind-the-scenes'),
      postDate: d.daysAgo(86, '16:00'),
    },
    {
      id: 3013,
      title: 'Walking Together at Seven',
      titlePa: 'ਸਵੇਰੇ ਸੱਤ ਵਜੇ ਇਕੱਠੀਆਂ ਸੈਰ',
      intro:
        'Rain or shine, a group of Newton women meets at a park gate every morning for a five-kilometre walk. What started as doctor\'s orders for one member has become a support network for forty.',
      introPa:
        'ਮੀਂਹ ਹੋਵੇ ਜਾਂ ਧੁੱਪ, ਨਿਊਟਨ ਦੀਆਂ ਔਰਤਾਂ ਦਾ ਇੱਕ ਗਰੁੱਪ ਹਰ ਸਵੇਰ ਪਾਰਕ ਦੇ ਗੇਟ ਉੱਤੇ ਮਿਲ ਕੇ ਪੰਜ ਕਿਲੋਮੀਟਰ ਸੈਰ ਕਰਦਾ ਹੈ। ਇੱਕ ਮੈਂਬਰ ਨੂੰ ਡਾਕਟਰ ਦੀ ਦਿੱਤੀ ਸਲਾਹ ਤੋਂ ਸ਼ੁਰੂ ਹੋਈ ਇਹ ਸੈਰ ਹੁਣ ਚਾਲੀ ਔਰਤਾਂ ਦਾ ਸਹਾਰਾ ਬਣ ਗਈ ਹੈ।',
      body: [
        text(
          '<p>When her doctor told Kuljit Kaur Sangha to walk every day to manage her blood sugar, she asked her neighbour to come along so she would not give up. Within a month there were eight of them; within a year, the group had a WhatsApp chat, matching reflective vests and a rule that nobody walks home alone.</p>',
        ),
        quote(
          'We talk about everything on the walk — mothers-in-law, grandchildren, blood pressure, recipes. By the time we reach the gate again, half our worries are gone.',
          'Kuljit Kaur Sangha',
        ),
        img(
          'newton-womens-walking-group',
          'The walking group sets off from the park gate at seven in the morning.',
          'ਸਵੇਰੇ ਸੱਤ ਵਜੇ ਪਾਰਕ ਦੇ ਗੇਟ ਤੋਂ ਸੈਰ ਲਈ ਤੁਰਦਾ ਗਰੁੱਪ।',
        ),
        text(
          '<p>A local health clinic now sends a dietitian to walk with the group once a month, and several members have been encouraged to see a doctor about symptoms they had ignored for years. New walkers are welcome; the only requirement, members say, is comfortable shoes.</p>',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਜਦੋਂ ਡਾਕਟਰ ਨੇ ਕੁਲਜੀਤ ਕੌਰ ਸੰਘਾ ਨੂੰ ਸ਼ੂਗਰ ਕਾਬੂ ਰੱਖਣ ਲਈ ਰੋਜ਼ ਸੈਰ ਕਰਨ ਲਈ ਕਿਹਾ, ਤਾਂ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀ ਗੁਆਂਢਣ ਨੂੰ ਨਾਲ ਚੱਲਣ ਲਈ ਮਨਾ ਲਿਆ ਤਾਂ ਜੋ ਹਿੰਮਤ ਨਾ ਹਾਰਨ। ਮਹੀਨੇ ਵਿੱਚ ਉਹ ਅੱਠ ਹੋ ਗਈਆਂ; ਸਾਲ ਦੇ ਅੰਦਰ ਗਰੁੱਪ ਦੀ ਆਪਣੀ ਵਟਸਐਪ ਚੈਟ ਬਣ ਗਈ, ਸਭ ਨੇ ਇੱਕੋ ਜਿਹੀਆਂ ਚਮਕਣ ਵਾਲੀਆਂ ਜੈਕਟਾਂ ਪਾ ਲਈਆਂ ਅਤੇ ਇਹ ਨਿਯਮ ਬਣ ਗਿਆ ਕਿ ਕੋਈ ਵੀ ਇਕੱਲੀ ਘਰ ਨਹੀਂ ਮੁੜੇਗੀ।</p>',
        ),
        quote(
          'ਸੈਰ ਕਰਦਿਆਂ ਅਸੀਂ ਹਰ ਗੱਲ ਕਰਦੀਆਂ ਹਾਂ — ਸੱਸਾਂ, ਪੋਤੇ-ਪੋਤੀਆਂ, ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ, ਪਕਵਾਨ। ਜਦੋਂ ਤੱਕ ਮੁੜ ਗੇਟ \'ਤੇ ਪਹੁੰਚਦੀਆਂ ਹਾਂ, ਅੱਧੀਆਂ ਚਿੰਤਾਵਾਂ ਲਹਿ ਜਾਂਦੀਆਂ ਹਨ।',
          'ਕੁਲਜੀਤ ਕੌਰ ਸੰਘਾ',
        ),
        img(
          'newton-womens-walking-group',
          'The walking group sets off from the park gate at seven in the morning.',
          'ਸਵੇਰੇ ਸੱਤ ਵਜੇ ਪਾਰਕ ਦੇ ਗੇਟ ਤੋਂ ਸੈਰ ਲਈ ਤੁਰਦਾ ਗਰੁੱਪ।',
        ),
        text(
          '<p>ਹੁਣ ਇੱਕ ਸਥਾਨਕ ਸਿਹਤ ਕਲੀਨਿਕ ਮਹੀਨੇ ਵਿੱਚ ਇੱਕ ਵਾਰ ਆਪਣੀ ਡਾਇਟੀਸ਼ੀਅਨ ਨੂੰ ਗਰੁੱਪ ਨਾਲ ਸੈਰ ਕਰਨ ਭੇਜਦਾ ਹੈ, ਅਤੇ ਕਈ ਮੈਂਬਰ ਸਾਲਾਂ ਤੋਂ ਅਣਗੌਲੇ ਕੀਤੇ ਲੱਛਣਾਂ ਬਾਰੇ ਡਾਕਟਰ ਕੋਲ ਜਾਣ ਲਈ ਤਿਆਰ ਹੋਈਆਂ ਹਨ। ਨਵੀਆਂ ਮੈਂਬਰਾਂ ਦਾ ਸਵਾਗਤ ਹੈ; ਗਰੁੱਪ ਮੁਤਾਬਕ ਸ਼ਰਤ ਸਿਰਫ਼ ਇੱਕ ਹੈ — ਆਰਾਮਦਾਇਕ ਜੁੱਤੀ।</p>',
        ),
      ],
      image: image('walking-together-newton'),
      postDate: d.daysAgo(95, '07:00'),
    },
    {
      id: 3014,
      title: 'A Newcomer\'s Guide to Health Care in BC: MSP, Family Doctors, Walk-in Clinics and 811',
      intro:
        'Where do you go with a fever on a Sunday night, and how do you find a family doctor? A plain-language guide to BC\'s health system for new arrivals and the families who help them.',
      body: [
        text(
          '<p>Everyone who lives in BC permanently should enrol in the provincial Medical Services Plan as soon as they arrive. Coverage usually begins after a waiting period of up to three months, so newcomers are strongly advised to buy private health insurance for that gap.</p>',
        ),
        text(
          '<p>Once you are covered, you have several options:</p><ul><li><strong>Call 811</strong> to speak to a nurse any time of day; interpreters are available in many languages, including Punjabi.</li><li>Register with the provincial list for people looking for a family doctor or nurse practitioner.</li><li>Use walk-in and urgent care clinics for problems that cannot wait but are not emergencies.</li><li>Call 911 or go to a hospital emergency department for anything life-threatening.</li></ul>',
        ),
        img('bc-health-care-guide', 'Walk-in and urgent care clinics help fill the gap for people without a family doctor.'),
        quote(
          'Bring a list of your medicines to every appointment, in English if you can. It saves time and it can save your life.',
          'Dr. Preetinder Gill, family physician',
        ),
      ],
      image: image('newcomers-health-care-bc'),
      postDate: d.daysAgo(104, '08:30'),
    },
    {
      id: 3015,
      title: 'On the Air: How Punjabi Radio Became the Community\'s Kitchen Table',
      intro:
        'Long before group chats, families in the Lower Mainland gathered around a radio for news from Punjab, call-in debates and songs requested for a wedding. Listeners and broadcasters look back.',
      body: [
        text(
          '<p>The first Punjabi programmes in BC were short weekend slots bought on English-language stations, often hosted by volunteers who read the news from airmail newspapers several days old. Listeners recorded them on cassettes and passed the tapes around to relatives who had missed them.</p>',
        ),
        quote(
          'My mother would switch on the radio before she lit the stove. The first voice in our house every morning was a Punjabi newsreader.',
          'Sukhwinder Singh Dosanjh, longtime listener',
        ),
        text(
          '<p>As the community grew, so did the airtime: full-day programming, live call-in shows on immigration and farming, and coverage of council meetings in Surrey and Abbotsford. Today much of that listening happens on phones and smart speakers, but the call-in lines still light up whenever a story touches home.</p>',
        ),
        img('punjabi-radio-history-studio', 'A vintage microphone and cassette deck from the early days of Punjabi radio in BC.'),
      ],
      image: image('punjabi-radio-kitchen-table'),
      postDate: d.daysAgo(112, '12:00'),
    },
    {
      id: 3016,
      title: 'From Ludhiana to Langley: Newcomer Teens Find Their Feet with Peer Mentors',
      titlePa: 'ਲੁਧਿਆਣੇ ਤੋਂ ਲੈਂਗਲੀ ਤੱਕ: ਹਾਣੀ ਮੈਂਟਰਾਂ ਦੀ ਮਦਦ ਨਾਲ ਪੈਰ ਜਮਾਉਂਦੇ ਨਵੇਂ ਆਏ ਨੌਜਵਾਨ',
      intro:
        'Arriving in Grade 10 with little English is hard. A youth programme pairs newly arrived teenagers with older students who made the same journey a few years earlier.',
      introPa:
        'ਥੋੜ੍ਹੀ-ਬਹੁਤ ਅੰਗਰੇਜ਼ੀ ਨਾਲ ਸਿੱਧਾ ਦਸਵੀਂ ਜਮਾਤ ਵਿੱਚ ਆਉਣਾ ਸੌਖਾ ਨਹੀਂ। ਇੱਕ ਯੂਥ ਪ੍ਰੋਗਰਾਮ ਨਵੇਂ ਆਏ ਨੌਜਵਾਨਾਂ ਨੂੰ ਉਨ੍ਹਾਂ ਵੱਡੇ ਵਿਦਿਆਰਥੀਆਂ ਨਾਲ ਜੋੜਦਾ ਹੈ ਜੋ ਕੁਝ ਸਾਲ ਪਹਿਲਾਂ ਇਹੀ ਸਫ਼ਰ ਤੈਅ ਕਰ ਚੁੱਕੇ ਹਨ।',
      body: [
        text(
          '<p>Gurnoor Singh arrived from Ludhiana in the middle of a school year, knowing nobody and understanding about half of what his teachers said. His mentor, Prabhjot Kaur Atwal, now in her second year at university, had sat in the same classroom four years earlier.</p>',
        ),
        img(
          'langley-youth-mentors',
          'Mentors and newcomer students at a Friday homework club in Langley.',
          'ਲੈਂਗਲੀ ਵਿੱਚ ਸ਼ੁੱਕਰਵਾਰ ਦੇ ਹੋਮਵਰਕ ਕਲੱਬ ਵਿੱਚ ਮੈਂਟਰ ਅਤੇ ਨਵੇਂ ਆਏ ਵਿਦਿਆਰਥੀ।',
        ),
        text(
          '<p>The programme, run by the Valley Youth Bridge Society with funding from local donors, meets every Friday for homework help, then heads out for basketball or a trip to the library. Mentors are trained to spot loneliness and pressure at home, and to connect students with school counsellors when needed.</p>',
        ),
        quote(
          'She didn\'t just help me with English essays. She told me it was normal to feel lost, and that it gets better. It did.',
          'Gurnoor Singh, 16',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਗੁਰਨੂਰ ਸਿੰਘ ਸਕੂਲੀ ਸਾਲ ਦੇ ਅੱਧ ਵਿੱਚ ਲੁਧਿਆਣੇ ਤੋਂ ਆਇਆ ਸੀ — ਨਾ ਕਿਸੇ ਨੂੰ ਜਾਣਦਾ ਸੀ ਅਤੇ ਨਾ ਹੀ ਅਧਿਆਪਕਾਂ ਦੀ ਅੱਧੀ ਗੱਲ ਤੋਂ ਵੱਧ ਸਮਝ ਆਉਂਦੀ ਸੀ। ਉਸ ਦੀ ਮੈਂਟਰ ਪ੍ਰਭਜੋਤ ਕੌਰ ਅਟਵਾਲ, ਜੋ ਹੁਣ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਦੂਜੇ ਸਾਲ ਵਿੱਚ ਹੈ, ਚਾਰ ਸਾਲ ਪਹਿਲਾਂ ਉਸੇ ਜਮਾਤ ਵਿੱਚ ਬੈਠਦੀ ਸੀ।</p>',
        ),
        img(
          'langley-youth-mentors',
          'Mentors and newcomer students at a Friday homework club in Langley.',
          'ਲੈਂਗਲੀ ਵਿੱਚ ਸ਼ੁੱਕਰਵਾਰ ਦੇ ਹੋਮਵਰਕ ਕਲੱਬ ਵਿੱਚ ਮੈਂਟਰ ਅਤੇ ਨਵੇਂ ਆਏ ਵਿਦਿਆਰਥੀ।',
        ),
        text(
          '<p>ਵੈਲੀ ਯੂਥ ਬ੍ਰਿਜ ਸੁਸਾਇਟੀ ਵੱਲੋਂ ਸਥਾਨਕ ਦਾਨੀਆਂ ਦੀ ਮਦਦ ਨਾਲ ਚਲਾਇਆ ਜਾਂਦਾ ਇਹ ਪ੍ਰੋਗਰਾਮ ਹਰ ਸ਼ੁੱਕਰਵਾਰ ਹੋਮਵਰਕ ਵਿੱਚ ਮਦਦ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ, ਫਿਰ ਬਾਸਕਟਬਾਲ ਜਾਂ ਲਾਇਬ੍ਰੇਰੀ ਦੀ ਫੇਰੀ ਹੁੰਦੀ ਹੈ। ਮੈਂਟਰਾਂ ਨੂੰ ਇਕੱਲਤਾ ਅਤੇ ਘਰੇਲੂ ਦਬਾਅ ਦੇ ਸੰਕੇਤ ਪਛਾਣਨ ਦੀ ਸਿਖਲਾਈ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ, ਤਾਂ ਜੋ ਲੋੜ ਪੈਣ \'ਤੇ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਸਕੂਲ ਦੇ ਕੌਂਸਲਰਾਂ ਨਾਲ ਜੋੜਿਆ ਜਾ ਸਕੇ।</p>',
        ),
        quote(
          'ਉਸ ਨੇ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਦੇ ਲੇਖਾਂ ਵਿੱਚ ਹੀ ਮਦਦ ਨਹੀਂ ਕੀਤੀ। ਉਸ ਨੇ ਦੱਸਿਆ ਕਿ ਗੁਆਚਿਆ-ਗੁਆਚਿਆ ਮਹਿਸੂਸ ਕਰਨਾ ਆਮ ਗੱਲ ਹੈ ਅਤੇ ਹੌਲੀ-ਹੌਲੀ ਸਭ ਠੀਕ ਹੋ ਜਾਂਦਾ ਹੈ। ਤੇ ਸੱਚਮੁੱਚ ਹੋ ਗਿਆ।',
          'ਗੁਰਨੂਰ ਸਿੰਘ, 16',
        ),
      ],
      image: image('ludhiana-to-langley-mentors'),
      postDate: d.daysAgo(118, '14:00'),
    },
  ];
}
