/**
 * The 22 personality cards dealt face down to non-player monarchs. The
 * rulebook only tells us about three of them: #10 may not lend a movement
 * bonus (errata), #14 has a "kingdom of origin" (+1 to the roll when that
 * kingdom is in the alliance attempting it, -1 when it is in another), and #16
 * is the only Basic Game monarch with a combat bonus. It also says that some
 * cards favour or disfavour particular ploys and that some banish ambassadors
 * for reasons of their own. Everything else here is authored.
 */
import type { KingdomId } from './ids.ts';
import type { DiplomacyAction, PloyId } from './diplomacy.ts';

export interface Banishment {
  /** What triggers it: a failed roll of that kind, or a failed roll with one of the ploys. */
  on: DiplomacyAction | 'any-failure';
  /** Only when one of these ploys was played (absent: whatever was played, or nothing). */
  ploys?: readonly PloyId[];
  /** Full game turns; added to a card banishment incurred at the same time (DR-AMB-05). */
  turns: number;
}

export interface PersonalityCard {
  number: number;
  /** Our epithet for the monarch. */
  title: string;
  /** Our short profile. */
  profile: string;
  /** Added to every activation roll made on this monarch. */
  activation: number;
  /** Added to every deactivation roll made on this monarch. */
  deactivation: number;
  /** Extra modifier when a given ploy is played on this monarch (on top of the card's own). */
  ploys: Partial<Record<PloyId, number>>;
  banishments: readonly Banishment[];
  /** Card #14: the monarch's kingdom of origin. */
  origin?: { kingdom: KingdomId; sameAlliance: number; otherAlliance: number };
  /** Card #16: combat roll bonus for the units this monarch leads in combat (not siege rolls). */
  combat?: { attack: number; defense: number; siegeRolls: false };
  /** False only for card #10 (errata). */
  lendsMovementBonus: boolean;
  source: 'text' | 'authored';
}

const card = (
  number: number,
  title: string,
  profile: string,
  extra: Partial<Omit<PersonalityCard, 'number' | 'title' | 'profile'>> = {},
): PersonalityCard => ({
  number,
  title,
  profile,
  activation: 0,
  deactivation: 0,
  ploys: {},
  banishments: [],
  lendsMovementBonus: true,
  source: 'authored',
  ...extra,
});

export const PERSONALITY_CARDS: readonly PersonalityCard[] = [
  card(1, 'the Devout', 'Keeps a temple at court and fears the unholy.', {
    ploys: { oracle: 2, 'black-magic': -2 },
    banishments: [{ on: 'any-failure', ploys: ['black-magic'], turns: 1 }],
  }),
  card(2, 'the Greedy', 'Counts his coin twice and his friends once.', {
    ploys: { 'crass-bribes': 2, 'lavish-gifts': 1 },
  }),
  card(3, 'the Proud', 'Will not be spoken to as an inferior.', {
    ploys: { threats: -2, flattery: 1 },
    banishments: [{ on: 'any-failure', ploys: ['threats'], turns: 1 }],
  }),
  card(4, 'the Cautious', 'Weighs every treaty for a season before signing.', { activation: -1, deactivation: -1 }),
  card(5, 'the Ambitious', 'Dreams of a crown over all Minaria.', {
    activation: 1,
    ploys: { 'promise-of-plunder': 1 },
  }),
  card(6, 'the Timid', 'Startles at shadows and at stronger neighbours.', {
    deactivation: 1,
    ploys: { threats: 2, blackmail: 1 },
  }),
  card(7, 'the Honourable', 'Keeps his word and expects the same.', {
    ploys: { blackmail: -2, 'crass-bribes': -2, 'ancient-ties': 1 },
    banishments: [{ on: 'any-failure', ploys: ['blackmail', 'crass-bribes'], turns: 1 }],
  }),
  card(8, 'the Warlike', 'Happiest in the saddle with an army behind him.', {
    deactivation: -1,
    ploys: { 'promise-of-plunder': 2 },
  }),
  card(9, 'the Scholar', 'Reads everything, trusts little of it.', {
    ploys: { 'black-magic': -1, 'secret-treaty': 1 },
  }),
  card(10, 'the Idle', 'Rules from a couch; his captains march without him.', {
    ploys: { 'trade-concessions': 1 },
    lendsMovementBonus: false,
    source: 'text',
  }),
  card(11, 'the Romantic', 'Falls in love with every portrait an envoy brings.', { ploys: { 'royal-marriage': 2 } }),
  card(12, 'the Suspicious', 'Sees a plot behind every courtesy.', {
    activation: -1,
    ploys: { 'secret-treaty': -1, rumours: 1 },
  }),
  card(13, 'the Superstitious', 'Consults the stars before breakfast.', { ploys: { 'black-magic': 2, oracle: 1 } }),
  card(14, 'the Exile', 'Raised at a foreign court, loyal to it still.', {
    origin: { kingdom: 'mivior', sameAlliance: 1, otherAlliance: -1 },
    source: 'text',
  }),
  card(15, 'the Merchant', 'Judges a treaty by the ledger.', { ploys: { 'trade-concessions': 2, 'lavish-gifts': 1 } }),
  card(16, 'the Warrior', 'A famed captain who leads from the front.', {
    combat: { attack: 1, defense: 1, siegeRolls: false },
    source: 'text',
  }),
  card(17, 'the Recluse', 'Receives no one and answers fewer.', {
    activation: -2,
    banishments: [{ on: 'activate', turns: 1 }],
  }),
  card(18, 'the Vain', 'Collects compliments like jewels.', { ploys: { flattery: 2, 'lavish-gifts': 1 } }),
  card(19, 'the Fickle', 'Changes friends with the weather.', { activation: 1, deactivation: 2 }),
  card(20, 'the Stubborn', 'Once decided, never moved.', { deactivation: -2 }),
  card(21, 'the Corrupt', 'Every door in his palace has a price.', { ploys: { blackmail: 2, 'crass-bribes': 1 } }),
  card(22, 'the Peacemaker', 'Would rather mediate than march.', {
    activation: -1,
    deactivation: 1,
    ploys: { threats: -1 },
  }),
];

export const personality = (n: number): PersonalityCard => {
  const c = PERSONALITY_CARDS.find((p) => p.number === n);
  if (!c) throw new Error(`no personality card ${n}`);
  return c;
};
