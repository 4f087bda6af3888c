import { describe, expect, it } from 'vitest';
import { grid, TROLL_SCENIC_SPACES, ZORN_DEPLOYMENT_HEXES } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { reinforcementHexes } from './rules/board.ts';
import { reinforcementOptions, replacementOptions } from './rules/random.ts';
import type { ScriptedValue } from '../../engine/dice.ts';
import { act, choiceTypes, divineRight, sandbox } from './testkit.ts';

/** p1 Muetar (with whatever the scenario adds) rolls its Random Event at the start of its turn. */
const roll = (dice: ScriptedValue[], sb: Partial<Sandbox> = {}) =>
  sandbox(
    {
      kingdoms: ['muetar', 'neuth'],
      personalities: { pon: 16, ghem: 16 },
      units: [{ id: 'muetar-army-1', hex: '1611', inside: true }],
      deckTop: ['flattery-1-1'],
      ...sb,
    },
    {},
    dice,
  );

describe('the random events table (DR-RE)', () => {
  it('DR-RE-01 DR-RE-07 the roller throws 2d6 at the start of his turn; 7 is no event', () => {
    const s = roll([3, 4]);
    expect(s.step).toBe('diplomacy');
    expect(s.players.p1?.hand).toEqual(['flattery-1-1']);
  });
  it('DR-RE-02 DR-CONF-01 DR-CONF-03 Untimely Death: a random allied monarch dies; Confusion for the rest of the turn and d6 more, no VP', () => {
    const s = roll([1, 1, 0, 3], {
      allies: { pon: 'p1' },
      units: [
        { id: 'pon-monarch', hex: '2911' },
        { id: 'pon-army-1', hex: '2911' },
      ],
    });
    expect(s.kingdoms.pon).toMatchObject({
      status: 'inactive',
      monarch: 'dead',
      lock: { kind: 'confusion', until: 4 },
    });
    expect(s.units['pon-army-1']).toBeUndefined();
    expect(s.players.p1?.vp).toBe(0);
  });
  it('DR-RE-03 DR-RE-14 Storms: the roller loses a fleet of his choice that is not sheltered in a port', () => {
    const s = sandbox(
      {
        kingdoms: ['rombune', 'neuth'],
        units: [
          { id: 'rombune-fleet-1', hex: '0219' },
          { id: 'rombune-fleet-2', hex: '0319', inside: true },
          { id: 'rombune-army-1', hex: '0219', aboard: 'rombune-fleet-1' },
        ],
      },
      {},
      [1, 2],
    );
    expect(divineRight.pending(s)[0]).toMatchObject({ seat: 'p1', kind: 'losses' });
    expect(divineRight.choices(s, 'p1').map((c) => c.command)).toEqual([
      { type: 'takeLosses', units: ['rombune-fleet-1'] },
    ]);
    const r = act(s, 'p1', { type: 'takeLosses', units: ['rombune-fleet-1'] });
    expect(r.state.units['rombune-army-1']).toBeUndefined();
  });
  it("DR-RE-04 Mutiny: one regular or mercenary of the roller's choice", () => {
    const s = roll([1, 3], {
      units: [
        { id: 'muetar-army-1', hex: '1611' },
        { id: 'merc-A', hex: '1611', seat: 'p1' },
        { id: 'neuth-army-1', hex: '2304' },
      ],
    });
    const it0 = s.interrupts[0];
    expect(it0).toMatchObject({ kind: 'losses', seat: 'p1', count: 1 });
    expect(it0?.kind === 'losses' && it0.pool.sort()).toEqual(['merc-A', 'muetar-army-1']);
  });
  it('DR-RE-05 DR-RE-13 Bad Omens hits one random friendly kingdom for the game turn; impossible events are no event', () => {
    const s = roll([2, 3, 0]);
    expect(s.kingdoms.muetar.badOmens).toBe(true);
    const storms = roll([1, 2]);
    expect(storms.interrupts).toEqual([]);
    expect(storms.step).toBe('diplomacy');
  });
  it('DR-RE-06 DR-REIN-04 Replacements: two eliminated regulars return at their printed spaces', () => {
    const s = roll([3, 3], { units: [], kingdomState: { muetar: { dead: ['muetar-army-1', 'muetar-army-9'] } } });
    expect(s.interrupts[0]).toMatchObject({ kind: 'replace', count: 2 });
    let st = act(s, 'p1', { type: 'replace', unit: 'muetar-army-9' }).state;
    st = act(st, 'p1', { type: 'replace', unit: 'muetar-army-1' }).state;
    expect(st.units['muetar-army-9']?.hex).toBe('1409');
    expect(st.units['muetar-army-1']?.hex).toBe('1611');
  });
  it('DR-RE-08 DR-REIN-03 Reinforcements: two common mercenaries enter friendly castles, in any of them', () => {
    const s = roll([4, 4]);
    expect(s.interrupts[0]).toMatchObject({ kind: 'reinforce', count: 2 });
    let st = act(s, 'p1', { type: 'reinforce', kind: 'army', hex: '1611' }).state;
    st = act(st, 'p1', { type: 'reinforce', kind: 'army', hex: '1708' }).state;
    expect(
      Object.values(st.units)
        .filter((u) => u.kingdom === null)
        .map((u) => u.hex)
        .sort(),
    ).toEqual(['1611', '1708']);
  });
  it('DR-RE-09 Epidemic: stacks of 10+ lose half; otherwise the largest stack loses one', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `muetar-army-${i + 1}`, hex: '1611' }));
    expect(roll([4, 5], { units: ten }).interrupts[0]).toMatchObject({ kind: 'losses', count: 5 });
    const small = roll([4, 5], { units: [...ten.slice(0, 3), { id: 'muetar-army-9', hex: '1409' }] });
    const it0 = small.interrupts[0];
    expect(it0).toMatchObject({ kind: 'losses', count: 1 });
    expect(it0?.kind === 'losses' && it0.pool.length).toBe(3);
  });
  it("DR-RE-10 Replacements/Reinforcements: one unit, regular or mercenary, at the roller's choice", () => {
    const s = roll([4, 6], { kingdomState: { muetar: { dead: ['muetar-army-9'] } } });
    const types = new Set(choiceTypes(s, 'p1'));
    expect(types).toEqual(new Set(['replace', 'reinforce']));
  });
  it("DR-RE-11 Desertion: one common mercenary of the roller's", () => {
    const s = roll([5, 6], {
      units: [
        { id: 'merc-A', hex: '1611', seat: 'p1' },
        { id: 'merc-B', hex: '2304', seat: 'p2' },
      ],
    });
    const it0 = s.interrupts[0];
    expect(it0?.kind === 'losses' && it0.pool).toEqual(['merc-A']);
  });
  it('DR-RE-12 DR-CONF-07 DR-FP-14 Help from Afar: a random non-allied kingdom, even one in Confusion or Forced Peace, joins at once', () => {
    const s = roll([6, 6, 0], { kingdomState: { ghem: { lock: { kind: 'forced-peace', until: 5 } } } });
    expect(s.kingdoms.ghem).toMatchObject({ status: 'active', seat: 'p1', lock: null });
    expect(s.units['ghem-monarch']).toBeDefined();
  });
});

describe('replacements, reinforcements and mercenaries (DR-REIN, DR-MERC)', () => {
  it('DR-REIN-05 DR-REIN-06 a blocked or besieged deployment space takes no replacement; a free plundered one does', () => {
    const blocked = roll([3, 4], {
      units: [{ id: 'neuth-army-1', hex: '1409' }],
      kingdomState: { muetar: { dead: ['muetar-army-9'] } },
    });
    expect(replacementOptions(blocked, 'p1')).toEqual([]);
    const plundered = roll([3, 4], {
      units: [],
      plundered: ['harrowfield'],
      kingdomState: { muetar: { dead: ['muetar-army-5'] } },
    });
    expect(replacementOptions(plundered, 'p1')).toEqual([{ unit: 'muetar-army-5', hex: '1708' }]);
  });
  it('DR-REIN-07 DR-KING-15 only eliminated regulars of active kingdoms return, so a pool is never exceeded', () => {
    const s = roll([3, 4], { kingdomState: { pon: { dead: ['pon-army-1'] } } });
    expect(replacementOptions(s, 'p1').some((o) => o.unit === 'pon-army-1')).toBe(false);
  });
  it('DR-REIN-09 DR-MERC-01 no friendly port, no fleet; otherwise either kind', () => {
    expect(reinforcementHexes(roll([3, 4]), 'p1', 'fleet')).toEqual([]);
    const kinds = new Set(
      reinforcementOptions(sandbox({ kingdoms: ['shucassam', 'muetar'], units: [] }, {}, [3, 4]), 'p1').map((c) =>
        c.type === 'reinforce' ? c.kind : 'x',
      ),
    );
    expect(kinds).toEqual(new Set(['army', 'fleet']));
  });
  it('DR-MERC-02 DR-MERC-03 with one kind exhausted the other must be taken, or stolen when it cannot be placed', () => {
    const armies = 'ABCDEFGHIJKL'.split('').map((l) => ({ id: `merc-${l}`, hex: '2304', seat: 'p2' }));
    const s = roll([3, 4], { units: armies });
    const cmds = reinforcementOptions(s, 'p1');
    expect(cmds.every((c) => c.type === 'steal')).toBe(true);
    expect(cmds.length).toBeGreaterThan(0);
  });
  it('DR-MERC-04 DR-MERC-05 with every mercenary on the map any may be stolen, but not besieged ones or loaded fleets', () => {
    // every mercenary on the map, all p2's: eleven armies free at Leafgate's hex, one besieged in Sylvarren,
    // one fleet carrying a Neuth army, three empty fleets
    const armies = 'ABCDEFGHIJK'.split('').map((l) => ({ id: `merc-${l}`, hex: '2207', seat: 'p2' }));
    const fleets = 'MNOP'.split('').map((l) => ({ id: `merc-${l}`, hex: '2222', seat: 'p2' }));
    const s = roll([3, 4], {
      units: [
        { id: 'muetar-army-1', hex: '1611', inside: true },
        ...armies,
        ...fleets,
        { id: 'neuth-army-1', hex: '2222', aboard: 'merc-M' },
        { id: 'merc-L', hex: '2304', seat: 'p2', inside: true },
        ...[2, 3, 4, 5, 6, 7].map((n) => ({ id: `muetar-army-${n}`, hex: '2304' })),
      ],
      sieges: { '2304': 'p1' },
    });
    expect(s.units['merc-L']).toMatchObject({ hex: '2304', inside: true });
    const stolen = new Set(reinforcementOptions(s, 'p1').map((c) => (c.type === 'steal' ? c.unit : '')));
    expect(stolen.has('merc-B')).toBe(true);
    expect(stolen.has('merc-L')).toBe(false);
    expect(stolen.has('merc-M')).toBe(false);
  });
});

describe('Trolls and Zorn', () => {
  it('DR-TROLL-01 DR-TROLL-04 four Troll areas; the Face is their royal castle for mercenaries', () => {
    expect(TROLL_SCENIC_SPACES.length).toBe(4);
    const s = sandbox({ kingdoms: ['trolls', 'muetar'], units: [] }, {}, [3, 4]);
    expect(reinforcementHexes(s, 'p1', 'army')).toContain('2310');
  });
  it('DR-TROLL-02 DR-TROLL-03 one eliminated Troll regenerates at the start of each turn, unless its space is enemy-held', () => {
    const s = sandbox(
      {
        kingdoms: ['trolls', 'muetar'],
        units: [],
        kingdomState: { trolls: { dead: ['trolls-army-1', 'trolls-army-2'] } },
      },
      {},
      [3, 4],
    );
    expect(Object.values(s.units).filter((u) => u.kingdom === 'trolls').length).toBe(1);
    const lost = sandbox(
      {
        kingdoms: ['trolls', 'muetar'],
        units: [],
        kingdomState: { trolls: { dead: ['trolls-army-1'], lostToEvents: ['trolls-army-1'] } },
      },
      {},
      [3, 4],
    );
    expect(Object.values(lost.units).filter((u) => u.kingdom === 'trolls').length).toBe(0);
    const blocked = sandbox(
      {
        kingdoms: ['trolls', 'muetar'],
        units: [{ id: 'muetar-army-1', hex: '2310' }],
        kingdomState: { trolls: { dead: ['trolls-army-1'] } },
      },
      {},
      [3, 4],
    );
    expect(blocked.units['trolls-army-1']).toBeUndefined();
  });
  it('DR-TROLL-05 DR-KING-25 the Troll monarch enters at another scenic space when the Face is enemy-held', () => {
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], units: [{ id: 'neuth-army-1', hex: '2310' }] }, {}, [6, 6, 7]);
    expect(s.kingdoms.trolls.status).toBe('active');
    const places = divineRight.choices(s, 'p1').flatMap((c) => (c.command.type === 'deploy' ? [c.command.hex] : []));
    expect(places.sort()).toEqual(TROLL_SCENIC_SPACES.filter((h) => h !== '2310').sort());
    const r = act(s, 'p1', divineRight.onTimeout(s, 'p1'));
    expect(TROLL_SCENIC_SPACES).toContain(r.state.units['trolls-monarch']?.hex);
    expect(r.state.units['trolls-monarch']?.hex).not.toBe('2310');
  });
  it('DR-TROLL-05 the Troll monarch may enter at any of the four scenic spaces, on activation and at set-up', () => {
    // Help from Afar in p1's own turn: p1 picks the space, the Face first (the default)
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], units: [] }, {}, [6, 6, 7]);
    expect(s.kingdoms.trolls).toMatchObject({ status: 'active', seat: 'p1' });
    expect(divineRight.pending(s)[0]).toMatchObject({ seat: 'p1', kind: 'deploy' });
    const opts = divineRight.choices(s, 'p1').filter((c) => c.command.type === 'deploy');
    expect(opts.map((c) => c.target)).toEqual([...TROLL_SCENIC_SPACES]);
    expect(opts[0]?.label).toMatch(/^Place the Troll monarch at /);
    const r = act(s, 'p1', { type: 'deploy', hex: '1517' });
    expect(r.state.units['trolls-monarch']).toMatchObject({ hex: '1517', seat: 'p1' });
    // a Troll player sets his monarch up on any of them too
    const start = sandbox({ kingdoms: ['trolls', 'muetar'] }, {}, []);
    expect(divineRight.pending(start)[0]).toMatchObject({ seat: 'p1', kind: 'deploy' });
    const set = act(start, 'p1', { type: 'deploy', hex: '3101' }, [3, 4]);
    expect(set.state.units['trolls-monarch']).toMatchObject({ hex: '3101', seat: 'p1', kind: 'monarch' });
    expect(set.state.step).toBe('diplomacy');
  });
  it('DR-ZORN-01 DR-ZORN-02 Zorn deploys one unit per mountain or pass hex, none adjacent, at set-up and on activation', () => {
    const s = sandbox({ kingdoms: ['zorn', 'muetar'] }, {}, [3, 4]);
    const hexes = Object.values(s.units)
      .filter((u) => u.kingdom === 'zorn' && u.kind === 'army')
      .map((u) => u.hex);
    expect(hexes.length).toBe(8);
    expect(new Set(hexes).size).toBe(8);
    for (const h of hexes) expect(ZORN_DEPLOYMENT_HEXES).toContain(h);
    for (const a of hexes) for (const b of hexes) if (a !== b) expect(grid.adjacent(a, b)).toBe(false);
  });
  it('DR-ZORN-03 the Zorn monarch has forest and mountain bonuses', async () => {
    const { unitType } = await import('./data/index.ts');
    expect([...unitType('zorn-monarch').bonuses].sort()).toEqual(['forest', 'mountain']);
  });
});
