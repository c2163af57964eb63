// The puzzle of the day, by the reader's own calendar (engine/puzzles/daily.py says why).
//
// The page holds the build date's card in <section class="sol-daily" data-game data-puzzles>;
// data-puzzles names puzzles/<game>.json (written by the build: "daily", the fixed order of the
// game's puzzle ids, and "pages", each id's browse page). This module picks the id of the local
// date with the same rule as daily.py, and when it is not the card shown, fetches that puzzle's
// browse page (same origin; the service worker or the HTTP cache may serve it) and puts its card
// in place. The section then carries data-daily-id and fires "sol-daily-ready" (detail: {id}),
// so the puzzle board can take the new card's Solve button. Without JavaScript, or if a fetch
// fails, the build date's card stays, and the page says so in a <noscript> sentence.

// The first day of the order (daily.EPOCH): 2026-01-01.
const EPOCH_UTC = Date.UTC(2026, 0, 1);
const DAY_MS = 86400000;

// The id of `date`'s puzzle: days from the epoch to the date's LOCAL calendar day, modulo the
// list's length (never negative, as Python's %).
export function dailyPuzzleId(order, date) {
  if (!order.length) throw new Error("no puzzles to choose from");
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const n = Math.round((day - EPOCH_UTC) / DAY_MS);
  return order[((n % order.length) + order.length) % order.length];
}

async function fetchCard(url, id) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), "text/html");
  const card = doc.getElementById(id);
  if (!card) throw new Error(`${url}: no puzzle ${id}`);
  const imported = document.importNode(card, true);
  // A browse page's card title is an h2 (under the page's h1); here it sits under the section's
  // h2 heading, as the build date's card did.
  const title = imported.querySelector("h2");
  if (title) {
    const h3 = document.createElement("h3");
    h3.append(...title.childNodes);
    title.replaceWith(h3);
  }
  return imported;
}

export async function showDaily(section, date = new Date()) {
  const response = await fetch(section.dataset.puzzles);
  if (!response.ok) throw new Error(`${section.dataset.puzzles}: ${response.status}`);
  const data = await response.json();
  const id = dailyPuzzleId(data.daily, date);
  const shown = section.querySelector("article.sol-puzzle-card");
  if (!shown || shown.id !== id) {
    const card = await fetchCard(data.pages[id], id);
    if (shown) shown.replaceWith(card);
    else section.append(card);
  }
  section.dataset.dailyId = id;
  section.dispatchEvent(new CustomEvent("sol-daily-ready", { bubbles: true, detail: { id } }));
  return id;
}

for (const section of document.querySelectorAll("section.sol-daily[data-puzzles]")) {
  showDaily(section).catch((err) => {
    // The build date's card stays: still a puzzle, in this language, with its answer.
    console.warn("puzzle of the day:", err);
  });
}
