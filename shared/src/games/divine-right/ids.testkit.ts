/**
 * Every Divine Right id a player must never read (counters, monarchs, kingdoms, cards, castles, ports, named
 * spaces, seats) and a pattern that finds one standing as a whole word: for the labels tests and for the
 * players' rules summary (web/test/titleNotes.test.tsx).
 */
import {
  BASIC_KINGDOMS,
  CASTLES,
  DIPLOMACY_DECK,
  MAP_KINGDOMS,
  MERCENARIES,
  NAMED_SPACES,
  NON_CASTLE_PORTS,
  REGULAR_COUNTERS,
} from './data/index.ts';

export const IDS = [
  ...REGULAR_COUNTERS.map((c) => c.id),
  ...BASIC_KINGDOMS.map((k) => `${k}-monarch`),
  ...MERCENARIES.map((m) => `merc-${m.letter}`),
  ...MAP_KINGDOMS,
  ...DIPLOMACY_DECK.map((c) => c.id),
  ...CASTLES.map((c) => c.id),
  ...NON_CASTLE_PORTS.map((p) => p.id),
  ...NAMED_SPACES.map((p) => p.id),
  ...['p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
];
const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An id standing as a whole word (hyphens are part of a word: "the-boom", not "the Boom"). */
export const RAW_ID = new RegExp(
  `(?<![\\w-])(?:${[...new Set(IDS)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})(?![\\w-])`,
);
export const rawIds = (text: string): string[] => [...text.matchAll(new RegExp(RAW_ID, 'g'))].map((m) => m[0]);
