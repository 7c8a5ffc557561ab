/**
 * The rules for PURGE_TOKEN, shared by the worker (which refuses to purge with a weak token) and
 * the dev bootstrap (which writes a random one into .dev.vars). A token anyone can read in the
 * repository, or one short enough to guess, would let any visitor empty the cache at will.
 */

/** The placeholder in .dev.vars.example: never a working token. */
export const EXAMPLE_PURGE_TOKEN = 'change-me';

/** 32 characters: a random hex token of that length is 128 bits. */
const MIN_PURGE_TOKEN_LENGTH = 32;

/** Why a configured token cannot be used, or null when it can. */
export function purgeTokenProblem(token: string | undefined): string | null {
  if (!token) return 'PURGE_TOKEN is not set';
  if (token === EXAMPLE_PURGE_TOKEN) return 'PURGE_TOKEN is the example value from .dev.vars.example';
  if (token.length < MIN_PURGE_TOKEN_LENGTH) return `PURGE_TOKEN is shorter than ${MIN_PURGE_TOKEN_LENGTH} characters`;
  return null;
}

/** A random token for local development: 48 hex characters. */
export function randomPurgeToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
}
