/**
 * The site settings of the demo: header and footer menus, social and app links, copyright line,
 * donations and credit links, the messaging number and the marquee.
 */
import type { SettingsInput } from '../../../../shared/types/content';

export const settings: SettingsInput = {
  headerMenu: [
    { title: 'News', titlePa: 'ਖ਼ਬਰਾਂ', url: '/news' },
    { title: 'Entertainment', titlePa: 'ਮਨੋਰੰਜਨ', url: '/entertainment' },
    { title: 'Shows', titlePa: 'ਸ਼ੋਅ', url: '/shows' },
    { title: 'Originals', titlePa: 'ਓਰਿਜਨਲਜ਼', url: '/originals' },
    { title: 'Featured', titlePa: 'ਖ਼ਾਸ', url: '/featured' },
    { title: 'Events', titlePa: 'ਸਮਾਗਮ', url: '/events' },
    { title: 'Hosts', titlePa: 'ਹੋਸਟ', url: '/hosts' },
    { title: 'About', titlePa: 'ਸਾਡੇ ਬਾਰੇ', url: '/about' },
  ],
  footerMainMenu: [
    { title: 'News', titlePa: 'ਖ਼ਬਰਾਂ', url: '/news' },
    { title: 'Entertainment', titlePa: 'ਮਨੋਰੰਜਨ', url: '/entertainment' },
    { title: 'Shows', titlePa: 'ਸ਼ੋਅ', url: '/shows' },
    { title: 'Hosts', titlePa: 'ਹੋਸਟ', url: '/hosts' },
    { title: 'Events', titlePa: 'ਸਮਾਗਮ', url: '/events' },
    { title: 'Community', titlePa: 'ਭਾਈਚਾਰਾ', url: '/community' },
    { title: 'Get the App', titlePa: 'ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ', url: '/apps' },
    { title: 'About Us', titlePa: 'ਸਾਡੇ ਬਾਰੇ', url: '/about' },
  ],
  footerSecondaryMenu: [
    { title: 'Privacy Policy', titlePa: 'ਨਿੱਜਤਾ ਨੀਤੀ', url: '/privacy-policy' },
    { title: 'Terms of Use', titlePa: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ', url: '/terms-of-use' },
    { title: 'Cookie Policy', titlePa: 'ਕੂਕੀ ਨੀਤੀ', url: '/cookie-policy' },
    { title: 'Careers', titlePa: 'ਨੌਕਰੀਆਂ', url: '/careers' },
    { title: 'Advertise', titlePa: 'ਇਸ਼ਤਿਹਾਰ ਦਿਓ', url: '/advertise' },
    { title: 'Contact', titlePa: 'ਸੰਪਰਕ', url: '/contact' },
  ],
  socialLinks: [
    { type: 'facebook', url: 'https://www.facebook.com/radio915surrey' },
    { type: 'instagram', url: 'https://www.instagram.com/radio915surrey' },
    { type: 'youtube', url: 'https://www.youtube.com/@radio915surrey' },
    { type: 'twitter', url: 'https://twitter.com/radio915surrey' },
    { type: 'tiktok', url: 'https://www.tiktok.com/@radio915surrey' },
  ],
  appLinks: { google: 'https://play.google.com/store/apps/details?id=example.radio915' },
  copyright: '© {year} Radio 91.5 Community Broadcasting Society. All rights reserved.',
  copyrightPa: '© {year} ਰੇਡੀਓ 91.5 ਕਮਿਊਨਿਟੀ ਬ੍ਰਾਡਕਾਸਟਿੰਗ ਸੁਸਾਇਟੀ। ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।',
  donationsLink: 'https://donate.915radio.example',
  creditLink: { title: 'Cedar Lane Digital', url: 'https://cedarlane-digital.example' },
  messagingPhone: '16045550915',
  marquee: [
    'Radio 91.5 FM & 91.5 HD2 — the Punjabi voice of Metro Vancouver',
    'ਤੁਹਾਡਾ ਆਪਣਾ ਰੇਡੀਓ, ਤੁਹਾਡੀ ਆਪਣੀ ਬੋਲੀ',
    'Morning Drive: news and bridge traffic every 15 minutes, 6–9 AM',
    'ਹਰ ਘੰਟੇ ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ — ਬੀ.ਸੀ., ਕੈਨੇਡਾ ਅਤੇ ਪੰਜਾਬ ਤੋਂ',
    'Call the studio: 604-555-0915',
    'ਸ਼ਾਮ ਦੀ ਮਹਿਫ਼ਲ: ਪੁਰਾਣੇ ਗੀਤਾਂ ਨਾਲ, ਹਰ ਰਾਤ 8 ਵਜੇ',
    'Seva Saturdays: drop off food at the studio, first Saturday of the month',
    'ਐਪ ਡਾਊਨਲੋਡ ਕਰੋ ਅਤੇ ਕਿਤੇ ਵੀ ਲਾਈਵ ਸੁਣੋ',
  ],
};
