/**
 * Magic as data (DL-MAG, DL-BMAG, DL-SMAG, DL-SPELL-B/D/K, DL-SUMM): the four
 * kinds of magic without counters, the nine special spells with their minimum
 * powers, success rolls and casting windows, and the 14 spell counters (7 per
 * side, DL-GEN-13). Names, powers and rolls are the text's; the windows are the
 * checklist's suggested fixed windows (§2) for play by web.
 */
import type { Side } from './ids.ts';

/** When a spell may be announced, as fixed windows for asynchronous play (checklist §2). */
export const SPELL_WINDOWS = [
  'phase-start', // after the reinforcement roll, before movement
  'after-movement',
  'battle-step-start',
  'battle-deployment', // per battle, before deployment
  'battle-round', // sub-step (b) of each round: battle magic
  'before-withdrawal',
  'siege-step', // siege-magic bidding
  'summoning-step',
  'alliance-step',
  'phase-end', // after alliances
  'vision-response', // opened by an announced Vision
] as const;
export type SpellWindow = (typeof SPELL_WINDOWS)[number];

/** Success on 1d6 by required power (DL-MAG-12): power 2-3 on 1-5, power 4-5 on 1-4. */
export function specialSuccessFaces(minPower: number): readonly number[] {
  if (minPower >= 2 && minPower <= 3) return [1, 2, 3, 4, 5];
  if (minPower >= 4 && minPower <= 5) return [1, 2, 3, 4];
  throw new Error(`no special spell has power ${minPower}`);
}

/** The kinds of magic that have no counter (DL-MAG-03..06, -11..13). */
export const MAGIC_KINDS = {
  battle: {
    range: 0,
    success: 'always',
    hit: '1d6 <= caster magic power',
    targetMoraleModifier: -1,
    window: 'battle-round',
    note: 'one arrow each round of the battle; it is the caster’s one spell of the phase (AMB-35)',
  },
  siege: { range: 'magic range', successFaces: [1, 2, 3, 4, 5], window: 'siege-step', superiorityBonus: 1 },
  summoning: { range: 0, success: '1d6 <= caster magic power', window: 'summoning-step', ownPhaseOnly: true },
  alliance: { range: 'magic range', success: 'the alliance table roll', window: 'alliance-step', perNeutralPerTurn: 1 },
} as const;

export type SpellId =
  | 'vision'
  | 'veil'
  | 'swift-steps'
  | 'failure'
  | 'gate'
  | 'darkness'
  | 'necromon'
  | 'light'
  | 'rains';

export interface SpecialSpell {
  id: SpellId;
  name: string;
  /** Minimum magic power per side that holds a counter of it (DL-MAG-09). */
  minPower: Partial<Readonly<Record<Side, number>>>;
  windows: readonly SpellWindow[];
  /** Added to the success die when the target area holds a castle, city, village or temple (Failure). */
  structurePenalty?: number;
  /** At most one cast per phase by the whole side (Rains, AMB-45). */
  oncePerPhase?: true;
  /** How long the effect lasts. */
  lasts: 'instant' | 'phase' | 'battle-step' | 'movement' | 'two-phases';
  /** Our paraphrase of the effect. */
  effect: string;
  rule: string;
}

export const SPECIAL_SPELLS: readonly SpecialSpell[] = [
  {
    id: 'vision',
    name: 'Vision',
    minPower: { demon: 2, khozar: 2 },
    windows: ['phase-start', 'after-movement'],
    lasts: 'instant',
    effect: 'the caster’s player sees every unit in the target area, unless a Veil covers it',
    rule: 'DL-SPELL-B-01',
  },
  {
    id: 'veil',
    name: 'Veil',
    minPower: { demon: 2, khozar: 2 },
    windows: ['vision-response'],
    lasts: 'phase',
    effect: 'every Vision into the chosen area fails until the end of the phase',
    rule: 'DL-SPELL-B-02',
  },
  {
    id: 'swift-steps',
    name: 'Swift Steps',
    minPower: { demon: 4, khozar: 3 },
    windows: ['phase-start'],
    lasts: 'movement',
    effect: 'friendly units in the target area get +2 MP this movement step; never for a withdrawal',
    rule: 'DL-SPELL-B-04',
  },
  {
    id: 'failure',
    name: 'Failure',
    minPower: { demon: 3, khozar: 4 },
    windows: ['phase-start', 'before-withdrawal'],
    structurePenalty: 2,
    lasts: 'phase',
    effect: 'units in the target area move at half MP and no other unit may enter it this phase',
    rule: 'DL-SPELL-B-06',
  },
  {
    id: 'gate',
    name: 'Gate',
    minPower: { demon: 4, khozar: 4 },
    windows: ['phase-start', 'after-movement', 'battle-step-start', 'siege-step', 'phase-end'],
    lasts: 'instant',
    effect: 'moves one unit (two from one area to one area at power 5) between areas within range',
    rule: 'DL-SPELL-B-11',
  },
  {
    id: 'darkness',
    name: 'Darkness',
    minPower: { demon: 2 },
    windows: ['battle-step-start'],
    lasts: 'battle-step',
    effect: 'Khozar regiments in the target area fight at morale -1; cancelled by Light',
    rule: 'DL-SPELL-D-01',
  },
  {
    id: 'necromon',
    name: 'Necromon',
    minPower: { demon: 5 },
    windows: ['phase-end'],
    lasts: 'instant',
    effect: 'one unit destroyed this or last phase, in range, returns where it fell',
    rule: 'DL-SPELL-D-03',
  },
  {
    id: 'light',
    name: 'Light',
    minPower: { khozar: 2 },
    windows: ['battle-step-start'],
    lasts: 'battle-step',
    effect: 'Demon regiments in the target area fight at morale -1; cancelled by Darkness',
    rule: 'DL-SPELL-K-01',
  },
  {
    id: 'rains',
    name: 'Rains',
    minPower: { khozar: 4 },
    windows: ['phase-start'],
    oncePerPhase: true,
    lasts: 'two-phases',
    effect:
      'floods the areas within range of a target with a lake, mountains, cliffs or two river sides (RAINS_EFFECTS)',
    rule: 'DL-SPELL-K-02',
  },
];

export const SPELL_BY_ID: ReadonlyMap<SpellId, SpecialSpell> = new Map(SPECIAL_SPELLS.map((s) => [s.id, s]));

/** The seven spells each side owns a counter of. */
export const SIDE_SPELLS: Readonly<Record<Side, readonly SpellId[]>> = {
  demon: ['vision', 'veil', 'swift-steps', 'failure', 'gate', 'darkness', 'necromon'],
  khozar: ['vision', 'veil', 'swift-steps', 'failure', 'gate', 'light', 'rains'],
};

/** Success faces of a spell for a side (DL-MAG-12), before the Failure structure penalty. */
export function spellSuccessFaces(spell: SpellId, side: Side): readonly number[] {
  const p = SPELL_BY_ID.get(spell)?.minPower[side];
  if (p === undefined) throw new Error(`${side} has no ${spell}`);
  return specialSuccessFaces(p);
}

/** The 14 spell counters: black, lettered in the owner's colour (DL-GEN-10/13). */
export const SPELL_COUNTERS = (['demon', 'khozar'] as const).flatMap((side) =>
  SIDE_SPELLS[side].map((spell) => ({
    kind: 'spell' as const,
    id: `spell-${side}-${spell}`,
    faction: side,
    spell,
    minPower: SPELL_BY_ID.get(spell)!.minPower[side]!,
  })),
);

/** Choosing the hand (DL-SETUP-07, DL-VTOUR-01). */
export const SPELL_HAND = {
  drawBlind: 5,
  orPickThenDraw: { pick: 1, draw: 3 },
  tournamentChoose: 4,
  secretUntilFirstUse: true,
} as const;
