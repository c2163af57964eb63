// An element's tree as the page's HTML made it, kept so that it can be put back: the same nodes
// (their listeners stay), their attributes, text, and the values and checks of their fields.
// Only for the browser tests' fresh start of a Play page (play.js, in a tab the tests marked).
export function keep(root) {
  const kept = [root, ...root.querySelectorAll("*")].map((el) => ({
    el,
    attributes: [...el.attributes].map((a) => [a.name, a.value]),
    children: [...el.childNodes],
    texts: [...el.childNodes].filter((n) => n.nodeType !== Node.ELEMENT_NODE).map((n) => [n, n.data]),
  }));
  return function restore() {
    for (const { el, attributes, children, texts } of kept) {
      // The field's value first: a checkbox's value is its attribute, put back just below.
      if (el instanceof HTMLInputElement) {
        el.value = el.defaultValue;
        el.checked = el.defaultChecked;
      } else if (el instanceof HTMLTextAreaElement) el.value = el.defaultValue;
      for (const { name } of [...el.attributes]) el.removeAttribute(name);
      for (const [name, value] of attributes) el.setAttribute(name, value);
      el.replaceChildren(...children);
      for (const [node, data] of texts) node.data = data;
    }
  };
}
