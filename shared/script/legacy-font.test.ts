import { describe, expect, it } from 'vitest';
import { fromLegacyFont, isLegacyFont, looksFontEncoded } from './legacy-font';

/** Real Punjabi news words and phrases as typed in AnmolLipi, with the Unicode a reader saw. */
const TYPED: [string, string][] = [
  ['pMjwb', 'ਪੰਜਾਬ'],
  ['pMjwbI', 'ਪੰਜਾਬੀ'],
  ['vYnkUvr', 'ਵੈਨਕੂਵਰ'],
  ['kYnyfw', 'ਕੈਨੇਡਾ'],
  ['srI', 'ਸਰੀ'],
  ['srkwr', 'ਸਰਕਾਰ'],
  ['ikswn', 'ਕਿਸਾਨ'],
  ['id`lI', 'ਦਿੱਲੀ'],
  ['hrjIq isMG', 'ਹਰਜੀਤ ਸਿੰਘ'],
  ['pMjwb dI Kbr', 'ਪੰਜਾਬ ਦੀ ਖਬਰ'],
  ['mu`K mMqrI ny AYlwn kIqw', 'ਮੁੱਖ ਮੰਤਰੀ ਨੇ ਐਲਾਨ ਕੀਤਾ'],
  ['ikswnW dw AMdoln', 'ਕਿਸਾਨਾਂ ਦਾ ਅੰਦੋਲਨ'],
  ['gurduAwrw swihb', 'ਗੁਰਦੁਆਰਾ ਸਾਹਿਬ'],
  ['srI iv`c BwrI mINh', 'ਸਰੀ ਵਿੱਚ ਭਾਰੀ ਮੀਂਹ'],
  ['vYnkUvr dy skUlW iv`c Cu`tIAW', 'ਵੈਨਕੂਵਰ ਦੇ ਸਕੂਲਾਂ ਵਿੱਚ ਛੁੱਟੀਆਂ'],
  ['ibRitS kolµbIAw', 'ਬ੍ਰਿਟਿਸ਼ ਕੋਲੰਬੀਆ'],
  ['i&lm', 'ਫ਼ਿਲਮ'],
  ['iqauhwr', 'ਤਿਉਹਾਰ'],
  ['aumIdvwr', 'ਉਮੀਦਵਾਰ'],
  ['iemIgRySn', 'ਇਮੀਗ੍ਰੇਸ਼ਨ'],
  ['BMgVw', 'ਭੰਗੜਾ'],
  ['ryfIE', 'ਰੇਡੀਓ'],
];

/** English, romanised Punjabi and names a Punjabi field may honestly hold. */
const NOT_FONT = [
  'Punjab news',
  'Sat Sri Akal',
  'Punjab di khabar',
  'Kisan andolan',
  'Pind Di Kudi',
  'Surrey',
  'Vancouver',
  'Canada',
  'Breaking news from Surrey',
  'Tonight: Surrey Bhangra night',
  'Diljit Dosanjh concert in Vancouver',
  'Guru Nanak Dev Ji',
  'Sri Guru Granth Sahib',
  'Vaisakhi mela',
  'Harjit Sajjan',
  'Jagmeet Singh',
  'Mr. Singh',
  'Dr Kaur',
  'BC NDP wins',
  'RCMP',
  'YouTube',
  'iPhone 16',
  'Staff',
  'Pvt Ltd',
  'hmm',
  'St',
  'Rwanda',
  'Dwyer',
  'Edwards',
  'Radio Punjab Team',
  'www.example.com',
  'info@radio.example',
  '2026',
  '',
];

describe('fromLegacyFont', () => {
  it.each(TYPED)('%s → %s', (typed, unicode) => {
    expect(fromLegacyFont(typed)).toBe(unicode.normalize('NFC'));
  });

  it('keeps web and mail addresses and the spacing as written', () => {
    expect(fromLegacyFont('pMjwb  https://radio.example/a?b=1\ninfo@radio.example')).toBe(
      'ਪੰਜਾਬ  https://radio.example/a?b=1\ninfo@radio.example',
    );
  });

  it('converts a long field in linear time', () => {
    const long = 'pMjwb dI Kbr '.repeat(20_000);
    const start = Date.now();
    expect(fromLegacyFont(long)).toBe('ਪੰਜਾਬ ਦੀ ਖਬਰ '.repeat(20_000).normalize('NFC'));
    expect(Date.now() - start).toBeLessThan(2000);
  });
});

describe('looksFontEncoded', () => {
  it.each(TYPED.filter(([t]) => t.length > 3))('flags %s', (typed) => {
    expect(looksFontEncoded(typed)).toBe(true);
  });

  it.each(NOT_FONT)('does not flag %j', (text) => {
    expect(looksFontEncoded(text)).toBe(false);
  });

  it('does not flag text that already has Gurmukhi, nor the Unicode of the typed words', () => {
    expect(looksFontEncoded('ਪੰਜਾਬ dI Kbr')).toBe(false);
    for (const [, unicode] of TYPED) expect(looksFontEncoded(unicode)).toBe(false);
  });

  it('reads the text of HTML, not its tags and links', () => {
    expect(looksFontEncoded('<p>vYnkUvr ivc <a href="https://radio.example/news">ryfIE</a></p>')).toBe(true);
    expect(looksFontEncoded('<p class="lead">Radio in <strong>Surrey</strong></p>')).toBe(false);
  });

  it('decides on mixed English and font text by the majority', () => {
    expect(looksFontEncoded('pMjwb dI Kbr BC')).toBe(true);
    expect(looksFontEncoded('News from pMjwb today in Surrey')).toBe(false);
  });

  it('answers quickly on hostile input', () => {
    const start = Date.now();
    expect(looksFontEncoded('<a'.repeat(100_000))).toBe(false);
    expect(looksFontEncoded('pMjwb '.repeat(200_000))).toBe(true);
    expect(looksFontEncoded('Punjab '.repeat(200_000))).toBe(false);
    expect(looksFontEncoded('`'.repeat(100_000))).toBe(false);
    expect(Date.now() - start).toBeLessThan(2000);
  });
});

describe('isLegacyFont', () => {
  it('knows the two fonts of the one mapping, and nothing else', () => {
    expect(isLegacyFont('anmollipi')).toBe(true);
    expect(isLegacyFont('gurbaniakhar')).toBe(true);
    expect(isLegacyFont('arial')).toBe(false);
    expect(isLegacyFont('')).toBe(false);
  });
});
