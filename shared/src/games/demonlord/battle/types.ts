/**
 * The off-map battle of Demonlord (rulebook "Battles" and "Battle Magic"): its
 * input, state, commands and events. Everything is plain JSON, discriminated on
 * `type`, so the main engine can store, redact and replay it like its own.
 *
 * The state is only ever built by folding events (fold.ts); dice are rolled in
 * decide (battle.ts) and every roll is written into an event.
 */
import * as z from 'zod';
import type { AreaId, LandTerrain, Side } from '../data/index.ts';

/** How a heavy regiment crossed a river border into the battle area this phase (terrain footnote *). */
export type Crossing = 'river' | 'ford' | 'bridge';

/** Built by the main engine when a battle starts; all ids are counter ids of `UNIT_BY_ID`. */
export interface BattleSetup {
  area: AreaId;
  /** Already chosen (the waiting player's choice is made by the main engine, DL-TERR-01/02). */
  terrain: LandTerrain;
  /** The area has a road (front-length footnote **). */
  road: boolean;
  /** The phase owner: leads the first pair and places the first character. */
  active: Side;
  /** side = who controls the regiment now (neutral allies fight for their player). */
  regiments: { id: string; side: Side }[];
  /** mayCast: has not cast a spell yet this phase (battle magic needs it, DL-MAG-03, AMB-35). */
  characters: { id: string; side: Side; mayCast: boolean }[];
  /** Heavy regiments that crossed a river border into the area this phase, and how (footnote *). */
  crossed?: Record<string, Crossing>;
  /** Darkness/Light in effect in this area this phase: morale -1 for that side's regiments (DL-MORL-04). */
  moraleMinus?: Partial<Record<Side, number>>;
}

// ---------------------------------------------------------------------------
// Commands (zod): every type starts with 'battle'
// ---------------------------------------------------------------------------

const id = z.string().min(1).max(60);

/** When a side declares a retreat at sub-step (e) without being asked (W9). */
export const retreatPolicySchema = z.discriminatedUnion('mode', [
  /** Fight until one side is gone. */
  z.object({ mode: z.literal('never') }),
  /** Prompt me at the end of every round (sealed, simultaneous with the other side's answer, AMB-21). */
  z.object({ mode: z.literal('ask') }),
  /** Retreat once half my regiments (or more) have fled or been destroyed. */
  z.object({ mode: z.literal('half') }),
  /** Retreat when my front holds fewer than `frontBelow` regiments, or my losses reach `lossesAtLeast`. */
  z.object({
    mode: z.literal('when'),
    frontBelow: z.number().int().min(1).max(40).optional(),
    lossesAtLeast: z.number().int().min(1).max(80).optional(),
  }),
]);
export type RetreatPolicy = z.infer<typeof retreatPolicySchema>;

/**
 * A side's sealed battle plan (W3-W9, W21). Every field is optional: a field left
 * out takes the default plan's value (plan.ts `DEFAULT_POLICIES`). 'ask' anywhere
 * means "prompt me when that decision comes up".
 */
export const battlePlanSchema = z.object({
  /** My regiments in the order I lead pairs with them; the ones left out follow, strongest first. */
  order: z.array(id).max(80).optional(),
  /** Enemy regiment -> my regiment to put opposite it (deployment answers and regroup answers), used first. */
  answers: z.record(id, id).optional(),
  /** 'order' = lead with the next regiment of `order`. */
  lead: z.enum(['order', 'ask']).optional(),
  /** 'counter' = my regiment that fares best against the lead; 'order' = the next one of `order`. */
  answer: z.enum(['counter', 'order', 'ask']).optional(),
  /** Character -> regiment for the initial placement. */
  characters: z.record(id, id).optional(),
  /** Other placements, forced moves after a fate roll of 4-6, and the optional moves each round. */
  place: z.enum(['auto', 'ask']).optional(),
  /** Which casters loose magic arrows every round: all, none, these, or ask each round. */
  magic: z.union([z.enum(['all', 'none', 'ask']), z.array(id).max(40)]).optional(),
  /** Choices inside "many on one" groups (AMB-15): my lone shooter's target, which of my group takes a lone enemy's blow. */
  targets: z.enum(['auto', 'ask']).optional(),
  /** Bring reserves to the front at the start of each round ('fill' up to the front length, 'hold' only when forced). */
  reserves: z.enum(['fill', 'hold', 'ask']).optional(),
  /** Where regiments with nobody to meet go: 'focus' piles them on the strongest lone enemy, 'spread' evens them out. */
  regroup: z.enum(['focus', 'spread', 'ask']).optional(),
  retreat: retreatPolicySchema.optional(),
});
export type BattlePlan = z.infer<typeof battlePlanSchema>;

const schema = z.discriminatedUnion('type', [
  /** Hand in the sealed plan (both sides, before deployment). */
  z.object({ type: z.literal('battlePlan'), plan: battlePlanSchema }),
  /** Lay out a regiment to lead the next pair (DL-DEPL-01). */
  z.object({ type: z.literal('battleLead'), regiment: id }),
  /** Place a regiment opposite the enemy's lead (DL-DEPL-01). */
  z.object({ type: z.literal('battleAnswer'), regiment: id }),
  /** Put a character on one of my regiments: initial placement (DL-DEPL-05) or the forced move after a fate roll (DL-BCHR-05). */
  z.object({ type: z.literal('battlePlace'), character: id, regiment: id }),
  /** The optional character move at the start of a round (DL-BCHR-03). */
  z.object({ type: z.literal('battleMoveCharacter'), character: id, regiment: id }),
  /**
   * Regroup one regiment (DL-REGR): `opposite` null = lead it to stand unopposed so the enemy must answer it;
   * an enemy regiment = answer the enemy's lead, or join my regiments already facing that (lone) enemy.
   */
  z.object({ type: z.literal('battleRegroup'), regiment: id, opposite: id.nullable() }),
  /** Nothing more to regroup or move in this session. */
  z.object({ type: z.literal('battlePass') }),
  /** This round's magic arrows: the casters who fire, and a target for a caster facing several enemies. */
  z.object({
    type: z.literal('battleMagic'),
    casters: z.array(id).max(40),
    targets: z.record(id, id).optional(),
  }),
  /**
   * Picks inside many-on-one groups (AMB-15). Shooting: my lone shooter -> the enemy it shoots.
   * Melee: the enemy's lone regiment -> which of my regiments facing it receives its blow.
   */
  z.object({ type: z.literal('battleTargets'), picks: z.record(id, id) }),
  /** Declare a retreat at sub-step (e) (DL-RETR-01). */
  z.object({ type: z.literal('battleRetreat') }),
  /** Fight on; optionally switch to a standing retreat policy from now on. */
  z.object({ type: z.literal('battleFightOn'), retreat: retreatPolicySchema.optional() }),
]);
export type BattleCommand = z.infer<typeof schema>;
export type CommandOf<T extends BattleCommand['type']> = Extract<BattleCommand, { type: T }>;
export const battleCommandSchema: z.ZodType<BattleCommand> = schema;

// ---------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------

/** Where a regiment is. 'withdrawn'/'captured' only arise in the retreat check. */
export type RegimentAt = 'unplaced' | 'front' | 'reserve' | 'fled' | 'destroyed' | 'withdrawn' | 'captured';
export interface RegimentState {
  side: Side;
  at: RegimentAt;
}

/** 'field': with a regiment (or, `on` null, waiting for his forced move); 'loose': unharmed but no regiment left. */
export type CharacterAt = 'unplaced' | 'field' | 'loose' | 'fled' | 'killed';
export interface CharacterState {
  side: Side;
  on: string | null;
  at: CharacterAt;
  mayCast: boolean;
  /** Has loosed a magic arrow in this battle: his one spell of the phase (AMB-35). */
  fired: boolean;
  /** Moved in this round's character moves (one move each per round). */
  moved: boolean;
}

/**
 * One place on the front line: the regiments of each side facing each other.
 * Never many-on-many: one side holds exactly one regiment, or the other side none
 * (a "freed" regiment with no opponent).
 */
export type Cluster = Record<Side, string[]>;

export type RegroupWhen = 'start' | 'magic' | 'shooting';
export type Step = 'magic' | 'shooting' | 'melee';

export type Stage =
  | { kind: 'plans' }
  /** Pair deployment: `leader` lays (lead null) or the other side answers `lead`. */
  | { kind: 'deploy'; leader: Side; lead: string | null }
  | { kind: 'place'; turn: Side }
  /** A regrouping session; `open` is a lead waiting for the other side's answer. */
  | { kind: 'regroup'; when: RegroupWhen; turn: Side; passes: number; open: string | null }
  | { kind: 'moves'; turn: Side; passes: number }
  | { kind: 'magic' }
  | { kind: 'shooting' }
  | { kind: 'melee' }
  /** Characters unharmed by a fate roll of 4-6 waiting to be put on another regiment. */
  | { kind: 'relocate'; queue: string[]; after: Step }
  | { kind: 'retreat' }
  | { kind: 'over' };

export type SealedKind = 'plan' | 'magic' | 'targets' | 'retreat';

export interface Battle {
  area: AreaId;
  terrain: LandTerrain;
  road: boolean;
  /** Front-line length, counted per side (AMB-14, DL-DEPL-07). */
  front: number;
  active: Side;
  waiting: Side;
  crossed: Record<string, Crossing>;
  moraleMinus: Record<Side, number>;
  regiments: Record<string, RegimentState>;
  /** Regiment ids in setup order (reserves and piles are listed in it). */
  order: string[];
  characters: Record<string, CharacterState>;
  charOrder: string[];
  /** The front line, left to right in the order pairs were formed. */
  line: Cluster[];
  /** The regiment spared the heavy-armour river penalty (footnote *), once known. */
  exempt: string | null;
  /** 'sealed': the other side's plan as a viewer without it sees it. */
  plans: Partial<Record<Side, BattlePlan | 'sealed'>>;
  /** Sealed answers to the current simultaneous question. */
  sealed: Partial<Record<Side, BattleCommand | 'sealed'>>;
  stage: Stage;
  round: number;
  retreating: Side[];
  /** Every die roll of the battle, for the view. */
  rolls: RollEvent[];
  outcome: BattleOutcome | null;
}

export interface BattleOutcome {
  /** null on mutual destruction or when both retreat. */
  winner: Side | null;
  /** Sides that declared a retreat (the main engine then runs their withdrawal on the map). */
  retreated: Side[];
  /** Regiments removed from the game, and characters killed (fate roll 1-2). Scattered units are listed apart. */
  destroyed: string[];
  /** Fled regiments of a loser, regiments fleeing in the retreat check, fled characters of a loser. */
  captured: { id: string; by: Side }[];
  /** Units that leave the battle alive and free: the winner's (incl. his fled, who return), a retreating side's (who withdraw). */
  survivors: Record<Side, string[]>;
  /** Sides that lost every regiment (or, retreating, kept none, AMB-23): their `stranded` characters face a capture check. */
  routed: Side[];
  /** The winner's fled regiments and characters, back in the area (also listed in survivors, DL-MORL-08). */
  returned: string[];
  /** Mutual destruction: fled regiments of both sides, lost (count them as destroyed). */
  scattered: string[];
  /** Characters who used battle magic (their one spell this phase, AMB-35). */
  castSpell: string[];
  /** Characters left in the battle area who must pass a capture check (DL-BEND-03, AMB-23). */
  stranded: string[];
  /** How each retreating side withdraws (DL-RETR-06/07): the active player for full MP, the waiting one a single area. */
  withdrawal: Partial<Record<Side, 'full-mp' | 'adjacent'>>;
  rounds: number;
  how: 'retreat' | 'rout' | 'mutual';
}

// ---------------------------------------------------------------------------
// Events: every type starts with 'battle'
// ---------------------------------------------------------------------------

/** A named modifier: what changed a value and by how much. */
export interface Mod {
  label: string;
  value: number;
}

export type MoraleCause = 'magic' | 'shooting' | 'melee' | 'retreat';

export interface ArrowEvent {
  type: 'battleArrow';
  round: number;
  side: Side;
  character: string;
  /** The regiment the caster stands with. */
  regiment: string;
  target: string;
  roll: number;
  /** Hits on a roll <= power (DL-BMAG-03). */
  power: number;
  hit: boolean;
}
export interface AttackEvent {
  type: 'battleAttack';
  round: number;
  kind: 'shooting' | 'melee';
  side: Side;
  regiment: string;
  target: string;
  dice: [number, number];
  base: number;
  mods: Mod[];
  effective: number;
  hit: boolean;
}
export interface MoraleEvent {
  type: 'battleMorale';
  round: number;
  cause: MoraleCause;
  side: Side;
  regiment: string;
  roll: number;
  base: number;
  mods: Mod[];
  morale: number;
  result: 'no-effect' | 'flees' | 'destroyed';
}
export interface FateEvent {
  type: 'battleFate';
  round: number;
  side: Side;
  character: string;
  regiment: string;
  roll: number;
  result: 'killed' | 'flees' | 'unharmed';
}
export type RollEvent = ArrowEvent | AttackEvent | MoraleEvent | FateEvent;

export type BattleEvent =
  | { type: 'battleBegan'; setup: BattleSetup; front: number }
  /** A sealed answer (plan, arrows, targets, retreat); `command` is null for anyone but its side. */
  | { type: 'battleSealed'; side: Side; kind: SealedKind; command: BattleCommand | null }
  | { type: 'battleStage'; stage: Stage; round: number }
  | { type: 'battleDeployed'; side: Side; regiment: string; role: 'lead' | 'answer'; opposite: string | null }
  | { type: 'battleReserves'; reserve: Record<Side, string[]> }
  | {
      type: 'battleCharacterPlaced';
      side: Side;
      character: string;
      regiment: string;
      from: string | null;
      why: 'placement' | 'move' | 'relocation';
    }
  | {
      type: 'battleRegrouped';
      side: Side;
      regiment: string;
      from: 'freed' | 'reserve' | 'extra';
      mode: 'lead' | 'answer' | 'join';
      opposite: string | null;
    }
  | { type: 'battlePassed'; side: Side; step: 'regroup' | 'moves' }
  /** The front holds `front` regiments of this side: these reserves stay behind (DL-REGR-08). */
  | { type: 'battleFrontFull'; side: Side; front: number; kept: string[] }
  | RollEvent
  /** The worst result of a regiment's morale checks in one sub-step (DL-FIRE-12). */
  | { type: 'battleRemoved'; side: Side; regiment: string; result: 'flees' | 'destroyed'; checks: number }
  | { type: 'battleRetreatDeclared'; round: number; retreating: Side[]; forced?: 'round-cap' }
  | { type: 'battleEnded'; outcome: BattleOutcome };

export type EventOf<T extends BattleEvent['type']> = Extract<BattleEvent, { type: T }>;
