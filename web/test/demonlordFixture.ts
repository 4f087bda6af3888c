/**
 * Hand-built Demonlord views for the board's tests and its static harness, from
 * the title's own data (the order of battle, initial control): every stack at
 * its starting area, the viewer's open and everyone else's hidden, as view.ts
 * builds them. The tests also run on real views from the engine.
 */
import {
  type AreaId,
  type Faction,
  INITIAL_CONTROL,
  NEUTRALS,
  type Neutral,
  SETTLEMENTS,
  type Side,
  STARTING_AREA_OF,
  UNIT_BY_ID,
} from '@hexpost/shared/games/demonlord/data/index.ts';
import type { Choice } from '../src/boards/registry.ts';
import type { BattleView, RegimentView } from '../src/boards/demonlord/battle.ts';
import { areaWords, type UnitView, type View } from '../src/boards/demonlord/pieces.ts';

export function unitOf(id: string, mpLeft?: number): UnitView {
  const c = UNIT_BY_ID.get(id);
  if (!c) throw new Error(`no unit ${id}`);
  const base = {
    id,
    name: c.name,
    faction: c.faction,
    move: c.move,
    mp: c.mp,
    ...(mpLeft !== undefined ? { mpLeft } : {}),
  };
  if (c.kind === 'regiment')
    return { ...base, kind: 'regiment', armour: c.armour, morale: c.morale, melee: c.melee, missile: c.missile };
  return { ...base, kind: 'character', magic: c.magic, range: c.range, leader: c.leader };
}

export interface FixtureOptions {
  viewer: Side | 'spectator';
  /** Stack heights shown to the other side (the AMB-13 option). */
  showHeight?: boolean;
  /** Units moved before the view is built: id -> area. */
  moves?: Record<string, AreaId>;
  step?: View['step'];
  stage?: View['stage'];
  /** MP left for the viewer's units (the movement step). */
  mpLeft?: Record<string, number>;
}

/** The war at its start: every unit with a fixed starting area, stacked per area and side. */
export function startView(o: FixtureOptions): View {
  const groups = new Map<string, string[]>();
  for (const [id, area] of STARTING_AREA_OF) {
    const at = o.moves?.[id] ?? area;
    const f = UNIT_BY_ID.get(id)?.faction as Faction;
    const key = `${at}:${f}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  const stacks: View['stacks'] = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, ids]) => {
      const [area, side] = key.split(':') as [AreaId, Faction];
      const open = side === o.viewer;
      const units = ids.map((id) => unitOf(id, open ? o.mpLeft?.[id] : undefined));
      const top = units.find((u) => u.kind === 'regiment') ?? (units[0] as UnitView);
      return {
        area,
        side,
        top,
        units: open ? [top, ...units.filter((u) => u !== top)] : null,
        count: open || o.showHeight ? ids.length : null,
      };
    });
  const control: View['control'] = {};
  for (const s of SETTLEMENTS) {
    const c = INITIAL_CONTROL.get(s.id) ?? null;
    control[s.id] = c === 'khozar-if-townsman' ? null : (c as Side | Neutral | null);
  }
  const side = (s: Side): View['sides'][Side] => ({
    vp: s === 'khozar' ? 3 : 2,
    called: false,
    arrived: false,
    spells:
      o.viewer === s
        ? [
            { id: 'vision', name: 'Vision' },
            { id: 'swift-steps', name: 'Swift Steps' },
          ]
        : [],
    handCount: 5,
    prisoners: [],
    toPlace: [],
  });
  return {
    viewer: o.viewer,
    turn: 1,
    phase: 1,
    first: 'khozar',
    active: 'khozar',
    step: o.step ?? 'movement',
    stage: o.stage ?? { kind: 'movement' },
    scenario: 'base',
    stacks,
    control,
    razed: [],
    sieges: [],
    neutrals: Object.fromEntries(
      NEUTRALS.map((n) => [n, { ally: null, kind: null, myth: false, check: false }]),
    ) as View['neutrals'],
    sides: { demon: side('demon'), khozar: side('khozar') },
    cast: [],
    effects: {
      swift: [],
      failure: [],
      darkness: [],
      light: [],
      cancelled: [],
      veil: [],
      rains: null,
      rainsTried: false,
    },
    battle: null,
    truce: { open: false, lastTurn: null },
    result: null,
  };
}

/** Move choices from one stack, as rules/movement.ts words them. */
export function moveChoices(v: View, from: AreaId, to: Record<AreaId, number>, fight: AreaId[] = []): Choice[] {
  const st = v.stacks.find((s) => s.area === from && s.side === v.viewer && s.units);
  if (!st?.units) throw new Error(`no stack of the viewer at ${from}`);
  const units = st.units.map((u) => u.id);
  return Object.entries(to).map(([area, cost]) => ({
    command: { type: 'move', units, to: area },
    label: `Move ${units.length} units to ${areaWords(area)} (${cost} MP)${fight.includes(area) ? ', into enemy regiments: a battle' : ''}`,
    group: `Move from ${areaWords(from)}`,
    target: area,
    ...(units.length > 1
      ? {
          pick: {
            field: 'units',
            prompt: 'Which units go?',
            options: units.map((id) => ({ id, label: UNIT_BY_ID.get(id)?.name ?? id })),
            min: 1,
          },
        }
      : {}),
  }));
}

/** A regiment as the battle view shows it (battle/view.ts), from the order of battle. */
export function regimentOf(id: string, side: Side, extra: Partial<RegimentView> = {}): RegimentView {
  const c = UNIT_BY_ID.get(id);
  if (c?.kind !== 'regiment') throw new Error(`no regiment ${id}`);
  return {
    id,
    name: `${c.name} (${c.code})`,
    side,
    code: c.code,
    move: c.move,
    armour: c.armour,
    missile: c.missile,
    melee: c.melee,
    morale: c.morale,
    characters: [],
    leader: null,
    riverPenalty: false,
    freed: false,
    ...extra,
  } as RegimentView;
}

/** A battle at its deployment, every regiment of both stacks still to place: the panel's longest moment. */
export function deploymentBattle(area: AreaId, khozar: string[], demon: string[]): BattleView {
  return {
    area,
    terrain: 'plain',
    road: false,
    front: 5,
    active: 'khozar',
    waiting: 'khozar',
    round: 0,
    stage: 'deploy',
    line: [],
    reserves: { khozar: [], demon: [] },
    unplaced: {
      khozar: khozar.map((id) => regimentOf(id, 'khozar')),
      demon: demon.map((id) => regimentOf(id, 'demon')),
    },
    fled: { khozar: [], demon: [] },
    destroyed: { khozar: [], demon: [] },
    characters: [],
    rounds: [],
    planIn: { khozar: true, demon: true },
    myPlan: null,
    pending: [{ side: 'khozar', prompt: 'Lead with a regiment', kind: 'battle-deploy' }],
    outcome: null,
  } as unknown as BattleView;
}
