// The board's own input, shared by the Play pages (play.js) and the Puzzles pages (puzzle.js):
// tap, double tap, drag and drop (mouse, pen and touch alike), and the keys of the focused board
// (Enter or Space, F, Escape, the arrows by the drawn layout, number keys for a pile or column).
// Every action becomes a session request through `opts.request`; nothing here knows the game.
const DIGIT_MS = 800; // "1" waits this long for a second digit (Crescent piles 10-16)
const DOUBLE_MS = 400;
const DRAG_PX = 6;

// opts: {board, game, getState, request, highlight: () => bool, lift, noteDrop}
export function wire(opts) {
  const board = opts.board;
  const st = opts.getState;
  let lastTap = { place: null, time: 0 };

  // The board is one tab stop (roving tabindex, as in WAI-ARIA's grid pattern): only the place
  // last used takes Tab; the arrows, number keys and W move inside; Tab goes on to the toolbar.
  let lastPlace = null;
  board.addEventListener("focusin", (event) => {
    const g = placeOf(event.target);
    if (g) {
      lastPlace = g.dataset.place;
      rove();
    }
  });

  function rove() {
    const all = [...board.querySelectorAll("[data-place][tabindex]")];
    const current = all.find((g) => g.dataset.place === lastPlace) || all[0];
    for (const g of all) g.tabIndex = g === current ? 0 : -1;
  }

  function focusBoard() {
    // The focus is always on the board or a control: the place last used, else the first.
    const g =
      (lastPlace && board.querySelector(`[data-place="${lastPlace}"][tabindex]`)) ||
      board.querySelector("[data-place][tabindex]");
    if (g) g.focus({ preventScroll: true });
  }


  // --- pointer: tap, double tap, drag and drop (mouse, pen and touch alike) ---------------------

  let press = null;

  function placeOf(el) {
    const g = el && el.closest && el.closest("[data-place]");
    return g && board.contains(g) ? g : null;
  }

  function svgScale() {
    const svg = board.querySelector("svg");
    const m = svg && svg.getScreenCTM();
    return m ? 1 / m.a : 1;
  }

  function foundationArea() {
    let box2 = null;
    for (const g of board.querySelectorAll('[data-place^="f"]')) {
      const r = g.getBoundingClientRect();
      box2 = box2
        ? {
            left: Math.min(box2.left, r.left),
            top: Math.min(box2.top, r.top),
            right: Math.max(box2.right, r.right),
            bottom: Math.max(box2.bottom, r.bottom),
          }
        : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }
    return box2;
  }

  function highlightTargets(src, on, css = "sol-target") {
    for (const dst of (st() && st().targets[src]) || []) {
      for (const g of board.querySelectorAll(`[data-place="${dst}"]`)) {
        g.classList.toggle(css, on);
      }
    }
  }

  board.addEventListener("pointerdown", (event) => {
    const g = placeOf(event.target);
    if (!g || !st() || event.button > 0) return;
    const place = g.dataset.place;
    const top = board.querySelector(`[data-place="${place}"][tabindex]`) || g;
    press = { place, el: top, x: event.clientX, y: event.clientY, id: event.pointerId, drag: false };
  });

  board.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.drag) {
      const movable = st().targets[press.place] || press.el.classList.contains("sol-card");
      if (Math.hypot(dx, dy) < DRAG_PX || press.place === "s" || press.el.classList.contains("sol-empty") || !movable) return;
      press.drag = true;
      press.el.classList.add("sol-dragging");
      opts.lift(press.el); // table.js hook: the dragged card above the others
      try {
        board.setPointerCapture(event.pointerId);
      } catch {
        /* capture is a nicety */
      }
      if (opts.highlight()) highlightTargets(press.place, true);
    }
    event.preventDefault();
    const k = svgScale();
    press.el.setAttribute("transform", `translate(${dx * k} ${dy * k})`);
  });

  function endPress(event, cancelled) {
    if (!press || event.pointerId !== press.id) return;
    const p = press;
    press = null;
    if (p.drag) {
      highlightTargets(p.place, false);
      p.el.style.pointerEvents = "none";
      const under = placeOf(document.elementFromPoint(event.clientX, event.clientY));
      opts.noteDrop(p.place, p.el); // table.js hook: a refused drop slides back from here
      p.el.removeAttribute("transform");
      p.el.classList.remove("sol-dragging");
      p.el.style.pointerEvents = "";
      if (cancelled) return;
      let target = under ? under.dataset.place : "none";
      const area = foundationArea();
      const inArea =
        area &&
        event.clientX >= area.left &&
        event.clientX <= area.right &&
        event.clientY >= area.top &&
        event.clientY <= area.bottom;
      if (target.startsWith("f") || (target === "none" && inArea)) target = "foundations";
      opts.request({ op: "drop", place: p.place, target });
      return;
    }
    if (cancelled) return;
    // The second tap of a double tap goes to the session as such, whatever the first one did
    // (its answer may not be back yet): with the card still selected it sends it home, and after
    // a first tap that already moved it, it does nothing (one double tap, one action). The
    // stock is the exception: each tap on it draws a card.
    const now = performance.now();
    const double = lastTap.place === p.place && now - lastTap.time < DOUBLE_MS && p.place !== "s";
    lastTap = { place: double ? null : p.place, time: now };
    opts.request({ op: double ? "second_tap" : "tap", place: p.place });
  }

  board.addEventListener("pointerup", (event) => endPress(event, false));
  board.addEventListener("pointercancel", (event) => endPress(event, true));
  board.addEventListener("dblclick", (event) => event.preventDefault());

  // --- keyboard -----------------------------------------------------------------------------

  function focusables() {
    return [...board.querySelectorAll("[data-place][tabindex]")];
  }

  function centre(el) {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }

  function arrowTarget(place, key) {
    // The arrows follow the board as drawn: the nearest place in that direction, a place off the
    // line costing twice its distance along it.
    const from = board.querySelector(`[data-place="${place}"][tabindex]`);
    if (!from) return null;
    const a = centre(from);
    const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
    let best = null;
    let bestCost = Infinity;
    for (const g of focusables()) {
      if (g === from) continue;
      const b = centre(g);
      const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
      const across = Math.abs((b.x - a.x) * dy) + Math.abs((b.y - a.y) * dx);
      if (along < 4) continue;
      const cost = along + 2 * across;
      if (cost < bestCost) {
        bestCost = cost;
        best = g;
      }
    }
    return best ? best.dataset.place : null;
  }

  function letterOf(event) {
    // A letter key by its meaning on a Latin layout, else by its place (event.code): on a
    // Ukrainian layout the key that types "г" is U.
    if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
    const m = /^Key([A-Z])$/.exec(event.code || "");
    return m ? m[1].toLowerCase() : null;
  }

  function digitOf(event) {
    if (/^[0-9]$/.test(event.key)) return event.key;
    const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code || "");
    return m ? m[1] : null;
  }

  let digits = { text: "", timer: null };

  function pileOfDigits(text) {
    // Crescent: piles 1-16 ("1" waits for a second digit); Forty Thieves: columns 1-9, 0 for 10.
    if (opts.game === "crescent") {
      const n = Number(text);
      return n >= 1 && n <= 16 ? `p${n}` : null;
    }
    return `c${text === "0" ? 10 : Number(text)}`;
  }

  function goToPile(place) {
    // A number key: with a card selected it puts the card there; else it moves the focus there.
    if (!place) return;
    const g = board.querySelector(`[data-place="${place}"][tabindex]`);
    if (!g) return;
    if (st().selected) {
      g.focus();
      opts.request({ op: "tap", place });
    } else g.focus();
  }

  function typeDigit(d) {
    clearTimeout(digits.timer);
    const text = digits.text + d;
    const waits = opts.game === "crescent" && text === "1";
    if (waits) {
      digits = { text, timer: setTimeout(() => ((digits = { text: "", timer: null }), goToPile("p1")), DIGIT_MS) };
      return;
    }
    digits = { text: "", timer: null };
    goToPile(pileOfDigits(text));
  }

  board.addEventListener("keydown", (event) => {
    const g = placeOf(event.target);
    if (!g || !st() || event.ctrlKey || event.metaKey || event.altKey) return;
    const place = g.dataset.place;
    const key = event.key;
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      opts.request({ op: "tap", place });
    } else if (letterOf(event) === "f") {
      event.preventDefault();
      opts.request({ op: "double", place: st().selected || place });
    } else if (key === "Escape" && st().selected) {
      event.preventDefault();
      opts.request({ op: "tap", place: st().selected });
    } else if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(key)) {
      event.preventDefault();
      const next = arrowTarget(place, key);
      if (next) board.querySelector(`[data-place="${next}"][tabindex]`).focus();
    }
  });

  function marks() {
    // Each state its own look (site.css): the selected card is lifted, the places that take it
    // get a dotted frame, the hint's card a dash-dot frame, the focus a dashed one.
    rove();
    const state = st();
    if (state.selected) highlightTargets(state.selected, true, "sol-legal");
    for (const g of board.querySelectorAll(`[data-place][tabindex]`)) {
      g.setAttribute("aria-pressed", String(g.dataset.place === state.selected));
    }
    if (state.hint) {
      const src = board.querySelector(`[data-place="${state.hint[0]}"][tabindex]`);
      if (src) src.classList.add("sol-hint");
    }
  }

  function forget() {
    // Back to a board never touched (the tests' fresh start, play.js): no last tap, place,
    // press or digit waiting.
    lastTap = { place: null, time: 0 };
    lastPlace = null;
    press = null;
    clearTimeout(digits.timer);
    digits = { text: "", timer: null };
  }

  return { focusBoard, placeOf, highlightTargets, arrowTarget, letterOf, digitOf, typeDigit, marks, forget };
}
