/**
 * Who may attack in a Combat Step (DG-TURN-08) and the wizard's part in land
 * combat (DG-WIZ-03), checked through real battles.
 */
import { describe, expect, it } from 'vitest';
import { attack, choicesOf, modsOf, refuses, start } from './combat.testkit.ts';

describe('the Combat Step belongs to the side that just moved', () => {
  const board = [
    { id: 'red-inf-1', hex: '3612' },
    { id: 'qualinesti-foot-1', hex: '3613' },
  ];

  it('DG-TURN-08 only the mover attacks: the other side is offered nothing and its attack is refused', () => {
    const s = start(board, { mover: 'highlord' });
    expect(choicesOf(s, 'highlord').some((c) => c.command.type === 'attack' && c.target === '3613')).toBe(true);
    expect(choicesOf(s, 'whitestone')).toEqual([]);
    refuses(s, 'whitestone', { type: 'attack', hex: '3612', units: ['qualinesti-foot-1'] }, 'not_your_turn');
    // and the other way round in Whitestone's Combat Step
    const w = start(board, { mover: 'whitestone' });
    expect(choicesOf(w, 'whitestone').some((c) => c.command.type === 'attack' && c.target === '3612')).toBe(true);
    refuses(w, 'highlord', { type: 'attack', hex: '3613', units: ['red-inf-1'] }, 'not_your_turn');
  });
});

describe('wizards in land combat', () => {
  it('DG-WIZ-03 an attacking wizard gives +3, a defending one -3, and none gives nothing', () => {
    const withBoth = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'black-robe-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'white-robe', hex: '3613' },
    ]);
    const mods = modsOf(attack(withBoth, '3613', ['red-inf-1'], [5]).events, 'DG-DRM-03').map((m) => m.value);
    expect(mods).toEqual([3, -3]);
    const attackerOnly = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'black-robe-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    expect(modsOf(attack(attackerOnly, '3613', ['red-inf-1'], [5]).events, 'DG-DRM-03').map((m) => m.value)).toEqual([
      3,
    ]);
    const none = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    expect(modsOf(attack(none, '3613', ['red-inf-1'], [5]).events, 'DG-DRM-03')).toEqual([]);
  });
});
