/**
 * Demo news of the India desk from the latest days, ids 1100–1106, tagged 'india': paddy
 * procurement, travel to Canada, civic news from Ludhiana and Jalandhar, stubble, NRI grievances
 * and school labs. Every reporter, farmer, official and business quoted is invented; places and
 * public institutions are real but only named in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiImage, gurmukhiOnly, imagesIn, t, video } from '../helpers';
import { indiaDesk } from './reporters';

const img = imagesIn('india');

/** The India posts of the latest days, newest first. */
export function indiaLatestPosts(d: SeedDates): PostInput[] {
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
        t(
          "<p>Procurement agencies bought noticeably more paddy this week than last, as harvesting moved into full swing across the Malwa and Doaba belts. Officials in the state food department said payments are being credited directly to farmers' bank accounts, usually within two to three days of purchase. Moisture checks remain the main sticking point, with grain above the permitted limit sent back to dry.</p>",
        ),
        {
          type: 'image',
          url: img('paddy-heaps-khanna-grain-market'),
          caption: 'Paddy heaped for drying at the grain market in Khanna.',
          captionPa: 'ਖੰਨਾ ਦੀ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਸੁਕਾਉਣ ਲਈ ਰੱਖੇ ਝੋਨੇ ਦੇ ਢੇਰ।',
        },
        t(
          '<p>Commission agents, known locally as <em>arhtiyas</em>, say the bigger problem is lifting. When bags are not moved to storage quickly, the market yards fill up and new arrivals have nowhere to go. Several market committees have asked for extra trucks and labour for the next two weeks.</p>',
        ),
        {
          type: 'quote',
          quote:
            'We sell our crop in a day, but then we wait for the yard to clear before the next trolley can come in. During harvest, time is the one thing a farmer cannot spare.',
          author: 'Balwinder Singh, farmer from a village near Samrala',
        },
        t(
          '<p>For families in Metro Vancouver with land back home, the harvest often means long phone calls with relatives about prices and payments. The minimum support price for common-grade paddy applies across the state. Farmers are advised to keep their gate passes and J-forms safe until payment is confirmed.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਖ਼ਰੀਦ ਏਜੰਸੀਆਂ ਨੇ ਇਸ ਹਫ਼ਤੇ ਪਿਛਲੇ ਹਫ਼ਤੇ ਨਾਲੋਂ ਕਾਫ਼ੀ ਵੱਧ ਝੋਨਾ ਖ਼ਰੀਦਿਆ ਹੈ, ਕਿਉਂਕਿ ਮਾਲਵੇ ਅਤੇ ਦੋਆਬੇ ਵਿੱਚ ਕਟਾਈ ਪੂਰੇ ਜ਼ੋਰਾਂ ’ਤੇ ਹੈ। ਖ਼ੁਰਾਕ ਵਿਭਾਗ ਦੇ ਅਧਿਕਾਰੀਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਅਦਾਇਗੀ ਸਿੱਧੀ ਕਿਸਾਨਾਂ ਦੇ ਬੈਂਕ ਖਾਤਿਆਂ ਵਿੱਚ ਪਾਈ ਜਾ ਰਹੀ ਹੈ, ਜੋ ਆਮ ਤੌਰ ’ਤੇ ਖ਼ਰੀਦ ਤੋਂ ਦੋ-ਤਿੰਨ ਦਿਨਾਂ ਵਿੱਚ ਪਹੁੰਚ ਜਾਂਦੀ ਹੈ। ਨਮੀ ਦੀ ਜਾਂਚ ਅਜੇ ਵੀ ਸਭ ਤੋਂ ਵੱਡਾ ਅੜਿੱਕਾ ਹੈ ਅਤੇ ਤੈਅ ਹੱਦ ਤੋਂ ਵੱਧ ਨਮੀ ਵਾਲਾ ਝੋਨਾ ਸੁਕਾਉਣ ਲਈ ਵਾਪਸ ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ।</p>',
        ),
        {
          type: 'image',
          url: img('paddy-heaps-khanna-grain-market'),
          caption: 'Paddy heaped for drying at the grain market in Khanna.',
          captionPa: 'ਖੰਨਾ ਦੀ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਸੁਕਾਉਣ ਲਈ ਰੱਖੇ ਝੋਨੇ ਦੇ ਢੇਰ।',
        },
        t(
          '<p>ਆੜ੍ਹਤੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਅਸਲ ਮੁਸ਼ਕਲ ਲਿਫ਼ਟਿੰਗ ਦੀ ਹੈ। ਜਦੋਂ ਬੋਰੀਆਂ ਸਮੇਂ ਸਿਰ ਗੁਦਾਮਾਂ ਤੱਕ ਨਹੀਂ ਪਹੁੰਚਦੀਆਂ ਤਾਂ ਮੰਡੀ ਦੇ ਫੜ੍ਹ ਭਰ ਜਾਂਦੇ ਹਨ ਅਤੇ ਨਵੀਂ ਆਮਦ ਲਈ ਥਾਂ ਨਹੀਂ ਬਚਦੀ। ਕਈ ਮਾਰਕੀਟ ਕਮੇਟੀਆਂ ਨੇ ਅਗਲੇ ਦੋ ਹਫ਼ਤਿਆਂ ਲਈ ਵਾਧੂ ਟਰੱਕਾਂ ਅਤੇ ਮਜ਼ਦੂਰਾਂ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਅਸੀਂ ਫ਼ਸਲ ਤਾਂ ਇੱਕ ਦਿਨ ਵਿੱਚ ਵੇਚ ਦਿੰਦੇ ਹਾਂ, ਪਰ ਫਿਰ ਫੜ੍ਹ ਖਾਲੀ ਹੋਣ ਦੀ ਉਡੀਕ ਕਰਨੀ ਪੈਂਦੀ ਹੈ ਤਾਂ ਜੋ ਅਗਲੀ ਟਰਾਲੀ ਆ ਸਕੇ। ਵਾਢੀ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਕਿਸਾਨ ਕੋਲ ਸਮਾਂ ਹੀ ਸਭ ਤੋਂ ਘੱਟ ਹੁੰਦਾ ਹੈ।',
          author: 'ਬਲਵਿੰਦਰ ਸਿੰਘ, ਸਮਰਾਲਾ ਨੇੜਲੇ ਪਿੰਡ ਦੇ ਕਿਸਾਨ',
        },
        t(
          '<p>ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਵਿੱਚ ਵਸਦੇ ਜਿਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਦੀ ਜ਼ਮੀਨ ਪੰਜਾਬ ਵਿੱਚ ਹੈ, ਉਨ੍ਹਾਂ ਲਈ ਵਾਢੀ ਦਾ ਮੌਸਮ ਅਕਸਰ ਭਾਅ ਅਤੇ ਅਦਾਇਗੀ ਬਾਰੇ ਰਿਸ਼ਤੇਦਾਰਾਂ ਨਾਲ ਲੰਮੀਆਂ ਫ਼ੋਨ ਕਾਲਾਂ ਦਾ ਸਮਾਂ ਹੁੰਦਾ ਹੈ। ਆਮ ਕਿਸਮ ਦੇ ਝੋਨੇ ਲਈ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਪੂਰੇ ਸੂਬੇ ਵਿੱਚ ਲਾਗੂ ਹੈ। ਕਿਸਾਨਾਂ ਨੂੰ ਸਲਾਹ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ ਕਿ ਅਦਾਇਗੀ ਪੱਕੀ ਹੋਣ ਤੱਕ ਗੇਟ ਪਾਸ ਅਤੇ ਜੇ-ਫ਼ਾਰਮ ਸਾਂਭ ਕੇ ਰੱਖਣ।</p>',
        ),
      ],
      ...byline(indiaDesk.navneet),
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
        {
          title: 'Mandi report: paddy arrivals and payments',
          url: '/media/audio/india-mandi-report.wav',
          duration: 32,
        },
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
        t(
          '<p>Agents along the airport road in Amritsar say enquiries for Canada have climbed steadily over the past month. Most travellers are choosing itineraries through Gulf or European hubs that let them check in at Amritsar and collect their bags in Canada. For older parents travelling alone, avoiding the overnight drive to Delhi is often the deciding factor.</p>',
        ),
        {
          type: 'quote',
          quote:
            'Earlier, grandparents had to sit in a taxi for eight hours before a long flight. Now they leave home in the morning, and the only thing we worry about is the transfer desk.',
          author: 'Rajesh Mahajan, travel agent in Amritsar',
        },
        t(
          '<p>Fares vary widely from week to week, and agents advise booking well before wedding and holiday peaks. Passengers with tight connections should check the baggage rules of each airline on the route, because allowances can differ between the two legs of the journey.</p>',
        ),
        t(
          '<p>Community groups in Surrey have long pushed for a non-stop service between Amritsar and Canada. No airline has announced such a route, but agents say the steady demand strengthens the case for one.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਅੰਮ੍ਰਿਤਸਰ ਦੀ ਏਅਰਪੋਰਟ ਰੋਡ ’ਤੇ ਬੈਠੇ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਿਛਲੇ ਇੱਕ ਮਹੀਨੇ ਵਿੱਚ ਕੈਨੇਡਾ ਬਾਰੇ ਪੁੱਛਗਿੱਛ ਲਗਾਤਾਰ ਵਧੀ ਹੈ। ਬਹੁਤੇ ਮੁਸਾਫ਼ਰ ਖਾੜੀ ਜਾਂ ਯੂਰਪ ਦੇ ਹਵਾਈ ਅੱਡਿਆਂ ਰਾਹੀਂ ਉਹ ਰੂਟ ਚੁਣ ਰਹੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਚੈੱਕ-ਇਨ ਕਰਕੇ ਸਾਮਾਨ ਸਿੱਧਾ ਕੈਨੇਡਾ ਵਿੱਚ ਮਿਲ ਜਾਂਦਾ ਹੈ। ਇਕੱਲੇ ਸਫ਼ਰ ਕਰਨ ਵਾਲੇ ਬਜ਼ੁਰਗ ਮਾਪਿਆਂ ਲਈ ਦਿੱਲੀ ਤੱਕ ਰਾਤ ਦੇ ਸਫ਼ਰ ਤੋਂ ਬਚਣਾ ਹੀ ਅਕਸਰ ਸਭ ਤੋਂ ਵੱਡੀ ਗੱਲ ਹੁੰਦੀ ਹੈ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਪਹਿਲਾਂ ਦਾਦਾ-ਦਾਦੀ ਨੂੰ ਲੰਮੀ ਉਡਾਣ ਤੋਂ ਪਹਿਲਾਂ ਅੱਠ ਘੰਟੇ ਟੈਕਸੀ ਵਿੱਚ ਬੈਠਣਾ ਪੈਂਦਾ ਸੀ। ਹੁਣ ਉਹ ਸਵੇਰੇ ਘਰੋਂ ਨਿਕਲਦੇ ਹਨ ਅਤੇ ਸਾਨੂੰ ਸਿਰਫ਼ ਟਰਾਂਸਫ਼ਰ ਡੈਸਕ ਦੀ ਫ਼ਿਕਰ ਰਹਿੰਦੀ ਹੈ।',
          author: 'ਰਾਜੇਸ਼ ਮਹਾਜਨ, ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਟ੍ਰੈਵਲ ਏਜੰਟ',
        },
        t(
          '<p>ਕਿਰਾਏ ਹਰ ਹਫ਼ਤੇ ਕਾਫ਼ੀ ਬਦਲਦੇ ਰਹਿੰਦੇ ਹਨ, ਇਸ ਲਈ ਏਜੰਟ ਵਿਆਹਾਂ ਅਤੇ ਛੁੱਟੀਆਂ ਦੇ ਸੀਜ਼ਨ ਤੋਂ ਕਾਫ਼ੀ ਪਹਿਲਾਂ ਟਿਕਟ ਬੁੱਕ ਕਰਵਾਉਣ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ। ਜਿਨ੍ਹਾਂ ਮੁਸਾਫ਼ਰਾਂ ਦੀਆਂ ਉਡਾਣਾਂ ਵਿਚਕਾਰ ਸਮਾਂ ਘੱਟ ਹੈ, ਉਹ ਰੂਟ ’ਤੇ ਹਰ ਏਅਰਲਾਈਨ ਦੇ ਸਾਮਾਨ ਸਬੰਧੀ ਨਿਯਮ ਜ਼ਰੂਰ ਦੇਖ ਲੈਣ, ਕਿਉਂਕਿ ਸਫ਼ਰ ਦੇ ਦੋਵਾਂ ਹਿੱਸਿਆਂ ਵਿੱਚ ਛੋਟ ਵੱਖਰੀ ਹੋ ਸਕਦੀ ਹੈ।</p>',
        ),
        t(
          '<p>ਸਰੀ ਦੀਆਂ ਭਾਈਚਾਰਕ ਜਥੇਬੰਦੀਆਂ ਲੰਮੇ ਸਮੇਂ ਤੋਂ ਅੰਮ੍ਰਿਤਸਰ ਅਤੇ ਕੈਨੇਡਾ ਵਿਚਕਾਰ ਸਿੱਧੀ ਉਡਾਣ ਦੀ ਮੰਗ ਕਰ ਰਹੀਆਂ ਹਨ। ਕਿਸੇ ਵੀ ਏਅਰਲਾਈਨ ਨੇ ਅਜੇ ਅਜਿਹੇ ਰੂਟ ਦਾ ਐਲਾਨ ਨਹੀਂ ਕੀਤਾ, ਪਰ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਲਗਾਤਾਰ ਵਧਦੀ ਮੰਗ ਇਸ ਦਲੀਲ ਨੂੰ ਹੋਰ ਮਜ਼ਬੂਤ ਕਰਦੀ ਹੈ।</p>',
        ),
      ],
      ...byline(indiaDesk.harpreet),
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
        t(
          "<p>The Ludhiana municipal corporation has begun a door-to-door survey of street vendors, starting with the crowded markets around Chaura Bazaar and the clock tower. Survey teams are recording each vendor's location, trade and working hours, and photographing their carts. Officials say the data will be used to plan vending zones that keep footpaths and fire lanes clear.</p>",
        ),
        t(
          '<p>Vendors who are counted will receive an identity card that allows them to trade in the zone assigned to them. Those missed in the first round can apply at their zonal office with:</p><ul><li>an identity document and proof of address</li><li>two passport-size photographs</li><li>any earlier receipt or challan showing they traded at the spot</li></ul>',
        ),
        t(
          "<p>Shopkeepers' associations have welcomed the survey but want the zones finalised before the festive rush. Vendor unions, for their part, have asked that no carts be removed until every vendor has been counted.</p>",
        ),
      ],
      author: indiaDesk.gurjant.en,
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
        t(
          '<p>Commuters heading to the Jalandhar bus stand faced queues of up to forty minutes this week as crews dug up one side of the road to lay a larger storm drain. The municipal corporation says the drain should end the flooding that hits the area after every heavy rain. Work is being done in sections, so the narrow stretch will shift over the coming weeks.</p>',
        ),
        {
          type: 'image',
          url: img('jalandhar-bus-stand-road-works'),
          caption: 'A single open lane beside the drain works near the Jalandhar bus stand.',
          captionPa: 'ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਨੇੜੇ ਸੀਵਰੇਜ ਦੇ ਕੰਮ ਦੇ ਨਾਲ ਖੁੱਲ੍ਹੀ ਇੱਕੋ-ਇੱਕ ਲੇਨ।',
        },
        t(
          '<p>Traffic police have posted extra staff at the main crossings and are diverting heavy vehicles to the bypass. Auto-rickshaw drivers say fewer fares and more fuel burnt in traffic have cut their daily earnings.</p>',
        ),
        t(
          '<p>Officials have promised to finish the work before the wedding season brings its usual rush of travellers, many of them families arriving from abroad. Residents have asked for temporary footpaths, since pedestrians are now walking in the roadway beside the trench.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਇਸ ਹਫ਼ਤੇ ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਵੱਲ ਜਾਣ ਵਾਲੇ ਲੋਕਾਂ ਨੂੰ ਚਾਲੀ ਮਿੰਟ ਤੱਕ ਜਾਮ ਵਿੱਚ ਫਸਣਾ ਪਿਆ, ਕਿਉਂਕਿ ਮੁਲਾਜ਼ਮ ਵੱਡੀ ਬਰਸਾਤੀ ਨਾਲੀ ਪਾਉਣ ਲਈ ਸੜਕ ਦਾ ਇੱਕ ਪਾਸਾ ਪੁੱਟ ਰਹੇ ਸਨ। ਨਗਰ ਨਿਗਮ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਸ ਨਾਲੀ ਨਾਲ ਹਰ ਭਾਰੀ ਮੀਂਹ ਮਗਰੋਂ ਇਲਾਕੇ ਵਿੱਚ ਭਰਦਾ ਪਾਣੀ ਬੰਦ ਹੋ ਜਾਵੇਗਾ। ਕੰਮ ਹਿੱਸਿਆਂ ਵਿੱਚ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ, ਇਸ ਲਈ ਆਉਂਦੇ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਤੰਗ ਹਿੱਸਾ ਥਾਂ ਬਦਲਦਾ ਰਹੇਗਾ।</p>',
        ),
        {
          type: 'image',
          url: img('jalandhar-bus-stand-road-works'),
          caption: 'A single open lane beside the drain works near the Jalandhar bus stand.',
          captionPa: 'ਜਲੰਧਰ ਬੱਸ ਅੱਡੇ ਨੇੜੇ ਸੀਵਰੇਜ ਦੇ ਕੰਮ ਦੇ ਨਾਲ ਖੁੱਲ੍ਹੀ ਇੱਕੋ-ਇੱਕ ਲੇਨ।',
        },
        t(
          '<p>ਟ੍ਰੈਫ਼ਿਕ ਪੁਲੀਸ ਨੇ ਮੁੱਖ ਚੌਕਾਂ ’ਤੇ ਵਾਧੂ ਮੁਲਾਜ਼ਮ ਤਾਇਨਾਤ ਕੀਤੇ ਹਨ ਅਤੇ ਭਾਰੀ ਵਾਹਨਾਂ ਨੂੰ ਬਾਈਪਾਸ ਵੱਲ ਮੋੜਿਆ ਜਾ ਰਿਹਾ ਹੈ। ਆਟੋ-ਰਿਕਸ਼ਾ ਚਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਵਾਰੀਆਂ ਘਟਣ ਅਤੇ ਜਾਮ ਵਿੱਚ ਵੱਧ ਤੇਲ ਫੂਕਣ ਕਾਰਨ ਉਨ੍ਹਾਂ ਦੀ ਦਿਹਾੜੀ ਘਟ ਗਈ ਹੈ।</p>',
        ),
        t(
          '<p>ਅਧਿਕਾਰੀਆਂ ਨੇ ਵਿਆਹਾਂ ਦੇ ਸੀਜ਼ਨ ਤੋਂ ਪਹਿਲਾਂ ਕੰਮ ਮੁਕਾਉਣ ਦਾ ਭਰੋਸਾ ਦਿੱਤਾ ਹੈ, ਜਦੋਂ ਵਿਦੇਸ਼ਾਂ ਤੋਂ ਆਉਣ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਸਮੇਤ ਮੁਸਾਫ਼ਰਾਂ ਦੀ ਭੀੜ ਆਮ ਵਾਂਗ ਵਧ ਜਾਂਦੀ ਹੈ। ਵਸਨੀਕਾਂ ਨੇ ਆਰਜ਼ੀ ਫੁੱਟਪਾਥ ਬਣਾਉਣ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ, ਕਿਉਂਕਿ ਪੈਦਲ ਲੋਕ ਹੁਣ ਖਾਈ ਦੇ ਨਾਲ-ਨਾਲ ਸੜਕ ਵਿਚਕਾਰ ਤੁਰਨ ਲਈ ਮਜਬੂਰ ਹਨ।</p>',
        ),
      ],
      ...byline(indiaDesk.amandeep),
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
          t(
            '<p>ਮੋਗਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚ ਇਸ ਵਾਰ ਝੋਨੇ ਦੀ ਵਾਢੀ ਤੋਂ ਬਾਅਦ ਖੇਤਾਂ ਵਿੱਚੋਂ ਉੱਠਦਾ ਧੂੰਆਂ ਪਹਿਲਾਂ ਨਾਲੋਂ ਘੱਟ ਦਿਸ ਰਿਹਾ ਹੈ। ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਵੱਲੋਂ ਕਿਰਾਏ ’ਤੇ ਦਿੱਤੀਆਂ ਜਾਂਦੀਆਂ ਸੁਪਰ ਸੀਡਰ ਅਤੇ ਮਲਚਰ ਮਸ਼ੀਨਾਂ ਦੀ ਮੰਗ ਇੰਨੀ ਵਧੀ ਹੈ ਕਿ ਕਈ ਥਾਈਂ ਕਿਸਾਨਾਂ ਨੂੰ ਆਪਣੀ ਵਾਰੀ ਲਈ ਕਈ ਦਿਨ ਉਡੀਕ ਕਰਨੀ ਪੈਂਦੀ ਹੈ। ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਦੇ ਅਧਿਕਾਰੀ ਪਿੰਡ-ਪਿੰਡ ਜਾ ਕੇ ਮਸ਼ੀਨਾਂ ਦੀ ਵਰਤੋਂ ਦੇ ਡੈਮੋ ਦੇ ਰਹੇ ਹਨ।</p>',
          ),
          {
            type: 'image',
            url: img('moga-super-seeder-paddy-straw'),
            caption: 'ਮੋਗਾ ਨੇੜਲੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਪਰਾਲੀ ਨੂੰ ਖੇਤ ਵਿੱਚ ਹੀ ਮਿਲਾਉਂਦੀ ਸੁਪਰ ਸੀਡਰ ਮਸ਼ੀਨ।',
            captionPa: 'ਮੋਗਾ ਨੇੜਲੇ ਇੱਕ ਪਿੰਡ ਵਿੱਚ ਪਰਾਲੀ ਨੂੰ ਖੇਤ ਵਿੱਚ ਹੀ ਮਿਲਾਉਂਦੀ ਸੁਪਰ ਸੀਡਰ ਮਸ਼ੀਨ।',
          },
          {
            type: 'quote',
            quote:
              'ਪਹਿਲੇ ਸਾਲ ਕਣਕ ਦਾ ਝਾੜ ਥੋੜ੍ਹਾ ਘਟਿਆ ਸੀ ਅਤੇ ਮੈਂ ਵੀ ਡਰ ਗਿਆ ਸੀ। ਤੀਜੇ ਸਾਲ ਤੱਕ ਮਿੱਟੀ ਪੋਲੀ ਹੋ ਗਈ ਅਤੇ ਖਾਦ ਦਾ ਖ਼ਰਚਾ ਵੀ ਘਟ ਗਿਆ।',
            author: 'ਗੁਰਮੇਲ ਸਿੰਘ, ਧਰਮਕੋਟ ਨੇੜਲੇ ਪਿੰਡ ਦੇ ਕਿਸਾਨ',
          },
          t(
            '<p>ਛੋਟੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਮਸ਼ੀਨਾਂ ਦਾ ਕਿਰਾਇਆ ਅਤੇ ਵੱਡੇ ਟਰੈਕਟਰ ਦੀ ਲੋੜ ਉਨ੍ਹਾਂ ਲਈ ਅਜੇ ਵੀ ਵੱਡੀ ਚੁਣੌਤੀ ਹੈ। ਕਿਸਾਨ ਜਥੇਬੰਦੀਆਂ ਪ੍ਰਤੀ ਏਕੜ ਵਿੱਤੀ ਮਦਦ ਦੀ ਮੰਗ ਕਰ ਰਹੀਆਂ ਹਨ, ਤਾਂ ਜੋ ਪਰਾਲੀ ਸਾਂਭਣ ਦਾ ਸਾਰਾ ਬੋਝ ਕਿਸਾਨ ’ਤੇ ਨਾ ਪਵੇ। ਕੈਨੇਡਾ ਵਿੱਚ ਵਸਦੇ ਕਈ ਪਰਵਾਸੀ ਪਰਿਵਾਰ ਵੀ ਆਪਣੇ ਪਿੰਡਾਂ ਦੀਆਂ ਸਭਾਵਾਂ ਨੂੰ ਮਸ਼ੀਨਾਂ ਖ਼ਰੀਦਣ ਲਈ ਦਾਨ ਭੇਜ ਰਹੇ ਹਨ।</p>',
          ),
        ],
        reporter: indiaDesk.navneet,
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
        t(
          "<p>The state's cell for non-resident Indians will now hold hearings on property complaints by video link, officials announced. Complainants abroad can take part from home, while revenue and police officers join from their district offices. Until now, many families had to fly to Punjab, sometimes more than once, just to attend a single hearing.</p>",
        ),
        {
          type: 'quote',
          quote:
            'My father waited three years and made two trips for one boundary dispute. If this had existed then, he would have been spared both the expense and the worry.',
          author: 'Kulwant Singh Toor, retired truck driver in Surrey',
        },
        {
          type: 'image',
          url: img('nri-family-online-property-hearing'),
          caption: 'A family in Surrey prepares documents for an online hearing.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਇੱਕ ਪਰਿਵਾਰ ਆਨਲਾਈਨ ਸੁਣਵਾਈ ਲਈ ਕਾਗ਼ਜ਼ਾਤ ਤਿਆਰ ਕਰਦਾ ਹੋਇਆ।',
        },
        t(
          "<p>Complaints can be filed on the cell's online portal with scanned copies of the sale deed, the latest revenue record and the complainant's passport. Officials say illegal occupation by tenants or relatives makes up the largest share of complaints. Forged power-of-attorney documents come next.</p>",
        ),
        t(
          '<p>Lawyers in Jalandhar caution that the video hearings do not replace court cases already under way. They advise families to leave certified copies of records with a trusted person in Punjab and to check their land record online at least once a year.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਪਰਵਾਸੀ ਭਾਰਤੀਆਂ ਲਈ ਬਣੇ ਸੂਬੇ ਦੇ ਵਿਸ਼ੇਸ਼ ਸੈੱਲ ਨੇ ਐਲਾਨ ਕੀਤਾ ਹੈ ਕਿ ਜਾਇਦਾਦ ਸਬੰਧੀ ਸ਼ਿਕਾਇਤਾਂ ਦੀ ਸੁਣਵਾਈ ਹੁਣ ਵੀਡੀਓ ਲਿੰਕ ਰਾਹੀਂ ਹੋਵੇਗੀ। ਵਿਦੇਸ਼ ਬੈਠੇ ਸ਼ਿਕਾਇਤਕਰਤਾ ਘਰੋਂ ਹੀ ਸ਼ਾਮਲ ਹੋ ਸਕਣਗੇ, ਜਦਕਿ ਮਾਲ ਅਤੇ ਪੁਲੀਸ ਅਧਿਕਾਰੀ ਆਪਣੇ ਜ਼ਿਲ੍ਹਾ ਦਫ਼ਤਰਾਂ ਤੋਂ ਜੁੜਨਗੇ। ਹੁਣ ਤੱਕ ਕਈ ਪਰਿਵਾਰਾਂ ਨੂੰ ਸਿਰਫ਼ ਇੱਕ ਪੇਸ਼ੀ ਲਈ ਪੰਜਾਬ ਜਾਣਾ ਪੈਂਦਾ ਸੀ, ਕਈ ਵਾਰ ਤਾਂ ਇੱਕ ਤੋਂ ਵੱਧ ਵਾਰ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਮੇਰੇ ਪਿਤਾ ਜੀ ਨੇ ਇੱਕ ਵੱਟ ਦੇ ਝਗੜੇ ਲਈ ਤਿੰਨ ਸਾਲ ਉਡੀਕ ਕੀਤੀ ਅਤੇ ਦੋ ਗੇੜੇ ਲਾਏ। ਜੇ ਉਦੋਂ ਇਹ ਸਹੂਲਤ ਹੁੰਦੀ ਤਾਂ ਉਹ ਖ਼ਰਚੇ ਅਤੇ ਫ਼ਿਕਰ ਦੋਵਾਂ ਤੋਂ ਬਚ ਜਾਂਦੇ।',
          author: 'ਕੁਲਵੰਤ ਸਿੰਘ ਤੂਰ, ਸਰੀ ਵਾਸੀ ਸੇਵਾਮੁਕਤ ਟਰੱਕ ਡਰਾਈਵਰ',
        },
        {
          type: 'image',
          url: img('nri-family-online-property-hearing'),
          caption: 'A family in Surrey prepares documents for an online hearing.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਇੱਕ ਪਰਿਵਾਰ ਆਨਲਾਈਨ ਸੁਣਵਾਈ ਲਈ ਕਾਗ਼ਜ਼ਾਤ ਤਿਆਰ ਕਰਦਾ ਹੋਇਆ।',
        },
        t(
          '<p>ਸ਼ਿਕਾਇਤ ਸੈੱਲ ਦੇ ਆਨਲਾਈਨ ਪੋਰਟਲ ’ਤੇ ਦਰਜ ਕੀਤੀ ਜਾ ਸਕਦੀ ਹੈ, ਜਿਸ ਨਾਲ ਰਜਿਸਟਰੀ, ਤਾਜ਼ਾ ਜਮ੍ਹਾਂਬੰਦੀ ਅਤੇ ਪਾਸਪੋਰਟ ਦੀਆਂ ਸਕੈਨ ਕਾਪੀਆਂ ਲਾਉਣੀਆਂ ਪੈਣਗੀਆਂ। ਅਧਿਕਾਰੀਆਂ ਮੁਤਾਬਕ ਸਭ ਤੋਂ ਵੱਧ ਸ਼ਿਕਾਇਤਾਂ ਕਿਰਾਏਦਾਰਾਂ ਜਾਂ ਰਿਸ਼ਤੇਦਾਰਾਂ ਵੱਲੋਂ ਕੀਤੇ ਨਾਜਾਇਜ਼ ਕਬਜ਼ਿਆਂ ਦੀਆਂ ਹਨ। ਦੂਜੇ ਨੰਬਰ ’ਤੇ ਜਾਅਲੀ ਮੁਖ਼ਤਿਆਰਨਾਮਿਆਂ ਦੇ ਮਾਮਲੇ ਆਉਂਦੇ ਹਨ।</p>',
        ),
        t(
          '<p>ਜਲੰਧਰ ਦੇ ਵਕੀਲ ਚੇਤਾਵਨੀ ਦਿੰਦੇ ਹਨ ਕਿ ਵੀਡੀਓ ਸੁਣਵਾਈ ਅਦਾਲਤਾਂ ਵਿੱਚ ਪਹਿਲਾਂ ਤੋਂ ਚੱਲ ਰਹੇ ਕੇਸਾਂ ਦੀ ਥਾਂ ਨਹੀਂ ਲੈਂਦੀ। ਉਹ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਰਿਕਾਰਡ ਦੀਆਂ ਤਸਦੀਕਸ਼ੁਦਾ ਕਾਪੀਆਂ ਪੰਜਾਬ ਵਿੱਚ ਕਿਸੇ ਭਰੋਸੇਯੋਗ ਵਿਅਕਤੀ ਕੋਲ ਰੱਖੀਆਂ ਜਾਣ ਅਤੇ ਸਾਲ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਵਾਰ ਜ਼ਮੀਨ ਦਾ ਰਿਕਾਰਡ ਆਨਲਾਈਨ ਜ਼ਰੂਰ ਦੇਖਿਆ ਜਾਵੇ।</p>',
        ),
      ],
      ...byline(indiaDesk.simran),
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
        {
          title: 'NRI helpline: how the online hearings work',
          url: '/media/audio/nri-helpline-call.wav',
          duration: 27,
        },
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
        t(
          '<p>Rural government schools across Punjab are set to receive new equipment for physics, chemistry and biology labs under a plan announced by the state education department. Officials say schools were chosen on the basis of science-stream enrolment and the state of their existing labs. Many of those labs have made do for years with broken microscopes and empty reagent shelves.</p>',
        ),
        t(
          '<p>Before the kits are delivered, science teachers will attend short training camps at district centres on running practicals safely. Head teachers have been asked to set aside a room that can be locked and properly ventilated.</p>',
        ),
        t(
          "<p>Alumni abroad have often stepped in where budgets fall short. A teachers' group in Bathinda said donations from former students in Canada and the UK had already paid for lab benches in several village schools. It hopes the new plan will let that money go to libraries instead.</p>",
        ),
      ],
      author: indiaDesk.simran.en,
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
  ];
}
