/**
 * An experiment's report as text for a terminal: each arm's measures in a
 * few lines, the comparison, and for a designer report the skill ladder
 * and the option sweep. The numbers are the JSON report's; docs/lab.md
 * says what each means.
 */
import type {
  ArmReport,
  Comparison,
  Curve,
  Difference,
  Distribution,
  ExperimentReport,
  GameAnswer,
  Rate,
  SkillLadder,
  SweepLine,
} from '@gameshelf/lab';
import { SEQUENTIAL_MIN_PAIRS } from '@gameshelf/lab';
import { pct, table } from '../table.ts';

const num = (x: number, digits = 2) => String(Number(x.toFixed(digits)));
const interval = (r: { low: number; high: number }, f: (x: number) => string = pct) =>
  `[${f(r.low)}, ${f(r.high)}]`;
const ratePart = (r: Rate) => `${pct(r.rate)} ${interval(r)}`;
const dist = (d: Distribution, f: (x: number) => string = (x) => num(x)) =>
  `mean ${f(d.mean)} ${interval(d, f)}, median ${f(d.median)}, 90% of games ${f(d.p5)} to ${f(d.p95)}`;
const signed = (x: number, f: (x: number) => string) => (x > 0 ? `+${f(x)}` : f(x));
const curve = (c: Curve, f: (x: number) => string) => c.map((v) => (v === null ? '-' : f(v))).join(' ');

function armText(arm: ArmReport, solo: boolean): string[] {
  const m = arm.metrics;
  const opts = Object.entries(arm.options)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  const lines = [
    `Arm ${arm.label}: ${arm.players} player${arm.players > 1 ? 's' : ''}, bots ${arm.bots.join(',')}${opts ? `; ${opts}` : ''}`,
  ];
  if (solo) lines.push(`  wins ${ratePart(m.won)}`);
  if (m.firstMover) {
    lines.push(`  first mover wins ${ratePart(m.firstMover)} (fair share ${pct(m.firstMover.fair)})`);
    lines.push(`  by seat: ${m.bySeat.map((r, s) => `${s + 1}: ${ratePart(r)}`).join('; ')}`);
    lines.push(`  shared wins ${ratePart(m.draws)}; nobody won ${ratePart(m.noWinner)}`);
  }
  if (m.byBot.length > 1) {
    lines.push(
      ...table(
        ['bot', 'seats', 'win rate', '95% interval', 'mean score'],
        m.byBot.map((b) => [b.bot, String(b.seats), pct(b.wins.rate), interval(b.wins), num(b.meanScore)]),
      )
        .split('\n')
        .map((l) => `    ${l}`),
    );
  }
  lines.push(`  moves: ${dist(m.moves, (x) => num(x, 1))}`, `  turns: ${dist(m.turns, (x) => num(x, 1))}`);
  lines.push(`  scores: ${dist(m.scores.all)}${m.scores.margin ? `; margin ${dist(m.scores.margin)}` : ''}`);
  if (m.outcomes) {
    const measure = solo ? 'win rate' : 'first mover wins';
    lines.push(
      '  how the games ended:',
      ...table(
        ['ending', 'games', 'share', '95% interval', 'moves', measure],
        m.outcomes.map((o) => [
          o.outcome,
          String(o.games.count),
          pct(o.games.rate),
          interval(o.games),
          num(o.moves.mean, 1),
          ratePart(o.primary),
        ]),
      )
        .split('\n')
        .map((l) => `    ${l}`),
    );
  }
  if (m.lead) {
    lines.push(
      `  lead changes per game: ${dist(m.lead.changes)}; games with one ${pct(m.lead.anyChange.rate)}; the last at ${pct(m.lead.lastChange.mean)} of the game on average`,
      `    per tenth of the game: ${curve(m.lead.curve, (x) => num(x))}`,
    );
  }
  if (m.drama) {
    lines.push(
      `  drama: the eventual winner trailed in ${pct(m.drama.behind.mean)} of positions, ${num(m.drama.gap.mean, 3)} below the leader on average`,
    );
  }
  if (m.decisiveness && m.decisiveness.n > 0) {
    lines.push(`  decisiveness: the winner led for good from ${dist(m.decisiveness, pct)} of the game`);
  }
  lines.push(
    `  legal moves per decision: ${dist(m.branching.perGame, (x) => num(x, 1))}`,
    `    per tenth of the game: ${curve(m.branching.curve, (x) => num(x, 1))}`,
  );
  if (m.hidden) {
    lines.push(
      `  hidden from a seat (the mean of the seats): ${dist(m.hidden.perGame, pct)} of the state`,
      `    by seat: ${m.hidden.bySeat.map((d, s) => `${s + 1}: ${pct(d.mean)}`).join('; ')}`,
      `    per tenth of the game: ${curve(m.hidden.curve, pct)}`,
    );
  }
  const numbers = Object.entries(m.stats.numbers);
  if (numbers.length > 0) {
    lines.push(
      ...table(
        ['game statistic', 'mean', 'min', 'max'],
        numbers.map(([k, v]) => [k, String(v.mean), String(v.min), String(v.max)]),
      )
        .split('\n')
        .map((l) => `    ${l}`),
    );
  }
  if (m.conditions.length > 0) {
    const measure = solo ? 'win rate' : 'first mover wins';
    lines.push(
      ...table(
        ['when it happened', 'games', measure, 'games without', measure],
        m.conditions.map((c) => [
          c.stat,
          String(c.when.n),
          ratePart(c.when),
          String(c.otherwise.n),
          ratePart(c.otherwise),
        ]),
      )
        .split('\n')
        .map((l) => `    ${l}`),
    );
  }
  return lines;
}

const differenceRow = (d: Difference, f: (x: number) => string) => [
  d.measure,
  f(d.a),
  f(d.b),
  signed(d.difference, f),
  `[${signed(d.low, f)}, ${signed(d.high, f)}]`,
];

function comparisonText(c: Comparison): string[] {
  const p = c.primary;
  const s = p.sequential;
  return [
    `Comparison ${c.b} − ${c.a} (game i of each from the same seed):`,
    `  ${p.measure}: ${pct(p.a)} → ${pct(p.b)}, ${signed(p.difference, pct)} [${signed(p.low, pct)}, ${signed(p.high, pct)}]`,
    s.pairs < SEQUENTIAL_MIN_PAIRS
      ? `  too few games for the sequential test (it looks from ${SEQUENTIAL_MIN_PAIRS} games an arm on)`
      : s.settledAfter === null
        ? `  not settled: the ${s.method} at α=${s.alpha} has not excluded no difference (anytime interval [${signed(s.low, pct)}, ${signed(s.high, pct)}])`
        : `  settled after ${s.settledAfter} games an arm by the ${s.method} at α=${s.alpha} (anytime interval [${signed(s.low, pct)}, ${signed(s.high, pct)}])`,
    ...table(
      ['measure', c.a, c.b, 'difference', '95% interval'],
      c.others.map((d) => differenceRow(d, (x) => num(x, 3))),
    )
      .split('\n')
      .map((l) => `    ${l}`),
  ];
}

function skillText(s: SkillLadder): string[] {
  const rows =
    s.rungs.length > 0
      ? table(
          ['level', 'wins', '95% interval', 'mean score'],
          s.rungs.map((r) => [r.label, pct(r.won.rate), interval(r.won), num(r.meanScore)]),
        )
      : table(
          ['pairing', 'stronger wins', '95% interval', 'fair share'],
          s.pairs.map((p) => [
            `${p.label} (${p.stronger} vs ${p.weaker})`,
            pct(p.share.rate),
            interval(p.share),
            pct(p.fair),
          ]),
        );
  return [
    `Skill ladder (skill index ${s.index === null ? '-' : num(s.index, 3)}: 0 luck decides, 1 the better bot always wins):`,
    ...rows.split('\n').map((l) => `    ${l}`),
  ];
}

function sweepText(lines: readonly SweepLine[]): string[] {
  const first = lines[0];
  if (!first) return [];
  return [
    `Option sweep (each option one step from the base arm, the same deals; ${first.primary.measure}):`,
    ...table(
      ['variant', 'base', 'variant ', 'difference', '95% interval', 'moves Δ'],
      lines.map((l) => [
        ...differenceRow({ ...l.primary, measure: l.label }, pct),
        signed(l.moves.difference, (x) => num(x, 1)),
      ]),
    )
      .split('\n')
      .map((l) => `    ${l}`),
  ];
}

function answersText(answers: readonly GameAnswer[]): string[] {
  return answers.flatMap((a) => [
    `${a.title}:`,
    ...a.findings.map((f) => `  ${f}`),
    ...a.tables.flatMap((t) => [
      `  ${t.title}`,
      ...table(
        t.header,
        t.rows.map((r) => r.map(String)),
      )
        .split('\n')
        .map((l) => `    ${l}`),
    ]),
    '',
  ]);
}

/** The report as text: `name` is the game's name. */
export function labText(name: string, r: ExperimentReport): string {
  const solo = (r.arms[0]?.players ?? 1) === 1;
  const out = [`${name} lab: ${r.games} games an arm, seed ${String(r.seed)}`, ''];
  for (const arm of r.arms) out.push(...armText(arm, solo), '');
  if (r.comparison) out.push(...comparisonText(r.comparison), '');
  if (r.skill) out.push(...skillText(r.skill), '');
  if (r.sweep) out.push(...sweepText(r.sweep), '');
  if (r.analyses) out.push(...answersText(r.analyses));
  return out.join('\n').trimEnd();
}
