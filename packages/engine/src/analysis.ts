/**
 * A question a game's designer asks that the game answers from its own
 * rules, without playing it out: DIGIT's move graph over its 55 figures,
 * Domino Run's FAQ positions. A game lists its answers on its module
 * (`GameModule.analyses`); the lab's designer report (`gameshelf lab
 * <game> --report`) shows them next to what playing measures.
 */

/** A table of plain values, for a terminal, a page or a program. */
export interface AnalysisTable {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

export interface Analysis {
  /** What it found, a sentence each. */
  readonly findings: readonly string[];
  readonly tables: readonly AnalysisTable[];
}

export interface GameAnalysis {
  readonly id: string;
  readonly title: string;
  run(): Analysis;
}
