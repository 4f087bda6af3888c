/**
 * The holding actions (checklist 1.9 #6, #9, #10, #32) and the holding caps
 * of J-83, played through whole rounds with scripted dice: the initiative d20
 * of each acting domain first, then each action's d20 in initiative order.
 */
import { describe, expect, it } from 'vitest';
import type { OrderInput } from './commands.ts';
import type { Sandbox } from './config.ts';
import type { DomainId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import type { State } from './rules/state.ts';
import { act, ofType, sandbox } from './testkit.ts';

type Sheet = { orders: OrderInput[]; backing?: BackingInput[] };
type BackingInput = { domain: DomainId; order: number; side: 'support' | 'oppose'; rp: number; gb: number };

/** Round 2 (not a turn start) with all twelve regents seated. */
const start = (sb: Sandbox = {}): State => sandbox({ round: 2, ...sb }, { regents: 12 });

/** Every regent hands in (empty unless given); the last hand-in resolves the round with `dice`. */
function round(s: State, sheets: Partial<Record<DomainId, Sheet>>, dice: number[]) {
  let state = s;
  const events: DmEvent[] = [];
  let left = 0;
  s.regents.forEach((d, i) => {
    const sh = sheets[d] ?? { orders: [] };
    const last = i === s.regents.length - 1;
    const r = act(state, d, { type: 'handIn', orders: sh.orders, backing: sh.backing ?? [] }, last ? dice : []);
    state = r.state;
    events.push(...r.events);
    if (last) left = r.left;
  });
  return { state, events, left, results: ofType(events, 'actionResolved') };
}

const order = (action: OrderInput['action'], targets: string[], extra: Partial<OrderInput> = {}): OrderInput => ({
  action,
  as: 'domain',
  targets,
  ...extra,
});
const hid = (p: string, t: string, o: string) => `${p}:${t}:${o}`;
const money = (s: State, d: DomainId) => ({ gb: s.domains[d].gb, rp: s.domains[d].rp });

const DOC: DomainId = 'princedom-of-docandragh';
const ZH: DomainId = 'zhainge-valley';
const EM: DomainId = 'emirate-of-djafra';
const SY: DomainId = 'sylvaeth';
const AC: DomainId = 'amber-company';
const TS: DomainId = 'temple-of-sarma';
const VT: DomainId = 'veiled-tower';

describe('#32 Rule Holding', () => {
  it('1.9 #32 Rule Holding: +1 level on a success, DC 10 + the level it rises to, 1 GB + that level in RP', () => {
    // Docandragh's law (2) in Tarrowbrook (level 3, Average) rises to 3: DC 10 + 3 − Law 5 = 8
    const id = hid('tarrowbrook', 'law', DOC);
    const ok = round(start(), { [DOC]: { orders: [order('rule-holding', [id])] } }, [10, 8]);
    expect(ok.left).toBe(0);
    expect(ok.results[0]).toMatchObject({ ok: true, roll: { die: 8, dc: 8 } });
    expect(ok.results[0]?.text).toContain('Tarrowbrook');
    expect(ok.results[0]?.text).not.toContain('tarrowbrook');
    expect(ok.state.holdings[id]?.level).toBe(3);
    expect(money(ok.state, DOC)).toEqual({ gb: 19, rp: 22 });
    const no = round(start(), { [DOC]: { orders: [order('rule-holding', [id])] } }, [10, 7]);
    expect(no.results[0]).toMatchObject({ ok: false, roll: { die: 7, dc: 8 } });
    expect(no.state.holdings[id]?.level).toBe(2);
    expect(money(no.state, DOC)).toEqual({ gb: 19, rp: 22 });
  });

  it('1.9 #32 J-83 a holding cannot rise past the province level (its type’s levels together)', () => {
    const id = hid('tarrowbrook', 'law', DOC);
    // at the cap itself
    const full = round(
      start({ holdings: [{ province: 'tarrowbrook', type: 'law', owner: DOC, level: 3 }] }),
      {
        [DOC]: { orders: [order('rule-holding', [id])] },
      },
      [10],
    );
    expect(full.results[0]).toMatchObject({ ok: false, roll: null });
    expect(full.results[0]?.text).toContain('3 of 3 (J-83)');
    expect(money(full.state, DOC)).toEqual({ gb: 20, rp: 25 });
    // another domain's law takes the room
    const shared = round(
      start({ holdings: [{ province: 'tarrowbrook', type: 'law', owner: ZH, level: 1 }] }),
      {
        [DOC]: { orders: [order('rule-holding', [id])] },
      },
      [10],
    );
    expect(shared.results[0]).toMatchObject({ ok: false, roll: null });
    expect(shared.state.holdings[id]?.level).toBe(2);
    // one level of room is enough
    const room = round(
      start({ holdings: [{ province: 'tarrowbrook', type: 'law', owner: ZH, level: 0 }] }),
      {
        [DOC]: { orders: [order('rule-holding', [id])] },
      },
      [10, 10],
    );
    expect(room.state.holdings[id]?.level).toBe(3);
  });

  it('1.9 #32 Rule Holding clears a contest instead of a level: RP and DC by its level, at least 1', () => {
    const id = hid('tarrowbrook', 'law', DOC);
    const sb = { holdings: [{ province: 'tarrowbrook', type: 'law' as const, owner: DOC, level: 2, contested: true }] };
    const r = round(start(sb), { [DOC]: { orders: [order('rule-holding', [id])] } }, [10, 7]);
    // DC 10 + 2 (its level) − Law 5 = 7
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 7 } });
    expect(r.state.holdings[id]).toMatchObject({ level: 2, contested: false });
    expect(money(r.state, DOC)).toEqual({ gb: 19, rp: 23 });
    const zero = {
      holdings: [{ province: 'tarrowbrook', type: 'law' as const, owner: DOC, level: 0, contested: true }],
    };
    const z = round(start(zero), { [DOC]: { orders: [order('rule-holding', [id])] } }, [10, 6]);
    expect(z.results[0]).toMatchObject({ ok: true, roll: { dc: 6 } });
    expect(money(z.state, DOC)).toEqual({ gb: 19, rp: 24 });
  });

  it('1.6 a ruler’s holdings in a Rebellious province count as contested, and Rule Holding cannot clear them', () => {
    const id = hid('tarrowbrook', 'law', DOC);
    const r = round(
      start({ loyalty: { tarrowbrook: 'rebellious' } }),
      {
        [DOC]: { orders: [order('rule-holding', [id])] },
      },
      [10],
    );
    expect(r.results[0]).toMatchObject({ ok: false, roll: null });
    expect(r.results[0]?.text).toContain('Rebellious');
    expect(money(r.state, DOC)).toEqual({ gb: 20, rp: 25 });
  });

  it('1.3 #32 a realm action pays and rolls once per target', () => {
    const a = hid('tarrowbrook', 'law', DOC);
    const b = hid('caer-mollen', 'law', DOC);
    const r = round(start(), { [DOC]: { orders: [order('rule-holding', [a, b])] } }, [10, 8, 5]);
    expect(r.left).toBe(0);
    expect(r.results.map((x) => [x.ok, x.roll?.dc])).toEqual([
      [true, 8],
      [false, 8],
    ]);
    expect(r.state.holdings[a]?.level).toBe(3);
    expect(r.state.holdings[b]?.level).toBe(2);
    expect(money(r.state, DOC)).toEqual({ gb: 18, rp: 19 });
  });

  it('1.12.2 #32 a covert holding is ruled at base DC 12 for 3 GB and the normal RP', () => {
    // the Veiled Tower's covert guild (1) in Djafra (level 6, High): DC 12 + 2 − 1 (High) = 13
    const id = hid('djafra', 'guild', VT);
    const r = round(start(), { [VT]: { orders: [order('rule-holding', [id])] } }, [10, 13]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { base: 12, dc: 13 } });
    expect(r.state.holdings[id]).toMatchObject({ level: 2, covert: true });
    expect(money(r.state, VT)).toEqual({ gb: 17, rp: 23 });
  });

  it('1.12.2 #32 make covert: 3 GB and 3 RP a level, DC 13 + level; never a ruler’s law in his realm', () => {
    const id = hid('docandragh', 'guild', AC);
    const r = round(start(), { [AC]: { orders: [order('rule-holding', [id], { variant: 'make-covert' })] } }, [10, 20]);
    // DC 13 + 2 − Commerce 6 − 1 (High) = 8
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 8 } });
    expect(r.state.holdings[id]?.covert).toBe(true);
    expect(money(r.state, AC)).toEqual({ gb: 27, rp: 19 });
    const law = round(
      start(),
      {
        [DOC]: { orders: [order('rule-holding', [hid('docandragh', 'law', DOC)], { variant: 'make-covert' })] },
      },
      [10],
    );
    expect(law.results[0]).toMatchObject({ ok: false, roll: null });
  });

  it('1.9 #32 sources are ruled only by arcane casters', () => {
    const sb = { holdings: [{ province: 'caer-mollen', type: 'source' as const, owner: DOC, level: 0 }] };
    const no = round(
      start(sb),
      { [DOC]: { orders: [order('rule-holding', [hid('caer-mollen', 'source', DOC)])] } },
      [10],
    );
    expect(no.results[0]).toMatchObject({ ok: false, roll: null });
    expect(no.results[0]?.text).toContain('arcane');
    // Ithariel, a wizard: Ilvanthe's source 3 → 4 (magic 5): DC 10 + 4 − Sorcery 4 − 1 (High) = 9
    const id = hid('ilvanthe', 'source', SY);
    const yes = round(start(), { [SY]: { orders: [order('rule-holding', [id])] } }, [10, 9]);
    expect(yes.results[0]).toMatchObject({ ok: true, roll: { dc: 9 } });
    expect(yes.state.holdings[id]?.level).toBe(4);
  });
});

describe('#6 Contest Holding', () => {
  const target = hid('qasr-zhainge', 'guild', AC);
  const contest = (sb: Sandbox, die: number) =>
    round(start(sb), { [ZH]: { orders: [order('contest-holding', [target])] } }, [10, die]);

  it('1.9 #6 Contest Holding: contested first, then level 0, then destroyed; DC 10 − own level + target level', () => {
    // the Zhaïnge Valley rules Qasr Zhaïnge (level 4): DC 10 − 4 + 1 − Commerce 4 − 1 (High) = 2
    const one = contest({}, 2);
    expect(one.results[0]).toMatchObject({ ok: true, roll: { dc: 2 } });
    expect(one.state.holdings[target]).toMatchObject({ level: 1, contested: true, contestedBy: ZH });
    expect(money(one.state, ZH)).toEqual({ gb: 19, rp: 24 });
    const two = contest(
      { holdings: [{ province: 'qasr-zhainge', type: 'guild', owner: AC, level: 1, contested: true }] },
      2,
    );
    expect(two.state.holdings[target]).toMatchObject({ level: 0, contested: true });
    const three = contest(
      { holdings: [{ province: 'qasr-zhainge', type: 'guild', owner: AC, level: 0, contested: true }] },
      2,
    );
    expect(three.results[0]).toMatchObject({ ok: true, roll: { dc: 1 } });
    expect(three.state.holdings[target]).toBeUndefined();
    expect(three.results[0]?.text).toContain('destroyed');
  });

  it('1.8 #6 a natural 1 fails whatever the DC; a failed contest changes nothing but the cost', () => {
    const r = contest({}, 1);
    expect(r.results[0]).toMatchObject({ ok: false, roll: { die: 1, dc: 2 } });
    expect(r.results[0]?.text).toContain('natural 1');
    expect(r.state.holdings[target]).toMatchObject({ level: 1, contested: false });
    expect(money(r.state, ZH)).toEqual({ gb: 19, rp: 24 });
  });

  it('1.9 #6 the contester needs a holding in the province, or to rule it', () => {
    const r = round(start(), { [DOC]: { orders: [order('contest-holding', [hid('djafra', 'guild', AC)])] } }, [10]);
    expect(r.results[0]).toMatchObject({ ok: false, roll: null });
    expect(money(r.state, DOC)).toEqual({ gb: 20, rp: 25 });
  });

  it('1.9 #6 sources may be contested only by the province ruler or another source', () => {
    const sb = { holdings: [{ province: 'anbar', type: 'source' as const, owner: VT, level: 1 }] };
    const src = hid('anbar', 'source', VT);
    const guild = round(start(sb), { [AC]: { orders: [order('contest-holding', [src])] } }, [10]);
    expect(guild.results[0]).toMatchObject({ ok: false, roll: null });
    const ruler = round(start(sb), { [EM]: { orders: [order('contest-holding', [src])] } }, [10, 20]);
    expect(ruler.results[0]).toMatchObject({ ok: true });
    expect(ruler.state.holdings[src]?.contested).toBe(true);
  });

  it('1.12.2 #6 a covert target adds 5 to the DC', () => {
    // the Emirate (Djafra level 6) against the Veiled Tower's covert guild (1): 10 − 6 + 1 + 5 − Commerce 2 − 1 = 7
    const r = round(start(), { [EM]: { orders: [order('contest-holding', [hid('djafra', 'guild', VT)])] } }, [10, 7]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 7 } });
    expect(r.results[0]?.roll?.mods).toContainEqual(expect.objectContaining({ value: 5, ref: '1.12.2' }));
  });
});

describe('#9 Convert Holding', () => {
  it('1.9 #9 Convert Holding: a level moves to the convert’s holding; 2 GB + both levels in RP', () => {
    // the Zhaïnge guild (2) takes from the Amber guild (1): DC 10 − 2 + 1 − Commerce 4 − 1 (High) = 4
    const from = hid('qasr-zhainge', 'guild', AC);
    const to = hid('qasr-zhainge', 'guild', ZH);
    const ok = round(start(), { [ZH]: { orders: [order('convert-holding', [from])] } }, [10, 4]);
    expect(ok.results[0]).toMatchObject({ ok: true, roll: { dc: 4 } });
    expect(ok.state.holdings[from]?.level).toBe(0);
    expect(ok.state.holdings[to]?.level).toBe(3);
    expect(money(ok.state, ZH)).toEqual({ gb: 18, rp: 22 });
    const no = round(start(), { [ZH]: { orders: [order('convert-holding', [from])] } }, [10, 3]);
    expect(no.results[0]).toMatchObject({ ok: false });
    expect(no.state.holdings[from]?.level).toBe(1);
  });

  it('1.9 #9 the convert needs a holding of the same type there, and the target a level to lose', () => {
    const r = round(start(), { [DOC]: { orders: [order('convert-holding', [hid('docandragh', 'guild', AC)])] } }, [10]);
    expect(r.results[0]).toMatchObject({ ok: false, roll: null });
    const sb = { holdings: [{ province: 'qasr-zhainge', type: 'guild' as const, owner: AC, level: 0 }] };
    const z = round(
      start(sb),
      { [ZH]: { orders: [order('convert-holding', [hid('qasr-zhainge', 'guild', AC)])] } },
      [10],
    );
    expect(z.results[0]).toMatchObject({ ok: false, roll: null });
  });
});

describe('#10 Create Holding', () => {
  const create = (d: DomainId, p: string, type: string, extra: Partial<OrderInput> = {}) => ({
    [d]: { orders: [order('create-holding', [p], { params: { type }, ...extra })] },
  });

  it('1.9 #10 Create Holding: a level-0 holding for 1 GB at DC 10', () => {
    // Docandragh's guild in Tarrowbrook: DC 10 − Commerce 1 = 9
    const ok = round(start(), create(DOC, 'tarrowbrook', 'guild'), [10, 9]);
    expect(ok.results[0]).toMatchObject({ ok: true, roll: { dc: 9 } });
    expect(ok.state.holdings[hid('tarrowbrook', 'guild', DOC)]).toMatchObject({ level: 0, covert: false });
    expect(money(ok.state, DOC)).toEqual({ gb: 19, rp: 25 });
    const no = round(start(), create(DOC, 'tarrowbrook', 'guild'), [10, 8]);
    expect(no.results[0]).toMatchObject({ ok: false });
    expect(no.state.holdings[hid('tarrowbrook', 'guild', DOC)]).toBeUndefined();
  });

  it('1.9 #10 J-83 a new holding needs a free level of its type in the province', () => {
    // Tarrowbrook (3): Docandragh's temple 1 + Sarma's 2 fill it
    const sb = { holdings: [{ province: 'tarrowbrook', type: 'temple' as const, owner: TS, level: 2 }] };
    const full = round(start(sb), create(ZH, 'tarrowbrook', 'temple'), [10]);
    expect(full.results[0]).toMatchObject({ ok: false, roll: null });
    expect(full.results[0]?.text).toContain('J-83');
    const room = round(start(), create(ZH, 'tarrowbrook', 'temple'), [10, 20]);
    expect(room.results[0]).toMatchObject({ ok: true });
  });

  it('1.12.4 #10 a temple in an elven province is DC +10, and a human ignores his Theology there', () => {
    // the Temple of Sarma in Ilvanthe: 10 + 10 − 1 (High) = 19, Yasmin’s Theology 4 ignored
    const r = round(
      start(),
      create(TS, 'ilvanthe', 'temple', { params: { type: 'temple', deity: 'sarma' } }),
      [10, 19],
    );
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 19 } });
    expect(r.results[0]?.roll?.mods).toContainEqual(expect.objectContaining({ value: 10, ref: '1.12.4' }));
    expect(r.state.holdings[hid('ilvanthe', 'temple', TS)]?.deity).toBe('sarma');
  });

  it('1.12.5 #10 a law holding in a nomad province is DC +1', () => {
    // the Zhaïnge Valley in Hadbat (nomad, level 1, Banu Rih law 0): 10 + 1 − Law 4 = 7
    const r = round(start(), create(ZH, 'hadbat', 'law'), [10, 7]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 7 } });
    expect(r.results[0]?.roll?.mods).toContainEqual(expect.objectContaining({ value: 1, ref: '1.12.5' }));
  });

  it('1.12.5 #10 wilderness: law holdings only for native domains, temples and guilds +5 for others', () => {
    const law = round(start(), create(DOC, 'bitter-pass', 'law'), [10]);
    expect(law.results[0]).toMatchObject({ ok: false, roll: null });
    // Sylvaeth is native to Greywood Deeps (its own region): 10 − Law 3 = 7
    const native = round(start(), create(SY, 'greywood-deeps', 'law'), [10, 7]);
    expect(native.results[0]).toMatchObject({ ok: true, roll: { dc: 7 } });
    // the Temple of Sarma in Bitter Pass: 10 + 5 − Theology 5 = 10
    const temple = round(start(), create(TS, 'bitter-pass', 'temple'), [10, 10]);
    expect(temple.results[0]).toMatchObject({ ok: true, roll: { dc: 10 } });
  });

  it('1.9 #10 sources: only an arcane caster, overseeing in person', () => {
    const no = round(start(), create(DOC, 'caer-mollen', 'source'), [10]);
    expect(no.results[0]).toMatchObject({ ok: false, roll: null });
    const away = round(start(), create(VT, 'sarithil', 'source'), [10]);
    expect(away.results[0]).toMatchObject({ ok: false, roll: null });
    expect(away.results[0]?.text).toContain('must be in Sarithil');
    const s = start();
    const there: State = {
      ...s,
      characters: {
        ...s.characters,
        [`${VT}:regent`]: { ...s.characters[`${VT}:regent`]!, province: 'sarithil' },
      },
    };
    // Corvane in Sarithil: 10 − Sorcery 9 = 1
    const yes = round(there, create(VT, 'sarithil', 'source'), [10, 2]);
    expect(yes.results[0]).toMatchObject({ ok: true, roll: { dc: 1 } });
  });

  it('1.12.2 #10 a covert holding costs 3 GB at DC 13; never a ruler’s law in his own realm', () => {
    // the Zhaïnge Valley's covert law in Tarrowbrook: 13 − Law 4 = 9
    const r = round(start(), create(ZH, 'tarrowbrook', 'law', { variant: 'covert' }), [10, 9]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { base: 13, dc: 9 } });
    expect(r.state.holdings[hid('tarrowbrook', 'law', ZH)]?.covert).toBe(true);
    expect(money(r.state, ZH)).toEqual({ gb: 17, rp: 25 });
    const s = start();
    const holdings = { ...s.holdings };
    delete holdings[hid('tarrowbrook', 'law', DOC)];
    const own = round({ ...s, holdings }, create(DOC, 'tarrowbrook', 'law', { variant: 'covert' }), [10]);
    expect(own.results[0]).toMatchObject({ ok: false, roll: null });
  });

  it('1.12.2 #10 #32 a temple cannot be covert in a realm that recognises its faith: founded so or made so', () => {
    const s = start();
    const faithOf = (x: State, ruler: DomainId): State => ({
      ...x,
      domains: { ...x.domains, [ruler]: { ...x.domains[ruler], stateReligion: TS } },
    });
    const hidden = (x: State) => round(x, create(TS, 'tarrowbrook', 'temple', { variant: 'covert' }), [10, 20]);
    // Docandragh has Sarma for its state religion: no covert temple of Sarma in Tarrowbrook, nothing paid
    const barred = hidden(faithOf(s, DOC));
    expect(barred.results[0]).toMatchObject({ ok: false, roll: null });
    expect(barred.results[0]?.text).toContain('state religion of the Princedom of Docandragh');
    expect(money(barred.state, TS)).toEqual(money(s, TS));
    expect(barred.state.holdings[hid('tarrowbrook', 'temple', TS)]).toBeUndefined();
    // in the open it may found one there; and covert where the realm does not recognise it (13 − Theology 5 = 8)
    const open = round(faithOf(s, DOC), create(TS, 'tarrowbrook', 'temple'), [10, 20]);
    expect(open.results[0]).toMatchObject({ ok: true });
    const free = hidden(s);
    expect(free.results[0]).toMatchObject({ ok: true, roll: { base: 13, dc: 8 } });
    expect(free.state.holdings[hid('tarrowbrook', 'temple', TS)]?.covert).toBe(true);
    // nor may its temple in Harsa be made covert once the Zhaïnge Valley recognises Sarma
    const make = {
      [TS]: { orders: [order('rule-holding', [hid('harsa', 'temple', TS)], { variant: 'make-covert' })] },
    };
    const kept = round(faithOf(s, ZH), make, [10, 20]);
    expect(kept.results[0]).toMatchObject({ ok: false, roll: null });
    expect(money(kept.state, TS)).toEqual(money(s, TS));
    expect(round(s, make, [10, 20]).results[0]).toMatchObject({ ok: true });
  });
});

describe('J-83 a province that loses a level makes room for fewer holdings', () => {
  it('J-83 the largest holding of a kind over the room loses a level at once, its owner alone told; kinds within it keep theirs', async () => {
    const { Tx } = await import('./rules/tx.ts');
    const { scriptedDice } = await import('../../engine/dice.ts');
    // Tarrowbrook (level 3): Docandragh's law 2 and Zhainge's law 1 fill it; a temple of 1 has room to spare
    const s = start({
      holdings: [
        { province: 'tarrowbrook', type: 'law', owner: DOC, level: 2 },
        { province: 'tarrowbrook', type: 'law', owner: ZH, level: 1 },
        { province: 'tarrowbrook', type: 'temple', owner: TS, level: 1 },
      ],
    });
    expect(s.provinces.tarrowbrook?.level).toBe(3);
    const laws = () => Object.values(s.holdings).filter((h) => h.province === 'tarrowbrook' && h.type === 'law');
    expect(laws().reduce((a, h) => a + h.level, 0)).toBe(3);
    // down to 2: one level of law too many, taken from the largest (Docandragh's 2)
    const t = new Tx(s, scriptedDice([]));
    t.emit({ type: 'provinceSet', id: 'tarrowbrook', patch: { level: 2 } });
    expect(t.state.holdings[hid('tarrowbrook', 'law', DOC)]?.level).toBe(1);
    expect(t.state.holdings[hid('tarrowbrook', 'law', ZH)]?.level).toBe(1);
    expect(t.state.holdings[hid('tarrowbrook', 'temple', TS)]?.level).toBe(1);
    expect(ofType(t.events, 'noted')).toEqual([
      {
        type: 'noted',
        domain: DOC,
        text: 'Tarrowbrook is now level 2, with room for 2 levels of law holdings: the Princedom of Docandragh’s law holding there falls to 1 (J-83).',
      },
    ]);
    // down to 0 at once: every law level goes, the largest first, then the next; the temple too
    const z = new Tx(s, scriptedDice([]));
    z.emit({ type: 'provinceSet', id: 'tarrowbrook', patch: { level: 0 } });
    expect(
      [hid('tarrowbrook', 'law', DOC), hid('tarrowbrook', 'law', ZH), hid('tarrowbrook', 'temple', TS)].map(
        (id) => z.state.holdings[id]?.level,
      ),
    ).toEqual([0, 0, 0]);
    expect(Object.values(z.state.holdings).every((h) => h.province !== 'tarrowbrook' || h.level === 0)).toBe(true);
    // a patch that leaves the level alone trims nothing
    const g = new Tx(s, scriptedDice([]));
    g.emit({ type: 'provinceSet', id: 'tarrowbrook', patch: { growth: 0 } });
    expect(ofType(g.events, 'holdingSet')).toEqual([]);
  });
});
