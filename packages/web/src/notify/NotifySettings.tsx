/** How this browser is told of its turns: Web Push (asked for here), and a sound in a background tab. */
import { useEffect, useState } from 'react';
import { setTurnSound, turnSound } from '../store/profile.ts';
import { words } from '../words/table-words.ts';
import { enablePush, type PushStatus, pushStatus } from './push.ts';

export function NotifySettings() {
  const [push, setPush] = useState<PushStatus | null>(null);
  const [sound, setSound] = useState(turnSound);
  useEffect(() => {
    let live = true;
    void pushStatus().then((s) => {
      if (live) setPush(s);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="card list-card notify-settings" aria-labelledby="notify-title">
      <h2 id="notify-title">{words('notify.title')}</h2>
      <p className="hint">{words('notify.intro')}</p>
      {push === 'off' ? (
        <button type="button" className="button" onClick={() => void enablePush().then(setPush)}>
          {words('notify.push')}
        </button>
      ) : null}
      {push === 'on' ? <p>{words('notify.pushOn')}</p> : null}
      {push === 'blocked' ? <p className="hint">{words('notify.pushBlocked')}</p> : null}
      {push === 'unavailable' || push === 'unsupported' ? (
        <p className="hint">{words('notify.pushUnavailable')}</p>
      ) : null}
      <label className="check">
        <input
          type="checkbox"
          checked={sound}
          onChange={(e) => {
            setSound(e.target.checked);
            setTurnSound(e.target.checked);
          }}
        />{' '}
        {words('notify.sound')}
      </label>
    </section>
  );
}
