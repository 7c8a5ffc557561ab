import type { DayGroup, EpisodeInput, HostInput, ShowInput, SocialLink } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { mediaImage, slugify, soundcloudLink, videoId, youtubeLink } from './helpers';

/**
 * Demo content for the on-air side of the station: hosts (ids 100–199), the weekly schedule of
 * shows (ids 200–299) and recent episodes of every show (ids 10000–19999).
 *
 * The weekday schedule runs without gaps from 05:00 to 23:59; Saturday and Sunday each carry
 * morning, afternoon and evening programmes. Slugs and times of the community shows match the
 * cards on the community page (pages.ts). Every person named here is invented.
 */

// ---------------------------------------------------------------------------------------------
// Hosts
// ---------------------------------------------------------------------------------------------

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
    'Manny spins the newest Punjabi tracks on Dupehar de Geet and counts down the week\'s biggest songs on the Punjabi Top 20. He started as a wedding DJ in Abbotsford and still plays a few dhol-heavy sets every summer. He has interviewed dozens of visiting artists backstage at Lower Mainland shows.',
    'ਮੈਨੀ "ਦੁਪਹਿਰ ਦੇ ਗੀਤ" ਵਿੱਚ ਨਵੇਂ ਪੰਜਾਬੀ ਗੀਤ ਸੁਣਾਉਂਦੇ ਹਨ ਅਤੇ "ਪੰਜਾਬੀ ਟੌਪ 20" ਵਿੱਚ ਹਫ਼ਤੇ ਦੇ ਸਭ ਤੋਂ ਮਸ਼ਹੂਰ ਗੀਤਾਂ ਦੀ ਗਿਣਤੀ ਕਰਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਨੇ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਵਿਆਹਾਂ ਦੇ ਡੀਜੇ ਵਜੋਂ ਸ਼ੁਰੂਆਤ ਕੀਤੀ ਸੀ ਅਤੇ ਹਰ ਗਰਮੀਆਂ ਵਿੱਚ ਅੱਜ ਵੀ ਢੋਲ ਵਾਲੇ ਕੁਝ ਸੈੱਟ ਵਜਾਉਂਦੇ ਹਨ।',
  ),
  host(
    105,
    'Dr. Amandeep Kaur Johal',
    'ਡਾ. ਅਮਨਦੀਪ ਕੌਰ ਜੌਹਲ',
    ['Punjabi', 'English', 'Hindi'],
    { instagram: 'https://www.instagram.com/drjohal.sehat', website: 'https://sehatsalah.example' },
    'Dr. Johal is a family physician in Surrey who hosts Sehat Salah, the weekday health hour. She answers listeners\' questions about diabetes, heart health, medications and navigating the health-care system, always in plain Punjabi. She reminds every caller that the show is general information and no substitute for their own doctor.',
    'ਡਾ. ਜੌਹਲ ਸਰੀ ਵਿੱਚ ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਹਨ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਸਿਹਤ ਬਾਰੇ ਪ੍ਰੋਗਰਾਮ "ਸਿਹਤ ਸਲਾਹ" ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਉਹ ਸ਼ੂਗਰ, ਦਿਲ ਦੀ ਸਿਹਤ, ਦਵਾਈਆਂ ਅਤੇ ਸਿਹਤ ਪ੍ਰਣਾਲੀ ਬਾਰੇ ਸਰੋਤਿਆਂ ਦੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਸੌਖੀ ਪੰਜਾਬੀ ਵਿੱਚ ਦਿੰਦੇ ਹਨ। ਉਹ ਹਰ ਕਾਲਰ ਨੂੰ ਯਾਦ ਕਰਵਾਉਂਦੇ ਹਨ ਕਿ ਇਹ ਆਮ ਜਾਣਕਾਰੀ ਹੈ, ਆਪਣੇ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਦਾ ਬਦਲ ਨਹੀਂ।',
  ),
  host(
    106,
    'Sukhwinder Singh Pannu',
    'ਸੁਖਵਿੰਦਰ ਸਿੰਘ ਪੰਨੂ',
    ['Punjabi', 'English', 'Hindi'],
    { twitter: 'https://x.com/sukhpannu_live', facebook: 'https://www.facebook.com/theopenline915' },
    'Sukhwinder hosts The Open Line, the station\'s weekday call-in on the issues people talk about at the kitchen table. He was a newspaper editor in Jalandhar before moving to Surrey, and he is known for letting callers finish their point before he asks the hard follow-up question.',
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
    'Arjun is the station\'s senior reporter for city hall and transit, and he anchors Evening Drive and the Sunday edition of Ask City Hall. He covers Surrey and Delta council meetings, policing and the SkyTrain extension, filing in both English and Punjabi.',
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
    'Paramjit is a Surrey lawyer who practises family and immigration law, and she hosts Kanooni Salah on Saturday afternoons. Each week she explains one area of the law in everyday Punjabi and takes calls on tenancy, work permits, sponsorship and wills. She never gives advice on a listener\'s specific case on air, but she always tells them where to go next.',
    'ਪਰਮਜੀਤ ਸਰੀ ਵਿੱਚ ਪਰਿਵਾਰਕ ਅਤੇ ਇਮੀਗ੍ਰੇਸ਼ਨ ਕਾਨੂੰਨ ਦੀ ਵਕੀਲ ਹਨ ਅਤੇ ਸ਼ਨਿੱਚਰਵਾਰ ਦੁਪਹਿਰ "ਕਾਨੂੰਨੀ ਸਲਾਹ" ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਹਰ ਹਫ਼ਤੇ ਉਹ ਕਾਨੂੰਨ ਦੇ ਕਿਸੇ ਇੱਕ ਪੱਖ ਨੂੰ ਆਮ ਬੋਲਚਾਲ ਦੀ ਪੰਜਾਬੀ ਵਿੱਚ ਸਮਝਾਉਂਦੇ ਹਨ ਅਤੇ ਕਿਰਾਏਦਾਰੀ, ਵਰਕ ਪਰਮਿਟ, ਸਪਾਂਸਰਸ਼ਿਪ ਤੇ ਵਸੀਅਤ ਬਾਰੇ ਕਾਲਾਂ ਲੈਂਦੇ ਹਨ। ਉਹ ਕਿਸੇ ਦੇ ਨਿੱਜੀ ਕੇਸ ਬਾਰੇ ਰੇਡੀਓ \'ਤੇ ਸਲਾਹ ਨਹੀਂ ਦਿੰਦੇ, ਪਰ ਇਹ ਜ਼ਰੂਰ ਦੱਸਦੇ ਹਨ ਕਿ ਅਗਲਾ ਕਦਮ ਕੀ ਹੋਵੇ।',
  ),
  host(
    113,
    'Rohan Sidhu',
    'ਰੋਹਨ ਸਿੱਧੂ',
    ['English', 'Punjabi'],
    { instagram: 'https://www.instagram.com/sevasaturdays', facebook: 'https://www.facebook.com/rohansidhu.community' },
    'Rohan is the station\'s community outreach coordinator and the voice of Seva Saturdays Live, broadcast from food drives, school gyms and gurdwara langar halls. He organises the volunteer program and books the community guests who fill the weekend schedule.',
  ),
  host(
    114,
    'Preeti Kaur Aujla',
    'ਪ੍ਰੀਤੀ ਕੌਰ ਔਜਲਾ',
    ['Punjabi', 'English'],
    { youtube: 'https://www.youtube.com/@nikketaareradio' },
    'Preeti hosts Nikke Taare, the Sunday-morning hour for children, with stories, riddles and songs in Punjabi. An elementary-school teacher in Abbotsford, she wants every child in the Fraser Valley to hear their grandparents\' language spoken with joy. Young listeners send her drawings, which cover an entire wall of the studio.',
  ),
];

/** The station's on-air personalities, ids 100–199. */
export function hosts(): HostInput[] {
  return HOSTS.map((h) => ({ ...h, socialLinks: h.socialLinks.map((l) => ({ ...l })) }));
}

// ---------------------------------------------------------------------------------------------
// Shows
// ---------------------------------------------------------------------------------------------

const TALK = { id: 1, title: 'Talk', icon: 'mic' };
const MUSIC = { id: 2, title: 'Music', icon: 'music' };
const NEWS = { id: 3, title: 'News', icon: 'news' };
const SPIRITUAL = { id: 4, title: 'Spiritual', icon: 'spiritual' };

/** When a show airs: its day groups and its slot, 'HH:mm' Vancouver time. */
function airs(days: DayGroup[], startTime: string, endTime: string): Pick<ShowInput, 'days' | 'startTime' | 'endTime'> {
  return { days, startTime, endTime };
}

type ShowDraft = Omit<ShowInput, 'image' | 'email' | 'soundcloudLink' | 'postDate' | 'type'> & {
  type: ShowInput['type'];
  /** Days before the seed day the show page was published. */
  age: number;
  soundcloud?: boolean;
};

const SHOW_DRAFTS: ShowDraft[] = [
  // ----- Monday to Friday, 05:00–23:59 without gaps -----
  {
    id: 200,
    slug: 'amrit-vela',
    title: 'Amrit Vela',
    titlePa: 'ਅੰਮ੍ਰਿਤ ਵੇਲਾ',
    tagline: 'Gurbani kirtan and katha to begin the day',
    description:
      'Start the day with live Gurbani kirtan, the Hukamnama and a short katha explaining the day\'s shabad in simple words. Giani Balwant Singh is joined by ragi jathas from gurdwaras across the Lower Mainland.',
    descriptionPa:
      'ਦਿਨ ਦੀ ਸ਼ੁਰੂਆਤ ਗੁਰਬਾਣੀ ਕੀਰਤਨ, ਹੁਕਮਨਾਮੇ ਅਤੇ ਦਿਨ ਦੇ ਸ਼ਬਦ ਦੀ ਸਰਲ ਕਥਾ ਨਾਲ ਕਰੋ। ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਨਾਲ ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਗੁਰਦੁਆਰਿਆਂ ਤੋਂ ਰਾਗੀ ਜਥੇ ਹਾਜ਼ਰੀ ਭਰਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '05:00', '06:00'),
    type: SPIRITUAL,
    languages: ['Punjabi'],
    hosts: [102],
    youtubeLink: 'https://www.youtube.com/watch?v=amritvela01',
    age: 420,
  },
  {
    id: 201,
    slug: 'morning-drive',
    title: 'Morning Drive',
    titlePa: 'ਮੌਰਨਿੰਗ ਡਰਾਈਵ',
    tagline: 'News, traffic and your calls, 6 to 9 every weekday',
    description:
      'Metro Vancouver\'s Punjabi wake-up call: headlines from BC, Canada and Punjab, weather, and traffic from the Pattullo, Alex Fraser and Port Mann bridges every fifteen minutes. Jaspal and Kamaljit take your calls on the story everyone is talking about and check in with truckers on the Coquihalla.',
    descriptionPa:
      'ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੀ ਪੰਜਾਬੀ ਸਵੇਰ: ਬੀ.ਸੀ., ਕੈਨੇਡਾ ਅਤੇ ਪੰਜਾਬ ਦੀਆਂ ਮੁੱਖ ਖ਼ਬਰਾਂ, ਮੌਸਮ, ਅਤੇ ਹਰ ਪੰਦਰਾਂ ਮਿੰਟ ਬਾਅਦ ਪਟੂਲੋ, ਐਲੈਕਸ ਫਰੇਜ਼ਰ ਅਤੇ ਪੋਰਟ ਮੈਨ ਪੁਲਾਂ ਦੀ ਟ੍ਰੈਫ਼ਿਕ। ਜਸਪਾਲ ਅਤੇ ਕਮਲਜੀਤ ਦਿਨ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਮੁੱਦੇ \'ਤੇ ਤੁਹਾਡੀਆਂ ਕਾਲਾਂ ਲੈਂਦੇ ਹਨ ਅਤੇ ਕੋਕੁਹਾਲਾ \'ਤੇ ਚੱਲ ਰਹੇ ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਦਾ ਹਾਲ-ਚਾਲ ਪੁੱਛਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '06:00', '09:00'),
    type: NEWS,
    languages: ['Punjabi', 'English'],
    hosts: [100, 101],
    youtubeLink: 'https://www.youtube.com/watch?v=mrngdrive24',
    soundcloud: true,
    age: 400,
  },
  {
    id: 202,
    slug: 'the-open-line',
    title: 'The Open Line',
    titlePa: 'ਖੁੱਲ੍ਹੀ ਗੱਲਬਾਤ',
    tagline: 'Your voice on the issues that matter',
    description:
      'Two hours of open-line talk on housing costs, crime, immigration rules, farm labour and everything else people argue about over chai. Sukhwinder Singh Pannu brings in experts and community voices, then opens the phones.',
    descriptionPa:
      'ਮਕਾਨਾਂ ਦੀਆਂ ਕੀਮਤਾਂ, ਜੁਰਮ, ਇਮੀਗ੍ਰੇਸ਼ਨ ਨਿਯਮ, ਖੇਤ ਮਜ਼ਦੂਰੀ ਅਤੇ ਹਰ ਉਸ ਮੁੱਦੇ \'ਤੇ ਦੋ ਘੰਟੇ ਦੀ ਖੁੱਲ੍ਹੀ ਗੱਲਬਾਤ, ਜਿਸ \'ਤੇ ਲੋਕ ਚਾਹ ਦੇ ਕੱਪ \'ਤੇ ਬਹਿਸ ਕਰਦੇ ਹਨ। ਸੁਖਵਿੰਦਰ ਸਿੰਘ ਪੰਨੂ ਮਾਹਿਰਾਂ ਅਤੇ ਭਾਈਚਾਰੇ ਦੇ ਨੁਮਾਇੰਦਿਆਂ ਨਾਲ ਗੱਲ ਕਰਨ ਤੋਂ ਬਾਅਦ ਫ਼ੋਨ ਲਾਈਨਾਂ ਖੋਲ੍ਹਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '09:00', '11:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [106],
    soundcloud: true,
    age: 390,
  },
  {
    id: 203,
    slug: 'community-connect',
    title: 'Community Connect',
    titlePa: 'ਕਮਿਊਨਿਟੀ ਕਨੈਕਟ',
    tagline: 'Who is doing what, and how you can help',
    description:
      'An hour for the people and organisations that hold the community together: food banks, newcomer services, school parent groups, sports clubs and gurdwara committees. Rupinder Kaur Grewal also reads the Community Calendar at 11:30.',
    descriptionPa:
      'ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਅਤੇ ਸੰਸਥਾਵਾਂ ਲਈ ਇੱਕ ਘੰਟਾ ਜੋ ਭਾਈਚਾਰੇ ਨੂੰ ਜੋੜ ਕੇ ਰੱਖਦੇ ਹਨ: ਫ਼ੂਡ ਬੈਂਕ, ਨਵੇਂ ਆਇਆਂ ਲਈ ਸੇਵਾਵਾਂ, ਸਕੂਲਾਂ ਦੇ ਮਾਪੇ ਗਰੁੱਪ, ਖੇਡ ਕਲੱਬ ਅਤੇ ਗੁਰਦੁਆਰਾ ਕਮੇਟੀਆਂ। ਰੁਪਿੰਦਰ ਕੌਰ ਗਰੇਵਾਲ 11:30 ਵਜੇ ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ ਵੀ ਪੜ੍ਹਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '11:00', '12:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [103],
    age: 360,
  },
  {
    id: 204,
    slug: 'dupehar-de-geet',
    title: 'Dupehar de Geet',
    titlePa: 'ਦੁਪਹਿਰ ਦੇ ਗੀਤ',
    tagline: 'New Punjabi music for the middle of the day',
    description:
      'The freshest Punjabi releases, from bhangra bangers to soft romantic tracks, plus the songs Surrey and Brampton artists are making right now. Manny Dhillon mixes in artist interviews and a daily "first listen" of a brand-new single.',
    descriptionPa:
      'ਨਵੇਂ ਤੋਂ ਨਵੇਂ ਪੰਜਾਬੀ ਗੀਤ, ਧਮਾਕੇਦਾਰ ਭੰਗੜੇ ਤੋਂ ਲੈ ਕੇ ਨਰਮ ਰੋਮਾਂਟਿਕ ਗੀਤਾਂ ਤੱਕ, ਅਤੇ ਸਰੀ ਤੇ ਬਰੈਂਪਟਨ ਦੇ ਕਲਾਕਾਰਾਂ ਦਾ ਤਾਜ਼ਾ ਸੰਗੀਤ। ਮੈਨੀ ਢਿੱਲੋਂ ਕਲਾਕਾਰਾਂ ਨਾਲ ਮੁਲਾਕਾਤਾਂ ਦੇ ਨਾਲ-ਨਾਲ ਹਰ ਰੋਜ਼ ਕਿਸੇ ਨਵੇਂ ਗੀਤ ਦੀ "ਪਹਿਲੀ ਝਲਕ" ਵੀ ਸੁਣਾਉਂਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '12:00', '14:00'),
    type: MUSIC,
    languages: ['Punjabi'],
    hosts: [104],
    youtubeLink: 'https://www.youtube.com/watch?v=dupeharge7q',
    soundcloud: true,
    age: 340,
  },
  {
    id: 205,
    slug: 'seniors-di-sath',
    title: 'Seniors di Sath',
    titlePa: 'ਬਜ਼ੁਰਗਾਂ ਦੀ ਸੱਥ',
    tagline: 'The village square, on the radio',
    description:
      'Like the sath under the big tree back home, this is where our elders gather to share news, memories and opinions. Each day brings practical information on pensions, health and transit alongside stories from Punjab and the early days in Canada.',
    descriptionPa:
      'ਪਿੰਡ ਦੇ ਬੋਹੜ ਹੇਠਲੀ ਸੱਥ ਵਾਂਗ, ਇੱਥੇ ਸਾਡੇ ਬਜ਼ੁਰਗ ਖ਼ਬਰਾਂ, ਯਾਦਾਂ ਅਤੇ ਵਿਚਾਰ ਸਾਂਝੇ ਕਰਨ ਲਈ ਜੁੜਦੇ ਹਨ। ਹਰ ਰੋਜ਼ ਪੈਨਸ਼ਨ, ਸਿਹਤ ਅਤੇ ਬੱਸਾਂ-ਗੱਡੀਆਂ ਬਾਰੇ ਕੰਮ ਦੀ ਜਾਣਕਾਰੀ ਦੇ ਨਾਲ ਪੰਜਾਬ ਅਤੇ ਕੈਨੇਡਾ ਦੇ ਸ਼ੁਰੂਆਤੀ ਦਿਨਾਂ ਦੀਆਂ ਗੱਲਾਂ ਵੀ ਹੁੰਦੀਆਂ ਹਨ।',
    ...airs(['Monday to Friday'], '14:00', '15:00'),
    type: TALK,
    languages: ['Punjabi'],
    hosts: [103],
    age: 330,
  },
  {
    id: 206,
    slug: 'sehat-salah',
    title: 'Sehat Salah',
    titlePa: 'ਸਿਹਤ ਸਲਾਹ',
    tagline: 'Health questions answered in plain Punjabi',
    description:
      'Dr. Amandeep Kaur Johal and visiting specialists answer your questions on diabetes, blood pressure, mental health, women\'s health and getting the most out of a short doctor\'s visit. The show offers general information only and is no substitute for advice from your own doctor.',
    descriptionPa:
      'ਡਾ. ਅਮਨਦੀਪ ਕੌਰ ਜੌਹਲ ਅਤੇ ਮਹਿਮਾਨ ਮਾਹਿਰ ਸ਼ੂਗਰ, ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ, ਮਾਨਸਿਕ ਸਿਹਤ, ਔਰਤਾਂ ਦੀ ਸਿਹਤ ਅਤੇ ਡਾਕਟਰ ਦੀ ਛੋਟੀ ਜਿਹੀ ਮੁਲਾਕਾਤ ਦਾ ਪੂਰਾ ਲਾਹਾ ਲੈਣ ਬਾਰੇ ਤੁਹਾਡੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ। ਇਹ ਪ੍ਰੋਗਰਾਮ ਸਿਰਫ਼ ਆਮ ਜਾਣਕਾਰੀ ਲਈ ਹੈ, ਆਪਣੇ ਡਾਕਟਰ ਦੀ ਸਲਾਹ ਦਾ ਬਦਲ ਨਹੀਂ।',
    ...airs(['Monday to Friday'], '15:00', '16:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [105],
    youtubeLink: 'https://www.youtube.com/watch?v=sehatsalah3',
    age: 300,
  },
  {
    id: 207,
    slug: 'evening-drive',
    title: 'Evening Drive',
    titlePa: 'ਈਵਨਿੰਗ ਡਰਾਈਵ',
    tagline: 'The day\'s news and the road home',
    description:
      'Everything that happened today, wrapped up for the ride home: local news, council decisions, the markets and the top stories from India. Arjun Mehta anchors with traffic updates every fifteen minutes, and Harman Singh Sekhon brings the sports desk at 17:30.',
    descriptionPa:
      'ਘਰ ਵਾਪਸੀ ਦੇ ਸਫ਼ਰ ਲਈ ਦਿਨ ਭਰ ਦੀਆਂ ਖ਼ਬਰਾਂ ਦਾ ਨਿਚੋੜ: ਸਥਾਨਕ ਖ਼ਬਰਾਂ, ਕੌਂਸਲ ਦੇ ਫ਼ੈਸਲੇ, ਬਾਜ਼ਾਰ ਅਤੇ ਭਾਰਤ ਦੀਆਂ ਮੁੱਖ ਖ਼ਬਰਾਂ। ਅਰਜੁਨ ਮਹਿਤਾ ਹਰ ਪੰਦਰਾਂ ਮਿੰਟ ਬਾਅਦ ਟ੍ਰੈਫ਼ਿਕ ਦੀ ਜਾਣਕਾਰੀ ਦਿੰਦੇ ਹਨ ਅਤੇ ਸ਼ਾਮ 5:30 ਵਜੇ ਹਰਮਨ ਸਿੰਘ ਸੇਖੋਂ ਖੇਡ ਖ਼ਬਰਾਂ ਲੈ ਕੇ ਆਉਂਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '16:00', '18:00'),
    type: NEWS,
    languages: ['English', 'Punjabi'],
    hosts: [110, 111],
    soundcloud: true,
    age: 290,
  },
  {
    id: 208,
    slug: 'bollywood-sunset',
    title: 'Bollywood Sunset',
    titlePa: 'ਬਾਲੀਵੁੱਡ ਸਨਸੈੱਟ',
    tagline: 'Film songs old and new as the sun goes down',
    description:
      'Two hours of Hindi film music, from the golden era to this week\'s soundtrack hits, with stories from the sets and the recording studios. Neha Sharma Arora plays your dedications and shares a listener\'s memory in "One Song, One Story".',
    descriptionPa:
      'ਸੁਨਹਿਰੀ ਦੌਰ ਤੋਂ ਲੈ ਕੇ ਇਸ ਹਫ਼ਤੇ ਦੀਆਂ ਹਿੱਟ ਫ਼ਿਲਮਾਂ ਤੱਕ, ਦੋ ਘੰਟੇ ਹਿੰਦੀ ਫ਼ਿਲਮੀ ਸੰਗੀਤ ਅਤੇ ਫ਼ਿਲਮਾਂ ਦੇ ਸੈੱਟਾਂ ਤੇ ਰਿਕਾਰਡਿੰਗ ਸਟੂਡੀਓ ਦੀਆਂ ਕਹਾਣੀਆਂ। ਨੇਹਾ ਸ਼ਰਮਾ ਅਰੋੜਾ ਤੁਹਾਡੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਸੁਣਾਉਂਦੀ ਹੈ ਅਤੇ "ਇੱਕ ਗੀਤ, ਇੱਕ ਕਹਾਣੀ" ਵਿੱਚ ਕਿਸੇ ਸਰੋਤੇ ਦੀ ਯਾਦ ਸਾਂਝੀ ਕਰਦੀ ਹੈ।',
    ...airs(['Monday to Friday'], '18:00', '20:00'),
    type: MUSIC,
    languages: ['Hindi', 'Punjabi'],
    hosts: [107],
    youtubeLink: 'https://www.youtube.com/watch?v=bwoodsunset',
    age: 280,
  },
  {
    id: 209,
    slug: 'shaam-di-mehfil',
    title: 'Shaam di Mehfil',
    titlePa: 'ਸ਼ਾਮ ਦੀ ਮਹਿਫ਼ਲ',
    tagline: 'Classic Punjabi songs, every night at 8',
    description:
      'The great voices of Punjabi folk, the duets that filled village weddings, and ghazals for a quiet evening. Tarlochan Singh Mann opens his collection of records and cassettes and tells the story behind each song.',
    descriptionPa:
      'ਪੰਜਾਬੀ ਲੋਕ ਸੰਗੀਤ ਦੀਆਂ ਮਹਾਨ ਆਵਾਜ਼ਾਂ, ਪਿੰਡਾਂ ਦੇ ਵਿਆਹਾਂ ਦੀ ਰੌਣਕ ਬਣੇ ਦੋਗਾਣੇ ਅਤੇ ਸ਼ਾਂਤ ਸ਼ਾਮ ਲਈ ਗ਼ਜ਼ਲਾਂ। ਤਰਲੋਚਨ ਸਿੰਘ ਮਾਨ ਆਪਣੇ ਰਿਕਾਰਡਾਂ ਅਤੇ ਕੈਸੇਟਾਂ ਦਾ ਖ਼ਜ਼ਾਨਾ ਖੋਲ੍ਹਦੇ ਹਨ ਅਤੇ ਹਰ ਗੀਤ ਦੇ ਪਿੱਛੇ ਦੀ ਕਹਾਣੀ ਸੁਣਾਉਂਦੇ ਹਨ।',
    ...airs(['Monday to Friday'], '20:00', '22:00'),
    type: MUSIC,
    languages: ['Punjabi'],
    hosts: [108],
    soundcloud: true,
    age: 270,
  },
  {
    id: 210,
    slug: 'raat-di-farmaish',
    title: 'Raat di Farmaish',
    titlePa: 'ਰਾਤ ਦੀ ਫ਼ਰਮਾਇਸ਼',
    tagline: 'Late-night requests for the night shift',
    description:
      'Your requests and dedications until midnight, for truckers on the highway, nurses on the ward and students up late with assignments. Jasleen Kaur Chahal reads your messages from the app and keeps the mood easy.',
    descriptionPa:
      'ਅੱਧੀ ਰਾਤ ਤੱਕ ਤੁਹਾਡੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਅਤੇ ਸੁਨੇਹੇ, ਹਾਈਵੇਅ \'ਤੇ ਟਰੱਕ ਚਲਾਉਂਦੇ ਡਰਾਈਵਰਾਂ, ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਡਿਊਟੀ ਕਰਦੀਆਂ ਨਰਸਾਂ ਅਤੇ ਦੇਰ ਰਾਤ ਤੱਕ ਪੜ੍ਹਦੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ। ਜਸਲੀਨ ਕੌਰ ਚਾਹਲ ਐਪ ਰਾਹੀਂ ਆਏ ਤੁਹਾਡੇ ਸੁਨੇਹੇ ਪੜ੍ਹਦੀ ਹੈ ਅਤੇ ਮਾਹੌਲ ਹਲਕਾ-ਫੁਲਕਾ ਰੱਖਦੀ ਹੈ।',
    ...airs(['Monday to Friday'], '22:00', '23:59'),
    type: MUSIC,
    languages: ['Punjabi', 'English'],
    hosts: [109],
    age: 250,
  },
  // ----- Saturday -----
  {
    id: 211,
    slug: 'seva-saturdays-live',
    title: 'Seva Saturdays Live',
    titlePa: 'ਸੇਵਾ ਸ਼ਨਿੱਚਰਵਾਰ ਲਾਈਵ',
    tagline: 'On the road with the people who give back',
    description:
      'Live from food drives, school gyms, langar halls and park clean-ups around Surrey, Delta and Abbotsford. Rohan Sidhu and Rupinder Kaur Grewal meet the volunteers and tell you exactly where you can lend a hand this week.',
    descriptionPa:
      'ਸਰੀ, ਡੈਲਟਾ ਅਤੇ ਐਬਟਸਫੋਰਡ ਦੇ ਫ਼ੂਡ ਡਰਾਈਵਾਂ, ਸਕੂਲਾਂ ਦੇ ਜਿਮਾਂ, ਲੰਗਰ ਹਾਲਾਂ ਅਤੇ ਪਾਰਕਾਂ ਦੀ ਸਫ਼ਾਈ ਮੁਹਿੰਮਾਂ ਤੋਂ ਸਿੱਧਾ ਪ੍ਰਸਾਰਣ। ਰੋਹਨ ਸਿੱਧੂ ਅਤੇ ਰੁਪਿੰਦਰ ਕੌਰ ਗਰੇਵਾਲ ਵਲੰਟੀਅਰਾਂ ਨੂੰ ਮਿਲਦੇ ਹਨ ਅਤੇ ਦੱਸਦੇ ਹਨ ਕਿ ਇਸ ਹਫ਼ਤੇ ਤੁਸੀਂ ਕਿੱਥੇ ਹੱਥ ਵਟਾ ਸਕਦੇ ਹੋ।',
    ...airs(['Saturday'], '10:00', '13:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [113, 103],
    youtubeLink: 'https://www.youtube.com/watch?v=sevasatlive',
    age: 230,
  },
  {
    id: 212,
    slug: 'kanooni-salah',
    title: 'Kanooni Salah',
    titlePa: 'ਕਾਨੂੰਨੀ ਸਲਾਹ',
    tagline: 'The law explained, one question at a time',
    description:
      'Lawyer Paramjit Kaur Toor explains tenancy rules, work permits, family sponsorship, wills and small-claims disputes in everyday Punjabi. Listeners call in with questions, and guests from legal clinics explain where to find free help.',
    descriptionPa:
      'ਵਕੀਲ ਪਰਮਜੀਤ ਕੌਰ ਤੂਰ ਕਿਰਾਏਦਾਰੀ ਦੇ ਨਿਯਮ, ਵਰਕ ਪਰਮਿਟ, ਪਰਿਵਾਰਕ ਸਪਾਂਸਰਸ਼ਿਪ, ਵਸੀਅਤ ਅਤੇ ਛੋਟੇ ਦਾਅਵਿਆਂ ਦੇ ਝਗੜੇ ਆਮ ਬੋਲਚਾਲ ਦੀ ਪੰਜਾਬੀ ਵਿੱਚ ਸਮਝਾਉਂਦੇ ਹਨ। ਸਰੋਤੇ ਆਪਣੇ ਸਵਾਲ ਪੁੱਛਦੇ ਹਨ ਅਤੇ ਕਾਨੂੰਨੀ ਕਲੀਨਿਕਾਂ ਤੋਂ ਆਏ ਮਹਿਮਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਮੁਫ਼ਤ ਮਦਦ ਕਿੱਥੋਂ ਮਿਲ ਸਕਦੀ ਹੈ।',
    ...airs(['Saturday'], '13:00', '15:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [112],
    soundcloud: true,
    age: 220,
  },
  {
    id: 213,
    slug: 'youth-voices-hour',
    title: 'Youth Voices Hour',
    titlePa: 'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ',
    tagline: 'Made by teens, for everyone',
    description:
      'High-school students from across the Lower Mainland report, produce and host their own hour of radio. Expect honest talk about school, jobs, identity and family, plus the music their parents have never heard of.',
    descriptionPa:
      'ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਹਾਈ ਸਕੂਲ ਵਿਦਿਆਰਥੀ ਆਪ ਰਿਪੋਰਟਿੰਗ ਕਰਦੇ ਹਨ, ਪ੍ਰੋਗਰਾਮ ਤਿਆਰ ਕਰਦੇ ਹਨ ਅਤੇ ਪੇਸ਼ ਕਰਦੇ ਹਨ। ਸਕੂਲ, ਨੌਕਰੀਆਂ, ਪਛਾਣ ਅਤੇ ਪਰਿਵਾਰ ਬਾਰੇ ਖਰੀਆਂ ਗੱਲਾਂ, ਅਤੇ ਉਹ ਸੰਗੀਤ ਜੋ ਉਨ੍ਹਾਂ ਦੇ ਮਾਪਿਆਂ ਨੇ ਕਦੇ ਨਹੀਂ ਸੁਣਿਆ।',
    ...airs(['Saturday'], '16:00', '17:00'),
    type: TALK,
    languages: ['English', 'Punjabi'],
    hosts: [109],
    youtubeLink: 'https://www.youtube.com/watch?v=youthvoice9',
    soundcloud: true,
    age: 210,
  },
  {
    id: 214,
    slug: 'punjabi-top-20',
    title: 'Punjabi Top 20',
    titlePa: 'ਪੰਜਾਬੀ ਟੌਪ 20',
    tagline: 'The week\'s biggest Punjabi songs, voted by you',
    description:
      'The twenty most-requested Punjabi songs of the week, counted down from number 20 to number 1, based on listener votes in the app and on-air requests. Manny Dhillon adds chart news, new entries and a weekly "comeback of the week".',
    descriptionPa:
      'ਐਪ ਵਿੱਚ ਸਰੋਤਿਆਂ ਦੀਆਂ ਵੋਟਾਂ ਅਤੇ ਰੇਡੀਓ \'ਤੇ ਆਈਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਦੇ ਅਧਾਰ \'ਤੇ ਹਫ਼ਤੇ ਦੇ ਵੀਹ ਸਭ ਤੋਂ ਮਸ਼ਹੂਰ ਪੰਜਾਬੀ ਗੀਤ, 20ਵੇਂ ਨੰਬਰ ਤੋਂ ਪਹਿਲੇ ਨੰਬਰ ਤੱਕ। ਮੈਨੀ ਢਿੱਲੋਂ ਨਾਲ ਚਾਰਟ ਦੀਆਂ ਖ਼ਬਰਾਂ, ਨਵੀਆਂ ਐਂਟਰੀਆਂ ਅਤੇ ਹਫ਼ਤੇ ਦੀ ਸ਼ਾਨਦਾਰ ਵਾਪਸੀ ਵੀ।',
    ...airs(['Saturday', 'Sunday'], '19:00', '21:00'),
    type: MUSIC,
    languages: ['Punjabi'],
    hosts: [104],
    youtubeLink: 'https://www.youtube.com/watch?v=pbtop20wk-1',
    age: 200,
  },
  // ----- Sunday -----
  {
    id: 215,
    slug: 'sunday-sangat',
    title: 'Sunday Sangat',
    titlePa: 'ਐਤਵਾਰ ਦੀ ਸੰਗਤ',
    tagline: 'Kirtan, katha and the sangat\'s own voices',
    description:
      'A Sunday-morning gathering on the air with kirtan, katha and conversations about Sikh history and seva in the community. Giani Balwant Singh welcomes young kirtanis, sevadars and scholars to the studio.',
    descriptionPa:
      'ਐਤਵਾਰ ਦੀ ਸਵੇਰ ਰੇਡੀਓ \'ਤੇ ਜੁੜਦੀ ਸੰਗਤ, ਜਿਸ ਵਿੱਚ ਕੀਰਤਨ, ਕਥਾ ਅਤੇ ਸਿੱਖ ਇਤਿਹਾਸ ਤੇ ਭਾਈਚਾਰੇ ਵਿੱਚ ਸੇਵਾ ਬਾਰੇ ਵਿਚਾਰ-ਚਰਚਾ ਹੁੰਦੀ ਹੈ। ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਨੌਜਵਾਨ ਕੀਰਤਨੀਆਂ, ਸੇਵਾਦਾਰਾਂ ਅਤੇ ਵਿਦਵਾਨਾਂ ਨੂੰ ਸਟੂਡੀਓ ਵਿੱਚ ਜੀ ਆਇਆਂ ਕਹਿੰਦੇ ਹਨ।',
    ...airs(['Sunday'], '08:00', '10:00'),
    type: SPIRITUAL,
    languages: ['Punjabi'],
    hosts: [102],
    soundcloud: true,
    age: 380,
  },
  {
    id: 216,
    slug: 'nikke-taare',
    title: 'Nikke Taare',
    titlePa: 'ਨਿੱਕੇ ਤਾਰੇ',
    tagline: 'Stories, riddles and songs for little listeners',
    description:
      'A Sunday-morning hour for children aged four to eleven, full of Punjabi stories, riddles, rhymes and songs. Young listeners call in to recite poems, tell jokes and say hello to their grandparents.',
    descriptionPa:
      'ਚਾਰ ਤੋਂ ਗਿਆਰਾਂ ਸਾਲ ਦੇ ਬੱਚਿਆਂ ਲਈ ਐਤਵਾਰ ਸਵੇਰ ਦਾ ਇੱਕ ਘੰਟਾ, ਪੰਜਾਬੀ ਕਹਾਣੀਆਂ, ਬੁਝਾਰਤਾਂ, ਬਾਲ ਕਵਿਤਾਵਾਂ ਅਤੇ ਗੀਤਾਂ ਨਾਲ ਭਰਿਆ। ਨਿੱਕੇ ਸਰੋਤੇ ਫ਼ੋਨ ਕਰ ਕੇ ਕਵਿਤਾਵਾਂ ਸੁਣਾਉਂਦੇ ਹਨ, ਚੁਟਕਲੇ ਸੁਣਾਉਂਦੇ ਹਨ ਅਤੇ ਆਪਣੇ ਦਾਦਾ-ਦਾਦੀ ਨੂੰ ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਬੁਲਾਉਂਦੇ ਹਨ।',
    ...airs(['Sunday'], '10:00', '11:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [114],
    youtubeLink: 'https://www.youtube.com/watch?v=nikketaare5',
    age: 180,
  },
  {
    id: 217,
    slug: 'khed-sansar',
    title: 'Khed Sansar',
    titlePa: 'ਖੇਡ ਸੰਸਾਰ',
    tagline: 'Kabaddi, cricket, hockey and the weekend\'s results',
    description:
      'Two hours of sport with a Punjabi accent: kabaddi cup reports, cricket from India and the local leagues, the Canucks and the weekend\'s field-hockey results. Harman Singh Sekhon talks to coaches, players and the parents who drive them to every game.',
    descriptionPa:
      'ਪੰਜਾਬੀ ਰੰਗ ਵਿੱਚ ਖੇਡਾਂ ਦੇ ਦੋ ਘੰਟੇ: ਕਬੱਡੀ ਕੱਪਾਂ ਦੀਆਂ ਰਿਪੋਰਟਾਂ, ਭਾਰਤ ਅਤੇ ਸਥਾਨਕ ਲੀਗਾਂ ਦੀ ਕ੍ਰਿਕਟ, ਕੈਨਕਸ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਦੇ ਹਾਕੀ ਨਤੀਜੇ। ਹਰਮਨ ਸਿੰਘ ਸੇਖੋਂ ਕੋਚਾਂ, ਖਿਡਾਰੀਆਂ ਅਤੇ ਉਨ੍ਹਾਂ ਮਾਪਿਆਂ ਨਾਲ ਗੱਲ ਕਰਦੇ ਹਨ ਜੋ ਹਰ ਮੈਚ \'ਤੇ ਬੱਚਿਆਂ ਨੂੰ ਲੈ ਕੇ ਜਾਂਦੇ ਹਨ।',
    ...airs(['Sunday'], '12:00', '14:00'),
    type: TALK,
    languages: ['Punjabi', 'English'],
    hosts: [111],
    youtubeLink: 'https://www.youtube.com/watch?v=khedsansar2',
    soundcloud: true,
    age: 170,
  },
  {
    id: 218,
    slug: 'ask-city-hall',
    title: 'Ask City Hall',
    titlePa: 'ਸਿਟੀ ਹਾਲ ਨੂੰ ਪੁੱਛੋ',
    tagline: 'Your questions, put to the people who run your city',
    description:
      'The best of the week\'s "Ask City Hall" call-in, with Arjun Mehta putting listeners\' questions about property taxes, potholes, policing and transit to local officials. Each edition ends with the council decisions coming up in the week ahead.',
    descriptionPa:
      'ਹਫ਼ਤੇ ਦੇ "ਸਿਟੀ ਹਾਲ ਨੂੰ ਪੁੱਛੋ" ਕਾਲ-ਇਨ ਦੇ ਚੋਣਵੇਂ ਹਿੱਸੇ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਅਰਜੁਨ ਮਹਿਤਾ ਪ੍ਰਾਪਰਟੀ ਟੈਕਸ, ਸੜਕਾਂ ਦੇ ਟੋਇਆਂ, ਪੁਲਿਸ ਅਤੇ ਟ੍ਰਾਂਜ਼ਿਟ ਬਾਰੇ ਸਰੋਤਿਆਂ ਦੇ ਸਵਾਲ ਸਥਾਨਕ ਅਧਿਕਾਰੀਆਂ ਅੱਗੇ ਰੱਖਦੇ ਹਨ। ਹਰ ਪ੍ਰੋਗਰਾਮ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਆਉਂਦੇ ਹਫ਼ਤੇ ਕੌਂਸਲ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਫ਼ੈਸਲਿਆਂ ਦੀ ਝਲਕ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।',
    ...airs(['Sunday'], '18:00', '19:00'),
    type: NEWS,
    languages: ['English', 'Punjabi'],
    hosts: [110],
    age: 150,
  },
];

/** The weekly schedule, ids 200–299. */
export function shows(d: SeedDates): ShowInput[] {
  return SHOW_DRAFTS.map(({ age, soundcloud, ...s }) => ({
    ...s,
    days: [...s.days],
    hosts: [...s.hosts],
    languages: [...s.languages],
    type: { ...s.type },
    image: mediaImage('shows', s.slug),
    email: `${s.slug}@915radio.example`,
    ...(soundcloud ? { soundcloudLink: soundcloudLink(s.slug) } : {}),
    postDate: d.daysAgo(age, '10:00'),
  }));
}

// ---------------------------------------------------------------------------------------------
// Episodes
// ---------------------------------------------------------------------------------------------

interface EpisodeDraft {
  title: string;
  titlePa?: string;
  description: string;
  descriptionPa?: string;
  /** Seconds; when absent the length follows the show's slot. */
  duration?: number;
}

const ep = (
  title: string,
  titlePa: string | undefined,
  description: string,
  descriptionPa?: string,
  duration?: number,
): EpisodeDraft => ({ title, titlePa, description, descriptionPa, duration });

/** Recent episodes of each show, newest first. */
const EPISODE_LISTS: Record<number, EpisodeDraft[]> = {
  200: [
    ep(
      'Asa di Var with the Hukamnama',
      'ਆਸਾ ਦੀ ਵਾਰ ਅਤੇ ਹੁਕਮਨਾਮਾ',
      'A full morning of Asa di Var kirtan followed by the day\'s Hukamnama and a short explanation for listeners on the road.',
      'ਆਸਾ ਦੀ ਵਾਰ ਦਾ ਕੀਰਤਨ, ਉਸ ਤੋਂ ਬਾਅਦ ਦਿਨ ਦਾ ਹੁਕਮਨਾਮਾ ਅਤੇ ਸਫ਼ਰ ਕਰ ਰਹੇ ਸਰੋਤਿਆਂ ਲਈ ਉਸ ਦੀ ਸੰਖੇਪ ਵਿਆਖਿਆ।',
    ),
    ep(
      'Japji Sahib: the meaning of the Mool Mantar',
      'ਜਪੁਜੀ ਸਾਹਿਬ: ਮੂਲ ਮੰਤਰ ਦੇ ਅਰਥ',
      'Giani Balwant Singh begins a week-long series on Japji Sahib, starting with the Mool Mantar and how it is recited.',
      'ਗਿਆਨੀ ਬਲਵੰਤ ਸਿੰਘ ਜਪੁਜੀ ਸਾਹਿਬ ਬਾਰੇ ਹਫ਼ਤੇ ਭਰ ਦੀ ਲੜੀ ਸ਼ੁਰੂ ਕਰਦੇ ਹਨ, ਜਿਸ ਦੀ ਸ਼ੁਰੂਆਤ ਮੂਲ ਮੰਤਰ ਦੇ ਅਰਥਾਂ ਅਤੇ ਉਚਾਰਨ ਨਾਲ ਹੁੰਦੀ ਹੈ।',
    ),
    ep(
      'Kirtan from a Surrey gurdwara\'s youth jatha',
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
    ),
  ],
  201: [
    ep(
      'Snow on the Coquihalla and a slow Pattullo',
      'ਕੋਕੁਹਾਲਾ \'ਤੇ ਬਰਫ਼ ਅਤੇ ਪਟੂਲੋ \'ਤੇ ਜਾਮ',
      'Truckers report chain-up conditions on Highway 5 while commuters crawl across the Pattullo. Plus the morning\'s headlines from Surrey and Punjab.',
      'ਹਾਈਵੇਅ 5 \'ਤੇ ਟਰੱਕ ਡਰਾਈਵਰ ਚੇਨਾਂ ਲਾਉਣ ਦੀ ਮਜਬੂਰੀ ਦੱਸਦੇ ਹਨ, ਜਦਕਿ ਪਟੂਲੋ ਪੁਲ \'ਤੇ ਗੱਡੀਆਂ ਰੀਂਗ ਰਹੀਆਂ ਹਨ। ਨਾਲ ਹੀ ਸਰੀ ਅਤੇ ਪੰਜਾਬ ਦੀਆਂ ਸਵੇਰ ਦੀਆਂ ਮੁੱਖ ਖ਼ਬਰਾਂ।',
    ),
    ep(
      'Rent is due: your stories of the housing squeeze',
      'ਕਿਰਾਏ ਦਾ ਬੋਝ: ਤੁਹਾਡੀ ਜ਼ੁਬਾਨੀ',
      'Listeners describe basement suites, shared rooms and rising rents across Surrey and Delta, and a housing worker explains renters\' rights.',
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
      'ਜਸਪਾਲ ਅਤੇ ਕਮਲਜੀਤ ਤੁੜਾਈ ਦੇ ਸੀਜ਼ਨ ਦੀ ਸ਼ੁਰੂਆਤ \'ਤੇ ਕਿਸਾਨਾਂ ਅਤੇ ਮੌਸਮੀ ਕਾਮਿਆਂ ਨੂੰ ਮਿਲਣ ਲਈ ਪ੍ਰੋਗਰਾਮ ਨੂੰ ਫ਼ਾਰਮ \'ਤੇ ਲੈ ਕੇ ਜਾਂਦੇ ਹਨ।',
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
      754,
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
      'Punjab\'s farmers and the diaspora',
      'ਪੰਜਾਬ ਦੇ ਕਿਸਾਨ ਅਤੇ ਪਰਵਾਸੀ ਪੰਜਾਬੀ',
      'How news from Punjab\'s farms shapes conversations in Canadian homes, with listeners who still own land back in their villages.',
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
      'A women\'s cricket club in Delta',
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
      'ਤੁਸੀਂ ਦੱਸਿਆ ਕਿ ਤੁਹਾਡੇ ਵਿਆਹ \'ਤੇ ਕਿਹੜੇ ਗੀਤਾਂ ਨੇ ਡਾਂਸ ਫ਼ਲੋਰ ਭਰ ਦਿੱਤਾ ਸੀ, ਅਤੇ ਅਸੀਂ ਉਹ ਇੱਕ ਤੋਂ ਬਾਅਦ ਇੱਕ ਸੁਣਾਏ।',
    ),
  ],
  205: [
    ep(
      'Old Age Security and the GIS, explained',
      'ਬੁਢਾਪਾ ਪੈਨਸ਼ਨ ਅਤੇ ਜੀ.ਆਈ.ਐੱਸ. ਦੀ ਜਾਣਕਾਰੀ',
      'Who qualifies for Old Age Security and the Guaranteed Income Supplement, and why filing a tax return every year matters even with no income.',
      'ਓਲਡ ਏਜ ਸਕਿਓਰਿਟੀ ਅਤੇ ਗਾਰੰਟੀਸ਼ੁਦਾ ਆਮਦਨ ਸਪਲੀਮੈਂਟ ਦਾ ਹੱਕਦਾਰ ਕੌਣ ਹੈ, ਅਤੇ ਆਮਦਨ ਨਾ ਹੋਣ \'ਤੇ ਵੀ ਹਰ ਸਾਲ ਟੈਕਸ ਰਿਟਰਨ ਭਰਨੀ ਕਿਉਂ ਜ਼ਰੂਰੀ ਹੈ।',
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
      'A transit ambassador explains seniors\' fares, accessible buses and how to book a HandyDART trip.',
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
    ),
    ep(
      'Quick tip: reading a medication label',
      'ਛੋਟੀ ਸਲਾਹ: ਦਵਾਈ ਦਾ ਲੇਬਲ ਕਿਵੇਂ ਪੜ੍ਹੀਏ',
      'A pharmacist explains dose, timing and warnings on a prescription label in under fifteen minutes.',
      'ਇੱਕ ਫ਼ਾਰਮਾਸਿਸਟ ਪੰਦਰਾਂ ਮਿੰਟਾਂ ਤੋਂ ਵੀ ਘੱਟ ਸਮੇਂ ਵਿੱਚ ਦਵਾਈ ਦੇ ਲੇਬਲ \'ਤੇ ਲਿਖੀ ਖ਼ੁਰਾਕ, ਸਮੇਂ ਅਤੇ ਚੇਤਾਵਨੀਆਂ ਬਾਰੇ ਸਮਝਾਉਂਦੇ ਹਨ।',
      861,
    ),
  ],
  207: [
    ep(
      'Council approves the budget, and what it costs you',
      'ਕੌਂਸਲ ਵੱਲੋਂ ਬਜਟ ਪਾਸ, ਤੁਹਾਡੀ ਜੇਬ \'ਤੇ ਕਿੰਨਾ ਅਸਰ',
      'Arjun breaks down the property-tax increase and the new spending on roads and policing, with reaction from homeowners.',
      'ਅਰਜੁਨ ਪ੍ਰਾਪਰਟੀ ਟੈਕਸ ਵਿੱਚ ਵਾਧੇ ਅਤੇ ਸੜਕਾਂ ਤੇ ਪੁਲਿਸ \'ਤੇ ਨਵੇਂ ਖ਼ਰਚ ਦਾ ਵੇਰਵਾ ਦਿੰਦੇ ਹਨ, ਨਾਲ ਹੀ ਘਰਾਂ ਦੇ ਮਾਲਕਾਂ ਦੀ ਪ੍ਰਤੀਕਿਰਿਆ।',
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
      'ਸਰੀ ਤੋਂ ਚਿਲੀਵੈਕ ਤੱਕ ਬਿਜਲੀ ਬੰਦ ਹੋਣ, ਹਾਈਵੇਅ \'ਤੇ ਡਿੱਗੇ ਦਰਖ਼ਤਾਂ ਅਤੇ ਰਾਤ ਲਈ ਸੁਰੱਖਿਆ ਸੁਝਾਵਾਂ ਬਾਰੇ ਲਾਈਵ ਜਾਣਕਾਰੀ।',
    ),
    ep(
      'Rupee, loonie and money transfers home',
      'ਰੁਪਈਆ, ਡਾਲਰ ਅਤੇ ਘਰ ਪੈਸੇ ਭੇਜਣਾ',
      'What the exchange rate means for families sending money to India, and how to avoid high transfer fees.',
      'ਭਾਰਤ ਪੈਸੇ ਭੇਜਣ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਲਈ ਵਟਾਂਦਰਾ ਦਰ ਦਾ ਕੀ ਮਤਲਬ ਹੈ ਅਤੇ ਮਹਿੰਗੀਆਂ ਫ਼ੀਸਾਂ ਤੋਂ ਕਿਵੇਂ ਬਚੀਏ।',
    ),
    ep(
      'Canucks win and a kabaddi cup preview',
      'ਕੈਨਕਸ ਦੀ ਜਿੱਤ ਅਤੇ ਕਬੱਡੀ ਕੱਪ ਦੀ ਝਲਕ',
      'Harman recaps last night\'s game and previews the weekend kabaddi tournament in Surrey.',
    ),
  ],
  208: [
    ep(
      'Golden era duets',
      'ਸੁਨਹਿਰੀ ਦੌਰ ਦੇ ਦੋਗਾਣੇ',
      'Neha plays the great film duets of the 1960s and 70s and reads listeners\' memories of the cinemas where they first heard them.',
      'ਨੇਹਾ 1960 ਅਤੇ 70 ਦੇ ਦਹਾਕੇ ਦੇ ਮਸ਼ਹੂਰ ਫ਼ਿਲਮੀ ਦੋਗਾਣੇ ਸੁਣਾਉਂਦੀ ਹੈ ਅਤੇ ਸਰੋਤਿਆਂ ਦੀਆਂ ਉਨ੍ਹਾਂ ਸਿਨੇਮਾ ਘਰਾਂ ਦੀਆਂ ਯਾਦਾਂ ਪੜ੍ਹਦੀ ਹੈ ਜਿੱਥੇ ਉਨ੍ਹਾਂ ਨੇ ਇਹ ਗੀਤ ਪਹਿਲੀ ਵਾਰ ਸੁਣੇ।',
    ),
    ep(
      'Monsoon songs for a rainy Vancouver evening',
      'ਵੈਨਕੂਵਰ ਦੀ ਬਰਸਾਤੀ ਸ਼ਾਮ ਲਈ ਸਾਵਣ ਦੇ ਗੀਤ',
      'Rain has always inspired Hindi film composers, and Vancouver has plenty of it. Two hours of monsoon classics.',
      'ਮੀਂਹ ਨੇ ਹਮੇਸ਼ਾ ਹਿੰਦੀ ਫ਼ਿਲਮੀ ਸੰਗੀਤਕਾਰਾਂ ਨੂੰ ਪ੍ਰੇਰਿਤ ਕੀਤਾ ਹੈ, ਅਤੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਮੀਂਹ ਦੀ ਕੋਈ ਕਮੀ ਨਹੀਂ। ਦੋ ਘੰਟੇ ਸਾਵਣ ਦੇ ਸਦਾਬਹਾਰ ਗੀਤ।',
    ),
    ep(
      'This week\'s soundtrack hits',
      'ਇਸ ਹਫ਼ਤੇ ਦੇ ਹਿੱਟ ਫ਼ਿਲਮੀ ਗੀਤ',
      'The newest songs from the latest releases, plus a review of the week\'s big film from a local critic.',
      'ਨਵੀਆਂ ਫ਼ਿਲਮਾਂ ਦੇ ਤਾਜ਼ਾ ਗੀਤ, ਨਾਲ ਹੀ ਇੱਕ ਸਥਾਨਕ ਆਲੋਚਕ ਵੱਲੋਂ ਹਫ਼ਤੇ ਦੀ ਵੱਡੀ ਫ਼ਿਲਮ ਦੀ ਸਮੀਖਿਆ।',
    ),
    ep(
      'One Song, One Story: a wedding in Jalandhar',
      'ਇੱਕ ਗੀਤ, ਇੱਕ ਕਹਾਣੀ: ਜਲੰਧਰ ਦਾ ਇੱਕ ਵਿਆਹ',
      'A listener from Richmond tells how one film song became the soundtrack of her parents\' wedding and, forty years later, her own.',
      'ਰਿਚਮੰਡ ਦੀ ਇੱਕ ਸਰੋਤਾ ਦੱਸਦੀ ਹੈ ਕਿ ਕਿਵੇਂ ਇੱਕ ਫ਼ਿਲਮੀ ਗੀਤ ਉਸ ਦੇ ਮਾਪਿਆਂ ਦੇ ਵਿਆਹ ਦੀ ਪਛਾਣ ਬਣਿਆ ਅਤੇ ਚਾਲੀ ਸਾਲ ਬਾਅਦ ਉਸ ਦੇ ਆਪਣੇ ਵਿਆਹ ਦੀ ਵੀ।',
    ),
    ep(
      'Ghazals from the movies',
      'ਫ਼ਿਲਮਾਂ ਦੀਆਂ ਗ਼ਜ਼ਲਾਂ',
      'The quieter side of Hindi cinema: film ghazals that still fill living rooms on slow evenings.',
    ),
  ],
  209: [
    ep(
      'The voices of Punjabi folk',
      'ਪੰਜਾਬੀ ਲੋਕ ਗਾਇਕੀ ਦੀਆਂ ਆਵਾਜ਼ਾਂ',
      'Tarlochan opens the mehfil with the singers who carried Punjab\'s folk songs from village stages to radio and records.',
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
      'ਸੜਕਾਂ \'ਤੇ ਰਹਿ ਰਹੇ ਲੋਕਾਂ ਨੂੰ ਗਰਮ ਖਾਣਾ ਵਰਤਾਉਣ ਵਾਲੇ ਨੌਜਵਾਨ ਸਿੱਖਾਂ ਦਾ ਇੱਕ ਗਰੁੱਪ ਦੱਸਦਾ ਹੈ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਇਹ ਕਿਵੇਂ ਸ਼ੁਰੂ ਕੀਤਾ ਅਤੇ ਉਨ੍ਹਾਂ ਨੂੰ ਕਿਸ ਚੀਜ਼ ਦੀ ਲੋੜ ਹੈ।',
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
      'Seniors\' tech help day',
      'ਬਜ਼ੁਰਗਾਂ ਲਈ ਫ਼ੋਨ-ਕੰਪਿਊਟਰ ਸਹਾਇਤਾ ਦਿਨ',
      'High-school volunteers teach grandparents how to video-call, spot scam texts and use the transit app.',
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
      'ਰੁਕੀ ਤਨਖ਼ਾਹ ਅਤੇ ਕੰਮ ਵਾਲੀ ਥਾਂ \'ਤੇ ਤੁਹਾਡੇ ਹੱਕ',
      'A guest from a workers\' advocacy centre explains how to file a complaint when an employer does not pay.',
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
      'ਸਿਟੀ ਕੌਂਸਲ ਵਿੱਚ ਵਿਦਿਆਰਥੀ ਰਿਪੋਰਟਰ',
      'Two Grade 11 students attend their first council meeting and report back on what was decided about youth spaces.',
    ),
    ep(
      'Music our parents never heard of',
      'ਉਹ ਸੰਗੀਤ ਜੋ ਸਾਡੇ ਮਾਪਿਆਂ ਨੇ ਕਦੇ ਨਹੀਂ ਸੁਣਿਆ',
      'The hosts play their favourite tracks, from Punjabi drill to lo-fi, and invite their parents to react on air.',
      'ਹੋਸਟ ਪੰਜਾਬੀ ਡ੍ਰਿਲ ਤੋਂ ਲੈ ਕੇ ਲੋ-ਫ਼ਾਈ ਤੱਕ ਆਪਣੇ ਮਨਪਸੰਦ ਗੀਤ ਸੁਣਾਉਂਦੇ ਹਨ ਅਤੇ ਆਪਣੇ ਮਾਪਿਆਂ ਦੀ ਪ੍ਰਤੀਕਿਰਿਆ ਵੀ ਰੇਡੀਓ \'ਤੇ ਲੈਂਦੇ ਹਨ।',
    ),
  ],
  214: [
    ep(
      'A new number one after six weeks',
      'ਛੇ ਹਫ਼ਤਿਆਂ ਬਾਅਦ ਨਵਾਂ ਨੰਬਰ ਇੱਕ',
      'The long-running chart topper finally slips, and a Surrey-made track climbs to the top on listener votes.',
      'ਛੇ ਹਫ਼ਤਿਆਂ ਤੋਂ ਸਿਖਰ \'ਤੇ ਬੈਠਾ ਗੀਤ ਆਖ਼ਰਕਾਰ ਹੇਠਾਂ ਆਇਆ ਅਤੇ ਸਰੋਤਿਆਂ ਦੀਆਂ ਵੋਟਾਂ ਨਾਲ ਸਰੀ ਵਿੱਚ ਬਣਿਆ ਇੱਕ ਗੀਤ ਪਹਿਲੇ ਨੰਬਰ \'ਤੇ ਪਹੁੰਚ ਗਿਆ।',
    ),
    ep(
      'Five new entries in one week',
      'ਇੱਕ ਹਫ਼ਤੇ ਵਿੱਚ ਪੰਜ ਨਵੀਆਂ ਐਂਟਰੀਆਂ',
      'A busy release week shakes up the chart, with five debuts in the Top 20.',
      'ਨਵੇਂ ਗੀਤਾਂ ਨਾਲ ਭਰੇ ਹਫ਼ਤੇ ਨੇ ਚਾਰਟ ਹਿਲਾ ਦਿੱਤਾ, ਟੌਪ 20 ਵਿੱਚ ਪੰਜ ਨਵੇਂ ਗੀਤ ਸ਼ਾਮਲ ਹੋਏ।',
    ),
    ep(
      'The comeback of the week: a nineties classic returns',
      'ਹਫ਼ਤੇ ਦੀ ਵਾਪਸੀ: ਨੱਬੇ ਦੇ ਦਹਾਕੇ ਦਾ ਗੀਤ ਮੁੜ ਚਾਰਟ \'ਚ',
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
      'ਸਥਾਨਕ ਕਲਾਕਾਰਾਂ ਦਾ ਚਾਰਟ \'ਤੇ ਕਬਜ਼ਾ',
      'For the first time, half the Top 20 comes from artists based in BC. Manny talks to three of them.',
    ),
    ep(
      'Countdown extra: behind the number one',
      'ਖ਼ਾਸ ਪੇਸ਼ਕਸ਼: ਨੰਬਰ ਇੱਕ ਗੀਤ ਦੇ ਪਿੱਛੇ',
      'A short bonus episode on how this week\'s number one was written, recorded and mixed.',
      'ਇਸ ਹਫ਼ਤੇ ਦੇ ਨੰਬਰ ਇੱਕ ਗੀਤ ਦੇ ਲਿਖੇ ਜਾਣ, ਰਿਕਾਰਡ ਹੋਣ ਅਤੇ ਮਿਕਸ ਹੋਣ ਦੀ ਕਹਾਣੀ, ਇੱਕ ਛੋਟੀ ਖ਼ਾਸ ਕੜੀ ਵਿੱਚ।',
      1142,
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
      'How the Guru\'s words comfort families who have lost someone, with shabads sung at Sikh funerals and the Sukhmani path.',
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
      'Riddles from grandma\'s village',
      'ਦਾਦੀ ਦੇ ਪਿੰਡ ਦੀਆਂ ਬੁਝਾਰਤਾਂ',
      'Grandparents join their grandchildren on the phone to trade the riddles they grew up with.',
      'ਦਾਦਾ-ਦਾਦੀ ਆਪਣੇ ਪੋਤੇ-ਪੋਤੀਆਂ ਨਾਲ ਫ਼ੋਨ \'ਤੇ ਜੁੜ ਕੇ ਆਪਣੇ ਬਚਪਨ ਦੀਆਂ ਬੁਝਾਰਤਾਂ ਪਾਉਂਦੇ ਹਨ।',
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
    ),
    ep(
      'Nikke Taare special: the story of Vaisakhi for kids',
      'ਨਿੱਕੇ ਤਾਰੇ ਖ਼ਾਸ: ਬੱਚਿਆਂ ਲਈ ਵਿਸਾਖੀ ਦੀ ਕਹਾਣੀ',
      'A short retelling of the harvest festival and the founding of the Khalsa, made for young ears.',
      'ਵਾਢੀ ਦੇ ਤਿਉਹਾਰ ਅਤੇ ਖ਼ਾਲਸੇ ਦੀ ਸਾਜਨਾ ਦੀ ਕਹਾਣੀ, ਛੋਟੇ ਬੱਚਿਆਂ ਲਈ ਸੌਖੇ ਸ਼ਬਦਾਂ ਵਿੱਚ।',
      998,
    ),
  ],
  217: [
    ep(
      'Kabaddi cup final: the full story',
      'ਕਬੱਡੀ ਕੱਪ ਦਾ ਫ਼ਾਈਨਲ: ਪੂਰੀ ਕਹਾਣੀ',
      'Harman relives a tense final in Surrey, decided by the last raid, with interviews from both dressing rooms.',
      'ਹਰਮਨ ਸਰੀ ਵਿੱਚ ਹੋਏ ਫ਼ਸਵੇਂ ਫ਼ਾਈਨਲ ਦੀ ਗੱਲ ਕਰਦੇ ਹਨ, ਜਿਸ ਦਾ ਫ਼ੈਸਲਾ ਆਖ਼ਰੀ ਰੇਡ \'ਤੇ ਹੋਇਆ, ਦੋਵਾਂ ਟੀਮਾਂ ਨਾਲ ਗੱਲਬਾਤ ਸਮੇਤ।',
    ),
    ep(
      'Cricket season opens in the local leagues',
      'ਸਥਾਨਕ ਲੀਗਾਂ ਵਿੱਚ ਕ੍ਰਿਕਟ ਸੀਜ਼ਨ ਸ਼ੁਰੂ',
      'Club captains preview the season, and a groundskeeper explains how a rugby field becomes a cricket pitch.',
      'ਕਲੱਬਾਂ ਦੇ ਕਪਤਾਨ ਸੀਜ਼ਨ ਦੀ ਝਲਕ ਦਿੰਦੇ ਹਨ ਅਤੇ ਇੱਕ ਗਰਾਊਂਡਸਮੈਨ ਦੱਸਦਾ ਹੈ ਕਿ ਰਗਬੀ ਦਾ ਮੈਦਾਨ ਕ੍ਰਿਕਟ ਪਿੱਚ ਕਿਵੇਂ ਬਣਦਾ ਹੈ।',
    ),
    ep(
      'Field hockey\'s Punjabi roots in BC',
      'ਬੀ.ਸੀ. ਵਿੱਚ ਹਾਕੀ ਦੀਆਂ ਪੰਜਾਬੀ ਜੜ੍ਹਾਂ',
      'Veterans of the first Punjabi-Canadian field-hockey clubs remember playing on muddy school fields in the 1970s.',
      'ਪਹਿਲੇ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਹਾਕੀ ਕਲੱਬਾਂ ਦੇ ਪੁਰਾਣੇ ਖਿਡਾਰੀ 1970 ਦੇ ਦਹਾਕੇ ਵਿੱਚ ਸਕੂਲਾਂ ਦੇ ਚਿੱਕੜ ਭਰੇ ਮੈਦਾਨਾਂ \'ਤੇ ਖੇਡਣ ਨੂੰ ਯਾਦ ਕਰਦੇ ਹਨ।',
    ),
    ep(
      'Canucks at the halfway mark',
      'ਅੱਧੇ ਸੀਜ਼ਨ \'ਤੇ ਕੈਨਕਸ',
      'Listeners grade the team, and a sports psychologist explains why fans take losses so personally.',
      'ਸਰੋਤੇ ਟੀਮ ਨੂੰ ਨੰਬਰ ਦਿੰਦੇ ਹਨ ਅਤੇ ਇੱਕ ਖੇਡ ਮਨੋਵਿਗਿਆਨੀ ਦੱਸਦੇ ਹਨ ਕਿ ਪ੍ਰਸ਼ੰਸਕ ਹਾਰ ਨੂੰ ਦਿਲ \'ਤੇ ਕਿਉਂ ਲਾ ਲੈਂਦੇ ਹਨ।',
    ),
    ep(
      'Girls in the wrestling ring',
      'ਅਖਾੜੇ ਵਿੱਚ ਕੁੜੀਆਂ',
      'A Surrey wrestling club where girls now outnumber boys, and the coach who made it happen.',
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
      'Ask City Hall in brief: the week\'s council decisions',
      'ਸੰਖੇਪ ਵਿੱਚ: ਹਫ਼ਤੇ ਦੇ ਕੌਂਸਲ ਫ਼ੈਸਲੇ',
      'A quick rundown of the decisions made at Monday\'s council meeting and what they mean for residents.',
      'ਸੋਮਵਾਰ ਦੀ ਕੌਂਸਲ ਮੀਟਿੰਗ ਵਿੱਚ ਲਏ ਗਏ ਫ਼ੈਸਲਿਆਂ ਦਾ ਸੰਖੇਪ ਵੇਰਵਾ ਅਤੇ ਸ਼ਹਿਰ ਵਾਸੀਆਂ ਲਈ ਉਨ੍ਹਾਂ ਦਾ ਮਤਲਬ।',
      1327,
    ),
  ],
};

const toMinutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The four demo audio files, used in turn. */
const audioFile = (n: number): string => `/media/audio/episode-${'abcd'.charAt(n % 4)}.wav`;

/**
 * Recent episodes, ids 10000–19999. Weekday shows publish daily and weekend shows weekly; the
 * newest episode of every show aired yesterday. About a third carry a video and a third a
 * SoundCloud link; every episode has a playable audio file.
 */
export function episodes(d: SeedDates): EpisodeInput[] {
  const out: EpisodeInput[] = [];
  let id = 10000;
  let n = 0;
  for (const show of SHOW_DRAFTS) {
    const list = EPISODE_LISTS[show.id] ?? [];
    const daily = show.days.includes('Monday to Friday');
    const slotMinutes = toMinutes(show.endTime) - toMinutes(show.startTime);
    // Air time minus news breaks and ads, capped at two hours for the long morning shows.
    const fullLength = Math.min(Math.round(slotMinutes * 60 * 0.9), 7200);
    // Daytime episodes go online when the show ends; evening ones are uploaded by the producer
    // at 10:00, so even the newest episode is never later than the moment the seed is built.
    const uploadTime = toMinutes(show.endTime) < 16 * 60 ? show.endTime : '10:00';
    const used = new Set<string>();
    list.forEach((e, i) => {
      const base = slugify(e.title);
      let slug = base;
      for (let k = 2; used.has(slug); k++) slug = `${base}-${k}`;
      used.add(slug);
      const episode: EpisodeInput = {
        id: id++,
        showId: show.id,
        slug,
        title: e.title,
        ...(e.titlePa ? { titlePa: e.titlePa } : {}),
        description: e.description,
        ...(e.descriptionPa ? { descriptionPa: e.descriptionPa } : {}),
        image: mediaImage('episodes', show.slug),
        duration: e.duration ?? fullLength - ((i * 173 + show.id * 7) % 300),
        languages: [...show.languages],
        hosts: [...show.hosts],
        ...(n % 3 === 0 ? { youtubeLink: youtubeLink(videoId(`${show.slug}/${slug}`)) } : {}),
        ...(n % 3 === 1 ? { soundcloudLink: soundcloudLink(`${show.slug}-${slug}`) } : {}),
        soundLink: audioFile(n),
        postDate: d.daysAgo(daily ? 1 + i : 1 + 7 * i, uploadTime),
      };
      out.push(episode);
      n++;
    });
  }
  return out;
}
