/**
 * Recent episodes of the weekday shows from 15:00 to 23:59 (show ids 206–210), by show id, newest
 * first; schedule.ts gives them their ids, slugs, dates and media. Every person named here is
 * invented.
 */
import { ep, type EpisodeDraft } from './drafts';

/** Recent episodes of the weekday shows from 15:00 to 23:59 (show ids 206–210), newest first. */
export const WEEKDAY_LATE_EPISODES: Record<number, EpisodeDraft[]> = {
  206: [
    ep(
      'Type 2 diabetes: what your numbers mean',
      'ਟਾਈਪ 2 ਸ਼ੂਗਰ: ਤੁਹਾਡੇ ਟੈਸਟਾਂ ਦਾ ਮਤਲਬ',
      'Dr. Johal explains A1C, fasting sugar and why South Asians are at higher risk, then answers listener questions.',
      'ਡਾ. ਜੌਹਲ ਏ1ਸੀ, ਖ਼ਾਲੀ ਪੇਟ ਸ਼ੂਗਰ ਅਤੇ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਲੋਕਾਂ ਵਿੱਚ ਵੱਧ ਖ਼ਤਰੇ ਬਾਰੇ ਸਮਝਾਉਂਦੇ ਹਨ ਅਤੇ ਸਰੋਤਿਆਂ ਦੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ।',
    ),
    ep(
      'Heart health after fifty',
      'ਪੰਜਾਹ ਤੋਂ ਬਾਅਦ ਦਿਲ ਦੀ ਸਿਹਤ',
      'A cardiologist joins the show to talk about warning signs, blood pressure and everyday habits that protect the heart.',
      'ਇੱਕ ਦਿਲ ਦੇ ਮਾਹਿਰ ਖ਼ਤਰੇ ਦੀਆਂ ਨਿਸ਼ਾਨੀਆਂ, ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ ਅਤੇ ਦਿਲ ਦੀ ਹਿਫ਼ਾਜ਼ਤ ਕਰਨ ਵਾਲੀਆਂ ਰੋਜ਼ਾਨਾ ਆਦਤਾਂ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Talking about depression in our families',
      'ਸਾਡੇ ਪਰਿਵਾਰਾਂ ਵਿੱਚ ਡਿਪਰੈਸ਼ਨ ਦੀ ਗੱਲ',
      'A counsellor and a listener who recovered from depression talk about stigma, getting help and supporting a loved one.',
      'ਇੱਕ ਕੌਂਸਲਰ ਅਤੇ ਡਿਪਰੈਸ਼ਨ ਤੋਂ ਉੱਭਰੇ ਇੱਕ ਸਰੋਤੇ ਸਮਾਜਿਕ ਝਿਜਕ, ਮਦਦ ਲੈਣ ਅਤੇ ਆਪਣਿਆਂ ਦਾ ਸਾਥ ਦੇਣ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'No family doctor? Where to go instead',
      'ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਨਹੀਂ? ਫਿਰ ਕਿੱਥੇ ਜਾਈਏ',
      'Walk-in clinics, urgent care centres, pharmacists and the 8-1-1 nurse line: when to use each one.',
      'ਵਾਕ-ਇਨ ਕਲੀਨਿਕ, ਅਰਜੈਂਟ ਕੇਅਰ ਸੈਂਟਰ, ਫ਼ਾਰਮਾਸਿਸਟ ਅਤੇ 8-1-1 ਨਰਸ ਲਾਈਨ: ਕਿਸ ਵੇਲੇ ਕਿਹੜੀ ਸੇਵਾ ਵਰਤੀਏ।',
    ),
    ep(
      'Knee pain and staying active',
      'ਗੋਡਿਆਂ ਦਾ ਦਰਦ ਅਤੇ ਚੁਸਤ ਰਹਿਣਾ',
      'A physiotherapist shares simple exercises for aching knees that can be done at home or on a walk around the park.',
      'ਇੱਕ ਫ਼ਿਜ਼ੀਓਥੈਰੇਪਿਸਟ ਦੁਖਦੇ ਗੋਡਿਆਂ ਲਈ ਸੌਖੀਆਂ ਕਸਰਤਾਂ ਦੱਸਦੇ ਹਨ, ਜੋ ਘਰ ਵਿੱਚ ਜਾਂ ਪਾਰਕ ਦੀ ਸੈਰ ਦੌਰਾਨ ਕੀਤੀਆਂ ਜਾ ਸਕਦੀਆਂ ਹਨ।',
    ),
    ep(
      'Quick tip: reading a medication label',
      'ਛੋਟੀ ਸਲਾਹ: ਦਵਾਈ ਦਾ ਲੇਬਲ ਕਿਵੇਂ ਪੜ੍ਹੀਏ',
      'A pharmacist explains dose, timing and warnings on a prescription label in under fifteen minutes.',
      "ਇੱਕ ਫ਼ਾਰਮਾਸਿਸਟ ਪੰਦਰਾਂ ਮਿੰਟਾਂ ਤੋਂ ਵੀ ਘੱਟ ਸਮੇਂ ਵਿੱਚ ਦਵਾਈ ਦੇ ਲੇਬਲ 'ਤੇ ਲਿਖੀ ਖ਼ੁਰਾਕ, ਸਮੇਂ ਅਤੇ ਚੇਤਾਵਨੀਆਂ ਬਾਰੇ ਸਮਝਾਉਂਦੇ ਹਨ।",
    ),
  ],
  207: [
    ep(
      'Council approves the budget, and what it costs you',
      "ਕੌਂਸਲ ਵੱਲੋਂ ਬਜਟ ਪਾਸ, ਤੁਹਾਡੀ ਜੇਬ 'ਤੇ ਕਿੰਨਾ ਅਸਰ",
      'Arjun breaks down the property-tax increase and the new spending on roads and policing, with reaction from homeowners.',
      "ਅਰਜੁਨ ਪ੍ਰਾਪਰਟੀ ਟੈਕਸ ਵਿੱਚ ਵਾਧੇ ਅਤੇ ਸੜਕਾਂ ਤੇ ਪੁਲਿਸ 'ਤੇ ਨਵੇਂ ਖ਼ਰਚ ਦਾ ਵੇਰਵਾ ਦਿੰਦੇ ਹਨ, ਨਾਲ ਹੀ ਘਰਾਂ ਦੇ ਮਾਲਕਾਂ ਦੀ ਪ੍ਰਤੀਕਿਰਿਆ।",
    ),
    ep(
      'SkyTrain extension: the latest timeline',
      'ਸਕਾਈਟ੍ਰੇਨ ਵਿਸਥਾਰ: ਨਵੀਂ ਸਮਾਂ-ਸੀਮਾ',
      'Where construction stands on the line to Langley, which roads close next, and what businesses along the route are saying.',
      'ਲੈਂਗਲੀ ਤੱਕ ਦੀ ਲਾਈਨ ਦਾ ਕੰਮ ਕਿੱਥੇ ਪਹੁੰਚਿਆ, ਅਗਲੀਆਂ ਕਿਹੜੀਆਂ ਸੜਕਾਂ ਬੰਦ ਹੋਣਗੀਆਂ ਅਤੇ ਰਸਤੇ ਦੇ ਕਾਰੋਬਾਰੀ ਕੀ ਕਹਿ ਰਹੇ ਹਨ।',
    ),
    ep(
      'Windstorm knocks out power across the valley',
      'ਤੇਜ਼ ਹਨੇਰੀ ਕਾਰਨ ਵੈਲੀ ਵਿੱਚ ਬਿਜਲੀ ਗੁੱਲ',
      'Live updates on outages from Surrey to Chilliwack, fallen trees on the highways and safety tips for the night ahead.',
      "ਸਰੀ ਤੋਂ ਚਿਲੀਵੈਕ ਤੱਕ ਬਿਜਲੀ ਬੰਦ ਹੋਣ, ਹਾਈਵੇਅ 'ਤੇ ਡਿੱਗੇ ਦਰਖ਼ਤਾਂ ਅਤੇ ਰਾਤ ਲਈ ਸੁਰੱਖਿਆ ਸੁਝਾਵਾਂ ਬਾਰੇ ਲਾਈਵ ਜਾਣਕਾਰੀ।",
    ),
    ep(
      'Rupee, loonie and money transfers home',
      'ਰੁਪਈਆ, ਡਾਲਰ ਅਤੇ ਘਰ ਪੈਸੇ ਭੇਜਣਾ',
      'What the exchange rate means for families sending money to India, and how to avoid high transfer fees.',
      'ਭਾਰਤ ਪੈਸੇ ਭੇਜਣ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਲਈ ਵਟਾਂਦਰਾ ਦਰ ਦਾ ਕੀ ਮਤਲਬ ਹੈ ਅਤੇ ਮਹਿੰਗੀਆਂ ਫ਼ੀਸਾਂ ਤੋਂ ਕਿਵੇਂ ਬਚੀਏ।',
    ),
    ep(
      'Canucks win and a kabaddi cup preview',
      undefined, // English only on purpose: this English-first show keeps the language fallback in use.
      "Harman recaps last night's game and previews the weekend kabaddi tournament in Surrey.",
    ),
  ],
  208: [
    ep(
      'Golden era duets',
      'ਸੁਨਹਿਰੀ ਦੌਰ ਦੇ ਦੋਗਾਣੇ',
      "Neha plays the great film duets of the 1960s and 70s and reads listeners' memories of the cinemas where they first heard them.",
      'ਨੇਹਾ 1960 ਅਤੇ 70 ਦੇ ਦਹਾਕੇ ਦੇ ਮਸ਼ਹੂਰ ਫ਼ਿਲਮੀ ਦੋਗਾਣੇ ਸੁਣਾਉਂਦੀ ਹੈ ਅਤੇ ਸਰੋਤਿਆਂ ਦੀਆਂ ਉਨ੍ਹਾਂ ਸਿਨੇਮਾ ਘਰਾਂ ਦੀਆਂ ਯਾਦਾਂ ਪੜ੍ਹਦੀ ਹੈ ਜਿੱਥੇ ਉਨ੍ਹਾਂ ਨੇ ਇਹ ਗੀਤ ਪਹਿਲੀ ਵਾਰ ਸੁਣੇ।',
    ),
    ep(
      'Monsoon songs for a rainy Vancouver evening',
      'ਵੈਨਕੂਵਰ ਦੀ ਬਰਸਾਤੀ ਸ਼ਾਮ ਲਈ ਸਾਵਣ ਦੇ ਗੀਤ',
      'Rain has always inspired Hindi film composers, and Vancouver has plenty of it. Two hours of monsoon classics.',
      'ਮੀਂਹ ਨੇ ਹਮੇਸ਼ਾ ਹਿੰਦੀ ਫ਼ਿਲਮੀ ਸੰਗੀਤਕਾਰਾਂ ਨੂੰ ਪ੍ਰੇਰਿਤ ਕੀਤਾ ਹੈ, ਅਤੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਮੀਂਹ ਦੀ ਕੋਈ ਕਮੀ ਨਹੀਂ। ਦੋ ਘੰਟੇ ਸਾਵਣ ਦੇ ਸਦਾਬਹਾਰ ਗੀਤ।',
    ),
    ep(
      "This week's soundtrack hits",
      'ਇਸ ਹਫ਼ਤੇ ਦੇ ਹਿੱਟ ਫ਼ਿਲਮੀ ਗੀਤ',
      "The newest songs from the latest releases, plus a review of the week's big film from a local critic.",
      'ਨਵੀਆਂ ਫ਼ਿਲਮਾਂ ਦੇ ਤਾਜ਼ਾ ਗੀਤ, ਨਾਲ ਹੀ ਇੱਕ ਸਥਾਨਕ ਆਲੋਚਕ ਵੱਲੋਂ ਹਫ਼ਤੇ ਦੀ ਵੱਡੀ ਫ਼ਿਲਮ ਦੀ ਸਮੀਖਿਆ।',
    ),
    ep(
      'One Song, One Story: a wedding in Jalandhar',
      'ਇੱਕ ਗੀਤ, ਇੱਕ ਕਹਾਣੀ: ਜਲੰਧਰ ਦਾ ਇੱਕ ਵਿਆਹ',
      "A listener from Richmond tells how one film song became the soundtrack of her parents' wedding and, forty years later, her own.",
      'ਰਿਚਮੰਡ ਦੀ ਇੱਕ ਸਰੋਤਾ ਦੱਸਦੀ ਹੈ ਕਿ ਕਿਵੇਂ ਇੱਕ ਫ਼ਿਲਮੀ ਗੀਤ ਉਸ ਦੇ ਮਾਪਿਆਂ ਦੇ ਵਿਆਹ ਦੀ ਪਛਾਣ ਬਣਿਆ ਅਤੇ ਚਾਲੀ ਸਾਲ ਬਾਅਦ ਉਸ ਦੇ ਆਪਣੇ ਵਿਆਹ ਦੀ ਵੀ।',
    ),
    ep(
      'Ghazals from the movies',
      'ਫ਼ਿਲਮਾਂ ਦੀਆਂ ਗ਼ਜ਼ਲਾਂ',
      'The quieter side of Hindi cinema: film ghazals that still fill living rooms on slow evenings.',
      'ਹਿੰਦੀ ਸਿਨੇਮਾ ਦਾ ਸ਼ਾਂਤ ਪੱਖ: ਫ਼ਿਲਮੀ ਗ਼ਜ਼ਲਾਂ ਜੋ ਅੱਜ ਵੀ ਵਿਹਲੀਆਂ ਸ਼ਾਮਾਂ ਨੂੰ ਘਰਾਂ ਵਿੱਚ ਗੂੰਜਦੀਆਂ ਹਨ।',
    ),
  ],
  209: [
    ep(
      'The voices of Punjabi folk',
      'ਪੰਜਾਬੀ ਲੋਕ ਗਾਇਕੀ ਦੀਆਂ ਆਵਾਜ਼ਾਂ',
      "Tarlochan opens the mehfil with the singers who carried Punjab's folk songs from village stages to radio and records.",
      'ਤਰਲੋਚਨ ਸਿੰਘ ਮਹਿਫ਼ਲ ਦੀ ਸ਼ੁਰੂਆਤ ਉਨ੍ਹਾਂ ਗਾਇਕਾਂ ਨਾਲ ਕਰਦੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨੇ ਪੰਜਾਬ ਦੇ ਲੋਕ ਗੀਤਾਂ ਨੂੰ ਪਿੰਡਾਂ ਦੇ ਅਖਾੜਿਆਂ ਤੋਂ ਰੇਡੀਓ ਅਤੇ ਰਿਕਾਰਡਾਂ ਤੱਕ ਪਹੁੰਚਾਇਆ।',
    ),
    ep(
      'Duets from the village akhara',
      'ਅਖਾੜਿਆਂ ਦੇ ਦੋਗਾਣੇ',
      'The playful, teasing duets that once drew thousands to open-air akharas at weddings and fairs.',
      'ਛੇੜ-ਛਾੜ ਵਾਲੇ ਉਹ ਦੋਗਾਣੇ ਜਿਨ੍ਹਾਂ ਨੂੰ ਸੁਣਨ ਲਈ ਕਦੇ ਵਿਆਹਾਂ ਅਤੇ ਮੇਲਿਆਂ ਦੇ ਖੁੱਲ੍ਹੇ ਅਖਾੜਿਆਂ ਵਿੱਚ ਹਜ਼ਾਰਾਂ ਲੋਕ ਜੁੜਦੇ ਸਨ।',
    ),
    ep(
      'Songs of separation: the pain of pardes',
      'ਵਿਛੋੜੇ ਦੇ ਗੀਤ: ਪਰਦੇਸ ਦਾ ਦਰਦ',
      'Songs written for sons and husbands who went abroad, and why they still bring tears in Surrey living rooms.',
      'ਪਰਦੇਸ ਗਏ ਪੁੱਤਾਂ ਅਤੇ ਪਤੀਆਂ ਲਈ ਲਿਖੇ ਗੀਤ, ਅਤੇ ਉਹ ਅੱਜ ਵੀ ਸਰੀ ਦੇ ਘਰਾਂ ਵਿੱਚ ਅੱਖਾਂ ਨਮ ਕਿਉਂ ਕਰ ਦਿੰਦੇ ਹਨ।',
    ),
    ep(
      'Harmonium night in the studio',
      'ਸਟੂਡੀਓ ਵਿੱਚ ਹਾਰਮੋਨੀਅਮ ਦੀ ਰਾਤ',
      'Tarlochan and two guest singers perform old favourites live around a single harmonium.',
      'ਤਰਲੋਚਨ ਸਿੰਘ ਅਤੇ ਦੋ ਮਹਿਮਾਨ ਗਾਇਕ ਇੱਕੋ ਹਾਰਮੋਨੀਅਮ ਦੁਆਲੇ ਬੈਠ ਕੇ ਪੁਰਾਣੇ ਮਨਪਸੰਦ ਗੀਤ ਲਾਈਵ ਗਾਉਂਦੇ ਹਨ।',
    ),
    ep(
      'Cassettes from a suitcase',
      'ਅਟੈਚੀ ਵਿੱਚੋਂ ਨਿਕਲੀਆਂ ਕੈਸੇਟਾਂ',
      'Listeners bring the tapes they carried to Canada in the 1980s and 90s, and Tarlochan plays the best of them.',
      'ਸਰੋਤੇ ਉਹ ਕੈਸੇਟਾਂ ਲੈ ਕੇ ਆਉਂਦੇ ਹਨ ਜੋ ਉਹ 1980 ਅਤੇ 90 ਦੇ ਦਹਾਕੇ ਵਿੱਚ ਕੈਨੇਡਾ ਲਿਆਏ ਸਨ, ਅਤੇ ਤਰਲੋਚਨ ਸਿੰਘ ਉਨ੍ਹਾਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਵਧੀਆ ਗੀਤ ਸੁਣਾਉਂਦੇ ਹਨ।',
    ),
  ],
  210: [
    ep(
      'Dedications for the night shift',
      'ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ ਲਈ ਸੁਨੇਹੇ',
      'Messages for nurses, security guards, warehouse crews and cab drivers, with the songs they asked for.',
      'ਨਰਸਾਂ, ਸਕਿਓਰਿਟੀ ਗਾਰਡਾਂ, ਵੇਅਰਹਾਊਸ ਦੇ ਕਾਮਿਆਂ ਅਤੇ ਟੈਕਸੀ ਡਰਾਈਵਰਾਂ ਲਈ ਸੁਨੇਹੇ, ਉਨ੍ਹਾਂ ਦੇ ਮਨਪਸੰਦ ਗੀਤਾਂ ਨਾਲ।',
    ),
    ep(
      'Long-haul love songs',
      'ਲੰਮੇ ਸਫ਼ਰ ਦੇ ਪਿਆਰ ਭਰੇ ਗੀਤ',
      'Truckers crossing the Rockies call in from rest stops to dedicate songs to the families waiting at home.',
      'ਰੌਕੀ ਪਹਾੜ ਪਾਰ ਕਰ ਰਹੇ ਟਰੱਕ ਡਰਾਈਵਰ ਰਸਤੇ ਦੇ ਪੜਾਵਾਂ ਤੋਂ ਫ਼ੋਨ ਕਰ ਕੇ ਘਰ ਉਡੀਕ ਰਹੇ ਪਰਿਵਾਰਾਂ ਲਈ ਗੀਤ ਸਮਰਪਿਤ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Exam week: songs to study to',
      'ਇਮਤਿਹਾਨਾਂ ਦਾ ਹਫ਼ਤਾ: ਪੜ੍ਹਾਈ ਵੇਲੇ ਦੇ ਗੀਤ',
      'Calm tracks and messages of encouragement for students pulling late nights before their finals.',
      'ਫ਼ਾਈਨਲ ਇਮਤਿਹਾਨਾਂ ਤੋਂ ਪਹਿਲਾਂ ਦੇਰ ਰਾਤ ਤੱਕ ਪੜ੍ਹ ਰਹੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਸ਼ਾਂਤ ਗੀਤ ਅਤੇ ਹੌਸਲਾ ਵਧਾਉਂਦੇ ਸੁਨੇਹੇ।',
    ),
    ep(
      'Your requests, no rules',
      'ਤੁਹਾਡੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ, ਕੋਈ ਪਾਬੰਦੀ ਨਹੀਂ',
      'Bhangra next to ghazals next to English pop: two hours of whatever listeners asked for, in the order they asked.',
      'ਭੰਗੜੇ ਦੇ ਨਾਲ ਗ਼ਜ਼ਲ ਅਤੇ ਗ਼ਜ਼ਲ ਦੇ ਨਾਲ ਅੰਗਰੇਜ਼ੀ ਪੌਪ: ਦੋ ਘੰਟੇ ਉਹੀ ਜੋ ਸਰੋਤਿਆਂ ਨੇ ਮੰਗਿਆ, ਉਸੇ ਤਰਤੀਬ ਵਿੱਚ।',
    ),
    ep(
      'Songs for someone far away',
      'ਦੂਰ ਬੈਠੇ ਕਿਸੇ ਆਪਣੇ ਲਈ',
      'Dedications to parents in Punjab, partners waiting for visas and friends scattered across Canada.',
      'ਪੰਜਾਬ ਬੈਠੇ ਮਾਪਿਆਂ, ਵੀਜ਼ੇ ਦੀ ਉਡੀਕ ਕਰ ਰਹੇ ਜੀਵਨ ਸਾਥੀਆਂ ਅਤੇ ਕੈਨੇਡਾ ਭਰ ਵਿੱਚ ਖਿੰਡੇ ਦੋਸਤਾਂ ਦੇ ਨਾਂ ਗੀਤ।',
    ),
  ],
};
