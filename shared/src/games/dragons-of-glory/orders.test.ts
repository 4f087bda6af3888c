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
