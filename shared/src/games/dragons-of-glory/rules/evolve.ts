/**
 * Folding the facts into the state. Pure and total: it never rolls (the dice
 * are in the events) and never decides (rules/table.ts does). Each event makes
 * a new state that shares what it did not touch, so earlier states stay as
 * they were and a fold of a long game stays cheap.
 */
import { NATIONS, placeAt, unit } from '../data/index.ts';
import type { DgEvent } from '../events.ts';
import type { Flags, State, UnitState } from './state.ts';

type Patch = Partial<UnitState>;

function units(s: State, ids: readonly string[], patch: Patch | ((u: UnitState) => Patch)): State {
  const next = { ...s.units };
  for (const id of ids) {
    const u = next[id];
    if (!u) continue;
    next[id] = { ...u, ...(typeof patch === 'function' ? patch(u) : patch) };
  }
  return { ...s, units: next };
}

function flags(s: State, ids: readonly string[], patch: (f: Flags, id: string) => Flags): State {
  const next = { ...s.flags };
  for (const id of ids) next[id] = patch(next[id] ?? {}, id);
  return { ...s, flags: next };
}

/** Carried units go where their ship or flier goes. */
function cargoOf(s: State, ship: string): string[] {
  return Object.values(s.units)
    .filter((u) => u.aboard === ship)
    .map((u) => u.id);
}

export function evolve(prev: State | undefined, e: DgEvent): State {
  if (e.type === 'started') {
    return {
      scenario: e.scenario,
      seats: e.seats,
      split: e.split ?? false,
      commanders: dealNations(e.seats, e.nations),
      done: [],
      turn: e.turn,
      lastTurn: e.lastTurn,
      step: e.step ?? 'replacements',
      half: e.half ?? 0,
      first: e.first ?? null,
      mover: e.mover ?? null,
      initiative: e.initiative ?? null,
      firstTie: e.firstTie,
      units: e.units,
      flags: {},
      nations: e.nations,
      control: e.control,
      cup: [...e.cup],
      drawn: [...e.drawn],
      markers: [...e.markers],
      effects: [],
      attempts: {},
      attackedHexes: [],
      armiesMoving: false,
      darkTemple: { ...e.darkTemple },
      draconiansMade: e.draconiansMade,
      knightsStrongholds: [...e.knightsStrongholds],
      capitals: {},
      battle: null,
      sea: null,
      stage: null,
      hiddenStacks: e.hiddenStacks,
      movingCapitals: e.movingCapitals,
      result: null,
    };
  }
  if (!prev) throw new Error('the game has not started');
  const s = prev;
  switch (e.type) {
    case 'staged':
      return { ...s, stage: e.stage };
    case 'stepped': {
      const next: State = { ...s, step: e.step, done: [] };
      if (e.mover !== undefined) next.mover = e.mover;
      if (e.half !== undefined) next.half = e.half;
      if (e.step === 'movement') {
        // A new Movement Step: MP and stops are counted afresh (wizards move once per step, DG-WIZ-01).
        const f: Record<string, Flags> = {};
        for (const [id, fl] of Object.entries(s.flags)) {
          const { mp: _mp, stopped: _st, wizardMoved: _w, ...rest } = fl;
          f[id] = rest;
        }
        next.flags = f;
        next.armiesMoving = false;
      }
      if (e.step === 'combat') next.attackedHexes = [];
      return next;
    }
    case 'turnBegun':
      return { ...s, turn: e.turn, flags: {}, effects: [], attempts: {}, attackedHexes: [], first: null, mover: null };
    case 'cupFilled':
      return { ...s, cup: [...s.cup, ...e.events.filter((x) => !s.cup.includes(x))] };
    case 'eventDrawn':
      return {
        ...s,
        cup: s.cup.filter((x) => x !== e.event),
        drawn: [...s.drawn, { event: e.event, turn: s.turn, by: e.by }],
        effects: [...s.effects, { event: e.event, side: e.by }],
      };
    case 'cupEmpty':
      return s;
    case 'effectEnded':
      return { ...s, effects: s.effects.filter((x) => x.event !== e.event) };
    case 'activationRolled':
      return e.invasion || e.event ? s : { ...s, attempts: { ...s.attempts, [e.side]: e.nation } };
    case 'eventChoiceMade':
      return { ...s, effects: s.effects.map((x) => (x.event === e.event ? { ...x, pick: e.pick } : x)) };
    case 'markerPlaced':
      return {
        ...s,
        markers: [...s.markers.filter((m) => m.event !== e.event), { event: e.event, hex: e.hex, unit: e.unit }],
      };
    case 'markerRemoved':
      return { ...s, markers: s.markers.filter((m) => m.event !== e.event) };
    case 'activationSkipped':
      return { ...s, attempts: { ...s.attempts, [e.side]: 'none' } };
    case 'nationJoined': {
      const nations = { ...s.nations, [e.nation]: { ...s.nations[e.nation], status: e.side } };
      const next = { ...s, nations, commanders: { ...s.commanders, [e.nation]: nextCommander(s, e.side) } };
      const ids = Object.values(s.units)
        .filter((u) => u.side === null && unitNation(u.id) === e.nation)
        .map((u) => u.id);
      return units(next, ids, { side: e.side });
    }
    case 'placed': {
      let next = s;
      for (const p of e.units) next = units(next, [p.id], { where: 'map', hex: p.hex, side: e.side, aboard: null });
      return next;
    }
    case 'initiativeRolled':
      return { ...s, initiative: e.winner };
    case 'firstChosen':
      return { ...s, first: e.side };
    case 'moved': {
      const to = e.path[e.path.length - 1]!;
      const cargo = e.units.flatMap((id) => cargoOf(s, id));
      const lifted = e.carried?.[0];
      let next = units(s, [...e.units, ...cargo, ...(e.carried ?? [])], { hex: to });
      next = flags(next, e.units, (f, id) => ({
        ...f,
        mp: (f.mp ?? 0) + (e.costs[id] ?? 0),
        moved: true,
        ...(e.stop?.includes(id) ? { stopped: true as const } : {}),
        ...(lifted ? { lifted } : {}),
      }));
      if (e.carried?.length) next = flags(next, e.carried, (f) => ({ ...f, carried: true, moved: true }));
      return { ...next, armiesMoving: true };
    }
    case 'wizardMoved': {
      const next = units(s, [e.wizard], { hex: e.hex, aboard: e.ship ?? null });
      return flags(next, [e.wizard], (f) => ({ ...f, wizardMoved: true, moved: true }));
    }
    case 'shipMoved': {
      const cargo = cargoOf(s, e.ship);
      let next = units(s, [e.ship, ...cargo], { hex: e.hex });
      next = units(next, [e.ship], { river: e.river });
      next = flags(next, [e.ship], (f) => ({
        ...f,
        mp: (f.mp ?? 0) + e.cost,
        moved: true,
        ...(e.stop ? { stopped: true as const } : {}),
      }));
      return flags(next, cargo, (f) => ({ ...f, carried: true }));
    }
    case 'embarked': {
      const ship = s.units[e.ship];
      const next = units(s, e.units, { aboard: e.ship, hex: ship?.hex ?? null });
      return flags(next, e.units, (f) => ({ ...f, carried: true }));
    }
    case 'disembarked': {
      let next = units(s, e.units, { aboard: null, hex: e.hex });
      if (e.stop) next = flags(next, [e.ship], (f) => ({ ...f, stopped: true }));
      return next;
    }
    case 'shipPushed': {
      const cargo = cargoOf(s, e.ship);
      const next = units(s, [e.ship, ...cargo], { hex: e.hex });
      return units(next, [e.ship], { river: e.river });
    }
    case 'captured':
      return { ...s, control: { ...s.control, [e.place]: e.side } };
    case 'conquered': {
      const nations = { ...s.nations, [e.nation]: { ...s.nations[e.nation], status: 'conquered' as const, by: e.by } };
      return units({ ...s, nations }, e.removed, { where: 'removed', hex: null, aboard: null });
    }
    case 'battleDeclared':
      return {
        ...s,
        battle: {
          hex: e.hex,
          attacker: e.attacker,
          attackers: [...e.attackers],
          defenders: [...e.defenders],
          ...(e.taunt ? { taunt: true as const } : {}),
        },
      };
    case 'fledBeforeCombat': {
      let next = s;
      for (const m of e.moves) next = units(next, [m.id, ...cargoOf(next, m.id)], { hex: m.path[m.path.length - 1]! });
      const fled = e.moves.map((m) => m.id);
      return next.battle
        ? {
            ...next,
            battle: {
              ...next.battle,
              fled: [...(next.battle.fled ?? []), ...fled],
              defenders: next.battle.defenders.filter((d) => !fled.includes(d)),
            },
          }
        : next;
    }
    case 'battleRolled':
      return s.battle
        ? {
            ...s,
            battle: {
              ...s.battle,
              roll: {
                die: e.die,
                mods: e.mods,
                total: e.total,
                column: e.column,
                attack: e.attack,
                defence: e.defence,
              },
              result: e.result,
            },
          }
        : s;
    case 'depleted':
      return units(s, e.units, { depleted: true });
    case 'restored':
      return units(s, e.units, { depleted: false });
    case 'eliminated': {
      const cargo = e.units.flatMap((id) => cargoOf(s, id));
      const next = units(s, e.units, { where: e.to, hex: null, aboard: null, depleted: false, river: null });
      // A ground army aboard a sunk ship goes to the pool (DG-SHIP-13); other cargo is placed by its own events.
      return units(next, cargo, (u) => (u.where === 'map' ? { aboard: null } : {}));
    }
    case 'lossesOwed':
      return s.battle ? { ...s, battle: { ...s.battle, owed: e.owed.map((o) => ({ ...o, units: [...o.units] })) } } : s;
    case 'retreated': {
      let next = s;
      for (const m of e.moves) next = units(next, [m.id, ...cargoOf(next, m.id)], { hex: m.to });
      return next;
    }
    case 'followed':
    case 'advanced': {
      let next = units(s, e.units, { hex: e.hex });
      if (e.type === 'advanced' && e.extra) for (const m of e.extra) next = units(next, [m.id], { hex: m.to });
      return next;
    }
    case 'battleEnded':
      return { ...s, battle: null };
    case 'paired': {
      const next = units(s, [e.returned], { where: 'map', hex: e.hex, depleted: false });
      return units(next, [e.removed], { where: 'removed', hex: null });
    }
    case 'consolidated': {
      const next = units(s, [e.kept], { depleted: false });
      return units(next, [e.pooled], { where: 'pool', hex: null, depleted: false });
    }
    case 'replacementsDone':
      return s;
    case 'draconianMade':
      return {
        ...units(s, [e.id], { where: 'map', hex: e.hex, side: 'highlord', depleted: false }),
        draconiansMade: s.draconiansMade + 1,
        draconianTurn: s.turn,
      };
    case 'templePlaced':
      return { ...s, darkTemple: { place: e.place, lost: s.darkTemple.lost } };
    case 'draconianDeclined':
      return { ...s, draconianTurn: s.turn };
    case 'capitalDisbanded':
      return { ...s, capitals: { ...s.capitals, [e.nation]: { disbanded: e.place, returns: e.returns, at: null } } };
    case 'capitalEstablished': {
      const c = s.capitals[e.nation];
      return {
        ...s,
        capitals: {
          ...s.capitals,
          [e.nation]: { disbanded: c?.disbanded ?? null, returns: c?.returns ?? null, at: e.place },
        },
      };
    }
    case 'templeLost':
      return { ...s, darkTemple: { ...s.darkTemple, lost: true } };
    case 'tauntRolled':
      return flags(s, e.kender, (f) => ({ ...f, taunted: true }));
    case 'flagged':
      return flags(s, e.units, (f) => ({ ...f, [e.flag]: true }));
    case 'seatDone':
      return { ...s, done: [...s.done, e.seat] };
    case 'attackedHex':
      return { ...s, attackedHexes: [...s.attackedHexes, e.hex] };
    case 'maelstromRolled': {
      // In the Maelstrom (DG-MAEL-02): stays, or waits for its way out; a sinking follows as its own events.
      let next = units(s, [e.ship, ...cargoOf(s, e.ship)], { hex: e.hex });
      next = units(next, [e.ship], { maelstrom: true, river: null });
      return flags(next, [e.ship], (f) => ({
        ...f,
        moved: true,
        ...(e.result === 'owner-places' ? {} : { stopped: true as const }),
        ...(e.picker ? { exit: e.picker } : {}),
      }));
    }
    case 'maelstromExited': {
      let next = units(s, [e.ship, ...cargoOf(s, e.ship)], { hex: e.hex });
      next = units(next, [e.ship], { maelstrom: false, river: null });
      return flags(next, [e.ship], (f) => {
        const { exit: _x, ...rest } = f;
        return rest;
      });
    }
    case 'leaderAtSea':
      return units(
        s,
        [e.leader],
        e.survived && e.hex ? { hex: e.hex, aboard: null } : { where: 'removed', hex: null, aboard: null },
      );
    case 'wizardReappeared':
      return units(
        s,
        [e.wizard],
        e.hex ? { hex: e.hex, aboard: e.ship ?? null } : { where: 'removed', hex: null, aboard: null },
      );
    case 'seaBattleDeclared':
      return {
        ...s,
        sea: {
          at: e.at,
          attacker: e.attacker,
          attackers: [...e.attackers],
          defenders: [...e.defenders],
          round: 1,
          targets: {},
        },
      };
    case 'seaTargeted':
      return s.sea ? { ...s, sea: { ...s.sea, targets: { ...s.sea.targets, ...e.targets } } } : s;
    case 'seaRolled':
      return s.sea
        ? { ...s, sea: { ...s.sea, targets: {}, round: e.round + 1, last: { round: e.round, shots: e.shots } } }
        : s;
    case 'shipsDamaged':
      return units(s, e.ships, { depleted: true });
    case 'shipsWithdrew': {
      const cargo = e.ships.flatMap((id) => cargoOf(s, id));
      const next = units(s, [...e.ships, ...cargo], { hex: e.hex });
      return units(next, e.ships, { river: e.river });
    }
    case 'seaBattleEnded':
      return { ...s, sea: null };
    case 'gameOver':
      return { ...s, result: { winner: e.winner, summary: e.summary }, stage: null };
    default: {
      const never: never = e;
      throw new Error(`unknown event ${(never as { type: string }).type}`);
    }
  }
}

const unitNation = (id: string): string | null => {
  try {
    return unit(id).nation;
  } catch {
    return null;
  }
};

/** Is this hex a stronghold whose benefits still count (a disbanded capital plays as clear, DG-CAP-04)? */
export function liveStronghold(s: State, hex: string): boolean {
  const p = placeAt(hex);
  if (!p || p.kind === 'port-town') return false;
  return !Object.values(s.capitals).some((c) => c?.disbanded === p.id);
}

/**
 * A side split by nation deals its nations to its seats (rules/seats.ts): those at war at the start in
 * the order of data/ids.ts, one to each seat in turn; a nation that joins later goes to the side's seat
 * commanding the fewest, the first of them on a tie.
 */
function dealNations(seats: State['seats'], nations: State['nations']): State['commanders'] {
  const out: State['commanders'] = {};
  const count: Record<string, number> = {};
  for (const n of NATIONS) {
    const st = nations[n]?.status;
    if (st !== 'highlord' && st !== 'whitestone') continue;
    const seat = fewest(seats[st], count);
    out[n] = seat;
    count[seat] = (count[seat] ?? 0) + 1;
  }
  return out;
}

function fewest(seats: readonly string[], count: Record<string, number>): string {
  let best = seats[0]!;
  for (const x of seats) if ((count[x] ?? 0) < (count[best] ?? 0)) best = x;
  return best;
}

function nextCommander(s: State, side: 'highlord' | 'whitestone'): string {
  const count: Record<string, number> = {};
  for (const seat of Object.values(s.commanders)) if (seat) count[seat] = (count[seat] ?? 0) + 1;
  return fewest(s.seats[side], count);
}
