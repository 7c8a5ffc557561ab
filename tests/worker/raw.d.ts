// `?raw` gives a file's text (Vite), for tests that read a checked-in file such as .dev.vars.example.
declare module '*.example?raw' {
  const text: string;
  export default text;
}
declare module '*/_headers?raw' {
  const text: string;
  export default text;
}
declare module '*.toml?raw' {
  const text: string;
  export default text;
}
