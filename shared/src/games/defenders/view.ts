/**
 * What each seat may see (a whitelist): the board, every hero's tokens and
 * card counts, hands and quests only to their owner unless the table plays
 * with open hands, decks as counts and never their order. `redact` hides the
 * same things in the log.
 */
import {
  COLOURS,
  COMPONENTS,
  GENERALS,
  GENERAL_IDS,
  HEROES,
  generalLife,
  type Counts,
  type DarknessCardId,
  type GeneralId,
  type HeroCardId,
  type HeroId,
  type LocationId,
  type QuestId,
} from './data/index.ts';
import type { SeatId, Viewer } from '../../engine/types.ts';
import type { DfEvent } from './events.ts';
import { crystalsOnBoard, supply } from './rules/board.ts';
import { generalLocation, majorWound } from './rules/helpers.ts';
import { DARKNESS_PER_NIGHT } from './rules/night.ts';
import { champions, scores } from './rules/score.ts';
import type { Heal, Phase, State } from './rules/state.ts';

export interface SeatView {
  seat: SeatId;
  hero: {
    id: HeroId;
    name: string;
    location: LocationId;
    max: number;
    wounds: number;
    spent: number;
    active: number;
    rumors: number;
  } | null;
  handCount: number;
  /** Present for the owner, or for everyone with open hands. */
  hand?: HeroCardId[];
  hasQuest: boolean;
  quest?: QuestId | null;
  completed: QuestId[];
  slain: GeneralId[];
  out: boolean;
  /** Set-up picks are sealed: others see only that a pick was made. */
  picked: boolean;
  pick?: HeroId | null;
}

export interface GeneralView {
  id: GeneralId;
  name: string;
  location: LocationId | null;
  step: number;
  wounds: number;
  life: number;
  defeated: boolean;
  major: boolean;
  heal: Heal | null;
}

export interface DefendersView {
  viewer: Viewer;
  phase: Phase;
  active: SeatId;
  turn: number;
  war: number;
  darknessPerNight: number;
  openHands: boolean;
  seats: SeatView[];
  minions: Record<LocationId, Counts>;
  taint: Record<LocationId, number>;
  gates: LocationId[];
  generals: GeneralView[];
  decks: { hero: number; darkness: number; quest: number };
  discards: { hero: HeroCardId[]; darkness: DarknessCardId[]; quest: number };
  supply: { minions: Counts; crystals: number; gates: number };
  battle: {
    general: GeneralId;
    location: LocationId;
    initiator: SeatId;
    participants: SeatId[];
    committed: Record<SeatId, HeroCardId[] | null>;
    dice: Record<SeatId, number>;
    attacked: SeatId[];
    parries: number;
    stage: 'commit' | 'order';
  } | null;
  replacing: SeatId[];
  banes: GeneralId[];
  lastNight: DarknessCardId[];
  outcome: { result: 'win' | 'loss'; reason: string } | null;
  scores: Record<SeatId, number>;
  champions: SeatId[];
}

export function view(s: State, viewer: Viewer): DefendersView {
  const seats = s.seats.map((seat): SeatView => {
    const p = s.players[seat];
    const h = p?.hero ?? null;
    const sees = viewer === seat || s.options.openHands;
    const v: SeatView = {
      seat,
      hero: h
        ? {
            id: h.id,
            name: HEROES[h.id].name,
            location: h.location,
            max: h.max,
            wounds: h.wounds,
            spent: h.spent,
            active: Math.max(0, h.max - h.wounds - h.spent),
            rumors: h.rumors,
          }
        : null,
      handCount: h?.hand.length ?? 0,
      hasQuest: !!h?.quest,
      completed: p?.completed.slice() ?? [],
      slain: p?.slain.slice() ?? [],
      out: p?.out ?? false,
      picked: !!p?.pick,
    };
    if (sees && h) {
      v.hand = h.hand.slice();
      v.quest = h.quest;
    }
    if (viewer === seat) v.pick = p?.pick ?? null;
    return v;
  });
  const b = s.battle;
  return {
    viewer,
    phase: s.phase,
    active: s.active,
    turn: s.turn,
    war: s.war,
    darknessPerNight: DARKNESS_PER_NIGHT[s.war] ?? 1,
    openHands: s.options.openHands,
    seats,
    minions: { ...s.minions },
    taint: { ...s.taint },
    gates: s.gates.slice(),
    generals: GENERAL_IDS.map((g) => {
      const st = s.generals[g];
      return {
        id: g,
        name: GENERALS[g].name,
        location: generalLocation(st),
        step: st.step,
        wounds: st.wounds,
        life: generalLife(g),
        defeated: st.defeated,
        major: majorWound(st),
        heal: st.heal,
      };
    }),
    decks: { hero: s.heroDeck.length, darkness: s.darknessDeck.length, quest: s.questDeck.length },
    discards: { hero: s.heroDiscard.slice(), darkness: s.darknessDiscard.slice(), quest: s.questDiscard.length },
    supply: {
      minions: Object.fromEntries(COLOURS.map((c) => [c, supply(s, c)])) as Counts,
      crystals: COMPONENTS.crystals - crystalsOnBoard(s),
      gates: COMPONENTS.gates - s.gates.length,
    },
    battle: b
      ? {
          general: b.general,
          location: b.location,
          initiator: b.initiator,
          participants: b.participants.slice(),
          committed: { ...b.committed },
          dice: { ...b.dice },
          attacked: b.attacked.slice(),
          parries: b.parries,
          stage: b.stage,
        }
      : null,
    replacing: s.replacing.map((r) => r.seat),
    banes: s.banes.slice(),
    lastNight: s.lastNight.slice(),
    outcome: s.outcome,
    scores: scores(s),
    champions: s.outcome ? champions(s) : [],
  };
}

const HIDDEN = '?';
const hide = (list: readonly string[]): string[] => list.map(() => HIDDEN);

/** The log as `viewer` may read it: deck orders never, other hands only with open hands. */
export function redact(e: DfEvent, viewer: Viewer): DfEvent | null {
  switch (e.type) {
    case 'started':
      return { ...e, heroDeck: hide(e.heroDeck), darknessDeck: hide(e.darknessDeck), questDeck: hide(e.questDeck) };
    case 'deckShuffled':
      return { ...e, order: hide(e.order) };
    case 'heroCardsDrawn':
      return e.open || viewer === e.seat ? e : { ...e, cards: hide(e.cards) };
    case 'questDrawn':
      return e.open || viewer === e.seat ? e : { ...e, quest: HIDDEN };
    case 'rumorsHeard':
      return e.open || viewer === e.seat
        ? e
        : { ...e, drawn: e.drawn.map((c) => (e.kept.includes(c) ? HIDDEN : c)), kept: hide(e.kept) };
    case 'heroPicked':
      return viewer === e.seat ? e : { ...e, hero: HIDDEN as HeroId };
    default:
      return e;
  }
}
