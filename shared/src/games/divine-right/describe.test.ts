import { describe as suite, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { MUTATION_RUN } from '../../engine/testing.ts';
import { play, start } from '../../engine/runner.ts';
import { botCommand } from './bot.ts';
import { configSchema } from './config.ts';
import { DIPLOMACY_DECK, PERSONALITY_CARDS, PLOY_BY_ID } from './data/index.ts';
import { cardWords, describe, oddsOf } from './describe.ts';
import type { DrEvent } from './events.ts';
import type { State } from './rules/state.ts';
import { divineRight } from './testkit.ts';

interface Game {
  seats: string[];
  events: DrEvent[];
}

/** Every event of seeded bot games of 2 to 6 players, in stored (unredacted) form. */
function botGames(): Game[] {
  const games: Game[] = [];
  for (let players = 2; players <= 6; players++) {
    for (const turns of [20, 8]) {
      const seed = `describe-${players}-${turns}`;
      const cfg = configSchema.parse({ players, turns, suddenDeath: turns === 20 });
      const pick = seededDice(`${seed}:bot`);
      let out = start(divineRight, cfg, { dice: seededDice(`${seed}:0`), now: 0 });
      let state = out.state as State;
      const events = [...(out.events as DrEvent[])];
      for (let step = 1; step < 6000 && !state.result; step++) {
        const p = divineRight.pending(state)[0];
        if (!p) break;
        const c = botCommand(state, p.seat, pick);
        if (!c) break;
        out = play(divineRight, state, p.seat, c, { dice: seededDice(`${seed}:${step}`), now: step });
        state = out.state as State;
        events.push(...(out.events as DrEvent[]));
      }
      games.push({ seats: state.seats, events });
    }
  }
  return games;
}

/** Every event type, checked by the compiler against the union. */
const TYPES: Record<DrEvent['type'], true> = {
  started: true,
  orderDrawn: true,
  playerTurn: true,
  step: true,
  eventRolled: true,
  badOmens: true,
  placed: true,
  moved: true,
  displaced: true,
  eliminated: true,
  removed: true,
  stolen: true,
  cardDrawn: true,
  deckShuffled: true,
  cardDiscarded: true,
  envoySent: true,
  personalityRevealed: true,
  diplomacyRolled: true,
  assassinationRolled: true,
  duelRolled: true,
  forcedPeaceRolled: true,
  banished: true,
  ambassadorKilled: true,
  dueled: true,
  assassinationUsed: true,
  forcedPeaceTried: true,
  activated: true,
  deactivated: true,
  crowned: true,
  personalityShuffled: true,
  monarchDied: true,
  monarchCaptured: true,
  captiveFreed: true,
  castaway: true,
  rescued: true,
  playerEliminated: true,
  resigned: true,
  penalty: true,
  vp: true,
  siegeDeclared: true,
  siegeEnded: true,
  ferried: true,
  siegeRolled: true,
  plundered: true,
  fateRolled: true,
  used: true,
  brokeOut: true,
  asked: true,
  answered: true,
  changePending: true,
  vetoAnswered: true,
  attackDeclared: true,
  battleBegan: true,
  retreatRolled: true,
  battleRolled: true,
  retreatCancelled: true,
  grace: true,
  reentryVoted: true,
  reentered: true,
  graceEnded: true,
  sallied: true,
  battleHalved: true,
  attackJoined: true,
  battleStage: true,
  battleEnded: true,
  gameTurnEnded: true,
  ended: true,
};
const ALL_TYPES = Object.keys(TYPES) as DrEvent['type'][];

const attack = {
  from: ['1112'],
  targets: ['1213'],
  kind: 'land' as const,
  attackers: ['a'],
  defenders: ['b'],
  resolved: false,
};
/** Events random bots rarely reach, made by hand. */
const RARE: DrEvent[] = [
  { type: 'badOmens', kingdom: 'zorn' },
  { type: 'stolen', unit: 'merc-A', seat: 'p1', hex: '1213' },
  { type: 'assassinationRolled', seat: 'p1', kingdom: 'pon', ambassador: 5, monarch: 3 },
  { type: 'duelRolled', seat: 'p1', target: 'p2', rolls: [2, 2] },
  { type: 'forcedPeaceRolled', seat: 'p1', kingdom: 'pon', roll: 5 },
  { type: 'banished', seat: 'p1', kingdom: 'pon', until: 0, assassin: true },
  { type: 'ambassadorKilled', seat: 'p1', back: 6 },
  { type: 'dueled', seats: ['p1', 'p2'] },
  { type: 'assassinationUsed', seat: 'p1' },
  { type: 'forcedPeaceTried', kingdom: 'pon' },
  { type: 'deactivated', kingdom: 'pon', lock: { kind: 'forced-peace', until: 7 } },
  { type: 'crowned', kingdom: 'pon', card: null },
  { type: 'personalityShuffled', kingdom: 'pon', deck: [] },
  { type: 'monarchDied', kingdom: 'pon', by: 'p1', cause: 'assassination' },
  { type: 'monarchCaptured', kingdom: 'pon', by: 'p1', prison: '2312' },
  { type: 'captiveFreed', kingdom: 'pon', hex: '2312' },
  { type: 'castaway', unit: 'pon-monarch', hex: '0120' },
  { type: 'rescued', unit: 'pon-monarch', fleet: 'pon-fleet-1' },
  { type: 'playerEliminated', seat: 'p2', by: 'p1' },
  { type: 'resigned', seat: 'p2' },
  { type: 'penalty', seat: 'p1', kingdom: 'pon', cause: 'execution' },
  { type: 'siegeDeclared', hex: '2312', seat: 'p1' },
  { type: 'siegeEnded', hex: '2312', reason: 'the besiegers left' },
  { type: 'siegeRolled', hex: '2312', seat: 'p1', roll: 1, modifier: 2, result: 'fail' },
  { type: 'siegeRolled', hex: '2312', seat: 'p1', roll: 3, modifier: 0, result: 'nothing' },
  { type: 'eliminated', units: ['pon-army-1', 'merc-B'], cause: 'combat' },
  { type: 'displaced', units: ['pon-army-1'], to: '1214', inside: false, cause: 'displacement' },
  { type: 'plundered', hex: '2312', castle: 'aws-alzak', seat: 'p1' },
  { type: 'fateRolled', unit: 'pon-monarch', roll: 6, result: 'captured', by: 'p2' },
  { type: 'brokeOut', units: ['pon-army-1'] },
  { type: 'used', units: ['pon-army-1', 'pon-monarch'], done: true },
  { type: 'changePending', change: { kingdom: 'pon', cause: 'confusion', duration: 3, keep: false } },
  { type: 'vetoAnswered', seat: 'p1', keep: true },
  { type: 'asked', interrupt: { kind: 'veto', seat: 'p1', kingdom: 'pon', hexes: ['2312'] } },
  { type: 'asked', interrupt: { kind: 'captive', seat: 'p1', kingdom: 'pon' } },
  { type: 'asked', interrupt: { kind: 'deploy', seat: 'p1', kingdom: 'pon', units: ['pon-army-1'] } },
  {
    type: 'asked',
    interrupt: {
      kind: 'displace',
      seat: 'p1',
      from: '2312',
      units: ['pon-army-1'],
      options: [
        { to: '2313', loss: 0 },
        { to: '2413', through: '2412', loss: 1 },
      ],
      cause: 'siege',
    },
  },
  { type: 'asked', interrupt: { kind: 'retreat', seat: 'p1', hex: '1213', options: ['1214'] } },
  { type: 'retreatRolled', hex: '1213', roll: 2, need: 4, units: [], to: null },
  { type: 'attackDeclared', attack },
  { type: 'battleBegan', attack: { ...attack, kind: 'breakout' }, index: null, defenderSeat: 'p2' },
  {
    type: 'battleRolled',
    attacker: { roll: 1, modifier: 1, strength: 2 },
    defender: { roll: 4, modifier: 5, strength: 7 },
    attackerLoss: 2,
    defenderLoss: 0,
  },
  { type: 'battleStage', stage: 'advance' },
  { type: 'retreatCancelled', hex: '1213', units: ['pon-army-1'] },
  { type: 'grace', kingdom: 'pon', seats: ['p1'] },
  { type: 'reentryVoted', seat: 'p1', candidate: 'p2', yes: true },
  { type: 'reentered', seat: 'p2', kingdom: 'pon', from: 'p1' },
  { type: 'castaway', unit: 'pon-monarch', hex: '1213', ashore: true },
  { type: 'asked', interrupt: { kind: 'reentry', seat: 'p1', candidate: 'p2', voters: ['p1'] } },
  { type: 'asked', interrupt: { kind: 'castaway', seat: 'p1', unit: 'pon-monarch', kingdom: 'pon' } },
  { type: 'graceEnded', kingdom: 'pon', seat: 'p1' },
  { type: 'attackJoined', index: 0, units: ['pon-army-2'] },
  { type: 'sallied', hex: '0319', units: ['rombune-fleet-1'] },
  { type: 'battleHalved' },
  { type: 'ferried', fleet: 'merc-M', units: ['muetar-army-1', 'muetar-army-2'] },
  {
    type: 'asked',
    interrupt: { kind: 'recall', seat: 'p2', hex: '1213', to: '1214', groups: [['pon-army-1']], heroes: [] },
  },
  { type: 'playerTurn', seat: 'p2' },
];

// Played on first use, inside a test, not as the file loads: a mutation run (npm run mutate) then sees
// which tests reach which rules, instead of every mutant counting as reached by every test.
let played: Game[] | null = null;
const games = (): Game[] => {
  played ??= botGames();
  return played;
};
let allEvents: { e: Game['events'][number]; seats: string[] }[] | null = null;
const all = () => (allEvents ??= games().flatMap((g) => g.events.map((e) => ({ e, seats: g.seats }))));

/** Events that make no log line: the answer to a question is told by the next line. */
const BOOKKEEPING = new Set(['answered']);

suite('describe', () => {
  it.skipIf(MUTATION_RUN)(
    'words every event type of 2- to 6-player bot games as a sentence, for every viewer',
    () => {
      const seen = new Set<string>();
      for (const { e, seats } of [...all(), ...RARE.map((e) => ({ e, seats: ['p1', 'p2'] }))]) {
        for (const viewer of [...seats, 'spectator']) {
          const r = divineRight.redact(e, viewer);
          if (!r) continue;
          const text = (divineRight.describe as (e: DrEvent) => string)(r);
          seen.add(e.type);
          // Bookkeeping events are no log line (engine/types.ts: describe returns '').
          if (BOOKKEEPING.has(e.type)) {
            expect(text, e.type).toBe('');
            continue;
          }
          expect(text.length, e.type).toBeGreaterThan(8);
          expect(text, e.type).not.toMatch(/[{}[\]"]|undefined|NaN|null|\[object/);
          expect(text.trim(), e.type).toMatch(/[.!)]$/);
          seen.add(e.type);
        }
      }
      const fromBots = new Set(all().map((x) => x.e.type));
      for (const t of [
        'started',
        'orderDrawn',
        'eventRolled',
        'moved',
        'cardDrawn',
        'diplomacyRolled',
        'battleRolled',
        'fateRolled',
        'ended',
      ] as const)
        expect(fromBots, t).toContain(t);
      expect(ALL_TYPES.filter((t) => !seen.has(t))).toEqual([]);
      // it plays its bot games on first use: give them room on a busy machine (a smoke test, not a timing)
    },
    120_000,
  );

  it('is registered on the game module', () => {
    expect(divineRight.describe).toBe(describe);
  });

  it('names every die and what changed it', () => {
    expect(
      describe({
        type: 'battleRolled',
        attacker: { roll: 4, modifier: 3, strength: 7 },
        defender: { roll: 5, modifier: 2, strength: 3 },
        attackerLoss: 0,
        defenderLoss: 0,
      }),
    ).toBe(
      'Combat, strength 7 against 3 (odds 2:1 for the attacker): attacker rolled 4 +3 (odds +2, leaders, terrain and penalties +1) = 7; ' +
        'defender rolled 5 +2 (odds +1, leaders, terrain and penalties +1) = 7; a tie — attacker loses 0, defender loses 0.',
    );
    expect(oddsOf(2, 5)).toMatchObject({ attacker: 1, defender: 3 });
    expect(describe({ type: 'siegeRolled', hex: '2312', seat: 'p1', roll: 5, modifier: 1, result: 'plunder' })).toBe(
      "Player 1's siege roll against Aws Alzak (defense 4): rolled 5 +1 (besiegers against defenders inside plus the castle's defense) = 6 — 6 or more: the castle falls and is plundered.",
    );
    expect(
      describe({
        type: 'diplomacyRolled',
        seat: 'p1',
        action: 'deactivate',
        kingdom: 'pon',
        roll: 3,
        modifier: -1,
        need: 7,
        success: false,
      }),
    ).toBe(
      "Player 1's deactivation roll on Pon: rolled 3 −1 (card, personality and penalties) = 2, needs 7 — failure.",
    );
    expect(describe({ type: 'fateRolled', unit: 'pon-monarch', roll: 1, result: 'killed', by: null })).toMatch(
      /^Hero Fate for the Pon monarch: rolled 1 \(1 killed, 2 no effect, .* 6 captured\) — killed\.$/,
    );
    expect(describe({ type: 'eventRolled', seat: 'p1', dice: [1, 2], event: 'storms', happened: true })).toMatch(
      /^Player 1 rolls 2d6 for a random event: 1 \+ 2 = 3 — Storms \(Lose one fleet/,
    );
  });

  it.skipIf(MUTATION_RUN)(
    'never names a hand card, an unrevealed personality or the deck order to another reader',
    () => {
      const cardWordsById = new Map(DIPLOMACY_DECK.map((c) => [c.id, cardWords(c.id)]));
      const personalityTitles = PERSONALITY_CARDS.map((p) => p.title);
      let checked = 0;
      for (const { e, seats } of all()) {
        for (const viewer of [...seats, 'spectator']) {
          const r = divineRight.redact(e, viewer);
          if (!r) continue;
          const text = describe(r);
          if (e.type === 'cardDrawn' && e.seat !== viewer) {
            expect(text).not.toContain(cardWordsById.get(e.card ?? '') ?? '\u0000');
            expect(text).not.toMatch(/:\s/);
            checked++;
          }
          if (e.type === 'cardDiscarded' && !e.played && e.seat !== viewer) {
            for (const p of PLOY_BY_ID.values()) expect(text).not.toContain(p.name);
            checked++;
          }
          if (e.type === 'started' || e.type === 'crowned') {
            for (const t of personalityTitles) expect(text).not.toContain(t);
            expect(text).not.toMatch(/personality card \d/);
            checked++;
          }
          if (e.type === 'deckShuffled' || e.type === 'personalityShuffled') {
            for (const p of PLOY_BY_ID.values()) expect(text).not.toContain(p.name);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(50);
    },
  );
});

suite('describe with the seats in words', () => {
  it('names a seat by what the platform calls it, and by "Player N" without names', () => {
    const e = { type: 'plundered', seat: 'p2', castle: 'aws-alzak', hex: '2312' } as unknown as DrEvent;
    const plain = divineRight.describe?.(e) ?? '';
    expect(plain).toMatch(/^Player 2 plunders/);
    const named = divineRight.describe?.(e, { p2: 'Dee — Zorn' }) ?? '';
    expect(named).toMatch(/^Dee — Zorn plunders/);
    // The names belong to that one line only.
    expect(divineRight.describe?.(e) ?? '').toBe(plain);
  });
});
