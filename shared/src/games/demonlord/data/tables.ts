/**
 * The player-aid tables (§1.31 DL-AID: Table 1, Table 2, the VP track) and
 * the other die tables of the rules, as data. Where the player aid disagrees
 * with the main text the main text wins (DL-AID-01, AMB-08). Table 2 prints
 * rows 2-6 only; rows 7-12, the surrender entries and the totals beyond the
 * dice are ours (checklist 3.1 item 5, AMB-02).
 */
import type { Side } from './ids.ts';

/** A die table: each face of the die(s) in exactly one entry. */
export type DieTable<T> = readonly { faces: readonly number[]; result: T }[];

export function lookup<T>(table: DieTable<T>, roll: number): T {
  const e = table.find((x) => x.faces.includes(roll));
  if (!e) throw new Error(`no entry for ${roll}`);
  return e.result;
}

// ---------------------------------------------------------------------------
// Table 1: sequence
// ---------------------------------------------------------------------------

export const PHASE_STEPS = ['movement', 'summoning', 'battles', 'sieges', 'alliances'] as const;
export const BATTLE_ROUND_STEPS = ['reserves', 'battle-magic', 'shooting', 'melee', 'retreat'] as const;
/** Khozar's phase first, then the Demon's (DL-SEQ-01). */
export const TURN_PHASES: readonly Side[] = ['khozar', 'demon'];

// ---------------------------------------------------------------------------
// Table 1: shooting, melee, morale (DL-FIRE, DL-MORL)
// ---------------------------------------------------------------------------

export interface AttackTable {
  dice: 2;
  /** A hit when the two dice total no more than the effective value (DL-FIRE-08). */
  hitIf: 'sum <= effective';
  modifiers: readonly { when: string; value: number | 'leader' }[];
}

export const SHOOTING: AttackTable & { onlyIfPrintedAbove: 0 } = {
  dice: 2,
  hitIf: 'sum <= effective',
  /** A printed missile of 0 never shoots, even at an unarmoured target (AMB-17). */
  onlyIfPrintedAbove: 0,
  modifiers: [
    { when: 'target has no armour', value: 1 },
    { when: 'target has heavy armour', value: -1 },
  ],
};

export const MELEE: AttackTable = {
  dice: 2,
  hitIf: 'sum <= effective',
  modifiers: [
    { when: 'attacker armour ranks above the target’s (heavy > medium > none; heavy beats none, AMB-16)', value: 1 },
    { when: 'the largest leader ability in the attacking regiment', value: 'leader' },
  ],
};

/** 2d6 total against an effective value: 1 or less never hits, 12 or more always does (DL-FIRE-13). */
export const hits = (diceTotal: number, effective: number): boolean => diceTotal <= effective;

export type MoraleResult = 'no-effect' | 'flees' | 'destroyed';

export const MORALE_CHECK = {
  die: 1,
  cap: 6,
  /** Main text (DL-MORL-01), not Table 1's "success on roll <= morale" (AMB-08). */
  rule: 'roll < morale: no effect; roll = morale: flees; roll > morale: destroyed',
  modifiers: [
    { when: 'leader of ability +1 or more in the regiment (the largest); not in a retreat check', value: 'leader' },
    { when: 'the hit came from battle magic (that check only)', value: -1 },
    { when: 'Darkness (Khozar) or Light (Demon) in the area, unless both', value: -1 },
  ],
  /** Several hits in one sub-step: one check each, the worst applies (DL-FIRE-12). */
  worstFirst: ['destroyed', 'flees', 'no-effect'],
} as const;

export function moraleResult(roll: number, effectiveMorale: number): MoraleResult {
  const m = Math.min(MORALE_CHECK.cap, effectiveMorale);
  if (roll < m) return 'no-effect';
  return roll === m ? 'flees' : 'destroyed';
}

/** Fate of each character in a regiment that flees or is destroyed (DL-BCHR-05; one roll per character, AMB-20). */
export const CHARACTER_FATE: DieTable<'killed' | 'flees' | 'unharmed'> = [
  { faces: [1, 2], result: 'killed' },
  { faces: [3], result: 'flees' },
  { faces: [4, 5, 6], result: 'unharmed' },
];

// ---------------------------------------------------------------------------
// Table 1: capture of characters (DL-CAPT)
// ---------------------------------------------------------------------------

export const CAPTURE = {
  dice: '1d6 each side',
  results: { characterHigher: 'escapes', regimentHigher: 'captured', equal: 'stopped' },
  modifiers: [
    { to: 'character', when: 'the check is in an area with an enemy-controlled fortification (AMB-10)', value: -2 },
    { to: 'side with the strictly greatest magic power present (AMB-09)', when: 'always', value: 1 },
  ],
} as const;

export function captureResult(characterTotal: number, regimentTotal: number): 'escapes' | 'captured' | 'stopped' {
  if (characterTotal > regimentTotal) return 'escapes';
  return characterTotal < regimentTotal ? 'captured' : 'stopped';
}

// ---------------------------------------------------------------------------
// Table 1: alliances (DL-ALLY-06, -10)
// ---------------------------------------------------------------------------

export type AllianceResult = 'permanent' | 'temporary' | 'no-change' | 'myth' | 'temporary-with-opponent';
export const ALLIANCE_ATTEMPT: DieTable<AllianceResult> = [
  { faces: [1], result: 'permanent' },
  { faces: [2, 3], result: 'temporary' },
  { faces: [4], result: 'no-change' },
  { faces: [5], result: 'myth' },
  { faces: [6], result: 'temporary-with-opponent' },
];

export type TemporaryCheckResult = 'permanent' | 'unchanged' | 'neutral' | 'temporary-with-opponent';
export const TEMPORARY_ALLIANCE_CHECK: DieTable<TemporaryCheckResult> = [
  { faces: [1], result: 'permanent' },
  { faces: [2, 3, 4], result: 'unchanged' },
  { faces: [5], result: 'neutral' },
  { faces: [6], result: 'temporary-with-opponent' },
];

// ---------------------------------------------------------------------------
// Other die tables of the text
// ---------------------------------------------------------------------------

export const REINFORCEMENT_ARRIVAL: DieTable<boolean> = [
  { faces: [1, 2, 3], result: true },
  { faces: [4, 5, 6], result: false },
];
export const TOWNSMAN_PLACEMENT: DieTable<boolean> = [
  { faces: [1, 2, 3], result: true },
  { faces: [4, 5, 6], result: false },
];
export const UL_RULER: DieTable<'balor' | 'dwarf-king'> = [
  { faces: [1, 2, 3], result: 'balor' },
  { faces: [4, 5, 6], result: 'dwarf-king' },
];
export const FOREST_SUMMONING: DieTable<'beast-god' | 'forest-spirit'> = [
  { faces: [1, 2, 3], result: 'beast-god' },
  { faces: [4, 5, 6], result: 'forest-spirit' },
];

// ---------------------------------------------------------------------------
// Sieges: modifiers (Table 1) and Table 2
// ---------------------------------------------------------------------------

export interface SiegeModifier {
  id: string;
  value: number;
  /** Whose roll it changes: either side that qualifies, or the besieger only (the asterisk). */
  to: 'either' | 'besieger';
  /** Modifiers of one group never apply together. */
  group?: 'fortress' | 'duration';
  when: string;
}

export const SIEGE_MODIFIERS: readonly SiegeModifier[] = [
  { id: 'siege-magic', value: 1, to: 'either', when: 'strictly more successful siege spells this round (DL-SMAG-02)' },
  {
    id: 'leader',
    value: 1,
    to: 'either',
    when: 'owns the character of strictly highest leader ability in the area; none ranks below +0 (AMB-33)',
  },
  {
    id: 'castle',
    value: 1,
    to: 'besieger',
    group: 'fortress',
    when: 'the fortification is a castle other than Lyuung',
  },
  {
    id: 'lyuung',
    value: -1,
    to: 'besieger',
    group: 'fortress',
    when: 'Castle Lyuung, unless the besieger has more flying regiments there than the defender; assault and siege (AMB-31)',
  },
  { id: 'long-siege', value: 1, to: 'besieger', group: 'duration', when: 'the siege has lasted 5 or more phases' },
  {
    id: 'first-phase',
    value: -1,
    to: 'besieger',
    group: 'duration',
    when: 'the first phase whose siege step resolves this siege (AMB-73)',
  },
];

/** Lowest and highest modified 2d6 total a side can roll on Table 2. */
export function siegeTotalRange(role: 'defender' | 'besieger'): { min: number; max: number } {
  const mine = SIEGE_MODIFIERS.filter((m) => m.to === 'either' || role === 'besieger');
  let min = 2;
  let max = 12;
  const groups = new Map<string, number[]>();
  for (const m of mine) {
    if (!m.group) {
      min += Math.min(0, m.value);
      max += Math.max(0, m.value);
    } else groups.set(m.group, [...(groups.get(m.group) ?? []), m.value]);
  }
  for (const vals of groups.values()) {
    min += Math.min(0, ...vals);
    max += Math.max(0, ...vals);
  }
  return { min, max };
}

export type SiegeLoss = number | 'surrender';
export type SiegeColumn = 'assaultByDefender' | 'assaultByBesieger' | 'siegeByDefender' | 'siegeByBesieger';
export const SIEGE_COLUMNS: readonly SiegeColumn[] = [
  'assaultByDefender',
  'assaultByBesieger',
  'siegeByDefender',
  'siegeByBesieger',
];
/** Which side reads which column (AMB-77). */
export const SIEGE_COLUMN_READER: Readonly<Record<SiegeColumn, 'defender' | 'besieger'>> = {
  assaultByDefender: 'defender',
  assaultByBesieger: 'besieger',
  siegeByDefender: 'defender',
  siegeByBesieger: 'besieger',
};

export interface SiegeRow {
  total: number;
  assaultByDefender: SiegeLoss;
  assaultByBesieger: SiegeLoss;
  siegeByDefender: SiegeLoss;
  siegeByBesieger: SiegeLoss;
  /** 'text': printed; 'authored': ours; 'clamped': a total beyond the dice, read as row 2 or row 12. */
  source: 'text' | 'authored' | 'clamped';
}

type Printed = readonly [SiegeLoss, SiegeLoss, SiegeLoss, SiegeLoss];
/**
 * Rows 2-12: regiments of the enemy destroyed, or the defender's surrender
 * (DL-SIEGE-13). An assault is bloody for both and may take the walls at once;
 * a prolonged siege costs little and ends in surrender, likelier as the
 * besieger's +1 for a long siege comes in.
 */
const PRINTED: Readonly<Record<number, Printed>> = {
  2: [0, 0, 0, 0],
  3: [0, 0, 0, 0],
  4: [1, 0, 0, 0],
  5: [1, 0, 0, 0],
  6: [1, 0, 0, 0],
  7: [1, 1, 0, 0],
  8: [2, 1, 0, 1],
  9: [2, 2, 1, 1],
  10: [2, 2, 1, 1],
  11: [3, 3, 1, 2],
  12: [3, 'surrender', 2, 'surrender'],
};

function buildSiegeTable(): SiegeRow[] {
  const lo = Math.min(siegeTotalRange('defender').min, siegeTotalRange('besieger').min);
  const hi = Math.max(siegeTotalRange('defender').max, siegeTotalRange('besieger').max);
  const rows: SiegeRow[] = [];
  for (let total = lo; total <= hi; total++) {
    const p = PRINTED[Math.max(2, Math.min(12, total))]!;
    const source = total < 2 || total > 12 ? 'clamped' : total <= 6 ? 'text' : 'authored';
    rows.push({
      total,
      assaultByDefender: p[0],
      assaultByBesieger: p[1],
      siegeByDefender: p[2],
      siegeByBesieger: p[3],
      source,
    });
  }
  return rows;
}

/** Table 2, one row for every modified total either side can roll. */
export const SIEGE_TABLE: readonly SiegeRow[] = buildSiegeTable();

export function siegeLoss(column: SiegeColumn, total: number): SiegeLoss {
  const row = SIEGE_TABLE.find((r) => r.total === total);
  if (!row) throw new Error(`no siege row for ${total}`);
  return row[column];
}

// ---------------------------------------------------------------------------
// End of the game, truce, victory points (DL-END, DL-VP, DL-VSTRAT, DL-VEXT)
// ---------------------------------------------------------------------------

/** Capturing the enemy capital ends the base game at once (DL-END-01). */
export const SUDDEN_DEATH: Readonly<Record<Side, string>> = { demon: 'timur', khozar: 'nisshar' };

export const TRUCE = {
  /** At the end of any turn after the second. */
  firstTurn: 3,
  openOn: [6],
  base: { dice: 2, multiplier: 1, plusTurn: true, lastTurnFrom: 20, rollTurnsFrom: 15 },
  strategic: { dice: 2, multiplier: 2, plusTurn: true, lastTurnFrom: null, rollTurnsFrom: 36 },
} as const;

/** Result of one negotiation roll: the game's last turn, a die roll for it, or nothing (AMB-63, AMB-67). */
export function negotiation(
  diceTotal: number,
  turn: number,
  game: 'base' | 'strategic',
): 'next-turn-last' | 'roll-turns-left' | 'nothing' {
  const t = TRUCE[game];
  const sum = diceTotal * t.multiplier + turn;
  if (t.lastTurnFrom !== null && sum >= t.lastTurnFrom) return 'next-turn-last';
  return sum >= t.rollTurnsFrom ? 'roll-turns-left' : 'nothing';
}

export interface VpAward {
  id: string;
  vp: number;
  /** Scored per item (each city, each alliance) rather than once. */
  each?: true;
  /** Only this side scores it. */
  only?: Side;
  when: string;
}

/** Scored at the end of every turn and accumulated (DL-VP-02..06). */
export const VP_AWARDS: readonly VpAward[] = [
  { id: 'more-fortifications', vp: 1, when: 'controls more fortifications than the opponent' },
  { id: 'more-alliances', vp: 1, when: 'has more neutral allies (temporary or permanent) than the opponent' },
  { id: 'no-reinforcements', vp: 1, when: 'has not called reinforcements' },
  { id: 'enemy-city', vp: 1, each: true, when: 'each enemy city in VP_CITIES it controls (AMB-64)' },
  { id: 'ninkhiz', vp: 1, only: 'khozar', when: 'controls the Temple of Ninkhiz (scored as a city)' },
];

/** Counted once at the end of the Strategic Game (DL-VSTRAT-04). */
export const STRATEGIC_VP_AWARDS: readonly VpAward[] = [
  { id: 'no-reinforcements', vp: 1, when: 'called no reinforcements all game' },
  { id: 'more-units', vp: 1, when: 'killed and captured more enemy units than the opponent did (AMB-66)' },
  { id: 'ninkhiz', vp: 2, only: 'khozar', when: 'controls the Temple of Ninkhiz' },
  { id: 'alliances', vp: 1, each: true, when: 'each neutral allied to this player (option: to the opponent, AMB-65)' },
  { id: 'enemy-characters', vp: 1, each: true, when: 'each enemy character killed or captured' },
  { id: 'more-regiments', vp: 1, when: 'killed and captured more enemy regiments than the opponent did' },
];

export const VP_TRACK = { min: 1, max: 50, markers: 1 } as const;
/** Equal totals: Khozar wins (DL-VP-07, DL-VSTRAT-03). */
export const VP_TIE_WINNER: Side = 'khozar';

export const EXTENDED_GAME = {
  /** Hold all three of the enemy's VP cities at once (DL-VEXT-01). */
  win: 'all-enemy-vp-cities',
  returnCharacterOn: [6],
  returnRegimentOn: [5, 6],
  blockedWhileCapitalHeld: true,
} as const;

/** The turn record (checklist 3.1 item 12): no turn limit in the base game. */
export const TURN_RECORD = {
  firstTurn: 1,
  limit: null,
  spiritOfLightFromTurn: 2,
  truceFromTurn: TRUCE.firstTurn,
} as const;
