/** How this browser is told of its turns: Web Push (asked for here), and a sound in a background tab. */
import { useEffect, useState } from 'react';
import { useWords } from '../i18n/use-words.ts';
import { setTurnSound, turnSound } from '../store/profile.ts';
import { enablePush, type PushStatus, pushStatus } from './push.ts';

export function NotifySettings() {
  const { t } = useWords();
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
      <h2 id="notify-title">{t('notify.title')}</h2>
      <p className="hint">{t('notify.intro')}</p>
      {push === 'off' ? (
        <button type="button" className="button" onClick={() => void enablePush().then(setPush)}>
          {t('notify.push')}
        </button>
      ) : null}
      {push === 'on' ? <p>{t('notify.pushOn')}</p> : null}
      {push === 'blocked' ? <p className="hint">{t('notify.pushBlocked')}</p> : null}
      {push === 'unavailable' || push === 'unsupported' ? (
        <p className="hint">{t('notify.pushUnavailable')}</p>
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
        {t('notify.sound')}
      </label>
    </section>
  );
}
