/**
 * The facts of a Domains campaign. What happened is told by a few worded
 * events (a round begun, initiative, each action's roll with its DC and every
 * modifier); what changed is carried by plain patches of the records they
 * touch, so the 35 actions need no event type each and evolve stays small.
 * Every die roll is inside the event that used it.
 */
import type { CharacterBuild, DomainId } from './data/index.ts';
import type {
  CharacterState,
  DomainState,
  HoldingState,
  OrderState,
  BackingState,
  ProvinceState,
  RouteState,
  ShipState,
  State,
  UnitState,
} from './rules/state.ts';

/** One modifier of a DC, in words, with its checklist reference. */
export interface Mod {
  label: string;
  value: number;
  ref: string;
}

export type DmEvent =
  | { type: 'started'; state: State }
  | { type: 'built'; domain: DomainId; build: CharacterBuild | 'template' }
  | { type: 'creationDone'; characters: Record<string, CharacterState> }
  | { type: 'sheetHandedIn'; domain: DomainId; orders: OrderState[]; backing: BackingState[] }
  /** The sheet being written; its regent's alone until the round resolves. */
  | { type: 'draftSet'; domain: DomainId; orders: OrderState[]; backing: BackingState[] }
  /** Which group of offered orders its regent is looking through; its alone. */
  | { type: 'draftBrowsed'; domain: DomainId; group: string | null }
  /** Orders taken back: they stay as the draft, to change and hand in again. */
  | { type: 'sheetWithdrawn'; domain: DomainId }
  | { type: 'roundBegun'; round: number }
  | { type: 'initiativeRolled'; rolls: { domain: DomainId; die: number; bonus: number }[]; order: DomainId[] }
  | {
      type: 'actionResolved';
      domain: DomainId;
      index: number;
      order: OrderState;
      /** Null for an automatic success. */
      roll: { die: number; dc: number; base: number; mods: Mod[]; takeTen: boolean } | null;
      ok: boolean;
      /** What happened, in words (names, never ids). */
      text: string;
    }
  | { type: 'noted'; text: string; domain?: DomainId }
  | { type: 'provinceSet'; id: string; patch: Partial<ProvinceState> }
  | { type: 'holdingSet'; id: string; holding: HoldingState | null }
  | { type: 'characterSet'; id: string; patch: Partial<CharacterState> }
  /** A new character joins a court (Lieutenancy). */
  | { type: 'characterAdded'; character: CharacterState }
  | { type: 'unitSet'; id: string; unit: UnitState | null }
  | { type: 'shipSet'; id: string; ship: ShipState | null }
  | { type: 'routeSet'; id: string; route: RouteState | null }
  | { type: 'domainSet'; id: DomainId; patch: Partial<DomainState> }
  | { type: 'treasury'; domain: DomainId; gb: number; rp: number; why: string }
  | {
      type: 'stateSet';
      patch: Partial<
        Pick<
          State,
          'claims' | 'leyLines' | 'spies' | 'serial' | 'expeditions' | 'disrupted' | 'realmSpells' | 'leyLinks'
        >
      >;
    }
  | { type: 'roundEnded'; round: number }
  | { type: 'gameOver'; winners: DomainId[]; summary: string; vp: Record<string, number> };

export type DmEventType = DmEvent['type'];
