/**
 * Demo featured long-form community stories from the fourth month back, ids 3012–3016: the kabaddi
 * cup volunteers, a walking group, a guide to health care in BC, the story of Punjabi radio and
 * peer mentors for newcomer teens. Each carries its Punjabi version (titlePa / introPa / bodyPa,
 * the whole body) but one: the health-care guide (3014) stays English only on purpose, so the demo
 * shows the language rule's fallback (English fields on Punjabi pages). Every person, business and
 * organisation named here is invented.
 */
import type { FeaturedInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { quote, t as text } from '../helpers';
import { image, img } from './images';

/** The featured stories of the fourth month back, newest first. */
export function featuredEarlier(d: SeedDates): FeaturedInput[] {
  return [
    {
      id: 3012,
      title: 'Behind the Kabaddi Cup: The Volunteers Who Build a Tournament in a Weekend',
      titlePa: 'ਕਬੱਡੀ ਕੱਪ ਦੇ ਪਿੱਛੇ: ਉਹ ਵਲੰਟੀਅਰ ਜੋ ਇੱਕ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਪੂਰਾ ਟੂਰਨਾਮੈਂਟ ਖੜ੍ਹਾ ਕਰ ਦਿੰਦੇ ਹਨ',
      intro:
        'Crowds see the raids and the tackles. They rarely see the two hundred volunteers who mark the circle, run the parking, cook for the teams and clean up long after the last match.',
      introPa:
        'ਦਰਸ਼ਕ ਰੇਡਾਂ ਅਤੇ ਜੱਫੇ ਦੇਖਦੇ ਹਨ। ਉਹ ਉਨ੍ਹਾਂ ਦੋ ਸੌ ਵਲੰਟੀਅਰਾਂ ਨੂੰ ਘੱਟ ਹੀ ਦੇਖਦੇ ਹਨ ਜੋ ਦਾਇਰਾ ਵਾਹੁੰਦੇ, ਪਾਰਕਿੰਗ ਸਾਂਭਦੇ, ਟੀਮਾਂ ਲਈ ਲੰਗਰ ਪਕਾਉਂਦੇ ਅਤੇ ਆਖ਼ਰੀ ਮੈਚ ਤੋਂ ਕਿਤੇ ਬਾਅਦ ਤੱਕ ਸਫ਼ਾਈ ਕਰਦੇ ਹਨ।',
      body: [
        text(
          "<p>Preparations for the summer kabaddi cup start in winter, in the back office of a Surrey trucking company owned by the organising club's treasurer. By the Friday before the tournament, volunteers have booked referees, arranged insurance, rented bleachers and taped the first aid plan to the door of the medical tent.</p>",
        ),
        img(
          'kabaddi-cup-volunteers',
          'Volunteers mark the kabaddi circle at dawn on tournament day.',
          'ਟੂਰਨਾਮੈਂਟ ਵਾਲੇ ਦਿਨ ਤੜਕੇ ਕਬੱਡੀ ਦਾ ਦਾਇਰਾ ਵਾਹੁੰਦੇ ਵਲੰਟੀਅਰ।',
        ),
        text(
          '<p>The youngest volunteers are high-school students earning service hours; the oldest is Bachittar Singh Pannu, 82, who has handed out water bottles at every tournament for twenty years. This year the club added a quiet tent for families with young children and a shuttle from the nearest SkyTrain station.</p>',
        ),
        quote(
          'The players get the trophies. The volunteers get tired feet and the best seat in the house.',
          'Harjinder Kaur Aulakh, volunteer coordinator',
        ),
      ],
      bodyPa: [
        text(
          "<p>ਗਰਮੀਆਂ ਦੇ ਕਬੱਡੀ ਕੱਪ ਦੀਆਂ ਤਿਆਰੀਆਂ ਸਿਆਲ ਵਿੱਚ ਹੀ ਸ਼ੁਰੂ ਹੋ ਜਾਂਦੀਆਂ ਹਨ — ਪ੍ਰਬੰਧਕ ਕਲੱਬ ਦੇ ਖ਼ਜ਼ਾਨਚੀ ਦੀ ਸਰੀ ਵਿਚਲੀ ਟਰੱਕਿੰਗ ਕੰਪਨੀ ਦੇ ਪਿਛਲੇ ਦਫ਼ਤਰ ਵਿੱਚ। ਟੂਰਨਾਮੈਂਟ ਤੋਂ ਪਹਿਲਾਂ ਵਾਲੇ ਸ਼ੁੱਕਰਵਾਰ ਤੱਕ ਵਲੰਟੀਅਰ ਰੈਫ਼ਰੀ ਬੁੱਕ ਕਰ ਚੁੱਕੇ ਹੁੰਦੇ ਹਨ, ਬੀਮੇ ਦਾ ਪ੍ਰਬੰਧ ਹੋ ਚੁੱਕਾ ਹੁੰਦਾ ਹੈ, ਦਰਸ਼ਕਾਂ ਲਈ ਬੈਂਚ ਕਿਰਾਏ 'ਤੇ ਆ ਜਾਂਦੇ ਹਨ ਅਤੇ ਮੈਡੀਕਲ ਟੈਂਟ ਦੇ ਦਰਵਾਜ਼ੇ ਉੱਤੇ ਮੁੱਢਲੀ ਸਹਾਇਤਾ ਦੀ ਯੋਜਨਾ ਚਿਪਕਾ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।</p>",
        ),
        img(
          'kabaddi-cup-volunteers',
          'Volunteers mark the kabaddi circle at dawn on tournament day.',
          'ਟੂਰਨਾਮੈਂਟ ਵਾਲੇ ਦਿਨ ਤੜਕੇ ਕਬੱਡੀ ਦਾ ਦਾਇਰਾ ਵਾਹੁੰਦੇ ਵਲੰਟੀਅਰ।',
        ),
        text(
          '<p>ਸਭ ਤੋਂ ਛੋਟੀ ਉਮਰ ਦੇ ਵਲੰਟੀਅਰ ਹਾਈ ਸਕੂਲ ਦੇ ਵਿਦਿਆਰਥੀ ਹਨ ਜੋ ਆਪਣੇ ਸੇਵਾ ਦੇ ਘੰਟੇ ਪੂਰੇ ਕਰਦੇ ਹਨ; ਸਭ ਤੋਂ ਵੱਡੇ 82 ਸਾਲਾ ਬਚਿੱਤਰ ਸਿੰਘ ਪੰਨੂ ਹਨ, ਜੋ ਵੀਹ ਸਾਲਾਂ ਤੋਂ ਹਰ ਟੂਰਨਾਮੈਂਟ ਵਿੱਚ ਪਾਣੀ ਦੀਆਂ ਬੋਤਲਾਂ ਵੰਡਦੇ ਆ ਰਹੇ ਹਨ। ਇਸ ਸਾਲ ਕਲੱਬ ਨੇ ਛੋਟੇ ਬੱਚਿਆਂ ਵਾਲੇ ਪਰਿਵਾਰਾਂ ਲਈ ਸ਼ਾਂਤ ਟੈਂਟ ਅਤੇ ਨੇੜਲੇ ਸਕਾਈਟਰੇਨ ਸਟੇਸ਼ਨ ਤੋਂ ਸ਼ਟਲ ਬੱਸ ਦਾ ਪ੍ਰਬੰਧ ਵੀ ਕੀਤਾ।</p>',
        ),
        quote(
          'ਟਰਾਫ਼ੀਆਂ ਖਿਡਾਰੀਆਂ ਨੂੰ ਮਿਲਦੀਆਂ ਹਨ। ਵਲੰਟੀਅਰਾਂ ਦੇ ਹਿੱਸੇ ਥੱਕੇ ਪੈਰ ਆਉਂਦੇ ਹਨ — ਤੇ ਮੈਦਾਨ ਦੀ ਸਭ ਤੋਂ ਵਧੀਆ ਸੀਟ।',
          'ਹਰਜਿੰਦਰ ਕੌਰ ਔਲਖ, ਵਲੰਟੀਅਰ ਕੋਆਰਡੀਨੇਟਰ',
        ),
      ],
      image: image('kabaddi-cup-behind-the-scenes'),
      postDate: d.daysAgo(86, '16:00'),
    },
    {
      id: 3013,
      title: 'Walking Together at Seven',
      titlePa: 'ਸਵੇਰੇ ਸੱਤ ਵਜੇ ਇਕੱਠੀਆਂ ਸੈਰ',
      intro:
        "Rain or shine, a group of Newton women meets at a park gate every morning for a five-kilometre walk. What started as doctor's orders for one member has become a support network for forty.",
      introPa:
        'ਮੀਂਹ ਹੋਵੇ ਜਾਂ ਧੁੱਪ, ਨਿਊਟਨ ਦੀਆਂ ਔਰਤਾਂ ਦਾ ਇੱਕ ਗਰੁੱਪ ਹਰ ਸਵੇਰ ਪਾਰਕ ਦੇ ਗੇਟ ਉੱਤੇ ਮਿਲ ਕੇ ਪੰਜ ਕਿਲੋਮੀਟਰ ਸੈਰ ਕਰਦਾ ਹੈ। ਇੱਕ ਮੈਂਬਰ ਨੂੰ ਡਾਕਟਰ ਦੀ ਦਿੱਤੀ ਸਲਾਹ ਤੋਂ ਸ਼ੁਰੂ ਹੋਈ ਇਹ ਸੈਰ ਹੁਣ ਚਾਲੀ ਔਰਤਾਂ ਦਾ ਸਹਾਰਾ ਬਣ ਗਈ ਹੈ।',
      body: [
        text(
          '<p>When her doctor told Kuljit Kaur Sangha to walk every day to manage her blood sugar, she asked her neighbour to come along so she would not give up. Within a month there were eight of them; within a year, the group had a WhatsApp chat, matching reflective vests and a rule that nobody walks home alone.</p>',
        ),
        quote(
          'We talk about everything on the walk — mothers-in-law, grandchildren, blood pressure, recipes. By the time we reach the gate again, half our worries are gone.',
          'Kuljit Kaur Sangha',
        ),
        img(
          'newton-womens-walking-group',
          'The walking group sets off from the park gate at seven in the morning.',
          'ਸਵੇਰੇ ਸੱਤ ਵਜੇ ਪਾਰਕ ਦੇ ਗੇਟ ਤੋਂ ਸੈਰ ਲਈ ਤੁਰਦਾ ਗਰੁੱਪ।',
        ),
        text(
          '<p>A local health clinic now sends a dietitian to walk with the group once a month, and several members have been encouraged to see a doctor about symptoms they had ignored for years. New walkers are welcome; the only requirement, members say, is comfortable shoes.</p>',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਜਦੋਂ ਡਾਕਟਰ ਨੇ ਕੁਲਜੀਤ ਕੌਰ ਸੰਘਾ ਨੂੰ ਸ਼ੂਗਰ ਕਾਬੂ ਰੱਖਣ ਲਈ ਰੋਜ਼ ਸੈਰ ਕਰਨ ਲਈ ਕਿਹਾ, ਤਾਂ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੀ ਗੁਆਂਢਣ ਨੂੰ ਨਾਲ ਚੱਲਣ ਲਈ ਮਨਾ ਲਿਆ ਤਾਂ ਜੋ ਹਿੰਮਤ ਨਾ ਹਾਰਨ। ਮਹੀਨੇ ਵਿੱਚ ਉਹ ਅੱਠ ਹੋ ਗਈਆਂ; ਸਾਲ ਦੇ ਅੰਦਰ ਗਰੁੱਪ ਦੀ ਆਪਣੀ ਵਟਸਐਪ ਚੈਟ ਬਣ ਗਈ, ਸਭ ਨੇ ਇੱਕੋ ਜਿਹੀਆਂ ਚਮਕਣ ਵਾਲੀਆਂ ਜੈਕਟਾਂ ਪਾ ਲਈਆਂ ਅਤੇ ਇਹ ਨਿਯਮ ਬਣ ਗਿਆ ਕਿ ਕੋਈ ਵੀ ਇਕੱਲੀ ਘਰ ਨਹੀਂ ਮੁੜੇਗੀ।</p>',
        ),
        quote(
          "ਸੈਰ ਕਰਦਿਆਂ ਅਸੀਂ ਹਰ ਗੱਲ ਕਰਦੀਆਂ ਹਾਂ — ਸੱਸਾਂ, ਪੋਤੇ-ਪੋਤੀਆਂ, ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ, ਪਕਵਾਨ। ਜਦੋਂ ਤੱਕ ਮੁੜ ਗੇਟ 'ਤੇ ਪਹੁੰਚਦੀਆਂ ਹਾਂ, ਅੱਧੀਆਂ ਚਿੰਤਾਵਾਂ ਲਹਿ ਜਾਂਦੀਆਂ ਹਨ।",
          'ਕੁਲਜੀਤ ਕੌਰ ਸੰਘਾ',
        ),
        img(
          'newton-womens-walking-group',
          'The walking group sets off from the park gate at seven in the morning.',
          'ਸਵੇਰੇ ਸੱਤ ਵਜੇ ਪਾਰਕ ਦੇ ਗੇਟ ਤੋਂ ਸੈਰ ਲਈ ਤੁਰਦਾ ਗਰੁੱਪ।',
        ),
        text(
          '<p>ਹੁਣ ਇੱਕ ਸਥਾਨਕ ਸਿਹਤ ਕਲੀਨਿਕ ਮਹੀਨੇ ਵਿੱਚ ਇੱਕ ਵਾਰ ਆਪਣੀ ਡਾਇਟੀਸ਼ੀਅਨ ਨੂੰ ਗਰੁੱਪ ਨਾਲ ਸੈਰ ਕਰਨ ਭੇਜਦਾ ਹੈ, ਅਤੇ ਕਈ ਮੈਂਬਰ ਸਾਲਾਂ ਤੋਂ ਅਣਗੌਲੇ ਕੀਤੇ ਲੱਛਣਾਂ ਬਾਰੇ ਡਾਕਟਰ ਕੋਲ ਜਾਣ ਲਈ ਤਿਆਰ ਹੋਈਆਂ ਹਨ। ਨਵੀਆਂ ਮੈਂਬਰਾਂ ਦਾ ਸਵਾਗਤ ਹੈ; ਗਰੁੱਪ ਮੁਤਾਬਕ ਸ਼ਰਤ ਸਿਰਫ਼ ਇੱਕ ਹੈ — ਆਰਾਮਦਾਇਕ ਜੁੱਤੀ।</p>',
        ),
      ],
      image: image('walking-together-newton'),
      postDate: d.daysAgo(95, '07:00'),
    },
    // Deliberately English only: the one featured story without Punjabi fields, so Punjabi pages
    // show how a story without a Punjabi version falls back to English.
    {
      id: 3014,
      title: "A Newcomer's Guide to Health Care in BC: MSP, Family Doctors, Walk-in Clinics and 811",
      intro:
        "Where do you go with a fever on a Sunday night, and how do you find a family doctor? A plain-language guide to BC's health system for new arrivals and the families who help them.",
      body: [
        text(
          '<p>Everyone who lives in BC permanently should enrol in the provincial Medical Services Plan as soon as they arrive. Coverage usually begins after a waiting period of up to three months, so newcomers are strongly advised to buy private health insurance for that gap.</p>',
        ),
        text(
          '<p>Once you are covered, you have several options:</p><ul><li><strong>Call 811</strong> to speak to a nurse any time of day; interpreters are available in many languages, including Punjabi.</li><li>Register with the provincial list for people looking for a family doctor or nurse practitioner.</li><li>Use walk-in and urgent care clinics for problems that cannot wait but are not emergencies.</li><li>Call 911 or go to a hospital emergency department for anything life-threatening.</li></ul>',
        ),
        img(
          'bc-health-care-guide',
          'Walk-in and urgent care clinics help fill the gap for people without a family doctor.',
        ),
        quote(
          'Bring a list of your medicines to every appointment, in English if you can. It saves time and it can save your life.',
          'Dr. Preetinder Gill, family physician',
        ),
      ],
      image: image('newcomers-health-care-bc'),
      postDate: d.daysAgo(104, '08:30'),
    },
    {
      id: 3015,
      title: "On the Air: How Punjabi Radio Became the Community's Kitchen Table",
      titlePa: 'ਹਵਾ ਦੀਆਂ ਲਹਿਰਾਂ ਉੱਤੇ: ਪੰਜਾਬੀ ਰੇਡੀਓ ਕਿਵੇਂ ਬਣਿਆ ਭਾਈਚਾਰੇ ਦੀ ਸੱਥ',
      intro:
        'Long before group chats, families in the Lower Mainland gathered around a radio for news from Punjab, call-in debates and songs requested for a wedding. Listeners and broadcasters look back.',
      introPa:
        'ਗਰੁੱਪ ਚੈਟਾਂ ਤੋਂ ਬਹੁਤ ਪਹਿਲਾਂ, ਲੋਅਰ ਮੇਨਲੈਂਡ ਦੇ ਪਰਿਵਾਰ ਪੰਜਾਬ ਦੀਆਂ ਖ਼ਬਰਾਂ, ਫ਼ੋਨ-ਇਨ ਬਹਿਸਾਂ ਅਤੇ ਵਿਆਹਾਂ ਲਈ ਫ਼ਰਮਾਇਸ਼ੀ ਗੀਤਾਂ ਵਾਸਤੇ ਰੇਡੀਓ ਦੁਆਲੇ ਜੁੜ ਬੈਠਦੇ ਸਨ। ਸਰੋਤੇ ਅਤੇ ਬ੍ਰਾਡਕਾਸਟਰ ਉਨ੍ਹਾਂ ਦਿਨਾਂ ਨੂੰ ਯਾਦ ਕਰਦੇ ਹਨ।',
      body: [
        text(
          '<p>The first Punjabi programmes in BC were short weekend slots bought on English-language stations, often hosted by volunteers who read the news from airmail newspapers several days old. Listeners recorded them on cassettes and passed the tapes around to relatives who had missed them.</p>',
        ),
        quote(
          'My mother would switch on the radio before she lit the stove. The first voice in our house every morning was a Punjabi newsreader.',
          'Sukhwinder Singh Dosanjh, longtime listener',
        ),
        text(
          '<p>As the community grew, so did the airtime: full-day programming, live call-in shows on immigration and farming, and coverage of council meetings in Surrey and Abbotsford. Today much of that listening happens on phones and smart speakers, but the call-in lines still light up whenever a story touches home.</p>',
        ),
        img(
          'punjabi-radio-history-studio',
          'A vintage microphone and cassette deck from the early days of Punjabi radio in BC.',
          'ਬੀ.ਸੀ. ਵਿੱਚ ਪੰਜਾਬੀ ਰੇਡੀਓ ਦੇ ਮੁੱਢਲੇ ਦਿਨਾਂ ਦਾ ਇੱਕ ਪੁਰਾਣਾ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਅਤੇ ਕੈਸੇਟ ਡੈੱਕ।',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਬੀ.ਸੀ. ਵਿੱਚ ਪਹਿਲੇ ਪੰਜਾਬੀ ਪ੍ਰੋਗਰਾਮ ਅੰਗਰੇਜ਼ੀ ਸਟੇਸ਼ਨਾਂ ਤੋਂ ਖ਼ਰੀਦੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰਲੇ ਛੋਟੇ-ਛੋਟੇ ਸਮੇਂ ਹੁੰਦੇ ਸਨ, ਜਿਨ੍ਹਾਂ ਨੂੰ ਅਕਸਰ ਵਲੰਟੀਅਰ ਚਲਾਉਂਦੇ ਸਨ ਅਤੇ ਹਵਾਈ ਡਾਕ ਰਾਹੀਂ ਆਏ ਕਈ ਦਿਨ ਪੁਰਾਣੇ ਅਖ਼ਬਾਰਾਂ ਵਿੱਚੋਂ ਖ਼ਬਰਾਂ ਪੜ੍ਹਦੇ ਸਨ। ਸਰੋਤੇ ਇਹ ਪ੍ਰੋਗਰਾਮ ਕੈਸੇਟਾਂ ਉੱਤੇ ਰਿਕਾਰਡ ਕਰ ਲੈਂਦੇ ਅਤੇ ਟੇਪਾਂ ਉਨ੍ਹਾਂ ਰਿਸ਼ਤੇਦਾਰਾਂ ਤੱਕ ਪਹੁੰਚਾਉਂਦੇ ਜਿਨ੍ਹਾਂ ਤੋਂ ਪ੍ਰੋਗਰਾਮ ਖੁੰਝ ਗਿਆ ਹੁੰਦਾ।</p>',
        ),
        quote(
          'ਮੇਰੀ ਮਾਂ ਚੁੱਲ੍ਹਾ ਬਾਲਣ ਤੋਂ ਪਹਿਲਾਂ ਰੇਡੀਓ ਚਲਾਉਂਦੀ ਸੀ। ਹਰ ਸਵੇਰ ਸਾਡੇ ਘਰ ਵਿੱਚ ਸਭ ਤੋਂ ਪਹਿਲੀ ਆਵਾਜ਼ ਕਿਸੇ ਪੰਜਾਬੀ ਖ਼ਬਰ-ਵਾਚਕ ਦੀ ਹੁੰਦੀ ਸੀ।',
          'ਸੁਖਵਿੰਦਰ ਸਿੰਘ ਦੋਸਾਂਝ, ਪੁਰਾਣੇ ਸਰੋਤੇ',
        ),
        text(
          '<p>ਜਿਵੇਂ-ਜਿਵੇਂ ਭਾਈਚਾਰਾ ਵਧਿਆ, ਪ੍ਰਸਾਰਣ ਦਾ ਸਮਾਂ ਵੀ ਵਧਦਾ ਗਿਆ: ਸਾਰਾ ਦਿਨ ਚੱਲਣ ਵਾਲੇ ਪ੍ਰੋਗਰਾਮ, ਇਮੀਗ੍ਰੇਸ਼ਨ ਅਤੇ ਖੇਤੀਬਾੜੀ ਉੱਤੇ ਲਾਈਵ ਫ਼ੋਨ-ਇਨ ਸ਼ੋਅ, ਅਤੇ ਸਰੀ ਤੇ ਐਬਟਸਫੋਰਡ ਦੀਆਂ ਕੌਂਸਲ ਮੀਟਿੰਗਾਂ ਦੀ ਕਵਰੇਜ। ਅੱਜ ਬਹੁਤਾ ਸੁਣਨਾ ਫ਼ੋਨਾਂ ਅਤੇ ਸਮਾਰਟ ਸਪੀਕਰਾਂ ਉੱਤੇ ਹੁੰਦਾ ਹੈ, ਪਰ ਜਦੋਂ ਵੀ ਕੋਈ ਖ਼ਬਰ ਦਿਲ ਨੂੰ ਛੂੰਹਦੀ ਹੈ, ਫ਼ੋਨ ਲਾਈਨਾਂ ਅੱਜ ਵੀ ਖੜਕ ਉੱਠਦੀਆਂ ਹਨ।</p>',
        ),
        img(
          'punjabi-radio-history-studio',
          'A vintage microphone and cassette deck from the early days of Punjabi radio in BC.',
          'ਬੀ.ਸੀ. ਵਿੱਚ ਪੰਜਾਬੀ ਰੇਡੀਓ ਦੇ ਮੁੱਢਲੇ ਦਿਨਾਂ ਦਾ ਇੱਕ ਪੁਰਾਣਾ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਅਤੇ ਕੈਸੇਟ ਡੈੱਕ।',
        ),
      ],
      image: image('punjabi-radio-kitchen-table'),
      postDate: d.daysAgo(112, '12:00'),
    },
    {
      id: 3016,
      title: 'From Ludhiana to Langley: Newcomer Teens Find Their Feet with Peer Mentors',
      titlePa: 'ਲੁਧਿਆਣੇ ਤੋਂ ਲੈਂਗਲੀ ਤੱਕ: ਹਾਣੀ ਮੈਂਟਰਾਂ ਦੀ ਮਦਦ ਨਾਲ ਪੈਰ ਜਮਾਉਂਦੇ ਨਵੇਂ ਆਏ ਨੌਜਵਾਨ',
      intro:
        'Arriving in Grade 10 with little English is hard. A youth programme pairs newly arrived teenagers with older students who made the same journey a few years earlier.',
      introPa:
        'ਥੋੜ੍ਹੀ-ਬਹੁਤ ਅੰਗਰੇਜ਼ੀ ਨਾਲ ਸਿੱਧਾ ਦਸਵੀਂ ਜਮਾਤ ਵਿੱਚ ਆਉਣਾ ਸੌਖਾ ਨਹੀਂ। ਇੱਕ ਯੂਥ ਪ੍ਰੋਗਰਾਮ ਨਵੇਂ ਆਏ ਨੌਜਵਾਨਾਂ ਨੂੰ ਉਨ੍ਹਾਂ ਵੱਡੇ ਵਿਦਿਆਰਥੀਆਂ ਨਾਲ ਜੋੜਦਾ ਹੈ ਜੋ ਕੁਝ ਸਾਲ ਪਹਿਲਾਂ ਇਹੀ ਸਫ਼ਰ ਤੈਅ ਕਰ ਚੁੱਕੇ ਹਨ।',
      body: [
        text(
          '<p>Gurnoor Singh arrived from Ludhiana in the middle of a school year, knowing nobody and understanding about half of what his teachers said. His mentor, Prabhjot Kaur Atwal, now in her second year at university, had sat in the same classroom four years earlier.</p>',
        ),
        img(
          'langley-youth-mentors',
          'Mentors and newcomer students at a Friday homework club in Langley.',
          'ਲੈਂਗਲੀ ਵਿੱਚ ਸ਼ੁੱਕਰਵਾਰ ਦੇ ਹੋਮਵਰਕ ਕਲੱਬ ਵਿੱਚ ਮੈਂਟਰ ਅਤੇ ਨਵੇਂ ਆਏ ਵਿਦਿਆਰਥੀ।',
        ),
        text(
          '<p>The programme, run by the Valley Youth Bridge Society with funding from local donors, meets every Friday for homework help, then heads out for basketball or a trip to the library. Mentors are trained to spot loneliness and pressure at home, and to connect students with school counsellors when needed.</p>',
        ),
        quote(
          "She didn't just help me with English essays. She told me it was normal to feel lost, and that it gets better. It did.",
          'Gurnoor Singh, 16',
        ),
      ],
      bodyPa: [
        text(
          '<p>ਗੁਰਨੂਰ ਸਿੰਘ ਸਕੂਲੀ ਸਾਲ ਦੇ ਅੱਧ ਵਿੱਚ ਲੁਧਿਆਣੇ ਤੋਂ ਆਇਆ ਸੀ — ਨਾ ਕਿਸੇ ਨੂੰ ਜਾਣਦਾ ਸੀ ਅਤੇ ਨਾ ਹੀ ਅਧਿਆਪਕਾਂ ਦੀ ਅੱਧੀ ਗੱਲ ਤੋਂ ਵੱਧ ਸਮਝ ਆਉਂਦੀ ਸੀ। ਉਸ ਦੀ ਮੈਂਟਰ ਪ੍ਰਭਜੋਤ ਕੌਰ ਅਟਵਾਲ, ਜੋ ਹੁਣ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਦੂਜੇ ਸਾਲ ਵਿੱਚ ਹੈ, ਚਾਰ ਸਾਲ ਪਹਿਲਾਂ ਉਸੇ ਜਮਾਤ ਵਿੱਚ ਬੈਠਦੀ ਸੀ।</p>',
        ),
        img(
          'langley-youth-mentors',
          'Mentors and newcomer students at a Friday homework club in Langley.',
          'ਲੈਂਗਲੀ ਵਿੱਚ ਸ਼ੁੱਕਰਵਾਰ ਦੇ ਹੋਮਵਰਕ ਕਲੱਬ ਵਿੱਚ ਮੈਂਟਰ ਅਤੇ ਨਵੇਂ ਆਏ ਵਿਦਿਆਰਥੀ।',
        ),
        text(
          "<p>ਵੈਲੀ ਯੂਥ ਬ੍ਰਿਜ ਸੁਸਾਇਟੀ ਵੱਲੋਂ ਸਥਾਨਕ ਦਾਨੀਆਂ ਦੀ ਮਦਦ ਨਾਲ ਚਲਾਇਆ ਜਾਂਦਾ ਇਹ ਪ੍ਰੋਗਰਾਮ ਹਰ ਸ਼ੁੱਕਰਵਾਰ ਹੋਮਵਰਕ ਵਿੱਚ ਮਦਦ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ, ਫਿਰ ਬਾਸਕਟਬਾਲ ਜਾਂ ਲਾਇਬ੍ਰੇਰੀ ਦੀ ਫੇਰੀ ਹੁੰਦੀ ਹੈ। ਮੈਂਟਰਾਂ ਨੂੰ ਇਕੱਲਤਾ ਅਤੇ ਘਰੇਲੂ ਦਬਾਅ ਦੇ ਸੰਕੇਤ ਪਛਾਣਨ ਦੀ ਸਿਖਲਾਈ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ, ਤਾਂ ਜੋ ਲੋੜ ਪੈਣ 'ਤੇ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਸਕੂਲ ਦੇ ਕੌਂਸਲਰਾਂ ਨਾਲ ਜੋੜਿਆ ਜਾ ਸਕੇ।</p>",
        ),
        quote(
          'ਉਸ ਨੇ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਦੇ ਲੇਖਾਂ ਵਿੱਚ ਹੀ ਮਦਦ ਨਹੀਂ ਕੀਤੀ। ਉਸ ਨੇ ਦੱਸਿਆ ਕਿ ਗੁਆਚਿਆ-ਗੁਆਚਿਆ ਮਹਿਸੂਸ ਕਰਨਾ ਆਮ ਗੱਲ ਹੈ ਅਤੇ ਹੌਲੀ-ਹੌਲੀ ਸਭ ਠੀਕ ਹੋ ਜਾਂਦਾ ਹੈ। ਤੇ ਸੱਚਮੁੱਚ ਹੋ ਗਿਆ।',
          'ਗੁਰਨੂਰ ਸਿੰਘ, 16',
        ),
      ],
      image: image('ludhiana-to-langley-mentors'),
      postDate: d.daysAgo(118, '14:00'),
    },
  ];
}
