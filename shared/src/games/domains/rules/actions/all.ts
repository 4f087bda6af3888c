/** Loads every action module so its handlers are registered before a round resolves. */
import './court.ts';
import './holdings.ts';
import './military.ts';
import './trade.ts';
