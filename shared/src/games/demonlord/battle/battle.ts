/**
 * The battle's entry points for the main engine: begin, decide and fold, with
 * the stage machinery (whose turn, what is legal) and the driver. Prompts,
 * choices, timeouts and redaction are in prompts.ts.
 *
 * Flow: both sides hand in a sealed plan; from then on `drive` resolves
 * deployment and rounds by itself, rolling the dice into events, and stops only
 * where a plan does not answer (a policy set to 'ask', or a choice the plan cannot
 * settle). Sequential decisions (pairs, placements, regrouping, character moves)
 * prompt one side at a time; simultaneous ones (arrows, targets, retreat) prompt
 * every side that asked and are sealed until all are in.
 */
import type { Dice } from '../../../engine/types.ts';
import { ensure, RuleError } from '../../../engine/errors.ts';
import { frontLength, type Side, SIDES, UNIT_BY_ID } from '../data/index.ts';
import { asks, autoDeploy, autoMove, autoPlace, autoRegroup, autoRelocate } from './auto.ts';
import {
  checkDeploy,
  checkMove,
  checkPlace,
  deploymentDone,
  deployTurn,
  endDeployment,
  movableCharacters,
  relocateTurn,
  roundStart,
} from './deploy.ts';
import { applyBattle, foldAll, unplacedCharacters } from './fold.ts';
import { inBattle, other, unplacedOf } from './line.ts';
import { arrowTargets, firable, meleeChoices, shotChoices } from './picks.ts';
import { checkPlan, type Policies, policies } from './plan.ts';
import { checkRegroup, frontFullNotes, legal, regroupOptions, sessionOver } from './regroup.ts';
import { resolveRetreat } from './retreat.ts';
import { afterStep, resolveMagic, resolveMelee, resolveShooting, stageEvent } from './round.ts';
import type { Battle, BattleCommand, BattleEvent, BattleSetup } from './types.ts';
import { isCharacter, isRegiment, SideName, unitName } from './units.ts';

export { applyBattle };

/** Counts plan decisions that came out illegal and were replaced by the first legal one (tests keep it at 0). */
export const diagnostics = { fallbacks: 0 };

// ---------------------------------------------------------------------------
// Beginning
// ---------------------------------------------------------------------------

/** Checks the setup (DL-BATL-01/02, DL-TERR-07) and opens the battle: both sides now hand in their plans. */
export function beginBattle(setup: BattleSetup): BattleEvent[] {
  const seen = new Set<string>();
  for (const r of setup.regiments) {
    ensure(isRegiment(r.id), 'battle/bad-setup', `${r.id} is not a regiment counter.`);
    ensure(!seen.has(r.id), 'battle/bad-setup', `${unitName(r.id)} is listed twice.`);
    seen.add(r.id);
  }
  for (const c of setup.characters) {
    ensure(isCharacter(c.id), 'battle/bad-setup', `${c.id} is not a character counter.`);
    ensure(!seen.has(c.id), 'battle/bad-setup', `${unitName(c.id)} is listed twice.`);
    seen.add(c.id);
  }
  for (const side of SIDES)
    ensure(
      setup.regiments.some((r) => r.side === side),
      'battle/no-battle',
      `No battle: ${SideName(side)} has no regiment in the area (characters alone do not fight, DL-BATL-02).`,
    );
  const waiting = other(setup.active);
  ensure(
    setup.terrain !== 'mountains' ||
      !setup.regiments.some((r) => r.side === waiting && UNIT_BY_ID.get(r.id)?.faction === 'ancients'),
    'battle/ancients-mountains',
    'The Ancients cannot defend in mountains: choose another terrain of the area (DL-TERR-07).',
  );
  for (const id of Object.keys(setup.crossed ?? {}))
    ensure(seen.has(id) && isRegiment(id), 'battle/bad-setup', `${id} crossed a river but is not in the battle.`);
  return [{ type: 'battleBegan', setup: structuredClone(setup), front: frontLength(setup.terrain, setup.road) }];
}

/** The terrains the waiting player may choose among (DL-TERR-02, -07): never mountains while Ancients defend. */
export function battleTerrainOptions<T extends string>(terrains: readonly T[], defenders: readonly string[]): T[] {
  const ancients = defenders.some((id) => UNIT_BY_ID.get(id)?.faction === 'ancients');
  return terrains.filter((t) => !(ancients && t === 'mountains'));
}

// ---------------------------------------------------------------------------
// Who is to decide
// ---------------------------------------------------------------------------

const SEQUENTIAL = ['deploy', 'place', 'regroup', 'moves', 'relocate'] as const;
export const isSequential = (b: Battle) => (SEQUENTIAL as readonly string[]).includes(b.stage.kind);

/** The one side to act in a sequential stage, or null when the stage is finished. */
export function turnOf(b: Battle): Side | null {
  const st = b.stage;
  switch (st.kind) {
    case 'deploy':
      return deploymentDone(b) ? null : deployTurn(b);
    case 'place':
      return unplacedCharacters(b, b.active) + unplacedCharacters(b, b.waiting) > 0 ? st.turn : null;
    case 'regroup':
      return sessionOver(b) ? null : st.turn;
    case 'moves':
      return st.passes >= 2 ? null : st.turn;
    case 'relocate':
      return relocateTurn(b);
    default:
      return null;
  }
}

/** Policies, or null on a state where this side's plan is sealed (a viewer's replay). */
function policiesOrNull(b: Battle, side: Side): Policies | null {
  const p = b.plans[side];
  return p && p !== 'sealed' ? policies(b, side) : null;
}

/** Sides to be asked before a simultaneous sub-step is rolled. */
export function askers(b: Battle): Side[] {
  return [b.active, b.waiting].filter((s) => {
    const p = policiesOrNull(b, s);
    return p !== null && !b.sealed[s] && asks(b, s, p);
  });
}

/** Every legal command of a sequential stage for `side` (empty when it is not his turn). */
export function legalSequential(b: Battle, side: Side): BattleCommand[] {
  if (turnOf(b) !== side) return [];
  const st = b.stage;
  const out: BattleCommand[] = [];
  const regimentsLeft = inBattle(b, side);
  switch (st.kind) {
    case 'deploy':
      for (const id of unplacedOf(b, side)) out.push({ type: st.lead ? 'battleAnswer' : 'battleLead', regiment: id });
      break;
    case 'place':
      for (const c of b.charOrder.filter((x) => b.characters[x]?.side === side && b.characters[x]?.at === 'unplaced'))
        for (const r of regimentsLeft) out.push({ type: 'battlePlace', character: c, regiment: r });
      break;
    case 'relocate': {
      const c = st.queue[0] as string;
      for (const r of regimentsLeft) out.push({ type: 'battlePlace', character: c, regiment: r });
      break;
    }
    case 'regroup':
      return regroupOptions(b, side);
    case 'moves':
      for (const c of movableCharacters(b, side))
        for (const r of regimentsLeft)
          if (r !== b.characters[c]?.on) out.push({ type: 'battleMoveCharacter', character: c, regiment: r });
      out.push({ type: 'battlePass' });
      break;
  }
  return out.filter((cmd) => legal(() => sequentialEvents(b, side, cmd)));
}

/** Events of a sequential command, or a RuleError. */
export function sequentialEvents(b: Battle, side: Side, cmd: BattleCommand): BattleEvent[] {
  const st = b.stage;
  switch (st.kind) {
    case 'deploy':
      ensure(
        cmd.type === 'battleLead' || cmd.type === 'battleAnswer',
        'battle/wrong-step',
        'The armies are deploying: lead a pair or answer a lead.',
      );
      return checkDeploy(b, side, cmd.type, cmd.regiment);
    case 'place':
    case 'relocate':
      ensure(cmd.type === 'battlePlace', 'battle/wrong-step', 'Put your character on one of your regiments.');
      return checkPlace(b, side, cmd.character, cmd.regiment);
    case 'regroup':
      return checkRegroup(b, side, cmd);
    case 'moves':
      if (cmd.type === 'battlePass') {
        ensure(st.turn === side, 'battle/not-your-turn', `${SideName(st.turn)} moves a character now.`);
        return [{ type: 'battlePassed', side, step: 'moves' }];
      }
      ensure(cmd.type === 'battleMoveCharacter', 'battle/wrong-step', 'Move a character or pass.');
      return checkMove(b, side, cmd.character, cmd.regiment);
    default:
      throw new RuleError('battle/wrong-step', 'That is not asked for now.');
  }
}

/** What a side's policies decide in the current sequential stage (null: ask the player). */
export function planned(b: Battle, side: Side, p: Policies): BattleCommand | null {
  switch (b.stage.kind) {
    case 'deploy':
      return autoDeploy(b, side, p);
    case 'place':
      return autoPlace(b, side, p);
    case 'relocate':
      return autoRelocate(b, side, p);
    case 'regroup':
      return autoRegroup(b, side, p);
    case 'moves':
      return autoMove(b, side, p);
    default:
      return null;
  }
}

/** The command taken without asking: the only legal one, or the plan's. */
function automatic(b: Battle, side: Side, p: Policies): BattleCommand | null {
  const options = legalSequential(b, side);
  if (options.length === 1) return options[0] as BattleCommand;
  const cmd = planned(b, side, p);
  if (!cmd) return null;
  if (legal(() => sequentialEvents(b, side, cmd))) return cmd;
  diagnostics.fallbacks++;
  return options[0] ?? null;
}

/** Whether a character-move session has anything to do: a side that asks and can move, or a plan that moves. */
function movesToDo(b: Battle): boolean {
  return [b.active, b.waiting].some((s) => {
    const p = policiesOrNull(b, s);
    if (!p || movableCharacters(b, s).length === 0) return false;
    return p.place === 'ask' || autoMove(b, s, p)?.type === 'battleMoveCharacter';
  });
}

// ---------------------------------------------------------------------------
// The driver
// ---------------------------------------------------------------------------

/** One automatic step, or null when a player must be asked. */
function autoStep(b: Battle, dice: Dice): BattleEvent[] | null {
  const st = b.stage;
  switch (st.kind) {
    case 'over':
      return null;
    case 'plans':
      return b.plans.demon && b.plans.khozar ? [stageEvent(b, { kind: 'deploy', leader: b.active, lead: null })] : null;
    case 'deploy':
      if (deploymentDone(b)) return endDeployment(b);
      break;
    case 'place':
      if (turnOf(b) === null) return [stageEvent(b, roundStart(b), 1)];
      break;
    case 'regroup':
      if (sessionOver(b)) {
        const next =
          st.when === 'start'
            ? { kind: 'moves' as const, turn: b.active, passes: 0 }
            : { kind: st.when === 'magic' ? ('shooting' as const) : ('melee' as const) };
        const stage = next.kind === 'moves' && !movesToDo(b) ? { kind: 'magic' as const } : next;
        return [...frontFullNotes(b), stageEvent(b, stage)];
      }
      break;
    case 'moves':
      if (st.passes >= 2 || !movesToDo(b)) return [stageEvent(b, { kind: 'magic' })];
      break;
    case 'relocate':
      if (st.queue.length === 0) return [afterStep(b, st.after)];
      break;
    case 'magic':
    case 'shooting':
    case 'melee':
    case 'retreat': {
      if (askers(b).length) return null;
      if (st.kind === 'magic') return resolveMagic(b, dice);
      if (st.kind === 'shooting') return resolveShooting(b, dice);
      if (st.kind === 'melee') return resolveMelee(b, dice);
      return resolveRetreat(b, dice);
    }
  }
  const side = turnOf(b);
  if (!side) throw new Error(`battle stuck in ${st.kind}`);
  const cmd = automatic(b, side, policies(b, side));
  return cmd ? sequentialEvents(b, side, cmd) : null;
}

/** Resolves everything that needs nobody's decision. */
export function drive(start: Battle, dice: Dice): BattleEvent[] {
  const out: BattleEvent[] = [];
  let b = start;
  for (let guard = 0; guard < 1_000_000; guard++) {
    const events = autoStep(b, dice);
    if (!events) return out;
    b = foldAll(b, events);
    out.push(...events);
  }
  throw new Error('battle driver did not settle');
}

// ---------------------------------------------------------------------------
// Deciding
// ---------------------------------------------------------------------------

function sealedEvents(b: Battle, side: Side, cmd: BattleCommand): BattleEvent[] {
  const st = b.stage;
  ensure(askers(b).includes(side), 'battle/not-asked', notAsked(b, side));
  if (st.kind === 'magic') {
    ensure(cmd.type === 'battleMagic', 'battle/wrong-step', 'Choose which casters loose magic arrows (battleMagic).');
    const can = firable(b, side);
    ensure(new Set(cmd.casters).size === cmd.casters.length, 'battle/twice', 'A caster is named twice.');
    for (const c of cmd.casters)
      ensure(
        can.includes(c),
        'battle/cannot-cast',
        `${unitName(c)} cannot loose a magic arrow now: he needs magic power, an unused spell this phase and an enemy regiment opposite his own (DL-BMAG-01/02).`,
      );
    for (const [c, t] of Object.entries(cmd.targets ?? {})) {
      ensure(cmd.casters.includes(c), 'battle/not-firing', `${unitName(c)} is not loosing an arrow.`);
      ensure(
        arrowTargets(b, c).includes(t),
        'battle/not-opposite',
        `${unitName(t)} does not stand opposite ${unitName(c)}'s regiment (DL-FIRE-06).`,
      );
    }
    return [{ type: 'battleSealed', side, kind: 'magic', command: cmd }];
  }
  if (st.kind === 'shooting' || st.kind === 'melee') {
    ensure(
      cmd.type === 'battleTargets',
      'battle/wrong-step',
      'Make your picks in the many-on-one groups (battleTargets).',
    );
    const options = st.kind === 'shooting' ? shotChoices(b, side) : meleeChoices(b, side);
    for (const [k, v] of Object.entries(cmd.picks)) {
      const allowed = options[k];
      ensure(
        allowed,
        'battle/not-your-pick',
        st.kind === 'shooting'
          ? `${unitName(k)} is not one of your lone regiments facing several enemies.`
          : `${unitName(k)} is not a lone enemy regiment facing a group of yours.`,
      );
      ensure(
        allowed.includes(v),
        'battle/not-opposite',
        st.kind === 'shooting'
          ? `${unitName(k)} can only shoot at a regiment directly opposite it (DL-FIRE-06).`
          : `${unitName(v)} is not one of your regiments facing ${unitName(k)}.`,
      );
    }
    return [{ type: 'battleSealed', side, kind: 'targets', command: cmd }];
  }
  ensure(
    cmd.type === 'battleRetreat' || cmd.type === 'battleFightOn',
    'battle/wrong-step',
    'Retreat or fight on (battleRetreat / battleFightOn).',
  );
  return [{ type: 'battleSealed', side, kind: 'retreat', command: cmd }];
}

function notAsked(b: Battle, side: Side): string {
  if (b.sealed[side]) return 'You have already answered; the other side has not yet.';
  return 'Your plan answers this by itself, or it is not your decision now.';
}

/**
 * Applies a command of `side` (RuleError if illegal) and resolves everything
 * after it that needs nobody's decision. Dice are rolled here, into the events.
 */
export function decideBattle(b: Battle, side: Side, cmd: BattleCommand, dice: Dice): BattleEvent[] {
  ensure(b.stage.kind !== 'over', 'battle/over', 'The battle is over.');
  let first: BattleEvent[];
  if (cmd.type === 'battlePlan') {
    ensure(b.stage.kind === 'plans', 'battle/plans-in', 'Plans are handed in before deployment, once.');
    ensure(!b.plans[side], 'battle/plans-in', 'You have already handed in your plan.');
    checkPlan(b, side, cmd.plan);
    first = [{ type: 'battleSealed', side, kind: 'plan', command: cmd }];
  } else if (b.stage.kind === 'plans') {
    throw new RuleError('battle/plan-first', 'Both sides hand in a battle plan first (battlePlan).');
  } else if (isSequential(b)) {
    const turn = turnOf(b);
    ensure(turn === side, 'battle/not-your-turn', turn ? `${SideName(turn)} decides now, not you.` : notAsked(b, side));
    first = sequentialEvents(b, side, cmd);
  } else {
    first = sealedEvents(b, side, cmd);
  }
  return [...first, ...drive(foldAll(b, first), dice)];
}
