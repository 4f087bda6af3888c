/**
 * What each seat may see (a whitelist, DR-GEN-07/11): the whole board and
 * every stack, kingdoms' status and revealed personalities, scores, and the
 * viewer's own diplomacy hand. Hidden: other hands, unrevealed personality
 * cards, the order of the diplomacy and personality decks. `redact` hides the
 * same things in the log.
 */
import type { SeatId, Viewer } from '../../engine/types.ts';
import type { KingdomId } from './data/index.ts';
import type { DrEvent } from './events.ts';
import type { Attack, Battle, Change, Interrupt, KingdomState, State, Step, Unit } from './rules/state.ts';

export interface KingdomView extends Omit<KingdomState, 'personality'> {
  /** Shown once an ambassador has visited (revealed), otherwise null. */
  personality: number | null;
}

export interface PlayerView {
  seat: SeatId;
  kingdom: KingdomId;
  vp: number;
  handCount: number;
  /** The viewer's own hand only. */
  hand?: string[];
  ambassadorBack: number;
  banished: Partial<Record<KingdomId, number>>;
  assassinBanished: KingdomId[];
  assassinationUsed: boolean;
  dueled: SeatId[];
  penalty: KingdomId[];
  eliminated: boolean;
}

export interface DivineRightView {
  viewer: Viewer;
  turn: number;
  turns: number;
  order: SeatId[];
  active: SeatId;
  step: Step;
  units: Unit[];
  mercPool: string[];
  kingdoms: Record<KingdomId, KingdomView>;
  players: PlayerView[];
  decks: { diplomacy: number; discard: number; personality: number };
  plundered: string[];
  sieges: Record<string, SeatId>;
  attacks: Attack[];
  battle: Battle | null;
  interrupts: Interrupt[];
  change: Change | null;
  result: State['result'];
}

export function view(s: State, viewer: Viewer): DivineRightView {
  const kingdoms = {} as Record<KingdomId, KingdomView>;
  for (const [k, ks] of Object.entries(s.kingdoms) as [KingdomId, KingdomState][]) {
    kingdoms[k] = { ...ks, personality: ks.revealed ? ks.personality : null };
  }
  return {
    viewer,
    turn: s.turn,
    turns: s.turns,
    order: s.order,
    active: s.active,
    step: s.step,
    units: Object.values(s.units),
    mercPool: s.mercPool,
    kingdoms,
    players: s.seats.flatMap((seat) => {
      const p = s.players[seat];
      if (!p) return [];
      return [
        {
          seat,
          kingdom: p.kingdom,
          vp: p.vp,
          handCount: p.hand.length,
          ...(viewer === seat ? { hand: p.hand } : {}),
          ambassadorBack: p.ambassadorBack,
          banished: p.banished,
          assassinBanished: p.assassinBanished,
          assassinationUsed: p.assassinationUsed,
          dueled: p.dueled,
          penalty: p.penalty,
          eliminated: p.eliminated,
        },
      ];
    }),
    decks: { diplomacy: s.deck.length, discard: s.discard.length, personality: s.personalityDeck.length },
    plundered: s.plundered,
    sieges: s.sieges,
    attacks: s.attacks,
    battle: s.battle,
    interrupts: s.interrupts,
    change: s.change,
    result: s.result,
  };
}

/** The log as a viewer may read it. */
export function redact(e: DrEvent, viewer: Viewer): DrEvent | null {
  switch (e.type) {
    case 'started': {
      const kingdoms = { ...e.kingdoms };
      for (const k of Object.keys(kingdoms) as KingdomId[]) {
        const ks = kingdoms[k];
        if (!ks.revealed) kingdoms[k] = { ...ks, personality: null };
      }
      const players = Object.fromEntries(
        Object.entries(e.players).map(([seat, p]) => [seat, seat === viewer ? p : { ...p, hand: [] }]),
      );
      return { ...e, deck: [], personalityDeck: [], kingdoms, players };
    }
    case 'cardDrawn':
      return viewer === e.seat ? e : { ...e, card: null };
    case 'deckShuffled':
      return { ...e, deck: [] };
    case 'crowned':
      return { ...e, card: null };
    case 'personalityShuffled':
      return { ...e, deck: [] };
    case 'cardDiscarded':
      return e.played || viewer === e.seat ? e : { ...e, card: 'hidden' };
    default:
      return e;
  }
}
