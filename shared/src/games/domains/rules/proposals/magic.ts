/** The orders the draft proposes for the realm-magic actions (rules/magic.ts, registered in rules/actions/trade.ts). */
import { propose } from '../draft.ts';

propose({});
