/** Action handlers: trade (see ENGINE.md for which actions live here). */
import { register } from './index.ts';

register({});
