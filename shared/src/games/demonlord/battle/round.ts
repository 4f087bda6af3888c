/**
 * The rolled sub-steps of a round: (b) battle magic, (c) shooting, (d) melee
 * (DL-BATL-07). Each is simultaneous (DL-FIRE-07, DL-BMAG-06): every attack is
 * rolled against the line as it stood, then every hit's morale check, then the
 * removals (the worst of a regiment's checks, DL-FIRE-12), then a fate roll for
 * each character on a removed regiment (DL-BCHR-05).
 *
 * Rolling order, fixed so tests can script dice: cluster by cluster along the
 * line, the active side's regiments first; morale checks in the same order of the
 * regiments hit; fate rolls in that order, characters in setup order.
 */
import type { Dice } from '../../../engine/types.ts';
import { CHARACTER_FATE, hits, lookup, moraleResult, type Side } from '../data/index.ts';
import { autoArrows, autoMeleePicks, autoShotPicks, bestArrowTarget } from './auto.ts';
import { meleeValue, moraleValue, shootValue } from './combat.ts';
import { foldAll } from './fold.ts';
import { bothSides, charactersOn, inBattle, lineOrder, opponents, other } from './line.ts';
import { outcomeOf } from './outcome.ts';
import { arrowTargets, shooters } from './picks.ts';
import { policies } from './plan.ts';
import type { Battle, BattleCommand, BattleEvent, CommandOf, Mod, MoraleCause, Stage, Step } from './types.ts';
import { character } from './units.ts';

export interface Hit {
  target: string;
  cause: Exclude<MoraleCause, 'retreat'>;
}

const WORST = { 'no-effect': 0, flees: 1, destroyed: 2 } as const;

export const stageEvent = (b: Battle, stage: Stage, round = b.round): BattleEvent => ({
  type: 'battleStage',
  stage,
  round,
});

/** Morale checks for every hit, the worst result per regiment, then the fate of the characters on removed ones. */
export function resolveHits(b: Battle, list: readonly Hit[], dice: Dice): BattleEvent[] {
  const order = lineOrder(b);
  const byTarget = new Map<string, Hit[]>();
  for (const h of list) byTarget.set(h.target, [...(byTarget.get(h.target) ?? []), h]);
  const targets = [...byTarget.keys()].sort((x, y) => order.indexOf(x) - order.indexOf(y));
  const events: BattleEvent[] = [];
  const removed: { id: string; result: 'flees' | 'destroyed'; checks: number }[] = [];
  for (const t of targets) {
    const hs = byTarget.get(t) ?? [];
    let worst: keyof typeof WORST = 'no-effect';
    for (const h of hs) {
      const roll = dice.roll(6);
      const v = moraleValue(b, t, h.cause);
      const result = moraleResult(roll, v.effective);
      events.push({
        type: 'battleMorale',
        round: b.round,
        cause: h.cause,
        side: b.regiments[t]?.side as Side,
        regiment: t,
        roll,
        base: v.base,
        mods: v.mods,
        morale: v.effective,
        result,
      });
      if (WORST[result] > WORST[worst]) worst = result;
    }
    if (worst !== 'no-effect') removed.push({ id: t, result: worst, checks: hs.length });
  }
  for (const r of removed)
    events.push({
      type: 'battleRemoved',
      side: b.regiments[r.id]?.side as Side,
      regiment: r.id,
      result: r.result,
      checks: r.checks,
    });
  for (const r of removed)
    for (const c of charactersOn(b, r.id)) {
      const roll = dice.roll(6);
      events.push({
        type: 'battleFate',
        round: b.round,
        side: b.characters[c]?.side as Side,
        character: c,
        regiment: r.id,
        roll,
        result: lookup(CHARACTER_FATE, roll),
      });
    }
  return events;
}

/** A side whose regiments are all gone ends the battle: a rout, or mutual destruction if both went at once (DL-BEND-03/04). */
export function endCheck(b: Battle): BattleEvent | null {
  const gone = bothSides(b).filter((s) => inBattle(b, s).length === 0);
  if (gone.length === 0) return null;
  return { type: 'battleEnded', outcome: outcomeOf(b, gone.length === 2 ? 'mutual' : 'rout') };
}

const NEXT: Record<Step, Stage> = {
  magic: { kind: 'regroup', when: 'magic', turn: 'demon', passes: 0, open: null },
  shooting: { kind: 'regroup', when: 'shooting', turn: 'demon', passes: 0, open: null },
  melee: { kind: 'retreat' },
};

/** What follows a sub-step once its removals are known and unharmed characters have been moved. */
export function afterStep(b: Battle, step: Step): BattleEvent {
  const next = structuredClone(NEXT[step]);
  if (next.kind === 'regroup') next.turn = b.active;
  return stageEvent(b, next);
}

function transition(b: Battle, step: Step): BattleEvent[] {
  const end = endCheck(b);
  if (end) return [end];
  const queue = b.charOrder.filter((c) => b.characters[c]?.at === 'field' && b.characters[c]?.on === null);
  if (queue.length) return [stageEvent(b, { kind: 'relocate', queue, after: step })];
  return [afterStep(b, step)];
}

/** A side's answer to the current simultaneous question: sealed if it was asked, else what its plan says. */
function answer<T extends BattleCommand['type']>(b: Battle, side: Side, type: T): CommandOf<T> | null {
  const s = b.sealed[side];
  return s && s !== 'sealed' && s.type === type ? (s as CommandOf<T>) : null;
}

const finish = (b: Battle, events: BattleEvent[], step: Step): BattleEvent[] => [
  ...events,
  ...transition(foldAll(b, events), step),
];

// ---------------------------------------------------------------------------
// (b) battle magic
// ---------------------------------------------------------------------------

export function resolveMagic(b: Battle, dice: Dice): BattleEvent[] {
  const order = lineOrder(b);
  const arrows: { side: Side; character: string; target: string }[] = [];
  for (const side of bothSides(b)) {
    const cmd = answer(b, side, 'battleMagic') ?? autoArrows(b, side, policies(b, side));
    for (const c of cmd.casters) {
      const opts = arrowTargets(b, c);
      const chosen = cmd.targets?.[c];
      const target = chosen && opts.includes(chosen) ? chosen : opts.length === 1 ? opts[0] : bestArrowTarget(b, c);
      if (target) arrows.push({ side, character: c, target });
    }
  }
  const at = (c: string) => order.indexOf(b.characters[c]?.on ?? '') * 1000 + b.charOrder.indexOf(c);
  arrows.sort((x, y) => at(x.character) - at(y.character));
  const events: BattleEvent[] = [];
  const list: Hit[] = [];
  for (const a of arrows) {
    const roll = dice.roll(6);
    const power = character(a.character).magic;
    const hit = roll <= power;
    events.push({
      type: 'battleArrow',
      round: b.round,
      side: a.side,
      character: a.character,
      regiment: b.characters[a.character]?.on as string,
      target: a.target,
      roll,
      power,
      hit,
    });
    if (hit) list.push({ target: a.target, cause: 'magic' });
  }
  return finish(b, [...events, ...resolveHits(b, list, dice)], 'magic');
}

// ---------------------------------------------------------------------------
// (c) shooting and (d) melee
// ---------------------------------------------------------------------------

function picks(b: Battle, auto: (b: Battle, s: Side) => Record<string, string>): Record<Side, Record<string, string>> {
  const out = { demon: {}, khozar: {} } as Record<Side, Record<string, string>>;
  for (const s of bothSides(b)) out[s] = { ...auto(b, s), ...(answer(b, s, 'battleTargets')?.picks ?? {}) };
  return out;
}

const roll2 = (dice: Dice): [number, number] => [dice.roll(6), dice.roll(6)];

export function resolveShooting(b: Battle, dice: Dice): BattleEvent[] {
  const chosen = picks(b, autoShotPicks);
  const events: BattleEvent[] = [];
  const list: Hit[] = [];
  for (const id of shooters(b)) {
    const side = b.regiments[id]?.side as Side;
    const opp = opponents(b, id);
    const target = targetOf(opp, chosen[side][id]);
    const e = attack(b, 'shooting', side, id, target, shootValue(b, id, target), dice);
    events.push(e);
    if (e.hit) list.push({ target, cause: 'shooting' });
  }
  return finish(b, [...events, ...resolveHits(b, list, dice)], 'shooting');
}

/** The regiment attacked: the only one opposite, or the one picked among several (the first if none was). */
const targetOf = (opp: readonly string[], pick: string | undefined): string =>
  opp.length > 1 && pick && opp.includes(pick) ? pick : (opp[0] as string);

/** One attack on two dice against its effective value (DL-FIRE-08), as the event that records it. */
function attack(
  b: Battle,
  kind: 'shooting' | 'melee',
  side: Side,
  regiment: string,
  target: string,
  v: { base: number; mods: Mod[]; effective: number },
  dice: Dice,
): Extract<BattleEvent, { type: 'battleAttack' }> {
  const rolled = roll2(dice);
  const hit = hits(rolled[0] + rolled[1], v.effective);
  return { type: 'battleAttack', round: b.round, kind, side, regiment, target, dice: rolled, ...v, hit };
}

export function resolveMelee(b: Battle, dice: Dice): BattleEvent[] {
  const chosen = picks(b, autoMeleePicks);
  const events: BattleEvent[] = [];
  const list: Hit[] = [];
  for (const id of lineOrder(b)) {
    const opp = opponents(b, id);
    if (opp.length === 0) continue;
    const side = b.regiments[id]?.side as Side;
    // A lone regiment facing a group strikes the one its owner's enemy puts forward (AMB-15).
    const target = targetOf(opp, chosen[other(side)][id]);
    const e = attack(b, 'melee', side, id, target, meleeValue(b, id, target), dice);
    events.push(e);
    if (e.hit) list.push({ target, cause: 'melee' });
  }
  return finish(b, [...events, ...resolveHits(b, list, dice)], 'melee');
}
