/**
 * Words for the things of the game (issue 9, "Names, not ids"): every choice
 * label, prompt and log line is built from these, so a player reads "the
 * Paladin", "Tidewater Mill", "the blue Eagle card of Tidewater Mill", never
 * an id. A card or quest hidden from the reader ('?') is only ever counted.
 */
import {
  GENERALS,
  HEROES,
  HERO_CARD,
  LOCATION_BY_ID,
  QUESTS,
  RACE,
  type Colour,
  type Counts,
  type GeneralId,
  type HeroCardId,
  type HeroId,
  type LocationId,
  type QuestId,
  type TravelIcon,
} from './data/index.ts';
import type { SeatId } from '../../engine/types.ts';

export const HIDDEN = '?';

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export const dice = (n: number): string => plural(n, 'die', 'dice');
/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
/** The first letter raised, for a sentence that starts with a name ("the Paladin" → "The Paladin"). */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const placeName = (id: LocationId): string => LOCATION_BY_ID[id]?.name ?? 'an unknown place';
export const generalName = (g: GeneralId): string => GENERALS[g]?.name ?? 'a General';
export const heroName = (h: HeroId | string): string =>
  h === HIDDEN ? 'a sealed hero' : (HEROES[h as HeroId]?.name ?? 'a hero');

/** A seat before (or between) heroes: "hero2" → "Hero 2". */
export const seatLabel = (seat: SeatId): string => {
  const m = /^hero(\d+)$/.exec(seat);
  return m ? `Hero ${m[1]}` : 'a hero';
};
/** Who plays a seat, in a sentence: "the Paladin", or "Hero 2" while the seat has no hero. */
export const seatWords = (seat: SeatId, hero?: HeroId | string | null): string =>
  hero && hero !== HIDDEN && HEROES[hero as HeroId] ? `the ${HEROES[hero as HeroId].name}` : seatLabel(seat);

const RACE_PLURAL: Readonly<Record<Colour, string>> = {
  red: 'Demons',
  green: 'Orcs',
  blue: 'Dragonkin',
  black: 'Undead',
};
/** "the Orcs": a race in the plural, for minions of one colour. */
export const racePlural = (colour: Colour): string => RACE_PLURAL[colour];
/** "2 Orcs (green)": the race and its colour word, never colour alone. */
export const minionWords = (n: number, colour: Colour): string =>
  `${n} ${n === 1 ? RACE[colour] : RACE_PLURAL[colour]} (${colour})`;
/** "2 Orcs (green) and 1 Demon (red)", or "none". */
export const countsWords = (c: Counts): string =>
  listWords((Object.keys(c) as Colour[]).filter((k) => c[k] > 0).map((k) => minionWords(c[k], k))) || 'none';

const ICON: Readonly<Record<TravelIcon, string>> = { horse: 'Horse', eagle: 'Eagle', gate: 'Magic Gate', none: '' };

/**
 * A Hero Card by what is printed on it: "red Horse card of Ember Road", "blue card of Frostmere",
 * "purple Second Wind card". Two cards with the same name are the same card in every rule.
 */
export function cardName(id: HeroCardId): string {
  if (id === HIDDEN) return 'a hidden card';
  const c = HERO_CARD[id];
  if (!c) return 'an unknown card';
  if (c.colour === 'purple') return `purple ${c.name} card`;
  const icon = ICON[c.icon];
  return `${c.colour} ${icon ? `${icon} ` : ''}card of ${placeName(c.location)}`;
}

/** A Hero Card with its battle worth: "red Horse card of Ember Road (1 die vs Lord Balazarg)". */
export function cardWords(id: HeroCardId): string {
  const c = HERO_CARD[id];
  if (!c || c.colour === 'purple') return cardName(id);
  return `${cardName(id)} (${dice(c.dice)} vs ${generalName(c.general)})`;
}

/** Several cards: the named ones listed ("the red card of Scorchwood (…)"), the hidden ones counted. */
export function cardsWords(ids: readonly HeroCardId[], words: (id: HeroCardId) => string = cardWords): string {
  const hidden = ids.filter((c) => c === HIDDEN).length;
  const shown = ids.filter((c) => c !== HIDDEN).map((c) => `the ${words(c)}`);
  if (hidden) shown.push(plural(hidden, 'hidden card'));
  return shown.join('; ') || 'no cards';
}

export const questName = (id: QuestId): string =>
  id === HIDDEN ? 'a hidden quest' : (QUESTS.find((q) => q.id === id)?.name ?? 'an unknown quest');
/** "The Sunken Reliquary (at Hollowmere)". */
export function questWords(id: QuestId): string {
  const q = QUESTS.find((x) => x.id === id);
  return q ? `${q.name} (at ${placeName(q.location)})` : questName(id);
}
