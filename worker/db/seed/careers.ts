import type { CareerInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';

/**
 * Demo open positions at the station (ids 4000–4099), all posted in the last 30 days, each with
 * a Punjabi title and intro. Slugs are derived from the English titles.
 */
export function careers(d: SeedDates): CareerInput[] {
  return [
    {
      id: 4000,
      slug: 'punjabi-news-anchor',
      title: 'Punjabi News Anchor',
      titlePa: 'ਪੰਜਾਬੀ ਨਿਊਜ਼ ਐਂਕਰ',
      intro:
        'Read and present our hourly Punjabi newscasts on 91.5 FM and 91.5 HD2, and co-host the weekday morning current-affairs hour. Fluent spoken and written Punjabi and English and at least two years of broadcast experience are required.',
      introPa:
        '91.5 FM ਅਤੇ 91.5 HD2 ਉੱਤੇ ਹਰ ਘੰਟੇ ਦੀਆਂ ਪੰਜਾਬੀ ਖ਼ਬਰਾਂ ਪੜ੍ਹੋ ਅਤੇ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਸਵੇਰ ਦੇ ਚਲੰਤ ਮਾਮਲਿਆਂ ਦੇ ਪ੍ਰੋਗਰਾਮ ਦੀ ਸਹਿ-ਮੇਜ਼ਬਾਨੀ ਕਰੋ। ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਬੋਲਣ-ਲਿਖਣ ਵਿੱਚ ਮੁਹਾਰਤ ਅਤੇ ਪ੍ਰਸਾਰਣ ਦਾ ਘੱਟੋ-ਘੱਟ ਦੋ ਸਾਲ ਦਾ ਤਜਰਬਾ ਲਾਜ਼ਮੀ ਹੈ।',
      postDate: d.daysAgo(3, '10:00'),
    },
    {
      id: 4001,
      slug: 'digital-producer',
      title: 'Digital Producer',
      titlePa: 'ਡਿਜੀਟਲ ਪ੍ਰੋਡਿਊਸਰ',
      intro:
        'Turn our radio stories into web articles, short videos and social posts in English and Punjabi, and help grow our audience online. Experience with video editing and a content management system is an asset.',
      introPa:
        'ਸਾਡੀਆਂ ਰੇਡੀਓ ਕਹਾਣੀਆਂ ਨੂੰ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਵੈੱਬ ਲੇਖਾਂ, ਛੋਟੀਆਂ ਵੀਡੀਓਜ਼ ਅਤੇ ਸੋਸ਼ਲ ਮੀਡੀਆ ਪੋਸਟਾਂ ਵਿੱਚ ਬਦਲੋ ਅਤੇ ਆਨਲਾਈਨ ਦਰਸ਼ਕਾਂ ਦਾ ਘੇਰਾ ਵਧਾਉਣ ਵਿੱਚ ਮਦਦ ਕਰੋ। ਵੀਡੀਓ ਐਡੀਟਿੰਗ ਅਤੇ ਕੰਟੈਂਟ ਮੈਨੇਜਮੈਂਟ ਸਿਸਟਮ ਦਾ ਤਜਰਬਾ ਵਾਧੂ ਗੁਣ ਮੰਨਿਆ ਜਾਵੇਗਾ।',
      postDate: d.daysAgo(8, '09:30'),
    },
    {
      id: 4002,
      slug: 'sales-executive',
      title: 'Sales Executive',
      titlePa: 'ਸੇਲਜ਼ ਐਗਜ਼ੈਕਟਿਵ',
      intro:
        'Build lasting partnerships with local businesses across Surrey, Abbotsford and the Lower Mainland, selling on-air, online and event sponsorship packages. Base salary plus commission, with a company vehicle allowance.',
      introPa:
        'ਸਰੀ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਸਥਾਨਕ ਕਾਰੋਬਾਰਾਂ ਨਾਲ ਪੱਕੀ ਸਾਂਝ ਬਣਾਓ ਅਤੇ ਰੇਡੀਓ, ਆਨਲਾਈਨ ਅਤੇ ਸਮਾਗਮਾਂ ਦੀ ਸਪਾਂਸਰਸ਼ਿਪ ਦੇ ਪੈਕੇਜ ਵੇਚੋ। ਮੁੱਢਲੀ ਤਨਖ਼ਾਹ ਦੇ ਨਾਲ ਕਮਿਸ਼ਨ ਅਤੇ ਗੱਡੀ ਦਾ ਭੱਤਾ ਵੀ ਮਿਲੇਗਾ।',
      postDate: d.daysAgo(14, '11:00'),
    },
    {
      id: 4003,
      slug: 'volunteer-coordinator',
      title: 'Volunteer Coordinator',
      titlePa: 'ਵਲੰਟੀਅਰ ਕੋਆਰਡੀਨੇਟਰ',
      intro:
        'Recruit, train and schedule the volunteers who keep our radiothons, melas and community outreach running. This part-time role suits someone organised, warm and well connected in the community.',
      introPa:
        'ਸਾਡੇ ਰੇਡੀਓਥਾਨ, ਮੇਲਿਆਂ ਅਤੇ ਭਾਈਚਾਰਕ ਪ੍ਰੋਗਰਾਮਾਂ ਨੂੰ ਚਲਾਉਣ ਵਾਲੇ ਵਲੰਟੀਅਰਾਂ ਦੀ ਭਰਤੀ, ਸਿਖਲਾਈ ਅਤੇ ਡਿਊਟੀਆਂ ਦਾ ਪ੍ਰਬੰਧ ਕਰੋ। ਇਹ ਪਾਰਟ-ਟਾਈਮ ਅਹੁਦਾ ਕਿਸੇ ਅਜਿਹੇ ਵਿਅਕਤੀ ਲਈ ਢੁੱਕਵਾਂ ਹੈ ਜੋ ਸਲੀਕੇ ਵਾਲਾ, ਮਿਲਣਸਾਰ ਅਤੇ ਭਾਈਚਾਰੇ ਵਿੱਚ ਚੰਗੀ ਜਾਣ-ਪਛਾਣ ਰੱਖਦਾ ਹੋਵੇ।',
      postDate: d.daysAgo(21, '13:00'),
    },
    {
      id: 4004,
      slug: 'summer-intern',
      title: 'Summer Intern',
      titlePa: 'ਗਰਮੀਆਂ ਦੀ ਇੰਟਰਨਸ਼ਿਪ',
      intro:
        'Spend twelve paid weeks in our newsroom and studios, helping with research, interviews, audio editing and event coverage. Open to students in journalism, communications or media programmes.',
      introPa:
        'ਸਾਡੇ ਨਿਊਜ਼ਰੂਮ ਅਤੇ ਸਟੂਡੀਓ ਵਿੱਚ ਬਾਰਾਂ ਹਫ਼ਤੇ ਤਨਖ਼ਾਹ ਸਮੇਤ ਕੰਮ ਕਰੋ ਅਤੇ ਖੋਜ, ਇੰਟਰਵਿਊਆਂ, ਆਡੀਓ ਐਡੀਟਿੰਗ ਅਤੇ ਸਮਾਗਮਾਂ ਦੀ ਕਵਰੇਜ ਵਿੱਚ ਹੱਥ ਵਟਾਓ। ਪੱਤਰਕਾਰੀ, ਸੰਚਾਰ ਜਾਂ ਮੀਡੀਆ ਦੀ ਪੜ੍ਹਾਈ ਕਰ ਰਹੇ ਵਿਦਿਆਰਥੀ ਅਰਜ਼ੀ ਦੇ ਸਕਦੇ ਹਨ।',
      postDate: d.daysAgo(27, '15:30'),
    },
  ];
}
