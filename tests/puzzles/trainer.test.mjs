// The trainer's pure choices under node (run by tests/puzzles/test_glicko_js.py): Next puzzle's
// pick, the streak run's next step, and the import's merge rules.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pickNext, runNext, blockedThemes } from "../../web/assets/javascripts/trainer.js";
import { merge, refusal } from "../../web/assets/javascripts/carry.js";

const P = (id, rating, themes = ["build"], kind = "only-move") => ({ id, rating, themes, kind });

test("next: the unsolved puzzle nearest the rating, without a theme the last two both had", () => {
  const all = [P("a", 1000), P("b", 1490, ["wrap"]), P("c", 1510), P("d", 1700, ["wrap"])];
  const base = { solved: new Set(), failed: new Set(), rating: 1500, recent: [], current: "a" };
  assert.equal(pickNext(all, base).id, "b");
  assert.equal(pickNext(all, { ...base, solved: new Set(["b"]) }).id, "c");
  const recent = [["wrap", "build"], ["wrap"]];
  assert.deepEqual([...blockedThemes(recent)], ["wrap"]);
  assert.equal(pickNext(all, { ...base, recent }).id, "c");
});

test("run: the lowest move puzzle at least 50 above the last, never a can-win", () => {
  const all = [P("a", 900), P("b", 930), P("c", 960), P("y", 955, [], "can-win")];
  assert.equal(runNext(all, null, new Set()).id, "a");
  assert.equal(runNext(all, 900, new Set(["a"])).id, "c");
  assert.equal(runNext(all, 960, new Set(["a", "c"])), null);
});

const rec = (solved, failed, streak, rated) => ({
  progress: {
    v: 1,
    solved: Object.fromEntries(solved.map((i) => [i, { band: "easy", themes: [] }])),
    failed: Object.fromEntries(failed.map((i) => [i, { band: "easy", themes: [] }])),
    streak,
    best_streak: streak,
    daily: { last: null, streak: 0, best: 0 },
  },
  rating: { v: 1, rating: 1400 + rated.length, rd: 100, vol: 0.06, rated: Object.fromEntries(rated.map((i) => [i, 1])), history: [] },
  days: { v: 1, since: "2026-12-01", solved: [] },
  run: { v: 1, best: streak },
});

test("merge: solved in either stays solved, more rated tries win, the larger streak", () => {
  const m = merge(rec(["a"], ["b"], 1, ["a"]), rec(["b"], ["c"], 4, ["b", "c"]));
  assert.deepEqual(Object.keys(m.progress.solved).sort(), ["a", "b"]);
  assert.deepEqual(Object.keys(m.progress.failed), ["c"]);
  assert.equal(m.progress.streak, 4);
  assert.equal(m.rating.rating, 1402);
  assert.deepEqual(Object.keys(m.rating.rated).sort(), ["a", "b", "c"]);
  assert.equal(m.run.best, 4);
});

test("refusal: not a progress file, or another game's", () => {
  assert.equal(refusal({ format: "other" }, "crescent"), "bad");
  const file = { format: "solitaire-puzzles-progress", v: 1, game: "forty_thieves", ...rec([], [], 0, []) };
  assert.equal(refusal(file, "crescent"), "foreign");
  assert.equal(refusal({ ...file, game: "crescent" }, "crescent"), null);
  assert.equal(refusal({ ...file, game: "crescent", rating: { v: 1 } }, "crescent"), "bad");
});
