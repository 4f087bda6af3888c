/**
 * The battle step (DL-BATL-01..04, DL-TERR-01..03, DL-ALLY-03/04, DL-SIEGE-21/22):
 * which areas fight, in the order the active side picks, the fortification
 * owner's choice between battle and siege, the waiting side's choice of
 * terrain, then the battle itself (battle/, fought off the map) and what its
 * outcome does on the map: losses, prisoners, withdrawals, capture checks.
 */
import { ensure, RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  battleOutcome,
  beginBattle,
  type Battle,
  type BattleCommand,
  type BattleOutcome,
  battleChoices,
  battlePending,
  battleTerrainOptions,
  decideBattle,
} from '../battle/index.ts';
import {
  type AreaId,
  getArea,
  type LandTerrain,
  type Neutral,
  NEUTRAL_HOMES,
  NEUTRALS,
  type Side,
  UL_RULERS,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import {
  charactersAt,
  controllerOf,
  counter,
  fortificationAt,
  holder,
  idsAt,
  isNeutral,
  isRegiment,
  other,
  regimentsAt,
  unitsAt,
} from './board.ts';
import { lose, roll } from './capture.ts';
import { openWithdrawalWindow } from './magic.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { checkOnward, friendlyFort, type Onward, onwardBudget, onwardMoves, withdrawals } from './withdraw.ts';
import { areaWords, terrainWord, unitsWords } from './words.ts';

const SIDES_: readonly Side[] = ['khozar', 'demon'];

/** Unallied neutral regiments in an area the active side's regiments entered (DL-ALLY-03). */
function neutralsAt(s: State, area: AreaId): Neutral[] {
  const out = new Set<Neutral>();
  for (const u of unitsAt(s, area)) {
    const f = controllerOf(s, u.id);
    if (isNeutral(f) && isRegiment(u.id)) out.add(f);
  }
  return [...out];
}

/** DL-BATL-01/02: where both sides (or the active side and a neutral) have regiments. */
export function battleAreas(s: State): AreaId[] {
  const areas = new Set<AreaId>();
  for (const u of Object.values(s.units)) if (u.status === 'map' && u.area && isRegiment(u.id)) areas.add(u.area);
  return [...areas]
    .filter((a) => {
      const mine = regimentsAt(s, a, s.active).length > 0;
      if (!mine) return false;
      if (neutralsAt(s, a).length) return true;
      const theirs = regimentsAt(s, a, other(s.active)).length > 0;
      if (!theirs) return false;
      const siege = s.sieges[a];
      if (!siege) return true;
      // A siege goes on without a battle unless the defender sallies or relieves, or new besiegers came (AMB-28).
      if (siege.defender === s.active) return true;
      return regimentsAt(s, a, s.active).some((id) => s.move?.moved.includes(id));
    })
    .sort();
}

/** Start the battle step: attack neutrals first (they become the waiting side's allies), then list the battles. */
export function beginBattles(tx: Tx): void {
  const s = tx.state;
  for (const a of battleAreas(s)) for (const n of neutralsAt(s, a)) attacked(tx, n);
  const areas = battleAreas(tx.state);
  if (areas.length && !tx.state.warBegun) tx.emit({ type: 'warBegun', cause: 'the first battle' });
  tx.emit({ type: 'fightsFound', areas });
}

/** DL-ALLY-03, DL-NEUT-03: a neutral attacked becomes a permanent ally of the other side; Ul's ruler shows. */
export function attacked(tx: Tx, n: Neutral): void {
  const s = tx.state;
  if (n === 'ul' && !s.neutrals.ul.ruler) ulRuler(tx);
  tx.emit({ type: 'allianceChanged', neutral: n, ally: other(s.active), kind: 'permanent', cause: 'attacked' });
}

export function ulRuler(tx: Tx): void {
  const r = tx.dice.roll(6);
  const pick = UL_RULERS.find((x) => (x.faces as readonly number[]).includes(r))!;
  const all = new Set(UL_RULERS.flatMap((x) => x.units as readonly string[]));
  const unused = [...all].filter((id) => !(pick.units as readonly string[]).includes(id));
  tx.emit({ type: 'ulRuler', roll: r, ruler: pick.ruler, units: [...pick.units], unused });
  const home = NEUTRAL_HOMES.ul;
  const toPlace = (pick.units as readonly string[]).filter((id) => tx.state.units[id]?.status === 'pool');
  // (the event names a side: the one Ul fights for, or the one not attacking it)
  const side = tx.state.neutrals.ul.ally ?? other(tx.state.active);
  if (toPlace.length) tx.emit({ type: 'placed', side, units: toPlace, area: home, cause: 'returned' });
}

/** The next battle: the active side picks when there are several (DL-BATL-04). */
export function nextBattle(tx: Tx): void {
  const s = tx.state;
  if (s.battles.length > 1) {
    tx.stage({ kind: 'order', areas: [...s.battles] });
    return;
  }
  if (s.battles.length === 1) openBattle(tx, s.battles[0]!);
}

export function openBattle(tx: Tx, area: AreaId): void {
  tx.emit({ type: 'fightChosen', area });
  const s = tx.state;
  const siege = s.sieges[area];
  if (siege) {
    const relief =
      siege.defender === s.active && regimentsAt(s, area, s.active).some((id) => !siege.inside.includes(id));
    tx.stage({ kind: 'sally', area, side: siege.defender, relief });
    return;
  }
  const owner = holder(s, area);
  if (fortificationAt(s, area) && (owner === 'demon' || owner === 'khozar') && regimentsAt(s, area, owner).length) {
    tx.stage({ kind: 'sally', area, side: owner, relief: false });
    return;
  }
  chooseTerrain(tx, area);
}

export function sallyChoices(s: State): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'sally') return [];
  const where = areaWords(st.area);
  if (st.relief) {
    return [
      {
        command: { type: 'sally', battle: true },
        label: `The garrison of ${where} joins the relief battle`,
        target: st.area,
      },
      {
        command: { type: 'sally', battle: false },
        label: `The relief force fights alone; the garrison stays inside`,
        target: st.area,
      },
    ];
  }
  const besieged = st.area in s.sieges;
  return [
    {
      command: { type: 'sally', battle: true },
      label: besieged ? `Sally out of ${where} and fight` : `Come out of ${where} and give battle`,
      target: st.area,
    },
    {
      command: { type: 'sally', battle: false },
      label: besieged ? `Stay inside ${where}` : `Shelter behind the walls of ${where}: a siege begins`,
      target: st.area,
    },
  ];
}

export function applySally(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'sally' }>): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'sally' && st.side === side, 'not_asked', 'There is no battle-or-siege question for you.');
  tx.emit({ type: 'sallyChosen', area: st.area, side, battle: cmd.battle, relief: st.relief });
  const s = tx.state;
  if (!cmd.battle && !st.relief) {
    if (!s.sieges[st.area]) startSiege(tx, st.area, side);
    tx.stage(null);
    return;
  }
  chooseTerrain(tx, st.area, st.relief && !cmd.battle);
}

export function startSiege(tx: Tx, area: AreaId, defender: Side): void {
  const s = tx.state;
  const t = fortificationAt(s, area)!;
  tx.emit({
    type: 'siegeBegan',
    siege: { area, settlement: t.id, defender, besieger: other(defender), rounds: 0, inside: idsAt(s, area, defender) },
  });
  if (!tx.state.warBegun) tx.emit({ type: 'warBegun', cause: 'the first siege' });
}

/** DL-TERR-01/02: one terrain, or the waiting side's choice (the side not in the phase). */
function chooseTerrain(tx: Tx, area: AreaId, garrisonStays = false): void {
  // DL-TERR-07: the Ancients cannot defend in mountains
  const defenders = regimentsAt(tx.state, area, other(tx.state.active));
  const options = battleTerrainOptions([...getArea(area).terrain], defenders);
  if (!options.length) {
    // An area of mountains alone: the Ancients cannot defend there, so they fall back before the battle
    // (one area, as a waiting side withdraws; nowhere to go, they are taken, AMB-24). RULES.md.
    ancientsFallBack(tx, area);
    if (!regimentsAt(tx.state, area, other(tx.state.active)).length) {
      tx.stage(null);
      return;
    }
    options.push(getArea(area).terrain[0]!);
  }
  if (options.length === 1) {
    fight(tx, area, options[0]!, null, garrisonStays);
    return;
  }
  tx.stage({ kind: 'terrain', area, side: other(tx.state.active), options, garrisonStays });
}

function ancientsFallBack(tx: Tx, area: AreaId): void {
  const side = other(tx.state.active);
  const units = idsAt(tx.state, area, side).filter((id) => counter(id).faction === 'ancients');
  if (!units.length) return;
  const way = withdrawals(tx.state, side, units, area).find((w) => w.path.length === 1);
  if (way) tx.emit({ type: 'withdrew', side, units, from: area, path: way.path });
  else lose(tx, 'captured', units, tx.state.active, 'withdrawal', area);
}

export function terrainChoices(s: State): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'terrain') return [];
  return st.options.map((t) => ({
    command: { type: 'chooseTerrain', terrain: t },
    label: `Fight on the ${terrainWord(t)}`,
    target: st.area,
  }));
}

export function applyTerrain(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'chooseTerrain' }>): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'terrain' && st.side === side, 'not_asked', 'You are not choosing a battle terrain now.');
  ensure(
    st.options.includes(cmd.terrain),
    'no_such_terrain',
    `There is no ${terrainWord(cmd.terrain)} in ${areaWords(st.area)}.`,
  );
  fight(tx, st.area, cmd.terrain, side, st.garrisonStays);
}

function fight(tx: Tx, area: AreaId, terrain: LandTerrain, chooser: Side | null, garrisonStays: boolean): void {
  tx.emit({ type: 'terrainChosen', area, side: chooser, terrain });
  const s = tx.state;
  const siege = s.sieges[area];
  const out = (id: string) => !(garrisonStays && siege?.inside.includes(id));
  const neutrals = NEUTRALS.filter((n) => unitsAt(s, area).some((u) => counter(u.id).faction === n));
  tx.emit({ type: 'fightOpened', area, terrain, neutrals });
  const regiments = SIDES_.flatMap((side) =>
    regimentsAt(s, area, side)
      .filter(out)
      .map((id) => ({ id, side })),
  );
  const characters = SIDES_.flatMap((side) =>
    charactersAt(s, area, side)
      .filter(out)
      .map((id) => ({ id, side, mayCast: !s.cast.includes(id) })),
  );
  const crossed: Record<string, 'river' | 'ford' | 'bridge'> = {};
  const fighting = new Set(regiments.map((r) => r.id));
  for (const [id, how] of Object.entries(s.move?.crossed ?? {})) if (fighting.has(id)) crossed[id] = how;
  const moraleMinus: Partial<Record<Side, number>> = {};
  const cancelled = s.effects.cancelled.includes(area);
  if (!cancelled && s.effects.darkness.includes(area)) moraleMinus.khozar = 1;
  if (!cancelled && s.effects.light.includes(area)) moraleMinus.demon = 1;
  for (const e of beginBattle({
    area,
    terrain,
    road: getArea(area).road,
    active: s.active,
    regiments,
    characters,
    crossed,
    moraleMinus,
  })) {
    tx.emit(e);
  }
  tx.stage({ kind: 'battle', area });
  settleIfOver(tx);
}

export const battleState = (s: State): Battle | null => (s.battle?.state as Battle | null) ?? null;

export function battlePendingOf(s: State) {
  const b = battleState(s);
  return b ? battlePending(b) : [];
}

export function battleChoicesOf(s: State, side: Side): Choice<BattleCommand>[] {
  const b = battleState(s);
  return b ? battleChoices(b, side) : [];
}

export function applyBattleCommand(tx: Tx, side: Side, cmd: BattleCommand): void {
  const b = battleState(tx.state);
  ensure(b && tx.state.stage?.kind === 'battle', 'no_battle', 'There is no battle being fought.');
  for (const e of decideBattle(b, side, cmd, tx.dice)) tx.emit(e);
  settleIfOver(tx);
}

function settleIfOver(tx: Tx): void {
  const b = battleState(tx.state);
  const o = b ? battleOutcome(b) : null;
  if (o) settle(tx, o);
}

/** The outcome on the map (DL-MORL-08/09, DL-RETR, DL-BEND, DL-BCHR-07, DL-BEND-05). */
function settle(tx: Tx, o: BattleOutcome): void {
  const slot = tx.state.battle!;
  const area = slot.area;
  const side = (id: string): Side => controllerOf(tx.state, id) as Side;
  // each side's dead were killed by the other (the Strategic Game counts them, DL-VSTRAT-04)
  for (const s2 of SIDES_)
    lose(
      tx,
      'destroyed',
      o.destroyed.filter((id) => side(id) === s2),
      other(s2),
      'battle',
      area,
    );
  lose(tx, 'destroyed', o.scattered, null, 'battle', area);
  for (const by of SIDES_) {
    lose(
      tx,
      'captured',
      o.captured.filter((c) => c.by === by).map((c) => c.id),
      by,
      'battle',
      area,
    );
  }
  if (o.castSpell.length) for (const c of o.castSpell) tx.emit({ type: 'cast', character: c });
  // DL-BEND-05: a temporary ally that retreated or lost all its regiments is checked at the end of the phase
  for (const n of slot.neutrals) {
    const st = tx.state.neutrals[n];
    if (st.kind === 'temporary' && st.ally && (o.retreated.includes(st.ally) || o.routed.includes(st.ally))) {
      tx.emit({ type: 'allianceFlag', neutral: n, check: true });
    }
  }
  tx.emit({ type: 'fightClosed', area });
  // DL-BEND-03: the routed side's characters left in the area roll for capture against the winner
  for (const r of o.routed) {
    const chars = o.stranded.filter((id) => side(id) === r && tx.state.units[id]?.area === area);
    if (chars.length && regimentsAt(tx.state, area, other(r)).length) roll(tx, area, r, chars, false);
  }
  // DL-RETR-06..12: retreating survivors withdraw (the stage asks; no legal way out means capture, AMB-24)
  const retreats = o.retreated.filter((r) => !o.routed.includes(r));
  const here = (id: string) => tx.state.units[id]?.status === 'map' && tx.state.units[id]?.area === area;
  const list = retreats.map((r) => ({ side: r, units: (o.survivors[r] ?? []).filter(here) }));
  // DL-SPELL-B-06, DL-RETR-14: Failure may be cast before a withdrawal
  if (openWithdrawalWindow(tx, area, list)) return;
  queueWithdrawals(tx, area, list);
}

export function queueWithdrawals(tx: Tx, area: AreaId, list: readonly { side: Side; units: string[] }[]): void {
  for (const [i, { side: r, units }] of list.entries()) {
    if (!units.length) continue;
    const options = withdrawals(tx.state, r, units, area);
    if (!options.length) {
      lose(tx, 'captured', units, other(r), 'withdrawal', area);
      continue;
    }
    if (options.length === 1) {
      if (withdrawStack(tx, area, r, units, options[0]!.path, list.slice(i + 1))) return;
      continue;
    }
    tx.stage({ kind: 'withdraw', area, side: r, units, options, more: list.slice(i + 1) });
    return;
  }
  tx.stage(null);
}

/**
 * The stack withdraws along `path`; then, when the active side withdraws, its units with MP left may go on
 * (DL-RETR-07): staged, with the rest of the queue after it. Returns whether the game now waits on that.
 */
function withdrawStack(
  tx: Tx,
  area: AreaId,
  side: Side,
  units: string[],
  path: AreaId[],
  more: { side: Side; units: string[] }[],
): boolean {
  const left = onwardBudget(tx.state, side, units, area, path);
  tx.emit({ type: 'withdrew', side, units, from: area, path });
  if (!left) return false;
  const been = Object.fromEntries(units.map((id) => [id, [area, ...path]]));
  const st: Onward = { kind: 'withdrawOn', area, side, units: [...units], left, been, more: [...more] };
  if (!onwardMoves(tx.state, st).length) return false;
  tx.stage(st);
  return true;
}

export function withdrawChoices(s: State): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'withdraw') return [];
  return st.options.map((o, i) => ({
    command: { type: 'withdraw', option: i },
    label: o.label,
    ...(o.path.length ? { target: o.path[o.path.length - 1]! } : { target: st.area }),
  }));
}

export function applyWithdraw(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'withdraw' }>): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'withdraw' && st.side === side, 'not_asked', 'You have no withdrawal to choose.');
  const o = st.options[cmd.option];
  ensure(o, 'no_such_option', 'Choose one of the withdrawals offered.');
  if (withdrawStack(tx, st.area, side, st.units, o.path, st.more)) return;
  queueWithdrawals(tx, st.area, st.more);
}

const mpWords = (costs: Record<string, number>): string => {
  const all = Object.values(costs);
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  return lo === hi ? `${lo} MP` : `${lo}-${hi} MP`;
};

/**
 * DL-RETR-07: the ways on for the units with MP left, one choice for each next area from each place they stand
 * (every unit able to go, narrowed by the player to fewer), and a stop.
 */
export function withdrawOnChoices(s: State): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'withdrawOn') return [];
  const out: Choice<CoreCommand>[] = [];
  for (const m of onwardMoves(s, st)) {
    const who = m.units.length > 3 ? `${m.units.length} units` : unitsWords(m.units);
    const fort = friendlyFort(s, st.side, m.to) ? ': a friendly fortification, the withdrawal ends there' : '';
    out.push({
      command: { type: 'withdrawOn', units: m.units, to: m.to },
      label: `Take ${who} on to ${areaWords(m.to)} (${mpWords(m.costs)})${fort}`,
      group: `Go on from ${areaWords(m.at)}`,
      target: m.to,
      ...(m.units.length > 1
        ? {
            pick: {
              field: 'units',
              prompt: 'Which units go on?',
              options: m.units.map((id) => ({ id, label: `${counter(id).name} (${st.left[id]} MP left)` })),
              min: 1,
            },
          }
        : {}),
    });
  }
  out.push({
    command: { type: 'done' },
    label: 'Stop: the withdrawal ends where every unit stands now',
    confirm: 'Units that could still go on stay where they are.',
  });
  return out;
}

/** DL-RETR-07: units with MP left go on one area; when nobody can go further, the withdrawal ends. */
export function applyWithdrawOn(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'withdrawOn' }>): void {
  const st = tx.state.stage;
  ensure(st?.kind === 'withdrawOn' && st.side === side, 'not_asked', 'You have no units going on with a withdrawal.');
  const units = [...new Set(cmd.units)];
  const check = checkOnward(tx.state, st, units, cmd.to);
  if (!check.ok) throw new RuleError(check.code, check.message);
  tx.emit({ type: 'withdrew', side, units, from: check.at, path: [cmd.to], onward: true });
  const left = { ...st.left };
  const been = { ...st.been };
  for (const id of units) {
    // DL-RETR-11: a friendly fortification ends its withdrawal, whatever MP are left
    left[id] = friendlyFort(tx.state, side, cmd.to) ? 0 : left[id]! - (check.costs[id] ?? 0);
    been[id] = [...(been[id] ?? []), cmd.to];
  }
  const next: Onward = { ...st, left, been };
  if (onwardMoves(tx.state, next).length) {
    tx.stage(next);
    return;
  }
  endWithdrawOn(tx);
}

/** The side stops going on (or nobody can): the withdrawals still queued follow. */
export function endWithdrawOn(tx: Tx): void {
  const st = tx.state.stage;
  if (st?.kind !== 'withdrawOn') return;
  queueWithdrawals(tx, st.area, st.more);
}
