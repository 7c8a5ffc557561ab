import { describe, expect, it } from 'vitest';
import { eventPlace } from './event-place';

describe('eventPlace', () => {
  const both = { location: 'Newton Commons Community Hall, Surrey', locationPa: 'ਨਿਊਟਨ ਕਾਮਨਜ਼ ਕਮਿਊਨਿਟੀ ਹਾਲ, ਸਰੀ' };

  it('names the place in the page language where the event has it', () => {
    expect(eventPlace(both, 'pa')).toBe('ਨਿਊਟਨ ਕਾਮਨਜ਼ ਕਮਿਊਨਿਟੀ ਹਾਲ, ਸਰੀ');
    expect(eventPlace(both, 'en')).toBe('Newton Commons Community Hall, Surrey');
  });

  it('falls back to the English place when there is no Punjabi one, or it is not text', () => {
    expect(eventPlace({ location: 'Northeast Fieldhouse Arena, Calgary' }, 'pa')).toBe(
      'Northeast Fieldhouse Arena, Calgary',
    );
    expect(eventPlace({ location: 'Arena', locationPa: '' }, 'pa')).toBe('Arena');
    expect(eventPlace({ location: 'Arena', locationPa: 7 as unknown as string }, 'pa')).toBe('Arena');
  });
});
