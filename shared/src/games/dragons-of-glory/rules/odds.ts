/**
 * What a land battle is worth (Rule 7): the strengths, the odds column, every
 * die-roll modifier by name (DG-CMB-08..12, DG-DRM-01..11), and the terrain
 * questions combat asks: may this army attack into that hex, may it end a
 * retreat or an advance there, does a stack fit (DG-CMB-07, DG-RES-08, DG-STK).
 */
import {
  type ArmyCounter,
  counter,
  type CounterId,
  EVENT_BY_ID,
  effectivelyAdjacent,
  adjacent,
  getHex,
  getHexside,
  groundStackLimit,
  HEXSIDE_EFFECTS,
  type HexId,
  type Modifier,
  MODIFIERS,
  neighbours,
  type OddsColumn,
  oddsColumn,
  otherSide,
  placeAt,
  type Side,
  STACKING,
  TERRAIN_EFFECTS,
} from '../data/index.ts';
import { armiesAt, isAirId, isCavalryId, isDragonId, isGroundId, isKenderId, sp, unitsAt } from './board.ts';
import { liveStronghold } from './evolve.ts';
import type { Mod, State } from './state.ts';
import { placeWord, unitWord } from './words.ts';

const MOD = new Map(MODIFIERS.map((m) => [m.id, m]));
const mod = (id: string): Modifier => MOD.get(id)!;
const num = (v: Modifier['attacker']): number => (typeof v === 'number' ? v : 0);

// ---------------------------------------------------------------------------
// Terrain: where an army may attack, retreat and advance
// ---------------------------------------------------------------------------

const raceOf = (id: CounterId): string | null => {
  const c = counter(id);
  return c.kind === 'army' ? (c as ArmyCounter).race : null;
};

/** May this army cross the hexside between two touching hexes (DG-MOV-07, DG-RACE-02)? Nothing crosses a deep river into battle. */
export function mayCross(id: CounterId, from: HexId, to: HexId): boolean {
  if (!adjacent(from, to)) return false;
  const side = getHexside(from, to);
  if (isAirId(id)) return true;
  if (side.deep) return false;
  if (side.mountain) return HEXSIDE_EFFECTS.mountainCrossers.includes(raceOf(id) as never);
  return true;
}

/** May this army stand in the hex at the end of a retreat or an advance (DG-MOV-08/09, AMB-22)? */
export function mayStand(id: CounterId, hex: HexId): boolean {
  const t = TERRAIN_EFFECTS[getHex(hex).terrain];
  return isAirId(id) ? t.airMayEnd : t.groundCost !== null;
}

/** May this army pass over the hex on the way (a flier's two-hex retreat before combat)? */
export function mayOverfly(id: CounterId, hex: HexId): boolean {
  const t = TERRAIN_EFFECTS[getHex(hex).terrain];
  return isAirId(id) ? t.airMayOverfly : t.groundCost !== null;
}

/**
 * May this army attack the hex from where it stands (DG-CMB-07): a hex it could move into. Only dwarves,
 * ogres and fliers across a mountain hexside; nothing across a deep river (the hexes are not adjacent,
 * DG-ZOC-02); ground armies never into marsh, sea or desert; nothing into desert.
 */
export function mayAttackFrom(id: CounterId, from: HexId, to: HexId): boolean {
  if (!mayCross(id, from, to)) return false;
  if (getHexside(from, to).deep) return false;
  return mayOverfly(id, to);
}

/** Ground armies a hex holds now: a disbanded capital plays as clear (DG-CAP-04) and holds two. */
export function groundLimit(s: State, hex: HexId): number {
  return liveStronghold(s, hex) ? groundStackLimit(hex) : STACKING.ground;
}

/**
 * Do these armies of `side` fit in the hex with those already there (DG-STK-01..03, DG-STK-07): two ground
 * (three in a fortified city), two air, and kender with no other army (AMB-26). `leaving` are armies
 * counted out (they are moving away at the same time).
 */
export function fits(
  s: State,
  hex: HexId,
  side: Side,
  adding: readonly CounterId[],
  // Stryker disable next-line ArrayDeclaration: no counter id is "Stryker was here"
  leaving: readonly CounterId[] = [],
): boolean {
  const ids = new Set(
    armiesAt(s, hex, side)
      .map((u) => u.id)
      .filter((id) => !leaving.includes(id)),
  );
  for (const id of adding) ids.add(id);
  const all = [...ids];
  if (all.filter(isGroundId).length > groundLimit(s, hex)) return false;
  if (all.filter(isAirId).length > STACKING.air) return false;
  if (all.some(isKenderId) && all.some((id) => !isKenderId(id))) return false;
  return true;
}

/** Enemy armies (not aboard ships) stand in this hex. */
export const enemyIn = (s: State, hex: HexId, side: Side): boolean => armiesAt(s, hex, otherSide(side)).length > 0;

/** An enemy army stands next to the hex (across no mountain or deep-river hexside, DG-ZOC-02). */
export function nextToEnemy(s: State, hex: HexId, side: Side): boolean {
  return neighbours(hex).some((n) => effectivelyAdjacent(hex, n) && enemyIn(s, n, side));
}

// ---------------------------------------------------------------------------
// Strengths and odds (DG-CMB-08..10)
// ---------------------------------------------------------------------------

/** The stronghold whose walls help the defenders of a hex, if any (a disbanded capital has none, DG-CAP-04). */
export function wallsAt(s: State, hex: HexId): Modifier | null {
  const p = placeAt(hex);
  if (!p || !liveStronghold(s, hex)) return null;
  return MOD.get(p.kind) ?? null;
}

/** The attackers' Strength Points: every army in the attack, depleted ones at their depleted SP (DG-CMB-08). */
export const attackStrength = (s: State, ids: readonly CounterId[]): number => ids.reduce((a, id) => a + sp(s, id), 0);

/** The defenders' Strength Points, tripled in a fortress (and a dwarven fortress, AMB-35), doubled in a fortified city (DG-CMB-09). */
export function defenceStrength(s: State, hex: HexId, ids: readonly CounterId[]): number {
  const walls = wallsAt(s, hex);
  return ids.reduce((a, id) => a + sp(s, id), 0) * (walls?.defenceMultiplier ?? 1);
}

/** The odds column (DG-CMB-10, AMB-32): rounded down for the defender, 1-N below even, clamped to the table. */
export const oddsOf = (attack: number, defence: number): OddsColumn => oddsColumn(attack, Math.max(1, defence));

/** The cumulative modifier (DG-CMB-11): every modifier added together. */
export const totalOf = (mods: readonly { value: number }[]): number => mods.reduce((a, m) => a + m.value, 0);

// ---------------------------------------------------------------------------
// Die-roll modifiers (DG-DRM)
// ---------------------------------------------------------------------------

/** A leader's Tactical Rating now: an event may have set it for the rest of the game. */
export function tacticalRating(s: State, id: CounterId): number {
  const c = counter(id);
  let tr = c.kind === 'leader' ? c.tr : 0;
  // Stryker disable OptionalChaining,ArrayDeclaration: every drawn event is a known event with an effects array
  for (const d of s.drawn)
    for (const eff of EVENT_BY_ID.get(d.event)?.effects ?? [])
      if (eff.kind === 'set-tactical-rating' && eff.leader === id) tr = eff.tr;
  // Stryker restore OptionalChaining,ArrayDeclaration
  return tr;
}

export interface Forces {
  hex: HexId;
  attacker: Side;
  attackers: readonly CounterId[];
  defenders: readonly CounterId[];
  taunt?: boolean;
}

/** Leaders and wizards of a side standing (not aboard) in the hexes. */
function commanders(s: State, hexes: readonly HexId[], side: Side, kind: 'leader' | 'wizard'): CounterId[] {
  return hexes
    .flatMap((h) => unitsAt(s, h))
    .filter((u) => u.side === side && !u.aboard && counter(u.id).kind === kind)
    .map((u) => u.id)
    .sort();
}

/** Is a Whitestone stack of this battle carrying the Dragonlances (Strategic Event, ours)? Where its army is now (strategic.ts markerHex); none while it has no army. */
const lancesIn = (s: State, hexes: readonly HexId[]): boolean =>
  s.markers.some((m) => {
    const u = m.unit ? s.units[m.unit] : undefined;
    // Stryker disable next-line OptionalChaining: a marker's unit always exists in s.units
    const at = m.unit ? (u?.where === 'map' ? u.hex : null) : m.hex;
    return m.event === 'dragonlances' && !!at && hexes.includes(at);
  });

/** Does any army of the list stand in terrain favourable to its race (DG-DRM-09, AMB-36: flat)? */
function onFavourable(s: State, ids: readonly CounterId[]): boolean {
  return ids.some((id) => {
    const race = raceOf(id);
    // Stryker disable next-line OptionalChaining: every army in a battle is in s.units
    const hex = s.units[id]?.hex;
    // Stryker disable next-line LogicalOperator: armies in a battle always stand on the map with a hex, and an air army's null race favours nothing
    return race !== null && hex !== null && hex !== undefined
      ? TERRAIN_EFFECTS[getHex(hex).terrain].favourableFor.includes(race as never)
      : false;
  });
}

/** Every modifier of a battle in words, positive for the attacker (DG-DRM-01..11). */
export function battleMods(s: State, f: Forces): Mod[] {
  const out: Mod[] = [];
  const defender = otherSide(f.attacker);
  const fromHexes = [...new Set(f.attackers.map((id) => s.units[id]!.hex!))];
  const walls = wallsAt(s, f.hex);
  // Stryker disable next-line ArrayDeclaration: no modifier id is "Stryker was here"
  const cancelled = new Set(walls?.cancels ?? []);
  // Leaders: the best Tactical Rating of one leader a side (DG-DRM-01, checklist §2 row 12).
  const best = (ids: CounterId[]) =>
    ids.reduce<CounterId | null>(
      (a, id) => (a === null || tacticalRating(s, id) > tacticalRating(s, a) ? id : a),
      null,
    );
  const al = best(commanders(s, fromHexes, f.attacker, 'leader'));
  if (al && tacticalRating(s, al))
    out.push({ label: `${unitWord(al)} leads the attack`, value: tacticalRating(s, al), rule: 'DG-DRM-01' });
  const dl = best(commanders(s, [f.hex], defender, 'leader'));
  if (dl && tacticalRating(s, dl))
    out.push({ label: `${unitWord(dl)} leads the defence`, value: -tacticalRating(s, dl), rule: 'DG-DRM-01' });
  // Dragons: their Strength Points again, as a modifier (DG-DRM-02); the Dragonlances blunt the Highlord's.
  const dragonSp = (ids: readonly CounterId[]) => ids.filter(isDragonId).reduce((a, id) => a + sp(s, id), 0);
  const lances = lancesIn(s, f.attacker === 'whitestone' ? fromHexes : [f.hex]);
  const ad = dragonSp(f.attackers);
  if (ad) {
    const blunt = lances && f.attacker === 'highlord';
    out.push({
      label: blunt ? 'dragons attacking, blunted by the Dragonlances' : `dragons attacking (${ad} SP)`,
      value: blunt ? 0 : ad,
      rule: 'DG-DRM-02',
    });
  }
  const dd = dragonSp(f.defenders);
  if (dd) {
    const blunt = lances && defender === 'highlord';
    out.push({
      label: blunt ? 'dragons defending, blunted by the Dragonlances' : `dragons defending (${dd} SP)`,
      value: blunt ? 0 : -dd,
      rule: 'DG-DRM-02',
    });
  }
  // Wizards: one a side on land (DG-DRM-03, AMB-28).
  const aw = commanders(s, fromHexes, f.attacker, 'wizard')[0];
  if (aw)
    out.push({ label: `${unitWord(aw)} casts for the attack`, value: num(mod('wizard').attacker), rule: 'DG-DRM-03' });
  const dw = commanders(s, [f.hex], defender, 'wizard')[0];
  if (dw)
    out.push({ label: `${unitWord(dw)} casts for the defence`, value: num(mod('wizard').defender), rule: 'DG-DRM-03' });
  // Cavalry: +1 if any attacks, nothing for the defender (DG-DRM-04); not against a dwarven fortress (DG-DRM-08).
  if (f.attackers.some(isCavalryId) && !cancelled.has('cavalry'))
    out.push({ label: 'cavalry in the attack', value: num(mod('cavalry').attacker), rule: 'DG-DRM-04' });
  // Flight: +1 if any flier attacks, -1 if any defends (DG-DRM-05); the attacker's not against a dwarven fortress.
  if (f.attackers.some(isAirId) && !cancelled.has('flight'))
    out.push({ label: 'fliers in the attack', value: num(mod('flight').attacker), rule: 'DG-DRM-05' });
  if (f.defenders.some(isAirId))
    out.push({ label: 'fliers in the defence', value: num(mod('flight').defender), rule: 'DG-DRM-05' });
  // Walls (DG-DRM-06..08): only for defenders; attacking out of a stronghold gives nothing.
  if (walls) {
    const p = placeAt(f.hex)!;
    const kind =
      p.kind === 'fortress' ? 'fortress' : p.kind === 'fortified-city' ? 'fortified city' : 'dwarven fortress';
    out.push({ label: `the walls of ${placeWord(p.id)} (${kind})`, value: num(walls.defender), rule: walls.rule });
  }
  // Favourable terrain: flat, if any army qualifies; attackers count their own hex (DG-DRM-09, AMB-36).
  if (onFavourable(s, f.attackers))
    out.push({
      label: 'attackers on their home terrain',
      value: num(mod('favourable-terrain').attacker),
      rule: 'DG-DRM-09',
    });
  if (onFavourable(s, f.defenders))
    out.push({
      label: 'defenders on their home terrain',
      value: num(mod('favourable-terrain').defender),
      rule: 'DG-DRM-09',
    });
  // A taunted stack's forced attack (DG-DRM-10, DG-KEN-05).
  if (f.taunt) out.push({ label: 'goaded by a kender taunt', value: num(mod('taunted').attacker), rule: 'DG-DRM-10' });
  // Strategic Events in force this Turn that add to a side's attacks.
  for (const x of s.effects) {
    const ev = EVENT_BY_ID.get(x.event);
    // Stryker disable next-line OptionalChaining,ArrayDeclaration: every event in force is a known event with an effects array
    for (const eff of ev?.effects ?? [])
      if (eff.kind === 'attack-modifier' && eff.side === f.attacker)
        out.push({ label: ev!.name, value: eff.value, rule: 'DG-SE-06' });
  }
  return out;
}

export interface Assessment {
  attack: number;
  defence: number;
  column: OddsColumn;
  mods: Mod[];
  total: number;
}

/** Strengths, odds and modifiers of a battle as it stands. */
export function assess(s: State, f: Forces): Assessment {
  const attack = attackStrength(s, f.attackers);
  const defence = defenceStrength(s, f.hex, f.defenders);
  const mods = battleMods(s, f);
  return { attack, defence, column: oddsOf(attack, defence), mods, total: totalOf(mods) };
}
