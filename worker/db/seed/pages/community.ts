/**
 * The section-built community page (it uses every SectionInput handle at least once) and
 * `buildPages`, the list of all the pages of the demo. Only the community page carries dates (its
 * news and related-post cards), so `buildPages(d)` takes the seed's date helpers.
 */
import type { PageInput, SectionInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { bcPosts } from '../posts';
import { fromSeedJson } from '../from-json';
import contentPages from './content-pages.json' with { type: 'json' };

/** The station's name as the page copy writes it. */
const STATION = 'Radio 91.5';

/** content-pages.json: the station's own text pages (about with the team, advertise, careers, apps, app privacy). */
type ContentPages = Record<'about' | 'advertise' | 'careers' | 'apps' | 'appPrivacy', PageInput>;

/**
 * Story cards of the news and related-posts sections, copied from the demo's BC posts so every
 * card opens a real story in both languages. A slug that is gone fails the seed loudly.
 */
function storyCards(d: SeedDates, slugs: string[]) {
  const posts = bcPosts(d);
  return slugs.map((slug) => {
    const p = posts.find((x) => x.slug === slug);
    if (!p) throw new Error(`community page: no BC post with the slug '${slug}'`);
    return {
      id: p.id,
      slug,
      title: p.title,
      titlePa: p.titlePa,
      intro: p.intro,
      introPa: p.introPa,
      image: p.images[0]?.url,
      postDate: p.postDate,
      isUpdated: Boolean(p.postDateUpdated),
    };
  });
}

function communitySections(d: SeedDates): SectionInput[] {
  return [
    {
      handle: 'banner',
      type: 'default',
      title: 'Community Matters',
      titlePa: 'ਭਾਈਚਾਰਾ ਹੀ ਸਾਡੀ ਤਾਕਤ',
      description:
        "Food drives, school visits, seniors' mornings and live broadcasts from wherever the community gathers.",
      descriptionPa: 'ਫ਼ੂਡ ਡਰਾਈਵ, ਸਕੂਲਾਂ ਦੇ ਦੌਰੇ, ਬਜ਼ੁਰਗਾਂ ਦੀਆਂ ਮਹਿਫ਼ਲਾਂ ਅਤੇ ਜਿੱਥੇ ਵੀ ਭਾਈਚਾਰਾ ਜੁੜੇ, ਉੱਥੋਂ ਲਾਈਵ ਪ੍ਰਸਾਰਣ।',
      items: [
        {
          title: 'Seva Saturdays',
          titlePa: 'ਸੇਵਾ ਸ਼ਨੀਵਾਰ',
          image: '/media/images/community/seva-saturdays-hero.svg',
          link: '/community',
        },
      ],
    },
    {
      handle: 'header',
      centerAligned: true,
      title: `${STATION} in the Community`,
      titlePa: 'ਭਾਈਚਾਰੇ ਵਿੱਚ ਰੇਡੀਓ 91.5',
      description:
        "Community radio means more than playing the music people love. It means showing up — at the food bank, the school gym, the seniors' centre and the parade route — and handing the microphone to the people who live here.",
      descriptionPa:
        'ਭਾਈਚਾਰਕ ਰੇਡੀਓ ਦਾ ਮਤਲਬ ਸਿਰਫ਼ ਲੋਕਾਂ ਦੀ ਪਸੰਦ ਦਾ ਸੰਗੀਤ ਵਜਾਉਣਾ ਨਹੀਂ। ਇਸ ਦਾ ਮਤਲਬ ਹੈ ਫ਼ੂਡ ਬੈਂਕ, ਸਕੂਲ ਦੇ ਜਿਮ, ਸੀਨੀਅਰ ਸੈਂਟਰ ਅਤੇ ਨਗਰ ਕੀਰਤਨ ਦੇ ਰਾਹ ਉੱਤੇ ਹਾਜ਼ਰ ਹੋਣਾ — ਅਤੇ ਮਾਈਕ ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਦੇ ਹੱਥ ਦੇਣਾ ਜੋ ਇੱਥੇ ਰਹਿੰਦੇ ਹਨ।',
    },
    {
      handle: 'wysiwyg',
      description: `<p>Every year our staff and more than 120 volunteers take part in dozens of events across Surrey, Delta, Abbotsford and Vancouver. We collect food and winter clothing, broadcast live from community celebrations, and give free airtime to non-profits that need to reach Punjabi-speaking families.</p>
<p>Our community calendar is read on air every weekday at 11:30 AM and 5:30 PM. If your group is organising a free event, a blood drive, a health clinic or a fundraiser, <a href="/contact">send us the details</a> at least ten days ahead.</p>`,
      descriptionPa: `<p>ਹਰ ਸਾਲ ਸਾਡਾ ਸਟਾਫ਼ ਅਤੇ 120 ਤੋਂ ਵੱਧ ਵਲੰਟੀਅਰ ਸਰੀ, ਡੈਲਟਾ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਦਰਜਨਾਂ ਸਮਾਗਮਾਂ ਵਿੱਚ ਹਿੱਸਾ ਲੈਂਦੇ ਹਨ। ਅਸੀਂ ਰਾਸ਼ਨ ਅਤੇ ਸਰਦੀਆਂ ਦੇ ਕੱਪੜੇ ਇਕੱਠੇ ਕਰਦੇ ਹਾਂ, ਭਾਈਚਾਰਕ ਜਸ਼ਨਾਂ ਤੋਂ ਲਾਈਵ ਪ੍ਰਸਾਰਣ ਕਰਦੇ ਹਾਂ, ਅਤੇ ਪੰਜਾਬੀ ਪਰਿਵਾਰਾਂ ਤੱਕ ਪਹੁੰਚਣ ਦੀਆਂ ਚਾਹਵਾਨ ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸੰਸਥਾਵਾਂ ਨੂੰ ਮੁਫ਼ਤ ਏਅਰਟਾਈਮ ਦਿੰਦੇ ਹਾਂ।</p>
<p>ਸਾਡਾ ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ ਹਰ ਹਫ਼ਤੇ ਦੇ ਦਿਨ ਸਵੇਰੇ 11:30 ਅਤੇ ਸ਼ਾਮ 5:30 ਵਜੇ ਰੇਡੀਓ 'ਤੇ ਪੜ੍ਹਿਆ ਜਾਂਦਾ ਹੈ। ਜੇ ਤੁਹਾਡੀ ਸੰਸਥਾ ਕੋਈ ਮੁਫ਼ਤ ਸਮਾਗਮ, ਖ਼ੂਨਦਾਨ ਕੈਂਪ, ਸਿਹਤ ਕਲੀਨਿਕ ਜਾਂ ਫ਼ੰਡਰੇਜ਼ਰ ਕਰਵਾ ਰਹੀ ਹੈ, ਤਾਂ ਘੱਟੋ-ਘੱਟ ਦਸ ਦਿਨ ਪਹਿਲਾਂ <a href="/contact">ਸਾਨੂੰ ਵੇਰਵੇ ਭੇਜੋ</a>।</p>`,
    },
    {
      handle: 'threeCards',
      title: 'Ways to get involved',
      titlePa: 'ਜੁੜਨ ਦੇ ਤਰੀਕੇ',
      items: [
        {
          title: 'Community Calendar',
          titlePa: 'ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ',
          description: 'Free on-air announcements for non-profit events, read twice every weekday.',
          descriptionPa: 'ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸਮਾਗਮਾਂ ਦੇ ਮੁਫ਼ਤ ਐਲਾਨ, ਹਰ ਹਫ਼ਤੇ ਦੇ ਦਿਨ ਦੋ ਵਾਰ।',
          image: '/media/images/community/community-calendar.svg',
          link: '/contact',
        },
        {
          title: 'Seva Saturdays',
          titlePa: 'ਸੇਵਾ ਸ਼ਨੀਵਾਰ',
          description: 'Drop off food and winter clothing at our studio on the first Saturday of every month.',
          descriptionPa: 'ਹਰ ਮਹੀਨੇ ਦੇ ਪਹਿਲੇ ਸ਼ਨੀਵਾਰ ਸਾਡੇ ਸਟੂਡੀਓ ਵਿੱਚ ਰਾਸ਼ਨ ਅਤੇ ਸਰਦੀਆਂ ਦੇ ਕੱਪੜੇ ਦਿਓ।',
          image: '/media/images/community/seva-saturdays.svg',
          link: '/events',
        },
        {
          title: 'Youth Voices',
          titlePa: 'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ',
          description: 'High-school students learn to report, edit and host their own monthly radio hour.',
          descriptionPa: 'ਹਾਈ ਸਕੂਲ ਦੇ ਵਿਦਿਆਰਥੀ ਰਿਪੋਰਟਿੰਗ, ਐਡੀਟਿੰਗ ਅਤੇ ਆਪਣਾ ਮਹੀਨਾਵਾਰ ਰੇਡੀਓ ਘੰਟਾ ਚਲਾਉਣਾ ਸਿੱਖਦੇ ਹਨ।',
          image: '/media/images/community/youth-voices.svg',
          link: '/careers',
        },
      ],
    },
    {
      handle: 'carousel',
      title: 'Out and about',
      titlePa: 'ਭਾਈਚਾਰੇ ਦੇ ਵਿਚਕਾਰ',
      items: [
        {
          image: '/media/images/community/vaisakhi-broadcast-booth.svg',
          title: 'Live from the Vaisakhi parade route',
          titlePa: 'ਵਿਸਾਖੀ ਨਗਰ ਕੀਰਤਨ ਤੋਂ ਲਾਈਵ',
          link: '/events',
        },
        {
          image: '/media/images/community/winter-coat-drive.svg',
          title: 'Winter coat drive at the Newton studio',
          titlePa: 'ਨਿਊਟਨ ਸਟੂਡੀਓ ਵਿੱਚ ਗਰਮ ਕੱਪੜਿਆਂ ਦੀ ਮੁਹਿੰਮ',
          link: '/community',
        },
        {
          image: '/media/images/community/seniors-chai-morning.svg',
          title: 'Chai morning with seniors in Abbotsford',
          titlePa: 'ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਬਜ਼ੁਰਗਾਂ ਨਾਲ ਚਾਹ ਦੀ ਮਹਿਫ਼ਲ',
          link: '/shows',
        },
        {
          image: '/media/images/community/school-radio-workshop.svg',
          title: 'Radio workshop with Surrey students',
          titlePa: 'ਸਰੀ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਨਾਲ ਰੇਡੀਓ ਵਰਕਸ਼ਾਪ',
          link: '/careers',
        },
        {
          image: '/media/images/community/kabaddi-cup-commentary.svg',
          title: 'Commentary at the youth kabaddi cup',
          titlePa: 'ਨੌਜਵਾਨ ਕਬੱਡੀ ਕੱਪ ਦੀ ਕੁਮੈਂਟਰੀ',
          link: '/news',
        },
      ],
    },
    { handle: 'linebreak' },
    { handle: 'titleH3', title: 'From our newsroom', titlePa: 'ਸਾਡੇ ਨਿਊਜ਼ਰੂਮ ਤੋਂ' },
    {
      handle: 'news',
      title: 'Community News',
      titlePa: 'ਭਾਈਚਾਰਕ ਖ਼ਬਰਾਂ',
      items: storyCards(d, [
        'more-vancouver-high-schools-to-offer-punjabi-language-courses',
        'surrey-council-approves-bigger-library-and-youth-space-for-newton',
        'new-housing-co-op-for-seniors-opens-in-richmond',
        'okanagan-orchard-families-rebuild-after-wildfire',
      ]),
    },
    {
      handle: 'bigCard',
      title: 'Seva Saturdays Winter Food Drive',
      titlePa: 'ਸੇਵਾ ਸ਼ਨੀਵਾਰ: ਸਰਦੀਆਂ ਦੀ ਰਾਸ਼ਨ ਮੁਹਿੰਮ',
      description:
        'Last winter listeners filled three delivery vans with rice, lentils, flour and baby formula for local pantries. This year our goal is five. Bring non-perishable food to the studio or join the packing team.',
      descriptionPa:
        'ਪਿਛਲੀਆਂ ਸਰਦੀਆਂ ਵਿੱਚ ਸਰੋਤਿਆਂ ਨੇ ਸਥਾਨਕ ਪੈਂਟਰੀਆਂ ਲਈ ਚੌਲ, ਦਾਲਾਂ, ਆਟਾ ਅਤੇ ਬੱਚਿਆਂ ਦੇ ਦੁੱਧ ਨਾਲ ਤਿੰਨ ਵੈਨਾਂ ਭਰ ਦਿੱਤੀਆਂ ਸਨ। ਇਸ ਸਾਲ ਸਾਡਾ ਟੀਚਾ ਪੰਜ ਵੈਨਾਂ ਹੈ। ਖ਼ਰਾਬ ਨਾ ਹੋਣ ਵਾਲਾ ਰਾਸ਼ਨ ਸਟੂਡੀਓ ਲਿਆਓ ਜਾਂ ਪੈਕਿੰਗ ਟੀਮ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ।',
      data: { image: '/media/images/community/winter-food-drive.svg' },
      buttonText: 'See event details',
      buttonTextPa: 'ਸਮਾਗਮ ਦੇ ਵੇਰਵੇ ਵੇਖੋ',
      buttonLink: '/events',
    },
    {
      handle: 'showCards',
      title: 'Community shows',
      titlePa: 'ਭਾਈਚਾਰਕ ਸ਼ੋਅ',
      items: [
        {
          slug: 'community-connect',
          title: 'Community Connect',
          titlePa: 'ਕਮਿਊਨਿਟੀ ਕਨੈਕਟ',
          image: '/media/images/shows/community-connect.svg',
          time: '11:00 – 12:00',
        },
        {
          slug: 'seniors-di-sath',
          title: 'Seniors di Sath',
          titlePa: 'ਬਜ਼ੁਰਗਾਂ ਦੀ ਸੱਥ',
          image: '/media/images/shows/seniors-di-sath.svg',
          time: '14:00 – 15:00',
        },
        {
          slug: 'youth-voices-hour',
          title: 'Youth Voices Hour',
          titlePa: 'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ',
          image: '/media/images/shows/youth-voices-hour.svg',
          time: '16:00 – 17:00',
        },
        {
          slug: 'sunday-sangat',
          title: 'Sunday Sangat',
          titlePa: 'ਐਤਵਾਰ ਦੀ ਸੰਗਤ',
          image: '/media/images/shows/sunday-sangat.svg',
          time: '08:00 – 10:00',
        },
      ],
    },
    {
      handle: 'scheduleSlider',
      title: 'When to listen',
      titlePa: 'ਕਦੋਂ ਸੁਣੀਏ',
      items: [
        {
          day: 'Monday to Friday',
          shows: [
            { title: 'Community Connect', titlePa: 'ਕਮਿਊਨਿਟੀ ਕਨੈਕਟ', time: '11:00 – 12:00' },
            { title: 'Community Calendar', titlePa: 'ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ', time: '11:30 & 17:30' },
            { title: 'Seniors di Sath', titlePa: 'ਬਜ਼ੁਰਗਾਂ ਦੀ ਸੱਥ', time: '14:00 – 15:00' },
          ],
        },
        {
          day: 'Saturday',
          shows: [
            { title: 'Youth Voices Hour', titlePa: 'ਨੌਜਵਾਨ ਆਵਾਜ਼ਾਂ', time: '16:00 – 17:00' },
            { title: 'Seva Saturdays Live', titlePa: 'ਸੇਵਾ ਸ਼ਨੀਵਾਰ ਲਾਈਵ', time: '10:00 – 13:00' },
          ],
        },
        {
          day: 'Sunday',
          shows: [
            { title: 'Sunday Sangat', titlePa: 'ਐਤਵਾਰ ਦੀ ਸੰਗਤ', time: '08:00 – 10:00' },
            { title: 'Ask City Hall (repeat)', titlePa: 'ਸਿਟੀ ਹਾਲ ਨੂੰ ਪੁੱਛੋ (ਮੁੜ ਪ੍ਰਸਾਰਣ)', time: '18:00 – 19:00' },
          ],
        },
      ],
    },
    {
      handle: 'originalsBar',
      title: 'Documentaries from our community',
      titlePa: 'ਸਾਡੇ ਭਾਈਚਾਰੇ ਦੀਆਂ ਦਸਤਾਵੇਜ਼ੀਆਂ',
      slug: 'docs',
    },
    {
      handle: 'banner',
      type: 'image',
      title: 'Moments from the road',
      titlePa: 'ਸਫ਼ਰ ਦੀਆਂ ਯਾਦਾਂ',
      items: [
        {
          image: '/media/images/community/remote-broadcast-van.svg',
          title: 'Our remote broadcast van in Cloverdale',
          titlePa: 'ਕਲੋਵਰਡੇਲ ਵਿੱਚ ਸਾਡੀ ਲਾਈਵ ਪ੍ਰਸਾਰਣ ਵੈਨ',
          link: '/events',
        },
        {
          image: '/media/images/community/abbotsford-farm-visit.svg',
          title: 'Morning show live from an Abbotsford berry farm',
          titlePa: 'ਐਬਟਸਫੋਰਡ ਦੇ ਬੇਰੀ ਫ਼ਾਰਮ ਤੋਂ ਸਵੇਰ ਦਾ ਸ਼ੋਅ ਲਾਈਵ',
          link: '/shows',
        },
      ],
    },
    {
      handle: 'contentBanner',
      title: 'Volunteer with us',
      titlePa: 'ਸਾਡੇ ਨਾਲ ਵਲੰਟੀਅਰ ਬਣੋ',
      description:
        'Help at events, sort donations, answer phones during fundraising drives or learn to run the board for a weekend show. No experience needed — just a few hours a month.',
      descriptionPa:
        'ਸਮਾਗਮਾਂ ਵਿੱਚ ਹੱਥ ਵਟਾਓ, ਦਾਨ ਦਾ ਸਮਾਨ ਛਾਂਟੋ, ਫ਼ੰਡਰੇਜ਼ਿੰਗ ਦੌਰਾਨ ਫ਼ੋਨ ਸੁਣੋ ਜਾਂ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰਲੇ ਸ਼ੋਅ ਲਈ ਸਾਊਂਡ ਬੋਰਡ ਚਲਾਉਣਾ ਸਿੱਖੋ। ਕਿਸੇ ਤਜਰਬੇ ਦੀ ਲੋੜ ਨਹੀਂ — ਬੱਸ ਮਹੀਨੇ ਵਿੱਚ ਕੁਝ ਘੰਟੇ।',
      buttonText: 'Sign up to volunteer',
      buttonTextPa: 'ਵਲੰਟੀਅਰ ਬਣਨ ਲਈ ਨਾਂ ਲਿਖਾਓ',
      buttonLink: '/contact',
      data: { image: '/media/images/community/volunteers-packing-hampers.svg' },
    },
    {
      handle: 'wysSidebar',
      title: 'Submit a community announcement',
      titlePa: 'ਭਾਈਚਾਰਕ ਐਲਾਨ ਭੇਜੋ',
      description: `<p>Registered non-profits, places of worship, schools and volunteer groups can have free events read on air in the Community Calendar and listed on our website.</p>
<ul><li>Send the event name, date, time and full address.</li><li>Tell us who can attend and whether there is a cost.</li><li>Add a contact phone number or email we can share publicly.</li></ul>
<p>We do not read announcements for political campaigns or commercial sales. Paid promotions are handled by our <a href="/advertise">sales team</a>.</p>`,
      descriptionPa: `<p>ਰਜਿਸਟਰਡ ਗ਼ੈਰ-ਮੁਨਾਫ਼ਾ ਸੰਸਥਾਵਾਂ, ਧਾਰਮਿਕ ਅਸਥਾਨ, ਸਕੂਲ ਅਤੇ ਵਲੰਟੀਅਰ ਗਰੁੱਪ ਆਪਣੇ ਮੁਫ਼ਤ ਸਮਾਗਮ ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ ਵਿੱਚ ਰੇਡੀਓ 'ਤੇ ਪੜ੍ਹਵਾ ਸਕਦੇ ਹਨ ਅਤੇ ਵੈੱਬਸਾਈਟ 'ਤੇ ਦਰਜ ਕਰਵਾ ਸਕਦੇ ਹਨ।</p>
<ul><li>ਸਮਾਗਮ ਦਾ ਨਾਂ, ਤਾਰੀਖ਼, ਸਮਾਂ ਅਤੇ ਪੂਰਾ ਪਤਾ ਭੇਜੋ।</li><li>ਦੱਸੋ ਕਿ ਕੌਣ ਸ਼ਾਮਲ ਹੋ ਸਕਦਾ ਹੈ ਅਤੇ ਕੀ ਕੋਈ ਫ਼ੀਸ ਹੈ।</li><li>ਕੋਈ ਫ਼ੋਨ ਨੰਬਰ ਜਾਂ ਈਮੇਲ ਦਿਓ ਜੋ ਅਸੀਂ ਜਨਤਕ ਤੌਰ 'ਤੇ ਦੱਸ ਸਕੀਏ।</li></ul>
<p>ਸਿਆਸੀ ਮੁਹਿੰਮਾਂ ਜਾਂ ਵਪਾਰਕ ਵਿਕਰੀ ਦੇ ਐਲਾਨ ਅਸੀਂ ਨਹੀਂ ਪੜ੍ਹਦੇ। ਭੁਗਤਾਨ ਵਾਲੀ ਪ੍ਰਮੋਸ਼ਨ ਲਈ ਸਾਡੀ <a href="/advertise">ਸੇਲਜ਼ ਟੀਮ</a> ਨਾਲ ਸੰਪਰਕ ਕਰੋ।</p>`,
      data: {
        sidebar: {
          heading: 'Deadlines',
          headingPa: 'ਆਖ਼ਰੀ ਤਾਰੀਖ਼ਾਂ',
          description:
            'Send announcements at least ten days before the event. Calendar items are updated every Monday morning.',
          descriptionPa: 'ਐਲਾਨ ਸਮਾਗਮ ਤੋਂ ਘੱਟੋ-ਘੱਟ ਦਸ ਦਿਨ ਪਹਿਲਾਂ ਭੇਜੋ। ਕੈਲੰਡਰ ਹਰ ਸੋਮਵਾਰ ਸਵੇਰੇ ਅੱਪਡੇਟ ਹੁੰਦਾ ਹੈ।',
          link: '/contact',
        },
      },
    },
    {
      handle: 'relatedPosts',
      title: 'More community stories',
      titlePa: 'ਭਾਈਚਾਰੇ ਦੀਆਂ ਹੋਰ ਖ਼ਬਰਾਂ',
      // Four stories: the section shows the first three (spec doc 2 §5).
      items: storyCards(d, [
        'vancouver-punjabi-market-plan-aims-to-bring-shoppers-back',
        'north-delta-shop-owners-can-apply-for-storefront-grants',
        'late-night-bus-service-expands-between-newton-and-surrey-central',
        'surrey-council-approves-bigger-library-and-youth-space-for-newton',
      ]),
    },
    {
      handle: 'appLinks',
      title: 'Take community radio with you',
      titlePa: 'ਭਾਈਚਾਰਕ ਰੇਡੀਓ ਹਰ ਥਾਂ ਆਪਣੇ ਨਾਲ',
      showGoogle: true,
      showApple: true,
    },
    { handle: 'shareComponent', enable: true, title: 'Share on', titlePa: 'ਸਾਂਝਾ ਕਰੋ' },
  ];
}

/** Every page of the demo; `d` supplies the dates of the community page's story cards. */
export function buildPages(d: SeedDates): PageInput[] {
  const community: PageInput = {
    path: 'community',
    lang: 'en',
    head: { title: 'Community', titlePa: 'ਭਾਈਚਾਰਾ' },
    sections: communitySections(d),
    meta: {
      title: `${STATION} in the Community — food drives, volunteers and local events`,
      description:
        'How Radio 91.5 works with Surrey, Delta and Abbotsford: the community calendar, Seva Saturdays food drives, youth radio workshops and volunteer opportunities.',
      keywords: 'community radio, Surrey volunteers, food drive, community calendar, Punjabi community events',
      descriptionPa:
        'ਰੇਡੀਓ 91.5 ਸਰੀ, ਡੈਲਟਾ ਅਤੇ ਐਬਟਸਫੋਰਡ ਨਾਲ ਕਿਵੇਂ ਕੰਮ ਕਰਦਾ ਹੈ: ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ, ਸੇਵਾ ਸ਼ਨੀਵਾਰ ਦੀਆਂ ਭੋਜਨ ਮੁਹਿੰਮਾਂ, ਨੌਜਵਾਨਾਂ ਦੀਆਂ ਰੇਡੀਓ ਵਰਕਸ਼ਾਪਾਂ ਅਤੇ ਸਵੈ-ਸੇਵਾ ਦੇ ਮੌਕੇ।',
      keywordsPa: 'ਭਾਈਚਾਰਕ ਰੇਡੀਓ, ਸਰੀ ਸਵੈ-ਸੇਵੀ, ਭੋਜਨ ਮੁਹਿੰਮ, ਭਾਈਚਾਰਕ ਕੈਲੰਡਰ, ਪੰਜਾਬੀ ਭਾਈਚਾਰਕ ਸਮਾਗਮ',
    },
  };
  const { about, advertise, careers, apps, appPrivacy } = fromSeedJson<ContentPages>(contentPages, d);
  return [about, advertise, careers, apps, community, appPrivacy];
}
