import type { GameResult, TextStyle, Translate } from '@gameshelf/engine';

/**
 * The end of a game, as the web app's result screen shows it: how it ended
 * in the game's own words and the reader's language (`story`: the narration
 * of the log's last entry, `endStory`), then every seat's score by the name
 * the table gives it, the winners starred. The rules' `result.summary` is
 * not shown: it is English, and it cites rulings. `shelf` gives the words
 * every table shares (`end.over`, `end.winner`, `end.nobody`).
 */
export function resultText(
  result: GameResult,
  names: readonly string[],
  style: TextStyle,
  story: readonly string[],
  shelf: Translate,
): string {
  const lines = [style.bold(shelf('end.over')), ...story.map((line) => `  ${line}`)];
  result.scores.forEach((score, i) => {
    const won = result.winners.includes(i);
    lines.push(
      `  ${won ? style.green('★') : ' '} ${names[i] ?? String(i + 1)}: ${score}${won ? style.green(` ${shelf('end.winner')}`) : ''}`,
    );
  });
  if (result.winners.length === 0) lines.push(`  ${shelf('end.nobody')}`);
  return lines.join('\n');
}
