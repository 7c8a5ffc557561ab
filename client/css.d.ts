// Stylesheets are imported for their side effect; the bundler emits them as one CSS file.
declare module '*.css';
// `?raw` gives a stylesheet's text (Vite), for tests that read the tokens.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
// One language's interface strings of one part (scripts/vite/strings-parts.ts, client/app/strings.ts).
// Each language's first strings chunks by screen name (scripts/vite/strings-parts.ts).
declare module 'virtual:first-strings' {
  type Chunk = () => Promise<{ table: Partial<Record<import('../shared/i18n/en').MessageKey, string>> }>;
  export const firstStrings: Record<'en' | 'pa', Record<string, Chunk>>;
}
declare module '*.ts?part=later' {
  export const table: Partial<Record<import('../shared/i18n/en').MessageKey, string>>;
}
