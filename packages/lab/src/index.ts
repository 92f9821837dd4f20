/**
 * The lab on Node: everything of `./core` (the browser-safe part), plus the
 * worker threads, the Redis queue and the HTML report; and the older series
 * of games and tournaments with their ratings, and the bots' decision times.
 */
export * from './aggregate.ts';
export * from './core/index.ts';
export * from './decision-times.ts';
export * from './experiment.ts';
export * from './html.ts';
export * from './queue.ts';
export * from './ratings.ts';
export * from './seats.ts';
export * from './simulate.ts';
export * from './tournament.ts';
