/**
 * Gurmukhi in ITRANS Latin letters: sanscript's Gurmukhi → ITRANS mapping and its algorithm for a
 * Brahmic script (`@indic-transliteration/sanscript` 1.3.3), cut down to the one script the site
 * writes. The package bundles every Indic script (279 KiB of the worker) where the search needs
 * this one table. gurmukhi-itrans.test.ts proves the output equal to sanscript's for every pair of
 * characters and every Gurmukhi word of the demo content; sanscript stays a devDependency for it.
 */

/** A table written as `letter=latin` pairs, space-separated. */
const table = (pairs: string): Map<string, string> =>
  new Map(pairs.split(' ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));

/**
 * Consonants: each carries an 'a' unless a sign follows. The nukta letters' own code points are
 * written as escapes: they are not NFC (an editor would split them), but a text may hold them.
 */
const CONSONANTS = table(
  'ਕ=k ਖ=kh ਗ=g ਘ=gh ਙ=~N ਚ=ch ਛ=Ch ਜ=j ਝ=jh ਞ=~n ਟ=T ਠ=Th ਡ=D ਢ=Dh ਣ=N ਤ=t ਥ=th ਦ=d ਧ=dh ਨ=n ' +
    'ਪ=p ਫ=ph ਬ=b ਭ=bh ਮ=m ਯ=y ਰ=r ਲ=l ਵ=v ਸ=s ਹ=h ੜ=.D ' +
    '\u0A36=sh \u0A33=L \u0A59=K \u0A5A=G \u0A5B=z \u0A5E=f',
);

/** Vowel signs and the virama (which writes nothing): they take the place of the consonant's 'a'. */
const MARKS = table('ਾ=A ਿ=i ੀ=I ੁ=u ੂ=U ੇ=e ੈ=ai ੋ=o ੌ=au ੍=');

/**
 * Vowels; bindi, tippi and adak bindi; visarga; digits; ik onkar; udaat; and the Devanagari
 * avagraha, dandas and anudatta that sanscript's Gurmukhi table shares.
 */
const OTHERS = table(
  'ਅ=a ਆ=A ਇ=i ਈ=I ਉ=u ਊ=U ਏ=e ਐ=ai ਓ=o ਔ=au ਂ=M ੰ=M ਁ=.N ਃ=H ' +
    '੦=0 ੧=1 ੨=2 ੩=3 ੪=4 ੫=5 ੬=6 ੭=7 ੮=8 ੯=9 ' +
    "ੴ=OM ੑ=\\' ऽ=.a ।=| ॥=|| ॒=\\_",
);

const INHERENT_A = 'a';

/**
 * The text in ITRANS, character by character (UTF-16 units, as sanscript reads): a consonant's
 * 'a' is written when the next character is not a sign; anything not in the tables passes as it
 * is; text between `##` and `##` passes untransliterated. The first step is sanscript's too: a
 * yogavaaha letter before an accent mark trades places with it.
 */
export function gurmukhiToItrans(text: string): string {
  const data = text.replace(/([MH.N])(['_])/g, '$2$1');
  let out = '';
  let consonant = false;
  let hash = false;
  let skipping = false;
  for (let i = 0; i < data.length; i++) {
    const ch = data.charAt(i);
    const mark = MARKS.get(ch);
    if (ch === '#') {
      if (hash) skipping = !skipping;
      hash = !hash;
      if (consonant) out += INHERENT_A;
      consonant = false;
    } else if (skipping) {
      out += ch;
    } else if (mark !== undefined) {
      out += mark;
      consonant = false;
    } else {
      if (hash) out += '#';
      hash = false;
      if (consonant) out += INHERENT_A;
      out += CONSONANTS.get(ch) ?? OTHERS.get(ch) ?? ch;
      consonant = CONSONANTS.has(ch);
    }
  }
  return consonant ? out + INHERENT_A : out;
}
