/**
 * The game's end and the turn's automatic steps at their edges (rules/flow.ts): the winner's words
 * in each way a game ends, a lock running out with the monarch alive, heroes held captive at the
 * start of their jailor's turn. Written for the mutants of flow.ts the scenario tests left alive.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Sandbox } from './config.ts';
import type { DrEvent } from './events.ts';
import { finish } from './rules/flow.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, ofType, sandbox } from './testkit.ts';

const three = (sb: Partial<Sandbox> = {}) =>
  sandbox({ kingdoms: ['muetar', 'neuth', 'pon'], phase: 'movement', units: [], ...sb });

function ended(s: State, why: 'turns' | 'last-monarch') {
  const t = new Tx(s, scriptedDice([]));
  finish(t, why);
  const e = ofType(t.events, 'ended')[0];
  if (!e) throw new Error('no end');
  return e;
}

const set = (s: State, seat: string, fields: Record<string, unknown>) => {
  Object.assign(s.players[seat] as object, fields);
  return s;
};

describe('the end of the game, in words (DR-END-01, DR-END-02, Q-03)', () => {
  it('DR-END-02 one winner on points: his name, his points and the turns played, "turn" for one', () => {
    const s = three({ vp: { p1: 30, p2: 12, p3: 5 }, turn: 1 });
    expect(ended(s, 'turns')).toMatchObject({
      winners: ['p1'],
      summary: 'Muetar wins with 30 victory points after 1 turn.',
      scores: { p1: 30, p2: 12, p3: 5 },
    });
    const later = three({ vp: { p1: 30, p2: 12, p3: 5 }, turn: 20 });
    expect(ended(later, 'turns').summary).toBe('Muetar wins with 30 victory points after 20 turns.');
  });

  it('DR-END-02 a tie on points shares the victory, the winners named', () => {
    const s = three({ vp: { p1: 30, p2: 30, p3: 5 }, turn: 20 });
    expect(ended(s, 'turns')).toMatchObject({
      winners: ['p1', 'p2'],
      summary: 'Muetar and Neuth share the victory with 30 points.',
    });
  });

  it('DR-END-01 Q-03 the last monarch standing wins, whatever the points; said so unless the others resigned', () => {
    const s = three({ vp: { p1: 1, p2: 40, p3: 40 } });
    set(s, 'p2', { eliminated: true });
    set(s, 'p3', { eliminated: true });
    expect(ended(s, 'last-monarch')).toMatchObject({
      winners: ['p1'],
      summary: 'Muetar is the last monarch standing.',
    });
    const resigned = three({ vp: { p1: 1, p2: 40, p3: 40 } });
    set(resigned, 'p2', { eliminated: true, resigned: true });
    set(resigned, 'p3', { eliminated: true, resigned: true });
    expect(ended(resigned, 'last-monarch').summary).toBe('Muetar wins: every other player has resigned.');
    // one resigned, one beaten: he is the last monarch standing
    const mixed = three({ vp: { p1: 1, p2: 40, p3: 40 } });
    set(mixed, 'p2', { eliminated: true, resigned: true });
    set(mixed, 'p3', { eliminated: true });
    expect(ended(mixed, 'last-monarch').summary).toBe('Muetar is the last monarch standing.');
  });

  it('DR-END-02 a player who resigned is no contender on points, and with everybody resigned nobody wins', () => {
    const s = three({ vp: { p1: 30, p2: 12, p3: 5 }, turn: 20 });
    set(s, 'p1', { resigned: true });
    expect(ended(s, 'turns')).toMatchObject({ winners: ['p2'], scores: { p1: 30, p2: 12, p3: 5 } });
    for (const seat of ['p2', 'p3']) set(s, seat, { resigned: true });
    expect(ended(s, 'turns')).toMatchObject({ winners: [], summary: 'Every player resigned: nobody wins.' });
  });

  it('Q-03 sudden death: when one player monarch is left the game ends at once, in those words', () => {
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], order: ['p1', 'p2'], phase: 'combat', units: [] });
    set(s, 'p2', { eliminated: true });
    const r = act(s, 'p1', { type: 'done' }, [3, 4, 3, 4]);
    expect(ofType(r.events, 'ended')[0]).toMatchObject({
      winners: ['p1'],
      summary: 'Muetar is the last monarch standing.',
    });
  });
});

describe('a Forced Peace running out (DR-FP-05, DR-CONF-05)', () => {
  it('DR-FP-05 a kingdom whose Forced Peace ends with its monarch alive keeps him and his personality card: nobody is crowned', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      order: ['p1', 'p2'],
      phase: 'combat',
      personalities: { pon: 16 },
      units: [],
      kingdomState: { pon: { lock: { kind: 'forced-peace', until: 1 } } },
    });
    let st = s;
    const events: DrEvent[] = [];
    for (let i = 0; i < 12 && st.turn === 1; i++) {
      const r = act(st, st.active, { type: 'done' }, [3, 4, 3, 4, 3, 4]);
      events.push(...r.events);
      st = r.state;
    }
    expect(st.turn).toBe(2);
    expect(ofType(events, 'deactivated')).toContainEqual({ type: 'deactivated', kingdom: 'pon', lock: null });
    expect(ofType(events, 'crowned')).toEqual([]);
    expect(st.kingdoms.pon).toMatchObject({ lock: null, personality: 16 });
  });
});
