/**
 * Divine Right's board data for HexMap: the map of Minaria (terrain, kingdom
 * territories, castles, ports, named places, rivers and the River Deep), the
 * stacks of a view in kingdom colours with letters, and the map targets of a
 * seat's choices. Pure functions, so the tests can check them directly.
 */
import type { HexId } from '@hexpost/shared/engine';
import { cardWords, oddsOf, unitWords } from '@hexpost/shared/games/divine-right/describe.ts';
import { playerWords } from '@hexpost/shared/games/divine-right/words.ts';
import {
  BASIC_CASTLES,
  BASIC_KINGDOMS,
  DEEP_COURSE,
  DIPLOMACY_RULES,
  grid,
  HEXES,
  IDENTITY_CARDS,
  KINGDOM_NAMES,
  type KingdomId,
  type MapHex,
  NAMED_SPACES,
  NON_CASTLE_PORTS,
  PARROS_CANALS,
  personality,
  RIVERS,
  siegeModifier,
} from '@hexpost/shared/games/divine-right/data/index.ts';
import type { DivineRightView } from '@hexpost/shared/games/divine-right/view.ts';
import { hexside } from '@hexpost/shared/engine';
import { cachedGrid } from '../../components/hexGeometry.ts';
import type { HexCell, HexsideFeature, Route, Stack, TerrainStyle } from '../../components/HexMap.tsx';
import type { Choice } from '../registry.ts';

export type View = DivineRightView;
type Unit = View['units'][number];

export { cardWords, grid, oddsOf, unitWords };

/** Kingdom letters (the map's own owner codes) and a colour-blind-aware palette; letters are always drawn. */
export const KINGDOM_STYLE: Readonly<Record<KingdomId, { letter: string; fill: string; ink: string }>> = {
  ghem: { letter: 'G', fill: '#8c510a', ink: '#fff' },
  hothior: { letter: 'H', fill: '#e69f00', ink: '#000' },
  immer: { letter: 'I', fill: '#009e73', ink: '#fff' },
  mivior: { letter: 'V', fill: '#56b4e9', ink: '#000' },
  muetar: { letter: 'U', fill: '#d55e00', ink: '#fff' },
  neuth: { letter: 'N', fill: '#f0e442', ink: '#000' },
  pon: { letter: 'P', fill: '#0072b2', ink: '#fff' },
  rombune: { letter: 'R', fill: '#cc79a7', ink: '#000' },
  shucassam: { letter: 'S', fill: '#7b3294', ink: '#fff' },
  trolls: { letter: 'T', fill: '#555555', ink: '#fff' },
  zorn: { letter: 'Z', fill: '#111111', ink: '#fff' },
};
export const MERC_STYLE = { letter: 'M', fill: '#ffffff', ink: '#000' };

export const kingdomName = (k: KingdomId) => KINGDOM_NAMES[k] ?? k;

/** A light wash of a kingdom colour for its territory: dark colours get less, so terrain stays readable. */
const tint = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const light = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return `rgba(${r},${g},${b},${(0.12 + 0.16 * light).toFixed(2)})`;
};

export const TERRAIN: Record<string, TerrainStyle> = {
  clear: { fill: '#ece6c8', label: 'Clear' },
  hills: { fill: '#d6c089', label: 'Hills', pattern: 'hatch' },
  mountain: { fill: '#a39382', label: 'Mountains', pattern: 'peaks' },
  pass: { fill: '#cbbba4', label: 'Mountain pass (×2 defender strength)', pattern: 'peaks' },
  forest: { fill: '#86b46f', label: 'Forest', pattern: 'dots' },
  hillforest: { fill: '#a9b56c', label: 'Hill-forest', pattern: 'dots' },
  forestmountain: { fill: '#7f9a74', label: 'Forested mountain', pattern: 'peaks' },
  swamp: { fill: '#9dbfae', label: 'Swamp', pattern: 'cross' },
  sea: { fill: '#9ccbe8', label: 'Sea', pattern: 'waves' },
  lake: { fill: '#b7dcf2', label: 'Lake Carth', pattern: 'waves' },
  isle: { fill: '#b9a7c9', label: 'Isle of Fright', pattern: 'cross' },
};

export function terrainOf(h: MapHex): string {
  if (h.kind !== 'land') return h.kind;
  const f = [...h.features].sort().join('+');
  return (
    { '': 'clear', hills: 'hills', mountain: 'mountain', pass: 'pass', forest: 'forest', swamp: 'swamp' }[f] ??
    (f === 'forest+hills' ? 'hillforest' : f === 'forest+mountain' ? 'forestmountain' : 'clear')
  );
}

export const CASTLE_AT = new Map(BASIC_CASTLES.map((c) => [c.hex, c]));
const PORT_AT = new Map(NON_CASTLE_PORTS.map((p) => [p.hex, p]));
const SPACE_AT = new Map(NAMED_SPACES.map((s) => [s.hex, s]));

/** Every hex of Minaria as a HexMap cell: terrain, territory wash, castles (defense), ports, names. */
export function cells(plundered: readonly string[]): HexCell[] {
  const gone = new Set(plundered);
  return [...HEXES.values()].map((h) => {
    const c = CASTLE_AT.get(h.id);
    const port = PORT_AT.get(h.id);
    const space = SPACE_AT.get(h.id);
    const owner = h.basicOwner;
    const notes: string[] = [];
    if (owner) notes.push(kingdomName(owner));
    else if (h.kind === 'land') notes.push('unclaimed');
    if (h.river) notes.push(`river (${RIVERS.find((r) => r.id === h.river)?.name ?? h.river})`);
    if (h.navigable) notes.push('on the River Deep');
    let mark: string | undefined;
    if (c) {
      const sacked = gone.has(c.id);
      notes.push(
        `${c.royal ? 'royal castle' : 'castle'}, defense ${c.defense}${c.port ? ', port' : ''}${sacked ? ', plundered' : ''}`,
      );
      mark = `${sacked ? '✗' : ''}${c.royal ? '♚' : '♜'}${c.port ? '⚓' : ''}`;
    } else if (port) {
      notes.push('port');
      mark = '⚓';
    }
    return {
      id: h.id,
      terrain: terrainOf(h),
      ...(c ? { name: c.name, value: c.defense } : port ? { name: port.name } : space ? { name: space.name } : {}),
      ...(owner ? { tint: tint(KINGDOM_STYLE[owner].fill) } : {}),
      ...(mark ? { mark } : {}),
      note: notes.join(', '),
    };
  });
}

/** The River Deep and Parros's canals on hexsides, kingdom borders where territory changes. */
export const HEXSIDES: readonly HexsideFeature[] = (() => {
  const out: HexsideFeature[] = [
    ...DEEP_COURSE.map((side) => ({ side, kind: 'navigable' })),
    ...PARROS_CANALS.map((side) => ({ side, kind: 'canal' })),
  ];
  const seen = new Set(out.map((f) => f.side));
  // (the map's cached geometry: the shared grid parses each label afresh, thousands of times here)
  const fast = cachedGrid(grid.spec);
  for (const h of HEXES.values()) {
    if (h.kind !== 'land') continue;
    for (const n of fast.neighbours(h.id)) {
      const o = HEXES.get(n);
      if (o?.kind !== 'land' || o.basicOwner === h.basicOwner) continue;
      const side = hexside(h.id, n);
      if (seen.has(side)) continue;
      seen.add(side);
      out.push({ side, kind: 'border' });
    }
  }
  return out;
})();

export const ROUTES: readonly Route[] = RIVERS.map((r) => ({ hexes: r.hexes, kind: 'river', label: r.name }));

/** Each kingdom's name near the middle of its territory. */
export const AREA_LABELS = BASIC_KINGDOMS.map((k) => {
  const hexes = [...HEXES.values()].filter((h) => h.basicOwner === k);
  const cs = hexes.map((h) => ({ id: h.id, ...cachedGrid(grid.spec).center(h.id) }));
  const mx = cs.reduce((a, c) => a + c.x, 0) / cs.length;
  const my = cs.reduce((a, c) => a + c.y, 0) / cs.length;
  const best = cs.reduce((a, c) => (Math.hypot(c.x - mx, c.y - my) < Math.hypot(a.x - mx, a.y - my) ? c : a));
  return { hex: best.id, text: kingdomName(k).toUpperCase() };
});

const styleOf = (u: Unit) => (u.kingdom ? KINGDOM_STYLE[u.kingdom] : MERC_STYLE);
const KIND_WORD = { army: 'army', fleet: 'fleet', monarch: 'monarch' } as const;

/** The stacks of a view, one per hex: counters outside the walls first, the counter's kingdom letters and a crown for a monarch. */
export function stacks(v: View): Stack[] {
  const by = new Map<HexId, Unit[]>();
  for (const u of v.units) by.set(u.hex, [...(by.get(u.hex) ?? []), u]);
  const rank = (u: Unit) => (u.inside ? 10 : 0) + (u.kind === 'army' ? 0 : u.kind === 'fleet' ? 1 : 2);
  return [...by].map(([hex, list]) => {
    const sorted = [...list].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : 1));
    const top = sorted[0] as Unit;
    const topSide = sorted.filter((u) => u.inside === top.inside);
    const letters = [...new Set(topSide.map((u) => styleOf(u).letter))].slice(0, 2).join('');
    const crown = topSide.some((u) => u.kind === 'monarch') ? '♔' : '';
    const st = styleOf(top);
    const besieger = v.sieges[hex];
    return {
      hex,
      counters: sorted.map((u, i) => ({
        id: u.id,
        label: i === 0 ? `${crown}${letters}` : styleOf(u).letter,
        seat: u.seat,
        colour: i === 0 ? st.fill : styleOf(u).fill,
        ink: i === 0 ? st.ink : styleOf(u).ink,
        detail: [
          `${unitWords(u.id)}, ${KIND_WORD[u.kind]}`,
          u.seat ? `${playerWords(u.seat)}'s` : null,
          u.inside ? 'inside the castle' : null,
          u.aboard ? `aboard ${unitWords(u.aboard)}` : null,
          u.captive ? `prisoner of ${playerWords(u.captive)}` : null,
          u.castaway ? 'castaway' : null,
        ]
          .filter(Boolean)
          .join(', '),
      })),
      ...(besieger ? { mark: '⚔', markLabel: `besieged by ${besieger}` } : {}),
    };
  });
}

type Cmd = Record<string, unknown> & { type: string };

/** The hex a choice acts on, or null for choices that are not on the map. */
export function targetOf(c: Choice, v?: View): HexId | null {
  // The title names the hex a choice acts on; the cases below cover choices from before it did.
  if (c.target) return c.target;
  const cmd = c.command as Cmd;
  switch (cmd.type) {
    case 'search':
      return v?.units.find((u) => u.id === cmd.hero)?.hex ?? null;
    case 'move':
    case 'sail':
    case 'retreat':
    case 'displace':
    case 'liftSiege':
      return (cmd.to as string) ?? null;
    case 'advance':
      return (cmd.to as string | null) ?? null;
    case 'declare':
      return ((cmd.targets as string[])[0] as string) ?? null;
    case 'siegeAttack':
    case 'breakout':
    case 'deploy':
    case 'reinforce':
    case 'steal':
      return (cmd.hex as string) ?? null;
    default:
      return null;
  }
}

/** Where a choice starts (the moving stack's hex), for the path preview and for picking a stack first. */
export function originOf(c: Choice, v: View): HexId | null {
  const cmd = c.command as Cmd;
  const hexOfUnit = (id: unknown) => v.units.find((u) => u.id === id)?.hex ?? null;
  switch (cmd.type) {
    case 'move':
    case 'search':
      return hexOfUnit((cmd.units as string[])[0]);
    case 'sail':
      return hexOfUnit((cmd.fleets as string[])[0]);
    case 'declare':
      return (cmd.from as string[])[0] ?? null;
    case 'liftSiege':
      return (cmd.hex as string) ?? null;
    default:
      return null;
  }
}

export const choicesTo = (choices: readonly Choice[], hex: HexId, from: HexId | null = null) =>
  choices.filter((c) => (targetCache.get(c) ?? targetOf(c)) === hex && (from === null || originCache.get(c) === from));
/** Filled by `targets`, which always runs before `choicesTo` on the same choices. */
const originCache = new WeakMap<Choice, HexId | null>();
const targetCache = new WeakMap<Choice, HexId | null>();

/** Highlighted hexes, restricted to moves from one stack when one is picked. */
export function targets(choices: readonly Choice[], v: View, from: HexId | null = null): HexId[] {
  const out = new Set<HexId>();
  for (const c of choices) {
    originCache.set(c, originOf(c, v));
    const t = targetOf(c, v);
    targetCache.set(c, t);
    if (t && (from === null || originCache.get(c) === from)) out.add(t);
  }
  return [...out];
}

const MOVES = new Set(['move', 'sail']);

/**
 * What to light: with moves from several stacks and none picked, the stacks that can move (tap one to see
 * where it goes) plus every other target (attacks, sieges, answers); otherwise the destinations.
 */
export function highlights(
  choices: readonly Choice[],
  v: View,
  from: HexId | null,
): { hexes: HexId[]; origins: HexId[] } {
  if (from !== null) return { hexes: targets(choices, v, from), origins: [] };
  const origins = new Set<HexId>();
  for (const c of choices) {
    if (!MOVES.has((c.command as Cmd).type)) continue;
    const o = originOf(c, v);
    if (o) origins.add(o);
  }
  if (origins.size <= 1) return { hexes: targets(choices, v), origins: [] };
  const others = targets(
    choices.filter((c) => !MOVES.has((c.command as Cmd).type)),
    v,
  );
  return { hexes: [...new Set([...origins, ...others])], origins: [...origins] };
}

export const costOf = (c: Choice): number | null => {
  const m = /\((\d+) MP\)/.exec(c.label);
  return m ? Number(m[1]) : null;
};

/** The tag on a highlighted hex: the cheapest move's cost, or what the choice does. */
export function tagFor(list: readonly Choice[]): string {
  const costs = list.map(costOf).filter((n): n is number => n !== null);
  if (costs.length) return `${Math.min(...costs)} MP`;
  const t = (list[0]?.command as Cmd | undefined)?.type;
  return (
    {
      declare: '⚔',
      siegeAttack: '⚔ siege',
      breakout: 'break',
      sail: '⛵',
      retreat: '↩',
      advance: '→',
      liftSiege: 'lift',
    }[t ?? ''] ?? '+'
  );
}

// ---------------------------------------------------------------------------
// Panels: what the view and choices tell before a roll
// ---------------------------------------------------------------------------

/** Probability that d6 + mod reaches `need` (a natural 1 counts as written). */
export const chance = (mod: number, need: number) => {
  let n = 0;
  for (let r = 1; r <= 6; r++) if (r + mod >= need) n++;
  return n / 6;
};
export const pct = (p: number) => `${Math.round(p * 100)}%`;
export const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** Known modifiers of a diplomacy roll on a kingdom (personality when revealed, penalty), and what is needed. */
export function diplomacyOdds(v: View, seat: string | null, k: KingdomId, action: 'activate' | 'deactivate') {
  const need = action === 'activate' ? DIPLOMACY_RULES.activationTarget : DIPLOMACY_RULES.deactivationTarget;
  const parts: string[] = [];
  let mod = 0;
  const ks = v.kingdoms[k];
  if (ks.personality !== null) {
    const p = personality(ks.personality);
    const m = action === 'activate' ? p.activation : p.deactivation;
    mod += m;
    parts.push(`personality ${ks.personality} “${p.title}” ${signed(m)}`);
  } else parts.push('personality unknown until an ambassador visits');
  const me = v.players.find((p) => p.seat === seat);
  if (me?.penalty.includes(k)) {
    mod += DIPLOMACY_RULES.diplomaticPenalty;
    parts.push(`Diplomatic Penalty ${signed(DIPLOMACY_RULES.diplomaticPenalty)}`);
  }
  return { need, mod, parts, chance: chance(mod, need) };
}

/** Siege roll preview from the view: besiegers against defenders inside plus the castle's defense. */
export function siegeOdds(v: View, hex: HexId) {
  const c = CASTLE_AT.get(hex);
  const by = v.sieges[hex];
  const here = v.units.filter((u) => u.hex === hex && u.kind !== 'monarch' && !u.aboard && !u.captive);
  const besiegers = here.filter((u) => u.seat === by && !u.inside).length;
  const inside = here.filter((u) => u.inside && u.seat !== by).length;
  const defense = c?.defense ?? 0;
  const mod = siegeModifier(besiegers, inside, defense);
  // a natural 1 always fails; 6 or more (modified) plunders
  let plunder = 0;
  for (let r = 2; r <= 6; r++) if (r + mod >= 6) plunder++;
  return { castle: c, besiegers, inside, defense, mod, plunder: plunder / 6, fail: 1 / 6 };
}

/** Combat preview of a declared attack from the view: strengths, the odds modifiers, terrain. */
export function attackOdds(v: View, seat: string, from: readonly HexId[], targetHexes: readonly HexId[], kind: string) {
  const k = kind === 'fleet' ? 'fleet' : 'army';
  const att = v.units.filter((u) => u.seat === seat && u.kind === k && from.includes(u.hex) && !u.used && !u.aboard);
  const def = v.units.filter((u) => u.seat !== seat && u.kind === k && targetHexes.includes(u.hex) && !u.inside);
  const hexes = targetHexes.map((h) => HEXES.get(h)).filter((h): h is MapHex => !!h);
  const pass = k === 'army' && hexes.some((h) => h.features.includes('pass'));
  const mountain = k === 'army' && hexes.some((h) => h.features.includes('mountain'));
  const a = att.length;
  const d = def.length * (pass ? 2 : 1);
  const o = oddsOf(a, d);
  const notes: string[] = [];
  if (pass) notes.push('mountain pass: defender strength ×2');
  if (mountain) notes.push('mountain: defender +1');
  const dMod = o.defender + (mountain ? 1 : 0);
  return { a, d, odds: o, aMod: o.attacker, dMod, notes, defenderSeat: def[0]?.seat ?? null };
}

export const monarchHexOf = (k: KingdomId): HexId => IDENTITY_CARDS[k].monarchHex;
