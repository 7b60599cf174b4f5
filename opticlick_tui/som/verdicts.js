// What each element says about itself, kept across looks (isolated world of one frame; used by
// som/discover.js).
//
// After an action almost all of a page is what it was, yet a fresh walk used to read every
// element's computed style again and ask the main world about every element's listeners again.
// These verdicts change only when the element (or, for styles, an ancestor) changes, so they are
// kept per element and dropped for what a MutationObserver saw change:
//   an attribute of an element changed        -> its own verdict and its listener verdict;
//   an attribute that can restyle descendants  -> also every style verdict below it (class, style,
//     (RESTYLING)                                 hidden, ...; the walk carries the time down: stale());
//   children added or removed                  -> the parent's verdict; added nodes are new subtrees;
//   anything changed inside a container        -> its "can something escape its clip" summary and
//                                                 its name (kept only when read from itself).
// Layout (boxes, scroll extents, what is in view) is never kept: the walk reads it every time for
// the elements that need it. What no mutation shows, a listener added later to an unchanged
// element or a rule put in through the CSSOM (other than a :hover pointer rule, which is looked
// for at every look), is caught by dropping everything after VERDICT_TTL_MS (and when the
// viewport changes size, which can switch media queries). Listener verdicts go sooner while the
// document is young (see heardExpired).
(() => {
  const oc = globalThis.__opticlick;
  if (oc.verdicts) return "present";
  const { state, strength, holdsFixed, rootOf, INTERACTIVE_ROLES, SKIP_TAGS } = oc;
  const SVG_NS = "http://www.w3.org/2000/svg";
  const VERDICT_TTL_MS = 60000;
  // Attributes that can change the computed style (cursor, overflow, position) or the hidden and
  // editable state of descendants, through selectors or inheritance.
  const RESTYLING = new Set(["class", "style", "id", "hidden", "inert", "aria-hidden", "contenteditable", "disabled", "open", "dir"]);

  // What can be an open modal (page_core's openModal tests each): kept from the mutations rather
  // than found by a document-wide selector query at every look (10+ ms on a 100k-node page).
  const DIALOG_SELECTOR = 'dialog[open], [aria-modal="true"], [role="dialog"], [role="alertdialog"]';
  const DIALOG_ATTRIBUTES = new Set(["open", "aria-modal", "role"]);
  let own, heard, heardSince, heardEpoch, escapes, restyledAt, changedAt, tails, heads, born, dialogs;
  let clock = 1;
  function forgetHeard() {
    heard = new WeakMap(); // element -> listener kinds (0 = none) found by the main-world probe
    heardSince = performance.now();
    // Subtrees found quiet (nothing to ask in them) before this hold elements to ask again.
    heardEpoch = ++clock;
  }
  function reset() {
    own = new WeakMap(); // element -> style/attribute verdict
    forgetHeard();
    escapes = new WeakMap(); // container -> { t, v }: can a descendant be drawn outside its clip?
    restyledAt = new WeakMap(); // element -> clock of the last change that can restyle its subtree
    changedAt = new WeakMap(); // element -> clock of the last change anywhere inside it (its text)
    tails = new WeakMap(); // stacking element -> its settled tail of children (see tail())
    heads = new WeakMap(); // stacking element -> its children drawn above the viewport (see head())
    born = performance.now();
    dialogs = null; // read from the document at the next look
  }
  reset();

  // Up the composed tree, shadow roots included (a mutation's target can be one).
  const up = (n) => n.parentElement || (n.parentNode && n.parentNode.host) || (n.nodeType === 11 ? n.host : null) || null;

  // A style sheet added, removed or edited (a <style>'s text, a <link>'s href or media) can restyle
  // anything in its tree: every style verdict there is read again, from the document element (or
  // the shadow host) down. (Rules added through the CSSOM show no mutation: the TTL covers them,
  // except a :hover pointer rule; see hoverPointer.)
  // (A <link> only when it is a style sheet: frameworks add preload and prefetch links all the time.)
  const isSheet = (n) => !!n && (n.nodeName === "STYLE" ||
    (n.nodeName === "LINK" && /(^|\s)stylesheet(\s|$)/i.test(n.getAttribute("rel") || "")));
  function restyleTreeOf(n) {
    const root = n.getRootNode ? n.getRootNode() : null;
    const top = root && root.host ? root.host : document.documentElement;
    if (top) restyledAt.set(top, clock);
  }

  // A pointer cursor set only by a :hover rule (`.row:hover { cursor: pointer }`) never shows in a
  // computed style read while the mouse is elsewhere, yet it says "click me" as plainly as one set
  // at rest (pages whose clicks are delegated to the document have nothing else to show it). Such
  // rules are read from the style sheets of the element's tree (document or shadow root; a
  // cross-origin sheet's rules cannot be read), :hover is taken out of their selectors, and an
  // element matching one counts as having its own pointer cursor. Only a :hover that qualifies a
  // compound with something else in it is taken (`:hover` alone or `*:hover` would make every
  // element a target), and not one inside :not() or :is() (its meaning would turn around).
  const POINTERS = new Set(["pointer", "grab", "move"]);
  // A resize cursor shown only on :hover (a table's column resize handles, Tabulator's) does not
  // make a target by itself, but says what one that listens is: its cursor is kept on its verdict.
  // (By the edge or corner, or the way, each moves: discover.js names a resize handle by it.)
  const RESIZE_CURSORS = {
    "n-resize": "top edge", "s-resize": "bottom edge", "e-resize": "right edge", "w-resize": "left edge",
    "ne-resize": "top-right corner", "nw-resize": "top-left corner", "se-resize": "bottom-right corner",
    "sw-resize": "bottom-left corner", "ew-resize": "left-right", "col-resize": "left-right",
    "ns-resize": "up-down", "row-resize": "up-down", "nesw-resize": "diagonal", "nwse-resize": "diagonal",
  };
  // A control drawn only under the mouse (`.card:hover .quick-view { opacity: 1 }`: a shop card's
  // Quick view, a table row's Edit and Delete) is there to be clicked: the mouse that comes to
  // click it shows it. Rules that show something on :hover are read the same way (their selector
  // without :hover) and tell discover.js which faded-out element one shows.
  // CSSStyleSheet -> { n: its rule count, parts: [selector], handles: [[selector, cursor]], shows: [selector] }
  const sheetHovers = new WeakMap();
  const probeRoot = document.createDocumentFragment(); // to test that a selector parses
  // A selector list's selectors: split at top-level commas (not those inside :is(...) or
  // [attr="a,b"]).
  function selectorList(selectorText) {
    let depth = 0, quote = "", start = 0;
    const parts = [];
    for (let i = 0; i <= selectorText.length; i++) {
      const ch = selectorText[i];
      if (quote) { if (ch === quote && selectorText[i - 1] !== "\\") quote = ""; continue; }
      if (ch === '"' || ch === "'") quote = ch;
      else if (ch === "(" || ch === "[") depth++;
      else if (ch === ")" || ch === "]") depth--;
      else if ((ch === "," && depth === 0) || ch === undefined) { parts.push(selectorText.slice(start, i).trim()); start = i + 1; }
    }
    return parts;
  }
  function hoverParts(selectorText, into) {
    for (const part of selectorList(selectorText)) {
      if (!part.includes(":hover")) continue;
      let ok = true, out = "", depthAt = 0;
      for (let i = 0; i < part.length; i++) {
        const ch = part[i];
        if (ch === "(") depthAt++;
        else if (ch === ")") depthAt--;
        if (ch === ":" && part.startsWith(":hover", i) && !/[\w-]/.test(part[i + 6] || "")) {
          const before = out.replace(/\*$/, "");
          if (depthAt > 0 || before === "" || /[\s>+~(]$/.test(before)) { ok = false; break; }
          out = before;
          i += 5;
          continue;
        }
        out += ch;
      }
      if (!ok || !out.trim()) continue;
      try { probeRoot.querySelector(out); } catch (e) { continue; }
      into.push(out);
    }
  }
  // A :hover on a box around what the rule styles (`tr:hover .row-actions`, `li:hover > ul`) can
  // bring out controls hidden at rest (display: none, visibility: hidden, pushed off screen by
  // WordPress's `left: -9999em`, clipped): [the box under the mouse, what it brings out], each as
  // a selector without :hover (the first one a prefix of the second). Only a rule that sets what
  // hides or places a box.
  const REVEALING = ["display", "visibility", "position", "left", "right", "top", "bottom", "inset", "clip", "clip-path", "transform", "max-height", "height", "width", "margin-left", "opacity"];
  // (`fades`: the rule only changes how opaque or visible the part is, which shows nothing kept
  // out of the layout by display: none.)
  function revealParts(selectorText, into, fades = false) {
    for (const raw of selectorList(selectorText)) {
      // (The selector without its :hover, when it has one that hoverParts takes and parses.)
      const stripped = [];
      hoverParts(raw, stripped);
      const i = raw.indexOf(":hover");
      if (stripped.length !== 1 || /[\w-]/.test(raw[i + 6] || "") || raw.indexOf(":hover", i + 1) >= 0) continue;
      // (The :hover's compound goes on to the next combinator; a rule with none after it styles
      // the hovered box itself. Only boxes inside the hovered one: a sibling shown by
      // `a:hover + .tip` is not in it.)
      const rest = raw.slice(i + 6);
      const end = rest.search(/\s*[\s>+~]\s*/);
      if (end < 0 || !rest.slice(end).trim() || /^\s*[+~]/.test(rest.slice(end))) continue;
      into.push([(raw.slice(0, i).replace(/\*$/, "") + rest.slice(0, end)).trim(), stripped[0], fades]);
    }
  }
  // A :hover rule that gives an element the plain cursor back (a date picker's booked days,
  // `td.disabled:hover { cursor: default }` after `td.day:hover { cursor: pointer }`) wins over a
  // pointer one as the cascade has it: by specificity, then by coming later.
  const PLAIN_CURSORS = new Set(["default", "auto", "not-allowed", "no-drop", "none"]);
  // A selector's specificity as one number (ids, then classes, attributes and pseudo-classes, then
  // tags), near enough to rank two rules that set one element's cursor.
  function specificity(sel) {
    const bare = sel.replace(/"[^"]*"|'[^']*'/g, "").replace(/\\[^]/g, "a");
    const ids = (bare.match(/#[\w-]+/g) || []).length;
    const classes = (bare.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) || []).length;
    const tags = (bare.match(/(^|[\s>+~(,])[a-zA-Z][\w-]*|::[\w-]+/g) || []).length;
    return ids * 1e4 + classes * 100 + tags;
  }
  // (into and plain get [selector, rank]: its specificity, then its place among the sheet's rules.)
  // (lit: the selectors whose :hover rule lights the element up, a new background: a menu's items
  // drawn as plain boxes light up under the mouse.)
  // A :hover offered with the focus as one choice, `.row:is(:hover, :focus-within) .actions`
  // (modern style sheets show a row's actions to the keyboard too): read as the :hover it is.
  const hoverText = (sel) => sel.replace(/:(?:is|where)\(\s*(?::hover\s*,\s*:focus(?:-within|-visible)?|:focus(?:-within|-visible)?\s*,\s*:hover)\s*\)/g, ":hover");
  // A rule that hides a box while the one around it is not under the mouse,
  // `.msg:not(:hover) .actions { display: none }` (or while it holds no focus either,
  // `:not(:hover):not(:focus-within)`), says what the same :hover would show: read as that
  // :hover, the parts of its selector list that have one.
  const NOT_FOCUS = /:not\(\s*:focus(?:-within|-visible)?\s*\)/g;
  const unhoverText = (sel) => selectorList(sel).filter((part) => /:not\(\s*:hover\s*\)/.test(part))
    .map((part) => part.replace(/:not\(\s*:hover\s*\)/g, ":hover").replace(NOT_FOCUS, "")).join(", ");
  function readUnhovers(rule, shows, reveals) {
    const text = unhoverText(rule.selectorText);
    if (!text) return;
    const style = rule.style;
    const faded = style.opacity !== "" && parseFloat(style.opacity) === 0;
    if (faded || style.visibility === "hidden") hoverParts(text, shows);
    if (reveals && (style.display === "none" || style.visibility === "hidden")) revealParts(text, reveals);
  }
  function readHovers(rules, into, handles, shows, plain, lit, at = { n: 0 }, reveals = null) {
    for (const rule of rules) {
      if (rule.selectorText !== undefined) {
        if (!rule.selectorText.includes(":hover")) continue;
        if (rule.selectorText.includes(":not(")) readUnhovers(rule, shows, reveals);
        const text = hoverText(rule.selectorText);
        const opacity = rule.style.opacity;
        if ((opacity !== "" && parseFloat(opacity) > 0) || rule.style.visibility === "visible") hoverParts(text, shows);
        if (rule.style.backgroundColor || rule.style.background) hoverParts(text, lit);
        const revealing = reveals ? REVEALING.filter((prop) => rule.style.getPropertyValue(prop) !== "" && !(prop === "display" && rule.style.display === "none")) : [];
        if (revealing.length) revealParts(text, reveals, revealing.every((prop) => prop === "opacity" || prop === "visibility"));
        const cursor = rule.style.cursor;
        const ranked = (list) => { const found = []; hoverParts(text, found); at.n++; for (const sel of found) list.push([sel, specificity(sel) + at.n / 1e9]); };
        if (POINTERS.has(cursor)) ranked(into);
        else if (PLAIN_CURSORS.has(cursor)) ranked(plain);
        else if (RESIZE_CURSORS[cursor]) {
          const found = [];
          hoverParts(text, found);
          for (const part of found) handles.push([part, cursor]);
        }
      } else if (rule.cssRules) {
        readHovers(rule.cssRules, into, handles, shows, plain, lit, at, reveals); // @media, @supports, @layer, @container
      }
    }
  }
  // The :hover cursor selectors of one tree: the pointer ones joined into one selector list (""
  // when none) and the plain ones too, each also listed with its rank (a later sheet ranks after an
  // earlier one of the same specificity), the resize ones joined per cursor, and a key that
  // changes when any of them does.
  function hoverSelectorOf(root) {
    const parts = [];
    const plains = [];
    const shows = [];
    const lits = [];
    const reveals = [];
    const handles = new Map();
    const sheets = [...(root.styleSheets || []), ...(root.adoptedStyleSheets || [])];
    sheets.forEach((sheet, order) => {
      let rules;
      try { rules = sheet.cssRules; } catch (e) { return; } // cross-origin
      if (!rules) return;
      let kept = sheetHovers.get(sheet);
      if (!kept || kept.n !== rules.length) {
        kept = { n: rules.length, parts: [], handles: [], shows: [], plains: [], lit: [], reveals: [] };
        readHovers(rules, kept.parts, kept.handles, kept.shows, kept.plains, kept.lit, { n: 0 }, kept.reveals);
        sheetHovers.set(sheet, kept);
      }
      const later = (list) => list.map(([sel, rank]) => [sel, rank + order / 1e3]);
      parts.push(...later(kept.parts));
      plains.push(...later(kept.plains));
      shows.push(...kept.shows);
      lits.push(...kept.lit);
      reveals.push(...kept.reveals);
      for (const [part, cursor] of kept.handles) handles.set(cursor, [...(handles.get(cursor) || []), part]);
    });
    const pointer = parts.map(([sel]) => sel).join(", ");
    const plain = plains.map(([sel]) => sel).join(", ");
    const shown = shows.join(", ");
    const lit = lits.join(", ");
    const resize = Array.from(handles, ([cursor, list]) => [cursor, list.join(", ")]);
    return { pointer, plain, ranked: { pointer: parts, plain: plains }, resize, shows: shown, lit, reveals,
      key: pointer + "\u0001" + plain + "\u0001" + JSON.stringify(resize) + "\u0001" + shown + "\u0001" + lit };
  }
  // Read once per walk for each tree that needs it (cheap: a sheet is read again only when its
  // rule count changed); the document's at sync(), where a change restyles every verdict.
  let hoverOfRoot = new Map();
  let documentHover = { pointer: "", plain: "", ranked: { pointer: [], plain: [] }, resize: [], shows: "", lit: "", reveals: [], key: "" };
  function hoversOf(el) {
    const root = el.getRootNode();
    let hovers = hoverOfRoot.get(root);
    if (hovers === undefined) {
      hovers = root === document ? documentHover : hoverSelectorOf(root);
      hoverOfRoot.set(root, hovers);
    }
    return hovers;
  }
  function hoverPointer(el) {
    const hovers = hoversOf(el);
    if (!hovers.pointer) return false;
    try {
      if (!el.matches(hovers.pointer)) return false;
      if (!hovers.plain || !el.matches(hovers.plain)) return true;
    } catch (e) { return false; }
    // (Both kinds name it: the rule that ranks higher sets its cursor under the mouse.)
    const top = (list) => list.reduce((best, [sel, rank]) => { try { return rank > best && el.matches(sel) ? rank : best; } catch (e) { return best; } }, -1);
    return top(hovers.ranked.pointer) > top(hovers.ranked.plain);
  }
  // Whether a :hover rule shows `el` (faded out or hidden at rest).
  function hoverShows(el) {
    const sel = hoversOf(el).shows;
    if (!sel) return false;
    try { return el.matches(sel); } catch (e) { return false; }
  }
  // An item of a menu drawn as plain boxes with no cursor of its own (a context menu whose clicks
  // the document handles): one of alike boxes, a line or two tall, lit up by a :hover rule, in a
  // small layer laid over the page (fixed, or placed over it with a shadow). (Not rows lit under
  // the mouse in the page's own flow: a table's rows light up to be read.)
  // (Cheapest tests first: this is asked of every element with no cursor of its own.)
  const kindOf = (n) => n.tagName + " " + ((n.getAttribute("class") || "").trim().split(/\s+/)[0] || "");
  function litMenuItem(el) {
    const sel = hoversOf(el).lit;
    if (!sel) return false;
    // (Alike by tag and first class: "ctx-item ctx-sub" and "ctx-item disabled" are items too.)
    const prev = el.previousElementSibling, next = el.nextElementSibling;
    if (!prev && !next) return false;
    const kind = kindOf(el);
    const alike = (n) => !!n && kindOf(n) === kind;
    if (!alike(prev) && !alike(next) && !(prev && alike(prev.previousElementSibling))) return false;
    try { if (!el.matches(sel)) return false; } catch (e) { return false; }
    const r = el.getBoundingClientRect();
    if (r.height > 48 || getComputedStyle(el).pointerEvents === "none") return false;
    for (let p = el.parentElement, k = 0; p && k < 6 && p !== document.body; p = p.parentElement, k++) {
      const cs = getComputedStyle(p);
      // (Its edge drawn with a shadow, or a border round it over the page, raised: Figma's menu.)
      const framed = ["Top", "Right", "Bottom", "Left"].every((side) => parseFloat(cs[`border${side}Width`]) > 0) && parseInt(cs.zIndex, 10) > 0;
      // (A small layer: not a chat panel down the whole height of the window, whose lines light
      // up to be read.)
      if (cs.position === "fixed" || (cs.position === "absolute" && (cs.boxShadow !== "none" || framed))) {
        const b = p.getBoundingClientRect();
        return b.width <= 400 && b.height < 0.8 * innerHeight;
      }
    }
    return false;
  }
  // The resize cursor a :hover rule gives `el`, or "".
  function hoverResize(el) {
    for (const [cursor, sel] of hoversOf(el).resize) {
      try { if (el.matches(sel)) return cursor; } catch (e) { /* a selector this tree cannot match */ }
    }
    return "";
  }

  function forget(records) {
    if (!records.length) return;
    clock++;
    const touched = [];
    for (const r of records) {
      const t = r.target;
      if (isSheet(t) || (r.type === "characterData" && isSheet(t.parentNode))) restyleTreeOf(t);
      else if (r.type === "childList" && (Array.prototype.some.call(r.addedNodes, isSheet) || Array.prototype.some.call(r.removedNodes, isSheet))) restyleTreeOf(t);
      if (r.type === "attributes") {
        if (dialogs && DIALOG_ATTRIBUTES.has(r.attributeName)) {
          if (t.matches(DIALOG_SELECTOR)) dialogs.add(t);
          else dialogs.delete(t);
        }
        own.delete(t);
        heard.delete(t);
        if (RESTYLING.has(r.attributeName)) restyledAt.set(t, clock);
        touched.push(t);
      } else if (r.type === "childList") {
        own.delete(t);
        for (const n of r.addedNodes) {
          if (n.nodeType !== 1) continue;
          restyledAt.set(n, clock);
          if (dialogs) {
            if (n.matches(DIALOG_SELECTOR)) dialogs.add(n);
            for (const d of n.querySelectorAll(DIALOG_SELECTOR)) dialogs.add(d);
          }
        }
        touched.push(t);
      } else {
        touched.push(t); // characterData: a text node whose elements' names may change
      }
    }
    // Every container above a change forgets its escape summary and notes that its content
    // changed (once per container per batch).
    // A parent with a tail summary notes which of its children the change came through.
    const done = new Set();
    for (const t of touched) {
      for (let p = t, through = null; p; through = p, p = up(p)) {
        if (through) {
          const kids = tails.get(p);
          if (kids) kids.changed.add(through);
          const top = heads.get(p);
          if (top) top.changed.add(through);
        }
        if (done.has(p)) break;
        done.add(p);
        escapes.delete(p);
        changedAt.set(p, clock);
      }
    }
    // Children added or removed: the tail's places are off.
    // A head stays when children were only added after it (a feed that loads more as it scrolls).
    for (const r of records) {
      if (r.type !== "childList") continue;
      tails.delete(r.target);
      const top = heads.get(r.target);
      if (top && (r.removedNodes.length || !r.previousSibling || !(r.previousSibling === top.first ||
          (top.first.compareDocumentPosition(r.previousSibling) & Node.DOCUMENT_POSITION_FOLLOWING)))) heads.delete(r.target);
    }
  }

  const observer = new MutationObserver((records) => {
    forget(records);
    // The document-wide counter of page_core.js does not see inside shadow roots; this one does.
    state.mutations += records.length;
  });
  const OPTIONS = { subtree: true, childList: true, attributes: true, characterData: true };
  const watched = new WeakSet();
  function watch(root) {
    if (watched.has(root)) return;
    watched.add(root);
    try { observer.observe(root, OPTIONS); } catch (e) { /* a root that cannot be observed: verdicts there expire by TTL */ }
  }
  watch(document);

  // A page's scripts attach most of their listeners while it is young (hydration of server-drawn
  // HTML, widgets started late), often to elements already there, which no mutation shows. A "no
  // listener" verdict is trusted for as long as the document had lived when the verdicts were
  // started (at least HEARD_MIN_MS): a look at 1.5 s asks again from 3 s on, then from 6, 12, ...
  // until VERDICT_TTL_MS, where everything is dropped anyway.
  const HEARD_MIN_MS = 1000;
  const heardUntil = () => heardSince + Math.max(HEARD_MIN_MS, heardSince);
  const heardExpired = () => performance.now() > heardUntil();

  // Before a walk: apply what changed since the last one, and expire old verdicts.
  // A new viewport size can switch media queries (cursors, overflow, what is shown): start over.
  let size = "";
  function sync() {
    forget(observer.takeRecords());
    const now = `${innerWidth}x${innerHeight}`;
    if (performance.now() - born > VERDICT_TTL_MS || now !== size) reset();
    else if (heardExpired()) {
      forgetHeard();
      state.mutations++; // the last walk is not reused: its elements are asked again
    }
    size = now;
    hoverOfRoot = new Map();
    // A :hover pointer rule added or removed (a new sheet, or a rule put in through the CSSOM,
    // which no mutation shows): every style verdict of the document is read again.
    const hover = hoverSelectorOf(document);
    if (hover.key !== documentHover.key) {
      documentHover = hover;
      clock++;
      if (document.documentElement) restyledAt.set(document.documentElement, clock);
      state.mutations++; // and the last walk is not reused
    }
    // (What :hover brings out restyles nothing at rest: it is only read for the marks' lines.)
    documentHover.reveals = hover.reveals;
  }

  // The document's elements that match DIALOG_SELECTOR now, in document order.
  function dialogCandidates() {
    forget(observer.takeRecords());
    if (!dialogs) dialogs = new Set(document.querySelectorAll(DIALOG_SELECTOR));
    const found = [];
    for (const el of dialogs) {
      if (!el.isConnected) dialogs.delete(el);
      else if (el.getRootNode() === document && el.matches(DIALOG_SELECTOR)) found.push(el);
    }
    return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }

  function clipsOverflow(cs) {
    if (cs.overflowX !== "visible" && cs.overflowY !== "visible") return true;
    const contain = cs.contain || "";
    return contain.includes("paint") || contain === "strict" || contain === "content" || cs.contentVisibility === "auto";
  }

  // base: 2 = a control by tag/role/focus/editing/handler attribute, 1 = an own pointer cursor
  // (the walk checks it against the parent's cursor), 0 = nothing.
  function classify(el, tag) {
    const cs = getComputedStyle(el);
    let base = strength(el, tag, "", () => cs);
    let cursor = cs.cursor;
    // (hover: its own by a rule that names it, whatever its parent shows while the mouse is over it)
    const hover = base < 2 && el.namespaceURI !== SVG_NS && (hoverPointer(el) || litMenuItem(el));
    if (hover) { base = 1; cursor = "pointer"; }
    // (A resize cursor under the mouse wins over a cursor at rest that is only its parent's: a
    // column's resize handle in a header that sorts on a click, pointer all over.)
    else if (base < 2 && el.namespaceURI !== SVG_NS) {
      const resize = hoverResize(el);
      if (resize && (cursor === "auto" || (el.parentElement && getComputedStyle(el.parentElement).cursor === cursor))) cursor = resize;
    }
    // An <a> without href is a control when its role says so (widget libraries' buttons).
    if (base < 2 && tag === "A" && INTERACTIVE_ROLES.has(oc.roleToken(el))) base = 2;
    // Inside a drawing a pointer cursor alone is decoration unless the drawing is part of a target
    // (discover.js's finish(): a map's shapes, whose clicks the map handles above them).
    const shape = base === 1 && el.namespaceURI === SVG_NS && tag !== "svg" && tag !== "a";
    const scroll = (v) => v === "auto" || v === "scroll";
    return {
      t: clock,
      base,
      cursor,
      hover,
      shape,
      clips: clipsOverflow(cs),
      // What the walk needs to carry each element's clip down (as page_core's makeClipper would).
      ox: cs.overflowX !== "visible",
      oy: cs.overflowY !== "visible",
      // A clip without scroll bars is the border box less the borders: kept, so the walk needs no
      // client* reads (four layout reads per clipping element) to carry the clip down.
      edges: (cs.overflowX !== "visible" || cs.overflowY !== "visible") && !scroll(cs.overflowX) && !scroll(cs.overflowY)
        ? [parseFloat(cs.borderLeftWidth) || 0, parseFloat(cs.borderTopWidth) || 0, parseFloat(cs.borderRightWidth) || 0, parseFloat(cs.borderBottomWidth) || 0]
        : null,
      fixed: cs.position === "fixed",
      holds: holdsFixed(cs),
      scrolls: scroll(cs.overflowX) || scroll(cs.overflowY),
      inert: el.hasAttribute("inert"),
      ariaHidden: el.getAttribute("aria-hidden") === "true",
      ...flowOf(cs),
    };
  }

  // What discover.js needs to know, without reading boxes, that a sibling comes below another:
  //   flows  laid out where its parent's flow puts it (static, not floated, not transformed, no
  //          negative vertical margin that would pull it or what follows upwards, not reordered by
  //          `order`); none: no box;
  //   block  a block-level box (the next in-flow sibling starts below it), a table row among the
  //          rows of its group too; atomic: a box that sits inside its line (block or
  //          inline-block) or its row (a table cell), so its top is not above its line's top;
  //   stacks its in-flow children go top to bottom in lines and blocks, in source order, from
  //          its top down: a block container in horizontal writing with one column, a table
  //          cell, a group of table rows, a flex column that neither wraps nor moves its items
  //          away from its start (centred items that overflow stick out above it); 1 left to
  //          right, 2 right to left, 0 neither. (Not a table: its header group is drawn first
  //          wherever it is in the source.) row: a table row, whose cells start at its top.
  const BLOCK_LEVEL = new Set(["block", "flow-root", "list-item", "flex", "grid", "table", "table-row"]);
  const INLINE_ATOMIC = new Set(["inline-block", "inline-flex", "inline-grid", "inline-table", "table-cell"]);
  const BLOCK_CONTAINERS = new Set(["block", "flow-root", "list-item", "inline-block", "table-cell", "table-row-group", "table-header-group", "table-footer-group"]);
  const FLEX_START = new Set(["normal", "flex-start", "start"]);
  function flowOf(cs) {
    const d = cs.display;
    const block = BLOCK_LEVEL.has(d);
    const atomic = block || INLINE_ATOMIC.has(d);
    const placed = cs.position === "static" && cs.transform === "none" && cs.translate === "none" &&
      cs.rotate === "none" && cs.scale === "none" && parseFloat(cs.marginTop) >= 0 && parseFloat(cs.marginBottom) >= 0 &&
      cs.order === "0";
    const flows = (atomic || d === "inline") && placed && cs.float === "none";
    const column = (d === "flex" || d === "inline-flex") && cs.flexDirection === "column" && cs.flexWrap === "nowrap" &&
      FLEX_START.has(cs.justifyContent);
    const stacks = (BLOCK_CONTAINERS.has(d) || column) && cs.writingMode === "horizontal-tb" &&
      cs.columnCount === "auto" && cs.columnWidth === "auto" ? (cs.direction === "rtl" ? 2 : 1) : 0;
    const turns = cs.transform !== "none" || cs.translate !== "none" || cs.rotate !== "none" || cs.scale !== "none" ||
      (cs.offsetPath || "none") !== "none";
    // floated: a float, which starts no higher than the top of its containing block (not in the
    // flow of its siblings, but below a block that starts below the viewport).
    return { flows, floated: placed && cs.float !== "none", none: d === "none", contents: d === "contents", block, atomic, stacks, turns, row: d === "table-row", font: parseFloat(cs.fontSize) || 16 };
  }

  // The newest change that can restyle `el`'s subtree, given the newest one above it.
  function stale(el, above) {
    const t = restyledAt.get(el);
    return t !== undefined && t > above ? t : above;
  }

  function of(el, tag, dirty) {
    let v = own.get(el);
    if (v === undefined || v.t < dirty) {
      v = classify(el, tag);
      own.set(el, v);
    }
    const root = rootOf(el);
    if (root) watch(root);
    return v;
  }

  // Can anything inside `container` be drawn outside its clip? A position:fixed descendant can,
  // unless the container or an element between them holds it. Read once, then kept until
  // something inside the container changes. Reading costs a style read per descendant, so a walk
  // spends at most SCAN_BUDGET_MS on it; containers beyond that are taken as closed for this look
  // and read when the page is idle, and a find makes the next look walk again.
  const SCAN_BUDGET_MS = 8;
  const IDLE_SLICE_MS = 4;
  let scanSpent = 0;
  const pending = [];
  let idleQueued = false;
  function beginWalk() { scanSpent = 0; }
  function canEscape(container, dirty) {
    const e = escapes.get(container);
    if (e && e.t >= dirty) return e.v;
    if (scanSpent >= SCAN_BUDGET_MS) {
      if (pending.length < 50000) pending.push([container, dirty]);
      if (!idleQueued) {
        idleQueued = true;
        (globalThis.requestIdleCallback || ((f) => setTimeout(f, 50)))(scanLater);
      }
      return false;
    }
    const t0 = performance.now();
    const v = scanEscape(container);
    scanSpent += performance.now() - t0;
    escapes.set(container, { t: clock, v });
    return v;
  }
  function scanLater(deadline) {
    idleQueued = false;
    let found = false;
    const t0 = performance.now();
    while (pending.length) {
      // Short slices (a look that arrives meanwhile waits at most one), and only when idle.
      const left = Math.min(IDLE_SLICE_MS - (performance.now() - t0), deadline && deadline.timeRemaining ? deadline.timeRemaining() : IDLE_SLICE_MS);
      if (left <= 0) break;
      const [container, dirty] = pending.pop();
      const e = escapes.get(container);
      if (!container.isConnected || (e && e.t >= dirty)) continue;
      const v = scanEscape(container);
      escapes.set(container, { t: clock, v });
      found = found || v;
    }
    if (found) state.events++; // the last look pruned something that shows: look again next time
    if (pending.length && !idleQueued) {
      idleQueued = true;
      (globalThis.requestIdleCallback || ((f) => setTimeout(f, 50)))(scanLater);
    }
  }

  function scanEscape(container) {
    if (holdsFixed(getComputedStyle(container))) return false;
    const stack = [container];
    while (stack.length) {
      const el = stack.pop();
      const root = rootOf(el);
      const kids = root ? [...el.children, ...root.children] : el.children;
      for (const c of kids) {
        if (SKIP_TAGS.has(c.tagName)) continue;
        const cs = getComputedStyle(c);
        if (cs.display === "none") continue;
        if (cs.position === "fixed") {
          let held = false;
          for (let p = up(c); p && p !== container; p = up(p)) {
            if (p.nodeType === 1 && holdsFixed(getComputedStyle(p))) { held = true; break; }
          }
          if (!held) return true;
        }
        if (c.firstElementChild || rootOf(c)) stack.push(c);
      }
    }
    return false;
  }

  // The accessible name of a mark, kept on its verdict while nothing inside the element changed.
  // Only names read from the element itself are kept: a field's label, a <label for> and
  // aria-labelledby come from elsewhere in the page and are read every time.
  function nameOf(el, v, read) {
    if (v && v.named && (changedAt.get(el) || 0) <= v.namedAt) return v.named;
    const named = read(el);
    const tag = el.tagName;
    if (v && tag !== "INPUT" && tag !== "TEXTAREA" && tag !== "SELECT" && !el.hasAttribute("aria-labelledby") && !(el.labels && el.labels.length)) {
      v.named = named;
      v.namedAt = clock;
    }
    return named;
  }

  // A subtree with nothing that needs a look (no candidate, no listener, nothing not yet asked, no
  // scroll container) is skipped by the next walk while nothing inside it changes and nothing
  // above restyles it. The walk asks (quietAsk) when it descends and answers once it has seen the
  // whole subtree (quietAnswer).
  function quiet(el, v, dirty) {
    return v.quietAt > 0 && v.quietAt >= dirty && v.quietAt >= heardEpoch && (changedAt.get(el) || 0) <= v.quietAt;
  }
  // A subtree drawn at or below its own top less `slack` px (the inline boxes on the way down can
  // reach above their line by up to a font size each): nothing in it is positioned, transformed,
  // reordered or pulled up by a negative margin, or what is clips inside a box of its own. Worked
  // out by the walk that saw the whole subtree (discover.js), and kept like quiet(): until
  // something inside changes or a restyle above. -1: not known to be settled.
  function settled(el, v, dirty) {
    return v.settledAt > 0 && v.settledAt >= dirty && (changedAt.get(el) || 0) <= v.settledAt ? v.slack : -1;
  }
  function settle(v, slack) {
    v.settledAt = slack >= 0 ? clock : 0;
    v.slack = slack;
  }
  // The children of a stacking element from its `from`-th on are all in its flow, atomic and
  // settled (each drawn no higher than `reach` px above its own top): once its run shows they
  // start below the viewport by more than that, the walk skips them without a visit. Kept apart
  // from the element's own verdict (its own attributes do not move its children) until a restyle
  // above, children added or removed, or a change inside a child after `child`, the one the walk
  // is at (a change in a child above the fold, where the page is used, leaves the tail alone).
  function tail(el, dirty, child) {
    const t = tails.get(el);
    if (!t || t.at < dirty) return null;
    for (const k of t.changed) {
      if (k !== child && !(child.compareDocumentPosition(k) & Node.DOCUMENT_POSITION_PRECEDING)) return null;
    }
    return t;
  }
  function settleTail(el, from, reach) {
    tails.set(el, { at: clock, from, reach, changed: new Set() });
  }
  // The children of a stacking element before `first` (its `upto`-th child) are all in its flow,
  // atomic and settled, and each is drawn no lower than `extent` px below the element's top (its
  // layout overflow, plus the slack of its inline boxes): while the element's top lies more than
  // that above the viewport, the walk skips them without a visit (a long table or feed scrolled
  // down). Kept like tail(): until a restyle above, a change inside one of them, or children
  // added or removed other than after them.
  function head(el, dirty) {
    const h = heads.get(el);
    if (!h || h.at < dirty || h.first.parentNode !== el) return null;
    for (const k of h.changed) {
      if (k !== h.first && (h.first.compareDocumentPosition(k) & Node.DOCUMENT_POSITION_PRECEDING)) return null;
    }
    return h;
  }
  function settleHead(el, upto, extent) {
    const first = el.children[upto];
    if (first) heads.set(el, { at: clock, upto, extent, first, changed: new Set() });
    else heads.delete(el);
  }
  function quietAsk(v) { v.asking = true; }
  // (`at`: the clock when the walk that found it quiet began; a change in the pauses it gave the
  // page, or since, is after it.)
  function quietAnswer(v, isQuiet, at) {
    v.asking = false;
    v.quietAt = isQuiet ? at : 0;
  }

  oc.verdicts = {
    RESIZE_CURSORS, sync, beginWalk, dialogCandidates, of, stale, canEscape, nameOf, quiet, quietAsk, quietAnswer, settled, settle, tail, settleTail, head, settleHead,
    now: () => clock,
    heard: (el) => heard.get(el),
    hoverShows,
    // Does a :hover rule light `el` up with a background of its own (a control drawn as a box)?
    litByHover: (el) => { const sel = hoversOf(el).lit; if (!sel) return false; try { return el.matches(sel); } catch (e) { return false; } },
    // [box under the mouse, what it brings out] of the document's :hover rules (see revealParts).
    reveals: () => documentHover.reveals,
    // Does a :hover on `host` bring `el` out of hiding (`.seat:hover .tip { display: block }`)?
    revealedUnder: (el, host) => documentHover.reveals.some(([anchor, target]) => {
      try { return el.matches(target) && host.matches(anchor); } catch (e) { return false; }
    }),
    heardUntil,
    hear: (el, kinds) => heard.set(el, kinds),
  };
  return "installed";
})();
