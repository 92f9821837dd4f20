/**
 * Replays: open a record file (`gameshelf play --record`, or downloaded
 * here), or pick one of this browser's finished games.
 */
import { useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { errorWords } from '../match/errors.ts';
import { ReplayViewer } from '../replay/ReplayViewer.tsx';
import { localMatches } from '../store/local-matches.ts';
import { heldSeats } from '../store/seats.ts';
import './MyGames.css';

export default function Replays() {
  const [uploaded, setUploaded] = useState<{ name: string; raw: unknown } | null>(null);
  const [bad, setBad] = useState<string | null>(null);
  const finishedHere = localMatches().filter((m) => m.record?.result);
  const online = heldSeats();

  async function open(file: File | undefined) {
    setBad(null);
    setUploaded(null);
    if (!file) return;
    if (file.size > 20_000_000) return setBad('That file is too large to be a game record.');
    try {
      setUploaded({ name: file.name, raw: JSON.parse(await file.text()) });
    } catch {
      setBad(errorWords({ code: 'record/malformed', message: 'the file is not JSON' }));
    }
  }

  return (
    <div className="page my-games">
      <h1>Replays</h1>
      <section className="card list-card">
        <h2>Open a record file</h2>
        <p className="hint">
          A game record is a JSON file: the command line writes one with <code>--record</code>.
        </p>
        <input
          type="file"
          accept=".json,application/json"
          aria-label="Record file"
          onChange={(e) => void open(e.target.files?.[0])}
        />
        {bad ? (
          <p className="notice error" role="alert">
            {bad}
          </p>
        ) : null}
      </section>
      {uploaded ? (
        <section aria-label={`Replay of ${uploaded.name}`}>
          <ReplayViewer raw={uploaded.raw} />
        </section>
      ) : null}
      <section className="card list-card">
        <h2>Finished on this device</h2>
        {finishedHere.length === 0 ? <p className="hint">None yet.</p> : null}
        <ul className="game-list">
          {finishedHere.map((m) => (
            <li key={m.id}>
              <span>{gameName(m.setup.game)}</span>
              <span className="hint">{new Date(m.updatedAt).toLocaleString()}</span>
              <Link className="button" href={`/local/${m.id}/replay`}>
                Replay
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {online.length > 0 ? (
        <section className="card list-card">
          <h2>Online games</h2>
          <p className="hint">An online game can be replayed once it is over.</p>
          <ul className="game-list">
            {online.map((s) => (
              <li key={s.match}>
                <span>{gameName(s.game)}</span>
                <span className="hint">{new Date(s.joinedAt).toLocaleString()}</span>
                <Link className="button" href={`/replay/${s.match}`}>
                  Replay
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
