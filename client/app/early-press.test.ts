import { describe, expect, it } from 'vitest';
import { pressMemory } from './early-press';

/** A button that counts its presses. */
function button(connected = true) {
  const b = { isConnected: connected, presses: 0, click: () => void b.presses++ };
  return b;
}

describe('a press React stopped before a part hydrated', () => {
  it('is pressed again once, when a part has hydrated', () => {
    const memory = pressMemory();
    const burger = button();
    memory.pressed(burger);
    memory.repeat();
    memory.repeat();
    expect(burger.presses).toBe(1);
  });

  it('holds a press only until it is repeated or handled', () => {
    const memory = pressMemory();
    expect(memory.holds()).toBe(false);
    memory.pressed(button());
    expect(memory.holds()).toBe(true);
    memory.repeat();
    expect(memory.holds()).toBe(false);
    memory.pressed(button());
    memory.reached();
    expect(memory.holds()).toBe(false);
  });

  it('a press that reached the document was handled and is not repeated', () => {
    const memory = pressMemory();
    const play = button();
    memory.pressed(play);
    memory.reached();
    memory.repeat();
    expect(play.presses).toBe(0);
  });

  it('only the last press is kept, and a button no longer on the page is not pressed', () => {
    const memory = pressMemory();
    const first = button();
    const gone = button(false);
    memory.pressed(first);
    memory.pressed(gone);
    memory.repeat();
    expect(first.presses + gone.presses).toBe(0);
  });

  it('a press on something that is not such a button forgets the one before', () => {
    const memory = pressMemory();
    const burger = button();
    memory.pressed(burger);
    memory.pressed(null);
    memory.repeat();
    expect(burger.presses).toBe(0);
  });
});
