/** A player who resigns (RULES.md "A player who resigns", rules/resign.ts): his kingdom's fate as for an eliminated player. */
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../engine/dice.ts';
import { play, start } from '../../engine/runner.ts';
import { MUTATION_RUN, randomPlayout } from '../../engine/testing.ts';
import { botCommand } from './bot.ts';
import type { Command } from './commands.ts';
import { configSchema, type Sandbox } from './config.ts';
import { grid, HEXES } from './data/index.ts';
import type { DrEvent } from './events.ts';
import { livePlayers } from './rules/board.ts';
import type { State } from './rules/state.ts';
import { killMonarch } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { act, divineRight, hexWhere, ofType, plainLand, sandbox } from './testkit.ts';

const plainAround = (id: string) => grid.neighbours(id).filter((n) => HEXES.get(n) && plainLand(HEXES.get(n)!));
const A = hexWhere((h) => plainLand(h) && plainAround(h.id).length >= 4);
const B = plainAround(A)[0] as string;
const armies = (k: string, n: number, hex: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `${k}-army-${i + 1}`, hex }));

/** p1 Muetar, p2 Neuth, p3 Hothior, in that order; Muetar's armies next to Neuth's on open ground. */
const three = (sb: Partial<Sandbox> = {}, config: Record<string, unknown> = {}) =>
  sandbox(
    {
      kingdoms: ['muetar', 'neuth', 'hothior'],
      phase: 'combat',
      units: [...armies('muetar', 3, A), ...armies('neuth', 2, B), { id: 'hothior-army-1', hex: '1218' }],
      ...sb,
    },
    config,
  );

/** What the platform does: its own event (which the title never sees), then onResign's events folded. */
function resign(s: State, seat: string): { state: State; events: DrEvent[] } {
  const r = divineRight.onResign?.(s, seat);
  if (!r) throw new Error('no onResign');
  expect(r.seat).toBe('removed');
  let state = s;
  for (const e of r.events) state = divineRight.evolve(state, e);
  return { state, events: r.events };
}

/** Never a dead end, never the resigned seats: someone pending with something to choose, or a result. */
function healthy(s: State, gone: string[]): void {
  const pending = divineRight.pending(s);
  for (const seat of gone) expect(pending.map((p) => p.seat)).not.toContain(seat);
  if (divineRight.result(s)) {
    expect(pending).toEqual([]);
    return;
  }
  expect(pending.length).toBeGreaterThan(0);
  for (const p of pending) expect(divineRight.choices(s, p.seat).length).toBeGreaterThan(0);
}

/** The resigned player is out: flagged, no units on the map, his kingdom neutral in Confusion. */
function gone(s: State, seat: string): void {
  const p = s.players[seat];
  expect(p).toMatchObject({ eliminated: true, resigned: true });
  expect(Object.values(s.units).filter((u) => u.seat === seat && u.captive === null)).toEqual([]);
  const k = s.kingdoms[p?.kingdom ?? 'muetar'];
  expect(k.status).toBe('inactive');
  expect(k.lock?.kind).toBe('confusion');
  expect(k.lock?.until).toBeGreaterThan(s.turn);
  expect(k.lock?.until).toBeLessThanOrEqual(s.turn + 6);
}

/** Plays on with the house bot and seeded dice through the runner, checking every state on the way. */
function playOn(s: State, away: string[], steps = 40, seed = 'on'): State {
  let st = s;
  const pick = seededDice(`${seed}:bot`);
  for (let i = 0; i < steps && !st.result; i++) {
    healthy(st, away);
    const p = divineRight.pending(st)[0];
    if (!p) throw new Error('dead end');
    const c = botCommand(st, p.seat, pick) as Command;
    st = play(divineRight, st, p.seat, c, { dice: seededDice(`${seed}:${i}`), now: 0 }).state as State;
  }
  healthy(st, away);
  return st;
}

/** One command through the runner with seeded dice (a turn passing on rolls the next player's Random Events). */
const step = (s: State, seat: string, c: Command, seed = 'step'): State =>
  play(divineRight, s, seat, c, { dice: seededDice(seed), now: 0 }).state as State;

/** p1 attacks Neuth's stack and p2 is asked (retreat before combat, then losses with `stand`). */
function battle(s = three(), stand = false): State {
  let st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
  st = act(st, 'p1', { type: 'done' }).state;
  st = act(st, 'p1', { type: 'resolve', attack: 0 }).state;
  expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'retreat' });
  if (stand) st = act(st, 'p2', { type: 'stand' }, [6, 1]).state;
  return st;
}

describe('a player who resigns (onResign)', () => {
  it('the seat whose turn it is: he is out, the turn passes to the next player in the order', () => {
    const s = three({ phase: 'movement' });
    expect(divineRight.pending(s)[0]).toMatchObject({ seat: 'p1', kind: 'turn' });
    const r = resign(s, 'p1');
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'resigned', seat: 'p1' },
      { type: 'playerEliminated', seat: 'p1', by: null },
    ]);
    gone(r.state, 'p1');
    healthy(r.state, ['p1']);
    expect(r.state.active).toBe('p2');
    expect(ofType(r.events, 'playerTurn')).toEqual([{ type: 'playerTurn', seat: 'p2' }]);
    const later = playOn(r.state, ['p1'], 60);
    // the next game turn's order is drawn among the players left
    if (later.turn > s.turn) expect(later.order).not.toContain('p1');
  });

  it('a seat that is not the active one: the active player goes on, and the order skips the resigned seat', () => {
    const s = three({ phase: 'movement' });
    const r = resign(s, 'p2');
    gone(r.state, 'p2');
    healthy(r.state, ['p2']);
    expect(divineRight.pending(r.state)).toEqual([expect.objectContaining({ seat: 'p1', kind: 'turn' })]);
    expect(r.state.step).toBe('movement');
    // p1 ends his movement and makes no attack: the turn goes to p3, not p2
    let st = step(r.state, 'p1', { type: 'done' });
    if (st.active === 'p1' && st.step === 'declare') st = step(st, 'p1', { type: 'done' });
    expect(st.active).toBe('p3');
    expect(st.order).toEqual(['p1', 'p2', 'p3']);
    playOn(st, ['p2']);
  });

  it("the player asked out of turn in another seat's battle: the question is withdrawn, the battle is fought out", () => {
    const st = battle();
    const r = resign(st, 'p2');
    gone(r.state, 'p2');
    healthy(r.state, ['p2']);
    // Neuth's stack left the map: the attacker may advance into the emptied hex
    expect(divineRight.pending(r.state)).toEqual([expect.objectContaining({ seat: 'p1', kind: 'advance' })]);
    expect(r.state.interrupts.some((i) => i.seat === 'p2')).toBe(false);
    const on = step(r.state, 'p1', { type: 'advance', units: [], to: null });
    expect(on.battle).toBeNull();
    // no one left to fight: p1's turn ends and p3's begins, p2 skipped
    expect(on.active).toBe('p3');
    playOn(on, ['p2']);
  });

  it('the active player while another seat is choosing losses in his battle: that seat answers, then the turn passes', () => {
    const st = battle(three(), true);
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'losses' });
    const r = resign(st, 'p1');
    gone(r.state, 'p1');
    healthy(r.state, ['p1']);
    expect(divineRight.pending(r.state)).toEqual([expect.objectContaining({ seat: 'p2', kind: 'losses' })]);
    const answer = divineRight.onTimeout(r.state, 'p2') as Command;
    const on = play(divineRight, r.state, 'p2', answer, { dice: seededDice('losses'), now: 0 }).state as State;
    expect(on.battle).toBeNull();
    expect(on.active).toBe('p2');
    healthy(on, ['p1']);
    playOn(on, ['p1']);
  });

  it('a re-entry vote waiting on him goes on to the next voter', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth', 'ghem', 'hothior'],
        phase: 'movement',
        units: [
          { id: 'muetar-army-1', hex: '1218' },
          { id: 'neuth-monarch', hex: '1610' },
          { id: 'ghem-army-1', hex: '2312', inside: true },
        ],
      },
      { reentry: true },
    );
    const t = new Tx(s, scriptedDice([4]));
    killMonarch(t, 'neuth', 'p1', 'fate');
    expect(divineRight.pending(t.state)[0]).toMatchObject({ seat: 'p1', kind: 'reentry' });
    expect(t.state.interrupts[0]).toMatchObject({ candidate: 'p2', voters: ['p3', 'p4'] });
    const r = resign(t.state, 'p1');
    expect(r.state.interrupts[0]).toMatchObject({ kind: 'reentry', seat: 'p3', candidate: 'p2', voters: ['p4'] });
    healthy(r.state, ['p1']);
    // and a resigned candidate's vote is withdrawn
    const c = resign(t.state, 'p2');
    expect(c.state.interrupts.filter((i) => i.kind === 'reentry')).toEqual([]);
    expect(divineRight.pending(c.state)[0]).toMatchObject({ seat: 'p1', kind: 'turn' });
  });

  it('all but one resign: the last player wins at once, with or without sudden death', () => {
    for (const suddenDeath of [true, false]) {
      const s = three({ phase: 'movement', vp: { p2: 50, p3: 90 } }, { suddenDeath });
      const one = resign(s, 'p2');
      healthy(one.state, ['p2']);
      expect(divineRight.result(one.state)).toBeNull();
      const two = resign(one.state, 'p3');
      const result = divineRight.result(two.state);
      expect(result).toMatchObject({ winners: ['p1'], summary: 'Muetar wins: every other player has resigned.' });
      expect(result?.scores).toMatchObject({ p2: 50, p3: 90 });
      expect(divineRight.pending(two.state)).toEqual([]);
      expect(ofType(two.events, 'ended')).toHaveLength(1);
    }
    // a two-player game ends with the first resignation, even in the middle of a battle
    const duel = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'combat',
      units: [...armies('muetar', 3, A), ...armies('neuth', 2, B)],
    });
    let st = act(duel, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    st = act(st, 'p1', { type: 'resolve', attack: 0 }).state;
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'retreat' });
    expect(divineRight.result(resign(st, 'p1').state)).toMatchObject({ winners: ['p2'] });
  });

  it('without sudden death a resigned player is no contender on points; an eliminated one still is', () => {
    // p2 was eliminated earlier and may still win on points: p3's resignation does not end the game
    const s = three(
      { phase: 'movement', vp: { p1: 10, p2: 40, p3: 90 }, playerState: { p2: { eliminated: true } } },
      { suddenDeath: false, turns: 1 },
    );
    const r = resign(s, 'p3');
    expect(divineRight.result(r.state)).toBeNull();
    healthy(r.state, ['p2', 'p3']);
    // played to the end of the last turn: p2 wins on points, not p3 with more
    let st = r.state;
    for (let i = 0; i < 200 && !st.result; i++) {
      const p = divineRight.pending(st)[0];
      if (!p) throw new Error('dead end');
      expect(p.seat).toBe('p1');
      st = play(divineRight, st, p.seat, divineRight.onTimeout(st, p.seat), { dice: seededDice(i), now: 0 })
        .state as State;
    }
    expect(divineRight.result(st)).toMatchObject({ winners: ['p2'] });
  });

  it('is quiet when there is nothing left to do: the game is over, or the seat already resigned', () => {
    const s = three({ phase: 'movement' });
    const r = resign(s, 'p2');
    expect(divineRight.onResign?.(r.state, 'p2')).toEqual({ events: [], seat: 'removed' });
    const over = resign(resign(r.state, 'p3').state, 'p1');
    expect(over.events).toEqual([]);
  });

  it('gives the same events for the same state (the dice come from the state)', () => {
    const s = three({ phase: 'movement' });
    expect(divineRight.onResign?.(s, 'p1')).toEqual(divineRight.onResign?.(s, 'p1'));
  });

  it.skipIf(MUTATION_RUN)(
    'property: seats resigning at random moments of bot games (often mid-question) never leave a dead end',
    () => {
      let resignations = 0;
      let asked = 0;
      for (let seed = 0; seed < 30; seed++) {
        const players = 2 + (seed % 5);
        const cfg = configSchema.parse({ players, turns: 2, suddenDeath: seed % 3 !== 0, reentry: seed % 4 === 0 });
        let s = start(divineRight, cfg, { dice: seededDice(`r${seed}`), now: 0 }).state as State;
        const pick = seededDice(`r${seed}:pick`);
        const away: string[] = [];
        for (let n = 0; !s.result; n++) {
          if (n > 20_000) throw new Error(`seed ${seed}: runaway`);
          // now and then, and most often while a question waits: the active seat, the one asked, or anyone left
          if (pick.int(0, s.interrupts.length ? 3 : 59) === 0) {
            const live = livePlayers(s).filter((x) => !away.includes(x));
            const asking = divineRight.pending(s)[0]?.seat as string;
            const r = pick.int(0, 2);
            const seat = r === 0 ? s.active : r === 1 ? asking : (live[pick.int(0, live.length - 1)] as string);
            if (live.includes(seat)) {
              if (s.interrupts.length) asked++;
              s = resign(s, seat).state;
              away.push(seat);
              resignations++;
              expect(s.players[seat]).toMatchObject({ eliminated: true, resigned: true });
            }
          }
          healthy(s, away);
          if (s.result) break;
          const p = divineRight.pending(s)[0];
          if (!p) throw new Error(`seed ${seed}: dead end`);
          const c = botCommand(s, p.seat, pick) as Command;
          s = play(divineRight, s, p.seat, c, { dice: seededDice(`r${seed}:${n}`), now: 0 }).state as State;
        }
        const winners = divineRight.result(s)?.winners ?? [];
        for (const seat of away) expect(winners).not.toContain(seat);
      }
      expect(resignations).toBeGreaterThan(30);
      expect(asked).toBeGreaterThan(10);
    },
    120_000,
  );
});

describe('deadlines and rounds', () => {
  it.skipIf(MUTATION_RUN)(
    'names a deadline for every kind of decision pending() gives, and round() never goes down',
    () => {
      const kinds = new Set<string>();
      const drops: string[] = [];
      let last = 0;
      for (let seed = 0; seed < 10; seed++) {
        let before = 0;
        const r = randomPlayout(divineRight, {
          seed: `dr-kinds-${seed}`,
          config: { players: 2 + (seed % 5), turns: 3, reentry: seed % 2 === 0, suddenDeath: seed % 3 !== 0 },
          orders: seed % 2 ? { p2: { losses: 'own-first', retreat: 'always' } } : {},
          timeoutRate: seed % 3 === 0 ? 0.2 : 0,
          invariant: (state) => {
            const s = state as State;
            for (const p of divineRight.pending(s)) kinds.add(p.kind);
            const n = divineRight.round?.(s) ?? Number.NaN;
            if (!(n >= before)) drops.push(`seed ${seed}: round ${before} -> ${n}`);
            before = n;
          },
        });
        last = Math.max(last, divineRight.round?.(r.state as State) ?? 0);
      }
      const listed = Object.keys(divineRight.decisions ?? {});
      expect([...kinds].filter((k) => !listed.includes(k))).toEqual([]);
      for (const k of ['turn', 'losses', 'retreat', 'advance']) expect(kinds, k).toContain(k);
      for (const d of Object.values(divineRight.decisions ?? {})) {
        expect(d.label).not.toMatch(/^[a-z]|[_]/);
        expect(d.hours).toBeGreaterThan(0);
      }
      expect(divineRight.decisions?.turn?.hours).toBeGreaterThan(divineRight.decisions?.losses?.hours ?? Infinity);
      expect(drops).toEqual([]);
      expect(last).toBeGreaterThan(1);
    },
    120_000,
  );

  it('the round is the game turn', () => {
    const s = three({ phase: 'movement', turn: 7 });
    expect(divineRight.round?.(s)).toBe(7);
  });
});
