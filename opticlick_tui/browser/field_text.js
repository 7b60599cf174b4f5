// Where the characters of a form field's value are on screen, for selecting a phrase inside an
// <input> or <textarea> with a real pointer drag. A field draws its value itself (there are no text
// nodes to make a Range on), so the caret the browser would put at a point is asked for directly
// (caretPositionFromPoint reports offsets into the field's value) and searched for the offsets we
// want. Nothing here selects anything; the drag does. Runs in the isolated world after page_core.js.
(() => {
  const oc = globalThis.__opticlick;
  if (oc.fieldText) return "present";
  const TEXT_INPUTS = new Set(["", "text", "search", "url", "tel", "email", "password"]);
  const MAX_SCROLLS = 40;

  function isTextField(el) {
    if (el.tagName === "TEXTAREA") return true;
    return el.tagName === "INPUT" && TEXT_INPUTS.has((el.getAttribute("type") || "").toLowerCase());
  }

  function contentBox(el) {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    const px = (name) => parseFloat(cs[name]) || 0;
    const left = r.left + px("borderLeftWidth") + px("paddingLeft");
    const top = r.top + px("borderTopWidth") + px("paddingTop");
    // clientWidth/Height leave out the scrollbar.
    const right = r.left + px("borderLeftWidth") + el.clientWidth - px("paddingRight");
    const bottom = r.top + px("borderTopWidth") + el.clientHeight - px("paddingBottom");
    return { left: Math.max(left, 0), top: Math.max(top, 0), right: Math.min(right, innerWidth), bottom: Math.min(bottom, innerHeight) };
  }

  function caretAt(el, x, y) {
    const root = el.getRootNode();
    const opts = root instanceof ShadowRoot ? { shadowRoots: [root] } : undefined;
    const pos = document.caretPositionFromPoint(x, y, opts);
    return pos && pos.offsetNode === el ? pos.offset : -1;
  }

  // The rows of text in view, each with the offset it starts at and a y through its middle.
  function rows(el, box) {
    const found = [];
    const step = el.tagName === "TEXTAREA" ? 2 : Math.max(1, (box.bottom - box.top) / 2);
    const ys = el.tagName === "TEXTAREA" ? [] : [(box.top + box.bottom) / 2];
    if (el.tagName === "TEXTAREA") for (let y = box.top + 1; y < box.bottom - 1; y += step) ys.push(y);
    for (const y of ys) {
      const start = caretAt(el, box.left + 1, y);
      if (start < 0) continue;
      const last = found[found.length - 1];
      if (last && last.start === start) { last.ys.push(y); continue; }
      found.push({ start, ys: [y] });
    }
    for (const row of found) row.y = row.ys[Math.floor(row.ys.length / 2)];
    return found;
  }

  // The first x on the row where the caret would go to `offset` or later (null: not on this row).
  function firstX(el, box, y, offset) {
    let lo = box.left, hi = box.right - 1;
    if (caretAt(el, hi, y) < offset) return null;
    while (hi - lo > 0.5) {
      const mid = (lo + hi) / 2;
      if (caretAt(el, mid, y) >= offset) hi = mid; else lo = mid;
    }
    return hi;
  }

  // A point whose caret is `offset`, on the row that holds character `onChar`.
  function pointFor(el, box, rowsInView, offset, onChar) {
    let row = null;
    for (let i = 0; i < rowsInView.length; i++) {
      const next = rowsInView[i + 1];
      if (rowsInView[i].start <= onChar && (!next || onChar < next.start)) { row = rowsInView[i]; break; }
    }
    if (!row) return null;
    const from = firstX(el, box, row.y, offset);
    if (from === null) return null;
    const to = firstX(el, box, row.y, offset + 1);
    const x = to === null ? Math.min(from + 2, box.right - 1) : (from + to) / 2;
    return caretAt(el, x, row.y) === offset ? [x, row.y] : null;
  }

  function inView(el, box, rowsInView, offset) {
    if (!rowsInView.length || offset < rowsInView[0].start) return -1;
    const last = rowsInView[rowsInView.length - 1];
    const end = caretAt(el, box.right - 1, last.ys[last.ys.length - 1]);
    return offset <= end ? 0 : 1;
  }

  // Press and release points for selecting `phrase` in the field. `end` is null when the phrase
  // runs past what the field shows (the selection is then finished with the keyboard).
  function span(key, phrase) {
    const el = oc.byKey(key);
    if (!el) return { ok: false, error: "gone" };
    if (!isTextField(el)) return { ok: false, error: "not_text_field" };
    const secret = oc.secretField(el) || el.type === "password";
    const value = el.value;
    let at = value.indexOf(phrase);
    if (at < 0) at = value.toLowerCase().indexOf(phrase.toLowerCase());
    if (at < 0) return { ok: false, error: "not_found", text: secret ? "" : oc.cleanText(value, 120) };
    const to = at + phrase.length;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
      el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    }
    // Scroll the field itself until the phrase's first character is in view.
    const horizontal = el.tagName === "INPUT";
    let box = contentBox(el), rowsInView = rows(el, box);
    for (let n = 0; n < MAX_SCROLLS; n++) {
      const where = inView(el, box, rowsInView, at);
      if (where === 0) break;
      const page = horizontal ? el.clientWidth / 2 : el.clientHeight / 2;
      if (horizontal) el.scrollLeft += where * page; else el.scrollTop += where * page;
      box = contentBox(el);
      rowsInView = rows(el, box);
    }
    const start = pointFor(el, box, rowsInView, at, at);
    if (!start) return { ok: false, error: "not_measured" };
    const end = inView(el, box, rowsInView, to) === 0 ? pointFor(el, box, rowsInView, to, to - 1) : null;
    const fallback = end || [box.right - 1, rowsInView[rowsInView.length - 1].y];
    return { ok: true, field: true, from: at, to, start, end: fallback, end_in_view: !!end };
  }

  function selection(key) {
    const el = oc.byKey(key);
    if (!el || !isTextField(el)) return { ok: false };
    const secret = oc.secretField(el) || el.type === "password";
    const start = el.selectionStart, end = el.selectionEnd;
    return { ok: true, start, end, text: secret ? "" : el.value.slice(start, end), focused: document.activeElement === el || el.getRootNode().activeElement === el };
  }

  oc.fieldText = { span, selection };
  return "installed";
})();
