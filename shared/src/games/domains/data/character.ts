/**
 * Character creation (checklist 2, P2): the point-buy of classes, skills,
 * bloodline and blood abilities with special powers, each step capped at half
 * the character creation points (CCP). Every class, cost, skill, ability,
 * derivation and number is the thread's; the budgets (D-03, D-21), the skill
 * cap and the engine hooks of the abilities (J-48..J-50) are ours.
 */
import type {
  AbilityClass,
  BloodAbilityId,
  BloodlineStrength,
  ClassId,
  CreationStep,
  Culture,
  Derivation,
  HoldingType,
  SkillId,
  SpecialPowerId,
} from './ids.ts';
import { BLOOD_ABILITIES, CLASSES, DERIVATIONS, SKILLS, STRENGTH_RANK } from './ids.ts';

// ---------------------------------------------------------------------------
// Budgets (D-03, D-21, J-20, J-86)
// ---------------------------------------------------------------------------

export const CREATION = {
  /** CCP of every starting regent (authored: the thread leaves it to the secret domain sheet). */
  regentCcp: 100,
  /** A lieutenant of this many CCP or fewer is hired automatically (J-20). */
  lieutenantAutoCcp: 20,
  /** The largest lieutenant a regent may design (authored); above the auto limit the hiring DC is his CCP. */
  lieutenantMaxCcp: 40,
  /** No step may take more than half the CCP (P2), rounded down (J-86). */
  stepShare: 0.5,
  /** Below this many CCP only the basic (10 CCP) classes may be bought (P2). */
  advancedClassesFrom: 40,
  /** Skill ratings bought run 1-10, as the cost table does (authored cap; bonuses may lift a skill past 10). */
  maxBoughtSkill: 10,
} as const;

export const stepCap = (ccp: number): number => Math.floor(ccp * CREATION.stepShare);

// ---------------------------------------------------------------------------
// Skills (P2)
// ---------------------------------------------------------------------------

export interface SkillRow {
  name: string;
  /** The thread's abbreviation; Law has none. */
  abbr: string | null;
  uses: string;
}

export const SKILL_TABLE: Readonly<Record<SkillId, SkillRow>> = {
  sorcery: { name: 'Sorcery', abbr: 'Sor', uses: 'arcane battle power, arcane realm magic, source holdings' },
  theology: { name: 'Theology', abbr: 'The', uses: 'divine battle power, divine realm magic, temple holdings' },
  prowess: { name: 'Prowess', abbr: 'Pro', uses: 'personal combat and battlefield survival (d10 at or under it)' },
  commerce: { name: 'Commerce', abbr: 'Com', uses: 'money, guild holdings, trade and some domain actions' },
  politics: {
    name: 'Politics',
    abbr: 'Pol',
    uses: 'manners, diplomacy, bargaining; loyalty rolls; the lieutenant cap',
  },
  law: { name: 'Law', abbr: null, uses: 'the legal code, law holdings, building, ruling provinces, tax decrees' },
  strategy: { name: 'Strategy', abbr: 'Str', uses: 'commanding armies, training units, leading raids' },
  knowledge: { name: 'Knowledge', abbr: 'Kno', uses: 'learning not covered by another skill; lore research' },
  stealth: { name: 'Stealth', abbr: 'Ste', uses: 'battles and some domain actions' },
  outdoors: { name: 'Outdoors', abbr: 'Out', uses: 'surviving in the wild' },
  seamanship: { name: 'Seamanship', abbr: 'Sea', uses: 'ships, fleet command and naval encounters' },
};

/** Total CCP for a bought skill rating (index = rating): n(n+1)/2, the thread's table. */
export const SKILL_COST: readonly number[] = Array.from({ length: 11 }, (_, n) => (n * (n + 1)) / 2);

// ---------------------------------------------------------------------------
// Classes (P2)
// ---------------------------------------------------------------------------

export interface ClassRow {
  name: string;
  cost: number;
  /** The four 10-CCP classes a character under 40 CCP is limited to. */
  basic: boolean;
  skills: Readonly<Partial<Record<SkillId, number>>>;
  /** Holding types that give full regency (1 RP per level, J-09). */
  full: readonly HoldingType[];
  /** Holding types that give half regency (½ RP per level). */
  half: readonly HoldingType[];
  /** Noble: Diplomacy is always a free action. */
  freeDiplomacy: boolean;
}

const cls = (
  name: string,
  cost: number,
  skills: Partial<Record<SkillId, number>>,
  full: HoldingType[],
  half: HoldingType[] = [],
  freeDiplomacy = false,
): ClassRow => ({ name, cost, basic: cost === 10, skills, full, half, freeDiplomacy });

export const CLASS_TABLE: Readonly<Record<ClassId, ClassRow>> = {
  guilder: cls('Guilder', 10, { commerce: 1 }, ['guild']),
  warrior: cls('Warrior', 10, { prowess: 1 }, ['law']),
  magician: cls('Magician', 10, { sorcery: 1 }, ['source']),
  cleric: cls('Cleric', 10, { theology: 1 }, ['temple']),
  noble: cls('Noble', 15, {}, [], ['law', 'guild'], true),
  rogue: cls('Rogue', 15, { commerce: 1, stealth: 1 }, ['guild'], ['law']),
  fighter: cls('Fighter', 15, { prowess: 1, law: 1 }, ['law'], ['temple']),
  wizard: cls('Wizard', 15, { sorcery: 1, politics: 1 }, ['source'], ['guild']),
  priest: cls('Priest', 15, { theology: 1, sorcery: 1 }, ['temple'], ['source']),
  assassin: cls('Assassin', 20, { commerce: 2, stealth: 3 }, ['guild'], ['law']),
  knight: cls('Knight (Paladin)', 20, { prowess: 1, law: 2 }, ['law', 'temple']),
  sorcerer: cls('Sorcerer', 20, { sorcery: 3, politics: 2 }, ['source'], ['guild']),
  devotee: cls('Devotee', 20, { theology: 2, sorcery: 1 }, ['temple', 'source']),
};

/** The arcane classes: with the arcane power, they are the "wizards" of the source court and Ley Link (authored reading). */
export const ARCANE_CLASSES: readonly ClassId[] = ['magician', 'wizard', 'sorcerer'];

/** Regency factor of a holding type for a set of classes: the best of them (J-09, J-12). */
export function regencyFactor(classes: readonly ClassId[], type: HoldingType): 0 | 0.5 | 1 {
  let best: 0 | 0.5 | 1 = 0;
  for (const c of classes) {
    const row = CLASS_TABLE[c];
    if (row.full.includes(type)) return 1;
    if (row.half.includes(type)) best = 0.5;
  }
  return best;
}

/** A priest regent who may officiate a Ceremony: full temple regency from a class (J-25). */
export const hasPriestClass = (classes: readonly ClassId[]): boolean =>
  classes.some((c) => CLASS_TABLE[c].full.includes('temple'));

/** A wizard for the source court (P3) and Ley Link (P5): an arcane class and the arcane power. */
export const isWizard = (classes: readonly ClassId[], powers: readonly SpecialPowerId[]): boolean =>
  powers.includes('arcane-realm-magic') && classes.some((c) => ARCANE_CLASSES.includes(c));

export const hasFreeDiplomacy = (classes: readonly ClassId[]): boolean =>
  classes.some((c) => CLASS_TABLE[c].freeDiplomacy);

// ---------------------------------------------------------------------------
// Bloodline (P2)
// ---------------------------------------------------------------------------

export interface StrengthRow {
  name: string;
  /** Lowest bloodline power (score) the strength allows; null where it is not sold. */
  minPower: number | null;
  /** CCP; null: not on sale (True bloodlines appear only in other tables). */
  cost: number | null;
  /** Added to Politics for the lieutenant cap (P5). The thread names no bonus for Weak: 0. */
  lieutenants: number;
}

export const STRENGTH_TABLE: Readonly<Record<BloodlineStrength, StrengthRow>> = {
  weak: { name: 'Weak', minPower: 5, cost: 5, lieutenants: 0 },
  minor: { name: 'Minor', minPower: 15, cost: 10, lieutenants: 1 },
  major: { name: 'Major', minPower: 25, cost: 15, lieutenants: 2 },
  great: { name: 'Great', minPower: 40, cost: 25, lieutenants: 3 },
  true: { name: 'True', minPower: null, cost: null, lieutenants: 5 },
};

/** CCP for a bloodline power (score), sold in steps of 5 from 5 to 50. */
export const POWER_COST: ReadonlyMap<number, number> = new Map(
  // The k-th step (power 5k) costs the k-th triangular number.
  Array.from({ length: 10 }, (_, i) => [5 * (i + 1), ((i + 1) * (i + 2)) / 2] as const),
);

/** Cost of a blood ability by its class (rows) and the character's strength (columns); null is NA. */
export const ABILITY_COST: Readonly<Record<AbilityClass, Readonly<Record<BloodlineStrength, number | null>>>> = {
  minor: { weak: 15, minor: 10, major: 5, great: 5, true: 5 },
  major: { weak: null, minor: 20, major: 15, great: 10, true: 10 },
  great: { weak: null, minor: null, major: 25, great: 20, true: 15 },
};

/** Lieutenant cap (P5): Politics plus the strength's bonus. */
export const lieutenantCap = (politics: number, strength: BloodlineStrength | null): number =>
  Math.max(0, politics + (strength ? STRENGTH_TABLE[strength].lieutenants : 0));

export const BLOODLINE_RULES = {
  /** Raising the score: a free action, once every 3 rounds, RP = current score + 1, gains +1 (P2). */
  raise: { rpOverScore: 1, gain: 1, everyRounds: 3 },
  /** Bloodtheft (P2). */
  bloodtheft: {
    strongerOrEqual: 1,
    weaker: 2,
    lastOfLineShare: 1 / 5,
    tighmaevrilShare: 1 / 2,
  },
  /** An unblooded slayer becomes blooded (J-44): percent chances and what he gets. */
  unbloodedSlayer: { basePercent: 10, bloodtheftPercent: 50, azraiBonusPercent: 25, strength: 'weak', score: 5 },
  /** Bloodline Investiture to a blooded recipient adds this to his score (P4). */
  investitureToBlooded: 1,
} as const;

// ---------------------------------------------------------------------------
// Special powers (P2, checklist 2.4)
// ---------------------------------------------------------------------------

export interface SpecialPowerRow {
  name: string;
  cost: number;
  tradition: 'divine' | 'arcane';
  /** Battle spells chosen at creation. */
  battleSpells: number;
  /** Realm spells known at creation equal this skill's rating. */
  realmSpellsBy: SkillId;
}

export const SPECIAL_POWER_TABLE: Readonly<Record<SpecialPowerId, SpecialPowerRow>> = {
  'divine-realm-magic': {
    name: 'Ability to cast divine realm magic',
    cost: 15,
    tradition: 'divine',
    battleSpells: 3,
    realmSpellsBy: 'theology',
  },
  'arcane-realm-magic': {
    name: 'Ability to cast arcane realm magic',
    cost: 15,
    tradition: 'arcane',
    battleSpells: 3,
    realmSpellsBy: 'sorcery',
  },
};

/** Prepared realm spells a caster may hold, by the relevant skill (P6). */
export const PREPARED_SPELL_CAP: readonly { from: number; to: number | null; spells: number }[] = [
  { from: 1, to: 3, spells: 1 },
  { from: 4, to: 6, spells: 2 },
  { from: 7, to: 9, spells: 3 },
  { from: 10, to: 12, spells: 4 },
  { from: 13, to: null, spells: 5 },
];
export function preparedSpellCap(skill: number): number {
  return PREPARED_SPELL_CAP.find((r) => skill >= r.from && (r.to === null || skill <= r.to))?.spells ?? 0;
}

// ---------------------------------------------------------------------------
// Blood abilities (P2, checklist 2.6)
// ---------------------------------------------------------------------------

/** How the engine treats an ability (checklist 2.6 flags). */
export type AbilityFlag = 'MECH' | 'MECH-D' | 'INFO' | 'RP' | 'LOCK';

/** A mechanical hook; abilities with none are role-play only (J-48). */
export type AbilityEffect =
  | { kind: 'skill'; skill: SkillId; value: number; atStrength?: BloodlineStrength }
  | { kind: 'skill-choice'; options: 'derivation-pair' | readonly ('prowess' | 'survival')[]; value: number }
  | { kind: 'initiative'; value: number }
  | { kind: 'unit-morale'; value: number; units: 'strategy' | 1; atStrength?: BloodlineStrength }
  | { kind: 'survival'; value: number }
  | { kind: 'enemy-survival'; value: number }
  | { kind: 'assassination-dc-against'; value: number }
  | { kind: 'assassinate-dc'; byStrength: Readonly<Partial<Record<BloodlineStrength, number>>> }
  | { kind: 'dc-unopposed'; skills: readonly SkillId[]; value: number }
  | { kind: 'dc'; skills: readonly SkillId[]; value: number }
  | { kind: 'free-ceremony' }
  | { kind: 'wrath'; skills: readonly SkillId[]; value: number }
  | { kind: 'summon'; unit: 'summoned-monsters'; perBattle: number }
  | { kind: 'notify'; about: 'hostile-action-on-own-assets' | 'arcane-realm-spell-in-province' };

export interface BloodAbilityRow {
  name: string;
  /** The derivations that may take it; 'all' where the thread says All. */
  derivations: 'all' | readonly Derivation[];
  class: AbilityClass;
  /** Bloodform and Bloodtrait arise only in play and cannot be bought. */
  buyable: boolean;
  flag: AbilityFlag;
  /** What it does, in our words. */
  summary: string;
  effects: readonly AbilityEffect[];
  /** The numbers the thread attaches to it, carried as given. */
  numbers?: Readonly<Record<string, number>>;
  /** Per-derivation detail the thread gives (animal, element, sense, resisted attack, travel method). */
  byDerivation?: Readonly<Partial<Record<Derivation, string>>>;
}

const A = (
  name: string,
  derivations: 'all' | Derivation[],
  klass: AbilityClass,
  flag: AbilityFlag,
  summary: string,
  effects: AbilityEffect[] = [],
  extra: Pick<BloodAbilityRow, 'numbers' | 'byDerivation'> = {},
): BloodAbilityRow => ({ name, derivations, class: klass, buyable: flag !== 'LOCK', flag, summary, effects, ...extra });

export const BLOOD_ABILITY_TABLE: Readonly<Record<BloodAbilityId, BloodAbilityRow>> = {
  alertness: A(
    'Alertness',
    ['azrai', 'basaia', 'brenna', 'reynir'],
    'minor',
    'MECH',
    'Adds to the domain initiative roll.',
    [{ kind: 'initiative', value: 10 }],
    { numbers: { initiative: 10 } },
  ),
  'alter-appearance': A(
    'Alter Appearance',
    ['azrai', 'brenna', 'vorynn'],
    'minor',
    'MECH',
    'Changes his looks by illusion, though never into a given person; a little stealthier.',
    [{ kind: 'skill', skill: 'stealth', value: 1 }],
    { numbers: { stealth: 1 } },
  ),
  'animal-affinity': A(
    'Animal Affinity',
    'all',
    'minor',
    'RP',
    'Speaks with and senses one kind of animal; an ally of that kind at major strength, its shape at great.',
    [],
    {
      numbers: { radiusMiles: 1 },
      byDerivation: {
        anduiras: 'lion',
        azrai: 'snake',
        basaia: 'eagle',
        brenna: 'cat',
        masela: 'dolphin',
        reynir: 'wolf',
        vorynn: 'owl',
      },
    },
  ),
  battlewise: A(
    'Battlewise',
    ['anduiras', 'azrai'],
    'major',
    'MECH-D',
    'Steadies nearby or commanded units: one per point of Strategy (J-50: his own army, battles he oversees).',
    [{ kind: 'unit-morale', value: 1, units: 'strategy' }],
    { numbers: { morale: 1 } },
  ),
  'berserkers-blood': A(
    'Berserkers Blood',
    ['azrai', 'vorynn'],
    'great',
    'MECH',
    'A fury in melee that raises Prowess and makes foes he meets likelier to die (J-50).',
    [
      { kind: 'skill', skill: 'prowess', value: 2 },
      { kind: 'enemy-survival', value: -1 },
    ],
    { numbers: { prowess: 2 } },
  ),
  'blood-history': A(
    'Blood History',
    ['brenna', 'masela', 'vorynn'],
    'minor',
    'MECH',
    'Remembers what his forebears knew; as a regent he may hold a Ceremony as a free action without attending, if every party agrees.',
    [{ kind: 'skill', skill: 'knowledge', value: 1 }, { kind: 'free-ceremony' }],
    { numbers: { knowledge: 1 } },
  ),
  bloodform: A(
    'Bloodform',
    ['azrai'],
    'major',
    'LOCK',
    'Never bought: it appears in play and marks a scion turning into an awnshegh.',
  ),
  bloodmark: A(
    'Bloodmark',
    'all',
    'minor',
    'MECH-D',
    'A visible sign of the blood: respect from those not hostile, but easy to recognise (J-50).',
    [
      { kind: 'dc-unopposed', skills: ['commerce', 'politics'], value: -1 },
      { kind: 'dc', skills: ['stealth'], value: 1 },
    ],
    { numbers: { bonus: 1 } },
  ),
  bloodtrait: A(
    'Bloodtrait',
    ['anduiras', 'basaia', 'brenna', 'masela', 'reynir', 'vorynn'],
    'major',
    'LOCK',
    'Never bought: it appears in play and marks a scion turning into an ehrshegh.',
  ),
  'character-reading': A(
    'Character Reading',
    ['basaia', 'brenna', 'vorynn'],
    'major',
    'RP',
    "A short talk tells him a person's motives and temper.",
    [],
    { numbers: { minutes: 1 } },
  ),
  'charm-aura': A(
    'Charm Aura',
    ['azrai', 'basaia', 'brenna'],
    'major',
    'RP',
    'Charms the friendly and confuses the hostile around him; stronger at great strength and with Persuasion.',
    [],
    { numbers: { targetsPerBloodlinePoints: 5 } },
  ),
  courage: A(
    'Courage',
    ['anduiras'],
    'minor',
    'MECH',
    'Fearless; his allies too at major strength; at great strength the unit he leads fights steadier.',
    [{ kind: 'unit-morale', value: 5, units: 1, atStrength: 'great' }],
    { numbers: { morale: 5 } },
  ),
  'death-touch': A(
    'Death Touch',
    ['azrai'],
    'minor',
    'MECH-D',
    'Poison in his skin helps him kill; more so at major and great strength (J-50).',
    [{ kind: 'assassinate-dc', byStrength: { weak: -1, minor: -1, major: -2, great: -4, true: -4 } }],
    { numbers: { minor: 1, major: 2, great: 4 } },
  ),
  'detect-lie': A(
    'Detect Lie',
    ['anduiras', 'basaia', 'brenna', 'masela', 'reynir', 'vorynn'],
    'minor',
    'RP',
    'Knows whether a speaker he hears and understands believes what he says.',
  ),
  'detect-life': A('Detect Life', 'all', 'minor', 'RP', 'Senses living things near him when he concentrates.'),
  'detect-illusion': A(
    'Detect Illusion',
    ['azrai', 'basaia', 'brenna', 'masela', 'reynir', 'vorynn'],
    'minor',
    'RP',
    'Sees through every illusion, Alter Appearance included.',
  ),
  'direction-sense': A(
    'Direction Sense',
    ['masela', 'reynir'],
    'minor',
    'RP',
    'Never lost: in the wild for Reynir, at sea for Masela.',
  ),
  'divine-aura': A(
    'Divine Aura',
    'all',
    'major',
    'MECH',
    'Awes the unblooded near him; at great strength frightens hostile ones, steadying the unit he leads.',
    [
      { kind: 'unit-morale', value: 2, units: 1, atStrength: 'great' },
      { kind: 'skill', skill: 'politics', value: 1, atStrength: 'great' },
    ],
    { numbers: { morale: 2, politics: 1 } },
  ),
  'divine-wrath': A(
    'Divine Wrath',
    ['anduiras', 'basaia', 'masela'],
    'major',
    'MECH-D',
    'Against whoever has gravely wronged him or his own he fights harder and terrifies (J-49).',
    [{ kind: 'wrath', skills: ['sorcery', 'prowess', 'theology'], value: 1 }],
    { numbers: { bonus: 1 } },
  ),
  'elemental-control': A(
    'Elemental Control',
    ['anduiras', 'basaia', 'masela', 'reynir'],
    'great',
    'MECH-D',
    'Calls an elemental servant once a week (in battle a Summoned Monsters unit), with a gift of its element.',
    [{ kind: 'summon', unit: 'summoned-monsters', perBattle: 1 }],
    {
      numbers: { perWeek: 1 },
      byDerivation: {
        anduiras: 'air; commands the winds',
        basaia: 'fire; untouched by fire',
        masela: 'water; walks on water',
        reynir: 'earth; passes through earth and stone',
      },
    },
  ),
  endurance: A(
    'Endurance',
    ['anduiras', 'basaia', 'masela', 'reynir'],
    'minor',
    'MECH',
    'Never tires and is hard to kill: +1 Prowess or +1 to survival, chosen when taken (J-50).',
    [{ kind: 'skill-choice', options: ['prowess', 'survival'], value: 1 }],
    { numbers: { bonus: 1 } },
  ),
  'enhanced-sense': A('Enhanced Sense', 'all', 'major', 'RP', 'A keener sense given by the derivation.', [], {
    numbers: { vorynnRangeMiles: 1 },
    byDerivation: {
      anduiras: 'senses evil and supernatural beings',
      azrai: 'sees in dim light and spots the sneaking',
      basaia: 'sees far and shoots truer',
      brenna: 'sees in darkness and hears acutely',
      masela: 'sees and hears through any weather',
      reynir: 'tracks and spots things in the wild',
      vorynn: 'sends sight and hearing to a known place',
    },
  }),
  fear: A('Fear', ['azrai'], 'minor', 'RP', 'A touch that terrifies, and a stout heart against fear himself.'),
  'forest-walk': A(
    'Forest Walk',
    ['reynir'],
    'minor',
    'RP',
    'Passes through forest unhindered and untracked; unscryable there at major strength; at great strength crosses whole forests swiftly.',
    [],
    { numbers: { provincesPerHour: 1 } },
  ),
  healing: A(
    'Healing',
    ['anduiras', 'basaia', 'reynir'],
    'minor',
    'RP',
    'Heals a wound once a day; more ills at major strength, poison and full healing at great.',
    [],
    { numbers: { perDay: 1 } },
  ),
  'heightened-ability': A(
    'Heightened Ability',
    'all',
    'minor',
    'MECH',
    'One skill of the pair his derivation offers gains a point; taken once only.',
    [{ kind: 'skill-choice', options: 'derivation-pair', value: 1 }],
    { numbers: { bonus: 1 } },
  ),
  'home-hearkening': A(
    'Home Hearkening',
    ['brenna'],
    'major',
    'INFO',
    'Feels when his provinces or holdings are threatened or secretly worked against, though not by whom; at great strength can direct them from afar.',
    [{ kind: 'notify', about: 'hostile-action-on-own-assets' }],
    { numbers: { unlandedMonthsResident: 6 } },
  ),
  'iron-will': A(
    'Iron Will',
    ['anduiras', 'azrai', 'reynir'],
    'minor',
    'MECH-D',
    'Hard to kill and to bewitch (J-50).',
    [
      { kind: 'survival', value: 1 },
      { kind: 'assassination-dc-against', value: 2 },
    ],
  ),
  'light-of-reason': A(
    'Light of Reason',
    ['basaia'],
    'minor',
    'RP',
    'Makes light at will; a blinding flash at major strength; at great, sunlight that sears the undead.',
  ),
  'long-life': A('Long Life', 'all', 'minor', 'RP', 'Stays young and never dies of age.'),
  'mebhaighl-sense': A(
    'Mebhaighl Sense',
    ['vorynn'],
    'minor',
    'INFO',
    'Feels arcane spells cast nearby and arcane realm spells cast in his province; knows them at major strength; senses past ones at great.',
    [{ kind: 'notify', about: 'arcane-realm-spell-in-province' }],
    { numbers: { radiusMiles: 0.5, pastMonths: 3 } },
  ),
  persuasion: A(
    'Persuasion',
    ['azrai', 'brenna'],
    'major',
    'RP',
    'Plants a magical suggestion in someone who shares his tongue; stronger with Charm Aura.',
  ),
  'poison-sense': A(
    'Poison Sense',
    ['azrai', 'reynir'],
    'minor',
    'MECH-D',
    'Knows poison when it is near, which foils some murders (J-50).',
    [{ kind: 'assassination-dc-against', value: 5 }],
  ),
  'protection-from-evil': A(
    'Protection from Evil',
    ['anduiras', 'basaia', 'brenna', 'masela', 'reynir', 'vorynn'],
    'major',
    'RP',
    'Evil and unnatural beings cannot touch him; those near him too at great strength.',
  ),
  resistance: A('Resistance', 'all', 'minor', 'RP', 'Shrugs off one kind of harm, more so at higher strength.', [], {
    byDerivation: {
      anduiras: 'charms and mind control',
      azrai: 'necromancy',
      basaia: 'light and fire',
      brenna: 'magical restraint',
      masela: 'water (and breathes it)',
      reynir: 'cold and weather',
      vorynn: 'direct-damage magic',
    },
  }),
  'sea-song': A('Sea Song', ['masela'], 'major', 'RP', 'Speaks with any water he touches.'),
  'shadow-form': A(
    'Shadow Form',
    ['brenna', 'azrai'],
    'great',
    'RP',
    'Becomes a shadow for a while: nearly unseen and unharmed, but unable to touch anything.',
  ),
  'touch-of-decay': A('Touch of Decay', ['azrai'], 'great', 'RP', 'Crumbles metal, stone or wood at a touch.'),
  travel: A(
    'Travel',
    ['azrai', 'basaia', 'brenna', 'masela', 'vorynn'],
    'great',
    'RP',
    'Once a day steps to a known place with companions, by a road his derivation gives.',
    [],
    {
      numbers: { companionsPerBloodlinePoints: 5, perDay: 1 },
      byDerivation: {
        azrai: 'through the Shadow World, between sunset and sunrise',
        basaia: 'from one great fire to another',
        brenna: 'along any road or path to a connected one',
        masela: 'anywhere in the water he stands in',
        vorynn: 'anywhere, at moonrise or moonset',
      },
    },
  ),
  'unreadable-thoughts': A(
    'Unreadable Thoughts',
    'all',
    'major',
    'RP',
    'No spell or gift reads his mind or intent, Character Reading included.',
  ),
  'wither-touch': A(
    'Wither Touch',
    ['azrai'],
    'major',
    'RP',
    'A withering touch that may maim for good; worse at great strength.',
  ),
};

/** Heightened Ability: the pair of skills each derivation may raise (P2). */
export const HEIGHTENED_PAIRS: Readonly<Record<Derivation, readonly [SkillId, SkillId]>> = {
  anduiras: ['law', 'strategy'],
  azrai: ['sorcery', 'politics'],
  basaia: ['law', 'knowledge'],
  brenna: ['commerce', 'stealth'],
  masela: ['knowledge', 'seamanship'],
  reynir: ['outdoors', 'prowess'],
  vorynn: ['sorcery', 'outdoors'],
};

export const allowedFor = (ability: BloodAbilityId, d: Derivation): boolean => {
  const ds = BLOOD_ABILITY_TABLE[ability].derivations;
  return ds === 'all' || ds.includes(d);
};

export function abilityCost(ability: BloodAbilityId, strength: BloodlineStrength): number | null {
  return ABILITY_COST[BLOOD_ABILITY_TABLE[ability].class][strength];
}

/** A scaling effect (Courage, Divine Aura) applies at or above its strength. */
export const atLeast = (have: BloodlineStrength, need: BloodlineStrength): boolean =>
  STRENGTH_RANK[have] >= STRENGTH_RANK[need];

// ---------------------------------------------------------------------------
// Builds and validation
// ---------------------------------------------------------------------------

export interface AbilityPick {
  id: BloodAbilityId;
  /** Heightened Ability: the skill raised; Endurance: 'prowess' or 'survival'. */
  choice?: SkillId | 'survival';
}

export interface Bloodline {
  derivation: Derivation;
  strength: BloodlineStrength;
  /** The bloodline score. */
  power: number;
}

export interface CharacterBuild {
  name: string;
  ccp: number;
  race: 'human' | 'elf' | 'half-elf';
  culture: Culture;
  classes: readonly ClassId[];
  /** Bought ratings, before class and ability bonuses. */
  skills: Readonly<Partial<Record<SkillId, number>>>;
  bloodline: Bloodline | null;
  abilities: readonly AbilityPick[];
  powers: readonly SpecialPowerId[];
}

export function stepCosts(b: CharacterBuild): Record<CreationStep, number> {
  const classes = b.classes.reduce((n, c) => n + CLASS_TABLE[c].cost, 0);
  const skills = SKILLS.reduce((n, s) => n + (SKILL_COST[b.skills[s] ?? 0] ?? Number.NaN), 0);
  const bloodline = b.bloodline
    ? (STRENGTH_TABLE[b.bloodline.strength].cost ?? Number.NaN) + (POWER_COST.get(b.bloodline.power) ?? Number.NaN)
    : 0;
  const abilities =
    b.abilities.reduce(
      (n, a) => n + (b.bloodline ? (abilityCost(a.id, b.bloodline.strength) ?? Number.NaN) : Number.NaN),
      0,
    ) + b.powers.reduce((n, p) => n + SPECIAL_POWER_TABLE[p].cost, 0);
  return { classes, skills, bloodline, abilities };
}

/** Every rule of P2 (and J-86) the build breaks; empty when it is legal. */
export function validateBuild(b: CharacterBuild): string[] {
  const errors: string[] = [];
  const costs = stepCosts(b);
  const cap = stepCap(b.ccp);
  let total = 0;
  for (const [step, cost] of Object.entries(costs)) {
    if (Number.isNaN(cost)) errors.push(`${step}: an item cannot be bought`);
    else if (cost > cap) errors.push(`${step}: ${cost} CCP is over half of ${b.ccp}`);
    total += cost;
  }
  if (total > b.ccp) errors.push(`spends ${total} of ${b.ccp} CCP`);
  if (b.classes.length === 0) errors.push('needs at least one class');
  if (new Set(b.classes).size !== b.classes.length) errors.push('a class is bought twice');
  for (const c of b.classes) {
    if (!(CLASSES as readonly string[]).includes(c)) errors.push(`unknown class ${c}`);
    else if (b.ccp < CREATION.advancedClassesFrom && !CLASS_TABLE[c].basic)
      errors.push(`${CLASS_TABLE[c].name} needs ${CREATION.advancedClassesFrom} CCP`);
  }
  for (const [s, r] of Object.entries(b.skills)) {
    if (!Number.isInteger(r) || (r as number) < 0 || (r as number) > CREATION.maxBoughtSkill)
      errors.push(`skill ${s} rating ${r} is not 0-${CREATION.maxBoughtSkill}`);
  }
  if (b.bloodline) {
    const row = STRENGTH_TABLE[b.bloodline.strength];
    if (row.cost === null) errors.push(`${row.name} bloodlines are not for sale`);
    if (!POWER_COST.has(b.bloodline.power)) errors.push(`power ${b.bloodline.power} is not sold`);
    if (row.minPower !== null && b.bloodline.power < row.minPower)
      errors.push(`${row.name} needs power ${row.minPower}`);
    if (!(DERIVATIONS as readonly string[]).includes(b.bloodline.derivation)) errors.push('unknown derivation');
  } else if (b.abilities.length > 0) errors.push('blood abilities need a bloodline');
  const seen = new Set<BloodAbilityId>();
  for (const a of b.abilities) {
    const row = BLOOD_ABILITY_TABLE[a.id];
    if (!row || !(BLOOD_ABILITIES as readonly string[]).includes(a.id)) {
      errors.push(`unknown ability ${a.id}`);
      continue;
    }
    if (seen.has(a.id)) errors.push(`${row.name} is taken twice`);
    seen.add(a.id);
    if (!row.buyable) errors.push(`${row.name} cannot be taken`);
    if (b.bloodline && !allowedFor(a.id, b.bloodline.derivation))
      errors.push(`${row.name} is not open to ${b.bloodline.derivation}`);
    if (a.id === 'heightened-ability') {
      const pair = b.bloodline ? HEIGHTENED_PAIRS[b.bloodline.derivation] : [];
      if (!a.choice || !(pair as readonly string[]).includes(a.choice))
        errors.push('Heightened Ability must name a skill of its derivation pair');
    }
    if (a.id === 'endurance' && a.choice !== 'prowess' && a.choice !== 'survival')
      errors.push('Endurance must choose prowess or survival');
  }
  if (new Set(b.powers).size !== b.powers.length) errors.push('a special power is bought twice');
  return errors;
}

/**
 * Skill ratings in play: bought + class bonuses (an identical bonus from two
 * classes counts once, J-12) + ability bonuses. Not capped (the prepared-spell
 * table runs to 13+); the court modifier alone may not lift a skill past 10.
 */
export function effectiveSkills(b: CharacterBuild): Record<SkillId, number> {
  const out = {} as Record<SkillId, number>;
  for (const s of SKILLS) {
    const amounts = new Set(b.classes.map((c) => CLASS_TABLE[c].skills[s] ?? 0).filter((n) => n > 0));
    out[s] = (b.skills[s] ?? 0) + [...amounts].reduce((n, x) => n + x, 0);
  }
  const strength = b.bloodline?.strength ?? 'weak';
  for (const a of b.abilities) {
    for (const e of BLOOD_ABILITY_TABLE[a.id].effects) {
      if (e.kind === 'skill' && (!e.atStrength || atLeast(strength, e.atStrength))) out[e.skill] += e.value;
      if (e.kind === 'skill-choice' && a.choice && a.choice !== 'survival') out[a.choice] += e.value;
    }
  }
  return out;
}

/** Battlefield survival threshold: d10 at or under it survives (P9, J-43), kept within 1-9. */
export function survivalThreshold(b: CharacterBuild): number {
  let t = effectiveSkills(b).prowess;
  for (const a of b.abilities) {
    for (const e of BLOOD_ABILITY_TABLE[a.id].effects) {
      if (e.kind === 'survival') t += e.value;
      if (e.kind === 'skill-choice' && a.choice === 'survival') t += e.value;
    }
  }
  return Math.min(9, Math.max(1, t));
}

/** Where characters may go each round (J-51): anywhere the domain holds something, or 6 friendly provinces away. */
export const CHARACTER_MOVEMENT = { friendlyProvinces: 6, travelAnywhere: 'travel' } as const;
