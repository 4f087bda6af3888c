/**
 * Activation of neutral nations (Rule 3): the voluntary attempt of Step 3
 * (DG-ACT) and the roll-off an invasion sets off (DG-INV). A nation that joins
 * a side is placed at once by that side (DG-ACT-08, DG-INV-08).
 */
import { RuleError } from '../../../engine/errors.ts';
import {
  ACTIVATION_RULES,
  activationRow,
  baseRating,
  EVENT_BY_ID,
  HOME_DEPLOYMENT,
  KNIGHTS_ACTIVATION_NATIONS,
  NATIONS,
  type NationId,
  NOT_ROLLED,
  otherSide,
  type Side,
} from '../data/index.ts';
import type { Mod, Stage, State } from './state.ts';
import type { Tx } from './tx.ts';
import { nationWord } from './words.ts';

/**
 * How many nations count for Whitestone's Knights bonus (DG-ACT-06, AMB-10): those that began the
 * scenario neutral or Whitestone and are now allied with the Highlord or conquered by it.
 */
export function highlordNations(s: State): number {
  return NATIONS.filter((n) => {
    const st = s.nations[n];
    if (st.atStart === 'highlord') return false;
    return st.status === 'highlord' || (st.status === 'conquered' && st.by === 'highlord');
  }).length;
}

/** The rating a side rolls against now, with every modifier in words (DG-ACT-03..06, DG-SE-07). */
export function rating(
  s: State,
  side: Side,
  nation: NationId,
  invasionBonus = false,
): { rating: number; mods: Mod[] } | null {
  const row = activationRow(nation);
  if (!row) return null;
  const mods: Mod[] = [];
  let base = baseRating(nation, side, 0);
  if (base === null) return null;
  // A permanent rating set by an event (the Council) replaces the printed one.
  for (const d of s.drawn) {
    // Stryker disable next-line OptionalChaining,ArrayDeclaration: every drawn event is a known event with an effects array
    for (const eff of EVENT_BY_ID.get(d.event)?.effects ?? []) {
      if (eff.kind === 'set-rating' && eff.side === side && eff.nation === nation) base = eff.rating;
    }
  }
  if (row.knights && side === 'whitestone') {
    const n = highlordNations(s);
    if (n)
      mods.push({
        label: `Knights: ${n} nation${n === 1 ? '' : 's'} with or conquered by the Highlord`,
        // Stryker disable next-line ArithmeticOperator: the bonus per nation is 1 (data/tables.ts), so x1 and /1 agree
        value: n * ACTIVATION_RULES.knightsBonusPerHighlordNation,
        rule: 'DG-ACT-06',
      });
    for (const d of s.drawn) {
      // Stryker disable next-line OptionalChaining,ArrayDeclaration: every drawn event is a known event with an effects array
      for (const eff of EVENT_BY_ID.get(d.event)?.effects ?? []) {
        if (eff.kind === 'knights-bonus' && eff.side === side)
          mods.push({ label: EVENT_BY_ID.get(d.event)!.name, value: eff.value, rule: 'DG-SE-07' });
      }
    }
  }
  for (const x of s.effects) {
    const ev = EVENT_BY_ID.get(x.event);
    // Stryker disable next-line OptionalChaining,ArrayDeclaration: every event in force is a known event with an effects array
    for (const eff of ev?.effects ?? []) {
      if (eff.kind !== 'activation-modifier') continue;
      // Stryker disable next-line LogicalOperator: no event gives an activation modifier to the 'opponent'
      const who = eff.side === 'drawer' ? x.side : eff.side === 'opponent' ? x.side && otherSide(x.side) : eff.side;
      if (who !== side) continue;
      if (eff.nations !== 'any' && !eff.nations.includes(nation)) continue;
      mods.push({ label: ev!.name, value: eff.value, rule: 'DG-SE-07' });
    }
  }
  if (invasionBonus)
    mods.push({ label: 'Invaded by the enemy', value: ACTIVATION_RULES.invasionBonusToNonInvader, rule: 'DG-INV-05' });
  return { rating: base + mods.reduce((a, m) => a + m.value, 0), mods };
}

/** Neutral nations a side may try in Step 3: rolled for, neutral, with a known rating (AMB-12). */
export function attemptable(s: State, side: Side): NationId[] {
  return NATIONS.filter(
    (n) => s.nations[n].status === 'neutral' && !NOT_ROLLED[n] && rating(s, side, n) !== null,
  ).filter(() => s.attempts[side] === undefined);
}

export const canAttempt = (s: State, side: Side): boolean => attemptable(s, side).length > 0;

/**
 * After one side's Step 3 (and any placement it led to): the other side, or Step 4. After a Strategic
 * Event's extra roll in Step 2 (and the placement it led to), Step 3 itself begins.
 */
export function activationNext(tx: Tx): void {
  const s = tx.state;
  if (s.step === 'events') {
    tx.stage(null);
    activationStep(tx);
    return;
  }
  for (const side of [drawer(s), otherSide(drawer(s))]) {
    if (s.attempts[side] !== undefined) continue;
    if (canAttempt(s, side)) {
      tx.stage({ kind: 'activation', side, first: side === drawer(s) });
      return;
    }
    tx.emit({ type: 'activationSkipped', side });
  }
  tx.stage(null);
  initiativeStep(tx);
}

const drawer = (s: State): Side => (s.turn % 2 === 1 ? 'highlord' : 'whitestone');

/** Step 3: one roll for one neutral (DG-ACT-01..03, DG-ACT-11). */
export function applyActivate(tx: Tx, side: Side, nation: NationId): void {
  const s = tx.state;
  if (!attemptable(s, side).includes(nation))
    throw new RuleError('not_neutral', `${nationWord(nation)} cannot be called to arms by you now.`);
  const r = rating(s, side, nation)!;
  const die = tx.dice.roll(10);
  const success = die <= r.rating;
  tx.emit({ type: 'activationRolled', side, nation, die, rating: r.rating, mods: r.mods, success });
  if (success) {
    join(tx, nation, side, 'roll', null);
    return;
  }
  activationNext(tx);
}

export function applySkip(tx: Tx, side: Side): void {
  tx.emit({ type: 'activationSkipped', side });
  activationNext(tx);
}

/** How many roll-offs an invasion may take before AMB-14's way out (both ratings at 0 or less). */
export const INVASION_ROLL_CAP = 40;

/**
 * An army has entered a neutral's territory (DG-INV-01..09): movement stops, the sides roll in turn, the
 * non-invader first with +2, until one succeeds; it places the nation, then the invader moves on.
 * When neither side can ever succeed (both ratings at 0 or less), the nation joins the non-invader (AMB-14).
 * Returns true when a placement now waits.
 */
export function invade(tx: Tx, nation: NationId, invader: Side, resume: Stage | null): boolean {
  const target = proxy(nation);
  if (tx.state.nations[target].status !== 'neutral') return false;
  const defender = otherSide(invader);
  const rd = rating(tx.state, defender, target, true);
  const ri = rating(tx.state, invader, target, false);
  let winner: Side | null = null;
  if ((rd?.rating ?? 0) <= 0 && (ri?.rating ?? 0) <= 0) winner = defender;
  for (let i = 0; !winner && i < INVASION_ROLL_CAP; i++) {
    const side = i % 2 === 0 ? defender : invader;
    const r = side === defender ? rd : ri;
    if (!r) continue;
    const die = tx.dice.roll(10);
    const success = die <= r.rating;
    tx.emit({
      type: 'activationRolled',
      side,
      nation: target,
      die,
      rating: r.rating,
      mods: r.mods,
      success,
      invasion: invader,
    });
    if (success) winner = side;
  }
  join(tx, target, winner ?? defender, 'invasion', resume);
  // Stryker disable next-line OptionalChaining: after join() the stage is always set, to the resumed stage or by the next step
  return tx.state.stage?.kind === 'place';
}

/** A nation nobody rolls for that is invaded as another (the Tower's pass calls out Solanthus). */
const proxy = (n: NationId): NationId => (n === 'tower-knights' ? 'solanthus' : n);

/** A nation joins a side: its armies take the side, and the side places them (DG-ACT-07/08). */
export function join(
  tx: Tx,
  nation: NationId,
  side: Side,
  how: 'roll' | 'invasion' | 'event',
  resume: Stage | null,
): void {
  tx.emit({ type: 'nationJoined', nation, side, how });
  // The Tower Knights enter for Whitestone with the first Knights nation it gains (DG-ACT-07, AMB-11).
  if (
    side === 'whitestone' &&
    KNIGHTS_ACTIVATION_NATIONS.includes(nation) &&
    tx.state.nations['tower-knights'].status === 'neutral'
  ) {
    tx.emit({ type: 'nationJoined', nation: 'tower-knights', side, how });
    // At the Tower, or as near it as they may stand if the enemy holds it (AMB-06).
    const tower = homePlacements(tx.state, 'tower-knights', side, ['tower-knights', 'solanthus']);
    if (tower.length) tx.emit({ type: 'placed', side, units: tower, why: 'the Tower Knights take the field' });
  }
  if (waitingOf(tx.state, nation).length === 0) {
    if (resume) tx.stage(resume);
    else activationNext(tx);
    return;
  }
  tx.stage({ kind: 'place', side, nation, ...(resume ? { resume } : {}) } as Stage);
}

/** The armies, leaders and ships of a nation still off the map (placed when it joins). */
export function waitingOf(s: State, nation: NationId): string[] {
  // Stryker disable next-line ArrayDeclaration: flatMap over the string gives an undefined id, which matches no unit
  const home = new Set((HOME_DEPLOYMENT[nation] ?? []).flatMap((st) => st.units));
  return Object.values(s.units)
    .filter((u) => u.where === 'waiting' && home.has(u.id))
    .map((u) => u.id);
}

import { activationStep, initiativeStep } from './flow.ts';
import { homePlacements } from './placement.ts';
