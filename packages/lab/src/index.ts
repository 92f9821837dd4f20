export * from './aggregate.ts';
export * from './decision-times.ts';
export * from './ratings.ts';
export * from './seats.ts';
export * from './simulate.ts';
export * from './tournament.ts';
