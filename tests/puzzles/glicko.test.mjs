// The page's Glicko-2 (web/assets/javascripts/glicko.js, on the glicko2 npm package) against
// Glickman's worked example ("Example of the Glicko-2 system", 2013): a 1500 / RD 200 / σ 0.06
// player beats a 1400 / 30 player and loses to 1550 / 100 and 1700 / 300, τ = 0.5 →
// 1464.06 / 151.52 / 0.05999. Run by tests/puzzles/test_glicko_js.py (node --test).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { rate, START, TAU, PUZZLE_RD } from "../../web/assets/javascripts/glicko.js";

const require = createRequire(import.meta.url);
const lib = require("glicko2");

test("Glickman's worked example", () => {
  const after = rate(lib, { rating: 1500, rd: 200, vol: 0.06 }, [
    [1400, 30, 1],
    [1550, 100, 0],
    [1700, 300, 0],
  ], 0.5);
  assert.ok(Math.abs(after.rating - 1464.06) < 0.01, `rating ${after.rating}`);
  assert.ok(Math.abs(after.rd - 151.52) < 0.01, `rd ${after.rd}`);
  assert.ok(Math.abs(after.vol - 0.05999) < 0.00001, `vol ${after.vol}`);
});

test("the trainer's constants: Glickman's defaults, τ 0.5, a fixed puzzle's small RD", () => {
  assert.deepEqual({ ...START }, { rating: 1500, rd: 350, vol: 0.06 });
  assert.equal(TAU, 0.5);
  assert.ok(PUZZLE_RD > 0 && PUZZLE_RD < 100);
});

test("a half point against an equal puzzle leaves the rating, and shrinks the deviation", () => {
  const after = rate(lib, START, [[1500, PUZZLE_RD, 0.5]]);
  assert.ok(Math.abs(after.rating - 1500) < 1e-9);
  assert.ok(after.rd < 350);
});
