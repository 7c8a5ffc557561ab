/**
 * Demo finance news from the Vancouver news desk, ids 1150–1157, tagged 'finance': mortgages and
 * interest rates, remittances, the rupee–loonie rate, small business and trucking costs. Every
 * reporter, business, club, artist and person quoted is invented.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiImage, gurmukhiOnly, mediaImage, t } from '../helpers';
import { newsDesk } from './reporters';
import { financeEarlierPosts } from './finance-earlier';

/** Path of an image in the desk's finance folder. */
const img: (group: 'finance', name: string) => string = mediaImage;

/** The desk's finance posts, newest first. */
export function financePosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1150,
      kind: 'news',
      slug: 'rate-decision-leaves-surrey-homeowners-weighing-their-mortgage-renewals',
      title: 'Rate decision leaves Surrey homeowners weighing their mortgage renewals',
      titlePa: 'ਵਿਆਜ ਦਰਾਂ ਬਾਰੇ ਫ਼ੈਸਲੇ ਮਗਰੋਂ ਸਰੀ ਦੇ ਮਕਾਨ ਮਾਲਕ ਮੌਰਗੇਜ ਨਵਿਆਉਣ ਬਾਰੇ ਸੋਚੀਂ ਪਏ',
      intro:
        "The central bank's latest interest-rate announcement has brokers fielding calls from families whose five-year mortgages come up for renewal in the next year.",
      introPa:
        'ਕੇਂਦਰੀ ਬੈਂਕ ਦੇ ਵਿਆਜ ਦਰਾਂ ਬਾਰੇ ਤਾਜ਼ਾ ਐਲਾਨ ਤੋਂ ਬਾਅਦ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰਾਂ ਕੋਲ ਉਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਦੇ ਫ਼ੋਨ ਆ ਰਹੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੀ ਪੰਜ ਸਾਲਾ ਮੌਰਗੇਜ ਅਗਲੇ ਸਾਲ ਨਵਿਆਈ ਜਾਣੀ ਹੈ।',
      body: [
        t(
          "<p>The Bank of Canada's latest decision on its policy rate has set off a fresh round of calls to mortgage brokers across Surrey and Delta. Many homeowners locked in five-year fixed rates when borrowing was far cheaper, and their renewals will bring noticeably higher payments. Brokers say the key question for most families is not this week's decision but where rates will sit when their own term ends.</p>",
        ),
        {
          type: 'image',
          url: img('finance', 'surrey-townhouses-mortgage-renewal'),
          caption: 'Townhouses in Surrey, where many owners face renewals this year.',
          captionPa: 'ਸਰੀ ਦੇ ਟਾਊਨਹਾਊਸ, ਜਿੱਥੇ ਕਈ ਮਾਲਕਾਂ ਦੀ ਮੌਰਗੇਜ ਇਸ ਸਾਲ ਨਵਿਆਈ ਜਾਣੀ ਹੈ।',
        },
        t(
          '<p>Brokers suggest starting the conversation with your lender four to six months before renewal. Comparing offers from other lenders, including credit unions, can make a real difference even when the gap looks small on paper.</p>',
        ),
        {
          type: 'quote',
          quote:
            'Families often sign the renewal letter the bank mails them without a second look. That one signature can cost thousands of dollars over five years.',
          author: 'Gurpreet Dosanjh, mortgage broker in Newton',
        },
        t(
          "<p>For households already stretched, the options include extending the amortization, switching to a variable rate or making a lump-sum payment before renewal. Advisers warn that each choice has trade-offs. It should be weighed against the family's whole budget, including money sent to relatives back home.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਬੈਂਕ ਆਫ਼ ਕੈਨੇਡਾ ਦੇ ਨੀਤੀਗਤ ਵਿਆਜ ਦਰ ਬਾਰੇ ਤਾਜ਼ਾ ਫ਼ੈਸਲੇ ਤੋਂ ਬਾਅਦ ਸਰੀ ਅਤੇ ਡੈਲਟਾ ਦੇ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰਾਂ ਕੋਲ ਫ਼ੋਨਾਂ ਦਾ ਨਵਾਂ ਦੌਰ ਸ਼ੁਰੂ ਹੋ ਗਿਆ ਹੈ। ਬਹੁਤੇ ਮਕਾਨ ਮਾਲਕਾਂ ਨੇ ਉਦੋਂ ਪੰਜ ਸਾਲਾ ਫ਼ਿਕਸਡ ਦਰ ਲਈ ਸੀ ਜਦੋਂ ਕਰਜ਼ਾ ਕਿਤੇ ਸਸਤਾ ਸੀ, ਅਤੇ ਹੁਣ ਨਵਿਆਉਣ ਵੇਲੇ ਉਨ੍ਹਾਂ ਦੀਆਂ ਕਿਸ਼ਤਾਂ ਕਾਫ਼ੀ ਵਧ ਜਾਣਗੀਆਂ। ਬ੍ਰੋਕਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਬਹੁਤੇ ਪਰਿਵਾਰਾਂ ਲਈ ਅਸਲ ਸਵਾਲ ਇਸ ਹਫ਼ਤੇ ਦਾ ਫ਼ੈਸਲਾ ਨਹੀਂ, ਸਗੋਂ ਇਹ ਹੈ ਕਿ ਉਨ੍ਹਾਂ ਦੀ ਆਪਣੀ ਮਿਆਦ ਮੁੱਕਣ ਵੇਲੇ ਦਰਾਂ ਕਿੱਥੇ ਹੋਣਗੀਆਂ।</p>',
        ),
        {
          type: 'image',
          url: img('finance', 'surrey-townhouses-mortgage-renewal'),
          caption: 'Townhouses in Surrey, where many owners face renewals this year.',
          captionPa: 'ਸਰੀ ਦੇ ਟਾਊਨਹਾਊਸ, ਜਿੱਥੇ ਕਈ ਮਾਲਕਾਂ ਦੀ ਮੌਰਗੇਜ ਇਸ ਸਾਲ ਨਵਿਆਈ ਜਾਣੀ ਹੈ।',
        },
        t(
          '<p>ਬ੍ਰੋਕਰ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਨਵਿਆਉਣ ਤੋਂ ਚਾਰ-ਛੇ ਮਹੀਨੇ ਪਹਿਲਾਂ ਹੀ ਆਪਣੇ ਬੈਂਕ ਨਾਲ ਗੱਲ ਸ਼ੁਰੂ ਕਰ ਦਿਓ। ਕ੍ਰੈਡਿਟ ਯੂਨੀਅਨਾਂ ਸਮੇਤ ਦੂਜੇ ਕਰਜ਼ਦਾਤਿਆਂ ਦੀਆਂ ਪੇਸ਼ਕਸ਼ਾਂ ਦੀ ਤੁਲਨਾ ਕਰਨ ਨਾਲ ਵੱਡਾ ਫ਼ਰਕ ਪੈ ਸਕਦਾ ਹੈ, ਭਾਵੇਂ ਕਾਗ਼ਜ਼ ’ਤੇ ਇਹ ਫ਼ਰਕ ਛੋਟਾ ਲੱਗੇ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਪਰਿਵਾਰ ਅਕਸਰ ਬੈਂਕ ਵੱਲੋਂ ਡਾਕ ਰਾਹੀਂ ਭੇਜੀ ਰੀਨਿਊਅਲ ਚਿੱਠੀ ’ਤੇ ਬਿਨਾਂ ਦੇਖੇ ਦਸਤਖ਼ਤ ਕਰ ਦਿੰਦੇ ਹਨ। ਉਹ ਇੱਕ ਦਸਤਖ਼ਤ ਪੰਜ ਸਾਲਾਂ ਵਿੱਚ ਹਜ਼ਾਰਾਂ ਡਾਲਰਾਂ ਦਾ ਨੁਕਸਾਨ ਕਰਵਾ ਸਕਦਾ ਹੈ।',
          author: 'ਗੁਰਪ੍ਰੀਤ ਦੋਸਾਂਝ, ਨਿਊਟਨ ਦੇ ਮੌਰਗੇਜ ਬ੍ਰੋਕਰ',
        },
        t(
          '<p>ਜਿਨ੍ਹਾਂ ਘਰਾਂ ਦਾ ਬਜਟ ਪਹਿਲਾਂ ਹੀ ਤੰਗ ਹੈ, ਉਨ੍ਹਾਂ ਕੋਲ ਅਮੋਰਟਾਈਜ਼ੇਸ਼ਨ ਦੀ ਮਿਆਦ ਵਧਾਉਣ, ਵੇਰੀਏਬਲ ਦਰ ਵੱਲ ਜਾਣ ਜਾਂ ਨਵਿਆਉਣ ਤੋਂ ਪਹਿਲਾਂ ਇੱਕਮੁਸ਼ਤ ਰਕਮ ਜਮ੍ਹਾਂ ਕਰਵਾਉਣ ਵਰਗੇ ਰਾਹ ਹਨ। ਸਲਾਹਕਾਰ ਚੇਤਾਵਨੀ ਦਿੰਦੇ ਹਨ ਕਿ ਹਰ ਰਾਹ ਦੇ ਆਪਣੇ ਨਫ਼ੇ-ਨੁਕਸਾਨ ਹਨ। ਇਸ ਨੂੰ ਪਰਿਵਾਰ ਦੇ ਪੂਰੇ ਬਜਟ ਨਾਲ ਤੋਲ ਕੇ ਦੇਖਣਾ ਚਾਹੀਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਪੰਜਾਬ ਬੈਠੇ ਰਿਸ਼ਤੇਦਾਰਾਂ ਨੂੰ ਭੇਜਿਆ ਜਾਂਦਾ ਪੈਸਾ ਵੀ ਸ਼ਾਮਲ ਹੈ।</p>',
        ),
      ],
      ...byline(newsDesk.manpreet),
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
        t(
          '<p>Families in Surrey and Abbotsford who send money to Punjab every month are seeing lower transfer fees, as app-based services compete with banks and counter-based agents. Several services now advertise zero fees on a first transfer or on amounts above a set limit. Consumer advocates caution that a low fee can hide a weaker exchange rate.</p>',
        ),
        t(
          '<p>Before choosing a service, compare the total that will arrive in rupees, not just the fee. Check:</p><ul><li>the exchange rate offered against the mid-market rate</li><li>how long the money takes to reach an Indian bank account</li><li>whether the receiving bank deducts charges of its own</li></ul>',
        ),
        t(
          '<p><strong>Update:</strong> This story has been updated to note that large transfers may require extra identity checks under federal anti-money-laundering rules. Senders should keep their receipts.</p>',
        ),
      ],
      author: newsDesk.daniel.en,
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
        t(
          '<p>The exchange rate between the Canadian dollar and the Indian rupee is shaped by interest rates, oil prices and the health of both economies. Day-to-day moves are usually small, but over a month they can change the value of a transfer noticeably. Few people can predict those swings, and financial planners advise against trying to time the market.</p>',
        ),
        {
          type: 'image',
          url: img('finance', 'rupee-loonie-exchange-rate-board'),
          caption: 'An exchange-rate board at a money-transfer counter in Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਇੱਕ ਮਨੀ ਟ੍ਰਾਂਸਫ਼ਰ ਕਾਊਂਟਰ ’ਤੇ ਲੱਗਾ ਵਟਾਂਦਰਾ ਦਰਾਂ ਦਾ ਬੋਰਡ।',
        },
        t(
          '<p>Instead, planners suggest sending on a regular schedule and using the rate alerts offered by many transfer apps. Families making a large one-time payment, such as for a wedding or a property deal, can split the amount over several weeks to smooth out the rate.</p>',
        ),
        t(
          '<p>Senders should also know the Indian tax rules on large gifts and property payments, which can differ from Canadian rules. A chartered accountant familiar with both countries can help avoid unpleasant surprises.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਕੈਨੇਡੀਅਨ ਡਾਲਰ ਅਤੇ ਭਾਰਤੀ ਰੁਪਏ ਦੀ ਵਟਾਂਦਰਾ ਦਰ ਵਿਆਜ ਦਰਾਂ, ਤੇਲ ਦੀਆਂ ਕੀਮਤਾਂ ਅਤੇ ਦੋਵਾਂ ਦੇਸ਼ਾਂ ਦੀ ਆਰਥਿਕ ਹਾਲਤ ’ਤੇ ਨਿਰਭਰ ਕਰਦੀ ਹੈ। ਰੋਜ਼ਾਨਾ ਉਤਰਾਅ-ਚੜ੍ਹਾਅ ਆਮ ਤੌਰ ’ਤੇ ਮਾਮੂਲੀ ਹੁੰਦਾ ਹੈ, ਪਰ ਮਹੀਨੇ ਭਰ ਵਿੱਚ ਇਹ ਭੇਜੀ ਰਕਮ ਦੀ ਕੀਮਤ ਵਿੱਚ ਚੋਖਾ ਫ਼ਰਕ ਪਾ ਸਕਦਾ ਹੈ। ਇਨ੍ਹਾਂ ਉਤਰਾਵਾਂ-ਚੜ੍ਹਾਵਾਂ ਦੀ ਭਵਿੱਖਬਾਣੀ ਕੋਈ ਵਿਰਲਾ ਹੀ ਕਰ ਸਕਦਾ ਹੈ, ਇਸ ਲਈ ਵਿੱਤੀ ਸਲਾਹਕਾਰ ਬਾਜ਼ਾਰ ਦਾ ਸਹੀ ਸਮਾਂ ਫੜਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਾ ਕਰਨ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ।</p>',
        ),
        {
          type: 'image',
          url: img('finance', 'rupee-loonie-exchange-rate-board'),
          caption: 'An exchange-rate board at a money-transfer counter in Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਇੱਕ ਮਨੀ ਟ੍ਰਾਂਸਫ਼ਰ ਕਾਊਂਟਰ ’ਤੇ ਲੱਗਾ ਵਟਾਂਦਰਾ ਦਰਾਂ ਦਾ ਬੋਰਡ।',
        },
        t(
          '<p>ਇਸ ਦੀ ਥਾਂ ਸਲਾਹਕਾਰ ਪੈਸੇ ਭੇਜਣ ਦਾ ਇੱਕ ਨਿਯਮਿਤ ਸਮਾਂ ਤੈਅ ਕਰਨ ਅਤੇ ਕਈ ਟ੍ਰਾਂਸਫ਼ਰ ਐਪਾਂ ਵਿੱਚ ਮਿਲਦੇ ਰੇਟ ਅਲਰਟ ਵਰਤਣ ਦਾ ਸੁਝਾਅ ਦਿੰਦੇ ਹਨ। ਵਿਆਹ ਜਾਂ ਜਾਇਦਾਦ ਦੇ ਸੌਦੇ ਵਰਗੀ ਵੱਡੀ ਇੱਕਮੁਸ਼ਤ ਅਦਾਇਗੀ ਕਰਨ ਵਾਲੇ ਪਰਿਵਾਰ ਰਕਮ ਨੂੰ ਕੁਝ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਵੰਡ ਕੇ ਭੇਜ ਸਕਦੇ ਹਨ, ਤਾਂ ਜੋ ਦਰ ਦਾ ਅਸਰ ਬਰਾਬਰ ਹੋ ਜਾਵੇ।</p>',
        ),
        t(
          '<p>ਪੈਸੇ ਭੇਜਣ ਵਾਲਿਆਂ ਨੂੰ ਵੱਡੇ ਤੋਹਫ਼ਿਆਂ ਅਤੇ ਜਾਇਦਾਦ ਦੀਆਂ ਅਦਾਇਗੀਆਂ ਬਾਰੇ ਭਾਰਤੀ ਟੈਕਸ ਨਿਯਮਾਂ ਦੀ ਜਾਣਕਾਰੀ ਵੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਜੋ ਕੈਨੇਡੀਅਨ ਨਿਯਮਾਂ ਤੋਂ ਵੱਖਰੇ ਹੋ ਸਕਦੇ ਹਨ। ਦੋਵਾਂ ਦੇਸ਼ਾਂ ਦੇ ਨਿਯਮ ਜਾਣਨ ਵਾਲਾ ਚਾਰਟਰਡ ਅਕਾਊਂਟੈਂਟ ਕਿਸੇ ਵੀ ਅਣਸੁਖਾਵੀਂ ਹੈਰਾਨੀ ਤੋਂ ਬਚਾ ਸਕਦਾ ਹੈ।</p>',
        ),
      ],
      ...byline(newsDesk.manpreet),
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
          t(
            '<p>ਲੋਅਰ ਮੇਨਲੈਂਡ ਵਿੱਚ ਦੋ ਤੋਂ ਦਸ ਟਰੱਕਾਂ ਵਾਲੇ ਸੈਂਕੜੇ ਪੰਜਾਬੀ ਪਰਿਵਾਰਕ ਕਾਰੋਬਾਰ ਹਨ, ਜੋ ਬੰਦਰਗਾਹ ਤੋਂ ਲੈ ਕੇ ਐਲਬਰਟਾ ਅਤੇ ਅਮਰੀਕਾ ਤੱਕ ਮਾਲ ਢੋਂਦੇ ਹਨ। ਕਾਰੋਬਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਿਛਲੇ ਕੁਝ ਸਾਲਾਂ ਵਿੱਚ ਬੀਮੇ ਦੀਆਂ ਕਿਸ਼ਤਾਂ ਕਾਫ਼ੀ ਵਧੀਆਂ ਹਨ, ਖ਼ਾਸ ਕਰਕੇ ਨਵੇਂ ਡਰਾਈਵਰਾਂ ਵਾਲੇ ਫਲੀਟਾਂ ਲਈ। ਇਸ ਦੇ ਨਾਲ ਹੀ ਟਾਇਰਾਂ ਅਤੇ ਪੁਰਜ਼ਿਆਂ ਦੀਆਂ ਕੀਮਤਾਂ ਨੇ ਮੁਰੰਮਤ ਦਾ ਖ਼ਰਚਾ ਵੀ ਵਧਾ ਦਿੱਤਾ ਹੈ।</p>',
          ),
          {
            type: 'quote',
            quote:
              'ਭਾੜਾ ਉੱਥੇ ਦਾ ਉੱਥੇ ਖੜ੍ਹਾ ਹੈ, ਪਰ ਹਰ ਬਿੱਲ ਵਧ ਗਿਆ ਹੈ। ਹੁਣ ਮਹੀਨੇ ਦੇ ਅਖ਼ੀਰ ’ਤੇ ਡਰਾਈਵਰਾਂ ਦੀਆਂ ਤਨਖ਼ਾਹਾਂ ਦੇ ਕੇ ਮੇਰੇ ਪੱਲੇ ਮਸਾਂ ਕੁਝ ਬਚਦਾ ਹੈ।',
            author: 'ਹਰਜਿੰਦਰ ਸਿੰਘ ਪੰਧੇਰ, ਐਬਟਸਫੋਰਡ ਦੇ ਟਰੱਕਿੰਗ ਕਾਰੋਬਾਰੀ',
          },
          t(
            '<p>ਇਸ ਉਦਯੋਗ ਨਾਲ ਜੁੜੇ ਅਕਾਊਂਟੈਂਟ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਹਰ ਟਰੱਕ ਦਾ ਪ੍ਰਤੀ ਕਿਲੋਮੀਟਰ ਖ਼ਰਚਾ ਕੱਢ ਕੇ ਹੀ ਨਵਾਂ ਕੰਟਰੈਕਟ ਲਿਆ ਜਾਵੇ। ਡਰਾਈਵਰਾਂ ਦੀ ਚੰਗੀ ਸਿਖਲਾਈ ਅਤੇ ਸਾਫ਼ ਸੁਰੱਖਿਆ ਰਿਕਾਰਡ ਨਾਲ ਅਗਲੇ ਸਾਲ ਬੀਮੇ ਦੀ ਕਿਸ਼ਤ ਘਟ ਸਕਦੀ ਹੈ।</p>',
          ),
          t(
            '<p>ਕਈ ਛੋਟੇ ਫਲੀਟ ਮਾਲਕ ਹੁਣ ਮਿਲ ਕੇ ਡੀਜ਼ਲ ਕਾਰਡ ਲੈਣ ਅਤੇ ਟਾਇਰ ਥੋਕ ਵਿੱਚ ਖ਼ਰੀਦਣ ਬਾਰੇ ਸੋਚ ਰਹੇ ਹਨ। ਕੁਝ ਪੁਰਾਣੇ ਕਾਰੋਬਾਰੀ ਮੰਨਦੇ ਹਨ ਕਿ ਜੇ ਹਾਲਾਤ ਨਾ ਸੁਧਰੇ ਤਾਂ ਕਈ ਪਰਿਵਾਰ ਆਪਣੇ ਟਰੱਕ ਵੇਚ ਕੇ ਵੱਡੀਆਂ ਕੰਪਨੀਆਂ ਲਈ ਡਰਾਈਵਰੀ ਕਰਨ ਨੂੰ ਤਰਜੀਹ ਦੇਣਗੇ।</p>',
          ),
        ],
        reporter: newsDesk.daniel,
      }),
      tags: ['finance'],
      images: [
        gurmukhiImage(
          img('finance', 'small-trucking-fleet-abbotsford-yard'),
          'ਐਬਟਸਫੋਰਡ ਦੇ ਇੱਕ ਯਾਰਡ ਵਿੱਚ ਖੜ੍ਹੇ ਇੱਕ ਛੋਟੇ ਫਲੀਟ ਦੇ ਟਰੱਕ।',
        ),
      ],
      postDate: d.daysAgo(4, '09:00'),
    },
    ...financeEarlierPosts(d),
  ];
}
