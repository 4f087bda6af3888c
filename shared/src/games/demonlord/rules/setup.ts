/**
 * The start of a game (DL-SETUP): every unit in its place from the order of
 * battle, the fortifications in the hands of whoever starts in them, the
 * neutrals neutral. Khozar's servants, the Western Townsmen and both spell
 * hands are decided in the setup stage (rules/setupStage.ts). A sandbox start
 * puts any units anywhere, for scenario tests and tools.
 */
import type { Dice } from '../../../engine/types.ts';
import type { Config, Sandbox } from '../config.ts';
import {
  FIRST_PHASE,
  INITIAL_CONTROL,
  type Neutral,
  NEUTRALS,
  ORDER_OF_BATTLE,
  SETTLEMENTS,
  type Side,
  UNITS,
} from '../data/index.ts';
import type { DlEvent } from '../events.ts';
import { evolve } from './evolve.ts';
import { advance } from './flow.ts';
import type { NeutralState, State, Unit } from './state.ts';
import { Tx } from './tx.ts';

/** The Ul units both rulers have: the slave miners stand in the mines from the start (DL-NEUT-03). */
export const UL_ALWAYS = ['ul-slave-miners-1', 'ul-slave-miners-2'];

function startUnit(id: string): Unit {
  const p = ORDER_OF_BATTLE.get(id)!;
  if (p.kind === 'area') return { id, status: 'map', area: p.area };
  if (p.kind === 'ul' && UL_ALWAYS.includes(id)) return { id, status: 'map', area: p.area };
  return { id, status: 'pool', area: null };
}

export function neutralStart(): Record<Neutral, NeutralState> {
  return Object.fromEntries(NEUTRALS.map((n) => [n, { ally: null, kind: null, myth: false, check: false }])) as Record<
    Neutral,
    NeutralState
  >;
}

function startControl(): Record<string, Side | Neutral | null> {
  const out: Record<string, Side | Neutral | null> = {};
  for (const t of SETTLEMENTS) {
    const c = INITIAL_CONTROL.get(t.id);
    if (c === 'khozar-if-townsman') out[t.id] = null;
    else if (c !== undefined) out[t.id] = c;
    else out[t.id] = t.faction;
  }
  return out;
}

export function setup(config: Config, dice: Dice): DlEvent[] {
  const base = {
    type: 'started' as const,
    scenario: config.scenario,
    tournament: config.tournament,
    showStackHeight: config.showStackHeight,
    strategicOwnAlliances: config.strategicOwnAlliances,
    maxTurns: config.maxTurns,
    neutrals: neutralStart(),
  };
  if (config.sandbox) {
    // A sandbox skips the setup stage: play on to its first question (the start of the phase of `active`).
    const started: DlEvent = { ...base, ...sandboxStart(config.sandbox), first: FIRST_PHASE };
    const tx = new Tx(evolve(undefined, started) as State, dice);
    advance(tx);
    return [started, ...tx.events];
  }
  const events: DlEvent[] = [
    { ...base, first: FIRST_PHASE, turn: 1, units: UNITS.map((u) => startUnit(u.id)), control: startControl() },
  ];
  if (config.firstTurnRoll) events.push(rollFirst(dice));
  return events;
}

/** DL-VFT-01: both roll, ties roll again; the higher plays first every turn. */
export function rollFirst(dice: Dice): DlEvent {
  const rolls: { khozar: number; demon: number }[] = [];
  for (;;) {
    const r = { khozar: dice.roll(6), demon: dice.roll(6) };
    rolls.push(r);
    if (r.khozar !== r.demon) return { type: 'firstRolled', rolls, first: r.khozar > r.demon ? 'khozar' : 'demon' };
  }
}

const SETUP_PLACED = new Set(['KhO', 'ZG']);

function sandboxStart(sb: Sandbox) {
  const listed = new Map(sb.units.map((u) => [u.id, u]));
  for (const id of listed.keys()) if (!UNITS.some((u) => u.id === id)) throw new Error(`sandbox: no unit ${id}`);
  const units: Unit[] = UNITS.map((c) => {
    const u = listed.get(c.id);
    // servants and townsmen come in only at setup, which a sandbox has behind it: unlisted, they are out
    if (!u) return { id: c.id, status: SETUP_PLACED.has(c.home) ? 'out' : 'pool', area: null };
    const status = u.status ?? (u.area ? 'map' : 'pool');
    const out: Unit = { id: c.id, status, area: u.area ?? null };
    if (u.captor) out.captor = u.captor;
    if (status === 'destroyed') out.phase = 0;
    return out;
  });
  const control = startControl();
  for (const [k, v] of Object.entries(sb.control ?? {})) control[k] = v;
  const neutrals = neutralStart();
  for (const [n, a] of Object.entries(sb.allies ?? {})) {
    if (!(n in neutrals)) throw new Error(`sandbox: no neutral ${n}`);
    neutrals[n as Neutral] = { ...neutrals[n as Neutral], ally: a.side, kind: a.kind };
  }
  return {
    turn: sb.turn ?? 1,
    units,
    control,
    active: sb.active,
    hands: sb.hands,
    called: sb.called,
    warBegun: sb.warBegun,
    tops: sb.tops,
    vp: sb.vp,
    setupDone: true,
    neutrals,
  };
}
