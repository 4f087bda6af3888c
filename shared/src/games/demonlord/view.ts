/**
 * What each seat may see (DL-STACK-04..07, DL-SETUP-08, checklist §2 hidden
 * information), built on the server per seat: every stack shows only its top
 * unit (and, by the option, its height) to anyone but its owner; units in a
 * battle are seen by both sides while it lasts; a Vision shows its caster what
 * stood in the area; spell hands are secret until a spell is used; the
 * reinforcement and summoning draws and the counters set aside are never
 * shown. Once the game is over everything may be seen. `redact` hides the
 * same things in the log.
 */
import type { Viewer } from '../../engine/types.ts';
import { type Battle, battleView, redactBattle, type BattleEvent, type BattleView } from './battle/index.ts';
import { type AreaId, type Faction, type Neutral, type Side, SIDES, SPELL_BY_ID, type SpellId } from './data/index.ts';
import type { DlCoreEvent, DlEvent } from './events.ts';
import { byCounter, controllerOf, counter } from './rules/board.ts';
import { battleState } from './rules/fight.ts';
import { stackTop } from './rules/movement.ts';
import type { Effects, NeutralState, Stage, State, Step } from './rules/state.ts';

export interface UnitView {
  id: string;
  name: string;
  kind: 'regiment' | 'character';
  faction: Faction;
  move: 'P' | 'K' | 'V';
  mp: number;
  armour?: 'none' | 'medium' | 'heavy';
  morale?: number;
  melee?: number;
  missile?: number;
  magic?: number;
  range?: number;
  leader?: number | null;
  /** The viewer's own units in the movement step: MP left. */
  mpLeft?: number;
}

export interface StackView {
  area: AreaId;
  /** Who commands the stack: a side (allies included) or an unallied neutral. */
  side: Faction;
  top: UnitView;
  /** Every unit, when the viewer may see inside; null otherwise. */
  units: UnitView[] | null;
  /** How many units, when the viewer may see it (AMB-13 option). */
  count: number | null;
  /** Seen inside by a Vision this phase or in the battle being fought. */
  seen?: 'vision' | 'battle';
}

export interface DemonlordView {
  viewer: Viewer;
  turn: number;
  phase: number;
  first: Side;
  active: Side;
  step: Step;
  stage: Stage | null;
  scenario: State['scenario'];
  stacks: StackView[];
  control: Record<string, Side | Neutral | null>;
  razed: string[];
  sieges: { area: AreaId; settlement: string; defender: Side; besieger: Side; rounds: number }[];
  neutrals: Record<Neutral, NeutralState>;
  sides: Record<
    Side,
    {
      vp: number;
      called: boolean;
      arrived: boolean;
      /** Spells: the viewer's own hand; of the other side only those it has used. */
      spells: { id: SpellId; name: string }[];
      handCount: number;
      prisoners: UnitView[];
      /** Reinforcements waiting to be placed: the viewer's own only. */
      toPlace: UnitView[];
    }
  >;
  cast: string[];
  effects: Effects;
  battle: BattleView | null;
  truce: State['truce'];
  result: State['result'];
}

export function unitView(id: string): UnitView {
  const c = counter(id);
  const base = { id, name: c.name, faction: c.faction, move: c.move, mp: c.mp };
  if (c.kind === 'regiment') {
    return { ...base, kind: 'regiment', armour: c.armour, morale: c.morale, melee: c.melee, missile: c.missile };
  }
  return { ...base, kind: 'character', magic: c.magic, range: c.range, leader: c.leader };
}

const sees = (s: State, viewer: Viewer, owner: Faction): boolean =>
  s.result !== null || (viewer !== 'spectator' && owner === viewer);

/** The unit a stack shows on top (DL-STACK-04, AMB-13): the owner's choice, else its first regiment. */
export function topUnit(s: State, area: AreaId, owner: Faction, ids: readonly string[]): string {
  return stackTop(s, area, owner, ids)!;
}

function stacks(s: State, viewer: Viewer): StackView[] {
  const groups = new Map<string, string[]>();
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || !u.area) continue;
    const key = `${u.area}:${controllerOf(s, u.id)}`;
    groups.set(key, [...(groups.get(key) ?? []), u.id]);
  }
  const b = battleState(s);
  const inBattle = new Set<string>(b && s.battle ? battleUnits(b) : []);
  const visions =
    viewer !== 'demon' && viewer !== 'khozar' ? [] : s.sides[viewer].visions.filter((v) => v.phase === s.phase);
  const out: StackView[] = [];
  for (const [key, ids] of [...groups].sort(([a], [b2]) => a.localeCompare(b2))) {
    const [area, owner] = key.split(':') as [AreaId, Faction];
    const sorted = [...ids].sort(byCounter);
    const top = topUnit(s, area, owner, sorted);
    const own = sees(s, viewer, owner);
    // DL-STACK-05: the units of the stack fighting the battle; DL-STACK-06: what a Vision saw there, as it was then
    const fighting = sorted.filter((id) => inBattle.has(id));
    const vision = visions.filter((v) => v.area === area).pop();
    // a Vision stays open only while the stack is as it saw it: that a stack moved or was joined is public
    // (the moves in the log), which units did is not
    const seenThen = vision ? vision.units.filter((id) => controllerOf(s, id) === owner).sort(byCounter) : [];
    const unchanged = seenThen.length === sorted.length && seenThen.every((id, i) => id === sorted[i]);
    const seen: 'battle' | 'vision' | null = own ? null : fighting.length ? 'battle' : unchanged ? 'vision' : null;
    const mp = s.move && viewer === s.active && owner === viewer ? s.move : null;
    const show = (id: string): UnitView => {
      const v = unitView(id);
      if (mp && id in mp.allowance) v.mpLeft = Math.max(0, (mp.allowance[id] ?? 0) - (mp.spent[id] ?? 0));
      return v;
    };
    const inside = own ? sorted : seen === 'battle' ? fighting : seen === 'vision' ? seenThen : null;
    out.push({
      area,
      side: owner,
      top: show(top),
      units: inside ? [...inside.filter((id) => id === top), ...inside.filter((id) => id !== top)].map(show) : null,
      count: own || s.showStackHeight ? sorted.length : null,
      ...(seen ? { seen } : {}),
    });
  }
  return out;
}

/** Every unit in the battle being fought (both sides see them while it lasts, DL-STACK-05). */
function battleUnits(b: Battle): string[] {
  return [...Object.keys(b.regiments), ...Object.keys(b.characters)];
}

export function view(s: State, viewer: Viewer): DemonlordView {
  const sides = {} as DemonlordView['sides'];
  for (const side of SIDES) {
    const st = s.sides[side];
    const mine = sees(s, viewer, side);
    const spells = (mine ? st.hand : st.shown).map((id) => ({
      id: id as SpellId,
      name: SPELL_BY_ID.get(id as SpellId)?.name ?? id,
    }));
    sides[side] = {
      vp: st.vp,
      called: st.called,
      arrived: st.arrived,
      spells,
      handCount: st.hand.length,
      prisoners: Object.values(s.units)
        .filter((u) => u.status === 'prisoner' && u.captor === side)
        .map((u) => unitView(u.id)),
      toPlace: mine ? st.toPlace.map(unitView) : [],
    };
  }
  const b = battleState(s);
  return {
    viewer,
    turn: s.turn,
    phase: s.phase,
    first: s.first,
    active: s.active,
    step: s.step,
    stage: stageFor(s, viewer),
    scenario: s.scenario,
    stacks: stacks(s, viewer),
    control: { ...s.control },
    razed: [...s.razed],
    sieges: Object.values(s.sieges).map((x) => ({
      area: x.area,
      settlement: x.settlement,
      defender: x.defender,
      besieger: x.besieger,
      rounds: x.rounds,
    })),
    neutrals: structuredClone(s.neutrals),
    sides,
    /** The viewer's own characters who have cast this phase (the enemy's are named in the log when they cast). */
    cast: s.cast.filter((id) => sees(s, viewer, controllerOf(s, id))),
    effects: structuredClone(s.effects),
    battle: b ? battleView(b, viewer === 'demon' || viewer === 'khozar' ? viewer : 'spectator') : null,
    truce: { ...s.truce },
    result: s.result,
  };
}

const secretFor = (viewer: Viewer, owner: Side): boolean => viewer !== owner;

/** Fields of a stage any viewer may see: who is asked, where, and about what, never which units. */
const OPEN_FIELDS = new Set([
  'kind',
  'side',
  'area',
  'asked',
  'window',
  'turn',
  'step',
  'relief',
  'options',
  'areas',
  'by',
]);

/** The stage as the viewer may see it: the acting side's own stage whole, anyone else's without unit ids. */
function stageFor(s: State, viewer: Viewer): Stage | null {
  return s.result ? s.stage : stageAs(s.stage, viewer);
}

function stageAs(st: Stage | null, viewer: Viewer): Stage | null {
  if (!st) return st;
  const actor = (st as { side?: Side }).side;
  if (actor && !secretFor(viewer, actor)) return st;
  return Object.fromEntries(Object.entries(st).filter(([k]) => OPEN_FIELDS.has(k))) as Stage;
}

/** The log as `viewer` may read it (the same secrets as the view). */
export function redact(e: DlEvent, viewer: Viewer): DlEvent | null {
  if (e.type.startsWith('battle'))
    return redactBattle(e as BattleEvent, viewer === 'spectator' ? 'spectator' : (viewer as Side)) as DlEvent | null;
  const c = e as DlCoreEvent;
  switch (c.type) {
    case 'started':
      return c.hands ? { ...c, hands: viewer === 'spectator' ? {} : { [viewer]: c.hands[viewer as Side] ?? [] } } : c;
    case 'handChosen':
      return secretFor(viewer, c.side) ? { ...c, picked: [], drawn: [] } : c;
    case 'allowances':
      // every unit listed is the active side's (allies included): the other side reads none of it
      return Object.keys(c.allowance).some((id) => sideOfUnit(id) === viewer) ? c : null;
    case 'moved':
      return secretFor(viewer, c.side) ? { ...c, units: [], cost: {}, minimum: false } : c;
    case 'visionSeen':
      return secretFor(viewer, c.side) ? { ...c, units: [] } : c;
    case 'gated':
      return secretFor(viewer, c.side) ? ({ ...c, units: [], count: c.units.length } as DlEvent) : c;
    case 'reinforcementsDrawn':
      return secretFor(viewer, c.side) ? { ...c, drawn: [], aside: [] } : { ...c, aside: [] };
    case 'setAside':
      return { ...c, units: [] };
    case 'placed':
      return secretFor(viewer, c.side) && (c.cause === 'reinforcement' || c.cause === 'summoned')
        ? ({ ...c, units: [], count: c.units.length } as DlEvent)
        : c;
    case 'withdrew':
      return secretFor(viewer, c.side) ? ({ ...c, units: [], count: c.units.length } as DlEvent) : c;
    case 'staged':
      // as in the view: which units a withdrawal takes on, and with what MP, is the withdrawing side's own
      return c.stage?.kind === 'withdrawOn' ? { ...c, stage: stageAs(c.stage, viewer) } : c;
    case 'siegeBegan':
      return secretFor(viewer, c.siege.defender) ? { ...c, siege: { ...c.siege, inside: [] } } : c;
    case 'insideChanged':
      return null;
    default:
      return c;
  }
}

const sideOfUnit = (id: string): Faction => counter(id).faction;
