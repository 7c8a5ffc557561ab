/**
 * Demo news for the Alberta category, ids 1050–1057: Calgary, Edmonton, energy and agriculture.
 * Every person, business and organisation named here is invented; each draft holds its English and
 * Punjabi text side by side and becomes a PostInput through `newsPost`.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { newsPost, type NewsDraft } from '../helpers';

/** The Alberta posts, tagged 'alberta'. */
export function albertaPosts(d: SeedDates): PostInput[] {
  return ALBERTA_POSTS.map((draft) => newsPost(d, draft, 'alberta'));
}

const ALBERTA_POSTS: NewsDraft[] = [
  {
    id: 1050,
    lang: 'both',
    slug: 'northeast-calgary-residents-push-for-more-frequent-buses',
    title: 'Northeast Calgary residents push for more frequent buses',
    titlePa: 'ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਦੇ ਵਸਨੀਕਾਂ ਵੱਲੋਂ ਹੋਰ ਬੱਸਾਂ ਦੀ ਮੰਗ',
    intro:
      "Community associations in Saddle Ridge, Taradale and Cityscape say buses every 30 minutes are not enough for one of the city's fastest-growing areas.",
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
        capPa: "ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਦੀ ਇੱਕ ਮੁੱਖ ਸੜਕ 'ਤੇ ਸ਼ਹਿਰੀ ਬੱਸ।",
      },
    ],
    blocks: [
      {
        p: "Northeast Calgary is home to a large share of the city's Punjabi community, and many residents work shifts at warehouses near the airport. Residents told a city committee that one missed connection can turn a 20-minute drive into a 90-minute bus trip.",
        pa: 'ਉੱਤਰ-ਪੂਰਬੀ ਕੈਲਗਰੀ ਵਿੱਚ ਸ਼ਹਿਰ ਦੇ ਪੰਜਾਬੀ ਭਾਈਚਾਰੇ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਵੱਸਦਾ ਹੈ, ਅਤੇ ਬਹੁਤ ਸਾਰੇ ਵਸਨੀਕ ਹਵਾਈ ਅੱਡੇ ਨੇੜਲੇ ਵੇਅਰਹਾਊਸਾਂ ਵਿੱਚ ਸ਼ਿਫਟਾਂ ਵਿੱਚ ਕੰਮ ਕਰਦੇ ਹਨ। ਵਸਨੀਕਾਂ ਨੇ ਸ਼ਹਿਰ ਦੀ ਇੱਕ ਕਮੇਟੀ ਨੂੰ ਦੱਸਿਆ ਕਿ ਇੱਕ ਬੱਸ ਖੁੰਝ ਜਾਣ ਨਾਲ ਕਾਰ ਦਾ 20 ਮਿੰਟ ਦਾ ਸਫ਼ਰ ਬੱਸ ਵਿੱਚ 90 ਮਿੰਟ ਦਾ ਬਣ ਜਾਂਦਾ ਹੈ।',
      },
      {
        img: '/media/images/alberta/saddle-ridge-bus-stop.svg',
        cap: 'Commuters wait at a bus stop in Saddle Ridge.',
        capPa: "ਸੈਡਲ ਰਿੱਜ ਵਿੱਚ ਬੱਸ ਸਟਾਪ 'ਤੇ ਉਡੀਕ ਕਰਦੇ ਮੁਸਾਫ਼ਰ।",
      },
      {
        q: 'My daughter leaves for her night shift at nine and still gets there late twice a week. We are not asking for luxury, just a bus that comes.',
        qPa: 'ਮੇਰੀ ਧੀ ਰਾਤ ਦੀ ਸ਼ਿਫਟ ਲਈ ਨੌਂ ਵਜੇ ਘਰੋਂ ਨਿਕਲਦੀ ਹੈ ਅਤੇ ਫਿਰ ਵੀ ਹਫ਼ਤੇ ਵਿੱਚ ਦੋ ਵਾਰ ਲੇਟ ਹੋ ਜਾਂਦੀ ਹੈ। ਅਸੀਂ ਕੋਈ ਐਸ਼ੋ-ਆਰਾਮ ਨਹੀਂ ਮੰਗ ਰਹੇ, ਬੱਸ ਸਮੇਂ ਸਿਰ ਆਉਣ ਵਾਲੀ ਬੱਸ ਮੰਗ ਰਹੇ ਹਾਂ।',
        by: 'Balwinder Grewal, Taradale Community Association',
        byPa: 'ਬਲਵਿੰਦਰ ਗਰੇਵਾਲ, ਟੈਰਾਡੇਲ ਕਮਿਊਨਿਟੀ ਐਸੋਸੀਏਸ਼ਨ',
      },
      {
        p: '<strong>Update:</strong> City transit staff told the committee they will test 15-minute service on two northeast routes during weekday rush hours. Results of the trial will be reported back within six months.',
        pa: "<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸ਼ਹਿਰ ਦੇ ਟਰਾਂਜ਼ਿਟ ਅਮਲੇ ਨੇ ਕਮੇਟੀ ਨੂੰ ਦੱਸਿਆ ਕਿ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਭੀੜ ਵਾਲੇ ਘੰਟਿਆਂ ਦੌਰਾਨ ਉੱਤਰ-ਪੂਰਬ ਦੇ ਦੋ ਰੂਟਾਂ 'ਤੇ ਤਜਰਬੇ ਵਜੋਂ ਹਰ 15 ਮਿੰਟ ਬਾਅਦ ਬੱਸ ਚਲਾਈ ਜਾਵੇਗੀ। ਇਸ ਤਜਰਬੇ ਦੇ ਨਤੀਜੇ ਛੇ ਮਹੀਨਿਆਂ ਦੇ ਅੰਦਰ ਪੇਸ਼ ਕੀਤੇ ਜਾਣਗੇ।",
      },
    ],
  },
  {
    id: 1051,
    lang: 'pa',
    slug: 'edmonton-mill-woods-sangat-collects-food-for-food-bank',
    title: 'ਐਡਮਿੰਟਨ ਦੇ ਮਿੱਲ ਵੁੱਡਜ਼ ਵਿੱਚ ਸੰਗਤ ਵੱਲੋਂ ਫੂਡ ਬੈਂਕ ਲਈ ਰਾਸ਼ਨ ਇਕੱਠਾ',
    intro: 'ਮਿੱਲ ਵੁੱਡਜ਼ ਇਲਾਕੇ ਦੇ ਗੁਰਦੁਆਰਿਆਂ ਅਤੇ ਸਿੱਖ ਨੌਜਵਾਨਾਂ ਨੇ ਇੱਕ ਹਫ਼ਤੇ ਵਿੱਚ ਲਗਭਗ ਅੱਠ ਟਨ ਸੁੱਕਾ ਰਾਸ਼ਨ ਇਕੱਠਾ ਕਰਕੇ ਸ਼ਹਿਰ ਦੇ ਫੂਡ ਬੈਂਕ ਨੂੰ ਸੌਂਪਿਆ।',
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
        pa: "ਸੂਬਾਈ ਫ਼ਸਲ ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਕੈਲਗਰੀ ਦੇ ਪੂਰਬ ਵਿੱਚ ਕੁਝ ਕਾਊਂਟੀਆਂ ਵਿੱਚ ਆਮ ਨਾਲੋਂ ਅੱਧੀ ਤੋਂ ਵੀ ਘੱਟ ਬਾਰਿਸ਼ ਹੋਈ ਹੈ। ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕਨੋਲਾ ਖ਼ੁਸ਼ਕ ਮੌਸਮ ਨੂੰ ਖ਼ਾਸ ਤੌਰ 'ਤੇ ਨਹੀਂ ਝੱਲ ਸਕਦੀ, ਕਿਉਂਕਿ ਫੁੱਲ ਪੈਣ ਵੇਲੇ ਬੂਟਿਆਂ ਨੂੰ ਨਮੀ ਦੀ ਲੋੜ ਹੁੰਦੀ ਹੈ।",
      },
      {
        img: '/media/images/alberta/canola-field-dry-soil.svg',
        cap: 'A canola field with cracked soil east of Calgary.',
        capPa: 'ਕੈਲਗਰੀ ਦੇ ਪੂਰਬ ਵਿੱਚ ਤਰੇੜਾਂ ਵਾਲੀ ਜ਼ਮੀਨ ਵਿੱਚ ਕਨੋਲਾ ਦੀ ਫ਼ਸਲ।',
      },
      {
        p: 'Several Punjabi-Canadian families in the area farm grain and run custom-harvesting businesses. They say seed, fertiliser and fuel already cost so much that there is little room left if yields fall.',
        pa: "ਇਸ ਇਲਾਕੇ ਵਿੱਚ ਕਈ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਪਰਿਵਾਰ ਅਨਾਜ ਦੀ ਖੇਤੀ ਕਰਦੇ ਹਨ ਅਤੇ ਕਿਰਾਏ 'ਤੇ ਵਾਢੀ ਦਾ ਕਾਰੋਬਾਰ ਵੀ ਚਲਾਉਂਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬੀਜ, ਖਾਦ ਅਤੇ ਤੇਲ ਦਾ ਖ਼ਰਚਾ ਪਹਿਲਾਂ ਹੀ ਏਨਾ ਜ਼ਿਆਦਾ ਹੈ ਕਿ ਝਾੜ ਘਟਣ 'ਤੇ ਬਹੁਤ ਥੋੜ੍ਹੀ ਗੁੰਜਾਇਸ਼ ਬਚਦੀ ਹੈ।",
      },
      {
        p: '<strong>Update:</strong> The province says crop insurance deadlines and programs remain unchanged for now. Farm groups are asking for early details on disaster support in case conditions get worse.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸੂਬਾ ਸਰਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਫ਼ਸਲ ਬੀਮੇ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ ਅਤੇ ਪ੍ਰੋਗਰਾਮਾਂ ਵਿੱਚ ਫ਼ਿਲਹਾਲ ਕੋਈ ਬਦਲਾਅ ਨਹੀਂ। ਕਿਸਾਨ ਜਥੇਬੰਦੀਆਂ ਮੰਗ ਕਰ ਰਹੀਆਂ ਹਨ ਕਿ ਹਾਲਾਤ ਵਿਗੜਨ ਦੀ ਸੂਰਤ ਵਿੱਚ ਮਿਲਣ ਵਾਲੀ ਆਫ਼ਤ ਰਾਹਤ ਦੇ ਵੇਰਵੇ ਪਹਿਲਾਂ ਹੀ ਦੱਸੇ ਜਾਣ।',
      },
    ],
  },
  {
    id: 1054,
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
        qPa: "ਅਸੀਂ ਬਰੈਂਪਟਨ ਤੋਂ ਇਸ ਲਈ ਆਏ ਕਿਉਂਕਿ ਉੱਥੇ ਘਰ ਖ਼ਰੀਦਣਾ ਸਾਡੇ ਵੱਸ ਦੀ ਗੱਲ ਨਹੀਂ ਸੀ। ਇੱਥੇ ਘਰ ਤਾਂ ਮਿਲ ਗਿਆ, ਪਰ ਉਡੀਕ ਦੌਰਾਨ ਕਿਰਾਏ 'ਤੇ ਰਹਿਣਾ ਸਾਡੀ ਸੋਚ ਨਾਲੋਂ ਕਿਤੇ ਮਹਿੰਗਾ ਪਿਆ।",
        by: 'Kiranjit Bhullar, who moved to Calgary with her family',
        byPa: 'ਕਿਰਨਜੀਤ ਭੁੱਲਰ, ਜੋ ਪਰਿਵਾਰ ਸਮੇਤ ਕੈਲਗਰੀ ਆਏ ਹਨ',
      },
      {
        p: "Tenant advocates remind renters that Alberta has no cap on rent increases, but landlords must give three months' written notice and can raise the rent only once a year. Free advice is available from tenant resource centres in Calgary and Edmonton.",
        pa: 'ਕਿਰਾਏਦਾਰਾਂ ਦੇ ਹੱਕਾਂ ਲਈ ਕੰਮ ਕਰਨ ਵਾਲੇ ਯਾਦ ਦਿਵਾਉਂਦੇ ਹਨ ਕਿ ਐਲਬਰਟਾ ਵਿੱਚ ਕਿਰਾਇਆ ਵਧਾਉਣ ਦੀ ਕੋਈ ਹੱਦ ਨਹੀਂ, ਪਰ ਮਕਾਨ ਮਾਲਕ ਨੂੰ ਤਿੰਨ ਮਹੀਨੇ ਪਹਿਲਾਂ ਲਿਖਤੀ ਨੋਟਿਸ ਦੇਣਾ ਪੈਂਦਾ ਹੈ ਅਤੇ ਸਾਲ ਵਿੱਚ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਕਿਰਾਇਆ ਵਧਾਇਆ ਜਾ ਸਕਦਾ ਹੈ। ਕੈਲਗਰੀ ਅਤੇ ਐਡਮਿੰਟਨ ਦੇ ਕਿਰਾਏਦਾਰ ਸਹਾਇਤਾ ਕੇਂਦਰਾਂ ਤੋਂ ਮੁਫ਼ਤ ਸਲਾਹ ਲਈ ਜਾ ਸਕਦੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1055,
    lang: 'both',
    slug: 'edmonton-settlement-agency-adds-punjabi-speaking-staff',
    title: 'Edmonton settlement agency adds Punjabi-speaking staff for newcomers',
    titlePa: 'ਐਡਮਿੰਟਨ ਦੀ ਸੈਟਲਮੈਂਟ ਏਜੰਸੀ ਵੱਲੋਂ ਨਵੇਂ ਆਏ ਲੋਕਾਂ ਲਈ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲਾ ਅਮਲਾ',
    intro:
      'The Meadows Newcomer Hub, a non-profit, now offers help with housing, job searches and school registration in Punjabi five days a week.',
    introPa: 'ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸੰਸਥਾ ਮੈਡੋਜ਼ ਨਿਊਕਮਰ ਹੱਬ ਹੁਣ ਹਫ਼ਤੇ ਦੇ ਪੰਜ ਦਿਨ ਘਰ ਲੱਭਣ, ਨੌਕਰੀ ਦੀ ਭਾਲ ਅਤੇ ਸਕੂਲ ਦਾਖ਼ਲੇ ਬਾਰੇ ਪੰਜਾਬੀ ਵਿੱਚ ਮਦਦ ਦਿੰਦੀ ਹੈ।',
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
        p: "Services are free for permanent residents and, in some programs, for international students and temporary workers. The hub also runs weekly English conversation circles and workshops on Alberta's tenancy and employment rules.",
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
        p: "Critics say good cropland should be protected, and the province has brought in rules that limit projects on the highest-quality soils. Developers must also set aside money to clean up sites at the end of a project's life.",
      },
      {
        p: 'Municipal leaders in the area say the projects add to the local tax base, which helps pay for rural roads. They want more of the construction jobs to go to local workers.',
      },
    ],
  },
  {
    id: 1057,
    lang: 'both',
    slug: 'calgary-taxi-and-rideshare-drivers-say-insurance-costs-eat-into-earnings',
    title: 'Calgary taxi and rideshare drivers say insurance costs are eating into earnings',
    titlePa: 'ਕੈਲਗਰੀ ਦੇ ਟੈਕਸੀ ਅਤੇ ਰਾਈਡਸ਼ੇਅਰ ਡਰਾਈਵਰਾਂ ਮੁਤਾਬਕ ਬੀਮੇ ਦਾ ਖ਼ਰਚਾ ਕਮਾਈ ਖਾ ਰਿਹਾ ਹੈ',
    intro:
      "Drivers say commercial insurance premiums have jumped by thousands of dollars a year, and a new drivers' group is asking the province for a review.",
    introPa:
      'ਡਰਾਈਵਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕਮਰਸ਼ੀਅਲ ਬੀਮੇ ਦੀਆਂ ਕਿਸ਼ਤਾਂ ਸਾਲਾਨਾ ਹਜ਼ਾਰਾਂ ਡਾਲਰ ਵਧ ਗਈਆਂ ਹਨ, ਅਤੇ ਡਰਾਈਵਰਾਂ ਦੇ ਇੱਕ ਨਵੇਂ ਗਰੁੱਪ ਨੇ ਸੂਬਾ ਸਰਕਾਰ ਤੋਂ ਸਮੀਖਿਆ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ।',
    by: 'gurvinder',
    at: [33, '11:45'],
    updated: [33, '16:20'],
    images: [
      {
        url: '/media/images/alberta/calgary-taxi-stand.svg',
        cap: 'Taxis wait at a stand in downtown Calgary.',
        capPa: "ਡਾਊਨਟਾਊਨ ਕੈਲਗਰੀ ਵਿੱਚ ਟੈਕਸੀ ਸਟੈਂਡ 'ਤੇ ਖੜ੍ਹੀਆਂ ਟੈਕਸੀਆਂ।",
      },
    ],
    blocks: [
      {
        p: "Many of Calgary's taxi drivers are Punjabi and Somali immigrants who own or lease their vehicles. They say insurance, fuel and licence fees now take nearly half of what they earn in a typical week.",
        pa: "ਕੈਲਗਰੀ ਦੇ ਬਹੁਤ ਸਾਰੇ ਟੈਕਸੀ ਡਰਾਈਵਰ ਪੰਜਾਬੀ ਅਤੇ ਸੋਮਾਲੀ ਪਰਵਾਸੀ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੀਆਂ ਆਪਣੀਆਂ ਗੱਡੀਆਂ ਹਨ ਜਾਂ ਜੋ ਲੀਜ਼ 'ਤੇ ਗੱਡੀ ਚਲਾਉਂਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬੀਮਾ, ਤੇਲ ਅਤੇ ਲਾਇਸੈਂਸ ਫ਼ੀਸਾਂ ਹੁਣ ਆਮ ਹਫ਼ਤੇ ਦੀ ਕਮਾਈ ਦਾ ਲਗਭਗ ਅੱਧਾ ਹਿੱਸਾ ਖਾ ਜਾਂਦੀਆਂ ਹਨ।",
      },
      {
        q: 'I drive twelve hours a day, six days a week. After insurance and gas, some weeks I bring home less than a warehouse worker.',
        qPa: 'ਮੈਂ ਹਫ਼ਤੇ ਦੇ ਛੇ ਦਿਨ, ਰੋਜ਼ ਬਾਰਾਂ ਘੰਟੇ ਗੱਡੀ ਚਲਾਉਂਦਾ ਹਾਂ। ਬੀਮੇ ਅਤੇ ਤੇਲ ਦੇ ਖ਼ਰਚੇ ਤੋਂ ਬਾਅਦ ਕਈ ਹਫ਼ਤੇ ਮੇਰੀ ਕਮਾਈ ਵੇਅਰਹਾਊਸ ਦੇ ਕਾਮੇ ਤੋਂ ਵੀ ਘੱਟ ਰਹਿ ਜਾਂਦੀ ਹੈ।',
        by: 'Sukhdev Chahal, Calgary Independent Drivers Group',
        byPa: 'ਸੁਖਦੇਵ ਚਾਹਲ, ਕੈਲਗਰੀ ਇੰਡੀਪੈਂਡੈਂਟ ਡਰਾਈਵਰਜ਼ ਗਰੁੱਪ',
      },
      {
        p: "<strong>Update:</strong> The province says it is reviewing commercial auto insurance as part of wider changes to the insurance system. Drivers' groups have been invited to send in their comments.",
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਸੂਬਾ ਸਰਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬੀਮਾ ਪ੍ਰਣਾਲੀ ਵਿੱਚ ਵੱਡੀਆਂ ਤਬਦੀਲੀਆਂ ਦੇ ਹਿੱਸੇ ਵਜੋਂ ਕਮਰਸ਼ੀਅਲ ਵਾਹਨ ਬੀਮੇ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ। ਡਰਾਈਵਰਾਂ ਦੇ ਗਰੁੱਪਾਂ ਨੂੰ ਆਪਣੇ ਸੁਝਾਅ ਭੇਜਣ ਦਾ ਸੱਦਾ ਦਿੱਤਾ ਗਿਆ ਹੈ।',
      },
    ],
  },
];
