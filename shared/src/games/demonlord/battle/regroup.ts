/**
 * Regrouping (DL-REGR-01..09, AMB-76). A session runs at the start of every round
 * (reserves may come in, DL-REGR-02), after battle magic and after shooting.
 *
 * Our reading, written out in README.md:
 *   - Regrouping regiments are the freed ones (no opponent), at the start of a round
 *     the reserves (while the front has room), and, to answer an enemy lead, the
 *     extras of a many-on-one group (DL-REGR-07).
 *   - It works like deployment (DL-REGR-04): turns alternate, active first. A player
 *     leads by standing a freed regiment or a reserve unopposed; the other must answer
 *     it at once with one of his regrouping regiments if he has any, then takes his own turn.
 *   - A freed regiment must lead while the enemy has something to answer it with
 *     (DL-REGR-03, AMB-76); reserves come in only if their owner wants, or to answer.
 *   - Only when the enemy has nothing left to regroup may a player join friendly
 *     regiments that face a lone enemy, making two (or more) on one (DL-REGR-05).
 *   - Never many on many; never more regiments of a side on the front than its
 *     front length; nothing goes back to reserve (DL-REGR-07..09).
 *   - The session ends when both players pass in a row.
 */
import { ensure, isRuleError, RuleError } from '../../../engine/errors.ts';
import type { Side } from '../data/index.ts';
import {
  answerPool,
  clusterOf,
  extrasOf,
  freedOf,
  frontCount,
  frontOf,
  other,
  reserveOf,
  usableReserves,
} from './line.ts';
import type { Battle, BattleCommand, BattleEvent, RegroupWhen } from './types.ts';
import { SideName, unitName } from './units.ts';

type Session = Extract<Battle['stage'], { kind: 'regroup' }>;

function session(b: Battle): Session {
  const st = b.stage;
  if (st.kind !== 'regroup') throw new Error('not regrouping');
  return st;
}

/** A freed regiment of mine must lead while the enemy has a regiment to answer it (DL-REGR-03). */
export function mustLead(b: Battle, side: Side, when: RegroupWhen): boolean {
  return freedOf(b, side).length > 0 && answerPool(b, other(side), when).length > 0;
}

function category(b: Battle, side: Side, id: string, when: RegroupWhen): 'freed' | 'reserve' | 'extra' | null {
  if (freedOf(b, side).includes(id)) return 'freed';
  if (usableReserves(b, side, when).includes(id)) return 'reserve';
  if (extrasOf(b, side).includes(id)) return 'extra';
  return null;
}

/**
 * The events of one regrouping command by `side`, or a RuleError. `turn` may be
 * overridden to ask "what could this side do" when it is not its turn.
 */
export function checkRegroup(b: Battle, side: Side, cmd: BattleCommand, asIfTurn = false): BattleEvent[] {
  const st = session(b);
  ensure(asIfTurn || st.turn === side, 'battle/not-your-turn', `${SideName(st.turn)} regroups now.`);
  const when = st.when;
  const enemy = other(side);
  const pool = answerPool(b, side, when);
  const open = st.open;
  if (cmd.type === 'battlePass') {
    ensure(
      !open || pool.length === 0,
      'battle/must-answer',
      `You must place one of your regrouping regiments opposite ${unitName(open ?? '')} (DL-REGR-07).`,
    );
    ensure(
      !mustLead(b, side, when),
      'battle/must-lead',
      `${unitName(freedOf(b, side)[0] ?? '')} has no opponent and must be placed opposite one of the enemy's regrouping regiments (DL-REGR-03).`,
    );
    return [{ type: 'battlePassed', side, step: 'regroup' }];
  }
  ensure(cmd.type === 'battleRegroup', 'battle/wrong-step', 'Regroup a regiment or pass.');
  const id = cmd.regiment;
  const r = b.regiments[id];
  ensure(r && r.side === side, 'battle/not-yours', `${unitName(id)} is not one of your regiments in this battle.`);
  const from = category(b, side, id, when);
  if (!from) {
    ensure(
      !(r.at === 'reserve' && when === 'start' && frontCount(b, side) >= b.front),
      'battle/front-full',
      `Your front already holds ${b.front} regiments, the front-line length: ${unitName(id)} must stay in reserve (DL-REGR-08).`,
    );
    ensure(
      r.at !== 'reserve',
      'battle/reserves-at-start',
      `Reserves come to the front only at the start of a round (DL-REGR-02); ${unitName(id)} stays in reserve.`,
    );
    throw new RuleError(
      'battle/not-regrouping',
      `${unitName(id)} is not regrouping: it still has an opponent, and nothing sends a regiment back to reserve (DL-REGR-06/09).`,
    );
  }
  if (open) {
    ensure(
      cmd.opposite === open,
      'battle/must-answer',
      `You must first place one of your regrouping regiments opposite ${unitName(open)} (DL-REGR-07).`,
    );
    return [{ type: 'battleRegrouped', side, regiment: id, from, mode: 'answer', opposite: open }];
  }
  ensure(
    from !== 'extra',
    'battle/extra-stays',
    `${unitName(id)} keeps its place in its group until an enemy regiment must be answered (DL-REGR-06).`,
  );
  const enemyPool = answerPool(b, enemy, when);
  if (cmd.opposite === null) {
    ensure(
      enemyPool.length > 0,
      'battle/nothing-to-meet',
      `The enemy has no regiment left to regroup against ${unitName(id)}: group it with one of your regiments on the front instead (DL-REGR-05).`,
    );
    return [{ type: 'battleRegrouped', side, regiment: id, from, mode: 'lead', opposite: null }];
  }
  const target = cmd.opposite;
  ensure(
    frontOf(b, enemy).includes(target),
    'battle/not-opposite',
    `${unitName(target)} is not an enemy regiment on the front line.`,
  );
  const c = clusterOf(b, target);
  ensure(
    c && c[enemy].length === 1,
    'battle/many-on-many',
    `${unitName(target)} stands with other regiments of its side: no "many against many" (DL-REGR-07).`,
  );
  ensure(
    enemyPool.length === 0,
    'battle/must-meet',
    `${unitName(id)} must first be placed opposite the enemy's regrouping regiments (${unitName(enemyPool[0] ?? '')} among them) (DL-REGR-03/05).`,
  );
  ensure(
    c[side].length >= 1,
    'battle/must-meet',
    `Nobody of yours faces ${unitName(target)}: a regiment joins friendly regiments already on the front (DL-REGR-05).`,
  );
  ensure(!c[side].includes(id), 'battle/already-there', `${unitName(id)} already faces ${unitName(target)}.`);
  return [{ type: 'battleRegrouped', side, regiment: id, from, mode: 'join', opposite: target }];
}

/**
 * Every regrouping command `side` could give now (as if it were his turn), passing included when legal.
 * Candidates are built from the line's shape (answers to an open lead, leads, joins onto a lone enemy)
 * and each is still put through checkRegroup.
 */
export function regroupOptions(b: Battle, side: Side, asIfTurn = false): BattleCommand[] {
  const st = session(b);
  const enemy = other(side);
  const movers = [...freedOf(b, side), ...usableReserves(b, side, st.when)];
  const pairs: [string, string | null][] = [];
  if (st.open) for (const id of answerPool(b, side, st.when)) pairs.push([id, st.open]);
  else if (answerPool(b, enemy, st.when).length) for (const id of movers) pairs.push([id, null]);
  else {
    const lone = b.line.filter((c) => c[enemy].length === 1 && c[side].length >= 1);
    for (const id of movers) for (const c of lone) if (!c[side].includes(id)) pairs.push([id, c[enemy][0] as string]);
  }
  const out: BattleCommand[] = [];
  for (const [regiment, opposite] of pairs) {
    const cmd: BattleCommand = { type: 'battleRegroup', regiment, opposite };
    if (legal(() => checkRegroup(b, side, cmd, asIfTurn))) out.push(cmd);
  }
  const pass: BattleCommand = { type: 'battlePass' };
  if (legal(() => checkRegroup(b, side, pass, asIfTurn))) out.push(pass);
  return out;
}

/** A session is over when both passed in a row, or nobody has anything but a pass left. */
export function sessionOver(b: Battle): boolean {
  const st = session(b);
  if (st.open) return false;
  if (st.passes >= 2) return true;
  return [b.active, b.waiting].every((s) => regroupOptions(b, s, true).every((c) => c.type === 'battlePass'));
}

/** Reserves kept back by a full front at the end of a start-of-round session (for the log). */
export function frontFullNotes(b: Battle): BattleEvent[] {
  const st = session(b);
  if (st.when !== 'start') return [];
  return [b.active, b.waiting]
    .filter((s) => reserveOf(b, s).length > 0 && frontCount(b, s) >= b.front)
    .map((s) => ({ type: 'battleFrontFull', side: s, front: b.front, kept: reserveOf(b, s) }));
}

export function legal(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch (e) {
    if (isRuleError(e)) return false;
    throw e;
  }
}
