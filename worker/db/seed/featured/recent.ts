/**
 * Demo featured long-form community stories from the second and third months back, ids 3006–3011: a
 * trucker poet, a community garden, seniors back in class, renting as an international student, a
 * dairy farm and hockey in Punjabi. Each carries its Punjabi version (titlePa / introPa / bodyPa,
 * the whole body, image captions too). Every person, business and organisation named here is
 * invented.
 */
import type { FeaturedInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { quote, t as text } from '../helpers';
import { image, img } from './images';

/** The featured stories of the second and third months back, newest first. */
export function featuredRecent(d: SeedDates): FeaturedInput[] {
  return [
    {
      id: 3006,
      title: 'The Long-Haul Poet: A Trucker Writes His Way Across the Coquihalla',
      titlePa: 'ਲੰਮੇ ਰੂਟ ਦਾ ਕਵੀ: ਕੋਕੁਇਹਾਲਾ ਦੇ ਪਹਾੜਾਂ ਵਿੱਚ ਕਵਿਤਾ ਲਿਖਦਾ ਇੱਕ ਟਰੱਕ ਡਰਾਈਵਰ',
      intro:
        'Kulwant Singh Brar has driven the Surrey-to-Calgary run for nineteen years. Somewhere between Hope and Merritt, he started dictating poems into his phone — and now he has a book.',
      introPa:
        'ਕੁਲਵੰਤ ਸਿੰਘ ਬਰਾੜ ਉੱਨੀ ਸਾਲਾਂ ਤੋਂ ਸਰੀ ਤੋਂ ਕੈਲਗਰੀ ਦਾ ਰੂਟ ਚਲਾ ਰਹੇ ਹਨ। ਹੋਪ ਅਤੇ ਮੈਰਿਟ ਦੇ ਵਿਚਕਾਰ ਕਿਤੇ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੇ ਫ਼ੋਨ ਵਿੱਚ ਕਵਿਤਾਵਾਂ ਬੋਲ ਕੇ ਰਿਕਾਰਡ ਕਰਨੀਆਂ ਸ਼ੁਰੂ ਕੀਤੀਆਂ — ਤੇ ਹੁਣ ਉਨ੍ਹਾਂ ਦੀ ਕਿਤਾਬ ਛਪ ਗਈ ਹੈ।',
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
        img(
          'trucker-poet-coquihalla',
          'A truck climbs the Coquihalla Highway at dawn.',
          'ਤੜਕੇ ਕੋਕੁਇਹਾਲਾ ਹਾਈਵੇਅ ਦੀ ਚੜ੍ਹਾਈ ਚੜ੍ਹਦਾ ਇੱਕ ਟਰੱਕ।',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਇਹ ਖ਼ਿਆਲ ਜੰਮਦੇ ਮੀਂਹ ਵਾਲੀ ਇੱਕ ਰਾਤ ਨੂੰ ਆਇਆ, ਜਦੋਂ ਹਾਈਵੇਅ ਬੰਦ ਸੀ ਅਤੇ ਕੁਲਵੰਤ ਸਿੰਘ ਬਰਾੜ ਚੋਟੀ ਦੇ ਨੇੜੇ ਟਰੱਕਾਂ ਦੀ ਕਤਾਰ ਵਿੱਚ ਛੇ ਘੰਟੇ ਖੜ੍ਹੇ ਰਹੇ। ਉਨ੍ਹਾਂ ਨੇ ਫ਼ੋਨ ਵਿੱਚ ਵੌਇਸ-ਮੈਮੋ ਐਪ ਖੋਲ੍ਹੀ ਅਤੇ ਆਪਣੇ ਸਵਰਗਵਾਸੀ ਪਿਤਾ ਨਾਲ ਗੱਲਾਂ ਕਰਨ ਲੱਗ ਪਏ। ਸਵੇਰ ਤੱਕ ਉਨ੍ਹਾਂ ਕੋਲ ਇੱਕ ਕਵਿਤਾ ਦਾ ਪਹਿਲਾ ਖਰੜਾ ਸੀ, ਜਿਸ ਨੂੰ ਬਾਅਦ ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੇ ਚਾਲੀ ਵਾਰ ਦੁਬਾਰਾ ਲਿਖਿਆ।</p>',
        ),
        quote(
          'ਸੜਕ ਇਕੱਲੀ ਜ਼ਰੂਰ ਹੈ, ਪਰ ਕਦੇ ਚੁੱਪ ਨਹੀਂ ਹੁੰਦੀ। ਇੰਜਣ, ਵਾਈਪਰ, ਰੇਡੀਓ — ਸਭ ਇੱਕ ਤਾਲ ਦਿੰਦੇ ਹਨ। ਮੈਂ ਬੱਸ ਉਸ ਤਾਲ ਉੱਤੇ ਸ਼ਬਦ ਰੱਖ ਦਿੰਦਾ ਹਾਂ।',
          'ਕੁਲਵੰਤ ਸਿੰਘ ਬਰਾੜ',
        ),
        text(
          '<p>ਸਰੀ ਦੇ ਇੱਕ ਛੋਟੇ ਪ੍ਰਕਾਸ਼ਕ ਵੱਲੋਂ ਛਾਪਿਆ ਉਨ੍ਹਾਂ ਦਾ ਕਾਵਿ-ਸੰਗ੍ਰਹਿ ਪਹਾੜੀ ਦੱਰਿਆਂ, ਬੀ.ਸੀ. ਦੇ ਅੰਦਰੂਨੀ ਕਸਬਿਆਂ ਦੇ ਸੜਕ-ਕੰਢੇ ਢਾਬਿਆਂ ਅਤੇ ਘਰ ਉਡੀਕਦੇ ਪਰਿਵਾਰਾਂ ਬਾਰੇ ਹੈ। ਉਹ ਟਰੱਕ-ਸਟਾਪਾਂ ਦੀਆਂ ਮਹਿਫ਼ਲਾਂ ਅਤੇ ਗੁਰਦੁਆਰਿਆਂ ਦੀਆਂ ਸਾਹਿਤਕ ਸ਼ਾਮਾਂ ਵਿੱਚ ਇਸ ਵਿੱਚੋਂ ਕਵਿਤਾਵਾਂ ਪੜ੍ਹਦੇ ਹਨ, ਅਤੇ ਸਾਰੀ ਕਮਾਈ ਕੰਮ ਦੌਰਾਨ ਜ਼ਖ਼ਮੀ ਹੋਏ ਡਰਾਈਵਰਾਂ ਦੇ ਪਰਿਵਾਰਾਂ ਲਈ ਬਣੇ ਫ਼ੰਡ ਨੂੰ ਦਾਨ ਕਰਦੇ ਹਨ।</p>',
        ),
        img(
          'trucker-poet-coquihalla',
          'A truck climbs the Coquihalla Highway at dawn.',
          'ਤੜਕੇ ਕੋਕੁਇਹਾਲਾ ਹਾਈਵੇਅ ਦੀ ਚੜ੍ਹਾਈ ਚੜ੍ਹਦਾ ਇੱਕ ਟਰੱਕ।',
        ),
      ],
      image: image('long-haul-poet'),
      postDate: d.daysAgo(38, '18:00'),
    },
    {
      id: 3007,
      title: 'Roots',
      titlePa: 'ਜੜ੍ਹਾਂ',
      intro:
        'In a community garden behind a Surrey townhouse complex, elders grow karela, methi and mustard greens in raised beds — and teach their grandchildren the names of every plant in Punjabi.',
      introPa:
        'ਸਰੀ ਦੇ ਇੱਕ ਟਾਊਨਹਾਊਸ ਕੰਪਲੈਕਸ ਦੇ ਪਿੱਛੇ ਸਾਂਝੇ ਬਗ਼ੀਚੇ ਵਿੱਚ ਬਜ਼ੁਰਗ ਉੱਚੀਆਂ ਕਿਆਰੀਆਂ ਵਿੱਚ ਕਰੇਲੇ, ਮੇਥੀ ਅਤੇ ਸਰ੍ਹੋਂ ਉਗਾਉਂਦੇ ਹਨ — ਅਤੇ ਆਪਣੇ ਪੋਤੇ-ਪੋਤੀਆਂ ਨੂੰ ਹਰ ਬੂਟੇ ਦਾ ਨਾਂ ਪੰਜਾਬੀ ਵਿੱਚ ਸਿਖਾਉਂਦੇ ਹਨ।',
      body: [
        text(
          '<p>The garden has twenty-four plots and a waiting list three times as long. Most of the gardeners are over sixty, and most of what they grow cannot easily be found in a supermarket: bitter gourd on trellises, fenugreek in tidy rows, and mustard planted early so there is <em>saag</em> by the first cold week of autumn.</p>',
        ),
        img(
          'surrey-community-garden-saag',
          'Mustard greens and fenugreek in a raised bed at the community garden.',
          'ਸਾਂਝੇ ਬਗ਼ੀਚੇ ਦੀ ਇੱਕ ਉੱਚੀ ਕਿਆਰੀ ਵਿੱਚ ਸਰ੍ਹੋਂ ਅਤੇ ਮੇਥੀ।',
        ),
        text(
          '<p>Harbans Kaur Sekhon, 74, teaches a Saturday "garden school" for children. They learn to save seeds, to plant garlic in the fall, and the Punjabi names for everything they touch. Several parents say their children now speak more Punjabi in the garden than anywhere else.</p>',
        ),
        quote(
          'In the village we said the land remembers you. Here I tell the children: look after the soil, and it will look after you.',
          'Harbans Kaur Sekhon',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਬਗ਼ੀਚੇ ਵਿੱਚ ਚੌਵੀ ਪਲਾਟ ਹਨ ਅਤੇ ਉਡੀਕ-ਸੂਚੀ ਇਸ ਤੋਂ ਤਿੰਨ ਗੁਣਾ ਲੰਮੀ ਹੈ। ਬਹੁਤੇ ਮਾਲੀ ਸੱਠ ਸਾਲ ਤੋਂ ਉੱਪਰ ਹਨ, ਅਤੇ ਜੋ ਕੁਝ ਉਹ ਉਗਾਉਂਦੇ ਹਨ ਉਸ ਵਿੱਚੋਂ ਬਹੁਤਾ ਸੁਪਰਮਾਰਕੀਟ ਵਿੱਚ ਸੌਖਿਆਂ ਨਹੀਂ ਮਿਲਦਾ: ਜਾਲੀਆਂ ਉੱਤੇ ਚੜ੍ਹੇ ਕਰੇਲੇ, ਸਿੱਧੀਆਂ ਕਤਾਰਾਂ ਵਿੱਚ ਮੇਥੀ, ਅਤੇ ਅਗੇਤੀ ਬੀਜੀ ਸਰ੍ਹੋਂ, ਤਾਂ ਜੋ ਪਤਝੜ ਦੇ ਪਹਿਲੇ ਠੰਢੇ ਹਫ਼ਤੇ ਤੱਕ <em>ਸਾਗ</em> ਤਿਆਰ ਹੋਵੇ।</p>',
        ),
        img(
          'surrey-community-garden-saag',
          'Mustard greens and fenugreek in a raised bed at the community garden.',
          'ਸਾਂਝੇ ਬਗ਼ੀਚੇ ਦੀ ਇੱਕ ਉੱਚੀ ਕਿਆਰੀ ਵਿੱਚ ਸਰ੍ਹੋਂ ਅਤੇ ਮੇਥੀ।',
        ),
        text(
          '<p>74 ਸਾਲਾ ਹਰਬੰਸ ਕੌਰ ਸੇਖੋਂ ਬੱਚਿਆਂ ਲਈ ਸ਼ਨੀਵਾਰ ਨੂੰ "ਬਗ਼ੀਚਾ ਸਕੂਲ" ਲਾਉਂਦੇ ਹਨ। ਬੱਚੇ ਬੀਜ ਸਾਂਭਣੇ, ਪਤਝੜ ਵਿੱਚ ਲਸਣ ਬੀਜਣਾ, ਅਤੇ ਹਰ ਉਸ ਚੀਜ਼ ਦਾ ਪੰਜਾਬੀ ਨਾਂ ਸਿੱਖਦੇ ਹਨ ਜਿਸ ਨੂੰ ਉਹ ਹੱਥ ਲਾਉਂਦੇ ਹਨ। ਕਈ ਮਾਪੇ ਦੱਸਦੇ ਹਨ ਕਿ ਉਨ੍ਹਾਂ ਦੇ ਬੱਚੇ ਹੁਣ ਕਿਤੇ ਹੋਰ ਨਾਲੋਂ ਬਗ਼ੀਚੇ ਵਿੱਚ ਵੱਧ ਪੰਜਾਬੀ ਬੋਲਦੇ ਹਨ।</p>',
        ),
        quote(
          'ਪਿੰਡ ਵਿੱਚ ਅਸੀਂ ਕਹਿੰਦੇ ਸੀ ਕਿ ਧਰਤੀ ਤੁਹਾਨੂੰ ਯਾਦ ਰੱਖਦੀ ਹੈ। ਇੱਥੇ ਮੈਂ ਬੱਚਿਆਂ ਨੂੰ ਦੱਸਦੀ ਹਾਂ: ਮਿੱਟੀ ਦੀ ਸੰਭਾਲ ਕਰੋ, ਮਿੱਟੀ ਤੁਹਾਡੀ ਸੰਭਾਲ ਕਰੇਗੀ।',
          'ਹਰਬੰਸ ਕੌਰ ਸੇਖੋਂ',
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
      titlePa: "ਸਰੀ ਵਿੱਚ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ ਵਜੋਂ ਕਿਰਾਏ 'ਤੇ ਰਹਿਣਾ: ਦਸਤਖ਼ਤ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਕੀ ਦੇਖੀਏ",
      intro:
        'Basement suites, shared rooms and deposits paid to strangers online: tenant advocates explain the rights every student renter in BC has, and the warning signs of a rental scam.',
      introPa:
        'ਬੇਸਮੈਂਟ, ਸਾਂਝੇ ਕਮਰੇ ਅਤੇ ਆਨਲਾਈਨ ਅਣਜਾਣ ਲੋਕਾਂ ਨੂੰ ਦਿੱਤੇ ਡਿਪਾਜ਼ਿਟ: ਕਿਰਾਏਦਾਰਾਂ ਦੇ ਹੱਕਾਂ ਲਈ ਕੰਮ ਕਰਨ ਵਾਲੇ ਦੱਸਦੇ ਹਨ ਕਿ ਬੀ.ਸੀ. ਵਿੱਚ ਹਰ ਵਿਦਿਆਰਥੀ ਕਿਰਾਏਦਾਰ ਦੇ ਕੀ ਹੱਕ ਹਨ ਅਤੇ ਕਿਰਾਏ ਦੀ ਠੱਗੀ ਦੇ ਕਿਹੜੇ ਸੰਕੇਤ ਹੁੰਦੇ ਹਨ।',
      body: [
        text(
          "<p>Most tenancies in BC are covered by the Residential Tenancy Act, and that includes many basement suites. Before you move in, make sure you have:</p><ul><li>A written tenancy agreement that names the landlord and lists the rent and what it includes.</li><li>A receipt for every payment, especially cash.</li><li>A security deposit of no more than half of one month's rent.</li><li>A move-in inspection report, signed by both sides, with photos.</li></ul>",
        ),
        quote(
          'If someone wants a deposit before you have seen the room, or says they are "out of the country" and will mail the keys, walk away. That is a scam every time.',
          'Navjot Singh Cheema, tenant advocate',
        ),
        img(
          'student-rental-surrey',
          "Basement suites make up a large part of the rental housing near Surrey's campuses.",
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
          "Basement suites make up a large part of the rental housing near Surrey's campuses.",
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
        "Robots now milk most of the Dhillon family's herd, but the day still begins at four. We followed three generations through a working morning on the Sumas Prairie.",
      introPa:
        'ਢਿੱਲੋਂ ਪਰਿਵਾਰ ਦੀਆਂ ਬਹੁਤੀਆਂ ਗਾਵਾਂ ਦੀ ਧਾਰ ਹੁਣ ਰੋਬੋਟ ਕੱਢਦੇ ਹਨ, ਪਰ ਦਿਨ ਅੱਜ ਵੀ ਤੜਕੇ ਚਾਰ ਵਜੇ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ। ਅਸੀਂ ਸੂਮਸ ਪ੍ਰੇਰੀ ਉੱਤੇ ਕੰਮ ਵਾਲੀ ਇੱਕ ਸਵੇਰ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਦੇ ਨਾਲ ਬਿਤਾਈ।',
      body: [
        text(
          '<p>Gurdev Singh Dhillon milked his first cow in Punjab at the age of eight. Fifty years later his grandson Arjun checks a tablet to see which of their 180 Holsteins have visited the milking robot overnight, and which need a closer look from the vet.</p>',
        ),
        img(
          'dhillon-dairy-barn',
          "The family's barn on the Sumas Prairie, rebuilt after the floods.",
          'ਸੂਮਸ ਪ੍ਰੇਰੀ ਉੱਤੇ ਪਰਿਵਾਰ ਦਾ ਵਾੜਾ, ਜੋ ਹੜ੍ਹਾਂ ਤੋਂ ਬਾਅਦ ਮੁੜ ਉਸਾਰਿਆ ਗਿਆ।',
        ),
        text(
          "<p>When the floods came, the family moved the herd to neighbours' farms on higher ground with the help of dozens of volunteers, many of whom they had never met. Rebuilding took most of two years. The barn now has raised electrical panels and an evacuation plan pinned to the office wall.</p>",
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
          "The family's barn on the Sumas Prairie, rebuilt after the floods.",
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
      titlePa: 'ਹਾਕੀ ਦੀ ਰਾਤ, ਪੰਜਾਬੀ ਵਿੱਚ',
      intro:
        'At fourteen, Noor Sahota is the starting goalie for her Surrey minor hockey team. Her biggest fans learned the game from Punjabi-language broadcasts, and they never miss a Saturday.',
      introPa:
        'ਚੌਦਾਂ ਸਾਲਾਂ ਦੀ ਨੂਰ ਸਹੋਤਾ ਸਰੀ ਦੀ ਆਪਣੀ ਮਾਈਨਰ ਹਾਕੀ ਟੀਮ ਦੀ ਮੁੱਖ ਗੋਲਕੀਪਰ ਹੈ। ਉਸ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੇ ਇਹ ਖੇਡ ਪੰਜਾਬੀ ਕੁਮੈਂਟਰੀ ਤੋਂ ਸਿੱਖੀ ਸੀ, ਅਤੇ ਉਹ ਕੋਈ ਵੀ ਸ਼ਨੀਵਾਰ ਨਹੀਂ ਖੁੰਝਾਉਂਦੇ।',
      body: [
        text(
          "<p>Noor's grandfather had never seen ice before he came to Canada. He learned hockey from Punjabi-language game commentary on television, and he still calls a glove save by its Punjabi nickname from the broadcast. When Noor asked for goalie pads at the age of seven, he was the one who paid for them.</p>",
        ),
        img(
          'surrey-minor-hockey-goalie',
          'Noor Sahota in net during a Saturday morning game in Surrey.',
          'ਸਰੀ ਵਿੱਚ ਸ਼ਨੀਵਾਰ ਸਵੇਰ ਦੇ ਮੈਚ ਦੌਰਾਨ ਗੋਲ ਦੀ ਰਾਖੀ ਕਰਦੀ ਨੂਰ ਸਹੋਤਾ।',
        ),
        quote(
          'Girls from our community were not always encouraged to play. I want the little ones in the stands to see me and think, I can do that.',
          'Noor Sahota, 14',
        ),
        text(
          "<p>Her coach says Noor's best quality is not her glove hand but her calm. She is already talking about a university scholarship, and her family has a standing rule: whoever drives her to 6 a.m. practice gets first pick of the samosas afterwards.</p>",
        ),
      ],
      bodyPa: [
        text(
          '<p>ਨੂਰ ਦੇ ਦਾਦਾ ਜੀ ਨੇ ਕੈਨੇਡਾ ਆਉਣ ਤੋਂ ਪਹਿਲਾਂ ਕਦੇ ਬਰਫ਼ ਦਾ ਮੈਦਾਨ ਨਹੀਂ ਸੀ ਦੇਖਿਆ। ਉਨ੍ਹਾਂ ਨੇ ਹਾਕੀ ਟੈਲੀਵਿਜ਼ਨ ਉੱਤੇ ਪੰਜਾਬੀ ਕੁਮੈਂਟਰੀ ਸੁਣ-ਸੁਣ ਕੇ ਸਿੱਖੀ, ਅਤੇ ਅੱਜ ਵੀ ਦਸਤਾਨੇ ਨਾਲ ਕੀਤੇ ਬਚਾਅ ਨੂੰ ਉਸੇ ਪੰਜਾਬੀ ਨਾਂ ਨਾਲ ਪੁਕਾਰਦੇ ਹਨ ਜੋ ਕੁਮੈਂਟਰੀ ਵਿੱਚ ਸੁਣਿਆ ਸੀ। ਜਦੋਂ ਸੱਤ ਸਾਲਾਂ ਦੀ ਨੂਰ ਨੇ ਗੋਲਕੀਪਰ ਦੇ ਪੈਡ ਮੰਗੇ, ਤਾਂ ਪੈਸੇ ਉਨ੍ਹਾਂ ਨੇ ਹੀ ਦਿੱਤੇ ਸਨ।</p>',
        ),
        img(
          'surrey-minor-hockey-goalie',
          'Noor Sahota in net during a Saturday morning game in Surrey.',
          'ਸਰੀ ਵਿੱਚ ਸ਼ਨੀਵਾਰ ਸਵੇਰ ਦੇ ਮੈਚ ਦੌਰਾਨ ਗੋਲ ਦੀ ਰਾਖੀ ਕਰਦੀ ਨੂਰ ਸਹੋਤਾ।',
        ),
        quote(
          'ਸਾਡੇ ਭਾਈਚਾਰੇ ਦੀਆਂ ਕੁੜੀਆਂ ਨੂੰ ਖੇਡਣ ਲਈ ਹਮੇਸ਼ਾ ਹੱਲਾਸ਼ੇਰੀ ਨਹੀਂ ਮਿਲਦੀ ਸੀ। ਮੈਂ ਚਾਹੁੰਦੀ ਹਾਂ ਕਿ ਸਟੈਂਡਾਂ ਵਿੱਚ ਬੈਠੀਆਂ ਨਿੱਕੀਆਂ ਬੱਚੀਆਂ ਮੈਨੂੰ ਦੇਖ ਕੇ ਸੋਚਣ: ਮੈਂ ਵੀ ਇਹ ਕਰ ਸਕਦੀ ਹਾਂ।',
          'ਨੂਰ ਸਹੋਤਾ, 14',
        ),
        text(
          '<p>ਕੋਚ ਮੁਤਾਬਕ ਨੂਰ ਦੀ ਸਭ ਤੋਂ ਵੱਡੀ ਖ਼ੂਬੀ ਉਸ ਦਾ ਦਸਤਾਨੇ ਵਾਲਾ ਹੱਥ ਨਹੀਂ, ਸਗੋਂ ਉਸ ਦਾ ਠਰ੍ਹੰਮਾ ਹੈ। ਉਹ ਹੁਣੇ ਤੋਂ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਵਜ਼ੀਫ਼ੇ ਦੀਆਂ ਗੱਲਾਂ ਕਰਦੀ ਹੈ, ਅਤੇ ਪਰਿਵਾਰ ਦਾ ਇੱਕ ਪੱਕਾ ਨਿਯਮ ਹੈ: ਜੋ ਵੀ ਉਸ ਨੂੰ ਸਵੇਰੇ 6 ਵਜੇ ਦੀ ਪ੍ਰੈਕਟਿਸ ਲਈ ਲੈ ਕੇ ਜਾਵੇ, ਬਾਅਦ ਵਿੱਚ ਸਮੋਸੇ ਪਹਿਲਾਂ ਉਹੀ ਚੁਣਦਾ ਹੈ।</p>',
        ),
      ],
      image: image('hockey-night-in-punjabi'),
      postDate: d.daysAgo(78, '19:00'),
    },
  ];
}
