// A skip link to the board, right after the theme's own "Skip to content": the board stands far
// down its page (the rules, the daily puzzle), and the keyboard should reach it at once. Its
// text is the page's (the board's data-skip, a message); the board's script gives the focus.
export function skipLink(box, focus) {
  const text = box.dataset.skip;
  if (!text || !box.id) return;
  const link = document.createElement("a");
  link.className = "md-skip sol-skip";
  link.href = `#${box.id}`;
  link.textContent = text;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    box.scrollIntoView({ block: "start" });
    focus();
  });
  const theme = document.querySelector(".md-skip");
  if (theme) theme.after(link);
  else document.body.prepend(link);
}
