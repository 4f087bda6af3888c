/**
 * Choosing heroes: sealed picks by every seat at set-up (clashes go to the
 * higher priority, the others pick again) and a fallen hero's replacement,
 * chosen by its owner, at random when the deadline passes.
 */
import { HEROES, HERO_IDS, type HeroId } from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';
import { joinHero } from './cards.ts';
import { freeHeroes } from './helpers.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import type { Option } from './day.ts';

export const isReplacing = (s: State, seat: SeatId): boolean => s.replacing.some((r) => r.seat === seat);
export const isPicking = (s: State, seat: SeatId): boolean =>
  s.phase === 'pick' && !!s.players[seat] && !s.players[seat].hero && !s.players[seat].pick;

/** Heroes a seat may name. Sealed picks of others are not excluded: nobody knows them yet. */
export function heroChoices(s: State, seat: SeatId): HeroId[] {
  if (isReplacing(s, seat)) return freeHeroes(s);
  if (isPicking(s, seat)) return HERO_IDS.filter((h) => !s.usedHeroes.includes(h));
  // Stryker disable next-line ArrayDeclaration: heroChoices is asked only for a seat pending() lists, which is picking or replacing
  return [];
}

export function heroOptions(s: State, seat: SeatId): Option[] {
  const heroes = heroChoices(s, seat);
  // Stryker disable next-line ArrayDeclaration: a pending seat always has a hero to choose (replacements need more free heroes than seats replacing; picks leave at least 4 of 8)
  if (!heroes.length) return [];
  return [
    ...heroes.map((h) => ({
      command: { type: 'chooseHero' as const, hero: h },
      label: `${HEROES[h].name} (${HEROES[h].life} life): ${HEROES[h].skill}`,
      group: 'Hero',
    })),
    { command: { type: 'chooseHero' as const, hero: 'random' as const }, label: 'A random hero', group: 'Hero' },
  ];
}

export function chooseHero(tx: Tx, seat: SeatId, wanted: HeroId | 'random'): void {
  const s = tx.state;
  const pool = freeHeroes(s, seat);
  const hero = wanted === 'random' ? (pool[tx.dice.int(0, pool.length - 1)] as HeroId) : wanted;
  const replacement = s.replacing.find((r) => r.seat === seat);
  if (replacement) {
    joinHero(tx, seat, hero, replacement.exhausted);
    return;
  }
  tx.emit({ type: 'heroPicked', seat, hero });
  resolvePicks(tx);
}

/** When every seat has a sealed pick: the priority order settles clashes (DF-SET-05). */
function resolvePicks(tx: Tx): void {
  const s = tx.state;
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const waiting = s.seats.filter((p) => !s.players[p]?.hero);
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  if (waiting.some((p) => !s.players[p]?.pick)) return;
  const taken = new Set<HeroId>(s.usedHeroes);
  const clashed: SeatId[] = [];
  for (const seat of s.options.priority) {
    // Stryker disable next-line OptionalChaining: the priority lists only seats (setup.ts), and every seat has a player record from the first event on (evolve.ts)
    const pick = tx.state.players[seat]?.pick;
    // Stryker disable next-line OptionalChaining,LogicalOperator: every seat has a player record from the first event on (evolve.ts); by now every seat without a hero has a pick, and a hero joining clears it, so `!pick` and `hero` go together
    if (!pick || tx.state.players[seat]?.hero) continue;
    if (taken.has(pick)) {
      clashed.push(seat);
      continue;
    }
    taken.add(pick);
    joinHero(tx, seat, pick, false);
  }
  if (clashed.length) {
    tx.emit({ type: 'picksClashed', seats: clashed });
    return;
  }
  tx.emit({ type: 'turnBegan', seat: tx.state.active, turn: 1 });
}
