/**
 * The Lifestyle carousel's series: kitchen stories and wellness, newest first within each list. Every
 * person and business named is invented.
 */
import { type Entry, PA_EN } from './entry';

export const kitchenStories: Entry[] = [
  [
    'v',
    "Makki di Roti and Sarson da Saag, Nani's Way",
    'ਨਾਨੀ ਦੇ ਹੱਥਾਂ ਵਾਲਾ ਸਰ੍ਹੋਂ ਦਾ ਸਾਗ ਤੇ ਮੱਕੀ ਦੀ ਰੋਟੀ',
    'A Delta grandmother shows the slow way, and explains why she never uses a blender.',
    'ਡੈਲਟਾ ਦੀ ਇੱਕ ਨਾਨੀ ਹੌਲੀ-ਹੌਲੀ ਪਕਾਉਣ ਦਾ ਪੁਰਾਣਾ ਤਰੀਕਾ ਵਿਖਾਉਂਦੀ ਹੈ ਅਤੇ ਦੱਸਦੀ ਹੈ ਕਿ ਉਹ ਕਦੇ ਬਲੈਂਡਰ ਕਿਉਂ ਨਹੀਂ ਵਰਤਦੀ।',
    980,
  ],
  [
    'v',
    'Lassi Three Ways',
    'ਤਿੰਨ ਤਰ੍ਹਾਂ ਦੀ ਲੱਸੀ',
    'Sweet, salted and mango: the perfect summer lassi in under five minutes.',
    'ਮਿੱਠੀ, ਨਮਕੀਨ ਅਤੇ ਅੰਬ ਵਾਲੀ: ਪੰਜ ਮਿੰਟਾਂ ਤੋਂ ਘੱਟ ਸਮੇਂ ਵਿੱਚ ਗਰਮੀਆਂ ਲਈ ਬਿਹਤਰੀਨ ਲੱਸੀ।',
    272,
  ],
  [
    'a',
    'Pinni Season: Winter Sweets and Memories',
    'ਪਿੰਨੀਆਂ ਦਾ ਮੌਸਮ: ਸਰਦੀਆਂ ਦੀ ਮਠਿਆਈ ਤੇ ਯਾਦਾਂ',
    'Three generations of women talk while they roll pinnis for the whole family.',
    'ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਦੀਆਂ ਔਰਤਾਂ ਸਾਰੇ ਟੱਬਰ ਲਈ ਪਿੰਨੀਆਂ ਵੱਟਦਿਆਂ ਗੱਲਾਂ ਕਰਦੀਆਂ ਹਨ।',
    'original-b',
  ],
  [
    '-',
    'The Dhaba on Highway 1',
    'ਹਾਈਵੇ 1 ਵਾਲਾ ਢਾਬਾ',
    'Coming soon: the roadside kitchen that feeds long-haul truckers around the clock.',
    'ਜਲਦੀ ਆ ਰਹੀ ਹੈ: ਸੜਕ ਕਿਨਾਰੇ ਦੀ ਉਹ ਰਸੋਈ ਜੋ ਲੰਮੇ ਰੂਟਾਂ ਵਾਲੇ ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਨੂੰ ਚੌਵੀ ਘੰਟੇ ਖਾਣਾ ਖੁਆਉਂਦੀ ਹੈ।',
    1100,
  ],
  [
    'v',
    'Chole Bhature from a Surrey Food Truck',
    'ਸਰੀ ਦੇ ਫੂਡ ਟਰੱਕ ਵਾਲੇ ਛੋਲੇ-ਭਟੂਰੇ',
    "How a former engineer turned her mother's recipe into a lunchtime lineup.",
    'ਇੱਕ ਸਾਬਕਾ ਇੰਜੀਨੀਅਰ ਨੇ ਆਪਣੀ ਮਾਂ ਦੀ ਵਿਧੀ ਨਾਲ ਦੁਪਹਿਰ ਦੇ ਖਾਣੇ ਵੇਲੇ ਲੰਮੀਆਂ ਕਤਾਰਾਂ ਕਿਵੇਂ ਲਗਵਾ ਦਿੱਤੀਆਂ।',
    690,
  ],
  [
    'v',
    'Langar-Style Dal for Fifty',
    'ਪੰਜਾਹ ਜਣਿਆਂ ਲਈ ਲੰਗਰ ਵਾਲੀ ਦਾਲ',
    'Scaling up a gurdwara kitchen classic for family functions at home.',
    'ਘਰ ਦੇ ਪਰਿਵਾਰਕ ਸਮਾਗਮਾਂ ਲਈ ਗੁਰਦੁਆਰੇ ਦੀ ਰਸੋਈ ਦੀ ਮਸ਼ਹੂਰ ਦਾਲ ਵੱਡੀ ਮਾਤਰਾ ਵਿੱਚ ਬਣਾਉਣ ਦਾ ਤਰੀਕਾ।',
    745,
  ],
  [
    'v',
    'Karah Parshad: The Recipe and Its Meaning',
    'ਕੜਾਹ ਪ੍ਰਸ਼ਾਦ: ਵਿਧੀ ਅਤੇ ਇਸ ਦੀ ਮਹੱਤਤਾ',
    'A sevadar explains the equal measures, the ardas and the care that goes into every batch.',
    'ਇੱਕ ਸੇਵਾਦਾਰ ਬਰਾਬਰ ਮਿਣਤੀ, ਅਰਦਾਸ ਅਤੇ ਹਰ ਵਾਰ ਕੜਾਹ ਪ੍ਰਸ਼ਾਦ ਤਿਆਰ ਕਰਨ ਵਿੱਚ ਵਰਤੀ ਜਾਂਦੀ ਸੰਭਾਲ ਬਾਰੇ ਦੱਸਦਾ ਹੈ।',
    540,
  ],
];

export const wellness: Entry[] = [
  [
    'a',
    'Morning Walk: Sleep and Stress',
    'ਸਵੇਰ ਦੀ ਸੈਰ: ਨੀਂਦ ਅਤੇ ਤਣਾਅ',
    'A family doctor answers listener questions on insomnia, shift work and constant worry.',
    'ਇੱਕ ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਉਨੀਂਦਰੇ, ਸ਼ਿਫ਼ਟਾਂ ਵਾਲੇ ਕੰਮ ਅਤੇ ਹਰ ਵੇਲੇ ਦੀ ਚਿੰਤਾ ਬਾਰੇ ਸਰੋਤਿਆਂ ਦੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ।',
    'original-a',
  ],
  [
    'v',
    'Chair Yoga for Seniors',
    'ਬਜ਼ੁਰਗਾਂ ਲਈ ਕੁਰਸੀ ਯੋਗਾ',
    'A gentle fifteen-minute routine you can follow at home without any equipment.',
    'ਪੰਦਰਾਂ ਮਿੰਟਾਂ ਦੀ ਹਲਕੀ ਕਸਰਤ, ਜੋ ਤੁਸੀਂ ਬਿਨਾਂ ਕਿਸੇ ਸਾਮਾਨ ਦੇ ਘਰ ਬੈਠੇ ਕਰ ਸਕਦੇ ਹੋ।',
    905,
  ],
  [
    'a',
    'Heart Health and the Desi Diet',
    'ਦਿਲ ਦੀ ਸਿਹਤ ਅਤੇ ਦੇਸੀ ਖਾਣਾ',
    'Ghee, salt and sweets: a cardiologist on the small changes that make a real difference.',
    'ਘਿਓ, ਲੂਣ ਅਤੇ ਮਠਿਆਈਆਂ: ਦਿਲ ਦੇ ਰੋਗਾਂ ਦੇ ਮਾਹਿਰ ਦੱਸਦੇ ਹਨ ਕਿ ਕਿਹੜੀਆਂ ਛੋਟੀਆਂ ਤਬਦੀਲੀਆਂ ਸੱਚਮੁੱਚ ਫ਼ਰਕ ਪਾਉਂਦੀਆਂ ਹਨ।',
    'original-b',
  ],
  [
    'v',
    'Diabetes: Reading Your Lab Report',
    'ਸ਼ੂਗਰ: ਆਪਣੀ ਲੈਬ ਰਿਪੋਰਟ ਕਿਵੇਂ ਪੜ੍ਹੀਏ',
    'A1C, fasting sugar and what your test results are really telling you.',
    'A1C, ਖ਼ਾਲੀ ਪੇਟ ਸ਼ੂਗਰ, ਅਤੇ ਤੁਹਾਡੇ ਟੈਸਟਾਂ ਦੇ ਨਤੀਜੇ ਅਸਲ ਵਿੱਚ ਕੀ ਦੱਸਦੇ ਹਨ।',
    720,
  ],
  [
    'a',
    'Talking to Your Parents About Mental Health',
    'ਮਾਪਿਆਂ ਨਾਲ ਮਾਨਸਿਕ ਸਿਹਤ ਬਾਰੇ ਗੱਲ ਕਿਵੇਂ ਕਰੀਏ',
    'A counsellor shares the words that open doors instead of closing them.',
    'ਇੱਕ ਕੌਂਸਲਰ ਦੱਸਦੇ ਹਨ ਕਿ ਕਿਹੜੇ ਸ਼ਬਦ ਗੱਲਬਾਤ ਦੇ ਦਰਵਾਜ਼ੇ ਬੰਦ ਕਰਨ ਦੀ ਥਾਂ ਖੋਲ੍ਹਦੇ ਹਨ।',
    'original-b',
    PA_EN,
  ],
  [
    'v',
    'Stretches for Truckers and Office Workers',
    'ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਅਤੇ ਦਫ਼ਤਰੀ ਮੁਲਾਜ਼ਮਾਂ ਲਈ ਕਸਰਤਾਂ',
    'Five moves for your back and neck after long hours in the seat.',
    'ਸੀਟ ਉੱਤੇ ਲੰਮੇ ਘੰਟੇ ਬੈਠਣ ਤੋਂ ਬਾਅਦ ਪਿੱਠ ਅਤੇ ਗਰਦਨ ਲਈ ਪੰਜ ਕਸਰਤਾਂ।',
    315,
  ],
  [
    'a',
    "Women's Health: The Questions We Don't Ask",
    'ਔਰਤਾਂ ਦੀ ਸਿਹਤ: ਉਹ ਸਵਾਲ ਜੋ ਅਸੀਂ ਪੁੱਛਦੀਆਂ ਨਹੀਂ',
    'A nurse practitioner on screenings, menopause and asking for a second opinion.',
    'ਇੱਕ ਨਰਸ ਪ੍ਰੈਕਟੀਸ਼ਨਰ ਸਕਰੀਨਿੰਗ ਟੈਸਟਾਂ, ਮੀਨੋਪੌਜ਼ ਅਤੇ ਕਿਸੇ ਹੋਰ ਡਾਕਟਰ ਦੀ ਰਾਇ ਲੈਣ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
    'original-a',
  ],
  [
    'v',
    'Kids, Sports and Screen-Free Summers',
    'ਬੱਚੇ, ਖੇਡਾਂ ਅਤੇ ਸਕਰੀਨ ਤੋਂ ਬਿਨਾਂ ਗਰਮੀਆਂ',
    'A youth coach on getting children outdoors, active and off their phones.',
    'ਇੱਕ ਯੂਥ ਕੋਚ ਦੱਸਦੇ ਹਨ ਕਿ ਬੱਚਿਆਂ ਨੂੰ ਫ਼ੋਨਾਂ ਤੋਂ ਦੂਰ, ਘਰੋਂ ਬਾਹਰ ਅਤੇ ਚੁਸਤ-ਫੁਰਤ ਕਿਵੇਂ ਰੱਖਿਆ ਜਾਵੇ।',
    640,
    PA_EN,
  ],
];
