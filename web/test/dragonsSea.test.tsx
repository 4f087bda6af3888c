/**
 * The sea battle panel of the Dragons of Glory board (SeaPanel.tsx) on engine states: two pirate ships of
 * Whitestone, Maquesta aboard one and the Wizard of the Red Robes aboard the other, attack two Dominion
 * fleets, Mithas aboard the second. Before the roll the panel shows each ship's Combat Rating part by part
 * and the targets named; after it, every roll, the damage and the ship sunk. Names only, never ids.
 */
import type { State } from '@hexpost/shared/games/dragons-of-glory/rules/state.ts';
import { act, sandbox } from '@hexpost/shared/games/dragons-of-glory/testkit.ts';
import { render, screen, within } from '@solidjs/testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DragonsBoard from '../src/boards/dragons-of-glory/Board.tsx';
import { seaWords, shipCr } from '../src/boards/dragons-of-glory/SeaPanel.tsx';
import { detail, viewOf } from './dragonsFixture.ts';

beforeEach(() => sessionStorage.clear());

const W = '0115';
const H = '0116';

/** Whitestone's Combat Step with both fleets side by side on the open sea. */
function fleets(): State {
  return sandbox({
    units: [
      { id: 'pirate-ship-1', hex: W },
      { id: 'maquesta', hex: W, aboard: 'pirate-ship-1' },
      { id: 'pirate-ship-2', hex: W },
      { id: 'red-robe', hex: W, aboard: 'pirate-ship-2' },
      { id: 'dominion-ship-1', hex: H },
      { id: 'dominion-ship-2', hex: H },
      { id: 'mithas', hex: H, aboard: 'dominion-ship-2' },
    ],
    nations: { dominion: 'highlord', mithas: 'highlord', pirates: 'whitestone' },
    mover: 'whitestone',
    step: 'combat',
  });
}

/** Declared, and Whitestone has named its targets: the Highlord is to name its own. */
function named(): State {
  let s = act(fleets(), 'whitestone', { type: 'seaAttack', at: H, ships: ['pirate-ship-1', 'pirate-ship-2'] }).state;
  s = act(s, 'whitestone', {
    type: 'fire',
    targets: { 'pirate-ship-1': 'dominion-ship-1', 'pirate-ship-2': 'dominion-ship-1' },
  }).state;
  expect(s.stage).toEqual({ kind: 'naval', side: 'highlord' });
  return s;
}

/** The first round rolled: both pirates hit Dominion Fleet I (it sinks), Dominion Fleet II hits Pirate Ships I. */
function rolled(): State {
  const s = act(
    named(),
    'highlord',
    { type: 'fire', targets: { 'dominion-ship-1': 'pirate-ship-1', 'dominion-ship-2': 'pirate-ship-1' } },
    [1, 1, 10, 1],
  ).state;
  expect(s.sea?.round).toBe(2);
  return s;
}

function renderBoard(s: State, seat: string) {
  return render(() => <DragonsBoard game={detail} seat={seat} view={viewOf(s, seat)} choices={[]} choose={vi.fn()} />);
}

describe('the sea battle panel', () => {
  it('counts each ship’s Combat Rating: its face, a naval leader’s Tactical Rating, +3 a wizard aboard', () => {
    const v = viewOf(named(), 'whitestone');
    expect(shipCr(v, 'pirate-ship-1')).toEqual([
      { label: 'undamaged', value: 5 },
      { label: 'Maquesta aboard (Tactical Rating)', value: 2 },
    ]);
    expect(shipCr(v, 'pirate-ship-2')).toEqual([
      { label: 'undamaged', value: 5 },
      { label: 'Wizard of the Red Robes aboard', value: 3 },
    ]);
    expect(shipCr(v, 'dominion-ship-2').map((p) => p.value)).toEqual([4, 2]);
    // The board's sums agree with the engine's roll (each shot's "need" is the rules' CR).
    const after = rolled();
    const w = seaWords(viewOf(after, 'whitestone'), after.sea!);
    expect(w.last?.shots[0]).toBe('Pirate Ships I fired at Dominion Fleet I: rolled 1, needed 7 or less — a hit');
    expect(w.last?.shots[1]).toBe('Pirate Ships II fired at Dominion Fleet I: rolled 1, needed 8 or less — a hit');
  });

  it('shows the round, the ships of both sides and the targets named, before the roll', () => {
    renderBoard(named(), 'highlord');
    const panel = screen.getByRole('region', { name: /^Sea battle at sea \(0116\)/ });
    expect(panel.textContent).toContain('Whitestone attacks Highlord’s ships at sea (0116): round 1');
    const ws = within(panel).getByRole('list', { name: 'Whitestone ships' });
    expect(ws.textContent).toContain(
      'Pirate Ships I: Combat Rating 7 (5 undamaged, +2 Maquesta aboard (Tactical Rating))',
    );
    expect(ws.textContent).toContain('fires at Dominion Fleet I');
    expect(ws.textContent).toContain(
      'Pirate Ships II: Combat Rating 8 (5 undamaged, +3 Wizard of the Red Robes aboard)',
    );
    const hl = within(panel).getByRole('list', { name: 'Highlord ships' });
    expect(hl.textContent).toContain(
      'Dominion Fleet II: Combat Rating 6 (4 undamaged, +2 Mithas aboard (Tactical Rating))',
    );
    expect(hl.textContent).not.toContain('fires at');
    expect(panel.textContent).toContain('Not rolled yet');
    expect(panel.textContent).not.toMatch(/pirate-ship|dominion-ship|red-robe|maquesta/);
  });

  it('shows the last round’s rolls, the hits, the damage and the sinking in words', () => {
    renderBoard(rolled(), 'whitestone');
    const panel = screen.getByRole('region', { name: /^Sea battle at/ });
    expect(panel.textContent).toContain('round 2');
    const rolls = within(panel).getByRole('list', { name: 'Round 1 rolls' });
    expect(within(rolls).getAllByRole('listitem')).toHaveLength(4);
    expect(rolls.textContent).toContain(
      'Dominion Fleet I fired at Pirate Ships I: rolled 10, needed 4 or less — a miss',
    );
    expect(rolls.textContent).toContain(
      'Dominion Fleet II fired at Pirate Ships I: rolled 1, needed 6 or less — a hit',
    );
    expect(panel.textContent).toContain('Sunk: Dominion Fleet I. Damaged: Pirate Ships I.');
    // The ship list: the sunk one marked, the damaged one on its back face.
    const hl = within(panel).getByRole('list', { name: 'Highlord ships' });
    expect(hl.textContent).toContain('Dominion Fleet I: sunk');
    const ws = within(panel).getByRole('list', { name: 'Whitestone ships' });
    expect(ws.textContent).toContain('Pirate Ships I (damaged): Combat Rating 5 (3 damaged, +2 Maquesta aboard');
    expect(panel.textContent).not.toMatch(/pirate-ship|dominion-ship/);
  });

  it('is not there without a sea battle', () => {
    renderBoard(fleets(), 'whitestone');
    expect(screen.queryByRole('region', { name: /^Sea battle/ })).toBeNull();
  });
});
