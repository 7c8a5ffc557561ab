/**
 * The sample content the style guide sets in each style. It stands for articles, not for the
 * interface, so it is data (like the seed), written once in each script rather than translated.
 */
export const SPECIMENS = {
  headline: {
    en: 'Surrey council approves new transit link for Newton',
    pa: 'ਸਰੀ ਕੌਂਸਲ ਵੱਲੋਂ ਨਿਊਟਨ ਲਈ ਨਵੇਂ ਟਰਾਂਜ਼ਿਟ ਰੂਟ ਨੂੰ ਮਨਜ਼ੂਰੀ',
  },
  body: {
    en: 'Body text: the station’s newsroom reports from Surrey, Abbotsford and Vancouver every day.',
    pa: 'ਬਾਡੀ ਟੈਕਸਟ: ਸਟੇਸ਼ਨ ਦਾ ਨਿਊਜ਼ਰੂਮ ਹਰ ਰੋਜ਼ ਸਰੀ, ਐਬਟਸਫੋਰਡ ਅਤੇ ਵੈਨਕੂਵਰ ਤੋਂ ਖ਼ਬਰਾਂ ਦਿੰਦਾ ਹੈ।',
  },
  cardDate: 'Nov 21, 2026',
} as const;
