/**
 * What every title owes the platform, checked the same way for each one:
 * a playable default config, bots that reach a result, commands the server
 * re-decides identically from the same dice (replay), hostile commands that
 * are refused with a RuleError (never a crash, so never a 500), and views and
 * logs that never carry the seed.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  type AnyGame,
  isRuleError,
  play,
  randomPlayout,
  seededDice,
  start,
  type Typed,
} from '../shared/src/engine/index.ts';
import { titles } from '../shared/src/index.ts';

/** Variations of a legal command a client could send instead: wrong ids, wrong numbers, wrong types. */
function mutations(command: Typed, pick: ReturnType<typeof seededDice>): unknown[] {
  const out: unknown[] = [{ ...command, type: `${command.type}-x` }];
  for (const [k, v] of Object.entries(command)) {
    if (k === 'type') continue;
    const variants: unknown[] = [undefined, null, '', 'nowhere', -1, 9999, 0.5, [], {}, true];
    if (typeof v === 'string') variants.push(`${v}x`, v.toUpperCase());
    if (typeof v === 'number') variants.push(v + 1, v - 1, -v);
    if (Array.isArray(v)) variants.push([...v, ...v], v.slice(1), ['nowhere']);
    out.push({ ...command, [k]: variants[pick.int(0, variants.length - 1)] });
  }
  return out;
}

for (const game of Object.values(titles) as AnyGame[]) {
  describe(`title ${game.id}`, () => {
    it('sets up from its default config and names its seats', () => {
      const config = game.configSchema.parse({});
      const seats = game.seats(config);
      expect(seats.length).toBeGreaterThanOrEqual(game.minSeats);
      const out = start(game, config, { dice: seededDice(1), now: 0 });
      expect(game.pending(out.state).length).toBeGreaterThan(0);
      for (const s of seats) expect(() => game.view(out.state, s)).not.toThrow();
    });

    it('replays: folding the stored events rebuilds the exact state', () => {
      const config = game.configSchema.parse({});
      let { state, events } = start(game, config, { dice: seededDice('r'), now: 0 });
      const all = [...events];
      const pick = seededDice('pick');
      for (let i = 0; i < 60 && !game.result(state); i++) {
        const p = game.pending(state)[0];
        if (!p) break;
        const cs = game.choices(state, p.seat);
        const c = cs[pick.int(0, cs.length - 1)];
        if (!c) break;
        const r = play(game, state, p.seat, c.command, { dice: seededDice(`r${i}`), now: i });
        state = r.state;
        all.push(...(r.events as Typed[]));
      }
      let replayed: unknown;
      for (const e of all) replayed = game.evolve(replayed, e);
      expect(JSON.parse(JSON.stringify(replayed))).toEqual(JSON.parse(JSON.stringify(state)));
    });

    it('refuses mangled commands with a RuleError, never a crash, and changes nothing', () => {
      const pick = seededDice('fuzz');
      for (let g = 0; g < 6; g++) {
        const config = game.configSchema.parse({});
        let { state } = start(game, config, { dice: seededDice(`f${g}`), now: 0 });
        for (let i = 0; i < 40 && !game.result(state); i++) {
          const p = game.pending(state)[pick.int(0, game.pending(state).length - 1)];
          if (!p) break;
          const cs = game.choices(state, p.seat);
          const c = cs[pick.int(0, cs.length - 1)];
          if (!c) break;
          const before = JSON.stringify(state);
          for (const bad of mutations(c.command, pick)) {
            for (const seat of [p.seat, ...game.seats(config)]) {
              try {
                play(game, state, seat, bad, { dice: seededDice(`b${i}`), now: 0 });
              } catch (e) {
                if (!isRuleError(e)) throw new Error(`${game.id}: ${JSON.stringify(bad)} by ${seat} crashed: ${e}`);
              }
            }
          }
          expect(JSON.stringify(state)).toBe(before);
          state = play(game, state, p.seat, c.command, { dice: seededDice(`g${g}-${i}`), now: i }).state;
        }
      }
    });

    it('undo: undoable steps used no dice and revealed nothing, some steps are undoable, and evolve never changes the state it is given', () => {
      const pick = seededDice('undo');
      let undoable = 0;
      let sealedByDice = 0;
      for (let g = 0; g < 4; g++) {
        const config = game.configSchema.parse({});
        let { state } = start(game, config, { dice: seededDice(`u${g}`), now: 0 });
        for (let i = 0; i < 150 && !game.result(state); i++) {
          // seats a deadline waits on first, as the engine fuzzer does (a sealed sheet may be taken back forever)
          const pending = game.pending(state);
          const waited = pending.filter((x) => x.timeout);
          const pool = waited.length ? waited : pending;
          const p = pool[pick.int(0, pool.length - 1)];
          if (!p) break;
          const cs = game.choices(state, p.seat);
          const c = cs[pick.int(0, cs.length - 1)];
          if (!c) break;
          const before = JSON.stringify(state);
          let rolled = false;
          const inner = seededDice(`u${g}-${i}`);
          const mark = <T>(v: T): T => {
            rolled = true;
            return v;
          };
          const dice = {
            roll: (n: number) => mark(inner.roll(n)),
            int: (a: number, b: number) => mark(inner.int(a, b)),
            shuffle: <T>(l: readonly T[]) => mark(inner.shuffle(l)),
          };
          const r = play(game, state, p.seat, c.command, { dice, now: i });
          // Undo goes back to a state kept by reference: evolving must leave it as it was.
          expect(JSON.stringify(state)).toBe(before);
          if (r.undoable) {
            undoable++;
            expect(rolled).toBe(false);
            expect(r.events.some((e) => game.sealed?.(e as Typed))).toBe(false);
            expect(game.pending(r.state).some((x) => x.seat === p.seat)).toBe(true);
          } else if (rolled) sealedByDice++;
          state = r.state;
        }
      }
      expect(undoable).toBeGreaterThan(0);
      expect(sealedByDice).toBeGreaterThan(0);
    });

    it('standing orders, if any, are questions in words: a title and a description each, every answer worded', () => {
      if (!game.ordersSchema) return;
      const js = z.toJSONSchema(game.ordersSchema, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<
          string,
          { title?: string; description?: string; anyOf?: { const?: unknown; title?: string }[] }
        >;
      };
      const props = Object.entries(js.properties ?? {});
      expect(props.length).toBeGreaterThan(0);
      for (const [key, q] of props) {
        expect(q.title, key).toMatch(/^[A-Z]/);
        expect(q.description, key).toMatch(/^[A-Z].*\.$/);
        for (const a of q.anyOf ?? []) expect(a.title, `${key}: ${String(a.const)}`).toMatch(/^[A-Z]/);
        expect(q.anyOf?.length, key).toBeGreaterThan(0);
      }
    });

    it('players see words: no seat id in any choice label, confirm or log line', () => {
      const config = game.configSchema.parse({});
      const seats = game.seats(config);
      const raw = new RegExp(`\\b(${seats.map((x) => x.replace(/[-]/g, '\\-')).join('|')})\\b`);
      const pick = seededDice('words');
      let { state, events } = start(game, config, { dice: seededDice('w'), now: 0 });
      const lines: string[] = [];
      const look = (evs: readonly unknown[]) => {
        for (const e of evs)
          for (const viewer of [...seats, 'spectator']) {
            const r = game.redact(e as Typed, viewer);
            if (r) lines.push(game.describe?.(r) ?? '');
          }
      };
      look(events);
      for (let i = 0; i < 80 && !game.result(state); i++) {
        const pending = game.pending(state);
        for (const p of pending)
          for (const c of game.choices(state, p.seat)) {
            expect(c.label, c.label).not.toMatch(raw);
            if (typeof c.confirm === 'string') expect(c.confirm, c.label).not.toMatch(raw);
          }
        const p = pending[pick.int(0, pending.length - 1)];
        if (!p) break;
        const cs = game.choices(state, p.seat);
        const c = cs[pick.int(0, cs.length - 1)];
        if (!c) break;
        const r = play(game, state, p.seat, c.command, { dice: seededDice(`w${i}`), now: i });
        look(r.events);
        state = r.state;
      }
      for (const line of lines) expect(line, line).not.toMatch(raw);
    });

    it('bots finish games with a result', () => {
      // Two games each: the titles' own property tests play hundreds.
      for (let seed = 0; seed < 2; seed++)
        expect(randomPlayout(game, { seed: `contract-${seed}` }).result).not.toBeNull();
    });
  });
}
