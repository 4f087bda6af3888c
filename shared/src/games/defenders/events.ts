/**
 * The facts of a Defenders game. Dice results and card draws are carried in
 * the events, so evolve never rolls; deck orders travel only in `started` and
 * `deckShuffled`, which view.ts redacts for everyone.
 */
import type {
  Colour,
  Counts,
  DarknessCardId,
  GeneralId,
  HeroCardId,
  HeroId,
  LocationId,
  QuestId,
  QuestReward,
  SkillId,
  SpecialEffect,
} from './data/index.ts';
import type { SeatId } from '../../engine/types.ts';
import type { Heal, Options } from './rules/state.ts';

export type Deck = 'hero' | 'darkness' | 'quest';
export type MoveMode = 'foot' | 'horse' | 'eagle' | 'gate-card' | 'gate' | 'soar' | 'blink' | 'summons' | 'carried';

export interface Die {
  roll: number;
  need: number;
  colour?: Colour;
}

/**
 * The hero playing the event's seat, so the log can say "the Paladin" (rules/tx.ts adds it as the
 * event is emitted; absent while the seat has no hero, and in games stored before it was added).
 */
export interface Named {
  hero?: HeroId;
}

/**
 * Whether hands were open when a card left one. With closed hands the card was hidden from the
 * table until now, so the step that showed it cannot be taken back (index.ts, `sealed`).
 */
export interface Shown {
  open?: boolean;
}

export type DfEvent =
  | {
      type: 'started';
      seats: SeatId[];
      options: Options;
      first: SeatId;
      pick: boolean;
      war: number;
      heroDeck: HeroCardId[];
      darknessDeck: DarknessCardId[];
      questDeck: QuestId[];
    }
  | { type: 'deckShuffled'; deck: Deck; order: string[] }
  | { type: 'generalPlaced'; general: GeneralId; step: number; wounds: number; defeated: boolean }
  | { type: 'minionsAdded'; location: LocationId; colour: Colour; n: number }
  | { type: 'minionsRemoved'; location: LocationId; colour: Colour; n: number }
  | { type: 'overrun'; location: LocationId; colour: Colour }
  | { type: 'minionTurnedAway'; location: LocationId; colour: Colour; why: 'inn' | 'spread-full' }
  | { type: 'taintAdded'; location: LocationId; cause: 'overrun' | 'spread' | 'demons' | 'setup' }
  | { type: 'taintRemoved'; location: LocationId; n: number }
  | { type: 'gateBuilt'; location: LocationId; seat?: SeatId; hero?: HeroId }
  | { type: 'darknessDrawn'; card: DarknessCardId; use: 'setup' | 'setup-rejected' | 'both' | 'advance' }
  | { type: 'heroPicked'; seat: SeatId; hero: HeroId }
  | { type: 'picksClashed'; seats: SeatId[] }
  | { type: 'heroJoined'; seat: SeatId; hero: HeroId; location: LocationId; wounds: number; spent: number }
  | ({ type: 'heroCardsDrawn'; seat: SeatId; cards: HeroCardId[]; open: boolean } & Named)
  | ({ type: 'questDrawn'; seat: SeatId; quest: QuestId; open: boolean } & Named)
  | ({ type: 'turnBegan'; seat: SeatId; turn: number } & Named)
  | ({ type: 'actionsSpent'; seat: SeatId; n: number; what: string } & Named)
  | ({ type: 'heroMoved'; seat: SeatId; to: LocationId; mode: MoveMode } & Named)
  | ({ type: 'cardsDiscarded'; seat: SeatId; cards: HeroCardId[]; why: string } & Named & Shown)
  | ({
      type: 'rumorsHeard';
      seat: SeatId;
      colour: Colour;
      drawn: HeroCardId[];
      kept: HeroCardId[];
      open: boolean;
    } & Named)
  | { type: 'landHealRolled'; seat: SeatId; hero?: HeroId; location: LocationId; dice: Die[]; success: boolean }
  | ({ type: 'healed'; seat: SeatId; n: number; by: SeatId /** The healer's hero. */; byHero?: HeroId } & Named)
  | {
      type: 'minionsFought';
      seat: SeatId;
      /** The hero who fought, for the log's words (absent in games stored before it was added). */
      hero?: HeroId;
      location: LocationId;
      dice: Die[];
      reroll: { index: number; roll: number } | null;
      defeated: Counts;
    }
  | ({ type: 'minionsSlain'; seat: SeatId; location: LocationId; colour: Colour; n: number } & Named)
  | ({ type: 'skillUsed'; seat: SeatId; skill: SkillId } & Named)
  | ({ type: 'specialPlayed'; seat: SeatId; card: HeroCardId; effect: SpecialEffect } & Named & Shown)
  | ({ type: 'tokensRefreshed'; seat: SeatId; n: number } & Named)
  | ({ type: 'questCompleted'; seat: SeatId; quest: QuestId; reward: QuestReward } & Named & Shown)
  | {
      type: 'battleBegan';
      general: GeneralId;
      location: LocationId;
      initiator: SeatId;
      participants: SeatId[];
      /** The participants' heroes, in the same order (for the log). */
      heroes?: HeroId[];
    }
  | ({ type: 'cardsCommitted'; seat: SeatId; cards: HeroCardId[]; dice: number } & Named & Shown)
  | { type: 'corruptionRolled'; rolls: { seat: SeatId; hero?: HeroId; card: HeroCardId; roll: number }[] }
  | {
      type: 'generalAttacked';
      seat: SeatId;
      hero?: HeroId;
      general: GeneralId;
      dice: Die[];
      reroll: { index: number; roll: number } | null;
      hits: number;
      parried: number;
      parriesAdded: number;
      wounds: number;
    }
  | { type: 'attackOrderNeeded' }
  | { type: 'generalDefeated'; general: GeneralId; slayer: SeatId /** The slayer's hero. */; hero?: HeroId }
  | { type: 'warAdvanced'; war: number }
  | { type: 'battleLost'; general: GeneralId }
  | ({ type: 'penaltySuffered'; seat: SeatId; general: GeneralId; wounds: number; discarded: HeroCardId[] } & Named)
  | { type: 'generalHealing'; general: GeneralId; heal: Heal | null; wounds: number }
  | { type: 'generalHealed'; general: GeneralId; n: number }
  | { type: 'battleEnded' }
  | ({ type: 'dayEnded'; seat: SeatId } & Named)
  | ({ type: 'handLimit'; seat: SeatId; over: number } & Named)
  | ({ type: 'nightFell'; seat: SeatId; cards: number } & Named)
  | { type: 'generalAdvanced'; general: GeneralId; to: LocationId; step: number }
  | { type: 'generalHeld'; general: GeneralId; why: 'defeated' | 'major-wound' | 'not-next' }
  | ({ type: 'woundsSuffered'; seat: SeatId; n: number; minions: number; fear: boolean } & Named)
  | { type: 'heroLost'; seat: SeatId; hero: HeroId; replace: boolean; exhausted: boolean }
  | { type: 'gameEnded'; result: 'win' | 'loss'; reason: string };
