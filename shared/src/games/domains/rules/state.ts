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
  /** Failed Rule Province attempts since the last success (a cumulative -1 DC each). */
  failedRule: number;
  embargo: DomainId[];
  wilderness: boolean;
  highway: boolean;
  capitalOf: DomainId | null;
  /** Magic level (pillage can lower it). */
  magic: number;
}

export interface HoldingState {
  /** `province:type:owner` */
  id: string;
  province: ProvinceId;
  type: HoldingType;
  owner: DomainId;
  level: number;
  contested: boolean;
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
}

export interface UnitState {
  id: string;
  type: UnitId;
  owner: DomainId;
  province: ProvinceId;
  /** The round it was mustered (regulars are ready the next round). */
  mustered: number;
  upgrades: UnitUpgradeId[];
  seenBattle: boolean;
  /** Prisoners of another domain. */
  captor: DomainId | null;
}

export interface ShipState {
  id: string;
  type: ShipId;
  owner: DomainId;
  /** A port province, or a sea zone at sea. */
  at: string;
  hits: number;
  /** Carrying the domain's sea trade (P7). */
  onTradeRoute: boolean;
  inPortSince: number | null;
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
  /** Extra GB paid toward court level this turn (J-10). */
  courtPaid: number;
  agendas: string[];
  vp: number;
  /** Prepared realm spells. */
  spells: string[];
  /** The counter-espionage pool: never shown, not even to its owner (only a warning when low). */
  counterPool: number;
  allies: DomainId[];
  atWarWith: DomainId[];
  passage: DomainId[];
  vassalOf: DomainId | null;
  /** The last round a bloodline score was raised (once every 3 rounds). */
  raisedScoreRound: number | null;
  /** The last turn an Adventure was taken (once a turn). */
  adventureTurn: number | null;
}

/** One order of a sheet (commands.ts). */
export interface OrderState {
  action: ActionId;
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
