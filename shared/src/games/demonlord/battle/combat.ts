/**
 * Effective missile, melee and morale values, each modifier named so the log can
 * show it (DL-FIRE-08..11, DL-MORL-01..04, DL-BCHR-04, DL-TERR-04..07), and the
 * odds the plan heuristics use.
 */
import {
  ARMOUR_RANK,
  HEAVY_ARMOUR_RIVER_PENALTY,
  MORALE_CHECK,
  NEUTRAL_MOVEMENT,
  type Side,
  TERRAIN_TABLE,
} from '../data/index.ts';
import { charactersOn } from './line.ts';
import type { Battle, MoraleCause, Mod } from './types.ts';
import { character, MOVE_WORDS, regiment } from './units.ts';

export interface Value {
  base: number;
  mods: Mod[];
  effective: number;
}

const total = (base: number, mods: Mod[]): Value => ({
  base,
  mods,
  effective: mods.reduce((n, m) => n + m.value, base),
});

/** The largest leader ability among the characters with a regiment (only one counts, DL-BCHR-04). */
export function leaderOf(b: Battle, regimentId: string): { id: string; value: number } | null {
  let best: { id: string; value: number } | null = null;
  for (const c of charactersOn(b, regimentId)) {
    const v = character(c).leader;
    if (v !== null && (!best || v > best.value)) best = { id: c, value: v };
  }
  return best;
}

function terrainMods(b: Battle, id: string, stat: 'melee' | 'missile' | 'morale'): Mod[] {
  const row = TERRAIN_TABLE[b.terrain];
  const move = regiment(id).move;
  return row.battle
    .filter((m) => m.stat === stat && (!m.move || m.move === move))
    .map((m) => ({
      label: `${row.label.toLowerCase()}${m.move ? `, ${MOVE_WORDS[m.move]}` : ''}`,
      value: m.value,
    }));
}

/** The Ancients attacking into mountains (DL-TERR-07, DL-NEUT-10): the attacker is the active side. */
function ancientsIntoMountains(b: Battle, id: string): boolean {
  return b.terrain === 'mountains' && regiment(id).faction === 'ancients' && b.regiments[id]?.side === b.active;
}

/** Missile modifiers: the target's armour and the terrain (DL-FIRE-09, -11). */
export function shootValue(b: Battle, shooter: string, target: string): Value {
  const t = regiment(target);
  const mods: Mod[] = [];
  if (t.armour === 'none') mods.push({ label: 'target without armour', value: 1 });
  if (t.armour === 'heavy') mods.push({ label: 'target in heavy armour', value: -1 });
  mods.push(...terrainMods(b, shooter, 'missile'));
  return total(regiment(shooter).missile, mods);
}

/** The heavy-armour penalty of footnote *: heavy, crossed a river border this phase, and not the exempt regiment. */
export function riverPenalty(b: Battle, id: string): boolean {
  const how = b.crossed[id];
  return (
    how !== undefined &&
    regiment(id).armour === HEAVY_ARMOUR_RIVER_PENALTY.armour &&
    (HEAVY_ARMOUR_RIVER_PENALTY.crossings as readonly string[]).includes(how) &&
    b.exempt !== id
  );
}

/** Melee modifiers: leader, armour superiority, terrain, river penalty, Ancients (DL-FIRE-10/11, DL-TERR-06/07). */
export function meleeValue(b: Battle, attacker: string, target: string): Value {
  const a = regiment(attacker);
  const t = regiment(target);
  const mods: Mod[] = [];
  const lead = leaderOf(b, attacker);
  if (lead && lead.value !== 0) mods.push({ label: `leader ${character(lead.id).name}`, value: lead.value });
  if (ARMOUR_RANK[a.armour] > ARMOUR_RANK[t.armour])
    mods.push({ label: `armour superiority (${a.armour} over ${t.armour})`, value: 1 });
  mods.push(...terrainMods(b, attacker, 'melee'));
  if (riverPenalty(b, attacker))
    mods.push({ label: 'heavy armour after a river crossing', value: HEAVY_ARMOUR_RIVER_PENALTY.value });
  if (ancientsIntoMountains(b, attacker))
    mods.push({
      label: 'Ancients attacking into mountains',
      value: NEUTRAL_MOVEMENT.ancients.attackIntoMountains.melee,
    });
  return total(a.melee, mods);
}

/**
 * Morale for one check. The leader bonus (+1 or more, the largest) is added first
 * and the value capped at 6 (DL-MORL-02); then the penalties: -1 for this hit if it
 * came from battle magic (DL-MORL-03), Darkness/Light (DL-MORL-04), the Ancients in
 * mountains (DL-TERR-07). A retreat check has no leader bonus (DL-RETR-03).
 */
export function moraleValue(b: Battle, id: string, cause: MoraleCause): Value {
  const r = regiment(id);
  const side = b.regiments[id]?.side as Side;
  const mods: Mod[] = [];
  const lead = cause === 'retreat' ? null : leaderOf(b, id);
  let up = r.morale;
  if (lead && lead.value >= 1) {
    mods.push({ label: `leader ${character(lead.id).name}`, value: lead.value });
    up += lead.value;
  }
  if (up > MORALE_CHECK.cap) mods.push({ label: `never above ${MORALE_CHECK.cap}`, value: MORALE_CHECK.cap - up });
  if (cause === 'magic') mods.push({ label: 'hit by battle magic', value: -1 });
  const minus = b.moraleMinus[side];
  if (minus > 0) mods.push({ label: side === 'khozar' ? 'Darkness' : 'Light', value: -minus });
  if (ancientsIntoMountains(b, id))
    mods.push({
      label: 'Ancients attacking into mountains',
      value: NEUTRAL_MOVEMENT.ancients.attackIntoMountains.morale,
    });
  mods.push(...terrainMods(b, id, 'morale'));
  return total(r.morale, mods);
}

// ---------------------------------------------------------------------------
// Odds, for the plan heuristics
// ---------------------------------------------------------------------------

/** P(2d6 <= v). */
export function pHit(v: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let c = 1; c <= 6; c++) if (a + c <= v) n++;
  return n / 36;
}

/** P(a morale check does not pass) = P(1d6 >= morale). */
export function pBreak(morale: number): number {
  const m = Math.min(MORALE_CHECK.cap, morale);
  return m <= 1 ? 1 : (7 - m) / 6;
}

/** How likely `attacker` removes `target` in one round (its shot plus its blow), both on the front as they stand. */
export function threat(b: Battle, attacker: string, target: string): number {
  const shot = regiment(attacker).missile > 0 ? pHit(shootValue(b, attacker, target).effective) : 0;
  const blow = pHit(meleeValue(b, attacker, target).effective);
  return Math.min(1, shot + blow) * pBreak(moraleValue(b, target, 'melee').effective);
}

/** The expected-hit heuristic of the 'counter' policy: what I do to it minus what it does to me. */
export const fare = (b: Battle, mine: string, enemy: string): number => threat(b, mine, enemy) - threat(b, enemy, mine);

/** A rough fighting worth, for "strongest first" and for focusing on the strongest enemy. */
export function power(id: string): number {
  const r = regiment(id);
  return r.melee + r.missile / 2 + r.morale / 2 + ARMOUR_RANK[r.armour] / 2;
}
