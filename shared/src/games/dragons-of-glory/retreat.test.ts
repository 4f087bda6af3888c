/**
 * Retreats after combat (DG-RES-04, DG-RES-08..11), the advance after combat
 * (DG-ADV-01..04) and the retreat before combat of fliers and cavalry
 * (DG-RBC-01..05). The Combat Table never hands a pure R, nor an R to the
 * attacker, so those battles are declared with their result given
 * (combat.testkit.ts withResult); the others are rolled.
 */
import { describe, expect, it } from 'vitest';
import {
  attack,
  choicesOf,
  dragonsOfGlory,
  hexOf,
  mapIs,
  modsOf,
  ofType,
  refuses,
  rolled,
  send,
  start,
  where,
  withResult,
} from './combat.testkit.ts';
import { getHex, getHexside } from './data/index.ts';

const R = { attacker: '-', defender: 'R' };
const E = { attacker: '-', defender: 'E' };

/** Two Whitestone armies on 3613 attacked from 3612 and 3712: 3512 and 3713 are next to the attackers. */
const pair = (extra: Parameters<typeof start>[0] = []) =>
  start([
    { id: 'red-inf-1', hex: '3612' },
    { id: 'red-inf-2', hex: '3712' },
    { id: 'qualinesti-foot-1', hex: '3613' },
    { id: 'solanthus-foot-1', hex: '3613' },
    ...extra,
  ]);

describe('retreats', () => {
  it('DG-RES-04 "R": every army of the side retreats one hex, as its owner chooses, and a stack may split', () => {
    const r = withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], R);
    expect(r.state.stage).toEqual({ kind: 'retreat', side: 'whitestone' });
    expect(choicesOf(r.state, 'whitestone').map((c) => c.command)).toEqual([
      {
        type: 'retreat',
        moves: [
          { id: 'qualinesti-foot-1', to: '3513' },
          { id: 'solanthus-foot-1', to: '3513' },
        ],
      },
      {
        type: 'retreat',
        moves: [
          { id: 'qualinesti-foot-1', to: '3614' },
          { id: 'solanthus-foot-1', to: '3614' },
        ],
      },
    ]);
    refuses(
      r.state,
      'whitestone',
      { type: 'retreat', moves: [{ id: 'qualinesti-foot-1', to: '3513' }] },
      'must_retreat',
    );
    const split = send(r.state, 'whitestone', {
      type: 'retreat',
      moves: [
        { id: 'qualinesti-foot-1', to: '3513' },
        { id: 'solanthus-foot-1', to: '3614' },
      ],
    });
    expect([hexOf(split.state, 'qualinesti-foot-1'), hexOf(split.state, 'solanthus-foot-1')]).toEqual(['3513', '3614']);
  });

  it('DG-RES-08 retreat limits: not next to the enemy unless friends hold the hex, stacking, terrain, never into the enemy; stuck armies are eliminated', () => {
    const near = withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], R).state;
    const move = (id: string, to: string) => ({ type: 'retreat' as const, moves: [{ id, to }] });
    // 3713 is next to the attackers in 3712; 3612 holds them.
    refuses(near, 'whitestone', move('qualinesti-foot-1', '3713'), 'bad_retreat');
    refuses(near, 'whitestone', move('qualinesti-foot-1', '3612'), 'bad_retreat');
    const friends = withResult(pair([{ id: 'tower-knights-1', hex: '3713' }]), '3613', ['red-inf-1', 'red-inf-2'], R);
    const ok = send(friends.state, 'whitestone', {
      type: 'retreat',
      moves: [
        { id: 'qualinesti-foot-1', to: '3713' },
        { id: 'solanthus-foot-1', to: '3614' },
      ],
    });
    expect(hexOf(ok.state, 'qualinesti-foot-1')).toBe('3713');
    // Stacking: 3614 already holds two Whitestone armies, so both go to 3513, the one hex left (no choice to ask).
    const full = withResult(
      pair([
        { id: 'tower-knights-1', hex: '3614' },
        { id: 'tower-knights-2', hex: '3614' },
      ]),
      '3613',
      ['red-inf-1', 'red-inf-2'],
      R,
    );
    expect(ofType(full.events, 'retreated')[0]!.moves).toEqual([
      { id: 'qualinesti-foot-1', to: '3513' },
      { id: 'solanthus-foot-1', to: '3513' },
    ]);
    // Terrain: men do not cross the mountain hexside from 3512 into 3412; dwarves do.
    expect(getHexside('3512', '3412').mountain).toBe(true);
    const hills = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3512' },
      { id: 'kaolyn-dwarves-1', hex: '3512' },
    ]);
    const h = withResult(hills, '3512', ['red-inf-1', 'red-inf-2'], R).state;
    refuses(
      h,
      'whitestone',
      {
        type: 'retreat',
        moves: [
          { id: 'solanthus-foot-1', to: '3412' },
          { id: 'kaolyn-dwarves-1', to: '3412' },
        ],
      },
      'bad_retreat',
    );
    const hd = send(h, 'whitestone', {
      type: 'retreat',
      moves: [
        { id: 'kaolyn-dwarves-1', to: '3412' },
        { id: 'solanthus-foot-1', to: '3413' },
      ],
    });
    expect(hexOf(hd.state, 'kaolyn-dwarves-1')).toBe('3412');
    // Surrounded: nowhere to go, so eliminated at once.
    const ring = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'red-inf-3', hex: '3614' },
      { id: 'red-inf-4', hex: '3513' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const stuck = withResult(ring, '3613', ['red-inf-1'], R);
    expect(ofType(stuck.events, 'eliminated')).toEqual([
      { type: 'eliminated', units: ['qualinesti-foot-1'], to: 'pool', why: 'no hex to retreat to' },
    ]);
  });

  it('DG-RES-09 defenders in a fortress, fortified city or dwarven fortress may ignore a retreat (the default); in the open they may not', () => {
    expect(getHex('3413').terrain).toBe('clear');
    const walls = [
      start(
        [
          { id: 'red-inf-1', hex: '3413' },
          { id: 'qualinesti-foot-1', hex: '3513' },
        ],
        { mover: 'whitestone' },
      ),
      start([
        { id: 'qualinesti-foot-1', hex: '1525' },
        { id: 'red-inf-1', hex: '1526' },
      ]),
      start([
        { id: 'kaolyn-dwarves-1', hex: '2712' },
        { id: 'red-inf-1', hex: '2711' },
      ]),
    ];
    for (const [s, hex, by, def] of [
      [walls[0]!, '3413', 'qualinesti-foot-1', 'red-inf-1'],
      [walls[1]!, '1525', 'red-inf-1', 'qualinesti-foot-1'],
      [walls[2]!, '2712', 'red-inf-1', 'kaolyn-dwarves-1'],
    ] as const) {
      const r = withResult(s, hex, [by], R);
      const side = s.mover === 'highlord' ? 'whitestone' : 'highlord';
      expect(r.state.stage).toEqual({ kind: 'retreat', side });
      expect(choicesOf(r.state, side)[0]!.command).toEqual({ type: 'retreat', moves: [], hold: true });
      expect(dragonsOfGlory.onTimeout!(r.state, side)).toEqual({ type: 'retreat', moves: [], hold: true });
      const held = send(r.state, side, { type: 'retreat', moves: [], hold: true });
      expect(ofType(held.events, 'retreated')[0]).toMatchObject({ moves: [], held: [def] });
      expect(hexOf(held.state, def)).toBe(hex);
      expect(held.state.stage).toEqual({ kind: 'combat', side: s.mover });
    }
    const open = withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], R).state;
    refuses(open, 'whitestone', { type: 'retreat', moves: [], hold: true }, 'cannot_hold');
  });

  it('DG-RES-10 an R against the attacker retreats every attacking army from every hex, where the attacker chooses', () => {
    const r = withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], { attacker: 'R', defender: '-' });
    expect(r.state.stage).toEqual({ kind: 'retreat', side: 'highlord' });
    refuses(r.state, 'whitestone', { type: 'retreat', moves: [] }, 'not_your_turn');
    expect(choicesOf(r.state, 'highlord').length).toBeGreaterThan(0);
    refuses(r.state, 'highlord', { type: 'retreat', moves: [], hold: true }, 'cannot_hold');
    const h = send(r.state, 'highlord', {
      type: 'retreat',
      moves: [
        { id: 'red-inf-1', to: '3611' },
        { id: 'red-inf-2', to: '3711' },
      ],
    });
    expect([hexOf(h.state, 'red-inf-1'), hexOf(h.state, 'red-inf-2')]).toEqual(['3611', '3711']);
    expect(h.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
  });

  it('DG-RES-11 leaders and wizards go with their retreating army, or to the nearest friendly army, or out of the game (AMB-38)', () => {
    const withStaff = pair([
      { id: 'laurana', hex: '3613' },
      { id: 'white-robe', hex: '3613' },
    ]);
    const r = withResult(withStaff, '3613', ['red-inf-1', 'red-inf-2'], R);
    const went = send(r.state, 'whitestone', {
      type: 'retreat',
      moves: [
        { id: 'qualinesti-foot-1', to: '3614' },
        { id: 'solanthus-foot-1', to: '3614' },
      ],
    });
    expect(ofType(went.events, 'followed')).toEqual([
      { type: 'followed', units: ['laurana', 'white-robe'], hex: '3614' },
    ]);
    const lost = withResult(
      pair([
        { id: 'laurana', hex: '3613' },
        { id: 'tower-knights-1', hex: '3311' },
        { id: 'tower-knights-2', hex: '3514' },
      ]),
      '3613',
      ['red-inf-1', 'red-inf-2'],
      E,
    );
    expect(hexOf(lost.state, 'laurana')).toBe('3514');
    const alone = withResult(pair([{ id: 'laurana', hex: '3613' }]), '3613', ['red-inf-1', 'red-inf-2'], E);
    expect(where(alone.state, 'laurana')).toBe('removed');
  });
});

describe('advance after combat', () => {
  it('DG-ADV-01 the attacker may advance only into a hex the defenders left empty', () => {
    expect(withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], E).state.stage).toEqual({
      kind: 'advance',
      side: 'highlord',
    });
    const retreated = send(withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], R).state, 'whitestone', {
      type: 'retreat',
      moves: [
        { id: 'qualinesti-foot-1', to: '3614' },
        { id: 'solanthus-foot-1', to: '3614' },
      ],
    });
    expect(retreated.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
    const survivors = withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], { attacker: '-', defender: '1' });
    expect(survivors.state.stage?.kind).not.toBe('advance');
  });

  it('DG-ADV-02 any attacking armies may advance, up to the stacking limit; advancing is optional', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'red-inf-3', hex: '3512' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1', 'red-inf-2', 'red-inf-3'], E).state;
    const main = choicesOf(r, 'highlord').find((c) => c.command.type === 'advance' && c.pick)!;
    expect(main.command).toEqual({ type: 'advance', units: ['red-inf-1', 'red-inf-2'] });
    refuses(r, 'highlord', { type: 'advance', units: ['red-inf-1', 'red-inf-2', 'red-inf-3'] }, 'over_stacked');
    const stay = send(r, 'highlord', { type: 'advance', units: [] });
    expect(hexOf(stay.state, 'red-inf-1')).toBe('3612');
    expect(stay.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
    const go = send(r, 'highlord', { type: 'advance', units: ['red-inf-2', 'red-inf-3'] });
    expect([hexOf(go.state, 'red-inf-2'), hexOf(go.state, 'red-inf-3'), hexOf(go.state, 'red-inf-1')]).toEqual([
      '3613',
      '3613',
      '3612',
    ]);
  });

  it('DG-ADV-03 attacking air and cavalry may move one hex more; infantry may not, nor two hexes', () => {
    const s = start([
      { id: 'red-cav', hex: '3612' },
      { id: 'red-inf-1', hex: '3712' },
      { id: 'red-dragon-1', hex: '3512' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-cav', 'red-inf-1', 'red-dragon-1'], E).state;
    refuses(
      r,
      'highlord',
      { type: 'advance', units: ['red-inf-1'], extra: [{ id: 'red-inf-1', to: '3614' }] },
      'cannot_ride',
    );
    refuses(
      r,
      'highlord',
      { type: 'advance', units: ['red-cav'], extra: [{ id: 'red-cav', to: '3714' }] },
      'cannot_ride',
    );
    expect(
      choicesOf(r, 'highlord').some(
        (c) =>
          c.command.type === 'advance' && c.command.extra?.[0]?.id === 'red-cav' && c.command.extra[0].to === '3614',
      ),
    ).toBe(true);
    const go = send(r, 'highlord', {
      type: 'advance',
      units: ['red-cav', 'red-inf-1'],
      extra: [
        { id: 'red-cav', to: '3614' },
        { id: 'red-dragon-1', to: '3511' },
      ],
    });
    expect([hexOf(go.state, 'red-cav'), hexOf(go.state, 'red-inf-1'), hexOf(go.state, 'red-dragon-1')]).toEqual([
      '3614',
      '3613',
      '3511',
    ]);
  });

  it('DG-ADV-04 an advance into a neutral’s territory draws it in; the Combat Step resumes after its placement', () => {
    expect(getHex('3813').nation).toBe('kern');
    const s = start([
      { id: 'red-inf-1', hex: '3713' },
      { id: 'qualinesti-foot-1', hex: '3813' },
    ]);
    const r = withResult(s, '3813', ['red-inf-1'], E).state;
    expect(r.nations.kern.status).toBe('neutral');
    // Whitestone rolls first with +2 (its rating 0 cannot succeed); the Highlord needs 7 or less.
    const a = send(r, 'highlord', { type: 'advance', units: ['red-inf-1'] }, [5, 3]);
    expect(ofType(a.events, 'activationRolled').map((e) => [e.side, e.success])).toEqual([
      ['whitestone', false],
      ['highlord', true],
    ]);
    expect(a.state.nations.kern.status).toBe('highlord');
    expect(a.state.stage).toEqual({
      kind: 'place',
      side: 'highlord',
      nation: 'kern',
      resume: { kind: 'combat', side: 'highlord' },
    });
    expect(send(a.state, 'highlord', { type: 'placeAtHome' }).state.stage).toEqual({
      kind: 'combat',
      side: 'highlord',
    });
    // Into the Highlord's own land: nobody is drawn in.
    const home = withResult(pair(), '3613', ['red-inf-1', 'red-inf-2'], E).state;
    expect(
      ofType(send(home, 'highlord', { type: 'advance', units: ['red-inf-1'] }).events, 'activationRolled'),
    ).toEqual([]);
  });
});

describe('retreat before combat', () => {
  const griffons = (extra: Parameters<typeof start>[0] = []) =>
    start([{ id: 'red-inf-1', hex: '3612' }, { id: 'silvanesti-griffons', hex: '3613' }, ...extra]);

  it('DG-RBC-01 fliers attacked by a force with no fliers may retreat one or two hexes before the roll', () => {
    const r = attack(griffons(), '3613', ['red-inf-1']);
    expect(ofType(r.events, 'battleRolled')).toEqual([]);
    expect(r.state.stage).toEqual({ kind: 'rbc', side: 'whitestone' });
    const flees = choicesOf(r.state, 'whitestone').filter((c) => c.command.type === 'flee');
    const paths = flees.map((c) => (c.command.type === 'flee' ? c.command.moves[0]!.path.length : 0));
    expect(new Set(paths)).toEqual(new Set([1, 2]));
    // 3512 is next to the attacker; 3715 is three hexes off.
    refuses(
      r.state,
      'whitestone',
      { type: 'flee', moves: [{ id: 'silvanesti-griffons', path: ['3512'] }] },
      'bad_flee',
    );
    refuses(
      r.state,
      'whitestone',
      { type: 'flee', moves: [{ id: 'silvanesti-griffons', path: ['3715'] }] },
      'bad_flee',
    );
    const away = send(r.state, 'whitestone', {
      type: 'flee',
      moves: [{ id: 'silvanesti-griffons', path: ['3614', '3714'] }],
    });
    expect(hexOf(away.state, 'silvanesti-griffons')).toBe('3714');
    // Against fliers there is no retreat before combat: the roll comes at once.
    const dragons = griffons([{ id: 'red-dragon-1', hex: '3712' }]);
    expect(ofType(attack(dragons, '3613', ['red-inf-1', 'red-dragon-1'], [5]).events, 'battleRolled')).toHaveLength(1);
  });

  it('DG-RBC-02 griffons or pegasi retreating before combat may carry an infantry army of their own nationality', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-griffons', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-inf-1']).state;
    const labels = choicesOf(r, 'whitestone').map((c) => c.label);
    expect(labels).toContain(
      'Qualinesti Griffons retreats to plains of Highlord Dominion (3614) carrying Qualinesti Archers I',
    );
    expect(labels.some((l) => l.includes('carrying Solanthus'))).toBe(false);
    refuses(
      r,
      'whitestone',
      {
        type: 'flee',
        moves: [
          { id: 'qualinesti-griffons', path: ['3614'] },
          { id: 'solanthus-foot-1', path: ['3614'] },
        ],
      },
      'cannot_flee',
    );
    const f = send(
      r,
      'whitestone',
      {
        type: 'flee',
        moves: [
          { id: 'qualinesti-griffons', path: ['3614'] },
          { id: 'qualinesti-foot-1', path: ['3614'] },
        ],
      },
      [5],
    );
    expect([hexOf(f.state, 'qualinesti-griffons'), hexOf(f.state, 'qualinesti-foot-1')]).toEqual(['3614', '3614']);
    expect(rolled(f.events).defence).toBe(4);
  });

  it('DG-RBC-03 cavalry attacked by neither cavalry nor fliers may retreat one hex before combat', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-cav', hex: '3712' },
      { id: 'solanthus-knights-1', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-inf-1']).state;
    expect(r.stage).toEqual({ kind: 'rbc', side: 'whitestone' });
    refuses(
      r,
      'whitestone',
      { type: 'flee', moves: [{ id: 'solanthus-knights-1', path: ['3614', '3714'] }] },
      'bad_flee',
    );
    refuses(r, 'whitestone', { type: 'flee', moves: [{ id: 'qualinesti-foot-1', path: ['3614'] }] }, 'cannot_flee');
    const f = send(r, 'whitestone', { type: 'flee', moves: [{ id: 'solanthus-knights-1', path: ['3614'] }] }, [5]);
    expect(hexOf(f.state, 'solanthus-knights-1')).toBe('3614');
    // Facing cavalry, the knights stand.
    expect(ofType(attack(s, '3613', ['red-inf-1', 'red-cav'], [5]).events, 'battleRolled')).toHaveLength(1);
  });

  it('DG-RBC-04 those who retreated are not attacked; the rest fight, strengths and modifiers counted again', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'silvanesti-griffons', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-inf-1']).state;
    // 4 against 4; the griffons gone, no flight -1: a 9 reads -/2 and only the archers suffer.
    const f = send(r, 'whitestone', { type: 'flee', moves: [{ id: 'silvanesti-griffons', path: ['3614'] }] }, [9]);
    expect(rolled(f.events).defence).toBe(4);
    expect(modsOf(f.events, 'DG-DRM-05')).toEqual([]);
    expect(where(f.state, 'qualinesti-foot-1')).toBe('pool');
    expect(f.state.units['silvanesti-griffons']).toMatchObject({ where: 'map', hex: '3614', depleted: false });
    expect(f.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });

  it('DG-RBC-05 if every defender retreats before combat there is no roll, and the attacker may advance', () => {
    mapIs('3613', 'clear');
    const r = attack(griffons(), '3613', ['red-inf-1']).state;
    const f = send(r, 'whitestone', { type: 'flee', moves: [{ id: 'silvanesti-griffons', path: ['3513'] }] });
    expect(ofType(f.events, 'battleRolled')).toEqual([]);
    expect(f.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
    const a = send(f.state, 'highlord', { type: 'advance', units: ['red-inf-1'] });
    expect(hexOf(a.state, 'red-inf-1')).toBe('3613');
    expect(dragonsOfGlory.onTimeout!(r, 'whitestone')).toEqual({ type: 'stand' });
  });
});
