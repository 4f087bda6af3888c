/**
 * Victory per scenario (data/setup.ts; the text gives none, AMB-47): sudden
 * death after every command, the conditions at the end in order after the last
 * Turn, else the scenario's `otherwise` side.
 */
import {
  type Condition,
  type NationId,
  PLACE_BY_ID,
  type Place,
  scenario,
  type Side,
  STRONGHOLDS,
  strongholdVp,
} from '../data/index.ts';
import { liveStronghold } from './evolve.ts';
import { controller } from './replacements.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { listWords, nationWord, placeWord, sideWord } from './words.ts';

/** Held by the side, and still a stronghold (a disbanded capital is open ground, DG-CAP-04). */
const holds = (s: State, p: Place, side: Side): boolean => liveStronghold(s, p.hex) && controller(s, p) === side;

/** The victory points of the strongholds a side holds outside some nations (data/places.ts strongholdVp). */
export function strongholdPoints(s: State, side: Side, outside: readonly NationId[]): number {
  return STRONGHOLDS.filter((p) => !outside.includes(p.nation) && holds(s, p, side)).reduce(
    (n, p) => n + strongholdVp(p),
    0,
  );
}

/** Whether a condition holds for the side, and a phrase saying so. */
export function condition(s: State, side: Side, c: Condition): { met: boolean; words: string } {
  const who = sideWord(side);
  switch (c.kind) {
    case 'controls': {
      const held = c.places.filter((id) => holds(s, PLACE_BY_ID.get(id)!, side));
      const words =
        c.places.length === 1
          ? `${who} holds ${placeWord(c.places[0]!)}`
          : `${who} holds ${held.length ? listWords(held.map(placeWord)) : 'none'} of ${listWords(c.places.map(placeWord))} (${c.atLeast} needed)`;
      return { met: held.length >= c.atLeast, words };
    }
    case 'conquered': {
      const done = c.nations.filter((n) => s.nations[n]?.status === 'conquered' && s.nations[n]?.by === side);
      const words = done.length
        ? `${who} has conquered ${listWords(done.map(nationWord))}`
        : `${who} has conquered none of ${listWords(c.nations.map(nationWord))}`;
      return { met: done.length >= c.atLeast, words };
    }
    case 'stronghold-vp': {
      const vp = strongholdPoints(s, side, c.outside);
      return {
        met: vp >= c.atLeast,
        words: `the strongholds ${who} holds outside ${listWords(c.outside.map(nationWord))} are worth ${vp} victory points (${c.atLeast} needed)`,
      };
    }
    case 'dark-temple-taken':
      return { met: s.darkTemple.lost, words: 'Whitestone has taken the Dark Temple' };
  }
}

const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);

/** After the last Turn: the first end condition that holds wins, else the scenario's `otherwise` (data/setup.ts). */
export function finalVictory(tx: Tx): void {
  if (tx.over) return;
  const s = tx.state;
  const v = scenario(s.scenario).victory;
  for (const x of v.atEnd) {
    const r = condition(s, x.winner, x.when);
    if (r.met) {
      tx.emit({
        type: 'gameOver',
        winner: x.winner,
        summary: `After Turn ${s.turn}, ${r.words}: ${sideWord(x.winner)} wins.`,
      });
      return;
    }
  }
  const missed = v.atEnd.map((x) => condition(s, x.winner, x.when).words);
  tx.emit({
    type: 'gameOver',
    winner: v.otherwise,
    summary: `After Turn ${s.turn}${missed.length ? `, ${listWords(missed)}` : ''}: ${sideWord(v.otherwise)} wins.`,
  });
}

/** Checked after every command: the first sudden-death condition that holds ends the game. */
export function suddenDeath(tx: Tx): void {
  if (tx.over) return;
  const s = tx.state;
  for (const x of scenario(s.scenario).victory.suddenDeath) {
    const r = condition(s, x.winner, x.when);
    if (r.met) {
      tx.emit({ type: 'gameOver', winner: x.winner, summary: `${cap(r.words)}: ${sideWord(x.winner)} wins at once.` });
      return;
    }
  }
}
