/**
 * The siege step (DL-SIEGE-01, -08..20, -25..27): one round for every siege in
 * both players' phases, in the order the active side picks when it matters
 * (AMB-72). The besieger chooses assault or prolonged siege; each side rolls
 * two dice with its modifiers and reads its own column of Table 2 (AMB-77):
 * the number of enemy regiments destroyed, or a surrender. Each side then
 * chooses which of its regiments are lost, asked only when the choice changes
 * anything, the weakest first by standing order or deadline (DL-SIEGE-11).
 */
import { ensure } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  type AreaId,
  FORTIFICATIONS,
  type SiegeColumn,
  type Side,
  SIEGE_MODIFIERS,
  siegeLoss,
  siegeTotalRange,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import {
  bestLeader,
  byCounter,
  charactersAt,
  fortificationAt,
  holder,
  idsAt,
  isRegiment,
  other,
  regiment,
  regimentsAt,
} from './board.ts';
import { lose, roll } from './capture.ts';
import { startSiege } from './fight.ts';
import { siegeCasters } from './magic.ts';
import type { Siege, State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords, unitsWords } from './words.ts';

const mod = (id: string) => SIEGE_MODIFIERS.find((m) => m.id === id)!.value;

/** A siege ends when one side's forces are gone from the area (DL-SIEGE-25..27). */
export function endVacantSieges(tx: Tx): void {
  for (const siege of Object.values(tx.state.sieges)) {
    const s = tx.state;
    const besiegers = regimentsAt(s, siege.area, siege.besieger);
    const defenders = idsAt(s, siege.area, siege.defender);
    if (!besiegers.length) {
      tx.emit({ type: 'siegeEnded', area: siege.area, reason: 'the besiegers are gone' });
    } else if (!defenders.some(isRegiment)) {
      // DL-SIEGE-26: characters left in the fortification are taken; the fortification falls
      lose(tx, 'captured', defenders, siege.besieger, 'siege', siege.area);
      tx.emit({ type: 'siegeEnded', area: siege.area, reason: 'the defenders are gone' });
      tx.emit({ type: 'controlChanged', settlement: siege.settlement, to: siege.besieger });
    }
  }
}

export function beginSieges(tx: Tx): void {
  endVacantSieges(tx);
  // DL-SIEGE-01: both sides' regiments in a fortification once the battles are over is a siege, however it came
  // about (a garrison that came out, lost and retired behind its walls)
  for (const f of FORTIFICATIONS) {
    const s = tx.state;
    if (f.area in s.sieges || !fortificationAt(s, f.area)) continue;
    const owner = holder(s, f.area);
    if (owner !== 'demon' && owner !== 'khozar') continue;
    if (regimentsAt(s, f.area, owner).length && regimentsAt(s, f.area, other(owner)).length)
      startSiege(tx, f.area, owner);
  }
  // AMB-30: a character who came alone cannot join the garrison: outside the walls, among the besiegers, he is
  // checked for capture
  for (const siege of Object.values(tx.state.sieges)) {
    const s = tx.state;
    const outside = charactersAt(s, siege.area, siege.defender).filter((c) => !siege.inside.includes(c));
    if (outside.length && regimentsAt(s, siege.area, siege.besieger).length)
      roll(tx, siege.area, siege.defender, outside, false);
  }
  tx.emit({ type: 'siegesQueued', areas: Object.keys(tx.state.sieges).sort() });
}

/** The next siege round: the besieger's choice, asked of him whoever's phase it is (DL-SIEGE-09). */
export function nextSiege(tx: Tx): void {
  const s = tx.state;
  const area = s.siegeQueue[0];
  if (!area) return;
  if (!s.sieges[area]) {
    tx.emit({ type: 'siegeChosen', area, assault: false }); // over since it was queued
    return;
  }
  // AMB-72: the active side orders the rounds, when it matters: a caster who could bid at more than one of them
  const queued = s.siegeQueue.filter((a) => a in s.sieges);
  if (queued.length > 1 && casterShared(s, queued)) {
    tx.stage({ kind: 'siegeOrder', areas: queued });
    return;
  }
  tx.stage({ kind: 'siege', area, side: s.sieges[area]!.besieger });
}

/** Whether a caster of either side is within siege-magic range of two of these sieges. */
function casterShared(s: State, areas: readonly AreaId[]): boolean {
  for (const side of ['demon', 'khozar'] as const) {
    const seen = new Set<string>();
    for (const a of areas) {
      for (const c of siegeCasters(s, side, a, [])) {
        if (seen.has(c.id)) return true;
        seen.add(c.id);
      }
    }
  }
  return false;
}

export function siegeOrderChoices(s: State): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'siegeOrder') return [];
  return st.areas.map((a) => ({
    command: { type: 'siegeAt' as const, area: a },
    label: `Resolve the siege of ${areaWords(a)} next`,
    target: a,
  }));
}

export function applySiegeOrder(tx: Tx, side: Side, area: AreaId): void {
  const st = tx.state.stage;
  ensure(
    st?.kind === 'siegeOrder' && tx.state.active === side && st.areas.includes(area),
    'no_siege',
    'There is no siege to resolve there now.',
  );
  tx.emit({ type: 'siegesQueued', areas: [area, ...tx.state.siegeQueue.filter((a) => a !== area)] });
  tx.stage({ kind: 'siege', area, side: tx.state.sieges[area]!.besieger });
}

export function siegeChoices(s: State): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'siege') return [];
  const where = areaWords(st.area);
  return [
    {
      command: { type: 'siegeMode', assault: true },
      label: `Assault ${where}`,
      target: st.area,
      confirm: 'An assault is bloody for both sides.',
    },
    { command: { type: 'siegeMode', assault: false }, label: `Keep up the siege of ${where}`, target: st.area },
  ];
}

export interface SiegeRoll {
  dice: [number, number];
  mods: { label: string; value: number }[];
  total: number;
}

/** DL-SIEGE-14..19: every modifier that applies to each side this round. */
export function siegeMods(
  s: State,
  siege: Siege,
  magic: Partial<Record<Side, number>> = {},
): Record<'defender' | 'besieger', { label: string; value: number }[]> {
  const out = {
    defender: [] as { label: string; value: number }[],
    besieger: [] as { label: string; value: number }[],
  };
  const role = (side: Side) => (side === siege.defender ? 'defender' : 'besieger');
  const dm = magic[siege.defender] ?? 0;
  const bm = magic[siege.besieger] ?? 0;
  if (dm !== bm)
    out[role(dm > bm ? siege.defender : siege.besieger)].push({ label: 'more siege magic', value: mod('siege-magic') });
  const chars = charactersAt(s, siege.area);
  const dl = bestLeader(chars.filter((c) => idsAt(s, siege.area, siege.defender).includes(c)));
  const bl = bestLeader(chars.filter((c) => idsAt(s, siege.area, siege.besieger).includes(c)));
  if (dl !== bl) out[dl > bl ? 'defender' : 'besieger'].push({ label: 'the better leader', value: mod('leader') });
  const fort = fortificationAt(s, siege.area);
  if (fort?.id === 'lyuung') {
    const fly = (side: Side) => regimentsAt(s, siege.area, side).filter((id) => regiment(id).move === 'V').length;
    if (fly(siege.besieger) <= fly(siege.defender)) out.besieger.push({ label: 'Castle Lyuung', value: mod('lyuung') });
  } else if (fort?.class === 'castle') out.besieger.push({ label: `${fort.name} is a castle`, value: mod('castle') });
  const round = siege.rounds + 1;
  if (round === 1) out.besieger.push({ label: 'the first phase of the siege', value: mod('first-phase') });
  if (round >= 5) out.besieger.push({ label: `the siege's ${round}th phase`, value: mod('long-siege') });
  return out;
}

function clampTotal(role: 'defender' | 'besieger', total: number): number {
  const r = siegeTotalRange(role);
  return Math.max(r.min, Math.min(r.max, total));
}

/** Weakest first (missile + melee + morale): the losses taken when a side does not choose (DL-SIEGE-11). */
export function weakestFirst(ids: readonly string[]): string[] {
  const power = (id: string) => {
    const r = regiment(id);
    return r.melee + r.missile + r.morale;
  };
  return [...ids].sort((a, b) => power(a) - power(b) || byCounter(a, b));
}

export function applySiegeMode(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'siegeMode' }>): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'siege' && st.side === side, 'not_asked', 'You are not conducting a siege now.');
  tx.emit({ type: 'siegeChosen', area: st.area, assault: cmd.assault });
  const siege = tx.state.sieges[st.area]!;
  const first = tx.state.active;
  const anyone = [siege.defender, siege.besieger].some((x) => siegeCasters(tx.state, x, st.area, []).length);
  if (anyone) {
    // the active side bids first, unless it has no caster in range: then the other side opens (it counts as a pass)
    const opens = siegeCasters(tx.state, first, st.area, []).length ? first : other(first);
    tx.stage({
      kind: 'siegeMagic',
      area: st.area,
      assault: cmd.assault,
      turn: opens,
      passes: opens === first ? 0 : 1,
      bids: [],
    });
    return;
  }
  resolveSiege(tx, st.area, cmd.assault);
}

/** DL-SMAG-03: a bid (a caster announced) or a pass; two passes in a row end the bidding. */
export function applySiegeBid(tx: Tx, side: Side, caster: string | null): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'siegeMagic' && st.turn === side, 'not_asked', 'It is not your turn to bid siege magic.');
  if (caster) {
    ensure(
      siegeCasters(tx.state, side, st.area, st.bids).some((c) => c.id === caster),
      'no_caster',
      'That character cannot cast siege magic here now.',
    );
  }
  tx.emit({ type: 'siegeBid', side, caster });
  const bids = caster ? [...st.bids, { side, caster }] : st.bids;
  const passes = caster ? 0 : st.passes + 1;
  const next = other(side);
  const nextCan = siegeCasters(tx.state, next, st.area, bids).length > 0;
  const meCan = siegeCasters(tx.state, side, st.area, bids).length > 0;
  if (passes >= 2 || (!nextCan && (!meCan || !caster))) {
    finishBids(tx, st.area, st.assault, bids);
    return;
  }
  tx.stage({ ...st, bids, passes: nextCan ? passes : passes + 1, turn: nextCan ? next : side });
}

/** DL-SMAG-02/04: every announced spell rolls (1-5); the side with more successes gets +1. */
function finishBids(tx: Tx, area: AreaId, assault: boolean, bids: readonly { side: Side; caster: string }[]): void {
  const rolls = bids.map((b) => {
    const roll = tx.dice.roll(6);
    return { side: b.side, caster: b.caster, roll, success: roll <= 5 };
  });
  for (const b of bids) tx.emit({ type: 'cast', character: b.caster });
  if (rolls.length) tx.emit({ type: 'siegeSpells', area, rolls });
  const magic: Partial<Record<Side, number>> = {};
  for (const r of rolls) if (r.success) magic[r.side] = (magic[r.side] ?? 0) + 1;
  resolveSiege(tx, area, assault, magic);
}

export function resolveSiege(tx: Tx, area: AreaId, assault: boolean, magic: Partial<Record<Side, number>> = {}): void {
  const siege = tx.state.sieges[area]!;
  const mods = siegeMods(tx.state, siege, magic);
  const rollFor = (role: 'defender' | 'besieger', column: SiegeColumn) => {
    const dice: [number, number] = [tx.dice.roll(6), tx.dice.roll(6)];
    const total = clampTotal(role, dice[0] + dice[1] + mods[role].reduce((a, m) => a + m.value, 0));
    return { dice, mods: mods[role], total, loss: siegeLoss(column, total) };
  };
  const defender = rollFor('defender', assault ? 'assaultByDefender' : 'siegeByDefender');
  const besieger = rollFor('besieger', assault ? 'assaultByBesieger' : 'siegeByBesieger');
  tx.emit({ type: 'siegeRolled', area, assault, defender, besieger });
  // DL-SIEGE-13: a surrender: the garrison taken whole, the defender's own result still bites
  const due: Partial<Record<Side, number>> = {
    [siege.besieger]: typeof defender.loss === 'number' ? defender.loss : 0,
  };
  if (besieger.loss === 'surrender') {
    lose(tx, 'captured', idsAt(tx.state, area, siege.defender), siege.besieger, 'surrender', area);
    tx.emit({ type: 'siegeEnded', area, reason: 'the defenders surrendered' });
    tx.emit({ type: 'controlChanged', settlement: siege.settlement, to: siege.besieger });
  } else due[siege.defender] = besieger.loss;
  // DL-SIEGE-11/12: the losses of one round for both; each side chooses its own when the choice matters
  const asked: Side[] = [];
  const losses: Partial<Record<Side, number>> = {};
  for (const side of [siege.defender, siege.besieger]) {
    const regs = regimentsAt(tx.state, area, side);
    const n = Math.min(due[side] ?? 0, regs.length);
    if (!n) continue;
    if (lossMatters(regs, n)) {
      asked.push(side);
      losses[side] = n;
    } else lose(tx, 'destroyed', weakestFirst(regs).slice(0, n), other(side), 'siege', area);
  }
  if (asked.length) {
    tx.stage({ kind: 'siegeLosses', area, asked, losses });
    return;
  }
  finishRound(tx, area);
}

/**
 * The round's losses are in: the siege may be over. Besieging characters whose regiments all fell stand alone
 * outside the walls among the enemy: a capture check, as for a routed army's (DL-BEND-03).
 */
function finishRound(tx: Tx, area: AreaId): void {
  const siege = tx.state.sieges[area];
  if (siege) {
    const s = tx.state;
    const stranded = charactersAt(s, area, siege.besieger);
    if (stranded.length && !regimentsAt(s, area, siege.besieger).length && regimentsAt(s, area, siege.defender).length)
      roll(tx, area, siege.besieger, stranded, false);
  }
  endVacantSieges(tx);
  tx.stage(null);
}

/** Two regiments are alike when nothing printed tells them apart: losing either is the same. */
const likeness = (id: string): string => {
  const r = regiment(id);
  return [r.name, r.move, r.armour, r.missile, r.melee, r.morale, r.mp].join('|');
};

/** Whether a side's choice of `n` losses among `regs` changes anything (W13 asked only then). */
function lossMatters(regs: readonly string[], n: number): boolean {
  return n < regs.length && new Set(regs.map(likeness)).size > 1;
}

/** Every distinct set of `n` of `regs` (alike regiments count once), the weakest set first. */
function lossSets(regs: readonly string[], n: number, cap = 40): string[][] {
  const sorted = weakestFirst(regs);
  const out: string[][] = [];
  const seen = new Set<string>();
  const pick = (from: number, chosen: string[]): void => {
    if (out.length >= cap) return;
    if (chosen.length === n) {
      const key = chosen.map(likeness).sort().join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push([...chosen]);
      }
      return;
    }
    for (let i = from; i < sorted.length; i++) pick(i + 1, [...chosen, sorted[i]!]);
  };
  pick(0, []);
  return out;
}

export function siegeLossChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'siegeLosses' || !st.asked.includes(side)) return [];
  const n = st.losses[side] ?? 0;
  return lossSets(regimentsAt(s, st.area, side), n).map((units, i) => ({
    command: { type: 'siegeLosses' as const, units },
    label: `Lose ${unitsWords(units)}${i === 0 ? ' (the weakest)' : ''}`,
    group: 'Siege losses',
    target: st.area,
  }));
}

/** What a missed deadline or the standing order loses: the weakest. */
export function siegeLossDefault(s: State, side: Side): CoreCommand {
  const st = s.stage;
  if (st?.kind !== 'siegeLosses') return { type: 'done' };
  return { type: 'siegeLosses', units: weakestFirst(regimentsAt(s, st.area, side)).slice(0, st.losses[side] ?? 0) };
}

export function applySiegeLosses(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'siegeLosses' }>): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'siegeLosses' && st.asked.includes(side), 'not_asked', 'You have no siege losses to choose.');
  const regs = regimentsAt(tx.state, st.area, side);
  const n = st.losses[side] ?? 0;
  const units = [...new Set(cmd.units)];
  ensure(
    units.length === cmd.units.length && units.length === n && units.every((id) => regs.includes(id)),
    'wrong_losses',
    `Choose exactly ${n} of your regiments at ${areaWords(st.area)}.`,
  );
  lose(tx, 'destroyed', units, other(side), 'siege', st.area);
  const asked = st.asked.filter((x) => x !== side);
  if (asked.length) {
    tx.stage({ ...st, asked });
    return;
  }
  finishRound(tx, st.area);
}
