export * from './battery.ts';
export * from './checks.ts';
export * from './foreign.ts';
export * from './fuzz.ts';
export * from './narration.ts';
export * from './playout.ts';
export * from './secrets.ts';
export * from './words.ts';
