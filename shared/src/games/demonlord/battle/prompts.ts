/**
 * What the battle asks of whom (prompts), the legal commands with plain labels
 * (unit names, never ids), what a missed deadline does, and redaction.
 */
import { areaWords, terrainWord } from '../rules/words.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Side } from '../data/index.ts';
import { autoArrows, autoMeleePicks, autoRetreat, autoShotPicks } from './auto.ts';
import { askers, isSequential, legalSequential, planned, sequentialEvents, turnOf } from './battle.ts';
import { unplacedCharacters } from './fold.ts';
import { opponents } from './line.ts';
import { arrowTargets, firable, meleeChoices, shotChoices } from './picks.ts';
import { type Policies, policies, readyPlans, unask } from './plan.ts';
import { legal } from './regroup.ts';
import type { Battle, BattleCommand, BattleEvent, BattleOutcome } from './types.ts';
import { SideName, unitName } from './units.ts';

/** Prompt kinds (Pending.kind) the battle uses. */
export const BATTLE_PROMPTS = [
  'battle-plan',
  'battle-deploy',
  'battle-character',
  'battle-regroup',
  'battle-magic',
  'battle-target',
  'battle-retreat',
] as const;
export type BattlePromptKind = (typeof BATTLE_PROMPTS)[number];

const PROMPT_KIND: Record<string, BattlePromptKind> = {
  plans: 'battle-plan',
  deploy: 'battle-deploy',
  place: 'battle-character',
  relocate: 'battle-character',
  moves: 'battle-character',
  regroup: 'battle-regroup',
  magic: 'battle-magic',
  shooting: 'battle-target',
  melee: 'battle-target',
  retreat: 'battle-retreat',
};

function promptFor(b: Battle, side: Side): string {
  const st = b.stage;
  const where = `the battle at ${areaWords(b.area)} (${terrainWord(b.terrain)}, front ${b.front})`;
  switch (st.kind) {
    case 'plans':
      return `Hand in your sealed plan for ${where}: lead order, answers, characters, magic, regrouping and retreat.`;
    case 'deploy':
      return st.lead
        ? `Place one of your regiments opposite ${unitName(st.lead)} (pair ${b.line.length}).`
        : `Lead pair ${b.line.length + 1}: lay out one of your regiments.`;
    case 'place':
      return `Place a character on one of your regiments (${unplacedCharacters(b, side)} left to place).`;
    case 'relocate':
      return `${unitName(st.queue[0] ?? '')} survived the loss of his regiment: put him with another of your regiments.`;
    case 'moves':
      return `Round ${b.round}: move a character to another regiment, or pass.`;
    case 'regroup':
      return st.open
        ? `Place one of your regrouping regiments opposite ${unitName(st.open)}.`
        : `Round ${b.round}, regrouping${st.when === 'start' ? ' and reserves' : ` after ${st.when === 'magic' ? 'battle magic' : 'shooting'}`}: place a regiment, or pass.`;
    case 'magic':
      return `Round ${b.round}: choose which of your casters loose magic arrows, and at whom.`;
    case 'shooting':
      return `Round ${b.round}: choose the targets of your lone regiments facing several enemies.`;
    case 'melee':
      return `Round ${b.round}: choose which of your regiments receive the blows of lone enemy regiments.`;
    case 'retreat':
      return `End of round ${b.round}: retreat, or fight on?`;
    default:
      return '';
  }
}

/** Every side the battle waits on, what for, and the prompt kind. */
export function battlePending(b: Battle): { side: Side; prompt: string; kind: string }[] {
  const st = b.stage;
  if (st.kind === 'over') return [];
  let sides: Side[];
  if (st.kind === 'plans') sides = [b.active, b.waiting].filter((s) => !b.plans[s]);
  else if (isSequential(b)) {
    const t = turnOf(b);
    sides = t ? [t] : [];
  } else sides = askers(b);
  return sides.map((side) => ({ side, prompt: promptFor(b, side), kind: PROMPT_KIND[st.kind] as string }));
}

const isPending = (b: Battle, side: Side) => battlePending(b).some((p) => p.side === side);

/** A label for a regiment that tells apart two of the same name in one battle. */
export function nameIn(b: Battle, id: string): string {
  const base = unitName(id);
  const same = [...b.order, ...b.charOrder].filter((x) => unitName(x) === base);
  return same.length > 1 ? `${base} #${same.indexOf(id) + 1}` : base;
}

const where = (b: Battle, r: string) => (b.regiments[r]?.at === 'reserve' ? ' (in reserve)' : '');

function sequentialLabel(b: Battle, side: Side, cmd: BattleCommand): { label: string; group: string; target?: string } {
  const st = b.stage;
  switch (cmd.type) {
    case 'battleLead':
      return { label: `Lead with ${nameIn(b, cmd.regiment)}`, group: 'Deploy', target: cmd.regiment };
    case 'battleAnswer':
      return {
        label: `Answer ${nameIn(b, (st.kind === 'deploy' && st.lead) || '')} with ${nameIn(b, cmd.regiment)}`,
        group: 'Deploy',
        target: cmd.regiment,
      };
    case 'battlePlace':
      return {
        label: `Put ${nameIn(b, cmd.character)} with ${nameIn(b, cmd.regiment)}${where(b, cmd.regiment)}`,
        group: 'Characters',
        target: cmd.regiment,
      };
    case 'battleMoveCharacter':
      return {
        label: `Move ${nameIn(b, cmd.character)} to ${nameIn(b, cmd.regiment)}${where(b, cmd.regiment)}`,
        group: 'Characters',
        target: cmd.regiment,
      };
    case 'battleRegroup': {
      const from = b.regiments[cmd.regiment]?.at === 'reserve' ? ' from reserve' : '';
      if (cmd.opposite === null)
        return {
          label: `Lead ${nameIn(b, cmd.regiment)}${from} to stand unopposed: the enemy must answer it`,
          group: 'Regroup',
          target: cmd.regiment,
        };
      const joined = opponents(b, cmd.opposite).length > 0 && st.kind === 'regroup' && st.open !== cmd.opposite;
      return {
        label: `${joined ? 'Join' : 'Place'} ${nameIn(b, cmd.regiment)}${from} opposite ${nameIn(b, cmd.opposite)}`,
        group: 'Regroup',
        target: cmd.opposite,
      };
    }
    case 'battlePass':
      return { label: st.kind === 'moves' ? 'Move no more characters' : 'Regroup no more regiments', group: 'Pass' };
    default:
      return { label: cmd.type, group: SideName(side) };
  }
}

/** Every legal next command for `side`, with plain labels (unit names, never ids). */
export function battleChoices(b: Battle, side: Side): Choice<BattleCommand>[] {
  if (!isPending(b, side)) return [];
  const st = b.stage;
  if (st.kind === 'plans')
    return readyPlans(b, side).map(({ label, plan }) => ({
      command: { type: 'battlePlan', plan },
      label,
      group: 'Ready-made plans',
      confirm: 'Your plan is sealed once handed in and runs the battle until it asks you.',
    }));
  if (isSequential(b))
    return legalSequential(b, side).map((command) => ({ command, ...sequentialLabel(b, side, command) }));
  const p = policies(b, side);
  if (st.kind === 'magic') return magicChoices(b, side, p);
  if (st.kind === 'shooting' || st.kind === 'melee') return targetChoices(b, side, st.kind);
  return [
    {
      command: { type: 'battleRetreat' },
      label: 'Retreat: every regiment checks morale, those that break are captured',
      group: 'Retreat',
      confirm: 'All your units leave the battle; your fled regiments become prisoners.',
    },
    { command: { type: 'battleFightOn' }, label: 'Fight on', group: 'Retreat' },
    {
      command: { type: 'battleFightOn', retreat: { mode: 'never' } },
      label: 'Fight on to the end, and stop asking me',
      group: 'Retreat',
    },
    {
      command: { type: 'battleFightOn', retreat: { mode: 'half' } },
      label: 'Fight on; retreat by myself once half my regiments are gone',
      group: 'Retreat',
    },
  ];
}

function magicChoices(b: Battle, side: Side, p: Policies): Choice<BattleCommand>[] {
  const auto = autoArrows(b, side, unask(p));
  const all = firable(b, side);
  const targets = autoArrows(b, side, { ...unask(p), magic: 'all' }).targets ?? {};
  const out: Choice<BattleCommand>[] = [
    {
      command: { type: 'battleMagic', casters: all, targets },
      label: `Loose magic arrows (${all.map((c) => nameIn(b, c)).join(', ')})`,
      group: 'Battle magic',
      confirm: b.charOrder.some((c) => all.includes(c) && !b.characters[c]?.fired)
        ? 'A caster who looses an arrow has cast his one spell of this phase.'
        : undefined,
      pick: {
        field: 'casters',
        prompt: 'Which casters fire?',
        options: all.map((c) => ({ id: c, label: nameIn(b, c) })),
        min: 0,
      },
    },
    { command: { type: 'battleMagic', casters: [] }, label: 'Loose no magic arrows this round', group: 'Battle magic' },
  ];
  for (const c of all) {
    const opts = arrowTargets(b, c);
    if (opts.length < 2) continue;
    for (const t of opts) {
      if (t === auto.targets?.[c]) continue;
      out.push({
        command: { type: 'battleMagic', casters: all, targets: { ...targets, [c]: t } },
        label: `Loose magic arrows, ${nameIn(b, c)} at ${nameIn(b, t)}`,
        group: 'Battle magic',
        target: t,
      });
    }
  }
  return out;
}

function targetChoices(b: Battle, side: Side, kind: 'shooting' | 'melee'): Choice<BattleCommand>[] {
  const options = kind === 'shooting' ? shotChoices(b, side) : meleeChoices(b, side);
  const auto = kind === 'shooting' ? autoShotPicks(b, side) : autoMeleePicks(b, side);
  const words = (k: string, v: string) =>
    kind === 'shooting' ? `${nameIn(b, k)} shoots at ${nameIn(b, v)}` : `${nameIn(b, v)} takes ${nameIn(b, k)}'s blow`;
  const out: Choice<BattleCommand>[] = [
    {
      command: { type: 'battleTargets', picks: auto },
      label: Object.entries(auto)
        .map(([k, v]) => words(k, v))
        .join('; '),
      group: kind === 'shooting' ? 'Shooting' : 'Melee',
    },
  ];
  for (const [k, vs] of Object.entries(options))
    for (const v of vs)
      if (auto[k] !== v)
        out.push({
          command: { type: 'battleTargets', picks: { ...auto, [k]: v } },
          label: words(k, v),
          group: kind === 'shooting' ? 'Shooting' : 'Melee',
          target: v,
        });
  return out;
}

/** What a missed deadline does: the default plan, or the plan's own answer with every 'ask' taken as the default. */
export function battleTimeout(b: Battle, side: Side): BattleCommand {
  const st = b.stage;
  if (st.kind === 'plans') return { type: 'battlePlan', plan: readyPlans(b, side)[0]?.plan ?? {} };
  if (!isPending(b, side)) return { type: 'battlePass' };
  const p = unask(policies(b, side));
  if (isSequential(b)) {
    const cmd = planned(b, side, p);
    if (cmd && legal(() => sequentialEvents(b, side, cmd))) return cmd;
    return legalSequential(b, side)[0] ?? { type: 'battlePass' };
  }
  switch (st.kind) {
    case 'magic':
      return autoArrows(b, side, p);
    case 'shooting':
      return { type: 'battleTargets', picks: autoShotPicks(b, side) };
    case 'melee':
      return { type: 'battleTargets', picks: autoMeleePicks(b, side) };
    default:
      return autoRetreat(b, side, p) ? { type: 'battleRetreat' } : { type: 'battleFightOn' };
  }
}

export function battleOutcome(b: Battle): BattleOutcome | null {
  return b.outcome;
}

/** Hides a sealed answer (a plan above all) from everyone but its side; the other side never sees a plan. */
export function redactBattle(e: BattleEvent, viewer: Side | 'spectator'): BattleEvent | null {
  if (e.type === 'battleSealed' && viewer !== e.side) return { ...e, command: null };
  return e;
}
