import type { EventInput, EventsPageInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { imagesIn } from './helpers';

/**
 * Demo community events (ids 300–399): melas, Bandi Chhor Divas and Diwali gatherings, charity
 * radiothons, kabaddi, career fairs and seniors' health workshops across Metro Vancouver, the
 * Fraser Valley and Alberta. Fourteen are upcoming over the next ~100 days (exactly one featured)
 * and two took place in the past three weeks. All but one (311, marked) carry their Punjabi
 * title, intro and place. Every venue and organisation is invented.
 */

const image = imagesIn('events');

export function events(d: SeedDates): EventInput[] {
  return [
    // -------------------------------------------------------------------------------------------
    // Upcoming
    // -------------------------------------------------------------------------------------------
    {
      id: 300,
      title: 'Fraser Valley Punjabi Community Mela',
      titlePa: 'ਫਰੇਜ਼ਰ ਵੈਲੀ ਪੰਜਾਬੀ ਭਾਈਚਾਰਕ ਮੇਲਾ',
      intro:
        "A full day of bhangra and giddha teams, food stalls, a kids' zone and a live 91.5 FM broadcast stage. Bring the whole family — entry and parking are free.",
      introPa:
        'ਭੰਗੜੇ ਅਤੇ ਗਿੱਧੇ ਦੀਆਂ ਟੀਮਾਂ, ਖਾਣ-ਪੀਣ ਦੇ ਸਟਾਲ, ਬੱਚਿਆਂ ਲਈ ਖ਼ਾਸ ਥਾਂ ਅਤੇ 91.5 FM ਦੀ ਲਾਈਵ ਪ੍ਰਸਾਰਣ ਸਟੇਜ ਨਾਲ ਸਾਰਾ ਦਿਨ ਰੌਣਕਾਂ ਰਹਿਣਗੀਆਂ। ਪੂਰੇ ਪਰਿਵਾਰ ਨੂੰ ਨਾਲ ਲਿਆਓ — ਦਾਖ਼ਲਾ ਅਤੇ ਪਾਰਕਿੰਗ ਮੁਫ਼ਤ ਹੈ।',
      dateTime: d.daysAhead(9, '11:00'),
      location: 'Riverside Heritage Fairgrounds, Abbotsford',
      locationPa: 'ਰਿਵਰਸਾਈਡ ਹੈਰੀਟੇਜ ਮੇਲਾ ਮੈਦਾਨ, ਐਬਟਸਫੋਰਡ',
      price: 0,
      link: 'https://www.fvpunjabimela.ca',
      image: image('fraser-valley-punjabi-community-mela'),
      featured: true,
    },
    {
      id: 301,
      title: "Seniors' Health Workshop: Living Well with Diabetes",
      titlePa: 'ਬਜ਼ੁਰਗਾਂ ਲਈ ਸਿਹਤ ਵਰਕਸ਼ਾਪ: ਸ਼ੂਗਰ ਨਾਲ ਤੰਦਰੁਸਤ ਜ਼ਿੰਦਗੀ',
      intro:
        'A family physician and a dietitian explain blood-sugar checks, medication and everyday Punjabi meals in plain language. Free blood-pressure checks after the talk.',
      introPa:
        'ਇੱਕ ਫੈਮਿਲੀ ਡਾਕਟਰ ਅਤੇ ਡਾਇਟੀਸ਼ੀਅਨ ਸੌਖੀ ਬੋਲੀ ਵਿੱਚ ਸ਼ੂਗਰ ਦੀ ਜਾਂਚ, ਦਵਾਈਆਂ ਅਤੇ ਰੋਜ਼ਾਨਾ ਪੰਜਾਬੀ ਖਾਣੇ ਬਾਰੇ ਜਾਣਕਾਰੀ ਦੇਣਗੇ। ਗੱਲਬਾਤ ਤੋਂ ਬਾਅਦ ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ ਦੀ ਮੁਫ਼ਤ ਜਾਂਚ ਹੋਵੇਗੀ।',
      dateTime: d.daysAhead(14, '10:30'),
      location: 'Sukhmani Seniors Centre, Surrey',
      locationPa: 'ਸੁਖਮਨੀ ਸੀਨੀਅਰਜ਼ ਸੈਂਟਰ, ਸਰੀ',
      price: 0,
      link: '/contact',
      image: image('seniors-health-workshop-diabetes'),
    },
    {
      id: 302,
      title: 'Bandi Chhor Divas Community Gathering',
      titlePa: 'ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਭਾਈਚਾਰਕ ਇਕੱਠ',
      intro:
        'An evening of kirtan, langar and a candle-lighting ceremony, followed by a supervised family fireworks display. Organised with volunteers from across Newton.',
      introPa:
        'ਕੀਰਤਨ, ਲੰਗਰ ਅਤੇ ਦੀਪਮਾਲਾ ਨਾਲ ਸਜੀ ਸ਼ਾਮ, ਜਿਸ ਤੋਂ ਬਾਅਦ ਨਿਗਰਾਨੀ ਹੇਠ ਪਰਿਵਾਰਾਂ ਲਈ ਆਤਿਸ਼ਬਾਜ਼ੀ ਹੋਵੇਗੀ। ਨਿਊਟਨ ਭਰ ਦੇ ਸੇਵਾਦਾਰਾਂ ਦੇ ਸਹਿਯੋਗ ਨਾਲ ਕਰਵਾਇਆ ਜਾ ਰਿਹਾ ਹੈ।',
      dateTime: d.daysAhead(21, '17:30'),
      location: 'Newton Commons Community Hall, Surrey',
      locationPa: 'ਨਿਊਟਨ ਕਾਮਨਜ਼ ਕਮਿਊਨਿਟੀ ਹਾਲ, ਸਰੀ',
      price: 0,
      link: '/events',
      image: image('bandi-chhor-divas-community-gathering'),
    },
    {
      id: 303,
      title: 'Diwali Lights Family Night',
      titlePa: 'ਦੀਵਾਲੀ ਦੀਆਂ ਰੌਸ਼ਨੀਆਂ: ਪਰਿਵਾਰਕ ਸ਼ਾਮ',
      intro:
        'Rangoli and diya-painting for kids, a sweets bazaar from local bakeries and live dhol until late. Tickets include dinner and one raffle entry.',
      introPa:
        'ਬੱਚਿਆਂ ਲਈ ਰੰਗੋਲੀ ਅਤੇ ਦੀਵੇ ਰੰਗਣ ਦੀਆਂ ਗਤੀਵਿਧੀਆਂ, ਸਥਾਨਕ ਬੇਕਰੀਆਂ ਦਾ ਮਠਿਆਈ ਬਾਜ਼ਾਰ ਅਤੇ ਦੇਰ ਰਾਤ ਤੱਕ ਢੋਲ ਦੀ ਥਾਪ। ਟਿਕਟ ਵਿੱਚ ਰਾਤ ਦਾ ਖਾਣਾ ਅਤੇ ਇੱਕ ਲੱਕੀ ਡਰਾਅ ਐਂਟਰੀ ਸ਼ਾਮਲ ਹੈ।',
      dateTime: d.daysAhead(24, '18:00'),
      location: 'Kingsway Pavilion Banquet Hall, Burnaby',
      locationPa: 'ਕਿੰਗਜ਼ਵੇ ਪਵੇਲੀਅਨ ਬੈਂਕੁਇਟ ਹਾਲ, ਬਰਨਬੀ',
      price: 25,
      link: 'https://tickets.diwalilightsnight.ca',
      image: image('diwali-lights-family-night'),
    },
    {
      id: 304,
      title: '91.5 Seva Radiothon for the Surrey Food Bank Network',
      titlePa: '91.5 ਸੇਵਾ ਰੇਡੀਓਥਾਨ: ਸਰੀ ਫੂਡ ਬੈਂਕ ਨੈੱਟਵਰਕ ਲਈ',
      intro:
        'Twelve hours live on air to stock community food banks before winter. Drop off non-perishables at the studio or pledge by phone while your favourite hosts take calls.',
      introPa:
        'ਸਰਦੀਆਂ ਤੋਂ ਪਹਿਲਾਂ ਭਾਈਚਾਰਕ ਫੂਡ ਬੈਂਕਾਂ ਨੂੰ ਭਰਨ ਲਈ ਬਾਰਾਂ ਘੰਟੇ ਲਗਾਤਾਰ ਲਾਈਵ ਪ੍ਰਸਾਰਣ। ਸੁੱਕਾ ਰਾਸ਼ਨ ਸਟੂਡੀਓ ਵਿੱਚ ਛੱਡ ਜਾਓ ਜਾਂ ਫ਼ੋਨ ਕਰਕੇ ਦਾਨ ਦਾ ਵਾਅਦਾ ਕਰੋ, ਤੁਹਾਡੇ ਮਨਪਸੰਦ ਹੋਸਟ ਖ਼ੁਦ ਕਾਲਾਂ ਸੁਣਨਗੇ।',
      dateTime: d.daysAhead(31, '07:00'),
      location: '91.5 FM Studios, Newton, Surrey',
      locationPa: '91.5 FM ਸਟੂਡੀਓ, ਨਿਊਟਨ, ਸਰੀ',
      price: 0,
      link: '/contact',
      image: image('seva-radiothon-surrey-food-bank'),
    },
    {
      id: 305,
      title: 'Lower Mainland Kabaddi Cup Final',
      titlePa: 'ਲੋਅਰ ਮੇਨਲੈਂਡ ਕਬੱਡੀ ਕੱਪ ਦਾ ਫ਼ਾਈਨਲ',
      intro:
        "The season's two unbeaten clubs meet for the cup, with an under-18 showcase match before the main event. Commentary live on 91.5 HD2 for those who cannot make it.",
      introPa:
        'ਸੀਜ਼ਨ ਦੇ ਦੋ ਅਜੇਤੂ ਕਲੱਬ ਕੱਪ ਲਈ ਆਹਮੋ-ਸਾਹਮਣੇ ਹੋਣਗੇ, ਮੁੱਖ ਮੁਕਾਬਲੇ ਤੋਂ ਪਹਿਲਾਂ ਅੰਡਰ-18 ਖਿਡਾਰੀਆਂ ਦਾ ਨੁਮਾਇਸ਼ੀ ਮੈਚ ਹੋਵੇਗਾ। ਜੋ ਪਹੁੰਚ ਨਹੀਂ ਸਕਦੇ, ਉਹ 91.5 HD2 ਉੱਤੇ ਲਾਈਵ ਕੁਮੈਂਟਰੀ ਸੁਣ ਸਕਦੇ ਹਨ।',
      dateTime: d.daysAhead(38, '13:00'),
      location: 'Cloverdale Valley Sports Grounds, Surrey',
      locationPa: 'ਕਲੋਵਰਡੇਲ ਵੈਲੀ ਖੇਡ ਮੈਦਾਨ, ਸਰੀ',
      price: 25,
      link: 'https://www.lmkabaddicup.ca/final',
      image: image('lower-mainland-kabaddi-cup-final'),
    },
    {
      id: 306,
      title: 'Youth Career Fair: Trades, Tech and Healthcare',
      titlePa: 'ਨੌਜਵਾਨਾਂ ਲਈ ਕਰੀਅਰ ਮੇਲਾ: ਟਰੇਡਜ਼, ਟੈਕ ਅਤੇ ਸਿਹਤ ਖੇਤਰ',
      intro:
        'More than forty local employers, apprenticeship programs and colleges under one roof. Bring printed résumés; free résumé reviews run all afternoon.',
      introPa:
        'ਚਾਲੀ ਤੋਂ ਵੱਧ ਸਥਾਨਕ ਮਾਲਕ, ਅਪ੍ਰੈਂਟਿਸਸ਼ਿਪ ਪ੍ਰੋਗਰਾਮ ਅਤੇ ਕਾਲਜ ਇੱਕੋ ਛੱਤ ਹੇਠ। ਆਪਣਾ ਰਿਜ਼ਿਊਮੇ ਛਪਵਾ ਕੇ ਲਿਆਓ; ਸਾਰੀ ਦੁਪਹਿਰ ਰਿਜ਼ਿਊਮੇ ਦੀ ਮੁਫ਼ਤ ਜਾਂਚ ਕੀਤੀ ਜਾਵੇਗੀ।',
      dateTime: d.daysAhead(45, '12:00'),
      location: 'Panorama Convention Centre, Surrey',
      locationPa: 'ਪੈਨੋਰਾਮਾ ਕਨਵੈਨਸ਼ਨ ਸੈਂਟਰ, ਸਰੀ',
      price: 0,
      link: '/careers',
      image: image('youth-career-fair-trades-tech-healthcare'),
    },
    {
      id: 307,
      title: 'Teeyan Da Mela: Giddha and Boliyan Evening',
      titlePa: 'ਤੀਆਂ ਦਾ ਮੇਲਾ: ਗਿੱਧੇ ਅਤੇ ਬੋਲੀਆਂ ਦੀ ਸ਼ਾਮ',
      intro:
        "Women's giddha groups from Surrey to Mission take the stage for an evening of boliyan, folk songs and a traditional phulkari display. Open to women and girls of all ages.",
      introPa:
        'ਸਰੀ ਤੋਂ ਮਿਸ਼ਨ ਤੱਕ ਦੀਆਂ ਗਿੱਧਾ ਟੀਮਾਂ ਬੋਲੀਆਂ, ਲੋਕ ਗੀਤਾਂ ਅਤੇ ਫੁਲਕਾਰੀ ਦੀ ਨੁਮਾਇਸ਼ ਨਾਲ ਸ਼ਾਮ ਸਜਾਉਣਗੀਆਂ। ਹਰ ਉਮਰ ਦੀਆਂ ਬੀਬੀਆਂ ਅਤੇ ਕੁੜੀਆਂ ਲਈ ਖੁੱਲ੍ਹਾ ਸੱਦਾ।',
      dateTime: d.daysAhead(52, '17:00'),
      location: 'Bear Creek Arts Theatre, Surrey',
      locationPa: 'ਬੇਅਰ ਕ੍ਰੀਕ ਆਰਟਸ ਥੀਏਟਰ, ਸਰੀ',
      price: 15,
      link: 'https://www.teeyandamelasurrey.ca',
      image: image('teeyan-da-mela-giddha-boliyan'),
    },
    {
      id: 308,
      title: "Truckers' Safety and Wellness Expo",
      titlePa: 'ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਲਈ ਸੁਰੱਖਿਆ ਅਤੇ ਸਿਹਤ ਐਕਸਪੋ',
      intro:
        'Winter-driving refreshers, logbook and hours-of-service clinics, and free eye and sleep-apnea screenings for commercial drivers. Sessions in Punjabi and English.',
      introPa:
        'ਕਮਰਸ਼ੀਅਲ ਡਰਾਈਵਰਾਂ ਲਈ ਸਰਦੀਆਂ ਵਿੱਚ ਡਰਾਈਵਿੰਗ ਦੀ ਸਿਖਲਾਈ, ਲੌਗਬੁੱਕ ਅਤੇ ਕੰਮ ਦੇ ਘੰਟਿਆਂ ਦੇ ਨਿਯਮਾਂ ਬਾਰੇ ਕਲੀਨਿਕ, ਅਤੇ ਅੱਖਾਂ ਤੇ ਨੀਂਦ ਦੀ ਬਿਮਾਰੀ ਦੀ ਮੁਫ਼ਤ ਜਾਂਚ। ਸੈਸ਼ਨ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਦੋਵਾਂ ਵਿੱਚ ਹੋਣਗੇ।',
      dateTime: d.daysAhead(60, '09:00'),
      location: 'Tilbury Trade Pavilion, Delta',
      locationPa: 'ਟਿਲਬਰੀ ਟਰੇਡ ਪਵੇਲੀਅਨ, ਡੈਲਟਾ',
      price: 15,
      link: 'https://www.truckerswellnessexpo.ca',
      image: image('truckers-safety-wellness-expo'),
    },
    {
      id: 309,
      title: "Little Hearts Children's Hospital Radiothon",
      titlePa: 'ਲਿਟਲ ਹਾਰਟਸ ਬੱਚਿਆਂ ਦੇ ਹਸਪਤਾਲ ਲਈ ਰੇਡੀਓਥਾਨ',
      intro:
        'Our annual on-air appeal for paediatric equipment, with families sharing their stories and local businesses matching every pledge made before noon.',
      introPa:
        'ਬੱਚਿਆਂ ਦੇ ਇਲਾਜ ਲਈ ਸਾਜ਼ੋ-ਸਾਮਾਨ ਵਾਸਤੇ ਸਾਡੀ ਸਾਲਾਨਾ ਰੇਡੀਓ ਅਪੀਲ। ਪਰਿਵਾਰ ਆਪਣੀਆਂ ਕਹਾਣੀਆਂ ਸਾਂਝੀਆਂ ਕਰਨਗੇ ਅਤੇ ਦੁਪਹਿਰ ਤੋਂ ਪਹਿਲਾਂ ਦਿੱਤੇ ਹਰ ਦਾਨ ਦੇ ਬਰਾਬਰ ਰਕਮ ਸਥਾਨਕ ਕਾਰੋਬਾਰ ਪਾਉਣਗੇ।',
      dateTime: d.daysAhead(67, '06:00'),
      location: '91.5 FM Studios, Newton, Surrey',
      locationPa: '91.5 FM ਸਟੂਡੀਓ, ਨਿਊਟਨ, ਸਰੀ',
      price: 0,
      link: 'https://give.littleheartsfoundation.ca/radiothon',
      image: image('little-hearts-childrens-hospital-radiothon'),
    },
    {
      id: 310,
      title: "Seniors' Health Workshop: Memory, Balance and Fall Prevention",
      titlePa: 'ਬਜ਼ੁਰਗਾਂ ਲਈ ਸਿਹਤ ਵਰਕਸ਼ਾਪ: ਯਾਦਾਸ਼ਤ, ਸੰਤੁਲਨ ਅਤੇ ਡਿੱਗਣ ਤੋਂ ਬਚਾਅ',
      intro:
        'A physiotherapist leads gentle balance exercises and a nurse explains early signs of memory loss. Tea and snacks served; family members are welcome.',
      introPa:
        'ਇੱਕ ਫਿਜ਼ੀਓਥੈਰੇਪਿਸਟ ਸੰਤੁਲਨ ਲਈ ਹਲਕੀਆਂ ਕਸਰਤਾਂ ਕਰਵਾਏਗਾ ਅਤੇ ਇੱਕ ਨਰਸ ਯਾਦਾਸ਼ਤ ਘਟਣ ਦੀਆਂ ਮੁੱਢਲੀਆਂ ਨਿਸ਼ਾਨੀਆਂ ਬਾਰੇ ਦੱਸੇਗੀ। ਚਾਹ-ਪਾਣੀ ਦਾ ਪ੍ਰਬੰਧ ਹੈ; ਪਰਿਵਾਰਕ ਮੈਂਬਰ ਵੀ ਆ ਸਕਦੇ ਹਨ।',
      dateTime: d.daysAhead(74, '10:00'),
      location: 'Gladwin Seniors Activity Centre, Abbotsford',
      locationPa: 'ਗਲੈਡਵਿਨ ਸੀਨੀਅਰਜ਼ ਐਕਟੀਵਿਟੀ ਸੈਂਟਰ, ਐਬਟਸਫੋਰਡ',
      price: 0,
      link: '/contact',
      image: image('seniors-health-workshop-memory-balance'),
    },
    // Deliberately English-only (no titlePa / introPa / locationPa): a listing sent by an out-of-province
    // partner in English, which shows the language rule's fallback on Punjabi pages.
    {
      id: 311,
      title: 'Prairie Kabaddi Championship Final',
      intro:
        "Clubs from Calgary, Edmonton and Winnipeg play for the indoor championship, with a women's exhibition match at half-time. Our sports desk calls it live.",
      dateTime: d.daysAhead(81, '14:00'),
      location: 'Northeast Fieldhouse Arena, Calgary',
      price: 40,
      link: 'https://www.prairiekabaddi.ca/championship',
      image: image('prairie-kabaddi-championship-final'),
    },
    {
      id: 312,
      title: 'Newcomers and International Students Career Fair',
      titlePa: 'ਨਵੇਂ ਆਏ ਲੋਕਾਂ ਅਤੇ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਕਰੀਅਰ ਮੇਲਾ',
      intro:
        'Meet employers who hire on open work permits, learn about credential recognition and get one-on-one advice from licensed settlement counsellors.',
      introPa:
        'ਓਪਨ ਵਰਕ ਪਰਮਿਟ ਵਾਲਿਆਂ ਨੂੰ ਨੌਕਰੀ ਦੇਣ ਵਾਲੇ ਮਾਲਕਾਂ ਨੂੰ ਮਿਲੋ, ਵਿਦੇਸ਼ੀ ਡਿਗਰੀਆਂ ਦੀ ਮਾਨਤਾ ਬਾਰੇ ਜਾਣੋ ਅਤੇ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਸੈਟਲਮੈਂਟ ਸਲਾਹਕਾਰਾਂ ਤੋਂ ਨਿੱਜੀ ਸਲਾਹ ਲਓ।',
      dateTime: d.daysAhead(88, '11:00'),
      location: 'Brentwood Learning Commons, Burnaby',
      locationPa: 'ਬਰੈਂਟਵੁੱਡ ਲਰਨਿੰਗ ਕਾਮਨਜ਼, ਬਰਨਬੀ',
      price: 0,
      link: '/careers',
      image: image('newcomers-international-students-career-fair'),
    },
    {
      id: 313,
      title: 'Spring Bhangra Gala Dinner',
      titlePa: 'ਬਸੰਤ ਭੰਗੜਾ ਗਾਲਾ ਡਿਨਰ',
      intro:
        "A sit-down dinner with performances by university bhangra teams and a silent auction for the station's youth internship fund.",
      introPa: 'ਯੂਨੀਵਰਸਿਟੀਆਂ ਦੀਆਂ ਭੰਗੜਾ ਟੀਮਾਂ ਦੀਆਂ ਪੇਸ਼ਕਾਰੀਆਂ ਵਾਲਾ ਰਾਤ ਦਾ ਖਾਣਾ, ਨਾਲ ਹੀ ਸਟੇਸ਼ਨ ਦੇ ਨੌਜਵਾਨ ਇੰਟਰਨਸ਼ਿਪ ਫ਼ੰਡ ਲਈ ਸਾਈਲੈਂਟ ਨਿਲਾਮੀ।',
      dateTime: d.daysAhead(96, '18:30'),
      location: 'Grand Taj Banquet Hall, Surrey',
      locationPa: 'ਗ੍ਰੈਂਡ ਤਾਜ ਬੈਂਕੁਇਟ ਹਾਲ, ਸਰੀ',
      price: 40,
      link: 'https://tickets.springbhangragala.ca',
      image: image('spring-bhangra-gala-dinner'),
    },

    // -------------------------------------------------------------------------------------------
    // Recently past
    // -------------------------------------------------------------------------------------------
    {
      id: 314,
      title: 'Punjab Flood Relief Radiothon',
      titlePa: 'ਪੰਜਾਬ ਹੜ੍ਹ ਰਾਹਤ ਰੇਡੀਓਥਾਨ',
      intro:
        'Listeners pledged through a full day of live broadcasting to help rebuild homes and replace livestock in flood-hit villages. Thank you to every caller and volunteer.',
      introPa:
        'ਹੜ੍ਹ ਦੀ ਮਾਰ ਹੇਠ ਆਏ ਪਿੰਡਾਂ ਵਿੱਚ ਘਰ ਦੁਬਾਰਾ ਬਣਾਉਣ ਅਤੇ ਪਸ਼ੂ-ਧਨ ਦੀ ਭਰਪਾਈ ਲਈ ਸਰੋਤਿਆਂ ਨੇ ਸਾਰਾ ਦਿਨ ਚੱਲੇ ਲਾਈਵ ਪ੍ਰਸਾਰਣ ਦੌਰਾਨ ਦਾਨ ਦਿੱਤਾ। ਹਰ ਕਾਲ ਕਰਨ ਵਾਲੇ ਅਤੇ ਸੇਵਾਦਾਰ ਦਾ ਦਿਲੋਂ ਧੰਨਵਾਦ।',
      dateTime: d.daysAgo(6, '07:00'),
      location: '91.5 FM Studios, Newton, Surrey',
      locationPa: '91.5 FM ਸਟੂਡੀਓ, ਨਿਊਟਨ, ਸਰੀ',
      price: 0,
      link: '/contact',
      image: image('punjab-flood-relief-radiothon'),
    },
    {
      id: 315,
      title: 'Women in Business Networking Breakfast',
      titlePa: 'ਕਾਰੋਬਾਰੀ ਬੀਬੀਆਂ ਦਾ ਨੈੱਟਵਰਕਿੰਗ ਨਾਸ਼ਤਾ',
      intro:
        'Founders of Surrey and Delta small businesses shared what it took to get their first loan, their first hire and their first export order.',
      introPa:
        'ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੇ ਛੋਟੇ ਕਾਰੋਬਾਰਾਂ ਦੀਆਂ ਸੰਸਥਾਪਕ ਬੀਬੀਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਪਹਿਲਾ ਕਰਜ਼ਾ, ਪਹਿਲਾ ਮੁਲਾਜ਼ਮ ਅਤੇ ਪਹਿਲਾ ਬਰਾਮਦੀ ਆਰਡਰ ਹਾਸਲ ਕਰਨ ਲਈ ਕੀ ਕੁਝ ਕਰਨਾ ਪਿਆ।',
      dateTime: d.daysAgo(17, '08:00'),
      location: 'Crescent Beach Golf Clubhouse, Surrey',
      locationPa: 'ਕ੍ਰੈਸੈਂਟ ਬੀਚ ਗੋਲਫ਼ ਕਲੱਬਹਾਊਸ, ਸਰੀ',
      price: 25,
      link: 'https://www.womeninbusinesssurrey.ca',
      image: image('women-in-business-networking-breakfast'),
    },
  ];
}

/** Headers and the advertising note of the /events page. */
export const eventsPage: EventsPageInput = {
  headers: {
    title: 'Events',
    titlePa: 'ਸਮਾਗਮ',
    heading: "What's on in our community",
    headingPa: 'ਸਾਡੇ ਭਾਈਚਾਰੇ ਵਿੱਚ ਕੀ ਹੋ ਰਿਹਾ ਹੈ',
    subheading:
      'Melas, kabaddi, radiothons, workshops and celebrations across Metro Vancouver, the Fraser Valley and beyond — find something for the whole family.',
    subheadingPa:
      'ਮੈਟਰੋ ਵੈਨਕੂਵਰ, ਫਰੇਜ਼ਰ ਵੈਲੀ ਅਤੇ ਹੋਰ ਥਾਵਾਂ ਉੱਤੇ ਮੇਲੇ, ਕਬੱਡੀ, ਰੇਡੀਓਥਾਨ, ਵਰਕਸ਼ਾਪਾਂ ਅਤੇ ਜਸ਼ਨ — ਪੂਰੇ ਪਰਿਵਾਰ ਲਈ ਕੁਝ ਨਾ ਕੁਝ ਜ਼ਰੂਰ ਮਿਲੇਗਾ।',
    backgroundImage: '/media/images/headers/events.svg',
  },
  note: {
    heading: 'Advertise with us',
    headingPa: 'ਸਾਡੇ ਨਾਲ ਇਸ਼ਤਿਹਾਰ ਦਿਓ',
    description:
      '<p>Planning a mela, a fundraiser or a grand opening? Put it on air and on this page: we write and voice bilingual spots, and we can broadcast live from your venue.</p>',
    descriptionPa:
      '<p>ਕੋਈ ਮੇਲਾ, ਫ਼ੰਡ ਇਕੱਠਾ ਕਰਨ ਦਾ ਸਮਾਗਮ ਜਾਂ ਉਦਘਾਟਨ ਕਰਨ ਜਾ ਰਹੇ ਹੋ? ਉਸ ਨੂੰ ਰੇਡੀਓ ਅਤੇ ਇਸ ਪੰਨੇ ਉੱਤੇ ਲਿਆਓ: ਅਸੀਂ ਦੋਵਾਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਇਸ਼ਤਿਹਾਰ ਲਿਖਦੇ ਅਤੇ ਰਿਕਾਰਡ ਕਰਦੇ ਹਾਂ, ਅਤੇ ਤੁਹਾਡੇ ਸਮਾਗਮ ਵਾਲੀ ਥਾਂ ਤੋਂ ਲਾਈਵ ਪ੍ਰਸਾਰਣ ਵੀ ਕਰ ਸਕਦੇ ਹਾਂ।</p>',
    link: '/advertise',
    price: 'From $99 per spot',
    pricePa: '$99 ਪ੍ਰਤੀ ਇਸ਼ਤਿਹਾਰ ਤੋਂ ਸ਼ੁਰੂ',
  },
};
