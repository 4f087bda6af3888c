/**
 * Alliances with the neutrals (DL-ALLY, DL-NEUT-03): attempts at the end of
 * each phase by both players, by forces next to the neutral's home or by a
 * caster's alliance magic within range; the check of a temporary alliance
 * after a defeat or the loss of its home; an ex-ally's units going home.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  ALLIANCE_ATTEMPT,
  distance,
  FACTION_NAMES,
  lookup,
  type Neutral,
  NEUTRAL_HOMES,
  NEUTRALS,
  neighbours,
  SETTLEMENTS,
  settlementAt,
  type Side,
  SUMMONINGS,
  TEMPORARY_ALLIANCE_CHECK,
  UNITS,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { controllerOf, counter, idsAt, other } from './board.ts';
import { ulRuler } from './fight.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords } from './words.ts';

interface Attempt {
  neutral: Neutral;
  caster: string | null;
  label: string;
}

/** Every alliance attempt `side` may make now (DL-ALLY-05, AMB-51/53). */
export function attempts(s: State, side: Side): Attempt[] {
  const out: Attempt[] = [];
  for (const n of NEUTRALS) {
    const st = s.neutrals[n];
    if (st.myth || st.ally || s.attempts.includes(`${side}:${n}`)) continue;
    const home = NEUTRAL_HOMES[n];
    const near = neighbours(home).find((a) => idsAt(s, a, side).length > 0);
    const name = FACTION_NAMES[n];
    if (near)
      out.push({
        neutral: n,
        caster: null,
        label: `Seek an alliance with ${name} (your forces at ${areaWords(near)})`,
      });
    if (s.allianceSpells.includes(`${side}:${n}`)) continue;
    for (const u of Object.values(s.units)) {
      if (u.status !== 'map' || !u.area || controllerOf(s, u.id) !== side) continue;
      const c = counter(u.id);
      if (c.kind !== 'character' || c.magic < 1 || s.cast.includes(u.id)) continue;
      if (distance(u.area, home) > c.range) continue;
      out.push({ neutral: n, caster: u.id, label: `Seek an alliance with ${name} by ${c.name}'s alliance magic` });
    }
  }
  return out;
}

export function allianceChoices(s: State, side: Side): Choice<CoreCommand>[] {
  return [
    ...attempts(s, side).map((a) => ({
      command: { type: 'seekAlliance' as const, neutral: a.neutral, caster: a.caster },
      label: a.label,
      group: 'Alliances',
      target: NEUTRAL_HOMES[a.neutral],
    })),
    { command: { type: 'done' }, label: 'No more alliance attempts this phase' },
  ];
}

export function applySeek(tx: Tx, side: Side, cmd: Extract<CoreCommand, { type: 'seekAlliance' }>): void {
  const st = tx.state.stage;
  ensure(
    st?.kind === 'alliance' && st.side === side,
    'not_alliances',
    'You may seek alliances only in the alliance step.',
  );
  const a = attempts(tx.state, side).find((x) => x.neutral === cmd.neutral && x.caster === cmd.caster);
  ensure(a, 'no_attempt', 'That alliance attempt is not open to you now.');
  const r = tx.dice.roll(6);
  const result = lookup(ALLIANCE_ATTEMPT, r);
  const n = a.neutral;
  tx.emit({ type: 'allianceRolled', side, neutral: n, roll: r, caster: a.caster, result });
  if (result === 'myth') {
    myth(tx, n);
    return;
  }
  if (result === 'no-change') return;
  if (n === 'ul' && !tx.state.neutrals.ul.ruler) ulRuler(tx);
  const ally = result === 'temporary-with-opponent' ? other(side) : side;
  tx.emit({
    type: 'allianceChanged',
    neutral: n,
    ally,
    kind: result === 'permanent' ? 'permanent' : 'temporary',
    cause: result === 'temporary-with-opponent' ? 'offended' : 'alliance',
  });
}

/** DL-ALLY-06 result 5: the neutral was a myth; its counters leave and its fortification is a village. */
function myth(tx: Tx, n: Neutral): void {
  const units = UNITS.filter((u) => u.faction === n).map((u) => u.id);
  const home = settlementAt(NEUTRAL_HOMES[n]);
  tx.emit({ type: 'myth', neutral: n, units, settlement: home?.id ?? null });
}

/** DL-ALLY-10: temporary alliances hit by a defeat or the loss of their home roll at the end of the phase. */
export function checkTemporaries(tx: Tx): void {
  for (const n of NEUTRALS) {
    const st = tx.state.neutrals[n];
    if (!st.check || st.kind !== 'temporary' || !st.ally) continue;
    const r = tx.dice.roll(6);
    const result = lookup(TEMPORARY_ALLIANCE_CHECK, r);
    tx.emit({ type: 'allianceChecked', neutral: n, side: st.ally, roll: r, result });
    if (result === 'permanent') {
      tx.emit({ type: 'allianceChanged', neutral: n, ally: st.ally, kind: 'permanent', cause: 'check' });
    } else if (result === 'neutral' || result === 'temporary-with-opponent') {
      breakAlliance(tx, n, result === 'neutral' ? null : other(st.ally));
    }
  }
}

/**
 * DL-ALLY-11/12: the ally leaves. Its units off the map come back home at the end of the next phase (those
 * already at home stay); demigods and spirits summoned through it go back to their pool.
 */
export function breakAlliance(tx: Tx, n: Neutral, to: Side | null): void {
  const s = tx.state;
  const home = NEUTRAL_HOMES[n];
  const summoned = new Set(
    SUMMONINGS.filter((x) => typeof x.by === 'object' && x.by.allyOf === n).flatMap((x) => x.units),
  );
  const spirits = [...summoned].filter((id) => s.units[id]?.status === 'map');
  const away = UNITS.filter(
    (u) => u.faction === n && !summoned.has(u.id) && s.units[u.id]?.status === 'map' && s.units[u.id]?.area !== home,
  ).map((u) => u.id);
  tx.emit({ type: 'allianceChanged', neutral: n, ally: to, kind: to ? 'temporary' : null, cause: 'broken' });
  // DL-ALLY-13: its settlements are its own again, whoever's units stand there (a captured home included)
  for (const t of SETTLEMENTS) {
    const c = s.control[t.id];
    if (t.faction === n && c !== n && c !== null && c !== undefined && !s.razed.includes(t.id))
      tx.emit({ type: 'controlChanged', settlement: t.id, to: n });
  }
  if (spirits.length) tx.emit({ type: 'pooled', units: spirits });
  if (away.length) tx.emit({ type: 'unitsAway', units: away, until: s.phase + 1 });
}

/** An ex-ally's units due home at the end of this phase (DL-ALLY-11, AMB-55). */
export function unitsHome(tx: Tx): void {
  const s = tx.state;
  const due = new Map<Neutral, string[]>();
  for (const u of Object.values(s.units)) {
    if (u.status !== 'away' || (u.phase ?? 0) > s.phase) continue;
    const f = counter(u.id).faction as Neutral;
    due.set(f, [...(due.get(f) ?? []), u.id]);
  }
  for (const [n, units] of due) tx.emit({ type: 'unitsHome', units, area: NEUTRAL_HOMES[n] });
}
