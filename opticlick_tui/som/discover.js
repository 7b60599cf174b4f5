// Set-of-Mark discovery, run inside the isolated world of one frame (see browser/page_core.js).
//
// Discovery runs in two calls so that a listener probe can run in between:
//   collect(opts)  walks every element (open shadow roots included), classifies it, and returns the
//                  walk indices of visible, in-viewport elements that show no other sign of being
//                  interactive; Python asks the page's main world which of those have click-like
//                  listeners (getEventListeners only sees listeners of the world it runs in);
//   finish(opts)   takes those indices, checks visibility by hit-testing, collapses nested
//                  duplicates, labels what is left and returns the marks.
(() => {
  const oc = globalThis.__opticlick;
  if (oc.discover) return "present";
  const {
    state, keyOf, composedParent, hitsTarget, visiblePoint, intersect, makeClipper, labelOf, stateOf,
    roleOf, isDisabled, strength, openModal, isScrollable, INTERACTIVE_ROLES, SKIP_TAGS, DISTINCT_TAGS,
  } = oc;
  function fallbackRole(el, s) {
    if (s < 2 || el.hasAttribute("onclick") || el.hasAttribute("onmousedown") || el.hasAttribute("onpointerdown")) return "clickable";
    const tabindex = el.getAttribute("tabindex");
    if (tabindex !== null && Number(tabindex) >= 0) return "focusable";
    return "";
  }

  // --- collect -------------------------------------------------------------------------------
  function collect(opts) {
    const t0 = performance.now();
    const budget = opts.budget_ms || 1500;
    const frameClip = opts.clip || [0, 0, innerWidth, innerHeight];
    const viewClip = intersect([0, 0, innerWidth, innerHeight], frameClip);
    const styleCache = new Map();
    const styleOf = (el) => {
      let cs = styleCache.get(el);
      if (!cs) { cs = getComputedStyle(el); styleCache.set(el, cs); }
      return cs;
    };

    const walk = [];
    const info = []; // per walk index: [strength, flags]
    const probe = [];
    let cut = false;
    let count = 0;
    // Stack entries: element, parent's cursor, ancestor hidden-from-AT/inert flag.
    const stack = [];
    if (!document.documentElement) return { cut: false, probe: [], count: 0, token: state.docToken };
    stack.push([document.documentElement, "auto", false]);
    while (stack.length) {
      const [el, parentCursor, hiddenAbove] = stack.pop();
      const index = walk.length;
      walk.push(el);
      count++;
      if ((count & 255) === 0 && performance.now() - t0 > budget) { cut = true; break; }
      const tag = el.tagName;
      if (SKIP_TAGS.has(tag)) {
        // Options of a list box (<select multiple> or size > 1) are drawn in the page and can be
        // clicked (Ctrl-click to add to a multi-selection); other options live in a popup.
        let s = 0;
        if (tag === "OPTION" && !hiddenAbove && viewClip && !el.disabled) {
          const sel = el.closest("select");
          if (sel && (sel.multiple || sel.size > 1) && !sel.disabled) s = 2;
        }
        info.push(s);
        continue;
      }
      const hidden = hiddenAbove || el.hasAttribute("inert") || el.getAttribute("aria-hidden") === "true";
      let cursor = parentCursor;
      let s = 0;
      if (viewClip) {
        const r = el.getBoundingClientRect();
        const inView = r.width > 0 && r.height > 0 && r.right > viewClip[0] && r.left < viewClip[2] &&
          r.bottom > viewClip[1] && r.top < viewClip[3];
        if (inView) {
          cursor = styleOf(el).cursor;
          if (!hidden && tag !== "HTML" && tag !== "BODY" && tag !== "IFRAME" && tag !== "FRAME") {
            s = strength(el, tag, parentCursor, styleOf);
            if (s === 0 && isScrollable(el, styleOf(el))) s = 1.25;
            if (s === 0) probe.push(index);
          }
        } else if (parentCursor !== "auto") {
          // Keep the inherited cursor meaningful for in-view descendants of an off-view element.
          cursor = styleOf(el).cursor;
        } else {
          cursor = "auto";
        }
      }
      info.push(s);
      const children = [];
      for (let c = el.firstElementChild; c; c = c.nextElementSibling) children.push(c);
      if (el.shadowRoot) for (let c = el.shadowRoot.firstElementChild; c; c = c.nextElementSibling) children.push(c);
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], cursor, hidden]);
    }
    state.walk = { walk, info, viewClip, t0, cut, count, styleCache, budget };
    return {
      token: state.docToken,
      probe,
      skip_tags: Array.from(SKIP_TAGS),
      walked: count,
      cut,
      ms: performance.now() - t0,
    };
  }

  // --- finish --------------------------------------------------------------------------------
  function finish(opts) {
    const t0 = performance.now();
    const w = state.walk;
    state.walk = null;
    if (!w) return { token: state.docToken, marks: [], error: "collect() was not called" };
    // Listener hits come as [walk index, tag name]; a tag that differs means the main world's walk
    // diverged from ours (a page that patched DOM getters), so that hit is not trusted.
    const listeners = new Set((opts.listeners || []).filter(([i, tag]) => w.walk[i] && w.walk[i].tagName === tag).map(([i]) => i));
    const clipOf = w.viewClip ? makeClipper(w.viewClip) : null;
    const maxMarks = opts.max_marks || 300;
    const deadline = w.t0 + (opts.budget_ms || w.budget);

    // 1. Candidates with a visible point.
    const cands = [];
    const candOf = new Map();
    let cut = w.cut;
    for (let i = 0; i < w.walk.length && clipOf; i++) {
      let s = w.info[i];
      if (s === 0 && listeners.has(i)) s = 1.5;
      if (s === 0) continue;
      if ((i & 63) === 0 && performance.now() > deadline) { cut = true; break; }
      const el = w.walk[i];
      if (isDisabled(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const clip = clipOf(el);
      const box = clip && intersect([r.left, r.top, r.right, r.bottom], clip);
      if (!box || box[2] - box[0] < 2 || box[3] - box[1] < 2) continue;
      const c = { el, index: i, strength: s, rect: r, box, point: null, parent: null, drop: false };
      cands.push(c);
      candOf.set(el, c);
    }

    // 2. Nearest candidate ancestor of each candidate (composed tree).
    for (const c of cands) {
      for (let p = composedParent(c.el); p; p = composedParent(p)) {
        const pc = candOf.get(p);
        if (pc) { c.parent = pc; break; }
      }
    }

    // 3. Collapse nested duplicates. A label merges into its visible control; anything that is not a
    //    distinct control inside another candidate belongs to that candidate; a weak container
    //    (cursor or listener only) around exactly one control that fills most of it is that control.
    const area = (r) => Math.max(1, r.width * r.height);
    const isDistinct = (c) => {
      const el = c.el;
      if (DISTINCT_TAGS.has(el.tagName)) return el.tagName !== "A" || el.hasAttribute("href");
      if (el.tagName === "OPTION" || c.strength === 1.25) return true;
      const role = (el.getAttribute("role") || "").toLowerCase();
      if (role && INTERACTIVE_ROLES.has(role)) return true;
      if (el.isContentEditable) return true;
      return c.strength === 1.5 || el.hasAttribute("onclick");
    };
    const childCount = new Map();
    for (const c of cands) {
      if (c.el.tagName === "LABEL" && c.el.control && candOf.has(c.el.control)) {
        c.drop = true; // the control carries the label's text
        continue;
      }
      if (c.parent && !isDistinct(c)) {
        c.drop = true;
        continue;
      }
      if (c.parent) childCount.set(c.parent, (childCount.get(c.parent) || 0) + 1);
    }
    for (const c of cands) {
      if (c.drop || !c.parent || c.parent.drop) continue;
      const p = c.parent;
      const weakParent = p.strength < 2 || (p.el.tagName === "LABEL");
      const sameBox = area(c.rect) / area(p.rect) > 0.85;
      if ((weakParent && childCount.get(p) === 1 && area(c.rect) / area(p.rect) > 0.5) || sameBox) {
        // The inner, more specific element wins; it inherits the outer's label if it has none.
        p.drop = true;
        c.absorbed = p;
      }
    }
    // A label whose control is not visible (the styled-checkbox pattern) stands in for the control.

    // 4. Hit-test what is left, then label it.
    const marks = [];
    let hitTests = 0;
    for (const c of cands) {
      if (c.drop) continue;
      if (marks.length >= maxMarks) { cut = true; break; }
      if ((marks.length & 15) === 0 && performance.now() > deadline + 500) { cut = true; break; }
      hitTests++;
      let point = visiblePoint(c.el, c.box);
      if (!point) continue;
      const el = c.el;
      const tag = el.tagName;
      if (tag === "INPUT" && el.type === "date") {
        // The first date segment, not the centre: a click in the middle lands between segments.
        point = [Math.min(c.box[2] - 1, Math.max(c.box[0] + 1, c.rect.left + 12)), point[1]];
      }
      const m = {
        key: keyOf(el),
        tag: tag.toLowerCase(),
        role: roleOf(el) || fallbackRole(el, c.strength),
        label: labelOf(el),
        box: c.box.map((v) => Math.round(v * 10) / 10),
        point: point.map((v) => Math.round(v * 10) / 10),
      };
      if (!m.label && c.absorbed) m.label = labelOf(c.absorbed.el);
      stateOf(el, m);
      if (tag === "LABEL" && el.control) {
        // Stand-in for a hidden control: describe the control.
        const ctl = el.control;
        m.for_control = ctl.tagName.toLowerCase();
        stateOf(ctl, m);
      }
      if (c.strength === 1.25 || (c.strength < 2 && isScrollable(el, getComputedStyle(el)))) {
        m.scrollable = true;
        if (m.role === "clickable") m.role = "scroll area";
      }
      if (c.strength === 1.5) m.via = "listener";
      else if (c.strength === 1) m.via = "cursor";
      if (el.getRootNode() !== document) m.shadow = true;
      marks.push(m);
    }

    const se = document.scrollingElement || document.documentElement;
    return {
      token: state.docToken,
      marks,
      cut,
      walked: w.count,
      candidates: cands.length,
      hit_tests: hitTests,
      modal: openModal(),
      scroll: {
        x: se ? se.scrollLeft : 0,
        y: se ? se.scrollTop : 0,
        width: se ? se.scrollWidth : 0,
        height: se ? se.scrollHeight : 0,
        view_width: innerWidth,
        view_height: innerHeight,
      },
      title: document.title,
      url: location.href,
      ms: performance.now() - t0,
    };
  }

  oc.discover = { collect, finish };
  return "installed";
})();
