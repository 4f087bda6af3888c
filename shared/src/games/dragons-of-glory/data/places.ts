/**
 * Named hexes: every fortress, fortified city and dwarven fortress (the
 * strongholds that matter for replacement, conquest, the Dark Temple and
 * stacking), the pirates' unfortified haven, and the named regions. The text
 * names the High Clerist Tower and Dargaard Keep, and cities named like their
 * nations (Palanthus, Caergoth, Solanthus, Khur, Mithas, Kothas) follow the
 * nation; every other name and every hex is ours (see ./README.md).
 */
import type { HexId, NationId, PlaceId, PlaceKind } from './ids.ts';
import { isStrongholdKind } from './ids.ts';
import { getHex } from './map.ts';

export interface Place {
  id: PlaceId;
  name: string;
  hex: HexId;
  kind: PlaceKind;
  /** The nation whose country it is (the map's territory at that hex). */
  nation: NationId;
  /**
   * The nation's capital. For elves and kender it is their one fortified
   * city (DG-CAP-01); for the others it is where we default their leaders and
   * where the Dark Temple defaults (Nightspire).
   */
  capital?: true;
  /** Ships may pick up and drop armies here (DG-SHIP-08/10): on the coast, or on a major river. */
  port?: true;
  /** Ground armies it holds when not the default of its kind (the Tower, DG-ACT-07). */
  groundStack?: number;
  /** 'text': named by the rulebook; 'nation': named after its nation; 'authored': ours. */
  source: 'text' | 'nation' | 'authored';
  note?: string;
}

const p = (
  id: PlaceId,
  name: string,
  hex: HexId,
  kind: PlaceKind,
  nation: NationId,
  extra: Partial<Omit<Place, 'id' | 'name' | 'hex' | 'kind' | 'nation'>> = {},
): Place => ({ id, name, hex, kind, nation, source: 'authored', ...extra });

export const PLACES: readonly Place[] = [
  // --- Solamnia and the Knights
  p('palanthus', 'Palanthus', '2104', 'fortified-city', 'palanthus', {
    capital: true,
    port: true,
    source: 'nation',
    note: 'on the northern bay; the range south of it is crossed only at the Tower',
  }),
  p('high-clerist-tower', 'High Clerist Tower', '2106', 'fortress', 'tower-knights', {
    capital: true,
    source: 'text',
    groundStack: 3,
    note: 'in the pass of the northern range; holds the three Tower Knights armies the text puts in it (DG-ACT-07)',
  }),
  p('solanthus', 'Solanthus', '2110', 'fortified-city', 'solanthus', { capital: true, source: 'nation' }),
  p('riverkeep', 'Riverkeep', '2409', 'fortress', 'solanthus', {
    port: true,
    note: 'the head of navigation on the Silverflood',
  }),
  p('eastmark', 'Eastmark', '2608', 'fortress', 'solanthus', { note: 'faces the open marches towards Dargaard' }),
  p('caergoth', 'Caergoth', '1714', 'fortified-city', 'caergoth', {
    capital: true,
    port: true,
    source: 'nation',
    note: 'on the straits',
  }),
  p('westwatch', 'Westwatch', '1510', 'fortress', 'caergoth', { port: true }),
  p('gunthar-keep', 'Gunthar Keep', '1309', 'fortress', 'gunthar', { capital: true, port: true, source: 'nation' }),
  p('highcrown', 'Highcrown', '0209', 'fortified-city', 'n-ergoth', { capital: true, port: true }),
  p('stormhold', 'Stormhold', '0614', 'fortress', 'n-ergoth'),
  // --- the demi-humans: one fortified city each (DG-CAP-01), dwarven fortresses
  p('thimbleford', 'Thimbleford', '0908', 'fortified-city', 'hylo', { capital: true, note: 'in the Hylo woods' }),
  p('thistledown', 'Thistledown', '4526', 'fortified-city', 'goodlund', { capital: true }),
  p('goldleaf', 'Goldleaf', '1525', 'fortified-city', 'qualinesti', { capital: true, note: 'deep in the forest' }),
  p('starwood', 'Starwood', '3728', 'fortified-city', 'silvanesti', {
    capital: true,
    port: true,
    note: 'on the Elfwater, the head of navigation',
  }),
  p('kaolyn-deep', 'Kaolyn Deep', '2712', 'dwarven-fortress', 'kaolyn', { capital: true }),
  p('stonedeep', 'Stonedeep', '1927', 'dwarven-fortress', 'stonedeep', { capital: true }),
  // --- the ogres, Khur, the minotaurs, the pirates
  p('blode-crag', 'Blode Crag', '3110', 'fortress', 'blode', {
    capital: true,
    note: 'among the crags: ogres and fliers only',
  }),
  p('kern-hold', 'Kern Hold', '4113', 'fortress', 'kern', { capital: true }),
  p('tusk-harbour', 'Tusk Harbour', '4118', 'fortress', 'kern', { port: true }),
  p('khur', 'Khur', '3821', 'fortified-city', 'khur', { capital: true, source: 'nation' }),
  p('sandwatch', 'Sandwatch', '4124', 'fortress', 'khur', { note: 'south of the Khur desert' }),
  p('mithas', 'Mithas', '4609', 'fortified-city', 'mithas', { capital: true, port: true, source: 'nation' }),
  p('kothas', 'Kothas', '4718', 'fortified-city', 'kothas', { capital: true, port: true, source: 'nation' }),
  p('corsair-cove', 'Corsair Cove', '4221', 'port-town', 'pirates', {
    capital: true,
    port: true,
    note: 'an open anchorage, not a stronghold: the pirates cannot be conquered (DG-CNQ-05)',
  }),
  // --- the Highlords
  p('dargaard-keep', 'Dargaard Keep', '3406', 'fortress', 'soth', {
    capital: true,
    source: 'text',
    note: 'on a pass through the Dargaard mountains; its fall does not conquer Soth (DG-CNQ-06)',
  }),
  p('nightspire', 'Nightspire', '3517', 'fortified-city', 'dominion', {
    capital: true,
    note: 'in the valley ringed by mountains, four passes out; default site of the Dark Temple',
  }),
  p('ashhaven', 'Ashhaven', '3220', 'fortified-city', 'dominion', { port: true, note: 'on the Inland Sea' }),
  p('blackgate', 'Blackgate', '3413', 'fortress', 'dominion', { note: 'below the north pass' }),
  p('emberkeep', 'Emberkeep', '2923', 'fortress', 'dominion', {
    note: 'the Red Dragonarmy’s base by the southern fens',
  }),
  p('venomhold', 'Venomhold', '3522', 'fortress', 'dominion', { note: 'towards Khur and Silvanesti' }),
  p('rimehold', 'Rimehold', '2731', 'fortress', 'dominion', {
    note: 'in the glacier, an exclave: the White Dragonarmy’s base',
  }),
  // --- Fielder
  p('fieldhold', 'Fieldhold', '1621', 'fortified-city', 'fielder', { capital: true }),
  p('straitwatch', 'Straitwatch', '1918', 'fortified-city', 'fielder', { port: true, note: 'on the straits' }),
];

export const PLACE_BY_ID: ReadonlyMap<PlaceId, Place> = new Map(PLACES.map((x) => [x.id, x]));
export const PLACE_BY_HEX: ReadonlyMap<HexId, Place> = new Map(PLACES.map((x) => [x.hex, x]));

export function place(id: PlaceId): Place {
  const x = PLACE_BY_ID.get(id);
  if (!x) throw new Error(`no place ${id}`);
  return x;
}
export const placeAt = (hex: HexId): Place | undefined => PLACE_BY_HEX.get(hex);

/** Fortresses, fortified cities and dwarven fortresses: what conquest counts (DG-CNQ-01). */
export const STRONGHOLDS: readonly Place[] = PLACES.filter((x) => isStrongholdKind(x.kind));
export const strongholdsOf = (n: NationId): Place[] => STRONGHOLDS.filter((x) => x.nation === n);
export const isStrongholdHex = (hex: HexId): boolean => {
  const x = placeAt(hex);
  return x !== undefined && isStrongholdKind(x.kind);
};
export const PORTS: readonly Place[] = PLACES.filter((x) => x.port);
export const isPortHex = (hex: HexId): boolean => placeAt(hex)?.port === true;

/** Each nation's capital, for the nations that have territory. */
export const CAPITALS: ReadonlyMap<NationId, Place> = new Map(
  PLACES.filter((x) => x.capital).map((x) => [x.nation, x]),
);

/**
 * Victory points of a stronghold (scenario victory, setup.ts): fortress 1,
 * fortified city or dwarven fortress 2, one more for a capital. Ours.
 */
export function strongholdVp(x: Place): number {
  if (!isStrongholdKind(x.kind)) return 0;
  return (x.kind === 'fortress' ? 1 : 2) + (x.capital ? 1 : 0);
}

/**
 * Ground armies a hex holds: three in a fortified city, two anywhere else
 * (DG-STK-01, AMB-25 read literally), except the High Clerist Tower, which
 * holds the three Tower Knights armies the text places in it (DG-ACT-07).
 */
export function groundStackLimit(hex: HexId): number {
  const x = placeAt(hex);
  if (x?.groundStack !== undefined) return x.groundStack;
  return x?.kind === 'fortified-city' ? 3 : 2;
}

/** Named regions, for labels and descriptions (ours, like every name here not in the text). */
export interface Region {
  id: string;
  name: string;
  kind: 'sea' | 'land';
  /** A hex inside it, for the label. */
  label: HexId;
}

export const REGIONS: readonly Region[] = [
  { id: 'western-ocean', name: 'the Western Ocean', kind: 'sea', label: '1120' },
  { id: 'northern-ocean', name: 'the Northern Ocean', kind: 'sea', label: '2501' },
  { id: 'inland-sea', name: 'the Inland Sea', kind: 'sea', label: '2717' },
  { id: 'straits', name: 'the Straits', kind: 'sea', label: '1616' },
  { id: 'maelstrom-gulf', name: 'the Gulf of the Maelstrom', kind: 'sea', label: '4416' },
  { id: 'southern-ocean', name: 'the Southern Ocean', kind: 'sea', label: '4032' },
  { id: 'northern-range', name: 'the Northern Range', kind: 'land', label: '1806' },
  { id: 'dargaard-mountains', name: 'the Dargaard Mountains', kind: 'land', label: '3305' },
  { id: 'ring-of-night', name: 'the Ring of Night', kind: 'land', label: '3415' },
  { id: 'garnet-deeps', name: 'the Garnet Deeps', kind: 'land', label: '2612' },
  { id: 'stonedeep-peaks', name: 'the Stonedeep Peaks', kind: 'land', label: '1828' },
  { id: 'solamnic-plains', name: 'the Solamnic Plains', kind: 'land', label: '2011' },
  { id: 'northmarch-forest', name: 'the Northmarch Forest', kind: 'land', label: '4006' },
  { id: 'khur-desert', name: 'the Khur Desert', kind: 'land', label: '3923' },
  { id: 'plains-of-ash', name: 'the Plains of Ash', kind: 'land', label: '2926' },
  { id: 'the-glacier', name: 'the Glacier', kind: 'land', label: '2431' },
  { id: 'sundered-isle', name: 'the Sundered Isle', kind: 'land', label: '0622' },
];

/** Where a region label sits must be land or sea as the region says. */
export const regionHexOk = (r: Region): boolean => (getHex(r.label).terrain === 'sea') === (r.kind === 'sea');
