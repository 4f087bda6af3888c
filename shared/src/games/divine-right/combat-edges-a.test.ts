/** Edges of declaring attacks (rules/combat.ts, lines 1-300): offers, their words, refusals and what a declaration holds. */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import type { State } from './rules/state.ts';
import { grid, HEXES } from './data/index.ts';
import { act, divineRight, duelOf, ofType, refusal, sandbox } from './testkit.ts';

const THORES = '0319';
const SEA = '0219';
const SHORE = '0318';
const EAST = '0419';

/** p1 Rombune holds Thores, besieged by p2 Mivior; p1's Combat Phase. */
const thores = (units: Sandbox['units'], sieges: Record<string, string> = { [THORES]: 'p2' }): State =>
  sandbox({ kingdoms: ['rombune', 'mivior'], phase: 'combat', sieges, units });

const garrison: Sandbox['units'] = [
  { id: 'rombune-army-2', hex: THORES, inside: true },
  { id: 'rombune-fleet-3', hex: THORES, inside: true },
];
const navy: Sandbox['units'] = [
  { id: 'rombune-fleet-1', hex: SEA },
  { id: 'rombune-army-1', hex: SEA, aboard: 'rombune-fleet-1' },
  { id: 'rombune-fleet-2', hex: SEA },
];

const offers = (s: State) =>
  divineRight
    .choices(s, 'p1')
    .filter((c) => c.command.type === 'declare')
    .map((c) => ({ command: c.command, label: c.label }));

/** The words of the refusal (undefined when the command is accepted). */
const refused = (s: State, cmd: Command) => refusal(s, 'p1', cmd)?.message;

describe('declaring attacks: offers and their words', () => {
  it('DR-WHO-02 DR-REL-06 DR-AMPH-01 DR-AMPH-02 DR-AMPH-06 every attack, relief and amphibious attack is offered in hex order, in words', () => {
    const s = thores([
      ...navy,
      ...garrison,
      { id: 'mivior-army-1', hex: THORES },
      { id: 'mivior-army-2', hex: SHORE },
      { id: 'rombune-army-3', hex: EAST },
    ]);
    expect(offers(s)).toEqual([
      {
        command: { type: 'declare', from: [EAST], targets: [SHORE], kind: 'land' },
        label: 'Attack a Mivior army at 0318 (forest) with a Rombune army from 0419 (clear)',
      },
      {
        command: { type: 'declare', from: [EAST], targets: [THORES], kind: 'land' },
        label: 'Attack a Mivior army at Thores (0319) with a Rombune army from 0419 (clear)',
      },
      {
        command: { type: 'declare', from: [EAST], targets: [THORES], kind: 'land', join: 'army' },
        label:
          "Relieve Thores (0319): attack a Mivior army at Thores (0319) with a Rombune army from 0419 (clear) and the garrison's armies",
      },
      {
        command: { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' },
        label:
          'Amphibious attack on a Mivior army at Thores (0319) with 2 Rombune fleets from 0219 (Western Ocean) carrying a Rombune army',
      },
      {
        command: { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious', join: 'army' },
        label:
          "Amphibious attack on a Mivior army at Thores (0319) with 2 Rombune fleets from 0219 (Western Ocean) carrying a Rombune army and the garrison's armies",
      },
      {
        command: { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious', join: 'fleet' },
        label:
          "Amphibious attack on a Mivior army at Thores (0319) with 2 Rombune fleets from 0219 (Western Ocean) carrying a Rombune army and the garrison's fleets",
      },
    ]);
  });

  it('DR-WHO-02 DR-NAV-03 fleets attack fleets: all adjacent fleet stacks together, then each alone', () => {
    const s = thores(
      [
        { id: 'rombune-fleet-1', hex: SEA },
        { id: 'rombune-fleet-2', hex: '0118' },
        { id: 'mivior-fleet-1', hex: '0218' },
      ],
      {},
    );
    const W = (h: string) => `${h} (Western Ocean)`;
    expect(offers(s)).toEqual([
      {
        command: { type: 'declare', from: [SEA, '0118'], targets: ['0218'], kind: 'fleet' },
        label: `Attack a Mivior fleet at ${W('0218')} with a Rombune fleet from ${W(SEA)} and a Rombune fleet from ${W('0118')}`,
      },
      {
        command: { type: 'declare', from: [SEA], targets: ['0218'], kind: 'fleet' },
        label: `Attack a Mivior fleet at ${W('0218')} with a Rombune fleet from ${W(SEA)}`,
      },
      {
        command: { type: 'declare', from: ['0118'], targets: ['0218'], kind: 'fleet' },
        label: `Attack a Mivior fleet at ${W('0218')} with a Rombune fleet from ${W('0118')}`,
      },
    ]);
    const st = act(s, 'p1', { type: 'declare', from: [SEA, '0118'], targets: ['0218'], kind: 'fleet' }).state;
    expect(st.attacks[0]).toMatchObject({ kind: 'fleet', attackers: ['rombune-fleet-1', 'rombune-fleet-2'] });
  });
});

describe('declaring attacks: what a declaration holds', () => {
  it('DR-REL-06 a relief by land takes the garrison armies along and marks them used, not done', () => {
    const s = thores([...garrison, { id: 'mivior-army-1', hex: THORES }, { id: 'rombune-army-3', hex: EAST }]);
    const st = act(s, 'p1', { type: 'declare', from: [EAST], targets: [THORES], kind: 'land', join: 'army' }).state;
    expect(st.attacks[0]).toMatchObject({
      kind: 'land',
      attackers: ['rombune-army-3'],
      defenders: ['mivior-army-1'],
      helpers: ['rombune-army-2'],
    });
    expect(st.units['rombune-army-2']).toMatchObject({ used: true, done: false });
    expect(st.units['rombune-fleet-3']).toMatchObject({ used: false });
    const bare = act(s, 'p1', { type: 'declare', from: [EAST], targets: [THORES], kind: 'land' });
    // no garrison joins: nobody is told they have acted
    expect(ofType(bare.events, 'used')).toEqual([]);
    const plain = bare.state;
    expect(plain.attacks[0]?.helpers).toBeUndefined();
    expect(plain.units['rombune-army-2']).toMatchObject({ used: false });
  });

  it('DR-AMPH-02 DR-AMPH-06 an amphibious attack carries the fleets’ armies and may take the garrison fleets', () => {
    const s = thores([...navy, ...garrison, { id: 'mivior-army-1', hex: THORES }, { id: 'rombune-army-3', hex: EAST }]);
    const st = act(s, 'p1', {
      type: 'declare',
      from: [SEA],
      targets: [THORES],
      kind: 'amphibious',
      join: 'fleet',
    }).state;
    expect(st.attacks[0]).toMatchObject({
      kind: 'amphibious',
      attackers: ['rombune-fleet-1', 'rombune-fleet-2', 'rombune-army-1'],
      defenders: ['mivior-army-1'],
      helpers: ['rombune-fleet-3'],
    });
    expect(st.units['rombune-fleet-3']).toMatchObject({ used: true, done: false });
    expect(st.units['rombune-army-2']).toMatchObject({ used: false });
    const bare = act(s, 'p1', { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' });
    expect(ofType(bare.events, 'used')).toEqual([]);
    const plain = bare.state;
    expect(plain.attacks[0]?.helpers).toBeUndefined();
    expect(plain.attacks[0]?.attackers).toEqual(['rombune-fleet-1', 'rombune-fleet-2', 'rombune-army-1']);
    expect(plain.units['rombune-fleet-3']).toMatchObject({ used: false });
  });
});

describe('declaring attacks: refusals in words', () => {
  const s = () =>
    thores([...navy, ...garrison, { id: 'mivior-army-1', hex: THORES }, { id: 'rombune-army-3', hex: EAST }]);
  it('DR-WHO-02 DR-AMPH-01 each hex is named once', () => {
    expect(refused(s(), { type: 'declare', from: [SEA, SEA], targets: [THORES], kind: 'amphibious' })).toBe(
      'Name each hex once.',
    );
    expect(refused(s(), { type: 'declare', from: [EAST, EAST], targets: [THORES], kind: 'land' })).toBe(
      'Name each hex once.',
    );
    expect(refused(s(), { type: 'declare', from: [EAST], targets: [THORES, THORES], kind: 'land' })).toBe(
      'Name each hex once.',
    );
  });
  it('DR-AMPH-01 amphibious attacks strike only a port or a castle-port’s outside, from water next to it, with a fleet', () => {
    expect(refused(s(), { type: 'declare', from: [SEA], targets: [SHORE], kind: 'amphibious' })).toBe(
      'Amphibious attacks strike a port or the outside of a castle-port.',
    );
    expect(refused(s(), { type: 'declare', from: [EAST], targets: [THORES], kind: 'amphibious' })).toBe(
      'Amphibious attacks are made from sea or lake hexes.',
    );
    expect(refused(s(), { type: 'declare', from: ['0118'], targets: [THORES], kind: 'amphibious' })).toBe(
      '0118 (Western Ocean) is not next to Thores (0319) by water.',
    );
    expect(refused(s(), { type: 'declare', from: ['0220'], targets: [THORES], kind: 'amphibious' })).toBe(
      'No fleet in 0220 (Western Ocean) may attack.',
    );
  });
  it('DR-WHO-06 DR-WHO-09 a land attack needs enemy units to strike in every target hex', () => {
    expect(refused(s(), { type: 'declare', from: [EAST], targets: [SHORE], kind: 'land' })).toBe(
      'Every target hex must hold enemy units of that kind that may be attacked.',
    );
  });
  it('DR-CMB-01 only a declared attack waiting to be resolved may be resolved', () => {
    let st = act(s(), 'p1', { type: 'declare', from: [EAST], targets: [THORES], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    expect(refused(st, { type: 'resolve', attack: 3 })).toBe('That attack is not waiting to be resolved.');
  });
});

describe('declaring attacks: who is struck, who may help', () => {
  it('DR-WHO-06 DR-AMPH-01 an amphibious attack strikes the combat units outside, not a hero standing with them', () => {
    const s = thores([...navy, { id: 'mivior-army-1', hex: THORES }, { id: 'mivior-monarch', hex: THORES }]);
    const amph = offers(s).find((o) => o.command.type === 'declare' && o.command.kind === 'amphibious');
    expect(amph?.label).toBe(
      'Amphibious attack on a Mivior army at Thores (0319) with 2 Rombune fleets from 0219 (Western Ocean) carrying a Rombune army',
    );
    const st = act(s, 'p1', { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' }).state;
    expect(st.attacks[0]?.defenders).toEqual(['mivior-army-1']);
  });

  it('DR-REL-06 no relief is offered from a castle that is not besieged', () => {
    const s = thores([...garrison, { id: 'mivior-army-1', hex: SHORE }, { id: 'rombune-army-3', hex: THORES }], {});
    const labels = offers(s).map((o) => o.label);
    expect(labels).toEqual(['Attack a Mivior army at 0318 (forest) with 2 Rombune armies from Thores (0319)']);
  });

  it('DR-RBC-01 DR-RBC-06 the defenders of a land battle are asked whether to retreat before combat', () => {
    let st = act(
      thores(
        [
          { id: 'mivior-army-1', hex: SHORE },
          { id: 'rombune-army-3', hex: EAST },
        ],
        {},
      ),
      'p1',
      {
        type: 'declare',
        from: [EAST],
        targets: [SHORE],
        kind: 'land',
      },
    ).state;
    st = act(st, 'p1', { type: 'done' }).state;
    st = act(st, 'p1', { type: 'resolve', attack: 0 }).state;
    expect(st.interrupts[0]).toMatchObject({ kind: 'retreat', seat: 'p2', hex: SHORE });
  });

  it('DR-AMPH-01 a castle that is not a port (Addat) may not be attacked from the sea', () => {
    const s = thores(
      [
        { id: 'rombune-fleet-1', hex: '0222' },
        { id: 'mivior-army-1', hex: '0322' },
      ],
      {},
    );
    expect(offers(s).filter((o) => o.command.type === 'declare' && o.command.kind === 'amphibious')).toEqual([]);
    expect(refused(s, { type: 'declare', from: ['0222'], targets: ['0322'], kind: 'amphibious' })).toBe(
      'Amphibious attacks strike a port or the outside of a castle-port.',
    );
  });

  it('DR-AMPH-01 a player’s own castle-port, neither besieged nor held by enemies outside, is no amphibious target', () => {
    const s = thores([...navy], {});
    expect(offers(s)).toEqual([]);
    expect(refused(s, { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' })).toBe(
      'Amphibious attacks strike a port or the outside of a castle-port.',
    );
  });

  it('DR-AMPH-01 a port without a castle (Bartertown) is a target only while enemy units stand in it', () => {
    const fleet = { id: 'rombune-fleet-1', hex: '1226' };
    const amphibious = (st: State) =>
      offers(st).filter((o) => o.command.type === 'declare' && o.command.kind === 'amphibious');
    expect(amphibious(thores([fleet], {}))).toEqual([]);
    const held = thores([fleet, { id: 'mivior-army-1', hex: '1225' }], {});
    expect(amphibious(held).map((o) => o.label)).toEqual([
      expect.stringMatching(
        /^Amphibious attack on a Mivior army at Bartertown \(1225\) with a Rombune fleet from 1226 /,
      ),
    ]);
  });
});

describe('one attack strikes one enemy player (DR-WHO-09)', () => {
  const three = () =>
    sandbox({
      kingdoms: ['rombune', 'mivior', 'hothior'],
      phase: 'combat',
      units: [
        ...navy,
        { id: 'rombune-army-3', hex: EAST },
        { id: 'mivior-army-1', hex: THORES },
        { id: 'hothior-army-1', hex: SHORE },
      ],
    });
  it('DR-WHO-09 DR-AMPH-01 an amphibious attack on a hex holding two enemy players is refused', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'mivior', 'hothior'],
      phase: 'combat',
      units: [...navy, { id: 'mivior-army-1', hex: '1225' }, { id: 'hothior-army-1', hex: '1225' }].map((u) =>
        u.hex === SEA ? { ...u, hex: '1226' } : u,
      ),
    });
    expect(refused(s, { type: 'declare', from: ['1226'], targets: ['1225'], kind: 'amphibious' })).toBe(
      'One attack strikes one enemy player.',
    );
    expect(offers(s).filter((o) => o.command.type === 'declare' && o.command.kind === 'amphibious')).toEqual([]);
  });
  it('DR-WHO-09 a land attack on two hexes of two enemy players is refused', () => {
    expect(refused(three(), { type: 'declare', from: [EAST], targets: [THORES, SHORE], kind: 'land' })).toBe(
      'One attack strikes one enemy player.',
    );
  });
});

describe('a kingdom activated this turn (DR-KING-13)', () => {
  it('DR-KING-13 DR-WHO-05 its attack on two hexes is refused when either lies outside the kingdom', () => {
    const land = (n: string) => HEXES.get(n)?.kind === 'land';
    const home = grid.neighbours('2908').find((n) => land(n) && HEXES.get(n)?.basicOwner === 'pon') as string;
    const away = grid.neighbours('2908').find((n) => land(n) && HEXES.get(n)?.basicOwner === 'immer') as string;
    const s = duelOf(
      {
        allies: { pon: 'p1' },
        kingdomState: { pon: { activatedTurn: 1 } },
        units: [
          { id: 'pon-army-1', hex: '2908' },
          { id: 'neuth-army-1', hex: home },
          { id: 'neuth-army-2', hex: away },
        ],
      },
      'combat',
    );
    expect(refused(s, { type: 'declare', from: ['2908'], targets: [home, away], kind: 'land' })).toBe(
      'Units of Pon, activated this turn, may attack only inside Pon.',
    );
    expect(act(s, 'p1', { type: 'declare', from: ['2908'], targets: [home], kind: 'land' }).state.attacks).toHaveLength(
      1,
    );
  });
});

describe('the order of the offers', () => {
  it('DR-NAV-03 DR-CMB-01 targets are offered in hex order, each stack once when it alone can reach', () => {
    const s = thores(
      [
        { id: 'rombune-fleet-1', hex: SEA },
        { id: 'mivior-fleet-1', hex: '0218' },
        { id: 'mivior-fleet-2', hex: '0220' },
        { id: 'mivior-fleet-3', hex: '0118' },
      ],
      {},
    );
    expect(offers(s).map((o) => o.label)).toEqual(
      ['0118', '0218', '0220'].map(
        (t) => `Attack a Mivior fleet at ${t} (Western Ocean) with a Rombune fleet from 0219 (Western Ocean)`,
      ),
    );
  });
});

describe('relief and targets with more than one stack', () => {
  it('DR-REL-06 with two relieving stacks the garrison is offered to join only their attack together', () => {
    const s = thores([
      ...garrison,
      { id: 'mivior-army-1', hex: THORES },
      { id: 'rombune-army-3', hex: EAST },
      { id: 'rombune-army-4', hex: SHORE },
    ]);
    const labels = offers(s).map((o) => o.label);
    expect(labels.filter((l) => l.startsWith('Relieve'))).toEqual([
      expect.stringMatching(
        /^Relieve Thores \(0319\): attack a Mivior army at Thores \(0319\) with a Rombune army from .* and a Rombune army from .* and the garrison's armies$/,
      ),
    ]);
  });
  it('DR-WHO-06 an attack naming a hex with nobody to strike is refused, even beside one that has', () => {
    const s = thores(
      [
        { id: 'mivior-army-1', hex: THORES },
        { id: 'rombune-army-3', hex: EAST },
      ],
      {},
    );
    expect(refused(s, { type: 'declare', from: [EAST], targets: [THORES, SHORE], kind: 'land' })).toBe(
      'Every target hex must hold enemy units of that kind that may be attacked.',
    );
  });

  it('DR-REL-06 only the garrison’s units of the attack’s own kind may join a relief by land', () => {
    const s = thores([...garrison, { id: 'mivior-army-1', hex: THORES }, { id: 'rombune-army-3', hex: EAST }]);
    expect(refused(s, { type: 'declare', from: [EAST], targets: [THORES], kind: 'land', join: 'fleet' })).toBe(
      'Only units of the same kind join this relief.',
    );
  });

  it('DR-REL-06 with the castle not besieged, an attack on enemies outside it is no relief', () => {
    const s = thores([...garrison, { id: 'mivior-army-1', hex: THORES }, { id: 'rombune-army-3', hex: EAST }], {});
    expect(offers(s).filter((o) => o.label.startsWith('Relieve'))).toEqual([]);
  });
});
