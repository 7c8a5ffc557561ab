/**
 * Demo news of the India desk from the weeks before, ids 1114–1120, tagged 'india': electric buses,
 * land records, vocational courses, sports goods, traffic cameras, mandi preparations and
 * wedding-season fares. Every reporter, farmer, official and business quoted is invented; places
 * and public institutions are real but only named in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, imagesIn, t } from '../helpers';
import { indiaDesk } from './reporters';

const img = imagesIn('india');

/** The India posts of the weeks before, newest first. */
export function indiaEarlierPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1114,
      kind: 'news',
      slug: 'amritsar-to-run-electric-buses-on-the-airport-route',
      title: 'Amritsar to run electric buses on the airport route',
      intro:
        'A new electric bus service will link Amritsar airport with the railway station and the walled city, giving arriving travellers a cheaper option than taxis.',
      body: [
        t(
          "<p>The city's transport company will run electric buses between Amritsar airport, the railway station and the main bus stand, with a stop near the walled city. Officials say buses will leave every 30 minutes from early morning until the last international arrival. Tickets can be bought on board or through a mobile app.</p>",
        ),
        t(
          '<p>Taxi and auto unions have raised concerns about lost business, and the city says it will set aside a dedicated rank for them at each stop. Visitors from abroad, including many Punjabi-Canadian families, have long complained about haggling with drivers late at night.</p>',
        ),
        t(
          '<p>Charging points are being installed at the bus depot, and a trial run is planned before regular service begins. If the route succeeds, officials hope to add lines to Attari and the outer colonies.</p>',
        ),
      ],
      author: indiaDesk.harpreet.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('amritsar-electric-bus-airport'),
          caption: 'An electric bus on a trial run near Amritsar airport.',
        },
      ],
      postDate: d.daysAgo(21, '08:45'),
    },
    {
      id: 1115,
      kind: 'news',
      slug: 'overseas-punjabis-urged-to-check-land-records-online-to-guard-against-fraud',
      title: 'Overseas Punjabis urged to check land records online to guard against fraud',
      titlePa: 'ਧੋਖਾਧੜੀ ਤੋਂ ਬਚਣ ਲਈ ਪਰਵਾਸੀ ਪੰਜਾਬੀ ਜ਼ਮੀਨ ਦਾ ਰਿਕਾਰਡ ਆਨਲਾਈਨ ਜ਼ਰੂਰ ਦੇਖਣ',
      intro:
        'Lawyers and revenue officials say a yearly look at the online land record can warn owners abroad of a forged sale or mutation before it is too late.',
      introPa:
        'ਵਕੀਲਾਂ ਅਤੇ ਮਾਲ ਅਧਿਕਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ ਆਨਲਾਈਨ ਰਿਕਾਰਡ ਦੇਖਣ ਨਾਲ ਵਿਦੇਸ਼ ਬੈਠੇ ਮਾਲਕਾਂ ਨੂੰ ਜਾਅਲੀ ਰਜਿਸਟਰੀ ਜਾਂ ਇੰਤਕਾਲ ਦਾ ਸਮੇਂ ਸਿਰ ਪਤਾ ਲੱਗ ਸਕਦਾ ਹੈ।',
      body: [
        t(
          "<p>Punjab's land records, including the <em>jamabandi</em> and the register of mutations, can now be searched online by district, village and owner's name. Revenue officials say most fraud against owners abroad follows the same pattern: a forged power of attorney, a quick sale and a mutation entered before anyone notices. An owner who checks regularly can spot an unexpected entry early.</p>",
        ),
        {
          type: 'image',
          url: img('punjab-tehsil-land-record-counter'),
          caption: 'The land-record counter at a tehsil office in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੇ ਇੱਕ ਤਹਿਸੀਲ ਦਫ਼ਤਰ ਵਿੱਚ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ ਦਾ ਕਾਊਂਟਰ।',
        },
        {
          type: 'quote',
          quote:
            'Most families who come to me heard about the fraud from a neighbour, years later. A five-minute check once a year would have spared them a court case.',
          author: 'Ravinder Kaur Chahal, advocate in Jalandhar',
        },
        t(
          '<p>Owners are also advised to register a mobile number and email address with the revenue department where possible, so that alerts reach them abroad. Any power of attorney should be limited in scope and time, and formally cancelled once its purpose is served.</p>',
        ),
        t(
          "<p>Community organisations in Surrey and Brampton hold free sessions where volunteers help seniors look up their records. Families who suspect an attempted fraud can also ask the state's NRI cell to flag the property.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਪੰਜਾਬ ਦਾ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ, ਜਿਸ ਵਿੱਚ <em>ਜਮ੍ਹਾਂਬੰਦੀ</em> ਅਤੇ ਇੰਤਕਾਲਾਂ ਦਾ ਰਜਿਸਟਰ ਸ਼ਾਮਲ ਹੈ, ਹੁਣ ਜ਼ਿਲ੍ਹੇ, ਪਿੰਡ ਅਤੇ ਮਾਲਕ ਦੇ ਨਾਂ ਨਾਲ ਆਨਲਾਈਨ ਲੱਭਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਮਾਲ ਅਧਿਕਾਰੀਆਂ ਮੁਤਾਬਕ ਵਿਦੇਸ਼ ਬੈਠੇ ਮਾਲਕਾਂ ਨਾਲ ਹੁੰਦੀ ਬਹੁਤੀ ਧੋਖਾਧੜੀ ਇੱਕੋ ਢੰਗ ਨਾਲ ਹੁੰਦੀ ਹੈ: ਜਾਅਲੀ ਮੁਖ਼ਤਿਆਰਨਾਮਾ, ਫਟਾਫਟ ਵਿਕਰੀ ਅਤੇ ਕਿਸੇ ਨੂੰ ਪਤਾ ਲੱਗਣ ਤੋਂ ਪਹਿਲਾਂ ਇੰਤਕਾਲ। ਜੋ ਮਾਲਕ ਨਿਯਮਿਤ ਤੌਰ ’ਤੇ ਰਿਕਾਰਡ ਦੇਖਦਾ ਹੈ, ਉਹ ਕਿਸੇ ਅਣਕਿਆਸੀ ਐਂਟਰੀ ਨੂੰ ਛੇਤੀ ਫੜ ਸਕਦਾ ਹੈ।</p>',
        ),
        {
          type: 'image',
          url: img('punjab-tehsil-land-record-counter'),
          caption: 'The land-record counter at a tehsil office in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੇ ਇੱਕ ਤਹਿਸੀਲ ਦਫ਼ਤਰ ਵਿੱਚ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ ਦਾ ਕਾਊਂਟਰ।',
        },
        {
          type: 'quote',
          quote:
            'ਮੇਰੇ ਕੋਲ ਆਉਣ ਵਾਲੇ ਬਹੁਤੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਧੋਖੇ ਦਾ ਪਤਾ ਸਾਲਾਂ ਬਾਅਦ ਕਿਸੇ ਗੁਆਂਢੀ ਤੋਂ ਲੱਗਿਆ। ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ ਪੰਜ ਮਿੰਟ ਦੀ ਜਾਂਚ ਉਨ੍ਹਾਂ ਨੂੰ ਅਦਾਲਤੀ ਕੇਸ ਤੋਂ ਬਚਾ ਸਕਦੀ ਸੀ।',
          author: 'ਰਵਿੰਦਰ ਕੌਰ ਚਾਹਲ, ਜਲੰਧਰ ਦੀ ਵਕੀਲ',
        },
        t(
          '<p>ਮਾਲਕਾਂ ਨੂੰ ਇਹ ਸਲਾਹ ਵੀ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ ਕਿ ਜਿੱਥੇ ਸੰਭਵ ਹੋਵੇ, ਮਾਲ ਵਿਭਾਗ ਕੋਲ ਆਪਣਾ ਮੋਬਾਈਲ ਨੰਬਰ ਅਤੇ ਈਮੇਲ ਦਰਜ ਕਰਵਾਉਣ, ਤਾਂ ਜੋ ਸੂਚਨਾ ਵਿਦੇਸ਼ ਵਿੱਚ ਵੀ ਪਹੁੰਚ ਸਕੇ। ਕੋਈ ਵੀ ਮੁਖ਼ਤਿਆਰਨਾਮਾ ਸੀਮਤ ਕੰਮ ਅਤੇ ਸਮੇਂ ਲਈ ਹੀ ਦਿੱਤਾ ਜਾਵੇ ਅਤੇ ਕੰਮ ਪੂਰਾ ਹੋਣ ’ਤੇ ਬਾਕਾਇਦਾ ਰੱਦ ਕਰਵਾਇਆ ਜਾਵੇ।</p>',
        ),
        t(
          '<p>ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਦੀਆਂ ਭਾਈਚਾਰਕ ਸੰਸਥਾਵਾਂ ਮੁਫ਼ਤ ਸੈਸ਼ਨ ਲਾਉਂਦੀਆਂ ਹਨ, ਜਿੱਥੇ ਵਲੰਟੀਅਰ ਬਜ਼ੁਰਗਾਂ ਨੂੰ ਉਨ੍ਹਾਂ ਦਾ ਰਿਕਾਰਡ ਲੱਭਣ ਵਿੱਚ ਮਦਦ ਕਰਦੇ ਹਨ। ਜਿਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਨੂੰ ਧੋਖਾਧੜੀ ਦੀ ਕੋਸ਼ਿਸ਼ ਦਾ ਸ਼ੱਕ ਹੋਵੇ, ਉਹ ਸੂਬੇ ਦੇ ਐੱਨਆਰਆਈ ਸੈੱਲ ਨੂੰ ਜਾਇਦਾਦ ’ਤੇ ਨਿਸ਼ਾਨ ਲਾਉਣ ਲਈ ਵੀ ਕਹਿ ਸਕਦੇ ਹਨ।</p>',
        ),
      ],
      ...byline(indiaDesk.simran),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('nri-land-record-online-check'),
          caption: 'Checking a village land record online from Surrey.',
          captionPa: 'ਸਰੀ ਤੋਂ ਪਿੰਡ ਦੀ ਜ਼ਮੀਨ ਦਾ ਰਿਕਾਰਡ ਆਨਲਾਈਨ ਦੇਖਦੇ ਹੋਏ।',
        },
      ],
      postDate: d.daysAgo(25, '13:20'),
    },
    {
      id: 1116,
      kind: 'news',
      slug: 'more-village-girls-in-punjab-enrol-in-vocational-courses',
      title: 'More village girls in Punjab enrol in vocational courses',
      titlePa: 'ਪੰਜਾਬ ਦੇ ਪਿੰਡਾਂ ਦੀਆਂ ਹੋਰ ਕੁੜੀਆਂ ਨੇ ਕਿੱਤਾਮੁਖੀ ਕੋਰਸਾਂ ਵਿੱਚ ਲਿਆ ਦਾਖ਼ਲਾ',
      intro:
        'Government industrial training institutes report a rise in young women signing up for courses such as electronics, computer hardware and fashion technology.',
      introPa:
        'ਸਰਕਾਰੀ ਉਦਯੋਗਿਕ ਸਿਖਲਾਈ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਇਲੈਕਟ੍ਰਾਨਿਕਸ, ਕੰਪਿਊਟਰ ਹਾਰਡਵੇਅਰ ਅਤੇ ਫ਼ੈਸ਼ਨ ਤਕਨਾਲੋਜੀ ਵਰਗੇ ਕੋਰਸਾਂ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲੈਣ ਵਾਲੀਆਂ ਮੁਟਿਆਰਾਂ ਦੀ ਗਿਣਤੀ ਵਧੀ ਹੈ।',
      body: [
        t(
          "<p>Principals of industrial training institutes in Amritsar, Tarn Taran and Gurdaspur districts say girls now fill a growing share of seats, including in trades once seen as men's work. Free bus passes and hostel places for students from distant villages have helped. Several institutes have added evening batches for young women who work during the day.</p>",
        ),
        t(
          '<p>Many students say they want a skill that pays quickly, whether they stay in Punjab or move abroad later. Local employers in electronics repair and garment units say they are keen to hire trained women, though wages remain modest.</p>',
        ),
        t(
          "<p>Teachers say the bigger change is in families' attitudes. Parents who once saw education only as a path to marriage or a study visa now ask which course leads to a job.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਅੰਮ੍ਰਿਤਸਰ, ਤਰਨ ਤਾਰਨ ਅਤੇ ਗੁਰਦਾਸਪੁਰ ਜ਼ਿਲ੍ਹਿਆਂ ਦੀਆਂ ਉਦਯੋਗਿਕ ਸਿਖਲਾਈ ਸੰਸਥਾਵਾਂ ਦੇ ਪ੍ਰਿੰਸੀਪਲ ਦੱਸਦੇ ਹਨ ਕਿ ਹੁਣ ਸੀਟਾਂ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਕੁੜੀਆਂ ਭਰ ਰਹੀਆਂ ਹਨ, ਉਨ੍ਹਾਂ ਕਿੱਤਿਆਂ ਵਿੱਚ ਵੀ ਜਿਨ੍ਹਾਂ ਨੂੰ ਕਦੇ ਮਰਦਾਂ ਦਾ ਕੰਮ ਸਮਝਿਆ ਜਾਂਦਾ ਸੀ। ਦੂਰ-ਦੁਰਾਡੇ ਪਿੰਡਾਂ ਦੀਆਂ ਵਿਦਿਆਰਥਣਾਂ ਲਈ ਮੁਫ਼ਤ ਬੱਸ ਪਾਸ ਅਤੇ ਹੋਸਟਲ ਦੀ ਸਹੂਲਤ ਨੇ ਇਸ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਹੈ। ਕਈ ਸੰਸਥਾਵਾਂ ਨੇ ਦਿਨੇ ਕੰਮ ਕਰਨ ਵਾਲੀਆਂ ਮੁਟਿਆਰਾਂ ਲਈ ਸ਼ਾਮ ਦੇ ਬੈਚ ਵੀ ਸ਼ੁਰੂ ਕੀਤੇ ਹਨ।</p>',
        ),
        t(
          '<p>ਬਹੁਤੀਆਂ ਵਿਦਿਆਰਥਣਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਉਹ ਅਜਿਹਾ ਹੁਨਰ ਚਾਹੁੰਦੀਆਂ ਹਨ ਜੋ ਛੇਤੀ ਰੁਜ਼ਗਾਰ ਦੇਵੇ, ਭਾਵੇਂ ਉਹ ਪੰਜਾਬ ਵਿੱਚ ਰਹਿਣ ਜਾਂ ਬਾਅਦ ਵਿੱਚ ਵਿਦੇਸ਼ ਜਾਣ। ਇਲੈਕਟ੍ਰਾਨਿਕਸ ਮੁਰੰਮਤ ਅਤੇ ਕੱਪੜਾ ਇਕਾਈਆਂ ਦੇ ਸਥਾਨਕ ਮਾਲਕ ਸਿਖਲਾਈਯਾਫ਼ਤਾ ਔਰਤਾਂ ਨੂੰ ਨੌਕਰੀ ਦੇਣ ਲਈ ਤਿਆਰ ਹਨ, ਹਾਲਾਂਕਿ ਤਨਖ਼ਾਹਾਂ ਅਜੇ ਵੀ ਮਾਮੂਲੀ ਹਨ।</p>',
        ),
        t(
          '<p>ਅਧਿਆਪਕਾਂ ਮੁਤਾਬਕ ਸਭ ਤੋਂ ਵੱਡਾ ਬਦਲਾਅ ਪਰਿਵਾਰਾਂ ਦੀ ਸੋਚ ਵਿੱਚ ਆਇਆ ਹੈ। ਜੋ ਮਾਪੇ ਕਦੇ ਪੜ੍ਹਾਈ ਨੂੰ ਸਿਰਫ਼ ਵਿਆਹ ਜਾਂ ਸਟੱਡੀ ਵੀਜ਼ੇ ਦਾ ਰਾਹ ਸਮਝਦੇ ਸਨ, ਉਹ ਹੁਣ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕਿਹੜਾ ਕੋਰਸ ਨੌਕਰੀ ਤੱਕ ਲੈ ਜਾਂਦਾ ਹੈ।</p>',
        ),
      ],
      ...byline(indiaDesk.harpreet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('punjab-iti-girls-electronics-workshop'),
          caption: 'Trainees at an electronics workshop in a government institute in Punjab.',
          captionPa: 'ਪੰਜਾਬ ਦੀ ਇੱਕ ਸਰਕਾਰੀ ਸੰਸਥਾ ਦੀ ਇਲੈਕਟ੍ਰਾਨਿਕਸ ਵਰਕਸ਼ਾਪ ਵਿੱਚ ਸਿਖਿਆਰਥਣਾਂ।',
        },
      ],
      postDate: d.daysAgo(29, '10:10'),
    },
    {
      id: 1117,
      kind: 'news',
      slug: 'jalandhar-sports-goods-makers-see-steady-orders-from-cricket-clubs-abroad',
      title: 'Jalandhar sports-goods makers see steady orders from cricket clubs abroad',
      titlePa: 'ਜਲੰਧਰ ਦੇ ਖੇਡ ਸਾਮਾਨ ਨਿਰਮਾਤਾਵਾਂ ਨੂੰ ਵਿਦੇਸ਼ੀ ਕ੍ਰਿਕਟ ਕਲੱਬਾਂ ਤੋਂ ਲਗਾਤਾਰ ਆਰਡਰ',
      intro:
        "Workshops in Jalandhar's sports-goods hub say orders for bats, balls and hockey sticks from clubs in Canada, the UK and Australia are holding up well this year.",
      introPa:
        'ਜਲੰਧਰ ਦੇ ਖੇਡ ਸਾਮਾਨ ਉਦਯੋਗ ਦੀਆਂ ਵਰਕਸ਼ਾਪਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕੈਨੇਡਾ, ਬਰਤਾਨੀਆ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ ਦੇ ਕਲੱਬਾਂ ਤੋਂ ਬੱਲਿਆਂ, ਗੇਂਦਾਂ ਅਤੇ ਹਾਕੀ ਸਟਿੱਕਾਂ ਦੇ ਆਰਡਰ ਇਸ ਸਾਲ ਚੰਗੇ ਬਣੇ ਹੋਏ ਹਨ।',
      body: [
        t(
          "<p>In the narrow lanes of Jalandhar's old <em>basti</em> neighbourhoods, workshops that have made sports equipment for three generations are busy with export orders. Owners say cricket clubs in Canada have become steady buyers as the game grows among South Asian communities there. Hockey sticks and protective gear for youth leagues also sell well.</p>",
        ),
        {
          type: 'image',
          url: img('jalandhar-cricket-bat-workshop'),
          caption: 'A craftsman shapes a cricket bat in a Jalandhar workshop.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਵਰਕਸ਼ਾਪ ਵਿੱਚ ਕ੍ਰਿਕਟ ਬੱਲੇ ਨੂੰ ਆਕਾਰ ਦਿੰਦਾ ਕਾਰੀਗਰ।',
        },
        t(
          '<p>The industry still faces rising costs for willow, rubber and shipping. Smaller units say they struggle to obtain the quality certificates that large foreign buyers now demand.</p>',
        ),
        t(
          '<p>Several exporters have relatives in Surrey and Brampton who act as agents for local clubs. One family firm said a single order from a BC league now keeps a dozen craftsmen busy for a month.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਜਲੰਧਰ ਦੀਆਂ ਪੁਰਾਣੀਆਂ ਬਸਤੀਆਂ ਦੀਆਂ ਭੀੜੀਆਂ ਗਲੀਆਂ ਵਿੱਚ ਤਿੰਨ ਪੀੜ੍ਹੀਆਂ ਤੋਂ ਖੇਡਾਂ ਦਾ ਸਾਮਾਨ ਬਣਾਉਂਦੀਆਂ ਵਰਕਸ਼ਾਪਾਂ ਵਿੱਚ ਬਰਾਮਦੀ ਆਰਡਰਾਂ ਕਾਰਨ ਰੌਣਕ ਹੈ। ਮਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਕੈਨੇਡਾ ਵਿੱਚ ਦੱਖਣੀ ਏਸ਼ਿਆਈ ਭਾਈਚਾਰੇ ਅੰਦਰ ਕ੍ਰਿਕਟ ਦੇ ਵਧਦੇ ਸ਼ੌਕ ਕਾਰਨ ਉੱਥੋਂ ਦੇ ਕਲੱਬ ਪੱਕੇ ਗਾਹਕ ਬਣ ਗਏ ਹਨ। ਯੂਥ ਲੀਗਾਂ ਲਈ ਹਾਕੀ ਸਟਿੱਕਾਂ ਅਤੇ ਸੁਰੱਖਿਆ ਸਾਮਾਨ ਦੀ ਵੀ ਚੰਗੀ ਵਿਕਰੀ ਹੈ।</p>',
        ),
        {
          type: 'image',
          url: img('jalandhar-cricket-bat-workshop'),
          caption: 'A craftsman shapes a cricket bat in a Jalandhar workshop.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਵਰਕਸ਼ਾਪ ਵਿੱਚ ਕ੍ਰਿਕਟ ਬੱਲੇ ਨੂੰ ਆਕਾਰ ਦਿੰਦਾ ਕਾਰੀਗਰ।',
        },
        t(
          '<p>ਇਸ ਉਦਯੋਗ ਨੂੰ ਅਜੇ ਵੀ ਵਿਲੋ ਦੀ ਲੱਕੜ, ਰਬੜ ਅਤੇ ਸ਼ਿਪਿੰਗ ਦੇ ਵਧਦੇ ਖ਼ਰਚਿਆਂ ਨਾਲ ਜੂਝਣਾ ਪੈ ਰਿਹਾ ਹੈ। ਛੋਟੀਆਂ ਇਕਾਈਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਵੱਡੇ ਵਿਦੇਸ਼ੀ ਖ਼ਰੀਦਦਾਰਾਂ ਵੱਲੋਂ ਮੰਗੇ ਜਾਂਦੇ ਗੁਣਵੱਤਾ ਸਰਟੀਫ਼ਿਕੇਟ ਹਾਸਲ ਕਰਨਾ ਉਨ੍ਹਾਂ ਲਈ ਔਖਾ ਹੈ।</p>',
        ),
        t(
          '<p>ਕਈ ਬਰਾਮਦਕਾਰਾਂ ਦੇ ਰਿਸ਼ਤੇਦਾਰ ਸਰੀ ਅਤੇ ਬਰੈਂਪਟਨ ਵਿੱਚ ਹਨ, ਜੋ ਸਥਾਨਕ ਕਲੱਬਾਂ ਲਈ ਏਜੰਟ ਦਾ ਕੰਮ ਕਰਦੇ ਹਨ। ਇੱਕ ਪਰਿਵਾਰਕ ਫ਼ਰਮ ਨੇ ਦੱਸਿਆ ਕਿ ਬੀ.ਸੀ. ਦੀ ਇੱਕ ਲੀਗ ਦਾ ਇੱਕੋ ਆਰਡਰ ਹੁਣ ਦਰਜਨ ਕਾਰੀਗਰਾਂ ਨੂੰ ਮਹੀਨਾ ਭਰ ਰੁਝਾਈ ਰੱਖਦਾ ਹੈ।</p>',
        ),
      ],
      ...byline(indiaDesk.amandeep),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('jalandhar-sports-goods-export-cartons'),
          caption: 'Cricket gear packed for export at a Jalandhar factory.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਫ਼ੈਕਟਰੀ ਵਿੱਚ ਬਰਾਮਦ ਲਈ ਪੈਕ ਕੀਤਾ ਕ੍ਰਿਕਟ ਦਾ ਸਾਮਾਨ।',
        },
      ],
      postDate: d.daysAgo(34, '17:40'),
    },
    {
      id: 1118,
      kind: 'news',
      slug: 'ludhiana-traffic-police-switch-on-e-challan-cameras-at-busy-junctions',
      title: 'Ludhiana traffic police switch on e-challan cameras at busy junctions',
      intro:
        "Cameras at twenty of the city's busiest junctions will now issue automatic fines for jumping red lights, riding without a helmet and driving on the wrong side.",
      body: [
        t(
          "<p>Ludhiana traffic police have started issuing electronic challans from cameras installed at twenty major junctions, including several on Ferozepur Road and near the clock tower. Fines are sent by text message to the mobile number linked to the vehicle's registration. Officials say the system was tested for several weeks before going live.</p>",
        ),
        t(
          '<p>Vehicle owners are urged to update their mobile numbers in transport department records, because unpaid challans can block the renewal of documents later. Challans can be paid online or at the traffic police office.</p>',
        ),
        t(
          '<p><strong>Update:</strong> Police have clarified that helmet offences will draw warnings rather than fines for the first week while riders get used to the system. Fines for red-light jumping apply from the first day.</p>',
        ),
      ],
      author: indiaDesk.gurjant.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('ludhiana-traffic-camera-junction'),
          caption: 'A traffic camera above a busy junction in Ludhiana.',
        },
      ],
      postDate: d.daysAgo(39, '11:30'),
      postDateUpdated: d.daysAgo(39, '16:00'),
    },
    {
      id: 1119,
      kind: 'news',
      slug: 'punjab-mandis-prepare-storage-and-labour-ahead-of-paddy-arrivals',
      title: 'Punjab mandis prepare storage and labour ahead of paddy arrivals',
      titlePa: 'ਝੋਨੇ ਦੀ ਆਮਦ ਤੋਂ ਪਹਿਲਾਂ ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਭੰਡਾਰਨ ਅਤੇ ਲੇਬਰ ਦੇ ਪ੍ਰਬੰਧ',
      intro:
        'Market committees are repairing yards, booking labour and pressing for more storage space, hoping to avoid the lifting delays that angered farmers last season.',
      introPa:
        'ਮਾਰਕੀਟ ਕਮੇਟੀਆਂ ਫੜ੍ਹਾਂ ਦੀ ਮੁਰੰਮਤ, ਲੇਬਰ ਦੇ ਪ੍ਰਬੰਧ ਅਤੇ ਹੋਰ ਭੰਡਾਰਨ ਥਾਂ ਦੀ ਮੰਗ ਵਿੱਚ ਜੁਟੀਆਂ ਹਨ, ਤਾਂ ਜੋ ਪਿਛਲੇ ਸੀਜ਼ਨ ਵਾਂਗ ਲਿਫ਼ਟਿੰਗ ਵਿੱਚ ਦੇਰੀ ਕਾਰਨ ਕਿਸਾਨ ਖੱਜਲ-ਖੁਆਰ ਨਾ ਹੋਣ।',
      body: [
        t(
          "<p>With the harvest a few weeks away, market committees across Punjab are resurfacing yards, clearing drains and repairing covered sheds. Officials say warehouses still hold a large stock of last year's grain, which could limit space for the new crop. The state has asked for old stocks to be moved out faster by rail.</p>",
        ),
        {
          type: 'image',
          url: img('punjab-mandi-yard-repairs'),
          caption: 'Workers repair the yard of a grain market ahead of the harvest.',
          captionPa: 'ਵਾਢੀ ਤੋਂ ਪਹਿਲਾਂ ਇੱਕ ਅਨਾਜ ਮੰਡੀ ਦੇ ਫੜ੍ਹ ਦੀ ਮੁਰੰਮਤ ਕਰਦੇ ਮਜ਼ਦੂਰ।',
        },
        t(
          '<p>Commission agents say they have begun booking labour, much of it from Bihar and Uttar Pradesh, and expect higher wage demands. Farmers are being told to bring only dry, well-cleaned paddy so that their crop is not turned away at the moisture check.</p>',
        ),
        t(
          '<p>What farmers are advised to do before the season:</p><ul><li>register on the procurement portal and check their bank details</li><li>harvest only when the grain is mature and dry</li><li>keep the gate pass and J-form until payment arrives</li></ul>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਵਾਢੀ ਵਿੱਚ ਕੁਝ ਹਫ਼ਤੇ ਬਾਕੀ ਹੋਣ ਕਾਰਨ ਪੰਜਾਬ ਭਰ ਦੀਆਂ ਮਾਰਕੀਟ ਕਮੇਟੀਆਂ ਫੜ੍ਹਾਂ ’ਤੇ ਨਵੀਂ ਪਰਤ ਪਾਉਣ, ਨਾਲੀਆਂ ਸਾਫ਼ ਕਰਨ ਅਤੇ ਸ਼ੈੱਡਾਂ ਦੀ ਮੁਰੰਮਤ ਵਿੱਚ ਲੱਗੀਆਂ ਹੋਈਆਂ ਹਨ। ਅਧਿਕਾਰੀਆਂ ਮੁਤਾਬਕ ਗੁਦਾਮਾਂ ਵਿੱਚ ਅਜੇ ਵੀ ਪਿਛਲੇ ਸਾਲ ਦਾ ਕਾਫ਼ੀ ਅਨਾਜ ਪਿਆ ਹੈ, ਜਿਸ ਨਾਲ ਨਵੀਂ ਫ਼ਸਲ ਲਈ ਥਾਂ ਘਟ ਸਕਦੀ ਹੈ। ਸੂਬੇ ਨੇ ਪੁਰਾਣਾ ਭੰਡਾਰ ਰੇਲ ਰਾਹੀਂ ਤੇਜ਼ੀ ਨਾਲ ਬਾਹਰ ਭੇਜਣ ਦੀ ਮੰਗ ਕੀਤੀ ਹੈ।</p>',
        ),
        {
          type: 'image',
          url: img('punjab-mandi-yard-repairs'),
          caption: 'Workers repair the yard of a grain market ahead of the harvest.',
          captionPa: 'ਵਾਢੀ ਤੋਂ ਪਹਿਲਾਂ ਇੱਕ ਅਨਾਜ ਮੰਡੀ ਦੇ ਫੜ੍ਹ ਦੀ ਮੁਰੰਮਤ ਕਰਦੇ ਮਜ਼ਦੂਰ।',
        },
        t(
          '<p>ਆੜ੍ਹਤੀਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਉਨ੍ਹਾਂ ਨੇ ਲੇਬਰ ਦੀ ਬੁਕਿੰਗ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀ ਹੈ, ਜਿਸ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਬਿਹਾਰ ਅਤੇ ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਤੋਂ ਆਉਂਦਾ ਹੈ, ਅਤੇ ਇਸ ਵਾਰ ਵੱਧ ਦਿਹਾੜੀ ਦੀ ਮੰਗ ਦੀ ਆਸ ਹੈ। ਕਿਸਾਨਾਂ ਨੂੰ ਕਿਹਾ ਜਾ ਰਿਹਾ ਹੈ ਕਿ ਮੰਡੀ ਵਿੱਚ ਸਿਰਫ਼ ਸੁੱਕਾ ਅਤੇ ਸਾਫ਼ ਝੋਨਾ ਹੀ ਲਿਆਉਣ, ਤਾਂ ਜੋ ਨਮੀ ਦੀ ਜਾਂਚ ਵਿੱਚ ਫ਼ਸਲ ਵਾਪਸ ਨਾ ਮੁੜੇ।</p>',
        ),
        t(
          '<p>ਸੀਜ਼ਨ ਤੋਂ ਪਹਿਲਾਂ ਕਿਸਾਨਾਂ ਲਈ ਸਲਾਹ:</p><ul><li>ਖ਼ਰੀਦ ਪੋਰਟਲ ’ਤੇ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਕਰਵਾਓ ਅਤੇ ਬੈਂਕ ਵੇਰਵੇ ਜਾਂਚ ਲਓ</li><li>ਫ਼ਸਲ ਪੂਰੀ ਪੱਕਣ ਅਤੇ ਸੁੱਕਣ ’ਤੇ ਹੀ ਵੱਢੋ</li><li>ਅਦਾਇਗੀ ਮਿਲਣ ਤੱਕ ਗੇਟ ਪਾਸ ਅਤੇ ਜੇ-ਫ਼ਾਰਮ ਸਾਂਭ ਕੇ ਰੱਖੋ</li></ul>',
        ),
      ],
      ...byline(indiaDesk.navneet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('punjab-grain-market-covered-shed'),
          caption: 'A covered shed at a grain market in the Malwa region.',
          captionPa: 'ਮਾਲਵੇ ਦੀ ਇੱਕ ਅਨਾਜ ਮੰਡੀ ਵਿੱਚ ਬਣਿਆ ਛੱਤ ਵਾਲਾ ਸ਼ੈੱਡ।',
        },
      ],
      postDate: d.daysAgo(50, '09:00'),
    },
    {
      id: 1120,
      kind: 'news',
      slug: 'nri-families-book-early-as-wedding-season-fares-to-amritsar-climb',
      title: 'NRI families book early as wedding-season fares to Amritsar climb',
      titlePa: 'ਵਿਆਹਾਂ ਦੇ ਸੀਜ਼ਨ ’ਚ ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਕਿਰਾਏ ਵਧੇ, ਪਰਵਾਸੀ ਪਰਿਵਾਰ ਅਗੇਤੀਆਂ ਟਿਕਟਾਂ ਲੈਣ ਲੱਗੇ',
      intro:
        'Families in Metro Vancouver planning weddings in Punjab say fares to Amritsar have jumped, and many are booking months ahead or flying into Delhi instead.',
      introPa:
        'ਪੰਜਾਬ ਵਿੱਚ ਵਿਆਹ ਰੱਖਣ ਵਾਲੇ ਮੈਟਰੋ ਵੈਨਕੂਵਰ ਦੇ ਪਰਿਵਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਕਿਰਾਏ ਕਾਫ਼ੀ ਵਧ ਗਏ ਹਨ, ਇਸ ਲਈ ਕਈ ਮਹੀਨੇ ਪਹਿਲਾਂ ਟਿਕਟਾਂ ਲੈ ਰਹੇ ਹਨ ਜਾਂ ਦਿੱਲੀ ਰਾਹੀਂ ਜਾ ਰਹੇ ਹਨ।',
      body: [
        t(
          '<p>Travel agents in Surrey say the weeks around the winter wedding season are already filling up on routes into Amritsar. Families with a dozen or more guests are splitting bookings across several dates to find seats. Some are choosing Delhi and a domestic connection, accepting a longer journey to save money.</p>',
        ),
        {
          type: 'quote',
          quote:
            "We booked eleven tickets for my niece's wedding in Nakodar, and no two cost the same. I had to keep a spreadsheet just to keep track.",
          author: 'Sukhjeet Kaur Atwal, Surrey resident',
        },
        t(
          '<p>Agents suggest flexible fares where possible, since wedding dates in Punjab can shift. They also remind travellers to check visa and OCI card requirements for Canadian-born family members well in advance.</p>',
        ),
        t(
          '<p>In Punjab, banquet halls and hotels near Amritsar and Jalandhar report strong bookings for the season. Some venues are already taking reservations a year ahead.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਸਰੀ ਦੇ ਟ੍ਰੈਵਲ ਏਜੰਟਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਿਆਲ ਦੇ ਵਿਆਹਾਂ ਵਾਲੇ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਜਾਣ ਵਾਲੇ ਰੂਟਾਂ ’ਤੇ ਸੀਟਾਂ ਹੁਣੇ ਤੋਂ ਭਰਨ ਲੱਗੀਆਂ ਹਨ। ਦਰਜਨ ਜਾਂ ਵੱਧ ਮਹਿਮਾਨਾਂ ਵਾਲੇ ਪਰਿਵਾਰ ਸੀਟਾਂ ਲੱਭਣ ਲਈ ਵੱਖ-ਵੱਖ ਤਰੀਕਾਂ ਦੀਆਂ ਬੁਕਿੰਗਾਂ ਕਰ ਰਹੇ ਹਨ। ਕੁਝ ਪਰਿਵਾਰ ਪੈਸੇ ਬਚਾਉਣ ਲਈ ਲੰਮਾ ਸਫ਼ਰ ਮਨਜ਼ੂਰ ਕਰਕੇ ਦਿੱਲੀ ਅਤੇ ਅੱਗੇ ਘਰੇਲੂ ਉਡਾਣ ਚੁਣ ਰਹੇ ਹਨ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਅਸੀਂ ਭਤੀਜੀ ਦੇ ਨਕੋਦਰ ਵਿੱਚ ਹੋਣ ਵਾਲੇ ਵਿਆਹ ਲਈ ਗਿਆਰਾਂ ਟਿਕਟਾਂ ਲਈਆਂ ਅਤੇ ਕੋਈ ਵੀ ਦੋ ਟਿਕਟਾਂ ਇੱਕੋ ਭਾਅ ਦੀਆਂ ਨਹੀਂ ਸਨ। ਹਿਸਾਬ ਰੱਖਣ ਲਈ ਮੈਨੂੰ ਬਾਕਾਇਦਾ ਸਪਰੈੱਡਸ਼ੀਟ ਬਣਾਉਣੀ ਪਈ।',
          author: 'ਸੁਖਜੀਤ ਕੌਰ ਅਟਵਾਲ, ਸਰੀ ਵਾਸੀ',
        },
        t(
          '<p>ਏਜੰਟ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਜਿੱਥੇ ਸੰਭਵ ਹੋਵੇ, ਤਰੀਕ ਬਦਲਣ ਦੀ ਸਹੂਲਤ ਵਾਲੀਆਂ ਟਿਕਟਾਂ ਲਈਆਂ ਜਾਣ, ਕਿਉਂਕਿ ਪੰਜਾਬ ਵਿੱਚ ਵਿਆਹ ਦੀਆਂ ਤਰੀਕਾਂ ਅੱਗੇ-ਪਿੱਛੇ ਹੋ ਸਕਦੀਆਂ ਹਨ। ਉਹ ਇਹ ਵੀ ਯਾਦ ਕਰਵਾਉਂਦੇ ਹਨ ਕਿ ਕੈਨੇਡਾ ਵਿੱਚ ਜੰਮੇ ਪਰਿਵਾਰਕ ਜੀਆਂ ਲਈ ਵੀਜ਼ਾ ਅਤੇ ਓਸੀਆਈ ਕਾਰਡ ਦੀਆਂ ਸ਼ਰਤਾਂ ਕਾਫ਼ੀ ਪਹਿਲਾਂ ਦੇਖ ਲਈਆਂ ਜਾਣ।</p>',
        ),
        t(
          '<p>ਪੰਜਾਬ ਵਿੱਚ ਅੰਮ੍ਰਿਤਸਰ ਅਤੇ ਜਲੰਧਰ ਨੇੜਲੇ ਮੈਰਿਜ ਪੈਲੇਸਾਂ ਅਤੇ ਹੋਟਲਾਂ ਵਿੱਚ ਇਸ ਸੀਜ਼ਨ ਲਈ ਭਰਵੀਆਂ ਬੁਕਿੰਗਾਂ ਹਨ। ਕੁਝ ਥਾਵਾਂ ’ਤੇ ਤਾਂ ਸਾਲ ਪਹਿਲਾਂ ਹੀ ਬੁਕਿੰਗ ਹੋ ਰਹੀ ਹੈ।</p>',
        ),
      ],
      ...byline(indiaDesk.harpreet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('punjab-wedding-season-travel'),
          caption: 'Families with wedding luggage at the arrivals hall in Amritsar.',
          captionPa: 'ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਆਗਮਨ ਹਾਲ ਵਿੱਚ ਵਿਆਹ ਦੇ ਸਾਮਾਨ ਨਾਲ ਪਹੁੰਚੇ ਪਰਿਵਾਰ।',
        },
      ],
      postDate: d.daysAgo(57, '20:15'),
    },
  ];
}
