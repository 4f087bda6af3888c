/** Summoning (DL-SUMM-01..12), AMB-46..50. */
import { describe, expect, it } from 'vitest';
import { KHOZAR_TEMPLES, SUMMONINGS } from './data/index.ts';
import type { Sandbox } from './config.ts';
import type { State } from './rules/state.ts';
import { summonOptions } from './rules/summoning.ts';
import { events, pass, refuses } from './sequence.kit.ts';
import { act, demonlord, labels, sandbox } from './testkit.ts';

const SKHN = SUMMONINGS.find((x) => x.id === 'ninkhiz')!.units;

/** A sandbox in the summoning step of the active side (its movement ended at once). */
function summoning(sb: Sandbox, dice: number[] = []): State {
  const s = sandbox(sb, {}, dice);
  return act(s, s.active, { type: 'done' }).state;
}

const summon = (s: State, character: string, id: string, dice: (number | { shuffle: number[] })[]) =>
  act(s, s.active, { type: 'summon', character, summoning: id }, dice);

const offers = (s: State, seat: string) =>
  demonlord
    .choices(s, seat)
    .filter((c) => c.command.type === 'summon')
    .map((c) => {
      const cmd = c.command as { character: string; summoning: string };
      return `${cmd.character}:${cmd.summoning}`;
    });

describe('summoning (DL-SUMM)', () => {
  it('DL-SUMM-01 AMB-46 a caster standing in the temple summons in his own summoning step, moved or not', () => {
    const s = summoning({ active: 'demon', units: [{ id: 'high-priest-of-ninkhiz', area: '1716' }] });
    expect(s.stage).toEqual({ kind: 'summoning' });
    expect(labels(s, 'demon')).toEqual([
      'High Priest of Ninkhiz summons the creatures of Ninkhiz at Temple of Ninkhiz (1716) (a roll of 3 or less)',
      'No summoning this phase',
    ]);
    // never in the opponent's phase: Khozar's phase passes with no summoning step for the Demon
    const k = sandbox({ active: 'khozar', units: [{ id: 'high-priest-of-ninkhiz', area: '1716' }] });
    const r = pass(k, (x) => x.active === 'demon');
    expect(r.events.some((e) => e.type === 'staged' && e.stage?.kind === 'summoning')).toBe(false);
    refuses(k, 'demon', { type: 'summon', character: 'high-priest-of-ninkhiz', summoning: 'ninkhiz' }, 'not_your_turn');
  });

  it('DL-SUMM-02 no summoning with enemy forces in the temple area', () => {
    const s = summoning({
      active: 'demon',
      units: [
        { id: 'high-priest-of-ninkhiz', area: '1716' },
        { id: 'corvin', area: '1716' },
        { id: 'ysshara', area: '2006' },
      ],
    });
    expect(offers(s, 'demon')).toEqual(['ysshara:yorgash']);
    refuses(s, 'demon', { type: 'summon', character: 'high-priest-of-ninkhiz', summoning: 'ninkhiz' }, 'no_summoning');
  });

  it('DL-SUMM-03 a roll equal to the power succeeds, one above fails; another caster there may try, each only once', () => {
    const units = [
      { id: 'ysshara', area: '2006' },
      { id: 'high-priest-of-ninkhiz', area: '2006' },
    ];
    // the priest's power is 3: a 3 brings Yorgash
    const ok = summon(summoning({ active: 'demon', units }), 'high-priest-of-ninkhiz', 'yorgash', [3]);
    expect(events(ok.events, 'summonRolled')[0]).toMatchObject({ roll: 3, power: 3, success: true });
    expect(ok.state.units.yorgash).toMatchObject({ status: 'map', area: '2006' });
    // a 4 fails; Ysshara (power 4) may still try, the priest may not try again
    const no = summon(summoning({ active: 'demon', units }), 'high-priest-of-ninkhiz', 'yorgash', [4]);
    expect(events(no.events, 'summonRolled')[0]).toMatchObject({ roll: 4, success: false });
    expect(no.state.units.yorgash?.status).toBe('pool');
    expect(offers(no.state, 'demon')).toEqual(['ysshara:yorgash']);
    refuses(
      no.state,
      'demon',
      { type: 'summon', character: 'high-priest-of-ninkhiz', summoning: 'yorgash' },
      'no_summoning',
    );
    const again = summon(no.state, 'ysshara', 'yorgash', [4]);
    expect(again.state.units.yorgash?.status).toBe('map');
    // nothing is left to try: the step ends by itself
    expect(again.state.step).not.toBe('summoning');
  });

  it('DL-SUMM-04 a unit in play cannot be summoned again; once destroyed it can', () => {
    const inPlay = summoning({
      active: 'demon',
      units: [
        { id: 'ysshara', area: '2006' },
        { id: 'yorgash', area: '1911' },
        { id: 'high-priest-of-ninkhiz', area: '2119' },
      ],
    });
    expect(offers(inPlay, 'demon')).toEqual(['high-priest-of-ninkhiz:shaman']);
    const held = summoning({
      active: 'demon',
      units: [
        { id: 'ysshara', area: '2006' },
        { id: 'yorgash', status: 'prisoner', captor: 'khozar' },
      ],
    });
    expect(held.stage?.kind).not.toBe('summoning');
    const dead = summoning({
      active: 'demon',
      units: [
        { id: 'ysshara', area: '2006' },
        { id: 'yorgash', status: 'destroyed' },
      ],
    });
    expect(offers(dead, 'demon')).toEqual(['ysshara:yorgash']);
    expect(summon(dead, 'ysshara', 'yorgash', [1]).state.units.yorgash).toMatchObject({ status: 'map', area: '2006' });
  });

  it('DL-SUMM-05 the Demon’s temples: Yorgash at 2006, the Shaman at 2119, the creatures at Ninkhiz; Khozar cannot use them', () => {
    const s = summoning({
      active: 'demon',
      units: [
        { id: 'ysshara', area: '2006' },
        { id: 'high-priest-of-ninkhiz', area: '2119' },
      ],
    });
    expect(offers(s, 'demon')).toEqual(['ysshara:yorgash', 'high-priest-of-ninkhiz:shaman']);
    expect(summon(s, 'high-priest-of-ninkhiz', 'shaman', [2]).state.units.shaman).toMatchObject({ area: '2119' });
    const k = summoning({ active: 'khozar', units: [{ id: 'corvin', area: '2006' }] });
    expect(k.stage?.kind).not.toBe('summoning');
  });

  it('DL-SUMM-06 AMB-47 Ninkhiz: five of the seven drawn unseen into the temple, two out; later only drawn ones come back', () => {
    const s = summoning({ active: 'demon', units: [{ id: 'high-priest-of-ninkhiz', area: '1716' }] });
    const r = summon(s, 'high-priest-of-ninkhiz', 'ninkhiz', [1, { shuffle: [6, 5, 4, 3, 2, 1, 0] }]);
    const placed = events(r.events, 'placed')[0]!;
    expect(placed).toMatchObject({ area: '1716', cause: 'summoned' });
    expect(placed.units).toEqual([SKHN[6], SKHN[5], SKHN[4], SKHN[3], SKHN[2]]);
    expect(events(r.events, 'setAside')[0]?.units).toEqual([SKHN[1], SKHN[0]]);
    expect(SKHN.filter((id) => r.state.units[id]?.status === 'out')).toEqual([SKHN[0], SKHN[1]]);
    // the draw is hidden from Khozar: he learns only how many came
    expect(demonlord.redact?.(placed, 'khozar')).toMatchObject({ units: [] });
    // later: two of the drawn five destroyed, one freed to the pool: only those three may come back
    const later = summoning({
      active: 'demon',
      units: [
        { id: 'high-priest-of-ninkhiz', area: '1716' },
        { id: SKHN[0]!, status: 'out' },
        { id: SKHN[1]!, status: 'out' },
        { id: SKHN[2]!, status: 'destroyed' },
        { id: SKHN[3]!, status: 'destroyed' },
        { id: SKHN[5]!, area: '1911' },
        { id: SKHN[6]!, area: '1911' },
      ],
    });
    const back = summon(later, 'high-priest-of-ninkhiz', 'ninkhiz', [1]);
    expect(events(back.events, 'placed')[0]?.units.sort()).toEqual([SKHN[2], SKHN[3], SKHN[4]].sort());
    expect(SKHN.filter((id) => back.state.units[id]?.status === 'out')).toEqual([SKHN[0], SKHN[1]]);
  });

  it('DL-SUMM-07 the Spirit of Light: in any Khozar temple, from turn 2, never on turn 1', () => {
    const at = (turn: number) =>
      summoning({
        active: 'khozar',
        turn,
        units: KHOZAR_TEMPLES.map((t, i) => ({
          id: ['kho-anselm', 'kho-oda', 'kho-teodric', 'kho-lyse'][i]!,
          area: t.area,
        })),
      });
    expect(at(1).stage?.kind).not.toBe('summoning');
    expect(offers(at(2), 'khozar')).toEqual([
      'kho-anselm:spirit-of-light',
      'kho-oda:spirit-of-light',
      'kho-teodric:spirit-of-light',
      'kho-lyse:spirit-of-light',
    ]);
  });

  it('DL-SUMM-08 DL-REIN-09 AMB-48 the Western Mage once Khozar’s reinforcements are on the map; no further effect', () => {
    const units = [{ id: 'kho-anselm', area: '0304' }];
    expect(summoning({ active: 'khozar', units }).stage?.kind).not.toBe('summoning');
    // called this phase, not yet come (a 4): no Western Mage
    const base = sandbox({ active: 'khozar', units, warBegun: true });
    const late = act(base, 'khozar', { type: 'callReinforcements' }, [4]).state;
    expect(act(late, 'khozar', { type: 'done' }).state.stage?.kind).not.toBe('summoning');
    // they come (a 3) and are placed: the same phase's summoning step offers him
    let come = act(base, 'khozar', { type: 'callReinforcements' }, [3]).state;
    come = act(come, 'khozar', { type: 'placeReinforcements', units: come.sides.khozar.toPlace, area: '0108' }).state;
    come = act(come, 'khozar', { type: 'done' }).state;
    expect(offers(come, 'khozar')).toEqual(['kho-anselm:western-mage']);
    const calledAt = come.sides.khozar.calledPhase;
    const r = summon(come, 'kho-anselm', 'western-mage', [2]);
    expect(r.state.units['western-mage']).toMatchObject({ status: 'map', area: '0304' });
    expect(r.state.sides.khozar).toMatchObject({ called: true, calledPhase: calledAt });
    // and in any later phase
    const later = summoning({ active: 'khozar', turn: 5, units, called: { khozar: true } });
    expect(offers(later, 'khozar')).toContain('kho-anselm:western-mage');
  });

  it('DL-SUMM-09 DL-NEUT-05 the Ancient One at the Temple of the Ancients (1702), for an ally of the Ancients only', () => {
    const units = [
      { id: 'elder-of-the-ancients', area: '1702' },
      { id: 'ysshara', area: '1702' },
    ];
    expect(summoning({ active: 'demon', units: [{ id: 'ysshara', area: '1702' }] }).stage?.kind).not.toBe('summoning');
    for (const kind of ['temporary', 'permanent'] as const) {
      const s = summoning({ active: 'demon', units, allies: { ancients: { side: 'demon', kind } } });
      expect(offers(s, 'demon')).toEqual(['ysshara:ancient-one', 'elder-of-the-ancients:ancient-one']);
    }
    const s = summoning({ active: 'demon', units, allies: { ancients: { side: 'demon', kind: 'temporary' } } });
    const r = summon(s, 'elder-of-the-ancients', 'ancient-one', [3]);
    expect(r.state.units['ancient-one']).toMatchObject({ status: 'map', area: '1702' });
    // the other side, not allied, cannot
    const k = summoning({
      active: 'khozar',
      units: [{ id: 'corvin', area: '1702' }],
      allies: { ancients: { side: 'demon', kind: 'permanent' } },
    });
    expect(k.stage?.kind).not.toBe('summoning');
  });

  it('DL-SUMM-10 AMB-50 DL-NEUT-08 the Forest Temple (1113) for an ally of the Great Forest; the Chieftain counts as power 4', () => {
    const sb = (units: { id: string; area: string }[]): Sandbox => ({
      active: 'khozar',
      units,
      allies: { 'great-forest': { side: 'khozar', kind: 'permanent' } },
    });
    const s = summoning(sb([{ id: 'forest-chieftain', area: '1113' }]));
    expect(labels(s, 'khozar')[0]).toBe(
      'Forest Chieftain summons the Beast God or the Forest Spirit at Forest Temple (1113) (a roll of 4 or less)',
    );
    expect(summon(s, 'forest-chieftain', 'forest-temple', [4, 1]).state.units['beast-god']?.status).toBe('map');
    expect(summon(s, 'forest-chieftain', 'forest-temple', [5]).state.units['beast-god']?.status).toBe('pool');
    // anyone else casts at his own power (Maren: 1)
    const m = summoning(sb([{ id: 'maren', area: '1113' }]));
    expect(events(summon(m, 'maren', 'forest-temple', [2]).events, 'summonRolled')[0]).toMatchObject({
      power: 1,
      success: false,
    });
    // not allied: no summoning there
    expect(summoning({ active: 'khozar', units: [{ id: 'corvin', area: '1113' }] }).stage?.kind).not.toBe('summoning');
  });

  it('DL-SUMM-11 1-3 the Beast God, 4-6 the Forest Spirit; only one ever, and only that one again once it is killed', () => {
    const sb = (extra: Sandbox['units'] = []): Sandbox => ({
      active: 'khozar',
      units: [{ id: 'forest-chieftain', area: '1113' }, ...extra],
      allies: { 'great-forest': { side: 'khozar', kind: 'permanent' } },
    });
    const three = summon(summoning(sb()), 'forest-chieftain', 'forest-temple', [1, 3]);
    expect(events(three.events, 'forestRolled')[0]).toMatchObject({ roll: 3, unit: 'beast-god' });
    const four = summon(summoning(sb()), 'forest-chieftain', 'forest-temple', [1, 4]);
    expect(events(four.events, 'forestRolled')[0]).toMatchObject({ roll: 4, unit: 'forest-spirit' });
    expect(four.state.units['forest-spirit']).toMatchObject({ status: 'map', area: '1113' });
    // the Forest Spirit is in play: nothing more to summon there
    expect(four.state.forestSummon).toBe('forest-spirit');
    // she is killed: the next summoning brings her again, never the Beast God, without a second roll
    const dead = {
      ...summoning(sb([{ id: 'forest-spirit', status: 'destroyed' }])),
      forestSummon: 'forest-spirit' as const,
    };
    const again = summon(dead, 'forest-chieftain', 'forest-temple', [1]);
    expect(events(again.events, 'forestRolled')).toEqual([]);
    expect(again.state.units['forest-spirit']?.status).toBe('map');
    expect(again.state.units['beast-god']?.status).toBe('pool');
    // while she is in play nothing can be summoned there
    const alive = summoning(sb([{ id: 'forest-spirit', area: '0914' }]));
    expect(summonOptions({ ...alive, forestSummon: 'forest-spirit' }, 'khozar')).toEqual([]);
  });
});
