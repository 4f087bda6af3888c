/**
 * Demonlord's board data: the view's stacks as tokens (one per area and side, in
 * the side's colour), what a player may read about an area and its units, and
 * the map targets of a seat's choices with the tag each shows. Pure functions,
 * so the tests can check them directly.
 */
import {
  AREAS,
  type AreaId,
  BORDERS,
  FACTION_NAMES,
  type Faction,
  grid,
  type LandTerrain,
  NEUTRAL_HOMES,
  type Neutral,
  REGIONS,
  RIVERS,
  ROADS,
  SETTLEMENT_BY_AREA,
  SETTLEMENT_BY_ID,
  type Settlement,
  type Side,
  SPELL_BY_ID,
  type SpellId,
  specialSuccessFaces,
} from '@hexpost/shared/games/demonlord/data/index.ts';
import { areaWords, terrainWord } from '@hexpost/shared/games/demonlord/rules/words.ts';
import type { DemonlordView, StackView, UnitView } from '@hexpost/shared/games/demonlord/view.ts';
import type { Choice } from '../registry.ts';

/** The view as the board reads it; `battle` (the battle module's own view) is shape-checked in battle.ts. */
export type View = DemonlordView;
export type { StackView, UnitView };

export { areaWords, grid, terrainWord };

/** Counter colours of the text (purple, gold, green, blue, light turquoise, brown, light lilac), with an ink that reads on each. */
export const FACTION_STYLE: Readonly<Record<Faction, { fill: string; ink: string; colour: string }>> = {
  demon: { fill: '#5b2a86', ink: '#fff', colour: 'purple' },
  khozar: { fill: '#e8b923', ink: '#111', colour: 'gold' },
  'great-forest': { fill: '#2f7d32', ink: '#fff', colour: 'green' },
  lyuung: { fill: '#1f5fbf', ink: '#fff', colour: 'blue' },
  'altu-khan': { fill: '#78d5cc', ink: '#111', colour: 'light turquoise' },
  ancients: { fill: '#7a4b24', ink: '#fff', colour: 'brown' },
  ul: { fill: '#cdb0dc', ink: '#111', colour: 'light lilac' },
};

export const SIDE_WORD: Readonly<Record<Side, string>> = { demon: 'the Demon', khozar: 'Khozar' };
export const factionName = (f: Faction): string => (f === 'demon' || f === 'khozar' ? SIDE_WORD[f] : FACTION_NAMES[f]);
export const Cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const MOVE_WORD = { P: 'foot', K: 'horse', V: 'flying' } as const;

/** A regiment's printed number: missile, melee, morale, MP (the counter's own four digits). */
export const codeOf = (u: UnitView): string =>
  u.kind === 'regiment' ? `${u.missile ?? 0}${u.melee ?? 0}${u.morale ?? 0}${u.mp}` : '';

/** One unit in words with its values (regiment: armour, missile/melee/morale/MP; character: magic, range, leader, MP). */
export function unitWords(u: UnitView): string {
  const mp = u.mpLeft !== undefined ? `${u.mpLeft} of ${u.mp} MP left` : `${u.mp} MP`;
  if (u.kind === 'regiment') {
    return `${u.name} (${codeOf(u)}): ${u.armour ?? 'no'} armour, missile ${u.missile ?? 0}, melee ${u.melee ?? 0}, morale ${u.morale ?? 0}, ${mp}, ${MOVE_WORD[u.move]}`;
  }
  const magic = u.magic ? `magic ${u.magic}, range ${u.range ?? 0}` : 'no magic';
  const leader = u.leader === null || u.leader === undefined ? 'not a leader' : `leader +${u.leader}`;
  return `${u.name}: ${magic}, ${leader}, ${mp}, ${MOVE_WORD[u.move]}`;
}

const PLACE_WORDS = new Set([
  'of',
  'the',
  'nisshar',
  'erush',
  'taegul',
  'midazu',
  'kharzum',
  'ninkhiz',
  'timur',
  'deansor',
  'gantoz',
  'barzek',
  'lyuung',
  'ul',
  'western',
  'town',
]);
const TITLES = new Set(['the', 'lord', 'lady', 'marshal', 'captain', 'magister']);

/**
 * A short name for a token (at most `max` letters, 15 unless asked, squeezed to fit): the unit's name
 * without its home and titles; the shortest (11) is what a token shows at the map's default zoom.
 */
export function shortName(name: string, kind: 'regiment' | 'character' = 'regiment', max = 15): string {
  const head = (name.split(',')[0] ?? name).trim();
  const fits = (x: string) => x.length <= max;
  const cut = (x: string) => (fits(x) ? x : `${x.slice(0, max - 1)}.`);
  if (kind === 'character') {
    const w = (head.split(/ (?:of|the) /)[0] ?? head).split(/\s+/).filter((x) => !TITLES.has(x.toLowerCase()));
    if (fits(w.join(' '))) return w.join(' ');
    return cut(w[w.length - 1] ?? head);
  }
  const all = head.split(/\s+/);
  const kept = all.filter((x) => !PLACE_WORDS.has(x.toLowerCase()));
  const w = kept.length ? kept : all;
  if (fits(w.join(' '))) return w.join(' ');
  const two = w.slice(-2).join(' ');
  if (w.length > 2 && fits(two)) return two;
  const first = w[0] ?? '';
  const last = w[w.length - 1] ?? '';
  const room = max - 2 - first.length;
  if (w.length > 1 && room >= 3) {
    const part = last.slice(0, room);
    return `${first} ${part}${part.length < last.length ? '.' : ''}`;
  }
  // the last word names the kind of unit (Knights, Archers): it reads better than a cut first word
  return fits(last) ? last : cut(first);
}

/** A stack's units in words for the inspector: its units with values when the viewer may see them, else what shows. */
export function stackWords(s: StackView, viewer: string): { head: string; units: string[] } {
  const who = s.side === viewer ? 'Your stack' : `${Cap(factionName(s.side))}'s stack`;
  if (s.units) {
    const seen = s.seen === 'vision' ? ' (seen by your Vision)' : s.seen === 'battle' ? ' (seen in the battle)' : '';
    return { head: `${who} of ${s.units.length}${seen}`, units: s.units.map(unitWords) };
  }
  const top = s.top.kind === 'regiment' ? `${s.top.name} (${codeOf(s.top)})` : s.top.name;
  return {
    head: `${who}: a hidden stack ${s.count !== null ? `of ${s.count} ` : ''}topped by ${top}`,
    units: [],
  };
}

export interface Token {
  key: string;
  area: AreaId;
  side: Faction;
  /** The top unit's short name (at most 15 letters, shown zoomed in), its shorter one (11, at the default zoom), and its printed number for a regiment. */
  label: string;
  short: string;
  code: string;
  /** How many units, when the viewer may know. */
  count: number | null;
  /** The least MP left among the stack's units (own stacks while moving). */
  mpLeft: number | null;
  mine: boolean;
  /** Position of the token's centre, shifted when two sides share an area. */
  x: number;
  /** Which side of the token its badges go (the outer side when two share an area). */
  outer: -1 | 1;
  y: number;
  fill: string;
  ink: string;
  /** The stack's words for a screen reader and the inspector. */
  words: string;
}

/**
 * The shapes of a token: a small counter when the whole map is in sight ('chip', two in one area side by
 * side), a strip wide enough for the unit's name at the default zoom and closer ('strip', two in one area
 * one above the other). A strip is narrower than the 3 units between areas of one row and lower than the
 * 0.87 units between the areas of neighbouring columns, so strips of different areas never overlap.
 */
export const TOKEN = {
  chip: { w: 0.84, h: 0.62, dx: 0.86, dy: 0 },
  strip: { w: 2.5, h: 0.8, dx: 0, dy: 0.82 },
} as const;
export type TokenShape = keyof typeof TOKEN;

/** One token per stack (area and side); two in one area sit side by side (chips) or stacked (strips), the viewer's first. */
export function tokens(v: View, viewer: string | null, shape: TokenShape = 'chip'): Token[] {
  const by = new Map<AreaId, StackView[]>();
  for (const s of v.stacks) by.set(s.area, [...(by.get(s.area) ?? []), s]);
  const out: Token[] = [];
  const g = TOKEN[shape];
  for (const [area, list] of by) {
    const sorted = [...list].sort((a, b) =>
      a.side === viewer ? -1 : b.side === viewer ? 1 : a.side < b.side ? -1 : 1,
    );
    const c = grid.center(area);
    sorted.forEach((s, i) => {
      const k = sorted.length === 1 ? 0 : i - (sorted.length - 1) / 2;
      const left = (s.units ?? []).map((u) => u.mpLeft).filter((n): n is number => n !== undefined);
      const w = stackWords(s, viewer ?? '');
      const style = FACTION_STYLE[s.side];
      out.push({
        key: `${area}:${s.side}`,
        area,
        side: s.side,
        label: shortName(s.top.name, s.top.kind),
        short: shortName(s.top.name, s.top.kind, 11),
        code: codeOf(s.top),
        count: s.count,
        mpLeft: s.side === viewer && left.length ? Math.min(...left) : null,
        mine: s.side === viewer,
        x: c.x + k * g.dx,
        outer: shape === 'chip' && sorted.length > 1 && i === 0 ? -1 : 1,
        // a strip sits a little low, clear of the tag over the area and the settlement's symbol
        y: c.y + (shape === 'chip' ? 0.08 : sorted.length > 1 ? 0 : 0.1) + k * g.dy,
        fill: style.fill,
        ink: style.ink,
        words: [w.head, ...w.units].join('; '),
      });
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Areas in words
// ---------------------------------------------------------------------------

const REGION_OF = new Map<AreaId, string>(REGIONS.flatMap((r) => r.areas.map((a) => [a, r.name] as const)));
const RIVER_NAME = new Map(RIVERS.map((r) => [r.id, r.name]));
const ROADS_AT = new Map<AreaId, string[]>();
for (const r of ROADS) for (const a of r.areas) ROADS_AT.set(a, [...(ROADS_AT.get(a) ?? []), r.name]);

const CLASS_WORD: Record<Settlement['class'], string> = {
  city: 'city',
  castle: 'castle',
  village: 'village',
  temple: 'temple',
};

/** What a settlement is: "capital city", "castle", "temple" (and VP roles). */
export function settlementWords(s: Settlement): string {
  const parts = [`${s.capital ? 'capital ' : ''}${CLASS_WORD[s.class]}`];
  if (s.vpCityOf) parts.push(`scores for ${SIDE_WORD[s.vpCityOf === 'demon' ? 'khozar' : 'demon']} when held`);
  if (s.khozarVpTemple) parts.push('scores for Khozar as a city');
  return parts.join(', ');
}

/** Who holds a settlement, in words. */
export function holderWords(v: View, s: Settlement): string {
  const h = v.control[s.id];
  if (v.razed.includes(s.id)) return 'razed';
  return h ? `held by ${factionName(h)}` : 'held by nobody';
}

/** The area's terrain and features in words: what the inspector says first. */
export function areaDescription(v: View | null, id: AreaId): string {
  const a = AREAS.get(id);
  if (!a) return id;
  const s = SETTLEMENT_BY_AREA.get(id);
  const parts: string[] = [];
  parts.push(s ? `${s.name} (${id}): ${settlementWords(s)}${v ? `, ${holderWords(v, s)}` : ''}` : `Area ${id}`);
  parts.push(Cap(a.terrain.map(terrainWord).join(' and ')));
  const region = REGION_OF.get(id);
  if (region) parts.push(region);
  const roads = ROADS_AT.get(id);
  if (roads) parts.push(`road: ${[...new Set(roads)].join(', ')}`);
  const rivers = new Set<string>();
  let fords = 0;
  let bridgesHere = 0;
  for (const b of BORDERS.values()) {
    if (b.a !== id && b.b !== id) continue;
    if (b.river) rivers.add(RIVER_NAME.get(b.river) ?? b.river);
    if (b.segments.includes('ford')) fords++;
    if (b.segments.includes('bridge')) bridgesHere++;
  }
  if (rivers.size)
    parts.push(
      `${[...rivers].join(' and ')} on its border${fords ? `, ${fords} ford${fords > 1 ? 's' : ''}` : ''}${bridgesHere ? `, ${bridgesHere} bridge${bridgesHere > 1 ? 's' : ''}` : ''}`,
    );
  if (a.lake) parts.push('on the lake shore');
  if (a.cliff) parts.push('cliffs on a border');
  if (v) {
    const siege = v.sieges.find((x) => x.area === id);
    if (siege)
      parts.push(
        `besieged by ${factionName(siege.besieger)} (${siege.rounds} siege round${siege.rounds === 1 ? '' : 's'} so far)`,
      );
    const fx = effectsAt(v, id);
    if (fx.length) parts.push(fx.map((f) => f.words).join(', '));
    const home = (Object.entries(NEUTRAL_HOMES) as [Neutral, AreaId][]).find(([, area]) => area === id);
    if (home) parts.push(`home of ${FACTION_NAMES[home[0]]}`);
  }
  return parts.join(' · ');
}

/** The spells in effect on an area this phase, each with a short tag for the map and its words. */
export function effectsAt(v: View, id: AreaId): { kind: string; tag: string; words: string }[] {
  const e = v.effects;
  const out: { kind: string; tag: string; words: string }[] = [];
  if (e.cancelled.includes(id))
    out.push({ kind: 'cancelled', tag: 'D/L', words: 'Darkness and Light cancel out here' });
  else {
    if (e.darkness.includes(id))
      out.push({ kind: 'darkness', tag: 'Dark', words: 'Darkness: Khozar regiments at morale −1' });
    if (e.light.includes(id)) out.push({ kind: 'light', tag: 'Light', words: 'Light: Demon regiments at morale −1' });
  }
  if (e.swift.includes(id)) out.push({ kind: 'swift', tag: '+2 MP', words: 'Swift Steps: +2 MP this movement' });
  if (e.failure.includes(id)) out.push({ kind: 'failure', tag: 'Fail', words: 'Failure: half MP, no one may enter' });
  if (e.veil.includes(id)) out.push({ kind: 'veil', tag: 'Veil', words: 'Veil: Visions fail here' });
  if (e.rains?.areas.includes(id))
    out.push({ kind: 'rains', tag: 'Rain', words: `Rains: flooded until the end of phase ${e.rains.until}` });
  return out;
}

// ---------------------------------------------------------------------------
// Choices on the map
// ---------------------------------------------------------------------------

type Cmd = Record<string, unknown> & { type: string };
export const cmdOf = (c: Choice) => c.command as Cmd;

/** The area a choice acts on: the title names it in `target` (a move's destination, a temple, an entry area). */
export function targetOf(c: Choice): AreaId | null {
  if (c.target && AREAS.has(c.target)) return c.target;
  const cmd = cmdOf(c);
  const to = cmd.to ?? cmd.area;
  return typeof to === 'string' && AREAS.has(to) ? to : null;
}

/** Commands that take units of a stack somewhere: a move, and going on after a withdrawal's stack (DL-RETR-07). */
export const MOVES: ReadonlySet<string> = new Set(['move', 'withdrawOn']);

/** Where a choice starts: a move's stack (found by its first unit), a withdrawal's battle area. */
export function originOf(c: Choice, v: View): AreaId | null {
  const cmd = cmdOf(c);
  if (MOVES.has(cmd.type as string)) {
    const first = (cmd.units as string[] | undefined)?.[0];
    const st = v.stacks.find((s) => s.units?.some((u) => u.id === first) || s.top.id === first);
    if (st) return st.area;
    // the group names the place: "Move from Timur (0510)" or "Move from hills 1004"
    const m = /(\d{4})\)?$/.exec(c.group ?? '');
    return m?.[1] ?? null;
  }
  if (cmd.type === 'withdraw' && v.stage?.kind === 'withdraw') return v.stage.area;
  // a Gate: from one area to another
  if (cmd.type === 'cast' && typeof cmd.from === 'string' && AREAS.has(cmd.from)) return cmd.from;
  return null;
}

const originCache = new WeakMap<Choice, AreaId | null>();
const targetCache = new WeakMap<Choice, AreaId | null>();

/** The areas the choices target; only those from `from` when a stack is picked. */
export function targets(choices: readonly Choice[], v: View, from: AreaId | null = null): AreaId[] {
  const out = new Set<AreaId>();
  for (const c of choices) {
    originCache.set(c, originOf(c, v));
    const t = targetOf(c);
    targetCache.set(c, t);
    if (t && (from === null || originCache.get(c) === from)) out.add(t);
  }
  return [...out];
}

/** The choices that act on an area (from the picked stack only, when one is). Run `targets` first on the same list. */
export const choicesTo = (choices: readonly Choice[], area: AreaId, from: AreaId | null = null) =>
  choices.filter((c) => (targetCache.get(c) ?? targetOf(c)) === area && (from === null || originCache.get(c) === from));

/**
 * What to light: with moves from several stacks and none picked, the stacks that can move (tap one to see
 * where it goes) and every other target; with one stack, or one picked, its destinations.
 */
export function highlights(
  choices: readonly Choice[],
  v: View,
  from: AreaId | null,
): { areas: AreaId[]; origins: AreaId[] } {
  if (from !== null) return { areas: targets(choices, v, from), origins: [] };
  const origins = new Set<AreaId>();
  for (const c of choices) {
    if (!MOVES.has(cmdOf(c).type as string)) continue;
    const o = originOf(c, v);
    if (o) origins.add(o);
  }
  if (origins.size <= 1) return { areas: targets(choices, v), origins: [] };
  const others = targets(
    choices.filter((c) => !MOVES.has(cmdOf(c).type as string)),
    v,
  );
  return { areas: [...new Set([...origins, ...others])], origins: [...origins] };
}

/** A move's cost from its label ("(3 MP", "(2 MP, minimum move..."), or null. */
export const costOf = (c: Choice): number | null => {
  const m = /\((\d+) MP\b/.exec(c.label);
  return m ? Number(m[1]) : null;
};

const TYPE_TAG: Record<string, string> = {
  placeServant: 'servant',
  tryTownsman: 'townsmen',
  placeReinforcements: 'enter',
  fightAt: 'battle',
  sally: 'walls',
  chooseTerrain: 'terrain',
  withdraw: 'withdraw',
  withdrawOn: 'go on',
  siegeMode: 'siege',
  summon: 'summon',
  seekAlliance: 'ally',
  setTop: 'on top',
};

/** The tag on a lit area: the cheapest move's cost (⚔ into a battle, * a minimum move), or what the choice does. */
export function tagFor(list: readonly Choice[]): string {
  const moves = list.filter((c) => costOf(c) !== null);
  if (moves.length) {
    const best = moves.reduce((a, b) => ((costOf(a) ?? 0) <= (costOf(b) ?? 0) ? a : b));
    const fight = /a battle/.test(best.label) ? ' ⚔' : '';
    const min = /minimum move/.test(best.label) ? '*' : '';
    return `${costOf(best)} MP${min}${fight}`;
  }
  const first = list[0] ? cmdOf(list[0]) : null;
  if (first?.type === 'cast') {
    const names = [...new Set(list.map((c) => SPELL_BY_ID.get(cmdOf(c).spell as SpellId)?.name ?? 'spell'))];
    return names.length > 1 ? `${names.length} spells` : (names[0] ?? 'spell');
  }
  return TYPE_TAG[first?.type ?? ''] ?? 'choose';
}

// ---------------------------------------------------------------------------
// Panels
// ---------------------------------------------------------------------------

const STEP_WORDS: Record<string, string> = {
  setup: 'Setting up',
  start: 'Start of the phase',
  movement: 'Movement',
  summoning: 'Summoning',
  battles: 'Battles',
  sieges: 'Sieges',
  alliances: 'Alliances',
  end: 'End of the phase',
  turnEnd: 'End of the turn',
};
export const stepWords = (s: string) => STEP_WORDS[s] ?? Cap(s);

const WINDOW_WORDS: Record<string, string> = {
  'phase-start': 'start of the phase',
  'after-movement': 'after movement',
  'battle-step-start': 'before the battles',
  'battle-deployment': 'before deployment',
  'battle-round': 'battle magic',
  'before-withdrawal': 'before the withdrawal',
  'siege-step': 'the siege step',
  'summoning-step': 'the summoning step',
  'alliance-step': 'the alliance step',
  'phase-end': 'end of the phase',
  'vision-response': 'answering a Vision',
};

/** What the game waits on, in words (the stage), or null when the step says it all. */
export function stageWords(v: View): string | null {
  const st = v.stage as ({ kind: string } & Record<string, unknown>) | null;
  if (!st) return null;
  const at = (a: unknown) => (typeof a === 'string' && AREAS.has(a) ? areaWords(a) : '');
  const who = (s: unknown) => Cap(factionName(s as Side));
  switch (st.kind) {
    case 'setup':
      return 'servants, townsmen and spells';
    case 'reinforce':
      return `${who(st.side)} brings reinforcements in`;
    case 'movement':
    case 'summoning':
      return null;
    case 'order':
      return `${Cap(SIDE_WORD[v.active])} picks the next battle`;
    case 'sally':
      return `${who(st.side)}: battle or siege at ${at(st.area)}`;
    case 'terrain':
      return `${who(st.side)} picks the battle terrain at ${at(st.area)}`;
    case 'battle':
      // the battle panel says where and what
      return v.battle ? null : `battle at ${at(st.area)}`;
    case 'withdraw':
      return `${who(st.side)} withdraws from ${at(st.area)}`;
    case 'withdrawOn':
      return `${who(st.side)} may take faster units further in the withdrawal from ${at(st.area)}`;
    case 'siege':
      return `${who(st.side)}: assault or siege at ${at(st.area)}`;
    case 'siegeMagic':
      return `siege magic at ${at(st.area)}`;
    case 'alliance':
      return `${who(st.side)} seeks alliances`;
    case 'exchange':
      return `${who(st.side)}: prisoner exchange`;
    case 'truce':
      return 'truce talks';
    case 'window':
      return `spells may be cast (${WINDOW_WORDS[String(st.window)] ?? 'a spell window'})`;
    case 'veil':
      return `${who(st.side)} may answer a Vision at ${at(st.area)} with a Veil`;
    case 'gate':
      return `${who(st.side)} sends units through a Gate`;
    case 'siegeOrder':
      return `${Cap(SIDE_WORD[v.active])} picks the next siege`;
    case 'siegeLosses':
      return `siege losses at ${at(st.area)}: ${((st.asked as Side[] | undefined) ?? []).map(who).join(' and ')} ${(st.asked as Side[] | undefined)?.length === 1 ? 'chooses' : 'choose'} the regiments lost`;
    case 'placeFreed':
      return `${who(st.side)} places a freed prisoner`;
    default:
      return null;
  }
}

/** A spell in the hand in words: name, what it does, and the success roll at its least power. */
export function spellWords(id: string, side: Side): { name: string; effect: string; roll: string } {
  const sp = SPELL_BY_ID.get(id as SpellId);
  if (!sp) return { name: id, effect: '', roll: '' };
  const min = sp.minPower[side];
  let roll = '';
  if (min !== undefined) {
    const faces = specialSuccessFaces(min);
    roll = `needs a caster of magic ${min}+, works on a d6 roll of ${faces[0]}-${faces[faces.length - 1]}${sp.structurePenalty ? ` (+${sp.structurePenalty} to the roll against a settlement)` : ''}`;
  }
  return { name: sp.name, effect: sp.effect, roll };
}

/** The known modifiers of the next siege roll: fortress and duration (magic and leaders are settled at the roll). */
export function siegeMods(siege: View['sieges'][number]): { label: string; value: number }[] {
  const s = SETTLEMENT_BY_ID.get(siege.settlement);
  const out: { label: string; value: number }[] = [];
  if (s?.id === 'lyuung')
    out.push({ label: 'Castle Lyuung, unless the besieger has more flying regiments there', value: -1 });
  else if (s?.class === 'castle') out.push({ label: `${s.name} is a castle`, value: 1 });
  const round = siege.rounds + 1;
  if (round === 1) out.push({ label: 'the first phase of the siege', value: -1 });
  if (round >= 5) out.push({ label: `the siege's ${round}th phase`, value: 1 });
  return out;
}

export const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

export const terrainName = (t: LandTerrain) => Cap(terrainWord(t));
