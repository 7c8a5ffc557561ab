// Stylesheets are imported for their side effect; the bundler emits them as one CSS file.
declare module '*.css';
