/**
 * Demo hosts of the station, ids 100–199: each on-air personality's name in English and Gurmukhi,
 * languages, social links and bio. Every person named here is invented.
 */
import type { HostInput, SocialLink } from '../../../../shared/types/content';
import { mediaImage, slugify } from '../helpers';

/**
 * A host: `id`, name in English and Gurmukhi, languages, social links in display order
 * (`{ instagram: url, … }`), bio and Punjabi bio. The slug follows from the name and the photo
 * from the slug.
 */
const host = (
  id: number,
  title: string,
  titlePa: string,
  languages: string[],
  links: Partial<Record<SocialLink['type'], string>>,
  bio: string,
  bioPa?: string,
): HostInput => {
  const slug = slugify(title);
  return {
    id,
    slug,
    title,
    titlePa,
    photo: mediaImage('hosts', slug),
    bio,
    ...(bioPa ? { bioPa } : {}),
    languages,
    socialLinks: Object.entries(links).map(([type, url]) => ({ type: type as SocialLink['type'], url })),
  };
};

const HOSTS: HostInput[] = [
  host(
    100,
    'Jaspal Singh Randhawa',
    'ਜਸਪਾਲ ਸਿੰਘ ਰੰਧਾਵਾ',
    ['Punjabi', 'English'],
    {
      instagram: 'https://www.instagram.com/jaspal.morningdrive',
      facebook: 'https://www.facebook.com/jaspalrandhawa915',
    },
    'Jaspal wakes up Metro Vancouver on weekday mornings with the headlines, bridge traffic and a steady stream of listener calls. He drove a taxi in Surrey for ten years before joining the station, and he still knows every shortcut between Newton and the Pattullo Bridge. Off air he coaches a junior kabaddi team in Abbotsford.',
    'ਜਸਪਾਲ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਸਵੇਰੇ-ਸਵੇਰੇ ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ, ਪੁਲਾਂ ਦੀ ਟ੍ਰੈਫ਼ਿਕ ਅਤੇ ਸਰੋਤਿਆਂ ਦੀਆਂ ਕਾਲਾਂ ਨਾਲ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਨੂੰ ਜਗਾਉਂਦੇ ਹਨ। ਸਟੇਸ਼ਨ ਨਾਲ ਜੁੜਨ ਤੋਂ ਪਹਿਲਾਂ ਉਨ੍ਹਾਂ ਨੇ ਦਸ ਸਾਲ ਸਰੀ ਵਿੱਚ ਟੈਕਸੀ ਚਲਾਈ, ਅਤੇ ਨਿਊਟਨ ਤੋਂ ਪਟੂਲੋ ਪੁਲ ਤੱਕ ਦਾ ਹਰ ਛੋਟਾ ਰਾਹ ਅੱਜ ਵੀ ਉਨ੍ਹਾਂ ਨੂੰ ਜ਼ੁਬਾਨੀ ਯਾਦ ਹੈ। ਰੇਡੀਓ ਤੋਂ ਬਾਹਰ ਉਹ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਜੂਨੀਅਰ ਕਬੱਡੀ ਟੀਮ ਨੂੰ ਸਿਖਲਾਈ ਦਿੰਦੇ ਹਨ।',
  ),
  host(
    101,
    'Kamaljit Kaur Bains',
    'ਕਮਲਜੀਤ ਕੌਰ ਬੈਂਸ',
    ['Punjabi', 'English', 'Hindi'],
    {
      instagram: 'https://www.instagram.com/kamaljitbains.news',
      twitter: 'https://x.com/kamalbains915',
      linkedin: 'https://www.linkedin.com/in/kamaljit-kaur-bains',
    },
    'Kamaljit co-hosts Morning Drive and reads the bilingual news on the hour from 6 to 9. She came to Canada as an international student, studied broadcast journalism in Burnaby and worked overnight shifts at a Surrey warehouse while she built her first demo reel.',
    'ਕਮਲਜੀਤ ਮੌਰਨਿੰਗ ਡਰਾਈਵ ਦੀ ਸਹਿ-ਮੇਜ਼ਬਾਨ ਹਨ ਅਤੇ ਸਵੇਰੇ 6 ਤੋਂ 9 ਵਜੇ ਤੱਕ ਹਰ ਘੰਟੇ ਦੋਵਾਂ ਬੋਲੀਆਂ ਵਿੱਚ ਖ਼ਬਰਾਂ ਪੜ੍ਹਦੀਆਂ ਹਨ। ਉਹ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥਣ ਵਜੋਂ ਕੈਨੇਡਾ ਆਈਆਂ, ਬਰਨਬੀ ਵਿੱਚ ਬ੍ਰਾਡਕਾਸਟ ਪੱਤਰਕਾਰੀ ਦੀ ਪੜ੍ਹਾਈ ਕੀਤੀ ਅਤੇ ਆਪਣੀ ਪਹਿਲੀ ਡੈਮੋ ਰੀਲ ਬਣਾਉਂਦਿਆਂ ਸਰੀ ਦੇ ਇੱਕ ਵੇਅਰਹਾਊਸ ਵਿੱਚ ਰਾਤ ਦੀਆਂ ਸ਼ਿਫ਼ਟਾਂ ਵੀ ਲਾਈਆਂ।',
  ),
  host(
    102,
    'Giani Balwant Singh Khalsa',
    'ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਖ਼ਾਲਸਾ',
    ['Punjabi'],
    { youtube: 'https://www.youtube.com/@gianibalwantsingh' },
    'Giani Balwant Singh leads Amrit Vela every weekday at dawn and presents Sunday Sangat. Trained in Gurmat sangeet in Amritsar, he has served as a kirtani and katha vachak in gurdwaras across the Lower Mainland for more than twenty-five years. His gentle explanations of Gurbani have made the early hour a favourite with truck drivers and night-shift workers.',
    'ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਤੜਕੇ "ਅੰਮ੍ਰਿਤ ਵੇਲਾ" ਅਤੇ ਐਤਵਾਰ ਨੂੰ "ਐਤਵਾਰ ਦੀ ਸੰਗਤ" ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਗੁਰਮਤਿ ਸੰਗੀਤ ਦੀ ਸਿੱਖਿਆ ਲੈਣ ਵਾਲੇ ਗਿਆਨੀ ਜੀ ਪੱਚੀ ਸਾਲਾਂ ਤੋਂ ਵੱਧ ਸਮੇਂ ਤੋਂ ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਗੁਰਦੁਆਰਿਆਂ ਵਿੱਚ ਕੀਰਤਨ ਅਤੇ ਕਥਾ ਦੀ ਸੇਵਾ ਨਿਭਾ ਰਹੇ ਹਨ। ਗੁਰਬਾਣੀ ਦੀ ਉਨ੍ਹਾਂ ਦੀ ਸਰਲ ਵਿਆਖਿਆ ਨੇ ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਅਤੇ ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ ਵਾਲੇ ਕਾਮਿਆਂ ਵਿੱਚ ਇਸ ਵੇਲੇ ਨੂੰ ਖ਼ਾਸ ਬਣਾ ਦਿੱਤਾ ਹੈ।',
  ),
  host(
    103,
    'Rupinder Kaur Grewal',
    'ਰੁਪਿੰਦਰ ਕੌਰ ਗਰੇਵਾਲ',
    ['Punjabi', 'English'],
    { facebook: 'https://www.facebook.com/rupibhenji915', whatsapp: 'https://wa.me/16045550142' },
    'Rupinder hosts Community Connect and Seniors di Sath, and joins the Seva Saturdays team on the road. A former settlement worker, she spent fifteen years helping newcomer families in Surrey find housing, schools and family doctors. Listeners call her "Rupi bhenji" and trust her to find the right person to answer their question.',
    'ਰੁਪਿੰਦਰ "ਕਮਿਊਨਿਟੀ ਕਨੈਕਟ" ਅਤੇ "ਬਜ਼ੁਰਗਾਂ ਦੀ ਸੱਥ" ਦੀ ਮੇਜ਼ਬਾਨ ਹਨ ਅਤੇ ਸ਼ਨਿੱਚਰਵਾਰ ਨੂੰ ਸੇਵਾ ਟੀਮ ਨਾਲ ਬਾਹਰੋਂ ਪ੍ਰਸਾਰਣ ਵੀ ਕਰਦੀਆਂ ਹਨ। ਉਨ੍ਹਾਂ ਨੇ ਪੰਦਰਾਂ ਸਾਲ ਸੈਟਲਮੈਂਟ ਵਰਕਰ ਵਜੋਂ ਸਰੀ ਵਿੱਚ ਨਵੇਂ ਆਏ ਪਰਿਵਾਰਾਂ ਨੂੰ ਘਰ, ਸਕੂਲ ਅਤੇ ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਲੱਭਣ ਵਿੱਚ ਮਦਦ ਕੀਤੀ। ਸਰੋਤੇ ਉਨ੍ਹਾਂ ਨੂੰ ਪਿਆਰ ਨਾਲ "ਰੂਪੀ ਭੈਣਜੀ" ਕਹਿੰਦੇ ਹਨ।',
  ),
  host(
    104,
    'Manny Dhillon',
    'ਮੈਨੀ ਢਿੱਲੋਂ',
    ['Punjabi', 'English'],
    {
      instagram: 'https://www.instagram.com/djmannydhillon',
      tiktok: 'https://www.tiktok.com/@mannyontheradio',
      youtube: 'https://www.youtube.com/@mannydhillonmusic',
    },
    "Manny spins the newest Punjabi tracks on Dupehar de Geet and counts down the week's biggest songs on the Punjabi Top 20. He started as a wedding DJ in Abbotsford and still plays a few dhol-heavy sets every summer. He has interviewed dozens of visiting artists backstage at Lower Mainland shows.",
    'ਮੈਨੀ "ਦੁਪਹਿਰ ਦੇ ਗੀਤ" ਵਿੱਚ ਨਵੇਂ ਪੰਜਾਬੀ ਗੀਤ ਸੁਣਾਉਂਦੇ ਹਨ ਅਤੇ "ਪੰਜਾਬੀ ਟੌਪ 20" ਵਿੱਚ ਹਫ਼ਤੇ ਦੇ ਸਭ ਤੋਂ ਮਸ਼ਹੂਰ ਗੀਤਾਂ ਦੀ ਗਿਣਤੀ ਕਰਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਨੇ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਵਿਆਹਾਂ ਦੇ ਡੀਜੇ ਵਜੋਂ ਸ਼ੁਰੂਆਤ ਕੀਤੀ ਸੀ ਅਤੇ ਹਰ ਗਰਮੀਆਂ ਵਿੱਚ ਅੱਜ ਵੀ ਢੋਲ ਵਾਲੇ ਕੁਝ ਸੈੱਟ ਵਜਾਉਂਦੇ ਹਨ।',
  ),
  host(
    105,
    'Dr. Amandeep Kaur Johal',
    'ਡਾ. ਅਮਨਦੀਪ ਕੌਰ ਜੌਹਲ',
    ['Punjabi', 'English', 'Hindi'],
    { instagram: 'https://www.instagram.com/drjohal.sehat', website: 'https://sehatsalah.example' },
    "Dr. Johal is a family physician in Surrey who hosts Sehat Salah, the weekday health hour. She answers listeners' questions about diabetes, heart health, medications and navigating the health-care system, always in plain Punjabi. She reminds every caller that the show is general information and no substitute for their own doctor.",
    'ਡਾ. ਜੌਹਲ ਸਰੀ ਵਿੱਚ ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਹਨ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਸਿਹਤ ਬਾਰੇ ਪ੍ਰੋਗਰਾਮ "ਸਿਹਤ ਸਲਾਹ" ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਉਹ ਸ਼ੂਗਰ, ਦਿਲ ਦੀ ਸਿਹਤ, ਦਵਾਈਆਂ ਅਤੇ ਸਿਹਤ ਪ੍ਰਣਾਲੀ ਬਾਰੇ ਸਰੋਤਿਆਂ ਦੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਸੌਖੀ ਪੰਜਾਬੀ ਵਿੱਚ ਦਿੰਦੇ ਹਨ। ਉਹ ਹਰ ਕਾਲਰ ਨੂੰ ਯਾਦ ਕਰਵਾਉਂਦੇ ਹਨ ਕਿ ਇਹ ਆਮ ਜਾਣਕਾਰੀ ਹੈ, ਆਪਣੇ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਦਾ ਬਦਲ ਨਹੀਂ।',
  ),
  host(
    106,
    'Sukhwinder Singh Pannu',
    'ਸੁਖਵਿੰਦਰ ਸਿੰਘ ਪੰਨੂ',
    ['Punjabi', 'English', 'Hindi'],
    { twitter: 'https://x.com/sukhpannu_live', facebook: 'https://www.facebook.com/theopenline915' },
    "Sukhwinder hosts The Open Line, the station's weekday call-in on the issues people talk about at the kitchen table. He was a newspaper editor in Jalandhar before moving to Surrey, and he is known for letting callers finish their point before he asks the hard follow-up question.",
    'ਸੁਖਵਿੰਦਰ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਦਾ ਕਾਲ-ਇਨ ਪ੍ਰੋਗਰਾਮ "ਖੁੱਲ੍ਹੀ ਗੱਲਬਾਤ" ਪੇਸ਼ ਕਰਦੇ ਹਨ, ਜਿਸ ਵਿੱਚ ਉਹ ਮਸਲੇ ਵਿਚਾਰੇ ਜਾਂਦੇ ਹਨ ਜਿਨ੍ਹਾਂ ਦੀ ਚਰਚਾ ਘਰ-ਘਰ ਹੁੰਦੀ ਹੈ। ਸਰੀ ਆਉਣ ਤੋਂ ਪਹਿਲਾਂ ਉਹ ਜਲੰਧਰ ਵਿੱਚ ਅਖ਼ਬਾਰ ਦੇ ਸੰਪਾਦਕ ਸਨ। ਉਹ ਕਾਲਰ ਦੀ ਪੂਰੀ ਗੱਲ ਸੁਣਨ ਤੋਂ ਬਾਅਦ ਹੀ ਔਖਾ ਸਵਾਲ ਪੁੱਛਣ ਲਈ ਜਾਣੇ ਜਾਂਦੇ ਹਨ।',
  ),
  host(
    107,
    'Neha Sharma Arora',
    'ਨੇਹਾ ਸ਼ਰਮਾ ਅਰੋੜਾ',
    ['Hindi', 'Punjabi', 'English'],
    {
      instagram: 'https://www.instagram.com/neha.bollywoodsunset',
      tiktok: 'https://www.tiktok.com/@nehaplaysfilmsongs',
    },
    'Neha presents Bollywood Sunset, two hours of film songs old and new with stories from behind the scenes. She grew up in Chandigarh on a diet of Sunday-night film songs on the radio, and she moved to Vancouver to study film production. Her weekly "one song, one story" segment is built entirely from listener memories.',
    'ਨੇਹਾ "ਬਾਲੀਵੁੱਡ ਸਨਸੈੱਟ" ਪੇਸ਼ ਕਰਦੀ ਹੈ, ਜਿਸ ਵਿੱਚ ਦੋ ਘੰਟੇ ਨਵੇਂ-ਪੁਰਾਣੇ ਫ਼ਿਲਮੀ ਗੀਤ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਪਿੱਛੇ ਦੀਆਂ ਕਹਾਣੀਆਂ ਸੁਣਾਈਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਉਹ ਚੰਡੀਗੜ੍ਹ ਵਿੱਚ ਰੇਡੀਓ \'ਤੇ ਫ਼ਿਲਮੀ ਗੀਤ ਸੁਣਦਿਆਂ ਵੱਡੀ ਹੋਈ ਅਤੇ ਫ਼ਿਲਮ ਨਿਰਮਾਣ ਦੀ ਪੜ੍ਹਾਈ ਲਈ ਵੈਨਕੂਵਰ ਆਈ। ਉਸ ਦਾ ਹਫ਼ਤਾਵਾਰੀ ਹਿੱਸਾ "ਇੱਕ ਗੀਤ, ਇੱਕ ਕਹਾਣੀ" ਪੂਰੀ ਤਰ੍ਹਾਂ ਸਰੋਤਿਆਂ ਦੀਆਂ ਯਾਦਾਂ \'ਤੇ ਅਧਾਰਿਤ ਹੈ।',
  ),
  host(
    108,
    'Tarlochan Singh Mann',
    'ਤਰਲੋਚਨ ਸਿੰਘ ਮਾਨ',
    ['Punjabi'],
    { facebook: 'https://www.facebook.com/shaamdimehfil915' },
    'Tarlochan, "Tari" to his listeners, hosts Shaam di Mehfil, the nightly home of classic Punjabi folk, duets and ghazals. A retired music teacher from Ludhiana, he owns more than two thousand records and cassettes, many of which he carried to Canada in his suitcase. He often plays a verse on the harmonium live in the studio.',
    'ਸਰੋਤਿਆਂ ਦੇ "ਤਾਰੀ ਜੀ" ਯਾਨੀ ਤਰਲੋਚਨ ਸਿੰਘ ਹਰ ਰਾਤ "ਸ਼ਾਮ ਦੀ ਮਹਿਫ਼ਲ" ਸਜਾਉਂਦੇ ਹਨ, ਜਿੱਥੇ ਪੁਰਾਣੇ ਲੋਕ ਗੀਤ, ਦੋਗਾਣੇ ਅਤੇ ਗ਼ਜ਼ਲਾਂ ਗੂੰਜਦੀਆਂ ਹਨ। ਲੁਧਿਆਣੇ ਤੋਂ ਸੇਵਾਮੁਕਤ ਸੰਗੀਤ ਅਧਿਆਪਕ ਕੋਲ ਦੋ ਹਜ਼ਾਰ ਤੋਂ ਵੱਧ ਰਿਕਾਰਡ ਅਤੇ ਕੈਸੇਟਾਂ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੀਆਂ ਉਹ ਆਪਣੇ ਅਟੈਚੀ ਵਿੱਚ ਪਾ ਕੇ ਕੈਨੇਡਾ ਲਿਆਏ ਸਨ। ਅਕਸਰ ਉਹ ਸਟੂਡੀਓ ਵਿੱਚ ਹੀ ਹਾਰਮੋਨੀਅਮ \'ਤੇ ਕੋਈ ਬੰਦ ਛੇੜ ਦਿੰਦੇ ਹਨ।',
  ),
  host(
    109,
    'Jasleen Kaur Chahal',
    'ਜਸਲੀਨ ਕੌਰ ਚਾਹਲ',
    ['English', 'Punjabi'],
    { instagram: 'https://www.instagram.com/jasleen.afterdark', tiktok: 'https://www.tiktok.com/@jasleenchahal915' },
    'Jasleen keeps the night-shift company on Raat di Farmaish and hands the microphone to teenagers on Youth Voices Hour. Born and raised in Surrey, she switches between Punjabi and English mid-sentence the way her listeners do. She studied psychology at a Fraser Valley university and volunteers with a youth mental-health line.',
    'ਜਸਲੀਨ "ਰਾਤ ਦੀ ਫ਼ਰਮਾਇਸ਼" ਵਿੱਚ ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ ਵਾਲਿਆਂ ਦਾ ਸਾਥ ਦਿੰਦੀ ਹੈ ਅਤੇ "ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ" ਵਿੱਚ ਮਾਈਕ ਨੌਜਵਾਨਾਂ ਦੇ ਹੱਥ ਫੜਾਉਂਦੀ ਹੈ। ਸਰੀ ਵਿੱਚ ਜੰਮੀ-ਪਲੀ ਜਸਲੀਨ ਆਪਣੇ ਸਰੋਤਿਆਂ ਵਾਂਗ ਹੀ ਇੱਕੋ ਵਾਕ ਵਿੱਚ ਪੰਜਾਬੀ ਤੇ ਅੰਗਰੇਜ਼ੀ ਰਲਾ ਲੈਂਦੀ ਹੈ। ਉਸ ਨੇ ਮਨੋਵਿਗਿਆਨ ਦੀ ਪੜ੍ਹਾਈ ਕੀਤੀ ਹੈ ਅਤੇ ਨੌਜਵਾਨਾਂ ਦੀ ਮਾਨਸਿਕ ਸਿਹਤ ਹੈਲਪਲਾਈਨ ਨਾਲ ਵਲੰਟੀਅਰ ਵਜੋਂ ਜੁੜੀ ਹੋਈ ਹੈ।',
  ),
  host(
    110,
    'Arjun Mehta',
    'ਅਰਜੁਨ ਮਹਿਤਾ',
    ['English', 'Punjabi', 'Hindi'],
    { twitter: 'https://x.com/arjunmehta_city', linkedin: 'https://www.linkedin.com/in/arjun-mehta-reporter' },
    "Arjun is the station's senior reporter for city hall and transit, and he anchors Evening Drive and the Sunday edition of Ask City Hall. He covers Surrey and Delta council meetings, policing and the SkyTrain extension, filing in both English and Punjabi.",
    'ਅਰਜੁਨ ਸਟੇਸ਼ਨ ਦੇ ਸਿਟੀ ਹਾਲ ਅਤੇ ਟ੍ਰਾਂਜ਼ਿਟ ਮਾਮਲਿਆਂ ਦੇ ਸੀਨੀਅਰ ਰਿਪੋਰਟਰ ਹਨ ਅਤੇ "ਈਵਨਿੰਗ ਡਰਾਈਵ" ਤੇ ਐਤਵਾਰ ਦਾ "ਸਿਟੀ ਹਾਲ ਨੂੰ ਪੁੱਛੋ" ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਉਹ ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੀਆਂ ਕੌਂਸਲ ਮੀਟਿੰਗਾਂ, ਪੁਲਿਸ ਅਤੇ ਸਕਾਈਟ੍ਰੇਨ ਦੇ ਵਿਸਥਾਰ ਦੀ ਰਿਪੋਰਟਿੰਗ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਦੋਵਾਂ ਵਿੱਚ ਕਰਦੇ ਹਨ।',
  ),
  host(
    111,
    'Harman Singh Sekhon',
    'ਹਰਮਨ ਸਿੰਘ ਸੇਖੋਂ',
    ['Punjabi', 'English'],
    { instagram: 'https://www.instagram.com/harmansekhon.sports', twitter: 'https://x.com/khedsansar915' },
    'Harman brings the sports desk to Evening Drive and hosts Khed Sansar every Sunday afternoon. He played field hockey for his university in Patiala and has called kabaddi cup matches from Surrey to Brampton. Expect cricket scores, Canucks talk and plenty of arguments about the best raiders of all time.',
    'ਹਰਮਨ "ਈਵਨਿੰਗ ਡਰਾਈਵ" ਵਿੱਚ ਖੇਡ ਖ਼ਬਰਾਂ ਦਿੰਦੇ ਹਨ ਅਤੇ ਹਰ ਐਤਵਾਰ ਦੁਪਹਿਰ "ਖੇਡ ਸੰਸਾਰ" ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਉਹ ਪਟਿਆਲੇ ਵਿੱਚ ਆਪਣੀ ਯੂਨੀਵਰਸਿਟੀ ਲਈ ਹਾਕੀ ਖੇਡ ਚੁੱਕੇ ਹਨ ਅਤੇ ਸਰੀ ਤੋਂ ਬਰੈਂਪਟਨ ਤੱਕ ਕਬੱਡੀ ਕੱਪਾਂ ਦੀ ਕੁਮੈਂਟਰੀ ਕਰ ਚੁੱਕੇ ਹਨ। ਉਨ੍ਹਾਂ ਦੇ ਪ੍ਰੋਗਰਾਮ ਵਿੱਚ ਕ੍ਰਿਕਟ ਦੇ ਸਕੋਰ, ਕੈਨਕਸ ਦੀਆਂ ਗੱਲਾਂ ਅਤੇ ਸਭ ਤੋਂ ਵਧੀਆ ਰੇਡਰਾਂ ਬਾਰੇ ਬਹਿਸਾਂ ਜ਼ਰੂਰ ਹੁੰਦੀਆਂ ਹਨ।',
  ),
  host(
    112,
    'Paramjit Kaur Toor',
    'ਪਰਮਜੀਤ ਕੌਰ ਤੂਰ',
    ['Punjabi', 'English'],
    { linkedin: 'https://www.linkedin.com/in/paramjit-toor-law' },
    "Paramjit is a Surrey lawyer who practises family and immigration law, and she hosts Kanooni Salah on Saturday afternoons. Each week she explains one area of the law in everyday Punjabi and takes calls on tenancy, work permits, sponsorship and wills. She never gives advice on a listener's specific case on air, but she always tells them where to go next.",
    'ਪਰਮਜੀਤ ਸਰੀ ਵਿੱਚ ਪਰਿਵਾਰਕ ਅਤੇ ਇਮੀਗ੍ਰੇਸ਼ਨ ਕਾਨੂੰਨ ਦੀ ਵਕੀਲ ਹਨ ਅਤੇ ਸ਼ਨਿੱਚਰਵਾਰ ਦੁਪਹਿਰ "ਕਾਨੂੰਨੀ ਸਲਾਹ" ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਹਰ ਹਫ਼ਤੇ ਉਹ ਕਾਨੂੰਨ ਦੇ ਕਿਸੇ ਇੱਕ ਪੱਖ ਨੂੰ ਆਮ ਬੋਲਚਾਲ ਦੀ ਪੰਜਾਬੀ ਵਿੱਚ ਸਮਝਾਉਂਦੇ ਹਨ ਅਤੇ ਕਿਰਾਏਦਾਰੀ, ਵਰਕ ਪਰਮਿਟ, ਸਪਾਂਸਰਸ਼ਿਪ ਤੇ ਵਸੀਅਤ ਬਾਰੇ ਕਾਲਾਂ ਲੈਂਦੇ ਹਨ। ਉਹ ਕਿਸੇ ਦੇ ਨਿੱਜੀ ਕੇਸ ਬਾਰੇ ਰੇਡੀਓ \'ਤੇ ਸਲਾਹ ਨਹੀਂ ਦਿੰਦੇ, ਪਰ ਇਹ ਜ਼ਰੂਰ ਦੱਸਦੇ ਹਨ ਕਿ ਅਗਲਾ ਕਦਮ ਕੀ ਹੋਵੇ।',
  ),
  host(
    113,
    'Rohan Sidhu',
    'ਰੋਹਨ ਸਿੱਧੂ',
    ['English', 'Punjabi'],
    { instagram: 'https://www.instagram.com/sevasaturdays', facebook: 'https://www.facebook.com/rohansidhu.community' },
    "Rohan is the station's community outreach coordinator and the voice of Seva Saturdays Live, broadcast from food drives, school gyms and gurdwara langar halls. He organises the volunteer program and books the community guests who fill the weekend schedule.",
    'ਰੋਹਨ ਸਟੇਸ਼ਨ ਦੇ ਭਾਈਚਾਰਕ ਸੰਪਰਕ ਕੋਆਰਡੀਨੇਟਰ ਅਤੇ "ਸੇਵਾ ਸ਼ਨਿੱਚਰਵਾਰ ਲਾਈਵ" ਦੀ ਆਵਾਜ਼ ਹਨ, ਜੋ ਫ਼ੂਡ ਡਰਾਈਵਾਂ, ਸਕੂਲਾਂ ਦੇ ਜਿਮਾਂ ਅਤੇ ਗੁਰਦੁਆਰਿਆਂ ਦੇ ਲੰਗਰ ਹਾਲਾਂ ਤੋਂ ਪ੍ਰਸਾਰਿਤ ਹੁੰਦਾ ਹੈ। ਉਹ ਵਲੰਟੀਅਰ ਪ੍ਰੋਗਰਾਮ ਚਲਾਉਂਦੇ ਹਨ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰਲੇ ਦਿਨਾਂ ਦੇ ਪ੍ਰੋਗਰਾਮਾਂ ਲਈ ਭਾਈਚਾਰੇ ਦੇ ਮਹਿਮਾਨਾਂ ਨੂੰ ਸੱਦਦੇ ਹਨ।',
  ),
  host(
    114,
    'Preeti Kaur Aujla',
    'ਪ੍ਰੀਤੀ ਕੌਰ ਔਜਲਾ',
    ['Punjabi', 'English'],
    { youtube: 'https://www.youtube.com/@nikketaareradio' },
    "Preeti hosts Nikke Taare, the Sunday-morning hour for children, with stories, riddles and songs in Punjabi. An elementary-school teacher in Abbotsford, she wants every child in the Fraser Valley to hear their grandparents' language spoken with joy. Young listeners send her drawings, which cover an entire wall of the studio.",
    'ਪ੍ਰੀਤੀ ਐਤਵਾਰ ਸਵੇਰੇ ਬੱਚਿਆਂ ਦਾ ਘੰਟਾ "ਨਿੱਕੇ ਤਾਰੇ" ਪੇਸ਼ ਕਰਦੇ ਹਨ, ਜਿਸ ਵਿੱਚ ਪੰਜਾਬੀ ਵਿੱਚ ਕਹਾਣੀਆਂ, ਬੁਝਾਰਤਾਂ ਅਤੇ ਗੀਤ ਹੁੰਦੇ ਹਨ। ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਐਲੀਮੈਂਟਰੀ ਸਕੂਲ ਦੀ ਅਧਿਆਪਕਾ ਪ੍ਰੀਤੀ ਚਾਹੁੰਦੇ ਹਨ ਕਿ ਫਰੇਜ਼ਰ ਵੈਲੀ ਦਾ ਹਰ ਬੱਚਾ ਆਪਣੇ ਦਾਦਾ-ਦਾਦੀ ਦੀ ਬੋਲੀ ਚਾਅ ਨਾਲ ਬੋਲੀ ਜਾਂਦੀ ਸੁਣੇ। ਨਿੱਕੇ ਸਰੋਤੇ ਉਨ੍ਹਾਂ ਨੂੰ ਆਪਣੀਆਂ ਬਣਾਈਆਂ ਤਸਵੀਰਾਂ ਭੇਜਦੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਨਾਲ ਸਟੂਡੀਓ ਦੀ ਇੱਕ ਪੂਰੀ ਕੰਧ ਭਰ ਗਈ ਹੈ।',
  ),
];

/** The station's on-air personalities, ids 100–199. */
export function hosts(): HostInput[] {
  return HOSTS.map((h) => ({ ...h, socialLinks: h.socialLinks.map((l) => ({ ...l })) }));
}
