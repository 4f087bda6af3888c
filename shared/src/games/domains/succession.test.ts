/**
 * A regent's succession when he dies (checklist 1.9.1 Designation and Coronation, 1.7.2 "heir without
 * coronation", J-09, J-26, J-27; rules/succession.ts): a living designated heir takes the domain as acting
 * regent at half the RP until crowned by a Coronation of his own domain; with none, a blooded lieutenant
 * claims it at no RP; with neither, the domain is unclaimed and has no regent.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import type { CharacterBuild, DomainId, UnitId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { battles } from './rules/battle.ts';
import { rolledProvinces, turnStart } from './rules/economy.ts';
import { offeredOrders } from './rules/proposals/testkit.ts';
import type { OrderState, State, UnitState } from './rules/state.ts';
import { succeed } from './rules/succession.ts';
import { Tx } from './rules/tx.ts';
import { act, ofType, sandbox } from './testkit.ts';
import { view } from './view.ts';

const D = 'emirate-of-djafra' as DomainId;
const C = 'princedom-of-docandragh' as DomainId;
const Z = 'zhainge-valley' as DomainId;
/** Salim ibn Qadar, regent of Djafra (Prowess 2, score 25); Hamid al-Rasi, his lieutenant. */
const SALIM = `${D}:regent`;
const HAMID = `${D}:lt1`;
/** Aedric Mollen, regent of Docandragh (score 25); Maeve Tarrow, his lieutenant. */
const AEDRIC = `${C}:regent`;
const MAEVE = `${C}:lt1`;
const BLOOD: CharacterBuild['bloodline'] = { derivation: 'basaia', strength: 'minor', power: 15 };

const patch = (s: State, f: (x: State) => void): State => {
  const copy = structuredClone(s);
  f(copy);
  return copy;
};
/** Makes a lieutenant blooded, of score `score`. */
const blooded = (x: State, id: string, score = 14) => {
  x.characters[id]!.build = { ...x.characters[id]!.build, bloodline: BLOOD };
  x.characters[id]!.score = score;
};

// ---------------------------------------------------------------------------
// In battle (J-43): the battle of Maqam, as survival.test.ts fights it
// ---------------------------------------------------------------------------

const lead = (who?: string): OrderState => ({
  action: 'oversee',
  as: 'character',
  variant: 'attend',
  targets: ['maqam'],
  ...(who ? { overseer: who } : {}),
});

/** Djafra (levies) against Docandragh (10 armsmen) at Maqam, the sheets given, these characters standing there. */
function field(sheets: Partial<Record<DomainId, OrderState[]>>, at: string[], edit: (x: State) => void = () => {}) {
  const s = sandbox({ round: 2, treasury: { [D]: { gb: 20, rp: 25 }, [C]: { gb: 20, rp: 25 } } }, { regents: 3 });
  const units: Record<string, UnitState> = {};
  for (let i = 1; i <= 10; i++)
    units[`t${i}`] = {
      id: `t${i}`,
      type: 'armsmen' as UnitId,
      owner: C,
      province: 'maqam',
      movedRound: 2,
      mustered: 0,
      upgrades: [],
      seenBattle: false,
      captor: null,
    };
  units.t11 = {
    id: 't11',
    type: 'levies' as UnitId,
    owner: D,
    province: 'maqam',
    mustered: 0,
    upgrades: [],
    seenBattle: false,
    captor: null,
  };
  const sh: State['sheets'] = {};
  for (const [d, o] of Object.entries(sheets)) sh[d as DomainId] = { orders: o, backing: [], in: true };
  return patch({ ...s, units, ships: {}, sheets: sh }, (x) => {
    x.domains[D].atWarWith = [C];
    for (const id of at) x.characters[id]!.province = 'maqam';
    edit(x);
  });
}

/** Step 6 alone: the battle's dice (6, 1), then the survival dice. */
function step6(s: State, survival: ScriptedValue[]) {
  const dice = scriptedDice([6, 1, ...survival]);
  const tx = new Tx(s, dice);
  battles(tx);
  const noted = ofType(tx.events as DmEvent[], 'noted');
  const told = (phrase: string) => noted.filter((e) => e.text.includes(phrase));
  return { state: tx.state, told, left: dice.remaining() };
}

describe('succession in battle (J-43, 1.9.1 Designation, J-26, J-27)', () => {
  it('1.9.1 J-09 J-43 a regent killed in battle with a living designated heir: the heir takes the domain as acting regent at ½ RP, keeping his own score; both sides are told who takes over', () => {
    const s = field({ [D]: [lead()] }, [SALIM], (x) => {
      blooded(x, HAMID, 14);
      x.domains[D].heirs = [HAMID];
    });
    // Salim (Prowess 2) rolls 3: killed
    const r = step6(s, [3]);
    expect(r.left).toBe(0);
    const regent = r.state.characters[SALIM]!;
    expect(regent).toMatchObject({ alive: true, role: 'regent', score: 14, domain: D });
    expect(regent.build.name).toBe('Hamid al-Rasi');
    // his old lieutenant entry is retired, pointing at the regent's slot: he is not counted twice
    expect(r.state.characters[HAMID]).toMatchObject({ alive: false, became: SALIM });
    expect(r.state.domains[D].acting).toEqual({ as: 'heir', since: 2 });
    expect(r.state.domains[D].heirs).toEqual([]);
    const words = r.told('Succession in the Emirate of Djafra');
    expect(words[0]!.text).toBe(
      'Succession in the Emirate of Djafra: Hamid al-Rasi, his designated heir, takes the Emirate of Djafra as acting regent: not yet crowned, he collects half the regency (J-09) until a Coronation of the Emirate of Djafra crowns him; his bloodline (14) is his own.',
    );
    expect(new Set(words.map((e) => e.domain))).toEqual(new Set([C, D]));
    // the regent surviving (2 against 2) is succeeded by nobody
    const lives = step6(s, [2]);
    expect(lives.state.characters[SALIM]!.build.name).toBe('Salim ibn Qadar');
    expect(lives.state.domains[D].acting).toBeUndefined();
    expect(lives.told('Succession')).toEqual([]);
  });

  it('J-27 J-26 an heir killed in the same battle does not succeed: with no blooded scion left the domain is unclaimed, has no regent, and its player is told what is left to him', () => {
    const s = field({ [D]: [lead(), lead(HAMID)] }, [SALIM, HAMID], (x) => {
      blooded(x, HAMID, 14);
      x.domains[D].heirs = [HAMID];
    });
    // Salim rolls 3 (killed), Hamid, Prowess 1, rolls 2 (killed)
    const r = step6(s, [3, 2]);
    expect(r.left).toBe(0);
    expect(r.state.characters[SALIM]!.alive).toBe(false);
    expect(r.state.characters[SALIM]!.build.name).toBe('Salim ibn Qadar');
    expect(r.state.domains[D].acting).toBeNull();
    expect(r.told('Succession in the Emirate of Djafra')[0]!.text).toBe(
      'Succession in the Emirate of Djafra: Salim ibn Qadar leaves no living heir and no blooded scion at court: the Emirate of Djafra is unclaimed (J-26, J-27). It has no regent, collects no RP and takes no regent’s action; its lieutenants still act on their own (each his own action, the lieutenant action).',
    );
    // the heir surviving (1 against 1) takes over
    const heir = step6(s, [3, 1]);
    expect(heir.state.characters[SALIM]!.build.name).toBe('Hamid al-Rasi');
    expect(heir.state.domains[D].acting).toEqual({ as: 'heir', since: 2 });
  });
});

// ---------------------------------------------------------------------------
// The succession itself, the regency it collects, its Coronation, and what the view shows
// ---------------------------------------------------------------------------

const two = () => sandbox({ round: 2 }, { regents: 2 });

/** Aedric of Docandragh dies, by whatever path: `succeed` settles who takes over. */
function bereaved(s: State) {
  const x = patch(s, (y) => {
    y.characters[AEDRIC]!.alive = false;
  });
  const tx = new Tx(x, scriptedDice([]));
  const words = succeed(tx, C);
  return { state: tx.state, words };
}

/** Runs the turn's start (loyalty 12 everywhere, no events): the regency collected by `d`. */
function regency(s: State, d: DomainId) {
  const dice = rolledProvinces(s).map(() => 12);
  const tx = new Tx({ ...s, round: 4 }, scriptedDice([...dice, 20, 20]));
  turnStart(tx);
  return ofType(tx.events, 'treasury').find(
    (e) => e.domain === d && (e.why.startsWith('Regency collected') || e.why.startsWith('No regent')),
  )!;
}

describe('the heir’s terms (1.7.2, J-09)', () => {
  it('1.7.2 J-09 J-26 an heir collects half the regency, rounded down, a claimant none, a crowned regent all of it', () => {
    // Maeve, blooded (score 25), bounds Docandragh's power of 34 to 25
    const heir = bereaved(
      patch(two(), (x) => {
        blooded(x, MAEVE, 25);
        x.domains[C].heirs = [MAEVE];
      }),
    ).state;
    const half = regency(heir, C);
    expect(half.rp).toBe(12);
    expect(half.why).toContain('Maeve Tarrow is acting regent, not yet crowned: half of 25, rounded down');
    // crowned: in full
    const crowned = regency(
      patch(heir, (x) => {
        x.domains[C].acting = null;
      }),
      C,
    );
    expect(crowned.rp).toBe(25);
    expect(crowned.why).not.toContain('acting');
    // no heir named: Maeve, blooded, is the claimant and collects nothing until crowned
    const claim = bereaved(patch(two(), (x) => blooded(x, MAEVE, 25)));
    expect(claim.state.domains[C].acting).toEqual({ as: 'claimant', since: 2 });
    expect(claim.words).toBe(
      'Aedric Mollen leaves no living heir: Maeve Tarrow, a blooded scion of his court, claims the Princedom of Docandragh and acts as regent, collecting no RP until a Coronation of the Princedom of Docandragh crowns him (J-26, J-27).',
    );
    const none = regency(claim.state, C);
    expect(none.rp).toBe(0);
    expect(none.why).toContain('Maeve Tarrow is a claimant not yet crowned: none of 25 (J-26)');
  });

  it('J-27 an unblooded lieutenant claims nothing: with no heir and no scion the domain has no regent and collects no RP', () => {
    const r = bereaved(two());
    expect(r.state.characters[AEDRIC]!.alive).toBe(false);
    expect(r.state.characters[MAEVE]!.alive).toBe(true);
    expect(r.words).toContain('the Princedom of Docandragh is unclaimed (J-26, J-27)');
    expect(regency(r.state, C)).toMatchObject({ rp: 0, why: 'No regent: no regency is collected (J-09).' });
  });
});

/** Every regent hands in; the last hand-in resolves the round with these dice. */
function round(s: State, sheets: Partial<Record<DomainId, OrderInput[]>>, dice: number[] = []) {
  let state = s;
  let events: DmEvent[] = [];
  s.regents.forEach((d, i) => {
    const last = i === s.regents.length - 1;
    const r = act(state, d, { type: 'handIn', orders: sheets[d] ?? [], backing: [] }, last ? dice : []);
    state = r.state;
    events = r.events;
  });
  return { state, resolved: ofType(events, 'actionResolved') };
}

const crown: OrderInput = { action: 'ceremony', as: 'domain', variant: 'coronation', targets: [C] };

describe('the heir’s Coronation (1.9.1)', () => {
  const acting = () =>
    bereaved(
      patch(two(), (x) => {
        blooded(x, MAEVE, 25);
        x.domains[C].heirs = [MAEVE];
      }),
    ).state;

  it('1.9.1 Coronation of his own domain crowns the acting heir (unopposed, no roll); a crowned regent’s is refused in words', () => {
    const r = round(acting(), { [C]: [crown] }, [7]);
    const [c] = r.resolved;
    expect(c).toMatchObject({ ok: true, roll: null });
    expect(c!.text).toContain(
      'Maeve Tarrow is crowned ruler of the Princedom of Docandragh: no longer acting regent, he collects its regency in full from the next collection (1.9.1).',
    );
    expect(r.state.domains[C].acting).toBeNull();
    // Aedric, crowned, may not be crowned again
    const again = round(two(), { [C]: [crown] }, [7]);
    expect(again.resolved[0]!.ok).toBe(false);
    expect(again.resolved[0]!.text).toBe('Aedric Mollen is already the crowned ruler of the Princedom of Docandragh.');
    expect(again.state.domains[C].gb).toBe(two().domains[C].gb);
  });

  it('1.9.1 the order builder proposes the acting regent’s own Coronation while he is uncrowned, and not once crowned', () => {
    const own = (s: State) =>
      offeredOrders(s, C).filter((o) => o.order.variant === 'coronation' && o.order.targets[0] === C);
    const offered = own(acting());
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0]!.label).toContain(
      'Ceremony: Coronation of Maeve Tarrow as ruler of the Princedom of Docandragh, ending his acting regency at ½ RP',
    );
    expect(own(two())).toEqual([]);
  });

  it('1.9.1 J-09 the view tells each domain’s ruler on his terms: acting regent, not yet crowned (½ RP)', () => {
    const s = acting();
    expect(view(s, Z).rulers[C]).toBe('Maeve Tarrow, acting regent, not yet crowned (½ RP)');
    expect(view(s, C).rulers[Z]).toBe('Nadira al-Zhaïn, regent');
    const crowned = patch(s, (x) => {
      x.domains[C].acting = null;
    });
    expect(view(crowned, C).rulers[C]).toBe('Maeve Tarrow, regent');
  });
});

describe('a domain left unclaimed is claimed once somebody at court can (J-26)', () => {
  it('J-26 a lieutenant blooded after his regent died claims the unclaimed domain at the next round’s start, on a claimant’s terms; told to his player only', () => {
    const vacant = bereaved(two()).state;
    expect(vacant.characters[AEDRIC]!.alive).toBe(false);
    // nobody of the blood yet: a round later the domain is still unclaimed, and nobody is told anything of it
    const still = round(vacant, {}, [10, 10, 10, 10]);
    expect(still.state.characters[AEDRIC]!.alive).toBe(false);
    expect(still.state.domains[C].acting).toBeNull();
    // Maeve comes into the blood (say, by an Investiture): the next round she claims it
    const later = patch(still.state, (x) => blooded(x, MAEVE, 25));
    let events: DmEvent[] = [];
    let s = later;
    later.regents.forEach((d, i) => {
      const r = act(
        s,
        d,
        { type: 'handIn', orders: [], backing: [] },
        i === later.regents.length - 1 ? [10, 10, 10, 10] : [],
      );
      s = r.state;
      events = r.events;
    });
    expect(s.characters[AEDRIC]).toMatchObject({ alive: true, role: 'regent' });
    expect(s.characters[AEDRIC]!.build.name).toBe('Maeve Tarrow');
    expect(s.characters[MAEVE]).toMatchObject({ alive: false, became: AEDRIC });
    expect(s.domains[C].acting).toEqual({ as: 'claimant', since: later.round });
    const told = ofType(events, 'noted').filter((e) => e.text.includes('left unclaimed'));
    expect(told).toEqual([
      {
        type: 'noted',
        domain: C,
        text: 'Maeve Tarrow, now of the blood, claims the Princedom of Docandragh, left unclaimed, and acts as its regent, collecting no RP until crowned by a Coronation of the Princedom of Docandragh (J-26).',
      },
    ]);
    // the other regent's view of the round does not carry it
    expect(JSON.stringify(view(s, D))).not.toContain('now of the blood');
  });
});
