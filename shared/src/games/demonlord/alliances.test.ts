/** Alliances with the neutrals (DL-ALLY-01..13), the neutrals (DL-NEUT-01..08), DL-SUMM-12, AMB-51..56. */
import { describe, expect, it } from 'vitest';
import { fortificationAt, holder, hostile } from './rules/board.ts';
import { distance, NEUTRAL_HOMES, NEUTRALS, UNITS } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { attempts } from './rules/alliance.ts';
import type { State } from './rules/state.ts';
import { events, pass, refuses, stageIs } from './sequence.kit.ts';
import { seededDice } from '../../engine/dice.ts';
import { play } from '../../engine/runner.ts';
import { botCommand } from './bot.ts';
import type { DlEvent } from './events.ts';
import { act, demonlord, labels, sandbox } from './testkit.ts';

/** A sandbox at the alliance step of the active side (its movement ended at once). */
function allianceStep(sb: Sandbox): State {
  return pass(sandbox(sb), stageIs('alliance')).state;
}

const seek = (s: State, seat: string, neutral: string, caster: string | null, dice: number[]) =>
  act(s, seat, { type: 'seekAlliance', neutral, caster }, dice);

const seekLabels = (s: State, seat: string) => labels(s, seat).filter((l) => l.startsWith('Seek'));

/** Demon forces next to Altu-Khan (1401). */
const NEAR_ALTU_KHAN: Sandbox = {
  active: 'demon',
  units: [
    { id: 'nsh-orc-spearmen', area: '1402' },
    { id: 'akh-axemen', area: '1401' },
  ],
};

describe('the neutrals (DL-NEUT-01..08)', () => {
  it('DL-NEUT-01 DL-ALLY-01 five neutrals, each at home, hostile to both sides and to each other', () => {
    expect(NEUTRALS).toHaveLength(5);
    expect(hostile('ul', 'demon') && hostile('ul', 'khozar') && hostile('ul', 'lyuung')).toBe(true);
    // every neutral regiment starts at its home
    const s = demonlord.setup(demonlord.configSchema.parse({}), {
      roll: () => 1,
      int: (a) => a,
      shuffle: (l) => [...l],
    });
    const started = s[0] as { units: { id: string; area: string | null; status: string }[] };
    for (const n of NEUTRALS) {
      const here = started.units.filter((u) => UNITS.find((c) => c.id === u.id)?.faction === n && u.status === 'map');
      expect(here.length).toBeGreaterThan(0);
      expect(here.every((u) => u.area === NEUTRAL_HOMES[n])).toBe(true);
    }
  });

  it('DL-NEUT-02 DL-NEUT-04 DL-NEUT-05 DL-NEUT-06 DL-NEUT-08 the homes: Ul 0902, Altu-Khan 1401, the Ancients 1702, Lyuung 1308, Runa 0914', () => {
    expect(NEUTRAL_HOMES).toEqual({
      ul: '0902',
      'altu-khan': '1401',
      ancients: '1702',
      lyuung: '1308',
      'great-forest': '0914',
    });
    const codes = (n: string) => [...new Set(UNITS.filter((u) => u.faction === n).map((u) => u.home))];
    expect([codes('ul'), codes('altu-khan'), codes('ancients'), codes('lyuung'), codes('great-forest')]).toEqual([
      ['ShU'],
      ['AKh'],
      ['DR'],
      ['LYU'],
      ['VL'],
    ]);
    // Lyuung is a castle, Altu-Khan a fortress city
    const s = sandbox({ active: 'demon', units: [] });
    expect([fortificationAt(s, '1308')?.class, fortificationAt(s, '1401')?.class]).toEqual(['castle', 'city']);
  });

  it('DL-NEUT-03 Ul’s ruler is rolled at the first alliance: 1-3 Balor and the trolls, 4-6 the Dwarf King and two dwarves', () => {
    const ul: Sandbox = {
      active: 'khozar',
      units: [
        { id: 'maren', area: '0903' },
        { id: 'ul-slave-miners-1', area: '0902' },
        { id: 'ul-slave-miners-2', area: '0902' },
      ],
    };
    const balor = seek(allianceStep(ul), 'khozar', 'ul', null, [2, 3]);
    expect(events(balor.events, 'ulRuler')[0]).toMatchObject({ roll: 3, ruler: 'balor' });
    expect(balor.state.units.balor).toMatchObject({ status: 'map', area: '0902' });
    expect(balor.state.units['ul-trolls']).toMatchObject({ status: 'map', area: '0902' });
    expect(['dwarf-king', 'ul-dwarves-1', 'ul-dwarves-2'].map((id) => balor.state.units[id]?.status)).toEqual([
      'out',
      'out',
      'out',
    ]);
    const king = seek(allianceStep(ul), 'khozar', 'ul', null, [2, 4]);
    expect(events(king.events, 'ulRuler')[0]).toMatchObject({ roll: 4, ruler: 'dwarf-king' });
    expect(['dwarf-king', 'ul-dwarves-1', 'ul-dwarves-2'].map((id) => king.state.units[id]?.area)).toEqual([
      '0902',
      '0902',
      '0902',
    ]);
    expect(['balor', 'ul-trolls'].map((id) => king.state.units[id]?.status)).toEqual(['out', 'out']);
    // a failed attempt (4: no change) rolls no ruler; the first attack does
    expect(events(seek(allianceStep(ul), 'khozar', 'ul', null, [4]).events, 'ulRuler')).toEqual([]);
    let attack = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '0903' },
        { id: 'grokk', area: '0903' },
        { id: 'ul-slave-miners-1', area: '0902' },
      ],
    });
    attack = act(attack, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0902' }).state;
    const r = act(attack, 'demon', { type: 'done' }, [5]);
    expect(events(r.events, 'ulRuler')[0]).toMatchObject({ roll: 5, ruler: 'dwarf-king' });
    // once and for all: a later alliance rolls no ruler again
    const again = {
      ...allianceStep(ul),
      neutrals: { ...balor.state.neutrals, ul: { ...balor.state.neutrals.ul, ally: null, kind: null } },
    };
    expect(events(seek(again, 'khozar', 'ul', null, [2]).events, 'ulRuler')).toEqual([]);
  });
});

describe('alliances (DL-ALLY)', () => {
  it('DL-ALLY-02 DL-ALLY-08 neutrals allied to different sides at once, each moved as its ally’s own, its fortification its ally’s', () => {
    const s = sandbox({
      active: 'demon',
      units: [
        { id: 'akh-axemen', area: '1401' },
        { id: 'duke-of-altu-khan', area: '1401' },
        { id: 'lyu-guard', area: '1308' },
      ],
      allies: { 'altu-khan': { side: 'demon', kind: 'temporary' }, lyuung: { side: 'khozar', kind: 'permanent' } },
    });
    expect([holder(s, '1401'), holder(s, '1308')]).toEqual(['demon', 'khozar']);
    expect(s.move?.allowance).toHaveProperty('akh-axemen');
    expect(s.move?.allowance).not.toHaveProperty('lyu-guard');
    const moved = act(s, 'demon', { type: 'move', units: ['akh-axemen', 'duke-of-altu-khan'], to: '1402' });
    expect(moved.state.units['akh-axemen']?.area).toBe('1402');
    refuses(s, 'demon', { type: 'move', units: ['lyu-guard'], to: '1307' }, 'not_yours');
  });

  it('DL-ALLY-03 DL-ALLY-04 AMB-54 a neutral attacked becomes the other side’s permanent ally; in its fortification that side chooses battle or siege', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1402' },
        { id: 'grokk', area: '1402' },
        { id: 'akh-axemen', area: '1401' },
      ],
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '1401' }).state;
    const r = act(s, 'demon', { type: 'done' });
    expect(events(r.events, 'allianceChanged')[0]).toMatchObject({
      neutral: 'altu-khan',
      ally: 'khozar',
      kind: 'permanent',
      cause: 'attacked',
    });
    expect(r.state.stage).toMatchObject({ kind: 'sally', area: '1401', side: 'khozar' });
    // sheltering: a siege with Khozar (through his ally) defending
    const siege = act(r.state, 'khozar', { type: 'sally', battle: false }).state;
    expect(siege.sieges['1401']).toMatchObject({ defender: 'khozar', besieger: 'demon', inside: ['akh-axemen'] });
    // in a village (Runa) there is no choice: the battle comes
    let v = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1014' },
        { id: 'grokk', area: '1014' },
        { id: 'vl-warriors', area: '0914' },
      ],
    });
    v = act(v, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0914' }).state;
    const rv = act(v, 'demon', { type: 'done' });
    expect(rv.state.neutrals['great-forest']).toMatchObject({ ally: 'khozar', kind: 'permanent' });
    expect(rv.state.stage?.kind).not.toBe('sally');
  });

  it('DL-ALLY-05 AMB-51 each side, the waiting one too, may try at the end of the phase: forces next to the neutral, once a neutral', () => {
    const s = allianceStep({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1402' },
        { id: 'tm-militia', area: '1302' },
        { id: 'grokk', area: '1403' },
      ],
    });
    expect(s.stage).toEqual({ kind: 'alliance', side: 'demon' });
    expect(seekLabels(s, 'demon')).toEqual([
      'Seek an alliance with Duchy of Altu-Khan (your forces at mountains 1402)',
    ]);
    const tried = seek(s, 'demon', 'altu-khan', null, [4]);
    expect(seekLabels(tried.state, 'demon')).toEqual([]);
    refuses(tried.state, 'demon', { type: 'seekAlliance', neutral: 'altu-khan', caster: null }, 'no_attempt');
    // then the waiting side
    const k = act(tried.state, 'demon', { type: 'done' }).state;
    expect(k.stage).toEqual({ kind: 'alliance', side: 'khozar' });
    expect(seekLabels(k, 'khozar')).toHaveLength(1);
    // no forces next to a neutral and no caster in range: not asked at all
    const none = pass(
      sandbox({ active: 'demon', units: [{ id: 'nsh-orc-spearmen', area: '1911' }] }),
      (x) => x.step === 'end' || x.active === 'khozar',
    );
    expect(none.events.some((e) => e.type === 'staged' && e.stage?.kind === 'alliance')).toBe(false);
  });

  it('DL-ALLY-05 DL-ALLY-07 AMB-53 alliance magic: a caster within range, the table roll only, one spell a neutral per side per turn', () => {
    // Ysshara (range 3) at 1404 reaches Altu-Khan (1401), three areas away
    expect(distance('1404', '1401')).toBe(3);
    const sb: Sandbox = {
      active: 'khozar',
      units: [
        { id: 'ysshara', area: '1404' },
        { id: 'corvin', area: '1104' },
      ],
    };
    let s = pass(sandbox(sb), (x) => x.stage?.kind === 'alliance' && x.stage.side === 'demon').state;
    expect(seekLabels(s, 'demon')).toContain(
      "Seek an alliance with Duchy of Altu-Khan by Ysshara the Witch's alliance magic",
    );
    expect(distance('1405', '1401')).toBe(4);
    const far = sandbox({ ...sb, units: [{ id: 'ysshara', area: '1405' }] });
    expect(attempts(far, 'demon').filter((a) => a.neutral === 'altu-khan')).toEqual([]);
    const r = seek(s, 'demon', 'altu-khan', 'ysshara', [4]);
    expect(r.left).toBe(0);
    expect(events(r.events, 'allianceRolled')[0]).toMatchObject({ roll: 4, caster: 'ysshara', result: 'no-change' });
    expect(r.state.cast).toContain('ysshara');
    // the Demon's phase of the same turn: no second spell on Altu-Khan (so no alliance step for him at all)
    const d = pass(
      act(r.state, 'demon', { type: 'done' }).state,
      (x) => x.active === 'demon' && x.stage?.kind === 'movement',
    );
    expect(d.state.turn).toBe(1);
    expect(attempts(d.state, 'demon')).toEqual([]);
    // next turn: again
    s = pass(d.state, (x) => x.turn === 2 && x.stage?.kind === 'alliance' && x.stage.side === 'demon').state;
    expect(seekLabels(s, 'demon').filter((l) => l.includes('Altu-Khan'))).toHaveLength(1);
  });

  it.each([
    [1, 'permanent', 'demon', 'permanent'],
    [2, 'temporary', 'demon', 'temporary'],
    [3, 'temporary', 'demon', 'temporary'],
    [4, 'no-change', null, null],
    [6, 'temporary-with-opponent', 'khozar', 'temporary'],
  ] as const)('DL-ALLY-06 a roll of %i: %s', (roll, result, ally, kind) => {
    const r = seek(allianceStep(NEAR_ALTU_KHAN), 'demon', 'altu-khan', null, [roll]);
    expect(events(r.events, 'allianceRolled')[0]).toMatchObject({ roll, result });
    expect(r.state.neutrals['altu-khan']).toMatchObject({ ally, kind });
  });

  it('DL-ALLY-06 a roll of 5: a myth; its counters leave the game and its city is a mere village', () => {
    const r = seek(allianceStep(NEAR_ALTU_KHAN), 'demon', 'altu-khan', null, [5]);
    expect(r.state.neutrals['altu-khan']).toMatchObject({ myth: true, ally: null });
    expect(UNITS.filter((u) => u.faction === 'altu-khan').every((u) => r.state.units[u.id]?.status === 'out')).toBe(
      true,
    );
    expect(fortificationAt(r.state, '1401')).toBeUndefined();
    expect(r.state.razed).toContain('altu-khan');
    // and it is never sought again
    const later = pass(r.state, (x) => x.turn === 3);
    expect(later.events.some((e) => e.type === 'allianceRolled')).toBe(false);
  });

  it('DL-ALLY-06 AMB-52 after no change (4) the same side may try again in its next alliance step', () => {
    let s = seek(allianceStep(NEAR_ALTU_KHAN), 'demon', 'altu-khan', null, [4]).state;
    s = pass(s, (x) => x.turn === 2 && x.stage?.kind === 'alliance' && x.stage.side === 'demon').state;
    expect(seekLabels(s, 'demon')).toHaveLength(1);
  });

  it('DL-ALLY-09 DL-ALLY-10 (b) a temporary ally whose home is taken rolls at the end of the phase: 1 permanent, 2-4 no change', () => {
    const take = (roll: number) => {
      let s = sandbox({
        active: 'demon',
        units: [
          { id: 'nsh-orc-spearmen', area: '1014' },
          { id: 'grokk', area: '1014' },
          { id: 'vl-warriors', area: '0813' },
        ],
        allies: { 'great-forest': { side: 'khozar', kind: 'temporary' } },
      });
      s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0914' }).state;
      return act(s, 'demon', { type: 'done' }, [roll]);
    };
    const one = take(1);
    expect(events(one.events, 'allianceFlag')).toEqual([
      { type: 'allianceFlag', neutral: 'great-forest', check: true },
    ]);
    expect(events(one.events, 'allianceChecked')[0]).toMatchObject({
      neutral: 'great-forest',
      side: 'khozar',
      roll: 1,
      result: 'permanent',
    });
    expect(one.state.neutrals['great-forest']).toMatchObject({ ally: 'khozar', kind: 'permanent', check: false });
    for (const roll of [2, 4]) {
      const r = take(roll);
      expect(events(r.events, 'allianceChecked')[0]?.result).toBe('unchanged');
      expect(r.state.neutrals['great-forest']).toMatchObject({ ally: 'khozar', kind: 'temporary', check: false });
    }
    // no trigger, no roll: an alliance step with a temporary ally untouched rolls nothing
    const quiet = pass(
      sandbox({
        active: 'demon',
        units: [{ id: 'vl-warriors', area: '0914' }],
        allies: { 'great-forest': { side: 'khozar', kind: 'temporary' } },
      }),
      (x) => x.active === 'khozar',
    );
    expect(quiet.events.some((e) => e.type === 'allianceChecked')).toBe(false);
  });

  it('DL-ALLY-10 DL-ALLY-11 DL-ALLY-13 AMB-55 a 5 makes it neutral again: its units leave the map and come home at the end of the next phase', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1014' },
        { id: 'grokk', area: '1014' },
        { id: 'vl-warriors', area: '0813' },
        { id: 'vl-boar-riders', area: '0813' },
      ],
      allies: { 'great-forest': { side: 'khozar', kind: 'temporary' } },
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0914' }).state;
    const r = act(s, 'demon', { type: 'done' }, [5]);
    expect(events(r.events, 'allianceChecked')[0]?.result).toBe('neutral');
    expect(r.state.neutrals['great-forest']).toMatchObject({ ally: null, kind: null });
    // control of Runa goes back to the Great Forest, the Demon's regiments there notwithstanding
    expect(r.state.control.runa).toBe('great-forest');
    // Khozar's phase (the next): they are still away; at its end they are back at Runa
    let k = r.state;
    expect(k.active).toBe('khozar');
    expect(k.units['vl-warriors']?.status).toBe('away');
    k = pass(k, (x) => x.active === 'demon').state;
    expect(k.units['vl-warriors']).toMatchObject({ status: 'map', area: '0914' });
    expect(k.units['vl-boar-riders']).toMatchObject({ status: 'map', area: '0914' });
  });

  it('DL-ALLY-10 DL-ALLY-11 a 6 makes it the opponent’s temporary ally; units at home stay, the others come home to him', () => {
    let s = sandbox({
      active: 'khozar',
      units: [
        { id: 'tm-militia', area: '1302' },
        { id: 'brannoc', area: '1302' },
        { id: 'akh-axemen', area: '1501' },
        { id: 'akh-bowmen', area: '1401' },
      ],
      allies: { 'altu-khan': { side: 'demon', kind: 'temporary' } },
    });
    s = act(s, 'khozar', { type: 'move', units: ['tm-militia', 'brannoc'], to: '1401' }).state;
    let r = act(s, 'khozar', { type: 'done' });
    // the bowmen defend at home: a battle or siege first
    expect(r.state.stage).toMatchObject({ kind: 'sally', side: 'demon' });
    void r;
    // the home taken while empty instead
    s = sandbox({
      active: 'khozar',
      units: [
        { id: 'tm-militia', area: '1302' },
        { id: 'brannoc', area: '1302' },
        { id: 'akh-axemen', area: '1501' },
      ],
      allies: { 'altu-khan': { side: 'demon', kind: 'temporary' } },
    });
    s = act(s, 'khozar', { type: 'move', units: ['tm-militia', 'brannoc'], to: '1401' }).state;
    r = act(s, 'khozar', { type: 'done' }, [6]);
    expect(events(r.events, 'allianceChecked')[0]?.result).toBe('temporary-with-opponent');
    expect(r.state.neutrals['altu-khan']).toMatchObject({ ally: 'khozar', kind: 'temporary' });
    expect(r.state.units['akh-axemen']?.status).toBe('away');
    const later = pass(r.state, (x) => x.active === 'khozar' && x.turn === 2);
    expect(later.state.units['akh-axemen']).toMatchObject({ status: 'map', area: '1401' });
    expect(holder(later.state, '1401')).toBe('khozar');
  });

  it('DL-ALLY-11 units already in the home area are not removed', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1014' },
        { id: 'grokk', area: '1014' },
        { id: 'forest-chieftain', area: '0914' },
      ],
      allies: { 'great-forest': { side: 'khozar', kind: 'temporary' } },
    });
    // the lone Chieftain is checked for capture as they come, and gets away (6 against 1)
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0914' }, [6, 1]).state;
    const r = act(s, 'demon', { type: 'done' }, [5]);
    const neutral = events(r.events, 'allianceChecked')[0];
    expect(neutral?.result).toBe('neutral');
    expect(r.state.units['forest-chieftain']).toMatchObject({ status: 'map', area: '0914' });
  });

  it('DL-ALLY-12 DL-SUMM-12 the demigods summoned through an ally that leaves are removed, to come back only by summoning', () => {
    let s = sandbox({
      active: 'khozar',
      units: [
        { id: 'tm-militia', area: '1701' },
        { id: 'brannoc', area: '1701' },
        { id: 'dr-lizard-warriors', area: '1601' },
        { id: 'ancient-one', area: '1601' },
      ],
      allies: { ancients: { side: 'demon', kind: 'temporary' } },
    });
    s = act(s, 'khozar', { type: 'move', units: ['tm-militia', 'brannoc'], to: '1702' }).state;
    const r = pass(act(s, 'khozar', { type: 'done' }).state, (x) => x.active === 'demon', [5]);
    expect(events(r.events, 'allianceChecked')[0]?.result).toBe('neutral');
    expect(events(r.events, 'pooled')[0]?.units).toEqual(['ancient-one']);
    expect(r.state.units['ancient-one']).toMatchObject({ status: 'pool', area: null });
    // never placed back with the others
    const later = pass(r.state, (x) => x.turn === 2 && x.active === 'khozar');
    expect(later.state.units['ancient-one']?.status).toBe('pool');
    expect(later.state.units['dr-lizard-warriors']).toMatchObject({ status: 'map', area: '1702' });
  });

  it('DL-ALLY-09 (a) DL-BEND-05 a temporary ally defeated in battle is checked at the end of the phase', () => {
    // one Great Forest spearman, Khozar's temporary ally, against three strong Demon regiments: it cannot win
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-black-guard', area: '0915' },
        { id: 'nsh-ogres', area: '0915' },
        { id: 'nsh-dread-knights', area: '0915' },
        { id: 'grokk', area: '0915' },
        { id: 'vl-spearmen', area: '0914' },
      ],
      allies: { 'great-forest': { side: 'khozar', kind: 'temporary' } },
    });
    s = act(s, 'demon', {
      type: 'move',
      units: ['nsh-black-guard', 'nsh-ogres', 'nsh-dread-knights', 'grokk'],
      to: '0914',
    }).state;
    s = act(s, 'demon', { type: 'done' }).state;
    const log: DlEvent[] = [];
    const pick = seededDice('bot');
    for (let i = 0; i < 500 && s.active === 'demon'; i++) {
      const p = demonlord.pending(s)[0]!;
      const out = play(demonlord, s, p.seat, botCommand(s, p.seat, pick), { dice: seededDice(i), now: 0 });
      log.push(...(out.events as DlEvent[]));
      s = out.state as State;
    }
    expect(log.some((e) => e.type === 'fightClosed')).toBe(true);
    // flagged by the battle itself (its home, now empty of its regiments, is taken as well: still one check)
    const flag = log.findIndex((e) => e.type === 'allianceFlag');
    expect(flag).toBeGreaterThan(-1);
    expect(flag).toBeLessThan(log.findIndex((e) => e.type === 'fightClosed'));
    const checked = events(log, 'allianceChecked');
    expect(checked).toHaveLength(1);
    expect(log.indexOf(checked[0]!)).toBeGreaterThan(
      log.findIndex((e) => e.type === 'stepBegan' && e.step === 'alliances'),
    );
  });

  it('DL-ALLY-13 AMB-56 a side’s regiments in an unallied neutral’s settlement do not make it theirs', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1014' },
        { id: 'grokk', area: '1014' },
      ],
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0914' }).state;
    const r = pass(s, (x) => x.active === 'khozar');
    expect(r.state.control.runa).toBe('great-forest');
    expect(holder(r.state, '0914')).toBe('great-forest');
  });
});
