/** A short, soft two-note chime (Web Audio: no sound file to fetch), for a turn in a background tab. */
export function chime(): void {
  const Context = globalThis.AudioContext;
  if (typeof Context !== 'function') return;
  try {
    const audio = new Context();
    const start = audio.currentTime;
    for (const [i, frequency] of [660, 880].entries()) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + i * 0.14);
      volume.gain.exponentialRampToValueAtTime(0.15, start + i * 0.14 + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.14 + 0.3);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + i * 0.14);
      tone.stop(start + i * 0.14 + 0.32);
    }
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No sound here: the title and the icon still tell.
  }
}
