/**
 * The limits of a sheet at hand-in (checklist 1.3, J-03, J-25, J-74): each
 * tested on both sides — the sheet at the limit is taken, one more is refused.
 */
import { describe, expect, it } from 'vitest';
import type { OrderInput } from './commands.ts';
import type { DomainId } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, rejects, sandbox } from './testkit.ts';

const DOC = 'princedom-of-docandragh' as DomainId;
const ZHA = 'zhainge-valley' as DomainId;
const LT = `${DOC}:lt1`;

const two = (sb: Parameters<typeof sandbox>[0] = {}) => sandbox({ round: 2, ...sb }, { regents: 2 });
const hand = (orders: OrderInput[]) => ({ type: 'handIn' as const, orders });
/** Taken: the sheet is in. */
const takes = (s: State, d: DomainId, orders: OrderInput[]) => {
  const r = act(s, d, hand(orders));
  expect(r.state.sheets[d]?.in).toBe(true);
};
const patch = (s: State, f: (x: State) => void): State => {
  const copy = structuredClone(s);
  f(copy);
  return copy;
};

const proclaim: OrderInput = { action: 'decree', as: 'court', variant: 'proclamation', targets: [] };
const rule = (p = 'docandragh'): OrderInput => ({ action: 'rule-province', as: 'domain', targets: [p] });
const attend = (who?: string, where = 'docandragh'): OrderInput => ({
  action: 'oversee',
  as: 'character',
  variant: 'attend',
  targets: [where],
  ...(who ? { overseer: who } : {}),
});

describe('1.3 the action economy of a sheet', () => {
  it('1.3 one domain action a round: one is taken, two are refused', () => {
    takes(two(), DOC, [rule()]);
    rejects(two(), DOC, hand([rule(), rule('caer-mollen')]), 'rule/one_domain_action');
  });

  it('1.3 1.4 court actions by the court table: Docandragh’s court of 4 gives 1; a second is refused', () => {
    takes(two(), DOC, [proclaim]);
    rejects(
      two(),
      DOC,
      hand([proclaim, { ...proclaim, variant: 'war', targets: [ZHA] }]),
      'rule/too_many_court_actions',
    );
  });

  it('1.3 1.11 each Council Chamber level adds a court action', () => {
    const s = patch(two(), (x) => {
      x.provinces.docandragh!.buildings = { ...x.provinces.docandragh!.buildings, 'council-chamber': 1 };
    });
    takes(s, DOC, [proclaim, { ...proclaim, variant: 'war', targets: [ZHA] }]);
    rejects(s, DOC, hand([proclaim, proclaim, proclaim]), 'rule/too_many_court_actions');
  });

  it('1.3 a realm action’s every target beyond the first costs a court action', () => {
    const agitate = (targets: string[]): OrderInput => ({ action: 'agitate', as: 'domain', targets });
    takes(two(), DOC, [agitate(['docandragh', 'caer-mollen'])]);
    rejects(two(), DOC, hand([agitate(['docandragh', 'caer-mollen']), proclaim]), 'rule/too_many_court_actions');
    rejects(two(), DOC, hand([agitate(['docandragh', 'caer-mollen', 'ennisfane'])]), 'rule/too_many_court_actions');
  });

  it('1.3 take ten costs a court action and needs an overseer with 5 in the skill: Aedric (Law 5) may, Nadira (Law 4) may not', () => {
    takes(two(), DOC, [{ ...rule(), takeTen: true }]);
    rejects(two(), DOC, hand([{ ...rule(), takeTen: true }, proclaim]), 'rule/too_many_court_actions');
    rejects(two(), ZHA, hand([{ ...rule('harsa'), takeTen: true }]), 'rule/take_ten_skill');
  });

  it('1.3 take ten is for domain actions only', () => {
    rejects(two(), DOC, hand([{ ...proclaim, takeTen: true }]), 'rule/take_ten_domain');
  });

  it('1.3 one character action per character: the regent and a lieutenant each take one; the regent twice is refused', () => {
    takes(two(), DOC, [attend(), attend(LT)]);
    rejects(two(), DOC, hand([attend(), attend(undefined, 'caer-mollen')]), 'rule/one_each');
  });

  it('1.3 a character of another court cannot act for this one', () => {
    rejects(two(), DOC, hand([attend(`${ZHA}:lt1`)]), 'rule/not_yours');
  });

  it('1.3 J-74 the lieutenant action is one a round, taken by a lieutenant, and uses one of the court’s actions', () => {
    const lieutenant: OrderInput = { ...proclaim, as: 'lieutenant', overseer: LT };
    takes(two(), DOC, [lieutenant]);
    rejects(two(), DOC, hand([lieutenant, proclaim]), 'rule/too_many_court_actions');
    rejects(two(), DOC, hand([{ ...proclaim, as: 'lieutenant' }]), 'rule/lieutenant_oversees');
    const rich = patch(two(), (x) => {
      x.provinces.docandragh!.buildings = { ...x.provinces.docandragh!.buildings, 'council-chamber': 2 };
      x.characters[`${DOC}:lt2`] = { ...x.characters[LT]!, id: `${DOC}:lt2` };
    });
    rejects(rich, DOC, hand([lieutenant, { ...lieutenant, overseer: `${DOC}:lt2` }]), 'rule/one_lieutenant_action');
  });

  it('1.3 a lieutenant on the lieutenant action takes no character action as well', () => {
    const lieutenant: OrderInput = { ...proclaim, as: 'lieutenant', overseer: LT };
    rejects(two(), DOC, hand([lieutenant, attend(LT)]), 'rule/one_each');
    takes(two(), DOC, [lieutenant, attend()]);
  });

  it('1.3 1.8 no extra RP on a lieutenant action or a lieutenant’s character action', () => {
    rejects(two(), DOC, hand([{ ...proclaim, as: 'lieutenant', overseer: LT, rp: 1 }]), 'rule/no_rp_for_lieutenants');
    rejects(two(), DOC, hand([{ ...attend(LT), rp: 1 }]), 'rule/no_rp_for_lieutenants');
    takes(two(), DOC, [{ ...rule(), rp: 3 }]);
  });

  it('1.3 a lieutenant action may be a free action such as casting a realm spell through the regent’s temples', () => {
    takes(two(), DOC, [{ action: 'cast-realm-spell', as: 'lieutenant', overseer: LT, targets: [] }]);
  });

  it('1.3 1.4 a minimal court (level 0) has no court action, and the regent oversees every domain action himself', () => {
    const minimal = two({
      holdings: [
        ...['qasr-zhainge', 'harsa', 'tazeen', 'sulqa', 'tamar-woods', 'upper-zhainge'].map((p) => ({
          province: p,
          type: 'law' as const,
          owner: ZHA,
          level: 0,
        })),
        ...['qasr-zhainge', 'harsa'].map((p) => ({ province: p, type: 'guild' as const, owner: ZHA, level: 0 })),
      ],
    });
    takes(minimal, ZHA, [rule('harsa')]);
    rejects(minimal, ZHA, hand([{ ...rule('harsa'), overseer: `${ZHA}:lt1` }]), 'rule/minimal_court');
    rejects(minimal, ZHA, hand([proclaim]), 'rule/too_many_court_actions');
    rejects(
      minimal,
      ZHA,
      hand([{ ...proclaim, as: 'lieutenant', overseer: `${ZHA}:lt1` }]),
      'rule/too_many_court_actions',
    );
  });

  it('1.9 #29 one overseer per action: Oversee joins a domain action of the sheet that names its overseer', () => {
    const join = (who: string | undefined, order: number): OrderInput => ({
      action: 'oversee',
      as: 'character',
      variant: 'action',
      targets: [],
      params: { order },
      ...(who ? { overseer: who } : {}),
    });
    takes(two(), DOC, [{ ...rule(), overseer: LT }, join(LT, 0)]);
    rejects(two(), DOC, hand([{ ...rule(), overseer: LT }, join(LT, 0), join(undefined, 0)]), 'rule/one_overseer');
    rejects(two(), DOC, hand([rule(), join(LT, 0)]), 'rule/overseer_mismatch');
    rejects(two(), DOC, hand([proclaim, join(LT, 0)]), 'rule/oversee_what');
  });

  it('J-03 free actions: one of each kind per subject a round, 30 in all', () => {
    const sail = (t: string): OrderInput => ({ action: 'move-ships', as: 'free', targets: [t] });
    takes(two(), DOC, [sail('s1'), sail('s2')]);
    rejects(two(), DOC, hand([sail('s1'), sail('s1')]), 'rule/one_free_each');
    const many = Array.from({ length: 30 }, (_, i) => sail(`s${i}`));
    takes(two(), DOC, many);
    rejects(two(), DOC, hand([...many, sail('s30')]), 'rule/too_many_free_actions');
  });

  it('1.3 an action is taken only as its listed kind; the closed list refuses the rest', () => {
    rejects(two(), DOC, hand([{ ...proclaim, as: 'domain' }]), 'rule/wrong_kind');
    rejects(two(), DOC, hand([{ action: 'oversee', as: 'domain', targets: [] }]), 'rule/wrong_kind');
    rejects(two(), DOC, hand([{ action: 'adventure', as: 'character', targets: [] }]), 'rule/not_offered');
  });
});
