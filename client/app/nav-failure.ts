/**
 * What a failed client navigation tells the visitor (issue 16): the page stays, a short notice
 * says the next page could not be loaded, or that the browser is offline, and offers Retry.
 */
import { ApiError } from '../../shared/api/client';

export type NavFailureKind = 'offline' | 'failed';

/**
 * Offline when the browser says so, or when nothing answered at all: an ApiError of status 0
 * (fetch threw) or a TypeError (fetch or a chunk's import() failed before any answer).
 */
export function navFailureKind(error: unknown, online: boolean): NavFailureKind {
  if (!online) return 'offline';
  if (error instanceof ApiError && error.status === 0) return 'offline';
  if (error instanceof TypeError) return 'offline';
  return 'failed';
}

/**
 * A code chunk failed to download: import() failed (Chromium and Vite's CSS preload word it so).
 * The browser keeps that failure for this document, so retrying here fails again.
 */
export const chunkFailure = (err: unknown): boolean =>
  err instanceof Error && /dynamically imported module|preload CSS|importing a module script/i.test(err.message);
