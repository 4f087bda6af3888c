/**
 * The state of a Domains campaign: plain JSON, folded from events
 * (rules/evolve.ts), never changed in place. Provinces, holdings, characters,
 * units, ships, routes and ley lines are records keyed by id; each domain's
 * treasury, court and sheets are kept per domain. Secrets (a regent's sheet
 * before the round resolves, covert holdings, spy networks, every
 * counter-espionage pool) stay in the state and are filtered by view.ts.
 */
import type {
  ActionId,
  BuildingId,
  CharacterBuild,
  DeityId,
  DomainId,
  HoldingType,
  Loyalty,
  ProvinceId,
  ShipId,
  UnitId,
  UnitUpgradeId,
} from '../data/index.ts';

export interface ProvinceState {
  id: ProvinceId;
  ruler: DomainId | null;
  level: number;
  growth: number;
  loyalty: Loyalty;
  /** The tax change by Decree in GB (negative: lowered), and the round it was set (it counts from the next turn). */
  tax: number;
  taxSince: number | null;
  fortification: number;
  buildings: Partial<Record<BuildingId, number>>;
  /** Who occupies it and since which round. */
  occupiedBy: DomainId | null;
  occupiedSince: number | null;
  /** Who has contested it successfully (Contest Province), and may divest it by Ceremony. */
  contestedBy?: DomainId | null;
  /** Failed Rule Province attempts since the last success (a cumulative -1 DC each). */
  failedRule: number;
  embargo: DomainId[];
  /** The round the embargo began (J-38: -2 to the loyalty roll per turn in force). */
  embargoSince?: number | null;
  wilderness: boolean;
  highway: boolean;
  capitalOf: DomainId | null;
  /** Magic level (pillage can lower it). */
  magic: number;
  /** Building work under way (Build, 1.9 #3): GB paid so far toward the next level of each project. */
  works?: { building: BuildingId; on: string | null; owner: DomainId; paid: number }[];
  /** Builds made here this round (one a round, plus one per Workshop level): the round and how many. */
  builds?: { round: number; count: number };
  /** A siege of the province walls (3.7): by whom, from which round, and whether the walls have fallen to him. */
  siege?: { by: DomainId; since: number; taken?: boolean } | null;
  /** A wilderness province being prepared for settlement (J-63): whose units have held it since which round's end. */
  settling?: { domain: DomainId; since: number } | null;
  /** Its guardian (data/domains.ts GUARDIANS) has been beaten (J-63). */
  guardianBeaten?: boolean;
  /** Levies mustered here in a turn (the next turn's loyalty roll takes −1 each, 1.6); rules/economy.ts recordLevy. */
  levies?: { turn: number; count: number };
  /** Hostile acts against the ruler here (J-08): the owner's holdings count −2 each on the next turn's loyalty roll; rules/economy.ts recordHostile. */
  hostile?: { by: DomainId; turn: number; what: string }[];
  /** The turn's event (J-06, data/agendas.ts EVENTS): answered within its turn or not; rules/economy.ts answerEvent. */
  event?: { id: string; turn: number; answered: boolean } | null;
  /** Buildings left unpaid, by consecutive unpaid turns (1.7.3: idle, a level lost at 2, data/buildings.ts BUILDING_RULES). */
  idle?: Partial<Record<BuildingId, number>>;
}

export interface HoldingState {
  /** `province:type:owner` */
  id: string;
  province: ProvinceId;
  type: HoldingType;
  owner: DomainId;
  level: number;
  contested: boolean;
  /** Who contested it (and may divest it by Ceremony). */
  contestedBy?: DomainId | null;
  covert: boolean;
  fortification: number;
  deity?: DeityId;
}

export interface CharacterState {
  id: string;
  domain: DomainId;
  role: 'regent' | 'lieutenant';
  build: CharacterBuild;
  province: ProvinceId;
  /** Bloodline score now (it moves with regency gains and losses, investiture, bloodtheft). */
  score: number | null;
  alive: boolean;
  /** A lieutenant who succeeded his regent (rules/succession.ts): retired here, now the character of this slot. */
  became?: string;
}

/**
 * The owner of brigands (J-64): mercenaries who would not be paid off (Disband, 1.9 #16) and now answer to
 * nobody. They are no regent's and no seat's: they give no orders, pay and cost nothing, pillage their province
 * each round, and any domain may fight them without a war Decree or anyone’s leave (rules/battle.ts).
 */
export const BRIGANDS = 'brigands';
export type Brigands = typeof BRIGANDS;
/** Whoever a unit fights for: a domain, or nobody's brigands. */
export type UnitOwner = DomainId | Brigands;
export const isBrigands = (owner: string | null | undefined): owner is Brigands => owner === BRIGANDS;

export interface UnitState {
  id: string;
  type: UnitId;
  /** Its domain, or BRIGANDS once mercenaries have turned brigand (J-64). */
  owner: UnitOwner;
  province: ProvinceId;
  /** The round it was mustered (regulars are ready the next round). */
  mustered: number;
  upgrades: UnitUpgradeId[];
  seenBattle: boolean;
  /** Prisoners of another domain. */
  captor: DomainId | null;
  /** Where it was mustered (the province-level cap per turn, levies' loyalty penalty next turn). */
  musteredAt?: ProvinceId;
  /** The last round it moved (by land or sea) and the last round it fought a battle. */
  movedRound?: number;
  battleRound?: number;
  /** What it is busy with this round: occupying, raiding, working on fortifications (it may not move). */
  task?: {
    kind: 'occupy' | 'raid' | 'fortify' | 'pillage';
    round: number;
    target: string;
    variant?: string;
    order?: number;
  };
}

export interface ShipState {
  id: string;
  type: ShipId;
  owner: DomainId;
  /** A port province, or a sea zone at sea. */
  at: string;
  /** The last round it sailed. */
  movedRound?: number;
  hits: number;
  /** Carrying the domain's sea trade (P7). */
  onTradeRoute: boolean;
  inPortSince: number | null;
  /** Left unpaid at the last expenses: unusable until paid (1.7.3). */
  unpaid?: boolean;
}

export interface RouteState {
  id: string;
  from: string;
  to: string;
  kind: 'land' | 'sea';
  owner: DomainId;
}

export interface DomainState {
  id: DomainId;
  /** Played by a seat (false: dormant, run by the rules of data/judgments.ts). */
  seated: boolean;
  gb: number;
  rp: number;
  /** Extra GB paid toward court level this turn (J-10): `courtPaid / COURT.gbPerBoughtLevel` levels, when `courtTurn` is this turn. */
  courtPaid: number;
  /** The turn `courtPaid` was paid for, at that turn's expenses (rules/court.ts paidLevels). */
  courtTurn?: number;
  agendas: string[];
  vp: number;
  /** Prepared realm spells. */
  spells: string[];
  /** Realm spells learned by Research (1.9 #31), on top of those known from creation (rules/magic.ts knownSpells). */
  known?: string[];
  /** The counter-espionage pool: never shown, not even to its owner (only a warning when low). */
  counterPool: number;
  allies: DomainId[];
  atWarWith: DomainId[];
  /** Domains this one has granted passage through its provinces (Diplomacy, J-22; the term in `treaties`). */
  passage: DomainId[];
  vassalOf: DomainId | null;
  /** The last round a bloodline score was raised (once every 3 rounds). */
  raisedScoreRound: number | null;
  /** The last turn an Adventure was taken (once a turn). */
  adventureTurn: number | null;
  /** Deeds done for VP (J-66 "other actions", data/agendas.ts DEED_VP), scored at the end of their turn. */
  deeds?: { id: string; round: number }[];
  /** Diplomacy agreements with a term or a record (J-22): peace (J-23), passage, trade agreement, marriage. */
  treaties?: { kind: string; with: DomainId; until: number | null; round: number }[];
  /** The faith recognised as this realm's state religion (1.12.1). */
  stateReligion?: DomainId | null;
  /** Faiths this realm cancelled as state religion: their opposition keeps its weight where they still hold most temple levels (1.12.1). */
  spurnedFaiths?: DomainId[];
  /** RP a turn paid to the liege (J-30). */
  tribute?: number;
  /** The last round a tax Decree was made (one a round, J-14). */
  taxDecreeRound?: number | null;
  /** Heirs named by Designation (character ids). */
  heirs?: string[];
  /**
   * Its regent took over on a regent's death and is not yet crowned by Coronation (rules/succession.ts):
   * a designated heir collects half the regency, a claimant none (J-09, 1.7.2); since which round.
   */
  acting?: { as: 'heir' | 'claimant'; since: number } | null;
  /** An unclaimed domain crowned by this regent's domain (J-26). */
  crownedBy?: DomainId | null;
  /** The last round this domain was at war (for at-peace agendas). */
  lastWarRound?: number | null;
  /** The first round of an unbroken run at court level 10 (R-08, J-78). */
  court10Since?: number | null;
}

/** One order of a sheet (commands.ts). */
export interface OrderState {
  /** One of the 35 actions, or an order outside the list a sheet may carry (commands.ts SHEET_ORDERS). */
  action: ActionId | 'law-claim' | 'raise-bloodline' | 'court-budget';
  as: 'domain' | 'court' | 'character' | 'free' | 'lieutenant';
  variant?: string;
  /** Province, holding, route, unit or domain ids, by the action's target kind. */
  targets: string[];
  /** The character who oversees it (lieutenant actions oversee themselves). */
  overseer?: string;
  rp?: number;
  gb?: number;
  takeTen?: boolean;
  /** Free-form parameters the action reads (a holding type, a path, a unit list, a message). */
  params?: Record<string, string | number | boolean | string[]>;
}

/** Support or opposition declared in a regent's own sheet, with its budget (checklist 1.8). */
export interface BackingState {
  domain: DomainId;
  /** The index of the order in that domain's sheet. */
  order: number;
  side: 'support' | 'oppose';
  rp: number;
  gb: number;
}

export interface SheetState {
  orders: OrderState[];
  backing: BackingState[];
  /** Handed in (the round may resolve without waiting for this regent). */
  in: boolean;
  /** While writing: the group of orders the regent is looking through (rules/draft.ts), none at the sheet itself. */
  browsing?: string | null;
}

export type Phase = 'creation' | 'rounds' | 'over';

export interface State {
  regents: DomainId[];
  phase: Phase;
  /** Round number from 1; three rounds a turn, four turns a year. */
  round: number;
  lastTurn: number;
  provinces: Record<ProvinceId, ProvinceState>;
  holdings: Record<string, HoldingState>;
  characters: Record<string, CharacterState>;
  units: Record<string, UnitState>;
  ships: Record<string, ShipState>;
  routes: Record<string, RouteState>;
  leyLines: { id: string; owner: DomainId; path: ProvinceId[]; expires: number | null }[];
  spies: { province: ProvinceId; owner: DomainId }[];
  /** Exploratory Trade voyages (1.12.3), kept after they return for the once-per-turn and per-seaport limits. */
  expeditions?: ExpeditionState[];
  /** Trade routes disrupted by Espionage: they pay nothing at the next collection (J-17); secret. */
  disrupted?: string[];
  /** Realm spells in force (1.9 #4): Warding, summonings, Bless Land, Blight. */
  realmSpells?: ActiveSpellState[];
  /**
   * Sources lent by Ley Link (1.9 #22) to another wizard, through round `until`. A link taken back early
   * stays to the end of that round marked `recalled` (no longer in force): its sources were lent once
   * this round and are not lent again before the next.
   */
  leyLinks?: { id: string; owner: DomainId; to: string; sources: string[]; until: number; recalled?: true }[];
  domains: Record<DomainId, DomainState>;
  /** Character builds handed in during creation (sealed until every regent is done). */
  builds: Partial<Record<DomainId, CharacterBuild | 'template'>>;
  /** This round's sheets. */
  sheets: Partial<Record<DomainId, SheetState>>;
  /** Initiative order of the round being resolved, and where resolution stands. */
  initiative: DomainId[];
  /** Law claims declared in round 3, taken at the next collection. */
  claims: { by: string; target: string; gb: number }[];
  /** Counter for unit and ship ids. */
  serial: number;
  result: { winners: DomainId[]; summary: string } | null;
}

/** An Exploratory Trade voyage (1.12.3): rolled when it sails, paid when it comes home. */
export interface ExpeditionState {
  id: string;
  domain: DomainId;
  port: ProvinceId;
  destination: string;
  /** The ships that sailed, and those still afloat. */
  ships: string[];
  afloat: string[];
  cargo: number;
  /** Profit rolled for the surviving ships (doubled on a natural 20), paid on return within the region's cap (J-85). */
  profit: number;
  /** What was paid of it at the return. */
  paid: number;
  ok: boolean;
  sailed: number;
  returns: number;
  home: boolean;
}

/** A realm spell in force on a province (1.9 #4), through the last round `until`. */
export interface ActiveSpellState {
  id: string;
  spell: string;
  caster: DomainId;
  /** The character who cast it (the caster domain's regent when not kept): Transmute is once a turn each. */
  by?: string;
  province: ProvinceId;
  /** The holding level it was cast with (Dispel needs as much). */
  level: number;
  cast: number;
  until: number;
  /** Warding: the regents whose units may not enter. */
  against?: DomainId[];
  /** Summoned units, disbanded when it ends. */
  units?: string[];
}
