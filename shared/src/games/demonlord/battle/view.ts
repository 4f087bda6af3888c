/**
 * The battlefield as one viewer may see it: both lines, reserves, fled and lost
 * piles, characters, and every roll round by round. Units in a battle are visible
 * to both players (the rulebook's exception to hidden stacks); the other side's
 * sealed plan and sealed answers never are.
 */
import type { Side } from '../data/index.ts';
import { battlePending, nameIn } from './prompts.ts';
import { leaderOf, riverPenalty } from './combat.ts';
import { describeBattle } from './describe.ts';
import { charactersOn, opponents } from './line.ts';
import type { Battle, BattleOutcome, BattlePlan } from './types.ts';
import { character, regiment } from './units.ts';

export interface RegimentView {
  id: string;
  name: string;
  side: Side;
  code: string;
  move: string;
  armour: string;
  missile: number;
  melee: number;
  morale: number;
  /** Names of the characters with it. */
  characters: string[];
  /** The largest leader bonus it has (melee, and morale up to 6). */
  leader: number | null;
  /** Fights at melee -1 after a river crossing (footnote *). */
  riverPenalty: boolean;
  /** Nobody stands opposite it. */
  freed: boolean;
}

export interface CharacterView {
  id: string;
  name: string;
  side: Side;
  leader: number | null;
  magic: number;
  /** Where he is: with a regiment (its name), or the pile he is in. */
  where: string;
  status: 'unplaced' | 'field' | 'loose' | 'fled' | 'killed';
  /** Has loosed a magic arrow: his spell of this phase. */
  cast: boolean;
}

export interface BattleView {
  area: string;
  terrain: string;
  road: boolean;
  front: number;
  active: Side;
  waiting: Side;
  round: number;
  stage: string;
  line: Record<Side, RegimentView[]>[];
  reserves: Record<Side, RegimentView[]>;
  unplaced: Record<Side, RegimentView[]>;
  fled: Record<Side, RegimentView[]>;
  destroyed: Record<Side, RegimentView[]>;
  characters: CharacterView[];
  /** Every roll, described, round by round. */
  rounds: { round: number; lines: string[] }[];
  /** Whether each side's plan is in; the plan itself only for its own side. */
  planIn: Record<Side, boolean>;
  myPlan: BattlePlan | null;
  pending: { side: Side; prompt: string; kind: string }[];
  outcome: BattleOutcome | null;
}

function regimentView(b: Battle, id: string): RegimentView {
  const r = regiment(id);
  const lead = leaderOf(b, id);
  return {
    id,
    name: nameIn(b, id),
    side: b.regiments[id]?.side as Side,
    code: r.code,
    move: r.move,
    armour: r.armour,
    missile: r.missile,
    melee: r.melee,
    morale: r.morale,
    characters: charactersOn(b, id).map((c) => character(c).name),
    leader: lead?.value ?? null,
    riverPenalty: riverPenalty(b, id),
    freed: b.regiments[id]?.at === 'front' && opponents(b, id).length === 0,
  };
}

export function battleView(b: Battle, viewer: Side | 'spectator'): BattleView {
  const pile = (at: string) => ({
    demon: b.order
      .filter((id) => b.regiments[id]?.side === 'demon' && b.regiments[id]?.at === at)
      .map((id) => regimentView(b, id)),
    khozar: b.order
      .filter((id) => b.regiments[id]?.side === 'khozar' && b.regiments[id]?.at === at)
      .map((id) => regimentView(b, id)),
  });
  const rounds: BattleView['rounds'] = [];
  for (const e of b.rolls) {
    let r = rounds[rounds.length - 1];
    if (!r || r.round !== e.round) {
      r = { round: e.round, lines: [] };
      rounds.push(r);
    }
    r.lines.push(describeBattle(e));
  }
  const mine = viewer === 'spectator' ? undefined : b.plans[viewer];
  return {
    area: b.area,
    terrain: b.terrain,
    road: b.road,
    front: b.front,
    active: b.active,
    waiting: b.waiting,
    round: b.round,
    stage: b.stage.kind,
    line: b.line.map((c) => ({
      demon: c.demon.map((id) => regimentView(b, id)),
      khozar: c.khozar.map((id) => regimentView(b, id)),
    })),
    reserves: pile('reserve'),
    unplaced: pile('unplaced'),
    fled: pile('fled'),
    destroyed: pile('destroyed'),
    characters: b.charOrder.map((id) => {
      const c = b.characters[id];
      const ch = character(id);
      return {
        id,
        name: ch.name,
        side: c?.side as Side,
        leader: ch.leader,
        magic: ch.magic,
        where: c?.on ? nameIn(b, c.on) : (c?.at ?? 'unplaced'),
        status: c?.at ?? 'unplaced',
        cast: c?.fired ?? false,
      };
    }),
    rounds,
    planIn: { demon: Boolean(b.plans.demon), khozar: Boolean(b.plans.khozar) },
    myPlan: mine && mine !== 'sealed' ? structuredClone(mine) : null,
    pending: battlePending(b),
    outcome: b.outcome,
  };
}
