/**
 * Every command a Demonlord seat can send: one zod union on `type` (the
 * battle module's commands join it), and the standing orders a seat may set
 * for the questions it is asked out of its turn.
 */
import * as z from 'zod';
import { question } from '../../engine/orders.ts';
import { battleCommandSchema } from './battle/index.ts';

const id = z.string().min(1).max(60);
const area = z.string().regex(/^\d{4}$/);
const ids = z.array(id).max(140);

export const coreCommandSchema = z.discriminatedUnion('type', [
  // Setup (DL-SETUP-04..07)
  z.object({ type: z.literal('placeServant'), unit: id, area }),
  z.object({ type: z.literal('tryTownsman'), unit: id, area }),
  /** One tap for the rest of the setup: the servants in their usual temples, the townsmen city by city in order. */
  z.object({ type: z.literal('placeServants') }),
  z.object({ type: z.literal('tryTownsmen') }),
  /** Spells taken openly: [] draws five blind, one draws three more, four in the tournament (DL-VTOUR-01). */
  z.object({ type: z.literal('chooseHand'), pick: z.array(id).max(4) }),
  // The phase
  /** Finish the current step or window (movement, summoning, alliances, an exchange). */
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('callReinforcements') }),
  /** Extended Game: try to bring back one dead character and one dead regiment (DL-VEXT-02). */
  z.object({ type: z.literal('bringBack'), character: id.nullable(), regiment: id.nullable() }),
  z.object({ type: z.literal('placeReinforcements'), units: ids.min(1), area }),
  /**
   * Move units together to `to` (DL-MOVE-03): by the cheapest way the server finds, or along `path` (the areas
   * entered, in order). `group`: characters alone roll one capture check together (DL-CAPT-07).
   */
  z.object({
    type: z.literal('move'),
    units: ids.min(1),
    to: area,
    path: z.array(area).max(30).optional(),
    group: z.boolean().optional(),
  }),
  /** AMB-13: the unit a side shows on top of its stack. */
  z.object({ type: z.literal('setTop'), area, unit: id }),
  z.object({ type: z.literal('fightAt'), area }),
  /** DL-BATL-03: come out and fight (true) or shelter (false); relief: the garrison joins the relief battle. */
  z.object({ type: z.literal('sally'), battle: z.boolean() }),
  z.object({
    type: z.literal('chooseTerrain'),
    terrain: z.enum(['plain', 'steppe', 'desert', 'forest', 'hills', 'mountains', 'swamp']),
  }),
  /** The index of one of the offered withdrawals. */
  z.object({ type: z.literal('withdraw'), option: z.number().int().min(0).max(40) }),
  /** DL-RETR-07: after the stack's withdrawal, units with MP left go on together into the next area `to`. */
  z.object({ type: z.literal('withdrawOn'), units: ids.min(1), to: area }),
  z.object({ type: z.literal('siegeMode'), assault: z.boolean() }),
  /** AMB-72: the siege whose round comes next. */
  z.object({ type: z.literal('siegeAt'), area }),
  /** DL-SIEGE-11: the regiments of one's own a siege round costs. */
  z.object({ type: z.literal('siegeLosses'), units: ids }),
  z.object({ type: z.literal('summon'), character: id, summoning: id }),
  z.object({ type: z.literal('seekAlliance'), neutral: id, caster: id.nullable() }),
  z.object({ type: z.literal('demandExchange') }),
  z.object({ type: z.literal('offerPrisoner'), unit: id }),
  z.object({ type: z.literal('seekPeace'), yes: z.boolean() }),
  /** A special spell (DL-MAG-08): caster, spell, target area; Gate: `units` from `from`; Rains: `radius`. */
  z.object({
    type: z.literal('cast'),
    spell: id,
    caster: id,
    area,
    units: z.array(id).max(2).optional(),
    from: area.optional(),
    radius: z.number().int().min(0).max(9).optional(),
    /** Rains by a caster of power 5: the areas within range it floods, chosen one by one (DL-SPELL-K-05). */
    areas: z.array(area).max(100).optional(),
  }),
  z.object({ type: z.literal('siegeSpell'), caster: id }),
]);

export const commandSchema = z.union([coreCommandSchema, battleCommandSchema]);
export type CoreCommand = z.infer<typeof coreCommandSchema>;
export type Command = z.infer<typeof commandSchema>;

/** Standing orders: answers to out-of-turn questions given in advance (checklist §2). */
export const ordersSchema = z.object({
  /** W1: a fortification of yours entered by the enemy. */
  sally: question<['battle', 'siege']>(
    'When enemy regiments come to a fortification of yours',
    'Whether its garrison comes out to fight or shelters behind the walls.',
    [
      ['battle', 'Come out and give battle'],
      ['siege', 'Shelter and be besieged'],
    ],
  ),
  /** W12: as besieger in the enemy's phase. */
  siege: question<['assault', 'prolong']>(
    'When you besiege a fortification in the enemy’s phase',
    'Whether to storm it or keep up the siege.',
    [
      ['assault', 'Assault'],
      ['prolong', 'Keep up the siege'],
    ],
  ),
  /** W2: the battle terrain, when the area offers a choice. */
  terrain: question<['small', 'large']>(
    'When you choose where a battle is fought',
    'The terrain with the shortest front favours the outnumbered, the longest the many.',
    [
      ['small', 'The shortest front'],
      ['large', 'The longest front'],
    ],
  ),
  /** Spell windows (checklist §2): passed without asking. */
  windows: question<['own', 'never']>(
    'When a spell could be cast',
    'Which spell windows to pass without being asked.',
    [
      ['own', 'Ask only in my own phase'],
      ['never', 'Never ask: I cast nothing'],
    ],
  ),
  /** W13: which of one's regiments a siege round costs (DL-SIEGE-11). */
  siegeLosses: question<['weakest']>(
    'When a siege round costs you regiments',
    'Which of your regiments in the siege are lost; otherwise you are asked whenever the choice matters.',
    [['weakest', 'Lose the weakest first, without asking']],
  ),
  /** W14: siege-magic bids. */
  siegeMagic: question<['never']>('When siege magic could be bid', 'Whether to be asked for siege-magic bids.', [
    ['never', 'Never bid siege magic'],
  ]),
  /** W25: truce and negotiations at the end of a turn. */
  peace: question<['yes', 'no']>('At the end of a turn, once a truce may be sought', 'Whether to seek peace.', [
    ['yes', 'Always seek peace'],
    ['no', 'Never seek peace'],
  ]),
});
export type Orders = z.infer<typeof ordersSchema>;
