// Shared page-side helpers, run inside the isolated world "opticlick" of each frame.
//
// The isolated world shares the DOM with the page but not its JavaScript globals, so nothing here is
// visible to page scripts and page scripts cannot patch what we call. Everything lives on one object,
// globalThis.__opticlick; the Set-of-Mark discovery (som/discover.js) and the element operations
// (element_ops.js) add their functions to it.
(() => {
  if (globalThis.__opticlick) return "present";
  const INTERACTIVE_ROLES = new Set([
    "button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "menuitemcheckbox",
    "menuitemradio", "option", "combobox", "textbox", "searchbox", "slider", "spinbutton",
    "treeitem", "listbox", "gridcell", "columnheader", "rowheader",
  ]);
  // Roles that only count when they come with a focus or click signal of their own; on their own
  // they mark structure, not controls.
  const WEAK_ROLES = new Set(["gridcell", "columnheader", "rowheader", "listbox"]);
  const SKIP_TAGS = new Set([
    "SCRIPT", "STYLE", "HEAD", "META", "LINK", "NOSCRIPT", "TEMPLATE", "BR", "WBR", "TITLE", "BASE",
    "OPTION", "OPTGROUP", "DATALIST", "PARAM", "SOURCE", "TRACK", "COL", "COLGROUP",
  ]);
  // (A magnifier says a click zooms: a product photo that opens its gallery. Not zoom-out, a
  // lightbox's backdrop over the whole page.)
  const POINTER_CURSORS = new Set(["pointer", "grab", "move", "zoom-in"]);
  const FORM_TAGS = new Set(["INPUT", "SELECT", "TEXTAREA", "BUTTON"]);
  // A descendant keeps a mark of its own inside another mark only if it is one of these
  // (the "distinct interaction" rule): anything else inside a control is part of that control.
  const DISTINCT_TAGS = new Set(["A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"]);

  const state = {
    docToken: Math.random().toString(36).slice(2) + Date.now().toString(36),
    keys: new WeakMap(),
    byKey: new Map(),
    nextKey: 1,
    lastMutation: performance.now(),
    mutations: 0,
    walk: null, // elements of the last collect(), by walk index, until finish()
  };

  // One observer for the life of this document, so "has the DOM been quiet for 600 ms?" is a
  // lookup rather than a wait that always costs 600 ms. It lives in this world only.
  try {
    new MutationObserver((records) => {
      state.lastMutation = performance.now();
      state.mutations += records.length;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  } catch (e) { /* a document without a root yet: settle() falls back to readyState */ }

  function keyOf(el) {
    let key = state.keys.get(el);
    if (key === undefined) {
      key = state.nextKey++;
      state.keys.set(el, key);
    }
    state.byKey.set(key, new WeakRef(el));
    return key;
  }

  function byKey(key) {
    const ref = state.byKey.get(key);
    const el = ref && ref.deref();
    if (!el || !el.isConnected) return null;
    return el;
  }

  // Closed shadow roots: a page script (and this world) sees no `shadowRoot` on their host, yet
  // what is inside is drawn and clicked like anything else (a design system's buttons and fields).
  // The root is handed to this world through DevTools (frames.py adopt_closed_roots) and kept here;
  // rootOf() is the one way every walk steps into a shadow tree, open or closed. `asked` holds the
  // hosts already asked about, with whether they were defined then (an element upgraded later can
  // get its root then).
  const closedRoots = new WeakMap();
  const askedHosts = new WeakMap();
  function rootOf(el) {
    return el.shadowRoot || closedRoots.get(el) || null;
  }
  function adoptRoot(root) {
    if (!root || root.nodeType !== 11 || !root.host) return false;
    closedRoots.set(root.host, root);
    state.mutations++; // a walk kept from before saw the host empty
    return true;
  }

  // Parent across shadow boundaries (a shadow root's parent is its host).
  function composedParent(node) {
    if (node.parentElement) return node.parentElement;
    const parent = node.parentNode;
    if (parent && parent.nodeType === 11 && parent.host) return parent.host;
    return null;
  }

  function composedContains(ancestor, node) {
    for (let n = node; n; n = composedParent(n)) if (n === ancestor) return true;
    return false;
  }

  // An SVG <a> links by href or the older xlink:href (its tag name is lower case).
  const svgLink = (el) => el.hasAttribute("href") || el.hasAttribute("xlink:href");
  // Roles a native form control can take instead of its own; any other (an <input role=alert>,
  // role=presentation on a button) is ignored, as browsers ignore it.
  const CONTROL_ROLES = new Set(["button", "checkbox", "combobox", "link", "listbox", "menuitem", "menuitemcheckbox", "menuitemradio",
    "option", "radio", "scrollbar", "searchbox", "slider", "spinbutton", "switch", "tab", "textbox", "treeitem", "gridcell"]);
  const NATIVE_CONTROLS = new Set(["INPUT", "SELECT", "TEXTAREA", "BUTTON"]);
  // The role an element gives itself: the first of its role list ("gridcell button" is a grid
  // cell; the later ones are fallbacks for browsers that do not know the first).
  const roleToken = (el) => (el.getAttribute("role") || "").trim().split(/\s+/)[0].toLowerCase();
  function roleOf(el) {
    const explicit = roleToken(el);
    // (A link too: Material's list row, <a href role="listitem">, still goes where it links.)
    const native = NATIVE_CONTROLS.has(el.tagName) || (el.tagName === "A" && el.hasAttribute("href"));
    if (explicit && !(native && !CONTROL_ROLES.has(explicit))) return explicit;
    switch (el.tagName) {
      // (A link with nowhere to go that opens something is a button: a nav group's header.)
      case "A": return el.hasAttribute("href") ? "link" : el.hasAttribute("aria-expanded") ? "button" : "";
      case "AREA": return el.hasAttribute("href") ? "link" : "";
      case "a": return svgLink(el) ? "link" : ""; // an SVG <a>
      case "BUTTON": return "button";
      case "SELECT": return el.multiple || el.size > 1 ? "listbox" : "combobox";
      case "TEXTAREA": return "textbox";
      case "SUMMARY": return "button";
      case "OPTION": return "option";
      case "INPUT": {
        const t = (el.type || "text").toLowerCase();
        if (["button", "submit", "reset", "image"].includes(t)) return "button";
        if (t === "checkbox") return "checkbox";
        if (t === "radio") return "radio";
        if (t === "range") return "slider";
        if (t === "number") return "spinbutton";
        if (t === "search") return "searchbox";
        return "textbox";
      }
      default:
        if (el.isContentEditable) return "textbox";
        return "";
    }
  }

  // How strongly the element itself says "I am a control": 2 = by tag/role/focus/editing,
  // 1 = only by its own pointer cursor (listeners are added in finish()), 0 = not at all.
  function strength(el, tag, parentCursor, styleOf) {
    if (tag === "INPUT") return el.type === "hidden" ? 0 : 2;
    if (tag === "A") return el.hasAttribute("href") ? 2 : weakSignals(el, parentCursor, styleOf);
    if (tag === "a" && svgLink(el)) return 2;
    if (tag === "BUTTON" || tag === "SELECT" || tag === "TEXTAREA" || tag === "SUMMARY") return 2;
    if (tag === "LABEL") return 2;
    if ((tag === "VIDEO" || tag === "AUDIO") && el.hasAttribute("controls")) return 2;
    const role = roleToken(el);
    if (INTERACTIVE_ROLES.has(role) && !WEAK_ROLES.has(role)) return 2;
    // A separator that holds a value is a splitter, a widget that resizes what it parts (an
    // editor's resize grip, a split pane's divider), dragged or moved by the arrow keys.
    if (role === "separator" && el.hasAttribute("aria-valuenow")) return 2;
    const tabindex = el.getAttribute("tabindex");
    if (tabindex !== null && tabindex.trim() !== "" && Number(tabindex) >= 0) return 2;
    // A cell, header or list box with any tabindex, -1 included, is part of a widget that moves the
    // focus itself (a date picker's days: only one cell is a tab stop at a time).
    if (WEAK_ROLES.has(role) && tabindex !== null && tabindex.trim() !== "") return 2;
    if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) return 2;
    if (el.hasAttribute("onclick") || el.hasAttribute("onmousedown") || el.hasAttribute("onpointerdown")) return 2;
    if (el.getAttribute("draggable") === "true") return 2;
    return weakSignals(el, parentCursor, styleOf);
  }

  function weakSignals(el, parentCursor, styleOf) {
    // An own pointer (or grab/move, for drag handles) cursor, not one inherited from a parent.
    const cursor = styleOf(el).cursor;
    // (A magnifier over a picture, not over an article of words around one.)
    if (cursor === "zoom-in" && !zoomsPicture(el)) return 0;
    return POINTER_CURSORS.has(cursor) && cursor !== parentCursor ? 1 : 0;
  }
  function zoomsPicture(el) {
    if (/^(IMG|PICTURE|CANVAS|VIDEO)$/.test(el.tagName) || el.localName === "svg") return true;
    return !!el.querySelector("img, picture, canvas, svg") && (el.textContent.trim().match(/\S+/g) || []).length <= 6;
  }

  // A scroll container the model may want to scroll (a terms box, a chat log, a side list).
  function isScrollable(el, cs) {
    if (el === document.documentElement || el === document.body) return false;
    const y = (cs.overflowY === "auto" || cs.overflowY === "scroll") && el.scrollHeight > el.clientHeight + 4;
    const x = (cs.overflowX === "auto" || cs.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 4;
    return (y || x) && el.clientHeight > 24 && el.clientWidth > 24;
  }

  function isDisabled(el) {
    if (FORM_TAGS.has(el.tagName) && el.matches(":disabled")) return true;
    if (el.getAttribute("aria-disabled") === "true") return true;
    // A custom element that says it is disabled as a native control does, by its own `disabled`
    // attribute (Carbon's icon button, whose disabled button is in its shadow root).
    if (el.localName.includes("-") && el.hasAttribute("disabled") && el.getAttribute("disabled") !== "false") return true;
    // A component's inner control whose host says it is disabled and which takes no pointer
    // (Carbon's tab: the host's `disabled`, the inner link's pointer-events: none).
    const root = el.getRootNode();
    return root instanceof ShadowRoot && root.host.hasAttribute("disabled") && root.host.tagName.includes("-") &&
      getComputedStyle(el).pointerEvents === "none";
  }

  // Placed out of the page's flow, laid over it (absolutely or fixed): a popup, a layer, an overlay.
  const laidOver = (el) => /^(absolute|fixed)$/.test(getComputedStyle(el).position);
  // A box's [left, top, right, bottom], as intersect() takes it.
  const edgesOf = (r) => [r.left, r.top, r.right, r.bottom];
  function intersect(a, b) {
    const x0 = Math.max(a[0], b[0]), y0 = Math.max(a[1], b[1]);
    const x1 = Math.min(a[2], b[2]), y1 = Math.min(a[3], b[3]);
    return x1 > x0 && y1 > y0 ? [x0, y0, x1, y1] : null;
  }
  // The area two boxes (DOMRect-like) share, 0 when they do not meet.
  const overlapArea = (a, b) => {
    const o = intersect(edgesOf(a), edgesOf(b));
    return o ? (o[2] - o[0]) * (o[3] - o[1]) : 0;
  };

  // Makes an element the containing block of its position:fixed descendants (a transform, filter,
  // perspective, paint/layout containment...): they are then placed and clipped inside it rather
  // than escaping to the viewport.
  function holdsFixed(cs) {
    const contain = cs.contain || "";
    return cs.transform !== "none" || cs.filter !== "none" || cs.perspective !== "none" ||
      (!!cs.backdropFilter && cs.backdropFilter !== "none") || /paint|layout|strict|content/.test(contain) ||
      /transform|perspective|filter/.test(cs.willChange || "") || (!!cs.containerType && cs.containerType !== "normal");
  }

  // The part of the viewport an element can show in: the viewport (or the visible part of this
  // frame) cut down by every ancestor that clips its overflow. A position:fixed element escapes
  // those ancestors, up to the one that holds it (holdsFixed), if any. Cached per ancestor per call.
  function makeClipper(viewClip) {
    const cache = new Map();
    const isRoot = (n) => !n || n === document.documentElement || n === document.body;
    // Where fixed descendants of `el` show: inside the nearest ancestor that holds them, else the view.
    function fixedBase(el) {
      for (let p = composedParent(el); !isRoot(p); p = composedParent(p)) {
        if (holdsFixed(getComputedStyle(p))) return contentClip(p);
      }
      return viewClip;
    }
    // The clip `parent` imposes on its content.
    function contentClip(parent) {
      if (isRoot(parent)) return viewClip;
      if (cache.has(parent)) return cache.get(parent);
      const cs = getComputedStyle(parent);
      let clip = cs.position === "fixed" ? fixedBase(parent) : contentClip(composedParent(parent));
      if (clip && (cs.overflowX !== "visible" || cs.overflowY !== "visible")) {
        const r = parent.getBoundingClientRect();
        const own = [
          cs.overflowX === "visible" ? -1e9 : r.left + parent.clientLeft,
          cs.overflowY === "visible" ? -1e9 : r.top + parent.clientTop,
          cs.overflowX === "visible" ? 1e9 : r.left + parent.clientLeft + parent.clientWidth,
          cs.overflowY === "visible" ? 1e9 : r.top + parent.clientTop + parent.clientHeight,
        ];
        clip = intersect(clip, own);
      }
      cache.set(parent, clip);
      return clip;
    }
    return (el) => (getComputedStyle(el).position === "fixed" ? fixedBase(el) : contentClip(composedParent(el)));
  }

  // --- image maps ------------------------------------------------------------------------------
  // An image map's <area> is a link the user clicks on an image, but it has no box of its own
  // (areas are display: none): its box is its shape laid over the image that uses the map. Shape
  // coordinates are CSS pixels from the image's content corner (browsers do not scale them).

  // The map an image uses (usemap="#name" names a <map> by name, or else by id).
  function imageMap(img) {
    const name = (img.getAttribute("usemap") || "").trim().replace(/^#/, "");
    if (!name) return null;
    const root = img.getRootNode();
    const maps = Array.from((root.querySelectorAll ? root : document).querySelectorAll("map"));
    return maps.find((m) => m.name === name) || maps.find((m) => m.id === name) || null;
  }
  // The image an area's map is used by (the first, when several share it).
  function mapImage(area) {
    const map = area.closest("map");
    if (!map) return null;
    const root = map.getRootNode();
    for (const img of (root.querySelectorAll ? root : document).querySelectorAll("img[usemap]")) {
      if (imageMap(img) === map) return img;
    }
    return null;
  }
  function areaRect(area) {
    const img = mapImage(area);
    const none = new DOMRect(0, 0, 0, 0);
    if (!img) return none;
    const r = img.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return none;
    const cs = getComputedStyle(img);
    const left = r.left + img.clientLeft + (parseFloat(cs.paddingLeft) || 0);
    const top = r.top + img.clientTop + (parseFloat(cs.paddingTop) || 0);
    const n = (area.getAttribute("coords") || "").split(/[\s,]+/).filter(Boolean).map(Number);
    const shape = (area.getAttribute("shape") || "rect").trim().toLowerCase();
    let box = null;
    if (shape === "default") box = [r.left, r.top, r.right, r.bottom];
    else if (shape.startsWith("circ") && n.length >= 3) box = [left + n[0] - n[2], top + n[1] - n[2], left + n[0] + n[2], top + n[1] + n[2]];
    else if (shape.startsWith("poly") && n.length >= 6) {
      const xs = n.filter((_, i) => i % 2 === 0), ys = n.filter((_, i) => i % 2 === 1);
      box = [left + Math.min(...xs), top + Math.min(...ys), left + Math.max(...xs), top + Math.max(...ys)];
    } else if (shape.startsWith("rect") && n.length >= 4) {
      box = [left + Math.min(n[0], n[2]), top + Math.min(n[1], n[3]), left + Math.max(n[0], n[2]), top + Math.max(n[1], n[3])];
    }
    if (!box || box.some((v) => !Number.isFinite(v))) return none;
    // Only the part over the image is the image's: a shape can reach past its edges.
    const x0 = Math.max(box[0], r.left), y0 = Math.max(box[1], r.top);
    const x1 = Math.min(box[2], r.right), y1 = Math.min(box[3], r.bottom);
    return x1 > x0 && y1 > y0 ? new DOMRect(x0, y0, x1 - x0, y1 - y0) : none;
  }
  // An element's box on screen; an image map's area stands where its shape is on its image.
  // An element with display: contents (a link or button a framework wrapped around a card) has no
  // box of its own: it shows as its contents, and is clicked there.
  const isContents = (el, r) => r.width === 0 && r.height === 0 && getComputedStyle(el).display === "contents";
  // Shown as nothing: a clip rectangle with no area (the "visually hidden" pattern; clip applies
  // only to an absolutely positioned box, though Chrome reports it on any).
  function clippedToNothing(cs) {
    if (cs.position !== "absolute" && cs.position !== "fixed") return false;
    const clip = /^rect\(([^)]*)\)$/.exec(cs.clip);
    if (clip) {
      const [top, right, bottom, left] = clip[1].split(/[\s,]+/).map(parseFloat);
      return right - left <= 0 || bottom - top <= 0;
    }
    // The newer way to hide a field from the eye only (MUI 7's, Tailwind 4's sr-only):
    // clip-path: inset(50%), insets that meet in the middle.
    const inset = /^inset\(([^)]*)\)$/.exec(cs.clipPath || "");
    if (!inset) return false;
    const sides = inset[1].replace(/\bround\b.*$/, "").trim().split(/\s+/);
    if (!sides.every((v) => /^-?[\d.]+%$/.test(v))) return false;
    const [t, r = t, b = t, l = r] = sides.map(parseFloat);
    return t + b >= 100 || l + r >= 100;
  }
  // A slider input clipped to nothing with no label to stand for it (MUI's, inside its knob) is
  // drawn, measured and hit by the knob it sits in: the nearest of two boxes above it that has a
  // size, when that size is a knob's. (Not a select or text field hidden that way: a widget kit draws those whole,
  // Select2 for one, and the hidden field's row is no control.)
  const KNOB_MAX_PX = 80;
  function standIn(el) {
    if (el.tagName !== "INPUT" || el.type !== "range") return null;
    if ((el.labels && el.labels.length) || !clippedToNothing(getComputedStyle(el))) return null;
    for (let p = el.parentElement, k = 0; p && k < 2; p = p.parentElement, k++) {
      const r = p.getBoundingClientRect();
      if (r.width >= 6 && r.height >= 6) return r.width <= KNOB_MAX_PX && r.height <= KNOB_MAX_PX ? p : null;
    }
    return null;
  }
  function rectOf(el) {
    if (el.tagName === "AREA") return areaRect(el);
    const stand = standIn(el);
    if (stand) return stand.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    if (!isContents(el, r)) return r;
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect();
  }
  // What is drawn for `el` (for an area: its image; for display: contents, its first child element,
  // which inherits its visibility), to measure clips and visibility against.
  function drawnAs(el) {
    if (el.tagName === "AREA") return mapImage(el);
    const stand = standIn(el);
    if (stand) return stand;
    if (el.firstElementChild && isContents(el, el.getBoundingClientRect())) return el.firstElementChild;
    return el;
  }

  // Up the tree as it is drawn: a web component's child put in a slot is drawn in that slot.
  const drawnParent = (node) => node.assignedSlot || composedParent(node);
  function drawnContains(ancestor, node) {
    for (let n = node; n; n = drawnParent(n)) if (n === ancestor) return true;
    return false;
  }
  // Is (x, y) on text of the host's own that a slot inside `el` shows? (Such text hit-tests to
  // the host, the parent of its text node: Shoelace's checkbox label "Remember me".)
  function onSlottedText(el, x, y) {
    for (const slot of el.querySelectorAll("slot")) {
      for (const n of slot.assignedNodes({ flatten: true })) {
        if (n.nodeType !== 3) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
      }
    }
    return false;
  }

  function hitsTarget(el, x, y) {
    const root = el.getRootNode();
    const hitRoot = root && typeof root.elementFromPoint === "function" ? root : document;
    const hit = hitRoot.elementFromPoint(x, y);
    if (!hit) return false;
    if (hit === el || composedContains(el, hit)) return true;
    if (root.host && (drawnContains(el, hit) || (hit === root.host && onSlottedText(el, x, y)))) return true;
    // A list box's options hit-test to their <select>.
    if (el.tagName === "OPTION" && hit.tagName === "SELECT" && el.parentElement && hit === el.closest("select")) return true;
    // An option the mouse goes through to a list box under it, which picks by where the click
    // lands, is hit there all the same (Material UI's clock: its hours over the listening dial).
    if (roleToken(el) === "option" && roleToken(hit) === "listbox" && getComputedStyle(el).pointerEvents === "none") return true;
    // A label counts as visible where its control is hit (and the other way round).
    if (el.tagName === "LABEL" && el.control && (hit === el.control || composedContains(el.control, hit))) return true;
    if (hit.tagName === "LABEL" && hit.control === el) return true;
    const stand = standIn(el);
    if (stand && (hit === stand || composedContains(stand, hit))) return true;
    return el.tagName === "INPUT" && el.getAttribute("role") === "combobox" && underOwnChoice(el, hit);
  }
  // Is `hit` the text of a combobox input's choice, laid over the input in the same one-line box
  // that holds nothing else to click (Ant Design's select: its value's span over its input, the
  // box's mousedown focusing the input)? A click there is the field's.
  function underOwnChoice(input, hit) {
    if (hit.matches("a[href], button, input, select, textarea, [role], [tabindex]")) return false;
    for (let box = input.parentElement, k = 0; box && k < 3; box = box.parentElement, k++) {
      if (!box.contains(hit)) continue;
      return box.getBoundingClientRect().height <= 80 && box.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea").length === 1;
    }
    return false;
  }

  // A box the last look marked as standing for the checkbox or radio drawn in it (a header cell
  // around its transparent select-all input) is clicked on that field, where the mouse reaches it:
  // the box's middle can be padding that does nothing. (state.toggleOf: box -> field, from
  // discover.js.)
  function togglePoint(el, box) {
    const field = state.toggleOf && state.toggleOf.get(el);
    return field && el.contains(field) ? pointOnField(field, box) : null;
  }
  function pointOnField(field, box) {
    const r = field.getBoundingClientRect();
    const b = intersect([r.left, r.top, r.right, r.bottom], box);
    return b ? visiblePoint(field, b) : null;
  }

  // The middle of `box` for an element kept hidden with its box (visibility) until a :hover shows
  // it (a comment's vote button), when what is hit there is inside the box its hidden part sits
  // in: the pointer that comes there hovers that box, which shows it. Null otherwise (a part
  // hidden whole with its cell is not shown by a pointer over where it would be).
  // The outermost box around `el` (itself included, a few levels up) that `hidden` holds of,
  // as the walk up meets it: the box a :hover rule shows, whose own parent is not hidden.
  function hiddenTop(el, hidden) {
    let top = el;
    for (let k = 0; k < 8; k++) {
      const up = composedParent(top);
      if (!up || up.nodeType !== 1 || !hidden(up)) break;
      top = up;
    }
    return top;
  }
  function underHoverPoint(el, box) {
    if (!el.checkVisibility()) return null;
    // (Hidden by visibility, or let through by the mouse while faded out: a message's toolbar,
    // `pointer-events: none` until hovered.)
    const byVisibility = !el.checkVisibility({ visibilityProperty: true });
    const hidden = (n) => (byVisibility ? getComputedStyle(n).visibility === "hidden" : getComputedStyle(n).pointerEvents === "none");
    if (!byVisibility && !hidden(el)) return null;
    const top = hiddenTop(el, hidden);
    // (In the flow of the box it sits in: a flyout laid over the page from its item is a menu the
    // item's hover opens, said on the item as what hovering it shows.)
    // (Nor, let through by the mouse, a panel fixed over the page, a peek sidebar another box's
    // hover slides in: a toolbar placed on the corner of its message is shown by that message.)
    const position = getComputedStyle(top).position;
    if ((byVisibility && position === "absolute") || position === "fixed") return null;
    const holder = composedParent(top);
    const x = (box[0] + box[2]) / 2, y = (box[1] + box[3]) / 2;
    const root = el.getRootNode();
    const hit = (root.elementFromPoint ? root : document).elementFromPoint(x, y);
    if (!holder || !hit || !(hit === holder || composedContains(holder, hit))) return null;
    // (Not over a control shown there: a flyout laid over its own menu item, where the mouse
    // would click the item.)
    for (let n = hit; n && n !== holder; n = composedParent(n)) {
      if (n.nodeType === 1 && n.matches("a[href], button, input, select, textarea, [role=button], [role=link], [role=menuitem], [role=tab]")) return null;
    }
    return [x, y];
  }

  // Find a point inside the visible box that hit-tests to the element. The centre first (the usual
  // case costs one hit-test), then a 3x3 grid.
  function visiblePoint(el, box) {
    const [x0, y0, x1, y1] = box;
    const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
    if (hitsTarget(el, cx, cy)) return [cx, cy];
    // A link or a span of words broken over lines is drawn only in its pieces: the middle of the
    // box around them is the paragraph's text. The middle of each piece in view, first line first.
    const pieces = el.getClientRects();
    if (pieces.length > 1 && pieces.length <= 8) {
      for (const r of pieces) {
        const px0 = Math.max(r.left, x0), px1 = Math.min(r.right, x1), py0 = Math.max(r.top, y0), py1 = Math.min(r.bottom, y1);
        if (px1 - px0 < 2 || py1 - py0 < 2) continue;
        const x = (px0 + px1) / 2, y = (py0 + py1) / 2;
        if (hitsTarget(el, x, y)) return [x, y];
      }
    }
    const w = x1 - x0, h = y1 - y0;
    for (const fy of [0.2, 0.5, 0.8]) {
      for (const fx of [0.2, 0.5, 0.8]) {
        if (fx === 0.5 && fy === 0.5) continue;
        const x = x0 + w * fx, y = y0 + h * fy;
        if (hitsTarget(el, x, y)) return [x, y];
      }
    }
    // A drawn shape with no fill (a ring, an outlined box) is hit only on its outline, which
    // the grid over its box can miss all round: points along that outline.
    if (el instanceof SVGGeometryElement && typeof el.getTotalLength === "function") {
      const matrix = el.getScreenCTM();
      const length = matrix ? el.getTotalLength() : 0;
      for (const f of [0.125, 0.375, 0.625, 0.875, 0]) {
        if (!(length > 0)) break;
        const p = el.getPointAtLength(length * f).matrixTransform(matrix);
        if (p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1 && hitsTarget(el, p.x, p.y)) return [p.x, p.y];
      }
    }
    return null;
  }

  // Does a click at (x, y) land on a mark that `el` holds (a control drawn in it: a sortable
  // header's filter field, where a click types and stops)? The look's marks are state.marked.
  function onInnerMark(el, x, y) {
    const marked = state.marked;
    if (!marked) return false;
    const root = el.getRootNode();
    const hit = (root.elementFromPoint ? root : document).elementFromPoint(x, y);
    for (let n = hit; n && n !== el; n = composedParent(n)) if (marked.has(n)) return true;
    return false;
  }
  // `point` on `el`, or, when it lands on a mark inside it, the first point of a 5x5 grid over
  // its box (nearest the middle first) that hits `el` and none of them (else `point` as it is).
  const CLEAR_STEPS = [0.5, 0.3, 0.7, 0.1, 0.9];
  // A box laid over the whole window around a dialog (its mask, which closes it when clicked) is
  // clicked where the mask itself is hit: a click on the dialog it centres is the dialog's. Null
  // for any other element, or when no part of the mask is clear.
  const DIALOGS = "[role=dialog], [role=alertdialog], dialog, [aria-modal=true]";
  function isMask(el) {
    const r = el.getBoundingClientRect();
    return r.width * r.height >= 0.9 * innerWidth * innerHeight && laidOver(el) && !!el.querySelector(DIALOGS);
  }
  // The first point of `box`, on a grid from its middle out, where `ok(x, y)` holds; null if none.
  function pointWhere(box, ok) {
    const [x0, y0, x1, y1] = box;
    for (const fy of CLEAR_STEPS) {
      for (const fx of CLEAR_STEPS) {
        const x = x0 + (x1 - x0) * fx, y = y0 + (y1 - y0) * fy;
        if (ok(x, y)) return [x, y];
      }
    }
    return null;
  }
  function maskPoint(el, box) {
    if (!isMask(el)) return null;
    const root = el.getRootNode();
    const at = root.elementFromPoint ? root : document;
    return pointWhere(box, (x, y) => at.elementFromPoint(x, y) === el);
  }

  function clearOfInnerMarks(el, box, point) {
    if (!point || !onInnerMark(el, point[0], point[1])) return point;
    return pointWhere(box, (x, y) => hitsTarget(el, x, y) && !onInnerMark(el, x, y)) || point;
  }

  function cleanText(s, max) {
    if (!s) return "";
    // (Zero-width characters draw nothing: an editor's "\u200b" placeholder names nothing.)
    // (Nor do bidi marks, Gmail's around the shortcut in a button's tooltip.)
    s = s.replace(/[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g, "").replace(/\s+/g, " ").trim();
    if (s.length <= max) return s;
    // (Not between the two halves of one character, an emoji: half of one is no text at all.)
    const cut = /[\ud800-\udbff]/.test(s[max - 2]) ? max - 2 : max - 1;
    return s.slice(0, cut) + "…";
  }

  // Elements whose children are never drawn as text: code, and the fallback content of replaced
  // elements ("Your browser does not support the video tag.", a progress bar's "40%").
  const NO_TEXT_TAGS = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "VIDEO", "AUDIO", "PROGRESS", "METER", "CANVAS", "OBJECT", "IFRAME"]);

  // Nodes that draw nothing between two texts: comments, empty text nodes.
  const nothingDrawn = (n) => n.nodeType === 8 || (n.nodeType === 3 && n.nodeValue === "");
  // Does text node `b` follow text node `a` (both inside `top`) with nothing between them but the
  // edges of inline boxes (no gap, no other node, no block, flex or grid item, no padding or
  // margin)? Then they are drawn as one run of text.
  function inlineTouching(a, b, top) {
    // (Nor a border, or words a style sheet draws between them: a breadcrumb's " / ", a list's ", ".)
    const inline = (n) => {
      const cs = getComputedStyle(n);
      return cs.display === "inline" && parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + parseFloat(cs.marginLeft) + parseFloat(cs.marginRight) +
        parseFloat(cs.borderLeftWidth) + parseFloat(cs.borderRightWidth) === 0 &&
        ["::before", "::after"].every((p) => /^(none|normal|"")$/.test(getComputedStyle(n, p).content));
    };
    const nextOf = (n) => { let x = n.nextSibling; while (x && nothingDrawn(x)) x = x.nextSibling; return x; };
    const prevOf = (n) => { let x = n.previousSibling; while (x && nothingDrawn(x)) x = x.previousSibling; return x; };
    // Up from a: each box it closes ends with it.
    let up = a;
    for (let k = 0; up.parentNode && !up.parentNode.contains(b); k++) {
      if (k > 8 || up.parentNode === top || nextOf(up) !== null) return false;
      up = up.parentNode;
      if (up.nodeType !== 1 || !inline(up)) return false;
    }
    // Down to b: each box it opens starts with it, and the two sides are siblings.
    let down = b;
    for (let k = 0; down.parentNode !== up.parentNode; k++) {
      if (k > 8 || !down.parentNode || prevOf(down) !== null) return false;
      down = down.parentNode;
      if (down.nodeType !== 1 || !inline(down)) return false;
    }
    return nextOf(up) === down;
  }

  // Text with no letters that still shows something: a number the words say too ("1" in
  // "Thursday, January 1, 2026", not "2" of a count labelled "items in cart"), or two or more signs
  // (graphemes: one emoji is one sign, as one sign keeps its reading).
  const graphemes = new Intl.Segmenter();
  // (The roles of parts that only show: see textOf.)
  const SHOWING_ROLES = /^(|img|presentation|none|status|text|meter|progressbar)$/;
  const shownUnsaid = (text, said) => {
    if (/\p{L}/u.test(text)) return false;
    if (/\p{N}/u.test(text)) return said.replace(/\D/g, "").includes(text.replace(/\D/g, ""));
    let n = 0;
    for (const g of graphemes.segment(text.replace(/\s/g, ""))) if (g && ++n >= 2) return true;
    return false;
  };
  // Text pieces of separate nodes are read with a space between them (two boxes' words), but not
  // where what a reader sees has none: before a comma, an ellipsis that ends words (not one that
  // starts a cut key, "…7f3e1a"), a closing bracket or a mark set up small ("Zestimate®"); after
  // a currency sign or an opening bracket (not a price level, "£££", before the next line's
  // words); inside a number ("$<b>249</b>.<sup>99</sup>" is
  // "$249.99"); nor after the sign a mention or a tag starts with ("@<span>carol</span>").
  function joinText(t, s) {
    if (!t || !s) return t + s;
    if (/\s$/.test(t) || /^\s/.test(s) || /^[.,;:!?%)\]}®™℠]/.test(s) || /^…(?![\p{L}\p{N}])/u.test(s) || (/[$€£¥(\[{]$/.test(t) && !(/[$€£¥]{2}$/.test(t) && /^\p{L}/u.test(s))) || (/\d[.,]$/.test(t) && /^\d/.test(s)) ||
        (/(^|\s)[@#]$/.test(t) && /^[\p{L}\p{N}_]/u.test(s))) return t + s;
    return t + " " + s;
  }
  const EMOJI_ALT = /^[\p{Extended_Pictographic}\p{Regional_Indicator}\u200d\ufe0f\u{1F3FB}-\u{1F3FF}]{1,8}$/u;
  const SIGN_ALT = /[✓✔☑©®™\u2190-\u21FF\u2B05-\u2B07\u25B2-\u25BF\u{1F53C}\u{1F53D}]/u;
  const emojiAlt = (alt) => EMOJI_ALT.test(alt) && !SIGN_ALT.test(alt);
  // Is the <sup> `sup` a note's number, a link to the note that holds only it?
  const footnoteLink = (sup) => { const a = sup.closest("a[href]"); return !!a && a.textContent.trim() === sup.textContent.trim(); };
  // The text of `el`'s subtree. `exclude`: a control inside a <label> whose own text (a select's
  // options) is not the label. `hidden`: an optional test that leaves out an element's subtree
  // (som/naming.js passes one that drops what the user cannot see). `lightOnly`: a web
  // component's own children only, not its shadow root's text when they say nothing.
  function textOf(el, max, exclude, hidden, lightOnly = false) {
    // textContent is far cheaper than innerText (no layout) and close enough for a label.
    let t = "";
    let last = null; // the last text node read (see below)
    const emoji = []; // emoji pictures read by their alt (see acceptNode)
    const saysWords = el.nodeType !== 1 || (!el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby"));
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
      acceptNode(node) {
        if (node.nodeType === 1) {
          const tag = node.tagName;
          if (node === exclude || tag === "SELECT" || tag === "TEXTAREA" || NO_TEXT_TAGS.has(tag)) return NodeFilter.FILTER_REJECT;
          // A web component's slot shows the host's children put in it (a checkbox's "Remember
          // me"), in its place; only an empty slot shows its own fallback content. (A slot draws
          // no box of its own: a visibility test of it says hidden.)
          if (tag === "SLOT") {
            const assigned = node.assignedNodes({ flatten: true });
            if (!assigned.length) return NodeFilter.FILTER_SKIP;
            for (const a of assigned) {
              if (t.length > max * 3) break;
              if (a.nodeType === 3) t = joinText(t, a.nodeValue);
              else if (a.nodeType === 1 && a !== exclude && !(hidden && hidden(a))) t = joinText(t, textOf(a, max, exclude, hidden));
            }
            return NodeFilter.FILTER_REJECT;
          }
          if (hidden && hidden(node)) return NodeFilter.FILTER_REJECT;
          // An emoji drawn as a picture (a reaction's "👍") is read by its alt where it stands,
          // as text: a reaction button is "👍 3", not "3". (Only an alt that is emoji, not a
          // picture's description beside its caption, nor a :shortcode: a spacer may carry.)
          // (Not a tick, an arrow or a mark, signs with a state, a way or a place of their own;
          // and an emoji alone says nothing a name's other words would not: see below.)
          if (tag === "IMG") {
            const alt = (node.getAttribute("alt") || "").trim();
            if (emojiAlt(alt)) {
              t = joinText(t, alt);
              emoji.push(alt);
              last = null;
            }
            return NodeFilter.FILTER_REJECT;
          }
          // A part that shows no words, only a number or a run of signs, and says in words what it
          // shows (a rating's "●●●●○" labelled "4 of 5 bubbles", a day's "1" labelled "Thursday,
          // January 1, 2026") is read by those words, as a screen reader reads it. (Not one sign,
          // "›" labelled "right": a sign is named by what it does, see naming's signs.)
          // (Only a part that shows, a picture or plain text, holding no control: not a popup
          // of reactions around its buttons. And only when the box read is not named by its
          // own label: then its text is what it shows, read against that name.)
          const said = saysWords && node.getAttribute("aria-label");
          // (So is a picture the page calls one and names, whatever glyphs draw it: an icon font's
          // "check_circle" labelled "VM is running".)
          const role = node.getAttribute("role") || "";
          if (said && /\p{L}{2}/u.test(said) && SHOWING_ROLES.test(role) && ((role === "img" && /^[a-z][a-z0-9_]{1,40}$/.test(node.textContent.trim())) || shownUnsaid(node.textContent, said)) &&
              !node.querySelector("[role], [tabindex], a, button, input, select, textarea")) {
            t = joinText(t, said);
            last = null;
            return NodeFilter.FILTER_REJECT;
          }
          return NodeFilter.FILTER_SKIP;
        }
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    // Text nodes side by side in one element (comments between them draw nothing) are one run of
    // text as drawn: a framework writes `#{n}` or `Invite "{q}"` as several, with no gap between.
    // (Empty text nodes are no text: a framework leaves them as anchors between its cells, where
    // "Chair" and "Furniture" are in two cells and must not be glued.)
    // So are runs in inline boxes that touch (a search hit's "<mark>Deploy</mark>ment", "Re<u>load</u>"):
    // one word as drawn.
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.nodeValue === "") continue;
      let before = node.previousSibling;
      while (before && nothingDrawn(before)) before = before.previousSibling;
      // (Letters or digits meeting: a glyph in a box of its own, "▶" before "Direct messages", is
      // drawn apart from the words.)
      const touching = last !== null && (before === last || (/[\p{L}\p{N}]$/u.test(t) && /^[\p{L}\p{N}]/u.test(node.nodeValue) && inlineTouching(last, node, el)));
      // (Cents a price sets up small after its whole units, "$1<sup>25</sup>", are "$1.25".)
      // (Not a note's number, a <sup> that links to it, nor one after a price with cents.)
      const cents = /^\d{2}$/.test(node.nodeValue) && /[$€£¥]\s?\d+$/.test(t) && !!node.parentElement && node.parentElement.tagName === "SUP" && !footnoteLink(node.parentElement);
      t = cents ? `${t}.${node.nodeValue}` : touching ? t + node.nodeValue : joinText(t, node.nodeValue);
      last = node;
      if (t.length > max * 3) break;
    }
    // (Emoji pictures and nothing else: not words of a name, which its other parts say, a
    // delete button's hidden "Delete" beside its "🗑️"; read as a picture is, elsewhere.)
    if (emoji.length && t.replace(/\s+/g, "") === emoji.join("")) t = "";
    // A web component's own text is in its shadow root (never its style sheet's).
    const root = rootOf(el);
    if (!t.trim() && root && !lightOnly) t = textOf(root, max, exclude, hidden);
    return cleanText(t, max);
  }

  function labelOf(el) {
    const aria = el.getAttribute("aria-label");
    if (aria && aria.trim()) return cleanText(aria, 80);
    const labelledby = el.getAttribute("aria-labelledby");
    if (labelledby) {
      const root = el.getRootNode();
      const parts = labelledby.split(/\s+/).map((id) => {
        const ref = root.getElementById ? root.getElementById(id) : document.getElementById(id);
        return ref ? textOf(ref, 80) : "";
      }).filter(Boolean);
      if (parts.length) return cleanText(parts.join(" "), 80);
    }
    if (el.labels && el.labels.length) {
      const t = Array.from(el.labels).map((l) => textOf(l, 80, el)).filter(Boolean).join(" ");
      if (t) return cleanText(t, 80);
    }
    const tag = el.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA") {
      if (el.placeholder) return cleanText(el.placeholder, 80);
      const t = (el.type || "").toLowerCase();
      if (["button", "submit", "reset"].includes(t) && el.value) return cleanText(el.value, 80);
      if (t === "image" && el.alt) return cleanText(el.alt, 80);
    }
    if ((tag === "IMG" || tag === "AREA") && el.alt) return cleanText(el.alt, 80);
    if (tag !== "SELECT" && tag !== "INPUT" && tag !== "TEXTAREA") {
      const t = textOf(el, 80);
      if (t) return t;
      const img = el.querySelector("img[alt], svg title, [aria-label]");
      if (img) {
        const t2 = img.getAttribute("alt") || img.getAttribute("aria-label") || img.textContent;
        if (t2 && t2.trim()) return cleanText(t2, 80);
      }
    }
    const title = el.getAttribute("title");
    if (title && title.trim()) return cleanText(title, 80);
    const name = el.getAttribute("name");
    if (name) return cleanText(name, 40);
    return "";
  }

  // A field whose value must never be written down: by its type and autocomplete token (what the
  // page declares), else by a name or id that says so. Not by the page's URL (a username on a
  // login page is not a secret).
  const SECRET_AUTOCOMPLETE = /(^|\s)(current-password|new-password|one-time-code|cc-number|cc-csc|cc-exp(-month|-year)?)(\s|$)/i;
  const SECRET_NAME = /(passw|passwd|pwd|passcode|cvv|cvc|csc|card.?num|cc.?num|cardnumber|security.?code|\bpin\b|otp|one.?time)/i;
  // What the person filling the form is told the field is (a card form embedded from a payment
  // provider often has names like "f3" and only a label saying "CVC").
  const SECRET_LABEL = /\b(cvc2?|cvv2?|csc|security code|card verification|verification code|card number|one.?time (pass)?code|pin)\b/i;
  function labelWords(el) {
    const parts = [el.getAttribute("aria-label") || "", el.getAttribute("placeholder") || ""];
    for (const label of el.labels || []) parts.push(label.textContent || "");
    for (const id of (el.getAttribute("aria-labelledby") || "").split(/\s+/)) {
      const by = id && document.getElementById(id);
      if (by) parts.push(by.textContent || "");
    }
    return parts.join(" ").slice(0, 400);
  }
  function secretField(el) {
    if (!el || (el.tagName !== "INPUT" && el.tagName !== "TEXTAREA" && !el.isContentEditable)) return false;
    if (el.tagName === "INPUT" && el.type === "password") return true;
    if (SECRET_AUTOCOMPLETE.test(el.getAttribute("autocomplete") || "")) return true;
    if (SECRET_NAME.test(`${el.getAttribute("name") || ""} ${el.id || ""}`)) return true;
    return SECRET_LABEL.test(labelWords(el));
  }

  function stateOf(el, out) {
    const tag = el.tagName;
    if (tag === "INPUT") {
      const t = (el.type || "text").toLowerCase();
      out.type = t;
      if (t === "checkbox" || t === "radio") out.checked = t === "checkbox" && el.indeterminate ? "mixed" : el.checked;
      else if (t === "password") out.value = el.value ? "••••" : "";
      else if (t === "file") out.value = Array.from(el.files || []).map((f) => f.name).join(", ");
      else if (secretField(el)) out.value = el.value ? "••••" : "";
      else if (!["button", "submit", "reset", "image"].includes(t)) out.value = cleanText(el.value, 120);
      if (el.required) out.required = true;
    } else if (tag === "TEXTAREA") {
      out.value = cleanText(el.value, 120);
    } else if (tag === "SELECT") {
      const selected = Array.from(el.selectedOptions).map((o) => cleanText(o.text, 40));
      out.value = selected.join(", ");
      out.options = Array.from(el.options).slice(0, 12).map((o) => cleanText(o.text, 30));
      out.option_count = el.options.length;
      if (el.multiple) out.multiple = true;
    } else if (el.isContentEditable) {
      out.value = textOf(el, 120);
      out.editable = true;
    }
    const ariaChecked = el.getAttribute("aria-checked");
    if (ariaChecked) out.checked = ariaChecked === "true" ? true : ariaChecked === "mixed" ? "mixed" : false;
    const ariaSelected = el.getAttribute("aria-selected");
    if (ariaSelected) out.selected = ariaSelected === "true";
    const ariaExpanded = el.getAttribute("aria-expanded");
    if (ariaExpanded) out.expanded = ariaExpanded === "true";
    if (tag === "OPTION") out.selected = el.selected;
    if (tag === "DETAILS" || (tag === "SUMMARY" && el.parentElement && el.parentElement.tagName === "DETAILS")) {
      out.expanded = (tag === "DETAILS" ? el : el.parentElement).open;
    }
    if (tag === "A" && el.href) {
      try {
        const u = new URL(el.href, location.href);
        if (u.protocol === "http:" || u.protocol === "https:") {
          out.href_host = u.host;
          if (u.host !== location.host) out.external = true;
        } else if (u.protocol !== "javascript:") {
          out.href_host = u.protocol.replace(":", "");
        }
      } catch (e) { /* an unparsable href: no host to show */ }
      if (el.target === "_blank") out.new_tab = true;
    }
  }

  // The open modal, if any: a <dialog> shown with showModal() or a visible aria-modal element.
  // `found`: the candidates when the caller keeps them (som/verdicts.js), else the document is read.
  function openModal(found) {
    const candidates = found || document.querySelectorAll('dialog[open], [aria-modal="true"], [role="dialog"], [role="alertdialog"]');
    for (const el of candidates) {
      const isModal = (el.tagName === "DIALOG" && el.matches(":modal")) || el.getAttribute("aria-modal") === "true" ||
        el.getAttribute("role") === "alertdialog" || el.getAttribute("role") === "dialog";
      if (!isModal) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      return labelOf(el) || "dialog";
    }
    return null;
  }

  // --- settle --------------------------------------------------------------------------------
  // Resolves once the DOM has been quiet for quiet_ms and the document is loaded, or after cap_ms.
  function settle(quietMs, capMs) {
    const start = performance.now();
    return new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        const quiet = now - state.lastMutation;
        const loaded = document.readyState === "complete";
        if ((quiet >= quietMs && loaded) || now - start >= capMs) {
          resolve({ quiet_ms: Math.round(quiet), loaded, waited_ms: Math.round(now - start), capped: now - start >= capMs });
          return;
        }
        setTimeout(tick, Math.max(20, Math.min(100, quietMs - quiet)));
      };
      tick();
    });
  }

  // How long the longest running CSS transition or animation in the document has left, in ms (0:
  // none). A modal kit fades its backdrop in, and only when that fade ends shows its dialog: no DOM
  // change in between says the page is still on its way. Endless ones (a spinner) and long ones (a
  // progress bar's) are the page's life, not a change on its way: not counted.
  // Nor the steady motion of a box that was already moving when the wait began, or that starts
  // moving again during it (a progress bar eased to each new width, every second): only what the
  // action set going. `wait` names one wait (settle.py's), `sinceMs` how long ago it began.
  const MOTION_MAX_MS = 1500;
  const motion = { wait: null, started: new WeakMap(), steady: new WeakSet() };
  function motionLeft(wait, sinceMs) {
    if (motion.wait !== wait) Object.assign(motion, { wait, started: new WeakMap(), steady: new WeakSet() });
    const now = document.timeline ? document.timeline.currentTime : performance.now();
    const from = now - (sinceMs || 0) - 20; // (a frame's slack: the action's own style change)
    let left = 0;
    const running = document.getAnimations ? document.getAnimations() : [];
    for (let k = 0; k < running.length && k < 500; k++) {
      const a = running[k];
      if (a.playState !== "running" || !a.effect) continue;
      const t = a.effect.getComputedTiming();
      if (!Number.isFinite(t.endTime) || t.endTime > MOTION_MAX_MS || t.localTime === null) continue;
      const box = a.effect.target;
      // (A box found steady stays so for the wait, even for the frame a new cycle of its motion
      // is pending with no start time yet: counting that frame's cycle again and again held the
      // wait to the live bound, whenever a poll met a restart before its first frame.)
      if (box && motion.steady.has(box)) continue;
      if (box && a.startTime !== null) {
        const first = motion.started.get(box);
        if (a.startTime < from || (first !== undefined && a.startTime > first + 50)) { motion.steady.add(box); continue; }
        if (first === undefined) motion.started.set(box, a.startTime);
      }
      left = Math.max(left, (t.endTime - t.localTime) / (a.playbackRate || 1));
    }
    return Math.max(0, Math.round(left));
  }

  // The focused element, through shadow roots (closed ones too, once adopted). With nothing focused the document names its
  // <body>: a body (a rich-text editor's, in its iframe) counts as focused only when its frame has
  // the focus too.
  function deepActive() {
    let a = document.activeElement;
    if (a === document.body && !document.hasFocus()) return null;
    for (let root = a && rootOf(a); root && root.activeElement; root = rootOf(a)) a = root.activeElement;
    return a;
  }

  globalThis.__opticlick = {
    state, keyOf, byKey, deepActive, rootOf, adoptRoot, askedHosts, composedParent, composedContains, drawnParent, drawnContains, hitsTarget, visiblePoint, underHoverPoint, hiddenTop, clearOfInnerMarks, intersect, overlapArea, laidOver, edgesOf, rectOf, drawnAs, mapImage, imageMap,
    clippedToNothing, togglePoint, pointOnField, motionLeft,
    makeClipper, holdsFixed, DIALOGS, isMask, maskPoint, labelOf, stateOf, secretField, roleOf, roleToken, textOf, cleanText, settle, isDisabled, strength, openModal, isScrollable,
    INTERACTIVE_ROLES, WEAK_ROLES, POINTER_CURSORS, SKIP_TAGS, FORM_TAGS, DISTINCT_TAGS,
  };
  return "installed";
})();
