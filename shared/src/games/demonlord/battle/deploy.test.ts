/** How a battle runs (DL-BATL-05..09), its terrain (DL-TERR-04..07) and deployment (DL-DEPL-01..07). */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../engine/dice.ts';
import type { LandTerrain } from '../data/index.ts';
import { battleTerrainOptions, beginBattle, decideBattle } from './battle.ts';
import { battlePending } from './prompts.ts';
import { meleeValue, moraleValue } from './combat.ts';
import { foldAll } from './fold.ts';
import { frontCount } from './line.ts';
import { ROUND_CAP } from './retreat.ts';
import {
  act,
  arranged,
  begin,
  MELEE,
  misses,
  ofType,
  PAUSE,
  planned,
  rejects,
  run,
  STEADY,
  setupOf,
  sixes,
} from './testkit.ts';
import type { Battle, BattlePlan } from './types.ts';

const DEMON9 = [
  'er-heavy-cavalry',
  'er-swordsmen',
  'er-foot-guard',
  'er-mounted-scouts',
  'er-bowmen',
  'er-spearmen',
  'nsh-black-guard',
  'nsh-dread-knights',
  'nsh-lancers',
];
const KHOZAR10 = [
  'da-knights',
  'da-heavy-infantry',
  'da-sergeants',
  'da-crossbowmen',
  'gz-infantry',
  'gz-bowmen',
  'gz-spearmen',
  'tm-sergeants',
  'tm-spearmen',
  'tm-militia',
];
const ASK_DEPLOY: BattlePlan = { lead: 'ask', answer: 'ask', place: 'ask', retreat: { mode: 'ask' } };

describe('how a battle runs (DL-BATL)', () => {
  it('DL-BATL-05 fought off the map: only counters and a terrain, no positions; the line is pairs of counter ids', () => {
    const setup = setupOf({ regiments: ['er-swordsmen'] }, { regiments: ['gz-infantry'] }, { area: 'off-map' });
    const r = planned(setup, PAUSE, STEADY, misses(4));
    expect(r.b.line).toEqual([{ demon: ['er-swordsmen'], khozar: ['gz-infantry'] }]);
    expect(JSON.parse(JSON.stringify(r.b))).toEqual(r.b);
  });

  it('DL-BATL-06 rounds go on until a side is gone or retreats, all in the battle step: one decide runs it to the end', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const setup = setupOf({ regiments: DEMON9.slice(0, 5) }, { regiments: KHOZAR10.slice(0, 6) });
      let b = begin(setup);
      b = foldAll(b, decideBattle(b, 'demon', { type: 'battlePlan', plan: STEADY }, seededDice(seed)));
      b = foldAll(b, decideBattle(b, 'khozar', { type: 'battlePlan', plan: STEADY }, seededDice(seed)));
      expect(b.outcome?.how, `seed ${seed}`).toMatch(/rout|mutual/);
      expect(battlePending(b)).toEqual([]);
    }
    // the hard cap: a round ROUND_CAP nobody ends is the active player's failed attack
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(setupOf({ regiments: ['er-swordsmen'] }, { regiments: ['gz-infantry'] }), {
      line,
      stage: { kind: 'retreat' },
      round: ROUND_CAP,
      plans: { demon: PAUSE },
    });
    const end = act(run(b, []).b, 'demon', { type: 'battleFightOn' }, [1]);
    expect(ofType(end.events, 'battleRetreatDeclared')[0]).toEqual({
      type: 'battleRetreatDeclared',
      round: ROUND_CAP,
      retreating: ['demon'],
      forced: 'round-cap',
    });
    expect(end.b.outcome).toMatchObject({ winner: 'khozar', retreated: ['demon'] });
  });

  it('DL-BATL-07 a round runs (a) reserves, (b) magic, (c) shooting, (d) melee, (e) retreat', () => {
    const setup = setupOf(
      { regiments: ['er-mounted-scouts'], characters: ['lord-erush'] },
      { regiments: ['gz-infantry', 'gz-bowmen'] },
    );
    const r = planned(setup, PAUSE, STEADY, [6, ...misses(6)]);
    const steps = r.events
      .map((e) =>
        e.type === 'battleRegrouped'
          ? 'a'
          : e.type === 'battleArrow'
            ? 'b'
            : e.type === 'battleAttack'
              ? e.kind === 'shooting'
                ? 'c'
                : 'd'
              : null,
      )
      .filter(Boolean)
      .join('');
    expect(steps).toBe('abcccddd');
    expect(battlePending(r.b)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-retreat' })]);
  });

  it('DL-BATL-08 with no retreat and regiments on both sides a new round begins; after a retreat none does', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(setupOf({ regiments: ['er-swordsmen'] }, { regiments: ['gz-infantry'] }), {
      line,
      stage: MELEE,
      plans: { demon: PAUSE },
    });
    const r1 = run(b, misses(2));
    const on = act(r1.b, 'demon', { type: 'battleFightOn' }, misses(4));
    expect(ofType(on.events, 'battleStage')[0]).toMatchObject({ round: 2, stage: { kind: 'regroup', when: 'start' } });
    const off = act(r1.b, 'demon', { type: 'battleRetreat' }, [1]);
    expect(ofType(off.events, 'battleStage')).toEqual([]);
    expect(off.b.stage.kind).toBe('over');
  });

  it('DL-BATL-09 every unit in the area takes part: all regiments deployed or in reserve, all characters placed', () => {
    const setup = setupOf(
      { regiments: DEMON9.slice(0, 3), characters: ['grokk', 'ysshara'] },
      { regiments: KHOZAR10, characters: ['aurelian', 'brannoc'] },
    );
    const r = planned(setup, PAUSE, STEADY, misses(20), false);
    for (const id of r.b.order) expect(['front', 'reserve', 'fled', 'destroyed']).toContain(r.b.regiments[id]?.at);
    expect(
      ofType(r.events, 'battleCharacterPlaced')
        .map((e) => e.character)
        .sort(),
    ).toEqual(['aurelian', 'brannoc', 'grokk', 'ysshara']);
  });
});

describe('the battle terrain (DL-TERR)', () => {
  it('DL-TERR-04 the terrain sets the front length: plain 8, steppe 12, desert 11, hills 7 (and our forest 6, mountains and swamp 5)', () => {
    const fronts: [LandTerrain, number][] = [
      ['plain', 8],
      ['steppe', 12],
      ['desert', 11],
      ['hills', 7],
      ['forest', 6],
      ['mountains', 5],
      ['swamp', 5],
    ];
    for (const [terrain, front] of fronts) {
      const e = beginBattle(setupOf({ regiments: DEMON9 }, { regiments: KHOZAR10 }, { terrain }))[0];
      expect(e?.type === 'battleBegan' && e.front, terrain).toBe(front);
    }
    const hills = planned(
      setupOf({ regiments: DEMON9 }, { regiments: KHOZAR10 }, { terrain: 'hills' }),
      PAUSE,
      STEADY,
      sixes(),
      false,
    );
    expect(ofType(hills.events, 'battleDeployed')).toHaveLength(14);
  });

  it('DL-TERR-05 a road adds 1 to a front of 6 or less, nothing to 7 or more', () => {
    const front = (terrain: LandTerrain, road: boolean) => {
      const e = beginBattle(
        setupOf({ regiments: ['er-swordsmen'] }, { regiments: ['gz-infantry'] }, { terrain, road }),
      )[0];
      return e?.type === 'battleBegan' ? e.front : 0;
    };
    expect([front('forest', true), front('forest', false)]).toEqual([7, 6]);
    expect([front('mountains', true), front('swamp', true)]).toEqual([6, 6]);
    expect([front('hills', true), front('plain', true), front('steppe', true)]).toEqual([7, 8, 12]);
  });

  it('DL-TERR-06 heavy regiments across a river fight at melee -1, except the first the active player places that came by ford or bridge', () => {
    const setup = setupOf(
      { regiments: ['er-foot-guard', 'er-heavy-cavalry', 'nsh-dread-knights'] },
      { regiments: ['gz-spearmen', 'da-knights', 'tm-militia'] },
      {
        crossed: {
          'er-foot-guard': 'river',
          'nsh-dread-knights': 'bridge',
          'er-heavy-cavalry': 'ford',
          'da-knights': 'ford',
        },
      },
    );
    const demon: BattlePlan = {
      ...PAUSE,
      order: ['er-foot-guard', 'er-heavy-cavalry'],
      answers: { 'gz-spearmen': 'nsh-dread-knights' },
    };
    const khozar: BattlePlan = {
      order: ['gz-spearmen', 'da-knights', 'tm-militia'],
      answers: { 'er-heavy-cavalry': 'da-knights' },
    };
    const r = planned(setup, demon, khozar, misses(7));
    expect(
      ofType(r.events, 'battleDeployed')
        .filter((e) => e.side === 'demon')
        .map((e) => e.regiment),
    ).toEqual(['er-foot-guard', 'nsh-dread-knights', 'er-heavy-cavalry']);
    expect(r.b.exempt).toBe('nsh-dread-knights');
    const penalty = { label: 'heavy armour after a river crossing', value: -1 };
    const melee = ofType(r.events, 'battleAttack').filter((a) => a.kind === 'melee');
    const mods = (id: string) => melee.find((a) => a.regiment === id)?.mods ?? [];
    expect(mods('er-foot-guard')).toContainEqual(penalty);
    expect(mods('er-heavy-cavalry')).toContainEqual(penalty);
    expect(mods('nsh-dread-knights')).not.toContainEqual(penalty);
    // the waiting side's heavy crossers are never exempt
    expect(mods('da-knights')).toContainEqual(penalty);
    expect(melee.find((a) => a.regiment === 'er-heavy-cavalry')?.effective).toBe(8);
  });

  it('DL-TERR-07 the Ancients attacking into mountains fight at melee -2 and morale -1, and cannot defend there', () => {
    const line: [string[], string[]][] = [[['dr-lizard-warriors'], ['gz-spearmen']]];
    const setup = setupOf(
      { regiments: ['dr-lizard-warriors'] },
      { regiments: ['gz-spearmen'] },
      { terrain: 'mountains' },
    );
    const b = arranged(setup, { line, stage: MELEE, plans: { demon: PAUSE } });
    expect(meleeValue(b, 'dr-lizard-warriors', 'gz-spearmen')).toMatchObject({ base: 7, effective: 5 });
    expect(moraleValue(b, 'dr-lizard-warriors', 'melee')).toMatchObject({ base: 4, effective: 3 });
    const hit = run(b, [2, 3, 1, 1, 3, 1]);
    expect(ofType(hit.events, 'battleAttack')[0]).toMatchObject({ effective: 5, hit: true });
    expect(ofType(hit.events, 'battleMorale').find((m) => m.regiment === 'dr-lizard-warriors')).toMatchObject({
      roll: 3,
      morale: 3,
      result: 'flees',
    });
    expect(ofType(run(b, [3, 3, 6, 6]).events, 'battleAttack')[0]?.hit).toBe(false);
    // in the hills they fight as usual
    const hills = arranged(
      setupOf({ regiments: ['dr-lizard-warriors'] }, { regiments: ['gz-spearmen'] }, { terrain: 'hills' }),
      {
        line,
        stage: MELEE,
      },
    );
    expect(meleeValue(hills, 'dr-lizard-warriors', 'gz-spearmen').effective).toBe(7);
    // defending: not in mountains
    rejects(
      () =>
        beginBattle(
          setupOf(
            { regiments: ['gz-spearmen'] },
            { regiments: ['dr-lizard-warriors'] },
            { terrain: 'mountains', active: 'demon' },
          ),
        ),
      'battle/ancients-mountains',
    );
    expect(battleTerrainOptions(['hills', 'mountains'], ['dr-lizard-warriors'])).toEqual(['hills']);
    expect(battleTerrainOptions(['hills', 'mountains'], ['gz-spearmen'])).toEqual(['hills', 'mountains']);
  });
});

describe('deployment (DL-DEPL)', () => {
  const pairs = (b: Battle) => b.line.map((c) => [c.demon, c.khozar]);

  it('DL-DEPL-01 the active player lays a regiment and the waiting one answers; then they swap, pair by pair', () => {
    const setup = setupOf(
      { regiments: ['er-swordsmen', 'er-foot-guard', 'er-bowmen', 'er-spearmen'] },
      { regiments: ['gz-infantry', 'gz-spearmen', 'gz-bowmen', 'tm-militia'] },
    );
    let b = planned(setup, ASK_DEPLOY, ASK_DEPLOY).b;
    expect(battlePending(b)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-deploy' })]);
    rejects(() => act(b, 'khozar', { type: 'battleLead', regiment: 'gz-infantry' }), 'battle/not-your-turn');
    rejects(() => act(b, 'demon', { type: 'battleAnswer', regiment: 'er-swordsmen' }), 'battle/wrong-step');
    rejects(() => act(b, 'demon', { type: 'battleLead', regiment: 'gz-infantry' }), 'battle/not-yours');
    b = act(b, 'demon', { type: 'battleLead', regiment: 'er-swordsmen' }).b;
    rejects(() => act(b, 'demon', { type: 'battleLead', regiment: 'er-bowmen' }), 'battle/not-your-turn');
    b = act(b, 'khozar', { type: 'battleAnswer', regiment: 'gz-infantry' }).b;
    expect(battlePending(b)[0]?.side).toBe('khozar');
    b = act(b, 'khozar', { type: 'battleLead', regiment: 'gz-spearmen' }).b;
    rejects(() => act(b, 'demon', { type: 'battleAnswer', regiment: 'er-swordsmen' }), 'battle/already-placed');
    b = act(b, 'demon', { type: 'battleAnswer', regiment: 'er-foot-guard' }).b;
    expect(battlePending(b)[0]?.side).toBe('demon');
    expect(pairs(b)).toEqual([
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ]);
  });

  it('DL-DEPL-02 pairs stop at the front length, or when either side runs out', () => {
    const full = planned(
      setupOf({ regiments: DEMON9.slice(0, 6) }, { regiments: KHOZAR10.slice(0, 6) }, { terrain: 'mountains' }),
      PAUSE,
      STEADY,
      sixes(),
      false,
    );
    expect(ofType(full.events, 'battleDeployed')).toHaveLength(10);
    const few = planned(
      setupOf({ regiments: DEMON9.slice(0, 2) }, { regiments: KHOZAR10.slice(0, 4) }),
      PAUSE,
      { reserves: 'hold' },
      sixes(),
      false,
    );
    expect(ofType(few.events, 'battleDeployed')).toHaveLength(4);
  });

  it('DL-DEPL-03 every regiment not in a pair goes into its owner’s reserve', () => {
    const r = planned(
      setupOf({ regiments: DEMON9.slice(0, 6) }, { regiments: KHOZAR10.slice(0, 7) }, { terrain: 'mountains' }),
      PAUSE,
      STEADY,
      sixes(),
      false,
    );
    const reserve = ofType(r.events, 'battleReserves')[0]?.reserve;
    const deployed = new Set(ofType(r.events, 'battleDeployed').map((e) => e.regiment));
    expect(reserve?.demon).toEqual(DEMON9.slice(0, 6).filter((id) => !deployed.has(id)));
    expect(reserve?.khozar).toEqual(KHOZAR10.slice(0, 7).filter((id) => !deployed.has(id)));
    expect(reserve?.demon).toHaveLength(1);
    expect(reserve?.khozar).toHaveLength(2);
  });

  it('DL-DEPL-04 with fewer pairs than the front, reserves come forward at (a) of round 1, up to the front length', () => {
    const setup = setupOf({ regiments: DEMON9.slice(0, 2) }, { regiments: KHOZAR10 });
    const fill = planned(setup, PAUSE, STEADY, sixes(), false);
    expect(ofType(fill.events, 'battleDeployed')).toHaveLength(4);
    const joins = ofType(fill.events, 'battleRegrouped').filter((e) => e.from === 'reserve');
    expect(joins).toHaveLength(6);
    expect(ofType(fill.events, 'battleFrontFull')[0]).toMatchObject({ side: 'khozar', front: 8 });
    const hold = planned(setup, PAUSE, { reserves: 'hold' }, sixes(), false);
    expect(ofType(hold.events, 'battleRegrouped')).toHaveLength(0);
  });

  it('DL-DEPL-05 characters are placed after the regiments, each on one of his regiments, several on one', () => {
    const setup = setupOf(
      { regiments: ['er-swordsmen', 'er-foot-guard'], characters: ['grokk', 'lord-erush'] },
      { regiments: ['gz-infantry', 'gz-spearmen'], characters: ['aurelian'] },
    );
    let b = planned(setup, ASK_DEPLOY, { place: 'ask' }).b;
    // deployment asks the Demon for leads and answers
    const led = act(b, 'demon', { type: 'battleLead', regiment: 'er-swordsmen' });
    // the rest deploys by itself (the last pair has one choice each); then the characters
    expect(ofType(led.events, 'battleReserves')).toHaveLength(1);
    expect(led.events.findIndex((e) => e.type === 'battleCharacterPlaced')).toBe(-1);
    b = led.b;
    expect(battlePending(b)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-character' })]);
    rejects(
      () => act(b, 'demon', { type: 'battlePlace', character: 'grokk', regiment: 'gz-infantry' }),
      'battle/no-such-regiment',
    );
    b = act(b, 'demon', { type: 'battlePlace', character: 'grokk', regiment: 'er-swordsmen' }).b;
    b = act(b, 'khozar', { type: 'battlePlace', character: 'aurelian', regiment: 'gz-spearmen' }).b;
    b = act(b, 'demon', { type: 'battlePlace', character: 'lord-erush', regiment: 'er-swordsmen' }, sixes(), false).b;
    expect(b.characters.grokk?.on).toBe('er-swordsmen');
    expect(b.characters['lord-erush']?.on).toBe('er-swordsmen');
  });

  it('DL-DEPL-06 placement alternates from the active player, nobody may pass, and the other places the rest', () => {
    const setup = setupOf(
      { regiments: ['er-swordsmen', 'er-foot-guard'], characters: ['grokk'] },
      { regiments: ['gz-infantry', 'gz-spearmen'], characters: ['aurelian', 'brannoc', 'duke-of-deansor'] },
    );
    let b = planned(setup, { ...PAUSE, place: 'ask' }, { place: 'ask' }).b;
    rejects(
      () => act(b, 'khozar', { type: 'battlePlace', character: 'aurelian', regiment: 'gz-infantry' }),
      'battle/not-your-turn',
    );
    rejects(() => act(b, 'demon', { type: 'battlePass' }), 'battle/wrong-step');
    const r = act(b, 'demon', { type: 'battlePlace', character: 'grokk', regiment: 'er-swordsmen' });
    b = r.b;
    expect(battlePending(b)).toEqual([expect.objectContaining({ side: 'khozar', kind: 'battle-character' })]);
    rejects(() => act(b, 'khozar', { type: 'battlePass' }), 'battle/wrong-step');
    b = act(b, 'khozar', { type: 'battlePlace', character: 'aurelian', regiment: 'gz-infantry' }).b;
    expect(battlePending(b)[0]?.side).toBe('khozar');
    b = act(b, 'khozar', { type: 'battlePlace', character: 'brannoc', regiment: 'gz-infantry' }).b;
    const last = act(
      b,
      'khozar',
      { type: 'battlePlace', character: 'duke-of-deansor', regiment: 'gz-spearmen' },
      sixes(),
      false,
    );
    expect(last.b.charOrder.every((c) => last.b.characters[c]?.at === 'field')).toBe(true);
  });

  it('DL-DEPL-07 AMB-14 the front length counts per side: 9 Khozar regiments line up 7 against 5 in the hills', () => {
    const setup = setupOf({ regiments: DEMON9.slice(0, 5) }, { regiments: KHOZAR10.slice(0, 9) }, { terrain: 'hills' });
    const r = planned(setup, PAUSE, STEADY, sixes(), false);
    const b = foldAll(
      begin(setup),
      r.events.slice(0, r.events.findIndex((e) => e.type === 'battleStage' && e.stage.kind === 'magic') + 1),
    );
    expect([frontCount(b, 'demon'), frontCount(b, 'khozar')]).toEqual([5, 7]);
  });
});
