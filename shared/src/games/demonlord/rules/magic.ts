/**
 * Special spells (DL-MAG, DL-SPELL-B/D/K) in fixed windows for play over days
 * (checklist §2): the start of a phase, after movement, the start of the
 * battle step, before a withdrawal and the end of a phase. A window opens only
 * when a side could cast something in it, and closes when every side asked
 * has passed. Vision gives its target's owner a chance to answer with Veil.
 * Siege magic is bid for at each siege (DL-SMAG). Battle magic lives in the
 * battle module.
 */
import { ensure, RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  AREAS,
  type AreaId,
  distance,
  getArea,
  type Side,
  SIDES,
  settlementAt,
  SPELL_BY_ID,
  type SpellId,
  type SpellWindow,
  spellSuccessFaces,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { captureOnEntry } from './capture.ts';
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
import { battleAreas, queueWithdrawals } from './fight.ts';
import { shutIn } from './movement.ts';
import type { Effects, Stage, State } from './state.ts';
import type { Tx } from './tx.ts';
import { onwardReach, withdrawals } from './withdraw.ts';
import { areaWords, unitsWords } from './words.ts';

export type CastCommand = Extract<CoreCommand, { type: 'cast' }>;

interface Cast {
  command: CastCommand;
  label: string;
  target: AreaId;
  pick?: Choice['pick'];
}

/** Retreating survivors waiting to withdraw from a battle area (DL-RETR-06..12). */
export interface Retreat {
  side: Side;
  units: string[];
}
/** What a 'before-withdrawal' window is about. */
export interface WithdrawalContext {
  area: AreaId;
  list: Retreat[];
}

type WindowStage = Extract<Stage, { kind: 'window' }>;

const ALL_AREAS = [...AREAS.keys()];

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
/**
 * DL-MAG-10: areas within range. The target area counts and the caster's own does not, so range r reaches the
 * areas at hex distance 1..r, and the caster's own area (distance 0) is always in range.
 */
export function within(from: AreaId, range: number): AreaId[] {
  const key = `${from}:${range}`;
  let list = WITHIN.get(key);
  if (!list) {
    list = ALL_AREAS.filter((a) => distance(from, a) <= range);
    WITHIN.set(key, list);
  }
  return list;
}

const spellName = (id: SpellId) => SPELL_BY_ID.get(id)!.name;

/** DL-SPELL-K-02: a lake, mountains or cliffs, or rivers along two sides. */
export function rainsTarget(a: AreaId): boolean {
  const x = getArea(a);
  return x.lake || x.cliff || x.terrain.includes('mountains') || x.riverSides >= 2;
}

/** Units a Gate may take from an area: own and allied (AMB-40), not shut in a besieged fortification. */
export function gateable(s: State, side: Side, from: AreaId): string[] {
  return idsAt(s, from, side)
    .filter((id) => !shutIn(s, id))
    .sort(byCounter);
}

/** The unit groups a Gate may take: each unit alone, and each pair at power 5 (DL-SPELL-B-12). */
function gateGroups(units: readonly string[], max: number): string[][] {
  const out = units.map((id) => [id]);
  if (max >= 2)
    for (let i = 0; i < units.length; i++) for (let j = i + 1; j < units.length; j++) out.push([units[i]!, units[j]!]);
  return out;
}

const faces = (spell: SpellId, side: Side) => {
  const f = spellSuccessFaces(spell, side);
  return `${f[0]}-${f[f.length - 1]}`;
};

/** The stage's withdrawal context, when the window is the one before a withdrawal. */
const stageContext = (s: State): WithdrawalContext | undefined =>
  s.stage?.kind === 'window' ? s.stage.withdraw : undefined;

/**
 * Areas where a Failure changes a withdrawal of `side`'s enemies (DL-SPELL-B-06/09, DL-RETR-14): every area on
 * a way out they are offered or that faster units could go on into after the stack (DL-RETR-07), and the battle
 * area itself when the active side withdraws (halved MP: one area).
 */
function withdrawalAreas(s: State, side: Side, ctx: WithdrawalContext): Set<AreaId> {
  const out = new Set<AreaId>();
  for (const r of ctx.list) {
    if (r.side === side || !r.units.length) continue;
    const ways = withdrawals(s, r.side, r.units, ctx.area);
    for (const w of ways) {
      for (const a of w.path) out.add(a);
      for (const a of onwardReach(s, r.side, r.units, ctx.area, w.path)) out.add(a);
    }
    if (r.side === s.active && ways.some((w) => w.path.length > 1)) out.add(ctx.area);
  }
  return out;
}

/** Every cast `side` may announce in `window` (Veil answers a Vision in its own stage, not here). */
export function castOptions(
  s: State,
  side: Side,
  window: SpellWindow,
  ctx: WithdrawalContext | undefined = stageContext(s),
): Cast[] {
  const out: Cast[] = [];
  const hand = s.sides[side].hand as SpellId[];
  const relevant = window === 'before-withdrawal' ? (ctx ? withdrawalAreas(s, side, ctx) : new Set<AreaId>()) : null;
  for (const spell of hand) {
    const def = SPELL_BY_ID.get(spell);
    if (!def?.windows.includes(window) || spell === 'veil') continue;
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
            // nothing to see where no enemy stands; a Veiled area shows nothing this phase
            if (!enemyUnitsAt(s, a, side).length || s.effects.veil.includes(a)) continue;
            out.push({
              command: cmd(a),
              label: `${cname} casts Vision on ${areaWords(a)} (${faces(spell, side)})`,
              target: a,
            });
          }
          break;
        case 'swift-steps':
          // AMB-38: it only helps friendly movement, so only in the caster's own phase
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
          // any area in range: it halves whoever stands there and bars everyone else from entering
          for (const a of areas) {
            if (s.effects.failure.includes(a) || (relevant && !relevant.has(a))) continue;
            const structure = settlementAt(a) ? ', +2 to the roll: buildings there' : '';
            out.push({
              command: cmd(a),
              label: `${cname} casts Failure on ${areaWords(a)}: half MP, no entry (${faces(spell, side)}${structure})`,
              target: a,
            });
          }
          break;
        case 'gate': {
          // DL-SPELL-B-11/12: from an area in range to another; who goes through is picked once it opens
          for (const from of areas) {
            const mine = gateable(s, side, from);
            if (!mine.length) continue;
            const who = c.power >= 5 ? 'one or two of' : 'one of';
            for (const to of areas) {
              // a Gate enters its destination, so never into a Failure area (DL-SPELL-B-08)
              if (to === from || s.effects.failure.includes(to)) continue;
              out.push({
                command: cmd(to, { from }),
                label: `${cname} opens a Gate from ${areaWords(from)} to ${areaWords(to)} for ${mine.length > 1 ? `${who} ` : ''}${unitsWords(mine)} (${faces(spell, side)})`,
                target: to,
              });
            }
          }
          break;
        }
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
              label: `${cname} casts ${spellName(spell)} on ${areaWords(a)}: enemy morale -1 in battle (${faces(spell, side)})`,
              target: a,
            });
          }
          break;
        }
        case 'necromon':
          // DL-SPELL-D-03/04, AMB-43: own (and allied) units destroyed this or the last phase, where they fell
          for (const u of Object.values(s.units)) {
            if (u.status !== 'destroyed' || !u.area || controllerOf(s, u.id) !== side) continue;
            if ((u.phase ?? -9) < s.phase - 1 || distance(c.area, u.area) > c.range) continue;
            out.push({
              command: cmd(u.area, { units: [u.id] }),
              label: `${cname} casts Necromon: ${counter(u.id).name} rises at ${areaWords(u.area)} (${faces(spell, side)})`,
              target: u.area,
            });
          }
          break;
        case 'rains':
          // AMB-45: one attempt a phase; DL-SPELL-K-05: the caster may shrink the radius down to the target alone
          if (s.effects.rainsTried) break;
          for (const a of areas) {
            if (!rainsTarget(a)) continue;
            if (c.power >= 5) {
              const all = within(a, c.range);
              out.push({
                command: cmd(a, { radius: c.range, areas: all }),
                label: `${cname} calls the Rains on ${areaWords(a)}, choosing the areas that flood (${faces(spell, side)})`,
                target: a,
                pick: {
                  field: 'areas',
                  prompt: 'Which areas flood?',
                  options: all.map((x) => ({ id: x, label: areaWords(x) })),
                  min: 1,
                },
              });
            }
            for (let r = c.range; r >= 0; r--) {
              out.push({
                command: cmd(a, { radius: r }),
                label: r
                  ? `${cname} calls the Rains on ${areaWords(a)} and every area up to ${r} away (${faces(spell, side)})`
                  : `${cname} calls the Rains on ${areaWords(a)} alone (${faces(spell, side)})`,
                target: a,
              });
            }
          }
          break;
      }
    }
  }
  return out;
}

/** Whether `side` could cast anything in `window` now (what decides whether a window asks it). */
export function canCast(s: State, side: Side, window: SpellWindow, ctx?: WithdrawalContext): boolean {
  return castOptions(s, side, window, ctx ?? stageContext(s)).length > 0;
}

/** A window opens only if someone could cast in it (never a prompt for nothing). */
export function openWindow(tx: Tx, window: SpellWindow): boolean {
  const s = tx.state;
  if (s.windows.includes(window)) return false;
  tx.emit({ type: 'windowOpened', window });
  const asked = SIDES.filter((side) => canCast(tx.state, side, window));
  if (!asked.length) return false;
  tx.stage({ kind: 'window', window, asked });
  return true;
}

/**
 * DL-SPELL-B-06, DL-RETR-14: before retreating survivors withdraw, their enemies may cast Failure on the battle
 * area or on the areas they could withdraw into. Returns false (and stages nothing) when nobody can; otherwise
 * the withdrawals follow when the window closes. Call it where the withdrawals would be queued.
 */
export function openWithdrawalWindow(tx: Tx, area: AreaId, list: readonly Retreat[]): boolean {
  const ctx: WithdrawalContext = { area, list: list.filter((r) => r.units.length).map((r) => ({ ...r })) };
  if (!ctx.list.length) return false;
  const asked = SIDES.filter((side) => canCast(tx.state, side, 'before-withdrawal', ctx));
  if (!asked.length) return false;
  tx.emit({ type: 'windowOpened', window: 'before-withdrawal' });
  tx.stage({ kind: 'window', window: 'before-withdrawal', asked, withdraw: ctx });
  return true;
}

/** The withdrawals after a 'before-withdrawal' window, as the battle step queues them (fight.ts). */
function resumeWithdrawals(tx: Tx, ctx: WithdrawalContext): void {
  queueWithdrawals(tx, ctx.area, ctx.list);
}

/** Leave the window to the sides still asked, or close it (and go on with what it was opened before). */
function setWindow(tx: Tx, st: WindowStage, asked: Side[]): void {
  if (asked.length) {
    tx.stage({ ...st, asked });
    return;
  }
  if (st.withdraw) {
    resumeWithdrawals(tx, st.withdraw);
    return;
  }
  tx.stage(null);
}

export function windowChoices(s: State, side: Side): Choice<CoreCommand>[] {
  const st = s.stage;
  if (st?.kind === 'veil') {
    if (st.side !== side) return [];
    return [
      ...veilCasters(s, side, st.area).map((c) => ({
        command: { type: 'cast' as const, spell: 'veil', caster: c.id, area: st.area },
        label: `${counter(c.id).name} casts Veil over ${areaWords(st.area)} (${faces('veil', side)})`,
        target: st.area,
      })),
      { command: { type: 'done' }, label: 'Let the Vision be' },
    ];
  }
  if (st?.kind === 'gate') {
    if (st.side !== side) return [];
    return gateGroups(gateable(s, side, st.from), st.max).map((g) => ({
      command: { type: 'cast' as const, spell: 'gate', caster: st.caster, area: st.to, from: st.from, units: g },
      label: `${unitsWords(g)} ${g.length > 1 ? 'go' : 'goes'} through the Gate from ${areaWords(st.from)} to ${areaWords(st.to)}`,
      target: st.to,
    }));
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

/** DL-SPELL-B-02/03, AMB-41: Veil casters of `side` in range of an area where its units stand. */
function veilCasters(s: State, side: Side, area: AreaId) {
  if (!s.sides[side].hand.includes('veil') || !idsAt(s, area, side).length) return [];
  return casters(s, side, SPELL_BY_ID.get('veil')!.minPower[side] ?? 99).filter(
    (c) => distance(c.area, area) <= c.range,
  );
}

/** A side passes in the window; it closes when no side is left (DL-SEQ-06). */
export function passWindow(tx: Tx, side: Side): void {
  const st = tx.state.stage;
  if (st?.kind === 'veil') {
    ensure(st.side === side, 'not_yours', 'The Vision is not yours to answer.');
    resolveVision(tx, st.caster, st.by, st.area);
    resume(tx, st.resume);
    return;
  }
  if (st?.kind === 'gate') {
    // a missed answer (or a pass) sends the first unit the choices list through
    ensure(st.side === side, 'not_yours', 'The Gate is not yours.');
    const first = gateGroups(gateable(tx.state, side, st.from), st.max)[0];
    if (first) gate(tx, side, first, st.from, st.to);
    resume(tx, st.resume);
    return;
  }
  ensure(st?.kind === 'window' && st.asked.includes(side), 'not_asked', 'There is no spell window for you now.');
  setWindow(
    tx,
    st,
    st.asked.filter((x) => x !== side),
  );
}

/** Back to where a Veil answer interrupted: the window (re-checked against the board now) or nothing. */
function resume(tx: Tx, st: Stage | null): void {
  if (st?.kind !== 'window') {
    tx.stage(st);
    return;
  }
  setWindow(
    tx,
    st,
    st.asked.filter((x) => canCast(tx.state, x, st.window, st.withdraw)),
  );
}

const setEffects = (tx: Tx, f: (e: Effects) => void) => {
  const e = structuredClone(tx.state.effects);
  f(e);
  tx.emit({ type: 'effects', effects: e });
};

/** What picks out one offered cast (a Gate's units are checked apart: they may be named now or once it opens). */
const castKey = (c: CastCommand) =>
  JSON.stringify([
    c.spell,
    c.caster,
    c.area,
    c.from ?? null,
    c.spell === 'gate' ? [] : [...(c.units ?? [])].sort(),
    c.radius ?? null,
  ]);

/** DL-SPELL-B-11/12: the units named for a Gate are there, own or allied, and one (two at power 5). */
function checkGateUnits(s: State, side: Side, from: AreaId, units: readonly string[], max: number): void {
  ensure(
    units.length >= 1 && units.length <= max && new Set(units).size === units.length,
    'gate_units',
    max >= 2 ? 'A Gate takes one or two units.' : 'A Gate takes one unit.',
  );
  const here = gateable(s, side, from);
  ensure(
    units.every((id) => here.includes(id)),
    'gate_units',
    `Only your units at ${areaWords(from)} can go through this Gate.`,
  );
}

/** Why a cast is refused, in words (DL-MAG-01/02/09/10), before the general "not there now". */
function checkCaster(s: State, side: Side, cmd: CastCommand, window: SpellWindow): void {
  const spell = cmd.spell as SpellId;
  const def = SPELL_BY_ID.get(spell);
  ensure(def, 'no_such_spell', 'There is no such spell.');
  ensure(s.sides[side].hand.includes(spell), 'not_in_hand', `You do not hold ${def.name}.`);
  const u = s.units[cmd.caster];
  ensure(
    u?.status === 'map' && u.area && isCharacter(cmd.caster) && controllerOf(s, cmd.caster) === side,
    'no_caster',
    'That caster is not one of your characters on the map.',
  );
  const c = character(cmd.caster);
  ensure(c.magic >= 1, 'no_magic', `${c.name} has no magic power.`);
  ensure(
    !s.cast.includes(cmd.caster),
    'already_cast',
    `${c.name} has already cast a spell this phase (one spell a phase).`,
  );
  const min = def.minPower[side] ?? 99;
  ensure(c.magic >= min, 'too_weak', `${def.name} needs magic power ${min}; ${c.name} has ${c.magic}.`);
  ensure(def.windows.includes(window), 'wrong_window', `${def.name} cannot be cast at this moment of the phase.`);
  ensure(
    distance(u.area, cmd.area) <= c.range && (cmd.from === undefined || distance(u.area, cmd.from) <= c.range),
    'out_of_range',
    `${areaWords(cmd.area)} is beyond the magic range of ${c.name} (${c.range}).`,
  );
}

export function applyCast(tx: Tx, side: Side, cmd: CastCommand): void {
  const s = tx.state;
  const st = s.stage;
  const spell = cmd.spell as SpellId;
  if (st?.kind === 'veil') {
    ensure(st.side === side && spell === 'veil', 'not_now', 'Only a Veil can answer the Vision now.');
    checkCaster(s, side, cmd, 'vision-response');
    ensure(cmd.area === st.area, 'veil_area', `The Veil must cover ${areaWords(st.area)}, where the Vision looks.`);
    ensure(
      veilCasters(s, side, st.area).some((c) => c.id === cmd.caster),
      'no_caster',
      'That character cannot cast Veil there.',
    );
    const roll = tx.dice.roll(6);
    const ok = spellSuccessFaces('veil', side).includes(roll);
    announce(tx, side, cmd.caster, 'veil', st.area, roll, ok, []);
    if (ok) setEffects(tx, (e) => e.veil.push(st.area));
    resolveVision(tx, st.caster, st.by, st.area);
    resume(tx, st.resume);
    return;
  }
  if (st?.kind === 'gate') {
    ensure(
      st.side === side && spell === 'gate' && cmd.caster === st.caster && cmd.from === st.from && cmd.area === st.to,
      'not_now',
      `Choose who goes through the open Gate to ${areaWords(st.to)}.`,
    );
    const units = cmd.units ?? [];
    checkGateUnits(s, side, st.from, units, st.max);
    gate(tx, side, [...units], st.from, st.to);
    resume(tx, st.resume);
    return;
  }
  ensure(
    st?.kind === 'window' && st.asked.includes(side),
    'no_window',
    'Spells are cast in the spell windows of a phase.',
  );
  checkCaster(s, side, cmd, st.window);
  const max = character(cmd.caster).magic >= 5 ? 2 : 1;
  if (spell === 'gate' && cmd.from && cmd.units) checkGateUnits(s, side, cmd.from, cmd.units, max);
  const opt = castOptions(s, side, st.window).find((o) => castKey(o.command) === castKey(cmd));
  if (!opt) throw new RuleError('no_such_cast', 'That spell cannot be cast there now.');
  const units = spell === 'gate' ? [...(cmd.units ?? [])] : (opt.command.units ?? []);
  // the offered cast, with the areas a power-5 caster picked for the Rains (DL-SPELL-K-05)
  const chosen: CastCommand = spell === 'rains' ? { ...opt.command, areas: cmd.areas } : opt.command;
  if (spell === 'rains' && cmd.areas) {
    const c = character(cmd.caster);
    ensure(c.magic >= 5, 'rains_areas', 'Only a caster of power 5 chooses the areas the Rains cover.');
    const reach = new Set(within(cmd.area, c.range));
    ensure(
      cmd.areas.length > 0 && cmd.areas.every((x) => reach.has(x)),
      'rains_areas',
      'The Rains cover only areas within the caster’s range of the target.',
    );
  }
  const roll = tx.dice.roll(6);
  const mods: { label: string; value: number }[] = [];
  if (spell === 'failure' && settlementAt(cmd.area))
    mods.push({ label: 'buildings in the area', value: SPELL_BY_ID.get('failure')!.structurePenalty ?? 2 });
  const total = roll + mods.reduce((a, m) => a + m.value, 0);
  const ok = spellSuccessFaces(spell, side).includes(total);
  if (spell === 'rains') setEffects(tx, (e) => (e.rainsTried = true));
  announce(tx, side, cmd.caster, spell, cmd.area, roll, ok, mods);
  if (spell === 'vision') {
    if (ok && !tx.state.effects.veil.includes(cmd.area) && veilCasters(tx.state, other(side), cmd.area).length) {
      tx.stage({
        kind: 'veil',
        side: other(side),
        by: side,
        caster: cmd.caster,
        area: cmd.area,
        roll,
        resume: st,
      });
      return;
    }
    if (ok) resolveVision(tx, cmd.caster, side, cmd.area);
  } else if (ok && spell === 'gate' && !units.length) {
    const groups = gateGroups(gateable(tx.state, side, cmd.from!), max);
    if (groups.length === 1) units.push(...groups[0]!);
    else {
      tx.stage({ kind: 'gate', side, caster: cmd.caster, from: cmd.from!, to: cmd.area, max, resume: st });
      return;
    }
    effect(tx, side, spell, chosen, units);
  } else if (ok) effect(tx, side, spell, chosen, units);
  afterCast(tx, side, st);
}

/** The window after a cast: each side asked stays while it can still cast something. */
function afterCast(tx: Tx, _side: Side, st: WindowStage): void {
  resume(tx, st);
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
function resolveVision(tx: Tx, caster: string, side: Side, area: AreaId): void {
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

/**
 * Units through a Gate. Arriving is entering (AMB-40): lone characters arriving among enemy regiments, or
 * regiments arriving on lone enemy characters, make the capture check (DL-CAPT-01).
 */
function gate(tx: Tx, side: Side, units: string[], from: AreaId, to: AreaId): void {
  tx.emit({ type: 'gated', side, units, from, to });
  const check = captureOnEntry(tx.state, side, units, to);
  if (check) check(tx, false);
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
      gate(tx, side, units, cmd.from!, a);
      return;
    case 'necromon':
      tx.emit({ type: 'placed', side, units, area: a, cause: 'returned' });
      return;
    case 'rains': {
      const radius = Math.min(cmd.radius ?? 0, character(cmd.caster).range);
      // DL-SPELL-K-05: a caster of power 5 may flood any areas within his range of the target (checked in applyCast)
      const areas = cmd.areas ? [...new Set(cmd.areas)].sort() : within(a, radius);
      const phase = tx.state.phase;
      setEffects(tx, (e) => {
        // DL-SPELL-K-04: two full phases; an older Rains still running keeps its areas to the end of this phase
        const old = e.rains && e.rains.until >= phase ? e.rains : null;
        const fresh = { areas: [...areas], until: phase + 1 };
        e.rains = old ? { areas: [...new Set([...old.areas, ...areas])].sort(), until: phase, next: fresh } : fresh;
      });
      return;
    }
    default:
      return;
  }
}

// ---------------------------------------------------------------------------
// Siege magic (DL-SMAG): bids alternate until two passes in a row, then every spell rolls
// ---------------------------------------------------------------------------

/** DL-SMAG-01, DL-MAG-04: casters in range of the siege area who have not cast this phase nor bid already. */
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
