/**
 * Demo entertainment posts, ids 2006–2011, tagged 'bollywood'. Bollywood news: music, franchises,
 * comebacks and trailers. Every film, album, artist, company and organiser is invented; real places
 * and venues are named only in general terms.
 */
import type { PostInput } from '../../../../shared/types/content';
import type { SeedDates } from '../dates';
import { byline, gurmukhiOnly, quote as q, t, video } from '../helpers';
import { card, desk, gurmukhiCard, pic } from './desk';

/** Bollywood news (2006–2011). */
export function bollywoodPosts2(d: SeedDates): PostInput[] {
  return [
    {
      id: 2006,
      kind: 'entertainment',
      slug: 'raghav-ishaan-soundtrack-for-pehli-baarish-tops-music-charts',
      title: 'Raghav–Ishaan’s soundtrack for ‘Pehli Baarish’ tops the music charts',
      titlePa: 'ਰਾਘਵ–ਈਸ਼ਾਨ ਦਾ ‘ਪਹਿਲੀ ਬਾਰਿਸ਼’ ਦਾ ਸੰਗੀਤ ਚਾਰਟਾਂ ਵਿੱਚ ਸਭ ਤੋਂ ਉੱਤੇ',
      intro:
        'A monsoon love song from the upcoming film has become the most-streamed Hindi track of the month, weeks before the film reaches cinemas.',
      introPa:
        'ਆਉਣ ਵਾਲੀ ਫ਼ਿਲਮ ਦਾ ਮੌਨਸੂਨ ’ਤੇ ਆਧਾਰਿਤ ਪਿਆਰ ਗੀਤ ਫ਼ਿਲਮ ਰਿਲੀਜ਼ ਹੋਣ ਤੋਂ ਹਫ਼ਤੇ ਪਹਿਲਾਂ ਹੀ ਮਹੀਨੇ ਦਾ ਸਭ ਤੋਂ ਵੱਧ ਸੁਣਿਆ ਗਿਆ ਹਿੰਦੀ ਗੀਤ ਬਣ ਗਿਆ ਹੈ।',
      body: [
        t(
          '<p>Composer duo Raghav and Ishaan have a hit on their hands with the title song of <em>Pehli Baarish</em>. The track, sung by Mohit Rana and Aarohi Desai, mixes a soft piano line with a dhol break in the final chorus.</p>',
        ),
        t(
          '<p>Its music video, shot in the rain on the streets of old Mumbai, has been shared widely by fans abroad. Radio requests for the song have also climbed in Canada and the UK.</p>',
        ),
        q(
          'We wanted a song people could sing on a rainy bus ride home. Vancouver listeners tell us they have plenty of chances.',
          'Ishaan Verma, composer',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਸੰਗੀਤਕਾਰ ਜੋੜੀ ਰਾਘਵ ਅਤੇ ਈਸ਼ਾਨ ਦਾ <em>ਪਹਿਲੀ ਬਾਰਿਸ਼</em> ਦਾ ਟਾਈਟਲ ਗੀਤ ਹਿੱਟ ਹੋ ਗਿਆ ਹੈ। ਮੋਹਿਤ ਰਾਣਾ ਅਤੇ ਆਰੋਹੀ ਦੇਸਾਈ ਦੇ ਗਾਏ ਇਸ ਗੀਤ ਵਿੱਚ ਪਿਆਨੋ ਦੀ ਨਰਮ ਧੁਨ ਹੈ ਅਤੇ ਆਖ਼ਰੀ ਅੰਤਰੇ ਵਿੱਚ ਢੋਲ ਦੀ ਥਾਪ ਵੀ ਆਉਂਦੀ ਹੈ।</p>',
        ),
        t(
          '<p>ਪੁਰਾਣੀ ਮੁੰਬਈ ਦੀਆਂ ਗਲੀਆਂ ਵਿੱਚ ਮੀਂਹ ਦੌਰਾਨ ਫ਼ਿਲਮਾਇਆ ਗਿਆ ਇਸ ਦਾ ਮਿਊਜ਼ਿਕ ਵੀਡੀਓ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੀ ਖ਼ੂਬ ਸਾਂਝਾ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ। ਕੈਨੇਡਾ ਅਤੇ ਇੰਗਲੈਂਡ ਵਿੱਚ ਰੇਡੀਓ ’ਤੇ ਵੀ ਇਸ ਗੀਤ ਦੀਆਂ ਫ਼ਰਮਾਇਸ਼ਾਂ ਵਧੀਆਂ ਹਨ।</p>',
        ),
        q(
          'ਅਸੀਂ ਅਜਿਹਾ ਗੀਤ ਬਣਾਉਣਾ ਚਾਹੁੰਦੇ ਸੀ ਜੋ ਲੋਕ ਮੀਂਹ ਵਿੱਚ ਬੱਸ ’ਤੇ ਘਰ ਜਾਂਦੇ ਗੁਣਗੁਣਾ ਸਕਣ। ਵੈਨਕੂਵਰ ਦੇ ਸਰੋਤੇ ਦੱਸਦੇ ਹਨ ਕਿ ਉੱਥੇ ਅਜਿਹੇ ਮੌਕੇ ਬਹੁਤ ਮਿਲਦੇ ਹਨ।',
          'ਈਸ਼ਾਨ ਵਰਮਾ, ਸੰਗੀਤਕਾਰ',
        ),
      ],
      ...byline(desk.rupinder),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'pehli-baarish-music-video-rain',
          'A scene from the ‘Pehli Baarish’ music video.',
          '‘ਪਹਿਲੀ ਬਾਰਿਸ਼’ ਦੇ ਮਿਊਜ਼ਿਕ ਵੀਡੀਓ ਦਾ ਇੱਕ ਦ੍ਰਿਸ਼।',
        ),
      ],
      videos: [video('Pehli Baarish – title song music video', 'pbsongvid01')],
      postDate: d.daysAgo(11, '12:00'),
    },
    {
      id: 2007,
      kind: 'entertainment',
      slug: 'hindi-studios-bet-on-sequels-as-franchise-slate-grows',
      title: 'Hindi studios bet on sequels as the franchise slate grows',
      titlePa: 'ਹਿੰਦੀ ਸਟੂਡੀਓਜ਼ ਦਾ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ’ਤੇ ਦਾਅ, ਫ਼ਰੈਂਚਾਇਜ਼ੀਆਂ ਦੀ ਸੂਚੀ ਲੰਮੀ ਹੋਈ',
      intro:
        'Nearly a third of the big Hindi releases announced for next year are sequels or spin-offs, and producers say the reason is simple: familiar names sell tickets.',
      introPa:
        'ਅਗਲੇ ਸਾਲ ਲਈ ਐਲਾਨੀਆਂ ਵੱਡੀਆਂ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਲਗਭਗ ਇੱਕ ਤਿਹਾਈ ਸੀਕਵਲ ਜਾਂ ਸਪਿਨ-ਆਫ਼ ਹਨ, ਅਤੇ ਨਿਰਮਾਤਾਵਾਂ ਮੁਤਾਬਕ ਕਾਰਨ ਸਿੱਧਾ ਹੈ: ਜਾਣੇ-ਪਛਾਣੇ ਨਾਂ ਟਿਕਟਾਂ ਵੇਚਦੇ ਹਨ।',
      body: [
        t(
          '<p>From a third chapter of the comedy series <em>Golmaal Dhaba</em> to a follow-up to last year’s spy hit <em>Operation Neelkanth</em>, the slate is full of returning characters. Producers say known titles make it easier to raise money and book screens.</p>',
        ),
        t(
          '<p>Not everyone is convinced. Several writers argue that original stories are being squeezed out, and point to small films that found large audiences this year without any brand behind them.</p>',
        ),
        pic(
          'franchise-film-posters-wall',
          'Posters for upcoming sequels at a Mumbai studio.',
          'ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਟੂਡੀਓ ਵਿੱਚ ਆਉਣ ਵਾਲੀਆਂ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਦੇ ਪੋਸਟਰ।',
        ),
        t(
          '<p>For overseas audiences the trend has a plus side: sequels tend to get wider releases abroad, so more of them reach cinemas in Surrey on the same day as in India.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p>ਕਾਮੇਡੀ ਲੜੀ <em>ਗੋਲਮਾਲ ਢਾਬਾ</em> ਦੇ ਤੀਜੇ ਭਾਗ ਤੋਂ ਲੈ ਕੇ ਪਿਛਲੇ ਸਾਲ ਦੀ ਜਾਸੂਸੀ ਹਿੱਟ <em>ਓਪਰੇਸ਼ਨ ਨੀਲਕੰਠ</em> ਦੇ ਅਗਲੇ ਭਾਗ ਤੱਕ, ਸੂਚੀ ਪੁਰਾਣੇ ਕਿਰਦਾਰਾਂ ਨਾਲ ਭਰੀ ਪਈ ਹੈ। ਨਿਰਮਾਤਾ ਕਹਿੰਦੇ ਹਨ ਕਿ ਜਾਣੇ-ਪਛਾਣੇ ਨਾਵਾਂ ਨਾਲ ਪੈਸਾ ਜੁਟਾਉਣਾ ਅਤੇ ਸਕਰੀਨਾਂ ਬੁੱਕ ਕਰਨਾ ਸੌਖਾ ਹੁੰਦਾ ਹੈ।</p>',
        ),
        t(
          '<p>ਹਰ ਕੋਈ ਇਸ ਨਾਲ ਸਹਿਮਤ ਨਹੀਂ। ਕਈ ਲੇਖਕਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਨਵੀਆਂ ਕਹਾਣੀਆਂ ਲਈ ਥਾਂ ਘਟ ਰਹੀ ਹੈ, ਅਤੇ ਉਹ ਇਸ ਸਾਲ ਦੀਆਂ ਉਨ੍ਹਾਂ ਛੋਟੀਆਂ ਫ਼ਿਲਮਾਂ ਦੀ ਮਿਸਾਲ ਦਿੰਦੇ ਹਨ ਜਿਨ੍ਹਾਂ ਨੇ ਬਿਨਾਂ ਕਿਸੇ ਵੱਡੇ ਨਾਂ ਦੇ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਦਰਸ਼ਕ ਖਿੱਚੇ।</p>',
        ),
        pic(
          'franchise-film-posters-wall',
          'Posters for upcoming sequels at a Mumbai studio.',
          'ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਟੂਡੀਓ ਵਿੱਚ ਆਉਣ ਵਾਲੀਆਂ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਦੇ ਪੋਸਟਰ।',
        ),
        t(
          '<p>ਵਿਦੇਸ਼ੀ ਦਰਸ਼ਕਾਂ ਲਈ ਇਸ ਰੁਝਾਨ ਦਾ ਇੱਕ ਫ਼ਾਇਦਾ ਵੀ ਹੈ: ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਆਮ ਤੌਰ ’ਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੱਡੇ ਪੱਧਰ ’ਤੇ ਰਿਲੀਜ਼ ਹੁੰਦੀਆਂ ਹਨ, ਇਸ ਲਈ ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੀਆਂ ਭਾਰਤ ਵਾਲੇ ਦਿਨ ਹੀ ਸਰੀ ਦੇ ਸਿਨੇਮਾਘਰਾਂ ਵਿੱਚ ਪਹੁੰਚ ਜਾਂਦੀਆਂ ਹਨ।</p>',
        ),
      ],
      ...byline(desk.arjun),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'franchise-film-posters-wall',
          'Posters for upcoming sequels at a Mumbai studio.',
          'ਮੁੰਬਈ ਦੇ ਇੱਕ ਸਟੂਡੀਓ ਵਿੱਚ ਆਉਣ ਵਾਲੀਆਂ ਸੀਕਵਲ ਫ਼ਿਲਮਾਂ ਦੇ ਪੋਸਟਰ।',
        ),
      ],
      postDate: d.daysAgo(13, '15:30'),
    },
    {
      id: 2008,
      kind: 'entertainment',
      slug: 'meenakshi-rao-returns-to-the-screen-after-a-decade',
      title: 'Meenakshi Rao returns to the screen after a decade away',
      intro:
        'The actress, a favourite of family dramas in the 2000s, will play a retired judge in the courtroom drama ‘Faisla’.',
      body: [
        t(
          '<p>Meenakshi Rao stepped away from films ten years ago to care for her family and run a theatre workshop for children. She returns in <em>Faisla</em>, directed by Priya Nair, as a retired judge drawn back into an old case.</p>',
        ),
        t(
          '<p>Rao said she turned down many scripts before this one. She added that the industry has changed a great deal, with shorter shoots, more women behind the camera and far more attention to rehearsal.</p>',
        ),
        q(
          'I did not come back to be a star again. I came back because this woman on the page would not leave me alone.',
          'Meenakshi Rao, actress',
        ),
      ],
      author: desk.rupinder.en,
      tags: ['bollywood'],
      locale: ['en'],
      images: [card('meenakshi-rao-faisla-set', 'Meenakshi Rao on the set of ‘Faisla’.')],
      postDate: d.daysAgo(15, '10:05'),
    },
    {
      id: 2009,
      kind: 'entertainment',
      slug: 'trailer-for-thriller-aakhri-gawah-promises-a-tense-courtroom-ride',
      title: 'Trailer for thriller ‘Aakhri Gawah’ promises a tense courtroom ride',
      titlePa: 'ਥ੍ਰਿਲਰ ‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦਾ ਟ੍ਰੇਲਰ ਜਾਰੀ, ਅਦਾਲਤੀ ਡਰਾਮੇ ਦੀ ਝਲਕ',
      intro:
        'The first look at Nikhil Arora’s thriller about the last witness in a murder case has drawn millions of views within a day.',
      introPa: 'ਕਤਲ ਦੇ ਇੱਕ ਮਾਮਲੇ ਦੇ ਆਖ਼ਰੀ ਗਵਾਹ ਬਾਰੇ ਨਿਖਿਲ ਅਰੋੜਾ ਦੀ ਥ੍ਰਿਲਰ ਦੀ ਪਹਿਲੀ ਝਲਕ ਨੂੰ ਇੱਕ ਦਿਨ ਵਿੱਚ ਹੀ ਲੱਖਾਂ ਲੋਕਾਂ ਨੇ ਦੇਖਿਆ ਹੈ।',
      body: [
        t(
          '<p>The trailer for <em>Aakhri Gawah</em> opens with a single line from a frightened tea-stall owner who saw too much. Actor Ranveer Sood plays a young lawyer who must keep him alive until he reaches the witness box.</p>',
        ),
        pic(
          'aakhri-gawah-courtroom-still',
          'Ranveer Sood in a courtroom scene from ‘Aakhri Gawah’.',
          '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦੇ ਇੱਕ ਅਦਾਲਤੀ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਰਣਵੀਰ ਸੂਦ।',
        ),
        t(
          '<p>The film is set to open worldwide next month, with shows already listed in Canada. The makers say it runs under two hours and has no songs, which is still unusual for a Hindi release.</p>',
        ),
      ],
      bodyPa: [
        t(
          '<p><em>ਆਖ਼ਰੀ ਗਵਾਹ</em> ਦਾ ਟ੍ਰੇਲਰ ਇੱਕ ਡਰੇ ਹੋਏ ਚਾਹ ਵਾਲੇ ਦੀ ਇੱਕ ਲਾਈਨ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਨੇ ਲੋੜ ਤੋਂ ਵੱਧ ਦੇਖ ਲਿਆ ਸੀ। ਅਦਾਕਾਰ ਰਣਵੀਰ ਸੂਦ ਇੱਕ ਨੌਜਵਾਨ ਵਕੀਲ ਬਣੇ ਹਨ, ਜਿਸ ਨੇ ਗਵਾਹ ਨੂੰ ਅਦਾਲਤ ਪਹੁੰਚਣ ਤੱਕ ਜ਼ਿੰਦਾ ਰੱਖਣਾ ਹੈ।</p>',
        ),
        pic(
          'aakhri-gawah-courtroom-still',
          'Ranveer Sood in a courtroom scene from ‘Aakhri Gawah’.',
          '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦੇ ਇੱਕ ਅਦਾਲਤੀ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਰਣਵੀਰ ਸੂਦ।',
        ),
        t(
          '<p>ਫ਼ਿਲਮ ਅਗਲੇ ਮਹੀਨੇ ਦੁਨੀਆ ਭਰ ਵਿੱਚ ਰਿਲੀਜ਼ ਹੋਵੇਗੀ ਅਤੇ ਕੈਨੇਡਾ ਵਿੱਚ ਇਸ ਦੇ ਸ਼ੋਅ ਪਹਿਲਾਂ ਹੀ ਸੂਚੀਬੱਧ ਹੋ ਚੁੱਕੇ ਹਨ। ਨਿਰਮਾਤਾਵਾਂ ਮੁਤਾਬਕ ਫ਼ਿਲਮ ਦੋ ਘੰਟਿਆਂ ਤੋਂ ਘੱਟ ਦੀ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਕੋਈ ਗੀਤ ਨਹੀਂ, ਜੋ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚ ਅਜੇ ਵੀ ਘੱਟ ਹੀ ਦੇਖਣ ਨੂੰ ਮਿਲਦਾ ਹੈ।</p>',
        ),
      ],
      ...byline(desk.manveer),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card('aakhri-gawah-poster', 'The poster of ‘Aakhri Gawah’.', '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦਾ ਪੋਸਟਰ।'),
        card(
          'aakhri-gawah-courtroom-still',
          'Ranveer Sood in a courtroom scene from ‘Aakhri Gawah’.',
          '‘ਆਖ਼ਰੀ ਗਵਾਹ’ ਦੇ ਇੱਕ ਅਦਾਲਤੀ ਦ੍ਰਿਸ਼ ਵਿੱਚ ਰਣਵੀਰ ਸੂਦ।',
        ),
      ],
      videos: [video('Aakhri Gawah – official trailer', 'agtrailer02')],
      postDate: d.daysAgo(18, '08:50'),
    },
    {
      id: 2010,
      kind: 'entertainment',
      slug: 'punjabi-songs-in-growing-demand-in-hindi-films',
      ...gurmukhiOnly({
        title: 'ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਗੀਤਾਂ ਦੀ ਮੰਗ ਲਗਾਤਾਰ ਵਧੀ',
        intro: 'ਇਸ ਸਾਲ ਰਿਲੀਜ਼ ਹੋਈਆਂ ਵੱਡੀਆਂ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਲਗਭਗ ਹਰ ਦੂਜੀ ਫ਼ਿਲਮ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਪੰਜਾਬੀ ਗੀਤ ਹੈ।',
        body: [
          t(
            '<p>ਵਿਆਹ ਦੇ ਦ੍ਰਿਸ਼ ਹੋਣ ਜਾਂ ਫ਼ਿਲਮ ਦਾ ਆਖ਼ਰੀ ਨਾਚ, ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਦੇ ਨਿਰਮਾਤਾ ਹੁਣ ਪੰਜਾਬੀ ਬੋਲਾਂ ਅਤੇ ਢੋਲ ਦੀ ਥਾਪ ’ਤੇ ਭਰੋਸਾ ਕਰ ਰਹੇ ਹਨ। ਕਈ ਪੰਜਾਬੀ ਗਾਇਕਾਂ ਨੂੰ ਮੁੰਬਈ ਤੋਂ ਪਹਿਲਾਂ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਸੱਦੇ ਮਿਲ ਰਹੇ ਹਨ।</p>',
          ),
          t(
            '<p>ਗੀਤਕਾਰ ਬਲਜੀਤ ਸਿੰਘ ਮਾਹਲ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਪੰਜਾਬੀ ਗੀਤ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੀ ਫ਼ਿਲਮ ਦੀ ਪਹੁੰਚ ਵਧਾਉਂਦੇ ਹਨ। ਕੈਨੇਡਾ, ਇੰਗਲੈਂਡ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ ਦੇ ਪੰਜਾਬੀ ਨੌਜਵਾਨ ਇਹੀ ਗੀਤ ਸਭ ਤੋਂ ਵੱਧ ਸਾਂਝੇ ਕਰਦੇ ਹਨ।</p>',
          ),
          q(
            'ਪਹਿਲਾਂ ਸਾਨੂੰ ਇੱਕ ਅੰਤਰਾ ਪੰਜਾਬੀ ਵਿੱਚ ਲਿਖਣ ਲਈ ਕਿਹਾ ਜਾਂਦਾ ਸੀ, ਹੁਣ ਪੂਰਾ ਗੀਤ ਪੰਜਾਬੀ ਵਿੱਚ ਮੰਗਿਆ ਜਾਂਦਾ ਹੈ।',
            'ਬਲਜੀਤ ਸਿੰਘ ਮਾਹਲ, ਗੀਤਕਾਰ',
          ),
          t(
            '<p>ਕੁਝ ਆਲੋਚਕ ਚਿਤਾਵਨੀ ਵੀ ਦਿੰਦੇ ਹਨ ਕਿ ਕਈ ਵਾਰ ਬੋਲਾਂ ਦੀ ਥਾਂ ਸਿਰਫ਼ ਰੌਲਾ ਰਹਿ ਜਾਂਦਾ ਹੈ। ਉਨ੍ਹਾਂ ਮੁਤਾਬਕ ਪੰਜਾਬੀ ਲੋਕ ਸੰਗੀਤ ਦੀ ਅਸਲੀ ਮਿਠਾਸ ਬਚਾ ਕੇ ਰੱਖਣੀ ਜ਼ਰੂਰੀ ਹੈ।</p>',
          ),
        ],
        reporter: desk.sukhpreet,
      }),
      tags: ['bollywood'],
      images: [
        gurmukhiCard(
          'punjabi-singer-mumbai-recording-studio',
          'ਮੁੰਬਈ ਦੇ ਇੱਕ ਰਿਕਾਰਡਿੰਗ ਸਟੂਡੀਓ ਵਿੱਚ ਗੀਤ ਰਿਕਾਰਡ ਕਰਦਾ ਇੱਕ ਪੰਜਾਬੀ ਗਾਇਕ।',
        ),
      ],
      postDate: d.daysAgo(20, '17:40'),
    },
    {
      id: 2011,
      kind: 'entertainment',
      slug: 'half-year-box-office-small-films-punch-above-their-weight',
      title: 'Half-year box office: small films punch above their weight',
      titlePa: 'ਛਿਮਾਹੀ ਬਾਕਸ ਆਫ਼ਿਸ: ਛੋਟੀਆਂ ਫ਼ਿਲਮਾਂ ਨੇ ਦਿਖਾਇਆ ਵੱਡਾ ਦਮ',
      intro:
        'Big-star releases still earn the most, but the surprise of the year so far belongs to modest films with strong stories.',
      introPa:
        'ਵੱਡੇ ਸਿਤਾਰਿਆਂ ਦੀਆਂ ਫ਼ਿਲਮਾਂ ਅਜੇ ਵੀ ਸਭ ਤੋਂ ਵੱਧ ਕਮਾਈ ਕਰ ਰਹੀਆਂ ਹਨ, ਪਰ ਇਸ ਸਾਲ ਦੀ ਅਸਲ ਹੈਰਾਨੀ ਮਜ਼ਬੂਤ ਕਹਾਣੀਆਂ ਵਾਲੀਆਂ ਸਾਦੀਆਂ ਫ਼ਿਲਮਾਂ ਰਹੀਆਂ ਹਨ।',
      body: [
        t(
          '<p>Figures compiled by trade analysts show overall ticket sales for Hindi films are up on last year. Three of the ten top earners were made on small budgets with little-known casts.</p>',
        ),
        t(
          '<p>The standout is <em>Chai Pe Charcha</em>, a comedy about a family feud over a roadside tea stall. It ran for more than ten weeks in many cities, driven almost entirely by word of mouth.</p>',
        ),
        q(
          'Audiences are telling us they will leave the house for a good story. The poster matters less than it used to.',
          'Vivek Sharma, trade analyst',
        ),
        t('<p>Overseas takings were also higher, with North America accounting for a larger share than before.</p>'),
      ],
      bodyPa: [
        t(
          '<p>ਵਪਾਰ ਵਿਸ਼ਲੇਸ਼ਕਾਂ ਦੇ ਅੰਕੜਿਆਂ ਮੁਤਾਬਕ ਹਿੰਦੀ ਫ਼ਿਲਮਾਂ ਦੀਆਂ ਕੁੱਲ ਟਿਕਟਾਂ ਦੀ ਵਿਕਰੀ ਪਿਛਲੇ ਸਾਲ ਨਾਲੋਂ ਵਧੀ ਹੈ। ਸਭ ਤੋਂ ਵੱਧ ਕਮਾਈ ਕਰਨ ਵਾਲੀਆਂ ਦਸ ਫ਼ਿਲਮਾਂ ਵਿੱਚੋਂ ਤਿੰਨ ਛੋਟੇ ਬਜਟ ਅਤੇ ਘੱਟ ਜਾਣੇ-ਪਛਾਣੇ ਕਲਾਕਾਰਾਂ ਨਾਲ ਬਣੀਆਂ ਸਨ।</p>',
        ),
        t(
          '<p>ਸਭ ਤੋਂ ਅੱਗੇ <em>ਚਾਏ ਪੇ ਚਰਚਾ</em> ਰਹੀ, ਜੋ ਸੜਕ ਕਿਨਾਰੇ ਚਾਹ ਦੀ ਦੁਕਾਨ ਨੂੰ ਲੈ ਕੇ ਪਰਿਵਾਰਕ ਝਗੜੇ ਦੀ ਕਾਮੇਡੀ ਹੈ। ਇਹ ਫ਼ਿਲਮ ਕਈ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਦਸ ਹਫ਼ਤਿਆਂ ਤੋਂ ਵੱਧ ਚੱਲੀ ਅਤੇ ਇਸ ਦੀ ਕਾਮਯਾਬੀ ਲਗਭਗ ਪੂਰੀ ਤਰ੍ਹਾਂ ਦਰਸ਼ਕਾਂ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਸਦਕਾ ਰਹੀ।</p>',
        ),
        q(
          'ਦਰਸ਼ਕ ਸਾਨੂੰ ਦੱਸ ਰਹੇ ਹਨ ਕਿ ਚੰਗੀ ਕਹਾਣੀ ਲਈ ਉਹ ਘਰੋਂ ਨਿਕਲਣਗੇ। ਪੋਸਟਰ ਦੀ ਅਹਿਮੀਅਤ ਪਹਿਲਾਂ ਜਿੰਨੀ ਨਹੀਂ ਰਹੀ।',
          'ਵਿਵੇਕ ਸ਼ਰਮਾ, ਵਪਾਰ ਵਿਸ਼ਲੇਸ਼ਕ',
        ),
        t('<p>ਵਿਦੇਸ਼ਾਂ ਤੋਂ ਕਮਾਈ ਵੀ ਵਧੀ ਹੈ ਅਤੇ ਉੱਤਰੀ ਅਮਰੀਕਾ ਦਾ ਹਿੱਸਾ ਪਹਿਲਾਂ ਨਾਲੋਂ ਵੱਡਾ ਰਿਹਾ।</p>'),
      ],
      ...byline(desk.arjun),
      tags: ['bollywood'],
      locale: ['en', 'pa'],
      images: [
        card(
          'box-office-ticket-counter',
          'A busy ticket counter at a cinema in Delhi.',
          'ਦਿੱਲੀ ਦੇ ਇੱਕ ਸਿਨੇਮਾਘਰ ਦੀ ਟਿਕਟ ਖਿੜਕੀ ’ਤੇ ਭੀੜ।',
        ),
      ],
      postDate: d.daysAgo(23, '11:20'),
    },
  ];
}
