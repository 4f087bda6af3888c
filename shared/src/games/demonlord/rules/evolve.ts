/**
 * Folding the facts into the state. Pure and total: it never rolls (the dice
 * are in the events) and never decides (decide does, in rules/table.ts).
 * Each event is applied to a copy, so earlier states stay as they were.
 */
import { applyBattle } from '../battle/index.ts';
import { isRegiment } from './board.ts';
import { SIDES, type Side } from '../data/index.ts';
import type { DlCoreEvent, DlEvent } from '../events.ts';
import type { Effects, SideState, State } from './state.ts';

export const noEffects = (): Effects => ({
  swift: [],
  failure: [],
  darkness: [],
  light: [],
  cancelled: [],
  veil: [],
  rains: null,
  rainsTried: false,
});

const sideStart = (): SideState => ({
  hand: [],
  shown: [],
  handChosen: false,
  called: false,
  calledPhase: null,
  arrived: false,
  toPlace: [],
  vp: 0,
  tally: { regiments: 0, characters: 0 },
  visions: [],
  returnsTried: false,
});

function started(e: Extract<DlCoreEvent, { type: 'started' }>): State {
  const sides = { demon: sideStart(), khozar: sideStart() } as Record<Side, SideState>;
  for (const side of SIDES) {
    const hand = e.hands?.[side];
    if (hand) {
      sides[side].hand = [...hand];
      sides[side].handChosen = true;
    } else if (e.setupDone) sides[side].handChosen = true;
    if (e.called?.[side]) {
      sides[side].called = true;
      sides[side].arrived = true;
    }
    sides[side].vp = e.vp?.[side] ?? 0;
  }
  return {
    turn: e.turn,
    phase: 0,
    first: e.first,
    active: e.active ?? e.first,
    step: 'setup',
    stage: e.setupDone ? null : { kind: 'setup' },
    scenario: e.scenario,
    tournament: e.tournament,
    showStackHeight: e.showStackHeight,
    strategicOwnAlliances: e.strategicOwnAlliances,
    maxTurns: e.maxTurns ?? 0,
    units: Object.fromEntries(e.units.map((u) => [u.id, { ...u }])),
    control: { ...e.control },
    razed: [],
    neutrals: structuredClone(e.neutrals),
    sides,
    tops: { ...(e.tops ?? {}) },
    move: null,
    battles: [],
    battle: null,
    sieges: {},
    siegeQueue: [],
    attempts: [],
    windows: [],
    alliedDone: [],
    allianceSpells: [],
    cast: [],
    effects: noEffects(),
    warBegun: e.warBegun ?? false,
    truce: { open: false, lastTurn: null },
    forestSummon: null,
    result: null,
  };
}

const isBattleEvent = (e: DlEvent): boolean => e.type.startsWith('battle');

/**
 * What each kind of event changes, so evolve copies only those parts (copy on write): a bot game folds
 * thousands of events, and copying the whole state for each was most of its time.
 */
type Slice =
  | 'units'
  | 'sides'
  | 'move'
  | 'tops'
  | 'control'
  | 'sieges'
  | 'neutrals'
  | 'truce'
  | 'razed'
  | 'cast'
  | 'attempts'
  | 'allianceSpells'
  | 'alliedDone'
  | 'windows';
const TOUCH: Partial<Record<DlCoreEvent['type'], readonly Slice[]>> = {
  servantPlaced: ['units'],
  townsmanTried: ['units'],
  townsmanOut: ['units'],
  handChosen: ['sides'],
  phaseBegan: ['sides'],
  moved: ['units', 'move', 'tops'],
  topSet: ['tops'],
  captureRolled: ['move'],
  captured: ['units', 'sides'],
  destroyed: ['units', 'sides'],
  controlChanged: ['control'],
  withdrew: ['units', 'sieges'],
  siegeBegan: ['sieges'],
  siegeRolled: ['sieges'],
  siegeEnded: ['sieges'],
  insideChanged: ['sieges'],
  allianceChanged: ['neutrals'],
  allianceChecked: ['neutrals'],
  allianceFlag: ['neutrals'],
  allianceRolled: ['attempts', 'allianceSpells', 'cast'],
  myth: ['neutrals', 'units', 'razed', 'control'],
  ulRuler: ['neutrals', 'units'],
  unitsAway: ['units'],
  pooled: ['units'],
  unitsHome: ['units'],
  allianceDone: ['alliedDone'],
  reinforcementsCalled: ['sides'],
  reinforcementsRolled: ['sides'],
  reinforcementsDrawn: ['sides', 'units'],
  placed: ['units', 'sides'],
  returnsTried: ['sides'],
  setAside: ['units'],
  cast: ['cast'],
  exchanged: ['units'],
  vpScored: ['sides'],
  truceRolled: ['truce'],
  negotiated: ['truce'],
  windowOpened: ['windows'],
  spellShown: ['sides'],
  visionSeen: ['sides'],
  gated: ['units'],
};

/** Records whose entries are always replaced whole: a shallow copy is enough. */
const SHALLOW = new Set<Slice>(['units', 'tops', 'control']);

/** Copies of the parts apply() writes into, one level deeper where it writes into nested records. */
const DEEP: Partial<Record<Slice, (v: never) => unknown>> = {
  sides: (v: State['sides']) => ({
    demon: copySide(v.demon),
    khozar: copySide(v.khozar),
  }),
  move: (m: NonNullable<State['move']>) =>
    m && {
      ...m,
      spent: { ...m.spent },
      moved: [...m.moved],
      stopped: [...m.stopped],
      riding: { ...m.riding },
      checked: { ...m.checked },
      crossed: { ...m.crossed },
    },
  sieges: (v: State['sieges']) =>
    Object.fromEntries(Object.entries(v).map(([k, x]) => [k, { ...x, inside: [...x.inside] }])),
};

const copySide = (x: SideState): SideState => ({
  ...x,
  shown: [...x.shown],
  visions: [...x.visions],
  tally: { ...x.tally },
});

function touch(s: State, slices: readonly Slice[]): void {
  const w = s as unknown as Record<Slice, unknown>;
  for (const k of slices) {
    const v = w[k];
    if (v === null || typeof v !== 'object') continue;
    const deep = DEEP[k];
    w[k] = Array.isArray(v) ? [...v] : SHALLOW.has(k) ? { ...v } : deep ? deep(v as never) : structuredClone(v);
  }
}

export function evolve(state: State | undefined, e: DlEvent): State {
  if (e.type === 'started') return started(e as Extract<DlCoreEvent, { type: 'started' }>);
  if (!state) throw new Error(`${e.type} before the game started`);
  const s: State = { ...state };
  if (isBattleEvent(e)) {
    if (!s.battle) throw new Error(`${e.type} with no battle`);
    // biome-ignore lint/suspicious/noExplicitAny: the battle module types its own state
    s.battle = { ...s.battle, state: applyBattle(s.battle.state as any, e as any) };
    return s;
  }
  const core = e as DlCoreEvent;
  touch(s, TOUCH[core.type] ?? []);
  apply(s, core);
  return s;
}

function apply(s: State, e: DlCoreEvent): void {
  switch (e.type) {
    case 'started':
      return;
    case 'firstRolled':
      s.first = e.first;
      s.active = e.first;
      return;
    case 'servantPlaced':
      s.units[e.unit] = { id: e.unit, status: 'map', area: e.area };
      return;
    case 'townsmanTried':
      if (e.placed) s.units[e.unit] = { id: e.unit, status: 'map', area: e.area };
      else refused(s, e.unit, e.area);
      return;
    case 'townsmanOut':
      s.units[e.unit] = { id: e.unit, status: 'out', area: null };
      return;
    case 'handChosen':
      s.sides[e.side].hand = [...e.picked, ...e.drawn];
      s.sides[e.side].handChosen = true;
      return;
    case 'phaseBegan':
      s.turn = e.turn;
      s.phase = e.phase;
      s.active = e.active;
      s.step = 'start';
      s.stage = null;
      s.move = null;
      s.cast = [];
      s.windows = [];
      s.attempts = [];
      s.alliedDone = [];
      if (s.active === s.first) s.allianceSpells = [];
      s.effects = {
        ...noEffects(),
        rains:
          s.effects.rains && s.effects.rains.until >= e.phase
            ? s.effects.rains
            : s.effects.rains?.next && s.effects.rains.next.until >= e.phase
              ? { ...s.effects.rains.next }
              : null,
      };
      for (const side of SIDES) {
        s.sides[side].returnsTried = false;
        s.sides[side].visions = []; // a Vision shows the area for the phase it is cast in
      }
      return;
    case 'stepBegan':
      s.step = e.step;
      return;
    case 'staged':
      s.stage = e.stage;
      return;
    case 'allowances':
      s.move = {
        allowance: { ...e.allowance },
        spent: {},
        moved: [],
        stopped: [],
        start: Object.fromEntries(Object.keys(e.allowance).map((id) => [id, s.units[id]!.area!])),
        riding: {},
        checked: {},
        crossed: {},
      };
      return;
    case 'moved':
      moved(s, e);
      return;
    case 'topSet':
      s.tops[`${e.area}:${e.side}`] = e.unit;
      return;
    case 'captureRolled':
      if (s.move) {
        for (const c of e.characters) {
          const list = s.move.checked[c] ?? [];
          s.move.checked[c] = [...list, e.area];
          if (e.result === 'stopped' && !s.move.stopped.includes(c)) s.move.stopped.push(c);
        }
      }
      return;
    case 'captured':
      for (const id of e.units) {
        s.units[id] = { id, status: 'prisoner', area: null, captor: e.by };
        tally(s, e.by, id);
      }
      return;
    case 'destroyed':
      for (const id of e.units) {
        const was = s.units[id];
        s.units[id] = { id, status: 'destroyed', area: e.area ?? was?.area ?? null, phase: s.phase };
        if (e.by) tally(s, e.by, id);
      }
      return;
    case 'controlChanged':
      s.control[e.settlement] = e.to;
      return;
    case 'fightsFound':
      s.battles = [...e.areas];
      return;
    case 'fightChosen':
      s.battles = s.battles.filter((a) => a !== e.area);
      return;
    case 'sallyChosen':
    case 'terrainChosen':
      return;
    case 'fightOpened':
      s.battle = { area: e.area, terrain: e.terrain, state: null, neutrals: [...e.neutrals] };
      return;
    case 'fightClosed':
      s.battle = null;
      return;
    case 'withdrew':
      for (const id of e.units) {
        const to = e.path.length ? e.path[e.path.length - 1]! : e.from;
        s.units[id] = { ...s.units[id]!, area: to };
      }
      if (!e.path.length && s.sieges[e.from]) {
        const siege = s.sieges[e.from]!;
        siege.inside = [...new Set([...siege.inside, ...e.units])];
      }
      return;
    case 'siegeBegan':
      s.sieges[e.siege.area] = structuredClone(e.siege);
      return;
    case 'siegesQueued':
      s.siegeQueue = [...e.areas];
      return;
    case 'siegeChosen':
      s.siegeQueue = s.siegeQueue.filter((a) => a !== e.area);
      return;
    case 'siegeRolled': {
      const siege = s.sieges[e.area];
      if (siege) siege.rounds += 1;
      return;
    }
    case 'siegeEnded':
      delete s.sieges[e.area];
      s.siegeQueue = s.siegeQueue.filter((a) => a !== e.area);
      return;
    case 'insideChanged':
      if (s.sieges[e.area]) s.sieges[e.area]!.inside = [...e.inside];
      return;
    case 'allianceChanged': {
      const n = s.neutrals[e.neutral];
      n.ally = e.ally;
      n.kind = e.kind;
      n.check = false;
      return;
    }
    case 'allianceRolled':
      s.attempts.push(`${e.side}:${e.neutral}`);
      if (e.caster) {
        s.allianceSpells.push(`${e.side}:${e.neutral}`);
        s.cast.push(e.caster);
      }
      return;
    case 'allianceChecked':
      s.neutrals[e.neutral].check = false;
      return;
    case 'allianceFlag':
      s.neutrals[e.neutral].check = e.check;
      return;
    case 'myth':
      s.neutrals[e.neutral] = { ally: null, kind: null, myth: true, check: false };
      for (const id of e.units) s.units[id] = { id, status: 'out', area: null };
      if (e.settlement) {
        s.razed.push(e.settlement);
        s.control[e.settlement] = null;
      }
      return;
    case 'ulRuler':
      s.neutrals.ul.ruler = e.ruler;
      for (const id of e.unused) s.units[id] = { id, status: 'out', area: null };
      return;
    case 'unitsAway':
      for (const id of e.units) s.units[id] = { id, status: 'away', area: null, phase: e.until };
      return;
    case 'pooled':
      for (const id of e.units) s.units[id] = { id, status: 'pool', area: null };
      return;
    case 'unitsHome':
      for (const id of e.units) s.units[id] = { id, status: 'map', area: e.area };
      return;
    case 'allianceDone':
      s.alliedDone.push(e.side);
      return;
    case 'reinforcementsCalled':
      s.sides[e.side].called = true;
      s.sides[e.side].calledPhase = s.phase;
      return;
    case 'reinforcementsRolled':
      if (e.arrive) s.sides[e.side].arrived = true;
      return;
    case 'reinforcementsDrawn':
      s.sides[e.side].toPlace = [...e.drawn];
      for (const id of e.aside) s.units[id] = { id, status: 'out', area: null };
      return;
    case 'placed':
      for (const id of e.units) s.units[id] = { id, status: 'map', area: e.area };
      s.sides[e.side].toPlace = s.sides[e.side].toPlace.filter((id) => !e.units.includes(id));
      return;
    case 'returnRolled':
      return;
    case 'returnsTried':
      s.sides[e.side].returnsTried = true;
      return;
    case 'warBegun':
      s.warBegun = true;
      return;
    case 'summonRolled':
      return;
    case 'forestRolled':
      s.forestSummon = e.unit as 'beast-god' | 'forest-spirit';
      return;
    case 'setAside':
      for (const id of e.units) s.units[id] = { id, status: 'out', area: null };
      return;
    case 'cast':
      if (!s.cast.includes(e.character)) s.cast.push(e.character);
      return;
    case 'exchangeDemanded':
    case 'prisonerOffered':
      return;
    case 'exchanged':
      for (const id of [e.a, e.b]) s.units[id] = { id, status: 'pool', area: null, freed: true };
      return;
    case 'vpScored':
      for (const side of SIDES) s.sides[side].vp += e.points[side];
      return;
    case 'truceRolled':
      if (e.opened) s.truce.open = true;
      return;
    case 'negotiated':
      if (e.lastTurn !== null && (s.truce.lastTurn === null || e.lastTurn < s.truce.lastTurn)) {
        s.truce.lastTurn = e.lastTurn;
      }
      return;
    case 'peaceDeclined':
      return;
    case 'effects':
      s.effects = structuredClone(e.effects);
      return;
    case 'windowOpened':
      s.windows.push(e.window);
      return;
    case 'spellShown':
      s.sides[e.side].shown.push(e.spell);
      return;
    case 'spellCast':
      return;
    case 'visionSeen':
      if (!e.veiled) s.sides[e.side].visions.push({ area: e.area, phase: s.phase, units: [...e.units] });
      return;
    case 'gated':
      for (const id of e.units) s.units[id] = { ...s.units[id]!, area: e.to };
      return;
    case 'siegeBid':
    case 'siegeSpells':
      return;
    case 'ended':
      s.result = { winners: [...e.winners], summary: e.summary };
      s.stage = null;
      return;
  }
}

/** Enemy units a side has killed or captured (the Strategic Game, DL-VSTRAT-04). */
function tally(s: State, by: Side, id: string): void {
  const t = s.sides[by].tally;
  if (isRegiment(id)) t.regiments += 1;
  else t.characters += 1;
}

/** A townsman refused by a city (DL-SETUP-05): remembered on the unit so it is not tried there again. */
function refused(s: State, unit: string, area: string): void {
  const u = s.units[unit]!;
  s.units[unit] = { ...u, tried: [...(u.tried ?? []), area] };
}

function moved(s: State, e: Extract<DlCoreEvent, { type: 'moved' }>): void {
  const to = e.path[e.path.length - 1]!;
  const m = s.move;
  if (m) {
    // DL-LEAD-06: a character rides while every move he makes is with one of the regiments he began the step with.
    const fresh = e.units.filter((id) => isRegiment(id) && m.start[id] === e.from && !m.moved.includes(id));
    for (const id of e.units) {
      if (isRegiment(id)) continue;
      const before = m.riding[id];
      m.riding[id] =
        before === undefined ? (m.start[id] === e.from ? fresh : []) : before.filter((r) => e.units.includes(r));
    }
  }
  // AMB-13: the moved stack lands on top of whatever stood there; its top is what the other side saw moving
  if (e.shown) s.tops[`${to}:${e.side}`] = e.shown;
  for (const id of e.units) {
    s.units[id] = { ...s.units[id]!, area: to };
    if (!m) continue;
    m.spent[id] = (m.spent[id] ?? 0) + (e.cost[id] ?? 0);
    if (!m.moved.includes(id)) m.moved.push(id);
    if ((e.minimum || e.stopped) && !m.stopped.includes(id)) m.stopped.push(id);
    const last = e.via[e.via.length - 1];
    if (e.river[e.river.length - 1]) m.crossed[id] = last === 'ford' ? 'ford' : last === 'bridge' ? 'bridge' : 'river';
    else delete m.crossed[id];
  }
}
