/**
 * Demo news for the World category, ids 1067–1075: trade, climate, the diaspora and sport abroad,
 * in general terms. Every person, business and organisation named here is invented; each draft
 * holds its English and Punjabi text side by side and becomes a PostInput through `newsPost`.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { newsPost, type NewsDraft } from '../helpers';

/** The World posts, tagged 'world'. */
export function worldPosts(d: SeedDates): PostInput[] {
  return WORLD_POSTS.map((draft) => newsPost(d, draft, 'world'));
}

const WORLD_POSTS: NewsDraft[] = [
  {
    id: 1067,
    lang: 'both',
    slug: 'canadian-lentil-and-pea-exporters-watch-india-import-rules',
    title: "Canadian lentil and pea exporters watch India's import rules closely",
    titlePa: "ਕੈਨੇਡੀਅਨ ਦਾਲ ਅਤੇ ਮਟਰ ਬਰਾਮਦਕਾਰਾਂ ਦੀ ਨਜ਼ਰ ਭਾਰਤ ਦੇ ਦਰਾਮਦ ਨਿਯਮਾਂ 'ਤੇ",
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
        capPa: "ਪ੍ਰੇਅਰੀ ਦੇ ਇੱਕ ਫਾਰਮ 'ਤੇ ਵੱਢੀ ਹੋਈ ਮਸਰਾਂ ਦੀ ਫ਼ਸਲ।",
      },
      {
        url: '/media/images/world/red-lentils-market.svg',
        cap: 'Red lentils for sale at a market in Ludhiana.',
        capPa: 'ਲੁਧਿਆਣੇ ਦੀ ਇੱਕ ਮੰਡੀ ਵਿੱਚ ਵਿਕਰੀ ਲਈ ਲਾਲ ਮਸਰ।',
      },
    ],
    blocks: [
      {
        p: "Canada grows a large share of the world's lentils, most of them in Saskatchewan and Alberta. India buys red lentils and yellow peas in large volumes, but it raises or lowers import duties depending on its own harvest and food prices.",
        pa: 'ਦੁਨੀਆ ਦੀ ਮਸਰਾਂ ਦੀ ਦਾਲ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਕੈਨੇਡਾ ਵਿੱਚ ਪੈਦਾ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਵਿੱਚੋਂ ਬਹੁਤਾ ਸਸਕੈਚਵਨ ਅਤੇ ਐਲਬਰਟਾ ਵਿੱਚ ਉੱਗਦਾ ਹੈ। ਭਾਰਤ ਵੱਡੀ ਮਾਤਰਾ ਵਿੱਚ ਲਾਲ ਮਸਰ ਅਤੇ ਪੀਲੇ ਮਟਰ ਖ਼ਰੀਦਦਾ ਹੈ, ਪਰ ਆਪਣੀ ਫ਼ਸਲ ਅਤੇ ਖਾਣ-ਪੀਣ ਦੀਆਂ ਕੀਮਤਾਂ ਮੁਤਾਬਕ ਦਰਾਮਦ ਡਿਊਟੀ ਘਟਾਉਂਦਾ-ਵਧਾਉਂਦਾ ਰਹਿੰਦਾ ਹੈ।',
      },
      {
        img: '/media/images/world/lentil-shipping-containers.svg',
        cap: 'Containers of Canadian lentils wait for shipment at a West Coast port.',
        capPa: "ਪੱਛਮੀ ਤੱਟ ਦੀ ਇੱਕ ਬੰਦਰਗਾਹ 'ਤੇ ਰਵਾਨਗੀ ਦੀ ਉਡੀਕ ਵਿੱਚ ਕੈਨੇਡੀਅਨ ਦਾਲਾਂ ਦੇ ਕੰਟੇਨਰ।",
      },
      {
        q: 'When India changes a duty, our phones start ringing the same morning. Farmers want to know whether to sell now or wait.',
        qPa: 'ਜਦੋਂ ਭਾਰਤ ਡਿਊਟੀ ਬਦਲਦਾ ਹੈ, ਤਾਂ ਉਸੇ ਸਵੇਰ ਸਾਡੇ ਫ਼ੋਨ ਵੱਜਣ ਲੱਗ ਪੈਂਦੇ ਹਨ। ਕਿਸਾਨ ਜਾਣਨਾ ਚਾਹੁੰਦੇ ਹਨ ਕਿ ਹੁਣੇ ਵੇਚਣ ਜਾਂ ਉਡੀਕ ਕਰਨ।',
        by: 'Gurdeep Sekhon, who runs a pulse-trading firm in Delta',
        byPa: 'ਗੁਰਦੀਪ ਸੇਖੋਂ, ਡੈਲਟਾ ਵਿੱਚ ਦਾਲਾਂ ਦੇ ਵਪਾਰ ਦੀ ਫ਼ਰਮ ਦੇ ਮਾਲਕ',
      },
      {
        p: 'Exporters say they are also building sales in Bangladesh, Turkey and the United Arab Emirates to rely less on any one market. Trade analysts expect demand from South Asia to stay strong as populations and incomes grow.',
        pa: "ਬਰਾਮਦਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕਿਸੇ ਇੱਕ ਮੰਡੀ 'ਤੇ ਨਿਰਭਰਤਾ ਘਟਾਉਣ ਲਈ ਉਹ ਬੰਗਲਾਦੇਸ਼, ਤੁਰਕੀ ਅਤੇ ਸੰਯੁਕਤ ਅਰਬ ਅਮੀਰਾਤ ਵਿੱਚ ਵੀ ਵਿਕਰੀ ਵਧਾ ਰਹੇ ਹਨ। ਵਪਾਰ ਮਾਹਿਰਾਂ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਆਬਾਦੀ ਅਤੇ ਆਮਦਨ ਵਧਣ ਨਾਲ ਦੱਖਣੀ ਏਸ਼ੀਆ ਤੋਂ ਮੰਗ ਮਜ਼ਬੂਤ ਰਹੇਗੀ।",
      },
    ],
  },
  {
    id: 1068,
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
        cap: "Snow-covered peaks above the valleys that feed Punjab's rivers.",
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
        p: "Money sent home by workers abroad is one of India's largest sources of foreign income, and Punjab receives a significant share. The global average cost of a transfer remains well above the international target of three per cent.",
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
    lang: 'both',
    slug: 'canadian-kabaddi-clubs-head-to-england-for-circle-style-tournament',
    title: 'Canadian kabaddi clubs head to England for a major circle-style tournament',
    titlePa: 'ਕੈਨੇਡੀਅਨ ਕਬੱਡੀ ਕਲੱਬ ਇੰਗਲੈਂਡ ਵਿੱਚ ਵੱਡੇ ਸਰਕਲ ਸਟਾਈਲ ਟੂਰਨਾਮੈਂਟ ਲਈ ਰਵਾਨਾ',
    intro:
      'Teams from Surrey, Brampton and Calgary will take on clubs from England, India and the United States at a two-day tournament near Birmingham.',
    introPa: 'ਸਰੀ, ਬਰੈਂਪਟਨ ਅਤੇ ਕੈਲਗਰੀ ਦੀਆਂ ਟੀਮਾਂ ਬਰਮਿੰਘਮ ਨੇੜੇ ਹੋ ਰਹੇ ਦੋ-ਰੋਜ਼ਾ ਟੂਰਨਾਮੈਂਟ ਵਿੱਚ ਇੰਗਲੈਂਡ, ਭਾਰਤ ਅਤੇ ਅਮਰੀਕਾ ਦੇ ਕਲੱਬਾਂ ਨਾਲ ਭਿੜਨਗੀਆਂ।',
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
        pa: "ਸਾਡਾ ਖੇਡ ਡੈਸਕ ਟੂਰਨਾਮੈਂਟ ਦੇ ਦੋਵਾਂ ਦਿਨਾਂ ਦੇ ਨਤੀਜੇ ਤੁਹਾਡੇ ਤੱਕ ਪਹੁੰਚਾਏਗਾ। ਮੈਚਾਂ ਦੀਆਂ ਝਲਕੀਆਂ ਸਾਡੇ ਵੀਡੀਓ ਚੈਨਲ 'ਤੇ ਪਾਈਆਂ ਜਾਣਗੀਆਂ।",
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
        pa: "ਇਸ ਵਾਧੇ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਉਨ੍ਹਾਂ ਵਿਦਿਆਰਥੀਆਂ ਅਤੇ ਹੁਨਰਮੰਦ ਕਾਮਿਆਂ ਦਾ ਹੈ ਜੋ ਪਿਛਲੇ 15 ਸਾਲਾਂ ਵਿੱਚ ਉੱਥੇ ਪਹੁੰਚੇ ਅਤੇ ਹੁਣ ਉਨ੍ਹਾਂ ਦੇ ਪਰਿਵਾਰ ਵੱਸ ਗਏ ਹਨ। ਗੁਰਦੁਆਰਿਆਂ ਅਤੇ ਵਲੰਟੀਅਰਾਂ ਵੱਲੋਂ ਚਲਾਏ ਜਾਂਦੇ ਹਫ਼ਤਾਵਾਰੀ ਪੰਜਾਬੀ ਸਕੂਲਾਂ ਵਿੱਚ ਕਈ ਇਲਾਕਿਆਂ 'ਚ ਉਡੀਕ ਸੂਚੀਆਂ ਲੱਗੀਆਂ ਹੋਈਆਂ ਹਨ।",
      },
      {
        p: "Teachers there say they look to Canada for ideas, since BC public schools have offered Punjabi for years. Some have begun sharing lesson plans and children's books with educators in Surrey and Brampton.",
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
    lang: 'en',
    slug: 'lower-shipping-costs-bring-relief-to-importers-of-south-asian-groceries',
    title: 'Lower shipping costs bring some relief to importers of South Asian groceries',
    intro:
      "Container rates between India and Canada's West Coast have eased from recent highs, and importers say shelf prices may follow if the trend holds.",
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
        capPa: "ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਨੇੜੇ ਇੱਕ ਪਿੰਡ ਦੇ ਸਕੂਲ ਵਿੱਚ ਕਲਾਸਰੂਮ ਦੀਆਂ ਕੰਧਾਂ 'ਤੇ ਪਲੱਸਤਰ ਕਰਦੇ ਮਿਸਤਰੀ।",
      },
      {
        q: 'I studied in that school under a tin roof. When the photos came of children back at their desks, I could not stop smiling.',
        qPa: "ਮੈਂ ਉਸੇ ਸਕੂਲ ਵਿੱਚ ਟੀਨ ਦੀ ਛੱਤ ਹੇਠਾਂ ਪੜ੍ਹਿਆ ਸੀ। ਜਦੋਂ ਬੱਚਿਆਂ ਦੀਆਂ ਮੁੜ ਆਪਣੇ ਡੈਸਕਾਂ 'ਤੇ ਬੈਠਿਆਂ ਦੀਆਂ ਤਸਵੀਰਾਂ ਆਈਆਂ, ਤਾਂ ਮੇਰੇ ਚਿਹਰੇ ਤੋਂ ਮੁਸਕਾਨ ਨਹੀਂ ਹਟੀ।",
        by: 'Mohinder Singh Gosal, a donor in Surrey',
        byPa: 'ਮਹਿੰਦਰ ਸਿੰਘ ਗੋਸਲ, ਸਰੀ ਦੇ ਦਾਨੀ',
      },
      {
        p: '<strong>Update:</strong> The trust says it will publish receipts and before-and-after photos for every project on its website. It advises donors to give only through registered charities that issue official tax receipts.',
        pa: "<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਟਰੱਸਟ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਹਰ ਪ੍ਰੋਜੈਕਟ ਦੀਆਂ ਰਸੀਦਾਂ ਅਤੇ ਪਹਿਲਾਂ-ਬਾਅਦ ਦੀਆਂ ਤਸਵੀਰਾਂ ਉਸ ਦੀ ਵੈੱਬਸਾਈਟ 'ਤੇ ਪਾਈਆਂ ਜਾਣਗੀਆਂ। ਟਰੱਸਟ ਨੇ ਦਾਨੀਆਂ ਨੂੰ ਸਲਾਹ ਦਿੱਤੀ ਹੈ ਕਿ ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਰਜਿਸਟਰਡ ਚੈਰਿਟੀਆਂ ਨੂੰ ਹੀ ਦਾਨ ਦੇਣ ਜੋ ਸਰਕਾਰੀ ਟੈਕਸ ਰਸੀਦਾਂ ਜਾਰੀ ਕਰਦੀਆਂ ਹਨ।",
      },
    ],
  },
  {
    id: 1074,
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
        p: "Field hockey has deep roots in Punjab, and clubs in Canada's Punjabi communities have produced players for national programs for decades. Coaches say the latest group combines traditional stick skills with modern fitness training.",
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
        capPa: "ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਕੌਮਾਂਤਰੀ ਟਰਮੀਨਲ 'ਤੇ ਪਹੁੰਚਦੇ ਮੁਸਾਫ਼ਰ।",
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
        p: "Supporters point out that Amritsar's airport has added international routes in recent years and that the Golden Temple draws visitors of every background. The petition will be presented to airlines and to federal transport officials.",
        pa: 'ਹਮਾਇਤੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਿਛਲੇ ਕੁਝ ਸਾਲਾਂ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਹਵਾਈ ਅੱਡੇ ਤੋਂ ਕਈ ਨਵੀਆਂ ਕੌਮਾਂਤਰੀ ਉਡਾਣਾਂ ਸ਼ੁਰੂ ਹੋਈਆਂ ਹਨ ਅਤੇ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਦੇ ਦਰਸ਼ਨਾਂ ਲਈ ਹਰ ਪਿਛੋਕੜ ਦੇ ਲੋਕ ਆਉਂਦੇ ਹਨ। ਇਹ ਪਟੀਸ਼ਨ ਏਅਰਲਾਈਨਾਂ ਅਤੇ ਫੈਡਰਲ ਟਰਾਂਸਪੋਰਟ ਅਧਿਕਾਰੀਆਂ ਨੂੰ ਸੌਂਪੀ ਜਾਵੇਗੀ।',
      },
    ],
  },
];
