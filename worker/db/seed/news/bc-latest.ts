/**
 * Demo news for the BC category from the most recent days, ids 1000–1007: transit, weather,
 * community kitchens, schools, health and housing. Every person, business and organisation named
 * here is invented; each draft holds its English and Punjabi text side by side and becomes a
 * PostInput through `newsPost`.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { newsPost, type NewsDraft } from '../helpers';

/** The BC posts of the most recent days, tagged 'bc'. */
export function bcLatestPosts(d: SeedDates): PostInput[] {
  return BC_LATEST.map((draft) => newsPost(d, draft, 'bc'));
}

const BC_LATEST: NewsDraft[] = [
  {
    id: 1000,
    lang: 'both',
    slug: 'late-night-bus-service-expands-between-newton-and-surrey-central',
    title: 'Late-night bus service expands between Newton and Surrey Central',
    titlePa: 'ਨਿਊਟਨ ਅਤੇ ਸਰੀ ਸੈਂਟਰਲ ਵਿਚਾਲੇ ਦੇਰ ਰਾਤ ਦੀ ਬੱਸ ਸੇਵਾ ਵਿੱਚ ਵਾਧਾ',
    intro:
      'Shift workers in Surrey will get a bus every 15 minutes until 2 a.m. on the King George corridor, starting next month.',
    introPa: "ਸਰੀ ਵਿੱਚ ਸ਼ਿਫਟਾਂ ਵਿੱਚ ਕੰਮ ਕਰਨ ਵਾਲਿਆਂ ਨੂੰ ਅਗਲੇ ਮਹੀਨੇ ਤੋਂ ਕਿੰਗ ਜਾਰਜ ਰੂਟ 'ਤੇ ਰਾਤ 2 ਵਜੇ ਤੱਕ ਹਰ 15 ਮਿੰਟ ਬਾਅਦ ਬੱਸ ਮਿਲੇਗੀ।",
    by: 'maya',
    featured: true,
    at: [1, '07:15'],
    images: [
      {
        url: '/media/images/bc/surrey-late-night-bus.svg',
        cap: 'Late-night service on the King George corridor starts next month.',
        capPa: "ਕਿੰਗ ਜਾਰਜ ਰੂਟ 'ਤੇ ਦੇਰ ਰਾਤ ਦੀ ਸੇਵਾ ਅਗਲੇ ਮਹੀਨੇ ਸ਼ੁਰੂ ਹੋਵੇਗੀ।",
      },
    ],
    blocks: [
      {
        p: 'Transit planners say the change answers years of requests from warehouse, hospital and trucking workers whose shifts end long after the last regular bus. Ridership on the corridor after 11 p.m. has nearly doubled in three years, according to the regional transit authority.',
        pa: "ਟਰਾਂਜ਼ਿਟ ਯੋਜਨਾਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਫ਼ੈਸਲਾ ਵੇਅਰਹਾਊਸਾਂ, ਹਸਪਤਾਲਾਂ ਅਤੇ ਟਰੱਕਿੰਗ ਕੰਪਨੀਆਂ ਦੇ ਉਨ੍ਹਾਂ ਕਾਮਿਆਂ ਦੀ ਸਾਲਾਂ ਪੁਰਾਣੀ ਮੰਗ ਦਾ ਜਵਾਬ ਹੈ, ਜਿਨ੍ਹਾਂ ਦੀ ਸ਼ਿਫਟ ਆਖ਼ਰੀ ਬੱਸ ਤੋਂ ਕਾਫ਼ੀ ਬਾਅਦ ਖ਼ਤਮ ਹੁੰਦੀ ਹੈ। ਖੇਤਰੀ ਟਰਾਂਜ਼ਿਟ ਅਥਾਰਟੀ ਮੁਤਾਬਕ ਇਸ ਰੂਟ 'ਤੇ ਰਾਤ 11 ਵਜੇ ਤੋਂ ਬਾਅਦ ਸਵਾਰੀਆਂ ਦੀ ਗਿਣਤੀ ਤਿੰਨ ਸਾਲਾਂ ਵਿੱਚ ਲਗਭਗ ਦੁੱਗਣੀ ਹੋ ਗਈ ਹੈ।",
      },
      {
        img: '/media/images/bc/king-george-night-bus.svg',
        cap: 'A bus waits at the Newton exchange after dark.',
        capPa: "ਰਾਤ ਵੇਲੇ ਨਿਊਟਨ ਐਕਸਚੇਂਜ 'ਤੇ ਖੜ੍ਹੀ ਇੱਕ ਬੱਸ।",
      },
      {
        p: 'The extra trips will run seven days a week. Six stops between 72 Avenue and 104 Avenue will also get new lighting and shelters, work the city says will be finished before the service begins.',
        pa: "ਵਾਧੂ ਗੇੜੇ ਹਫ਼ਤੇ ਦੇ ਸੱਤੇ ਦਿਨ ਚੱਲਣਗੇ। 72 ਐਵੇਨਿਊ ਤੋਂ 104 ਐਵੇਨਿਊ ਵਿਚਾਲੇ ਛੇ ਸਟਾਪਾਂ 'ਤੇ ਨਵੀਆਂ ਲਾਈਟਾਂ ਅਤੇ ਸ਼ੈਲਟਰ ਵੀ ਲੱਗਣਗੇ, ਅਤੇ ਸ਼ਹਿਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਕੰਮ ਸੇਵਾ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਮੁਕੰਮਲ ਹੋ ਜਾਵੇਗਾ।",
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
        pa: "ਇਹ ਚਿਤਾਵਨੀ ਫਰੇਜ਼ਰ ਵੈਲੀ ਅਤੇ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੇ ਕੁਝ ਹਿੱਸਿਆਂ ਲਈ ਹੈ। ਸਭ ਤੋਂ ਤੇਜ਼ ਮੀਂਹ ਰਾਤ ਵੇਲੇ ਪੈਣ ਦੀ ਸੰਭਾਵਨਾ ਹੈ, ਅਤੇ ਸਵੇਰੇ ਕੰਮ 'ਤੇ ਜਾਣ ਵੇਲੇ ਸੂਮਾਸ ਪ੍ਰੇਅਰੀ ਦੀਆਂ ਨੀਵੀਆਂ ਸੜਕਾਂ 'ਤੇ ਪਾਣੀ ਖੜ੍ਹ ਸਕਦਾ ਹੈ।",
      },
      {
        p: 'City crews have checked pump stations and left sandbags at two public works yards for residents who need them. Farmers are being asked to move equipment and animal feed to higher ground as a precaution.',
        pa: "ਸ਼ਹਿਰ ਦੇ ਕਰਮਚਾਰੀਆਂ ਨੇ ਪੰਪ ਸਟੇਸ਼ਨਾਂ ਦੀ ਜਾਂਚ ਕਰ ਲਈ ਹੈ ਅਤੇ ਲੋੜਵੰਦ ਵਸਨੀਕਾਂ ਲਈ ਦੋ ਪਬਲਿਕ ਵਰਕਸ ਯਾਰਡਾਂ ਵਿੱਚ ਰੇਤ ਦੀਆਂ ਬੋਰੀਆਂ ਰੱਖੀਆਂ ਗਈਆਂ ਹਨ। ਕਿਸਾਨਾਂ ਨੂੰ ਸਾਵਧਾਨੀ ਵਜੋਂ ਮਸ਼ੀਨਰੀ ਅਤੇ ਪਸ਼ੂਆਂ ਦਾ ਚਾਰਾ ਉੱਚੀਆਂ ਥਾਵਾਂ 'ਤੇ ਲਿਜਾਣ ਲਈ ਕਿਹਾ ਗਿਆ ਹੈ।",
      },
      {
        p: "<strong>Update:</strong> The city says no road closures are planned so far. Residents can report blocked drains to the city's service line, and updates will be read on our hourly news bulletins.",
        pa: "<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸ਼ਹਿਰ ਮੁਤਾਬਕ ਹਾਲੇ ਕੋਈ ਸੜਕ ਬੰਦ ਕਰਨ ਦੀ ਯੋਜਨਾ ਨਹੀਂ ਹੈ। ਵਸਨੀਕ ਬੰਦ ਨਾਲੀਆਂ ਦੀ ਸ਼ਿਕਾਇਤ ਸ਼ਹਿਰ ਦੀ ਸਰਵਿਸ ਲਾਈਨ 'ਤੇ ਕਰ ਸਕਦੇ ਹਨ, ਅਤੇ ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ ਸਾਡੇ ਹਰ ਘੰਟੇ ਦੇ ਖ਼ਬਰਨਾਮੇ ਵਿੱਚ ਦਿੱਤੀ ਜਾਵੇਗੀ।",
      },
    ],
    audio: {
      title: 'News bulletin: rainfall warning for the Fraser Valley',
      url: '/media/audio/bulletin-rainfall-warning.wav',
      duration: 32,
    },
  },
  {
    id: 1002,
    lang: 'pa',
    slug: 'delta-gurdwara-langar-helps-international-students',
    title: 'ਡੈਲਟਾ ਦੇ ਗੁਰਦੁਆਰੇ ਦੀ ਲੰਗਰ ਸੇਵਾ ਨਾਲ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਰਾਹਤ',
    intro: 'ਨੌਰਥ ਡੈਲਟਾ ਦੇ ਇੱਕ ਗੁਰਦੁਆਰੇ ਵਿੱਚ ਹਰ ਹਫ਼ਤੇ ਸੈਂਕੜੇ ਵਿਦਿਆਰਥੀ ਲੰਗਰ ਛਕਦੇ ਹਨ ਅਤੇ ਘਰ ਲਿਜਾਣ ਲਈ ਰਾਸ਼ਨ ਦੇ ਪੈਕੇਟ ਵੀ ਲੈਂਦੇ ਹਨ।',
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
        p: "An informal owners' group, the Richmond Independent Restaurant Circle, asked its 48 members about their leases. Of the 31 who renewed in the past two years, most reported steeper base rent along with higher property-tax charges passed on by landlords.",
      },
      {
        q: 'We can raise the price of a plate of chole bhature only so far before families stop coming.',
        by: 'Amarjit Toor, owner of a family restaurant on No. 3 Road',
      },
      {
        p: "The city's economic development office says it is studying ways to support long-standing tenants, including faster permits for owners who relocate within Richmond. Council is expected to receive a staff report in the coming weeks.",
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
        p: "At this week's public board meeting, trustees voted unanimously to send a letter to the Ministry of Education asking for a shorter approval process for new schools and additions. District staff say it now takes five to seven years from the first request to opening day.",
        pa: 'ਇਸ ਹਫ਼ਤੇ ਹੋਈ ਬੋਰਡ ਦੀ ਜਨਤਕ ਮੀਟਿੰਗ ਵਿੱਚ ਟਰੱਸਟੀਆਂ ਨੇ ਸਰਬਸੰਮਤੀ ਨਾਲ ਸਿੱਖਿਆ ਮੰਤਰਾਲੇ ਨੂੰ ਚਿੱਠੀ ਭੇਜਣ ਦਾ ਫ਼ੈਸਲਾ ਕੀਤਾ, ਜਿਸ ਵਿੱਚ ਨਵੇਂ ਸਕੂਲਾਂ ਅਤੇ ਵਾਧੂ ਇਮਾਰਤਾਂ ਦੀ ਮਨਜ਼ੂਰੀ ਦਾ ਅਮਲ ਛੋਟਾ ਕਰਨ ਦੀ ਮੰਗ ਕੀਤੀ ਗਈ ਹੈ। ਜ਼ਿਲ੍ਹੇ ਦੇ ਅਮਲੇ ਮੁਤਾਬਕ ਪਹਿਲੀ ਬੇਨਤੀ ਤੋਂ ਲੈ ਕੇ ਸਕੂਲ ਖੁੱਲ੍ਹਣ ਤੱਕ ਹੁਣ ਪੰਜ ਤੋਂ ਸੱਤ ਸਾਲ ਲੱਗ ਜਾਂਦੇ ਹਨ।',
      },
      {
        q: 'Our kids are learning in trailers while the paperwork moves from desk to desk. Families deserve a timeline they can count on.',
        qPa: "ਸਾਡੇ ਬੱਚੇ ਟਰੇਲਰਾਂ ਵਿੱਚ ਪੜ੍ਹ ਰਹੇ ਹਨ ਜਦਕਿ ਕਾਗਜ਼ ਇੱਕ ਮੇਜ਼ ਤੋਂ ਦੂਜੇ ਮੇਜ਼ ਤੱਕ ਘੁੰਮ ਰਹੇ ਹਨ। ਪਰਿਵਾਰਾਂ ਨੂੰ ਅਜਿਹੀ ਸਮਾਂ-ਸੀਮਾ ਚਾਹੀਦੀ ਹੈ ਜਿਸ 'ਤੇ ਉਹ ਭਰੋਸਾ ਕਰ ਸਕਣ।",
        by: 'Manjit Purewal, school trustee',
        byPa: 'ਮਨਜੀਤ ਪੁਰੇਵਾਲ, ਸਕੂਲ ਟਰੱਸਟੀ',
      },
      {
        p: 'Parents at the meeting raised concerns about crowded hallways, shared gyms and long bus rides for students who cannot get a spot at their catchment school. The district also plans to add modular classrooms at four elementary schools before the next school year.',
        pa: 'ਮੀਟਿੰਗ ਵਿੱਚ ਮੌਜੂਦ ਮਾਪਿਆਂ ਨੇ ਭੀੜ ਵਾਲੇ ਗਲਿਆਰਿਆਂ, ਸਾਂਝੇ ਜਿਮਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਵਿਦਿਆਰਥੀਆਂ ਦੇ ਲੰਮੇ ਬੱਸ ਸਫ਼ਰ ਬਾਰੇ ਚਿੰਤਾ ਜਤਾਈ ਜਿਨ੍ਹਾਂ ਨੂੰ ਆਪਣੇ ਇਲਾਕੇ ਦੇ ਸਕੂਲ ਵਿੱਚ ਦਾਖ਼ਲਾ ਨਹੀਂ ਮਿਲਦਾ। ਜ਼ਿਲ੍ਹਾ ਅਗਲੇ ਸਕੂਲੀ ਸਾਲ ਤੋਂ ਪਹਿਲਾਂ ਚਾਰ ਐਲੀਮੈਂਟਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਮਾਡਿਊਲਰ ਕਲਾਸਰੂਮ ਜੋੜਨ ਦੀ ਯੋਜਨਾ ਵੀ ਬਣਾ ਰਿਹਾ ਹੈ।',
      },
      {
        p: "<strong>Update:</strong> The Ministry of Education said in a written statement that it has received the board's letter and that several Surrey projects are already at the business-case stage. It did not give a date for any new approvals.",
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
      "ਸੂਬਾਈ ਤਿਮਾਹੀ ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਸਰੀ ਅਤੇ ਐਬਟਸਫੋਰਡ ਦੇ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਐਮਰਜੈਂਸੀ ਰਾਹੀਂ ਦਾਖ਼ਲ ਹੋਏ ਮਰੀਜ਼ਾਂ ਨੂੰ ਬੈੱਡ ਲਈ ਆਮ ਤੌਰ 'ਤੇ ਲਗਭਗ 19 ਘੰਟੇ ਉਡੀਕ ਕਰਨੀ ਪਈ।",
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
        qPa: "ਮੇਰੇ ਪਿਤਾ ਜੀ ਪੂਰਾ ਦਿਨ ਗਲਿਆਰੇ ਵਿੱਚ ਸਟਰੈਚਰ 'ਤੇ ਪਏ ਰਹੇ। ਨਰਸਾਂ ਆਪਣੇ ਵੱਲੋਂ ਪੂਰੀ ਕੋਸ਼ਿਸ਼ ਕਰ ਰਹੀਆਂ ਸਨ, ਪਰ ਬੈੱਡ ਹੀ ਨਹੀਂ ਸਨ।",
        by: 'Parminder Johal, Surrey resident',
        byPa: 'ਪਰਮਿੰਦਰ ਜੌਹਲ, ਸਰੀ ਵਾਸੀ',
      },
      {
        p: 'The health authority says a new urgent and primary care centre in Newton, plus longer hours at two existing clinics, should take pressure off emergency rooms. It advises people with non-urgent problems to call 811, the free nurse line, which offers interpretation in Punjabi.',
        pa: "ਸਿਹਤ ਅਥਾਰਟੀ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਿਊਟਨ ਵਿੱਚ ਨਵੇਂ ਅਰਜੈਂਟ ਅਤੇ ਪ੍ਰਾਇਮਰੀ ਕੇਅਰ ਸੈਂਟਰ ਅਤੇ ਦੋ ਮੌਜੂਦਾ ਕਲੀਨਿਕਾਂ ਦੇ ਵਧਾਏ ਸਮੇਂ ਨਾਲ ਐਮਰਜੈਂਸੀ ਵਿਭਾਗਾਂ ਦਾ ਬੋਝ ਘਟੇਗਾ। ਅਥਾਰਟੀ ਨੇ ਸਲਾਹ ਦਿੱਤੀ ਹੈ ਕਿ ਗ਼ੈਰ-ਜ਼ਰੂਰੀ ਸਮੱਸਿਆਵਾਂ ਲਈ ਮੁਫ਼ਤ ਨਰਸ ਲਾਈਨ 811 'ਤੇ ਫ਼ੋਨ ਕੀਤਾ ਜਾਵੇ, ਜਿੱਥੇ ਪੰਜਾਬੀ ਦੁਭਾਸ਼ੀਏ ਦੀ ਸਹੂਲਤ ਵੀ ਹੈ।",
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
        cap: "An architect's rendering of the approved towers.",
      },
      {
        p: 'Under the approval, the developer must rent 20 per cent of the units below local market rates, with priority for people who already work in Vancouver. Construction could start within 18 months if building permits are issued on schedule.',
      },
      {
        p: "City staff say the project is one of 14 rental applications now in review across Vancouver. The city's latest figures put the rental vacancy rate at just over one per cent.",
      },
    ],
  },
  {
    id: 1007,
    lang: 'both',
    slug: 'okanagan-orchard-families-rebuild-after-wildfire',
    title: 'Okanagan orchard families rebuild after wildfire, with help from Lower Mainland volunteers',
    titlePa: "ਜੰਗਲੀ ਅੱਗ ਤੋਂ ਬਾਅਦ ਓਕਾਨਾਗਨ ਦੇ ਬਾਗ਼ਬਾਨ ਪਰਿਵਾਰ ਮੁੜ ਪੈਰਾਂ 'ਤੇ, ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਵਲੰਟੀਅਰਾਂ ਦਾ ਸਾਥ",
    intro:
      'Punjabi-Canadian fruit growers near Oliver and Osoyoos lost sheds, irrigation lines and hundreds of trees. Volunteers from Surrey drive up on weekends to help.',
    introPa:
      "ਓਲੀਵਰ ਅਤੇ ਓਸੋਯੂਸ ਨੇੜੇ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਫਲ ਉਤਪਾਦਕਾਂ ਦੇ ਸ਼ੈੱਡ, ਸਿੰਜਾਈ ਪਾਈਪਾਂ ਅਤੇ ਸੈਂਕੜੇ ਦਰਖ਼ਤ ਸੜ ਗਏ ਸਨ। ਸਰੀ ਤੋਂ ਵਲੰਟੀਅਰ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ 'ਤੇ ਮਦਦ ਲਈ ਜਾਂਦੇ ਹਨ।",
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
        pa: "ਸਰੀ ਦੇ ਦੋ ਗੁਰਦੁਆਰਿਆਂ ਰਾਹੀਂ ਬਣੇ ਇੱਕ ਵਲੰਟੀਅਰ ਗਰੁੱਪ ਨੇ ਲਗਭਗ ਹਰ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ 'ਤੇ 20 ਤੋਂ 30 ਲੋਕਾਂ ਦੇ ਜਥੇ ਭੇਜੇ ਹਨ, ਜੋ ਔਜ਼ਾਰ, ਖਾਣਾ ਅਤੇ ਦਾਨ ਕੀਤੇ ਸਿੰਜਾਈ ਦੇ ਪੁਰਜ਼ੇ ਨਾਲ ਲੈ ਕੇ ਜਾਂਦੇ ਹਨ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਹੁਣ ਤੱਕ 17 ਫਾਰਮਾਂ ਤੋਂ ਮਲਬਾ ਸਾਫ਼ ਕਰਨ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਜਾ ਚੁੱਕੀ ਹੈ।",
      },
      {
        p: "<strong>Update:</strong> The province has extended the deadline for wildfire recovery grants for farms by three months. Growers can apply through the agriculture ministry's website or get help from regional farm associations.",
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸੂਬਾ ਸਰਕਾਰ ਨੇ ਫਾਰਮਾਂ ਲਈ ਜੰਗਲੀ ਅੱਗ ਰਿਕਵਰੀ ਗ੍ਰਾਂਟਾਂ ਦੀ ਆਖ਼ਰੀ ਤਾਰੀਖ਼ ਤਿੰਨ ਮਹੀਨੇ ਵਧਾ ਦਿੱਤੀ ਹੈ। ਬਾਗ਼ਬਾਨ ਖੇਤੀਬਾੜੀ ਮੰਤਰਾਲੇ ਦੀ ਵੈੱਬਸਾਈਟ ਰਾਹੀਂ ਅਰਜ਼ੀ ਦੇ ਸਕਦੇ ਹਨ ਜਾਂ ਇਲਾਕਾਈ ਕਿਸਾਨ ਜਥੇਬੰਦੀਆਂ ਤੋਂ ਮਦਦ ਲੈ ਸਕਦੇ ਹਨ।',
      },
    ],
  },
];
