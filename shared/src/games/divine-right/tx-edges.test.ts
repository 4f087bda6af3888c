/**
 * DR-SIEGE-30 at the level of the decision in progress (rules/tx.ts): whichever single event takes the last
 * besieger out of the castle hex ends the siege at once, before anything else happens; while the battle's
 * retreats may still be called off the siege at its target waits, and the moment the battle moves on from
 * that stage the check runs again. Written for the mutants of tx.ts that the played scenarios left alive:
 * in those a later event of the same decision also ran the check.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Sandbox } from './config.ts';
import type { DrEvent } from './events.ts';
import type { Battle, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { sandbox } from './testkit.ts';

const PENNOL = '1611';
const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

/** p1 Muetar holds Pennol with one army inside; p2 besieges it with six mercenaries (or `units`). */
function pennol(
  units: NonNullable<Sandbox['units']> = range(6, (i) => ({ id: `merc-${'ABCDEF'[i]}`, hex: PENNOL, seat: 'p2' })),
): State {
  return sandbox({
    kingdoms: ['muetar', 'neuth'],
    order: ['p2', 'p1'],
    phase: 'movement',
    sieges: { [PENNOL]: 'p2' },
    units: [{ id: 'muetar-army-1', hex: PENNOL, inside: true }, ...units],
  });
}

/** The events of one emit, and whether the siege ended right after it. */
function after(s: State, e: DrEvent) {
  const t = new Tx(s, scriptedDice([]));
  t.emit(e);
  return { events: t.events, state: t.state };
}

const ended = { type: 'siegeEnded', hex: PENNOL, reason: 'no besiegers left' };
const mercs = range(6, (i) => `merc-${'ABCDEF'[i]}`);

describe('the one event that takes the last besieger away ends the siege (DR-SIEGE-30)', () => {
  it('DR-SIEGE-30 displaced out of the hex', () => {
    const r = after(pennol(), { type: 'displaced', units: mercs, to: '1711', inside: false, cause: 'displacement' });
    expect(r.events).toEqual([expect.objectContaining({ type: 'displaced' }), ended]);
    expect(r.state.sieges[PENNOL]).toBeUndefined();
  });
  it('DR-SIEGE-30 removed from the map (a kingdom leaving play takes its units)', () => {
    const s = pennol(range(6, (i) => ({ id: `neuth-army-${i + 1}`, hex: PENNOL })));
    const r = after(s, { type: 'removed', units: range(6, (i) => `neuth-army-${i + 1}`), kingdom: 'neuth' });
    expect(r.events).toEqual([expect.objectContaining({ type: 'removed' }), ended]);
  });
  it('DR-SIEGE-30 the last besieging mercenary stolen away', () => {
    const s = pennol([{ id: 'merc-A', hex: PENNOL, seat: 'p2' }]);
    const r = after(s, { type: 'stolen', unit: 'merc-A', seat: 'p1', hex: '1711' });
    expect(r.events).toEqual([expect.objectContaining({ type: 'stolen' }), ended]);
  });
  it('DR-SIEGE-30 a besieger that is still there keeps the siege: the same events with one left change nothing', () => {
    const r = after(pennol(), {
      type: 'displaced',
      units: mercs.slice(1),
      to: '1711',
      inside: false,
      cause: 'displacement',
    });
    expect(r.events.map((e) => e.type)).toEqual(['displaced']);
    expect(r.state.sieges[PENNOL]).toBe('p2');
  });
});

describe('a siege at a battle’s target waits while retreats may be called off (DR-RBC-09, DR-SIEGE-30)', () => {
  /** Pennol's besiegers have retreated before combat out of the hex; the battle is still in its retreat stage. */
  const waiting = (): State => {
    const s = pennol([]);
    const battle: Battle = {
      attack: {
        from: ['1612'],
        targets: [PENNOL],
        kind: 'land',
        attackers: ['muetar-army-2'],
        defenders: mercs,
        resolved: false,
      },
      index: 0,
      stage: 'retreat',
      asked: [PENNOL],
      retreated: mercs,
      lost: { attacker: 0, defender: 0 },
      defenderSeat: 'p2',
    };
    return { ...s, battle };
  };
  it('DR-SIEGE-30 the battle rolled: the check runs again and the siege ends', () => {
    const s = waiting();
    // nobody besieges Pennol any more, but the siege waits on the battle's retreat stage
    expect(s.sieges[PENNOL]).toBe('p2');
    const r = after(s, {
      type: 'battleRolled',
      attacker: { roll: 3, modifier: 0, strength: 1 },
      defender: { roll: 3, modifier: 0, strength: 0 },
      attackerLoss: 0,
      defenderLoss: 0,
    });
    expect(r.events).toEqual([expect.objectContaining({ type: 'battleRolled' }), ended]);
  });
  it('DR-SIEGE-30 the battle moving on to its after stage (nobody left to fight): the siege ends', () => {
    const r = after(waiting(), { type: 'battleStage', stage: 'after' });
    expect(r.events).toEqual([{ type: 'battleStage', stage: 'after' }, ended]);
  });
});
