/**
 * A decision in progress: every fact is emitted here and folded at once, so
 * the rules that follow read the board as it now stands. decide() returns
 * `tx.events`; nothing else ever changes state.
 */
import { EventTx } from '../../../engine/tx.ts';
import type { Dice, SeatId } from '../../../engine/types.ts';
import type { HeroId } from '../data/index.ts';
import type { DfEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import type { State } from './state.ts';

export class Tx extends EventTx<State, DfEvent> {
  constructor(state: State, dice: Dice) {
    // A loss or a win has been recorded: stop resolving (DF-END-06).
    super(state, dice, evolve, (s) => s.outcome !== null);
  }

  /** Every event carries the names the log needs from the moment it happens. */
  override emit(e: DfEvent): void {
    super.emit(annotate(this.state, e));
  }
}

/** Events that show cards from a hand (see `Shown` in events.ts). */
const SHOWN = new Set<DfEvent['type']>(['cardsDiscarded', 'specialPlayed', 'cardsCommitted', 'questCompleted']);

/**
 * What the log needs from the moment an event happens, added as it is emitted: the hero playing
 * each seat it names (public once the hero has joined; never a sealed pick) and, for a card leaving
 * a hand, whether hands are open. Fields already set are kept.
 */
export function annotate(s: State, e: DfEvent): DfEvent {
  const heroOf = (seat: SeatId): HeroId | undefined => s.players[seat]?.hero?.id;
  const named = <T extends object>(o: T, key: string, seat: SeatId): T => {
    if ((o as Record<string, unknown>)[key] !== undefined) return o;
    const h = heroOf(seat);
    return h ? { ...o, [key]: h } : o;
  };
  let out: DfEvent = e;
  switch (e.type) {
    // Stryker disable StringLiteral,ConditionalExpression: these events name no seat, or carry their hero already; falling through would add nothing
    case 'started':
    case 'heroPicked':
    case 'picksClashed':
    case 'heroJoined':
      return e;
    // Stryker restore StringLiteral,ConditionalExpression
    case 'healed':
      out = named(named(e, 'hero', e.seat), 'byHero', e.by);
      break;
    case 'battleBegan': {
      const heroes = e.participants.map(heroOf);
      // Stryker disable next-line LogicalOperator,MethodExpression: every battle participant has a hero (beginBattle takes them from seatsAt and hero()), and no rule emits battleBegan with heroes set
      if (!e.heroes && heroes.every((h) => h)) out = { ...e, heroes: heroes as HeroId[] };
      break;
    }
    case 'corruptionRolled':
      out = { ...e, rolls: e.rolls.map((r) => named(r, 'hero', r.seat)) };
      break;
    case 'generalDefeated':
      out = named(e, 'hero', e.slayer);
      break;
    default:
      // Stryker disable next-line LogicalOperator: an event whose seat is not a string names no player: heroOf finds no hero and named() returns the event unchanged
      if ('seat' in e && typeof e.seat === 'string') out = named(e, 'hero', e.seat);
  }
  if (SHOWN.has(out.type) && (out as { open?: boolean }).open === undefined) {
    out = { ...out, open: s.options.openHands } as DfEvent;
  }
  return out;
}
