/**
 * Capture and conquest (Rule 9), checked after every command (rules/table.ts
 * calls afterCommand): strongholds taken by an enemy army standing in them
 * (AMB-48, AMB-29), nations conquered when the enemy holds all their
 * strongholds (DG-CNQ-01..07, AMB-42), and the Knights, conquered only
 * together (DG-KOS-01..03).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Sandbox } from './config.ts';
import { KNIGHTS_NATIONS, STRONGHOLDS } from './data/index.ts';
import { highlordNations, rating } from './rules/activation.ts';
import { afterCommand } from './rules/conquest.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, ofType, sandbox } from './testkit.ts';

/** The board checked as after a command. */
function check(s: State) {
  const tx = new Tx(s, scriptedDice([]));
  afterCommand(tx);
  return { state: tx.state, events: tx.events };
}

function board(units: Sandbox['units'], nations: Sandbox['nations'], o: Partial<Sandbox> = {}): State {
  return sandbox({ units, nations: { dominion: 'highlord', ...nations }, mover: 'highlord', ...o });
}

describe('capture', () => {
  it('AMB-48 an enemy army standing in a stronghold takes it, and it stays taken when the army leaves', () => {
    const s = board([{ id: 'red-inf-1', hex: '1621' }], { fielder: 'whitestone' });
    const r = check(s);
    expect(ofType(r.events, 'captured')).toEqual([{ type: 'captured', place: 'fieldhold', side: 'highlord' }]);
    const gone = {
      ...r.state,
      units: { ...r.state.units, 'red-inf-1': { ...r.state.units['red-inf-1']!, hex: '1622' } },
    };
    const again = check(gone);
    expect(ofType(again.events, 'captured')).toEqual([]);
    expect(again.state.control.fieldhold).toBe('highlord');
  });

  it('DG-CNQ-02 no garrison: a lone flier takes an empty stronghold', () => {
    const r = check(board([{ id: 'red-dragon-1', hex: '1918' }], { fielder: 'whitestone' }));
    expect(ofType(r.events, 'captured')).toEqual([{ type: 'captured', place: 'straitwatch', side: 'highlord' }]);
  });

  it('AMB-29 AMB-48 leaders, wizards and armies aboard ships take nothing', () => {
    const r = check(
      board(
        [
          { id: 'verminaard', hex: '1621' },
          { id: 'black-robe-1', hex: '1621' },
          { id: 'dominion-ship-1', hex: '1918' },
          { id: 'red-inf-1', hex: '1918', aboard: 'dominion-ship-1' },
        ],
        { fielder: 'whitestone' },
      ),
    );
    expect(ofType(r.events, 'captured')).toEqual([]);
  });

  it('AMB-48 a neutral’s stronghold is not taken (entering it is an invasion first)', () => {
    const r = check(board([{ id: 'red-inf-1', hex: '3821' }], {}));
    expect(ofType(r.events, 'captured')).toEqual([]);
  });

  it('AMB-48 a stronghold with armies of both sides in it changes hands to nobody', () => {
    const r = check(
      board(
        [
          { id: 'red-inf-1', hex: '1621' },
          { id: 'fielder-foot-1', hex: '1621' },
        ],
        { fielder: 'whitestone' },
      ),
    );
    expect(ofType(r.events, 'captured')).toEqual([]);
  });
});

describe('conquest', () => {
  it('DG-CNQ-01 a nation falls the moment the enemy holds every one of its strongholds', () => {
    const one = check(board([{ id: 'red-inf-1', hex: '1621' }], { fielder: 'whitestone' }));
    expect(ofType(one.events, 'conquered')).toEqual([]);
    const both = check(
      board([{ id: 'red-inf-1', hex: '1621' }], { fielder: 'whitestone' }, { control: { straitwatch: 'highlord' } }),
    );
    const c = ofType(both.events, 'conquered');
    expect(c.map((x) => [x.nation, x.by])).toEqual([['fielder', 'highlord']]);
    expect(both.state.nations.fielder).toMatchObject({ status: 'conquered', by: 'highlord' });
  });

  it('DG-CNQ-01 checked after a command: the last stronghold taken in play conquers at once', () => {
    const s = sandbox({
      units: [
        { id: 'red-inf-1', hex: '1621' },
        { id: 'solanthus-foot-1', where: 'pool' },
        { id: 'solanthus-foot-2', where: 'pool' },
      ],
      nations: { dominion: 'highlord', fielder: 'whitestone', solanthus: 'whitestone' },
      control: { straitwatch: 'highlord' },
      step: 'replacements',
      darkTemple: 'nightspire',
      templeLost: true,
    });
    const r = act(s, 'whitestone', { type: 'endReplacements' }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ofType(r.events, 'captured').map((e) => e.place)).toContain('fieldhold');
    expect(ofType(r.events, 'conquered').map((e) => e.nation)).toEqual(['fielder']);
  });

  it('DG-CNQ-03 AMB-42 every army and leader of the nation leaves the game: on the map, waiting or in the pool', () => {
    const s = board(
      [
        { id: 'red-inf-1', hex: '1525' },
        { id: 'qualinesti-foot-1', hex: '1424' },
        { id: 'qualinesti-foot-2', where: 'pool' },
        { id: 'qualinesti-griffons', hex: '1424' },
        { id: 'laurana', hex: '1424' },
        { id: 'white-robe', hex: '1424' },
      ],
      { qualinesti: 'whitestone' },
    );
    expect(s.units['qualinesti-foot-3']!.where).toBe('waiting');
    const r = check(s);
    const c = ofType(r.events, 'conquered')[0]!;
    expect(c.nation).toBe('qualinesti');
    for (const id of ['qualinesti-foot-1', 'qualinesti-foot-2', 'qualinesti-foot-3', 'qualinesti-griffons', 'laurana'])
      expect(r.state.units[id]!.where, id).toBe('removed');
    // A wizard is nobody's nation's: it stays.
    expect(r.state.units['white-robe']!.where).toBe('map');
  });

  it('DG-CNQ-04 its ships stay on the map with their side; the army aboard goes', () => {
    const r = check(
      board(
        [
          { id: 'red-inf-1', hex: '2104' },
          { id: 'palanthus-ship-1', hex: '2003' },
          { id: 'palanthus-guard', hex: '2003', aboard: 'palanthus-ship-1' },
        ],
        { palanthus: 'whitestone' },
      ),
    );
    expect(ofType(r.events, 'conquered').map((e) => e.nation)).toEqual(['palanthus']);
    expect(r.state.units['palanthus-ship-1']).toMatchObject({ where: 'map', side: 'whitestone' });
    expect(r.state.units['palanthus-guard']!.where).toBe('removed');
  });

  it('DG-CNQ-05 the pirates cannot be conquered: their haven is no stronghold', () => {
    const r = check(board([{ id: 'red-inf-1', hex: '4221' }], { pirates: 'whitestone' }));
    expect(r.events).toEqual([]);
    expect(r.state.nations.pirates.status).toBe('whitestone');
  });

  it('DG-CNQ-06 Lord Soth is not conquered when Whitestone takes Dargaard Keep', () => {
    const r = check(
      board(
        [
          { id: 'fielder-riders-1', hex: '3406' },
          { id: 'soth-legion-1', hex: '3306' },
        ],
        {
          soth: 'highlord',
          fielder: 'whitestone',
        },
      ),
    );
    expect(ofType(r.events, 'captured')).toEqual([{ type: 'captured', place: 'dargaard-keep', side: 'whitestone' }]);
    expect(ofType(r.events, 'conquered')).toEqual([]);
    expect(r.state.units['soth-legion-1']!.where).toBe('map');
  });

  it('DG-CNQ-07 Whitestone conquers a Highlord nation the same way', () => {
    const r = check(
      board(
        [{ id: 'fielder-riders-1', hex: '4113' }],
        { kern: 'highlord', fielder: 'whitestone' },
        { control: { 'tusk-harbour': 'whitestone' } },
      ),
    );
    expect(ofType(r.events, 'conquered').map((e) => [e.nation, e.by])).toEqual([['kern', 'whitestone']]);
  });

  it('DG-CNQ-07 only a nation at war falls: a neutral held by the enemy stays neutral', () => {
    const r = check(board([], {}, { control: { khur: 'highlord', sandwatch: 'highlord' } }));
    expect(ofType(r.events, 'conquered')).toEqual([]);
    expect(r.state.nations.khur.status).toBe('neutral');
  });

  it('DG-KOS-03 DG-CNQ-07 a nation the Highlord conquers raises Whitestone’s Knights ratings', () => {
    const s = board(
      [{ id: 'red-inf-1', hex: '1621' }],
      { fielder: 'whitestone' },
      { control: { straitwatch: 'highlord' } },
    );
    const before = rating(s, 'whitestone', 'caergoth')!;
    const r = check(s);
    expect(highlordNations(r.state)).toBe(highlordNations(s) + 1);
    expect(rating(r.state, 'whitestone', 'caergoth')!.rating - before.rating).toBe(1);
  });
});

describe('the Knights of Solamnia', () => {
  const KNIGHTS = {
    caergoth: 'whitestone',
    gunthar: 'whitestone',
    'n-ergoth': 'whitestone',
    solanthus: 'whitestone',
    'tower-knights': 'whitestone',
  } as const;
  const knightsPlaces = STRONGHOLDS.filter((p) => KNIGHTS_NATIONS.includes(p.nation)).map((p) => p.id);

  it('DG-KOS-01 the four nations and the Tower Knights; their strongholds at the start are the ones to take', () => {
    expect([...KNIGHTS_NATIONS].sort()).toEqual(['caergoth', 'gunthar', 'n-ergoth', 'solanthus', 'tower-knights']);
    const s = board([], KNIGHTS);
    expect([...s.knightsStrongholds].sort()).toEqual([...knightsPlaces].sort());
    expect(knightsPlaces).toHaveLength(9);
  });

  it('DG-KOS-02 all of one Knights nation’s strongholds are not enough', () => {
    const r = check(
      board([], KNIGHTS, { control: { solanthus: 'highlord', riverkeep: 'highlord', eastmark: 'highlord' } }),
    );
    expect(ofType(r.events, 'conquered')).toEqual([]);
    expect(r.state.nations.solanthus.status).toBe('whitestone');
  });

  it('DG-KOS-02 eight of the nine are not enough; the ninth conquers all five together', () => {
    const eight = Object.fromEntries(knightsPlaces.slice(1).map((p) => [p, 'highlord' as const]));
    expect(ofType(check(board([], KNIGHTS, { control: eight })).events, 'conquered')).toEqual([]);
    const nine = Object.fromEntries(knightsPlaces.map((p) => [p, 'highlord' as const]));
    const r = check(board([{ id: 'tower-knights-1', where: 'pool' }], KNIGHTS, { control: nine }));
    expect(
      ofType(r.events, 'conquered')
        .map((e) => e.nation)
        .sort(),
    ).toEqual([...KNIGHTS_NATIONS].sort());
    expect(r.state.units['tower-knights-1']!.where).toBe('removed');
  });
});
