/**
 * What one regent sees, built on the server: the map and everything public
 * (rulers, levels, loyalties, open holdings, units, routes); its own sheet,
 * treasury, agendas and covert holdings; of the others only whether they have
 * handed in. Nobody sees another's sheet before the round resolves, another's
 * covert holdings or spy networks, or any counter-espionage pool (its owner
 * gets a warning when its own runs low, checklist 1.9 action 18). Builds made
 * in creation stay sealed until every regent is done.
 */
import type { Viewer } from '../../engine/types.ts';
import type { DomainId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { type Court, courtOf, courtWords } from './rules/court.ts';
import { type Offer, offers } from './rules/draft.ts';
import './rules/proposals/all.ts';
import type { DomainState, HoldingState, SheetState, State } from './rules/state.ts';
import { rulerWords } from './rules/succession.ts';
import { backingWords, orderWords } from './rules/words.ts';

/** Below this many points the owner is warned that its counter-espionage pool runs low (J-18: below 5). */
export const POOL_WARNING = 5;

export interface DomainsView {
  me: DomainId | null;
  phase: State['phase'];
  round: number;
  lastTurn: number;
  regents: DomainId[];
  provinces: State['provinces'];
  holdings: HoldingState[];
  characters: State['characters'];
  units: State['units'];
  ships: State['ships'];
  routes: State['routes'];
  leyLines: State['leyLines'];
  /** Own spy networks only. */
  spies: State['spies'];
  domains: Record<string, Omit<DomainState, 'counterPool'> & { poolLow?: boolean }>;
  /** Own sheet this round, if any (a draft until it is handed in). */
  sheet: SheetState | null;
  /** Own sheet's orders in words, in order. */
  sheetWords: string[];
  /**
   * Own court as it stands for this sheet (1.4): its level, with the extra levels paid this turn, or in round 1
   * before the expenses those the sheet's court budget orders (J-10), its court actions and Politics modifier,
   * and a wizard regent's source court; `words` tells it whole.
   */
  court: (Court & { words: string }) | null;
  /** Each seated domain's ruler and on what terms, in words: crowned, an acting regent (½ RP) or claimant, or none (rules/succession.ts). */
  rulers: Record<string, string>;
  /** The sheet's support and opposition of other regents' orders, in words, in sheet order. */
  backingWords: string[];
  /** While writing: every order the own sheet could still take, in words (the board offers them on the map). */
  offers: Offer[];
  /** Who has handed in (creation: who has built). */
  handedIn: DomainId[];
  initiative: DomainId[];
  result: State['result'];
}

export function view(s: State, viewer: Viewer): DomainsView {
  const me = viewer !== 'spectator' && s.regents.includes(viewer as DomainId) ? (viewer as DomainId) : null;
  const domains: DomainsView['domains'] = {};
  for (const [id, d] of Object.entries(s.domains)) {
    const { counterPool, ...rest } = d;
    const mine = id === me;
    domains[id] = {
      ...rest,
      // another domain's treasury and agendas are its own business
      // (so is what it pays toward its court, J-10)
      ...(mine ? {} : { gb: 0, rp: 0, agendas: [], spells: [], known: [], courtPaid: 0, courtTurn: undefined }),
      ...(mine && counterPool < POOL_WARNING ? { poolLow: true } : {}),
    };
  }
  return {
    me,
    phase: s.phase,
    round: s.round,
    lastTurn: s.lastTurn,
    regents: s.regents,
    provinces: s.provinces,
    holdings: Object.values(s.holdings).filter((h) => !h.covert || h.owner === me),
    characters: s.phase === 'creation' ? {} : s.characters,
    units: s.units,
    ships: s.ships,
    routes: s.routes,
    leyLines: s.leyLines,
    spies: s.spies.filter((x) => x.owner === me),
    domains,
    sheet: me ? (s.sheets[me] ?? null) : null,
    sheetWords: me ? (s.sheets[me]?.orders ?? []).map((o) => orderWords(s, me, o)) : [],
    court: me && s.phase === 'rounds' ? ownCourt(s, me) : null,
    rulers:
      s.phase === 'rounds' || s.phase === 'over' ? Object.fromEntries(s.regents.map((d) => [d, rulerWords(s, d)])) : {},
    backingWords: me ? (s.sheets[me]?.backing ?? []).map(backingWords) : [],
    offers: me && s.phase === 'rounds' && !s.result && !s.sheets[me]?.in ? offers(s, me) : [],
    handedIn:
      s.phase === 'creation'
        ? s.regents.filter((d) => s.builds[d] !== undefined)
        : s.regents.filter((d) => s.sheets[d]?.in),
    initiative: s.initiative,
    result: s.result,
  };
}

function ownCourt(s: State, d: DomainId): Court & { words: string } {
  const c = courtOf(s, d, s.sheets[d]?.orders ?? []);
  return { ...c, words: courtWords(c) };
}

/** The log as a reader may see it: others' sheets and builds are sealed; the start carries no secrets of anyone. */
/** Actions told only to their actor: espionage (J-17), spells prepared and learned, agendas changed (J-70). */
const HIDDEN_ACTIONS: readonly string[] = ['espionage', 'prepare-realm-spell', 'research', 'change-agenda'];

export function redact(e: DmEvent, viewer: Viewer): DmEvent | null {
  const me = viewer === 'spectator' ? null : viewer;
  switch (e.type) {
    case 'started':
      return null;
    case 'built':
      return e.domain === me ? e : { ...e, build: 'template' };
    case 'creationDone':
      return e;
    case 'sheetHandedIn':
      return e.domain === me ? e : { ...e, orders: [], backing: [] };
    case 'draftSet':
    case 'draftBrowsed':
      // a draft is its writer's alone; others learn nothing until it is handed in
      return e.domain === me ? e : null;
    case 'holdingSet':
      return e.holding?.covert && e.holding.owner !== me ? null : e;
    case 'domainSet':
      // the pool is nobody's to see; prepared and learned spells are their owner's (J-70)
      if ('counterPool' in e.patch) return null;
      // so are agendas, VP and deeds (J-70), and what a treasury pays toward its court (J-10)
      return e.id !== me && ['spells', 'known', 'agendas', 'vp', 'deeds', 'courtPaid'].some((k) => k in e.patch)
        ? null
        : e;
    case 'stateSet':
      return 'spies' in e.patch || 'disrupted' in e.patch ? null : e;
    case 'noted':
      // a note addressed to one domain (a spy unmasked, a scrying) is its alone
      return !e.domain || e.domain === me ? e : null;
    case 'treasury':
      return e.domain === me ? e : null;
    case 'actionResolved':
      // a covert or espionage action is told only to its actor (J-17); so are spells prepared and learned (J-70)
      return e.domain === me || !HIDDEN_ACTIONS.includes(e.order.action) ? e : null;
    default:
      return e;
  }
}
