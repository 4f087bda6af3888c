/**
 * Dragons of Glory's secrets through the real server over HTTP: two players
 * play seeded games with hidden stacks on (DG-HID-01), choosing from what they
 * are offered, and after every command each seat's answers (the game detail
 * with its view and choices, and the log) are searched for what that seat may
 * not know, read from the stored commits: the units inside the enemy's stacks
 * (unless in the battle being fought) and the counters in the cup (DG-SE-04).
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, foldCommits, seededDice } from '../shared/src/engine/index.ts';
import { NATIONS } from '../shared/src/games/dragons-of-glory/data/index.ts';
import { dragonsOfGlory } from '../shared/src/games/dragons-of-glory/index.ts';
import type { State } from '../shared/src/games/dragons-of-glory/rules/state.ts';
import { localTable } from './support/local-table.ts';

const game = dragonsOfGlory as AnyGame;
const table = localTable('dragons-of-glory', game);

type Side = 'highlord' | 'whitestone';
const NATION_IDS = new Set<string>(NATIONS);

/** Enemy counters on the map that `viewer` may not name now: all but those in the battle being fought. */
function secrets(s: State, viewer: Side): { units: Set<string>; cup: string[] } {
  const open = new Set<string>();
  if (s.sea)
    for (const id of [...s.sea.attackers, ...s.sea.defenders]) if (s.units[id]?.hex) open.add(s.units[id]!.hex!);
  if (s.battle) {
    open.add(s.battle.hex);
    for (const a of s.battle.attackers) if (s.units[a]?.hex) open.add(s.units[a]!.hex!);
  }
  // the units of the battle being fought were seen by both sides, wherever they have retreated since
  const inBattle = new Set(s.battle ? [...s.battle.attackers, ...s.battle.defenders, ...(s.battle.fled ?? [])] : []);
  const units = new Set<string>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || !u.side || u.side === viewer || !u.hex || open.has(u.hex) || inBattle.has(u.id)) continue;
    // the leaders Mithas and Kothas share their ids with their nations, named in the log by every roll for them
    if (NATION_IDS.has(u.id)) continue;
    units.add(u.id);
  }
  return { units, cup: s.cup };
}

async function play(seed: number, steps: number) {
  const rng = seededDice(`dg-secrets-${seed}`);
  const [annToken, bobToken] = (await table.players('Ann', 'Bob')) as [string, string];
  const ann = { token: annToken };
  const bob = { token: bobToken };
  const id = await table.seated(
    ann.token,
    { seat: 'highlord', config: { hiddenStacks: true }, timing: { reminderHours: 0 } },
    [bob.token],
  );
  const tokens: Record<Side, string> = { highlord: ann.token, whitestone: bob.token };
  let checked = 0;
  let battles = 0;
  const read: Record<Side, number> = { highlord: 0, whitestone: 0 };
  const known: Record<Side, Set<string>> = { highlord: new Set(), whitestone: new Set() };
  for (let step = 0; step < steps; step++) {
    const commits = await table.store.commitsAfter(id, 0);
    const { state } = foldCommits(game.evolve, { state: undefined, version: 0 }, commits);
    const s = state as State;
    if (s.battle) battles++;
    for (const side of ['highlord', 'whitestone'] as Side[]) {
      const detail = await table.api.get(`/api/games/${id}`, tokens[side]);
      const log = await table.api.get(`/api/games/${id}/log`, tokens[side]);
      if (detail.body.status === 'finished') return { checked, battles };
      const { units, cup } = secrets(s, side);
      // The log is read as it grows: what the last command wrote. A battle names both sides' armies to both
      // (the declaration reveals them, DG-HID-02): those are known from then on, wherever they go.
      // A kender taunt is rolled in the open, the taunting kender and the stack taunted named to both (as a
      // battle's declaration is): those are known from then on too. So is a ship caught in the Maelstrom: its
      // roll is open, and on a 6-8 the enemy steers it out (DG-MAEL-02, AMB-41).
      type Entry = {
        seq: number;
        event: {
          type: string;
          attackers?: string[];
          defenders?: string[];
          kender?: string[];
          target?: string[];
          ship?: string;
        };
      };
      const fresh = (log.body.entries as Entry[]).filter((e) => e.seq > read[side]);
      read[side] = Math.max(read[side], ...fresh.map((e) => e.seq));
      for (const e of fresh)
        if (e.event.type === 'battleDeclared' || e.event.type === 'seaBattleDeclared')
          for (const u of [...(e.event.attackers ?? []), ...(e.event.defenders ?? [])]) known[side].add(u);
        else if (e.event.type === 'tauntRolled')
          for (const u of [...(e.event.kender ?? []), ...(e.event.target ?? [])]) known[side].add(u);
        else if (e.event.type === 'maelstromRolled' && e.event.ship) known[side].add(e.event.ship);
      for (const u of known[side]) units.delete(u);
      // (nations and strongholds are keyed by ids a leader may share, 'mithas'; they name no counter)
      const seen = JSON.stringify({
        view: { ...detail.body.view, nations: null, control: null },
        choices: detail.body.choices,
        log: fresh,
      });
      for (const u of units) {
        const at = seen.indexOf(`"${u}"`);
        expect(
          at < 0,
          `${side} is sent ${u}, hidden in an enemy stack: …${seen.slice(Math.max(0, at - 200), at + 60)}`,
        ).toBe(true);
      }
      // (an event named like a nation, 'good-dragons', is looked for only where events are named)
      const named = JSON.stringify({
        drawn: detail.body.view.drawn,
        effects: detail.body.view.effects,
        stage: detail.body.view.stage,
        log: (log.body.entries as { event: { type: string } }[]).filter((e) => /event|cup/i.test(e.event.type)),
      });
      for (const ev of cup) expect(named.includes(`"${ev}"`), `${side} is sent ${ev}, still in the cup`).toBe(false);
      checked++;
    }
    const waiting = (await table.api.get(`/api/games/${id}`, ann.token)).body.pending as { seat: Side }[];
    const seat = waiting[rng.int(0, waiting.length - 1)]!.seat;
    const d = (await table.api.get(`/api/games/${id}`, tokens[seat])).body;
    const choices = d.choices[seat] as { command: { type: string } }[];
    expect(choices.length, `${seat} has nothing to do`).toBeGreaterThan(0);
    const end = choices.find((c) => c.command.type === 'endMovement' || c.command.type === 'endCombat');
    const c = end && rng.int(0, 3) === 0 ? end : choices[rng.int(0, choices.length - 1)]!;
    const r = await table.api.post(
      `/api/games/${id}/commands`,
      { commandId: `dg-secrets-${seed}-${step}`, expectedVersion: d.version, command: c.command, seat },
      tokens[seat],
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return { checked, battles };
}

describe('Dragons of Glory keeps each side’s secrets through the API', () => {
  it('DG-HID-01 DG-SE-04 no seat is ever sent the inside of enemy stacks or the cup', async () => {
    let checked = 0;
    for (const seed of [1, 2]) checked += (await play(seed, 120)).checked;
    expect(checked).toBeGreaterThan(100);
  }, 600_000);
});
