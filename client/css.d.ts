// Stylesheets are imported for their side effect; the bundler emits them as one CSS file.
declare module '*.css';
// `?raw` gives a stylesheet's text (Vite), for tests that read the tokens.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
