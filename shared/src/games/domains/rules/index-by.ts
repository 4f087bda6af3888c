/**
 * Indexes of the board for the draft's proposers (rules/proposals/), which would
 * otherwise scan every holding, unit or province once for each candidate order.
 *
 * Each index is kept with the part of the state it reads: evolve replaces a part
 * (s.holdings, s.units, s.provinces, …) whenever anything in it changes and never
 * changes one in place, so an index made for one state serves every later state
 * that shares the part. Writing the draft changes only s.sheets, so the offers of
 * each step of a sheet reuse the indexes of the first.
 *
 * The lists keep the order of Object.values, so what is proposed from them comes
 * out in the same order as from a scan. They are shared and frozen: sort a copy.
 */
import type { DomainId, ProvinceId } from '../data/index.ts';
import type { CharacterState, HoldingState, ProvinceState, ShipState, State, UnitState } from './state.ts';

const EMPTY: readonly never[] = Object.freeze([]);

// ---------------------------------------------------------------------------
// Memos on the parts of the state
// ---------------------------------------------------------------------------

/** A store of figures kept per part (or parts) of the state, then per key. */
export type Memo<V> = WeakMap<object, unknown> & { readonly __value?: V };

export const memo = <V>(): Memo<V> => new WeakMap() as Memo<V>;

/**
 * The figure for these parts and key, made once. `parts` must be every part of the state
 * the figure reads (or the state itself, to keep it for that state only), and `key`
 * everything else it depends on (the domain, the round).
 */
export function remember<V>(m: Memo<V>, parts: readonly object[], key: string, make: () => V): V {
  let at: WeakMap<object, unknown> = m;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]!;
    let next = at.get(part) as WeakMap<object, unknown> | undefined;
    if (!next) {
      next = new WeakMap();
      at.set(part, next);
    }
    at = next;
  }
  const last = parts[parts.length - 1]!;
  let byKey = at.get(last) as Map<string, V> | undefined;
  if (!byKey) {
    byKey = new Map();
    at.set(last, byKey);
  }
  if (byKey.has(key)) return byKey.get(key) as V;
  const v = make();
  byKey.set(key, v);
  return v;
}

/** One figure per part, made once. */
function keep<P extends object, V>(make: (part: P) => V): (part: P) => V {
  const kept = new WeakMap<P, V>();
  return (part) => {
    let v = kept.get(part);
    if (v === undefined) {
      v = make(part);
      kept.set(part, v);
    }
    return v;
  };
}

function grouped<T, K>(xs: readonly T[], key: (x: T) => K): Map<K, readonly T[]> {
  const out = new Map<K, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = out.get(k);
    if (list) list.push(x);
    else out.set(k, [x]);
  }
  for (const list of out.values()) Object.freeze(list);
  return out;
}

// ---------------------------------------------------------------------------
// Holdings
// ---------------------------------------------------------------------------

const holdingIndex = keep((holdings: State['holdings']) => {
  const all = Object.freeze(Object.values(holdings));
  const byOwner = grouped(all, (h): string => h.owner);
  const byOwnerIn = new Map<string, Map<string, readonly HoldingState[]>>();
  for (const [d, hs] of byOwner)
    byOwnerIn.set(
      d,
      grouped(hs, (h) => h.province),
    );
  return { all, byOwner, byOwnerIn, byProvince: grouped(all, (h) => h.province) };
});

/** Every holding, as Object.values(s.holdings). */
export const allHoldings = (s: State): readonly HoldingState[] => holdingIndex(s.holdings).all;

/** The holdings a domain owns (covert ones too). */
export const holdingsOf = (s: State, d: string): readonly HoldingState[] =>
  holdingIndex(s.holdings).byOwner.get(d) ?? EMPTY;

/** The holdings in a province, whoever owns them (covert ones too). */
export const holdingsIn = (s: State, p: string): readonly HoldingState[] =>
  holdingIndex(s.holdings).byProvince.get(p) ?? EMPTY;

/** A domain's own holdings in a province. */
export const holdingsOfIn = (s: State, d: string, p: string): readonly HoldingState[] =>
  holdingIndex(s.holdings).byOwnerIn.get(d)?.get(p) ?? EMPTY;

/** The provinces a domain holds a holding in (of any level), in the order of its holdings. */
export const heldProvinces = (s: State, d: string): Iterable<string> =>
  holdingIndex(s.holdings).byOwnerIn.get(d)?.keys() ?? EMPTY;

// ---------------------------------------------------------------------------
// Provinces, units, ships, characters
// ---------------------------------------------------------------------------

const provinceIndex = keep((provinces: State['provinces']) => {
  const all = Object.freeze(Object.values(provinces));
  return { all, byRuler: grouped(all, (p) => p.ruler) };
});

/** Every province, as Object.values(s.provinces). */
export const allProvinces = (s: State): readonly ProvinceState[] => provinceIndex(s.provinces).all;

/** The provinces a domain rules. */
export const ruledBy = (s: State, d: DomainId): readonly ProvinceState[] =>
  provinceIndex(s.provinces).byRuler.get(d) ?? EMPTY;

const unitIndex = keep((units: State['units']) => {
  const all = Object.freeze(Object.values(units));
  return { all, byOwner: grouped(all, (u): string => u.owner), byProvince: grouped(all, (u) => u.province) };
});

/** Every unit, as Object.values(s.units). */
export const allUnits = (s: State): readonly UnitState[] => unitIndex(s.units).all;

/** A domain's units, prisoners of others too. */
export const unitsOf = (s: State, d: string): readonly UnitState[] => unitIndex(s.units).byOwner.get(d) ?? EMPTY;

/** The units in a province, whoever owns them. */
export const unitsIn = (s: State, p: ProvinceId | string): readonly UnitState[] =>
  unitIndex(s.units).byProvince.get(p) ?? EMPTY;

const shipIndex = keep((ships: State['ships']) => grouped(Object.values(ships), (x): string => x.owner));

/** A domain's own ships. */
export const shipsOf = (s: State, d: string): readonly ShipState[] => shipIndex(s.ships).get(d) ?? EMPTY;

const courtIndex = keep((characters: State['characters']) =>
  grouped(
    Object.values(characters).filter((c) => c.alive),
    (c): string => c.domain,
  ),
);

/** A domain's living characters, as Object.values(s.characters) lists them. */
export const livingCourt = (s: State, d: string): readonly CharacterState[] => courtIndex(s.characters).get(d) ?? EMPTY;

const capitalIndex = keep((provinces: State['provinces']) => {
  const out = new Map<string, ProvinceId>();
  for (const p of Object.values(provinces)) if (p.capitalOf && !out.has(p.capitalOf)) out.set(p.capitalOf, p.id);
  return out;
});

/** A domain's capital: the first province that names it, as Object.values(s.provinces).find would. */
export const capitalOf = (s: State, d: string): ProvinceId | undefined => capitalIndex(s.provinces).get(d);

const sortedIndex = keep((part: Record<string, { id: string }>) =>
  Object.freeze(Object.values(part).sort((a, b) => a.id.localeCompare(b.id))),
);

/** The units, characters or routes of the state by id (localeCompare), as Object.values(part).sort(byId). */
export const sortedById = <T extends { id: string }>(part: Record<string, T>): readonly T[] =>
  sortedIndex(part) as readonly T[];
