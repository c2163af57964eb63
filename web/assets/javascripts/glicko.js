// Glicko-2 for the puzzle trainer, on the `glicko2` npm package (mmai/glicko2js, pinned in
// package.json; the build serves it from our origin as vendor/glicko2.js, never from a CDN).
// One rating period per rated try: the player against the puzzle's fixed rating. A puzzle's
// rating is fixed (engine/puzzles/rating.py), so it enters with a small deviation: PUZZLE_RD.
// τ constrains how fast the volatility moves (Glickman suggests 0.3–1.2): 0.5, as in his
// worked example. A new player starts at 1500, RD 350, σ 0.06 (Glickman's defaults).
// `rate` takes the library as an argument, so node runs it in tests/puzzles/glicko.test.mjs.
export const TAU = 0.5;
export const PUZZLE_RD = 60;
export const START = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });

/** The player's rating after one period: `results` are [opponent rating, RD, score] (1, ½, 0). */
export function rate(lib, player, results, tau = TAU) {
  const system = new lib.Glicko2({ tau, rating: START.rating, rd: START.rd, vol: START.vol });
  const me = system.makePlayer(player.rating, player.rd, player.vol);
  const matches = results.map(([rating, rd, score]) => [
    me,
    system.makePlayer(rating, rd, START.vol),
    score,
  ]);
  system.updateRatings(matches);
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

let loading = null;

/** The library in the page: a classic script that sets `window.glicko2`, loaded once. */
export function library() {
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      if (window.glicko2) {
        resolve(window.glicko2);
        return;
      }
      const script = document.createElement("script");
      script.src = new URL("vendor/glicko2.js", import.meta.url).href;
      script.onload = () => resolve(window.glicko2);
      script.onerror = () => reject(new Error(`${script.src}: not loaded`));
      document.head.append(script);
    });
  }
  return loading;
}
