/**
 * The tables and numbers of the rules, as data: the turn sequence, the
 * Activation Table, terrain and stacking, the Combat Table with its odds
 * columns and result codes, every die-roll modifier, the Maelstrom, naval
 * combat, taunts, the demi-human capital delay, replacements, draconians and
 * the Strategic Events.
 *
 * The text prints the Activation Table only in part (nine rows, one of them
 * cut short, and a note on a tenth), one cell of the Combat Table, the whole
 * Maelstrom table and every modifier; the rest is ours and marked so
 * (`source`). See ./README.md.
 */
import type { CounterId, EventId, NationId, PlaceId, Race, Side, Terrain } from './ids.ts';

// ---------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------

/** The dice of the game (DG-SET-06). */
export const DICE = {
  activation: 10,
  combat: 10,
  maelstrom: 10,
  naval: 10,
  initiative: 4,
  taunt: 6,
  capital: 6,
  leaderAtSea: 6,
} as const;
/** A d10 face printed "0" reads as 10 (the Maelstrom's "9-0"). */
export const d10Face = (printed: number): number => (printed === 0 ? 10 : printed);

/** A die table: each face of the die in exactly one entry. */
export type DieTable<T> = readonly { faces: readonly number[]; result: T }[];

export function lookup<T>(table: DieTable<T>, roll: number): T {
  const e = table.find((x) => x.faces.includes(roll));
  if (!e) throw new Error(`no entry for ${roll}`);
  return e.result;
}

// ---------------------------------------------------------------------------
// Turn sequence (DG-TURN-01..12)
// ---------------------------------------------------------------------------

export const TURN_STEPS = [
  'replacements',
  'strategic-event',
  'activation',
  'initiative',
  'first-movement',
  'first-combat',
  'second-movement-and-combat',
  'turn-marker',
] as const;
export type TurnStep = (typeof TURN_STEPS)[number];

/** The Highlord draws on odd Turns, Whitestone on even ones (DG-TURN-03, DG-SE-03). */
export const eventDrawer = (turn: number): Side => (turn % 2 === 1 ? 'highlord' : 'whitestone');

/** Initiative: each side rolls 1d4, high roll wins, ties go to last Turn's holder (DG-TURN-05); the first Turn's tie is the scenario's (AMB-02). */
export const INITIATIVE = { die: 4, tie: 'previous-holder', firstTurnTie: 'scenario' } as const;

// ---------------------------------------------------------------------------
// Activation (DG-ACT, DG-INV)
// ---------------------------------------------------------------------------

export interface ActivationRow {
  nation: NationId;
  /** The rating each side needs to roll at or under on 1d10; null is a blank in the printed table. */
  whitestone: number | null;
  highlord: number | null;
  /** Marked * in the table: a Knights nation (DG-ACT-06). */
  knights?: true;
  /**
   * 'text': both values printed; 'example': both from the Fielder example
   * of Rule 3; 'partly': one printed, one ours; 'authored': both ours.
   */
  source: 'text' | 'example' | 'partly' | 'authored';
  note?: string;
}

/** The full Activation Table, in the text's alphabetical order. */
export const ACTIVATION_TABLE: readonly ActivationRow[] = [
  { nation: 'blode', whitestone: -2, highlord: 7, source: 'text' },
  { nation: 'caergoth', whitestone: 3, highlord: -2, knights: true, source: 'text' },
  {
    nation: 'fielder',
    whitestone: 5,
    highlord: 3,
    source: 'example',
    note: 'the invasion example: WS "needs a 5", HL "needs a 3"',
  },
  { nation: 'goodlund', whitestone: 5, highlord: -2, source: 'text' },
  { nation: 'gunthar', whitestone: 4, highlord: -3, knights: true, source: 'text' },
  { nation: 'hylo', whitestone: 4, highlord: -2, source: 'text' },
  { nation: 'kaolyn', whitestone: 4, highlord: 1, source: 'text' },
  { nation: 'kern', whitestone: -2, highlord: 7, source: 'text' },
  { nation: 'khur', whitestone: 3, highlord: 2, source: 'text' },
  {
    nation: 'kothas',
    whitestone: 1,
    highlord: 5,
    source: 'partly',
    note: 'the row is cut off after one value, read as the WS column (AMB-12); HL ours',
  },
  {
    nation: 'mithas',
    whitestone: 0,
    highlord: 6,
    source: 'authored',
    note: 'the other minotaur island leans further to the Highlords',
  },
  { nation: 'n-ergoth', whitestone: 2, highlord: -2, knights: true, source: 'authored' },
  {
    nation: 'palanthus',
    whitestone: null,
    highlord: 1,
    source: 'partly',
    note: 'the WS rating is blank in print: it reads as 0 (BLANK_RATING); HL ours',
  },
  { nation: 'pirates', whitestone: 3, highlord: 3, source: 'authored', note: 'Maquesta sails for whoever pays' },
  { nation: 'qualinesti', whitestone: 6, highlord: -3, source: 'authored' },
  { nation: 'silvanesti', whitestone: 5, highlord: -3, source: 'authored' },
  { nation: 'solanthus', whitestone: 3, highlord: -2, knights: true, source: 'authored' },
  { nation: 'stonedeep', whitestone: 3, highlord: 1, source: 'authored' },
];

/** Nations nobody rolls for: they join as the rules say, not by activation. */
export const NOT_ROLLED: Readonly<Partial<Record<NationId, string>>> = {
  'tower-knights': 'enter for WS with the first Knights nation activated for WS (DG-ACT-07, AMB-11)',
  dominion: 'Highlord from the start',
  soth: 'Highlord from the start',
  'good-dragons': 'Whitestone, by the Strategic Event "The Good Dragons Return"',
};

/**
 * A nation nobody rolls for whose territory can still be invaded while it is
 * neutral: entering it is resolved as an invasion of this nation (ours). The
 * Tower stands on Solanthus's border, so an army entering its pass calls out
 * Solanthus, and with it (for WS) the Tower Knights.
 */
export const INVASION_PROXY: Readonly<Partial<Record<NationId, NationId>>> = { 'tower-knights': 'solanthus' };

export const activationRow = (n: NationId): ActivationRow | undefined => ACTIVATION_TABLE.find((r) => r.nation === n);

/** A blank rating reads as 0: no unmodified roll succeeds, modifiers may open it (AMB-12). */
export const BLANK_RATING = 0;

export const ACTIVATION_RULES = {
  /** Success when the roll is at or under the (modified) rating (DG-ACT-03). */
  successIf: 'roll <= rating',
  /** The side that did not invade adds this to its rating on every roll of the sequence (DG-INV-05). */
  invasionBonusToNonInvader: 2,
  /** WS only, Knights nations only: +1 per nation conquered by or allied with HL (DG-ACT-06). */
  knightsBonusPerHighlordNation: 1,
  /**
   * Which nations count for that bonus (AMB-10): those that began the
   * scenario neutral or Whitestone and are now Highlord-allied or conquered by HL.
   */
  knightsBonusCounts: 'began-neutral-or-whitestone',
  /** Each side may try one neutral in Step 3, the drawer first (DG-ACT-01/02). */
  voluntaryAttemptsPerTurn: 1,
} as const;

/** The rating a side rolls against, before events: blank read as 0, plus the Knights bonus. */
export function baseRating(nation: NationId, side: Side, highlordNations = 0): number | null {
  const row = activationRow(nation);
  if (!row) return null;
  const printed = side === 'whitestone' ? row.whitestone : row.highlord;
  const rating = printed ?? BLANK_RATING;
  const knights =
    row.knights && side === 'whitestone' ? highlordNations * ACTIVATION_RULES.knightsBonusPerHighlordNation : 0;
  return rating + knights;
}

// ---------------------------------------------------------------------------
// Terrain, hexsides, races (DG-MOV, DG-RACE, DG-AIR)
// ---------------------------------------------------------------------------

export interface TerrainEffect {
  terrain: Terrain;
  /** MP for a ground army to enter; null: ground armies may not enter (DG-MOV-06/08/09). */
  groundCost: number | null;
  /** Air armies pay 1 to enter any hex they may fly over (DG-AIR-02). */
  airMayOverfly: boolean;
  /** May an air army begin or end its move here (DG-AIR-04, AMB-22)? */
  airMayEnd: boolean;
  /** May a ship enter it (if land: only when coastal, DG-SHIP-01, DG-MOV-08)? */
  shipMayEnter: boolean;
  /** Races for whom it is favourable terrain (DG-DRM-09). */
  favourableFor: readonly Race[];
  source: 'text' | 'authored';
  note?: string;
}

export const TERRAIN_EFFECTS: Readonly<Record<Terrain, TerrainEffect>> = {
  clear: {
    terrain: 'clear',
    groundCost: 1,
    airMayOverfly: true,
    airMayEnd: true,
    shipMayEnter: true,
    favourableFor: [],
    source: 'text',
  },
  forest: {
    terrain: 'forest',
    groundCost: 2,
    airMayOverfly: true,
    airMayEnd: true,
    shipMayEnter: true,
    favourableFor: ['elf', 'kender'],
    source: 'text',
  },
  mountain: {
    terrain: 'mountain',
    groundCost: 1,
    airMayOverfly: true,
    airMayEnd: true,
    shipMayEnter: true,
    favourableFor: ['dwarf', 'ogre'],
    source: 'text',
    note: 'the text gives no cost to enter a mountain hex: 1 (AMB-23); its mountain hexsides do the work',
  },
  marsh: {
    terrain: 'marsh',
    groundCost: null,
    airMayOverfly: true,
    airMayEnd: false,
    shipMayEnter: false,
    favourableFor: [],
    source: 'text',
    note: 'fliers cross it but may not stop in it (AMB-22)',
  },
  desert: {
    terrain: 'desert',
    groundCost: null,
    airMayOverfly: false,
    airMayEnd: false,
    shipMayEnter: false,
    favourableFor: [],
    source: 'text',
  },
  glacier: {
    terrain: 'glacier',
    groundCost: 1,
    airMayOverfly: true,
    airMayEnd: true,
    shipMayEnter: true,
    favourableFor: [],
    source: 'authored',
    note: 'ours, drawn apart from clear but played as clear',
  },
  sea: {
    terrain: 'sea',
    groundCost: null,
    airMayOverfly: true,
    airMayEnd: false,
    shipMayEnter: true,
    favourableFor: [],
    source: 'text',
  },
};

/** Elves and kender enter forest for 1 MP (DG-RACE-01). */
export const FOREST_COST_FOR: Readonly<Partial<Record<Race, number>>> = { elf: 1, kender: 1 };

export const HEXSIDE_EFFECTS = {
  /**
   * Crossing a river: "2 MP" into a clear hex, read as 1 MP on top of the
   * hex's own cost, so a forest beyond costs 3 (2 for elves and kender) (DG-MOV-05, AMB-21).
   */
  riverSurcharge: 1,
  /** Dwarves and ogres cross mountain hexsides for 1 MP more than the hex beyond (DG-RACE-02). */
  mountainCrossers: ['dwarf', 'ogre'] as readonly Race[],
  mountainSurcharge: 1,
  /** Fliers pay 1 MP more to cross a mountain hexside (DG-AIR-02). */
  airMountainSurcharge: 1,
  /** No ground army crosses a deep river; nothing is adjacent across one or across a mountain hexside (DG-MOV-07, DG-ZOC-02). */
  deepRiverGround: 'never',
  /** A friendly ship that did not move this Turn bridges its river hexside: crossed as if no river (DG-SHIP-12, AMB-17). */
  shipBridge: 'as-no-river',
} as const;

export const STACKING = {
  /** Ground armies in a hex; a fortified city holds 3 (DG-STK-01); the High Clerist Tower 3 (places.ts). */
  ground: 2,
  groundInFortifiedCity: 3,
  air: 2,
  leaders: 'unlimited',
  ships: 'unlimited',
  /** Kender share a hex with no other type of army (DG-STK-02, AMB-26). */
  kenderAlone: true,
  /** Ships on one river hexside (DG-SHIP-06). */
  shipsOnRiverHexside: 2,
} as const;

// ---------------------------------------------------------------------------
// Combat Table (DG-CMB, DG-RES)
// ---------------------------------------------------------------------------

/** Odds columns, defender's side first; weaker attacks read 1-N, rounded up (AMB-32). */
export const ODDS_COLUMNS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export type OddsColumn = (typeof ODDS_COLUMNS)[number];

/**
 * The odds column for a battle (DG-CMB-10): attacker : defender rounded down
 * for the defender (20, 23 and 29 against 10 are 2-1); below 1-1 the odds are
 * 1-N with N rounded up (9 against 10 is 1-2); clamped to the table (AMB-32).
 */
export function oddsColumn(attack: number, defence: number): OddsColumn {
  if (defence <= 0) throw new Error('no defender: no battle');
  if (attack >= defence) {
    const r = Math.min(6, Math.floor(attack / defence));
    return `${r}-1` as OddsColumn;
  }
  const n = attack <= 0 ? 3 : Math.min(3, Math.ceil(defence / attack));
  return `1-${n}` as OddsColumn;
}

/**
 * One side's result (DG-RES-01..06): '-' none; '1', '2' depletions; 'D' all
 * depleted; 'D1' all depleted and one more; 'R' retreat one hex; '1R', '2R',
 * 'DR' depletions then retreat; 'E' all eliminated.
 */
export const SIDE_RESULTS = ['-', 'R', '1', '1R', '2', '2R', 'D', 'DR', 'D1', 'E'] as const;
export type SideResult = (typeof SIDE_RESULTS)[number];

export interface ParsedResult {
  /** Extra single depletions, applied after D (the D1 example). */
  depletions: 0 | 1 | 2;
  allDepleted: boolean;
  retreat: boolean;
  eliminated: boolean;
}

export function parseSideResult(r: SideResult): ParsedResult {
  return {
    depletions: r.includes('2') ? 2 : r.includes('1') ? 1 : 0,
    allDepleted: r.startsWith('D'),
    retreat: r.endsWith('R'),
    eliminated: r === 'E',
  };
}

/** How hard a result hits, for the table's consistency checks (ours). */
export const RESULT_SEVERITY: Readonly<Record<SideResult, number>> = {
  '-': 0,
  R: 0.5,
  '1': 1,
  '1R': 1.5,
  '2': 2,
  '2R': 2.5,
  D: 3,
  DR: 3.5,
  D1: 4,
  E: 5,
};

export interface CombatResult {
  attacker: SideResult;
  defender: SideResult;
}

export interface CombatRow {
  /** Lowest and highest modified roll of the row; null: "or less" / "or more". */
  min: number | null;
  max: number | null;
  /** One result per odds column, attacker/defender. */
  cells: readonly string[];
}

const row = (min: number | null, max: number | null, cells: string): CombatRow => ({
  min,
  max,
  cells: cells.trim().split(/\s+/),
});

/**
 * The Combat Table. The text gives one cell: 1-1 at a modified -3 is E/1
 * (DG-CMB-13); every other cell is ours. Results worsen for the defender and
 * ease for the attacker as the roll rises, and shift one step per column.
 */
export const COMBAT_TABLE: readonly CombatRow[] = [
  // columns: 1-3 1-2 1-1 2-1 3-1 4-1 5-1 6-1
  row(null, -4, 'E/-  E/-  E/-  E/1  D/1  2/1  1/1  1/1R'),
  row(-3, -2, 'E/-  E/-  E/1  D/1  2/1  1/1  1/1R 1/2'),
  row(-1, 0, 'E/-  E/1  D/1  2/1  1/1  1/1R 1/2  -/2'),
  row(1, 2, 'E/1  D/1  2/1  1/1  1/1R 1/2  -/2  -/2R'),
  row(3, 4, 'D/1  2/1  1/1  1/1R 1/2  -/2  -/2R -/D'),
  row(5, 6, '2/1  1/1  1/1R 1/2  -/2  -/2R -/D  -/DR'),
  row(7, 8, '1/1  1/1R 1/2  -/2  -/2R -/D  -/DR -/D1'),
  row(9, 10, '1/1R 1/2  -/2  -/2R -/D  -/DR -/D1 -/E'),
  row(11, 12, '1/2  -/2  -/2R -/D  -/DR -/D1 -/E  -/E'),
  row(13, 14, '-/2  -/2R -/D  -/DR -/D1 -/E  -/E  -/E'),
  row(15, null, '-/2R -/D  -/DR -/D1 -/E  -/E  -/E  -/E'),
];

/** The one cell the text prints (DG-CMB-13). */
export const COMBAT_TABLE_TEXT_CELL = { column: '1-1', roll: -3, result: 'E/1' } as const;

/** Read the table: the modified roll (any integer) in an odds column. */
export function combatResult(column: OddsColumn, modifiedRoll: number): CombatResult {
  const r = COMBAT_TABLE.find(
    (x) => (x.min === null || modifiedRoll >= x.min) && (x.max === null || modifiedRoll <= x.max),
  );
  if (!r) throw new Error(`no combat row for ${modifiedRoll}`);
  const cell = r.cells[ODDS_COLUMNS.indexOf(column)];
  if (!cell) throw new Error(`no combat cell for ${column}`);
  const [attacker, defender] = cell.split('/') as [SideResult, SideResult];
  return { attacker, defender };
}

/** Order in which a compound result is applied (AMB-37): eliminate, deplete all, single depletions, retreat. */
export const RESULT_ORDER = ['E', 'D', 'depletions', 'R'] as const;

// ---------------------------------------------------------------------------
// Die-roll modifiers (DG-DRM): positive helps the attacker
// ---------------------------------------------------------------------------

export interface Modifier {
  id: string;
  /** What it adds for the attacker and for the defender ('sp': the dragons' Strength Points; 'tr': a leader's Tactical Rating). */
  attacker: number | 'tr' | 'sp' | null;
  defender: number | 'tr' | 'sp' | null;
  /** Flat once per side however many qualify, or per each. */
  per: 'once' | 'each';
  /** Multiplies the defenders' Strength Points before the odds (DG-CMB-09). */
  defenceMultiplier?: number;
  /** Defenders may ignore a retreat result (DG-RES-09). */
  ignoreRetreat?: true;
  /** The attacker loses these modifiers (the dwarven fortress, DG-DRM-08). */
  cancels?: readonly string[];
  rule: string;
  source: 'text' | 'authored';
  note?: string;
}

export const MODIFIERS: readonly Modifier[] = [
  {
    id: 'leader',
    attacker: 'tr',
    defender: 'tr',
    per: 'once',
    rule: 'DG-DRM-01',
    source: 'text',
    note: 'one leader a side; the engine uses the best (checklist §2)',
  },
  {
    id: 'dragons',
    attacker: 'sp',
    defender: 'sp',
    per: 'each',
    rule: 'DG-DRM-02',
    source: 'text',
    note: 'current SP of every dragon; also counted in the strengths',
  },
  {
    id: 'wizard',
    attacker: 3,
    defender: -3,
    per: 'once',
    rule: 'DG-DRM-03',
    source: 'text',
    note: 'one wizard a side counts on land (AMB-28); at sea every wizard counts',
  },
  { id: 'cavalry', attacker: 1, defender: null, per: 'once', rule: 'DG-DRM-04', source: 'text' },
  {
    id: 'flight',
    attacker: 1,
    defender: -1,
    per: 'once',
    rule: 'DG-DRM-05',
    source: 'text',
    note: 'dragons, griffons, pegasi, flying citadels',
  },
  {
    id: 'fortress',
    attacker: null,
    defender: -4,
    per: 'once',
    defenceMultiplier: 3,
    ignoreRetreat: true,
    rule: 'DG-DRM-06',
    source: 'text',
  },
  {
    id: 'fortified-city',
    attacker: null,
    defender: -2,
    per: 'once',
    defenceMultiplier: 2,
    ignoreRetreat: true,
    rule: 'DG-DRM-07',
    source: 'text',
  },
  {
    id: 'dwarven-fortress',
    attacker: null,
    defender: -10,
    per: 'once',
    defenceMultiplier: 3,
    ignoreRetreat: true,
    cancels: ['flight', 'cavalry'],
    rule: 'DG-DRM-08',
    source: 'text',
    note: '×3 is ours: a dwarven fortress is a fortress, its -10 replaces the -4 (AMB-35)',
  },
  {
    id: 'favourable-terrain',
    attacker: 1,
    defender: -1,
    per: 'once',
    rule: 'DG-DRM-09',
    source: 'text',
    note: 'flat, if any army qualifies (AMB-36)',
  },
  { id: 'taunted', attacker: -2, defender: null, per: 'once', rule: 'DG-DRM-10', source: 'text' },
];

/** The text's example sum (DG-CMB-11). */
export const MODIFIER_EXAMPLE = { modifiers: [-2, -3, -1, 6, 4], total: 4 } as const;

export const SPECIAL_COMBAT = {
  /** After the defender retreats or is wiped out, attackers may advance up to the stacking limit; air and cavalry one hex more (DG-ADV). */
  advanceExtraHexFor: ['air', 'cavalry'],
  /** Air armies attacked by a force with no air may first retreat 1 or 2 hexes (DG-RBC-01). */
  airRetreatBeforeCombat: { hexes: [1, 2], unlessAttackerHas: ['air'] },
  /** Cavalry attacked by a force with neither cavalry nor air may first retreat 1 hex (DG-RBC-03). */
  cavalryRetreatBeforeCombat: { hexes: [1], unlessAttackerHas: ['cavalry', 'air'] },
  /** Optional hidden stacks (DG-HID). */
  hiddenStacksOptional: true,
} as const;

// ---------------------------------------------------------------------------
// The Maelstrom (DG-MAEL-02): printed whole
// ---------------------------------------------------------------------------

export type MaelstromResult = 'sinks' | 'stays' | 'opponent-places' | 'owner-places';
export const MAELSTROM_TABLE: DieTable<MaelstromResult> = [
  { faces: [1], result: 'sinks' },
  { faces: [2, 3, 4, 5], result: 'stays' },
  { faces: [6, 7, 8], result: 'opponent-places' },
  { faces: [9, 10], result: 'owner-places' },
];
export const MAELSTROM_RULES = {
  /** A ship still inside rolls again at the start of its owner's own movement (AMB-19). */
  rollAgain: 'start-of-owners-movement',
  /** A ship next to it may dive in when enemy ships come adjacent, once per Turn (DG-MAEL-04/05). */
  escapePerTurn: 1,
  /** After coming out: on 6-8 it stops; on 9-0 it may use what MA it has left (AMB-20). */
  afterOpponentPlaces: 'stops',
  afterOwnerPlaces: 'may-continue',
} as const;

// ---------------------------------------------------------------------------
// Ship-to-ship combat (DG-NAV, DG-SEA)
// ---------------------------------------------------------------------------

export const NAVAL_COMBAT = {
  /** A hit (damage) when the d10 is at or under the Combat Rating (DG-NAV-02). */
  hitIf: 'roll <= cr',
  /** Added to a ship's CR: the TR of Maquesta, Mithas or Kothas aboard; 3 per wizard aboard (DG-SEA-02/04). */
  navalLeaderAddsTr: true,
  perWizard: 3,
  /** Fire is simultaneous; a second hit sinks (DG-NAV-03/05). */
  simultaneous: true,
  hitsToSink: 2,
  /** After each round: the defender may withdraw one hex, then the attacker (DG-NAV-04). */
  withdrawOrder: ['defender', 'attacker'],
} as const;

/** A leader aboard a ship that sinks (DG-SEA-03). */
export const LEADER_AT_SEA: DieTable<'lost' | 'with-nearest-army'> = [
  { faces: [1, 2, 3], result: 'lost' },
  { faces: [4, 5, 6], result: 'with-nearest-army' },
];

// ---------------------------------------------------------------------------
// Kender, capitals, replacements, draconians
// ---------------------------------------------------------------------------

/** A taunted stack (DG-KEN-04/05). */
export const TAUNT: DieTable<'no-effect' | 'must-attack'> = [
  { faces: [1, 2, 3], result: 'no-effect' },
  { faces: [4, 5, 6], result: 'must-attack' },
];
export const TAUNT_RULES = { modifier: -2, attacksAlone: true, perKenderStackPerTurn: 1 } as const;

/** Disbanding a demi-human capital: 1d6 + 4 Turns (DG-CAP-05); the text's example: Turn 6, a 3, back on Turn 13. */
export const CAPITAL_DELAY = { die: 6, add: 4 } as const;
export const capitalReturnTurn = (turn: number, roll: number): number => turn + roll + CAPITAL_DELAY.add;

export const REPLACEMENTS = {
  /** Of each two armies of one nationality in the pool, one returns and one leaves the game (DG-REP-03). */
  pairSize: 2,
  returnsPerPair: 1,
  /** Two depleted armies of one nationality in a hex: one to the pool, one to full, before pairing (DG-REP-05, AMB-04). */
  consolidation: true,
  /** Returned armies come back at full strength (AMB-07) in a city or fortress of their country without enemies (DG-REP-06/07). */
  returnAt: 'full',
  /** Never replaced: dragons, griffons, pegasi, ships (the text), flying citadels (ours). */
  never: ['dragon', 'griffon', 'pegasus', 'ship', 'citadel'],
} as const;

export const DRACONIANS_RULES = {
  counters: 20,
  /** One a Turn at the Dark Temple in Step 1, while counters remain and WS has not taken the hex (DG-DRC-02/04/07). */
  perTurn: 1,
  /** The temple goes in a fortress or fortified city HL controls, once, and stays (DG-DRC-01). */
  siteKinds: ['fortress', 'fortified-city', 'dwarven-fortress'],
  /** After all twenty are out, the temple still receives replaced draconians (AMB-45). */
  afterTwenty: 'replacements-only',
  /** The Highlord may decline the draconian (default: take it); none is placed while the temple hex is full (AMB-44). */
  mayDecline: true,
  whenTempleFull: 'not-placed',
  /** Once WS has taken the temple hex, no draconian is made or replaced again, even if HL retakes it (AMB-46). */
  templeLost: 'permanent',
} as const;

/**
 * Control of hexes (AMB-48): an enemy army, ground or air, entering a
 * stronghold captures it; it stays with the side that last had an army in it.
 * Leaders and wizards never capture (AMB-29).
 */
export const CONTROL = {
  capturedBy: ['army', 'air'],
  keptUntil: 'enemy-army-enters',
  leadersAndWizardsCapture: false,
} as const;

/** The Knights stay unconquered until HL has every stronghold the Knights held at the start (DG-KOS-02). */
export const KNIGHTS_CONQUEST = 'all-knights-strongholds-held-at-start' as const;

// ---------------------------------------------------------------------------
// Strategic Events (DG-SE): all ours; backs E1, E10, E20 as the text says
// ---------------------------------------------------------------------------

/** Who an effect is for: a side, or the side that drew the counter, or its opponent. */
export type Beneficiary = Side | 'drawer' | 'opponent';

export type EventEffect =
  | {
      kind: 'activation-modifier';
      side: Beneficiary;
      value: number;
      nations: readonly NationId[] | 'any';
      duration: 'this-turn';
    }
  | { kind: 'set-rating'; side: Side; nation: NationId; rating: number }
  | { kind: 'knights-bonus'; side: Side; value: number }
  | { kind: 'extra-activation-roll'; side: Side; nations: readonly NationId[]; modifier: number }
  | {
      kind: 'units-arrive';
      side: Side;
      units: readonly CounterId[];
      where: 'with-friendly-army' | 'friendly-strongholds' | 'dark-temple-or-capital' | PlaceId;
      maxAirPerHex?: number;
      /** Nothing arrives unless the side controls this place. */
      needs?: PlaceId;
    }
  | { kind: 'return-from-pool'; side: Side; count: number; races?: readonly Race[]; where: 'own-country' | PlaceId }
  | { kind: 'extra-draconian' }
  | { kind: 'no-ship-movement'; duration: 'this-turn' }
  | { kind: 'ship-movement-bonus'; side: Beneficiary; value: number; duration: 'this-turn' }
  | { kind: 'initiative'; side: Side }
  | { kind: 'attack-modifier'; side: Side; value: number; duration: 'this-turn' }
  | { kind: 'dragonarmy-halts'; chosenBy: Side; duration: 'this-turn' }
  | { kind: 'remove-leader'; victim: Side; chosenBy: Side; except: readonly CounterId[] }
  | { kind: 'set-tactical-rating'; leader: CounterId; tr: number }
  | { kind: 'damage-ship'; victim: Beneficiary; chosenBy: Beneficiary; notInPort: true }
  | { kind: 'marker'; marker: 'dragonlances' | 'dragon-orb'; placedWith: 'whitestone-army' | 'whitestone-wizard' };

export interface StrategicEvent {
  id: EventId;
  name: string;
  /** The Turn it goes into the cup, printed on its back (DG-SE-02). */
  back: 1 | 10 | 20;
  /** Who it helps: a side whoever draws it, or the drawer (DG-SE-06). */
  helps: Side | 'drawer' | 'neither';
  /** Placed on the map when drawn (DG-SE-05); all others are set aside. */
  onMap: boolean;
  /** What happens, in our words. */
  text: string;
  effects: readonly EventEffect[];
}

const ev = (e: StrategicEvent): StrategicEvent => e;

export const STRATEGIC_EVENTS: readonly StrategicEvent[] = [
  // --- E1: in the cup from the first Turn
  ev({
    id: 'whitestone-envoys',
    name: 'Whitestone Envoys',
    back: 1,
    helps: 'whitestone',
    onMap: false,
    text: 'Envoys of the free peoples ride to every neutral court: Whitestone adds 2 to its activation rolls this Turn.',
    effects: [{ kind: 'activation-modifier', side: 'whitestone', value: 2, nations: 'any', duration: 'this-turn' }],
  }),
  ev({
    id: 'highlord-gold',
    name: 'Highlord Gold',
    back: 1,
    helps: 'highlord',
    onMap: false,
    text: 'Bribes buy friends: the Highlord adds 2 to its activation rolls this Turn.',
    effects: [{ kind: 'activation-modifier', side: 'highlord', value: 2, nations: 'any', duration: 'this-turn' }],
  }),
  ev({
    id: 'ogre-pact',
    name: 'Ogre Pact',
    back: 1,
    helps: 'highlord',
    onMap: false,
    text: 'The ogre chiefs are offered plunder: the Highlord at once makes one extra activation roll, +1, for Blode or Kern if it is still neutral.',
    effects: [{ kind: 'extra-activation-roll', side: 'highlord', nations: ['blode', 'kern'], modifier: 1 }],
  }),
  ev({
    id: 'kender-wanderlust',
    name: 'Kender Wanderlust',
    back: 1,
    helps: 'whitestone',
    onMap: false,
    text: 'Kender wander in asking what all the fuss is about: Whitestone at once makes one extra activation roll, +1, for Hylo or Goodlund if it is still neutral.',
    effects: [{ kind: 'extra-activation-roll', side: 'whitestone', nations: ['hylo', 'goodlund'], modifier: 1 }],
  }),
  ev({
    id: 'black-robe-pact',
    name: 'Pact of the Black Robes',
    back: 1,
    helps: 'highlord',
    onMap: false,
    text: 'A renegade mage of the Black Robes takes the Highlords’ coin: place him with any Highlord army.',
    effects: [{ kind: 'units-arrive', side: 'highlord', units: ['black-robe-2'], where: 'with-friendly-army' }],
  }),
  ev({
    id: 'red-robe-choice',
    name: 'The Red Robe’s Choice',
    back: 1,
    helps: 'whitestone',
    onMap: false,
    text: 'A wizard of the Red Robes decides the balance needs him: place him with any Whitestone army.',
    effects: [{ kind: 'units-arrive', side: 'whitestone', units: ['red-robe'], where: 'with-friendly-army' }],
  }),
  ev({
    id: 'storm-season',
    name: 'Storm Season',
    back: 1,
    helps: 'neither',
    onMap: false,
    text: 'Gales close the seas: no ship of either side moves this Turn (ships in the Maelstrom still roll).',
    effects: [{ kind: 'no-ship-movement', duration: 'this-turn' }],
  }),
  ev({
    id: 'new-brood',
    name: 'A New Brood',
    back: 1,
    helps: 'highlord',
    onMap: false,
    text: 'The Dark Temple hatches early: if the temple is on the map and draconians remain, place one more draconian there now.',
    effects: [{ kind: 'extra-draconian' }],
  }),
  ev({
    id: 'refugee-columns',
    name: 'Refugee Columns',
    back: 1,
    helps: 'whitestone',
    onMap: false,
    text: 'Survivors regroup: Whitestone returns one army from its Replacement Pool, without a pair, to a city or fortress of its own country.',
    effects: [{ kind: 'return-from-pool', side: 'whitestone', count: 1, where: 'own-country' }],
  }),
  ev({
    id: 'fair-winds',
    name: 'Fair Winds',
    back: 1,
    helps: 'drawer',
    onMap: false,
    text: 'The drawer’s ships have the wind: each adds 2 to its movement allowance this Turn.',
    effects: [{ kind: 'ship-movement-bonus', side: 'drawer', value: 2, duration: 'this-turn' }],
  }),
  ev({
    id: 'minotaur-ambition',
    name: 'Minotaur Ambition',
    back: 1,
    helps: 'highlord',
    onMap: false,
    text: 'The minotaur isles smell conquest: the Highlord adds 3 to activation rolls for Mithas or Kothas this Turn.',
    effects: [
      { kind: 'activation-modifier', side: 'highlord', value: 3, nations: ['mithas', 'kothas'], duration: 'this-turn' },
    ],
  }),
  // --- E10: into the cup on Turn 10
  ev({
    id: 'good-dragons',
    name: 'The Good Dragons Return',
    back: 10,
    helps: 'whitestone',
    onMap: false,
    text: 'The metallic dragons end their long absence: Whitestone places the eight good dragons in cities or fortresses it controls, no more than two in a hex.',
    effects: [
      {
        kind: 'units-arrive',
        side: 'whitestone',
        units: [
          'gold-dragon-1',
          'gold-dragon-2',
          'silver-dragon-1',
          'silver-dragon-2',
          'bronze-dragon-1',
          'bronze-dragon-2',
          'brass-dragon',
          'copper-dragon',
        ],
        where: 'friendly-strongholds',
        maxAirPerHex: 2,
      },
    ],
  }),
  ev({
    id: 'dragonlances',
    name: 'The Dragonlances',
    back: 10,
    helps: 'whitestone',
    onMap: true,
    text: 'The lances are forged: put this counter with any Whitestone ground army. In every battle that stack fights, enemy dragons add no die-roll modifier (their Strength Points still count). It moves with the stack; if the stack is destroyed, Whitestone gives it to another stack.',
    effects: [{ kind: 'marker', marker: 'dragonlances', placedWith: 'whitestone-army' }],
  }),
  ev({
    id: 'flying-citadels',
    name: 'Flying Citadels',
    back: 10,
    helps: 'highlord',
    onMap: false,
    text: 'Castles rise into the air: the Highlord places two flying citadels in the Dark Temple hex, or in Nightspire if the temple is not on the map.',
    effects: [
      { kind: 'units-arrive', side: 'highlord', units: ['citadel-1', 'citadel-2'], where: 'dark-temple-or-capital' },
    ],
  }),
  ev({
    id: 'whitestone-council',
    name: 'The Whitestone Council',
    back: 10,
    helps: 'whitestone',
    onMap: false,
    text: 'The free nations meet and swear common cause: for the rest of the game Whitestone’s rating for Palanthus is 4, and its ratings for the Knights nations rise by 1 more.',
    effects: [
      { kind: 'set-rating', side: 'whitestone', nation: 'palanthus', rating: 4 },
      { kind: 'knights-bonus', side: 'whitestone', value: 1 },
    ],
  }),
  ev({
    id: 'elven-accord',
    name: 'Elven Accord',
    back: 10,
    helps: 'whitestone',
    onMap: false,
    text: 'The two elven kingdoms set old quarrels aside: Whitestone returns up to two elf armies from its Replacement Pool, without pairs, to cities of their own countries.',
    effects: [{ kind: 'return-from-pool', side: 'whitestone', count: 2, races: ['elf'], where: 'own-country' }],
  }),
  ev({
    id: 'dragon-orb',
    name: 'A Dragon Orb',
    back: 10,
    helps: 'whitestone',
    onMap: true,
    text: 'An orb that calls dragons is found: put this counter with a Whitestone wizard. Once, in a battle that wizard takes part in, Whitestone may deplete every Highlord dragon in the battle before the roll; then the orb is removed.',
    effects: [{ kind: 'marker', marker: 'dragon-orb', placedWith: 'whitestone-wizard' }],
  }),
  ev({
    id: 'dominion-shipyards',
    name: 'Dominion Shipyards',
    back: 10,
    helps: 'highlord',
    onMap: false,
    text: 'New hulls slide into the Inland Sea: two more Dominion fleets appear at Ashhaven if the Highlord holds it.',
    effects: [
      {
        kind: 'units-arrive',
        side: 'highlord',
        units: ['dominion-ship-4', 'dominion-ship-5'],
        where: 'ashhaven',
        needs: 'ashhaven',
      },
    ],
  }),
  ev({
    id: 'highlords-rivalry',
    name: 'Highlords’ Rivalry',
    back: 10,
    helps: 'whitestone',
    onMap: false,
    text: 'Two Highlords quarrel over the spoils: Whitestone names one dragonarmy, none of whose armies may move this Turn.',
    effects: [{ kind: 'dragonarmy-halts', chosenBy: 'whitestone', duration: 'this-turn' }],
  }),
  ev({
    id: 'mutiny',
    name: 'Mutiny',
    back: 10,
    helps: 'drawer',
    onMap: false,
    text: 'A crew rises against its captain: the drawer picks one enemy ship that is not in a port; it is damaged.',
    effects: [{ kind: 'damage-ship', victim: 'opponent', chosenBy: 'drawer', notInPort: true }],
  }),
  // --- E20: into the cup on Turn 20
  ev({
    id: 'hope-rekindled',
    name: 'Hope Rekindled',
    back: 20,
    helps: 'whitestone',
    onMap: false,
    text: 'Word of victories spreads: Whitestone wins the initiative this Turn and adds 2 to its activation rolls.',
    effects: [
      { kind: 'initiative', side: 'whitestone' },
      { kind: 'activation-modifier', side: 'whitestone', value: 2, nations: 'any', duration: 'this-turn' },
    ],
  }),
  ev({
    id: 'emperors-summons',
    name: 'The Emperor’s Summons',
    back: 20,
    helps: 'highlord',
    onMap: false,
    text: 'The Dark Emperor scours the land for men: the Highlord returns two dragonarmy armies from its Replacement Pool, without pairs, to Nightspire if it holds it.',
    effects: [{ kind: 'return-from-pool', side: 'highlord', count: 2, races: ['human'], where: 'nightspire' }],
  }),
  ev({
    id: 'golden-general',
    name: 'The Golden General',
    back: 20,
    helps: 'whitestone',
    onMap: false,
    text: 'Laurana is proclaimed general of the free armies: her Tactical Rating is 4 for the rest of the game.',
    effects: [{ kind: 'set-tactical-rating', leader: 'laurana', tr: 4 }],
  }),
  ev({
    id: 'dark-queens-wrath',
    name: 'The Dark Queen’s Wrath',
    back: 20,
    helps: 'highlord',
    onMap: false,
    text: 'The Queen of Darkness drives her armies on: every Highlord attack this Turn adds 1 to its roll.',
    effects: [{ kind: 'attack-modifier', side: 'highlord', value: 1, duration: 'this-turn' }],
  }),
  ev({
    id: 'treachery',
    name: 'Treachery in the Dragonarmies',
    back: 20,
    helps: 'whitestone',
    onMap: false,
    text: 'A Highlord is knifed by a rival: Whitestone removes one Highlord leader from the game, not Lord Soth and not the Dark Emperor.',
    effects: [
      { kind: 'remove-leader', victim: 'highlord', chosenBy: 'whitestone', except: ['lord-soth', 'dark-emperor'] },
    ],
  }),
  ev({
    id: 'mercenary-companies',
    name: 'Mercenary Companies',
    back: 20,
    helps: 'drawer',
    onMap: false,
    text: 'Free companies sell their swords: the drawer adds 2 to its activation rolls this Turn.',
    effects: [{ kind: 'activation-modifier', side: 'drawer', value: 2, nations: 'any', duration: 'this-turn' }],
  }),
];

export const EVENT_BY_ID: ReadonlyMap<EventId, StrategicEvent> = new Map(STRATEGIC_EVENTS.map((e) => [e.id, e]));
export const eventsWithBack = (back: 1 | 10 | 20): StrategicEvent[] => STRATEGIC_EVENTS.filter((e) => e.back === back);
/** An empty cup means no event that Turn (AMB-09). */
export const EMPTY_CUP = 'no-event' as const;
