import { describe, expect, it } from 'vitest';
import { rejection } from './cms-outbox';

describe('rejection: the CMS refusing a post’s fields', () => {
  it('reads the spec’s failure reply, keeping only lists of strings and a string detail', () => {
    expect(rejection({ success: false, validateErrors: { email: ['Taken.'], phone: [1], x: 'no' } })).toEqual({
      success: false,
      validateErrors: { email: ['Taken.'] },
    });
    expect(rejection({ success: false, error: { detail: 'Check the entered data' }, extra: '<b>' })).toEqual({
      success: false,
      error: { detail: 'Check the entered data' },
    });
  });

  it('is null for a success, a reply without reasons, or anything else', () => {
    expect(rejection({ success: true })).toBeNull();
    expect(rejection({ success: false })).toBeNull();
    expect(rejection({ success: false, validateErrors: { email: [] } })).toBeNull();
    expect(rejection('<html>maintenance</html>')).toBeNull();
    expect(rejection(null)).toBeNull();
  });
});
