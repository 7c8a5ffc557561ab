/**
 * Recent episodes of the Saturday and Sunday shows (show ids 211–218), by show id, newest first;
 * schedule.ts gives them their ids, slugs, dates and media. Every person named here is invented.
 */
import { ep, type EpisodeDraft } from './drafts';

/** Recent episodes of the Saturday and Sunday shows (show ids 211–218), newest first. */
export const WEEKEND_EPISODES: Record<number, EpisodeDraft[]> = {
  211: [
    ep(
      'Packing hampers at the studio food drive',
      'ਸਟੂਡੀਓ ਦੀ ਫ਼ੂਡ ਡਰਾਈਵ ਵਿੱਚ ਰਾਸ਼ਨ ਦੀ ਪੈਕਿੰਗ',
      'Live from the parking lot as volunteers pack rice, lentils and flour into hampers for local pantries.',
      'ਪਾਰਕਿੰਗ ਤੋਂ ਸਿੱਧਾ ਪ੍ਰਸਾਰਣ, ਜਿੱਥੇ ਵਲੰਟੀਅਰ ਸਥਾਨਕ ਪੈਂਟਰੀਆਂ ਲਈ ਚੌਲ, ਦਾਲਾਂ ਅਤੇ ਆਟਾ ਪੈਕ ਕਰ ਰਹੇ ਹਨ।',
    ),
    ep(
      'Langar on wheels in Whalley',
      'ਵੇਲੀ ਵਿੱਚ ਚੱਲਦਾ-ਫਿਰਦਾ ਲੰਗਰ',
      'A group of young Sikhs who serve hot meals to people living on the street explain how they started and what they need.',
      "ਸੜਕਾਂ 'ਤੇ ਰਹਿ ਰਹੇ ਲੋਕਾਂ ਨੂੰ ਗਰਮ ਖਾਣਾ ਵਰਤਾਉਣ ਵਾਲੇ ਨੌਜਵਾਨ ਸਿੱਖਾਂ ਦਾ ਇੱਕ ਗਰੁੱਪ ਦੱਸਦਾ ਹੈ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਇਹ ਕਿਵੇਂ ਸ਼ੁਰੂ ਕੀਤਾ ਅਤੇ ਉਨ੍ਹਾਂ ਨੂੰ ਕਿਸ ਚੀਜ਼ ਦੀ ਲੋੜ ਹੈ।",
    ),
    ep(
      'Park clean-up along the Serpentine',
      'ਸਰਪੈਂਟਾਈਨ ਕੰਢੇ ਪਾਰਕ ਦੀ ਸਫ਼ਾਈ',
      'Families with gloves and garbage bags spend the morning clearing a trail, and a local naturalist explains why it matters for salmon.',
      'ਦਸਤਾਨੇ ਅਤੇ ਕੂੜੇ ਦੇ ਥੈਲੇ ਲੈ ਕੇ ਪਰਿਵਾਰ ਸਵੇਰ ਭਰ ਇੱਕ ਪਗਡੰਡੀ ਸਾਫ਼ ਕਰਦੇ ਹਨ ਅਤੇ ਇੱਕ ਕੁਦਰਤ ਪ੍ਰੇਮੀ ਦੱਸਦੇ ਹਨ ਕਿ ਸੈਮਨ ਮੱਛੀ ਲਈ ਇਹ ਕਿਉਂ ਜ਼ਰੂਰੀ ਹੈ।',
    ),
    ep(
      'Winter coats for newcomer kids',
      'ਨਵੇਂ ਆਏ ਬੱਚਿਆਂ ਲਈ ਸਰਦੀਆਂ ਦੀਆਂ ਜੈਕਟਾਂ',
      'A coat drive at an Abbotsford school collects hundreds of jackets, boots and mittens for children facing their first Canadian winter.',
      'ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਸਕੂਲ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਕੈਨੇਡੀਅਨ ਸਰਦੀ ਵੇਖ ਰਹੇ ਬੱਚਿਆਂ ਲਈ ਸੈਂਕੜੇ ਜੈਕਟਾਂ, ਬੂਟ ਅਤੇ ਦਸਤਾਨੇ ਇਕੱਠੇ ਕੀਤੇ ਗਏ।',
    ),
    ep(
      "Seniors' tech help day",
      'ਬਜ਼ੁਰਗਾਂ ਲਈ ਫ਼ੋਨ-ਕੰਪਿਊਟਰ ਸਹਾਇਤਾ ਦਿਨ',
      'High-school volunteers teach grandparents how to video-call, spot scam texts and use the transit app.',
      'ਹਾਈ ਸਕੂਲ ਦੇ ਵਲੰਟੀਅਰ ਦਾਦਾ-ਦਾਦੀਆਂ ਨੂੰ ਵੀਡੀਓ ਕਾਲ ਕਰਨਾ, ਫ਼ਰਾਡ ਵਾਲੇ ਸੁਨੇਹੇ ਪਛਾਣਨਾ ਅਤੇ ਟ੍ਰਾਂਜ਼ਿਟ ਐਪ ਵਰਤਣਾ ਸਿਖਾਉਂਦੇ ਹਨ।',
    ),
  ],
  212: [
    ep(
      'Renting in BC: deposits, repairs and evictions',
      'ਬੀ.ਸੀ. ਵਿੱਚ ਕਿਰਾਏਦਾਰੀ: ਡਿਪਾਜ਼ਿਟ, ਮੁਰੰਮਤ ਅਤੇ ਬੇਦਖ਼ਲੀ',
      'Paramjit explains what a landlord can and cannot do, how much a deposit can be and how to dispute an eviction notice.',
      'ਪਰਮਜੀਤ ਸਮਝਾਉਂਦੇ ਹਨ ਕਿ ਮਕਾਨ ਮਾਲਕ ਕੀ ਕਰ ਸਕਦਾ ਹੈ ਅਤੇ ਕੀ ਨਹੀਂ, ਡਿਪਾਜ਼ਿਟ ਕਿੰਨਾ ਹੋ ਸਕਦਾ ਹੈ ਅਤੇ ਬੇਦਖ਼ਲੀ ਦੇ ਨੋਟਿਸ ਨੂੰ ਚੁਣੌਤੀ ਕਿਵੇਂ ਦੇਈਏ।',
    ),
    ep(
      'Sponsoring your parents: the basics',
      'ਮਾਪਿਆਂ ਨੂੰ ਸਪਾਂਸਰ ਕਰਨਾ: ਮੁੱਢਲੀ ਜਾਣਕਾਰੀ',
      'Income requirements, the super visa alternative and the common mistakes that delay an application.',
      'ਆਮਦਨ ਦੀਆਂ ਸ਼ਰਤਾਂ, ਸੁਪਰ ਵੀਜ਼ੇ ਦਾ ਬਦਲ ਅਤੇ ਉਹ ਆਮ ਗ਼ਲਤੀਆਂ ਜਿਨ੍ਹਾਂ ਕਾਰਨ ਅਰਜ਼ੀ ਲਟਕ ਜਾਂਦੀ ਹੈ।',
    ),
    ep(
      'Why every family needs a will',
      'ਹਰ ਪਰਿਵਾਰ ਲਈ ਵਸੀਅਤ ਕਿਉਂ ਜ਼ਰੂਰੀ',
      'What happens to property in Canada and in Punjab when someone dies without a will, and how to start writing one.',
      'ਜੇ ਕੋਈ ਵਸੀਅਤ ਤੋਂ ਬਿਨਾਂ ਗੁਜ਼ਰ ਜਾਵੇ ਤਾਂ ਕੈਨੇਡਾ ਅਤੇ ਪੰਜਾਬ ਵਿਚਲੀ ਜਾਇਦਾਦ ਦਾ ਕੀ ਬਣਦਾ ਹੈ, ਅਤੇ ਵਸੀਅਤ ਲਿਖਣ ਦੀ ਸ਼ੁਰੂਆਤ ਕਿਵੇਂ ਕਰੀਏ।',
    ),
    ep(
      'Unpaid wages and your rights at work',
      "ਰੁਕੀ ਤਨਖ਼ਾਹ ਅਤੇ ਕੰਮ ਵਾਲੀ ਥਾਂ 'ਤੇ ਤੁਹਾਡੇ ਹੱਕ",
      "A guest from a workers' advocacy centre explains how to file a complaint when an employer does not pay.",
      'ਇੱਕ ਕਾਮਿਆਂ ਦੇ ਹੱਕਾਂ ਵਾਲੇ ਕੇਂਦਰ ਤੋਂ ਆਏ ਮਹਿਮਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਜੇ ਮਾਲਕ ਤਨਖ਼ਾਹ ਨਾ ਦੇਵੇ ਤਾਂ ਸ਼ਿਕਾਇਤ ਕਿਵੇਂ ਕਰੀਏ।',
    ),
    ep(
      'Immigration consultants: how to check before you pay',
      'ਇਮੀਗ੍ਰੇਸ਼ਨ ਸਲਾਹਕਾਰ: ਪੈਸੇ ਦੇਣ ਤੋਂ ਪਹਿਲਾਂ ਜਾਂਚ ਕਿਵੇਂ ਕਰੀਏ',
      'How to confirm that a consultant is licensed, and the warning signs of fraud that listeners keep reporting.',
      'ਸਲਾਹਕਾਰ ਦੇ ਲਾਇਸੈਂਸ ਦੀ ਪੁਸ਼ਟੀ ਕਿਵੇਂ ਕਰੀਏ, ਅਤੇ ਧੋਖਾਧੜੀ ਦੀਆਂ ਉਹ ਨਿਸ਼ਾਨੀਆਂ ਜਿਨ੍ਹਾਂ ਬਾਰੇ ਸਰੋਤੇ ਵਾਰ-ਵਾਰ ਦੱਸਦੇ ਹਨ।',
    ),
  ],
  213: [
    ep(
      'First jobs and first pay cheques',
      'ਪਹਿਲੀ ਨੌਕਰੀ, ਪਹਿਲੀ ਤਨਖ਼ਾਹ',
      'Teen hosts share what they learned from their first part-time jobs, from fast-food counters to the family farm.',
      'ਨੌਜਵਾਨ ਹੋਸਟ ਦੱਸਦੇ ਹਨ ਕਿ ਫ਼ਾਸਟ-ਫ਼ੂਡ ਕਾਊਂਟਰਾਂ ਤੋਂ ਲੈ ਕੇ ਪਰਿਵਾਰ ਦੇ ਫ਼ਾਰਮ ਤੱਕ, ਪਹਿਲੀਆਂ ਪਾਰਟ-ਟਾਈਮ ਨੌਕਰੀਆਂ ਤੋਂ ਉਨ੍ਹਾਂ ਨੇ ਕੀ ਸਿੱਖਿਆ।',
    ),
    ep(
      'Too Punjabi, or not Punjabi enough?',
      'ਬਹੁਤਾ ਪੰਜਾਬੀ ਜਾਂ ਘੱਟ ਪੰਜਾਬੀ?',
      'A frank conversation about identity, accents and fitting in at school and at family gatherings.',
      'ਪਛਾਣ, ਬੋਲਣ ਦੇ ਲਹਿਜੇ ਅਤੇ ਸਕੂਲ ਤੇ ਪਰਿਵਾਰਕ ਇਕੱਠਾਂ ਵਿੱਚ ਘੁਲਣ-ਮਿਲਣ ਬਾਰੇ ਖੁੱਲ੍ਹੀ ਗੱਲਬਾਤ।',
    ),
    ep(
      'Exam stress and how we cope',
      'ਇਮਤਿਹਾਨਾਂ ਦਾ ਤਣਾਅ ਅਤੇ ਅਸੀਂ ਕਿਵੇਂ ਨਜਿੱਠਦੇ ਹਾਂ',
      'Students and a school counsellor talk honestly about pressure from parents, grades and university applications.',
      'ਵਿਦਿਆਰਥੀ ਅਤੇ ਇੱਕ ਸਕੂਲ ਕੌਂਸਲਰ ਮਾਪਿਆਂ, ਨੰਬਰਾਂ ਅਤੇ ਯੂਨੀਵਰਸਿਟੀ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਦੇ ਦਬਾਅ ਬਾਰੇ ਖੁੱਲ੍ਹ ਕੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Student reporters at the city council',
      undefined, // English only on purpose: this English-first show keeps the language fallback in use.
      'Two Grade 11 students attend their first council meeting and report back on what was decided about youth spaces.',
    ),
    ep(
      'Music our parents never heard of',
      'ਉਹ ਸੰਗੀਤ ਜੋ ਸਾਡੇ ਮਾਪਿਆਂ ਨੇ ਕਦੇ ਨਹੀਂ ਸੁਣਿਆ',
      'The hosts play their favourite tracks, from Punjabi drill to lo-fi, and invite their parents to react on air.',
      "ਹੋਸਟ ਪੰਜਾਬੀ ਡ੍ਰਿਲ ਤੋਂ ਲੈ ਕੇ ਲੋ-ਫ਼ਾਈ ਤੱਕ ਆਪਣੇ ਮਨਪਸੰਦ ਗੀਤ ਸੁਣਾਉਂਦੇ ਹਨ ਅਤੇ ਆਪਣੇ ਮਾਪਿਆਂ ਦੀ ਪ੍ਰਤੀਕਿਰਿਆ ਵੀ ਰੇਡੀਓ 'ਤੇ ਲੈਂਦੇ ਹਨ।",
    ),
  ],
  214: [
    ep(
      'A new number one after six weeks',
      'ਛੇ ਹਫ਼ਤਿਆਂ ਬਾਅਦ ਨਵਾਂ ਨੰਬਰ ਇੱਕ',
      'The long-running chart topper finally slips, and a Surrey-made track climbs to the top on listener votes.',
      "ਛੇ ਹਫ਼ਤਿਆਂ ਤੋਂ ਸਿਖਰ 'ਤੇ ਬੈਠਾ ਗੀਤ ਆਖ਼ਰਕਾਰ ਹੇਠਾਂ ਆਇਆ ਅਤੇ ਸਰੋਤਿਆਂ ਦੀਆਂ ਵੋਟਾਂ ਨਾਲ ਸਰੀ ਵਿੱਚ ਬਣਿਆ ਇੱਕ ਗੀਤ ਪਹਿਲੇ ਨੰਬਰ 'ਤੇ ਪਹੁੰਚ ਗਿਆ।",
    ),
    ep(
      'Five new entries in one week',
      'ਇੱਕ ਹਫ਼ਤੇ ਵਿੱਚ ਪੰਜ ਨਵੀਆਂ ਐਂਟਰੀਆਂ',
      'A busy release week shakes up the chart, with five debuts in the Top 20.',
      'ਨਵੇਂ ਗੀਤਾਂ ਨਾਲ ਭਰੇ ਹਫ਼ਤੇ ਨੇ ਚਾਰਟ ਹਿਲਾ ਦਿੱਤਾ, ਟੌਪ 20 ਵਿੱਚ ਪੰਜ ਨਵੇਂ ਗੀਤ ਸ਼ਾਮਲ ਹੋਏ।',
    ),
    ep(
      'The comeback of the week: a nineties classic returns',
      "ਹਫ਼ਤੇ ਦੀ ਵਾਪਸੀ: ਨੱਬੇ ਦੇ ਦਹਾਕੇ ਦਾ ਗੀਤ ਮੁੜ ਚਾਰਟ 'ਚ",
      'A remix sends a wedding favourite from the 1990s back into the countdown, thanks to a viral dance video.',
      'ਇੱਕ ਰੀਮਿਕਸ ਅਤੇ ਵਾਇਰਲ ਡਾਂਸ ਵੀਡੀਓ ਸਦਕਾ 1990 ਦੇ ਦਹਾਕੇ ਦਾ ਵਿਆਹਾਂ ਵਾਲਾ ਮਨਪਸੰਦ ਗੀਤ ਮੁੜ ਚਾਰਟ ਵਿੱਚ ਆ ਗਿਆ।',
    ),
    ep(
      'The summer anthems countdown',
      'ਗਰਮੀਆਂ ਦੇ ਖ਼ਾਸ ਗੀਤਾਂ ਦੀ ਗਿਣਤੀ',
      'Listeners vote for the songs that will soundtrack the summer, from car-stereo bangers to backyard-party tracks.',
      'ਸਰੋਤੇ ਉਨ੍ਹਾਂ ਗੀਤਾਂ ਨੂੰ ਵੋਟ ਪਾਉਂਦੇ ਹਨ ਜੋ ਇਸ ਵਾਰ ਗਰਮੀਆਂ ਦੀ ਪਛਾਣ ਬਣਨਗੇ, ਕਾਰਾਂ ਵਿੱਚ ਵੱਜਦੇ ਗੀਤਾਂ ਤੋਂ ਲੈ ਕੇ ਘਰਾਂ ਦੀਆਂ ਪਾਰਟੀਆਂ ਤੱਕ।',
    ),
    ep(
      'Local artists take over the chart',
      "ਸਥਾਨਕ ਕਲਾਕਾਰਾਂ ਦਾ ਚਾਰਟ 'ਤੇ ਕਬਜ਼ਾ",
      'For the first time, half the Top 20 comes from artists based in BC. Manny talks to three of them.',
      'ਪਹਿਲੀ ਵਾਰ ਟੌਪ 20 ਵਿੱਚੋਂ ਅੱਧੇ ਗੀਤ ਬੀ.ਸੀ. ਵਿੱਚ ਵੱਸਦੇ ਕਲਾਕਾਰਾਂ ਦੇ ਹਨ। ਮੈਨੀ ਉਨ੍ਹਾਂ ਵਿੱਚੋਂ ਤਿੰਨ ਨਾਲ ਗੱਲ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Countdown extra: behind the number one',
      'ਖ਼ਾਸ ਪੇਸ਼ਕਸ਼: ਨੰਬਰ ਇੱਕ ਗੀਤ ਦੇ ਪਿੱਛੇ',
      "A short bonus episode on how this week's number one was written, recorded and mixed.",
      'ਇਸ ਹਫ਼ਤੇ ਦੇ ਨੰਬਰ ਇੱਕ ਗੀਤ ਦੇ ਲਿਖੇ ਜਾਣ, ਰਿਕਾਰਡ ਹੋਣ ਅਤੇ ਮਿਕਸ ਹੋਣ ਦੀ ਕਹਾਣੀ, ਇੱਕ ਛੋਟੀ ਖ਼ਾਸ ਕੜੀ ਵਿੱਚ।',
    ),
  ],
  215: [
    ep(
      'The life of Guru Nanak Dev Ji in kirtan',
      'ਕੀਰਤਨ ਰਾਹੀਂ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਜੀਵਨ',
      'Shabads and katha tracing the udasis of Guru Nanak Dev Ji, with a ragi jatha from the Fraser Valley.',
      'ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਇੱਕ ਰਾਗੀ ਜਥੇ ਨਾਲ ਸ਼ਬਦ ਅਤੇ ਕਥਾ, ਜਿਨ੍ਹਾਂ ਰਾਹੀਂ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦੀਆਂ ਉਦਾਸੀਆਂ ਦੀ ਗੱਲ ਹੁੰਦੀ ਹੈ।',
    ),
    ep(
      'Seva in the sangat: the people behind the langar',
      'ਸੰਗਤ ਵਿੱਚ ਸੇਵਾ: ਲੰਗਰ ਦੇ ਪਿੱਛੇ ਦੇ ਚਿਹਰੇ',
      'Sevadars who cook for thousands every weekend describe their routine, beginning long before sunrise.',
      'ਹਰ ਹਫ਼ਤੇ ਹਜ਼ਾਰਾਂ ਲੋਕਾਂ ਲਈ ਲੰਗਰ ਤਿਆਰ ਕਰਨ ਵਾਲੇ ਸੇਵਾਦਾਰ ਦੱਸਦੇ ਹਨ ਕਿ ਉਨ੍ਹਾਂ ਦੀ ਸੇਵਾ ਸੂਰਜ ਚੜ੍ਹਨ ਤੋਂ ਕਿਤੇ ਪਹਿਲਾਂ ਕਿਵੇਂ ਸ਼ੁਰੂ ਹੁੰਦੀ ਹੈ।',
    ),
    ep(
      'Young kirtanis of the Lower Mainland',
      'ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਨੌਜਵਾਨ ਕੀਰਤਨੀਏ',
      'Students from local gurmat sangeet classes perform and talk about learning tanti saaj from their teachers.',
      'ਸਥਾਨਕ ਗੁਰਮਤਿ ਸੰਗੀਤ ਕਲਾਸਾਂ ਦੇ ਵਿਦਿਆਰਥੀ ਕੀਰਤਨ ਕਰਦੇ ਹਨ ਅਤੇ ਆਪਣੇ ਉਸਤਾਦਾਂ ਤੋਂ ਤੰਤੀ ਸਾਜ਼ ਸਿੱਖਣ ਬਾਰੇ ਦੱਸਦੇ ਹਨ।',
    ),
    ep(
      'Vaisakhi: history and meaning',
      'ਵਿਸਾਖੀ: ਇਤਿਹਾਸ ਅਤੇ ਮਹੱਤਤਾ',
      'Giani Balwant Singh explains the founding of the Khalsa in 1699 and what the day means for Sikhs in Canada today.',
      'ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ 1699 ਵਿੱਚ ਖ਼ਾਲਸੇ ਦੀ ਸਾਜਨਾ ਅਤੇ ਅੱਜ ਕੈਨੇਡਾ ਵਿੱਚ ਵੱਸਦੇ ਸਿੱਖਾਂ ਲਈ ਇਸ ਦਿਹਾੜੇ ਦੀ ਮਹੱਤਤਾ ਬਾਰੇ ਦੱਸਦੇ ਹਨ।',
    ),
    ep(
      'Gurbani and grief',
      'ਗੁਰਬਾਣੀ ਅਤੇ ਵਿਛੋੜੇ ਦਾ ਦੁੱਖ',
      "How the Guru's words comfort families who have lost someone, with shabads sung at Sikh funerals and the Sukhmani path.",
      'ਆਪਣਿਆਂ ਨੂੰ ਗੁਆ ਚੁੱਕੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਗੁਰਬਾਣੀ ਕਿਵੇਂ ਧਰਵਾਸ ਦਿੰਦੀ ਹੈ, ਅੰਤਿਮ ਅਰਦਾਸ ਵੇਲੇ ਪੜ੍ਹੇ ਜਾਂਦੇ ਸ਼ਬਦਾਂ ਅਤੇ ਸੁਖਮਨੀ ਸਾਹਿਬ ਦੇ ਪਾਠ ਨਾਲ।',
    ),
  ],
  216: [
    ep(
      'The thirsty crow, told in Punjabi',
      'ਤਿਹਾਇਆ ਕਾਂ, ਪੰਜਾਬੀ ਵਿੱਚ',
      'Preeti tells the classic story of the clever crow, and young listeners call in with their own endings.',
      'ਪ੍ਰੀਤੀ ਸਿਆਣੇ ਕਾਂ ਦੀ ਪੁਰਾਣੀ ਕਹਾਣੀ ਸੁਣਾਉਂਦੀ ਹੈ ਅਤੇ ਨਿੱਕੇ ਸਰੋਤੇ ਫ਼ੋਨ ਕਰ ਕੇ ਆਪਣੇ-ਆਪਣੇ ਅੰਤ ਦੱਸਦੇ ਹਨ।',
    ),
    ep(
      "Riddles from grandma's village",
      'ਦਾਦੀ ਦੇ ਪਿੰਡ ਦੀਆਂ ਬੁਝਾਰਤਾਂ',
      'Grandparents join their grandchildren on the phone to trade the riddles they grew up with.',
      "ਦਾਦਾ-ਦਾਦੀ ਆਪਣੇ ਪੋਤੇ-ਪੋਤੀਆਂ ਨਾਲ ਫ਼ੋਨ 'ਤੇ ਜੁੜ ਕੇ ਆਪਣੇ ਬਚਪਨ ਦੀਆਂ ਬੁਝਾਰਤਾਂ ਪਾਉਂਦੇ ਹਨ।",
    ),
    ep(
      'Counting to one hundred in Gurmukhi',
      'ਗੁਰਮੁਖੀ ਵਿੱਚ ਸੌ ਤੱਕ ਗਿਣਤੀ',
      'A sing-along that turns Punjabi numbers into a game, with help from a Grade 2 class in Abbotsford.',
      'ਐਬਟਸਫੋਰਡ ਦੀ ਦੂਜੀ ਜਮਾਤ ਦੇ ਬੱਚਿਆਂ ਦੀ ਮਦਦ ਨਾਲ ਪੰਜਾਬੀ ਗਿਣਤੀ ਨੂੰ ਖੇਡ ਬਣਾਉਂਦਾ ਇੱਕ ਗੀਤ।',
    ),
    ep(
      'Poems from our young listeners',
      'ਨਿੱਕੇ ਸਰੋਤਿਆਂ ਦੀਆਂ ਕਵਿਤਾਵਾਂ',
      'Children from Surrey, Delta and Mission recite poems they learned at Punjabi school.',
      'ਸਰੀ, ਡੈਲਟਾ ਅਤੇ ਮਿਸ਼ਨ ਦੇ ਬੱਚੇ ਪੰਜਾਬੀ ਸਕੂਲ ਵਿੱਚ ਸਿੱਖੀਆਂ ਕਵਿਤਾਵਾਂ ਸੁਣਾਉਂਦੇ ਹਨ।',
    ),
    ep(
      'Nikke Taare special: the story of Vaisakhi for kids',
      'ਨਿੱਕੇ ਤਾਰੇ ਖ਼ਾਸ: ਬੱਚਿਆਂ ਲਈ ਵਿਸਾਖੀ ਦੀ ਕਹਾਣੀ',
      'A short retelling of the harvest festival and the founding of the Khalsa, made for young ears.',
      'ਵਾਢੀ ਦੇ ਤਿਉਹਾਰ ਅਤੇ ਖ਼ਾਲਸੇ ਦੀ ਸਾਜਨਾ ਦੀ ਕਹਾਣੀ, ਛੋਟੇ ਬੱਚਿਆਂ ਲਈ ਸੌਖੇ ਸ਼ਬਦਾਂ ਵਿੱਚ।',
    ),
  ],
  217: [
    ep(
      'Kabaddi cup final: the full story',
      'ਕਬੱਡੀ ਕੱਪ ਦਾ ਫ਼ਾਈਨਲ: ਪੂਰੀ ਕਹਾਣੀ',
      'Harman relives a tense final in Surrey, decided by the last raid, with interviews from both dressing rooms.',
      "ਹਰਮਨ ਸਰੀ ਵਿੱਚ ਹੋਏ ਫ਼ਸਵੇਂ ਫ਼ਾਈਨਲ ਦੀ ਗੱਲ ਕਰਦੇ ਹਨ, ਜਿਸ ਦਾ ਫ਼ੈਸਲਾ ਆਖ਼ਰੀ ਰੇਡ 'ਤੇ ਹੋਇਆ, ਦੋਵਾਂ ਟੀਮਾਂ ਨਾਲ ਗੱਲਬਾਤ ਸਮੇਤ।",
    ),
    ep(
      'Cricket season opens in the local leagues',
      'ਸਥਾਨਕ ਲੀਗਾਂ ਵਿੱਚ ਕ੍ਰਿਕਟ ਸੀਜ਼ਨ ਸ਼ੁਰੂ',
      'Club captains preview the season, and a groundskeeper explains how a rugby field becomes a cricket pitch.',
      'ਕਲੱਬਾਂ ਦੇ ਕਪਤਾਨ ਸੀਜ਼ਨ ਦੀ ਝਲਕ ਦਿੰਦੇ ਹਨ ਅਤੇ ਇੱਕ ਗਰਾਊਂਡਸਮੈਨ ਦੱਸਦਾ ਹੈ ਕਿ ਰਗਬੀ ਦਾ ਮੈਦਾਨ ਕ੍ਰਿਕਟ ਪਿੱਚ ਕਿਵੇਂ ਬਣਦਾ ਹੈ।',
    ),
    ep(
      "Field hockey's Punjabi roots in BC",
      'ਬੀ.ਸੀ. ਵਿੱਚ ਹਾਕੀ ਦੀਆਂ ਪੰਜਾਬੀ ਜੜ੍ਹਾਂ',
      'Veterans of the first Punjabi-Canadian field-hockey clubs remember playing on muddy school fields in the 1970s.',
      "ਪਹਿਲੇ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਹਾਕੀ ਕਲੱਬਾਂ ਦੇ ਪੁਰਾਣੇ ਖਿਡਾਰੀ 1970 ਦੇ ਦਹਾਕੇ ਵਿੱਚ ਸਕੂਲਾਂ ਦੇ ਚਿੱਕੜ ਭਰੇ ਮੈਦਾਨਾਂ 'ਤੇ ਖੇਡਣ ਨੂੰ ਯਾਦ ਕਰਦੇ ਹਨ।",
    ),
    ep(
      'Canucks at the halfway mark',
      "ਅੱਧੇ ਸੀਜ਼ਨ 'ਤੇ ਕੈਨਕਸ",
      'Listeners grade the team, and a sports psychologist explains why fans take losses so personally.',
      "ਸਰੋਤੇ ਟੀਮ ਨੂੰ ਨੰਬਰ ਦਿੰਦੇ ਹਨ ਅਤੇ ਇੱਕ ਖੇਡ ਮਨੋਵਿਗਿਆਨੀ ਦੱਸਦੇ ਹਨ ਕਿ ਪ੍ਰਸ਼ੰਸਕ ਹਾਰ ਨੂੰ ਦਿਲ 'ਤੇ ਕਿਉਂ ਲਾ ਲੈਂਦੇ ਹਨ।",
    ),
    ep(
      'Girls in the wrestling ring',
      'ਅਖਾੜੇ ਵਿੱਚ ਕੁੜੀਆਂ',
      'A Surrey wrestling club where girls now outnumber boys, and the coach who made it happen.',
      'ਸਰੀ ਦਾ ਇੱਕ ਕੁਸ਼ਤੀ ਕਲੱਬ ਜਿੱਥੇ ਹੁਣ ਕੁੜੀਆਂ ਦੀ ਗਿਣਤੀ ਮੁੰਡਿਆਂ ਨਾਲੋਂ ਵੱਧ ਹੈ, ਅਤੇ ਉਹ ਕੋਚ ਜਿਸ ਨੇ ਇਹ ਕਰ ਵਿਖਾਇਆ।',
    ),
  ],
  218: [
    ep(
      'Potholes, parking and property tax',
      'ਟੋਏ, ਪਾਰਕਿੰਗ ਅਤੇ ਪ੍ਰਾਪਰਟੀ ਟੈਕਸ',
      'A city engineer and a finance manager answer the questions listeners sent in this week.',
      'ਇੱਕ ਸਿਟੀ ਇੰਜੀਨੀਅਰ ਅਤੇ ਵਿੱਤ ਪ੍ਰਬੰਧਕ ਇਸ ਹਫ਼ਤੇ ਸਰੋਤਿਆਂ ਵੱਲੋਂ ਭੇਜੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ।',
    ),
    ep(
      'Secondary suites: what the new rules allow',
      'ਬੇਸਮੈਂਟ ਸੂਟ: ਨਵੇਂ ਨਿਯਮ ਕੀ ਕਹਿੰਦੇ ਹਨ',
      'Homeowners ask about legalising a basement suite, permits and inspections under the updated bylaw.',
      'ਘਰਾਂ ਦੇ ਮਾਲਕ ਨਵੇਂ ਉਪ-ਨਿਯਮਾਂ ਤਹਿਤ ਬੇਸਮੈਂਟ ਸੂਟ ਨੂੰ ਕਾਨੂੰਨੀ ਬਣਾਉਣ, ਪਰਮਿਟਾਂ ਅਤੇ ਜਾਂਚ ਬਾਰੇ ਸਵਾਲ ਪੁੱਛਦੇ ਹਨ।',
    ),
    ep(
      'Policing in Surrey: your questions',
      'ਸਰੀ ਵਿੱਚ ਪੁਲਿਸ ਪ੍ਰਬੰਧ: ਤੁਹਾਡੇ ਸਵਾਲ',
      'Response times, community liaison officers and how to report a non-emergency without waiting on hold.',
      'ਪੁਲਿਸ ਦੇ ਪਹੁੰਚਣ ਦਾ ਸਮਾਂ, ਕਮਿਊਨਿਟੀ ਸੰਪਰਕ ਅਧਿਕਾਰੀ ਅਤੇ ਲੰਮੀ ਉਡੀਕ ਤੋਂ ਬਿਨਾਂ ਗ਼ੈਰ-ਐਮਰਜੈਂਸੀ ਸ਼ਿਕਾਇਤ ਕਿਵੇਂ ਦਰਜ ਕਰੀਏ।',
    ),
    ep(
      'Garbage pickup and the new green bins',
      'ਕੂੜਾ ਚੁਕਾਈ ਅਤੇ ਨਵੇਂ ਹਰੇ ਡੱਬੇ',
      'What goes in which bin, what changes with the new collection schedule and who to call when a pickup is missed.',
      'ਕਿਹੜੀ ਚੀਜ਼ ਕਿਹੜੇ ਡੱਬੇ ਵਿੱਚ ਪਾਈਏ, ਨਵੇਂ ਸਮਾਂ-ਸਾਰਣੀ ਨਾਲ ਕੀ ਬਦਲੇਗਾ ਅਤੇ ਕੂੜਾ ਨਾ ਚੁੱਕਿਆ ਜਾਵੇ ਤਾਂ ਕਿਸ ਨੂੰ ਫ਼ੋਨ ਕਰੀਏ।',
    ),
    ep(
      "Ask City Hall in brief: the week's council decisions",
      'ਸੰਖੇਪ ਵਿੱਚ: ਹਫ਼ਤੇ ਦੇ ਕੌਂਸਲ ਫ਼ੈਸਲੇ',
      "A quick rundown of the decisions made at Monday's council meeting and what they mean for residents.",
      'ਸੋਮਵਾਰ ਦੀ ਕੌਂਸਲ ਮੀਟਿੰਗ ਵਿੱਚ ਲਏ ਗਏ ਫ਼ੈਸਲਿਆਂ ਦਾ ਸੰਖੇਪ ਵੇਰਵਾ ਅਤੇ ਸ਼ਹਿਰ ਵਾਸੀਆਂ ਲਈ ਉਨ੍ਹਾਂ ਦਾ ਮਤਲਬ।',
    ),
  ],
};
