/**
 * The end of a battle (DL-BEND-01..04, DL-MORL-08, DL-RETR-04/05, AMB-06, AMB-19,
 * AMB-21, AMB-23): who won, and what becomes of every unit that was in it.
 */
import type { Side } from '../data/index.ts';
import { inBattle, other } from './line.ts';
import type { Battle, BattleOutcome } from './types.ts';

export function outcomeOf(b: Battle, how: BattleOutcome['how']): BattleOutcome {
  const out: BattleOutcome = {
    winner: null,
    retreated: [...b.retreating],
    destroyed: [],
    captured: [],
    survivors: { demon: [], khozar: [] },
    returned: [],
    routed: [],
    scattered: [],
    castSpell: b.charOrder.filter((c) => b.characters[c]?.fired),
    stranded: [],
    withdrawal: {},
    rounds: b.round,
    how,
  };
  const regs = (s: Side, ...at: string[]) =>
    b.order.filter((id) => b.regiments[id]?.side === s && at.includes(b.regiments[id]?.at ?? ''));
  const chars = (s: Side, ...at: string[]) =>
    b.charOrder.filter((id) => b.characters[id]?.side === s && at.includes(b.characters[id]?.at ?? ''));
  const sides: Side[] = [b.active, b.waiting];
  for (const s of sides) out.destroyed.push(...regs(s, 'destroyed'), ...chars(s, 'killed'));
  const capture = (ids: string[], by: Side) => out.captured.push(...ids.map((id) => ({ id, by })));
  /** A side that keeps the field: its regiments, its fled ones (they return) and all its living characters. */
  const holds = (s: Side) => {
    out.survivors[s].push(...regs(s, 'front', 'reserve', 'fled'), ...chars(s, 'field', 'loose', 'fled'));
    out.returned.push(...regs(s, 'fled'), ...chars(s, 'fled'));
  };

  if (how === 'mutual') {
    // Both lost their last regiments at once: fled regiments scatter; every living character is saved.
    for (const s of sides) {
      out.scattered.push(...regs(s, 'fled'));
      out.survivors[s].push(...chars(s, 'field', 'loose', 'fled'));
    }
  } else if (how === 'rout') {
    const loser = sides.find((s) => inBattle(b, s).length === 0) as Side;
    const winner = other(loser);
    out.winner = winner;
    holds(winner);
    capture([...regs(loser, 'fled'), ...chars(loser, 'fled')], winner);
    out.stranded.push(...chars(loser, 'field', 'loose'));
    out.routed.push(loser);
  } else {
    out.winner = b.retreating.length === 1 ? other(b.retreating[0] as Side) : null;
    for (const s of sides) {
      if (!b.retreating.includes(s)) {
        holds(s);
        continue;
      }
      const by = other(s);
      const safe = regs(s, 'withdrawn');
      out.survivors[s].push(...safe);
      capture([...regs(s, 'fled', 'captured'), ...chars(s, 'fled')], by);
      // Characters withdraw with the regiments that got away; with none, they stay and face capture (AMB-23).
      if (safe.length) out.survivors[s].push(...chars(s, 'field', 'loose'));
      else {
        out.stranded.push(...chars(s, 'field', 'loose'));
        out.routed.push(s);
      }
      out.withdrawal[s] = s === b.active ? 'full-mp' : 'adjacent';
    }
  }
  return out;
}
