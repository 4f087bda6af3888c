/**
 * applyBattle: the pure fold of battle events into state. It never rolls and
 * never decides; the few things it works out (whose turn it is after a placement
 * or a regroup, which regiment the river exemption falls to) follow from the
 * event and the state alone, so a replay of redacted events gives the same line.
 */
import { frontLength, type Side, SIDES } from '../data/index.ts';
import { clusterIndex, inBattle, other } from './line.ts';
import type { Battle, BattleEvent, BattleSetup, Cluster, EventOf } from './types.ts';
import { regiment } from './units.ts';

const emptyCluster = (): Cluster => ({ demon: [], khozar: [] });

function initial(e: EventOf<'battleBegan'>): Battle {
  const s: BattleSetup = e.setup;
  const regiments: Battle['regiments'] = {};
  for (const r of s.regiments) regiments[r.id] = { side: r.side, at: 'unplaced' };
  const characters: Battle['characters'] = {};
  for (const c of s.characters)
    characters[c.id] = { side: c.side, on: null, at: 'unplaced', mayCast: c.mayCast, fired: false, moved: false };
  const minus: Record<Side, number> = { demon: 0, khozar: 0 };
  for (const side of SIDES) minus[side] = Math.max(0, s.moraleMinus?.[side] ?? 0);
  return {
    area: s.area,
    terrain: s.terrain,
    road: s.road,
    front: e.front ?? frontLength(s.terrain, s.road),
    active: s.active,
    waiting: other(s.active),
    crossed: { ...(s.crossed ?? {}) },
    moraleMinus: minus,
    regiments,
    order: s.regiments.map((r) => r.id),
    characters,
    charOrder: s.characters.map((c) => c.id),
    line: [],
    exempt: null,
    plans: {},
    sealed: {},
    stage: { kind: 'plans' },
    round: 0,
    retreating: [],
    rolls: [],
    outcome: null,
  };
}

/** Takes a regiment off the line (or out of reserve); drops its cluster if nobody is left in it. Returns the index it stood at. */
function detach(b: Battle, id: string): { index: number; dropped: boolean } {
  const k = clusterIndex(b, id);
  if (k < 0) return { index: -1, dropped: false };
  const c = b.line[k] as Cluster;
  const side = b.regiments[id]?.side as Side;
  c[side] = c[side].filter((x) => x !== id);
  if (c.demon.length === 0 && c.khozar.length === 0) {
    b.line.splice(k, 1);
    return { index: k, dropped: true };
  }
  return { index: k, dropped: false };
}

/** Footnote *: the first regiment the active player puts on the battlefield that crossed by ford or bridge. */
function noteExemption(b: Battle, id: string): void {
  if (b.exempt || b.regiments[id]?.side !== b.active) return;
  const how = b.crossed[id];
  if ((how === 'ford' || how === 'bridge') && regiment(id).armour === 'heavy') b.exempt = id;
}

function unseat(b: Battle, regimentId: string): void {
  for (const c of Object.values(b.characters)) if (c.on === regimentId) c.on = null;
}

/**
 * A copy deep enough for one event to change: the per-unit records, the line's
 * clusters, the stage and the sealed answers. What no event ever changes after
 * the start (setup order, crossings, morale penalties) and what only grows by
 * replacement (the roll record, the outcome, the plans) is shared.
 */
function copy(b: Battle): Battle {
  const regiments: Battle['regiments'] = {};
  for (const [k, v] of Object.entries(b.regiments)) regiments[k] = { ...v };
  const characters: Battle['characters'] = {};
  for (const [k, v] of Object.entries(b.characters)) characters[k] = { ...v };
  const stage = { ...b.stage } as Battle['stage'];
  if (stage.kind === 'relocate') stage.queue = [...stage.queue];
  return {
    ...b,
    regiments,
    characters,
    line: b.line.map((c) => ({ demon: [...c.demon], khozar: [...c.khozar] })),
    plans: { ...b.plans },
    sealed: { ...b.sealed },
    stage,
    retreating: [...b.retreating],
  };
}

export function applyBattle(b: Battle | null, e: BattleEvent): Battle | null {
  if (e.type === 'battleBegan') return initial(e);
  if (!b) throw new Error(`${e.type} before battleBegan`);
  const n = copy(b);
  const st = n.stage;
  switch (e.type) {
    case 'battleSealed': {
      if (e.kind === 'plan') {
        n.plans[e.side] = e.command?.type === 'battlePlan' ? e.command.plan : 'sealed';
      } else {
        n.sealed[e.side] = e.command ?? 'sealed';
        const plan = n.plans[e.side];
        if (e.command?.type === 'battleFightOn' && e.command.retreat && plan && plan !== 'sealed')
          n.plans[e.side] = { ...plan, retreat: e.command.retreat };
      }
      break;
    }
    case 'battleStage': {
      n.stage = e.stage.kind === 'relocate' ? { ...e.stage, queue: [...e.stage.queue] } : { ...e.stage };
      if (e.round !== n.round) for (const c of Object.values(n.characters)) c.moved = false;
      n.round = e.round;
      n.sealed = {};
      break;
    }
    case 'battleDeployed': {
      if (st.kind !== 'deploy') break;
      const r = n.regiments[e.regiment];
      if (r) r.at = 'front';
      if (e.role === 'lead') {
        const c = emptyCluster();
        c[e.side].push(e.regiment);
        n.line.push(c);
        st.lead = e.regiment;
      } else {
        n.line[n.line.length - 1]?.[e.side].push(e.regiment);
        st.lead = null;
        st.leader = e.side;
      }
      noteExemption(n, e.regiment);
      break;
    }
    case 'battleReserves': {
      for (const side of SIDES) for (const id of e.reserve[side]) if (n.regiments[id]) n.regiments[id].at = 'reserve';
      break;
    }
    case 'battleCharacterPlaced': {
      const c = n.characters[e.character];
      if (!c) break;
      c.on = e.regiment;
      c.at = 'field';
      if (e.why === 'placement' && st.kind === 'place') {
        const next = other(e.side);
        st.turn = unplacedCharacters(n, next) > 0 ? next : e.side;
      } else if (e.why === 'move' && st.kind === 'moves') {
        c.moved = true;
        st.turn = other(e.side);
        st.passes = 0;
      } else if (e.why === 'relocation' && st.kind === 'relocate') {
        st.queue = st.queue.filter((x) => x !== e.character);
      }
      break;
    }
    case 'battleRegrouped': {
      const r = n.regiments[e.regiment];
      if (!r || st.kind !== 'regroup') break;
      const was = detach(n, e.regiment);
      r.at = 'front';
      if (e.mode === 'lead') {
        const c = emptyCluster();
        c[e.side].push(e.regiment);
        // A led regiment keeps its place on the line when it stood there alone.
        if (was.index < 0) n.line.push(c);
        else n.line.splice(was.dropped ? was.index : was.index + 1, 0, c);
        st.open = e.regiment;
        st.turn = other(e.side);
      } else {
        const k = clusterIndex(n, e.opposite ?? '');
        n.line[k]?.[e.side].push(e.regiment);
        if (e.mode === 'answer') st.open = null;
        else st.turn = other(e.side);
      }
      st.passes = 0;
      noteExemption(n, e.regiment);
      break;
    }
    case 'battlePassed': {
      if (st.kind === 'regroup' || st.kind === 'moves') {
        st.turn = other(e.side);
        st.passes += 1;
      }
      break;
    }
    case 'battleFrontFull':
      break;
    case 'battleArrow': {
      const c = n.characters[e.character];
      if (c) c.fired = true;
      n.rolls = [...n.rolls, e];
      break;
    }
    case 'battleAttack':
      n.rolls = [...n.rolls, e];
      break;
    case 'battleMorale': {
      n.rolls = [...n.rolls, e];
      if (e.cause === 'retreat') {
        const r = n.regiments[e.regiment];
        if (r) {
          detach(n, e.regiment);
          r.at = e.result === 'no-effect' ? 'withdrawn' : e.result === 'flees' ? 'captured' : 'destroyed';
          if (e.result !== 'no-effect') unseat(n, e.regiment);
        }
      }
      break;
    }
    case 'battleRemoved': {
      const r = n.regiments[e.regiment];
      if (r) {
        detach(n, e.regiment);
        r.at = e.result === 'flees' ? 'fled' : 'destroyed';
        // its characters stand with nobody until their fate is rolled (the next events)
        unseat(n, e.regiment);
      }
      break;
    }
    case 'battleFate': {
      n.rolls = [...n.rolls, e];
      const c = n.characters[e.character];
      if (!c) break;
      c.on = null;
      if (e.result === 'killed') c.at = 'killed';
      else if (e.result === 'flees') c.at = 'fled';
      else c.at = inBattle(n, c.side).length > 0 ? 'field' : 'loose';
      break;
    }
    case 'battleRetreatDeclared':
      n.retreating = [...e.retreating];
      break;
    case 'battleEnded':
      n.outcome = structuredClone(e.outcome);
      n.stage = { kind: 'over' };
      break;
  }
  return n;
}

export function unplacedCharacters(b: Battle, side: Side): number {
  return b.charOrder.filter((c) => b.characters[c]?.side === side && b.characters[c]?.at === 'unplaced').length;
}

/** Folds a batch of events. */
export function foldAll(b: Battle, events: readonly BattleEvent[]): Battle {
  let s: Battle = b;
  for (const e of events) s = applyBattle(s, e) as Battle;
  return s;
}
