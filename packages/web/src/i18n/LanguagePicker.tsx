/**
 * The language of the interface, in the header: each language named in its
 * own words ("English", "Italiano"). The choice is remembered (setLanguage).
 */
import { isLanguage, LANGUAGES } from '@gameshelf/engine/translate';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from './i18n.ts';
import './LanguagePicker.css';

export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <label className="language-picker">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.6 2.7 3.9 5.7 3.9 9s-1.3 6.3-3.9 9c-2.6-2.7-3.9-5.7-3.9-9s1.3-6.3 3.9-9z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={currentLanguage()}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void setLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t('language.name', { lng: code })}
          </option>
        ))}
      </select>
    </label>
  );
}
