"use client";

// Browser speech synthesis for the tour, not recorded audio. No voice is not an
// error: without speech synthesis the tour simply runs silently.

export function speechAvailable(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && "SpeechSynthesisUtterance" in window;
}

/** Voice starts on only where the browser has a voice installed to speak with. */
export function voiceInstalled(): boolean {
  try {
    return speechAvailable() && window.speechSynthesis.getVoices().length > 0;
  } catch {
    return false;
  }
}

/**
 * Speaks `text`; `onDone` runs once when it ends or fails (a failure is only
 * logged), or after a generous fallback if the engine never reports back.
 * Returns a stop function that cancels without calling `onDone`.
 */
export function speak(text: string, onDone: () => void): () => void {
  let settled = false;
  const done = () => {
    if (settled) return;
    settled = true;
    window.clearTimeout(fallback);
    onDone();
  };
  const fallback = window.setTimeout(done, Math.max(6000, text.split(/\s+/).length * 500 + 2000));
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = 1;
    utterance.onend = done;
    utterance.onerror = (event) => {
      if (!settled) console.info("Tour voice could not play:", event.error);
      done();
    };
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  } catch (error) {
    console.info("Tour voice could not play:", error);
    done();
  }
  return () => {
    settled = true;
    window.clearTimeout(fallback);
    try {
      window.speechSynthesis.cancel();
    } catch {
      // nothing to stop
    }
  };
}
