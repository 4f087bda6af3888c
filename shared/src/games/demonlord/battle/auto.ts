/**
 * The decisions a plan takes by itself, one function per kind of decision. Each
 * returns a complete command (checked like a player's before it is used), or null
 * when the plan says 'ask' and the player must be prompted.
 *
 * The heuristics are deliberately simple and explainable:
 *   - "strongest" is `power` (melee, plus half of missile, morale and armour rank);
 *   - 'counter' picks the regiment with the best `fare`: the chance it removes the
 *     enemy in a round (shot + blow, times the chance a hit breaks it) minus the
 *     same the other way round;
 *   - shooting and arrow targets: the enemy most likely to be removed;
 *   - which of my group takes a lone enemy's blow: the one least likely to be removed.
 */
import type { Side } from '../data/index.ts';
import { fare, leaderOf, meleeValue, moraleValue, pBreak, pHit, power, shootValue } from './combat.ts';
import { movableCharacters } from './deploy.ts';
import {
  answerPool,
  clusterOf,
  extrasOf,
  freedOf,
  frontOf,
  inBattle,
  lineOrder,
  opponents,
  other,
  reserveOf,
  unplacedOf,
  usableReserves,
} from './line.ts';
import { arrowTargets, firable, meleeChoices, shotChoices } from './picks.ts';
import type { Policies } from './plan.ts';
import { mustLead } from './regroup.ts';
import type { Battle, BattleCommand, CommandOf } from './types.ts';
import { character } from './units.ts';

const best = <T>(items: readonly T[], score: (t: T) => number): T | undefined => {
  let top: T | undefined;
  let s = Number.NEGATIVE_INFINITY;
  for (const t of items) {
    const v = score(t);
    if (v > s + 1e-12) {
      s = v;
      top = t;
    }
  }
  return top;
};

const pass: BattleCommand = { type: 'battlePass' };

// ---------------------------------------------------------------------------
// Deployment and answers
// ---------------------------------------------------------------------------

/**
 * An answer to the enemy regiment `enemy` from `candidates` (rank: lower is used
 * first, e.g. an idle freed regiment before peeling an extra off a group): the
 * plan's explicit answer if it is a candidate, else by the answer policy.
 */
function pickAnswer(
  b: Battle,
  p: Policies,
  enemy: string,
  candidates: readonly { id: string; rank: number }[],
): string | null {
  const explicit = p.answers[enemy];
  if (explicit && candidates.some((c) => c.id === explicit)) return explicit;
  if (p.answer === 'ask' || candidates.length === 0) return null;
  const rank = Math.min(...candidates.map((c) => c.rank));
  const pool = candidates.filter((c) => c.rank === rank).map((c) => c.id);
  const idx = (id: string) => p.order.indexOf(id);
  const inOrder = [...pool].sort((x, y) => idx(x) - idx(y));
  if (p.answer === 'order') return inOrder[0] ?? null;
  return best(inOrder, (id) => fare(b, id, enemy)) ?? null;
}

export function autoDeploy(b: Battle, side: Side, p: Policies): BattleCommand | null {
  const st = b.stage;
  if (st.kind !== 'deploy') return null;
  const unplaced = unplacedOf(b, side);
  if (!st.lead) {
    if (p.lead === 'ask') return null;
    const id = p.order.find((x) => unplaced.includes(x));
    return id ? { type: 'battleLead', regiment: id } : null;
  }
  const id = pickAnswer(
    b,
    p,
    st.lead,
    unplaced.map((x) => ({ id: x, rank: 0 })),
  );
  return id ? { type: 'battleAnswer', regiment: id } : null;
}

// ---------------------------------------------------------------------------
// Characters
// ---------------------------------------------------------------------------

const facing = (b: Battle, id: string) => opponents(b, id).length > 0;

/** Where a character does most good: a leader with the strongest fighting regiment, a caster with the sturdiest, the others safe in reserve. */
export function bestRegimentFor(b: Battle, charId: string): string | null {
  const c = b.characters[charId];
  if (!c) return null;
  const ch = character(charId);
  const all = inBattle(b, c.side).filter((r) => r !== c.on);
  if (all.length === 0) return null;
  const fighting = frontOf(b, c.side).filter((r) => r !== c.on && facing(b, r));
  const sturdy = (r: string) => moraleValue(b, r, 'melee').effective * 10 + power(r);
  if (ch.leader !== null && ch.leader >= 1 && fighting.length) {
    const room = fighting.filter((r) => (leaderOf(b, r)?.value ?? -1) < (ch.leader as number));
    return best(room.length ? room : fighting, power) ?? null;
  }
  if (ch.magic >= 1 && (c.mayCast || c.fired) && fighting.length) return best(fighting, sturdy) ?? null;
  const reserve = reserveOf(b, c.side).filter((r) => r !== c.on);
  return best(reserve.length ? reserve : all, sturdy) ?? null;
}

/** Placement priority: the plan's named characters, then leaders (largest first), casters, the rest. */
function placingOrder(b: Battle, side: Side, p: Policies): string[] {
  const left = b.charOrder.filter((c) => b.characters[c]?.side === side && b.characters[c]?.at === 'unplaced');
  const worth = (c: string) => {
    const ch = character(c);
    return (p.characters[c] ? 100 : 0) + (ch.leader ?? -1) * 10 + ch.magic;
  };
  return [...left].sort((x, y) => worth(y) - worth(x));
}

export function autoPlace(b: Battle, side: Side, p: Policies): BattleCommand | null {
  const next = placingOrder(b, side, p)[0];
  if (!next) return null;
  const named = p.characters[next];
  const live = (r: string | undefined) =>
    r !== undefined && (b.regiments[r]?.at === 'front' || b.regiments[r]?.at === 'reserve');
  if (live(named)) return { type: 'battlePlace', character: next, regiment: named as string };
  if (p.place === 'ask') return null;
  const r = bestRegimentFor(b, next);
  return r ? { type: 'battlePlace', character: next, regiment: r } : null;
}

export function autoRelocate(b: Battle, side: Side, p: Policies): BattleCommand | null {
  const st = b.stage;
  if (st.kind !== 'relocate') return null;
  const next = st.queue[0];
  if (!next || b.characters[next]?.side !== side) return null;
  if (p.place === 'ask') return null;
  const r = bestRegimentFor(b, next);
  return r ? { type: 'battlePlace', character: next, regiment: r } : null;
}

/** Round moves under 'auto': only a leader or caster idling on a regiment with nobody opposite moves to where he counts. */
export function autoMove(b: Battle, side: Side, p: Policies): BattleCommand | null {
  if (p.place === 'ask') return null;
  for (const id of movableCharacters(b, side)) {
    const c = b.characters[id];
    if (!c?.on || facing(b, c.on)) continue;
    const ch = character(id);
    const useful = (ch.leader !== null && ch.leader >= 1) || (ch.magic >= 1 && (c.mayCast || c.fired));
    if (!useful) continue;
    const r = bestRegimentFor(b, id);
    if (r && facing(b, r)) return { type: 'battleMoveCharacter', character: id, regiment: r };
  }
  return pass;
}

// ---------------------------------------------------------------------------
// Regrouping
// ---------------------------------------------------------------------------

/** Where a regiment with nobody to meet joins: 'focus' on the strongest lone enemy, 'spread' where I have fewest. */
export function joinTarget(b: Battle, side: Side, id: string, how: 'focus' | 'spread'): string | null {
  const enemy = other(side);
  const order = lineOrder(b);
  const options = frontOf(b, enemy).filter((t) => {
    const c = clusterOf(b, t);
    return c !== undefined && c[enemy].length === 1 && c[side].length >= 1 && !c[side].includes(id);
  });
  const score = (t: string) =>
    how === 'focus'
      ? power(t) * 100 - order.indexOf(t) / 1000
      : -(clusterOf(b, t)?.[side].length ?? 0) * 1000 + power(t) - order.indexOf(t) / 1000;
  return best(options, score) ?? null;
}

export function autoRegroup(b: Battle, side: Side, p: Policies): BattleCommand | null {
  const st = b.stage;
  if (st.kind !== 'regroup') return null;
  const when = st.when;
  if (st.open) {
    const candidates = [
      ...freedOf(b, side).map((id) => ({ id, rank: 0 })),
      ...usableReserves(b, side, when).map((id) => ({ id, rank: p.reserves === 'fill' ? 1 : 3 })),
      ...extrasOf(b, side).map((id) => ({ id, rank: 2 })),
    ];
    const id = pickAnswer(b, p, st.open, candidates);
    return id ? { type: 'battleRegroup', regiment: id, opposite: st.open } : null;
  }
  const byOrder = (ids: string[]) => [...ids].sort((x, y) => p.order.indexOf(x) - p.order.indexOf(y));
  if (mustLead(b, side, when)) {
    if (p.lead === 'ask') return null;
    const id = byOrder(freedOf(b, side))[0];
    return id ? { type: 'battleRegroup', regiment: id, opposite: null } : null;
  }
  const freed = byOrder(freedOf(b, side));
  if (freed.length) {
    if (p.regroup === 'ask') return null;
    for (const id of freed) {
      const t = joinTarget(b, side, id, p.regroup);
      if (t) return { type: 'battleRegroup', regiment: id, opposite: t };
    }
  }
  const reserves = byOrder(usableReserves(b, side, when));
  const id = reserves[0];
  if (id) {
    if (p.reserves === 'hold') return pass;
    if (p.reserves === 'ask') return null;
    if (answerPool(b, other(side), when).length) return { type: 'battleRegroup', regiment: id, opposite: null };
    if (p.regroup === 'ask') return null;
    const t = joinTarget(b, side, id, p.regroup);
    if (t) return { type: 'battleRegroup', regiment: id, opposite: t };
  }
  return pass;
}

// ---------------------------------------------------------------------------
// Simultaneous choices: arrows, targets, retreat
// ---------------------------------------------------------------------------

/** The casters a plan fires this round ('ask' counts as all, for a missed deadline). */
export function plannedCasters(b: Battle, side: Side, p: Policies): string[] {
  const can = firable(b, side);
  if (p.magic === 'none') return [];
  if (Array.isArray(p.magic)) return can.filter((c) => (p.magic as string[]).includes(c));
  return can;
}

export function bestArrowTarget(b: Battle, caster: string): string | null {
  const order = lineOrder(b);
  return (
    best(
      arrowTargets(b, caster),
      (t) => pBreak(moraleValue(b, t, 'magic').effective) * 100 + power(t) - order.indexOf(t) / 1000,
    ) ?? null
  );
}

export function autoArrows(b: Battle, side: Side, p: Policies): CommandOf<'battleMagic'> {
  const casters = plannedCasters(b, side, p);
  const targets: Record<string, string> = {};
  for (const c of casters) if (arrowTargets(b, c).length > 1) targets[c] = bestArrowTarget(b, c) as string;
  return { type: 'battleMagic', casters, targets };
}

export function autoShotPicks(b: Battle, side: Side): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [shooter, opts] of Object.entries(shotChoices(b, side))) {
    const t = best(
      opts,
      (o) =>
        pHit(shootValue(b, shooter, o).effective) * pBreak(moraleValue(b, o, 'shooting').effective) * 100 +
        power(o) / 100,
    );
    if (t) out[shooter] = t;
  }
  return out;
}

export function autoMeleePicks(b: Battle, side: Side): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lone, mine] of Object.entries(meleeChoices(b, side))) {
    const t = best(mine, (m) => -pHit(meleeValue(b, lone, m).effective) * pBreak(moraleValue(b, m, 'melee').effective));
    if (t) out[lone] = t;
  }
  return out;
}

/** My losses so far: regiments fled or destroyed. */
export const lossesOf = (b: Battle, side: Side): number =>
  b.order.filter((id) => b.regiments[id]?.side === side && ['fled', 'destroyed'].includes(b.regiments[id]?.at ?? ''))
    .length;

/** The retreat policy's answer at sub-step (e); null for 'ask'. */
export function autoRetreat(b: Battle, side: Side, p: Policies): boolean | null {
  const r = p.retreat;
  const total = b.order.filter((id) => b.regiments[id]?.side === side).length;
  const lost = lossesOf(b, side);
  switch (r.mode) {
    case 'never':
      return false;
    case 'ask':
      return null;
    case 'half':
      return lost * 2 >= total;
    case 'when':
      return (
        (r.frontBelow !== undefined && frontOf(b, side).length < r.frontBelow) ||
        (r.lossesAtLeast !== undefined && lost >= r.lossesAtLeast)
      );
  }
}

/** Does this side have to be asked before the sub-step is rolled? */
export function asks(b: Battle, side: Side, p: Policies): boolean {
  switch (b.stage.kind) {
    case 'magic': {
      const casters = firable(b, side);
      if (casters.length === 0) return false;
      if (p.magic === 'ask') return true;
      return p.targets === 'ask' && plannedCasters(b, side, p).some((c) => arrowTargets(b, c).length > 1);
    }
    case 'shooting':
      return p.targets === 'ask' && Object.keys(shotChoices(b, side)).length > 0;
    case 'melee':
      return p.targets === 'ask' && Object.keys(meleeChoices(b, side)).length > 0;
    case 'retreat':
      return p.retreat.mode === 'ask';
    default:
      return false;
  }
}
