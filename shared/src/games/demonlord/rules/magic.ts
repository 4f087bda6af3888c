/**
 * Special spells (DL-MAG, DL-SPELL-B/D/K) in fixed windows for play over days
 * (checklist §2): the start of a phase, after movement, the start of the
 * battle step and the end of a phase. A window opens only when a side could
 * cast something in it, and closes when every side asked has passed. Vision
 * gives its target's owner a chance to answer with Veil. Siege magic is bid
 * for at each siege (DL-SMAG). Battle magic lives in the battle module.
 */
import { ensure, RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  AREAS,
  type AreaId,
  distance,
  getArea,
  MAP_COLS,
  type Side,
  SIDES,
  settlementAt,
  SPELL_BY_ID,
  type SpellId,
  type SpellWindow,
  spellSuccessFaces,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import {
  byCounter,
  character,
  controllerOf,
  counter,
  enemyUnitsAt,
  idsAt,
  isCharacter,
  other,
  regimentsAt,
} from './board.ts';
import { battleAreas } from './fight.ts';
import type { Effects, Stage, State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords, unitsWords } from './words.ts';

export type CastCommand = Extract<CoreCommand, { type: 'cast' }>;

interface Cast {
  command: CastCommand;
  label: string;
  target: AreaId;
  pick?: Choice['pick'];
}

const ALL_AREAS = [...AREAS.keys()];
void MAP_COLS;

/** Casters of `side` who may still cast this phase (DL-MAG-01/02), with their area. */
export function casters(
  s: State,
  side: Side,
  minPower = 1,
): { id: string; area: AreaId; power: number; range: number }[] {
  const out: { id: string; area: AreaId; power: number; range: number }[] = [];
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || !u.area || !isCharacter(u.id) || controllerOf(s, u.id) !== side || s.cast.includes(u.id))
      continue;
    const c = character(u.id);
    if (c.magic >= Math.max(1, minPower)) out.push({ id: u.id, area: u.area, power: c.magic, range: c.range });
  }
  return out.sort((a, b) => byCounter(a.id, b.id));
}

const WITHIN = new Map<string, AreaId[]>();
/** DL-MAG-10: areas within range (the caster's own area at distance 0), computed once per area and range. */
function within(from: AreaId, range: number): AreaId[] {
  const key = `${from}:${range}`;
  let list = WITHIN.get(key);
  if (!list) {
    list = ALL_AREAS.filter((a) => distance(from, a) <= range);
    WITHIN.set(key, list);
  }
  return list;
}

const spellName = (id: SpellId) => SPELL_BY_ID.get(id)!.name;

function rainsTarget(a: AreaId): boolean {
  const x = getArea(a);
  return x.lake || x.cliff || x.terrain.includes('mountains') || x.riverSides >= 2;
}

/** Every cast `side` may announce in `window`. */
export function castOptions(s: State, side: Side, window: SpellWindow): Cast[] {
  const out: Cast[] = [];
  const hand = s.sides[side].hand as SpellId[];
  for (const spell of hand) {
    const def = SPELL_BY_ID.get(spell)!;
    if (!def.windows.includes(window) || spell === 'veil') continue;
    const min = def.minPower[side] ?? 99;
    for (const c of casters(s, side, min)) {
      const cname = counter(c.id).name;
      const areas = within(c.area, c.range);
      const cmd = (area: AreaId, extra: Partial<CastCommand> = {}): CastCommand => ({
        type: 'cast',
        spell,
        caster: c.id,
        area,
        ...extra,
      });
      switch (spell) {
        case 'vision':
          for (const a of areas) {
            if (!enemyUnitsAt(s, a, side).length) continue;
            out.push({ command: cmd(a), label: `${cname} casts Vision on ${areaWords(a)} (1-5)`, target: a });
          }
          break;
        case 'swift-steps':
          if (s.active !== side) break;
          for (const a of areas) {
            if (!idsAt(s, a, side).length || s.effects.swift.includes(a)) continue;
            out.push({
              command: cmd(a),
              label: `${cname} casts Swift Steps on ${areaWords(a)}: +2 MP there (${faces(spell, side)})`,
              target: a,
            });
          }
          break;
        case 'failure':
          for (const a of areas) {
            if (!idsAt(s, a, other(side)).length || s.effects.failure.includes(a)) continue;
            const structure = settlementAt(a) ? ', +2 to the roll: buildings there' : '';
            out.push({
              command: cmd(a),
              label: `${cname} casts Failure on ${areaWords(a)}: half MP, no entry (${faces(spell, side)}${structure})`,
              target: a,
            });
          }
          break;
        case 'gate':
          for (const from of areas) {
            const mine = idsAt(s, from, side).sort(byCounter);
            if (!mine.length) continue;
            for (const to of areas) {
              if (to === from || !(idsAt(s, to, side).length || settlementAt(to))) continue;
              out.push({
                command: cmd(to, { units: mine.slice(0, 1), from }),
                label: `${cname} opens a Gate from ${areaWords(from)} to ${areaWords(to)} (${faces(spell, side)})`,
                target: to,
                pick: {
                  field: 'units',
                  prompt: c.power >= 5 ? 'Which one or two units go through?' : 'Which unit goes through?',
                  options: mine.map((id) => ({ id, label: counter(id).name })),
                  min: 1,
                },
              });
            }
          }
          break;
        case 'darkness':
        case 'light': {
          const battles = battleAreas(s);
          for (const a of areas) {
            if (!battles.includes(a) || !regimentsAt(s, a, other(side)).length) continue;
            if (
              s.effects.cancelled.includes(a) ||
              (spell === 'darkness' ? s.effects.darkness : s.effects.light).includes(a)
            )
              continue;
            out.push({
              command: cmd(a),
              label: `${cname} casts ${spellName(spell)} on ${areaWords(a)}: enemy morale -1 in battle (1-5)`,
              target: a,
            });
          }
          break;
        }
        case 'necromon':
          for (const u of Object.values(s.units)) {
            if (u.status !== 'destroyed' || !u.area || counter(u.id).faction !== side) continue;
            if ((u.phase ?? -9) < s.phase - 1 || distance(c.area, u.area) > c.range) continue;
            out.push({
              command: cmd(u.area, { units: [u.id] }),
              label: `${cname} casts Necromon: ${counter(u.id).name} rises at ${areaWords(u.area)} (1-4)`,
              target: u.area,
            });
          }
          break;
        case 'rains':
          if (s.effects.rainsTried) break;
          for (const a of areas) {
            if (!rainsTarget(a)) continue;
            out.push({
              command: cmd(a, { radius: c.range }),
              label: `${cname} calls the Rains on ${areaWords(a)}, ${c.range} areas around (1-4)`,
              target: a,
            });
          }
          break;
      }
    }
  }
  return out;
}

const faces = (spell: SpellId, side: Side) => {
  const f = spellSuccessFaces(spell, side);
  return `${f[0]}-${f[f.length - 1]}`;
};

/** A window opens only if someone could cast in it (never a prompt for nothing). */
export function openWindow(tx: Tx, window: SpellWindow): boolean {
  const s = tx.state;
  if (s.windows.includes(window)) return false;
  tx.emit({ type: 'windowOpened', window });
  const asked = SIDES.filter((side) => castOptions(tx.state, side, window).length > 0);
  if (!asked.length) return false;
  tx.stage({ kind: 'window', window, asked });
  return true;
}

export function windowChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind === 'veil') {
    if (st.side !== side) return [];
    return [
      ...veilCasters(s, side, st.area).map((c) => ({
        command: { type: 'cast' as const, spell: 'veil', caster: c.id, area: st.area },
        label: `${counter(c.id).name} casts Veil over ${areaWords(st.area)} (1-5)`,
        target: st.area,
      })),
      { command: { type: 'done' }, label: 'Let the Vision be' },
    ];
  }
  if (st?.kind !== 'window' || !st.asked.includes(side)) return [];
  return [
    ...castOptions(s, side, st.window).map((c) => ({
      command: c.command as CoreCommand,
      label: c.label,
      group: 'Spells',
      target: c.target,
      ...(c.pick ? { pick: c.pick } : {}),
    })),
    { command: { type: 'done' }, label: 'Cast nothing more now' },
  ];
}

function veilCasters(s: State, side: Side, area: AreaId) {
  if (!s.sides[side].hand.includes('veil')) return [];
  return casters(s, side, SPELL_BY_ID.get('veil')!.minPower[side] ?? 99).filter(
    (c) => distance(c.area, area) <= c.range,
  );
}

/** A side passes in the window; it closes when no side is left (DL-SEQ-06). */
export function passWindow(tx: Tx, side: Side): void {
  const st = tx.state.stage;
  if (st?.kind === 'veil') {
    ensure(st.side === side, 'not_yours', 'The Vision is not yours to answer.');
    resolveVision(tx, st.caster, st.by, st.area, st.roll);
    tx.stage(st.resume);
    return;
  }
  ensure(st?.kind === 'window' && st.asked.includes(side), 'not_asked', 'There is no spell window for you now.');
  const asked = st.asked.filter((x) => x !== side);
  tx.stage(asked.length ? { ...st, asked } : null);
}

const setEffects = (tx: Tx, f: (e: Effects) => void) => {
  const e = structuredClone(tx.state.effects);
  f(e);
  tx.emit({ type: 'effects', effects: e });
};

export function applyCast(tx: Tx, side: Side, cmd: CastCommand): void {
  const s = tx.state;
  const st = s.stage;
  const spell = cmd.spell as SpellId;
  if (st?.kind === 'veil') {
    ensure(st.side === side && spell === 'veil', 'not_now', 'Only a Veil can answer the Vision now.');
    ensure(
      veilCasters(s, side, st.area).some((c) => c.id === cmd.caster),
      'no_caster',
      'That character cannot cast Veil there.',
    );
    const roll = tx.dice.roll(6);
    const ok = spellSuccessFaces('veil', side).includes(roll);
    announce(tx, side, cmd.caster, 'veil', st.area, roll, ok, []);
    if (ok) setEffects(tx, (e) => e.veil.push(st.area));
    resolveVision(tx, st.caster, st.by, st.area, st.roll);
    tx.stage(st.resume);
    return;
  }
  ensure(
    st?.kind === 'window' && st.asked.includes(side),
    'no_window',
    'Spells are cast in the spell windows of a phase.',
  );
  const opt = castOptions(s, side, st.window).find(
    (o) =>
      o.command.spell === cmd.spell &&
      o.command.caster === cmd.caster &&
      o.command.area === cmd.area &&
      (o.command.from ?? null) === (cmd.from ?? null),
  );
  if (!opt) throw new RuleError('no_such_cast', 'That spell cannot be cast there now.');
  const power = character(cmd.caster).magic;
  let units = cmd.units ?? opt.command.units ?? [];
  if (spell === 'gate') {
    units = [...new Set(units)];
    ensure(
      units.length >= 1 && units.length <= (power >= 5 ? 2 : 1),
      'gate_units',
      power >= 5 ? 'A Gate takes one or two units.' : 'A Gate takes one unit.',
    );
    ensure(
      units.every((id) => s.units[id]?.area === cmd.from && controllerOf(s, id) === side),
      'gate_units',
      'Those units are not there.',
    );
  }
  const roll = tx.dice.roll(6);
  const mods: { label: string; value: number }[] = [];
  if (spell === 'failure' && settlementAt(cmd.area))
    mods.push({ label: 'buildings in the area', value: SPELL_BY_ID.get('failure')!.structurePenalty ?? 2 });
  const total = roll + mods.reduce((a, m) => a + m.value, 0);
  const ok = spellSuccessFaces(spell, side).includes(total);
  if (spell === 'rains') setEffects(tx, (e) => (e.rainsTried = true));
  if (spell === 'vision') {
    announce(tx, side, cmd.caster, spell, cmd.area, roll, ok, mods);
    if (ok && veilCasters(tx.state, other(side), cmd.area).length && !tx.state.effects.veil.includes(cmd.area)) {
      tx.stage({
        kind: 'veil',
        side: other(side),
        by: side,
        caster: cmd.caster,
        area: cmd.area,
        roll,
        resume: afterCast(tx.state, side, st),
      });
      return;
    }
    if (ok) resolveVision(tx, cmd.caster, side, cmd.area, roll);
    tx.stage(afterCast(tx.state, side, st));
    return;
  }
  announce(tx, side, cmd.caster, spell, cmd.area, roll, ok, mods);
  if (ok) effect(tx, side, spell, cmd, units);
  tx.stage(afterCast(tx.state, side, st));
}

/** The window after a cast: the side stays asked while it can cast more. */
function afterCast(s: State, side: Side, st: Extract<Stage, { kind: 'window' }>): Stage | null {
  const asked = st.asked.filter((x) => x !== side || castOptions(s, x, st.window).length > 0);
  return asked.length ? { ...st, asked } : null;
}

function announce(
  tx: Tx,
  side: Side,
  caster: string,
  spell: SpellId,
  area: AreaId,
  roll: number,
  ok: boolean,
  mods: { label: string; value: number }[],
): void {
  tx.emit({ type: 'cast', character: caster });
  if (!tx.state.sides[side].shown.includes(spell)) tx.emit({ type: 'spellShown', side, spell });
  tx.emit({
    type: 'spellCast',
    side,
    caster,
    spell,
    area,
    roll,
    mods,
    needed: [...spellSuccessFaces(spell, side)],
    success: ok,
  });
}

/** DL-SPELL-B-01/02: the caster's side sees the area, unless a Veil covers it. */
function resolveVision(tx: Tx, caster: string, side: Side, area: AreaId, _roll: number): void {
  if (tx.state.effects.veil.includes(area)) {
    tx.emit({ type: 'visionSeen', side, caster, area, units: [], veiled: true });
    return;
  }
  const units = Object.values(tx.state.units)
    .filter((u) => u.status === 'map' && u.area === area)
    .map((u) => u.id)
    .sort(byCounter);
  tx.emit({ type: 'visionSeen', side, caster, area, units, veiled: false });
}

function effect(tx: Tx, side: Side, spell: SpellId, cmd: CastCommand, units: string[]): void {
  const a = cmd.area;
  switch (spell) {
    case 'swift-steps':
      setEffects(tx, (e) => e.swift.push(a));
      return;
    case 'failure':
      setEffects(tx, (e) => e.failure.push(a));
      return;
    case 'darkness':
    case 'light':
      setEffects(tx, (e) => {
        const list = spell === 'darkness' ? e.darkness : e.light;
        list.push(a);
        // DL-SPELL-D-02: Darkness and Light in one area cancel for the rest of the phase
        if (e.darkness.includes(a) && e.light.includes(a) && !e.cancelled.includes(a)) e.cancelled.push(a);
      });
      return;
    case 'gate':
      tx.emit({ type: 'gated', side, units, from: cmd.from!, to: a });
      return;
    case 'necromon':
      tx.emit({ type: 'placed', side, units, area: a, cause: 'returned' });
      return;
    case 'rains': {
      const radius = Math.min(cmd.radius ?? 0, character(cmd.caster).range);
      const areas = within(a, radius);
      setEffects(tx, (e) => (e.rains = { areas, until: tx.state.phase + 1 }));
      return;
    }
    default:
      return;
  }
}

// ---------------------------------------------------------------------------
// Siege magic (DL-SMAG): bids alternate until two passes in a row, then every spell rolls
// ---------------------------------------------------------------------------

export function siegeCasters(s: State, side: Side, area: AreaId, bids: readonly { caster: string }[]) {
  return casters(s, side).filter((c) => distance(c.area, area) <= c.range && !bids.some((b) => b.caster === c.id));
}

export function siegeMagicChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind !== 'siegeMagic' || st.turn !== side) return [];
  const tally = (x: Side) => st.bids.filter((b) => b.side === x).length;
  return [
    ...siegeCasters(s, side, st.area, st.bids).map((c) => ({
      command: { type: 'siegeSpell' as const, caster: c.id },
      label: `${counter(c.id).name} casts siege magic at ${areaWords(st.area)} (1-5; you ${tally(side)}, they ${tally(other(side))})`,
      target: st.area,
    })),
    { command: { type: 'done' }, label: 'No more siege magic' },
  ];
}

export { unitsWords };
