/**
 * "My games" one game a row, online or on this device alike: the game, the
 * opponents, whose turn it is (or how it ended), when the last move was,
 * where the table is, and for a finished game its replay and its record.
 * An online game stands as the server's summary says; a game on this
 * device as its kept record and the seats to act then say.
 */
import type { GameRecord } from '@gameshelf/engine';
import { listWords, type Translate } from '../../i18n/translate.ts';
import { localSeats } from '../../local/local-table.ts';
import { recordHref } from '../../net/api.ts';
import { localStanding, type MyMatch, type Standing, standingOf } from '../../notify/my-games.ts';
import { botName, seatLabels } from '../../session/seats.ts';
import type { LocalMatchEntry } from '../../store/local-matches.ts';

/** A finished game's record: the server's address of it, or the record kept here, saved as a file. */
export type RecordLink =
  | { readonly kind: 'online'; readonly href: string; readonly file: string }
  | { readonly kind: 'local'; readonly record: GameRecord; readonly file: string };

export interface GameRow {
  readonly key: string;
  /** Where it is played: online, or on this device. */
  readonly where: 'online' | 'local';
  readonly game: string;
  readonly standing: Standing;
  /** Everyone else at the table, by name. */
  readonly others: readonly string[];
  /** Whose turn it is, or how it ended. */
  readonly status: string;
  /** The table. */
  readonly href: string;
  readonly replay: string;
  readonly record: RecordLink | null;
}

type Seat = MyMatch['summary']['seats'][number];

function seatName(s: Seat, t: Translate): string {
  if (s.kind === 'bot') return botName(s.bot, t);
  if (!s.taken) return t('lobby.seatOpen');
  return s.name ?? `P${s.seat + 1}`;
}

function onlineStatus(m: MyMatch, urgency: Standing['urgency'], t: Translate, language: string): string {
  const { seat, summary } = m;
  switch (urgency) {
    case 'over':
      return summary.result?.winners.includes(seat) ? t('myGames.won') : t('myGames.lost');
    case 'players':
      return t('myGames.waitingPlayers');
    case 'mine':
      return t('myGames.yourTurn');
    case 'others': {
      const unknown = (p: number): Seat => ({ seat: p, kind: 'human', bot: null, name: null, taken: true });
      const names = summary.toAct.map((p) => seatName(summary.seats[p] ?? unknown(p), t));
      return t('myGames.waitingFor', { names: listWords(names, language) });
    }
  }
}

export function onlineRow(m: MyMatch, t: Translate, language: string): GameRow {
  const { seat, summary } = m;
  const standing = standingOf(m);
  const file = `${summary.game}-${summary.match}.json`;
  return {
    key: summary.match,
    where: 'online',
    game: summary.game,
    standing,
    others: summary.seats.filter((s) => s.seat !== seat).map((s) => seatName(s, t)),
    status: onlineStatus(m, standing.urgency, t, language),
    href: `/match/${summary.match}`,
    replay: `/replay/${summary.match}`,
    record: standing.urgency === 'over' ? { kind: 'online', href: recordHref(summary.match), file } : null,
  };
}

export function localRow(entry: LocalMatchEntry, t: Translate, language: string): GameRow {
  const { id, setup, record, toAct } = entry;
  const standing = localStanding(entry);
  // With one person at the screen, that seat is "you" and the others are the opponents; hot-seat, everyone is.
  const labels = seatLabels(localSeats(setup), t);
  const you = labels.findIndex((label) => label.kind === 'you');
  const names = (seats: readonly number[]) =>
    listWords(
      seats.map((p) => labels[p]?.name ?? `P${p + 1}`),
      language,
    );
  const status = (): string => {
    switch (standing.urgency) {
      case 'over':
        return you >= 0 && record?.result?.winners.includes(you) ? t('myGames.won') : t('myGames.lost');
      case 'mine':
        if (toAct === undefined) return t('myGames.inProgress');
        if (toAct.includes(you)) return t('myGames.yourTurn');
        return t('myGames.waitingFor', { names: names(toAct) });
      default:
        return t('myGames.waitingFor', { names: names(toAct ?? []) });
    }
  };
  return {
    key: id,
    where: 'local',
    game: setup.game,
    standing,
    others: labels.filter((label) => label.kind !== 'you').map((label) => label.name),
    status: status(),
    href: `/local/${id}`,
    replay: `/local/${id}/replay`,
    record:
      standing.urgency === 'over' && record
        ? { kind: 'local', record, file: `${setup.game}-${id}.json` }
        : null,
  };
}
