// A table wider than its column (the theme wraps each in .md-typeset__scrollwrap, which scrolls
// sideways) must be reachable by keyboard, or a keyboard reader cannot see its last columns:
// such a wrapper gets a tab stop, and is named by the heading it stands under. A table that fits
// gets none (no empty tab stop). Checked again when the window's width changes.
function heading(wrap) {
  for (let el = wrap.previousElementSibling; el; el = el.previousElementSibling) {
    if (/^H[1-6]$/.test(el.tagName) && el.id) return el;
  }
  return null;
}

function update() {
  for (const wrap of document.querySelectorAll(".md-typeset__scrollwrap")) {
    if (wrap.scrollWidth > wrap.clientWidth) {
      wrap.tabIndex = 0;
      wrap.setAttribute("role", "region");
      const h = heading(wrap);
      if (h) wrap.setAttribute("aria-labelledby", h.id);
    } else {
      wrap.removeAttribute("tabindex");
      wrap.removeAttribute("role");
      wrap.removeAttribute("aria-labelledby");
    }
  }
}

if (document.readyState === "complete") update();
else window.addEventListener("load", update);
window.addEventListener("resize", update);
