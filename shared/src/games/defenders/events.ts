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
  | { type: 'gateBuilt'; location: LocationId; seat?: SeatId }
  | { type: 'darknessDrawn'; card: DarknessCardId; use: 'setup' | 'setup-rejected' | 'both' | 'advance' }
  | { type: 'heroPicked'; seat: SeatId; hero: HeroId }
  | { type: 'picksClashed'; seats: SeatId[] }
  | { type: 'heroJoined'; seat: SeatId; hero: HeroId; location: LocationId; wounds: number; spent: number }
  | { type: 'heroCardsDrawn'; seat: SeatId; cards: HeroCardId[]; open: boolean }
  | { type: 'questDrawn'; seat: SeatId; quest: QuestId; open: boolean }
  | { type: 'turnBegan'; seat: SeatId; turn: number }
  | { type: 'actionsSpent'; seat: SeatId; n: number; what: string }
  | { type: 'heroMoved'; seat: SeatId; to: LocationId; mode: MoveMode }
  | { type: 'cardsDiscarded'; seat: SeatId; cards: HeroCardId[]; why: string }
  | { type: 'rumorsHeard'; seat: SeatId; colour: Colour; drawn: HeroCardId[]; kept: HeroCardId[]; open: boolean }
  | { type: 'landHealRolled'; seat: SeatId; hero?: HeroId; location: LocationId; dice: Die[]; success: boolean }
  | { type: 'healed'; seat: SeatId; n: number; by: SeatId }
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
  | { type: 'minionsSlain'; seat: SeatId; location: LocationId; colour: Colour; n: number }
  | { type: 'skillUsed'; seat: SeatId; skill: SkillId }
  | { type: 'specialPlayed'; seat: SeatId; card: HeroCardId; effect: SpecialEffect }
  | { type: 'tokensRefreshed'; seat: SeatId; n: number }
  | { type: 'questCompleted'; seat: SeatId; quest: QuestId; reward: QuestReward }
  | { type: 'battleBegan'; general: GeneralId; location: LocationId; initiator: SeatId; participants: SeatId[] }
  | { type: 'cardsCommitted'; seat: SeatId; cards: HeroCardId[]; dice: number }
  | { type: 'corruptionRolled'; rolls: { seat: SeatId; card: HeroCardId; roll: number }[] }
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
  | { type: 'generalDefeated'; general: GeneralId; slayer: SeatId }
  | { type: 'warAdvanced'; war: number }
  | { type: 'battleLost'; general: GeneralId }
  | { type: 'penaltySuffered'; seat: SeatId; general: GeneralId; wounds: number; discarded: HeroCardId[] }
  | { type: 'generalHealing'; general: GeneralId; heal: Heal | null; wounds: number }
  | { type: 'generalHealed'; general: GeneralId; n: number }
  | { type: 'battleEnded' }
  | { type: 'dayEnded'; seat: SeatId }
  | { type: 'handLimit'; seat: SeatId; over: number }
  | { type: 'nightFell'; seat: SeatId; cards: number }
  | { type: 'generalAdvanced'; general: GeneralId; to: LocationId; step: number }
  | { type: 'generalHeld'; general: GeneralId; why: 'defeated' | 'major-wound' | 'not-next' }
  | { type: 'woundsSuffered'; seat: SeatId; n: number; minions: number; fear: boolean }
  | { type: 'heroLost'; seat: SeatId; hero: HeroId; replace: boolean; exhausted: boolean }
  | { type: 'gameEnded'; result: 'win' | 'loss'; reason: string };
