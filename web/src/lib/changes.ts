/**
 * What changed on a board since the player last looked: the board gives a
 * signature per place (what stands there, in words), and each new view is
 * compared with the last one this device showed for the game, kept in
 * localStorage so coming back tomorrow rings what the others did overnight.
 */
import { createMemo } from 'solid-js';

export type Signature = Record<string, string>;

export function diffPlaces(before: Signature | null, after: Signature): string[] {
  if (!before) return [];
  const out = new Set<string>();
  for (const [k, v] of Object.entries(after)) if (before[k] !== v) out.add(k);
  for (const k of Object.keys(before)) if (!(k in after)) out.add(k);
  return [...out].sort();
}

interface Seen {
  sig: Signature;
  ringed: string[];
}

function load(key: string): Seen | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    const v = raw ? (JSON.parse(raw) as Partial<Seen>) : null;
    return v && typeof v.sig === 'object' && v.sig && Array.isArray(v.ringed) ? (v as Seen) : null;
  } catch {
    return null;
  }
}

function save(key: string, seen: Seen) {
  try {
    localStorage.setItem(key, JSON.stringify(seen));
  } catch {
    // storage full or off: changes are then only ringed while the screen stays open
  }
}

/**
 * The places whose signature differs from the last picture shown on this device (none on a first
 * look). The same picture again (a reload, a refetch with nothing new) keeps what was ringed.
 */
export function createChanges(gameId: () => string, signature: () => Signature): () => string[] {
  let seen: Seen | null = null;
  let seenKey = '';
  let seenJson = '';
  return createMemo(() => {
    const key = `seen:${gameId()}`;
    const sig = signature();
    const json = JSON.stringify(sig);
    if (key !== seenKey) {
      seen = load(key);
      seenKey = key;
      seenJson = seen ? JSON.stringify(seen.sig) : '';
    }
    if (seen && json === seenJson) return seen.ringed;
    seen = { sig, ringed: diffPlaces(seen?.sig ?? null, sig) };
    seenJson = json;
    save(key, seen);
    return seen.ringed;
  });
}
