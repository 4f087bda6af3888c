/**
 * Capture of characters (DL-CAPT-01..09) and its ambiguities AMB-09, AMB-10, AMB-11 (and AMB-30, a lone
 * character at a besieged fortification). Capture dice are scripted: the character's side rolls first, then
 * the side of the regiments. The rout and mutual-destruction cases fight real battles with dice from a seed.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { Config, Sandbox } from './config.ts';
import { getBorder, type Side, settlementAt } from './data/index.ts';
import type { DlEvent } from './events.ts';
import { advance, beginPhase } from './rules/flow.ts';
import { beginMovement } from './rules/movement.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, demonlord, ofType, rejects, sandbox } from './testkit.ts';

type Placed = { id: string; area: string };
interface Start {
  active?: Side;
  config?: Partial<Config>;
  sieges?: State['sieges'];
  control?: Sandbox['control'];
}

/** A sandbox in the movement step of `active` (Khozar by default). */
function start(units: Placed[], o: Start = {}): State {
  let s = sandbox(
    { units, active: o.active ?? 'khozar', ...(o.control ? { control: o.control } : {}) },
    o.config ?? {},
  );
  if (s.step === 'setup') {
    const tx = new Tx(s, scriptedDice([]));
    beginPhase(tx, s.turn, s.active);
    advance(tx);
    s = tx.state;
  }
  if (o.sieges) {
    const tx = new Tx({ ...s, sieges: { ...s.sieges, ...o.sieges } }, scriptedDice([]));
    beginMovement(tx);
    s = tx.state;
  }
  return s;
}
const move = (
  s: State,
  units: string[],
  to: string,
  dice: ScriptedValue[] = [],
  extra: Partial<Extract<Command, { type: 'move' }>> = {},
) => act(s, s.active, { type: 'move', units, to, ...extra } as Command, dice);
const refuses = (s: State, seat: string, cmd: Command, code: string) => rejects(s, seat, cmd, `rule/${code}`);
const rolls = (events: DlEvent[]) => ofType(events, 'captureRolled');
const status = (s: State, id: string) => s.units[id]!;

/** Open meadow in a straight line, no settlements: 0403 .. 0408. */
const L = ['0403', '0404', '0405', '0406', '0407', '0408'];

describe('when a capture check arises (DL-CAPT-01..03)', () => {
  it('DL-CAPT-01: a lone character entering enemy regiments rolls, and so does one that enemy regiments walk onto', () => {
    // Ilvaine walks into the orc spearmen
    let r = move(
      start([
        { id: 'ilvaine', area: L[0]! },
        { id: 'nsh-orc-spearmen', area: L[1]! },
      ]),
      ['ilvaine'],
      L[1]!,
      [6, 1],
    );
    expect(rolls(r.events)).toMatchObject([
      { area: L[1], owner: 'khozar', characters: ['ilvaine'], roll: 6, enemyRoll: 1 },
    ]);
    expect(r.left).toBe(0);
    // the orcs walk onto Ilvaine (in the Demon's phase)
    r = move(
      start(
        [
          { id: 'ilvaine', area: L[1]! },
          { id: 'nsh-orc-spearmen', area: L[0]! },
          { id: 'grokk', area: L[0]! },
        ],
        { active: 'demon' },
      ),
      ['nsh-orc-spearmen', 'grokk'],
      L[1]!,
      [6, 1],
    );
    expect(rolls(r.events)).toMatchObject([{ area: L[1], owner: 'khozar', characters: ['ilvaine'] }]);
    // characters alone never capture: Ilvaine meets Grokk alone, no roll
    r = move(
      start([
        { id: 'ilvaine', area: L[0]! },
        { id: 'grokk', area: L[1]! },
      ]),
      ['ilvaine'],
      L[1]!,
    );
    expect(rolls(r.events)).toEqual([]);
  });

  it('DL-CAPT-02: a friendly regiment in the area keeps the character from capture', () => {
    const r = move(
      start([
        { id: 'ilvaine', area: L[0]! },
        { id: 'tm-guard', area: L[1]! },
        { id: 'nsh-orc-spearmen', area: L[1]! },
      ]),
      ['ilvaine'],
      L[1]!,
    );
    expect(rolls(r.events)).toEqual([]);
    expect(status(r.state, 'ilvaine').area).toBe(L[1]);
    // enemy regiments coming to a character with his regiment: a battle, not a capture check
    const b = move(
      start(
        [
          { id: 'ilvaine', area: L[1]! },
          { id: 'tm-guard', area: L[1]! },
          { id: 'nsh-orc-spearmen', area: L[0]! },
          { id: 'grokk', area: L[0]! },
        ],
        { active: 'demon' },
      ),
      ['nsh-orc-spearmen', 'grokk'],
      L[1]!,
    );
    expect(rolls(b.events)).toEqual([]);
    expect(ofType(b.events, 'moved')[0]!.stopped).toBe(true);
  });

  it('DL-CAPT-03: one check per area however many enemy regiments; a new one in each new area, none on coming back', () => {
    const three = [
      { id: 'nsh-orc-spearmen', area: L[1]! },
      { id: 'nsh-orc-axemen', area: L[1]! },
      { id: 'nsh-orc-archers', area: L[1]! },
    ];
    let r = move(start([{ id: 'ilvaine', area: L[0]! }, ...three]), ['ilvaine'], L[1]!, [6, 1]);
    expect(rolls(r.events)).toHaveLength(1);
    expect(r.left).toBe(0);
    // through two areas of regiments: two checks
    const two = start([
      { id: 'ilvaine', area: L[0]! },
      { id: 'nsh-orc-spearmen', area: L[1]! },
      { id: 'nsh-orc-axemen', area: L[2]! },
    ]);
    r = move(two, ['ilvaine'], L[3]!, [6, 1, 6, 1], { path: L.slice(1, 4) });
    expect(rolls(r.events).map((e) => e.area)).toEqual([L[1], L[2]]);
    expect(status(r.state, 'ilvaine').area).toBe(L[3]);
    expect(r.left).toBe(0);
    // back into an area she escaped from this step: no second check
    const back = move(r.state, ['ilvaine'], L[2]!, [], { path: [L[2]!] });
    expect(rolls(back.events)).toEqual([]);
    expect(back.left).toBe(0);
  });
});

describe('the capture roll (DL-CAPT-04..07)', () => {
  const lone = () =>
    start([
      { id: 'aurelian', area: L[0]! },
      { id: 'nsh-orc-spearmen', area: L[1]! },
    ]);

  it('DL-CAPT-04: higher escapes and goes on; lower is taken prisoner by the regiments’ side; equal escapes but stays', () => {
    // Aurelian has no magic: no modifier at all
    let r = move(lone(), ['aurelian'], L[3]!, [4, 3], { path: L.slice(1, 4) });
    expect(rolls(r.events)[0]).toMatchObject({ result: 'escapes', mods: [] });
    expect(status(r.state, 'aurelian').area).toBe(L[3]);
    r = move(lone(), ['aurelian'], L[3]!, [3, 4], { path: L.slice(1, 4) });
    expect(rolls(r.events)[0]!.result).toBe('captured');
    expect(status(r.state, 'aurelian')).toMatchObject({ status: 'prisoner', captor: 'demon' });
    expect(ofType(r.events, 'captured')[0]).toMatchObject({ units: ['aurelian'], by: 'demon', cause: 'capture' });
    expect(demonlord.view(r.state, 'khozar').sides.demon.prisoners.map((p) => p.id)).toEqual(['aurelian']);
    r = move(lone(), ['aurelian'], L[3]!, [4, 4], { path: L.slice(1, 4) });
    expect(rolls(r.events)[0]!.result).toBe('stopped');
    expect(status(r.state, 'aurelian').area).toBe(L[1]);
    refuses(r.state, 'khozar', { type: 'move', units: ['aurelian'], to: L[0]! }, 'stopped');
  });

  it('DL-CAPT-05: -2 to the character entering an area with a fortification held by the enemy', () => {
    // Kharzum (1604), a Demon castle, with an orc regiment in it
    expect(settlementAt('1604')?.id).toBeTruthy();
    const from = '1504';
    expect(getBorder(from, '1604')).toBeTruthy();
    const fort = () =>
      start([
        { id: 'aurelian', area: from },
        { id: 'kz-orcs', area: '1604' },
      ]);
    const r = move(fort(), ['aurelian'], '1604', [4, 3]);
    expect(rolls(r.events)[0]).toMatchObject({
      roll: 4,
      enemyRoll: 3,
      mods: [{ value: -2, to: 'character' }],
      result: 'captured',
    });
    // the same 4 against 3 in open country escapes
    const open = move(lone(), ['aurelian'], L[1]!, [4, 3]);
    expect(rolls(open.events)[0]!.result).toBe('escapes');
    // and at a fortification of his own side there is no penalty
    const own = move(
      start([
        { id: 'aurelian', area: '1104' },
        { id: 'nsh-orc-spearmen', area: '1105' },
      ]),
      ['aurelian'],
      '1105',
      [4, 3],
    );
    expect(rolls(own.events)[0]).toMatchObject({ mods: [], result: 'escapes' });
  });

  it('DL-CAPT-06: +1 to the side with the greatest magic power there (a moving caster counts)', () => {
    // Ilvaine (magic 4) against regiments with no caster: +1 to her, so 3 against 4 is a tie
    let r = move(
      start([
        { id: 'ilvaine', area: L[0]! },
        { id: 'nsh-orc-spearmen', area: L[1]! },
      ]),
      ['ilvaine'],
      L[1]!,
      [3, 4],
    );
    expect(rolls(r.events)[0]).toMatchObject({ mods: [{ value: 1, to: 'character' }], result: 'stopped' });
    // the Demonlord (magic 5) stands with the regiments: +1 to them instead
    r = move(
      start([
        { id: 'ilvaine', area: L[0]! },
        { id: 'nsh-orc-spearmen', area: L[1]! },
        { id: 'demonlord', area: L[1]! },
      ]),
      ['ilvaine'],
      L[1]!,
      [4, 4],
    );
    expect(rolls(r.events)[0]).toMatchObject({ mods: [{ value: 1, to: 'regiment' }], result: 'captured' });
    // no caster on either side: no modifier
    r = move(lone(), ['aurelian'], L[1]!, [4, 4]);
    expect(rolls(r.events)[0]).toMatchObject({ mods: [], result: 'stopped' });
  });

  it('DL-CAPT-07: several characters roll one by one, or as a group with one roll for all', () => {
    const two = () =>
      start([
        { id: 'aurelian', area: L[0]! },
        { id: 'brannoc', area: L[0]! },
        { id: 'nsh-orc-spearmen', area: L[1]! },
      ]);
    // split (the default): two rolls, one escapes, one is taken
    let r = move(two(), ['aurelian', 'brannoc'], L[1]!, [6, 1, 1, 6]);
    expect(rolls(r.events).map((e) => e.characters)).toEqual([['aurelian'], ['brannoc']]);
    expect(status(r.state, 'aurelian').status).toBe('map');
    expect(status(r.state, 'brannoc').status).toBe('prisoner');
    expect(r.left).toBe(0);
    // grouped: one roll, and its result for both
    r = move(two(), ['aurelian', 'brannoc'], L[1]!, [1, 6], { group: true });
    expect(rolls(r.events)).toHaveLength(1);
    expect(rolls(r.events)[0]!.characters.sort()).toEqual(['aurelian', 'brannoc']);
    expect(status(r.state, 'aurelian').status).toBe('prisoner');
    expect(status(r.state, 'brannoc').status).toBe('prisoner');
    expect(r.left).toBe(0);
    // when enemy regiments walk onto several lone characters, the owner (the waiting side) is not asked: split
    const w = move(
      start(
        [
          { id: 'aurelian', area: L[1]! },
          { id: 'brannoc', area: L[1]! },
          { id: 'nsh-orc-spearmen', area: L[0]! },
        ],
        { active: 'demon' },
      ),
      ['nsh-orc-spearmen'],
      L[1]!,
      [6, 1, 6, 1],
    );
    expect(rolls(w.events)).toHaveLength(2);
  });
});

// ---------------------------------------------------------------------------
// After battles (DL-CAPT-08/09): real battles, dice drawn from seeds until the case turns up
// ---------------------------------------------------------------------------

function diceFrom(seed: number, n = 600): number[] {
  let x = seed * 7919 + 17;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return (Math.floor(x / 65536) % 6) + 1;
  });
}

/** The Demon's phase: its regiments attack the Khozar stack; both plans fight to the end; the rest by deadline defaults. */
function battle(units: Placed[], attackers: string[], to: string, seed: number) {
  let s = start(units, { active: 'demon' });
  let dice: ScriptedValue[] = diceFrom(seed);
  const events: DlEvent[] = [];
  const play = (seat: string, cmd: Command) => {
    const r = act(s, seat, cmd, dice);
    dice = dice.slice(dice.length - r.left);
    events.push(...r.events);
    s = r.state;
  };
  play('demon', { type: 'move', units: attackers, to });
  play('demon', { type: 'done' });
  for (let i = 0; i < 80 && s.stage && ['battle', 'terrain', 'order', 'withdraw'].includes(s.stage.kind); i++) {
    const p = demonlord.pending(s)[0]!;
    play(
      p.seat,
      p.kind === 'battle-plan'
        ? ({ type: 'battlePlan', plan: { retreat: { mode: 'never' } } } as Command)
        : (demonlord.onTimeout!(s, p.seat) as Command),
    );
  }
  const closed = events.findIndex((e) => e.type === 'fightClosed');
  return { s, events, closed, after: closed < 0 ? [] : events.slice(closed + 1) };
}

describe('capture after a battle (DL-CAPT-08/09)', () => {
  it('DL-CAPT-08: after a rout the loser’s characters left in the area roll for capture', () => {
    let seen = 0;
    for (let seed = 1; seed <= 120 && seen < 3; seed++) {
      const b = battle(
        [
          { id: 'tm-militia', area: L[1]! },
          { id: 'aurelian', area: L[1]! },
          { id: 'nsh-black-guard', area: L[0]! },
          { id: 'nsh-ogres', area: L[0]! },
          { id: 'grokk', area: L[0]! },
        ],
        ['nsh-black-guard', 'nsh-ogres', 'grokk'],
        L[1]!,
        seed,
      );
      expect(b.closed, `seed ${seed}: the battle ends`).toBeGreaterThan(-1);
      const ended = b.events.find((e) => e.type === 'battleEnded') as
        | { outcome: { routed: Side[]; stranded: string[] } }
        | undefined;
      const outcome = ended?.outcome;
      if (!outcome?.routed.includes('khozar') || !outcome.stranded.includes('aurelian')) continue;
      seen++;
      const check = rolls(b.after).find((e) => e.characters.includes('aurelian'));
      expect(check, `seed ${seed}: Aurelian is stranded after the rout and must roll`).toBeTruthy();
      expect(check).toMatchObject({ area: L[1], owner: 'khozar' });
      const fate = status(b.s, 'aurelian');
      if (check!.result === 'captured') expect(fate).toMatchObject({ status: 'prisoner', captor: 'demon' });
      else expect(fate).toMatchObject({ status: 'map', area: L[1] });
    }
    expect(seen, 'some seed routs Khozar with Aurelian left standing').toBeGreaterThan(0);
  });

  it('DL-CAPT-09: after mutual destruction the characters stay, with no capture check', () => {
    let seen = 0;
    for (let seed = 1; seed <= 400 && seen < 2; seed++) {
      const b = battle(
        [
          { id: 'tm-militia', area: L[1]! },
          { id: 'aurelian', area: L[1]! },
          { id: 'nsh-orc-axemen', area: L[0]! },
          { id: 'grokk', area: L[0]! },
        ],
        ['nsh-orc-axemen', 'grokk'],
        L[1]!,
        seed,
      );
      const ended = b.events.find((e) => e.type === 'battleEnded') as { outcome: { how: string } } | undefined;
      if (ended?.outcome.how !== 'mutual') continue;
      seen++;
      expect(rolls(b.after)).toEqual([]);
      for (const id of ['aurelian', 'grokk']) {
        const u = status(b.s, id);
        if (u.status === 'map') expect(u.area).toBe(L[1]);
        else expect(u.status, `${id} may only have died in the battle`).toBe('destroyed');
      }
    }
    expect(seen, 'some seed ends in mutual destruction').toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
// Ambiguities
// ---------------------------------------------------------------------------

describe('ambiguities of capture (AMB-09, AMB-10, AMB-11, AMB-30)', () => {
  it('AMB-09: equal best magic on both sides gives nobody the +1; the moving character’s own magic counts', () => {
    // Ilvaine (4) walks into regiments with Ysshara (4): a tie, no bonus
    const r = move(
      start([
        { id: 'ilvaine', area: L[0]! },
        { id: 'nsh-orc-spearmen', area: L[1]! },
        { id: 'ysshara', area: L[1]! },
      ]),
      ['ilvaine'],
      L[1]!,
      [3, 4],
    );
    expect(rolls(r.events)[0]).toMatchObject({ mods: [], result: 'captured' });
    // Corvin (3) walks in with Ilvaine (4) against Ysshara (4): his side's best is 4, still a tie
    const g = move(
      start([
        { id: 'ilvaine', area: L[0]! },
        { id: 'corvin', area: L[0]! },
        { id: 'nsh-orc-spearmen', area: L[1]! },
        { id: 'ysshara', area: L[1]! },
      ]),
      ['ilvaine', 'corvin'],
      L[1]!,
      [4, 4],
      { group: true },
    );
    expect(rolls(g.events)[0]!.mods).toEqual([]);
  });

  it('AMB-10: the -2 applies when the regiments walk onto a character in a fortification his enemy holds, and the check is once per phase', () => {
    // Aurelian alone in Kharzum (a Demon castle, no garrison); the Demon's orcs come in: he rolls at -2
    const s = start(
      [
        { id: 'aurelian', area: '1604' },
        { id: 'kz-orcs', area: '1504' },
        { id: 'kz-bowmen', area: '1504' },
      ],
      { active: 'demon' },
    );
    const r = move(s, ['kz-orcs'], '1604', [4, 3]);
    expect(rolls(r.events)[0]).toMatchObject({
      owner: 'khozar',
      mods: [{ value: -2, to: 'character' }],
      result: 'captured',
    });
    // he escapes (6 - 2 against 1); a second regiment coming in the same phase makes no new check
    const t = move(s, ['kz-orcs'], '1604', [6, 1]);
    expect(rolls(t.events)[0]!.result).toBe('escapes');
    const again = move(t.state, ['kz-bowmen'], '1604', []);
    expect(rolls(again.events)).toEqual([]);
    expect(again.left).toBe(0);
  });

  it('AMB-11: a lone character in his own fortification when enemy regiments enter: a capture check, no siege, and the place changes hands', () => {
    const s = start(
      [
        { id: 'ilvaine', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1104' },
        { id: 'grokk', area: '1104' },
      ],
      { active: 'demon' },
    );
    expect(s.control.deansor).toBe('khozar');
    const r = move(s, ['nsh-orc-spearmen', 'grokk'], '1105', [6, 1]);
    expect(rolls(r.events)).toHaveLength(1);
    const done = act(r.state, 'demon', { type: 'done' });
    expect(ofType(done.events, 'siegeBegan')).toEqual([]);
    expect(ofType(done.events, 'sallyChosen')).toEqual([]);
    expect(done.state.control.deansor).toBe('demon');
    expect(status(done.state, 'ilvaine')).toMatchObject({ status: 'map', area: '1105' });
  });

  it('AMB-30: a garrison shut in its besieged walls does not shield a lone character arriving outside', () => {
    const siege = {
      '1105': {
        area: '1105',
        settlement: 'deansor',
        defender: 'khozar' as const,
        besieger: 'demon' as const,
        rounds: 1,
        inside: ['da-men-at-arms'],
      },
    };
    const s = start(
      [
        { id: 'ilvaine', area: '1104' },
        { id: 'da-men-at-arms', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1105' },
      ],
      { sieges: siege },
    );
    const r = move(s, ['ilvaine'], '1105', [6, 1]);
    expect(rolls(r.events)).toHaveLength(1);
  });
});
