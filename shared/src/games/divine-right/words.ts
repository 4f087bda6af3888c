/**
 * Names, not ids (issue 9): the words every choice label and log line uses for
 * kingdoms, seats, units, hexes, places and cards. Players see "a Ghem army",
 * "Castle Lapspell (0511)", "2304 (forest)", "Threats +2", never a counter,
 * castle, card or seat id. Pure and state-free where the log needs them
 * (describe() sees one event at a time); the state-aware helpers name seats by
 * the kingdom they play.
 */
import type { HexId } from '../../engine/hex.ts';
import type { SeatId } from '../../engine/types.ts';
import {
  CASTLES,
  DIPLOMACY_DECK,
  HEXES,
  IDENTITY_CARDS,
  KINGDOM_NAMES,
  type KingdomId,
  MERCENARIES,
  type MapKingdomId,
  NAMED_SPACES,
  NON_CASTLE_PORTS,
  PLOY_BY_ID,
  SEA_ZONES,
  TERRAIN_CODES,
} from './data/index.ts';

// ---------------------------------------------------------------------------
// Sentences
// ---------------------------------------------------------------------------

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
export const andList = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
/** "a Ghem army", "an Immer army". */
export const article = (word: string) => `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;
/** A sentence starts with a capital ("the Trolls …" → "The Trolls …"). */
export const capital = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);

// ---------------------------------------------------------------------------
// Kingdoms and seats
// ---------------------------------------------------------------------------

/** A kingdom's name standing alone ("Ghem", "The Trolls"). */
export const kingdomName = (k: MapKingdomId | string): string => KINGDOM_NAMES[k as MapKingdomId] ?? humanize(k);
/** A kingdom's name inside a sentence ("the Trolls"); start a sentence with `capital`. */
export const kname = (k: MapKingdomId | string): string => kingdomName(k).replace(/^The /, 'the ');
/** "Pon's", "the Trolls'". */
export const kpos = (k: MapKingdomId | string): string => {
  const n = kname(k);
  return n.endsWith('s') ? `${n}'` : `${n}'s`;
};
/** The verb for a kingdom: "Ghem joins", "the Trolls join". */
export const kverb = (k: MapKingdomId | string, one: string, many: string): string => (k === 'trolls' ? many : one);
/** The kingdom as an adjective for its counters ("a Ghem army", "a Troll army"). */
export const kadj = (k: MapKingdomId | string): string => (k === 'trolls' ? 'Troll' : kingdomName(k));

/** A seat where only the seat is known ("p2" → "Player 2"). */
export function playerWords(seat: SeatId): string {
  const m = /^p(\d+)$/.exec(seat);
  return m ? `Player ${m[1]}` : humanize(seat);
}

interface SeatState {
  seats: readonly SeatId[];
  players: Readonly<Record<SeatId, { kingdom: KingdomId } | undefined>>;
}

/** What a seat is called once the game knows its kingdom ("Muetar", "The Trolls"), else "Player 2". */
export function seatName(s: SeatState | undefined, seat: SeatId): string {
  const k = s?.players?.[seat]?.kingdom;
  return k ? kingdomName(k) : playerWords(seat);
}
/** The seat inside a sentence ("the Trolls", "Muetar"). */
export const seatIn = (s: SeatState | undefined, seat: SeatId): string => seatName(s, seat).replace(/^The /, 'the ');

/** "pon-army" → "pon army": the last resort for anything without a name in the data. */
function humanize(id: string): string {
  return id.replace(/[-_]+/g, ' ');
}

// ---------------------------------------------------------------------------
// Hexes and places
// ---------------------------------------------------------------------------

const PLACE_BY_HEX = new Map<HexId, string>([
  ...NAMED_SPACES.map((s) => [s.hex, s.name] as const),
  ...NON_CASTLE_PORTS.map((p) => [p.hex, p.name] as const),
  ...CASTLES.filter((c) => c.basic).map((c) => [c.hex, c.name] as const),
]);
const CASTLE_NAME = new Map(CASTLES.map((c) => [c.id, c.name]));

/** The printed name of a castle, port or scenic space in a hex, as it stands in a sentence ("the Boom"). */
export function placeName(hex: HexId): string | null {
  const n = PLACE_BY_HEX.get(hex);
  return n ? n.replace(/^The /, 'the ') : null;
}

/** A castle by its id ("aws-alzak" → "Aws Alzak"). */
export const castleName = (id: string): string => CASTLE_NAME.get(id) ?? humanize(id);

const TERRAIN_LABEL: Record<string, string> = { 'mountain pass (x2)': 'mountain pass' };
/** A hex's terrain in words: "forest", "hill-forest", "clear", "Western Ocean", "Lake Carth". */
export function terrainWords(hex: HexId): string {
  const h = HEXES.get(hex);
  if (!h) return 'off the map';
  if (h.seaZone && h.kind !== 'isle') return SEA_ZONES[h.seaZone];
  const code = Object.values(TERRAIN_CODES).find(
    (c) =>
      c.kind === h.kind && c.features.length === h.features.length && c.features.every((f, i) => h.features[i] === f),
  );
  const label = code?.label ?? h.features.join('-');
  return TERRAIN_LABEL[label] ?? label;
}

const HEX_WORDS = new Map<HexId, string>();
/** A hex in words: its place name with the number ("Castle Lapspell (0511)"), else number and terrain ("2304 (forest)"). */
export function hexWords(hex: HexId): string {
  let w = HEX_WORDS.get(hex);
  if (w === undefined) {
    const name = placeName(hex);
    w = name ? `${name} (${hex})` : `${hex} (${terrainWords(hex)})`;
    HEX_WORDS.set(hex, w);
  }
  return w;
}
/** Several hexes in words, joined ("1213 (clear) and 1313 (hills)"). */
export const hexesWords = (hexes: readonly HexId[]): string => andList(hexes.map(hexWords));

// ---------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------

type Kind = 'army' | 'fleet' | 'monarch';
interface Counter {
  kind: Kind;
  kingdom: KingdomId | null;
  /** A mercenary's printed letter. */
  letter?: string;
}

const MERC_KIND = new Map<string, Kind>(
  MERCENARIES.map((m) => [m.letter, m.type === 'mercenary-army' ? 'army' : 'fleet']),
);

/** What a counter id stands for, read from the id itself (the log has no state). */
function counterOf(id: string): Counter | null {
  const merc = /^merc-(.+)$/.exec(id);
  if (merc) return { kind: MERC_KIND.get(merc[1] as string) ?? 'army', kingdom: null, letter: merc[1] as string };
  const m = /^(.+)-monarch$/.exec(id);
  if (m) return { kind: 'monarch', kingdom: m[1] as KingdomId };
  const r = /^(.+)-(army|fleet)-\d+$/.exec(id);
  if (r) return { kind: r[2] as Kind, kingdom: r[1] as KingdomId };
  return null;
}

/** A monarch (a hero of the Basic Game): "the Pon monarch". */
export const monarchWords = (k: KingdomId | string): string => `the ${kadj(k)} monarch`;

/** One counter: "a Ghem army", "the Pon monarch", "mercenary army A". */
export function unitWord(id: string): string {
  const c = counterOf(id);
  if (!c) return humanize(id);
  if (c.kind === 'monarch') return monarchWords(c.kingdom as KingdomId);
  if (c.letter) return `mercenary ${c.kind} ${c.letter}`;
  return article(`${kadj(c.kingdom as KingdomId)} ${c.kind}`);
}

/**
 * A counter with its printed number, for the board's tooltips: "Muetar army 3", "the monarch of Pon
 * (Borin …)", "mercenary A".
 */
export function unitWords(id: string): string {
  const m = /^(.+)-monarch$/.exec(id);
  if (m) {
    const k = m[1] as KingdomId;
    const card = IDENTITY_CARDS[k];
    return card ? `the monarch of ${kname(k)} (${card.king})` : `the monarch of ${kname(k)}`;
  }
  const merc = /^merc-(.+)$/.exec(id);
  if (merc) return `mercenary ${merc[1]}`;
  const r = /^(.+)-(army|fleet)-(\d+)$/.exec(id);
  if (r) return `${kadj(r[1] as string)} ${r[2]} ${r[3]}`;
  return humanize(id);
}

const KIND_PLURAL: Record<Kind, string> = { army: 'armies', fleet: 'fleets', monarch: 'monarchs' };

/**
 * Several counters, grouped by kingdom and kind: "2 Ghem armies and the Ghem monarch", "a Pon fleet",
 * "mercenary armies A and C". Kingdoms keep the order they first appear in.
 */
export function unitsWords(ids: readonly string[]): string {
  if (!ids.length) return 'no units';
  const groups = new Map<string, { c: Counter; n: number; letters: string[]; other: string[] }>();
  const order: string[] = [];
  for (const id of ids) {
    const c = counterOf(id);
    const key = c ? `${c.kingdom ?? 'merc'}/${c.kind}` : `?/${id}`;
    let g = groups.get(key);
    if (!g) {
      g = { c: c ?? { kind: 'army', kingdom: null }, n: 0, letters: [], other: [] };
      groups.set(key, g);
      order.push(key);
    }
    g.n++;
    if (c?.letter) g.letters.push(c.letter);
    if (!c) g.other.push(humanize(id));
  }
  // within a kingdom: armies, fleets, then the monarch
  const rank: Record<Kind, number> = { army: 0, fleet: 1, monarch: 2 };
  const firstSeen = new Map<string, number>();
  for (const key of order) {
    const k = key.split('/')[0] as string;
    if (!firstSeen.has(k)) firstSeen.set(k, firstSeen.size);
  }
  order.sort((a, b) => {
    const ka = a.split('/')[0] as string;
    const kb = b.split('/')[0] as string;
    const ga = groups.get(a) as { c: Counter };
    const gb = groups.get(b) as { c: Counter };
    return (firstSeen.get(ka) ?? 0) - (firstSeen.get(kb) ?? 0) || rank[ga.c.kind] - rank[gb.c.kind];
  });
  const parts = order.flatMap((key) => {
    const g = groups.get(key);
    if (!g) return [];
    if (g.other.length) return g.other;
    const { c, n } = g;
    if (c.kind === 'monarch') return [monarchWords(c.kingdom as KingdomId)];
    if (c.kingdom === null) {
      const letters = andList(g.letters);
      return [n === 1 ? `mercenary ${c.kind} ${letters}` : `mercenary ${KIND_PLURAL[c.kind]} ${letters}`];
    }
    const adj = kadj(c.kingdom);
    return [n === 1 ? article(`${adj} ${c.kind}`) : `${n} ${adj} ${KIND_PLURAL[c.kind]}`];
  });
  return andList(parts);
}

/** Units grouped by the hex they stand in: "a Ghem army at 2304 (forest) and 2 Pon armies at Pennol (1611)". */
export function unitsAtWords(units: readonly { id: string; hex: HexId }[]): string {
  const byHex = new Map<HexId, string[]>();
  for (const u of units) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.id]);
  return andList([...byHex].map(([hex, ids]) => `${unitsWords(ids)} at ${hexWords(hex)}`));
}

// ---------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------

const CARD = new Map(DIPLOMACY_DECK.map((c) => [c.id, c]));

/** A diplomacy card in words ("Threats +2"); a hidden card stays unnamed. */
export function cardWords(id: string | null): string {
  if (!id || id === 'hidden') return 'a hidden card';
  const c = CARD.get(id);
  if (!c) return 'a diplomacy card';
  return `${PLOY_BY_ID.get(c.ploy)?.name ?? humanize(c.ploy)} ${signed(c.modifier)}`;
}

// ---------------------------------------------------------------------------
// Free text carried in events (reasons, causes, summaries)
// ---------------------------------------------------------------------------

const ID_WORDS: [RegExp, (m: string) => string][] = [
  [/(?<![\w-])p\d+(?![\w-])/g, playerWords],
  [/(?<![\w-])merc-[A-P](?![\w-])/g, unitWord],
  [/(?<![\w-])[a-z]+-(?:army|fleet)-\d+(?![\w-])/g, unitWord],
  [/(?<![\w-])[a-z]+-monarch(?![\w-])/g, unitWord],
  [new RegExp(`(?<![\\w-])(?:${Object.keys(KINGDOM_NAMES).join('|')})(?![\\w-])`, 'g'), kname],
];

/** Words for a reason or summary an older log wrote with ids ("killed the monarch of pon" → "… of Pon"). */
export function unId(text: string): string {
  let out = text;
  for (const [re, f] of ID_WORDS) out = out.replace(re, (m) => f(m));
  return out;
}
