/**
 * Defenders of the Realm on the GraphMap: the places (positions from the
 * shared board data), their colours, and the pieces of a view as tokens, each
 * with words and a letter or shape besides its colour. Pure functions, so the
 * board and its tests share them.
 */
import {
  COLOURS,
  type Colour,
  GENERALS,
  type GeneralId,
  HERO_CARD,
  type HeroCardId,
  type HeroId,
  LINKS,
  LOCATIONS,
  MONARCH_CITY,
  QUESTS,
  RACE,
} from '@hexpost/shared/games/defenders/data/index.ts';
import type { DefendersView } from '@hexpost/shared/games/defenders/view.ts';
import type { GraphNode, GraphToken } from '../../components/GraphMap.tsx';
import type { Choice } from '../registry.ts';

export type View = DefendersView;

/** Okabe–Ito hues for the four races, with the ink that reads on each. */
export const RACE_COLOUR: Readonly<Record<Colour, { fill: string; ink: string; land: string }>> = {
  red: { fill: '#D55E00', ink: '#ffffff', land: '#F4C9A8' },
  green: { fill: '#009E73', ink: '#111111', land: '#A6DCC8' },
  blue: { fill: '#0072B2', ink: '#ffffff', land: '#A9CCE6' },
  black: { fill: '#222222', ink: '#ffffff', land: '#B4B4B4' },
};
/** One letter per race, so a minion never relies on its colour. */
export const RACE_LETTER: Readonly<Record<Colour, string>> = { red: 'D', green: 'O', blue: 'K', black: 'U' };
export const RACE_PLURAL: Readonly<Record<Colour, string>> = {
  red: 'Demons',
  green: 'Orcs',
  blue: 'Dragonkin',
  black: 'Undead',
};
/** Hero seats: Okabe–Ito hues that none of the races use. */
export const HERO_COLOURS = ['#E69F00', '#56B4E9', '#F0E442', '#CC79A7'] as const;
export const CRYSTAL = { fill: '#ffffff', ink: '#6a1b5a' };
export const GATE = { fill: '#F0E442', ink: '#111111' };
const CITY = '#F7EFC4';

export const HERO_SHORT: Readonly<Record<HeroId, string>> = {
  'eagle-rider': 'ER',
  paladin: 'Pa',
  ranger: 'Ra',
  rogue: 'Ro',
  sorceress: 'So',
  cleric: 'Cl',
  druid: 'Dr',
  dwarf: 'Dw',
};

export const minionWords = (n: number, c: Colour) => `${n} ${n === 1 ? RACE[c] : RACE_PLURAL[c]} (${c})`;
export const placeName = (id: string | null | undefined) =>
  id ? (LOCATIONS.find((l) => l.id === id)?.name ?? id) : 'off the board';
export const heroColour = (view: View, seat: string) =>
  HERO_COLOURS[
    Math.max(
      0,
      view.seats.findIndex((s) => s.seat === seat),
    ) % HERO_COLOURS.length
  ] as string;

export const NODES: readonly GraphNode[] = LOCATIONS.map((l) => ({
  id: l.id,
  name: l.name,
  x: l.x,
  y: l.y,
  colour: l.colour ? RACE_COLOUR[l.colour].land : CITY,
  kind: [
    l.colour ? `${RACE_PLURAL[l.colour]}' land (${l.colour})` : 'the capital',
    l.inn ? 'Inn' : null,
    l.gateIcon ? 'gate icon' : null,
  ]
    .filter(Boolean)
    .join(', '),
  glyph: l.id === MONARCH_CITY ? '♔' : l.inn ? 'Inn' : l.gateIcon ? '◇' : undefined,
}));

export const LINK_PAIRS: readonly (readonly [string, string])[] = LINKS;

/** Every piece on the board: heroes, Generals, minions by colour, crystals and gates. */
export function tokens(view: View): GraphToken[] {
  const out: GraphToken[] = [];
  for (const s of view.seats) {
    if (!s.hero) continue;
    out.push({
      id: `hero-${s.seat}`,
      node: s.hero.location,
      label: `${s.hero.name} (${s.seat})`,
      detail: `${s.hero.active} of ${s.hero.max} life ready, ${s.hero.wounds} wounds`,
      text: HERO_SHORT[s.hero.id],
      colour: heroColour(view, s.seat),
      ink: '#111111',
    });
  }
  for (const g of view.generals) {
    if (!g.location || g.defeated) continue;
    const colour = GENERALS[g.id].colour;
    out.push({
      id: `general-${g.id}`,
      node: g.location,
      label: `${g.name} (General)`,
      detail: `${g.wounds} of ${g.life} wounds`,
      text: g.name.replace(/^Lord /, '').slice(0, 2),
      shape: 'square',
      colour: RACE_COLOUR[colour].fill,
      ink: RACE_COLOUR[colour].ink,
    });
  }
  for (const [loc, counts] of Object.entries(view.minions)) {
    for (const c of COLOURS) {
      const n = counts[c];
      if (!n) continue;
      out.push({
        id: `minions-${loc}-${c}`,
        node: loc,
        label: minionWords(n, c),
        text: `${n}${RACE_LETTER[c]}`,
        colour: RACE_COLOUR[c].fill,
        ink: RACE_COLOUR[c].ink,
      });
    }
  }
  for (const [loc, n] of Object.entries(view.taint)) {
    if (!n) continue;
    out.push({
      id: `taint-${loc}`,
      node: loc,
      label: `${n} Tainted Crystal${n === 1 ? '' : 's'}`,
      text: String(n),
      shape: 'diamond',
      colour: CRYSTAL.fill,
      ink: CRYSTAL.ink,
    });
  }
  for (const loc of view.gates) {
    out.push({
      id: `gate-${loc}`,
      node: loc,
      label: 'Magic Gate',
      text: 'G',
      shape: 'square',
      colour: GATE.fill,
      ink: GATE.ink,
    });
  }
  return out;
}

/** The place a choice acts on: the title's `target`, else where a move goes. */
const targetOf = (c: Choice): string | null => {
  if (c.target) return c.target;
  const to = (c.command as { to?: unknown }).to;
  return typeof to === 'string' ? to : null;
};

/** A plain move: the only kind a single tap sends at once (everything else opens its sheet first). */
export const isMove = (c: Choice): boolean => typeof (c.command as { to?: unknown }).to === 'string';

/** Places a choice acts on or leads to (moves, fights, heals, gates…): the board's highlights. */
export const targets = (choices: readonly Choice[]): string[] => [
  ...new Set(choices.map(targetOf).filter((t): t is string => t !== null)),
];

export const choicesTo = (choices: readonly Choice[], place: string): Choice[] =>
  choices.filter((c) => targetOf(c) === place);

export interface CardWords {
  id: HeroCardId;
  colour: Colour | 'purple';
  title: string;
  detail: string;
}

/** A Hero Card for the hand list: colour word, place, icon and dice, or the special card's name and text. */
export function cardWords(id: HeroCardId): CardWords {
  const c = HERO_CARD[id];
  if (!c) return { id, colour: 'purple', title: id === '?' ? 'Hidden card' : id, detail: '' };
  if (c.colour === 'purple') return { id, colour: 'purple', title: c.name, detail: c.text };
  const icon = { horse: 'Horse', eagle: 'Eagle', gate: 'Magic Gate', none: '' }[c.icon];
  return {
    id,
    colour: c.colour,
    title: placeName(c.location),
    detail: [icon, `${c.dice} ${c.dice === 1 ? 'die' : 'dice'} vs ${GENERALS[c.general].name}`]
      .filter(Boolean)
      .join(' · '),
  };
}

export const questWords = (id: string) => {
  const q = QUESTS.find((x) => x.id === id);
  if (!q) return { name: id, detail: '' };
  const need = `discard ${q.discard.n} ${q.discard.colour === 'any' ? 'card' : `${q.discard.colour} card`}${q.discard.n === 1 ? '' : 's'}`;
  return {
    name: q.name,
    detail: `at ${placeName(q.location)}: ${need}. ${q.text} (${q.points} point${q.points === 1 ? '' : 's'})`,
  };
};

/** The wound track as boxes: hits taken are filled; the last box is the skull. */
export function woundTrack(g: GeneralId, wounds: number) {
  const track = GENERALS[g].track;
  return [...track.map((kind) => kind as 'minor' | 'major' | 'skull'), 'skull' as const].map((kind, i) => ({
    kind,
    hit: i < wounds,
  }));
}
