// Runs in the page's main world (the only world whose listeners getEventListeners can see), through
// Runtime.evaluate with includeCommandLineAPI. It is a single expression that defines nothing global
// and changes nothing: it walks the elements in exactly the order discover.js walked them (skipping
// the same tags and the same pruned off-screen subtrees) and reports which of the asked-for walk
// indices carry a listener of their own, as hits [index, tag name, kinds], the tag name so the
// isolated world can check that both walks saw the same element, and the index it got through in its
// budget (the isolated world keeps "no listener" only for what was asked). `kids` lists the
// parents some of whose children the walk skipped (settled above or below the viewport), as
// [index, the first child walked, the end of those walked (-1: to the last)]. `kinds` gives the listener kinds as [bit, [event types]] (som/observe.py's
// LISTENER_KINDS: 1 press/click, 2 hover, 4 drop, 16 a click of its own, 32 a drag's start, 64 a press that starts
// a click or is one); 8 is added for an
// event root.
((indices, skipTags, pruned, kids, budgetMs, kinds) => {
  const t0 = performance.now();
  const REACT_KINDS = [
    [1 | 16 | 64, ["onClick", "onDoubleClick"]],
    [1 | 64, ["onContextMenu", "onMouseDown", "onPointerDown"]],
    [1, ["onMouseUp", "onPointerUp"]],
    [2, ["onMouseEnter", "onMouseOver", "onPointerEnter", "onPointerOver"]],
    [4, ["onDrop", "onDragOver", "onDragEnter"]],
    [32, ["onDragStart"]],
  ];
  const reactKinds = (el) => {
    const key = Object.keys(el).find((k) => k.startsWith("__reactProps$"));
    const props = key && el[key];
    if (!props || typeof props !== "object") return 0;
    let bits = 0;
    for (const [bit, names] of REACT_KINDS) if (names.some((n) => typeof props[n] === "function")) bits |= bit;
    return bits;
  };
  const want = new Set(indices);
  const cut = new Set(pruned);
  const windows = new Map(kids.map(([i, from, to]) => [i, [from, to]]));
  const maxIndex = indices.length ? Math.max(...indices) : -1;
  const skip = new Set(skipTags);
  const found = [];
  const stack = document.documentElement ? [document.documentElement] : [];
  let index = 0;
  let through = maxIndex;
  while (stack.length && index <= maxIndex) {
    const el = stack.pop();
    if ((index & 255) === 0 && budgetMs && performance.now() - t0 > budgetMs) {
      through = index - 1; // out of time: what was found so far
      break;
    }
    if (want.has(index)) {
      const listeners = getEventListeners(el);
      let flags = 0;
      for (const [bit, types] of kinds) {
        for (const t of types) {
          if (listeners[t] && listeners[t].length) { flags |= bit; break; }
        }
      }
      // A framework's event root (React's app container listens for every event type it handles,
      // 60 and more, for all the app below it) is told apart by its bit 8: it is not a target.
      // (Never a media element: a player's <video> hears its 25 and more media events of its own,
      // and a click plays it; it holds no app to listen for.)
      if (flags && Object.keys(listeners).length >= 40 && !/^(VIDEO|AUDIO|CANVAS|IMG)$/.test(el.tagName)) flags |= 8;
      // React (17 and later) listens only at its root and keeps an element's handlers in a
      // property of the element: those count as its own (a context menu's "Right click here").
      if (!flags) flags = reactKinds(el);
      if (flags) found.push([index, el.tagName, flags]);
    }
    const here = index;
    index++;
    if (skip.has(el.tagName) || cut.has(here)) continue;
    const children = [];
    const [from, to] = windows.get(here) || [0, -1];
    let at = 0;
    for (let c = el.firstElementChild; c && (to < 0 || at < to); c = c.nextElementSibling, at++) if (at >= from) children.push(c);
    if (el.shadowRoot) for (let c = el.shadowRoot.firstElementChild; c; c = c.nextElementSibling) children.push(c);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return { hits: found, through };
})
