/**
 * Standing orders (commands.ts ordersSchema): a side's answers given in
 * advance to the out-of-turn questions of the checklist's §2, taken at once
 * when the question comes, and only that question.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { play } from '../../engine/runner.ts';
import type { Command } from './commands.ts';
import { ofType, start } from './combat.testkit.ts';
import type { DgEvent } from './events.ts';
import { dragonsOfGlory } from './index.ts';
import type { State } from './rules/state.ts';

const withOrders = (s: State, seat: string, c: Command, dice: number[], orders: Record<string, object>) => {
  const out = play(dragonsOfGlory, s, seat, c, { dice: scriptedDice(dice), now: 0 }, orders);
  return { state: out.state as State, events: out.events as DgEvent[], steps: out.steps };
};

describe('standing orders', () => {
  const board = () =>
    start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'silvanesti-griffons', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);

  it('DG-RBC-01 "always stand and fight" answers the retreat before combat at once, and the roll follows', () => {
    const asked = withOrders(board(), 'highlord', { type: 'attack', hex: '3613', units: ['red-inf-1'] }, [5, 5, 5], {});
    expect(asked.state.stage?.kind).toBe('rbc');
    const r = withOrders(board(), 'highlord', { type: 'attack', hex: '3613', units: ['red-inf-1'] }, [5, 5, 5], {
      whitestone: { rbc: 'stand' },
    });
    expect(r.steps.some((x) => x.by === 'standing' && x.command.type === 'stand')).toBe(true);
    expect(ofType(r.events, 'battleRolled')).toHaveLength(1);
  });

  it('an order for another question leaves this one to the player', () => {
    const r = withOrders(board(), 'highlord', { type: 'attack', hex: '3613', units: ['red-inf-1'] }, [5, 5, 5], {
      whitestone: { escape: 'never', taunt: 'never' },
    });
    expect(r.state.stage?.kind).toBe('rbc');
  });

  it('the questions read as words for the orders form', () => {
    const shape = dragonsOfGlory.ordersSchema!.parse({ rbc: 'stand', losses: 'weakest', first: 'second' });
    expect(shape).toEqual({ rbc: 'stand', losses: 'weakest', first: 'second' });
    expect(() => dragonsOfGlory.ordersSchema!.parse({ rbc: 'flee' })).toThrow();
  });
});

import { start as combatStart, attack as combatAttack, withResult } from './combat.testkit.ts';
import { battleTimeout } from './rules/combat.ts';
import { standing } from './rules/orders.ts';
import type { Stage } from './rules/state.ts';

describe('each standing order answers its own question, and only out of the side’s own moves', () => {
  const staged = (stage: Stage, mover: 'highlord' | 'whitestone' = 'highlord'): State => {
    const s = combatStart([{ id: 'red-inf-1', hex: '3612' }], { mover });
    return dragonsOfGlory.evolve(s, { type: 'staged', stage } as DgEvent);
  };

  it('DG-TURN-06 who moves first: "we" or "the enemy", by the winner’s order', () => {
    const s = staged({ kind: 'first', side: 'whitestone' });
    expect(standing(s, 'whitestone', { first: 'first' })).toEqual({ type: 'chooseFirst', side: 'whitestone' });
    expect(standing(s, 'whitestone', { first: 'second' })).toEqual({ type: 'chooseFirst', side: 'highlord' });
    expect(standing(s, 'whitestone', {})).toBeNull();
    // the order is the winner's: the other side's does not answer
    expect(standing(s, 'highlord', { first: 'first' })).toBeNull();
  });

  it('DG-INV-08 placing a nation won in the enemy’s move; in one’s own move the player places it', () => {
    const theirs = staged({ kind: 'place', side: 'whitestone', nation: 'fielder' }, 'highlord');
    expect(standing(theirs, 'whitestone', { place: 'home' })).toEqual({ type: 'placeAtHome' });
    const own = staged({ kind: 'place', side: 'highlord', nation: 'blode' }, 'highlord');
    expect(standing(own, 'highlord', { place: 'home' })).toBeNull();
  });

  it('DG-KEN-01 DG-MAEL-04 never taunt, never escape', () => {
    expect(standing(staged({ kind: 'taunt', side: 'whitestone' }), 'whitestone', { taunt: 'never' })).toEqual({
      type: 'endTaunts',
    });
    expect(standing(staged({ kind: 'taunt', side: 'whitestone' }), 'whitestone', {})).toBeNull();
    expect(
      standing(staged({ kind: 'escape', side: 'whitestone', ships: ['x'] }), 'whitestone', { escape: 'never' }),
    ).toEqual({
      type: 'escape',
      ships: [],
    });
    expect(
      standing(staged({ kind: 'escape', side: 'whitestone', ships: ['x'] }), 'whitestone', { taunt: 'never' }),
    ).toBeNull();
  });

  it('DG-RES-01 losses by the order when attacked, the same as the deadline would choose; asked in one’s own attack', () => {
    const s = combatStart([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3612' },
      { id: 'red-inf-3', hex: '3712' },
      { id: 'red-inf-4', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
    ]);
    const r = combatAttack(s, '3613', ['red-inf-1', 'red-inf-2', 'red-inf-3', 'red-inf-4'], [1]);
    expect(r.state.stage).toEqual({ kind: 'losses', side: 'whitestone' });
    const order = standing(r.state, 'whitestone', { losses: 'weakest' });
    expect(order).not.toBeNull();
    expect(order).toEqual(battleTimeout(r.state, 'whitestone'));
    expect(standing(r.state, 'whitestone', {})).toBeNull();
    // the attacker's own losses in its own attack stay its player's to choose
    const own = dragonsOfGlory.evolve(r.state, {
      type: 'staged',
      stage: { kind: 'losses', side: 'highlord' },
    } as DgEvent);
    expect(standing(own, 'highlord', { losses: 'weakest' })).toBeNull();
  });

  it('DG-RES-04 retreats by the order when attacked; asked in one’s own attack', () => {
    const s = combatStart([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], { attacker: '-', defender: 'R' });
    expect(r.state.stage).toEqual({ kind: 'retreat', side: 'whitestone' });
    expect(standing(r.state, 'whitestone', { retreat: 'auto' })).toEqual(battleTimeout(r.state, 'whitestone'));
    expect(standing(r.state, 'whitestone', {})).toBeNull();
    const own = dragonsOfGlory.evolve(r.state, {
      type: 'staged',
      stage: { kind: 'retreat', side: 'highlord' },
    } as DgEvent);
    expect(standing(own, 'highlord', { retreat: 'auto' })).toBeNull();
  });

  it('DG-NAV-04 sea battles by the order when attacked: fight on; a side’s own sea attack stays its player’s', () => {
    const theirs = staged({ kind: 'naval-withdraw', side: 'whitestone' }, 'highlord');
    expect(standing(theirs, 'whitestone', { naval: 'fight' })).toEqual({ type: 'fightOn' });
    expect(standing(theirs, 'whitestone', {})).toBeNull();
    const own = staged({ kind: 'naval-withdraw', side: 'highlord' }, 'highlord');
    expect(standing(own, 'highlord', { naval: 'fight' })).toBeNull();
  });

  it('an order answers nothing for a seat of no side, or with nothing asked', () => {
    const s = staged({ kind: 'rbc', side: 'whitestone' });
    expect(standing(s, 'spectator', { rbc: 'stand' })).toBeNull();
    expect(standing(s, 'highlord', { rbc: 'stand' })).toBeNull();
    expect(standing(s, 'whitestone', { rbc: 'stand' })).toEqual({ type: 'stand' });
    expect(
      standing(staged({ kind: 'combat', side: 'highlord' }), 'highlord', { rbc: 'stand', losses: 'weakest' }),
    ).toBeNull();
  });
});
