// Short sounds for live games, made with the Web Audio API (no audio
// files): a click on every move, a double beep when the viewer's time runs
// low. They start as the member's board settings say (`data-sounds-on`); the
// page's button turns them off or on for this page.

/** Tones of a sound: [frequency in Hz, start in s, length in s]. */
const SOUNDS = {
  move: [[660, 0, 0.08]],
  low: [[880, 0, 0.12], [880, 0.18, 0.12]],
};

export function createSounds({ root, button, labels }) {
  let on = root.dataset.soundsOn !== "false";
  let audio = null;

  function show() {
    if (!button) return;
    button.hidden = false;
    button.setAttribute("aria-pressed", String(on));
    button.textContent = labels[on ? "board-sound-on" : "board-sound-off"];
  }

  // Browsers start audio only after a gesture on the page.
  function unlock() {
    try {
      audio ??= new AudioContext();
      if (audio.state === "suspended") audio.resume();
    } catch {
      audio = null; // no audio in this browser
    }
  }
  document.addEventListener("pointerdown", unlock, { once: true });
  document.addEventListener("keydown", unlock, { once: true });

  button?.addEventListener("click", () => {
    on = !on;
    show();
  });
  show();

  return {
    /** Plays `name` (`move`, `low`) when sounds are on. */
    play(name) {
      if (!on) return;
      // Counted where the browser tests can read it.
      root.dataset.sounds = String(Number(root.dataset.sounds ?? 0) + 1);
      if (!audio) return;
      const now = audio.currentTime;
      for (const [frequency, start, length] of SOUNDS[name]) {
        const tone = audio.createOscillator();
        const volume = audio.createGain();
        tone.frequency.value = frequency;
        volume.gain.setValueAtTime(0.2, now + start);
        volume.gain.exponentialRampToValueAtTime(0.001, now + start + length);
        tone.connect(volume).connect(audio.destination);
        tone.start(now + start);
        tone.stop(now + start + length);
      }
    },
  };
}
