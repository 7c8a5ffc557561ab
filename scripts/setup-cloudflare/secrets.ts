/**
 * The worker's secrets (README's Configuration table, worker/env.ts; .dev.vars.example holds the
 * same names for local development): what the setup asks for, once each, and what an empty
 * answer means. Values go to `wrangler secret put` on its standard input, never on a command line.
 */
import { randomPurgeToken } from '../../worker/api/purge-token';

interface SecretSpec {
  name: string;
  /** The question's explanation. */
  about: string;
  /** A value made when the answer is empty (the purge token); without it, empty skips the secret. */
  generate?: () => string;
}

export const SECRETS: SecretSpec[] = [
  {
    name: 'PURGE_TOKEN',
    about: 'bearer token of POST /api/_cache/purge (your CMS publish webhook); Enter makes a random one',
    generate: randomPurgeToken,
  },
  { name: 'WEATHER_API_KEY', about: 'weather service key; Enter skips it (no weather widget)' },
  { name: 'YOUTUBE_API_KEY', about: 'video platform key for the originals listings; Enter skips it' },
  { name: 'MAILCHIMP_API_KEY', about: 'Mailchimp key; Enter skips it (subscriptions wait in the D1 outbox)' },
];
