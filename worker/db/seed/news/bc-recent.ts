/**
 * Demo news for the BC category from earlier in the week, ids 1008–1015: council, accessible
 * transit, flood protection and small business. Every person, business and organisation named here
 * is invented; each draft holds its English and Punjabi text side by side and becomes a PostInput
 * through `newsPost`.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { newsPost, type NewsDraft } from '../helpers';

/** The BC posts of earlier in the week, tagged 'bc'. */
export function bcRecentPosts(d: SeedDates): PostInput[] {
  return BC_RECENT.map((draft) => newsPost(d, draft, 'bc'));
}

const BC_RECENT: NewsDraft[] = [
  {
    id: 1008,
    lang: 'both',
    slug: 'abbotsford-council-moves-to-create-legal-truck-parking',
    title: 'Abbotsford council moves to create legal truck parking after years of complaints',
    titlePa: 'ਸਾਲਾਂ ਦੀਆਂ ਸ਼ਿਕਾਇਤਾਂ ਤੋਂ ਬਾਅਦ ਐਬਟਸਫੋਰਡ ਕੌਂਸਲ ਵੱਲੋਂ ਟਰੱਕਾਂ ਲਈ ਕਾਨੂੰਨੀ ਪਾਰਕਿੰਗ ਬਣਾਉਣ ਦੀ ਤਿਆਰੀ',
    intro:
      'Council has told staff to find land for at least 150 secure truck stalls, as owner-operators say they have nowhere legal to park between runs.',
    introPa:
      'ਕੌਂਸਲ ਨੇ ਅਮਲੇ ਨੂੰ ਘੱਟੋ-ਘੱਟ 150 ਟਰੱਕਾਂ ਦੀ ਸੁਰੱਖਿਅਤ ਪਾਰਕਿੰਗ ਲਈ ਜ਼ਮੀਨ ਲੱਭਣ ਦੀ ਹਦਾਇਤ ਕੀਤੀ ਹੈ, ਕਿਉਂਕਿ ਮਾਲਕ-ਡਰਾਈਵਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਗੇੜਿਆਂ ਵਿਚਾਲੇ ਟਰੱਕ ਖੜ੍ਹਾ ਕਰਨ ਲਈ ਕੋਈ ਕਾਨੂੰਨੀ ਥਾਂ ਨਹੀਂ।',
    by: 'jaspal',
    at: [3, '19:05'],
    images: [
      {
        url: '/media/images/bc/abbotsford-truck-parking.svg',
        cap: 'Trucks parked along a rural road in Abbotsford.',
        capPa: 'ਐਬਟਸਫੋਰਡ ਦੀ ਇੱਕ ਪੇਂਡੂ ਸੜਕ ਕੰਢੇ ਖੜ੍ਹੇ ਟਰੱਕ।',
      },
    ],
    blocks: [
      {
        p: 'Trucks parked on farmland and residential streets have been a sore point in Abbotsford for years, with neighbours complaining about noise and broken road edges. Drivers counter that the city has handed out fines without offering any alternative.',
        pa: 'ਖੇਤੀਬਾੜੀ ਵਾਲੀ ਜ਼ਮੀਨ ਅਤੇ ਰਿਹਾਇਸ਼ੀ ਗਲੀਆਂ ਵਿੱਚ ਖੜ੍ਹੇ ਟਰੱਕ ਸਾਲਾਂ ਤੋਂ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਵਿਵਾਦ ਦਾ ਮੁੱਦਾ ਰਹੇ ਹਨ, ਅਤੇ ਗੁਆਂਢੀ ਸ਼ੋਰ ਅਤੇ ਟੁੱਟੀਆਂ ਸੜਕਾਂ ਦੀ ਸ਼ਿਕਾਇਤ ਕਰਦੇ ਹਨ। ਦੂਜੇ ਪਾਸੇ ਡਰਾਈਵਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸ਼ਹਿਰ ਨੇ ਕੋਈ ਬਦਲ ਦਿੱਤੇ ਬਿਨਾਂ ਜੁਰਮਾਨੇ ਕੀਤੇ ਹਨ।',
      },
      {
        q: 'Nobody wants to park on a farm road at midnight. Give us a safe, lit lot with a fence and we will pay for it.',
        qPa: "ਅੱਧੀ ਰਾਤ ਨੂੰ ਖੇਤਾਂ ਵਾਲੀ ਸੜਕ 'ਤੇ ਟਰੱਕ ਖੜ੍ਹਾ ਕਰਨਾ ਕੋਈ ਨਹੀਂ ਚਾਹੁੰਦਾ। ਸਾਨੂੰ ਵਾੜ ਅਤੇ ਲਾਈਟਾਂ ਵਾਲੀ ਸੁਰੱਖਿਅਤ ਥਾਂ ਦਿਓ, ਅਸੀਂ ਉਸ ਦੇ ਪੈਸੇ ਦੇਣ ਲਈ ਤਿਆਰ ਹਾਂ।",
        by: 'Kulwant Dhaliwal, Fraser Valley Owner-Operators Association',
        byPa: 'ਕੁਲਵੰਤ ਧਾਲੀਵਾਲ, ਫਰੇਜ਼ਰ ਵੈਲੀ ਓਨਰ-ਆਪਰੇਟਰਜ਼ ਐਸੋਸੀਏਸ਼ਨ',
      },
      {
        p: 'Staff will report back with options that could include city-owned land near the airport and partnerships with private yard operators. Council also asked for a review of fines while the new lots are being built.',
        pa: 'ਅਮਲਾ ਵੱਖ-ਵੱਖ ਬਦਲਾਂ ਨਾਲ ਰਿਪੋਰਟ ਪੇਸ਼ ਕਰੇਗਾ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਹਵਾਈ ਅੱਡੇ ਨੇੜੇ ਸ਼ਹਿਰ ਦੀ ਜ਼ਮੀਨ ਅਤੇ ਨਿੱਜੀ ਯਾਰਡ ਮਾਲਕਾਂ ਨਾਲ ਭਾਈਵਾਲੀ ਸ਼ਾਮਲ ਹੋ ਸਕਦੀ ਹੈ। ਕੌਂਸਲ ਨੇ ਨਵੀਆਂ ਥਾਵਾਂ ਬਣਨ ਤੱਕ ਜੁਰਮਾਨਿਆਂ ਦੀ ਸਮੀਖਿਆ ਕਰਨ ਲਈ ਵੀ ਕਿਹਾ ਹੈ।',
      },
    ],
  },
  {
    id: 1009,
    lang: 'en',
    slug: 'surrey-seniors-say-accessible-transit-trips-are-harder-to-book',
    title: 'Surrey seniors say accessible transit trips are getting harder to book',
    intro:
      "Riders who rely on door-to-door accessible transit say trips to dialysis and physiotherapy are often wait-listed, and a seniors' group wants more vans south of the Fraser.",
    by: 'maya',
    at: [4, '07:30'],
    images: [
      {
        url: '/media/images/bc/surrey-accessible-transit-van.svg',
        cap: 'An accessible transit van picks up a rider in Fleetwood.',
      },
    ],
    blocks: [
      {
        p: 'Members of the Fleetwood Seniors Circle, a volunteer group, collected more than 200 signatures asking for more accessible-transit vehicles and drivers in Surrey, Delta and White Rock. Several members said they now book a week ahead and still end up on a waiting list.',
      },
      {
        p: 'The regional transit authority says demand for the service has grown faster than its fleet since the pandemic. It says 28 new vehicles are on order and a new booking system should make it easier to confirm trips.',
      },
      {
        p: "Riders can ask to be put on a cancellation list the day before they travel. Medical trips such as dialysis are given priority under the service's booking rules.",
      },
    ],
  },
  {
    id: 1010,
    lang: 'both',
    slug: 'richmond-asks-residents-for-input-on-next-phase-of-dike-upgrades',
    title: 'Richmond asks residents for input on next phase of dike upgrades',
    titlePa: 'ਰਿਚਮੰਡ ਵੱਲੋਂ ਬੰਨ੍ਹਾਂ ਨੂੰ ਉੱਚਾ ਕਰਨ ਦੇ ਅਗਲੇ ਪੜਾਅ ਬਾਰੇ ਵਸਨੀਕਾਂ ਤੋਂ ਸੁਝਾਅ ਮੰਗੇ',
    intro:
      'The city plans to raise about four kilometres of dike along the Middle Arm of the Fraser River to prepare for higher sea levels and stronger storms.',
    introPa:
      'ਸ਼ਹਿਰ ਸਮੁੰਦਰ ਦੇ ਵਧਦੇ ਪੱਧਰ ਅਤੇ ਤੇਜ਼ ਤੂਫ਼ਾਨਾਂ ਤੋਂ ਬਚਾਅ ਲਈ ਫਰੇਜ਼ਰ ਦਰਿਆ ਦੀ ਮਿਡਲ ਆਰਮ ਦੇ ਨਾਲ ਲਗਭਗ ਚਾਰ ਕਿਲੋਮੀਟਰ ਬੰਨ੍ਹ ਉੱਚਾ ਕਰਨ ਦੀ ਯੋਜਨਾ ਬਣਾ ਰਿਹਾ ਹੈ।',
    by: 'daniel',
    at: [4, '15:20'],
    images: [
      {
        url: '/media/images/bc/richmond-dike-upgrades.svg',
        cap: 'The Middle Arm of the Fraser River in Richmond.',
        capPa: 'ਰਿਚਮੰਡ ਵਿੱਚ ਫਰੇਜ਼ਰ ਦਰਿਆ ਦੀ ਮਿਡਲ ਆਰਮ।',
      },
    ],
    blocks: [
      {
        p: 'Most of Richmond sits about one metre above sea level and depends on nearly 50 kilometres of dikes. The city has been raising them section by section, and the next phase would add close to a metre of height along the Middle Arm.',
        pa: "ਰਿਚਮੰਡ ਦਾ ਜ਼ਿਆਦਾਤਰ ਹਿੱਸਾ ਸਮੁੰਦਰ ਤਲ ਤੋਂ ਲਗਭਗ ਇੱਕ ਮੀਟਰ ਉੱਚਾ ਹੈ ਅਤੇ ਕਰੀਬ 50 ਕਿਲੋਮੀਟਰ ਲੰਮੇ ਬੰਨ੍ਹਾਂ 'ਤੇ ਨਿਰਭਰ ਹੈ। ਸ਼ਹਿਰ ਇਨ੍ਹਾਂ ਨੂੰ ਹਿੱਸਿਆਂ ਵਿੱਚ ਉੱਚਾ ਕਰ ਰਿਹਾ ਹੈ, ਅਤੇ ਅਗਲੇ ਪੜਾਅ ਵਿੱਚ ਮਿਡਲ ਆਰਮ ਦੇ ਨਾਲ ਲਗਭਗ ਇੱਕ ਮੀਟਰ ਉਚਾਈ ਵਧਾਈ ਜਾਵੇਗੀ।",
      },
      {
        img: '/media/images/bc/richmond-middle-arm-dike.svg',
        cap: 'The walking path on top of the Middle Arm dike.',
        capPa: 'ਮਿਡਲ ਆਰਮ ਬੰਨ੍ਹ ਦੇ ਉੱਤੇ ਬਣਿਆ ਪੈਦਲ ਰਸਤਾ।',
      },
      {
        p: 'The work will change the popular walking and cycling path on top of the dike, and some trees may have to come down. The city wants feedback on path width, seating, lighting and where new trees should be planted.',
        pa: 'ਇਸ ਕੰਮ ਨਾਲ ਬੰਨ੍ਹ ਉੱਤੇ ਬਣੇ ਮਸ਼ਹੂਰ ਪੈਦਲ ਅਤੇ ਸਾਈਕਲ ਰਸਤੇ ਵਿੱਚ ਤਬਦੀਲੀ ਆਵੇਗੀ ਅਤੇ ਕੁਝ ਦਰਖ਼ਤ ਵੀ ਹਟਾਉਣੇ ਪੈ ਸਕਦੇ ਹਨ। ਸ਼ਹਿਰ ਰਸਤੇ ਦੀ ਚੌੜਾਈ, ਬੈਠਣ ਦੀਆਂ ਥਾਵਾਂ, ਲਾਈਟਾਂ ਅਤੇ ਨਵੇਂ ਦਰਖ਼ਤ ਲਾਉਣ ਦੀਆਂ ਥਾਵਾਂ ਬਾਰੇ ਲੋਕਾਂ ਦੀ ਰਾਏ ਚਾਹੁੰਦਾ ਹੈ।',
      },
      {
        p: 'An online survey is open for three weeks, and two drop-in sessions will be held at the community centre near the dike. Interpreters will be on hand in Punjabi, Cantonese, Mandarin and Tagalog.',
        pa: 'ਆਨਲਾਈਨ ਸਰਵੇਖਣ ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਲਈ ਖੁੱਲ੍ਹਾ ਹੈ, ਅਤੇ ਬੰਨ੍ਹ ਨੇੜਲੇ ਕਮਿਊਨਿਟੀ ਸੈਂਟਰ ਵਿੱਚ ਦੋ ਡਰਾਪ-ਇਨ ਸੈਸ਼ਨ ਹੋਣਗੇ। ਉੱਥੇ ਪੰਜਾਬੀ, ਕੈਂਟੋਨੀਜ਼, ਮੈਂਡਰਿਨ ਅਤੇ ਟਾਗਾਲੋਗ ਦੇ ਦੁਭਾਸ਼ੀਏ ਮੌਜੂਦ ਰਹਿਣਗੇ।',
      },
    ],
  },
  {
    id: 1011,
    lang: 'both',
    slug: 'north-delta-shop-owners-can-apply-for-storefront-grants',
    title: 'North Delta shop owners can apply for storefront improvement grants',
    titlePa: 'ਨੌਰਥ ਡੈਲਟਾ ਦੇ ਦੁਕਾਨਦਾਰ ਦੁਕਾਨਾਂ ਦੀ ਦਿੱਖ ਸੁਧਾਰਨ ਲਈ ਗ੍ਰਾਂਟ ਲੈ ਸਕਣਗੇ',
    intro:
      'Delta is offering matching grants of up to $5,000 for new signs, lighting and accessible entrances along Scott Road and 84 Avenue.',
    introPa:
      "ਡੈਲਟਾ ਸ਼ਹਿਰ ਸਕੌਟ ਰੋਡ ਅਤੇ 84 ਐਵੇਨਿਊ 'ਤੇ ਨਵੇਂ ਸਾਈਨ ਬੋਰਡਾਂ, ਲਾਈਟਾਂ ਅਤੇ ਪਹੁੰਚਯੋਗ ਦਰਵਾਜ਼ਿਆਂ ਲਈ 5,000 ਡਾਲਰ ਤੱਕ ਦੀਆਂ ਅੱਧ-ਹਿੱਸੇਦਾਰੀ ਵਾਲੀਆਂ ਗ੍ਰਾਂਟਾਂ ਦੇ ਰਿਹਾ ਹੈ।",
    by: 'simran',
    at: [5, '10:05'],
    updated: [5, '14:30'],
    images: [
      {
        url: '/media/images/bc/scott-road-storefronts.svg',
        cap: 'Shops along Scott Road in North Delta.',
        capPa: "ਨੌਰਥ ਡੈਲਟਾ ਵਿੱਚ ਸਕੌਟ ਰੋਡ 'ਤੇ ਦੁਕਾਨਾਂ।",
      },
    ],
    blocks: [
      {
        p: 'The program is aimed at independent businesses in the Scott Road corridor, where many sweet shops, clothing stores, travel agencies and immigration consultants are run by South Asian families. Owners must cover half the cost of each project.',
        pa: 'ਇਹ ਪ੍ਰੋਗਰਾਮ ਸਕੌਟ ਰੋਡ ਇਲਾਕੇ ਦੇ ਆਜ਼ਾਦ ਕਾਰੋਬਾਰਾਂ ਲਈ ਹੈ, ਜਿੱਥੇ ਮਿਠਾਈਆਂ ਦੀਆਂ ਦੁਕਾਨਾਂ, ਕੱਪੜਿਆਂ ਦੇ ਸਟੋਰ, ਟਰੈਵਲ ਏਜੰਸੀਆਂ ਅਤੇ ਇਮੀਗ੍ਰੇਸ਼ਨ ਸਲਾਹਕਾਰਾਂ ਦੇ ਬਹੁਤ ਸਾਰੇ ਦਫ਼ਤਰ ਦੱਖਣੀ ਏਸ਼ੀਆਈ ਪਰਿਵਾਰ ਚਲਾਉਂਦੇ ਹਨ। ਹਰ ਪ੍ਰੋਜੈਕਟ ਦਾ ਅੱਧਾ ਖ਼ਰਚਾ ਕਾਰੋਬਾਰੀ ਨੂੰ ਆਪ ਕਰਨਾ ਪਵੇਗਾ।',
      },
      {
        p: 'City staff say a brighter, more welcoming street brings more foot traffic and makes the area feel safer in the evening. Twenty-five grants are available in the first round, and applications will be reviewed in the order they arrive.',
        pa: 'ਸ਼ਹਿਰ ਦੇ ਅਮਲੇ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਰੌਸ਼ਨ ਅਤੇ ਸੋਹਣੀ ਸੜਕ ਨਾਲ ਗਾਹਕਾਂ ਦੀ ਆਮਦ ਵਧਦੀ ਹੈ ਅਤੇ ਸ਼ਾਮ ਵੇਲੇ ਇਲਾਕਾ ਵਧੇਰੇ ਸੁਰੱਖਿਅਤ ਮਹਿਸੂਸ ਹੁੰਦਾ ਹੈ। ਪਹਿਲੇ ਗੇੜ ਵਿੱਚ 25 ਗ੍ਰਾਂਟਾਂ ਦਿੱਤੀਆਂ ਜਾਣਗੀਆਂ ਅਤੇ ਅਰਜ਼ੀਆਂ ਜਿਸ ਕ੍ਰਮ ਵਿੱਚ ਆਉਣਗੀਆਂ, ਉਸੇ ਕ੍ਰਮ ਵਿੱਚ ਵਿਚਾਰੀਆਂ ਜਾਣਗੀਆਂ।',
      },
      {
        p: '<strong>Update:</strong> After questions from business owners, the city says the application form and a help session will also be offered in Punjabi. The session will be held at the North Delta recreation centre.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਕਾਰੋਬਾਰੀਆਂ ਦੇ ਸਵਾਲਾਂ ਤੋਂ ਬਾਅਦ ਸ਼ਹਿਰ ਨੇ ਕਿਹਾ ਹੈ ਕਿ ਅਰਜ਼ੀ ਫ਼ਾਰਮ ਅਤੇ ਮਦਦ ਸੈਸ਼ਨ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਉਪਲਬਧ ਹੋਣਗੇ। ਇਹ ਸੈਸ਼ਨ ਨੌਰਥ ਡੈਲਟਾ ਰੀਕ੍ਰੀਏਸ਼ਨ ਸੈਂਟਰ ਵਿੱਚ ਹੋਵੇਗਾ।',
      },
    ],
  },
  {
    id: 1012,
    lang: 'both',
    slug: 'vancouver-punjabi-market-plan-aims-to-bring-shoppers-back',
    title: "Vancouver's Punjabi Market plan aims to bring shoppers back to Main Street",
    titlePa: 'ਵੈਨਕੂਵਰ ਦੀ ਪੰਜਾਬੀ ਮਾਰਕੀਟ ਵਿੱਚ ਮੁੜ ਰੌਣਕ ਲਿਆਉਣ ਲਈ ਨਵੀਂ ਯੋਜਨਾ',
    intro:
      'A new city plan for the historic shopping strip on Main Street proposes wider sidewalks, a small plaza and support for long-time family businesses.',
    introPa:
      "ਮੇਨ ਸਟ੍ਰੀਟ 'ਤੇ ਇਤਿਹਾਸਕ ਬਾਜ਼ਾਰ ਲਈ ਸ਼ਹਿਰ ਦੀ ਨਵੀਂ ਯੋਜਨਾ ਵਿੱਚ ਚੌੜੇ ਫੁੱਟਪਾਥ, ਇੱਕ ਛੋਟਾ ਪਲਾਜ਼ਾ ਅਤੇ ਪੁਰਾਣੇ ਪਰਿਵਾਰਕ ਕਾਰੋਬਾਰਾਂ ਦੀ ਮਦਦ ਦੀ ਤਜਵੀਜ਼ ਹੈ।",
    by: 'maya',
    featured: true,
    at: [5, '20:15'],
    images: [
      {
        url: '/media/images/bc/punjabi-market-revitalization.svg',
        cap: 'The Punjabi Market stretch of Main Street in Vancouver.',
        capPa: "ਵੈਨਕੂਵਰ ਵਿੱਚ ਮੇਨ ਸਟ੍ਰੀਟ 'ਤੇ ਪੰਜਾਬੀ ਮਾਰਕੀਟ ਵਾਲਾ ਹਿੱਸਾ।",
      },
      {
        url: '/media/images/bc/punjabi-market-street-signs.svg',
        cap: 'The plan proposes street signs in English and Gurmukhi.',
        capPa: 'ਯੋਜਨਾ ਵਿੱਚ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਗੁਰਮੁਖੀ ਵਿੱਚ ਸੜਕੀ ਬੋਰਡਾਂ ਦੀ ਤਜਵੀਜ਼ ਹੈ।',
      },
    ],
    blocks: [
      {
        p: 'From the 1970s onward, the blocks around Main Street and 49th Avenue were the heart of Punjabi life in Vancouver, lined with fabric stores, jewellers and sweet shops. Many families later moved to Surrey, and several storefronts now sit empty.',
        pa: '1970ਵਿਆਂ ਤੋਂ ਮੇਨ ਸਟ੍ਰੀਟ ਅਤੇ 49ਵੀਂ ਐਵੇਨਿਊ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਦਾ ਇਲਾਕਾ ਵੈਨਕੂਵਰ ਵਿੱਚ ਪੰਜਾਬੀ ਜੀਵਨ ਦਾ ਧੁਰਾ ਰਿਹਾ ਹੈ, ਜਿੱਥੇ ਕੱਪੜੇ, ਗਹਿਣਿਆਂ ਅਤੇ ਮਿਠਾਈਆਂ ਦੀਆਂ ਦੁਕਾਨਾਂ ਦੀਆਂ ਕਤਾਰਾਂ ਸਨ। ਬਾਅਦ ਵਿੱਚ ਬਹੁਤ ਸਾਰੇ ਪਰਿਵਾਰ ਸਰੀ ਚਲੇ ਗਏ, ਅਤੇ ਹੁਣ ਕਈ ਦੁਕਾਨਾਂ ਖ਼ਾਲੀ ਪਈਆਂ ਹਨ।',
      },
      {
        img: '/media/images/bc/punjabi-market-main-street.svg',
        cap: 'Shops on Main Street near 49th Avenue.',
        capPa: '49ਵੀਂ ਐਵੇਨਿਊ ਨੇੜੇ ਮੇਨ ਸਟ੍ਰੀਟ ਦੀਆਂ ਦੁਕਾਨਾਂ।',
      },
      {
        q: 'My father opened this shop when the whole street spoke Punjabi. We want our grandchildren to feel that this place still belongs to them.',
        qPa: 'ਮੇਰੇ ਪਿਤਾ ਜੀ ਨੇ ਇਹ ਦੁਕਾਨ ਉਦੋਂ ਖੋਲ੍ਹੀ ਸੀ ਜਦੋਂ ਪੂਰੀ ਗਲੀ ਪੰਜਾਬੀ ਬੋਲਦੀ ਸੀ। ਅਸੀਂ ਚਾਹੁੰਦੇ ਹਾਂ ਕਿ ਸਾਡੇ ਪੋਤੇ-ਪੋਤੀਆਂ ਨੂੰ ਵੀ ਲੱਗੇ ਕਿ ਇਹ ਥਾਂ ਅਜੇ ਵੀ ਉਨ੍ਹਾਂ ਦੀ ਆਪਣੀ ਹੈ।',
        by: 'Surjit Lalli, owner of a fabric store on Main Street',
        byPa: "ਸੁਰਜੀਤ ਲੱਲੀ, ਮੇਨ ਸਟ੍ਰੀਟ 'ਤੇ ਕੱਪੜੇ ਦੀ ਦੁਕਾਨ ਦੇ ਮਾਲਕ",
      },
      {
        p: "The draft plan also suggests heritage-style street signs in English and Gurmukhi, public art about the neighbourhood's history and limits on chain stores at street level. The city will hold open houses before the plan goes to council.",
        pa: "ਖਰੜਾ ਯੋਜਨਾ ਵਿੱਚ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਗੁਰਮੁਖੀ ਵਿੱਚ ਵਿਰਾਸਤੀ ਢੰਗ ਦੇ ਸੜਕੀ ਬੋਰਡ, ਇਲਾਕੇ ਦਾ ਇਤਿਹਾਸ ਦੱਸਦੀ ਜਨਤਕ ਕਲਾ ਅਤੇ ਗਲੀ ਵਾਲੀ ਮੰਜ਼ਿਲ 'ਤੇ ਵੱਡੀਆਂ ਚੇਨ ਦੁਕਾਨਾਂ 'ਤੇ ਰੋਕ ਦੀ ਤਜਵੀਜ਼ ਵੀ ਹੈ। ਯੋਜਨਾ ਕੌਂਸਲ ਕੋਲ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ ਸ਼ਹਿਰ ਓਪਨ ਹਾਊਸ ਕਰੇਗਾ।",
      },
    ],
    video: {
      title: 'Walking the Punjabi Market with long-time shop owners',
      youtubeId: 'pjbmkt-wlk2',
      image: '/media/images/videos/pjbmkt-wlk2.svg',
    },
  },
  {
    id: 1013,
    lang: 'en',
    slug: 'abbotsford-berry-farms-face-new-checks-on-seasonal-worker-housing',
    title: 'Abbotsford berry farms face new checks on seasonal worker housing',
    intro:
      'Provincial inspectors will visit more Fraser Valley farms this year to check the bunkhouses and trailers used by seasonal farmworkers.',
    by: 'gurvinder',
    at: [6, '09:00'],
    images: [
      {
        url: '/media/images/bc/fraser-valley-berry-farm.svg',
        cap: 'Blueberry fields on the edge of Abbotsford.',
      },
    ],
    blocks: [
      {
        p: 'The inspections will look at fire safety, drinking water, heating and the number of beds in each unit. Advocates for farmworkers have long said some housing is overcrowded and poorly kept, especially on smaller farms that rely on labour contractors.',
      },
      {
        p: "Growers' associations say most farms already meet the standards and welcome clear rules. They have asked for written guidance in advance so owners can fix problems before inspectors arrive.",
      },
      {
        p: 'Workers with concerns about their housing can contact the employment standards branch, and complaints can be made in Punjabi through an interpreter. A community legal clinic in Abbotsford also gives free advice on weekday evenings.',
      },
    ],
  },
  {
    id: 1014,
    lang: 'pa',
    slug: 'free-punjabi-health-sessions-for-seniors-in-surrey',
    title: 'ਸਰੀ ਵਿੱਚ ਬਜ਼ੁਰਗਾਂ ਲਈ ਪੰਜਾਬੀ ਵਿੱਚ ਮੁਫ਼ਤ ਸਿਹਤ ਜਾਣਕਾਰੀ ਸੈਸ਼ਨ ਸ਼ੁਰੂ',
    intro: 'ਸ਼ੂਗਰ, ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ ਅਤੇ ਦਵਾਈਆਂ ਦੀ ਸਹੀ ਵਰਤੋਂ ਬਾਰੇ ਹਫ਼ਤਾਵਾਰੀ ਸੈਸ਼ਨ ਨਿਊਟਨ ਅਤੇ ਫਲੀਟਵੁੱਡ ਦੀਆਂ ਲਾਇਬ੍ਰੇਰੀਆਂ ਵਿੱਚ ਹੋਣਗੇ।',
    by: 'navneet',
    at: [7, '14:45'],
    images: [
      {
        url: '/media/images/bc/surrey-seniors-health-session.svg',
        cap: 'ਨਿਊਟਨ ਲਾਇਬ੍ਰੇਰੀ ਵਿੱਚ ਸਿਹਤ ਸੈਸ਼ਨ ਦੌਰਾਨ ਬਜ਼ੁਰਗ।',
      },
    ],
    blocks: [
      {
        p: 'ਇਹ ਸੈਸ਼ਨ ਇੱਕ ਸਥਾਨਕ ਸਿਹਤ ਸੰਸਥਾ ਅਤੇ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲੇ ਫਾਰਮਾਸਿਸਟਾਂ ਦੇ ਇੱਕ ਗਰੁੱਪ ਵੱਲੋਂ ਕਰਵਾਏ ਜਾ ਰਹੇ ਹਨ। ਹਰ ਸੈਸ਼ਨ ਲਗਭਗ ਡੇਢ ਘੰਟੇ ਦਾ ਹੋਵੇਗਾ ਅਤੇ ਅਖ਼ੀਰ ਵਿੱਚ ਸਵਾਲ-ਜਵਾਬ ਲਈ ਸਮਾਂ ਰੱਖਿਆ ਗਿਆ ਹੈ।',
      },
      {
        q: 'ਬਹੁਤ ਸਾਰੇ ਬਜ਼ੁਰਗ ਦਵਾਈ ਦੀ ਪਰਚੀ ਪੜ੍ਹ ਨਹੀਂ ਸਕਦੇ ਅਤੇ ਝਿਜਕਦੇ ਹੋਏ ਪੁੱਛਦੇ ਵੀ ਨਹੀਂ। ਆਪਣੀ ਬੋਲੀ ਵਿੱਚ ਗੱਲ ਕਰਕੇ ਉਹ ਖੁੱਲ੍ਹ ਕੇ ਸਵਾਲ ਕਰਦੇ ਹਨ।',
        by: 'ਹਰਲੀਨ ਕੌਰ ਬਰਾੜ, ਫਾਰਮਾਸਿਸਟ',
      },
      {
        p: 'ਸੈਸ਼ਨਾਂ ਵਿੱਚ ਦਾਖ਼ਲਾ ਮੁਫ਼ਤ ਹੈ, ਪਰ ਥਾਵਾਂ ਸੀਮਤ ਹੋਣ ਕਰਕੇ ਪਹਿਲਾਂ ਨਾਂ ਦਰਜ ਕਰਵਾਉਣਾ ਜ਼ਰੂਰੀ ਹੈ। ਬਜ਼ੁਰਗ ਆਪਣੀਆਂ ਦਵਾਈਆਂ ਦੀ ਸੂਚੀ ਨਾਲ ਲਿਆ ਸਕਦੇ ਹਨ ਤਾਂ ਜੋ ਫਾਰਮਾਸਿਸਟ ਉਨ੍ਹਾਂ ਨੂੰ ਨਿੱਜੀ ਸਲਾਹ ਦੇ ਸਕਣ।',
      },
    ],
  },
  {
    id: 1015,
    lang: 'both',
    slug: 'province-adds-evening-and-weekend-mri-scans-to-cut-wait-lists',
    title: 'Province adds evening and weekend MRI scans to cut wait lists',
    titlePa: "ਉਡੀਕ ਸੂਚੀਆਂ ਘਟਾਉਣ ਲਈ ਹੁਣ ਸ਼ਾਮ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ 'ਤੇ ਵੀ ਹੋਣਗੇ ਐਮ.ਆਰ.ਆਈ. ਸਕੈਨ",
    intro:
      'Hospitals in Surrey, Abbotsford and Vancouver will run MRI machines until 11 p.m. and on Sundays, adding an estimated 18,000 scans a year.',
    introPa:
      'ਸਰੀ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਵੈਨਕੂਵਰ ਦੇ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਐਮ.ਆਰ.ਆਈ. ਮਸ਼ੀਨਾਂ ਰਾਤ 11 ਵਜੇ ਤੱਕ ਅਤੇ ਐਤਵਾਰ ਨੂੰ ਵੀ ਚੱਲਣਗੀਆਂ, ਜਿਸ ਨਾਲ ਸਾਲ ਵਿੱਚ ਲਗਭਗ 18,000 ਵਾਧੂ ਸਕੈਨ ਹੋ ਸਕਣਗੇ।',
    by: 'jaspal',
    at: [9, '11:30'],
    images: [
      {
        url: '/media/images/bc/mri-scanner-evening-clinic.svg',
        cap: 'An MRI suite at a Lower Mainland hospital.',
        capPa: 'ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਇੱਕ ਹਸਪਤਾਲ ਵਿੱਚ ਐਮ.ਆਰ.ਆਈ. ਕਮਰਾ।',
      },
    ],
    blocks: [
      {
        p: 'Patients in BC can wait several months for a non-urgent MRI, and the delays hold up diagnoses and surgeries. The Ministry of Health says the extra hours will be staffed by newly trained technologists and by staff who volunteer for additional shifts.',
        pa: 'ਬੀ.ਸੀ. ਵਿੱਚ ਮਰੀਜ਼ਾਂ ਨੂੰ ਗ਼ੈਰ-ਜ਼ਰੂਰੀ ਐਮ.ਆਰ.ਆਈ. ਲਈ ਕਈ ਮਹੀਨੇ ਉਡੀਕ ਕਰਨੀ ਪੈ ਸਕਦੀ ਹੈ, ਜਿਸ ਨਾਲ ਬਿਮਾਰੀ ਦੀ ਪਛਾਣ ਅਤੇ ਅਪਰੇਸ਼ਨਾਂ ਵਿੱਚ ਦੇਰੀ ਹੁੰਦੀ ਹੈ। ਸਿਹਤ ਮੰਤਰਾਲੇ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਵਾਧੂ ਘੰਟਿਆਂ ਲਈ ਨਵੇਂ ਸਿਖਲਾਈ-ਪ੍ਰਾਪਤ ਟੈਕਨੋਲੋਜਿਸਟ ਅਤੇ ਆਪਣੀ ਮਰਜ਼ੀ ਨਾਲ ਵਾਧੂ ਸ਼ਿਫਟਾਂ ਲੈਣ ਵਾਲਾ ਅਮਲਾ ਤਾਇਨਾਤ ਹੋਵੇਗਾ।',
      },
      {
        q: 'An evening slot is a blessing for people like me who cannot take another unpaid day off work.',
        qPa: 'ਮੇਰੇ ਵਰਗੇ ਲੋਕਾਂ ਲਈ, ਜੋ ਕੰਮ ਤੋਂ ਇੱਕ ਹੋਰ ਬਿਨਾਂ ਤਨਖ਼ਾਹ ਵਾਲੀ ਛੁੱਟੀ ਨਹੀਂ ਲੈ ਸਕਦੇ, ਸ਼ਾਮ ਦਾ ਸਮਾਂ ਕਿਸੇ ਰਹਿਮਤ ਤੋਂ ਘੱਟ ਨਹੀਂ।',
        by: 'Rajwinder Sahota, a warehouse worker waiting for a knee scan',
        byPa: 'ਰਾਜਵਿੰਦਰ ਸਹੋਤਾ, ਗੋਡੇ ਦੇ ਸਕੈਨ ਦੀ ਉਡੀਕ ਕਰ ਰਹੇ ਵੇਅਰਹਾਊਸ ਕਾਮੇ',
      },
      {
        p: 'Patients already on a wait list do not need to do anything, as hospitals will call them to offer earlier appointments. People who cannot make an evening slot will keep their place in line.',
        pa: 'ਜਿਹੜੇ ਮਰੀਜ਼ ਪਹਿਲਾਂ ਹੀ ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਹਨ, ਉਨ੍ਹਾਂ ਨੂੰ ਕੁਝ ਕਰਨ ਦੀ ਲੋੜ ਨਹੀਂ, ਕਿਉਂਕਿ ਹਸਪਤਾਲ ਆਪ ਫ਼ੋਨ ਕਰਕੇ ਛੇਤੀ ਦਾ ਸਮਾਂ ਦੇਣਗੇ। ਜੋ ਲੋਕ ਸ਼ਾਮ ਦੇ ਸਮੇਂ ਨਹੀਂ ਆ ਸਕਦੇ, ਉਨ੍ਹਾਂ ਦੀ ਵਾਰੀ ਬਰਕਰਾਰ ਰਹੇਗੀ।',
      },
    ],
  },
];
