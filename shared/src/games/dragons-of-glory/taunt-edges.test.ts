/**
 * The edges of the taunt window (DG-KEN-01..06): what the kender side is
 * offered and what it may send, each refusal with its reason.
 */
import { describe, expect, it } from 'vitest';
import { type Placed, refuses, send, start } from './combat.testkit.ts';
import { tauntChoices, tauntPossible } from './rules/taunt.ts';
import type { State } from './rules/state.ts';

const base = (extra: Placed[] = []) =>
  start(
    [
      { id: 'hylo-kender-1', hex: '3613' },
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3715' },
      ...extra,
    ],
    { step: 'movement' },
  );
const window = (s: State) => send(s, 'highlord', { type: 'endMovement' }).state;

describe('the taunt window', () => {
  it('DG-KEN-01 DG-KEN-02 a taunt for each enemy stack next to the kender, and an end that asks first', () => {
    const s = window(base());
    expect(s.stage).toEqual({ kind: 'taunt', side: 'whitestone' });
    const offers = tauntChoices(s, 'whitestone');
    const taunts = offers.filter((c) => c.command.type === 'taunt');
    expect(taunts.map((c) => c.command)).toEqual([{ type: 'taunt', kender: '3613', target: '3612' }]);
    expect(taunts[0]!.group).toBe('Taunt');
    const end = offers.find((c) => c.command.type === 'endTaunts')!;
    expect(end).toMatchObject({ label: 'No more taunts', group: 'End' });
    expect(String(end.confirm)).toMatch(/Combat Step begins/);
    // nothing for the side that moved, nor outside the window
    expect(tauntChoices(s, 'highlord')).toEqual([]);
    expect(tauntChoices(base(), 'whitestone')).toEqual([]);
  });

  it('DG-KEN-02 no window when no kender stands next to an enemy stack; kender aboard a ship do not taunt', () => {
    const far = start(
      [
        { id: 'hylo-kender-1', hex: '3613' },
        { id: 'red-inf-1', hex: '3815' },
      ],
      { step: 'movement' },
    );
    expect(tauntPossible(far, 'whitestone')).toBe(false);
    expect(window(far).stage?.kind).toBe('combat');
    expect(tauntPossible(base(), 'whitestone')).toBe(true);
    expect(tauntPossible(base(), 'highlord')).toBe(false);
  });

  it('DG-KEN-02 DG-KEN-06 a taunt from a hex without kender, at a stack not next to them, or at nobody is refused', () => {
    const s = window(base());
    refuses(s, 'whitestone', { type: 'taunt', kender: '3612', target: '3613' }, 'no_kender');
    refuses(s, 'whitestone', { type: 'taunt', kender: '3613', target: '3715' }, 'not_adjacent');
    refuses(s, 'whitestone', { type: 'taunt', kender: '3613', target: '3614' }, 'no_target');
  });
});
