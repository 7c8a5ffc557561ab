/**
 * Demo news for the Canada category, ids 1058–1066: federal services and policy, described in
 * general terms. Every person, business and organisation named here is invented; each draft holds
 * its English and Punjabi text side by side and becomes a PostInput through `newsPost`.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { newsPost, type NewsDraft } from '../helpers';

/** The Canada posts, tagged 'canada'. */
export function canadaPosts(d: SeedDates): PostInput[] {
  return CANADA_POSTS.map((draft) => newsPost(d, draft, 'canada'));
}

const CANADA_POSTS: NewsDraft[] = [
  {
    id: 1058,
    lang: 'both',
    slug: 'immigration-processing-times-ease-but-family-files-still-lag',
    title: 'Immigration processing times ease for some applications, but family files still lag',
    titlePa: 'ਕੁਝ ਇਮੀਗ੍ਰੇਸ਼ਨ ਅਰਜ਼ੀਆਂ ਦਾ ਨਿਪਟਾਰਾ ਤੇਜ਼, ਪਰ ਪਰਿਵਾਰਕ ਫਾਈਲਾਂ ਅਜੇ ਵੀ ਪਿੱਛੇ',
    intro:
      'Updated federal figures show faster decisions on work permits and citizenship, while spousal sponsorships and visitor visas from India still take many months.',
    introPa:
      'ਫੈਡਰਲ ਸਰਕਾਰ ਦੇ ਨਵੇਂ ਅੰਕੜਿਆਂ ਮੁਤਾਬਕ ਵਰਕ ਪਰਮਿਟ ਅਤੇ ਸਿਟੀਜ਼ਨਸ਼ਿਪ ਦੇ ਫ਼ੈਸਲੇ ਛੇਤੀ ਹੋ ਰਹੇ ਹਨ, ਜਦਕਿ ਸਪਾਊਸਲ ਸਪਾਂਸਰਸ਼ਿਪ ਅਤੇ ਭਾਰਤ ਤੋਂ ਵਿਜ਼ਟਰ ਵੀਜ਼ਿਆਂ ਨੂੰ ਅਜੇ ਵੀ ਕਈ ਮਹੀਨੇ ਲੱਗਦੇ ਹਨ।',
    by: 'simran',
    featured: true,
    at: [1, '11:50'],
    images: [
      {
        url: '/media/images/canada/immigration-processing-times.svg',
        cap: 'An applicant checks her file status online.',
        capPa: 'ਆਨਲਾਈਨ ਆਪਣੀ ਫਾਈਲ ਦਾ ਸਟੇਟਸ ਦੇਖਦੀ ਇੱਕ ਬਿਨੈਕਾਰ।',
      },
      {
        url: '/media/images/canada/citizenship-ceremony.svg',
        cap: 'New citizens take the oath at a citizenship ceremony.',
        capPa: 'ਸਿਟੀਜ਼ਨਸ਼ਿਪ ਸਮਾਰੋਹ ਵਿੱਚ ਸਹੁੰ ਚੁੱਕਦੇ ਨਵੇਂ ਨਾਗਰਿਕ।',
      },
    ],
    blocks: [
      {
        p: 'The federal immigration department publishes estimated processing times on its website and updates them regularly. The latest figures show citizenship applications taking roughly a year, while some spousal sponsorships filed from outside Canada are taking well over a year.',
        pa: "ਫੈਡਰਲ ਇਮੀਗ੍ਰੇਸ਼ਨ ਵਿਭਾਗ ਆਪਣੀ ਵੈੱਬਸਾਈਟ 'ਤੇ ਅਰਜ਼ੀਆਂ ਦੇ ਨਿਪਟਾਰੇ ਦਾ ਅੰਦਾਜ਼ਨ ਸਮਾਂ ਛਾਪਦਾ ਹੈ ਅਤੇ ਇਸ ਨੂੰ ਨਿਯਮਤ ਤੌਰ 'ਤੇ ਅੱਪਡੇਟ ਕਰਦਾ ਹੈ। ਨਵੇਂ ਅੰਕੜਿਆਂ ਮੁਤਾਬਕ ਸਿਟੀਜ਼ਨਸ਼ਿਪ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਨੂੰ ਲਗਭਗ ਇੱਕ ਸਾਲ ਲੱਗ ਰਿਹਾ ਹੈ, ਜਦਕਿ ਕੈਨੇਡਾ ਤੋਂ ਬਾਹਰੋਂ ਦਾਖ਼ਲ ਕੁਝ ਸਪਾਊਸਲ ਸਪਾਂਸਰਸ਼ਿਪ ਅਰਜ਼ੀਆਂ ਨੂੰ ਇੱਕ ਸਾਲ ਤੋਂ ਕਾਫ਼ੀ ਵੱਧ ਸਮਾਂ ਲੱਗ ਰਿਹਾ ਹੈ।",
      },
      {
        q: 'Clients call me every week asking if something is wrong with their file. Most of the time nothing is wrong; it is simply waiting its turn.',
        qPa: 'ਕਲਾਇੰਟ ਹਰ ਹਫ਼ਤੇ ਫ਼ੋਨ ਕਰਕੇ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕਿਤੇ ਉਨ੍ਹਾਂ ਦੀ ਫਾਈਲ ਵਿੱਚ ਕੋਈ ਗੜਬੜ ਤਾਂ ਨਹੀਂ। ਬਹੁਤੀ ਵਾਰ ਕੋਈ ਗੜਬੜ ਨਹੀਂ ਹੁੰਦੀ, ਫਾਈਲ ਬੱਸ ਆਪਣੀ ਵਾਰੀ ਦੀ ਉਡੀਕ ਵਿੱਚ ਹੁੰਦੀ ਹੈ।',
        by: 'Rajdeep Kooner, a licensed immigration consultant in Surrey',
        byPa: 'ਰਾਜਦੀਪ ਕੂਨਰ, ਸਰੀ ਦੇ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਇਮੀਗ੍ਰੇਸ਼ਨ ਸਲਾਹਕਾਰ',
      },
      {
        p: 'Applicants can check the status of most files through their online account. Experts warn against paying anyone who promises to speed up a file for a fee, and say people should use only licensed consultants or lawyers.',
        pa: 'ਬਿਨੈਕਾਰ ਜ਼ਿਆਦਾਤਰ ਫਾਈਲਾਂ ਦਾ ਸਟੇਟਸ ਆਪਣੇ ਆਨਲਾਈਨ ਖਾਤੇ ਰਾਹੀਂ ਦੇਖ ਸਕਦੇ ਹਨ। ਮਾਹਿਰ ਖ਼ਬਰਦਾਰ ਕਰਦੇ ਹਨ ਕਿ ਪੈਸੇ ਲੈ ਕੇ ਫਾਈਲ ਛੇਤੀ ਕਰਵਾਉਣ ਦਾ ਵਾਅਦਾ ਕਰਨ ਵਾਲੇ ਕਿਸੇ ਵੀ ਵਿਅਕਤੀ ਨੂੰ ਪੈਸੇ ਨਾ ਦਿੱਤੇ ਜਾਣ, ਅਤੇ ਸਿਰਫ਼ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਸਲਾਹਕਾਰਾਂ ਜਾਂ ਵਕੀਲਾਂ ਦੀਆਂ ਸੇਵਾਵਾਂ ਲਈਆਂ ਜਾਣ।',
      },
    ],
    audio: {
      title: 'News bulletin: immigration processing times',
      url: '/media/audio/bulletin-immigration-times.wav',
      duration: 35,
    },
  },
  {
    id: 1059,
    lang: 'en',
    slug: 'proposed-postal-service-changes-worry-rural-residents',
    title: 'Proposed postal service changes worry rural residents and small businesses',
    intro:
      'A plan to reduce door-to-door delivery and review rural post offices has small shops and seniors asking how they will send and receive mail.',
    by: 'maya',
    at: [2, '14:20'],
    updated: [2, '19:00'],
    images: [
      {
        url: '/media/images/canada/rural-post-office.svg',
        cap: 'A small-town post office in the Fraser Valley.',
      },
    ],
    blocks: [
      {
        p: 'The national postal service says letter volumes have fallen for years while costs keep rising, and it is looking at community mailboxes and fewer delivery days in some areas. Any changes would be phased in over several years.',
      },
      {
        p: "Seniors' groups say many older people still rely on paper cheques, bills and prescriptions sent by mail. Small online sellers, including craft and clothing businesses run from home, worry about higher parcel rates.",
      },
      {
        p: '<strong>Update:</strong> The postal service says public consultations will open online and in person before any final decision. It says no rural post offices will close during the consultation period.',
      },
    ],
  },
  {
    id: 1060,
    lang: 'both',
    slug: 'pension-payments-rise-with-inflation-what-seniors-should-know',
    title: 'Pension payments rise with inflation: what seniors should know',
    titlePa: 'ਮਹਿੰਗਾਈ ਮੁਤਾਬਕ ਪੈਨਸ਼ਨਾਂ ਵਿੱਚ ਵਾਧਾ: ਬਜ਼ੁਰਗਾਂ ਲਈ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ',
    intro:
      'Old Age Security and Canada Pension Plan payments are adjusted for the cost of living, and low-income seniors may qualify for extra support they are not claiming.',
    introPa:
      'ਓਲਡ ਏਜ ਸਿਕਿਉਰਿਟੀ ਅਤੇ ਕੈਨੇਡਾ ਪੈਨਸ਼ਨ ਪਲਾਨ ਦੀਆਂ ਅਦਾਇਗੀਆਂ ਮਹਿੰਗਾਈ ਮੁਤਾਬਕ ਵਧਦੀਆਂ ਹਨ, ਅਤੇ ਘੱਟ ਆਮਦਨ ਵਾਲੇ ਬਜ਼ੁਰਗ ਅਜਿਹੀ ਵਾਧੂ ਮਦਦ ਦੇ ਹੱਕਦਾਰ ਹੋ ਸਕਦੇ ਹਨ ਜੋ ਉਹ ਲੈ ਨਹੀਂ ਰਹੇ।',
    by: 'navneet',
    at: [3, '10:30'],
    images: [
      {
        url: '/media/images/canada/pension-indexation.svg',
        cap: 'Federal pensions are adjusted for the cost of living.',
        capPa: 'ਫੈਡਰਲ ਪੈਨਸ਼ਨਾਂ ਮਹਿੰਗਾਈ ਮੁਤਾਬਕ ਵਧਾਈਆਂ ਜਾਂਦੀਆਂ ਹਨ।',
      },
    ],
    blocks: [
      {
        p: 'OAS payments are reviewed four times a year and CPP payments once a year, based on changes in the consumer price index. The increases are applied automatically, so seniors do not need to apply.',
        pa: "ਓ.ਏ.ਐੱਸ. ਦੀਆਂ ਅਦਾਇਗੀਆਂ ਦੀ ਸਾਲ ਵਿੱਚ ਚਾਰ ਵਾਰ ਅਤੇ ਸੀ.ਪੀ.ਪੀ. ਦੀ ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ ਖਪਤਕਾਰ ਕੀਮਤ ਸੂਚਕ ਅੰਕ ਦੇ ਆਧਾਰ 'ਤੇ ਸਮੀਖਿਆ ਹੁੰਦੀ ਹੈ। ਇਹ ਵਾਧਾ ਆਪਣੇ-ਆਪ ਲਾਗੂ ਹੁੰਦਾ ਹੈ, ਇਸ ਲਈ ਬਜ਼ੁਰਗਾਂ ਨੂੰ ਕੋਈ ਅਰਜ਼ੀ ਦੇਣ ਦੀ ਲੋੜ ਨਹੀਂ।",
      },
      {
        img: '/media/images/canada/seniors-pension-paperwork.svg',
        cap: 'A couple reviews pension statements at home.',
        capPa: 'ਘਰ ਬੈਠੇ ਪੈਨਸ਼ਨ ਦੇ ਕਾਗਜ਼ ਦੇਖਦਾ ਇੱਕ ਬਜ਼ੁਰਗ ਜੋੜਾ।',
      },
      {
        p: 'Seniors with low incomes may also qualify for the Guaranteed Income Supplement, which is renewed by filing a tax return every year. Community tax clinics say some seniors lose the supplement simply because they did not file.',
        pa: 'ਘੱਟ ਆਮਦਨ ਵਾਲੇ ਬਜ਼ੁਰਗ ਗਾਰੰਟੀਸ਼ੁਦਾ ਆਮਦਨ ਪੂਰਕ (ਜੀ.ਆਈ.ਐੱਸ.) ਦੇ ਹੱਕਦਾਰ ਵੀ ਹੋ ਸਕਦੇ ਹਨ, ਜਿਸ ਨੂੰ ਜਾਰੀ ਰੱਖਣ ਲਈ ਹਰ ਸਾਲ ਟੈਕਸ ਰਿਟਰਨ ਭਰਨੀ ਜ਼ਰੂਰੀ ਹੈ। ਕਮਿਊਨਿਟੀ ਟੈਕਸ ਕਲੀਨਿਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕੁਝ ਬਜ਼ੁਰਗਾਂ ਦੀ ਇਹ ਮਦਦ ਸਿਰਫ਼ ਇਸ ਲਈ ਬੰਦ ਹੋ ਜਾਂਦੀ ਹੈ ਕਿਉਂਕਿ ਉਨ੍ਹਾਂ ਨੇ ਰਿਟਰਨ ਨਹੀਂ ਭਰੀ।',
      },
      {
        p: 'Seniors who came to Canada later in life may receive a partial OAS pension based on the number of years they have lived here. Service Canada offers help by phone with an interpreter, and free tax clinics run at many libraries and community centres.',
        pa: "ਜਿਹੜੇ ਬਜ਼ੁਰਗ ਵੱਡੀ ਉਮਰ ਵਿੱਚ ਕੈਨੇਡਾ ਆਏ, ਉਨ੍ਹਾਂ ਨੂੰ ਇੱਥੇ ਰਹਿਣ ਦੇ ਸਾਲਾਂ ਦੇ ਹਿਸਾਬ ਨਾਲ ਅੰਸ਼ਕ ਓ.ਏ.ਐੱਸ. ਪੈਨਸ਼ਨ ਮਿਲ ਸਕਦੀ ਹੈ। ਸਰਵਿਸ ਕੈਨੇਡਾ ਫ਼ੋਨ 'ਤੇ ਦੁਭਾਸ਼ੀਏ ਰਾਹੀਂ ਮਦਦ ਦਿੰਦਾ ਹੈ, ਅਤੇ ਕਈ ਲਾਇਬ੍ਰੇਰੀਆਂ ਤੇ ਕਮਿਊਨਿਟੀ ਸੈਂਟਰਾਂ ਵਿੱਚ ਮੁਫ਼ਤ ਟੈਕਸ ਕਲੀਨਿਕ ਲੱਗਦੇ ਹਨ।",
      },
    ],
  },
  {
    id: 1061,
    lang: 'both',
    slug: 'colleges-brace-for-fewer-international-students-under-study-permit-limits',
    title: 'Colleges brace for fewer international students under study permit limits',
    titlePa: 'ਸਟੱਡੀ ਪਰਮਿਟਾਂ ਦੀ ਹੱਦ ਕਾਰਨ ਕਾਲਜਾਂ ਨੂੰ ਘੱਟ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀਆਂ ਦਾ ਖ਼ਦਸ਼ਾ',
    intro:
      'Private and public colleges say national limits on new study permits are cutting enrolment, and students from Punjab are rethinking their plans.',
    introPa:
      "ਨਿੱਜੀ ਅਤੇ ਸਰਕਾਰੀ ਕਾਲਜਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵੇਂ ਸਟੱਡੀ ਪਰਮਿਟਾਂ 'ਤੇ ਕੌਮੀ ਹੱਦ ਕਾਰਨ ਦਾਖ਼ਲੇ ਘਟ ਰਹੇ ਹਨ, ਅਤੇ ਪੰਜਾਬ ਦੇ ਵਿਦਿਆਰਥੀ ਆਪਣੀਆਂ ਯੋਜਨਾਵਾਂ ਬਾਰੇ ਮੁੜ ਸੋਚ ਰਹੇ ਹਨ।",
    by: 'gurvinder',
    at: [4, '08:05'],
    updated: [4, '13:40'],
    images: [
      {
        url: '/media/images/canada/international-students-campus.svg',
        cap: 'International students between classes at a Surrey campus.',
        capPa: 'ਸਰੀ ਦੇ ਇੱਕ ਕੈਂਪਸ ਵਿੱਚ ਕਲਾਸਾਂ ਦੇ ਵਿਚਾਲੇ ਕੌਮਾਂਤਰੀ ਵਿਦਿਆਰਥੀ।',
      },
    ],
    blocks: [
      {
        p: 'The federal government introduced caps on new study permits to ease pressure on housing and to crack down on low-quality programs. Each province receives a share of the permits and decides how to divide them among its schools.',
        pa: "ਫੈਡਰਲ ਸਰਕਾਰ ਨੇ ਘਰਾਂ ਦੀ ਕਿੱਲਤ ਘਟਾਉਣ ਅਤੇ ਘਟੀਆ ਮਿਆਰ ਵਾਲੇ ਕੋਰਸਾਂ 'ਤੇ ਨਕੇਲ ਪਾਉਣ ਲਈ ਨਵੇਂ ਸਟੱਡੀ ਪਰਮਿਟਾਂ ਦੀ ਹੱਦ ਤੈਅ ਕੀਤੀ ਸੀ। ਹਰ ਸੂਬੇ ਨੂੰ ਪਰਮਿਟਾਂ ਦਾ ਇੱਕ ਹਿੱਸਾ ਮਿਲਦਾ ਹੈ ਅਤੇ ਸੂਬਾ ਤੈਅ ਕਰਦਾ ਹੈ ਕਿ ਇਹ ਆਪਣੇ ਵਿੱਦਿਅਕ ਅਦਾਰਿਆਂ ਵਿੱਚ ਕਿਵੇਂ ਵੰਡਣੇ ਹਨ।",
      },
      {
        q: 'My parents took a loan against our land in Moga to send me here. Students back home now ask me whether it is still worth it.',
        qPa: "ਮੇਰੇ ਮਾਪਿਆਂ ਨੇ ਮੈਨੂੰ ਇੱਥੇ ਭੇਜਣ ਲਈ ਮੋਗੇ ਵਾਲੀ ਜ਼ਮੀਨ 'ਤੇ ਕਰਜ਼ਾ ਲਿਆ ਸੀ। ਹੁਣ ਪਿੱਛੇ ਪਿੰਡ ਦੇ ਵਿਦਿਆਰਥੀ ਮੈਨੂੰ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕੀ ਇਹ ਅਜੇ ਵੀ ਫ਼ਾਇਦੇ ਦਾ ਸੌਦਾ ਹੈ।",
        by: 'Amanpreet Kaur, a business student in Surrey',
        byPa: 'ਅਮਨਪ੍ਰੀਤ ਕੌਰ, ਸਰੀ ਵਿੱਚ ਬਿਜ਼ਨਸ ਦੀ ਵਿਦਿਆਰਥਣ',
      },
      {
        p: 'Students already in Canada with valid permits are not affected by the cap. Advisers urge families in India to check that a school is a designated learning institution and to be wary of agents who promise guaranteed jobs or permanent residence.',
        pa: "ਜਿਹੜੇ ਵਿਦਿਆਰਥੀ ਜਾਇਜ਼ ਪਰਮਿਟਾਂ ਨਾਲ ਪਹਿਲਾਂ ਹੀ ਕੈਨੇਡਾ ਵਿੱਚ ਹਨ, ਉਨ੍ਹਾਂ 'ਤੇ ਇਸ ਹੱਦ ਦਾ ਅਸਰ ਨਹੀਂ ਪੈਂਦਾ। ਸਲਾਹਕਾਰ ਭਾਰਤ ਵਿਚਲੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਤਾਕੀਦ ਕਰਦੇ ਹਨ ਕਿ ਉਹ ਪੱਕਾ ਕਰਨ ਕਿ ਕਾਲਜ ਮਾਨਤਾ-ਪ੍ਰਾਪਤ ਵਿੱਦਿਅਕ ਅਦਾਰਾ (ਡੀ.ਐੱਲ.ਆਈ.) ਹੈ, ਅਤੇ ਪੱਕੀ ਨੌਕਰੀ ਜਾਂ ਪੀ.ਆਰ. ਦੀ ਗਰੰਟੀ ਦੇਣ ਵਾਲੇ ਏਜੰਟਾਂ ਤੋਂ ਸਾਵਧਾਨ ਰਹਿਣ।",
      },
      {
        p: '<strong>Update:</strong> A national association of colleges says its members have already cut dozens of programs and some staff positions. It is asking the federal government for more notice before any future changes.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਕਾਲਜਾਂ ਦੀ ਇੱਕ ਕੌਮੀ ਐਸੋਸੀਏਸ਼ਨ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਉਸ ਦੇ ਮੈਂਬਰ ਅਦਾਰੇ ਦਰਜਨਾਂ ਕੋਰਸ ਅਤੇ ਕੁਝ ਅਸਾਮੀਆਂ ਪਹਿਲਾਂ ਹੀ ਖ਼ਤਮ ਕਰ ਚੁੱਕੇ ਹਨ। ਐਸੋਸੀਏਸ਼ਨ ਨੇ ਫੈਡਰਲ ਸਰਕਾਰ ਤੋਂ ਮੰਗ ਕੀਤੀ ਹੈ ਕਿ ਭਵਿੱਖ ਵਿੱਚ ਕੋਈ ਵੀ ਤਬਦੀਲੀ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਵੱਧ ਸਮਾਂ ਦਿੱਤਾ ਜਾਵੇ।',
      },
    ],
  },
  {
    id: 1062,
    lang: 'pa',
    slug: 'passport-renewal-tips-before-travelling-to-india',
    title: 'ਭਾਰਤ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ ਕੈਨੇਡੀਅਨ ਪਾਸਪੋਰਟ ਨਵਿਆਉਣ ਬਾਰੇ ਜ਼ਰੂਰੀ ਗੱਲਾਂ',
    intro:
      'ਸਰਵਿਸ ਕੈਨੇਡਾ ਮੁਤਾਬਕ ਹੁਣ ਬਹੁਤੇ ਬਾਲਗ ਆਪਣਾ ਪਾਸਪੋਰਟ ਆਨਲਾਈਨ ਨਵਿਆ ਸਕਦੇ ਹਨ, ਪਰ ਸਫ਼ਰ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ ਤੋਂ ਕਾਫ਼ੀ ਪਹਿਲਾਂ ਅਰਜ਼ੀ ਦੇਣੀ ਸਮਝਦਾਰੀ ਹੈ।',
    by: 'jaspal',
    at: [6, '13:15'],
    images: [
      {
        url: '/media/images/canada/canadian-passport-renewal.svg',
        cap: 'ਪਾਸਪੋਰਟ ਦਫ਼ਤਰ ਦੇ ਬਾਹਰ ਆਪਣੀ ਵਾਰੀ ਦੀ ਉਡੀਕ ਕਰਦੇ ਲੋਕ।',
      },
    ],
    blocks: [
      {
        p: "ਸਰਵਿਸ ਕੈਨੇਡਾ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਡਾਕ ਰਾਹੀਂ ਭੇਜੀਆਂ ਅਰਜ਼ੀਆਂ ਨੂੰ ਕਈ ਹਫ਼ਤੇ ਲੱਗ ਸਕਦੇ ਹਨ, ਜਦਕਿ ਆਨਲਾਈਨ ਅਰਜ਼ੀਆਂ ਦਾ ਨਿਪਟਾਰਾ ਆਮ ਤੌਰ 'ਤੇ ਛੇਤੀ ਹੁੰਦਾ ਹੈ। ਜੇ ਸਫ਼ਰ ਨੇੜੇ ਹੋਵੇ ਤਾਂ ਟਿਕਟ ਦੀ ਕਾਪੀ ਨਾਲ ਲੈ ਕੇ ਪਾਸਪੋਰਟ ਦਫ਼ਤਰ ਜਾਇਆ ਜਾ ਸਕਦਾ ਹੈ।",
      },
      {
        p: 'ਟਰੈਵਲ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਭਾਰਤ ਦੇ ਸਫ਼ਰ ਲਈ ਪਾਸਪੋਰਟ ਘੱਟੋ-ਘੱਟ ਛੇ ਮਹੀਨੇ ਹੋਰ ਜਾਇਜ਼ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ। ਨਵਾਂ ਪਾਸਪੋਰਟ ਮਿਲਣ ਤੋਂ ਬਾਅਦ ਈ-ਵੀਜ਼ਾ ਜਾਂ ਓ.ਸੀ.ਆਈ. ਕਾਰਡ ਦੇ ਵੇਰਵੇ ਵੀ ਅੱਪਡੇਟ ਕਰਵਾਉਣੇ ਪੈ ਸਕਦੇ ਹਨ।',
      },
      {
        p: '<ul><li>ਪੁਰਾਣਾ ਪਾਸਪੋਰਟ ਅਤੇ ਦੋ ਨਵੀਆਂ ਫ਼ੋਟੋਆਂ ਤਿਆਰ ਰੱਖੋ।</li><li>ਅਰਜ਼ੀ ਵਿੱਚ ਨਾਂ ਦੇ ਸ਼ਬਦ-ਜੋੜ ਧਿਆਨ ਨਾਲ ਜਾਂਚੋ।</li><li>ਫ਼ੀਸ ਸਿਰਫ਼ ਸਰਕਾਰੀ ਵੈੱਬਸਾਈਟ ਜਾਂ ਦਫ਼ਤਰ ਵਿੱਚ ਹੀ ਭਰੋ।</li></ul>',
      },
      {
        p: "ਜੇ ਕੋਈ ਏਜੰਟ ਵਾਧੂ ਫ਼ੀਸ ਲੈ ਕੇ ਪਾਸਪੋਰਟ ਛੇਤੀ ਬਣਵਾਉਣ ਦੀ ਪੇਸ਼ਕਸ਼ ਕਰੇ ਤਾਂ ਸਾਵਧਾਨ ਰਹੋ। ਸਰਵਿਸ ਕੈਨੇਡਾ ਦੀ ਹੈਲਪਲਾਈਨ 'ਤੇ ਦੁਭਾਸ਼ੀਏ ਰਾਹੀਂ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਜਾਣਕਾਰੀ ਲਈ ਜਾ ਸਕਦੀ ਹੈ।",
      },
    ],
  },
  {
    id: 1063,
    lang: 'en',
    slug: 'grocery-bills-still-climbing-even-as-overall-inflation-cools',
    title: 'Grocery bills still climbing even as overall inflation cools',
    intro:
      'The latest consumer price figures show food from stores rising faster than prices overall, with fresh vegetables, cooking oil and rice among the biggest jumps.',
    by: 'daniel',
    at: [8, '09:30'],
    images: [
      {
        url: '/media/images/canada/grocery-prices-inflation.svg',
        cap: 'Fresh vegetables on display at a Canadian grocery store.',
      },
    ],
    blocks: [
      {
        p: "The national statistics agency's monthly report found that overall inflation has eased back toward the central bank's target range. Food prices, however, continue to outpace the average, squeezing families who already spend a large share of their income on groceries.",
      },
      {
        img: '/media/images/canada/south-asian-grocery-aisle.svg',
        cap: 'Shoppers compare prices in the rice aisle of a Surrey grocery store.',
      },
      {
        p: 'Owners of South Asian grocery stores say import costs for lentils, spices and basmati rice have swung widely, and they try to absorb some increases to keep customers. Several have expanded their bulk sections so families can buy larger bags at a lower price per kilogram.',
      },
      {
        p: 'Consumer advocates suggest comparing unit prices, buying produce in season and checking weekly flyers. Food banks across the country report record demand, particularly from working families.',
      },
    ],
  },
  {
    id: 1064,
    lang: 'both',
    slug: 'families-wait-for-parent-and-grandparent-sponsorship-invitations',
    title: 'Families wait for word on parent and grandparent sponsorship invitations',
    titlePa: 'ਮਾਪਿਆਂ ਅਤੇ ਦਾਦਾ-ਦਾਦੀ ਦੀ ਸਪਾਂਸਰਸ਼ਿਪ ਦੇ ਸੱਦਿਆਂ ਦੀ ਉਡੀਕ ਵਿੱਚ ਪਰਿਵਾਰ',
    intro:
      'Thousands of Canadians who registered interest years ago are still waiting to be invited to sponsor their parents, and many are turning to the super visa instead.',
    introPa:
      'ਸਾਲਾਂ ਪਹਿਲਾਂ ਰਜਿਸਟਰ ਕਰਵਾਉਣ ਵਾਲੇ ਹਜ਼ਾਰਾਂ ਕੈਨੇਡੀਅਨ ਅਜੇ ਵੀ ਮਾਪਿਆਂ ਨੂੰ ਸਪਾਂਸਰ ਕਰਨ ਦੇ ਸੱਦੇ ਦੀ ਉਡੀਕ ਕਰ ਰਹੇ ਹਨ, ਅਤੇ ਬਹੁਤ ਸਾਰੇ ਇਸ ਦੀ ਥਾਂ ਸੁਪਰ ਵੀਜ਼ਾ ਵੱਲ ਮੁੜ ਰਹੇ ਹਨ।',
    by: 'simran',
    at: [14, '17:10'],
    images: [
      {
        url: '/media/images/canada/parents-grandparents-sponsorship.svg',
        cap: 'Grandparents and grandchildren at a family gathering.',
        capPa: 'ਪਰਿਵਾਰਕ ਇਕੱਠ ਵਿੱਚ ਦਾਦਾ-ਦਾਦੀ ਅਤੇ ਪੋਤੇ-ਪੋਤੀਆਂ।',
      },
    ],
    blocks: [
      {
        p: 'The parents and grandparents program invites a limited number of sponsors each year, drawn from a pool of people who submitted an interest form. Because the pool is far larger than the number of spots, many families have waited through several rounds without an invitation.',
        pa: 'ਮਾਪਿਆਂ ਅਤੇ ਦਾਦਾ-ਦਾਦੀ ਦੇ ਪ੍ਰੋਗਰਾਮ ਵਿੱਚ ਹਰ ਸਾਲ ਸੀਮਤ ਗਿਣਤੀ ਵਿੱਚ ਸਪਾਂਸਰਾਂ ਨੂੰ ਸੱਦਾ ਭੇਜਿਆ ਜਾਂਦਾ ਹੈ, ਜੋ ਦਿਲਚਸਪੀ ਫ਼ਾਰਮ ਭਰਨ ਵਾਲਿਆਂ ਵਿੱਚੋਂ ਚੁਣੇ ਜਾਂਦੇ ਹਨ। ਕਿਉਂਕਿ ਫ਼ਾਰਮ ਭਰਨ ਵਾਲਿਆਂ ਦੀ ਗਿਣਤੀ ਥਾਵਾਂ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਹੈ, ਇਸ ਲਈ ਬਹੁਤ ਸਾਰੇ ਪਰਿਵਾਰ ਕਈ ਗੇੜਾਂ ਤੋਂ ਬਾਅਦ ਵੀ ਸੱਦੇ ਤੋਂ ਵਾਂਝੇ ਹਨ।',
      },
      {
        img: '/media/images/canada/grandparents-family-dinner.svg',
        cap: 'Three generations share a meal at home in Brampton.',
        capPa: 'ਬਰੈਂਪਟਨ ਵਿੱਚ ਘਰ ਬੈਠੀਆਂ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਇਕੱਠੀਆਂ ਖਾਣਾ ਖਾਂਦੀਆਂ ਹੋਈਆਂ।',
      },
      {
        q: 'My mother has spent the last three winters with us on a super visa. She loves being with her grandchildren, but every time she flies back we wonder whether she will be allowed to stay next time.',
        qPa: "ਮੇਰੇ ਮਾਤਾ ਜੀ ਪਿਛਲੀਆਂ ਤਿੰਨ ਸਰਦੀਆਂ ਸੁਪਰ ਵੀਜ਼ੇ 'ਤੇ ਸਾਡੇ ਕੋਲ ਰਹੇ ਹਨ। ਉਹ ਪੋਤੇ-ਪੋਤੀਆਂ ਨਾਲ ਬਹੁਤ ਖ਼ੁਸ਼ ਰਹਿੰਦੇ ਹਨ, ਪਰ ਜਦੋਂ ਵੀ ਉਹ ਵਾਪਸ ਜਾਂਦੇ ਹਨ, ਅਸੀਂ ਸੋਚਦੇ ਹਾਂ ਕਿ ਅਗਲੀ ਵਾਰ ਉਨ੍ਹਾਂ ਨੂੰ ਰਹਿਣ ਦੀ ਇਜਾਜ਼ਤ ਮਿਲੇਗੀ ਜਾਂ ਨਹੀਂ।",
        by: 'Harjot Virk, a software tester in Brampton',
        byPa: 'ਹਰਜੋਤ ਵਿਰਕ, ਬਰੈਂਪਟਨ ਵਿੱਚ ਸਾਫ਼ਟਵੇਅਰ ਟੈਸਟਰ',
      },
      {
        p: 'The super visa lets parents and grandparents stay for up to five years at a time, but it requires private medical insurance and proof that the host family meets an income threshold. Insurance brokers say premiums for older applicants with health conditions can reach thousands of dollars a year.',
        pa: "ਸੁਪਰ ਵੀਜ਼ੇ 'ਤੇ ਮਾਪੇ ਅਤੇ ਦਾਦਾ-ਦਾਦੀ ਇੱਕ ਵਾਰ ਵਿੱਚ ਪੰਜ ਸਾਲ ਤੱਕ ਰਹਿ ਸਕਦੇ ਹਨ, ਪਰ ਇਸ ਲਈ ਨਿੱਜੀ ਮੈਡੀਕਲ ਬੀਮਾ ਅਤੇ ਇਸ ਗੱਲ ਦਾ ਸਬੂਤ ਚਾਹੀਦਾ ਹੈ ਕਿ ਮੇਜ਼ਬਾਨ ਪਰਿਵਾਰ ਦੀ ਆਮਦਨ ਤੈਅ ਹੱਦ ਤੋਂ ਵੱਧ ਹੈ। ਬੀਮਾ ਬ੍ਰੋਕਰਾਂ ਮੁਤਾਬਕ ਸਿਹਤ ਸਮੱਸਿਆਵਾਂ ਵਾਲੇ ਵੱਡੀ ਉਮਰ ਦੇ ਬਿਨੈਕਾਰਾਂ ਲਈ ਬੀਮੇ ਦੀ ਕਿਸ਼ਤ ਸਾਲਾਨਾ ਹਜ਼ਾਰਾਂ ਡਾਲਰ ਤੱਕ ਪਹੁੰਚ ਸਕਦੀ ਹੈ।",
      },
    ],
  },
  {
    id: 1065,
    lang: 'both',
    slug: 'more-seniors-can-now-enrol-in-the-federal-dental-care-plan',
    title: 'More seniors can now enrol in the federal dental care plan',
    titlePa: 'ਹੁਣ ਹੋਰ ਬਜ਼ੁਰਗ ਫੈਡਰਲ ਡੈਂਟਲ ਕੇਅਰ ਯੋਜਨਾ ਵਿੱਚ ਨਾਂ ਦਰਜ ਕਰਵਾ ਸਕਣਗੇ',
    intro:
      'Residents with a family income under $90,000 and no private dental insurance can apply, and many clinics in Surrey and Brampton now accept the plan.',
    introPa:
      '90,000 ਡਾਲਰ ਤੋਂ ਘੱਟ ਪਰਿਵਾਰਕ ਆਮਦਨ ਵਾਲੇ ਅਤੇ ਨਿੱਜੀ ਡੈਂਟਲ ਬੀਮੇ ਤੋਂ ਬਿਨਾਂ ਵਸਨੀਕ ਅਰਜ਼ੀ ਦੇ ਸਕਦੇ ਹਨ, ਅਤੇ ਸਰੀ ਤੇ ਬਰੈਂਪਟਨ ਦੇ ਬਹੁਤ ਸਾਰੇ ਕਲੀਨਿਕ ਹੁਣ ਇਹ ਯੋਜਨਾ ਸਵੀਕਾਰ ਕਰਦੇ ਹਨ।',
    by: 'navneet',
    at: [24, '10:40'],
    updated: [24, '15:00'],
    images: [
      {
        url: '/media/images/canada/dental-care-plan-seniors.svg',
        cap: 'A senior at a dental check-up.',
        capPa: 'ਦੰਦਾਂ ਦੀ ਜਾਂਚ ਕਰਵਾਉਂਦੇ ਇੱਕ ਬਜ਼ੁਰਗ।',
      },
    ],
    blocks: [
      {
        p: 'The plan covers cleanings, fillings, X-rays, dentures and other services, though some treatments need approval first. Depending on income, members may pay a share of the cost, known as a co-payment.',
        pa: 'ਇਸ ਯੋਜਨਾ ਵਿੱਚ ਦੰਦਾਂ ਦੀ ਸਫ਼ਾਈ, ਫਿਲਿੰਗ, ਐਕਸ-ਰੇ, ਨਕਲੀ ਦੰਦ ਅਤੇ ਹੋਰ ਸੇਵਾਵਾਂ ਸ਼ਾਮਲ ਹਨ, ਹਾਲਾਂਕਿ ਕੁਝ ਇਲਾਜਾਂ ਲਈ ਪਹਿਲਾਂ ਮਨਜ਼ੂਰੀ ਲੈਣੀ ਪੈਂਦੀ ਹੈ। ਆਮਦਨ ਮੁਤਾਬਕ ਮੈਂਬਰਾਂ ਨੂੰ ਖ਼ਰਚੇ ਦਾ ਕੁਝ ਹਿੱਸਾ ਆਪ ਦੇਣਾ ਪੈ ਸਕਦਾ ਹੈ, ਜਿਸ ਨੂੰ ਕੋ-ਪੇਮੈਂਟ ਕਿਹਾ ਜਾਂਦਾ ਹੈ।',
      },
      {
        p: 'Applicants must have filed their tax return for the previous year. Dentists advise patients to confirm that their clinic accepts the plan before booking, and to ask for a written estimate of any co-payment.',
        pa: 'ਅਰਜ਼ੀ ਦੇਣ ਵਾਲਿਆਂ ਨੇ ਪਿਛਲੇ ਸਾਲ ਦੀ ਟੈਕਸ ਰਿਟਰਨ ਭਰੀ ਹੋਣੀ ਜ਼ਰੂਰੀ ਹੈ। ਡੈਂਟਿਸਟ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਸਮਾਂ ਲੈਣ ਤੋਂ ਪਹਿਲਾਂ ਪੱਕਾ ਕਰ ਲਓ ਕਿ ਕਲੀਨਿਕ ਇਹ ਯੋਜਨਾ ਸਵੀਕਾਰ ਕਰਦਾ ਹੈ, ਅਤੇ ਕੋ-ਪੇਮੈਂਟ ਦਾ ਲਿਖਤੀ ਅੰਦਾਜ਼ਾ ਮੰਗੋ।',
      },
      {
        p: '<strong>Update:</strong> The federal government says applications can now be made online as well as by phone. Help is available in many languages, including Punjabi, through an interpreter.',
        pa: '<strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਫੈਡਰਲ ਸਰਕਾਰ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਹੁਣ ਫ਼ੋਨ ਤੋਂ ਇਲਾਵਾ ਆਨਲਾਈਨ ਵੀ ਅਰਜ਼ੀ ਦਿੱਤੀ ਜਾ ਸਕਦੀ ਹੈ। ਦੁਭਾਸ਼ੀਏ ਰਾਹੀਂ ਪੰਜਾਬੀ ਸਮੇਤ ਕਈ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਮਦਦ ਮਿਲ ਸਕਦੀ ਹੈ।',
      },
    ],
  },
  {
    id: 1066,
    lang: 'both',
    slug: 'tax-agency-scam-calls-target-newcomers-and-seniors',
    title: 'Tax agency scam calls target newcomers and seniors, police warn',
    titlePa: "ਪੁਲਿਸ ਦੀ ਚਿਤਾਵਨੀ: ਟੈਕਸ ਏਜੰਸੀ ਦੇ ਨਾਂ 'ਤੇ ਠੱਗੀ ਵਾਲੀਆਂ ਕਾਲਾਂ ਦੇ ਨਿਸ਼ਾਨੇ 'ਤੇ ਨਵੇਂ ਆਏ ਲੋਕ ਅਤੇ ਬਜ਼ੁਰਗ",
    intro:
      'Callers claiming to be from the Canada Revenue Agency are threatening arrest or deportation unless victims pay with gift cards or cryptocurrency.',
    introPa:
      "ਕੈਨੇਡਾ ਰੈਵੇਨਿਊ ਏਜੰਸੀ ਦੇ ਨਾਂ 'ਤੇ ਫ਼ੋਨ ਕਰਨ ਵਾਲੇ ਲੋਕਾਂ ਨੂੰ ਡਰਾ ਰਹੇ ਹਨ ਕਿ ਜੇ ਗਿਫ਼ਟ ਕਾਰਡਾਂ ਜਾਂ ਕ੍ਰਿਪਟੋਕਰੰਸੀ ਰਾਹੀਂ ਪੈਸੇ ਨਾ ਦਿੱਤੇ ਤਾਂ ਗ੍ਰਿਫ਼ਤਾਰੀ ਜਾਂ ਡਿਪੋਰਟੇਸ਼ਨ ਹੋ ਸਕਦੀ ਹੈ।",
    by: 'maya',
    at: [45, '15:25'],
    images: [
      {
        url: '/media/images/canada/tax-scam-calls.svg',
        cap: 'Scam calls often come from numbers that look local.',
        capPa: 'ਠੱਗੀ ਵਾਲੀਆਂ ਕਾਲਾਂ ਅਕਸਰ ਸਥਾਨਕ ਲੱਗਣ ਵਾਲੇ ਨੰਬਰਾਂ ਤੋਂ ਆਉਂਦੀਆਂ ਹਨ।',
      },
    ],
    blocks: [
      {
        p: "Police forces across the country say the calls often come from numbers that look local and use recorded messages in English, Hindi or Punjabi. Scammers sometimes already know a person's name and address, which makes the threats seem real.",
        pa: 'ਦੇਸ਼ ਭਰ ਦੀਆਂ ਪੁਲਿਸ ਫੋਰਸਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਕਾਲਾਂ ਅਕਸਰ ਸਥਾਨਕ ਲੱਗਣ ਵਾਲੇ ਨੰਬਰਾਂ ਤੋਂ ਆਉਂਦੀਆਂ ਹਨ ਅਤੇ ਇਨ੍ਹਾਂ ਵਿੱਚ ਅੰਗਰੇਜ਼ੀ, ਹਿੰਦੀ ਜਾਂ ਪੰਜਾਬੀ ਵਿੱਚ ਰਿਕਾਰਡ ਕੀਤੇ ਸੁਨੇਹੇ ਹੁੰਦੇ ਹਨ। ਕਈ ਵਾਰ ਠੱਗਾਂ ਨੂੰ ਵਿਅਕਤੀ ਦਾ ਨਾਂ ਅਤੇ ਪਤਾ ਪਹਿਲਾਂ ਹੀ ਪਤਾ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਕਰਕੇ ਧਮਕੀਆਂ ਸੱਚੀਆਂ ਲੱਗਦੀਆਂ ਹਨ।',
      },
      {
        img: '/media/images/canada/phone-scam-warning.svg',
        cap: 'Police say the real tax agency never asks for payment in gift cards.',
        capPa: 'ਪੁਲਿਸ ਮੁਤਾਬਕ ਅਸਲ ਟੈਕਸ ਏਜੰਸੀ ਕਦੇ ਵੀ ਗਿਫ਼ਟ ਕਾਰਡਾਂ ਰਾਹੀਂ ਅਦਾਇਗੀ ਨਹੀਂ ਮੰਗਦੀ।',
      },
      {
        p: '<ul><li>The real agency never demands immediate payment by gift card, prepaid credit card or cryptocurrency.</li><li>It does not threaten arrest or deportation over the phone.</li><li>If in doubt, hang up and call the agency yourself using the number on its official website.</li></ul>',
        pa: "<ul><li>ਅਸਲ ਏਜੰਸੀ ਕਦੇ ਵੀ ਗਿਫ਼ਟ ਕਾਰਡ, ਪ੍ਰੀਪੇਡ ਕ੍ਰੈਡਿਟ ਕਾਰਡ ਜਾਂ ਕ੍ਰਿਪਟੋਕਰੰਸੀ ਰਾਹੀਂ ਫ਼ੌਰੀ ਅਦਾਇਗੀ ਨਹੀਂ ਮੰਗਦੀ।</li><li>ਇਹ ਫ਼ੋਨ 'ਤੇ ਗ੍ਰਿਫ਼ਤਾਰੀ ਜਾਂ ਡਿਪੋਰਟੇਸ਼ਨ ਦੀ ਧਮਕੀ ਨਹੀਂ ਦਿੰਦੀ।</li><li>ਸ਼ੱਕ ਹੋਵੇ ਤਾਂ ਫ਼ੋਨ ਕੱਟ ਦਿਓ ਅਤੇ ਏਜੰਸੀ ਦੀ ਸਰਕਾਰੀ ਵੈੱਬਸਾਈਟ 'ਤੇ ਦਿੱਤੇ ਨੰਬਰ 'ਤੇ ਆਪ ਫ਼ੋਨ ਕਰੋ।</li></ul>",
      },
      {
        p: 'Anyone who has lost money should report it to local police and to the national anti-fraud centre. Families are encouraged to talk to elderly relatives about these calls, since many victims are too embarrassed to tell anyone.',
        pa: 'ਜਿਸ ਕਿਸੇ ਦਾ ਵੀ ਪੈਸਾ ਗਿਆ ਹੋਵੇ, ਉਹ ਸਥਾਨਕ ਪੁਲਿਸ ਅਤੇ ਕੌਮੀ ਐਂਟੀ-ਫ਼ਰਾਡ ਸੈਂਟਰ ਕੋਲ ਇਸ ਦੀ ਰਿਪੋਰਟ ਕਰੇ। ਪਰਿਵਾਰਾਂ ਨੂੰ ਅਪੀਲ ਕੀਤੀ ਗਈ ਹੈ ਕਿ ਉਹ ਘਰ ਦੇ ਬਜ਼ੁਰਗਾਂ ਨਾਲ ਇਨ੍ਹਾਂ ਕਾਲਾਂ ਬਾਰੇ ਗੱਲ ਕਰਨ, ਕਿਉਂਕਿ ਬਹੁਤ ਸਾਰੇ ਪੀੜਤ ਸ਼ਰਮ ਦੇ ਮਾਰੇ ਕਿਸੇ ਨੂੰ ਦੱਸਦੇ ਹੀ ਨਹੀਂ।',
      },
    ],
    video: {
      title: 'How to spot a tax scam call',
      youtubeId: 'cra-scam-03',
      image: '/media/images/videos/cra-scam-03.svg',
    },
  },
];
