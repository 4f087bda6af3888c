/**
 * The facts of a Demonlord game. Dice travel inside the events, so evolve
 * never rolls. Events that carry a side's secrets (its spell hand, the inside
 * of its stacks, what a Vision showed, a reinforcement draw) are redacted for
 * the other seat by view.ts.
 */
import type { AreaId, LandTerrain, Neutral, Segment, Side, SpellWindow } from './data/index.ts';
import type { BattleEvent } from './battle/index.ts';
import type { Effects, NeutralState, Siege, Stage, Step, Unit } from './rules/state.ts';

export type Cause = 'battle' | 'siege' | 'retreat' | 'surrender' | 'capture' | 'withdrawal' | 'myth' | 'resigned';

export type DlCoreEvent =
  | {
      type: 'started';
      first: Side;
      scenario: 'base' | 'strategic' | 'extended';
      tournament: boolean;
      showStackHeight: boolean;
      strategicOwnAlliances: boolean;
      maxTurns?: number;
      turn: number;
      units: Unit[];
      control: Record<string, Side | Neutral | null>;
      neutrals: Record<Neutral, NeutralState>;
      /** Sandbox starts: a later step and phase, spells, calls. */
      active?: Side;
      hands?: Partial<Record<Side, string[]>>;
      called?: Partial<Record<Side, boolean>>;
      warBegun?: boolean;
      tops?: Record<string, string>;
      vp?: Partial<Record<Side, number>>;
      setupDone?: boolean;
    }
  /** DL-VFT-01: the roll for who plays first every turn. */
  | { type: 'firstRolled'; rolls: { khozar: number; demon: number }[]; first: Side }
  /** DL-SETUP-04: a servant of Khozar is put in a temple. */
  | { type: 'servantPlaced'; unit: string; area: AreaId }
  /** DL-SETUP-05/06: a townsman tried at a city. */
  | { type: 'townsmanTried'; unit: string; area: AreaId; roll: number; placed: boolean }
  /** DL-SETUP-06: a townsman no city would take stays out. */
  | { type: 'townsmanOut'; unit: string }
  /** DL-SETUP-07: the spells a side holds; `picked` is the one chosen openly (null: five drawn). Secret. */
  | { type: 'handChosen'; side: Side; picked: string[]; drawn: string[] }
  | { type: 'phaseBegan'; turn: number; phase: number; active: Side }
  | { type: 'stepBegan'; step: Step }
  | { type: 'staged'; stage: Stage | null }
  /** DL-LEAD-01: each unit's MP this phase. */
  | { type: 'allowances'; allowance: Record<string, number> }
  /**
   * Units moved together along `path` (the areas entered, in order), crossing each border over `via`.
   * `cost` per unit; `minimum` for DL-MOVE-19. The other side sees only the top unit and the count.
   */
  | {
      type: 'moved';
      side: Side;
      units: string[];
      from: AreaId;
      path: AreaId[];
      via: Segment[];
      /** Whether each border crossed lies along a river (footnote *: the heavy-armour penalty). */
      river: boolean[];
      cost: Record<string, number>;
      minimum: boolean;
      /** Regiments that entered enemy regiments and must stop (DL-ENEMY-01). */
      stopped: boolean;
      /** For the other side: the top of the moving stack and how many moved. */
      shown?: string;
      count?: number;
    }
  /** DL-STACK-04, AMB-13: the unit a side shows on top of its stack in an area. */
  | { type: 'topSet'; area: AreaId; side: Side; unit: string; surfaced?: true }
  /** DL-CAPT-04..07: one capture roll for a character or a group. */
  | {
      type: 'captureRolled';
      area: AreaId;
      characters: string[];
      owner: Side;
      roll: number;
      enemyRoll: number;
      /** Modifiers in words, each with its value and whose roll it changes. */
      mods: { label: string; value: number; to: 'character' | 'regiment' }[];
      result: 'escapes' | 'captured' | 'stopped';
    }
  | { type: 'captured'; units: string[]; by: Side; cause: Cause; area: AreaId | null }
  | { type: 'destroyed'; units: string[]; cause: Cause; area: AreaId | null; by?: Side }
  | { type: 'controlChanged'; settlement: string; to: Side | Neutral | null }
  | { type: 'fightsFound'; areas: AreaId[] }
  | { type: 'fightChosen'; area: AreaId }
  /** DL-BATL-03, DL-ALLY-04: the owner of a fortification chose to come out or to shelter; relief: the garrison joins. */
  | { type: 'sallyChosen'; area: AreaId; side: Side; battle: boolean; relief: boolean }
  | { type: 'terrainChosen'; area: AreaId; side: Side | null; terrain: LandTerrain }
  | { type: 'fightOpened'; area: AreaId; terrain: LandTerrain; neutrals: Neutral[] }
  | { type: 'fightClosed'; area: AreaId }
  /**
   * DL-RETR-06..12: survivors withdraw (path [] = into the fortification of the battle area); `onward`: units
   * going on after the stack with the MP they have left (DL-RETR-07), `from` where they stood.
   */
  | { type: 'withdrew'; side: Side; units: string[]; from: AreaId; path: AreaId[]; onward?: true }
  | { type: 'siegeBegan'; siege: Siege }
  | { type: 'siegesQueued'; areas: AreaId[] }
  | { type: 'siegeChosen'; area: AreaId; assault: boolean }
  | {
      type: 'siegeRolled';
      area: AreaId;
      assault: boolean;
      defender: {
        dice: [number, number];
        mods: { label: string; value: number }[];
        total: number;
        loss: number | 'surrender';
      };
      besieger: {
        dice: [number, number];
        mods: { label: string; value: number }[];
        total: number;
        loss: number | 'surrender';
      };
    }
  | { type: 'siegeEnded'; area: AreaId; reason: string }
  | { type: 'insideChanged'; area: AreaId; inside: string[] }
  /** DL-ALLY-03/06/10: a neutral's standing changed. */
  | {
      type: 'allianceChanged';
      neutral: Neutral;
      ally: Side | null;
      kind: 'permanent' | 'temporary' | null;
      cause: string;
    }
  | {
      type: 'allianceRolled';
      side: Side;
      neutral: Neutral;
      roll: number;
      caster: string | null;
      result: 'permanent' | 'temporary' | 'no-change' | 'myth' | 'temporary-with-opponent';
    }
  | {
      type: 'allianceChecked';
      neutral: Neutral;
      side: Side;
      roll: number;
      result: 'permanent' | 'unchanged' | 'neutral' | 'temporary-with-opponent';
    }
  | { type: 'allianceFlag'; neutral: Neutral; check: boolean }
  | { type: 'myth'; neutral: Neutral; units: string[]; settlement: string | null }
  | { type: 'ulRuler'; roll: number; ruler: 'balor' | 'dwarf-king'; units: string[]; unused: string[] }
  | { type: 'unitsAway'; units: string[]; until: number }
  /** Back to the pool, off the map: summoned spirits of an ex-ally (DL-ALLY-12), freed ones (DL-PRIS-10). */
  | { type: 'pooled'; units: string[] }
  | { type: 'unitsHome'; units: string[]; area: AreaId }
  | { type: 'allianceDone'; side: Side }
  | { type: 'reinforcementsCalled'; side: Side }
  | { type: 'reinforcementsRolled'; side: Side; roll: number; arrive: boolean }
  /** DL-REIN-06/07: the draw (secret to the other side until placed) and the counters set aside. */
  | { type: 'reinforcementsDrawn'; side: Side; drawn: string[]; aside: string[] }
  | {
      type: 'placed';
      side: Side;
      units: string[];
      area: AreaId;
      cause: 'reinforcement' | 'summoned' | 'freed' | 'returned';
    }
  | { type: 'warBegun'; cause: string }
  | { type: 'returnRolled'; side: Side; unit: string; roll: number; success: boolean }
  | { type: 'returnsTried'; side: Side }
  | { type: 'cast'; character: string }
  | {
      type: 'summonRolled';
      side: Side;
      caster: string;
      summoning: string;
      roll: number;
      power: number;
      success: boolean;
    }
  | { type: 'forestRolled'; roll: number; unit: string }
  /** Counters drawn against: out of the game (the two creatures of Ninkhiz not drawn, AMB-47). */
  | { type: 'setAside'; units: string[] }
  | { type: 'exchangeDemanded'; side: Side }
  | { type: 'prisonerOffered'; side: Side; unit: string }
  | { type: 'exchanged'; a: string; b: string }
  | { type: 'vpScored'; turn: number; points: Record<Side, number>; reasons: Record<Side, string[]> }
  | { type: 'truceRolled'; side: Side; roll: number; opened: boolean }
  | {
      type: 'negotiated';
      side: Side;
      dice: [number, number];
      doubled: boolean;
      total: number;
      outcome: 'last-turn' | 'roll-turns' | 'fruitless';
      turnsRoll?: number;
      lastTurn: number | null;
    }
  | { type: 'peaceDeclined'; side: Side }
  | { type: 'effects'; effects: Effects }
  | { type: 'windowOpened'; window: SpellWindow }
  /** A spell of the hand is used for the first time: the other side now knows it (DL-SETUP-08). */
  | { type: 'spellShown'; side: Side; spell: string }
  | {
      type: 'spellCast';
      side: Side;
      caster: string;
      spell: string;
      area: AreaId;
      roll: number;
      mods: { label: string; value: number }[];
      needed: number[];
      success: boolean;
    }
  /** What a Vision showed: only its caster's side reads the units (DL-STACK-06). */
  | { type: 'visionSeen'; side: Side; caster: string; area: AreaId; units: string[]; veiled: boolean }
  | { type: 'gated'; side: Side; units: string[]; from: AreaId; to: AreaId }
  | { type: 'siegeBid'; side: Side; caster: string | null }
  | { type: 'siegeSpells'; area: AreaId; rolls: { side: Side; caster: string; roll: number; success: boolean }[] }
  | { type: 'ended'; winners: Side[]; summary: string };

/** A battle event, wrapped for the main log: the battle module folds the inner event. */
export type DlEvent = DlCoreEvent | BattleEvent;
