import type { GameResult, TextStyle } from '@gameshelf/engine';

/** The final scores, winners first. */
export function resultText(result: GameResult, names: readonly string[], style: TextStyle): string {
  const lines = [style.bold('Game over.')];
  result.scores.forEach((score, i) => {
    const won = result.winners.includes(i);
    lines.push(
      `  ${won ? style.green('★') : ' '} ${names[i] ?? `P${i + 1}`}: ${score}${won ? style.green(' wins') : ''}`,
    );
  });
  if (result.winners.length === 0) lines.push('  Nobody wins.');
  if (result.summary) lines.push(`  ${result.summary}`);
  return lines.join('\n');
}
