/**
 * Demo news of the India desk from the past two weeks, ids 1107–1113, tagged 'india': Amritsar's
 * waste collection, direct-seeded rice, wheat sowing, the passport office, study permits, the
 * Buddha Nullah and sugarcane dues. Every reporter, farmer, official and business quoted is
 * invented; places and public institutions are real but only named in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiImage, gurmukhiOnly, imagesIn, t, video } from '../helpers';
import { indiaDesk } from './reporters';

const img = imagesIn('india');

/** The India posts of the past two weeks, newest first. */
export function indiaRecentPosts(d: SeedDates): PostInput[] {
  return [
    {
      id: 1107,
      kind: 'news',
      slug: 'amritsar-moves-walled-city-waste-collection-to-night-hours',
      title: 'Amritsar moves walled-city waste collection to night hours',
      titlePa: 'ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਵਿੱਚ ਹੁਣ ਰਾਤ ਵੇਲੇ ਚੁੱਕਿਆ ਜਾਵੇਗਾ ਕੂੜਾ',
      intro:
        'Garbage in the narrow lanes around the Golden Temple will now be collected after dark, when pilgrims and traffic thin out, under a new municipal schedule.',
      introPa:
        'ਨਗਰ ਨਿਗਮ ਦੀ ਨਵੀਂ ਸਮਾਂ-ਸਾਰਣੀ ਮੁਤਾਬਕ ਸ੍ਰੀ ਦਰਬਾਰ ਸਾਹਿਬ ਦੁਆਲੇ ਦੀਆਂ ਭੀੜੀਆਂ ਗਲੀਆਂ ਵਿੱਚੋਂ ਕੂੜਾ ਹੁਣ ਹਨੇਰਾ ਹੋਣ ਤੋਂ ਬਾਅਦ ਚੁੱਕਿਆ ਜਾਵੇਗਾ, ਜਦੋਂ ਸ਼ਰਧਾਲੂਆਂ ਦੀ ਭੀੜ ਅਤੇ ਆਵਾਜਾਈ ਘਟ ਜਾਂਦੀ ਹੈ।',
      body: [
        t(
          '<p>The Amritsar municipal corporation will send its sanitation crews into the walled city between 10 p.m. and 4 a.m., replacing morning rounds that often clashed with pilgrim crowds. Small battery-powered vehicles will work the lanes too narrow for regular trucks. Shopkeepers are being asked to leave sealed bags at fixed points after closing.</p>',
        ),
        {
          type: 'image',
          url: img('amritsar-walled-city-night-sanitation'),
          caption: 'A battery-powered waste cart in a lane of the walled city.',
          captionPa: 'ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਦੀ ਇੱਕ ਗਲੀ ਵਿੱਚ ਬੈਟਰੀ ਨਾਲ ਚੱਲਣ ਵਾਲੀ ਕੂੜਾ ਗੱਡੀ।',
        },
        t(
          '<p>Residents of the old bazaars have complained for years that garbage heaps sat in the sun until late morning. The corporation says the night schedule will also free up the roads for the heritage walk and school buses.</p>',
        ),
        t(
          "<p>Sanitation workers' unions have asked for safety lights, reflective uniforms and a night allowance before the change is made permanent. A review is planned after the first month.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਅੰਮ੍ਰਿਤਸਰ ਨਗਰ ਨਿਗਮ ਹੁਣ ਆਪਣੀਆਂ ਸਫ਼ਾਈ ਟੀਮਾਂ ਨੂੰ ਰਾਤ 10 ਵਜੇ ਤੋਂ ਸਵੇਰੇ 4 ਵਜੇ ਤੱਕ ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਵਿੱਚ ਭੇਜੇਗਾ। ਇਸ ਨਾਲ ਸਵੇਰ ਦੇ ਉਹ ਗੇੜੇ ਬੰਦ ਹੋਣਗੇ, ਜੋ ਅਕਸਰ ਸ਼ਰਧਾਲੂਆਂ ਦੀ ਭੀੜ ਨਾਲ ਟਕਰਾਉਂਦੇ ਸਨ। ਜਿਨ੍ਹਾਂ ਗਲੀਆਂ ਵਿੱਚ ਆਮ ਟਰੱਕ ਨਹੀਂ ਵੜ ਸਕਦੇ, ਉੱਥੇ ਬੈਟਰੀ ਵਾਲੀਆਂ ਛੋਟੀਆਂ ਗੱਡੀਆਂ ਚੱਲਣਗੀਆਂ। ਦੁਕਾਨਦਾਰਾਂ ਨੂੰ ਕਿਹਾ ਗਿਆ ਹੈ ਕਿ ਦੁਕਾਨ ਬੰਦ ਕਰਨ ਮਗਰੋਂ ਕੂੜੇ ਦੇ ਬੰਦ ਥੈਲੇ ਤੈਅ ਥਾਵਾਂ ’ਤੇ ਰੱਖਣ।</p>',
        ),
        {
          type: 'image',
          url: img('amritsar-walled-city-night-sanitation'),
          caption: 'A battery-powered waste cart in a lane of the walled city.',
          captionPa: 'ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਦੀ ਇੱਕ ਗਲੀ ਵਿੱਚ ਬੈਟਰੀ ਨਾਲ ਚੱਲਣ ਵਾਲੀ ਕੂੜਾ ਗੱਡੀ।',
        },
        t(
          '<p>ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਦੇ ਵਸਨੀਕ ਸਾਲਾਂ ਤੋਂ ਸ਼ਿਕਾਇਤ ਕਰਦੇ ਆ ਰਹੇ ਸਨ ਕਿ ਕੂੜੇ ਦੇ ਢੇਰ ਦੁਪਹਿਰ ਤੱਕ ਧੁੱਪ ਵਿੱਚ ਪਏ ਰਹਿੰਦੇ ਹਨ। ਨਿਗਮ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਰਾਤ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ ਨਾਲ ਹੈਰੀਟੇਜ ਵਾਕ ਅਤੇ ਸਕੂਲ ਬੱਸਾਂ ਲਈ ਵੀ ਸੜਕਾਂ ਖੁੱਲ੍ਹੀਆਂ ਰਹਿਣਗੀਆਂ।</p>',
        ),
        t(
          '<p>ਸਫ਼ਾਈ ਕਾਮਿਆਂ ਦੀਆਂ ਯੂਨੀਅਨਾਂ ਨੇ ਮੰਗ ਕੀਤੀ ਹੈ ਕਿ ਇਸ ਬਦਲਾਅ ਨੂੰ ਪੱਕਾ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਸੁਰੱਖਿਆ ਲਾਈਟਾਂ, ਚਮਕਦਾਰ ਵਰਦੀਆਂ ਅਤੇ ਰਾਤ ਦਾ ਭੱਤਾ ਦਿੱਤਾ ਜਾਵੇ। ਪਹਿਲੇ ਮਹੀਨੇ ਤੋਂ ਬਾਅਦ ਇਸ ਪ੍ਰਬੰਧ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਜਾਵੇਗੀ।</p>',
        ),
      ],
      ...byline(indiaDesk.harpreet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('amritsar-walled-city-lanes'),
          caption: "A narrow bazaar lane in Amritsar's walled city.",
          captionPa: 'ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਅੰਦਰੂਨੀ ਸ਼ਹਿਰ ਦੇ ਇੱਕ ਬਾਜ਼ਾਰ ਦੀ ਭੀੜੀ ਗਲੀ।',
        },
      ],
      postDate: d.daysAgo(4, '10:30'),
    },
    {
      id: 1108,
      kind: 'news',
      slug: 'more-punjab-farmers-try-direct-seeding-of-rice-to-save-groundwater',
      title: 'More Punjab farmers try direct seeding of rice to save groundwater',
      titlePa: 'ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਬਚਾਉਣ ਲਈ ਹੋਰ ਕਿਸਾਨਾਂ ਨੇ ਅਪਣਾਈ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ',
      intro:
        'Direct seeding skips the flooded nursery and transplanting, and farmers who used it this season say it cut both their water use and their labour bills.',
      introPa:
        'ਸਿੱਧੀ ਬਿਜਾਈ ਨਾਲ ਪਨੀਰੀ ਲਾਉਣ ਅਤੇ ਖੇਤ ਵਿੱਚ ਪਾਣੀ ਖੜ੍ਹਾ ਕਰਨ ਦੀ ਲੋੜ ਨਹੀਂ ਪੈਂਦੀ। ਇਸ ਸੀਜ਼ਨ ਇਹ ਤਰੀਕਾ ਵਰਤਣ ਵਾਲੇ ਕਿਸਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਪਾਣੀ ਅਤੇ ਮਜ਼ਦੂਰੀ ਦੋਵਾਂ ਦਾ ਖ਼ਰਚਾ ਘਟਿਆ ਹੈ।',
      body: [
        t(
          '<p>With the water table falling across much of central Punjab, agriculture officials have been urging farmers to sow paddy seed directly in the field instead of transplanting seedlings into flooded plots. The method needs a well-levelled field and careful weed control, but far fewer irrigations. The state offers a per-acre incentive to farmers who register the area they sow this way.</p>',
        ),
        t(
          '<p>Farmers near Sangrur and Barnala who tried direct seeding say the yield came close to that of transplanted paddy once they got the timing of the first irrigation right. The biggest saving was on labour, since transplanting crews from other states have become scarce and expensive.</p>',
        ),
        {
          type: 'quote',
          quote:
            'The first year I lost sleep over the weeds. Now I tell my neighbours: level the field properly, sow on time, and the crop will look after itself.',
          author: 'Jagtar Singh Sekhon, farmer near Sangrur',
        },
        t(
          "<p>Not every field suits the method. Experts say heavy soils do better than sandy ones, and they warn against sowing too early in the season. Farmers with family in Canada say it is often relatives abroad, worried by reports of the state's water crisis, who push them to try it.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਕੇਂਦਰੀ ਪੰਜਾਬ ਦੇ ਬਹੁਤੇ ਹਿੱਸਿਆਂ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਡੂੰਘਾ ਹੋਣ ਕਾਰਨ ਖੇਤੀਬਾੜੀ ਅਧਿਕਾਰੀ ਕਿਸਾਨਾਂ ਨੂੰ ਪਾਣੀ ਨਾਲ ਭਰੇ ਖੇਤਾਂ ਵਿੱਚ ਪਨੀਰੀ ਲਾਉਣ ਦੀ ਥਾਂ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ ਕਰਨ ਦੀ ਅਪੀਲ ਕਰ ਰਹੇ ਹਨ। ਇਸ ਤਰੀਕੇ ਲਈ ਚੰਗੀ ਤਰ੍ਹਾਂ ਪੱਧਰ ਕੀਤਾ ਖੇਤ ਅਤੇ ਨਦੀਨਾਂ ’ਤੇ ਧਿਆਨ ਨਾਲ ਕਾਬੂ ਚਾਹੀਦਾ ਹੈ, ਪਰ ਪਾਣੀ ਕਿਤੇ ਘੱਟ ਲੱਗਦਾ ਹੈ। ਸਰਕਾਰ ਇਸ ਤਰੀਕੇ ਨਾਲ ਬੀਜੇ ਰਕਬੇ ਦੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਕਰਵਾਉਣ ਵਾਲੇ ਕਿਸਾਨਾਂ ਨੂੰ ਪ੍ਰਤੀ ਏਕੜ ਪ੍ਰੋਤਸਾਹਨ ਰਾਸ਼ੀ ਦਿੰਦੀ ਹੈ।</p>',
        ),
        t(
          '<p>ਸੰਗਰੂਰ ਅਤੇ ਬਰਨਾਲਾ ਨੇੜੇ ਸਿੱਧੀ ਬਿਜਾਈ ਕਰਨ ਵਾਲੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਹਿਲੇ ਪਾਣੀ ਦਾ ਸਮਾਂ ਠੀਕ ਬੈਠਣ ਤੋਂ ਬਾਅਦ ਝਾੜ ਲਗਭਗ ਲੁਆਈ ਵਾਲੇ ਝੋਨੇ ਜਿੰਨਾ ਹੀ ਰਿਹਾ। ਸਭ ਤੋਂ ਵੱਡੀ ਬੱਚਤ ਮਜ਼ਦੂਰੀ ਵਿੱਚ ਹੋਈ, ਕਿਉਂਕਿ ਦੂਜੇ ਸੂਬਿਆਂ ਤੋਂ ਆਉਣ ਵਾਲੀ ਲੇਬਰ ਹੁਣ ਘੱਟ ਮਿਲਦੀ ਹੈ ਅਤੇ ਮਹਿੰਗੀ ਵੀ ਪੈਂਦੀ ਹੈ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਪਹਿਲੇ ਸਾਲ ਨਦੀਨਾਂ ਦੀ ਫ਼ਿਕਰ ਵਿੱਚ ਮੈਨੂੰ ਨੀਂਦ ਨਹੀਂ ਆਉਂਦੀ ਸੀ। ਹੁਣ ਮੈਂ ਗੁਆਂਢੀਆਂ ਨੂੰ ਕਹਿੰਦਾ ਹਾਂ ਕਿ ਖੇਤ ਚੰਗੀ ਤਰ੍ਹਾਂ ਪੱਧਰ ਕਰੋ ਅਤੇ ਸਮੇਂ ਸਿਰ ਬੀਜੋ, ਫ਼ਸਲ ਆਪੇ ਸੰਭਲ ਜਾਂਦੀ ਹੈ।',
          author: 'ਜਗਤਾਰ ਸਿੰਘ ਸੇਖੋਂ, ਸੰਗਰੂਰ ਨੇੜਲੇ ਕਿਸਾਨ',
        },
        t(
          '<p>ਹਰ ਖੇਤ ਇਸ ਤਰੀਕੇ ਲਈ ਢੁਕਵਾਂ ਨਹੀਂ ਹੁੰਦਾ। ਮਾਹਿਰਾਂ ਮੁਤਾਬਕ ਭਾਰੀਆਂ ਜ਼ਮੀਨਾਂ ਵਿੱਚ ਇਹ ਰੇਤਲੀਆਂ ਜ਼ਮੀਨਾਂ ਨਾਲੋਂ ਵਧੀਆ ਨਤੀਜੇ ਦਿੰਦਾ ਹੈ ਅਤੇ ਬਹੁਤ ਅਗੇਤੀ ਬਿਜਾਈ ਤੋਂ ਬਚਣਾ ਚਾਹੀਦਾ ਹੈ। ਕੈਨੇਡਾ ਵਿੱਚ ਰਿਸ਼ਤੇਦਾਰਾਂ ਵਾਲੇ ਕਿਸਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਪੰਜਾਬ ਦੇ ਪਾਣੀ ਸੰਕਟ ਦੀਆਂ ਖ਼ਬਰਾਂ ਤੋਂ ਫ਼ਿਕਰਮੰਦ ਵਿਦੇਸ਼ ਬੈਠੇ ਰਿਸ਼ਤੇਦਾਰ ਹੀ ਅਕਸਰ ਉਨ੍ਹਾਂ ਨੂੰ ਇਹ ਤਰੀਕਾ ਅਜ਼ਮਾਉਣ ਲਈ ਪ੍ਰੇਰਦੇ ਹਨ।</p>',
        ),
      ],
      ...byline(indiaDesk.navneet),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('direct-seeded-rice-field-sangrur'),
          caption: 'A direct-seeded paddy field near Sangrur.',
          captionPa: 'ਸੰਗਰੂਰ ਨੇੜੇ ਸਿੱਧੀ ਬਿਜਾਈ ਵਾਲਾ ਝੋਨੇ ਦਾ ਖੇਤ।',
        },
      ],
      postDate: d.daysAgo(5, '14:15'),
    },
    {
      id: 1109,
      kind: 'news',
      slug: 'ludhiana-farm-experts-issue-wheat-sowing-advisory-for-the-season',
      title: 'Ludhiana farm experts issue wheat sowing advisory for the season',
      titlePa: 'ਲੁਧਿਆਣਾ ਦੇ ਖੇਤੀ ਮਾਹਿਰਾਂ ਵੱਲੋਂ ਕਣਕ ਦੀ ਬਿਜਾਈ ਸਬੰਧੀ ਸਲਾਹ ਜਾਰੀ',
      intro:
        'Scientists at the agricultural university in Ludhiana have urged farmers to sow wheat on time, use recommended varieties and test their soil before adding fertiliser.',
      introPa:
        'ਲੁਧਿਆਣਾ ਦੀ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਵਿਗਿਆਨੀਆਂ ਨੇ ਕਿਸਾਨਾਂ ਨੂੰ ਕਣਕ ਦੀ ਬਿਜਾਈ ਸਮੇਂ ਸਿਰ ਕਰਨ, ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀਆਂ ਕਿਸਮਾਂ ਵਰਤਣ ਅਤੇ ਖਾਦ ਪਾਉਣ ਤੋਂ ਪਹਿਲਾਂ ਮਿੱਟੀ ਪਰਖਾਉਣ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਹੈ।',
      body: [
        t(
          "<p>The agricultural university in Ludhiana released its wheat-season advisory at a farmers' fair on its campus that drew visitors from across the state. Scientists stressed that sowing within the recommended window matters more than any single input. Late-sown wheat, they said, is far more exposed to heat stress when the grain is filling.</p>",
        ),
        {
          type: 'image',
          url: img('ludhiana-farmers-fair-seed-stall'),
          caption: 'Farmers queue for certified wheat seed at the fair in Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਕਿਸਾਨ ਮੇਲੇ ਵਿੱਚ ਕਣਕ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਲੈਣ ਲਈ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੇ ਕਿਸਾਨ।',
        },
        t(
          '<p>The main points of the advisory:</p><ul><li>buy certified seed of recommended varieties and treat it before sowing</li><li>test the soil and apply fertiliser according to the report</li><li>mix paddy straw into the soil rather than burning it</li><li>watch for yellow rust during cool, humid spells</li></ul>',
        ),
        t(
          "<p>Seed counters at the fair ran out of some popular varieties by the afternoon. University staff said more seed would reach district centres over the coming days. Farmers can also get the advisory through the university's helpline.</p>",
        ),
      ],
      bodyPa: [
        t(
          '<p>ਲੁਧਿਆਣਾ ਦੀ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਨੇ ਆਪਣੇ ਕੈਂਪਸ ਵਿੱਚ ਲੱਗੇ ਕਿਸਾਨ ਮੇਲੇ ਦੌਰਾਨ ਕਣਕ ਦੇ ਸੀਜ਼ਨ ਲਈ ਸਲਾਹ ਜਾਰੀ ਕੀਤੀ, ਜਿੱਥੇ ਸੂਬੇ ਭਰ ਤੋਂ ਕਿਸਾਨ ਪਹੁੰਚੇ। ਵਿਗਿਆਨੀਆਂ ਨੇ ਜ਼ੋਰ ਦਿੱਤਾ ਕਿ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੇ ਸਮੇਂ ਅੰਦਰ ਬਿਜਾਈ ਕਰਨਾ ਕਿਸੇ ਵੀ ਹੋਰ ਚੀਜ਼ ਨਾਲੋਂ ਵੱਧ ਅਹਿਮ ਹੈ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਪਛੇਤੀ ਬੀਜੀ ਕਣਕ ਨੂੰ ਦਾਣਾ ਭਰਨ ਵੇਲੇ ਗਰਮੀ ਦੀ ਮਾਰ ਕਿਤੇ ਵੱਧ ਪੈਂਦੀ ਹੈ।</p>',
        ),
        {
          type: 'image',
          url: img('ludhiana-farmers-fair-seed-stall'),
          caption: 'Farmers queue for certified wheat seed at the fair in Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਕਿਸਾਨ ਮੇਲੇ ਵਿੱਚ ਕਣਕ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਲੈਣ ਲਈ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੇ ਕਿਸਾਨ।',
        },
        t(
          '<p>ਸਲਾਹ ਦੇ ਮੁੱਖ ਨੁਕਤੇ:</p><ul><li>ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀਆਂ ਕਿਸਮਾਂ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਖ਼ਰੀਦੋ ਅਤੇ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਸੋਧੋ</li><li>ਮਿੱਟੀ ਦੀ ਪਰਖ ਕਰਵਾਓ ਅਤੇ ਰਿਪੋਰਟ ਮੁਤਾਬਕ ਖਾਦ ਪਾਓ</li><li>ਪਰਾਲੀ ਨੂੰ ਸਾੜਨ ਦੀ ਥਾਂ ਮਿੱਟੀ ਵਿੱਚ ਮਿਲਾਓ</li><li>ਠੰਢੇ ਅਤੇ ਸਿੱਲ੍ਹੇ ਮੌਸਮ ਵਿੱਚ ਪੀਲੀ ਕੁੰਗੀ ’ਤੇ ਨਜ਼ਰ ਰੱਖੋ</li></ul>',
        ),
        t(
          '<p>ਮੇਲੇ ਵਿੱਚ ਬੀਜ ਵਾਲੇ ਕਾਊਂਟਰਾਂ ’ਤੇ ਦੁਪਹਿਰ ਤੱਕ ਕੁਝ ਮਸ਼ਹੂਰ ਕਿਸਮਾਂ ਦਾ ਬੀਜ ਮੁੱਕ ਗਿਆ। ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਅਮਲੇ ਨੇ ਦੱਸਿਆ ਕਿ ਅਗਲੇ ਦਿਨਾਂ ਵਿੱਚ ਜ਼ਿਲ੍ਹਾ ਕੇਂਦਰਾਂ ਤੱਕ ਹੋਰ ਬੀਜ ਪਹੁੰਚ ਜਾਵੇਗਾ। ਕਿਸਾਨ ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਹੈਲਪਲਾਈਨ ਤੋਂ ਵੀ ਇਹ ਸਲਾਹ ਲੈ ਸਕਦੇ ਹਨ।</p>',
        ),
      ],
      ...byline(indiaDesk.gurjant),
      tags: ['india', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('wheat-sowing-punjab-tractor'),
          caption: 'A tractor sows wheat in a field outside Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਬਾਹਰਵਾਰ ਇੱਕ ਖੇਤ ਵਿੱਚ ਕਣਕ ਦੀ ਬਿਜਾਈ ਕਰਦਾ ਟਰੈਕਟਰ।',
        },
        {
          url: img('ludhiana-farmers-fair-seed-stall'),
          caption: 'Farmers queue for certified wheat seed at the fair in Ludhiana.',
          captionPa: 'ਲੁਧਿਆਣਾ ਦੇ ਕਿਸਾਨ ਮੇਲੇ ਵਿੱਚ ਕਣਕ ਦਾ ਤਸਦੀਕਸ਼ੁਦਾ ਬੀਜ ਲੈਣ ਲਈ ਕਤਾਰ ਵਿੱਚ ਖੜ੍ਹੇ ਕਿਸਾਨ।',
        },
      ],
      videos: [video("Wheat sowing tips from the farmers' fair in Ludhiana", 'h3vd8nzr1ty')],
      postDate: d.daysAgo(6, '07:50'),
      postDateUpdated: d.daysAgo(6, '11:20'),
    },
    {
      id: 1110,
      kind: 'news',
      slug: 'jalandhar-passport-office-opens-on-saturdays-to-clear-backlog',
      title: 'Jalandhar passport office opens on Saturdays to clear backlog',
      intro:
        'Applicants in the Doaba region can now book Saturday appointments for passport services, as officials try to shorten waiting times before the busy travel season.',
      body: [
        t(
          '<p>The regional passport office in Jalandhar will open on Saturdays for the next two months to clear a backlog of applications, officials said. Appointment slots are released online each week, and applicants must bring original documents along with photocopies. Walk-ins will not be accepted on Saturdays.</p>',
        ),
        t(
          "<p>The Doaba region sends a large share of Punjab's travellers abroad, and demand usually rises before the winter wedding season. Travel agents say many families apply for new passports for children and elderly parents at the same time, which adds to the load.</p>",
        ),
        t(
          '<p>Canadian citizens of Punjabi origin do not hold Indian passports, but many still need the office for surrender certificates and related paperwork. Officials advise using the official portal and not paying middlemen who offer to book appointments.</p>',
        ),
      ],
      author: indiaDesk.amandeep.en,
      tags: ['india'],
      locale: ['en'],
      images: [
        {
          url: img('jalandhar-passport-office-queue'),
          caption: 'Applicants wait outside the passport office in Jalandhar.',
        },
      ],
      postDate: d.daysAgo(8, '12:00'),
    },
    {
      id: 1111,
      kind: 'news',
      slug: 'fewer-doaba-students-apply-for-canadian-study-permits',
      title: 'Fewer Doaba students apply for Canadian study permits as families weigh the cost',
      titlePa: 'ਖ਼ਰਚਿਆਂ ਦੀ ਚਿੰਤਾ: ਦੋਆਬੇ ਤੋਂ ਕੈਨੇਡਾ ਦੇ ਸਟੱਡੀ ਵੀਜ਼ੇ ਲਈ ਅਰਜ਼ੀਆਂ ਘਟੀਆਂ',
      intro:
        'IELTS centres and education consultants in Jalandhar and Kapurthala report fewer enquiries, as permit caps and higher living costs make parents think twice.',
      introPa:
        'ਜਲੰਧਰ ਅਤੇ ਕਪੂਰਥਲਾ ਦੇ ਆਈਲੈਟਸ ਸੈਂਟਰਾਂ ਅਤੇ ਸਿੱਖਿਆ ਸਲਾਹਕਾਰਾਂ ਕੋਲ ਪੁੱਛਗਿੱਛ ਘਟੀ ਹੈ, ਕਿਉਂਕਿ ਪਰਮਿਟਾਂ ’ਤੇ ਲੱਗੀਆਂ ਹੱਦਾਂ ਅਤੇ ਵਧਦੇ ਖ਼ਰਚਿਆਂ ਕਾਰਨ ਮਾਪੇ ਦੋ ਵਾਰ ਸੋਚ ਰਹੇ ਹਨ।',
      body: [
        t(
          '<p>Coaching centres along the main roads of Jalandhar, once packed from morning to evening, now run fewer batches. Owners say enquiries for Canada have fallen sharply since limits on study permits were introduced, and interest in Australia, the UK and Germany has only partly filled the gap. Some centres now teach spoken English to job seekers instead.</p>',
        ),
        {
          type: 'quote',
          quote:
            'Parents used to ask me which college to choose. Now they ask whether it is worth selling land at all. That is a healthier question.',
          author: 'Parminder Kaur Virk, education consultant in Kapurthala',
        },
        t(
          '<p>Families say tuition, rent and the required proof of funds have climbed faster than farm incomes. Several students we spoke to said they would rather finish a degree in Punjab first and apply later for graduate programmes abroad.</p>',
        ),
        t(
          '<p>Student groups in Surrey say the change is visible on the Canadian side too, with fewer newcomers looking for shared rooms. They urge students already in Canada to deal only with licensed consultants and to verify any job or housing offer before paying money.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਜਲੰਧਰ ਦੀਆਂ ਮੁੱਖ ਸੜਕਾਂ ’ਤੇ ਬਣੇ ਕੋਚਿੰਗ ਸੈਂਟਰ, ਜਿੱਥੇ ਕਦੇ ਸਵੇਰ ਤੋਂ ਸ਼ਾਮ ਤੱਕ ਭੀੜ ਰਹਿੰਦੀ ਸੀ, ਹੁਣ ਘੱਟ ਬੈਚ ਚਲਾ ਰਹੇ ਹਨ। ਮਾਲਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਟੱਡੀ ਪਰਮਿਟਾਂ ’ਤੇ ਹੱਦਾਂ ਲੱਗਣ ਤੋਂ ਬਾਅਦ ਕੈਨੇਡਾ ਬਾਰੇ ਪੁੱਛਗਿੱਛ ਬਹੁਤ ਘਟ ਗਈ ਹੈ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ, ਬਰਤਾਨੀਆ ਤੇ ਜਰਮਨੀ ਵੱਲ ਝੁਕਾਅ ਇਸ ਘਾਟ ਨੂੰ ਥੋੜ੍ਹਾ ਹੀ ਪੂਰਾ ਕਰ ਸਕਿਆ ਹੈ। ਕੁਝ ਸੈਂਟਰ ਹੁਣ ਨੌਕਰੀ ਲੱਭਣ ਵਾਲਿਆਂ ਨੂੰ ਅੰਗਰੇਜ਼ੀ ਬੋਲਣਾ ਸਿਖਾ ਰਹੇ ਹਨ।</p>',
        ),
        {
          type: 'quote',
          quote:
            'ਪਹਿਲਾਂ ਮਾਪੇ ਮੈਨੂੰ ਪੁੱਛਦੇ ਸਨ ਕਿ ਕਿਹੜਾ ਕਾਲਜ ਚੁਣੀਏ। ਹੁਣ ਉਹ ਪੁੱਛਦੇ ਹਨ ਕਿ ਕੀ ਇਸ ਲਈ ਜ਼ਮੀਨ ਵੇਚਣੀ ਵੀ ਚਾਹੀਦੀ ਹੈ ਜਾਂ ਨਹੀਂ। ਇਹ ਕਿਤੇ ਵਧੀਆ ਸਵਾਲ ਹੈ।',
          author: 'ਪਰਮਿੰਦਰ ਕੌਰ ਵਿਰਕ, ਕਪੂਰਥਲਾ ਦੀ ਸਿੱਖਿਆ ਸਲਾਹਕਾਰ',
        },
        t(
          '<p>ਪਰਿਵਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਫੀਸਾਂ, ਕਿਰਾਏ ਅਤੇ ਲੋੜੀਂਦੇ ਫੰਡਾਂ ਦੇ ਸਬੂਤ ਦਾ ਖ਼ਰਚਾ ਖੇਤੀ ਦੀ ਆਮਦਨ ਨਾਲੋਂ ਕਿਤੇ ਤੇਜ਼ੀ ਨਾਲ ਵਧਿਆ ਹੈ। ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰਨ ਵਾਲੇ ਕਈ ਵਿਦਿਆਰਥੀਆਂ ਨੇ ਕਿਹਾ ਕਿ ਉਹ ਪਹਿਲਾਂ ਪੰਜਾਬ ਵਿੱਚ ਡਿਗਰੀ ਪੂਰੀ ਕਰਨਗੇ ਅਤੇ ਬਾਅਦ ਵਿੱਚ ਵਿਦੇਸ਼ ’ਚ ਅਗਲੀ ਪੜ੍ਹਾਈ ਲਈ ਅਰਜ਼ੀ ਦੇਣਗੇ।</p>',
        ),
        t(
          '<p>ਸਰੀ ਦੀਆਂ ਵਿਦਿਆਰਥੀ ਜਥੇਬੰਦੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਇਹ ਬਦਲਾਅ ਕੈਨੇਡਾ ਵਿੱਚ ਵੀ ਦਿਸ ਰਿਹਾ ਹੈ, ਕਿਉਂਕਿ ਸਾਂਝੇ ਕਮਰੇ ਲੱਭਣ ਵਾਲੇ ਨਵੇਂ ਵਿਦਿਆਰਥੀ ਘੱਟ ਆ ਰਹੇ ਹਨ। ਉਹ ਕੈਨੇਡਾ ਵਿੱਚ ਪਹਿਲਾਂ ਤੋਂ ਮੌਜੂਦ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਸਿਰਫ਼ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਸਲਾਹਕਾਰਾਂ ਨਾਲ ਹੀ ਗੱਲ ਕਰਨ ਅਤੇ ਪੈਸੇ ਦੇਣ ਤੋਂ ਪਹਿਲਾਂ ਹਰ ਨੌਕਰੀ ਜਾਂ ਰਿਹਾਇਸ਼ ਦੀ ਪੇਸ਼ਕਸ਼ ਦੀ ਜਾਂਚ ਕਰਨ ਦੀ ਅਪੀਲ ਕਰਦੀਆਂ ਹਨ।</p>',
        ),
      ],
      ...byline(indiaDesk.simran),
      tags: ['india'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('jalandhar-ielts-coaching-centre'),
          caption: 'An IELTS coaching centre on a main road in Jalandhar.',
          captionPa: 'ਜਲੰਧਰ ਦੀ ਇੱਕ ਮੁੱਖ ਸੜਕ ’ਤੇ ਬਣਿਆ ਆਈਲੈਟਸ ਕੋਚਿੰਗ ਸੈਂਟਰ।',
        },
      ],
      postDate: d.daysAgo(11, '18:10'),
    },
    {
      id: 1112,
      kind: 'news',
      slug: 'ludhiana-buddha-nullah-cleanup-enters-new-phase',
      ...gurmukhiOnly({
        title: 'ਲੁਧਿਆਣਾ: ਬੁੱਢੇ ਨਾਲੇ ਦੀ ਸਫ਼ਾਈ ਦਾ ਕੰਮ ਨਵੇਂ ਪੜਾਅ ਵਿੱਚ ਦਾਖ਼ਲ',
        intro:
          'ਨਗਰ ਨਿਗਮ ਨੇ ਬੁੱਢੇ ਨਾਲੇ ਵਿੱਚ ਡਿੱਗਦੇ ਗੰਦੇ ਪਾਣੀ ਨੂੰ ਰੋਕਣ ਲਈ ਨਵੇਂ ਟ੍ਰੀਟਮੈਂਟ ਪਲਾਂਟ ਚਾਲੂ ਕਰਨ ਦਾ ਦਾਅਵਾ ਕੀਤਾ ਹੈ, ਪਰ ਕੰਢਿਆਂ ’ਤੇ ਵਸਦੇ ਲੋਕ ਅਜੇ ਵੀ ਬਦਬੂ ਤੋਂ ਪਰੇਸ਼ਾਨ ਹਨ।',
        body: [
          t(
            '<p>ਲੁਧਿਆਣਾ ਸ਼ਹਿਰ ਵਿੱਚੋਂ ਲੰਘਦੇ ਬੁੱਢੇ ਨਾਲੇ ਦੀ ਸਫ਼ਾਈ ਦਾ ਪ੍ਰਾਜੈਕਟ ਹੁਣ ਅਗਲੇ ਪੜਾਅ ਵਿੱਚ ਪਹੁੰਚ ਗਿਆ ਹੈ। ਨਗਰ ਨਿਗਮ ਮੁਤਾਬਕ ਡੇਅਰੀ ਕੰਪਲੈਕਸਾਂ ਅਤੇ ਰਿਹਾਇਸ਼ੀ ਇਲਾਕਿਆਂ ਦਾ ਗੰਦਾ ਪਾਣੀ ਹੁਣ ਸਿੱਧਾ ਨਾਲੇ ਵਿੱਚ ਪਾਉਣ ਦੀ ਥਾਂ ਟ੍ਰੀਟਮੈਂਟ ਪਲਾਂਟਾਂ ਵੱਲ ਮੋੜਿਆ ਜਾ ਰਿਹਾ ਹੈ। ਅਧਿਕਾਰੀਆਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪਾਣੀ ਦੀ ਗੁਣਵੱਤਾ ਦੀ ਜਾਂਚ ਹਰ ਹਫ਼ਤੇ ਕੀਤੀ ਜਾਵੇਗੀ।</p>',
          ),
          {
            type: 'image',
            url: img('buddha-nullah-bank-cleanup-work'),
            caption: 'ਲੁਧਿਆਣਾ ਵਿੱਚ ਬੁੱਢੇ ਨਾਲੇ ਦੇ ਕੰਢੇ ਚੱਲ ਰਿਹਾ ਸਫ਼ਾਈ ਦਾ ਕੰਮ।',
            captionPa: 'ਲੁਧਿਆਣਾ ਵਿੱਚ ਬੁੱਢੇ ਨਾਲੇ ਦੇ ਕੰਢੇ ਚੱਲ ਰਿਹਾ ਸਫ਼ਾਈ ਦਾ ਕੰਮ।',
          },
          t(
            '<p>ਨਾਲੇ ਦੇ ਕੰਢੇ ਵਸਦੇ ਪਰਿਵਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਗਰਮੀਆਂ ਵਿੱਚ ਬਦਬੂ ਅਤੇ ਮੱਛਰਾਂ ਕਾਰਨ ਜਿਊਣਾ ਔਖਾ ਹੋ ਜਾਂਦਾ ਹੈ। ਉਹ ਮੰਨਦੇ ਹਨ ਕਿ ਕੁਝ ਹਿੱਸਿਆਂ ਵਿੱਚ ਪਾਣੀ ਸਾਫ਼ ਦਿਸਣ ਲੱਗਾ ਹੈ, ਪਰ ਉਨ੍ਹਾਂ ਨੂੰ ਪੱਕੇ ਸੁਧਾਰ ਦੀ ਉਡੀਕ ਹੈ।</p>',
          ),
          t(
            '<p>ਵਾਤਾਵਰਨ ਕਾਰਕੁਨਾਂ ਨੇ ਯਾਦ ਕਰਵਾਇਆ ਕਿ ਇਹ ਨਾਲਾ ਅੱਗੇ ਜਾ ਕੇ ਸਤਲੁਜ ਵਿੱਚ ਮਿਲਦਾ ਹੈ ਅਤੇ ਮਾਲਵੇ ਦੇ ਕਈ ਪਿੰਡ ਇਸੇ ਦਰਿਆ ਦਾ ਪਾਣੀ ਵਰਤਦੇ ਹਨ। ਉਨ੍ਹਾਂ ਮੰਗ ਕੀਤੀ ਕਿ ਉਦਯੋਗਿਕ ਇਕਾਈਆਂ ਦੀ ਨਿਗਰਾਨੀ ਸਖ਼ਤ ਕੀਤੀ ਜਾਵੇ ਅਤੇ ਜਾਂਚ ਦੇ ਨਤੀਜੇ ਜਨਤਕ ਕੀਤੇ ਜਾਣ।</p>',
          ),
        ],
        reporter: indiaDesk.gurjant,
      }),
      tags: ['india'],
      images: [gurmukhiImage(img('ludhiana-buddha-nullah-cleanup'), 'ਲੁਧਿਆਣਾ ਸ਼ਹਿਰ ਵਿੱਚੋਂ ਲੰਘਦਾ ਬੁੱਢਾ ਨਾਲਾ।')],
      postDate: d.daysAgo(14, '09:40'),
    },
    {
      id: 1113,
      kind: 'news',
      slug: 'doaba-sugarcane-growers-press-for-pending-dues-as-crushing-season-nears',
      title: 'Doaba sugarcane growers press for pending dues as crushing season nears',
      titlePa: 'ਪਿੜਾਈ ਸੀਜ਼ਨ ਨੇੜੇ, ਦੋਆਬੇ ਦੇ ਗੰਨਾ ਕਾਸ਼ਤਕਾਰਾਂ ਵੱਲੋਂ ਬਕਾਇਆ ਅਦਾਇਗੀ ਦੀ ਮੰਗ',
      intro:
        "Farmers who supplied cane to private mills in Jalandhar and Hoshiarpur districts say part of last season's payment is still outstanding, weeks before the new crushing season.",
      introPa:
        'ਜਲੰਧਰ ਅਤੇ ਹੁਸ਼ਿਆਰਪੁਰ ਜ਼ਿਲ੍ਹਿਆਂ ਦੀਆਂ ਨਿੱਜੀ ਮਿੱਲਾਂ ਨੂੰ ਗੰਨਾ ਦੇਣ ਵਾਲੇ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵਾਂ ਪਿੜਾਈ ਸੀਜ਼ਨ ਨੇੜੇ ਹੈ, ਪਰ ਪਿਛਲੇ ਸੀਜ਼ਨ ਦੀ ਅਦਾਇਗੀ ਦਾ ਕੁਝ ਹਿੱਸਾ ਅਜੇ ਵੀ ਬਕਾਇਆ ਹੈ।',
      body: [
        t(
          "<p>Cane growers gathered outside the district administrative complex in Jalandhar to demand the release of last season's dues. Farmer unions say the outstanding amount runs into crores of rupees across the Doaba mills. Many growers borrowed for fertiliser and labour against payments they had expected months ago.</p>",
        ),
        {
          type: 'image',
          url: img('sugarcane-trolleys-doaba-mill'),
          caption: 'Trolleys loaded with sugarcane outside a mill in the Doaba region.',
          captionPa: 'ਦੋਆਬੇ ਦੀ ਇੱਕ ਮਿੱਲ ਦੇ ਬਾਹਰ ਗੰਨੇ ਨਾਲ ਲੱਦੀਆਂ ਟਰਾਲੀਆਂ।',
        },
        t(
          '<p>Mill managements blame low sugar prices and slow sales for the delay, and say the dues will be cleared in instalments. District officials have called a meeting between the mills and farmer representatives and promised a written payment schedule.</p>',
        ),
        t(
          '<p>Sugarcane is one of the few alternatives to the wheat-paddy cycle in Doaba, and agricultural experts warn that late payments push farmers back towards paddy. Growers say they will decide on their next planting only once the money is in their accounts.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਗੰਨਾ ਕਾਸ਼ਤਕਾਰਾਂ ਨੇ ਪਿਛਲੇ ਸੀਜ਼ਨ ਦੀ ਬਕਾਇਆ ਰਾਸ਼ੀ ਜਾਰੀ ਕਰਵਾਉਣ ਲਈ ਜਲੰਧਰ ਦੇ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਬੰਧਕੀ ਕੰਪਲੈਕਸ ਦੇ ਬਾਹਰ ਇਕੱਠ ਕੀਤਾ। ਕਿਸਾਨ ਯੂਨੀਅਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਦੋਆਬੇ ਦੀਆਂ ਮਿੱਲਾਂ ਵੱਲ ਕਰੋੜਾਂ ਰੁਪਏ ਬਕਾਇਆ ਹਨ। ਕਈ ਕਿਸਾਨਾਂ ਨੇ ਖਾਦ ਅਤੇ ਮਜ਼ਦੂਰੀ ਲਈ ਉਸ ਅਦਾਇਗੀ ਦੀ ਆਸ ’ਤੇ ਕਰਜ਼ਾ ਚੁੱਕਿਆ ਸੀ, ਜੋ ਮਹੀਨੇ ਪਹਿਲਾਂ ਮਿਲ ਜਾਣੀ ਚਾਹੀਦੀ ਸੀ।</p>',
        ),
        {
          type: 'image',
          url: img('sugarcane-trolleys-doaba-mill'),
          caption: 'Trolleys loaded with sugarcane outside a mill in the Doaba region.',
          captionPa: 'ਦੋਆਬੇ ਦੀ ਇੱਕ ਮਿੱਲ ਦੇ ਬਾਹਰ ਗੰਨੇ ਨਾਲ ਲੱਦੀਆਂ ਟਰਾਲੀਆਂ।',
        },
        t(
          '<p>ਮਿੱਲ ਪ੍ਰਬੰਧਕ ਦੇਰੀ ਲਈ ਖੰਡ ਦੇ ਘੱਟ ਭਾਅ ਅਤੇ ਮੱਠੀ ਵਿਕਰੀ ਨੂੰ ਜ਼ਿੰਮੇਵਾਰ ਦੱਸਦੇ ਹਨ ਅਤੇ ਕਹਿੰਦੇ ਹਨ ਕਿ ਬਕਾਇਆ ਕਿਸ਼ਤਾਂ ਵਿੱਚ ਚੁਕਾਇਆ ਜਾਵੇਗਾ। ਜ਼ਿਲ੍ਹਾ ਅਧਿਕਾਰੀਆਂ ਨੇ ਮਿੱਲਾਂ ਅਤੇ ਕਿਸਾਨ ਨੁਮਾਇੰਦਿਆਂ ਦੀ ਮੀਟਿੰਗ ਸੱਦੀ ਹੈ ਅਤੇ ਅਦਾਇਗੀ ਦੀ ਲਿਖਤੀ ਸਮਾਂ-ਸਾਰਣੀ ਦੇਣ ਦਾ ਭਰੋਸਾ ਦਿੱਤਾ ਹੈ।</p>',
        ),
        t(
          '<p>ਦੋਆਬੇ ਵਿੱਚ ਕਣਕ-ਝੋਨੇ ਦੇ ਚੱਕਰ ਦੇ ਗਿਣੇ-ਚੁਣੇ ਬਦਲਾਂ ਵਿੱਚੋਂ ਗੰਨਾ ਇੱਕ ਹੈ, ਅਤੇ ਖੇਤੀ ਮਾਹਿਰ ਚੇਤਾਵਨੀ ਦਿੰਦੇ ਹਨ ਕਿ ਦੇਰ ਨਾਲ ਅਦਾਇਗੀ ਕਿਸਾਨਾਂ ਨੂੰ ਮੁੜ ਝੋਨੇ ਵੱਲ ਧੱਕਦੀ ਹੈ। ਕਾਸ਼ਤਕਾਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪੈਸਾ ਖਾਤਿਆਂ ਵਿੱਚ ਆਉਣ ਤੋਂ ਬਾਅਦ ਹੀ ਉਹ ਅਗਲੀ ਬਿਜਾਈ ਬਾਰੇ ਫ਼ੈਸਲਾ ਕਰਨਗੇ।</p>',
        ),
      ],
      ...byline(indiaDesk.amandeep),
      tags: ['india', 'featured'],
      locale: ['en', 'pa'],
      images: [
        {
          url: img('doaba-sugarcane-farmers-protest-jalandhar'),
          caption: 'Sugarcane growers gather outside the district complex in Jalandhar.',
          captionPa: 'ਜਲੰਧਰ ਦੇ ਜ਼ਿਲ੍ਹਾ ਕੰਪਲੈਕਸ ਦੇ ਬਾਹਰ ਇਕੱਠੇ ਹੋਏ ਗੰਨਾ ਕਾਸ਼ਤਕਾਰ।',
        },
      ],
      postDate: d.daysAgo(17, '15:30'),
      postDateUpdated: d.daysAgo(17, '19:00'),
    },
  ];
}
