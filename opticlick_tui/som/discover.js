// Set-of-Mark discovery, run inside the isolated world of one frame (see browser/page_core.js; names,
// roles and states come from som/naming.js).
//
// Discovery runs in two calls so that a listener probe can run in between (one call when there is
// nothing to probe: collect() then finishes itself, given opts.finish):
//   collect(opts)  walks the elements that can reach the viewport (shadow roots included, closed
//                  ones once adopted: see takeHosts; an off-screen subtree that clips its overflow
//                  cannot reach it and is skipped), classifies
//                  them, and returns the walk indices worth a listener probe; Python asks the page's
//                  main world which of those have listeners (getEventListeners only sees the
//                  listeners of the world it runs in);
//   finish(opts)   takes those hits, checks visibility by hit-testing, collapses nested duplicates,
//                  names what is left and returns the marks.
// When nothing happened in the frame since the last look (no DOM mutation, no input, scroll,
// resize, focus or animation event) the last walk is reused: only states and focus are re-read.
(() => {
  const oc = globalThis.__opticlick;
  if (oc.discover) return "present";
  const {
    state, keyOf, deepActive, rootOf, askedHosts, composedParent, composedContains, drawnParent, drawnContains, visiblePoint, intersect, rectOf, drawnAs, imageMap,
    isDisabled, cleanText, openModal, isScrollable, INTERACTIVE_ROLES, POINTER_CURSORS, SKIP_TAGS, DISTINCT_TAGS, naming, verdicts,
  } = oc;
  const SVG_NS = "http://www.w3.org/2000/svg";
  const SCREEN_TEXT_MAX = 600;
  const MAX_CONTEXTS = 100;
  const NATIVE_TAGS = new Set(["A", "BUTTON", "SELECT", "TEXTAREA", "SUMMARY"]);
  // A picture with a name of its own and no role (an icon the page labels for what it does).
  const namedPicture = (el) => !el.hasAttribute("role") && !el.textContent.trim() && /\p{L}/u.test(el.getAttribute("aria-label") || el.getAttribute("title") || "");
  // Roles of boxes that hold items and are no target themselves (the items are).
  // (Not a group, a selectable card's role, nor a list box that opens on a click.)
  // (Of those, the widgets that say their items are picked: grids, lists of options, trees, menus.)
  const WIDGET_HOLDER_ROLES = new Set(["grid", "treegrid", "listbox", "tree", "menu", "menubar", "tablist", "radiogroup"]);
  const ITEM_HOLDER_ROLES = new Set(["list", "feed", "log", "table", "rowgroup", "grid", "treegrid", "tree", "tablist", "radiogroup", "menu", "menubar", "toolbar"]);
  // Containers whose children are items: a listener on one of these serves its items.
  const LIST_TAGS = new Set(["UL", "OL", "TBODY", "DL"]);
  // Fields a page may draw fully transparent over a styled box of its own (see finish()): those
  // whose own state is what the drawing shows (checked, chosen, a file to pick). A transparent
  // text field is not one: what is seen there is the page's text (a widget library's select
  // shows "France" over an empty, read-only input), so its box stays the mark.
  const TRANSPARENT_TYPES = new Set(["checkbox", "radio", "file", "range", "color"]);
  // The field a caption that is no <label> says it is for: for="id", no role, no tab stop.
  function captionFor(el) {
    // (So is a <label> for no control that a field names as its label by id, whose click only
    // moves the focus there: React Aria's slider caption over its hidden range input.)
    if (el.tagName === "LABEL" && !el.control && el.id) {
      const root = el.getRootNode();
      const named = root.querySelectorAll ? root.querySelectorAll(`[aria-labelledby~="${CSS.escape(el.id)}"]`) : [];
      return Array.prototype.find.call(named, (f) => f !== el && (FIELD_TAGS.has(f.tagName) || FIELD_WIDGET_ROLES.has(roleAttr(f)))) || null;
    }
    if (el.tagName === "LABEL" || FIELD_TAGS.has(el.tagName) || el.hasAttribute("role") || el.tabIndex >= 0) return null;
    const id = el.getAttribute("for");
    const root = id && el.getRootNode();
    const field = root && root.getElementById ? root.getElementById(id) : null;
    return field && field !== el && (FIELD_TAGS.has(field.tagName) || field.tagName.includes("-") || FIELD_WIDGET_ROLES.has(roleAttr(field))) ? field : null;
  }
  // A control faded out at rest that a :hover rule shows, on it or on a box around it (a shop
  // card's Quick view, a table row's Edit): the mouse that comes to click it shows it. (Opacity
  // only: what is hidden takes no click until shown.)
  function shownOnHover(el) {
    // (Only what shows something to click: words, a name, a picture, or a control by its tag; not
    // a list's scrollbar, shown under the mouse whether there is anything to scroll or not.)
    const shows = el.textContent.trim() || el.hasAttribute("aria-label") || el.hasAttribute("title") ||
      DISTINCT_TAGS.has(el.tagName) || el.querySelector("svg, img, i");
    if (!shows) return false;
    // (Or hidden with visibility, which keeps its box, and made visible by the :hover: a
    // comment's vote button. The mouse that comes to click it shows it.)
    if (!el.checkVisibility({ visibilityProperty: true })) {
      return el.checkVisibility() && verdicts.hoverShows(oc.hiddenTop(el, (n) => getComputedStyle(n).visibility === "hidden"));
    }
    for (let p = el, k = 0; p && k < 6; p = composedParent(p), k++) {
      if (getComputedStyle(p).opacity === "0") return verdicts.hoverShows(p);
    }
    return false;
  }
  // Is `n` a <label> for a radio or checkbox that says no words of its own?
  const wordlessToggleLabel = (n) => !!n && n.tagName === "LABEL" && !!n.control && (n.control.type === "radio" || n.control.type === "checkbox") && !/[\p{L}\p{N}]/u.test(n.textContent);
  // Is `el` a caption ending in a colon with the field it names right after it?
  function captionsNext(el) {
    const t = cleanText(el.textContent, 60);
    if (!/\p{L}{2}.*[:：]$/u.test(t) || t.length > 40) return false;
    const next = el.nextElementSibling;
    // (Or a small box of one field and its unit, "$" before an amount.)
    return !!next && (next.matches("input:not([type=hidden]), select, textarea, [role=combobox], [role=textbox], [role=listbox], [role=spinbutton]") ||
      (next.childElementCount <= 3 && next.querySelectorAll("input:not([type=hidden]), select, textarea").length === 1 && !next.querySelector("a[href], button")));
  }
  // Does `box` draw a frame across its width with parts of its own (Material Web's outline
  // pieces, its filled field's background), in its shadow root or inside it?
  function framedByParts(box) {
    const b = box.getBoundingClientRect();
    const parts = [...(box.shadowRoot ? box.shadowRoot.querySelectorAll("*") : []), ...box.querySelectorAll("*")].slice(0, 80);
    const spans = [];
    // (Drawn by the part or by its ::before or ::after, as Material Web's outline pieces are.)
    const draws = (cs) => ["Top", "Right", "Bottom", "Left"].some((side) => parseFloat(cs[`border${side}Width`]) > 0) || !TRANSPARENT.test(cs.backgroundColor);
    const drawsPseudo = (n, which) => { const cs = getComputedStyle(n, which); return cs.content !== "none" && cs.content !== "normal" && draws(cs); };
    for (const n of parts) {
      const drawn = draws(getComputedStyle(n)) || drawsPseudo(n, "::before") || drawsPseudo(n, "::after");
      if (!drawn || !n.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const q = n.getBoundingClientRect();
      if (q.height < 0.5 * b.height || q.width < 1) continue;
      spans.push([Math.max(q.left, b.left), Math.min(q.right, b.right)]);
    }
    spans.sort((x, y) => x[0] - y[0]);
    let covered = 0, from = -Infinity, to = -Infinity;
    for (const [l, rr] of spans) {
      if (l > to) { if (to > from) covered += to - from; from = l; to = rr; } else to = Math.max(to, rr);
    }
    if (to > from) covered += to - from;
    return covered >= 0.9 * b.width;
  }
  // A text field whose faded-out wrapper sits in a drawn field box: the nearest box above it that
  // is shown, a few levels up, field-sized, with a border or background, around the field.
  // (`resting`: only such an empty field under its resting label, not one in any drawn box.)
  function fadedInFieldBox(el, r, resting = false) {
    if (!((el.tagName === "INPUT" && !NOT_TEXT_TYPES.has(el.type)) || el.tagName === "TEXTAREA") || el.disabled || el.readOnly) return false;
    let p = composedParent(el);
    for (let k = 0; p && k < 4 && !p.checkVisibility({ opacityProperty: true }); k++) p = composedParent(p);
    if (!p || !p.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const b = p.getBoundingClientRect();
    const cs = getComputedStyle(p);
    const drawn = parseFloat(cs.borderBottomWidth) > 0 || !TRANSPARENT.test(cs.backgroundColor);
    // (Or a box that draws its frame with parts of its own, Material Web's outline pieces and
    // filled background in its shadow root, around an empty field, named and a tab stop, that a
    // click at its middle lands on: not a field faded out until a button shows it.)
    // (As wide as half its box, a line tall: not a code editor's keys, a speck in its corner.)
    const rests = () => el.value === "" && el.tabIndex >= 0 && el.getAttribute("aria-hidden") !== "true" && r.width >= 0.5 * b.width && r.height >= 12 && framedByParts(p) &&
      !!(el.getAttribute("aria-label") || (el.labels && el.labels.length) || el.placeholder) &&
      oc.hitsTarget(el, (r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return b.width <= HOLDER_MAX_W && b.height <= HOLDER_MAX_H &&
      r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1 && ((drawn && !resting) || rests());
  }
  function stretchedOver(el, r) {
    if (el.tagName !== "BUTTON" && !(el.tagName === "INPUT" && /^(button|submit)$/.test(el.type))) return false;
    const holder = composedParent(el);
    if (!holder || !oc.laidOver(el)) return false;
    const h = holder.getBoundingClientRect();
    return r.width * r.height >= 0.5 * h.width * h.height && h.width * h.height > 0;
  }
  const transparentField = (el) => el.tagName === "SELECT" || (el.tagName === "INPUT" && TRANSPARENT_TYPES.has(el.type));
  // Items a container hands its listener or cursor to are at most this tall (a row, a day, a
  // chip; not a page's sections) and, for alike children, at most this many (read one by one).
  const MAX_ITEM_HEIGHT = 160;
  const MAX_ALIKE = 400;
  // A head of fewer children than this is not worth keeping (a few rows cost less than its upkeep).
  const MIN_HEAD = 16;
  // (A toolbar's listener is its items': Sheets' font box, a list box that opens a popup.)
  const LIST_ROLES = new Set(["list", "listbox", "menu", "menubar", "grid", "tree", "tablist", "radiogroup", "rowgroup", "toolbar"]);
  // Item-like elements: hydration (or a timer) attaches listeners to elements that already exist,
  // changing nothing a MutationObserver sees. For these, and for the lists that can serve them, a
  // kept "no listener" verdict is asked again at every look while they are in view (a cheap
  // getEventListeners each; other elements keep it until the verdicts expire). An item that holds a
  // control (a menu entry around its link) is left out: its clicks have a target already, and a
  // listener of its own would fold into that control's mark. Images are left out too: most pages
  // show a few in view, and asking costs a main-world round trip at every look.
  const ITEM_TAGS = new Set(["LI", "TR", "TD", "DT", "DD", "ARTICLE"]);
  const CONTROLS = "a[href], button, input, select, textarea";
  // (And by role: a menu drawn as a table, its items cells with role=menuitem, some disabled.)
  const ITEM_CONTROLS = CONTROLS + ", [role=button], [role=link], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], " +
    "[role=option], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=treeitem]";
  // Resize cursors, by the edge or corner (or the way) they move (som/verdicts.js).
  const HANDLE_CURSORS = verdicts.RESIZE_CURSORS;
  // Two-way resize cursors say the axis only: the handle's place on its box says the edge.
  const TWO_WAY_CURSORS = new Set(["ew-resize", "col-resize", "ns-resize", "row-resize", "nesw-resize", "nwse-resize"]);
  const DRAG_CURSORS = new Set(["move", "grab", "grabbing"]);
  // A childless part the page names (aria-label or title) that a :hover rule fades in.
  // (Not a picture the page calls one, role=img: the icon a pager's "Next 5 Pages" fades in
  // under the mouse is that item's look.)
  const namedReveal = (el) => (el.hasAttribute("aria-label") || el.hasAttribute("title")) && !el.firstElementChild &&
    el.getAttribute("role") !== "img" && getComputedStyle(el).opacity === "0" && shownOnHover(el);
  // Names that say a step of a count, the same in every row: "decrease value", "Add one".
  const STEP_NAME = /^(increase|decrease|increment|decrement|add|remove|subtract|more|less|fewer|plus|minus|up|down)\b/i;
  // Roles of boxes that hold things, no target around their marks (see where it is used).
  // (Not a group: a card that calls itself one, a payment method a click picks, says words of
  // its own beside its links; one that says none is read as a plain box.)
  const LANDMARK_TAGS = new Set(["HEADER", "MAIN", "NAV", "FOOTER", "ASIDE"]);
  const LANDMARK_ROLES = new Set(["banner", "main", "navigation", "contentinfo", "complementary"]);
  const HOLDER_ROLES = new Set(["application", "dialog", "alertdialog", "region", "toolbar", "document", "form", "search"]);
  // A small empty box drawn only by a background picture whose class says it closes or removes.
  const CLOSE_CLASS = /close|remove|delete|dismiss/i;
  // (Or one holding only the cross it draws, a small picture: a tab's "×" in Postman's and VS
  // Code's bars, whose clicks the bar hears.)
  const crossPicture = (el) => el.childElementCount === 1 && !el.textContent.trim() && /^(svg|I)$/i.test(el.firstElementChild.tagName);
  // A cross that ends the box it sits in, a glyph in a part of its own or a small drawing of one:
  // it removes or closes what it ends (a chip's "React ×", an editor tab's drawn "x").
  // (Ending something: the box says words besides it, and they do not say the cross's action
  // already, a "Clear all ✕" chip, whose cross is its picture.)
  const endCross = (el, tag) => !el.nextElementSibling && !!el.parentElement && (tag === "svg" ? el.namespaceURI === SVG_NS :
    CROSS_TAGS.has(tag) && !el.firstElementChild && el.textContent.length <= 2) && (naming.removes(el) || strokedSign(el) === "\u00d7") && smallBox(el) &&
    endsWords(el.parentElement, el);
  const endsWords = (box, cross) => {
    const rest = box.textContent.replace(cross.textContent, "");
    return /[\p{L}\p{N}]/u.test(rest) && !/(^|\s)(remove|clear|reset|delete|dismiss|close)(\s|$)/i.test(` ${rest} ${box.getAttribute("aria-label") || ""} `);
  };
  const smallBox = (el) => { const r = el.getBoundingClientRect(); return r.width <= 28 && r.height <= 28; };
  const closeIcon = (el) => {
    // (The class first: one test, where the picture check reads the subtree's text.)
    if (!CLOSE_CLASS.test(typeof el.className === "string" ? el.className : "") || (el.firstChild && !crossPicture(el))) return false;
    const r = el.getBoundingClientRect();
    return r.width >= 8 && r.width <= 24 && r.height >= 8 && r.height <= 24 && (crossPicture(el) || getComputedStyle(el).backgroundImage !== "none") && naming.dismisses(el);
  };
  // (A handle that moves one way is a bar thin that way and longer the other, a gutter or a
  // clip's trim edge, not a round knob of a slider shown with the same cursor; a corner's is
  // a small box.)
  const handleSized = (el, cursor) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || Math.max(r.width, r.height) > 2000) return false;
    if (/^(ew|col|e|w)-resize$/.test(cursor)) return r.width <= 16 && r.height >= 1.5 * r.width;
    if (/^(ns|row|n|s)-resize$/.test(cursor)) return r.height <= 16 && r.width >= 1.5 * r.height;
    return Math.max(r.width, r.height) <= 24;
  };
  // Where a two-way resize handle sits on the box it resizes. A handle in its parent's flow lies
  // between two boxes (a grid's column handle, a sibling of the columns) and resizes the one
  // before it: "right edge of Make". One placed on its parent's edge resizes the parent: "right
  // edge", "bottom-right corner". "" when neither says (the cursor names it then).
  function edgeOf(r, el, cursor) {
    const parent = el.parentElement;
    if (!parent) return "";
    const across = cursor === "ew-resize" || cursor === "col-resize";
    const position = getComputedStyle(el).position;
    if (position === "static" || position === "relative") {
      const before = neighbourBefore(el, r, across);
      // (A box with no text, by its role and place: a grid's column of checkboxes.)
      const role = before && roleAttr(before);
      const name = !before ? "" : naming.visibleText(before, 40).trim() ||
        (role ? `${role} ${Array.prototype.filter.call(parent.children, (n) => roleAttr(n) === role).indexOf(before) + 1}` : "");
      if (name) return `${across ? "right" : "bottom"} edge of ${name}`;
    }
    const p = parent.getBoundingClientRect();
    if (p.width < 2 || p.height < 2) return "";
    // (On an edge: its middle within its own thickness of it, or 8 px, whichever is more.)
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    const t = Math.max(8, Math.min(r.width, r.height));
    const x = Math.abs(cx - p.left) <= t ? "left" : Math.abs(cx - p.right) <= t ? "right" : "";
    const y = Math.abs(cy - p.top) <= t ? "top" : Math.abs(cy - p.bottom) <= t ? "bottom" : "";
    return x && y ? `${y}-${x} corner` : x || y ? `${x || y} edge` : "";
  }
  // The sibling box that ends where a handle starts (left of it, or above it).
  function neighbourBefore(el, r, across) {
    for (let n = el.previousElementSibling, k = 0; n && k < 3; n = n.previousElementSibling, k++) {
      const b = n.getBoundingClientRect();
      if (b.width < 2 || b.height < 2) continue;
      const touches = across ? Math.abs(b.right - (r.left + r.width / 2)) <= Math.max(8, r.width) && b.bottom > r.top && b.top < r.bottom
        : Math.abs(b.bottom - (r.top + r.height / 2)) <= Math.max(8, r.height) && b.right > r.left && b.left < r.right;
      return touches ? n : null;
    }
    return null;
  }
  const NO_ROLES = new Set(["presentation", "none"]);
  const LIVE_READOUTS = new Set(["timer", "status", "marquee"]);
  const VALUE_ROLES = new Set(["slider", "spinbutton", "textbox", "searchbox", "combobox", "scrollbar"]);
  const ZOOM_CURSORS = { "zoom-in": "zoom in", "zoom-out": "zoom out" };
  // An element a toolbar or menu bar holds as one of its items (its child, or a list item's
  // child), with no control inside: short words or none.
  const BAR_SELECTOR = "[role=toolbar], [role=menubar]";
  function barItem(el) {
    const up = el.parentElement;
    if (!up || !(up.matches(BAR_SELECTOR) || (up.tagName === "LI" && up.parentElement && up.parentElement.matches(BAR_SELECTOR)))) return false;
    return el.textContent.trim().length <= 40 && !el.querySelector("a[href], button, input, select, textarea, [role], [tabindex]");
  }
  // Roles that only group what they hold.
  const GROUPING_ROLES = new Set(["toolbar", "group", "navigation"]);
  // A class that says its element is the chosen one of its kind: a word of its own, or the last
  // part of one ("tab--active", "is-selected", "nav-current", and the short "cur" of many sites' tabs).
  // (Also "chosen" and "picked"; and "on" alone or as "is-on", not the end of a name, "add-on".
  // Not "sel", a select box's class as often as a chosen item's.)
  const CHOSEN_WORDS = new Set(["active", "selected", "current", "cur", "checked", "chosen", "picked"]);
  // The last word of each of an element's class names, whatever wraps it: "-selected-" is a
  // modifier as "is-selected" is.
  const classTokens = (el) => (typeof el.className === "string" ? el.className : el.getAttribute("class") || "").split(/\s+/).filter(Boolean);
  const { tokenWords } = naming;
  const lastWord = (token) => tokenWords(token).pop();
  const classLastWords = (el) => classTokens(el).map(lastWord);
  // Is `el` one of a run of siblings (a pager) whose live ones have its classes but the one that
  // says "disabled" ("pg" beside "pg pg-disabled", "button" beside "button disabled")?
  function disabledInRun(el) {
    const live = (n) => classTokens(n).filter((t) => lastWord(t) !== "disabled").sort().join(" ");
    const own = live(el);
    const up = el.parentElement;
    if (!own || !up) return false;
    for (let n = up.firstElementChild, k = 0; n && k < 30; n = n.nextElementSibling, k++) {
      if (n !== el && !classLastWords(n).includes("disabled") && live(n) === own) return true;
    }
    return false;
  }
  // A class name without its last word: "ui-datepicker-current" -> "ui-datepicker".
  const stemOf = (token) => tokenWords(token).slice(0, -1).join("-");
  // A class name's words joined one way, whatever way it was written.
  const wordsKey = (token) => tokenWords(token).join("-");
  const STATE_PREFIXES = new Set(["is", "has", "state"]);
  // A sibling's last class word that names another kind of its stem ("close" beside "current"),
  // not the other state of the same one ("inactive", "default" beside "active").
  const UNCHOSEN_WORDS = new Set(["default", "normal", "inactive", "unselected", "disabled", "off", "idle"]);
  const namesOtherKind = (w) => !CHOSEN_WORDS.has(w) && !UNCHOSEN_WORDS.has(w) && !/^(in|un|not)(active|selected|current|checked)$/.test(w);
  function classSaysChosen(el) {
    return classTokens(el).some((token) => {
      const words = tokenWords(token);
      const word = words[words.length - 1];
      if (!word) return false;
      if (word === "on") return words.length === 1 || STATE_PREFIXES.has(words[words.length - 2]);
      if (!CHOSEN_WORDS.has(word)) {
        // A chosen word inside the name of its kind's class, which the element or a sibling has
        // without it: "docs-sheet-active-tab" beside "docs-sheet-tab".
        const at = words.findIndex((w) => CHOSEN_WORDS.has(w));
        if (at < 0) return false;
        // (Not a class that names what the control is about, which its words say too: "Export
        // selected as CSV" of btn-export-selected-csv, "Active users" of filter-active-users.)
        if (new RegExp(`\\b${words[at]}\\b`, "i").test(el.textContent || "")) return false;
        const plain = words.filter((w, n) => n !== at).join("-");
        const up = el.parentElement;
        return [el].concat(up ? Array.prototype.slice.call(up.children, 0, 30) : []).some((n) => classTokens(n).some((t) => t !== token && wordsKey(t) === plain));
      }
      const stem = stemOf(token);
      if (!stem || STATE_PREFIXES.has(words[words.length - 2])) return true; // "active", "is-active"
      // A class that is all the element is of its kind, beside siblings of that kind named
      // otherwise, names what it does, not a state: a date picker's "Today" button,
      // "picker-current", beside its "picker-close". ("tab tab--active" and "nav-item nav-current"
      // modify a class of their kind.)
      const ofKind = (t) => { const key = wordsKey(t); return key === stem || key.startsWith(`${stem}-`); };
      if (classTokens(el).some((t) => t !== token && ofKind(t))) return true;
      const siblings = el.parentElement ? el.parentElement.children : [];
      for (let n = 0; n < siblings.length && n < 30; n++) {
        if (siblings[n] !== el && classTokens(siblings[n]).some((t) => stemOf(t) === stem && namesOtherKind(lastWord(t) || ""))) return false;
      }
      return true;
    });
  }
  // A class whose last word says the element is ticked ("jstree-checked", "is-checked").
  const classSaysTicked = (el) => classLastWords(el).includes("checked");
  const TICKED_ITEM_ROLES = new Set(["treeitem", "option", "row", "gridcell"]);
  // ... or a data attribute that says so (Mantine's data-selected, data-active).
  // (Also as the last word of a longer one: Trix's data-trix-active.)
  const CHOSEN_DATA = /^data-(?:[a-z0-9]+-)*(?:selected|active|current|checked)$/;
  // Does a class of `el` say `word` (an icon's: like, star, pin, save) done, its last word
  // "liked", "starred", "pinned", "saved" ("post-liked", "is-starred")?
  // The word of an icon a mark is named by ("like" of "like 13").
  const iconWordOf = (m) => (m.label || "").split(" ")[0];
  function doneByClass(el, word) {
    if (!/^[a-z]{3,}$/.test(word)) return false;
    const done = new Set([word.endsWith("e") ? `${word}d` : `${word}ed`, `${word}${word.slice(-1)}ed`]);
    // (Not one that says it is not: "btn--not-liked", "unliked".)
    return classTokens(el).some((token) => {
      const words = token.toLowerCase().split(/[-_]+/).filter(Boolean);
      return done.has(words[words.length - 1]) && !/^(not|no|un|non)$/.test(words[words.length - 2] || "");
    });
  }
  // `items` in a Map by `keyOf(item)`, each key's items in their order.
  function groupBy(items, keyOf) {
    const groups = new Map();
    for (const item of items) {
      const key = keyOf(item);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(item);
    }
    return groups;
  }
  const saysChosen = (el) => classSaysChosen(el) || Array.prototype.some.call(el.attributes, (a) => CHOSEN_DATA.test(a.name) && a.value !== "false");
  // A grid's cells (by tag or role).
  const CELL_TAGS = new Set(["TD", "TH"]);
  const CELL_ROLES = new Set(["gridcell", "cell", "columnheader", "rowheader"]);
  // Roles of regions, which a page makes tab stops to be read, not to be acted on.
  const STRUCTURE_ROLES = new Set(["tabpanel", "region", "article", "document", "main", "complementary", "contentinfo",
    "banner", "navigation", "form", "note", "figure", "img"]);
  const DIALOG_ROLES = new Set(["dialog", "alertdialog"]);
  // Roles of a code editor's frame that say nothing of typing there (Monaco's role=code).
  const EDITOR_FRAME_ROLES = new Set(["code", "presentation", "none", "group", "region", "document", "application", "generic"]);
  // Roles of a box that tells something (a region's, a live message's, a tooltip's): none is a
  // control.
  const MESSAGE_ROLES = new Set([...STRUCTURE_ROLES, "alert", "status", "log", "marquee", "timer", "tooltip"]);
  // Drawn as nothing: a glyph in a transparent colour, on no background or border.
  const TRANSPARENT = /^(transparent|rgba\([^)]*,\s*0\))$/;
  function drawsNothing(el) {
    const cs = getComputedStyle(el);
    return TRANSPARENT.test(cs.color) && TRANSPARENT.test(cs.backgroundColor) && cs.backgroundImage === "none" &&
      !parseFloat(cs.borderTopWidth) && !parseFloat(cs.borderBottomWidth) && !parseFloat(cs.borderLeftWidth) && !parseFloat(cs.borderRightWidth);
  }
  // Roles of a box that shows a changing value (a clock, a status line, a progress bar).
  const READOUT_ROLES = new Set(["timer", "status", "log", "marquee", "progressbar", "meter"]);
  // The items of a composite widget (tabs of a tab list, options of a list box, a menu's entries).
  const WIDGET_ITEM_ROLES = new Set(["tab", "option", "menuitem", "menuitemcheckbox", "menuitemradio", "treeitem", "radio", "row", "gridcell"]);
  // Names worked out rather than read (from an icon's class, a cursor, a place among alike
  // siblings): such a mark also says what it sits in.
  // Controls a named box may hold of its own (a card's wishlist button, a task row's tag link).
  const HELD_CONTROLS = "a[href], button, input, select, textarea, [role=button], [role=checkbox], [role=link], [role=switch]";
  // (Arrows, symbols drawn as pictures, "⊘ Hide", "⧉ Duplicate", shapes and pictographs.)
  const LEADING_PICTURE = /^[\u2190-\u23FF\u25A0-\u25FF\u2900-\u2AFF\u2B00-\u2BFF\u2600-\u27BF\u{1F300}-\u{1FAFF}]\uFE0F?\s+(?=\p{L}{2})/u;
  const REQUIRED_ROLES = new Set(["textbox", "searchbox", "combobox", "listbox", "spinbutton", "checkbox", "radio", "switch", "slider"]);
  // (Or an empty cell's column: which row it is in says which cell.)
  const INFERRED_NAMES = new Set(["icon", "cursor", "place", "shape", "column"]);
  // Names that say what they do to no one row ("Select row", a kit's "Press Space to toggle row
  // selection"): such a mark says which row it is in, as a twin does.
  const ROW_GENERIC_NAME = /^(un|de)?select (this )?(row|item|line|entry|record)$|\btoggle (the |this )?(row|item|line|entry|record) selection\b/i;
  // A stepper's button named by its step alone, "decrease value": it says which way, not what it
  // counts (the twin whose row would tell may be disabled, no mark).
  const STEP_ONLY_NAME = /^(increase|decrease|increment|decrement|plus|minus)( (the )?(value|quantity|count|number|amount|by one|one|1))?$/i;
  const WORDY_NAME = /\p{L}{2}/u;
  const FIELD_TAGS = new Set(["INPUT", "SELECT", "TEXTAREA"]);
  // Input types that are ticked, not typed in.
  const TOGGLES = new Set(["checkbox", "radio"]);
  // Is the tick box `el` (or a box at most five up, holding no other tick box) classed a switch,
  // the last word of one of its classes ("v-switch", "form-switch", "switch")?
  function inSwitchBlock(el) {
    for (let a = el, up = 0; a && up <= 5; a = a.parentElement, up++) {
      // (Or whose kit names its parts' widget, data-scope="switch": Chakra's, Ark's.)
      if (!classTokens(a).some((t) => lastWord(t) === "switch") && a.getAttribute("data-scope") !== "switch") continue;
      // (A switch's own block: no other control in it, and a line or two tall. Not a section
      // that switches a plan, a language or a view around a terms box or a table.)
      return a === el || (a.getBoundingClientRect().height <= 96 &&
        a.querySelectorAll("input:not([type=hidden]), select, textarea, button, a[href], [role=checkbox], [role=switch], [role=radio], [role=button], [role=link]").length === 1);
    }
    return false;
  }
  // The track of a slider knob drawn without ARIA: the knob's class says handle, thumb or knob,
  // and the parent (or its parent) says slider or range, and is wider or taller than the knob.
  const classWords = (el) => (typeof el.className === "string" ? el.className : el.getAttribute("class") || "")
    .replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z]+/);
  const KNOB_WORDS = new Set(["handle", "thumb", "knob"]);
  // Class words of a box that holds buttons rather than is one ("btn-group", "button-bar").
  const BUTTON_HOLDERS = new Set(["group", "groups", "toolbar", "bar", "wrapper", "wrap", "container", "list", "row", "set"]);
  function sliderTrack(el) {
    if (!classWords(el).some((w) => KNOB_WORDS.has(w))) return null;
    for (let p = el.parentElement, up = 0; p && up < 2; p = p.parentElement, up++) {
      if (!classWords(p).some((w) => w === "slider" || w === "range")) continue;
      // A knob is small beside its track, and a track has one or two (not a carousel's row of
      // thumbnails, in a box that sites also call a slider).
      const k = el.getBoundingClientRect(), t = p.getBoundingClientRect();
      const long = Math.max(t.width, t.height);
      if (Math.max(k.width, k.height) > Math.min(48, long / 3)) return null;
      let knobs = 0;
      for (const n of p.querySelectorAll("*")) if (classWords(n).some((w) => KNOB_WORDS.has(w)) && ++knobs > 2) return null;
      return p;
    }
    return null;
  }
  // Alike siblings: the same tag and first class name (the stars of a rating, the swatches of a
  // palette, a carousel's slides; the stars that are lit carry one more class, "star on").
  // (A class that only says a state is no kind: a rating's lit stars are "on", the rest bare.)
  const { stateClass } = naming;
  const alikeOf = (el) => `${el.tagName}\u0000${(el.getAttribute("class") || "").trim().split(/\s+/).find((c) => !stateClass(c)) || ""}`;
  // An icon that hears only the mouse passing, for its tooltip, and is a button all the same: one
  // that says it opens or toggles something, or a picture alone among three or more alike in a row.
  function tippedButton(el) {
    if (el.hasAttribute("aria-expanded") || el.hasAttribute("aria-pressed")) return true;
    const r = el.getBoundingClientRect();
    // (Lit up under the mouse as a toolbar's buttons are: not a row of payment logos or avatars.)
    if (r.width > 48 || r.height > 48 || !naming.wordless(el.textContent) || !el.querySelector("svg, img, i") || !el.parentElement || !verdicts.litByHover(el)) return false;
    const kind = alikeOf(el);
    const alike = Array.prototype.filter.call(el.parentElement.children, (n) => alikeOf(n) === kind);
    return alike.length >= 3 && alike.every((n) => { const b = n.getBoundingClientRect(); return b.top < r.bottom && b.bottom > r.top; });
  }
  // A carousel's slide that the carousel calls hidden (aria-hidden) while it shows part of it
  // beside the current one (Flickity, Slick, Swiper): an alike sibling of a slide not so hidden,
  // in a box that clips them. What it shows is clicked like the rest.
  function peekingSlide(el) {
    const parent = el.parentElement;
    if (!parent || parent.childElementCount < 2) return false;
    const kind = alikeOf(el);
    let shown = false;
    for (let n = parent.firstElementChild; n && !shown; n = n.nextElementSibling) {
      shown = n !== el && n.getAttribute("aria-hidden") !== "true" && alikeOf(n) === kind;
    }
    if (!shown) return false;
    for (let p = parent, k = 0; p && k < 3; p = p.parentElement, k++) {
      if (getComputedStyle(p).overflowX !== "visible") return true;
    }
    return false;
  }
  // Is the box around `el` (up to three levels up) laid just before a text editor, a rich-text
  // field or a textarea, as an editor's toolbar is? (Not after one: a pager below a post.)
  function editorBeside(el) {
    const editor = (n) => !!n && (n.isContentEditable || n.tagName === "TEXTAREA" || (n.childElementCount > 0 && n.childElementCount < 20 && !!n.querySelector("[contenteditable=''], [contenteditable=true], textarea")));
    for (let p = el.parentElement, k = 0; p && k < 3 && p !== document.body; p = p.parentElement, k++) {
      if (editor(p.nextElementSibling)) return true;
    }
    return false;
  }
  // Are some two of a group's items on one line? A toolbar's buttons are; a list's rows, stacked,
  // are not: a chat list beside the conversation's composer is no editor's toolbar.
  function sideBySide(group) {
    const boxes = group.slice(0, 12).map(({ item }) => item.getBoundingClientRect());
    return boxes.some((a, i) => boxes.some((b, j) => j > i && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2));
  }
  // Inside a dialog that is itself not hidden (a closed <dialog> is not drawn, so not walked).
  function inShownDialog(el) {
    const dialog = el.parentElement && el.parentElement.closest(oc.DIALOGS);
    return !!dialog && dialog.getAttribute("aria-hidden") !== "true";
  }
  // The box of a line of text around a picture taller than the line (a link around an inline
  // image): its box is its line, at the picture's foot, but the picture is what is clicked.
  const PICTURES = "img, svg, picture, video, canvas";
  // The name of the one text field marked in `el`'s box (its parent, or the box around that),
  // when there is exactly one there.
  const TEXT_FIELD_ROLES = new Set(["textbox", "searchbox", "combobox", "spinbutton"]);
  // (Only a box with no words of its own, a field's input group, its buttons' signs aside: a table
  // row or a list item with one field, a cart's quantity, is the row's, and its text tells the
  // rows apart.)
  function onlyFieldBeside(el, kept, marked) {
    // (Past the words of the list the field opens in its box: a combobox's options; and past
    // marks' words too short to say anything, a unit picker's "px" beside its arrows.)
    const saysNothing = (p) => naming.wordless(p.textContent) ||
      naming.wordless(naming.visibleText(p, 40, undefined, (n) => n.matches(ITEM_LISTS) || (marked.has(n) && !/\p{L}{3}/u.test(n.textContent))));
    for (let p = el.parentElement, k = 0; p && k < 2 && p !== document.body && saysNothing(p); p = p.parentElement, k++) {
      const fields = kept.filter(({ el: f, m }) => f !== el && p.contains(f) && TEXT_FIELD_ROLES.has(m.role) && FIELD_TAGS.has(f.tagName));
      // (Not a toolbar's icons beside its search box: a box that also holds three controls or
      // more, one the page names in words, "Account", is a bar of controls, not one field's.)
      if (fields.length === 1) {
        const others = kept.filter(({ el: b }) => b !== fields[0].el && p.contains(b) && !(b.parentElement && b.parentElement.closest(ITEM_LISTS)));
        // (A unit's letters, "px", are no such name.)
        if (others.length >= 3 && others.some(({ m }) => m.label && !INFERRED_NAMES.has(m.label_source) && /\p{L}{3}/u.test(m.label))) return "";
      }
      if (fields.length === 1 && fields[0].m.label) return fields[0].m.label;
      if (fields.length > 1) return "";
    }
    return "";
  }
  // Is the focus in a popup a field or button opened (it, or the box around it, says it is
  // expanded), or in a list, menu or tree (Headless UI's list box, focused once open)?
  function focusInPopup() {
    const active = deepActive();
    return !!active && active !== document.body && !!active.closest("[aria-expanded=true], [role=listbox], [role=menu], [role=tree]");
  }
  const ITEM_LISTS = "[role=listbox], [role=menu], [role=grid], [role=tree], [role=treegrid]";
  const ITEM_ROLE = /^(option|menuitem|menuitemcheckbox|menuitemradio|treeitem|row|gridcell)$/;
  // A range field the mouse goes through but where its knob is drawn (the knob takes the pointer
  // again: a style sheet's ::-webkit-slider-thumb { pointer-events: auto }).
  const knobOnly = (el) => el.tagName === "INPUT" && el.type === "range" && getComputedStyle(el).pointerEvents === "none";
  // Where the knob of a level range field sits, by its value ({ point, box }: the point a click
  // there reaches, the knob's stretch of the field), or null when the mouse reaches it nowhere.
  function rangeKnob(el, box) {
    const r = el.getBoundingClientRect();
    if (r.width < 20 || r.height > r.width) return null;
    const min = parseFloat(el.min || "0"), max = parseFloat(el.max || "100"), v = parseFloat(el.value);
    const at = max > min && Number.isFinite(v) ? Math.min(1, Math.max(0, (v - min) / (max - min))) : 0.5;
    const y = (Math.max(r.top, box[1]) + Math.min(r.bottom, box[3])) / 2;
    // (Knobs are drawn from about the field's height down to a dot.)
    for (const size of [Math.min(r.height, 24), 16, 10]) {
      const x = r.left + size / 2 + at * (r.width - size);
      if (x < box[0] || x > box[2] || !oc.hitsTarget(el, x, y)) continue;
      return { point: [x, y], box: [Math.max(box[0], x - 12), box[1], Math.min(box[2], x + 12), box[3]] };
    }
    return null;
  }
  // The days a month's grid shows of the months around it (its first row's "25 26 27 28 29" before
  // the 1st, its last row's "1 2 3" after the 31st) are named as this month's days are: they say
  // "previous month" and "next month". Told by the numbers alone, in page order within one table
  // or grid: before the month's run, rising to 28 or more; after it, from 1 again.
  // (A month drawn with boxes is the box holding its days, or holding the alike week rows that
  // hold them.)
  // Rows alike as a run of them: one tag, one class, as many boxes.
  const sameRowKind = (a, b) => !!a && !!b && a.tagName === b.tagName && a.className === b.className && a.childElementCount === b.childElementCount;
  const weekRow = (box) => box.childElementCount >= 3 && (sameRowKind(box.previousElementSibling, box) || sameRowKind(box.nextElementSibling, box));
  function outsideDays(kept) {
    const grids = new Map();
    for (const k of kept) {
      if (!/^\d{1,2}$/.test(k.m.label || "")) continue;
      const box = k.el.parentElement;
      const grid = k.el.closest("table, [role=grid], [role=table], [role=treegrid]") || (box && box.parentElement && weekRow(box) ? box.parentElement : box);
      if (!grid) continue;
      if (!grids.has(grid)) grids.set(grid, []);
      grids.get(grid).push(k);
    }
    for (const days of grids.values()) {
      if (days.length < 20 || days.length > 60) continue;
      const n = days.map(({ m }) => parseInt(m.label, 10));
      // (The month is the longest rising run, from its first week: its first days may be no
      // marks, disabled, "5" the first of March left to pick. It ends in its last days, or where
      // the next month's 1st follows.)
      const starts = [0];
      for (let k = 1; k < n.length; k++) if (n[k] <= n[k - 1]) starts.push(k);
      if (starts.length > 3) continue;
      const runs = starts.map((at, r) => [at, r + 1 < starts.length ? starts[r + 1] - 1 : n.length - 1]);
      const longest = runs.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
      const [first, end] = longest;
      if (n[first] > 7 || (n[end] < 28 && end === n.length - 1)) continue;
      const before = n.slice(0, first);
      const after = n.slice(end + 1);
      // (At most a week before and two after: a whole month after the first is a month on show,
      // two months drawn in one grid.)
      if (before.length > 7 || after.length > 14) continue;
      const rising = (run) => run.every((v, k) => k === 0 || v === run[k - 1] + 1);
      if (before.length && !(rising(before) && before[before.length - 1] >= 28)) continue;
      if (after.length && !(rising(after) && after[0] === 1)) continue;
      days.slice(0, first).forEach(({ m }) => { m.context = "previous month"; });
      days.slice(end + 1).forEach(({ m }) => { m.context = "next month"; });
    }
  }
  // Is the one control drawn in `el` (a box around text) a cross or a Close that dismisses it?
  function onlyCloser(el) {
    const shown = Array.prototype.slice.call(el.querySelectorAll(ITEM_CONTROLS), 0, 4).filter((n) => n.checkVisibility());
    if (shown.length !== 1 || el.querySelector("input, select, textarea")) return false;
    const said = naming.nameOf(shown[0]).label || "";
    // (Closes: a Remove or a Delete beside a to-do's words is one action of a box that may have
    // its own, ticking the to-do.)
    return /^(close|dismiss|[×✕✖])$/i.test(said.trim());
  }
  // The short line of text just before the box of `el`'s run (its parent, or the box around
  // that), "" when none.
  function captionBefore(el) {
    // (A line: not a table or list before a pager, nor a control's caption.)
    const CONTROLS_OR_BLOCKS = "a[href], button, input, select, textarea, label, table, ul, ol";
    for (let box = el.parentElement, branch = el, k = 0; box && box !== document.body && k < 2; branch = box, box = box.parentElement, k++) {
      // (The run's own heading first, at the start of the box it is in: a seat row's number
      // before its seats, not the row before it.)
      const lead = box.firstElementChild;
      // (In the row's flow, on its line and before it: not a map's price pin laid over the map
      // among its unnamed dots.)
      const leads = () => {
        if (oc.laidOver(lead) || oc.laidOver(branch)) return false;
        const a = lead.getBoundingClientRect(), b = branch.getBoundingClientRect();
        return a.right <= b.left + 1 && a.top < b.bottom && a.bottom > b.top;
      };
      if (k === 0 && lead && lead !== branch && alikeOf(lead) !== alikeOf(branch) && lead.checkVisibility() && !lead.matches(CONTROLS_OR_BLOCKS) && !lead.querySelector(CONTROLS_OR_BLOCKS) && leads()) {
        const t = cleanText(naming.visibleText(lead, 40), 40);
        if (t && !naming.wordless(t) && t.length <= 30) return t;
      }
      // (Past what is not drawn: a hidden promotion between two rows.)
      let before = box.previousElementSibling;
      while (before && !before.checkVisibility()) before = before.previousElementSibling;
      if (!before) continue;
      if (before.matches(CONTROLS_OR_BLOCKS) || before.querySelector(CONTROLS_OR_BLOCKS) || before.getBoundingClientRect().height > 40) return "";
      const t = cleanText(naming.visibleText(before, 40), 40);
      return t && !naming.wordless(t) && t.length <= 30 ? t : "";
    }
    return "";
  }
  // The one of alike boxes (two or more) that alone is ringed (a shadow, an outline, or a border
  // the rest lack) with a class of its own the rest lack, the rest drawn alike; else null.
  function drawnApart(items) {
    // (Not by an outline while one of them has the focus: that is the focus ring.)
    const focused = items.includes(deepActive());
    const outline = (cs) => (focused ? "none" : cs.outlineStyle);
    const look = (n) => { const cs = getComputedStyle(n); return `${cs.boxShadow}|${focused ? "" : `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}`}|${cs.borderTopWidth} ${cs.borderTopStyle} ${cs.borderTopColor}`; };
    // (A ring: a shadow, an outline or a border of 2 px or more; a hairline is a light swatch's edge.)
    const ringed = (n) => { const cs = getComputedStyle(n); return cs.boxShadow !== "none" || outline(cs) !== "none" || (cs.borderTopStyle !== "none" && parseFloat(cs.borderTopWidth) >= 2); };
    const looks = items.map(look);
    // (Of two, the one ringed when the other is not.)
    const odd = items.filter((n, k) => looks.filter((l) => l === looks[k]).length === 1 && (items.length > 2 || ringed(n)));
    if (odd.length !== 1 || !ringed(odd[0])) return null;
    const rest = items.filter((n) => n !== odd[0]);
    if (new Set(rest.map(look)).size !== 1) return null;
    const classes = (n) => new Set(n.classList);
    return [...odd[0].classList].some((c) => rest.every((n) => !classes(n).has(c))) ? odd[0] : null;
  }
  // What names `el` in its aria-controls or aria-owns, in `el`'s tree (read once a look, per tree,
  // when asked: see finish).
  let controllers = new Map();
  function controllersOf(el) {
    const root = el.getRootNode();
    if (!controllers.has(root)) {
      const byId = new Map();
      for (const n of (root.querySelectorAll ? root : document).querySelectorAll("[aria-controls], [aria-owns]")) {
        for (const id of `${n.getAttribute("aria-controls") || ""} ${n.getAttribute("aria-owns") || ""}`.split(/\s+/)) {
          if (id) byId.set(id, [...(byId.get(id) || []), n]);
        }
      }
      controllers.set(root, byId);
    }
    return (el.id && controllers.get(root).get(el.id)) || [];
  }
  // The name of the control that opens the popup `el` is (or is in, two boxes up): an opener (a
  // combobox, or what says it has a popup) whose aria-controls or aria-owns names it; else the
  // popup list's own name.
  const opens = (n) => roleAttr(n) === "combobox" || !/^(|false)$/.test((n.getAttribute("aria-haspopup") || "").trim());
  // Does `n` say it opens a popup of a kind ARIA names (aria-haspopup)?
  const { saysPopup } = naming;
  // Whether the field `f` says its list is open: by aria-expanded, or, one that has a list, by
  // Mantine's data-expanded; null when it says neither.
  const saysOpen = (f) => f.hasAttribute("aria-expanded") ? f.getAttribute("aria-expanded") === "true" : saysPopup(f) ? f.hasAttribute("data-expanded") : null;
  function popupOwner(el) {
    for (let p = el, k = 0; p && k < 3; p = p.parentElement, k++) {
      for (const by of controllersOf(p)) {
        const name = by !== p && opens(by) ? naming.nameOf(by).label : "";
        if (name) return name;
      }
      if (/^(listbox|menu|tree|grid)$/.test(roleAttr(p)) && (p.hasAttribute("aria-label") || p.hasAttribute("aria-labelledby"))) {
        const name = naming.nameOf(p).label;
        if (name) return name;
      }
    }
    return "";
  }
  // Whether a picture's file ("star-on.png", "heart_empty.svg") or another element's classes
  // ("star on", "icon-full") say it is lit or not, and the name of its kind without that word.
  const LIT = new Set(["on", "full", "filled"]), UNLIT = new Set(["off", "empty"]);
  const litText = (el) => el.tagName === "IMG" ? (el.getAttribute("src") || "").split(/[?#]/)[0].split("/").pop() : ` ${el.getAttribute("class") || ""} `;
  // (In classes a word of its own, "on", or a stem's last word but "full": Tailwind's "w-full"
  // and "rounded-full" say a size.)
  const litParts = (el) => el.tagName === "IMG" ? /^(.*?)(?:^|[-_.])(on|off|full|empty|filled)(?=[-_.])(.*)$/i.exec(litText(el))
    : /^(.*?)(?:\s(on|off|full|empty|filled)|[-_](on|off|empty|filled))(?=\s)(.*)$/i.exec(litText(el));
  // A class token that says lit or unlit: a word of its own, or a stem's last word but "full".
  const litToken = (t) => { const w = lastWord(t) || ""; return (LIT.has(w) || UNLIT.has(w)) && (t.toLowerCase() === w || w !== "full"); };
  const litOf = (el) => { const m = litParts(el); return m ? (el.tagName === "IMG" ? m[2] : m[2] || m[3]).toLowerCase() : ""; };
  // Is `el` the last lit one of three or more alike pictures or icons, lit ones first (a rating's
  // stars, of which it is the score)?
  const lastLit = (el) => el.tagName === "IMG" ? lastLitPicture(el) : lastLitByClass(el);
  // Icons lit by a class word ("star on" or "on"), the rest with the same classes save that word
  // ("star off", "off", or none: "star"); at least one unlit (a row of switches all "on" is no
  // rating).
  function lastLitByClass(el) {
    const litKey = (n) => {
      const tokens = classTokens(n).map((t) => t.toLowerCase());
      const word = tokens.find(litToken);
      return { lit: !!word && LIT.has(lastWord(word)), key: `${tokens.filter((t) => t !== word).sort().join(" ")}|${word ? stemOf(word) : ""}` };
    };
    if (!el.parentElement) return false;
    const own = litKey(el);
    const set = Array.prototype.filter.call(el.parentElement.children, (n) => n.tagName === el.tagName).map((n) => ({ n, ...litKey(n) }));
    if (set.length < 3 || set.some((x) => x.key !== own.key && !(x.key.endsWith("|") && own.key.startsWith(x.key.slice(0, -1))))) return false;
    const k = set.findIndex((x) => !x.lit);
    return k > 0 && set.slice(k).every((x) => !x.lit) && set[k - 1].n === el;
  }
  function lastLitPicture(img) {
    const own = litParts(img);
    if (!own || !img.parentElement) return false;
    const stem = own[1] + own[3];
    const set = Array.prototype.filter.call(img.parentElement.children, (n) => {
      const p = n.tagName === img.tagName && litParts(n);
      return !!p && p[1] + p[3] === stem;
    });
    if (set.length < 3) return false;
    const lit = set.map((n) => LIT.has(litOf(n)));
    const k = lit.indexOf(false) < 0 ? lit.length : lit.indexOf(false);
    return lit.slice(k).every((on) => !on) && set.slice(k).every((n) => UNLIT.has(litOf(n))) && set[k - 1] === img;
  }
  // Where a knob's box sits along a track's, as a slider's value: from the left, or from the
  // bottom of an upright track.
  function alongTrack(track, knob) {
    const at = track.height > track.width ? (track.bottom - (knob.top + knob.height / 2)) / track.height
      : (knob.left + knob.width / 2 - track.left) / track.width;
    return `${Math.round(Math.min(1, Math.max(0, at)) * 100)}% along`;
  }
  // The role=slider sibling of `el` (in the same box), if any.
  const sliderBeside = (el) => Array.prototype.find.call(el.parentElement ? el.parentElement.children : [], (s) => s !== el && roleAttr(s) === "slider") || null;
  // The kept slider mark whose knob `el` is: a small nameless part laid over the page, beside a
  // role=slider box that it overlaps, with no role of its own.
  function knobTrackOf(el, m, keptByEl) {
    if (m.label || !(m.role === "drag handle" || m.role === "clickable") || el.hasAttribute("role") || !oc.laidOver(el)) return null;
    const r = el.getBoundingClientRect();
    if (r.width > 32 || r.height > 32) return null;
    const slider = sliderBeside(el);
    const track = slider && keptByEl.get(slider);
    if (!track || track.m.role !== "slider") return null;
    const t = slider.getBoundingClientRect();
    return intersect([r.left, r.top, r.right, r.bottom], [t.left - 4, t.top - 4, t.right + 4, t.bottom + 4]) ? track : null;
  }
  // A region bound as a carousel binds its slides: it says it is a slide, or it is one of two or
  // more siblings of its role; and no drop lands on it (a drop zone is a target).
  function boundAsSlide(el, kinds) {
    if (kinds & DRAG) return false;
    if (el.hasAttribute("aria-roledescription")) return true;
    const role = roleAttr(el);
    let alike = 0;
    for (const s of el.parentElement ? el.parentElement.children : []) if (roleAttr(s) === role && ++alike >= 2) return true;
    return false;
  }
  // Does `box` draw a picture of its own: one shown, and not inside a dialog it holds?
  const drawsPictures = (box) => Array.prototype.some.call(box.querySelectorAll(PICTURES), (p) => {
    const dialog = p.closest(oc.DIALOGS);
    return !(dialog && dialog !== box && box.contains(dialog)) && p.checkVisibility({ visibilityProperty: true });
  });
  // (What it draws: not words kept for screen readers, clipped to nothing and placed wherever
  // their positioned ancestor is, Polaris's badge text at the top of the page; nor a box placed
  // out of the flow, a tooltip.)
  // (`placed`: a box of no size of its own counts what it places absolutely, all it shows.)
  function drawnContents(el, placed = false) {
    let c = null;
    const add = (b) => {
      if (b.width <= 0 && b.height <= 0) return;
      c = c ? new DOMRect(Math.min(c.left, b.left), Math.min(c.top, b.top), Math.max(c.right, b.right) - Math.min(c.left, b.left), Math.max(c.bottom, b.bottom) - Math.min(c.top, b.top)) : b;
    };
    const range = document.createRange();
    let seen = 0;
    const walk = (n, depth) => {
      for (let k = n.firstChild; k && seen < 60; k = k.nextSibling) {
        seen++;
        if (k.nodeType === 3) {
          if (!k.nodeValue.trim()) continue;
          range.selectNodeContents(k);
          add(range.getBoundingClientRect());
        } else if (k.nodeType === 1) {
          const cs = getComputedStyle(k);
          if (cs.display === "none" || (!placed && (cs.position === "absolute" || cs.position === "fixed")) || oc.clippedToNothing(cs)) continue;
          add(k.getBoundingClientRect());
          if (depth < 3) walk(k, depth + 1);
        }
      }
    };
    walk(el, 0);
    return c;
  }
  // The letters and digits of the text `el` draws (not words kept for screen readers, clipped
  // to nothing), run together.
  const drawnWords = (el) => naming.visibleText(el, 200, undefined, (n) => n.nodeType === 1 && oc.clippedToNothing(getComputedStyle(n))).replace(/[^\p{L}\p{N}]/gu, "");
  function withContents(el, r) {
    const c = drawnContents(el, r.width === 0 && r.height === 0);
    if (!c || c.height <= r.height || c.width < 2) return r;
    if (r.width === 0 && r.height === 0) return c;
    const left = Math.min(r.left, c.left), top = Math.min(r.top, c.top);
    const right = Math.max(r.right, c.right), bottom = Math.max(r.bottom, c.bottom);
    return new DOMRect(left, top, right - left, bottom - top);
  }
  // Shown as nothing: a clip rectangle with no area, or no pointer events (clicks pass through).
  function clippedAway(el) {
    const cs = getComputedStyle(el);
    return cs.pointerEvents === "none" || oc.clippedToNothing(cs);
  }
  // A field a widget library hid and drew again beside or around it (the <select> of Choices,
  // Select2 and Chosen, the <textarea> of CodeMirror): laid out as nothing or not at all. Not a
  // checkbox or radio: a click on its label still ticks it.
  function undrawnField(f) {
    if (!f || !FIELD_TAGS.has(f.tagName) || (f.tagName === "INPUT" && NOT_TEXT_TYPES.has(f.type))) return false;
    if (!f.getClientRects().length) return true;
    const r = f.getBoundingClientRect();
    // (Or put beside the page: Tom Select's input at left -10000px, its box showing the choice.)
    return r.width < 2 || r.height < 2 || clippedAway(f) || r.right <= 0 || r.left >= innerWidth;
  }
  // The labelled field that the widget `el` stands for: one just before it (or before one of
  // the two boxes around it), or one inside it.
  // (`inside`: only one inside it, for a plain box that is such a widget by that field alone.)
  const labelledHidden = (f) => undrawnField(f) && f.labels && f.labels.length > 0;
  // Is `el` an icon the page calls a picture, role=img, icon-sized (not a logo or an animation)?
  const pictureIcon = (el, r) => roleAttr(el) === "img" && Math.max(r.width, r.height) <= 24;
  // Does `box` hold, among its first 200 elements, one that passes `test`?
  const holdsSome = (box, test) => Array.prototype.slice.call(box.querySelectorAll("*"), 0, 200).some(test);
  // Is `icon` a picture (an <svg>, <img>, <i> or role=img with no words) that is all `box` holds,
  // no words of its own beside it?
  function soleIconOf(box, icon) {
    if (!/^(svg|img|i)$/.test(icon.localName) && roleAttr(icon) !== "img") return false;
    if (box.textContent.trim() || icon.textContent.trim()) return false;
    for (let n = icon; n && n !== box; n = n.parentElement) {
      if (n.parentElement && n.parentElement.childElementCount > 1) return false;
    }
    // (Centred in it, as an action's box draws its icon; not a cell or a slot with a corner icon
    // whose own click a handler above both hears.)
    if (CELL_TAGS.has(box.tagName) || CELL_ROLES.has(roleAttr(box))) return false;
    const b = box.getBoundingClientRect(), r = icon.getBoundingClientRect();
    return Math.abs((b.left + b.right) / 2 - (r.left + r.right) / 2) <= 0.25 * b.width && Math.abs((b.top + b.bottom) / 2 - (r.top + r.bottom) / 2) <= 0.25 * b.height;
  }
  // The words of the label of a field hidden beside the parts drawn for it (hidden from readers
  // and the keyboard), found a few boxes up from one of those parts; "" if none.
  function hiddenFieldLabelAround(el) {
    for (let p = el.parentElement, k = 0; p && k < 4; p = p.parentElement, k++) {
      // (A proxy hidden from readers and the keyboard, in a box a field's size: not a form's
      // honeypot or a toggle shown once clicked, beside fields of their own.)
      const b = p.getBoundingClientRect();
      if (b.width > HOLDER_MAX_W || b.height > HOLDER_MAX_H) return "";
      const f = Array.prototype.find.call(p.children, (n) => FIELD_TAGS.has(n.tagName) && n !== el && !TOGGLES.has(n.type) && n.getAttribute("aria-hidden") === "true" &&
        n.tabIndex < 0 && n.labels && n.labels.length > 0);
      if (f) return f.labels[0].contains(el) ? "" : cleanText(naming.visibleText(f.labels[0], 80), 80);
    }
    return "";
  }
  function replacedField(el, inside = false) {
    // (Four boxes up: Select2's read-only text in its combobox, in its selection, in its container.)
    for (let p = el, k = 0; !inside && p && k < 4; p = p.parentElement, k++) {
      if (labelledHidden(p.previousElementSibling)) return p.previousElementSibling;
    }
    return Array.prototype.find.call(el.querySelectorAll("select, textarea, input"), labelledHidden) || null;
  }
  // The largest box that stands for a field drawn as nothing inside it (a switch, a select, a
  // text field's frame; not a card or a row).
  const HOLDER_MAX_W = 480, HOLDER_MAX_H = 96;
  const SCROLLING_ROLES = new Set(["log", "listbox", "grid", "tree", "treegrid", "feed", "list", "menu", "tabpanel", "region", "table", "document"]);
  const FIELD_WIDGET_ROLES = new Set(["combobox", "textbox", "searchbox", "listbox"]);
  // Input types that are no text field.
  const NOT_TEXT_TYPES = new Set(["hidden", "file", "range", "color", "submit", "reset", "button", "image", "checkbox", "radio"]);
  // A text field that only picks (read-only, or a combobox): the box around it shows the choice.
  const choiceField = (el) => el.readOnly || roleAttr(el) === "combobox";
  // Roles of a control that does one thing when clicked (not a list, grid or header of them).
  const ONE_ACTION_ROLES = new Set(["button", "link", "checkbox", "radio", "switch", "tab", "menuitem",
    "menuitemcheckbox", "menuitemradio", "option", "combobox", "textbox", "searchbox", "slider", "spinbutton", "treeitem"]);
  // Which elements may host a closed shadow root, asked about through DevTools (frames.py
  // adopt_closed_roots), once each and again once a custom element is defined (upgraded, it can
  // attach one then): custom elements, and empty elements that can host a shadow root yet are
  // drawn in view with a size (what is drawn there is in a shadow tree).
  const MAX_HOSTS_ASKED = 50;
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const SHADOW_HOSTS = new Set(["DIV", "SPAN", "SECTION", "ARTICLE", "ASIDE", "HEADER", "FOOTER", "MAIN", "NAV", "P", "BLOCKQUOTE", "H1", "H2", "H3", "H4", "H5", "H6"]);
  function mayHostClosedRoot(el, tag, view) {
    // (Cheapest tests first: this runs for every element walked.)
    const custom = tag.includes("-") && el.namespaceURI === HTML_NS;
    if (!custom && (!SHADOW_HOSTS.has(tag) || el.firstChild)) return false;
    const defined = !custom || el.matches(":defined");
    if (askedHosts.get(el) === defined) return false;
    if (!custom) {
      const r = el.getBoundingClientRect();
      if (!(r.width > 0 && r.height > 0 && r.right > view[0] && r.left < view[2] && r.bottom > view[1] && r.top < view[3])) return false;
    }
    askedHosts.set(el, defined);
    return true;
  }
  const roleAttr = (el) => oc.roleToken(el);
  // (Not a list box that says it opens a popup: that is the closed face of a select, Closure's
  // toolbar "Styles" box showing "Normal text ▼", whose parts are no items.)
  const listLike = (el) => LIST_TAGS.has(el.tagName) || (LIST_ROLES.has(roleAttr(el)) && !(roleAttr(el) === "listbox" && saysPopup(el)));
  function itemLike(el, tag, parentEl) {
    const item = ITEM_TAGS.has(tag) || LIST_TAGS.has(tag) || el.hasAttribute("role") || (!!parentEl && listLike(parentEl));
    return item && (!el.firstElementChild || !el.querySelector(CONTROLS));
  }
  // Listener kinds reported by the probe (bit flags).
  const PRESS = 1, HOVER = 2, DRAG = 4, CLICK = 16, DRAG_START = 32, PRESS_START = 64, WHEEL = 128, CLICK_ONLY = 256;
  // A drag starts only on what can be dragged (draggable="true", an image, a link): a dragstart
  // listener anywhere else hears the drags of what is inside it (slick's on every part of a
  // slide, there to cancel them) and makes no target of its own.
  const ownKinds = (el, kinds) => ((kinds & DRAG_START) && !el.draggable ? kinds & ~DRAG_START : kinds);
  // Set by the probe on a framework's event root (listener_probe.js): its listeners serve the
  // whole app below it, so they make it no target and are handed to no items.
  const EVENT_ROOT = 8;
  // An image or a link can be dragged without asking (draggable is theirs by default): a page that
  // does not ask for it and takes no drop anywhere in view listens for their drag starts to cancel
  // them (a gallery or a carousel stops the browser's own image drag on every picture), not to
  // make targets of them. With a drop zone in view, such a drag goes somewhere and is a target.
  const draggableByDefault = (el) => (el.tagName === "IMG" || el.tagName === "A") && !el.hasAttribute("draggable");
  // A long look gives the renderer's main thread back every SLICE_MS: the screenshot in flight needs
  // it. Chrome captures once the renderer answers a forced redraw, an answer its main thread sends
  // after the frame is presented, so a look that keeps the thread holds the capture back until it
  // ends (measured, tests/benchmarks/capture_yield_bench.py: ~20 ms past the end of a 30 or 60 ms
  // script; given back every 4 ms, within ~10 ms of a bare capture). By a posted message:
  // setTimeout(0) is clamped to 4 ms once nested five deep (it cost a 60 ms script 40% of its
  // time), and scheduler.yield() resumes the script before the answer. `due()` says the slice is
  // used up; `giveWay()` yields and starts the next one.
  const SLICE_MS = 4;
  const waitingYields = [];
  const yieldChannel = new MessageChannel();
  yieldChannel.port1.onmessage = () => { const resume = waitingYields.shift(); if (resume) resume(); };
  const yieldTask = () => new Promise((resolve) => {
    waitingYields.push(resolve);
    yieldChannel.port2.postMessage(null);
  });
  let sliceAt = 0;
  const due = () => performance.now() - sliceAt > SLICE_MS;
  const giveWay = async () => {
    await yieldTask();
    sliceAt = performance.now();
  };

  // Anything that can change what is on screen without a DOM mutation bumps this counter.
  state.events = 0;
  const bump = () => { state.events++; };
  for (const type of [
    "scroll", "resize", "input", "change", "keydown", "keyup", "mousedown", "mouseup", "mousemove",
    "wheel", "focusin", "focusout", "transitionend", "transitioncancel", "animationstart",
    "animationend", "animationiteration", "load", "toggle", "hashchange", "popstate", "submit", "reset",
  ]) {
    addEventListener(type, bump, { capture: true, passive: true });
  }
  // Loads (images, fonts) change layout without a mutation; a load event does not reach window.
  document.addEventListener("load", bump, { capture: true, passive: true });
  document.addEventListener("error", bump, { capture: true, passive: true });
  if (document.fonts) document.fonts.addEventListener("loadingdone", bump);
  state.marked = new WeakMap(); // element -> strength it was marked with last time
  state.last = null;

  // A few words drawn as a link of their own inside a box that is clicked as a whole (a fare
  // card's underlined "See all benefits"): underlined and coloured apart from the box's words, a
  // second action there.
  function linkStyled(el) {
    if (el.firstElementChild || !el.parentElement || !/\p{L}{2}/u.test(el.textContent) || el.textContent.trim().split(/\s+/).length > 5) return false;
    const cs = getComputedStyle(el), ps = getComputedStyle(el.parentElement);
    return cs.textDecorationLine.includes("underline") && !ps.textDecorationLine.includes("underline") && cs.color !== ps.color;
  }
  // A tab stop by its tabindex alone: no role, no native control, no handler attribute, not
  // editable (see collect's askable).
  // (Or one whose role says only that it is a region, a map's canvas "Map" or its box with its
  // labels: whether it hears presses, to be dragged, tells a target from a panel. Not a tab
  // panel, whose words may hear clicks to close popovers.)
  const MAP_ROLES = new Set(["region", "application"]);
  function tabStopOnly(el, tag) {
    if ((el.hasAttribute("role") && !MAP_ROLES.has(roleAttr(el))) || DISTINCT_TAGS.has(tag) || tag === "LABEL" || el.isContentEditable) return false;
    if (el.hasAttribute("onclick") || el.hasAttribute("onmousedown") || el.hasAttribute("onpointerdown") || el.getAttribute("draggable") === "true") return false;
    const tabindex = el.getAttribute("tabindex");
    return tabindex !== null && tabindex.trim() !== "" && Number(tabindex) >= 0;
  }
  // A strip beside an editing area (a code editor's gutter of line numbers and fold markers) is
  // hidden from reading, as the editor says its lines itself; its markers are still clicked.
  const gutterEditor = (el) => [el.nextElementSibling, el.previousElementSibling].find((n) => !!n && n.isContentEditable) || null;
  const editorGutter = (el) => gutterEditor(el) !== null;
  // The text of the editor's line beside a part of its gutter (see editorGutter), "" when none.
  function gutterLine(el) {
    let editor = null;
    for (let g = el.parentElement, k = 0; g && k < 6 && !editor; g = g.parentElement, k++) editor = gutterEditor(g);
    if (!editor) return "";
    const r = el.getBoundingClientRect();
    const y = (r.top + r.bottom) / 2;
    let n = 0;
    for (let line = editor.firstElementChild; line && n < 2000; line = line.nextElementSibling, n++) {
      const b = line.getBoundingClientRect();
      if (b.top <= y && y < b.bottom) return cleanText(line.textContent, 60);
      if (b.top > y) break;
    }
    return "";
  }
  // Is `el` a small box beside a field's input, its mouse-only parts (see where it is called)?
  function fieldParts(el) {
    const up = el.parentElement;
    if (!up || !up.querySelector(":scope > input, :scope > textarea")) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.width <= 64 && r.height <= 64;
  }

  // The row's and the column's headers of the table cell `el` is (or fills), "row · column", when
  // the table heads its columns and the cell says no words, a price or nothing; "" otherwise.
  // (A cell's button in words, a row's "Edit", is told apart by its row's text.)
  function cellCrossing(el, name, marked = null) {
    if (/\p{L}{2}/u.test(name)) return "";
    const cell = el.tagName === "TD" ? el : el.parentElement && el.parentElement.tagName === "TD" && el.parentElement.textContent.trim() === el.textContent.trim() ? el.parentElement : null;
    const table = cell && cell.closest("table");
    if (!table) return "";
    const top = table.rows[0];
    const heads = table.tHead && table.tHead.rows.length ? Array.from(table.tHead.rows)
      : top && top !== cell.parentElement && Array.prototype.every.call(top.cells, (c) => c.tagName === "TH") ? [top] : [];
    // (The header cells over it, by where they are drawn: a group's "Economy" spanning "Light"
    // and "Flex" says both; a header spanning rows down the side heads no column.)
    const r = cell.getBoundingClientRect();
    const mid = (r.left + r.right) / 2;
    const over = [];
    for (const head of heads.slice(0, 3)) {
      for (const h of head.cells) {
        const b = h.getBoundingClientRect();
        if (b.left <= mid && mid < b.right && h.rowSpan <= 1) { over.push(cleanText(naming.visibleText(h, 40), 40)); break; }
      }
    }
    const column = cleanText(over.filter(Boolean).join(" "), 60);
    // (A cell a script put outside a row has no row to say.)
    const first = cell.parentElement && cell.parentElement.cells ? cell.parentElement.cells[0] : null;
    // (Nor one whose first cell is a peer, no header: a target, or a cell around one, a month's
    // first day of the week beside the others.)
    // (Alike: a bare number as the mark is. A row's name link heads it.)
    const peer = first && first.tagName !== "TH" && !!marked && /^\d{1,2}$/.test(first.textContent.trim()) && (marked.has(first) || [...marked].some((n) => first.contains(n)));
    const row = first && first !== cell && !peer ? cleanText(naming.visibleText(first, 40), 40) : "";
    if (!column || !row || !/[\p{L}\p{N}]/u.test(column + row) || column === name || row === name) return "";
    return `${row} · ${column}`;
  }

  // Class words that say a two-state box is on (the last word of a class, not after a word that
  // turns it round: "checkbox-not-selected").
  const STATE_ON = new Set(["on", "checked", "active", "selected", "enabled"]);
  const classEndsIn = (n, words) => classTokens(n).some((t) => { const w = tokenWords(t); return words.has(w[w.length - 1]) && !/^(not|no|un|non)$/.test(w[w.length - 2] || ""); });
  const saysOn = (n) => classEndsIn(n, STATE_ON);
  const TICKED_WORDS = new Set(["selected", "ticked"]);
  const WIDGET_PARTS = "label, button, [role=checkbox], [role=radio], [role=switch], [role=option], [role=menuitem], [role=menuitemcheckbox], " +
    "[role=menuitemradio], [role=treeitem], [role=gridcell], [role=tab], [role=button]";
  // The caption of a control drawn with no ARIA: the words beside it, or, beside the one field
  // of its box, that field's label (a box to tick before a "Due date" field turns it on).
  // (Only a box before the field, drawing no picture of its own: a calendar's trigger, an eye or
  // a clear button after a field are icons, and a swatch beside a colour's field is no tick.)
  function drawnCaption(el) {
    const near = naming.nearbyLabel(el);
    if (near || !el.parentElement) return near;
    const fields = Array.prototype.filter.call(el.parentElement.children, (n) => n !== el && n.matches("input:not([type=hidden]), select, textarea"));
    if (fields.length !== 1 || !(el.compareDocumentPosition(fields[0]) & Node.DOCUMENT_POSITION_FOLLOWING) || /^(color|file)$/.test(fields[0].type)) return "";
    if (["::before", "::after"].some((p) => !/^(none|normal)$/.test(getComputedStyle(el, p).content))) return "";
    return fields[0].labels && fields[0].labels.length ? cleanText(naming.visibleText(fields[0].labels[0], 60), 60) : "";
  }
  // Does `el` (its box `r`) draw a round knob of most of its height in its ::after or ::before?
  function roundPseudoKnob(el, r) {
    return ["::after", "::before"].some((p) => {
      const cs = getComputedStyle(el, p);
      if (/^(none|normal)$/.test(cs.content)) return false;
      const [w, h] = [parseFloat(cs.width), parseFloat(cs.height)];
      const radius = cs.borderTopLeftRadius;
      const round = radius.endsWith("%") ? parseFloat(radius) >= 50 : parseFloat(radius) >= w / 2 - 1;
      // (At one end, as a switch's knob sits, and drawn, not a picture: an avatar chip's photo.)
      const left = parseFloat(cs.left) + shiftOf(cs);
      const atEnd = Number.isFinite(left) && (left <= 0.15 * r.width || r.width - (left + w) <= 0.15 * r.width);
      return Number.isFinite(w) && Number.isFinite(h) && Math.abs(w - h) <= 2 && h >= 0.6 * r.height && h < r.height + 1 && round && atEnd && cs.backgroundImage === "none";
    });
  }
  // How far a transform moves a part along (a knob slid by translateX), in pixels.
  const shiftOf = (cs) => { const m = /^matrix\(([^)]+)\)$/.exec(cs.transform || ""); return m ? parseFloat(m[1].split(",")[4]) || 0 : 0; };
  // Is the knob a switch draws with ::before or ::after (one with a box) past its middle?
  function knobPast(el, r) {
    for (const p of ["::after", "::before"]) {
      const cs = getComputedStyle(el, p);
      const left = parseFloat(cs.left) + shiftOf(cs), width = parseFloat(cs.width);
      if (!/^(none|normal)$/.test(cs.content) && Number.isFinite(left) && Number.isFinite(width) && width > 0) return left + width / 2 > r.width / 2;
    }
    return false;
  }
  // { role: "switch" or "checkbox", checked } when the box `el`, childless or a pill around its
  // knob (its box `r`, its mark `m`), is drawn as one with no ARIA (see where it is called), else
  // null.
  function drawnTwoState(el, r, m) {
    const text = el.textContent.trim();
    // (Not the kit's part of a control that says what it is, a component's radio drawing its
    // circle; nor a box that names itself, a swatch's title.)
    if (el.getRootNode() !== document || el.parentElement.closest(WIDGET_PARTS) || el.hasAttribute("title") || el.hasAttribute("aria-label")) return null;
    const cs = getComputedStyle(el);
    const knob = ["::before", "::after"].some((p) => !/^(none|normal)$/.test(getComputedStyle(el, p).content));
    const classOn = saysOn(el);
    // (A pill with a knob drawn in it: a class's "toggle" alone is a menu's or a sidebar's too.)
    const pill = !text && r.width <= 72 && r.height <= 40 && r.width > r.height && parseFloat(cs.borderTopLeftRadius) >= r.height / 2 - 1;
    // (Or a class whose last word is "switch", Wise's "np-switch on", which names no icon.)
    const switchClass = () => classTokens(el).some((t) => tokenWords(t).slice(-1)[0] === "switch");
    // (On as its class says, or with its drawn knob past the middle. Not one between two
    // captions, "List" and "Grid": a choice of two, neither on nor off.)
    const between = () => [el.previousElementSibling, el.nextElementSibling].every((n) => !!n && /\p{L}/u.test(n.textContent));
    if (((m.label_source === "icon" && /^(toggle|switch)$/.test(m.label)) || switchClass()) && pill && knob && !between()) return { role: "switch", checked: classOn || knobPast(el, r) };
    // (Or a childless pill whose ::after or ::before draws one round knob of most of its height,
    // whatever its class: a hand-made switch, "Track prices".)
    // (Its knob at one end, not in its middle, a record button's dot; and not one of a row of
    // alike pills, a palette's swatches.)
    const alikePills = () => Array.prototype.filter.call(el.parentElement.children, (n) => n.tagName === el.tagName && n.className === el.className).length >= 3;
    // (Nor the drawing of a box to tick right before it, which says its state itself.)
    const drawsField = () => !!el.previousElementSibling && el.previousElementSibling.matches("input[type=checkbox], input[type=radio]");
    if (pill && !el.firstElementChild && r.width >= r.height * 1.4 && roundPseudoKnob(el, r) && !between() && !alikePills() && !drawsField()) return { role: "switch", checked: classOn || knobPast(el, r) };
    // (Or a pill holding one round knob of its height and nothing else, a hand-made switch: on as
    // its class says, or with its knob past the middle.)
    // (A knob is a drawn box: filled, no picture; an avatar in a round menu button is none.)
    const knobEl = el.childElementCount === 1 && !el.firstElementChild.firstElementChild ? el.firstElementChild : null;
    const drawnKnob = !!knobEl && !/^(IMG|SVG|svg|PICTURE|VIDEO|CANVAS|I)$/.test(knobEl.tagName) && (() => {
      const ks = getComputedStyle(knobEl);
      return ks.backgroundImage === "none" && !/^rgba\(\d+, \d+, \d+, 0\)$|^transparent$/.test(ks.backgroundColor);
    })();
    const inner = drawnKnob && (m.label_source !== "icon" || /^(toggle|switch)$/.test(m.label)) ? knobEl.getBoundingClientRect() : null;
    if (inner && pill && r.width >= r.height * 1.4 && Math.abs(inner.width - inner.height) <= 2 && inner.height >= r.height * 0.6 &&
        parseFloat(getComputedStyle(el.firstElementChild).borderTopLeftRadius) >= inner.width / 2 - 1) {
      return { role: "switch", checked: classOn || inner.left + inner.width / 2 > r.left + r.width / 2 };
    }
    // (Or one holding only the tick it draws, a picture, where an alike item's box is blank: a
    // checklist's ticked box beside its unticked ones.)
    const tickPicture = !text && onlyPicture(el) && blankPeer(el);
    if (el.firstElementChild && !tickPicture) return null;
    if ((text && !/^[✓✔]$/.test(text)) || r.width < 10 || r.width > 28 || Math.abs(r.width - r.height) > 4) return null;
    // (Square: a circle is a radio's picture.)
    if (parseFloat(cs.borderTopLeftRadius) >= r.width / 2 - 1) return null;
    // (Not one of a row of alike boxes: a palette's swatches.)
    const kind = (n) => `${n.tagName} ${n.classList[0] || ""}`;
    if (Array.prototype.some.call(el.parentElement.children, (n) => n !== el && kind(n) === kind(el))) return null;
    const bordered = ["Top", "Right", "Bottom", "Left"].every((side) => parseFloat(cs[`border${side}Width`]) > 0 && cs[`border${side}Style`] !== "none");
    // (Blank inside, or ticked: by a glyph, a class that says so or a tick drawn in a pseudo
    // element or a picture. And it has a caption beside it: what it ticks.)
    const blank = /^rgba\(0, 0, 0, 0\)$|^rgb\(25[0-5], 25[0-5], 25[0-5]\)$/.test(cs.backgroundColor) && cs.backgroundImage === "none";
    const ticked = !!text || classOn || knob || tickPicture;
    // (With no caption, only a blank box with nothing drawn in it, not dragged, that its class
    // calls a checkbox, in a column the head names with no words: a router's list, not a swatch
    // beside "Paper white" or a "+".)
    const rowPick = () => blank && !knob && !text && !DRAG_CURSORS.has(cs.cursor) && classWords(el).some((w) => /^(check|checkbox|tick)$/.test(w)) && !!picksRow(el);
    return bordered && (blank || ticked) && (drawnCaption(el) || rowPick()) ? { role: "checkbox", checked: ticked || cs.backgroundImage !== "none" } : null;
  }
  // "row" when `el` is all of a table's cell in a row that shows words in its other cells (a
  // row's box to tick), "all" for the one in a head cell over a column of alike boxes (it picks
  // every row), else "".
  function picksRow(el) {
    const cell = el.parentElement;
    if (!cell || !/^(TD|TH)$/.test(cell.tagName) || cell.childElementCount !== 1 || cell.textContent.trim() || !cell.parentElement) return "";
    const row = cell.parentElement;
    if (!Array.prototype.some.call(row.children, (c) => c !== cell && /[\p{L}\p{N}]/u.test(c.textContent))) return "";
    const table = row.closest("table");
    const top = table && table.rows[0];
    const heading = top && top !== row ? top.cells[cell.cellIndex] : null;
    if (heading && /[\p{L}\p{N}]/u.test(heading.textContent)) return "";
    const head = !!table && (row.parentElement.tagName === "THEAD" || Array.prototype.every.call(row.children, (c) => c.tagName === "TH"));
    if (!head) return "row";
    const below = table.tBodies[0] && table.tBodies[0].rows[0];
    const under = below && below.cells[cell.cellIndex];
    const alike = under && under.firstElementChild;
    return alike && alike.tagName === el.tagName && alike.className === el.className ? "all" : "row";
  }

  // Does `el` hold nothing but a tick it draws, a box or two down, and no words: a picture of a
  // few strokes and no fill, or an icon its class calls a check (not a card's logo, filled)?
  function onlyPicture(el) {
    let n = el.childElementCount === 1 ? el.firstElementChild : null;
    if (n && n.childElementCount === 1 && !/^(svg|I|IMG)$/i.test(n.tagName)) n = n.firstElementChild;
    if (!n || el.textContent.trim()) return false;
    if (n.localName === "svg") {
      const shapes = n.querySelectorAll("*");
      return shapes.length > 0 && shapes.length <= 3 && Array.prototype.every.call(shapes, (k) => {
        if (!/^(path|polyline|line)$/.test(k.localName)) return false;
        const ks = getComputedStyle(k);
        return ks.fill === "none" && ks.stroke !== "none";
      });
    }
    return /^(I|IMG)$/.test(n.tagName) && /(^|[-_\s])(check|checkmark|tick|done)([-_\s]|$)/i.test((n.getAttribute("class") || "") + " " + (n.getAttribute("src") || ""));
  }
  // Is there, in an item alike the one `el` is in, a box of `el`'s kind drawn blank (no text, no
  // boxes)?
  function blankPeer(el) {
    const item = el.parentElement;
    if (!item || !item.parentElement) return false;
    const kind = alikeOf(el), itemKind = alikeOf(item);
    let k = 0;
    for (const sib of item.parentElement.children) {
      if (sib === item || alikeOf(sib) !== itemKind) continue;
      if (++k > 20) break;
      const b = Array.prototype.find.call(sib.children, (n) => alikeOf(n) === kind);
      if (b && !b.firstElementChild && !b.textContent.trim()) return true;
    }
    return false;
  }
  // { role: "checkbox" or "radio", checked } when the plain target `el` is an item drawn as one
  // (see where it is called): a small bordered box, square or round, first in it and blank of
  // text and boxes, before the caption it ticks. Ticked when its class or the box's says so, or
  // when its box is filled (a colour, a picture, a drawn tick) where an alike item's is not.
  function drawnTick(el) {
    const box = el.firstElementChild;
    // (Not a box that is a control of its own: a to-do row's round "Complete task" button, beside
    // the row that opens the task.)
    // (Or holding only the tick it draws, beside an alike blank one: see drawnTwoState.)
    const ticked = !!box && !!box.firstElementChild && onlyPicture(box) && blankPeer(box);
    if (!box || (box.firstElementChild && !ticked) || box.textContent.trim() || !cleanText(el.textContent, 80) || el.getRootNode() !== document ||
        /^(IMG|SVG|svg|PICTURE|VIDEO|CANVAS|I)$/.test(box.tagName) || box.matches("button, a[href], input, select, [role], [tabindex]")) return null;
    const r = box.getBoundingClientRect();
    if (r.width < 10 || r.width > 28 || Math.abs(r.width - r.height) > 4) return null;
    const cs = getComputedStyle(box);
    if (!["Top", "Right", "Bottom", "Left"].every((side) => parseFloat(cs[`border${side}Width`]) > 0 && cs[`border${side}Style`] !== "none")) return null;
    // (A box that is all border, nothing inside, is a caret drawn as a CSS triangle, not a
    // square: a menu title's "▾" of transparent borders but one.)
    if (box.clientWidth === 0 && box.clientHeight === 0) return null;
    // A box's fill: its colour, picture or drawn tick ("" when blank).
    const fillOf = (b) => {
      const bs = getComputedStyle(b);
      const drawn = ["::before", "::after"].map((p) => getComputedStyle(b, p).content).filter((c) => !/^(none|normal)$/.test(c)).join(" ");
      const colour = /^rgba\(\d+, \d+, \d+, 0\)$|^transparent$|^rgb\(25[0-5], 25[0-5], 25[0-5]\)$/.test(bs.backgroundColor) ? "" : bs.backgroundColor;
      return colour || bs.backgroundImage !== "none" || drawn ? `${colour} ${bs.backgroundImage === "none" ? "" : bs.backgroundImage} ${drawn}` : "";
    };
    const filled = (b) => !!fillOf(b) || (b === box && ticked);
    const kind = alikeOf(el);
    const peers = Array.prototype.filter.call(el.parentElement ? el.parentElement.children : [], (n) => n !== el && alikeOf(n) === kind && n.firstElementChild);
    const classOn = [el, box].some(saysOn);
    // (Some box of the kind is blank, or its class says on: a list of avatars, every one
    // filled with a picture, ticks nothing.)
    // (A slot its alike items fill with pictures that are no ticks, a payment method's logo box,
    // is no box to tick, blank in one of them.)
    if (peers.some((n) => { const b = n.firstElementChild; return !!b && !!b.firstElementChild && !onlyPicture(b); })) return null;
    const boxes = [box, ...peers.map((n) => n.firstElementChild)];
    const blank = boxes.filter((b) => !filled(b));
    if (!blank.length && !classOn) return null;
    // (Filled boxes filled alike: a colour filter's swatches, each its own colour, tick nothing.)
    if (new Set(boxes.filter(filled).map(fillOf)).size > 1) return null;
    const round = parseFloat(cs.borderTopLeftRadius) >= r.width / 2 - 1;
    return { role: round ? "radio" : "checkbox", checked: classOn || (filled(box) && blank.length > 0) };
  }

  // A box of no role around one disabled control and nothing else (see where it is called).
  function wrapsDisabled(el) {
    if (el.hasAttribute("role") || el.hasAttribute("tabindex") || el.matches("a[href], button, input, select, textarea, label") || !el.firstElementChild ||
        el.childElementCount > 3 || el.textContent.length > 80) return false;
    const inner = el.querySelectorAll("a[href], button, input, select, textarea, [role], [tabindex]");
    return inner.length === 1 && isDisabled(inner[0]) && el.textContent.trim() === inner[0].textContent.trim();
  }

  function fallbackRole(el, s) {
    if (s < 2 || el.hasAttribute("onclick") || el.hasAttribute("onmousedown") || el.hasAttribute("onpointerdown")) return "clickable";
    // (Something a page lets be dragged, and no more: a board's card.)
    if (el.getAttribute("draggable") === "true" && !el.matches("a[href], img")) return "draggable";
    const tabindex = el.getAttribute("tabindex");
    // (A tab stop drawn with a pointer is clicked: a pager's items whose list hears the clicks;
    // so is one showing a text cursor, a comment box's placeholder that opens the editor.)
    if (tabindex !== null && Number(tabindex) >= 0) return /^(pointer|text)$/.test(getComputedStyle(el).cursor) ? "clickable" : "focusable";
    return "";
  }

  // A scroll container worth a mark: it scrolls by at least a line, not by a few pixels of overhang
  // (text that overflows its box by a descender is not something to scroll).
  function isScrollArea(el, cs) {
    if (!isScrollable(el, cs)) return false;
    const y = (cs.overflowY === "auto" || cs.overflowY === "scroll") && el.scrollHeight - el.clientHeight >= 20;
    const x = (cs.overflowX === "auto" || cs.overflowX === "scroll") && el.scrollWidth - el.clientWidth >= 20;
    return x || y;
  }

  function signature(opts) {
    return JSON.stringify([state.mutations, state.events, scrollX, scrollY, innerWidth, innerHeight, opts.clip || null, opts.max_marks || 0, opts.budget_ms || 0]);
  }

  // Does every in-flow sibling after `r` start below the viewport's bottom edge `vy1`? Given the
  // previous measured in-flow sibling `prev` (its box and whether it is block-level), yes when prev
  // ends below the edge and `r` starts on a later line or block than prev: then every later in-flow
  // sibling starts at or below the top of r's line (non-negative margins, no transform, one column),
  // which is at or below prev's bottom. A later line shows as a block on either side, or as r
  // starting below prev's bottom and back towards the line start (left of prev in left-to-right).
  const BELOW = 1;
  function flowsBelow(prev, r, block, flow, vy1) {
    if (!prev || prev === BELOW || prev.r.bottom < vy1 || r.top < prev.r.bottom) return false;
    if (prev.block || block) return true;
    return flow === 1 ? r.left < prev.r.left : r.right > prev.r.right;
  }

  // Which subtrees are settled (verdicts.settled): drawn at or below their own top, less a slack.
  // Worked out bottom-up over a finished walk: an element's slack is the most any child reaches
  // above the element's top (a child in its flow reaches no higher, an inline one up to its font
  // size higher, plus its own slack). A child that is positioned, transformed, reordered or pulled
  // up, or an element whose children do not start at its top (a flex row or grid can centre an
  // overflowing child above it; a drawing places shapes anywhere) is not settled, unless it clips:
  // what it clips is drawn inside its own box. Subtrees not walked this time (quiet, or skipped as
  // settled) bring the slack they were kept with.
  // (headFrom: the parents whose first children were skipped as a head, and how many.)
  function settleSubtrees(walk, upAt, verdictAt, descendedAt, dirtyAt, skippedSlack, offscreen, ordAt, tailCut, headFrom) {
    const n = walk.length;
    const open = new Uint8Array(n); // 1: a child is not settled
    const reach = new Float64Array(n); // how far above the element's top its children reach
    // For the tail (verdicts.tail): the last child that is not settled, atomic and in flow, and how
    // far the others reach above their tops.
    const lastOpen = new Int32Array(n).fill(-1);
    const tailReach = new Float64Array(n);
    for (let i = n - 1; i > 1; i--) {
      const v = verdictAt[i];
      const p = upAt[i];
      if (!v || v.none) continue; // no box (a script, a hidden subtree): nothing drawn
      const el = walk[i];
      let slack;
      if (tailCut.has(i) || headFrom.has(i)) {
        slack = verdicts.settled(el, v, dirtyAt[i]); // not all its children were seen: as kept
      } else if (descendedAt[i]) {
        const carries = !v.turns && el.namespaceURI !== SVG_NS && !rootOf(el) &&
          ((v.stacks !== 0) || (v.flows && !v.atomic) || v.row);
        slack = !open[i] && (carries || el.firstElementChild === null) ? reach[i] : -1;
        if (slack < 0 && v.clips && !verdicts.canEscape(el, dirtyAt[i])) slack = 0;
        verdicts.settle(v, slack);
      } else if (skippedSlack.has(i)) {
        slack = skippedSlack.get(i);
      } else if (offscreen.has(el)) {
        slack = 0; // clips, and nothing inside escapes
      } else {
        slack = verdicts.settled(el, v, dirtyAt[i]);
      }
      if (slack < 0 || !(v.flows || v.floated) || v.turns) {
        open[p] = 1;
        if (ordAt[i] > lastOpen[p]) lastOpen[p] = ordAt[i];
        continue;
      }
      const up = (v.atomic ? 0 : v.font) + slack;
      if (up > reach[p]) reach[p] = up;
      if (!v.atomic || !v.flows) { if (ordAt[i] > lastOpen[p]) lastOpen[p] = ordAt[i]; }
      else if (slack > tailReach[p]) tailReach[p] = slack;
    }
    for (let i = 2; i < n; i++) {
      if (descendedAt[i] && !tailCut.has(i) && verdictAt[i] && verdictAt[i].stacks) {
        verdicts.settleTail(walk[i], Math.max(lastOpen[i] + 1, headFrom.get(i) || 0), tailReach[i]);
      }
    }
  }

  // --- collect -------------------------------------------------------------------------------
  // Boxes are read only where they decide something: a clipping container (is it off screen, so
  // its subtree can be skipped?), an element whose listeners are not known yet (is it in view, so
  // worth a probe?) and a listener whose box may be collapsed. Candidates are measured in finish();
  // everything else is only passed through, its verdict kept from the last walk (som/verdicts.js).
  // One walk at a time: a walk gives the main thread back between slices, and a second look at the
  // same frame (another caller) must not start on the first one's half-built state. A walk that
  // waits for a listener probe holds the turn until its finish() call (at most 5 s).
  let walking = Promise.resolve();
  let handBack = null;
  // A walk that will read the page again starts after the renderer's next frame (see afterFrame);
  // a look at an unchanged page reuses the last walk at once (a frame would only add a wait).
  function collect(opts) {
    const run = walking.then(() => {
      const unchanged = state.last && state.last.sig === signature(opts) && !opts.fresh;
      return unchanged ? collectNow(opts) : afterFrame(() => collectNow(opts));
    });
    walking = run.then((res) => {
      if (!res || res.finished || ((!res.probe || !res.probe.length) && !res.closed_probe)) return;
      return new Promise((resolve) => {
        handBack = resolve;
        setTimeout(resolve, 5000);
      });
    }).catch(() => {});
    return run;
  }
  // Is the last walk still what the frame shows: sent as `seq`, and nothing mutated, scrolled,
  // resized, loaded, typed or animated since (its signature)? Asked before a look takes the
  // screenshot that was captured beside that walk (som/observe.py, PreparedShot).
  function unchanged(opts, seq) {
    return !!state.last && state.last.seq === seq && state.last.sig === signature(opts);
  }
  async function finishCall(opts) {
    try {
      return await finish(opts);
    } finally {
      const done = handBack;
      handBack = null;
      if (done) done();
    }
  }

  async function collectNow(opts) {
    const t0 = performance.now();
    verdicts.sync();
    const sig = signature(opts);
    // The signature holds the budget and the mark cap, so a result cut by them is reused only by a
    // look with the same limits, which would be cut the same way.
    if (state.last && state.last.sig === sig && !opts.fresh) {
      const reask = state.last.reask.filter(({ el }) => verdicts.heard(el) === 0);
      state.walk = { reuse: true, t0, opts, reask };
      // Items in view whose "no listener" verdict is asked again: the main world walks the last
      // walk's order (nothing changed since) to reach them.
      if (reask.length) return { token: state.docToken, probe: reask.map(({ i }) => i), pruned: state.last.pruned, kids: state.last.kids, skip_tags: Array.from(SKIP_TAGS), walked: state.last.result.walked, cut: state.last.result.cut, reused: true, ms: performance.now() - t0 };
      if (opts.finish) return { token: state.docToken, probe: [], finished: await finish(opts.finish) };
      return { token: state.docToken, probe: [], pruned: [], skip_tags: [], walked: state.last.result.walked, cut: state.last.result.cut, reused: true, ms: performance.now() - t0 };
    }
    verdicts.beginWalk();
    // (What changes from now on, in the pauses the walk gives the page, is after this walk.)
    const walkStart = verdicts.now();
    const budget = opts.budget_ms || 1500;
    const frameClip = opts.clip || [0, 0, innerWidth, innerHeight];
    const viewClip = intersect([0, 0, innerWidth, innerHeight], frameClip);

    const walk = [];
    const info = []; // per walk index: strength
    const seen = []; // per walk index: 1/0 when its box was read and meets (or misses) the view
    const probe = [];
    const pruned = [];
    const known = new Map(); // walk index -> listener kinds kept from an earlier probe
    const verdictAt = []; // walk index -> the element's verdict (som/verdicts.js)
    const zeroBoxes = new Set();
    const softHidden = new Set(); // walk indices below an aria-hidden box (see where it is added)
    const kept = new Set(); // walk indices marked only because they were marks last look
    let cut = false;
    let count = 0;
    const offscreen = new Set(); // pruned because off screen (not because quiet)
    const belowEls = new Set(); // parents known to be below the viewport (by flow order, no box read)
    const mapped = []; // walk indices of images that use an image map (finish() adds its areas)
    // Per walk index: its parent's index; 1 when it needs a look every time (a candidate, an element
    // with listeners or not asked yet, a scroll container, a label); 1 when its subtree holds one.
    const upAt = [];
    const needs = [];
    const busy = [];
    const askOnly = []; // walk indices that need a look only to be asked about listeners, asked now
    // Per walk index: the part of the view the element can show in (what page_core's makeClipper
    // gives), carried down the walk from the verdicts rather than read per candidate.
    const clipAt = [];
    // Stack entries: element, parent's cursor, ancestor hidden-from-AT/inert flag, inside a native
    // control (whose insides are part of it: not worth a listener probe), newest restyle above,
    // parent's walk index, the clip of its parent's content, the clip of fixed descendants.
    // Below the fold by flow order (no box read): per walk index of a parent whose children stack
    // top to bottom (0 when they do not, or a transform above could turn them), and its run: the
    // last measured in-flow sibling's box, or BELOW once two in-flow siblings proved that every
    // later in-flow sibling starts below the viewport (see flowsBelow).
    const flowAt = [];
    const runAt = [];
    const belowAt = []; // per walk index of a parent whose run is BELOW: where its later siblings start at the earliest
    // Per walk index: 1 when its children were walked; the newest restyle above it; the slack of a
    // subtree skipped as settled below the viewport (see verdicts.settled and the end of the walk).
    const descendedAt = [];
    const dirtyAt = [];
    const skippedSlack = new Map();
    // Per walk index: its place among its parent's children, and how many children it has had so
    // far; the parents whose last children were skipped as a settled tail, with how many were
    // walked ([index, count], for the listener probe and the on-screen text to stop there too).
    const ordAt = [];
    const kidsAt = [];
    const tails = [];
    const tailCut = new Set();
    // The first children skipped as a settled head above the viewport (see verdicts.head), per
    // walk index of their parent: the head used; and, for the next walk's head, per parent whose
    // children stack: 1 while every child so far was skipped as drawn above the viewport (0 once
    // one was not, at headEnd, its place), and the lowest that any of them is drawn.
    const headUsed = new Map();
    const headRun = [];
    const headEnd = [];
    const headBottom = [];
    // Stack entries add: a transform above.
    const stack = [];
    // A closed shadow root's children are walked after everything else: the listener probe walks
    // the same order in the page's world, which cannot see inside a closed root, so what comes from
    // `mainEnd` on is asked about in `closedProbe` instead, through DevTools (closed_roots.py
    // hear_closed_listeners: the listeners of each closed host's whole tree at once).
    const deferred = [];
    let mainEnd = Infinity;
    const closedProbe = [];
    const hosts = []; // elements that may host a closed shadow root, for frames.py to ask about
    const internalsAsk = []; // walk indices of custom elements whose role DevTools is asked (internalsAsked)
    // A shadow root's children, each entry made of the child and `rest`: an open root's go on the
    // stack (walked right after the light children, as listener_probe.js walks), a closed root's
    // wait in `deferred`, in order.
    const pushRoot = (el, root, rest) => {
      if (!root) return;
      if (root === el.shadowRoot) for (let c = root.lastElementChild; c; c = c.previousElementSibling) stack.push([c, ...rest]);
      else for (let c = root.firstElementChild; c; c = c.nextElementSibling) deferred.push([c, ...rest]);
    };
    if (!document.documentElement) return { cut: false, probe: [], pruned: [], count: 0, token: state.docToken };
    stack.push([document.documentElement, "auto", false, false, 0, -1, viewClip, viewClip, false, -Infinity]);
    const [vx0, vy0, vx1, vy1] = viewClip || [0, 0, 0, 0];
    sliceAt = t0;
    while (stack.length || deferred.length) {
      if (!stack.length) {
        if (mainEnd === Infinity) mainEnd = walk.length;
        while (deferred.length) stack.push(deferred.pop());
      }
      const [el, parentCursor, hiddenAbove, inNative, dirtyAbove, parentIndex, clipAbove, fixedAbove, turnedAbove, topAbove] = stack.pop();
      const index = walk.length;
      walk.push(el);
      upAt.push(parentIndex);
      kidsAt.push(0);
      ordAt.push(parentIndex >= 0 ? kidsAt[parentIndex]++ : 0);
      needs.push(0);
      busy.push(0);
      count++;
      if ((count & 255) === 0) {
        const now = performance.now();
        if (now - t0 > budget) { cut = true; break; }
        if (now - sliceAt > SLICE_MS) await giveWay();
      }
      const tag = el.tagName;
      if (SKIP_TAGS.has(tag)) {
        // Options of a list box (<select multiple> or size > 1) are drawn in the page and can be
        // clicked (Ctrl-click to add to a multi-selection); other options live in a popup.
        let s = 0;
        if (tag === "OPTION" && hiddenAbove !== true && viewClip && !el.disabled) {
          const sel = el.closest("select");
          if (sel && (sel.multiple || sel.size > 1) && !sel.disabled) s = 2;
        }
        info.push(s);
        needs[index] = s ? 1 : 0;
        clipAt[index] = clipAbove;
        continue;
      }
      if (!viewClip) {
        info.push(0); // nothing of this frame is on screen: counted, not read
      } else {
        const dirty = verdicts.stale(el, dirtyAbove);
        dirtyAt[index] = dirty;
        let v = verdicts.of(el, tag, dirty);
        // A kept "display: none" is read again: a :hover or :focus-within rule (a CSS menu) shows
        // the element with no mutation to tell, and a hidden subtree is not walked.
        if (v.none && getComputedStyle(el).display !== "none") v = verdicts.of(el, tag, Infinity);
        verdictAt[index] = v;
        // aria-hidden on an ancestor (a page hidden behind a modal) hides its controls (finish()
        // decides, see softHidden there: the walk is kept from look to look); on the control
        // itself (a widget's mouse-only spinner arrow) it does not: that is a real target.
        // (hiddenAbove: true when hidden for good, "aria" when by aria-hidden only.)
        const hidden = hiddenAbove === true || v.inert;
        if (hiddenAbove === "aria") softHidden.add(index);
        // (Not a box that holds the focus: a popup opened by a class, its aria-hidden left over;
        // nor one inside a shown dialog, which is on top of the page aria-hidden hides: a lightbox
        // shows a block of the page, its aria-hidden left over, as its slide.)
        // Nor a field's small box of mouse-only parts, its stepper arrows: hidden from reading, as
        // the keys do the same, and still clicked.
        const hideBelow = hidden || hiddenAbove || ((v.ariaHidden && el.firstElementChild !== null && !peekingSlide(el) &&
          !el.contains(document.activeElement) && !inShownDialog(el) && !fieldParts(el) && !editorGutter(el)) ? "aria" : false);
        const structural = tag === "HTML" || tag === "BODY";
        // An editable <body> is a rich-text editor's field (the iframe of TinyMCE or CKEditor, a
        // designMode document): the one structural element that is a target of its own.
        const editableBody = tag === "BODY" && (el.isContentEditable || document.designMode === "on");
        const eligible = !hidden && (!structural || editableBody) && tag !== "IFRAME" && tag !== "FRAME";
        let s = 0;
        let own = 0; // what the element says now, before a kept mark's strength
        if (eligible) {
          s = editableBody ? 2 : v.base;
          // An inherited pointer is the parent's; not on a cross that removes what it sits in (a
          // chip's, whose pointer is the chip's too).
          // (A cross ends what it removes, a chip's "React ×"; an icon leading an item's words,
          // a menu's "🗑 Delete", is that item's picture.)
          // Nor on an item of a toolbar or menu bar: what such a bar holds is its controls, a mail
          // row's hover actions whose pointer is the row's as well.
          // Nor on an icon that does a thing of its own (see naming's APART_WORDS): a clickable
          // mail row's star and reply, whose clicks the list hears.
          // Nor on a part the page names that a :hover fades in, a header's "Facet options" gear:
          // hidden until the mouse comes, it is there to be clicked, not the header's picture.
          // Nor on words drawn as a link of their own (linkStyled).
          if (s === 1 && v.cursor === parentCursor && !v.hover && !namedReveal(el) && !endCross(el, tag) && !barItem(el) && !linkStyled(el) &&
            !(!inNative && !el.textContent.trim() && naming.actsApart(el, true))) s = 0;
          // Nor a pointer on a box no role or tab stop makes a control, whose class says it is
          // disabled: a pager's greyed-out "«" drawn with its live siblings' button class.
          // (The class must say it of the control, not of what it shows: its run's live siblings
          // have the same class without the word, "pg" beside "pg-disabled", or the page hides it
          // from readers; an account tile's "account-disabled" is a live tile.)
          if (s === 1 && !el.hasAttribute("role") && !el.hasAttribute("tabindex") && !DISTINCT_TAGS.has(tag) && classLastWords(el).includes("disabled") &&
            !/disabled/i.test(el.textContent) && (el.getAttribute("aria-hidden") === "true" || disabledInRun(el))) s = 0;
          // A label for nothing and with no listener is text (it is probed like any element).
          if (tag === "LABEL" && !el.control) s = v.cursor !== parentCursor && v.cursor === "pointer" ? 1 : 0;
          if (s === 0 && v.scrolls && isScrollArea(el, getComputedStyle(el))) s = 1.25;
          // A resize cursor of its own on a thin bar or a small corner is a handle that is
          // dragged, as a pointer of its own is a thing that is clicked, whoever hears the press:
          // an editor's grip in its status bar, a split view's gutter, with one listener at the
          // root of the widget. (Not a box as large as a pane, its cursor lent to its edge.)
          if (s === 0 && HANDLE_CURSORS[v.cursor] && v.cursor !== parentCursor && !v.hover && handleSized(el, v.cursor)) s = 1;
          // A small empty box drawn only by a background picture whose class says it closes or
          // removes (a tab's close icon in Lumino's and VS Code's bars, whose clicks the bar
          // hears): a control, as a cross drawn with a pointer is.
          if (s === 0 && closeIcon(el)) s = 1;
          own = s;
          // Pressed, liked, selected: a state change never takes a mark away.
          if (s === 0 && state.marked.has(el)) {
            s = state.marked.get(el);
            kept.add(index);
          }
        }
        // A custom element that takes the focus or the mouse with no role attribute may have its
        // role and states from its ElementInternals, which no script can read (see internalsAsked).
        if (s > 0 && tag.includes("-") && !el.hasAttribute("role") && internalsAsk.length < 2 * MAX_INTERNALS_ASKED && !noRoleYet(el, t0)) internalsAsk.push(index);
        const kinds = verdicts.heard(el);
        if (kinds) known.set(index, kinds);
        // Asked about listeners by what it says now: a kept mark whose attributes changed (its
        // listener verdict dropped with them) is asked again, or, nested in a listening drawing or
        // list, it would fold into its container as a plain kept mark.
        // (And a tab stop with nothing else to say what it is: its click listener tells clickable
        // from focusable, Tabulator's tree toggle, a popup list's items.)
        // (Inside a control, only a picture the page names apart from it, which may listen for a
        // thing of its own: an issue row's "Change priority" icon inside the row's link.)
        // (And a read-only text field: one that hears clicks or presses opens a picker, no field
        // to be told it takes no typing.)
        const askable = eligible && (own === 0 || own === 1 || (own === 2 && (tabStopOnly(el, tag) || (tag === "INPUT" && el.readOnly && !el.hasAttribute("role") && el.offsetWidth > 2)))) && (!inNative || namedPicture(el));
        const closed = index >= mainEnd;
        const ask = closed ? closedProbe : probe;
        const askedBefore = ask.length;
        const reask = kinds === 0 && askable && !closed && !opts.no_reask && itemLike(el, tag, parentIndex >= 0 ? walk[parentIndex] : null);
        const parent = !structural && el.firstElementChild !== null;
        const sr = rootOf(el);
        // (A host asked about needs a look: its ancestors must not be skipped as quiet before the
        // answer comes.)
        const asked = !sr && eligible && hosts.length < MAX_HOSTS_ASKED && mayHostClosedRoot(el, tag, viewClip);
        if (asked) hosts.push(el);
        let descend = true;
        let r = null;
        let above = null; // drawn no lower than this, above the viewport (a settled subtree skipped)
        // In a parent's flow: a sibling that does not flow ends the run; one known to be below the
        // viewport by flow order is not measured (it is not in view: no probe, and when it clips,
        // nothing inside shows unless a fixed descendant escapes).
        const flow = parentIndex >= 0 ? flowAt[parentIndex] : 0;
        let below = false;
        if (flow) {
          if (!v.flows) { if (!v.none) runAt[parentIndex] = undefined; }
          else below = runAt[parentIndex] === BELOW && v.atomic;
        }
        // Inside a box that starts below the viewport, an element in its flow starts below it too,
        // with no box read: a long page's off-screen articles cost no layout reads. topAbove is a
        // lower bound of where the parent's flow starts, carried down only from a block container
        // (its in-flow children lay out downwards from its top; a flex or grid box can centre or
        // reverse overflowing content above its top) or through an inline element inside one,
        // never through a transform (which can turn overflow at the bottom to the top).
        let top = -Infinity; // a lower bound of this element's top edge, passed to its children
        if ((v.flows || v.floated) && !v.turns) { // (topAbove is -Infinity under a transform)
          // An inline element's box (its font's ascent) can reach above its line when the
          // line-height is smaller than the font, by at most half its ascent plus descent: it
          // counts as below only when its block starts a whole font size below the viewport.
          top = v.atomic ? topAbove : topAbove - v.font;
          if (top >= vy1) below = true;
        }
        if (below && top < vy1) top = belowAt[parentIndex];
        if (v.none && !structural) {
          // No box, and nothing inside is drawn (not even a fixed descendant): not read, not walked.
          seen[index] = 0;
          descend = false;
          pruned.push(index);
        } else if (below) {
          seen[index] = 0;
          if (parent) belowEls.add(el);
          if (parent && v.clips && !verdicts.canEscape(el, dirty)) {
            descend = false;
            pruned.push(index);
            offscreen.add(el);
            busy[index] = 1;
          } else if (parent) {
            // Nothing inside can be drawn above its top (less its slack): nothing of it shows.
            const slack = verdicts.settled(el, v, dirty);
            let from = top;
            if (slack >= 0 && from - slack < vy1 && flow && v.block && runAt[parentIndex] === BELOW) {
              // Just below the fold, closer than its slack: its own top tells (one read), and
              // every later sibling starts below its bottom.
              const rb = el.getBoundingClientRect();
              from = Math.max(from, rb.top);
              if (rb.bottom > belowAt[parentIndex]) belowAt[parentIndex] = rb.bottom;
            }
            if (slack >= 0 && from - slack >= vy1) {
              descend = false;
              pruned.push(index);
              busy[index] = 1;
              skippedSlack.set(index, slack);
            }
          }
          // The rest of the siblings, all settled below (see verdicts.tail): not visited at all.
          const rest = flow && runAt[parentIndex] === BELOW && !tailCut.has(parentIndex) &&
            verdicts.tail(walk[parentIndex], dirtyAt[parentIndex], el);
          if (rest && ordAt[index] + 1 >= rest.from && belowAt[parentIndex] - rest.reach >= vy1) {
            while (stack.length && stack[stack.length - 1][5] === parentIndex) stack.pop();
            if (kidsAt[parentIndex] < walk[parentIndex].childElementCount) {
              tailCut.add(parentIndex);
              tails.push([parentIndex, kidsAt[parentIndex]]);
              busy[parentIndex] = 1;
            }
          }
        } else if ((v.clips && parent) || (kinds === undefined && (askable || (parent && !hidden))) || (kinds && parent && !hidden) || reask ||
          (flow && v.flows && v.atomic && runAt[parentIndex] !== BELOW)) {
          // (The last: an in-flow sibling is measured while its parent's run is open, so that the
          // run can tell where the rest of the siblings start.)
          r = el.getBoundingClientRect();
          const sized = r.width > 0 && r.height > 0;
          let inside = sized && r.right > vx0 && r.left < vx1 && r.bottom > vy0 && r.top < vy1;
          // (An inline box's line, off screen below a picture in it that is on screen: a link
          // around a tall image, read by its contents.)
          // (Or an inline box of no size at all around a picture laid out on its own, absolutely:
          // a play button's link around its round icon.)
          if (!inside && (sized || s >= 2) && !v.atomic && r.height < 40 && el.firstElementChild && el.querySelector(PICTURES)) {
            const c = withContents(el, r);
            inside = c.right > vx0 && c.left < vx1 && c.bottom > vy0 && c.top < vy1;
          }
          // (A control with display: contents is measured by its contents, in finish().)
          if (!(v.contents && s >= 2)) seen[index] = inside ? 1 : 0;
          if (inside) {
            if ((kinds === undefined && askable) || reask) ask.push(index);
          } else if (parent && !sized && !hidden && r.bottom >= vy0 && r.top <= vy1 && r.right >= vx0 && r.left <= vx1) {
            // A collapsed box (floated items, a zero-height list) whose listener serves its children.
            if (kinds !== 0) zeroBoxes.add(index);
            if (kinds === undefined || reask) ask.push(index);
          } else if (parent && sized && v.clips && !verdicts.canEscape(el, dirty)) {
            descend = false; // off screen and clipping: nothing inside can reach the viewport
            pruned.push(index);
            offscreen.add(el);
            busy[index] = 1; // unknown inside
          } else if (parent && r.bottom <= vy0) {
            // Above the viewport (a page scrolled down): a settled subtree (nothing positioned or
            // transformed in it) is drawn within its layout overflow, which its scroll height
            // measures from its padding box even when nothing scrolls: when that ends above the
            // viewport too (less the slack of its inline boxes), nothing of it shows.
            const slack = verdicts.settled(el, v, dirty);
            const drawnTo = Math.max(r.bottom, r.top + el.clientTop + el.scrollHeight) + slack;
            if (slack >= 0 && drawnTo <= vy0) {
              descend = false;
              pruned.push(index);
              offscreen.add(el);
              busy[index] = 1;
              skippedSlack.set(index, slack);
              above = drawnTo;
            }
          }
          if (flow && v.flows && v.atomic && runAt[parentIndex] !== BELOW) {
            const prev = runAt[parentIndex];
            if (flowsBelow(prev, r, v.block, flow, vy1)) {
              runAt[parentIndex] = BELOW;
              belowAt[parentIndex] = prev.r.bottom; // every later in-flow sibling starts at or below it
            } else {
              runAt[parentIndex] = { r, block: v.block };
            }
          }
        }
        // An image map's areas have no box (display: none): the image stands for them in the walk,
        // and needs a look every time (a change to its map is outside it).
        const usesMap = tag === "IMG" && !hidden && !below && !v.none && el.hasAttribute("usemap");
        if (usesMap) mapped.push(index);
        const turned = turnedAbove || v.turns;
        flowAt[index] = v.stacks && !turned && !sr ? v.stacks : 0;
        if (parentIndex >= 0 && headRun[parentIndex] === 1) {
          if (above === null || !v.flows || !v.atomic) {
            headRun[parentIndex] = 0;
            headEnd[parentIndex] = ordAt[index];
          } else if (above > headBottom[parentIndex]) {
            headBottom[parentIndex] = above;
          }
        }
        info.push(s);
        // (A display:none element needs a look every time: see v.none above.)
        const needOther = s || kinds || usesMap || reask || v.scrolls || tag === "LABEL" || sr || asked;
        needs[index] = needOther || (kinds === undefined && askable) ? 1 : 0;
        // Needed only to be asked about its listeners, and asked now: once the answer is in
        // (finish), a silent one needs nothing, and its subtree can be quiet from the next look on.
        // (Not an item, whose "no listener" every walk asks again: see reask.)
        if (!needOther && ask.length > askedBefore && (closed || !itemLike(el, tag, parentIndex >= 0 ? walk[parentIndex] : null))) askOnly.push(index);
        if (descend && parent && eligible && !inNative && verdicts.quiet(el, v, dirty)) {
          // Nothing inside needed a look last time and nothing inside changed since: skip it.
          descend = false;
          pruned.push(index);
        }
        const clip = v.fixed ? fixedAbove : clipAbove;
        clipAt[index] = clip;
        if (descend) {
          descendedAt[index] = 1;
          let inner = structural ? viewClip : clip;
          // (Only for an element with children: an <img> clips its overflow too, with nothing inside.)
          if (!structural && inner && (v.ox || v.oy) && (parent || sr)) {
            if (!r) r = el.getBoundingClientRect();
            if (v.edges) {
              const [bl, bt, br, bb] = v.edges;
              inner = intersect(inner, [
                v.ox ? r.left + bl : -1e9, v.oy ? r.top + bt : -1e9, v.ox ? r.right - br : 1e9, v.oy ? r.bottom - bb : 1e9,
              ]);
            } else {
              const left = r.left + el.clientLeft, top = r.top + el.clientTop;
              inner = intersect(inner, [
                v.ox ? left : -1e9, v.oy ? top : -1e9, v.ox ? left + el.clientWidth : 1e9, v.oy ? top + el.clientHeight : 1e9,
              ]);
            }
          }
          // Inside a clip that ends above the viewport's bottom (a clipping card fully in view; the
          // view's own bottom is vy1) no child shows below the fold: a run would only cost a box
          // read per child.
          if (inner && inner[3] < vy1) flowAt[index] = 0;
          const innerFixed = structural ? viewClip : v.holds ? inner : fixedAbove;
          const native = inNative || NATIVE_TAGS.has(tag) && (tag !== "A" || el.hasAttribute("href"));
          // A lower bound for the top of every child in this element's flow (see topAbove).
          // Not into a drawing: an SVG's shapes go wherever its coordinates put them.
          let childTop = -Infinity;
          if (!turned && el.namespaceURI !== SVG_NS) {
            if (v.stacks && !sr) childTop = r ? Math.max(top, r.top) : top;
            else if ((v.flows && !v.atomic) || v.row) childTop = top; // (a row's cells start at its top)
          }
          // Its first children, drawn above the viewport as the last walk found: not visited (a
          // long table or feed scrolled down; see verdicts.head).
          let first = null;
          if (flowAt[index]) {
            const h = verdicts.head(el, dirty);
            if (h && (r || el.getBoundingClientRect()).top + h.extent <= vy0) {
              first = h.first;
              kidsAt[index] = h.upto;
              headUsed.set(index, h);
            }
            headRun[index] = 1;
            headBottom[index] = -Infinity;
          }
          // Light children first (pushed last to first), then the shadow root's (see pushRoot).
          pushRoot(el, sr, [v.cursor, hideBelow, native, dirty, index, inner, innerFixed, turned, childTop]);
          for (let c = el.lastElementChild; c; c = c.previousElementSibling) {
            // (A shadow host's child is drawn in its slot, and inherits the slot's cursor: a
            // checkbox's slotted text shows its label's pointer.)
            const slot = sr && c.assignedSlot;
            stack.push([c, slot ? getComputedStyle(slot).cursor : v.cursor, hideBelow, native, dirty, index, inner, innerFixed, turned, childTop]);
            if (c === first) break;
          }
          if (parent && eligible && !inNative) verdicts.quietAsk(v);
        }
        continue;
      }
      pushRoot(el, rootOf(el), ["auto", true, inNative, 0, index, null, null, true, -Infinity]);
      for (let c = el.lastElementChild; c; c = c.previousElementSibling) stack.push([c, "auto", true, inNative, 0, index, null, null, true, -Infinity]);
    }
    // Which subtrees held nothing that needs a look: the next walk skips them while nothing inside
    // them changes (a finished walk only; a cut one did not see everything). Told in finish(), once
    // the listener probe has answered: a subtree whose elements were only waiting to be asked, and
    // all turned out silent, is quiet from the next look on (a new page's, or one whose listener
    // verdicts expired, costs one full walk, not two).
    let quietLater = null;
    if (!cut && viewClip) {
      quietLater = { needs, busy, upAt, askOnly, at: walkStart };
      const headFrom = new Map(Array.from(headUsed, ([i, h]) => [i, h.upto]));
      settleSubtrees(walk, upAt, verdictAt, descendedAt, dirtyAt, skippedSlack, offscreen, ordAt, tailCut, headFrom);
      settleHeads();
    }
    // The children each stacking parent had drawn above the viewport, from its first on, are its
    // head for the next walk (counted from the head this walk skipped, if any).
    function settleHeads() {
      for (let p = 0; p < walk.length; p++) {
        if (headRun[p] === undefined) continue;
        const end = headRun[p] === 0 ? headEnd[p] : kidsAt[p];
        const used = headUsed.get(p);
        if (end < MIN_HEAD) continue;
        const top = walk[p].getBoundingClientRect().top;
        const extent = Math.max(used ? used.extent : -Infinity, headBottom[p] - top);
        verdicts.settleHead(walk[p], end, extent);
      }
    }
    // Is walk index j in view? Read on demand for the few elements finish() asks about.
    const inView = (j) => {
      if (seen[j] === undefined) {
        const r = walk[j].getBoundingClientRect();
        seen[j] = viewClip && r.width > 0 && r.height > 0 && r.right > vx0 && r.left < vx1 && r.bottom > vy0 && r.top < vy1 ? 1 : 0;
      }
      return seen[j] === 1;
    };
    state.closedAsk = hosts;
    state.internals = null; // told again for this walk (hearInternals)
    state.internalsAsk = internalsAsk.filter((i) => seen[i] !== 0 && inView(i)).slice(0, MAX_INTERNALS_ASKED).map((i) => walk[i]);
    // The children each parent had walked when some were skipped, as [index, from, to] (to: -1
    // for all that follow), for the listener probe and the on-screen text to walk the same ones.
    const windows = new Map();
    for (const [i, h] of headUsed) windows.set(i, [i, h.upto, -1]);
    for (const [i, k] of tails) windows.set(i, [i, windows.has(i) ? windows.get(i)[1] : 0, k]);
    const kids = Array.from(windows.values());
    const kidsOf = new Map(kids.map(([i, from, to]) => [walk[i], [from, to]]));
    state.walk = { walk, info, seen, inView, mapped, known, verdictAt, clipAt, probe, closedProbe, pruned, kids, kidsOf, zeroBoxes, softHidden, kept, offscreen, belowEls, viewClip, t0, cut, count, budget, sig, quietLater };
    // Nothing to ask about listeners (the usual case once verdicts are kept): finish in this call
    // rather than in a second round trip.
    if (!probe.length && !closedProbe.length && !state.internalsAsk.length && opts.finish) {
      if (due()) await giveWay();
      return { token: state.docToken, probe, hosts: hosts.length, finished: await finish(opts.finish) };
    }
    return {
      token: state.docToken,
      probe,
      closed_probe: closedProbe.length,
      internals: state.internalsAsk.length,
      hosts: hosts.length,
      pruned,
      kids,
      skip_tags: Array.from(SKIP_TAGS),
      walked: count,
      cut,
      ms: performance.now() - t0,
    };
  }

  // --- shapes of a chart ----------------------------------------------------------------------
  // A chart's bars, cells and slices are drawings with no name of their own; what tells them
  // apart to a reader is the axis labels lined up with them and the legend swatch of their colour:
  // "North, Online", "Mon, 9h", "Search 45%". An axis is a run of two or more texts of the
  // drawing on one line (across: a column axis, read by x) or aligned down it (a row axis, by y),
  // each the centre of a band as wide as the gap between them. It names the shapes beside it only
  // when each of them lies within one band (a category axis); a value axis (0, 10, 20) has bars
  // reaching across its bands, and names none.
  const CHART_SHAPES = new Set(["rect", "circle", "ellipse", "path", "polygon", "polyline", "g", "use"]);
  const SWATCH_MAX = 24;
  function chartNames(kept) {
    const bySvg = new Map();
    for (const k of kept) {
      const el = k.el;
      if (k.m.label || el.namespaceURI !== SVG_NS || !CHART_SHAPES.has(el.localName) || !el.ownerSVGElement) continue;
      const svg = el.ownerSVGElement;
      if (!bySvg.has(svg)) bySvg.set(svg, []);
      bySvg.get(svg).push(k);
    }
    for (const [svg, shapes] of bySvg) {
      const boxes = new Map(shapes.map((k) => [k, k.el.getBoundingClientRect()]));
      const swatchOf = (t) => Array.prototype.some.call(t.parentNode ? t.parentNode.children : [], (s) => s !== t && s.localName !== "text" && small(s.getBoundingClientRect()));
      const texts = [];
      for (const t of svg.querySelectorAll("text")) {
        const word = cleanText(t.textContent || "", 40);
        const r = t.getBoundingClientRect();
        if (!word || r.width === 0 || swatchOf(t)) continue;
        texts.push({ word, r, cx: (r.left + r.right) / 2, cy: (r.top + r.bottom) / 2 });
      }
      const axes = [];
      const runsBy = (across, key) => {
        // (Texts within 2 px of the run's first one, in the order of `key`, are on its line.)
        const runs = [];
        for (const t of texts.slice().sort((a, b) => key(a) - key(b))) {
          const run = runs[runs.length - 1];
          if (run && key(t) - key(run[0]) <= 2) run.push(t);
          else runs.push([t]);
        }
        for (const run of runs) {
          if (run.length < 2) continue;
          const at = across ? (t) => t.cx : (t) => t.cy;
          run.sort((a, b) => at(a) - at(b));
          let gap = Infinity;
          for (let n = 1; n < run.length; n++) gap = Math.min(gap, at(run[n]) - at(run[n - 1]));
          // (Its line: the band across the drawing its texts take up.)
          const line = across ? [run[0].r.top, run[0].r.bottom] : [Math.min(...run.map((t) => t.r.left)), Math.max(...run.map((t) => t.r.right))];
          if (gap >= 8) axes.push({ across, run, gap, at, line });
        }
      };
      runsBy(true, (t) => t.cy);
      runsBy(false, (t) => t.r.right);
      runsBy(false, (t) => t.r.left);
      // Where a shape stands against an axis: off its line (beside it), and the band it lies in.
      const bandOf = (axis, b) => {
        const [lo, hi] = axis.across ? [b.left, b.right] : [b.top, b.bottom];
        const [from, to] = axis.line;
        const [near, far] = axis.across ? [b.top, b.bottom] : [b.left, b.right];
        if (far > from && near < to) return undefined; // on the axis's line: not beside it
        const mid = (lo + hi) / 2;
        const first = axis.at(axis.run[0]), last = axis.at(axis.run[axis.run.length - 1]);
        if (mid < first - axis.gap / 2 || mid > last + axis.gap / 2) return undefined;
        let tick = axis.run[0];
        for (const t of axis.run) if (Math.abs(axis.at(t) - mid) < Math.abs(axis.at(tick) - mid)) tick = t;
        const c = axis.at(tick);
        const inside = Math.min(hi, c + axis.gap / 2) - Math.max(lo, c - axis.gap / 2);
        return { tick, fits: inside >= 0.75 * (hi - lo), away: far <= from ? from - far : near - to };
      };
      const named = new Map(); // shape -> [row label, column label]
      for (const axis of axes) {
        const places = shapes.map((k) => [k, bandOf(axis, boxes.get(k))]).filter(([, p]) => p);
        if (!places.length || places.filter(([, p]) => !p.fits).length > places.length / 5) continue;
        // (A band holds one category: a few series side by side at most, not a week of daily bars
        // under a label every seventh day.)
        const across = new Map(); // tick -> where along the axis its shapes are
        for (const [k, p] of places) {
          const b = boxes.get(k);
          if (!across.has(p.tick)) across.set(p.tick, new Set());
          across.get(p.tick).add(Math.round(axis.across ? (b.left + b.right) / 2 : (b.top + b.bottom) / 2));
        }
        if (Math.max(...Array.from(across.values(), (at) => at.size)) > 4) continue;
        // (Numbers along an axis are a scale unless the shapes fill their bands: a line chart's
        // points fit a band of its value axis, and are no value of it.)
        const extent = (b) => (axis.across ? b.right - b.left : b.bottom - b.top);
        if (axis.run.every((t) => /^[-+−]?[\d.,\s]+[%kKmM]?$/u.test(t.word)) && places.some(([k]) => extent(boxes.get(k)) < 0.4 * axis.gap)) continue;
        for (const [k, p] of places) {
          if (!p.fits) continue;
          const parts = named.get(k) || [null, null];
          const slot = axis.across ? 1 : 0;
          if (!parts[slot] || p.away < parts[slot].away) parts[slot] = { word: p.tick.word, away: p.away };
          named.set(k, parts);
        }
      }
      const legend = legendOf(svg, new Set(shapes.map((k) => k.el)));
      let labels = null;
      for (const k of shapes) {
        const parts = (named.get(k) || []).filter(Boolean).map((p) => p.word);
        const fill = k.el.localName === "g" || k.el.localName === "use" ? "" : getComputedStyle(k.el).fill;
        const series = legend.get(fill);
        if (series && !parts.includes(series)) parts.push(series);
        if (!parts.length) {
          // A label drawn on the middle of the shape (a map's region names, laid over it and
          // letting clicks through) names it.
          labels = labels || labelsOver(svg, texts);
          const b = boxes.get(k);
          const on = labels.filter(({ r }) => r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom &&
            Math.abs((r.left + r.right - b.left - b.right) / 2) <= b.width / 4 && Math.abs((r.top + r.bottom - b.top - b.bottom) / 2) <= b.height / 4);
          if (on.length === 1) parts.push(on[0].word);
        }
        if (!parts.length) continue;
        k.m.label = parts.join(", ");
        k.m.label_source = "chart";
      }
    }
  }

  // --- shapes of a drawing --------------------------------------------------------------------
  // A circle, a square or a triangle that is a target of its own, with no text or title (a
  // drawing's shapes, a game's pieces), is told apart by what a reader sees: its colour and its
  // kind, "blue triangle". Counting it among same-tagged siblings ("1 of 2") gave a red and a
  // blue circle the places a triangle had too, two marks of one name. (Not a path: its kind is
  // not in its tag; nor a shape a chart's axis named, see chartNames.)
  const SHAPE_TAGS = new Set(["circle", "ellipse", "rect", "polygon", "line"]);
  // A line in a list saying that nothing matched: "No results found", "No matches for 'x'".
  // (The whole line: not a suggestion that starts so, "no matches found: zsh glob", nor a choice,
  // "No data — calls only", nor one that offers to create what was typed.)
  const NOTHING_FOUND = /^(no\s+(results?|matches|options|suggestions|items|data)(\s+(found|available))?|nothing\s+(found|to show))(\s+for\s+[^—:]{1,40})?[.!]?$/i;
  const SVG_PIECES = new Set(["circle", "ellipse", "rect", "polygon", "path", "text"]);
  // A computed colour's red, green, blue (0-255) and alpha (0-1), or null.
  function rgbOf(css) {
    const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?/.exec(css || "");
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : parseFloat(m[4])] : null;
  }
  // The colour's everyday name, by hue, or by lightness when it has little.
  function colourWord(css) {
    const rgba = rgbOf(css);
    if (!rgba || rgba[3] === 0) return "";
    const [r, g, b] = rgba.slice(0, 3).map((v) => v / 255);
    const max = Math.max(r, g, b), min = Math.min(r, g, b);
    const l = (max + min) / 2;
    const sat = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
    if (sat < 0.15 || max - min < 0.08) return l < 0.15 ? "black" : l > 0.9 ? "white" : "grey";
    let h = max === r ? ((g - b) / (max - min)) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
    h = (h * 60 + 360) % 360;
    let word = h < 15 || h >= 335 ? (l > 0.75 ? "pink" : "red") : h < 40 ? (l < 0.35 ? "brown" : "orange") : h < 70 ? "yellow" :
      h < 160 ? "green" : h < 200 ? "cyan" : h < 255 ? "blue" : h < 285 ? "purple" : l < 0.35 ? "purple" : "magenta";
    if (l < 0.2 && word !== "brown" && word !== "purple") word = "dark " + word;
    else if (l > 0.8 && word !== "pink") word = "light " + word;
    return word;
  }
  // The colour keyword the drawing gives a shape itself (fill="aqua"), when that is the colour
  // it is drawn in: the page's own word for it.
  let colourProbe = null;
  function ownColourWord(el, computed) {
    const own = (el.getAttribute("fill") || "").trim().toLowerCase();
    if (!/^[a-z]{3,20}$/.test(own) || /^(none|transparent|currentcolor|inherit|initial|unset)$/.test(own)) return "";
    if (!colourProbe) colourProbe = document.createElement("canvas").getContext("2d");
    if (!colourProbe) return "";
    colourProbe.fillStyle = "#010203";
    colourProbe.fillStyle = own;
    const hex = colourProbe.fillStyle;
    const rgba = rgbOf(computed);
    if (!rgba || !/^#[0-9a-f]{6}$/.test(hex) || hex === "#010203") return "";
    const rgb = "#" + rgba.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
    return rgb === hex ? own : "";
  }
  function shapeKind(el) {
    const len = (a) => (a && a.baseVal ? a.baseVal.value : 0);
    const near = (a, b) => Math.abs(a - b) <= 0.08 * Math.max(a, b);
    switch (el.localName) {
      case "circle": return "circle";
      case "ellipse": return near(len(el.rx), len(el.ry)) ? "circle" : "ellipse";
      case "rect": return near(len(el.width), len(el.height)) ? "square" : "rectangle";
      case "line": return "line";
      case "polygon": {
        const pts = Array.from(el.points || []);
        const n = pts.length;
        if (n === 3) return "triangle";
        if (n === 4) {
          const xs = new Set(pts.map((p) => Math.round(p.x))), ys = new Set(pts.map((p) => Math.round(p.y)));
          if (xs.size === 2 && ys.size === 2) {
            const [x0, x1] = [...xs], [y0, y1] = [...ys];
            return near(Math.abs(x1 - x0), Math.abs(y1 - y0)) ? "square" : "rectangle";
          }
          const side = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
          const sides = pts.map((p, k) => side(p, pts[(k + 1) % 4]));
          return sides.every((d) => near(d, sides[0])) ? "diamond" : "quadrilateral";
        }
        if (n === 10) {
          // Points alternately far from and near its middle: a five-pointed star.
          const cx = pts.reduce((a, p) => a + p.x, 0) / n, cy = pts.reduce((a, p) => a + p.y, 0) / n;
          const d = pts.map((p) => Math.hypot(p.x - cx, p.y - cy));
          if (d.every((v, k) => (k % 2 ? v < 0.8 * d[(k + 1) % n] : v > 1.25 * d[(k + 1) % n]))) return "star";
        }
        return { 5: "pentagon", 6: "hexagon", 8: "octagon" }[n] || "polygon";
      }
      default: return "";
    }
  }
  function shapeNames(kept) {
    const named = [];
    const kindOf = new Map(); // named mark -> its kind
    for (const k of kept) {
      const el = k.el;
      if (k.m.label || el.namespaceURI !== SVG_NS || !SHAPE_TAGS.has(el.localName) || !el.ownerSVGElement) continue;
      // (Not the one shape of its drawing: an icon, a star of a rating drawn one per svg.)
      if (el.ownerSVGElement.querySelectorAll("circle, ellipse, rect, polygon, polyline, line, path").length < 2) continue;
      const kind = shapeKind(el);
      if (!kind) continue;
      const style = getComputedStyle(el);
      // (One drawn by its outline alone, no fill, says so: "red circle outline". One drawn by
      // neither, an overlay that catches the mouse, has no look to be named by.)
      const fill = kind === "line" ? "" : ownColourWord(el, style.fill) || colourWord(style.fill);
      const stroke = style.stroke !== "none" && parseFloat(style.strokeWidth) > 0 ? colourWord(style.stroke) : "";
      // (A gradient or pattern fill has no one colour: its kind alone.)
      const painted = kind !== "line" && /^url\(/.test(style.fill);
      if (!fill && !stroke && !painted) continue;
      const outline = !fill && !painted && kind !== "line" ? stroke : "";
      const colour = painted ? "" : fill || stroke;
      k.m.label = `${colour ? colour + " " : ""}${kind}${outline ? " outline" : ""}`;
      k.m.label_source = "shape";
      kindOf.set(k, kind);
      named.push(k);
    }
    // Per drawing and kind, in page order: when two say the same, each says its place among its
    // kind ("yellow star 2 of 5", "grey star 4 of 5": a rating's stars keep their order).
    for (const shapes of groupBy(named, (k) => k.el.ownerSVGElement).values()) {
      // (Three or more that all look the same, a chart's bars, are told apart by their places
      // alone, as before: "4 of 28", not "blue rectangle 4 of 28".)
      if (shapes.length >= 3 && shapes.every((k) => k.m.label === shapes[0].m.label)) {
        for (const k of shapes) { k.m.label = ""; delete k.m.label_source; }
        continue;
      }
      // Alike ones of clearly different sizes say which: "large cyan circle", "small cyan circle".
      for (const group of groupBy(shapes, (k) => k.m.label).values()) {
        if (group.length < 2) continue;
        const areas = group.map((k) => { const r = k.el.getBoundingClientRect(); return r.width * r.height; });
        const [least, most] = [Math.min(...areas), Math.max(...areas)];
        if (!(least > 0) || most < 2 * least) continue;
        const middle = Math.sqrt(least * most);
        group.forEach((k, n) => { k.m.label = `${areas[n] >= middle ? "large" : "small"} ${k.m.label}`; });
      }
      for (const group of groupBy(shapes, (k) => kindOf.get(k)).values()) {
        const names = group.map((k) => k.m.label);
        if (new Set(names).size === names.length) continue;
        group.forEach((k, n) => { k.m.label = `${k.m.label} ${n + 1} of ${group.length}`; });
      }
    }
  }
  // A nameless checkbox in a column's header over a column of checkboxes selects them all: it is
  // "Select all", in its header row (not named by the rows under it, nor by a header beside it).
  function selectAllNames(kept) {
    for (const { el, m } of kept) {
      if (m.label || m.role !== "checkbox") continue;
      const header = el.closest("th, [role=columnheader]");
      const row = header && header.parentElement;
      const table = row && row.closest("table, [role=grid], [role=treegrid], [role=table]");
      if (!table) continue;
      const at = Array.prototype.indexOf.call(row.children, header);
      let ticks = 0;
      for (const r of table.querySelectorAll("tr, [role=row]")) {
        if (r === row || r.closest("thead")) continue;
        const cell = r.children[at];
        if (cell && cell.querySelector("input[type=checkbox], [role=checkbox]") && ++ticks >= 2) break;
      }
      if (ticks < 2) continue;
      m.label = "Select all";
      // (In its header row: which table's rows, when there are two.)
      const heads = cleanText(naming.visibleText(row, 60), 60);
      if (heads) m.context = heads;
    }
  }
  // A chart's block: the nearest box around the drawing that holds other boxes too (a legend
  // list beside the svg, a map's pane of labels), while it stays small (null past that).
  function chartBlock(svg) {
    let block = svg.parentElement;
    while (block && block.parentElement && block.parentElement !== document.body && block.children.length < 2) block = block.parentElement;
    return block && block !== document.body && block.getElementsByTagName("*").length <= 400 ? block : null;
  }
  // Texts that may label a drawing's shapes from on top: the drawing's own, and boxes of text laid
  // over it in its block that let clicks through to it.
  function labelsOver(svg, texts) {
    const found = texts.slice();
    const block = chartBlock(svg);
    if (!block) return found;
    for (const el of block.getElementsByTagName("*")) {
      if (el.namespaceURI === SVG_NS || el.childElementCount || getComputedStyle(el).pointerEvents !== "none") continue;
      const word = cleanText(el.textContent || "", 40);
      const r = el.getBoundingClientRect();
      if (word && r.width) found.push({ word, r });
    }
    return found;
  }
  const small = (r) => r.width >= 3 && r.height >= 3 && r.width <= SWATCH_MAX && r.height <= SWATCH_MAX;
  // A chart's legend: colour -> the text beside the one swatch of that colour (a small shape of
  // the drawing, or a small box of the chart's own block around it); colours two swatches share
  // with different texts tell nothing.
  function legendOf(svg, shapes) {
    const legend = new Map();
    const add = (colour, text) => {
      const word = cleanText(text || "", 40);
      if (!word || !colour || colour === "none" || /^rgba\(.*, 0\)$/.test(colour)) return;
      legend.set(colour, legend.has(colour) && legend.get(colour) !== word ? null : word);
    };
    for (const s of svg.querySelectorAll("rect, circle, path, polygon, ellipse")) {
      if (shapes.has(s) || !small(s.getBoundingClientRect())) continue;
      const host = s.parentNode;
      const text = host && host.childElementCount <= 3 ? host.textContent : "";
      add(getComputedStyle(s).fill, text || (s.nextElementSibling && s.nextElementSibling.localName === "text" ? s.nextElementSibling.textContent : ""));
    }
    const block = chartBlock(svg);
    if (block) {
      for (const s of block.getElementsByTagName("*")) {
        if (s.namespaceURI === SVG_NS || s.childElementCount || (s.textContent || "").trim() || !small(s.getBoundingClientRect())) continue;
        add(getComputedStyle(s).backgroundColor, s.parentElement && s.parentElement.childElementCount <= 3 ? s.parentElement.textContent : "");
      }
    }
    for (const [colour, word] of legend) if (!word) legend.delete(colour);
    return legend;
  }

  // --- finish --------------------------------------------------------------------------------
  // The list of alike items a box opens, laid over the page inside it (a child, or a child's
  // child): a select or a menu drawn with boxes. Not a box that says what it is (a role).
  function drawnPopupOf(el) {
    if (el.hasAttribute("role") || el.childElementCount > 8) return null;
    // (Two items are a list here: a list in a select is not text, and it is the box's only one.)
    const list = (n) => {
      const first = n.firstElementChild;
      if (!first || n.childElementCount < 2 || first.tagName === "INPUT" || SKIP_TAGS.has(first.tagName)) return false;
      return Array.from(n.children).every((k) => k.tagName === first.tagName && k.textContent.trim() &&
        (first.classList.length ? k.classList.contains(first.classList[0]) : !k.classList.length));
    };
    // (A list laid over the page, as a popup is: not a calendar's days or a carousel's slides in
    // the box's own flow.)
    // (Nor one hidden from users' tools: a code editor's gutter of line numbers.)
    // (And, drawn, below the box, as a list drops down: not a card's badges in a corner of it.)
    // (Nor a row's tools a :hover rule shows: hovering brings them out, no click opens them.)
    const over = (n) => oc.laidOver(n) && !n.closest("[aria-hidden=true]") && !verdicts.hoverShows(n) && !verdicts.revealedUnder(n, el) &&
      (!n.checkVisibility() || n.getBoundingClientRect().top >= el.getBoundingClientRect().bottom - 2);
    // (Cheapest tests first: this runs for every candidate with a few children.)
    let pop = null;
    for (const c of el.children) {
      if (over(c) && (list(c) || alikeItems(c))) pop = c;
      else if (c.childElementCount === 1 && (over(c) || over(c.firstElementChild)) && (list(c.firstElementChild) || alikeItems(c.firstElementChild))) pop = c;
      if (pop) break;
    }
    // (Nor a field's frame: a code editor's box around its lines.)
    return pop && !el.querySelector("textarea, input:not([type=hidden]), [contenteditable]") ? pop : null;
  }
  // "+" or "-" when `el`, a small box with no text, draws that sign with bars of its own: one
  // thin and wide across its middle, and, for a plus, one thin and tall crossing it; else "".
  // The sign a small svg draws with straight strokes alone, the only picture of a wordless box:
  // "+" (a level and an upright stroke crossing at their middles) or "−" (a level one), or "".
  // (Or a cross, "×": two slanted strokes of a size that cross at their middles, a chip's remove
  // drawing. The drawing may be the element itself.)
  function strokedSign(el) {
    if (el.textContent.trim()) return "";
    const svgs = el.localName === "svg" ? [el] : el.querySelectorAll("svg");
    if (svgs.length !== 1) return "";
    const segs = [];
    for (const shape of svgs[0].querySelectorAll("path, line, polyline, rect, circle, ellipse, polygon")) {
      if (shape.localName === "line") {
        segs.push([+shape.getAttribute("x1") || 0, +shape.getAttribute("y1") || 0, +shape.getAttribute("x2") || 0, +shape.getAttribute("y2") || 0]);
        continue;
      }
      if (shape.localName !== "path") return "";
      // (Moves and straight lines only: M, L, H, V, in either case.)
      const tokens = (shape.getAttribute("d") || "").match(/[a-zA-Z]|-?\d*\.?\d+/g) || [];
      let x = 0, y = 0, cmd = "";
      for (let k = 0; k < tokens.length;) {
        if (/[a-zA-Z]/.test(tokens[k])) cmd = tokens[k++];
        const num = () => parseFloat(tokens[k++]);
        if (cmd === "M" || cmd === "m") { const [a, b] = [num(), num()]; [x, y] = cmd === "M" ? [a, b] : [x + a, y + b]; cmd = cmd === "M" ? "L" : "l"; }
        else if (cmd === "L" || cmd === "l") { const [a, b] = [num(), num()]; const [nx, ny] = cmd === "L" ? [a, b] : [x + a, y + b]; segs.push([x, y, nx, ny]); [x, y] = [nx, ny]; }
        else if (cmd === "H" || cmd === "h") { const a = num(); const nx = cmd === "H" ? a : x + a; segs.push([x, y, nx, y]); x = nx; }
        else if (cmd === "V" || cmd === "v") { const a = num(); const ny = cmd === "V" ? a : y + a; segs.push([x, y, x, ny]); y = ny; }
        else return "";
        if (segs.length > 2 || Number.isNaN(x) || Number.isNaN(y)) return "";
      }
    }
    const level = (s) => Math.abs(s[1] - s[3]) < 0.01 && Math.abs(s[0] - s[2]) > 0;
    const upright = (s) => Math.abs(s[0] - s[2]) < 0.01 && Math.abs(s[1] - s[3]) > 0;
    if (segs.length === 1 && level(segs[0])) return "\u2212";
    if (segs.length !== 2) return "";
    const [p, q] = segs;
    const mid = (t) => [(t[0] + t[2]) / 2, (t[1] + t[3]) / 2];
    const slant = (t) => { const dx = t[2] - t[0], dy = t[3] - t[1]; return Math.abs(Math.abs(dx) - Math.abs(dy)) <= 0.25 * Math.max(Math.abs(dx), Math.abs(dy)) && dx !== 0 ? Math.sign(dx * dy) : 0; };
    if (slant(p) && slant(q) && slant(p) !== slant(q)) {
      const [m1, m2] = [mid(p), mid(q)], len = Math.hypot(p[2] - p[0], p[3] - p[1]);
      if (Math.hypot(m1[0] - m2[0], m1[1] - m2[1]) <= len / 6 && Math.abs(len - Math.hypot(q[2] - q[0], q[3] - q[1])) <= len / 4) return "\u00d7";
    }
    const across = segs.find(level), down = segs.find(upright);
    if (!across || !down) return "";
    const [ax, ay] = [(across[0] + across[2]) / 2, across[1]], [dx, dy] = [down[0], (down[1] + down[3]) / 2];
    const size = Math.max(Math.abs(across[0] - across[2]), Math.abs(down[1] - down[3]));
    return Math.abs(ax - dx) <= size / 6 && Math.abs(ay - dy) <= size / 6 ? "+" : "";
  }
  // Does the one small drawing `el` shows (no words) draw a cross as a filled shape, the outline
  // of an "x" with curved corners that strokedSign cannot read as two strokes? Sampled on a grid of
  // the drawing's box: both diagonals drawn nearly all along, the middles of its four sides (away
  // from both diagonals) left empty.
  function filledCross(el) {
    if (el.textContent.trim()) return false;
    const svgs = el.localName === "svg" ? [el] : el.querySelectorAll("svg");
    if (svgs.length !== 1 || el.querySelector("img")) return false;
    const shapes = Array.from(svgs[0].querySelectorAll("path, polygon, polyline, line, rect, circle, ellipse, use, image, text"));
    if (!shapes.length || shapes.length > 2 || shapes.some((n) => !/^(path|polygon)$/.test(n.localName))) return false;
    const r = svgs[0].getBoundingClientRect();
    if (r.width < 6 || r.height < 6 || r.width > 32 || r.height > 32) return false;
    let box;
    try {
      const boxes = shapes.map((n) => n.getBBox());
      const x0 = Math.min(...boxes.map((b) => b.x)), y0 = Math.min(...boxes.map((b) => b.y));
      box = [x0, y0, Math.max(...boxes.map((b) => b.x + b.width)) - x0, Math.max(...boxes.map((b) => b.y + b.height)) - y0];
    } catch (e) { return false; }
    if (!(box[2] > 0 && box[3] > 0) || Math.abs(box[2] - box[3]) > 0.25 * Math.max(box[2], box[3])) return false;
    const N = 9;
    const on = (row, col) => { const pt = { x: box[0] + ((col + 0.5) / N) * box[2], y: box[1] + ((row + 0.5) / N) * box[3] }; return shapes.some((n) => n.isPointInFill(pt)); };
    let diag = 0, anti = 0, off = 0;
    for (let k = 0; k < N; k++) { diag += on(k, k); anti += on(k, N - 1 - k); }
    for (let row = 0; row < N; row++) for (let col = 0; col < N; col++) {
      if (Math.abs(row - col) >= 3 && Math.abs(row + col - (N - 1)) >= 3) off += on(row, col);
    }
    return diag >= N - 2 && anti >= N - 2 && off <= 1;
  }
  const drawsCross = (el) => strokedSign(el) === "\u00d7" || filledCross(el);
  function drawnBarSign(el, r) {
    if (r.width > 28 || r.height > 28 || el.textContent.trim() || el.childElementCount < 1 || el.childElementCount > 2) return "";
    let across = null, down = null;
    for (const k of el.children) {
      if (k.firstElementChild) return "";
      const b = k.getBoundingClientRect();
      if (b.height > 0 && b.height <= 2.5 && b.width >= 5) across = b;
      else if (b.width > 0 && b.width <= 2.5 && b.height >= 5) down = b;
      else return "";
    }
    if (!across) return "";
    const mid = (b) => [(b.left + b.right) / 2, (b.top + b.bottom) / 2];
    const [ax, ay] = mid(across), [cx, cy] = mid(r);
    if (Math.abs(ax - cx) > 3 || Math.abs(ay - cy) > 3) return "";
    if (!down) return el.childElementCount === 1 ? "-" : "";
    const [dx, dy] = mid(down);
    return Math.abs(dx - ax) <= 2 && Math.abs(dy - ay) <= 2 ? "+" : "";
  }
  // A focused text field with a list laid over the page just below it, of alike items one of
  // which says the field's value (a grid's list editor, Tabulator's; an autocomplete with no
  // ARIA): a combobox, open, whose list's items are its options, the one it holds selected.
  // A focused picker that says it is closed, with no aria-expanded to say otherwise, while a box
  // of its choices (two marks or more, three boxes up at most) lies over the page just below it,
  // is open: a read-only date field's calendar.
  function pickerOpenBelow(kept) {
    const picker = kept.find((k) => k.m.focused && k.el.tagName === "INPUT" && k.m.role === "combobox" && k.m.expanded === false && !k.el.hasAttribute("aria-expanded"));
    if (!picker) return;
    const pr = picker.el.getBoundingClientRect();
    const boxes = new Map();
    for (const k of kept) {
      if (k === picker) continue;
      for (let p = k.el.parentElement, up = 0; p && up < 3 && p !== document.body; p = p.parentElement, up++) boxes.set(p, (boxes.get(p) || 0) + 1);
    }
    for (const [p, n] of boxes) {
      if (n < 2 || p.contains(picker.el) || !oc.laidOver(p)) continue;
      const r = p.getBoundingClientRect();
      if (r.top >= pr.bottom - 2 && r.top <= pr.bottom + 40 && Math.min(r.right, pr.right) - Math.max(r.left, pr.left) > 0) { picker.m.expanded = true; return; }
    }
  }
  // Is `box` a grid of caption and value pairs (a record's fields): laid out in an even number of
  // columns, its cells in pairs, every caption cell words alone (no control, nothing struck out)?
  function pairsGrid(box) {
    const n = box.childElementCount;
    if (n < 4 || n > 40 || n % 2 || !getComputedStyle(box).display.endsWith("grid") || getComputedStyle(box).gridTemplateColumns.trim().split(/\s+/).length % 2) return false;
    // (Each caption once: a table laid out as a grid repeats its owners and dates.)
    const said = new Set();
    for (let i = 0; i < n; i += 2) {
      const cell = box.children[i];
      const words = cleanText(cell.textContent, 60);
      if (cell.matches(`${ITEM_CONTROLS}, [role], [tabindex]`) || cell.querySelector(`${ITEM_CONTROLS}, [role], [tabindex]`) || !/\p{L}{2}/u.test(words) ||
          said.has(words) || getComputedStyle(cell).textDecorationLine.includes("line-through")) return false;
      said.add(words);
    }
    return true;
  }
  function listUnderField(kept) {
    const f = kept.find((k) => k.m.focused && k.el.tagName === "INPUT" && (k.m.role === "textbox" || k.m.role === "searchbox"));
    const value = f ? cleanText(f.el.value || "", 80) : "";
    if (!value) return;
    const fr = f.el.getBoundingClientRect();
    const leaves = kept.filter((k) => k !== f && (k.m.role === "clickable" || k.m.role === "focusable") && !k.el.firstElementChild && k.el.parentElement);
    for (const [p, items] of groupBy(leaves, (k) => k.el.parentElement)) {
      if (items.length < 2 || p.contains(f.el) || !oc.laidOver(p)) continue;
      const r = p.getBoundingClientRect();
      if (r.top < fr.bottom - 2 || r.top > fr.bottom + 80 || Math.min(r.right, fr.right) - Math.max(r.left, fr.left) < 0.5 * Math.min(r.width, fr.width)) continue;
      const says = (k) => cleanText(k.el.textContent, 80) === value;
      if (!items.some(says)) continue;
      f.m.role = "combobox";
      f.m.expanded = true;
      for (const k of items) {
        k.m.role = "option";
        if (says(k)) k.m.selected = true;
      }
      return;
    }
  }
  // A box's own text, not its list's: "Select Country", not "Select Country France Germany".
  const drawnText = (el, popup) => cleanText(naming.visibleText(el, 80, undefined, (n) => n === popup), 80);
  // A select drawn with boxes that keeps its list just after it, not inside (shown below it in
  // the flow, or laid over the page from there): a box drawing a down arrow at its end (in a
  // style sheet's ::after or ::before, or a glyph box of its own), whose one line of text is
  // what one of the alike items of the box after it says. That list, or null.
  const DOWN_ARROW = /^[▾▼⌄▿⏷]$/u;
  // The one line a box shows, past the down arrow at its end: a select's choice.
  const shownChoice = (el) => cleanText(naming.visibleText(el, 80), 80).replace(/\s*[▾▼⌄▿⏷]$/u, "");
  // (Or a caret drawn without a glyph: a small empty ::after made of borders, a triangle
  // pointing down or a corner turned to point down; a small picture with no words at the box's
  // end that points down, an svg chevron drawn wider than tall, or an icon whose class or file
  // says so. Not a chevron pointing right, "Next ›"; not a bar at the box's side.)
  const CARET_WORDS = /(^|[^a-z])(down|caret|dropdown|expand|select)([^a-z]|$)/i;
  // (true for a glyph, "drawn" for a caret drawn otherwise, false for none.)
  function drawsDownArrow(el) {
    let drawn = false;
    for (const pseudo of ["::after", "::before"]) {
      const cs = getComputedStyle(el, pseudo);
      const content = cs.content || "";
      if (content[0] === '"' && DOWN_ARROW.test(content.slice(1, -1).trim())) return true;
      if (content === '""' && drawnCaret(cs)) drawn = "drawn";
    }
    const end = el.lastElementChild;
    if (!end) return drawn;
    if (!end.firstElementChild && DOWN_ARROW.test(end.textContent.trim())) return true;
    if (drawn) return drawn;
    const r = end.getBoundingClientRect(), box = el.getBoundingClientRect();
    if (end.textContent.trim() || !(r.width > 0 && r.width <= 20 && r.height <= 20 && box.right - r.right <= 24)) return false;
    if (end.localName === "svg") {
      try { const b = end.getBBox(); return b.width >= 1.5 * b.height && b.height > 0 ? "drawn" : false; } catch (e) { return false; }
    }
    return (end.tagName === "IMG" || end.tagName === "I" || end.tagName === "SPAN") &&
      CARET_WORDS.test([end.getAttribute("class"), end.getAttribute("src"), end.getAttribute("alt")].join(" ")) ? "drawn" : false;
  }
  function drawnCaret(cs) {
    const px = (v) => parseFloat(v) || 0;
    const drawn = (side) => px(cs[`border${side}Width`]) > 0 && !TRANSPARENT.test(cs[`border${side}Color`]);
    // (A triangle: no box, its top border drawn between two clear sides.)
    if (!px(cs.width) && !px(cs.height)) {
      return drawn("Top") && !drawn("Left") && !drawn("Right") && !drawn("Bottom") && px(cs.borderLeftWidth) > 0 && px(cs.borderRightWidth) > 0 &&
        px(cs.borderTopWidth) <= 10;
    }
    // (A chevron: a small square with two sides that meet drawn, turned so their corner points
    // down.)
    const way = naming.cornerWay(cs);
    return !!way && way[1] > 0 && way[1] > 1.5 * Math.abs(way[0]);
  }
  // The short caption right before a box, or before the box it is first in ("Size", "Sort by:"
  // before a drop-down), "" when what comes before is no caption (a heading, a control, more
  // than a few words).
  function captionJustBefore(el) {
    for (let n = el, up = 0; n && up < 2; n = n.parentElement, up++) {
      let prev = n.previousSibling;
      while (prev && prev.nodeType === 3 && !prev.nodeValue.trim()) prev = prev.previousSibling;
      if (!prev) continue;
      if (prev.nodeType === 1 && (prev.matches(naming.HEADINGS) || prev.matches(CONTROL_LIKE) || prev.querySelector(CONTROL_LIKE))) return "";
      // (One line: a panel before it, an accordion's open answer, is no caption.)
      if (prev.nodeType === 1 && prev.getBoundingClientRect().height > 40) return "";
      const t = cleanText(prev.nodeType === 1 ? naming.visibleText(prev, 60) : prev.textContent || "", 60).replace(/\s*[:：]$/, "");
      return t && t.length <= 40 && /\p{L}/u.test(t) ? t : "";
    }
    return "";
  }
  // Does `el` show letters or digits outside the elements `inner` (its own words, not its controls')?
  function wordsOutside(el, inner) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(), k = 0; n && k < 200; n = walker.nextNode(), k++) {
      if (/[\p{L}\p{N}]/u.test(n.nodeValue) && !inner.some((i) => i.contains(n)) && n.parentElement.checkVisibility()) return true;
    }
    return false;
  }
  const CONTROL_LIKE = "a[href], button, input, select, textarea, [role=button], [role=link], [role=combobox], [tabindex]";
  // The heading drawn right above a box (the element just before it, or before the wrapper it is
  // alone in), or a caption that says it is one (a <label>, a <legend>, words ending in a colon),
  // or "". (Not any line of words: a status line, "3 new messages", a date over a chat, a
  // table's header row over its scrolling body say nothing of what the box is.)
  function captionOver(el) {
    let n = el;
    if (!n.previousElementSibling && n.parentElement && n.parentElement.childElementCount === 1) n = n.parentElement;
    const prev = n.previousElementSibling;
    if (!prev || prev.matches(CONTROL_LIKE) || prev.querySelector(CONTROL_LIKE)) return "";
    const [a, b] = [prev.getBoundingClientRect(), el.getBoundingClientRect()];
    if (a.height <= 0 || a.height > 40 || b.top - a.bottom > 24 || b.top - a.bottom < -2) return "";
    const t = cleanText(naming.visibleText(prev, 60), 60);
    const says = prev.matches(naming.HEADINGS) || prev.tagName === "LABEL" || prev.tagName === "LEGEND" || /[:：]$/.test(t);
    const name = t.replace(/\s*[:：]$/, "");
    return says && name.length <= 50 && /\p{L}/u.test(name) ? name : "";
  }

  let afterChoice = new Map(); // (read once a look per box: every option of a list asks it)
  function listAfterChoice(el) {
    if (!afterChoice.has(el)) afterChoice.set(el, readListAfterChoice(el));
    return afterChoice.get(el);
  }
  function readListAfterChoice(el) {
    const list = el.nextElementSibling;
    if (!list || el.hasAttribute("role") || el.childElementCount > 2 || list.childElementCount < 2 || list.childElementCount > 200) return null;
    const first = list.firstElementChild;
    const alike = (k) => k.tagName === first.tagName && (first.classList.length ? k.classList.contains(first.classList[0]) : !k.classList.length) &&
      !k.firstElementChild && k.textContent.trim().length > 0 && k.textContent.trim().length <= 60;
    if (SKIP_TAGS.has(first.tagName) || !Array.prototype.every.call(list.children, alike)) return null;
    // (Not a menu of links, a site's "Blog ▾" over its pages, nor a tree's folder over its items.)
    if (list.querySelector("a[href], [role=treeitem], [role=menuitem]") || el.closest("[role=tree], [role=treeitem], nav, li")) return null;
    // (Nor one indented under it: a folder's items.)
    const lr = list.getBoundingClientRect();
    const ls = getComputedStyle(list);
    if ((lr.width > 0 && lr.left > el.getBoundingClientRect().left + 8) || parseFloat(ls.marginLeft) + parseFloat(ls.paddingLeft) > 8) return null;
    const text = shownChoice(el);
    const arrow = text && text.length <= 60 ? drawsDownArrow(el) : false;
    if (!arrow) return null;
    // (A caret drawn without a glyph is weaker: its items show the pointer too, as a list to pick
    // from does; an accordion's panel of plain lines under a chevron does not.)
    if (arrow === "drawn" && !Array.prototype.every.call(list.children, (k) => getComputedStyle(k).cursor === "pointer")) return null;
    return Array.prototype.some.call(list.children, (k) => cleanText(k.textContent, 80) === text) ? list : null;
  }
  // Does `el` hold no control while siblings of its tag do (the page bound them all alike)?
  function boundForControls(el) {
    if (el.querySelector(ITEM_CONTROLS) || !el.parentElement) return false;
    for (const s of el.parentElement.children) if (s !== el && s.tagName === el.tagName && s.querySelector(ITEM_CONTROLS)) return true;
    return false;
  }
  // Is `el` a data cell bound as every cell of its row and of a row beside it is? A table
  // component that reports each cell's clicks (Grid.js's cellClick, whether anything hears it)
  // binds them all; a cell a click does something with shows it (a pointer, a tab stop).
  const DATA_CELL_ROLES = new Set(["cell", "gridcell"]);
  const isHeader = (n) => n.tagName === "TH" || roleAttr(n) === "columnheader";
  const clickHeard = (n) => ((verdicts.heard(n) || 0) & (PRESS | CLICK)) !== 0;
  function boundLikeItsTable(el) {
    if (el.tagName !== "TD" && !DATA_CELL_ROLES.has(roleAttr(el))) return false;
    const row = el.parentElement;
    if (!row || row.childElementCount < 2) return false;
    const allHeard = (r) => !!r && r.childElementCount === row.childElementCount && Array.prototype.every.call(r.children, clickHeard);
    return allHeard(row) && (allHeard(row.previousElementSibling) || allHeard(row.nextElementSibling));
  }
  // A swipe area: a box that takes one axis's swipes itself (its touch-action leaves the browser
  // only the other) and holds more than it shows, slides beside the one in view or panels hidden
  // but one (a carousel: Swiper's, UIkit's slider and switcher). Its press listener follows a
  // drag; a click there does nothing (its arrows, dots and the links in its slides are targets).
  function swipeArea(el) {
    const pan = getComputedStyle(el).touchAction;
    if (!/^pan-[xy]( pinch-zoom)?$/.test(pan)) return false;
    // (Slides: three or more alike, in it or in a track in it, running past its edge.)
    const across = pan.startsWith("pan-y") ? el.scrollWidth > el.clientWidth + 4 : el.scrollHeight > el.clientHeight + 4;
    const slides = (track) => track.childElementCount >= 3 && Array.prototype.every.call(track.children, (c) =>
      c.tagName === track.firstElementChild.tagName && c.className === track.firstElementChild.className);
    if (across && (slides(el) || Array.prototype.some.call(el.children, slides))) return true;
    // (Panels by their role, all hidden but one.)
    let shown = 0, hidden = 0;
    for (const c of el.children) {
      if (roleAttr(c) !== "tabpanel") return false;
      if (c.hidden || !c.checkVisibility()) hidden++;
      else shown++;
    }
    return shown === 1 && hidden >= 1;
  }
  // What a chip's cross is drawn as (a glyph in an <i> or <span>, read in the walk only there).
  const CROSS_TAGS = new Set(["I", "SPAN", "DIV"]);
  // Rows whose cells the page names one by one (a calendar's weeks of days, each cell "March 12,
  // 2025"): the cells are what a click there picks, not the rows; null for other items.
  function namedCellsOf(rows) {
    const cells = [];
    for (const row of rows) {
      if ((row.tagName !== "TR" && roleAttr(row) !== "row") || row.childElementCount < 2) return null;
      for (const c of row.children) {
        if ((c.tagName !== "TD" && !DATA_CELL_ROLES.has(roleAttr(c))) || !(c.getAttribute("aria-label") || "").trim()) return null;
        cells.push(c);
      }
    }
    return cells.length ? cells : null;
  }
  // The items a listening container hands its listener to: a table's body rows, else its children;
  // the cells of rows that name their cells.
  function itemsOf(el) {
    const items = tableOrChildItems(el);
    return namedCellsOf(items) || drawnCellsOf(el) || (alikeItems(el) ? null : wrappedRun(el)) || items;
  }
  // The run of alike items in a box right inside `el` (a few children), one of which the page
  // makes a control by its role or tab stop while its siblings say nothing (Sheets' tabs: the
  // chosen "Summary" a role=button, "January" and "February" plain boxes beside it, the bar's
  // listener serving them all), or null.
  const WIDGET_ROLE_WORDS = /^(button|tab|option|menuitem|menuitemradio|menuitemcheckbox|link|radio|checkbox|switch|treeitem|gridcell)$/;
  function wrappedRun(el) {
    // (Not from a box that shows a pointer itself: a card a click anywhere opens.)
    if (el.childElementCount > 4 || getComputedStyle(el).cursor === "pointer") return null;
    for (const box of el.children) {
      if (!alikeItems(box)) continue;
      const run = tableOrChildItems(box);
      const said = run.filter((n) => WIDGET_ROLE_WORDS.test(roleAttr(n)) || n.tabIndex >= 0);
      if (said.length >= 1 && said.length < run.length) return run;
    }
    return null;
  }
  // A bar of three or more alike boxes in a row, the rest of it controls of their own, that hears
  // clicks itself (an editor's top bar: its view switches drawn as bare boxes with the arrow
  // cursor, beside its "Publish" button): the alike boxes, each a place where a click acts.
  // (Not from a box that shows a pointer itself, a card a click anywhere opens.)
  function barItems(el) {
    if (el.childElementCount < 4 || el.childElementCount > 24 || getComputedStyle(el).cursor === "pointer") return null;
    const kind = (n) => n.tagName + " " + Array.prototype.filter.call(n.classList, (t) => !stateClass(t)).join(" ");
    const groups = groupBy(Array.from(el.children), kind);
    let run = [];
    for (const [k, g] of groups) if (g.length > run.length && !k.endsWith(" ")) run = g;
    if (run.length < 3 || run.length === el.childElementCount) return null;
    const own = (n) => n.matches(ITEM_CONTROLS) || n.tabIndex >= 0 || POINTER_CURSORS.has(getComputedStyle(n).cursor);
    if (!Array.prototype.every.call(el.children, (n) => run.includes(n) || own(n))) return null;
    const first = run[0].getBoundingClientRect();
    // (Each lit up under the mouse as a control is, by a :hover rule, and named, by a few words or
    // a name the page gives its picture: not a rating's stars, a post's counts or a tag list.)
    const said = (n) => n.hasAttribute("aria-label") || n.hasAttribute("title") ||
      (/\p{L}/u.test(n.textContent) && cleanText(n.textContent, 40).split(" ").length <= 3);
    return run.every((n) => { const r = n.getBoundingClientRect(); return r.width > 0 && r.top < first.bottom && r.bottom > first.top && said(n) && !n.querySelector(ITEM_CONTROLS) && verdicts.litByHover(n); }) ? run : null;
  }
  // The cells of a sheet drawn with boxes and no roles (Airtable's grid: rows of alike boxes, their
  // cells lined up in columns, a click on one selects it), in `el` or a box right inside it; or
  // null. (Only rows with words in most cells and no controls of their own: a list of cards laid
  // out in a row each is no sheet.)
  function drawnCellsOf(el) {
    if (el.tagName === "TABLE" || el.hasAttribute("role")) return null;
    for (const box of [el, ...Array.prototype.slice.call(el.children, 0, 4)]) {
      const rows = Array.prototype.filter.call(box.children, (r) => r.childElementCount >= 3);
      if (rows.length < 2 || rows.length > 200 || rows.length < box.childElementCount - 1) continue;
      const kind = (n) => n.tagName + " " + Array.prototype.filter.call(n.classList, (t) => !stateClass(t)).join(" ");
      const last = rows[rows.length - 1];
      const body = rows.filter((r) => kind(r) === kind(last) && r.childElementCount === last.childElementCount);
      if (body.length < 2 || body.length < rows.length - 1) continue;
      const lefts = Array.prototype.map.call(last.children, (c) => Math.round(c.getBoundingClientRect().left));
      if (lefts.some((x, k) => k > 0 && x <= lefts[k - 1])) continue;
      const cells = [];
      let worded = 0, total = 0;
      for (const r of body.slice(0, 60)) {
        if (r.querySelector(ITEM_CONTROLS)) return null;
        for (let k = 0; k < r.children.length; k++) {
          const c = r.children[k];
          if (Math.abs(Math.round(c.getBoundingClientRect().left) - lefts[k]) > 2) return null;
          total++;
          if (c.textContent.trim() && naming.visibleText(c, 20).trim()) { worded++; cells.push(c); }
        }
      }
      if (worded * 2 <= total) return null;
      // (Each cell drawn in its own lines, a sheet's grid: a list of mails or files drawn in
      // columns, a click on a row opening it, draws its lines between rows only.)
      const ruled = (c) => { const cs = getComputedStyle(c); return ["Left", "Right"].some((side) => parseFloat(cs[`border${side}Width`]) > 0 && cs[`border${side}Style`] !== "none" && !/^rgba\(\d+, \d+, \d+, 0\)$|^transparent$/.test(cs[`border${side}Color`])); };
      if (!Array.prototype.every.call(last.children, (c, k) => k === last.children.length - 1 || ruled(c) || ruled(last.children[k + 1]))) return null;
      for (const c of cells) sheetCells.add(c);
      return cells;
    }
    return null;
  }
  const sheetCells = new WeakSet();
  // Where a cell of a sheet drawn with boxes is: its row's first cell, or for that first cell its
  // column's header (the row of words before the rows, cell for cell), or "".
  function sheetPlace(el) {
    const row = el.parentElement;
    if (!row) return "";
    const lead = row.firstElementChild;
    if (lead !== el) return cleanText(naming.visibleText(lead, 60), 60);
    const before = row.parentElement && (row.parentElement.firstElementChild !== row ? row.parentElement.firstElementChild : row.parentElement.previousElementSibling);
    return before && before !== row && before.childElementCount === row.childElementCount ? cleanText(naming.visibleText(before.firstElementChild, 40), 40) : "";
  }
  // The rows of a grid or table drawn with boxes and roles, seen through their row groups (Google
  // Drive's file rows in a role=rowgroup under the listening role=grid; ExtJS's, each in a table
  // of its own with no role to speak of, and that table's body), or null for other boxes.
  // (Not a heading row: its cells name the columns.)
  function ariaRowsOf(el) {
    if (!/^(grid|treegrid|table)$/.test(roleAttr(el))) return null;
    const rows = [];
    const look = (box, depth) => {
      for (const c of box.children) {
        const role = roleAttr(c);
        if (role === "row") {
          // (A head row: its cells name the columns, the rest of it empty, the actions column's.)
          if (!(c.childElementCount && Array.prototype.every.call(c.children, (cell) => cell.tagName === "TH" || (/^(columnheader|presentation|none|)$/.test(roleAttr(cell)) && (roleAttr(cell) === "columnheader" || (!cell.textContent.trim() && (roleAttr(cell) !== "" || !cell.firstElementChild))))))) rows.push(c);
        } else if (depth < 2 && (/^(rowgroup|presentation|none)$/.test(role) || (!role && c.tagName === "TBODY"))) look(c, depth + 1);
      }
    };
    look(el, 0);
    return rows.length ? rows : null;
  }
  // Does a grid drawn with boxes have rows (see ariaRowsOf) each drawn as a table of its own
  // (ExtJS's), of which none, nor any of their cells, takes the focus or holds a control?
  function gridRowsPicked(el) {
    if (el.tagName === "TABLE") return false;
    const rows = ariaRowsOf(el);
    // (Only rows each drawn as a table of its own, alone in it: a sheet's, a calendar's or a
    // picker's rows of cells are no targets, their cells are. Nor rows holding a control.)
    const ownTable = (r) => !!r.parentElement && r.parentElement.tagName === "TBODY" && r.parentElement.rows.length === 1 && /^(presentation|none)$/.test(roleAttr(r.parentElement.parentElement));
    return !!rows && rows.length >= 2 && rows.every(ownTable) && !rows.some((r) => r.hasAttribute("tabindex") || !!r.querySelector(`[tabindex], [aria-selected], ${ITEM_CONTROLS}`));
  }
  // Does a grid's first body say its rows, not its cells, are what is picked (see tableOrChildItems)?
  function unitRows(table) {
    const body = table.tBodies[0];
    const rows = body ? Array.prototype.slice.call(body.rows, 0, 3) : [];
    return rows.length > 0 && rows.every((row) => (row.hasAttribute("tabindex") || row.hasAttribute("aria-selected")) &&
      !Array.prototype.some.call(row.cells, (c) => c.hasAttribute("tabindex") || c.hasAttribute("aria-selected")));
  }
  function tableOrChildItems(el) {
    if (el.tagName !== "TABLE") {
      const rows = ariaRowsOf(el);
      if (rows) return rows;
      const children = Array.from(el.children);
      const from = alikeFrom(el);
      return from ? children.slice(children.indexOf(from)) : children;
    }
    // (A grid is gone through cell by cell, a sheet's or a calendar's: its listener is its data
    // cells', those the page calls cells or that show something, not its rows'.)
    // (Only when the cells are the units: a row headed by a header cell, a sheet's; or short alike
    // cells, a month's days. A mail list's rows of a name, a subject and a time are its units.)
    // (Unless the page says its rows are the units: rows that take the focus or say they are
    // chosen, with cells that do neither, a file list's rows with a roving tab stop.)
    if (el.matches("[role=grid], [role=treegrid]") && !unitRows(el)) {
      const cells = [];
      let headed = false, short = true;
      for (const body of el.tBodies) {
        for (const row of body.rows) {
          for (const cell of row.cells) {
            if (cell.tagName === "TH") headed = true;
            else if (roleAttr(cell) === "gridcell" || cell.textContent.trim()) {
              cells.push(cell);
              if (cell.textContent.trim().length > 12) short = false;
            }
          }
        }
      }
      if (headed || short) return cells;
    }
    // (Not a heading row: its cells name the columns.)
    const rows = [];
    for (const body of el.tBodies) {
      for (const row of body.rows) if (!Array.prototype.every.call(row.cells, (c) => c.tagName === "TH")) rows.push(row);
    }
    return rows;
  }
  // Three or more children, all of one tag and sharing a class (or all without one): a calendar's
  // days, a row of chips, the rows of a mail list drawn with divs; items, though neither the tag
  // nor a role says so ("day selected" among "day" is one of them). A box of unlike parts (a
  // card's heading, text and image) is one target.
  function alikeItems(el) {
    return alikeFrom(el) !== null;
  }
  // The first of the alike items of `el` (alikeItems), or null. (A title before them, a menu's
  // "Filter by tag" header above its items, is no item and does not stop them being items.)
  function alikeFrom(el) {
    const n = el.childElementCount;
    if (n < 3 || n > MAX_ALIKE || el.tagName === "TR" || roleAttr(el) === "row") return null; // cells are one row
    let first = el.firstElementChild;
    const kind = (c) => c.tagName + c.className;
    const itemKind = kind(el.lastElementChild);
    // (Only in a popup or a list, a menu over the page: a card's heading before its lines heads
    // one target, the card.)
    if (n > 3 && kind(first) !== itemKind && kind(first.nextElementSibling) === itemKind &&
        (el.tagName === "UL" || el.tagName === "OL" || LIST_ROLES.has(roleAttr(el)) || oc.laidOver(el))) first = first.nextElementSibling;
    if (SKIP_TAGS.has(first.tagName)) return null;
    // Not cells, and not the words of a sentence: inline children are items only when the
    // container has no text of its own between them (a pager's links, a rating's stars).
    const display = getComputedStyle(first).display;
    if (display === "contents" || display.startsWith("table")) return null;
    if (display === "inline") {
      for (let t = el.firstChild; t; t = t.nextSibling) if (t.nodeType === 3 && t.nodeValue.trim()) return null;
    }
    // (A class that only says a state is no kind: the chosen slot's "sel" among bare ones.)
    const kinds = (c) => Array.prototype.filter.call(c.classList, (t) => !stateClass(t));
    const common = new Set(kinds(first)); // the class tokens every child so far has
    const classless = common.size === 0;
    for (let c = first.nextElementSibling; c; c = c.nextElementSibling) {
      if (c.tagName !== first.tagName) return null;
      if (classless) {
        if (kinds(c).length) return null;
        continue;
      }
      for (const t of common) if (!c.classList.contains(t)) common.delete(t);
      if (!common.size) return null;
    }
    if (n <= 8 && classless && cardLines(el, first)) return null;
    return first;
  }
  // Are the children of `el` from `first` on the lines of one card: a title drawn bolder or
  // larger over lines of plain words, none holding a control or a picture, in a box that is no
  // list and not laid over the page (a job card's title, company, place and pay)? The card is
  // the one target, not each of its lines.
  function cardLines(el, first) {
    // (Drawn as a card, a frame or a fill of its own: not a list of choices, one drawn bold.)
    if (LIST_TAGS.has(el.tagName) || roleAttr(el) || oc.laidOver(el) || !naming.drawnAsBox(el)) return false;
    const face = (c) => (c.childElementCount === 1 && cleanText(c.textContent, 80) === cleanText(c.firstElementChild.textContent, 80) ? c.firstElementChild : c);
    const looks = [];
    for (let c = first; c; c = c.nextElementSibling) {
      if (c.querySelector("a[href], button, input, select, textarea, img, svg, [role], [tabindex]") || !/\p{L}{2}/u.test(c.textContent)) return false;
      const cs = getComputedStyle(face(c));
      looks.push([parseFloat(cs.fontWeight) || 400, parseFloat(cs.fontSize) || 0]);
    }
    const [[w0, s0], ...rest] = looks;
    return rest.length >= 2 && rest.every(([w, s]) => (w0 >= 600 && w < 600) || s0 >= s + 2);
  }

  // A record drawn as a row of boxes, one of a run of alike rows (a list of projects drawn with
  // divs, "Alpha project | Active | Ann"): its boxes are the columns of one record, laid side by
  // side in one line with no gap and drawn as no box of their own, and the run's columns say
  // more than numbers and short words (one of them starts with a letter, one says two words or
  // a long one). The row is the target its listener or pointer says, not each of its columns.
  // (Not a row of choices drawn apart, time slots, a keypad's keys, chips; nor a week of a
  // month's days, "5 Sold out" among them.)
  function recordRow(el) {
    const alike = (s) => sameRowKind(s, el);
    const run = [el];
    for (let s = el.previousElementSibling; s && alike(s) && run.length < 50; s = s.previousElementSibling) run.push(s);
    for (let s = el.nextElementSibling; s && alike(s) && run.length < 100; s = s.nextElementSibling) run.push(s);
    if (run.length < 2) return false;
    // (One line or two tall: a grid's row of cards, each a target of its own, is taller.)
    if (el.getBoundingClientRect().height > 64) return false;
    let last = null;
    for (const c of el.children) {
      const r = c.getBoundingClientRect();
      if (last && (Math.abs(r.top - last.top) > 4 || Math.abs(r.left - last.right) > 2)) return false;
      if (naming.drawnAsBox(c)) return false;
      last = r;
    }
    let lettered = false, wordy = false;
    for (const row of run) {
      for (const c of row.children) {
        const t = cleanText(c.textContent, 40);
        if (/^\p{L}/u.test(t)) lettered = true;
        if (t.length > 12 || /\p{L}\s+\p{L}/u.test(t)) wordy = true;
      }
      if (lettered && wordy) return true;
    }
    return false;
  }


  // The states a mark shows are read from the elements that say them, in the order finish() read
  // them (recorded as [kind, element]): a look that reuses the last walk reads the same places
  // again, not the mark's element alone (a tab's state is on the item around it, a switch drawn
  // as a box on the hidden field it stands for).
  function readState(kind, node, m) {
    if (kind === "state") {
      naming.stateFor(node, m);
    } else if (kind === "item") {
      // The button filling a cell or item that says it is the chosen one (Pikaday's day: a td
      // with aria-selected around its button) is that choice.
      if (m.selected != null || m.current != null) return;
      if (node.getAttribute("aria-selected") === "true") m.selected = true;
      const current = naming.currentOf(node);
      if (current) m.current = current;
    } else if (kind === "lit") {
      if (m.selected == null && lastLit(node)) m.selected = true;
    } else if (kind === "knobAlong") {
      const track = sliderBeside(node);
      if (m.value != null || !track) return;
      m.value = alongTrack(track.getBoundingClientRect(), node.getBoundingClientRect());
    } else if (kind === "ownChoice") {
      const shown = (naming.textName(node, true) || {}).label;
      if (m.value == null && shown && shown !== m.label && shown !== m.placeholder) m.value = shown;
    } else if (kind === "ticked") {
      if (m.checked == null) m.checked = classSaysTicked(node);
    } else if (kind === "done") {
      // An icon button whose class says its icon's word done ("like" -> "liked"): pressed.
      if (m.pressed == null) m.pressed = doneByClass(node, iconWordOf(m));
    } else if (kind === "toggled") {
      if (m.pressed == null && saysChosen(node)) m.pressed = true;
    } else if (kind === "classed") {
      if (m.selected == null && m.current == null && saysChosen(node)) {
        if (m.role === "link") m.current = "true";
        else m.selected = true;
      }
    } else if (kind === "internals") {
      // What the element's ElementInternals say (hearInternals): its role where nothing else
      // named one, its name where it had none, and its states.
      const heard = state.internals && state.internals.get(node);
      if (!heard) return;
      const [role, name, states] = heard;
      if (m.role === "clickable" || m.role === "focusable") m.role = role;
      if (name && !m.label) { m.label = name; delete m.label_source; }
      for (const k of ["checked", "selected", "pressed", "expanded"]) if (states[k] != null && m[k] == null) m[k] = states[k];
    } else if (kind === "unset") {
      // A widget showing a field that holds nothing (a select on its empty first option) shows
      // its placeholder, not a value. (Not a combobox's typing field, empty once a choice is
      // made: Tom Select's box shows the choice beside it.)
      if (m.value != null && node.value === "" && !(node.tagName === "INPUT" && choiceField(node))) { m.placeholder = m.value; delete m.value; }
    } else if (kind === "shows") {
      // What a mark opens: an accordion header's panel after it, the list a select drawn as a
      // box holds. Open when it is drawn.
      // (Drawn where it can be seen: not parked out of the page until the mouse comes,
      // WordPress's flyout menus at top: -1000em, nor folded to no height.)
      if (m.expanded == null) {
        const r = node.getBoundingClientRect();
        m.expanded = node.checkVisibility() && r.width > 0 && r.height > 0 && r.right > -scrollX && r.bottom > -scrollY;
      }
    } else if (kind === "classTick") {
      // A checkbox said by its class: ticked by a class word "checked", mixed by "indeterminate"
      // (or "mixed", "partial"), on it or on the row it leads.
      if (m.checked != null) return;
      const words = new Set([...classWords(node), ...(node.parentElement ? classWords(node.parentElement) : [])]);
      // (Or "selected" on the box itself, Postman's "pm-checkbox is-selected".)
      // (Not "checkbox-not-selected".)
      m.checked = words.has("indeterminate") || words.has("mixed") || words.has("partial") ? "mixed" : words.has("checked") || classEndsIn(node, TICKED_WORDS);
    } else if (kind === "choiceBefore") {
      // A select whose list comes after it (listAfterChoice): the text it shows is its choice.
      const shown = shownChoice(node);
      if (m.value == null && shown && shown !== m.label && shown !== m.placeholder) m.value = shown;
    } else if (kind === "chosenItem") {
      // An item of that list: the chosen one says what the box shows.
      if (m.selected == null && shownChoice(node) === m.label) m.selected = true;
    } else if (kind === "drawnChoice") {
      // A select drawn as a box, named by its caption: its own text is its choice, or its
      // placeholder when the part showing it says so by its class.
      const text = withoutName(drawnText(node, drawnPopupOf(node)), m.label);
      if (!text) return;
      const shown = node.querySelector(":scope > :not(input):not(i):not(svg)");
      if (shown && /(^|[-_\s])(placeholder|default|prompt)([-_\s]|$)/i.test(shown.getAttribute("class") || "")) m.placeholder = text;
      else m.value = text;
    } else if (kind === "opens") {
      if (m.expanded == null) m.expanded = node.getAttribute("aria-expanded") === "true";
    } else if (kind === "ticks") {
      // A nameless cell that shows one checkbox or radio of its own (a table's yes/no column:
      // AG Grid draws a disabled checkbox) says whether it is ticked.
      const ticks = node.querySelectorAll("input[type=checkbox], input[type=radio]");
      if (m.checked == null && ticks.length === 1) m.checked = ticks[0].indeterminate ? "mixed" : ticks[0].checked;
    } else if (kind === "twoState" || kind === "drawnTick") {
      // A control drawn with no ARIA (drawnTwoState, drawnTick): ticked as it is drawn now. (A
      // switch known by its icon word is asked as one.)
      const d = kind === "drawnTick" ? drawnTick(node) : drawnTwoState(node, node.getBoundingClientRect(), m.role === "switch" ? { label_source: "icon", label: "switch" } : {});
      if (d && m.checked == null) m.checked = d.checked;
    } else if (kind === "wrapSelected") {
      if (m.selected == null && node.getAttribute("aria-selected") === "true") m.selected = true;
    } else if (kind === "twisty") {
      const open = twistyOpen(node);
      if (open !== null && m.expanded == null) m.expanded = open;
    } else if (kind === "caretChoice") {
      // (Drawn as a hint, faded or classed so, or a prompt to pick, "Select…", it is the
      // placeholder; a lone dash shows nothing chosen.)
      const shown = caretChoice(node);
      if (shown && m.value == null && m.placeholder == null) {
        if (NO_CHOICE.test(shown) || naming.prompts(shown) || naming.showsPlaceholder(node, shown)) m.placeholder = shown;
        else m.value = shown;
      }
    } else if (kind === "tickIn") {
      // The box to tick an item stands for (see tickInItem): a field, the label of one, or a
      // box with the role.
      const field = node.tagName === "INPUT" ? node : node.tagName === "LABEL" && node.control ? node.control : node.querySelector("input[type=checkbox], input[type=radio]");
      if (field) m.checked = field.indeterminate ? "mixed" : field.checked;
      else if (node.hasAttribute("aria-checked")) m.checked = node.getAttribute("aria-checked") === "mixed" ? "mixed" : node.getAttribute("aria-checked") === "true";
    } else if (kind === "choice") {
      // A choice field standing behind the box that shows its choice: a picked date the box does
      // not show, and whether it is open. (What the box shows beside it wins over its value, a
      // key kept for the form: Vuetify's "Florida" for "FL", its chips for "apple,kiwi".)
      // (Only one that does not draw its own value: transparent, a character wide, or empty. A
      // read-only date field showing "2024-05-01" beside its hint keeps its value.)
      const drawsNoValue = !node.value || node.getBoundingClientRect().width < 24 || !node.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const shown = node.readOnly && drawsNoValue ? withoutName(shownBesideField(node), m.label) : "";
      // (Words only, as shownBesideField reads them: "10 / page" named so shows no other choice.)
      const words = (t) => (t || "").split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w)).join(" ");
      if (shown && shown !== node.value && shown !== words(m.label)) m.value = shown;
      else if (node.value && !m.label.includes(node.value)) m.value = node.value;
      const open = saysOpen(node);
      if (open !== null) m.expanded = open;
    } else if (kind === "editor") {
      // A code editor: what it holds is the text it draws, not its input's value (empty, or the
      // last keys typed until the editor clears it).
      delete m.value_length;
      naming.exactText(node, m);
      m.editable = true;
    } else if (kind === "shownBeside") {
      // A combobox whose input is empty while its box shows the choice beside it (react-select's
      // single value drawn over the input, or its chips before it): that text is its value.
      if (m.value || node.value) return;
      const text = withoutName(shownBesideField(node), m.label);
      if (text) { m.value = text; delete m.placeholder; }
    } else if (kind === "shown") {
      // (A value read from the box's text before its name was known leaves out the label
      // floating in its frame, Vuetify's "Country" drawn after "France".)
      if (m.value != null && m.label && node.querySelector("label")) {
        const v = cleanText(naming.visibleText(node, 80, undefined, (n) => n.tagName === "LABEL" && cleanText(naming.visibleText(n, 80), 80) === m.label), 80);
        // (Only taking the label's words out: not adding a button's or a link's in the box.)
        if (v && v.length < m.value.length && m.value.includes(v)) m.value = v;
      }
      // A widget named by the hidden field it stands for: the choice it shows is its value.
      // (Not a box that says it shows its placeholder: see naming's stateFor.)
      const shown = m.value == null && !(m.placeholder && naming.showsPlaceholder(node, m.placeholder)) ? (naming.textName(node, true) || {}).label : "";
      const value = withoutName(shown, m.label);
      // (Nor one that shows its hint in a part drawn as one: Ant Design's "Please select".)
      if (value && value === shown && naming.showsPlaceholder(node, value)) { if (m.placeholder == null) m.placeholder = value; }
      else if (value) m.value = value;
    }
  }
  // Whether the tree switcher `el` (one arrow glyph and nothing else, just before its node's
  // words, in a tree or classed a switcher) shows its node open; null when it is none.
  const TWISTY_CLASS = /(^|[-_\s])(switcher|twisty|twistie|expander|expand-icon|toggler)([-_\s]|$)/i;
  function twistyOpen(el) {
    const t = el.textContent.trim();
    if (el.childElementCount > 1 || !/^[▸▶►›❯▹▾▼⌄▿]$/u.test(t)) return null;
    const next = el.nextElementSibling;
    if (!next || !/\p{L}{2}/u.test(next.textContent)) return null;
    if (!el.closest("[role=tree], [role=treeitem], [role=treegrid]") && !TWISTY_CLASS.test(el.getAttribute("class") || "")) return null;
    // (Turned a quarter by a style, "▸" rotated 90° to point down: open.)
    const m = /^matrix\(([^,]+),\s*([^,]+)/.exec(getComputedStyle(el).transform);
    const turned = !!m && Math.abs(Math.abs(Math.atan2(parseFloat(m[2]), parseFloat(m[1])) * 180 / Math.PI) - 90) < 20;
    return /[▾▼⌄▿]/u.test(t) !== turned;
  }
  // The words a box shows before the caret that ends it (a part of its own holding only "▾",
  // or a picture), when it holds nothing else: "CNAME" of "CNAME ▾"; else "".
  // (Or a caret that ends its words, "Dollars ▾"; after a caption of its own, "Sort By: Newest ▾",
  // the words after that caption, see caretCaption.)
  const CARET = /^[▾▼⌄˅⏷▿]$/u;
  // A field's caption: a few words with no figures, ending in a colon or nothing.
  const CAPTION_WORDS = /^\p{L}[\p{L} '’&/()-]{0,28}[:：]?$/u;
  // Words of a box that name an action, not a choice: a menu opener's "Bulk actions ▾".
  const ACTION_WORDS = /^(add|create|new|view|show|jump|go|remind|export|import|share|more|open|edit|manage|download|upload|print|details|options|menu|settings|tools|bulk)\b|\bactions?$/i;
  const NO_CHOICE = /^[-–—]$/;
  function caretChoice(el) {
    const last = el.lastElementChild;
    if (el.childElementCount > 3 || el.querySelector("a[href], button, input, select, textarea, [role], [tabindex]")) return "";
    let words;
    if (last && (CARET.test(last.textContent.trim()) || (/^(svg|I)$/i.test(last.tagName) && !last.textContent.trim()))) words = cleanText(naming.visibleText(el, 60, last), 60);
    else {
      const text = cleanText(naming.visibleText(el, 60), 60);
      if (!CARET.test(text.slice(-1)) || (last && !/^(SPAN|B|STRONG)$/.test(last.tagName))) return "";
      words = text.slice(0, -1).trim();
    }
    const caption = caretCaption(el);
    if (caption) words = words.slice(words.indexOf(":") + 1).trim();
    return (/[\p{L}\p{N}]/u.test(words) || NO_CHOICE.test(words)) && words.length <= 40 ? words : "";
  }
  // The caption a picker box shows before its choice in a part of its own ("Sort By:"), or "".
  function caretCaption(el) {
    const first = el.firstElementChild;
    const t = first ? cleanText(naming.visibleText(first, 40), 40) : "";
    return /^\p{L}[^:]{1,30}:$/u.test(t) && first !== el.lastElementChild ? t.slice(0, -1).trim() : "";
  }
  // A menu's item or a list's option around the one box to tick in it, which says no words of
  // its own (Ant Design's filter menu: a checkbox drawn beside "Running"), is one control: the
  // item, ticked as its box is, a menu's item a checkbox item. The box's mark goes.
  function tickInItem(kept, unkeep) {
    const byEl = new Map(kept.map((k) => [k.el, k]));
    for (let at = kept.length - 1; at >= 0; at--) {
      const { el, m } = kept[at];
      if ((m.role !== "checkbox" && m.role !== "radio") || m.checked == null) continue;
      const item = el.parentElement && el.parentElement.closest("[role=menuitem], [role=option], [role=treeitem]");
      const holder = item && byEl.get(item);
      if (!holder || !/\p{L}{2}/u.test(holder.m.label || "") || holder.m.checked != null) continue;
      // (Saying nothing of its own, or what the item says: "English" in its label.)
      if (/\p{L}{2}/u.test(m.label || "") && m.label !== holder.m.label) continue;
      if (item.querySelectorAll("input:not([type=hidden]), [role=checkbox], [role=radio], [role=switch]").length !== 1) continue;
      if (holder.m.role === "menuitem") holder.m.role = m.role === "radio" ? "menuitemradio" : "menuitemcheckbox";
      holder.sources.push(["tickIn", el]);
      readState("tickIn", el, holder.m);
      if (holder.m.checked == null) holder.m.checked = m.checked;
      unkeep(at);
    }
  }
  // Is `n` drawn wholly above or below the box `r` (a list laid out of the flow under a field)?
  const drawnOutside = (n, r) => {
    const b = n.getBoundingClientRect();
    return b.height > 0 && (b.top >= r.bottom - 1 || b.bottom <= r.top + 1);
  };
  // The words a one-line control box shows around its empty input (up to three boxes up, while
  // the box holds no other field), leaving out marks inside it (chips' remove crosses) and what
  // says it is a placeholder; "" when it shows none.
  function shownBesideField(input) {
    for (let p = input.parentElement, k = 0; p && k < 3 && p !== document.body; p = p.parentElement, k++) {
      const r = p.getBoundingClientRect();
      if (r.height > 2 * HOLDER_MAX_H || p.querySelectorAll("input:not([type=hidden]), select, textarea").length > 1) break;
      // (Nor the list it opens, drawn below the box: an open combobox's options are no choice.)
      // (Nor the field's own label floating in the box: its name.)
      // (Nor a control beside it, a mail field's "Cc" and "Bcc" links, nor the heading of the
      // card it is in.)
      const skip = (n) => n !== p && (n === input || n.matches("label, button, [role=button], a[href], [role=link], [role=tab], [role=menuitem], [role=checkbox], [role=switch], [role=radio], kbd, [role=listbox], [role=menu], [role=tree], [role=grid], [role=dialog], h1, h2, h3, h4, h5, h6, [role=heading]") ||
        /(^|[-_\s])placeholder([-_\s]|$)/i.test(n.getAttribute("class") || "") || drawnOutside(n, r) ||
        // (Nor a message for readers only, a live region drawn as nothing: "No results found".)
        (n.matches("[role=status], [role=alert], [aria-live]") && !n.checkVisibility({ opacityProperty: true, visibilityProperty: true })));
      // (Words only: a chip's "×" that listens is its remover, not part of the choice.)
      const text = cleanText(naming.visibleText(p, 120, input, skip), 120).split(" ").filter((t) => /[\p{L}\p{N}]/u.test(t)).join(" ");
      if (text) return text;
      // (Not above the box that holds its label: that is the field's row, and above it is
      // another's.)
      if (p.querySelector("label")) break;
    }
    return "";
  }
  // A widget's shown text as its value, without its name: a floating label drawn in the same box
  // ("Fruit" over "Banana") is the name, not part of the choice. Empty when nothing else shows.
  // (Nor a caption before it that is how its name begins: a mail field's "To" before its chips,
  // named "To recipients".)
  function withoutName(text, name) {
    if (!text || text === name) return "";
    if (name && text.startsWith(name + " ")) return text.slice(name.length + 1).trim();
    const wordy = (t) => /[\p{L}\p{N}]/u.test(t);
    const said = (name || "").toLowerCase().split(" ").filter(wordy);
    const words = text.split(" ");
    if (words.filter(wordy).join(" ").toLowerCase() === said.join(" ")) return "";
    let k = 0;
    while (k < said.length - 1 && k < words.length - 1 && words[k].toLowerCase() === said[k]) k++;
    return words.slice(k).join(" ");
  }
  const STATE_KEYS = ["value", "value_length", "placeholder", "checked", "selected", "expanded", "pressed", "current",
    "sorted", "editable", "focused", "invalid"];
  const statesOf = (m) => JSON.stringify(STATE_KEYS.map((k) => (m[k] === undefined ? null : m[k])));
  let sentSeq = 0; // numbers each result sent, so a reused walk can send only what changed since
  function refreshState(marks) {
    const active = deepActive();
    for (const { el, m, sources } of marks) {
      for (const k of STATE_KEYS) delete m[k];
      for (const [kind, node] of sources) readState(kind, node, m);
      if (active === el || (el.tagName === "LABEL" && active === el.control)) m.focused = true;
    }
  }

  // The walk's quiet subtrees (see the end of collectNow), now that the elements it asked about
  // have their answers: one asked only to be asked is done with when found silent.
  function answerQuiet(w) {
    const q = w.quietLater;
    if (!q) return;
    const { needs, busy, upAt, askOnly, at } = q;
    for (const i of askOnly) if (verdicts.heard(w.walk[i]) === 0) needs[i] = 0;
    for (let i = w.walk.length - 1; i > 0; i--) if (needs[i] || busy[i]) busy[upAt[i]] = 1;
    for (let i = 0; i < w.walk.length; i++) {
      const v = w.verdictAt[i];
      if (v && v.asking) verdicts.quietAnswer(v, !busy[i], at);
    }
  }

  async function finish(opts) {
    const t0 = performance.now();
    controllers = new Map(); // (read again this look, when asked: see controllersOf)
    afterChoice = new Map();
    const w = state.walk;
    state.walk = null;
    if (!w) return { token: state.docToken, marks: [], error: "collect() was not called" };
    if (w.reuse && w.reask.length) {
      // A listener found on an item since the last look: the kept walk is out of date.
      const probed = opts.listeners || { hits: [], through: -1 };
      const found = new Map((probed.hits || []).map(([i, tag, kinds]) => [i, [tag, kinds]]));
      let news = false;
      for (const { i, el } of w.reask) {
        if (i > probed.through) break;
        const hit = found.get(i);
        if (hit && hit[0] === el.tagName) { verdicts.hear(el, hit[1] || PRESS); news = true; }
      }
      if (news) {
        state.last = null;
        await collectNow({ ...w.opts, finish: null, no_reask: true });
        return await finish({ ...opts, listeners: { hits: [], through: -1 } });
      }
    }
    if (w.reuse) {
      const last = state.last;
      // Python keeps the marks it was sent last (opts.have names them): when it still has those,
      // only the marks whose states changed are sent again (on a huge page the whole list is
      // ~50 KB to copy, send and parse while the screenshot competes for the same cores).
      const have = Array.isArray(opts.have) && opts.have[0] === state.docToken && opts.have[1] === last.seq;
      const before = have ? last.marks.map(({ m }) => statesOf(m)) : null;
      refreshState(last.marks);
      last.seq = ++sentSeq;
      const ms = performance.now() - t0;
      if (!have) return { ...last.result, marks: last.marks.map(({ m }) => ({ ...m })), seq: last.seq, reused: true, ms };
      const changed = [];
      last.marks.forEach(({ m }, i) => { if (statesOf(m) !== before[i]) changed.push([i, { ...m }]); });
      return { ...last.result, marks: null, same_as: opts.have[1], changed, seq: last.seq, reused: true, ms };
    }
    // Listener hits come as [walk index, tag name, kinds]; a tag that differs means the main world's
    // walk diverged from ours (a page that patched DOM getters), so that hit is not trusted.
    // Listeners kept from earlier probes come with the walk; the new answers are kept for next time
    // (0 for an element probed and found silent), up to the index the probe got to in its budget.
    const listeners = new Map(w.known);
    const probed = opts.listeners || { hits: [], through: -1 };
    const hits = new Map();
    for (const [i, tag, kinds] of probed.hits || []) {
      if (w.walk[i] && w.walk[i].tagName === tag) hits.set(i, kinds ? ownKinds(w.walk[i], kinds) : PRESS);
    }
    for (const i of w.probe) {
      if (i > probed.through) break;
      const kinds = hits.get(i) || 0;
      verdicts.hear(w.walk[i], kinds);
      if (kinds) listeners.set(i, kinds);
    }
    // Inside closed roots: DevTools told (hearClosed) each element asked about its listener
    // kinds (0: none); one not told yet is asked again next look.
    for (const i of w.closedProbe) {
      const kinds = verdicts.heard(w.walk[i]);
      if (kinds) listeners.set(i, kinds);
    }
    answerQuiet(w);
    for (const [i, kinds] of listeners) if (kinds & EVENT_ROOT) listeners.delete(i);
    // The wheel is kept apart (see observe.py LISTENER_KINDS): what hears only it is no target.
    // (So is a click proper, apart from a double click: see the drawing's pieces below.)
    const wheeled = new Set(), clicked = new Set();
    for (const [i, kinds] of listeners) {
      if (!(kinds & (WHEEL | CLICK_ONLY))) continue;
      if (kinds & WHEEL) wheeled.add(i);
      if (kinds & CLICK_ONLY) clicked.add(i);
      const rest = kinds & ~(WHEEL | CLICK_ONLY);
      if (rest) listeners.set(i, rest);
      else listeners.delete(i);
    }
    let takesDrops = false;
    for (const kinds of listeners.values()) if (kinds & DRAG) { takesDrops = true; break; }
    if (!takesDrops) {
      for (const [i, kinds] of listeners) {
        if (!(kinds & DRAG_START) || !draggableByDefault(w.walk[i])) continue;
        if (kinds & ~DRAG_START) listeners.set(i, kinds & ~DRAG_START);
        else listeners.delete(i);
      }
    }
    // A collapsed box, a list (by tag or role), a table or a box of alike items with a listener
    // hands it to its visible items: the items of a sortable list, the suggestions of an
    // autocomplete, the rows of a listening table, the days of a date picker that handles their
    // clicks above them. So does a list or a box of alike items whose own pointer cursor its items
    // inherit (a menu whose clicks are handled by the document).
    const delegated = new Set();
    const serving = [];
    const servers = new Set(); // those that handed it to two or more items in view
    // Items that hold controls of their own (a comment with its Reply button, a row with a link)
    // are not handed a table's, alike children's or a cursor's role: the listener above them is
    // most likely there for those controls. (A list's or a collapsed box's listener is handed to
    // every item: sortable items are dragged whatever they hold.)
    // (Nor, from any list, an item whose own control opens its panel and says all the item says
    // but the panel, an accordion's section around its header button: the list's listener is that
    // button's. Not a mail row with its "3 replies" button: the row says more.)
    // (A box that takes drops and hears presses around two alike boxes, a sortable list of two
    // cards: each card is dragged, as three would be.)
    const sortablePair = (el, kinds) => {
      if (el.childElementCount !== 2 || !(kinds & DRAG) || !(kinds & (PRESS | PRESS_START))) return false;
      const [a, b] = el.children;
      // (Cards, each two boxes or more: not a drop zone's two lines of text or its picture row.)
      const card = (n) => n.childElementCount >= 2 && n.getClientRects().length > 0 && !n.querySelector("input, textarea, [contenteditable]");
      return a.tagName === b.tagName && !!a.className && a.className === b.className && card(a) && card(b);
    };
    const headsItsPanel = (item) => {
      const ctl = item.querySelector("[aria-expanded][aria-controls]");
      if (!ctl) return false;
      const panel = document.getElementById(ctl.getAttribute("aria-controls").trim().split(/\s+/)[0]);
      const words = (n) => cleanText(n.textContent, 400);
      const rest = panel && item.contains(panel) ? words(item).replace(words(panel), "").trim() : words(item);
      return rest === words(ctl);
    };
    // (A control laid out: not a radio kept display: none in an option the page draws itself,
    // which a click on the option ticks.)
    const holdsControl = (item) => { const n = item.querySelector(ITEM_CONTROLS); return !!n && (n.getClientRects().length > 0 || Array.prototype.some.call(item.querySelectorAll(ITEM_CONTROLS), (f) => f.getClientRects().length > 0)); };
    const titledByLink = (item) => Array.prototype.some.call(item.querySelectorAll("a[href]"), (a) => /\p{L}{2}/u.test(a.textContent));
    const leafOnly = new Set();
    const runOf = new Map(); // a listener's items found while asking whether it serves any
    for (const i of listeners.keys()) {
      const el = w.walk[i];
      // (A list whose one child is a widget that says it holds items, a menu around a palette's
      // grid, hands it to that widget's items.)
      const lone = el.childElementCount === 1 && WIDGET_HOLDER_ROLES.has(roleAttr(el.firstElementChild)) ? el.firstElementChild : null;
      if (lone && listLike(el)) { serving.push(i); runOf.set(i, itemsOf(lone)); }
      else if (w.zeroBoxes.has(i) || listLike(el) || sortablePair(el, listeners.get(i))) serving.push(i);
      else if (el.tagName === "TABLE" || (alikeItems(el) && !recordRow(el))) { serving.push(i); leafOnly.add(i); }
      else {
        // (Or, from a box around nothing but a widget that says it holds items, a grid or a
        // list box, that widget's items: a component listens on the box it renders around it.)
        const only = el.childElementCount === 1 ? el.firstElementChild : null;
        const run = drawnCellsOf(el) || wrappedRun(el) || barItems(el) || (only && WIDGET_HOLDER_ROLES.has(roleAttr(only)) ? itemsOf(only) : null);
        if (run) { serving.push(i); runOf.set(i, run); }
      }
    }
    // (The page's menus, asked once: not a role read of every element of a huge page.)
    const menus = new Set(document.querySelectorAll("[role=menu]"));
    for (let i = 0; i < w.walk.length; i++) {
      if (w.info[i] === 1 && !listeners.has(i) && (listLike(w.walk[i]) || (alikeItems(w.walk[i]) && !recordRow(w.walk[i])))) { serving.push(i); leafOnly.add(i); }
      // (And a menu laid over the page whose alike items say no role but light up under the
      // mouse: a design tool's shape flyout, its clicks heard at the root. Not a popover's lines
      // of news of one class, which light up not.)
      else if (menus.size && menus.has(w.walk[i]) && !listeners.has(i) && alikeItems(w.walk[i]) && oc.laidOver(w.walk[i]) &&
        Array.prototype.some.call(w.walk[i].children, (n) => verdicts.litByHover(n))) { serving.push(i); leafOnly.add(i); }
      // (And a grid that keeps the focus itself for its rows, none of which takes it: ExtJS's,
      // a tab stop whose rows a click picks.)
      else if (w.info[i] === 2 && !listeners.has(i) && /^(grid|treegrid)$/.test(roleAttr(w.walk[i])) && w.walk[i].tabIndex >= 0 && gridRowsPicked(w.walk[i])) serving.push(i);
    }
    const pointerAt = (i) => !!w.verdictAt[i] && POINTER_CURSORS.has(w.verdictAt[i].cursor);
    // Parts that show a pointer or a grab cursor of their own (not one they inherit), for the
    // rule below: read once a look, when a listener is handed on.
    let cursorParts = null;
    const partsWithCursor = () => {
      if (!cursorParts) {
        cursorParts = new Set();
        for (let j = 0; j < w.walk.length; j++) {
          const v = w.info[j] === 1 && w.verdictAt[j];
          if (v && (POINTER_CURSORS.has(v.cursor) || DRAG_CURSORS.has(v.cursor))) cursorParts.add(w.walk[j]);
        }
      }
      return cursorParts;
    };
    // Do parts of these items, and not the items, show where a click acts? (A month's rows, whose
    // days that can be picked show the pointer; a list whose items are dragged by their grips; a
    // tag list whose tags are removed by their crosses.) Then the listener above them is those
    // parts', which are marks by their cursor: no item is handed it.
    // (Parts that say so: several in an item, a week's days; grips that drag it, crosses that
    // remove it, or a header as wide as it. One small pointer part in each, a notification's "mark
    // as read" dot, is a second action of an item that opens on a click: the items are handed the
    // listener.)
    const actOnParts = (items, indexOf) => {
      const set = new Set(items);
      const perItem = new Map();
      for (const p of partsWithCursor()) {
        for (let n = p.parentElement, k = 0; n && k < 5; n = n.parentElement, k++) {
          if (!set.has(n)) continue;
          if (!perItem.has(n)) perItem.set(n, []);
          perItem.get(n).push(p);
          break;
        }
      }
      if (!perItem.size) return false;
      const lists = Array.from(perItem.values());
      const grips = (p) => { const j = indexOf.get(p); return j !== undefined && !!w.verdictAt[j] && DRAG_CURSORS.has(w.verdictAt[j].cursor); };
      // (Or a part as wide as its item, its header: a FAQ's question over its answer.)
      const heads = (item, ps) => { const r = item.getBoundingClientRect(); return ps.some((p) => p.getBoundingClientRect().width >= 0.9 * r.width); };
      const saysParts = lists.some((ps) => ps.length >= 2) || lists.every((ps) => ps.every((p) => grips(p) || naming.removes(p))) ||
        Array.from(perItem).every(([item, ps]) => heads(item, ps));
      return saysParts && !items.some((c) => { const j = indexOf.get(c); return j !== undefined && (w.info[j] >= 1 || pointerAt(j)); });
    };
    // Each walked element's place in the walk, read once a look and only when asked for (the
    // items a box hands its click to, a delete column's crosses, an open list's options).
    let walkPos = null;
    const walkPositions = () => {
      if (!walkPos) { walkPos = new Map(); w.walk.forEach((e, j) => walkPos.set(e, j)); }
      return walkPos;
    };
    if (serving.length) {
      for (const i of serving) {
        const el = w.walk[i];
        // (Not from a box hidden from users' tools, aria-hidden: a code editor's gutter of line
        // numbers hears the mouse, but its lines are no targets.)
        if (el.closest("[aria-hidden=true]")) continue;
        // (Nor from a swipe area: the slide in view is no more a target than the area.)
        if (swipeArea(el)) continue;
        const items = runOf.get(i) || itemsOf(el);
        // (One row of a grid that says it can be chosen, a folder holding one file, is handed it
        // as two would be.)
        // (A row of cells: not the one cell across the grid that says nothing matched.)
        const chosenRow = items.length === 1 && roleAttr(items[0]) === "row" && (items[0].hasAttribute("aria-selected") || items[0].hasAttribute("tabindex")) && items[0].childElementCount >= 2;
        if (!w.zeroBoxes.has(i) && items.length < 2 && !chosenRow) continue;
        const indexOf = walkPositions();
        if (actOnParts(items, indexOf)) continue;
        // (Nor, from a box of items most of which hold controls of their own, the few that hold
        // none: the listener is there for those controls, and a line of text left among them,
        // a listing's "Payments:", is none of its targets.)
        if (leafOnly.has(i)) {
          const holding = items.filter(holdsControl).length;
          if (holding > items.length - holding) continue;
        }
        // (Nor, from a table's body that hears clicks, a row holding a link with words: that link,
        // its title, is how it opens, and the listener is there for something else in it,
        // WordPress's post rows under a body that hears their Quick Edit buttons. Sortable bodies
        // hear presses; a list's items, Salesforce's fields that a double click edits, stay.)
        const clicks = !!((listeners.get(i) || 0) & CLICK);
        // (Nor, from a box that hears presses and no click, items that say nothing, no words,
        // name or picture: a histogram's bars, dragged across to pick a range, one drawing.)
        // (Bars of different sizes, a chart's; same-size swatches a palette picks on a press,
        // each its own colour, are items.)
        const sizes = () => new Set(items.slice(0, 60).map((c) => { const r = c.getBoundingClientRect(); return `${Math.round(r.width)}x${Math.round(r.height)}`; })).size;
        if (!clicks && listeners.has(i) && items.every((c) => !c.firstElementChild && !c.textContent.trim() && !c.hasAttribute("aria-label") && !c.hasAttribute("title") &&
            !c.hasAttribute("role") && !c.hasAttribute("tabindex")) && sizes() > 2) continue;
        const handing = [];
        let aimed = 0;
        // (Items that say their role, a menu's items, leave out the parts between them that say
        // none: its section titles, "MINUTES" over "1 minute".)
        const saidItems = items.some((n) => ITEM_ROLE.test(roleAttr(n)));
        // (Nor an item hidden from readers that shows no pointer among items that show their own:
        // a suggestion list's group titles, "Recent searches".)
        const pointing = items.filter((n) => { const j = indexOf.get(n); return j !== undefined && pointerAt(j); });
        const titleOfGroup = (n) => n.getAttribute("aria-hidden") === "true" && pointing.length >= 2 && !pointing.includes(n);
        for (const c of items) {
          // (Nor, among them, what says it is no item: a group of options holding only its
          // title's box, Choices' "Europe" over its cities; a separator.)
          const titleBox = (g) => roleAttr(g) === "group" && g.childElementCount === 1 && !Array.prototype.some.call(g.childNodes, (n) => n.nodeType === 3 && n.nodeValue.trim());
          if (saidItems && (!c.hasAttribute("role") || roleAttr(c) === "separator" || titleBox(c)) && !c.hasAttribute("tabindex")) continue;
          if (titleOfGroup(c)) continue;
          // (Nor a line saying nothing matched, under a field's suggestions: it picks nothing.)
          if (!c.hasAttribute("role") && NOTHING_FOUND.test(cleanText(c.textContent, 80))) continue;
          const j = indexOf.get(c);
          // (Items a pointer can aim at: not a menu button's three thin bars, drawing.)
          const r = c.getBoundingClientRect();
          if (j === undefined || w.info[j] >= 2 || !w.inView(j) || r.height > MAX_ITEM_HEIGHT || Math.min(r.width, r.height) < 6) continue;
          aimed++;
          // (A toolbar's items that say they are controls, by a role, a tab stop or a pointer: not
          // its status words, "3 selected".)
          if (roleAttr(el) === "toolbar" && !c.hasAttribute("role") && c.tabIndex < 0 && !pointerAt(j)) continue;
          if (!(leafOnly.has(i) && holdsControl(c)) && !headsItsPanel(c) && !(clicks && el.tagName === "TBODY" && titledByLink(c))) handing.push([j, c]);
        }
        // (Rows of a table body alike, most of which are not handed it for their title links:
        // the few that are, holding controls and links as the rest do, are not either. One run of rows reads
        // alike, whatever words one row's status cell has.)
        // (Not a row with no link at all, a draft with no title, which a click on the row is
        // the one way to open.)
        if (el.tagName === "TBODY" && handing.length <= aimed / 2 && handing.every(([, c]) => c.querySelector(ITEM_CONTROLS) && c.querySelector("a[href]"))) continue;
        for (const [j] of handing) delegated.add(j);
        if (handing.length >= 2 || (chosenRow && handing.length === 1)) servers.add(i);
      }
    }
    // A table that hears clicks itself (one listener reporting each cell's click) with a column of
    // wordless cells each drawing nothing but a small cross, in rows of words: each cross is a
    // button removing its row (a delete column), though no cell shows a pointer or a tab stop.
    for (const [i, kinds] of listeners) {
      const el = w.walk[i];
      if (!(kinds & CLICK) || !(el.tagName === "TABLE" || /^(grid|treegrid|table)$/.test(roleAttr(el)))) continue;
      const crosses = Array.prototype.slice.call(el.querySelectorAll("td, [role=gridcell], [role=cell]"), 0, 400)
        .filter((cell) => !cell.textContent.trim() && !cell.querySelector(ITEM_CONTROLS) && drawsCross(cell) &&
          /\p{L}/u.test(((cell.closest("tr, [role=row]") || cell).textContent || "").trim()));
      // (One column of them, one a row, under a header saying nothing: a delete column. Not a
      // comparison table's "not included" or a booking grid's taken slots, under named columns.)
      const colOf = (cell) => Array.prototype.indexOf.call(cell.parentElement.children, cell);
      const cols = new Set(crosses.map(colOf));
      const rows = new Set(crosses.map((cell) => cell.parentElement));
      if (crosses.length < 2 || cols.size !== 1 || rows.size !== crosses.length) continue;
      const headRow = el.querySelector("thead tr, [role=row]:has(> [role=columnheader])");
      const head = headRow ? headRow.children[[...cols][0]] : null;
      if (head && /[\p{L}\p{N}]/u.test(head.textContent)) continue;
      for (const cell of crosses) {
        const j = walkPositions().get(cell);
        if (j !== undefined && w.info[j] < 2 && w.inView(j)) delegated.add(j);
      }
    }
    // An anchor with no address, drawn as a link (a colour of its own, or underlined), bound to
    // an action by an attribute, inside a box that hears clicks: a script's link, its click
    // handled above it (Ember's action anchors, "Show Details", "Next ›").
    // (Only anchors whose attributes say they act, an action or click binding: not a breadcrumb's
    // current page or a byline drawn as a link; nor a pager's disabled one. Those are few, so the
    // walk is searched for them alone.)
    const acts = (a) => Array.prototype.some.call(a.attributes, (at) => /(^|[-:_.])(action|click|tap)s?($|[-:_.])/i.test(at.name));
    const bareAnchors = Array.prototype.slice.call(document.querySelectorAll("a:not([href])"), 0, 200)
      .filter((a) => acts(a) && /\p{L}{2}/u.test(a.textContent) && !a.closest(".disabled, [aria-disabled=true], [disabled], [aria-hidden=true]"));
    if (bareAnchors.length && listeners.size) {
      const clickHeardAt = new Set();
      for (const [i, kinds] of listeners) if (kinds & CLICK) clickHeardAt.add(w.walk[i]);
      for (const a of bareAnchors) {
        let heard = false;
        for (let q = a.parentElement, k = 0; q && k < 12 && !heard; q = q.parentElement, k++) heard = clickHeardAt.has(q);
        const cs = getComputedStyle(a);
        if (!heard || (cs.color === getComputedStyle(a.parentElement).color && !cs.textDecorationLine.includes("underline"))) continue;
        const j = w.walk.indexOf(a);
        if (j >= 0 && w.info[j] < 2 && w.inView(j)) delegated.add(j);
      }
    }
    // A drawing that hears clicks itself and draws a few pieces of its own (shapes, words) with
    // no listener of their own hands them its click: each is a different place to click
    // (MiniWoB's click-shape: one listener on the <svg>, "Click on a large aqua circle"). Not
    // an icon (small), nor a chart (more pieces than that, see chartNames), nor the piece that
    // is its background.
    for (const [i, kinds] of listeners) {
      const el = w.walk[i];
      // (Not one that also hears the wheel and double clicks but no click: a surface dragged to
      // pan, wheeled and double-clicked to zoom, d3's zoom, whose pieces are drawn, not picked.)
      if (el.localName !== "svg" || el.namespaceURI !== SVG_NS || !(kinds & (PRESS | CLICK)) || (wheeled.has(i) && !clicked.has(i) && kinds & CLICK)) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 60 || box.height < 60) continue;
      const holder = el.childElementCount === 1 && el.firstElementChild.localName === "g" ? el.firstElementChild : el;
      let pieces = Array.prototype.filter.call(holder.children, (n) => SVG_PIECES.has(n.localName));
      if (pieces.length < 2 || pieces.length > 12) continue;
      // (When most of its pieces are shapes showing a pointer the drawing does not, only those: a
      // seat map's seats, not its stage and row letters.)
      // (Two or more shapes, most of the pieces, showing the hand: not a legend's words, a hint's
      // "?", a selected shape's move cursor.)
      const drawingCursor = getComputedStyle(el).cursor;
      const pointing = pieces.filter((p) => p.localName !== "text" && getComputedStyle(p).cursor === "pointer" && drawingCursor !== "pointer");
      if (pointing.length >= 2 && pointing.length * 2 > pieces.length) pieces = pointing;
      for (const p of pieces) {
        const j = w.walk.indexOf(p, i);
        const r = p.getBoundingClientRect();
        if (j < 0 || listeners.has(j) || !w.inView(j) || r.width * r.height >= 0.5 * box.width * box.height) continue;
        delegated.add(j);
      }
    }
    // A select or menu drawn as a box (a tab stop, or a box that listens) hands its click to the
    // items of its list when that list is open (drawnPopupOf): they are its options.
    for (let i = 0; i < w.walk.length; i++) {
      if (!(w.info[i] >= 1 || listeners.has(i)) || w.seen[i] === 0) continue;
      const pop = drawnPopupOf(w.walk[i]);
      if (!pop || !pop.checkVisibility()) continue;
      for (const c of tableOrChildItems(pop.childElementCount === 1 ? pop.firstElementChild : pop)) {
        const j = walkPositions().get(c);
        if (j !== undefined && w.info[j] < 2 && w.inView(j)) delegated.add(j);
      }
    }
    const [vx0, vy0, vx1, vy1] = w.viewClip || [0, 0, 0, 0];
    const maxMarks = opts.max_marks || 300;
    // The budget runs from the start of collect(); finish() always gets a slice of its own, so a walk
    // that used the whole budget still yields what it found.
    const budget = opts.budget_ms || w.budget;
    const deadline = Math.max(w.t0 + budget, t0 + Math.min(500, budget / 2));

    // Does the walk's element i listen only for the mouse passing over it (no press, click or drag)?
    const hearsOnlyHover = (i) => listeners.has(i) && !(listeners.get(i) & (PRESS | DRAG | CLICK | DRAG_START));
    const hearsOnlyDrops = (i) => listeners.has(i) && (listeners.get(i) & DRAG) && !(listeners.get(i) & (PRESS | CLICK | DRAG_START));
    // Does it show a pointer (or grab, move) cursor of its own?

    // 1. Candidates with a visible box.
    const cands = [];
    const candOf = new Map();
    const editors = []; // hidden textareas of code editors whose box is not around them (below)
    const area = (r) => Math.max(1, r.width * r.height);
    const drawnBox = (box) => box && box[2] - box[0] >= 2 && box[3] - box[1] >= 2;
    const held = new Set(); // fields a box around them stands for (below)
    let cut = w.cut;
    // What aria-hidden hides is left out, unless a popup that is no dialog holds the focus: a list
    // that opened under a field hides the rest of the page from screen readers with it (React
    // Aria's combobox), and a click there still acts (the mouse reaches it, see the hit tests).
    // (The open dialog is read once a look: the result says it too.)
    const modal = openModal(verdicts.dialogCandidates());
    const ariaHiddenOut = w.softHidden.size > 0 && (modal !== null || !focusInPopup());
    for (let i = 0; i < w.walk.length && w.viewClip; i++) {
      if ((i & 127) === 0 && due()) await giveWay();
      if (ariaHiddenOut && w.softHidden.has(i)) continue;
      const own = w.info[i];
      let listener = listeners.has(i) || delegated.has(i);
      // (Not a wrapper the page says is none, bound as all its siblings are for the controls
      // they hold, when it holds none: a menu bar's brand text among its items' wrappers.)
      if (listener && own === 0 && /^(none|presentation)$/.test(roleAttr(w.walk[i])) && boundForControls(w.walk[i])) listener = false;
      // (Nor a table's cell bound as all the cells around it are, showing no pointer or tab stop;
      // nor a swipe area.)
      if (listener && own === 0 && (boundLikeItsTable(w.walk[i]) || swipeArea(w.walk[i]))) listener = false;
      let s = own;
      if (listener && s < 1.25) s = 1.5;
      if (s === 0) continue;
      if (w.seen[i] === 0) continue; // the walk found it out of view (read, or below by flow order)
      if ((i & 63) === 0 && performance.now() > deadline) { cut = true; break; }
      const el = w.walk[i];
      // The walk no longer measured every candidate: off-screen ones are dropped here, first.
      let r = el.getBoundingClientRect();
      let shown = el;
      if (r.width === 0 && r.height === 0 && w.verdictAt[i] && w.verdictAt[i].contents) { r = rectOf(el); shown = drawnAs(el); }
      else if (r.height < 40 && el.firstElementChild && el.querySelector(PICTURES)) r = withContents(el, r);
      // A checkbox or radio drawn as nothing and named by no label, inside a box that is a
      // candidate (Element Plus's switch: a 0x0 input beside its drawn track and text, in a div
      // that listens): that box is the control, with the field's role and state.
      // So is a text field shown as nothing inside the box that shows it: a read-only or combobox
      // one beside the text of its choice (the selects of Ant Design and Element Plus), or one
      // drawn only once focused (Vuetify's, under its label), which its label no longer stands for.
      const toggle = el.type === "checkbox" || el.type === "radio";
      const away = FIELD_TAGS.has(el.tagName) && clippedAway(el);
      // (A textarea drawn as nothing is how a code editor takes its keys, CodeMirror 5's:
      // the editor's box, of any size, is a text field.)
      // (Its box clipped away by a box above it, CodeMirror's 3x0 wrapper, is drawn as nothing too.)
      // (Not one faded out under its label resting in its place, Material's empty text area,
      // which a click at its middle lands on: see fadedInFieldBox.)
      const editorInput = el.tagName === "TEXTAREA" && el.getClientRects().length > 0 && !(r.width >= 2 && r.height >= 2 && !el.checkVisibility({ opacityProperty: true }) && fadedInFieldBox(el, r, true));
      // (A range input too, when the mouse goes through it: it cannot be where a click lands.)
      const rangeThrough = el.type === "range" && getComputedStyle(el).pointerEvents === "none";
      // (A toggle whose labels are only captions away from it, plain text with no pointer, is
      // drawn by the box around it too: Element Plus's switch, a track that listens beside its
      // form label. A label drawn as the control, Bootstrap's .btn-check button, has a pointer.)
      const captionsOnly = toggle && !!el.labels && el.labels.length > 0 &&
        Array.prototype.every.call(el.labels, (l) => !l.contains(el) && getComputedStyle(l).cursor !== "pointer");
      if ((editorInput || (el.tagName === "INPUT" && ((toggle && (!(el.labels && el.labels.length) || captionsOnly)) || rangeThrough || (!toggle && !NOT_TEXT_TYPES.has(el.type))))) &&
          (r.width < 2 || r.height < 2 || away || !el.checkVisibility({ opacityProperty: true }) ||
            (editorInput && !drawnBox(w.clipAt[i] && intersect([r.left, r.top, r.right, r.bottom], w.clipAt[i]))))) {
        let holder = null;
        // (Four boxes up: Ant Design's select, its input in a search span in a wrapper in the
        // drawn box, inside the select that shows the pointer.)
        for (let p = composedParent(el), k = 0; p && k < 4 && !holder; p = composedParent(p), k++) holder = candOf.get(p) || null;
        // Only a widget's own box: small, not a control, link, label, scroll area or list item of
        // its own, holding no other field; a text field must fill most of it (a spam trap drawn as
        // nothing in a row does not make that row a textbox).
        const hr = holder && holder.rect;
        // (Nor a column's header with words of its own beside it, AG Grid's select-all box in
        // its sortable "Athlete" header: the header is a target of its own.)
        const headerWithWords = (n) => (/^(columnheader|rowheader)$/.test(roleAttr(n)) || n.tagName === "TH" || n.hasAttribute("aria-sort")) && /\p{L}/u.test(naming.visibleText(n, 80));
        if (holder && !holder.field && holder.strength !== 1.25 && !DISTINCT_TAGS.has(holder.el.tagName) && !headerWithWords(holder.el) &&
            holder.el.tagName !== "LABEL" && !ITEM_TAGS.has(holder.el.tagName) && (editorInput || (hr.width <= HOLDER_MAX_W && hr.height <= HOLDER_MAX_H)) &&
            // (A range input drawn as nothing in its knob stands for the track that takes the
            // clicks around it, Spectrum's slider: small as it is.)
            (toggle || editorInput || rangeThrough || choiceField(el) || r.width * r.height >= 0.5 * hr.width * hr.height) &&
            // (Another field laid out in it; not one never drawn, Vuetify's hidden <select> mirror.)
            !Array.prototype.some.call(holder.el.querySelectorAll("input, select, textarea"), (f) => f !== el && f.type !== "hidden" && f.getClientRects().length > 0) &&
            // (Nor a box that holds the field's face, a combobox drawn beside a field with no
            // label that mirrors its value for the form, Material UI's select: that face is the
            // target. A labelled field hidden behind its widget, Select2's, names the widget.)
            !(!(el.labels && el.labels.length) && !el.hasAttribute("aria-label") &&
              Array.prototype.some.call(holder.el.querySelectorAll("[role=combobox], [role=textbox], [role=searchbox], [role=spinbutton]"), (n) => n !== el))) {
          holder.field = el;
          held.add(el);
          continue;
        }
        // (An editor's listening box can sit beside its textarea rather than around it: found
        // once every candidate is known, below.)
        if (editorInput && !holder) { editors.push(el); continue; }
      }
      // A field clipped to nothing or let through by the mouse (Bootstrap's .btn-check radios
      // under their button-like labels) is not what is seen or clicked: its label stands for it,
      // or, with none, the box it sits in (page_core's standIn).
      if (away && !(knobOnly(el) && rangeKnob(el, [r.left, r.top, r.right, r.bottom]))) {
        const stand = drawnAs(el);
        if (stand === el) continue;
        r = stand.getBoundingClientRect();
        shown = stand;
      }
      if (r.width < 2 || r.height < 2) continue;
      if (r.right <= vx0 || r.left >= vx1 || r.bottom <= vy0 || r.top >= vy1) continue;
      const v = w.verdictAt[i];
      // Not targets, though they listen or take the focus: a table cell that only hears the mouse
      // pass (for a tooltip or a highlight); a region that is a tab stop for reading it (a tab
      // panel, WAI-ARIA's pattern), or one that only listens, showing no pointer or tab stop (a
      // carousel's slides, each bound to report its clicks, Splide's); a glyph drawn in a
      // transparent colour (a tree's twisty on a leaf, kept for its place).
      // (Nor a message, role=alert or status, that hears the mouse pass to hold its timer.)
      // (Not an icon the page calls a picture, role=img, that hears the mouse pass: the "?" beside
      // a field's caption whose tooltip explains it, a kit's tooltip bound to its icon. Icon-sized:
      // not a row of logos or animated pictures that light up under the mouse.)
      const icon = pictureIcon(el, r);
      if (own < 2 && hearsOnlyHover(i) && !pointerAt(i) && (CELL_TAGS.has(el.tagName) || CELL_ROLES.has(roleAttr(el)) || (MESSAGE_ROLES.has(roleAttr(el)) && !icon))) continue;
      const structure = STRUCTURE_ROLES.has(roleAttr(el)) && !el.isContentEditable && !pointerAt(i) && !icon;
      if (structure && (!listener || (own === 0 && boundAsSlide(el, listeners.get(i) || 0)))) continue;
      // A caption that says which field it is for (for="id") but is no <label> (Spectrum's
      // sp-field-label, whose listener moves the focus to its field): its field is the target.
      if (captionFor(el) && !pointerAt(i)) continue;
      // A dialog's surface: what listens there stops a press inside from reaching the backdrop that
      // closes it (SweetAlert2's), or keeps the focus in; a click on it does nothing.
      // (Unless the dialog element is itself laid over the whole window, hears clicks and draws
      // its box smaller inside: Bootstrap's modal, closed by a click beside that box. It is the
      // backdrop, see naming below.)
      const overWindow = area(r) >= 0.9 * innerWidth * innerHeight && oc.laidOver(el);
      const kinds = listeners.get(i) || 0;
      if ((DIALOG_ROLES.has(roleAttr(el)) || el.tagName === "DIALOG") && !el.isContentEditable && !el.hasAttribute("onclick") &&
          !(overWindow && kinds & CLICK && el.firstElementChild && area(el.firstElementChild.getBoundingClientRect()) < 0.6 * area(r))) continue;
      // A box around a checkbox or radio that hears only presses (a ripple's mousedown and
      // keydown, no click), showing no pointer of its own, is that control's drawing: Vuetify's.
      // (Only with the control drawn in it to take the click, transparent or not.)
      // (A small box, the control two levels down at most.)
      if (own < 2 && kinds && !(kinds & (CLICK | DRAG | DRAG_START)) && !pointerAt(i) && el.firstElementChild &&
          r.width <= HOLDER_MAX_W && r.height <= HOLDER_MAX_H &&
          Array.prototype.some.call(el.querySelectorAll(":scope > input[type=checkbox], :scope > input[type=radio], :scope > * > input[type=checkbox], :scope > * > input[type=radio]"),
            (f) => !f.disabled && f.getBoundingClientRect().width >= 4)) continue;
      // A caption ending in a colon just before its field, shown with a pointer and heard by no
      // listener (a bar of menu titles styled alike, the last one "Display As:" before its
      // select): it names that field; a click on it does nothing.
      if (own === 1 && !listener && !kinds && !el.hasAttribute("role") && !el.hasAttribute("tabindex") && !DISTINCT_TAGS.has(el.tagName) &&
          el.tagName !== "LABEL" && !el.querySelector("a[href], button, input, select, textarea, [role], [tabindex]") && captionsNext(el)) continue;
      // Words shown with a pointer and heard by no listener of their own right after the wordless
      // label of a radio or box to tick (an address's lines beside its drawn radio): they are
      // that control's caption, which names it; a click there is the page's for the control.
      if (own === 1 && !listeners.has(i) && !el.hasAttribute("role") && !el.hasAttribute("tabindex") && !DISTINCT_TAGS.has(el.tagName) &&
          el.tagName !== "LABEL" && !el.querySelector("a[href], button, input, select, textarea, svg, img, i") && !/[ⓘℹ]/u.test(el.textContent) &&
          wordlessToggleLabel(el.previousElementSibling)) continue;
      // Running text that hears only the mouse's release, no press or click, with no pointer, role
      // or tab stop (an article's paragraphs, whose mouseup reads the words selected in them for a
      // highlight menu): selecting is no click.
      // (Not an item of a list, whose items a release picks: an address field's suggestions.)
      if (own < 2 && kinds & PRESS && !(kinds & (PRESS_START | HOVER | DRAG | DRAG_START)) && !pointerAt(i) && !el.hasAttribute("role") &&
          !el.hasAttribute("tabindex") && !el.hasAttribute("onclick") && !ITEM_TAGS.has(el.tagName) && !(el.parentElement && listLike(el.parentElement)) &&
          (naming.visibleText(el, 80).match(/\p{L}+/gu) || []).length >= 6) continue;
      // A mask over the whole window beside a dialog that hears only presses, no clicks, keeps
      // the focus in the dialog (jQuery UI's overlay): a click on it does nothing.
      if (overWindow && own < 2 && !pointerAt(i) && kinds & PRESS && !(kinds & (CLICK | DRAG | DRAG_START)) && (el.tagName === "DIV" || el.tagName === "SPAN") &&
          document.querySelector(oc.DIALOGS)) continue;
      if (own < 2 && !el.firstElementChild && drawsNothing(el)) continue;
      let disabled = false;
      // (A label standing for a disabled control is as disabled: a switch drawn by its label, and
      // a part of it with a pointer of its own, the box drawn for its checkbox; and so is what
      // shows the not-allowed cursor, a widget kit's disabled tab or page button.)
      // (Not a part with an action of its own: a terms link in the label of a box it unlocks.)
      const label = el.tagName === "LABEL" ? el : !el.matches("a[href], button, input, select, textarea, [role], [tabindex]") && el.parentElement ? el.parentElement.closest("label") : null;
      // (So is a box of no role around one disabled button and nothing else: a web component's
      // host that hears the clicks its disabled button would get.)
      if (isDisabled(el) || (label && label.control && isDisabled(label.control)) || (v && v.cursor === "not-allowed") || wrapsDisabled(el)) {
        // A disabled field that scrolls can still be scrolled and read.
        if (!isScrollArea(el, getComputedStyle(el))) continue;
        disabled = true;
      }
      let transparent = false;
      if (!shown.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !shownOnHover(shown)) {
        // A form field drawn fully transparent over a styled box (a file input stretched over its
        // "Upload" button, a checkbox over its custom drawing) is what a click there lands on: it
        // is a target where it is hit (step 4), named by its label, which stands for it only when
        // a click on the field's box does not land on it (step 3). Only
        // when the field itself is the transparent one: inside a faded-out panel nothing is seen.
        // So is a text field faded out with the part of its field box it sits in, while the box
        // shows its label resting where the text goes (Material's empty text field): a click on
        // the box lands on it, and it takes the typing.
        if (!shown.checkVisibility({ visibilityProperty: true })) continue;
        // (So is a button stretched transparent over most of the box it is in, which shows
        // what it does: OneTrust's cookie categories, a header a click anywhere on opens.)
        if (transparentField(el) || stretchedOver(el, r)) {
          const holder = composedParent(el);
          if (!holder || !holder.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        } else if (!fadedInFieldBox(el, r)) continue;
        transparent = true;
      }
      const clip = w.clipAt[i];
      const box = clip && intersect([r.left, r.top, r.right, r.bottom], clip);
      if (!box || box[2] - box[0] < 2 || box[3] - box[1] < 2) continue;
      // A strip a few pixels thin that only hears the mouse pass (a grid's selection border, a
      // hover guide) is drawing, not a target; unless it shows a resize cursor (a dialog's edge).
      if (own === 0 && hearsOnlyHover(i) && Math.min(r.width, r.height) < 4 &&
          !(v && HANDLE_CURSORS[v.cursor])) continue;
      // So is a link that says and shows nothing, drawn as a line (a menu's separator, an empty
      // <a> kept for its border).
      // (One that goes nowhere: a carousel's bar-shaped indicators go to their slides.)
      if (el.tagName === "A" && Math.min(r.width, r.height) < 4 && !el.textContent.trim() && !el.querySelector(PICTURES) &&
          !el.hasAttribute("aria-label") && !el.hasAttribute("title") && /^#?$/.test(el.getAttribute("href") || "")) continue;
      const c = { el, index: i, strength: s, own, listener, disabled, transparent, rect: r, box, parent: null, drop: false };
      cands.push(c);
      candOf.set(el, c);
    }

    // The editors whose textarea sits beside their listening box (CodeMirror: the box that
    // listens is the textarea's wrapper's sibling): the largest candidate within two boxes up.
    for (const t of editors) {
      for (let p = composedParent(t), k = 0; p && k < 2 && p !== document.body; p = composedParent(p), k++) {
        let best = null;
        for (const c of cands) {
          if (c.field || !p.contains(c.el) || DISTINCT_TAGS.has(c.el.tagName) || c.el.tagName === "LABEL" || ITEM_TAGS.has(c.el.tagName)) continue;
          if (!best || area(c.rect) > area(best.rect)) best = c;
        }
        if (best) {
          best.field = t;
          held.add(t);
          break;
        }
      }
    }

    // A box that hears presses and no clicks, with no pointer, role or tab stop of its own,
    // around a resize handle laid between two panes, hears the drag of that handle (a split
    // view's root, where its gutter is pressed and dragged): a click on the box does nothing.
    // (Not one around a handle at its own edge or corner: a dashboard's widget, moved by a press
    // anywhere on it, or a header cell that sorts on a press, each with its resize grip.)
    const betweenPanes = (h) => {
      const a = h.el.previousElementSibling, b = h.el.nextElementSibling;
      const big = (n) => !!n && n.getBoundingClientRect().width * n.getBoundingClientRect().height >= 4 * area(h.rect);
      return big(a) && big(b);
    };
    const handles = cands.filter((c) => c.own === 1 && w.verdictAt[c.index] && HANDLE_CURSORS[w.verdictAt[c.index].cursor] && betweenPanes(c));
    if (handles.length) {
      for (const c of cands) {
        const kinds = listeners.get(c.index) || 0;
        if (c.own !== 0 || !(kinds & PRESS) || kinds & (CLICK | DRAG_START) || c.el.hasAttribute("onclick") || c.el.hasAttribute("role") ||
            c.el.hasAttribute("tabindex") || DISTINCT_TAGS.has(c.el.tagName) || pointerAt(c.index)) continue;
        if (handles.some((h) => h !== c && c.el.contains(h.el))) c.drop = true;
      }
    }

    // An editing area that draws its text itself and takes the keys in a text box drawn as
    // nothing inside it (Monaco: a zero-width role=textbox, or an EditContext host, in the
    // listening box of its lines), the nearest candidate holding it stands for it too (walked
    // last: the frames around it come before it).
    for (let n = cands.length - 1; n >= 0; n--) {
      const c = cands[n];
      if (c.field || c.rect.width < 100 || c.rect.height < 38 || DISTINCT_TAGS.has(c.el.tagName) || ITEM_TAGS.has(c.el.tagName) || c.el.isContentEditable) continue;
      const role = roleAttr(c.el);
      if (role && !EDITOR_FRAME_ROLES.has(role)) continue;
      // (Nor a backdrop around a dialog: the fields a dialog kit keeps in every dialog, never
      // shown in this one, are not an editor's, SweetAlert's.)
      if (c.rect.width >= 0.9 * innerWidth && c.rect.height >= 0.9 * innerHeight && c.el.querySelector("[role=dialog], [role=alertdialog], dialog, [aria-modal=true]")) continue;
      // (The one that takes the focus: Monaco keeps a read-only textarea beside it for IME.)
      const f = Array.prototype.find.call(c.el.querySelectorAll("[role=textbox], textarea"), (n) => {
        if (n.tabIndex < 0 || n.disabled || n.readOnly || n.textContent.trim()) return false;
        const nr = n.getBoundingClientRect();
        return nr.width < 2 || nr.height < 2;
      });
      if (!f || held.has(f)) continue;
      if (Array.prototype.some.call(cands, (d) => d !== c && d.field === f)) continue;
      // (Marked already by the box it sits in, standing for it: that box is a frame of the
      // editor; its lines' box, which takes the clicks, is the one field.)
      const own = candOf.get(f);
      if (own && !own.drop) own.drop = true;
      c.field = f;
      held.add(f);
    }

    // 1b. The areas of image maps in view: links with the box of their shape on the image.
    for (const i of w.mapped || []) {
      const img = w.walk[i];
      const map = imageMap(img);
      const clip = w.clipAt[i];
      if (!map || !clip || !img.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      for (const area of map.querySelectorAll("area")) {
        if (candOf.has(area) || (!area.hasAttribute("href") && !area.hasAttribute("onclick"))) continue;
        const r = rectOf(area);
        const box = intersect([r.left, r.top, r.right, r.bottom], clip);
        if (!box || box[2] - box[0] < 2 || box[3] - box[1] < 2) continue;
        const c = { el: area, index: -1, strength: 2, own: 2, listener: false, disabled: false, rect: r, box, parent: null, drop: false };
        cands.push(c);
        candOf.set(area, c);
      }
    }

    if (due()) await giveWay();
    // 2. Nearest candidate ancestor of each candidate, in the tree as drawn (a web component's
    // child put in a slot sits in the box around that slot: Ionic's item row around its checkbox).
    for (const c of cands) {
      for (let p = drawnParent(c.el); p; p = drawnParent(p)) {
        const pc = candOf.get(p);
        if (pc) { c.parent = pc; break; }
      }
      // A shape known only by its pointer cursor is a target inside a drawing that is part of one
      // (a map that handles its shapes' clicks itself: Leaflet's areas and routes); alone, in a
      // drawing nothing around handles, it is decoration (a caption styled like a link).
      if (c.own === 1 && !c.listener && !c.parent && w.verdictAt[c.index] && w.verdictAt[c.index].shape) c.drop = true;
    }

    if (due()) await giveWay();
    // 3. Collapse nested duplicates. A label merges into its visible control. Inside another
    //    candidate, only a separate target keeps its own mark: a distinct control (tag, interactive
    //    role, tab stop, editable, draggable), an element with a listener of its own, or one whose own
    //    pointer cursor sets it apart inside a container that is not itself a control (a scroll area,
    //    a listener that serves its rows). A weak container around exactly one control that fills
    //    most of it is that control.
    // A control of its own (a link, a button, a field's label, an element with a click attribute), whose
    // insides are parts of it; not a box that is merely focusable, editable or a list by its role
    // (jQuery UI's autocomplete list is a focusable <ul> whose suggestions show only a pointer).
    // (A control by its tag or role; a box that only has an onclick attribute is one to isControl,
    // not to nativeControl: a clickable mail row.)
    const nativeControl = (el) => (DISTINCT_TAGS.has(el.tagName) && (el.tagName !== "A" || el.hasAttribute("href"))) ||
      (el.tagName === "LABEL" && !!el.control) || ONE_ACTION_ROLES.has(roleAttr(el));
    const isControl = (el) => nativeControl(el) || el.hasAttribute("onclick");
    const alikePeers = (el) => {
      const kind = alikeOf(el);
      let n = 0;
      for (let s = el.parentElement && el.parentElement.firstElementChild; s; s = s.nextElementSibling) {
        if (alikeOf(s) === kind && ++n >= 2) return true;
      }
      return false;
    };
    const TOGGLE_ROLES = new Set(["checkbox", "radio", "switch"]);
    const toggleBox = (n) => !!n && TOGGLE_ROLES.has(roleAttr(n)) && candOf.has(n);
    const drawnToggle = (input) => toggleBox(input.parentElement) || toggleBox(input.previousElementSibling) || toggleBox(input.nextElementSibling);
    // The controls in `box` other than `not` (fields, buttons, elements with a control's role).
    const heldControls = (box, not) => cands.filter((d) => d !== not && !d.drop && ((d.strength >= 2 &&
      (FIELD_TAGS.has(d.el.tagName) || DISTINCT_TAGS.has(d.el.tagName) || ONE_ACTION_ROLES.has(roleAttr(d.el)))) || d.field) && drawnContains(box, d.el));
    // The box a label for no control captions: the one just after it, or after the box it is
    // alone in (a form's label column beside its field column).
    const captionedBox = (label) => label.nextElementSibling ||
      (label.parentElement && label.parentElement.childElementCount === 1 ? label.parentElement.nextElementSibling : null);
    const captionOf = new Map(); // control -> the text of the label that captions it
    // (Itself showing no words: a card that holds its own, beside the star laid on its corner, is
    // a target of its own.)
    const rowOfSibling = (c) => {
      if (/\p{L}{2}/u.test(c.el.textContent)) return false;
      for (const next of [(n) => n.previousElementSibling, (n) => n.nextElementSibling]) {
        for (let n = next(c.el), k = 0; n && k < 3; n = next(n), k++) {
          const s = candOf.get(n);
          if (!s || !(isControl(n) || (roleAttr(n) && ONE_ACTION_ROLES.has(roleAttr(n))))) continue;
          // (Laid over it: a chip beside a narrow field that types is no row of it.)
          if (s.rect.top >= c.rect.top - 2 && s.rect.bottom <= c.rect.bottom + 2 && c.rect.width >= s.rect.width &&
              s.rect.left < c.rect.right && s.rect.right > c.rect.left) return true;
        }
      }
      return false;
    };
    // A picture and nothing else: an icon (no text, no name of its own).
    // (An <svg> of its own, not a shape in a drawing; and not one of alike icons, a rating's stars.)
    const iconOnly = (el) => !el.textContent.trim() && !el.hasAttribute("aria-label") && !el.hasAttribute("title") &&
      (el.tagName === "svg" || el.tagName === "I" || el.tagName === "IMG" || (el.namespaceURI === HTML_NS && !!el.querySelector("svg, i, img"))) &&
      !alikePeers(el);
    // The item a nameless part opens and closes (a tree's twisty): the one just after it that
    // says it opens, or the marked one it is first in (Element's tree row around its caret).
    const itemOpenedBy = (el) => {
      const next = el.nextElementSibling, up = el.parentElement;
      // (Not a button that opens a popup menu of its own: an app bar's search icon beside its
      // "more" menu button is no twisty of it.)
      if (next && next.hasAttribute("aria-expanded") && !saysPopup(next)) return next;
      if (up && up.firstElementChild === el && up.hasAttribute("aria-expanded") && candOf.has(up)) return up;
      return treeItemLed(el);
    };
    // The tree item that opens and closes whose row `el` leads, a few boxes up (a web
    // component's shadow parts between them), or null.
    // (Drawn as an arrow, with no word of an icon of its own, in an item holding no other control:
    // not a star, a tick box, a swatch or a grip leading the item.)
    const treeItemLed = (el) => {
      const word = naming.iconWordOf(el);
      if ((word && !/^(expand|collapse|chevron|arrow|caret|next|down|right)$/.test(word)) || !(el.querySelector("svg") || /^[›▸▶▹>⌄▾▼]$/.test(el.textContent.trim()))) return null;
      for (let a = composedParent(el), k = 0; a && k < 4; a = composedParent(a), k++) {
        if (roleAttr(a) !== "treeitem") continue;
        const lead = el.getBoundingClientRect().left - a.getBoundingClientRect().left <= 48;
        return lead && a.hasAttribute("aria-expanded") && candOf.has(a) && !a.querySelector("button, [role=button], input, [role=checkbox]") ? a : null;
      }
      return null;
    };
    const inSlider = (c) => {
      for (let p = c.parent, k = 0; p && k < 3; p = p.parent, k++) if (roleAttr(p.el) === "slider") return true;
      return false;
    };
    const ACTING_ROLES = new Set(["button", "link", "menuitem", "option", "tab", "treeitem"]);
    const wordsOf = (n) => (naming.visibleText(n, 80).match(/[\p{L}\p{N}][\p{L}\p{N}._-]*/gu) || []).join(" ");
    const sameWords = (a, b) => { const t = wordsOf(a); return !!t && t === wordsOf(b); };
    // Does the box of `c` hold two or more other candidates left standing, and no words of its
    // own beside theirs?
    const innerMarks = (c) => { let n = 0; for (const d of cands) if (d !== c && !d.drop && c.el.contains(d.el) && ++n >= 2) break; return n; };
    const onlyMarksIn = (c) => {
      const inner = new Set();
      for (const d of cands) if (d !== c && !d.drop && c.el.contains(d.el)) { inner.add(d.el); if (inner.size > 40) break; }
      if (inner.size < 2) return false;
      const rest = naming.visibleText(c.el, 200, undefined, (n) => inner.has(n) || (n.tagName === "LABEL" && inner.has(n.control)));
      // (Figures may carry a unit's letter: "1.84K".)
      return !/\p{L}{2}/u.test(rest);
    };
    // Does the box of `c` (or the one box right inside it) hold two or more parts that each hold
    // a candidate left standing, and besides them only short captions ("Amenities" over its
    // boxes)? A listener there hears those parts' clicks: a list of issues, a panel of filters.
    // (Not a backdrop around a dialog, larger than the one box in it: a click there closes it.
    // In a box that says it is a group, parts around marks, rows; not the marks themselves, a
    // payment method's Edit and Remove beside its name.)
    const unitsOfMarks = (c) => {
      // (Not a table's row: its cells are its words, a row a click opens.)
      if (c.el.tagName === "TR" || roleAttr(c.el) === "row") return false;
      const only = c.el.childElementCount === 1 ? c.el.firstElementChild : null;
      if (only && area(only.getBoundingClientRect()) < 0.8 * area(c.rect)) return false;
      const box = only || c.el;
      const kids = Array.prototype.filter.call(box.children, (k) => k.getClientRects().length > 0);
      if (kids.length < 2 || kids.length > 100) return false;
      const rows = c.el.hasAttribute("role");
      let holding = 0;
      for (const k of kids) {
        if (cands.some((d) => d !== c && !d.drop && k.contains(d.el) && (!rows || d.el !== k))) holding++;
        else if (cleanText(k.textContent, 80).length > 30 || (getComputedStyle(k).cursor === "pointer")) return false;
      }
      return holding >= 2;
    };
    const isDistinct = (c) => {
      const el = c.el;
      // A box that stands for a field drawn as nothing in it is that field (AG Grid's row
      // checkbox: a transparent input in a small drawn box that listens, in a focusable cell).
      if (c.field) return true;
      if (DISTINCT_TAGS.has(el.tagName) && (el.tagName !== "A" || el.hasAttribute("href"))) return true;
      if (el.tagName === "AREA" || (el.tagName === "LABEL" && el.control)) return true;
      // Inside a slider (by its role) a part that listens is its knob: one control (Element Plus
      // draws the knob as a listening box inside the role=slider one). Alike parts are not a
      // knob: they are the steps a click picks (Element Plus's rating, a role=slider around its
      // five listening stars).
      const parentEl = c.parent ? c.parent.el : null;
      const bare = !el.hasAttribute("role") && !el.hasAttribute("tabindex");
      // (Also a knob a few boxes down that is a tab stop of its own, with no role: Element UI
      // puts role=slider on the box around the track, and tab stops on the knob and its holder.)
      if (!el.hasAttribute("role") && inSlider(c) && !alikePeers(el)) return false;
      // Inside a label for a control, a part that listens with no role or tab stop of its own is
      // part of that control: a click there reaches the label (Material Design Lite's ripple,
      // which listens for the press it animates). (A link in a label stays a link.)
      if (bare && parentEl && parentEl.tagName === "LABEL" && parentEl.control) return false;
      // A grid's cell that is only a stop of the grid's own keys (tabindex -1: no listener,
      // pointer or field of its own) inside a row that is a target (Spotify's track row, dragged
      // and picked by a click anywhere on it) is part of that row.
      // (A data grid's row that is a target keeps its cells: a click picks the cell there.)
      if (/^(gridcell|cell)$/.test(roleAttr(el)) && el.getAttribute("tabindex") === "-1" && !c.listener && c.own >= 2 && !pointerAt(c.index) &&
          !el.isContentEditable && parentEl && parentEl.getAttribute("draggable") === "true") return false;
      // Inside a box that stands for a field drawn as nothing (a code editor around its hidden
      // textarea), a part that listens with no role or tab stop is where a click puts the caret:
      // part of that field (Ace's scroller of lines and gutter).
      // (Not one that shows a pointer inside a box right around it that shows none: a chip's
      // remove icon in a multi-select drawn over its hidden field, PrimeVue's.)
      const ownPointer = !!w.verdictAt[c.index] && w.verdictAt[c.index].cursor === "pointer";
      const aroundEl = composedParent(el);
      const standsOut = () => c.listener && ownPointer && !!aroundEl && aroundEl !== c.parent.el && getComputedStyle(aroundEl).cursor !== "pointer";
      // (Nor a part that draws a picture of the whole and holds none of its text, an editor's
      // overview strip, Monaco's minimap: a press there jumps, it puts no caret.)
      const overview = () => c.rect.width >= 40 && c.rect.height >= 40 && !el.textContent.trim() && !!el.querySelector("canvas, img, svg");
      // (Nor a cross that hears clicks itself and removes a choice, whatever pointer the chip
      // around it shows: PrimeVue's chip in a multi-select that shows the pointer all over.)
      // (Ending its chip, after the chip's words: not a status icon before a choice's words.)
      const lastInBox = () => { for (let n = el.nextSibling; n; n = n.nextSibling) if (n.nodeType === 1 || (n.nodeType === 3 && n.nodeValue.trim())) return false; return true; };
      const removesChoice = () => c.listener && naming.removes(el) && lastInBox() && !!el.parentElement && endsWords(el.parentElement, el);
      if (bare && c.parent && c.parent.field && !DISTINCT_TAGS.has(el.tagName) && !standsOut() && !overview() && !removesChoice()) return false;
      // An icon with a listener of its own inside a control (a kit's icon component that always
      // listens: the caret of a select, the arrow of a page button or a panel's header) is part of
      // it; not one that dismisses (a tab's or a tag's close cross).
      // (So is one the page calls decoration by its role, presentation, however many of them: UI5's
      // icons, which always listen, at both ends of a list row. Not by aria-hidden alone: a
      // widget's mouse-only arrow is hidden from readers and is a target.)
      // (Not a handle, by its own resize, move or grab cursor: AG Grid's column resize handles;
      // nor a column's edge that resizes it from its header, MUI's separators drawing a bar.)
      const ownCursor = w.verdictAt[c.index] ? w.verdictAt[c.index].cursor : "";
      // (Icon-sized: a listening strip the page calls presentation, a code editor's overview of
      // its text that jumps where it is pressed, is a target.)
      // (Not one the page names apart from its control and calls no decoration: an issue row's
      // "Change priority" icon, which listens itself, inside the row's link.)
      const decorative = !el.hasAttribute("tabindex") && !el.textContent.trim() && NO_ROLES.has(roleAttr(el)) && !namedPicture(el) &&
        !HANDLE_CURSORS[ownCursor] && !DRAG_CURSORS.has(ownCursor) && el.getAttribute("draggable") !== "true" && Math.max(c.rect.width, c.rect.height) <= 48;
      // (Nor one that shows a pointer where its control shows none: a chip's remove icon,
      // drawn by a path, in a chip that is a button only to the keyboard.)
      // (The box right around it counts, not only the control: a multi-select's chip that shows
      // no pointer, in a field that does, around its remove icon that does.)
      const parentCursor = w.verdictAt[c.parent ? c.parent.index : -1] ? w.verdictAt[c.parent.index].cursor : "";
      // (Nor the arrow leading a tree item that opens and closes, hearing clicks itself: the
      // item's click selects it, the arrow's opens it, Fluent's tree.)
      const leadsTreeItem = () => ((listeners.get(c.index) || 0) & CLICK) && c.rect.width <= 32 && !/^(grab|move)$/.test(ownCursor) && !!treeItemLed(el);
      // (Nor, in a box that is no control, an icon that does a thing of its own: a mail row's star.)
      if ((bare || decorative) && c.listener && c.parent && c.own < 2 && (iconOnly(el) || decorative) && area(c.rect) < 0.25 * area(c.parent.rect) &&
          (isControl(c.parent.el) || c.parent.listener || c.parent.own >= 1) && !naming.dismisses(el) && (nativeControl(c.parent.el) || !naming.actsApart(el)) &&
          !(ownCursor === "pointer" && parentCursor !== "pointer") && !standsOut() && !(/^(col-resize|ew-resize)$/.test(ownCursor) && ownCursor !== parentCursor && /^(columnheader|rowheader)$/.test(roleAttr(c.parent.el))) &&
          !leadsTreeItem()) return false;
      // (Nor the picture a small wordless box around it is heard for clicks for, and all that box holds: a
      // row's icon button drawn as a span around an <i class="icon icon-trash">. The two are one
      // control, whatever the icon's word says it does.)
      if (bare && !c.listener && c.parent && (((listeners.get(c.parent.index) || 0) & (CLICK | PRESS)) || isControl(c.parent.el)) && c.parent.el.childElementCount === 1 &&
          !el.textContent.trim() && !c.parent.el.textContent.trim() && Math.max(c.parent.rect.width, c.parent.rect.height) <= 48) return false;
      // (Nor, in a column's header, the part that listens and says all the header says: the
      // title a click on the header sorts by, beside the header's menu button.)
      if (bare && c.listener && parentEl && /^(columnheader|rowheader)$/.test(roleAttr(parentEl)) && !c.parent.listener && sameWords(el, parentEl)) return false;
      // (Nor a part the page calls decoration, role=presentation, with no tab stop or cursor of
      // its own, that hears clicks inside a control whose role says one action (by its attribute
      // or its ElementInternals), saying all it says, around no other candidate: the inner box of
      // Material Web's tab, which hands its click on to the tab. Not a label or a badge that says
      // no role: it may do a thing of its own, and stop the click there.)
      if (/^(presentation|none)$/.test((el.getAttribute("role") || "").trim()) && !el.hasAttribute("tabindex") && ((listeners.get(c.index) || 0) & CLICK) && c.own < 2 && c.parent &&
          ONE_ACTION_ROLES.has(roleAttr(c.parent.el) || ((state.internals && state.internals.get(c.parent.el)) || [""])[0]) && sameWords(el, c.parent.el) && getComputedStyle(el).cursor === getComputedStyle(c.parent.el).cursor &&
          !holdsSome(el, (n) => candOf.has(n))) return false;
      if (el.tagName === "OPTION" || c.strength === 1.25 || c.listener || c.disabled) return true;
      // (Nor one the page names that a :hover fades in: see namedReveal.)
      // (Not inside a link or button, its picture: a video card's "Play video"; nor saying all
      // its control says.)
      if (bare && c.own === 1 && namedReveal(el) && !(parentEl && parentEl.closest("a[href], button")) && !(c.parent && sameWords(el, c.parent.el))) return true;
      // (A close icon drawn as a picture in an empty box, in a tab: it closes the tab, not picks it.)
      // (Not one in a link or button, its picture: "Deleted Items", "Remove from list".)
      if (bare && closeIcon(el) && !(parentEl && parentEl.closest("a[href], button"))) return true;
      if (w.kept.has(c.index)) return true; // a separate target last look: a state change keeps it one
      // (A box that takes the focus with no role of its own, inside a link or a button and saying
      // all it says, is that control: a profile page's "Manage Profiles" span in its link.)
      if (!el.hasAttribute("role") && !c.listener && c.parent && c.parent.el.matches("a[href], button") && sameWords(el, c.parent.el)) return false;
      const role = roleAttr(el);
      if (role && INTERACTIVE_ROLES.has(role)) return true;
      if (el.isContentEditable && c.own >= 2) return true;
      const tabindex = el.getAttribute("tabindex");
      if (tabindex !== null && tabindex.trim() !== "" && Number(tabindex) >= 0) return true;
      if (el.getAttribute("draggable") === "true" || el.hasAttribute("onclick")) return true;
      // (A box with only a pointer laid over the line of a control beside it, as wide or wider,
      // is that control's row: jsTree's whole-row highlight beside each item.)
      if (c.own === 1 && rowOfSibling(c)) return false;
      // (A cross with a pointer of its own in a field that lists its choices removes one: a
      // multi-select's chip, whose clicks the field hears.)
      if (c.own === 1 && c.parent && FIELD_WIDGET_ROLES.has(roleAttr(c.parent.el)) && naming.removes(el)) return true;
      // (So does one that ends a chip or a tab the page makes a control, with a pointer of its
      // own or drawn as a picture: a token's "✕", an editor tab's close drawing. Not one in a
      // native button or link, whose click is theirs.)
      if (c.own === 1 && c.parent && endCross(el, el.tagName) && !(parentEl && parentEl.closest("a[href], button"))) return true;
      // (Nor a picture with no listener of its own that is all its control holds and shows only
      // the pointer that control shows: the icon of a card's action drawn as a box that hears the
      // click. A star among a mail row's words stays a target.)
      if (c.own === 1 && !c.listener && c.parent && (c.parent.listener || isControl(c.parent.el)) && soleIconOf(c.parent.el, el) &&
          getComputedStyle(el).cursor === getComputedStyle(c.parent.el).cursor) return false;
      // (Inside a box that stands for a hidden field, a part with a pointer is part of that control.)
      return c.own === 1 && c.parent && !c.parent.field && (c.parent.strength < 2 || !isControl(c.parent.el));
    };
    // Is a field that is no target (transparent, hidden) kept in a box beside another field that
    // is one, which types for it? (Not a radio or checkbox, which takes no typing: a payment
    // method's radio whose panel below holds the card number field.)
    const typedBeside = (field) => !TOGGLES.has(field.type) && !field.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !!field.parentElement &&
      Array.prototype.some.call(field.parentElement.querySelectorAll("input:not([type=hidden]), textarea"),
        (f) => f !== field && candOf.has(f) && !candOf.get(f).drop && !candOf.get(f).transparent);
    const childCount = new Map();
    const itemKids = new Map(); // how many of those are a widget's items by their role
    const kidsOfCand = new Map(); // and which they are
    for (const c of cands) {
      if (c.drop) continue;
      // A label whose for= points at a control the page drew (a span with a combobox role:
      // browsers tie a label to a native field only) is that control's caption, and a click on
      // it is the page's way to reach it.
      // A label for no field around a control drawn with a role (a div role=radio and its words)
      // is that control's row: its words name the control, and it is no mark of its own (nor the
      // caption of the next label's control: a group of such labels lost all but its last).
      const inner = c.el.tagName === "LABEL" && !c.el.control ? c.el.querySelector("[role=checkbox], [role=radio], [role=switch]") : null;
      if (inner && candOf.has(inner) && !candOf.get(inner).drop) {
        c.drop = true;
        if (!captionOf.has(inner)) captionOf.set(inner, cleanText(naming.visibleText(c.el, 80, undefined, (n) => n === inner), 80));
        continue;
      }
      const pointed = c.el.tagName === "LABEL" && !c.el.control && c.el.htmlFor ? c.el.getRootNode().getElementById(c.el.htmlFor) : null;
      if (pointed && candOf.has(pointed) && !candOf.get(pointed).drop) {
        c.drop = true;
        if (!captionOf.has(pointed)) captionOf.set(pointed, cleanText(naming.visibleText(c.el, 80), 80));
        continue;
      }
      // A label for no control, just before a box holding controls, is their caption (a web
      // component's label whose click only focuses its field: Shoelace's select and radio group);
      // the controls carry its text.
      const captioned = c.el.tagName === "LABEL" && !c.el.control ? captionedBox(c.el) : null;
      const controls = captioned ? heldControls(captioned, c) : [];
      if (controls.length) {
        c.drop = true;
        // (One control is named by it; a group's caption names none of its controls. Nor one that
        // says its own words, a choice among others: a radio group's "Frequency" over its "Daily".)
        const ownWords = (n) => /^(radio|checkbox|switch|option|tab|menuitem|button|link)$/.test(naming.roleFor(n, "")) && WORDY_NAME.test((naming.textName(n) || {}).label || "");
        if (controls.length === 1 && !captionOf.has(controls[0].el) && !ownWords(controls[0].el)) captionOf.set(controls[0].el, cleanText(naming.visibleText(c.el, 80), 80));
        continue;
      }
      // A label for a checkbox or radio hidden (not laid out) beside or inside the box drawn for
      // it with that role (webix's switch and radios) captions that box, which carries the name.
      if (c.el.tagName === "LABEL" && c.el.control && TOGGLES.has(c.el.control.type) && !c.el.control.getClientRects().length &&
          drawnToggle(c.el.control)) {
        c.drop = true;
        continue;
      }
      if (c.el.tagName === "LABEL" && held.has(c.el.control)) {
        c.drop = true; // the box standing for its field carries its text
        continue;
      }
      // A label for a field that is not laid out at all (the <select> or <textarea> a widget
      // replaced, display: none) does nothing when clicked: the widget carries its text.
      // (Nor one laid out but no target, transparent under the widget drawn in its own box, which
      // types in a field of its own: Choices' original input under its chips and search field.)
      // (Nor does the label of a range input not laid out: a click on it moves nothing, the
      // steppers beside it do; Booking's guests, each count a hidden range.)
      const hiddenRange = (f) => f.type === "range" && !f.getClientRects().length;
      if (c.el.tagName === "LABEL" && c.el.control && !candOf.has(c.el.control) &&
          (!c.el.control.getClientRects().length ? undrawnField(c.el.control) || hiddenRange(c.el.control) : typedBeside(c.el.control))) {
        c.drop = true;
        continue;
      }
      // A caption that listens beside the control it names (AG Grid's "Page Size:" before its
      // picker: a click on either opens it) is that control's caption, no mark of its own.
      if (c.own < 2 && c.listener && !c.el.hasAttribute("role") && !c.el.hasAttribute("tabindex") && !DISTINCT_TAGS.has(c.el.tagName) &&
          !FIELD_TAGS.has(c.el.tagName) && !c.el.isContentEditable && c.el.tagName !== "LABEL" && !c.el.firstElementChild) {
        const said = cleanText(c.el.textContent, 60).replace(/[:\s]+$/, "");
        // (Named so by the page, not by this very caption beside it.)
        const namesIt = (n) => { const own = naming.nameOf(n); return own.label === said && !own.source; };
        const named = [c.el.nextElementSibling, c.el.previousElementSibling].find((n) => !!n && candOf.has(n) && !candOf.get(n).drop &&
          (FIELD_TAGS.has(n.tagName) || FIELD_WIDGET_ROLES.has(roleAttr(n))) && namesIt(n));
        if (said && named) {
          c.drop = true;
          continue;
        }
      }
      // (A label for a custom element whose control is inside its shadow tree, a form-associated
      // switch around its native input: that inner control is the mark, named by the label.)
      if (c.el.tagName === "LABEL" && c.el.control && c.el.control.shadowRoot && !candOf.has(c.el.control) &&
          cands.some((d) => d !== c && !d.drop && composedContains(c.el.control, d.el))) {
        c.drop = true;
        continue;
      }
      if (c.el.tagName === "LABEL" && c.el.control && candOf.has(c.el.control)) {
        // The control carries the label's text; a transparent one too (a checkbox drawn by the
        // page under it) when a click on its own box lands on it. One drawn over by the page's
        // drawing (Element Plus: the radio sits at z-index -1 under its circle) is not where the
        // click lands: its label stands for it.
        const control = candOf.get(c.el.control);
        // (Nor one that is a corner of the drawing its label beside it makes: Foundation's switch,
        // a transparent checkbox at the top left of the paddle its <label for> draws. One laid
        // over a box drawn beside its label's text, outside the label, is where that box is
        // clicked: the page's drawn tick box with its caption after it.)
        const overLabel = () => oc.overlapArea(control.rect, c.rect) >= 0.5 * area(control.rect);
        const drawnBeside = control.transparent && !c.el.contains(control.el) && area(c.rect) >= 4 * area(control.rect) && overLabel();
        if (!drawnBeside && (!control.transparent || (control.point = visiblePoint(control.el, control.box)))) {
          c.drop = true;
          continue;
        }
        control.drop = true;
      }
      if (c.parent && !isDistinct(c)) {
        c.drop = true;
        continue;
      }
      if (c.parent) childCount.set(c.parent, (childCount.get(c.parent) || 0) + 1);
      if (c.parent) { if (!kidsOfCand.has(c.parent)) kidsOfCand.set(c.parent, []); kidsOfCand.get(c.parent).push(c); }
      if (c.parent && WIDGET_ITEM_ROLES.has(roleAttr(c.el))) itemKids.set(c.parent, (itemKids.get(c.parent) || 0) + 1);
    }
    // A container around separate targets whose clicks are theirs is no mark of its own: the
    // targets are the marks. Each rule below says one way to tell (relaysClicks).
    const filled = new Map();
    for (const c of cands) {
      if (!c.drop && c.parent) filled.set(c.parent, (filled.get(c.parent) || 0) + area(c.rect));
    }
    // (A role that only holds items counts as none: a chat's role=list around its messages.)
    const plainBox = (c) => (!c.el.hasAttribute("role") || holdsItems(c.el)) && !pointerAt(c.index);
    const holdsItems = (el) => ITEM_HOLDER_ROLES.has(roleAttr(el));
    // A column header that hears clicks or shows a pointer sorts its column.
    const sortsItsColumn = (p) => isHeader(p.el) && (p.listener || pointerAt(p.index));
    let targetEls = null;
    // Does the box show anything of its own between its targets: text or a picture? (Not the
    // text of a control, a disabled one too, a toolbar's greyed-out Undo; nor a readout's, a
    // player bar's clock, which is no place to click.)
    const showsOwn = (p) => {
      if (!targetEls) targetEls = new Set(cands.filter((c) => !c.drop).map((c) => c.el));
      // (Nor a label's words naming a target: Google Forms' "Other:" around its radio.)
      const labelOf = (n) => n.tagName === "LABEL" && (targetEls.has(n.control) || !!n.querySelector("[role=radio], [role=checkbox], [role=switch]"));
      const theirs = (n) => n !== p.el && (targetEls.has(n) || isControl(n) || INTERACTIVE_ROLES.has(roleAttr(n)) || READOUT_ROLES.has(roleAttr(n)) || labelOf(n));
      if (cleanText(naming.visibleText(p.el, 40, undefined, theirs), 40)) return true;
      // (Nor a picture in a control, a disabled one too: a toolbar's greyed-out Undo icon.)
      for (const m of p.el.querySelectorAll(PICTURES)) {
        let n = m;
        while (n && n !== p.el && !theirs(n)) n = composedParent(n);
        if (n === p.el) return true;
      }
      return false;
    };
    // (An editable box is a field where its editing starts: a link in an editor's text is part of
    // that text, not a field inside the editor's box.)
    const textField = (c) => (c.el.tagName === "INPUT" && !NOT_TEXT_TYPES.has(c.el.type)) || c.el.tagName === "TEXTAREA" ||
      (c.el.isContentEditable && !(c.el.parentElement && c.el.parentElement.isContentEditable)) || FIELD_WIDGET_ROLES.has(roleAttr(c.el));
    const anyFrames = !!document.querySelector("iframe");
    const framesIn = (p) => {
      let sum = 0;
      if (anyFrames) for (const f of p.el.querySelectorAll("iframe")) sum += area(f.getBoundingClientRect());
      return sum;
    };
    // `p` holds `n` separate targets (its nearest candidate children).
    function relaysClicks(p, n) {
      if (p.disabled || p.field || p.strength === 1.25) return false;
      // (Nor a box that only takes drops: its items are dragged onto it, it hands on no clicks; a
      // board's column around its cards.)
      if (p.listener && p.own < 2 && hearsOnlyDrops(p.index) && !pointerAt(p.index)) return false;
      // (A column header that hears clicks sorts its column, whatever else is drawn in it: a menu
      // button and a filter field, Tabulator's.)
      if (sortsItsColumn(p)) return false;
      // (Nor a backdrop: a box over the whole window that hears clicks around a dialog, which a
      // click outside the dialog closes, Foundation's Reveal overlay.)
      if (p.listener && oc.isMask(p.el)) return false;
      // 0. A <details> is worked through its <summary>: a listener on it serves its popup (GitHub's
      //    details-menu), and its box takes in its closed part, which nothing draws.
      if (p.el.tagName === "DETAILS" && (kidsOfCand.get(p) || []).some((k) => k.el.tagName === "SUMMARY" && k.el.parentElement === p.el)) return true;
      const weak = p.strength < 2; // known only by its listener or pointer
      // 1. Known by its listener or pointer (or an editor's role=application), around two or
      //    more targets, or a frame, that fill most of it: a list handling its rows' clicks, a
      //    spinner around its field and arrows, TinyMCE's box around its toolbar and the frame
      //    it edits in. (A card with a listener and two small buttons is still mostly the card.)
      // (One that handed its listener to the one row it holds, a folder with one file: that row is
      // the target.)
      if (n === 1 && weak && servers.has(p.index)) return true;
      const frames = framesIn(p);
      if ((n >= 2 || frames) && (weak || roleAttr(p.el) === "application") && filled.get(p) + frames >= 0.5 * area(p.rect)) return true;
      if (n >= 2 && weak) {
        // 2. One that handed its listener or cursor to its items, however much of it they fill
        //    (a calendar grid wider than its days).
        if (servers.has(p.index)) return true;
        // 3. One known by its listener alone (no pointer, role or tab stop) whatever text it shows
        //    between its targets (a data table's box around its title and toolbar, a pager bar
        //    around "Items per page:"; a card that opens where it is clicked shows a pointer
        //    there), or one that shows nothing of its own between them (a carousel's dots, a
        //    month bar, a toolbar, a calendar's days); not a box standing for a hidden field.
        //    (Not a box whose role says it is a thing of its own: a grid's row is selected by a click
        //    between its cells.)
        const grouping = !p.el.hasAttribute("role") || NO_ROLES.has(roleAttr(p.el)) || GROUPING_ROLES.has(roleAttr(p.el));
        // (Not a table row that listens and shows data of its own beside its buttons: a click on
        // its cells opens the record, htmx's hx-trigger="click" row with Edit and Delete.)
        const dataRow = p.el.tagName === "TR" && p.el.parentElement && p.el.parentElement.tagName !== "THEAD" && showsOwn(p);
        if (((p.own === 0 && p.listener && plainBox(p) && !p.el.hasAttribute("onclick") && !dataRow) || (grouping && !showsOwn(p))) && !replacedField(p.el, true)) return true;
      }
      // 3b. The same around one link or button and text beside it, a panel laid over what is under
      //    it with listeners of its own, which keep its clicks from the map there (Leaflet's
      //    attribution, "Leaflet | © tiles"). Its cursor, when it has one, is the map's (own 0).
      const only = n === 1 ? (kidsOfCand.get(p) || [])[0] : null;
      if (only && weak && p.own === 0 && listeners.has(p.index) && !p.el.hasAttribute("role") && !p.el.hasAttribute("onclick") && oc.laidOver(p.el) &&
          ((only.el.tagName === "A" && only.el.hasAttribute("href")) || only.el.tagName === "BUTTON") && !replacedField(p.el, true)) return true;
      // 3b'. Or around one native control and two or more boxes of words, known by its listener
      //    alone (no pointer, role, tab stop or onclick): the listener is that control's, handed
      //    up to a box that holds it (a post's footer of counts around its Share button, a
      //    checkout's steps beside its Back button). (A header of one line of words and a link
      //    beside it, "Advanced settings", opens its panel where it is clicked.)
      // (Short boxes, counts or steps, no heading nor a line describing: a product card that hears
      // clicks around its title, its words and its Buy button is a target.)
      // (Or one paragraph of words beside a part that shows the pointer where the box shows none:
      // a synopsis around its "More".)
      const wordBoxes = () => {
        const boxes = Array.prototype.filter.call(p.el.children, (n) => !n.contains(only.el) && /\p{L}{2}/u.test(n.textContent));
        if (boxes.length === 1 && !DISTINCT_TAGS.has(only.el.tagName) && pointerAt(only.index) && !boxes[0].matches(naming.HEADINGS) &&
            cleanText(boxes[0].textContent, 200).split(" ").length >= 8) return 2;
        return boxes.every((n) => !n.matches(naming.HEADINGS) && cleanText(n.textContent, 60).split(" ").length <= 3) ? boxes.length : 0;
      };
      // (Not a row among alike rows, a file list's or an inbox's, each opened by a click: those
      // are the list's items.)
      const amongAlike = () => Array.prototype.some.call(p.el.parentElement ? p.el.parentElement.children : [], (n) => n !== p.el && alikeOf(n) === alikeOf(p.el));
      if (only && weak && p.own === 0 && listeners.has(p.index) && !pointerAt(p.index) && !p.el.hasAttribute("role") && !p.el.hasAttribute("tabindex") &&
          !p.el.hasAttribute("onclick") && (DISTINCT_TAGS.has(only.el.tagName) || pointerAt(only.index)) && !replacedField(p.el, true) && !p.el.isContentEditable &&
          !amongAlike() && wordBoxes() >= 2) return true;
      // 3b''. Or around one live control and disabled ones beside it, showing nothing of its own:
      //    a pager bar on its only page, its First, Prev, Next and Last greyed out. The listener is
      //    there for the buttons, as it would be with two or more of them live.
      const disabledIn = () => Array.prototype.some.call(p.el.querySelectorAll("button, input, select, [role=button], [role=link], a"),
        (k) => (k.disabled || k.getAttribute("aria-disabled") === "true") && k.getClientRects().length > 0);
      if (only && weak && p.own === 0 && p.listener && plainBox(p) && !p.el.hasAttribute("onclick") && !p.el.hasAttribute("tabindex") &&
          DISTINCT_TAGS.has(only.el.tagName) && !showsOwn(p) && disabledIn()) return true;
      // 3c. A button around one button and no words but its: npm's install box, a role=button
      //    around the role=button command it copies. One control, the inner one, with the words.
      //    (Not an outer one that says something of its own: its name, an expanded state, a
      //    popup or a listener of its own.)
      if (only && roleAttr(p.el) === "button" && (roleAttr(only.el) === "button" || only.el.tagName === "BUTTON") && !listeners.has(p.index) &&
          !["aria-label", "aria-labelledby", "aria-expanded", "aria-haspopup", "aria-pressed", "onclick", "title"].some((a) => p.el.hasAttribute(a)) &&
          !cleanText(naming.visibleText(p.el, 40, only.el), 40) && /\p{L}{2}/u.test(naming.visibleText(only.el, 40))) return true;
      // 4. A target only by its tab stop (no role, listener or pointer; scrolls nothing): a
      //    grid's body that takes the focus for its keys, Tabulator's. A click on it does nothing.
      if (p.strength === 2 && !p.listener && !DISTINCT_TAGS.has(p.el.tagName) && p.el.tagName !== "LABEL" && plainBox(p) &&
          !p.el.isContentEditable && !p.el.hasAttribute("onclick") && !p.el.hasAttribute("onmousedown") &&
          !p.el.hasAttribute("onpointerdown") && p.el.getAttribute("draggable") !== "true" &&
          !isScrollArea(p.el, getComputedStyle(p.el))) return true;
      // 4b. A grid's cell that takes the focus only from its grid's keys (tabindex -1), with no
      //    listener or pointer, around a text field: AG Grid's floating filter cell around its
      //    filter box and menu button. The field is where a click goes.
      //    (Or around controls and no words of its own: a row's select cell around its checkbox
      //    and expand button. What it holds is what a click does.)
      if (p.strength === 2 && !p.listener && /^(gridcell|cell)$/.test(roleAttr(p.el)) && p.el.getAttribute("tabindex") === "-1" && !pointerAt(p.index)) {
        const held = kidsOfCand.get(p) || [];
        if (held.some(textField) || (held.length && !wordsOutside(p.el, held.map((k) => k.el)))) return true;
      }
      // 5. A frame one or two lines tall that listens (or shows a pointer) around a text field and
      //    small buttons only: a tag editor's around its tags' remove buttons and the field that
      //    takes the next one, Tagify's; a multi-select's around its pills and its clear button,
      //    Mantine's. A click on it puts the caret in the field.
      //    (Or around its chips, each holding the button that removes it: Choices' tag field,
      //    whose box stands for a hidden field, around the chips and the field that types.)
      const kids = kidsOfCand.get(p) || [];
      const chip = (k) => area(k.rect) < 0.25 * area(p.rect) && !!k.el.querySelector("button, [role=button]") && !FIELD_TAGS.has(k.el.tagName);
      if (weak && !p.el.hasAttribute("role") && p.rect.height <= 2 * HOLDER_MAX_H && kids.length >= 2 && kids.filter(textField).length === 1 &&
          kids.every((k) => textField(k) || chip(k) || ((k.el.tagName === "BUTTON" || roleAttr(k.el) === "button") && area(k.rect) < 0.1 * area(p.rect)))) return true;
      // 6. One that only hears the mouse pass (no pointer, role or tab stop): a table row that
      //    lights up under the mouse around its Edit button.
      if (p.own === 0 && hearsOnlyHover(p.index) && plainBox(p)) return true;
      // 7. Two or more of a widget's items (each a control by its role) in a list by its role
      //    that scrolls nothing (a tree, a tab list, a menu, a radio group), or in a box that
      //    listens with no role or pointer of its own (a tab group's box around its tabs and
      //    panel, Shoelace's: a click on its panel does nothing).
      if (itemKids.get(p) >= 2 && !isScrollArea(p.el, getComputedStyle(p.el)) &&
          (LIST_ROLES.has(roleAttr(p.el)) || (p.listener && weak && plainBox(p)))) return true;
      // 8. A group of controls by its role (a toolbar, a group), a target only by its tab stop (no
      //    listener or pointer), around two or more of them and showing nothing of its own:
      //    Radix's toggle group, whose tab stop hands the focus to a button. A click on it does
      //    nothing.
      if (n >= 2 && GROUPING_ROLES.has(roleAttr(p.el)) && !p.listener && !pointerAt(p.index) && !showsOwn(p)) return true;
      // 9. A list by its role that holds the keyboard's focus for its items (a tab stop hearing
      //    keys, focus and presses, never a click), around two or more of them and showing
      //    nothing of its own: Vuetify's menu list. A click on it lands on an item.
      if (n >= 2 && LIST_ROLES.has(roleAttr(p.el)) && !pointerAt(p.index) && !((listeners.get(p.index) || 0) & CLICK) && !showsOwn(p)) return true;
      return false;
    }
    for (const [p, n] of childCount) if (relaysClicks(p, n)) p.drop = true;
    // A box that listens around a field and that field's label, and nothing else to click, is the
    // field's row: a click on it puts the caret in the field (Ionic's item around its input).
    // The list a field (a combobox) says it controls or owns.
    const listOfField = (el) => controllersOf(el).some((field) => roleAttr(field) === "combobox" || FIELD_TAGS.has(field.tagName));
    const removersOnly = (buttons) => buttons.length > 0 && Array.prototype.every.call(buttons, naming.removes);
    // A field's own glyph button: small, wordless, out of the tab order or hidden from readers.
    // (Not a chip's cross that removes a choice: a box listing its choices is a multi-select,
    // Select2's, whose field only types.)
    const fieldGlyph = (k) => k.rect.width <= 32 && k.rect.height <= 32 && !wordsOf(k.el) &&
      (k.el.getAttribute("tabindex") === "-1" || k.el.getAttribute("aria-hidden") === "true") && !naming.removes(k.el);
    // (Or around a field and a caption saying its name, "Page Size:" beside AG Grid's picker
    // named "Page Size", or a native select named by the words before it, "Display As:": a click
    // on the caption opens the field too. Not a box standing for a hidden field, a tag field's
    // around its typing box beside its tags.)
    // (Not a column header that sorts, around a filter field under its title, typed in or
    // picked from: a click on the title sorts the column, the field filters it; two targets.)
    const filterInHeader = (c, p) => FIELD_TAGS.has(c.el.tagName) && !TOGGLES.has(c.el.type) && sortsItsColumn(p);
    const rowOfField = (c, p) => (FIELD_TAGS.has(c.el.tagName) && !!c.el.labels &&
      Array.prototype.some.call(c.el.labels, (l) => { for (let q = candOf.get(l); q; q = q.parent) if (q === p) return true; return false; })) ||
      ((FIELD_WIDGET_ROLES.has(roleAttr(c.el)) || (FIELD_TAGS.has(c.el.tagName) && !p.el.querySelector("input[hidden], input[type=hidden]"))) && (() => {
        const name = naming.nameOf(c.el).label;
        return !!name && cleanText(naming.visibleText(p.el, 80, undefined, (n) => n === c.el), 80).replace(/[:\s]+$/, "") === name;
      })());
    // (As drawn: a web component's button shows the text slotted into it, Material's pill around
    // its native button.)
    const shownText = (el) => (el.shadowRoot || el.querySelector("slot") ? oc.textOf(el, 200) : el.textContent.trim());
    const sameTextOf = (p, c) => { const t = shownText(p.el); return t !== "" && t === shownText(c.el); };
    // A grid's cell that holds one control and no text of its own is that control (a table's
    // column of checkboxes: Handsontable's); a part with only a pointer inside a header cell,
    // saying the same as the cell, is the cell (its title that sorts the column).
    // A tree item that holds its branch (the ARIA tree's li around its group) is clicked on its
    // own row: a box that listens there, with no role of its own, is the item (its role and
    // state), and the item's box, around its branch, is no mark of its own.
    for (const c of cands) {
      if (c.drop || !c.parent || c.parent.drop) continue;
      const p = c.parent;
      if (roleAttr(p.el) === "treeitem" && c.el.parentElement === p.el && !c.el.hasAttribute("role") && !DISTINCT_TAGS.has(c.el.tagName) &&
          p.el.querySelector(":scope > [role=group]")) {
        p.drop = true;
        c.absorbed = p;
      }
    }
    const cellLike = (p) => CELL_ROLES.has(roleAttr(p.el)) || (!p.el.hasAttribute("role") && CELL_TAGS.has(p.el.tagName));
    for (const c of cands) {
      if (c.drop || !c.parent || c.parent.drop || !cellLike(c.parent)) continue;
      const p = c.parent;
      if (c.own === 1 && !c.listener && sameTextOf(p, c)) c.drop = true;
      // (Or one label standing for a hidden tick box, drawing the box and its tick: React Aria's
      // selection column, its header's "Select All" too.)
      else if (childCount.get(p) === 1 && !c.disabled && ((FIELD_TAGS.has(c.el.tagName) || c.field) && !p.el.textContent.trim() ||
          (c.el.tagName === "LABEL" && !!c.el.control && p.el.textContent.trim() === c.el.textContent.trim()))) {
        p.drop = true;
        c.absorbed = p;
      }
    }
    const drawsHiddenToggle = (c, p) => {
      const ctl = p.el.tagName === "LABEL" ? p.el.control : null;
      if (!ctl || !TOGGLES.has(ctl.type) || c.el.tagName !== "BUTTON" || c.el.hasAttribute("role") || c.el.hasAttribute("aria-label") ||
          c.el.hasAttribute("aria-labelledby") || c.el.hasAttribute("title")) return false;
      const r = ctl.getBoundingClientRect();
      return (r.width < 4 || r.height < 4 || !ctl.checkVisibility({ opacityProperty: true, visibilityProperty: true })) &&
        naming.wordless(cleanText(naming.visibleText(c.el, 40), 40));
    };
    // A field hidden from readers and the keyboard on the very box of another field that is not
    // is that field's twin, one target: a 2-D picker's second axis, which the first one's keys
    // and the drag both move (React Aria's color area, two range inputs in one thumb).
    for (const c of cands) {
      // (Only fields the mouse goes through, both drawn by what is around them: not a range's
      // second knob, nor a mask laid over a card number, each a place to click.)
      if (c.drop || !FIELD_TAGS.has(c.el.tagName) || c.el.getAttribute("aria-hidden") !== "true" || c.el.tabIndex >= 0 ||
          getComputedStyle(c.el).pointerEvents !== "none") continue;
      const twin = c.el.parentElement && Array.prototype.find.call(c.el.parentElement.children, (n) => n !== c.el && n.tagName === c.el.tagName &&
        n.type === c.el.type && candOf.has(n) && !candOf.get(n).drop && n.getAttribute("aria-hidden") !== "true" && getComputedStyle(n).pointerEvents === "none");
      if (twin && oc.overlapArea(c.rect, candOf.get(twin).rect) >= 0.9 * area(c.rect)) c.drop = true;
    }
    for (const c of cands) {
      if (c.drop || !c.parent) continue;
      // (A label that holds its field merged into it: the box around that label, and nothing
      // else, is the one folded around the field, when an onclick is all that makes it one.)
      const label = c.parent.drop && c.parent.el.tagName === "LABEL" && c.parent.el.control === c.el && c.parent.parent &&
        !c.parent.parent.drop && !(childCount.get(c.parent.parent) > 0) ? c.parent : null;
      if (c.parent.drop && !label) continue;
      const p = label ? label.parent : c.parent;
      // A scroll area stays (it is what gets scrolled), and so does a box standing for its field.
      if (p.strength === 1.25 || p.field) continue;
      // (An item of a menu or a list that says it is checked, around the native tick box it
      // stands for and that box's label and nothing else to press: Twitch's quality menu. The item
      // is the one target; the box in it is its drawing.)
      // (Only when the item says the box's state: not a list whose aria-selected is the keyboard's
      // place, nor a box half ticked, nor an item whose word went stale.)
      const says = p.el.getAttribute("aria-checked") || p.el.getAttribute("aria-selected");
      if (/^(menuitemradio|menuitemcheckbox|option)$/.test(roleAttr(p.el)) && says === String(!!c.el.checked) && !c.el.indeterminate &&
          c.el.tagName === "INPUT" && TOGGLES.has(c.el.type) &&
          Array.prototype.every.call(p.el.querySelectorAll("a[href], button, input, select, textarea, [role], [tabindex]"), (n) => n === c.el) &&
          naming.nameOf(c.el).label === cleanText(naming.visibleText(p.el, 80), 80)) {
        c.drop = true;
        continue;
      }
      // (A control only by its role, around one native control saying the same, is that one: a
      // padded role=button box around its link, Handsontable's "Select all".)
      // (So is a grid's cell that takes the focus only to hand it on, around the one button that
      // says what it says: AG Grid's action column, "Delete" in every row.)
      const roleOnly = !DISTINCT_TAGS.has(p.el.tagName) && (ONE_ACTION_ROLES.has(roleAttr(p.el)) ||
        (/^(gridcell|cell)$/.test(roleAttr(p.el)) && !p.listener && !pointerAt(p.index))) && DISTINCT_TAGS.has(c.el.tagName);
      // (A box that is a control only by a handler written in its markup, onclick="track()", is as
      // weak as one whose listener is added by script: around one checkbox and its words, it is
      // that checkbox.)
      // (Around a field or its label only: an onclick around a link does something else, a
      // calendar day's "new event" around its day's link, a group's toggle around its page link.)
      const handlerOnly = !DISTINCT_TAGS.has(p.el.tagName) && !p.el.hasAttribute("role") && !p.el.hasAttribute("tabindex") && !p.el.isContentEditable &&
        p.el.getAttribute("draggable") !== "true" && p.el.hasAttribute("onclick") && !p.el.hasAttribute("onmousedown") &&
        (FIELD_TAGS.has(c.el.tagName) || (c.el.tagName === "LABEL" && !!c.el.control));
      if (label && !handlerOnly) continue;
      const weakParent = p.strength < 2 || handlerOnly || (p.el.tagName === "LABEL") || (roleOnly && sameTextOf(p, c));
      // (The same box: as large and mostly where it is, not a popup's first option drawn as wide below
      // it, Choices' open list.)
      const sameBox = area(c.rect) / area(p.rect) > 0.85 && oc.overlapArea(c.rect, p.rect) >= 0.5 * area(c.rect);
      // (A weak box whose one control says all it says is that control too: Ant Design's tab, a
      // padded box that listens around its role=tab button.)
      // (Not a large box the page names apart from its text, around a small control: a
      // calendar's day "March 12, 2025", a click anywhere in it picks the day, around its "12"
      // that goes to the day's view.)
      const namedApart = () => !!(p.el.getAttribute("aria-label") || "").trim() && area(c.rect) < 0.25 * area(p.rect);
      const sameText = () => sameTextOf(p, c) && !namedApart();
      // (And so is a field's frame that listens around its one read-only choice field, however
      // much padding and arrow it draws around it, one line tall: Shoelace's select.)
      const frameOfChoice = c.el.tagName === "INPUT" && choiceField(c.el) && p.rect.height <= HOLDER_MAX_H;
      // (And a box one line thick that listens around a slider and nothing else to click: its
      // track, whose press moves that slider or animates it; Shoelace's and Material Design
      // Lite's around a thin range input, Material UI's around the knob that is its input.)
      // (A knob drawn without ARIA, found by its class, counts too: jQuery UI's one-knob slider.)
      const trackOfSlider = Math.min(p.rect.width, p.rect.height) <= 48 && (c.el.type === "range" || roleAttr(c.el) === "slider" || sliderTrack(c.el) === p.el);
      // (And a tag field's frame one or two lines tall around the field that types, all else in it
      // the chips of what was typed with the buttons that remove them: Choices' text field.)
      const frameOfTags = () => textField(c) && !p.el.hasAttribute("role") && p.rect.height <= 2 * HOLDER_MAX_H &&
        removersOnly(p.el.querySelectorAll("button, [role=button]"));
      // (And a frame showing a text cursor around its one text field, where a click puts the
      // caret in it, however wide the buttons laid over its padding make it: Element Plus's
      // number field.)
      const caretFrame = () => textField(c) && !!w.verdictAt[p.index] && w.verdictAt[p.index].cursor === "text";
      // (And a field's box one line tall that shows nothing but the field and a picture, a
      // search bar's "🛏" before "Where are you going?": a click there is the field's.)
      const fieldFrame = () => textField(c) && p.rect.height <= HOLDER_MAX_H && !wordsOf(p.el);
      // (And a field's box that says it is that field, role=combobox, around the one input that
      // types, the same field: Vuetify's autocomplete, ARIA 1.1's combobox around its textbox.)
      // (Beside the field's own glyph buttons, kept apart from the keyboard and from readers: its
      // arrow or clear, each a small wordless box, Vuetify's autocomplete's menu-down.)
      // (Only a box with no name of its own: one named apart from its search field is a field
      // of its own, "Country" around "Search countries".)
      const fieldInField = () => FIELD_WIDGET_ROLES.has(roleAttr(p.el)) && textField(c) && !p.field &&
        (childCount.get(p) === 1 || !(p.el.hasAttribute("aria-label") || p.el.hasAttribute("aria-labelledby"))) &&
        (childCount.get(p) === 1 || (childCount.get(p) <= 3 && cands.every((k) => k === c || k.parent !== p || k.drop || (k.el.tagName === "LABEL" && k.el.control === c.el) || fieldGlyph(k))));
      // (And a frame with no role or words that takes the tab stop its one text field gives up,
      // tabindex=-1 on the field: Naive UI's input, the frame is focused and the field types.)
      // (A field's frame: one line tall, most of its width the field, not dragged: not a row to
      // reorder or a canvas with a field laid on it.)
      const tabStopFrame = () => childCount.get(p) === 1 && textField(c) && c.el.getAttribute("tabindex") === "-1" && p.el.tabIndex >= 0 &&
        !p.el.hasAttribute("role") && !p.field && !wordsOf(p.el) && p.rect.height <= HOLDER_MAX_H && c.rect.width >= 0.6 * p.rect.width &&
        p.el.getAttribute("draggable") !== "true";
      // (And a part alone in a control that acts by its role, with no role or tab stop of its
      // own, filling most of it and saying its words, glyphs aside: an upload list's file name
      // that listens, in its role=button row with the row's "✓".)
      const fillsAndSays = () => childCount.get(p) === 1 && ACTING_ROLES.has(roleAttr(p.el)) && !c.el.hasAttribute("role") &&
        !c.el.hasAttribute("tabindex") && area(c.rect) / area(p.rect) > 0.5 && sameWords(c.el, p.el);
      // (And a box that listens around one link or button and a count beside it: a mail
      // folder's row, "Inbox 3", around its link "Inbox".)
      const withCount = () => (c.el.tagName === "A" || c.el.tagName === "BUTTON") && wordsOf(p.el).replace(/(^| )\d+(?= |$)/g, "").trim() === wordsOf(c.el);
      // (And a box that listens around one native control and shows nothing else, no words, no
      // picture, no pointer or role of its own: a table header's sort handler around its
      // select-all checkbox, which does nothing there. A click on it is the control's or nothing.)
      const bareWrapper = () => DISTINCT_TAGS.has(c.el.tagName) && ((p.listener && p.own === 0) || handlerOnly) && !p.el.hasAttribute("role") && !pointerAt(p.index) &&
        !wordsOf(p.el) && !p.el.querySelector(PICTURES);
      // (And a row showing a pointer around one tick box and the words that name it, no more:
      // Material UI's transfer list item, a click anywhere in it ticks the box.)
      const tickRow = () => TOGGLES.has(c.el.type || roleAttr(c.el)) && pointerAt(p.index) && (() => {
        const name = naming.nameOf(c.el).label;
        return !!name && cleanText(naming.visibleText(p.el, 80, undefined, (n) => n === c.el), 80) === name;
      })();
      // (And a box showing a pointer around one control and nothing else it draws, no words, no
      // picture: the control's padding, Vuetify's clear button in its pointer box.)
      const pointerPad = () => !p.listener && pointerAt(p.index) && !p.el.hasAttribute("role") && !p.el.hasAttribute("tabindex") &&
        !cleanText(naming.visibleText(p.el, 40, undefined, (n) => n === c.el), 40) &&
        !Array.prototype.some.call(p.el.querySelectorAll(PICTURES), (n) => !c.el.contains(n));
      if (filterInHeader(c, p)) continue;
      if ((weakParent && (label || childCount.get(p) === 1) && (area(c.rect) / area(p.rect) > 0.5 || sameText() || withCount() || frameOfChoice || trackOfSlider || rowOfField(c, p) || frameOfTags() || caretFrame() || fieldFrame() || bareWrapper() || tickRow() || pointerPad())) || sameBox || fillsAndSays() || fieldInField() || tabStopFrame()) {
        // The inner, more specific element wins; it inherits the outer's label if it has none.
        // Unless the mouse goes through it (Ionic's segment button: a role=tab <button> with
        // pointer-events: none in the host that takes the click): then the outer is where a click
        // lands, and says what the inner is.
        if (getComputedStyle(c.el).pointerEvents === "none") {
          c.drop = true;
          p.face = c;
          continue;
        }
        // (Nor a wordless button drawing the picture of a hidden tick box or radio that the
        // label around it stands for: Vuetify's rating, a star button in the label of each
        // hidden radio. The label says what it is, "Rating 2 of 5", and whether it is chosen.)
        if (drawsHiddenToggle(c, p)) {
          c.drop = true;
          continue;
        }
        p.drop = true;
        c.absorbed = p;
      }
    }
    // Boxes nested three deep with one control inside (Ionic's item row > its native box > the
    // checkbox host > its label) fold pairwise above; what is left of a chain is one more such
    // pair: the control and the nearest box left standing around it, with the same box.
    const standing = (c) => { let p = c.parent; while (p && p.drop) p = p.parent; return p; };
    // (A field: a native one, one by its role, or a button opening a list.)
    const FIELD_NAMED = /^(combobox|textbox|searchbox|spinbutton|slider|listbox)$/;
    const fieldLike = (n) => candOf.has(n) && (FIELD_TAGS.has(n.tagName) || FIELD_NAMED.test(roleAttr(n)) || /^(listbox|true)$/.test(n.getAttribute("aria-haspopup") || ""));
    // Does `el` hold one <label> of a control that is a candidate (through slots too) and show
    // only its words?
    const aroundLabelOnly = (el) => {
      const labels = [];
      const visit = (n) => {
        for (const k of n.children) {
          if (labels.length > 1) return;
          if (k.tagName === "LABEL") labels.push(k);
          else if (k.tagName === "SLOT") for (const a of k.assignedElements({ flatten: true })) { if (a.tagName === "LABEL") labels.push(a); else visit(a); }
          else visit(k);
        }
      };
      visit(el);
      if (labels.length !== 1 || !sameWords(labels[0], el)) return false;
      const label = labels[0];
      return (!!label.control && candOf.has(label.control)) || (!!label.id &&
        Array.prototype.some.call(label.getRootNode().querySelectorAll(`[aria-labelledby~="${CSS.escape(label.id)}"]`), (n) => !n.contains(el) && fieldLike(n)));
    };
    // A box with only a pointer (no listener, role or tab stop of its own) around the label of a
    // field (for= it, or named by it) and nothing else is that label: a web component's label
    // part around its slotted <label>, whose click is the field's.
    for (const c of cands) if (!c.drop && !c.field && !c.listener && !c.el.hasAttribute("role") && !c.el.hasAttribute("tabindex") && !DISTINCT_TAGS.has(c.el.tagName) &&
      aroundLabelOnly(c.el)) c.drop = true;
    // A column header that is a target sorts its column when clicked anywhere: the sort control
    // drawn in it (an arrow named "sort", DataTables' and Grid.js's) and the box of its caption
    // that listens for the same click (AG Grid's) are that header, not marks of their own. Other
    // controls in a header (a menu button, a filter field) do other things and stay.
    for (const c of cands) {
      // (Not a link: it goes somewhere of its own.)
      if (c.drop || FIELD_TAGS.has(c.el.tagName) || c.field || (c.el.tagName === "A" && c.el.hasAttribute("href"))) continue;
      const p = standing(c);
      if (!p || !isHeader(p.el) || p.drop) continue;
      const own = cleanText(naming.visibleText(c.el, 60), 60);
      const sorts = !own && /\bsort|\border/i.test([c.el.getAttribute("aria-label"), c.el.getAttribute("title"), c.el.getAttribute("class")].join(" "));
      if (sorts || (own && own === cleanText(naming.visibleText(p.el, 60), 60))) c.drop = true;
    }
    // Header cells that all hear clicks (a table that reports every header's click) where only
    // some show they sort (aria-sort, a pointer, a sort control inside): the row's others do
    // nothing when clicked. And a header that holds one control only (a select-all checkbox) is
    // that control.
    // (A pointer shown only under the mouse, by a :hover rule, is a pointer too: a table that
    // sets aria-sort=none on every header, sortable or not, marks its sortable ones that way.)
    const sortSign = (h) => (h.getAttribute("aria-sort") || "") !== "" && h.getAttribute("aria-sort") !== "none" ||
      getComputedStyle(h).cursor === "pointer" || (candOf.has(h) && pointerAt(candOf.get(h).index)) ||
      !!h.querySelector("[aria-label*=sort i], [title*=sort i]");
    const rowSorts = new Map(); // header row -> whether some header of it shows it sorts
    let heldIn = null; // candidate -> the candidates standing in it (built when a header asks)
    for (const c of cands) {
      // (Not a header standing for a field drawn in it: a select-all checkbox's.)
      if (c.drop || c.strength >= 2 || c.field || !isHeader(c.el) || !c.el.parentElement) continue;
      const row = c.el.parentElement;
      if (!rowSorts.has(row)) rowSorts.set(row, Array.prototype.some.call(row.children, (h) => isHeader(h) && sortSign(h)));
      if (!heldIn) {
        heldIn = new Map();
        for (const d of cands) {
          const p = d.drop ? null : standing(d);
          if (p) heldIn.set(p, [...(heldIn.get(p) || []), d]);
        }
      }
      const held = heldIn.get(c) || [];
      if (held.length === 1 && TOGGLES.has(held[0].el.type || roleAttr(held[0].el)) && !cleanText(naming.visibleText(c.el, 60), 60)) c.drop = true;
      else if (rowSorts.get(row) && !sortSign(c.el)) c.drop = true;
    }
    // A table's band of column headers known by its listener alone (no pointer, role of a
    // control or tab stop), none of whose headers shows it sorts: the listener is the table's
    // for its headers' events (a drag, a resize), and a click there does nothing.
    for (const c of cands) {
      const el = c.el;
      // (Not one that says what a click does, by its title or name, or that it opens: a band
      // folding the table's body.)
      if (c.drop || !c.listener || c.strength >= 2 || pointerAt(c.index) || !(el.tagName === "THEAD" || roleAttr(el) === "rowgroup") ||
          el.hasAttribute("title") || el.hasAttribute("aria-label") || el.hasAttribute("aria-expanded")) continue;
      const heads = el.querySelectorAll("th, [role=columnheader]");
      if (!heads.length || Array.prototype.some.call(heads, (h) => sortSign(h) || candOf.has(h) && !candOf.get(h).drop)) continue;
      // (Rows of headers only: not a body of rows each led by its row's header.)
      const rows = el.querySelectorAll("tr, [role=row]");
      if (!rows.length || Array.prototype.some.call(rows, (r) => Array.prototype.some.call(r.children, (k) => !isHeader(k) && !!k.textContent.trim()))) continue;
      // (Only headers in it: no field, button or other control of its own.)
      if (el.querySelector(ITEM_CONTROLS) || cands.some((d) => d !== c && !d.drop && el.contains(d.el))) continue;
      c.drop = true;
    }
    // An empty cell in a row of cells that says no words and holds fields (a grid's filter row
    // under its headers, a field under each column that filters): the place of a column with no
    // filter, nothing to pick or edit there, though the grid lets the keyboard walk onto it. Nor
    // is that row, a tab stop only to hand the keyboard on to its fields.
    for (const c of cands) {
      // (Drawn parts and words only: the hidden filter button kept in every such cell is none.)
      // (Nor one the page names, an editable cell of a new row, "Amount, empty".)
      if (c.drop || c.listener || c.field || !/^(gridcell|cell|row)$/.test(roleAttr(c.el)) || c.el.innerText.trim() ||
          (roleAttr(c.el) !== "row" && (c.el.hasAttribute("aria-label") || c.el.hasAttribute("aria-labelledby") || c.el.hasAttribute("title"))) ||
          (roleAttr(c.el) !== "row" && Array.prototype.some.call(c.el.querySelectorAll(PICTURES + ", " + ITEM_CONTROLS), (n) => n.getClientRects().length > 0))) continue;
      const row = c.el.closest("tr, [role=row]");
      if (row && !row.innerText.trim() && row.querySelector("input:not([type=hidden]), select, textarea, [role=textbox], [role=searchbox], [role=combobox]")) c.drop = true;
    }
    // A checkbox with no name of its own leading an option or a menu item is that item's tick
    // (Tom Select's options with checkboxes): the item says whether it is chosen. So is one in a
    // box that is a checkbox itself (Material UI's selectable table row).
    const ITEM_ROLES_TICKED = new Set(["option", "menuitem", "menuitemcheckbox", "treeitem", "checkbox"]);
    for (const c of cands) {
      const el = c.el;
      if (c.drop || !(el.type === "checkbox" || roleAttr(el) === "checkbox")) continue;
      const p = standing(c);
      if (!p || !ITEM_ROLES_TICKED.has(roleAttr(p.el)) || (el.labels && el.labels.length) ||
          el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby")) continue;
      // (Not a tree item's tick: a click on the item selects or opens it, the tick is another
      // action, Quasar's tree.)
      if (roleAttr(p.el) === "treeitem") continue;
      c.drop = true;
    }
    // A wordless box with no role or tab stop of its own lying mostly under a native tick box or
    // radio, in the small drawing they share: that control's track or face, which a click there
    // toggles (Vuetify's switch track under its invisible input).
    const tickInputs = cands.filter((c) => !c.drop && c.el.tagName === "INPUT" && TOGGLES.has(c.el.type));
    for (const c of tickInputs.length ? cands : []) {
      if (c.drop || c.strength >= 2 || c.field || FIELD_TAGS.has(c.el.tagName) || c.el.hasAttribute("role") || c.el.hasAttribute("tabindex") ||
          c.rect.width > 64 || c.rect.height > 48 || !c.el.parentElement || wordsOf(c.el)) continue;
      const near = c.el.parentElement.parentElement || c.el.parentElement;
      // (Under it: a click at its middle lands on the tick box, not on it. A button laid over a
      // card's stretched tick box is a target of its own.)
      c.drop = tickInputs.some((t) => {
        const o = intersect(oc.edgesOf(c.rect), oc.edgesOf(t.rect));
        if (!o || (o[2] - o[0]) * (o[3] - o[1]) < 0.5 * area(c.rect) || !near.contains(t.el)) return false;
        const hit = document.elementFromPoint((o[0] + o[2]) / 2, (o[1] + o[3]) / 2);
        return hit === t.el;
      });
    }
    // An option drawn inside the box of the combobox it is in is that combobox showing its choice
    // (Choices' closed select: a one-option list in its box), not an option to pick: those are
    // drawn in its list, below or over it.
    for (const c of cands) {
      if (c.drop || roleAttr(c.el) !== "option") continue;
      const p = standing(c);
      if (!p || roleAttr(p.el) !== "combobox") continue;
      const [r, q] = [c.rect, p.rect];
      if (r.left >= q.left - 1 && r.right <= q.right + 1 && r.top >= q.top - 1 && r.bottom <= q.bottom + 1) c.drop = true;
    }
    const inside = new Map();
    const insideArea = new Map();
    const insideItems = new Map();
    for (const c of cands) {
      if (c.drop) continue;
      const p = standing(c);
      if (p) inside.set(p, (inside.get(p) || 0) + 1);
      if (p) insideArea.set(p, (insideArea.get(p) || 0) + area(c.rect));
      if (p && WIDGET_ITEM_ROLES.has(roleAttr(c.el))) insideItems.set(p, (insideItems.get(p) || 0) + 1);
    }
    // A box known only by its cursor or listener whose targets, once the boxes between fold away,
    // are two or more that fill most of it is their delegate, as above (Material UI's autocomplete:
    // a listening box around the listening frame of its field and its buttons).
    // (Not a column header that sorts, as in relaysClicks.)
    for (const [p, n] of inside) {
      if (n >= 2 && p.strength < 2 && p.strength !== 1.25 && !p.disabled && !p.field && !p.face &&
          insideArea.get(p) >= 0.5 * area(p.rect) && !sortsItsColumn(p)) p.drop = true;
      // (And a grid's row, a tab stop itself, filled by its cells that are targets: a click on it
      // lands on one of them, or on the empty end of the row. AG Grid's rows and cells are all tab
      // stops. Not a row that opens, or that says it is chosen: its mark says so; unless a tick box
      // in it, ticked, says that chosen already: a row picked by its selection checkbox.)
      else if (n >= 2 && (roleAttr(p.el) === "row" || p.el.tagName === "TR") && !p.field && insideArea.get(p) >= 0.5 * area(p.rect) &&
          !["aria-expanded", "aria-selected", "aria-checked", "aria-current"].some((a) => p.el.hasAttribute(a) && p.el.getAttribute(a) !== "false" &&
            !(a === "aria-selected" && p.el.querySelector("input[type=checkbox]:checked, [role=checkbox][aria-checked=true]")))) p.drop = true;
      // (And the list a field controls, its popup, not a tab stop, around what it offers: Tom
      // Select's list holding "Add docs…" and "No results found". A click on it picks nothing.)
      else if (LIST_ROLES.has(roleAttr(p.el)) && !p.field && listOfField(p.el) && !(Number(p.el.getAttribute("tabindex")) >= 0 && p.el.hasAttribute("tabindex")) &&
          !isScrollArea(p.el, getComputedStyle(p.el))) p.drop = true;
      // (And a list by its role around two or more of its items: a menu drawn as a table.)
      else if (n >= 2 && LIST_ROLES.has(roleAttr(p.el)) && !p.field && !p.disabled && p.strength !== 1.25 &&
          insideItems.get(p) >= 2 && !isScrollArea(p.el, getComputedStyle(p.el))) p.drop = true;
      // (And, as rule 3 of relaysClicks, a plain box known by its listener alone that shows
      // nothing of its own between them: UI5's tab strip header, listening for tabs dropped on it,
      // around the tab list that handles the tabs' clicks.)
      else if (n >= 2 && p.own === 0 && p.listener && plainBox(p) && !p.el.hasAttribute("onclick") && !p.field &&
          !p.disabled && !showsOwn(p) && !replacedField(p.el, true)) p.drop = true;
      // (And a custom element's tab stop saying no role or state, filled by two or more marks of
      // its own parts, where no click can land on it: a chip set's roving tab stop on its first
      // chip, whose two buttons are the targets. Not a link, a summary, a scroller or a chip that
      // says it is pressed.)
      // (A few parts side by side inside its box, not a popup it holds open beyond it.)
      else if (n >= 2 && n <= 4 && !p.field && !p.disabled && p.el.tagName.includes("-") && p.el.tabIndex >= 0 && !p.el.hasAttribute("role") && !(state.internals && state.internals.has(p.el)) &&
          !Array.prototype.some.call(p.el.attributes, (a) => a.name.startsWith("aria-") || a.name === "draggable") && !isScrollArea(p.el, getComputedStyle(p.el)) &&
          insideArea.get(p) >= 0.9 * area(p.rect) && insideArea.get(p) <= 1.05 * area(p.rect)) p.drop = true;
    }
    for (const c of cands) {
      if (c.drop) continue;
      const p = standing(c);
      if (!p || p === c.parent || inside.get(p) !== 1 || p.strength >= 2 || p.strength === 1.25 || p.field || p.face) continue;
      if (area(c.rect) / area(p.rect) > 0.85 || (rowOfField(c, p) && !filterInHeader(c, p))) {
        p.drop = true;
        if (!c.absorbed) c.absorbed = p;
      }
    }

    // Is `el` an item of a list an expanded combobox (or text field) says it controls?
    const optionOfOpenCombobox = (el) => {
      for (let p = el.parentElement, k = 0; p && k < 2; p = p.parentElement, k++) {
        if (controllersOf(p).some((f) => f.getAttribute("aria-expanded") === "true" && (f.tagName === "INPUT" || /^(combobox|textbox|searchbox)$/.test(roleAttr(f))))) return true;
      }
      return false;
    };
    // 4. Hit-test what is left, then name it. A control that fails the hit-test because something
    //    lies on top of it is counted against what covers it, so the model hears "covered by ...".
    const marks = [];
    const kept = [];
    // (marks and kept are pushed together, in the same order, and leave together.)
    const unkeep = (at) => { kept.splice(at, 1); marks.splice(at, 1); };
    const keptEls = new Set();
    const replacedUsed = new Set(); // hidden fields whose widget carries their label (below)
    const covers = new Map();
    let hitTests = 0;
    const active = deepActive();
    // (What only a listener or a cursor shows to be a target is one of the look's controls: its
    // text names no field beside it.)
    naming.setTargets(new Set(cands.filter((c) => !c.drop && c.own < 2).map((c) => c.el)));
    // A box standing for a checkbox or radio drawn in it is clicked on that field where the mouse
    // reaches it (page_core's togglePoint).
    const togglesField = (c) => !!c.field && (c.field.type === "checkbox" || c.field.type === "radio");
    const togglePoint = (c) => (togglesField(c) ? oc.pointOnField(c.field, c.box) : null);
    for (const c of cands) {
      if (c.drop) continue;
      if (marks.length >= maxMarks) { cut = true; break; }
      if (due()) await giveWay();
      if ((marks.length & 15) === 0 && performance.now() > deadline + Math.min(500, budget)) { cut = true; break; }
      hitTests++;
      const el = c.el;
      // (A range field that lets the mouse through but on its knob, two stacked for a price's
      // minimum and maximum, is reached on its knob, and its box is the knob's stretch of track.)
      const knob = knobOnly(el) ? rangeKnob(el, c.box) : null;
      if (knob) c.box = knob.box;
      const onField = !knob && !c.point ? togglePoint(c) : null;
      // (Boxed where its field is, when the field is laid out there: AG Grid's transparent
      // checkbox in its 16 px drawing, not the whole cell that stands for it.)
      if (onField) {
        const fr = c.field.getBoundingClientRect();
        const fb = fr.width >= 6 && fr.height >= 6 ? intersect([fr.left, fr.top, fr.right, fr.bottom], c.box) : null;
        if (fb) c.box = fb;
      }
      let point = knob ? knob.point : c.point || onField || visiblePoint(c.el, c.box);
      // (One kept hidden, its box kept, until a :hover above it shows it, is reached where the
      // box it sits in is hit: the mouse that comes shows it there.)
      if (!point && (!el.checkVisibility({ visibilityProperty: true }) || getComputedStyle(el).pointerEvents === "none") && shownOnHover(el)) point = oc.underHoverPoint(el, c.box);
      if (!point) {
        if (c.strength >= 1.5 && !c.transparent) noteCover(el, c.box, covers);
        // A field a popup covers while its <label> is still in sight is reached by that label (a
        // click there puts the caret in it): a date picker's month open over the Check-out field.
        const label = FIELD_TAGS.has(el.tagName) && el.labels ? Array.from(el.labels).map((l) => candOf.get(l)).find((l) => !!l && l.drop && !l.revived) : null;
        if (label) {
          label.drop = false;
          label.revived = true;
          cands.push(label);
        }
        continue;
      }
      const tag = el.tagName;
      if (tag === "INPUT" && (el.type === "date" || el.type === "number")) {
        // Near the left edge: a date's first segment (the middle lands between segments), and a
        // number's text rather than its spinner arrows (a narrow field is mostly arrows).
        const x = Math.min(c.box[2] - 1, Math.max(c.box[0] + 1, c.rect.left + Math.min(12, c.rect.width / 4)));
        if (oc.hitsTarget(el, x, point[1])) point = [x, point[1]];
      }
      let named = verdicts.nameOf(el, w.verdictAt[c.index], naming.nameOf);
      // (A control a label for no control captions is named by it, unless its own ARIA names it;
      // the text it shows is then what a field holds.)
      let shownText = "";
      if (captionOf.get(el) && !el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby")) {
        shownText = named.label;
        named = { label: captionOf.get(el), source: "" };
      }
      const m = {
        key: keyOf(el),
        tag: tag.toLowerCase(),
        role: naming.roleFor(el, fallbackRole(el, c.strength)),
        label: named.label,
        box: c.box.map((v) => Math.round(v * 10) / 10),
        point: point.map((v) => Math.round(v * 10) / 10),
      };
      if (named.source) m.label_source = named.source;
      // Words broken over lines (a link at a line's end going on at the next one's start) read
      // where their first line starts, not at the left edge of the box around both pieces.
      if (c.box[3] - c.box[1] >= 20 && getComputedStyle(el).display === "inline") {
        const pieces = el.getClientRects();
        const r = pieces.length > 1 ? pieces[0] : null;
        const last = pieces[pieces.length - 1];
        // (Wrapped: the first piece starts further in than the line the rest goes on from.)
        if (r && r.width >= 8 && r.bottom <= last.top + 2 && r.left > last.left + 20 && r.right > 0 && r.bottom > 0) {
          m.first_line = [Math.max(r.left, c.box[0]), Math.max(r.top, c.box[1]), Math.min(r.right, c.box[2]), Math.min(r.bottom, c.box[3])].map((v) => Math.round(v * 10) / 10);
        }
      }
      // A wordless <label> drawn as the box of its checkbox or radio is named as the field is by
      // the caption beside it ("Accelerated networking" in the column before).
      // (Not one with words after it, its own caption or a target beside it.)
      if (!m.label && tag === "LABEL" && el.control && TOGGLES.has(el.control.type) && !el.nextElementSibling && !/\S/.test(el.nextSibling ? el.nextSibling.textContent : "")) {
        const near = naming.nearbyLabel(el.control);
        if (near) { m.label = near; m.label_source = "nearby"; }
      }
      // A nameless part at the end of a chip (a small box of words) in a field that lists its
      // choices, shown with a pointer of its own, removes that choice: PrimeVue's multi-select
      // draws its cross as a path with no name.
      if (!m.label && c.listener && c.parent && (c.parent.field || FIELD_WIDGET_ROLES.has(roleAttr(c.parent.el))) && !el.nextElementSibling &&
          el.parentElement && el.parentElement !== c.parent.el && wordsOf(el.parentElement) && el.parentElement.getBoundingClientRect().height <= HOLDER_MAX_H) {
        m.label = "remove";
        m.label_source = "icon";
        named.source = "icon";
      }
      // (Not a part shown with a move or grab cursor and heard for no click: a list's "☰" is the
      // picture of its drag handle, not a menu; see "drag handle" below.)
      const dragged = DRAG_CURSORS.has(w.verdictAt[c.index] ? w.verdictAt[c.index].cursor : "") && !el.hasAttribute("onclick") &&
        !((listeners.get(c.index) || 0) & CLICK);
      // (Not a box standing for its hidden field: the field says what it is, a checkbox drawn
      // with a "minus" glyph for its mixed state.)
      if (named.source === "icon" && (m.role === "clickable" || m.role === "focusable") && !dragged && !c.field) m.role = "button";
      // (A tab stop that hears clicks of its own is clicked, not only focused.)
      if (m.role === "focusable" && ((listeners.get(c.index) || 0) & (CLICK | PRESS))) m.role = "clickable";
      // (A picture that hears clicks of its own is clicked: an icon library's role=img cross that
      // removes a chip, Ionic's.)
      if (/^(img|image|graphics-symbol)$/.test(m.role) && c.listener && c.own < 2) m.role = m.label ? "button" : "clickable";
      if (!m.label && c.absorbed) {
        const outer = naming.nameOf(c.absorbed.el);
        m.label = outer.label;
        if (outer.source) m.label_source = outer.source;
      } else if (c.absorbed && naming.wordless(cleanText(naming.visibleText(el, 40), 40)) && !el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby")) {
        // (Named only by a picture inside it, a button takes the name the page gave the tab stop
        // it fills: Ant Design's pager arrow "left" in its li titled "Previous Page". Not one the
        // page names itself: CKEditor's Bold, alone enabled in its toolbar, is not "Editor toolbar".)
        let given = cleanText(c.absorbed.el.getAttribute("aria-label") || c.absorbed.el.getAttribute("title") || "", 80);
        // (A name that only says the widget's kind, Syncfusion's "dropdownlist", gives way to
        // the label the tab stop shows.)
        if (naming.kitWord(given)) given = naming.nameOf(c.absorbed.el).label || "";
        if (given && WORDY_NAME.test(given) && given !== m.label) {
          m.label = given;
          delete m.label_source;
        }
      }
      // (Each state read is recorded, for a look that reuses this walk: see readState.)
      const sources = [];
      const read = (kind, node) => { sources.push([kind, node]); readState(kind, node, m); };
      if (c.face && (m.role === "clickable" || m.role === "focusable")) {
        m.role = naming.roleFor(c.face.el, m.role);
        read("state", c.face.el);
      }
      read("state", el);
      // (A tick box drawn as a sliding switch, in a block its page calls a switch that holds no
      // other tick box: Vuetify's v-switch, a form-switch without role=switch.)
      // (So does the label standing for one.)
      const tickBox = tag === "INPUT" ? el : tag === "LABEL" ? el.control : null;
      if (tickBox && tickBox.tagName === "INPUT" && tickBox.type === "checkbox" && !tickBox.hasAttribute("role") && (m.role === "checkbox" || tag === "LABEL") && inSwitchBlock(tickBox)) m.role = "switch";
      const item = el.parentElement;
      if (item && !candOf.has(item) && ITEM_TAGS.has(item.tagName) && item.childElementCount === 1) read("item", item);
      // (A wrapper of the same box that says the control opens and closes says it of the control:
      // Element's collapse, aria-expanded on the role=tab around its role=button header.)
      if (item && (!candOf.has(item) || candOf.get(item).drop) && m.expanded == null && item.hasAttribute("aria-expanded") &&
          area(item.getBoundingClientRect()) <= 1.3 * area(c.rect)) read("opens", item);
      if (!m.label && (m.role === "gridcell" || m.role === "cell" || tag === "TD")) read("ticks", el);
      // A nameless cell that takes the focus and says itself whether it is checked, showing its
      // tick or cross as a picture and no words, is a tick box (an editable yes/no column: a click
      // or Space flips it), named by its column's header as a field filling its cell is.
      if (!m.label && (m.role === "gridcell" || m.role === "cell") && /^(true|false|mixed)$/.test(el.getAttribute("aria-checked") || "") &&
          el.tabIndex >= 0 && !el.textContent.trim() && !c.field && !el.querySelector(ITEM_CONTROLS)) {
        m.role = "checkbox";
        const column = naming.columnOf(el);
        if (/\p{L}{2}/u.test(column)) { m.label = column; m.label_source = "column"; }
      }
      if (c.field) {
        // The box standing for its hidden field says what the field is and holds (a choice field:
        // its role and whether it is open; the box's text is the choice).
        const f = c.field;
        // (A box with a role of its own keeps it: Vuetify's select is a role=combobox box.)
        const toggleField = togglesField(c);
        // (A table's header or cell standing for the checkbox drawn in it is that checkbox: a
        // select-all box filling its header cell.)
        if (m.role === "clickable" || m.role === "focusable" || (toggleField && /^(columnheader|rowheader|cell|gridcell)$/.test(m.role)) ||
            (EDITOR_FRAME_ROLES.has(m.role) && roleAttr(f) === "textbox")) {
          const explicit = roleAttr(f);
          m.role = explicit || (toggleField ? f.type : f.type === "range" ? "slider" : choiceField(f) ? "combobox" : "textbox");
        }
        // (A box that says whether it is checked, a role=switch's aria-checked, is what is said:
        // the field hidden in it is its plumbing, left behind by some kits.)
        if (toggleField) { if (!el.hasAttribute("aria-checked")) read("state", f); }
        else if (!choiceField(f) && m.role !== "combobox") read("state", f);
        else read("choice", f);
        // (A code editor's text is what it holds, not its name: the textarea's own name, or a
        // caption beside the editor, names it.)
        const editor = f.tagName === "TEXTAREA" || (roleAttr(f) === "textbox" && !f.isContentEditable);
        if (!m.label || (editor && !m.label_source)) {
          // (Text beside an editor's textarea is the editor's own lines: only its own name counts.)
          let own = naming.nameOf(c.field);
          if (editor && own.source === "nearby") own = { label: "", source: "" };
          const near = editor && !own.label ? naming.nearbyLabel(el) : "";
          m.label = own.label || near;
          delete m.label_source;
          if (own.source || near) m.label_source = own.source || "nearby";
        } else if (toggleField) {
          // A toggle's own label (a <label for> it) names the box drawn for it, whose text is its
          // on and off words (Element Plus's switch, "No" and "Yes").
          const own = naming.nameOf(f);
          if (own.label && !own.source && own.label !== m.label) {
            m.label = own.label;
            delete m.label_source;
          }
        } else if (!toggleField && !editor && choiceField(f)) {
          // A choice field's own label names it, and the choice the box shows is its value (Tom
          // Select's box read as its choice, "Bob Stone", not "Assignee").
          const own = naming.nameOf(f);
          if (own.label && !own.source && own.label !== m.label) {
            m.label = own.label;
            delete m.label_source;
            read("shown", el);
          } else if ((!own.label || own.source) && m.label && !m.label_source) {
            // (With no label of its own, the caption just before the box names it: PrimeVue's
            // multi-select showing its chosen "Paris" under "Cities".)
            const near = naming.nearbyLabel(el);
            if (near && near !== m.label) {
              m.label = near;
              m.label_source = "nearby";
              read("shown", el);
            }
          }
        }
        if (editor) read("editor", el);
      }
      // A widget standing for a field the page hid (Choices' and Select2's selects, CodeMirror's
      // textarea) is named by that field's label; the choice it shows is its value.
      // (A plain box that listens is such a widget only with the field inside it, and no bigger
      // than a field's box can be: Choices' box of typed tags around its hidden text field.)
      let unsetField = null; // the hidden field a widget shows, read last (see "unset")
      const plainBox = (m.role === "clickable" || m.role === "focusable") &&
        c.rect.width <= 2 * HOLDER_MAX_W && c.rect.height <= 2 * HOLDER_MAX_H;
      if ((FIELD_WIDGET_ROLES.has(m.role) || plainBox) && !FIELD_TAGS.has(tag)) {
        // (A plain box just after the hidden <select> it shows, its chosen option's text in it,
        // is that select's face too: Amazon's quantity "Quantity: 1".)
        // (Or just before the box it leads, Chosen's container around its face.)
        // (Each box it climbs holding it and at most its popup: not the first of a row of tabs,
        // swatches or pages after a select kept for small screens.)
        let before = el.previousElementSibling;
        for (let p = el, k = 0; !before && k < 2 && p.parentElement && p.parentElement.firstElementChild === p && p.parentElement.childElementCount <= 2; k++) {
          p = p.parentElement;
          before = p.previousElementSibling;
        }
        const climbed = before && before !== el.previousElementSibling;
        const chosen = before && before.tagName === "SELECT" && before.selectedOptions.length ? before.selectedOptions[0].text.trim() : "";
        const hiddenSelect = chosen && (labelledHidden(before) || (before.labels && before.labels.length > 0 && !before.checkVisibility({ opacityProperty: true })));
        // (A select marked itself, seen and hit, stays the mark; candidates come in page order, so
        // it was looked at before its face. Not a transparent one: the face is what is seen, and
        // the select's own mark would leave the face a second one, its "▾".)
        const shows = plainBox && hiddenSelect && (climbed ? cleanText(el.textContent || "", 200) === chosen : (el.textContent || "").includes(chosen));
        if (shows && keptEls.has(before) && !before.checkVisibility({ opacityProperty: true })) {
          unkeep(kept.findIndex((k) => k.el === before));
          keptEls.delete(before);
        }
        const face = shows && !keptEls.has(before) ? before : null;
        const replaced = replacedField(el, plainBox) || face;
        const name = replaced && naming.nameOf(replaced);
        if (name && name.label && name.label !== m.label) {
          replacedUsed.add(replaced);
          if (plainBox) m.role = replaced.tagName === "SELECT" || roleAttr(replaced) === "combobox" ? "combobox" : "textbox";
          m.label = name.label;
          delete m.label_source;
          // (A select's face offers the select's options.)
          if (replaced === face) read("state", replaced);
          // (And the box says what the field says of itself beyond its value: whether its list is
          // open, that it is required.)
          const open = saysOpen(replaced);
          if (m.expanded == null && open !== null) m.expanded = open;
          if (replaced.required || replaced.getAttribute("aria-required") === "true") m.required = true;
          read("shown", el);
          unsetField = replaced;
        }
      }
      // A read-only text field beside the hidden <select> it shows (Materialize's trigger field)
      // is that select: a combobox, with its options.
      if (tag === "INPUT" && el.readOnly && m.role === "textbox" && el.parentElement) {
        const select = Array.prototype.find.call(el.parentElement.children, (n) => n.tagName === "SELECT" && undrawnField(n));
        if (select) {
          m.role = "combobox";
          read("state", select);
        }
      }
      // A read-only field that says it opens a popup (aria-haspopup: Mantine's select) is a picker,
      // open as its list is: by aria-expanded, else by the list it controls being drawn.
      // (So is one typed in that opens a list: an autocomplete.)
      // (And one that a box calling itself a combobox holds, ARIA 1.1's pattern, Sheets' zoom and
      // font size: open as that box says.)
      const comboBox = tag === "INPUT" && m.role === "textbox" && /^(text|search|email|tel|url|)$/.test(el.getAttribute("type") || "") && !el.hasAttribute("role") && el.parentElement ? el.parentElement.closest("[role=combobox]") : null;
      const wrapped = !!comboBox && (comboBox === el.parentElement || comboBox === el.parentElement.parentElement) && comboBox.querySelectorAll("input").length === 1;
      if (tag === "INPUT" && m.role === "textbox" && (wrapped || (el.readOnly ? saysPopup(el) : /^(true|listbox)$/i.test(el.getAttribute("aria-haspopup") || "")))) {
        m.role = "combobox";
        if (wrapped && m.expanded == null && comboBox.hasAttribute("aria-expanded")) m.expanded = comboBox.getAttribute("aria-expanded") === "true";
        if (m.expanded == null) {
          const list = naming.refsOf(el, "aria-controls")[0];
          m.expanded = el.hasAttribute("data-expanded") || (!!list && list.checkVisibility());
        }
      }
      // An editing host with a role that says no widget (a block editor's role=document
      // paragraph, a role=group heading) is a text box to type in.
      if ((el.contentEditable === "true" || el.contentEditable === "plaintext-only") && (/^(document|group|region|article|presentation|none|generic|application|note|paragraph|section)$/.test(m.role) ||
          /^(document|group|region|article|presentation|none|generic|application|note|paragraph|section)$/.test(roleAttr(el)))) m.role = "textbox";
      const ownRole = roleAttr(el);
      // (The item may be two folds out: PrimeVue's menu item, li role=menuitem > a box that
      // listens > the link that shows the pointer, each fold absorbing the next box out.)
      let giver = c.absorbed;
      for (let a = c.absorbed; a; a = a.absorbed) if (ONE_ACTION_ROLES.has(roleAttr(a.el))) { giver = a; break; }
      if (giver && !FIELD_TAGS.has(tag) && (NO_ROLES.has(ownRole) || !ownRole || (giver.el.tabIndex >= 0 && el.tabIndex < 0))) {
        // The click target filling a widget's item, where only the item says what it is (by its
        // role, and its state): a tab's link (jQuery UI's tabs: li role=tab > a href), the plain
        // box inside an option, or a part that is not a tab stop inside the one that is (Select2:
        // a read-only "textbox" inside the combobox the keyboard reaches). A field keeps its
        // own role: a checkbox in an option is a checkbox.
        const outerRole = roleAttr(giver.el);
        if (ONE_ACTION_ROLES.has(outerRole)) {
          m.role = outerRole;
          read("state", giver.el);
        }
      }
      // A box that calls itself a group, holding no control and clicked (a carousel's thumbnail,
      // "Garden 2 / 4"), is a target like any clicked box: a group is nothing to click.
      if (GROUPING_ROLES.has(m.role) && (c.listener || pointerAt(c.index)) && !el.querySelector(ITEM_CONTROLS)) m.role = "clickable";
      // An empty box laid over a field it covers, that the field's click goes through (Trello's
      // list title: a target over its textarea that focuses it), stands for that field: its
      // role, name and value.
      if (m.role === "clickable" && !m.label && !el.textContent.trim() && el.parentElement) {
        const r = el.getBoundingClientRect();
        // (About the field's own size: not a backdrop over the page and every field under it.)
        const covered = (n) => { const b = n.getBoundingClientRect(); return b.width > 0 && b.left >= r.left - 2 && b.right <= r.right + 2 && b.top >= r.top - 2 && b.bottom <= r.bottom + 2 &&
          r.width * r.height <= 4 * b.width * b.height; };
        const hidesIt = (n) => {
          const b = n.getBoundingClientRect();
          const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
          return !!hit && (hit === el || el.contains(hit));
        };
        const f = Array.prototype.find.call(el.parentElement.querySelectorAll("input:not([type=hidden]), textarea, select"), (n) => covered(n) && hidesIt(n));
        if (f) {
          m.role = naming.roleFor(f, "textbox");
          const own = naming.nameOf(f);
          if (own.label) { m.label = own.label; if (own.source) m.label_source = own.source; }
          read("state", f);
        }
      }
      // A box whose class says it is a button (Semantic UI's div "ui button", "btn" on a span) is
      // one; not a group or bar of them.
      if (m.role === "clickable" && !el.hasAttribute("role") && m.label && m.label.length <= 40) {
        const words = classWords(el);
        if ((words.includes("button") || words.includes("btn")) && !words.some((w) => BUTTON_HOLDERS.has(w))) m.role = "button";
      }
      // A small empty box whose class says it is a checkbox (Ant Design's tree, a to-do's box):
      // a checkbox, ticked, mixed or not as its class or its row's says, named by the words
      // right after it.
      if ((m.role === "clickable" || m.role === "button") && !m.label && !el.textContent.trim() && classWords(el).includes("checkbox")) {
        const r = el.getBoundingClientRect();
        if (r.width <= 28 && r.height <= 28) {
          m.role = "checkbox";
          read("classTick", el);
          const next = el.nextElementSibling;
          const words = next ? cleanText(naming.visibleText(next, 80), 80) : "";
          if (words) { m.label = words; m.label_source = "nearby"; }
        }
      }
      // A track a page draws and listens on, around a range input drawn as nothing (visually
      // hidden in its label, Spotify's progress and volume bars), is that slider, with its value.
      if (m.role === "clickable" && !el.hasAttribute("role") && !el.querySelector("button, a[href], select, textarea, input:not([type=range]):not([type=hidden])")) {
        let ranges = el.querySelectorAll("input[type=range]");
        // (Or beside it, in the box the two share and nothing else does: the label holding the
        // field just before the track.)
        const up = el.parentElement;
        const beside = !ranges.length && !!up && up.childElementCount === 2 && !up.querySelector("button, a[href], select, textarea, input:not([type=range]):not([type=hidden])");
        // (In a label kept for readers just before it, clipped to nothing but laid out: not one
        // kept out of the page, display: none.)
        if (beside && el.previousElementSibling && el.previousElementSibling.tagName === "LABEL") ranges = el.previousElementSibling.querySelectorAll("input[type=range]");
        const f = ranges.length === 1 ? ranges[0] : null;
        const fr = f && f.getBoundingClientRect();
        const hiddenInIt = (n) => { for (let p = n; p && p !== el && p !== up; p = p.parentElement) if (clippedAway(p)) return true; return false; };
        // (A track, long and thin: not a knob holding its field, named by it further on.)
        const tr = el.getBoundingClientRect();
        const track = Math.max(tr.width, tr.height) >= 40 && Math.max(tr.width, tr.height) >= 3 * Math.min(tr.width, tr.height);
        if (f && track && !f.disabled && (!beside || f.getClientRects().length > 0) && (fr.width < 2 || fr.height < 2 || !f.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || hiddenInIt(f))) {
          m.role = "slider";
          read("state", f);
          if (beside && !m.label) {
            const named = naming.nameOf(f).label;
            if (named) { m.label = named; m.label_source = ""; }
          }
        }
      }
      // A box with no role of its own says what it is by the cursor it shows: a resize cursor on
      // a dialog's or panel's edge, a move or grab cursor on what is dragged.
      const cursor = w.verdictAt[c.index] ? w.verdictAt[c.index].cursor : "";
      const plain = m.role === "clickable" || m.role === "focusable";
      const trackEl = plain && !HANDLE_CURSORS[cursor] && !m.label ? sliderTrack(el) : null;
      // The items of the list an expanded combobox says it controls are its options, whatever
      // they call themselves (an address field's suggestions, plain boxes under it).
      // (Not the list's scrolling viewport: see scroll areas.)
      if (plain && c.strength !== 1.25 && optionOfOpenCombobox(el)) m.role = "option";
      // A plain box over the whole window (a dialog's mask that closes it when clicked) is the
      // backdrop, whatever the dialog in or beside it says.
      // (Out of the flow, and drawing nothing of its own: a full-window canvas is no backdrop. The
      // dialog's own pictures are the dialog's, a close icon or an image kept hidden, not the mask's.)
      // (Or a dialog element that is the mask, Bootstrap's: see where a dialog's surface is left out.
      // Or a mask that calls itself a button around a dialog, DocSearch's: its text is the dialog's.)
      const maskButton = roleAttr(el) === "button" && !!el.querySelector("[role=dialog], [role=alertdialog], dialog");
      if ((plain || maskButton || DIALOG_ROLES.has(roleAttr(el))) && area(c.rect) >= 0.9 * innerWidth * innerHeight && (tag === "DIV" || tag === "SPAN" || tag.includes("-")) &&
          oc.laidOver(el) && !drawsPictures(el)) {
        m.role = "clickable";
        m.label = "backdrop";
        m.label_source = "place";
        // Clicked where the mask itself is hit, not on the dialog it centres (whose text is no
        // mark, so the point clear of inner marks can still land on it).
        const clear = oc.maskPoint(el, m.box);
        if (clear) m.point = clear.map((v) => Math.round(v * 10) / 10);
      }
      // A childless box drawn as a switch (a pill its class calls a toggle or switch; or a pill
      // around its round knob) or as a
      // checkbox (a small bordered square, empty or showing a tick), with no ARIA: that control,
      // named by its caption, on or ticked as its class or tick says.
      const drawn = (plain || (m.role === "button" && m.label_source === "icon" && !roleAttr(el) && tag !== "BUTTON")) && el.childElementCount <= 1 ? drawnTwoState(el, c.rect, m) : null;
      if (drawn) {
        m.role = drawn.role;
        read("twoState", el);
        if (m.checked == null) m.checked = drawn.checked;
        const caption = drawnCaption(el);
        if (caption) m.label = caption;
        else if (picksRow(el) === "all") m.label = "select all";
        else delete m.label;
        delete m.label_source;
      }
      // A plain box saying all its column header says, inside it, is that header's sort control
      // (TanStack's sortable header: a listening div in the <th>): a column header to the model.
      // (A box the page says is no more than layout, role=presentation, is plain too: a header
      // drawn as nested layout boxes whose inner one, the caption, shows the pointer.)
      if (plain && /^(|presentation|none)$/.test(roleAttr(el)) && el.parentElement) {
        const header = el.parentElement.closest("th, [role=columnheader]");
        if (header && sameWords(el, header)) m.role = "columnheader";
      }
      // An item drawn as a checkbox or radio (a small bordered box, square or round, before its
      // caption) with no ARIA is that control, named by its caption: a hand-made list of choices.
      const tick = !drawn && plain && m.label && !roleAttr(el) && el.childElementCount >= 1 ? drawnTick(el) : null;
      if (tick) {
        m.role = tick.role;
        read("drawnTick", el);
        if (m.checked == null) m.checked = tick.checked;
      }
      // An option the page draws itself around its radio or checkbox kept display: none (a
      // payment method's row, a click on it ticks the field): that control, ticked as the field is.
      // (A radio whose name its alike siblings' radios share, one option of a set: not a row that
      // opens, holding a box kept for selecting it, an inbox's or a database's.)
      const kept1 = !tick && plain && !roleAttr(el) ? el.querySelectorAll("input[type=radio]") : [];
      const setOf = (f) => !!f.name && !!el.parentElement && Array.prototype.some.call(el.parentElement.children, (n) => n !== el && !!n.querySelector(`input[type=radio][name="${CSS.escape(f.name)}"]`));
      if (kept1.length === 1 && !kept1[0].getClientRects().length && !kept1[0].disabled && setOf(kept1[0]) && c.rect.height <= 80 &&
          !el.querySelector("a[href], button, select, textarea, input:not([type=radio]):not([type=hidden])")) {
        m.role = kept1[0].type;
        read("state", kept1[0]);
      }
      // (So is a separator with that cursor that says nothing else: a splitter drawn as a bar.
      // One with a name or a value says what it is as ARIA's splitter does.)
      if ((plain || (m.role === "separator" && !m.label && m.value == null)) && HANDLE_CURSORS[cursor]) {
        m.role = "resize handle";
        if (!m.label) {
          m.label = (TWO_WAY_CURSORS.has(cursor) && edgeOf(c.rect, el, cursor)) || HANDLE_CURSORS[cursor];
          m.label_source = "cursor";
        }
      } else if (trackEl) {
        // A slider drawn with boxes and no ARIA (jQuery UI's, noUiSlider's): its knob, and where
        // it sits along its track, which is its value as far as the page shows it.
        m.role = "slider";
        // (A knob around the range field it draws, kept out of sight, is that field: its name and
        // its value, React Aria's.)
        const range = el.querySelector("input[type=range]");
        const named = range ? naming.nameOf(range).label : "";
        m.value = range ? cleanText(range.getAttribute("aria-valuetext") || range.value, 80) : alongTrack(trackEl.getBoundingClientRect(), c.rect);
        const near = named || naming.nearbyLabel(trackEl);
        if (near) {
          m.label = near;
          if (named) delete m.label_source;
          else m.label_source = "nearby";
        }
      } else if (plain && (DRAG_CURSORS.has(cursor) || (c.own === 1 && namedReveal(el) && /\b(drag|reorder)/i.test(m.label || ""))) && !el.hasAttribute("onclick") &&
          !((listeners.get(c.index) || 0) & CLICK)) {
        // (Or a part the page names for dragging, faded in on hover: a row's "Drag to reorder".)
        // (Only where nothing says a click does something: a card that opens on a click and can be
        // dragged stays clickable.)
        // (Not inside what is itself dragged: a card's "⠿" is the card's picture of a handle, and
        // a drag from anywhere on the card moves it.)
        // (Unless that has no mark of its own: a dragged table row around its grip cell.)
        const dragged = el.parentElement && el.parentElement.closest("[draggable=true]");
        if (dragged && candOf.has(dragged) && !candOf.get(dragged).drop) continue;
        m.role = "drag handle";
        // (A glyph or an icon class is the handle's picture, not its name: the row it moves is.)
        if (m.label_source === "icon" || (m.label && naming.wordless(m.label))) { delete m.label; delete m.label_source; }
      }
      // (Or named by no more than its icon's class, a "caret": the item says which way it turns.)
      // A small wordless box drawing a plus or a minus with bars of its own (a tree grid's
      // expander, Tabulator's): "expand" while it shows the plus, "collapse" while the minus.
      const barSign = !m.label && (m.role === "clickable" || m.role === "focusable") ? drawnBarSign(el, c.rect) : "";
      if (barSign) {
        m.role = "button";
        m.label = barSign === "+" ? "expand" : "collapse";
        m.label_source = "icon";
        m.expanded = barSign === "-";
      }
      // A wordless button whose one picture is an svg drawing a plus or a minus with straight
      // strokes (Naive UI's number field steppers) says that sign, as a "+" in words would.
      // (Or a table's cell handed the table's click for the cross it draws, filled or stroked.)
      const crossCell = !m.label && /^(gridcell|cell)$/.test(m.role) && delegated.has(c.index) && !el.textContent.trim() && drawsCross(el);
      const svgSign = crossCell ? "\u00d7" : !m.label && (m.role === "button" || m.role === "clickable") ? strokedSign(el) : "";
      if (svgSign) {
        m.role = "button";
        // (A drawn cross is named for what it does, as its icon word would: one that ends words,
        // a chip's, a row's or an item's, removes; one beside a text field clears it; alone, or
        // in a dialog, a toast or an alert, it closes.)
        const unit = el.parentElement && el.parentElement.closest("tr, [role=row], li");
        const ends = !el.nextElementSibling && !!el.parentElement && (endsWords(el.parentElement, el) || (!!unit && endsWords(unit, el))) &&
          !el.closest("dialog, [role=dialog], [role=alertdialog], [aria-modal=true], [role=alert], [role=status]");
        const clears = !!el.parentElement && !!el.parentElement.querySelector("input:not([type=hidden]), textarea, [role=searchbox], [role=textbox], [role=combobox]");
        // (A cross that is all of a row's cell removes that row, whatever fields the row holds.)
        m.label = svgSign !== "\u00d7" ? svgSign : crossCell ? "remove" : clears ? "clear" : ends ? "remove" : "close";
        if (svgSign === "\u00d7") m.label_source = "icon";
      }
      // (Not one that says it opens something of its own, a popup or, outside the item, aria-expanded:
      // a share menu's button beside the open comments' button is no part of their opening.)
      let opener = (!m.label || m.label_source === "icon") && (m.role === "clickable" || m.role === "focusable" || m.role === "button") &&
        !el.hasAttribute("aria-haspopup") ? itemOpenedBy(el) : null;
      if (opener && el.hasAttribute("aria-expanded") && !opener.contains(el) && el.getAttribute("aria-expanded") !== opener.getAttribute("aria-expanded")) opener = null;
      if (opener) {
        const open = opener.getAttribute("aria-expanded") === "true";
        m.role = "button";
        m.label = open ? "collapse" : "expand";
        m.label_source = "icon";
        read("opens", opener);
        // (Named by the item: the text of the row it is first in, or the item's name beside it.)
        const item = opener === el.parentElement ? (naming.textName(opener) || {}).label : naming.nameOf(opener).label;
        if (item) m.context = item;
      }
      if (tag === "LABEL" && el.control) {
        // Stand-in for a hidden control: describe the control.
        const ctl = el.control;
        // (A second label of a control already marked by one with words, saying none itself:
        // the box a kit draws its switch in, beside the caption that labels it for.)
        if (!m.label && kept.some((k) => k.el.tagName === "LABEL" && k.el.control === ctl && k.m.label)) continue;
        // (Nor the label of a select hidden inside a widget that stands for it, a box that takes
        // the focus or the mouse around it: Choices' select box. The widget is the mark.)
        if (ctl.tagName === "SELECT" && !ctl.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            [ctl.parentElement, ctl.parentElement && ctl.parentElement.parentElement].some((a) => a && a !== el && !a.contains(el) && candOf.has(a))) continue;
        // (Nor the label of a field hidden and drawn again right after it, by a widget holding a
        // mark of its own: Select2's empty multiple select, its search field the mark.)
        // (Nor the label of a proxy field, hidden from readers and the keyboard beside the parts
        // that are the field: MUI's date field, its month, day and year the marks.)
        // (Only beside a part that is a field itself, a spin button or a text field: not a help
        // link beside a switch's proxy, nor a toolbar after a field shown once clicked.)
        const fieldPart = (n) => n !== ctl && candOf.has(n) && (FIELD_TAGS.has(n.tagName) || /^(spinbutton|textbox|searchbox|combobox|slider)$/.test(roleAttr(n)));
        const box = ctl.parentElement;
        if (ctl.getAttribute("aria-hidden") === "true" && ctl.tabIndex < 0 && box && !box.contains(el) && !TOGGLES.has(ctl.type) && holdsSome(box, fieldPart)) continue;
        const drawnAgain = undrawnField(ctl) && ctl.nextElementSibling;
        if (drawnAgain && drawnAgain !== el && !drawnAgain.contains(el) && !verdicts.heard(el) && (fieldPart(drawnAgain) || holdsSome(drawnAgain, fieldPart))) continue;
        m.for_control = ctl.tagName.toLowerCase();
        read("state", ctl);
        // (A label with no words of its own, a switch's track whose text is hidden, says the
        // control's own name: its aria-labelledby, OneTrust's category heading.)
        if (!m.label || INFERRED_NAMES.has(m.label_source)) {
          const own = ctl.getAttribute("aria-labelledby") || ctl.getAttribute("aria-label") ? naming.nameOf(ctl) : null;
          if (own && own.label && !own.source) {
            m.label = own.label;
            delete m.label_source;
          }
        }
        // (A checkbox that says it is a switch is one: Shoelace's, and any <input role=switch>.)
        // (So is a button that says it is a radio or a checkbox, hidden behind its card: Radix's.)
        if (/^(switch|radio|checkbox)$/.test(roleAttr(ctl))) m.role = roleAttr(ctl);
        // (A label standing for a field a popup covers reads as that field: a textbox.)
        if (c.revived) m.role = naming.roleFor(ctl, m.role);
      }
      if (c.strength === 1.25 || (c.strength < 2 && isScrollArea(el, getComputedStyle(el))) || c.disabled) {
        m.scrollable = true;
        if (m.role === "clickable") m.role = "scroll area";
      } else if (SCROLLING_ROLES.has(m.role) && isScrollArea(el, getComputedStyle(el))) {
        // (A list, log or grid by its role that scrolls says so: more of it is out of sight, a
        // chat's log with the newest messages below.)
        m.scrollable = true;
      }
      // A scroll area in a popup list (the viewport of Radix's select) is the list of the control
      // that opens it: named after that control, not by the options it scrolls (each a mark).
      if (m.role === "scroll area" && !["aria-label", "aria-labelledby", "title"].some((a) => el.hasAttribute(a))) {
        // (Else the heading or one-line caption drawn just above it names it, "Terms of
        // service" over the terms it scrolls, not the words it starts with.)
        const owner = popupOwner(el) || captionOver(el);
        if (owner) {
          m.label = owner;
          m.label_source = "nearby";
        }
      }
      if (c.disabled) m.disabled = true;
      if (c.listener && c.own < 2) m.via = "listener";
      else if (c.own === 1) m.via = "cursor";
      // All it hears is the mouse passing over it, and it shows no pointer (a tooltip's "?"): a
      // click does nothing there, hovering does.
      // (Not one that says it opens or toggles something, aria-expanded or aria-pressed; nor an
      // icon among three or more alike in a row, a design tool's toolbar whose tooltips are all
      // its buttons hear themselves, the clicks heard at its root: buttons.)
      // (So does an icon the page calls a picture: its tooltip's "?".)
      if ((m.role === "clickable" || pictureIcon(el, c.rect)) && c.listener && c.own < 2 && hearsOnlyHover(c.index) && !pointerAt(c.index)) m.role = tippedButton(el) ? "button" : "hover target";
      // (An item of a menu or a list box that says no role of its own is that widget's item: a
      // context menu's "Play" is a menuitem.)
      if (m.role === "clickable" && !el.hasAttribute("role") && el.parentElement) {
        const holder = roleAttr(el.parentElement);
        if (holder === "menu" || holder === "menubar") m.role = "menuitem";
        else if (holder === "listbox") m.role = "option";
      }
      // (A row, or a box around controls, that hears only the mouse passing over it and shows
      // no pointer of its own lights up under it: its controls are the targets, not it.)
      // (Not one handed a click by the list above it, a mail row; nor one whose controls are
      // hidden until it is hovered, a menu's trigger: that is a hover target.)
      if (c.listener && c.own < 2 && hearsOnlyHover(c.index) && !pointerAt(c.index) && !delegated.has(c.index) && (m.role === "row" ||
          Array.prototype.slice.call(el.querySelectorAll("a[href], button, input, select, textarea"), 0, 4).some((n) => n.checkVisibility()))) continue;
      // (Nor a part of a list, menu, grid or tree with no role of its own that only hears presses,
      // a list's group header keeping the focus where it is when pressed; nor a glyph hidden from
      // reading that only hears the mouse pass, a date field's "/" between its parts: the page
      // keeps track of the mouse and the focus there, a click does nothing.)
      if (c.listener && c.own < 2 && !pointerAt(c.index) && !delegated.has(c.index) && /^(|none|presentation)$/.test(roleAttr(el)) && listeners.has(c.index)) {
        const kinds = listeners.get(c.index);
        // (Showing no cursor of its own: a column's resize handle in a grid hears only presses.)
        // (Only a part beside the list's items, which say their role: a list whose items say none,
        // a hand-made list of suggestions picked on a press, is its items.)
        if (!(kinds & ~(PRESS | HOVER | PRESS_START)) && kinds & PRESS && /^(auto|default)$/.test(cursor) && el.parentElement && el.parentElement.closest(ITEM_LISTS) &&
            Array.prototype.some.call(el.parentElement.children, (n) => n !== el && ITEM_ROLE.test(roleAttr(n)))) continue;
        if (!(kinds & ~HOVER) && el.getAttribute("aria-hidden") === "true" && naming.wordless(el.textContent)) continue;
      }
      // (Nor a box that hears clicks with no pointer of its own around text and one control that
      // closes it, an alert with its cross: the listener is the cross's.)
      if (m.role === "clickable" && c.listener && c.own < 2 && !pointerAt(c.index) && !delegated.has(c.index) && onlyCloser(el)) continue;
      // (Nor such a box with no role or tab stop around two or more marks and nothing else to
      // read but figures and signs: a panel of filters whose root hears the clicks of its
      // headers and boxes.)
      if ((m.role === "clickable" || m.role === "group") && c.listener && c.own < 2 && !pointerAt(c.index) && !delegated.has(c.index) &&
          (!el.hasAttribute("role") || m.role === "group") && !el.hasAttribute("tabindex") && !el.hasAttribute("onclick") && (onlyMarksIn(c) || (!((listeners.get(c.index) || 0) & DRAG) && unitsOfMarks(c)))) continue;
      // (Nor a box whose role says it holds things, an application, a dialog, a group, around two
      // or more marks, with no pointer of its own: a calendar widget's root that hears its days'
      // clicks, a popover that stops its clicks from closing it.)
      // (An onclick that only stops the click going further is no action of its own.)
      const onlyStops = /^\s*(event|e)\.(stopPropagation|stopImmediatePropagation)\(\)\s*;?\s*$/.test(el.getAttribute("onclick") || "");
      // (Not one showing a cursor of its own, a page a click places a signature on: crosshair.)
      if (HOLDER_ROLES.has(m.role) && m.label !== "backdrop" && (c.own < 2 || onlyStops) && /^(auto|default)$/.test(cursor || "auto") && innerMarks(c) >= 2) continue;
      // (Nor a landmark of the page around a mark or more, its header or its main part, that
      // hears clicks for what it holds: a page's delegated handlers live there.)
      // (The page's own, across most of it: not a card's header that opens the card.)
      if ((LANDMARK_TAGS.has(tag) || LANDMARK_ROLES.has(roleAttr(el))) && (c.own < 2 || onlyStops) && /^(auto|default)$/.test(cursor || "auto") && innerMarks(c) >= 1 &&
          (c.rect.width >= 0.5 * innerWidth || c.rect.height >= 0.5 * innerHeight)) continue;
      // All it hears is things dropped on it (an upload's "Drop a photo here"): drag a file or an
      // item there, a click does nothing.
      if (m.role === "clickable" && c.listener && c.own < 2 && hearsOnlyDrops(c.index) && !pointerAt(c.index)) {
        m.role = "drop zone";
        // (Named by its heading when it has one: a board's column "Done", not the words of all
        // the cards in it.)
        const heading = el.querySelector(naming.HEADINGS);
        const title = heading && heading.checkVisibility() ? cleanText(naming.visibleText(heading, 80), 80) : "";
        if (title && !el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby")) m.label = title;
      }
      if (el.getRootNode() !== document) m.shadow = true;
      if (active === el || (tag === "LABEL" && active === el.control)) m.focused = true;
      if (shownText && FIELD_WIDGET_ROLES.has(m.role)) read("shown", el);
      // A popup's trigger showing its choice, a caption just before it on its line ("Sort by"
      // before "Relevance ▾"): the caption is its name, the choice its value.
      if ((m.role === "combobox" || (m.role === "button" && /^(menu|listbox|true)$/.test(el.getAttribute("aria-haspopup") || ""))) && !FIELD_TAGS.has(tag) &&
          m.label && !m.label_source && m.value == null && !el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby") && !el.hasAttribute("title")) {
        // (A menu's trigger only under a caption that asks for a choice, "Language:" or "Sort by":
        // its words may be its action, "Switch workspace" after a workspace's name.)
        const choosing = m.role === "combobox" || el.getAttribute("aria-haspopup") === "listbox";
        const shown = naming.captionLeft(el, true);
        const caption = choosing || /(:|\bby)$/i.test(shown) ? shown.replace(/\s*:$/, "") : "";
        if (caption && caption !== m.label) { m.value = m.label; m.label = caption; m.label_source = "nearby"; }
      }
      if (state.internals && state.internals.has(el)) read("internals", el);
      if (unsetField) read("unset", unsetField);
      // A combobox input that holds nothing while its box shows the choice (react-select's).
      if (tag === "INPUT" && (m.role === "combobox" || roleAttr(el) === "combobox") && !el.value) read("shownBeside", el);
      // A text field that says it opens something (aria-expanded: an autocomplete's input with
      // no role), or a read-only one drawn to be clicked, not typed in (a pointer cursor: Element
      // Plus's cascader), is a picker: a combobox, open as it says.
      if (tag === "INPUT" && m.role === "textbox" && (el.hasAttribute("aria-expanded") || (el.readOnly && getComputedStyle(el).cursor === "pointer"))) {
        m.role = "combobox";
        read("opens", el);
      }
      // A select drawn as a box (Fomantic's, Semantic's dropdown): a box known only by its focus or
      // click that holds a list of alike items, shown or not, is what opens that list. With a
      // hidden field inside it is a choice field, named by the caption beside it, its shown text
      // its value (or its placeholder); without one, a button that opens a menu.
      const popup = (m.role === "clickable" || m.role === "focusable") && !c.field ? drawnPopupOf(el) : null;
      if (popup) {
        m.label = drawnText(el, popup);
        if (el.querySelector(":scope > input[type=hidden]")) {
          const caption = naming.nearbyLabel(el);
          m.role = "combobox";
          if (caption && caption !== m.label) {
            m.label = caption;
            m.label_source = "nearby";
            read("drawnChoice", el);
          }
        } else m.role = "button";
        read("shows", popup);
      }
      // A select drawn with boxes whose list comes after it: a combobox named by its caption,
      // valued by what it shows, open as its list is drawn; the list's items are its options.
      // (A <button> too, showing the choice and a caret, with no role or state of its own.
      // Not one that says it opens something, aria-expanded or aria-haspopup: a menu button,
      // Bootstrap's dropdown toggle.)
      const plainButton = m.role === "button" && tag === "BUTTON" && !el.hasAttribute("role") && !el.hasAttribute("aria-haspopup") && !el.hasAttribute("aria-expanded");
      const listAfter = !popup && (m.role === "clickable" || m.role === "focusable" || plainButton) && !c.field ? listAfterChoice(el) : null;
      if (listAfter) {
        m.role = "combobox";
        const caption = captionJustBefore(el);
        if (caption) { m.label = caption; m.label_source = "nearby"; }
        else delete m.label;
        read("choiceBefore", el);
        read("shows", listAfter);
      }
      // A box showing one choice and a caret after it, just after a <label> tied to no field
      // (Cloudflare's record editor: "Type" over "CNAME ▾"), with its list not drawn yet: a select
      // drawn as a box, named by that label, its choice its value.
      // (Or just after words that are no target, on its line or over it, "Buy in" beside
      // "Dollars ▾"; or after a caption of its own, "Sort By: Newest ▾".)
      const choice = !popup && !listAfter && (m.role === "clickable" || m.role === "focusable") && !c.field && !el.hasAttribute("role") ? caretChoice(el) : "";
      if (choice) {
        const before = el.previousElementSibling;
        // (Words that read as a field's caption: a few words, no figures, no sentence's end, no
        // heading; beside a box drawn as a field, unless they end in a colon. Not one of a run of
        // alike boxes, a nav's menus after its brand, nor a box whose words name an action,
        // "Bulk actions ▾": those open menus.)
        const sameLine = (n) => { const a = n.getBoundingClientRect(), b = el.getBoundingClientRect(); return a.bottom > b.top && a.top < b.bottom && a.right <= b.left + 2; };
        // (Or right over it, drawn bolder than its choice, as a form draws its captions: "Font"
        // in bold over "Playfair Display ▾".)
        const boldOver = (n) => {
          const a = n.getBoundingClientRect(), b = el.getBoundingClientRect();
          const [ns, es] = [getComputedStyle(n), getComputedStyle(el)];
          // (In a box of the two alone, a form's field; not a product's title over its sizes,
          // drawn larger than a caption; nor a menu's in a bar of the site's links.)
          return a.bottom <= b.top + 2 && b.top - a.bottom <= 12 && a.left < b.right && a.right > b.left && n.parentElement === el.parentElement &&
            !el.closest("nav, header, [role=navigation], [role=menubar]") &&
            el.parentElement.childElementCount === 2 && parseFloat(ns.fontSize) <= parseFloat(es.fontSize) + 1 &&
            parseInt(ns.fontWeight, 10) >= 600 && parseInt(es.fontWeight, 10) < 600;
        };
        const alike = (a, b) => !!a && !!b && a.tagName === b.tagName && a.className === b.className;
        const words = before ? cleanText(naming.visibleText(before, 60), 60) : "";
        const plainBefore = before && (before.tagName === "LABEL" ? !before.control :
          !before.firstElementChild && !candOf.has(before) && !before.hasAttribute("role") && !/^H\d$/.test(before.tagName) && (sameLine(before) || boldOver(before)) &&
          CAPTION_WORDS.test(words) && !/\b(as|to|of|for|with|from|the|a|an|and|or)$/i.test(words) && (/[:：]$/.test(words) || naming.drawnAsBox(el)) && !alike(before, before.previousElementSibling) &&
          !alike(el, el.nextElementSibling) && !alike(el, el.previousElementSibling) && !ACTION_WORDS.test(choice));
        const caption = caretCaption(el) || (plainBefore ? words.replace(/\s*[:：*]$/, "") : "");
        if (/\p{L}{2}/u.test(caption) && caption.length <= 30) {
          m.role = "combobox";
          m.label = caption;
          m.label_source = "nearby";
          read("caretChoice", el);
        }
      }
      // A button that opens a list, showing its choice and a caret, beside a caption in the small
      // box they share and nothing else (a form's floating label, "Title" over "Mr ▾"): a select
      // named by that caption, its choice its value, as a field there would be.
      if (m.role === "button" && !choice && (el.hasAttribute("aria-expanded") || naming.saysPopup(el)) && !el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby") && m.value == null) {
        const shown = cleanText(naming.visibleText(el, 60), 60);
        const box = el.parentElement;
        const cap = box && box.childElementCount === 2 ? (el === box.lastElementChild ? box.firstElementChild : box.lastElementChild) : null;
        const words = cap && !cap.firstElementChild && !candOf.has(cap) && !cap.hasAttribute("role") ? cleanText(naming.visibleText(cap, 40), 40) : "";
        // (A field's caption: a <label>, or set over the box's top edge or above it; and a box
        // drawn as a field. Not a badge beside a nav's "Products ▾", nor an account's name over
        // its "Switch workspace ▾", a menu of actions.)
        const over = () => { const a = cap.getBoundingClientRect(), b = el.getBoundingClientRect(); return a.top < b.top && a.bottom <= b.top + b.height / 2 && a.left < b.right && a.right > b.left; };
        if (CARET.test(shown.slice(-1)) && /[\p{L}\p{N}]/u.test(shown.slice(0, -1)) && CAPTION_WORDS.test(words) && words.split(/\s+/).length <= 3 &&
            (cap.tagName === "LABEL" || over()) && naming.drawnAsBox(el) && !ACTION_WORDS.test(shown.slice(0, -1).trim()) && !/^(switch|change|select|choose|pick)\b/i.test(shown)) {
          m.role = "combobox";
          m.value = shown.slice(0, -1).trim();
          m.label = words.replace(/\s*[:：*]$/, "");
          m.label_source = "nearby";
        }
      }
      // A row that says it is selected on a box around the mark that draws nothing else (Spotify's
      // role=row around its draggable row): the mark is selected as it says. (So is one the wrap
      // of its own role stands for, itself a target folded into it: a side menu's option link
      // around the option that takes the focus.)
      const wrap = el.parentElement;
      if (m.selected == null && wrap && wrap.childElementCount === 1 && wrap.hasAttribute("aria-selected") &&
          (!candOf.has(wrap) || roleAttr(wrap) === roleAttr(el)) && WIDGET_ITEM_ROLES.has(roleAttr(wrap))) read("wrapSelected", wrap);
      // A tree's switcher drawn as one arrow before its node's words (Ant Design's "▾" before
      // "Engineering"): a button that folds or unfolds the node, open as the arrow points down.
      if ((m.role === "clickable" || m.role === "button") && !el.hasAttribute("aria-expanded") && twistyOpen(el) !== null && !c.field) {
        m.role = "button";
        read("twisty", el);
        m.label = m.expanded ? "collapse" : "expand";
        m.label_source = "icon";
      }
      const chooser = (m.role === "clickable" || m.role === "focusable") && !el.firstElementChild && el.parentElement && el.parentElement.previousElementSibling;
      if (chooser && listAfterChoice(chooser) === el.parentElement) {
        m.role = "option";
        read("chosenItem", chooser);
      }
      // A box that says it opens something by its own aria-expanded (a disclosure's header drawn
      // as a div, Headless UI's) is a button.
      if ((m.role === "clickable" || m.role === "focusable") && el.hasAttribute("aria-expanded") && !c.field) m.role = "button";
      // An item that says it opens a popup (aria-haspopup) but not whether it is open (jQuery UI's
      // menu item, whose submenu says it instead) is open as that popup is drawn: what it
      // controls, or the list right after it.
      if (m.expanded == null && !el.hasAttribute("aria-expanded") && saysPopup(el)) {
        const popup = naming.refsOf(el, "aria-controls")[0] || el.nextElementSibling;
        // (Not the next trigger of a toolbar, a list box that opens a popup itself; and a list
        // shown in the page's flow after it only when it is a menu of things to pick, a phone
        // menu's links: not a listing card's facts, "3 bds 2 ba", after its "More options".)
        const inFlow = !!popup && popup === el.nextElementSibling && popup.checkVisibility() && !/^(absolute|fixed)$/.test(getComputedStyle(popup).position);
        const menuLike = (n) => (n.tagName === "UL" || n.tagName === "OL" || /^(menu|listbox)$/.test(roleAttr(n))) && !!n.querySelector("a[href], button, [role=menuitem], [role=option]");
        if (popup && (LIST_ROLES.has(roleAttr(popup)) || DIALOG_ROLES.has(roleAttr(popup)) || popup.tagName === "UL" || popup.tagName === "OL") && !saysPopup(popup) && (!inFlow || menuLike(popup))) read("shows", popup);
      }
      // A button that opens a list box is a select (Headless UI's Listbox); named by its own
      // text too (aria-labelledby listing its caption and itself), it is named by the caption,
      // and its text is its choice.
      // (Not a field's nameless toggle, a chevron beside its text field: a select shows its choice.)
      if ((tag === "BUTTON" || m.role === "button") && (el.getAttribute("aria-haspopup") || "").trim() === "listbox" &&
          !naming.wordless((naming.textName(el, true) || {}).label || "")) {
        m.role = "combobox";
        const by = (el.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
        const root = el.getRootNode().getElementById ? el.getRootNode() : document;
        const others = by.filter((id) => id !== el.id).map((id) => root.getElementById(id)).filter(Boolean);
        if (el.id && by.includes(el.id) && others.length) {
          const caption = cleanText(others.map((n) => naming.visibleText(n, 80)).join(" "), 80);
          if (caption) {
            m.label = caption;
            delete m.label_source;
            read("ownChoice", el);
          }
        }
      }
      // A readout named by its label (a player's "Current time") shows its value as text: what
      // a click on it changes.
      if (LIVE_READOUTS.has(m.role) && el.hasAttribute("aria-label")) read("shown", el);
      // A button or link the page names in words that leave out the words it shows (a date
      // picker's "Choose Month" showing "November") shows its value: what a click changes.
      // (Not a glyph drawn in letters, a player's "II" for Pause.)
      // (So does a button opening a list, its choice: "bug, docs" in a box called "Labels". What
      // the name says already is left out: "Add to cart – $24.99" shows "$24.99"; "‹ Previous"
      // beside "Go to previous page" shows nothing more.)
      // (So does a <label> standing for the control of a picker it holds, drawn over by the
      // label's words: Ionic's select, "Restaurant" showing "Sushi Bar ▾", which it hides from
      // screen readers as the control's own name says it.)
      const labelsPicker = tag === "LABEL" && !!el.control && saysPopup(el.control) && !FIELD_TAGS.has(el.control.tagName);
      if ((labelsPicker || ((m.role === "button" || m.role === "link" || (m.role === "combobox" && !FIELD_TAGS.has(tag))) && el.hasAttribute("aria-label"))) && m.label && m.value == null) {
        // (Of a card holding controls of its own, its words past theirs: a product card's "Nike
        // Air Max 90 $129" beside its wishlist button, not a task's tag link "Home #".)
        const holds = !labelsPicker && !!el.querySelector(HELD_CONTROLS);
        let shown = labelsPicker ? shownChoice(el) : holds ? cleanText(naming.visibleText(el, 80, undefined, (n) => n !== el && n.matches(HELD_CONTROLS)), 80)
          : (naming.textName(el, true) || {}).label || "";
        const name = m.label.toLowerCase();
        if (shown.toLowerCase().startsWith(name)) shown = shown.slice(name.length).replace(/^[\s\-–—:|·,]+/, "");
        const nameWords = new Set(name.match(/[\p{L}\p{N}]+/gu) || []);
        const says = (shown.toLowerCase().match(/[\p{L}\p{N}]+/gu) || []).some((w) => !nameWords.has(w));
        // (Nor of a row named as a whole whose words are mostly its name's, a task's "Pay
        // electricity bill 📅 Yesterday" named "Task: Pay electricity bill".)
        const shownWords = shown.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) || [];
        const ownWords = Array.from(nameWords).filter((w) => w.length >= 2);
        const restates = holds && ownWords.length > 0 && ownWords.filter((w) => shownWords.includes(w)).length * 2 >= ownWords.length;
        // (A sentence the page reads out for a button, "Send this to friends or post it on your
        // profile.", describes it: what it shows, "Share", is its name, not a value.)
        // (Not an avatar's initials, "JD": they say less than the sentence does.)
        // (Not an avatar's initials, "JD" in a round box: they say less than the sentence does.
        // "OK", "XL" or "CSV" on a square button are its words.)
        const avatar = /^\p{Lu}{1,3}$/u.test(shown) && parseFloat(getComputedStyle(el).borderTopLeftRadius) >= Math.min(c.rect.width, c.rect.height) / 2 - 1;
        const described = /[.!]$/.test(m.label) && m.label.split(/\s+/).length >= 5 && !holds && /^\p{L}[\p{L}'-]*( [\p{L}'-]+){0,2}$/u.test(shown) && !avatar;
        if (described && drawnWords(el).includes(shown.replace(/[^\p{L}\p{N}]/gu, ""))) { m.label = shown; delete m.label_source; }
        else if (says && !restates && shown.length <= 40 && ((shown.match(/[\p{L}\p{N}]/gu) || []).length >= 3 || /^\d+$/.test(shown)) && drawnWords(el).includes(shown.replace(/[^\p{L}\p{N}]/gu, ""))) m.value = shown;
      }
      // An empty slot with a pointer just before a tree's or list's item, drawing and saying
      // nothing (a leaf's twisty slot, jsTree's): a click there is the item's.
      if (m.role === "clickable" && !m.label && NO_ROLES.has(roleAttr(el)) && !el.firstElementChild && !el.textContent.trim() &&
          !el.hasAttribute("aria-expanded") && /^(treeitem|option)$/.test(roleAttr(el.nextElementSibling || el)) &&
          candOf.has(el.nextElementSibling) && !naming.removes(el) && getComputedStyle(el, "::before").content === "none") continue;
      // The chosen option a closed select box shows inside it is that box's value, no mark of its
      // own (Choices' single select: its list box says it is collapsed).
      if (m.role === "option" && el.parentElement) {
        const closed = el.parentElement.closest("[aria-expanded=false]");
        const box = closed && /^(listbox|combobox)$/.test(roleAttr(closed)) ? kept.find((k) => k.el === closed) : null;
        if (box) {
          if (box.m.value == null && m.label) box.m.value = m.label;
          continue;
        }
      }
      // A nameless box whose cursor says what a click does (a photo's zoom-in) is named by it.
      if (!m.label && (m.role === "clickable" || m.role === "focusable") && ZOOM_CURSORS[cursor]) {
        m.label = ZOOM_CURSORS[cursor];
        m.label_source = "cursor";
      }
      // (Something dragged that also opens on a click, or shows a pointer, is clicked first: a
      // board's card that opens.)
      // It says it can be dragged too (drag_and_drop moves it). (A move or grab cursor says drag,
      // not click.)
      if (m.role === "draggable" && (((listeners.get(c.index) || 0) & (CLICK | PRESS)) || cursor === "pointer" || el.hasAttribute("onclick"))) {
        m.role = "clickable";
        m.draggable = true;
      } else if (m.role !== "draggable" && el.getAttribute("draggable") === "true" && !el.matches("a[href], img") && m.role !== "drag handle") m.draggable = true;
      marks.push(m);
      kept.push({ el, m, sources, handle: m.role === "resize handle" ? cursor : "" });
      keptEls.add(el);
    }
    // A knob laid over a slider's track beside it (a sibling, not inside it: Pickr's hue and
    // opacity sliders) is that slider's: no mark of its own, and where it sits along the track is
    // the slider's value when the slider states none.
    const keptByEl = new Map(kept.map((k) => [k.el, k]));
    for (let n = kept.length - 1; n >= 0; n--) {
      const { el, m } = kept[n];
      const track = knobTrackOf(el, m, keptByEl);
      if (!track) continue;
      track.sources.push(["knobAlong", el]);
      readState("knobAlong", el, track.m);
      unkeep(n);
    }
    // The label of a hidden field whose widget now carries its name is that widget's: not a mark
    // of its own (Select2's clipped <select> and its label before the box that shows it).
    if (replacedUsed.size) {
      for (let k = kept.length - 1; k >= 0; k--) {
        const { el } = kept[k];
        if (el.tagName === "LABEL" && replacedUsed.has(el.control)) {
          unkeep(k);
        }
      }
    }
    // Two labels of one field that is no mark (a switch drawn by a label around its hidden
    // checkbox and a slider, captioned by another label for it beside): one target, the label with
    // words, not the wordless drawing named by whatever is near it.
    const labelsOf = new Map();
    kept.forEach(({ el }, k) => {
      if (el.tagName !== "LABEL" || !el.control || keptEls.has(el.control)) return;
      if (!labelsOf.has(el.control)) labelsOf.set(el.control, []);
      labelsOf.get(el.control).push(k);
    });
    const wordless = [];
    for (const ks of labelsOf.values()) {
      if (ks.length < 2) continue;
      const worded = ks.filter((k) => /\p{L}/u.test(naming.visibleText(kept[k].el, 80)));
      if (worded.length && worded.length < ks.length) wordless.push(...ks.filter((k) => !worded.includes(k)));
    }
    wordless.sort((a, b) => b - a).forEach((k) => unkeep(k));
    // A grid repeats a column's resize handle in every row (Tabulator's): all of them resize that
    // one column, so the top one stands for the rest (and for a row's handles repeated in every
    // column, the leftmost). Three or more two-way handles in one line with the same cursor, each
    // in a box of its own kind (a pair may be two panes' dividers).
    const handleLines = new Map();
    kept.forEach(({ el, handle }, k) => {
      if (!TWO_WAY_CURSORS.has(handle)) return;
      const r = el.getBoundingClientRect();
      const across = handle === "ew-resize" || handle === "col-resize";
      const key = `${handle} ${Math.round(across ? r.left + r.width / 2 : r.top + r.height / 2)}`;
      if (!handleLines.has(key)) handleLines.set(key, []);
      handleLines.get(key).push({ k, at: across ? r.top : r.left, parent: el.parentElement });
    });
    const repeated = new Set();
    for (const line of handleLines.values()) {
      if (line.length < 3 || new Set(line.map((h) => h.parent)).size < line.length) continue;
      line.sort((a, b) => a.at - b.at);
      for (const { k } of line.slice(1)) repeated.add(k);
    }
    if (repeated.size) {
      for (let k = kept.length - 1; k >= 0; k--) {
        if (!repeated.has(k)) continue;
        unkeep(k);
      }
    }
    // The one of alike sibling marks (tabs, pages, a menu's entries) whose class or data attribute
    // alone says it is the chosen one ("tab--active", "is-selected", "current", data-selected),
    // when the page says it no other way: selected (a link: the current one). Siblings are alike
    // by tag and role (a class may be the chosen word itself: li.active among plain li). A mark
    // that is its wrapper's only child (a tour's dot in its list item, a thumbnail's button) is read
    // by that wrapper among its siblings. In a grid's rows several days can be chosen (a range's
    // first and last).
    const itemOf = (el) => {
      let n = el;
      // (A transparent button input laid over its words, Amazon's variant buttons, is that box:
      // one wrapper more, around the input and its words and nothing else to click.)
      const overlay = el.tagName === "INPUT" && !el.value && el.parentElement &&
        Array.prototype.every.call(el.parentElement.children, (c) => c === el || (!c.matches("a[href], button, input, select, textarea, [role], [tabindex]") && !c.querySelector("a[href], button, input, select, textarea, [role], [tabindex]")));
      if (overlay) n = el.parentElement;
      for (let k = 0; k < 2; k++) {
        const p = n.parentElement;
        // (Only a wrapper with nothing else in it: not a tag chip around its text and its ×.)
        if (!p || p === document.body || p.childElementCount !== 1 || p.textContent.trim() !== n.textContent.trim()) break;
        n = p;
      }
      return n;
    };
    // Alike marks drawn in three rows or more of three or more each: a grid, however it is built.
    const drawnAsGrid = (group) => {
      const perRow = new Map();
      for (const { k: { m } } of group) perRow.set(Math.round(m.box[1]), (perRow.get(Math.round(m.box[1])) || 0) + 1);
      return Array.from(perRow.values()).filter((n) => n >= 3).length >= 3;
    };
    // (Siblings of each kind are judged apart: a menu's items beside its submenu's toggle. Never a
    // field: a date range's active input is the one being typed in, not a choice.)
    const alikeMarks = new Map();
    for (const k of kept) {
      const item = itemOf(k.el);
      // (A button input is a button: Amazon's variant buttons are transparent submit inputs.)
      const buttonInput = k.el.tagName === "INPUT" && /^(submit|button|reset|image)$/.test(k.el.type);
      if (!item.parentElement || (FIELD_TAGS.has(k.el.tagName) && !buttonInput) || FIELD_WIDGET_ROLES.has(k.m.role) || k.el.isContentEditable) continue;
      const key = item.parentElement;
      if (!alikeMarks.has(key)) alikeMarks.set(key, new Map());
      const kinds = alikeMarks.get(key);
      // (A toggle that opens a popup is no alternative to the button beside it: a split button's
      // arrow beside its main action.)
      const opensPopup = item.hasAttribute("aria-expanded") || (item.getAttribute("aria-haspopup") || "false") !== "false";
      const kind = `${item.tagName}\u0000${roleAttr(item)}\u0000${opensPopup}`;
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind).push({ k, item });
    }
    // A rating drawn with pictures or icons, lit ones first (raty's star-on.png and star-off.png,
    // or classes "on" and "off"): the last lit one is the score.
    for (const k of kept) {
      if (!LIT.has(litOf(k.el)) || k.m.selected != null) continue;
      k.sources.push(["lit", k.el]);
      readState("lit", k.el, k.m);
    }
    // The items of a tree or list that are ticked by a class only (a checkbox tree's
    // "jstree-checked", aria-selected saying something else): checked, several or all at once;
    // the others of the same tree, once one is, unchecked.
    const tickBoxes = new Map();
    for (const k of kept) {
      if (!TICKED_ITEM_ROLES.has(k.m.role) || k.m.checked != null) continue;
      const box = k.el.closest("[role=tree], [role=treegrid], [role=listbox], [role=grid]");
      if (!box) continue;
      if (!tickBoxes.has(box)) tickBoxes.set(box, []);
      tickBoxes.get(box).push(k);
    }
    for (const items of tickBoxes.values()) {
      const ticked = items.filter((k) => classSaysTicked(k.el));
      if (!ticked.length) continue;
      for (const k of items) {
        k.sources.push(["ticked", k.el]);
        readState("ticked", k.el, k.m);
      }
    }
    for (const group of Array.from(alikeMarks.values()).flatMap((kinds) => Array.from(kinds.values()))) {
      if (group.length < 2) continue;
      // (Today's day, aria-current=date, is no choice: the chosen day beside it says so by its
      // class, flatpickr's "selected".)
      if (group.some(({ k: { m } }) => m.selected != null || (m.current != null && m.current !== "date") || m.checked != null || m.pressed != null)) continue;
      // (Headers each followed by their panel, some of the panels not drawn, are an accordion's:
      // what a class calls chosen there is open, and each says whether its panel is.)
      // (Boxes, not buttons or links, which say it with aria-expanded when they open anything;
      // and panels of content, not a button's tooltip.)
      // (Nor what holds a value, a range slider's thumbs, with the hidden fields that carry their
      // values after them: a form field is no panel.)
      // (One with nothing after it but a script opens nothing, and says nothing of the others.)
      const panels = group.map(({ item }) => item.nextElementSibling);
      const heads = group.map(({ k }, n) => [k, panels[n]]).filter(([, p]) => p && !SKIP_TAGS.has(p.tagName));
      if (heads.length && group.every(({ k }) => !DISTINCT_TAGS.has(k.el.tagName) && !VALUE_ROLES.has(k.m.role)) &&
          heads.every(([, p]) => !group.some(({ item }) => item === p) && !candOf.has(p) && p.tagName !== "SPAN" && roleAttr(p) !== "tooltip" && !FIELD_TAGS.has(p.tagName)) &&
          heads.some(([, p]) => !p.checkVisibility())) {
        heads.forEach(([k, p]) => { k.sources.push(["shows", p]); readState("shows", p, k.m); });
        continue;
      }
      // (Nor buttons that say whether they are open: the class or data attribute of one that is
      // open says just that, a menu button's data-active.)
      if (group.every(({ k }) => k.el.hasAttribute("aria-expanded") || k.m.expanded != null)) continue;
      // (Or a box between the two, Amazon's "a-button-selected" around the transparent input
      // that takes the click.)
      const between = (el, item) => { const out = [el]; for (let p = el.parentElement, n = 0; p && n < 4 && p !== item; p = p.parentElement, n++) out.push(p); return out.concat(item); };
      const chosen = group.map(({ k, item }) => ({ k, by: between(k.el, item).find(saysChosen) })).filter(({ by }) => by);
      // (Several chosen only among a grid's cells, by tag or role or as drawn: alike boxes in three
      // rows or more of three or more, a calendar's days as spans, where a range has two ends.)
      const cells = CELL_TAGS.has(group[0].item.tagName) || CELL_ROLES.has(roleAttr(group[0].item)) || drawnAsGrid(group);
      // (Buttons several of which are chosen at once, or any in a toolbar or in a row beside an
      // editor (its toolbar), are toggles each on its own, a rich-text editor's Bold and Italic:
      // pressed, not the one choice of a set.)
      const toggles = !cells && group.every(({ k }) => k.m.role === "button") &&
        (chosen.length > 1 || !!group[0].k.el.closest("[role=toolbar]") || (chosen.length === 1 && sideBySide(group) && editorBeside(group[0].item)));
      if (toggles && chosen.length < group.length) {
        for (const { k, by } of chosen) {
          k.sources.push(["toggled", by]);
          readState("toggled", by, k.m);
        }
        continue;
      }
      // (Several chosen outside a grid only when their class says picked, "selected" or
      // "checked": a question's choices where several may be ticked. "active" or "current" on
      // several of a kind says something else: which are live.)
      const picked = (el) => classTokens(el).some((token) => { const words = tokenWords(token); return /^(selected|checked)$/.test(words[words.length - 1] || ""); });
      // (Nor a run of them from the first, a rating's lit stars or a checkout's steps done: a
      // level reached, not picks.)
      const fromFirst = chosen.every(({ k }, n) => group[n] && group[n].k === k);
      if (!chosen.length || chosen.length === group.length || (chosen.length > 1 && !cells && (!chosen.every(({ by }) => picked(by)) || fromFirst))) continue;
      for (const { k, by } of chosen) {
        k.sources.push(["classed", by]);
        readState("classed", by, k.m);
      }
    }
    // Icon buttons alike (by kind and icon word) one of which has a class saying its word done
    // (a feed's hearts, "like" and "like liked"): toggles, pressed as that class says, each.
    const iconButtons = kept.filter((k) => k.m.role === "button" && k.m.label_source === "icon" && k.m.pressed == null);
    for (const group of groupBy(iconButtons, (k) => `${alikeOf(k.el)}\u0000${iconWordOf(k.m)}`).values()) {
      if (!group.some((k) => doneByClass(k.el, iconWordOf(k.m)))) continue;
      for (const k of group) {
        k.sources.push(["done", k.el]);
        readState("done", k.el, k.m);
      }
    }
    pickerOpenBelow(kept);
    listUnderField(kept);
    tickInItem(kept, unkeep);
    // A slider named by the line over it that shows its values ("Fri 6:00 AM - 11:59 PM" over a
    // range's two thumbs) is named by the caption before that line, "Take-off from SFO": the
    // line is a readout of what the thumbs say.
    for (const { el, m } of kept) {
      if (m.role !== "slider" || m.label_source !== "nearby" || !m.value || !/\p{L}|:/u.test(m.value)) continue;
      let readout = null;
      // (Only a name that reads out a value itself, "Fri 6:00 AM - 11:59 PM": "Speed:" over "Fast"
      // is the caption.)
      const values = kept.filter((o) => o.m.role === "slider" && o.m.value).map((o) => o.m.value);
      if (!values.some((v) => m.label.includes(v))) continue;
      for (let box = el, k = 0; box && k < 4 && !readout; box = box.parentElement, k++) {
        for (let n = box.previousElementSibling, j = 0; n && j < 2 && !readout; n = n.previousElementSibling, j++) {
          const said = cleanText(n.textContent, 80);
          if (said.startsWith(m.label.replace(/\s*[-–—]$/, "")) && values.some((v) => said.includes(v))) readout = n;
        }
      }
      const caption = readout && readout.previousElementSibling;
      const words = caption ? cleanText(naming.visibleText(caption, 60), 60) : "";
      if (words && /\p{L}{2}/u.test(words) && words.split(" ").length <= 6 && !caption.matches(ITEM_CONTROLS) && !caption.querySelector(ITEM_CONTROLS) && !candOf.has(caption)) m.label = words;
    }
    // An arrow or a pictograph leading a name's words is the control's picture, not a word of
    // it: "↩ Reply" is "Reply", "🗑 Delete" is "Delete".
    // A field's caption starting or ending in a lone "*" (Salesforce's <abbr title="required">,
    // a form's red star) says the field is required: the star is no part of its name.
    for (const { m } of kept) {
      if (!m.label) continue;
      m.label = m.label.replace(LEADING_PICTURE, "");
      if (!REQUIRED_ROLES.has(m.role) || !/^\*\s*\S|\S\s*\*$/.test(m.label) || !/\p{L}{2}/u.test(m.label)) continue;
      m.label = m.label.replace(/^\*\s*|\s*\*$/g, "");
      m.required = true;
    }
    // A wordless box drawn right after a box to tick that is hidden but marked by its label (a
    // switch's track beside its clear checkbox) is that box's face: one mark, the checkbox's.
    const keptInputs = new Set(kept.map(({ el }) => (el.tagName === "LABEL" && el.control ? el.control : el)).filter((el) => el.tagName === "INPUT"));
    for (let at = kept.length - 1; at >= 0; at--) {
      const { el, m } = kept[at];
      const box = el.previousElementSibling;
      if (m.role !== "clickable" || m.label || el.textContent.trim() || !box || !box.matches("input[type=checkbox], input[type=radio]") || !keptInputs.has(box)) continue;
      if (!box.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || clippedAway(box)) unkeep(at);
    }
    // A text field that takes no typing, showing a value, says so (a computed "Number" on a
    // ticket form), or the model types into it in vain. (One drawn to be clicked, or that opens a
    // list, became a picker above. One showing only a hint, or beside the hidden field it stands
    // for, is a picker's face too: flatpickr's "Select range".)
    // (A box the page calls a read-only text box holds its words as its value.)
    for (const { el, m } of kept) {
      if (m.role !== "textbox" && m.role !== "searchbox") continue;
      if (!m.value && !FIELD_TAGS.has(el.tagName) && !el.isContentEditable && el.getAttribute("aria-readonly") === "true") {
        const words = naming.visibleText(el, 80);
        if (words && words !== m.label) m.value = words;
      }
      if (!m.value) continue;
      if (el.parentElement && el.parentElement.querySelector(":scope > input[type=hidden]")) continue;
      // (One that hears clicks opens a picker, unless it shows an address: a share link's field
      // whose click selects it to copy.)
      if (candOf.has(el) && candOf.get(el).listener && !/^(https?:\/\/|www\.)\S+$/i.test(m.value)) continue;
      if ((FIELD_TAGS.has(el.tagName) && el.readOnly) || el.getAttribute("aria-readonly") === "true") m.readonly = true;
    }
    // A slider's name has words: numbers in or beside it are its scale or its value ("20% 50%
    // 80%", "40"); the caption beside it, when there is one, names it.
    for (const { el, m } of kept) {
      if (m.role !== "slider" || !m.label || /\p{L}/u.test(m.label)) continue;
      const near = naming.nearbyLabel(el);
      m.label = near && /\p{L}/u.test(near) ? near : "";
      m.label_source = m.label ? "nearby" : null;
    }
    // Fields the page gives one aria-label between them (Pikaday's "Use the arrow keys to pick a
    // date" on both ends of a range), each with a <label> of its own: the labels tell them apart.
    const byGivenName = new Map();
    for (const k of kept) {
      if (!FIELD_TAGS.has(k.el.tagName) || !k.el.hasAttribute("aria-label") || !k.m.label) continue;
      if (!byGivenName.has(k.m.label)) byGivenName.set(k.m.label, []);
      byGivenName.get(k.m.label).push(k);
    }
    for (const fields of byGivenName.values()) {
      if (fields.length < 2) continue;
      const labels = fields.map((k) => cleanText(Array.from(k.el.labels || []).map((l) => naming.visibleText(l, 80)).join(" "), 80));
      if (labels.every((l) => l && /\p{L}/u.test(l)) && new Set(labels).size === labels.length) fields.forEach((k, n) => { k.m.label = labels[n]; });
    }
    chartNames(kept);
    shapeNames(kept);
    selectAllNames(kept);
    // A nameless empty cell that is a target (a board's empty Person or Date cell, a click there
    // picks one) is named by its column's header; its row says which (its context).
    for (const { el, m } of kept) {
      if (m.label || !el.matches("td, [role=gridcell], [role=cell]") || el.textContent.trim() || el.querySelector(PICTURES)) continue;
      const column = naming.columnOf(el);
      if (/\p{L}{2}/u.test(column)) { m.label = column; m.label_source = "column"; }
    }
    // Nameless marks among alike siblings (a rating's stars, a palette's swatches: same tag and
    // class, two or more of them nameless marks) are told apart by their place: "2 of 5".
    // (By the first class name only: the stars that are lit carry one more, "star on".)
    // (So are three or more alike siblings the page names all the same: a palette's swatches,
    // each "color swatch".)
    const sameInBox = new Map(); // parent -> (kind and name -> how many)
    const kindAndName = (k) => `${alikeOf(k.el)}\u0000${k.m.label}`;
    for (const k of kept) {
      if (!k.m.label || !k.el.parentElement) continue;
      if (!sameInBox.has(k.el.parentElement)) sameInBox.set(k.el.parentElement, new Map());
      const counts = sameInBox.get(k.el.parentElement);
      counts.set(kindAndName(k), (counts.get(kindAndName(k)) || 0) + 1);
    }
    // (Side by side: not values named alike each after a caption of its own, three "Empty"
    // fields, told apart by their captions.)
    const namedAlike = (k) => !!k.m.label && !!k.el.parentElement && sameInBox.get(k.el.parentElement).get(kindAndName(k)) >= 3 && !pairsGrid(k.el.parentElement);
    const nameless = new Map();
    for (const k of kept) {
      // (Named by a symbol counts too: a rating's "★" and "☆" are its lit and unlit stars.)
      const item = k.el;
      if ((k.m.label && k.m.label_source !== "icon" && !naming.wordless(k.m.label) && !namedAlike(k)) || k.m.role === "link" || !item.parentElement) continue;
      const group = nameless.get(item.parentElement) || new Map();
      nameless.set(item.parentElement, group);
      const key = `${alikeOf(item)}\u0000${k.m.label}`; // (icons named alike only: not "up" and "down")
      if (!group.has(key)) group.set(key, []);
      group.get(key).push({ el: k.el, m: k.m, item });
    }
    // Marks named alike that say their place in a set (ARIA's posinset and setsize: Ant Design's
    // rating stars, each "star") are told apart by it: "star 2 of 5".
    const nameOfMark = (m) => `${m.role}\u0000${m.label}`;
    const sameNamed = new Map();
    for (const { m } of kept) sameNamed.set(nameOfMark(m), (sameNamed.get(nameOfMark(m)) || 0) + 1);
    for (const { el, m } of kept) {
      const pos = el.getAttribute("aria-posinset"), size = el.getAttribute("aria-setsize");
      if (pos && size && sameNamed.get(nameOfMark(m)) > 1) m.label = `${m.label ? m.label + " " : ""}${pos} of ${size}`;
    }
    let placeRuns = 0;
    for (const [parent, groups] of nameless) {
      // (One symbol alone among alike marks that tell their place tells it too: the one unlit
      // star after four lit ones.)
      const kindOf = (key) => key.slice(0, key.lastIndexOf("\u0000"));
      const placed = new Set();
      for (const [key, items] of groups) if (items.length >= 2) placed.add(kindOf(key));
      for (const [key, items] of groups) {
        placeRuns++;
        const alike = kindOf(key);
        if (items.length < 2 && !(placed.has(alike) && naming.wordless(items[0].m.label) && items[0].m.label)) continue;
        const places = new Map();
        let of = 0;
        for (let n = parent.firstElementChild; n && of < MAX_ALIKE; n = n.nextElementSibling) {
          if (alikeOf(n) === alike) places.set(n, ++of);
        }
        // Two nameless ones stacked beside a number field (its stepper's arrows, drawn as bare
        // shapes) are its up and down.
        const field = parent.parentElement && parent.parentElement.querySelector(":scope > input");
        if (items.length === 2 && !items[0].m.label && !items[1].m.label && field && (field.type === "number" || roleAttr(field) === "spinbutton") &&
            items[0].m.box[3] <= items[1].m.box[1] + 1) {
          items[0].m.label = "up";
          items[1].m.label = "down";
          for (const { m } of items) m.label_source = "place";
          continue;
        }
        // Two nameless ones at the two ends of a row of numbered alike ones (a pager's arrows
        // around its pages) are its previous and next, not places among the numbers.
        if (items.length === 2 && !items[0].m.label && !items[1].m.label && places.get(items[0].item) === 1 && places.get(items[1].item) === of &&
            of >= 4 && [...places.keys()].slice(1, -1).every((n) => /^\d+$/.test(n.textContent.trim()))) {
          items[0].m.label = "previous";
          items[1].m.label = "next";
          for (const { m } of items) m.label_source = "place";
          continue;
        }
        // Nameless swatches each filled with a colour of its own (a palette, Mantine's colour
        // swatches) are named by their colours, as a reader tells them apart: "red", "green".
        const fills = items.every(({ m }) => !m.label) ? items.map(({ el }) => colourWord(getComputedStyle(el).backgroundColor)) : [];
        const byColour = fills.length >= 2 && fills.every(Boolean) && new Set(fills).size === fills.length;
        if (byColour) {
          items.forEach(({ m }, k) => { m.label = fills[k]; m.label_source = "shape"; });
          // (The one drawing a tick the others lack is the chosen one.)
          const ticked = items.filter(({ el }) => el.querySelector("svg, img, i"));
          if (ticked.length === 1 && items.every(({ m }) => m.selected === undefined && m.checked === undefined)) ticked[0].m.selected = true;
        }
        for (const { item, el, m } of byColour ? [] : items) {
          // (Not a nameless cell of a table that heads its rows and columns: where they meet says
          // which, see cellCrossing.)
          if (!places.has(item) || (!m.label && cellCrossing(el, ""))) continue;
          if (m.label) {
            m.label = `${m.label} ${places.get(item)} of ${of}`; // icons named alike: "star 2 of 5"
          } else {
            m.label = `${places.get(item)} of ${of}`;
            m.label_source = "place";
            // (Its run, so that the places are counted again in the order the list reads, once
            // all of it is marked: observe.py.)
            m.place_run = placeRuns;
          }
        }
        // The one of them drawn apart from the rest by a class the others lack (a ring, an outline
        // or a border: the chosen swatch) is the chosen one.
        const chosen = items.length >= 2 && items.every(({ m }) => m.selected === undefined && m.checked === undefined) ? drawnApart(items.map(({ item }) => item)) : null;
        if (chosen) items.find(({ item }) => item === chosen).m.selected = true;
      }
    }
    // A link with no name beside a named link to the same place (an avatar beside its author's
    // name, a product picture beside its title) says that name: both go there.
    // (A place: not "#" or a script, which every action link of a table shares.)
    const placeOf = (a) => { const h = a.tagName === "A" ? (a.getAttribute("href") || "").trim() : ""; return h && !h.startsWith("#") && !/^javascript:/i.test(h) ? a.href : ""; };
    for (const { el, m } of kept) {
      if (m.label || m.role !== "link" || !placeOf(el)) continue;
      const href = placeOf(el);
      for (let p = el.parentElement, k = 0; p && k < 3 && p !== document.body; p = p.parentElement, k++) {
        const twin = Array.prototype.find.call(p.querySelectorAll("a[href]"), (a) => a !== el && placeOf(a) === href && WORDY_NAME.test(naming.visibleText(a, 60)));
        if (!twin) continue;
        m.label = cleanText(naming.visibleText(twin, 60), 60);
        m.label_source = "nearby";
        break;
      }
    }
    // Marks whose name does not tell them apart say what they sit in: named by a symbol or not at
    // all, named from an icon's class, a cursor or a place, or named the same as another mark (the "Add" buttons of two
    // product cards). Other marks' text is not context (at most MAX_CONTEXTS a look: each reads
    // some text around its mark).
    // (Links named alike that go to one place, an avatar and its author's name, need not be told
    // apart: where each goes is all they do.)
    // (A label standing for its radio or checkbox is one of that kind: "1" of a scale's labels
    // and a drawn radio's "1" are twins.)
    // (A count in brackets after words is no other name: "Yes (24)" and "Yes (9)" are one
    // review's button and the next's, told apart by where they are.)
    const uncounted = (label) => { const bare = (label || "").replace(/\s*\(\d[\d,.]*[KkMm]?\)$/, ""); return /\p{L}/u.test(bare) ? bare : label; };
    const kindNameOf = (el, m) => `${m.role || (el.tagName === "LABEL" && el.control && /^(radio|checkbox)$/.test(el.control.type) ? el.control.type : "")}\u0000${uncounted(m.label)}`;
    const goesTo = new Map(); // name -> the places its marks go (a link's address, else its own)
    kept.forEach(({ el, m }, n) => {
      const key = kindNameOf(el, m);
      if (!goesTo.has(key)) goesTo.set(key, new Set());
      goesTo.get(key).add((m.role === "link" && placeOf(el)) || `#${n}`);
    });
    // A word two or more marks of its kind show while their names say more ("Edit" named "Edit
    // Contact info", "Edit Resume"): a mark named by that word alone is one of them the page left
    // unsaid, as alike as a twin ("Edit" in "Additional questions"). (Not a word other names
    // begin with in words shown: "Save" beside "Save draft", "Dashboard" over "Dashboard v1".)
    const saidInFull = new Map(); // kind and first word -> how many longer names begin with it
    for (const { el, m } of kept) {
      const words = (m.label || "").split(" ");
      if (words.length < 2 || (m.role !== "button" && m.role !== "link") || cleanText(el.textContent, 40) !== words[0]) continue;
      const key = kindNameOf(el, { ...m, label: words[0] });
      saidInFull.set(key, (saidInFull.get(key) || 0) + 1);
    }
    // Three or more alike siblings that only a listener or a cursor makes targets, each named by
    // a bare number or word (a rating's stars, "1" to "5" or "bad" to "gorgeous"), are one widget
    // whose caption is elsewhere: they say what they sit in even when their names differ (with
    // a second such widget on the page they would, as twins).
    const bareRuns = new Map(); // parent -> (kind -> how many)
    // (Alike by tag: a lit star and an unlit one may share no class, "on" and "off".)
    // (Not a table's cells: a row of a calendar's days.)
    const bareKind = (k) => k.m.role === "clickable" && !!k.el.parentElement && !CELL_TAGS.has(k.el.tagName) && /^[\p{L}\p{N}]{1,12}$/u.test(k.m.label || "") ? k.el.tagName : "";
    for (const k of kept) {
      const kind = bareKind(k);
      if (!kind) continue;
      if (!bareRuns.has(k.el.parentElement)) bareRuns.set(k.el.parentElement, new Map());
      const runs = bareRuns.get(k.el.parentElement);
      runs.set(kind, (runs.get(kind) || 0) + 1);
    }
    // Two or more sliders in one box (a range's thumbs on one track, "Minimum" and "Maximum") say
    // what the range is about, the caption beside that box.
    const sliderBoxes = new Map(); // parent or grandparent -> how many sliders
    for (const { el, m } of kept) {
      if (m.role !== "slider") continue;
      for (const box of new Set([el.parentElement, el.parentElement && el.parentElement.parentElement])) {
        if (box) sliderBoxes.set(box, (sliderBoxes.get(box) || 0) + 1);
      }
    }
    const rangeThumb = (k) => k.m.role === "slider" && [k.el.parentElement, k.el.parentElement && k.el.parentElement.parentElement].some((box) => box && sliderBoxes.get(box) >= 2);
    // (A scale, at most eleven, 0 to 10; not a calendar's month of days, nor a week of them in a
    // row of a grid, alike rows of three or more each.)
    const gridRow = (box) => {
      const kind = alikeOf(box);
      let rows = 0;
      for (let n = box.parentElement && box.parentElement.firstElementChild; n && rows < 3; n = n.nextElementSibling) {
        if (alikeOf(n) === kind && n.childElementCount >= 3) rows++;
      }
      return rows >= 3;
    };
    const bareRunBoxes = new Map(); // parent -> whether its run is a widget's
    const inBareRun = (k) => {
      const kind = bareKind(k);
      if (!kind) return false;
      const box = k.el.parentElement;
      // (A mark named since the runs were counted, by its column: a run of none.)
      const n = (bareRuns.get(box) || new Map()).get(kind) || 0;
      if (!bareRunBoxes.has(box)) bareRunBoxes.set(box, !gridRow(box));
      if (n >= 3 && n <= 11 && bareRunBoxes.get(box)) return true;
      // (A month's days, numbered, in one box or in week rows, the first and last weeks short:
      // what month they are is the caption over them, "12" in "March 2026", taken only when it
      // has words, not neighbours.)
      if (!/^\d{1,2}$/.test(k.m.label)) return false;
      if (bareRunBoxes.get(box)) return n >= 3;
      let days = 0;
      for (const row of box.parentElement.children) days += (bareRuns.get(row) && bareRuns.get(row).get(kind)) || 0;
      return days >= 3;
    };
    const markedEls = new Set(kept.map(({ el }) => el));
    const markOfEl = new Map(kept.map(({ el, m }) => [el, m]));
    // A button showing a value in a row of two, a caption and it (an issue's fields, "Labels" and
    // its "None"; "Story point estimate" and its "3"): the value alone says not what it sets,
    // however unique, so its caption is said as where it is. (A caption on its left, a few words;
    // not a heading, a page's title beside its "New" button, nor a line of figures or a sentence
    // running on, "Page 2 of 9", "Welcome back,". A value shown as its words, not a name the page
    // gives an action, "Delete Budget.xlsx", nor a menu's trigger, "Add filter ▾".)
    // (`twin`: one of marks named alike, told apart so only in a grid of caption and value
    // pairs; beside a neighbour's words they say where they are as twins do.)
    const captionedValue = (el, m, twin = false) => {
      if (m.role !== "button" && m.role !== "clickable") return "";
      if (!/^\S+( \S+){0,2}$/.test(m.label || "") || m.label_source || cleanText(el.textContent, 60) !== m.label || /[▾▼⌄˅⏷›»]$/u.test(m.label)) return "";
      let box = el;
      while (box.parentElement && box.parentElement.childElementCount === 1 && box.parentElement !== document.body) box = box.parentElement;
      const row = box.parentElement;
      if (!row || row === document.body || box.previousElementSibling === null) return "";
      // (Or a grid of two columns, or two pairs of them, holding them in pairs, a caption cell then
      // its value's: a task's fields, "Time estimate" and its "Empty".)
      const pairs = row.childElementCount !== 2 && pairsGrid(row) && Array.prototype.indexOf.call(row.children, box) % 2 === 1;
      if ((row.childElementCount !== 2 || twin) && !pairs) return "";
      const caption = box.previousElementSibling;
      const said = cleanText(naming.visibleText(caption, 60), 60);
      // (Words that caption: not a joining word, "For" before a requester's name.)
      if (!/\p{L}{2}/u.test(said) || said.split(" ").length > 4 || /\d|[,.?!]$/.test(said) || /^(for|by|from|to|of|in|on|at|with|and|or|via)$/i.test(said) ||
        caption.querySelector(ITEM_CONTROLS) || markedEls.has(caption) || caption.matches(ITEM_CONTROLS) ||
        caption.matches(naming.HEADINGS) || !!caption.querySelector(naming.HEADINGS)) return "";
      const [a, b] = [caption.getBoundingClientRect(), box.getBoundingClientRect()];
      if (!(a.width > 0 && a.right <= b.left + 2 && a.top < b.bottom && a.bottom > b.top)) return "";
      // (One of a run of such rows, a panel of fields: not a line alone, "Welcome back," before
      // an account's menu.)
      if (pairs) return said.replace(/\s*:$/, "");
      const kind = alikeOf(row);
      return Array.prototype.some.call(row.parentElement.children, (n) => n !== row && n.childElementCount === 2 && alikeOf(n) === kind) ? said.replace(/\s*:$/, "") : "";
    };
    // (Not a name another mark has of its own: a card's picture link named by its title link
    // beside it, the same address; that title is still where the card's other controls are.)
    const ownNames = new Set(kept.filter(({ m }) => m.label && m.label_source !== "nearby").map(({ m }) => m.label));
    const nearbyNames = kept.filter(({ m }) => m.label_source === "nearby" && !ownNames.has(m.label)).map(({ m }) => m.label);
    let spare = MAX_CONTEXTS;
    for (const k of kept) {
      const { el, m } = k;
      const twin = goesTo.get(kindNameOf(el, m)).size > 1 || (/^\p{L}+$/u.test(m.label || "") && saidInFull.get(kindNameOf(el, m)) >= 2);
      // (A name that says what it does to no one thing, "Unselect row", is no more telling alone
      // than with a twin: the checked row's box reads so while the others read "Select row".)
      // (Nor a button the page describes, aria-describedby: a stepper's "decrease value" of
      // "Adults", whose twin of "Children" is disabled and no mark.)
      const bare = !twin && !INFERRED_NAMES.has(m.label_source) && !naming.wordless(m.label) && !ROW_GENERIC_NAME.test(m.label || "") && !STEP_ONLY_NAME.test(m.label || "") &&
        !(el.hasAttribute("aria-describedby") && (m.role === "button" || m.role === "link") && STEP_NAME.test(m.label || ""));
      // (Twins too: three "Empty" values are told apart by their captions, not by place.)
      // (In a run of values in one box too, when each has its caption: a grid of fields.)
      const valueCaption = !rangeThumb(k) && (bare || twin) ? captionedValue(el, m, !bare) : "";
      if (bare && !inBareRun(k) && !rangeThumb(k) && !valueCaption) continue;
      if (spare-- <= 0) break;
      // (A value said with its caption: that caption, nothing found around it; over the words of
      // the box its alike values share.)
      if (valueCaption) { m.context = valueCaption; continue; }
      if (m.context) continue; // (said already: a twisty's item)
      // A twin part of a field drawn as parts around the hidden field its label names (MUI's date
      // field: a "Month" of "Departure" and one of "Return"): that label says which.
      // (Parts that are fields themselves; a chip's twin remove buttons say their chips.)
      const ownerLabel = twin && /^(spinbutton|textbox|searchbox|combobox)$/.test(m.role) ? hiddenFieldLabelAround(el) : "";
      if (ownerLabel && ownerLabel !== m.label) { m.context = ownerLabel; continue; }
      // A nameless mark inside a named one (a select-all checkbox in its "Select" menu button)
      // is part of that control: its name says where it is.
      if (!m.label) {
        let outer = null;
        for (let p = el.parentElement, k = 0; p && k < 3 && !outer; p = p.parentElement, k++) outer = markOfEl.get(p) || null;
        if (outer && outer.label) {
          m.context = outer.label;
          continue;
        }
      }
      // A nameless field that filters a list another control opens (a select widget's search
      // field in its dropdown, put at the end of the page: Select2's) is about that control, as
      // its mark names it.
      if (!m.label && FIELD_TAGS.has(el.tagName) && el.hasAttribute("aria-controls")) {
        const root = el.getRootNode();
        const list = (root.getElementById ? root : document).getElementById(el.getAttribute("aria-controls").trim().split(/\s+/)[0]);
        const owner = list ? controllersOf(list).filter((n) => n !== el && opens(n)).map((n) => (kept.find((k) => k.el !== el && (n.contains(k.el) || k.el.contains(n))) || { m: {} }).m.label || naming.nameOf(n).label).find(Boolean) : "";
        if (owner) {
          m.context = owner;
          continue;
        }
      }
      // A nameless button, or one named by its icon or a sign, in the box of one text field (a
      // combobox's toggle, a password's eye, a date field's calendar, a spinner's up and down
      // arrows, a quantity's "-" and "+") is that field's: the field's name says where it is.
      // (Or a nameless box that listens there: DevExtreme's drop-down arrow in its select box.)
      // (Or a box that listens there drawing a sign, a combobox's "▾".)
      // (So is a twin named in words there, each field's "Show Value Help": they act on it.)
      const iconish = !m.label || INFERRED_NAMES.has(m.label_source) || naming.wordless(m.label);
      const field = (iconish || twin) && (m.role === "button" || (m.role === "clickable" && (twin || !m.label || naming.wordless(m.label)))) ? onlyFieldBeside(el, kept, markOfEl).replace(/\s*:$/, "") : "";
      if (field && field !== m.label) {
        m.context = field;
        continue;
      }
      // A cell that is the target (a fare grid's "€89") is where its row and column meet: "in
      // "07:10 → 09:35 · Economy Light"", not among the other prices of its row.
      const crossing = cellCrossing(el, m.label, markedEls);
      if (crossing) { m.context = crossing; continue; }
      // (A cell of a sheet drawn with boxes: in its row's first cell, "Maya Chen" in "Newsletter #42".)
      const place = sheetCells.has(el) ? sheetPlace(el) : "";
      if (place && place !== m.label) { m.context = place; continue; }
      // A marker in a code editor's gutter says the line it stands beside: "Fold line" in
      // "function a() {".
      const line = gutterLine(el);
      if (line) { m.context = line; continue; }
      // (Numbers around a slider are its scale, "20% 50% 80%", not where it is.)
      let context = naming.contextOf(el, markedEls, m.label);
      // (A run told apart only by places, with nothing around it, says the caption just before
      // its box: a product's swatches under "Color: Red".)
      // (So does a run of swatches named by their colours.)
      if (!context && ((m.label_source === "place" && /^\d+ of \d+$/.test(m.label)) || (m.label_source === "shape" && (/ \d+ of \d+$/.test(m.label) || el.namespaceURI === HTML_NS)))) context = captionBefore(el);
      // A control in a table's cell whose row says nothing else is in its column (a plans
      // table's "Choose" under "Basic", "Pro", "Team"), when that is not its name already.
      if (!context && el.closest("td, [role=gridcell], [role=cell]")) {
        const column = naming.columnOf(el);
        if (column && column !== m.label) context = column;
      }
      // (Nor are numbers what a bare-named run or a number sits in: they are its neighbours, a
      // calendar's other days in the row.)
      // (Nor what the mark shows as its value: a transparent select's choice drawn under it.)
      // (Nor the caption that names another control: a pager's "Go to" before its page field.)
      // (A prompt of a few words; not a caption that says what a row is about, an address that
      // names its radio and tells which address its "Edit address" link edits.)
      if (context && nearbyNames.includes(context) && context !== m.label && context.split(/\s+/).length < 4) context = "";
      // (Nor, for a range's thumb, the lines around it that say its name and values again.)
      if (context && m.role === "slider" && m.label && m.label_source === "nearby" && context.includes(m.label)) context = "";
      if (context && context !== m.value && ((m.role !== "slider" && !bare && !/^\d+$/.test(m.label)) || /\p{L}/u.test(context))) m.context = context;
    }
    outsideDays(kept);
    // A stepper's buttons, alone with its field in their box ("−" [1] "+"), are where that field
    // is: its context, the item it counts ("KALLAX Shelving unit, white"), not its own caption.
    // (Only a field named as every such field is, "Quantity": "Adults" and "Children" say which.)
    const fieldNames = new Map();
    for (const k of kept) if (FIELD_TAGS.has(k.el.tagName)) fieldNames.set(k.m.label, (fieldNames.get(k.m.label) || 0) + 1);
    // (Buttons named in words, "Decrease quantity", which say the field already: a bare "−" needs
    // the field's own name said with where it is, "Adults · Deluxe King Room".)
    const stepButton = (n) => { const m = markOfEl.get(n); return m && (m.role === "button" || m.role === "spinbutton") && /\p{L}{3}/u.test(m.label || "") ? m : null; };
    for (const k of kept) {
      const box = k.el.parentElement;
      if (!box || !FIELD_TAGS.has(k.el.tagName) || !k.m.context || box.childElementCount !== 3 || box.children[1] !== k.el || !k.m.label || fieldNames.get(k.m.label) < 2) continue;
      const buttons = [stepButton(box.firstElementChild), stepButton(box.lastElementChild)];
      if (buttons[0] && buttons[1]) for (const m of buttons) m.context = k.m.context;
    }
    // Twins still alike with their context (the same rows under two headings: a "Comments"
    // toggle under "Email" and under "Push") say their section too, when that tells them apart.
    const stillAlike = new Map();
    for (const k of kept) {
      if (!k.m.context) continue;
      const key = `${k.m.role}\u0000${uncounted(k.m.label)}\u0000${k.m.context}`;
      if (!stillAlike.has(key)) stillAlike.set(key, []);
      stillAlike.get(key).push(k);
    }
    for (const group of stillAlike.values()) {
      if (group.length < 2 || group.length > 12) continue;
      // (Put in the one heading over them all, a product's title over its "See details" for
      // shipping and for returns, they are told apart by their own lines when those differ.)
      if (group.every(({ m }) => m.context === naming.sectionOf(group[0].el))) {
        const own = group.map(({ el, m }) => naming.contextAround(el, markedEls, m.label));
        if (own.every(Boolean) && new Set(own).size === group.length) { group.forEach(({ m }, n) => { m.context = own[n]; }); continue; }
      }
      // (Cells of one table row, a plans table's "Add vision" under "Bronze" and under "Silver",
      // say their columns.)
      // (Where the row's first cell names it, that cell and not the row's other cells: "Vision
      // · Silver Plus", not "Vision Included · …".)
      const columns = group.map(({ el }) => (el.closest("td, [role=gridcell], [role=cell]") ? naming.columnOf(el) : ""));
      if (columns.every(Boolean) && new Set(columns).size === group.length) {
        group.forEach(({ el, m }, n) => {
          const cell = el.closest("td, [role=gridcell], [role=cell]");
          const first = cell.parentElement && cell.parentElement.firstElementChild;
          const head = first && first !== cell && !first.querySelector(CONTROLS) ? cleanText(naming.visibleText(first, 40), 40) : "";
          const row = /\p{L}{2}/u.test(head) && m.context.startsWith(head) ? head : m.context;
          if (columns[n] !== row) m.context = `${row} · ${columns[n]}`;
        });
        continue;
      }
      const sections = group.map(({ el }) => naming.sectionOf(el));
      if (new Set(sections).size > 1) {
        group.forEach(({ m }, n) => { if (sections[n] && sections[n] !== m.context) m.context = `${m.context} · ${sections[n]}`; });
        continue;
      }
      // (Or, in alike units whose every bar says the same, "Was this helpful?" under each review,
      // the first words of the unit each is in: its reviewer's name.)
      const leads = group.map(({ el }) => naming.unitLead(el));
      if (leads.every(Boolean) && new Set(leads).size === group.length) group.forEach(({ m }, n) => { m.context = `${m.context} · ${leads[n]}`; });
    }
    state.marked = new WeakMap(kept.map(({ el }) => [el, candOf.get(el).strength]));
    state.toggleOf = new WeakMap(kept.filter(({ el }) => togglesField(candOf.get(el))).map(({ el }) => [el, candOf.get(el).field]));
    // (The boxes to hover made for what their hover shows are held by the page's boxes as any
    // mark is: read in their column, not across the columns beside it.)
    for (const k of hoverReveals(kept)) {
      kept.push(k);
      marks.push(k.m);
    }
    holdersOf(kept);
    pointsClearOfInner(kept);

    const se = document.scrollingElement || document.documentElement;
    // A document Chrome has not laid out (every box, its root's too, reads 0×0 though its viewport
    // has a size) is not drawn either: its frame shows blank. Seen on a cross-site frame put back by
    // going back on a busy machine, for good; the look says so, and the walk is not kept for reuse
    // (the boxes can arrive with no mutation or event to tell).
    if (due()) await giveWay();
    const rootBox = document.documentElement ? document.documentElement.getBoundingClientRect() : null;
    const undrawn = !!rootBox && rootBox.width === 0 && rootBox.height === 0 && innerWidth > 0 && innerHeight > 0;
    const result = {
      token: state.docToken,
      undrawn,
      marks,
      cut,
      walked: w.count,
      candidates: cands.length,
      hit_tests: hitTests,
      modal,
      covered: Array.from(covers.values()).sort((a, b) => b.count - a.count).slice(0, 3),
      // (A backdrop's text is the dialog's it holds, Bootstrap's modal: not in its mark's name.)
      screen_text: screenText(w, new Set(kept.filter(({ m }) => !(m.label === "backdrop" && m.label_source === "place")).map(({ el }) => el)), nearbyNames, deadline + Math.min(500, budget)),
      scroll: {
        x: se ? se.scrollLeft : 0,
        y: se ? se.scrollTop : 0,
        width: se ? se.scrollWidth : 0,
        height: se ? se.scrollHeight : 0,
        view_width: innerWidth,
        view_height: innerHeight,
      },
      dpr: devicePixelRatio,
      child_frames: window.length, // frames in this document (Python checks it read them all)
      title: document.title,
      url: location.href,
      ms: performance.now() - t0,
    };
    // Items whose "no listener" verdict a reused walk asks again (probed here and still silent).
    const reask = [];
    for (const i of w.probe) {
      const el = w.walk[i];
      if (verdicts.heard(el) === 0 && itemLike(el, el.tagName, composedParent(el))) reask.push({ i, el });
    }
    result.seq = ++sentSeq;
    state.last = undrawn ? null : { seq: result.seq, sig: w.sig, reask, pruned: w.pruned, kids: w.kids, marks: kept.map(({ el, m, sources }) => ({ el, m: { ...m }, sources })), result: { ...result, marks: [] } };
    return result;
  }

  // What lies on top of `el`: the outermost positioned layer at its centre that does not hold it.
  // For reading order (som/reading_order.py): the boxes that hold some of the marks (two or more,
  // not all: a column of the page, a month of a calendar, a table row), as numbers shared by the
  // marks inside each (m.holders), the mark a mark is inside of, by its place in the list
  // (m.within: a card link around its buttons), and the layer drawn over the page it is in
  // (m.layer, one of the holders: an open list box, a menu, a popover), read as one block.
  // (Not a panel fixed at the window's full height against one of its sides, narrow and no
  // dialog: a column of the page beside it, an issue's sidebar, read as one like any other.)
  const floats = (el) => {
    const cs = getComputedStyle(el);
    if (!((cs.position === "absolute" || cs.position === "fixed") && (parseInt(cs.zIndex, 10) > 0 || cs.position === "fixed" || cs.boxShadow !== "none"))) return false;
    if (cs.position !== "fixed" || /^(dialog|alertdialog)$/.test(roleAttr(el)) || el.getAttribute("aria-modal") === "true") return true;
    const r = el.getBoundingClientRect();
    return !(r.height >= 0.9 * innerHeight && r.width <= 0.4 * innerWidth && (r.left <= 1 || r.right >= innerWidth - 1));
  };
  // A mark around other marks is clicked where none of them is drawn (page_core's
  // clearOfInnerMarks: a sortable header is not clicked on the filter field in it).
  function pointsClearOfInner(kept) {
    const byEl = new Set(kept.map(({ el }) => el));
    const holders = new Set();
    for (const { el } of kept) {
      for (let p = composedParent(el), depth = 0; p && depth < 12; p = composedParent(p), depth++) {
        if (byEl.has(p)) { holders.add(p); break; }
      }
    }
    for (const { el, m } of kept) {
      if (!holders.has(el) || !m.point) continue;
      m.point = oc.clearOfInnerMarks(el, m.box, m.point).map((v) => Math.round(v * 10) / 10);
    }
  }
  function holdersOf(kept) {
    const held = new Map();
    // (Up the boxes as they are drawn: a web component's item put in a slot is held by the boxes
    // around that slot, a menu's items by the popup its shadow tree draws them in.)
    const chains = kept.map(({ el }) => {
      const chain = [];
      for (let p = drawnParent(el); p && p !== document.documentElement; p = drawnParent(p)) chain.push(p);
      for (const p of chain) held.set(p, (held.get(p) || 0) + 1);
      return chain;
    });
    const place = new Map(kept.map(({ el }, k) => [el, k]));
    const ids = new Map();
    const floating = new Map();
    kept.forEach(({ m }, k) => {
      m.holders = [];
      m.within = null;
      m.layer = null;
      for (const p of chains[k]) {
        if (m.within === null && place.has(p)) m.within = place.get(p);
        const n = held.get(p);
        if (n < 2 || n >= kept.length) continue;
        if (!ids.has(p)) ids.set(p, ids.size);
        m.holders.push(ids.get(p));
      }
    });
    for (const p of ids.keys()) floating.set(p, floats(p));
    // (Or a box placed with no stacking of its own, z-index auto and no shadow, that is drawn on
    // top of a box of the page holding other marks, neither around it nor inside it: a popover
    // put at the end of the document and placed under its button, over the column below it. Not
    // one drawn only over the boxes around it, a card's overlay of buttons; nor one that covers no
    // other box, a row of a list placed by script.)
    const boxOf = new Map();
    const rectOfEl = (p) => { if (!boxOf.has(p)) boxOf.set(p, p.getBoundingClientRect()); return boxOf.get(p); };
    // (And hangs from a control saying it is open, drawn against its edge: not a toast, a
    // snackbar or a promotion placed over the page by itself.)
    const openMarks = kept.filter(({ el, m }) => m.expanded === true || el.getAttribute("aria-expanded") === "true").map(({ el }) => el);
    const hangsFrom = (p, a) => openMarks.some((el) => {
      if (drawnContains(p, el)) return false;
      const r = el.getBoundingClientRect();
      return Math.min(a.right, r.right) - Math.max(a.left, r.left) > 0 && (Math.abs(a.top - r.bottom) <= 24 || Math.abs(r.top - a.bottom) <= 24);
    });
    for (const p of ids.keys()) {
      if (floating.get(p) || getComputedStyle(p).position !== "absolute") continue;
      const a = rectOfEl(p);
      if (!hangsFrom(p, a)) continue;
      const root = p.getRootNode();
      floating.set(p, Array.from(ids.keys()).some((q) => {
        if (q === p || drawnContains(q, p) || drawnContains(p, q)) return false;
        const b = rectOfEl(q);
        const x0 = Math.max(a.left, b.left), x1 = Math.min(a.right, b.right), y0 = Math.max(a.top, b.top), y1 = Math.min(a.bottom, b.bottom);
        if (x1 - x0 < 4 || y1 - y0 < 4) return false;
        const hit = (root.elementFromPoint ? root : document).elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
        return !!hit && drawnContains(p, hit);
      }));
    }
    kept.forEach(({ m }, k) => {
      for (const p of chains[k]) if (ids.has(p) && floating.get(p)) m.layer = ids.get(p); // (the outermost: a dialog around its menu)
    });
    // The mark that opened a layer (a button saying it is expanded, whose aria-controls names the
    // layer or whose box holds it with its parent: a <details>' summary and its menu): the layer
    // reads right after it, wherever it is drawn.
    const layerEls = new Map();
    for (const [p, id] of ids) if (floating.get(p)) layerEls.set(id, p);
    // (The one that names it first; else one whose own small box holds it, a <details> or a menu
    // button's wrapper, not an app's root around a sidebar toggle. Never a message, a toast.)
    const openerOf = new Map();
    for (const [id, p] of layerEls) {
      if (p.matches("[role=alert], [role=status], [aria-live]") || p.querySelector("[role=alert], [role=status]")) continue;
      let named = -1, beside = -1;
      kept.forEach(({ el, m }, k) => {
        if (named >= 0 || drawnContains(p, el)) return;
        const open = el.getAttribute("aria-expanded") === "true" || (el.tagName === "SUMMARY" && !!el.parentElement && el.parentElement.open);
        // (Or a mark saying it is open whose own item holds the layer and no other mark: a menu
        // bar's item around its link and its submenu, a field around its chips and its list.)
        // (Not one that says it controls something else: an accordion's header, a toast drawn
        // over the page beside its panel is none of its.)
        const elsewhere = () => (el.getAttribute("aria-controls") || "").split(/\s+/).filter(Boolean)
          .some((c) => c !== p.id && !p.querySelector(`[id="${CSS.escape(c)}"]`));
        if (beside < 0 && m.expanded === true && !elsewhere()) {
          let item = el;
          while (item && item !== document.body && !drawnContains(item, p)) item = drawnParent(item);
          if (item && item !== document.body && (item === el || held.get(item) === held.get(p) + 1)) beside = k;
        }
        if (!open) return;
        const controls = (el.getAttribute("aria-controls") || "").split(/\s+/).filter(Boolean);
        if (controls.some((c) => c === p.id || !!p.querySelector(`[id="${CSS.escape(c)}"]`))) { named = k; return; }
        // (One that names what it controls, and it is not this layer, opened something else: a
        // toast laid over the page beside a filters button is not its panel.)
        if (controls.length && document.getElementById(controls[0])) return;
        const box = el.parentElement;
        if (beside < 0 && !!box && box !== document.body && box.childElementCount <= 3 && box.contains(p)) beside = k;
        // (Or one beside it in a bar of controls, the only one there saying it is open: a search
        // bar's dates button and the calendar laid over the page from that bar.)
        if (beside < 0 && !!box && box !== document.body && p.parentElement === box && box.querySelectorAll(":scope > [aria-expanded=true]").length === 1) beside = k;
      });
      // (Or, put at the end of the page, the one mark on it saying it is open, when the layer is
      // drawn against its edge: a row's tax picker and its list in a portal below it.)
      let touching = -1;
      if (named < 0 && beside < 0) {
        const open = [];
        kept.forEach(({ el }, k) => { if (!drawnContains(p, el) && el.getAttribute("aria-expanded") === "true") open.push(k); });
        if (open.length === 1) {
          const a = kept[open[0]].el.getBoundingClientRect(), b = p.getBoundingClientRect();
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0;
          if (across && (Math.abs(b.top - a.bottom) <= 12 || Math.abs(a.top - b.bottom) <= 12)) touching = open[0];
        }
      }
      const opener = named >= 0 ? named : beside >= 0 ? beside : touching;
      if (opener >= 0) openerOf.set(id, opener);
    }
    for (const { m } of kept) if (m.layer !== null && openerOf.has(m.layer)) m.opened_by = openerOf.get(m.layer);
  }
  function noteCover(el, box, covers) {
    const x = (box[0] + box[2]) / 2, y = (box[1] + box[3]) / 2;
    const root = el.getRootNode();
    const hit = (root.elementFromPoint ? root : document).elementFromPoint(x, y);
    if (!hit || hit === document.documentElement || hit === document.body) return;
    if (composedContains(el, hit) || composedContains(hit, el)) return;
    let layer = hit;
    for (let p = composedParent(hit); p && p !== document.body && p !== document.documentElement; p = composedParent(p)) {
      if (composedContains(p, el)) break;
      const pos = getComputedStyle(p).position;
      if (pos === "fixed" || pos === "absolute" || pos === "sticky") layer = p;
    }
    const entry = covers.get(layer);
    if (entry) { entry.count++; return; }
    const name = naming.nameOf(layer).label;
    covers.set(layer, { by: name ? `<${layer.tagName.toLowerCase()}> "${name.slice(0, 60)}"` : `<${layer.tagName.toLowerCase()}>`, count: 1 });
  }

  const DISABLEABLE = "button, a, [role=button], [role=link], [role=tab], [role=menuitem], [role=option]";
  // Short visible text that is not part of any mark, in reading (document) order, capped: what the
  // model could otherwise read only off the image (a month name, a table header, a price).
  function screenText(w, markEls, names, deadline) {
    const parts = [];
    // Text that names a field from beside it is in that field's mark already.
    const seen = new Set(names);
    let length = 0;
    // Text inside a mark, or in the label of a marked control, is already in that mark's label:
    // such a subtree is not read.
    const marked = (el) => markEls.has(el) || (el.tagName === "LABEL" && el.control && markEls.has(el.control));
    // Its own walk in document order (the discovery walk skips quiet subtrees, which hold text). A
    // subtree whose own box is off screen is left out (text overflowing from it is rare, and this
    // is a hint: the marks do not depend on it); it stops once it has enough.
    const [vx0, vy0, vx1, vy1] = w.viewClip || [0, 0, 0, 0];
    const stack = document.documentElement && w.viewClip ? [document.documentElement] : [];
    let n = 0;
    while (stack.length && length < SCREEN_TEXT_MAX) {
      const el = stack.pop();
      if ((++n & 63) === 0 && performance.now() > deadline) break;
      if (SKIP_TAGS.has(el.tagName) || w.offscreen.has(el) || w.belowEls.has(el) || marked(el)) continue;
      // (Nor a code editor's gutter: line numbers, which the editor's text says better.)
      if (el.getAttribute("aria-hidden") === "true" && editorGutter(el)) continue;
      let own = "";
      for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) own += c.nodeValue;
      if (own) {
        own = own.replace(/\s+/g, " ").trim();
        if (own.length > 200 || seen.has(own) || seen.has(own.replace(/[:*\s]+$/, ""))) own = "";
      }
      const root = rootOf(el);
      const parent = el.firstElementChild !== null || root !== null;
      // The box is read only where it decides something: new text (is it in view?) or children
      // (is the subtree off screen?). A leaf whose text is already listed (the same "Reply" on
      // every row) costs no layout read.
      if (!own && !parent) continue;
      const r = el.getBoundingClientRect();
      const sized = r.width > 0 && r.height > 0;
      const inView = sized && r.right > vx0 && r.left < vx1 && r.bottom > vy0 && r.top < vy1;
      if (sized && !inView && el !== document.body && el !== document.documentElement) continue;
      if (!inView) own = "";
      if (own && !naming.hiddenNode(el)) {
        seen.add(own);
        // A disabled control is not a mark, yet a model should know it is there and why clicking
        // its text does nothing ("Book now" greyed out until the form is complete).
        const control = el.closest(DISABLEABLE);
        if (control && isDisabled(control)) own += " (disabled)";
        parts.push(own);
        length += own.length + 3;
      }
      if (root) for (let c = root.lastElementChild; c; c = c.previousElementSibling) stack.push(c);
      // (Not into the children the walk skipped as a settled head or tail, out of view.)
      const span = w.kidsOf.get(el);
      if (span === undefined) for (let c = el.lastElementChild; c; c = c.previousElementSibling) stack.push(c);
      else {
        const [from, to] = span;
        const kids = [];
        let at = 0;
        for (let c = el.firstElementChild; c && (to < 0 || at < to); c = c.nextElementSibling, at++) if (at >= from) kids.push(c);
        for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]);
      }
    }
    let text = parts.join(" · ");
    if (text.length > SCREEN_TEXT_MAX) text = text.slice(0, SCREEN_TEXT_MAX - 1) + "…";
    return text;
  }

  // Controls a :hover rule brings out of hiding (WordPress's row actions pushed off screen until
  // the row is under the mouse, a chat message's toolbar, a CSS menu's submenu) have no box to
  // mark until then: the mark nearest them inside the box the mouse must be over says what
  // hovering it shows ("hover shows: Edit | Quick Edit | Trash"), so the model knows to hover
  // there first. (Shown at rest but faded out, they are marks already: see shownOnHover.)
  const REVEALED_CONTROLS = "a[href], button, input:not([type=hidden]), select, [role=button], [role=link], [role=menuitem], [role=tab], [onclick], " +
    "[role=checkbox], [role=switch], [role=radio]";
  // (And a part named by its tooltip alone: a mail row's tools, items of a bar titled
  // data-tooltip="Archive".)
  const REVEALED_ICONS = "i, span, svg, img, [data-tooltip], [title], [aria-label]";
  // (Those named parts, when they show the pointer: not a time's title or a figure's label.)
  const TOOLTIP_PARTS = "[data-tooltip], [title], [aria-label]";
  const HOVER_SHOWS_MAX = 6;
  const HOVER_PLACES_MAX = 6; // boxes to hover of one kind marked, at most
  // A hidden control's name, as its mark will have it once shown: its aria-label or title, a
  // field's label or a button input's value, else its words (the first block of them: a mega
  // menu's "Analytics", not the line describing it).
  // (Its words when its aria-label only says them about its row, WordPress's "Move “Hello world!”
  // to the Trash" for "Trash": short, as a list of them should be.)
  function revealedName(c) {
    const own = cleanText(c.getAttribute("aria-label") || c.getAttribute("title") || c.getAttribute("data-original-title") || c.getAttribute("data-tooltip") || "", 60);
    if (c.tagName === "INPUT" && /^(submit|button|reset)$/.test(c.type)) return cleanText(c.value, 40);
    if (FIELD_TAGS.has(c.tagName)) return own || (c.labels && c.labels.length ? cleanText(c.labels[0].textContent, 40) : "");
    let words = "";
    const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t && !words; t = walker.nextNode()) {
      const said = cleanText(t.nodeValue, 40);
      if (/\p{L}/u.test(said)) words = said;
    }
    if (!own) return words;
    if (words && own.length > words.length + 2 && own.toLowerCase().includes(words.toLowerCase())) return words;
    return cleanText(naming.withoutKeys(own), 40);
  }
  const safeMatches = (el, selector) => { try { return el.matches(selector); } catch (e) { return false; } };
  function hoverReveals(kept) {
    const pairs = verdicts.reveals();
    if (!pairs.length) return [];
    let found;
    try { found = document.querySelectorAll(pairs.map(([, target]) => target).join(", ")); } catch (e) { return []; }
    const keptEls = new Set(kept.map(({ el }) => el));
    const revealed = new Set(found);
    const shows = new Map(); // kept entry -> the names its hover brings out
    const inView = (r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    // (The boxes around marks: only what sits in one of them can have a mark near it; a row below
    // the fold is passed over without reading a box.)
    const aroundMarks = new Set();
    for (const { el } of kept) for (let p = el.parentElement; p && !aroundMarks.has(p); p = p.parentElement) aroundMarks.add(p);
    const keptOf = new Map(kept.map((k) => [k.el, k]));
    const made = new Map(); // boxes to hover that are no marks -> the marks made for them
    const madeKinds = new Map();
    // (The mark a user would hover: the words of a link or button, the row's title, before a
    // checkbox or a picture beside it.)
    const titled = (k) => (k.m.role === "link" || k.m.role === "button") && /\p{L}{2}/u.test(k.m.label || "");
    const viewArea = innerWidth * innerHeight;
    let asked = 0;
    let looked = 0;
    for (const el of found) {
      // (A page with thousands of boxes a :hover rule can show, every item of a long list: the
      // first ones in the document are enough to find those in view near the top.)
      if (++looked > 3000) break;
      const pair = pairs.find(([, target]) => safeMatches(el, target));
      const anchor = pair && el.parentElement ? el.parentElement.closest(pair[0]) : null;
      // (Not the whole page under the mouse, `body:hover .x`: that is no place to hover.)
      if (!anchor || anchor === document.body || anchor === document.documentElement) continue;
      // (The mark that shares the smallest box with them, inside the one under the mouse, or
      // that box when it is a mark: the row's title beside its actions, the menu's own link
      // beside its submenu, a tab around its close button.)
      let around = el.parentElement;
      while (around && !aroundMarks.has(around) && !keptOf.has(around) && around !== anchor) around = around.parentElement;
      let host = null;
      // (The row a mark's item draws first, a tree item's header: the item says it, no mark of
      // its own for the row.)
      const owner = anchor.parentElement && anchor.parentElement.firstElementChild === anchor ? keptOf.get(anchor.parentElement) : null;
      if (owner && !(around && keptOf.has(around))) host = owner;
      else if (around && (aroundMarks.has(around) || keptOf.has(around))) {
        const inside = keptOf.has(around) ? [] : kept.filter((k) => around.contains(k.el) && !el.contains(k.el));
        host = keptOf.get(around) || inside.find(titled) || inside[0];
      } else {
        // (No mark in the box the mouse must be over, a call's participant row of a name and
        // the buttons its hover shows: that box is marked as the place to hover.)
        // (A few of a kind: a diff's every line that shows "Add a comment" says it once or twice,
        // not thirty times.)
        const kind = alikeOf(anchor);
        if (!made.has(anchor) && (madeKinds.get(kind) || 0) >= HOVER_PLACES_MAX) continue;
        host = made.get(anchor) || hoverPlace(anchor);
        if (host && !made.has(anchor)) { made.set(anchor, host); madeKinds.set(kind, (madeKinds.get(kind) || 0) + 1); }
      }
      if (!host || ++asked > 200) continue;
      // (Nor a box most of the view, a wrapper around the page: hovering it shows nothing new.)
      const ar = anchor.getBoundingClientRect();
      if (ar.height > innerHeight || ar.width * ar.height >= 0.5 * viewArea) continue;
      // (Hidden at rest: not drawn, clipped to nothing, or pushed out of the view beyond the box
      // under the mouse, WordPress's `left: -9999em`; not a cell of a wide row scrolled away.)
      const r = el.getBoundingClientRect();
      const pushedOut = (r.right <= 0 || r.left >= innerWidth) && (r.right <= ar.left || r.left >= ar.right);
      const hidden = !el.checkVisibility({ visibilityProperty: true }) || r.width < 1 || r.height < 1 || pushedOut || oc.clippedToNothing(getComputedStyle(el));
      if (!hidden || !anchor.checkVisibility({ visibilityProperty: true }) || !inView(ar)) continue;
      // (Not one kept out of the layout, display: none, that the hover only fades in: it stays
      // out, a carousel's "Previous" at its first slide.)
      if (!el.checkVisibility() && pairs.every(([, target, fades]) => fades || !safeMatches(el, target))) continue;
      // (Not those a second hover inside brings out: a submenu's own submenu.)
      const deeper = (c) => { for (let p = c.parentElement; p && p !== el; p = p.parentElement) if (revealed.has(p)) return true; return false; };
      const controls = [el, ...el.querySelectorAll(REVEALED_CONTROLS)].filter((c) => c.matches(REVEALED_CONTROLS) && !keptEls.has(c) && !isDisabled(c) && !deeper(c));
      let said = controls.map(revealedName);
      // (A bar of bare icons, no control among them, is a bar of controls too: a mail row's
      // titled "Delete" and "Flag" icons, a to-do's pencil and bin, named by title or icon.)
      // (Icons: not words shown under the mouse, "Edited 2h ago by Anna", unless titled.)
      if (!controls.length) {
        said = Array.prototype.slice.call(el.querySelectorAll(REVEALED_ICONS), 0, 8).filter((c) => !c.firstElementChild && !deeper(c) &&
          (!c.matches(TOOLTIP_PARTS) || c.matches("i, span, svg, img") ? true : POINTER_CURSORS.has(getComputedStyle(c).cursor)))
          .map((c) => cleanText(c.getAttribute("aria-label") || c.getAttribute("title") || c.getAttribute("data-tooltip") || "", 40) || (/\p{L}{2}/u.test(c.textContent) ? "" : naming.iconWordOf(c)));
        // (Or the part shown itself, a titled icon with no words: a chat row's "Reply with a Snap".)
        // (Not a control, said above or marked already, nor one that holds a mark.)
        // (Showing the pointer: not a drag grip's label.)
        const own = /\p{L}{2}/u.test(el.textContent) || el.matches(REVEALED_CONTROLS) || keptEls.has(el) || kept.some((k) => el.contains(k.el)) || !POINTER_CURSORS.has(getComputedStyle(el).cursor) ? ""
          : cleanText(el.getAttribute("aria-label") || el.getAttribute("title") || el.getAttribute("data-tooltip") || "", 40);
        if (own && !said.some((n) => n && /\p{L}/u.test(n))) said.unshift(own);
      }
      const names = [];
      for (const name of said) {
        if (name && /\p{L}/u.test(name) && !names.includes(name) && name !== host.m.label) names.push(name);
      }
      if (!names.length) continue;
      if (!shows.has(host)) shows.set(host, []);
      const list = shows.get(host);
      for (const n of names) if (!list.includes(n)) list.push(n);
    }
    for (const [{ m }, names] of shows) {
      m.hover_shows = names.slice(0, HOVER_SHOWS_MAX);
      if (names.length > HOVER_SHOWS_MAX) m.hover_show_count = names.length;
    }
    return Array.from(made.values()).filter((k) => shows.has(k));
  }
  // A mark for a box to hover that is no mark itself (see hoverReveals): its visible box, named by
  // its words; or null for one too large to be a row, or covered where it is hovered.
  function hoverPlace(anchor) {
    const r = anchor.getBoundingClientRect();
    // (A row's height; or a player's screen of any size, its bar of controls shown under the
    // mouse.)
    const player = anchor.querySelector("video");
    if ((r.height > 120 && !player) || r.width < 8 || r.height < 8) return null;
    const box = [Math.max(0, r.left), Math.max(0, r.top), Math.min(innerWidth, r.right), Math.min(innerHeight, r.bottom)];
    if (box[2] - box[0] < 8 || box[3] - box[1] < 8) return null;
    const point = [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
    const hit = document.elementFromPoint(point[0], point[1]);
    if (!hit || !(hit === anchor || composedContains(anchor, hit))) return null;
    // (Named by its words; a tile that shows only a picture goes by what its hover shows.)
    let label = cleanText(naming.visibleText(anchor, 80), 60);
    if (!/\p{L}{2}/u.test(label) && (label || !anchor.querySelector("img, picture, canvas, video") || r.width < 32 || r.height < 32)) return null;
    if (!label && player) label = "video";
    const m = {
      key: keyOf(anchor),
      tag: anchor.tagName.toLowerCase(),
      role: "hover target",
      label,
      box: box.map((v) => Math.round(v * 10) / 10),
      point: point.map((v) => Math.round(v * 10) / 10),
    };
    return { el: anchor, m, sources: [] };
  }

  // Run `fn` once the renderer has produced its next frame (the one a screenshot in flight waits
  // for), so the walk does not hold that frame back; at once when the page is hidden (no frames).
  const afterFrame = (fn) => new Promise((resolve, reject) => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      try { resolve(fn()); } catch (e) { reject(e); }
    };
    if (document.visibilityState === "hidden") { run(); return; }
    requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, 100); // a frame that renders nothing (throttled): do not wait for it
  });
  // The elements the last walk found that may host a closed shadow root (see mayHostClosedRoot).
  function takeHosts() {
    const hosts = state.closedAsk || [];
    state.closedAsk = null;
    return hosts;
  }
  // The elements inside closed roots the last walk asks about listeners (closedProbe, at most
  // MAX_CLOSED_ASKED a look): DevTools reads each one's own listeners, and hearClosed() is called
  // on this array with their kinds, in the same order.
  const MAX_CLOSED_ASKED = 300;
  function closedProbeElements() {
    const w = state.walk;
    return ((w && w.closedProbe) || []).slice(0, MAX_CLOSED_ASKED).map((i) => w.walk[i]);
  }
  // ElementInternals give a custom element its role, name and states (Material's tabs and radios,
  // Fluent's controls) out of reach of every script, ours included; DevTools' accessibility tree
  // has them. The walk lists the custom elements in view that take the focus or the mouse and have
  // no role attribute (at most MAX_INTERNALS_ASKED); browser/element_roles.py reads what the
  // accessibility tree says of each and tells it here, as [role, name, states] or null, before
  // finish() names the marks. Asked again at each walk: a state changes with no attribute to say so.
  const MAX_INTERNALS_ASKED = 40;
  // A defined element the tree gave no role of a control is not asked again for a while (a role is
  // set once, when the element is made; its states are what change).
  const NO_ROLE_TTL_MS = 60000;
  const noRole = new WeakMap(); // element -> when it was told it has none
  const noRoleYet = (el, now) => { const at = noRole.get(el); return at !== undefined && now - at < NO_ROLE_TTL_MS; };
  function internalsAsked() {
    return state.internalsAsk || [];
  }
  function hearInternals(elements, answers) {
    const heard = new Map();
    const now = performance.now();
    elements.forEach((el, k) => {
      const a = answers[k];
      if (Array.isArray(a) && INTERACTIVE_ROLES.has(a[0])) heard.set(el, a);
      else if (Array.isArray(a) && el.matches(":defined")) noRole.set(el, now);
    });
    state.internals = heard;
    return heard.size;
  }
  function hearClosed(elements, kinds) {
    elements.forEach((el, k) => { if (typeof kinds[k] === "number") verdicts.hear(el, ownKinds(el, kinds[k])); });
    return true;
  }
  oc.discover = { collect, finish: finishCall, unchanged, takeHosts, closedProbeElements, hearClosed, internalsAsked, hearInternals };
  return "installed";
})();
