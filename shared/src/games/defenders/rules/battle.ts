/**
 * Attacking a General, alone or as a group (DF-GEN, DF-GOUT, DF-GSK, DF-GRP):
 * every hero present commits portrait cards before any roll (AMB-24), the
 * initiator picks who attacks next after seeing each result, the final blow
 * makes the Slayer, a failure sends everyone home with the penalty.
 */
import { GENERALS, GENERAL_IDS, HEROES, MONARCH_CITY, generalLife, type GeneralId } from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { Die } from '../events.ts';
import { drawHero } from './cards.ts';
import { capital, cardName, dice as diceWords, listWords, seatWords } from '../names.ts';
import { diceOf, portraitCards, seatsAt, sureShotIndex } from './helpers.ts';
import { loseHero } from './night.ts';
import { hero, type Battle, type State } from './state.ts';
import type { Tx } from './tx.ts';
import type { Option } from './day.ts';

export function beginBattle(tx: Tx, seat: SeatId, general: GeneralId): void {
  const h = hero(tx.state, seat);
  const others = seatsAt(tx.state, h.location).filter((o) => o !== seat);
  const order = tx.state.seats;
  const start = order.indexOf(seat);
  others.sort(
    (a, b) =>
      ((order.indexOf(a) - start + order.length) % order.length) -
      ((order.indexOf(b) - start + order.length) % order.length),
  );
  tx.emit({
    type: 'battleBegan',
    general,
    location: h.location,
    initiator: seat,
    participants: [seat, ...others],
  });
}

export const awaitingCommit = (b: Battle): SeatId[] => b.participants.filter((p) => b.committed[p] === null);

/** Who may still roll: not yet attacked, with dice left after corruption, still standing there. */
export function candidates(s: State, b: Battle): SeatId[] {
  return b.participants.filter(
    // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts), and no participant falls mid-battle (penalties come after the last roll), so each has a hero
    (p) => !b.attacked.includes(p) && (b.dice[p] ?? 0) > 0 && s.players[p]?.hero?.location === b.location,
  );
}

export function commitOptions(s: State, seat: SeatId): Option[] {
  const b = s.battle;
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = s.players[seat]?.hero;
  // Stryker disable next-line LogicalOperator: choices() asks only seats pending() names: b and h are there, in the commit stage the seat has committed nothing, in the order stage it is the initiator, who has
  if (!b || !h || b.stage !== 'commit' || b.committed[seat] !== null) return [];
  const cards = portraitCards(h.hand, b.general);
  const mustCommit = seat === b.initiator;
  const versus = GENERALS[b.general].name;
  const out: Option[] = [];
  // Which cards go is the player's pick (Choice.pick), not a button per subset: every card offered, all
  // ticked; the initiator keeps at least one (DF-GEN-03), a joiner may untick them all.
  if (cards.length) {
    out.push({
      command: { type: 'commit', cards } as Command,
      label: `Commit ${listWords(cards.map((c) => `the ${cardName(c)} (${diceWords(diceOf([c]))})`))}: ${diceWords(diceOf(cards))} against ${versus}`,
      group: 'Battle',
      ...(cards.length > 1
        ? {
            pick: {
              field: 'cards',
              prompt: 'Which cards do you commit?',
              options: cards.map((c) => ({ id: c, label: `The ${cardName(c)} (${diceWords(diceOf([c]))})` })),
              min: mustCommit ? 1 : 0,
            },
          }
        : {}),
    });
  }
  if (!mustCommit)
    out.push({
      command: { type: 'commit', cards: [] } as Command,
      label: `Commit no cards: stay out of the battle with ${versus}`,
      group: 'Battle',
    });
  return out;
}

export function orderOptions(s: State, seat: SeatId): Option[] {
  const b = s.battle;
  // Stryker disable next-line OptionalChaining: choices() asks only seats pending() names, and pending() names none in phase battle without a battle
  if (b?.stage !== 'order' || seat !== b.initiator) return [];
  return candidates(s, b).map((p) => {
    return {
      command: { type: 'attackNext', seat: p } as Command,
      label: `${capital(seatWords(p, hero(s, p).id))} attacks next, rolling ${diceWords(b.dice[p] ?? 0)} against ${GENERALS[b.general].name}`,
      group: 'Battle',
    };
  });
}

export function commit(tx: Tx, seat: SeatId, cards: string[]): void {
  tx.emit({ type: 'cardsCommitted', seat, cards, dice: diceOf(cards) });
  const b = tx.state.battle;
  if (!b || awaitingCommit(b).length > 0) return;
  // Lord Balazarg corrupts: each committed card of his is tested before any roll (DF-GSK-01).
  if (b.general === 'balazarg') {
    const rolls: { seat: SeatId; card: string; roll: number }[] = [];
    for (const p of b.participants) {
      // Only his portrait cards (the Red ones) can be committed against him: each is tested.
      // Stryker disable next-line ArrayDeclaration: by then every participant has committed
      for (const card of b.committed[p] ?? []) rolls.push({ seat: p, card, roll: tx.dice.roll(6) });
    }
    if (rolls.length) tx.emit({ type: 'corruptionRolled', rolls });
  }
  proceed(tx);
}

export function attackNext(tx: Tx, seat: SeatId): void {
  attack(tx, seat);
  proceed(tx);
}

function proceed(tx: Tx): void {
  for (;;) {
    if (tx.over) return;
    const b = tx.state.battle;
    if (!b) return;
    const next = candidates(tx.state, b);
    if (next.length === 0) {
      fail(tx);
      return;
    }
    if (next.length > 1) {
      if (b.stage !== 'order') tx.emit({ type: 'attackOrderNeeded' });
      return;
    }
    attack(tx, next[0] as SeatId);
  }
}

function attack(tx: Tx, seat: SeatId): void {
  const b = tx.state.battle;
  if (!b) return;
  const g = GENERALS[b.general];
  const h = hero(tx.state, seat);
  const n = b.dice[seat] ?? 0;
  const dice: Die[] = [];
  for (let i = 0; i < n; i++) dice.push({ roll: tx.dice.roll(6), need: g.toHit });
  // Varkolak allows no re-rolls (DF-GSK-04); otherwise Sure Shot re-rolls the lowest miss.
  let reroll: { index: number; roll: number } | null = null;
  if (HEROES[h.id].passive === 'sure-shot' && g.id !== 'varkolak') {
    const index = sureShotIndex(dice);
    if (index >= 0) reroll = { index, roll: tx.dice.roll(6) };
  }
  const rolls = dice.map((d, i) => (reroll && reroll.index === i ? reroll.roll : d.roll));
  let hits = rolls.filter((r) => r >= g.toHit).length;
  // Gorgutt parries: every 1 joins a pool that cancels hits, this roll's first (DF-GSK-02, AMB-20).
  const parriesAdded = g.id === 'gorgutt' ? rolls.filter((r) => r === 1).length : 0;
  const parried = Math.min(hits, b.parries + parriesAdded);
  hits -= parried;
  const general = tx.state.generals[b.general];
  const wounds = Math.min(generalLife(b.general), general.wounds + hits);
  tx.emit({
    type: 'generalAttacked',
    seat,
    hero: h.id,
    general: b.general,
    dice,
    reroll,
    hits,
    parried,
    parriesAdded,
    wounds,
  });
  if (wounds >= generalLife(b.general)) victory(tx, seat);
}

function victory(tx: Tx, slayer: SeatId): void {
  const b = tx.state.battle;
  if (!b) return;
  tx.emit({ type: 'generalDefeated', general: b.general, slayer });
  if (GENERAL_IDS.every((g) => tx.state.generals[g].defeated)) {
    tx.emit({ type: 'gameEnded', result: 'win', reason: 'All four Generals are defeated: the Realm is saved.' });
    return;
  }
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  for (const p of b.participants) if (tx.state.players[p]?.hero) drawHero(tx, p, 3);
  tx.emit({ type: 'warAdvanced', war: Math.min(3, tx.state.war + 1) });
  tx.emit({ type: 'battleEnded' });
}

function fail(tx: Tx): void {
  const b = tx.state.battle;
  if (!b) return;
  const g = GENERALS[b.general];
  tx.emit({ type: 'battleLost', general: b.general });
  for (const p of b.participants) {
    // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
    const h = tx.state.players[p]?.hero;
    if (!h) continue;
    const discarded = tx.dice.shuffle(h.hand).slice(0, g.penalty.discard);
    tx.emit({ type: 'penaltySuffered', seat: p, general: b.general, wounds: g.penalty.wounds, discarded });
    const after = hero(tx.state, p);
    if (after.wounds >= after.max) {
      loseHero(tx, p, p === tx.state.active);
      if (tx.over) return;
    } else if (after.location !== MONARCH_CITY) {
      tx.emit({ type: 'heroMoved', seat: p, to: MONARCH_CITY, mode: 'carried' });
    }
  }
  const general = tx.state.generals[b.general];
  if (b.general === 'sapphire' && !tx.state.banes.includes('sapphire')) {
    // Sapphire regenerates at once unless a quest has cancelled it (DF-GSK-03, DF-GHL-05).
    if (general.wounds > 0) tx.emit({ type: 'generalHealing', general: b.general, heal: null, wounds: 0 });
  } else if (general.wounds > 0) {
    const space = g.track[general.wounds - 1];
    const heal =
      space === 'major'
        ? { kind: 'major' as const, seat: b.initiator, after: tx.state.turn }
        : { kind: 'minor' as const, after: tx.state.turn };
    tx.emit({ type: 'generalHealing', general: b.general, heal, wounds: general.wounds });
  }
  tx.emit({ type: 'battleEnded' });
}
