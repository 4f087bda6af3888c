/**
 * Domains' secrets through the real server over HTTP: three regents play
 * seeded rounds, each writing its sheet from the orders it is offered and
 * handing it in, and after every command each seat's answers (the game detail
 * with its view and choices, and the log) are searched, against the stored
 * commits, for what that seat may not know (checklist §2.1, J-17, J-69, J-70):
 * another regent's draft or sealed sheet before the round resolves, another's
 * treasury, agendas and spells, covert holdings and spy networks not its own,
 * anyone's counter-espionage pool, and the game's seed.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, foldCommits, seededDice } from '../shared/src/engine/index.ts';
import type { DomainId } from '../shared/src/games/domains/data/index.ts';
import { domains } from '../shared/src/games/domains/index.ts';
import type { State } from '../shared/src/games/domains/rules/state.ts';
import { localTable } from './support/local-table.ts';

const game = domains as AnyGame;
const table = localTable('domains', game);

type Entry = { seq: number; event: { type: string; domain?: string; orders?: unknown[]; backing?: unknown[] } };
type Offer = { order: { overseer?: string }; label: string };

/** What `me` may not be sent, read from the true state. */
function check(s: State, me: DomainId, detail: { view: Record<string, unknown> }, fresh: Entry[], seed: string) {
  const view = detail.view as {
    sheet: { orders: unknown[] } | null;
    holdings: { id: string; owner: string; covert: boolean }[];
    spies: { owner: string }[];
    domains: Record<string, { gb: number; rp: number; agendas: string[]; spells: string[]; counterPool?: number }>;
    offers: Offer[];
  };
  const all = JSON.stringify({ detail, fresh });
  expect(all.includes(seed), `${me} is sent the seed`).toBe(false);
  expect(all.includes('counterPool'), `${me} is sent a counter-espionage pool`).toBe(false);
  // the own sheet only: the draft or the sealed sheet of another regent never comes
  expect(view.sheet ?? null).toEqual(s.sheets[me] ? expect.objectContaining({ orders: s.sheets[me]!.orders }) : null);
  for (const e of fresh) {
    if (e.event.domain === me || !e.event.domain) continue;
    expect(['draftSet', 'draftBrowsed'], `${me} is sent ${e.event.domain}'s draft`).not.toContain(e.event.type);
    if (e.event.type === 'sheetHandedIn') {
      expect(e.event.orders, `${me} is sent ${e.event.domain}'s orders`).toEqual([]);
      expect(e.event.backing).toEqual([]);
    }
    if (e.event.type === 'treasury') throw new Error(`${me} is sent ${e.event.domain}'s treasury`);
  }
  for (const [id, d] of Object.entries(view.domains)) {
    if (id === me) continue;
    expect([d.gb, d.rp, d.agendas, d.spells], `${me} is sent ${id}'s treasury, agendas or spells`).toEqual([
      0,
      0,
      [],
      [],
    ]);
  }
  for (const h of Object.values(s.holdings))
    if (h.covert && h.owner !== me)
      expect(all.includes(`"${h.id}"`), `${me} is sent ${h.owner}'s covert holding`).toBe(false);
  expect(view.spies.every((x) => x.owner === me)).toBe(true);
  // offers are the own sheet's: no other court's character oversees one
  for (const o of view.offers) if (o.order.overseer) expect(s.characters[o.order.overseer]?.domain).toBe(me);
}

async function play(run: number, steps: number) {
  const rng = seededDice(`dm-secrets-${run}`);
  const names = ['Ann', 'Bob', 'Cy'];
  const tokens = await table.players(...names);
  // the creator took no seat: each of the three joins with the code and is dealt the next domain
  const id = await table.seated(tokens[0] as string, { config: { regents: 3 }, timing: { reminderHours: 0 } }, tokens);
  const meta = await table.store.getMeta(id);
  const seed = meta!.seed;
  const seats = domains.seats(domains.configSchema.parse({ regents: 3 }));
  const tokenOf: Record<string, string> = {};
  for (const t of tokens) {
    const d = (await table.api.get(`/api/games/${id}`, t)).body as { you: string[] };
    for (const s of d.you) tokenOf[s] = t;
  }
  expect(Object.keys(tokenOf).sort()).toEqual([...seats].sort());
  const read: Record<string, number> = {};
  let checked = 0;
  let resolved = 0;
  for (let step = 0; step < steps; step++) {
    const commits = await table.store.commitsAfter(id, 0);
    const { state } = foldCommits(game.evolve, { state: undefined, version: 0 }, commits);
    const s = state as State;
    for (const me of seats) {
      const detail = (await table.api.get(`/api/games/${id}`, tokenOf[me])).body;
      if (detail.status === 'finished') return { checked, resolved };
      const log = (await table.api.get(`/api/games/${id}/log`, tokenOf[me])).body as { entries: Entry[] };
      const fresh = log.entries.filter((e) => e.seq > (read[me] ?? 0));
      read[me] = Math.max(read[me] ?? 0, ...fresh.map((e) => e.seq));
      resolved += fresh.filter((e) => e.event.type === 'roundEnded').length;
      check(s, me as DomainId, detail, fresh, seed);
      checked++;
    }
    // a regent still writing: one more order from its offers, or (one time in three, or with three) hand in
    const waiting = (await table.api.get(`/api/games/${id}`, tokens[0])).body.pending as {
      seat: string;
      kind: string;
    }[];
    const writing = waiting.filter((p) => p.kind !== 'orders-edit');
    const seat = (writing.length ? writing : waiting)[rng.int(0, (writing.length || waiting.length) - 1)]!.seat;
    const d = (await table.api.get(`/api/games/${id}`, tokenOf[seat])).body;
    const choices = d.choices[seat] as { command: { type: string } }[];
    const view = d.view as { sheet: { orders: unknown[]; backing: unknown[] } | null; offers: Offer[] };
    let command: unknown;
    const written = view.sheet?.orders ?? [];
    if (view.offers.length && written.length < 3 && rng.int(0, 2) > 0) {
      const o = view.offers[rng.int(0, view.offers.length - 1)]!;
      command = { type: 'draft', orders: [...written, o.order], backing: view.sheet?.backing ?? [] };
    } else {
      const hand = choices.find((c) => c.command.type === 'handIn' || c.command.type === 'useRegent');
      command = (hand ?? choices[rng.int(0, choices.length - 1)]!).command;
    }
    const r = await table.api.post(
      `/api/games/${id}/commands`,
      { commandId: `dm-secrets-${run}-${step}`, expectedVersion: d.version, command, seat },
      tokenOf[seat],
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return { checked, resolved };
}

describe('Domains keeps each regent’s secrets through the API', () => {
  it('§2.1 J-17 J-69 J-70: no regent is sent another’s sheet, treasury, covert holdings, spies, pool or the seed', async () => {
    const { checked, resolved } = await play(1, 90);
    expect(checked).toBeGreaterThan(200);
    // the rounds really resolved, so the sealed sheets were opened and acted on while we looked
    expect(resolved).toBeGreaterThan(3);
  }, 600_000);
});
