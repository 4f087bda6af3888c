/**
 * What one seat sees, built on the server. Both sides see the whole map
 * unless hidden stacks are on (DG-HID-01, AMB-41): then an enemy stack shows
 * only that it is there and whose it is, until a battle reveals it. The cup's
 * contents are nobody's (DG-SE-04): only how many counters are in it.
 */
import type { Viewer } from '../../engine/types.ts';
import type { CounterId, EventId, HexId, NationId, PlaceId, Side } from './data/index.ts';
import { sideOfSeat } from './config.ts';
import { otherSide as otherSideOf } from './data/index.ts';
import type { DgEvent } from './events.ts';
import type { Battle, Flags, NationState, SeaBattle, Stage, State } from './rules/state.ts';
import { markerHex } from './rules/strategic.ts';

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
  /** The Replacement Pools: the counters of one's own; under hidden stacks only the enemy's count. */
  pool: Record<Side, CounterId[]>;
  poolSize: Record<Side, number>;
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
  /** A side split by nation: who commands which nation, and who has ended their part of the step. */
  split: boolean;
  commanders: State['commanders'];
  done: string[];
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
  // a sea battle shows both fleets: where it is fought and where every ship in it stands
  if (s.sea) {
    for (const h of s.sea.at.split('|')) out.add(h);
    for (const id of [...s.sea.attackers, ...s.sea.defenders]) {
      const h = s.units[id]?.hex;
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
    pool:
      s.hiddenStacks && me
        ? { ...pool, [otherSideOf(me)]: [] }
        : s.hiddenStacks
          ? { highlord: [], whitestone: [] }
          : pool,
    poolSize: { highlord: pool.highlord.length, whitestone: pool.whitestone.length },
    removed,
    waiting,
    nations: s.nations,
    control: s.control,
    cupSize: s.cup.length,
    drawn: s.drawn,
    // A marker shows where it stands, not which army carries it (under hidden stacks that is a secret).
    markers: s.markers.flatMap((m) => {
      const hex = markerHex(s, m);
      return hex ? [{ event: m.event, hex }] : [];
    }),
    effects: s.effects.map((e) => e.event),
    attempts: s.attempts,
    darkTemple: s.darkTemple,
    draconiansMade: s.draconiansMade,
    capitals: s.capitals,
    battle: s.battle,
    sea: s.sea,
    stage:
      s.hiddenStacks && s.stage?.kind === 'maelstrom-exit' && s.units[s.stage.ship]?.side !== me
        ? { ...s.stage, ship: 'hidden' }
        : s.stage,
    hiddenStacks: s.hiddenStacks,
    movingCapitals: s.movingCapitals,
    split: s.split,
    commanders: s.split ? s.commanders : {},
    done: s.done,
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
  if (!('hidden' in e) || !e.hidden) return e;
  // Under hidden stacks the enemy's log shows that a stack moved, not what is in it (DG-HID-01).
  if (e.hidden === me) return e;
  switch (e.type) {
    case 'moved':
      return { ...e, units: [], costs: {}, stop: [], carried: [] };
    case 'wizardMoved':
      return null;
    case 'shipMoved':
      return { ...e, ship: 'hidden' };
    case 'embarked':
    case 'disembarked':
      return { ...e, ship: 'hidden', units: [] };
    case 'placed':
      return { ...e, units: e.units.map((u) => ({ id: 'hidden', hex: u.hex })) };
    case 'paired':
      return { ...e, returned: 'hidden' };
    case 'consolidated':
      return { ...e, kept: 'hidden', pooled: 'hidden' };
    case 'draconianMade':
      return { ...e, id: 'hidden' };
    case 'followed':
      return { ...e, units: [] };
    default:
      return e;
  }
}
