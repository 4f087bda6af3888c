/** Small readings of the state that several phases share. */
import {
  GENERAL_IDS,
  GENERAL_PATHS,
  GENERALS,
  HERO_IDS,
  heroCard,
  isRaceCard,
  type GeneralId,
  type HeroCardId,
  type HeroId,
  type LocationId,
} from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';
import type { Die } from '../events.ts';
import type { GeneralState, State } from './state.ts';

export const generalLocation = (g: GeneralState): LocationId | null =>
  g.defeated ? null : (GENERAL_PATHS[g.id][g.step] ?? null);

/** The undefeated General standing at `loc`, if any. */
export function generalsAt(s: State, loc: LocationId): GeneralId[] {
  return GENERAL_IDS.filter((g) => generalLocation(s.generals[g]) === loc);
}

/** Is the marker on a red (major) space? (DF-GHL-02/03) */
export function majorWound(g: GeneralState): boolean {
  return g.wounds > 0 && GENERALS[g.id].track[g.wounds - 1] === 'major';
}

export const portraitCards = (hand: readonly HeroCardId[], g: GeneralId): HeroCardId[] =>
  hand.filter((id) => {
    const c = heroCard(id);
    return isRaceCard(c) && c.general === g;
  });

export const diceOf = (cards: readonly HeroCardId[]): number =>
  cards.reduce((n, id) => {
    const c = heroCard(id);
    return n + (isRaceCard(c) ? c.dice : 0);
  }, 0);

export { cardName, placeName } from '../names.ts';

/**
 * Sure Shot (data/README.md): the Ranger re-rolls the lowest missed die, the first of equal ones,
 * once per roll, against minions and Generals alike. The index of that die, or -1 with no miss.
 */
export function sureShotIndex(dice: readonly Die[]): number {
  let index = -1;
  dice.forEach((d, i) => {
    if (d.roll < d.need && (index < 0 || d.roll < (dice[index] as Die).roll)) index = i;
  });
  return index;
}

/** Heroes still free to enter play: never used and not sealed as another seat's pick. */
export function freeHeroes(s: State, except?: SeatId): HeroId[] {
  // Stryker disable LogicalOperator: the set only gains null and the chooser's own pick, which is null while it chooses, and null matches no hero
  const picked = new Set(
    // Stryker disable next-line MethodExpression: without the filter the set only gains null and the choosing seat's own pick, which is null while it chooses, and null matches no hero
    Object.values(s.players)
      .filter((p) => p.seat !== except && p.pick)
      .map((p) => p.pick),
  );
  // Stryker restore LogicalOperator
  return HERO_IDS.filter((h) => !s.usedHeroes.includes(h) && !picked.has(h));
}

export function seatsAt(s: State, loc: LocationId): SeatId[] {
  return s.seats.filter((seat) => s.players[seat]?.hero?.location === loc);
}
