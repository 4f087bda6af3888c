/**
 * The start of a game: the scenario's standing of every nation, its stacks on
 * the map, the pool, the cup (DG-SET-02..05), or a sandbox for tests and
 * tools. One `started` event carries all of it; the first Turn begins at once.
 */
import type { Dice } from '../../../engine/types.ts';
import { type Config, seatsFor, sideOfSeat } from '../config.ts';
import {
  cupAtStart,
  initialControl,
  knightsStrongholdsAtStart,
  NATIONS,
  type NationId,
  scenario as scenarioOf,
  sideOf,
  startingHexes,
  STRONGHOLDS,
  UNITS,
  WIZARDS,
} from '../data/index.ts';
import type { DgEvent } from '../events.ts';
import { beginTurn, resumeSandbox } from './flow.ts';
import type { NationState, NationStatus, State, UnitState } from './state.ts';
import { Tx } from './tx.ts';

const statusOf = (st: string): NationStatus =>
  st === 'highlord' || st === 'whitestone' || st === 'neutral' ? st : 'conquered';

export function startedEvent(config: Config): Extract<DgEvent, { type: 'started' }> {
  const sc = scenarioOf(config.scenario);
  const sb = config.sandbox;
  const all = seatsFor(config);
  const seats = {
    highlord: all.filter((x) => sideOfSeat(x) === 'highlord'),
    whitestone: all.filter((x) => sideOfSeat(x) === 'whitestone'),
  };
  const nations = {} as Record<NationId, NationState>;
  for (const n of NATIONS) {
    const st = statusOf(sb ? (sb.nations?.[n] ?? 'neutral') : sc.status[n]);
    nations[n] = { status: st, atStart: st };
    const raw = sc.status[n];
    if (!sb && st === 'conquered') nations[n].by = raw === 'conquered-by-whitestone' ? 'whitestone' : 'highlord';
  }
  const units: Record<string, UnitState> = {};
  const sideFor = (nation: NationId): UnitState['side'] => {
    const st = nations[nation].status;
    return st === 'highlord' || st === 'whitestone' ? st : null;
  };
  for (const c of UNITS)
    units[c.id] = { id: c.id, side: sideFor(c.nation), where: 'waiting', hex: null, depleted: false, aboard: null };
  for (const w of WIZARDS)
    units[w.id] = { id: w.id, side: w.side, where: 'waiting', hex: null, depleted: false, aboard: null };

  if (sb) {
    for (const u of sb.units) {
      const base = units[u.id];
      if (!base) throw new Error(`no counter ${u.id}`);
      units[u.id] = {
        ...base,
        side: u.side ?? base.side,
        where: u.where ?? (u.hex ? 'map' : 'waiting'),
        hex: u.hex ?? null,
        depleted: u.depleted ?? false,
        aboard: u.aboard ?? null,
        ...(u.river ? { river: u.river } : {}),
        ...(u.maelstrom ? { maelstrom: true } : {}),
      };
    }
    const control: Record<string, 'highlord' | 'whitestone' | null> = {};
    for (const p of STRONGHOLDS) control[p.id] = sb.control?.[p.id] ?? sideFor(p.nation);
    return {
      type: 'started',
      scenario: config.scenario,
      seats,
      split: config.split === 'by-nation' && config.seatsPerSide > 1,
      turn: sb.turn ?? 1,
      lastTurn: sc.lastTurn,
      units,
      nations,
      control,
      cup: sb.cup ?? [],
      drawn: [],
      markers: [],
      darkTemple: { place: sb.darkTemple ?? null, lost: sb.templeLost ?? false },
      draconiansMade: sb.draconiansMade ?? 0,
      knightsStrongholds: knightsStrongholdsAtStart(sc),
      firstTie: sc.firstInitiativeTie,
      initiative: sb.initiative ?? null,
      hiddenStacks: config.hiddenStacks,
      movingCapitals: config.movingCapitals,
      step: sb.step ?? 'movement',
      mover: sb.mover ?? 'highlord',
      first: sb.second ? (sb.mover === 'whitestone' ? 'highlord' : 'whitestone') : (sb.mover ?? 'highlord'),
      half: sb.second ? 1 : 0,
    };
  }

  for (const [id, hex] of startingHexes(sc)) {
    const u = units[id];
    if (!u) continue;
    units[id] = { ...u, where: 'map', hex, side: sideOf(sc, id) ?? u.side };
  }
  for (const id of sc.pool) if (units[id]) units[id] = { ...units[id]!, where: 'pool', hex: null };
  for (const id of sc.removed) if (units[id]) units[id] = { ...units[id]!, where: 'removed', hex: null };
  const control = Object.fromEntries(initialControl(sc)) as Record<string, 'highlord' | 'whitestone' | null>;
  return {
    type: 'started',
    scenario: sc.id,
    seats,
    split: config.split === 'by-nation' && config.seatsPerSide > 1,
    turn: sc.firstTurn,
    lastTurn: sc.lastTurn,
    units,
    nations,
    control,
    cup: cupAtStart(sc),
    drawn: sc.drawn.map((event) => ({ event, turn: 0, by: 'highlord' as const })),
    markers: sc.eventMarkers.map((m) => ({ ...m })),
    darkTemple: { place: sc.darkTemple.placed ? sc.darkTemple.place : null, lost: false },
    draconiansMade: sc.draconiansMade,
    knightsStrongholds: knightsStrongholdsAtStart(sc),
    firstTie: sc.firstInitiativeTie,
    hiddenStacks: config.hiddenStacks,
    movingCapitals: config.movingCapitals,
  };
}

export function setup(config: Config, dice: Dice): DgEvent[] {
  const start = startedEvent(config);
  const tx = new Tx(undefined as unknown as State, dice);
  tx.emit(start);
  if (config.sandbox) {
    // A sandbox begins where it says; the flow takes it from there (rules/flow.ts).
    resumeSandbox(tx);
  } else beginTurn(tx, start.turn, true);
  return tx.events;
}
