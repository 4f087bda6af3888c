/**
 * Characters in battle (checklist 3.10, J-42, J-43, J-45, J-50) and bloodtheft (1.7.5): after each land
 * battle, every character who fought in it rolls for his life.
 *
 * - Who fights: a character of a side named on one of its domain's Oversee orders that names the battle's
 *   province (the regent when the order names nobody), alive and standing there when the battle is fought:
 *   leading troops needs Oversee that round (3.10), and Attend takes him there at his slot (J-51). The same
 *   orders give the army commander (rules/battle.ts commanderStrategy, J-42). Brigands have no characters.
 * - The roll (J-43): d10, once per battle; at or under the threshold he survives, above it he is killed. The
 *   threshold is his Prowess (effective: class, Heightened Ability, Berserkers Blood, Endurance taken as
 *   Prowess), +1 for Iron Will, +1 for Endurance taken as survival, −1 for each enemy in the battle with
 *   Berserkers Blood (J-50), and the RP bought below; it stays within 1-9.
 * - RP (J-43): a regent who fights in the battle himself may buy points at 2 RP each, declared on his
 *   Oversee order: `guard` points on a friendly character of the battle (`guardWho`, himself by default),
 *   `strike` points against a named enemy (`strikeAt`). Each is 1-8 points (the sheet refuses others:
 *   `survivalOrderProblem`), paid at each battle where it applies, and only as many points as can still
 *   move that character's threshold from where it stands before any RP (within 1-9); a treasury that
 *   cannot pay them buys none, and points on a character who does not fight there cost nothing.
 * - Bloodtheft (J-45, 1.7.5): a blooded character killed in the battle is slain by bloodtheft when a scion
 *   of the other side fought in it with `seekBloodtheft` on his Oversee order and survived; among several,
 *   the highest Prowess (then the earlier order). The slayer's score rises by 1 if it was at least the
 *   victim's, by 2 if lower, and the victim's RP reserve (his domain's RP, if he was its regent) is lost.
 *   If the victim was the last of his line (no living heir named by Designation; a lieutenant never has
 *   one, J-27), the slayer gains instead a fifth of his score (rounded down, at least 1) and his RP.
 *   There are no tighmaevril weapons (J-47: no magic items), and an unblooded slayer (J-44) does not
 *   arise in battle: J-45 asks a scion, and the sheet refuses the flag on an unblooded character.
 * - A killed character dies as an assassinated one does (rules/actions/trade.ts): `alive` false.
 *
 * Every roll is told with its threshold and each part of it to the battle's sides and the province's
 * ruler (J-70); what a regent could not buy is told to him alone.
 */
import {
  BLOOD_ABILITY_TABLE,
  BLOODLINE_RULES,
  CHARACTERS_IN_BATTLE,
  type DomainId,
  effectiveSkills,
} from '../data/index.ts';
import type { Mod } from '../events.ts';
import { recordDeed } from './agendas.ts';
import { livingHeir, succeed } from './succession.ts';
import { type CharacterState, isBrigands, type OrderState, type State, type UnitOwner } from './state.ts';
import type { Tx } from './tx.ts';
import { characterName, dname, partsWords, pname } from './words.ts';

const [LOW, HIGH] = CHARACTERS_IN_BATTLE.survivalRange;
/** The most points one order buys on a threshold: the width of the 1-9 range (J-43). */
export const MAX_SURVIVAL_POINTS = HIGH - LOW;
const RP_PER_POINT = CHARACTERS_IN_BATTLE.rpPerSurvivalPoint;

/** The survival and bloodtheft parameters an Oversee order may carry (J-43, J-45). */
export const SURVIVAL_PARAMS = ['guard', 'guardWho', 'strike', 'strikeAt', 'seekBloodtheft'] as const;

const regentId = (d: string): string => `${d}:regent`;
const isPoints = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_SURVIVAL_POINTS;

/** Why the sheet cannot take an Oversee order's survival or bloodtheft parameters (J-43, J-45), or null. */
export function survivalOrderProblem(s: State, d: DomainId, o: OrderState): readonly [string, string] | null {
  if (o.action !== 'oversee') return null;
  const q = o.params ?? {};
  const has = (k: (typeof SURVIVAL_PARAMS)[number]) => q[k] !== undefined;
  if (!SURVIVAL_PARAMS.some(has)) return null;
  const where = o.targets[0];
  if ((o.variant ?? 'action') === 'action' || !where || !s.provinces[where])
    return [
      'survival_where',
      'Survival and bloodtheft are written on the Oversee that takes the character to the battle’s province (J-43).',
    ];
  const who = s.characters[o.overseer ?? regentId(d)];
  if (has('seekBloodtheft')) {
    if (typeof q.seekBloodtheft !== 'boolean') return ['bloodtheft_flag', 'Seeking bloodtheft is yes or no (J-45).'];
    if (q.seekBloodtheft && !who?.build.bloodline)
      return [
        'bloodtheft_scion',
        `${who?.build.name ?? 'That character'} has no bloodline: only a scion may seek bloodtheft (J-45).`,
      ];
  }
  if (!(['guard', 'guardWho', 'strike', 'strikeAt'] as const).some(has)) return null;
  if (who?.role !== 'regent' || who.domain !== d)
    return [
      'survival_regent',
      'Only the regent, fighting in the battle himself, may spend RP on survival: write it on his own Oversee (J-43).',
    ];
  const points = `Survival is bought in whole points, 1 to ${MAX_SURVIVAL_POINTS}, at ${RP_PER_POINT} RP each (J-43).`;
  if ((has('guard') && !isPoints(q.guard)) || (has('strike') && !isPoints(q.strike)))
    return ['survival_points', points];
  if ((has('guardWho') && !has('guard')) || (has('strikeAt') && !has('strike'))) return ['survival_points', points];
  if (has('guardWho')) {
    const f = typeof q.guardWho === 'string' ? s.characters[q.guardWho] : undefined;
    if (!f?.alive || f.domain !== d)
      return ['survival_friend', 'RP raise the survival of a living character of your own court (J-43).'];
  }
  if (has('strike')) {
    const e = typeof q.strikeAt === 'string' ? s.characters[q.strikeAt] : undefined;
    if (!e?.alive || e.domain === d)
      return ['survival_enemy', 'RP lower the survival of a named, living character of another domain (J-43).'];
  }
  return null;
}

// ---------------------------------------------------------------------------
// Who fights, and his threshold
// ---------------------------------------------------------------------------

interface Fighter {
  c: CharacterState;
  /** The Oversee order that put him in the battle. */
  order: OrderState;
}

/** The characters of a side in the battle at `p`: each named on an Oversee of its domain naming `p`, alive and there. */
export function fightersAt(s: State, d: UnitOwner, p: string): Fighter[] {
  if (isBrigands(d)) return [];
  const out: Fighter[] = [];
  for (const o of s.sheets[d]?.orders ?? []) {
    if (o.action !== 'oversee' || !o.targets.includes(p)) continue;
    const c: CharacterState | undefined = s.characters[o.overseer ?? regentId(d)];
    if (!c?.alive || c.domain !== d || c.province !== p || out.some((f) => f.c.id === c.id)) continue;
    out.push({ c, order: o });
  }
  return out;
}

const abilityName = (id: keyof typeof BLOOD_ABILITY_TABLE): string => BLOOD_ABILITY_TABLE[id].name;

/** The parts of a character's threshold before RP: Prowess, his own abilities, the enemies' Berserkers Blood (J-50). */
export function survivalParts(c: CharacterState, enemies: readonly CharacterState[]): Mod[] {
  const mods: Mod[] = [{ label: 'Prowess', value: effectiveSkills(c.build).prowess, ref: 'J-43' }];
  for (const a of c.build.abilities)
    for (const e of BLOOD_ABILITY_TABLE[a.id].effects) {
      if (e.kind === 'survival') mods.push({ label: abilityName(a.id), value: e.value, ref: 'J-50' });
      if (e.kind === 'skill-choice' && a.choice === 'survival')
        mods.push({ label: `${abilityName(a.id)} (survival)`, value: e.value, ref: 'J-50' });
    }
  for (const x of enemies)
    for (const a of x.build.abilities)
      for (const e of BLOOD_ABILITY_TABLE[a.id].effects)
        if (e.kind === 'enemy-survival')
          mods.push({ label: `${x.build.name}’s ${abilityName(a.id)}`, value: e.value, ref: 'J-50' });
  return mods;
}

const clamp = (t: number): number => Math.min(HIGH, Math.max(LOW, t));
const total = (mods: readonly Mod[]): number => mods.reduce((n, m) => n + m.value, 0);

// ---------------------------------------------------------------------------
// The rolls of one battle
// ---------------------------------------------------------------------------

/** A regent's RP on one character's threshold (J-43): who buys, how many points, which way. */
interface Bought {
  by: CharacterState;
  on: string;
  points: number;
  sign: 1 | -1;
}

function tellAll(tx: Tx, to: readonly (UnitOwner | null | undefined)[], text: string): void {
  for (const d of new Set(to)) if (d && !isBrigands(d)) tx.emit({ type: 'noted', text, domain: d });
}

/**
 * The RP each side's regent put on the battle (J-43), paid now: only a regent who fights in it, only on
 * characters who fight in it, only the points that can count, and nothing when the treasury is short.
 */
function buyPoints(
  tx: Tx,
  place: string,
  sides: readonly [UnitOwner, UnitOwner],
  fighters: readonly [Fighter[], Fighter[]],
  before: ReadonlyMap<string, number>,
): Bought[] {
  const out: Bought[] = [];
  sides.forEach((d, i) => {
    if (isBrigands(d)) return;
    const regent = fighters[i]!.find((f) => f.c.id === regentId(d));
    if (!regent) return;
    const q = regent.order.params ?? {};
    const own = fighters[i]!;
    const foes = fighters[1 - i]!;
    const wants: { on: string; points: unknown; sign: 1 | -1; among: Fighter[] }[] = [];
    if (q.guard !== undefined)
      wants.push({
        on: typeof q.guardWho === 'string' ? q.guardWho : regent.c.id,
        points: q.guard,
        sign: 1,
        among: own,
      });
    if (q.strike !== undefined && typeof q.strikeAt === 'string')
      wants.push({ on: q.strikeAt, points: q.strike, sign: -1, among: foes });
    for (const w of wants) {
      if (!isPoints(w.points)) continue;
      const target = w.among.find((f) => f.c.id === w.on);
      const name = characterName(tx.state, w.on);
      const say = (text: string) => tx.emit({ type: 'noted', domain: d as DomainId, text });
      if (!target) {
        say(`${regent.c.build.name} spends no RP on ${name}’s survival: ${name} did not fight at ${place} (J-43).`);
        continue;
      }
      const t = before.get(w.on) ?? LOW;
      const room = w.sign > 0 ? HIGH - t : t - LOW;
      const points = Math.min(w.points, room);
      const cut =
        points < w.points
          ? ` (${points} of the ${w.points} points ordered: the rest could not count, the threshold staying within ${LOW}-${HIGH})`
          : '';
      if (points <= 0) {
        say(
          `${regent.c.build.name} spends no RP on ${name}’s survival at ${place}: it stands at ${t} already, and stays within ${LOW}-${HIGH} (J-43).`,
        );
        continue;
      }
      const rp = points * RP_PER_POINT;
      const have = tx.state.domains[d as DomainId]?.rp ?? 0;
      if (have + 1e-9 < rp) {
        say(
          `${regent.c.build.name} cannot pay ${rp} RP to ${w.sign > 0 ? 'raise' : 'lower'} ${name}’s survival at ${place} (${have} RP in the treasury): nothing is bought (J-43).`,
        );
        continue;
      }
      tx.emit({
        type: 'treasury',
        domain: d as DomainId,
        gb: 0,
        rp: -rp,
        why: `battlefield survival at ${place}: ${name}’s threshold ${w.sign > 0 ? '+' : '-'}${points}${cut} (J-43)`,
      });
      out.push({ by: regent.c, on: w.on, points, sign: w.sign });
    }
  });
  return out;
}

/**
 * After a land battle at `p`: every character who fought in it rolls for his life (J-43, J-50), the dead are
 * dead, and a blooded one slain may be slain by bloodtheft (J-45, 1.7.5). `told`: the sides and the ruler (J-70).
 */
export function battlefieldSurvival(
  tx: Tx,
  p: string,
  sides: readonly [UnitOwner, UnitOwner],
  told: readonly (UnitOwner | null | undefined)[],
): void {
  const s = tx.state;
  const fighters: [Fighter[], Fighter[]] = [fightersAt(s, sides[0], p), fightersAt(s, sides[1], p)];
  if (!fighters[0].length && !fighters[1].length) return;
  const place = pname(p);
  const parts = new Map<string, Mod[]>();
  fighters.forEach((list, i) => {
    const enemies = fighters[1 - i]!.map((f) => f.c);
    for (const f of list) parts.set(f.c.id, survivalParts(f.c, enemies));
  });
  const before = new Map([...parts].map(([id, mods]) => [id, clamp(total(mods))] as const));
  for (const b of buyPoints(tx, place, sides, fighters, before))
    parts.get(b.on)!.push({
      label: `bought by ${b.by.build.name} for ${b.points * RP_PER_POINT} RP`,
      value: b.sign * b.points,
      ref: 'J-43',
    });
  const killed: { f: Fighter; side: number }[] = [];
  const survived = new Set<string>();
  fighters.forEach((list, i) => {
    for (const f of list) {
      const mods = parts.get(f.c.id)!;
      const sum = total(mods);
      const t = clamp(sum);
      const die = tx.dice.roll(CHARACTERS_IN_BATTLE.survivalDie);
      const lives = die <= t;
      const kept = sum !== t ? `: ${sum}, kept within ${LOW}-${HIGH}` : '';
      const regent = f.c.role === 'regent' ? `; ${dname(f.c.domain)} has lost its regent` : '';
      tellAll(
        tx,
        told,
        `Battlefield survival at ${place} (J-43): ${f.c.build.name} of ${dname(f.c.domain)} rolls ${die} on a d10 against ${t} (${partsWords(mods)}${kept}) and ${lives ? 'survives' : `is killed${regent}`}.`,
      );
      if (lives) survived.add(f.c.id);
      else {
        tx.emit({ type: 'characterSet', id: f.c.id, patch: { alive: false } });
        killed.push({ f, side: i });
      }
    }
  });
  for (const { f, side } of killed) bloodtheft(tx, place, f, fighters[1 - side]!, survived, told);
  // a regent killed is succeeded once the bloodtheft has read him as he fell (his heirs, his RP reserve)
  for (const { f } of killed)
    if (f.c.role === 'regent') {
      const words = succeed(tx, f.c.domain);
      if (words) tellAll(tx, told, `Succession in ${dname(f.c.domain)}: ${words}`);
    }
}

// ---------------------------------------------------------------------------
// Bloodtheft (1.7.5, J-45)
// ---------------------------------------------------------------------------

const scoreOf = (c: CharacterState): number => c.score ?? c.build.bloodline?.power ?? 0;

/** A living heir named by Designation for a regent; a lieutenant has none (J-27: no family trees). */
function hasHeir(s: State, c: CharacterState): boolean {
  return c.role === 'regent' && livingHeir(s, c.domain) !== null;
}

function bloodtheft(
  tx: Tx,
  place: string,
  victim: Fighter,
  foes: readonly Fighter[],
  survived: ReadonlySet<string>,
  told: readonly (UnitOwner | null | undefined)[],
): void {
  const s = tx.state;
  const v = s.characters[victim.c.id]!;
  if (!v.build.bloodline) return;
  const seekers = foes
    .filter((f) => survived.has(f.c.id) && f.order.params?.seekBloodtheft === true)
    .map((f) => s.characters[f.c.id]!)
    .filter((c) => c.alive && c.build.bloodline);
  if (!seekers.length) return;
  // the highest Prowess slays him; among equals, the earlier order
  const slayer = seekers.reduce((a, b) =>
    effectiveSkills(b.build).prowess > effectiveSkills(a.build).prowess ? b : a,
  );
  const theirs = scoreOf(slayer);
  const his = scoreOf(v);
  const last = !hasHeir(s, v);
  const rules = BLOODLINE_RULES.bloodtheft;
  const gain = last
    ? Math.max(1, Math.floor(his * rules.lastOfLineShare))
    : theirs >= his
      ? rules.strongerOrEqual
      : rules.weaker;
  const rp = v.role === 'regent' ? Math.max(0, s.domains[v.domain]?.rp ?? 0) : 0;
  tx.emit({ type: 'characterSet', id: slayer.id, patch: { score: theirs + gain } });
  if (slayer.role === 'regent') recordDeed(tx, slayer.domain, 'bloodline', gain);
  if (rp > 0) {
    tx.emit({
      type: 'treasury',
      domain: v.domain,
      gb: 0,
      rp: -rp,
      why: `${v.build.name} was slain by bloodtheft at ${place}: ${last ? 'his slayer takes' : 'he loses'} his RP reserve (1.7.5)`,
    });
    if (last)
      tx.emit({
        type: 'treasury',
        domain: slayer.domain,
        gb: 0,
        rp,
        why: `bloodtheft at ${place}: the RP of ${v.build.name}, the last of his line (1.7.5)`,
      });
  }
  const head = `Bloodtheft at ${place} (1.7.5, J-45): ${slayer.build.name} of ${dname(slayer.domain)} slays ${v.build.name} of ${dname(v.domain)} through the heart`;
  const reserve = v.role === 'regent' ? ', and takes his RP reserve' : ' (a lieutenant holds no RP)';
  const text = last
    ? `${head}. ${v.build.name} was the last of his line (no heir named, J-27): ${slayer.build.name} gains a fifth of his score (${his}), ${gain}, rising to ${theirs + gain}${reserve}.`
    : `${head}. His bloodline (${theirs}) was ${theirs >= his ? 'as strong as or stronger than' : 'weaker than'} the victim’s (${his}): his score rises by ${gain} to ${theirs + gain}; ${v.build.name}’s RP reserve is lost.`;
  tellAll(tx, told, text);
}
