/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) through the
 * maintained `glicko2` package: one rating period per finished rated match.
 * A rating is shown and stored on the Glicko scale (1500 centred); the
 * package does the conversion to and from the Glicko-2 scale itself.
 */
import glicko2 from 'glicko2';

/** A subject's rating: its value, its deviation (RD) and its volatility. */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

/** τ constrains how fast volatility moves; 0.5 is the paper's example and the package's advice (0.3 to 1.2). */
export const TAU = 0.5;

/** Where a new account starts: the paper's unrated player. */
export const INITIAL_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };

/** One game of a rating period from the rated subject's side: the opponent as they were, and the score (1, 0.5, 0). */
export interface Outcome {
  readonly opponent: Rating;
  readonly score: 0 | 0.5 | 1;
}

/**
 * The subject's rating after one rating period with these outcomes. The
 * opponents' ratings are the ones from before the period, so each seat of a
 * match is rated against the same snapshot whatever the order.
 */
export function ratePeriod(subject: Rating, outcomes: readonly Outcome[]): Rating {
  const system = new glicko2.Glicko2({
    tau: TAU,
    rating: INITIAL_RATING.rating,
    rd: INITIAL_RATING.rd,
    vol: INITIAL_RATING.volatility,
  });
  const player = system.makePlayer(subject.rating, subject.rd, subject.volatility);
  const matches = outcomes.map(
    (outcome): [ReturnType<typeof system.makePlayer>, ReturnType<typeof system.makePlayer>, number] => [
      player,
      system.makePlayer(outcome.opponent.rating, outcome.opponent.rd, outcome.opponent.volatility),
      outcome.score,
    ],
  );
  system.updateRatings(matches);
  return { rating: player.getRating(), rd: player.getRd(), volatility: player.getVol() };
}
