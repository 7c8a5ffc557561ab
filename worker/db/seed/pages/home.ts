/**
 * The home page configuration (headers and sections), the 404 copy, the contact page with its
 * studio note and the headers of the featured page.
 */
import type { ContentBundle, HomeInput, NoteBlock, PageHeaders } from '../../../../shared/types/content';
import { STATION } from './content-pages';

export const home: HomeInput = {
  headers: {
    title: 'Radio 91.5 FM',
    titlePa: 'ਰੇਡੀਓ 91.5 FM',
    subheading: 'The voice of Punjabi Vancouver — news, music and conversation, live on 91.5 FM and 91.5 HD2',
    subheadingPa: 'ਪੰਜਾਬੀ ਵੈਨਕੂਵਰ ਦੀ ਆਵਾਜ਼ — ਖ਼ਬਰਾਂ, ਸੰਗੀਤ ਅਤੇ ਗੱਲਬਾਤ, 91.5 FM ਅਤੇ 91.5 HD2 ਉੱਤੇ ਲਾਈਵ',
    backgroundImage: '/media/images/headers/home.svg',
  },
  sections: [
    { handle: 'news', title: 'Latest News', titlePa: 'ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ' },
    {
      handle: 'banner',
      type: 'default',
      title: 'Listen live, wherever you are',
      titlePa: 'ਜਿੱਥੇ ਵੀ ਹੋਵੋ, ਲਾਈਵ ਸੁਣੋ',
      items: [
        {
          title: 'Get the Radio 91.5 app',
          titlePa: 'ਰੇਡੀਓ 91.5 ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ',
          image: '/media/images/banners/listen-live-app.svg',
          link: '/apps',
        },
      ],
    },
    { handle: 'connectOriginals', title: 'Radio 91.5 Originals', titlePa: 'ਰੇਡੀਓ 91.5 ਓਰਿਜਨਲਜ਼' },
    { handle: 'events', title: 'Upcoming Events', titlePa: 'ਆਉਣ ਵਾਲੇ ਸਮਾਗਮ' },
    { handle: 'shows', title: 'Our Shows', titlePa: 'ਸਾਡੇ ਸ਼ੋਅ' },
    { handle: 'careers', title: 'Careers', titlePa: 'ਨੌਕਰੀਆਂ' },
    {
      handle: 'banner',
      type: 'wide',
      title: 'Community radio runs on community support',
      titlePa: 'ਭਾਈਚਾਰਕ ਰੇਡੀਓ ਭਾਈਚਾਰੇ ਦੇ ਸਾਥ ਨਾਲ ਹੀ ਚੱਲਦਾ ਹੈ',
      items: [
        {
          title: 'Donate to Radio 91.5',
          titlePa: 'ਰੇਡੀਓ 91.5 ਨੂੰ ਦਾਨ ਦਿਓ',
          image: '/media/images/banners/support-community-radio.svg',
          link: 'https://donate.915radio.example',
        },
      ],
    },
  ],
  showEntertainment: true,
  showPopup: true,
};

export const pageNotFound: NonNullable<ContentBundle['pageNotFound']> = {
  errorTitle: 'Page not found',
  errorTitlePa: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ',
  errorCopy:
    'The page you are looking for may have moved or no longer exists. Try the latest news, or press play and listen live while you are here.',
  errorCopyPa: 'ਜੋ ਪੰਨਾ ਤੁਸੀਂ ਲੱਭ ਰਹੇ ਹੋ, ਉਹ ਸ਼ਾਇਦ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੈ ਜਾਂ ਹੁਣ ਮੌਜੂਦ ਨਹੀਂ। ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ ਵੇਖੋ, ਜਾਂ ਪਲੇ ਦਬਾਓ ਅਤੇ ਲਾਈਵ ਰੇਡੀਓ ਸੁਣੋ।',
};

const contactNote: NoteBlock = {
  heading: 'Visit or call the studio',
  headingPa: 'ਸਟੂਡੀਓ ਆਓ ਜਾਂ ਫ਼ੋਨ ਕਰੋ',
  description: `<p>Radio 91.5, Unit 204, 12830 80 Avenue, Surrey, BC V3W 3A8</p>
<p>Studio and newsroom: 604-555-0915</p>
<p>Email: info@915radio.example</p>
<p>Office hours: Monday to Friday, 9:00 to 17:00. The on-air line is open during all live shows.</p>`,
  descriptionPa: `<p>ਰੇਡੀਓ 91.5, ਯੂਨਿਟ 204, 12830 80 ਐਵੇਨਿਊ, ਸਰੀ, ਬੀ.ਸੀ. V3W 3A8</p>
<p>ਸਟੂਡੀਓ ਅਤੇ ਨਿਊਜ਼ਰੂਮ: 604-555-0915</p>
<p>ਈਮੇਲ: info@915radio.example</p>
<p>ਦਫ਼ਤਰ ਦਾ ਸਮਾਂ: ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ, ਸਵੇਰੇ 9 ਤੋਂ ਸ਼ਾਮ 5 ਵਜੇ ਤੱਕ। ਸਾਰੇ ਲਾਈਵ ਸ਼ੋਆਂ ਦੌਰਾਨ ਆਨ-ਏਅਰ ਲਾਈਨ ਖੁੱਲ੍ਹੀ ਰਹਿੰਦੀ ਹੈ।</p>`,
  link: 'mailto:info@915radio.example',
};

export const contactPage: NonNullable<ContentBundle['contactPage']> = {
  title: 'Contact Us',
  titlePa: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
  head: `Contact ${STATION}`,
  description: `<p>Have a news tip, a question about a show, or feedback on something you heard? We want to hear from you, in English or Punjabi.</p>
<p>For advertising, use the <a href="/advertise">advertising page</a>; for jobs and internships, see <a href="/careers">careers</a>.</p>`,
  descriptionPa: `<p>ਕੋਈ ਖ਼ਬਰ ਦੀ ਸੂਹ ਹੈ, ਕਿਸੇ ਸ਼ੋਅ ਬਾਰੇ ਸਵਾਲ ਹੈ, ਜਾਂ ਜੋ ਸੁਣਿਆ ਉਸ ਬਾਰੇ ਕੋਈ ਰਾਏ ਦੇਣੀ ਹੈ? ਅੰਗਰੇਜ਼ੀ ਜਾਂ ਪੰਜਾਬੀ ਵਿੱਚ, ਸਾਨੂੰ ਜ਼ਰੂਰ ਦੱਸੋ।</p>
<p>ਇਸ਼ਤਿਹਾਰਾਂ ਲਈ <a href="/advertise">ਇਸ਼ਤਿਹਾਰ ਪੰਨਾ</a> ਵੇਖੋ; ਨੌਕਰੀਆਂ ਅਤੇ ਇੰਟਰਨਸ਼ਿਪਾਂ ਲਈ <a href="/careers">ਨੌਕਰੀਆਂ</a> ਵਾਲਾ ਪੰਨਾ ਵੇਖੋ।</p>`,
  note: contactNote,
  details: {
    address: 'Unit 204, 12830 80 Avenue, Surrey, BC V3W 3A8',
    addressPa: 'ਯੂਨਿਟ 204, 12830 80 ਐਵੇਨਿਊ, ਸਰੀ, ਬੀ.ਸੀ. V3W 3A8',
    phone: '+1 604-555-0915',
    email: 'info@915radio.example',
    hours: 'Monday to Friday, 9:00 to 17:00',
    hoursPa: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ, ਸਵੇਰੇ 9 ਤੋਂ ਸ਼ਾਮ 5 ਵਜੇ ਤੱਕ',
  },
};

export const featuredHeaders: PageHeaders = {
  title: 'Featured',
  titlePa: 'ਖ਼ਾਸ',
  heading: 'Featured Stories',
  headingPa: 'ਖ਼ਾਸ ਕਹਾਣੀਆਂ',
  subheading: 'In-depth reporting and long reads from the Radio 91.5 newsroom',
  subheadingPa: 'ਰੇਡੀਓ 91.5 ਨਿਊਜ਼ਰੂਮ ਦੀਆਂ ਵਿਸਥਾਰਤ ਰਿਪੋਰਟਾਂ ਅਤੇ ਲੰਮੀਆਂ ਕਹਾਣੀਆਂ',
  backgroundImage: '/media/images/headers/featured.svg',
  backgroundHeading: 'Featured',
};
