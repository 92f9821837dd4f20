/**
 * Types for the `glicko2` npm package (mmai/glicko2js, plain CommonJS
 * without declarations): only the part this folder calls.
 */
declare module 'glicko2' {
  export interface GlickoSettings {
    readonly tau: number;
    readonly rating: number;
    readonly rd: number;
    readonly vol: number;
  }
  export interface GlickoPlayer {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** One result: the first player's score against the second (1 win, 0.5 draw, 0 loss). */
  export type GlickoMatch = [GlickoPlayer, GlickoPlayer, number];
  export class Glicko2 {
    constructor(settings: GlickoSettings);
    makePlayer(rating: number, rd: number, vol: number): GlickoPlayer;
    updateRatings(matches: readonly GlickoMatch[]): void;
  }
  const glicko2: { readonly Glicko2: typeof Glicko2 };
  export default glicko2;
}
