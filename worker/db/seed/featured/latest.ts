/**
 * Demo featured long-form community stories from the last month, ids 3000–3005: a langar sevadar,
 * the history of the Punjabi community in BC, a blueberry farm, seniors' chess, a newcomer's first
 * 30 days and bhangra teens. Each carries its Punjabi version (titlePa / introPa / bodyPa, the
 * whole body). Every person, business and organisation named here is invented.
 */
import type { FeaturedInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { quote, t as text } from '../helpers';
import { image, img } from './images';

/** The featured stories of the last month, newest first. */
export function featuredLatest(d: SeedDates): FeaturedInput[] {
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
          "<p>The kitchen committee is now trying to bring younger volunteers onto the early shift, with a rota on the notice board and a group chat for students. Mrs. Dhaliwal has one piece of advice for first-timers: <strong>bring your own apron, and don't be late.</strong></p>",
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
        quote('ਸੇਵਾ ਅਸੀਂ ਸੰਗਤ ਲਈ ਨਹੀਂ ਕਰਦੇ। ਇਹ ਤਾਂ ਸੰਗਤ ਦੀ ਮਿਹਰ ਹੈ ਕਿ ਉਹ ਸਾਨੂੰ ਸੇਵਾ ਦਾ ਮੌਕਾ ਦਿੰਦੀ ਹੈ।', 'ਗੁਰਮੀਤ ਕੌਰ ਧਾਲੀਵਾਲ'),
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
        "More than a century ago a few thousand men from Punjab came to work in BC's mills and forests. Their story of exclusion, persistence and belonging is the foundation of the community we serve today.",
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
          "<p>Changes to Canada's immigration system in the 1960s finally opened the door to families, and the community grew quickly in South Vancouver, then in Surrey, Delta and Abbotsford. Today Punjabi is one of the most widely spoken languages in Metro Vancouver, heard in council chambers, hospital wards, farm fields and on our own airwaves.</p>",
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
        "The Kang family's forty acres outside Abbotsford have gone from raspberries to blueberries and from hand-picking to machine harvesters. What has not changed, they say, is the five o'clock start.",
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
          "<p>Surinder Kaur Bains started the Tuesday and Thursday drop-in after noticing how many of her neighbours spent the whole day indoors while their children were at work. The Fraser North Seniors' Society lent her a room, a kettle and two chess boards; members brought the rest.</p>",
        ),
        img(
          'seniors-chess-surrey',
          "A Thursday afternoon game at the seniors' drop-in.",
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
          "<p>ਸੁਰਿੰਦਰ ਕੌਰ ਬੈਂਸ ਨੇ ਦੇਖਿਆ ਕਿ ਬੱਚਿਆਂ ਦੇ ਕੰਮਾਂ 'ਤੇ ਜਾਣ ਤੋਂ ਬਾਅਦ ਉਨ੍ਹਾਂ ਦੇ ਕਿੰਨੇ ਹੀ ਗੁਆਂਢੀ ਸਾਰਾ ਦਿਨ ਘਰ ਅੰਦਰ ਬੈਠੇ ਰਹਿੰਦੇ ਹਨ, ਤਾਂ ਉਨ੍ਹਾਂ ਨੇ ਮੰਗਲਵਾਰ ਅਤੇ ਵੀਰਵਾਰ ਦੀ ਇਹ ਬੈਠਕ ਸ਼ੁਰੂ ਕੀਤੀ। ਫਰੇਜ਼ਰ ਨੌਰਥ ਸੀਨੀਅਰਜ਼ ਸੁਸਾਇਟੀ ਨੇ ਇੱਕ ਕਮਰਾ, ਇੱਕ ਕੇਤਲੀ ਅਤੇ ਦੋ ਸ਼ਤਰੰਜਾਂ ਦਿੱਤੀਆਂ; ਬਾਕੀ ਸਾਮਾਨ ਮੈਂਬਰ ਆਪ ਲੈ ਆਏ।</p>",
        ),
        img(
          'seniors-chess-surrey',
          "A Thursday afternoon game at the seniors' drop-in.",
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
      title: "A Newcomer's Guide to Your First 30 Days in Metro Vancouver",
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
  ];
}
