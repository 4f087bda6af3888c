/**
 * The start of a game (DG-SET-01..09): the two sides and their seats, what a scenario fixes (the
 * stacks on the map, arrivals, the first and last Turn, the cup per AMB-08), the Dark Temple's
 * placement option, the hidden cup, and the dice as the rules of Steps 3 and 4 use them.
 */
import { describe, expect, it } from 'vitest';
import { type Config, configSchema } from './config.ts';
import {
  COUNTERS,
  cupAtStart,
  DICE,
  DRACONIANS_RULES,
  getHex,
  HEXES,
  MARKERS,
  PLACE_BY_ID,
  SCENARIOS,
  startingHexes,
  TURN_TRACK,
  UNITS,
  WIZARDS,
} from './data/index.ts';
import type { DgEvent } from './events.ts';
import { act, begin, dragonsOfGlory, sandbox } from './testkit.ts';
import { redact, view } from './view.ts';

const startedOf = (events: DgEvent[]) =>
  events.find((e) => e.type === 'started') as Extract<DgEvent, { type: 'started' }>;

describe('the start of a game', () => {
  it('DG-SET-01 two sides, Highlord and Whitestone; a side may be shared by several seats', () => {
    expect(dragonsOfGlory.seats(configSchema.parse({}))).toEqual(['highlord', 'whitestone']);
    const shared = configSchema.parse({ seatsPerSide: 2 }) as Config;
    expect(dragonsOfGlory.seats(shared)).toEqual(['highlord-1', 'highlord-2', 'whitestone-1', 'whitestone-2']);
    const { state } = begin({ seatsPerSide: 2 });
    expect(state.seats).toEqual({
      highlord: ['highlord-1', 'highlord-2'],
      whitestone: ['whitestone-1', 'whitestone-2'],
    });
    // Whoever of a side is asked, every seat of it is.
    const s = sandbox({ units: [], turn: 3, step: 'activation' }, { seatsPerSide: 2 });
    expect(dragonsOfGlory.pending(s).map((p) => p.seat)).toEqual(['highlord-1', 'highlord-2']);
    expect(act(s, 'highlord-2', { type: 'skipActivation' }).state.stage).toMatchObject({ side: 'whitestone' });
  });

  it('DG-SET-02 the scenario fixes the stacks on the map, the arrivals, the pool, the Turns and the cup', () => {
    for (const sc of SCENARIOS) {
      const { events } = begin({ scenario: sc.id });
      const st = startedOf(events);
      expect(st.turn).toBe(sc.firstTurn);
      expect(st.lastTurn).toBe(sc.lastTurn);
      for (const [id, hex] of startingHexes(sc)) expect(st.units[id]).toMatchObject({ where: 'map', hex });
      for (const a of sc.arrivals.filter((x) => x.turn > sc.firstTurn))
        for (const stack of a.stacks) for (const id of stack.units) expect(st.units[id]!.where).toBe('waiting');
      for (const id of sc.pool) expect(st.units[id]!.where).toBe('pool');
      for (const id of sc.removed) expect(st.units[id]!.where).toBe('removed');
      // The cup: every counter whose back is at or under the first Turn, less those drawn (AMB-08).
      expect([...st.cup].sort()).toEqual([...cupAtStart(sc)].sort());
      for (const n of Object.keys(sc.status)) {
        const want = sc.status[n as keyof typeof sc.status];
        expect(st.nations[n as keyof typeof st.nations].status).toBe(want.startsWith('conquered') ? 'conquered' : want);
      }
    }
  });

  it('DG-SET-03 the Highlord may place the Dark Temple at the start or wait', () => {
    // The campaign leaves it off the map, and the Highlord is offered a site in Step 1.
    const { state } = begin({ scenario: 'campaign' });
    expect(state.darkTemple).toEqual({ place: null, lost: false });
    const sites = dragonsOfGlory
      .choices(state, 'highlord')
      .flatMap((c) => (c.command.type === 'placeTemple' ? [c.command.place] : []));
    expect(sites).toContain('nightspire');
    for (const id of sites)
      expect(DRACONIANS_RULES.siteKinds as readonly string[]).toContain(PLACE_BY_ID.get(id)!.kind);
    // Waiting is allowed: ending Step 1 leaves it off the map.
    const waited = act(state, 'highlord', { type: 'endReplacements' }, [0, 0, 0, 0]);
    expect(waited.state.darkTemple.place).toBeNull();
    // A later scenario starts with it standing.
    expect(begin({ scenario: 'knights-at-bay' }).state.darkTemple).toEqual({ place: 'nightspire', lost: false });
  });

  it('DG-SET-04 the Turn marker starts on the scenario’s first Turn', () => {
    for (const [id, turn] of [
      ['campaign', 1],
      ['red-wing', 1],
      ['knights-at-bay', 10],
      ['whitestone-dawn', 20],
    ] as const) {
      const { state } = begin({ scenario: id });
      expect(state.turn).toBe(turn);
      expect(view(state, 'highlord').turn).toBe(turn);
    }
  });

  it('DG-SET-05 the cup is a hidden bag: its order means nothing, its contents reach no one', () => {
    const a = sandbox(
      { units: [], turn: 3, step: 'events', cup: ['storm-season', 'fair-winds', 'new-brood'] },
      {},
      [1],
    );
    const b = sandbox(
      { units: [], turn: 3, step: 'events', cup: ['new-brood', 'storm-season', 'fair-winds'] },
      {},
      [1],
    );
    expect(a.drawn).toEqual(b.drawn);
    const { state, events } = begin({ scenario: 'campaign' });
    for (const seat of ['highlord', 'whitestone', 'spectator']) {
      const v = view(state, seat);
      expect(v.cupSize).toBe(state.cup.length);
      expect('cup' in v).toBe(false);
      const st = redact(startedOf(events), seat) as Extract<DgEvent, { type: 'started' }>;
      expect(st.cup).toEqual([]);
    }
  });

  it('DG-SET-06 activation rolls a d10, the initiative a d4', () => {
    expect(DICE.activation).toBe(10);
    expect(DICE.initiative).toBe(4);
    const s = sandbox({ units: [], turn: 3, step: 'activation', nations: { dominion: 'highlord' } });
    // A 10 is a face of the d10 (and fails every rating under 10); there is no 11.
    const r = act(s, 'highlord', { type: 'activate', nation: 'kern' }, [10]);
    expect(r.events.find((e) => e.type === 'activationRolled')).toMatchObject({ die: 10, success: false });
    expect(() => act(s, 'highlord', { type: 'activate', nation: 'kern' }, [11])).toThrow();
    // The d4: 4 is a face, 5 is not.
    expect(sandbox({ units: [], turn: 3, step: 'initiative' }, {}, [4, 4]).initiative).toBe('highlord');
    expect(() => sandbox({ units: [], turn: 3, step: 'initiative' }, {}, [5, 1])).toThrow();
  });

  it('DG-SET-07 the counter families: ground and air armies with two faces, ships, leaders, wizards, markers', () => {
    const { state } = begin();
    const kinds = new Set(Object.keys(state.units).map((id) => COUNTERS.find((c) => c.id === id)!.kind));
    expect([...kinds].sort()).toEqual(['air', 'army', 'leader', 'ship', 'wizard']);
    for (const u of UNITS) {
      if (u.kind === 'army' || u.kind === 'air') expect(u.depleted.sp).toBeLessThan(u.full.sp);
      if (u.kind === 'ship') expect(u.cr.damaged).toBeLessThan(u.cr.undamaged);
      if (u.kind === 'leader') expect(u.tr).toBeGreaterThan(0);
    }
    expect(WIZARDS.map((w) => w.side).sort()).toEqual(['highlord', 'highlord', 'whitestone', 'whitestone']);
    expect(new Set(MARKERS.map((m) => m.marker))).toEqual(new Set(['turn', 'dark-temple', 'demi-human-capital']));
  });

  it('DG-SET-08 a winter Turn runs like any other', () => {
    expect(TURN_TRACK[1]).toMatchObject({ turn: 2, winter: true, months: 4 });
    expect(TURN_TRACK[2]).toMatchObject({ turn: 3, winter: false, months: 2 });
    const winter = sandbox({ units: [], turn: 2, step: 'events', cup: ['storm-season'] }, {}, [0]);
    expect(winter.drawn[0]!.by).toBe('whitestone');
    expect(winter.stage).toEqual({ kind: 'activation', side: 'whitestone', first: true });
  });

  it('DG-SET-09 the map is one hex grid of both mapsheets', () => {
    expect(HEXES.size).toBe(48 * 32);
    expect(getHex('0101').id).toBe('0101');
    expect(getHex('4832').id).toBe('4832');
    expect(() => getHex('4901')).toThrow();
  });
});
