/**
 * Phase 3, Sieges (DR-SIEGE-17..39): siege attacks on the castles the active
 * player besieges, lifting a siege by displacing the besiegers, and
 * breakouts from his own besieged castles.
 */
import type { HexId } from '../../../engine/hex.ts';
import type { SeatId } from '../../../engine/types.ts';
import { RuleError } from '../../../engine/errors.ts';
import { COMBAT_CONSTANTS, type KingdomId, plunderPoints, SIEGE_TABLE, siegeModifier } from '../data/index.ts';
import type { Option } from '../commands.ts';
import { andList, capital, hexWords, plural, signed, unitsWords } from '../words.ts';
import { besiegers, CASTLE_AT, castleSeat, insideUnits, isCombat, siegeNeed, unitsAt } from './board.ts';
import type { State, Unit } from './state.ts';
import { awardVp, displaceUnits, fateRoll, openHexes } from './status.ts';
import type { Tx } from './tx.ts';

/** The modifier of a siege roll (DR-SIEGE-21), with the castaway penalty (DR-SHIP-04). */
export function siegeRollModifier(s: State, hex: HexId): number {
  const c = CASTLE_AT.get(hex);
  const b = besiegers(s, hex);
  // Stryker disable next-line OptionalChaining: sieges stand only on castle hexes, so the castle is always there
  let mod = siegeModifier(b.length, insideUnits(s, hex).length, c?.defense ?? 0);
  const byKingdom = new Map<KingdomId, number>();
  // Stryker disable next-line ConditionalExpression: mercenaries counted under no kingdom have no monarch to be a castaway
  for (const u of b) if (u.kingdom) byKingdom.set(u.kingdom, (byKingdom.get(u.kingdom) ?? 0) + 1);
  for (const [k, n] of byKingdom) {
    if (n * 2 > b.length && s.units[`${k}-monarch`]?.castaway) mod += COMBAT_CONSTANTS.castawayMonarchPenalty;
  }
  return mod;
}

/** Why the besieger may not roll, or null. */
function siegeAttackProblem(s: State, seat: SeatId, hex: HexId): string | null {
  if (s.sieges[hex] !== seat) return 'You do not besiege that castle.';
  const b = besiegers(s, hex);
  // Stryker disable next-line ConditionalExpression,StringLiteral: a siege ends as soon as its last besieger is gone (Tx.emit); none left is below 1:1 anyway
  if (!b.length) return 'No besieging units are there.';
  if (b.some((u) => u.done)) return 'These besiegers already attacked this turn.';
  if (b.some((u) => u.kingdom && s.kingdoms[u.kingdom].badOmens))
    return 'Bad Omens: these regulars will not attack (DR-SIEGE-29).';
  if (b.length < siegeNeed(s, hex)) return 'The besiegers are below 1:1 and may not roll (DR-SIEGE-39).';
  return null;
}

function breakoutProblem(s: State, seat: SeatId, hex: HexId): string | null {
  const c = CASTLE_AT.get(hex);
  if (!c || castleSeat(s, c) !== seat || !s.sieges[hex] || s.sieges[hex] === seat)
    return 'That is not your besieged castle.';
  const inside = unitsAt(s, hex).filter((u) => u.seat === seat && u.inside && isCombat(u) && !u.brokeOut);
  if (!inside.length) return 'Nobody inside can break out.';
  return null;
}

export function hasSiegeBusiness(s: State, seat: SeatId): boolean {
  return Object.entries(s.sieges).some(([hex, by]) => by === seat || breakoutProblem(s, seat, hex) === null);
}

export function siegeOptions(s: State, seat: SeatId): Option[] {
  const out: Option[] = [];
  let attacks = 0;
  let breakouts = 0;
  for (const [hex, by] of Object.entries(s.sieges).sort()) {
    const castle = hexWords(hex);
    if (by === seat) {
      if (!siegeAttackProblem(s, seat, hex)) {
        attacks++;
        out.push({
          command: { type: 'siegeAttack', hex },
          label: `Siege attack on ${castle} (a die roll ${signed(siegeRollModifier(s, hex))}: ${SIEGE_TABLE.plunderAt} or more plunders, a natural ${SIEGE_TABLE.naturalFail} fails)`,
          group: 'Sieges',
          target: hex,
        });
      }
      const b = besiegers(s, hex);
      if (b.length && !b.some((u) => u.done)) {
        const kind = b.some((u) => u.kind === 'army') ? 'army' : 'fleet';
        for (const to of openHexes(s, seat, hex, kind)) {
          out.push({
            command: { type: 'liftSiege', hex, to },
            label: `Lift the siege of ${castle}: the besiegers go to ${hexWords(to)}`,
            group: 'Sieges',
            target: to,
          });
        }
      }
    } else if (!breakoutProblem(s, seat, hex)) {
      breakouts++;
      const inside = unitsAt(s, hex).filter((u) => u.seat === seat && u.inside && isCombat(u) && !u.brokeOut);
      const outside = unitsAt(s, hex).filter((u) => u.seat !== seat && !u.inside && isCombat(u));
      out.push({
        command: { type: 'breakout', hex },
        label: `Break out of ${castle}: ${unitsWords(inside.map((u) => u.id))} against ${unitsWords(outside.map((u) => u.id))}`,
        group: 'Breakouts',
        target: hex,
        confirm: `Everyone inside ${castle} attacks all ${plural(outside.length, 'besieger')} at once; the battle is rolled now.`,
      });
    }
  }
  const unused = [
    ...(attacks ? [`${plural(attacks, 'siege attack')} ${attacks === 1 ? 'is' : 'are'} not made`] : []),
    ...(breakouts ? [`${plural(breakouts, 'breakout')} ${breakouts === 1 ? 'is' : 'are'} not tried`] : []),
  ];
  out.push({
    command: { type: 'done' },
    label: 'End the Siege Phase',
    group: 'Sieges',
    ...(unused.length ? { confirm: `${capital(andList(unused))}; the Siege Phase ends.` } : {}),
  });
  return out;
}

export function checkBreakout(s: State, seat: SeatId, hex: HexId): void {
  const why = breakoutProblem(s, seat, hex);
  if (why) throw new RuleError('no_breakout', why);
}

/** The siege roll (DR-SIEGE-22..26): natural 1 fails, 6 or more plunders. */
export function siegeAttack(tx: Tx, seat: SeatId, hex: HexId): void {
  const why = siegeAttackProblem(tx.state, seat, hex);
  if (why) throw new RuleError('no_siege_attack', why);
  const s = tx.state;
  const c = CASTLE_AT.get(hex);
  // Stryker disable next-line ConditionalExpression: siege rolls and plunders happen only on castle hexes
  if (!c) return;
  const b = besiegers(s, hex);
  const roll = tx.dice.roll(6);
  const modifier = siegeRollModifier(s, hex);
  const result =
    roll === SIEGE_TABLE.naturalFail ? 'fail' : roll + modifier >= SIEGE_TABLE.plunderAt ? 'plunder' : 'nothing';
  tx.emit({ type: 'siegeRolled', hex, seat, roll, modifier, result });
  // Stryker disable next-line ConditionalExpression: the besieger has nobody inside the castle he besieges
  const heroes = unitsAt(s, hex).filter((u) => u.seat === seat && u.kind === 'monarch' && !u.inside);
  tx.emit({ type: 'used', units: [...b, ...heroes].map((u) => u.id), done: true });
  if (result === 'fail') {
    tx.emit({
      type: 'asked',
      interrupt: { kind: 'losses', seat, pool: b.map((u) => u.id), count: SIEGE_TABLE.failLosses, cause: 'siege' },
    });
    // DR-SIEGE-23: a besieging hero captured here is held inside the castle, with its defenders
    const holder = castleSeat(s, c);
    for (const h of heroes) fateRoll(tx, h.id, holder, false, hex);
    return;
  }
  if (result === 'plunder') plunder(tx, seat, hex);
}

/** A castle falls (DR-SIEGE-25, DR-SIEGE-31, DR-PRIS-07, DR-VP-03..05). */
export function plunder(tx: Tx, seat: SeatId, hex: HexId): void {
  const s = tx.state;
  const c = CASTLE_AT.get(hex);
  // Stryker disable next-line ConditionalExpression: siege rolls and plunders happen only on castle hexes
  if (!c) return;
  const holder = castleSeat(s, c);
  // Stryker disable next-line ConditionalExpression,MethodExpression: the besieger has nobody inside the castle he besieges
  const inside = insideUnits(s, hex).filter((u) => u.seat !== seat);
  if (inside.length) tx.emit({ type: 'eliminated', units: inside.map((u) => u.id), cause: 'plunder' });
  for (const h of unitsAt(tx.state, hex).filter((u) => u.kind === 'monarch' && u.seat !== seat))
    fateRoll(tx, h.id, seat);
  for (const p of Object.values(tx.state.units).filter((u) => u.captive !== null && u.hex === hex)) {
    // Stryker disable next-line ConditionalExpression: captives are monarchs, and every monarch has a kingdom
    if (p.kingdom) tx.emit({ type: 'captiveFreed', kingdom: p.kingdom, hex });
  }
  tx.emit({ type: 'plundered', hex, castle: c.id, seat });
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a besieged castle always has a holder other than its besieger (sieges end when its kingdom leaves play)
  if (holder && holder !== seat) awardVp(tx, seat, plunderPoints(c.defense, c.royal), `plundered ${c.name}`);
}

/** Lifting a siege: the whole besieging stack displaced (DR-SIEGE-18/37). */
export function lift(tx: Tx, seat: SeatId, hex: HexId, to: HexId): void {
  const s = tx.state;
  if (s.sieges[hex] !== seat) throw new RuleError('no_siege', 'You do not besiege that castle.');
  const outside = unitsAt(s, hex).filter((u) => u.seat === seat && !u.inside);
  const kind = outside.some((u) => u.kind === 'army') ? 'army' : 'fleet';
  if (!openHexes(s, seat, hex, kind).includes(to))
    throw new RuleError('bad_hex', `The besiegers cannot displace to ${hexWords(to)}.`);
  const main = outside.filter((u) => u.kind === kind || u.kind === 'monarch').map((u) => u.id);
  tx.endingSiege(hex, 'lifted', () =>
    tx.emit({ type: 'displaced', units: main, to, inside: false, cause: 'displacement' }),
  );
  const rest: Unit[] = unitsAt(tx.state, hex).filter((u) => u.seat === seat && !u.inside);
  const asked = rest.length ? displaceUnits(tx, rest, hex, 'displacement', 'lifted') : false;
  if (tx.state.sieges[hex] && !asked) tx.emit({ type: 'siegeEnded', hex, reason: 'lifted' });
}
