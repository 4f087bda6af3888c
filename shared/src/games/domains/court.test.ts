/**
 * The court and the regent's person (checklist 1.9 #1, #5, #14, #15, #23,
 * #29, #35; 1.7.4; 1.7.5): every ceremony, decree and agreement played
 * through a round with scripted dice (initiative d20s first, then each
 * action's d20 in initiative order), sandboxed in round 2 so no turn-start
 * roll intervenes.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import type { DomainId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import type { OrderContext } from './rules/actions/index.ts';
import { RAISE_BLOODLINE, raiseBloodline, regencySwing } from './rules/actions/court.ts';
import type { BackingState, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, ofType, rejects, sandbox } from './testkit.ts';

const DOC = 'princedom-of-docandragh' as DomainId;
const ZHA = 'zhainge-valley' as DomainId;
const HOLLOW = 'hollow-crown' as DomainId;

type Sheets = Partial<Record<DomainId, OrderInput[]>>;
type Backs = Partial<Record<DomainId, BackingState[]>>;

/** Every regent hands in; the last hand-in resolves the round with these dice. */
function round(s: State, sheets: Sheets, dice: number[] = [], backing: Backs = {}) {
  let state = s;
  let events: DmEvent[] = [];
  let left = 0;
  s.regents.forEach((d, i) => {
    const last = i === s.regents.length - 1;
    const r = act(state, d, { type: 'handIn', orders: sheets[d] ?? [], backing: backing[d] ?? [] }, last ? dice : []);
    state = r.state;
    events = r.events;
    left = r.left;
  });
  return { state, events, left, resolved: ofType(events, 'actionResolved') };
}

const two = (sb: Parameters<typeof sandbox>[0] = {}) => sandbox({ round: 2, ...sb }, { regents: 2 });
const gb = (s: State, d: DomainId) => s.domains[d].gb;
const rp = (s: State, d: DomainId) => s.domains[d].rp;
const patch = (s: State, f: (x: State) => void): State => {
  const copy = structuredClone(s);
  f(copy);
  return copy;
};

describe('1.9 #5 Ceremony (1.9.1)', () => {
  const claim = () => two({ holdings: [{ province: 'dur-hamma', type: 'guild', owner: ZHA, level: 0 }] });

  it('1.9.1 J-26 Coronation: a blooded claimant with a holding in the unclaimed domain is crowned, unopposed without a roll; J-25 its dormant temple officiates for 2 GB', () => {
    const s = claim();
    const before = gb(s, ZHA);
    const r = round(
      s,
      { [ZHA]: [{ action: 'ceremony', as: 'domain', variant: 'coronation', targets: [HOLLOW] }] },
      [7],
    );
    expect(r.left).toBe(0);
    const [c] = r.resolved;
    expect(c).toMatchObject({ ok: true, roll: null });
    expect(c!.text).toContain('crowned ruler of the Hollow Crown');
    expect(c!.text).toContain('for 2 GB (J-25)');
    expect(gb(r.state, ZHA)).toBe(before - 2);
    for (const p of ['qalat-sabir', 'tell-ashra', 'dur-hamma', 'nimrit', 'ruma', 'sahl-al-ward'])
      expect(r.state.provinces[p]!.ruler).toBe(ZHA);
    expect(Object.values(r.state.holdings).some((h) => h.owner === HOLLOW)).toBe(false);
    expect(r.state.holdings[`dur-hamma:law:${ZHA}`]).toMatchObject({ level: 2, owner: ZHA });
    expect(r.state.domains[HOLLOW].crownedBy).toBe(ZHA);
    expect(r.state.domains[ZHA].deeds).toEqual([{ id: 'coronation', round: 2 }]);
  });

  it('J-26 Coronation needs a claim: no holding in its provinces and no hold on its capital fails in words, unpaid', () => {
    const s = two();
    const r = round(
      s,
      { [ZHA]: [{ action: 'ceremony', as: 'domain', variant: 'coronation', targets: [HOLLOW] }] },
      [7],
    );
    expect(r.resolved[0]).toMatchObject({ ok: false });
    expect(r.resolved[0]!.text).toContain('has no claim to the Hollow Crown');
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA));
    expect(r.state.provinces['dur-hamma']!.ruler).toBe(HOLLOW);
  });

  it('J-26 Coronation: occupying the capital is a claim too', () => {
    const s = patch(two(), (x) => {
      x.provinces['dur-hamma']!.occupiedBy = ZHA;
    });
    const r = round(
      s,
      { [ZHA]: [{ action: 'ceremony', as: 'domain', variant: 'coronation', targets: [HOLLOW] }] },
      [7],
    );
    expect(r.resolved[0]).toMatchObject({ ok: true });
  });

  it('1.9.1 Coronation opposed by an entitled regent: rolled at DC 0 + the domain’s 13 holdings and provinces, both sides of the DC', () => {
    const s = two({
      holdings: [
        { province: 'dur-hamma', type: 'guild', owner: ZHA, level: 0 },
        { province: 'nimrit', type: 'law', owner: DOC, level: 0 },
      ],
    });
    const sheets: Sheets = { [ZHA]: [{ action: 'ceremony', as: 'domain', variant: 'coronation', targets: [HOLLOW] }] };
    const backing: Backs = { [DOC]: [{ domain: ZHA, order: 0, side: 'oppose', rp: 3, gb: 0 }] };
    const probe = round(s, sheets, [7, 20], backing);
    const roll = probe.resolved[0]!.roll!;
    expect(roll.base).toBe(0);
    expect(roll.mods).toContainEqual({ label: 'the Hollow Crown’s holdings and provinces', value: 13, ref: '1.9.1' });
    expect(roll.mods.some((m) => m.value === 3 && m.ref === 'J-16')).toBe(true);
    expect(probe.left).toBe(0);
    const fail = round(s, sheets, [7, roll.dc - 1], backing);
    expect(fail.resolved[0]).toMatchObject({ ok: false });
    expect(fail.state.provinces['dur-hamma']!.ruler).toBe(HOLLOW);
    const win = round(s, sheets, [7, roll.dc], backing);
    expect(win.resolved[0]).toMatchObject({ ok: true });
    expect(win.state.provinces['dur-hamma']!.ruler).toBe(ZHA);
  });

  it('1.9.1 Coronation of a domain with a lawful ruler is refused in words', () => {
    const r = round(
      two(),
      { [ZHA]: [{ action: 'ceremony', as: 'domain', variant: 'coronation', targets: [DOC] }] },
      [7],
    );
    expect(r.resolved[0]!.ok).toBe(false);
    expect(r.resolved[0]!.text).toContain('has a lawful ruler');
  });

  it('J-25 a state religion alone officiates for its ruler: without its priest’s officiate order the Ceremony fails; with it, 1 GB', () => {
    const s = patch(claim(), (x) => {
      x.domains[ZHA].stateReligion = DOC;
    });
    const order: OrderInput = { action: 'ceremony', as: 'domain', variant: 'coronation', targets: [HOLLOW] };
    const none = round(s, { [ZHA]: [order] }, [7]);
    expect(none.resolved[0]!.ok).toBe(false);
    expect(none.resolved[0]!.text).toContain('the state religion of the Sheikhdom of the Zhaïnge Valley');
    const officiate: OrderInput = { action: 'ceremony', as: 'court', variant: 'officiate', targets: [ZHA] };
    const r = round(s, { [ZHA]: [order], [DOC]: [officiate] }, [5, 9]);
    const mine = r.resolved.find((e) => e.domain === ZHA)!;
    expect(mine.ok).toBe(true);
    expect(mine.text).toContain('Aedric Mollen of the Princedom of Docandragh officiates');
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
  });

  it('J-25 the officiate order is a court action of a priest regent: as a domain action it is refused', () => {
    rejects(
      two(),
      DOC,
      { type: 'handIn', orders: [{ action: 'ceremony', as: 'domain', variant: 'officiate', targets: [ZHA] }] },
      'rule/wrong_kind',
    );
  });

  it('J-25 a regent who is no priest cannot officiate', () => {
    const r = round(two(), { [ZHA]: [{ action: 'ceremony', as: 'court', variant: 'officiate', targets: [DOC] }] }, [7]);
    expect(r.resolved[0]!.ok).toBe(false);
    expect(r.resolved[0]!.text).toContain('is no priest');
  });

  const guild = `harsa:guild:${ZHA}`;
  const give = (att = true): Sheets => ({
    [ZHA]: [
      { action: 'ceremony', as: 'domain', variant: 'transfer', targets: [guild], params: { with: DOC } },
      { action: 'oversee', as: 'character', variant: 'attend', targets: ['harsa'] },
    ],
    [DOC]: [
      { action: 'ceremony', as: 'domain', variant: 'transfer', targets: [guild], params: { with: ZHA } },
      ...(att ? [{ action: 'oversee' as const, as: 'character' as const, variant: 'attend', targets: ['harsa'] }] : []),
    ],
  });

  it('1.9.1 J-29 Transfer: both regents order it and attend; a guild passes without a priest, 1 GB each', () => {
    const s = two();
    const r = round(s, give(), [10, 5]);
    expect(r.state.holdings[guild]).toBeUndefined();
    expect(r.state.holdings[`harsa:guild:${DOC}`]).toMatchObject({ level: 1, owner: DOC });
    const z = r.resolved.find((e) => e.domain === ZHA && e.order.action === 'ceremony')!;
    expect(z.text).toContain(
      'hands the Sheikhdom of the Zhaïnge Valley’s guild (1) in Harsa to the Princedom of Docandragh',
    );
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
    expect(gb(r.state, DOC)).toBe(gb(s, DOC) - 1);
  });

  it('1.9.1 Transfer: a regent who does not attend in person stops it', () => {
    const r = round(two(), give(false), [10, 5]);
    expect(r.state.holdings[guild]).toMatchObject({ owner: ZHA });
    const d = r.resolved.find((e) => e.domain === DOC && e.order.action === 'ceremony')!;
    expect(d.ok).toBe(false);
    expect(d.text).toContain('is not at Harsa');
  });

  it('J-29 Transfer without the other regent’s matching order fails', () => {
    const sheets = give();
    sheets[DOC] = [];
    const r = round(two(), sheets, [5]);
    expect(r.resolved[0]!.ok).toBe(false);
    expect(r.resolved[0]!.text).toContain('gave no matching Transfer');
  });

  const occupied = () =>
    patch(two(), (x) => {
      x.provinces.brecanmoor!.occupiedBy = ZHA;
      x.provinces.brecanmoor!.occupiedSince = 1;
    });
  const divest: OrderInput = { action: 'ceremony', as: 'domain', variant: 'divestiture', targets: ['brecanmoor'] };

  it('1.9.1 Divestiture: DC 10 + province level, rolled; both sides; J-66 a deed; J-28 a fellow Khinasi divested is a minor regency loss', () => {
    const s = occupied();
    const probe = round(s, { [ZHA]: [divest] }, [5, 20]);
    const roll = probe.resolved[0]!.roll!;
    expect(roll.base).toBe(10);
    expect(roll.mods[0]).toEqual({ label: 'Brecanmoor is of level 1', value: 1, ref: '1.9.1' });
    const fail = round(s, { [ZHA]: [divest] }, [5, roll.dc - 1]);
    expect(fail.resolved[0]!.ok).toBe(false);
    expect(fail.state.provinces.brecanmoor!.ruler).toBe(DOC);
    const win = round(s, { [ZHA]: [divest] }, [5, roll.dc]);
    expect(win.resolved[0]!.ok).toBe(true);
    expect(win.state.provinces.brecanmoor!.ruler).toBe(ZHA);
    expect(win.state.provinces.brecanmoor!.occupiedBy).toBeNull();
    expect(win.state.domains[ZHA].deeds).toEqual([{ id: 'divestiture', round: 2 }]);
    // a minor loss is a quarter of the score 25, rounded down (J-77): 6 RP
    expect(rp(win.state, ZHA)).toBe(rp(s, ZHA) - 6);
  });

  it('1.9.1 Divestiture needs an occupation or a successful contest', () => {
    const r = round(two(), { [ZHA]: [divest] }, [5]);
    expect(r.resolved[0]!.ok).toBe(false);
    expect(r.resolved[0]!.roll).toBeNull();
    expect(r.resolved[0]!.text).toContain('neither occupied Brecanmoor nor successfully contested it');
    const contested = patch(two(), (x) => {
      x.provinces.brecanmoor!.contestedBy = ZHA;
    });
    const ok = round(contested, { [ZHA]: [divest] }, [5, 20]);
    expect(ok.resolved[0]!.ok).toBe(true);
  });

  it('1.9.1 J-30 Vassalage: both take it the same round; the vassal owes 1 RP per province and holding; a player priest officiates for 1 GB', () => {
    const s = two();
    const r = round(
      s,
      {
        [DOC]: [
          { action: 'ceremony', as: 'domain', variant: 'vassalage', targets: [ZHA], params: { liege: DOC } },
          { action: 'ceremony', as: 'court', variant: 'officiate', targets: [DOC, ZHA] },
        ],
        [ZHA]: [{ action: 'ceremony', as: 'domain', variant: 'vassalage', targets: [DOC], params: { liege: DOC } }],
      },
      [10, 5],
    );
    expect(r.state.domains[ZHA]).toMatchObject({ vassalOf: DOC, tribute: 6 + 8 });
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
    expect(gb(r.state, DOC)).toBe(gb(s, DOC) - 1);
  });

  it('1.9.1 Vassalage with different liege or tribute does not bind', () => {
    const r = round(
      two(),
      {
        [DOC]: [{ action: 'ceremony', as: 'domain', variant: 'vassalage', targets: [ZHA], params: { liege: DOC } }],
        [ZHA]: [
          {
            action: 'ceremony',
            as: 'domain',
            variant: 'vassalage',
            targets: [DOC],
            params: { liege: DOC, tribute: 2 },
          },
        ],
      },
      [10, 5],
    );
    expect(r.state.domains[ZHA].vassalOf).toBeNull();
    expect(r.resolved.every((e) => !e.ok)).toBe(true);
  });

  it('1.9.1 Bloodline Investiture to an unblooded lieutenant: he takes strength, derivation and score; the giver is left unblooded and holds no RP', () => {
    const s = two();
    const r = round(
      s,
      {
        [DOC]: [
          {
            action: 'ceremony',
            as: 'domain',
            variant: 'bloodline-investiture',
            targets: [`${DOC}:lt1`],
          },
          { action: 'ceremony', as: 'court', variant: 'officiate', targets: [DOC] },
        ],
      },
      [5],
    );
    const lt = r.state.characters[`${DOC}:lt1`]!;
    const giver = s.characters[`${DOC}:regent`]!;
    expect(lt.build.bloodline).toEqual(giver.build.bloodline);
    expect(lt.score).toBe(25);
    expect(r.state.characters[`${DOC}:regent`]).toMatchObject({ score: null });
    expect(r.state.characters[`${DOC}:regent`]!.build.bloodline).toBeNull();
    expect(rp(r.state, DOC)).toBe(0);
  });

  it('1.9.1 Bloodline Investiture to another domain’s character takes both sheets: each pays its Ceremony, the bloodline passes at the later slot', () => {
    const s = two();
    const yusuf = `${ZHA}:lt1`;
    const give: OrderInput[] = [
      { action: 'ceremony', as: 'domain', variant: 'bloodline-investiture', targets: [yusuf] },
      // Aedric attends Qasr Zhaïnge, where Yusuf stands, and officiates for both as a priest
      { action: 'oversee', as: 'character', variant: 'attend', targets: ['qasr-zhainge'] },
      { action: 'ceremony', as: 'court', variant: 'officiate', targets: [DOC, ZHA] },
    ];
    const receive: OrderInput[] = [
      { action: 'ceremony', as: 'domain', variant: 'bloodline-investiture', targets: [yusuf], params: { from: DOC } },
    ];
    const giver = s.characters[`${DOC}:regent`]!;
    // either side may act first (initiative d20s: Docandragh, then the Zhaïnge Valley)
    for (const dice of [
      [10, 5],
      [5, 10],
    ]) {
      const r = round(s, { [DOC]: give, [ZHA]: receive }, dice);
      const halves = r.resolved.filter((e) => e.order.variant === 'bloodline-investiture');
      expect(halves.map((e) => e.ok)).toEqual([true, true]);
      expect(halves[0]!.text).toContain('passes when');
      expect(halves[1]!.text).toContain('Aedric Mollen passes his bloodline to Yusuf of Harsa (score 25)');
      expect(r.state.characters[yusuf]).toMatchObject({ score: 25 });
      expect(r.state.characters[yusuf]!.build.bloodline).toEqual(giver.build.bloodline);
      expect(r.state.characters[`${DOC}:regent`]).toMatchObject({ score: null });
      // the receiving regent keeps her own bloodline; the giver's domain holds no RP
      expect(r.state.characters[`${ZHA}:regent`]).toEqual(s.characters[`${ZHA}:regent`]);
      expect(rp(r.state, DOC)).toBe(0);
      expect(gb(r.state, DOC)).toBe(gb(s, DOC) - 1);
      expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
    }
    // either half alone fails in words, unpaid, and nothing passes
    const alone = round(s, { [ZHA]: receive }, [5]);
    expect(alone.resolved[0]).toMatchObject({ ok: false });
    expect(alone.resolved[0]!.text).toContain('gave no matching order');
    expect(alone.state.characters[`${ZHA}:regent`]).toEqual(s.characters[`${ZHA}:regent`]);
    expect(alone.state.characters[yusuf]!.build.bloodline).toBeNull();
    expect(gb(alone.state, ZHA)).toBe(gb(s, ZHA));
    const lone = round(s, { [DOC]: give }, [5]);
    expect(lone.resolved.find((e) => e.order.variant === 'bloodline-investiture')).toMatchObject({ ok: false });
    expect(lone.state.characters[`${DOC}:regent`]!.build.bloodline).toEqual(giver.build.bloodline);
  });

  it('1.9.1 Designation names blooded heirs without a priest; an unblooded one is refused in words', () => {
    const order: OrderInput = { action: 'ceremony', as: 'domain', variant: 'designation', targets: [`${DOC}:lt1`] };
    const no = round(two(), { [DOC]: [order] }, [5]);
    expect(no.resolved[0]!.ok).toBe(false);
    expect(no.resolved[0]!.text).toContain('Maeve Tarrow cannot be named heir');
    const s = patch(two(), (x) => {
      const lt = x.characters[`${DOC}:lt1`]!;
      lt.build = { ...lt.build, bloodline: { derivation: 'anduiras', strength: 'minor', power: 15 } };
      lt.score = 15;
    });
    const yes = round(s, { [DOC]: [order] }, [5]);
    expect(yes.resolved[0]!.ok).toBe(true);
    expect(yes.state.domains[DOC].heirs).toEqual([`${DOC}:lt1`]);
    expect(gb(yes.state, DOC)).toBe(gb(s, DOC) - 1);
  });
});

describe('1.9 #14 Decree (1.9.2, J-13, J-14)', () => {
  it('1.9.2 war is declared by Decree at no cost: both are at war', () => {
    const s = two();
    const r = round(s, { [ZHA]: [{ action: 'decree', as: 'court', variant: 'war', targets: [DOC] }] }, [5]);
    expect(r.resolved[0]).toMatchObject({
      ok: true,
      text: 'The Sheikhdom of the Zhaïnge Valley declares war on the Princedom of Docandragh.',
    });
    expect(r.state.domains[ZHA].atWarWith).toEqual([DOC]);
    expect(r.state.domains[DOC].atWarWith).toEqual([ZHA]);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA));
  });

  it('J-13 a proclamation costs 1 GB and changes nothing; a Decree the treasury cannot pay fails in words', () => {
    const s = two();
    const r = round(s, { [ZHA]: [{ action: 'decree', as: 'court', variant: 'proclamation', targets: [] }] }, [5]);
    expect(r.resolved[0]!.ok).toBe(true);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
    const poor = two({ treasury: { [ZHA]: { gb: 0, rp: 5 } } });
    const p = round(poor, { [ZHA]: [{ action: 'decree', as: 'court', variant: 'proclamation', targets: [] }] }, [5]);
    expect(p.resolved[0]!.ok).toBe(false);
    expect(p.resolved[0]!.text).toContain('cannot pay the 1 GB of a Decree');
  });

  it('R-08 J-78 a free Decree needs a world-class court for the three previous rounds: refused at 2 rounds, free at 3', () => {
    const court10 = (since: number) =>
      patch(two({ round: 5, holdings: [{ province: 'qasr-zhainge', type: 'law', owner: ZHA, level: 10 }] }), (x) => {
        x.domains[ZHA].court10Since = since;
      });
    const order: OrderInput = { action: 'decree', as: 'free', variant: 'proclamation', targets: [] };
    const early = round(court10(3), { [ZHA]: [order] }, [5]);
    expect(early.resolved[0]!.ok).toBe(false);
    expect(early.resolved[0]!.text).toContain('three previous rounds');
    const s = court10(2);
    const r = round(s, { [ZHA]: [order] }, [5]);
    expect(r.resolved[0]!.ok).toBe(true);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA));
  });

  it('J-14 a tax Decree (rules/economy.ts applyTaxDecree) costs 1 GB when it takes effect; a second one the same round fails unpaid', () => {
    const s = sandbox(
      { round: 2, holdings: [{ province: 'qasr-zhainge', type: 'guild', owner: DOC, level: 1 }] },
      { regents: 2 },
    );
    const order = (as: 'court' | 'lieutenant'): OrderInput => ({
      action: 'decree',
      as,
      variant: 'tax',
      targets: ['harsa'],
      params: { change: 1 },
      ...(as === 'lieutenant' ? { overseer: `${ZHA}:lt1` } : {}),
    });
    const one = round(s, { [ZHA]: [order('court')] }, [5]);
    expect(one.resolved[0]!.ok).toBe(true);
    expect(one.state.provinces.harsa!.tax).toBe(1);
    expect(gb(one.state, ZHA)).toBe(gb(s, ZHA) - 1);
    const council = patch(s, (x) => {
      x.provinces['qasr-zhainge']!.buildings = { ...x.provinces['qasr-zhainge']!.buildings, 'council-chamber': 1 };
    });
    const twice = round(council, { [ZHA]: [order('court'), order('lieutenant')] }, [5]);
    expect(twice.resolved[1]!.ok).toBe(false);
    expect(twice.resolved[1]!.text).toContain('one tax Decree');
    expect(gb(twice.state, ZHA)).toBe(gb(s, ZHA) - 1);
  });

  it('J-14 a tax Decree that changes nothing fails and costs nothing', () => {
    const s = two();
    const r = round(
      s,
      { [ZHA]: [{ action: 'decree', as: 'court', variant: 'tax', targets: ['harsa'], params: { change: 0 } }] },
      [5],
    );
    expect(r.resolved[0]!.ok).toBe(false);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA));
  });

  it('1.9.2 cancelling an alliance by Decree ends it for both', () => {
    const s = patch(two(), (x) => {
      x.domains[DOC].allies = [ZHA];
      x.domains[ZHA].allies = [DOC];
    });
    const r = round(
      s,
      { [ZHA]: [{ action: 'decree', as: 'court', variant: 'cancel', targets: [DOC], params: { what: 'alliance' } }] },
      [5],
    );
    expect(r.resolved[0]!.ok).toBe(true);
    expect(r.state.domains[DOC].allies).toEqual([]);
    expect(r.state.domains[ZHA].allies).toEqual([]);
  });

  it('J-13 lifting one’s own embargo ends it (and a coalition’s)', () => {
    const s = patch(two(), (x) => {
      x.provinces.harsa!.embargo = [DOC, ZHA];
    });
    const r = round(s, { [DOC]: [{ action: 'decree', as: 'court', variant: 'lift-embargo', targets: [] }] }, [5]);
    expect(r.resolved[0]!.text).toBe('The Princedom of Docandragh lifts its embargo on Harsa.');
    expect(r.state.provinces.harsa!.embargo).toEqual([]);
    const none = round(
      two(),
      { [DOC]: [{ action: 'decree', as: 'court', variant: 'lift-embargo', targets: [] }] },
      [5],
    );
    expect(none.resolved[0]!.ok).toBe(false);
  });
});

describe('1.9 #15 Diplomacy (J-21, J-22, J-23)', () => {
  const ally = (place: string, as: 'court' | 'free' = 'court'): OrderInput => ({
    action: 'diplomacy',
    as,
    variant: 'alliance',
    targets: [],
    params: { place },
  });
  const to = (o: OrderInput, d: DomainId): OrderInput => ({ ...o, targets: [d] });

  it('J-22 an alliance: both parties the same round at the same place, 1 GB each', () => {
    const s = two();
    const r = round(s, { [DOC]: [to(ally('harsa'), ZHA)], [ZHA]: [to(ally('harsa'), DOC)] }, [10, 5]);
    expect(r.state.domains[DOC].allies).toEqual([ZHA]);
    expect(r.state.domains[ZHA].allies).toEqual([DOC]);
    expect(gb(r.state, DOC)).toBe(gb(s, DOC) - 1);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
    expect(r.resolved[1]!.text).toBe('The Sheikhdom of the Zhaïnge Valley and the Princedom of Docandragh are allies.');
  });

  it('J-22 orders that differ (another meeting place) make no agreement, and each party still pays', () => {
    const s = two();
    const r = round(s, { [DOC]: [to(ally('harsa'), ZHA)], [ZHA]: [to(ally('tazeen'), DOC)] }, [10, 5]);
    expect(r.state.domains[DOC].allies).toEqual([]);
    expect(r.resolved.every((e) => !e.ok)).toBe(true);
    expect(gb(r.state, DOC)).toBe(gb(s, DOC) - 1);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
  });

  it('J-22 rights of passage from the grantor, for a number of rounds', () => {
    const o: OrderInput = {
      action: 'diplomacy',
      as: 'court',
      variant: 'passage',
      targets: [],
      params: { place: 'harsa', from: ZHA, rounds: 3 },
    };
    const r = round(two(), { [DOC]: [to(o, ZHA)], [ZHA]: [to(o, DOC)] }, [10, 5]);
    expect(r.state.domains[ZHA].passage).toEqual([DOC]);
    expect(r.state.domains[DOC].passage).toEqual([]);
    expect(r.state.domains[ZHA].treaties).toEqual([{ kind: 'passage', with: DOC, until: 4, round: 2 }]);
  });

  it('J-22 passage granted one way agrees only when both name the same grantor', () => {
    const o = (from: string): OrderInput => ({
      action: 'diplomacy',
      as: 'court',
      variant: 'passage',
      targets: [],
      params: { place: 'harsa', from, rounds: 3 },
    });
    const r = round(two(), { [DOC]: [to(o(DOC), ZHA)], [ZHA]: [to(o(ZHA), DOC)] }, [10, 5]);
    expect(r.state.domains[ZHA].passage).toEqual([]);
    expect(r.state.domains[DOC].passage).toEqual([]);
    expect(r.resolved.every((e) => !e.ok)).toBe(true);
  });

  it('1.9.2 J-23 peace ends the war for its term; war declared on the partner within it is a major regency loss (half the score)', () => {
    const atWar = patch(two(), (x) => {
      x.domains[DOC].atWarWith = [ZHA];
      x.domains[ZHA].atWarWith = [DOC];
    });
    const o: OrderInput = {
      action: 'diplomacy',
      as: 'court',
      variant: 'peace',
      targets: [],
      params: { place: 'harsa', turns: 2 },
    };
    const r = round(atWar, { [DOC]: [to(o, ZHA)], [ZHA]: [to(o, DOC)] }, [10, 5]);
    expect(r.state.domains[DOC].atWarWith).toEqual([]);
    expect(r.state.domains[ZHA].atWarWith).toEqual([]);
    expect(r.state.domains[ZHA].treaties).toEqual([{ kind: 'peace', with: DOC, until: 7, round: 2 }]);
    const before = rp(r.state, ZHA);
    const war = round(r.state, { [ZHA]: [{ action: 'decree', as: 'court', variant: 'war', targets: [DOC] }] }, [5]);
    expect(rp(war.state, ZHA)).toBe(before - 12);
    expect(ofType(war.events, 'noted').some((n) => n.text.includes('breaking the peace'))).toBe(true);
    expect(war.state.domains[ZHA].atWarWith).toEqual([DOC]);
  });

  it('J-23 war after the treaty’s term costs no regency', () => {
    const s = patch(two({ round: 8 }), (x) => {
      x.domains[ZHA].treaties = [{ kind: 'peace', with: DOC, until: 7, round: 2 }];
    });
    const war = round(s, { [ZHA]: [{ action: 'decree', as: 'court', variant: 'war', targets: [DOC] }] }, [5]);
    expect(rp(war.state, ZHA)).toBe(rp(s, ZHA));
  });

  it('1.12.1 recognising a state religion needs the faith to hold more than half the realm’s province levels; J-40 spurning it then is a major loss', () => {
    // the Zhaïnge Valley's provinces total 14 levels: 8 temple levels of Docandragh are a majority, 7 are not
    const temples = (top: number) =>
      two({
        holdings: [
          { province: 'qasr-zhainge', type: 'temple', owner: DOC, level: 4 },
          { province: 'harsa', type: 'temple', owner: DOC, level: 3 },
          { province: 'tazeen', type: 'temple', owner: DOC, level: top },
        ],
      });
    const o: OrderInput = {
      action: 'diplomacy',
      as: 'court',
      variant: 'state-religion',
      targets: [],
      params: { place: 'harsa' },
    };
    const short = round(temples(0), { [DOC]: [to(o, ZHA)], [ZHA]: [to(o, DOC)] }, [10, 5]);
    expect(short.state.domains[ZHA].stateReligion ?? null).toBeNull();
    expect(short.resolved[1]!.ok).toBe(false);
    const r = round(temples(1), { [DOC]: [to(o, ZHA)], [ZHA]: [to(o, DOC)] }, [10, 5]);
    expect(r.state.domains[ZHA].stateReligion).toBe(DOC);
    const cancel = round(
      r.state,
      {
        [ZHA]: [
          { action: 'decree', as: 'court', variant: 'cancel', targets: [DOC], params: { what: 'state-religion' } },
        ],
      },
      [5],
    );
    expect(cancel.state.domains[ZHA].stateReligion).toBeNull();
    expect(rp(cancel.state, ZHA)).toBe(rp(r.state, ZHA) - 12);
  });

  it('J-21 Diplomacy is free only for a Noble: a Noble regent may; another fails in words', () => {
    const s = sandbox({ round: 2 }, { regents: 4 });
    const noble = 'emirate-of-djafra' as DomainId;
    const o = (d: DomainId, as: 'court' | 'free'): OrderInput => ({ ...to(ally('djafra', as), d) });
    const r = round(s, { [noble]: [o(ZHA, 'free')], [ZHA]: [o(noble, 'court')] }, [10, 5]);
    expect(r.state.domains[noble].allies).toEqual([ZHA]);
    expect(gb(r.state, noble)).toBe(gb(s, noble) - 1);
    const bad = round(s, { [ZHA]: [o(noble, 'free')], [noble]: [o(ZHA, 'free')] }, [10, 5]);
    expect(bad.resolved.find((e) => e.domain === ZHA)!.text).toContain('only for a Noble');
    expect(bad.state.domains[noble].allies).toEqual([]);
  });
});

describe('1.9 #23 Lieutenancy (J-20)', () => {
  const hire = (params: OrderInput['params'], extra: Partial<OrderInput> = {}): OrderInput => ({
    action: 'lieutenancy',
    as: 'domain',
    targets: [],
    params,
    ...extra,
  });
  const plain = { name: 'Bran', classes: ['warrior'], skills: ['strategy:2', 'prowess:2', 'law:2'] };

  it('J-20 a lieutenant of up to 20 CCP is hired automatically for 1 GB and joins at the regent’s side', () => {
    const s = two();
    const r = round(s, { [DOC]: [hire(plain)] }, [5]);
    expect(r.left).toBe(0);
    expect(r.resolved[0]).toMatchObject({ ok: true, roll: null });
    expect(r.state.characters[`${DOC}:lt2`]).toMatchObject({ role: 'lieutenant', province: 'docandragh', domain: DOC });
    expect(gb(r.state, DOC)).toBe(gb(s, DOC) - 1);
  });

  it('1.9 #23 the lieutenant cap is Politics + the bloodline’s bonus: Aedric (Politics 3, Major +2) keeps 5, not 6', () => {
    const withLts = (n: number) =>
      patch(two(), (x) => {
        const lt = x.characters[`${DOC}:lt1`]!;
        for (let i = 2; i <= n; i++) x.characters[`${DOC}:lt${i}`] = { ...lt, id: `${DOC}:lt${i}` };
      });
    const four = round(withLts(4), { [DOC]: [hire(plain)] }, [5]);
    expect(four.resolved[0]!.ok).toBe(true);
    expect(four.state.characters[`${DOC}:lt5`]).toBeDefined();
    const five = round(withLts(5), { [DOC]: [hire(plain)] }, [5]);
    expect(five.resolved[0]!.ok).toBe(false);
    expect(five.resolved[0]!.text).toContain('his limit (Politics + the bloodline’s bonus: 5)');
  });

  it('J-20 above 20 CCP the DC is his CCP, lowered by Politics and RP: both sides', () => {
    const big = { name: 'Orsolya', ccp: 30, classes: ['warrior'], skills: ['law:3', 'strategy:3'] };
    const s = two();
    const probe = round(s, { [DOC]: [hire(big, { rp: 10 })] }, [5, 20]);
    const roll = probe.resolved[0]!.roll!;
    expect(roll.mods[0]).toEqual({ label: 'Orsolya’s 30 CCP', value: 30, ref: 'J-20' });
    expect(round(s, { [DOC]: [hire(big, { rp: 10 })] }, [5, roll.dc - 1]).resolved[0]!.ok).toBe(false);
    const ok = round(s, { [DOC]: [hire(big, { rp: 10 })] }, [5, roll.dc]);
    expect(ok.resolved[0]!.ok).toBe(true);
    expect(ok.state.characters[`${DOC}:lt2`]!.build.name).toBe('Orsolya');
  });

  it('J-20 a lieutenant over 40 CCP, or one that breaks the point-buy, is not hired', () => {
    const r = round(two(), { [DOC]: [hire({ ...plain, ccp: 41 })] }, [5]);
    expect(r.resolved[0]!.text).toContain('at most 40 CCP');
    const bad = round(two(), { [DOC]: [hire({ name: 'X', classes: ['fighter'], skills: [] })] }, [5]);
    expect(bad.resolved[0]!.ok).toBe(false);
    expect(bad.resolved[0]!.text).toContain('cannot be built so');
  });
});

describe('1.9 #29 Oversee and #1 Adventure', () => {
  it('1.9 #29 attend: the character is present where he attends for the round', () => {
    const r = round(
      two(),
      {
        [DOC]: [{ action: 'oversee', as: 'character', overseer: `${DOC}:lt1`, variant: 'attend', targets: ['harsa'] }],
      },
      [5],
    );
    expect(r.state.characters[`${DOC}:lt1`]!.province).toBe('harsa');
    expect(r.resolved[0]!.text).toBe('Maeve Tarrow is present at Harsa this round.');
  });

  it('1.9 #29 administer names its province or holding for the round', () => {
    const r = round(
      two(),
      { [DOC]: [{ action: 'oversee', as: 'character', variant: 'administer', targets: [`docandragh:law:${DOC}`] }] },
      [5],
    );
    expect(r.resolved[0]!.text).toContain('administers the Princedom of Docandragh’s law (3) in Docandragh');
  });

  it('1.9 #29 a lieutenant joins a domain action that names him: his skill is applied', () => {
    const r = round(
      two(),
      {
        [DOC]: [
          { action: 'rule-province', as: 'domain', targets: ['docandragh'], overseer: `${DOC}:lt1` },
          {
            action: 'oversee',
            as: 'character',
            overseer: `${DOC}:lt1`,
            variant: 'action',
            targets: [],
            params: { order: 0 },
          },
        ],
      },
      [5, 5, 5, 5],
    );
    expect(r.resolved[1]!.text).toBe('Maeve Tarrow oversees the Princedom of Docandragh’s Rule Province.');
  });

  it('J-32 Adventure is not offered: the sheet refuses it', () => {
    rejects(
      two(),
      DOC,
      { type: 'handIn', orders: [{ action: 'adventure', as: 'character', targets: [] }] },
      'rule/not_offered',
    );
  });
});

describe('1.9 #35 Change Agenda (J-65)', () => {
  const change = (targets: string[], remove: string[] = []): OrderInput => ({
    action: 'change-agenda',
    as: 'domain',
    targets,
    ...(remove.length ? { params: { remove } } : {}),
  });

  it('1.9 #35 a minor agenda costs 1 GB + 1 RP, a major one 5 GB + 5 RP', () => {
    const s = two();
    const r = round(s, { [DOC]: [change(['trader'])] }, [5]);
    expect(r.state.domains[DOC].agendas).toContain('trader');
    expect([gb(r.state, DOC), rp(r.state, DOC)]).toEqual([gb(s, DOC) - 1, rp(s, DOC) - 1]);
    const m = round(s, { [DOC]: [change(['high-court'])] }, [5]);
    expect([gb(m.state, DOC), rp(m.state, DOC)]).toEqual([gb(s, DOC) - 5, rp(s, DOC) - 5]);
  });

  it('1.9 #35 at most 4 minor and 2 major agendas: the 4th minor and 2nd major are taken, the 5th and 3rd are not', () => {
    // Docandragh holds fleet-in-being and contented-realm (minor), fortress-realm (major)
    const s = patch(two(), (x) => {
      x.domains[DOC].agendas = [...x.domains[DOC].agendas, 'trader'];
    });
    const fourth = round(s, { [DOC]: [change(['factor'])] }, [5]);
    expect(fourth.resolved[0]!.ok).toBe(true);
    const fifth = round(fourth.state, { [DOC]: [change(['preacher'])] }, [5]);
    expect(fifth.resolved[0]!.ok).toBe(false);
    expect(fifth.resolved[0]!.text).toContain('At most 4 minor agendas');
    const second = round(s, { [DOC]: [change(['high-court'])] }, [5]);
    expect(second.resolved[0]!.ok).toBe(true);
    const third = round(second.state, { [DOC]: [change(['overlord'])] }, [5]);
    expect(third.resolved[0]!.text).toContain('At most 2 major agendas');
  });

  it('1.9 #35 a change (one dropped for one taken) costs the rank once', () => {
    const s = two();
    const r = round(s, { [DOC]: [change(['trader'], ['fleet-in-being'])] }, [5]);
    expect(r.state.domains[DOC].agendas).not.toContain('fleet-in-being');
    expect(r.state.domains[DOC].agendas).toContain('trader');
    expect(gb(r.state, DOC)).toBe(gb(s, DOC) - 1);
  });

  it('J-65 a great agenda is never added, changed or removed', () => {
    const r = round(two(), { [DOC]: [change([], ['sea-power'])] }, [5]);
    expect(r.resolved[0]!.ok).toBe(false);
    expect(r.resolved[0]!.text).toContain('never change (J-65)');
    const add = round(two(), { [DOC]: [change(['empire'])] }, [5]);
    expect(add.resolved[0]!.ok).toBe(false);
  });

  it('J-70 the change is told to its regent alone', async () => {
    const { domains } = await import('./testkit.ts');
    const r = round(two(), { [DOC]: [change(['trader'])] }, [5]);
    const e = r.resolved[0]!;
    expect(domains.redact(e, ZHA)).toBeNull();
    expect(domains.redact(e, DOC)).toEqual(e);
  });
});

describe('1.7.5 raising the bloodline score and 1.7.4 regency gains and losses', () => {
  const ctx: OrderContext = { domain: DOC, index: 0, order: { action: 'ceremony', as: 'free', targets: [] } };
  const tx = (s: State) => new Tx(s, scriptedDice([]));

  it(`1.7.5 ${RAISE_BLOODLINE}: RP equal to the score + 1 buys +1 score, once every 3 rounds`, () => {
    const poor = tx(two({ treasury: { [DOC]: { gb: 5, rp: 25 } } }));
    raiseBloodline(poor, ctx);
    expect(poor.state.characters[`${DOC}:regent`]!.score).toBe(25);
    expect(ofType(poor.events, 'actionResolved')[0]!.text).toContain('cannot pay the 26 RP');
    const t = tx(two({ treasury: { [DOC]: { gb: 5, rp: 26 } } }));
    raiseBloodline(t, ctx);
    expect(t.state.characters[`${DOC}:regent`]!.score).toBe(26);
    expect(t.state.domains[DOC]).toMatchObject({ rp: 0, raisedScoreRound: 2, deeds: [{ id: 'bloodline', round: 2 }] });
    const again = (round: number) => {
      const x = tx(
        patch(t.state, (y) => {
          y.round = round;
          y.domains[DOC].rp = 100;
        }),
      );
      raiseBloodline(x, ctx);
      return x.state.characters[`${DOC}:regent`]!.score;
    };
    expect(again(4)).toBe(26);
    expect(again(5)).toBe(27);
  });

  it('1.7.4 J-77 minor ¼ and major ½ of the score, rounded down, at least 1; a great gain +1 score', () => {
    const t = tx(two());
    regencySwing(t, DOC, 'minor-gain', 'test');
    expect(rp(t.state, DOC)).toBe(25 + 6);
    regencySwing(t, DOC, 'major-loss', 'test');
    expect(rp(t.state, DOC)).toBe(31 - 12);
    regencySwing(t, DOC, 'great-gain', 'test');
    expect(t.state.characters[`${DOC}:regent`]!.score).toBe(26);
    const low = tx(
      patch(two(), (x) => {
        x.characters[`${DOC}:regent`]!.score = 3;
      }),
    );
    regencySwing(low, DOC, 'minor-loss', 'test');
    expect(rp(low.state, DOC)).toBe(24);
  });

  it('1.7.4 a loss the regent cannot pay in RP costs him 1 score instead; a great loss is the whole score', () => {
    const t = tx(two({ treasury: { [DOC]: { gb: 5, rp: 11 } } }));
    regencySwing(t, DOC, 'major-loss', 'test');
    expect(rp(t.state, DOC)).toBe(11);
    expect(t.state.characters[`${DOC}:regent`]!.score).toBe(24);
    const g = tx(two({ treasury: { [DOC]: { gb: 5, rp: 30 } } }));
    regencySwing(g, DOC, 'great-loss', 'test');
    expect(rp(g.state, DOC)).toBe(5);
  });
});

describe('J-06 answering a province’s event from the court', () => {
  const withEvent = (id: string) =>
    patch(two(), (x) => {
      x.provinces.harsa!.event = { id, turn: 1, answered: false };
    });

  it('J-06 a Decree pays what the event asks: Poor Harvest in Harsa (level 3) is half its level rounded up, 2 GB, with the Decree’s 1', () => {
    const s = withEvent('poor-harvest');
    const r = round(
      s,
      { [ZHA]: [{ action: 'decree', as: 'court', variant: 'answer-event', targets: ['harsa'] }] },
      [5],
    );
    expect(r.resolved[0]!.ok).toBe(true);
    expect(r.state.provinces.harsa!.event?.answered).toBe(true);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 3);
    const none = round(
      two(),
      { [ZHA]: [{ action: 'decree', as: 'court', variant: 'answer-event', targets: ['harsa'] }] },
      [5],
    );
    expect(none.resolved[0]!.ok).toBe(false);
    expect(gb(none.state, ZHA)).toBe(gb(s, ZHA));
  });

  it('J-06 a Feud is settled by Diplomacy, a free action as its card says', () => {
    const s = withEvent('feud');
    const r = round(
      s,
      { [ZHA]: [{ action: 'diplomacy', as: 'free', variant: 'event-response', targets: ['harsa'] }] },
      [5],
    );
    expect(r.resolved[0]!.ok).toBe(true);
    expect(r.state.provinces.harsa!.event?.answered).toBe(true);
    expect(gb(r.state, ZHA)).toBe(gb(s, ZHA) - 1);
  });

  it('J-06 a Guild Quarrel: a character attending the province rolls d20 + Commerce against DC 12 (Nadira, Commerce 4: 8 does, 7 does not)', () => {
    const s = withEvent('guild-quarrel');
    const order: OrderInput = { action: 'oversee', as: 'character', variant: 'attend', targets: ['harsa'] };
    const win = round(s, { [ZHA]: [order] }, [5, 8]);
    expect(win.state.provinces.harsa!.event?.answered).toBe(true);
    expect(win.resolved[0]!.text).toContain('rolls 8 + commerce 4 against DC 12, and deals with it');
    const lose = round(s, { [ZHA]: [order] }, [5, 7]);
    expect(lose.state.provinces.harsa!.event?.answered).toBe(false);
  });
});

describe('the dormant domains (rules/dormant.ts, J-26, J-25, J-62)', () => {
  it('J-26 the unseated templates and the two unclaimed domains are dormant until one is crowned', async () => {
    const { dormantDomains } = await import('./rules/dormant.ts');
    const s = two();
    const dormant = dormantDomains(s);
    expect(dormant).toContain(HOLLOW);
    expect(dormant).toContain('pearl-isles');
    expect(dormant).not.toContain(DOC);
    expect(dormant).toHaveLength(12);
    const crowned = patch(s, (x) => {
      x.domains[HOLLOW].crownedBy = ZHA;
    });
    expect(dormantDomains(crowned)).not.toContain(HOLLOW);
  });

  it('J-26 the claimants of a dormant domain are told at the start of each turn, not in its other rounds', async () => {
    const { claimants, dormantRound } = await import('./rules/dormant.ts');
    const s = sandbox(
      { round: 4, holdings: [{ province: 'dur-hamma', type: 'guild', owner: ZHA, level: 0 }] },
      { regents: 2 },
    );
    expect(claimants(s, HOLLOW)).toEqual([ZHA]);
    expect(claimants(s, 'pearl-isles' as DomainId)).toEqual([]);
    const t = new Tx(s, scriptedDice([]));
    dormantRound(t);
    const lines = ofType(t.events, 'noted').map((n) => n.text);
    // one line for every dormant domain that still rules land
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Unclaimed this turn: /);
    expect(lines[0]).toContain('the Hollow Crown (a Coronation may be sought by the Sheikhdom of the Zhaïnge Valley)');
    // no claimant for the Pearl Isles: named alone
    expect(lines[0]).toMatch(/the Pearl Isles(;| \(J-26\)\.$)/);
    const later = new Tx(
      patch(s, (x) => void Object.assign(x, { round: 5 })),
      scriptedDice([]),
    );
    dormantRound(later);
    expect(later.events).toEqual([]);
  });
});
