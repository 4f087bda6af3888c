/** The orders the draft proposes for the actions of rules/actions/trade.ts. */
import { propose } from '../draft.ts';

propose({});
