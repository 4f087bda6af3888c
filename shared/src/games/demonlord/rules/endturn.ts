/**
 * The end of a turn and of the game (DL-END, DL-VP, DL-VSTRAT, DL-VEXT):
 * control of what regiments hold, victory by a capital (or, in the Extended
 * Game, by all three enemy cities), victory points each turn, truce attempts
 * and negotiations, and the winner on points when the war ends.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  CAPITALS,
  FORTIFICATIONS,
  NEUTRAL_HOMES,
  NEUTRALS,
  SETTLEMENTS,
  type Side,
  SIDES,
  TRUCE,
  VP_CITIES,
  VP_TIE_WINNER,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { controlAt, holder, isNeutral, other, regimentsAt } from './board.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { SIDE_NAMES } from './words.ts';

/** DL-SIEGE-03, AMB-29, DL-ALLY-13: a settlement passes to the only side with regiments there (no siege). */
export function updateControl(tx: Tx): void {
  for (const t of SETTLEMENTS) {
    const s = tx.state;
    if (t.area in s.sieges || s.razed.includes(t.id)) continue;
    const here = SIDES.filter((side) => regimentsAt(s, t.area, side).length > 0);
    if (here.length !== 1) continue;
    const side = here[0]!;
    const now = s.control[t.id] ?? null;
    if (now === side) continue;
    if (now && isNeutral(now)) {
      const n = s.neutrals[now];
      if (n.ally === side) continue; // an ally's fortification stays its own
      if (n.ally === null) continue; // DL-ALLY-13: units in a neutral's settlement do not make it theirs
      if (regimentsAt(s, t.area, now).length) continue;
      if (n.kind === 'temporary' && n.ally && NEUTRAL_HOMES[now] === t.area) {
        tx.emit({ type: 'allianceFlag', neutral: now, check: true }); // DL-ALLY-09 (b)
      }
    }
    tx.emit({ type: 'controlChanged', settlement: t.id, to: side });
  }
  checkConquest(tx);
}

/** DL-END-01 and DL-VEXT-01: the war is won outright. */
export function checkConquest(tx: Tx): void {
  const s = tx.state;
  if (s.result || s.scenario === 'strategic') return;
  for (const side of SIDES) {
    const enemy = other(side);
    if (s.scenario === 'extended') {
      if (VP_CITIES[enemy].every((c) => holder(s, c.area) === side)) {
        end(tx, [side], `${cap(SIDE_NAMES[side])} holds all three of the enemy's cities and wins the war.`);
        return;
      }
    } else if (holder(s, CAPITALS[enemy].area) === side) {
      end(tx, [side], `${cap(SIDE_NAMES[side])} has taken ${CAPITALS[enemy].name} and wins the war.`);
      return;
    }
  }
}

const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

function end(tx: Tx, winners: Side[], summary: string): void {
  tx.emit({ type: 'ended', winners, summary });
}

const fortsOf = (s: State, side: Side) =>
  FORTIFICATIONS.filter((f) => !s.razed.includes(f.id) && holder(s, f.area) === side).length;
const alliesOf = (s: State, side: Side) => NEUTRALS.filter((n) => s.neutrals[n].ally === side).length;
const ninkhiz = SETTLEMENTS.find((t) => t.khozarVpTemple)!;

/** DL-VP-02..06: the points each side scores for the situation at the end of a turn. */
export function turnPoints(s: State): { points: Record<Side, number>; reasons: Record<Side, string[]> } {
  const points = { demon: 0, khozar: 0 } as Record<Side, number>;
  const reasons = { demon: [] as string[], khozar: [] as string[] };
  const add = (side: Side, vp: number, why: string) => {
    points[side] += vp;
    reasons[side].push(why);
  };
  for (const side of SIDES) {
    const enemy = other(side);
    if (fortsOf(s, side) > fortsOf(s, enemy)) add(side, 1, 'more fortifications');
    if (alliesOf(s, side) > alliesOf(s, enemy)) add(side, 1, 'more allies among the neutrals');
    if (!s.sides[side].called) add(side, 1, 'no reinforcements called');
    for (const c of VP_CITIES[enemy]) if (holder(s, c.area) === side) add(side, 1, `holds ${c.name}`);
    if (side === 'khozar' && controlAt(s, ninkhiz.area) === 'khozar') add(side, 1, `holds the ${ninkhiz.name}`);
  }
  return { points, reasons };
}

/** DL-VSTRAT-04: the Strategic Game's points, counted once at the end. */
export function strategicPoints(s: State): { points: Record<Side, number>; reasons: Record<Side, string[]> } {
  const points = { demon: 0, khozar: 0 } as Record<Side, number>;
  const reasons = { demon: [] as string[], khozar: [] as string[] };
  const add = (side: Side, vp: number, why: string) => {
    if (!vp) return;
    points[side] += vp;
    reasons[side].push(why);
  };
  for (const side of SIDES) {
    const enemy = other(side);
    const mine = s.sides[side].tally;
    const theirs = s.sides[enemy].tally;
    if (!s.sides[side].called) add(side, 1, 'no reinforcements called');
    if (mine.regiments + mine.characters > theirs.regiments + theirs.characters)
      add(side, 1, 'more enemy units killed and captured');
    if (side === 'khozar' && controlAt(s, ninkhiz.area) === 'khozar') add(side, 2, `holds the ${ninkhiz.name}`);
    const allies = alliesOf(s, s.strategicOwnAlliances ? side : enemy);
    add(side, allies, `${allies} neutral allies`);
    add(side, mine.characters, `${mine.characters} enemy characters killed or captured`);
    if (mine.regiments > theirs.regiments) add(side, 1, 'more enemy regiments killed and captured');
  }
  return { points, reasons };
}

export function scoreTurn(tx: Tx): void {
  if (tx.state.scenario !== 'base') return;
  const { points, reasons } = turnPoints(tx.state);
  tx.emit({ type: 'vpScored', turn: tx.state.turn, points, reasons });
}

/** The end-of-turn window for peace (DL-END-02/03): who is asked this turn. */
export function truceAsked(s: State): Side[] {
  if (s.scenario === 'extended' || s.turn < TRUCE.firstTurn) return [];
  return [...SIDES];
}

export function truceChoices(s: State, side: Side): Choice<CoreCommand>[] {
  if (s.stage?.kind !== 'truce' || !s.stage.asked.includes(side)) return [];
  const open = s.truce.open;
  return [
    {
      command: { type: 'seekPeace', yes: true },
      label: open ? 'Press for peace (two dice and the turn number)' : 'Seek truce negotiations (a 6 opens them)',
    },
    { command: { type: 'seekPeace', yes: false }, label: open ? 'Fight on; no peace this turn' : 'No truce' },
  ];
}

export function applyPeace(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'seekPeace' }>): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'truce' && st.asked.includes(side), 'not_asked', 'There is no question of peace for you now.');
  if (!cmd.yes) tx.emit({ type: 'peaceDeclined', side });
  else if (!tx.state.truce.open) {
    const roll = tx.dice.roll(6);
    tx.emit({ type: 'truceRolled', side, roll, opened: (TRUCE.openOn as readonly number[]).includes(roll) });
    // DL-END-03: the negotiation roll is made at the moment negotiations open, too
    if (tx.state.truce.open) negotiate(tx, side);
  } else negotiate(tx, side);
  const asked = st.asked.filter((x) => x !== side);
  tx.stage(asked.length ? { kind: 'truce', asked } : null);
}

function negotiate(tx: Tx, side: Side): void {
  const s = tx.state;
  const strategic = s.scenario === 'strategic';
  const t = strategic ? TRUCE.strategic : TRUCE.base;
  const dice: [number, number] = [tx.dice.roll(6), tx.dice.roll(6)];
  const total = (dice[0] + dice[1]) * t.multiplier + s.turn;
  let outcome: 'last-turn' | 'roll-turns' | 'fruitless' = 'fruitless';
  let lastTurn: number | null = null;
  let turnsRoll: number | undefined;
  if (t.lastTurnFrom !== null && total >= t.lastTurnFrom) {
    outcome = 'last-turn';
    lastTurn = s.turn + 1;
  } else if (total >= t.rollTurnsFrom) {
    outcome = 'roll-turns';
    turnsRoll = tx.dice.roll(6);
    lastTurn = s.turn + turnsRoll; // AMB-63: the game ends at the end of turn (current + N)
  }
  tx.emit({
    type: 'negotiated',
    side,
    dice,
    doubled: strategic,
    total,
    outcome,
    lastTurn,
    ...(turnsRoll !== undefined ? { turnsRoll } : {}),
  });
}

/** The war ends by the truce: the winner on points (DL-VP-01/07, DL-VSTRAT-03). */
export function endByPeace(tx: Tx): void {
  const s = tx.state;
  let vp: Record<Side, number>;
  if (s.scenario === 'strategic') {
    const { points, reasons } = strategicPoints(s);
    tx.emit({ type: 'vpScored', turn: s.turn, points, reasons });
    vp = points;
  } else vp = { demon: s.sides.demon.vp, khozar: s.sides.khozar.vp };
  const winner: Side = vp.demon > vp.khozar ? 'demon' : vp.khozar > vp.demon ? 'khozar' : VP_TIE_WINNER;
  end(
    tx,
    [winner],
    `Peace is made after turn ${s.turn}: ${cap(SIDE_NAMES[winner])} wins on points, ${vp[winner]} to ${vp[other(winner)]}.`,
  );
}
