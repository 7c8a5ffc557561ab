/**
 * The older finance posts of the news desk (news/finance.ts lists the newest and then these). Every
 * person and business named is invented.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, mediaImage, t } from '../helpers';
import { newsDesk } from './reporters';

/** Path of an image in the desk's finance folder. */
const img: (group: 'finance', name: string) => string = mediaImage;

/** The older half of financePosts, newest first. */
export function financeEarlierPosts(d: SeedDates): PostInput[] {
  return [
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
        t(
          "<p>Business owners in Newton's busy South Asian shopping district say foot traffic is steady but baskets are smaller. Families are still buying for weddings and festivals, yet skipping the extras that used to lift sales. Several owners said rent and wages have risen faster than their prices.</p>",
        ),
        {
          type: 'image',
          url: img('finance', 'newton-small-business-storefronts'),
          caption: 'Shops along a commercial strip in Newton, Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਨਿਊਟਨ ਇਲਾਕੇ ਵਿੱਚ ਇੱਕ ਵਪਾਰਕ ਪੱਟੀ ’ਤੇ ਬਣੀਆਂ ਦੁਕਾਨਾਂ।',
        },
        t(
          '<p>Card-processing fees are a frequent complaint, especially for grocers whose margins are already thin. Some owners offer a small discount for debit or cash, which is allowed as long as the policy is clearly shown to customers.</p>',
        ),
        t(
          "<p><strong>Update:</strong> A local business association has announced a free workshop on payment processing and cash-flow planning, open to members and non-members. Details are available from the association's office in Newton.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਨਿਊਟਨ ਦੇ ਭੀੜ-ਭੜੱਕੇ ਵਾਲੇ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਬਾਜ਼ਾਰ ਦੇ ਕਾਰੋਬਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਗਾਹਕ ਤਾਂ ਆ ਰਹੇ ਹਨ, ਪਰ ਖ਼ਰੀਦਦਾਰੀ ਘੱਟ ਕਰਦੇ ਹਨ। ਪਰਿਵਾਰ ਵਿਆਹਾਂ ਅਤੇ ਤਿਉਹਾਰਾਂ ਲਈ ਖ਼ਰੀਦ ਤਾਂ ਕਰ ਰਹੇ ਹਨ, ਪਰ ਉਹ ਵਾਧੂ ਚੀਜ਼ਾਂ ਛੱਡ ਰਹੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨਾਲ ਪਹਿਲਾਂ ਵਿਕਰੀ ਵਧਦੀ ਸੀ। ਕਈ ਮਾਲਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਕਿਰਾਏ ਅਤੇ ਤਨਖ਼ਾਹਾਂ ਉਨ੍ਹਾਂ ਦੀਆਂ ਕੀਮਤਾਂ ਨਾਲੋਂ ਤੇਜ਼ੀ ਨਾਲ ਵਧੀਆਂ ਹਨ।</p>',
        ),
        {
          type: 'image',
          url: img('finance', 'newton-small-business-storefronts'),
          caption: 'Shops along a commercial strip in Newton, Surrey.',
          captionPa: 'ਸਰੀ ਦੇ ਨਿਊਟਨ ਇਲਾਕੇ ਵਿੱਚ ਇੱਕ ਵਪਾਰਕ ਪੱਟੀ ’ਤੇ ਬਣੀਆਂ ਦੁਕਾਨਾਂ।',
        },
        t(
          '<p>ਕਾਰਡ ਪ੍ਰੋਸੈਸਿੰਗ ਫ਼ੀਸਾਂ ਦੀ ਸ਼ਿਕਾਇਤ ਆਮ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ ਉਨ੍ਹਾਂ ਕਰਿਆਨਾ ਦੁਕਾਨਾਂ ਦੀ ਜਿਨ੍ਹਾਂ ਦਾ ਮੁਨਾਫ਼ਾ ਪਹਿਲਾਂ ਹੀ ਬਹੁਤ ਥੋੜ੍ਹਾ ਹੁੰਦਾ ਹੈ। ਕੁਝ ਮਾਲਕ ਡੈਬਿਟ ਜਾਂ ਨਕਦ ਅਦਾਇਗੀ ’ਤੇ ਥੋੜ੍ਹੀ ਛੋਟ ਦਿੰਦੇ ਹਨ, ਜਿਸ ਦੀ ਇਜਾਜ਼ਤ ਹੈ ਬਸ਼ਰਤੇ ਇਹ ਨੀਤੀ ਗਾਹਕਾਂ ਨੂੰ ਸਾਫ਼-ਸਾਫ਼ ਦੱਸੀ ਜਾਵੇ।</p>',
        ),
        t(
          '<p><strong>ਤਾਜ਼ਾ ਜਾਣਕਾਰੀ:</strong> ਇੱਕ ਸਥਾਨਕ ਕਾਰੋਬਾਰੀ ਐਸੋਸੀਏਸ਼ਨ ਨੇ ਅਦਾਇਗੀ ਪ੍ਰਣਾਲੀਆਂ ਅਤੇ ਨਕਦੀ ਪ੍ਰਬੰਧਨ ਬਾਰੇ ਮੁਫ਼ਤ ਵਰਕਸ਼ਾਪ ਦਾ ਐਲਾਨ ਕੀਤਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਮੈਂਬਰ ਅਤੇ ਗ਼ੈਰ-ਮੈਂਬਰ ਦੋਵੇਂ ਸ਼ਾਮਲ ਹੋ ਸਕਦੇ ਹਨ। ਵੇਰਵੇ ਨਿਊਟਨ ਵਿੱਚ ਐਸੋਸੀਏਸ਼ਨ ਦੇ ਦਫ਼ਤਰ ਤੋਂ ਲਏ ਜਾ ਸਕਦੇ ਹਨ।</p>',
        ),
      ],
      ...byline(newsDesk.daniel),
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
        t(
          "<p>A fixed-rate mortgage keeps the same interest rate for the whole term, so the payment does not change. A variable rate moves with the lender's prime rate, which follows the central bank's decisions. Variable rates have often cost less over time, but they can rise quickly, and some borrowers lose sleep over that uncertainty.</p>",
        ),
        t(
          '<p>Brokers say the right choice depends on the household more than on forecasts. Questions to ask:</p><ul><li>Could we still afford the payment if rates rose by two percentage points?</li><li>Is a big change in income coming, such as a new baby or a parent moving in?</li><li>Might we sell or refinance before the term ends, when penalties apply?</li></ul>',
        ),
        t(
          '<p>Many first-time buyers in the Fraser Valley now choose shorter fixed terms of two or three years as a middle path. Whatever the choice, brokers recommend getting a pre-approval in writing and reading the prepayment terms closely.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਫ਼ਿਕਸਡ ਦਰ ਵਾਲੀ ਮੌਰਗੇਜ ਵਿੱਚ ਪੂਰੀ ਮਿਆਦ ਦੌਰਾਨ ਵਿਆਜ ਦਰ ਇੱਕੋ ਰਹਿੰਦੀ ਹੈ, ਇਸ ਲਈ ਕਿਸ਼ਤ ਨਹੀਂ ਬਦਲਦੀ। ਵੇਰੀਏਬਲ ਦਰ ਕਰਜ਼ਦਾਤਾ ਦੀ ਪ੍ਰਾਈਮ ਦਰ ਨਾਲ ਬਦਲਦੀ ਹੈ, ਜੋ ਕੇਂਦਰੀ ਬੈਂਕ ਦੇ ਫ਼ੈਸਲਿਆਂ ਮੁਤਾਬਕ ਚੱਲਦੀ ਹੈ। ਵੇਰੀਏਬਲ ਦਰ ਲੰਮੇ ਸਮੇਂ ਵਿੱਚ ਅਕਸਰ ਸਸਤੀ ਪਈ ਹੈ, ਪਰ ਇਹ ਤੇਜ਼ੀ ਨਾਲ ਵਧ ਵੀ ਸਕਦੀ ਹੈ ਅਤੇ ਇਸ ਅਨਿਸ਼ਚਿਤਤਾ ਕਾਰਨ ਕਈ ਕਰਜ਼ਦਾਰਾਂ ਦੀ ਨੀਂਦ ਉੱਡ ਜਾਂਦੀ ਹੈ।</p>',
        ),
        t(
          '<p>ਬ੍ਰੋਕਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਹੀ ਚੋਣ ਭਵਿੱਖਬਾਣੀਆਂ ਨਾਲੋਂ ਵੱਧ ਘਰ ਦੇ ਹਾਲਾਤ ’ਤੇ ਨਿਰਭਰ ਕਰਦੀ ਹੈ। ਆਪਣੇ-ਆਪ ਤੋਂ ਇਹ ਸਵਾਲ ਪੁੱਛੋ:</p><ul><li>ਜੇ ਦਰਾਂ ਦੋ ਫ਼ੀਸਦੀ ਅੰਕ ਵਧ ਜਾਣ ਤਾਂ ਕੀ ਅਸੀਂ ਫਿਰ ਵੀ ਕਿਸ਼ਤ ਭਰ ਸਕਾਂਗੇ?</li><li>ਕੀ ਆਮਦਨ ਵਿੱਚ ਕੋਈ ਵੱਡਾ ਬਦਲਾਅ ਆਉਣ ਵਾਲਾ ਹੈ, ਜਿਵੇਂ ਬੱਚੇ ਦਾ ਜਨਮ ਜਾਂ ਮਾਪਿਆਂ ਦਾ ਨਾਲ ਆ ਕੇ ਰਹਿਣਾ?</li><li>ਕੀ ਅਸੀਂ ਮਿਆਦ ਮੁੱਕਣ ਤੋਂ ਪਹਿਲਾਂ ਘਰ ਵੇਚ ਜਾਂ ਰੀਫ਼ਾਈਨੈਂਸ ਕਰ ਸਕਦੇ ਹਾਂ, ਜਦੋਂ ਜੁਰਮਾਨਾ ਲੱਗਦਾ ਹੈ?</li></ul>',
        ),
        t(
          '<p>ਫਰੇਜ਼ਰ ਵੈਲੀ ਵਿੱਚ ਪਹਿਲੀ ਵਾਰ ਘਰ ਖ਼ਰੀਦਣ ਵਾਲੇ ਕਈ ਲੋਕ ਹੁਣ ਵਿਚਕਾਰਲੇ ਰਾਹ ਵਜੋਂ ਦੋ ਜਾਂ ਤਿੰਨ ਸਾਲ ਦੀ ਛੋਟੀ ਫ਼ਿਕਸਡ ਮਿਆਦ ਚੁਣ ਰਹੇ ਹਨ। ਚੋਣ ਭਾਵੇਂ ਕੋਈ ਵੀ ਹੋਵੇ, ਬ੍ਰੋਕਰ ਲਿਖਤੀ ਪ੍ਰੀ-ਅਪਰੂਵਲ ਲੈਣ ਅਤੇ ਅਗਾਊਂ ਅਦਾਇਗੀ ਦੀਆਂ ਸ਼ਰਤਾਂ ਧਿਆਨ ਨਾਲ ਪੜ੍ਹਨ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ।</p>',
        ),
      ],
      ...byline(newsDesk.manpreet),
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
        t(
          '<p>Eleven small trucking companies in the Port Kells area have leased a shared yard where they park, service and inspect their trucks. The owners split the rent and the wages of two licensed mechanics, and buy filters, tires and oil in bulk. They say the arrangement has cut their maintenance costs by about a fifth.</p>',
        ),
        t(
          '<p>Parking for commercial trucks has long been scarce in Surrey, and the city has cracked down on trucks parked on farmland. Shared yards that meet zoning rules offer one way out, though suitable sites remain hard to find.</p>',
        ),
        t(
          '<p>Industry advisers say such co-operation works best with a written agreement covering costs, liability and what happens if one member leaves. Groups of owners in Abbotsford and Delta are said to be exploring similar arrangements.</p>',
        ),
      ],
      author: newsDesk.daniel.en,
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
        t(
          '<p>Loan officers at community credit unions say applications from South Asian entrepreneurs have risen steadily, with many asking for less than fifty thousand dollars to buy equipment or a first vehicle. Newcomers often bring strong work experience but a thin Canadian credit history. Some lenders now accept a long record of rent and phone payments as part of the application.</p>',
        ),
        {
          type: 'image',
          url: img('finance', 'surrey-home-bakery-entrepreneur'),
          caption: 'A home-based baker in Surrey prepares an order of mithai.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਘਰੋਂ ਬੇਕਰੀ ਚਲਾਉਣ ਵਾਲੀ ਇੱਕ ਉੱਦਮੀ ਮਠਿਆਈ ਦਾ ਆਰਡਰ ਤਿਆਰ ਕਰਦੀ ਹੋਈ।',
        },
        t(
          '<p>Advisers recommend a simple written business plan, separate bank accounts for the business and the household, and realistic cash-flow estimates for the first year. Free mentoring is available through several settlement agencies and small-business centres in the region.</p>',
        ),
        t(
          '<p>Lenders also warn against relying on informal loans from relatives or high-interest private lenders. A single missed payment on such a loan, they say, can sink a young business faster than slow sales.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਭਾਈਚਾਰਕ ਕ੍ਰੈਡਿਟ ਯੂਨੀਅਨਾਂ ਦੇ ਲੋਨ ਅਫ਼ਸਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਉੱਦਮੀਆਂ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਲਗਾਤਾਰ ਵਧੀਆਂ ਹਨ ਅਤੇ ਬਹੁਤੇ ਲੋਕ ਸਾਜ਼ੋ-ਸਾਮਾਨ ਜਾਂ ਪਹਿਲੀ ਗੱਡੀ ਖ਼ਰੀਦਣ ਲਈ ਪੰਜਾਹ ਹਜ਼ਾਰ ਡਾਲਰ ਤੋਂ ਘੱਟ ਦਾ ਕਰਜ਼ਾ ਮੰਗ ਰਹੇ ਹਨ। ਨਵੇਂ ਆਏ ਲੋਕਾਂ ਕੋਲ ਕੰਮ ਦਾ ਤਜਰਬਾ ਤਾਂ ਚੰਗਾ ਹੁੰਦਾ ਹੈ, ਪਰ ਕੈਨੇਡਾ ਦਾ ਕ੍ਰੈਡਿਟ ਰਿਕਾਰਡ ਬਹੁਤ ਥੋੜ੍ਹਾ ਹੁੰਦਾ ਹੈ। ਕੁਝ ਕਰਜ਼ਦਾਤੇ ਹੁਣ ਅਰਜ਼ੀ ਦੇ ਹਿੱਸੇ ਵਜੋਂ ਕਿਰਾਏ ਅਤੇ ਫ਼ੋਨ ਬਿੱਲਾਂ ਦੀ ਲੰਮੀ ਅਦਾਇਗੀ ਦਾ ਰਿਕਾਰਡ ਵੀ ਮੰਨਣ ਲੱਗੇ ਹਨ।</p>',
        ),
        {
          type: 'image',
          url: img('finance', 'surrey-home-bakery-entrepreneur'),
          caption: 'A home-based baker in Surrey prepares an order of mithai.',
          captionPa: 'ਸਰੀ ਵਿੱਚ ਘਰੋਂ ਬੇਕਰੀ ਚਲਾਉਣ ਵਾਲੀ ਇੱਕ ਉੱਦਮੀ ਮਠਿਆਈ ਦਾ ਆਰਡਰ ਤਿਆਰ ਕਰਦੀ ਹੋਈ।',
        },
        t(
          '<p>ਸਲਾਹਕਾਰ ਇੱਕ ਸਾਦੀ ਲਿਖਤੀ ਕਾਰੋਬਾਰੀ ਯੋਜਨਾ, ਕਾਰੋਬਾਰ ਅਤੇ ਘਰ ਲਈ ਵੱਖੋ-ਵੱਖਰੇ ਬੈਂਕ ਖਾਤੇ ਅਤੇ ਪਹਿਲੇ ਸਾਲ ਦੀ ਆਮਦਨ-ਖ਼ਰਚ ਦਾ ਹਕੀਕੀ ਅੰਦਾਜ਼ਾ ਤਿਆਰ ਕਰਨ ਦੀ ਸਲਾਹ ਦਿੰਦੇ ਹਨ। ਇਲਾਕੇ ਦੀਆਂ ਕਈ ਸੈਟਲਮੈਂਟ ਏਜੰਸੀਆਂ ਅਤੇ ਛੋਟੇ ਕਾਰੋਬਾਰ ਕੇਂਦਰਾਂ ਵਿੱਚ ਮੁਫ਼ਤ ਮਾਰਗਦਰਸ਼ਨ ਵੀ ਮਿਲਦਾ ਹੈ।</p>',
        ),
        t(
          '<p>ਕਰਜ਼ਦਾਤੇ ਰਿਸ਼ਤੇਦਾਰਾਂ ਤੋਂ ਗ਼ੈਰ-ਰਸਮੀ ਉਧਾਰ ਜਾਂ ਉੱਚੇ ਵਿਆਜ ਵਾਲੇ ਨਿੱਜੀ ਕਰਜ਼ਿਆਂ ’ਤੇ ਨਿਰਭਰ ਹੋਣ ਤੋਂ ਵੀ ਸਾਵਧਾਨ ਕਰਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਅਜਿਹੇ ਕਰਜ਼ੇ ਦੀ ਇੱਕ ਖੁੰਝੀ ਕਿਸ਼ਤ ਨਵੇਂ ਕਾਰੋਬਾਰ ਨੂੰ ਮੱਠੀ ਵਿਕਰੀ ਨਾਲੋਂ ਵੀ ਛੇਤੀ ਡੋਬ ਸਕਦੀ ਹੈ।</p>',
        ),
      ],
      ...byline(newsDesk.manpreet),
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
  ];
}
