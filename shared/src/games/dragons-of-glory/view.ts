/**
 * What one seat sees, built on the server. Both sides see the whole map
 * unless hidden stacks are on (DG-HID-01, AMB-41): then an enemy stack shows
 * only that it is there and whose it is, until a battle reveals it. The cup's
 * contents are nobody's (DG-SE-04): only how many counters are in it.
 */
import type { Viewer } from '../../engine/types.ts';
import type { CounterId, EventId, HexId, NationId, PlaceId, Side } from './data/index.ts';
import { sideOfSeat } from './config.ts';
import type { DgEvent } from './events.ts';
import type { Battle, Flags, NationState, SeaBattle, Stage, State } from './rules/state.ts';

export interface UnitView {
  id: CounterId;
  side: Side;
  hex: HexId;
  depleted: boolean;
  aboard: CounterId | null;
  river?: string | null;
  maelstrom?: boolean;
  flags?: Flags;
}

/** An enemy stack under hidden stacks: where and whose, not what. */
export interface HiddenStackView {
  hex: HexId;
  side: Side;
}

export interface DragonsView {
  scenario: string;
  turn: number;
  lastTurn: number;
  step: State['step'];
  half: 0 | 1;
  first: Side | null;
  mover: Side | null;
  initiative: Side | null;
  /** The side this seat plays (null for a spectator). */
  me: Side | null;
  units: UnitView[];
  hidden: HiddenStackView[];
  pool: Record<Side, CounterId[]>;
  removed: CounterId[];
  /** Turn-track arrivals and armies of neutrals are public: counted only. */
  waiting: number;
  nations: Record<NationId, NationState>;
  control: Record<PlaceId, Side | null>;
  cupSize: number;
  drawn: { event: EventId; turn: number; by: Side }[];
  markers: { event: EventId; hex: HexId }[];
  effects: EventId[];
  attempts: Partial<Record<Side, NationId | 'none'>>;
  darkTemple: { place: PlaceId | null; lost: boolean };
  draconiansMade: number;
  capitals: State['capitals'];
  battle: Battle | null;
  sea: SeaBattle | null;
  stage: Stage | null;
  hiddenStacks: boolean;
  movingCapitals: boolean;
  result: State['result'];
}

/** Hexes whose contents an enemy may see under hidden stacks: those in the battle being fought. */
function revealed(s: State): Set<HexId> {
  const out = new Set<HexId>();
  if (s.battle) {
    out.add(s.battle.hex);
    for (const a of s.battle.attackers) {
      const h = s.units[a]?.hex;
      if (h) out.add(h);
    }
  }
  return out;
}

export function view(s: State, viewer: Viewer): DragonsView {
  const me = viewer === 'spectator' ? null : sideOfSeat(viewer);
  const open = revealed(s);
  const units: UnitView[] = [];
  const hidden = new Map<string, HiddenStackView>();
  const pool: Record<Side, CounterId[]> = { highlord: [], whitestone: [] };
  const removed: CounterId[] = [];
  let waiting = 0;
  for (const u of Object.values(s.units)) {
    if (u.where === 'pool') {
      if (u.side) pool[u.side].push(u.id);
      continue;
    }
    if (u.where === 'removed') {
      removed.push(u.id);
      continue;
    }
    if (u.where !== 'map' || !u.hex || !u.side) {
      waiting++;
      continue;
    }
    const mine = me === u.side;
    if (s.hiddenStacks && !mine && !open.has(u.hex)) {
      hidden.set(`${u.hex}:${u.side}`, { hex: u.hex, side: u.side });
      continue;
    }
    const f = s.flags[u.id];
    units.push({
      id: u.id,
      side: u.side,
      hex: u.hex,
      depleted: u.depleted,
      aboard: u.aboard,
      ...(u.river ? { river: u.river } : {}),
      ...(u.maelstrom ? { maelstrom: true } : {}),
      ...(f && mine ? { flags: f } : {}),
    });
  }
  return {
    scenario: s.scenario,
    turn: s.turn,
    lastTurn: s.lastTurn,
    step: s.step,
    half: s.half,
    first: s.first,
    mover: s.mover,
    initiative: s.initiative,
    me,
    units,
    hidden: [...hidden.values()],
    pool,
    removed,
    waiting,
    nations: s.nations,
    control: s.control,
    cupSize: s.cup.length,
    drawn: s.drawn,
    markers: s.markers,
    effects: s.effects.map((e) => e.event),
    attempts: s.attempts,
    darkTemple: s.darkTemple,
    draconiansMade: s.draconiansMade,
    capitals: s.capitals,
    battle: s.battle,
    sea: s.sea,
    stage: s.stage,
    hiddenStacks: s.hiddenStacks,
    movingCapitals: s.movingCapitals,
    result: s.result,
  };
}

/**
 * The log as a viewer may read it. The start carries the whole board (and the cup): a reader gets it
 * without the cup's contents; under hidden stacks, enemy moves are shown without the units moved.
 */
export function redact(e: DgEvent, viewer: Viewer): DgEvent | null {
  const me = viewer === 'spectator' ? null : sideOfSeat(viewer);
  if (e.type === 'started') return { ...e, cup: [], units: {} };
  if (e.type === 'cupFilled') return { ...e, events: e.events.map(() => 'hidden') };
  if (e.type === 'moved' && e.hidden && e.side !== me) return null;
  return e;
}
