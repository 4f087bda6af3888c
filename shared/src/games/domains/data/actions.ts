/**
 * The 35 actions of the thread's list (P4-P8, checklist 1.9), the common
 * rules every action follows (1.3, 1.8) and the orders the rules use that are
 * not in the list (1.9.3). Type codes, base costs, base DCs and relevant
 * skills are carried as the thread's table prints them (`typeText`,
 * `costText`, `dcText`); the structured fields say the same thing for the
 * engine. What the thread leaves open is settled by a judgment call (`ref`
 * names it) or marked `authored`.
 */
import type {
  ActionId,
  ActionKind,
  ChecklistRef,
  HoldingType,
  ResolutionStep,
  RoundOfTurn,
  SkillId,
  SpecialPowerId,
} from './ids.ts';
import { ACTION_IDS } from './ids.ts';

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/** What a cost term is counted per. */
export type CostBasis =
  | 'action'
  | 'province'
  | 'holding'
  | 'province-level'
  | 'target-level'
  | 'own-level'
  | 'ship'
  | 'cargo'
  | 'province-on-path'
  | 'required-level'
  | 'upgrade'
  | 'unit-province'
  | 'five-units'
  | 'extra-growth'
  | 'muster-cost'
  | 'gb-spent'
  | 'spell';

export interface CostTerm {
  gb?: number;
  rp?: number;
  per: CostBasis;
  /** Only in this case (our words). */
  when?: string;
}

export type DcSpec =
  /** Roll d20 against the base plus modifiers ("10+"). */
  | { kind: 'roll'; base: number }
  /** Rolled only when someone opposes (Build "0+"). */
  | { kind: 'opposed'; base: number }
  /** Always succeeds. */
  | { kind: 'auto' }
  /** Each variant sets its own DC (Ceremony, Espionage, Disband, Research). */
  | { kind: 'by-variant' }
  /** The action has no success roll (the thread prints "-"); `why` says so. */
  | { kind: 'none'; why: string };

/** What a DC modifier is counted per (1 when absent). */
export type ModifierBasis =
  | 'acting-holding-level'
  | 'target-level'
  | 'province-level'
  | 'level-shortfall'
  | 'route-value'
  | 'extra-gb'
  | 'tax-levels-reduced'
  | 'tax-levels-increased'
  | 'failed-attempts'
  | 'hostile-neighbours'
  | 'opposing-source-levels'
  | 'building-level'
  | 'separation'
  | 'required-level'
  | 'spy-law-guild-levels'
  | 'target-law-guild-levels'
  | 'pool-draw'
  | 'domain-size'
  | 'lieutenant-ccp';

export interface DcModifier {
  id: string;
  /** Signed change to the DC (a roll bonus of +n is DC −n, checklist 0.2). */
  dc: number;
  per?: ModifierBasis;
  /** A cap on the total change, as a magnitude. */
  max?: number;
  when: string;
  ref: ChecklistRef;
  /** Only where the setting keeps the Khinasi rules (R-13, D-17). */
  setting?: 'khinasi';
}

/** Who may spend RP (or GB where allowed) to raise or lower the DC (1.8 item 4, J-16). */
export type Supporter =
  | 'province-ruler'
  | 'law-in-province'
  | 'same-type-in-province'
  | 'temples-in-province'
  | 'guilds-in-province'
  | 'any-holding-in-province'
  | 'sources-on-path'
  | 'law-or-guild-at-either-end'
  | 'guilds-in-acting-province'
  | 'law-and-guild-in-province';

export type TargetKind =
  | 'none'
  | 'province'
  | 'holding'
  | 'trade-route'
  | 'path'
  | 'units'
  | 'ships'
  | 'spell'
  | 'agenda'
  | 'regent'
  | 'character'
  | 'asset';

export interface Timing {
  /** The step of the round it resolves in (1.2). */
  step: ResolutionStep;
  /** When its effect lands. */
  effect: 'immediate' | 'next-round' | 'next-collection' | 'after-battles' | 'progress' | 'on-return' | 'two-rounds';
  /** Rounds of the turn it may be ordered in, if limited. */
  rounds?: readonly RoundOfTurn[];
}

export interface ActionVariant {
  id: string;
  name: string;
  dc?: DcSpec;
  cost?: readonly CostTerm[];
  modifiers?: readonly DcModifier[];
  rules: string;
  ref: ChecklistRef;
  /** Not offered in version 1 (J-31, J-32). */
  disabled?: string;
}

export interface ActionDef {
  id: ActionId;
  name: string;
  /** The Type column as printed: D, DR, X, C, F, "X or F", "F or X". */
  typeText: string;
  kinds: readonly ActionKind[];
  /** R: may be a realm action, one court action per extra target (P4). */
  realm: boolean;
  /** When each kind applies, if more than one. */
  kindRule?: string;
  costText: string;
  cost: readonly CostTerm[];
  dcText: string;
  dc: DcSpec;
  /** The relevant skill(s); by holding type where `skillByHoldingType`. */
  skills: readonly SkillId[];
  skillByHoldingType?: true;
  /** Why no skill applies, when `skills` is empty. */
  noSkill?: string;
  modifiers: readonly DcModifier[];
  supporters: readonly Supporter[];
  /** Nobody but the actor may change the DC (Exploratory Trade; Espionage allows only the target). */
  closedTo?: 'everyone' | 'the-two-regents';
  /** GB may be spent on the DC like RP. */
  gbAsRp: boolean;
  target: TargetKind;
  /** Holding types that may perform it, where the text limits them. */
  holdingTypes?: readonly HoldingType[];
  /** A special power the actor needs; 'either' for realm magic of the spell's own tradition. */
  requires?: SpecialPowerId | 'either';
  timing: Timing;
  /** Limits and prerequisites, in our words. */
  rules: readonly string[];
  variants?: readonly ActionVariant[];
  ref: readonly ChecklistRef[];
  /** Not offered in version 1, and why. */
  disabled?: string;
}

// ---------------------------------------------------------------------------
// Reusable pieces
// ---------------------------------------------------------------------------

const roll = (base: number): DcSpec => ({ kind: 'roll', base });
const AUTO: DcSpec = { kind: 'auto' };
const per = (basis: CostBasis, gb?: number, rp?: number, when?: string): CostTerm => ({
  per: basis,
  ...(gb !== undefined ? { gb } : {}),
  ...(rp !== undefined ? { rp } : {}),
  ...(when ? { when } : {}),
});
const STEP5: Timing = { step: 'actions', effect: 'immediate' };

const OWN_LEVEL: DcModifier = {
  id: 'own-level',
  dc: -1,
  per: 'acting-holding-level',
  when: 'per level of the acting holding',
  ref: '1.9',
};
const TARGET_LEVEL: DcModifier = {
  id: 'target-level',
  dc: 1,
  per: 'target-level',
  when: 'per level of the target holding',
  ref: '1.9',
};
const COVERT_TARGET: DcModifier = { id: 'covert-target', dc: 5, when: 'the target is a covert holding', ref: '1.12.2' };
const ELVEN_TEMPLE: DcModifier = {
  id: 'elven-temple',
  dc: 10,
  when: 'a temple in an elven province',
  ref: '1.12.4',
};
const NOMAD_LAW: DcModifier = { id: 'nomad-law', dc: 1, when: 'a law holding in a nomad province', ref: '1.12.5' };
const WILD_TEMPLE_GUILD: DcModifier = {
  id: 'wilderness-non-native',
  dc: 5,
  when: 'a temple or guild in a wilderness province, by a domain not native to it',
  ref: '1.12.5',
};

// ---------------------------------------------------------------------------
// The 35 actions
// ---------------------------------------------------------------------------

export const ACTIONS: readonly ActionDef[] = [
  {
    id: 'adventure',
    name: 'Adventure',
    typeText: 'C',
    kinds: ['C'],
    realm: false,
    costText: 'None',
    cost: [],
    dcText: '-',
    dc: { kind: 'none', why: 'the outcome was the DM’s alone; no fixed roll exists (J-32)' },
    skills: [],
    noSkill: 'various in the text; there is no adventure catalogue in version 1 (J-32)',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'character',
    timing: STEP5,
    rules: ['At most once per turn, with one stated goal; never a substitute for a domain action.'],
    ref: ['1.9 #1', 'J-32'],
    disabled: 'J-32: no GM to judge it; a catalogue of fixed adventures may be added later',
  },
  {
    id: 'agitate',
    name: 'Agitate',
    typeText: 'DR',
    kinds: ['D'],
    realm: true,
    costText: '1 GB/province, 1 RP/province',
    cost: [per('province', 1, 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['politics'],
    modifiers: [
      {
        id: 'holding-below-province',
        dc: 1,
        per: 'level-shortfall',
        when: 'per level the agitating holding is below the province level',
        ref: '1.9 #2',
      },
      {
        id: 'poor-to-rebellious',
        dc: -5,
        when: 'the province is Poor and the aim is to make it Rebellious',
        ref: '1.9 #2',
      },
      {
        id: 'racing-track',
        dc: -1,
        per: 'building-level',
        when: "per level of the actor's Racing Track in the province",
        ref: '1.11',
      },
      { id: 'state-religion', dc: -2, when: 'the actor is the state religion of the realm', ref: '1.12.1' },
    ],
    supporters: ['law-in-province', 'temples-in-province'],
    gbAsRp: true,
    target: 'province',
    holdingTypes: ['law', 'temple', 'guild'],
    timing: STEP5,
    rules: [
      'Acts through one of the regent’s law, temple or guild holdings in the province.',
      'Success moves loyalty one step up or down, as ordered, at once (J-76).',
    ],
    ref: ['1.9 #2', 'J-76'],
  },
  {
    id: 'build',
    name: 'Build',
    typeText: 'X',
    kinds: ['X'],
    realm: false,
    costText: 'Var',
    cost: [per('gb-spent', 1)],
    dcText: '0+',
    dc: { kind: 'opposed', base: 0 },
    skills: ['law'],
    modifiers: [],
    supporters: ['province-ruler', 'law-in-province'],
    gbAsRp: false,
    target: 'province',
    timing: { step: 'actions', effect: 'progress' },
    rules: [
      'Spends up to the province level in GB on building work there; the GB builds up on a project until its cost is paid, when it is done (authored).',
      'One Build per province per round, plus one per Workshop level, each a court action.',
      'For fortifications only, each military unit (prisoners too) in the province adds 1 GB and may not move or attack that round; so even a level-0 province can be walled.',
      'Ships are built here too (medium and heavy ones need a Shipyard, which adds 2 GB per level to ship work); repairs cost 2 GB per hit and use the same capacity.',
      'Rolled only if someone opposes.',
    ],
    ref: ['1.9 #3', '1.11'],
  },
  {
    id: 'cast-realm-spell',
    name: 'Cast Realm Spell',
    typeText: 'F',
    kinds: ['F'],
    realm: false,
    costText: 'Var',
    cost: [per('spell')],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'casting a prepared spell always works; the skill mattered when it was prepared',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'spell',
    requires: 'either',
    timing: STEP5,
    rules: [
      'Casts a spell prepared earlier, through a source (arcane) or temple (divine) holding of the level it needs; Wizard Tower and Minaret levels add to that level.',
      'Needs the matching special power (either one, by the spell’s tradition).',
      'A lieutenant with the power may cast through the regent’s temples with the lieutenant action; through sources only after a Ley Link.',
    ],
    ref: ['1.9 #4', '1.12.6'],
  },
  {
    id: 'ceremony',
    name: 'Ceremony',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB',
    cost: [per('action', 1)],
    dcText: 'Auto/0+/10+',
    dc: { kind: 'by-variant' },
    skills: ['politics'],
    modifiers: [],
    supporters: ['any-holding-in-province'],
    gbAsRp: false,
    target: 'asset',
    timing: STEP5,
    rules: [
      'Needs a priest regent with a temple of level 1 or more to officiate, which costs him a court action (J-25); not for Designation, nor for Transfer or Divestiture of guilds and sources, nor among elves.',
      'Where no player priest regent answers, an unclaimed domain’s temple of level 1 or more in the realm officiates, and the Ceremony costs 2 GB (authored, J-25).',
      'In Coronation and Divestiture every regent entitled to sway the roll adds or subtracts his Politics as well as his RP.',
      'Two regents may fold several Ceremonies into one action where they belong together.',
    ],
    variants: [
      {
        id: 'coronation',
        name: 'Coronation',
        dc: { kind: 'opposed', base: 0 },
        rules:
          'Makes a blooded scion the lawful ruler of an unclaimed domain, or of one he holds through Designation; may also crown an heir as co-ruler. If anyone opposes, DC 0 + the domain’s holdings and provinces; regents with a holding where the domain has holdings may oppose with RP.',
        modifiers: [
          {
            id: 'domain-size',
            dc: 1,
            per: 'domain-size',
            when: 'only when opposed: per holding and province of the domain',
            ref: '1.9.1',
          },
        ],
        ref: '1.9.1',
      },
      {
        id: 'designation',
        name: 'Designation',
        dc: AUTO,
        rules:
          'Names one or more blooded heirs. An heir who takes over uncrowned gets half the RP until Coronation; with no heir a claimant gets none (J-26, J-27). No priest needed.',
        ref: '1.9.1',
      },
      {
        id: 'transfer',
        name: 'Transfer',
        dc: AUTO,
        rules:
          'Hands holdings or provinces to a willing regent; both attend (Oversee) and both spend their domain action in the same round. Never a realm action (J-29).',
        ref: '1.9.1',
      },
      {
        id: 'divestiture',
        name: 'Divestiture',
        dc: roll(10),
        modifiers: [
          { id: 'province-level', dc: 1, per: 'province-level', when: 'per level of the province', ref: '1.9.1' },
        ],
        rules:
          'Takes a province (or holdings) the actor has occupied or successfully contested; fortified holdings must be taken first. One province per action unless its regent attends; rolled per province. Never a realm action.',
        ref: '1.9.1',
      },
      {
        id: 'vassalage',
        name: 'Vassalage',
        dc: AUTO,
        rules:
          'Both regents take Ceremony in the same round; the vassal then pays the agreed RP each turn (default 1 per province or holding held for the liege, J-30). Either side ends it by Decree.',
        ref: '1.9.1',
      },
      {
        id: 'bloodline-investiture',
        name: 'Bloodline Investiture',
        dc: AUTO,
        rules:
          'A scion passes his bloodline to another, both attending throughout: an unblooded recipient takes its strength and derivation (and may pick other abilities), a blooded one gains 1 score and the stronger strength and derivation. The giver is left unblooded.',
        ref: '1.9.1',
      },
    ],
    ref: ['1.9 #5', '1.9.1', 'J-25', 'J-26', 'J-27', 'J-28', 'J-29', 'J-30'],
  },
  {
    id: 'contest-holding',
    name: 'Contest Holding',
    typeText: 'DR',
    kinds: ['D'],
    realm: true,
    costText: '1 GB/holding, 1 RP/holding',
    cost: [per('holding', 1, 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['law', 'theology', 'commerce', 'sorcery'],
    skillByHoldingType: true,
    modifiers: [OWN_LEVEL, TARGET_LEVEL, COVERT_TARGET],
    supporters: ['province-ruler', 'law-in-province'],
    gbAsRp: false,
    target: 'holding',
    timing: STEP5,
    rules: [
      'The actor needs a holding in the province; the province ruler may use his province level instead.',
      'First success: the target is contested and yields no GB or RP. Second: it drops to level 0. A success against a level-0 holding destroys it, the only way to.',
      'Sources may be contested only by the province ruler or by another source.',
      'A contested holding may be divested by the contester (Ceremony); its owner clears it with a Rule Holding that does not raise its level.',
    ],
    variants: [
      {
        id: 'raid-contest',
        name: 'Raid-contest',
        rules:
          'Raiders contest a holding instead of looting: they count as a holding of no type whose level is their number (J-79); only the two regents may change the DC; a leading character applies Strategy; +1 per unfortified level, −1 per level of over-fortification of the owner.',
        ref: '3.8',
      },
    ],
    ref: ['1.9 #6'],
  },
  {
    id: 'contest-province',
    name: 'Contest Province',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB, 1 RP/province level',
    cost: [per('action', 1), per('province-level', undefined, 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['law'],
    modifiers: [
      OWN_LEVEL,
      { id: 'province-level', dc: 1, per: 'province-level', when: 'per level of the province', ref: '1.9 #7' },
    ],
    supporters: ['any-holding-in-province'],
    gbAsRp: false,
    target: 'province',
    timing: STEP5,
    rules: [
      'Only while the ruler has no law holding above level 0 there and loyalty is Poor or Rebellious; any regent with a holding there may try.',
      'Success lets him divest the province by Ceremony; the ruler ends the contest with a law holding of level 1+ or by raising loyalty to Average.',
    ],
    ref: ['1.9 #7'],
  },
  {
    id: 'contest-trade-route',
    name: 'Contest Trade Route',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB, 1 RP',
    cost: [per('action', 1, 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['commerce'],
    modifiers: [
      OWN_LEVEL,
      { id: 'route-value', dc: 1, per: 'route-value', when: 'per GB of the route’s value', ref: '1.9 #8' },
      {
        id: 'caravansarai',
        dc: 5,
        when: 'the route’s owner has a Caravansarai in an end province',
        ref: '1.11',
      },
    ],
    supporters: ['guilds-in-acting-province'],
    gbAsRp: false,
    target: 'trade-route',
    holdingTypes: ['law', 'guild'],
    timing: STEP5,
    rules: ['Made from a law or guild holding in either end province; one success destroys the route.'],
    ref: ['1.9 #8'],
  },
  {
    id: 'convert-holding',
    name: 'Convert Holding',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '2 GB, Var RP',
    cost: [per('action', 2), per('target-level', undefined, 1), per('own-level', undefined, 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['law', 'commerce', 'theology', 'sorcery'],
    skillByHoldingType: true,
    modifiers: [OWN_LEVEL, TARGET_LEVEL, COVERT_TARGET],
    supporters: ['same-type-in-province', 'law-in-province'],
    gbAsRp: false,
    target: 'holding',
    timing: STEP5,
    rules: ['Takes one level from a holding of the same type into the actor’s own holding there.'],
    ref: ['1.9 #9'],
  },
  {
    id: 'create-holding',
    name: 'Create Holding',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB',
    cost: [per('action', 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['law', 'commerce', 'theology', 'sorcery'],
    skillByHoldingType: true,
    modifiers: [ELVEN_TEMPLE, NOMAD_LAW, WILD_TEMPLE_GUILD],
    supporters: ['same-type-in-province', 'province-ruler'],
    gbAsRp: false,
    target: 'province',
    timing: STEP5,
    rules: [
      'Creates a level-0 holding, within the province’s free capacity (J-83).',
      'Sources: only arcane casters, who must oversee it in person.',
      'No law holding in a wilderness province except by a domain native to it.',
    ],
    variants: [
      {
        id: 'covert',
        name: 'Create covert holding',
        dc: roll(13),
        cost: [per('action', 3)],
        rules:
          'A law, temple or guild holding kept out of sight; not a ruler’s law in his own realm, nor a temple where it is the state religion.',
        ref: '1.12.2',
      },
    ],
    ref: ['1.9 #10', '1.12.2', 'J-83'],
  },
  {
    id: 'create-ley-line',
    name: 'Create Ley Line',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB, 1 RP/province crossed',
    cost: [per('action', 1), per('province-on-path', undefined, 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['sorcery'],
    modifiers: [],
    supporters: ['sources-on-path'],
    gbAsRp: false,
    target: 'path',
    requires: 'arcane-realm-magic',
    timing: STEP5,
    rules: [
      'Runs from one of his sources through provinces he names; every province on the path, both ends included, costs 1 RP.',
      'A line with a source at one end only fades at the end of the turn unless a source is made at the far end or a Wizard Tower stands there; lines may anchor on lines and fade with them.',
    ],
    ref: ['1.9 #11', '1.11'],
  },
  {
    id: 'create-province',
    name: 'Create Province',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB or 3 GB',
    cost: [per('action', 1, undefined, 'next to his holdings'), per('action', 3, undefined, 'not next to them')],
    dcText: '20+',
    dc: roll(20),
    skills: ['law'],
    modifiers: [],
    supporters: ['any-holding-in-province'],
    gbAsRp: false,
    target: 'province',
    timing: STEP5,
    rules: [
      'Only in a wilderness province prepared for settlement (J-63): kept under at least one of his units for a full turn with no battle lost there, and its guardian, if any, beaten.',
      'Only the scion who is to claim it may act; the province leaves the wilderness and joins his realm.',
    ],
    ref: ['1.9 #12', 'J-63'],
  },
  {
    id: 'create-trade-route',
    name: 'Create Trade Route',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB',
    cost: [per('action', 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['commerce'],
    modifiers: [],
    supporters: ['law-or-guild-at-either-end'],
    gbAsRp: false,
    target: 'trade-route',
    holdingTypes: ['guild'],
    timing: { step: 'actions', effect: 'next-collection' },
    rules: [
      'Joins two guild holdings in provinces of different resources; the regent needs a guild at both ends or an agreement with the other guild.',
      'Land routes need an unbroken path of highway provinces (re-routed or lost when it breaks, J-73); sea routes join two coastal or riverside provinces, one of level 4+, and need ships at sea with cargo at least the route’s income.',
      'Pays the average level of its two guilds in GB each turn (J-15).',
    ],
    ref: ['1.9 #13', 'J-15', 'J-73'],
  },
  {
    id: 'decree',
    name: 'Decree',
    typeText: 'X or F',
    kinds: ['X', 'F'],
    realm: false,
    kindRule: 'X at 1 GB; F at no cost once the court has been level 10 for the three previous rounds (R-08, J-78)',
    costText: '1 GB or None',
    cost: [per('action', 1, undefined, 'as a court action')],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'a decree is simply proclaimed',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'none',
    timing: STEP5,
    rules: ['A closed list of decrees (J-13); none acts directly on another regent’s domain.'],
    variants: [
      {
        id: 'tax',
        name: 'Change taxation',
        rules:
          'Moves collection in any of his provinces by a total of up to Law + 1 GB, each within 0 to 150% of base rounded up; from the next collection; once per round (J-14).',
        ref: 'J-14',
      },
      {
        id: 'restore-tax',
        name: 'Restore normal taxation',
        rules: 'Any number of provinces back to base.',
        ref: 'J-14',
      },
      {
        id: 'war',
        name: 'Declare war',
        cost: [],
        rules:
          'Costs no GB; at war with every domain named. Allies must declare for themselves; liege and vassal may join each other’s wars at once.',
        ref: '1.9.2',
      },
      {
        id: 'cancel',
        name: 'Cancel an agreement',
        rules: 'Ends a Diplomacy agreement, a vassalage or a state religion.',
        ref: '1.9.2',
      },
      { id: 'lift-embargo', name: 'Lift an embargo', rules: 'Ends his own embargo (and a coalition’s).', ref: 'J-13' },
      {
        id: 'proclamation',
        name: 'Proclamation',
        rules: 'Titles, holidays and the like: recorded, no game effect.',
        ref: 'J-13',
      },
    ],
    ref: ['1.9 #14', 'R-08', 'J-13', 'J-14', 'J-24', 'J-78'],
  },
  {
    id: 'diplomacy',
    name: 'Diplomacy',
    typeText: 'X or F',
    kinds: ['X', 'F'],
    realm: false,
    kindRule: 'F for a Noble, and for purely internal matters; X otherwise; the 1 GB is paid either way (J-21)',
    costText: '1 GB',
    cost: [per('action', 1)],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'agreements are made by matching orders, not a roll',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'regent',
    timing: STEP5,
    rules: [
      'Every party gives the same agreement in the same round, naming where they meet; lieutenants may stand in.',
      'A closed list of clauses (J-22); several with the same parties and place are one action.',
    ],
    variants: [
      { id: 'alliance', name: 'Alliance', rules: 'A flag between the parties; no automatic war.', ref: 'J-22' },
      {
        id: 'passage',
        name: 'Rights of passage',
        rules: 'Armies may cross the grantor’s provinces, for a number of rounds or for good.',
        ref: 'J-22',
      },
      {
        id: 'trade-agreement',
        name: 'Trade agreement',
        rules: 'Two guilds may build routes between each other’s holdings.',
        ref: 'J-22',
      },
      {
        id: 'peace',
        name: 'Peace treaty',
        rules:
          'All warring parties in the same round; at peace for the stated turns. Declaring war on a partner inside the term is a major regency loss (J-23).',
        ref: 'J-23',
      },
      {
        id: 'state-religion',
        name: 'Recognise a state religion',
        rules:
          'Landed ruler and temple regent; the faith must hold more than half the realm’s province levels in temple levels.',
        ref: '1.12.1',
      },
      {
        id: 'prisoners',
        name: 'Return or ransom prisoners',
        rules: 'Units for GB; returned units are re-equipped for half their muster cost or disbanded.',
        ref: 'J-39',
      },
      { id: 'marriage', name: 'Marriage or betrothal', rules: 'Recorded; no game effect.', ref: 'J-22' },
      {
        id: 'event-response',
        name: 'Answer an event',
        rules: 'The response an event card asks for (./agendas.ts EVENTS).',
        ref: 'J-06',
      },
    ],
    ref: ['1.9 #15', 'J-21', 'J-22', 'J-23'],
  },
  {
    id: 'disband',
    name: 'Disband',
    typeText: 'F or X',
    kinds: ['F', 'X'],
    realm: false,
    kindRule: 'F for units and ships; X for holdings and castles',
    costText: 'None',
    cost: [],
    dcText: 'Auto/10+/20+',
    dc: { kind: 'by-variant' },
    skills: [],
    noSkill: 'the thread gives this action no relevant skill; only the regent’s presence matters',
    modifiers: [],
    supporters: ['law-in-province'],
    gbAsRp: false,
    target: 'asset',
    timing: STEP5,
    rules: [
      'Ships sell for 30-80% of base cost (d6: 30, 40 ... 80%, J-81); fortifications and other buildings return 10% of their cost as scrap.',
    ],
    variants: [
      { id: 'units', name: 'Disband regular units', dc: AUTO, rules: 'Always works.', ref: '1.9 #16' },
      {
        id: 'mercenaries',
        name: 'Disband mercenaries',
        dc: roll(10),
        rules: 'On a failure they turn brigand (J-64); law holdings in the province may help or hinder.',
        ref: 'J-64',
      },
      { id: 'ships', name: 'Sell ships', dc: AUTO, rules: 'Sale value rolled (J-81).', ref: 'J-81' },
      {
        id: 'holdings-castles',
        name: 'Disband holdings or castles',
        dc: roll(20),
        rules:
          'A court action; automatic if the regent is there in person, which he may be for one province a round; law holdings may help or hinder.',
        ref: '1.9 #16',
      },
    ],
    ref: ['1.9 #16', 'J-64', 'J-81'],
  },
  {
    id: 'embargo',
    name: 'Embargo',
    typeText: 'DR',
    kinds: ['D'],
    realm: true,
    costText: '3 GB/province, 3 RP/province',
    cost: [per('province', 3, 3)],
    dcText: '10+',
    dc: roll(10),
    skills: ['commerce'],
    modifiers: [],
    supporters: ['law-and-guild-in-province'],
    gbAsRp: false,
    target: 'province',
    holdingTypes: ['guild'],
    timing: { step: 'actions', effect: 'next-collection' },
    rules: [
      'Needs a guild monopoly in the province, or a coalition: another guilder taking the same action that round.',
      'While it lasts: province tax −2, the embargoing guilds cannot be law-claimed, and the province’s loyalty roll takes −2 per turn in force (J-38).',
      'Lasts until lifted, or until the embargoing guild is contested or destroyed; any coalition member may end it.',
    ],
    ref: ['1.9 #17', 'J-38'],
  },
  {
    id: 'espionage',
    name: 'Espionage',
    typeText: 'D',
    kinds: ['D', 'X'],
    realm: false,
    kindRule: 'D; X in a province where the regent has a spy network (at DC −2)',
    costText: '1 GB',
    cost: [per('action', 1)],
    dcText: 'Varies',
    dc: { kind: 'by-variant' },
    skills: ['politics'],
    modifiers: [
      {
        id: 'spy-holdings',
        dc: -1,
        per: 'spy-law-guild-levels',
        when: 'per level of law and guild the spy holds where he strikes',
        ref: '1.9 #18',
      },
      {
        id: 'target-holdings',
        dc: 1,
        per: 'target-law-guild-levels',
        when: 'per level of law and guild the target holds there',
        ref: '1.9 #18',
      },
      {
        id: 'province-level',
        dc: -1,
        per: 'province-level',
        when: 'per level of the target province',
        ref: '1.9 #18',
      },
      {
        id: 'separation',
        dc: 1,
        per: 'separation',
        when: "per province between the target and the spy's nearest holding",
        ref: '1.9 #18',
      },
      { id: 'spy-network', dc: -2, when: 'the spy has a network in the province (a court action)', ref: '1.9 #18' },
      { id: 'covert', dc: -5, when: 'made through a covert law or guild holding', ref: '1.12.2' },
      {
        id: 'counter-espionage',
        dc: 1,
        per: 'pool-draw',
        max: 5,
        when: "per point drawn from the target's counter-espionage pool, at most 5 a time (J-18)",
        ref: 'J-18',
      },
    ],
    supporters: [],
    closedTo: 'the-two-regents',
    gbAsRp: true,
    target: 'province',
    timing: STEP5,
    rules: [
      'Against a whole realm the target province is its capital.',
      'Failing by 5 or more reveals the spy’s domain to the target; a natural 1 loses the network used (J-17).',
    ],
    variants: [
      {
        id: 'investigate-province',
        name: 'Investigate a province',
        dc: roll(10),
        rules: 'Shows the units there and every covert holding with its owner and level.',
        ref: 'J-17',
      },
      {
        id: 'investigate-domain',
        name: 'Investigate a domain',
        dc: roll(15),
        rules: 'Shows its treasury to the nearest 5 GB, its lieutenants and how many agendas it holds.',
        ref: 'J-17',
      },
      {
        id: 'disrupt-route',
        name: 'Disrupt a trade route',
        dc: roll(15),
        rules: 'The route pays nothing at the next collection.',
        ref: 'J-17',
      },
      {
        id: 'spy-network',
        name: 'Create Spy Network',
        dc: roll(20),
        rules:
          'Where he is present or has a holding of any level; an asset for maintenance; later Espionage there is a court action at DC −2.',
        ref: '1.9 #18',
      },
      {
        id: 'incite-unrest',
        name: 'Incite unrest',
        dc: roll(20),
        rules: 'The province drops one loyalty step.',
        ref: 'J-17',
      },
      {
        id: 'sabotage',
        name: 'Sabotage',
        dc: roll(20),
        rules: 'One building or fortification there loses a level.',
        ref: 'J-17',
      },
      {
        id: 'free-prisoners',
        name: 'Free prisoners',
        dc: roll(20),
        rules: 'Prisoners held there go home.',
        ref: 'J-17',
      },
      {
        id: 'assassinate',
        name: 'Assassinate',
        dc: roll(25),
        rules: "DC 25 plus the victim's Prowess, with the blood-ability modifiers of J-50.",
        ref: 'J-17',
      },
    ],
    ref: ['1.9 #18', 'J-17', 'J-18'],
  },
  {
    id: 'exploratory-trade',
    name: 'Exploratory Trade',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 RP/ship, 1 GB/ship',
    cost: [per('ship', 1, 1), per('cargo', 1)],
    dcText: '20+',
    dc: roll(20),
    skills: ['commerce'],
    modifiers: [],
    supporters: [],
    closedTo: 'everyone',
    gbAsRp: true,
    target: 'ships',
    holdingTypes: ['guild'],
    timing: { step: 'actions', effect: 'on-return' },
    rules: [
      'From a guild of level 1+ in a seaport; fleet size, destinations, DC modifiers and profits are in ./economy.ts (EXPLORATORY_TRADE).',
      'Each ship is loaded with cargo GB equal to its capacity, returned after the voyage.',
      'RP and GB may lower the DC only when the regent leads in person.',
    ],
    ref: ['1.9 #19', '1.12.3'],
  },
  {
    id: 'grant',
    name: 'Grant',
    typeText: 'X',
    kinds: ['X'],
    realm: false,
    costText: 'None',
    cost: [],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'the grant arrives unless intercepted, which is a percentage roll (J-19)',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'regent',
    timing: { step: 'actions', effect: 'immediate' },
    rules: [
      'GB, or mercenary units, to another domain, carried between two holdings of level 1+ like a one-off trade route (highways by land, ships with the cargo space by sea).',
      'RP only between liege and vassal (court wizards and state religions count as vassals).',
      'Hostile law holdings on the way intercept on 5% per level (J-19).',
    ],
    ref: ['1.9 #20', 'J-19'],
  },
  {
    id: 'improve-unit',
    name: 'Improve Unit',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: 'Var',
    cost: [per('upgrade', 3, 3)],
    dcText: '20+',
    dc: roll(20),
    skills: ['strategy'],
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'units',
    timing: STEP5,
    rules: [
      'A unit that fought a battle and came out unbroken, training in a home province; not levies, mercenaries, nomads or summoned units.',
      'Adds one upgrade (./military.ts UNIT_UPGRADE_TABLE); at most three, each once; one improved design per domain (J-58).',
    ],
    ref: ['1.9 #21', '3.9', 'J-58', 'J-59'],
  },
  {
    id: 'ley-link',
    name: 'Ley Link',
    typeText: 'X',
    kinds: ['X'],
    realm: false,
    costText: '1 RP',
    cost: [per('action', undefined, 1)],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'a wizard hands his sources over; nothing is rolled',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'character',
    requires: 'arcane-realm-magic',
    timing: { step: 'actions', effect: 'two-rounds' },
    rules: [
      'Lends any of his sources and their ley lines to another wizard (a regent, or his own lieutenant) for two rounds from this one; he may take them back with another Ley Link.',
      'A lieutenant holding them may cast through them with the lieutenant action, once per round (R-09, J-74).',
    ],
    ref: ['1.9 #22', 'R-09', 'J-74'],
  },
  {
    id: 'lieutenancy',
    name: 'Lieutenancy',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB',
    cost: [per('action', 1)],
    dcText: 'Auto',
    dc: AUTO,
    skills: ['politics'],
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'character',
    timing: { step: 'actions', effect: 'next-round' },
    rules: [
      'Hires a lieutenant designed by the player with the normal creation rules, up to 40 CCP (authored).',
      'At most Politics + 0/1/2/3/5 lieutenants for a Weak/Minor/Major/Great/True bloodline.',
    ],
    variants: [
      {
        id: 'ordinary',
        name: 'Hire a lieutenant of up to 20 CCP',
        dc: AUTO,
        rules: 'Automatic, as the text has it "unless you want a lieutenant with very specific skills" (J-20).',
        ref: 'J-20',
      },
      {
        id: 'designed',
        name: 'Hire a lieutenant of 21 to 40 CCP',
        dc: roll(0),
        modifiers: [
          { id: 'ccp', dc: 1, per: 'lieutenant-ccp', when: 'per CCP of the lieutenant', ref: 'J-20' },
          { id: 'arcane', dc: 5, when: 'he has the arcane special power (wizards are rare)', ref: 'J-20' },
        ],
        rules: 'DC equal to his CCP, lowered by Politics and RP as usual (P1’s hiring idea, J-20).',
        ref: 'J-20',
      },
    ],
    ref: ['1.9 #23', 'R-01', 'J-20'],
  },
  {
    id: 'move-ships',
    name: 'Move Ships',
    typeText: 'F',
    kinds: ['F'],
    realm: false,
    costText: 'None',
    cost: [per('action', 1, undefined, 'only to recall ships to their origin')],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'ships sail their course; encounters are a percentage roll (./military.ts NAVAL_ENCOUNTER)',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'ships',
    timing: STEP5,
    rules: [
      'Up to 4 × sail rating in sailing points a round along a stated course (./provinces.ts NAV_GRAPH).',
      'On a river one bank must be friendly and non-allied banks must give permission; along a coast the ruler of any port (level 4+) passed must give permission (J-35).',
    ],
    ref: ['1.9 #24', '3.5', 'J-34', 'J-35'],
  },
  {
    id: 'move-troops',
    name: 'Move Troops',
    typeText: 'X or F',
    kinds: ['X', 'F'],
    realm: false,
    kindRule: 'X at 1 GB per 10 unit-provinces; F at 1 GB per 5',
    costText: '1 GB per 10 unit/provinces Or 1 GB per 5 unit/provinces',
    cost: [
      per('unit-province', 0.1, undefined, 'as a court action'),
      per('unit-province', 0.2, undefined, 'as a free action'),
    ],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'movement is not rolled; forced marches check morale (./military.ts MOVEMENT)',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'units',
    timing: STEP5,
    rules: [
      'Through friendly provinces only (his own, vassals’, allies’, those granting passage, and enemy ones he occupies in war).',
      'Terrain never changes the GB cost; recalled units lose the GB spent; rounded up to 0.1 GB (J-72).',
      'Regular units mustered this round cannot move.',
    ],
    ref: ['1.9 #25', '3.4', 'R-06', 'J-33', 'J-72'],
  },
  {
    id: 'move-troops-by-sea',
    name: 'Move Troops by Sea',
    typeText: 'F',
    kinds: ['F'],
    realm: false,
    costText: '1 GB per 5 units',
    cost: [per('five-units', 1)],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'carried with a Move Ships order',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'units',
    timing: STEP5,
    rules: [
      'Any distance, 1 GB per 5 units or part of 5; cavalry counts as 2 and may ride on two ships sailing together.',
      'Embark and land in coastal or riverside provinces; landing in an enemy province fights there but moves no further that round.',
      'Another regent’s ships carry them only if that regent says so in his own orders.',
    ],
    ref: ['1.9 #26'],
  },
  {
    id: 'muster-armies',
    name: 'Muster Armies',
    typeText: 'X',
    kinds: ['X'],
    realm: false,
    costText: 'Total muster cost',
    cost: [per('muster-cost', 1)],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'units are bought, not rolled for',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'province',
    timing: { step: 'actions', effect: 'next-round' },
    rules: [
      'Each court action musters up to 10 GB of units.',
      'A unit needs one of its listed requirements in that province (J-67); at most province-level regular units per province per turn; only mercenaries in a Rebellious province.',
      'Regulars are ready next round (they defend at once); mercenaries are ready at once and may be hired anywhere except in realms at war with the hirer.',
      'No permission is needed, but the province ruler is told (J-35).',
    ],
    ref: ['1.9 #27', '3.2', 'J-35', 'J-67'],
  },
  {
    id: 'occupy-province',
    name: 'Occupy Province',
    typeText: 'F',
    kinds: ['F'],
    realm: false,
    costText: '1 GB',
    cost: [per('action', 1)],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'it holds if the occupying units fight no battle that round',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'province',
    timing: { step: 'battles', effect: 'after-battles' },
    rules: [
      'The units spend the whole round at it; a battle or a move breaks it. It lasts until they leave or are told to stop.',
      'Effects in ./military.ts OCCUPATION.',
    ],
    ref: ['1.9 #28', '3.8', 'J-36', 'J-37', 'J-87'],
  },
  {
    id: 'oversee',
    name: 'Oversee',
    typeText: 'C',
    kinds: ['C'],
    realm: false,
    costText: 'None',
    cost: [],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'it lends the character’s skill to something else',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'asset',
    timing: STEP5,
    rules: ['The character must be in the province (J-51); one overseer per action.'],
    variants: [
      {
        id: 'action',
        name: 'Oversee an action',
        rules: 'Applies his relevant skill to one domain action (lieutenants oversee their lieutenant action anyway).',
        ref: '1.9 #29',
      },
      {
        id: 'administer',
        name: 'Administer',
        rules:
          'For the round, adds his relevant skill to the DC of hostile actions against one province, holding, route or asset.',
        ref: '1.9 #29',
      },
      {
        id: 'attend',
        name: 'Attend',
        rules:
          'Present for the round where needed: leading an army, a Diplomacy or Ceremony, casting a realm spell, attending a College.',
        ref: '1.9 #29',
      },
    ],
    ref: ['1.9 #29', 'J-51'],
  },
  {
    id: 'raid',
    name: 'Raid',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: 'None',
    cost: [],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'a raid succeeds unless its raiders lose the battle with any defenders (J-79)',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'province',
    timing: { step: 'battles', effect: 'after-battles' },
    rules: [
      'Units raid an adjacent province or a holding in it, at most 2 units per target level; by sea with Move Troops by Sea.',
      'Defenders in the province sally out unless told not to; raiders may still defend their own province. Loot in ./military.ts RAID.',
    ],
    variants: [
      { id: 'province', name: 'Raid a province', rules: 'Loot from the ruler’s treasury.', ref: '3.8' },
      { id: 'holding', name: 'Raid a holding', rules: 'Loot from the holding’s owner.', ref: '3.8' },
      { id: 'contest', name: 'Raid to contest', rules: 'See Contest Holding, raid-contest.', ref: '3.8' },
    ],
    ref: ['1.9 #30', '3.8', 'J-79', 'J-80'],
  },
  {
    id: 'research',
    name: 'Research',
    typeText: 'C',
    kinds: ['C'],
    realm: false,
    costText: 'Varies',
    cost: [per('required-level', 0.5)],
    dcText: 'Varies',
    dc: { kind: 'by-variant' },
    skills: ['theology', 'sorcery', 'knowledge'],
    modifiers: [
      { id: 'library', dc: -3, per: 'building-level', when: 'per level of the researcher’s Library', ref: '1.11' },
    ],
    supporters: [],
    gbAsRp: true,
    target: 'spell',
    timing: STEP5,
    rules: ['RP, GB and the relevant skill may lower the DC.'],
    variants: [
      {
        id: 'spell',
        name: 'Research a realm spell',
        dc: roll(15),
        modifiers: [
          {
            id: 'required-level',
            dc: 1,
            per: 'required-level',
            when: 'per source or temple level the spell needs',
            ref: '1.9 #31',
          },
        ],
        rules: '0.5 GB per level the spell needs; Theology for divine, Sorcery for arcane spells.',
        ref: '1.9 #31',
      },
      {
        id: 'lore',
        name: 'Research lore',
        rules: 'DC 10-20 by obscurity, with Knowledge.',
        ref: 'J-31',
        disabled: 'J-31: no lore catalogue in version 1',
      },
    ],
    ref: ['1.9 #31', 'J-31'],
  },
  {
    id: 'rule-holding',
    name: 'Rule Holding',
    typeText: 'DR',
    kinds: ['D'],
    realm: true,
    costText: '1 GB/holding, 1 RP/target level',
    cost: [per('holding', 1), per('target-level', undefined, 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['law', 'commerce', 'theology', 'sorcery'],
    skillByHoldingType: true,
    modifiers: [
      {
        id: 'target-level',
        dc: 1,
        per: 'target-level',
        when: 'per level the holding is being raised to',
        ref: '1.9 #32',
      },
      ELVEN_TEMPLE,
      NOMAD_LAW,
      WILD_TEMPLE_GUILD,
      {
        id: 'state-religion-majority',
        dc: -1,
        when: 'a law holding, where the ruler’s state religion holds most temple levels',
        ref: '1.12.1',
      },
      {
        id: 'state-religion-all',
        dc: -2,
        when: 'a law holding, where the ruler’s state religion holds every temple level (instead of −1)',
        ref: '1.12.1',
      },
    ],
    supporters: ['same-type-in-province', 'law-in-province'],
    gbAsRp: false,
    target: 'holding',
    timing: STEP5,
    rules: [
      'Raises a holding by 1 within the province’s capacity (J-83); 0 to 1 costs 1 RP.',
      'Sources only by arcane casters.',
      'Or clears a contested holding without raising it: RP and DC by its current level, at least 1 (authored).',
    ],
    variants: [
      {
        id: 'covert',
        name: 'Rule covert holding',
        dc: roll(12),
        cost: [per('holding', 3), per('target-level', undefined, 1)],
        rules: 'Base DC 12 plus the level it rises to; 3 GB and the normal RP.',
        ref: '1.12.2',
      },
      {
        id: 'make-covert',
        name: 'Make a holding covert',
        dc: roll(13),
        cost: [per('holding', 3), per('own-level', undefined, 3)],
        modifiers: [
          { id: 'level', dc: 1, per: 'acting-holding-level', when: 'per level of the holding', ref: '1.12.2' },
        ],
        rules:
          'A domain action that may be a realm action: 3 GB, RP of three times the level, DC 13 + level. Ordered as a Rule Holding variant (authored placement; the text gives it no name).',
        ref: '1.12.2',
      },
    ],
    ref: ['1.9 #32', '1.12.2', 'J-83'],
  },
  {
    id: 'rule-province',
    name: 'Rule Province',
    typeText: 'D',
    kinds: ['D'],
    realm: false,
    costText: '1 GB, 1 RP/province level',
    cost: [per('action', 1), per('province-level', undefined, 1), per('extra-growth', 1)],
    dcText: '10+',
    dc: roll(10),
    skills: ['law'],
    modifiers: [
      { id: 'extra-gb', dc: 1, per: 'extra-gb', when: 'per extra GB spent for extra growth', ref: '1.9 #33' },
      {
        id: 'court-capital',
        dc: -1,
        when: 'the province is the capital and the court is level 7 or more (J-10)',
        ref: 'J-10',
      },
      {
        id: 'highways',
        dc: -1,
        when: 'a highway in the province and in at least two neighbouring provinces',
        ref: '1.9 #33',
      },
      {
        id: 'hostile-border',
        dc: 1,
        per: 'hostile-neighbours',
        when: 'per neighbouring province whose ruler is at war with the actor (J-75)',
        ref: 'J-75',
      },
      {
        id: 'low-tax',
        dc: -1,
        per: 'tax-levels-reduced',
        max: 5,
        when: 'per GB of reduced taxation, once a collection at that rate has been made',
        ref: '1.9 #33',
      },
      { id: 'high-tax', dc: 1, per: 'tax-levels-increased', when: 'per GB of increased taxation', ref: '1.9 #33' },
      {
        id: 'failed-before',
        dc: -1,
        per: 'failed-attempts',
        when: 'per earlier failed attempt on this province since its last success',
        ref: '1.9 #33',
      },
      {
        id: 'sources-oppose',
        dc: 1,
        per: 'opposing-source-levels',
        when: 'per level of source holdings there whose owners oppose',
        ref: '1.9 #33',
      },
      { id: 'at-max', dc: 5, when: 'the province has reached its maximum efficient level', ref: '1.9 #33' },
      { id: 'city', dc: -2, when: 'the province is level 6 or more', ref: '1.9 #33', setting: 'khinasi' },
      { id: 'hamlet', dc: 2, when: 'the province is level 2 or less', ref: '1.9 #33', setting: 'khinasi' },
      { id: 'bathhouse', dc: -1, when: 'a Bathhouse stands in the province', ref: '1.11' },
      {
        id: 'state-religion-majority',
        dc: -1,
        when: 'the ruler’s state religion holds most temple levels there',
        ref: '1.12.1',
      },
      {
        id: 'state-religion-all',
        dc: -2,
        when: 'the ruler’s state religion holds every temple level there (instead of −1)',
        ref: '1.12.1',
      },
    ],
    supporters: ['law-in-province'],
    gbAsRp: false,
    target: 'province',
    timing: STEP5,
    rules: [
      'Adds 1 growth, plus 1 per extra GB spent, the extra at most the acting character’s Law (authored reading).',
      'Not in Rebellious or wilderness provinces; nomad provinces may be ruled.',
      'Three successes by a ruler of another race turn the province to his race (J-61).',
    ],
    ref: ['1.9 #33', 'J-61', 'J-75', 'J-82'],
  },
  {
    id: 'prepare-realm-spell',
    name: 'Prepare Realm spell',
    typeText: 'DR',
    kinds: ['D'],
    realm: true,
    costText: '1RP/source level required',
    cost: [per('required-level', undefined, 1)],
    dcText: 'Auto',
    dc: AUTO,
    skills: ['sorcery', 'theology'],
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'spell',
    requires: 'either',
    timing: STEP5,
    rules: [
      'Prepares one spell, plus one per court action spent; never one needing more levels than his relevant skill.',
      'He may hold 1/2/3/4/5 prepared spells at skill 1-3/4-6/7-9/10-12/13+ (./character.ts PREPARED_SPELL_CAP).',
      'Either special power will do, by the spell’s tradition.',
    ],
    ref: ['1.9 #34'],
  },
  {
    id: 'change-agenda',
    name: 'Change Agenda',
    typeText: 'DR',
    kinds: ['D'],
    realm: true,
    costText: 'Variable',
    cost: [
      per('action', 1, 1, 'a minor agenda'),
      per('action', 5, 5, 'a major agenda'),
      per('action', 25, 25, 'a great agenda, only at setup (J-65)'),
    ],
    dcText: 'Auto',
    dc: AUTO,
    skills: [],
    noSkill: 'the thread lists no relevant skill ("None")',
    modifiers: [],
    supporters: [],
    gbAsRp: false,
    target: 'agenda',
    timing: STEP5,
    rules: [
      'Adds, changes or removes minor and major agendas; at most 4 minor and 2 major.',
      'Great agendas (25 GB + 25 RP with the DM’s approval in the text) are given only at setup and never change (J-65).',
    ],
    ref: ['1.9 #35', 'J-65', 'J-66'],
  },
];

export const ACTION_BY_ID: ReadonlyMap<ActionId, ActionDef> = new Map(ACTIONS.map((a) => [a.id, a]));
export function action(id: ActionId): ActionDef {
  const a = ACTION_BY_ID.get(id);
  if (!a) throw new Error(`unknown action ${id}`);
  return a;
}

/** In the thread's order, as ids.ts lists them. */
export const ACTION_ORDER: readonly ActionId[] = ACTION_IDS;

// ---------------------------------------------------------------------------
// Rules every action follows (1.3, 1.8)
// ---------------------------------------------------------------------------

export const ACTION_RULES = {
  /** Per round: one domain action; court actions as the court allows (./economy.ts COURT_TABLE). */
  domainActionsPerRound: 1,
  /** Each target of a realm action after the first costs one court action (P4). */
  courtActionsPerExtraRealmTarget: 1,
  /** One lieutenant action a round, and it uses one of the domain's court actions (J-74). */
  lieutenantActionsPerRound: 1,
  /** Free actions: at most one of each kind per subject, 30 in all per round (J-03). */
  freeActionCap: 30,
  roll: {
    die: 20,
    /** Success when the die is at least the final DC, never on a natural 1; a natural 20 is not automatic. */
    naturalOneFails: true,
    naturalTwentySucceeds: false,
  },
  /** Take ten: spend a court action to count the die as 10, if the overseer has 5+ in the skill; domain actions only. */
  takeTen: { value: 10, minSkill: 5, courtActions: 1, kinds: ['D'] as readonly ActionKind[] },
  /** 1 RP (or 1 GB where allowed) moves the DC by 1, for or against (P11 worked example, J-16). */
  rpPerDc: 1,
  /** Province loyalty shifts the DC of every action there (P4). */
  loyaltyDc: { high: -1, average: 0, poor: 2, rebellious: 4 },
  /** A state religion adds +1 to its other actions in the realm (1.12.1). */
  stateReligionOtherActions: -1,
  /** A state religion opposing its landed ruler imposes this (1.12.1). */
  stateReligionOpposition: 2,
  /** At court level 0 the regent must oversee every domain action himself (P3). */
  minimalCourtOversees: true,
} as const;

/** Common modifiers (1.8), in the order the final DC is built. */
export const COMMON_MODIFIERS: readonly { id: string; rule: string; ref: ChecklistRef }[] = [
  { id: 'base', rule: 'The action’s base DC, or the variant’s.', ref: '1.9' },
  { id: 'listed', rule: 'The action’s own listed modifiers.', ref: '1.9' },
  { id: 'loyalty', rule: 'High −1, Average 0, Poor +2, Rebellious +4.', ref: '1.8' },
  {
    id: 'skill',
    rule: 'Minus the overseer’s relevant skill (with the court’s Politics modifier for domain actions); an administering character adds his skill to hostile DCs.',
    ref: '1.8',
  },
  {
    id: 'race',
    rule: 'Elves ignore Politics in human provinces (half-elves halve it, down); non-elves ignore Politics, Law and Theology in elven ones.',
    ref: '1.12.4',
  },
  {
    id: 'spend',
    rule: 'Net RP (and GB where allowed) from everyone entitled to support or oppose, 1 per DC point, each committing in advance (J-16).',
    ref: 'J-16',
  },
  { id: 'blood', rule: 'Blood abilities count only on actions their owner oversees.', ref: '2.6' },
];

// ---------------------------------------------------------------------------
// Orders outside the action list (1.9.3)
// ---------------------------------------------------------------------------

export interface OrderDef {
  id: string;
  name: string;
  rule: string;
  ref: ChecklistRef;
}

export const OTHER_ORDERS: readonly OrderDef[] = [
  {
    id: 'law-claim',
    name: 'Law claim',
    rule: 'Declared in round 3, taken at the next collection (./economy.ts LAW_CLAIM).',
    ref: '1.7.1',
  },
  {
    id: 'raise-bloodline',
    name: 'Raise bloodline score',
    rule: 'Free; score + 1 RP; once per 3 rounds.',
    ref: '1.7.5',
  },
  {
    id: 'court-budget',
    name: 'Court budget',
    rule: 'A free order of round 1: 1 GB per extra court level this turn (./economy.ts COURT), paid at the expenses, before the orders (J-10).',
    ref: 'J-10',
  },
  {
    id: 'counter-espionage',
    name: 'Counter-espionage deposit',
    rule: 'Any round: RP or GB into the hidden pool (J-18).',
    ref: 'J-18',
  },
  {
    id: 'support-oppose',
    name: 'Support or oppose',
    rule: 'Standing directives: where, for or against whom, which actions, up to how much (J-16).',
    ref: 'J-16',
  },
  {
    id: 'take-ten',
    name: 'Take ten',
    rule: 'A court action on a domain action with an overseer of skill 5+.',
    ref: '1.3',
  },
  {
    id: 'delay',
    name: 'Delay',
    rule: 'Act after a named domain’s slot, after one’s allies, or at the end of the round (J-04).',
    ref: 'J-04',
  },
  { id: 'pillage', name: 'Pillage', rule: 'Units that did not move this round (./military.ts PILLAGE).', ref: '3.8' },
  {
    id: 'siege',
    name: 'Siege orders',
    rule: 'Besiege, assault attempt, sortie, surrender or fight on a breach, garrison attack, elite commitment, retreat (J-54 defaults).',
    ref: 'J-54',
  },
  { id: 'blockade', name: 'Blockade', rule: 'Ships hold station a whole round (./military.ts BLOCKADE).', ref: '3.5' },
  {
    id: 'fleet-stance',
    name: 'Fleet stance',
    rule: 'Searching or hiding; hiding if none is given (J-34).',
    ref: 'J-34',
  },
  {
    id: 'battle-posture',
    name: 'Battle posture',
    rule: 'Assault, attack, defend or withdraw, with retreat conditions (./military.ts BATTLE).',
    ref: '6.4',
  },
  {
    id: 'attend-college',
    name: 'Attend a college',
    rule: 'Oversee at a College six times: +1 to its skill.',
    ref: '1.11',
  },
  {
    id: 're-equip',
    name: 'Re-equip returned prisoners',
    rule: 'Half the unit’s muster cost, rounded up, or disband it.',
    ref: '3.8',
  },
  {
    id: 'sarma-blessing',
    name: 'Blessing of Sarma',
    rule: 'Free for a priest regent of Sarma: −1 DC on an Exploratory Trade.',
    ref: '1.12.3',
  },
  {
    id: 'permissions',
    name: 'Permission list',
    rule: 'Standing grants of passage, river and coast navigation, escorts (J-35).',
    ref: 'J-35',
  },
  {
    id: 'seek-bloodtheft',
    name: 'Seek bloodtheft',
    rule: 'A flag on a scion overseeing a battle or an assassination (J-45).',
    ref: 'J-45',
  },
];
