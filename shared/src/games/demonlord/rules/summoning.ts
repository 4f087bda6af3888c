/**
 * The summoning step (DL-SUMM): a caster standing in the right temple, with
 * no enemy there, rolls a die against his magic power; on a success the
 * summoned unit(s) appear in the temple area. Each caster casts once a phase.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import { lookup, type Side, SUMMONINGS, type Summoning } from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { controllerOf, counter, enemyUnitsAt } from './board.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords, unitsWords } from './words.ts';

const mayUse = (s: State, sm: Summoning, side: Side): boolean => {
  if (typeof sm.by === 'string') return sm.by === side;
  return s.neutrals[sm.by.allyOf].ally === side;
};

/** The units a summoning would bring now (DL-SUMM-04, -06, -11, AMB-47); [] = nothing can come. */
export function summonable(s: State, sm: Summoning): string[] {
  const free = (id: string) => s.units[id]?.status === 'pool' || s.units[id]?.status === 'destroyed';
  if (sm.draw) {
    const seen = sm.units.filter((id) => s.units[id]?.status !== 'pool' || s.units[id]?.freed);
    // the first summoning draws; after it only drawn creatures no longer in play may come back: the destroyed,
    // and the freed prisoners sent back to the pool (DL-PRIS-10). The two never drawn are out (AMB-47).
    if (!seen.length) return [...sm.units];
    return sm.units.filter((id) => free(id));
  }
  if (sm.onlyOneEver && s.forestSummon) return free(s.forestSummon) ? [s.forestSummon] : [];
  return sm.units.filter(free);
}

interface Option {
  caster: string;
  summoning: Summoning;
  power: number;
}

export function summonOptions(s: State, side: Side): Option[] {
  const out: Option[] = [];
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || !u.area || controllerOf(s, u.id) !== side || s.cast.includes(u.id)) continue;
    const c = counter(u.id);
    if (c.kind !== 'character' || c.magic < 1) continue;
    if (enemyUnitsAt(s, u.area, side).length) continue; // DL-SUMM-02
    for (const sm of SUMMONINGS) {
      if (!sm.temples.includes(u.area) || !mayUse(s, sm, side)) continue;
      if (sm.fromTurn && s.turn < sm.fromTurn) continue;
      if (sm.afterReinforcementsArrive && !s.sides[side].arrived) continue;
      if (!summonable(s, sm).length) continue;
      const power = sm.casterPowerOverride?.character === u.id ? sm.casterPowerOverride.power : c.magic;
      out.push({ caster: u.id, summoning: sm, power });
    }
  }
  return out;
}

const what = (sm: Summoning): string =>
  sm.id === 'ninkhiz'
    ? 'the creatures of Ninkhiz'
    : sm.roll
      ? 'the Beast God or the Forest Spirit'
      : unitsWords(sm.units);

export function summonChoices(s: State, side: Side): Choice<CoreCommand>[] {
  return [
    ...summonOptions(s, side).map((o) => ({
      command: { type: 'summon' as const, character: o.caster, summoning: o.summoning.id },
      label: `${counter(o.caster).name} summons ${what(o.summoning)} at ${areaWords(s.units[o.caster]!.area!)} (a roll of ${o.power} or less)`,
      group: 'Summoning',
      target: s.units[o.caster]!.area!,
    })),
    { command: { type: 'done' }, label: 'No summoning this phase' },
  ];
}

export function applySummon(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'summon' }>): void {
  const st = tx.state.stage;
  ensure(
    st?.kind === 'summoning' && tx.state.active === side,
    'not_summoning',
    'You summon only in your own summoning step.',
  );
  const o = summonOptions(tx.state, side).find((x) => x.caster === cmd.character && x.summoning.id === cmd.summoning);
  ensure(o, 'no_summoning', 'That character cannot make that summoning now.');
  const area = tx.state.units[o.caster]!.area!;
  const roll = tx.dice.roll(6);
  const ok = roll <= o.power;
  tx.emit({ type: 'cast', character: o.caster });
  tx.emit({
    type: 'summonRolled',
    side,
    caster: o.caster,
    summoning: o.summoning.id,
    roll,
    power: o.power,
    success: ok,
  });
  if (ok) summoned(tx, side, o.summoning, area);
  // nothing left to try: the step is over (another caster may try after a failure, DL-SUMM-03)
  if (!summonOptions(tx.state, side).length) tx.stage(null);
}

function summoned(tx: Tx, side: Side, sm: Summoning, area: string): void {
  let units = summonable(tx.state, sm);
  if (sm.draw && units.length === sm.units.length) {
    // DL-SUMM-06: five of the seven drawn unseen; the other two stay out (AMB-47)
    const order = tx.dice.shuffle(units);
    units = order.slice(0, sm.draw);
    const aside = order.slice(sm.draw);
    if (aside.length) tx.emit({ type: 'setAside', units: aside });
  }
  if (sm.roll && tx.state.forestSummon)
    units = [tx.state.forestSummon]; // DL-SUMM-11: only the one that came first
  else if (sm.roll) {
    const r = tx.dice.roll(6);
    const unit = lookup(
      sm.roll.map((x) => ({ faces: x.faces, result: x.unit })),
      r,
    );
    tx.emit({ type: 'forestRolled', roll: r, unit });
    units = [unit];
  }
  tx.emit({ type: 'placed', side, units, area, cause: 'summoned' });
  // AMB-48: summoning the Western Mage counts as calling reinforcements
  if (sm.countsAsReinforcementCall && !tx.state.sides[side].called) tx.emit({ type: 'reinforcementsCalled', side });
}
