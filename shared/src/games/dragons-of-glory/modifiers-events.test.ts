/**
 * Strategic Events in a battle's modifiers (DG-SE-06, DG-DRM-01): a leader's
 * Tactical Rating set by an event, and an attack modifier for its own side
 * only.
 */
import { describe, expect, it } from 'vitest';
import { attack, modsOf, start } from './combat.testkit.ts';
import type { State } from './rules/state.ts';

const board = () =>
  start([
    { id: 'red-inf-1', hex: '3612' },
    { id: 'verminaard', hex: '3612' },
    { id: 'qualinesti-foot-1', hex: '3613' },
    { id: 'laurana', hex: '3613' },
  ]);
const drawn = (s: State, event: string): State => ({
  ...s,
  drawn: [...s.drawn, { event, turn: s.turn, by: 'whitestone' }],
});

describe('Strategic Events in the modifiers', () => {
  it('DG-DRM-01 DG-SE-06 The Golden General makes Laurana’s Tactical Rating 4, hers only', () => {
    const before = modsOf(attack(board(), '3613', ['red-inf-1'], [5]).events, 'DG-DRM-01').map((m) => m.value);
    expect(before).toEqual([2, -3]);
    const after = modsOf(attack(drawn(board(), 'golden-general'), '3613', ['red-inf-1'], [5]).events, 'DG-DRM-01').map(
      (m) => m.value,
    );
    expect(after).toEqual([2, -4]);
  });

  it('DG-SE-06 an attack modifier of this Turn counts for its side’s attacks, not the other’s', () => {
    const withWrath = (s: State): State => ({
      ...s,
      effects: [...s.effects, { event: 'dark-queens-wrath', side: 'highlord' }],
    });
    const hl = attack(withWrath(board()), '3613', ['red-inf-1'], [5]);
    expect(modsOf(hl.events).some((m) => m.value === 1 && /Wrath/i.test(m.label))).toBe(true);
    const plain = attack(board(), '3613', ['red-inf-1'], [5]);
    expect(modsOf(plain.events).some((m) => /Wrath/i.test(m.label))).toBe(false);
    // Whitestone attacking in its own Combat Step gets nothing from the Highlord's event
    const ws = start(
      [
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ],
      { mover: 'whitestone' },
    );
    const r = attack(withWrath(ws), '3612', ['qualinesti-foot-1'], [5, 5]);
    expect(modsOf(r.events).some((m) => /Wrath/i.test(m.label))).toBe(false);
  });
});
