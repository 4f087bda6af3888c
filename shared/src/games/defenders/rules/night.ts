/**
 * The end of a turn: Evening (draw 2, hand limit 10), Night (Darkness
 * Spreads by War Status, minions, overruns, Generals advancing), end-of-turn
 * wounds and Fear, Generals healing, and the next player's Daytime.
 */
import {
  GENERALS,
  GENERAL_PATHS,
  HEROES,
  LOCATIONS_OF,
  MONARCH_CITY,
  darknessCard,
  type DarknessCard,
} from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';
import { addMinion, addMinions, lose } from './board.ts';
import { drawHero, nextDarkness } from './cards.ts';
import { freeHeroes, majorWound } from './helpers.ts';
import type { Tx } from './tx.ts';

export const HAND_LIMIT = 10;
/** Darkness Spreads cards per Night, by War Status box (DF-WAR-02). */
export const DARKNESS_PER_NIGHT = [1, 2, 2, 3] as const;

export function endDay(tx: Tx): void {
  const seat = tx.state.active;
  tx.emit({ type: 'dayEnded', seat });
  if (tx.state.options.woundTiming === 'after-day') {
    endOfTurnWounds(tx);
    if (tx.over) return;
  }
  evening(tx);
}

function evening(tx: Tx): void {
  const seat = tx.state.active;
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = tx.state.players[seat]?.hero;
  if (h) {
    drawHero(tx, seat, 2);
    // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts), and the hero was just read above
    const over = (tx.state.players[seat]?.hero?.hand.length ?? 0) - HAND_LIMIT;
    if (over > 0) {
      tx.emit({ type: 'handLimit', seat, over });
      return;
    }
  }
  night(tx);
}

/** One card discarded at the hand limit; Night follows once the hand is down to 10 (DF-EVE-02). */
export function discardDown(tx: Tx, seat: SeatId, card: string): void {
  tx.emit({ type: 'cardsDiscarded', seat, cards: [card], why: 'hand-limit' });
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts), and the discard phase starts only when the active hero holds more than 10 cards
  if ((tx.state.players[seat]?.hero?.hand.length ?? 0) <= HAND_LIMIT) night(tx);
}

export function night(tx: Tx): void {
  const n = DARKNESS_PER_NIGHT[tx.state.war] ?? 1;
  tx.emit({ type: 'nightFell', seat: tx.state.active, cards: n });
  for (let i = 0; i < n; i++) {
    const id = nextDarkness(tx);
    if (!id) break;
    // The last card of a multi-card Night only moves a General (DF-NGT-10).
    const use = n === 1 || i < n - 1 ? 'both' : 'advance';
    tx.emit({ type: 'darknessDrawn', card: id, use });
    const card = darknessCard(id);
    if (use === 'both') placeMinions(tx, card);
    if (tx.over) return;
    advance(tx, card);
    if (tx.over) return;
  }
  endTurn(tx);
}

export function placeMinions(tx: Tx, card: DarknessCard): void {
  switch (card.kind) {
    case 'typical':
      for (const p of card.place) addMinions(tx, p.location, p.colour, p.n);
      return;
    case 'orc-patrols': {
      // Stryker disable next-line OptionalChaining: every location has a count from the first event on (evolve.ts)
      const held = LOCATIONS_OF.green.filter((l) => (tx.state.minions[l]?.green ?? 0) > 0).sort();
      for (const l of held) addMinion(tx, l, 'green');
      return;
    }
    // Stryker disable next-line ConditionalExpression,StringLiteral: the last case; without it the switch ends, and returns, just the same
    case 'all-is-quiet':
      return;
  }
}

/** The Movement Section: the named General steps to the card's place if it is next on its path (DF-NGT-04). */
export function advance(tx: Tx, card: DarknessCard): void {
  if (card.kind !== 'typical') return;
  const { general, to, minions } = card.move;
  const g = tx.state.generals[general];
  if (g.defeated) {
    tx.emit({ type: 'generalHeld', general, why: 'defeated' });
    return;
  }
  if (majorWound(g)) {
    tx.emit({ type: 'generalHeld', general, why: 'major-wound' });
    return;
  }
  const path = GENERAL_PATHS[general];
  if (path[g.step + 1] !== to) {
    tx.emit({ type: 'generalHeld', general, why: 'not-next' });
    return;
  }
  tx.emit({ type: 'generalAdvanced', general, to, step: g.step + 1 });
  if (to === MONARCH_CITY) {
    lose(tx, `${GENERALS[general].name} has entered Monarch City.`);
    return;
  }
  addMinions(tx, to, GENERALS[general].colour, minions);
}

/** Wounds for ending a turn among minions, plus 1 for Fear of the Undead (DF-WND-01/02). */
export function endOfTurnWounds(tx: Tx): void {
  const seat = tx.state.active;
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = tx.state.players[seat]?.hero;
  if (!h) return;
  const c = tx.state.minions[h.location];
  if (!c) return;
  const minions = c.red + c.green + c.blue + c.black;
  const fear = c.black > 0;
  let n = minions + (fear ? 1 : 0);
  if (HEROES[h.id].passive === 'stone-skin') n = Math.max(0, n - 1);
  if (n === 0) return;
  tx.emit({ type: 'woundsSuffered', seat, n, minions, fear });
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const after = tx.state.players[seat]?.hero;
  if (after && after.wounds >= after.max) loseHero(tx, seat, false);
}

/** A hero with no Life Tokens left is out; the player will choose another if any remain (DF-WND-05, AMB-02). */
export function loseHero(tx: Tx, seat: SeatId, exhausted: boolean): void {
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = tx.state.players[seat]?.hero;
  if (!h) return;
  const replace = freeHeroes(tx.state).length > tx.state.replacing.length;
  tx.emit({ type: 'heroLost', seat, hero: h.id, replace, exhausted });
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  if (!replace && tx.state.seats.every((p) => tx.state.players[p]?.out)) {
    lose(tx, 'Every hero has fallen and none are left to take up the fight.');
  }
}

/** Healing ticks at the end of every turn (DF-GHL-01/02/04). */
function generalsHeal(tx: Tx): void {
  const s = tx.state;
  for (const g of Object.values(s.generals)) {
    if (g.defeated || g.wounds === 0 || !g.heal) continue;
    const h = g.heal;
    const due =
      h.kind === 'healing' ||
      (h.kind === 'minor' && s.turn > h.after) ||
      (h.kind === 'major' && s.turn > h.after && s.active === h.seat);
    if (due) tx.emit({ type: 'generalHealed', general: g.id, n: 1 });
  }
}

export function endTurn(tx: Tx): void {
  if (tx.state.options.woundTiming === 'end-of-turn') {
    endOfTurnWounds(tx);
    if (tx.over) return;
  }
  generalsHeal(tx);
  nextTurn(tx);
}

export function nextTurn(tx: Tx, from?: SeatId): void {
  const s = tx.state;
  const seats = s.seats;
  const start = from === undefined ? seats.indexOf(s.active) + 1 : seats.indexOf(from);
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[(start + i) % seats.length] as SeatId;
    // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
    if (!s.players[seat]?.out) {
      tx.emit({ type: 'turnBegan', seat, turn: s.turn + 1 });
      return;
    }
  }
  // Stryker disable next-line StringLiteral: unreachable: a seat goes out only in loseHero, which ends the game at once when the last one does
  lose(tx, 'Every hero has fallen and none are left to take up the fight.');
}
