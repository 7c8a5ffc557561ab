/**
 * Demo news for the BC category from the weeks before, ids 1016–1021: permits, schools, weather,
 * housing, flood recovery and libraries. Every person, business and organisation named here is
 * invented; each draft holds its English and Punjabi text side by side and becomes a PostInput
 * through `newsPost`.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { newsPost, type NewsDraft } from '../helpers';

/** The BC posts of the weeks before, tagged 'bc'. */
export function bcEarlierPosts(d: SeedDates): PostInput[] {
  return BC_EARLIER.map((draft) => newsPost(d, draft, 'bc'));
}

const BC_EARLIER: NewsDraft[] = [
  {
    id: 1016,
    lang: 'en',
    slug: 'surrey-simplifies-licences-for-food-trucks',
    title: 'Surrey simplifies licences for food trucks at parks and events',
    intro:
      'A single yearly permit will replace separate approvals for each park and festival, a change food truck owners say will save them weeks of paperwork.',
    by: 'daniel',
    at: [12, '08:20'],
    updated: [12, '12:45'],
    images: [
      {
        url: '/media/images/bc/surrey-food-truck-permits.svg',
        cap: 'A food truck serving customers at a Surrey park.',
      },
    ],
    blocks: [
      {
        p: 'Until now, operators needed a business licence plus a separate permit for every location and festival where they wanted to sell. Council has approved a combined permit that covers city parks, approved street spots and city-run events.',
      },
      {
        img: '/media/images/bc/surrey-food-truck-festival.svg',
        cap: 'Food trucks line up at a community festival in Surrey.',
      },
      {
        p: 'Owners of trucks selling butter chicken wraps, tacos and Filipino barbecue told council the old rules made it hard to plan ahead. The new permit will cost about the same as two of the old ones.',
      },
      {
        p: '<strong>Update:</strong> The city says the combined permit will be available online starting next month. Existing permits will stay valid until they expire.',
      },
    ],
  },
  {
    id: 1017,
    lang: 'both',
    slug: 'more-vancouver-high-schools-to-offer-punjabi-language-courses',
    title: 'More Vancouver high schools to offer Punjabi language courses',
    titlePa: 'ਵੈਨਕੂਵਰ ਦੇ ਹੋਰ ਹਾਈ ਸਕੂਲਾਂ ਵਿੱਚ ਪੜ੍ਹਾਈ ਜਾਵੇਗੀ ਪੰਜਾਬੀ',
    intro:
      'Punjabi will be taught at three more Vancouver secondary schools from the next school year, after parents and students gathered signatures across the district.',
    introPa:
      'ਮਾਪਿਆਂ ਅਤੇ ਵਿਦਿਆਰਥੀਆਂ ਵੱਲੋਂ ਜ਼ਿਲ੍ਹੇ ਭਰ ਵਿੱਚ ਦਸਤਖ਼ਤ ਇਕੱਠੇ ਕਰਨ ਤੋਂ ਬਾਅਦ ਅਗਲੇ ਸਕੂਲੀ ਸਾਲ ਤੋਂ ਵੈਨਕੂਵਰ ਦੇ ਤਿੰਨ ਹੋਰ ਸੈਕੰਡਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਪੜ੍ਹਾਈ ਜਾਵੇਗੀ।',
    by: 'simran',
    featured: true,
    at: [16, '16:40'],
    images: [
      {
        url: '/media/images/bc/vancouver-punjabi-classes.svg',
        cap: 'A Punjabi language class at a Vancouver secondary school.',
        capPa: 'ਵੈਨਕੂਵਰ ਦੇ ਇੱਕ ਸੈਕੰਡਰੀ ਸਕੂਲ ਵਿੱਚ ਪੰਜਾਬੀ ਦੀ ਕਲਾਸ।',
      },
      {
        url: '/media/images/bc/punjabi-textbooks.svg',
        cap: 'Gurmukhi workbooks used in the Grade 9 course.',
        capPa: 'ਨੌਵੀਂ ਜਮਾਤ ਦੇ ਕੋਰਸ ਵਿੱਚ ਵਰਤੀਆਂ ਜਾਂਦੀਆਂ ਗੁਰਮੁਖੀ ਦੀਆਂ ਕਿਤਾਬਾਂ।',
      },
    ],
    blocks: [
      {
        p: 'Punjabi has been part of the provincial curriculum from Grade 5 to Grade 12 for many years, but schools only offer it when enough students sign up and a qualified teacher is available. The district says it has hired two new teachers and will share a third between schools.',
        pa: 'ਪੰਜਾਬੀ ਕਈ ਸਾਲਾਂ ਤੋਂ ਪੰਜਵੀਂ ਤੋਂ ਬਾਰ੍ਹਵੀਂ ਜਮਾਤ ਤੱਕ ਸੂਬਾਈ ਪਾਠਕ੍ਰਮ ਦਾ ਹਿੱਸਾ ਹੈ, ਪਰ ਸਕੂਲ ਇਹ ਵਿਸ਼ਾ ਉਦੋਂ ਹੀ ਪੜ੍ਹਾਉਂਦੇ ਹਨ ਜਦੋਂ ਕਾਫ਼ੀ ਵਿਦਿਆਰਥੀ ਨਾਂ ਲਿਖਾਉਣ ਅਤੇ ਯੋਗ ਅਧਿਆਪਕ ਮਿਲ ਜਾਵੇ। ਜ਼ਿਲ੍ਹੇ ਮੁਤਾਬਕ ਦੋ ਨਵੇਂ ਅਧਿਆਪਕ ਭਰਤੀ ਕੀਤੇ ਗਏ ਹਨ ਅਤੇ ਤੀਜਾ ਅਧਿਆਪਕ ਸਕੂਲਾਂ ਵਿਚਾਲੇ ਸਾਂਝਾ ਹੋਵੇਗਾ।',
      },
      {
        img: '/media/images/bc/punjabi-class-vancouver.svg',
        cap: 'Students in a Grade 9 Punjabi class.',
        capPa: 'ਨੌਵੀਂ ਜਮਾਤ ਦੀ ਪੰਜਾਬੀ ਕਲਾਸ ਵਿੱਚ ਵਿਦਿਆਰਥੀ।',
      },
      {
        q: 'I speak Punjabi with my grandmother every day, but I wanted to read and write it properly. Now my younger brother can take it at his own school.',
        qPa: 'ਮੈਂ ਹਰ ਰੋਜ਼ ਆਪਣੇ ਦਾਦੀ ਜੀ ਨਾਲ ਪੰਜਾਬੀ ਬੋਲਦੀ ਹਾਂ, ਪਰ ਮੈਂ ਇਸ ਨੂੰ ਸਹੀ ਢੰਗ ਨਾਲ ਪੜ੍ਹਨਾ-ਲਿਖਣਾ ਵੀ ਸਿੱਖਣਾ ਚਾਹੁੰਦੀ ਸੀ। ਹੁਣ ਮੇਰਾ ਛੋਟਾ ਭਰਾ ਆਪਣੇ ਸਕੂਲ ਵਿੱਚ ਹੀ ਇਹ ਵਿਸ਼ਾ ਲੈ ਸਕੇਗਾ।',
        by: 'Gurleen Atwal, Grade 11 student',
        byPa: 'ਗੁਰਲੀਨ ਅਟਵਾਲ, ਗਿਆਰ੍ਹਵੀਂ ਜਮਾਤ ਦੀ ਵਿਦਿਆਰਥਣ',
      },
      {
        p: 'Students who complete Punjabi 12 can count it toward university entrance requirements. Families can talk to their school counsellor before the course-selection deadline.',
        pa: 'ਪੰਜਾਬੀ 12 ਪਾਸ ਕਰਨ ਵਾਲੇ ਵਿਦਿਆਰਥੀ ਇਸ ਨੂੰ ਯੂਨੀਵਰਸਿਟੀ ਦਾਖ਼ਲੇ ਦੀਆਂ ਸ਼ਰਤਾਂ ਲਈ ਗਿਣਵਾ ਸਕਦੇ ਹਨ। ਪਰਿਵਾਰ ਵਿਸ਼ੇ ਚੁਣਨ ਦੀ ਆਖ਼ਰੀ ਤਾਰੀਖ਼ ਤੋਂ ਪਹਿਲਾਂ ਸਕੂਲ ਕਾਊਂਸਲਰ ਨਾਲ ਗੱਲ ਕਰ ਸਕਦੇ ਹਨ।',
      },
    ],
  },
  {
    id: 1018,
    lang: 'en',
    slug: 'windstorm-leaves-thousands-without-power-across-the-lower-mainland',
    title: 'Windstorm leaves thousands without power across the Lower Mainland',
    intro:
      'Gusts of up to 90 km/h brought down trees and power lines in Surrey, Delta and Langley, and crews worked through the night to restore service.',
    by: 'jaspal',
    at: [21, '10:10'],
    images: [
      {
        url: '/media/images/bc/lower-mainland-windstorm.svg',
        cap: 'A fallen tree blocks a residential street in Surrey.',
      },
    ],
    blocks: [
      {
        p: 'At the peak of the storm, more than 60,000 customers were without electricity, according to the provincial power utility. Most had power back by the following afternoon, but some rural pockets of Langley and Abbotsford waited longer.',
      },
      {
        p: 'Several roads were closed for hours because of fallen trees, including stretches of 0 Avenue and 16 Avenue. No serious injuries were reported.',
      },
      {
        p: "Emergency officials remind residents to stay at least 10 metres away from downed lines and to keep a 72-hour emergency kit at home. Outage updates are posted on the utility's website and are available by phone.",
      },
    ],
    audio: {
      title: 'News bulletin: windstorm outages across the Lower Mainland',
      url: '/media/audio/bulletin-windstorm-outages.wav',
      duration: 27,
    },
  },
  {
    id: 1019,
    lang: 'both',
    slug: 'new-housing-co-op-for-seniors-opens-in-richmond',
    title: 'New housing co-op for seniors opens its doors in Richmond',
    titlePa: 'ਰਿਚਮੰਡ ਵਿੱਚ ਬਜ਼ੁਰਗਾਂ ਲਈ ਨਵੀਂ ਹਾਊਸਿੰਗ ਕੋ-ਆਪ ਦੇ ਦਰਵਾਜ਼ੇ ਖੁੱਲ੍ਹੇ',
    intro:
      'The 96-unit building near Steveston Highway offers rents tied to income, and its waiting list is already longer than the number of homes.',
    introPa:
      'ਸਟੀਵਸਟਨ ਹਾਈਵੇ ਨੇੜੇ 96 ਘਰਾਂ ਵਾਲੀ ਇਸ ਇਮਾਰਤ ਵਿੱਚ ਕਿਰਾਇਆ ਆਮਦਨ ਮੁਤਾਬਕ ਤੈਅ ਹੋਵੇਗਾ, ਅਤੇ ਉਡੀਕ ਸੂਚੀ ਪਹਿਲਾਂ ਹੀ ਘਰਾਂ ਦੀ ਗਿਣਤੀ ਤੋਂ ਲੰਮੀ ਹੋ ਚੁੱਕੀ ਹੈ।',
    by: 'gurvinder',
    at: [28, '13:00'],
    images: [
      {
        url: '/media/images/bc/richmond-seniors-housing-coop.svg',
        cap: "The new seniors' housing co-op near Steveston Highway.",
        capPa: 'ਸਟੀਵਸਟਨ ਹਾਈਵੇ ਨੇੜੇ ਬਜ਼ੁਰਗਾਂ ਦੀ ਨਵੀਂ ਹਾਊਸਿੰਗ ਕੋ-ਆਪ।',
      },
    ],
    blocks: [
      {
        p: 'The co-op was built on city-owned land with funding from the provincial and federal governments. Members will share in running the building, from the garden committee to monthly meetings about maintenance.',
        pa: "ਇਹ ਕੋ-ਆਪ ਸ਼ਹਿਰ ਦੀ ਜ਼ਮੀਨ 'ਤੇ ਸੂਬਾਈ ਅਤੇ ਫੈਡਰਲ ਸਰਕਾਰਾਂ ਦੇ ਫੰਡਾਂ ਨਾਲ ਬਣੀ ਹੈ। ਮੈਂਬਰ ਇਮਾਰਤ ਨੂੰ ਚਲਾਉਣ ਵਿੱਚ ਹੱਥ ਵਟਾਉਣਗੇ, ਬਾਗ਼ ਕਮੇਟੀ ਤੋਂ ਲੈ ਕੇ ਮੁਰੰਮਤ ਬਾਰੇ ਮਹੀਨਾਵਾਰ ਮੀਟਿੰਗਾਂ ਤੱਕ।",
      },
      {
        img: '/media/images/bc/richmond-seniors-coop-garden.svg',
        cap: 'Residents tend raised garden beds at the new co-op.',
        capPa: 'ਨਵੀਂ ਕੋ-ਆਪ ਵਿੱਚ ਕਿਆਰੀਆਂ ਦੀ ਸਾਂਭ-ਸੰਭਾਲ ਕਰਦੇ ਵਸਨੀਕ।',
      },
      {
        p: 'Many of the first residents are seniors who lived alone on a fixed pension and paid more than half of it in rent. The building has a shared kitchen large enough for community meals and a prayer and meditation room open to all faiths.',
        pa: 'ਪਹਿਲੇ ਵਸਨੀਕਾਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਉਹ ਬਜ਼ੁਰਗ ਹਨ ਜੋ ਇਕੱਲੇ ਰਹਿੰਦੇ ਸਨ ਅਤੇ ਆਪਣੀ ਬੱਝਵੀਂ ਪੈਨਸ਼ਨ ਦਾ ਅੱਧੇ ਤੋਂ ਵੱਧ ਹਿੱਸਾ ਕਿਰਾਏ ਵਿੱਚ ਦੇ ਰਹੇ ਸਨ। ਇਮਾਰਤ ਵਿੱਚ ਸਾਂਝੀ ਰਸੋਈ ਹੈ ਜੋ ਸਮੂਹਿਕ ਖਾਣੇ ਲਈ ਕਾਫ਼ੀ ਵੱਡੀ ਹੈ, ਅਤੇ ਹਰ ਧਰਮ ਦੇ ਲੋਕਾਂ ਲਈ ਅਰਦਾਸ ਅਤੇ ਧਿਆਨ ਦਾ ਕਮਰਾ ਵੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1020,
    lang: 'both',
    slug: 'sumas-prairie-farmers-weigh-buyout-offers-as-flood-plan-takes-shape',
    title: 'Sumas Prairie farmers weigh buyout offers as flood protection plan takes shape',
    titlePa: "ਹੜ੍ਹ ਸੁਰੱਖਿਆ ਯੋਜਨਾ ਦੇ ਨਾਲ-ਨਾਲ ਸੂਮਾਸ ਪ੍ਰੇਅਰੀ ਦੇ ਕਿਸਾਨ ਜ਼ਮੀਨ ਖ਼ਰੀਦ ਦੀਆਂ ਪੇਸ਼ਕਸ਼ਾਂ 'ਤੇ ਕਰ ਰਹੇ ਵਿਚਾਰ",
    intro:
      'Some families on the lowest parts of the old lake bed have been offered voluntary buyouts, while the city moves ahead with a new pump station and higher dikes.',
    introPa:
      'ਪੁਰਾਣੀ ਝੀਲ ਦੇ ਸਭ ਤੋਂ ਨੀਵੇਂ ਹਿੱਸਿਆਂ ਵਿੱਚ ਰਹਿੰਦੇ ਕੁਝ ਪਰਿਵਾਰਾਂ ਨੂੰ ਆਪਣੀ ਮਰਜ਼ੀ ਨਾਲ ਜ਼ਮੀਨ ਵੇਚਣ ਦੀ ਪੇਸ਼ਕਸ਼ ਮਿਲੀ ਹੈ, ਜਦਕਿ ਸ਼ਹਿਰ ਨਵੇਂ ਪੰਪ ਸਟੇਸ਼ਨ ਅਤੇ ਉੱਚੇ ਬੰਨ੍ਹਾਂ ਦਾ ਕੰਮ ਅੱਗੇ ਵਧਾ ਰਿਹਾ ਹੈ।',
    by: 'jaspal',
    at: [37, '09:45'],
    updated: [37, '15:10'],
    images: [
      {
        url: '/media/images/bc/sumas-prairie-flood-recovery.svg',
        cap: 'Farmland on Sumas Prairie near Abbotsford.',
        capPa: 'ਐਬਟਸਫੋਰਡ ਨੇੜੇ ਸੂਮਾਸ ਪ੍ਰੇਅਰੀ ਦੀ ਖੇਤੀਬਾੜੀ ਵਾਲੀ ਜ਼ਮੀਨ।',
      },
    ],
    blocks: [
      {
        p: 'The devastating floods of 2021 forced thousands of people from their homes and drowned livestock across the prairie. Many of the dairy and poultry farms hit hardest belong to Punjabi families who have farmed the area for decades.',
        pa: '2021 ਦੇ ਭਿਆਨਕ ਹੜ੍ਹਾਂ ਨੇ ਹਜ਼ਾਰਾਂ ਲੋਕਾਂ ਨੂੰ ਘਰ ਛੱਡਣ ਲਈ ਮਜਬੂਰ ਕਰ ਦਿੱਤਾ ਸੀ ਅਤੇ ਪੂਰੇ ਇਲਾਕੇ ਵਿੱਚ ਪਸ਼ੂ ਡੁੱਬ ਗਏ ਸਨ। ਸਭ ਤੋਂ ਵੱਧ ਪ੍ਰਭਾਵਿਤ ਡੇਅਰੀ ਅਤੇ ਪੋਲਟਰੀ ਫਾਰਮਾਂ ਵਿੱਚੋਂ ਬਹੁਤ ਸਾਰੇ ਉਨ੍ਹਾਂ ਪੰਜਾਬੀ ਪਰਿਵਾਰਾਂ ਦੇ ਹਨ ਜੋ ਦਹਾਕਿਆਂ ਤੋਂ ਇੱਥੇ ਖੇਤੀ ਕਰ ਰਹੇ ਹਨ।',
      },
      {
        img: '/media/images/bc/sumas-prairie-pump-station.svg',
        cap: 'Construction at the site of the new pump station.',
        capPa: "ਨਵੇਂ ਪੰਪ ਸਟੇਸ਼ਨ ਵਾਲੀ ਥਾਂ 'ਤੇ ਚੱਲ ਰਿਹਾ ਉਸਾਰੀ ਦਾ ਕੰਮ।",
      },
      {
        p: 'Farmers say the decision is about more than money, since land in the valley rarely comes up for sale and starting again elsewhere can take years. The city says the buyouts are voluntary and owners can take time to get independent advice.',
        pa: 'ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਫ਼ੈਸਲਾ ਸਿਰਫ਼ ਪੈਸੇ ਦਾ ਨਹੀਂ, ਕਿਉਂਕਿ ਵੈਲੀ ਵਿੱਚ ਜ਼ਮੀਨ ਘੱਟ ਹੀ ਵਿਕਾਊ ਹੁੰਦੀ ਹੈ ਅਤੇ ਕਿਸੇ ਹੋਰ ਥਾਂ ਨਵੇਂ ਸਿਰਿਓਂ ਸ਼ੁਰੂਆਤ ਕਰਨ ਵਿੱਚ ਸਾਲ ਲੱਗ ਜਾਂਦੇ ਹਨ। ਸ਼ਹਿਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਪੇਸ਼ਕਸ਼ਾਂ ਸਵੈ-ਇੱਛੁਕ ਹਨ ਅਤੇ ਮਾਲਕ ਆਜ਼ਾਦ ਸਲਾਹ ਲੈਣ ਲਈ ਸਮਾਂ ਲੈ ਸਕਦੇ ਹਨ।',
      },
      {
        p: '<strong>Update:</strong> The city has added a Punjabi-language information evening for affected property owners at a community hall on Sumas Prairie. Staff from the provincial agriculture ministry will attend to answer questions about farm supports.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸ਼ਹਿਰ ਨੇ ਪ੍ਰਭਾਵਿਤ ਜ਼ਮੀਨ ਮਾਲਕਾਂ ਲਈ ਪੰਜਾਬੀ ਵਿੱਚ ਇੱਕ ਜਾਣਕਾਰੀ ਸ਼ਾਮ ਰੱਖੀ ਹੈ, ਜੋ ਸੂਮਾਸ ਪ੍ਰੇਅਰੀ ਦੇ ਇੱਕ ਕਮਿਊਨਿਟੀ ਹਾਲ ਵਿੱਚ ਹੋਵੇਗੀ। ਕਿਸਾਨਾਂ ਲਈ ਮਦਦ ਬਾਰੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦੇਣ ਲਈ ਸੂਬਾਈ ਖੇਤੀਬਾੜੀ ਮੰਤਰਾਲੇ ਦਾ ਅਮਲਾ ਵੀ ਮੌਜੂਦ ਰਹੇਗਾ।',
      },
    ],
  },
  {
    id: 1021,
    lang: 'both',
    slug: 'surrey-council-approves-bigger-library-and-youth-space-for-newton',
    title: 'Surrey council approves bigger library and youth space for Newton',
    titlePa: 'ਸਰੀ ਕੌਂਸਲ ਵੱਲੋਂ ਨਿਊਟਨ ਲਈ ਵੱਡੀ ਲਾਇਬ੍ਰੇਰੀ ਅਤੇ ਨੌਜਵਾਨਾਂ ਲਈ ਥਾਂ ਨੂੰ ਮਨਜ਼ੂਰੀ',
    intro:
      'The expanded branch will double its floor space, add homework rooms and a teen lounge, and keep its large collection of Punjabi books.',
    introPa:
      'ਨਵੀਂ ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਰਕਬਾ ਦੁੱਗਣਾ ਹੋਵੇਗਾ, ਹੋਮਵਰਕ ਕਮਰੇ ਅਤੇ ਨੌਜਵਾਨਾਂ ਲਈ ਲਾਊਂਜ ਬਣੇਗਾ, ਅਤੇ ਪੰਜਾਬੀ ਕਿਤਾਬਾਂ ਦਾ ਵੱਡਾ ਭੰਡਾਰ ਵੀ ਬਰਕਰਾਰ ਰਹੇਗਾ।',
    by: 'simran',
    at: [50, '18:30'],
    images: [
      {
        url: '/media/images/bc/newton-library-expansion.svg',
        cap: 'The Newton library branch, which will double in size.',
        capPa: 'ਨਿਊਟਨ ਲਾਇਬ੍ਰੇਰੀ, ਜਿਸ ਦਾ ਆਕਾਰ ਦੁੱਗਣਾ ਹੋਵੇਗਾ।',
      },
    ],
    blocks: [
      {
        p: 'The Newton branch is one of the busiest in the city, and staff say every seat is often taken after school. The new design includes quiet study rooms, a maker space with computers and 3D printers, and a multipurpose room for community groups.',
        pa: 'ਨਿਊਟਨ ਬ੍ਰਾਂਚ ਸ਼ਹਿਰ ਦੀਆਂ ਸਭ ਤੋਂ ਵਿਅਸਤ ਲਾਇਬ੍ਰੇਰੀਆਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ, ਅਤੇ ਅਮਲੇ ਮੁਤਾਬਕ ਸਕੂਲ ਤੋਂ ਬਾਅਦ ਅਕਸਰ ਕੋਈ ਕੁਰਸੀ ਖ਼ਾਲੀ ਨਹੀਂ ਹੁੰਦੀ। ਨਵੇਂ ਡਿਜ਼ਾਈਨ ਵਿੱਚ ਸ਼ਾਂਤ ਪੜ੍ਹਾਈ ਵਾਲੇ ਕਮਰੇ, ਕੰਪਿਊਟਰਾਂ ਅਤੇ 3D ਪ੍ਰਿੰਟਰਾਂ ਵਾਲੀ ਮੇਕਰ ਸਪੇਸ ਅਤੇ ਭਾਈਚਾਰਕ ਜਥੇਬੰਦੀਆਂ ਲਈ ਇੱਕ ਬਹੁ-ਮੰਤਵੀ ਕਮਰਾ ਸ਼ਾਮਲ ਹੈ।',
      },
      {
        p: "The library's Punjabi collection of novels, poetry, children's books and magazines will move to a larger dedicated area. Regular programs such as Punjabi story time for toddlers will continue at a nearby recreation centre during construction.",
        pa: "ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਪੰਜਾਬੀ ਭੰਡਾਰ, ਜਿਸ ਵਿੱਚ ਨਾਵਲ, ਕਵਿਤਾ, ਬੱਚਿਆਂ ਦੀਆਂ ਕਿਤਾਬਾਂ ਅਤੇ ਰਸਾਲੇ ਸ਼ਾਮਲ ਹਨ, ਇੱਕ ਵੱਡੀ ਵੱਖਰੀ ਥਾਂ 'ਤੇ ਜਾਵੇਗਾ। ਛੋਟੇ ਬੱਚਿਆਂ ਲਈ ਪੰਜਾਬੀ ਕਹਾਣੀ ਵੇਲਾ ਵਰਗੇ ਨਿਯਮਤ ਪ੍ਰੋਗਰਾਮ ਉਸਾਰੀ ਦੌਰਾਨ ਨੇੜਲੇ ਰੀਕ੍ਰੀਏਸ਼ਨ ਸੈਂਟਰ ਵਿੱਚ ਜਾਰੀ ਰਹਿਣਗੇ।",
      },
      {
        p: "Construction is expected to take about two years. The project is paid for through the city's capital plan and fees collected from new developments in the area.",
        pa: 'ਉਸਾਰੀ ਨੂੰ ਲਗਭਗ ਦੋ ਸਾਲ ਲੱਗਣ ਦੀ ਉਮੀਦ ਹੈ। ਇਸ ਪ੍ਰੋਜੈਕਟ ਲਈ ਪੈਸਾ ਸ਼ਹਿਰ ਦੀ ਕੈਪੀਟਲ ਯੋਜਨਾ ਅਤੇ ਇਲਾਕੇ ਵਿੱਚ ਨਵੀਆਂ ਉਸਾਰੀਆਂ ਤੋਂ ਲਈਆਂ ਫ਼ੀਸਾਂ ਵਿੱਚੋਂ ਆਵੇਗਾ।',
      },
    ],
  },
];
