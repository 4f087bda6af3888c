/**
 * Set-up (DF-SET, DF-ESU): decks shuffled, the gate at Dancing Stone, heroes
 * in Monarch City with 2 Hero Cards and a Quest, then the enemy: each
 * General with 3 minions, two batches of Darkness Spreads placements with
 * their redraw rules, every set-up card shuffled back, and the 30-minion check.
 */
import {
  DARKNESS_CARDS,
  GENERALS,
  GENERAL_IDS,
  GENERAL_PATHS,
  HERO_CARDS,
  HERO_IDS,
  LOCATIONS,
  MONARCH_CITY,
  QUESTS,
  darknessCard,
  type DarknessCard,
  location,
  quest,
  total,
  type Colour,
  type HeroId,
  type LocationId,
} from '../data/index.ts';
import type { Dice } from '../../../engine/types.ts';
import type { Config, Sandbox } from '../config.ts';
import { seatsFor } from '../config.ts';
import type { DfEvent } from '../events.ts';
import { demonCheck, taint } from './board.ts';
import { joinHero } from './cards.ts';
import { evolve } from './evolve.ts';
import { Tx } from './tx.ts';
import type { State } from './state.ts';

const GATE_START = 'dancing-stone';

/** Cards given for the top of a deck, then the rest in data order. */
const stacked = (all: readonly string[], top: readonly string[] = []): string[] => [
  ...top,
  ...all.filter((id) => !top.includes(id)),
];

export function setup(config: Config, dice: Dice): DfEvent[] {
  const seats = seatsFor(config);
  const sb = config.sandbox;
  const heroIds = HERO_CARDS.map((c) => c.id);
  const dsIds = DARKNESS_CARDS.map((c) => c.id);
  const questIds = QUESTS.map((q) => q.id);
  const heroDeck = sb ? stacked(heroIds, sb.heroDeck) : dice.shuffle(heroIds);
  // With the enemy set-up, a sandbox's Darkness deck is the one set-up draws from; its
  // `darknessDeck` is the order the set-up cards are shuffled back into (enemySetup below).
  const darknessDeck = sb ? stacked(dsIds, sb.enemySetup ? sb.setupDarkness : sb.darknessDeck) : dice.shuffle(dsIds);
  const done = new Set(Object.values(sb?.heroes ?? {}).flatMap((h) => h.completed ?? []));
  const questDeck = sb
    ? stacked(
        questIds.filter((q) => !done.has(q)),
        sb.questDeck,
      )
    : dice.shuffle(questIds);
  const first =
    config.firstSeat && seats.includes(config.firstSeat)
      ? config.firstSeat
      : sb
        ? (seats[0] as string)
        : (seats[dice.int(0, seats.length - 1)] as string);
  const pick = !config.heroes && config.heroSelection === 'pick' && !sb;
  const started: DfEvent = {
    type: 'started',
    seats,
    options: {
      openHands: config.openHands,
      woundTiming: config.woundTiming,
      // AMB-43: the "most heroic" first; a random order when the table names none.
      priority:
        config.pickPriority && new Set(config.pickPriority.filter((p) => seats.includes(p))).size === seats.length
          ? config.pickPriority.filter((p) => seats.includes(p))
          : pick
            ? dice.shuffle(seats)
            : seats,
    },
    first,
    pick,
    war: sb?.war ?? 0,
    heroDeck,
    darknessDeck,
    questDeck,
  };
  const tx = new Tx(evolve(undefined, started), dice);
  tx.events.push(started);
  for (const g of sb?.gates ?? [GATE_START]) tx.emit({ type: 'gateBuilt', location: g });

  if (!pick) {
    const heroes: HeroId[] = config.heroes?.slice(0, seats.length) ?? (sb ? HERO_IDS.slice() : dice.shuffle(HERO_IDS));
    seats.forEach((seat, i) => {
      const hero = heroes[i] ?? (HERO_IDS[i] as HeroId);
      if (sb?.heroes?.[seat]) sandboxHero(tx, seat, hero, sb.heroes[seat]);
      else joinHero(tx, seat, hero, false);
    });
  }

  if (sb) sandboxBoard(tx, sb);
  if (!sb || sb.enemySetup) enemySetup(tx, sb);

  if (!pick) {
    tx.emit({ type: 'turnBegan', seat: first, turn: (sb?.turn ?? 0) + 1 });
    // The first hero of a scenario may start its Daytime with tokens already spent (DF-DAY-01
    // turns every other hero's back up when its turn begins).
    const spent = sb?.heroes?.[first]?.spent ?? 0;
    if (spent > 0) tx.emit({ type: 'actionsSpent', seat: first, n: spent, what: 'scenario' });
  }
  return tx.events;
}

function sandboxHero(tx: Tx, seat: string, hero: HeroId, h: NonNullable<Sandbox['heroes']>[string]): void {
  tx.emit({
    type: 'heroJoined',
    seat,
    hero,
    location: h.location ?? MONARCH_CITY,
    wounds: h.wounds ?? 0,
    spent: h.spent ?? 0,
  });
  for (const q of h.completed ?? []) tx.emit({ type: 'questCompleted', seat, quest: q, reward: quest(q).reward });
  for (const g of h.slain ?? []) tx.emit({ type: 'generalDefeated', general: g, slayer: seat });
  const open = tx.state.options.openHands;
  const hand = h.hand ?? tx.state.heroDeck.slice(0, 2);
  if (hand.length) tx.emit({ type: 'heroCardsDrawn', seat, cards: hand, open });
  const q = h.quest === undefined ? tx.state.questDeck[0] : h.quest;
  if (q) tx.emit({ type: 'questDrawn', seat, quest: q, open });
}

function sandboxBoard(tx: Tx, sb: Sandbox): void {
  for (const g of GENERAL_IDS) {
    // The enemy set-up places the Generals itself.
    const o = sb.enemySetup ? undefined : sb.generals?.[g];
    if (o) {
      tx.emit({
        type: 'generalPlaced',
        general: g,
        step: o.step ?? 0,
        wounds: o.wounds ?? 0,
        defeated: o.defeated ?? false,
      });
    }
  }
  for (const [loc, counts] of Object.entries(sb.minions ?? {})) {
    location(loc);
    for (const [colour, n] of Object.entries(counts)) {
      if (n) tx.emit({ type: 'minionsAdded', location: loc, colour: colour as Colour, n });
    }
  }
  for (const [loc, n] of Object.entries(sb.taint ?? {})) {
    location(loc);
    for (let i = 0; i < n; i++) tx.emit({ type: 'taintAdded', location: loc, cause: 'setup' });
  }
}

/** Places set-up minions in the location's own colour, checking the demons' taint (DF-ESU-04/07). */
function placeSetup(tx: Tx, loc: LocationId, n: number): void {
  const colour = location(loc).colour as Colour;
  const before = tx.state.minions[loc]?.[colour] ?? 0;
  tx.emit({ type: 'minionsAdded', location: loc, colour, n });
  demonCheck(tx, loc, colour, before);
}

/**
 * A set-up card must show two places (no special card), neither Monarch City
 * nor a General's space (AMB-32/40), none already used by this batch when it
 * must show new places, and may bring no place to 4 minions (DF-ESU-03/06).
 */
export function setupCardFits(s: State, card: DarknessCard, per: number, used: ReadonlySet<LocationId>): boolean {
  const lairs = GENERAL_IDS.map((g) => GENERAL_PATHS[g][s.generals[g].step] as LocationId);
  return (
    card.kind === 'typical' &&
    card.place.every(
      (p) =>
        p.location !== MONARCH_CITY &&
        !lairs.includes(p.location) &&
        !used.has(p.location) &&
        total(s.minions[p.location] ?? { red: 0, green: 0, blue: 0, black: 0 }) + per <= 3,
    )
  );
}

/** Draws until 3 valid cards, each placing `per` minions on both its places (DF-ESU-03..06). */
function batch(tx: Tx, per: number, distinct: boolean): void {
  const used = new Set<LocationId>();
  let placed = 0;
  while (placed < 3) {
    const id = tx.state.darknessDeck[0];
    if (!id) throw new Error('defenders: the Darkness Spreads deck ran out during set-up');
    const card = darknessCard(id);
    const valid = setupCardFits(tx.state, card, per, distinct ? used : new Set());
    tx.emit({ type: 'darknessDrawn', card: id, use: valid ? 'setup' : 'setup-rejected' });
    if (!valid || card.kind !== 'typical') continue;
    for (const p of card.place) {
      used.add(p.location);
      placeSetup(tx, p.location, per);
    }
    placed++;
  }
}

const NONE = { red: 0, green: 0, blue: 0, black: 0 };

/**
 * DF-ESU-09: 4 Generals, 30 minions, 3 at each lair, 18 over 6..12 other places, crystals as the
 * demons say. `before` is the board the set-up began on (a sandbox's; otherwise empty): only what
 * the set-up placed is counted.
 */
export function enemySetupProblems(s: State, before?: State): string[] {
  const problems: string[] = [];
  const lairs = new Set(GENERAL_IDS.map((g) => GENERAL_PATHS[g][0] as LocationId));
  let minions = 0;
  let others = 0;
  let crystalsExpected = 0;
  for (const l of LOCATIONS) {
    const c = s.minions[l.id] ?? NONE;
    const b = before?.minions[l.id] ?? NONE;
    const n = total(c);
    const added = n - total(b);
    minions += added;
    const demons = (x: typeof c) => x.red === 3 && total(x) === 3;
    if (demons(c) && !demons(b)) crystalsExpected++;
    if (lairs.has(l.id)) {
      if (added !== 3) problems.push(`${l.id} holds ${added} minions, not 3`);
    } else if (added > 0) others++;
    if (n > 3) problems.push(`${l.id} holds ${n} minions`);
  }
  if (minions !== 30) problems.push(`${minions} minions on the board, not 30`);
  if (others < 6 || others > 12) problems.push(`${others} other locations hold minions, not 6 to 12`);
  const crystals = (x: State | undefined) => Object.values(x?.taint ?? {}).reduce((a, b) => a + b, 0);
  const placed = crystals(s) - crystals(before);
  if (placed !== crystalsExpected) problems.push(`${placed} crystals, expected ${crystalsExpected}`);
  if (GENERAL_IDS.some((g) => s.generals[g].step !== 0 || s.generals[g].defeated))
    problems.push('a General is not at its lair');
  return problems;
}

/**
 * The enemy set-up, redone from a reshuffled deck if its check fails. A sandbox's set-up is
 * scripted: its cards go back in the order it gives, and a failed check is an error in the scenario.
 */
function enemySetup(tx: Tx, sb?: Sandbox): void {
  const mark = tx.mark();
  const before = tx.state;
  for (let attempt = 0; attempt < 5; attempt++) {
    for (const g of GENERAL_IDS) {
      const lair = GENERAL_PATHS[g][0] as LocationId;
      tx.emit({ type: 'generalPlaced', general: g, step: 0, wounds: 0, defeated: false });
      tx.emit({ type: 'minionsAdded', location: lair, colour: GENERALS[g].colour, n: 3 });
      if (g === 'balazarg') taint(tx, lair, 'setup');
    }
    batch(tx, 2, true);
    batch(tx, 1, false);
    const back = [...tx.state.darknessDeck, ...tx.state.darknessAside];
    tx.emit({
      type: 'deckShuffled',
      deck: 'darkness',
      order: sb ? stacked(back, sb.darknessDeck) : tx.dice.shuffle(back),
    });
    const problems = enemySetupProblems(tx.state, before);
    if (problems.length === 0) return;
    if (sb) throw new Error(`defenders: the sandbox's enemy set-up failed its check: ${problems.join('; ')}`);
    // The check failed: redo the enemy set-up from a freshly shuffled deck.
    tx.rollback(mark);
    tx.emit({ type: 'deckShuffled', deck: 'darkness', order: tx.dice.shuffle(tx.state.darknessDeck) });
  }
  throw new Error(`defenders: enemy set-up failed its check: ${enemySetupProblems(tx.state, before).join('; ')}`);
}
