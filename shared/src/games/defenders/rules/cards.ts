/**
 * Drawing from the three decks. A deck too short for a draw gets its discard
 * pile shuffled in under the cards left (AMB-38, AMB-45); with nothing left
 * to shuffle, fewer cards are drawn. Running out is never a loss.
 */
import type { DarknessCardId, HeroCardId, HeroId } from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';
import { MONARCH_CITY, HEROES } from '../data/index.ts';
import type { Tx } from './tx.ts';

function refill(tx: Tx, deck: 'hero' | 'darkness' | 'quest', n: number): void {
  const s = tx.state;
  const [pile, discard] =
    deck === 'hero'
      ? [s.heroDeck, s.heroDiscard]
      : deck === 'quest'
        ? [s.questDeck, s.questDiscard]
        : [s.darknessDeck, s.darknessDiscard];
  if (pile.length >= n || discard.length === 0) return;
  tx.emit({ type: 'deckShuffled', deck, order: [...pile, ...tx.dice.shuffle(discard)] });
}

/** Takes the top `n` Hero Cards without placing them (the caller's event does). */
export function peekHero(tx: Tx, n: number): HeroCardId[] {
  refill(tx, 'hero', n);
  return tx.state.heroDeck.slice(0, n);
}

export function drawHero(tx: Tx, seat: SeatId, n: number): HeroCardId[] {
  const cards = peekHero(tx, n);
  if (cards.length) tx.emit({ type: 'heroCardsDrawn', seat, cards, open: tx.state.options.openHands });
  return cards;
}

export function drawQuest(tx: Tx, seat: SeatId): void {
  refill(tx, 'quest', 1);
  const q = tx.state.questDeck[0];
  if (q) tx.emit({ type: 'questDrawn', seat, quest: q, open: tx.state.options.openHands });
}

export function nextDarkness(tx: Tx): DarknessCardId | undefined {
  // Stryker disable next-line StringLiteral: refill reads any name but 'hero' and 'quest' as the Darkness deck
  refill(tx, 'darkness', 1);
  return tx.state.darknessDeck[0];
}

/** A hero enters play in Monarch City with 2 Hero Cards and 1 Quest (DF-SET-04, DF-WND-05). */
export function joinHero(tx: Tx, seat: SeatId, hero: HeroId, exhausted: boolean): void {
  tx.emit({
    type: 'heroJoined',
    seat,
    hero,
    location: MONARCH_CITY,
    wounds: 0,
    spent: exhausted ? HEROES[hero].life : 0,
  });
  drawHero(tx, seat, 2);
  drawQuest(tx, seat);
}
