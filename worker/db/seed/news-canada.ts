import type { PostInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { newsPost, type NewsDraft } from './helpers';

/**
 * Demo news for the Alberta, Canada and World categories (ids 1050–1099). Every person, business
 * and organisation named here is invented. Each draft is written once with its English and Punjabi
 * text side by side and turned into a PostInput by `newsPost`, so body and bodyPa always have the
 * same block structure.
 */
export function newsCanadaPosts(d: SeedDates): PostInput[] {
  return [...ALBERTA_POSTS, ...CANADA_POSTS, ...WORLD_POSTS].map((draft) => newsPost(d, draft, draft.region));
}

type Region = 'alberta' | 'canada' | 'world';

/** A draft of this file: tagged with its region. */
interface Draft extends NewsDraft {
  region: Region;
}

/** Alberta: Calgary, Edmonton, energy and agriculture. */
const ALBERTA_POSTS: Draft[] = [
  {
    id: 1050,
    region: 'alberta',
    lang: 'both',
    slug: 'northeast-calgary-residents-push-for-more-frequent-buses',
    title: 'Northeast Calgary residents push for more frequent buses',
    titlePa: 'ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਦੇ ਵਸਨੀਕਾਂ ਵੱਲੋਂ ਹੋਰ ਬੱਸਾਂ ਦੀ ਮੰਗ',
    intro:
      'Community associations in Saddle Ridge, Taradale and Cityscape say buses every 30 minutes are not enough for one of the city\'s fastest-growing areas.',
    introPa:
      'ਸੈਡਲ ਰਿੱਜ, ਟੈਰਾਡੇਲ ਅਤੇ ਸਿਟੀਸਕੇਪ ਦੀਆਂ ਕਮਿਊਨਿਟੀ ਐਸੋਸੀਏਸ਼ਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸ਼ਹਿਰ ਦੇ ਸਭ ਤੋਂ ਤੇਜ਼ੀ ਨਾਲ ਵਧ ਰਹੇ ਇਲਾਕੇ ਲਈ ਅੱਧੇ-ਅੱਧੇ ਘੰਟੇ ਬਾਅਦ ਆਉਣ ਵਾਲੀਆਂ ਬੱਸਾਂ ਕਾਫ਼ੀ ਨਹੀਂ।',
    by: 'gurvinder',
    featured: true,
    at: [1, '08:30'],
    updated: [1, '12:40'],
    images: [
      {
        url: '/media/images/alberta/northeast-calgary-transit.svg',
        cap: 'A city bus on a main road in northeast Calgary.',
        capPa: 'ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਦੀ ਇੱਕ ਮੁੱਖ ਸੜਕ \'ਤੇ ਸ਼ਹਿਰੀ ਬੱਸ।',
      },
    ],
    blocks: [
      {
        p: 'Northeast Calgary is home to a large share of the city\'s Punjabi community, and many residents work shifts at warehouses near the airport. Residents told a city committee that one missed connection can turn a 20-minute drive into a 90-minute bus trip.',
        pa: 'ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਵਿੱਚ ਸ਼ਹਿਰ ਦੇ ਪੰਜਾਬੀ ਭਾਈਚਾਰੇ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਵੱਸਦਾ ਹੈ, ਅਤੇ ਬਹੁਤ ਸਾਰੇ ਵਸਨੀਕ ਹਵਾਈ ਅੱਡੇ ਨੇੜਲੇ ਵੇਅਰਹਾਊਸਾਂ ਵਿੱਚ ਸ਼ਿਫਟਾਂ ਵਿੱਚ ਕੰਮ ਕਰਦੇ ਹਨ। ਵਸਨੀਕਾਂ ਨੇ ਸ਼ਹਿਰ ਦੀ ਇੱਕ ਕਮੇਟੀ ਨੂੰ ਦੱਸਿਆ ਕਿ ਇੱਕ ਬੱਸ ਖੁੰਝ ਜਾਣ ਨਾਲ ਕਾਰ ਦਾ 20 ਮਿੰਟ ਦਾ ਸਫ਼ਰ ਬੱਸ ਵਿੱਚ 90 ਮਿੰਟ ਦਾ ਬਣ ਜਾਂਦਾ ਹੈ।',
      },
      {
        img: '/media/images/alberta/saddle-ridge-bus-stop.svg',
        cap: 'Commuters wait at a bus stop in Saddle Ridge.',
        capPa: 'ਸੈਡਲ ਰਿੱਜ ਵਿੱਚ ਬੱਸ ਸਟਾਪ \'ਤੇ ਉਡੀਕ ਕਰਦੇ ਮੁਸਾਫ਼ਰ।',
      },
      {
        q: 'My daughter leaves for her night shift at nine and still gets there late twice a week. We are not asking for luxury, just a bus that comes.',
        qPa: 'ਮੇਰੀ ਧੀ ਰਾਤ ਦੀ ਸ਼ਿਫਟ ਲਈ ਨੌਂ ਵਜੇ ਘਰੋਂ ਨਿਕਲਦੀ ਹੈ ਅਤੇ ਫਿਰ ਵੀ ਹਫ਼ਤੇ ਵਿੱਚ ਦੋ ਵਾਰ ਲੇਟ ਹੋ ਜਾਂਦੀ ਹੈ। ਅਸੀਂ ਕੋਈ ਐਸ਼ੋ-ਆਰਾਮ ਨਹੀਂ ਮੰਗ ਰਹੇ, ਬੱਸ ਸਮੇਂ ਸਿਰ ਆਉਣ ਵਾਲੀ ਬੱਸ ਮੰਗ ਰਹੇ ਹਾਂ।',
        by: 'Balwinder Grewal, Taradale Community Association',
        byPa: 'ਬਲਵਿੰਦਰ ਗਰੇਵਾਲ, ਟੈਰਾਡੇਲ ਕਮਿਊਨਿਟੀ ਐਸੋਸੀਏਸ਼ਨ',
      },
      {
        p: '<strong>Update:</strong> City transit staff told the committee they will test 15-minute service on two northeast routes during weekday rush hours. Results of the trial will be reported back within six months.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸ਼ਹਿਰ ਦੇ ਟਰਾਂਜ਼ਿਟ ਅਮਲੇ ਨੇ ਕਮੇਟੀ ਨੂੰ ਦੱਸਿਆ ਕਿ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਭੀੜ ਵਾਲੇ ਘੰਟਿਆਂ ਦੌਰਾਨ ਉੱਤਰ-ਪੂਰਬ ਦੇ ਦੋ ਰੂਟਾਂ \'ਤੇ ਤਜਰਬੇ ਵਜੋਂ ਹਰ 15 ਮਿੰਟ ਬਾਅਦ ਬੱਸ ਚਲਾਈ ਜਾਵੇਗੀ। ਇਸ ਤਜਰਬੇ ਦੇ ਨਤੀਜੇ ਛੇ ਮਹੀਨਿਆਂ ਦੇ ਅੰਦਰ ਪੇਸ਼ ਕੀਤੇ ਜਾਣਗੇ।',
      },
    ],
  },
  {
    id: 1051,
    region: 'alberta',
    lang: 'pa',
    slug: 'edmonton-mill-woods-sangat-collects-food-for-food-bank',
    title: 'ਐਡਮਿੰਟਨ ਦੇ ਮਿੱਲ ਵੁੱਡਜ਼ ਵਿੱਚ ਸੰਗਤ ਵੱਲੋਂ ਫੂਡ ਬੈਂਕ ਲਈ ਰਾਸ਼ਨ ਇਕੱਠਾ',
    intro:
      'ਮਿੱਲ ਵੁੱਡਜ਼ ਇਲਾਕੇ ਦੇ ਗੁਰਦੁਆਰਿਆਂ ਅਤੇ ਸਿੱਖ ਨੌਜਵਾਨਾਂ ਨੇ ਇੱਕ ਹਫ਼ਤੇ ਵਿੱਚ ਲਗਭਗ ਅੱਠ ਟਨ ਸੁੱਕਾ ਰਾਸ਼ਨ ਇਕੱਠਾ ਕਰਕੇ ਸ਼ਹਿਰ ਦੇ ਫੂਡ ਬੈਂਕ ਨੂੰ ਸੌਂਪਿਆ।',
    by: 'navneet',
    at: [2, '10:15'],
    images: [
      {
        url: '/media/images/alberta/edmonton-mill-woods-food-bank.svg',
        cap: 'ਐਡਮਿੰਟਨ ਦੇ ਫੂਡ ਬੈਂਕ ਲਈ ਇਕੱਠਾ ਕੀਤਾ ਰਾਸ਼ਨ।',
      },
    ],
    blocks: [
      {
        p: 'ਫੂਡ ਬੈਂਕ ਮੁਤਾਬਕ ਪਿਛਲੇ ਸਾਲ ਦੇ ਮੁਕਾਬਲੇ ਮਦਦ ਮੰਗਣ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਦੀ ਗਿਣਤੀ ਕਾਫ਼ੀ ਵਧੀ ਹੈ, ਅਤੇ ਦਾਲਾਂ, ਚੌਲਾਂ ਤੇ ਆਟੇ ਵਰਗੀਆਂ ਚੀਜ਼ਾਂ ਦੀ ਖ਼ਾਸ ਘਾਟ ਸੀ। ਇਸੇ ਲਈ ਨੌਜਵਾਨਾਂ ਨੇ ਸੰਗਤ ਨੂੰ ਇਹੋ ਚੀਜ਼ਾਂ ਦਾਨ ਕਰਨ ਦੀ ਅਪੀਲ ਕੀਤੀ।',
      },
      {
        img: '/media/images/alberta/mill-woods-food-drive.svg',
        cap: 'ਫੂਡ ਬੈਂਕ ਦੇ ਟਰੱਕ ਵਿੱਚ ਰਾਸ਼ਨ ਲੱਦਦੇ ਨੌਜਵਾਨ ਵਲੰਟੀਅਰ।',
      },
      {
        p: 'ਪ੍ਰਬੰਧਕਾਂ ਵਿੱਚੋਂ ਇੱਕ, ਹਰਮਨਜੋਤ ਸਿੰਘ ਕੰਗ ਨੇ ਦੱਸਿਆ ਕਿ ਗੁਰੂ ਘਰਾਂ ਵਿੱਚ ਰੱਖੇ ਡੱਬੇ ਦੋ ਦਿਨਾਂ ਵਿੱਚ ਹੀ ਭਰ ਗਏ ਸਨ। ਉਨ੍ਹਾਂ ਕਿਹਾ ਕਿ ਲੰਗਰ ਦੀ ਰੀਤ ਸਾਨੂੰ ਸਿਖਾਉਂਦੀ ਹੈ ਕਿ ਕੋਈ ਵੀ ਭੁੱਖਾ ਨਾ ਰਹੇ, ਭਾਵੇਂ ਉਹ ਕਿਸੇ ਵੀ ਧਰਮ ਦਾ ਹੋਵੇ।',
      },
      {
        p: 'ਫੂਡ ਬੈਂਕ ਨੇ ਸੰਗਤ ਦਾ ਧੰਨਵਾਦ ਕੀਤਾ ਹੈ ਅਤੇ ਕਿਹਾ ਹੈ ਕਿ ਇਹ ਰਾਸ਼ਨ ਕਈ ਹਫ਼ਤਿਆਂ ਤੱਕ ਸੈਂਕੜੇ ਪਰਿਵਾਰਾਂ ਦੇ ਕੰਮ ਆਵੇਗਾ। ਪ੍ਰਬੰਧਕ ਹੁਣ ਹਰ ਤਿੰਨ ਮਹੀਨੇ ਬਾਅਦ ਅਜਿਹੀ ਮੁਹਿੰਮ ਚਲਾਉਣ ਦੀ ਯੋਜਨਾ ਬਣਾ ਰਹੇ ਹਨ।',
      },
    ],
  },
  {
    id: 1052,
    region: 'alberta',
    lang: 'en',
    slug: 'alberta-energy-employers-turn-to-short-training-courses',
    title: 'Alberta energy employers turn to short training courses as hiring picks up',
    intro:
      'Oil sands and pipeline contractors say they need welders, heavy-equipment operators and safety staff, and colleges are adding fast-track programs to fill the gap.',
    by: 'daniel',
    at: [3, '07:40'],
    images: [
      {
        url: '/media/images/alberta/energy-trades-training.svg',
        cap: 'A welding student practises in a college shop in Edmonton.',
      },
    ],
    blocks: [
      {
        p: 'Industry groups estimate that thousands of skilled trades jobs will open in the energy sector over the next few years as older workers retire. Many of the openings are in maintenance and shutdown work at plants near Fort McMurray and in the industrial area northeast of Edmonton.',
      },
      {
        p: 'Colleges in Edmonton and Calgary have launched 12- to 16-week certificates for scaffolders, crane operators and safety coordinators. Several programs run in the evening so students can keep their current jobs.',
      },
      {
        p: 'Employment counsellors note that many newcomers arrive with trades experience from abroad but need Canadian certification. The province offers assessment services to help them find out which exams or courses they still need.',
      },
    ],
  },
  {
    id: 1053,
    region: 'alberta',
    lang: 'both',
    slug: 'dry-conditions-worry-alberta-canola-and-wheat-growers',
    title: 'Dry conditions worry Alberta canola and wheat growers',
    titlePa: 'ਖ਼ੁਸ਼ਕ ਮੌਸਮ ਨੇ ਐਲਬਰਟਾ ਦੇ ਕਨੋਲਾ ਅਤੇ ਕਣਕ ਉਤਪਾਦਕਾਂ ਦੀ ਚਿੰਤਾ ਵਧਾਈ',
    intro:
      'Soil moisture across much of southern and central Alberta is well below normal, and farmers say the next few weeks of weather will decide their crops.',
    introPa:
      'ਦੱਖਣੀ ਅਤੇ ਕੇਂਦਰੀ ਐਲਬਰਟਾ ਦੇ ਵੱਡੇ ਹਿੱਸੇ ਵਿੱਚ ਜ਼ਮੀਨ ਦੀ ਨਮੀ ਆਮ ਨਾਲੋਂ ਕਾਫ਼ੀ ਘੱਟ ਹੈ, ਅਤੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਅਗਲੇ ਕੁਝ ਹਫ਼ਤਿਆਂ ਦਾ ਮੌਸਮ ਫ਼ਸਲਾਂ ਦੀ ਕਿਸਮਤ ਤੈਅ ਕਰੇਗਾ।',
    by: 'jaspal',
    at: [5, '12:10'],
    updated: [5, '17:30'],
    images: [
      {
        url: '/media/images/alberta/alberta-canola-drought.svg',
        cap: 'Dry fields in southern Alberta.',
        capPa: 'ਦੱਖਣੀ ਐਲਬਰਟਾ ਦੇ ਸੁੱਕੇ ਖੇਤ।',
      },
    ],
    blocks: [
      {
        p: 'The provincial crop report shows some counties east of Calgary have received less than half their usual rainfall. Farmers say canola is especially sensitive to dry spells because the plants need moisture when they flower.',
        pa: 'ਸੂਬਾਈ ਫ਼ਸਲ ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਕੈਲਗਰੀ ਦੇ ਪੂਰਬ ਵਿੱਚ ਕੁਝ ਕਾਊਂਟੀਆਂ ਵਿੱਚ ਆਮ ਨਾਲੋਂ ਅੱਧੀ ਤੋਂ ਵੀ ਘੱਟ ਬਾਰਿਸ਼ ਹੋਈ ਹੈ। ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕਨੋਲਾ ਖ਼ੁਸ਼ਕ ਮੌਸਮ ਨੂੰ ਖ਼ਾਸ ਤੌਰ \'ਤੇ ਨਹੀਂ ਝੱਲ ਸਕਦੀ, ਕਿਉਂਕਿ ਫੁੱਲ ਪੈਣ ਵੇਲੇ ਬੂਟਿਆਂ ਨੂੰ ਨਮੀ ਦੀ ਲੋੜ ਹੁੰਦੀ ਹੈ।',
      },
      {
        img: '/media/images/alberta/canola-field-dry-soil.svg',
        cap: 'A canola field with cracked soil east of Calgary.',
        capPa: 'ਕੈਲਗਰੀ ਦੇ ਪੂਰਬ ਵਿੱਚ ਤਰੇੜਾਂ ਵਾਲੀ ਜ਼ਮੀਨ ਵਿੱਚ ਕਨੋਲਾ ਦੀ ਫ਼ਸਲ।',
      },
      {
        p: 'Several Punjabi-Canadian families in the area farm grain and run custom-harvesting businesses. They say seed, fertiliser and fuel already cost so much that there is little room left if yields fall.',
        pa: 'ਇਸ ਇਲਾਕੇ ਵਿੱਚ ਕਈ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਪਰਿਵਾਰ ਅਨਾਜ ਦੀ ਖੇਤੀ ਕਰਦੇ ਹਨ ਅਤੇ ਕਿਰਾਏ \'ਤੇ ਵਾਢੀ ਦਾ ਕਾਰੋਬਾਰ ਵੀ ਚਲਾਉਂਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬੀਜ, ਖਾਦ ਅਤੇ ਤੇਲ ਦਾ ਖ਼ਰਚਾ ਪਹਿਲਾਂ ਹੀ ਏਨਾ ਜ਼ਿਆਦਾ ਹੈ ਕਿ ਝਾੜ ਘਟਣ \'ਤੇ ਬਹੁਤ ਥੋੜ੍ਹੀ ਗੁੰਜਾਇਸ਼ ਬਚਦੀ ਹੈ।',
      },
      {
        p: '<strong>Update:</strong> The province says crop insurance deadlines and programs remain unchanged for now. Farm groups are asking for early details on disaster support in case conditions get worse.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸੂਬਾ ਸਰਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਫ਼ਸਲ ਬੀਮੇ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ ਅਤੇ ਪ੍ਰੋਗਰਾਮਾਂ ਵਿੱਚ ਫ਼ਿਲਹਾਲ ਕੋਈ ਬਦਲਾਅ ਨਹੀਂ। ਕਿਸਾਨ ਜਥੇਬੰਦੀਆਂ ਮੰਗ ਕਰ ਰਹੀਆਂ ਹਨ ਕਿ ਹਾਲਾਤ ਵਿਗੜਨ ਦੀ ਸੂਰਤ ਵਿੱਚ ਮਿਲਣ ਵਾਲੀ ਆਫ਼ਤ ਰਾਹਤ ਦੇ ਵੇਰਵੇ ਪਹਿਲਾਂ ਹੀ ਦੱਸੇ ਜਾਣ।',
      },
    ],
  },
  {
    id: 1054,
    region: 'alberta',
    lang: 'both',
    slug: 'calgary-rents-keep-climbing-as-newcomers-arrive',
    title: 'Calgary rents keep climbing as newcomers from other provinces arrive',
    titlePa: 'ਦੂਜੇ ਸੂਬਿਆਂ ਤੋਂ ਲੋਕਾਂ ਦੀ ਆਮਦ ਨਾਲ ਕੈਲਗਰੀ ਵਿੱਚ ਕਿਰਾਏ ਲਗਾਤਾਰ ਵਧ ਰਹੇ',
    intro:
      'Families moving from Ontario and BC for cheaper housing are finding the gap is shrinking, with two-bedroom rents up sharply in two years.',
    introPa:
      'ਸਸਤੇ ਘਰਾਂ ਦੀ ਭਾਲ ਵਿੱਚ ਓਂਟਾਰੀਓ ਅਤੇ ਬੀ.ਸੀ. ਤੋਂ ਆ ਰਹੇ ਪਰਿਵਾਰ ਦੇਖ ਰਹੇ ਹਨ ਕਿ ਫ਼ਰਕ ਘਟਦਾ ਜਾ ਰਿਹਾ ਹੈ, ਕਿਉਂਕਿ ਦੋ ਸਾਲਾਂ ਵਿੱਚ ਦੋ ਬੈੱਡਰੂਮ ਵਾਲੇ ਘਰਾਂ ਦੇ ਕਿਰਾਏ ਕਾਫ਼ੀ ਵਧ ਗਏ ਹਨ।',
    by: 'maya',
    at: [6, '16:30'],
    images: [
      {
        url: '/media/images/alberta/calgary-rental-market.svg',
        cap: 'New rental buildings under construction in Calgary.',
        capPa: 'ਕੈਲਗਰੀ ਵਿੱਚ ਉਸਾਰੀ ਅਧੀਨ ਨਵੀਆਂ ਕਿਰਾਏ ਵਾਲੀਆਂ ਇਮਾਰਤਾਂ।',
      },
    ],
    blocks: [
      {
        p: 'Alberta has been drawing tens of thousands of people a year from other provinces, many of them young families. Real estate analysts say new rental buildings are going up quickly, but still not fast enough to keep up.',
        pa: 'ਐਲਬਰਟਾ ਵਿੱਚ ਹਰ ਸਾਲ ਦੂਜੇ ਸੂਬਿਆਂ ਤੋਂ ਹਜ਼ਾਰਾਂ ਲੋਕ ਆ ਰਹੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਬਹੁਤੇ ਨੌਜਵਾਨ ਪਰਿਵਾਰ ਹਨ। ਰੀਅਲ ਅਸਟੇਟ ਮਾਹਿਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵੀਆਂ ਕਿਰਾਏ ਵਾਲੀਆਂ ਇਮਾਰਤਾਂ ਤੇਜ਼ੀ ਨਾਲ ਬਣ ਰਹੀਆਂ ਹਨ, ਪਰ ਮੰਗ ਦੇ ਹਿਸਾਬ ਨਾਲ ਫਿਰ ਵੀ ਘੱਟ ਹਨ।',
      },
      {
        q: 'We moved from Brampton because we could never afford to buy there. Here we found a house, but renting while we waited cost far more than we planned.',
        qPa: 'ਅਸੀਂ ਬਰੈਂਪਟਨ ਤੋਂ ਇਸ ਲਈ ਆਏ ਕਿਉਂਕਿ ਉੱਥੇ ਘਰ ਖ਼ਰੀਦਣਾ ਸਾਡੇ ਵੱਸ ਦੀ ਗੱਲ ਨਹੀਂ ਸੀ। ਇੱਥੇ ਘਰ ਤਾਂ ਮਿਲ ਗਿਆ, ਪਰ ਉਡੀਕ ਦੌਰਾਨ ਕਿਰਾਏ \'ਤੇ ਰਹਿਣਾ ਸਾਡੀ ਸੋਚ ਨਾਲੋਂ ਕਿਤੇ ਮਹਿੰਗਾ ਪਿਆ।',
        by: 'Kiranjit Bhullar, who moved to Calgary with her family',
        byPa: 'ਕਿਰਨਜੀਤ ਭੁੱਲਰ, ਜੋ ਪਰਿਵਾਰ ਸਮੇਤ ਕੈਲਗਰੀ ਆਏ ਹਨ',
      },
      {
        p: 'Tenant advocates remind renters that Alberta has no cap on rent increases, but landlords must give three months\' written notice and can raise the rent only once a year. Free advice is available from tenant resource centres in Calgary and Edmonton.',
        pa: 'ਕਿਰਾਏਦਾਰਾਂ ਦੇ ਹੱਕਾਂ ਲਈ ਕੰਮ ਕਰਨ ਵਾਲੇ ਯਾਦ ਦਿਵਾਉਂਦੇ ਹਨ ਕਿ ਐਲਬਰਟਾ ਵਿੱਚ ਕਿਰਾਇਆ ਵਧਾਉਣ ਦੀ ਕੋਈ ਹੱਦ ਨਹੀਂ, ਪਰ ਮਕਾਨ ਮਾਲਕ ਨੂੰ ਤਿੰਨ ਮਹੀਨੇ ਪਹਿਲਾਂ ਲਿਖਤੀ ਨੋਟਿਸ ਦੇਣਾ ਪੈਂਦਾ ਹੈ ਅਤੇ ਸਾਲ ਵਿੱਚ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਕਿਰਾਇਆ ਵਧਾਇਆ ਜਾ ਸਕਦਾ ਹੈ। ਕੈਲਗਰੀ ਅਤੇ ਐਡਮਿੰਟਨ ਦੇ ਕਿਰਾਏਦਾਰ ਸਹਾਇਤਾ ਕੇਂਦਰਾਂ ਤੋਂ ਮੁਫ਼ਤ ਸਲਾਹ ਲਈ ਜਾ ਸਕਦੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1055,
    region: 'alberta',
    lang: 'both',
    slug: 'edmonton-settlement-agency-adds-punjabi-speaking-staff',
    title: 'Edmonton settlement agency adds Punjabi-speaking staff for newcomers',
    titlePa: 'ਐਡਮਿੰਟਨ ਦੀ ਸੈਟਲਮੈਂਟ ਏਜੰਸੀ ਵੱਲੋਂ ਨਵੇਂ ਆਏ ਲੋਕਾਂ ਲਈ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲਾ ਅਮਲਾ',
    intro:
      'The Meadows Newcomer Hub, a non-profit, now offers help with housing, job searches and school registration in Punjabi five days a week.',
    introPa:
      'ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸੰਸਥਾ ਮੈਡੋਜ਼ ਨਿਊਕਮਰ ਹੱਬ ਹੁਣ ਹਫ਼ਤੇ ਦੇ ਪੰਜ ਦਿਨ ਘਰ ਲੱਭਣ, ਨੌਕਰੀ ਦੀ ਭਾਲ ਅਤੇ ਸਕੂਲ ਦਾਖ਼ਲੇ ਬਾਰੇ ਪੰਜਾਬੀ ਵਿੱਚ ਮਦਦ ਦਿੰਦੀ ਹੈ।',
    by: 'simran',
    at: [10, '09:20'],
    images: [
      {
        url: '/media/images/alberta/edmonton-settlement-services.svg',
        cap: 'The Meadows Newcomer Hub in southeast Edmonton.',
        capPa: 'ਦੱਖਣ-ਪੂਰਬੀ ਐਡਮਿੰਟਨ ਵਿੱਚ ਮੈਡੋਜ਼ ਨਿਊਕਮਰ ਹੱਬ।',
      },
    ],
    blocks: [
      {
        p: 'Southeast Edmonton has seen rapid growth in Punjabi-speaking families, many arriving from India or moving from other provinces. The agency says about a third of the people who walked in last year asked for help in Punjabi or Hindi.',
        pa: 'ਐਡਮਿੰਟਨ ਦੇ ਦੱਖਣ-ਪੂਰਬੀ ਹਿੱਸੇ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਦੀ ਗਿਣਤੀ ਤੇਜ਼ੀ ਨਾਲ ਵਧੀ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਭਾਰਤ ਤੋਂ ਜਾਂ ਦੂਜੇ ਸੂਬਿਆਂ ਤੋਂ ਆਏ ਹਨ। ਏਜੰਸੀ ਮੁਤਾਬਕ ਪਿਛਲੇ ਸਾਲ ਉਨ੍ਹਾਂ ਕੋਲ ਆਉਣ ਵਾਲਿਆਂ ਵਿੱਚੋਂ ਲਗਭਗ ਇੱਕ-ਤਿਹਾਈ ਨੇ ਪੰਜਾਬੀ ਜਾਂ ਹਿੰਦੀ ਵਿੱਚ ਮਦਦ ਮੰਗੀ।',
      },
      {
        img: '/media/images/alberta/edmonton-newcomer-hub-desk.svg',
        cap: 'A settlement worker helps a family fill in school forms.',
        capPa: 'ਸਕੂਲ ਦੇ ਫ਼ਾਰਮ ਭਰਨ ਵਿੱਚ ਇੱਕ ਪਰਿਵਾਰ ਦੀ ਮਦਦ ਕਰਦੀ ਸੈਟਲਮੈਂਟ ਵਰਕਰ।',
      },
      {
        p: 'Services are free for permanent residents and, in some programs, for international students and temporary workers. The hub also runs weekly English conversation circles and workshops on Alberta\'s tenancy and employment rules.',
        pa: 'ਪੱਕੇ ਵਸਨੀਕਾਂ ਲਈ ਸੇਵਾਵਾਂ ਮੁਫ਼ਤ ਹਨ, ਅਤੇ ਕੁਝ ਪ੍ਰੋਗਰਾਮ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀਆਂ ਤੇ ਆਰਜ਼ੀ ਕਾਮਿਆਂ ਲਈ ਵੀ ਮੁਫ਼ਤ ਹਨ। ਹੱਬ ਵਿੱਚ ਹਰ ਹਫ਼ਤੇ ਅੰਗਰੇਜ਼ੀ ਗੱਲਬਾਤ ਦੇ ਗਰੁੱਪ ਅਤੇ ਐਲਬਰਟਾ ਦੇ ਕਿਰਾਏਦਾਰੀ ਤੇ ਰੁਜ਼ਗਾਰ ਨਿਯਮਾਂ ਬਾਰੇ ਵਰਕਸ਼ਾਪਾਂ ਵੀ ਹੁੰਦੀਆਂ ਹਨ।',
      },
      {
        p: 'Appointments can be booked by phone, and walk-ins are welcome on weekday mornings. The agency says evening hours will be added for people who work during the day.',
        pa: 'ਮੁਲਾਕਾਤ ਦਾ ਸਮਾਂ ਫ਼ੋਨ ਰਾਹੀਂ ਲਿਆ ਜਾ ਸਕਦਾ ਹੈ, ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਸਵੇਰੇ ਬਿਨਾਂ ਸਮਾਂ ਲਏ ਵੀ ਆਇਆ ਜਾ ਸਕਦਾ ਹੈ। ਏਜੰਸੀ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦਿਨ ਵੇਲੇ ਕੰਮ ਕਰਨ ਵਾਲਿਆਂ ਲਈ ਸ਼ਾਮ ਦਾ ਸਮਾਂ ਵੀ ਜੋੜਿਆ ਜਾਵੇਗਾ।',
      },
    ],
  },
  {
    id: 1056,
    region: 'alberta',
    lang: 'en',
    slug: 'solar-farms-bring-lease-income-to-southern-alberta-landowners',
    title: 'Solar farms bring lease income to southern Alberta landowners',
    intro:
      'Ranchers and grain farmers near Lethbridge and Brooks are leasing marginal land to solar developers, though some neighbours worry about losing farmland.',
    by: 'daniel',
    at: [19, '14:00'],
    images: [
      {
        url: '/media/images/alberta/alberta-solar-farm-lease.svg',
        cap: 'A solar project under construction in southern Alberta.',
      },
    ],
    blocks: [
      {
        p: 'Southern Alberta gets more sunshine than almost anywhere else in Canada, and the region has become a centre for large solar projects. Landowners are usually paid a yearly lease for each acre, which can be steadier than crop income in dry years.',
      },
      {
        img: '/media/images/alberta/southern-alberta-solar-panels.svg',
        cap: 'Rows of solar panels on former pasture near Brooks.',
      },
      {
        p: 'Critics say good cropland should be protected, and the province has brought in rules that limit projects on the highest-quality soils. Developers must also set aside money to clean up sites at the end of a project\'s life.',
      },
      {
        p: 'Municipal leaders in the area say the projects add to the local tax base, which helps pay for rural roads. They want more of the construction jobs to go to local workers.',
      },
    ],
  },
  {
    id: 1057,
    region: 'alberta',
    lang: 'both',
    slug: 'calgary-taxi-and-rideshare-drivers-say-insurance-costs-eat-into-earnings',
    title: 'Calgary taxi and rideshare drivers say insurance costs are eating into earnings',
    titlePa: 'ਕੈਲਗਰੀ ਦੇ ਟੈਕਸੀ ਅਤੇ ਰਾਈਡਸ਼ੇਅਰ ਡਰਾਈਵਰਾਂ ਮੁਤਾਬਕ ਬੀਮੇ ਦਾ ਖ਼ਰਚਾ ਕਮਾਈ ਖਾ ਰਿਹਾ ਹੈ',
    intro:
      'Drivers say commercial insurance premiums have jumped by thousands of dollars a year, and a new drivers\' group is asking the province for a review.',
    introPa:
      'ਡਰਾਈਵਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕਮਰਸ਼ੀਅਲ ਬੀਮੇ ਦੀਆਂ ਕਿਸ਼ਤਾਂ ਸਾਲਾਨਾ ਹਜ਼ਾਰਾਂ ਡਾਲਰ ਵਧ ਗਈਆਂ ਹਨ, ਅਤੇ ਡਰਾਈਵਰਾਂ ਦੇ ਇੱਕ ਨਵੇਂ ਗਰੁੱਪ ਨੇ ਸੂਬਾ ਸਰਕਾਰ ਤੋਂ ਸਮੀਖਿਆ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ।',
    by: 'gurvinder',
    at: [33, '11:45'],
    updated: [33, '16:20'],
    images: [
      {
        url: '/media/images/alberta/calgary-taxi-stand.svg',
        cap: 'Taxis wait at a stand in downtown Calgary.',
        capPa: 'ਡਾਊਨਟਾਊਨ ਕੈਲਗਰੀ ਵਿੱਚ ਟੈਕਸੀ ਸਟੈਂਡ \'ਤੇ ਖੜ੍ਹੀਆਂ ਟੈਕਸੀਆਂ।',
      },
    ],
    blocks: [
      {
        p: 'Many of Calgary\'s taxi drivers are Punjabi and Somali immigrants who own or lease their vehicles. They say insurance, fuel and licence fees now take nearly half of what they earn in a typical week.',
        pa: 'ਕੈਲਗਰੀ ਦੇ ਬਹੁਤ ਸਾਰੇ ਟੈਕਸੀ ਡਰਾਈਵਰ ਪੰਜਾਬੀ ਅਤੇ ਸੋਮਾਲੀ ਪਰਵਾਸੀ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੀਆਂ ਆਪਣੀਆਂ ਗੱਡੀਆਂ ਹਨ ਜਾਂ ਜੋ ਲੀਜ਼ \'ਤੇ ਗੱਡੀ ਚਲਾਉਂਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬੀਮਾ, ਤੇਲ ਅਤੇ ਲਾਇਸੈਂਸ ਫ਼ੀਸਾਂ ਹੁਣ ਆਮ ਹਫ਼ਤੇ ਦੀ ਕਮਾਈ ਦਾ ਲਗਭਗ ਅੱਧਾ ਹਿੱਸਾ ਖਾ ਜਾਂਦੀਆਂ ਹਨ।',
      },
      {
        q: 'I drive twelve hours a day, six days a week. After insurance and gas, some weeks I bring home less than a warehouse worker.',
        qPa: 'ਮੈਂ ਹਫ਼ਤੇ ਦੇ ਛੇ ਦਿਨ, ਰੋਜ਼ ਬਾਰਾਂ ਘੰਟੇ ਗੱਡੀ ਚਲਾਉਂਦਾ ਹਾਂ। ਬੀਮੇ ਅਤੇ ਤੇਲ ਦੇ ਖ਼ਰਚੇ ਤੋਂ ਬਾਅਦ ਕਈ ਹਫ਼ਤੇ ਮੇਰੀ ਕਮਾਈ ਵੇਅਰਹਾਊਸ ਦੇ ਕਾਮੇ ਤੋਂ ਵੀ ਘੱਟ ਰਹਿ ਜਾਂਦੀ ਹੈ।',
        by: 'Sukhdev Chahal, Calgary Independent Drivers Group',
        byPa: 'ਸੁਖਦੇਵ ਚਾਹਲ, ਕੈਲਗਰੀ ਇੰਡੀਪੈਂਡੈਂਟ ਡਰਾਈਵਰਜ਼ ਗਰੁੱਪ',
      },
      {
        p: '<strong>Update:</strong> The province says it is reviewing commercial auto insurance as part of wider changes to the insurance system. Drivers\' groups have been invited to send in their comments.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸੂਬਾ ਸਰਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬੀਮਾ ਪ੍ਰਣਾਲੀ ਵਿੱਚ ਵੱਡੀਆਂ ਤਬਦੀਲੀਆਂ ਦੇ ਹਿੱਸੇ ਵਜੋਂ ਕਮਰਸ਼ੀਅਲ ਵਾਹਨ ਬੀਮੇ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ। ਡਰਾਈਵਰਾਂ ਦੇ ਗਰੁੱਪਾਂ ਨੂੰ ਆਪਣੇ ਸੁਝਾਅ ਭੇਜਣ ਦਾ ਸੱਦਾ ਦਿੱਤਾ ਗਿਆ ਹੈ।',
      },
    ],
  },
];

/** Canada: federal services and policy, described in general terms. */
const CANADA_POSTS: Draft[] = [
  {
    id: 1058,
    region: 'canada',
    lang: 'both',
    slug: 'immigration-processing-times-ease-but-family-files-still-lag',
    title: 'Immigration processing times ease for some applications, but family files still lag',
    titlePa: 'ਕੁਝ ਇਮੀਗ੍ਰੇਸ਼ਨ ਅਰਜ਼ੀਆਂ ਦਾ ਨਿਪਟਾਰਾ ਤੇਜ਼, ਪਰ ਪਰਿਵਾਰਕ ਫਾਈਲਾਂ ਅਜੇ ਵੀ ਪਿੱਛੇ',
    intro:
      'Updated federal figures show faster decisions on work permits and citizenship, while spousal sponsorships and visitor visas from India still take many months.',
    introPa:
      'ਫੈਡਰਲ ਸਰਕਾਰ ਦੇ ਨਵੇਂ ਅੰਕੜਿਆਂ ਮੁਤਾਬਕ ਵਰਕ ਪਰਮਿਟ ਅਤੇ ਸਿਟੀਜ਼ਨਸ਼ਿਪ ਦੇ ਫ਼ੈਸਲੇ ਛੇਤੀ ਹੋ ਰਹੇ ਹਨ, ਜਦਕਿ ਸਪਾਊਸਲ ਸਪਾਂਸਰਸ਼ਿਪ ਅਤੇ ਭਾਰਤ ਤੋਂ ਵਿਜ਼ਟਰ ਵੀਜ਼ਿਆਂ ਨੂੰ ਅਜੇ ਵੀ ਕਈ ਮਹੀਨੇ ਲੱਗਦੇ ਹਨ।',
    by: 'simran',
    featured: true,
    at: [1, '11:50'],
    images: [
      {
        url: '/media/images/canada/immigration-processing-times.svg',
        cap: 'An applicant checks her file status online.',
        capPa: 'ਆਨਲਾਈਨ ਆਪਣੀ ਫਾਈਲ ਦਾ ਸਟੇਟਸ ਦੇਖਦੀ ਇੱਕ ਬਿਨੈਕਾਰ।',
      },
      {
        url: '/media/images/canada/citizenship-ceremony.svg',
        cap: 'New citizens take the oath at a citizenship ceremony.',
        capPa: 'ਸਿਟੀਜ਼ਨਸ਼ਿਪ ਸਮਾਰੋਹ ਵਿੱਚ ਸਹੁੰ ਚੁੱਕਦੇ ਨਵੇਂ ਨਾਗਰਿਕ।',
      },
    ],
    blocks: [
      {
        p: 'The federal immigration department publishes estimated processing times on its website and updates them regularly. The latest figures show citizenship applications taking roughly a year, while some spousal sponsorships filed from outside Canada are taking well over a year.',
        pa: 'ਫੈਡਰਲ ਇਮੀਗ੍ਰੇਸ਼ਨ ਵਿਭਾਗ ਆਪਣੀ ਵੈੱਬਸਾਈਟ \'ਤੇ ਅਰਜ਼ੀਆਂ ਦੇ ਨਿਪਟਾਰੇ ਦਾ ਅੰਦਾਜ਼ਨ ਸਮਾਂ ਛਾਪਦਾ ਹੈ ਅਤੇ ਇਸ ਨੂੰ ਨਿਯਮਤ ਤੌਰ \'ਤੇ ਅੱਪਡੇਟ ਕਰਦਾ ਹੈ। ਨਵੇਂ ਅੰਕੜਿਆਂ ਮੁਤਾਬਕ ਸਿਟੀਜ਼ਨਸ਼ਿਪ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਨੂੰ ਲਗਭਗ ਇੱਕ ਸਾਲ ਲੱਗ ਰਿਹਾ ਹੈ, ਜਦਕਿ ਕੈਨੇਡਾ ਤੋਂ ਬਾਹਰੋਂ ਦਾਖ਼ਲ ਕੁਝ ਸਪਾਊਸਲ ਸਪਾਂਸਰਸ਼ਿਪ ਅਰਜ਼ੀਆਂ ਨੂੰ ਇੱਕ ਸਾਲ ਤੋਂ ਕਾਫ਼ੀ ਵੱਧ ਸਮਾਂ ਲੱਗ ਰਿਹਾ ਹੈ।',
      },
      {
        q: 'Clients call me every week asking if something is wrong with their file. Most of the time nothing is wrong; it is simply waiting its turn.',
        qPa: 'ਕਲਾਇੰਟ ਹਰ ਹਫ਼ਤੇ ਫ਼ੋਨ ਕਰਕੇ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕਿਤੇ ਉਨ੍ਹਾਂ ਦੀ ਫਾਈਲ ਵਿੱਚ ਕੋਈ ਗੜਬੜ ਤਾਂ ਨਹੀਂ। ਬਹੁਤੀ ਵਾਰ ਕੋਈ ਗੜਬੜ ਨਹੀਂ ਹੁੰਦੀ, ਫਾਈਲ ਬੱਸ ਆਪਣੀ ਵਾਰੀ ਦੀ ਉਡੀਕ ਵਿੱਚ ਹੁੰਦੀ ਹੈ।',
        by: 'Rajdeep Kooner, a licensed immigration consultant in Surrey',
        byPa: 'ਰਾਜਦੀਪ ਕੂਨਰ, ਸਰੀ ਦੇ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਇਮੀਗ੍ਰੇਸ਼ਨ ਸਲਾਹਕਾਰ',
      },
      {
        p: 'Applicants can check the status of most files through their online account. Experts warn against paying anyone who promises to speed up a file for a fee, and say people should use only licensed consultants or lawyers.',
        pa: 'ਬਿਨੈਕਾਰ ਜ਼ਿਆਦਾਤਰ ਫਾਈਲਾਂ ਦਾ ਸਟੇਟਸ ਆਪਣੇ ਆਨਲਾਈਨ ਖਾਤੇ ਰਾਹੀਂ ਦੇਖ ਸਕਦੇ ਹਨ। ਮਾਹਿਰ ਖ਼ਬਰਦਾਰ ਕਰਦੇ ਹਨ ਕਿ ਪੈਸੇ ਲੈ ਕੇ ਫਾਈਲ ਛੇਤੀ ਕਰਵਾਉਣ ਦਾ ਵਾਅਦਾ ਕਰਨ ਵਾਲੇ ਕਿਸੇ ਵੀ ਵਿਅਕਤੀ ਨੂੰ ਪੈਸੇ ਨਾ ਦਿੱਤੇ ਜਾਣ, ਅਤੇ ਸਿਰਫ਼ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਸਲਾਹਕਾਰਾਂ ਜਾਂ ਵਕੀਲਾਂ ਦੀਆਂ ਸੇਵਾਵਾਂ ਲਈਆਂ ਜਾਣ।',
      },
    ],
    audio: {
      title: 'News bulletin: immigration processing times',
      url: '/media/audio/news-bulletin.wav',
      duration: 35,
    },
  },
  {
    id: 1059,
    region: 'canada',
    lang: 'en',
    slug: 'proposed-postal-service-changes-worry-rural-residents',
    title: 'Proposed postal service changes worry rural residents and small businesses',
    intro:
      'A plan to reduce door-to-door delivery and review rural post offices has small shops and seniors asking how they will send and receive mail.',
    by: 'maya',
    at: [2, '14:20'],
    updated: [2, '19:00'],
    images: [
      {
        url: '/media/images/canada/rural-post-office.svg',
        cap: 'A small-town post office in the Fraser Valley.',
      },
    ],
    blocks: [
      {
        p: 'The national postal service says letter volumes have fallen for years while costs keep rising, and it is looking at community mailboxes and fewer delivery days in some areas. Any changes would be phased in over several years.',
      },
      {
        p: 'Seniors\' groups say many older people still rely on paper cheques, bills and prescriptions sent by mail. Small online sellers, including craft and clothing businesses run from home, worry about higher parcel rates.',
      },
      {
        p: '<strong>Update:</strong> The postal service says public consultations will open online and in person before any final decision. It says no rural post offices will close during the consultation period.',
      },
    ],
  },
  {
    id: 1060,
    region: 'canada',
    lang: 'both',
    slug: 'pension-payments-rise-with-inflation-what-seniors-should-know',
    title: 'Pension payments rise with inflation: what seniors should know',
    titlePa: 'ਮਹਿੰਗਾਈ ਮੁਤਾਬਕ ਪੈਨਸ਼ਨਾਂ ਵਿੱਚ ਵਾਧਾ: ਬਜ਼ੁਰਗਾਂ ਲਈ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ',
    intro:
      'Old Age Security and Canada Pension Plan payments are adjusted for the cost of living, and low-income seniors may qualify for extra support they are not claiming.',
    introPa:
      'ਓਲਡ ਏਜ ਸਿਕਿਉਰਿਟੀ ਅਤੇ ਕੈਨੇਡਾ ਪੈਨਸ਼ਨ ਪਲਾਨ ਦੀਆਂ ਅਦਾਇਗੀਆਂ ਮਹਿੰਗਾਈ ਮੁਤਾਬਕ ਵਧਦੀਆਂ ਹਨ, ਅਤੇ ਘੱਟ ਆਮਦਨ ਵਾਲੇ ਬਜ਼ੁਰਗ ਅਜਿਹੀ ਵਾਧੂ ਮਦਦ ਦੇ ਹੱਕਦਾਰ ਹੋ ਸਕਦੇ ਹਨ ਜੋ ਉਹ ਲੈ ਨਹੀਂ ਰਹੇ।',
    by: 'navneet',
    at: [3, '10:30'],
    images: [
      {
        url: '/media/images/canada/pension-indexation.svg',
        cap: 'Federal pensions are adjusted for the cost of living.',
        capPa: 'ਫੈਡਰਲ ਪੈਨਸ਼ਨਾਂ ਮਹਿੰਗਾਈ ਮੁਤਾਬਕ ਵਧਾਈਆਂ ਜਾਂਦੀਆਂ ਹਨ।',
      },
    ],
    blocks: [
      {
        p: 'OAS payments are reviewed four times a year and CPP payments once a year, based on changes in the consumer price index. The increases are applied automatically, so seniors do not need to apply.',
        pa: 'ਓ.ਏ.ਐੱਸ. ਦੀਆਂ ਅਦਾਇਗੀਆਂ ਦੀ ਸਾਲ ਵਿੱਚ ਚਾਰ ਵਾਰ ਅਤੇ ਸੀ.ਪੀ.ਪੀ. ਦੀ ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ ਖਪਤਕਾਰ ਕੀਮਤ ਸੂਚਕ ਅੰਕ ਦੇ ਆਧਾਰ \'ਤੇ ਸਮੀਖਿਆ ਹੁੰਦੀ ਹੈ। ਇਹ ਵਾਧਾ ਆਪਣੇ-ਆਪ ਲਾਗੂ ਹੁੰਦਾ ਹੈ, ਇਸ ਲਈ ਬਜ਼ੁਰਗਾਂ ਨੂੰ ਕੋਈ ਅਰਜ਼ੀ ਦੇਣ ਦੀ ਲੋੜ ਨਹੀਂ।',
      },
      {
        img: '/media/images/canada/seniors-pension-paperwork.svg',
        cap: 'A couple reviews pension statements at home.',
        capPa: 'ਘਰ ਬੈਠੇ ਪੈਨਸ਼ਨ ਦੇ ਕਾਗਜ਼ ਦੇਖਦਾ ਇੱਕ ਬਜ਼ੁਰਗ ਜੋੜਾ।',
      },
      {
        p: 'Seniors with low incomes may also qualify for the Guaranteed Income Supplement, which is renewed by filing a tax return every year. Community tax clinics say some seniors lose the supplement simply because they did not file.',
        pa: 'ਘੱਟ ਆਮਦਨ ਵਾਲੇ ਬਜ਼ੁਰਗ ਗਾਰੰਟੀਸ਼ੁਦਾ ਆਮਦਨ ਪੂਰਕ (ਜੀ.ਆਈ.ਐੱਸ.) ਦੇ ਹੱਕਦਾਰ ਵੀ ਹੋ ਸਕਦੇ ਹਨ, ਜਿਸ ਨੂੰ ਜਾਰੀ ਰੱਖਣ ਲਈ ਹਰ ਸਾਲ ਟੈਕਸ ਰਿਟਰਨ ਭਰਨੀ ਜ਼ਰੂਰੀ ਹੈ। ਕਮਿਊਨਿਟੀ ਟੈਕਸ ਕਲੀਨਿਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕੁਝ ਬਜ਼ੁਰਗਾਂ ਦੀ ਇਹ ਮਦਦ ਸਿਰਫ਼ ਇਸ ਲਈ ਬੰਦ ਹੋ ਜਾਂਦੀ ਹੈ ਕਿਉਂਕਿ ਉਨ੍ਹਾਂ ਨੇ ਰਿਟਰਨ ਨਹੀਂ ਭਰੀ।',
      },
      {
        p: 'Seniors who came to Canada later in life may receive a partial OAS pension based on the number of years they have lived here. Service Canada offers help by phone with an interpreter, and free tax clinics run at many libraries and community centres.',
        pa: 'ਜਿਹੜੇ ਬਜ਼ੁਰਗ ਵੱਡੀ ਉਮਰ ਵਿੱਚ ਕੈਨੇਡਾ ਆਏ, ਉਨ੍ਹਾਂ ਨੂੰ ਇੱਥੇ ਰਹਿਣ ਦੇ ਸਾਲਾਂ ਦੇ ਹਿਸਾਬ ਨਾਲ ਅੰਸ਼ਕ ਓ.ਏ.ਐੱਸ. ਪੈਨਸ਼ਨ ਮਿਲ ਸਕਦੀ ਹੈ। ਸਰਵਿਸ ਕੈਨੇਡਾ ਫ਼ੋਨ \'ਤੇ ਦੁਭਾਸ਼ੀਏ ਰਾਹੀਂ ਮਦਦ ਦਿੰਦਾ ਹੈ, ਅਤੇ ਕਈ ਲਾਇਬ੍ਰੇਰੀਆਂ ਤੇ ਕਮਿਊਨਿਟੀ ਸੈਂਟਰਾਂ ਵਿੱਚ ਮੁਫ਼ਤ ਟੈਕਸ ਕਲੀਨਿਕ ਲੱਗਦੇ ਹਨ।',
      },
    ],
  },
  {
    id: 1061,
    region: 'canada',
    lang: 'both',
    slug: 'colleges-brace-for-fewer-international-students-under-study-permit-limits',
    title: 'Colleges brace for fewer international students under study permit limits',
    titlePa: 'ਸਟੱਡੀ ਪਰਮਿਟਾਂ ਦੀ ਹੱਦ ਕਾਰਨ ਕਾਲਜਾਂ ਨੂੰ ਘੱਟ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀਆਂ ਦਾ ਖ਼ਦਸ਼ਾ',
    intro:
      'Private and public colleges say national limits on new study permits are cutting enrolment, and students from Punjab are rethinking their plans.',
    introPa:
      'ਨਿੱਜੀ ਅਤੇ ਸਰਕਾਰੀ ਕਾਲਜਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵੇਂ ਸਟੱਡੀ ਪਰਮਿਟਾਂ \'ਤੇ ਕੌਮੀ ਹੱਦ ਕਾਰਨ ਦਾਖ਼ਲੇ ਘਟ ਰਹੇ ਹਨ, ਅਤੇ ਪੰਜਾਬ ਦੇ ਵਿਦਿਆਰਥੀ ਆਪਣੀਆਂ ਯੋਜਨਾਵਾਂ ਬਾਰੇ ਮੁੜ ਸੋਚ ਰਹੇ ਹਨ।',
    by: 'gurvinder',
    at: [4, '08:05'],
    updated: [4, '13:40'],
    images: [
      {
        url: '/media/images/canada/international-students-campus.svg',
        cap: 'International students between classes at a Surrey campus.',
        capPa: 'ਸਰੀ ਦੇ ਇੱਕ ਕੈਂਪਸ ਵਿੱਚ ਕਲਾਸਾਂ ਦੇ ਵਿਚਾਲੇ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ।',
      },
    ],
    blocks: [
      {
        p: 'The federal government introduced caps on new study permits to ease pressure on housing and to crack down on low-quality programs. Each province receives a share of the permits and decides how to divide them among its schools.',
        pa: 'ਫੈਡਰਲ ਸਰਕਾਰ ਨੇ ਘਰਾਂ ਦੀ ਕਿੱਲਤ ਘਟਾਉਣ ਅਤੇ ਘਟੀਆ ਮਿਆਰ ਵਾਲੇ ਕੋਰਸਾਂ \'ਤੇ ਨਕੇਲ ਪਾਉਣ ਲਈ ਨਵੇਂ ਸਟੱਡੀ ਪਰਮਿਟਾਂ ਦੀ ਹੱਦ ਤੈਅ ਕੀਤੀ ਸੀ। ਹਰ ਸੂਬੇ ਨੂੰ ਪਰਮਿਟਾਂ ਦਾ ਇੱਕ ਹਿੱਸਾ ਮਿਲਦਾ ਹੈ ਅਤੇ ਸੂਬਾ ਤੈਅ ਕਰਦਾ ਹੈ ਕਿ ਇਹ ਆਪਣੇ ਵਿੱਦਿਅਕ ਅਦਾਰਿਆਂ ਵਿੱਚ ਕਿਵੇਂ ਵੰਡਣੇ ਹਨ।',
      },
      {
        q: 'My parents took a loan against our land in Moga to send me here. Students back home now ask me whether it is still worth it.',
        qPa: 'ਮੇਰੇ ਮਾਪਿਆਂ ਨੇ ਮੈਨੂੰ ਇੱਥੇ ਭੇਜਣ ਲਈ ਮੋਗੇ ਵਾਲੀ ਜ਼ਮੀਨ \'ਤੇ ਕਰਜ਼ਾ ਲਿਆ ਸੀ। ਹੁਣ ਪਿੱਛੇ ਪਿੰਡ ਦੇ ਵਿਦਿਆਰਥੀ ਮੈਨੂੰ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕੀ ਇਹ ਅਜੇ ਵੀ ਫ਼ਾਇਦੇ ਦਾ ਸੌਦਾ ਹੈ।',
        by: 'Amanpreet Kaur, a business student in Surrey',
        byPa: 'ਅਮਨਪ੍ਰੀਤ ਕੌਰ, ਸਰੀ ਵਿੱਚ ਬਿਜ਼ਨਸ ਦੀ ਵਿਦਿਆਰਥਣ',
      },
      {
        p: 'Students already in Canada with valid permits are not affected by the cap. Advisers urge families in India to check that a school is a designated learning institution and to be wary of agents who promise guaranteed jobs or permanent residence.',
        pa: 'ਜਿਹੜੇ ਵਿਦਿਆਰਥੀ ਜਾਇਜ਼ ਪਰਮਿਟਾਂ ਨਾਲ ਪਹਿਲਾਂ ਹੀ ਕੈਨੇਡਾ ਵਿੱਚ ਹਨ, ਉਨ੍ਹਾਂ \'ਤੇ ਇਸ ਹੱਦ ਦਾ ਅਸਰ ਨਹੀਂ ਪੈਂਦਾ। ਸਲਾਹਕਾਰ ਭਾਰਤ ਵਿਚਲੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਤਾਕੀਦ ਕਰਦੇ ਹਨ ਕਿ ਉਹ ਪੱਕਾ ਕਰਨ ਕਿ ਕਾਲਜ ਮਾਨਤਾ-ਪ੍ਰਾਪਤ ਵਿੱਦਿਅਕ ਅਦਾਰਾ (ਡੀ.ਐੱਲ.ਆਈ.) ਹੈ, ਅਤੇ ਪੱਕੀ ਨੌਕਰੀ ਜਾਂ ਪੀ.ਆਰ. ਦੀ ਗਰੰਟੀ ਦੇਣ ਵਾਲੇ ਏਜੰਟਾਂ ਤੋਂ ਸਾਵਧਾਨ ਰਹਿਣ।',
      },
      {
        p: '<strong>Update:</strong> A national association of colleges says its members have already cut dozens of programs and some staff positions. It is asking the federal government for more notice before any future changes.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਕਾਲਜਾਂ ਦੀ ਇੱਕ ਕੌਮੀ ਐਸੋਸੀਏਸ਼ਨ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਉਸ ਦੇ ਮੈਂਬਰ ਅਦਾਰੇ ਦਰਜਨਾਂ ਕੋਰਸ ਅਤੇ ਕੁਝ ਅਸਾਮੀਆਂ ਪਹਿਲਾਂ ਹੀ ਖ਼ਤਮ ਕਰ ਚੁੱਕੇ ਹਨ। ਐਸੋਸੀਏਸ਼ਨ ਨੇ ਫੈਡਰਲ ਸਰਕਾਰ ਤੋਂ ਮੰਗ ਕੀਤੀ ਹੈ ਕਿ ਭਵਿੱਖ ਵਿੱਚ ਕੋਈ ਵੀ ਤਬਦੀਲੀ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਵੱਧ ਸਮਾਂ ਦਿੱਤਾ ਜਾਵੇ।',
      },
    ],
  },
  {
    id: 1062,
    region: 'canada',
    lang: 'pa',
    slug: 'passport-renewal-tips-before-travelling-to-india',
    title: 'ਭਾਰਤ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ ਕੈਨੇਡੀਅਨ ਪਾਸਪੋਰਟ ਨਵਿਆਉਣ ਬਾਰੇ ਜ਼ਰੂਰੀ ਗੱਲਾਂ',
    intro:
      'ਸਰਵਿਸ ਕੈਨੇਡਾ ਮੁਤਾਬਕ ਹੁਣ ਬਹੁਤੇ ਬਾਲਗ ਆਪਣਾ ਪਾਸਪੋਰਟ ਆਨਲਾਈਨ ਨਵਿਆ ਸਕਦੇ ਹਨ, ਪਰ ਸਫ਼ਰ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ ਤੋਂ ਕਾਫ਼ੀ ਪਹਿਲਾਂ ਅਰਜ਼ੀ ਦੇਣੀ ਸਮਝਦਾਰੀ ਹੈ।',
    by: 'jaspal',
    at: [6, '13:15'],
    images: [
      {
        url: '/media/images/canada/canadian-passport-renewal.svg',
        cap: 'ਪਾਸਪੋਰਟ ਦਫ਼ਤਰ ਦੇ ਬਾਹਰ ਆਪਣੀ ਵਾਰੀ ਦੀ ਉਡੀਕ ਕਰਦੇ ਲੋਕ।',
      },
    ],
    blocks: [
      {
        p: 'ਸਰਵਿਸ ਕੈਨੇਡਾ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਡਾਕ ਰਾਹੀਂ ਭੇਜੀਆਂ ਅਰਜ਼ੀਆਂ ਨੂੰ ਕਈ ਹਫ਼ਤੇ ਲੱਗ ਸਕਦੇ ਹਨ, ਜਦਕਿ ਆਨਲਾਈਨ ਅਰਜ਼ੀਆਂ ਦਾ ਨਿਪਟਾਰਾ ਆਮ ਤੌਰ \'ਤੇ ਛੇਤੀ ਹੁੰਦਾ ਹੈ। ਜੇ ਸਫ਼ਰ ਨੇੜੇ ਹੋਵੇ ਤਾਂ ਟਿਕਟ ਦੀ ਕਾਪੀ ਨਾਲ ਲੈ ਕੇ ਪਾਸਪੋਰਟ ਦਫ਼ਤਰ ਜਾਇਆ ਜਾ ਸਕਦਾ ਹੈ।',
      },
      {
        p: 'ਟਰੈਵਲ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਭਾਰਤ ਦੇ ਸਫ਼ਰ ਲਈ ਪਾਸਪੋਰਟ ਘੱਟੋ-ਘੱਟ ਛੇ ਮਹੀਨੇ ਹੋਰ ਜਾਇਜ਼ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ। ਨਵਾਂ ਪਾਸਪੋਰਟ ਮਿਲਣ ਤੋਂ ਬਾਅਦ ਈ-ਵੀਜ਼ਾ ਜਾਂ ਓ.ਸੀ.ਆਈ. ਕਾਰਡ ਦੇ ਵੇਰਵੇ ਵੀ ਅੱਪਡੇਟ ਕਰਵਾਉਣੇ ਪੈ ਸਕਦੇ ਹਨ।',
      },
      {
        p: '<ul><li>ਪੁਰਾਣਾ ਪਾਸਪੋਰਟ ਅਤੇ ਦੋ ਨਵੀਆਂ ਫ਼ੋਟੋਆਂ ਤਿਆਰ ਰੱਖੋ।</li><li>ਅਰਜ਼ੀ ਵਿੱਚ ਨਾਂ ਦੇ ਸ਼ਬਦ-ਜੋੜ ਧਿਆਨ ਨਾਲ ਜਾਂਚੋ।</li><li>ਫ਼ੀਸ ਸਿਰਫ਼ ਸਰਕਾਰੀ ਵੈੱਬਸਾਈਟ ਜਾਂ ਦਫ਼ਤਰ ਵਿੱਚ ਹੀ ਭਰੋ।</li></ul>',
      },
      {
        p: 'ਜੇ ਕੋਈ ਏਜੰਟ ਵਾਧੂ ਫ਼ੀਸ ਲੈ ਕੇ ਪਾਸਪੋਰਟ ਛੇਤੀ ਬਣਵਾਉਣ ਦੀ ਪੇਸ਼ਕਸ਼ ਕਰੇ ਤਾਂ ਸਾਵਧਾਨ ਰਹੋ। ਸਰਵਿਸ ਕੈਨੇਡਾ ਦੀ ਹੈਲਪਲਾਈਨ \'ਤੇ ਦੁਭਾਸ਼ੀਏ ਰਾਹੀਂ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਜਾਣਕਾਰੀ ਲਈ ਜਾ ਸਕਦੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1063,
    region: 'canada',
    lang: 'en',
    slug: 'grocery-bills-still-climbing-even-as-overall-inflation-cools',
    title: 'Grocery bills still climbing even as overall inflation cools',
    intro:
      'The latest consumer price figures show food from stores rising faster than prices overall, with fresh vegetables, cooking oil and rice among the biggest jumps.',
    by: 'daniel',
    at: [8, '09:30'],
    images: [
      {
        url: '/media/images/canada/grocery-prices-inflation.svg',
        cap: 'Fresh vegetables on display at a Canadian grocery store.',
      },
    ],
    blocks: [
      {
        p: 'The national statistics agency\'s monthly report found that overall inflation has eased back toward the central bank\'s target range. Food prices, however, continue to outpace the average, squeezing families who already spend a large share of their income on groceries.',
      },
      {
        img: '/media/images/canada/south-asian-grocery-aisle.svg',
        cap: 'Shoppers compare prices in the rice aisle of a Surrey grocery store.',
      },
      {
        p: 'Owners of South Asian grocery stores say import costs for lentils, spices and basmati rice have swung widely, and they try to absorb some increases to keep customers. Several have expanded their bulk sections so families can buy larger bags at a lower price per kilogram.',
      },
      {
        p: 'Consumer advocates suggest comparing unit prices, buying produce in season and checking weekly flyers. Food banks across the country report record demand, particularly from working families.',
      },
    ],
  },
  {
    id: 1064,
    region: 'canada',
    lang: 'both',
    slug: 'families-wait-for-parent-and-grandparent-sponsorship-invitations',
    title: 'Families wait for word on parent and grandparent sponsorship invitations',
    titlePa: 'ਮਾਪਿਆਂ ਅਤੇ ਦਾਦਾ-ਦਾਦੀ ਦੀ ਸਪਾਂਸਰਸ਼ਿਪ ਦੇ ਸੱਦਿਆਂ ਦੀ ਉਡੀਕ ਵਿੱਚ ਪਰਿਵਾਰ',
    intro:
      'Thousands of Canadians who registered interest years ago are still waiting to be invited to sponsor their parents, and many are turning to the super visa instead.',
    introPa:
      'ਸਾਲਾਂ ਪਹਿਲਾਂ ਰਜਿਸਟਰ ਕਰਵਾਉਣ ਵਾਲੇ ਹਜ਼ਾਰਾਂ ਕੈਨੇਡੀਅਨ ਅਜੇ ਵੀ ਮਾਪਿਆਂ ਨੂੰ ਸਪਾਂਸਰ ਕਰਨ ਦੇ ਸੱਦੇ ਦੀ ਉਡੀਕ ਕਰ ਰਹੇ ਹਨ, ਅਤੇ ਬਹੁਤ ਸਾਰੇ ਇਸ ਦੀ ਥਾਂ ਸੁਪਰ ਵੀਜ਼ਾ ਵੱਲ ਮੁੜ ਰਹੇ ਹਨ।',
    by: 'simran',
    at: [14, '17:10'],
    images: [
      {
        url: '/media/images/canada/parents-grandparents-sponsorship.svg',
        cap: 'Grandparents and grandchildren at a family gathering.',
        capPa: 'ਪਰਿਵਾਰਕ ਇਕੱਠ ਵਿੱਚ ਦਾਦਾ-ਦਾਦੀ ਅਤੇ ਪੋਤੇ-ਪੋਤੀਆਂ।',
      },
    ],
    blocks: [
      {
        p: 'The parents and grandparents program invites a limited number of sponsors each year, drawn from a pool of people who submitted an interest form. Because the pool is far larger than the number of spots, many families have waited through several rounds without an invitation.',
        pa: 'ਮਾਪਿਆਂ ਅਤੇ ਦਾਦਾ-ਦਾਦੀ ਦੇ ਪ੍ਰੋਗਰਾਮ ਵਿੱਚ ਹਰ ਸਾਲ ਸੀਮਤ ਗਿਣਤੀ ਵਿੱਚ ਸਪਾਂਸਰਾਂ ਨੂੰ ਸੱਦਾ ਭੇਜਿਆ ਜਾਂਦਾ ਹੈ, ਜੋ ਦਿਲਚਸਪੀ ਫ਼ਾਰਮ ਭਰਨ ਵਾਲਿਆਂ ਵਿੱਚੋਂ ਚੁਣੇ ਜਾਂਦੇ ਹਨ। ਕਿਉਂਕਿ ਫ਼ਾਰਮ ਭਰਨ ਵਾਲਿਆਂ ਦੀ ਗਿਣਤੀ ਥਾਵਾਂ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਹੈ, ਇਸ ਲਈ ਬਹੁਤ ਸਾਰੇ ਪਰਿਵਾਰ ਕਈ ਗੇੜਾਂ ਤੋਂ ਬਾਅਦ ਵੀ ਸੱਦੇ ਤੋਂ ਵਾਂਝੇ ਹਨ।',
      },
      {
        img: '/media/images/canada/grandparents-family-dinner.svg',
        cap: 'Three generations share a meal at home in Brampton.',
        capPa: 'ਬਰੈਂਪਟਨ ਵਿੱਚ ਘਰ ਬੈਠੀਆਂ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਇਕੱਠੀਆਂ ਖਾਣਾ ਖਾਂਦੀਆਂ ਹੋਈਆਂ।',
      },
      {
        q: 'My mother has spent the last three winters with us on a super visa. She loves being with her grandchildren, but every time she flies back we wonder whether she will be allowed to stay next time.',
        qPa: 'ਮੇਰੇ ਮਾਤਾ ਜੀ ਪਿਛਲੀਆਂ ਤਿੰਨ ਸਰਦੀਆਂ ਸੁਪਰ ਵੀਜ਼ੇ \'ਤੇ ਸਾਡੇ ਕੋਲ ਰਹੇ ਹਨ। ਉਹ ਪੋਤੇ-ਪੋਤੀਆਂ ਨਾਲ ਬਹੁਤ ਖ਼ੁਸ਼ ਰਹਿੰਦੇ ਹਨ, ਪਰ ਜਦੋਂ ਵੀ ਉਹ ਵਾਪਸ ਜਾਂਦੇ ਹਨ, ਅਸੀਂ ਸੋਚਦੇ ਹਾਂ ਕਿ ਅਗਲੀ ਵਾਰ ਉਨ੍ਹਾਂ ਨੂੰ ਰਹਿਣ ਦੀ ਇਜਾਜ਼ਤ ਮਿਲੇਗੀ ਜਾਂ ਨਹੀਂ।',
        by: 'Harjot Virk, a software tester in Brampton',
        byPa: 'ਹਰਜੋਤ ਵਿਰਕ, ਬਰੈਂਪਟਨ ਵਿੱਚ ਸਾਫ਼ਟਵੇਅਰ ਟੈਸਟਰ',
      },
      {
        p: 'The super visa lets parents and grandparents stay for up to five years at a time, but it requires private medical insurance and proof that the host family meets an income threshold. Insurance brokers say premiums for older applicants with health conditions can reach thousands of dollars a year.',
        pa: 'ਸੁਪਰ ਵੀਜ਼ੇ \'ਤੇ ਮਾਪੇ ਅਤੇ ਦਾਦਾ-ਦਾਦੀ ਇੱਕ ਵਾਰ ਵਿੱਚ ਪੰਜ ਸਾਲ ਤੱਕ ਰਹਿ ਸਕਦੇ ਹਨ, ਪਰ ਇਸ ਲਈ ਨਿੱਜੀ ਮੈਡੀਕਲ ਬੀਮਾ ਅਤੇ ਇਸ ਗੱਲ ਦਾ ਸਬੂਤ ਚਾਹੀਦਾ ਹੈ ਕਿ ਮੇਜ਼ਬਾਨ ਪਰਿਵਾਰ ਦੀ ਆਮਦਨ ਤੈਅ ਹੱਦ ਤੋਂ ਵੱਧ ਹੈ। ਬੀਮਾ ਬ੍ਰੋਕਰਾਂ ਮੁਤਾਬਕ ਸਿਹਤ ਸਮੱਸਿਆਵਾਂ ਵਾਲੇ ਵੱਡੀ ਉਮਰ ਦੇ ਬਿਨੈਕਾਰਾਂ ਲਈ ਬੀਮੇ ਦੀ ਕਿਸ਼ਤ ਸਾਲਾਨਾ ਹਜ਼ਾਰਾਂ ਡਾਲਰ ਤੱਕ ਪਹੁੰਚ ਸਕਦੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1065,
    region: 'canada',
    lang: 'both',
    slug: 'more-seniors-can-now-enrol-in-the-federal-dental-care-plan',
    title: 'More seniors can now enrol in the federal dental care plan',
    titlePa: 'ਹੁਣ ਹੋਰ ਬਜ਼ੁਰਗ ਫੈਡਰਲ ਡੈਂਟਲ ਕੇਅਰ ਯੋਜਨਾ ਵਿੱਚ ਨਾਂ ਦਰਜ ਕਰਵਾ ਸਕਣਗੇ',
    intro:
      'Residents with a family income under $90,000 and no private dental insurance can apply, and many clinics in Surrey and Brampton now accept the plan.',
    introPa:
      '90,000 ਡਾਲਰ ਤੋਂ ਘੱਟ ਪਰਿਵਾਰਕ ਆਮਦਨ ਵਾਲੇ ਅਤੇ ਨਿੱਜੀ ਡੈਂਟਲ ਬੀਮੇ ਤੋਂ ਬਿਨਾਂ ਵਸਨੀਕ ਅਰਜ਼ੀ ਦੇ ਸਕਦੇ ਹਨ, ਅਤੇ ਸਰੀ ਤੇ ਬਰੈਂਪਟਨ ਦੇ ਬਹੁਤ ਸਾਰੇ ਕਲੀਨਿਕ ਹੁਣ ਇਹ ਯੋਜਨਾ ਸਵੀਕਾਰ ਕਰਦੇ ਹਨ।',
    by: 'navneet',
    at: [24, '10:40'],
    updated: [24, '15:00'],
    images: [
      {
        url: '/media/images/canada/dental-care-plan-seniors.svg',
        cap: 'A senior at a dental check-up.',
        capPa: 'ਦੰਦਾਂ ਦੀ ਜਾਂਚ ਕਰਵਾਉਂਦੇ ਇੱਕ ਬਜ਼ੁਰਗ।',
      },
    ],
    blocks: [
      {
        p: 'The plan covers cleanings, fillings, X-rays, dentures and other services, though some treatments need approval first. Depending on income, members may pay a share of the cost, known as a co-payment.',
        pa: 'ਇਸ ਯੋਜਨਾ ਵਿੱਚ ਦੰਦਾਂ ਦੀ ਸਫ਼ਾਈ, ਫਿਲਿੰਗ, ਐਕਸ-ਰੇ, ਨਕਲੀ ਦੰਦ ਅਤੇ ਹੋਰ ਸੇਵਾਵਾਂ ਸ਼ਾਮਲ ਹਨ, ਹਾਲਾਂਕਿ ਕੁਝ ਇਲਾਜਾਂ ਲਈ ਪਹਿਲਾਂ ਮਨਜ਼ੂਰੀ ਲੈਣੀ ਪੈਂਦੀ ਹੈ। ਆਮਦਨ ਮੁਤਾਬਕ ਮੈਂਬਰਾਂ ਨੂੰ ਖ਼ਰਚੇ ਦਾ ਕੁਝ ਹਿੱਸਾ ਆਪ ਦੇਣਾ ਪੈ ਸਕਦਾ ਹੈ, ਜਿਸ ਨੂੰ ਕੋ-ਪੇਮੈਂਟ ਕਿਹਾ ਜਾਂਦਾ ਹੈ।',
      },
      {
        p: 'Applicants must have filed their tax return for the previous year. Dentists advise patients to confirm that their clinic accepts the plan before booking, and to ask for a written estimate of any co-payment.',
        pa: 'ਅਰਜ਼ੀ ਦੇਣ ਵਾਲਿਆਂ ਨੇ ਪਿਛਲੇ ਸਾਲ ਦੀ ਟੈਕਸ ਰਿਟਰਨ ਭਰੀ ਹੋਣੀ ਜ਼ਰੂਰੀ ਹੈ। ਡੈਂਟਿਸਟ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਸਮਾਂ ਲੈਣ ਤੋਂ ਪਹਿਲਾਂ ਪੱਕਾ ਕਰ ਲਓ ਕਿ ਕਲੀਨਿਕ ਇਹ ਯੋਜਨਾ ਸਵੀਕਾਰ ਕਰਦਾ ਹੈ, ਅਤੇ ਕੋ-ਪੇਮੈਂਟ ਦਾ ਲਿਖਤੀ ਅੰਦਾਜ਼ਾ ਮੰਗੋ।',
      },
      {
        p: '<strong>Update:</strong> The federal government says applications can now be made online as well as by phone. Help is available in many languages, including Punjabi, through an interpreter.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਫੈਡਰਲ ਸਰਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਹੁਣ ਫ਼ੋਨ ਤੋਂ ਇਲਾਵਾ ਆਨਲਾਈਨ ਵੀ ਅਰਜ਼ੀ ਦਿੱਤੀ ਜਾ ਸਕਦੀ ਹੈ। ਦੁਭਾਸ਼ੀਏ ਰਾਹੀਂ ਪੰਜਾਬੀ ਸਮੇਤ ਕਈ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਮਦਦ ਮਿਲ ਸਕਦੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1066,
    region: 'canada',
    lang: 'both',
    slug: 'tax-agency-scam-calls-target-newcomers-and-seniors',
    title: 'Tax agency scam calls target newcomers and seniors, police warn',
    titlePa: 'ਪੁਲਿਸ ਦੀ ਚਿਤਾਵਨੀ: ਟੈਕਸ ਏਜੰਸੀ ਦੇ ਨਾਂ \'ਤੇ ਠੱਗੀ ਵਾਲੀਆਂ ਕਾਲਾਂ ਦੇ ਨਿਸ਼ਾਨੇ \'ਤੇ ਨਵੇਂ ਆਏ ਲੋਕ ਅਤੇ ਬਜ਼ੁਰਗ',
    intro:
      'Callers claiming to be from the Canada Revenue Agency are threatening arrest or deportation unless victims pay with gift cards or cryptocurrency.',
    introPa:
      'ਕੈਨੇਡਾ ਰੈਵੇਨਿਊ ਏਜੰਸੀ ਦੇ ਨਾਂ \'ਤੇ ਫ਼ੋਨ ਕਰਨ ਵਾਲੇ ਲੋਕਾਂ ਨੂੰ ਡਰਾ ਰਹੇ ਹਨ ਕਿ ਜੇ ਗਿਫ਼ਟ ਕਾਰਡਾਂ ਜਾਂ ਕ੍ਰਿਪਟੋਕਰੰਸੀ ਰਾਹੀਂ ਪੈਸੇ ਨਾ ਦਿੱਤੇ ਤਾਂ ਗ੍ਰਿਫ਼ਤਾਰੀ ਜਾਂ ਡਿਪੋਰਟੇਸ਼ਨ ਹੋ ਸਕਦੀ ਹੈ।',
    by: 'maya',
    at: [45, '15:25'],
    images: [
      {
        url: '/media/images/canada/tax-scam-calls.svg',
        cap: 'Scam calls often come from numbers that look local.',
        capPa: 'ਠੱਗੀ ਵਾਲੀਆਂ ਕਾਲਾਂ ਅਕਸਰ ਸਥਾਨਕ ਲੱਗਣ ਵਾਲੇ ਨੰਬਰਾਂ ਤੋਂ ਆਉਂਦੀਆਂ ਹਨ।',
      },
    ],
    blocks: [
      {
        p: 'Police forces across the country say the calls often come from numbers that look local and use recorded messages in English, Hindi or Punjabi. Scammers sometimes already know a person\'s name and address, which makes the threats seem real.',
        pa: 'ਦੇਸ਼ ਭਰ ਦੀਆਂ ਪੁਲਿਸ ਫੋਰਸਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਕਾਲਾਂ ਅਕਸਰ ਸਥਾਨਕ ਲੱਗਣ ਵਾਲੇ ਨੰਬਰਾਂ ਤੋਂ ਆਉਂਦੀਆਂ ਹਨ ਅਤੇ ਇਨ੍ਹਾਂ ਵਿੱਚ ਅੰਗਰੇਜ਼ੀ, ਹਿੰਦੀ ਜਾਂ ਪੰਜਾਬੀ ਵਿੱਚ ਰਿਕਾਰਡ ਕੀਤੇ ਸੁਨੇਹੇ ਹੁੰਦੇ ਹਨ। ਕਈ ਵਾਰ ਠੱਗਾਂ ਨੂੰ ਵਿਅਕਤੀ ਦਾ ਨਾਂ ਅਤੇ ਪਤਾ ਪਹਿਲਾਂ ਹੀ ਪਤਾ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਕਰਕੇ ਧਮਕੀਆਂ ਸੱਚੀਆਂ ਲੱਗਦੀਆਂ ਹਨ।',
      },
      {
        img: '/media/images/canada/phone-scam-warning.svg',
        cap: 'Police say the real tax agency never asks for payment in gift cards.',
        capPa: 'ਪੁਲਿਸ ਮੁਤਾਬਕ ਅਸਲ ਟੈਕਸ ਏਜੰਸੀ ਕਦੇ ਵੀ ਗਿਫ਼ਟ ਕਾਰਡਾਂ ਰਾਹੀਂ ਅਦਾਇਗੀ ਨਹੀਂ ਮੰਗਦੀ।',
      },
      {
        p: '<ul><li>The real agency never demands immediate payment by gift card, prepaid credit card or cryptocurrency.</li><li>It does not threaten arrest or deportation over the phone.</li><li>If in doubt, hang up and call the agency yourself using the number on its official website.</li></ul>',
        pa: '<ul><li>ਅਸਲ ਏਜੰਸੀ ਕਦੇ ਵੀ ਗਿਫ਼ਟ ਕਾਰਡ, ਪ੍ਰੀਪੇਡ ਕ੍ਰੈਡਿਟ ਕਾਰਡ ਜਾਂ ਕ੍ਰਿਪਟੋਕਰੰਸੀ ਰਾਹੀਂ ਫ਼ੌਰੀ ਅਦਾਇਗੀ ਨਹੀਂ ਮੰਗਦੀ।</li><li>ਇਹ ਫ਼ੋਨ \'ਤੇ ਗ੍ਰਿਫ਼ਤਾਰੀ ਜਾਂ ਡਿਪੋਰਟੇਸ਼ਨ ਦੀ ਧਮਕੀ ਨਹੀਂ ਦਿੰਦੀ।</li><li>ਸ਼ੱਕ ਹੋਵੇ ਤਾਂ ਫ਼ੋਨ ਕੱਟ ਦਿਓ ਅਤੇ ਏਜੰਸੀ ਦੀ ਸਰਕਾਰੀ ਵੈੱਬਸਾਈਟ \'ਤੇ ਦਿੱਤੇ ਨੰਬਰ \'ਤੇ ਆਪ ਫ਼ੋਨ ਕਰੋ।</li></ul>',
      },
      {
        p: 'Anyone who has lost money should report it to local police and to the national anti-fraud centre. Families are encouraged to talk to elderly relatives about these calls, since many victims are too embarrassed to tell anyone.',
        pa: 'ਜਿਸ ਕਿਸੇ ਦਾ ਵੀ ਪੈਸਾ ਗਿਆ ਹੋਵੇ, ਉਹ ਸਥਾਨਕ ਪੁਲਿਸ ਅਤੇ ਕੌਮੀ ਐਂਟੀ-ਫ਼ਰਾਡ ਸੈਂਟਰ ਕੋਲ ਇਸ ਦੀ ਰਿਪੋਰਟ ਕਰੇ। ਪਰਿਵਾਰਾਂ ਨੂੰ ਅਪੀਲ ਕੀਤੀ ਗਈ ਹੈ ਕਿ ਉਹ ਘਰ ਦੇ ਬਜ਼ੁਰਗਾਂ ਨਾਲ ਇਨ੍ਹਾਂ ਕਾਲਾਂ ਬਾਰੇ ਗੱਲ ਕਰਨ, ਕਿਉਂਕਿ ਬਹੁਤ ਸਾਰੇ ਪੀੜਤ ਸ਼ਰਮ ਦੇ ਮਾਰੇ ਕਿਸੇ ਨੂੰ ਦੱਸਦੇ ਹੀ ਨਹੀਂ।',
      },
    ],
    video: {
      title: 'How to spot a tax scam call',
      youtubeId: 'cra-scam-03',
      image: '/media/images/videos/cra-scam-03.svg',
    },
  },
];

/** World: trade, climate, the diaspora and sport abroad, in general terms. */
const WORLD_POSTS: Draft[] = [
  {
    id: 1067,
    region: 'world',
    lang: 'both',
    slug: 'canadian-lentil-and-pea-exporters-watch-india-import-rules',
    title: 'Canadian lentil and pea exporters watch India\'s import rules closely',
    titlePa: 'ਕੈਨੇਡੀਅਨ ਦਾਲ ਅਤੇ ਮਟਰ ਬਰਾਮਦਕਾਰਾਂ ਦੀ ਨਜ਼ਰ ਭਾਰਤ ਦੇ ਦਰਾਮਦ ਨਿਯਮਾਂ \'ਤੇ',
    intro:
      'India is one of the biggest buyers of Canadian pulses, and a change in its tariffs can move prices for Prairie farmers within days.',
    introPa:
      'ਭਾਰਤ ਕੈਨੇਡੀਅਨ ਦਾਲਾਂ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਖ਼ਰੀਦਦਾਰਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ, ਅਤੇ ਉਸ ਦੇ ਟੈਰਿਫ਼ ਵਿੱਚ ਤਬਦੀਲੀ ਕੁਝ ਦਿਨਾਂ ਵਿੱਚ ਹੀ ਪ੍ਰੇਅਰੀ ਦੇ ਕਿਸਾਨਾਂ ਲਈ ਕੀਮਤਾਂ ਉੱਪਰ-ਥੱਲੇ ਕਰ ਸਕਦੀ ਹੈ।',
    by: 'daniel',
    featured: true,
    at: [1, '13:20'],
    images: [
      {
        url: '/media/images/world/canada-india-pulse-trade.svg',
        cap: 'Harvested lentils on a farm in the Prairies.',
        capPa: 'ਪ੍ਰੇਅਰੀ ਦੇ ਇੱਕ ਫਾਰਮ \'ਤੇ ਵੱਢੀ ਹੋਈ ਮਸਰਾਂ ਦੀ ਫ਼ਸਲ।',
      },
      {
        url: '/media/images/world/red-lentils-market.svg',
        cap: 'Red lentils for sale at a market in Ludhiana.',
        capPa: 'ਲੁਧਿਆਣੇ ਦੀ ਇੱਕ ਮੰਡੀ ਵਿੱਚ ਵਿਕਰੀ ਲਈ ਲਾਲ ਮਸਰ।',
      },
    ],
    blocks: [
      {
        p: 'Canada grows a large share of the world\'s lentils, most of them in Saskatchewan and Alberta. India buys red lentils and yellow peas in large volumes, but it raises or lowers import duties depending on its own harvest and food prices.',
        pa: 'ਦੁਨੀਆ ਦੀ ਮਸਰਾਂ ਦੀ ਦਾਲ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਕੈਨੇਡਾ ਵਿੱਚ ਪੈਦਾ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਵਿੱਚੋਂ ਬਹੁਤਾ ਸਸਕੈਚਵਨ ਅਤੇ ਐਲਬਰਟਾ ਵਿੱਚ ਉੱਗਦਾ ਹੈ। ਭਾਰਤ ਵੱਡੀ ਮਾਤਰਾ ਵਿੱਚ ਲਾਲ ਮਸਰ ਅਤੇ ਪੀਲੇ ਮਟਰ ਖ਼ਰੀਦਦਾ ਹੈ, ਪਰ ਆਪਣੀ ਫ਼ਸਲ ਅਤੇ ਖਾਣ-ਪੀਣ ਦੀਆਂ ਕੀਮਤਾਂ ਮੁਤਾਬਕ ਦਰਾਮਦ ਡਿਊਟੀ ਘਟਾਉਂਦਾ-ਵਧਾਉਂਦਾ ਰਹਿੰਦਾ ਹੈ।',
      },
      {
        img: '/media/images/world/lentil-shipping-containers.svg',
        cap: 'Containers of Canadian lentils wait for shipment at a West Coast port.',
        capPa: 'ਪੱਛਮੀ ਤੱਟ ਦੀ ਇੱਕ ਬੰਦਰਗਾਹ \'ਤੇ ਰਵਾਨਗੀ ਦੀ ਉਡੀਕ ਵਿੱਚ ਕੈਨੇਡੀਅਨ ਦਾਲਾਂ ਦੇ ਕੰਟੇਨਰ।',
      },
      {
        q: 'When India changes a duty, our phones start ringing the same morning. Farmers want to know whether to sell now or wait.',
        qPa: 'ਜਦੋਂ ਭਾਰਤ ਡਿਊਟੀ ਬਦਲਦਾ ਹੈ, ਤਾਂ ਉਸੇ ਸਵੇਰ ਸਾਡੇ ਫ਼ੋਨ ਵੱਜਣ ਲੱਗ ਪੈਂਦੇ ਹਨ। ਕਿਸਾਨ ਜਾਣਨਾ ਚਾਹੁੰਦੇ ਹਨ ਕਿ ਹੁਣੇ ਵੇਚਣ ਜਾਂ ਉਡੀਕ ਕਰਨ।',
        by: 'Gurdeep Sekhon, who runs a pulse-trading firm in Delta',
        byPa: 'ਗੁਰਦੀਪ ਸੇਖੋਂ, ਡੈਲਟਾ ਵਿੱਚ ਦਾਲਾਂ ਦੇ ਵਪਾਰ ਦੀ ਫ਼ਰਮ ਦੇ ਮਾਲਕ',
      },
      {
        p: 'Exporters say they are also building sales in Bangladesh, Turkey and the United Arab Emirates to rely less on any one market. Trade analysts expect demand from South Asia to stay strong as populations and incomes grow.',
        pa: 'ਬਰਾਮਦਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕਿਸੇ ਇੱਕ ਮੰਡੀ \'ਤੇ ਨਿਰਭਰਤਾ ਘਟਾਉਣ ਲਈ ਉਹ ਬੰਗਲਾਦੇਸ਼, ਤੁਰਕੀ ਅਤੇ ਸੰਯੁਕਤ ਅਰਬ ਅਮੀਰਾਤ ਵਿੱਚ ਵੀ ਵਿਕਰੀ ਵਧਾ ਰਹੇ ਹਨ। ਵਪਾਰ ਮਾਹਿਰਾਂ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਆਬਾਦੀ ਅਤੇ ਆਮਦਨ ਵਧਣ ਨਾਲ ਦੱਖਣੀ ਏਸ਼ੀਆ ਤੋਂ ਮੰਗ ਮਜ਼ਬੂਤ ਰਹੇਗੀ।',
      },
    ],
  },
  {
    id: 1068,
    region: 'world',
    lang: 'both',
    slug: 'shrinking-himalayan-glaciers-threaten-rivers-that-feed-punjab',
    title: 'Shrinking Himalayan glaciers threaten rivers that feed Punjab, scientists warn',
    titlePa: 'ਵਿਗਿਆਨੀਆਂ ਦੀ ਚਿਤਾਵਨੀ: ਸੁੰਗੜਦੇ ਹਿਮਾਲਿਆਈ ਗਲੇਸ਼ੀਅਰ ਪੰਜਾਬ ਦੇ ਦਰਿਆਵਾਂ ਲਈ ਖ਼ਤਰਾ',
    intro:
      'An international research report says Himalayan glaciers are losing ice faster than in past decades, with long-term risks for farming on the plains below.',
    introPa:
      'ਇੱਕ ਕੌਮਾਂਤਰੀ ਖੋਜ ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਹਿਮਾਲਿਆ ਦੇ ਗਲੇਸ਼ੀਅਰ ਪਿਛਲੇ ਦਹਾਕਿਆਂ ਨਾਲੋਂ ਤੇਜ਼ੀ ਨਾਲ ਬਰਫ਼ ਗੁਆ ਰਹੇ ਹਨ, ਜਿਸ ਨਾਲ ਹੇਠਲੇ ਮੈਦਾਨਾਂ ਦੀ ਖੇਤੀ ਨੂੰ ਲੰਮੇ ਸਮੇਂ ਦਾ ਖ਼ਤਰਾ ਹੈ।',
    by: 'jaspal',
    at: [2, '19:30'],
    images: [
      {
        url: '/media/images/world/himalayan-glaciers-punjab-rivers.svg',
        cap: 'Snow-covered peaks above the valleys that feed Punjab\'s rivers.',
        capPa: 'ਪੰਜਾਬ ਦੇ ਦਰਿਆਵਾਂ ਨੂੰ ਪਾਣੀ ਦੇਣ ਵਾਲੀਆਂ ਵਾਦੀਆਂ ਉੱਪਰ ਬਰਫ਼ ਨਾਲ ਢਕੀਆਂ ਚੋਟੀਆਂ।',
      },
    ],
    blocks: [
      {
        p: 'The Sutlej, Beas and Ravi rivers all draw part of their flow from snow and glacier melt in the mountains. Researchers say melting may first raise river flows and flood risk, before water supplies decline later in the century.',
        pa: 'ਸਤਲੁਜ, ਬਿਆਸ ਅਤੇ ਰਾਵੀ ਦਰਿਆਵਾਂ ਦੇ ਪਾਣੀ ਦਾ ਇੱਕ ਹਿੱਸਾ ਪਹਾੜਾਂ ਦੀ ਬਰਫ਼ ਅਤੇ ਗਲੇਸ਼ੀਅਰਾਂ ਦੇ ਪਿਘਲਣ ਤੋਂ ਆਉਂਦਾ ਹੈ। ਖੋਜਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਿਘਲਣ ਨਾਲ ਪਹਿਲਾਂ ਦਰਿਆਵਾਂ ਵਿੱਚ ਪਾਣੀ ਅਤੇ ਹੜ੍ਹਾਂ ਦਾ ਖ਼ਤਰਾ ਵਧ ਸਕਦਾ ਹੈ, ਪਰ ਸਦੀ ਦੇ ਅਖ਼ੀਰ ਤੱਕ ਪਾਣੀ ਦੀ ਸਪਲਾਈ ਘਟ ਸਕਦੀ ਹੈ।',
      },
      {
        img: '/media/images/world/himalayan-glacier-retreat.svg',
        cap: 'A retreating glacier in the western Himalayas.',
        capPa: 'ਪੱਛਮੀ ਹਿਮਾਲਿਆ ਵਿੱਚ ਪਿੱਛੇ ਹਟਦਾ ਇੱਕ ਗਲੇਸ਼ੀਅਰ।',
      },
      {
        p: 'Punjab already pumps large amounts of groundwater for rice and wheat, and water tables in many districts are falling. Agricultural experts say a shift to less thirsty crops and better irrigation will matter more as river flows change.',
        pa: 'ਪੰਜਾਬ ਪਹਿਲਾਂ ਹੀ ਝੋਨੇ ਅਤੇ ਕਣਕ ਲਈ ਵੱਡੀ ਮਾਤਰਾ ਵਿੱਚ ਜ਼ਮੀਨਦੋਜ਼ ਪਾਣੀ ਕੱਢਦਾ ਹੈ, ਅਤੇ ਕਈ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਪਾਣੀ ਦਾ ਪੱਧਰ ਡਿੱਗ ਰਿਹਾ ਹੈ। ਖੇਤੀ ਮਾਹਿਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦਰਿਆਵਾਂ ਦੇ ਵਹਾਅ ਬਦਲਣ ਨਾਲ ਘੱਟ ਪਾਣੀ ਲੈਣ ਵਾਲੀਆਂ ਫ਼ਸਲਾਂ ਅਤੇ ਬਿਹਤਰ ਸਿੰਜਾਈ ਵੱਲ ਮੁੜਨਾ ਹੋਰ ਵੀ ਜ਼ਰੂਰੀ ਹੋ ਜਾਵੇਗਾ।',
      },
      {
        p: 'The report calls for more monitoring stations in the mountains and closer cooperation among countries that share the rivers. Several Canadian universities take part in glacier research in the region.',
        pa: 'ਰਿਪੋਰਟ ਵਿੱਚ ਪਹਾੜਾਂ ਵਿੱਚ ਹੋਰ ਨਿਗਰਾਨੀ ਕੇਂਦਰ ਬਣਾਉਣ ਅਤੇ ਸਾਂਝੇ ਦਰਿਆਵਾਂ ਵਾਲੇ ਦੇਸ਼ਾਂ ਵਿਚਾਲੇ ਨੇੜਲੇ ਸਹਿਯੋਗ ਦੀ ਮੰਗ ਕੀਤੀ ਗਈ ਹੈ। ਕੈਨੇਡਾ ਦੀਆਂ ਕਈ ਯੂਨੀਵਰਸਿਟੀਆਂ ਵੀ ਇਸ ਖੇਤਰ ਵਿੱਚ ਗਲੇਸ਼ੀਅਰਾਂ ਬਾਰੇ ਖੋਜ ਵਿੱਚ ਹਿੱਸਾ ਲੈਂਦੀਆਂ ਹਨ।',
      },
    ],
  },
  {
    id: 1069,
    region: 'world',
    lang: 'en',
    slug: 'cost-of-sending-money-home-remains-high',
    title: 'Cost of sending money home remains high despite new digital services',
    intro:
      'Families in the diaspora still lose a noticeable share of each transfer to fees and exchange-rate margins, according to a global development report.',
    by: 'maya',
    at: [4, '18:45'],
    images: [
      {
        url: '/media/images/world/remittance-transfer-app.svg',
        cap: 'A customer compares money-transfer rates on a phone.',
      },
    ],
    blocks: [
      {
        p: 'Money sent home by workers abroad is one of India\'s largest sources of foreign income, and Punjab receives a significant share. The global average cost of a transfer remains well above the international target of three per cent.',
      },
      {
        p: 'App-based transfer services have pushed prices down on some routes, but fees vary widely between banks, money-transfer shops and online providers. Consumer groups say the exchange rate offered often hides a larger cost than the fee itself.',
      },
      {
        q: 'I send money to my mother in Jalandhar every month. I check three apps before every transfer, because the difference can pay for her medicine.',
        by: 'Tarsem Bassi, a truck driver in Abbotsford',
      },
      {
        p: 'Financial counsellors recommend comparing the total amount that will arrive, not just the advertised fee. Sending larger amounts less often can also cut costs.',
      },
    ],
  },
  {
    id: 1070,
    region: 'world',
    lang: 'both',
    slug: 'canadian-kabaddi-clubs-head-to-england-for-circle-style-tournament',
    title: 'Canadian kabaddi clubs head to England for a major circle-style tournament',
    titlePa: 'ਕੈਨੇਡੀਅਨ ਕਬੱਡੀ ਕਲੱਬ ਇੰਗਲੈਂਡ ਵਿੱਚ ਵੱਡੇ ਸਰਕਲ ਸਟਾਈਲ ਟੂਰਨਾਮੈਂਟ ਲਈ ਰਵਾਨਾ',
    intro:
      'Teams from Surrey, Brampton and Calgary will take on clubs from England, India and the United States at a two-day tournament near Birmingham.',
    introPa:
      'ਸਰੀ, ਬਰੈਂਪਟਨ ਅਤੇ ਕੈਲਗਰੀ ਦੀਆਂ ਟੀਮਾਂ ਬਰਮਿੰਘਮ ਨੇੜੇ ਹੋ ਰਹੇ ਦੋ-ਰੋਜ਼ਾ ਟੂਰਨਾਮੈਂਟ ਵਿੱਚ ਇੰਗਲੈਂਡ, ਭਾਰਤ ਅਤੇ ਅਮਰੀਕਾ ਦੇ ਕਲੱਬਾਂ ਨਾਲ ਭਿੜਨਗੀਆਂ।',
    by: 'gurvinder',
    at: [5, '07:10'],
    images: [
      {
        url: '/media/images/world/kabaddi-tournament-england.svg',
        cap: 'Spectators surround the circle at a kabaddi tournament.',
        capPa: 'ਕਬੱਡੀ ਟੂਰਨਾਮੈਂਟ ਵਿੱਚ ਦਾਇਰੇ ਦੇ ਚੁਫੇਰੇ ਜੁੜੇ ਦਰਸ਼ਕ।',
      },
    ],
    blocks: [
      {
        p: 'Circle-style kabaddi has grown into a major diaspora sport, with tournaments in Canada, the UK, the US and Australia. Organisers expect thousands of spectators and a live stream watched by fans in Punjab.',
        pa: 'ਸਰਕਲ ਸਟਾਈਲ ਕਬੱਡੀ ਪਰਵਾਸੀ ਪੰਜਾਬੀਆਂ ਦੀ ਇੱਕ ਵੱਡੀ ਖੇਡ ਬਣ ਚੁੱਕੀ ਹੈ, ਅਤੇ ਕੈਨੇਡਾ, ਇੰਗਲੈਂਡ, ਅਮਰੀਕਾ ਤੇ ਆਸਟ੍ਰੇਲੀਆ ਵਿੱਚ ਇਸ ਦੇ ਟੂਰਨਾਮੈਂਟ ਹੁੰਦੇ ਹਨ। ਪ੍ਰਬੰਧਕਾਂ ਨੂੰ ਹਜ਼ਾਰਾਂ ਦਰਸ਼ਕਾਂ ਦੀ ਉਮੀਦ ਹੈ, ਅਤੇ ਪੰਜਾਬ ਵਿੱਚ ਵੀ ਪ੍ਰਸ਼ੰਸਕ ਇਸ ਦਾ ਸਿੱਧਾ ਪ੍ਰਸਾਰਣ ਦੇਖਣਗੇ।',
      },
      {
        img: '/media/images/world/kabaddi-circle-raid.svg',
        cap: 'A raider reaches across the line during a tournament match.',
        capPa: 'ਟੂਰਨਾਮੈਂਟ ਦੇ ਇੱਕ ਮੈਚ ਦੌਰਾਨ ਰੇਡ ਪਾਉਂਦਾ ਖਿਡਾਰੀ।',
      },
      {
        p: 'The Surrey squad includes several players who grew up in Canada and learned the game at local youth camps. Coaches say every player will be tested for doping, which has become standard at major events.',
        pa: 'ਸਰੀ ਦੀ ਟੀਮ ਵਿੱਚ ਕਈ ਅਜਿਹੇ ਖਿਡਾਰੀ ਹਨ ਜੋ ਕੈਨੇਡਾ ਵਿੱਚ ਜੰਮੇ-ਪਲੇ ਹਨ ਅਤੇ ਜਿਨ੍ਹਾਂ ਨੇ ਸਥਾਨਕ ਨੌਜਵਾਨ ਕੈਂਪਾਂ ਵਿੱਚ ਇਹ ਖੇਡ ਸਿੱਖੀ। ਕੋਚਾਂ ਮੁਤਾਬਕ ਸਾਰੇ ਖਿਡਾਰੀਆਂ ਦੇ ਡੋਪ ਟੈਸਟ ਹੋਣਗੇ, ਜੋ ਹੁਣ ਵੱਡੇ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚ ਆਮ ਗੱਲ ਬਣ ਚੁੱਕੇ ਹਨ।',
      },
      {
        p: 'Our sports desk will carry results from both days of the tournament. Highlights will be posted on our video channel.',
        pa: 'ਸਾਡਾ ਖੇਡ ਡੈਸਕ ਟੂਰਨਾਮੈਂਟ ਦੇ ਦੋਵਾਂ ਦਿਨਾਂ ਦੇ ਨਤੀਜੇ ਤੁਹਾਡੇ ਤੱਕ ਪਹੁੰਚਾਏਗਾ। ਮੈਚਾਂ ਦੀਆਂ ਝਲਕੀਆਂ ਸਾਡੇ ਵੀਡੀਓ ਚੈਨਲ \'ਤੇ ਪਾਈਆਂ ਜਾਣਗੀਆਂ।',
      },
    ],
    video: {
      title: 'Surrey kabaddi team prepares for the England tournament',
      youtubeId: 'kbd-uk-tr04',
      image: '/media/images/videos/kbd-uk-tr04.svg',
    },
  },
  {
    id: 1071,
    region: 'world',
    lang: 'both',
    slug: 'punjabi-among-fastest-growing-languages-in-australian-homes',
    title: 'Punjabi among the fastest-growing languages in Australian homes',
    titlePa: 'ਆਸਟ੍ਰੇਲੀਆ ਦੇ ਘਰਾਂ ਵਿੱਚ ਸਭ ਤੋਂ ਤੇਜ਼ੀ ਨਾਲ ਵਧ ਰਹੀਆਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਪੰਜਾਬੀ',
    intro:
      'Census figures show a sharp rise in Punjabi speakers in Melbourne, Sydney and Brisbane, and community schools are struggling to keep up with demand.',
    introPa:
      'ਮਰਦਮਸ਼ੁਮਾਰੀ ਦੇ ਅੰਕੜਿਆਂ ਮੁਤਾਬਕ ਮੈਲਬਰਨ, ਸਿਡਨੀ ਅਤੇ ਬ੍ਰਿਸਬੇਨ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲਿਆਂ ਦੀ ਗਿਣਤੀ ਤੇਜ਼ੀ ਨਾਲ ਵਧੀ ਹੈ, ਅਤੇ ਭਾਈਚਾਰਕ ਸਕੂਲ ਮੰਗ ਪੂਰੀ ਕਰਨ ਲਈ ਜੂਝ ਰਹੇ ਹਨ।',
    by: 'simran',
    at: [7, '11:05'],
    images: [
      {
        url: '/media/images/world/australia-punjabi-school.svg',
        cap: 'Children at a weekend Punjabi school in Melbourne.',
        capPa: 'ਮੈਲਬਰਨ ਦੇ ਇੱਕ ਹਫ਼ਤਾਵਾਰੀ ਪੰਜਾਬੀ ਸਕੂਲ ਵਿੱਚ ਬੱਚੇ।',
      },
    ],
    blocks: [
      {
        p: 'Much of the growth comes from students and skilled workers who arrived over the past 15 years and have since started families. Weekend Punjabi schools run by gurdwaras and volunteers report waiting lists in several suburbs.',
        pa: 'ਇਸ ਵਾਧੇ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਉਨ੍ਹਾਂ ਵਿਦਿਆਰਥੀਆਂ ਅਤੇ ਹੁਨਰਮੰਦ ਕਾਮਿਆਂ ਦਾ ਹੈ ਜੋ ਪਿਛਲੇ 15 ਸਾਲਾਂ ਵਿੱਚ ਉੱਥੇ ਪਹੁੰਚੇ ਅਤੇ ਹੁਣ ਉਨ੍ਹਾਂ ਦੇ ਪਰਿਵਾਰ ਵੱਸ ਗਏ ਹਨ। ਗੁਰਦੁਆਰਿਆਂ ਅਤੇ ਵਲੰਟੀਅਰਾਂ ਵੱਲੋਂ ਚਲਾਏ ਜਾਂਦੇ ਹਫ਼ਤਾਵਾਰੀ ਪੰਜਾਬੀ ਸਕੂਲਾਂ ਵਿੱਚ ਕਈ ਇਲਾਕਿਆਂ \'ਚ ਉਡੀਕ ਸੂਚੀਆਂ ਲੱਗੀਆਂ ਹੋਈਆਂ ਹਨ।',
      },
      {
        p: 'Teachers there say they look to Canada for ideas, since BC public schools have offered Punjabi for years. Some have begun sharing lesson plans and children\'s books with educators in Surrey and Brampton.',
        pa: 'ਉੱਥੋਂ ਦੇ ਅਧਿਆਪਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਉਹ ਕੈਨੇਡਾ ਤੋਂ ਸੇਧ ਲੈਂਦੇ ਹਨ, ਕਿਉਂਕਿ ਬੀ.ਸੀ. ਦੇ ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਸਾਲਾਂ ਤੋਂ ਪੰਜਾਬੀ ਪੜ੍ਹਾਈ ਜਾ ਰਹੀ ਹੈ। ਕੁਝ ਅਧਿਆਪਕਾਂ ਨੇ ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਦੇ ਸਿੱਖਿਅਕਾਂ ਨਾਲ ਪਾਠ-ਯੋਜਨਾਵਾਂ ਅਤੇ ਬੱਚਿਆਂ ਦੀਆਂ ਕਿਤਾਬਾਂ ਸਾਂਝੀਆਂ ਕਰਨੀਆਂ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀਆਂ ਹਨ।',
      },
      {
        p: 'Language researchers say the second generation often understands Punjabi but speaks it less confidently. They say regular use at home matters more than any single class.',
        pa: 'ਭਾਸ਼ਾ ਖੋਜਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦੂਜੀ ਪੀੜ੍ਹੀ ਅਕਸਰ ਪੰਜਾਬੀ ਸਮਝ ਤਾਂ ਲੈਂਦੀ ਹੈ, ਪਰ ਬੋਲਣ ਵਿੱਚ ਝਿਜਕਦੀ ਹੈ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਕਿਸੇ ਵੀ ਕਲਾਸ ਨਾਲੋਂ ਘਰ ਵਿੱਚ ਰੋਜ਼ਾਨਾ ਵਰਤੋਂ ਵੱਧ ਮਾਇਨੇ ਰੱਖਦੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1072,
    region: 'world',
    lang: 'en',
    slug: 'lower-shipping-costs-bring-relief-to-importers-of-south-asian-groceries',
    title: 'Lower shipping costs bring some relief to importers of South Asian groceries',
    intro:
      'Container rates between India and Canada\'s West Coast have eased from recent highs, and importers say shelf prices may follow if the trend holds.',
    by: 'daniel',
    at: [11, '12:50'],
    images: [
      {
        url: '/media/images/world/container-ship-vancouver-port.svg',
        cap: 'A container ship arrives at the Port of Vancouver.',
      },
    ],
    blocks: [
      {
        p: 'Importers of rice, spices, pickles and sweets rely on ocean freight through the ports of Vancouver and Prince Rupert. During the worst disruptions of recent years, the cost of moving a single container from India more than tripled.',
      },
      {
        p: 'Freight brokers say rates have come down as shipping lines added capacity, though delays at transfer ports still cause uncertainty. Fuel surcharges and insurance costs also remain higher than before.',
      },
      {
        p: 'Store owners in Surrey say they will pass on savings gradually, since they bought some stock at higher prices. Shoppers may notice the change first in bulk rice and lentils.',
      },
    ],
  },
  {
    id: 1073,
    region: 'world',
    lang: 'both',
    slug: 'diaspora-donors-help-rebuild-flood-damaged-village-schools-in-punjab',
    title: 'Diaspora donors help rebuild flood-damaged village schools in Punjab',
    titlePa: 'ਪਰਵਾਸੀ ਦਾਨੀਆਂ ਦੀ ਮਦਦ ਨਾਲ ਪੰਜਾਬ ਦੇ ਹੜ੍ਹ-ਪ੍ਰਭਾਵਿਤ ਪਿੰਡਾਂ ਦੇ ਸਕੂਲ ਮੁੜ ਉਸਰੇ',
    intro:
      'Families in Canada, Britain and Australia have paid for repairs at more than 40 rural schools damaged by flooding, through a volunteer trust based in Surrey.',
    introPa:
      'ਕੈਨੇਡਾ, ਇੰਗਲੈਂਡ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ ਵਿੱਚ ਵੱਸਦੇ ਪਰਿਵਾਰਾਂ ਨੇ ਸਰੀ ਅਧਾਰਤ ਇੱਕ ਵਲੰਟੀਅਰ ਟਰੱਸਟ ਰਾਹੀਂ ਹੜ੍ਹਾਂ ਨਾਲ ਨੁਕਸਾਨੇ 40 ਤੋਂ ਵੱਧ ਪੇਂਡੂ ਸਕੂਲਾਂ ਦੀ ਮੁਰੰਮਤ ਲਈ ਪੈਸਾ ਦਿੱਤਾ ਹੈ।',
    by: 'navneet',
    at: [17, '08:40'],
    updated: [17, '13:15'],
    images: [
      {
        url: '/media/images/world/punjab-flood-school-rebuild.svg',
        cap: 'A repaired village school in Kapurthala district.',
        capPa: 'ਕਪੂਰਥਲਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਇੱਕ ਪਿੰਡ ਦਾ ਮੁਰੰਮਤ ਹੋਇਆ ਸਕੂਲ।',
      },
    ],
    blocks: [
      {
        p: 'The Pind Vidya Trust, set up by a group of retired teachers in Surrey, works with village councils to repair classrooms, toilets and boundary walls. Donors can choose a school, often in the village their own family came from.',
        pa: 'ਸਰੀ ਵਿੱਚ ਸੇਵਾਮੁਕਤ ਅਧਿਆਪਕਾਂ ਦੇ ਇੱਕ ਗਰੁੱਪ ਵੱਲੋਂ ਬਣਾਇਆ ਪਿੰਡ ਵਿੱਦਿਆ ਟਰੱਸਟ ਪੰਚਾਇਤਾਂ ਨਾਲ ਮਿਲ ਕੇ ਕਲਾਸਰੂਮਾਂ, ਪਖ਼ਾਨਿਆਂ ਅਤੇ ਚਾਰਦੀਵਾਰੀਆਂ ਦੀ ਮੁਰੰਮਤ ਕਰਵਾਉਂਦਾ ਹੈ। ਦਾਨੀ ਆਪਣੀ ਮਰਜ਼ੀ ਦਾ ਸਕੂਲ ਚੁਣ ਸਕਦੇ ਹਨ, ਜੋ ਅਕਸਰ ਉਨ੍ਹਾਂ ਦੇ ਆਪਣੇ ਜੱਦੀ ਪਿੰਡ ਦਾ ਹੁੰਦਾ ਹੈ।',
      },
      {
        img: '/media/images/world/punjab-village-school-repair.svg',
        cap: 'Workers replaster classroom walls at a village school near Sultanpur Lodhi.',
        capPa: 'ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਨੇੜੇ ਇੱਕ ਪਿੰਡ ਦੇ ਸਕੂਲ ਵਿੱਚ ਕਲਾਸਰੂਮ ਦੀਆਂ ਕੰਧਾਂ \'ਤੇ ਪਲੱਸਤਰ ਕਰਦੇ ਮਿਸਤਰੀ।',
      },
      {
        q: 'I studied in that school under a tin roof. When the photos came of children back at their desks, I could not stop smiling.',
        qPa: 'ਮੈਂ ਉਸੇ ਸਕੂਲ ਵਿੱਚ ਟੀਨ ਦੀ ਛੱਤ ਹੇਠਾਂ ਪੜ੍ਹਿਆ ਸੀ। ਜਦੋਂ ਬੱਚਿਆਂ ਦੀਆਂ ਮੁੜ ਆਪਣੇ ਡੈਸਕਾਂ \'ਤੇ ਬੈਠਿਆਂ ਦੀਆਂ ਤਸਵੀਰਾਂ ਆਈਆਂ, ਤਾਂ ਮੇਰੇ ਚਿਹਰੇ ਤੋਂ ਮੁਸਕਾਨ ਨਹੀਂ ਹਟੀ।',
        by: 'Mohinder Singh Gosal, a donor in Surrey',
        byPa: 'ਮਹਿੰਦਰ ਸਿੰਘ ਗੋਸਲ, ਸਰੀ ਦੇ ਦਾਨੀ',
      },
      {
        p: '<strong>Update:</strong> The trust says it will publish receipts and before-and-after photos for every project on its website. It advises donors to give only through registered charities that issue official tax receipts.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਟਰੱਸਟ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਹਰ ਪ੍ਰੋਜੈਕਟ ਦੀਆਂ ਰਸੀਦਾਂ ਅਤੇ ਪਹਿਲਾਂ-ਬਾਅਦ ਦੀਆਂ ਤਸਵੀਰਾਂ ਉਸ ਦੀ ਵੈੱਬਸਾਈਟ \'ਤੇ ਪਾਈਆਂ ਜਾਣਗੀਆਂ। ਟਰੱਸਟ ਨੇ ਦਾਨੀਆਂ ਨੂੰ ਸਲਾਹ ਦਿੱਤੀ ਹੈ ਕਿ ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਰਜਿਸਟਰਡ ਚੈਰਿਟੀਆਂ ਨੂੰ ਹੀ ਦਾਨ ਦੇਣ ਜੋ ਸਰਕਾਰੀ ਟੈਕਸ ਰਸੀਦਾਂ ਜਾਰੀ ਕਰਦੀਆਂ ਹਨ।',
      },
    ],
  },
  {
    id: 1074,
    region: 'world',
    lang: 'en',
    slug: 'canadian-field-hockey-players-with-punjabi-roots-shine-in-europe',
    title: 'Canadian field hockey players with Punjabi roots shine at European tournament',
    intro:
      'Several players who learned the game in Surrey and Brampton helped a Canadian development squad reach the semifinals of an invitational event in the Netherlands.',
    by: 'gurvinder',
    at: [27, '16:15'],
    images: [
      {
        url: '/media/images/world/field-hockey-netherlands.svg',
        cap: 'Canadian players celebrate a goal during the tournament.',
      },
    ],
    blocks: [
      {
        p: 'Field hockey has deep roots in Punjab, and clubs in Canada\'s Punjabi communities have produced players for national programs for decades. Coaches say the latest group combines traditional stick skills with modern fitness training.',
      },
      {
        p: 'The Canadian squad lost a close semifinal in a shootout but beat two higher-ranked European sides earlier in the week. Team officials say the experience will help ahead of qualifying events for major international competitions.',
      },
      {
        p: 'Local clubs in Surrey say interest among girls has grown especially quickly. They are asking for more turf time at city fields to meet demand.',
      },
    ],
    audio: {
      title: 'Sports update: Canadian field hockey in the Netherlands',
      url: '/media/audio/sports-update.wav',
      duration: 24,
    },
  },
  {
    id: 1075,
    region: 'world',
    lang: 'both',
    slug: 'diaspora-groups-renew-push-for-direct-flights-between-canada-and-amritsar',
    title: 'Diaspora groups renew push for direct flights between Canada and Amritsar',
    titlePa: 'ਕੈਨੇਡਾ ਅਤੇ ਅੰਮ੍ਰਿਤਸਰ ਵਿਚਾਲੇ ਸਿੱਧੀਆਂ ਉਡਾਣਾਂ ਲਈ ਪਰਵਾਸੀ ਜਥੇਬੰਦੀਆਂ ਨੇ ਮੁੜ ਚੁੱਕੀ ਆਵਾਜ਼',
    intro:
      'Community organisations say travellers to Punjab face long layovers in Delhi, the Gulf or Europe, and they are collecting signatures to show airlines the demand.',
    introPa:
      'ਭਾਈਚਾਰਕ ਜਥੇਬੰਦੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪੰਜਾਬ ਜਾਣ ਵਾਲੇ ਮੁਸਾਫ਼ਰਾਂ ਨੂੰ ਦਿੱਲੀ, ਖਾੜੀ ਦੇਸ਼ਾਂ ਜਾਂ ਯੂਰਪ ਵਿੱਚ ਲੰਮੀ ਉਡੀਕ ਕਰਨੀ ਪੈਂਦੀ ਹੈ, ਅਤੇ ਉਹ ਏਅਰਲਾਈਨਾਂ ਨੂੰ ਮੰਗ ਦਿਖਾਉਣ ਲਈ ਦਸਤਖ਼ਤ ਇਕੱਠੇ ਕਰ ਰਹੀਆਂ ਹਨ।',
    by: 'maya',
    featured: true,
    at: [55, '09:10'],
    images: [
      {
        url: '/media/images/world/amritsar-airport-direct-flights.svg',
        cap: 'Passengers arrive at the international terminal in Amritsar.',
        capPa: 'ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਕੌਮਾਂਤਰੀ ਟਰਮੀਨਲ \'ਤੇ ਪਹੁੰਚਦੇ ਮੁਸਾਫ਼ਰ।',
      },
      {
        url: '/media/images/world/golden-temple-visitors.svg',
        cap: 'Visitors at Sri Harmandir Sahib in Amritsar.',
        capPa: 'ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਵਿਖੇ ਸ਼ਰਧਾਲੂ।',
      },
    ],
    blocks: [
      {
        p: 'Travel agents in Surrey and Brampton estimate that hundreds of thousands of trips are made between Canada and Punjab every year, many by seniors visiting family. With connections, the journey often takes more than 24 hours.',
        pa: 'ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਦੇ ਟਰੈਵਲ ਏਜੰਟਾਂ ਦਾ ਅੰਦਾਜ਼ਾ ਹੈ ਕਿ ਹਰ ਸਾਲ ਕੈਨੇਡਾ ਅਤੇ ਪੰਜਾਬ ਵਿਚਾਲੇ ਲੱਖਾਂ ਗੇੜੇ ਲੱਗਦੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਬਹੁਤੇ ਪਰਿਵਾਰ ਨੂੰ ਮਿਲਣ ਜਾਂਦੇ ਬਜ਼ੁਰਗ ਹੁੰਦੇ ਹਨ। ਕਨੈਕਟਿੰਗ ਉਡਾਣਾਂ ਨਾਲ ਇਹ ਸਫ਼ਰ ਅਕਸਰ 24 ਘੰਟਿਆਂ ਤੋਂ ਵੱਧ ਦਾ ਹੋ ਜਾਂਦਾ ਹੈ।',
      },
      {
        p: 'Airlines say a direct route must be profitable all year, not just in peak travel months, and aircraft range and airport capacity also play a role. Air agreements between the two countries also limit how many flights can operate.',
        pa: 'ਏਅਰਲਾਈਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਿੱਧਾ ਰੂਟ ਸਿਰਫ਼ ਭੀੜ ਵਾਲੇ ਮਹੀਨਿਆਂ ਵਿੱਚ ਨਹੀਂ, ਸਗੋਂ ਸਾਰਾ ਸਾਲ ਮੁਨਾਫ਼ੇ ਵਾਲਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ, ਅਤੇ ਜਹਾਜ਼ਾਂ ਦੀ ਰੇਂਜ ਤੇ ਹਵਾਈ ਅੱਡੇ ਦੀ ਸਮਰੱਥਾ ਵੀ ਮਾਇਨੇ ਰੱਖਦੀ ਹੈ। ਦੋਵਾਂ ਦੇਸ਼ਾਂ ਵਿਚਾਲੇ ਹਵਾਈ ਸਮਝੌਤੇ ਵੀ ਤੈਅ ਕਰਦੇ ਹਨ ਕਿ ਕਿੰਨੀਆਂ ਉਡਾਣਾਂ ਚੱਲ ਸਕਦੀਆਂ ਹਨ।',
      },
      {
        p: 'Supporters point out that Amritsar\'s airport has added international routes in recent years and that the Golden Temple draws visitors of every background. The petition will be presented to airlines and to federal transport officials.',
        pa: 'ਹਮਾਇਤੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਿਛਲੇ ਕੁਝ ਸਾਲਾਂ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਹਵਾਈ ਅੱਡੇ ਤੋਂ ਕਈ ਨਵੀਆਂ ਕੌਮਾਂਤਰੀ ਉਡਾਣਾਂ ਸ਼ੁਰੂ ਹੋਈਆਂ ਹਨ ਅਤੇ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਦੇ ਦਰਸ਼ਨਾਂ ਲਈ ਹਰ ਪਿਛੋਕੜ ਦੇ ਲੋਕ ਆਉਂਦੇ ਹਨ। ਇਹ ਪਟੀਸ਼ਨ ਏਅਰਲਾਈਨਾਂ ਅਤੇ ਫੈਡਰਲ ਟਰਾਂਸਪੋਰਟ ਅਧਿਕਾਰੀਆਂ ਨੂੰ ਸੌਂਪੀ ਜਾਵੇਗੀ।',
      },
    ],
  },
];
