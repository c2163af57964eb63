// The rating history chart (issue 33): the last 100 rated tries of trainer.js's record as an
// SVG line, described for a screen reader: role="img" with a title and a description sentence
// from the page (its placeholders filled with numbers in the page's locale), no colour needed to
// read it. Without a rated try the page's "no rated puzzle yet" sentence stands instead.
import * as trainer from "./trainer.js";
import { numberFormat } from "./numbers.js";

const W = 600;
const H = 200;
const PAD = 36;
const SVG = "http://www.w3.org/2000/svg";

function el(name, attrs, text) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function fill(template, values) {
  return template.replace(/%\((\w+)\)s/g, (_, name) => values[name]);
}

export function render(figure, game) {
  if (!figure) return;
  const history = trainer.load(game).history;
  const empty = figure.querySelector("[data-chart-empty]");
  const old = figure.querySelector("svg");
  if (old) old.remove();
  empty.hidden = history.length > 0;
  figure.dataset.points = String(history.length);
  if (!history.length) return;
  const lang = document.documentElement.lang || "en";
  const fmt = numberFormat(lang, { maximumFractionDigits: 0 });
  const ratings = history.map(([r]) => r);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const lo = Math.floor((low - 25) / 50) * 50;
  const hi = Math.ceil((high + 25) / 50) * 50;
  const x = (i) => PAD + ((W - 2 * PAD) * (history.length === 1 ? 0.5 : i / (history.length - 1)));
  const y = (r) => H - PAD + ((2 * PAD - H) * (r - lo)) / (hi - lo);
  const id = `sol-chart-${game}`;
  const svg = el("svg", {
    viewBox: `0 0 ${W} ${H}`,
    role: "img",
    "aria-labelledby": `${id}-title ${id}-desc`,
    class: "sol-chart",
  });
  svg.append(el("title", { id: `${id}-title` }, figure.dataset.title));
  const values = {
    from_rating: fmt.format(ratings[0]),
    to_rating: fmt.format(ratings[ratings.length - 1]),
    lowest: fmt.format(low),
    highest: fmt.format(high),
  };
  svg.append(el("desc", { id: `${id}-desc` }, fill(figure.dataset.desc, values)));
  for (const r of [lo, hi]) {
    svg.append(el("line", { x1: PAD, x2: W - PAD, y1: y(r), y2: y(r), class: "sol-chart-grid" }));
    svg.append(el("text", { x: PAD - 4, y: y(r) + 4, "text-anchor": "end", "aria-hidden": "true" }, fmt.format(r)));
  }
  const points = ratings.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(" ");
  svg.append(el("polyline", { points, class: "sol-chart-line", fill: "none" }));
  history.forEach(([r, score], i) => {
    // A solved try a filled dot, half a point a half-filled one, a loss a hollow one.
    const shape = el("circle", { cx: x(i), cy: y(r), r: 4, class: `sol-chart-dot sol-chart-${score * 2}` });
    svg.append(shape);
  });
  figure.prepend(svg);
}
