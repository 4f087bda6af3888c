/**
 * Dragons of Glory in pieces, as pure functions of the view: one token per
 * stack and side (its top army named, its strength, a count, leaders and
 * wizards as badges, ships as ship tokens, a hidden enemy stack as a blank
 * token), where each choice acts on the map (its `target`: a hex, or a river
 * hexside "AAAA|BBBB" for a ship) and from where (the stack it moves), and
 * the game's state in words. Names come from the title's own words
 * (rules/words.ts): players never see ids.
 */
import {
  counter,
  type Counter,
  type CounterId,
  EVENT_BY_ID,
  getHex,
  grid,
  type HexId,
  HEXES,
  isHex,
  NATION_INFO,
  type NationId,
  PLACE_BY_ID,
  type Place,
  placeAt,
  SIDE_NAMES,
  type Side,
  TURN_TRACK,
} from '@hexpost/shared/games/dragons-of-glory/data/index.ts';
import type { Battle, Stage } from '@hexpost/shared/games/dragons-of-glory/rules/state.ts';
import { hexWord, nationWord, placeWord, unitWord } from '@hexpost/shared/games/dragons-of-glory/rules/words.ts';
import type { DragonsView, UnitView } from '@hexpost/shared/games/dragons-of-glory/view.ts';
import type { Choice } from '../registry.ts';

export type View = DragonsView;
export type { UnitView };
export { hexWord, nationWord, placeWord, unitWord };

export const Cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Side colours (Okabe–Ito): Highlord vermilion, Whitestone blue; nobody's strongholds grey. */
export const SIDE_STYLE: Readonly<Record<Side, { fill: string; ink: string; colour: string }>> = {
  highlord: { fill: '#d55e00', ink: '#111', colour: 'vermilion' },
  whitestone: { fill: '#0072b2', ink: '#fff', colour: 'blue' },
};
export const NOBODY = '#8a8a8a';
export const sideName = (s: Side): string => SIDE_NAMES[s];
export const otherSide = (s: Side): Side => (s === 'highlord' ? 'whitestone' : 'highlord');

// ---------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------

const safeCounter = (id: CounterId): Counter | null => {
  try {
    return counter(id);
  } catch {
    return null;
  }
};
export const kindOf = (id: CounterId) => safeCounter(id)?.kind ?? 'army';

/** What a unit's counter shows: Strength-Movement for armies and fliers, Combat Rating-moves for ships, TR for a leader. */
export function valuesOf(id: CounterId, depleted: boolean): string {
  const c = safeCounter(id);
  if (!c) return '';
  if (c.kind === 'army' || c.kind === 'air') {
    const f = depleted ? c.depleted : c.full;
    return `${f.sp}-${f.mp}`;
  }
  if (c.kind === 'ship') {
    const k = depleted ? 'damaged' : 'undamaged';
    return `${c.cr[k]}-${c.ma[k]}`;
  }
  if (c.kind === 'leader') return `TR ${c.tr}`;
  return '';
}
const spOf = (u: UnitView): number => {
  const c = safeCounter(u.id);
  return c && (c.kind === 'army' || c.kind === 'air') ? (u.depleted ? c.depleted.sp : c.full.sp) : 0;
};

/** One unit in words, with its values: "Red Infantry I, infantry 4-4 (depleted)". */
export function unitWords(u: Pick<UnitView, 'id' | 'depleted'> & { aboard?: CounterId | null }): string {
  const c = safeCounter(u.id);
  const name = unitWord(u.id);
  if (!c) return name;
  const dep = u.depleted ? (c.kind === 'ship' ? ', damaged' : ', depleted') : '';
  const aboard = u.aboard ? `, aboard ${unitWord(u.aboard)}` : '';
  switch (c.kind) {
    case 'army': {
      const f = u.depleted ? c.depleted : c.full;
      return `${name}: ${c.type}, ${f.sp} SP, ${f.mp} MP${dep}${aboard}`;
    }
    case 'air': {
      const f = u.depleted ? c.depleted : c.full;
      return `${name}: ${c.airType === 'citadel' ? 'flying citadel' : c.airType}, ${f.sp} SP, ${f.mp} MP${dep}`;
    }
    case 'ship': {
      const k = u.depleted ? 'damaged' : 'undamaged';
      return `${name}: ship, combat rating ${c.cr[k]}, ${c.ma[k]} moves${dep}`;
    }
    case 'leader':
      return `${name}: leader, tactical rating ${c.tr}${c.naval ? ' (also at sea)' : ''}${aboard}`;
    case 'wizard':
      return `${name}: wizard of the ${c.robe} robes${aboard}`;
    default:
      return name;
  }
}

const ABBREV: [RegExp, string][] = [
  [/^the /i, ''],
  [/Infantry/, 'Inf'],
  [/Cavalry/, 'Cav'],
  [/Dragons/, 'Drg'],
  [/Men-at-Arms/, 'MaA'],
  [/Militia/, 'Mil'],
  [/Knights of (\S+)/, '$1 Kn'],
  [/Minotaurs of (\S+)/, '$1 Mino'],
  [/Ogres of (\S+)/, '$1 Ogres'],
  [/Dwarves of (\S+)/, '$1 Dw'],
  [/Kender of (\S+)/, '$1 Kender'],
  [/Plainsmen of (\S+)/, '$1 Foot'],
  [/Palanthian/, 'Palanth'],
  [/Qualinesti/, 'Qualin'],
  [/Silvanesti/, 'Silvan'],
  [/Solanthus/, 'Solanth'],
  [/Ergothian/, 'Ergoth'],
  [/N\. Ergoth/, 'Ergoth'],
  [/Draconian Legion/, 'Draconian'],
  [/Dominion Guard/, 'Guard'],
  [/Flying Citadel/, 'Citadel'],
  [/Death Knights/, 'Death Kn'],
  [/Legion/, 'Leg'],
  [/Griffons/, 'Grif'],
  [/Pegasi/, 'Peg'],
  [/Galleys/, 'Gal'],
  [/Archers/, 'Arch'],
  [/Riders/, 'Rid'],
  [/Spears/, 'Spr'],
];
/** A counter's name short enough for a token at the default zoom ("Red Inf", "Solanth Kn"): its number is in the full name. */
export function shortName(name: string): string {
  let s = name.replace(/ [IVX]+$/, '');
  for (const [re, to] of ABBREV) s = s.replace(re, to);
  return s.trim() || name;
}

// ---------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------

export interface Token {
  /** hex:side (a ship token: ship:<hex or hexside>:side). */
  key: string;
  kind: 'stack' | 'ship' | 'hidden';
  /** The hex, or the river hexside of ships on it. */
  at: string;
  side: Side;
  x: number;
  y: number;
  /** The top unit's name (empty for a hidden stack). */
  name: string;
  short: string;
  /** Its counter values ("4-4"). */
  values: string;
  /** How many counters (a hidden stack: null). */
  count: number | null;
  depleted: boolean;
  /** Leaders (with their Tactical Rating) and wizards in the stack, as badges. */
  badges: { text: string; name: string; wizard: boolean }[];
  /** Ground armies and leaders carried (a ship token). */
  aboard: number;
  mine: boolean;
  fill: string;
  ink: string;
  /** Every unit, top first (empty for a hidden stack). */
  units: UnitView[];
}

/** Token sizes in map units (a hex is 2 across its corners and √3 high). */
export const TOKEN = { w: 1.5, h: 0.96, ship: { w: 1.24, h: 0.52 } } as const;

/** Where a hex or a hexside sits on the map: a hex's centre, a hexside's midpoint. */
export function pointOf(at: string): { x: number; y: number } {
  if (at.includes('|')) {
    const [a, b] = at.split('|') as [HexId, HexId];
    const ca = grid.center(a);
    const cb = grid.center(b);
    return { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
  }
  return grid.center(at);
}
export const isSideId = (s: string) => {
  const [a, b] = s.split('|');
  return !!a && !!b && isHex(a) && isHex(b);
};
export const isPlace = (s: string) => isHex(s) || isSideId(s);

/** Where a unit is for the board: its ship's place when aboard, the river hexside of a ship on one, else its hex. */
export function placeOf(v: View, u: UnitView): string {
  if (u.aboard) {
    const ship = v.units.find((x) => x.id === u.aboard);
    if (ship) return ship.river ?? ship.hex;
  }
  return u.river ?? u.hex;
}

/** The order of a stack: strongest ground army first, then fliers, leaders, wizards. */
function rank(u: UnitView): number {
  const k = kindOf(u.id);
  const base = k === 'army' ? 0 : k === 'air' ? 100 : k === 'leader' ? 200 : 300;
  return base - spOf(u);
}

export function tokens(v: View, viewer: Side | null): Token[] {
  const out: Token[] = [];
  const stacks = new Map<string, UnitView[]>();
  const fleets = new Map<string, UnitView[]>();
  for (const u of v.units) {
    if (u.aboard) continue;
    const k = kindOf(u.id);
    if (k === 'ship') {
      const at = u.river ?? u.hex;
      const key = `${at}:${u.side}`;
      fleets.set(key, [...(fleets.get(key) ?? []), u]);
    } else {
      const key = `${u.hex}:${u.side}`;
      stacks.set(key, [...(stacks.get(key) ?? []), u]);
    }
  }
  const style = (s: Side) => SIDE_STYLE[s];
  const badgesOf = (units: readonly UnitView[]) =>
    units
      .filter((u) => ['leader', 'wizard'].includes(kindOf(u.id)))
      .map((u) => {
        const c = safeCounter(u.id);
        return {
          text: c?.kind === 'leader' ? String(c.tr) : 'W',
          name: unitWord(u.id),
          wizard: c?.kind === 'wizard',
        };
      });
  const mainHexes = new Set<string>();
  for (const [key, units] of stacks) {
    const [hex, side] = key.split(':') as [HexId, Side];
    mainHexes.add(hex);
    const sorted = [...units].sort((a, b) => rank(a) - rank(b));
    const top = sorted[0] as UnitView;
    const c = grid.center(hex);
    out.push({
      key,
      kind: 'stack',
      at: hex,
      side,
      x: c.x,
      y: c.y + 0.1,
      name: unitWord(top.id),
      short: shortName(unitWord(top.id)),
      values: valuesOf(top.id, top.depleted),
      count: units.length + v.units.filter((u) => u.aboard && units.some((x) => x.id === u.aboard)).length,
      depleted: top.depleted,
      badges: badgesOf(units),
      aboard: 0,
      mine: side === viewer,
      fill: style(side).fill,
      ink: style(side).ink,
      units: sorted,
    });
  }
  for (const h of v.hidden) {
    mainHexes.add(h.hex);
    const c = grid.center(h.hex);
    out.push({
      key: `${h.hex}:${h.side}`,
      kind: 'hidden',
      at: h.hex,
      side: h.side,
      x: c.x,
      y: c.y + 0.1,
      name: '',
      short: '',
      values: '',
      count: null,
      depleted: false,
      badges: [],
      aboard: 0,
      mine: false,
      fill: style(h.side).fill,
      ink: style(h.side).ink,
      units: [],
    });
  }
  for (const [key, ships] of fleets) {
    const i = key.lastIndexOf(':');
    const at = key.slice(0, i);
    const side = key.slice(i + 1) as Side;
    const sorted = [...ships].sort((a, b) => Number(a.depleted) - Number(b.depleted));
    const top = sorted[0] as UnitView;
    const p = pointOf(at);
    // beside the stack in a port; alone in the middle of a sea hex; on the midpoint of a river hexside
    const beside = !at.includes('|') && mainHexes.has(at);
    const carried = v.units.filter((u) => u.aboard && ships.some((s) => s.id === u.aboard));
    out.push({
      key: `ship:${key}`,
      kind: 'ship',
      at,
      side,
      x: p.x + (beside ? 0.42 : 0),
      y: p.y + (beside ? 0.66 : 0.05),
      name: unitWord(top.id),
      short: shortName(unitWord(top.id)),
      values: valuesOf(top.id, top.depleted),
      count: ships.length,
      depleted: top.depleted,
      badges: badgesOf(carried),
      aboard: carried.length,
      mine: side === viewer,
      fill: style(side).fill,
      ink: style(side).ink,
      units: [...sorted, ...carried],
    });
  }
  // two sides in one hex (a battle revealed, a ship in an enemy port): side by side, mine on the left
  const byAt = new Map<string, Token[]>();
  for (const t of out) if (t.kind !== 'ship') byAt.set(t.at, [...(byAt.get(t.at) ?? []), t]);
  for (const list of byAt.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => Number(b.mine) - Number(a.mine));
    list.forEach((t, i) => {
      t.x += (i - (list.length - 1) / 2) * 0.5;
      t.y += (i - (list.length - 1) / 2) * 0.28;
    });
  }
  return out;
}

/** A stack in words: "your stack of 5 topped by Red Infantry I", "a hidden Whitestone stack". */
export function stackWords(t: Token): string {
  if (t.kind === 'hidden') return `a hidden ${sideName(t.side)} stack`;
  const whose = t.mine ? 'your' : `a ${sideName(t.side)}`;
  const what = t.kind === 'ship' ? (t.count === 1 ? 'ship' : 'fleet') : 'stack';
  const n = t.count ?? 0;
  return `${whose} ${what}${n > 1 ? ` of ${n}` : ''}: ${t.name}${t.depleted ? (t.kind === 'ship' ? ' (damaged)' : ' (depleted)') : ''}${
    t.badges.length ? ` with ${t.badges.map((b) => b.name).join(', ')}` : ''
  }`;
}

// ---------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------

const KIND_WORD: Record<string, string> = {
  fortress: 'fortress',
  'fortified-city': 'fortified city',
  'dwarven-fortress': 'dwarven fortress',
  'port-town': 'port town',
};
export const kindWord = (p: Place) => KIND_WORD[p.kind] ?? p.kind;

export function placeDescription(v: View, p: Place): string {
  const holder = v.control[p.id];
  return `${p.name}, ${p.capital ? 'capital and ' : ''}${kindWord(p)} of ${nationWord(p.nation)}${p.port ? ', a port' : ''}, ${
    holder ? `held by ${sideName(holder)}` : 'held by nobody yet'
  }`;
}

const TERRAIN_WORD: Record<string, string> = {
  clear: 'plains',
  forest: 'forest',
  mountain: 'mountains',
  marsh: 'marsh',
  desert: 'desert',
  glacier: 'glacier',
  sea: 'sea',
};
/** A hex in words for the inspector: its name, terrain, country and what stands there. */
export function hexDescription(v: View, hex: HexId): string {
  const h = HEXES.get(hex);
  if (!h) return hex;
  const p = placeAt(hex);
  const terrain = h.pass ? 'mountain pass' : (TERRAIN_WORD[h.terrain] ?? h.terrain);
  const parts = p ? [`${placeDescription(v, p).replace(p.name, `${p.name} (${hex})`)}`] : [hexWord(hex)];
  if (!p && h.land)
    parts.push(`${terrain}${h.nation ? ` in ${nationWord(h.nation)}` : ''}${h.coastal ? ', on the coast' : ''}`);
  if (p && h.terrain !== 'clear') parts.push(`in ${terrain}`);
  if (h.maelstrom) parts.push('the Maelstrom');
  const marker = v.markers.filter((m) => m.hex === hex).map((m) => EVENT_BY_ID.get(m.event)?.name ?? 'an event');
  if (marker.length) parts.push(`marker: ${marker.join(', ')}`);
  return parts.join('; ');
}

export const placeAtHex = (hex: string) => (isHex(hex) ? placeAt(hex) : undefined);
export const placeById = (id: string) => PLACE_BY_ID.get(id);

// ---------------------------------------------------------------------------
// Choices on the map
// ---------------------------------------------------------------------------

type Cmd = { type: string } & Record<string, unknown>;
export const cmdOf = (c: Choice) => c.command as Cmd;

/** Where a choice acts: its `target` (a hex, or a hexside for a ship on a river). */
export function targetOf(c: Choice): string | null {
  const t = c.target;
  return typeof t === 'string' && isPlace(t) ? t : null;
}

const MOVES = new Set(['move', 'moveShip', 'moveWizard', 'embark', 'disembark']);
export const isMove = (c: Choice) => MOVES.has(cmdOf(c).type);

/** The stack a choice acts from: the place of the first unit it names (the ship, the wizard, the kender). */
export function originOf(c: Choice, v: View): string | null {
  const cmd = cmdOf(c);
  const first =
    (Array.isArray(cmd.units) ? (cmd.units[0] as string | undefined) : undefined) ??
    (typeof cmd.ship === 'string' ? cmd.ship : undefined) ??
    (typeof cmd.wizard === 'string' ? cmd.wizard : undefined) ??
    (Array.isArray(cmd.ships) ? (cmd.ships[0] as string | undefined) : undefined);
  if (first) {
    const u = v.units.find((x) => x.id === first);
    if (u) return placeOf(v, u);
  }
  if (typeof cmd.kender === 'string' && isHex(cmd.kender)) return cmd.kender;
  return null;
}

/** The places lit for a seat's choices from `from` (or from anywhere). */
export function targets(choices: readonly Choice[], v: View, from: string | null = null): string[] {
  const out = new Set<string>();
  for (const c of choices) {
    const t = targetOf(c);
    if (t && (from === null || originOf(c, v) === from)) out.add(t);
  }
  return [...out];
}

/**
 * What the map lights: with moves from several stacks, the stacks that can move (tap one to see
 * where it goes) and every other targeted choice; otherwise every target. A stack picked: its targets.
 */
export function highlights(
  choices: readonly Choice[],
  v: View,
  from: string | null,
): { places: string[]; origins: string[] } {
  if (from !== null) return { places: targets(choices, v, from), origins: [] };
  const origins = new Set<string>();
  for (const c of choices) {
    if (!isMove(c) || !targetOf(c)) continue;
    const o = originOf(c, v);
    if (o) origins.add(o);
  }
  if (origins.size <= 1) return { places: targets(choices, v), origins: [] };
  const others = targets(
    choices.filter((c) => !isMove(c)),
    v,
  );
  return { places: [...new Set([...origins, ...others])], origins: [...origins] };
}

export const choicesTo = (choices: readonly Choice[], v: View, at: string, from: string | null = null) =>
  choices.filter((c) => targetOf(c) === at && (from === null || originOf(c, v) === from));

const TYPE_TAG: Record<string, string> = {
  attack: '⚔',
  seaAttack: '⚔ sea',
  taunt: 'taunt',
  flee: 'flee',
  retreat: 'retreat',
  advance: 'advance',
  withdrawShips: 'withdraw',
  maelstromExit: 'exit',
  pair: 'replace',
  placeTemple: 'temple',
  establishCapital: 'capital',
  placeNation: 'place',
  embark: 'board',
  disembark: 'land',
  moveWizard: 'wizard',
};
/** The cost in MP a move's label gives ("… (3 MP)"), if any. */
export const costOf = (c: Choice): number | null => {
  const m = /(\d+) MP\b/.exec(c.label);
  return m ? Number(m[1]) : null;
};
/** The short tag over a lit place: the cheapest move's cost, ⚔ for an attack, else what the choice does. */
export function tagFor(list: readonly Choice[]): string {
  const costs = list.map(costOf).filter((n): n is number => n !== null);
  const fight = list.some((c) => cmdOf(c).type === 'attack' || /battle|attack/i.test(c.label));
  if (costs.length) return `${Math.min(...costs)} MP${fight ? ' ⚔' : ''}`;
  if (list.length > 1 && new Set(list.map((c) => cmdOf(c).type)).size > 1) return `${list.length} choices`;
  const first = list[0];
  return first ? (TYPE_TAG[cmdOf(first).type] ?? (isMove(first) ? 'move' : 'choose')) : '';
}

/** A place in words (a hex, or a river hexside between two hexes). */
export function placeWords(at: string): string {
  if (at.includes('|')) {
    const [a, b] = at.split('|') as [HexId, HexId];
    return `the river between ${hexWord(a)} and ${hexWord(b)}`;
  }
  return isHex(at) ? hexWord(at) : at;
}

// ---------------------------------------------------------------------------
// The state in words
// ---------------------------------------------------------------------------

const STEP_WORDS: Record<string, string> = {
  setup: 'Setting up',
  replacements: 'Step 1: replacements',
  events: 'Step 2: Strategic Event',
  activation: 'Step 3: activation',
  initiative: 'Step 4: initiative',
  movement: 'Movement',
  combat: 'Combat',
  end: 'Step 8: end of the Turn',
};
export function stepWords(v: View): string {
  const w = STEP_WORDS[v.step] ?? Cap(v.step);
  if (v.step === 'movement' || v.step === 'combat') {
    const n = v.step === 'movement' ? (v.half ? 7 : 5) : v.half ? 7 : 6;
    return `Step ${n}: ${w.toLowerCase()}`;
  }
  return w;
}

export function seasonWords(turn: number): string {
  const t = TURN_TRACK[turn - 1];
  if (!t) return '';
  return `${Cap(t.season.replace('-', ' '))}, year ${t.year}`;
}

/** Who the game waits for and on what, in words. */
export function stageWords(v: View): string | null {
  const st = v.stage as Stage | null;
  if (!st) return null;
  const who = 'side' in st ? sideName(st.side) : null;
  switch (st.kind) {
    case 'replacements':
      return `${st.sides.map(sideName).join(' and ')} take${st.sides.length === 1 ? 's' : ''} replacements`;
    case 'activation':
      return `${who} may call a neutral nation to arms`;
    case 'first':
      return `${who} chooses who moves first`;
    case 'movement':
      return `${who} moves`;
    case 'place':
      return `${who} places the armies of ${nationWord(st.nation)}`;
    case 'taunt':
      return `${who} may taunt with kender`;
    case 'combat':
      return `${who} attacks`;
    case 'rbc':
      return `${who} may retreat before combat`;
    case 'losses':
      return `${who} chooses losses`;
    case 'retreat':
      return `${who} retreats`;
    case 'advance':
      return `${who} may advance`;
    case 'naval':
      return `${who} fights at sea`;
    case 'naval-withdraw':
      return `${who} may withdraw ships`;
    case 'maelstrom-exit':
      return `${who} brings ${unitWord(st.ship)} out of the Maelstrom`;
    case 'escape':
      return `${who} may escape into the Maelstrom`;
    case 'capital':
      return `${nationWord(st.nation)} may set up its capital again`;
    case 'event-choice':
      return `${who} chooses for ${EVENT_BY_ID.get(st.event)?.name ?? 'a Strategic Event'}`;
    default:
      return null;
  }
}

/** The hex a stage is about (a battle's), for the map to show. */
export function stageHex(v: View): HexId | null {
  if (v.battle) return v.battle.hex;
  return null;
}

// ---------------------------------------------------------------------------
// Battles
// ---------------------------------------------------------------------------

const RESULT_WORDS: Record<string, string> = {
  '-': 'no effect',
  R: 'retreat one hex',
  '1': 'one army depleted',
  '1R': 'one army depleted, then retreat',
  '2': 'two depletions',
  '2R': 'two depletions, then retreat',
  D: 'every army depleted',
  DR: 'every army depleted, then retreat',
  D1: 'every army depleted and one more loss',
  E: 'every army eliminated',
};
export const resultWords = (code: string) => RESULT_WORDS[code] ?? code;
export const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

export interface BattleWords {
  hex: HexId;
  where: string;
  attacker: Side;
  defender: Side;
  attackers: string[];
  defenders: string[];
  fled: string[];
  roll: Battle['roll'] | null;
  result: Battle['result'] | null;
  owed: string[];
}
export function battleWords(b: Battle): BattleWords {
  const defender = otherSide(b.attacker);
  return {
    hex: b.hex,
    where: hexWord(b.hex),
    attacker: b.attacker,
    defender,
    attackers: b.attackers.map(unitWord),
    defenders: b.defenders.map(unitWord),
    fled: (b.fled ?? []).map(unitWord),
    roll: b.roll ?? null,
    result: b.result ?? null,
    owed: (b.owed ?? []).map(
      (o) =>
        `${sideName(o.side)}: ${o.depletions ? `${o.depletions} loss${o.depletions === 1 ? '' : 'es'} to choose` : ''}${
          o.depletions && o.retreat ? ', ' : ''
        }${o.retreat ? 'a retreat to make' : ''}`,
    ),
  };
}

export const nationName = (n: NationId) => NATION_INFO[n]?.name ?? n;
export const terrainOf = (hex: HexId) => getHex(hex).terrain;
