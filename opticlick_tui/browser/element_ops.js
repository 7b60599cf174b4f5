// Element operations for trusted actions, run in the isolated world after page_core.js.
// They measure and read; they never click or type (that is Input.* from Python). The two
// exceptions, setting a native <select> and reading/clearing nothing else, say so in their result.
(() => {
  const oc = globalThis.__opticlick;
  if (oc.ops) return "present";
  const { byKey, deepActive, intersect, makeClipper, visiblePoint, labelOf, roleOf, stateOf, secretField, cleanText, composedParent } = oc;

  function describe(el) {
    if (!el) return "nothing";
    const role = roleOf(el) || el.tagName.toLowerCase();
    const label = labelOf(el);
    return label ? `${role} "${label}"` : role;
  }

  function viewClip(opts) {
    const clip = (opts && opts.clip) || [0, 0, innerWidth, innerHeight];
    return intersect([0, 0, innerWidth, innerHeight], clip);
  }

  function measure(el, opts) {
    const vc = viewClip(opts);
    const r = oc.rectOf(el);
    if (!vc) return { rect: r, box: null };
    const drawn = oc.drawnAs(el);
    const clip = drawn && makeClipper(vc)(drawn);
    const box = clip && intersect([r.left, r.top, r.right, r.bottom], clip);
    return { rect: r, box: box && box[2] - box[0] >= 1 && box[3] - box[1] >= 1 ? box : null };
  }

  // Where to put the pointer for this element: scrolled into view when needed, inside its visible
  // part, and only where a hit-test lands on the element itself.
  function locate(key, opts) {
    const el = byKey(key);
    if (!el) return { ok: false, error: "gone" };
    let scrolled = false;
    let m = measure(el, opts);
    const r = m.rect;
    if (r.width === 0 && r.height === 0) return { ok: false, error: "not_rendered", what: describe(el) };
    if (!m.box || (opts && opts.scroll && (m.box[2] - m.box[0]) * (m.box[3] - m.box[1]) < 0.3 * r.width * r.height)) {
      (oc.drawnAs(el) || el).scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      scrolled = true;
      m = measure(el, opts);
    }
    if (!m.box) return { ok: false, error: "outside", what: describe(el), scrolled };
    // (Not on a mark inside it: a header's filter field takes a click meant for the header; nor,
    // for a dialog's mask, on the dialog.)
    let point = oc.maskPoint(el, m.box) || oc.togglePoint(el, m.box) || oc.clearOfInnerMarks(el, m.box, visiblePoint(el, m.box));
    // (Kept hidden with its box until a :hover above it shows it, a row's Delete: what is hit
    // there is a box around it. The pointer goes there first, and the hit is asked again once
    // the hover has shown it, as for any point.)
    if (!point) point = oc.underHoverPoint(el, m.box);
    if (!point) {
      const cx = (m.box[0] + m.box[2]) / 2, cy = (m.box[1] + m.box[3]) / 2;
      const root = el.getRootNode();
      const hit = (root.elementFromPoint ? root : document).elementFromPoint(cx, cy);
      return { ok: false, error: "covered", what: describe(el), covered_by: describe(hit), scrolled };
    }
    if (el.tagName === "INPUT" && el.type === "date") {
      point = [Math.min(m.box[2] - 1, Math.max(m.box[0] + 1, m.rect.left + 12)), point[1]];
    }
    return { ok: true, point, box: m.box, scrolled, what: describe(el), tag: el.tagName.toLowerCase(), type: (el.type || "").toLowerCase() };
  }

  function stillHits(key, x, y) {
    const el = byKey(key);
    return !!el && oc.hitsTarget(el, x, y);
  }

  // stillHits, once hover effects have settled: one animation frame (what mouseover handlers and
  // :hover styles change is in by then; the hit test itself brings style and layout up to date),
  // then, if the DOM changed since the pointer arrived, until it has been quiet for quietMs (capMs
  // at most). A page that is not being drawn runs no frames: a timer stands in for them.
  function hoverSettledHit(key, x, y, quietMs, capMs) {
    const arrived = performance.now();
    return new Promise((resolve) => {
      let started = false;
      const tick = () => {
        const now = performance.now();
        const changed = oc.state.lastMutation > arrived - 150;  // since about when the pointer moved
        const quiet = now - oc.state.lastMutation >= quietMs;
        if (!changed || quiet || now - arrived >= capMs) resolve(stillHits(key, x, y));
        else setTimeout(tick, 16);
      };
      const first = () => { if (!started) { started = true; tick(); } };
      requestAnimationFrame(first);
      setTimeout(first, 100);
    });
  }

  function read(key) {
    const el = byKey(key);
    if (!el) return { ok: false, error: "gone" };
    const out = { ok: true, what: describe(el), tag: el.tagName.toLowerCase() };
    stateOf(el, out);
    out.focused = deepActive() === el;
    if (secretField(el)) out.secret = true;
    return out;
  }

  function focused() {
    const el = deepActive();
    if (!el || el === document.body || el === document.documentElement) return { ok: true, none: true };
    const out = { ok: true, what: describe(el), tag: el.tagName.toLowerCase() };
    stateOf(el, out);
    if (secretField(el)) out.secret = true;
    if (el.tagName === "IFRAME") out.frame = true; // focus is inside another document
    out.key = oc.keyOf(el);
    return out;
  }

  // The native <select> a mark stands for: itself, or the hidden one a drawn face shows (the
  // one select inside it, or one just before it or beside it that is not drawn: Amazon's quantity,
  // Materialize's read-only field beside its select).
  function selectFor(el) {
    if (el.tagName === "SELECT") return el;
    const inside = el.querySelectorAll("select");
    if (inside.length === 1) return inside[0];
    if (inside.length > 1 || !el.parentElement) return null;
    const beside = Array.from(el.parentElement.children).filter((n) => n.tagName === "SELECT");
    if (beside.length !== 1) return null;
    const r = beside[0].getBoundingClientRect();
    const undrawn = !beside[0].checkVisibility({ opacityProperty: true, visibilityProperty: true }) || r.width < 2 || r.height < 2;
    return undrawn ? beside[0] : null;
  }

  // Native <select> popups are drawn outside the page, so no screenshot shows them and no trusted
  // click can pick an option reliably; setting the option and firing input/change is the honest way.
  function selectOptions(key, wanted) {
    const face = byKey(key);
    if (!face) return { ok: false, error: "gone" };
    const el = selectFor(face);
    if (!el) return { ok: false, error: "not_select", what: describe(face) };
    const norm = (s) => cleanText(s, 500).toLowerCase();
    const options = Array.from(el.options);
    const picks = [];
    for (const w of wanted) {
      const n = norm(w);
      const found = options.find((o) => norm(o.text) === n) || options.find((o) => o.value === w) ||
        options.find((o) => norm(o.value) === n) || options.find((o) => norm(o.text).includes(n));
      if (!found) {
        return { ok: false, error: "no_option", wanted: w, available: options.slice(0, 30).map((o) => cleanText(o.text, 40)) };
      }
      if (found.disabled) return { ok: false, error: "option_disabled", wanted: w };
      picks.push(found);
    }
    if (!el.multiple && picks.length > 1) return { ok: false, error: "not_multiple", what: describe(el) };
    if (el.multiple) options.forEach((o) => { o.selected = picks.includes(o); });
    else picks[0].selected = true;
    el.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
    return { ok: true, selected: Array.from(el.selectedOptions).map((o) => cleanText(o.text, 60)), what: describe(el) };
  }

  function scrollableAncestor(el) {
    for (let n = el; n && n !== document.documentElement && n !== document.body; n = composedParent(n)) {
      const cs = getComputedStyle(n);
      const canY = (cs.overflowY === "auto" || cs.overflowY === "scroll") && n.scrollHeight > n.clientHeight + 1;
      const canX = (cs.overflowX === "auto" || cs.overflowX === "scroll") && n.scrollWidth > n.clientWidth + 1;
      if (canY || canX) return n;
    }
    return null;
  }

  // Scroll positions of the page and of the scroll container under the point (or of the element),
  // so Python can tell the model exactly what moved after a wheel event.
  function scrollState(key, x, y) {
    const se = document.scrollingElement || document.documentElement;
    let target = null;
    if (key) target = byKey(key);
    else if (x !== undefined && x !== null) target = document.elementFromPoint(x, y);
    const container = target ? scrollableAncestor(target) : null;
    const out = {
      page: { x: se.scrollLeft, y: se.scrollTop, max_x: se.scrollWidth - se.clientWidth, max_y: se.scrollHeight - se.clientHeight, view_height: innerHeight, view_width: innerWidth },
    };
    if (container) {
      out.container = {
        what: describe(container), x: container.scrollLeft, y: container.scrollTop,
        max_x: container.scrollWidth - container.clientWidth, max_y: container.scrollHeight - container.clientHeight,
        view_height: container.clientHeight, view_width: container.clientWidth,
      };
      const r = container.getBoundingClientRect();
      const vc = intersect([r.left, r.top, r.right, r.bottom], [0, 0, innerWidth, innerHeight]);
      if (vc) out.container.point = [(vc[0] + vc[2]) / 2, (vc[1] + vc[3]) / 2];
    }
    return out;
  }

  // The <input type=file> an element stands for: itself, its label's control, one inside it, or the
  // single one in its nearest ancestor that has exactly one.
  function fileInputFor(key) {
    const el = byKey(key);
    if (!el) return null;
    const isFile = (n) => n && n.tagName === "INPUT" && (n.type || "").toLowerCase() === "file";
    if (isFile(el)) return el;
    if (el.tagName === "LABEL" && isFile(el.control)) return el.control;
    const inner = el.querySelector && el.querySelector('input[type="file"]');
    if (inner) return inner;
    for (let n = composedParent(el), depth = 0; n && depth < 6; n = composedParent(n), depth++) {
      const found = n.querySelectorAll('input[type="file"]');
      if (found.length === 1) return found[0];
      if (found.length > 1) return null;
    }
    return null;
  }

  function outerHTML(key, cap) {
    const el = byKey(key);
    if (!el) return { ok: false, error: "gone" };
    let html = liveHTML(el);
    // Values typed into password fields never leave the page through a DOM dump.
    html = html.replace(/(<input[^>]*type=["']?password["']?[^>]*value=)(["'])[^"']*\2/gi, "$1$2••••$2");
    const total = html.length;
    return { ok: true, html: total > cap ? html.slice(0, cap) : html, total, cut: total > cap };
  }

  // outerHTML with the live state of form fields written into it (typed values are properties,
  // not attributes, so a plain dump shows the page's original values).
  function liveHTML(el) {
    const fields = [el, ...el.querySelectorAll("input, textarea, select")].filter((f) => ["INPUT", "TEXTAREA", "SELECT"].includes(f.tagName));
    if (!fields.length) return el.outerHTML;
    const copy = el.cloneNode(true);
    const copies = [copy, ...copy.querySelectorAll("input, textarea, select")].filter((f) => ["INPUT", "TEXTAREA", "SELECT"].includes(f.tagName));
    fields.forEach((f, i) => {
      const c = copies[i];
      if (!c) return;
      if (f.tagName === "TEXTAREA") c.textContent = f.value;
      else if (f.tagName === "SELECT") Array.from(f.options).forEach((o, j) => c.options[j] && c.options[j].toggleAttribute("selected", o.selected));
      else if (f.type === "checkbox" || f.type === "radio") c.toggleAttribute("checked", f.checked);
      else if (f.type !== "file") c.setAttribute("value", f.value);
    });
    return copy.outerHTML;
  }

  // The values of visible form fields, exactly, one per line (innerText leaves them out).
  function fieldValues() {
    const lines = [];
    for (const f of document.querySelectorAll("input, textarea, select")) {
      const t = (f.type || "").toLowerCase();
      if (["hidden", "password", "submit", "button", "reset", "image", "file"].includes(t)) continue;
      if (!f.checkVisibility()) continue;
      const value = f.tagName === "SELECT" ? Array.from(f.selectedOptions).map((o) => o.text).join(", ")
        : t === "checkbox" || t === "radio" ? (f.checked ? "checked" : "") : f.value;
      if (!value) continue;
      const name = (oc.naming ? oc.naming.nameOf(f).label : labelOf(f)) || f.name || f.tagName.toLowerCase();
      lines.push(`${name}: ${JSON.stringify(value)}`);
    }
    return lines.length ? `Form fields:\n${lines.join("\n")}\n\n` : "";
  }

  function pageText(cap) {
    const body = document.body;
    const text = fieldValues() + (body ? body.innerText : "");
    return { title: document.title, url: location.href, text: text.length > cap ? text.slice(0, cap) : text, total: text.length, cut: text.length > cap };
  }

  function clearValue(key) {
    // Fallback for fields that ignore select-all + Delete (some masked inputs): the native setter
    // keeps frameworks that track the value property in step, then input/change tell them.
    const el = byKey(key);
    if (!el) return { ok: false, error: "gone" };
    if (el.isContentEditable) { el.textContent = ""; }
    else {
      const proto = el.tagName === "TEXTAREA" ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      const setter = Object.getOwnPropertyDescriptor(proto, "value").set;
      setter.call(el, "");
    }
    el.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
    return { ok: true };
  }

  // The content box of an <iframe> (where the child's viewport starts) and the part of it that is on
  // screen, both in this frame's coordinates. A frame whose every sample point hit-tests to something
  // else (an overlay, a modal backdrop) counts as hidden.
  function frameBox(el, clip) {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    const px = (v) => parseFloat(v) || 0;
    const left = r.left + px(cs.borderLeftWidth) + px(cs.paddingLeft);
    const top = r.top + px(cs.borderTopWidth) + px(cs.paddingTop);
    const right = r.right - px(cs.borderRightWidth) - px(cs.paddingRight);
    const bottom = r.bottom - px(cs.borderBottomWidth) - px(cs.paddingBottom);
    const content = [left, top, right - left, bottom - top];
    if (content[2] < 2 || content[3] < 2) return { content, visible: null };
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return { content, visible: null };
    const vc = viewClip({ clip });
    const anc = vc && makeClipper(vc)(el);
    const visible = anc && intersect([left, top, right, bottom], anc);
    if (!visible) return { content, visible: null };
    const [x0, y0, x1, y1] = visible;
    const samples = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]];
    const root = el.getRootNode();
    const hitRoot = root.elementFromPoint ? root : document;
    const seen = samples.some(([fx, fy]) => hitRoot.elementFromPoint(x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy) === el);
    return { content, visible: seen ? visible : null };
  }


  // --- scroll completion ------------------------------------------------------------------------
  // armScroll records where things are and starts listening (capture phase sees every element's
  // scroll and scrollend); scrollDone resolves on the scroll's own end: scrollend, or no scroll event
  // within a few frames of the wheel (nothing could move), or a timeout.
  const scrollWatch = { armed: null };
  function armScroll(key, x, y) {
    const before = scrollState(key, x, y);
    const w = { key, x, y, scrolls: 0, lastScroll: 0, ended: false, armedAt: performance.now() };
    const onScroll = () => { w.scrolls += 1; w.lastScroll = performance.now(); };
    const onEnd = () => { w.ended = true; };
    addEventListener("scroll", onScroll, { capture: true, passive: true });
    addEventListener("scrollend", onEnd, { capture: true, passive: true });
    w.detach = () => { removeEventListener("scroll", onScroll, { capture: true }); removeEventListener("scrollend", onEnd, { capture: true }); };
    if (scrollWatch.armed) scrollWatch.armed.detach();
    scrollWatch.armed = w;
    return before;
  }
  function scrollDone(timeoutMs) {
    const w = scrollWatch.armed;
    const started = performance.now();
    return new Promise((resolve) => {
      const finish = (how) => {
        if (w) { w.detach(); scrollWatch.armed = null; }
        const out = scrollState(w ? w.key : null, w ? w.x : undefined, w ? w.y : undefined);
        out.ended_by = how;
        out.ms = Math.round(performance.now() - started);
        resolve(out);
      };
      if (!w) { finish("not armed"); return; }
      let frames = 0;
      const tick = () => {
        const now = performance.now();
        if (w.ended) return finish("scrollend");
        if (w.scrolls === 0 && frames >= 3) return finish("nothing scrolled");
        // No scrollend (an older engine, or a scroll the page cancelled): 150 ms without a scroll event.
        if (w.scrolls > 0 && now - w.lastScroll > 150) return finish("scroll events stopped");
        if (now - started > timeoutMs) return finish("timeout");
        frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }

  // --- drag and drop verification -----------------------------------------------------------------
  function dropState(key) {
    const el = byKey(key);
    if (!el) return { ok: false };
    const r = el.getBoundingClientRect();
    const parent = composedParent(el);
    const text = cleanText(el.innerText || el.textContent || "", 80);
    return {
      ok: true, at: [r.left, r.top], size: [r.width, r.height],
      parent: parent ? (oc.keyOf(parent)) : null,
      sig: `${el.childElementCount}|${(el.innerHTML || "").length}|${text}|${el.className}`,
      text,
    };
  }

  // --- text selection -------------------------------------------------------------------------------
  // The on-screen points of the first and last characters of `phrase` inside the element: press just
  // inside the first character's left half, release just inside the last one's right half.
  function textSpan(key, phrase) {
    const el = byKey(key);
    if (!el) return { ok: false, error: "gone" };
    if (el.tagName === "INPUT" || el.tagName === "TEXTAREA") return { ok: false, error: "field" };
    const nodes = [];
    let whole = "";
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push([n, whole.length]);
      whole += n.data;
    }
    let at = whole.indexOf(phrase);
    if (at < 0) at = whole.toLowerCase().indexOf(phrase.toLowerCase());
    if (at < 0) return { ok: false, error: "not_found", text: cleanText(whole, 120) };
    const pos = (offset) => {
      for (let i = nodes.length - 1; i >= 0; i--) if (nodes[i][1] <= offset) return [nodes[i][0], offset - nodes[i][1]];
      return [nodes[0][0], 0];
    };
    const charRect = (offset) => {
      const [node, o] = pos(offset);
      const r = document.createRange();
      r.setStart(node, o); r.setEnd(node, Math.min(o + 1, node.data.length));
      const rects = r.getClientRects();
      return rects.length ? rects[0] : r.getBoundingClientRect();
    };
    let first = charRect(at);
    if (first.top < 0 || first.bottom > innerHeight) {
      el.scrollIntoView({ block: "center", behavior: "instant" });
      first = charRect(at);
    }
    const last = charRect(at + phrase.length - 1);
    const inset = (r, side) => side === "start" ? r.left + Math.min(1, r.width / 3) : r.right - Math.min(1, r.width / 3);
    return {
      ok: true,
      start: [inset(first, "start"), first.top + first.height / 2],
      end: [inset(last, "end"), last.top + last.height / 2],
    };
  }

  function selectionText() {
    const sel = getSelection();
    return sel ? sel.toString() : "";
  }

  // What is at a viewport point (for results of actions by coordinates).
  function whatAt(x, y) {
    const el = document.elementFromPoint(x, y);
    if (!el) return { what: "nothing (outside the page)" };
    let target = el;
    for (let n = el, depth = 0; n && depth < 4; n = composedParent(n), depth++) {
      if (roleOf(n) || n.tagName === "CANVAS" || n.tagName === "SVG" || n.tagName === "IFRAME") { target = n; break; }
    }
    const tag = target.tagName.toLowerCase();
    const d = describe(target);
    return { what: d === tag || d.startsWith(tag) ? d : `${d} (${tag})` };
  }

  // --- a typed field's state, for telling the model truthfully what typing did -----------------------
  function fieldState(key) {
    const el = byKey(key);
    if (!el) return { ok: false };
    const out = { ok: true, tag: el.tagName.toLowerCase(), focused: deepActive() === el };
    if (el.tagName === "INPUT" || el.tagName === "TEXTAREA") {
      out.type = (el.type || "text").toLowerCase();
      out.readonly = el.readOnly;
      out.disabled = el.disabled;
      if (el.maxLength > 0) out.maxlength = el.maxLength;
      out.secret = out.type === "password" || secretField(el);
      out.value = out.secret ? "" : String(el.value).slice(0, 2000);
      out.length = String(el.value).length;
    } else if (el.isContentEditable) {
      out.value = (el.innerText || "").slice(0, 2000);
      out.length = out.value.length;
    } else {
      out.not_editable = true;
      out.readonly = el.getAttribute("aria-readonly") === "true";
    }
    return out;
  }

  // --- did an action change the page? (several actions per turn stop at the first that does) ------------
  // Elements added since install that are (or hold) controls; the watcher lives with this document.
  const CONTROL_SEL = 'a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[role=link],[role=checkbox],[role=menuitem],[role=option],[role=tab],[role=dialog],[contenteditable=""],[contenteditable=true]';
  const added = [];
  let addedSeq = 0;
  try {
    new MutationObserver((records) => {
      for (const rec of records) for (const n of rec.addedNodes) {
        if (n.nodeType !== 1) continue;
        if (n.matches(CONTROL_SEL) || n.querySelector(CONTROL_SEL)) { added.push([++addedSeq, new WeakRef(n)]); if (added.length > 200) added.shift(); }
      }
    }).observe(document, { subtree: true, childList: true });
  } catch (e) { /* no document root yet */ }
  function changeMark() { return addedSeq; }
  // Controls added after `since` that are on screen now, and how many of `keys` vanished or hid.
  function changesSince(since, keys) {
    let appeared = 0;
    for (const [seq, ref] of added) {
      const n = seq > since && ref.deref();
      if (n && n.isConnected && n.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
        const r = n.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight) appeared += 1;
      }
    }
    let vanished = 0;
    for (const key of keys) {
      const el = byKey(key);
      const shown = el && oc.drawnAs(el); // (an image map's area shows as its image)
      if (!shown || !shown.checkVisibility({ visibilityProperty: true })) vanished += 1;
    }
    return { appeared, vanished };
  }

  oc.ops = { hoverSettledHit, armScroll, scrollDone, dropState, textSpan, selectionText, whatAt, fieldState, changeMark, changesSince, frameBox, describe, locate, stillHits, read, focused, selectOptions, scrollState, fileInputFor, outerHTML, pageText, clearValue };
  return "installed";
})();
