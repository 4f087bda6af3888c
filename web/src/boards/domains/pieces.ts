/**
 * The Gulf of Djafra on HexMap, from the shared data: one cell per hex (a
 * province's name, level, terrain, its ruler's wash and the marks of a capital
 * and of the seat's own holdings; the sea by zone), rivers and lakes on their
 * hexsides, trade routes through the hex centres, and one counter per domain
 * with units (or ships in port) in a province, or with ships at sea in a zone
 * (on the zone's middle hex). Every colour has its words: the
 * ruler and the holdings are in each cell's note, the units in each counter's.
 */
import type { Counter, HexCell, HexsideFeature, Route, Stack, TerrainStyle } from '../../components/HexMap.tsx';
import { DOMAIN_BY_ID } from '@hexpost/shared/games/domains/data/domains.ts';
import {
  type DomainId,
  HOLDING_TYPE_NAMES,
  type HoldingType,
  LOYALTY_NAMES,
} from '@hexpost/shared/games/domains/data/ids.ts';
import {
  ALL_HEXES,
  grid,
  MAP_COLS,
  MAP_ROWS,
  isSea,
  LAKES,
  RIVERS,
  SEA_ZONES,
  terrainAt,
  zoneOfHex,
} from '@hexpost/shared/games/domains/data/map.ts';
import { SHIP_TABLE, UNIT_TABLE } from '@hexpost/shared/games/domains/data/military.ts';
import { PROVINCE_BY_HEX, PROVINCE_BY_ID } from '@hexpost/shared/games/domains/data/provinces.ts';
import { BRIGANDS } from '@hexpost/shared/games/domains/rules/state.ts';
import type { DomainsView } from '@hexpost/shared/games/domains/view.ts';

export type View = DomainsView;
export { grid };

/** A domain's colour on the map (counters solid, provinces washed), its ink and a two-letter mark. */
export interface DomainStyle {
  fill: string;
  ink: string;
  code: string;
}

/** Chosen so that neighbours differ (Okabe–Ito and Tol's muted set); the names are always told too. */
export const DOMAIN_STYLE: Readonly<Record<DomainId, DomainStyle>> = {
  'emirate-of-djafra': { fill: '#d55e00', ink: '#fff', code: 'Dj' },
  'princedom-of-docandragh': { fill: '#0072b2', ink: '#fff', code: 'Do' },
  'zhainge-valley': { fill: '#44aa99', ink: '#000', code: 'Zh' },
  vellmark: { fill: '#cc79a7', ink: '#000', code: 'Ve' },
  aldmere: { fill: '#882255', ink: '#fff', code: 'Al' },
  sylvaeth: { fill: '#117733', ink: '#fff', code: 'Sy' },
  'banu-rih': { fill: '#e69f00', ink: '#000', code: 'BR' },
  'voroshin-march': { fill: '#332288', ink: '#fff', code: 'Vo' },
  'coral-throne': { fill: '#f0e442', ink: '#000', code: 'Co' },
  'temple-of-sarma': { fill: '#ddcc77', ink: '#000', code: 'Sa' },
  'amber-company': { fill: '#8c510a', ink: '#fff', code: 'Am' },
  'veiled-tower': { fill: '#56b4e9', ink: '#000', code: 'VT' },
  'hollow-crown': { fill: '#999999', ink: '#000', code: 'HC' },
  'pearl-isles': { fill: '#aa4499', ink: '#fff', code: 'PI' },
};
const NO_STYLE: DomainStyle = { fill: '#ffffff', ink: '#000', code: '?' };
/** Brigands (J-64): mercenaries who turned on everyone, no domain's; black, so no domain's colour is taken. */
const BRIGAND_STYLE: DomainStyle = { fill: '#000000', ink: '#fff', code: 'Br' };
export const styleOf = (d: string): DomainStyle =>
  d === BRIGANDS ? BRIGAND_STYLE : (DOMAIN_STYLE[d as DomainId] ?? NO_STYLE);

/** A domain by name ("the Emirate of Djafra"), or "brigands" for the units no domain owns (J-64); never its id. */
export const domainName = (d: string): string =>
  d === BRIGANDS ? 'brigands' : (DOMAIN_BY_ID.get(d as DomainId)?.name ?? 'an unknown domain');
/** The same at the start of a sentence. */
export const DomainName = (d: string): string => {
  const n = domainName(d);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
export const provinceName = (p: string): string => PROVINCE_BY_ID.get(p)?.name ?? 'an unknown place';
export const isProvince = (p: string): boolean => PROVINCE_BY_ID.has(p);
export const hexOf = (p: string): string | null => PROVINCE_BY_ID.get(p)?.hex ?? null;

/**
 * Where a sea zone's ships are drawn: the zone's hex nearest the middle of its hexes (a zone is a
 * region of many hexes, a fleet in it has no hex of its own).
 */
const ZONE_HEX = new Map(
  SEA_ZONES.map((z) => {
    const hexes = ALL_HEXES.filter((h) => zoneOfHex(h) === z.id).map((h) => ({ h, ...grid.parse(h) }));
    const col = hexes.reduce((n, x) => n + x.col, 0) / (hexes.length || 1);
    const row = hexes.reduce((n, x) => n + x.row, 0) / (hexes.length || 1);
    const d = (x: { col: number; row: number }) => (x.col - col) ** 2 + (x.row - row) ** 2;
    const best = hexes.reduce<(typeof hexes)[number] | undefined>((a, x) => (!a || d(x) < d(a) ? x : a), undefined);
    return [z.id as string, best?.h ?? null];
  }),
);
const ZONE_NAME = new Map(SEA_ZONES.map((z) => [z.id as string, z.name]));
/** The hex a province's or a sea zone's pieces are drawn on. */
export const placeHex = (place: string): string | null => hexOf(place) ?? ZONE_HEX.get(place) ?? null;
export const provinceAt = (hex: string): string | null => PROVINCE_BY_HEX.get(hex)?.id ?? null;

/** Terrain fills with a pattern each where one fits, so terrain never rests on colour alone. */
export const TERRAIN: Record<string, TerrainStyle> = {
  plains: { fill: '#ebe7c6', label: 'Plains' },
  steppe: { fill: '#efdca0', label: 'Steppe', pattern: 'dots' },
  'arid-hills': { fill: '#e3c089', label: 'Arid Hills', pattern: 'hatch' },
  hills: { fill: '#cbb37a', label: 'Hills', pattern: 'hatch' },
  forest: { fill: '#9cc47f', label: 'Forest', pattern: 'dots' },
  'forested-hills': { fill: '#86b06c', label: 'Forested Hills', pattern: 'hatch' },
  mountains: { fill: '#aa9c88', label: 'Mountains', pattern: 'peaks' },
  'forested-mountains': { fill: '#8f9f78', label: 'Forested Mountains', pattern: 'peaks' },
  swamp: { fill: '#94b8a8', label: 'Swamp', pattern: 'cross' },
  sea: { fill: '#a3cde9', label: 'Sea', pattern: 'waves' },
};

/** Rivers and lakes lie on hexsides (a river divides two provinces). */
export const HEXSIDES: HexsideFeature[] = [
  ...RIVERS.flatMap((r) => r.borders.map((side) => ({ side, kind: 'river' }))),
  ...LAKES.flatMap((l) => l.borders.map((side) => ({ side, kind: 'navigable' }))),
];

const HOLDING_LETTER: Record<HoldingType, string> = { law: 'L', temple: 'T', guild: 'G', source: 'S' };
const HOLDING_ORDER: HoldingType[] = ['law', 'temple', 'guild', 'source'];

/** A holding in words, as its province's note says it: "your law holding (3)", "the Temple of Sarma’s temple (1)". */
export function holdingWords(v: View, h: View['holdings'][number]): string {
  const what = `${HOLDING_TYPE_NAMES[h.type].toLowerCase()}${h.type === 'law' ? ' holding' : ''} (${h.level})`;
  const whose = h.owner === v.me ? 'your' : `${domainName(h.owner)}’s`;
  return `${whose} ${what}${h.covert ? ', covert' : ''}${h.contested ? ', contested' : ''}`;
}

/** The glyphs above a province's centre: ♛ a capital, then the seat's own holdings with their levels ("♛ L4 G2"). */
export function markOf(v: View, province: string): string {
  const p = v.provinces[province];
  const own = v.holdings
    .filter((h) => h.province === province && h.owner === v.me)
    .sort((a, b) => HOLDING_ORDER.indexOf(a.type) - HOLDING_ORDER.indexOf(b.type))
    .map((h) => `${HOLDING_LETTER[h.type]}${h.level}`);
  return [p?.capitalOf ? '♛' : '', ...own].filter(Boolean).join(' ');
}

/** What a province is, in words, for the inspector and the sheet: level, ruler, loyalty, capital, holdings. */
export function provinceNote(v: View, province: string): string {
  const p = v.provinces[province];
  if (!p) return '';
  const here = v.holdings.filter((h) => h.province === province);
  return [
    `province level ${p.level}`,
    p.ruler ? `ruled by ${domainName(p.ruler)}${p.ruler === v.me ? ' (you)' : ''}` : 'unruled',
    p.wilderness ? 'wilderness' : null,
    `loyalty ${LOYALTY_NAMES[p.loyalty].toLowerCase()}`,
    p.capitalOf ? `capital of ${domainName(p.capitalOf)}` : null,
    p.occupiedBy ? `occupied by ${domainName(p.occupiedBy)}` : null,
    here.length ? `holdings: ${here.map((h) => holdingWords(v, h)).join(', ')}` : 'no holdings',
    ...routesAt(v, province),
  ]
    .filter(Boolean)
    .join(', ');
}

/** A province in one short line, for its sheet of orders: level, ruler, loyalty, capital. */
export function provinceBrief(v: View, province: string): string {
  const p = v.provinces[province];
  if (!p) return '';
  return [
    `Level ${p.level}`,
    p.ruler ? `${domainName(p.ruler)}${p.ruler === v.me ? ' (you)' : ''}` : 'unruled',
    `loyalty ${LOYALTY_NAMES[p.loyalty].toLowerCase()}`,
    p.capitalOf ? '♛ capital' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

const TINT_ALPHA = '80';

/** Every hex of the map: provinces with name, level, terrain, the ruler's wash and marks; the sea by zone. */
export function cells(v: View): HexCell[] {
  return ALL_HEXES.map((hex): HexCell => {
    if (isSea(hex)) {
      const zone = SEA_ZONES.find((z) => z.id === zoneOfHex(hex));
      return { id: hex, terrain: 'sea', ...(zone ? { note: zone.name } : {}) };
    }
    const row = PROVINCE_BY_HEX.get(hex);
    const terrain = terrainAt(hex) ?? 'plains';
    if (!row) return { id: hex, terrain };
    const p = v.provinces[row.id];
    const ruler = p?.ruler ?? null;
    const mark = markOf(v, row.id);
    return {
      id: hex,
      terrain,
      name: row.name,
      value: p?.level ?? row.level,
      ...(ruler ? { tint: `${styleOf(ruler).fill}${TINT_ALPHA}` } : {}),
      ...(mark ? { mark } : {}),
      note: provinceNote(v, row.id),
    };
  });
}

/** A key for what `cells` draws, so the map's image is rebuilt only when a ruler, level or holding changes. */
export const cellsKey = (v: View): string =>
  JSON.stringify([
    Object.values(v.provinces).map((p) => [p.id, p.ruler, p.level, p.loyalty, p.capitalOf, p.occupiedBy, p.wilderness]),
    v.holdings.map((h) => [h.id, h.level, h.contested, h.covert]),
    v.me,
  ]);

/** The trade routes touching a province, in words. */
export function routesAt(v: View, province: string): string[] {
  return Object.values(v.routes)
    .filter((r) => r.from === province || r.to === province)
    .map(
      (r) =>
        `${r.owner === v.me ? 'your' : `${domainName(r.owner)}’s`} ${r.kind} trade route ${r.from === province ? 'to' : 'from'} ${provinceName(r.from === province ? r.to : r.from)}`,
    );
}

/**
 * Land trade routes through the centres of the provinces they join; a sea route sails round the coast, so
 * it is told in its ports' words only (a straight line would cross the land).
 */
export function routes(v: View): Route[] {
  return Object.values(v.routes)
    .filter((r) => r.kind === 'land')
    .flatMap((r) => {
      const a = hexOf(r.from);
      const b = hexOf(r.to);
      return a && b
        ? [
            {
              hexes: [a, b],
              kind: 'border',
              label: `${domainName(r.owner)}’s ${r.kind} trade route from ${provinceName(r.from)} to ${provinceName(r.to)}`,
            },
          ]
        : [];
    });
}

const counted = (names: string[]): string => {
  const n = new Map<string, number>();
  for (const x of names) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].map(([k, c]) => `${c} ${k}`).join(', ');
};

const size = (e: { units: string[]; ships: string[]; sailing: string[] }) =>
  e.units.length + e.ships.length + e.sailing.length;

/**
 * One counter per domain with units (or ships in port) in a province, or ships at sea in a zone: its colour and two letters, its
 * units counted by type in words. The seat's own counter is on top; the badge counts every unit there.
 */
export function stacks(v: View): Stack[] {
  const by = new Map<
    string,
    Map<string, { units: string[]; ships: string[]; sailing: string[]; prisoners: string[] }>
  >();
  const at = (province: string, owner: string) => {
    let m = by.get(province);
    if (!m) {
      m = new Map();
      by.set(province, m);
    }
    let e = m.get(owner);
    if (!e) {
      e = { units: [], ships: [], sailing: [], prisoners: [] };
      m.set(owner, e);
    }
    return e;
  };
  for (const u of Object.values(v.units)) {
    const name = UNIT_TABLE[u.type]?.name ?? 'Unit';
    if (u.captor) at(u.province, u.captor).prisoners.push(`${name} of ${domainName(u.owner)}`);
    else at(u.province, u.owner).units.push(name);
  }
  for (const s of Object.values(v.ships)) {
    const name = SHIP_TABLE[s.type]?.name ?? 'Ship';
    if (isProvince(s.at)) at(s.at, s.owner).ships.push(name);
    else if (ZONE_HEX.get(s.at)) at(s.at, s.owner).sailing.push(name);
  }
  const out: Stack[] = [];
  for (const [province, owners] of by) {
    const hex = placeHex(province);
    if (!hex) continue;
    const counters: Counter[] = [...owners]
      .sort(([a, x], [b, y]) => (a === v.me ? -1 : b === v.me ? 1 : size(y) - size(x)))
      .map(([owner, e]) => {
        const st = styleOf(owner);
        const parts = [
          e.units.length ? counted(e.units) : '',
          e.ships.length ? `${counted(e.ships)} in port` : '',
          e.sailing.length ? `${counted(e.sailing)} at sea in ${ZONE_NAME.get(province) ?? 'the sea'}` : '',
          e.prisoners.length ? `prisoners: ${counted(e.prisoners)}` : '',
        ].filter(Boolean);
        return {
          id: `${province}:${owner}`,
          label: st.code,
          colour: st.fill,
          ink: st.ink,
          detail: `${DomainName(owner)}${owner === v.me ? ' (you)' : ''}: ${parts.join('; ')}`,
        };
      });
    const units = [...owners.values()].reduce((n, e) => n + size(e) + e.prisoners.length, 0);
    const domains = [...owners.keys()].filter((o) => o !== BRIGANDS).length;
    const sides = owners.has(BRIGANDS)
      ? `brigands and units of ${domains} domain${domains === 1 ? '' : 's'} here`
      : `units of ${owners.size} domains here`;
    out.push({
      hex,
      counters,
      count: units,
      ...(owners.size > 1 ? { mark: '⚔', markLabel: sides } : {}),
    });
  }
  return out;
}

/**
 * The hexes the map opens on: seven columns round the middle of the seat's provinces (or its capital, or
 * its seat of power), every hex a big target; a row lower than that middle, so the domain stands in the
 * upper part of the map, which the prompt never covers on a phone.
 */
export function focusOn(v: View): string[] {
  if (!v.me) return [];
  const own = Object.values(v.provinces).filter((p) => p.ruler === v.me);
  const seat = Object.values(v.provinces).find((p) => p.capitalOf === v.me)?.id ?? DOMAIN_BY_ID.get(v.me)?.seat;
  const at = (own.length ? own.map((p) => p.id) : seat ? [seat] : [])
    .map(hexOf)
    .filter((h): h is string => !!h)
    .map((h) => grid.parse(h));
  if (!at.length) return [];
  const mid = (xs: number[]) => Math.round(xs.reduce((a, x) => a + x, 0) / xs.length);
  const col = mid(at.map((o) => o.col));
  const row = Math.min(MAP_ROWS, mid(at.map((o) => o.row)) + 1);
  const first = Math.min(Math.max(1, col - 3), MAP_COLS - 6);
  return [grid.label({ col: first, row }), grid.label({ col: first + 6, row })];
}
