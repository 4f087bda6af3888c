import { it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { play } from '../../engine/runner.ts';
import { botCommand } from './bot.ts';
import { demonlord } from './index.ts';
import type { State } from './rules/state.ts';
import { sandbox } from './testkit.ts';
import { withSiege } from './sequence.kit.ts';
it('bot sieges', { timeout: 590_000 }, () => {
  const kinds: Record<string, number> = {};
  for (let seed = 0; seed < 40; seed++) {
    let s = sandbox({ active: seed % 2 ? 'demon' : 'khozar', turn: 3, warBegun: true, units: [
      { id: 'da-men-at-arms', area: '1105' }, { id: 'da-archers', area: '1105' }, { id: 'da-knights', area: '1105' }, { id: 'corvin', area: '1105' },
      { id: 'nsh-orc-spearmen', area: '1105' }, { id: 'nsh-orc-axemen', area: '1105' }, { id: 'nsh-orc-archers', area: '1105' }, { id: 'ysshara', area: '1105' }, { id: 'grokk', area: '1105' },
      { id: 'md-garrison', area: '1519' }, { id: 'md-archers', area: '1519' }, { id: 'tm-militia', area: '1519' }, { id: 'tm-spearmen', area: '1519' }, { id: 'brannoc', area: '1519' },
      { id: 'ilvaine', status: 'prisoner', captor: 'demon' }, { id: 'tm-guard', status: 'prisoner', captor: 'demon' }, { id: 'high-priest-of-ninkhiz', status: 'prisoner', captor: 'khozar' }, { id: 'nsh-ogres', status: 'prisoner', captor: 'khozar' },
      { id: 'nsh-black-guard', area: '0510' }, { id: 'aurelian', area: '0510' }, { id: 'tm-knights', area: '0510' },
    ]});
    s = withSiege(s, { area: '1105', settlement: 'deansor', defender: 'khozar', besieger: 'demon', rounds: 1 });
    s = withSiege(s, { area: '1519', settlement: 'midazu', defender: 'demon', besieger: 'khozar', rounds: 3 });
    s = withSiege(s, { area: '0510', settlement: 'timur', defender: 'khozar', besieger: 'demon', rounds: 0 });
    const pick = seededDice(`pick${seed}`);
    let step = 0;
    for (; !s.result && step < 3000 && s.turn < 8; step++) {
      const ps = demonlord.pending(s);
      const p = ps[pick.int(0, ps.length - 1)];
      if (!p) throw new Error(`seed ${seed} dead end ${JSON.stringify(s.stage)} step ${s.step}`);
      kinds[s.stage?.kind ?? 'none'] = (kinds[s.stage?.kind ?? 'none'] ?? 0) + 1;
      const c = botCommand(s, p.seat, pick);
      if (!c) throw new Error(`seed ${seed} no choices ${JSON.stringify(s.stage)}`);
      const out = play(demonlord, s, p.seat, c, { dice: seededDice(`g${seed}:${step}`), now: 0 }, seed % 3 ? {} : { khozar: { siegeLosses: 'weakest' } });
      s = out.state as State;
    }
  }
  console.log(kinds);
});
