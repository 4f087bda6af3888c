/**
 * Dragons of Glory views for the board's tests and screenshots, from real engine
 * states (the campaign's start through the title's own testkit), moved on to a
 * Movement or Combat Step where the test needs one, and choices written by hand
 * the way the rules modules word them (movement, combat and ships were still
 * being built when the board was): a `target` on each, `pick` for a stack.
 */
import {
  combatResult,
  grid,
  HEXES,
  HEXSIDES,
  type HexId,
  isHex,
  neighbours,
  type OddsColumn,
  placeAt,
} from '@hexpost/shared/games/dragons-of-glory/data/index.ts';
import type { Battle, Mod, State } from '@hexpost/shared/games/dragons-of-glory/rules/state.ts';
import { hexWord, unitWord } from '@hexpost/shared/games/dragons-of-glory/rules/words.ts';
import { begin, dragonsOfGlory } from '@hexpost/shared/games/dragons-of-glory/testkit.ts';
import type { DragonsView } from '@hexpost/shared/games/dragons-of-glory/view.ts';
import type * as P from '@hexpost/shared/protocol';
import type { Choice } from '../src/boards/registry.ts';

export const detail = { gameId: 'dg1', title: 'dragons-of-glory', seats: [] } as unknown as P.GameDetail;

/** The campaign as it begins (the engine's own start, seeded dice). */
export function campaign(o: { hiddenStacks?: boolean } = {}): State {
  return begin({ hiddenStacks: o.hiddenStacks ?? false }, 1).state;
}

/**
 * The same position at Step 3, the Highlord first to try an activation, after Step 2's draw (the
 * engine's own when it has drawn one; else the Highlord's first counter of the cup).
 */
export function activation(s: State): State {
  const drawn: State['drawn'] = s.drawn.length
    ? s.drawn
    : [{ event: s.cup[0] as string, turn: s.turn, by: 'highlord' }];
  const cup = s.drawn.length ? s.cup : s.cup.slice(1);
  return {
    ...s,
    drawn,
    cup,
    step: 'activation',
    stage: { kind: 'activation', side: 'highlord', first: true },
    mover: null,
  };
}

/** The same position in the Highlord's Movement Step (Step 5), the Highlord holding the initiative. */
export function movement(s: State): State {
  return {
    ...s,
    step: 'movement',
    stage: { kind: 'movement', side: 'highlord' },
    mover: 'highlord',
    first: 'highlord',
    initiative: 'highlord',
    half: 0,
  };
}

export const viewOf = (s: State, seat: string | 'spectator'): DragonsView => dragonsOfGlory.view(s, seat);

/** The engine's own choices for a seat. */
export const choicesOf = (s: State, seat: string): Choice[] => dragonsOfGlory.choices(s, seat) as Choice[];

/** Move choices for one stack, worded as rules/movement.ts does: names, the place, the MP. */
export function moveChoices(units: string[], from: HexId, to: Record<HexId, number>, attack: HexId[] = []): Choice[] {
  const names = units.map(unitWord);
  return Object.entries(to).map(([hex, mp]) => ({
    command: { type: 'move', units, to: hex },
    label: `Move ${names.length > 2 ? `${names.length} units` : names.join(' and ')} to ${hexWord(hex)} (${mp} MP)${
      attack.includes(hex) ? ', next to the enemy: stops there' : ''
    }`,
    group: `Move from ${hexWord(from)}`,
    target: hex,
    ...(units.length > 1
      ? {
          pick: {
            field: 'units',
            prompt: 'Which units go?',
            options: units.map((id) => ({ id, label: unitWord(id) })),
            min: 1,
          },
        }
      : {}),
  }));
}

/** A ship's moves: to sea hexes, or onto a major river's hexside ("AAAA|BBBB"). */
export function shipChoices(ship: string, to: Record<string, number>): Choice[] {
  return Object.entries(to).map(([at, n]) => ({
    command: { type: 'moveShip', ship, to: at },
    label: `Sail ${unitWord(ship)} to ${
      at.includes('|') ? `the river between ${at.split('|').map(hexWord).join(' and ')}` : hexWord(at)
    } (${n} moves)`,
    group: `Ships: ${unitWord(ship)}`,
    target: at,
  }));
}

/** An attack on a hex by the given armies. */
export function attackChoice(hex: HexId, units: string[], odds: string): Choice {
  return {
    command: { type: 'attack', hex, units },
    label: `Attack ${hexWord(hex)} with ${units.map(unitWord).join(', ')} (${odds})`,
    group: 'Attacks',
    target: hex,
    confirm: `The attack on ${hexWord(hex)} is rolled at once.`,
  };
}

/** A land neighbour of a hex with no place on it, for moving attackers next to a defender. */
export function besideHex(hex: HexId, avoid: readonly HexId[] = []): HexId {
  const n = neighbours(hex).find((h) => isHex(h) && HEXES.get(h)?.land && !placeAt(h) && !avoid.includes(h));
  if (!n) throw new Error(`no free land beside ${hex}`);
  return n;
}

/** The navigable (major river) hexside nearest a hex. */
export function riverSideNear(hex: HexId): string {
  const c = grid.center(hex);
  const sides = [...HEXSIDES.values()].filter((s) => s.navigable);
  const d = (id: string) => {
    const [a, b] = id.split('|') as [HexId, HexId];
    const ca = grid.center(a);
    const cb = grid.center(b);
    return ((ca.x + cb.x) / 2 - c.x) ** 2 + ((ca.y + cb.y) / 2 - c.y) ** 2;
  };
  const best = sides.sort((p, q) => d(p.id) - d(q.id))[0];
  if (!best) throw new Error('no navigable river');
  return best.id;
}

export const BATTLE_MODS: Mod[] = [
  { label: 'Verminaard leads the attack (Tactical Rating 2)', value: 2, rule: 'DG-DRM-01' },
  { label: 'Red Dragons I fly with the attackers (5 SP)', value: 5, rule: 'DG-DRM-02' },
  { label: 'the defenders stand in forest', value: -3, rule: 'DG-DRM-05' },
  { label: 'the Speaker of Silvanesti leads the defence (Tactical Rating 2)', value: -2, rule: 'DG-DRM-01' },
];

/**
 * The Highlord's Combat Step with a battle just rolled: Emberkeep's red armies, Verminaard and a
 * red dragon moved beside Silvanesti's first stack and attacking it, die 4 and every modifier.
 */
export function battle(base: State = campaign()): State {
  const defendersHex = Object.values(base.units).find(
    (u) => u.where === 'map' && u.side === 'whitestone' && u.hex && HEXES.get(u.hex)?.nation === 'silvanesti',
  )?.hex as HexId;
  const beside = besideHex(defendersHex);
  const attackers = ['red-inf-1', 'red-inf-2', 'red-dragon-1', 'verminaard'];
  const units = { ...base.units };
  for (const id of attackers) units[id] = { ...(units[id] as State['units'][string]), hex: beside };
  const defenders = Object.values(base.units)
    .filter((u) => u.where === 'map' && u.hex === defendersHex)
    .map((u) => u.id);
  const die = 4;
  const total = die + BATTLE_MODS.reduce((n, m) => n + m.value, 0);
  const column: OddsColumn = '2-1';
  const result = combatResult(column, total);
  const b: Battle = {
    hex: defendersHex,
    attacker: 'highlord',
    attackers: attackers.filter((a) => a !== 'verminaard'),
    defenders,
    roll: { die, mods: BATTLE_MODS, total, column, attack: 13, defence: 6 },
    result,
    owed: [{ side: 'whitestone', depletions: 2, retreat: false, units: defenders }],
  };
  return {
    ...movement(base),
    units,
    step: 'combat',
    stage: { kind: 'losses', side: 'whitestone' },
    battle: b,
  };
}
