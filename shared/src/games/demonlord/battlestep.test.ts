/**
 * The battle step on the map (DL-BATL-01..04, DL-TERR-01..03, DL-BEND-06): which areas fight, the
 * fortification owner's battle-or-siege choice, the active side's order of battles, the waiting side's
 * choice of terrain, and the war that the first battle begins. Battles are fought with plans and scripted
 * dice: melee attacks on 6+6 miss, a retreat check of 1 passes.
 */
import { describe, expect, it } from 'vitest';
import { frontLength, getArea, getBorder } from './data/index.ts';
import { battleStep, fightOut } from './fight.kit.ts';
import { events, pass, type Placed, refuses, stageIs } from './sequence.kit.ts';
import { act, demonlord, labels, offered, sandbox } from './testkit.ts';

const ONE_ROUND = [6, 6, 6, 6, 1];

describe('where battles are fought (DL-BATL-01, -02)', () => {
  // Demon's phase, nobody moves: regiments of both sides in 0404 and 0407; one side only characters in
  // 0403 and 0406; both only characters in 0408
  const UNITS: Placed[] = [
    { id: 'nsh-orc-spearmen', area: '0404' },
    { id: 'tm-spearmen', area: '0404' },
    { id: 'nsh-orc-axemen', area: '0407' },
    { id: 'tm-pikemen', area: '0407' },
    { id: 'nsh-bowmen', area: '0403' },
    { id: 'ilvaine', area: '0403' },
    { id: 'grokk', area: '0406' },
    { id: 'tm-archers', area: '0406' },
    { id: 'ysshara', area: '0408' },
    { id: 'corvin', area: '0408' },
  ];

  it('DL-BATL-01 DL-BATL-02 a battle wherever both sides have regiments, none where a side has only characters', () => {
    const r = battleStep('demon', UNITS);
    expect(events(r.events, 'fightsFound')).toEqual([{ type: 'fightsFound', areas: ['0404', '0407'] }]);
    expect(r.state.battles).toEqual(['0404', '0407']);
    // the lone-character areas are left as they are
    expect(r.state.units.ilvaine!.area).toBe('0403');
    expect(r.state.units.grokk!.area).toBe('0406');
    expect(r.state.units.corvin!.area).toBe('0408');
  });

  it('DL-BATL-02 with characters only against regiments, or none at all, the battle step has no battle', () => {
    const r = battleStep(
      'demon',
      UNITS.filter((u) => !['0404', '0407'].includes(u.area)),
    );
    expect(events(r.events, 'fightsFound')).toEqual([{ type: 'fightsFound', areas: [] }]);
    expect(events(r.events, 'fightOpened')).toEqual([]);
    expect(events(r.events, 'warBegun')).toEqual([]);
  });

  it('DL-BATL-04 the active side chooses the order of several battles; each is fought once', () => {
    const r = battleStep('demon', UNITS);
    expect(r.state.stage).toEqual({ kind: 'order', areas: ['0404', '0407'] });
    expect(demonlord.pending(r.state).map((p) => p.seat)).toEqual(['demon']);
    expect(labels(r.state, 'demon')).toHaveLength(2);
    refuses(r.state, 'khozar', { type: 'fightAt', area: '0404' }, 'not_your_turn');
    refuses(r.state, 'demon', { type: 'fightAt', area: '0403' }, 'no_battle');
    // the Demon fights at 0407 first, although 0404 comes first in the list
    const first = act(r.state, 'demon', { type: 'fightAt', area: '0407' });
    expect(events(first.events, 'fightChosen')).toEqual([{ type: 'fightChosen', area: '0407' }]);
    expect(first.state.stage).toEqual({ kind: 'battle', area: '0407' });
    // once it is over the one left opens by itself, with no order to choose
    const rest = fightOut(first.state, [...ONE_ROUND, ...ONE_ROUND], { retreat: 'khozar' });
    expect(events(rest.events, 'fightChosen')).toEqual([{ type: 'fightChosen', area: '0404' }]);
    expect(events(rest.events, 'staged').some((e) => e.stage?.kind === 'order')).toBe(false);
    expect(events(rest.events, 'fightClosed').map((e) => e.area)).toEqual(['0407', '0404']);
    expect(rest.state.battles).toEqual([]);
    // a Khozar phase with the same two battles: Khozar orders them
    const k = battleStep('khozar', UNITS);
    expect(k.state.stage).toEqual({ kind: 'order', areas: ['0404', '0407'] });
    expect(demonlord.pending(k.state).map((p) => p.seat)).toEqual(['khozar']);
    refuses(k.state, 'demon', { type: 'fightAt', area: '0404' }, 'not_your_turn');
  });
});

describe('battle or siege (DL-BATL-03)', () => {
  // the Demon's spearmen and Grokk march into DeAnsor (1105), a Khozar city held by its men-at-arms
  const INTO_DEANSOR = () =>
    battleStep(
      'demon',
      [
        { id: 'da-men-at-arms', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1205' },
        { id: 'grokk', area: '1205' },
      ],
      [{ units: ['nsh-orc-spearmen', 'grokk'], to: '1105' }],
    );

  it('DL-BATL-03 W1 the fortification’s owner chooses: come out and fight, or a siege; the other side must accept', () => {
    const { state } = INTO_DEANSOR();
    expect(state.stage).toEqual({ kind: 'sally', area: '1105', side: 'khozar', relief: false });
    expect(demonlord.pending(state).map((p) => p.seat)).toEqual(['khozar']);
    expect(labels(state, 'khozar')).toEqual([
      'Come out of DeAnsor (1105) and give battle',
      'Shelter behind the walls of DeAnsor (1105): a siege begins',
    ]);
    expect(demonlord.choices(state, 'demon')).toEqual([]);
    refuses(state, 'demon', { type: 'sally', battle: false }, 'not_your_turn');
    // a siege: no battle is fought
    const shelter = act(state, 'khozar', { type: 'sally', battle: false });
    expect(events(shelter.events, 'sallyChosen')).toEqual([
      { type: 'sallyChosen', area: '1105', side: 'khozar', battle: false, relief: false },
    ]);
    expect(events(shelter.events, 'fightOpened')).toEqual([]);
    expect(shelter.state.sieges['1105']).toMatchObject({ defender: 'khozar', besieger: 'demon' });
    // a battle: it is fought there and then, and no siege begins
    const out = act(state, 'khozar', { type: 'sally', battle: true });
    expect(events(out.events, 'siegeBegan')).toEqual([]);
    expect(['terrain', 'battle']).toContain(out.state.stage?.kind);
    expect(events(out.events, 'fightOpened')).toMatchObject([{ area: '1105' }]);
    const fought = fightOut(out.state, [6, 6, 6, 6, 6, 6, 1], { retreat: 'demon' });
    expect(events(fought.events, 'battleEnded')[0]!.outcome.winner).toBe('khozar');
  });

  it('DL-BATL-03 the owner is asked whoever he is: a Demon-held DeAnsor attacked by Khozar asks the Demon', () => {
    const { state } = battleStep(
      'khozar',
      [
        { id: 'nsh-orc-spearmen', area: '1105' },
        { id: 'da-men-at-arms', area: '1205' },
        { id: 'duke-of-deansor', area: '1205' },
      ],
      [{ units: ['da-men-at-arms', 'duke-of-deansor'], to: '1105' }],
      { control: { deansor: 'demon' } },
    );
    expect(state.stage).toEqual({ kind: 'sally', area: '1105', side: 'demon', relief: false });
    refuses(state, 'khozar', { type: 'sally', battle: true }, 'not_your_turn');
    const r = act(state, 'demon', { type: 'sally', battle: false });
    expect(r.state.sieges['1105']).toMatchObject({ defender: 'demon', besieger: 'khozar' });
    // no fortification, no question: the battle is fought at once
    const open = battleStep(
      'khozar',
      [
        { id: 'nsh-orc-spearmen', area: '0405' },
        { id: 'tm-spearmen', area: '0404' },
        { id: 'aurelian', area: '0404' },
      ],
      [{ units: ['tm-spearmen', 'aurelian'], to: '0405' }],
    );
    expect(open.state.stage?.kind).not.toBe('sally');
  });
});

describe('the battle terrain (DL-TERR-01..03)', () => {
  it('DL-TERR-01 DL-TERR-03 an area of one terrain: no question, fought on it, whatever border was crossed', () => {
    // 1903 is all meadow; from 1802 (swamp and forest) the border is forest
    expect(getArea('1903').terrain).toEqual(['plain']);
    expect(getBorder('1802', '1903').segments).toEqual(['forest']);
    const { state, events: evs } = battleStep(
      'khozar',
      [
        { id: 'tm-spearmen', area: '1802' },
        { id: 'aurelian', area: '1802' },
        { id: 'nsh-orc-spearmen', area: '1903' },
      ],
      [{ units: ['tm-spearmen', 'aurelian'], to: '1903' }],
    );
    expect(events(evs, 'moved')[0]).toMatchObject({ path: ['1903'], via: ['forest'] });
    expect(events(evs, 'staged').some((e) => e.stage?.kind === 'terrain')).toBe(false);
    expect(events(evs, 'terrainChosen')).toEqual([
      { type: 'terrainChosen', area: '1903', side: null, terrain: 'plain' },
    ]);
    expect(state.stage).toEqual({ kind: 'battle', area: '1903' });
    const began = events(evs, 'battleBegan')[0]!;
    expect(began.setup.terrain).toBe('plain');
    expect(began.front).toBe(frontLength('plain', getArea('1903').road));
  });

  it('DL-TERR-02 W2 an area of several terrains: the waiting side chooses, among its terrains only', () => {
    // 0405 is forest and meadow. The Demon attacks: Khozar (waiting) chooses
    const d = battleStep(
      'demon',
      [
        { id: 'tm-spearmen', area: '0405' },
        { id: 'nsh-orc-spearmen', area: '0404' },
        { id: 'grokk', area: '0404' },
      ],
      [{ units: ['nsh-orc-spearmen', 'grokk'], to: '0405' }],
    );
    expect(d.state.stage).toEqual({
      kind: 'terrain',
      area: '0405',
      side: 'khozar',
      options: ['forest', 'plain'],
      garrisonStays: false,
    });
    expect(demonlord.pending(d.state).map((p) => p.seat)).toEqual(['khozar']);
    expect(labels(d.state, 'khozar')).toEqual(['Fight on the forest', 'Fight on the meadow']);
    refuses(d.state, 'demon', { type: 'chooseTerrain', terrain: 'plain' }, 'not_your_turn');
    refuses(d.state, 'khozar', { type: 'chooseTerrain', terrain: 'hills' }, 'no_such_terrain');
    const forest = act(d.state, 'khozar', { type: 'chooseTerrain', terrain: 'forest' });
    expect(events(forest.events, 'terrainChosen')).toEqual([
      { type: 'terrainChosen', area: '0405', side: 'khozar', terrain: 'forest' },
    ]);
    expect(events(forest.events, 'battleBegan')[0]!.front).toBe(6);
    const plain = act(d.state, 'khozar', { type: 'chooseTerrain', terrain: 'plain' });
    expect(events(plain.events, 'battleBegan')[0]!.setup.terrain).toBe('plain');
    expect(events(plain.events, 'battleBegan')[0]!.front).toBe(8);
    // Khozar attacks: now the Demon is the waiting side and chooses
    const k = battleStep(
      'khozar',
      [
        { id: 'nsh-orc-spearmen', area: '0405' },
        { id: 'tm-spearmen', area: '0404' },
        { id: 'aurelian', area: '0404' },
      ],
      [{ units: ['tm-spearmen', 'aurelian'], to: '0405' }],
    );
    expect(k.state.stage).toMatchObject({ kind: 'terrain', side: 'demon', options: ['forest', 'plain'] });
    refuses(k.state, 'khozar', { type: 'chooseTerrain', terrain: 'plain' }, 'not_your_turn');
  });

  it('DL-TERR-03 the border entered by has no bearing: over forest or over meadow, the same choice', () => {
    // 0713 is forest and meadow; its border to 0812 is forest only, to 0613 meadow only
    expect(getArea('0713').terrain).toEqual(['forest', 'plain']);
    expect(getBorder('0812', '0713').segments).toEqual(['forest']);
    expect(getBorder('0613', '0713').segments).toEqual(['plain']);
    const from = (area: string) =>
      battleStep(
        'khozar',
        [
          { id: 'nsh-orc-spearmen', area: '0713' },
          { id: 'tm-spearmen', area },
          { id: 'aurelian', area },
        ],
        [{ units: ['tm-spearmen', 'aurelian'], to: '0713' }],
      );
    const overForest = from('0812');
    const overMeadow = from('0613');
    expect(events(overForest.events, 'moved')[0]!.via).toEqual(['forest']);
    expect(events(overMeadow.events, 'moved')[0]!.via).toEqual(['plain']);
    for (const r of [overForest, overMeadow]) {
      expect(r.state.stage).toEqual({
        kind: 'terrain',
        area: '0713',
        side: 'demon',
        options: ['forest', 'plain'],
        garrisonStays: false,
      });
    }
    // entered over the forest, the battle may still be fought on the meadow
    const plain = act(overForest.state, 'demon', { type: 'chooseTerrain', terrain: 'plain' });
    expect(events(plain.events, 'battleBegan')[0]!.setup.terrain).toBe('plain');
  });
});

describe('the first battle (DL-BEND-06)', () => {
  const UNITS: Placed[] = [
    { id: 'tm-spearmen', area: '0405' },
    { id: 'nsh-orc-spearmen', area: '0404' },
    { id: 'grokk', area: '0404' },
  ];

  it('DL-BEND-06 the first battle opens the calling of reinforcements to both sides', () => {
    const before = pass(sandbox({ active: 'demon', units: UNITS }), stageIs('movement')).state;
    expect(before.warBegun).toBe(false);
    expect(offered(before, 'demon', (c) => c.type === 'callReinforcements')).toBe(false);
    refuses(before, 'demon', { type: 'callReinforcements' }, 'no_call');
    const { state, events: evs } = battleStep('demon', UNITS, [{ units: ['nsh-orc-spearmen', 'grokk'], to: '0405' }]);
    expect(events(evs, 'warBegun')).toEqual([{ type: 'warBegun', cause: 'the first battle' }]);
    const types = evs.map((e) => e.type);
    expect(types.indexOf('warBegun')).toBeLessThan(types.indexOf('fightsFound'));
    expect(state.warBegun).toBe(true);
    // nobody is lost in it (Khozar retreats in good order): the battle alone begins the war
    const r = fightOut(state, ONE_ROUND, { retreat: 'khozar', terrain: 'plain' });
    expect(events(r.events, 'destroyed')).toEqual([]);
    expect(events(r.events, 'captured')).toEqual([]);
    // Khozar's next phase: it may call (and so may the Demon in his)
    const k = pass(r.state, (x) => x.active === 'khozar' && x.stage?.kind === 'movement').state;
    expect(offered(k, 'khozar', (c) => c.type === 'callReinforcements')).toBe(true);
    const d = pass(
      act(k, 'khozar', { type: 'done' }).state,
      (x) => x.active === 'demon' && x.stage?.kind === 'movement',
    ).state;
    expect(offered(d, 'demon', (c) => c.type === 'callReinforcements')).toBe(true);
    // a later battle does not begin it again
    const again = battleStep('demon', UNITS, [{ units: ['nsh-orc-spearmen', 'grokk'], to: '0405' }], {
      warBegun: true,
    });
    expect(events(again.events, 'warBegun')).toEqual([]);
    // and with no battle, the phases pass without a war
    const quiet = pass(
      sandbox({ active: 'demon', units: UNITS }),
      (x) => x.active === 'khozar' && x.stage?.kind === 'movement',
    ).state;
    expect(quiet.warBegun).toBe(false);
    expect(offered(quiet, 'khozar', (c) => c.type === 'callReinforcements')).toBe(false);
  });
});
