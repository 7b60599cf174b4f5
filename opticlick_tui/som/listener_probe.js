// Runs in the page's main world (the only world whose listeners getEventListeners can see), through
// Runtime.evaluate with includeCommandLineAPI. It is a single expression that defines nothing global
// and changes nothing: it walks the elements in exactly the order discover.js walked them and reports
// which of the asked-for walk indices carry a click-like listener of their own, with their tag name
// so the isolated world can check that both walks saw the same element.
((indices, skipTags) => {
  const want = new Set(indices);
  const maxIndex = indices.length ? Math.max(...indices) : -1;
  const skip = new Set(skipTags);
  const types = ["click", "mousedown", "mouseup", "pointerdown", "pointerup", "dblclick", "touchstart", "touchend", "drop", "dragover"];
  const found = [];
  const stack = document.documentElement ? [document.documentElement] : [];
  let index = 0;
  while (stack.length && index <= maxIndex) {
    const el = stack.pop();
    if (want.has(index)) {
      const listeners = getEventListeners(el);
      for (const t of types) {
        if (listeners[t] && listeners[t].length) { found.push([index, el.tagName]); break; }
      }
    }
    index++;
    if (skip.has(el.tagName)) continue;
    const children = [];
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) children.push(c);
    if (el.shadowRoot) for (let c = el.shadowRoot.firstElementChild; c; c = c.nextElementSibling) children.push(c);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return found;
})
