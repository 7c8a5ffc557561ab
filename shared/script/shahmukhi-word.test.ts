import { describe, expect, it } from 'vitest';
import { foldGurmukhi } from '../search/fold';
import { pieces, splitFuture, wordToShahmukhi } from './shahmukhi-word';

const word = (gurmukhi: string) => wordToShahmukhi(foldGurmukhi(gurmukhi));

// Each rule with a word that shows it: rule → [Gurmukhi, Shahmukhi].
const RULES: Record<string, [string, string]> = {
  'no zer, zabar or pesh: short ਿ ੁ are not written': ['ਵਿੱਚ', 'وچ'],
  'short ੁ not written': ['ਮੁੜ', 'مڑ'],
  'ੈ inside a word is ی': ['ਕੈਨੇਡਾ', 'کینیڈا'],
  'ੇ at the end is ے': ['ਦੇ', 'دے'],
  'ੈ at the end is ے': ['ਹੈ', 'ہے'],
  'ੇ before a final nasal is ی': ['ਨਵੇਂ', 'نویں'],
  'ੀ is ی': ['ਸਰੀ', 'سری'],
  'ੂ ੋ ੌ are و': ['ਕੌਰ', 'کور'],
  'ੂ before a final tippi': ['ਨੂੰ', 'نوں'],
  'tippi before a letter is ن': ['ਪੰਜਾਬ', 'پنجاب'],
  'tippi before ਘ': ['ਸਿੰਘ', 'سنگھ'],
  'bindi at the end is ں': ['ਖ਼ਬਰਾਂ', 'خبراں'],
  'bindi on ੀ at the end': ['ਨਹੀਂ', 'نہیں'],
  'nasal before ਬ is م': ['ਨੰਬਰ', 'نمبر'],
  'nasal before ਪ is م': ['ਸੰਪਰਕ', 'سمپرک'],
  'nasal before ਮ doubles it, unwritten': ['ਲੰਮੇ', 'لمے'],
  'ੱ is dropped': ['ਅੱਜ', 'اج'],
  'ਖ਼ is خ': ['ਖ਼ਾਸ', 'خاس'],
  'ਗ਼ is غ': ['ਗ਼ੈਰ', 'غیر'],
  'ਜ਼ is ز': ['ਜ਼ਮੀਨ', 'زمین'],
  'ਫ਼ is ف': ['ਫ਼ੋਨ', 'فون'],
  'ਸ਼ is ش': ['ਸ਼ਾਮ', 'شام'],
  'ਲ਼ is ل': ['ਕਾਲ਼ਾ', 'کالا'],
  'ਹ is ہ, ਿ on ਹ unwritten': ['ਸ਼ਹਿਰ', 'شہر'],
  'aspirates take ھ': ['ਘਰ', 'گھر'],
  'ਖ is کھ': ['ਖੇਤ', 'کھیت'],
  'ਣ is ݨ': ['ਪਾਣੀ', 'پاݨی'],
  'ੜ is ڑ': ['ਸੜਕ', 'سڑک'],
  'ਯ is ی': ['ਯਾਦ', 'یاد'],
  'subjoined ਰ': ['ਪ੍ਰੋਗਰਾਮ', 'پروگرام'],
  'subjoined ਹ after ਨ is ہ': ['ਇਨ੍ਹਾਂ', 'انہاں'],
  'subjoined ਹ after ੜ is ھ': ['ਪੜ੍ਹਾਈ', 'پڑھائی'],
  'initial ਇ is ا': ['ਇੱਕ', 'اک'],
  'initial ਉ is ا': ['ਉਡੀਕ', 'اڈیک'],
  'initial ਆ is آ': ['ਆਮਦਨ', 'آمدن'],
  'initial ਏ is ای': ['ਏਜੰਸੀ', 'ایجنسی'],
  'initial ਐ is ای': ['ਐਪ', 'ایپ'],
  'ਏ alone is اے': ['ਏ', 'اے'],
  'initial ਓ ਔ are او': ['ਔਲਖ', 'اولکھ'],
  'initial ਉ before ਹ is او': ['ਉਹ', 'اوہ'],
  'ਿ before a vowel is ی': ['ਗਿਆ', 'گیا'],
  'ਿ before ਹ is ی': ['ਕਿਹਾ', 'کیہا'],
  'final ਿ is ہ': ['ਕਿ', 'کہ'],
  'final ਿ on ਹ is unwritten': ['ਰਹਿ', 'رہ'],
  'ਈ after a vowel takes hamza': ['ਕਈ', 'کئی'],
  'ਏ at the end after a vowel is ئے': ['ਆਏ', 'آئے'],
  'ਆ after ੀ is ا': ['ਦੀਆਂ', 'دیاں'],
  'ਇ before ਆ is ی': ['ਹੋਇਆ', 'ہویا'],
  'ਇ after a vowel takes hamza': ['ਗਾਇਕ', 'گائک'],
  'ਓ after a vowel is و': ['ਰੇਡੀਓ', 'ریڈیو'],
  'ਊ after ਿ is و': ['ਨਿਊਟਨ', 'نیوٹن'],
  'ਉ after ਿ, final nasal': ['ਕਿਉਂ', 'کیوں'],
  'final ਅ after ੋ is silent': ['ਸ਼ੋਅ', 'شو'],
  'final ਅ makes ੈ final': ['ਤੈਅ', 'تے'],
  'final ਅ after ਾ is ؤ': ['ਪੜਾਅ', 'پڑاؤ'],
  'ਅ after a vowel inside a word is ئ': ['ਲੋਅਰ', 'لوئر'],
  'the future auxiliary is a word of its own': ['ਜਾਵੇਗਾ', 'جاوے گا'],
  'the future after ਾਂ': ['ਕਰਾਂਗੇ', 'کراں گے'],
};

describe('wordToShahmukhi', () => {
  it.each(Object.entries(RULES))('%s: %j', (_, [gurmukhi, shahmukhi]) => {
    expect(word(gurmukhi)).toBe(shahmukhi);
  });

  it('writes the same for look-alike spellings (ੳ + ੁ, base + nukta)', () => {
    expect(word('\u0A73\u0A41\u0A39')).toBe(word('ਉਹ'));
    expect(word('\u0A16\u0A3C\u0A2C\u0A30\u0A3E\u0A02')).toBe('خبراں');
    expect(word('\u0A59\u0A2C\u0A30\u0A3E\u0A02')).toBe('خبراں');
  });

  it('never writes a short-vowel mark, shadda or Arabic heh', () => {
    for (const [gurmukhi] of Object.values(RULES)) expect(word(gurmukhi)).not.toMatch(/[\u064B-\u0652\u0647\u064A]/);
  });

  it('drops marks with no letter to sit on', () => {
    expect(word('ਿਂ਼੍')).toBe('');
    expect(word('ਕ੍')).toBe('ک');
  });
});

describe('pieces', () => {
  it('keeps a subjoined letter, the sign and the nasal on their consonant', () => {
    expect(pieces('ਪ੍ਰੋਂ')).toEqual([{ head: 'ਪ', vowelHead: false, subjoined: ['ਰ'], sign: 'ੋ', nasal: true }]);
  });
});

describe('splitFuture', () => {
  it.each([
    ['ਜਾਵੇਗਾ', ['ਜਾਵੇ', 'ਗਾ']],
    ['ਕਰੋਗੇ', ['ਕਰੋ', 'ਗੇ']],
    ['ਜਾਵਾਂਗੀਆਂ', ['ਜਾਵਾਂ', 'ਗੀਆਂ']],
    ['ਰੰਗੀ', undefined], // ੰ before ਗੀ is a word's own ਗ
    ['ਲਾਗੇ', undefined],
    ['ਗਾ', undefined],
  ])('%s', (gurmukhi, cut) => {
    expect(splitFuture(gurmukhi)).toEqual(cut);
  });
});
