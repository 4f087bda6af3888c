/**
 * Names, not ids (issue 9): every choice label and log line names kingdoms, units, places, cards and seats
 * in words; steps that cannot be taken back and may surprise ask first (`confirm`); choices with a place on
 * the map say which hex (`target`).
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { play, start } from '../../engine/runner.ts';
import { MUTATION_RUN, randomPlayout } from '../../engine/testing.ts';
import { allows, narrow } from '../../engine/pick.ts';
import type { Choice, ChoicePick } from '../../engine/types.ts';
import { botCommand } from './bot.ts';
import type { Command } from './commands.ts';
import { configSchema } from './config.ts';
import { CASTLES, grid, HEXES } from './data/index.ts';
import type { DrEvent } from './events.ts';
import { SEALING } from './index.ts';
import type { Interrupt, State } from './rules/state.ts';
import { act, divineRight, duelOf, hexWhere, nextTo, plainLand, sandbox, diplomacyStart } from './testkit.ts';
import { hexWords, seatName, unitsWords } from './words.ts';
import { RAW_ID, rawIds } from './ids.testkit.ts';

/** The hex a command goes to or acts on, as the board's view names it; null for choices with no place. */
function placeOf(s: State, c: Command): string | null | undefined {
  switch (c.type) {
    case 'move':
    case 'sail':
    case 'retreat':
    case 'displace':
    case 'liftSiege':
      return c.to;
    case 'advance':
      return c.to;
    case 'declare':
      return c.targets[0];
    case 'resolve':
      return s.attacks[c.attack]?.targets[0];
    case 'siegeAttack':
    case 'breakout':
    case 'deploy':
    case 'reinforce':
    case 'steal':
      return c.hex;
    case 'search':
      return s.units[c.units[0] as string]?.hex;
    case 'done':
    case 'vote':
    case 'playCard':
    case 'duel':
    case 'discard':
      return null;
    default:
      return undefined; // may or may not have a place
  }
}

interface Seen {
  choices: number;
  lines: number;
  confirms: number;
  targets: number;
  /** What broke the rules, in words: empty when all is well. */
  problems: string[];
}
const seenNone = (): Seen => ({ choices: 0, lines: 0, confirms: 0, targets: 0, problems: [] });

function checkChoices(s: State, seat: string, seen: Seen): void {
  const bad = (what: string, why: string) => {
    if (seen.problems.length < 20) seen.problems.push(`${why} — ${what}`);
  };
  for (const c of divineRight.choices(s, seat) as Choice<Command>[]) {
    seen.choices++;
    const what = `${c.command.type}: ${c.label}`;
    if (c.label.trim().length < 3) bad(what, 'empty label');
    if (RAW_ID.test(c.label) || RAW_ID.test(c.group ?? '')) bad(what, `raw id ${rawIds(`${c.label} ${c.group}`)}`);
    if (/undefined|null|NaN|\(s\)/.test(c.label)) bad(what, 'broken words');
    if (c.confirm !== undefined) {
      seen.confirms++;
      if (typeof c.confirm !== 'string' || c.confirm.length < 10) bad(what, 'confirm without a sentence');
      else if (RAW_ID.test(c.confirm) || /undefined|null|NaN/.test(c.confirm)) bad(what, `confirm: ${c.confirm}`);
    }
    const place = placeOf(s, c.command);
    if (place === null && c.target !== undefined) bad(what, `target ${c.target} on a choice with no place`);
    if (place !== null && place !== undefined && c.target !== place) bad(what, `target ${c.target}, not ${place}`);
    if (c.target !== undefined) {
      seen.targets++;
      if (!HEXES.has(c.target)) bad(what, `target ${c.target} is not a hex`);
    }
    if (
      (c.command.type === 'move' || c.command.type === 'sail' || c.command.type === 'search') &&
      !/\(\d+ MP[;)]/.test(c.label)
    )
      bad(what, 'a move without its cost');
  }
}

function checkLine(e: DrEvent, viewer: string, seen: Seen): void {
  const r = divineRight.redact(e, viewer);
  if (!r) return;
  const text = divineRight.describe?.(r) ?? '';
  if (text === '') return; // bookkeeping: no log line
  seen.lines++;
  if (RAW_ID.test(text) && seen.problems.length < 20) seen.problems.push(`raw id ${rawIds(text)} — ${e.type}: ${text}`);
  if (!/^[A-Z0-9]/.test(text) && seen.problems.length < 20) seen.problems.push(`no capital — ${e.type}: ${text}`);
}

/** Seeded bot games, every seat's choices and every viewer's log line checked at every step. */
function botGame(players: number, seed: string, turns: number): Seen {
  const seen = seenNone();
  const cfg = configSchema.parse({ players, turns, reentry: players > 3 });
  let out = start(divineRight, cfg, { dice: seededDice(`${seed}:0`), now: 0 });
  let s = out.state as State;
  const viewers = [...s.seats, 'spectator'];
  for (const e of out.events as DrEvent[]) for (const v of viewers) checkLine(e, v, seen);
  const pick = seededDice(`${seed}:bot`);
  for (let step = 1; step < 4000 && !s.result; step++) {
    const p = divineRight.pending(s)[0];
    if (!p) break;
    checkChoices(s, p.seat, seen);
    const c = botCommand(s, p.seat, pick);
    if (!c) break;
    out = play(divineRight, s, p.seat, c, { dice: seededDice(`${seed}:${step}`), now: step });
    s = out.state as State;
    for (const e of out.events as DrEvent[]) for (const v of viewers) checkLine(e, v, seen);
  }
  return seen;
}

describe('names, not ids (issue 9)', () => {
  it('the id list covers units, kingdoms, cards, castles, places and seats', () => {
    expect(rawIds('Lose muetar-army-1 at 2304')).toEqual(['muetar-army-1']);
    expect(rawIds('Activate ghem')).toEqual(['ghem']);
    expect(rawIds('Discard threats-1-1; p2 waits at aws-alzak, the-boom, merc-A')).toEqual([
      'threats-1-1',
      'p2',
      'aws-alzak',
      'the-boom',
      'merc-A',
    ]);
    expect(rawIds('Lose a Ghem army at 2304 (forest); Player 2 waits at Aws Alzak (2312), the Boom (0726)')).toEqual(
      [],
    );
  });

  it.skipIf(MUTATION_RUN)(
    'every choice label and every log line of 2- to 6-player bot games names things in words',
    () => {
      const total = seenNone();
      for (let players = 2; players <= 6; players++) {
        const seen = botGame(players, `labels-${players}`, players <= 4 ? 3 : 2);
        total.choices += seen.choices;
        total.lines += seen.lines;
        total.confirms += seen.confirms;
        total.targets += seen.targets;
        total.problems.push(...seen.problems);
      }
      expect(total.problems).toEqual([]);
      expect(total.choices).toBeGreaterThan(5000);
      expect(total.lines).toBeGreaterThan(2000);
      expect(total.confirms).toBeGreaterThan(20);
      expect(total.targets).toBeGreaterThan(2000);
    },
  );

  it.skipIf(MUTATION_RUN)('the engine fuzzer (timeouts, standing orders) meets no raw id in any seat’s choices', () => {
    const seen = seenNone();
    for (let seed = 0; seed < 6; seed++) {
      randomPlayout(divineRight, {
        seed: `labels-u${seed}`,
        config: { players: 2 + (seed % 5), turns: 1 },
        orders: seed % 2 ? { p1: { losses: 'own-first', retreat: 'never', sieges: 'keep', captives: 'free' } } : {},
        timeoutRate: seed % 3 === 0 ? 0.25 : 0,
        invariant: (state) => {
          const s = state as State;
          for (const p of divineRight.pending(s)) checkChoices(s, p.seat, seen);
        },
      });
    }
    expect(seen.problems).toEqual([]);
    expect(seen.choices).toBeGreaterThan(500);
  });

  it('log lines of rare events name seats, units and kingdoms; ids left in older logs are put into words', () => {
    const seen = seenNone();
    const rare: DrEvent[] = [
      { type: 'duelRolled', seat: 'p1', target: 'p2', rolls: [2, 5] },
      { type: 'vp', seat: 'p1', points: 20, reason: 'killed the monarch of pon' },
      { type: 'ended', winners: ['p1'], summary: 'p1 is the last monarch standing.', scores: { p1: 20, p2: 0 } },
      { type: 'eliminated', units: ['pon-army-1', 'pon-army-2', 'pon-monarch', 'merc-A'], cause: 'combat' },
      { type: 'asked', interrupt: { kind: 'sally', seat: 'p2', hex: '0416', fleets: ['rombune-fleet-1'] } },
      { type: 'asked', interrupt: { kind: 'release', seat: 'p3', requester: 'p1', kingdom: 'pon' } },
      { type: 'plundered', hex: '2312', castle: 'aws-alzak', seat: 'p1' },
      { type: 'activated', kingdom: 'trolls', seat: 'p2', turn: 3 },
    ];
    for (const e of rare) checkLine(e, 'p1', seen);
    expect(seen.problems).toEqual([]);
    const line = (e: DrEvent) => divineRight.describe?.(e);
    expect(line(rare[1] as DrEvent)).toBe('Player 1 scores 20 victory points (killed the monarch of Pon).');
    expect(line(rare[3] as DrEvent)).toBe(
      '2 Pon armies, the Pon monarch and mercenary army A are eliminated in battle.',
    );
    expect(line(rare[6] as DrEvent)).toBe('Player 1 plunders Aws Alzak (2312).');
    expect(line(rare[7] as DrEvent)).toBe("The Trolls join Player 2's alliance (game turn 3).");
    expect(line(rare[2] as DrEvent)).toMatch(
      /^The game is over: Player 1 wins — Player 1 is the last monarch standing/,
    );
  });

  it('words: a stack by kind and kingdom, a hex by its place or its terrain', () => {
    expect(unitsWords(['ghem-army-1', 'ghem-monarch', 'ghem-army-2'])).toBe('2 Ghem armies and the Ghem monarch');
    expect(unitsWords(['immer-army-1'])).toBe('an Immer army');
    expect(unitsWords(['trolls-army-1', 'merc-B', 'merc-C'])).toBe('a Troll army and mercenary armies B and C');
    expect(hexWords('2312')).toBe('Aws Alzak (2312)');
    expect(hexWords('0726')).toBe('the Boom (0726)');
    const forest = hexWhere(
      (h) => h.kind === 'land' && h.features.join() === 'forest' && !CASTLES.some((c) => c.hex === h.id),
    );
    expect(hexWords(forest)).toBe(`${forest} (forest)`);
  });
});

// ---------------------------------------------------------------------------
// confirm: the steps that cannot be taken back and may surprise
// ---------------------------------------------------------------------------

const choiceOf = (s: State, seat: string, pred: (c: Command) => boolean): Choice<Command> => {
  const c = (divineRight.choices(s, seat) as Choice<Command>[]).find((x) => pred(x.command));
  if (!c) throw new Error('no such choice');
  return c;
};
const confirmOf = (s: State, seat: string, pred: (c: Command) => boolean): string => {
  const c = choiceOf(s, seat, pred);
  expect(typeof c.confirm, c.label).toBe('string');
  return c.confirm as string;
};
const withInterrupt = (s: State, it: Interrupt): State => ({ ...s, interrupts: [it, ...s.interrupts] });
const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

const plainAround = (id: string) => grid.neighbours(id).filter((n) => HEXES.get(n) && plainLand(HEXES.get(n)!));
const A = hexWhere((h) => plainLand(h) && plainAround(h.id).length >= 4);
const B = plainAround(A)[0] as string;

describe('confirm (engine/undo.ts: what cannot be taken back)', () => {
  it('ending the movement with stacks that have not moved counts them', () => {
    const far = hexWhere((h) => plainLand(h) && h.id !== A && h.id !== B && h.id > '2000');
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: A },
        { id: 'muetar-army-2', hex: B },
        { id: 'muetar-army-3', hex: far },
      ],
    });
    expect(confirmOf(s, 'p1', (c) => c.type === 'done')).toBe('3 stacks have not moved; movement ends.');
    const moved = act(s, 'p1', { type: 'move', units: ['muetar-army-3'], to: nextTo(far, plainLand) }).state;
    expect(confirmOf(moved, 'p1', (c) => c.type === 'done')).toBe('2 stacks have not moved; movement ends.');
    const still = duelOf({ units: [{ id: 'neuth-army-1', hex: A }] });
    expect(choiceOf(still, 'p1', (c) => c.type === 'done').confirm).toBeUndefined();
  });

  it('ending the movement warns of the Diplomatic Penalty units still inside a deactivated kingdom bring', () => {
    const inPon = hexWhere((h) => h.basicOwner === 'pon' && h.kind === 'land' && !CASTLES.some((c) => c.hex === h.id));
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: inPon }] });
    const graced: State = { ...s, graces: [{ seat: 'p1', kingdom: 'pon' }] };
    expect(confirmOf(graced, 'p1', (c) => c.type === 'done')).toBe(
      '1 stack has not moved; your units still inside Pon bring a Diplomatic Penalty; movement ends.',
    );
  });

  it('stealing a mercenary from another player asks first', () => {
    const s = duelOf({ units: [{ id: 'merc-A', hex: B, seat: 'p2' }] });
    const st = withInterrupt({ ...s, mercPool: [] }, { kind: 'reinforce', seat: 'p1', count: 1 });
    const steal = choiceOf(st, 'p1', (c) => c.type === 'steal');
    expect(steal.label).toMatch(/^Steal mercenary army A from Neuth into .+ \(\d{4}\)$/);
    expect(steal.confirm).toMatch(/^Mercenary army A leaves Neuth's service and enters yours at /);
  });

  it('entering a neutral castle (diplomacy by entry) asks first; an ordinary move does not', () => {
    const units = range(8, (i) => ({ id: `muetar-army-${i + 1}`, hex: '2102' }));
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], phase: 'movement', units });
    const entry = choiceOf(s, 'p1', (c) => c.type === 'move' && c.to === '2101' && c.units.length === 8);
    expect(entry.label).toMatch(
      /^Move 8 Muetar armies to Aws Noir \(2101\) \(\d MP\), laying siege to Aws Noir of neutral Ghem(, a Diplomatic Penalty with Ghem)?$/,
    );
    expect(entry.confirm).toMatch(/Ghem joins the alliance of another player, drawn at random/);
    const plain = choiceOf(
      s,
      'p1',
      (c) => c.type === 'move' && c.to !== '2101' && !CASTLES.some((x) => x.hex === c.to),
    );
    expect(plain.confirm).toBeUndefined();
  });

  it('a move that rolls for Hero Fate says so and asks first', () => {
    const s = duelOf({
      units: [
        { id: 'muetar-monarch', hex: A },
        { id: 'neuth-army-1', hex: B },
      ],
    });
    const c = choiceOf(s, 'p1', (x) => x.type === 'move' && x.to === B);
    expect(c.label).toMatch(/^Move the Muetar monarch to .+ \(\d+ MP\), a Hero Fate roll$/);
    expect(c.confirm).toMatch(/^The Muetar monarch makes a Hero Fate roll on the way/);
  });

  const ALZAK = '2312';
  const besiegers = range(8, (i) => ({ id: `muetar-army-${i + 1}`, hex: ALZAK }));
  const garrison = range(3, (i) => ({ id: `ghem-army-${i + 1}`, hex: ALZAK, inside: true }));
  const siege = (order: string[]) =>
    sandbox({
      kingdoms: ['ghem', 'muetar'],
      order,
      phase: 'sieges',
      sieges: { [ALZAK]: 'p2' },
      units: [...besiegers, ...garrison],
    });

  it('breaking out of a siege asks first; the besieger’s siege roll, whose label says it rolls, does not', () => {
    const s = siege(['p1', 'p2']);
    const out = choiceOf(s, 'p1', (c) => c.type === 'breakout');
    expect(out.label).toBe('Break out of Aws Alzak (2312): 3 Ghem armies against 8 Muetar armies');
    expect(out.target).toBe(ALZAK);
    expect(out.confirm).toMatch(/^Everyone inside Aws Alzak \(2312\) attacks all 8 besiegers at once/);
    const b = siege(['p2', 'p1']);
    const roll = choiceOf(b, 'p2', (c) => c.type === 'siegeAttack');
    expect(roll.label).toMatch(/^Siege attack on Aws Alzak \(2312\) \(a die roll [+−]\d/);
    expect(roll.confirm).toBeUndefined();
    expect(roll.target).toBe(ALZAK);
    expect(confirmOf(b, 'p2', (c) => c.type === 'done')).toBe('1 siege attack is not made; the Siege Phase ends.');
  });

  const dip = diplomacyStart;

  it('discarding asks first and names the card', () => {
    const s = dip({ hands: { p1: ['threats-1-1', 'threats-1-2', 'threats-1-3', 'oracle-2-1'] } });
    const st = act(s, 'p1', { type: 'done' }).state;
    expect(st.step).toBe('discard');
    const c = choiceOf(st, 'p1', (x) => x.type === 'discard' && x.card === 'oracle-2-1');
    expect(c.label).toBe('Discard Favourable Oracle +2');
    expect(c.confirm).toMatch(/goes to the discard pile/);
    expect(c.target).toBeUndefined();
  });

  it('ending diplomacy with the ambassador unused asks; a first visit, an assassination and a duel ask too', () => {
    const s = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '0725' }] });
    expect(confirmOf(s, 'p1', (c) => c.type === 'done')).toBe(
      'Your ambassador has not acted; the Diplomacy Phase ends.',
    );
    const visit = choiceOf(s, 'p1', (c) => c.type === 'envoy' && c.action === 'activate' && c.kingdom === 'ghem');
    expect(visit.label).toBe('Activate Ghem');
    expect(visit.confirm).toMatch(/personality card face up/);
    expect(visit.target).toBe(ALZAK);
    const kill = choiceOf(s, 'p1', (c) => c.type === 'envoy' && c.action === 'assassinate');
    expect(kill.label).toBe('Assassinate the Pon monarch (your die against his)');
    expect(kill.confirm).toMatch(/one assassination of the game/);
    expect(kill.target).toBe('0725');
    const duel = choiceOf(s, 'p1', (c) => c.type === 'duel' && c.seat === 'p2');
    expect(duel.label).toBe("Duel Neuth's ambassador (both roll; the lower dies)");
    expect(duel.confirm).toMatch(/the lower dies/);
    // once revealed, a visit can be taken back: no question
    const seen = { ...s, kingdoms: { ...s.kingdoms, ghem: { ...s.kingdoms.ghem, revealed: true } } };
    expect(
      choiceOf(seen, 'p1', (c) => c.type === 'envoy' && c.action === 'activate' && c.kingdom === 'ghem').confirm,
    ).toBeUndefined();
    const acted = act(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'ghem' }).state;
    const roll = choiceOf(acted, 'p1', (c) => c.type === 'playCard' && c.card === null);
    expect(roll.label).toBe('Roll to activate Ghem without a card');
    expect(roll.confirm).toBeUndefined();
  });

  it('executing a monarch asks first, in the Diplomacy Phase and when there is no prison', () => {
    const s = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '1611' }] });
    const held: State = {
      ...s,
      units: { ...s.units, 'pon-monarch': { ...(s.units['pon-monarch'] as State['units'][string]), captive: 'p1' } },
    };
    const ex = choiceOf(held, 'p1', (c) => c.type === 'execute');
    expect(ex.label).toBe('Execute the Pon monarch');
    expect(ex.confirm).toMatch(/Diplomatic Penalty with Pon/);
    expect(ex.target).toBe('1611');
    const noPrison = withInterrupt(s, { kind: 'captive', seat: 'p1', kingdom: 'pon' });
    expect(confirmOf(noPrison, 'p1', (c) => c.type === 'captive' && c.fate === 'execute')).toMatch(/no victory points/);
    expect(choiceOf(noPrison, 'p1', (c) => c.type === 'captive' && c.fate === 'free').confirm).toBeUndefined();
  });

  it('giving a castaway up asks first, and says when it ends the game for his player', () => {
    const s = duelOf({ units: [{ id: 'muetar-monarch', hex: A }] });
    const it = { kind: 'castaway', seat: 'p1', unit: 'muetar-monarch', kingdom: 'neuth' } as const;
    const give = choiceOf(withInterrupt(s, it), 'p1', (c) => c.type === 'castaway' && !c.keep);
    expect(give.label).toBe('Give the Muetar monarch up to spare Neuth');
    expect(give.confirm).toBe('The Muetar monarch dies, and with him you are out of the game.');
    expect(give.target).toBe(A);
    expect(choiceOf(withInterrupt(s, it), 'p1', (c) => c.type === 'castaway' && c.keep).confirm).toBeUndefined();
  });

  it('declaring no attack when one is possible asks, since the turn ends; attacks themselves do not', () => {
    const s = duelOf(
      {
        units: [
          { id: 'muetar-army-1', hex: A },
          { id: 'muetar-army-2', hex: A },
          { id: 'neuth-army-1', hex: B },
        ],
      },
      'combat',
    );
    expect(confirmOf(s, 'p1', (c) => c.type === 'done')).toBe(
      '1 enemy stack could be attacked; no attack is made and your turn ends.',
    );
    const attack = choiceOf(s, 'p1', (c) => c.type === 'declare');
    expect(attack.label).toBe(`Attack a Neuth army at ${hexWords(B)} with 2 Muetar armies from ${hexWords(A)}`);
    expect(attack.confirm).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// target: the hex a choice goes to or acts on
// ---------------------------------------------------------------------------

describe('target', () => {
  it('a move names the stack, where it goes and the cost, and targets the destination', () => {
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: A },
        { id: 'muetar-army-2', hex: A },
        { id: 'muetar-monarch', hex: A },
      ],
    });
    const moves = (divineRight.choices(s, 'p1') as Choice<Command>[]).filter((c) => c.command.type === 'move');
    expect(moves.length).toBeGreaterThan(5);
    for (const c of moves) expect(c.target).toBe(c.command.type === 'move' ? c.command.to : '');
    const led = moves.find((c) => c.command.type === 'move' && c.command.to === B && c.command.units.length === 3);
    expect(led?.label).toBe(`Move the Muetar monarch leading 2 Muetar armies to ${hexWords(B)} (1 MP)`);
    expect(led?.group).toBe(`Move from ${hexWords(A)}`);
    // Splitting the stack is a pick of which units go, not a button per subset: the monarch's own words.
    expect(moves.filter((c) => c.command.type === 'move' && c.command.to === B)).toHaveLength(1);
    expect(led?.pick).toEqual({
      field: 'units',
      prompt: 'Which units go?',
      options: [
        { id: 'muetar-army-1', label: 'Muetar army 1' },
        { id: 'muetar-army-2', label: 'Muetar army 2' },
        { id: 'muetar-monarch', label: expect.stringMatching(/^The monarch of Muetar/) },
      ],
      min: 1,
      alsoDrop: ['leader'],
    });
    // One army picked: the leader stays behind with the rest, and the rules take the narrowed move.
    const one = narrow(led?.command as Command, led?.pick as ChoicePick, ['muetar-army-2']);
    expect(one).toEqual({ type: 'move', units: ['muetar-army-2'], to: B });
    const r = act(s, 'p1', one);
    expect(r.state.units['muetar-army-2']?.hex).toBe(B);
    expect(r.state.units['muetar-army-1']?.hex).toBe(A);
    expect(r.state.units['muetar-monarch']?.hex).toBe(A);
    // Picking nobody is no move; an id the stack does not hold is not allowed by the choice.
    expect(allows(led as Choice<Command>, { ...one, units: [] } as Command)).toBe(false);
    expect(allows(led as Choice<Command>, { ...one, units: ['neuth-army-1'] } as Command)).toBe(false);
    expect(allows(led as Choice<Command>, one)).toBe(true);
  });

  it('an attack targets the attacked hex; the battle to resolve does too', () => {
    const s = duelOf(
      {
        units: [
          { id: 'muetar-army-1', hex: A },
          { id: 'neuth-army-1', hex: B },
        ],
      },
      'combat',
    );
    const attack = choiceOf(s, 'p1', (c) => c.type === 'declare');
    expect(attack.target).toBe(B);
    const declared = act(s, 'p1', attack.command).state;
    const resolve = choiceOf(act(declared, 'p1', { type: 'done' }).state, 'p1', (c) => c.type === 'resolve');
    expect(resolve.target).toBe(B);
    expect(resolve.label).toBe(`Fight the battle at ${hexWords(B)}: a Muetar army against a Neuth army`);
    expect(choiceOf(declared, 'p1', (c) => c.type === 'done').target).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// seatName and sealed
// ---------------------------------------------------------------------------

describe('seatName and sealed', () => {
  it('a seat is its player kingdom once known, else "Player n"', () => {
    expect(divineRight.seatName?.(undefined, 'p2')).toBe('Player 2');
    const s = sandbox({ kingdoms: ['muetar', 'trolls'], phase: 'movement', units: [] });
    expect(divineRight.seatName?.(s, 'p1')).toBe('Muetar');
    expect(divineRight.seatName?.(s, 'p2')).toBe('The Trolls');
    expect(divineRight.seatName?.(s, 'p7')).toBe('Player 7');
    expect(seatName(s, 'p2')).toBe('The Trolls');
  });

  it('every event that turns up something hidden seals its step', () => {
    for (const t of [
      'orderDrawn',
      'cardDrawn',
      'deckShuffled',
      'personalityRevealed',
      'personalityShuffled',
      'crowned',
    ] as const)
      expect(SEALING.has(t), t).toBe(true);
    expect(divineRight.sealed?.({ type: 'personalityRevealed', kingdom: 'pon', card: 3 })).toBe(true);
    expect(divineRight.sealed?.({ type: 'crowned', kingdom: 'pon', card: null })).toBe(true);
    expect(divineRight.sealed?.({ type: 'moved', units: [], path: [], cost: 0, inside: false, ledBy: null })).toBe(
      false,
    );
  });
});
