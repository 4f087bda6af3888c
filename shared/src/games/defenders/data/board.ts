/**
 * The board: an original map carrying every place the rules text names
 * (Monarch City, Father Oak Forest, Dancing Stone with its gate, the Inns).
 * Monarch City sits in the middle; each race holds one quarter of the realm,
 * in rings: 2 places beside the city, 4 further out, 5 on the rim and the
 * General's lair beyond. Each quarter has one Inn.
 */
import { graphMap } from '../../../engine/graph.ts';
import type { Colour, GeneralId, LocationId } from './types.ts';

export interface Location {
  id: LocationId;
  name: string;
  /** Monarch City has no colour: no Hero or Darkness card names it. */
  colour: Colour | null;
  inn?: true;
  /** The printed gate icon (Dancing Stone). */
  gateIcon?: true;
  /** Where the place is drawn, in board units (Monarch City at 0,0; y grows downwards). */
  x: number;
  y: number;
}

export const MONARCH_CITY = 'monarch-city';

/** One quarter: [ring1 x2, ring2 x4, ring3 x5, lair]. Slots are referred to by the link table below. */
interface Quarter {
  colour: Colour;
  general: GeneralId;
  /** Twelve names in slot order (see SLOT); the ring-2 "d" slot is the quarter's Inn. */
  names: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
}

const QUARTERS: readonly Quarter[] = [
  {
    colour: 'black',
    general: 'varkolak',
    names: [
      'Lanternwatch Gate',
      "Pilgrim's Ford",
      'Ashen Barrow',
      'Gallows Hill',
      'Hollowmere',
      'The Drowsy Crow Inn',
      'Bonewind Moor',
      'Mourning Fields',
      'Cairnfell',
      "Widow's Fen",
      'Duskwater Marsh',
      'Grimspire Keep',
    ],
  },
  {
    colour: 'red',
    general: 'balazarg',
    names: [
      'Ember Road',
      'Saltmarsh Crossing',
      'Cinder Vale',
      'Brimstone Quarry',
      'Redthorn Pass',
      'The Hearth and Horn Inn',
      'Smoking Chasm',
      'Scorchwood',
      'Obsidian Flats',
      'Ashfall Canyon',
      'Sulphur Springs',
      'The Burning Rift',
    ],
  },
  {
    colour: 'green',
    general: 'gorgutt',
    names: [
      'Millbrook',
      'Harvest Downs',
      'Father Oak Forest',
      'Thistle Moor',
      'Boar Run',
      'The Weary Ox Inn',
      'Tuskridge',
      'Bramble Hollow',
      'Mudfang Bog',
      'Warcry Bluffs',
      'Splinterwood',
      'Gorefang Camp',
    ],
  },
  {
    colour: 'blue',
    general: 'sapphire',
    names: [
      'Kingsbridge',
      'Tidewater Mill',
      'Skyreach Cliffs',
      'Frostmere',
      'Dancing Stone',
      'The Gilded Gull Inn',
      'Wyrmscale Coast',
      'Glacier Steps',
      'Stormcrest',
      'Azure Lagoon',
      'Cloudbreak Peak',
      'Drakehold Peak',
    ],
  },
];

const slug = (name: string): LocationId =>
  name
    .toLowerCase()
    .replace(/^the /, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '');

/** Slot names: r1a r1b | r2a r2b r2c r2d | r3a..r3e | lair. */
const SLOT = {
  r1a: 0,
  r1b: 1,
  r2a: 2,
  r2b: 3,
  r2c: 4,
  r2d: 5,
  r3a: 6,
  r3b: 7,
  r3c: 8,
  r3d: 9,
  r3e: 10,
  lair: 11,
} as const;
type Slot = keyof typeof SLOT;

/** Links inside one quarter, each once. */
const INNER: readonly (readonly [Slot, Slot])[] = [
  ['r1a', 'r1b'],
  ['r1a', 'r2a'],
  ['r1a', 'r2b'],
  ['r1b', 'r2c'],
  ['r1b', 'r2d'],
  ['r2a', 'r2b'],
  ['r2b', 'r2c'],
  ['r2c', 'r2d'],
  ['r2a', 'r3a'],
  ['r2a', 'r3b'],
  ['r2b', 'r3c'],
  ['r2c', 'r3d'],
  ['r2d', 'r3e'],
  ['r3a', 'r3b'],
  ['r3b', 'r3c'],
  ['r3c', 'r3d'],
  ['r3d', 'r3e'],
  ['r3c', 'lair'],
  ['r3b', 'lair'],
];

const id = (q: Quarter, s: Slot): LocationId => slug(q.names[SLOT[s]]);

/**
 * Where each slot is drawn: its ring's distance from Monarch City and how far
 * round the quarter it sits (0 = the quarter's first edge, 1 = the next
 * quarter's), so every ring reads in the same order as its links. Quarters go
 * clockwise from the north in QUARTERS order. The rings are spaced for names
 * of two short lines on a phone.
 */
const RING_RADIUS = [0, 150, 280, 405, 515] as const;
const POSITION: Readonly<Record<Slot, { ring: 1 | 2 | 3 | 4; at: number }>> = {
  r1a: { ring: 1, at: 0.25 },
  r1b: { ring: 1, at: 0.75 },
  r2a: { ring: 2, at: 0.125 },
  r2b: { ring: 2, at: 0.375 },
  r2c: { ring: 2, at: 0.625 },
  r2d: { ring: 2, at: 0.875 },
  r3a: { ring: 3, at: 0.1 },
  r3b: { ring: 3, at: 0.3 },
  r3c: { ring: 3, at: 0.5 },
  r3d: { ring: 3, at: 0.7 },
  r3e: { ring: 3, at: 0.9 },
  lair: { ring: 4, at: 0.4 },
};
/** A little taller than wide: phones are held upright. */
const STRETCH_Y = 1.15;

function position(quarter: number, slot: Slot): { x: number; y: number } {
  const p = POSITION[slot];
  const angle = ((quarter + p.at) / QUARTERS.length) * 2 * Math.PI - (3 * Math.PI) / 4;
  const r = RING_RADIUS[p.ring];
  return { x: Math.round(Math.cos(angle) * r), y: Math.round(Math.sin(angle) * r * STRETCH_Y) };
}

export const LOCATIONS: readonly Location[] = [
  { id: MONARCH_CITY, name: 'Monarch City', colour: null, x: 0, y: 0 },
  ...QUARTERS.flatMap((q, qi) =>
    q.names.map((name, i): Location => {
      const slot = (Object.keys(SLOT) as Slot[])[i] as Slot;
      const loc: Location = { id: slug(name), name, colour: q.colour, ...position(qi, slot) };
      if (i === SLOT.r2d) loc.inn = true;
      if (name === 'Dancing Stone') loc.gateIcon = true;
      return loc;
    }),
  ),
];

export const LINKS: readonly (readonly [LocationId, LocationId])[] = [
  ...QUARTERS.flatMap((q) => [
    [MONARCH_CITY, id(q, 'r1a')] as const,
    [MONARCH_CITY, id(q, 'r1b')] as const,
    ...INNER.map(([a, b]) => [id(q, a), id(q, b)] as const),
  ]),
  // Each quarter meets the next one round the compass on every ring.
  ...QUARTERS.flatMap((q, i) => {
    const n = QUARTERS[(i + 1) % QUARTERS.length] as Quarter;
    return [
      [id(q, 'r1b'), id(n, 'r1a')] as const,
      [id(q, 'r2d'), id(n, 'r2a')] as const,
      [id(q, 'r3e'), id(n, 'r3a')] as const,
    ];
  }),
];

export const BOARD = graphMap(
  LOCATIONS.map((l) => l.id),
  LINKS,
);

export const LOCATION_BY_ID: Readonly<Record<LocationId, Location>> = Object.fromEntries(
  LOCATIONS.map((l) => [l.id, l]),
);

export function location(id: LocationId): Location {
  const l = LOCATION_BY_ID[id];
  if (!l) throw new Error(`unknown location ${id}`);
  return l;
}

/** Each General's path, from its lair (index 0) to Monarch City (last). */
export const GENERAL_PATHS: Readonly<Record<GeneralId, readonly LocationId[]>> = Object.fromEntries(
  QUARTERS.map((q) => [q.general, [id(q, 'lair'), id(q, 'r3c'), id(q, 'r2b'), id(q, 'r1a'), MONARCH_CITY]]),
) as unknown as Record<GeneralId, readonly LocationId[]>;

/** Locations of one colour, in board order. */
export const LOCATIONS_OF: Readonly<Record<Colour, readonly LocationId[]>> = {
  red: LOCATIONS.filter((l) => l.colour === 'red').map((l) => l.id),
  green: LOCATIONS.filter((l) => l.colour === 'green').map((l) => l.id),
  blue: LOCATIONS.filter((l) => l.colour === 'blue').map((l) => l.id),
  black: LOCATIONS.filter((l) => l.colour === 'black').map((l) => l.id),
};

export const isInn = (id: LocationId): boolean => LOCATION_BY_ID[id]?.inn === true;
