import type { PostInput } from '../../../shared/types/content';
import type { SeedDates } from './dates';
import { byline, gurmukhiImage, gurmukhiOnly, mediaImage, t, video, type Byline } from './helpers';

/**
 * Demo news posts from the Vancouver news desk (ids 1150–1199, 25 posts): finance (8 — interest
 * rates and mortgages, remittances, the rupee–loonie rate, small business, trucking costs),
 * sports (9 — kabaddi in Surrey, field hockey, BC cricket, the Vancouver NHL team, youth
 * wrestling) and entertainment news (8 — Punjabi concerts, film festivals, bhangra). Every
 * reporter, business, club, artist and person quoted is invented.
 */

type Group = 'finance' | 'sports' | 'entertainment';

/** Path of an image in the desk's finance, sports or entertainment folder. */
const img: (group: Group, name: string) => string = mediaImage;

/** The news desk: five reporters, with the Gurmukhi spelling of each byline. */
const desk = {
  manpreet: { en: 'Manpreet Kaur Johal', pa: 'ਮਨਪ੍ਰੀਤ ਕੌਰ ਜੌਹਲ' },
  daniel: { en: 'Daniel Sidhu', pa: 'ਡੈਨੀਅਲ ਸਿੱਧੂ' },
  rajveer: { en: 'Rajveer Singh Gill', pa: 'ਰਾਜਵੀਰ ਸਿੰਘ ਗਿੱਲ' },
  kabir: { en: 'Kabir Singh Randhawa', pa: 'ਕਬੀਰ ਸਿੰਘ ਰੰਧਾਵਾ' },
  jasleen: { en: 'Jasleen Kaur Mann', pa: 'ਜਸਲੀਨ ਕੌਰ ਮਾਨ' },
} as const satisfies Record<string, Byline>;

export function newsDeskPosts(d: SeedDates): PostInput[] {
  return [
    // -------------------------------------------------------------------------------------------
    // Finance
    // -------------------------------------------------------------------------------------------
    {
      id: 1150,
      kind: 'news',
      slug: 'rate-decision-leaves-surrey-homeowners-weighing-their-mortgage-renewals',
      title: 'Rate decision leaves Surrey homeowners weighing their mortgage renewals',
      titlePa: 'ਵਿਆਜ ਦਰਾਂ ਬਾਰੇ ਫ਼ੈਸਲੇ ਮਗਰੋਂ ਸਰੀ ਦੇ ਮਕਾਨ ਮਾਲਕ ਮੌਰਗੇਜ ਨਵਿਆਉਣ ਬਾਰੇ ਸੋਚੀਂ ਪਏ',
      intro:
        'The central bank\'s latest interest-rate announcement has brokers fielding calls from families whose five-year mortgages come up for renewal in the next year.',
      introPa:
        'ਕੇਂਦਰੀ ਬੈਂਕ ਦੇ ਵਿਆਜ ਦਰਾਂ ਬਾਰੇ ਤਾਜ਼ਾ ਐਲਾਨ ਤੋਂ ਬਾਅਦ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰਾਂ ਕੋਲ ਉਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਦੇ ਫ਼ੋਨ ਆ ਰਹੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੀ ਪੰਜ ਸਾਲਾ ਮੌਰਗੇਜ ਅਗਲੇ ਸਾਲ ਨਵਿਆਈ ਜਾਣੀ ਹੈ।',
      body: [
        t('<p>The Bank of Canada\'s latest decision on its policy rate has set off a fresh round of calls to mortgage brokers across Surrey and Delta. Many homeowners locked in five-year fixed rates when borrowing was far cheaper, and their renewals will bring noticeably higher payments. Brokers say the key question for most families is not this week\'s decision but where rates will sit when their own term ends.</p>'),
        {
          type: 'image',
          url: img('finance', 'surrey-townhouses-mortgage-renewal'),
          caption: 'Townhouses in Surrey, where many owners face renewals this year.',
          captionPa: 'ਸਰੀ ਦੇ ਟਾਊਨਹਾਊਸ, ਜਿੱਥੇ ਕਈ ਮਾਲਕਾਂ ਦੀ ਮੌਰਗੇਜ ਇਸ ਸਾਲ ਨਵਿਆਈ ਜਾਣੀ ਹੈ।',
        },
        t('<p>Brokers suggest starting the conversation with your lender four to six months before renewal. Comparing offers from other lenders, including credit unions, can make a real difference even when the gap looks small on paper.</p>'),
        {
          type: 'quote',
          quote: 'Families often sign the renewal letter the bank mails them without a second look. That one signature can cost thousands of dollars over five years.',
          author: 'Gurpreet Dosanjh, mortgage broker in Newton',
        },
        t('<p>For households already stretched, the options include extending the amortization, switching to a variable rate or making a lump-sum payment before renewal. Advisers warn that each choice has trade-offs. It should be weighed against the family\'s whole budget, including money sent to relatives back home.</p>'),
      ],
      bodyPa: [
        t('<p>ਬੈਂਕ ਆਫ਼ ਕੈਨੇਡਾ ਦੇ ਨੀਤੀਗਤ ਵਿਆਜ ਦਰ ਬਾਰੇ ਤਾਜ਼ਾ ਫ਼ੈਸਲੇ ਤੋਂ ਬਾਅਦ ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੇ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰਾਂ ਕੋਲ ਫ਼ੋਨਾਂ ਦਾ ਨਵਾਂ ਦੌਰ ਸ਼ੁਰੂ ਹੋ ਗਿਆ ਹੈ। ਬਹੁਤੇ ਮਕਾਨ ਮਾਲਕਾਂ ਨੇ ਉਦੋਂ ਪੰਜ ਸਾਲਾ ਫ਼ਿਕਸਡ ਦਰ ਲਈ ਸੀ ਜਦੋਂ ਕਰਜ਼ਾ ਕਿਤੇ ਸਸਤਾ ਸੀ, ਅਤੇ ਹੁਣ ਨਵਿਆਉਣ ਵੇਲੇ ਉਨ੍ਹਾਂ ਦੀਆਂ ਕਿਸ਼ਤਾਂ ਕਾਫ਼ੀ ਵਧ ਜਾਣਗੀਆਂ। ਬ੍ਰੋਕਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬਹੁਤੇ ਪਰਿਵਾਰਾਂ ਲਈ ਅਸਲ ਸਵਾਲ ਇਸ ਹਫ਼ਤੇ ਦਾ ਫ਼ੈਸਲਾ ਨਹੀਂ, ਸਗੋਂ ਇਹ ਹੈ ਕਿ ਉਨ੍ਹਾਂ ਦੀ ਆਪਣੀ ਮਿਆਦ ਮੁੱਕਣ ਵੇਲੇ ਦਰਾਂ ਕਿੱਥੇ ਹੋਣਗੀਆਂ।</p>'),
        {
          type: 'image',
          url: img('finance', 'surrey-townhouses-mortgage-renewal'),
          caption: 'Townhouses in Surrey, where many owners face renewals this year.',
          captionPa: 'ਸਰੀ ਦੇ ਟਾਊਨਹਾਊਸ, ਜਿੱਥੇ ਕਈ ਮਾਲਕਾਂ ਦੀ ਮੌਰਗੇਜ ਇਸ ਸਾਲ ਨਵਿਆਈ ਜਾਣੀ ਹੈ।',
        },
        t('<p>ਬ੍ਰੋਕਰ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਨਵਿਆਉਣ ਤੋਂ ਚਾਰ-ਛੇ ਮਹੀਨੇ ਪਹਿਲਾਂ ਹੀ ਆਪਣੇ ਬੈਂਕ ਨਾਲ ਗੱਲ ਸ਼ੁਰੂ ਕਰ ਦਿਓ। ਕ੍ਰੈਡਿਟ ਯੂਨੀਅਨਾਂ ਸਮੇਤ ਦੂਜੇ ਕਰਜ਼ਦਾਤਿਆਂ ਦੀਆਂ ਪੇਸ਼ਕਸ਼ਾਂ ਦੀ ਤੁਲਨਾ ਕਰਨ ਨਾਲ ਵੱਡਾ ਫ਼ਰਕ ਪੈ ਸਕਦਾ ਹੈ, ਭਾਵੇਂ ਕਾਗ਼ਜ਼ ’ਤੇ ਇਹ ਫ਼ਰਕ ਛੋਟਾ ਲੱਗੇ।</p>'),
        {
          type: 'quote',
          quote: 'ਪਰਿਵਾਰ ਅਕਸਰ ਬੈਂਕ ਵੱਲੋਂ ਡਾਕ ਰਾਹੀਂ ਭੇਜੀ ਰੀਨਿਊਅਲ ਚਿੱਠੀ ’ਤੇ ਬਿਨਾਂ ਦੇਖੇ ਦਸਤਖ਼ਤ ਕਰ ਦਿੰਦੇ ਹਨ। ਉਹ ਇੱਕ ਦਸਤਖ਼ਤ ਪੰਜ ਸਾਲਾਂ ਵਿੱਚ ਹਜ਼ਾਰਾਂ ਡਾਲਰਾਂ ਦਾ ਨੁਕਸਾਨ ਕਰਵਾ ਸਕਦਾ ਹੈ।',
          author: 'ਗੁਰਪ੍ਰੀਤ ਦੋਸਾਂਝ, ਨਿਊਟਨ ਦੇ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰ',
        },
        t('<p>ਜਿਨ੍ਹਾਂ ਘਰਾਂ ਦਾ ਬਜਟ ਪਹਿਲਾਂ ਹੀ ਤੰਗ ਹੈ, ਉਨ੍ਹਾਂ ਕੋਲ ਅਮੋਰਟਾਈਜ਼ੇਸ਼ਨ ਦੀ ਮਿਆਦ ਵਧਾਉਣ, ਵੇਰੀਏਬਲ ਦਰ ਵੱਲ ਜਾਣ ਜਾਂ ਨਵਿਆਉਣ ਤੋਂ ਪਹਿਲਾਂ ਇੱਕਮੁਸ਼ਤ ਰਕਮ ਜਮ੍ਹਾਂ ਕਰਵਾਉਣ ਵਰਗੇ ਰਾਹ ਹਨ। ਸਲਾਹਕਾਰ ਚੇਤਾਵਨੀ ਦਿੰਦੇ ਹਨ ਕਿ ਹਰ ਰਾਹ ਦੇ ਆਪਣੇ ਨਫ਼ੇ-ਨੁਕਸਾਨ ਹਨ। ਇਸ ਨੂੰ ਪਰਿਵਾਰ ਦੇ ਪੂਰੇ ਬਜਟ ਨਾਲ ਤੋਲ ਕੇ ਦੇਖਣਾ ਚਾਹੀਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਪੰਜਾਬ ਬੈਠੇ ਰਿਸ਼ਤੇਦਾਰਾਂ ਨੂੰ ਭੇਜਿਆ ਜਾਂਦਾ ਪੈਸਾ ਵੀ ਸ਼ਾਮਲ ਹੈ।</p>'),
      ],
      ...byline(desk.manpreet),
      tags: ['finance', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('finance', 'mortgage-renewal-kitchen-table'),
          caption: 'A couple in Surrey goes over their mortgage renewal papers.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਇੱਕ ਜੋੜਾ ਆਪਣੀ ਮੌਰਗੇਜ ਨਵਿਆਉਣ ਦੇ ਕਾਗ਼ਜ਼ ਦੇਖਦਾ ਹੋਇਆ।',
        },
        {
          url: img('finance', 'surrey-townhouses-mortgage-renewal'),
          caption: 'Townhouses in Surrey, where many owners face renewals this year.',
          captionPa: 'ਸਰੀ ਦੇ ਟਾਊਨਹਾਊਸ, ਜਿੱਥੇ ਕਈ ਮਾਲਕਾਂ ਦੀ ਮੌਰਗੇਜ ਇਸ ਸਾਲ ਨਵਿਆਈ ਜਾਣੀ ਹੈ।',
        },
      ],
      audios: [
        {
          title: 'Finance desk: what the rate decision means for renewals',
          url: '/media/audio/finance-desk-brief.wav',
          duration: 34,
        },
      ],
      postDate: d.daysAgo(0, '07:30'),
    },
    {
      id: 1151,
      kind: 'news',
      slug: 'remittance-fees-to-india-fall-as-money-transfer-apps-compete-for-customers',
      title: 'Remittance fees to India fall as money-transfer apps compete for customers',
      intro:
        'Sending money from Canada to India is getting cheaper as app-based services undercut banks, but the exchange rate on offer still matters more than the fee.',
      body: [
        t('<p>Families in Surrey and Abbotsford who send money to Punjab every month are seeing lower transfer fees, as app-based services compete with banks and counter-based agents. Several services now advertise zero fees on a first transfer or on amounts above a set limit. Consumer advocates caution that a low fee can hide a weaker exchange rate.</p>'),
        t('<p>Before choosing a service, compare the total that will arrive in rupees, not just the fee. Check:</p><ul><li>the exchange rate offered against the mid-market rate</li><li>how long the money takes to reach an Indian bank account</li><li>whether the receiving bank deducts charges of its own</li></ul>'),
        t('<p><strong>Update:</strong> This story has been updated to note that large transfers may require extra identity checks under federal anti-money-laundering rules. Senders should keep their receipts.</p>'),
      ],
      author: desk.daniel.en,
      tags: ['finance'],
      locale: ['en'],
      images: [
        {
          url: img('finance', 'remittance-app-phone-rupees'),
          caption: 'Comparing money-transfer apps on a phone in Surrey.',
        },
      ],
      postDate: d.daysAgo(1, '10:20'),
      postDateUpdated: d.daysAgo(1, '14:00'),
    },
    {
      id: 1152,
      kind: 'news',
      slug: 'rupee-loonie-rate-what-families-should-know-before-sending-money-home',
      title: 'Rupee–loonie rate: what families should know before sending money home',
      titlePa: 'ਰੁਪਏ ਅਤੇ ਕੈਨੇਡੀਅਨ ਡਾਲਰ ਦੀ ਦਰ: ਪੰਜਾਬ ਪੈਸੇ ਭੇਜਣ ਤੋਂ ਪਹਿਲਾਂ ਕੀ ਜਾਣਨਾ ਜ਼ਰੂਰੀ',
      intro:
        'The loonie–rupee exchange rate moves every day, and for families who send money to Punjab regularly, small choices about timing and service add up over a year.',
      introPa:
        'ਕੈਨੇਡੀਅਨ ਡਾਲਰ ਅਤੇ ਰੁਪਏ ਦੀ ਵਟਾਂਦਰਾ ਦਰ ਹਰ ਰੋਜ਼ ਬਦਲਦੀ ਹੈ, ਅਤੇ ਨਿਯਮਿਤ ਤੌਰ ’ਤੇ ਪੰਜਾਬ ਪੈਸੇ ਭੇਜਣ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਲਈ ਸਮੇਂ ਅਤੇ ਸੇਵਾ ਦੀ ਛੋਟੀ-ਛੋਟੀ ਚੋਣ ਸਾਲ ਭਰ ਵਿੱਚ ਵੱਡਾ ਫ਼ਰਕ ਪਾ ਦਿੰਦੀ ਹੈ।',
      body: [
        t('<p>The exchange rate between the Canadian dollar and the Indian rupee is shaped by interest rates, oil prices and the health of both economies. Day-to-day moves are usually small, but over a month they can change the value of a transfer noticeably. Few people can predict those swings, and financial planners advise against trying to time the market.</p>'),
        {
          type: 'image',
          url: img('finance', 'rupee-loonie-exchange-rate-board'),
          caption: 'An exchange-rate board at a money-transfer counter in Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਇੱਕ ਮਨੀ ਟ੍ਰਾਂਸਫ਼ਰ ਕਾਊਂਟਰ ’ਤੇ ਲੱਗਾ ਵਟਾਂਦਰਾ ਦਰਾਂ ਦਾ ਬੋਰਡ।',
        },
        t('<p>Instead, planners suggest sending on a regular schedule and using the rate alerts offered by many transfer apps. Families making a large one-time payment, such as for a wedding or a property deal, can split the amount over several weeks to smooth out the rate.</p>'),
        t('<p>Senders should also know the Indian tax rules on large gifts and property payments, which can differ from Canadian rules. A chartered accountant familiar with both countries can help avoid unpleasant surprises.</p>'),
      ],
      bodyPa: [
        t('<p>ਕੈਨੇਡੀਅਨ ਡਾਲਰ ਅਤੇ ਭਾਰਤੀ ਰੁਪਏ ਦੀ ਵਟਾਂਦਰਾ ਦਰ ਵਿਆਜ ਦਰਾਂ, ਤੇਲ ਦੀਆਂ ਕੀਮਤਾਂ ਅਤੇ ਦੋਵਾਂ ਦੇਸ਼ਾਂ ਦੀ ਆਰਥਿਕ ਹਾਲਤ ’ਤੇ ਨਿਰਭਰ ਕਰਦੀ ਹੈ। ਰੋਜ਼ਾਨਾ ਉਤਰਾਅ-ਚੜ੍ਹਾਅ ਆਮ ਤੌਰ ’ਤੇ ਮਾਮੂਲੀ ਹੁੰਦਾ ਹੈ, ਪਰ ਮਹੀਨੇ ਭਰ ਵਿੱਚ ਇਹ ਭੇਜੀ ਰਕਮ ਦੀ ਕੀਮਤ ਵਿੱਚ ਚੋਖਾ ਫ਼ਰਕ ਪਾ ਸਕਦਾ ਹੈ। ਇਨ੍ਹਾਂ ਉਤਰਾਵਾਂ-ਚੜ੍ਹਾਵਾਂ ਦੀ ਭਵਿੱਖਬਾਣੀ ਕੋਈ ਵਿਰਲਾ ਹੀ ਕਰ ਸਕਦਾ ਹੈ, ਇਸ ਲਈ ਵਿੱਤੀ ਸਲਾਹਕਾਰ ਬਾਜ਼ਾਰ ਦਾ ਸਹੀ ਸਮਾਂ ਫੜਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਾ ਕਰਨ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ।</p>'),
        {
          type: 'image',
          url: img('finance', 'rupee-loonie-exchange-rate-board'),
          caption: 'An exchange-rate board at a money-transfer counter in Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਇੱਕ ਮਨੀ ਟ੍ਰਾਂਸਫ਼ਰ ਕਾਊਂਟਰ ’ਤੇ ਲੱਗਾ ਵਟਾਂਦਰਾ ਦਰਾਂ ਦਾ ਬੋਰਡ।',
        },
        t('<p>ਇਸ ਦੀ ਥਾਂ ਸਲਾਹਕਾਰ ਪੈਸੇ ਭੇਜਣ ਦਾ ਇੱਕ ਨਿਯਮਿਤ ਸਮਾਂ ਤੈਅ ਕਰਨ ਅਤੇ ਕਈ ਟ੍ਰਾਂਸਫ਼ਰ ਐਪਾਂ ਵਿੱਚ ਮਿਲਦੇ ਰੇਟ ਅਲਰਟ ਵਰਤਣ ਦਾ ਸੁਝਾਅ ਦਿੰਦੇ ਹਨ। ਵਿਆਹ ਜਾਂ ਜਾਇਦਾਦ ਦੇ ਸੌਦੇ ਵਰਗੀ ਵੱਡੀ ਇੱਕਮੁਸ਼ਤ ਅਦਾਇਗੀ ਕਰਨ ਵਾਲੇ ਪਰਿਵਾਰ ਰਕਮ ਨੂੰ ਕੁਝ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਵੰਡ ਕੇ ਭੇਜ ਸਕਦੇ ਹਨ, ਤਾਂ ਜੋ ਦਰ ਦਾ ਅਸਰ ਬਰਾਬਰ ਹੋ ਜਾਵੇ।</p>'),
        t('<p>ਪੈਸੇ ਭੇਜਣ ਵਾਲਿਆਂ ਨੂੰ ਵੱਡੇ ਤੋਹਫ਼ਿਆਂ ਅਤੇ ਜਾਇਦਾਦ ਦੀਆਂ ਅਦਾਇਗੀਆਂ ਬਾਰੇ ਭਾਰਤੀ ਟੈਕਸ ਨਿਯਮਾਂ ਦੀ ਜਾਣਕਾਰੀ ਵੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਜੋ ਕੈਨੇਡੀਅਨ ਨਿਯਮਾਂ ਤੋਂ ਵੱਖਰੇ ਹੋ ਸਕਦੇ ਹਨ। ਦੋਵਾਂ ਦੇਸ਼ਾਂ ਦੇ ਨਿਯਮ ਜਾਣਨ ਵਾਲਾ ਚਾਰਟਰਡ ਅਕਾਊਂਟੈਂਟ ਕਿਸੇ ਵੀ ਅਣਸੁਖਾਵੀਂ ਹੈਰਾਨੀ ਤੋਂ ਬਚਾ ਸਕਦਾ ਹੈ।</p>'),
      ],
      ...byline(desk.manpreet),
      tags: ['finance'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('finance', 'canadian-dollar-indian-rupee-notes'),
          caption: 'Canadian dollars and Indian rupees side by side.',
          captionPa: 'ਕੈਨੇਡੀਅਨ ਡਾਲਰ ਅਤੇ ਭਾਰਤੀ ਰੁਪਏ ਦੇ ਨੋਟ।',
        },
      ],
      postDate: d.daysAgo(2, '08:10'),
    },
    {
      id: 1153,
      kind: 'news',
      slug: 'rising-insurance-and-fuel-costs-squeeze-small-trucking-fleets',
      ...gurmukhiOnly({
        title: 'ਬੀਮੇ ਅਤੇ ਡੀਜ਼ਲ ਦੇ ਵਧਦੇ ਖ਼ਰਚਿਆਂ ਨੇ ਛੋਟੇ ਟਰੱਕਿੰਗ ਫਲੀਟਾਂ ਦਾ ਸਾਹ ਸੂਤਿਆ',
        intro:
          'ਸਰੀ ਅਤੇ ਐਬਟਸਫੋਰਡ ਦੇ ਛੋਟੇ ਟਰੱਕਿੰਗ ਕਾਰੋਬਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬੀਮਾ, ਡੀਜ਼ਲ ਅਤੇ ਮੁਰੰਮਤ ਦੇ ਖ਼ਰਚੇ ਭਾੜੇ ਨਾਲੋਂ ਤੇਜ਼ੀ ਨਾਲ ਵਧ ਰਹੇ ਹਨ, ਜਿਸ ਨਾਲ ਮੁਨਾਫ਼ਾ ਲਗਾਤਾਰ ਘਟ ਰਿਹਾ ਹੈ।',
        body: [
          t('<p>ਲੋਅਰ ਮੇਨਲੈਂਡ ਵਿੱਚ ਦੋ ਤੋਂ ਦਸ ਟਰੱਕਾਂ ਵਾਲੇ ਸੈਂਕੜੇ ਪੰਜਾਬੀ ਪਰਿਵਾਰਕ ਕਾਰੋਬਾਰ ਹਨ, ਜੋ ਬੰਦਰਗਾਹ ਤੋਂ ਲੈ ਕੇ ਐਲਬਰਟਾ ਅਤੇ ਅਮਰੀਕਾ ਤੱਕ ਮਾਲ ਢੋਂਦੇ ਹਨ। ਕਾਰੋਬਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਿਛਲੇ ਕੁਝ ਸਾਲਾਂ ਵਿੱਚ ਬੀਮੇ ਦੀਆਂ ਕਿਸ਼ਤਾਂ ਕਾਫ਼ੀ ਵਧੀਆਂ ਹਨ, ਖ਼ਾਸ ਕਰਕੇ ਨਵੇਂ ਡਰਾਈਵਰਾਂ ਵਾਲੇ ਫਲੀਟਾਂ ਲਈ। ਇਸ ਦੇ ਨਾਲ ਹੀ ਟਾਇਰਾਂ ਅਤੇ ਪੁਰਜ਼ਿਆਂ ਦੀਆਂ ਕੀਮਤਾਂ ਨੇ ਮੁਰੰਮਤ ਦਾ ਖ਼ਰਚਾ ਵੀ ਵਧਾ ਦਿੱਤਾ ਹੈ।</p>'),
          {
            type: 'quote',
            quote: 'ਭਾੜਾ ਉੱਥੇ ਦਾ ਉੱਥੇ ਖੜ੍ਹਾ ਹੈ, ਪਰ ਹਰ ਬਿੱਲ ਵਧ ਗਿਆ ਹੈ। ਹੁਣ ਮਹੀਨੇ ਦੇ ਅਖ਼ੀਰ ’ਤੇ ਡਰਾਈਵਰਾਂ ਦੀਆਂ ਤਨਖ਼ਾਹਾਂ ਦੇ ਕੇ ਮੇਰੇ ਪੱਲੇ ਮਸਾਂ ਕੁਝ ਬਚਦਾ ਹੈ।',
            author: 'ਹਰਜਿੰਦਰ ਸਿੰਘ ਪੰਧੇਰ, ਐਬਟਸਫੋਰਡ ਦੇ ਟਰੱਕਿੰਗ ਕਾਰੋਬਾਰੀ',
          },
          t('<p>ਇਸ ਉਦਯੋਗ ਨਾਲ ਜੁੜੇ ਅਕਾਊਂਟੈਂਟ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਹਰ ਟਰੱਕ ਦਾ ਪ੍ਰਤੀ ਕਿਲੋਮੀਟਰ ਖ਼ਰਚਾ ਕੱਢ ਕੇ ਹੀ ਨਵਾਂ ਕੰਟਰੈਕਟ ਲਿਆ ਜਾਵੇ। ਡਰਾਈਵਰਾਂ ਦੀ ਚੰਗੀ ਸਿਖਲਾਈ ਅਤੇ ਸਾਫ਼ ਸੁਰੱਖਿਆ ਰਿਕਾਰਡ ਨਾਲ ਅਗਲੇ ਸਾਲ ਬੀਮੇ ਦੀ ਕਿਸ਼ਤ ਘਟ ਸਕਦੀ ਹੈ।</p>'),
          t('<p>ਕਈ ਛੋਟੇ ਫਲੀਟ ਮਾਲਕ ਹੁਣ ਮਿਲ ਕੇ ਡੀਜ਼ਲ ਕਾਰਡ ਲੈਣ ਅਤੇ ਟਾਇਰ ਥੋਕ ਵਿੱਚ ਖ਼ਰੀਦਣ ਬਾਰੇ ਸੋਚ ਰਹੇ ਹਨ। ਕੁਝ ਪੁਰਾਣੇ ਕਾਰੋਬਾਰੀ ਮੰਨਦੇ ਹਨ ਕਿ ਜੇ ਹਾਲਾਤ ਨਾ ਸੁਧਰੇ ਤਾਂ ਕਈ ਪਰਿਵਾਰ ਆਪਣੇ ਟਰੱਕ ਵੇਚ ਕੇ ਵੱਡੀਆਂ ਕੰਪਨੀਆਂ ਲਈ ਡਰਾਈਵਰੀ ਕਰਨ ਨੂੰ ਤਰਜੀਹ ਦੇਣਗੇ।</p>'),
        ],
        reporter: desk.daniel,
      }),
      tags: ['finance'],
      images: [
        gurmukhiImage(img('finance', 'small-trucking-fleet-abbotsford-yard'), 'ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਯਾਰਡ ਵਿੱਚ ਖੜ੍ਹੇ ਇੱਕ ਛੋਟੇ ਫਲੀਟ ਦੇ ਟਰੱਕ।'),
      ],
      postDate: d.daysAgo(4, '09:00'),
    },
    {
      id: 1154,
      kind: 'news',
      slug: 'newton-small-businesses-weigh-card-fees-and-cautious-shoppers',
      title: 'Newton small businesses weigh card fees and cautious shoppers',
      titlePa: 'ਕਾਰਡ ਫ਼ੀਸਾਂ ਅਤੇ ਸੰਭਲ ਕੇ ਖ਼ਰਚਣ ਵਾਲੇ ਗਾਹਕਾਂ ਤੋਂ ਨਿਊਟਨ ਦੇ ਛੋਟੇ ਕਾਰੋਬਾਰ ਫ਼ਿਕਰਮੰਦ',
      intro:
        'Sweet shops, clothing stores and grocers in Newton say customers are spending more carefully, while card-processing fees take a bigger bite out of every sale.',
      introPa:
        'ਨਿਊਟਨ ਦੀਆਂ ਮਠਿਆਈ, ਕੱਪੜੇ ਅਤੇ ਕਰਿਆਨੇ ਦੀਆਂ ਦੁਕਾਨਾਂ ਵਾਲਿਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਗਾਹਕ ਹੁਣ ਸੰਭਲ ਕੇ ਖ਼ਰਚ ਰਹੇ ਹਨ, ਜਦਕਿ ਕਾਰਡ ਫ਼ੀਸਾਂ ਹਰ ਵਿਕਰੀ ਵਿੱਚੋਂ ਪਹਿਲਾਂ ਨਾਲੋਂ ਵੱਡਾ ਹਿੱਸਾ ਲੈ ਜਾਂਦੀਆਂ ਹਨ।',
      body: [
        t('<p>Business owners in Newton\'s busy South Asian shopping district say foot traffic is steady but baskets are smaller. Families are still buying for weddings and festivals, yet skipping the extras that used to lift sales. Several owners said rent and wages have risen faster than their prices.</p>'),
        {
          type: 'image',
          url: img('finance', 'newton-small-business-storefronts'),
          caption: 'Shops along a commercial strip in Newton, Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਨਿਊਟਨ ਇਲਾਕੇ ਵਿੱਚ ਇੱਕ ਵਪਾਰਕ ਪੱਟੀ ’ਤੇ ਬਣੀਆਂ ਦੁਕਾਨਾਂ।',
        },
        t('<p>Card-processing fees are a frequent complaint, especially for grocers whose margins are already thin. Some owners offer a small discount for debit or cash, which is allowed as long as the policy is clearly shown to customers.</p>'),
        t('<p><strong>Update:</strong> A local business association has announced a free workshop on payment processing and cash-flow planning, open to members and non-members. Details are available from the association\'s office in Newton.</p>'),
      ],
      bodyPa: [
        t('<p>ਨਿਊਟਨ ਦੇ ਭੀੜ-ਭੜੱਕੇ ਵਾਲੇ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਬਾਜ਼ਾਰ ਦੇ ਕਾਰੋਬਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਗਾਹਕ ਤਾਂ ਆ ਰਹੇ ਹਨ, ਪਰ ਖ਼ਰੀਦਦਾਰੀ ਘੱਟ ਕਰਦੇ ਹਨ। ਪਰਿਵਾਰ ਵਿਆਹਾਂ ਅਤੇ ਤਿਉਹਾਰਾਂ ਲਈ ਖ਼ਰੀਦ ਤਾਂ ਕਰ ਰਹੇ ਹਨ, ਪਰ ਉਹ ਵਾਧੂ ਚੀਜ਼ਾਂ ਛੱਡ ਰਹੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨਾਲ ਪਹਿਲਾਂ ਵਿਕਰੀ ਵਧਦੀ ਸੀ। ਕਈ ਮਾਲਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਕਿਰਾਏ ਅਤੇ ਤਨਖ਼ਾਹਾਂ ਉਨ੍ਹਾਂ ਦੀਆਂ ਕੀਮਤਾਂ ਨਾਲੋਂ ਤੇਜ਼ੀ ਨਾਲ ਵਧੀਆਂ ਹਨ।</p>'),
        {
          type: 'image',
          url: img('finance', 'newton-small-business-storefronts'),
          caption: 'Shops along a commercial strip in Newton, Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਨਿਊਟਨ ਇਲਾਕੇ ਵਿੱਚ ਇੱਕ ਵਪਾਰਕ ਪੱਟੀ ’ਤੇ ਬਣੀਆਂ ਦੁਕਾਨਾਂ।',
        },
        t('<p>ਕਾਰਡ ਪ੍ਰੋਸੈਸਿੰਗ ਫ਼ੀਸਾਂ ਦੀ ਸ਼ਿਕਾਇਤ ਆਮ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ ਉਨ੍ਹਾਂ ਕਰਿਆਨਾ ਦੁਕਾਨਾਂ ਦੀ ਜਿਨ੍ਹਾਂ ਦਾ ਮੁਨਾਫ਼ਾ ਪਹਿਲਾਂ ਹੀ ਬਹੁਤ ਥੋੜ੍ਹਾ ਹੁੰਦਾ ਹੈ। ਕੁਝ ਮਾਲਕ ਡੈਬਿਟ ਜਾਂ ਨਕਦ ਅਦਾਇਗੀ ’ਤੇ ਥੋੜ੍ਹੀ ਛੋਟ ਦਿੰਦੇ ਹਨ, ਜਿਸ ਦੀ ਇਜਾਜ਼ਤ ਹੈ ਬਸ਼ਰਤੇ ਇਹ ਨੀਤੀ ਗਾਹਕਾਂ ਨੂੰ ਸਾਫ਼-ਸਾਫ਼ ਦੱਸੀ ਜਾਵੇ।</p>'),
        t('<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਇੱਕ ਸਥਾਨਕ ਕਾਰੋਬਾਰੀ ਐਸੋਸੀਏਸ਼ਨ ਨੇ ਅਦਾਇਗੀ ਪ੍ਰਣਾਲੀਆਂ ਅਤੇ ਨਕਦੀ ਪ੍ਰਬੰਧਨ ਬਾਰੇ ਮੁਫ਼ਤ ਵਰਕਸ਼ਾਪ ਦਾ ਐਲਾਨ ਕੀਤਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਮੈਂਬਰ ਅਤੇ ਗ਼ੈਰ-ਮੈਂਬਰ ਦੋਵੇਂ ਸ਼ਾਮਲ ਹੋ ਸਕਦੇ ਹਨ। ਵੇਰਵੇ ਨਿਊਟਨ ਵਿੱਚ ਐਸੋਸੀਏਸ਼ਨ ਦੇ ਦਫ਼ਤਰ ਤੋਂ ਲਏ ਜਾ ਸਕਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.daniel),
      tags: ['finance'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('finance', 'newton-sweet-shop-counter'),
          caption: 'A sweet-shop counter in Newton.',
          captionPa: 'ਨਿਊਟਨ ਦੀ ਇੱਕ ਮਠਿਆਈ ਦੀ ਦੁਕਾਨ ਦਾ ਕਾਊਂਟਰ।',
        },
      ],
      postDate: d.daysAgo(6, '13:40'),
      postDateUpdated: d.daysAgo(6, '17:10'),
    },
    {
      id: 1155,
      kind: 'news',
      slug: 'first-time-buyers-in-abbotsford-ask-fixed-or-variable',
      title: 'First-time buyers in Abbotsford ask: fixed or variable?',
      titlePa: 'ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਘਰ ਖ਼ਰੀਦਣ ਵਾਲਿਆਂ ਦਾ ਸਵਾਲ: ਫ਼ਿਕਸਡ ਜਾਂ ਵੇਰੀਏਬਲ?',
      intro:
        'Young couples buying their first townhouse in Abbotsford are weighing the certainty of a fixed rate against the possible savings of a variable one. Here is how brokers explain the choice.',
      introPa:
        'ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਪਹਿਲਾ ਟਾਊਨਹਾਊਸ ਖ਼ਰੀਦਣ ਵਾਲੇ ਨੌਜਵਾਨ ਜੋੜੇ ਫ਼ਿਕਸਡ ਦਰ ਦੀ ਬੇਫ਼ਿਕਰੀ ਅਤੇ ਵੇਰੀਏਬਲ ਦਰ ਦੀ ਸੰਭਾਵੀ ਬੱਚਤ ਵਿਚਕਾਰ ਫ਼ੈਸਲਾ ਕਰ ਰਹੇ ਹਨ। ਪੜ੍ਹੋ, ਬ੍ਰੋਕਰ ਇਸ ਚੋਣ ਨੂੰ ਕਿਵੇਂ ਸਮਝਾਉਂਦੇ ਹਨ।',
      body: [
        t('<p>A fixed-rate mortgage keeps the same interest rate for the whole term, so the payment does not change. A variable rate moves with the lender\'s prime rate, which follows the central bank\'s decisions. Variable rates have often cost less over time, but they can rise quickly, and some borrowers lose sleep over that uncertainty.</p>'),
        t('<p>Brokers say the right choice depends on the household more than on forecasts. Questions to ask:</p><ul><li>Could we still afford the payment if rates rose by two percentage points?</li><li>Is a big change in income coming, such as a new baby or a parent moving in?</li><li>Might we sell or refinance before the term ends, when penalties apply?</li></ul>'),
        t('<p>Many first-time buyers in the Fraser Valley now choose shorter fixed terms of two or three years as a middle path. Whatever the choice, brokers recommend getting a pre-approval in writing and reading the prepayment terms closely.</p>'),
      ],
      bodyPa: [
        t('<p>ਫ਼ਿਕਸਡ ਦਰ ਵਾਲੀ ਮੌਰਗੇਜ ਵਿੱਚ ਪੂਰੀ ਮਿਆਦ ਦੌਰਾਨ ਵਿਆਜ ਦਰ ਇੱਕੋ ਰਹਿੰਦੀ ਹੈ, ਇਸ ਲਈ ਕਿਸ਼ਤ ਨਹੀਂ ਬਦਲਦੀ। ਵੇਰੀਏਬਲ ਦਰ ਕਰਜ਼ਦਾਤਾ ਦੀ ਪ੍ਰਾਈਮ ਦਰ ਨਾਲ ਬਦਲਦੀ ਹੈ, ਜੋ ਕੇਂਦਰੀ ਬੈਂਕ ਦੇ ਫ਼ੈਸਲਿਆਂ ਮੁਤਾਬਕ ਚੱਲਦੀ ਹੈ। ਵੇਰੀਏਬਲ ਦਰ ਲੰਮੇ ਸਮੇਂ ਵਿੱਚ ਅਕਸਰ ਸਸਤੀ ਪਈ ਹੈ, ਪਰ ਇਹ ਤੇਜ਼ੀ ਨਾਲ ਵਧ ਵੀ ਸਕਦੀ ਹੈ ਅਤੇ ਇਸ ਅਨਿਸ਼ਚਿਤਤਾ ਕਾਰਨ ਕਈ ਕਰਜ਼ਦਾਰਾਂ ਦੀ ਨੀਂਦ ਉੱਡ ਜਾਂਦੀ ਹੈ।</p>'),
        t('<p>ਬ੍ਰੋਕਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਹੀ ਚੋਣ ਭਵਿੱਖਬਾਣੀਆਂ ਨਾਲੋਂ ਵੱਧ ਘਰ ਦੇ ਹਾਲਾਤ ’ਤੇ ਨਿਰਭਰ ਕਰਦੀ ਹੈ। ਆਪਣੇ-ਆਪ ਤੋਂ ਇਹ ਸਵਾਲ ਪੁੱਛੋ:</p><ul><li>ਜੇ ਦਰਾਂ ਦੋ ਫ਼ੀਸਦੀ ਅੰਕ ਵਧ ਜਾਣ ਤਾਂ ਕੀ ਅਸੀਂ ਫਿਰ ਵੀ ਕਿਸ਼ਤ ਭਰ ਸਕਾਂਗੇ?</li><li>ਕੀ ਆਮਦਨ ਵਿੱਚ ਕੋਈ ਵੱਡਾ ਬਦਲਾਅ ਆਉਣ ਵਾਲਾ ਹੈ, ਜਿਵੇਂ ਬੱਚੇ ਦਾ ਜਨਮ ਜਾਂ ਮਾਪਿਆਂ ਦਾ ਨਾਲ ਆ ਕੇ ਰਹਿਣਾ?</li><li>ਕੀ ਅਸੀਂ ਮਿਆਦ ਮੁੱਕਣ ਤੋਂ ਪਹਿਲਾਂ ਘਰ ਵੇਚ ਜਾਂ ਰੀਫ਼ਾਈਨੈਂਸ ਕਰ ਸਕਦੇ ਹਾਂ, ਜਦੋਂ ਜੁਰਮਾਨਾ ਲੱਗਦਾ ਹੈ?</li></ul>'),
        t('<p>ਫਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਘਰ ਖ਼ਰੀਦਣ ਵਾਲੇ ਕਈ ਲੋਕ ਹੁਣ ਵਿਚਕਾਰਲੇ ਰਾਹ ਵਜੋਂ ਦੋ ਜਾਂ ਤਿੰਨ ਸਾਲ ਦੀ ਛੋਟੀ ਫ਼ਿਕਸਡ ਮਿਆਦ ਚੁਣ ਰਹੇ ਹਨ। ਚੋਣ ਭਾਵੇਂ ਕੋਈ ਵੀ ਹੋਵੇ, ਬ੍ਰੋਕਰ ਲਿਖਤੀ ਪ੍ਰੀ-ਅਪਰੂਵਲ ਲੈਣ ਅਤੇ ਅਗਾਊਂ ਅਦਾਇਗੀ ਦੀਆਂ ਸ਼ਰਤਾਂ ਧਿਆਨ ਨਾਲ ਪੜ੍ਹਨ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.manpreet),
      tags: ['finance'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('finance', 'abbotsford-new-townhouse-development'),
          caption: 'A new townhouse development in Abbotsford.',
          captionPa: 'ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਨਵੇਂ ਬਣੇ ਟਾਊਨਹਾਊਸ।',
        },
      ],
      postDate: d.daysAgo(12, '11:15'),
    },
    {
      id: 1156,
      kind: 'news',
      slug: 'surrey-trucking-firms-pool-resources-in-shared-maintenance-yards',
      title: 'Surrey trucking firms pool resources in shared maintenance yards',
      intro:
        'Small fleet owners in Surrey are teaming up to share mechanics, parking and parts, hoping to cut their costs without giving up their independence.',
      body: [
        t('<p>Eleven small trucking companies in the Port Kells area have leased a shared yard where they park, service and inspect their trucks. The owners split the rent and the wages of two licensed mechanics, and buy filters, tires and oil in bulk. They say the arrangement has cut their maintenance costs by about a fifth.</p>'),
        t('<p>Parking for commercial trucks has long been scarce in Surrey, and the city has cracked down on trucks parked on farmland. Shared yards that meet zoning rules offer one way out, though suitable sites remain hard to find.</p>'),
        t('<p>Industry advisers say such co-operation works best with a written agreement covering costs, liability and what happens if one member leaves. Groups of owners in Abbotsford and Delta are said to be exploring similar arrangements.</p>'),
      ],
      author: desk.daniel.en,
      tags: ['finance'],
      locale: ['en'],
      images: [
        {
          url: img('finance', 'port-kells-shared-truck-yard'),
          caption: 'Trucks from several small fleets at a shared yard in Surrey.',
        },
      ],
      postDate: d.daysAgo(23, '15:50'),
    },
    {
      id: 1157,
      kind: 'news',
      slug: 'credit-unions-see-more-small-business-loan-requests-from-south-asian-entrepreneurs',
      title: 'Credit unions see more small-business loan requests from South Asian entrepreneurs',
      titlePa: 'ਕ੍ਰੈਡਿਟ ਯੂਨੀਅਨਾਂ ਕੋਲ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਉੱਦਮੀਆਂ ਦੀਆਂ ਕਾਰੋਬਾਰੀ ਕਰਜ਼ਿਆਂ ਲਈ ਅਰਜ਼ੀਆਂ ਵਧੀਆਂ',
      intro:
        'Lenders in Surrey and the Fraser Valley report growing demand from first-time business owners, from home bakeries to landscaping crews, many of them newcomers.',
      introPa:
        'ਸਰੀ ਅਤੇ ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਕਰਜ਼ਦਾਤਿਆਂ ਮੁਤਾਬਕ ਘਰੇਲੂ ਬੇਕਰੀਆਂ ਤੋਂ ਲੈ ਕੇ ਲੈਂਡਸਕੇਪਿੰਗ ਦੇ ਕੰਮ ਤੱਕ, ਪਹਿਲੀ ਵਾਰ ਕਾਰੋਬਾਰ ਸ਼ੁਰੂ ਕਰਨ ਵਾਲਿਆਂ ਵੱਲੋਂ ਮੰਗ ਵਧ ਰਹੀ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਬਹੁਤੇ ਨਵੇਂ ਆਏ ਲੋਕ ਹਨ।',
      body: [
        t('<p>Loan officers at community credit unions say applications from South Asian entrepreneurs have risen steadily, with many asking for less than fifty thousand dollars to buy equipment or a first vehicle. Newcomers often bring strong work experience but a thin Canadian credit history. Some lenders now accept a long record of rent and phone payments as part of the application.</p>'),
        {
          type: 'image',
          url: img('finance', 'surrey-home-bakery-entrepreneur'),
          caption: 'A home-based baker in Surrey prepares an order of mithai.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਘਰੋਂ ਬੇਕਰੀ ਚਲਾਉਣ ਵਾਲੀ ਇੱਕ ਉੱਦਮੀ ਮਠਿਆਈ ਦਾ ਆਰਡਰ ਤਿਆਰ ਕਰਦੀ ਹੋਈ।',
        },
        t('<p>Advisers recommend a simple written business plan, separate bank accounts for the business and the household, and realistic cash-flow estimates for the first year. Free mentoring is available through several settlement agencies and small-business centres in the region.</p>'),
        t('<p>Lenders also warn against relying on informal loans from relatives or high-interest private lenders. A single missed payment on such a loan, they say, can sink a young business faster than slow sales.</p>'),
      ],
      bodyPa: [
        t('<p>ਭਾਈਚਾਰਕ ਕ੍ਰੈਡਿਟ ਯੂਨੀਅਨਾਂ ਦੇ ਲੋਨ ਅਫ਼ਸਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਉੱਦਮੀਆਂ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਲਗਾਤਾਰ ਵਧੀਆਂ ਹਨ ਅਤੇ ਬਹੁਤੇ ਲੋਕ ਸਾਜ਼ੋ-ਸਾਮਾਨ ਜਾਂ ਪਹਿਲੀ ਗੱਡੀ ਖ਼ਰੀਦਣ ਲਈ ਪੰਜਾਹ ਹਜ਼ਾਰ ਡਾਲਰ ਤੋਂ ਘੱਟ ਦਾ ਕਰਜ਼ਾ ਮੰਗ ਰਹੇ ਹਨ। ਨਵੇਂ ਆਏ ਲੋਕਾਂ ਕੋਲ ਕੰਮ ਦਾ ਤਜਰਬਾ ਤਾਂ ਚੰਗਾ ਹੁੰਦਾ ਹੈ, ਪਰ ਕੈਨੇਡਾ ਦਾ ਕ੍ਰੈਡਿਟ ਰਿਕਾਰਡ ਬਹੁਤ ਥੋੜ੍ਹਾ ਹੁੰਦਾ ਹੈ। ਕੁਝ ਕਰਜ਼ਦਾਤੇ ਹੁਣ ਅਰਜ਼ੀ ਦੇ ਹਿੱਸੇ ਵਜੋਂ ਕਿਰਾਏ ਅਤੇ ਫ਼ੋਨ ਬਿੱਲਾਂ ਦੀ ਲੰਮੀ ਅਦਾਇਗੀ ਦਾ ਰਿਕਾਰਡ ਵੀ ਮੰਨਣ ਲੱਗੇ ਹਨ।</p>'),
        {
          type: 'image',
          url: img('finance', 'surrey-home-bakery-entrepreneur'),
          caption: 'A home-based baker in Surrey prepares an order of mithai.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਘਰੋਂ ਬੇਕਰੀ ਚਲਾਉਣ ਵਾਲੀ ਇੱਕ ਉੱਦਮੀ ਮਠਿਆਈ ਦਾ ਆਰਡਰ ਤਿਆਰ ਕਰਦੀ ਹੋਈ।',
        },
        t('<p>ਸਲਾਹਕਾਰ ਇੱਕ ਸਾਦੀ ਲਿਖਤੀ ਕਾਰੋਬਾਰੀ ਯੋਜਨਾ, ਕਾਰੋਬਾਰ ਅਤੇ ਘਰ ਲਈ ਵੱਖੋ-ਵੱਖਰੇ ਬੈਂਕ ਖਾਤੇ ਅਤੇ ਪਹਿਲੇ ਸਾਲ ਦੀ ਆਮਦਨ-ਖ਼ਰਚ ਦਾ ਹਕੀਕੀ ਅੰਦਾਜ਼ਾ ਤਿਆਰ ਕਰਨ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ। ਇਲਾਕੇ ਦੀਆਂ ਕਈ ਸੈਟਲਮੈਂਟ ਏਜੰਸੀਆਂ ਅਤੇ ਛੋਟੇ ਕਾਰੋਬਾਰ ਕੇਂਦਰਾਂ ਵਿੱਚ ਮੁਫ਼ਤ ਮਾਰਗਦਰਸ਼ਨ ਵੀ ਮਿਲਦਾ ਹੈ।</p>'),
        t('<p>ਕਰਜ਼ਦਾਤੇ ਰਿਸ਼ਤੇਦਾਰਾਂ ਤੋਂ ਗ਼ੈਰ-ਰਸਮੀ ਉਧਾਰ ਜਾਂ ਉੱਚੇ ਵਿਆਜ ਵਾਲੇ ਨਿੱਜੀ ਕਰਜ਼ਿਆਂ ’ਤੇ ਨਿਰਭਰ ਹੋਣ ਤੋਂ ਵੀ ਸਾਵਧਾਨ ਕਰਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਅਜਿਹੇ ਕਰਜ਼ੇ ਦੀ ਇੱਕ ਖੁੰਝੀ ਕਿਸ਼ਤ ਨਵੇਂ ਕਾਰੋਬਾਰ ਨੂੰ ਮੱਠੀ ਵਿਕਰੀ ਨਾਲੋਂ ਵੀ ਛੇਤੀ ਡੋਬ ਸਕਦੀ ਹੈ।</p>'),
      ],
      ...byline(desk.manpreet),
      tags: ['finance', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('finance', 'credit-union-small-business-loan-meeting'),
          caption: 'A loan officer meets a first-time business owner in Surrey.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਕਾਰੋਬਾਰ ਸ਼ੁਰੂ ਕਰਨ ਵਾਲੇ ਇੱਕ ਉੱਦਮੀ ਨਾਲ ਮੀਟਿੰਗ ਕਰਦਾ ਲੋਨ ਅਫ਼ਸਰ।',
        },
      ],
      postDate: d.daysAgo(55, '10:30'),
    },

    // -------------------------------------------------------------------------------------------
    // Sports
    // -------------------------------------------------------------------------------------------
    {
      id: 1158,
      kind: 'news',
      slug: 'fraser-valley-lions-win-surrey-kabaddi-cup-with-last-raid-comeback',
      title: 'Fraser Valley Lions win Surrey kabaddi cup with last-raid comeback',
      titlePa: 'ਆਖ਼ਰੀ ਰੇਡ ’ਚ ਬਾਜ਼ੀ ਪਲਟ ਕੇ ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਨੇ ਜਿੱਤਿਆ ਸਰੀ ਕਬੱਡੀ ਕੱਪ',
      intro:
        'A packed crowd in Surrey watched the Fraser Valley Lions come from behind to beat the Newton Youth Kabaddi Club by two points in last night\'s cup final.',
      introPa:
        'ਸਰੀ ਵਿੱਚ ਖਚਾਖਚ ਭਰੇ ਮੈਦਾਨ ’ਚ ਬੀਤੀ ਰਾਤ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਨੇ ਪਿੱਛੋਂ ਆ ਕੇ ਨਿਊਟਨ ਯੂਥ ਕਬੱਡੀ ਕਲੱਬ ਨੂੰ ਦੋ ਅੰਕਾਂ ਨਾਲ ਹਰਾ ਦਿੱਤਾ।',
      body: [
        t('<p>The Lions trailed by four points with three minutes left, but two successful raids by Jaskaran Singh Dhaliwal and a crucial tackle by stopper Gurlal Singh Benipal turned the final around. The deciding point came on the last raid of the match, sending the Lions\' supporters to the edge of the circle in celebration. Organisers estimated the crowd at several thousand over the day.</p>'),
        {
          type: 'image',
          url: img('sports', 'surrey-kabaddi-cup-final-raid'),
          caption: 'A raider breaks free in the final of the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਜਾਫੀਆਂ ਦੀ ਪਕੜ ’ਚੋਂ ਨਿਕਲਦਾ ਧਾਵੀ।',
        },
        {
          type: 'quote',
          quote: 'We told the boys at the break that the crowd was with us, and they believed it. When it matters most, nobody in the circle keeps a cooler head than Dhaliwal.',
          author: 'Tarsem Singh Hundal, coach of the Fraser Valley Lions',
        },
        t('<p>Eight clubs from BC, Alberta and Washington State took part, several with players brought over from Punjab for the season. The best raider and best stopper awards went to players from the two finalists.</p>'),
        t('<p>Organisers thanked the volunteers who ran parking, first aid and the langar tent through the day. The next major tournament on the circuit is scheduled for Abbotsford later in the season.</p>'),
      ],
      bodyPa: [
        t('<p>ਮੈਚ ਮੁੱਕਣ ਵਿੱਚ ਤਿੰਨ ਮਿੰਟ ਬਾਕੀ ਸਨ ਜਦੋਂ ਲਾਇਨਜ਼ ਚਾਰ ਅੰਕ ਪਿੱਛੇ ਸਨ, ਪਰ ਜਸਕਰਨ ਸਿੰਘ ਧਾਲੀਵਾਲ ਦੀਆਂ ਦੋ ਕਾਮਯਾਬ ਰੇਡਾਂ ਅਤੇ ਜਾਫੀ ਗੁਰਲਾਲ ਸਿੰਘ ਬੈਨੀਪਾਲ ਦੇ ਅਹਿਮ ਜੱਫੇ ਨੇ ਫਾਈਨਲ ਦਾ ਪਾਸਾ ਪਲਟ ਦਿੱਤਾ। ਫ਼ੈਸਲਾਕੁਨ ਅੰਕ ਮੈਚ ਦੀ ਆਖ਼ਰੀ ਰੇਡ ’ਤੇ ਆਇਆ, ਜਿਸ ਤੋਂ ਬਾਅਦ ਲਾਇਨਜ਼ ਦੇ ਸਮਰਥਕ ਜਸ਼ਨ ਮਨਾਉਂਦੇ ਦਾਇਰੇ ਦੇ ਕੰਢੇ ਤੱਕ ਪਹੁੰਚ ਗਏ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਦਿਨ ਭਰ ਵਿੱਚ ਕਈ ਹਜ਼ਾਰ ਦਰਸ਼ਕ ਪਹੁੰਚੇ।</p>'),
        {
          type: 'image',
          url: img('sports', 'surrey-kabaddi-cup-final-raid'),
          caption: 'A raider breaks free in the final of the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਜਾਫੀਆਂ ਦੀ ਪਕੜ ’ਚੋਂ ਨਿਕਲਦਾ ਧਾਵੀ।',
        },
        {
          type: 'quote',
          quote: 'ਅੱਧੇ ਸਮੇਂ ’ਤੇ ਅਸੀਂ ਮੁੰਡਿਆਂ ਨੂੰ ਕਿਹਾ ਕਿ ਦਰਸ਼ਕ ਸਾਡੇ ਨਾਲ ਹਨ, ਅਤੇ ਉਨ੍ਹਾਂ ਨੇ ਇਸ ’ਤੇ ਯਕੀਨ ਕੀਤਾ। ਜਦੋਂ ਸਭ ਤੋਂ ਵੱਧ ਲੋੜ ਹੋਵੇ, ਦਾਇਰੇ ਵਿੱਚ ਧਾਲੀਵਾਲ ਤੋਂ ਠੰਢੇ ਦਿਮਾਗ਼ ਵਾਲਾ ਕੋਈ ਨਹੀਂ।',
          author: 'ਤਰਸੇਮ ਸਿੰਘ ਹੁੰਦਲ, ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਦੇ ਕੋਚ',
        },
        t('<p>ਕੱਪ ਵਿੱਚ ਬੀ.ਸੀ., ਐਲਬਰਟਾ ਅਤੇ ਵਾਸ਼ਿੰਗਟਨ ਸਟੇਟ ਦੇ ਅੱਠ ਕਲੱਬਾਂ ਨੇ ਹਿੱਸਾ ਲਿਆ ਅਤੇ ਕਈ ਕਲੱਬਾਂ ਨੇ ਸੀਜ਼ਨ ਲਈ ਪੰਜਾਬ ਤੋਂ ਖਿਡਾਰੀ ਸੱਦੇ ਸਨ। ਸਭ ਤੋਂ ਵਧੀਆ ਧਾਵੀ ਅਤੇ ਸਭ ਤੋਂ ਵਧੀਆ ਜਾਫੀ ਦੇ ਇਨਾਮ ਦੋਵਾਂ ਫਾਈਨਲਿਸਟ ਟੀਮਾਂ ਦੇ ਖਿਡਾਰੀਆਂ ਨੂੰ ਮਿਲੇ।</p>'),
        t('<p>ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦਿਨ ਭਰ ਪਾਰਕਿੰਗ, ਮੁੱਢਲੀ ਸਹਾਇਤਾ ਅਤੇ ਲੰਗਰ ਦੀ ਸੇਵਾ ਸੰਭਾਲਣ ਵਾਲੇ ਵਲੰਟੀਅਰਾਂ ਦਾ ਧੰਨਵਾਦ ਕੀਤਾ। ਸਰਕਟ ਦਾ ਅਗਲਾ ਵੱਡਾ ਟੂਰਨਾਮੈਂਟ ਸੀਜ਼ਨ ਵਿੱਚ ਅੱਗੇ ਜਾ ਕੇ ਐਬਟਸਫੋਰਡ ਵਿੱਚ ਹੋਵੇਗਾ।</p>'),
      ],
      ...byline(desk.rajveer),
      tags: ['sports', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'fraser-valley-lions-kabaddi-trophy'),
          caption: 'The Fraser Valley Lions lift the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੀ ਟਰਾਫ਼ੀ ਨਾਲ ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਦੀ ਟੀਮ।',
        },
        {
          url: img('sports', 'surrey-kabaddi-cup-final-raid'),
          caption: 'A raider breaks free in the final of the Surrey kabaddi cup.',
          captionPa: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਜਾਫੀਆਂ ਦੀ ਪਕੜ ’ਚੋਂ ਨਿਕਲਦਾ ਧਾਵੀ।',
        },
      ],
      videos: [video('Surrey kabaddi cup final: last-raid highlights', 'k4bdi9surx2')],
      postDate: d.daysAgo(0, '06:50'),
    },
    {
      id: 1159,
      kind: 'news',
      slug: 'surrey-wrestling-club-sends-six-young-grapplers-to-provincials',
      title: 'Surrey wrestling club sends six young grapplers to provincials',
      titlePa: 'ਸਰੀ ਦੇ ਕੁਸ਼ਤੀ ਕਲੱਬ ਦੇ ਛੇ ਨੌਜਵਾਨ ਪਹਿਲਵਾਨ ਸੂਬਾਈ ਮੁਕਾਬਲਿਆਂ ਲਈ ਚੁਣੇ ਗਏ',
      intro:
        'A volunteer-run wrestling club that trains in a Surrey school gym has qualified six athletes aged 12 to 17 for the provincial youth championships.',
      introPa:
        'ਸਰੀ ਦੇ ਇੱਕ ਸਕੂਲ ਦੇ ਜਿਮ ਵਿੱਚ ਅਭਿਆਸ ਕਰਨ ਵਾਲੇ, ਵਲੰਟੀਅਰਾਂ ਵੱਲੋਂ ਚਲਾਏ ਜਾਂਦੇ ਕੁਸ਼ਤੀ ਕਲੱਬ ਦੇ 12 ਤੋਂ 17 ਸਾਲ ਦੇ ਛੇ ਖਿਡਾਰੀ ਸੂਬਾਈ ਯੂਥ ਚੈਂਪੀਅਨਸ਼ਿਪ ਲਈ ਕੁਆਲੀਫ਼ਾਈ ਕਰ ਗਏ ਹਨ।',
      body: [
        t('<p>The Newton Akhara Wrestling Club trains three evenings a week on borrowed mats, led by coaches who learned the sport in village <em>akharas</em> in Punjab. Four boys and two girls earned spots at the provincials after strong finishes at regional qualifiers. Two of them will wrestle freestyle for the first time after years of traditional mud wrestling with their grandfathers.</p>'),
        {
          type: 'quote',
          quote: 'In the akhara we learned respect before we learned holds. These children carry both, and that is what makes me proudest.',
          author: 'Baldev Singh Khaira, head coach',
        },
        t('<p>The club charges no fees and relies on donations from local businesses and parents for travel and uniforms. Coaches say interest has grown since a club member won a national youth medal two years ago.</p>'),
        t('<p>Parents have organised a fundraising dinner to cover hotel costs during the championships. The club is also looking for a permanent space with room for a second mat.</p>'),
      ],
      bodyPa: [
        t('<p>ਨਿਊਟਨ ਅਖਾੜਾ ਰੈਸਲਿੰਗ ਕਲੱਬ ਹਫ਼ਤੇ ਵਿੱਚ ਤਿੰਨ ਸ਼ਾਮਾਂ ਉਧਾਰ ਲਏ ਮੈਟਾਂ ’ਤੇ ਅਭਿਆਸ ਕਰਦਾ ਹੈ ਅਤੇ ਇਸ ਦੇ ਕੋਚਾਂ ਨੇ ਇਹ ਖੇਡ ਪੰਜਾਬ ਦੇ ਪਿੰਡਾਂ ਦੇ <em>ਅਖਾੜਿਆਂ</em> ਵਿੱਚ ਸਿੱਖੀ ਸੀ। ਖੇਤਰੀ ਕੁਆਲੀਫ਼ਾਇਰ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚ ਵਧੀਆ ਪ੍ਰਦਰਸ਼ਨ ਕਰਕੇ ਚਾਰ ਮੁੰਡਿਆਂ ਅਤੇ ਦੋ ਕੁੜੀਆਂ ਨੇ ਸੂਬਾਈ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚ ਥਾਂ ਬਣਾਈ। ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਦੋ ਖਿਡਾਰੀ ਸਾਲਾਂ ਤੱਕ ਆਪਣੇ ਦਾਦਿਆਂ ਨਾਲ ਮਿੱਟੀ ਵਿੱਚ ਰਵਾਇਤੀ ਕੁਸ਼ਤੀ ਕਰਨ ਤੋਂ ਬਾਅਦ ਪਹਿਲੀ ਵਾਰ ਫ੍ਰੀਸਟਾਈਲ ਵਿੱਚ ਉਤਰਨਗੇ।</p>'),
        {
          type: 'quote',
          quote: 'ਅਖਾੜੇ ਵਿੱਚ ਅਸੀਂ ਦਾਅ-ਪੇਚ ਤੋਂ ਪਹਿਲਾਂ ਅਦਬ ਸਿੱਖਿਆ ਸੀ। ਇਨ੍ਹਾਂ ਬੱਚਿਆਂ ਵਿੱਚ ਦੋਵੇਂ ਗੁਣ ਹਨ, ਅਤੇ ਮੈਨੂੰ ਸਭ ਤੋਂ ਵੱਧ ਮਾਣ ਇਸੇ ਗੱਲ ਦਾ ਹੈ।',
          author: 'ਬਲਦੇਵ ਸਿੰਘ ਖਹਿਰਾ, ਮੁੱਖ ਕੋਚ',
        },
        t('<p>ਕਲੱਬ ਕੋਈ ਫ਼ੀਸ ਨਹੀਂ ਲੈਂਦਾ ਅਤੇ ਸਫ਼ਰ ਤੇ ਵਰਦੀਆਂ ਦਾ ਖ਼ਰਚਾ ਸਥਾਨਕ ਕਾਰੋਬਾਰੀਆਂ ਅਤੇ ਮਾਪਿਆਂ ਦੇ ਦਾਨ ਨਾਲ ਚੱਲਦਾ ਹੈ। ਕੋਚਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦੋ ਸਾਲ ਪਹਿਲਾਂ ਕਲੱਬ ਦੇ ਇੱਕ ਮੈਂਬਰ ਵੱਲੋਂ ਕੌਮੀ ਯੂਥ ਤਮਗ਼ਾ ਜਿੱਤਣ ਤੋਂ ਬਾਅਦ ਬੱਚਿਆਂ ਦੀ ਦਿਲਚਸਪੀ ਵਧੀ ਹੈ।</p>'),
        t('<p>ਮਾਪਿਆਂ ਨੇ ਚੈਂਪੀਅਨਸ਼ਿਪ ਦੌਰਾਨ ਹੋਟਲ ਦਾ ਖ਼ਰਚਾ ਪੂਰਾ ਕਰਨ ਲਈ ਫ਼ੰਡ ਇਕੱਠਾ ਕਰਨ ਵਾਸਤੇ ਡਿਨਰ ਰੱਖਿਆ ਹੈ। ਕਲੱਬ ਇੱਕ ਪੱਕੀ ਥਾਂ ਦੀ ਭਾਲ ਵਿੱਚ ਵੀ ਹੈ, ਜਿੱਥੇ ਦੂਜਾ ਮੈਟ ਵਿਛਾਉਣ ਦੀ ਗੁੰਜਾਇਸ਼ ਹੋਵੇ।</p>'),
      ],
      ...byline(desk.kabir),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'newton-akhara-youth-wrestlers'),
          caption: 'Young wrestlers train at a school gym in Newton.',
          captionPa: 'ਨਿਊਟਨ ਦੇ ਇੱਕ ਸਕੂਲ ਦੇ ਜਿਮ ਵਿੱਚ ਅਭਿਆਸ ਕਰਦੇ ਨੌਜਵਾਨ ਪਹਿਲਵਾਨ।',
        },
      ],
      postDate: d.daysAgo(1, '18:30'),
    },
    {
      id: 1160,
      kind: 'news',
      slug: 'abbotsford-side-tops-bc-cricket-league-table-after-rain-hit-round',
      title: 'Abbotsford side tops BC cricket league table after rain-hit round',
      intro:
        'The Fraser Valley Strikers moved to the top of their division with a narrow win, while two other fixtures were washed out by steady rain across the Lower Mainland.',
      body: [
        t('<p>The Fraser Valley Strikers beat the Richmond Royals by eleven runs in a match cut to twenty overs, lifting the Abbotsford club to the top of the first division. Opening batter Harshdeep Sran top-scored with a brisk 54, and left-arm spinner Omar Qureshi took three wickets in the closing overs. Two other matches in the division were abandoned without a ball bowled.</p>'),
        t('<p>League officials said points from abandoned fixtures will be shared, one to each side. The wet spell has renewed calls for more covered practice facilities, since many clubs share a handful of grounds across the region.</p>'),
        t('<p>The Strikers face the Surrey Tigers next, in a match that could decide the division title. Both clubs field a mix of BC-born players and newcomers from India, Pakistan and Sri Lanka.</p>'),
      ],
      author: desk.kabir.en,
      tags: ['sports'],
      locale: ['en'],
      images: [
        {
          url: img('sports', 'fraser-valley-strikers-cricket-abbotsford'),
          caption: 'Fraser Valley Strikers batting under grey skies in Abbotsford.',
        },
      ],
      postDate: d.daysAgo(2, '20:10'),
    },
    {
      id: 1161,
      kind: 'news',
      slug: 'surrey-girls-under-16-field-hockey-team-books-a-place-at-nationals',
      title: 'Surrey girls\' under-16 field hockey team books a place at nationals',
      titlePa: 'ਸਰੀ ਦੀ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦੀ ਫ਼ੀਲਡ ਹਾਕੀ ਟੀਮ ਨੇ ਕੌਮੀ ਚੈਂਪੀਅਨਸ਼ਿਪ ਲਈ ਥਾਂ ਪੱਕੀ ਕੀਤੀ',
      intro:
        'A shootout win in the provincial final has sent a Surrey club\'s under-16 girls to the national field hockey championship for the first time.',
      introPa:
        'ਸੂਬਾਈ ਫਾਈਨਲ ਵਿੱਚ ਪੈਨਲਟੀ ਸ਼ੂਟਆਊਟ ਰਾਹੀਂ ਮਿਲੀ ਜਿੱਤ ਨਾਲ ਸਰੀ ਦੇ ਇੱਕ ਕਲੱਬ ਦੀ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦੀ ਟੀਮ ਪਹਿਲੀ ਵਾਰ ਕੌਮੀ ਫ਼ੀਲਡ ਹਾਕੀ ਚੈਂਪੀਅਨਸ਼ਿਪ ਵਿੱਚ ਖੇਡੇਗੀ।',
      body: [
        t('<p>The Panorama Ridge Field Hockey Club\'s under-16 girls drew 1–1 with a Vancouver Island side in regulation time before goalkeeper Avneet Bal made two saves in the shootout. Many of the players come from families with deep roots in the game, with parents and grandparents who played in Punjab and in Surrey\'s early community leagues. The team trains on the turf field of a local secondary school.</p>'),
        {
          type: 'image',
          url: img('sports', 'surrey-girls-field-hockey-u16-celebration'),
          caption: 'Players celebrate the shootout win in the provincial final.',
          captionPa: 'ਸੂਬਾਈ ਫਾਈਨਲ ਵਿੱਚ ਸ਼ੂਟਆਊਟ ਦੀ ਜਿੱਤ ਦਾ ਜਸ਼ਨ ਮਨਾਉਂਦੀਆਂ ਖਿਡਾਰਨਾਂ।',
        },
        t('<p>Coaches say the result reflects years of work by volunteers who run free clinics for girls in Newton and Fleetwood. Field hockey remains a favourite in the Punjabi community, and club enrolment has grown for three straight seasons.</p>'),
        t('<p><strong>Update:</strong> The club has confirmed that the national championship will be held in Ontario, and families have launched an online fundraiser to cover flights for players and coaches. Donations will also be taken at the club\'s fundraising dinner.</p>'),
      ],
      bodyPa: [
        t('<p>ਪੈਨੋਰਾਮਾ ਰਿੱਜ ਫ਼ੀਲਡ ਹਾਕੀ ਕਲੱਬ ਦੀਆਂ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦਾ ਵੈਨਕੂਵਰ ਆਈਲੈਂਡ ਦੀ ਟੀਮ ਨਾਲ ਨਿਰਧਾਰਤ ਸਮੇਂ ਵਿੱਚ ਮੁਕਾਬਲਾ 1–1 ਨਾਲ ਬਰਾਬਰ ਰਿਹਾ, ਜਿਸ ਤੋਂ ਬਾਅਦ ਗੋਲਕੀਪਰ ਅਵਨੀਤ ਬੱਲ ਨੇ ਸ਼ੂਟਆਊਟ ਵਿੱਚ ਦੋ ਸ਼ਾਨਦਾਰ ਬਚਾਅ ਕੀਤੇ। ਕਈ ਖਿਡਾਰਨਾਂ ਅਜਿਹੇ ਪਰਿਵਾਰਾਂ ਤੋਂ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੇ ਮਾਪੇ ਅਤੇ ਦਾਦੇ-ਦਾਦੀਆਂ ਪੰਜਾਬ ਵਿੱਚ ਅਤੇ ਸਰੀ ਦੀਆਂ ਮੁੱਢਲੀਆਂ ਭਾਈਚਾਰਕ ਲੀਗਾਂ ਵਿੱਚ ਖੇਡਦੇ ਰਹੇ ਹਨ। ਟੀਮ ਇੱਕ ਸਥਾਨਕ ਸੈਕੰਡਰੀ ਸਕੂਲ ਦੇ ਟਰਫ਼ ਮੈਦਾਨ ’ਤੇ ਅਭਿਆਸ ਕਰਦੀ ਹੈ।</p>'),
        {
          type: 'image',
          url: img('sports', 'surrey-girls-field-hockey-u16-celebration'),
          caption: 'Players celebrate the shootout win in the provincial final.',
          captionPa: 'ਸੂਬਾਈ ਫਾਈਨਲ ਵਿੱਚ ਸ਼ੂਟਆਊਟ ਦੀ ਜਿੱਤ ਦਾ ਜਸ਼ਨ ਮਨਾਉਂਦੀਆਂ ਖਿਡਾਰਨਾਂ।',
        },
        t('<p>ਕੋਚਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਨਤੀਜਾ ਉਨ੍ਹਾਂ ਵਲੰਟੀਅਰਾਂ ਦੀ ਸਾਲਾਂ ਦੀ ਮਿਹਨਤ ਦਾ ਫਲ ਹੈ, ਜੋ ਨਿਊਟਨ ਅਤੇ ਫਲੀਟਵੁੱਡ ਵਿੱਚ ਕੁੜੀਆਂ ਲਈ ਮੁਫ਼ਤ ਕਲੀਨਿਕ ਚਲਾਉਂਦੇ ਹਨ। ਫ਼ੀਲਡ ਹਾਕੀ ਪੰਜਾਬੀ ਭਾਈਚਾਰੇ ਦੀ ਮਨਪਸੰਦ ਖੇਡ ਬਣੀ ਹੋਈ ਹੈ ਅਤੇ ਕਲੱਬ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਗਾਤਾਰ ਤਿੰਨ ਸੀਜ਼ਨਾਂ ਤੋਂ ਵਧ ਰਿਹਾ ਹੈ।</p>'),
        t('<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਕਲੱਬ ਨੇ ਪੁਸ਼ਟੀ ਕੀਤੀ ਹੈ ਕਿ ਕੌਮੀ ਚੈਂਪੀਅਨਸ਼ਿਪ ਓਂਟਾਰੀਓ ਵਿੱਚ ਹੋਵੇਗੀ, ਅਤੇ ਪਰਿਵਾਰਾਂ ਨੇ ਖਿਡਾਰਨਾਂ ਅਤੇ ਕੋਚਾਂ ਦੀਆਂ ਹਵਾਈ ਟਿਕਟਾਂ ਲਈ ਆਨਲਾਈਨ ਫ਼ੰਡ ਮੁਹਿੰਮ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ। ਕਲੱਬ ਦੇ ਫ਼ੰਡ ਇਕੱਠਾ ਕਰਨ ਵਾਲੇ ਡਿਨਰ ’ਤੇ ਵੀ ਦਾਨ ਦਿੱਤਾ ਜਾ ਸਕੇਗਾ।</p>'),
      ],
      ...byline(desk.rajveer),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'panorama-ridge-field-hockey-girls-team'),
          caption: 'The Panorama Ridge under-16 girls with the provincial trophy.',
          captionPa: 'ਸੂਬਾਈ ਟਰਾਫ਼ੀ ਨਾਲ ਪੈਨੋਰਾਮਾ ਰਿੱਜ ਦੀ ਅੰਡਰ-16 ਕੁੜੀਆਂ ਦੀ ਟੀਮ।',
        },
      ],
      postDate: d.daysAgo(3, '12:15'),
      postDateUpdated: d.daysAgo(3, '15:30'),
    },
    {
      id: 1162,
      kind: 'news',
      slug: 'kabaddi-players-from-punjab-arrive-for-surrey-cup',
      ...gurmukhiOnly({
        title: 'ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਲਈ ਪੰਜਾਬ ਤੋਂ ਖਿਡਾਰੀਆਂ ਦੀ ਆਮਦ ਸ਼ੁਰੂ, ਕਲੱਬਾਂ ਵਿੱਚ ਜੋਸ਼',
        intro:
          'ਸਰੀ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਕਬੱਡੀ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ ਪੰਜਾਬ ਤੋਂ ਨਾਮੀ ਧਾਵੀ ਅਤੇ ਜਾਫੀ ਪਹੁੰਚਣੇ ਸ਼ੁਰੂ ਹੋ ਗਏ ਹਨ। ਕਲੱਬਾਂ ਨੇ ਅਭਿਆਸ ਸੈਸ਼ਨ ਵੀ ਤੇਜ਼ ਕਰ ਦਿੱਤੇ ਹਨ।',
        body: [
          t('<p>ਸਰੀ ਕਬੱਡੀ ਕੱਪ ਵਿੱਚ ਕੁਝ ਹੀ ਦਿਨ ਬਾਕੀ ਹਨ ਅਤੇ ਵੈਨਕੂਵਰ ਹਵਾਈ ਅੱਡੇ ’ਤੇ ਪੰਜਾਬ ਤੋਂ ਆਉਣ ਵਾਲੇ ਖਿਡਾਰੀਆਂ ਦਾ ਢੋਲ ਨਾਲ ਸਵਾਗਤ ਹੋ ਰਿਹਾ ਹੈ। ਇਸ ਵਾਰ ਅੱਠ ਕਲੱਬ ਕੱਪ ਵਿੱਚ ਹਿੱਸਾ ਲੈ ਰਹੇ ਹਨ ਅਤੇ ਹਰ ਕਲੱਬ ਨੇ ਦੋ-ਤਿੰਨ ਖਿਡਾਰੀ ਪੰਜਾਬ ਤੋਂ ਸੱਦੇ ਹਨ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਸਾਰੇ ਖਿਡਾਰੀਆਂ ਦੇ ਵੀਜ਼ੇ ਅਤੇ ਡੋਪ ਟੈਸਟ ਦੇ ਕਾਗ਼ਜ਼ ਪੂਰੇ ਹਨ।</p>'),
          {
            type: 'image',
            url: img('sports', 'kabaddi-practice-surrey-park'),
            caption: 'ਸਰੀ ਦੇ ਇੱਕ ਪਾਰਕ ਵਿੱਚ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ ਅਭਿਆਸ ਕਰਦੇ ਕਬੱਡੀ ਖਿਡਾਰੀ।',
            captionPa: 'ਸਰੀ ਦੇ ਇੱਕ ਪਾਰਕ ਵਿੱਚ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ ਅਭਿਆਸ ਕਰਦੇ ਕਬੱਡੀ ਖਿਡਾਰੀ।',
          },
          t('<p>ਫਰੇਜ਼ਰ ਵੈਲੀ ਲਾਇਨਜ਼ ਅਤੇ ਨਿਊਟਨ ਯੂਥ ਕਬੱਡੀ ਕਲੱਬ ਨੂੰ ਇਸ ਵਾਰ ਖ਼ਿਤਾਬ ਦੇ ਮੁੱਖ ਦਾਅਵੇਦਾਰ ਮੰਨਿਆ ਜਾ ਰਿਹਾ ਹੈ। ਦੋਵੇਂ ਕਲੱਬ ਰੋਜ਼ ਸ਼ਾਮ ਨੂੰ ਸਥਾਨਕ ਪਾਰਕਾਂ ਵਿੱਚ ਅਭਿਆਸ ਕਰ ਰਹੇ ਹਨ, ਜਿੱਥੇ ਨੌਜਵਾਨ ਪ੍ਰਸ਼ੰਸਕ ਵੀ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਪਹੁੰਚਦੇ ਹਨ।</p>'),
          t('<p>ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦਰਸ਼ਕਾਂ ਨੂੰ ਅਪੀਲ ਕੀਤੀ ਹੈ ਕਿ ਪਾਰਕਿੰਗ ਦੀ ਘਾਟ ਕਾਰਨ ਸਾਂਝੀਆਂ ਗੱਡੀਆਂ ਵਿੱਚ ਆਉਣ ਜਾਂ ਸ਼ਟਲ ਬੱਸ ਵਰਤਣ। ਕੱਪ ਦੌਰਾਨ ਲੰਗਰ, ਪਾਣੀ ਅਤੇ ਮੁੱਢਲੀ ਸਹਾਇਤਾ ਦਾ ਪੂਰਾ ਪ੍ਰਬੰਧ ਹੋਵੇਗਾ, ਅਤੇ 91.5 FM ਵੱਲੋਂ ਫਾਈਨਲ ਦਾ ਸਿੱਧਾ ਪ੍ਰਸਾਰਣ ਕੀਤਾ ਜਾਵੇਗਾ।</p>'),
        ],
        reporter: desk.kabir,
      }),
      tags: ['sports'],
      images: [
        gurmukhiImage(
          img('sports', 'kabaddi-players-arrive-vancouver-airport'),
          'ਵੈਨਕੂਵਰ ਹਵਾਈ ਅੱਡੇ ’ਤੇ ਪੰਜਾਬ ਤੋਂ ਆਏ ਕਬੱਡੀ ਖਿਡਾਰੀਆਂ ਦਾ ਸਵਾਗਤ।',
        ),
      ],
      audios: [{ title: 'ਕਬੱਡੀ ਕੱਪ ਤੋਂ ਪਹਿਲਾਂ: ਕੋਚਾਂ ਨਾਲ ਗੱਲਬਾਤ', url: '/media/audio/sports-call.wav', duration: 36 }],
      postDate: d.daysAgo(5, '10:00'),
    },
    {
      id: 1163,
      kind: 'news',
      slug: 'surrey-fans-pack-viewing-party-as-vancouvers-nhl-team-opens-home-stand',
      title: 'Surrey fans pack viewing party as Vancouver\'s NHL team opens home stand',
      titlePa: 'ਵੈਨਕੂਵਰ ਦੀ ਐੱਨਐੱਚਐੱਲ ਟੀਮ ਦੇ ਘਰੇਲੂ ਮੈਚਾਂ ਦੀ ਸ਼ੁਰੂਆਤ ’ਤੇ ਸਰੀ ਵਿੱਚ ਪ੍ਰਸ਼ੰਸਕਾਂ ਦਾ ਭਰਵਾਂ ਇਕੱਠ',
      intro:
        'Hundreds of fans, many of them young Punjabi-Canadians, filled a Surrey banquet hall to watch Vancouver\'s NHL club on a big screen with Punjabi commentary.',
      introPa:
        'ਸੈਂਕੜੇ ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੇ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਵੱਡੀ ਗਿਣਤੀ ਨੌਜਵਾਨ ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨਾਂ ਦੀ ਸੀ, ਸਰੀ ਦੇ ਇੱਕ ਬੈਂਕੁਇਟ ਹਾਲ ਵਿੱਚ ਵੱਡੀ ਸਕਰੀਨ ’ਤੇ ਪੰਜਾਬੀ ਕੁਮੈਂਟਰੀ ਨਾਲ ਵੈਨਕੂਵਰ ਦੀ ਐੱਨਐੱਚਐੱਲ ਟੀਮ ਦਾ ਮੈਚ ਦੇਖਿਆ।',
      body: [
        t('<p>The viewing party, organised by a group of local hockey parents, drew families in team jerseys, turbaned grandfathers and children with painted faces. Every Vancouver goal brought a roar and a burst of dhol from the back of the hall. Organisers said the tickets sold out within two days.</p>'),
        t('<p>Hockey has grown quickly among young Punjabi-Canadians, and minor hockey associations in Surrey report more South Asian players every season. Several parents at the event said their children first fell for the game listening to Punjabi-language commentary with their grandparents.</p>'),
        t('<p>The organisers plan a similar event for every Saturday home game this season, with proceeds going to a fund that helps families buy hockey equipment. Ice time and gear remain the biggest barriers for newcomer families, they said.</p>'),
      ],
      bodyPa: [
        t('<p>ਸਥਾਨਕ ਹਾਕੀ ਮਾਪਿਆਂ ਦੇ ਇੱਕ ਗਰੁੱਪ ਵੱਲੋਂ ਕਰਵਾਏ ਇਸ ਇਕੱਠ ਵਿੱਚ ਟੀਮ ਦੀਆਂ ਜਰਸੀਆਂ ਪਾਈ ਪਰਿਵਾਰ, ਦਸਤਾਰਧਾਰੀ ਬਜ਼ੁਰਗ ਅਤੇ ਚਿਹਰੇ ਰੰਗਾ ਕੇ ਆਏ ਬੱਚੇ ਪਹੁੰਚੇ। ਵੈਨਕੂਵਰ ਦੇ ਹਰ ਗੋਲ ’ਤੇ ਹਾਲ ਨਾਅਰਿਆਂ ਨਾਲ ਗੂੰਜ ਉੱਠਦਾ ਅਤੇ ਪਿੱਛਿਓਂ ਢੋਲ ਵੱਜਣ ਲੱਗ ਪੈਂਦਾ। ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਟਿਕਟਾਂ ਦੋ ਦਿਨਾਂ ਵਿੱਚ ਹੀ ਵਿਕ ਗਈਆਂ ਸਨ।</p>'),
        t('<p>ਪੰਜਾਬੀ-ਕੈਨੇਡੀਅਨ ਨੌਜਵਾਨਾਂ ਵਿੱਚ ਹਾਕੀ ਦਾ ਸ਼ੌਕ ਤੇਜ਼ੀ ਨਾਲ ਵਧਿਆ ਹੈ ਅਤੇ ਸਰੀ ਦੀਆਂ ਮਾਈਨਰ ਹਾਕੀ ਐਸੋਸੀਏਸ਼ਨਾਂ ਮੁਤਾਬਕ ਹਰ ਸੀਜ਼ਨ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਖਿਡਾਰੀਆਂ ਦੀ ਗਿਣਤੀ ਵਧ ਰਹੀ ਹੈ। ਸਮਾਗਮ ਵਿੱਚ ਆਏ ਕਈ ਮਾਪਿਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਦੇ ਬੱਚਿਆਂ ਨੂੰ ਇਸ ਖੇਡ ਦਾ ਸ਼ੌਕ ਦਾਦਾ-ਦਾਦੀ ਨਾਲ ਬੈਠ ਕੇ ਪੰਜਾਬੀ ਕੁਮੈਂਟਰੀ ਸੁਣਦਿਆਂ ਪਿਆ।</p>'),
        t('<p>ਪ੍ਰਬੰਧਕ ਇਸ ਸੀਜ਼ਨ ਦੇ ਹਰ ਸ਼ਨਿੱਚਰਵਾਰ ਦੇ ਘਰੇਲੂ ਮੈਚ ਲਈ ਅਜਿਹਾ ਇਕੱਠ ਕਰਨ ਦੀ ਯੋਜਨਾ ਬਣਾ ਰਹੇ ਹਨ, ਜਿਸ ਦੀ ਕਮਾਈ ਪਰਿਵਾਰਾਂ ਨੂੰ ਹਾਕੀ ਦਾ ਸਾਮਾਨ ਖ਼ਰੀਦਣ ਵਿੱਚ ਮਦਦ ਕਰਨ ਵਾਲੇ ਫ਼ੰਡ ਵਿੱਚ ਜਾਵੇਗੀ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਨਵੇਂ ਆਏ ਪਰਿਵਾਰਾਂ ਲਈ ਬਰਫ਼ ’ਤੇ ਅਭਿਆਸ ਦਾ ਸਮਾਂ ਅਤੇ ਸਾਮਾਨ ਹੀ ਸਭ ਤੋਂ ਵੱਡੀ ਰੁਕਾਵਟ ਹਨ।</p>'),
      ],
      ...byline(desk.rajveer),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'surrey-hockey-viewing-party-banquet-hall'),
          caption: 'Fans cheer a Vancouver goal at a viewing party in Surrey.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਮੈਚ ਦੇਖਣ ਲਈ ਹੋਏ ਇਕੱਠ ਦੌਰਾਨ ਵੈਨਕੂਵਰ ਦੇ ਗੋਲ ’ਤੇ ਖ਼ੁਸ਼ੀ ਮਨਾਉਂਦੇ ਪ੍ਰਸ਼ੰਸਕ।',
        },
      ],
      postDate: d.daysAgo(7, '21:30'),
    },
    {
      id: 1164,
      kind: 'news',
      slug: 'bc-cricket-clubs-open-indoor-winter-nets-in-surrey',
      title: 'BC cricket clubs open indoor winter nets in Surrey',
      intro:
        'Cricketers who usually put their bats away in the wet months can keep practising this winter, with indoor nets opening in a converted warehouse in Surrey.',
      body: [
        t('<p>A group of BC cricket clubs has leased part of a warehouse in Surrey\'s Campbell Heights business park and fitted it with three netted lanes and a bowling machine. Sessions can be booked by the hour, with discounted slots for juniors on weekday afternoons. Organisers say it is the largest facility of its kind in the Fraser Valley.</p>'),
        t('<p>The wet climate has long limited cricket on the Lower Mainland to a short summer season. Coaches say the indoor nets will let young players work on their technique year-round and help clubs prepare for provincial tournaments.</p>'),
        t('<p>Sessions for women and girls will run twice a week with female coaches. Clubs are also offering free taster sessions for newcomers who want to try the game.</p>'),
      ],
      author: desk.kabir.en,
      tags: ['sports'],
      locale: ['en'],
      images: [
        {
          url: img('sports', 'surrey-indoor-cricket-nets'),
          caption: 'A junior batter practises in the new indoor nets in Surrey.',
        },
      ],
      postDate: d.daysAgo(15, '16:20'),
    },
    {
      id: 1165,
      kind: 'news',
      slug: 'abbotsford-teen-wins-gold-at-western-canada-youth-wrestling-meet',
      title: 'Abbotsford teen wins gold at Western Canada youth wrestling meet',
      titlePa: 'ਐਬਟਸਫੋਰਡ ਦੀ ਮੁਟਿਆਰ ਪਹਿਲਵਾਨ ਨੇ ਪੱਛਮੀ ਕੈਨੇਡਾ ਯੂਥ ਕੁਸ਼ਤੀ ਮੁਕਾਬਲੇ ਵਿੱਚ ਜਿੱਤਿਆ ਸੋਨਾ',
      intro:
        'Sixteen-year-old Simranjit Thind of Abbotsford won the 57 kg title at a Western Canada youth wrestling meet, pinning her opponent in the final round.',
      introPa:
        'ਐਬਟਸਫੋਰਡ ਦੀ 16 ਸਾਲਾ ਸਿਮਰਨਜੀਤ ਥਿੰਦ ਨੇ ਪੱਛਮੀ ਕੈਨੇਡਾ ਦੇ ਯੂਥ ਕੁਸ਼ਤੀ ਮੁਕਾਬਲੇ ਵਿੱਚ 57 ਕਿੱਲੋ ਵਰਗ ਦਾ ਖ਼ਿਤਾਬ ਜਿੱਤਿਆ ਅਤੇ ਫਾਈਨਲ ਵਿੱਚ ਵਿਰੋਧੀ ਨੂੰ ਚਿੱਤ ਕਰ ਦਿੱਤਾ।',
      body: [
        t('<p>Thind, a Grade 11 student, won four bouts on the day without conceding a point until the final. Her coach said she has trained at the same Abbotsford club since she was nine, often before school. The meet drew young wrestlers from BC, Alberta, Saskatchewan and Manitoba.</p>'),
        {
          type: 'image',
          url: img('sports', 'abbotsford-youth-wrestling-gold-podium'),
          caption: 'Simranjit Thind on the podium with her gold medal.',
          captionPa: 'ਸੋਨ ਤਮਗ਼ੇ ਨਾਲ ਜੇਤੂ ਮੰਚ ’ਤੇ ਖੜ੍ਹੀ ਸਿਮਰਨਜੀਤ ਥਿੰਦ।',
        },
        {
          type: 'quote',
          quote: 'My grandmother used to watch wrestling at village fairs in Punjab, but she never saw a girl on the mat. Now she watches me.',
          author: 'Simranjit Thind, 57 kg champion',
        },
        t('<p>Thind now hopes to qualify for the national team trials next year. Her club is raising money to send her and two teammates to a training camp in the coming months.</p>'),
      ],
      bodyPa: [
        t('<p>ਗਿਆਰ੍ਹਵੀਂ ਜਮਾਤ ਦੀ ਵਿਦਿਆਰਥਣ ਥਿੰਦ ਨੇ ਦਿਨ ਭਰ ਵਿੱਚ ਚਾਰ ਮੁਕਾਬਲੇ ਜਿੱਤੇ ਅਤੇ ਫਾਈਨਲ ਤੱਕ ਇੱਕ ਵੀ ਅੰਕ ਨਹੀਂ ਗੁਆਇਆ। ਉਸ ਦੇ ਕੋਚ ਨੇ ਦੱਸਿਆ ਕਿ ਉਹ ਨੌਂ ਸਾਲ ਦੀ ਉਮਰ ਤੋਂ ਐਬਟਸਫੋਰਡ ਦੇ ਇਸੇ ਕਲੱਬ ਵਿੱਚ ਅਭਿਆਸ ਕਰ ਰਹੀ ਹੈ, ਅਕਸਰ ਸਕੂਲ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ। ਮੁਕਾਬਲੇ ਵਿੱਚ ਬੀ.ਸੀ., ਐਲਬਰਟਾ, ਸਸਕੈਚਵਨ ਅਤੇ ਮੈਨੀਟੋਬਾ ਦੇ ਨੌਜਵਾਨ ਪਹਿਲਵਾਨਾਂ ਨੇ ਹਿੱਸਾ ਲਿਆ।</p>'),
        {
          type: 'image',
          url: img('sports', 'abbotsford-youth-wrestling-gold-podium'),
          caption: 'Simranjit Thind on the podium with her gold medal.',
          captionPa: 'ਸੋਨ ਤਮਗ਼ੇ ਨਾਲ ਜੇਤੂ ਮੰਚ ’ਤੇ ਖੜ੍ਹੀ ਸਿਮਰਨਜੀਤ ਥਿੰਦ।',
        },
        {
          type: 'quote',
          quote: 'ਮੇਰੀ ਦਾਦੀ ਪੰਜਾਬ ਵਿੱਚ ਪਿੰਡਾਂ ਦੇ ਮੇਲਿਆਂ ’ਤੇ ਕੁਸ਼ਤੀ ਦੇਖਦੀ ਹੁੰਦੀ ਸੀ, ਪਰ ਉਸ ਨੇ ਕਦੇ ਕਿਸੇ ਕੁੜੀ ਨੂੰ ਘੁਲਦਿਆਂ ਨਹੀਂ ਦੇਖਿਆ ਸੀ। ਹੁਣ ਉਹ ਮੈਨੂੰ ਦੇਖਦੀ ਹੈ।',
          author: 'ਸਿਮਰਨਜੀਤ ਥਿੰਦ, 57 ਕਿੱਲੋ ਵਰਗ ਦੀ ਚੈਂਪੀਅਨ',
        },
        t('<p>ਥਿੰਦ ਹੁਣ ਅਗਲੇ ਸਾਲ ਕੌਮੀ ਟੀਮ ਦੇ ਟਰਾਇਲਾਂ ਲਈ ਕੁਆਲੀਫ਼ਾਈ ਕਰਨ ਦੀ ਆਸ ਰੱਖਦੀ ਹੈ। ਉਸ ਦਾ ਕਲੱਬ ਉਸ ਨੂੰ ਅਤੇ ਦੋ ਹੋਰ ਸਾਥੀਆਂ ਨੂੰ ਆਉਂਦੇ ਮਹੀਨਿਆਂ ਵਿੱਚ ਇੱਕ ਸਿਖਲਾਈ ਕੈਂਪ ’ਤੇ ਭੇਜਣ ਲਈ ਫ਼ੰਡ ਇਕੱਠਾ ਕਰ ਰਿਹਾ ਹੈ।</p>'),
      ],
      ...byline(desk.kabir),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'simranjit-thind-wrestling-final'),
          caption: 'Simranjit Thind on the attack in the 57 kg final.',
          captionPa: '57 ਕਿੱਲੋ ਵਰਗ ਦੇ ਫਾਈਨਲ ਵਿੱਚ ਦਾਅ ਲਾਉਂਦੀ ਸਿਮਰਨਜੀਤ ਥਿੰਦ।',
        },
      ],
      postDate: d.daysAgo(28, '14:00'),
    },
    {
      id: 1166,
      kind: 'news',
      slug: 'veterans-field-hockey-tournament-in-delta-honours-the-games-pioneers',
      title: 'Veterans\' field hockey tournament in Delta honours the game\'s pioneers',
      titlePa: 'ਡੈਲਟਾ ਵਿੱਚ ਵੈਟਰਨਜ਼ ਫ਼ੀਲਡ ਹਾਕੀ ਟੂਰਨਾਮੈਂਟ ਰਾਹੀਂ ਖੇਡ ਦੇ ਮੋਢੀਆਂ ਦਾ ਸਨਮਾਨ',
      intro:
        'Teams of players over 45 gathered in Delta for a tournament honouring the Punjabi immigrants who built field hockey clubs in the Lower Mainland decades ago.',
      introPa:
        '45 ਸਾਲ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਖਿਡਾਰੀਆਂ ਦੀਆਂ ਟੀਮਾਂ ਡੈਲਟਾ ਵਿੱਚ ਉਸ ਟੂਰਨਾਮੈਂਟ ਲਈ ਇਕੱਠੀਆਂ ਹੋਈਆਂ, ਜੋ ਦਹਾਕੇ ਪਹਿਲਾਂ ਲੋਅਰ ਮੇਨਲੈਂਡ ਵਿੱਚ ਫ਼ੀਲਡ ਹਾਕੀ ਕਲੱਬ ਬਣਾਉਣ ਵਾਲੇ ਪੰਜਾਬੀ ਪਰਵਾਸੀਆਂ ਦੇ ਸਨਮਾਨ ਵਿੱਚ ਕਰਵਾਇਆ ਗਿਆ।',
      body: [
        t('<p>Ten teams from Surrey, Delta, Abbotsford, Calgary and Seattle played on two turf pitches over a long day. Before the opening match, organisers honoured eight founding members of local clubs, some now in their eighties, who played on gravel fields when they first arrived in Canada. Several received framed photographs from the 1970s.</p>'),
        t('<p>The host team from Delta beat a Calgary side 3–2 in a spirited final. Players said the scoreline mattered less than the reunion, with old teammates meeting for the first time in years.</p>'),
        t('<p><strong>Update:</strong> Organisers have announced that the tournament will become an annual event. Proceeds from this year\'s entry fees will go to junior field hockey programmes in Surrey and Delta.</p>'),
      ],
      bodyPa: [
        t('<p>ਸਰੀ, ਡੈਲਟਾ, ਐਬਟਸਫੋਰਡ, ਕੈਲਗਰੀ ਅਤੇ ਸਿਆਟਲ ਦੀਆਂ ਦਸ ਟੀਮਾਂ ਨੇ ਸਾਰਾ ਦਿਨ ਦੋ ਟਰਫ਼ ਮੈਦਾਨਾਂ ’ਤੇ ਮੁਕਾਬਲੇ ਖੇਡੇ। ਉਦਘਾਟਨੀ ਮੈਚ ਤੋਂ ਪਹਿਲਾਂ ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਸਥਾਨਕ ਕਲੱਬਾਂ ਦੇ ਅੱਠ ਬਾਨੀ ਮੈਂਬਰਾਂ ਦਾ ਸਨਮਾਨ ਕੀਤਾ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕੁਝ ਹੁਣ ਅੱਸੀਆਂ ਨੂੰ ਢੁੱਕੇ ਹੋਏ ਹਨ ਅਤੇ ਜੋ ਕੈਨੇਡਾ ਆ ਕੇ ਬੱਜਰੀ ਵਾਲੇ ਮੈਦਾਨਾਂ ’ਤੇ ਖੇਡਦੇ ਰਹੇ। ਕਈਆਂ ਨੂੰ 1970ਵਿਆਂ ਦੀਆਂ ਫ਼ਰੇਮ ਕੀਤੀਆਂ ਤਸਵੀਰਾਂ ਭੇਟ ਕੀਤੀਆਂ ਗਈਆਂ।</p>'),
        t('<p>ਜੋਸ਼ ਭਰੇ ਫਾਈਨਲ ਵਿੱਚ ਮੇਜ਼ਬਾਨ ਡੈਲਟਾ ਦੀ ਟੀਮ ਨੇ ਕੈਲਗਰੀ ਦੀ ਟੀਮ ਨੂੰ 3–2 ਨਾਲ ਹਰਾਇਆ। ਖਿਡਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਸੀ ਕਿ ਨਤੀਜੇ ਨਾਲੋਂ ਵੱਧ ਅਹਿਮ ਇਹ ਮਿਲਣੀ ਸੀ, ਜਿੱਥੇ ਪੁਰਾਣੇ ਸਾਥੀ ਸਾਲਾਂ ਬਾਅਦ ਇੱਕ-ਦੂਜੇ ਨੂੰ ਮਿਲੇ।</p>'),
        t('<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਐਲਾਨ ਕੀਤਾ ਹੈ ਕਿ ਇਹ ਟੂਰਨਾਮੈਂਟ ਹੁਣ ਹਰ ਸਾਲ ਕਰਵਾਇਆ ਜਾਵੇਗਾ। ਇਸ ਸਾਲ ਦੀਆਂ ਐਂਟਰੀ ਫ਼ੀਸਾਂ ਤੋਂ ਹੋਈ ਕਮਾਈ ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੇ ਜੂਨੀਅਰ ਫ਼ੀਲਡ ਹਾਕੀ ਪ੍ਰੋਗਰਾਮਾਂ ਨੂੰ ਦਿੱਤੀ ਜਾਵੇਗੀ।</p>'),
      ],
      ...byline(desk.rajveer),
      tags: ['sports'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('sports', 'delta-veterans-field-hockey-pioneers'),
          caption: 'Founding club members are honoured before the opening match in Delta.',
          captionPa: 'ਡੈਲਟਾ ਵਿੱਚ ਉਦਘਾਟਨੀ ਮੈਚ ਤੋਂ ਪਹਿਲਾਂ ਕਲੱਬਾਂ ਦੇ ਬਾਨੀ ਮੈਂਬਰਾਂ ਦਾ ਸਨਮਾਨ।',
        },
      ],
      postDate: d.daysAgo(48, '12:30'),
      postDateUpdated: d.daysAgo(48, '18:00'),
    },

    // -------------------------------------------------------------------------------------------
    // Entertainment
    // -------------------------------------------------------------------------------------------
    {
      id: 1167,
      kind: 'news',
      slug: 'deep-kahlons-vancouver-concert-sells-out-within-hours',
      title: 'Deep Kahlon\'s Vancouver concert sells out within hours',
      titlePa: 'ਦੀਪ ਕਾਹਲੋਂ ਦੇ ਵੈਨਕੂਵਰ ਕੰਸਰਟ ਦੀਆਂ ਟਿਕਟਾਂ ਕੁਝ ਘੰਟਿਆਂ ਵਿੱਚ ਵਿਕੀਆਂ',
      intro:
        'Tickets for the Punjabi singer\'s first arena show in Vancouver went on sale yesterday and were gone by mid-afternoon. Organisers are now talking about a second night.',
      introPa:
        'ਪੰਜਾਬੀ ਗਾਇਕ ਦੇ ਵੈਨਕੂਵਰ ਵਿੱਚ ਪਹਿਲੇ ਅਰੀਨਾ ਸ਼ੋਅ ਦੀਆਂ ਟਿਕਟਾਂ ਕੱਲ੍ਹ ਵਿਕਰੀ ’ਤੇ ਲੱਗੀਆਂ ਅਤੇ ਦੁਪਹਿਰ ਤੱਕ ਮੁੱਕ ਗਈਆਂ। ਪ੍ਰਬੰਧਕ ਹੁਣ ਦੂਜੀ ਰਾਤ ਦਾ ਸ਼ੋਅ ਜੋੜਨ ਬਾਰੇ ਸੋਚ ਰਹੇ ਹਨ।',
      body: [
        t('<p>Fans reported waiting in online queues of more than forty thousand people as soon as sales opened. Deep Kahlon, who grew up in a village near Phagwara before moving to Surrey as a teenager, has built a large following with songs that blend folk melodies and hip-hop beats. The show will be his biggest in Canada so far.</p>'),
        {
          type: 'image',
          url: img('entertainment', 'deep-kahlon-outdoor-festival-surrey'),
          caption: 'Deep Kahlon performing at an outdoor festival in Surrey last summer.',
          captionPa: 'ਪਿਛਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਸਰੀ ਦੇ ਇੱਕ ਖੁੱਲ੍ਹੇ ਮੇਲੇ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੇ ਦੀਪ ਕਾਹਲੋਂ।',
        },
        {
          type: 'quote',
          quote: 'I used to sell tickets for other singers\' shows at my uncle\'s grocery store. Now my own name is on the arena. Vancouver made me, and this night belongs to the city.',
          author: 'Deep Kahlon, singer',
        },
        t('<p>Promoter Satnam Events said it has asked the arena about a second date and will announce any addition on its social channels. Fans are warned to avoid resale sites charging far above face value, since some tickets offered online have turned out to be fake.</p>'),
        t('<p>The concert will feature a live band with dhol, tumbi and strings, along with guest sets from local bhangra teams. Doors open two hours before the show, and fans are asked to arrive early because of security checks.</p>'),
      ],
      bodyPa: [
        t('<p>ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਵਿਕਰੀ ਖੁੱਲ੍ਹਦਿਆਂ ਹੀ ਉਹ ਚਾਲੀ ਹਜ਼ਾਰ ਤੋਂ ਵੱਧ ਲੋਕਾਂ ਦੀ ਆਨਲਾਈਨ ਕਤਾਰ ਵਿੱਚ ਸਨ। ਫਗਵਾੜੇ ਨੇੜਲੇ ਪਿੰਡ ਵਿੱਚ ਜੰਮੇ-ਪਲੇ ਅਤੇ ਅੱਲ੍ਹੜ ਉਮਰ ਵਿੱਚ ਸਰੀ ਆਏ ਦੀਪ ਕਾਹਲੋਂ ਨੇ ਲੋਕ-ਧੁਨਾਂ ਅਤੇ ਹਿੱਪ-ਹੌਪ ਬੀਟਾਂ ਦੇ ਮੇਲ ਵਾਲੇ ਗੀਤਾਂ ਨਾਲ ਵੱਡਾ ਪ੍ਰਸ਼ੰਸਕ ਵਰਗ ਬਣਾਇਆ ਹੈ। ਇਹ ਹੁਣ ਤੱਕ ਕੈਨੇਡਾ ਵਿੱਚ ਉਨ੍ਹਾਂ ਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਸ਼ੋਅ ਹੋਵੇਗਾ।</p>'),
        {
          type: 'image',
          url: img('entertainment', 'deep-kahlon-outdoor-festival-surrey'),
          caption: 'Deep Kahlon performing at an outdoor festival in Surrey last summer.',
          captionPa: 'ਪਿਛਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਸਰੀ ਦੇ ਇੱਕ ਖੁੱਲ੍ਹੇ ਮੇਲੇ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੇ ਦੀਪ ਕਾਹਲੋਂ।',
        },
        {
          type: 'quote',
          quote: 'ਕਦੇ ਮੈਂ ਆਪਣੇ ਚਾਚੇ ਦੀ ਕਰਿਆਨੇ ਦੀ ਦੁਕਾਨ ’ਤੇ ਦੂਜੇ ਗਾਇਕਾਂ ਦੇ ਸ਼ੋਆਂ ਦੀਆਂ ਟਿਕਟਾਂ ਵੇਚਦਾ ਹੁੰਦਾ ਸੀ। ਅੱਜ ਅਰੀਨਾ ’ਤੇ ਮੇਰਾ ਆਪਣਾ ਨਾਂ ਲਿਖਿਆ ਹੈ। ਵੈਨਕੂਵਰ ਨੇ ਮੈਨੂੰ ਬਣਾਇਆ ਹੈ ਅਤੇ ਇਹ ਰਾਤ ਇਸ ਸ਼ਹਿਰ ਦੇ ਨਾਂ ਹੈ।',
          author: 'ਦੀਪ ਕਾਹਲੋਂ, ਗਾਇਕ',
        },
        t('<p>ਪ੍ਰਮੋਟਰ ਸਤਨਾਮ ਈਵੈਂਟਸ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਅਰੀਨਾ ਤੋਂ ਦੂਜੀ ਤਰੀਕ ਬਾਰੇ ਪੁੱਛਿਆ ਹੈ ਅਤੇ ਕੋਈ ਵੀ ਨਵਾਂ ਸ਼ੋਅ ਜੁੜਨ ’ਤੇ ਉਸ ਦਾ ਐਲਾਨ ਸੋਸ਼ਲ ਮੀਡੀਆ ’ਤੇ ਕੀਤਾ ਜਾਵੇਗਾ। ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੂੰ ਚੇਤਾਵਨੀ ਦਿੱਤੀ ਗਈ ਹੈ ਕਿ ਅਸਲ ਕੀਮਤ ਤੋਂ ਕਿਤੇ ਵੱਧ ਮੰਗਣ ਵਾਲੀਆਂ ਰੀਸੇਲ ਸਾਈਟਾਂ ਤੋਂ ਬਚਣ, ਕਿਉਂਕਿ ਆਨਲਾਈਨ ਵਿਕ ਰਹੀਆਂ ਕੁਝ ਟਿਕਟਾਂ ਜਾਅਲੀ ਨਿਕਲੀਆਂ ਹਨ।</p>'),
        t('<p>ਕੰਸਰਟ ਵਿੱਚ ਢੋਲ, ਤੂੰਬੀ ਅਤੇ ਵਾਇਲਨਾਂ ਵਾਲਾ ਲਾਈਵ ਬੈਂਡ ਹੋਵੇਗਾ ਅਤੇ ਸਥਾਨਕ ਭੰਗੜਾ ਟੀਮਾਂ ਵੀ ਮਹਿਮਾਨ ਪੇਸ਼ਕਾਰੀਆਂ ਦੇਣਗੀਆਂ। ਦਰਵਾਜ਼ੇ ਸ਼ੋਅ ਤੋਂ ਦੋ ਘੰਟੇ ਪਹਿਲਾਂ ਖੁੱਲ੍ਹਣਗੇ ਅਤੇ ਸੁਰੱਖਿਆ ਜਾਂਚ ਕਾਰਨ ਪ੍ਰਸ਼ੰਸਕਾਂ ਨੂੰ ਜਲਦੀ ਪਹੁੰਚਣ ਲਈ ਕਿਹਾ ਗਿਆ ਹੈ।</p>'),
      ],
      ...byline(desk.jasleen),
      tags: ['entertainment', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'deep-kahlon-vancouver-arena-concert'),
          caption: 'Deep Kahlon will headline his first arena show in Vancouver.',
          captionPa: 'ਦੀਪ ਕਾਹਲੋਂ ਵੈਨਕੂਵਰ ਵਿੱਚ ਆਪਣਾ ਪਹਿਲਾ ਅਰੀਨਾ ਸ਼ੋਅ ਕਰਨਗੇ।',
        },
        {
          url: img('entertainment', 'deep-kahlon-outdoor-festival-surrey'),
          caption: 'Deep Kahlon performing at an outdoor festival in Surrey last summer.',
          captionPa: 'ਪਿਛਲੀਆਂ ਗਰਮੀਆਂ ਵਿੱਚ ਸਰੀ ਦੇ ਇੱਕ ਖੁੱਲ੍ਹੇ ਮੇਲੇ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੇ ਦੀਪ ਕਾਹਲੋਂ।',
        },
      ],
      videos: [video('Deep Kahlon: rehearsal clip ahead of the Vancouver show', 'c0nc7rtv8nq')],
      postDate: d.daysAgo(0, '08:15'),
    },
    {
      id: 1168,
      kind: 'news',
      slug: 'university-bhangra-teams-prepare-for-surrey-showdown',
      title: 'University bhangra teams prepare for Surrey showdown',
      titlePa: 'ਸਰੀ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਵੱਡੇ ਮੁਕਾਬਲੇ ਲਈ ਯੂਨੀਵਰਸਿਟੀਆਂ ਦੀਆਂ ਭੰਗੜਾ ਟੀਮਾਂ ਤਿਆਰ',
      intro:
        'Eight student teams from BC, Alberta and Washington will compete at the Pacific Bhangra Showdown, and some have been rehearsing late into the night for months.',
      introPa:
        'ਬੀ.ਸੀ., ਐਲਬਰਟਾ ਅਤੇ ਵਾਸ਼ਿੰਗਟਨ ਦੀਆਂ ਅੱਠ ਵਿਦਿਆਰਥੀ ਟੀਮਾਂ ਪੈਸੀਫ਼ਿਕ ਭੰਗੜਾ ਸ਼ੋਅਡਾਊਨ ਵਿੱਚ ਹਿੱਸਾ ਲੈਣਗੀਆਂ, ਅਤੇ ਕੁਝ ਟੀਮਾਂ ਮਹੀਨਿਆਂ ਤੋਂ ਦੇਰ ਰਾਤ ਤੱਕ ਅਭਿਆਸ ਕਰ ਰਹੀਆਂ ਹਨ।',
      body: [
        t('<p>Teams are judged on footwork, energy, formation changes and the use of traditional props such as the <em>saap</em> and <em>khunda</em>. Each performance runs about eight minutes, set to a mix built by the team\'s own DJ. Many dancers fit rehearsals around exams and part-time jobs.</p>'),
        {
          type: 'quote',
          quote: 'Some nights we rehearse in a parking lot because the gym is booked. Once the dhol starts, nobody notices the cold.',
          author: 'Ramneek Chahal, captain of a university bhangra team in Burnaby',
        },
        t('<p>The judges include former competitive dancers and a folk-music teacher from Punjab, who will also run a workshop for younger dancers the morning after. Organisers say the event has grown from a small campus show into one of the largest student bhangra competitions on the West Coast.</p>'),
        t('<p>Proceeds from ticket sales fund scholarships for students in the performing arts. Tickets are available at the door and from the participating student associations.</p>'),
      ],
      bodyPa: [
        t('<p>ਟੀਮਾਂ ਨੂੰ ਪੈਰਾਂ ਦੀ ਚਾਲ, ਜੋਸ਼, ਫ਼ਾਰਮੇਸ਼ਨਾਂ ਦੇ ਬਦਲਾਅ ਅਤੇ <em>ਸੱਪ</em> ਤੇ <em>ਖੂੰਡੇ</em> ਵਰਗੇ ਰਵਾਇਤੀ ਸਾਜ਼ੋ-ਸਾਮਾਨ ਦੀ ਵਰਤੋਂ ’ਤੇ ਅੰਕ ਮਿਲਣਗੇ। ਹਰ ਪੇਸ਼ਕਾਰੀ ਲਗਭਗ ਅੱਠ ਮਿੰਟ ਦੀ ਹੁੰਦੀ ਹੈ, ਜਿਸ ਦਾ ਸੰਗੀਤ ਟੀਮ ਦਾ ਆਪਣਾ ਡੀਜੇ ਤਿਆਰ ਕਰਦਾ ਹੈ। ਬਹੁਤੇ ਡਾਂਸਰ ਇਮਤਿਹਾਨਾਂ ਅਤੇ ਪਾਰਟ-ਟਾਈਮ ਨੌਕਰੀਆਂ ਦੇ ਨਾਲ-ਨਾਲ ਅਭਿਆਸ ਕਰਦੇ ਹਨ।</p>'),
        {
          type: 'quote',
          quote: 'ਕਈ ਰਾਤਾਂ ਜਿਮ ਬੁੱਕ ਹੋਣ ਕਾਰਨ ਸਾਨੂੰ ਪਾਰਕਿੰਗ ਲਾਟ ਵਿੱਚ ਅਭਿਆਸ ਕਰਨਾ ਪੈਂਦਾ ਹੈ। ਜਦੋਂ ਢੋਲ ਵੱਜਦਾ ਹੈ, ਤਾਂ ਠੰਢ ਦਾ ਕਿਸੇ ਨੂੰ ਪਤਾ ਹੀ ਨਹੀਂ ਲੱਗਦਾ।',
          author: 'ਰਮਨੀਕ ਚਾਹਲ, ਬਰਨਬੀ ਦੀ ਇੱਕ ਯੂਨੀਵਰਸਿਟੀ ਭੰਗੜਾ ਟੀਮ ਦੀ ਕਪਤਾਨ',
        },
        t('<p>ਜੱਜਾਂ ਵਿੱਚ ਸਾਬਕਾ ਮੁਕਾਬਲੇਬਾਜ਼ ਡਾਂਸਰ ਅਤੇ ਪੰਜਾਬ ਤੋਂ ਆਏ ਇੱਕ ਲੋਕ-ਸੰਗੀਤ ਅਧਿਆਪਕ ਸ਼ਾਮਲ ਹਨ, ਜੋ ਅਗਲੀ ਸਵੇਰ ਛੋਟੀ ਉਮਰ ਦੇ ਡਾਂਸਰਾਂ ਲਈ ਵਰਕਸ਼ਾਪ ਵੀ ਲਾਉਣਗੇ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਇੱਕ ਛੋਟੇ ਜਿਹੇ ਕੈਂਪਸ ਸ਼ੋਅ ਤੋਂ ਸ਼ੁਰੂ ਹੋਇਆ ਇਹ ਸਮਾਗਮ ਹੁਣ ਪੱਛਮੀ ਤੱਟ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਵਿਦਿਆਰਥੀ ਭੰਗੜਾ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚੋਂ ਇੱਕ ਬਣ ਗਿਆ ਹੈ।</p>'),
        t('<p>ਟਿਕਟਾਂ ਦੀ ਵਿਕਰੀ ਤੋਂ ਹੋਣ ਵਾਲੀ ਕਮਾਈ ਕਲਾ ਦੇ ਖੇਤਰ ਵਿੱਚ ਪੜ੍ਹਦੇ ਵਿਦਿਆਰਥੀਆਂ ਦੇ ਵਜ਼ੀਫ਼ਿਆਂ ਲਈ ਵਰਤੀ ਜਾਵੇਗੀ। ਟਿਕਟਾਂ ਸਮਾਗਮ ਵਾਲੀ ਥਾਂ ’ਤੇ ਅਤੇ ਹਿੱਸਾ ਲੈਣ ਵਾਲੀਆਂ ਵਿਦਿਆਰਥੀ ਜਥੇਬੰਦੀਆਂ ਤੋਂ ਮਿਲ ਸਕਦੀਆਂ ਹਨ।</p>'),
      ],
      ...byline(desk.jasleen),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'university-bhangra-team-rehearsal'),
          caption: 'A university bhangra team rehearses in Burnaby.',
          captionPa: 'ਬਰਨਬੀ ਵਿੱਚ ਅਭਿਆਸ ਕਰਦੀ ਇੱਕ ਯੂਨੀਵਰਸਿਟੀ ਭੰਗੜਾ ਟੀਮ।',
        },
      ],
      postDate: d.daysAgo(1, '07:20'),
    },
    {
      id: 1169,
      kind: 'news',
      slug: 'pacific-reel-south-asian-film-festival-unveils-its-lineup',
      title: 'Pacific Reel South Asian film festival unveils its lineup',
      intro:
        'This year\'s festival will screen more than forty films from India, Pakistan, Bangladesh, Sri Lanka and the diaspora, including six features in Punjabi.',
      body: [
        t('<p>The Pacific Reel South Asian Film Festival will run for ten days at cinemas in Vancouver and Surrey, opening with a family drama set between Moga and Brampton. The programme includes documentaries on farm life in Punjab, a restored classic from the 1970s and a shorts night for filmmakers under 30. Most screenings will be followed by a question-and-answer session.</p>'),
        t('<p>Organisers say submissions from diaspora filmmakers in Canada have doubled in two years, reflecting a growing appetite for stories about immigrant life. Every film not in English will be shown with English subtitles.</p>'),
        t('<p><strong>Update:</strong> The festival has added a free outdoor screening in Surrey\'s Holland Park on closing night. Passes go on sale next week, with discounts for students and seniors.</p>'),
      ],
      author: desk.jasleen.en,
      tags: ['entertainment'],
      locale: ['en'],
      images: [
        {
          url: img('entertainment', 'pacific-reel-film-festival-lineup'),
          caption: 'Festival organisers present this year\'s lineup in Vancouver.',
        },
      ],
      postDate: d.daysAgo(2, '15:00'),
      postDateUpdated: d.daysAgo(2, '19:30'),
    },
    {
      id: 1170,
      kind: 'news',
      slug: 'abbotsford-school-team-wins-youth-bhangra-and-giddha-competition',
      ...gurmukhiOnly({
        title: 'ਯੂਥ ਭੰਗੜਾ-ਗਿੱਧਾ ਮੁਕਾਬਲਾ: ਐਬਟਸਫੋਰਡ ਦੇ ਸਕੂਲ ਦੀ ਟੀਮ ਨੇ ਮਾਰੀ ਬਾਜ਼ੀ',
        intro:
          'ਫਰੇਜ਼ਰ ਵੈਲੀ ਦੇ ਹਾਈ ਸਕੂਲਾਂ ਦੇ ਸਾਲਾਨਾ ਭੰਗੜਾ-ਗਿੱਧਾ ਮੁਕਾਬਲੇ ਵਿੱਚ ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਸੈਕੰਡਰੀ ਸਕੂਲ ਦੀ ਟੀਮ ਪਹਿਲੇ ਸਥਾਨ ’ਤੇ ਰਹੀ। ਗਿੱਧੇ ਦਾ ਖ਼ਿਤਾਬ ਸਰੀ ਦੀਆਂ ਕੁੜੀਆਂ ਨੇ ਜਿੱਤਿਆ।',
        body: [
          t('<p>ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਕਮਿਊਨਿਟੀ ਹਾਲ ਵਿੱਚ ਹੋਏ ਇਸ ਮੁਕਾਬਲੇ ਵਿੱਚ ਬਾਰਾਂ ਸਕੂਲਾਂ ਦੀਆਂ ਟੀਮਾਂ ਨੇ ਹਿੱਸਾ ਲਿਆ। ਜੇਤੂ ਟੀਮ ਨੇ ਪੁਰਾਣੀਆਂ ਬੋਲੀਆਂ ਅਤੇ ਢੋਲ ਦੀ ਤਾਲ ’ਤੇ ਅਜਿਹੀ ਪੇਸ਼ਕਾਰੀ ਦਿੱਤੀ ਕਿ ਹਾਲ ਵਿੱਚ ਬੈਠੇ ਬਜ਼ੁਰਗ ਵੀ ਤਾੜੀਆਂ ਮਾਰਨ ਲੱਗ ਪਏ। ਜੱਜਾਂ ਨੇ ਟੀਮ ਦੀ ਇਕਸੁਰਤਾ ਅਤੇ ਰਵਾਇਤੀ ਪਹਿਰਾਵੇ ਦੀ ਖ਼ਾਸ ਤਾਰੀਫ਼ ਕੀਤੀ।</p>'),
          {
            type: 'image',
            url: img('entertainment', 'surrey-students-giddha-performance'),
            caption: 'ਮੁਕਾਬਲੇ ਦੌਰਾਨ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਸਰੀ ਦੀਆਂ ਵਿਦਿਆਰਥਣਾਂ।',
            captionPa: 'ਮੁਕਾਬਲੇ ਦੌਰਾਨ ਗਿੱਧਾ ਪਾਉਂਦੀਆਂ ਸਰੀ ਦੀਆਂ ਵਿਦਿਆਰਥਣਾਂ।',
          },
          t('<p>ਗਿੱਧੇ ਦੇ ਵਰਗ ਵਿੱਚ ਸਰੀ ਦੀਆਂ ਕੁੜੀਆਂ ਨੇ ਪਹਿਲਾ ਇਨਾਮ ਜਿੱਤਿਆ, ਜਿਨ੍ਹਾਂ ਦੀਆਂ ਬੋਲੀਆਂ ਵਿੱਚ ਕੈਨੇਡਾ ਵਿੱਚ ਪਲ ਰਹੀ ਨਵੀਂ ਪੀੜ੍ਹੀ ਦੀ ਜ਼ਿੰਦਗੀ ਦੀ ਝਲਕ ਸੀ। ਬਹੁਤੀਆਂ ਵਿਦਿਆਰਥਣਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਬੋਲੀਆਂ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀਆਂ ਦਾਦੀਆਂ-ਨਾਨੀਆਂ ਤੋਂ ਸਿੱਖੀਆਂ ਹਨ।</p>'),
          t('<p>ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਮੁਕਾਬਲੇ ਦਾ ਮਕਸਦ ਸਕੂਲਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲੀ ਅਤੇ ਲੋਕ-ਨਾਚਾਂ ਨਾਲ ਜੁੜਾਅ ਵਧਾਉਣਾ ਹੈ। ਜੇਤੂ ਟੀਮਾਂ ਨੂੰ ਟਰਾਫ਼ੀਆਂ ਦੇ ਨਾਲ-ਨਾਲ ਸਕੂਲਾਂ ਦੇ ਸੰਗੀਤ ਵਿਭਾਗਾਂ ਲਈ ਨਕਦ ਇਨਾਮ ਵੀ ਦਿੱਤੇ ਗਏ।</p>'),
        ],
        reporter: desk.jasleen,
      }),
      tags: ['entertainment'],
      images: [
        gurmukhiImage(
          img('entertainment', 'abbotsford-school-bhangra-team-trophy'),
          'ਟਰਾਫ਼ੀ ਨਾਲ ਐਬਟਸਫੋਰਡ ਦੇ ਸਕੂਲ ਦੀ ਜੇਤੂ ਭੰਗੜਾ ਟੀਮ।',
        ),
      ],
      postDate: d.daysAgo(3, '21:00'),
    },
    {
      id: 1171,
      kind: 'news',
      slug: 'punjabi-film-shot-in-the-fraser-valley-premieres-to-a-full-house',
      title: 'Punjabi film shot in the Fraser Valley premieres to a full house',
      titlePa: 'ਫਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਫ਼ਿਲਮਾਈ ਪੰਜਾਬੀ ਫ਼ਿਲਮ ਦਾ ਪ੍ਰੀਮੀਅਰ ਹਾਊਸਫੁੱਲ',
      intro:
        '“Doonghiyan Jarhan”, a drama about a berry-farming family in Abbotsford, opened to a sold-out screening in Surrey, with much of its cast and crew drawn from the community.',
      introPa:
        'ਐਬਟਸਫੋਰਡ ਦੇ ਬੇਰੀ ਫਾਰਮ ਵਾਲੇ ਇੱਕ ਪਰਿਵਾਰ ਦੀ ਕਹਾਣੀ ’ਤੇ ਬਣੀ ਫ਼ਿਲਮ “ਡੂੰਘੀਆਂ ਜੜ੍ਹਾਂ” ਦਾ ਸਰੀ ਵਿੱਚ ਹਾਊਸਫੁੱਲ ਪ੍ਰੀਮੀਅਰ ਹੋਇਆ। ਇਸ ਦੇ ਬਹੁਤੇ ਕਲਾਕਾਰ ਅਤੇ ਅਮਲਾ ਸਥਾਨਕ ਭਾਈਚਾਰੇ ਵਿੱਚੋਂ ਹਨ।',
      body: [
        t('<p>Director Harleen Aujla shot the film over two summers on farms near Abbotsford and Mission, casting local actors alongside two performers from Punjab. The story follows three generations of a family torn over whether to sell their farm as land prices climb. Several scenes were filmed during the blueberry harvest, with real farm workers as extras.</p>'),
        {
          type: 'image',
          url: img('entertainment', 'doonghiyan-jarhan-premiere-surrey'),
          caption: 'Cast members arrive for the premiere in Surrey.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਪ੍ਰੀਮੀਅਰ ਲਈ ਪਹੁੰਚਦੇ ਫ਼ਿਲਮ ਦੇ ਕਲਾਕਾਰ।',
        },
        t('<p>The audience gave the film a standing ovation, and many stayed for a long discussion with the cast afterwards. Aujla said the budget came largely from small investors in the community and a provincial arts grant.</p>'),
        t('<p>The film will screen at the Pacific Reel South Asian Film Festival before a wider release in cinemas in BC and Ontario. A streaming release is under negotiation.</p>'),
      ],
      bodyPa: [
        t('<p>ਨਿਰਦੇਸ਼ਕ ਹਰਲੀਨ ਔਜਲਾ ਨੇ ਇਹ ਫ਼ਿਲਮ ਦੋ ਗਰਮੀਆਂ ਦੌਰਾਨ ਐਬਟਸਫੋਰਡ ਅਤੇ ਮਿਸ਼ਨ ਨੇੜਲੇ ਫਾਰਮਾਂ ’ਤੇ ਫ਼ਿਲਮਾਈ ਅਤੇ ਸਥਾਨਕ ਕਲਾਕਾਰਾਂ ਦੇ ਨਾਲ ਪੰਜਾਬ ਤੋਂ ਦੋ ਅਦਾਕਾਰ ਵੀ ਲਏ। ਕਹਾਣੀ ਇੱਕ ਪਰਿਵਾਰ ਦੀਆਂ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਦੁਆਲੇ ਘੁੰਮਦੀ ਹੈ, ਜੋ ਜ਼ਮੀਨਾਂ ਦੇ ਵਧਦੇ ਭਾਅ ਦੌਰਾਨ ਆਪਣਾ ਫਾਰਮ ਵੇਚਣ ਜਾਂ ਨਾ ਵੇਚਣ ਦੀ ਦੁਬਿਧਾ ਵਿੱਚ ਹਨ। ਕਈ ਦ੍ਰਿਸ਼ ਬਲੂਬੇਰੀ ਦੀ ਤੁੜਾਈ ਦੌਰਾਨ ਫ਼ਿਲਮਾਏ ਗਏ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਅਸਲ ਫਾਰਮ ਕਾਮਿਆਂ ਨੇ ਐਕਸਟ੍ਰਾ ਵਜੋਂ ਕੰਮ ਕੀਤਾ।</p>'),
        {
          type: 'image',
          url: img('entertainment', 'doonghiyan-jarhan-premiere-surrey'),
          caption: 'Cast members arrive for the premiere in Surrey.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਪ੍ਰੀਮੀਅਰ ਲਈ ਪਹੁੰਚਦੇ ਫ਼ਿਲਮ ਦੇ ਕਲਾਕਾਰ।',
        },
        t('<p>ਦਰਸ਼ਕਾਂ ਨੇ ਖੜ੍ਹੇ ਹੋ ਕੇ ਤਾੜੀਆਂ ਨਾਲ ਫ਼ਿਲਮ ਦਾ ਸਵਾਗਤ ਕੀਤਾ ਅਤੇ ਬਹੁਤੇ ਲੋਕ ਬਾਅਦ ਵਿੱਚ ਕਲਾਕਾਰਾਂ ਨਾਲ ਲੰਮੀ ਗੱਲਬਾਤ ਲਈ ਰੁਕੇ। ਔਜਲਾ ਨੇ ਦੱਸਿਆ ਕਿ ਫ਼ਿਲਮ ਦਾ ਬਹੁਤਾ ਖ਼ਰਚਾ ਭਾਈਚਾਰੇ ਦੇ ਛੋਟੇ ਨਿਵੇਸ਼ਕਾਂ ਅਤੇ ਸੂਬਾਈ ਕਲਾ ਗ੍ਰਾਂਟ ਨਾਲ ਪੂਰਾ ਹੋਇਆ।</p>'),
        t('<p>ਇਹ ਫ਼ਿਲਮ ਬੀ.ਸੀ. ਅਤੇ ਓਂਟਾਰੀਓ ਦੇ ਸਿਨੇਮਾਘਰਾਂ ਵਿੱਚ ਰਿਲੀਜ਼ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਪੈਸੀਫ਼ਿਕ ਰੀਲ ਸਾਊਥ ਏਸ਼ੀਅਨ ਫ਼ਿਲਮ ਫ਼ੈਸਟੀਵਲ ਵਿੱਚ ਦਿਖਾਈ ਜਾਵੇਗੀ। ਸਟ੍ਰੀਮਿੰਗ ਰਿਲੀਜ਼ ਬਾਰੇ ਗੱਲਬਾਤ ਚੱਲ ਰਹੀ ਹੈ।</p>'),
      ],
      ...byline(desk.jasleen),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'doonghiyan-jarhan-film-still'),
          caption: 'A scene from “Doonghiyan Jarhan”, filmed on a berry farm near Abbotsford.',
          captionPa: 'ਐਬਟਸਫੋਰਡ ਨੇੜੇ ਬੇਰੀ ਫਾਰਮ ’ਤੇ ਫ਼ਿਲਮਾਈ ਗਈ “ਡੂੰਘੀਆਂ ਜੜ੍ਹਾਂ” ਦਾ ਇੱਕ ਦ੍ਰਿਸ਼।',
        },
      ],
      postDate: d.daysAgo(4, '18:45'),
    },
    {
      id: 1172,
      kind: 'news',
      slug: 'sufi-night-in-surrey-raises-funds-for-hospice-care',
      title: 'Sufi night in Surrey raises funds for hospice care',
      titlePa: 'ਸਰੀ ਵਿੱਚ ਸੂਫ਼ੀ ਸ਼ਾਮ ਰਾਹੀਂ ਹੌਸਪਿਸ ਸੇਵਾਵਾਂ ਲਈ ਫ਼ੰਡ ਇਕੱਠਾ',
      intro:
        'Qawwali and Sufi kalaam filled a Surrey arts centre as local singers performed for free to raise money for a hospice that serves many South Asian families.',
      introPa:
        'ਸਰੀ ਦੇ ਇੱਕ ਆਰਟਸ ਸੈਂਟਰ ਵਿੱਚ ਕੱਵਾਲੀ ਅਤੇ ਸੂਫ਼ੀ ਕਲਾਮ ਦੀ ਮਹਿਫ਼ਲ ਸਜੀ, ਜਿੱਥੇ ਸਥਾਨਕ ਗਾਇਕਾਂ ਨੇ ਬਿਨਾਂ ਫ਼ੀਸ ਲਏ ਉਸ ਹੌਸਪਿਸ ਲਈ ਪੈਸਾ ਇਕੱਠਾ ਕੀਤਾ, ਜੋ ਕਈ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਪਰਿਵਾਰਾਂ ਦੀ ਸੇਵਾ ਕਰਦਾ ਹੈ।',
      body: [
        t('<p>The evening opened with the poetry of Bulleh Shah and Baba Farid, sung by a group of local musicians who have performed together for more than a decade. A young qawwali party from Abbotsford closed the night, with the whole hall clapping along for the final half hour. Organisers said every seat was filled.</p>'),
        {
          type: 'quote',
          quote: 'When my father was in hospice, the nurses learned to greet him with “Sat Sri Akal”. Tonight is our way of saying thank you.',
          author: 'Navjot Kaur Pannu, event organiser',
        },
        t('<p>The hospice provides end-of-life care and family support, with volunteers who speak Punjabi, Hindi and Urdu. Organisers said the evening raised more than forty thousand dollars, which will pay for a family room and counselling sessions.</p>'),
        t('<p>Plans are already under way to make the Sufi night an annual event. Musicians who would like to perform next year can contact the organisers through the arts centre.</p>'),
      ],
      bodyPa: [
        t('<p>ਸ਼ਾਮ ਦੀ ਸ਼ੁਰੂਆਤ ਬੁੱਲ੍ਹੇ ਸ਼ਾਹ ਅਤੇ ਬਾਬਾ ਫ਼ਰੀਦ ਦੇ ਕਲਾਮ ਨਾਲ ਹੋਈ, ਜੋ ਦਸ ਸਾਲ ਤੋਂ ਵੱਧ ਸਮੇਂ ਤੋਂ ਇਕੱਠੇ ਗਾ ਰਹੇ ਸਥਾਨਕ ਸੰਗੀਤਕਾਰਾਂ ਦੇ ਇੱਕ ਗਰੁੱਪ ਨੇ ਪੇਸ਼ ਕੀਤਾ। ਐਬਟਸਫੋਰਡ ਦੀ ਇੱਕ ਨੌਜਵਾਨ ਕੱਵਾਲ ਪਾਰਟੀ ਨੇ ਮਹਿਫ਼ਲ ਦੀ ਸਮਾਪਤੀ ਕੀਤੀ ਅਤੇ ਆਖ਼ਰੀ ਅੱਧੇ ਘੰਟੇ ਤੱਕ ਸਾਰਾ ਹਾਲ ਤਾੜੀਆਂ ਨਾਲ ਤਾਲ ਮਿਲਾਉਂਦਾ ਰਿਹਾ। ਪ੍ਰਬੰਧਕਾਂ ਮੁਤਾਬਕ ਹਾਲ ਦੀ ਹਰ ਸੀਟ ਭਰੀ ਹੋਈ ਸੀ।</p>'),
        {
          type: 'quote',
          quote: 'ਜਦੋਂ ਮੇਰੇ ਪਿਤਾ ਜੀ ਹੌਸਪਿਸ ਵਿੱਚ ਸਨ, ਤਾਂ ਨਰਸਾਂ ਨੇ ਉਨ੍ਹਾਂ ਨੂੰ “ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ” ਕਹਿਣਾ ਸਿੱਖ ਲਿਆ ਸੀ। ਅੱਜ ਦੀ ਸ਼ਾਮ ਉਨ੍ਹਾਂ ਦਾ ਧੰਨਵਾਦ ਕਰਨ ਦਾ ਸਾਡਾ ਤਰੀਕਾ ਹੈ।',
          author: 'ਨਵਜੋਤ ਕੌਰ ਪੰਨੂ, ਸਮਾਗਮ ਦੀ ਪ੍ਰਬੰਧਕ',
        },
        t('<p>ਇਹ ਹੌਸਪਿਸ ਜ਼ਿੰਦਗੀ ਦੇ ਆਖ਼ਰੀ ਪੜਾਅ ’ਤੇ ਮਰੀਜ਼ਾਂ ਦੀ ਦੇਖਭਾਲ ਕਰਦਾ ਹੈ ਅਤੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਸਹਾਰਾ ਦਿੰਦਾ ਹੈ, ਜਿੱਥੇ ਪੰਜਾਬੀ, ਹਿੰਦੀ ਅਤੇ ਉਰਦੂ ਬੋਲਣ ਵਾਲੇ ਵਲੰਟੀਅਰ ਵੀ ਹਨ। ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਸ਼ਾਮ ਦੌਰਾਨ ਚਾਲੀ ਹਜ਼ਾਰ ਡਾਲਰ ਤੋਂ ਵੱਧ ਇਕੱਠੇ ਹੋਏ, ਜਿਨ੍ਹਾਂ ਨਾਲ ਪਰਿਵਾਰਾਂ ਲਈ ਇੱਕ ਕਮਰਾ ਅਤੇ ਕਾਊਂਸਲਿੰਗ ਸੈਸ਼ਨਾਂ ਦਾ ਪ੍ਰਬੰਧ ਹੋਵੇਗਾ।</p>'),
        t('<p>ਸੂਫ਼ੀ ਸ਼ਾਮ ਨੂੰ ਸਾਲਾਨਾ ਸਮਾਗਮ ਬਣਾਉਣ ਦੀਆਂ ਤਿਆਰੀਆਂ ਹੁਣੇ ਤੋਂ ਸ਼ੁਰੂ ਹੋ ਗਈਆਂ ਹਨ। ਅਗਲੇ ਸਾਲ ਪੇਸ਼ਕਾਰੀ ਦੇਣ ਦੇ ਚਾਹਵਾਨ ਸੰਗੀਤਕਾਰ ਆਰਟਸ ਸੈਂਟਰ ਰਾਹੀਂ ਪ੍ਰਬੰਧਕਾਂ ਨਾਲ ਸੰਪਰਕ ਕਰ ਸਕਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.manpreet),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'surrey-sufi-night-qawwali'),
          caption: 'A qawwali party performs at the Sufi night in Surrey.',
          captionPa: 'ਸਰੀ ਦੀ ਸੂਫ਼ੀ ਸ਼ਾਮ ਵਿੱਚ ਪੇਸ਼ਕਾਰੀ ਦਿੰਦੀ ਕੱਵਾਲ ਪਾਰਟੀ।',
        },
      ],
      postDate: d.daysAgo(9, '19:10'),
    },
    {
      id: 1173,
      kind: 'news',
      slug: 'dhol-workshop-for-kids-fills-up-in-burnaby',
      title: 'Dhol workshop for kids fills up in Burnaby',
      intro:
        'A free six-week dhol course for children aged 8 to 14 filled all its places within a day, and organisers are now planning a second session in Surrey.',
      body: [
        t('<p>The course, run by a community music society in Burnaby, teaches the basic rhythms of bhangra, how to care for the instrument and a little of its history. Students use lighter practice dhols, made smaller for young shoulders. The final class will end with a performance for families.</p>'),
        t('<p>Instructor Manjit Singh Rehal said most of his students have heard the dhol at weddings but never held one. He starts each class with simple clapping patterns before handing out the sticks.</p>'),
        t('<p>The society is asking for donations of used dhols and hopes to lend instruments to students who want to keep practising at home. A waitlist is open for the next course.</p>'),
      ],
      author: desk.jasleen.en,
      tags: ['entertainment'],
      locale: ['en'],
      images: [
        {
          url: img('entertainment', 'burnaby-kids-dhol-workshop'),
          caption: 'Children learn their first rhythms at the dhol workshop in Burnaby.',
        },
      ],
      postDate: d.daysAgo(19, '11:40'),
    },
    {
      id: 1174,
      kind: 'news',
      slug: 'punjabi-theatre-group-stages-play-about-first-generation-truckers',
      title: 'Punjabi theatre group stages play about first-generation truckers',
      titlePa: 'ਪੰਜਾਬੀ ਥੀਏਟਰ ਗਰੁੱਪ ਵੱਲੋਂ ਪਹਿਲੀ ਪੀੜ੍ਹੀ ਦੇ ਟਰੱਕ ਡਰਾਈਵਰਾਂ ਬਾਰੇ ਨਾਟਕ ਦਾ ਮੰਚਨ',
      intro:
        'Sanjh Theatre Collective\'s new play, “Lambi Sadak”, follows a Surrey trucker and his family through three decades of long hauls, loneliness and hard-won pride.',
      introPa:
        'ਸਾਂਝ ਥੀਏਟਰ ਕਲੈਕਟਿਵ ਦਾ ਨਵਾਂ ਨਾਟਕ “ਲੰਮੀ ਸੜਕ” ਸਰੀ ਦੇ ਇੱਕ ਟਰੱਕ ਡਰਾਈਵਰ ਅਤੇ ਉਸ ਦੇ ਪਰਿਵਾਰ ਦੀ ਤਿੰਨ ਦਹਾਕਿਆਂ ਦੀ ਕਹਾਣੀ ਹੈ, ਜਿਸ ਵਿੱਚ ਲੰਮੇ ਸਫ਼ਰ, ਇਕੱਲਾਪਣ ਅਤੇ ਮਿਹਨਤ ਨਾਲ ਕਮਾਇਆ ਮਾਣ ਹੈ।',
      body: [
        t('<p>Writer and director Kuldeep Sangha based the script on interviews with more than twenty retired drivers and their wives. The play moves between a truck cab on the Coquihalla Highway and a family kitchen in Newton, where the phone rings at odd hours. Most of the dialogue is in Punjabi, with English surtitles.</p>'),
        {
          type: 'image',
          url: img('entertainment', 'lambi-sadak-play-rehearsal'),
          caption: 'Actors rehearse a scene from “Lambi Sadak”.',
          captionPa: 'ਨਾਟਕ “ਲੰਮੀ ਸੜਕ” ਦੇ ਇੱਕ ਦ੍ਰਿਸ਼ ਦੀ ਰਿਹਰਸਲ ਕਰਦੇ ਕਲਾਕਾਰ।',
        },
        t('<p>Many in the opening-night audience were drivers themselves, and some said they saw their own lives on stage. The cast mixes veteran community actors with students making their debut.</p>'),
        t('<p><strong>Update:</strong> Because of demand, the collective has added two matinee performances. Seniors and truck drivers with a valid licence can buy tickets at a reduced price.</p>'),
      ],
      bodyPa: [
        t('<p>ਲੇਖਕ ਅਤੇ ਨਿਰਦੇਸ਼ਕ ਕੁਲਦੀਪ ਸੰਘਾ ਨੇ ਇਹ ਨਾਟਕ ਵੀਹ ਤੋਂ ਵੱਧ ਸੇਵਾਮੁਕਤ ਡਰਾਈਵਰਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀਆਂ ਪਤਨੀਆਂ ਨਾਲ ਕੀਤੀਆਂ ਮੁਲਾਕਾਤਾਂ ’ਤੇ ਆਧਾਰਿਤ ਕੀਤਾ ਹੈ। ਨਾਟਕ ਕੋਕੀਹਾਲਾ ਹਾਈਵੇਅ ’ਤੇ ਚੱਲਦੇ ਟਰੱਕ ਦੇ ਕੈਬਿਨ ਅਤੇ ਨਿਊਟਨ ਦੇ ਇੱਕ ਘਰ ਦੀ ਰਸੋਈ ਵਿਚਕਾਰ ਘੁੰਮਦਾ ਹੈ, ਜਿੱਥੇ ਫ਼ੋਨ ਬੇਵਕਤ ਵੱਜਦਾ ਰਹਿੰਦਾ ਹੈ। ਬਹੁਤੇ ਸੰਵਾਦ ਪੰਜਾਬੀ ਵਿੱਚ ਹਨ ਅਤੇ ਨਾਲ ਅੰਗਰੇਜ਼ੀ ਸਬਟਾਈਟਲ ਦਿਖਾਏ ਜਾਂਦੇ ਹਨ।</p>'),
        {
          type: 'image',
          url: img('entertainment', 'lambi-sadak-play-rehearsal'),
          caption: 'Actors rehearse a scene from “Lambi Sadak”.',
          captionPa: 'ਨਾਟਕ “ਲੰਮੀ ਸੜਕ” ਦੇ ਇੱਕ ਦ੍ਰਿਸ਼ ਦੀ ਰਿਹਰਸਲ ਕਰਦੇ ਕਲਾਕਾਰ।',
        },
        t('<p>ਪਹਿਲੀ ਰਾਤ ਦੇ ਦਰਸ਼ਕਾਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਖ਼ੁਦ ਡਰਾਈਵਰ ਸਨ ਅਤੇ ਕਈਆਂ ਨੇ ਕਿਹਾ ਕਿ ਉਨ੍ਹਾਂ ਨੂੰ ਮੰਚ ’ਤੇ ਆਪਣੀ ਜ਼ਿੰਦਗੀ ਦਿਸੀ। ਕਲਾਕਾਰਾਂ ਵਿੱਚ ਭਾਈਚਾਰੇ ਦੇ ਤਜਰਬੇਕਾਰ ਅਦਾਕਾਰ ਵੀ ਹਨ ਅਤੇ ਪਹਿਲੀ ਵਾਰ ਮੰਚ ’ਤੇ ਆਏ ਵਿਦਿਆਰਥੀ ਵੀ।</p>'),
        t('<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਮੰਗ ਨੂੰ ਦੇਖਦਿਆਂ ਕਲੈਕਟਿਵ ਨੇ ਦੁਪਹਿਰ ਦੇ ਦੋ ਹੋਰ ਸ਼ੋਅ ਜੋੜੇ ਹਨ। ਬਜ਼ੁਰਗ ਅਤੇ ਜਾਇਜ਼ ਲਾਇਸੈਂਸ ਵਾਲੇ ਟਰੱਕ ਡਰਾਈਵਰ ਘਟੀ ਕੀਮਤ ’ਤੇ ਟਿਕਟਾਂ ਲੈ ਸਕਦੇ ਹਨ।</p>'),
      ],
      ...byline(desk.jasleen),
      tags: ['entertainment'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('entertainment', 'lambi-sadak-opening-night'),
          caption: 'The cast of “Lambi Sadak” takes a bow on opening night.',
          captionPa: 'ਪਹਿਲੀ ਰਾਤ ਦੀ ਪੇਸ਼ਕਾਰੀ ਤੋਂ ਬਾਅਦ ਦਰਸ਼ਕਾਂ ਦਾ ਧੰਨਵਾਦ ਕਰਦੇ “ਲੰਮੀ ਸੜਕ” ਦੇ ਕਲਾਕਾਰ।',
        },
      ],
      postDate: d.daysAgo(33, '17:00'),
      postDateUpdated: d.daysAgo(33, '21:00'),
    },
  ];
}
