/** Agendas and the VP ledger (checklist §4, J-66): scored at the end of each turn; the most VP wins. */
import type { Tx } from './tx.ts';

/** Agendas met and deeds done this turn add their VP. */
export function scoreTurn(_tx: Tx): void {}

/** After the last turn: the most VP wins; ties by the larger sum of province and holding levels, then shared. */
export function finalScore(tx: Tx): void {
  const s = tx.state;
  const vp: Record<string, number> = {};
  for (const d of s.regents) vp[d] = s.domains[d].vp;
  const levels = (d: string) =>
    Object.values(s.provinces).reduce((n, p) => n + (p.ruler === d ? p.level : 0), 0) +
    Object.values(s.holdings).reduce((n, h) => n + (h.owner === d ? h.level : 0), 0);
  const best = Math.max(...s.regents.map((d) => vp[d]!));
  let winners = s.regents.filter((d) => vp[d] === best);
  if (winners.length > 1) {
    const top = Math.max(...winners.map(levels));
    winners = winners.filter((d) => levels(d) === top);
  }
  tx.emit({ type: 'gameOver', winners, vp, summary: `The campaign ends with ${best} VP at the top.` });
}
