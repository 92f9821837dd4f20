/**
 * The `./present` export: the words and numbers a viewer shows and aims
 * with, without the rules' physics: the dice's names (as the text UI gives
 * them) and the limits of a shot (SD-7).
 */
export { dieLabel, marker } from './rules/dice.ts';
export { LIMITS } from './rules/legal.ts';
