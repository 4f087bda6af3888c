import { it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { play, start } from '../../engine/runner.ts';
import { botCommand } from './bot.ts';
import { configSchema } from './config.ts';
import { demonlord } from './index.ts';
import type { State } from './rules/state.ts';
it('bot', { timeout: 590_000 }, () => {
  const kinds: Record<string, number> = {};
  for (let seed = 0; seed < 8; seed++) {
    const cfg = configSchema.parse([{}, { scenario: 'strategic' }, { tournament: true }, { firstTurnRoll: true }][seed % 4]);
    let out = start(demonlord, cfg, { dice: seededDice(`g${seed}`), now: 0 });
    let s = out.state as State;
    const pick = seededDice(`pick${seed}`);
    let step = 0;
    for (; !s.result && step < 30000; step++) {
      const ps = demonlord.pending(s);
      const p = ps[pick.int(0, ps.length - 1)];
      if (!p) throw new Error(`seed ${seed} dead end ${JSON.stringify(s.stage)} step ${s.step}`);
      kinds[s.stage?.kind ?? 'none'] = (kinds[s.stage?.kind ?? 'none'] ?? 0) + 1;
      const c = botCommand(s, p.seat, pick);
      if (!c) throw new Error(`seed ${seed} no choices ${JSON.stringify(s.stage)}`);
      const orders = seed % 2 ? { khozar: { siegeLosses: 'weakest' } } : {};
      out = play(demonlord, s, p.seat, c, { dice: seededDice(`g${seed}:${step}`), now: 0 }, orders);
      s = out.state as State;
    }
    console.log(seed, step, s.turn, s.result?.summary);
  }
  console.log(kinds);
});
