import type { PostInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { newsPost, type NewsDraft } from './helpers';

/**
 * Demo news for the BC category (ids 1000–1049). Every person, business and organisation named
 * here is invented. Each draft is written once with its English and Punjabi text side by side and
 * turned into a PostInput by `newsPost`, so body and bodyPa always have the same block structure.
 */
export function newsBcPosts(d: SeedDates): PostInput[] {
  return [...BC_PART_1, ...BC_PART_2, ...BC_PART_3].map((draft) => newsPost(d, draft, 'bc'));
}

/** The most recent days: transit, weather, community kitchens, schools, health, housing. */
const BC_PART_1: NewsDraft[] = [
  {
    id: 1000,
    lang: 'both',
    slug: 'late-night-bus-service-expands-between-newton-and-surrey-central',
    title: 'Late-night bus service expands between Newton and Surrey Central',
    titlePa: 'ਨਿਊਟਨ ਅਤੇ ਸਰੀ ਸੈਂਟਰਲ ਵਿਚਾਲੇ ਦੇਰ ਰਾਤ ਦੀ ਬੱਸ ਸੇਵਾ ਵਿੱਚ ਵਾਧਾ',
    intro:
      'Shift workers in Surrey will get a bus every 15 minutes until 2 a.m. on the King George corridor, starting next month.',
    introPa:
      'ਸਰੀ ਵਿੱਚ ਸ਼ਿਫਟਾਂ ਵਿੱਚ ਕੰਮ ਕਰਨ ਵਾਲਿਆਂ ਨੂੰ ਅਗਲੇ ਮਹੀਨੇ ਤੋਂ ਕਿੰਗ ਜਾਰਜ ਰੂਟ \'ਤੇ ਰਾਤ 2 ਵਜੇ ਤੱਕ ਹਰ 15 ਮਿੰਟ ਬਾਅਦ ਬੱਸ ਮਿਲੇਗੀ।',
    by: 'maya',
    featured: true,
    at: [1, '07:15'],
    images: [
      {
        url: '/media/images/bc/surrey-late-night-bus.svg',
        cap: 'Late-night service on the King George corridor starts next month.',
        capPa: 'ਕਿੰਗ ਜਾਰਜ ਰੂਟ \'ਤੇ ਦੇਰ ਰਾਤ ਦੀ ਸੇਵਾ ਅਗਲੇ ਮਹੀਨੇ ਸ਼ੁਰੂ ਹੋਵੇਗੀ।',
      },
    ],
    blocks: [
      {
        p: 'Transit planners say the change answers years of requests from warehouse, hospital and trucking workers whose shifts end long after the last regular bus. Ridership on the corridor after 11 p.m. has nearly doubled in three years, according to the regional transit authority.',
        pa: 'ਟਰਾਂਜ਼ਿਟ ਯੋਜਨਾਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਫ਼ੈਸਲਾ ਵੇਅਰਹਾਊਸਾਂ, ਹਸਪਤਾਲਾਂ ਅਤੇ ਟਰੱਕਿੰਗ ਕੰਪਨੀਆਂ ਦੇ ਉਨ੍ਹਾਂ ਕਾਮਿਆਂ ਦੀ ਸਾਲਾਂ ਪੁਰਾਣੀ ਮੰਗ ਦਾ ਜਵਾਬ ਹੈ, ਜਿਨ੍ਹਾਂ ਦੀ ਸ਼ਿਫਟ ਆਖ਼ਰੀ ਬੱਸ ਤੋਂ ਕਾਫ਼ੀ ਬਾਅਦ ਖ਼ਤਮ ਹੁੰਦੀ ਹੈ। ਖੇਤਰੀ ਟਰਾਂਜ਼ਿਟ ਅਥਾਰਟੀ ਮੁਤਾਬਕ ਇਸ ਰੂਟ \'ਤੇ ਰਾਤ 11 ਵਜੇ ਤੋਂ ਬਾਅਦ ਸਵਾਰੀਆਂ ਦੀ ਗਿਣਤੀ ਤਿੰਨ ਸਾਲਾਂ ਵਿੱਚ ਲਗਭਗ ਦੁੱਗਣੀ ਹੋ ਗਈ ਹੈ।',
      },
      {
        img: '/media/images/bc/king-george-night-bus.svg',
        cap: 'A bus waits at the Newton exchange after dark.',
        capPa: 'ਰਾਤ ਵੇਲੇ ਨਿਊਟਨ ਐਕਸਚੇਂਜ \'ਤੇ ਖੜ੍ਹੀ ਇੱਕ ਬੱਸ।',
      },
      {
        p: 'The extra trips will run seven days a week. Six stops between 72 Avenue and 104 Avenue will also get new lighting and shelters, work the city says will be finished before the service begins.',
        pa: 'ਵਾਧੂ ਗੇੜੇ ਹਫ਼ਤੇ ਦੇ ਸੱਤੇ ਦਿਨ ਚੱਲਣਗੇ। 72 ਐਵੇਨਿਊ ਤੋਂ 104 ਐਵੇਨਿਊ ਵਿਚਾਲੇ ਛੇ ਸਟਾਪਾਂ \'ਤੇ ਨਵੀਆਂ ਲਾਈਟਾਂ ਅਤੇ ਸ਼ੈਲਟਰ ਵੀ ਲੱਗਣਗੇ, ਅਤੇ ਸ਼ਹਿਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਕੰਮ ਸੇਵਾ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਮੁਕੰਮਲ ਹੋ ਜਾਵੇਗਾ।',
      },
      {
        p: 'Community groups welcomed the news but said the next step should be better links to the industrial areas of Campbell Heights and Delta, where many newcomers work. The transit authority says a review of those routes is under way.',
        pa: 'ਭਾਈਚਾਰਕ ਜਥੇਬੰਦੀਆਂ ਨੇ ਇਸ ਖ਼ਬਰ ਦਾ ਸਵਾਗਤ ਕੀਤਾ, ਪਰ ਕਿਹਾ ਕਿ ਅਗਲਾ ਕਦਮ ਕੈਂਪਬੈੱਲ ਹਾਈਟਸ ਅਤੇ ਡੈਲਟਾ ਦੇ ਸਨਅਤੀ ਇਲਾਕਿਆਂ ਨਾਲ ਬਿਹਤਰ ਸੰਪਰਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ, ਜਿੱਥੇ ਬਹੁਤ ਸਾਰੇ ਨਵੇਂ ਆਏ ਲੋਕ ਕੰਮ ਕਰਦੇ ਹਨ। ਟਰਾਂਜ਼ਿਟ ਅਥਾਰਟੀ ਮੁਤਾਬਕ ਇਨ੍ਹਾਂ ਰੂਟਾਂ ਦੀ ਸਮੀਖਿਆ ਇਸ ਵੇਲੇ ਚੱਲ ਰਹੀ ਹੈ।',
      },
    ],
    video: {
      title: 'Riding the new late-night route in Surrey',
      youtubeId: 'sry-nbus-01',
      image: '/media/images/videos/sry-nbus-01.svg',
    },
  },
  {
    id: 1001,
    lang: 'both',
    slug: 'rainfall-warning-for-fraser-valley-as-heavy-rain-moves-in',
    title: 'Rainfall warning for Fraser Valley as heavy rain moves in',
    titlePa: 'ਭਾਰੀ ਮੀਂਹ ਦੇ ਮੱਦੇਨਜ਼ਰ ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਈ ਬਾਰਿਸ਼ ਦੀ ਚਿਤਾਵਨੀ ਜਾਰੀ',
    intro:
      'Forecasters expect up to 80 millimetres of rain in Abbotsford and Chilliwack by tomorrow morning, and the city is asking residents to clear storm drains.',
    introPa:
      'ਮੌਸਮ ਵਿਭਾਗ ਮੁਤਾਬਕ ਭਲਕੇ ਸਵੇਰ ਤੱਕ ਐਬਟਸਫੋਰਡ ਅਤੇ ਚਿਲੀਵੈਕ ਵਿੱਚ 80 ਮਿਲੀਮੀਟਰ ਤੱਕ ਮੀਂਹ ਪੈ ਸਕਦਾ ਹੈ, ਅਤੇ ਸ਼ਹਿਰ ਨੇ ਵਸਨੀਕਾਂ ਨੂੰ ਨਾਲੀਆਂ ਸਾਫ਼ ਰੱਖਣ ਲਈ ਕਿਹਾ ਹੈ।',
    by: 'jaspal',
    at: [1, '09:40'],
    updated: [1, '13:10'],
    images: [
      {
        url: '/media/images/bc/fraser-valley-rain-clouds.svg',
        cap: 'Storm clouds over farmland near Abbotsford.',
        capPa: 'ਐਬਟਸਫੋਰਡ ਨੇੜੇ ਖੇਤਾਂ ਉੱਤੇ ਛਾਏ ਕਾਲੇ ਬੱਦਲ।',
      },
    ],
    blocks: [
      {
        p: 'The warning covers the Fraser Valley and parts of Metro Vancouver. The heaviest rain is expected overnight, and low-lying roads on Sumas Prairie could see pooling water during the morning commute.',
        pa: 'ਇਹ ਚਿਤਾਵਨੀ ਫਰੇਜ਼ਰ ਵੈਲੀ ਅਤੇ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੇ ਕੁਝ ਹਿੱਸਿਆਂ ਲਈ ਹੈ। ਸਭ ਤੋਂ ਤੇਜ਼ ਮੀਂਹ ਰਾਤ ਵੇਲੇ ਪੈਣ ਦੀ ਸੰਭਾਵਨਾ ਹੈ, ਅਤੇ ਸਵੇਰੇ ਕੰਮ \'ਤੇ ਜਾਣ ਵੇਲੇ ਸੂਮਾਸ ਪ੍ਰੇਅਰੀ ਦੀਆਂ ਨੀਵੀਆਂ ਸੜਕਾਂ \'ਤੇ ਪਾਣੀ ਖੜ੍ਹ ਸਕਦਾ ਹੈ।',
      },
      {
        p: 'City crews have checked pump stations and left sandbags at two public works yards for residents who need them. Farmers are being asked to move equipment and animal feed to higher ground as a precaution.',
        pa: 'ਸ਼ਹਿਰ ਦੇ ਕਰਮਚਾਰੀਆਂ ਨੇ ਪੰਪ ਸਟੇਸ਼ਨਾਂ ਦੀ ਜਾਂਚ ਕਰ ਲਈ ਹੈ ਅਤੇ ਲੋੜਵੰਦ ਵਸਨੀਕਾਂ ਲਈ ਦੋ ਪਬਲਿਕ ਵਰਕਸ ਯਾਰਡਾਂ ਵਿੱਚ ਰੇਤ ਦੀਆਂ ਬੋਰੀਆਂ ਰੱਖੀਆਂ ਗਈਆਂ ਹਨ। ਕਿਸਾਨਾਂ ਨੂੰ ਸਾਵਧਾਨੀ ਵਜੋਂ ਮਸ਼ੀਨਰੀ ਅਤੇ ਪਸ਼ੂਆਂ ਦਾ ਚਾਰਾ ਉੱਚੀਆਂ ਥਾਵਾਂ \'ਤੇ ਲਿਜਾਣ ਲਈ ਕਿਹਾ ਗਿਆ ਹੈ।',
      },
      {
        p: '<strong>Update:</strong> The city says no road closures are planned so far. Residents can report blocked drains to the city\'s service line, and updates will be read on our hourly news bulletins.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸ਼ਹਿਰ ਮੁਤਾਬਕ ਹਾਲੇ ਕੋਈ ਸੜਕ ਬੰਦ ਕਰਨ ਦੀ ਯੋਜਨਾ ਨਹੀਂ ਹੈ। ਵਸਨੀਕ ਬੰਦ ਨਾਲੀਆਂ ਦੀ ਸ਼ਿਕਾਇਤ ਸ਼ਹਿਰ ਦੀ ਸਰਵਿਸ ਲਾਈਨ \'ਤੇ ਕਰ ਸਕਦੇ ਹਨ, ਅਤੇ ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ ਸਾਡੇ ਹਰ ਘੰਟੇ ਦੇ ਖ਼ਬਰਨਾਮੇ ਵਿੱਚ ਦਿੱਤੀ ਜਾਵੇਗੀ।',
      },
    ],
    audio: {
      title: 'News bulletin: rainfall warning for the Fraser Valley',
      url: '/media/audio/news-bulletin.wav',
      duration: 32,
    },
  },
  {
    id: 1002,
    lang: 'pa',
    slug: 'delta-gurdwara-langar-helps-international-students',
    title: 'ਡੈਲਟਾ ਦੇ ਗੁਰਦੁਆਰੇ ਦੀ ਲੰਗਰ ਸੇਵਾ ਨਾਲ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਰਾਹਤ',
    intro:
      'ਨੌਰਥ ਡੈਲਟਾ ਦੇ ਇੱਕ ਗੁਰਦੁਆਰੇ ਵਿੱਚ ਹਰ ਹਫ਼ਤੇ ਸੈਂਕੜੇ ਵਿਦਿਆਰਥੀ ਲੰਗਰ ਛਕਦੇ ਹਨ ਅਤੇ ਘਰ ਲਿਜਾਣ ਲਈ ਰਾਸ਼ਨ ਦੇ ਪੈਕੇਟ ਵੀ ਲੈਂਦੇ ਹਨ।',
    by: 'navneet',
    at: [1, '12:30'],
    images: [
      {
        url: '/media/images/bc/delta-gurdwara-langar-hall.svg',
        cap: 'ਨੌਰਥ ਡੈਲਟਾ ਦੇ ਗੁਰਦੁਆਰੇ ਦਾ ਲੰਗਰ ਹਾਲ।',
      },
    ],
    blocks: [
      {
        p: 'ਗੁਰਦੁਆਰਾ ਕਮੇਟੀ ਮੁਤਾਬਕ ਪਿਛਲੇ ਇੱਕ ਸਾਲ ਵਿੱਚ ਸ਼ਾਮ ਦੇ ਲੰਗਰ ਵਿੱਚ ਆਉਣ ਵਾਲੇ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਗਿਣਤੀ ਤਿੰਨ ਗੁਣਾ ਹੋ ਗਈ ਹੈ। ਬਹੁਤੇ ਵਿਦਿਆਰਥੀ ਨੇੜਲੇ ਕਾਲਜਾਂ ਵਿੱਚ ਪੜ੍ਹਦੇ ਹਨ ਅਤੇ ਪਾਰਟ-ਟਾਈਮ ਨੌਕਰੀਆਂ ਨਾਲ ਮਸਾਂ ਕਿਰਾਇਆ ਪੂਰਾ ਕਰਦੇ ਹਨ।',
      },
      {
        p: 'ਲੰਗਰ ਕਮੇਟੀ ਦੀ ਸੇਵਾਦਾਰ ਬਲਜੀਤ ਕੌਰ ਸੰਘਾ ਨੇ ਦੱਸਿਆ ਕਿ ਹੁਣ ਹਰ ਬੁੱਧਵਾਰ ਅਤੇ ਸ਼ਨੀਵਾਰ ਆਟਾ, ਦਾਲਾਂ, ਚੌਲ ਅਤੇ ਸਬਜ਼ੀਆਂ ਦੇ ਪੈਕੇਟ ਵੀ ਵੰਡੇ ਜਾਂਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਕਿਹਾ ਕਿ ਕਿਸੇ ਤੋਂ ਕੋਈ ਸਵਾਲ ਨਹੀਂ ਪੁੱਛਿਆ ਜਾਂਦਾ ਅਤੇ ਹਰ ਧਰਮ ਦੇ ਵਿਦਿਆਰਥੀ ਇੱਥੇ ਆਉਂਦੇ ਹਨ।',
      },
      {
        img: '/media/images/bc/delta-langar-volunteers.svg',
        cap: 'ਸ਼ਾਮ ਦੇ ਲੰਗਰ ਲਈ ਪ੍ਰਸ਼ਾਦੇ ਤਿਆਰ ਕਰਦੇ ਸੇਵਾਦਾਰ।',
      },
      {
        p: 'ਕਮੇਟੀ ਨੇ ਸੰਗਤ ਨੂੰ ਸੁੱਕਾ ਰਾਸ਼ਨ ਦਾਨ ਕਰਨ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਸੇਵਾ ਲਈ ਸਮਾਂ ਕੱਢਣ ਦੀ ਅਪੀਲ ਕੀਤੀ ਹੈ। ਸੇਵਾ ਕਰਨ ਦੇ ਚਾਹਵਾਨ ਗੁਰਦੁਆਰਾ ਦਫ਼ਤਰ ਨਾਲ ਸੰਪਰਕ ਕਰ ਸਕਦੇ ਹਨ।',
      },
    ],
  },
  {
    id: 1003,
    lang: 'en',
    slug: 'richmond-restaurant-owners-say-rising-rents-are-squeezing-margins',
    title: 'Richmond restaurant owners say rising rents are squeezing margins',
    intro:
      'Owners of small eateries along No. 3 Road say lease renewals are coming in 20 to 40 per cent higher, and some are weighing a move to Surrey or Delta.',
    by: 'daniel',
    at: [2, '06:45'],
    images: [
      {
        url: '/media/images/bc/richmond-no3-road-restaurants.svg',
        cap: 'Family-run restaurants along No. 3 Road in Richmond.',
      },
    ],
    blocks: [
      {
        p: 'An informal owners\' group, the Richmond Independent Restaurant Circle, asked its 48 members about their leases. Of the 31 who renewed in the past two years, most reported steeper base rent along with higher property-tax charges passed on by landlords.',
      },
      {
        q: 'We can raise the price of a plate of chole bhature only so far before families stop coming.',
        by: 'Amarjit Toor, owner of a family restaurant on No. 3 Road',
      },
      {
        p: 'The city\'s economic development office says it is studying ways to support long-standing tenants, including faster permits for owners who relocate within Richmond. Council is expected to receive a staff report in the coming weeks.',
      },
    ],
  },
  {
    id: 1004,
    lang: 'both',
    slug: 'surrey-school-board-pushes-for-faster-school-construction',
    title: 'Surrey school board pushes for faster school construction as portables pile up',
    titlePa: 'ਪੋਰਟੇਬਲ ਕਲਾਸਰੂਮਾਂ ਦੀ ਵਧਦੀ ਗਿਣਤੀ ਦੇ ਚੱਲਦਿਆਂ ਸਰੀ ਸਕੂਲ ਬੋਰਡ ਵੱਲੋਂ ਨਵੇਂ ਸਕੂਲ ਛੇਤੀ ਬਣਾਉਣ ਦੀ ਮੰਗ',
    intro:
      'Trustees say more than 350 portable classrooms are now in use across the district, and enrolment is still growing fastest in Clayton and Grandview Heights.',
    introPa:
      'ਟਰੱਸਟੀਆਂ ਮੁਤਾਬਕ ਜ਼ਿਲ੍ਹੇ ਭਰ ਵਿੱਚ ਇਸ ਵੇਲੇ 350 ਤੋਂ ਵੱਧ ਪੋਰਟੇਬਲ ਕਲਾਸਰੂਮ ਵਰਤੇ ਜਾ ਰਹੇ ਹਨ, ਅਤੇ ਕਲੇਟਨ ਤੇ ਗ੍ਰੈਂਡਵਿਊ ਹਾਈਟਸ ਵਿੱਚ ਦਾਖ਼ਲੇ ਸਭ ਤੋਂ ਤੇਜ਼ੀ ਨਾਲ ਵਧ ਰਹੇ ਹਨ।',
    by: 'simran',
    featured: true,
    at: [2, '11:20'],
    updated: [2, '16:05'],
    images: [
      {
        url: '/media/images/bc/surrey-school-portables.svg',
        cap: 'Portable classrooms behind a Surrey elementary school.',
        capPa: 'ਸਰੀ ਦੇ ਇੱਕ ਐਲੀਮੈਂਟਰੀ ਸਕੂਲ ਦੇ ਪਿੱਛੇ ਲੱਗੇ ਪੋਰਟੇਬਲ ਕਲਾਸਰੂਮ।',
      },
      {
        url: '/media/images/bc/surrey-school-board-meeting.svg',
        cap: 'Parents fill the gallery at the school board meeting.',
        capPa: 'ਸਕੂਲ ਬੋਰਡ ਦੀ ਮੀਟਿੰਗ ਵਿੱਚ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਪਹੁੰਚੇ ਮਾਪੇ।',
      },
    ],
    blocks: [
      {
        p: 'At this week\'s public board meeting, trustees voted unanimously to send a letter to the Ministry of Education asking for a shorter approval process for new schools and additions. District staff say it now takes five to seven years from the first request to opening day.',
        pa: 'ਇਸ ਹਫ਼ਤੇ ਹੋਈ ਬੋਰਡ ਦੀ ਜਨਤਕ ਮੀਟਿੰਗ ਵਿੱਚ ਟਰੱਸਟੀਆਂ ਨੇ ਸਰਬਸੰਮਤੀ ਨਾਲ ਸਿੱਖਿਆ ਮੰਤਰਾਲੇ ਨੂੰ ਚਿੱਠੀ ਭੇਜਣ ਦਾ ਫ਼ੈਸਲਾ ਕੀਤਾ, ਜਿਸ ਵਿੱਚ ਨਵੇਂ ਸਕੂਲਾਂ ਅਤੇ ਵਾਧੂ ਇਮਾਰਤਾਂ ਦੀ ਮਨਜ਼ੂਰੀ ਦਾ ਅਮਲ ਛੋਟਾ ਕਰਨ ਦੀ ਮੰਗ ਕੀਤੀ ਗਈ ਹੈ। ਜ਼ਿਲ੍ਹੇ ਦੇ ਅਮਲੇ ਮੁਤਾਬਕ ਪਹਿਲੀ ਬੇਨਤੀ ਤੋਂ ਲੈ ਕੇ ਸਕੂਲ ਖੁੱਲ੍ਹਣ ਤੱਕ ਹੁਣ ਪੰਜ ਤੋਂ ਸੱਤ ਸਾਲ ਲੱਗ ਜਾਂਦੇ ਹਨ।',
      },
      {
        q: 'Our kids are learning in trailers while the paperwork moves from desk to desk. Families deserve a timeline they can count on.',
        qPa: 'ਸਾਡੇ ਬੱਚੇ ਟਰੇਲਰਾਂ ਵਿੱਚ ਪੜ੍ਹ ਰਹੇ ਹਨ ਜਦਕਿ ਕਾਗਜ਼ ਇੱਕ ਮੇਜ਼ ਤੋਂ ਦੂਜੇ ਮੇਜ਼ ਤੱਕ ਘੁੰਮ ਰਹੇ ਹਨ। ਪਰਿਵਾਰਾਂ ਨੂੰ ਅਜਿਹੀ ਸਮਾਂ-ਸੀਮਾ ਚਾਹੀਦੀ ਹੈ ਜਿਸ \'ਤੇ ਉਹ ਭਰੋਸਾ ਕਰ ਸਕਣ।',
        by: 'Manjit Purewal, school trustee',
        byPa: 'ਮਨਜੀਤ ਪੁਰੇਵਾਲ, ਸਕੂਲ ਟਰੱਸਟੀ',
      },
      {
        p: 'Parents at the meeting raised concerns about crowded hallways, shared gyms and long bus rides for students who cannot get a spot at their catchment school. The district also plans to add modular classrooms at four elementary schools before the next school year.',
        pa: 'ਮੀਟਿੰਗ ਵਿੱਚ ਮੌਜੂਦ ਮਾਪਿਆਂ ਨੇ ਭੀੜ ਵਾਲੇ ਗਲਿਆਰਿਆਂ, ਸਾਂਝੇ ਜਿਮਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਵਿਦਿਆਰਥੀਆਂ ਦੇ ਲੰਮੇ ਬੱਸ ਸਫ਼ਰ ਬਾਰੇ ਚਿੰਤਾ ਜਤਾਈ ਜਿਨ੍ਹਾਂ ਨੂੰ ਆਪਣੇ ਇਲਾਕੇ ਦੇ ਸਕੂਲ ਵਿੱਚ ਦਾਖ਼ਲਾ ਨਹੀਂ ਮਿਲਦਾ। ਜ਼ਿਲ੍ਹਾ ਅਗਲੇ ਸਕੂਲੀ ਸਾਲ ਤੋਂ ਪਹਿਲਾਂ ਚਾਰ ਐਲੀਮੈਂਟਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਮਾਡਿਊਲਰ ਕਲਾਸਰੂਮ ਜੋੜਨ ਦੀ ਯੋਜਨਾ ਵੀ ਬਣਾ ਰਿਹਾ ਹੈ।',
      },
      {
        p: '<strong>Update:</strong> The Ministry of Education said in a written statement that it has received the board\'s letter and that several Surrey projects are already at the business-case stage. It did not give a date for any new approvals.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸਿੱਖਿਆ ਮੰਤਰਾਲੇ ਨੇ ਲਿਖਤੀ ਬਿਆਨ ਵਿੱਚ ਕਿਹਾ ਹੈ ਕਿ ਬੋਰਡ ਦੀ ਚਿੱਠੀ ਮਿਲ ਗਈ ਹੈ ਅਤੇ ਸਰੀ ਦੇ ਕਈ ਪ੍ਰੋਜੈਕਟ ਪਹਿਲਾਂ ਹੀ ਬਿਜ਼ਨਸ-ਕੇਸ ਦੇ ਪੜਾਅ ਵਿੱਚ ਹਨ। ਪਰ ਕਿਸੇ ਨਵੀਂ ਮਨਜ਼ੂਰੀ ਦੀ ਤਾਰੀਖ਼ ਨਹੀਂ ਦੱਸੀ ਗਈ।',
      },
    ],
  },
  {
    id: 1005,
    lang: 'both',
    slug: 'emergency-room-waits-in-the-fraser-region-remain-longest-in-bc',
    title: 'Emergency room waits in the Fraser region remain the longest in BC, report finds',
    titlePa: 'ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਫਰੇਜ਼ਰ ਖੇਤਰ ਦੇ ਐਮਰਜੈਂਸੀ ਵਿਭਾਗਾਂ ਵਿੱਚ ਉਡੀਕ ਦਾ ਸਮਾਂ ਅਜੇ ਵੀ ਬੀ.ਸੀ. ਵਿੱਚ ਸਭ ਤੋਂ ਲੰਮਾ',
    intro:
      'Patients admitted through emergency at hospitals in Surrey and Abbotsford waited a median of nearly 19 hours for a bed, according to a provincial quarterly report.',
    introPa:
      'ਸੂਬਾਈ ਤਿਮਾਹੀ ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਸਰੀ ਅਤੇ ਐਬਟਸਫੋਰਡ ਦੇ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਐਮਰਜੈਂਸੀ ਰਾਹੀਂ ਦਾਖ਼ਲ ਹੋਏ ਮਰੀਜ਼ਾਂ ਨੂੰ ਬੈੱਡ ਲਈ ਆਮ ਤੌਰ \'ਤੇ ਲਗਭਗ 19 ਘੰਟੇ ਉਡੀਕ ਕਰਨੀ ਪਈ।',
    by: 'navneet',
    at: [2, '17:50'],
    images: [
      {
        url: '/media/images/bc/fraser-health-er-waits.svg',
        cap: 'Hospitals in the Fraser region are among the busiest in the province.',
        capPa: 'ਫਰੇਜ਼ਰ ਖੇਤਰ ਦੇ ਹਸਪਤਾਲ ਸੂਬੇ ਦੇ ਸਭ ਤੋਂ ਵਿਅਸਤ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹਨ।',
      },
    ],
    blocks: [
      {
        p: 'The report tracks how long patients spend in emergency departments, from arrival to admission or discharge. Hospitals in the fast-growing Fraser region continue to post the longest times, which health officials link to population growth and a shortage of family doctors.',
        pa: 'ਇਹ ਰਿਪੋਰਟ ਦੱਸਦੀ ਹੈ ਕਿ ਮਰੀਜ਼ ਹਸਪਤਾਲ ਪਹੁੰਚਣ ਤੋਂ ਲੈ ਕੇ ਦਾਖ਼ਲੇ ਜਾਂ ਛੁੱਟੀ ਤੱਕ ਐਮਰਜੈਂਸੀ ਵਿਭਾਗ ਵਿੱਚ ਕਿੰਨਾ ਸਮਾਂ ਬਿਤਾਉਂਦੇ ਹਨ। ਤੇਜ਼ੀ ਨਾਲ ਵਧ ਰਹੇ ਫਰੇਜ਼ਰ ਖੇਤਰ ਦੇ ਹਸਪਤਾਲ ਅਜੇ ਵੀ ਸਭ ਤੋਂ ਪਿੱਛੇ ਹਨ, ਜਿਸ ਦਾ ਕਾਰਨ ਸਿਹਤ ਅਧਿਕਾਰੀ ਆਬਾਦੀ ਦੇ ਵਾਧੇ ਅਤੇ ਫੈਮਿਲੀ ਡਾਕਟਰਾਂ ਦੀ ਘਾਟ ਨੂੰ ਦੱਸਦੇ ਹਨ।',
      },
      {
        img: '/media/images/bc/hospital-emergency-entrance.svg',
        cap: 'The emergency entrance of a Surrey hospital.',
        capPa: 'ਸਰੀ ਦੇ ਇੱਕ ਹਸਪਤਾਲ ਦਾ ਐਮਰਜੈਂਸੀ ਦਰਵਾਜ਼ਾ।',
      },
      {
        q: 'My father waited on a stretcher in the hallway for a full day. The nurses were doing everything they could, but there were simply no beds.',
        qPa: 'ਮੇਰੇ ਪਿਤਾ ਜੀ ਪੂਰਾ ਦਿਨ ਗਲਿਆਰੇ ਵਿੱਚ ਸਟਰੈਚਰ \'ਤੇ ਪਏ ਰਹੇ। ਨਰਸਾਂ ਆਪਣੇ ਵੱਲੋਂ ਪੂਰੀ ਕੋਸ਼ਿਸ਼ ਕਰ ਰਹੀਆਂ ਸਨ, ਪਰ ਬੈੱਡ ਹੀ ਨਹੀਂ ਸਨ।',
        by: 'Parminder Johal, Surrey resident',
        byPa: 'ਪਰਮਿੰਦਰ ਜੌਹਲ, ਸਰੀ ਵਾਸੀ',
      },
      {
        p: 'The health authority says a new urgent and primary care centre in Newton, plus longer hours at two existing clinics, should take pressure off emergency rooms. It advises people with non-urgent problems to call 811, the free nurse line, which offers interpretation in Punjabi.',
        pa: 'ਸਿਹਤ ਅਥਾਰਟੀ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਿਊਟਨ ਵਿੱਚ ਨਵੇਂ ਅਰਜੈਂਟ ਅਤੇ ਪ੍ਰਾਇਮਰੀ ਕੇਅਰ ਸੈਂਟਰ ਅਤੇ ਦੋ ਮੌਜੂਦਾ ਕਲੀਨਿਕਾਂ ਦੇ ਵਧਾਏ ਸਮੇਂ ਨਾਲ ਐਮਰਜੈਂਸੀ ਵਿਭਾਗਾਂ ਦਾ ਬੋਝ ਘਟੇਗਾ। ਅਥਾਰਟੀ ਨੇ ਸਲਾਹ ਦਿੱਤੀ ਹੈ ਕਿ ਗ਼ੈਰ-ਜ਼ਰੂਰੀ ਸਮੱਸਿਆਵਾਂ ਲਈ ਮੁਫ਼ਤ ਨਰਸ ਲਾਈਨ 811 \'ਤੇ ਫ਼ੋਨ ਕੀਤਾ ਜਾਵੇ, ਜਿੱਥੇ ਪੰਜਾਬੀ ਦੁਭਾਸ਼ੀਏ ਦੀ ਸਹੂਲਤ ਵੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1006,
    lang: 'en',
    slug: 'vancouver-council-approves-two-rental-towers-in-marpole',
    title: 'Vancouver council approves two rental towers in Marpole',
    intro:
      'The project will add 412 rental homes near the Canada Line, including 82 below-market units, after a public hearing that ran late into the night.',
    by: 'maya',
    at: [3, '08:10'],
    images: [
      {
        url: '/media/images/bc/vancouver-marpole-rentals.svg',
        cap: 'The site of the approved rental towers in Marpole.',
      },
    ],
    blocks: [
      {
        p: 'Supporters told council the city needs more homes near transit for nurses, students and young families. Some neighbours said the 28-storey buildings would shade a nearby park and bring more traffic to side streets.',
      },
      {
        img: '/media/images/bc/marpole-rental-towers-rendering.svg',
        cap: 'An architect\'s rendering of the approved towers.',
      },
      {
        p: 'Under the approval, the developer must rent 20 per cent of the units below local market rates, with priority for people who already work in Vancouver. Construction could start within 18 months if building permits are issued on schedule.',
      },
      {
        p: 'City staff say the project is one of 14 rental applications now in review across Vancouver. The city\'s latest figures put the rental vacancy rate at just over one per cent.',
      },
    ],
  },
  {
    id: 1007,
    lang: 'both',
    slug: 'okanagan-orchard-families-rebuild-after-wildfire',
    title: 'Okanagan orchard families rebuild after wildfire, with help from Lower Mainland volunteers',
    titlePa: 'ਜੰਗਲੀ ਅੱਗ ਤੋਂ ਬਾਅਦ ਓਕਾਨਾਗਨ ਦੇ ਬਾਗ਼ਬਾਨ ਪਰਿਵਾਰ ਮੁੜ ਪੈਰਾਂ \'ਤੇ, ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਵਲੰਟੀਅਰਾਂ ਦਾ ਸਾਥ',
    intro:
      'Punjabi-Canadian fruit growers near Oliver and Osoyoos lost sheds, irrigation lines and hundreds of trees. Volunteers from Surrey drive up on weekends to help.',
    introPa:
      'ਓਲੀਵਰ ਅਤੇ ਓਸੋਯੂਸ ਨੇੜੇ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਫਲ ਉਤਪਾਦਕਾਂ ਦੇ ਸ਼ੈੱਡ, ਸਿੰਜਾਈ ਪਾਈਪਾਂ ਅਤੇ ਸੈਂਕੜੇ ਦਰਖ਼ਤ ਸੜ ਗਏ ਸਨ। ਸਰੀ ਤੋਂ ਵਲੰਟੀਅਰ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ \'ਤੇ ਮਦਦ ਲਈ ਜਾਂਦੇ ਹਨ।',
    by: 'gurvinder',
    at: [3, '13:35'],
    updated: [3, '18:20'],
    images: [
      {
        url: '/media/images/bc/okanagan-orchard-wildfire-recovery.svg',
        cap: 'Burned trees at the edge of an orchard near Oliver.',
        capPa: 'ਓਲੀਵਰ ਨੇੜੇ ਇੱਕ ਬਾਗ਼ ਦੇ ਕੰਢੇ ਸੜੇ ਹੋਏ ਦਰਖ਼ਤ।',
      },
    ],
    blocks: [
      {
        p: 'Many orchards in the South Okanagan have been run by Punjabi families for two or three generations. Growers say a replanted cherry or apple block needs four to six years before it bears a full crop, so the losses will be felt long after the smoke has cleared.',
        pa: 'ਦੱਖਣੀ ਓਕਾਨਾਗਨ ਦੇ ਬਹੁਤ ਸਾਰੇ ਬਾਗ਼ ਦੋ-ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਤੋਂ ਪੰਜਾਬੀ ਪਰਿਵਾਰਾਂ ਦੇ ਹੱਥਾਂ ਵਿੱਚ ਹਨ। ਬਾਗ਼ਬਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਚੈਰੀ ਜਾਂ ਸੇਬ ਦੇ ਨਵੇਂ ਬੂਟੇ ਪੂਰਾ ਫਲ ਦੇਣ ਵਿੱਚ ਚਾਰ ਤੋਂ ਛੇ ਸਾਲ ਲਾਉਂਦੇ ਹਨ, ਇਸ ਲਈ ਇਹ ਨੁਕਸਾਨ ਧੂੰਆਂ ਹਟਣ ਤੋਂ ਬਹੁਤ ਦੇਰ ਬਾਅਦ ਤੱਕ ਮਹਿਸੂਸ ਹੋਵੇਗਾ।',
      },
      {
        img: '/media/images/bc/okanagan-orchard-replanting.svg',
        cap: 'Volunteers plant young cherry trees on a burned orchard block.',
        capPa: 'ਸੜੇ ਹੋਏ ਬਾਗ਼ ਵਿੱਚ ਚੈਰੀ ਦੇ ਨਵੇਂ ਬੂਟੇ ਲਾਉਂਦੇ ਵਲੰਟੀਅਰ।',
      },
      {
        p: 'A volunteer group organised through two Surrey gurdwaras has sent crews of 20 to 30 people on most weekends, carrying tools, food and donated irrigation parts. Organisers say they have helped clear debris on 17 farms so far.',
        pa: 'ਸਰੀ ਦੇ ਦੋ ਗੁਰਦੁਆਰਿਆਂ ਰਾਹੀਂ ਬਣੇ ਇੱਕ ਵਲੰਟੀਅਰ ਗਰੁੱਪ ਨੇ ਲਗਭਗ ਹਰ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ \'ਤੇ 20 ਤੋਂ 30 ਲੋਕਾਂ ਦੇ ਜਥੇ ਭੇਜੇ ਹਨ, ਜੋ ਔਜ਼ਾਰ, ਖਾਣਾ ਅਤੇ ਦਾਨ ਕੀਤੇ ਸਿੰਜਾਈ ਦੇ ਪੁਰਜ਼ੇ ਨਾਲ ਲੈ ਕੇ ਜਾਂਦੇ ਹਨ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਹੁਣ ਤੱਕ 17 ਫਾਰਮਾਂ ਤੋਂ ਮਲਬਾ ਸਾਫ਼ ਕਰਨ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਜਾ ਚੁੱਕੀ ਹੈ।',
      },
      {
        p: '<strong>Update:</strong> The province has extended the deadline for wildfire recovery grants for farms by three months. Growers can apply through the agriculture ministry\'s website or get help from regional farm associations.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸੂਬਾ ਸਰਕਾਰ ਨੇ ਫਾਰਮਾਂ ਲਈ ਜੰਗਲੀ ਅੱਗ ਰਿਕਵਰੀ ਗ੍ਰਾਂਟਾਂ ਦੀ ਆਖ਼ਰੀ ਤਾਰੀਖ਼ ਤਿੰਨ ਮਹੀਨੇ ਵਧਾ ਦਿੱਤੀ ਹੈ। ਬਾਗ਼ਬਾਨ ਖੇਤੀਬਾੜੀ ਮੰਤਰਾਲੇ ਦੀ ਵੈੱਬਸਾਈਟ ਰਾਹੀਂ ਅਰਜ਼ੀ ਦੇ ਸਕਦੇ ਹਨ ਜਾਂ ਇਲਾਕਾਈ ਕਿਸਾਨ ਜਥੇਬੰਦੀਆਂ ਤੋਂ ਮਦਦ ਲੈ ਸਕਦੇ ਹਨ।',
      },
    ],
  },
];

/** Earlier in the week: council, accessible transit, flood protection, small business. */
const BC_PART_2: NewsDraft[] = [
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
        qPa: 'ਅੱਧੀ ਰਾਤ ਨੂੰ ਖੇਤਾਂ ਵਾਲੀ ਸੜਕ \'ਤੇ ਟਰੱਕ ਖੜ੍ਹਾ ਕਰਨਾ ਕੋਈ ਨਹੀਂ ਚਾਹੁੰਦਾ। ਸਾਨੂੰ ਵਾੜ ਅਤੇ ਲਾਈਟਾਂ ਵਾਲੀ ਸੁਰੱਖਿਅਤ ਥਾਂ ਦਿਓ, ਅਸੀਂ ਉਸ ਦੇ ਪੈਸੇ ਦੇਣ ਲਈ ਤਿਆਰ ਹਾਂ।',
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
      'Riders who rely on door-to-door accessible transit say trips to dialysis and physiotherapy are often wait-listed, and a seniors\' group wants more vans south of the Fraser.',
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
        p: 'Riders can ask to be put on a cancellation list the day before they travel. Medical trips such as dialysis are given priority under the service\'s booking rules.',
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
        pa: 'ਰਿਚਮੰਡ ਦਾ ਜ਼ਿਆਦਾਤਰ ਹਿੱਸਾ ਸਮੁੰਦਰ ਤਲ ਤੋਂ ਲਗਭਗ ਇੱਕ ਮੀਟਰ ਉੱਚਾ ਹੈ ਅਤੇ ਕਰੀਬ 50 ਕਿਲੋਮੀਟਰ ਲੰਮੇ ਬੰਨ੍ਹਾਂ \'ਤੇ ਨਿਰਭਰ ਹੈ। ਸ਼ਹਿਰ ਇਨ੍ਹਾਂ ਨੂੰ ਹਿੱਸਿਆਂ ਵਿੱਚ ਉੱਚਾ ਕਰ ਰਿਹਾ ਹੈ, ਅਤੇ ਅਗਲੇ ਪੜਾਅ ਵਿੱਚ ਮਿਡਲ ਆਰਮ ਦੇ ਨਾਲ ਲਗਭਗ ਇੱਕ ਮੀਟਰ ਉਚਾਈ ਵਧਾਈ ਜਾਵੇਗੀ।',
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
      'ਡੈਲਟਾ ਸ਼ਹਿਰ ਸਕੌਟ ਰੋਡ ਅਤੇ 84 ਐਵੇਨਿਊ \'ਤੇ ਨਵੇਂ ਸਾਈਨ ਬੋਰਡਾਂ, ਲਾਈਟਾਂ ਅਤੇ ਪਹੁੰਚਯੋਗ ਦਰਵਾਜ਼ਿਆਂ ਲਈ 5,000 ਡਾਲਰ ਤੱਕ ਦੀਆਂ ਅੱਧ-ਹਿੱਸੇਦਾਰੀ ਵਾਲੀਆਂ ਗ੍ਰਾਂਟਾਂ ਦੇ ਰਿਹਾ ਹੈ।',
    by: 'simran',
    at: [5, '10:05'],
    updated: [5, '14:30'],
    images: [
      {
        url: '/media/images/bc/scott-road-storefronts.svg',
        cap: 'Shops along Scott Road in North Delta.',
        capPa: 'ਨੌਰਥ ਡੈਲਟਾ ਵਿੱਚ ਸਕੌਟ ਰੋਡ \'ਤੇ ਦੁਕਾਨਾਂ।',
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
    title: 'Vancouver\'s Punjabi Market plan aims to bring shoppers back to Main Street',
    titlePa: 'ਵੈਨਕੂਵਰ ਦੀ ਪੰਜਾਬੀ ਮਾਰਕੀਟ ਵਿੱਚ ਮੁੜ ਰੌਣਕ ਲਿਆਉਣ ਲਈ ਨਵੀਂ ਯੋਜਨਾ',
    intro:
      'A new city plan for the historic shopping strip on Main Street proposes wider sidewalks, a small plaza and support for long-time family businesses.',
    introPa:
      'ਮੇਨ ਸਟ੍ਰੀਟ \'ਤੇ ਇਤਿਹਾਸਕ ਬਾਜ਼ਾਰ ਲਈ ਸ਼ਹਿਰ ਦੀ ਨਵੀਂ ਯੋਜਨਾ ਵਿੱਚ ਚੌੜੇ ਫੁੱਟਪਾਥ, ਇੱਕ ਛੋਟਾ ਪਲਾਜ਼ਾ ਅਤੇ ਪੁਰਾਣੇ ਪਰਿਵਾਰਕ ਕਾਰੋਬਾਰਾਂ ਦੀ ਮਦਦ ਦੀ ਤਜਵੀਜ਼ ਹੈ।',
    by: 'maya',
    featured: true,
    at: [5, '20:15'],
    images: [
      {
        url: '/media/images/bc/punjabi-market-revitalization.svg',
        cap: 'The Punjabi Market stretch of Main Street in Vancouver.',
        capPa: 'ਵੈਨਕੂਵਰ ਵਿੱਚ ਮੇਨ ਸਟ੍ਰੀਟ \'ਤੇ ਪੰਜਾਬੀ ਮਾਰਕੀਟ ਵਾਲਾ ਹਿੱਸਾ।',
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
        byPa: 'ਸੁਰਜੀਤ ਲੱਲੀ, ਮੇਨ ਸਟ੍ਰੀਟ \'ਤੇ ਕੱਪੜੇ ਦੀ ਦੁਕਾਨ ਦੇ ਮਾਲਕ',
      },
      {
        p: 'The draft plan also suggests heritage-style street signs in English and Gurmukhi, public art about the neighbourhood\'s history and limits on chain stores at street level. The city will hold open houses before the plan goes to council.',
        pa: 'ਖਰੜਾ ਯੋਜਨਾ ਵਿੱਚ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਗੁਰਮੁਖੀ ਵਿੱਚ ਵਿਰਾਸਤੀ ਢੰਗ ਦੇ ਸੜਕੀ ਬੋਰਡ, ਇਲਾਕੇ ਦਾ ਇਤਿਹਾਸ ਦੱਸਦੀ ਜਨਤਕ ਕਲਾ ਅਤੇ ਗਲੀ ਵਾਲੀ ਮੰਜ਼ਿਲ \'ਤੇ ਵੱਡੀਆਂ ਚੇਨ ਦੁਕਾਨਾਂ \'ਤੇ ਰੋਕ ਦੀ ਤਜਵੀਜ਼ ਵੀ ਹੈ। ਯੋਜਨਾ ਕੌਂਸਲ ਕੋਲ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ ਸ਼ਹਿਰ ਓਪਨ ਹਾਊਸ ਕਰੇਗਾ।',
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
        p: 'Growers\' associations say most farms already meet the standards and welcome clear rules. They have asked for written guidance in advance so owners can fix problems before inspectors arrive.',
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
    intro:
      'ਸ਼ੂਗਰ, ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ ਅਤੇ ਦਵਾਈਆਂ ਦੀ ਸਹੀ ਵਰਤੋਂ ਬਾਰੇ ਹਫ਼ਤਾਵਾਰੀ ਸੈਸ਼ਨ ਨਿਊਟਨ ਅਤੇ ਫਲੀਟਵੁੱਡ ਦੀਆਂ ਲਾਇਬ੍ਰੇਰੀਆਂ ਵਿੱਚ ਹੋਣਗੇ।',
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
    titlePa: 'ਉਡੀਕ ਸੂਚੀਆਂ ਘਟਾਉਣ ਲਈ ਹੁਣ ਸ਼ਾਮ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ \'ਤੇ ਵੀ ਹੋਣਗੇ ਐਮ.ਆਰ.ਆਈ. ਸਕੈਨ',
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

/** The weeks before: permits, schools, weather, housing, flood recovery, libraries. */
const BC_PART_3: NewsDraft[] = [
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
        p: 'Emergency officials remind residents to stay at least 10 metres away from downed lines and to keep a 72-hour emergency kit at home. Outage updates are posted on the utility\'s website and are available by phone.',
      },
    ],
    audio: {
      title: 'News bulletin: windstorm outages across the Lower Mainland',
      url: '/media/audio/news-bulletin.wav',
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
        cap: 'The new seniors\' housing co-op near Steveston Highway.',
        capPa: 'ਸਟੀਵਸਟਨ ਹਾਈਵੇ ਨੇੜੇ ਬਜ਼ੁਰਗਾਂ ਦੀ ਨਵੀਂ ਹਾਊਸਿੰਗ ਕੋ-ਆਪ।',
      },
    ],
    blocks: [
      {
        p: 'The co-op was built on city-owned land with funding from the provincial and federal governments. Members will share in running the building, from the garden committee to monthly meetings about maintenance.',
        pa: 'ਇਹ ਕੋ-ਆਪ ਸ਼ਹਿਰ ਦੀ ਜ਼ਮੀਨ \'ਤੇ ਸੂਬਾਈ ਅਤੇ ਫੈਡਰਲ ਸਰਕਾਰਾਂ ਦੇ ਫੰਡਾਂ ਨਾਲ ਬਣੀ ਹੈ। ਮੈਂਬਰ ਇਮਾਰਤ ਨੂੰ ਚਲਾਉਣ ਵਿੱਚ ਹੱਥ ਵਟਾਉਣਗੇ, ਬਾਗ਼ ਕਮੇਟੀ ਤੋਂ ਲੈ ਕੇ ਮੁਰੰਮਤ ਬਾਰੇ ਮਹੀਨਾਵਾਰ ਮੀਟਿੰਗਾਂ ਤੱਕ।',
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
    titlePa: 'ਹੜ੍ਹ ਸੁਰੱਖਿਆ ਯੋਜਨਾ ਦੇ ਨਾਲ-ਨਾਲ ਸੂਮਾਸ ਪ੍ਰੇਅਰੀ ਦੇ ਕਿਸਾਨ ਜ਼ਮੀਨ ਖ਼ਰੀਦ ਦੀਆਂ ਪੇਸ਼ਕਸ਼ਾਂ \'ਤੇ ਕਰ ਰਹੇ ਵਿਚਾਰ',
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
        capPa: 'ਨਵੇਂ ਪੰਪ ਸਟੇਸ਼ਨ ਵਾਲੀ ਥਾਂ \'ਤੇ ਚੱਲ ਰਿਹਾ ਉਸਾਰੀ ਦਾ ਕੰਮ।',
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
        p: 'The library\'s Punjabi collection of novels, poetry, children\'s books and magazines will move to a larger dedicated area. Regular programs such as Punjabi story time for toddlers will continue at a nearby recreation centre during construction.',
        pa: 'ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਪੰਜਾਬੀ ਭੰਡਾਰ, ਜਿਸ ਵਿੱਚ ਨਾਵਲ, ਕਵਿਤਾ, ਬੱਚਿਆਂ ਦੀਆਂ ਕਿਤਾਬਾਂ ਅਤੇ ਰਸਾਲੇ ਸ਼ਾਮਲ ਹਨ, ਇੱਕ ਵੱਡੀ ਵੱਖਰੀ ਥਾਂ \'ਤੇ ਜਾਵੇਗਾ। ਛੋਟੇ ਬੱਚਿਆਂ ਲਈ ਪੰਜਾਬੀ ਕਹਾਣੀ ਵੇਲਾ ਵਰਗੇ ਨਿਯਮਤ ਪ੍ਰੋਗਰਾਮ ਉਸਾਰੀ ਦੌਰਾਨ ਨੇੜਲੇ ਰੀਕ੍ਰੀਏਸ਼ਨ ਸੈਂਟਰ ਵਿੱਚ ਜਾਰੀ ਰਹਿਣਗੇ।',
      },
      {
        p: 'Construction is expected to take about two years. The project is paid for through the city\'s capital plan and fees collected from new developments in the area.',
        pa: 'ਉਸਾਰੀ ਨੂੰ ਲਗਭਗ ਦੋ ਸਾਲ ਲੱਗਣ ਦੀ ਉਮੀਦ ਹੈ। ਇਸ ਪ੍ਰੋਜੈਕਟ ਲਈ ਪੈਸਾ ਸ਼ਹਿਰ ਦੀ ਕੈਪੀਟਲ ਯੋਜਨਾ ਅਤੇ ਇਲਾਕੇ ਵਿੱਚ ਨਵੀਆਂ ਉਸਾਰੀਆਂ ਤੋਂ ਲਈਆਂ ਫ਼ੀਸਾਂ ਵਿੱਚੋਂ ਆਵੇਗਾ।',
      },
    ],
  },
];
