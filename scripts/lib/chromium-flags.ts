/**
 * How the project runs Debian's Chromium (the end-to-end suite and `npm run lighthouse`): no
 * sandbox (root in a container), no GPU, and none of its own network traffic (updates, sync,
 * QUIC), so runs stay offline.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
