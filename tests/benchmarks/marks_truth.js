// Runs in the page's main world with DevTools' command-line API (getEventListeners), after
// marks_truth_bench.py tagged each marked element data-gt-mark. Builds the ground truth the
// bench's docstring describes and matches it to the marks. Returns the counts, the truth targets
// with no mark (missed: how each sits against the marks) and the marks on no truth target (extra).
(() => {
  const LISTEN = ['click','mousedown','mouseup','pointerdown','pointerup','dblclick','contextmenu','touchstart','touchend','mouseenter','mouseover','pointerenter','pointerover','dragstart','drop'];
  const REACT = ['onClick','onDoubleClick','onContextMenu','onMouseDown','onPointerDown','onMouseUp','onPointerUp','onMouseEnter','onMouseOver','onPointerEnter','onPointerOver','onDragStart','onDrop'];
  const ROLES = new Set(['button','link','checkbox','radio','switch','tab','menuitem','menuitemcheckbox','menuitemradio','option','slider','spinbutton','textbox','searchbox','combobox','treeitem','scrollbar']);
  const W = innerWidth, H = innerHeight;
  const all = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      all.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const sig = (el) => {
    const tag = el.localName;
    if (tag === 'html' || tag === 'body' || tag === 'head') return '';
    const s = [];
    if ((tag === 'a' || tag === 'area') && el.hasAttribute('href')) s.push('native');
    else if (['button','select','textarea','summary'].includes(tag)) s.push('native');
    else if (tag === 'input' && el.type !== 'hidden') s.push('native');
    else if ((tag === 'video' || tag === 'audio') && el.controls) s.push('native');
    let ls = [];
    try { const l = getEventListeners(el); ls = LISTEN.filter((t) => l[t] && l[t].length); } catch (e) {}
    const rk = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    if (rk && el[rk]) for (const n of REACT) if (typeof el[rk][n] === 'function') ls.push('r' + n);
    if (ls.length) s.push('listener:' + ls.join('/'));
    const role = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
    if (ROLES.has(role)) s.push('role:' + role);
    const ti = el.getAttribute('tabindex');
    if (ti !== null && ti.trim() !== '' && +ti >= 0) s.push('tabindex');
    if (tag === 'label' && el.control && !el.control.disabled) s.push('label-for');
    if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) s.push('editable');
    // (Disabled controls are no targets: no mark is made for them unless they scroll.)
    if (s.length && (el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true')) return '';
    return s.join(',');
  };
  const deepAt = (x, y) => {
    let e = document.elementFromPoint(x, y);
    while (e && e.shadowRoot) { const d = e.shadowRoot.elementFromPoint(x, y); if (!d || d === e) break; e = d; }
    return e;
  };
  const contains = (a, b) => { // a contains b (composed)
    for (let n = b; n; n = n.parentNode || n.host) if (n === a) return true;
    return false;
  };
  const box = (el) => {
    const r = el.getBoundingClientRect();
    const x0 = Math.max(0, r.left), y0 = Math.max(0, r.top), x1 = Math.min(W, r.right), y1 = Math.min(H, r.bottom);
    return [x0, y0, x1, y1];
  };
  const area = (b) => Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1]);
  const iou = (a, b) => {
    const i = area([Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])]);
    const u = area(a) + area(b) - i; return u ? i / u : 0;
  };
  const hit = (el, b) => {
    if (area(b) < 1) return false;
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const pts = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]];
    for (const [fx, fy] of pts) {
      const x = b[0] + (b[2] - b[0]) * fx, y = b[1] + (b[3] - b[1]) * fy;
      const t = deepAt(x, y);
      if (t && contains(el, t)) return true;
    }
    return false;
  };
  const desc = (el) => {
    const t = (el.innerText || el.value || el.getAttribute('aria-label') || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    return `<${el.localName}${el.id ? '#' + el.id : ''}${cls ? '.' + cls : ''}> "${t}"`;
  };
  const gts = [];
  for (const el of all) {
    const s = sig(el);
    if (!s) continue;
    const b = box(el);
    if (!hit(el, b)) continue;
    gts.push({ el, s, b });
  }
  // nested duplicates: merge into the nearest truth ancestor with the same box
  const group = new Map();
  for (const g of gts) {
    let anc = null;
    for (const h of gts) if (h !== g && contains(h.el, g.el) && (!anc || contains(anc.el, h.el))) anc = h;
    if (anc && iou(anc.b, g.b) >= 0.8) { const root = group.get(anc) || anc; group.set(g, root); }
    else group.set(g, g);
  }
  const marks = all.filter((el) => el.hasAttribute('data-gt-mark')).map((el) => ({ el, id: +el.getAttribute('data-gt-mark'), b: box(el) }));
  for (const g of gts) if (g.el.localName === 'label' && g.el.control) { g.ctl = g.el.control; const c = gts.find((h) => h.el === g.ctl); if (c) group.set(g, group.get(c)); }
  const matches = (m, g) => m.el === g.el || m.el === g.ctl || ((contains(m.el, g.el) || contains(g.el, m.el)) && iou(m.b, g.b) >= 0.5);
  const groups = new Map();
  for (const g of gts) { const r = group.get(g); if (!groups.has(r)) groups.set(r, []); groups.get(r).push(g); }
  const out = { missed: [], extra: [], nGt: groups.size, nMarks: marks.length, hitGt: 0, hitMarks: 0 };
  for (const [root, members] of groups) {
    if (marks.some((m) => members.some((g) => matches(m, g)))) out.hitGt++;
    else {
      const inner = marks.some((m) => members.some((g) => contains(g.el, m.el)));
      const outer = marks.find((m) => members.some((g) => contains(m.el, g.el)));
      const how = inner ? 'HOLDS-MARKS' : outer ? 'INSIDE-MARK-' + outer.id : 'BARE';
      out.missed.push(how + ' ' + desc(root.el) + ' [' + root.s + '] ' + root.b.map(Math.round).join(','));
    }
  }
  for (const m of marks) {
    if (gts.some((g) => matches(m, g))) out.hitMarks++;
    else {
      const inG = gts.find((g) => contains(g.el, m.el));
      const holds = gts.some((g) => contains(m.el, g.el));
      const how = inG ? 'IN-TRUTH' : holds ? 'HOLDS-TRUTH' : 'BARE';
      out.extra.push({ id: m.id, d: how + ' ' + desc(m.el) + (inG ? ' in ' + desc(inG.el).slice(0, 50) + ' [' + inG.s + ']' : '') });
    }
  }
  return out;
})()
