import { it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { type OrdersBySeat, play, start } from '../../engine/runner.ts';
import { botCommand } from './bot.ts';
import { configSchema } from './config.ts';
import { demonlord } from './index.ts';
import type { State } from './rules/state.ts';
const SCENARIOS = [{}, { scenario: 'strategic' }, { scenario: 'extended', maxTurns: 20 }, { firstTurnRoll: true }, { tournament: true }];
it('diag', () => {
  for (let seed = 0; seed < 20; seed++) {
    const orders: OrdersBySeat = seed % 2 ? { demon: { sally: 'battle', siege: 'assault', windows: 'own', peace: 'yes' } } : {};
    const cfg = configSchema.parse(SCENARIOS[seed % 5]);
    let out = start(demonlord, cfg, { dice: seededDice(`g${seed}`), now: 0 });
    let s = out.state as State;
    const pick = seededDice(`pick${seed}`);
    const kinds: Record<string, number> = {};
    let step = 0;
    for (; !s.result && step < 20001; step++) {
      const ps = demonlord.pending(s);
      const p = ps[pick.int(0, ps.length - 1)]!;
      const k = s.stage?.kind ?? '?'; kinds[k] = (kinds[k] ?? 0) + 1;
      const c = botCommand(s, p.seat, pick)!;
      out = play(demonlord, s, p.seat, c, { dice: seededDice(`g${seed}:${step}`), now: 0 }, orders);
      s = out.state as State;
    }
    console.log(seed, step, 'turn', s.turn, s.result ? 'END' : 'RUNAWAY', JSON.stringify(kinds));
  }
});
