// The engine's start, tried again once the network is back (issue 31, point 6: nothing lost).
// After a single visit the service worker keeps the snapshot start's files only (the first visit
// stays small); the ordinary start's (the standard library's zip) come at a later visit. A
// snapshot that fails while the network is cut then has no start to fall back on: the board
// says so in the page's words (`offlineText`, a message of the page), keeps what is on it and
// the moves made meanwhile, and starts the engine again at the browser's `online` event.
// A start that fails with the network up is the caller's to report, as before.
//
//   startedOnline({ first, again, say, offlineText })
//     first():       the engine's start (a promise of its answer);
//     again(failed): a new start after the failed one (a new worker), unless one has begun
//                    since (another caller waited for the same start);
//     say(text):     the note shown while waiting (text), or the note as it was (null).
export async function startedOnline({ first, again, say, offlineText }) {
  let attempt = first();
  for (;;) {
    try {
      return await attempt;
    } catch (err) {
      if (navigator.onLine !== false || !offlineText) throw err;
      say(offlineText);
      await new Promise((resolve) => addEventListener("online", resolve, { once: true }));
      say(null);
      attempt = again(attempt);
    }
  }
}
