import type { PostInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { byline, gurmukhiImage, gurmukhiOnly, imagesIn, t, video, type Byline } from './helpers';

/**
 * Demo news posts for the India desk (ids 1100–1149, 21 posts, all tagged 'india'): paddy
 * procurement and farming in Punjab, civic news from Amritsar, Ludhiana and Jalandhar, travel
 * between Amritsar and Canada, NRI property matters and education. Every reporter, farmer,
 * official and business quoted is invented; places and public institutions are real but only
 * named in general terms.
 */

const img = imagesIn('india');

/** The India desk: five reporters, with the Gurmukhi spelling of each byline. */
const desk = {
  harpreet: { en: 'Harpreet Kaur Sandhu', pa: 'ਹਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ' },
  gurjant: { en: 'Gurjant Singh Brar', pa: 'ਗੁਰਜੰਟ ਸਿੰਘ ਬਰਾੜ' },
  navneet: { en: 'Navneet Kaur Grewal', pa: 'ਨਵਨੀਤ ਕੌਰ ਗਰੇਵਾਲ' },
  amandeep: { en: 'Amandeep Singh Dhillon', pa: 'ਅਮਨਦੀਪ ਸਿੰਘ ਢਿੱਲੋਂ' },
  simran: { en: 'Simran Kaur Bains', pa: 'ਸਿਮਰਨ ਕੌਰ ਬੈਂਸ' },
} as const satisfies Record<string, Byline>;

export function newsIndiaPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1100,
      kind: 'news',
      slug: 'paddy-procurement-gathers-pace-in-punjab-mandis-as-arrivals-peak',
      title: 'Paddy procurement gathers pace in Punjab mandis as arrivals peak',
      titlePa: 'ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਨੇ ਫੜੀ ਰਫ਼ਤਾਰ, ਆਮਦ ਸਿਖਰ ’ਤੇ',
      intro:
        'Grain markets across Punjab are clearing more paddy each day, but farmers in several districts say lifting delays still leave heaps of grain waiting in the open.',
      introPa:
        'ਪੰਜਾਬ ਭਰ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਰੋਜ਼ਾਨਾ ਵੱਧ ਝੋਨਾ ਖ਼ਰੀਦਿਆ ਜਾ ਰਿਹਾ ਹੈ, ਪਰ ਕਈ ਜ਼ਿਲ੍ਹਿਆਂ ਦੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਲਿਫ਼ਟਿੰਗ ਵਿੱਚ ਦੇਰੀ ਕਾਰਨ ਫ਼ਸਲ ਅਜੇ ਵੀ ਖੁੱਲ੍ਹੇ ਵਿੱਚ ਪਈ ਹੈ।',
      body: [
        t('<p>Procurement agencies bought noticeably more paddy this week than last, as harvesting moved into full swing across the Malwa and Doaba belts. Officials in the state food department said payments are being credited directly to farmers\' bank accounts, usually within two to three days of purchase. Moisture checks remain the main sticking point, with grain above the permitted limit sent back to dry.</p>'),
        {
          type: 'image',
          url: img('paddy-heaps-khanna-grain-market'),
          caption: 'Paddy heaped for drying at the grain market in Khanna.',
          captionPa: 'ਖੰਨਾ ਦੀ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਸੁਕਾਉਣ ਲਈ ਰੱਖੇ ਝੋਨੇ ਦੇ ਢੇਰ।',
        },
        t('<p>Commission agents, known locally as <em>arhtiyas</em>, say the bigger problem is lifting. When bags are not moved to storage quickly, the market yards fill up and new arrivals have nowhere to go. Several market committees have asked for extra trucks and labour for the next two weeks.</p>'),
        {
          type: 'quote',
          quote: 'We sell our crop in a day, but then we wait for the yard to clear before the next trolley can come in. During harvest, time is the one thing a farmer cannot spare.',
          author: 'Balwinder Singh, farmer from a village near Samrala',
        },
        t('<p>For families in Metro Vancouver with land back home, the harvest often means long phone calls with relatives about prices and payments. The minimum support price for common-grade paddy applies across the state. Farmers are advised to keep their gate passes and J-forms safe until payment is confirmed.</p>'),
      ],
      bodyPa: [
        t('<p>ਖ਼ਰੀਦ ਏਜੰਸੀਆਂ ਨੇ ਇਸ ਹਫ਼ਤੇ ਪਿਛਲੇ ਹਫ਼ਤੇ ਨਾਲੋਂ ਕਾਫ਼ੀ ਵੱਧ ਝੋਨਾ ਖ਼ਰੀਦਿਆ ਹੈ, ਕਿਉਂਕਿ ਮਾਲਵੇ ਅਤੇ ਦੋਆਬੇ ਵਿੱਚ ਕਟਾਈ ਪੂਰੇ ਜ਼ੋਰਾਂ ’ਤੇ ਹੈ। ਖ਼ੁਰਾਕ ਵਿਭਾਗ ਦੇ ਅਧਿਕਾਰੀਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਅਦਾਇਗੀ ਸਿੱਧੀ ਕਿਸਾਨਾਂ ਦੇ ਬੈਂਕ ਖਾਤਿਆਂ ਵਿੱਚ ਪਾਈ ਜਾ ਰਹੀ ਹੈ, ਜੋ ਆਮ ਤੌਰ ’ਤੇ ਖ਼ਰੀਦ ਤੋਂ ਦੋ-ਤਿੰਨ ਦਿਨਾਂ ਵਿੱਚ ਪਹੁੰਚ ਜਾਂਦੀ ਹੈ। ਨਮੀ ਦੀ ਜਾਂਚ ਅਜੇ ਵੀ ਸਭ ਤੋਂ ਵੱਡਾ ਅੜਿੱਕਾ ਹੈ ਅਤੇ ਤੈਅ ਹੱਦ ਤੋਂ ਵੱਧ ਨਮੀ ਵਾਲਾ ਝੋਨਾ ਸੁਕਾਉਣ ਲਈ ਵਾਪਸ ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ।</p>'),
        {
          type: 'image',
          url: img('paddy-heaps-khanna-grain-market'),
          caption: 'Paddy heaped for drying at the grain market in Khanna.',
          captionPa: 'ਖੰਨਾ ਦੀ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਸੁਕਾਉਣ ਲਈ ਰੱਖੇ ਝੋਨੇ ਦੇ ਢੇਰ।',
        },
        t('<p>ਆੜ੍ਹਤੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਅਸਲ ਮੁਸ਼ਕਲ ਲਿਫ਼ਟਿੰਗ ਦੀ ਹੈ। ਜਦੋਂ ਬੋਰੀਆਂ ਸਮੇਂ ਸਿਰ ਗੁਦਾਮਾਂ ਤੱਕ ਨਹੀਂ ਪਹੁੰਚਦੀਆਂ ਤਾਂ ਮੰਡੀ ਦੇ ਫੜ੍ਹ ਭਰ ਜਾਂਦੇ ਹਨ ਅਤੇ ਨਵੀਂ ਆਮਦ ਲਈ ਥਾਂ ਨਹੀਂ ਬਚਦੀ। ਕਈ ਮਾਰਕੀਟ ਕਮੇਟੀਆਂ ਨੇ ਅਗਲੇ ਦੋ ਹਫ਼ਤਿਆਂ ਲਈ ਵਾਧੂ ਟਰੱਕਾਂ ਅਤੇ ਮਜ਼ਦੂਰਾਂ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ।</p>'),
        {
          type: 'quote',
          quote: 'ਅਸੀਂ ਫ਼ਸਲ ਤਾਂ ਇੱਕ ਦਿਨ ਵਿੱਚ ਵੇਚ ਦਿੰਦੇ ਹਾਂ, ਪਰ ਫਿਰ ਫੜ੍ਹ ਖਾਲੀ ਹੋਣ ਦੀ ਉਡੀਕ ਕਰਨੀ ਪੈਂਦੀ ਹੈ ਤਾਂ ਜੋ ਅਗਲੀ ਟਰਾਲੀ ਆ ਸਕੇ। ਵਾਢੀ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਕਿਸਾਨ ਕੋਲ ਸਮਾਂ ਹੀ ਸਭ ਤੋਂ ਘੱਟ ਹੁੰਦਾ ਹੈ।',
          author: 'ਬਲਵਿੰਦਰ ਸਿੰਘ, ਸਮਰਾਲਾ ਨੇੜਲੇ ਪਿੰਡ ਦੇ ਕਿਸਾਨ',
        },
        t('<p>ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਵਿੱਚ ਵਸਦੇ ਜਿਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਦੀ ਜ਼ਮੀਨ ਪੰਜਾਬ ਵਿੱਚ ਹੈ, ਉਨ੍ਹਾਂ ਲਈ ਵਾਢੀ ਦਾ ਮੌਸਮ ਅਕਸਰ ਭਾਅ ਅਤੇ ਅਦਾਇਗੀ ਬਾਰੇ ਰਿਸ਼ਤੇਦਾਰਾਂ ਨਾਲ ਲੰਮੀਆਂ ਫ਼ੋਨ ਕਾਲਾਂ ਦਾ ਸਮਾਂ ਹੁੰਦਾ ਹੈ। ਆਮ ਕਿਸਮ ਦੇ ਝੋਨੇ ਲਈ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਪੂਰੇ ਸੂਬੇ ਵਿੱਚ ਲਾਗੂ ਹੈ। ਕਿਸਾਨਾਂ ਨੂੰ ਸਲਾਹ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ ਕਿ ਅਦਾਇਗੀ ਪੱਕੀ ਹੋਣ ਤੱਕ ਗੇਟ ਪਾਸ ਅਤੇ ਜੇ-ਫ਼ਾਰਮ ਸਾਂਭ ਕੇ ਰੱਖਣ।</p>'),
      ],
      ...byline(desk.navneet),
      tags: ['india', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('paddy-procurement-punjab-mandi'),
          caption: 'Labourers fill sacks of paddy at a grain market in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੀ ਇੱਕ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਝੋਨੇ ਦੀਆਂ ਬੋਰੀਆਂ ਭਰਦੇ ਮਜ਼ਦੂਰ।',
        },
        {
          url: img('paddy-heaps-khanna-grain-market'),
          caption: 'Paddy heaped for drying at the grain market in Khanna.',
          captionPa: 'ਖੰਨਾ ਦੀ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਸੁਕਾਉਣ ਲਈ ਰੱਖੇ ਝੋਨੇ ਦੇ ਢੇਰ।',
        },
      ],
      audios: [
        { title: 'Mandi report: paddy arrivals and payments', url: '/media/audio/india-mandi-report.wav', duration: 32 },
      ],
      postDate: d.daysAgo(0, '07:10'),
    },
    {
      id: 1101,
      kind: 'news',
      slug: 'amritsar-travel-agents-report-brisk-bookings-to-canada',
      title: 'Amritsar travel agents report brisk bookings to Canada as airlines add one-stop options',
      titlePa: 'ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਕੈਨੇਡਾ ਲਈ ਬੁਕਿੰਗਾਂ ਵਿੱਚ ਤੇਜ਼ੀ, ਏਅਰਲਾਈਨਾਂ ਨੇ ਵਧਾਏ ਇੱਕ-ਸਟਾਪ ਵਿਕਲਪ',
      intro:
        'More one-stop connections between Amritsar and Vancouver or Toronto are drawing families who want to avoid the long road trip to Delhi, travel agents in the city say.',
      introPa:
        'ਸ਼ਹਿਰ ਦੇ ਟ੍ਰੈਵਲ ਏਜੰਟਾਂ ਮੁਤਾਬਕ ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਵੈਨਕੂਵਰ ਅਤੇ ਟੋਰਾਂਟੋ ਲਈ ਵਧੇ ਇੱਕ-ਸਟਾਪ ਕੁਨੈਕਸ਼ਨ ਉਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਨੂੰ ਖਿੱਚ ਰਹੇ ਹਨ, ਜੋ ਦਿੱਲੀ ਤੱਕ ਦੇ ਲੰਮੇ ਸੜਕੀ ਸਫ਼ਰ ਤੋਂ ਬਚਣਾ ਚਾਹੁੰਦੇ ਹਨ।',
      body: [
        t('<p>Agents along the airport road in Amritsar say enquiries for Canada have climbed steadily over the past month. Most travellers are choosing itineraries through Gulf or European hubs that let them check in at Amritsar and collect their bags in Canada. For older parents travelling alone, avoiding the overnight drive to Delhi is often the deciding factor.</p>'),
        {
          type: 'quote',
          quote: 'Earlier, grandparents had to sit in a taxi for eight hours before a long flight. Now they leave home in the morning, and the only thing we worry about is the transfer desk.',
          author: 'Rajesh Mahajan, travel agent in Amritsar',
        },
        t('<p>Fares vary widely from week to week, and agents advise booking well before wedding and holiday peaks. Passengers with tight connections should check the baggage rules of each airline on the route, because allowances can differ between the two legs of the journey.</p>'),
        t('<p>Community groups in Surrey have long pushed for a non-stop service between Amritsar and Canada. No airline has announced such a route, but agents say the steady demand strengthens the case for one.</p>'),
      ],
      bodyPa: [
        t('<p>ਅੰਮ੍ਰਿਤਸਰ ਦੀ ਏਅਰਪੋਰਟ ਰੋਡ ’ਤੇ ਬੈਠੇ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਿਛਲੇ ਇੱਕ ਮਹੀਨੇ ਵਿੱਚ ਕੈਨੇਡਾ ਬਾਰੇ ਪੁੱਛਗਿੱਛ ਲਗਾਤਾਰ ਵਧੀ ਹੈ। ਬਹੁਤੇ ਮੁਸਾਫ਼ਰ ਖਾੜੀ ਜਾਂ ਯੂਰਪ ਦੇ ਹਵਾਈ ਅੱਡਿਆਂ ਰਾਹੀਂ ਉਹ ਰੂਟ ਚੁਣ ਰਹੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਚੈੱਕ-ਇਨ ਕਰਕੇ ਸਾਮਾਨ ਸਿੱਧਾ ਕੈਨੇਡਾ ਵਿੱਚ ਮਿਲ ਜਾਂਦਾ ਹੈ। ਇਕੱਲੇ ਸਫ਼ਰ ਕਰਨ ਵਾਲੇ ਬਜ਼ੁਰਗ ਮਾਪਿਆਂ ਲਈ ਦਿੱਲੀ ਤੱਕ ਰਾਤ ਦੇ ਸਫ਼ਰ ਤੋਂ ਬਚਣਾ ਹੀ ਅਕਸਰ ਸਭ ਤੋਂ ਵੱਡੀ ਗੱਲ ਹੁੰਦੀ ਹੈ।</p>'),
        {
          type: 'quote',
          quote: 'ਪਹਿਲਾਂ ਦਾਦਾ-ਦਾਦੀ ਨੂੰ ਲੰਮੀ ਉਡਾਣ ਤੋਂ ਪਹਿਲਾਂ ਅੱਠ ਘੰਟੇ ਟੈਕਸੀ ਵਿੱਚ ਬੈਠਣਾ ਪੈਂਦਾ ਸੀ। ਹੁਣ ਉਹ ਸਵੇਰੇ ਘਰੋਂ ਨਿਕਲਦੇ ਹਨ ਅਤੇ ਸਾਨੂੰ ਸਿਰਫ਼ ਟਰਾਂਸਫ਼ਰ ਡੈਸਕ ਦੀ ਫ਼ਿਕਰ ਰਹਿੰਦੀ ਹੈ।',
          author: 'ਰਾਜੇਸ਼ ਮਹਾਜਨ, ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਟ੍ਰੈਵਲ ਏਜੰਟ',
        },
        t('<p>ਕਿਰਾਏ ਹਰ ਹਫ਼ਤੇ ਕਾਫ਼ੀ ਬਦਲਦੇ ਰਹਿੰਦੇ ਹਨ, ਇਸ ਲਈ ਏਜੰਟ ਵਿਆਹਾਂ ਅਤੇ ਛੁੱਟੀਆਂ ਦੇ ਸੀਜ਼ਨ ਤੋਂ ਕਾਫ਼ੀ ਪਹਿਲਾਂ ਟਿਕਟ ਬੁੱਕ ਕਰਵਾਉਣ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ। ਜਿਨ੍ਹਾਂ ਮੁਸਾਫ਼ਰਾਂ ਦੀਆਂ ਉਡਾਣਾਂ ਵਿਚਕਾਰ ਸਮਾਂ ਘੱਟ ਹੈ, ਉਹ ਰੂਟ ’ਤੇ ਹਰ ਏਅਰਲਾਈਨ ਦੇ ਸਾਮਾਨ ਸਬੰਧੀ ਨਿਯਮ ਜ਼ਰੂਰ ਦੇਖ ਲੈਣ, ਕਿਉਂਕਿ ਸਫ਼ਰ ਦੇ ਦੋਵਾਂ ਹਿੱਸਿਆਂ ਵਿੱਚ ਛੋਟ ਵੱਖਰੀ ਹੋ ਸਕਦੀ ਹੈ।</p>'),
        t('<p>ਸਰੀ ਦੀਆਂ ਭਾਈਚਾਰਕ ਜਥੇਬੰਦੀਆਂ ਲੰਮੇ ਸਮੇਂ ਤੋਂ ਅੰਮ੍ਰਿਤਸਰ ਅਤੇ ਕੈਨੇਡਾ ਵਿਚਕਾਰ ਸਿੱਧੀ ਉਡਾਣ ਦੀ ਮੰਗ ਕਰ ਰਹੀਆਂ ਹਨ। ਕਿਸੇ ਵੀ ਏਅਰਲਾਈਨ ਨੇ ਅਜੇ ਅਜਿਹੇ ਰੂਟ ਦਾ ਐਲਾਨ ਨਹੀਂ ਕੀਤਾ, ਪਰ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਲਗਾਤਾਰ ਵਧਦੀ ਮੰਗ ਇਸ ਦਲੀਲ ਨੂੰ ਹੋਰ ਮਜ਼ਬੂਤ ਕਰਦੀ ਹੈ।</p>'),
      ],
      ...byline(desk.harpreet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('amritsar-airport-departures-canada'),
          caption: 'Passengers queue at the departures hall of Amritsar airport.',
          captionPa: 'ਅੰਮ੍ਰਿਤਸਰ ਹਵਾਈ ਅੱਡੇ ਦੇ ਰਵਾਨਗੀ ਹਾਲ ਵਿੱਚ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੇ ਮੁਸਾਫ਼ਰ।',
        },
      ],
      videos: [video('Inside Amritsar airport as Canada-bound families check in', 'q7mw2xk9pla')],
      postDate: d.daysAgo(0, '06:40'),
    },
    {
      id: 1102,
      kind: 'news',
      slug: 'ludhiana-starts-street-vendor-survey-ahead-of-new-vending-zones',
      title: 'Ludhiana starts street-vendor survey ahead of new vending zones',
      intro:
        'Municipal teams will visit markets in every zone of the city to register vendors, a first step towards designated vending areas that traders have sought for years.',
      body: [
        t('<p>The Ludhiana municipal corporation has begun a door-to-door survey of street vendors, starting with the crowded markets around Chaura Bazaar and the clock tower. Survey teams are recording each vendor\'s location, trade and working hours, and photographing their carts. Officials say the data will be used to plan vending zones that keep footpaths and fire lanes clear.</p>'),
        t('<p>Vendors who are counted will receive an identity card that allows them to trade in the zone assigned to them. Those missed in the first round can apply at their zonal office with:</p><ul><li>an identity document and proof of address</li><li>two passport-size photographs</li><li>any earlier receipt or challan showing they traded at the spot</li></ul>'),
        t('<p>Shopkeepers\' associations have welcomed the survey but want the zones finalised before the festive rush. Vendor unions, for their part, have asked that no carts be removed until every vendor has been counted.</p>'),
      ],
      author: desk.gurjant.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('ludhiana-chaura-bazaar-street-vendors'),
          caption: 'Street vendors near Chaura Bazaar in Ludhiana.',
        },
      ],
      postDate: d.daysAgo(1, '09:15'),
      postDateUpdated: d.daysAgo(1, '12:40'),
    },
    {
      id: 1103,
      kind: 'news',
      slug: 'road-works-near-jalandhar-bus-stand-slow-traffic-for-commuters',
      title: 'Road works near Jalandhar bus stand slow traffic for commuters',
      titlePa: 'ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਨੇੜੇ ਸੜਕ ਦੇ ਕੰਮ ਕਾਰਨ ਆਵਾਜਾਈ ਮੱਠੀ, ਰਾਹਗੀਰ ਪਰੇਸ਼ਾਨ',
      intro:
        'Drain and resurfacing work on a key stretch near the Jalandhar bus stand has narrowed the road to a single lane, adding long waits for buses, autos and cars.',
      introPa:
        'ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਨੇੜੇ ਇੱਕ ਅਹਿਮ ਸੜਕ ’ਤੇ ਸੀਵਰੇਜ ਅਤੇ ਨਵੀਂ ਪਰਤ ਵਿਛਾਉਣ ਦੇ ਕੰਮ ਕਾਰਨ ਰਾਹ ਇੱਕੋ ਲੇਨ ਤੱਕ ਸਿਮਟ ਗਿਆ ਹੈ, ਜਿਸ ਨਾਲ ਬੱਸਾਂ, ਆਟੋ ਅਤੇ ਕਾਰਾਂ ਲੰਮਾ ਸਮਾਂ ਫਸੀਆਂ ਰਹਿੰਦੀਆਂ ਹਨ।',
      body: [
        t('<p>Commuters heading to the Jalandhar bus stand faced queues of up to forty minutes this week as crews dug up one side of the road to lay a larger storm drain. The municipal corporation says the drain should end the flooding that hits the area after every heavy rain. Work is being done in sections, so the narrow stretch will shift over the coming weeks.</p>'),
        {
          type: 'image',
          url: img('jalandhar-bus-stand-road-works'),
          caption: 'A single open lane beside the drain works near the Jalandhar bus stand.',
          captionPa: 'ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਨੇੜੇ ਸੀਵਰੇਜ ਦੇ ਕੰਮ ਦੇ ਨਾਲ ਖੁੱਲ੍ਹੀ ਇੱਕੋ-ਇੱਕ ਲੇਨ।',
        },
        t('<p>Traffic police have posted extra staff at the main crossings and are diverting heavy vehicles to the bypass. Auto-rickshaw drivers say fewer fares and more fuel burnt in traffic have cut their daily earnings.</p>'),
        t('<p>Officials have promised to finish the work before the wedding season brings its usual rush of travellers, many of them families arriving from abroad. Residents have asked for temporary footpaths, since pedestrians are now walking in the roadway beside the trench.</p>'),
      ],
      bodyPa: [
        t('<p>ਇਸ ਹਫ਼ਤੇ ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਵੱਲ ਜਾਣ ਵਾਲੇ ਲੋਕਾਂ ਨੂੰ ਚਾਲੀ ਮਿੰਟ ਤੱਕ ਜਾਮ ਵਿੱਚ ਫਸਣਾ ਪਿਆ, ਕਿਉਂਕਿ ਮੁਲਾਜ਼ਮ ਵੱਡੀ ਬਰਸਾਤੀ ਨਾਲੀ ਪਾਉਣ ਲਈ ਸੜਕ ਦਾ ਇੱਕ ਪਾਸਾ ਪੁੱਟ ਰਹੇ ਸਨ। ਨਗਰ ਨਿਗਮ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਸ ਨਾਲੀ ਨਾਲ ਹਰ ਭਾਰੀ ਮੀਂਹ ਮਗਰੋਂ ਇਲਾਕੇ ਵਿੱਚ ਭਰਦਾ ਪਾਣੀ ਬੰਦ ਹੋ ਜਾਵੇਗਾ। ਕੰਮ ਹਿੱਸਿਆਂ ਵਿੱਚ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ, ਇਸ ਲਈ ਆਉਂਦੇ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਤੰਗ ਹਿੱਸਾ ਥਾਂ ਬਦਲਦਾ ਰਹੇਗਾ।</p>'),
        {
          type: 'image',
          url: img('jalandhar-bus-stand-road-works'),
          caption: 'A single open lane beside the drain works near the Jalandhar bus stand.',
          captionPa: 'ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਨੇੜੇ ਸੀਵਰੇਜ ਦੇ ਕੰਮ ਦੇ ਨਾਲ ਖੁੱਲ੍ਹੀ ਇੱਕੋ-ਇੱਕ ਲੇਨ।',
        },
        t('<p>ਟ੍ਰੈਫ਼ਿਕ ਪੁਲੀਸ ਨੇ ਮੁੱਖ ਚੌਕਾਂ ’ਤੇ ਵਾਧੂ ਮੁਲਾਜ਼ਮ ਤਾਇਨਾਤ ਕੀਤੇ ਹਨ ਅਤੇ ਭਾਰੀ ਵਾਹਨਾਂ ਨੂੰ ਬਾਈਪਾਸ ਵੱਲ ਮੋੜਿਆ ਜਾ ਰਿਹਾ ਹੈ। ਆਟੋ-ਰਿਕਸ਼ਾ ਚਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਵਾਰੀਆਂ ਘਟਣ ਅਤੇ ਜਾਮ ਵਿੱਚ ਵੱਧ ਤੇਲ ਫੂਕਣ ਕਾਰਨ ਉਨ੍ਹਾਂ ਦੀ ਦਿਹਾੜੀ ਘਟ ਗਈ ਹੈ।</p>'),
        t('<p>ਅਧਿਕਾਰੀਆਂ ਨੇ ਵਿਆਹਾਂ ਦੇ ਸੀਜ਼ਨ ਤੋਂ ਪਹਿਲਾਂ ਕੰਮ ਮੁਕਾਉਣ ਦਾ ਭਰੋਸਾ ਦਿੱਤਾ ਹੈ, ਜਦੋਂ ਵਿਦੇਸ਼ਾਂ ਤੋਂ ਆਉਣ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਸਮੇਤ ਮੁਸਾਫ਼ਰਾਂ ਦੀ ਭੀੜ ਆਮ ਵਾਂਗ ਵਧ ਜਾਂਦੀ ਹੈ। ਵਸਨੀਕਾਂ ਨੇ ਆਰਜ਼ੀ ਫੁੱਟਪਾਥ ਬਣਾਉਣ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ, ਕਿਉਂਕਿ ਪੈਦਲ ਲੋਕ ਹੁਣ ਖਾਈ ਦੇ ਨਾਲ-ਨਾਲ ਸੜਕ ਵਿਚਕਾਰ ਤੁਰਨ ਲਈ ਮਜਬੂਰ ਹਨ।</p>'),
      ],
      ...byline(desk.amandeep),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('jalandhar-bus-stand-traffic-queue'),
          caption: 'Buses and autos queue on the road to the Jalandhar bus stand.',
          captionPa: 'ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਵੱਲ ਜਾਂਦੀ ਸੜਕ ’ਤੇ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੀਆਂ ਬੱਸਾਂ ਅਤੇ ਆਟੋ।',
        },
      ],
      postDate: d.daysAgo(1, '16:30'),
    },
    {
      id: 1104,
      kind: 'news',
      slug: 'moga-farmers-share-experience-of-machines-instead-of-stubble-burning',
      ...gurmukhiOnly({
        title: 'ਪਰਾਲੀ ਸਾੜਨ ਦੀ ਥਾਂ ਮਸ਼ੀਨਾਂ: ਮੋਗਾ ਦੇ ਕਿਸਾਨਾਂ ਨੇ ਦੱਸਿਆ ਆਪਣਾ ਤਜਰਬਾ',
        intro:
          'ਮੋਗਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਕਈ ਪਿੰਡਾਂ ਵਿੱਚ ਕਿਸਾਨ ਸਾਂਝੀਆਂ ਮਸ਼ੀਨਾਂ ਨਾਲ ਪਰਾਲੀ ਖੇਤ ਵਿੱਚ ਹੀ ਵਾਹ ਰਹੇ ਹਨ। ਉਨ੍ਹਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਖ਼ਰਚਾ ਜ਼ਰੂਰ ਵਧਿਆ ਹੈ, ਪਰ ਜ਼ਮੀਨ ਦੀ ਸਿਹਤ ਸੁਧਰੀ ਹੈ।',
        body: [
          t('<p>ਮੋਗਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚ ਇਸ ਵਾਰ ਝੋਨੇ ਦੀ ਵਾਢੀ ਤੋਂ ਬਾਅਦ ਖੇਤਾਂ ਵਿੱਚੋਂ ਉੱਠਦਾ ਧੂੰਆਂ ਪਹਿਲਾਂ ਨਾਲੋਂ ਘੱਟ ਦਿਸ ਰਿਹਾ ਹੈ। ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਵੱਲੋਂ ਕਿਰਾਏ ’ਤੇ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਸੁਪਰ ਸੀਡਰ ਅਤੇ ਮਲਚਰ ਮਸ਼ੀਨਾਂ ਦੀ ਮੰਗ ਇੰਨੀ ਵਧੀ ਹੈ ਕਿ ਕਈ ਥਾਈਂ ਕਿਸਾਨਾਂ ਨੂੰ ਆਪਣੀ ਵਾਰੀ ਲਈ ਕਈ ਦਿਨ ਉਡੀਕ ਕਰਨੀ ਪੈਂਦੀ ਹੈ। ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਦੇ ਅਧਿਕਾਰੀ ਪਿੰਡ-ਪਿੰਡ ਜਾ ਕੇ ਮਸ਼ੀਨਾਂ ਦੀ ਵਰਤੋਂ ਦੇ ਡੈਮੋ ਦੇ ਰਹੇ ਹਨ।</p>'),
          {
            type: 'image',
            url: img('moga-super-seeder-paddy-straw'),
            caption: 'ਮੋਗਾ ਨੇੜਲੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਪਰਾਲੀ ਨੂੰ ਖੇਤ ਵਿੱਚ ਹੀ ਮਿਲਾਉਂਦੀ ਸੁਪਰ ਸੀਡਰ ਮਸ਼ੀਨ।',
            captionPa: 'ਮੋਗਾ ਨੇੜਲੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਪਰਾਲੀ ਨੂੰ ਖੇਤ ਵਿੱਚ ਹੀ ਮਿਲਾਉਂਦੀ ਸੁਪਰ ਸੀਡਰ ਮਸ਼ੀਨ।',
          },
          {
            type: 'quote',
            quote: 'ਪਹਿਲੇ ਸਾਲ ਕਣਕ ਦਾ ਝਾੜ ਥੋੜ੍ਹਾ ਘਟਿਆ ਸੀ ਅਤੇ ਮੈਂ ਵੀ ਡਰ ਗਿਆ ਸੀ। ਤੀਜੇ ਸਾਲ ਤੱਕ ਮਿੱਟੀ ਪੋਲੀ ਹੋ ਗਈ ਅਤੇ ਖਾਦ ਦਾ ਖ਼ਰਚਾ ਵੀ ਘਟ ਗਿਆ।',
            author: 'ਗੁਰਮੇਲ ਸਿੰਘ, ਧਰਮਕੋਟ ਨੇੜਲੇ ਪਿੰਡ ਦੇ ਕਿਸਾਨ',
          },
          t('<p>ਛੋਟੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਮਸ਼ੀਨਾਂ ਦਾ ਕਿਰਾਇਆ ਅਤੇ ਵੱਡੇ ਟਰੈਕਟਰ ਦੀ ਲੋੜ ਉਨ੍ਹਾਂ ਲਈ ਅਜੇ ਵੀ ਵੱਡੀ ਚੁਣੌਤੀ ਹੈ। ਕਿਸਾਨ ਜਥੇਬੰਦੀਆਂ ਪ੍ਰਤੀ ਏਕੜ ਵਿੱਤੀ ਮਦਦ ਦੀ ਮੰਗ ਕਰ ਰਹੀਆਂ ਹਨ, ਤਾਂ ਜੋ ਪਰਾਲੀ ਸਾਂਭਣ ਦਾ ਸਾਰਾ ਬੋਝ ਕਿਸਾਨ ’ਤੇ ਨਾ ਪਵੇ। ਕੈਨੇਡਾ ਵਿੱਚ ਵਸਦੇ ਕਈ ਪਰਵਾਸੀ ਪਰਿਵਾਰ ਵੀ ਆਪਣੇ ਪਿੰਡਾਂ ਦੀਆਂ ਸਭਾਵਾਂ ਨੂੰ ਮਸ਼ੀਨਾਂ ਖ਼ਰੀਦਣ ਲਈ ਦਾਨ ਭੇਜ ਰਹੇ ਹਨ।</p>'),
        ],
        reporter: desk.navneet,
      }),
      tags: ['india'],
      images: [gurmukhiImage(img('moga-stubble-machine-field'), 'ਮੋਗਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਇੱਕ ਖੇਤ ਵਿੱਚ ਕੰਮ ਕਰਦੀ ਪਰਾਲੀ ਪ੍ਰਬੰਧਨ ਮਸ਼ੀਨ।')],
      postDate: d.daysAgo(2, '11:00'),
    },
    {
      id: 1105,
      kind: 'news',
      slug: 'punjab-nri-grievance-cell-to-hear-overseas-property-complaints-online',
      title: 'Punjab NRI grievance cell to hear overseas property complaints online',
      titlePa: 'ਪਰਵਾਸੀ ਪੰਜਾਬੀਆਂ ਦੀਆਂ ਜਾਇਦਾਦ ਸਬੰਧੀ ਸ਼ਿਕਾਇਤਾਂ ਦੀ ਹੁਣ ਆਨਲਾਈਨ ਸੁਣਵਾਈ',
      intro:
        'Overseas Punjabis with disputes over land or houses back home will be able to join hearings by video call, sparing many of them a costly trip to India.',
      introPa:
        'ਪੰਜਾਬ ਵਿੱਚ ਜ਼ਮੀਨ ਜਾਂ ਮਕਾਨ ਦੇ ਝਗੜਿਆਂ ਵਿੱਚ ਉਲਝੇ ਪਰਵਾਸੀ ਪੰਜਾਬੀ ਹੁਣ ਵੀਡੀਓ ਕਾਲ ਰਾਹੀਂ ਸੁਣਵਾਈ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਸਕਣਗੇ, ਜਿਸ ਨਾਲ ਕਈਆਂ ਦਾ ਭਾਰਤ ਦਾ ਮਹਿੰਗਾ ਗੇੜਾ ਬਚੇਗਾ।',
      body: [
        t('<p>The state\'s cell for non-resident Indians will now hold hearings on property complaints by video link, officials announced. Complainants abroad can take part from home, while revenue and police officers join from their district offices. Until now, many families had to fly to Punjab, sometimes more than once, just to attend a single hearing.</p>'),
        {
          type: 'quote',
          quote: 'My father waited three years and made two trips for one boundary dispute. If this had existed then, he would have been spared both the expense and the worry.',
          author: 'Kulwant Singh Toor, retired truck driver in Surrey',
        },
        {
          type: 'image',
          url: img('nri-family-online-property-hearing'),
          caption: 'A family in Surrey prepares documents for an online hearing.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਇੱਕ ਪਰਿਵਾਰ ਆਨਲਾਈਨ ਸੁਣਵਾਈ ਲਈ ਕਾਗ਼ਜ਼ਾਤ ਤਿਆਰ ਕਰਦਾ ਹੋਇਆ।',
        },
        t('<p>Complaints can be filed on the cell\'s online portal with scanned copies of the sale deed, the latest revenue record and the complainant\'s passport. Officials say illegal occupation by tenants or relatives makes up the largest share of complaints. Forged power-of-attorney documents come next.</p>'),
        t('<p>Lawyers in Jalandhar caution that the video hearings do not replace court cases already under way. They advise families to leave certified copies of records with a trusted person in Punjab and to check their land record online at least once a year.</p>'),
      ],
      bodyPa: [
        t('<p>ਪਰਵਾਸੀ ਭਾਰਤੀਆਂ ਲਈ ਬਣੇ ਸੂਬੇ ਦੇ ਵਿਸ਼ੇਸ਼ ਸੈੱਲ ਨੇ ਐਲਾਨ ਕੀਤਾ ਹੈ ਕਿ ਜਾਇਦਾਦ ਸਬੰਧੀ ਸ਼ਿਕਾਇਤਾਂ ਦੀ ਸੁਣਵਾਈ ਹੁਣ ਵੀਡੀਓ ਲਿੰਕ ਰਾਹੀਂ ਹੋਵੇਗੀ। ਵਿਦੇਸ਼ ਬੈਠੇ ਸ਼ਿਕਾਇਤਕਰਤਾ ਘਰੋਂ ਹੀ ਸ਼ਾਮਲ ਹੋ ਸਕਣਗੇ, ਜਦਕਿ ਮਾਲ ਅਤੇ ਪੁਲੀਸ ਅਧਿਕਾਰੀ ਆਪਣੇ ਜ਼ਿਲ੍ਹਾ ਦਫ਼ਤਰਾਂ ਤੋਂ ਜੁੜਨਗੇ। ਹੁਣ ਤੱਕ ਕਈ ਪਰਿਵਾਰਾਂ ਨੂੰ ਸਿਰਫ਼ ਇੱਕ ਪੇਸ਼ੀ ਲਈ ਪੰਜਾਬ ਜਾਣਾ ਪੈਂਦਾ ਸੀ, ਕਈ ਵਾਰ ਤਾਂ ਇੱਕ ਤੋਂ ਵੱਧ ਵਾਰ।</p>'),
        {
          type: 'quote',
          quote: 'ਮੇਰੇ ਪਿਤਾ ਜੀ ਨੇ ਇੱਕ ਵੱਟ ਦੇ ਝਗੜੇ ਲਈ ਤਿੰਨ ਸਾਲ ਉਡੀਕ ਕੀਤੀ ਅਤੇ ਦੋ ਗੇੜੇ ਲਾਏ। ਜੇ ਉਦੋਂ ਇਹ ਸਹੂਲਤ ਹੁੰਦੀ ਤਾਂ ਉਹ ਖ਼ਰਚੇ ਅਤੇ ਫ਼ਿਕਰ ਦੋਵਾਂ ਤੋਂ ਬਚ ਜਾਂਦੇ।',
          author: 'ਕੁਲਵੰਤ ਸਿੰਘ ਤੂਰ, ਸਰੀ ਵਾਸੀ ਸੇਵਾਮੁਕਤ ਟਰੱਕ ਡਰਾਈਵਰ',
        },
        {
          type: 'image',
          url: img('nri-family-online-property-hearing'),
          caption: 'A family in Surrey prepares documents for an online hearing.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਇੱਕ ਪਰਿਵਾਰ ਆਨਲਾਈਨ ਸੁਣਵਾਈ ਲਈ ਕਾਗ਼ਜ਼ਾਤ ਤਿਆਰ ਕਰਦਾ ਹੋਇਆ।',
        },
        t('<p>ਸ਼ਿਕਾਇਤ ਸੈੱਲ ਦੇ ਆਨਲਾਈਨ ਪੋਰਟਲ ’ਤੇ ਦਰਜ ਕੀਤੀ ਜਾ ਸਕਦੀ ਹੈ, ਜਿਸ ਨਾਲ ਰਜਿਸਟਰੀ, ਤਾਜ਼ਾ ਜਮ੍ਹਾਂਬੰਦੀ ਅਤੇ ਪਾਸਪੋਰਟ ਦੀਆਂ ਸਕੈਨ ਕਾਪੀਆਂ ਲਾਉਣੀਆਂ ਪੈਣਗੀਆਂ। ਅਧਿਕਾਰੀਆਂ ਮੁਤਾਬਕ ਸਭ ਤੋਂ ਵੱਧ ਸ਼ਿਕਾਇਤਾਂ ਕਿਰਾਏਦਾਰਾਂ ਜਾਂ ਰਿਸ਼ਤੇਦਾਰਾਂ ਵੱਲੋਂ ਕੀਤੇ ਨਾਜਾਇਜ਼ ਕਬਜ਼ਿਆਂ ਦੀਆਂ ਹਨ। ਦੂਜੇ ਨੰਬਰ ’ਤੇ ਜਾਅਲੀ ਮੁਖ਼ਤਿਆਰਨਾਮਿਆਂ ਦੇ ਮਾਮਲੇ ਆਉਂਦੇ ਹਨ।</p>'),
        t('<p>ਜਲੰਧਰ ਦੇ ਵਕੀਲ ਚੇਤਾਵਨੀ ਦਿੰਦੇ ਹਨ ਕਿ ਵੀਡੀਓ ਸੁਣਵਾਈ ਅਦਾਲਤਾਂ ਵਿੱਚ ਪਹਿਲਾਂ ਤੋਂ ਚੱਲ ਰਹੇ ਕੇਸਾਂ ਦੀ ਥਾਂ ਨਹੀਂ ਲੈਂਦੀ। ਉਹ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਰਿਕਾਰਡ ਦੀਆਂ ਤਸਦੀਕਸ਼ੁਦਾ ਕਾਪੀਆਂ ਪੰਜਾਬ ਵਿੱਚ ਕਿਸੇ ਭਰੋਸੇਯੋਗ ਵਿਅਕਤੀ ਕੋਲ ਰੱਖੀਆਂ ਜਾਣ ਅਤੇ ਸਾਲ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਵਾਰ ਜ਼ਮੀਨ ਦਾ ਰਿਕਾਰਡ ਆਨਲਾਈਨ ਜ਼ਰੂਰ ਦੇਖਿਆ ਜਾਵੇ।</p>'),
      ],
      ...byline(desk.simran),
      tags: ['india', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('nri-property-records-punjab'),
          caption: 'Revenue records at a district office in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੇ ਇੱਕ ਜ਼ਿਲ੍ਹਾ ਦਫ਼ਤਰ ਵਿੱਚ ਰੱਖਿਆ ਮਾਲ ਰਿਕਾਰਡ।',
        },
        {
          url: img('nri-family-online-property-hearing'),
          caption: 'A family in Surrey prepares documents for an online hearing.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਇੱਕ ਪਰਿਵਾਰ ਆਨਲਾਈਨ ਸੁਣਵਾਈ ਲਈ ਕਾਗ਼ਜ਼ਾਤ ਤਿਆਰ ਕਰਦਾ ਹੋਇਆ।',
        },
      ],
      audios: [
        { title: 'NRI helpline: how the online hearings work', url: '/media/audio/nri-helpline-call.wav', duration: 27 },
      ],
      postDate: d.daysAgo(3, '08:20'),
      postDateUpdated: d.daysAgo(3, '13:05'),
    },
    {
      id: 1106,
      kind: 'news',
      slug: 'punjab-government-schools-to-get-upgraded-science-labs',
      title: 'Punjab government schools to get upgraded science labs',
      intro:
        'The state education department says hundreds of rural government schools will receive new science lab equipment, with teacher training planned before the kits arrive.',
      body: [
        t('<p>Rural government schools across Punjab are set to receive new equipment for physics, chemistry and biology labs under a plan announced by the state education department. Officials say schools were chosen on the basis of science-stream enrolment and the state of their existing labs. Many of those labs have made do for years with broken microscopes and empty reagent shelves.</p>'),
        t('<p>Before the kits are delivered, science teachers will attend short training camps at district centres on running practicals safely. Head teachers have been asked to set aside a room that can be locked and properly ventilated.</p>'),
        t('<p>Alumni abroad have often stepped in where budgets fall short. A teachers\' group in Bathinda said donations from former students in Canada and the UK had already paid for lab benches in several village schools. It hopes the new plan will let that money go to libraries instead.</p>'),
      ],
      author: desk.simran.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('punjab-government-school-science-lab'),
          caption: 'Students in the science lab of a government school in Punjab.',
        },
      ],
      postDate: d.daysAgo(3, '19:45'),
    },
    {
      id: 1107,
      kind: 'news',
      slug: 'amritsar-moves-walled-city-waste-collection-to-night-hours',
      title: 'Amritsar moves walled-city waste collection to night hours',
      titlePa: 'ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਵਿੱਚ ਹੁਣ ਰਾਤ ਵੇਲੇ ਚੁੱਕਿਆ ਜਾਵੇਗਾ ਕੂੜਾ',
      intro:
        'Garbage in the narrow lanes around the Golden Temple will now be collected after dark, when pilgrims and traffic thin out, under a new municipal schedule.',
      introPa:
        'ਨਗਰ ਨਿਗਮ ਦੀ ਨਵੀਂ ਸਮਾਂ-ਸਾਰਣੀ ਮੁਤਾਬਕ ਸ੍ਰੀ ਦਰਬਾਰ ਸਾਹਿਬ ਦੁਆਲੇ ਦੀਆਂ ਭੀੜੀਆਂ ਗਲੀਆਂ ਵਿੱਚੋਂ ਕੂੜਾ ਹੁਣ ਹਨੇਰਾ ਹੋਣ ਤੋਂ ਬਾਅਦ ਚੁੱਕਿਆ ਜਾਵੇਗਾ, ਜਦੋਂ ਸ਼ਰਧਾਲੂਆਂ ਦੀ ਭੀੜ ਅਤੇ ਆਵਾਜਾਈ ਘਟ ਜਾਂਦੀ ਹੈ।',
      body: [
        t('<p>The Amritsar municipal corporation will send its sanitation crews into the walled city between 10 p.m. and 4 a.m., replacing morning rounds that often clashed with pilgrim crowds. Small battery-powered vehicles will work the lanes too narrow for regular trucks. Shopkeepers are being asked to leave sealed bags at fixed points after closing.</p>'),
        {
          type: 'image',
          url: img('amritsar-walled-city-night-sanitation'),
          caption: 'A battery-powered waste cart in a lane of the walled city.',
          captionPa: 'ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਦੀ ਇੱਕ ਗਲੀ ਵਿੱਚ ਬੈਟਰੀ ਨਾਲ ਚੱਲਣ ਵਾਲੀ ਕੂੜਾ ਗੱਡੀ।',
        },
        t('<p>Residents of the old bazaars have complained for years that garbage heaps sat in the sun until late morning. The corporation says the night schedule will also free up the roads for the heritage walk and school buses.</p>'),
        t('<p>Sanitation workers\' unions have asked for safety lights, reflective uniforms and a night allowance before the change is made permanent. A review is planned after the first month.</p>'),
      ],
      bodyPa: [
        t('<p>ਅੰਮ੍ਰਿਤਸਰ ਨਗਰ ਨਿਗਮ ਹੁਣ ਆਪਣੀਆਂ ਸਫ਼ਾਈ ਟੀਮਾਂ ਨੂੰ ਰਾਤ 10 ਵਜੇ ਤੋਂ ਸਵੇਰੇ 4 ਵਜੇ ਤੱਕ ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਵਿੱਚ ਭੇਜੇਗਾ। ਇਸ ਨਾਲ ਸਵੇਰ ਦੇ ਉਹ ਗੇੜੇ ਬੰਦ ਹੋਣਗੇ, ਜੋ ਅਕਸਰ ਸ਼ਰਧਾਲੂਆਂ ਦੀ ਭੀੜ ਨਾਲ ਟਕਰਾਉਂਦੇ ਸਨ। ਜਿਨ੍ਹਾਂ ਗਲੀਆਂ ਵਿੱਚ ਆਮ ਟਰੱਕ ਨਹੀਂ ਵੜ ਸਕਦੇ, ਉੱਥੇ ਬੈਟਰੀ ਵਾਲੀਆਂ ਛੋਟੀਆਂ ਗੱਡੀਆਂ ਚੱਲਣਗੀਆਂ। ਦੁਕਾਨਦਾਰਾਂ ਨੂੰ ਕਿਹਾ ਗਿਆ ਹੈ ਕਿ ਦੁਕਾਨ ਬੰਦ ਕਰਨ ਮਗਰੋਂ ਕੂੜੇ ਦੇ ਬੰਦ ਥੈਲੇ ਤੈਅ ਥਾਵਾਂ ’ਤੇ ਰੱਖਣ।</p>'),
        {
          type: 'image',
          url: img('amritsar-walled-city-night-sanitation'),
          caption: 'A battery-powered waste cart in a lane of the walled city.',
          captionPa: 'ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਦੀ ਇੱਕ ਗਲੀ ਵਿੱਚ ਬੈਟਰੀ ਨਾਲ ਚੱਲਣ ਵਾਲੀ ਕੂੜਾ ਗੱਡੀ।',
        },
        t('<p>ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਦੇ ਵਸਨੀਕ ਸਾਲਾਂ ਤੋਂ ਸ਼ਿਕਾਇਤ ਕਰਦੇ ਆ ਰਹੇ ਸਨ ਕਿ ਕੂੜੇ ਦੇ ਢੇਰ ਦੁਪਹਿਰ ਤੱਕ ਧੁੱਪ ਵਿੱਚ ਪਏ ਰਹਿੰਦੇ ਹਨ। ਨਿਗਮ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਰਾਤ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ ਨਾਲ ਹੈਰੀਟੇਜ ਵਾਕ ਅਤੇ ਸਕੂਲ ਬੱਸਾਂ ਲਈ ਵੀ ਸੜਕਾਂ ਖੁੱਲ੍ਹੀਆਂ ਰਹਿਣਗੀਆਂ।</p>'),
        t('<p>ਸਫ਼ਾਈ ਕਾਮਿਆਂ ਦੀਆਂ ਯੂਨੀਅਨਾਂ ਨੇ ਮੰਗ ਕੀਤੀ ਹੈ ਕਿ ਇਸ ਬਦਲਾਅ ਨੂੰ ਪੱਕਾ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਸੁਰੱਖਿਆ ਲਾਈਟਾਂ, ਚਮਕਦਾਰ ਵਰਦੀਆਂ ਅਤੇ ਰਾਤ ਦਾ ਭੱਤਾ ਦਿੱਤਾ ਜਾਵੇ। ਪਹਿਲੇ ਮਹੀਨੇ ਤੋਂ ਬਾਅਦ ਇਸ ਪ੍ਰਬੰਧ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਜਾਵੇਗੀ।</p>'),
      ],
      ...byline(desk.harpreet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('amritsar-walled-city-lanes'),
          caption: 'A narrow bazaar lane in Amritsar\'s walled city.',
          captionPa: 'ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਦੇ ਇੱਕ ਬਾਜ਼ਾਰ ਦੀ ਭੀੜੀ ਗਲੀ।',
        },
      ],
      postDate: d.daysAgo(4, '10:30'),
    },
    {
      id: 1108,
      kind: 'news',
      slug: 'more-punjab-farmers-try-direct-seeding-of-rice-to-save-groundwater',
      title: 'More Punjab farmers try direct seeding of rice to save groundwater',
      titlePa: 'ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਬਚਾਉਣ ਲਈ ਹੋਰ ਕਿਸਾਨਾਂ ਨੇ ਅਪਣਾਈ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ',
      intro:
        'Direct seeding skips the flooded nursery and transplanting, and farmers who used it this season say it cut both their water use and their labour bills.',
      introPa:
        'ਸਿੱਧੀ ਬਿਜਾਈ ਨਾਲ ਪਨੀਰੀ ਲਾਉਣ ਅਤੇ ਖੇਤ ਵਿੱਚ ਪਾਣੀ ਖੜ੍ਹਾ ਕਰਨ ਦੀ ਲੋੜ ਨਹੀਂ ਪੈਂਦੀ। ਇਸ ਸੀਜ਼ਨ ਇਹ ਤਰੀਕਾ ਵਰਤਣ ਵਾਲੇ ਕਿਸਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਪਾਣੀ ਅਤੇ ਮਜ਼ਦੂਰੀ ਦੋਵਾਂ ਦਾ ਖ਼ਰਚਾ ਘਟਿਆ ਹੈ।',
      body: [
        t('<p>With the water table falling across much of central Punjab, agriculture officials have been urging farmers to sow paddy seed directly in the field instead of transplanting seedlings into flooded plots. The method needs a well-levelled field and careful weed control, but far fewer irrigations. The state offers a per-acre incentive to farmers who register the area they sow this way.</p>'),
        t('<p>Farmers near Sangrur and Barnala who tried direct seeding say the yield came close to that of transplanted paddy once they got the timing of the first irrigation right. The biggest saving was on labour, since transplanting crews from other states have become scarce and expensive.</p>'),
        {
          type: 'quote',
          quote: 'The first year I lost sleep over the weeds. Now I tell my neighbours: level the field properly, sow on time, and the crop will look after itself.',
          author: 'Jagtar Singh Sekhon, farmer near Sangrur',
        },
        t('<p>Not every field suits the method. Experts say heavy soils do better than sandy ones, and they warn against sowing too early in the season. Farmers with family in Canada say it is often relatives abroad, worried by reports of the state\'s water crisis, who push them to try it.</p>'),
      ],
      bodyPa: [
        t('<p>ਕੇਂਦਰੀ ਪੰਜਾਬ ਦੇ ਬਹੁਤੇ ਹਿੱਸਿਆਂ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਡੂੰਘਾ ਹੋਣ ਕਾਰਨ ਖੇਤੀਬਾੜੀ ਅਧਿਕਾਰੀ ਕਿਸਾਨਾਂ ਨੂੰ ਪਾਣੀ ਨਾਲ ਭਰੇ ਖੇਤਾਂ ਵਿੱਚ ਪਨੀਰੀ ਲਾਉਣ ਦੀ ਥਾਂ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ ਕਰਨ ਦੀ ਅਪੀਲ ਕਰ ਰਹੇ ਹਨ। ਇਸ ਤਰੀਕੇ ਲਈ ਚੰਗੀ ਤਰ੍ਹਾਂ ਪੱਧਰ ਕੀਤਾ ਖੇਤ ਅਤੇ ਨਦੀਨਾਂ ’ਤੇ ਧਿਆਨ ਨਾਲ ਕਾਬੂ ਚਾਹੀਦਾ ਹੈ, ਪਰ ਪਾਣੀ ਕਿਤੇ ਘੱਟ ਲੱਗਦਾ ਹੈ। ਸਰਕਾਰ ਇਸ ਤਰੀਕੇ ਨਾਲ ਬੀਜੇ ਰਕਬੇ ਦੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਕਰਵਾਉਣ ਵਾਲੇ ਕਿਸਾਨਾਂ ਨੂੰ ਪ੍ਰਤੀ ਏਕੜ ਪ੍ਰੋਤਸਾਹਨ ਰਾਸ਼ੀ ਦਿੰਦੀ ਹੈ।</p>'),
        t('<p>ਸੰਗਰੂਰ ਅਤੇ ਬਰਨਾਲਾ ਨੇੜੇ ਸਿੱਧੀ ਬਿਜਾਈ ਕਰਨ ਵਾਲੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਹਿਲੇ ਪਾਣੀ ਦਾ ਸਮਾਂ ਠੀਕ ਬੈਠਣ ਤੋਂ ਬਾਅਦ ਝਾੜ ਲਗਭਗ ਲੁਆਈ ਵਾਲੇ ਝੋਨੇ ਜਿੰਨਾ ਹੀ ਰਿਹਾ। ਸਭ ਤੋਂ ਵੱਡੀ ਬੱਚਤ ਮਜ਼ਦੂਰੀ ਵਿੱਚ ਹੋਈ, ਕਿਉਂਕਿ ਦੂਜੇ ਸੂਬਿਆਂ ਤੋਂ ਆਉਣ ਵਾਲੀ ਲੇਬਰ ਹੁਣ ਘੱਟ ਮਿਲਦੀ ਹੈ ਅਤੇ ਮਹਿੰਗੀ ਵੀ ਪੈਂਦੀ ਹੈ।</p>'),
        {
          type: 'quote',
          quote: 'ਪਹਿਲੇ ਸਾਲ ਨਦੀਨਾਂ ਦੀ ਫ਼ਿਕਰ ਵਿੱਚ ਮੈਨੂੰ ਨੀਂਦ ਨਹੀਂ ਆਉਂਦੀ ਸੀ। ਹੁਣ ਮੈਂ ਗੁਆਂਢੀਆਂ ਨੂੰ ਕਹਿੰਦਾ ਹਾਂ ਕਿ ਖੇਤ ਚੰਗੀ ਤਰ੍ਹਾਂ ਪੱਧਰ ਕਰੋ ਅਤੇ ਸਮੇਂ ਸਿਰ ਬੀਜੋ, ਫ਼ਸਲ ਆਪੇ ਸੰਭਲ ਜਾਂਦੀ ਹੈ।',
          author: 'ਜਗਤਾਰ ਸਿੰਘ ਸੇਖੋਂ, ਸੰਗਰੂਰ ਨੇੜਲੇ ਕਿਸਾਨ',
        },
        t('<p>ਹਰ ਖੇਤ ਇਸ ਤਰੀਕੇ ਲਈ ਢੁਕਵਾਂ ਨਹੀਂ ਹੁੰਦਾ। ਮਾਹਿਰਾਂ ਮੁਤਾਬਕ ਭਾਰੀਆਂ ਜ਼ਮੀਨਾਂ ਵਿੱਚ ਇਹ ਰੇਤਲੀਆਂ ਜ਼ਮੀਨਾਂ ਨਾਲੋਂ ਵਧੀਆ ਨਤੀਜੇ ਦਿੰਦਾ ਹੈ ਅਤੇ ਬਹੁਤ ਅਗੇਤੀ ਬਿਜਾਈ ਤੋਂ ਬਚਣਾ ਚਾਹੀਦਾ ਹੈ। ਕੈਨੇਡਾ ਵਿੱਚ ਰਿਸ਼ਤੇਦਾਰਾਂ ਵਾਲੇ ਕਿਸਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਪੰਜਾਬ ਦੇ ਪਾਣੀ ਸੰਕਟ ਦੀਆਂ ਖ਼ਬਰਾਂ ਤੋਂ ਫ਼ਿਕਰਮੰਦ ਵਿਦੇਸ਼ ਬੈਠੇ ਰਿਸ਼ਤੇਦਾਰ ਹੀ ਅਕਸਰ ਉਨ੍ਹਾਂ ਨੂੰ ਇਹ ਤਰੀਕਾ ਅਜ਼ਮਾਉਣ ਲਈ ਪ੍ਰੇਰਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.navneet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('direct-seeded-rice-field-sangrur'),
          caption: 'A direct-seeded paddy field near Sangrur.',
          captionPa: 'ਸੰਗਰੂਰ ਨੇੜੇ ਸਿੱਧੀ ਬਿਜਾਈ ਵਾਲਾ ਝੋਨੇ ਦਾ ਖੇਤ।',
        },
      ],
      postDate: d.daysAgo(5, '14:15'),
    },
    {
      id: 1109,
      kind: 'news',
      slug: 'ludhiana-farm-experts-issue-wheat-sowing-advisory-for-the-season',
      title: 'Ludhiana farm experts issue wheat sowing advisory for the season',
      titlePa: 'ਲੁਧਿਆਣਾ ਦੇ ਖੇਤੀ ਮਾਹਿਰਾਂ ਵੱਲੋਂ ਕਣਕ ਦੀ ਬਿਜਾਈ ਸਬੰਧੀ ਸਲਾਹ ਜਾਰੀ',
      intro:
        'Scientists at the agricultural university in Ludhiana have urged farmers to sow wheat on time, use recommended varieties and test their soil before adding fertiliser.',
      introPa:
        'ਲੁਧਿਆਣਾ ਦੀ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਵਿਗਿਆਨੀਆਂ ਨੇ ਕਿਸਾਨਾਂ ਨੂੰ ਕਣਕ ਦੀ ਬਿਜਾਈ ਸਮੇਂ ਸਿਰ ਕਰਨ, ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀਆਂ ਕਿਸਮਾਂ ਵਰਤਣ ਅਤੇ ਖਾਦ ਪਾਉਣ ਤੋਂ ਪਹਿਲਾਂ ਮਿੱਟੀ ਪਰਖਾਉਣ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਹੈ।',
      body: [
        t('<p>The agricultural university in Ludhiana released its wheat-season advisory at a farmers\' fair on its campus that drew visitors from across the state. Scientists stressed that sowing within the recommended window matters more than any single input. Late-sown wheat, they said, is far more exposed to heat stress when the grain is filling.</p>'),
        {
          type: 'image',
          url: img('ludhiana-farmers-fair-seed-stall'),
          caption: 'Farmers queue for certified wheat seed at the fair in Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਕਿਸਾਨ ਮੇਲੇ ਵਿੱਚ ਕਣਕ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਲੈਣ ਲਈ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੇ ਕਿਸਾਨ।',
        },
        t('<p>The main points of the advisory:</p><ul><li>buy certified seed of recommended varieties and treat it before sowing</li><li>test the soil and apply fertiliser according to the report</li><li>mix paddy straw into the soil rather than burning it</li><li>watch for yellow rust during cool, humid spells</li></ul>'),
        t('<p>Seed counters at the fair ran out of some popular varieties by the afternoon. University staff said more seed would reach district centres over the coming days. Farmers can also get the advisory through the university\'s helpline.</p>'),
      ],
      bodyPa: [
        t('<p>ਲੁਧਿਆਣਾ ਦੀ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਨੇ ਆਪਣੇ ਕੈਂਪਸ ਵਿੱਚ ਲੱਗੇ ਕਿਸਾਨ ਮੇਲੇ ਦੌਰਾਨ ਕਣਕ ਦੇ ਸੀਜ਼ਨ ਲਈ ਸਲਾਹ ਜਾਰੀ ਕੀਤੀ, ਜਿੱਥੇ ਸੂਬੇ ਭਰ ਤੋਂ ਕਿਸਾਨ ਪਹੁੰਚੇ। ਵਿਗਿਆਨੀਆਂ ਨੇ ਜ਼ੋਰ ਦਿੱਤਾ ਕਿ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੇ ਸਮੇਂ ਅੰਦਰ ਬਿਜਾਈ ਕਰਨਾ ਕਿਸੇ ਵੀ ਹੋਰ ਚੀਜ਼ ਨਾਲੋਂ ਵੱਧ ਅਹਿਮ ਹੈ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਪਛੇਤੀ ਬੀਜੀ ਕਣਕ ਨੂੰ ਦਾਣਾ ਭਰਨ ਵੇਲੇ ਗਰਮੀ ਦੀ ਮਾਰ ਕਿਤੇ ਵੱਧ ਪੈਂਦੀ ਹੈ।</p>'),
        {
          type: 'image',
          url: img('ludhiana-farmers-fair-seed-stall'),
          caption: 'Farmers queue for certified wheat seed at the fair in Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਕਿਸਾਨ ਮੇਲੇ ਵਿੱਚ ਕਣਕ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਲੈਣ ਲਈ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੇ ਕਿਸਾਨ।',
        },
        t('<p>ਸਲਾਹ ਦੇ ਮੁੱਖ ਨੁਕਤੇ:</p><ul><li>ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀਆਂ ਕਿਸਮਾਂ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਖ਼ਰੀਦੋ ਅਤੇ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਸੋਧੋ</li><li>ਮਿੱਟੀ ਦੀ ਪਰਖ ਕਰਵਾਓ ਅਤੇ ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਖਾਦ ਪਾਓ</li><li>ਪਰਾਲੀ ਨੂੰ ਸਾੜਨ ਦੀ ਥਾਂ ਮਿੱਟੀ ਵਿੱਚ ਮਿਲਾਓ</li><li>ਠੰਢੇ ਅਤੇ ਸਿੱਲ੍ਹੇ ਮੌਸਮ ਵਿੱਚ ਪੀਲੀ ਕੁੰਗੀ ’ਤੇ ਨਜ਼ਰ ਰੱਖੋ</li></ul>'),
        t('<p>ਮੇਲੇ ਵਿੱਚ ਬੀਜ ਵਾਲੇ ਕਾਊਂਟਰਾਂ ’ਤੇ ਦੁਪਹਿਰ ਤੱਕ ਕੁਝ ਮਸ਼ਹੂਰ ਕਿਸਮਾਂ ਦਾ ਬੀਜ ਮੁੱਕ ਗਿਆ। ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਅਮਲੇ ਨੇ ਦੱਸਿਆ ਕਿ ਅਗਲੇ ਦਿਨਾਂ ਵਿੱਚ ਜ਼ਿਲ੍ਹਾ ਕੇਂਦਰਾਂ ਤੱਕ ਹੋਰ ਬੀਜ ਪਹੁੰਚ ਜਾਵੇਗਾ। ਕਿਸਾਨ ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਹੈਲਪਲਾਈਨ ਤੋਂ ਵੀ ਇਹ ਸਲਾਹ ਲੈ ਸਕਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.gurjant),
      tags: ['india', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('wheat-sowing-punjab-tractor'),
          caption: 'A tractor sows wheat in a field outside Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਬਾਹਰਵਾਰ ਇੱਕ ਖੇਤ ਵਿੱਚ ਕਣਕ ਦੀ ਬਿਜਾਈ ਕਰਦਾ ਟਰੈਕਟਰ।',
        },
        {
          url: img('ludhiana-farmers-fair-seed-stall'),
          caption: 'Farmers queue for certified wheat seed at the fair in Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਕਿਸਾਨ ਮੇਲੇ ਵਿੱਚ ਕਣਕ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਲੈਣ ਲਈ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੇ ਕਿਸਾਨ।',
        },
      ],
      videos: [video('Wheat sowing tips from the farmers\' fair in Ludhiana', 'h3vd8nzr1ty')],
      postDate: d.daysAgo(6, '07:50'),
      postDateUpdated: d.daysAgo(6, '11:20'),
    },
    {
      id: 1110,
      kind: 'news',
      slug: 'jalandhar-passport-office-opens-on-saturdays-to-clear-backlog',
      title: 'Jalandhar passport office opens on Saturdays to clear backlog',
      intro:
        'Applicants in the Doaba region can now book Saturday appointments for passport services, as officials try to shorten waiting times before the busy travel season.',
      body: [
        t('<p>The regional passport office in Jalandhar will open on Saturdays for the next two months to clear a backlog of applications, officials said. Appointment slots are released online each week, and applicants must bring original documents along with photocopies. Walk-ins will not be accepted on Saturdays.</p>'),
        t('<p>The Doaba region sends a large share of Punjab\'s travellers abroad, and demand usually rises before the winter wedding season. Travel agents say many families apply for new passports for children and elderly parents at the same time, which adds to the load.</p>'),
        t('<p>Canadian citizens of Punjabi origin do not hold Indian passports, but many still need the office for surrender certificates and related paperwork. Officials advise using the official portal and not paying middlemen who offer to book appointments.</p>'),
      ],
      author: desk.amandeep.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('jalandhar-passport-office-queue'),
          caption: 'Applicants wait outside the passport office in Jalandhar.',
        },
      ],
      postDate: d.daysAgo(8, '12:00'),
    },
    {
      id: 1111,
      kind: 'news',
      slug: 'fewer-doaba-students-apply-for-canadian-study-permits',
      title: 'Fewer Doaba students apply for Canadian study permits as families weigh the cost',
      titlePa: 'ਖ਼ਰਚਿਆਂ ਦੀ ਚਿੰਤਾ: ਦੋਆਬੇ ਤੋਂ ਕੈਨੇਡਾ ਦੇ ਸਟੱਡੀ ਵੀਜ਼ੇ ਲਈ ਅਰਜ਼ੀਆਂ ਘਟੀਆਂ',
      intro:
        'IELTS centres and education consultants in Jalandhar and Kapurthala report fewer enquiries, as permit caps and higher living costs make parents think twice.',
      introPa:
        'ਜਲੰਧਰ ਅਤੇ ਕਪੂਰਥਲਾ ਦੇ ਆਈਲੈਟਸ ਸੈਂਟਰਾਂ ਅਤੇ ਸਿੱਖਿਆ ਸਲਾਹਕਾਰਾਂ ਕੋਲ ਪੁੱਛਗਿੱਛ ਘਟੀ ਹੈ, ਕਿਉਂਕਿ ਪਰਮਿਟਾਂ ’ਤੇ ਲੱਗੀਆਂ ਹੱਦਾਂ ਅਤੇ ਵਧਦੇ ਖ਼ਰਚਿਆਂ ਕਾਰਨ ਮਾਪੇ ਦੋ ਵਾਰ ਸੋਚ ਰਹੇ ਹਨ।',
      body: [
        t('<p>Coaching centres along the main roads of Jalandhar, once packed from morning to evening, now run fewer batches. Owners say enquiries for Canada have fallen sharply since limits on study permits were introduced, and interest in Australia, the UK and Germany has only partly filled the gap. Some centres now teach spoken English to job seekers instead.</p>'),
        {
          type: 'quote',
          quote: 'Parents used to ask me which college to choose. Now they ask whether it is worth selling land at all. That is a healthier question.',
          author: 'Parminder Kaur Virk, education consultant in Kapurthala',
        },
        t('<p>Families say tuition, rent and the required proof of funds have climbed faster than farm incomes. Several students we spoke to said they would rather finish a degree in Punjab first and apply later for graduate programmes abroad.</p>'),
        t('<p>Student groups in Surrey say the change is visible on the Canadian side too, with fewer newcomers looking for shared rooms. They urge students already in Canada to deal only with licensed consultants and to verify any job or housing offer before paying money.</p>'),
      ],
      bodyPa: [
        t('<p>ਜਲੰਧਰ ਦੀਆਂ ਮੁੱਖ ਸੜਕਾਂ ’ਤੇ ਬਣੇ ਕੋਚਿੰਗ ਸੈਂਟਰ, ਜਿੱਥੇ ਕਦੇ ਸਵੇਰ ਤੋਂ ਸ਼ਾਮ ਤੱਕ ਭੀੜ ਰਹਿੰਦੀ ਸੀ, ਹੁਣ ਘੱਟ ਬੈਚ ਚਲਾ ਰਹੇ ਹਨ। ਮਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਟੱਡੀ ਪਰਮਿਟਾਂ ’ਤੇ ਹੱਦਾਂ ਲੱਗਣ ਤੋਂ ਬਾਅਦ ਕੈਨੇਡਾ ਬਾਰੇ ਪੁੱਛਗਿੱਛ ਬਹੁਤ ਘਟ ਗਈ ਹੈ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ, ਬਰਤਾਨੀਆ ਤੇ ਜਰਮਨੀ ਵੱਲ ਝੁਕਾਅ ਇਸ ਘਾਟ ਨੂੰ ਥੋੜ੍ਹਾ ਹੀ ਪੂਰਾ ਕਰ ਸਕਿਆ ਹੈ। ਕੁਝ ਸੈਂਟਰ ਹੁਣ ਨੌਕਰੀ ਲੱਭਣ ਵਾਲਿਆਂ ਨੂੰ ਅੰਗਰੇਜ਼ੀ ਬੋਲਣਾ ਸਿਖਾ ਰਹੇ ਹਨ।</p>'),
        {
          type: 'quote',
          quote: 'ਪਹਿਲਾਂ ਮਾਪੇ ਮੈਨੂੰ ਪੁੱਛਦੇ ਸਨ ਕਿ ਕਿਹੜਾ ਕਾਲਜ ਚੁਣੀਏ। ਹੁਣ ਉਹ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕੀ ਇਸ ਲਈ ਜ਼ਮੀਨ ਵੇਚਣੀ ਵੀ ਚਾਹੀਦੀ ਹੈ ਜਾਂ ਨਹੀਂ। ਇਹ ਕਿਤੇ ਵਧੀਆ ਸਵਾਲ ਹੈ।',
          author: 'ਪਰਮਿੰਦਰ ਕੌਰ ਵਿਰਕ, ਕਪੂਰਥਲਾ ਦੀ ਸਿੱਖਿਆ ਸਲਾਹਕਾਰ',
        },
        t('<p>ਪਰਿਵਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਫੀਸਾਂ, ਕਿਰਾਏ ਅਤੇ ਲੋੜੀਂਦੇ ਫੰਡਾਂ ਦੇ ਸਬੂਤ ਦਾ ਖ਼ਰਚਾ ਖੇਤੀ ਦੀ ਆਮਦਨ ਨਾਲੋਂ ਕਿਤੇ ਤੇਜ਼ੀ ਨਾਲ ਵਧਿਆ ਹੈ। ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰਨ ਵਾਲੇ ਕਈ ਵਿਦਿਆਰਥੀਆਂ ਨੇ ਕਿਹਾ ਕਿ ਉਹ ਪਹਿਲਾਂ ਪੰਜਾਬ ਵਿੱਚ ਡਿਗਰੀ ਪੂਰੀ ਕਰਨਗੇ ਅਤੇ ਬਾਅਦ ਵਿੱਚ ਵਿਦੇਸ਼ ’ਚ ਅਗਲੀ ਪੜ੍ਹਾਈ ਲਈ ਅਰਜ਼ੀ ਦੇਣਗੇ।</p>'),
        t('<p>ਸਰੀ ਦੀਆਂ ਵਿਦਿਆਰਥੀ ਜਥੇਬੰਦੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਬਦਲਾਅ ਕੈਨੇਡਾ ਵਿੱਚ ਵੀ ਦਿਸ ਰਿਹਾ ਹੈ, ਕਿਉਂਕਿ ਸਾਂਝੇ ਕਮਰੇ ਲੱਭਣ ਵਾਲੇ ਨਵੇਂ ਵਿਦਿਆਰਥੀ ਘੱਟ ਆ ਰਹੇ ਹਨ। ਉਹ ਕੈਨੇਡਾ ਵਿੱਚ ਪਹਿਲਾਂ ਤੋਂ ਮੌਜੂਦ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਸਿਰਫ਼ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਸਲਾਹਕਾਰਾਂ ਨਾਲ ਹੀ ਗੱਲ ਕਰਨ ਅਤੇ ਪੈਸੇ ਦੇਣ ਤੋਂ ਪਹਿਲਾਂ ਹਰ ਨੌਕਰੀ ਜਾਂ ਰਿਹਾਇਸ਼ ਦੀ ਪੇਸ਼ਕਸ਼ ਦੀ ਜਾਂਚ ਕਰਨ ਦੀ ਅਪੀਲ ਕਰਦੀਆਂ ਹਨ।</p>'),
      ],
      ...byline(desk.simran),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('jalandhar-ielts-coaching-centre'),
          caption: 'An IELTS coaching centre on a main road in Jalandhar.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਮੁੱਖ ਸੜਕ ’ਤੇ ਬਣਿਆ ਆਈਲੈਟਸ ਕੋਚਿੰਗ ਸੈਂਟਰ।',
        },
      ],
      postDate: d.daysAgo(11, '18:10'),
    },
    {
      id: 1112,
      kind: 'news',
      slug: 'ludhiana-buddha-nullah-cleanup-enters-new-phase',
      ...gurmukhiOnly({
        title: 'ਲੁਧਿਆਣਾ: ਬੁੱਢੇ ਨਾਲੇ ਦੀ ਸਫ਼ਾਈ ਦਾ ਕੰਮ ਨਵੇਂ ਪੜਾਅ ਵਿੱਚ ਦਾਖ਼ਲ',
        intro:
          'ਨਗਰ ਨਿਗਮ ਨੇ ਬੁੱਢੇ ਨਾਲੇ ਵਿੱਚ ਡਿੱਗਦੇ ਗੰਦੇ ਪਾਣੀ ਨੂੰ ਰੋਕਣ ਲਈ ਨਵੇਂ ਟ੍ਰੀਟਮੈਂਟ ਪਲਾਂਟ ਚਾਲੂ ਕਰਨ ਦਾ ਦਾਅਵਾ ਕੀਤਾ ਹੈ, ਪਰ ਕੰਢਿਆਂ ’ਤੇ ਵਸਦੇ ਲੋਕ ਅਜੇ ਵੀ ਬਦਬੂ ਤੋਂ ਪਰੇਸ਼ਾਨ ਹਨ।',
        body: [
          t('<p>ਲੁਧਿਆਣਾ ਸ਼ਹਿਰ ਵਿੱਚੋਂ ਲੰਘਦੇ ਬੁੱਢੇ ਨਾਲੇ ਦੀ ਸਫ਼ਾਈ ਦਾ ਪ੍ਰਾਜੈਕਟ ਹੁਣ ਅਗਲੇ ਪੜਾਅ ਵਿੱਚ ਪਹੁੰਚ ਗਿਆ ਹੈ। ਨਗਰ ਨਿਗਮ ਮੁਤਾਬਕ ਡੇਅਰੀ ਕੰਪਲੈਕਸਾਂ ਅਤੇ ਰਿਹਾਇਸ਼ੀ ਇਲਾਕਿਆਂ ਦਾ ਗੰਦਾ ਪਾਣੀ ਹੁਣ ਸਿੱਧਾ ਨਾਲੇ ਵਿੱਚ ਪਾਉਣ ਦੀ ਥਾਂ ਟ੍ਰੀਟਮੈਂਟ ਪਲਾਂਟਾਂ ਵੱਲ ਮੋੜਿਆ ਜਾ ਰਿਹਾ ਹੈ। ਅਧਿਕਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਾਣੀ ਦੀ ਗੁਣਵੱਤਾ ਦੀ ਜਾਂਚ ਹਰ ਹਫ਼ਤੇ ਕੀਤੀ ਜਾਵੇਗੀ।</p>'),
          {
            type: 'image',
            url: img('buddha-nullah-bank-cleanup-work'),
            caption: 'ਲੁਧਿਆਣਾ ਵਿੱਚ ਬੁੱਢੇ ਨਾਲੇ ਦੇ ਕੰਢੇ ਚੱਲ ਰਿਹਾ ਸਫ਼ਾਈ ਦਾ ਕੰਮ।',
            captionPa: 'ਲੁਧਿਆਣਾ ਵਿੱਚ ਬੁੱਢੇ ਨਾਲੇ ਦੇ ਕੰਢੇ ਚੱਲ ਰਿਹਾ ਸਫ਼ਾਈ ਦਾ ਕੰਮ।',
          },
          t('<p>ਨਾਲੇ ਦੇ ਕੰਢੇ ਵਸਦੇ ਪਰਿਵਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਗਰਮੀਆਂ ਵਿੱਚ ਬਦਬੂ ਅਤੇ ਮੱਛਰਾਂ ਕਾਰਨ ਜਿਊਣਾ ਔਖਾ ਹੋ ਜਾਂਦਾ ਹੈ। ਉਹ ਮੰਨਦੇ ਹਨ ਕਿ ਕੁਝ ਹਿੱਸਿਆਂ ਵਿੱਚ ਪਾਣੀ ਸਾਫ਼ ਦਿਸਣ ਲੱਗਾ ਹੈ, ਪਰ ਉਨ੍ਹਾਂ ਨੂੰ ਪੱਕੇ ਸੁਧਾਰ ਦੀ ਉਡੀਕ ਹੈ।</p>'),
          t('<p>ਵਾਤਾਵਰਨ ਕਾਰਕੁਨਾਂ ਨੇ ਯਾਦ ਕਰਵਾਇਆ ਕਿ ਇਹ ਨਾਲਾ ਅੱਗੇ ਜਾ ਕੇ ਸਤਲੁਜ ਵਿੱਚ ਮਿਲਦਾ ਹੈ ਅਤੇ ਮਾਲਵੇ ਦੇ ਕਈ ਪਿੰਡ ਇਸੇ ਦਰਿਆ ਦਾ ਪਾਣੀ ਵਰਤਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਮੰਗ ਕੀਤੀ ਕਿ ਉਦਯੋਗਿਕ ਇਕਾਈਆਂ ਦੀ ਨਿਗਰਾਨੀ ਸਖ਼ਤ ਕੀਤੀ ਜਾਵੇ ਅਤੇ ਜਾਂਚ ਦੇ ਨਤੀਜੇ ਜਨਤਕ ਕੀਤੇ ਜਾਣ।</p>'),
        ],
        reporter: desk.gurjant,
      }),
      tags: ['india'],
      images: [gurmukhiImage(img('ludhiana-buddha-nullah-cleanup'), 'ਲੁਧਿਆਣਾ ਸ਼ਹਿਰ ਵਿੱਚੋਂ ਲੰਘਦਾ ਬੁੱਢਾ ਨਾਲਾ।')],
      postDate: d.daysAgo(14, '09:40'),
    },
    {
      id: 1113,
      kind: 'news',
      slug: 'doaba-sugarcane-growers-press-for-pending-dues-as-crushing-season-nears',
      title: 'Doaba sugarcane growers press for pending dues as crushing season nears',
      titlePa: 'ਪਿੜਾਈ ਸੀਜ਼ਨ ਨੇੜੇ, ਦੋਆਬੇ ਦੇ ਗੰਨਾ ਕਾਸ਼ਤਕਾਰਾਂ ਵੱਲੋਂ ਬਕਾਇਆ ਅਦਾਇਗੀ ਦੀ ਮੰਗ',
      intro:
        'Farmers who supplied cane to private mills in Jalandhar and Hoshiarpur districts say part of last season\'s payment is still outstanding, weeks before the new crushing season.',
      introPa:
        'ਜਲੰਧਰ ਅਤੇ ਹੁਸ਼ਿਆਰਪੁਰ ਜ਼ਿਲ੍ਹਿਆਂ ਦੀਆਂ ਨਿੱਜੀ ਮਿੱਲਾਂ ਨੂੰ ਗੰਨਾ ਦੇਣ ਵਾਲੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵਾਂ ਪਿੜਾਈ ਸੀਜ਼ਨ ਨੇੜੇ ਹੈ, ਪਰ ਪਿਛਲੇ ਸੀਜ਼ਨ ਦੀ ਅਦਾਇਗੀ ਦਾ ਕੁਝ ਹਿੱਸਾ ਅਜੇ ਵੀ ਬਕਾਇਆ ਹੈ।',
      body: [
        t('<p>Cane growers gathered outside the district administrative complex in Jalandhar to demand the release of last season\'s dues. Farmer unions say the outstanding amount runs into crores of rupees across the Doaba mills. Many growers borrowed for fertiliser and labour against payments they had expected months ago.</p>'),
        {
          type: 'image',
          url: img('sugarcane-trolleys-doaba-mill'),
          caption: 'Trolleys loaded with sugarcane outside a mill in the Doaba region.',
          captionPa: 'ਦੋਆਬੇ ਦੀ ਇੱਕ ਮਿੱਲ ਦੇ ਬਾਹਰ ਗੰਨੇ ਨਾਲ ਲੱਦੀਆਂ ਟਰਾਲੀਆਂ।',
        },
        t('<p>Mill managements blame low sugar prices and slow sales for the delay, and say the dues will be cleared in instalments. District officials have called a meeting between the mills and farmer representatives and promised a written payment schedule.</p>'),
        t('<p>Sugarcane is one of the few alternatives to the wheat-paddy cycle in Doaba, and agricultural experts warn that late payments push farmers back towards paddy. Growers say they will decide on their next planting only once the money is in their accounts.</p>'),
      ],
      bodyPa: [
        t('<p>ਗੰਨਾ ਕਾਸ਼ਤਕਾਰਾਂ ਨੇ ਪਿਛਲੇ ਸੀਜ਼ਨ ਦੀ ਬਕਾਇਆ ਰਾਸ਼ੀ ਜਾਰੀ ਕਰਵਾਉਣ ਲਈ ਜਲੰਧਰ ਦੇ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਬੰਧਕੀ ਕੰਪਲੈਕਸ ਦੇ ਬਾਹਰ ਇਕੱਠ ਕੀਤਾ। ਕਿਸਾਨ ਯੂਨੀਅਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦੋਆਬੇ ਦੀਆਂ ਮਿੱਲਾਂ ਵੱਲ ਕਰੋੜਾਂ ਰੁਪਏ ਬਕਾਇਆ ਹਨ। ਕਈ ਕਿਸਾਨਾਂ ਨੇ ਖਾਦ ਅਤੇ ਮਜ਼ਦੂਰੀ ਲਈ ਉਸ ਅਦਾਇਗੀ ਦੀ ਆਸ ’ਤੇ ਕਰਜ਼ਾ ਚੁੱਕਿਆ ਸੀ, ਜੋ ਮਹੀਨੇ ਪਹਿਲਾਂ ਮਿਲ ਜਾਣੀ ਚਾਹੀਦੀ ਸੀ।</p>'),
        {
          type: 'image',
          url: img('sugarcane-trolleys-doaba-mill'),
          caption: 'Trolleys loaded with sugarcane outside a mill in the Doaba region.',
          captionPa: 'ਦੋਆਬੇ ਦੀ ਇੱਕ ਮਿੱਲ ਦੇ ਬਾਹਰ ਗੰਨੇ ਨਾਲ ਲੱਦੀਆਂ ਟਰਾਲੀਆਂ।',
        },
        t('<p>ਮਿੱਲ ਪ੍ਰਬੰਧਕ ਦੇਰੀ ਲਈ ਖੰਡ ਦੇ ਘੱਟ ਭਾਅ ਅਤੇ ਮੱਠੀ ਵਿਕਰੀ ਨੂੰ ਜ਼ਿੰਮੇਵਾਰ ਦੱਸਦੇ ਹਨ ਅਤੇ ਕਹਿੰਦੇ ਹਨ ਕਿ ਬਕਾਇਆ ਕਿਸ਼ਤਾਂ ਵਿੱਚ ਚੁਕਾਇਆ ਜਾਵੇਗਾ। ਜ਼ਿਲ੍ਹਾ ਅਧਿਕਾਰੀਆਂ ਨੇ ਮਿੱਲਾਂ ਅਤੇ ਕਿਸਾਨ ਨੁਮਾਇੰਦਿਆਂ ਦੀ ਮੀਟਿੰਗ ਸੱਦੀ ਹੈ ਅਤੇ ਅਦਾਇਗੀ ਦੀ ਲਿਖਤੀ ਸਮਾਂ-ਸਾਰਣੀ ਦੇਣ ਦਾ ਭਰੋਸਾ ਦਿੱਤਾ ਹੈ।</p>'),
        t('<p>ਦੋਆਬੇ ਵਿੱਚ ਕਣਕ-ਝੋਨੇ ਦੇ ਚੱਕਰ ਦੇ ਗਿਣੇ-ਚੁਣੇ ਬਦਲਾਂ ਵਿੱਚੋਂ ਗੰਨਾ ਇੱਕ ਹੈ, ਅਤੇ ਖੇਤੀ ਮਾਹਿਰ ਚੇਤਾਵਨੀ ਦਿੰਦੇ ਹਨ ਕਿ ਦੇਰ ਨਾਲ ਅਦਾਇਗੀ ਕਿਸਾਨਾਂ ਨੂੰ ਮੁੜ ਝੋਨੇ ਵੱਲ ਧੱਕਦੀ ਹੈ। ਕਾਸ਼ਤਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪੈਸਾ ਖਾਤਿਆਂ ਵਿੱਚ ਆਉਣ ਤੋਂ ਬਾਅਦ ਹੀ ਉਹ ਅਗਲੀ ਬਿਜਾਈ ਬਾਰੇ ਫ਼ੈਸਲਾ ਕਰਨਗੇ।</p>'),
      ],
      ...byline(desk.amandeep),
      tags: ['india', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('doaba-sugarcane-farmers-protest-jalandhar'),
          caption: 'Sugarcane growers gather outside the district complex in Jalandhar.',
          captionPa: 'ਜਲੰਧਰ ਦੇ ਜ਼ਿਲ੍ਹਾ ਕੰਪਲੈਕਸ ਦੇ ਬਾਹਰ ਇਕੱਠੇ ਹੋਏ ਗੰਨਾ ਕਾਸ਼ਤਕਾਰ।',
        },
      ],
      postDate: d.daysAgo(17, '15:30'),
      postDateUpdated: d.daysAgo(17, '19:00'),
    },
    {
      id: 1114,
      kind: 'news',
      slug: 'amritsar-to-run-electric-buses-on-the-airport-route',
      title: 'Amritsar to run electric buses on the airport route',
      intro:
        'A new electric bus service will link Amritsar airport with the railway station and the walled city, giving arriving travellers a cheaper option than taxis.',
      body: [
        t('<p>The city\'s transport company will run electric buses between Amritsar airport, the railway station and the main bus stand, with a stop near the walled city. Officials say buses will leave every 30 minutes from early morning until the last international arrival. Tickets can be bought on board or through a mobile app.</p>'),
        t('<p>Taxi and auto unions have raised concerns about lost business, and the city says it will set aside a dedicated rank for them at each stop. Visitors from abroad, including many Punjabi-Canadian families, have long complained about haggling with drivers late at night.</p>'),
        t('<p>Charging points are being installed at the bus depot, and a trial run is planned before regular service begins. If the route succeeds, officials hope to add lines to Attari and the outer colonies.</p>'),
      ],
      author: desk.harpreet.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('amritsar-electric-bus-airport'),
          caption: 'An electric bus on a trial run near Amritsar airport.',
        },
      ],
      postDate: d.daysAgo(21, '08:45'),
    },
    {
      id: 1115,
      kind: 'news',
      slug: 'overseas-punjabis-urged-to-check-land-records-online-to-guard-against-fraud',
      title: 'Overseas Punjabis urged to check land records online to guard against fraud',
      titlePa: 'ਧੋਖਾਧੜੀ ਤੋਂ ਬਚਣ ਲਈ ਪਰਵਾਸੀ ਪੰਜਾਬੀ ਜ਼ਮੀਨ ਦਾ ਰਿਕਾਰਡ ਆਨਲਾਈਨ ਜ਼ਰੂਰ ਦੇਖਣ',
      intro:
        'Lawyers and revenue officials say a yearly look at the online land record can warn owners abroad of a forged sale or mutation before it is too late.',
      introPa:
        'ਵਕੀਲਾਂ ਅਤੇ ਮਾਲ ਅਧਿਕਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ ਆਨਲਾਈਨ ਰਿਕਾਰਡ ਦੇਖਣ ਨਾਲ ਵਿਦੇਸ਼ ਬੈਠੇ ਮਾਲਕਾਂ ਨੂੰ ਜਾਅਲੀ ਰਜਿਸਟਰੀ ਜਾਂ ਇੰਤਕਾਲ ਦਾ ਸਮੇਂ ਸਿਰ ਪਤਾ ਲੱਗ ਸਕਦਾ ਹੈ।',
      body: [
        t('<p>Punjab\'s land records, including the <em>jamabandi</em> and the register of mutations, can now be searched online by district, village and owner\'s name. Revenue officials say most fraud against owners abroad follows the same pattern: a forged power of attorney, a quick sale and a mutation entered before anyone notices. An owner who checks regularly can spot an unexpected entry early.</p>'),
        {
          type: 'image',
          url: img('punjab-tehsil-land-record-counter'),
          caption: 'The land-record counter at a tehsil office in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੇ ਇੱਕ ਤਹਿਸੀਲ ਦਫ਼ਤਰ ਵਿੱਚ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ ਦਾ ਕਾਊਂਟਰ।',
        },
        {
          type: 'quote',
          quote: 'Most families who come to me heard about the fraud from a neighbour, years later. A five-minute check once a year would have spared them a court case.',
          author: 'Ravinder Kaur Chahal, advocate in Jalandhar',
        },
        t('<p>Owners are also advised to register a mobile number and email address with the revenue department where possible, so that alerts reach them abroad. Any power of attorney should be limited in scope and time, and formally cancelled once its purpose is served.</p>'),
        t('<p>Community organisations in Surrey and Brampton hold free sessions where volunteers help seniors look up their records. Families who suspect an attempted fraud can also ask the state\'s NRI cell to flag the property.</p>'),
      ],
      bodyPa: [
        t('<p>ਪੰਜਾਬ ਦਾ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ, ਜਿਸ ਵਿੱਚ <em>ਜਮ੍ਹਾਂਬੰਦੀ</em> ਅਤੇ ਇੰਤਕਾਲਾਂ ਦਾ ਰਜਿਸਟਰ ਸ਼ਾਮਲ ਹੈ, ਹੁਣ ਜ਼ਿਲ੍ਹੇ, ਪਿੰਡ ਅਤੇ ਮਾਲਕ ਦੇ ਨਾਂ ਨਾਲ ਆਨਲਾਈਨ ਲੱਭਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਮਾਲ ਅਧਿਕਾਰੀਆਂ ਮੁਤਾਬਕ ਵਿਦੇਸ਼ ਬੈਠੇ ਮਾਲਕਾਂ ਨਾਲ ਹੁੰਦੀ ਬਹੁਤੀ ਧੋਖਾਧੜੀ ਇੱਕੋ ਢੰਗ ਨਾਲ ਹੁੰਦੀ ਹੈ: ਜਾਅਲੀ ਮੁਖ਼ਤਿਆਰਨਾਮਾ, ਫਟਾਫਟ ਵਿਕਰੀ ਅਤੇ ਕਿਸੇ ਨੂੰ ਪਤਾ ਲੱਗਣ ਤੋਂ ਪਹਿਲਾਂ ਇੰਤਕਾਲ। ਜੋ ਮਾਲਕ ਨਿਯਮਿਤ ਤੌਰ ’ਤੇ ਰਿਕਾਰਡ ਦੇਖਦਾ ਹੈ, ਉਹ ਕਿਸੇ ਅਣਕਿਆਸੀ ਐਂਟਰੀ ਨੂੰ ਛੇਤੀ ਫੜ ਸਕਦਾ ਹੈ।</p>'),
        {
          type: 'image',
          url: img('punjab-tehsil-land-record-counter'),
          caption: 'The land-record counter at a tehsil office in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੇ ਇੱਕ ਤਹਿਸੀਲ ਦਫ਼ਤਰ ਵਿੱਚ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ ਦਾ ਕਾਊਂਟਰ।',
        },
        {
          type: 'quote',
          quote: 'ਮੇਰੇ ਕੋਲ ਆਉਣ ਵਾਲੇ ਬਹੁਤੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਧੋਖੇ ਦਾ ਪਤਾ ਸਾਲਾਂ ਬਾਅਦ ਕਿਸੇ ਗੁਆਂਢੀ ਤੋਂ ਲੱਗਿਆ। ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ ਪੰਜ ਮਿੰਟ ਦੀ ਜਾਂਚ ਉਨ੍ਹਾਂ ਨੂੰ ਅਦਾਲਤੀ ਕੇਸ ਤੋਂ ਬਚਾ ਸਕਦੀ ਸੀ।',
          author: 'ਰਵਿੰਦਰ ਕੌਰ ਚਾਹਲ, ਜਲੰਧਰ ਦੀ ਵਕੀਲ',
        },
        t('<p>ਮਾਲਕਾਂ ਨੂੰ ਇਹ ਸਲਾਹ ਵੀ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ ਕਿ ਜਿੱਥੇ ਸੰਭਵ ਹੋਵੇ, ਮਾਲ ਵਿਭਾਗ ਕੋਲ ਆਪਣਾ ਮੋਬਾਈਲ ਨੰਬਰ ਅਤੇ ਈਮੇਲ ਦਰਜ ਕਰਵਾਉਣ, ਤਾਂ ਜੋ ਸੂਚਨਾ ਵਿਦੇਸ਼ ਵਿੱਚ ਵੀ ਪਹੁੰਚ ਸਕੇ। ਕੋਈ ਵੀ ਮੁਖ਼ਤਿਆਰਨਾਮਾ ਸੀਮਤ ਕੰਮ ਅਤੇ ਸਮੇਂ ਲਈ ਹੀ ਦਿੱਤਾ ਜਾਵੇ ਅਤੇ ਕੰਮ ਪੂਰਾ ਹੋਣ ’ਤੇ ਬਾਕਾਇਦਾ ਰੱਦ ਕਰਵਾਇਆ ਜਾਵੇ।</p>'),
        t('<p>ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਦੀਆਂ ਭਾਈਚਾਰਕ ਸੰਸਥਾਵਾਂ ਮੁਫ਼ਤ ਸੈਸ਼ਨ ਲਾਉਂਦੀਆਂ ਹਨ, ਜਿੱਥੇ ਵਲੰਟੀਅਰ ਬਜ਼ੁਰਗਾਂ ਨੂੰ ਉਨ੍ਹਾਂ ਦਾ ਰਿਕਾਰਡ ਲੱਭਣ ਵਿੱਚ ਮਦਦ ਕਰਦੇ ਹਨ। ਜਿਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਨੂੰ ਧੋਖਾਧੜੀ ਦੀ ਕੋਸ਼ਿਸ਼ ਦਾ ਸ਼ੱਕ ਹੋਵੇ, ਉਹ ਸੂਬੇ ਦੇ ਐੱਨਆਰਆਈ ਸੈੱਲ ਨੂੰ ਜਾਇਦਾਦ ’ਤੇ ਨਿਸ਼ਾਨ ਲਾਉਣ ਲਈ ਵੀ ਕਹਿ ਸਕਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.simran),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('nri-land-record-online-check'),
          caption: 'Checking a village land record online from Surrey.',
          captionPa: 'ਸਰੀ ਤੋਂ ਪਿੰਡ ਦੀ ਜ਼ਮੀਨ ਦਾ ਰਿਕਾਰਡ ਆਨਲਾਈਨ ਦੇਖਦੇ ਹੋਏ।',
        },
      ],
      postDate: d.daysAgo(25, '13:20'),
    },
    {
      id: 1116,
      kind: 'news',
      slug: 'more-village-girls-in-punjab-enrol-in-vocational-courses',
      title: 'More village girls in Punjab enrol in vocational courses',
      titlePa: 'ਪੰਜਾਬ ਦੇ ਪਿੰਡਾਂ ਦੀਆਂ ਹੋਰ ਕੁੜੀਆਂ ਨੇ ਕਿੱਤਾਮੁਖੀ ਕੋਰਸਾਂ ਵਿੱਚ ਲਿਆ ਦਾਖ਼ਲਾ',
      intro:
        'Government industrial training institutes report a rise in young women signing up for courses such as electronics, computer hardware and fashion technology.',
      introPa:
        'ਸਰਕਾਰੀ ਉਦਯੋਗਿਕ ਸਿਖਲਾਈ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਇਲੈਕਟ੍ਰਾਨਿਕਸ, ਕੰਪਿਊਟਰ ਹਾਰਡਵੇਅਰ ਅਤੇ ਫ਼ੈਸ਼ਨ ਤਕਨਾਲੋਜੀ ਵਰਗੇ ਕੋਰਸਾਂ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲੈਣ ਵਾਲੀਆਂ ਮੁਟਿਆਰਾਂ ਦੀ ਗਿਣਤੀ ਵਧੀ ਹੈ।',
      body: [
        t('<p>Principals of industrial training institutes in Amritsar, Tarn Taran and Gurdaspur districts say girls now fill a growing share of seats, including in trades once seen as men\'s work. Free bus passes and hostel places for students from distant villages have helped. Several institutes have added evening batches for young women who work during the day.</p>'),
        t('<p>Many students say they want a skill that pays quickly, whether they stay in Punjab or move abroad later. Local employers in electronics repair and garment units say they are keen to hire trained women, though wages remain modest.</p>'),
        t('<p>Teachers say the bigger change is in families\' attitudes. Parents who once saw education only as a path to marriage or a study visa now ask which course leads to a job.</p>'),
      ],
      bodyPa: [
        t('<p>ਅੰਮ੍ਰਿਤਸਰ, ਤਰਨ ਤਾਰਨ ਅਤੇ ਗੁਰਦਾਸਪੁਰ ਜ਼ਿਲ੍ਹਿਆਂ ਦੀਆਂ ਉਦਯੋਗਿਕ ਸਿਖਲਾਈ ਸੰਸਥਾਵਾਂ ਦੇ ਪ੍ਰਿੰਸੀਪਲ ਦੱਸਦੇ ਹਨ ਕਿ ਹੁਣ ਸੀਟਾਂ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਕੁੜੀਆਂ ਭਰ ਰਹੀਆਂ ਹਨ, ਉਨ੍ਹਾਂ ਕਿੱਤਿਆਂ ਵਿੱਚ ਵੀ ਜਿਨ੍ਹਾਂ ਨੂੰ ਕਦੇ ਮਰਦਾਂ ਦਾ ਕੰਮ ਸਮਝਿਆ ਜਾਂਦਾ ਸੀ। ਦੂਰ-ਦੁਰਾਡੇ ਪਿੰਡਾਂ ਦੀਆਂ ਵਿਦਿਆਰਥਣਾਂ ਲਈ ਮੁਫ਼ਤ ਬੱਸ ਪਾਸ ਅਤੇ ਹੋਸਟਲ ਦੀ ਸਹੂਲਤ ਨੇ ਇਸ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਹੈ। ਕਈ ਸੰਸਥਾਵਾਂ ਨੇ ਦਿਨੇ ਕੰਮ ਕਰਨ ਵਾਲੀਆਂ ਮੁਟਿਆਰਾਂ ਲਈ ਸ਼ਾਮ ਦੇ ਬੈਚ ਵੀ ਸ਼ੁਰੂ ਕੀਤੇ ਹਨ।</p>'),
        t('<p>ਬਹੁਤੀਆਂ ਵਿਦਿਆਰਥਣਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਉਹ ਅਜਿਹਾ ਹੁਨਰ ਚਾਹੁੰਦੀਆਂ ਹਨ ਜੋ ਛੇਤੀ ਰੁਜ਼ਗਾਰ ਦੇਵੇ, ਭਾਵੇਂ ਉਹ ਪੰਜਾਬ ਵਿੱਚ ਰਹਿਣ ਜਾਂ ਬਾਅਦ ਵਿੱਚ ਵਿਦੇਸ਼ ਜਾਣ। ਇਲੈਕਟ੍ਰਾਨਿਕਸ ਮੁਰੰਮਤ ਅਤੇ ਕੱਪੜਾ ਇਕਾਈਆਂ ਦੇ ਸਥਾਨਕ ਮਾਲਕ ਸਿਖਲਾਈਯਾਫ਼ਤਾ ਔਰਤਾਂ ਨੂੰ ਨੌਕਰੀ ਦੇਣ ਲਈ ਤਿਆਰ ਹਨ, ਹਾਲਾਂਕਿ ਤਨਖ਼ਾਹਾਂ ਅਜੇ ਵੀ ਮਾਮੂਲੀ ਹਨ।</p>'),
        t('<p>ਅਧਿਆਪਕਾਂ ਮੁਤਾਬਕ ਸਭ ਤੋਂ ਵੱਡਾ ਬਦਲਾਅ ਪਰਿਵਾਰਾਂ ਦੀ ਸੋਚ ਵਿੱਚ ਆਇਆ ਹੈ। ਜੋ ਮਾਪੇ ਕਦੇ ਪੜ੍ਹਾਈ ਨੂੰ ਸਿਰਫ਼ ਵਿਆਹ ਜਾਂ ਸਟੱਡੀ ਵੀਜ਼ੇ ਦਾ ਰਾਹ ਸਮਝਦੇ ਸਨ, ਉਹ ਹੁਣ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕਿਹੜਾ ਕੋਰਸ ਨੌਕਰੀ ਤੱਕ ਲੈ ਜਾਂਦਾ ਹੈ।</p>'),
      ],
      ...byline(desk.harpreet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('punjab-iti-girls-electronics-workshop'),
          caption: 'Trainees at an electronics workshop in a government institute in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੀ ਇੱਕ ਸਰਕਾਰੀ ਸੰਸਥਾ ਦੀ ਇਲੈਕਟ੍ਰਾਨਿਕਸ ਵਰਕਸ਼ਾਪ ਵਿੱਚ ਸਿਖਿਆਰਥਣਾਂ।',
        },
      ],
      postDate: d.daysAgo(29, '10:10'),
    },
    {
      id: 1117,
      kind: 'news',
      slug: 'jalandhar-sports-goods-makers-see-steady-orders-from-cricket-clubs-abroad',
      title: 'Jalandhar sports-goods makers see steady orders from cricket clubs abroad',
      titlePa: 'ਜਲੰਧਰ ਦੇ ਖੇਡ ਸਾਮਾਨ ਨਿਰਮਾਤਾਵਾਂ ਨੂੰ ਵਿਦੇਸ਼ੀ ਕ੍ਰਿਕਟ ਕਲੱਬਾਂ ਤੋਂ ਲਗਾਤਾਰ ਆਰਡਰ',
      intro:
        'Workshops in Jalandhar\'s sports-goods hub say orders for bats, balls and hockey sticks from clubs in Canada, the UK and Australia are holding up well this year.',
      introPa:
        'ਜਲੰਧਰ ਦੇ ਖੇਡ ਸਾਮਾਨ ਉਦਯੋਗ ਦੀਆਂ ਵਰਕਸ਼ਾਪਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕੈਨੇਡਾ, ਬਰਤਾਨੀਆ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ ਦੇ ਕਲੱਬਾਂ ਤੋਂ ਬੱਲਿਆਂ, ਗੇਂਦਾਂ ਅਤੇ ਹਾਕੀ ਸਟਿੱਕਾਂ ਦੇ ਆਰਡਰ ਇਸ ਸਾਲ ਚੰਗੇ ਬਣੇ ਹੋਏ ਹਨ।',
      body: [
        t('<p>In the narrow lanes of Jalandhar\'s old <em>basti</em> neighbourhoods, workshops that have made sports equipment for three generations are busy with export orders. Owners say cricket clubs in Canada have become steady buyers as the game grows among South Asian communities there. Hockey sticks and protective gear for youth leagues also sell well.</p>'),
        {
          type: 'image',
          url: img('jalandhar-cricket-bat-workshop'),
          caption: 'A craftsman shapes a cricket bat in a Jalandhar workshop.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਵਰਕਸ਼ਾਪ ਵਿੱਚ ਕ੍ਰਿਕਟ ਬੱਲੇ ਨੂੰ ਆਕਾਰ ਦਿੰਦਾ ਕਾਰੀਗਰ।',
        },
        t('<p>The industry still faces rising costs for willow, rubber and shipping. Smaller units say they struggle to obtain the quality certificates that large foreign buyers now demand.</p>'),
        t('<p>Several exporters have relatives in Surrey and Brampton who act as agents for local clubs. One family firm said a single order from a BC league now keeps a dozen craftsmen busy for a month.</p>'),
      ],
      bodyPa: [
        t('<p>ਜਲੰਧਰ ਦੀਆਂ ਪੁਰਾਣੀਆਂ ਬਸਤੀਆਂ ਦੀਆਂ ਭੀੜੀਆਂ ਗਲੀਆਂ ਵਿੱਚ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਤੋਂ ਖੇਡਾਂ ਦਾ ਸਾਮਾਨ ਬਣਾਉਂਦੀਆਂ ਵਰਕਸ਼ਾਪਾਂ ਵਿੱਚ ਬਰਾਮਦੀ ਆਰਡਰਾਂ ਕਾਰਨ ਰੌਣਕ ਹੈ। ਮਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕੈਨੇਡਾ ਵਿੱਚ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਭਾਈਚਾਰੇ ਅੰਦਰ ਕ੍ਰਿਕਟ ਦੇ ਵਧਦੇ ਸ਼ੌਕ ਕਾਰਨ ਉੱਥੋਂ ਦੇ ਕਲੱਬ ਪੱਕੇ ਗਾਹਕ ਬਣ ਗਏ ਹਨ। ਯੂਥ ਲੀਗਾਂ ਲਈ ਹਾਕੀ ਸਟਿੱਕਾਂ ਅਤੇ ਸੁਰੱਖਿਆ ਸਾਮਾਨ ਦੀ ਵੀ ਚੰਗੀ ਵਿਕਰੀ ਹੈ।</p>'),
        {
          type: 'image',
          url: img('jalandhar-cricket-bat-workshop'),
          caption: 'A craftsman shapes a cricket bat in a Jalandhar workshop.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਵਰਕਸ਼ਾਪ ਵਿੱਚ ਕ੍ਰਿਕਟ ਬੱਲੇ ਨੂੰ ਆਕਾਰ ਦਿੰਦਾ ਕਾਰੀਗਰ।',
        },
        t('<p>ਇਸ ਉਦਯੋਗ ਨੂੰ ਅਜੇ ਵੀ ਵਿਲੋ ਦੀ ਲੱਕੜ, ਰਬੜ ਅਤੇ ਸ਼ਿਪਿੰਗ ਦੇ ਵਧਦੇ ਖ਼ਰਚਿਆਂ ਨਾਲ ਜੂਝਣਾ ਪੈ ਰਿਹਾ ਹੈ। ਛੋਟੀਆਂ ਇਕਾਈਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਵੱਡੇ ਵਿਦੇਸ਼ੀ ਖ਼ਰੀਦਦਾਰਾਂ ਵੱਲੋਂ ਮੰਗੇ ਜਾਂਦੇ ਗੁਣਵੱਤਾ ਸਰਟੀਫ਼ਿਕੇਟ ਹਾਸਲ ਕਰਨਾ ਉਨ੍ਹਾਂ ਲਈ ਔਖਾ ਹੈ।</p>'),
        t('<p>ਕਈ ਬਰਾਮਦਕਾਰਾਂ ਦੇ ਰਿਸ਼ਤੇਦਾਰ ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਵਿੱਚ ਹਨ, ਜੋ ਸਥਾਨਕ ਕਲੱਬਾਂ ਲਈ ਏਜੰਟ ਦਾ ਕੰਮ ਕਰਦੇ ਹਨ। ਇੱਕ ਪਰਿਵਾਰਕ ਫ਼ਰਮ ਨੇ ਦੱਸਿਆ ਕਿ ਬੀ.ਸੀ. ਦੀ ਇੱਕ ਲੀਗ ਦਾ ਇੱਕੋ ਆਰਡਰ ਹੁਣ ਦਰਜਨ ਕਾਰੀਗਰਾਂ ਨੂੰ ਮਹੀਨਾ ਭਰ ਰੁਝਾਈ ਰੱਖਦਾ ਹੈ।</p>'),
      ],
      ...byline(desk.amandeep),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('jalandhar-sports-goods-export-cartons'),
          caption: 'Cricket gear packed for export at a Jalandhar factory.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਫ਼ੈਕਟਰੀ ਵਿੱਚ ਬਰਾਮਦ ਲਈ ਪੈਕ ਕੀਤਾ ਕ੍ਰਿਕਟ ਦਾ ਸਾਮਾਨ।',
        },
      ],
      postDate: d.daysAgo(34, '17:40'),
    },
    {
      id: 1118,
      kind: 'news',
      slug: 'ludhiana-traffic-police-switch-on-e-challan-cameras-at-busy-junctions',
      title: 'Ludhiana traffic police switch on e-challan cameras at busy junctions',
      intro:
        'Cameras at twenty of the city\'s busiest junctions will now issue automatic fines for jumping red lights, riding without a helmet and driving on the wrong side.',
      body: [
        t('<p>Ludhiana traffic police have started issuing electronic challans from cameras installed at twenty major junctions, including several on Ferozepur Road and near the clock tower. Fines are sent by text message to the mobile number linked to the vehicle\'s registration. Officials say the system was tested for several weeks before going live.</p>'),
        t('<p>Vehicle owners are urged to update their mobile numbers in transport department records, because unpaid challans can block the renewal of documents later. Challans can be paid online or at the traffic police office.</p>'),
        t('<p><strong>Update:</strong> Police have clarified that helmet offences will draw warnings rather than fines for the first week while riders get used to the system. Fines for red-light jumping apply from the first day.</p>'),
      ],
      author: desk.gurjant.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('ludhiana-traffic-camera-junction'),
          caption: 'A traffic camera above a busy junction in Ludhiana.',
        },
      ],
      postDate: d.daysAgo(39, '11:30'),
      postDateUpdated: d.daysAgo(39, '16:00'),
    },
    {
      id: 1119,
      kind: 'news',
      slug: 'punjab-mandis-prepare-storage-and-labour-ahead-of-paddy-arrivals',
      title: 'Punjab mandis prepare storage and labour ahead of paddy arrivals',
      titlePa: 'ਝੋਨੇ ਦੀ ਆਮਦ ਤੋਂ ਪਹਿਲਾਂ ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਭੰਡਾਰਨ ਅਤੇ ਲੇਬਰ ਦੇ ਪ੍ਰਬੰਧ',
      intro:
        'Market committees are repairing yards, booking labour and pressing for more storage space, hoping to avoid the lifting delays that angered farmers last season.',
      introPa:
        'ਮਾਰਕੀਟ ਕਮੇਟੀਆਂ ਫੜ੍ਹਾਂ ਦੀ ਮੁਰੰਮਤ, ਲੇਬਰ ਦੇ ਪ੍ਰਬੰਧ ਅਤੇ ਹੋਰ ਭੰਡਾਰਨ ਥਾਂ ਦੀ ਮੰਗ ਵਿੱਚ ਜੁਟੀਆਂ ਹਨ, ਤਾਂ ਜੋ ਪਿਛਲੇ ਸੀਜ਼ਨ ਵਾਂਗ ਲਿਫ਼ਟਿੰਗ ਵਿੱਚ ਦੇਰੀ ਕਾਰਨ ਕਿਸਾਨ ਖੱਜਲ-ਖੁਆਰ ਨਾ ਹੋਣ।',
      body: [
        t('<p>With the harvest a few weeks away, market committees across Punjab are resurfacing yards, clearing drains and repairing covered sheds. Officials say warehouses still hold a large stock of last year\'s grain, which could limit space for the new crop. The state has asked for old stocks to be moved out faster by rail.</p>'),
        {
          type: 'image',
          url: img('punjab-mandi-yard-repairs'),
          caption: 'Workers repair the yard of a grain market ahead of the harvest.',
          captionPa: 'ਵਾਢੀ ਤੋਂ ਪਹਿਲਾਂ ਇੱਕ ਅਨਾਜ ਮੰਡੀ ਦੇ ਫੜ੍ਹ ਦੀ ਮੁਰੰਮਤ ਕਰਦੇ ਮਜ਼ਦੂਰ।',
        },
        t('<p>Commission agents say they have begun booking labour, much of it from Bihar and Uttar Pradesh, and expect higher wage demands. Farmers are being told to bring only dry, well-cleaned paddy so that their crop is not turned away at the moisture check.</p>'),
        t('<p>What farmers are advised to do before the season:</p><ul><li>register on the procurement portal and check their bank details</li><li>harvest only when the grain is mature and dry</li><li>keep the gate pass and J-form until payment arrives</li></ul>'),
      ],
      bodyPa: [
        t('<p>ਵਾਢੀ ਵਿੱਚ ਕੁਝ ਹਫ਼ਤੇ ਬਾਕੀ ਹੋਣ ਕਾਰਨ ਪੰਜਾਬ ਭਰ ਦੀਆਂ ਮਾਰਕੀਟ ਕਮੇਟੀਆਂ ਫੜ੍ਹਾਂ ’ਤੇ ਨਵੀਂ ਪਰਤ ਪਾਉਣ, ਨਾਲੀਆਂ ਸਾਫ਼ ਕਰਨ ਅਤੇ ਸ਼ੈੱਡਾਂ ਦੀ ਮੁਰੰਮਤ ਵਿੱਚ ਲੱਗੀਆਂ ਹੋਈਆਂ ਹਨ। ਅਧਿਕਾਰੀਆਂ ਮੁਤਾਬਕ ਗੁਦਾਮਾਂ ਵਿੱਚ ਅਜੇ ਵੀ ਪਿਛਲੇ ਸਾਲ ਦਾ ਕਾਫ਼ੀ ਅਨਾਜ ਪਿਆ ਹੈ, ਜਿਸ ਨਾਲ ਨਵੀਂ ਫ਼ਸਲ ਲਈ ਥਾਂ ਘਟ ਸਕਦੀ ਹੈ। ਸੂਬੇ ਨੇ ਪੁਰਾਣਾ ਭੰਡਾਰ ਰੇਲ ਰਾਹੀਂ ਤੇਜ਼ੀ ਨਾਲ ਬਾਹਰ ਭੇਜਣ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ।</p>'),
        {
          type: 'image',
          url: img('punjab-mandi-yard-repairs'),
          caption: 'Workers repair the yard of a grain market ahead of the harvest.',
          captionPa: 'ਵਾਢੀ ਤੋਂ ਪਹਿਲਾਂ ਇੱਕ ਅਨਾਜ ਮੰਡੀ ਦੇ ਫੜ੍ਹ ਦੀ ਮੁਰੰਮਤ ਕਰਦੇ ਮਜ਼ਦੂਰ।',
        },
        t('<p>ਆੜ੍ਹਤੀਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਲੇਬਰ ਦੀ ਬੁਕਿੰਗ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀ ਹੈ, ਜਿਸ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਬਿਹਾਰ ਅਤੇ ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਤੋਂ ਆਉਂਦਾ ਹੈ, ਅਤੇ ਇਸ ਵਾਰ ਵੱਧ ਦਿਹਾੜੀ ਦੀ ਮੰਗ ਦੀ ਆਸ ਹੈ। ਕਿਸਾਨਾਂ ਨੂੰ ਕਿਹਾ ਜਾ ਰਿਹਾ ਹੈ ਕਿ ਮੰਡੀ ਵਿੱਚ ਸਿਰਫ਼ ਸੁੱਕਾ ਅਤੇ ਸਾਫ਼ ਝੋਨਾ ਹੀ ਲਿਆਉਣ, ਤਾਂ ਜੋ ਨਮੀ ਦੀ ਜਾਂਚ ਵਿੱਚ ਫ਼ਸਲ ਵਾਪਸ ਨਾ ਮੁੜੇ।</p>'),
        t('<p>ਸੀਜ਼ਨ ਤੋਂ ਪਹਿਲਾਂ ਕਿਸਾਨਾਂ ਲਈ ਸਲਾਹ:</p><ul><li>ਖ਼ਰੀਦ ਪੋਰਟਲ ’ਤੇ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਕਰਵਾਓ ਅਤੇ ਬੈਂਕ ਵੇਰਵੇ ਜਾਂਚ ਲਓ</li><li>ਫ਼ਸਲ ਪੂਰੀ ਪੱਕਣ ਅਤੇ ਸੁੱਕਣ ’ਤੇ ਹੀ ਵੱਢੋ</li><li>ਅਦਾਇਗੀ ਮਿਲਣ ਤੱਕ ਗੇਟ ਪਾਸ ਅਤੇ ਜੇ-ਫ਼ਾਰਮ ਸਾਂਭ ਕੇ ਰੱਖੋ</li></ul>'),
      ],
      ...byline(desk.navneet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('punjab-grain-market-covered-shed'),
          caption: 'A covered shed at a grain market in the Malwa region.',
          captionPa: 'ਮਾਲਵੇ ਦੀ ਇੱਕ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਬਣਿਆ ਛੱਤ ਵਾਲਾ ਸ਼ੈੱਡ।',
        },
      ],
      postDate: d.daysAgo(50, '09:00'),
    },
    {
      id: 1120,
      kind: 'news',
      slug: 'nri-families-book-early-as-wedding-season-fares-to-amritsar-climb',
      title: 'NRI families book early as wedding-season fares to Amritsar climb',
      titlePa: 'ਵਿਆਹਾਂ ਦੇ ਸੀਜ਼ਨ ’ਚ ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਕਿਰਾਏ ਵਧੇ, ਪਰਵਾਸੀ ਪਰਿਵਾਰ ਅਗੇਤੀਆਂ ਟਿਕਟਾਂ ਲੈਣ ਲੱਗੇ',
      intro:
        'Families in Metro Vancouver planning weddings in Punjab say fares to Amritsar have jumped, and many are booking months ahead or flying into Delhi instead.',
      introPa:
        'ਪੰਜਾਬ ਵਿੱਚ ਵਿਆਹ ਰੱਖਣ ਵਾਲੇ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੇ ਪਰਿਵਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਕਿਰਾਏ ਕਾਫ਼ੀ ਵਧ ਗਏ ਹਨ, ਇਸ ਲਈ ਕਈ ਮਹੀਨੇ ਪਹਿਲਾਂ ਟਿਕਟਾਂ ਲੈ ਰਹੇ ਹਨ ਜਾਂ ਦਿੱਲੀ ਰਾਹੀਂ ਜਾ ਰਹੇ ਹਨ।',
      body: [
        t('<p>Travel agents in Surrey say the weeks around the winter wedding season are already filling up on routes into Amritsar. Families with a dozen or more guests are splitting bookings across several dates to find seats. Some are choosing Delhi and a domestic connection, accepting a longer journey to save money.</p>'),
        {
          type: 'quote',
          quote: 'We booked eleven tickets for my niece\'s wedding in Nakodar, and no two cost the same. I had to keep a spreadsheet just to keep track.',
          author: 'Sukhjeet Kaur Atwal, Surrey resident',
        },
        t('<p>Agents suggest flexible fares where possible, since wedding dates in Punjab can shift. They also remind travellers to check visa and OCI card requirements for Canadian-born family members well in advance.</p>'),
        t('<p>In Punjab, banquet halls and hotels near Amritsar and Jalandhar report strong bookings for the season. Some venues are already taking reservations a year ahead.</p>'),
      ],
      bodyPa: [
        t('<p>ਸਰੀ ਦੇ ਟ੍ਰੈਵਲ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਿਆਲ ਦੇ ਵਿਆਹਾਂ ਵਾਲੇ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਜਾਣ ਵਾਲੇ ਰੂਟਾਂ ’ਤੇ ਸੀਟਾਂ ਹੁਣੇ ਤੋਂ ਭਰਨ ਲੱਗੀਆਂ ਹਨ। ਦਰਜਨ ਜਾਂ ਵੱਧ ਮਹਿਮਾਨਾਂ ਵਾਲੇ ਪਰਿਵਾਰ ਸੀਟਾਂ ਲੱਭਣ ਲਈ ਵੱਖ-ਵੱਖ ਤਰੀਕਾਂ ਦੀਆਂ ਬੁਕਿੰਗਾਂ ਕਰ ਰਹੇ ਹਨ। ਕੁਝ ਪਰਿਵਾਰ ਪੈਸੇ ਬਚਾਉਣ ਲਈ ਲੰਮਾ ਸਫ਼ਰ ਮਨਜ਼ੂਰ ਕਰਕੇ ਦਿੱਲੀ ਅਤੇ ਅੱਗੇ ਘਰੇਲੂ ਉਡਾਣ ਚੁਣ ਰਹੇ ਹਨ।</p>'),
        {
          type: 'quote',
          quote: 'ਅਸੀਂ ਭਤੀਜੀ ਦੇ ਨਕੋਦਰ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਵਿਆਹ ਲਈ ਗਿਆਰਾਂ ਟਿਕਟਾਂ ਲਈਆਂ ਅਤੇ ਕੋਈ ਵੀ ਦੋ ਟਿਕਟਾਂ ਇੱਕੋ ਭਾਅ ਦੀਆਂ ਨਹੀਂ ਸਨ। ਹਿਸਾਬ ਰੱਖਣ ਲਈ ਮੈਨੂੰ ਬਾਕਾਇਦਾ ਸਪਰੈੱਡਸ਼ੀਟ ਬਣਾਉਣੀ ਪਈ।',
          author: 'ਸੁਖਜੀਤ ਕੌਰ ਅਟਵਾਲ, ਸਰੀ ਵਾਸੀ',
        },
        t('<p>ਏਜੰਟ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਜਿੱਥੇ ਸੰਭਵ ਹੋਵੇ, ਤਰੀਕ ਬਦਲਣ ਦੀ ਸਹੂਲਤ ਵਾਲੀਆਂ ਟਿਕਟਾਂ ਲਈਆਂ ਜਾਣ, ਕਿਉਂਕਿ ਪੰਜਾਬ ਵਿੱਚ ਵਿਆਹ ਦੀਆਂ ਤਰੀਕਾਂ ਅੱਗੇ-ਪਿੱਛੇ ਹੋ ਸਕਦੀਆਂ ਹਨ। ਉਹ ਇਹ ਵੀ ਯਾਦ ਕਰਵਾਉਂਦੇ ਹਨ ਕਿ ਕੈਨੇਡਾ ਵਿੱਚ ਜੰਮੇ ਪਰਿਵਾਰਕ ਜੀਆਂ ਲਈ ਵੀਜ਼ਾ ਅਤੇ ਓਸੀਆਈ ਕਾਰਡ ਦੀਆਂ ਸ਼ਰਤਾਂ ਕਾਫ਼ੀ ਪਹਿਲਾਂ ਦੇਖ ਲਈਆਂ ਜਾਣ।</p>'),
        t('<p>ਪੰਜਾਬ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਅਤੇ ਜਲੰਧਰ ਨੇੜਲੇ ਮੈਰਿਜ ਪੈਲੇਸਾਂ ਅਤੇ ਹੋਟਲਾਂ ਵਿੱਚ ਇਸ ਸੀਜ਼ਨ ਲਈ ਭਰਵੀਆਂ ਬੁਕਿੰਗਾਂ ਹਨ। ਕੁਝ ਥਾਵਾਂ ’ਤੇ ਤਾਂ ਸਾਲ ਪਹਿਲਾਂ ਹੀ ਬੁਕਿੰਗ ਹੋ ਰਹੀ ਹੈ।</p>'),
      ],
      ...byline(desk.harpreet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('punjab-wedding-season-travel'),
          caption: 'Families with wedding luggage at the arrivals hall in Amritsar.',
          captionPa: 'ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਆਗਮਨ ਹਾਲ ਵਿੱਚ ਵਿਆਹ ਦੇ ਸਾਮਾਨ ਨਾਲ ਪਹੁੰਚੇ ਪਰਿਵਾਰ।',
        },
      ],
      postDate: d.daysAgo(57, '20:15'),
    },
  ];
}
