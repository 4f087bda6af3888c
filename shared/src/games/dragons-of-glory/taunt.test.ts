/**
 * The kender taunt (DG-KEN-01..09) and its window between the mover's
 * Movement and Combat Steps (DG-TURN-09). The Highlord moves; Whitestone's
 * kender of Hylo stand on 3613 and those of Goodlund on 3513, with Red
 * Infantry I on 3612 (next to 3613 only) and Red Infantry II and III on 3614
 * (next to both); Blue Infantry I on 3611 is next to no kender.
 */
import { describe, expect, it } from 'vitest';
import {
  attack,
  choicesOf,
  dragonsOfGlory,
  modsOf,
  ofType,
  type Placed,
  refuses,
  send,
  start,
  withResult,
} from './combat.testkit.ts';
import { getHexside } from './data/index.ts';
import type { State } from './rules/state.ts';

const base = (extra: Placed[] = []) =>
  start(
    [
      { id: 'hylo-kender-1', hex: '3613' },
      { id: 'hylo-kender-2', hex: '3613' },
      { id: 'goodlund-kender-1', hex: '3513' },
      { id: 'goodlund-kender-2', hex: '3513' },
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3614' },
      { id: 'red-inf-3', hex: '3614' },
      { id: 'blue-inf-1', hex: '3611' },
      ...extra,
    ],
    { step: 'movement' },
  );
/** The Highlord ends its movement: the taunt window opens (or the Combat Step begins). */
const window = (s: State) => send(s, 'highlord', { type: 'endMovement' }).state;
const taunt = (s: State, kender: string, target: string, dice: number[]) =>
  send(s, 'whitestone', { type: 'taunt', kender, target }, dice);

describe('the kender taunt', () => {
  it('DG-KEN-01 the kender side taunts after the enemy has moved and before it attacks', () => {
    const s = base();
    refuses(s, 'whitestone', { type: 'taunt', kender: '3613', target: '3612' }, 'not_your_turn');
    const w = window(s);
    expect(w.stage).toEqual({ kind: 'taunt', side: 'whitestone' });
    expect(w.step).toBe('movement');
    const none = start(
      [
        { id: 'hylo-kender-1', hex: '3613' },
        { id: 'red-inf-1', hex: '3511' },
      ],
      { step: 'movement' },
    );
    expect(window(none).stage).toEqual({ kind: 'combat', side: 'highlord' });
  });

  it('DG-KEN-02 only an enemy stack next to the kender may be taunted; a mountain hexside parts them', () => {
    const w = window(base());
    expect(
      choicesOf(w, 'whitestone')
        .filter((c) => c.command.type === 'taunt')
        .map((c) => c.command),
    ).toEqual([
      { type: 'taunt', kender: '3513', target: '3614' },
      { type: 'taunt', kender: '3613', target: '3612' },
      { type: 'taunt', kender: '3613', target: '3614' },
    ]);
    refuses(w, 'whitestone', { type: 'taunt', kender: '3613', target: '3611' }, 'not_adjacent');
    expect(getHexside('3511', '3412').mountain).toBe(true);
    const hills = start(
      [
        { id: 'hylo-kender-1', hex: '3511' },
        { id: 'blode-ogres-1', hex: '3412' },
      ],
      { step: 'movement' },
    );
    expect(window(hills).stage).toEqual({ kind: 'combat', side: 'highlord' });
  });

  it('DG-KEN-03 the kender side picks the stack to taunt', () => {
    const w = window(base());
    expect(choicesOf(w, 'highlord')).toEqual([]);
    refuses(w, 'highlord', { type: 'taunt', kender: '3613', target: '3612' }, 'not_your_turn');
    expect(choicesOf(w, 'whitestone').find((c) => c.command.type === 'taunt')?.label).toBe(
      'Taunt Red Infantry II and Red Infantry III in plains of Highlord Dominion (3614) from plains of Highlord Dominion (3513): on 4-6 they must attack at -2',
    );
  });

  it('DG-KEN-04 a d6 for the taunted stack: 1-3 nothing happens, 4-6 it must attack the kender at once', () => {
    const w = window(base());
    const miss = taunt(w, '3613', '3614', [3]);
    expect(ofType(miss.events, 'tauntRolled')[0]).toMatchObject({ die: 3, success: false });
    expect(ofType(miss.events, 'battleDeclared')).toEqual([]);
    expect(miss.state.stage).toEqual({ kind: 'taunt', side: 'whitestone' });
    // 8 against 4 is 2-1; -2 on a 4 makes 2: 1/1, taken at once on both sides.
    const hit = taunt(w, '3613', '3614', [4, 4]);
    expect(ofType(hit.events, 'tauntRolled')[0]).toMatchObject({ die: 4, success: true });
    expect(ofType(hit.events, 'battleDeclared')[0]).toMatchObject({
      hex: '3613',
      attacker: 'highlord',
      attackers: ['red-inf-2', 'red-inf-3'],
      taunt: true,
    });
  });

  it('DG-KEN-05 the taunted stack attacks alone, with -2 besides every other modifier', () => {
    const w = window(base([{ id: 'verminaard', hex: '3614' }]));
    const hit = taunt(w, '3613', '3614', [6, 4]);
    expect(ofType(hit.events, 'battleDeclared')[0]!.attackers).toEqual(['red-inf-2', 'red-inf-3']);
    expect(modsOf(hit.events).map((m) => [m.rule, m.value])).toEqual([
      ['DG-DRM-01', 2],
      ['DG-DRM-10', -2],
    ]);
    expect(hit.state.flags['red-inf-1']?.attacked).toBeUndefined();
  });

  it('DG-KEN-06 one taunt a kender stack a Turn; a stack may be taunted until one succeeds, then no more', () => {
    const w = window(
      base([
        { id: 'goodlund-kender-3', hex: '3714' },
        { id: 'green-inf-1', hex: '3713' },
      ]),
    );
    const miss = taunt(w, '3613', '3614', [1]).state;
    refuses(miss, 'whitestone', { type: 'taunt', kender: '3613', target: '3612' }, 'no_kender');
    const hit = taunt(miss, '3513', '3614', [6, 4]).state;
    expect(hit.stage).toEqual({ kind: 'taunt', side: 'whitestone' });
    expect(
      choicesOf(hit, 'whitestone')
        .filter((c) => c.command.type === 'taunt')
        .map((c) => c.command),
    ).toEqual([{ type: 'taunt', kender: '3714', target: '3713' }]);
    refuses(hit, 'whitestone', { type: 'taunt', kender: '3714', target: '3614' }, 'no_target');
  });

  it('DG-KEN-07 armies that attacked because of a taunt do not attack in the Combat Step', () => {
    // The Goodlund stack's one target has attacked, the Hylo stack has tried: the window closes by itself.
    const combat = taunt(window(base()), '3613', '3614', [4, 4]).state;
    expect(combat.stage).toEqual({ kind: 'combat', side: 'highlord' });
    refuses(combat, 'highlord', { type: 'attack', hex: '3613', units: ['red-inf-2'] }, 'already_attacked');
    refuses(combat, 'highlord', { type: 'attack', hex: '3513', units: ['red-inf-3'] }, 'already_attacked');
  });

  it('DG-KEN-08 other armies may still attack the taunting kender in the Combat Step', () => {
    const hit = taunt(window(base()), '3613', '3614', [4, 4]);
    expect(ofType(hit.events, 'attackedHex')).toEqual([]);
    const combat = hit.state;
    expect(combat.stage).toEqual({ kind: 'combat', side: 'highlord' });
    expect(combat.attackedHexes).toEqual([]);
    const r = attack(combat, '3613', ['red-inf-1'], [5]);
    expect(ofType(r.events, 'battleDeclared')[0]).toMatchObject({ hex: '3613', attackers: ['red-inf-1'] });
    expect(r.events.some((e) => e.type === 'battleDeclared' && e.taunt)).toBe(false);
  });

  it('DG-KEN-09 a kender stack holds only kender: the taunt is theirs, and no other army retreats in among them', () => {
    const w = window(base([{ id: 'hylo-mayor', hex: '3613' }]));
    expect(ofType(taunt(w, '3613', '3612', [2]).events, 'tauntRolled')[0]!.kender).toEqual([
      'hylo-kender-1',
      'hylo-kender-2',
    ]);
    const among = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'hylo-kender-1', hex: '3614' },
      { id: 'goodlund-kender-1', hex: '3513' },
    ]);
    const r = withResult(among, '3613', ['red-inf-1', 'red-inf-2'], { attacker: '-', defender: 'R' });
    expect(ofType(r.events, 'eliminated')[0]).toMatchObject({
      units: ['qualinesti-foot-1'],
      why: 'no hex to retreat to',
    });
    const friends = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'tower-knights-1', hex: '3614' },
      { id: 'goodlund-kender-1', hex: '3513' },
    ]);
    const f = withResult(friends, '3613', ['red-inf-1', 'red-inf-2'], { attacker: '-', defender: 'R' });
    expect(ofType(f.events, 'retreated')[0]!.moves).toEqual([{ id: 'qualinesti-foot-1', to: '3614' }]);
  });

  it('DG-TURN-09 the window is the non-moving side’s; when it closes the mover’s Combat Step begins', () => {
    const w = window(base());
    expect(dragonsOfGlory.onTimeout!(w, 'whitestone')).toEqual({ type: 'endTaunts' });
    const c = send(w, 'whitestone', { type: 'endTaunts' }).state;
    expect(c.step).toBe('combat');
    expect(c.stage).toEqual({ kind: 'combat', side: 'highlord' });
    // Once every kender stack has tried, the window closes by itself.
    const a = taunt(w, '3613', '3612', [1]).state;
    expect(taunt(a, '3513', '3614', [2]).state.stage).toEqual({ kind: 'combat', side: 'highlord' });
  });
});
