/**
 * The report's key numbers as a table, arm by arm (what the figures show,
 * for a screen reader and for reading off), then the comparison of two arms,
 * the skill index and the game's own answers of a designer report. What each
 * measure means: docs/lab.md.
 */
import type { ArmReport, Distribution, ExperimentReport, Rate } from '@gameshelf/lab/core';
import type { Translate } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { type NumberWords, numberWords } from './format.ts';

type Line = { readonly key: string; readonly label: string; readonly cells: readonly string[] };

function lines(arms: readonly ArmReport[], f: NumberWords, t: Translate): Line[] {
  const rate = (r: Rate | null | undefined) =>
    r ? f.interval(f.pct(r.rate), f.pct(r.low), f.pct(r.high)) : '–';
  const dist = (d: Distribution | null | undefined, format = (x: number) => f.num(x, 1)) =>
    d && d.n > 0 ? f.interval(format(d.mean), format(d.low), format(d.high)) : '–';
  const row = (key: string, label: string, cell: (m: ArmReport['metrics']) => string) => ({
    key,
    label,
    cells: arms.map((a) => cell(a.metrics)),
  });
  const solo = arms.every((a) => a.players === 1);
  const first = arms[0]?.metrics.firstMover;
  const out: Line[] = [row('games', t('lab.numbers.games'), (m) => String(m.games))];
  if (solo) out.push(row('won', t('lab.numbers.won'), (m) => rate(m.won)));
  else {
    out.push(
      row('first', t('lab.numbers.firstMover', { fair: f.pct(first?.fair ?? 0) }), (m) => rate(m.firstMover)),
      row('draws', t('lab.numbers.draws'), (m) => rate(m.draws)),
      row('nobody', t('lab.numbers.noWinner'), (m) => rate(m.noWinner)),
    );
  }
  out.push(
    row('moves', t('lab.numbers.moves'), (m) => dist(m.moves)),
    row('turns', t('lab.numbers.turns'), (m) => dist(m.turns)),
  );
  if (!solo) {
    out.push(
      row('lead', t('lab.numbers.lead'), (m) => dist(m.lead?.changes, (x) => f.num(x, 2))),
      row('decisive', t('lab.numbers.decisive'), (m) => dist(m.decisiveness, f.pct)),
      row('drama', t('lab.numbers.drama'), (m) => dist(m.drama?.behind, f.pct)),
    );
  }
  out.push(row('branching', t('lab.numbers.branching'), (m) => dist(m.branching.perGame)));
  if (arms.some((a) => a.metrics.hidden))
    out.push(row('hidden', t('lab.numbers.hidden'), (m) => dist(m.hidden?.perGame, f.pct)));
  return out;
}

export function Numbers({ report }: { report: ExperimentReport }) {
  const { t, language } = useWords();
  const f = numberWords(language, t);
  const { comparison, skill, analyses } = report;
  const primary = comparison?.primary;
  const solo = report.arms.every((a) => a.players === 1);
  return (
    <section className="lab-numbers" aria-labelledby="lab-numbers-title">
      <h2 id="lab-numbers-title">{t('lab.numbers.title')}</h2>
      <div className="lab-table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('lab.numbers.measure')}</th>
              {report.arms.map((a) => (
                <th scope="col" key={a.label}>
                  {t('lab.numbers.arm', { label: a.label })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines(report.arms, f, t).map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.label}</th>
                {line.cells.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the arms' columns
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {comparison && primary ? (
        <p className="lab-comparison">
          {t('lab.comparison.primary', {
            b: comparison.b,
            a: comparison.a,
            measure: t(solo ? 'lab.comparison.won' : 'lab.comparison.firstMover'),
            before: f.pct(primary.a),
            after: f.pct(primary.b),
            difference: f.interval(
              f.signed(primary.difference, f.pct),
              f.signed(primary.low, f.pct),
              f.signed(primary.high, f.pct),
            ),
          })}{' '}
          {primary.sequential.settledAfter === null
            ? t('lab.comparison.notSettled')
            : t('lab.comparison.settled', { count: primary.sequential.settledAfter })}
        </p>
      ) : null}
      {skill ? (
        <p className="lab-skill">
          {skill.index === null
            ? t('lab.skill.none')
            : t('lab.skill.index', { index: f.num(skill.index, 3) })}
        </p>
      ) : null}
      {analyses && analyses.length > 0 ? (
        <section className="lab-answers" aria-labelledby="lab-answers-title">
          <h2 id="lab-answers-title">{t('lab.answers')}</h2>
          {analyses.map((a) => (
            <details key={a.id}>
              <summary>{a.title}</summary>
              <ul>
                {a.findings.map((finding) => (
                  <li key={finding}>{finding}</li>
                ))}
              </ul>
              {a.tables.map((table) => (
                <div className="lab-table-wrap" key={table.title}>
                  <table>
                    <caption>{table.title}</caption>
                    <thead>
                      <tr>
                        {table.header.map((h) => (
                          <th scope="col" key={h}>
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {table.rows.map((r, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows in order
                        <tr key={i}>
                          {r.map((c, j) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells in order
                            <td key={j}>{c}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
            </details>
          ))}
        </section>
      ) : null}
    </section>
  );
}
