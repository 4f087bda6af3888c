import { describe, expect, it } from 'vitest';
import { allows, narrow } from './pick.ts';

const pick = {
  field: 'units',
  prompt: 'Which units go?',
  options: ['a', 'b', 'c'].map((id) => ({ id, label: id })),
  min: 1,
  alsoDrop: ['leader'],
};
const command = { type: 'move', units: ['a', 'b', 'c'], leader: 'c', to: 'x' };

type Move = { type: string; units?: unknown; leader?: string; to?: string };
const ok = (c: Move) => allows({ command, pick }, c as never);

describe('a choice narrowed by the player', () => {
  it('keeps the picked ids in the command’s order, and drops a leader left behind', () => {
    expect(narrow(command, pick, ['b', 'a'])).toEqual({ type: 'move', units: ['a', 'b'], to: 'x' });
    expect(narrow(command, pick, ['c', 'a'])).toEqual({ type: 'move', units: ['a', 'c'], leader: 'c', to: 'x' });
    // Ids the choice did not offer never get in.
    expect(narrow(command, pick, ['a', 'z'])).toEqual({ type: 'move', units: ['a'], to: 'x' });
    expect(narrow(command, { ...pick, alsoDrop: undefined }, ['a'])).toEqual({ ...command, units: ['a'] });
    expect(command.units).toEqual(['a', 'b', 'c']);
  });

  it('allows the whole command, and narrowings of at least `min` offered ids, nothing else', () => {
    expect(ok({ ...command })).toBe(true);
    expect(ok({ type: 'move', units: ['b'], to: 'x' })).toBe(true);
    expect(ok({ to: 'x', units: ['a', 'c'], type: 'move', leader: 'c' })).toBe(true);
    expect(ok({ type: 'move', units: [], to: 'x' })).toBe(false);
    expect(allows({ command, pick: { ...pick, min: 2 } }, { type: 'move', units: ['b'], to: 'x' } as never)).toBe(
      false,
    );
    expect(ok({ type: 'move', units: ['b'], to: 'y' })).toBe(false);
    expect(ok({ type: 'move', units: ['b'], leader: 'c', to: 'x' })).toBe(false);
    expect(ok({ type: 'move', units: ['z'], to: 'x' })).toBe(false);
    expect(ok({ type: 'move', units: 'b', to: 'x' })).toBe(false);
    expect(allows({ command }, { type: 'move', units: ['b'], to: 'x' } as never)).toBe(false);
  });
});
