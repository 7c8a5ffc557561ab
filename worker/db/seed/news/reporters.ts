/**
 * The bylines of the two news desks whose posts are written out in full (not as drafts): the India
 * desk and the Vancouver news desk (finance, sports and entertainment news), each reporter with the
 * Gurmukhi spelling of the name. The BC, Alberta, Canada and World drafts use NEWSROOM from
 * ../helpers.
 */
import type { Byline } from '../helpers';

/** The India desk: five reporters, with the Gurmukhi spelling of each byline. */
export const indiaDesk = {
  harpreet: { en: 'Harpreet Kaur Sandhu', pa: 'ਹਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ' },
  gurjant: { en: 'Gurjant Singh Brar', pa: 'ਗੁਰਜੰਟ ਸਿੰਘ ਬਰਾੜ' },
  navneet: { en: 'Navneet Kaur Grewal', pa: 'ਨਵਨੀਤ ਕੌਰ ਗਰੇਵਾਲ' },
  amandeep: { en: 'Amandeep Singh Dhillon', pa: 'ਅਮਨਦੀਪ ਸਿੰਘ ਢਿੱਲੋਂ' },
  simran: { en: 'Simran Kaur Bains', pa: 'ਸਿਮਰਨ ਕੌਰ ਬੈਂਸ' },
} as const satisfies Record<string, Byline>;

/** The Vancouver news desk: five reporters, with the Gurmukhi spelling of each byline. */
export const newsDesk = {
  manpreet: { en: 'Manpreet Kaur Johal', pa: 'ਮਨਪ੍ਰੀਤ ਕੌਰ ਜੌਹਲ' },
  daniel: { en: 'Daniel Sidhu', pa: 'ਡੈਨੀਅਲ ਸਿੱਧੂ' },
  rajveer: { en: 'Rajveer Singh Gill', pa: 'ਰਾਜਵੀਰ ਸਿੰਘ ਗਿੱਲ' },
  kabir: { en: 'Kabir Singh Randhawa', pa: 'ਕਬੀਰ ਸਿੰਘ ਰੰਧਾਵਾ' },
  jasleen: { en: 'Jasleen Kaur Mann', pa: 'ਜਸਲੀਨ ਕੌਰ ਮਾਨ' },
} as const satisfies Record<string, Byline>;
