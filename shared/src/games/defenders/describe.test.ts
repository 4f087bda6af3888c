import { describe as suite, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { MUTATION_RUN } from '../../engine/testing.ts';
import { play, start } from '../../engine/runner.ts';
import { configSchema } from './config.ts';
import { HERO_CARDS, QUESTS } from './data/index.ts';
import { cardWords, describe } from './describe.ts';
import type { DfEvent } from './events.ts';
import type { State } from './rules/state.ts';
import { defenders } from './testkit.ts';

/** Every event of a few seeded bot games, in stored (unredacted) form. */
function botGames(): DfEvent[] {
  const all: DfEvent[] = [];
  for (let seed = 0; seed < 24; seed++) {
    const cfg = configSchema.parse({
      players: 1 + (seed % 4),
      openHands: seed % 2 === 0,
      heroSelection: seed % 3 === 0 ? 'pick' : 'random',
    });
    const pick = seededDice(`describe-${seed}:bot`);
    let out = start(defenders, cfg, { dice: seededDice(`describe-${seed}:0`), now: 0 });
    let state = out.state as State;
    all.push(...(out.events as DfEvent[]));
    for (let step = 1; step < 5000 && !defenders.result(state); step++) {
      const pending = defenders.pending(state);
      const p = pending[pick.int(0, pending.length - 1)];
      if (!p) break;
      const choices = defenders.choices(state, p.seat);
      const c = choices[pick.int(0, choices.length - 1)];
      if (!c) break;
      out = play(defenders, state, p.seat, c.command, { dice: seededDice(`describe-${seed}:${step}`), now: step }, {});
      state = out.state as State;
      all.push(...(out.events as DfEvent[]));
    }
  }
  return all;
}

/** Every event type, checked by the compiler against the union. */
const TYPES: Record<DfEvent['type'], true> = {
  started: true,
  deckShuffled: true,
  generalPlaced: true,
  minionsAdded: true,
  minionsRemoved: true,
  overrun: true,
  minionTurnedAway: true,
  taintAdded: true,
  taintRemoved: true,
  gateBuilt: true,
  darknessDrawn: true,
  heroPicked: true,
  picksClashed: true,
  heroJoined: true,
  heroCardsDrawn: true,
  questDrawn: true,
  turnBegan: true,
  actionsSpent: true,
  heroMoved: true,
  cardsDiscarded: true,
  rumorsHeard: true,
  landHealRolled: true,
  healed: true,
  minionsFought: true,
  minionsSlain: true,
  skillUsed: true,
  specialPlayed: true,
  tokensRefreshed: true,
  questCompleted: true,
  battleBegan: true,
  cardsCommitted: true,
  corruptionRolled: true,
  generalAttacked: true,
  attackOrderNeeded: true,
  generalDefeated: true,
  warAdvanced: true,
  battleLost: true,
  penaltySuffered: true,
  generalHealing: true,
  generalHealed: true,
  battleEnded: true,
  dayEnded: true,
  handLimit: true,
  nightFell: true,
  generalAdvanced: true,
  generalHeld: true,
  woundsSuffered: true,
  heroLost: true,
  gameEnded: true,
};
const ALL_TYPES = Object.keys(TYPES) as DfEvent['type'][];

/** Events random bots rarely reach (battles, quests, slayers), made by hand. */
const RARE: DfEvent[] = [
  { type: 'minionsSlain', seat: 'hero1', location: 'millbrook', colour: 'green', n: 2 },
  { type: 'questCompleted', seat: 'hero1', quest: 'q01', reward: { kind: 'cards', n: 2 } },
  { type: 'questCompleted', seat: 'hero1', quest: 'q04', reward: { kind: 'bane', general: 'sapphire' } },
  {
    type: 'battleBegan',
    general: 'balazarg',
    location: 'ember-road',
    initiator: 'hero1',
    participants: ['hero1', 'hero2'],
  },
  { type: 'cardsCommitted', seat: 'hero1', cards: ['red-03', 'red-08'], dice: 4 },
  { type: 'corruptionRolled', rolls: [{ seat: 'hero1', card: 'red-03', roll: 1 }] },
  {
    type: 'generalAttacked',
    seat: 'hero1',
    general: 'balazarg',
    dice: [{ roll: 5, need: 5 }],
    reroll: null,
    hits: 1,
    parried: 0,
    parriesAdded: 0,
    wounds: 5,
  },
  { type: 'attackOrderNeeded' },
  { type: 'generalDefeated', general: 'balazarg', slayer: 'hero1' },
  { type: 'warAdvanced', war: 1 },
  { type: 'battleLost', general: 'varkolak' },
  { type: 'penaltySuffered', seat: 'hero2', general: 'varkolak', wounds: 3, discarded: ['black-01'] },
  { type: 'generalHealing', general: 'varkolak', heal: { kind: 'minor', after: 2 }, wounds: 1 },
  { type: 'generalHealing', general: 'sapphire', heal: null, wounds: 0 },
  { type: 'generalHealed', general: 'varkolak', n: 1 },
  { type: 'battleEnded' },
];

// Played on first use, inside a test, not as the file loads: a mutation run (npm run mutate) then sees
// which tests reach which rules, instead of every mutant counting as reached by every test.
let played: DfEvent[] | null = null;
const events = (): DfEvent[] => {
  played ??= botGames();
  return played;
};

suite('describe', () => {
  it.skipIf(MUTATION_RUN)('words every event type of a few bot games as a sentence, not JSON', () => {
    const seen = new Set<string>();
    for (const e of [...events(), ...RARE]) {
      for (const viewer of ['hero1', 'hero2', 'spectator'] as const) {
        const r = defenders.redact(e, viewer);
        if (!r) continue;
        const text = describe(r);
        expect(text.length, e.type).toBeGreaterThan(8);
        expect(text, e.type).not.toMatch(/[{}[\]"]|undefined|NaN|\[object/);
        expect(text.trim()).toMatch(/[.!)]$/);
        seen.add(e.type);
      }
    }
    // the bot games alone produce the everyday ones
    const fromBots = new Set(events().map((e) => e.type));
    for (const t of ['started', 'heroJoined', 'heroCardsDrawn', 'minionsAdded', 'turnBegan', 'heroMoved', 'nightFell'])
      expect(fromBots).toContain(t);
    expect(ALL_TYPES.filter((t) => !seen.has(t))).toEqual([]);
  });

  it('is registered on the game module', () => {
    expect(defenders.describe).toBe(describe);
  });

  it('names every die, what it needed and what changed it', () => {
    expect(
      describe({
        type: 'minionsFought',
        seat: 'hero1',
        hero: 'paladin',
        location: 'hollowmere',
        dice: [
          { colour: 'black', need: 3, roll: 3 },
          { colour: 'black', need: 3, roll: 2 },
          { colour: 'green', need: 3, roll: 6 },
        ],
        reroll: null,
        defeated: { red: 0, green: 1, blue: 0, black: 1 },
      }),
    ).toBe(
      'The Paladin fights at Hollowmere with 3 dice (2 Undead (black) need 3+ — Smite lowers it from 4+; ' +
        '1 Orc (green) need 3+): rolled 3, 2, 6 — 1 Orc (green) and 1 Undead (black) slain.',
    );
    expect(
      describe({
        type: 'generalAttacked',
        seat: 'hero2',
        hero: 'ranger',
        general: 'gorgutt',
        dice: [
          { roll: 1, need: 3 },
          { roll: 2, need: 3 },
          { roll: 5, need: 3 },
        ],
        reroll: { index: 0, roll: 4 },
        hits: 1,
        parried: 1,
        parriesAdded: 0,
        wounds: 1,
      }),
    ).toBe(
      'The Ranger attacks Gorgutt the Savage with 3 dice (needs 3+): rolled 1, 2, 5 (Sure Shot re-rolled the 1 to 4) — ' +
        '1 hit (1 hit parried); Gorgutt the Savage at 1/6 wounds.',
    );
    expect(
      describe({
        type: 'landHealRolled',
        seat: 'hero1',
        hero: 'druid',
        location: 'father-oak-forest',
        dice: [
          { roll: 4, need: 4 },
          { roll: 1, need: 4 },
        ],
        success: true,
      }),
    ).toContain('needs 4+ on any, Cleanse lowers it from 5+): rolled 4, 1 — a crystal is cleansed');
  });

  it('never names a card the reader may not see', () => {
    const secret = new Set([...HERO_CARDS.map((c) => c.id), ...QUESTS.map((q) => q.id)]);
    const words = new Map<string, string>();
    for (const c of HERO_CARDS) words.set(c.id, cardWords(c.id));
    for (const q of QUESTS) words.set(q.id, q.name);
    let checked = 0;
    for (const e of events()) {
      if (e.type !== 'heroCardsDrawn' && e.type !== 'questDrawn' && e.type !== 'rumorsHeard' && e.type !== 'started')
        continue;
      const owner = 'seat' in e ? e.seat : null;
      const viewer = owner === 'hero1' ? 'hero2' : 'hero1';
      const r = defenders.redact(e, viewer);
      if (!r || ('open' in e && e.open)) continue;
      const hidden: string[] =
        e.type === 'heroCardsDrawn'
          ? e.cards
          : e.type === 'questDrawn'
            ? [e.quest]
            : e.type === 'rumorsHeard'
              ? e.kept
              : [...e.heroDeck, ...e.questDeck];
      const text = describe(r);
      for (const id of hidden) {
        if (!secret.has(id)) continue;
        const w = words.get(id) as string;
        // a card's words may legitimately appear for another, visible card of the same event
        const visible = JSON.stringify(r).includes(`"${id}"`);
        if (!visible) expect(text, `${e.type} leaks ${id}`).not.toContain(w);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
