import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { chunkFailure, navFailureKind } from './nav-failure';

describe('navFailureKind', () => {
  it('says offline when the browser is offline, whatever the error', () => {
    expect(navFailureKind(new ApiError(503, '/api/news'), false)).toBe('offline');
  });
  it('says offline when nothing answered (status 0 or a TypeError from fetch or import())', () => {
    expect(navFailureKind(new ApiError(0, '/api/news', { cause: new TypeError('Failed to fetch') }), true)).toBe(
      'offline',
    );
    expect(navFailureKind(new TypeError('Failed to fetch dynamically imported module'), true)).toBe('offline');
  });
  it('says failed for an answer with an error status or another error', () => {
    expect(navFailureKind(new ApiError(500, '/api/news'), true)).toBe('failed');
    expect(navFailureKind(new Error('boom'), true)).toBe('failed');
  });
});

describe('chunkFailure', () => {
  it("recognizes a chunk that failed to download, in Chromium's, Firefox's and Vite's words", () => {
    expect(chunkFailure(new TypeError('Failed to fetch dynamically imported module: /assets/news.js'))).toBe(true);
    expect(chunkFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(chunkFailure(new Error('Unable to preload CSS for /assets/news.css'))).toBe(true);
    expect(chunkFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  });
  it('leaves other failures (an answer with an error status, a network error, a non-Error) retryable', () => {
    expect(chunkFailure(new ApiError(500, '/api/news'))).toBe(false);
    expect(chunkFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(chunkFailure('dynamically imported module')).toBe(false);
  });
});
