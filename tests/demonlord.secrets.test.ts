/**
 * Demonlord's secrets through the real server over HTTP: two players play
 * seeded games from the choices they are offered, and after every command each
 * seat's answers (the game detail with its view and choices, and the log) are
 * searched for what that seat may not know, read from the stored commits: the
 * units inside the enemy's stacks (unless seen in the battle being fought or
 * by a Vision), the enemy's spells before their first use, the enemy's
 * reinforcement draw, the counters set aside and the creatures of Ninkhiz not
 * drawn. When the game is over everything may be shown.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, foldCommits, seededDice } from '../shared/src/engine/index.ts';
import { demonlord } from '../shared/src/games/demonlord/index.ts';
import { controllerOf } from '../shared/src/games/demonlord/rules/board.ts';
import type { State } from '../shared/src/games/demonlord/rules/state.ts';
import { localTable } from './support/local-table.ts';

const game = demonlord as AnyGame;
const table = localTable('demonlord', game);

type Side = 'demon' | 'khozar';
const other = (x: Side): Side => (x === 'demon' ? 'khozar' : 'demon');

/** What `viewer` may not know now, as strings that must not appear in what it is sent. */
function secrets(s: State, viewer: Side): { units: Set<string>; spells: string[]; draws: string[] } {
  const view = demonlord.view(s, viewer);
  const closed = new Map(
    view.stacks.filter((st) => st.side !== viewer && !st.units).map((st) => [`${st.area}:${st.side}`, st.top.id]),
  );
  const units = new Set<string>();
  const seen = new Set(s.sides[viewer].visions.filter((x) => x.phase === s.phase).flatMap((x) => x.units));
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || seen.has(u.id)) continue;
    const top = closed.get(`${u.area}:${controllerOf(s, u.id)}`);
    if (top && top !== u.id) units.add(u.id);
  }
  const enemy = s.sides[other(viewer)];
  const spells = enemy.hand.filter((x) => !enemy.shown.includes(x));
  const draws = enemy.toPlace.filter((id) => s.units[id]?.status !== 'map');
  return { units, spells, draws };
}

async function play(seed: number, steps: number) {
  const rng = seededDice(`dl-secrets-${seed}`);
  const [annToken, bobToken] = (await table.players('Ann', 'Bob')) as [string, string];
  const ann = { token: annToken };
  const bob = { token: bobToken };
  const id = await table.seated(ann.token, { seat: 'khozar', timing: { reminderHours: 0 } }, [bob.token]);
  const tokens: Record<Side, string> = { khozar: ann.token, demon: bob.token };
  let checked = 0;
  for (let step = 0; step < steps; step++) {
    const commits = await table.store.commitsAfter(id, 0);
    const { state } = foldCommits(game.evolve, { state: undefined, version: 0 }, commits);
    const s = state as State;
    for (const side of ['khozar', 'demon'] as Side[]) {
      const detail = await table.api.get(`/api/games/${id}`, tokens[side]);
      const log = await table.api.get(`/api/games/${id}/log`, tokens[side]);
      if (detail.body.status === 'finished') return checked;
      const { units, spells, draws } = secrets(s, side);
      // (the neutrals' record names Ul's ruler, 'balor' or 'dwarf-king', which the whole table learns by the
      // roll; a spell's caster is named when the spell is announced, DL-MAG-08, wherever he stands)
      const caster = (detail.body.view.stage as { caster?: string } | null)?.caster;
      const seen = JSON.stringify({
        view: { ...detail.body.view, neutrals: null },
        choices: detail.body.choices,
      }).replaceAll(`"caster":"${caster}"`, '');
      for (const u of units)
        expect(seen.includes(`"${u}"`), `${side} is sent ${u}, hidden in an enemy stack`).toBe(false);
      for (const u of draws) expect(seen.includes(`"${u}"`), `${side} is sent the enemy's draw ${u}`).toBe(false);
      const entries = log.body.entries as { event: { type: string; side?: string } }[];
      for (const e of entries) {
        const text = JSON.stringify(e);
        if (e.event.type === 'handChosen' && e.event.side !== side) {
          for (const sp of spells)
            expect(text.includes(`"${sp}"`), `${side} reads the enemy's spell ${sp}`).toBe(false);
        }
        if ((e.event.type === 'reinforcementsDrawn' && e.event.side !== side) || e.event.type === 'setAside') {
          expect(text, `${side} reads a secret draw`).not.toMatch(/"(pts|an|skhn)-[a-z0-9-]+"/);
        }
      }
      checked++;
    }
    // whoever the game waits on plays one of their choices (movement ends a third of the time)
    const waiting = (await table.api.get(`/api/games/${id}`, ann.token)).body.pending as { seat: Side }[];
    const seat = waiting[rng.int(0, waiting.length - 1)]!.seat;
    const d = (await table.api.get(`/api/games/${id}`, tokens[seat])).body;
    const choices = d.choices[seat] as { command: { type: string } }[];
    expect(choices.length, `${seat} has nothing to do`).toBeGreaterThan(0);
    const done = choices.find((c) => c.command.type === 'done');
    const c = done && rng.int(0, 2) === 0 ? done : choices[rng.int(0, choices.length - 1)]!;
    const r = await table.api.post(
      `/api/games/${id}/commands`,
      { commandId: `dl-secrets-${seed}-${step}`, expectedVersion: d.version, command: c.command, seat },
      tokens[seat],
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return checked;
}

describe('Demonlord keeps each side’s secrets through the API', () => {
  it('no seat is ever sent the inside of enemy stacks, unused enemy spells or secret draws', async () => {
    let checked = 0;
    for (const seed of [1, 2]) checked += await play(seed, 120);
    expect(checked).toBeGreaterThan(100);
  }, 600_000);
});
