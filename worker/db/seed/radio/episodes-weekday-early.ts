/**
 * Recent episodes of the weekday shows from 05:00 to 15:00 (show ids 200–205), by show id, newest
 * first; schedule.ts gives them their ids, slugs, dates and media. Every person named here is
 * invented.
 */
import { ep, type EpisodeDraft } from './drafts';

/** Recent episodes of the weekday shows from 05:00 to 15:00 (show ids 200–205), newest first. */
export const WEEKDAY_EARLY_EPISODES: Record<number, EpisodeDraft[]> = {
  200: [
    ep(
      'Asa di Var with the Hukamnama',
      'ਆਸਾ ਦੀ ਵਾਰ ਅਤੇ ਹੁਕਮਨਾਮਾ',
      "A full morning of Asa di Var kirtan followed by the day's Hukamnama and a short explanation for listeners on the road.",
      'ਆਸਾ ਦੀ ਵਾਰ ਦਾ ਕੀਰਤਨ, ਉਸ ਤੋਂ ਬਾਅਦ ਦਿਨ ਦਾ ਹੁਕਮਨਾਮਾ ਅਤੇ ਸਫ਼ਰ ਕਰ ਰਹੇ ਸਰੋਤਿਆਂ ਲਈ ਉਸ ਦੀ ਸੰਖੇਪ ਵਿਆਖਿਆ।',
    ),
    ep(
      'Japji Sahib: the meaning of the Mool Mantar',
      'ਜਪੁਜੀ ਸਾਹਿਬ: ਮੂਲ ਮੰਤਰ ਦੇ ਅਰਥ',
      'Giani Balwant Singh begins a week-long series on Japji Sahib, starting with the Mool Mantar and how it is recited.',
      'ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਜਪੁਜੀ ਸਾਹਿਬ ਬਾਰੇ ਹਫ਼ਤੇ ਭਰ ਦੀ ਲੜੀ ਸ਼ੁਰੂ ਕਰਦੇ ਹਨ, ਜਿਸ ਦੀ ਸ਼ੁਰੂਆਤ ਮੂਲ ਮੰਤਰ ਦੇ ਅਰਥਾਂ ਅਤੇ ਉਚਾਰਨ ਨਾਲ ਹੁੰਦੀ ਹੈ।',
    ),
    ep(
      "Kirtan from a Surrey gurdwara's youth jatha",
      'ਸਰੀ ਦੇ ਨੌਜਵਾਨ ਜਥੇ ਵੱਲੋਂ ਕੀਰਤਨ',
      'Three teenagers who learned kirtan at a Surrey gurmat school perform live in the studio for the first time.',
      'ਸਰੀ ਦੇ ਇੱਕ ਗੁਰਮਤਿ ਸਕੂਲ ਵਿੱਚ ਕੀਰਤਨ ਸਿੱਖਣ ਵਾਲੇ ਤਿੰਨ ਨੌਜਵਾਨ ਪਹਿਲੀ ਵਾਰ ਸਟੂਡੀਓ ਤੋਂ ਲਾਈਵ ਕੀਰਤਨ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Raag Bilawal in the morning',
      'ਸਵੇਰ ਵੇਲੇ ਰਾਗ ਬਿਲਾਵਲ',
      'Why certain raags belong to certain hours, explained with shabads in Raag Bilawal.',
      'ਕੁਝ ਰਾਗ ਖ਼ਾਸ ਵੇਲਿਆਂ ਨਾਲ ਕਿਉਂ ਜੁੜੇ ਹਨ, ਰਾਗ ਬਿਲਾਵਲ ਦੇ ਸ਼ਬਦਾਂ ਰਾਹੀਂ ਇਸ ਦੀ ਸਮਝ।',
    ),
    ep(
      'Sukhmani Sahib, part one',
      'ਸੁਖਮਨੀ ਸਾਹਿਬ, ਪਹਿਲਾ ਭਾਗ',
      'The first of two mornings devoted to the recitation of Sukhmani Sahib, with brief reflections between the ashtapadis.',
      'ਸੁਖਮਨੀ ਸਾਹਿਬ ਦੇ ਪਾਠ ਨੂੰ ਸਮਰਪਿਤ ਦੋ ਸਵੇਰਾਂ ਵਿੱਚੋਂ ਪਹਿਲੀ, ਅਸ਼ਟਪਦੀਆਂ ਦੇ ਵਿਚਕਾਰ ਸੰਖੇਪ ਵੀਚਾਰ ਸਮੇਤ।',
    ),
  ],
  201: [
    ep(
      'Snow on the Coquihalla and a slow Pattullo',
      "ਕੋਕੁਹਾਲਾ 'ਤੇ ਬਰਫ਼ ਅਤੇ ਪਟੂਲੋ 'ਤੇ ਜਾਮ",
      "Truckers report chain-up conditions on Highway 5 while commuters crawl across the Pattullo. Plus the morning's headlines from Surrey and Punjab.",
      "ਹਾਈਵੇਅ 5 'ਤੇ ਟਰੱਕ ਡਰਾਈਵਰ ਚੇਨਾਂ ਲਾਉਣ ਦੀ ਮਜਬੂਰੀ ਦੱਸਦੇ ਹਨ, ਜਦਕਿ ਪਟੂਲੋ ਪੁਲ 'ਤੇ ਗੱਡੀਆਂ ਰੀਂਗ ਰਹੀਆਂ ਹਨ। ਨਾਲ ਹੀ ਸਰੀ ਅਤੇ ਪੰਜਾਬ ਦੀਆਂ ਸਵੇਰ ਦੀਆਂ ਮੁੱਖ ਖ਼ਬਰਾਂ।",
    ),
    ep(
      'Rent is due: your stories of the housing squeeze',
      'ਕਿਰਾਏ ਦਾ ਬੋਝ: ਤੁਹਾਡੀ ਜ਼ੁਬਾਨੀ',
      "Listeners describe basement suites, shared rooms and rising rents across Surrey and Delta, and a housing worker explains renters' rights.",
      'ਸਰੋਤੇ ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਵਿੱਚ ਬੇਸਮੈਂਟਾਂ, ਸਾਂਝੇ ਕਮਰਿਆਂ ਅਤੇ ਵਧਦੇ ਕਿਰਾਇਆਂ ਦੀਆਂ ਗੱਲਾਂ ਦੱਸਦੇ ਹਨ ਅਤੇ ਇੱਕ ਹਾਊਸਿੰਗ ਵਰਕਰ ਕਿਰਾਏਦਾਰਾਂ ਦੇ ਹੱਕ ਸਮਝਾਉਂਦੇ ਹਨ।',
    ),
    ep(
      'School bus delays and the new bell schedule',
      'ਸਕੂਲ ਬੱਸਾਂ ਦੀ ਦੇਰੀ ਅਤੇ ਨਵਾਂ ਸਮਾਂ',
      'Parents call in about late school buses, and a district spokesperson explains the new bell times at several Surrey schools.',
      'ਮਾਪੇ ਲੇਟ ਆ ਰਹੀਆਂ ਸਕੂਲ ਬੱਸਾਂ ਬਾਰੇ ਫ਼ੋਨ ਕਰਦੇ ਹਨ ਅਤੇ ਸਕੂਲ ਡਿਸਟ੍ਰਿਕਟ ਦੇ ਬੁਲਾਰੇ ਸਰੀ ਦੇ ਕਈ ਸਕੂਲਾਂ ਦੇ ਨਵੇਂ ਸਮੇਂ ਬਾਰੇ ਦੱਸਦੇ ਹਨ।',
    ),
    ep(
      'Live from an Abbotsford berry farm',
      'ਐਬਟਸਫੋਰਡ ਦੇ ਬੇਰੀ ਫ਼ਾਰਮ ਤੋਂ ਲਾਈਵ',
      'Jaspal and Kamaljit take the show on the road to meet growers and seasonal workers at the start of the picking season.',
      "ਜਸਪਾਲ ਅਤੇ ਕਮਲਜੀਤ ਤੁੜਾਈ ਦੇ ਸੀਜ਼ਨ ਦੀ ਸ਼ੁਰੂਆਤ 'ਤੇ ਕਿਸਾਨਾਂ ਅਤੇ ਮੌਸਮੀ ਕਾਮਿਆਂ ਨੂੰ ਮਿਲਣ ਲਈ ਪ੍ਰੋਗਰਾਮ ਨੂੰ ਫ਼ਾਰਮ 'ਤੇ ਲੈ ਕੇ ਜਾਂਦੇ ਹਨ।",
    ),
    ep(
      'Gas prices, grocery bills and the family budget',
      'ਪੈਟਰੋਲ, ਰਾਸ਼ਨ ਅਤੇ ਘਰ ਦਾ ਬਜਟ',
      'How families in the Lower Mainland are stretching their pay cheques, with tips from a Surrey financial planner.',
      'ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਪਰਿਵਾਰ ਆਪਣੀ ਤਨਖ਼ਾਹ ਨਾਲ ਗੁਜ਼ਾਰਾ ਕਿਵੇਂ ਕਰ ਰਹੇ ਹਨ, ਸਰੀ ਦੇ ਇੱਕ ਵਿੱਤੀ ਸਲਾਹਕਾਰ ਦੇ ਸੁਝਾਵਾਂ ਨਾਲ।',
    ),
    ep(
      'Morning Drive highlights: the week in five minutes',
      'ਮੌਰਨਿੰਗ ਡਰਾਈਵ: ਪੰਜ ਮਿੰਟਾਂ ਵਿੱਚ ਪੂਰਾ ਹਫ਼ਤਾ',
      'The calls, the laughs and the biggest stories of the week, squeezed into one short clip.',
      'ਹਫ਼ਤੇ ਦੀਆਂ ਕਾਲਾਂ, ਹਾਸੇ ਅਤੇ ਵੱਡੀਆਂ ਖ਼ਬਰਾਂ, ਇੱਕ ਛੋਟੀ ਜਿਹੀ ਕਲਿੱਪ ਵਿੱਚ।',
      300,
    ),
  ],
  202: [
    ep(
      'Is the dream of owning a home over?',
      'ਕੀ ਆਪਣੇ ਘਰ ਦਾ ਸੁਪਨਾ ਖ਼ਤਮ ਹੋ ਗਿਆ?',
      'A mortgage broker and a young couple saving for a townhouse debate whether home ownership is still realistic in Surrey.',
      'ਇੱਕ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰ ਅਤੇ ਟਾਊਨਹਾਊਸ ਲਈ ਪੈਸੇ ਜੋੜ ਰਿਹਾ ਇੱਕ ਨੌਜਵਾਨ ਜੋੜਾ ਬਹਿਸ ਕਰਦੇ ਹਨ ਕਿ ਕੀ ਸਰੀ ਵਿੱਚ ਆਪਣਾ ਘਰ ਲੈਣਾ ਅਜੇ ਵੀ ਮੁਮਕਿਨ ਹੈ।',
    ),
    ep(
      'International students speak out',
      'ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਗੱਲ',
      'Students from Punjab describe work-hour limits, high tuition and crowded rentals, and what they wish they had known before arriving.',
      'ਪੰਜਾਬ ਤੋਂ ਆਏ ਵਿਦਿਆਰਥੀ ਕੰਮ ਦੇ ਘੰਟਿਆਂ ਦੀ ਹੱਦ, ਮਹਿੰਗੀਆਂ ਫ਼ੀਸਾਂ ਅਤੇ ਭੀੜ ਵਾਲੇ ਕਿਰਾਏ ਦੇ ਮਕਾਨਾਂ ਬਾਰੇ ਦੱਸਦੇ ਹਨ, ਅਤੇ ਇਹ ਵੀ ਕਿ ਆਉਣ ਤੋਂ ਪਹਿਲਾਂ ਉਨ੍ਹਾਂ ਨੂੰ ਕੀ ਪਤਾ ਹੋਣਾ ਚਾਹੀਦਾ ਸੀ।',
    ),
    ep(
      'Extortion threats and small business owners',
      'ਫਿਰੌਤੀ ਦੀਆਂ ਧਮਕੀਆਂ ਅਤੇ ਛੋਟੇ ਕਾਰੋਬਾਰੀ',
      'Business owners describe the fear behind recent threats, and a retired police officer explains how to report them safely.',
      'ਕਾਰੋਬਾਰੀ ਹਾਲੀਆ ਧਮਕੀਆਂ ਨਾਲ ਜੁੜੇ ਡਰ ਬਾਰੇ ਦੱਸਦੇ ਹਨ ਅਤੇ ਇੱਕ ਸੇਵਾਮੁਕਤ ਪੁਲਿਸ ਅਧਿਕਾਰੀ ਸਮਝਾਉਂਦੇ ਹਨ ਕਿ ਇਨ੍ਹਾਂ ਦੀ ਸ਼ਿਕਾਇਤ ਸੁਰੱਖਿਅਤ ਢੰਗ ਨਾਲ ਕਿਵੇਂ ਕਰੀਏ।',
    ),
    ep(
      'Trucking jobs: safety, training and pay',
      'ਟਰੱਕਿੰਗ: ਸੁਰੱਖਿਆ, ਸਿਖਲਾਈ ਅਤੇ ਤਨਖ਼ਾਹ',
      'Drivers and a driving-school instructor discuss mandatory training, long hours and what makes a trucking company worth working for.',
      'ਡਰਾਈਵਰ ਅਤੇ ਇੱਕ ਡਰਾਈਵਿੰਗ ਸਕੂਲ ਦੇ ਇੰਸਟ੍ਰਕਟਰ ਲਾਜ਼ਮੀ ਸਿਖਲਾਈ, ਲੰਮੇ ਘੰਟਿਆਂ ਅਤੇ ਚੰਗੀ ਟਰੱਕਿੰਗ ਕੰਪਨੀ ਦੀ ਪਛਾਣ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Parents, children and the language at home',
      'ਮਾਪੇ, ਬੱਚੇ ਅਤੇ ਘਰ ਦੀ ਬੋਲੀ',
      'Should children be made to speak Punjabi at home? Callers share what worked, and what did not, in their families.',
      'ਕੀ ਬੱਚਿਆਂ ਨੂੰ ਘਰ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲਣ ਲਈ ਕਹਿਣਾ ਚਾਹੀਦਾ ਹੈ? ਸਰੋਤੇ ਦੱਸਦੇ ਹਨ ਕਿ ਉਨ੍ਹਾਂ ਦੇ ਪਰਿਵਾਰਾਂ ਵਿੱਚ ਕੀ ਕੰਮ ਆਇਆ ਅਤੇ ਕੀ ਨਹੀਂ।',
    ),
    ep(
      "Punjab's farmers and the diaspora",
      'ਪੰਜਾਬ ਦੇ ਕਿਸਾਨ ਅਤੇ ਪਰਵਾਸੀ ਪੰਜਾਬੀ',
      "How news from Punjab's farms shapes conversations in Canadian homes, with listeners who still own land back in their villages.",
      'ਪੰਜਾਬ ਦੇ ਖੇਤਾਂ ਤੋਂ ਆਉਂਦੀਆਂ ਖ਼ਬਰਾਂ ਕੈਨੇਡਾ ਦੇ ਘਰਾਂ ਵਿੱਚ ਹੁੰਦੀ ਗੱਲਬਾਤ ਨੂੰ ਕਿਵੇਂ ਪ੍ਰਭਾਵਿਤ ਕਰਦੀਆਂ ਹਨ, ਉਨ੍ਹਾਂ ਸਰੋਤਿਆਂ ਨਾਲ ਜਿਨ੍ਹਾਂ ਦੀ ਜ਼ਮੀਨ ਅੱਜ ਵੀ ਪਿੰਡਾਂ ਵਿੱਚ ਹੈ।',
    ),
  ],
  203: [
    ep(
      'Winter food drive: how you can help',
      'ਸਰਦੀਆਂ ਦੀ ਫ਼ੂਡ ਡਰਾਈਵ: ਤੁਸੀਂ ਕਿਵੇਂ ਮਦਦ ਕਰ ਸਕਦੇ ਹੋ',
      'Volunteers from a Surrey food bank explain what they need most this winter and where to drop off donations.',
      'ਸਰੀ ਦੇ ਇੱਕ ਫ਼ੂਡ ਬੈਂਕ ਦੇ ਵਲੰਟੀਅਰ ਦੱਸਦੇ ਹਨ ਕਿ ਇਨ੍ਹਾਂ ਸਰਦੀਆਂ ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੂੰ ਸਭ ਤੋਂ ਵੱਧ ਕਿਸ ਚੀਜ਼ ਦੀ ਲੋੜ ਹੈ ਅਤੇ ਦਾਨ ਕਿੱਥੇ ਦਿੱਤਾ ਜਾ ਸਕਦਾ ਹੈ।',
    ),
    ep(
      'Newcomer week: your first ninety days in BC',
      'ਨਵੇਂ ਆਇਆਂ ਲਈ: ਬੀ.ਸੀ. ਵਿੱਚ ਪਹਿਲੇ ਨੱਬੇ ਦਿਨ',
      'A settlement counsellor walks through health cards, SIN numbers, bank accounts and English classes for new arrivals.',
      'ਇੱਕ ਸੈਟਲਮੈਂਟ ਕੌਂਸਲਰ ਨਵੇਂ ਆਇਆਂ ਲਈ ਹੈਲਥ ਕਾਰਡ, ਸਿਨ ਨੰਬਰ, ਬੈਂਕ ਖਾਤੇ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਕਲਾਸਾਂ ਬਾਰੇ ਪੂਰੀ ਜਾਣਕਾਰੀ ਦਿੰਦੇ ਹਨ।',
    ),
    ep(
      "A women's cricket club in Delta",
      'ਡੈਲਟਾ ਦਾ ਮਹਿਲਾ ਕ੍ਰਿਕਟ ਕਲੱਬ',
      'Meet the mothers and daughters who started a weekend cricket club and now field three teams.',
      'ਉਨ੍ਹਾਂ ਮਾਵਾਂ-ਧੀਆਂ ਨੂੰ ਮਿਲੋ ਜਿਨ੍ਹਾਂ ਨੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਕ੍ਰਿਕਟ ਕਲੱਬ ਸ਼ੁਰੂ ਕੀਤਾ ਅਤੇ ਹੁਣ ਤਿੰਨ ਟੀਮਾਂ ਖੇਡਦੀਆਂ ਹਨ।',
    ),
    ep(
      'Blood donor clinic at the gurdwara',
      'ਗੁਰਦੁਆਰੇ ਵਿੱਚ ਖ਼ੂਨਦਾਨ ਕੈਂਪ',
      'Organisers explain who can donate, how long it takes and why South Asian donors are especially needed.',
      'ਪ੍ਰਬੰਧਕ ਦੱਸਦੇ ਹਨ ਕਿ ਕੌਣ ਖ਼ੂਨਦਾਨ ਕਰ ਸਕਦਾ ਹੈ, ਇਸ ਵਿੱਚ ਕਿੰਨਾ ਸਮਾਂ ਲੱਗਦਾ ਹੈ ਅਤੇ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਦਾਨੀਆਂ ਦੀ ਖ਼ਾਸ ਲੋੜ ਕਿਉਂ ਹੈ।',
    ),
    ep(
      'The library that lends Punjabi books',
      'ਪੰਜਾਬੀ ਕਿਤਾਬਾਂ ਵਾਲੀ ਲਾਇਬ੍ਰੇਰੀ',
      'A visit to a neighbourhood library branch whose Punjabi shelf has tripled in size thanks to donations from readers.',
      'ਆਂਢ-ਗੁਆਂਢ ਦੀ ਇੱਕ ਲਾਇਬ੍ਰੇਰੀ ਬ੍ਰਾਂਚ ਦੀ ਫੇਰੀ, ਜਿਸ ਦੀ ਪੰਜਾਬੀ ਕਿਤਾਬਾਂ ਵਾਲੀ ਸ਼ੈਲਫ਼ ਪਾਠਕਾਂ ਦੇ ਦਾਨ ਸਦਕਾ ਤਿੰਨ ਗੁਣਾ ਵੱਡੀ ਹੋ ਗਈ ਹੈ।',
    ),
  ],
  204: [
    ep(
      'First listen: a new single from a Surrey duo',
      'ਪਹਿਲੀ ਝਲਕ: ਸਰੀ ਦੀ ਜੋੜੀ ਦਾ ਨਵਾਂ ਗੀਤ',
      'Manny premieres a brand-new track from two Surrey producers and asks them how it was made in a garage studio.',
      'ਮੈਨੀ ਸਰੀ ਦੇ ਦੋ ਪ੍ਰੋਡਿਊਸਰਾਂ ਦਾ ਬਿਲਕੁਲ ਨਵਾਂ ਗੀਤ ਪਹਿਲੀ ਵਾਰ ਸੁਣਾਉਂਦੇ ਹਨ ਅਤੇ ਪੁੱਛਦੇ ਹਨ ਕਿ ਗੈਰਾਜ ਵਿੱਚ ਬਣੇ ਸਟੂਡੀਓ ਵਿੱਚ ਇਹ ਕਿਵੇਂ ਤਿਆਰ ਹੋਇਆ।',
    ),
    ep(
      'Bhangra at lunchtime',
      'ਦੁਪਹਿਰੇ ਭੰਗੜਾ',
      'Two hours of non-stop dhol-driven tracks to get you through the afternoon.',
      'ਦੁਪਹਿਰ ਲੰਘਾਉਣ ਲਈ ਦੋ ਘੰਟੇ ਲਗਾਤਾਰ ਢੋਲ ਵਾਲੇ ਗੀਤ।',
    ),
    ep(
      'Songs about Canada, written by Punjabis',
      'ਕੈਨੇਡਾ ਬਾਰੇ ਪੰਜਾਬੀ ਗੀਤ',
      'From homesick ballads to proud anthems, a playlist of Punjabi songs about life in Canada.',
      'ਪਰਦੇਸ ਦੇ ਦਰਦ ਵਾਲੇ ਗੀਤਾਂ ਤੋਂ ਲੈ ਕੇ ਮਾਣ ਭਰੇ ਗੀਤਾਂ ਤੱਕ, ਕੈਨੇਡਾ ਦੀ ਜ਼ਿੰਦਗੀ ਬਾਰੇ ਪੰਜਾਬੀ ਗੀਤਾਂ ਦੀ ਲੜੀ।',
    ),
    ep(
      'The sound of the tumbi',
      'ਤੂੰਬੀ ਦੀ ਟੁਣਕਾਰ',
      'A Fraser Valley instrument maker explains how a tumbi is built and plays a few tunes live.',
      'ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਇੱਕ ਸਾਜ਼ ਬਣਾਉਣ ਵਾਲੇ ਦੱਸਦੇ ਹਨ ਕਿ ਤੂੰਬੀ ਕਿਵੇਂ ਬਣਦੀ ਹੈ ਅਤੇ ਕੁਝ ਧੁਨਾਂ ਲਾਈਵ ਵਜਾਉਂਦੇ ਹਨ।',
    ),
    ep(
      'Listener picks: wedding season songs',
      'ਸਰੋਤਿਆਂ ਦੀ ਪਸੰਦ: ਵਿਆਹਾਂ ਦੇ ਗੀਤ',
      'You told us which songs packed the dance floor at your wedding, and we played them back to back.',
      "ਤੁਸੀਂ ਦੱਸਿਆ ਕਿ ਤੁਹਾਡੇ ਵਿਆਹ 'ਤੇ ਕਿਹੜੇ ਗੀਤਾਂ ਨੇ ਡਾਂਸ ਫ਼ਲੋਰ ਭਰ ਦਿੱਤਾ ਸੀ, ਅਤੇ ਅਸੀਂ ਉਹ ਇੱਕ ਤੋਂ ਬਾਅਦ ਇੱਕ ਸੁਣਾਏ।",
    ),
  ],
  205: [
    ep(
      'Old Age Security and the GIS, explained',
      'ਬੁਢਾਪਾ ਪੈਨਸ਼ਨ ਅਤੇ ਜੀ.ਆਈ.ਐੱਸ. ਦੀ ਜਾਣਕਾਰੀ',
      'Who qualifies for Old Age Security and the Guaranteed Income Supplement, and why filing a tax return every year matters even with no income.',
      "ਓਲਡ ਏਜ ਸਕਿਓਰਿਟੀ ਅਤੇ ਗਾਰੰਟੀਸ਼ੁਦਾ ਆਮਦਨ ਸਪਲੀਮੈਂਟ ਦਾ ਹੱਕਦਾਰ ਕੌਣ ਹੈ, ਅਤੇ ਆਮਦਨ ਨਾ ਹੋਣ 'ਤੇ ਵੀ ਹਰ ਸਾਲ ਟੈਕਸ ਰਿਟਰਨ ਭਰਨੀ ਕਿਉਂ ਜ਼ਰੂਰੀ ਹੈ।",
    ),
    ep(
      'When we first came to Canada',
      'ਜਦੋਂ ਅਸੀਂ ਪਹਿਲੀ ਵਾਰ ਕੈਨੇਡਾ ਆਏ',
      'Elders remember sawmills, farm work and the first gurdwara they visited in British Columbia decades ago.',
      'ਬਜ਼ੁਰਗ ਦਹਾਕਿਆਂ ਪਹਿਲਾਂ ਦੀਆਂ ਆਰਾ ਮਿੱਲਾਂ, ਖੇਤਾਂ ਦੇ ਕੰਮ ਅਤੇ ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਵੇਖੇ ਗੁਰਦੁਆਰੇ ਨੂੰ ਯਾਦ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Using HandyDART and the bus with confidence',
      'ਹੈਂਡੀਡਾਰਟ ਅਤੇ ਬੱਸ ਦਾ ਸਫ਼ਰ ਬੇਫ਼ਿਕਰ ਹੋ ਕੇ',
      "A transit ambassador explains seniors' fares, accessible buses and how to book a HandyDART trip.",
      'ਇੱਕ ਟ੍ਰਾਂਜ਼ਿਟ ਨੁਮਾਇੰਦਾ ਬਜ਼ੁਰਗਾਂ ਦੇ ਕਿਰਾਏ, ਪਹੁੰਚਯੋਗ ਬੱਸਾਂ ਅਤੇ ਹੈਂਡੀਡਾਰਟ ਦੀ ਬੁਕਿੰਗ ਬਾਰੇ ਜਾਣਕਾਰੀ ਦਿੰਦੇ ਹਨ।',
    ),
    ep(
      'Phone scams targeting grandparents',
      'ਦਾਦਾ-ਦਾਦੀ ਨੂੰ ਨਿਸ਼ਾਨਾ ਬਣਾਉਂਦੇ ਫ਼ੋਨ ਫ਼ਰਾਡ',
      'How the "grandchild in trouble" scam works, and what to say when a caller asks for money or gift cards.',
      '"ਪੋਤਾ ਮੁਸੀਬਤ ਵਿੱਚ ਹੈ" ਵਾਲਾ ਫ਼ਰਾਡ ਕਿਵੇਂ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਜੇ ਕੋਈ ਫ਼ੋਨ \'ਤੇ ਪੈਸੇ ਜਾਂ ਗਿਫ਼ਟ ਕਾਰਡ ਮੰਗੇ ਤਾਂ ਕੀ ਕਹਿਣਾ ਹੈ।',
    ),
    ep(
      'Village fairs we remember',
      'ਪਿੰਡਾਂ ਦੇ ਮੇਲੇ ਜੋ ਯਾਦ ਰਹੇ',
      'Listeners from Doaba, Majha and Malwa describe the melas of their childhood, from wrestling bouts to the first taste of jalebis.',
      'ਦੋਆਬਾ, ਮਾਝਾ ਅਤੇ ਮਾਲਵਾ ਦੇ ਸਰੋਤੇ ਆਪਣੇ ਬਚਪਨ ਦੇ ਮੇਲਿਆਂ ਨੂੰ ਯਾਦ ਕਰਦੇ ਹਨ, ਘੋਲਾਂ ਤੋਂ ਲੈ ਕੇ ਜਲੇਬੀਆਂ ਦੇ ਸੁਆਦ ਤੱਕ।',
    ),
  ],
};
