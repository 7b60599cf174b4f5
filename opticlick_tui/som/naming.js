// What a mark says: its name, role and state, as the model reads them. Runs in the isolated world
// after browser/page_core.js, whose helpers it uses; adds oc.naming.
//
// Differences from page_core's labelOf/stateOf (which element operations keep using):
//   - only text a user can see counts (display/visibility/opacity, and the turned-away face of a
//     flipped card), so a face-down card does not leak its answer;
//   - a field with no <label> is named from the label-like text next to it (before a text field,
//     after a radio or checkbox, or in the cell/box before its own);
//   - an icon-only control is named from aria-label, title, an SVG <title>, alt, and last from a
//     class-name token from a fixed icon vocabulary, flagged as inferred;
//   - values are exact (not whitespace-collapsed), cut only past VALUE_MAX with the full length said.
(() => {
  const oc = globalThis.__opticlick;
  if (oc.naming) return "present";
  const { roleOf, cleanText, textOf } = oc;
  const VALUE_MAX = 200;
  const NEARBY_MAX = 60;
  // Roles that say "no role": a mark reads as what it does, not as "presentation".
  const NO_ROLES = new Set(["presentation", "none", "generic"]);
  const VALUE_ROLES = new Set(["slider", "spinbutton", "progressbar", "scrollbar", "meter", "separator"]);
  const CONTROL_TAGS = new Set(["INPUT", "SELECT", "TEXTAREA", "BUTTON"]);
  // Text with a letter or digit in it: anything else (★, ›, ×, a dash) names nothing.
  const WORDY = /[\p{L}\p{N}]/u;
  // Icon names whose last word alone says something else: a thumb's "up" is a like, not a way;
  // a speaker's "up" is its volume; a person with a plus is someone to add; "ellipsis-h" and
  // "dots-vertical" are the menu of more. (The two last words of an icon's name, past its
  // style's: "thumbs-up-outline".)
  const PAIRED_ICONS = new Map(Object.entries({
    "thumbs up": "like", "thumb up": "like", "thumbs down": "dislike", "thumb down": "dislike",
    "volume up": "volume up", "volume down": "volume down", "volume off": "mute", "volume mute": "mute", "volume x": "mute", "volume xmark": "mute",
    "user plus": "add user", "user add": "add user", "person add": "add user", "account plus": "add user",
    "ellipsis h": "more", "ellipsis v": "more", "ellipsis horizontal": "more", "ellipsis vertical": "more",
    "dots horizontal": "more", "dots vertical": "more", "more horiz": "more", "more vert": "more",
    // (A closed folder is a picture of a folder, not a close button: Blueprint's and
    // Glyphicons' "folder-close". An open one may be the Open action: kept as said.)
    "folder close": "folder", "folder closed": "folder",
  }));
  // (Not dots that are a grip's, "grip-dots-vertical": a handle to drag.)
  function pairedIcon(words) {
    const kept = words.filter((w) => w && !SUFFIX_WORDS.has(w));
    if (kept.some((w) => /^(grip|drag|handle|move|gutter|splitter|resize)$/.test(w))) return "";
    return kept.length >= 2 ? PAIRED_ICONS.get(`${kept[kept.length - 2]} ${kept[kept.length - 1]}`) || "" : "";
  }
  // Icon names from class tokens (fa-star, icon-trash, bi-heart-fill, glyphicon-remove ...). The
  // token is looked up word by word; the first word in this vocabulary names the icon.
  const ICON_WORDS = new Map(Object.entries({
    star: "star", trash: "trash", delete: "delete", remove: "remove", close: "close", times: "close", dismiss: "close",
    x: "close", del: "delete", caret: "expand", like: "like", heart: "like", retweet: "retweet", repost: "retweet", share: "share",
    more: "more", ellipsis: "more", kebab: "more", dots: "more", menu: "menu", hamburger: "menu",
    bars: "menu", search: "search", magnifier: "search", reply: "reply", edit: "edit", pencil: "edit",
    bookmark: "bookmark", settings: "settings", cog: "settings", gear: "settings", plus: "add",
    add: "add", minus: "minus", download: "download", upload: "upload", play: "play", pause: "pause",
    next: "next", prev: "previous", previous: "previous", back: "back", home: "home", cart: "cart",
    bell: "notifications", user: "user", copy: "copy", refresh: "refresh", filter: "filter",
    sort: "sort", expand: "expand", collapse: "collapse", check: "check", info: "info", help: "help",
    favorite: "favorite", favourite: "favorite", comment: "comment", send: "send", mail: "mail",
    envelope: "mail", lock: "lock", eye: "show", calendar: "calendar", chevron: "chevron", arrow: "arrow",
    burger: "menu", toggler: "menu", basket: "cart", bag: "cart", trolley: "cart", clear: "clear", toggle: "toggle",
    wishlist: "wishlist", wish: "wishlist", datepicker: "calendar",
    // (A player's and a carousel's controls.)
    // (Not "left", "right" or "zoom": the last words of "align-left" and "zoom-in".)
    // (Nor "print": "hidden-print" and "no-print" say when a box shows.)
    volume: "volume", mute: "mute", unmute: "unmute", fullscreen: "fullscreen", paperclip: "attach", attach: "attach",
    save: "save", upvote: "upvote", downvote: "downvote", notifications: "notifications",
    notification: "notifications", grid: "grid",
    // (A share bar's and a footer's networks.)
    facebook: "Facebook", twitter: "Twitter", instagram: "Instagram", youtube: "YouTube", linkedin: "LinkedIn",
    whatsapp: "WhatsApp", pinterest: "Pinterest", reddit: "Reddit", telegram: "Telegram", tiktok: "TikTok", github: "GitHub",
    email: "mail",
    // A spinner's arrows (jQuery UI: ui-spinner-up, ui-spinner-down).
    up: "up", down: "down", increment: "up", decrement: "down", increase: "up", decrease: "down",
    // Social links drawn as logos.
    twitter: "Twitter", facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn",
    youtube: "YouTube", github: "GitHub", pinterest: "Pinterest", tiktok: "TikTok",
    whatsapp: "WhatsApp", telegram: "Telegram", mastodon: "Mastodon", reddit: "Reddit",
  }));

  // --- visible text --------------------------------------------------------------------------
  // A face with backface-visibility:hidden that its transforms (and its 3D ancestors') turn away.
  function facingAway(el) {
    let m = new DOMMatrix();
    let n = el;
    for (let depth = 0; n && n.nodeType === 1 && depth < 8; depth++, n = n.parentElement) {
      const t = getComputedStyle(n).transform;
      if (t && t !== "none") m = new DOMMatrix(t).multiply(m);
    }
    return m.m33 < 0;
  }

  function hiddenNode(el) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return !readerText(el);
    const cs = getComputedStyle(el);
    // (A box that clips to nothing draws nothing inside it: a 0x0 list kept for screen readers.)
    // (Not an inline box, whose client size is always 0: a truncated span shows its text.)
    if (cs.overflow !== "visible" && cs.display !== "inline" && cs.display !== "contents" && !(el instanceof SVGElement) &&
        (el.clientWidth === 0 || el.clientHeight === 0)) return true;
    // (A piece of a word set at no size draws nothing: the "https://" a post's link keeps for
    // copying. Words so set are for screen readers, "Read more about Pricing", and kept; so is a
    // piece naming a control that shows no other words, as readerText's are.)
    if (cs.fontSize === "0px" && el.childElementCount === 0 && /\p{L}/u.test(el.textContent) && !/\s/.test(el.textContent.trim())) {
      const control = el.parentElement && el.parentElement.closest("label, button, a, [role=button], [role=link], [role=tab], [role=menuitem], [role=option]");
      if (control && control.contains(el) && /\p{L}{2}/u.test(control.textContent.replace(el.textContent, ""))) return true;
    }
    return cs.backfaceVisibility === "hidden" && facingAway(el);
  }

  // Words laid out at no size and made transparent are kept for screen readers, as the 1 px
  // clipped kind is (Vuetify's rating: "Rating 2 of 5" in the label of each star): a name, not
  // a hover's reveal, which has a size to show in. (Laid out: a tooltip shrunk to nothing by a
  // transform still has its size.)
  // (At no size both ways: an error message collapsed to no height until shown is no name. Nor
  // words a :hover shows, a card's description.)
  function readerText(el) {
    if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true }) || el.offsetWidth > 1 || el.offsetHeight > 1) return false;
    if (getComputedStyle(el).position !== "absolute" || !/\p{L}/u.test(el.textContent) || (oc.verdicts && oc.verdicts.hoverShows(el))) return false;
    // (Only for a control that shows no words of its own: "Files" with a tip kept at no size is
    // named "Files".)
    const control = el.parentElement && el.parentElement.closest("label, button, a, [role]");
    return !control || !/\p{L}/u.test(control.textContent.replace(el.textContent, ""));
  }
  const spokenHidden = (n) => n.getAttribute("aria-hidden") === "true" || hiddenNode(n);

  // What a box inside `root` clips its descendants to (the axes whose overflow it hides), or null.
  function clipOf(el) {
    const cs = getComputedStyle(el);
    const x = cs.overflowX !== "visible", y = cs.overflowY !== "visible";
    if (!x && !y) return null;
    // (Its padding box: what is drawn over its border is clipped away too.)
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft, top = r.top + el.clientTop;
    return [x ? left : -Infinity, y ? top : -Infinity, x ? left + el.clientWidth : Infinity, y ? top + el.clientHeight : Infinity];
  }
  // A test for the nodes of a text walk over `root` (parents are asked before their children):
  // is the node drawn wholly outside what a box between it and `root` (root included) clips to?
  // The slides of a carousel beyond its window, the cards of a row scrolled out of its view: their
  // text is not what the box shows. Boxes are read only below a box that clips; a positioned
  // descendant may be clipped by a box further up, or not at all, so it is kept, and so is an
  // empty box (a zero-height holder of positioned controls, on the clip's edge).
  function clippedOut(root) {
    const clips = new Map([[root, clipOf(root)]]);
    return (n) => {
      let clip = clips.get(n.parentElement) || null;
      if (clip) {
        const position = getComputedStyle(n).position;
        if (position === "absolute" || position === "fixed") {
          clip = null;
        } else {
          // (With what overflows it: a carousel's row moved aside by a transform still shows the
          // slide that sticks out of it into the window.)
          const r = n.getBoundingClientRect();
          const right = r.left + Math.max(r.width, n.scrollWidth || 0), bottom = r.top + Math.max(r.height, n.scrollHeight || 0);
          if (r.width > 0 && r.height > 0 && (right <= clip[0] || r.left >= clip[2] || bottom <= clip[1] || r.top >= clip[3])) return true;
        }
      }
      const own = clipOf(n);
      clips.set(n, own && clip ? oc.intersect(own, clip) || own : own || clip);
      return false;
    };
  }

  // The text of el's subtree that a user can see (page_core's walker, with hidden subtrees and
  // what a box clips away left out; and the subtrees `skip` says).
  function visibleText(el, max, exclude, skip) {
    const cut = clippedOut(el);
    return textOf(el, max, exclude, (n) => (skip && skip(n)) || hiddenNode(n) || cut(n) || ligatureOf(n) || initialsBeside(n, el) || echoOfShown(n, el));
  }
  // Is `n` the words a screen reader hears for the part beside it that the page hides from it
  // ("Email address" clipped to a pixel after an aria-hidden "Email address *")? One text, said
  // once: the shown one.
  const wordsOf = (t) => (t.toLowerCase().match(/[\p{L}\p{N}]+/gu) || []).join(" ");
  // The words of `el` a reader sees, outside `n` and outside what is hidden from readers.
  function shownWordsBut(el, n) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let out = "";
    for (let t = walker.nextNode(), k = 0; t && k < 200; t = walker.nextNode(), k++) {
      const up = t.parentElement;
      if (!up || n.contains(up) || up.closest("[aria-hidden=true]")) continue;
      out += " " + t.nodeValue;
      if (out.length > 400) break;
    }
    return wordsOf(out);
  }
  // (Also when all it says more than the shown words is a place: "asparagus (1 of 2)" for a
  // tag's shown "asparagus", not "Read more about Q3 results" for a shown "Read more". And when
  // what it says is shown elsewhere in `el`, to readers too: a card link's heading clipped to a
  // pixel, "Sweetgreen", over the card's shown "Sweetgreen 4.7".)
  function echoOfShown(n, el) {
    if (n.nodeType !== 1 || n === el) return false;
    const twin = [n.previousElementSibling, n.nextElementSibling].find((s) => s && s.getAttribute("aria-hidden") === "true");
    const r = n.getBoundingClientRect();
    if (r.width > 2 && r.height > 2) return false;
    const said = wordsOf(n.textContent);
    if (!said) return false;
    if (twin) {
      const shown = wordsOf(twin.textContent);
      // (Saying more than a shown word, not than a shown number: "4 comments" tells what the
      // shown "4" counts, and stays.)
      if (shown && (said === shown || (said.startsWith(shown + " ") && /\p{L}{2}/u.test(shown) && /^\d+ of \d+$/.test(said.slice(shown.length + 1))))) return true;
    }
    return !!el && ` ${shownWordsBut(el, n)} `.includes(` ${said} `);
  }
  // Is `n` an avatar's initials beside the name they stand for, in `el` ("JD" before "Jane Doe"):
  // a picture of the name, drawn in a box about as wide as tall, not words of it?
  function initialsBeside(n, el) {
    if (n === el || n.nodeType !== 1 || n.childElementCount !== 0) return false;
    const letters = n.textContent.trim();
    if (!/^\p{Lu}{1,3}$/u.test(letters)) return false;
    const r = n.getBoundingClientRect();
    if (r.width < 16 || Math.abs(r.width - r.height) > 0.25 * r.width) return false;
    const words = el.textContent.replace(n.textContent, " ").trim().split(/\s+/).filter((w) => /^\p{L}/u.test(w));
    const initials = words.length ? (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : "")).toUpperCase() : "";
    if (letters === initials || (letters.length === 1 && letters === initials[0])) return true;
    // (Or of its first two names, an address after them: "JD" before "Jane Doe jane@acme.io".)
    const names = words.filter((w) => /^\p{Lu}/u.test(w));
    if (names.length >= 2 && letters === (names[0][0] + names[1][0]).toUpperCase()) return true;
    // (Or drawn as an avatar, a round box of its own colour, before words: "ME" before "Assign
    // to me".)
    const cs = getComputedStyle(n);
    // (Not one of a stack of them, "AB CD EF +3": those say who, with no name beside.)
    let next = n.nextSibling;
    while (next && next.nodeType === 3 && !next.nodeValue.trim()) next = next.nextSibling;
    const named = !!next && /\p{L}{2}/u.test(next.textContent) && !(next.nodeType === 1 && /^\p{Lu}{1,3}$/u.test(next.textContent.trim()));
    // (Two letters, as initials are: not a quiz's answer letter "B", a file's status "M", "PRO".)
    return letters.length === 2 && words.length > 0 && named && parseFloat(cs.borderTopLeftRadius) >= r.width / 2 - 1 && !CLEAR.test(cs.backgroundColor) && !n.previousSibling?.textContent?.trim();
  }
  // The word an icon font draws as one glyph (Material Icons' "play_arrow", "delete"): a picture,
  // not text. Its name, words spaced, or "" when `n` is no such glyph. (A lone lower-case word
  // first, so only those read their font.)
  const LIGATURE = /^[a-z][a-z0-9_]{1,40}$/;
  const ICON_FONT = /\b(icons?|symbols)\b/i;
  function ligatureOf(n) {
    if (n.nodeType !== 1 || n.childElementCount !== 0) return "";
    const word = n.textContent.trim();
    // (The font asked for first: a symbol font at the end of a text stack is a fallback.)
    if (!LIGATURE.test(word) || !ICON_FONT.test(getComputedStyle(n).fontFamily.split(",")[0])) return "";
    return word.replace(/_/g, " ");
  }

  const FIELD_ROLES = new Set(["switch", "checkbox", "radio", "slider", "spinbutton", "combobox", "textbox", "searchbox", "listbox"]);

  // --- nearby label text -------------------------------------------------------------------------
  const ROLE_TARGETS = "[role=button], [role=link], [role=tab], [role=menuitem], [role=option]";
  const WIDGET_SELECTOR = "input, select, textarea, button, [contenteditable=''], [contenteditable=true], " +
    "[role=switch], [role=checkbox], [role=radio], [role=slider], [role=spinbutton], [role=combobox], [role=textbox], [role=searchbox]";
  // The look's targets that only a listener or cursor shows (discover.js sets them before it
  // names its marks): their text is theirs, not a caption (htmx's "Load more" before a field).
  let targets = new Set();
  // Does `el` take typing as a field does? An editable area, not a link inside one, which is a
  // link named by its words.
  const editsText = (el) => el.isContentEditable && !(el.matches("a[href]") && !!el.parentElement && el.parentElement.isContentEditable);
  function isControl(n) {
    // (An element holding links, a menu or a list of tabs, is navigation, not a field's caption;
    // a link itself can be part of one: "I agree to the <a>terms</a>".)
    // (A box the page calls a button or a link is one too: its words are its own name, never a
    // caption, "1 ▾" of a passengers button beside a select.)
    return n.nodeType === 1 && (CONTROL_TAGS.has(n.tagName) || (targets.has(n) && !scrubCaption(n)) || n.matches(WIDGET_SELECTOR) || n.matches(ROLE_TARGETS) ||
      n.querySelector(WIDGET_SELECTOR + ", a[href]") !== null);
  }
  // A caption dragged sideways to change the field beside it (Figma's "X" and "W", a resize
  // cursor on a few letters) is a target and still that field's caption.
  const scrubCaption = (n) => !n.firstElementChild && n.textContent.trim().length <= 12 && /resize$/.test(getComputedStyle(n).cursor);

  // (An icon font's word beside a field is its picture, no caption: a search box's "search".)
  function nodeText(n) {
    if (n.nodeType === 3) return n.nodeValue;
    if (n.nodeType !== 1 || n.tagName === "SCRIPT" || n.tagName === "STYLE" || hiddenNode(n) || ligatureOf(n)) return "";
    return visibleText(n, NEARBY_MAX);
  }

  // Text that already names another control (its <label>, or what its aria-labelledby points at)
  // is that control's name, not this field's.
  function namesOther(n, el) {
    if (n.nodeType !== 1) return false;
    if (n.tagName === "LABEL" && n.control && n.control !== el) return true;
    if (!n.id) return false;
    const user = document.querySelector(`[aria-labelledby~="${CSS.escape(n.id)}"]`);
    return !!user && user !== el;
  }

  // The caption just before the popup trigger `el` on its line, a few words and no control
  // ("Sort by" before "Relevance ▾", "Chat Delay" before "None ›"), or "". (Through boxes it is
  // alone in; a heading, a sentence or a figure is no caption.)
  // (`raw`: the words as shown, with their colon.)
  function captionLeft(el, raw = false) {
    let box = el;
    while (box.parentElement && box.parentElement.childElementCount === 1 && box.parentElement !== document.body && !/\p{L}/u.test(ownText(box.parentElement))) box = box.parentElement;
    let n = box.previousSibling;
    while (n && n.nodeType === 3 && !n.nodeValue.trim()) n = n.previousSibling;
    if (!n || (n.nodeType !== 1 && n.nodeType !== 3)) return "";
    if (n.nodeType === 1 && (isControl(n) || n.matches(`a[href], [role=link], ${HEADINGS}`) || hiddenNode(n) || n.querySelector(HEADINGS))) return "";
    const shown = cleanText(n.nodeType === 3 ? n.nodeValue : visibleText(n, 60), 60);
    const words = shown.replace(/\s*:$/, "");
    if (!/^\p{L}[\p{L} ]*$/u.test(words) || words.split(" ").length > 4 || CONNECTIVE.test(words) || /^(until|till|then|versus|vs)$/i.test(words)) return "";
    // (Words drawn as a caption is, not a title in bold or large letters: a list's "Recent
    // orders" at the far left of its header, a product's name before its environment picker.)
    // (Nor the caption of a bar of such triggers, "Filters" before its chips: not the first's.)
    if (n.nodeType === 1) {
      const [cs, own] = [getComputedStyle(n), getComputedStyle(el)];
      if (parseInt(cs.fontWeight, 10) >= 600 || parseFloat(cs.fontSize) > 1.15 * parseFloat(own.fontSize)) return "";
    }
    const next = box.nextElementSibling;
    if (next && next.tagName === box.tagName && next.className === box.className) return "";
    let a;
    if (n.nodeType === 3) { const range = document.createRange(); range.selectNodeContents(n); a = range.getBoundingClientRect(); } else a = n.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    // (Near it, or anywhere left of it in a row of the two alone, one of a list of such rows: a
    // settings row's caption at its start and the trigger at its end. Not a list's header, its
    // title at the left and its sort at the right.)
    const row = box.parentElement;
    const pair = n.nodeType === 1 && !!row && row.childElementCount === 2 && !!row.parentElement &&
      Array.prototype.some.call(row.parentElement.children, (o) => o !== row && o.tagName === row.tagName && o.className === row.className && o.childElementCount === 2);
    if (!(a.width > 0 && a.top < b.bottom && b.top < a.bottom && a.right <= b.left + 2 && (pair || b.left - a.right <= 48))) return "";
    return raw ? shown : words;
  }
  const ownText = (n) => Array.prototype.filter.call(n.childNodes, (c) => c.nodeType === 3).map((c) => c.nodeValue).join("");

  // Is `el` drawn as a field is, a box with a border of its own all round?
  const drawnAsField = (el) => { const cs = getComputedStyle(el); return ["Top", "Right", "Bottom", "Left"].every((s) => parseFloat(cs[`border${s}Width`]) >= 1 && cs[`border${s}Style`] !== "none"); };
  // Is `n` a caption of a form's kind: a few words alone in a box, as another box of its tag and
  // class is just above a native field of the same form (a record's "Name" and "Due date")?
  function captionsFields(n) {
    if (!n || !n.parentElement || !n.className || n.matches(`${WIDGET_SELECTOR}, a[href], [tabindex]`) || n.querySelector(`${WIDGET_SELECTOR}, a[href], [tabindex]`)) return false;
    const words = cleanText(n.textContent, 60);
    if (!/^\p{L}[\p{L} ]*:?$/u.test(words) || words.split(" ").length > 4) return false;
    return Array.prototype.some.call(n.parentElement.children, (o) => o !== n && o.tagName === n.tagName && o.className === n.className &&
      !!o.nextElementSibling && o.nextElementSibling.matches("input, select, textarea"));
  }

  // Is `n`, just before the text field `el` in its line, the <label> of a tick box (holding it or
  // tied to it) whose choice the field spells out ("Other, please specify")?
  function specifies(n, el) {
    if (n.nodeType !== 1 || n.tagName !== "LABEL" || !n.control || n.control === el) return false;
    if (!(n.control.type === "radio" || n.control.type === "checkbox")) return false;
    if (el.placeholder || el.hasAttribute("title") || el.hasAttribute("aria-describedby") || !(el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && ["text", "search", "number"].includes(el.type)))) return false;
    // (A choice that asks to be spelled out: "Other", "Something else", "please specify", or a
    // caption ending in a colon. Not a setting beside a field of its own, "Follow output".)
    if (!/\b(other|else|specify|describe|namely)\b|:\s*$/i.test(n.textContent)) return false;
    const [a, b] = [n.getBoundingClientRect(), el.getBoundingClientRect()];
    return a.width > 0 && a.top < b.bottom && b.top < a.bottom && a.right <= b.left + 1 && b.left - a.right < 60;
  }

  // Text among the siblings on one side of `el`, up to the next control or line break. Text after a
  // field names it only on the field's own line (a unit, a checkbox's caption): an element that
  // starts below the field (the next block, a <details> under a slider) is not its name.
  const BLOCKS = new Set(["block", "flex", "grid", "table", "list-item", "flow-root"]);
  const laidOverField = (n, field) => {
    const a = n.getBoundingClientRect();
    return a.width > 0 && a.height > 0 && oc.overlapArea(a, field.getBoundingClientRect()) >= 0.5 * a.width * a.height;
  };
  function siblingText(el, after) {
    let t = "";
    // A caption can hold a link ("I agree to the <a>terms</a>"), but links alone are navigation
    // (a header's "Home News Sport" before its search field), not a name.
    let plain = false;
    const bottom = after ? el.getBoundingClientRect().bottom : 0;
    const slider = isSlider(el);
    for (let n = after ? el.nextSibling : el.previousSibling; n; n = after ? n.nextSibling : n.previousSibling) {
      if (mirrorField(n) || (slider && n.nodeType === 1 && scaleOf(n, el))) continue;
      // (A text field right after a choice's label on its line is where that choice is spelled
      // out: "Other (please specify) [____]" names the field too.)
      if (!after && !t && specifies(n, el)) return visibleText(n, NEARBY_MAX).trim();
      // (Nor words hidden from users' tools beside it: a code editor's gutter of line numbers.)
      if (n.nodeType === 1 && n.getAttribute("aria-hidden") === "true") continue;
      // (Nor a message kept for readers only, a live region drawn as nothing: an autocomplete's
      // "No results found" status beside its field.)
      if (n.nodeType === 1 && n.matches("[role=status], [role=alert], [aria-live]") && !n.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // (Nor the field's own hint drawn over it by a kit, its placeholder's words laid over its
      // box: Naive UI's. A caption beside it saying the same stays one.)
      if (n.nodeType === 1 && el.placeholder && cleanText(n.textContent, NEARBY_MAX) === cleanText(el.placeholder, NEARBY_MAX) && laidOverField(n, el)) continue;
      // (Nor a box whose words are all its controls' or their chips': the tags before a tag field.)
      if (n.nodeType === 1 && (n.tagName === "BR" || n.tagName === "HR" || (isControl(n) && !drawingOf(n, el)) || namesOther(n, el) ||
          (n.firstElementChild && (onlyControls(n) || drawnChip(n))))) break;
      // (A heading over a field that shows its own hint, with other fields under it, heads them
      // all: "Filters" over "City" and "Company".)
      if (!after && n.nodeType === 1 && n.matches(HEADINGS) && el.placeholder && el.parentElement && holdsOtherField(el.parentElement, el)) break;
      if (!after && barTitle(n, el)) break;
      if (after && n.nodeType === 1) {
        const r = n.getBoundingClientRect();
        if (r.height > 0 && r.top >= bottom - 1) break;
      }
      const s = (!after && titleLine(n)) || nodeText(n).trim();
      // (Before the field, a block with text is a line of its own, the caption above it; what
      // comes before that line is not: a table or a paragraph further up.)
      const line = !after && n.nodeType === 1 && s && BLOCKS.has(getComputedStyle(n).display);
      if (line && t) break;
      if (s && !(n.nodeType === 1 && n.matches("a[href]"))) plain = true;
      const first = !t;
      // (A line drawn as help under the caption: the caption.)
      const head = line && first && el.parentElement ? helpUnder(n, el.parentElement) : "";
      if (head) return head;
      if (s) t = after ? `${t} ${s}` : `${s} ${t}`;
      // (Words ending in a colon right before it, from a capital and a few words long, are its
      // whole caption: "Time zone:", not the "Signed in as Dana" before them in the same line;
      // not the tail of a sentence a link broke, ", send them a link, or copy the link:".)
      if (!after && first && n.nodeType === 3 && /^\p{Lu}[^,.;!?]*[:：]$/u.test(s) && s.split(/\s+/).length <= 5) break;
      if (line || t.length > NEARBY_MAX) break;
    }
    return plain ? t.trim() : "";
  }

  // The title of a setting's box of lines before its toggle ("Host video" over "Start meetings
  // with host video on"): the first of two or more lines, without a help marker (a "?" shown
  // with the help cursor). "" when `n` is no such box.
  function titleLine(n) {
    if (n.nodeType !== 1 || n.childElementCount < 2 || n.childElementCount > 4 || isControl(n)) return "";
    const lines = Array.prototype.filter.call(n.children, (c) => BLOCKS.has(getComputedStyle(c).display) && /\p{L}{2}/u.test(c.textContent));
    if (lines.length < 2 || lines[0] !== n.firstElementChild) return "";
    const title = cleanText(visibleText(lines[0], NEARBY_MAX, undefined, (x) => x !== lines[0] && getComputedStyle(x).cursor === "help"), NEARBY_MAX);
    return title.length <= 60 ? title : "";
  }
  // Is `n` the drawing of the field `el`, a control under it that it covers whole while it shows
  // nothing itself (an Upload <button> under a transparent file input laid over it)? No click
  // reaches that control; its words are the field's.
  function drawingOf(n, el) {
    if (el.checkVisibility({ opacityProperty: true })) return false;
    const [a, b] = [n.getBoundingClientRect(), el.getBoundingClientRect()];
    return a.width > 0 && a.left >= b.left - 2 && a.right <= b.right + 2 && a.top >= b.top - 2 && a.bottom <= b.bottom + 2;
  }

  // Is `n`, before the field `el`, the title of a bar of controls it starts (an app's name in bold
  // at the left of its header, before a period picker and an Export button)? Drawn bold or large
  // with no colon, in one row with the field, and with more after the field in the same box (any
  // control after a large title; another field after a bold one): it titles them all, not the
  // field beside it ("Sort by:" names its picker; so does a bold "Size" before its one field, and a
  // bold "Coupon code" before its field and Apply).
  function barTitle(n, el) {
    if (n.nodeType !== 1 || /:\s*$/.test(n.textContent)) return false;
    const cs = getComputedStyle(n);
    const field = parseFloat(getComputedStyle(el).fontSize) || 13;
    const large = parseFloat(cs.fontSize) >= field * 1.3;
    if (parseInt(cs.fontWeight, 10) < 600 && !large) return false;
    // (In one row with it: a heading on a line of its own over a field and its Send button is read
    // by the heading rules.)
    const [a, b] = [n.getBoundingClientRect(), el.getBoundingClientRect()];
    if (a.bottom <= b.top + 2 || a.top >= b.bottom - 2) return false;
    // (Bold at the field's size heads a bar of fields; before one field and its button, a
    // coupon's Apply, it is that field's caption.)
    for (let m = el.nextElementSibling, k = 0; m && k < 12; m = m.nextElementSibling, k++) {
      if (large ? isControl(m) : m.matches(FIELDS) || !!m.querySelector(FIELDS)) return true;
    }
    return false;
  }

  function labelLike(t) {
    // (A separator leading it, from the text of a bar before it, is no part of it: "| Go to page".)
    t = cleanText(t, NEARBY_MAX + 20).replace(/[:*\s]+$/, "").replace(/^[|·•—–\/\\:]+\s*/u, "").trim();
    // (A dash between a "Min" and a "Max" field, an arrow: symbols name nothing.)
    return t && t.length <= NEARBY_MAX && WORDY.test(t) ? t : "";
  }

  // A native field a widget kit keeps beside its drawn control so that a form sends its value
  // (Radix's checkbox and switch): hidden from reading and from the mouse, no field of the page's.
  const mirrorField = (n) => n.nodeType === 1 && (n.tagName === "INPUT" || n.tagName === "SELECT") && n.getAttribute("aria-hidden") === "true" &&
    (!n.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || getComputedStyle(n).pointerEvents === "none");
  // Does `parent` hold a field outside `box`? Asked child by child, so a table with thousands of
  // rows of checkboxes answers at the first other row (a document-wide count took 2 ms a field).
  // (Not a hidden input: a form's value kept beside a drawn widget, Mantine's slider's.)
  const FIELDS = "input:not([type=hidden]), select, textarea";
  // Is another field after `box` under the same heading (within a few siblings)?
  function fieldsFollow(box) {
    let k = 0;
    for (let n = box.nextElementSibling; n && k < 6 && !n.matches(HEADINGS); n = n.nextElementSibling, k++) {
      if (n.matches(FIELDS) || n.querySelector(FIELDS)) return true;
    }
    return false;
  }
  function holdsOtherField(parent, box) {
    for (let c = parent.firstElementChild; c; c = c.nextElementSibling) {
      if (c !== box && !mirrorField(c) && (c.matches(FIELDS) || c.querySelector(FIELDS))) return true;
    }
    return false;
  }

  // The label-like text a user reads as this field's name: after a checkbox/radio, before any other
  // field; else the text of the box or table cell just before the one the field sits alone in.
  const isSlider = (el) => oc.roleToken(el) === "slider" || (el.tagName === "INPUT" && el.type === "range");
  // Words drawn along a slider's track, under its knob's top and not on its row before the
  // track, are its scale: two or more pieces spread along it ("Low High", "50% 100% 200%"), or
  // one number alone ("0", "100%"). One caption there, "Exposure" under a range or "Zoom" after
  // it, "60 Hz" under an equalizer's band, names it.
  const TICK = /^[-+−]?[$€£¥]?\d+([.,]\d+)?\s?(%|°[CF]?|x|px)?$/u;
  function scaleOf(text, knob) {
    const range = document.createRange();
    range.selectNodeContents(text);
    // (Where the words are drawn, not their box: a box of marks laid out absolutely has no height.)
    const [b, k] = [range.getBoundingClientRect(), knob.getBoundingClientRect()];
    if (!(b.bottom > k.top + 2 && !(b.right <= k.left && b.top < k.bottom))) return false;
    const pieces = [];
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t && pieces.length < 3; t = walker.nextNode()) {
      if (!t.nodeValue.trim()) continue;
      const r = document.createRange();
      r.selectNodeContents(t);
      const box = r.getBoundingClientRect();
      if (box.width > 0 && !pieces.some((p) => Math.abs(p.left - box.left) < 1 && Math.abs(p.top - box.top) < 1)) pieces.push(box);
    }
    return pieces.length >= 2 || TICK.test(cleanText(text.textContent, 20));
  }
  // A caption row that also shows the slider's value ("Price range" and "$40" at its right end)
  // names it without the value, which is the mark's value already.
  // The caption over help text, when `before` (the words right before a field) is drawn as help:
  // smaller or fainter than the words of the box holding it, under a line drawn no smaller or
  // fainter, the field's name (a build form's bold "BRANCH" over "Git branch to build"). ""
  // otherwise: words drawn as the page's own are the name, under a section's heading or not.
  // (Help says more than its caption: a caption of a few words over a line of three or more,
  // not a
  // section's title over a field's small label, "Shipping address" over "ZIP code"; and a
  // <label> is a name, however drawn.)
  function helpUnder(before, box) {
    const head = before.previousElementSibling;
    if (!head || isControl(head) || head.matches(HEADINGS) || head.matches("a[href]") || head.querySelector(FIELDS)) return "";
    if (before.tagName === "LABEL" || before.querySelector("label")) return "";
    const count = (n) => cleanText(n.textContent, 80).split(" ").length;
    if (count(head) > 3 || count(before) < 3 || count(before) <= count(head)) return "";
    const [a, b] = [head.getBoundingClientRect(), before.getBoundingClientRect()];
    if (a.height <= 0 || a.height > 40 || b.top - a.bottom < -2 || b.top - a.bottom > 16) return "";
    const [hs, bs, os] = [getComputedStyle(head), getComputedStyle(before), getComputedStyle(box)];
    const bg = backgroundOf(box);
    const far = (cs) => contrastOn(cs.color, bg);
    const size = (cs) => parseFloat(cs.fontSize);
    const quiet = (cs) => size(cs) < size(os) - 0.5 || far(cs) < 0.75 * far(os);
    if (!quiet(bs) || quiet(hs)) return "";
    return labelLike(nodeText(head));
  }
  function nearbyLabel(el) {
    const t = nearbyCaption(el);
    if (!isSlider(el) || !t) return t;
    const value = (el.getAttribute("aria-valuetext") || el.getAttribute("aria-valuenow") || (el.tagName === "INPUT" ? el.value : "")).trim();
    return value && t.endsWith(` ${value}`) ? t.slice(0, -value.length - 1).trim() : t;
  }
  // Words that are no caption of a field beside them, whatever their place: an amount, alone or
  // after its label ("Total $1,785.52"), or a count of results ("Showing 1–24 of 5,000+ results").
  const NOT_CAPTION = /^(\p{L}[\p{L} ]*:?\s+)?[$€£¥₹]\s?[\d,.]+$|\d\s*[–-]\s*\d[\d,]*\s+of\s+\d|\bof\s+[\d,.]+\+?\s+results?\b/iu;
  function nearbyCaption(el) {
    const t = nearbyCaptionOf(el);
    // (A slider's caption row shows its value: "Price range $40".)
    return NOT_CAPTION.test(t) && !isSlider(el) ? "" : t;
  }
  function nearbyCaptionOf(el) {
    // (In a grid's cell that it is all of, a field is named by its column: the next cell is another
    // column's value.)
    const column = columnName(el);
    if (column) return column;
    const role = oc.roleToken(el);
    const tick = el.tagName === "INPUT" ? el.type === "checkbox" || el.type === "radio" : role === "checkbox" || role === "radio";
    // (A slider's words after it are its scale, the marks along its track: "xs md xl".)
    const slider = isSlider(el);
    const t = labelLike(siblingText(el, tick));
    if (t) return t;
    // (One short word after a text field is its value's unit, "px", "kg", "USD": the caption
    // before its box names it, when there is one.)
    const other = slider ? "" : labelLike(siblingText(el, !tick));
    const unit = !tick && /^\S{1,6}$/u.test(other) ? other : "";
    if (other && !unit) return other;
    return captionUp(el, slider) || unit;
  }
  // The caption of the box a field is alone in, a few boxes up (see nearbyCaption), or "".
  function captionUp(el, slider) {
    let t = "";
    let box = el;
    // (Four boxes up: a slider library's knob sits in its origin, its base and its track. Up to
    // eight for a <label> of no field in the column before the one holding it: Ant Design's form
    // item, its date field seven boxes down in the control column.)
    for (let depth = 0; depth < 8 && box.parentElement; depth++) {
      const parent = box.parentElement;
      if (parent.tagName === "FORM" || parent === document.body) {
        // (A box of the page's own, or a form's: only a heading just before it names what it holds.)
        const before = box.previousElementSibling;
        // (Not over a field that shows its own hint in a box with other controls: the heading
        // heads that box, a list's "Contacts" over its search field and "New contact" button.)
        const heads = el.placeholder && (box !== el ? box.querySelectorAll("a[href], button, input, select, textarea").length > 1 : fieldsFollow(el));
        if (before && before.matches(HEADINGS) && !heads) t = labelLike(nodeText(before));
        // (Or a <label> tied to no field, just before the widget it captions: DevExtreme's
        // select box after its "Product".)
        else if (before && before.tagName === "LABEL" && !before.control && !before.htmlFor) t = labelLike(nodeText(before));
        // (Or, for a slider, which shows no words of its own, a one-line caption drawn just above
        // its box: "Frameworks" over a slider whose words inside are its scale.)
        else if (before && (slider || (oc.roleToken(el) === "combobox" && !el.placeholder)) && !isControl(before) && !before.querySelector(FIELDS)) {
          const [a, b] = [before.getBoundingClientRect(), box.getBoundingClientRect()];
          if (a.height > 0 && a.height <= 30 && b.top - a.bottom >= -2 && b.top - a.bottom <= 16 && a.left < b.right && a.right > b.left) t = labelLike(nodeText(before));
        }
        return t || "";
      }
      // Only when the field is the only control in this box: otherwise the text before the box is
      // the group's heading, not this field's name. (But a short caption ending in a colon just
      // before the box the field is alone in names it, among other fields: "Amount:" before a box
      // of "$" and its field.)
      if (holdsOtherField(parent, box)) {
        const before = box !== el && box.previousElementSibling;
        const said = before && !isControl(before) && !before.querySelector(FIELDS) && !before.matches("a[href]") ? cleanText(nodeText(before), 60) : "";
        if (said.length <= 40 && /\p{L}{2}.*[:：]$/u.test(said) && !box.querySelector("a[href], button")) t = labelLike(said);
        if (t) return t;
        break;
      }
      let before = box.previousElementSibling;
      while (before && before.getAttribute("aria-hidden") === "true") before = before.previousElementSibling;
      // (Not the choice a select draws over its own typing field, react-select's "United Kingdom"
      // laid on its empty input: that is its value, and the caption is further up.)
      if (before && choiceOver(before, el)) { box = parent; continue; }
      // (Not a table's head over its body: its column names are no caption of a field in a cell,
      // a router's row checkbox under "ID MAC Address".)
      if (before && /^(THEAD|TFOOT)$/.test(before.tagName)) break;
      // (Not the item before in the same list: Chosen's search field after the chosen "Green".)
      // (Nor the row before in a table drawn with boxes, both rows of cells of one class: a board's
      // last item over its "+ Add item" row.)
      // (Cells alike, one by one, as far as the shorter row goes: not a caption's row of a label
      // and its "*" over a field's row of the field and its icon.)
      const firstClass = (n) => (n.getAttribute("class") || "").trim().split(/\s+/)[0];
      const cellsAlike = (a, b) => {
        const n = Math.min(a.childElementCount, b.childElementCount);
        for (let k = 0; k < n; k++) if (a.children[k].tagName !== b.children[k].tagName || firstClass(a.children[k]) !== firstClass(b.children[k])) return false;
        return n >= 2;
      };
      const peerRow = !!before && before.tagName === box.tagName && !!firstClass(box) && firstClass(before) === firstClass(box) && cellsAlike(before, box);
      // (Nor, above such rows, a title over the whole table, when the field shows a hint of its
      // own: the hint names it, "+ Add item" under a board's group "This week".)
      if (peerRow && el.placeholder) break;
      const peer = before && before.tagName === box.tagName && (PEER_TAGS.has(box.tagName) || peerRow);
      // (A caption is a line or two: a table before an editor's field names nothing.)
      // (Nor what names a dialog or region the field is in, its title: aria-labelledby of a box
      // around it points there.)
      const deepLabel = () => depth < 4 || before.matches("label") || !!before.querySelector("label");
      // (A heading over a field that shows its own hint, in a section holding more than that
      // field, heads the section: the hint names the field, a table's "Filter emails..." under the
      // card's "Payments". Not a heading over its one field: "Promo code" over "e.g. SUMMER10".)
      if (before && el.placeholder && before.matches(HEADINGS) &&
          (parent.childElementCount > 2 || box.querySelectorAll("a[href], button, input, select, textarea").length > 1)) break;
      // (A caption's line that also holds a link or two after its words, "Password" and "Forgot
      // your password?": its words name the field.)
      const lead = before && !peer && deepLabel() && leadCaption(before, el);
      if (lead) return lead;
      if (before && !peer && before.getBoundingClientRect().height <= 60 && deepLabel() && !isControl(before) && !namesOther(before, el) && !(slider && scaleOf(before, el)) &&
          !before.matches("a[href]") && !namesAncestor(before, el) && !onlyControls(before) && !drawnChip(before) && !barTitle(before, box) &&
          // (Nor words ending in a caret, a menu's trigger: a team switcher's "Ana's team ▾".)
          !/[▾▼⌄˅⏷]\uFE0F?\s*$/u.test(before.textContent)) {
        t = labelLike(titleLine(before) || nodeText(before));
        const head = t && helpUnder(before, parent);
        if (head) return head;
        if (t) return t;
      }
      box = parent;
    }
    // (At the top of a component's shadow tree, a label just before the box is its caption:
    // Carbon's multi-select, "Tags" over its field.)
    if (!box.parentElement && box.parentNode instanceof ShadowRoot) {
      const before = box.previousElementSibling;
      if (before && before.matches("label, [part*=label], [part*=title]") && !before.control && !isControl(before)) return labelLike(nodeText(before));
    }
    return "";
  }

  // The caption that leads a one-line box holding a link or a button or two after it (a sign-in
  // form's "Password" with "Forgot your password?" at the line's end), before the field `el`: a
  // <label> tied to no field. "" when the box is navigation or no such caption leads it.
  function leadCaption(n, el) {
    if (n.nodeType !== 1 || CONTROL_TAGS.has(n.tagName) || targets.has(n) || n.matches(WIDGET_SELECTOR) || n.matches(ROLE_TARGETS) ||
        n.matches("nav, [role=navigation], [role=toolbar], [role=menubar], [role=tablist], [role=group], fieldset")) return "";
    const first = n.firstElementChild;
    if (!first || n.childElementCount > 3 || n.getBoundingClientRect().height > 40) return "";
    const controls = n.querySelectorAll(WIDGET_SELECTOR + ", a[href]");
    if (!controls.length || controls.length > 2 || Array.prototype.some.call(controls, (c) => c === first || first.contains(c) || c.matches(FIELDS))) return "";
    // (Words before the caption box are the line's start: not led by a caption box.)
    for (let t = n.firstChild; t && t !== first; t = t.nextSibling) if (t.nodeType === 3 && /\S/.test(t.nodeValue)) return "";
    // (A <label> only: a chip's words before its "×", a chosen file's name before "Remove", a
    // status line before "Undo" lead their lines too, and name nothing.)
    const own = first.tagName === "LABEL" && !first.control && !first.htmlFor;
    return own && !namesOther(first, el) ? labelLike(nodeText(first)) : "";
  }

  // Is `n` drawn on the field `el`'s own line, over it (the choice a combobox shows laid over its
  // empty typing field)?
  function choiceOver(n, el) {
    // (Not a label floating over the field, nor its placeholder drawn by the page, which the mouse
    // goes through to the field: no choice.)
    if (oc.roleToken(el) !== "combobox" || n.nodeType !== 1 || isControl(n) || n.tagName === "LABEL" || n.querySelector("label") ||
        /label|placeholder|hint/i.test(typeof n.className === "string" ? n.className : "") || getComputedStyle(n).pointerEvents === "none") return false;
    const [a, b] = [n.getBoundingClientRect(), el.getBoundingClientRect()];
    return a.width > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top && Math.abs((a.top + a.bottom) - (b.top + b.bottom)) / 2 <= Math.max(4, b.height / 2);
  }

  const PEER_TAGS = new Set(["LI", "TR", "OPTION", "DT", "DD"]);
  // Is all the text of `n` its controls' (a tab bar's "Profile Billing Security" above a field)?
  // Their words name them, not a field after them.
  // (A chip holding a control of its own, its "×", is that control's: tags before a tag field are
  // no caption of it.)
  // (A chip: a few words and a control or a remover of its own, Fomantic's label with its
  // "delete" icon.)
  // Does the box draw itself apart from what it is in: a fill, a frame on three sides or more,
  // rounded corners? (A chip, a key, a slot; a table cell's divider line is no frame.)
  const CLEAR = /^(transparent|rgba\([^)]*,\s*0\))$/;
  function drawnAsBox(el) {
    const cs = getComputedStyle(el);
    if (!CLEAR.test(cs.backgroundColor) || cs.backgroundImage !== "none") return true;
    const sides = ["Top", "Right", "Bottom", "Left"].filter((s) => parseFloat(cs[`border${s}Width`]) > 0 && !CLEAR.test(cs[`border${s}Color`]));
    return sides.length >= 3 || (sides.length > 0 && parseFloat(cs.borderTopLeftRadius) > 0);
  }
  // (Drawn as a chip: a caption with a help icon or a clear cross beside it is still a caption.)
  const drawnChip = (x) => chip(x) && drawnAsBox(x);
  const chip = (x) => x.childElementCount > 0 && (x.textContent || "").trim().length <= 30 &&
    Array.prototype.some.call(x.children, (c) => isControl(c) || targets.has(c) || removes(c));
  // (A menu bar's or tab list's words are its items', whatever holds their clicks: PrimeVue's
  // menu items, role on the <li>, the listener on a box inside, the text in a link with no href.)
  const ITEM_OF_BAR = /^(menuitem|menuitemcheckbox|menuitemradio|tab|option|treeitem)$/;
  const onlyControls = (n) => n.firstElementChild !== null && (/^(menubar|menu|tablist|toolbar|listbox)$/.test(oc.roleToken(n)) ||
    !cleanText(textOf(n, 80, undefined, (x) => isControl(x) || (x !== n && (chip(x) || targets.has(x) || ITEM_OF_BAR.test(oc.roleToken(x))))), 80));
  // The elements an id-list attribute of `el` (aria-labelledby, aria-describedby) points at, in
  // `el`'s own tree.
  function refsOf(el, attr) {
    const root = el.getRootNode();
    return (el.getAttribute(attr) || "").split(/\s+/).filter(Boolean)
      .map((id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id))).filter(Boolean);
  }
  // Does `n` (or an element in it) name a box around `el` by that box's aria-labelledby?
  function namesAncestor(n, el) {
    for (let a = el.parentElement && el.parentElement.closest("[aria-labelledby]"), k = 0; a && k < 4; a = a.parentElement && a.parentElement.closest("[aria-labelledby]"), k++) {
      if (refsOf(a, "aria-labelledby").some((ref) => ref === n || n.contains(ref))) return true;
    }
    return false;
  }

  // --- icon names ----------------------------------------------------------------------------------
  // A rich-text editor's toolbar (Quill's ql-bold, ql-list ...): words for a button only, as
  // most of them are everyday class words elsewhere (a pagination's "page-link" with its "2" is
  // no "link 2").
  const TOOLBAR_WORDS = new Map(Object.entries({
    bold: "bold", italic: "italic", underline: "underline", strike: "strikethrough",
    strikethrough: "strikethrough", link: "link", unlink: "unlink", image: "image", video: "video",
    code: "code", list: "list", bullet: "bullet list", ordered: "numbered list", indent: "indent",
    outdent: "outdent", align: "align", color: "color", clean: "clear formatting",
    blockquote: "quote", quote: "quote", undo: "undo", redo: "redo", attach: "attach",
    paperclip: "attach", emoji: "emoji", print: "print", save: "save", highlight: "highlight",
    background: "background color", font: "font", size: "font size", header: "heading",
  }));
  const GENERATED_CLASS = /^(css|sc|jss|emotion|svelte)-/i;
  // Words at the end of an icon's class that say its style or its box, not what it shows.
  const SUFFIX_WORDS = new Set(["icon", "icons", "ico", "lg", "sm", "xs", "xl", "md", "fill", "filled", "outline", "outlined", "o",
    "alt", "solid", "regular", "light", "thin", "round", "rounded", "sharp", "two", "tone", "line", "svg", "btn", "button",
    "wrapper", "wrap", "container", "box", "root", "half", "empty", "full", "on", "off", "active", "inner", "el", "s",
    // (And what an arrow moves through: "flatpickr-prev-month" is a previous.)
    "month", "year", "week", "day", "page", "slide", "item", "control"]);
  // Icon words of a part that dismisses what it sits in (a tab's or a tag's cross).
  const DISMISS_WORDS = new Set(["close", "remove", "delete", "trash"]);
  // Icons that do a thing of their own wherever they sit: a mail row's star and reply, a post
  // card's like and share, are targets apart from the row or card a click opens. (Said by the
  // icon's own element, or a drawing and what it uses: not the box around it.) Not the picture
  // of an item's short label beside it: a menu's "🗑 Delete".
  const APART_WORDS = new Set(["star", "trash", "delete", "like", "retweet", "share", "more", "reply", "edit", "bookmark",
    "download", "copy", "favorite", "comment", "send", "info", "wishlist", "settings"]);
  // (`alone`: in a box of its own with no words, a mail row's cell or a card's bar of actions; an
  // icon whose only sign is the pointer it shares with its row is that row's beside words, a
  // repository row's "★ 1.2k".)
  // (Not a picture that is all of a box the page names and points at of its own, a "Copy to
  // clipboard" box around its sprite's <use href="#copy">: that box is the control, the icon its
  // look.)
  function actsApart(el, alone = false) {
    const word = iconWord(el, false, el.localName !== "svg");
    if (!APART_WORDS.has(word)) return false;
    // (A mark that also says a state, a star, set as a badge on a picture's corner, says it.)
    if (STATE_BADGES.has(word) && badgeOnPicture(el)) return false;
    for (let p = el.parentElement, k = 0; p && p.parentElement && k < 3 && !p.textContent.trim(); p = p.parentElement, k++) {
      if ((p.hasAttribute("title") || p.hasAttribute("aria-label")) && getComputedStyle(p).cursor !== getComputedStyle(p.parentElement).cursor) return false;
    }
    const beside = cleanText((el.parentElement && el.parentElement.textContent) || "", 80);
    return !beside || (!alone && beside.split(" ").length > 3);
  }
  const STATE_BADGES = new Set(["star", "favorite", "like", "bookmark", "wishlist", "info"]);
  // Is `el` (or the box right around it) set over a corner of a picture drawn as a box with no
  // words, poking out of it: a badge saying what the picture shows (a file icon's favourite star),
  // where a click opens what the picture does?
  function badgeOnPicture(el) {
    for (let n = el, k = 0; n && n.parentElement && k < 2; n = n.parentElement, k++) {
      if (getComputedStyle(n).position !== "absolute") continue;
      const p = n.parentElement;
      const [r, pr, ps] = [n.getBoundingClientRect(), p.getBoundingClientRect(), getComputedStyle(p)];
      const out = r.left < pr.left || r.right > pr.right || r.top < pr.top || r.bottom > pr.bottom;
      const drawsOther = Array.prototype.some.call(p.querySelectorAll("svg, img, canvas"), (pic) => !n.contains(pic));
      const picture = !p.textContent.trim() && (drawsOther || ps.backgroundImage !== "none" || !CLEAR.test(ps.backgroundColor));
      return out && picture && pr.width >= 16 && pr.height >= 16;
    }
    return false;
  }
  // Words a class puts before an axis ("overflow-x", "pan-x", "translate-x").
  const AXIS_WORDS = new Set(["pan", "scroll", "overflow", "resize", "translate", "axis", "flip", "scale", "skew", "rotate", "touch", "snap", "drag"]);
  // A part that removes or closes what it sits in: a cross drawn as a glyph (in its text or by its
  // style sheet, Fomantic's chip's "✕"), or named so by its icon.
  const CROSS = /^[×✕✖⨯]$/;
  // ... or drawn as two thin bars turned a quarter apart, its ::before and ::after (a toast's or a
  // modal's close button, notyf's).
  // (Crossing: turned opposite ways about one centre. Two bars side by side are a chevron.)
  const turnOf = (cs) => {
    if (cs.content === "none" || cs.transform === "none") return 0;
    const m = /^matrix\(([^,]+),\s*([^,]+)/.exec(cs.transform);
    const w = parseFloat(cs.width), h = parseFloat(cs.height);
    if (!m || Math.abs(Math.abs(+m[1]) - Math.abs(+m[2])) >= 0.2 || !(Math.min(w, h) <= 4 && Math.max(w, h) >= 6)) return 0;
    return Math.sign(+m[2]);
  };
  const centreOf = (cs) => [parseFloat(cs.left) + parseFloat(cs.width) / 2, parseFloat(cs.top) + parseFloat(cs.height) / 2];
  const crossDrawn = (n) => {
    const before = getComputedStyle(n, "::before"), after = getComputedStyle(n, "::after");
    if ([before, after].some((cs) => CROSS.test(cs.content.replace(/^"(.*)"$/, "$1")))) return true;
    const a = turnOf(before), b = turnOf(after);
    if (!a || !b || a === b) return false;
    const [ax, ay] = centreOf(before), [bx, by] = centreOf(after);
    return Math.abs(ax - bx) <= 2 && Math.abs(ay - by) <= 2;
  };
  // Which way a chevron drawn as all of a wordless control points: "previous" for left, "next" for
  // right (a pager's, a calendar's or a carousel's arrows drawn with no name), "" for any other
  // drawing. A chevron: two strokes that meet in a point at one side of its box, with nothing
  // drawn from that point across the middle: that is an arrow's shaft, or a triangle's body (a
  // player's ▶ is no "next"). Read from the drawing itself, its points tested on a grid of its
  // box in its own units, then turned the way it is drawn on the screen.
  const WAY_GRID = 9;
  // (Only one of a pair on a line, a left one before a right one: a pager's, a month's or a
  // carousel's. A chevron alone opens, submits or goes into what it ends: a row's, a form's.)
  // (Not a disclosure's twisty, which says it opens, or one in a tree's row: there a chevron
  // says open or shut, not where it goes.)
  function chevronWay(el) {
    const way = drawnWay(el);
    if (!way) return "";
    const r = el.getBoundingClientRect();
    const mid = (r.top + r.bottom) / 2;
    for (let p = el.parentElement, k = 0; p && k < 3 && p !== document.body; p = p.parentElement, k++) {
      const parts = p.querySelectorAll("*");
      for (let n = 0; n < parts.length && n < 60; n++) {
        const c = parts[n];
        if (c === el || c.contains(el) || el.contains(c) || c.namespaceURI !== el.namespaceURI) continue;
        const b = c.getBoundingClientRect();
        if (!(b.top < mid && b.bottom > mid) || (way === "previous" ? b.left < r.right : b.right > r.left)) continue;
        const other = drawnWay(c);
        if (other && other !== way) return way;
      }
    }
    return "";
  }
  function drawnWay(el) {
    if (el.textContent.trim() || el.closest("[aria-expanded], [role=treeitem], summary")) return "";
    const svgs = el.querySelectorAll("svg");
    if (svgs.length === 1 && !el.querySelector("img")) return svgWay(svgs[0]);
    if (svgs.length || el.firstElementChild) return "";
    for (const pseudo of ["::before", "::after"]) {
      const cs = getComputedStyle(el, pseudo);
      const way = cs.content === '""' ? cornerWay(cs) : null;
      if (way) return wayWord(way[0], way[1]);
    }
    return "";
  }
  // The way a corner drawn by a pseudo-element points, as [dx, dy] on the screen, or null: a small
  // square with two sides that meet drawn, turned (a chevron made of borders).
  function cornerWay(cs) {
    const px = (v) => parseFloat(v) || 0;
    const drawn = (side) => px(cs[`border${side}Width`]) > 0 && !CLEAR.test(cs[`border${side}Color`]);
    if (px(cs.width) > 14 || px(cs.height) > 14 || cs.transform === "none") return null;
    const SIDES = { Top: [0, -1], Right: [1, 0], Bottom: [0, 1], Left: [-1, 0] };
    const sides = Object.keys(SIDES).filter(drawn);
    if (sides.length !== 2) return null;
    const [x, y] = [SIDES[sides[0]][0] + SIDES[sides[1]][0], SIDES[sides[0]][1] + SIDES[sides[1]][1]];
    if (!x || !y) return null; // opposite sides: two lines, no corner
    const m = new DOMMatrixReadOnly(cs.transform);
    return [m.a * x + m.c * y, m.b * x + m.d * y];
  }
  const wayWord = (dx, dy) => (Math.abs(dx) > 1.5 * Math.abs(dy) ? (dx < 0 ? "previous" : "next") : "");
  function svgWay(svg) {
    const shapes = Array.from(svg.querySelectorAll("path, polyline, polygon, line, circle, ellipse, rect, use, image, text"));
    if (!shapes.length || shapes.length > 2 || shapes.some((s) => !/^(path|polyline|polygon|line)$/.test(s.localName))) return "";
    let ctm, box;
    try {
      ctm = shapes[0].getScreenCTM();
      const same = (m) => m && ["a", "b", "c", "d"].every((k) => Math.abs(m[k] - ctm[k]) < 1e-6);
      if (!ctm || !shapes.every((s) => same(s.getScreenCTM()))) return "";
      const boxes = shapes.map((s) => s.getBBox());
      const x0 = Math.min(...boxes.map((b) => b.x)), y0 = Math.min(...boxes.map((b) => b.y));
      box = [x0, y0, Math.max(...boxes.map((b) => b.x + b.width)) - x0, Math.max(...boxes.map((b) => b.y + b.height)) - y0];
    } catch (e) {
      return "";
    }
    if (!(box[2] > 0 && box[3] > 0)) return "";
    const looks = shapes.map((s) => getComputedStyle(s)).map((cs) => [cs.stroke !== "none", cs.fill !== "none"]);
    const N = WAY_GRID;
    const grid = [];
    for (let r = 0; r < N; r++) {
      const row = [];
      for (let c = 0; c < N; c++) {
        const pt = { x: box[0] + ((c + 0.5) / N) * box[2], y: box[1] + ((r + 0.5) / N) * box[3] };
        row.push(shapes.some((s, k) => (looks[k][0] && s.isPointInStroke(pt)) || (looks[k][1] && s.isPointInFill(pt))));
      }
      grid.push(row);
    }
    // (In its own units, the way it points; then on the screen, through its transform.)
    const at = (r, c, turn) => (turn ? grid[c][r] : grid[r][c]);
    for (const turn of [false, true]) {
      for (const sign of [-1, 1]) {
        if (!pointsAlong(at, turn, sign)) continue;
        const [ux, uy] = turn ? [0, sign] : [sign, 0];
        return wayWord(ctm.a * ux + ctm.c * uy, ctm.b * ux + ctm.d * uy);
      }
    }
    return "";
  }
  // Does the sampled drawing point toward the side `sign` (-1: the start of a line of the grid, 1:
  // its end) along its lines (`turn`: along its columns), as a chevron: every line drawn, its
  // middle line only near that side, its first and last lines only far from it, and the lines in
  // between coming nearer that side toward the middle?
  function pointsAlong(at, turn, sign) {
    const N = WAY_GRID, mid = (N - 1) / 2;
    const near = []; // per line, the drawn cell nearest the side, counted from that side
    const far = [];
    for (let r = 0; r < N; r++) {
      const cells = [];
      for (let c = 0; c < N; c++) if (at(r, c, turn)) cells.push(sign < 0 ? c : N - 1 - c);
      if (!cells.length) return false;
      near.push(Math.min(...cells));
      far.push(Math.max(...cells));
    }
    if (near[mid] > 1 || far[mid] >= mid || near[0] < mid || near[N - 1] < mid) return false;
    for (let r = 1; r <= mid; r++) if (near[r] > near[r - 1] || near[N - 1 - r] > near[N - r]) return false;
    return true;
  }
  const removes = (n) => CROSS.test(n.textContent.trim()) || DISMISS_WORDS.has(iconWord(n)) || (!n.textContent.trim() && crossDrawn(n));
  const CELL_ROLES = new Set(["cell", "gridcell", "columnheader", "rowheader", "row"]);
  // Does `el` say the text it shows is its placeholder? A data-placeholder flag (empty: Radix's,
  // set only while nothing is chosen), or one that holds that very text; not one kept as a setting
  // ("Choose a country") beside a choice it shows.
  function showsPlaceholder(el, shown) {
    const flag = el.getAttribute("data-placeholder");
    if (flag !== null) return flag === "" || cleanText(flag, 80) === shown;
    return hintPart(el);
  }
  // Does a box show all its words in one part drawn as a hint: a part whose class says it is the
  // placeholder, or one the mouse goes through whose text is faded toward the background next to
  // the box's own text colour (Mantine's date button, "Pick date" in light grey)?
  // (A class word may be written in camel case, Fluent's "titleIsPlaceHolder".)
  const HINT_CLASS = /(^|[-_\s])(place ?holder|prompt)([-_\s]|$)/i;
  const hintClass = (n) => HINT_CLASS.test((n.getAttribute("class") || "").replace(/([a-z])([A-Z])/g, "$1 $2"));
  function hintPart(el) {
    const all = cleanText(el.textContent, 80);
    // (Down the one box that holds all the words, a few deep, Ant Design's and Naive UI's hint in
    // a part of their selector box: there a class says it only of words drawn faded, as Element
    // Plus keeps its chosen value in a placeholder-classed box too.)
    // (Past a caret drawn beside it: "Select ▾".)
    const words = (t) => cleanText(t || "", 80).replace(/[^\p{L}\p{N}\s]/gu, "").trim();
    let part = el, depth = 0, classedBox = null;
    while (depth < 3) {
      const parts = Array.prototype.filter.call(part.children, (c) => !!words(c.textContent));
      if (parts.length !== 1 || words(parts[0].textContent) !== words(all)) break;
      part = parts[0];
      depth++;
      if (hintClass(part)) classedBox = part; // (the deepest, nearest the words)
      if (!part.children.length) break;
    }
    const classed = !!classedBox;
    if (part === el || part.children.length) return false;
    if (depth === 1 && classed) return true;
    const ps = getComputedStyle(part);
    if (!classed && (depth > 1 || ps.pointerEvents !== "none")) return false;
    const bg = backgroundOf(el);
    const far = (c) => contrastOn(c, bg);
    const own = far(ps.color);
    // (Faded: well toward the background from the box's own text, a kit's grey hint; half way
    // for a part a class calls a hint a few boxes down, where a kit's chosen value may sit.)
    if (own < (classed ? 0.5 : 0.6) * far(getComputedStyle(el).color)) return true;
    // (Or, classed a hint, too faint to read as text, below a contrast of 3 to 1 with what is
    // under it, where the box's own text reads clearly (4.5 to 1): Element Plus's #a8abb2 hint on
    // white in a black box, not its #606266 choice; not a bar whose text is all as faint, white
    // on orange or grey on grey.)
    if (classed && contrastRatio(ps.color, bg) < 3 && contrastRatio(getComputedStyle(el).color, bg) >= 4.5) return true;
    // (Or fainter than an alike part of the page's, another select's chosen value drawn in the
    // same classed box: Element Plus's grey "Select" beside its "Shanghai".)
    if (!classed) return false;
    const token = Array.prototype.find.call(classedBox.classList, (c) => HINT_CLASS.test(c.replace(/([a-z])([A-Z])/g, "$1 $2")));
    if (!token) return false;
    const peers = Array.prototype.slice.call(document.getElementsByClassName(token), 0, 20).filter((n) => n !== classedBox && !n.contains(part));
    return peers.some((n) => own < 0.75 * far(getComputedStyle(n).color));
  }
  // What aria-current says of `el` ("page", "step", "true"...), or "" for none: "false", and the
  // "undefined" or "null" a framework writes for a value it never set (Carbon's tree, every node).
  function currentOf(el) {
    const said = (el.getAttribute("aria-current") || "").trim().toLowerCase();
    return /^(|false|undefined|null)$/.test(said) ? "" : said;
  }
  const rgba = (c) => (c.match(/[\d.]+/g) || ["0", "0", "0"]).map(Number).concat([1]).slice(0, 4);
  // A colour laid over an opaque background, by its alpha.
  const over = ([r, g, b, a], [br, bg, bb]) => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
  const luminance = ([r, g, b]) => {
    const lin = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  // The contrast ratio of a text colour laid over an opaque background, as WCAG measures it.
  const contrastRatio = (color, bg) => {
    const [a, b] = [luminance(over(rgba(color), bg)), luminance(bg)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  // How far a text colour stands from the opaque background under it (0: not at all).
  const contrastOn = (color, bg) => Math.abs(luminance(over(rgba(color), bg)) - luminance(bg));
  // The first opaque background at or above `el` (white when none is).
  function backgroundOf(el) {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3] > 0.5) return c;
    }
    return [255, 255, 255, 1];
  }
  const TEST_ID_ATTRIBUTES = ["data-testid", "data-test-id", "data-test", "data-qa", "data-cy"];
  // Words of a shape an arrow is drawn as, and the words of where one goes.
  const SHAPE_WORDS = new Set(["arrow", "chevron", "caret", "angle"]);
  const WAY_WORDS = new Map([["prev", "previous"], ["previous", "previous"], ["next", "next"], ["back", "back"], ["forward", "forward"]]);
  function iconWord(el, toolbar = false, ownOnly = false) {
    // (Not an icon inside a control of its own: a rating's group is not named by its stars.)
    // (Nor an icon that is not drawn: a filter icon kept display: none until a filter is set.)
    // (`ownOnly`: the element's own classes and attributes, not its icons'.)
    const icons = ownOnly ? [] : Array.from(el.querySelectorAll("svg, i, span, img, use, [data-icon], [icon]")).slice(0, 16);
    if (!ownOnly) for (const c of el.children) if (c.localName.endsWith("-icon")) icons.unshift(c); // (<ion-icon>, <sl-icon>)
    // (A table's cell or header is named by what it shows: its own class says which column or
    // feature of the grid it serves, AG Grid's empty "ag-floating-filter" cell, not an icon.)
    const nodes = [...(CELL_ROLES.has(roleOf(el)) ? [] : [el]), ...icons
      .filter((n) => !ownControlInside(el, n) && n.checkVisibility({ visibilityProperty: true }))].slice(0, 8);
    // An icon named in an attribute, on the control or an icon in it, says more than a class word
    // of the control's kind: UIkit's <a class="uk-navbar-toggle" uk-icon="icon: cart"> is a cart.
    for (const n of nodes) {
      for (const a of n.attributes) {
        if (!(/(^|-)(icon|lucide)$/.test(a.name) || (a.name === "name" && n.localName.endsWith("-icon")))) continue;
        const words = a.value.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z]+/).filter((w) => w && !SUFFIX_WORDS.has(w));
        const paired = pairedIcon(words);
        if (paired) return paired;
        for (let k = words.length - 1; k >= 0; k--) if (ICON_WORDS.has(words[k])) return ICON_WORDS.get(words[k]);
      }
    }
    for (const n of nodes) {
      const glyph = ligatureOf(n);
      if (glyph) return glyph;
      // (A generated class name is no words: CSS-in-JS's "css-1x5jdmq", a part with letters and
      // digits mixed; "lucide-trash-2" still says trash.)
      const tokens = (typeof n.className === "string" ? n.className : (n.getAttribute("class") || ""))
        // (A kit's versioned prefix is no generated part: Blueprint's "bp6-icon-cross".)
        .split(/\s+/).filter((token) => !GENERATED_CLASS.test(token) && !token.split(/[-_]/).some((part, k) => /\d/.test(part) && /[a-z]/i.test(part) && !(k === 0 && /^[a-z]{1,4}\d$/i.test(part))));
      if (n.tagName.toLowerCase() === "use") tokens.push(n.getAttribute("href") || n.getAttribute("xlink:href") || "");
      // (A web component's part names say what a part is as its classes do: Vaadin's
      // part="field-button toggle-button".)
      tokens.push(...(n.getAttribute("part") || "").split(/\s+/).filter(Boolean));
      // (And the name a page's tests find it by, a word of what it does: "board-header__search".)
      for (const a of TEST_ID_ATTRIBUTES) if (n === el && n.hasAttribute(a)) tokens.push(n.getAttribute(a));
      // (And an icon named in an attribute: data-icon="cart", UIkit's uk-icon="icon: cart",
      // Lucide's data-lucide, an icon element's own name: <ion-icon name="cart-outline">.)
      for (const a of n.attributes) {
        if (/(^|-)(icon|lucide)$/.test(a.name) || (a.name === "name" && n.localName.endsWith("-icon"))) tokens.push(a.value);
      }
      // Class names go from the block to its part ("search-choice-close" is a search choice's
      // close button, "fa-star" a star): the last word of a class that names an icon wins.
      // (Only that last word, past the words that say a style or a kind of box: "close-button"
      // and "heart-o" still say close and like, but "app-calendar-panel-resizer" is a resizer,
      // not a calendar: a library's prefix names nothing.)
      // (A shape's word gives way to a word of where it goes in another class of the same part:
      // "arrow prev" is previous.)
      let shape = "", weak = "";
      for (const token of tokens) {
        const words = token.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z]+/);
        const paired = pairedIcon(words);
        if (paired) return paired;
        for (let k = words.length - 1; k >= 0; k--) {
          if (!words[k] || SUFFIX_WORDS.has(words[k])) continue;
          // ("x" after a word of movement is an axis, "pan-x" or "scroll-x", not a close cross.)
          if (words[k] === "x" && k > 0 && AXIS_WORDS.has(words[k - 1])) break;
          // (A toggle of a thing says the thing: "mute_toggle" mutes.)
          if (words[k] === "toggle" && k > 0 && ICON_WORDS.has(words[k - 1])) continue;
          // (A link's class that says it is one, Bootstrap's "nav-link", names its kind, not an
          // icon: the icon inside it says which.)
          if (words[k] === "link" && n === el && el.tagName === "A") break;
          // (Nor a menu that is the kind of box, "drop-down-menu upload": the box's other
          // class says what its trigger does.)
          if (words[k] === "menu" && k > 0 && /^(down|dropdown|context|popup|sub|mega|flyout)$/.test(words[k - 1])) break;
          if (ICON_WORDS.has(words[k])) {
            const word = ICON_WORDS.get(words[k]);
            // (A toggle gives way to what it toggles, said by another class or the page's test
            // name: "dp-toggle" with data-test "datepicker-toggle" is a calendar's.)
            if (word === "toggle") { weak = weak || word; break; }
            if (!SHAPE_WORDS.has(word)) return word;
            // (A shape after what it draws, in one icon font name joined by "_", "play_arrow": a
            // play. Not a block's part, "datepicker-arrow".)
            const drawn = words.slice(0, k).reverse().find((w) => ICON_WORDS.has(w) && !SHAPE_WORDS.has(ICON_WORDS.get(w)) && ICON_WORDS.get(w) !== "toggle");
            if (drawn && new RegExp(`(^|[^a-z])${drawn}_([a-z]+_)*${words[k]}`, "i").test(token)) return ICON_WORDS.get(drawn);
            shape = shape || word;
            break;
          }
          if (toolbar && TOOLBAR_WORDS.has(words[k])) return TOOLBAR_WORDS.get(words[k]);
          if (shape && WAY_WORDS.has(words[k])) return WAY_WORDS.get(words[k]);
          break;
        }
      }
      if (shape) return shape;
      if (weak) return weak;
      // An icon font's pair of classes, its bare prefix and the prefix with the icon's name
      // ("mdi mdi-format-align-left", "fa fa-align-left", "bi bi-text-center"), on an element
      // that shows nothing else: the words after the prefix are the icon's name, whatever they are.
      // (On an icon's own element, an <i>, or a <span> or <svg> inside the control: "btn
      // btn-primary" on a button is a style, not an icon.)
      if (!n.textContent.trim() && (n.tagName === "I" || (n !== el && (n.tagName === "SPAN" || n.localName === "svg")))) {
        const named = prefixedIconName(tokens);
        if (named) return named;
      }
    }
    return "";
  }
  // Words an icon font's modifier classes say (a fixed width, a spin, a size), and font names.
  const ICON_MODIFIERS = new Set(["fw", "spin", "pulse", "border", "inverse", "stack", "li", "pull", "flip", "rotate", "inline",
    "tabler", "brands", "solid", "regular", "light", "duotone", "beat", "fade", "bounce", "shake"]);
  function prefixedIconName(tokens) {
    // (Font Awesome's style prefixes are its bare prefix too: "fas fa-trash".)
    // (Or a prefix whose last word is "icon", a kit's own: "bp6-icon bp6-icon-align-left".)
    const bare = new Set(tokens.filter((t) => /^[a-z]{1,8}$/i.test(t) || /^[a-z][a-z0-9]{0,7}-icon$/i.test(t)).map((t) => t.toLowerCase().replace(/^fa[srbld]$/, "fa")));
    let name = "";
    for (const token of tokens) {
      const m = /^([a-z]{1,8}|[a-z][a-z0-9]{0,7}-icon)-(.+)$/i.exec(token);
      if (!m || !bare.has(m[1].toLowerCase())) continue;
      const words = m[2].toLowerCase().split(/[-_]+/).filter((w) => w && /^[a-z]+$/.test(w) && !SUFFIX_WORDS.has(w));
      // (The last that names something: "fa fa-fw fa-align-left" is an align left, "icon
      // icon-tabler icon-tabler-align-left" too.)
      if (words.length && words.length <= 4 && !words.every((w) => ICON_MODIFIERS.has(w)) && !/^\d+(x|px)$/.test(m[2])) {
        name = words.filter((w) => !ICON_MODIFIERS.has(w)).join(" ");
      }
    }
    return name;
  }

  // A control inside another mark's box whose text is its own name, not the box's; and a tree
  // item's branch (its child items are named by their own text).
  // (Not a link: a card's title link is the card's name too.)
  const NESTED_CONTROL = "button, input, select, textarea, [role=button], [role=checkbox], " +
    "[role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], [role=treeitem], [role=group]";
  // An element inside `el` that is a control of its own (its name is not el's name).
  const OWN_CONTROL = "a[href], button, input, select, textarea, [tabindex], [role=button], [role=link], " +
    "[role=slider], [role=tab], [role=checkbox], [role=radio], [role=menuitem], [role=option], [role=switch]";
  function ownControlInside(el, n) {
    const c = n.closest(OWN_CONTROL);
    return c !== null && c !== el && el.contains(c);
  }

  // Inner elements that carry a name of their own (an SVG <title>, an image's alt, an aria-label
  // or title), the first few, and the name each carries.
  // (Not one hidden, which names nothing: a tree's expander holding a program's path in the title
  // of an undrawn span before its picture.)
  function innerNamed(el) {
    const found = [];
    for (const n of el.querySelectorAll("svg title, img[alt], [aria-label], [title]")) {
      if (n.tagName.toLowerCase() === "title" || n.checkVisibility()) found.push(n);
      if (found.length === 6) break;
    }
    return found;
  }
  const nameFrom = (n) => n.tagName.toLowerCase() === "title" ? n.textContent
    : n.getAttribute("alt") || n.getAttribute("aria-label") || n.getAttribute("title");
  // A command word from a class that a sibling button without a value shares is no command: it
  // names a set's items (a carousel's "bullet" dots), not one of a toolbar's (Quill's two
  // "ql-list" buttons say "ordered" and "bullet" by their values).
  function commandWord(el) {
    const word = iconWord(el, true);
    if (!word || el.hasAttribute("value") || !el.parentElement || word === iconWord(el)) return word;
    for (let n = el.parentElement.firstElementChild, k = 0; n && k < 12; n = n.nextElementSibling, k++) {
      if (n !== el && n.tagName === el.tagName && !n.hasAttribute("value") && iconWord(n, true) === word) return iconWord(el);
    }
    return word;
  }
  // What a page's own attribute says a part does, when it is one of the icon words ("prev" and
  // "next" arrows drawn as bare shapes, data-action="prev").
  const ACTION_ATTRIBUTES = ["data-action", "data-direction", "data-dir", "data-nav"];
  // (And a command the page names for a delegated handler, data-cmd="insertUnorderedList": its
  // words, "insert unordered list", at most four.)
  const COMMAND_ATTRIBUTES = ["data-cmd", "data-command", "data-action"];
  function actionWord(el) {
    for (const a of ACTION_ATTRIBUTES) {
      const v = (el.getAttribute(a) || "").trim().toLowerCase();
      if (v && ICON_WORDS.has(v)) return ICON_WORDS.get(v);
    }
    return "";
  }
  // (Only where no icon names it, and a command its alike siblings do not share: a dispatcher's
  // data-action="open-modal" on an edit, a share and a delete icon names none of them.)
  function commandWords(el) {
    for (const a of COMMAND_ATTRIBUTES) {
      const v = (el.getAttribute(a) || "").trim();
      if (!/^[A-Za-z]+([-_ ]?[A-Za-z]+)*$/.test(v)) continue;
      const shared = Array.prototype.some.call(el.parentElement ? el.parentElement.children : [], (n) => n !== el && n.getAttribute(a) === v);
      const words = v.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[-_ ]+/);
      if (!shared && words.length <= 4) return words.join(" ");
    }
    return "";
  }
  function commandShared(el) {
    for (const a of COMMAND_ATTRIBUTES) {
      const v = el.getAttribute(a);
      if (v === null) continue;
      // (Within the widget: two boxes up, short of the page's body.)
      const up = el.parentElement && el.parentElement.parentElement;
      const box = up && up !== document.body && up !== document.documentElement ? up : el.parentElement;
      return !!box && box.querySelectorAll(`[${a}="${CSS.escape(v)}"]`).length > 1;
    }
    return false;
  }
  function iconName(el) {
    // (A box holding controls with words of their own is no picture: a list of time slots whose
    // class is "times" is not the close cross of an icon font's "fa-times".)
    // (Shown ones, two or more: not a menu button holding its closed menu's links.)
    let shown = 0;
    for (const c of el.querySelectorAll("button, a[href], [role=button], [role=option], [role=link]")) {
      if (/[\p{L}\p{N}]{2}/u.test(c.textContent) && c.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && ++shown >= 2) return null;
    }
    const inner = innerNamed(el).find((n) => !ownControlInside(el, n));
    if (inner) {
      const t = nameFrom(inner);
      if (t && t.trim()) return { label: cleanText(t, 80), source: "" };
    }
    let word = actionWord(el) || (roleOf(el) === "button" ? commandWord(el) : iconWord(el)) || commandWords(el);
    if (!word && !el.textContent.trim() && !el.firstElementChild && crossDrawn(el)) word = "close";
    if (!word && !el.textContent.trim() && threeDots(el)) word = "more";
    // (A chevron drawn with nothing that says where it goes, or only that it is an arrow.)
    if (!word || SHAPE_WORDS.has(word)) word = chevronWay(el) || word;
    // (A picker's trigger drawn as a bare glyph, first in a box that holds it and its list, is
    // named by that box's class: Quill's "ql-color ql-picker" around its label and palette.)
    // (Only a box around the trigger and its list, a popup placed over the page or not drawn
    // while closed: a header's first button is not named "heading" by its box.)
    const up = el.parentElement;
    const list = up && up.childElementCount === 2 && up.firstElementChild === el ? el.nextElementSibling : null;
    const popup = !!list && !alikeSibling(list, el) && (!list.checkVisibility() || oc.laidOver(list));
    if (!word && popup) word = iconWord(up, true, true);
    if (!word) return null;
    // A button's value says which of its kind it is (Quill's two ql-list buttons: "ordered",
    // "bullet"), read as an icon word when it is one.
    const value = el.tagName === "BUTTON" ? (el.getAttribute("value") || "").trim().toLowerCase() : "";
    if (value && /^[a-z]+$/.test(value) && value !== word) {
      return { label: ICON_WORDS.get(value) || TOOLBAR_WORDS.get(value) || `${word} ${value}`, source: "icon" };
    }
    return { label: word, source: "icon" };
  }

  // Does `el` show one drawing of three dots in a line, the sign of "more" (an item's menu)? As
  // three alike circles, or one path of three round parts, long and thin.
  function threeDots(el) {
    const svgs = el.querySelectorAll("svg");
    if (svgs.length !== 1) return false;
    // (Icon-sized, and square: a rating's three bubbles, 42 px wide and 14 high beside its rows of
    // four and five, are no "more".)
    const box = svgs[0].getBoundingClientRect();
    // (Or one drawn tight round its dots, 16 by 4, icon-small: a kebab button's.)
    const square = Math.abs(box.width - box.height) <= 0.25 * Math.max(box.width, box.height);
    if (box.width > 48 || box.height > 48 || (!square && Math.max(box.width, box.height) > 24)) return false;
    // (Not square: only dots of one colour, on a control that names nothing else, no value of its
    // own, no form's submit: a palette's preview, a busy "Create account", a layer's "transit".)
    if (!square && (el.hasAttribute("name") || el.hasAttribute("value") || el.hasAttribute("data-value") || el.type === "submit" ||
        new Set(Array.prototype.map.call(svgs[0].querySelectorAll("circle"), (c) => getComputedStyle(c).fill)).size > 1)) return false;
    const parts = Array.prototype.filter.call(svgs[0].querySelectorAll("circle, ellipse, path, rect, line, polyline, polygon"), (n) => !n.closest("defs, clipPath, mask"));
    try {
      if (parts.length === 3 && parts.every((n) => n.localName === "circle")) {
        const [a, b, c] = parts.map((n) => [n.cx.baseVal.value, n.cy.baseVal.value, n.r.baseVal.value]);
        const same = (x, y) => Math.abs(x - y) < 0.5;
        return same(a[2], b[2]) && same(b[2], c[2]) && ((same(a[1], b[1]) && same(b[1], c[1])) || (same(a[0], b[0]) && same(b[0], c[0])));
      }
      if (parts.length === 1 && parts[0].localName === "path") {
        const d = parts[0].getAttribute("d") || "";
        const drawn = parts[0].getBBox();
        const [long, thin] = [Math.max(drawn.width, drawn.height), Math.min(drawn.width, drawn.height)];
        // (Round parts: curves and no straight lines, which a row of stars would draw.)
        // (Each a round part of a few curves at most: a star drawn with curves has five.)
        const subpaths = d.split(/(?=[Mm])/).filter((q) => q.trim());
        return subpaths.length === 3 && /[AaCcSs]/.test(d) && !/[LlHhVv]/.test(d) && subpaths.every((q) => (q.match(/[AaCcSsQqTt]/g) || []).length <= 4) && thin > 0 && long / thin >= 3.5;
      }
    } catch (e) {
      return false;
    }
    return false;
  }

  // Does `el` hold a picture (an <svg> or <img>) and its digits in a box laid over it (positioned
  // absolutely: a cart's count in its corner)?
  function badgeOverPicture(el) {
    // (An icon's size: a number in a photo's corner, a gallery thumbnail's, is its place.)
    const picture = el.querySelector("svg, img");
    if (!picture) return false;
    const pr = picture.getBoundingClientRect();
    if (pr.width > 40 || pr.height > 40) return false;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(), k = 0; n && k < 6; n = walker.nextNode(), k++) {
      if (!n.nodeValue.trim()) continue;
      const box = n.parentElement;
      return box !== el && getComputedStyle(box).position === "absolute";
    }
    return false;
  }

  const COUNT = /^(\d{1,4}|\d{1,3}(,\d{3})+|\d{1,3}(\.\d)?[KkMmBb])\+?$/;
  // Do two counts in any notation say the same number ("243K" and "243,118", "1.2M" and
  // "1,204,332": the short one rounds the long one)?
  function sameCount(a, b) {
    const value = (t) => { const m = t.replace(/[,+]/g, "").match(/^(\d+(?:\.\d+)?)([KkMmBb]?)$/); return m ? parseFloat(m[1]) * ({ k: 1e3, m: 1e6, b: 1e9 }[m[2].toLowerCase()] || 1) : NaN; };
    const [x, y] = [value(a), value(b)];
    return x > 0 && y > 0 && Math.abs(x - y) <= 0.05 * Math.max(x, y);
  }
  function drawsIcon(el) {
    if (el.querySelector("svg, img, i, use, [class*=icon]")) return true;
    for (const pseudo of ["::before", "::after"]) {
      const cs = getComputedStyle(el, pseudo);
      if ((cs.content && cs.content !== "none" && cs.content !== "normal") || cs.backgroundImage !== "none") return true;
    }
    return false;
  }

  // The words inside `el` that are not drawn (in a display:none or invisible part), up to 81 characters.
  function undrawnText(el) {
    const words = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(), k = 0; n && k < 20; n = walker.nextNode(), k++) {
      if (n.nodeValue.trim() && n.parentElement && !n.parentElement.checkVisibility({ visibilityProperty: true })) words.push(n.nodeValue);
    }
    return cleanText(words.join(" "), 81);
  }

  const TOOLTIP_ATTRIBUTES = ["data-tooltip", "data-tip", "data-original-title", "data-bs-original-title", "data-bs-title", "data-tippy-content", "data-tooltip-content", "data-title"];
  function tooltipText(el) {
    for (const attribute of TOOLTIP_ATTRIBUTES) {
      const t = cleanText(el.getAttribute(attribute) || "", 80);
      // (Words: not "true", an id, or a template's markup.)
      if (WORDY.test(t) && !/^(true|false)$/i.test(t) && !/[<>{}]/.test(t) && !/^[\w-]*\d[\w-]*$/.test(t)) return t;
    }
    // (Or the tooltip it points at, shown on hover, for a control with no words of its own:
    // Stack Overflow's bookmark icon described by "Save this question."; a rail's link whose icon
    // font draws "bar_chart", described by "Reports".)
    // (An icon font's word counts as none on a link only, a navigation rail's: a button's word
    // says its action better than a tooltip showing its shortcut or a state, "Ctrl+B".)
    if (!/\p{L}/u.test(el.textContent) || (el.matches("a[href], [role=link]") && !/\p{L}/u.test(textOf(el, 40, null, (n) => !!ligatureOf(n))))) {
      const tip = refsOf(el, "aria-describedby").find((n) => oc.roleToken(n) === "tooltip");
      const t = tip ? cleanText(tip.textContent, 80) : "";
      if (/\p{L}{2}/u.test(t)) return t;
    }
    return "";
  }
  // Does a tooltip say a name, a few words, not a key hint ("Shift+click for 10", "Space to
  // pause")?
  const KEY_HINT = /(^|\s)(shift|alt|ctrl|control|cmd|option|⌘|⌥|⇧)\s*[+-]|\+\s*click|^(space|enter|esc|escape|tab|[a-z0-9])\s+(to|for)\s/i;
  // (A tip's shortcut at its end is no part of the name: "Insert link: Ctrl+K" is "Insert link".)
  const tipText = (n) => cleanText(n.textContent, 80).replace(/\s*[:(]?\s*((ctrl|control|cmd|alt|shift|option)\s*[+-]\s*\S{1,8}|[⌘⌥⇧]+\s*\S{1,3})\)?$/i, "").trim();
  const tipNames = (n) => { const t = tipText(n); return !!t && t.split(" ").length <= 6 && !KEY_HINT.test(t); };
  // The tooltip beside a wordless control, the two alone in a box whose hover shows it
  // (role=tooltip, or classed a tooltip): Twitch's "Ban goblin_king" beside its icon button.
  // (Not over a name of its own, a button's name attribute: the tip may say why it is locked.)
  function tipBeside(el) {
    const box = el.parentElement;
    if (!box || box.childElementCount !== 2 || el.textContent.trim() || !oc.verdicts || el.hasAttribute("name") || el.disabled || el.getAttribute("aria-disabled") === "true") return "";
    const tip = box.firstElementChild === el ? box.lastElementChild : box.firstElementChild;
    if (tip.firstElementChild || tip.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return "";
    if ((tip.getAttribute("role") !== "tooltip" && !/(^|[-_\s])tool-?tip([-_\s]|$)/i.test(tip.getAttribute("class") || "")) || !tipNames(tip)) return "";
    if (!(oc.verdicts.hoverShows(tip) || oc.verdicts.revealedUnder(tip, box) || oc.verdicts.revealedUnder(tip, el))) return "";
    const said = tipText(tip);
    return /\p{L}/u.test(said) && said.length <= 40 ? said : "";
  }
  // The tooltip `el` holds, hidden until a :hover rule shows it: a few words on one line, no
  // control, no list (a seat map's seat with "11A · Window · Included" over it under the mouse;
  // not a menu's submenu, nor a notification's preview or an account card).
  function hoverTip(el) {
    for (const n of el.children) {
      if (n.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || n.childElementCount > 2 ||
          n.querySelector("a, button, input, select, textarea, li, p, div, [role], [tabindex]") ||
          (n.matches("a, button, input, select, textarea, ul, ol, [role], [tabindex]") && !(n.getAttribute("role") === "tooltip" && tipNames(n))) || !oc.verdicts || !(oc.verdicts.hoverShows(n) || oc.verdicts.revealedUnder(n, el))) continue;
      const said = n.getAttribute("role") === "tooltip" ? tipText(n) : cleanText(n.textContent, 80);
      if (/\p{L}/u.test(said) && said.length <= 40) return said;
    }
    return "";
  }

  // The name a label's control has by its aria-labelledby (which may add its row's to its own
  // aria-label: "Select Games"), or "".
  const labelledName = (control) => (control.hasAttribute("aria-labelledby") && nameOf(control).label) || "";

  // An empty rich-text editor's hint, drawn by its first paragraph (ProseMirror's and Tiptap's
  // `p.is-empty::before { content: attr(data-placeholder) }`, ChatGPT's composer): that
  // paragraph's attribute or what its ::before draws.
  function editorHint(el) {
    if (el.textContent.trim()) return "";
    // (Drawn on the area itself, `.editor:empty::before { content: "…" }`, or on its first line.)
    for (let p = el, k = 0; p && k < 3; p = p.firstElementChild, k++) {
      const said = p === el ? "" : p.getAttribute("data-placeholder") || p.getAttribute("placeholder");
      if (said && WORDY.test(said)) return said;
      const content = getComputedStyle(p, "::before").content || "";
      if (content[0] === '"' && content.length > 2 && WORDY.test(content)) return content.slice(1, -1).replace(/\\(.)/g, "$1");
    }
    return "";
  }

  function generatedText(el) {
    if (editsText(el)) return ""; // (an editor's placeholder, read below)
    for (const pseudo of ["::before", "::after"]) {
      const content = getComputedStyle(el, pseudo).content;
      if (!content || content[0] !== '"' || content.length < 3) continue;
      const t = content.slice(1, -1).replace(/\\(.)/g, "$1");
      if (WORDY.test(t) && !/[\uE000-\uF8FF]/.test(t)) return cleanText(t, 80);
    }
    return "";
  }

  // (`arrows`: a disclosure arrow counts as the sign of what it says, see signPanel.)
  function generatedSign(el, arrows = false) {
    for (const pseudo of ["::before", "::after"]) {
      const content = getComputedStyle(el, pseudo).content;
      if (/^"\s*[-+−–＋⊕⊖]\s*"$/.test(content || "")) return content.slice(1, -1).trim();
      // (A disclosure arrow says the same: pointing on, the panel is closed; pointing down, open.
      // A tree's folder "▸ lib", a section's "▾ Shipping".)
      if (arrows && /^"\s*[▸▶►›❯▹]\s*"$/u.test(content || "")) return "+";
      if (arrows && /^"\s*[▾▼⌄▿]\s*"$/u.test(content || "")) return "-";
    }
    return "";
  }

  // Is `n` drawn (with a width) four fifths or more outside `box` (a DOMRect)?
  const mostlyOutside = (n, box) => {
    const r = n.getBoundingClientRect();
    const w = Math.min(r.right, box.right) - Math.max(r.left, box.left), h = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
    return r.width > 0 && r.height > 0 && (w <= 0 || h <= 0 || w * h <= 0.2 * r.width * r.height);
  };
  // Is `n` drawn (with a width) where it shares nothing with `box` (a DOMRect)?
  const drawnAway = (n, box) => {
    const r = n.getBoundingClientRect();
    return r.width > 0 && !oc.intersect(oc.edgesOf(r), oc.edgesOf(box));
  };

  // --- the name ------------------------------------------------------------------------------------
  // A name made of symbols only (★, ›, ♥, +) says what the control looks like, not what it does:
  // a title or an inner image's text says more (the stars of a rating titled "4 stars"), and a
  // label's control can (its own name, or the value a radio or checkbox sends: "★ 4").
  // Glyphs drawn as text that are the icon of a button: a column's or a row's "⋮" menu.
  const GLYPH_WORDS = new Map([["⋮", "more"], ["⋯", "more"], ["…", "more"], ["︙", "more"], ["☰", "menu"], ["≡", "menu"]]);
  const SAYING_SIGNS = /^[×✕✖✗xX+\-−–＋⊕⊖←→↑↓‹›«»<>]$/u;
  // Does a tip say what its sign does (a "+" that adds or zooms in, a "‹" to the previous month),
  // rather than something beside it ("Maximum 5 per order", the chip's own name)?
  const SIGN_WORDS = [
    [/^[+＋⊕]$/u, /\b(add|plus|new|create|more|increase|zoom in|expand|insert|upload)\b/i],
    [/^[\-−–⊖]$/u, /\b(remove|minus|less|decrease|zoom out|collapse|delete)\b/i],
    [/^[×✕✖✗xX]$/u, /\b(close|remove|delete|dismiss|clear|cancel|discard)\b/i],
    [/^[←‹«<]$/u, /\b(previous|prev|back|earlier|left|last)\b/i],
    [/^[→›»>]$/u, /\b(next|forward|later|right|more)\b/i],
    [/^[↑]$/u, /\b(up|top|raise|earlier)\b/i],
    [/^[↓]$/u, /\b(down|bottom|lower|later)\b/i],
  ];
  const signSays = (sign, tip) => SIGN_WORDS.some(([a, b]) => a.test(sign) && b.test(tip));
  function symbolName(el, t) {
    const title = el.getAttribute("title");
    if (title && WORDY.test(title)) return { label: cleanText(title, 80), source: "" };
    // (Or the tooltip a script shows from an attribute, as a title: an emoji button's "Snooze".
    // Not for a sign that says what it does already, a chip's "×" or a stepper's "+", whose tip
    // says something else: "Maximum 5 per order".)
    const tip = tooltipText(el);
    if (tip && (!SAYING_SIGNS.test(t) || signSays(t, tip))) return { label: tip, source: "" };
    // (A label's control by its own name first: its aria-labelledby may add its row's, "Select
    // Games", to the "Select" an inner look would find.)
    const control = el.tagName === "LABEL" ? el.control : null;
    const labelled = control ? labelledName(control) : "";
    if (labelled && WORDY.test(labelled)) return { label: cleanText(labelled, 80), source: "" };
    const inner = innerNamed(el).map(nameFrom).find((n) => n && WORDY.test(n));
    if (inner) return { label: cleanText(inner, 80), source: "" };
    if (GLYPH_WORDS.has(t)) return { label: GLYPH_WORDS.get(t), source: "icon" };
    // (A glyph standing for a command the page names in an attribute of the control, one its
    // siblings do not share: an editor toolbar's "🔗" with data-cmd="createLink".)
    // (A command one word long only when it names an icon, "prev": "rate", "track" or "click"
    // say what every such control does. Nor one another control of the page has too, each
    // wrapped in a box of its own: a rating's five stars.)
    const command = commandWords(el);
    if (command && (ICON_WORDS.has(command) || command.includes(" ")) && !commandShared(el)) return { label: ICON_WORDS.get(command) || command, source: "icon" };
    if (control) {
      const own = control.getAttribute("aria-label") || control.getAttribute("title");
      if (own && WORDY.test(own)) return { label: cleanText(own, 80), source: "" };
      const type = (control.type || "").toLowerCase();
      const value = control.getAttribute("value");
      if ((type === "radio" || type === "checkbox") && value && WORDY.test(value)) return { label: cleanText(`${t} ${value}`, 80), source: "" };
    }
    return { label: t, source: "" };
  }

  // (A script's missing value written out as a name is no name: aria-label="null".)
  const NO_NAMES = new Set(["null", "undefined", "[object Object]", "NaN"]);
  // (A key by its sign or its name: "Ctrl+Shift+comma", "Alt+/"; and a chord's second key after
  // it, "Ctrl+M .".)
  const SHORTCUT = /^(((ctrl|control|alt|shift|cmd|command|meta|option|opt|win)\s*[+-]\s*|[⌘⌥⇧⌃]\s*)+([a-z0-9]|f\d{1,2}|enter|esc|del|delete|tab|space|backspace|comma|period|slash|backslash|semicolon|quote|minus|plus|equals?|[\/.,;'\[\]`=\-+]|[↑↓←→⌫⌦↵⏎⎋])(\s+([a-z0-9]|[\/.,;'\[\]`=\-+]))?|f\d{1,2}|enter|esc|escape|del|delete|backspace|⌫|↵|⏎)$/i;
  const KIT_WORD = /^(open|close|open list|close list|dropdown|drop-down|dropdownlist|dropdown list|combobox|combo box|listbox|list box|selectbox|select box|select)$/i;
  // A box the size of a panel, a map or a list (not a control's).
  const largeBox = (el) => { const r = el.getBoundingClientRect(); return r.width >= 200 && r.height >= 150; };
  // Does `el` hold two controls or more, some inside a layer laid over it (a box positioned
  // absolutely or fixed between the control and `el`)?
  function layeredControls(el) {
    const controls = Array.prototype.slice.call(el.querySelectorAll(`a[href], ${NESTED_CONTROL}`), 0, 24);
    if (controls.length < 2) return false;
    return controls.some((c) => {
      for (let n = c.parentElement; n && n !== el; n = n.parentElement) if (/^(absolute|fixed)$/.test(getComputedStyle(n).position)) return true;
      return false;
    });
  }
  // The name a box's own text gives it (its words, a count beside its icon, a symbol, words a
  // style sheet draws), or null.
  function textName(el, shown = false) {
    // Glyphs marked aria-hidden (the "×" beside "Close dialog") are not part of the name, unless
    // they are all there is.
    // A box's own text comes before the text of controls inside it (a dialog's title bar reads
    // its title, not "Title Close"); when controls hold all of its text, theirs is its name.
    // (For a shadow host, its own children's text only: Fluent's tree item around its child
    // items; what its root draws, when they say nothing, comes in the second pass.)
    const cut = clippedOut(el);
    // (A live region announces, it does not name: "2 results are available" in a select.)
    // (What a widget shows as its value is what is drawn in its box, not the list it has open
    // below it: Choices' open select read "Berlin Choose a city Berlin Paris Rome".)
    const box = shown ? el.getBoundingClientRect() : null;
    // (Nor a word an icon font draws as a picture: that names an icon, see iconWord.)
    if (ligatureOf(el)) return null;
    // (Nor a part holding controls drawn away from its box, a flyout it holds open: a filter
    // title's list of radios is not its name.)
    const away = new Set();
    const ownBox = shown || !el.firstElementChild ? null : el.getBoundingClientRect();
    if (ownBox && ownBox.width > 0 && ownBox.height > 0) {
      // (Controls, or the look's targets a listener or cursor shows: a stage item's floating bar.)
      const inner = Array.prototype.slice.call(el.querySelectorAll(NESTED_CONTROL), 0, 20);
      if (targets.size) for (const n of Array.prototype.slice.call(el.getElementsByTagName("*"), 0, 120)) if (targets.has(n) && inner.length < 40) inner.push(n);
      for (const ctl of inner) {
        let top = null;
        for (let q = ctl; q && q !== el; q = q.parentElement) if (mostlyOutside(q, ownBox)) top = q;
        if (top) away.add(top);
      }
    }
    // (Nor a dialog it holds open: a guests button's "Adults 2" popover is not its name.)
    const spoken = (n) => spokenHidden(n) || cut(n) || n.matches(LIVE_REGION) || (!!box && drawnAway(n, box)) || away.has(n) || !!ligatureOf(n) || initialsBeside(n, el) || echoOfShown(n, el) ||
      (n !== el && n.matches("[role=dialog], [role=alertdialog], dialog"));
    // (What a field shows as its value leaves out the crosses that remove its choices, when they
    // are targets of their own: a multi-select's chips read "JavaScript Python", not "× JavaScript".)
    const cross = (n) => shown && n !== el && targets.has(n) && removes(n);
    // (Nor a glyph that is a target of its own inside it: a column header's "⋮" menu button
    // reads "Name", not "⋮ Name".)
    const glyph = (n) => n !== el && targets.has(n) && !/[\p{L}\p{N}]/u.test(n.textContent);
    // (Nor, in a large box, links that say the same as another there: a drop zone's file cards'
    // "Remove file"; a card's one title link still names it.)
    const repeated = new Set();
    if (!shown && largeBox(el)) {
      const seen = new Set();
      for (const a of Array.prototype.slice.call(el.querySelectorAll("a[href]"), 0, 40)) {
        const t = a.textContent.trim();
        if (seen.has(t)) repeated.add(t);
        seen.add(t);
      }
    }
    // (Nor, in a large box holding two controls or more in layers laid over it, what is laid over
    // it: a map's zoom bar, layer switcher, popup, scale and credits are no name of the map. A
    // layer with a heading and no control is the box's caption: a tile's title over its picture.)
    const laidOverControls = !shown && largeBox(el) && layeredControls(el);
    const laidOver = (n) => laidOverControls && n !== el && /^(absolute|fixed)$/.test(getComputedStyle(n).position) &&
      (!(n.matches(HEADINGS) || n.querySelector(HEADINGS)) || !!n.querySelector(`a[href], ${NESTED_CONTROL}`));
    // (Nor the keys of its shortcut, <kbd>: a command palette's "Profile ⌘ P" is "Profile".)
    // (At its end only: "Press Enter to search" says its key.)
    // (Other keys after it are still the shortcut: "⌘" before "P".)
    const trailing = (n) => {
      for (let x = n; x && x !== el; x = x.parentNode) {
        for (let s = x.nextSibling; s; s = s.nextSibling) if ((s.textContent || "").trim() && !(s.nodeType === 1 && (s.tagName === "KBD" || keyClassed(s)))) return false;
      }
      return true;
    };
    // (So are the keys a menu item shows in a box of their own at its end, "Rename F2",
    // "Paste Ctrl+V": a modifier with a key, or a named key.)
    // (Or one letter in a box a menu item ends with, classed as its key: Linear's "Status S".)
    // (Or one key, a letter or a digit, or modifier signs alone, with the key in a box beside.)
    const keyClassed = (n) => n.nodeType === 1 && /(^|[-_\s])(kbd|shortcut|hotkey|keybinding|keyboard|accelerator)s?($|[-_\s])/i.test(typeof n.className === "string" ? n.className : "");
    // (Or, in an item of a menu, a capital or modifier signs drawn fainter than the item's words:
    // a design tool's "Rectangle R". Not a digit, a count of what the item holds.)
    // (A menu's item may be a link in a list item of its own: Grafana's panel menu.)
    const holder = () => { const p = el.parentElement; return p && (p.tagName === "LI" || /^(none|presentation)$/.test(p.getAttribute("role") || "")) ? p.parentElement : p; };
    const inMenu = () => /^(menuitem|option)/.test(oc.roleToken(el)) || (!!el.parentElement && /^(menu|listbox)$/.test(oc.roleToken(el.parentElement))) ||
      (!!holder() && /^(menu|menubar)$/.test(oc.roleToken(holder())));
    // (Keys in lower case only in a menu's commands: a list box's "Local disk c" is a name.)
    const inCommands = () => /^menuitem/.test(oc.roleToken(el)) || (!!holder() && /^(menu|menubar)$/.test(oc.roleToken(holder())));
    const fainter = (n) => { const bg = backgroundOf(el); return contrastOn(getComputedStyle(n).color, bg) < (/\p{Lu}/u.test(n.textContent) ? 0.75 : 0.8) * contrastOn(getComputedStyle(el).color, bg); };
    // (Set apart from the words, at the item's far end: "Vitamin C" with a faint C is a name.)
    const apart = (n) => {
      let before = n.previousSibling;
      while (before && before.nodeType === 3 && !before.nodeValue.trim()) before = before.previousSibling;
      if (!before) return false;
      let box;
      if (before.nodeType === 3) { const range = document.createRange(); range.selectNodeContents(before); box = range.getBoundingClientRect(); } else box = before.getBoundingClientRect();
      return n.getBoundingClientRect().left - box.right >= 16;
    };
    // (Or keys pressed one after another, "p s", a dashboard's menu's.)
    const keyLetter = (n) => /^([\p{L}\p{N}]( [\p{L}\p{N}]){0,2}|[⌘⌥⇧⌃]+)$/u.test((n.textContent || "").trim()) && inMenu() &&
      (keyClassed(n) || (/^(\p{L}( \p{L}){0,2}|[⌘⌥⇧⌃]+)$/u.test(n.textContent.trim()) && (inCommands() || /^(\p{Lu}|[⌘⌥⇧⌃]+)$/u.test(n.textContent.trim())) && fainter(n) && apart(n)));
    const keysBox = (n) => n !== el && (n.tagName === "KBD" || (!n.firstElementChild && (SHORTCUT.test((n.textContent || "").trim()) || keyLetter(n)))) && trailing(n);
    // (Nor a link inside a button that has words of its own beside it: an accordion header's
    // "JSON View" link is a second target, not its words. A card's title link still names it.)
    const ownWords = () => { const rest = textOf(el, 80, undefined, (n) => spoken(n) || n.matches("a[href], [role=link]"), true); return /\p{L}{2}/u.test(rest); };
    const linkInButton = (n) => n !== el && n.matches("a[href], [role=link]") && /^(button|tab|menuitem|treeitem)$/.test(roleOf(el)) && ownWords();
    // (Nor a letter or two drawn as a picture the page names, role=img: a field list's type
    // icon "t" for String before "message".)
    const letterPicture = (n) => n !== el && oc.roleToken(n) === "img" && n.hasAttribute("aria-label") && /^[\p{L}\p{N}#]{1,2}$/u.test(n.textContent.trim());
    const spokenOwn = (n) => spoken(n) || n.matches(NESTED_CONTROL) || cross(n) || glyph(n) || linkInButton(n) || letterPicture(n) || (repeated.size > 0 && n.matches("a[href]") && repeated.has(n.textContent.trim())) || laidOver(n) ||
      keysBox(n);
    // (Not a large box by the text of two controls or more inside it: a map named "+ −" by its
    // zoom buttons.)
    let t = textOf(el, 80, undefined, spokenOwn, true);
    if (!t && !(!shown && largeBox(el) && el.querySelectorAll(NESTED_CONTROL).length >= 2)) {
      // (What a field shows leaves out the buttons in it, its chips' "Remove item": they act on
      // its value, they are no part of it.)
      const acts = (n) => shown && n !== el && n.matches("button, [role=button]");
      t = textOf(el, 80, undefined, (n) => spoken(n) || acts(n)) || visibleText(el, 80, undefined, acts);
    }
    // An item that can be checked shows its state with a glyph before its words (a menu's "•" or
    // "✓"): that is its state, not part of its name.
    // So does an option or a tree item whose selection the page states (a listbox's "✓ bug").
    const role = roleOf(el);
    if (TICK_ROLES.has(role) || (PICKED_ROLES.has(role) && (el.hasAttribute("aria-selected") || el.hasAttribute("aria-checked")))) {
      t = t.replace(STATE_GLYPH, "") || t;
    }
    // A control that opens something shows which way with an arrow glyph at an end of its text
    // ("Standup ▾", "Move to calendar ›"): its expanded state says that, and the arrow is no word.
    // So does one drawn in a box of its own at either end, whatever the control (a sheet tab's
    // "Budget ▼", a tree section's "▶ Direct messages").
    if (t.length > 1 && (el.hasAttribute("aria-expanded") || !/^(|false)$/.test(el.getAttribute("aria-haspopup") || "") || glyphBoxAtEnd(el))) {
      t = t.replace(OPENS_GLYPH_END, "").replace(OPENS_GLYPH_START, "") || t;
    }
    // So does the "+" or "-" of a header over a panel it opens (see signPanel): no word either.
    if (t.length > 1 && signPanel(el) !== null) t = t.replace(/(?<=\S)\s*[-+−–]$/u, "") || t;
    // And the arrow ending a column header's words says which way it is sorted (see drawnSort).
    // (Both carets drawn at a header's end say only that it sorts, or which way by its class:
    // "Calls", not "Calls ▲ ▼".)
    if (t.length > 2 && BOTH_CARETS_END.test(t) && el.closest("th, [role=columnheader]")) t = t.replace(BOTH_CARETS_END, "") || t;
    else if (t.length > 1 && SORT_GLYPH_END.test(t) && drawnSort(el)) t = t.replace(SORT_GLYPH_END, "") || t;
    // (`shown`: the text as it stands, what a widget shows as its value.)
    if (t && shown) return { label: t, source: "" };
    // A letter or glyph alone (a share bar's "f") that its title says in words is named by it.
    if (t.length === 1) {
      const title = cleanText(el.getAttribute("title") || "", 80);
      if (/\p{L}{2}/u.test(title)) return { label: title, source: "" };
    }
    // A number alone (a calendar's day) that its title says in words says it so: "Go to January
    // 1, 2023" tells the first of one month from the first of the next.
    if (/^\d{1,4}$/.test(t)) {
      const title = cleanText(el.getAttribute("title") || "", 80);
      // (Zero-padded there too: "2024-05-01" says the 1st.)
      if (WORDY.test(title) && new RegExp(`(^|\\D)0*${t}(\\D|$)`).test(title)) return { label: title, source: "" };
    }
    // A count badge is not a name: a cart icon showing "2" reads "cart 2". (Only beside an
    // icon, drawn by an element or by a style sheet: digits alone in a box whose class says
    // "next" are a date picker's day of the next month, not a "next" icon's badge.)
    // (A count in any notation: "12,345", "593.2K", "1.2M", "99+".)
    if (COUNT.test(t) && drawsIcon(el)) {
      // (A picture the page names, "Like", says what the count counts: "Like 12K".)
      // (Drawn: not a hidden expander's label, "Expand row 1", beside a row's number.)
      // (After the icon's own word, when its class says one; and not a drawing's left-over layer
      // name, "Combined Shape", "Group 3".)
      const drawn = (n) => (n.tagName.toLowerCase() === "title" ? n.parentElement : n).checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const word = iconWord(el);
      const named = word ? null : innerNamed(el).find((n) => !ownControlInside(el, n) && drawn(n));
      const said = named ? cleanText(nameFrom(named) || "", 40) : "";
      if (/\p{L}{2}/u.test(said) && said.split(" ").length <= 3 && !/^(combined shape|group|layer|path|shape|icon|oval|rectangle|vector|artboard|svg|image)\b/i.test(said)) return { label: `${said} ${t}`, source: "" };
      if (word) return { label: `${word} ${t}`, source: "icon" };
      // (Or the plural noun its own class is: "4 comments".)
      const counted = countedNoun(el);
      if (counted) return { label: `${t} ${counted}`, source: "icon" };
      // (With no word for the icon, a badge laid over a picture still says it is one: "badge 2",
      // not a pager's page "2".)
      if (badgeOverPicture(el)) return { label: `badge ${t}`, source: "icon" };
    }
    // A count shown alone or after a glyph, "24.3K" or "♥ 243K", whose title says what it counts:
    // a title of a few words comes first, "Like 24.3K"; one that gives the count in full with its
    // word, "243,118 likes", is the name.
    const shownCount = t.replace(/^[^\p{L}\p{N}]+\s*/u, "");
    if (shownCount && COUNT.test(shownCount)) {
      const title = cleanText(el.getAttribute("title") || "", 80);
      if (/^\p{L}{2}[\p{L} ]{0,30}$/u.test(title) && title.split(" ").length <= 3) return { label: `${title} ${shownCount}`, source: "" };
      const full = title.match(/^(\d[\d,.]*)\s?([KkMmBb]?)\s+\p{L}{2}[\p{L} ]*$/u);
      if (full && sameCount(shownCount, full[1] + full[2])) return { label: title, source: "" };
    }
    // (A picture and a count, "💬 2", that its title says in words, "2 updates": the title.)
    // (A pictograph and a count, the title beginning with that count and a word: not "Last
    // comment 2 hours ago", a time, nor "Save 30% today", a sign.)
    if (t && !/\p{L}/u.test(t) && /\p{Extended_Pictographic}/u.test(t) && /^\D*\d+\D*$/u.test(t)) {
      const title = cleanText(el.getAttribute("title") || "", 80);
      const count = t.replace(/\D/g, "");
      if (new RegExp(`^${count} \\p{L}{2}`, "u").test(title) && !/\d/.test(title.slice(count.length))) return { label: title, source: "" };
    }
    if (t) return WORDY.test(t) ? { label: t, source: "" } : symbolName(el, t);
    // Text a style sheet draws in the element's ::before or ::after (Quill's header picker
    // shows "Normal" so), when it is words: an icon font's glyph is a private-use character.
    // (Or in the one empty part it holds: a diff's line number, drawn from an attribute.)
    // (A count drawn so on an icon, a cart's badge, is said after the icon's word: "cart 2".)
    const part = emptyPart(el);
    const own = generatedText(el);
    const drawn = own || (part ? generatedText(part) : "");
    const count = !own && /^\d{1,4}\+?$/.test(drawn);
    const badgeOf = count ? iconWord(el) : "";
    if (badgeOf) return { label: `${badgeOf} ${drawn}`, source: "icon" };
    // (Or on a pill of its own colour, a badge with no icon word: "badge 3", not a page "3".)
    if (count && ["::before", "::after"].some((p) => !CLEAR.test(getComputedStyle(part, p).backgroundColor))) return { label: `badge ${drawn}`, source: "icon" };
    if (drawn) return { label: drawn, source: "" };
    // Or a plus or minus sign drawn so on a box with no words (a table's row expander, "+" while
    // its row is closed, "-" while open), unless its class names an icon.
    const sign = generatedSign(el);
    if (sign && !iconWord(el)) return symbolName(el, sign);
    // (Or a sign that says where it goes drawn so, there or in that part: a carousel's "‹".)
    const drawnGlyph = [el, part].map((n) => n && drawnSign(n)).find(Boolean);
    if (drawnGlyph && !iconWord(el)) return symbolName(el, drawnGlyph);
    return null;
  }
  // The plural noun a count's own class is ("comments"), or "": what the number beside an icon
  // counts. Not a word of layout or kind.
  // (Plurals only: the class must be one.)
  const NOT_COUNTED = new Set(["items", "stats", "actions", "details", "controls", "tools", "options", "buttons", "icons", "links", "settings", "extras", "utils",
    "widgets", "panels"]);
  function countedNoun(el) {
    for (const token of (el.getAttribute("class") || "").trim().split(/\s+/)) {
      // (A plural alone: "room-count" beside a 2 would read as room 2.)
      const words = tokenWords(token);
      if (words.length === 1 && /^[a-z]{4,}$/.test(words[0]) && !NOT_COUNTED.has(words[0]) && /[^aisu]s$/.test(words[0])) return words[0];
    }
    return "";
  }
  // The one element `el` holds, a few deep, when that holds nothing (no words, no parts), or null.
  function emptyPart(el) {
    let n = el;
    for (let k = 0; k < 3 && n.childElementCount === 1; k++) n = n.firstElementChild;
    return n !== el && !n.childElementCount && !n.textContent.trim() ? n : null;
  }
  // A sign a style sheet draws alone in `n`'s ::before or ::after that says what it does (an
  // arrow, a cross, a plus), or "".
  function drawnSign(n) {
    for (const pseudo of ["::before", "::after"]) {
      const content = getComputedStyle(n, pseudo).content || "";
      const t = content[0] === '"' ? content.slice(1, -1).trim() : "";
      if (SAYING_SIGNS.test(t)) return t;
    }
    return "";
  }

  // A header showing "+" or "-" at its end (in a box of its own, or drawn by a style sheet) over the
  // panel just after it, hidden while it shows "+" and shown while "-" (a hand-made accordion):
  // whether that panel is open; null when it is no such header or the two disagree.
  // The box just after `el` that may be the panel it opens: none for a box that says its state
  // itself, a link, a glyph, or before a peer of it (the next of a row of alike links or items).
  function panelAfter(el) {
    if (el.hasAttribute("aria-expanded") || el.textContent.trim().length < 3 || el.matches("a[href]")) return null;
    const panel = el.nextElementSibling;
    return !panel || (panel.tagName === el.tagName && panel.className === el.className) ? null : panel;
  }
  function signPanel(el) {
    const panel = panelAfter(el);
    if (!panel) return null;
    let leaf = el;
    for (let k = 0; leaf.lastElementChild && k < 6; k++) leaf = leaf.lastElementChild;
    const boxed = leaf !== el ? leaf.textContent.trim() : "";
    // (Not a table row's last cell holding "-": a value left empty there, and the next row is no
    // panel. A row's "+" or "−" still says whether its detail row shows.)
    // (Nor any row before another row of as many cells: a row of data, not the detail it opens.)
    const row = el.tagName === "TR" || oc.roleToken(el) === "row";
    if (row && (/^[-–—]$/.test(boxed) || panel.childElementCount === el.childElementCount)) return null;
    const sign = /^[-+−–]$/.test(boxed) ? boxed : generatedSign(el, true) || (leaf !== el ? generatedSign(leaf, true) : "");
    if (!sign) return null;
    // (Shown, a panel is a block below the header: not the next of a row of inline links.)
    const p = panel.getBoundingClientRect();
    const open = panel.checkVisibility() && p.height > 0;
    if (open && (p.top < el.getBoundingClientRect().bottom - 2 || /^inline/.test(getComputedStyle(panel).display))) return null;
    // (A plus in any of its forms, "⊕" too, says closed; a minus, open.)
    return /^[+＋⊕➕]$/u.test(sign) ? (open ? null : false) : open ? true : null;
  }

  // A tree's row drawn with a disclosure triangle in a box of its own before its words, "▾
  // Engineering" open and "▸ Backend" closed (its children are rows after it, no panel): whether it
  // is open; null when it starts with no such triangle. (Not a link: "▸ Read more" is a bullet.)
  // (The small triangles: a large "▶" is a player's play, "▼" a menu's.)
  const CARET_OPEN = /^[▾▿]$/u, CARET_CLOSED = /^[▸▹]$/u;
  // (Only among alike rows whose boxes differ, open and closed, or a leaf's empty box: a row of
  // play buttons' "▸", a quote's red "▾", a lone menu's trigger are no tree.)
  function leadingCaret(el) {
    if (el.matches("a[href], [role=link], [aria-pressed]")) return null;
    let first = el.firstChild;
    while (first && first.nodeType === 3 && !first.nodeValue.trim()) first = first.nextSibling;
    if (!first || first.nodeType !== 1 || first.firstElementChild) return null;
    const sign = first.textContent.trim();
    const open = CARET_OPEN.test(sign), closed = CARET_CLOSED.test(sign);
    if (!(open || closed) || !first.checkVisibility() || !/\p{L}{2}/u.test(el.textContent)) return null;
    const kinds = new Set();
    const p = el.parentElement;
    for (const row of p ? Array.prototype.slice.call(p.children, 0, 60) : []) {
      if (row.tagName !== el.tagName || row.classList[0] !== el.classList[0]) continue;
      const box = row.firstElementChild;
      if (!box || box.className !== first.className || box.firstElementChild) continue;
      const t = box.textContent.trim();
      kinds.add(CARET_OPEN.test(t) ? "open" : CARET_CLOSED.test(t) ? "closed" : t ? "other" : "leaf");
    }
    if (kinds.has("other") || kinds.size < 2) return null;
    return open;
  }

  // A header with no sign over the panel just after it, in one of alike sections whose panels are
  // shown in some and hidden in others (a hand-made accordion, a FAQ with one answer open):
  // whether its panel is open; null when it is no such header.
  function peerPanel(el) {
    const panel = panelAfter(el), wrap = el.parentElement;
    if (!panel || !wrap || !wrap.parentElement) return null;
    // (Alike by tag and first class, past the words of a state: "open" on the open one.)
    const kind = (n) => `${n.tagName} ${Array.prototype.find.call(n.classList, (c) => !stateClass(c) && !/^(is-|has-)?(open|opened|closed|collapsed|expanded|show|shown|in)$/i.test(c)) || ""}`;
    const shownBelow = (head, p) => { const r = p.getBoundingClientRect(); return p.checkVisibility() && r.height > 0 && r.top >= head.getBoundingClientRect().bottom - 2; };
    // (Its own panel first: shown in its line or beside it, it is none; then at most 40 sections.)
    if (panel.checkVisibility() && (/^inline/.test(getComputedStyle(panel).display) || !shownBelow(el, panel))) return null;
    let shown = 0, hidden = 0, seen = 0;
    for (const w of wrap.parentElement.children) {
      if (kind(w) !== kind(wrap)) continue;
      if (++seen > 40) break;
      const head = Array.prototype.find.call(w.children, (n) => kind(n) === kind(el));
      const p = head && head.nextElementSibling;
      // (A panel with nothing in it, an empty notes line a page hides, opens nothing.)
      if (!p || kind(p) !== kind(panel) || (!p.textContent.trim() && !p.firstElementChild)) continue;
      if (shownBelow(head, p)) shown++;
      else if (!p.checkVisibility()) hidden++;
      else return null; // (a panel beside its header: a row's cells, no section)
    }
    if (!shown || !hidden || (!panel.textContent.trim() && !panel.firstElementChild)) return null;
    return shownBelow(el, panel) ? true : panel.checkVisibility() ? null : false;
  }

  // Which way a column header, or the sort control filling it, shows its column sorted with no
  // aria-sort: by an arrow ending its words ("Visits 🔽"), or by a class of it or of a part in it
  // whose last word says so (Grid.js's "gridjs-sort-asc").
  const SORT_GLYPH_END = /\s*([▲△↑⬆🔼▼▽↓⬇🔽])\uFE0F?$/u;
  const BOTH_CARETS_END = /\s*([▲△▴↑⬆🔼]\uFE0F?\s*[▼▽▾↓⬇🔽]|[▼▽▾↓⬇🔽]\uFE0F?\s*[▲△▴↑⬆🔼]|[↕⇅⬍])\uFE0F?$/u;
  // (The arrow only on the header or what fills it alone, opening nothing: "Region ▼" beside the
  // menu it opens is no sort. A class of the header's own first; inside it, only one way drawn:
  // a sorter that always draws both carets, Element's, says which by the header's class.)
  function drawnSort(el) {
    const header = el.closest("th, [role=columnheader]");
    if (!header) return null;
    const fills = el === header || (el.parentElement === header && header.childElementCount === 1);
    const opens = el.hasAttribute("aria-haspopup") || el.hasAttribute("aria-expanded");
    const said = cleanText(el.textContent || "", 80);
    const glyph = fills && !opens && !BOTH_CARETS_END.test(said) ? SORT_GLYPH_END.exec(said) : null;
    if (glyph) return /[▲△↑⬆🔼]/u.test(glyph[1]) ? "ascending" : "descending";
    // (Not a class saying which ways it can be sorted, DataTables' "dt-orderable-asc
    // dt-orderable-desc" on every sortable header.)
    const way = (n) => {
      for (const token of (n.getAttribute("class") || "").split(/\s+/)) {
        const words = token.toLowerCase().split(/[-_]+/).filter(Boolean);
        if (words.includes("orderable")) continue;
        const last = words.pop();
        if (last === "asc" || last === "ascending") return "ascending";
        if (last === "desc" || last === "descending") return "descending";
      }
      return null;
    };
    // (WordPress's "sortable desc" is a header that will sort that way when clicked; its
    // sorted one says "sorted desc".)
    const words = (n) => (n.getAttribute("class") || "").toLowerCase().split(/[\s_-]+/);
    if (words(header).includes("sortable") && !words(header).includes("sorted")) return null;
    const own = way(header) || way(el);
    if (own) return own;
    const ways = new Set(Array.prototype.slice.call(el.querySelectorAll("[class]"), 0, 12).map(way).filter(Boolean));
    return ways.size === 1 ? [...ways][0] : null;
  }

  // Is the first or last leaf of `el` a box holding only an arrow glyph? (Not in a column's
  // header: its "Price ▲" says which way the column is sorted.)
  function glyphBoxAtEnd(el) {
    if (el.textContent.trim().length < 3 || el.closest("th, [role=columnheader]")) return false;
    // (Past boxes that show no words at that end: a sheet tab's colour stripe after its "▼".)
    const worded = (c, first) => { while (c && !c.textContent.trim()) c = first ? c.nextElementSibling : c.previousElementSibling; return c; };
    const leafOf = (n, first) => { for (let k = 0; n && n.firstElementChild && k < 6; k++) n = worded(first ? n.firstElementChild : n.lastElementChild, first) || n.firstElementChild; return n; };
    // (Also ">" alone in its box, the plain-text arrow of a cascader's item that opens the next list.)
    return [leafOf(el, true), leafOf(el, false)].some((n) => n && n !== el && /^[⌄⌃⌵▾▿▼▽▴▵▲△›❯▸▹►▶▷»⏷⏶>]$/u.test(n.textContent.trim()));
  }

  const LIVE_REGION = "[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]";
  const TICK_ROLES = new Set(["checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"]);
  const STATE_GLYPH = /^[•●○◉◦✓✔☑☐☒■□▪▫✗✘]\s*(?=\S)/u;
  const PICKED_ROLES = new Set(["option", "treeitem"]);
  const OPENS_GLYPH_END = /(?<=\S)\s*[⌄⌃⌵▾▿▼▽▴▵▲△›❯▸▹►▶▷»⏷⏶>]$/u;
  const OPENS_GLYPH_START = /^[▾▿▼▸▹►▶▷]\s*(?=\S)/u;
  // Roles whose content is their value (ARIA names them by a label only).
  const VALUE_NOT_NAME = new Set(["slider", "textbox", "searchbox", "spinbutton", "combobox", "listbox"]);
  const NOT_NAMED_BY_TEXT = new Set(["SELECT", "INPUT", "TEXTAREA", "VIDEO", "AUDIO", "CANVAS", "OBJECT", "IFRAME", "PROGRESS", "METER"]);
  function componentName(el) {
    const root = el.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    if (!host || !FIELD_ROLES.has(roleOf(el))) return "";
    const aria = host.getAttribute("aria-label");
    if (aria && aria.trim() && !NO_NAMES.has(aria.trim())) return cleanText(aria, 80);
    const scope = host.getRootNode();
    const byId = (id) => (scope.getElementById ? scope.getElementById(id) : document.getElementById(id));
    const ids = (host.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
    const parts = ids.map((id) => byId(id)).filter(Boolean).map((ref) => visibleText(ref, 80) || cleanText(ref.textContent, 80));
    if (parts.join("").trim()) return cleanText(parts.join(" "), 80);
    const labels = host.id && scope.querySelectorAll ? Array.from(scope.querySelectorAll("label")).filter((l) => l.htmlFor === host.id) : [];
    const wrap = host.parentElement && host.parentElement.closest("label");
    if (wrap) labels.push(wrap);
    return cleanText(labels.map((l) => visibleText(l, 80, host)).filter(Boolean).join(" "), 80);
  }

  // Does `full` spell out the short `said`: its words' initials ("AL" of "Ana Lopez"), or the
  // figure it shows ("+3" of "3 more")?
  // (`tail`: the initials may be those of its last words only, "Assigned to Mia Chen".)
  function spelledOut(said, full, tail = false) {
    if (!full || !/\p{L}{2}/u.test(full)) return false;
    const letters = said.replace(/[^\p{L}]/gu, "");
    const digits = said.replace(/\D/g, "");
    if (digits) return !letters && new RegExp(`(^|\\D)${digits}(\\D|$)`).test(full);
    let initials = (full.match(/\p{L}+/gu) || []).map((w) => w[0]).join("");
    if (tail && letters.length >= 2) initials = initials.slice(-letters.length);
    return letters.length >= 1 && initials.toLowerCase() === letters.toLowerCase();
  }
  // The text alternatives inside an element with no text (what aria-labelledby may point at: a
  // swatch's picture, alt="Red"), as an accessible name is worked out.
  function altTextIn(ref) {
    const own = ref.getAttribute("aria-label");
    if (own && own.trim()) return cleanText(own, 80);
    const parts = Array.prototype.slice.call(ref.querySelectorAll("img[alt], [aria-label], svg > title"), 0, 4)
      .map((n) => n.tagName === "IMG" ? n.getAttribute("alt") : n.tagName.toLowerCase() === "title" ? n.textContent : n.getAttribute("aria-label"));
    return cleanText(parts.filter((t) => t && t.trim()).join(" "), 80);
  }
  // The text of the pictures inside `label` (not inside its field `el`): alt, aria-label, title.
  // (Not a word that only says it is a picture: "icon", "image".)
  const pictureText = (label, el) => cleanText(Array.prototype.slice.call(label.querySelectorAll("img[alt], [role=img][aria-label], svg > title"), 0, 4)
    .filter((n) => !el.contains(n) && (n.tagName.toLowerCase() === "title" ? n.parentElement : n).checkVisibility())
    .map(nameFrom)
    .filter((t) => !/^\s*(icon|image|img|picture|graphic|logo)\s*$/i.test(t || "")).join(" "), 80);
  // (Each text once: a kit's floating copy of the label, aria-hidden, says it again. The copy
  // alone still names the field.)
  // Is `n`, in what names `el`, a control of its own there (a link, a button, a clickable)?
  const labelsAction = (n, el) => n !== el && !n.contains(el) && (n.matches("a[href], button, [role=button], [role=link], [onclick]") || targets.has(n));
  const labelsText = (labels, el) => {
    const shown = labels.length > 1 ? labels.filter((l) => l.getAttribute("aria-hidden") !== "true") : labels;
    // (A label that shows only a picture says what the picture's text says: Django's search
    // field, labelled by a magnifier whose alt is "Search".)
    // (A picture drawn with a letter in it, role=img, is no word of the label: an info tip's "i"
    // after "Amount".)
    const picture = (n) => n.nodeType === 1 && n !== el && oc.roleToken(n) === "img";
    // (Only for a field that shows no hint of its own, which says more than a flag or an
    // envelope: "Phone number".)
    const hinted = !!(el.getAttribute("placeholder") || el.getAttribute("aria-placeholder") || "").trim();
    // (Nor a control of its own in the label, Zendesk's "take it" beside "Assignee", "add me"
    // after "CC": the label's other words name the field. Not for a box to tick, which reads its
    // label as a sentence, "I agree to the Terms & Conditions", the links' words in it.)
    const ticks = (el.tagName === "INPUT" && (el.type === "checkbox" || el.type === "radio")) || /^(checkbox|radio|switch|menuitemcheckbox|menuitemradio)$/.test(oc.roleToken(el));
    const acts = (n) => !ticks && n.nodeType === 1 && labelsAction(n, el);
    const texts = (shown.length ? shown : labels).map((l) => visibleText(l, 80, el, (n) => picture(n) || acts(n)) || visibleText(l, 80, el, picture) || (hinted ? "" : pictureText(l, el))).filter(Boolean);
    return texts.filter((t, n) => texts.indexOf(t) === n).join(" ");
  };
  // A name ending in the keys that do the same, "Bold (Ctrl-B)", "Pause keyboard shortcut k",
  // "Italic <Ctrl+i>" (a tooltip made the name): the keys are no part of what it is called.
  const KEYS_AFTER = /\s*(?:[(<[]([^()<>[\]]{1,24})[)>\]]|keyboard shortcut\s+(\S{1,12}))$/i;
  function withoutKeys(label) {
    const keys = label ? KEYS_AFTER.exec(label) : null;
    if (!keys) return label;
    const said = (keys[1] || keys[2] || "").trim();
    const rest = label.slice(0, keys.index).trim();
    return (SHORTCUT.test(said) || (keys[2] && /^\S$/.test(said))) && /\p{L}{2}/u.test(rest) ? rest : label;
  }
  // Signs drawn at the ends of a name that say nothing of what it is: a thin caret, a sort
  // button's double arrow, an info sign, a check mark beside a chosen option ("Schedule ⌄",
  // "ⓘ More Info"). (Not an arrow that points somewhere, "Read more ›", "Back to top ▲".)
  const END_SIGNS = /^(?:[⌄⌃˅˄⇅⇵ⓘℹ✓✔]\uFE0F?\s+)+|(?:\s+[⌄⌃˅˄⇅⇵ⓘℹ✓✔]\uFE0F?)+$/gu;
  function nameOf(el) {
    let named = nameOfParts(el);
    // (A slider named by nothing of its own is named by the box around it that the page names,
    // with no role to say it is anything else: Calcite's aria-label on its slider's container.)
    // (Only one with no name at all, in a plain box holding no other control: not a section's,
    // a form's or a card's name over a slider captioned beside it.)
    if (isSlider(el) && (!named || !named.label)) {
      for (let a = el.parentNode, k = 0; a && k < 4; a = a.parentNode || a.host, k++) {
        if (a.nodeType !== 1) continue;
        const said = cleanText(a.getAttribute("aria-label") || "", 80);
        if (said && /\p{L}{2}/u.test(said) && !a.hasAttribute("role") && a.tagName === "DIV" &&
            a.querySelectorAll("[role=slider], input, button, select, textarea, a[href], [role=button], [role=checkbox], [tabindex]").length === 1) { named = { label: said, source: "" }; break; }
      }
    }
    // A header that opens and closes its section, holding the section's heading and a line of
    // facts and hints beside it, is called by that heading: "Advanced Learning Algorithms", not
    // "Advanced Learning Algorithms Course 2 · 34 hours · Course details".
    if (named && named.label && !named.source && el.hasAttribute("aria-expanded") && !el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby")) {
      const heads = el.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]");
      const title = heads.length === 1 ? cleanText(heads[0].textContent, 80) : "";
      // (A title: three words or more, not an ordinal, "Step 1", or a filter's "Price" over its value.)
      if (/\p{L}{2}/u.test(title) && title.split(" ").length >= 3 && named.label.startsWith(title) && named.label.length > title.length) named.label = title;
    }
    if (named && named.label && /\p{L}{2}/u.test(named.label)) {
      const bare = named.label.replace(END_SIGNS, "");
      if (bare !== named.label && /\p{L}{2}/u.test(bare)) named.label = bare;
    }
    // (A box to tick named by a sign alone, a recipe's "▢" read to screen readers, has no name:
    // its row says which it is.)
    if (named && named.label && !/[\p{L}\p{N}]/u.test(named.label) && (TICK_ROLES.has(roleOf(el)) || (el.tagName === "LABEL" && el.control && /^(checkbox|radio)$/.test(el.control.type)))) return { label: "", source: "" };
    return named && named.label ? { ...named, label: withoutKeys(named.label) } : named;
  }
  function nameOfParts(el) {
    const aria = el.getAttribute("aria-label");
    // (A place in a set, a carousel slide's "2 / 4", says where it is, not what: its words first.)
    if (aria && /^\s*\d+\s*(\/|of)\s*\d+\s*$/.test(aria)) {
      const own = textName(el);
      // (Words: a carousel dot's own "1", hidden by a zero font size, is its place again.)
      if (own && own.label && /\p{L}/u.test(own.label) && own.label !== aria.trim()) return { label: cleanText(`${own.label} ${aria}`, 80), source: "" };
    }
    // aria-labelledby comes first, as the accessible name has it; where it lists the element
    // itself, that part is its aria-label, or its text (React Aria's "month, " then its field's
    // "Check-in date"; a row's "Select" then the row's "Quarterly report.pdf").
    const ownAria = aria && aria.trim() && !NO_NAMES.has(aria.trim()) ? aria : "";
    if (el.hasAttribute("aria-labelledby")) {
      let refs = refsOf(el, "aria-labelledby");
      // (A field that lists its own shown choice among what names it, Fluent's dropdown, "Color"
      // and then "Red": the choice is its value, not its name.)
      // (Not a label floating inside it, Material's "Country" under "Shipping address".)
      const labelPart = (ref) => ref.tagName === "LABEL" || /label/i.test(ref.getAttribute("class") || "");
      // (So does a button opening a list box, a select's trigger: React Aria's, its "Double"
      // listed before its caption "Room type".)
      const picks = VALUE_NOT_NAME.has(oc.roleToken(el)) || ((oc.roleToken(el) || el.tagName.toLowerCase()) === "button" && (el.getAttribute("aria-haspopup") || "").toLowerCase() === "listbox");
      // (Not, for such a button, a prompt it shows while nothing is chosen, "- Select -" or
      // "Nothing selected", nor a part drawn as a hint: no value either.)
      const prompt = (ref) => el.contains(ref) && ref !== el && (PROMPT.test(cleanText(visibleText(ref, 40), 40)) ||
        /^(nothing|none|no \w+) selected$/i.test(cleanText(visibleText(ref, 40), 40)) || showsPlaceholder(ref, cleanText(visibleText(ref, 40), 40)));
      if (picks && refs.some((ref) => !el.contains(ref)) && (VALUE_NOT_NAME.has(oc.roleToken(el)) || !refs.some(prompt))) refs = refs.filter((ref) => ref === el || !el.contains(ref) || labelPart(ref));
      // (Nor, of a button opening a list that lists two of its own parts, the last: Material's
      // select, "Effect" then its shown "Rainbow".)
      if (ownChoiceRef(el, refs)) refs = refs.slice(0, -1);
      // (Nor its own text listed after its label, Material UI's select, "Age" then itself showing
      // "Twenty": with no aria-label of its own, that part is its value.)
      if (VALUE_NOT_NAME.has(oc.roleToken(el)) && !ownAria && refs.some((ref) => ref !== el)) refs = refs.filter((ref) => ref !== el);
      // (Nor a text field's own words where it lists only itself: they are what is typed in it,
      // a cover letter's first line; its <label> names it.)
      if (!ownAria && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && /^(text|search|email|tel|url|number|)$/.test(el.type)))) refs = refs.filter((ref) => ref !== el);
      // (A label's own control in it is no part of the name: "Assignee", not "Assignee take it".)
      // (Only of a field that takes text or a choice: not a box to tick, nor an article named by
      // its author's line of links, "Grace Hopper @grace · 4h".)
      const takes = /^(textbox|searchbox|combobox|listbox|spinbutton)$/.test(oc.roleToken(el)) || (el.matches(FIELDS) && !(el.type === "checkbox" || el.type === "radio"));
      const acts = (n) => takes && labelsAction(n, el);
      const parts = refs.map((ref) => ref === el ? cleanText(ownAria, 80) || visibleText(el, 80) : visibleText(ref, 80, undefined, acts) || visibleText(ref, 80) || cleanText(ref.textContent, 80) || altTextIn(ref)).filter(Boolean);
      // (Not a picture's glyph, a "🔍" label, over a field that says in words what it takes.)
      if (parts.length && (WORDY.test(parts.join("")) || !(el.placeholder || el.title)) && (refs.some((ref) => ref !== el) || !ownAria)) {
        return { label: cleanText(parts.join(" ").replace(/,\s*,/g, ","), 80), source: "" };
      }
    }
    // (A grid's cell control that the kit names by a state or a hint, "Checked", "Press SPACE to
    // toggle cell value", "Input Editor", is named by its column.)
    if (ownAria && GENERIC_NAME.test(cleanText(ownAria, 80))) {
      const column = columnName(el, true);
      if (column) return { label: column, source: "" };
      // (With no column to name it, a keyboard instruction says what the control does, less the
      // key and the state it echoes: AG Grid's "Press Space to toggle row selection (checked)"
      // is "toggle row selection", which the echo would leave stale.)
      const does = /^press (?:space|spacebar|enter|return|tab|escape|esc|delete|backspace|(?:ctrl|control|alt|shift|cmd|meta)\+\S+|\S+ key) to (.+?)(?:\s*\((?:checked|unchecked|selected|unselected|on|off)\))?$/i.exec(cleanText(ownAria, 80));
      if (does && /\p{L}{2}/u.test(does[1])) return { label: does[1], source: "" };
    }
    // (Nor does a field's name that only says what kind of widget it is, a kit's "Open" or
    // "dropdownlist" on every select it draws: its <label>, or the caption beside it, names it.
    // A button's "Select" is what it does.)
    // (Its label may float inside it, tied to nothing: Syncfusion's "Select a game".)
    if (ownAria && KIT_WORD.test(cleanText(ownAria, 80)) && ((el.tagName === "INPUT" && !/^(button|submit|reset|image|radio|checkbox)$/.test(el.type)) || el.tagName === "SELECT" || el.tagName === "TEXTAREA" || VALUE_NOT_NAME.has(oc.roleToken(el)))) {
      const labels = el.labels && el.labels.length ? Array.from(el.labels) : Array.prototype.slice.call(el.querySelectorAll("label"), 0, 1);
      const t = labels.length ? labelsText(labels, el) : nearbyLabel(el);
      if (t && WORDY.test(t)) return { label: cleanText(t, 80), source: labels.length ? "" : "nearby" };
    }
    if (ownAria) return { label: cleanText(ownAria, 80), source: "" };
    if (el.labels && el.labels.length) {
      const t = labelsText(Array.from(el.labels), el);
      if (t && (WORDY.test(t) || !(el.placeholder || el.title))) return { label: cleanText(t, 80), source: "" };
    }
    // A form-associated custom element is labelled as a native field is, by the <label> around it
    // or pointing at it, though only its ElementInternals list them (Material's md-radio).
    if (!el.labels && el.localName.includes("-")) {
      const root = el.getRootNode();
      const label = el.closest("label") || (el.id && root.querySelector ? root.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
      const t = label ? visibleText(label, 80, el) : "";
      if (t && WORDY.test(t)) return { label: cleanText(t, 80), source: "" };
    }
    // So is a box the page calls a field that a <label for> points at, though HTML ties labels to
    // its own fields only (jQuery UI's selectmenu, its label's for moved to the drawn combobox).
    if (!el.labels && el.id && FIELD_ROLES.has(oc.roleToken(el))) {
      const root = el.getRootNode();
      const label = root.querySelector ? root.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      const t = label ? visibleText(label, 80, el) : "";
      if (t && WORDY.test(t)) return { label: cleanText(t, 80), source: "" };
    }
    // A field put in place of one the page hid, right after it (flatpickr's altInput: the original
    // turned type=hidden keeps the id the label points at): that label names it.
    const twin = el.previousElementSibling;
    if ((el.tagName === "INPUT" || el.tagName === "TEXTAREA") && twin && twin.tagName === "INPUT" && twin.type === "hidden" && twin.id) {
      const label = (el.getRootNode().querySelector ? el.getRootNode() : document).querySelector(`label[for="${CSS.escape(twin.id)}"]`);
      const t = label ? visibleText(label, 80) : "";
      if (t) return { label: cleanText(t, 80), source: "" };
    }
    // A control inside a web component that names it nothing itself is named as the page names
    // the component (Material's checkbox in a <label>, Fluent's combobox by aria-labelledby),
    // before its placeholder or the text near it inside the component.
    const given = componentName(el);
    if (given) return { label: given, source: "" };
    const tag = el.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") {
      const t = (el.type || "").toLowerCase();
      if (["button", "submit", "reset"].includes(t) && el.value) return { label: cleanText(el.value, 80), source: "" };
      if (t === "image" && el.alt) return { label: cleanText(el.alt, 80), source: "" };
      // (A box to tick that the page titles is named by its title, "Select All", not by the
      // column header beside it: it shows no hint a title would only repeat.)
      const ownTitle = t === "checkbox" || t === "radio" ? cleanText(el.getAttribute("title") || "", 80) : "";
      if (ownTitle && /\p{L}{2}/u.test(ownTitle)) return { label: ownTitle, source: "" };
      const near = ["button", "submit", "reset", "image", "hidden"].includes(t) ? "" : nearbyLabel(el);
      // (A figure alone in the cell before a box to tick, a thread's view count, is that row's
      // data, no caption of the box.)
      if ((t === "checkbox" || t === "radio") && near && !/\p{L}/u.test(near) && el.closest("td, [role=gridcell], [role=cell]")) return { label: "", source: "" };
      // (Not the text a transparent select lies over, its own choice shown: "March" over a month
      // picker's select is its value, not its name.)
      const chosen = tag === "SELECT" && el.selectedOptions.length ? cleanText(el.selectedOptions[0].text, 80) : "";
      // (Nor the short form of it a face over the select shows, Amazon's "All" for "All
      // Departments": a select titled by the page is named by its title, "Search in".)
      const title = tag === "SELECT" ? cleanText(el.getAttribute("title") || "", 80) : "";
      const nearWords = near.replace(/[^\p{L}\p{N}\s]/gu, "").trim();
      if (title && WORDY.test(title) && (!nearWords || nearWords === chosen || chosen.startsWith(nearWords + " "))) return { label: title, source: "" };
      if (near && near !== chosen) return { label: near, source: "nearby" };
      if (el.placeholder) return { label: cleanText(el.placeholder, 80), source: "" };
    }
    if ((tag === "IMG" || tag === "AREA") && el.alt) {
      // (A letter or sign for alt, a rating's cancel "x", is a stand-in for a glyph: a title that
      // says it in words names it.)
      const title = cleanText(el.getAttribute("title") || "", 80);
      // (Not a digit: a rating's star "3" says its value.)
      if (/^\D$/.test(el.alt.trim()) && /\p{L}{2}/u.test(title)) return { label: title, source: "" };
      return { label: cleanText(el.alt, 80), source: "" };
    }
    // A field's text is its value, not its name (a slider's tooltip "20.00", an editor's
    // "Hello"), and a media element's children are fallback never drawn.
    const role = oc.roleToken(el);
    const textNames = !VALUE_NOT_NAME.has(role) && !editsText(el) && !NOT_NAMED_BY_TEXT.has(tag);
    if (textNames) {
      // A picture the page names, drawing all the control's text (an avatar's initials "DA" in a
      // role=img box labelled "Dan Abrahmov"), names it by that name.
      const pictures = el.querySelectorAll("[role=img][aria-label]");
      const pictured = pictures.length === 1 && pictures[0].textContent.trim() === el.textContent.trim() ? cleanText(pictures[0].getAttribute("aria-label"), 80) : "";
      if (pictured) return { label: pictured, source: "" };
      const named = textName(el);
      // (Words its title spells out in full, an avatar's initials "AL" titled "Ana Lopez", a
      // "+3" titled "3 more": the title is its name.)
      // (Or the title of the one part that draws those words: a picker's avatar "MC" titled
      // "Assigned to Mia Chen", the initials of its last words.)
      if (named && named.label.length <= 3) {
        // (Not an abbreviation's expansion, <abbr title="ante meridiem">: the letters shown are
        // its name. A person's name, its words capitalised.)
        const inner = el.hasAttribute("title") ? null : el.querySelectorAll("[title]");
        // (Drawn as an avatar, a round picture: not a badge's "HD" titled with a sentence.)
        const avatar = (n) => { const cs = getComputedStyle(n), r = n.getBoundingClientRect(); return r.width > 0 && parseFloat(cs.borderTopLeftRadius) >= 0.4 * r.width; };
        const titled = inner ? (inner.length === 1 && inner[0].textContent.trim() === named.label && !/^(ABBR|ACRONYM)$/.test(inner[0].tagName) && avatar(inner[0]) &&
          /^[\p{Lu}]{2,3}$/u.test(named.label) && /(\p{Lu}\p{Ll}+ ){1,2}\p{Lu}\p{Ll}+$/u.test(inner[0].getAttribute("title") || "") ? inner[0] : null) : el;
        const title = titled ? cleanText(titled.getAttribute("title") || "", 80) : "";
        if (spelledOut(named.label, title, !!inner)) return { label: title, source: "" };
      }
      if (named) return named;
    }
    // An empty editable area (a comment box, a chat composer) shows its placeholder: ARIA's, or
    // the attribute rich-text editors draw with a ::before rule.
    const placeholder = el.getAttribute("aria-placeholder") ||
      (editsText(el) ? el.getAttribute("placeholder") || el.getAttribute("data-placeholder") : "");
    const hint = cleanText(placeholder || (editsText(el) ? editorHint(el) : ""), 80);
    if (hint) return { label: hint, source: "" };
    // A widget drawn with divs (a switch, a custom checkbox or slider) with no text of its own is
    // named by the text beside it, as a field is.
    // So is a label that stands in for a hidden control and shows nothing itself (a switch's track).
    // A label with no words that stands in for a hidden control (a rating's star) is named as
    // that control is, even by a number.
    if (tag === "LABEL" && el.control) {
      // (By its aria-labelledby first, which may add its row's name: "Select Games".)
      const own = labelledName(el.control) || el.control.getAttribute("aria-label") || el.control.getAttribute("title");
      if (own && own.trim() && !NO_NAMES.has(own.trim())) return { label: cleanText(own, 80), source: "" };
    }
    // (So is an editable box drawn as a field, a line or two high, under a caption of the kind
    // that captions a field beside it: Airtable's "Name" over its editable cell, as "Due date"
    // over its input. Not a document's title or editor, whose lines around it are the page's.)
    const editsLine = editsText(el) && !el.matches("a[href]") && !el.hasAttribute("title") && !el.hasAttribute("aria-describedby") && el.getBoundingClientRect().height <= 64 && drawnAsField(el) && captionsFields(el.previousElementSibling);
    if (FIELD_ROLES.has(role) || editsLine || (tag === "LABEL" && el.control)) {
      // (A field drawn with boxes inside a <label> that labels nothing else drawn: that label's
      // own words, Tagify's "Topics" around its tags, its editable box and its hidden input.)
      const wrap = tag !== "LABEL" && el.parentElement && el.parentElement.closest("label");
      if (wrap && (!wrap.control || !wrap.control.getClientRects().length)) {
        const own = labelLike(Array.from(wrap.childNodes).filter((n) => n.nodeType === 3).map((n) => n.nodeValue).join(" "));
        if (own) return { label: own, source: "nearby" };
      }
      const near = nearbyLabel(el);
      if (near) return { label: near, source: "nearby" };
    }
    const title = el.getAttribute("title");
    if (title && title.trim()) return { label: cleanText(title, 80), source: "" };
    // A tooltip a script shows from an attribute of its own (Gmail's data-tooltip, Bootstrap's
    // data-bs-original-title, Tippy's data-tippy-content) is the title by another name.
    const tip = tooltipText(el);
    if (tip) return { label: tip, source: "" };
    // A button whose words it holds but hides (Wikipedia's icon-only "Toggle History subsection",
    // its span display:none) is named by them before a word of its class: they are the page's
    // own name for it. (Only a leaf button's, not a menu kept hidden inside it.)
    const hiddenWords = textNames && (tag === "BUTTON" || role === "button") && !el.querySelector("a, button, input, select, textarea, [role], [tabindex]")
      ? undrawnText(el) : "";
    // (Not a state it shows while busy or after: "Deleting…", "Saving, please wait", "Copied!".)
    const transient = /(…|\.\.\.|!)$|^\p{L}+ing\b|please wait|\b(copied|done|saved|loading)\b/iu.test(hiddenWords);
    if (hiddenWords.length <= 80 && /\p{L}{2}/u.test(hiddenWords) && !transient) return { label: hiddenWords, source: "" };
    if (textNames) {
      const icon = iconName(el);
      // (Not a checkbox's or radio's own tick glyph: "check" names no choice; a rating's "star" does.)
      if (icon && !(TICK_ROLES.has(role) && icon.label === "check")) return icon;
      const tip = hoverTip(el) || tipBeside(el);
      if (tip) return { label: tip, source: "" };
    }
    // (A field's name attribute, the last resort, is a program's word: said as words,
    // "search_terms" as "search terms", "user[email]" as "user email".)
    const name = el.getAttribute("name");
    // (Not a program's tag: "c3", "_checked", "q". Nor a key several fields share, which names
    // their group: a table's row checkboxes all "ids".)
    const said = name && !/^[_$]|\d/.test(name) && (el.getRootNode().querySelectorAll ? el.getRootNode() : document).querySelectorAll(`[name="${CSS.escape(name)}"]`).length < 2 ? cleanText(name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_\-[\].]+/g, " "), 40) : "";
    if (said.replace(/[^a-z]/gi, "").length >= 3) return { label: said, source: "" };
    // (And the value a part stands for, when it is a colour or a word: a palette's swatch drawn
    // only by its background, data-value="#e60000"; an alignment list's data-value="center".)
    const value = (el.getAttribute("data-value") || "").trim();
    if (/^#[0-9a-f]{3,8}$/i.test(value) || /^[a-z][a-z -]{1,23}$/i.test(value)) return { label: value, source: "" };
    // (A box that shows a video, and nothing that names it, is that video: a player's screen.)
    if (tag === "VIDEO" || (tag !== "AUDIO" && el.querySelector("video"))) return { label: "video", source: "media" };
    return { label: "", source: "" };
  }

  // The part of `el` showing its choice that its aria-labelledby (`refs`) lists last, after a part
  // of its own that names it, when `el` opens a list box; else null.
  // (Only a caption in words and then a choice, in that order on the page too; not a prompt or
  // a hint shown while nothing is chosen, nor a menu's, a link's or a tab's parts.)
  function ownChoiceRef(el, refs) {
    if (refs.length !== 2 || (el.getAttribute("aria-haspopup") || "").toLowerCase() !== "listbox" || !/^(button|combobox|)$/.test(oc.roleToken(el))) return null;
    const [caption, choice] = refs;
    if (!refs.every((ref) => ref !== el && el.contains(ref) && !ref.contains(el)) || !(caption.compareDocumentPosition(choice) & Node.DOCUMENT_POSITION_FOLLOWING)) return null;
    const [said, shown] = [cleanText(visibleText(caption, 40), 40), cleanText(visibleText(choice, 40), 40)];
    if (!/\p{L}{2}/u.test(said) || !/[\p{L}\p{N}]/u.test(shown) || said === shown || PROMPT.test(shown) || showsPlaceholder(choice, shown)) return null;
    return choice;
  }
  // Does `n` say it opens a popup of a kind ARIA names (aria-haspopup)?
  const saysPopup = (n) => /^(true|listbox|menu|tree|grid|dialog)$/i.test(n.getAttribute("aria-haspopup") || "");
  // The role a mark reads as; "presentation"/"none" say nothing, so the fallback stands.
  function roleFor(el, fallback) {
    const role = roleOf(el);
    // (A table's header cell that takes clicks, to sort by its column, is that column's header.)
    // (A data cell of a table made a grid is a grid cell, as ARIA has it: a date picker's day.)
    const grid = !role && el.tagName === "TD" && !!el.closest("table") && el.closest("table").matches("[role=grid], [role=treegrid]");
    const implicit = el.tagName === "TH" && !role && headsColumn(el) ? "columnheader" : grid ? "gridcell" : "";
    // (A list box that says it opens a popup is a select's closed face: a combobox, as ARIA 1.0
    // drew them, Closure's toolbar selects.)
    if (role === "listbox" && saysPopup(el)) return "combobox";
    return (NO_ROLES.has(role) ? "" : role) || implicit || fallback;
  }
  const GENERIC_NAME = /^(\(?(checked|unchecked|on|off|selected|unselected|true|false|toggle|checkbox|input|input editor|editor|cell|cell editor|select|dropdown)\)?|press .+ to .+|toggle .+)$/i;
  // The header of the column a field in a table's cell stands in, all the cell shows (a grid's cell
  // editor: "Gender", not the next cell's "Oli Bob"), or "". Found by place, as the header drawn
  // above the cell's middle (a grid's header row can live in a box of its own). Not in a form laid
  // out as a table, whose fields follow their captions in the row ("Name:", or a <th> for the row).
  // (`hinted`: the field's own name is a kit's hint, which the column beats even in a row of two
  // cells, a make and its "Electric" tick box.)
  function columnName(el, hinted = false) {
    const cell = el.parentElement && el.parentElement.closest("td, [role=gridcell], [role=cell]");
    const table = cell && cell.parentElement && cell.parentElement.closest("table, [role=grid], [role=treegrid], [role=table]");
    // (Only when the field is all the cell shows: a task's tick box beside "Buy milk" is named so.)
    // (A field drawn as a box with a widget's role, a grid's combobox, counts as the one field.)
    if (!table || cell.querySelectorAll(FIELDS).length + (el.matches(FIELDS) ? 0 : 1) !== 1 || cell.textContent.trim() !== el.textContent.trim()) return "";
    const before = cell.previousElementSibling;
    if (before && (before.matches("th, [role=rowheader]") || /:\s*$/.test(before.textContent))) return "";
    // (Nor in a row of two cells, a caption and its field: a settings table's "Display name".)
    if (!hinted && before && cell.parentElement.children.length === 2 && /\p{L}{2}/u.test(before.textContent) && !isControl(before) && !targets.has(before)) return "";
    const head = headerAbove(cell, table);
    return head ? labelLike(visibleText(head, 80)) : "";
  }
  // Does a <th> head a column of data? Not one in the table's foot, nor one in a head row above
  // another row of headers (a date picker's "«  March 2025  »" above its weekdays, its "Today" in
  // the foot): those are the table's controls.
  function headsColumn(th) {
    const row = th.parentElement;
    const section = row && row.parentElement;
    if (!section || section.tagName === "TFOOT") return false;
    if (section.tagName !== "THEAD") return true;
    const next = row.nextElementSibling;
    return !(next && next.tagName === "TR" && next.querySelector(":scope > th"));
  }

  // --- state ---------------------------------------------------------------------------------------
  // The text an element draws as its value (a code editor's lines), exactly as laid out (its
  // line breaks kept), capped like a field's value.
  // (Not what it hides from screen readers or draws invisible: an editor's line numbers and the
  // line it measures text with, nor text the user cannot select.)
  const LINE_BOXES = new Set(["block", "list-item", "flex", "grid", "table", "table-row", "flow-root"]);
  // A column of line numbers (an editor's gutter, drawn for the eye): boxes each holding the next
  // whole number.
  function lineNumbers(node) {
    if (node.childElementCount < 2 || node.childElementCount > 2000) return false;
    let next = null;
    for (const c of node.children) {
      const t = c.textContent.trim();
      if (!/^\d{1,6}$/.test(t) || (next !== null && Number(t) !== next)) return false;
      next = Number(t) + 1;
    }
    return true;
  }
  function exactText(el, out) {
    // (An editor that hides all its lines from screen readers and from selection, giving both its
    // own input and drawing its own selection, Monaco's: its lines are still what it holds, read
    // then past those two rules, its line numbers still left out.)
    exactValue(out, drawnLines(el, true) || drawnLines(el, false));
  }
  const OVER_TEXT_ROLES = new Set(["dialog", "alertdialog", "toolbar", "search", "tooltip", "menu", "menubar", "listbox", "status", "alert", "log"]);
  function drawnLines(el, strict) {
    let t = "";
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
      acceptNode(node) {
        if (node.nodeType === 3) {
          // (Not the source's line breaks between boxes, which a box that collapses white space
          // never draws.)
          // (Between two inline boxes it is drawn as one space: "SELECT name" written a word a line.)
          if (/^[ \t\r]*\n[ \t\r\n]*$/.test(node.nodeValue) && node.parentElement && /^(normal|nowrap)$/.test(getComputedStyle(node.parentElement).whiteSpace)) {
            const inline = (n) => !!n && n.nodeType === 1 && getComputedStyle(n).display.startsWith("inline");
            if (inline(node.previousSibling) && inline(node.nextSibling) && t && !/\s$/.test(t)) t += " ";
            return NodeFilter.FILTER_REJECT;
          }
          return NodeFilter.FILTER_ACCEPT;
        }
        // (A line break is a new line; a picture says its text, an emoji drawn as an image.)
        if (node.tagName === "BR") {
          if (t) t += "\n";
          return NodeFilter.FILTER_REJECT;
        }
        if (node.tagName === "IMG") {
          t += node.getAttribute("alt") || "";
          return NodeFilter.FILTER_REJECT;
        }
        const cs = getComputedStyle(node);
        // (Nor a widget laid over the lines, an editor's find box with its "1 of 3".)
        // (Nor a hint an editor lays over its empty line, a part the user cannot edit that lets
        // the mouse through or floats out of the flow: Slate's placeholder.)
        if (cs.display === "none" || cs.visibility !== "visible" || node.tagName === "TEXTAREA" || lineNumbers(node) || OVER_TEXT_ROLES.has(oc.roleToken(node)) ||
          (node.getAttribute("contenteditable") === "false" && (cs.position === "absolute" || cs.pointerEvents === "none")) ||
          (strict && (cs.userSelect === "none" || node.getAttribute("aria-hidden") === "true"))) return NodeFilter.FILTER_REJECT;
        if (LINE_BOXES.has(cs.display) && t && !t.endsWith("\n")) t += "\n";
        return NodeFilter.FILTER_SKIP;
      },
    });
    while (walker.nextNode() && t.length <= VALUE_MAX * 2) t += walker.currentNode.nodeValue;
    // (Blank lines at either end are the editor's own parts: a cursor drawn as a space. A space
    // an editor draws as a no-break one, to keep it, is a space in what it holds.)
    return t.replace(/[\u200b\ufeff]/g, "").replace(/\u00a0/g, " ").replace(/^(?:[ \t\u00a0]*\n)+/, "").replace(/(?:\n[ \t\u00a0]*)+$/, "");
  }

  function exactValue(out, v) {
    v = v == null ? "" : String(v);
    if (v.length > VALUE_MAX) {
      out.value = v.slice(0, VALUE_MAX);
      out.value_length = v.length;
    } else {
      out.value = v;
    }
  }

  // Why a field was refused, once the page or the browser says so: aria-invalid with the text of
  // its aria-errormessage (or aria-describedby) target, or the browser's own message for a field
  // the user has touched that fails its constraints (:user-invalid). null when it is not invalid.
  // The page's own message about a field, when it tells none to tools: shown in red right after
  // the field, or after the box the field is alone in (Bootstrap's .invalid-feedback).
  const RGB = /rgba?\((\d+),\s*(\d+),\s*(\d+)/;
  // (Red, not orange: a warning's rgb(255, 152, 0) is no error.)
  const isRed = (colour) => { const m = RGB.exec(colour); return !!m && +m[1] >= 150 && +m[2] <= 0.45 * m[1] && +m[3] <= 0.6 * m[1]; };
  function shownError(el) {
    for (let n = el, k = 0; n && k < 2; n = n.parentElement, k++) {
      if (k > 0 && n.querySelectorAll("input, select, textarea").length > 1) break; // a group of fields
      const next = n.nextElementSibling;
      if (!next || next.matches(CONTROLS) || !isRed(getComputedStyle(next).color) || !next.checkVisibility()) continue;
      const t = visibleText(next, 150);
      if (t && WORDY.test(t) && t.length <= 150) return t;
    }
    return "";
  }
  function invalidMessage(el) {
    const aria = (el.getAttribute("aria-invalid") || "").trim().toLowerCase();
    if (aria && aria !== "false") {
      for (const attr of ["aria-errormessage", "aria-describedby"]) {
        for (const ref of refsOf(el, attr)) {
          const t = visibleText(ref, 100);
          if (t) return t;
        }
      }
      return shownError(el);
    }
    if (!FIELD_TAG_NAMES.has(el.tagName)) return null;
    // The page's words before the browser's: what the user reads under the field. A field the
    // page checked itself (novalidate, checkValidity on submit) is :invalid, not :user-invalid;
    // one refused by the server says so only by being drawn red beside a red message.
    // (Asked only of a field that is refused or drawn so: most fields are neither.)
    const userInvalid = el.willValidate && el.matches(":user-invalid");
    const checked = el.willValidate && el.matches(":invalid") && !!el.form && el.form.noValidate;
    if (!userInvalid && !checked && !isRed(getComputedStyle(el).borderBottomColor)) return null;
    const shown = shownError(el);
    if (userInvalid) return shown || cleanText(el.validationMessage || "", 100);
    return shown || null;
  }
  const FIELD_TAG_NAMES = new Set(["INPUT", "SELECT", "TEXTAREA"]);

  function drawnHint(field) {
    for (const n of [field.nextElementSibling, field.previousElementSibling]) {
      if (!n || !hintClass(n) || !n.checkVisibility()) continue;
      const own = cleanText(n.textContent || "", 60);
      if (own) return own;
      const content = getComputedStyle(n, "::before").content || "";
      if (content[0] === '"') return content.slice(1, -1);
    }
    return "";
  }
  // A checkbox a kit draws with a dash while its `indeterminate` is left unset: said by
  // data-indeterminate (Material UI's select-all box) or an "indeterminate" class on it or a box
  // or two around it (Ant Design's `ant-checkbox-indeterminate`).
  function drawnMixed(input) {
    for (let n = input, k = 0; n && k < 3; n = n.parentElement, k++) {
      if (n.getAttribute("data-indeterminate") === "true" || /indeterminate/i.test(n.getAttribute("class") || "")) return true;
      if (n.tagName === "LABEL" || n.matches("[role=row], tr, li")) break;
    }
    return false;
  }
  // A select's prompt in words: "Select a size", "Please select", "-- choose --" (not "Choose
  // automatically", "Pick up in store", "-- All --": choices).
  const PROMPT = /^[-—–\s]*(please\s+)?(select|choose|pick)(\s+(a|an|one|your|the|option|from)\b.*|\s*[-—–.…]*)$/i;
  function stateFor(el, out) {
    const tag = el.tagName;
    // An empty field named by something else still shows its hint (a "Min" beside "Price").
    if ((tag === "INPUT" || tag === "TEXTAREA") && !el.value && el.placeholder) {
      const hint = cleanText(el.placeholder, 60);
      if (hint && hint !== out.label) out.placeholder = hint;
    } else if ((tag === "INPUT" || tag === "TEXTAREA") && !el.value) {
      // (Or one a box beside it draws, classed a placeholder, in its words or by its style
      // sheet, DevExtreme's `content: attr(data-dx_placeholder)`.)
      const hint = cleanText(drawnHint(el), 60);
      if (hint && hint !== out.label) out.placeholder = hint;
    }
    if (tag === "INPUT") {
      const t = (el.type || "text").toLowerCase();
      out.type = t;
      // (Drawn with a dash, whatever `checked` says: a select-all box over some of the rows.)
      // (A checkbox the page calls a button is a disclosure when it has a popup, Wikipedia's
      // menus drawn by CSS from its :checked, else a toggle: open or pressed, never "checked".)
      const asRole = oc.roleToken(el);
      if (t === "checkbox" && asRole === "button") {
        if ((el.getAttribute("aria-haspopup") || "false") !== "false") out.expanded = el.checked;
        else out.pressed = el.checked;
      } else if (t === "checkbox" || t === "radio") out.checked = t === "checkbox" && (el.indeterminate || drawnMixed(el)) ? "mixed" : el.checked;
      else if (t === "password") out.value = el.value ? "••••" : "";
      // Card, security-code and one-time-code fields (page_core's secretField): never in the marks.
      else if (oc.secretField && oc.secretField(el)) out.value = el.value ? "••••" : "";
      else if (t === "file") out.value = Array.from(el.files || []).map((f) => f.name).join(", ");
      else if (!["button", "submit", "reset", "image"].includes(t)) exactValue(out, el.value);
      if (el.required) out.required = true;
    } else if (tag === "TEXTAREA") {
      exactValue(out, el.value);
      if (el.required) out.required = true;
    } else if (tag === "SELECT") {
      out.value = Array.from(el.selectedOptions).map((o) => cleanText(o.text, 40)).join(", ");
      // A select on an empty first choice that only prompts (disabled or hidden, its own caption,
      // "Select a size", "-- choose --") holds nothing yet: that is its placeholder.
      const chosen = el.selectedOptions[0];
      const prompt = chosen && !el.multiple && chosen.value === "" ? cleanText(chosen.text, 40) : "";
      if (prompt && (chosen.disabled || chosen.hidden || prompt === out.label || PROMPT.test(prompt))) {
        out.placeholder = prompt;
        delete out.value;
      }
      out.options = Array.from(el.options).slice(0, 12).map((o) => cleanText(o.text, 30));
      out.option_count = el.options.length;
      if (el.multiple) out.multiple = true;
    } else if (editsText(el)) {
      // (What it holds as laid out, the words of its inline parts not spaced apart: a query
      // editor's "service:checkout" drawn as two coloured spans is what to retype.)
      exactValue(out, drawnLines(el, false));
      out.editable = true;
      // An empty one named otherwise still shows its hint: ARIA's, the one its first paragraph
      // draws, or the line laid over it that describes it (Draft.js's placeholder, X's composer).
      if (!out.value.trim()) {
        const over = refsOf(el, "aria-describedby").find((n) => {
          if (!n.checkVisibility()) return false;
          const a = n.getBoundingClientRect(), b = el.getBoundingClientRect();
          return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
        });
        // (Or the part it draws the hint in, which the user cannot edit: Slate's.)
        // (Words laid at the start of its line, not a count in its corner: "0/280".)
        const laid = Array.prototype.find.call(el.querySelectorAll("[contenteditable=false]"), (n) => {
          const cs = getComputedStyle(n);
          const a = n.getBoundingClientRect(), b = el.getBoundingClientRect();
          return (cs.position === "absolute" || cs.pointerEvents === "none") && /\p{L}{2}/u.test(n.textContent) && a.left < b.left + b.width / 3;
        });
        const hint = cleanText(el.getAttribute("aria-placeholder") || el.getAttribute("placeholder") || el.getAttribute("data-placeholder") ||
          editorHint(el) || (over ? visibleText(over, 80) : "") || (laid ? laid.textContent : ""), 60);
        if (hint && hint !== out.label) out.placeholder = hint;
      }
    }
    const role = oc.roleToken(el);
    // A combobox drawn with boxes shows its choice as its text.
    // (Not its caption drawn in it, once or twice: Material's empty select shows only its label.)
    // (Nor a <label> floating in it, Vuetify's empty select showing only "Item".)
    const onlyName = (t) => {
      let rest = t;
      for (const said of [out.label, ...Array.prototype.map.call(el.querySelectorAll("label"), (l) => cleanText(l.textContent, 80))]) {
        if (said) rest = rest.split(said).join("");
      }
      return rest !== t && !rest.trim();
    };
    // (Not one that says it shows its placeholder, Radix's and shadcn's select with nothing
    // chosen: that text is a hint, not a choice.)
    // (Nor its caret: "Arial", not "Arial ▼".)
    if ((role === "combobox" || (role === "listbox" && saysPopup(el))) && !NOT_NAMED_BY_TEXT.has(tag) && out.value == null) {
      const shown = textName(el, true);
      const choice = shown ? shown.label.replace(/\s*[▼▾⌄˅⏷]\uFE0F?$/u, "") : "";
      if (choice && /[\p{L}\p{N}]/u.test(choice) && !onlyName(choice)) {
        if (showsPlaceholder(el, choice)) out.placeholder = choice;
        else out.value = choice;
      }
    }
    // So does a button named by a caption elsewhere (a <label for> it, aria-labelledby): what it
    // shows is what it holds (Mantine's date field, a button showing "May 14, 2024").
    // (Not one that names itself too, aria-labelledby listing its own id: its name says it already.)
    const byOthers = (el.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
    const choiceRef = byOthers.length ? ownChoiceRef(el, refsOf(el, "aria-labelledby")) : null;
    if (choiceRef && out.value == null) out.value = cleanText(visibleText(choiceRef, 80), 80);
    if ((tag === "BUTTON" || role === "button") && out.value == null && out.placeholder == null && !el.hasAttribute("aria-label") &&
        ((byOthers.length && !byOthers.includes(el.id)) || (!byOthers.length && el.labels && el.labels.length))) {
      const shown = textName(el, true);
      if (shown && WORDY.test(shown.label) && !(out.label || "").includes(shown.label)) {
        if (showsPlaceholder(el, shown.label)) out.placeholder = shown.label;
        else out.value = shown.label;
      }
    }
    if (VALUE_ROLES.has(role) || VALUE_ROLES.has(roleOf(el))) {
      // (The text a page gives a value says it as a user reads it: "00:05 of 00:20", not 25.)
      const text = el.getAttribute("aria-valuetext");
      const v = text || el.getAttribute("aria-valuenow");
      if (v !== null && (out.value == null || (text && text.trim()))) out.value = cleanText(v, 80);
      // A bare number a slider or stepper holds says where it is only with its ends: a volume's
      // "0.7" of 0 to 1, a position's "64" of 0 to 212.
      if (!(text && text.trim()) && out.value != null && /^-?[\d.]+$/.test(out.value)) {
        const native = tag === "INPUT" && (el.type === "range" || el.type === "number");
        const min = native ? el.min || (el.type === "range" ? "0" : "") : el.getAttribute("aria-valuemin") || "";
        const max = native ? el.max || (el.type === "range" ? "100" : "") : el.getAttribute("aria-valuemax") || "";
        // (Both ends at the largest safe integer say "no limit", a kit's default: no range.)
        const unbounded = Math.abs(Number(min)) >= 9e15 && Math.abs(Number(max)) >= 9e15;
        if (/^-?[\d.]+$/.test(min) && /^-?[\d.]+$/.test(max) && Number(max) > Number(min) && !unbounded) out.value_range = [Number(min), Number(max)];
      }
    }
    const invalid = invalidMessage(el);
    if (invalid !== null) out.invalid = invalid;
    const ariaChecked = el.getAttribute("aria-checked");
    if (ariaChecked) out.checked = ariaChecked === "true" ? true : ariaChecked === "mixed" ? "mixed" : false;
    const ariaSelected = el.getAttribute("aria-selected");
    if (ariaSelected) out.selected = ariaSelected === "true";
    const ariaExpanded = el.getAttribute("aria-expanded");
    if (ariaExpanded) out.expanded = ariaExpanded === "true";
    else if (out.expanded === undefined && !el.matches(FIELDS)) {
      const open = signPanel(el);
      const byPeers = open === null ? peerPanel(el) : null;
      if (open !== null) out.expanded = open;
      else if (byPeers !== null) out.expanded = byPeers;
      else {
        const caret = leadingCaret(el);
        if (caret !== null) out.expanded = caret;
      }
    }
    // (aria-pressed belongs to buttons: a link's says nothing, Chrome drops it too.)
    const ariaPressed = roleOf(el) === "link" ? null : el.getAttribute("aria-pressed");
    if (ariaPressed) out.pressed = ariaPressed === "true" ? true : ariaPressed === "mixed" ? "mixed" : false;
    const sort = el.getAttribute("aria-sort");
    // (Or, for the button that sorts a header's column, the header's: Angular Material's sort
    // header inside its th.)
    const header = !sort && !el.matches("th, [role=columnheader]") && !el.hasAttribute("aria-haspopup") ? el.closest("th[aria-sort], [role=columnheader][aria-sort]") : null;
    // (The one showing words, the title: not a filter's icon button before it.)
    const headerSort = header && Array.prototype.find.call(header.querySelectorAll("button, [role=button], a[href]"), (n) => /\p{L}/u.test(n.textContent)) === el ? header.getAttribute("aria-sort") : null;
    if (sort && sort !== "none") out.sorted = sort;
    else if (headerSort && headerSort !== "none") out.sorted = headerSort;
    // (Not another part of a header that says its sort, no control and no words: a resize
    // handle beside its title.)
    else if (!sort && !headerSort && !(header && !/\p{L}/u.test(el.textContent) && !el.matches("button, a[href], [role=button], [role=link]"))) {
      const drawn = drawnSort(el);
      if (drawn) out.sorted = drawn;
    }
    const current = currentOf(el);
    if (current) out.current = current;
    if (tag === "OPTION") out.selected = el.selected;
    if (tag === "DETAILS" || (tag === "SUMMARY" && el.parentElement && el.parentElement.tagName === "DETAILS")) {
      out.expanded = (tag === "DETAILS" ? el : el.parentElement).open;
    }
    const href = tag === "A" ? el.href : tag === "a" ? el.getAttribute("href") || el.getAttribute("xlink:href") : "";
    if (href) {
      try {
        const u = new URL(href, location.href);
        if (u.protocol === "http:" || u.protocol === "https:") {
          out.href_host = u.host;
          out.external = u.host !== location.host;
          // A link with no name (an icon drawn by CSS) says where it goes, path included.
          if (!out.label) out.href_path = (u.pathname + u.search + u.hash).slice(0, 80);
        } else if (u.protocol !== "javascript:") {
          out.href_host = u.protocol.replace(":", "");
        }
      } catch (e) { /* an unparsable href: no host to show */ }
      if (el.target === "_blank") out.new_tab = true;
    }
  }

  // The text around a mark, for one whose name does not tell it apart (discover.js decides which):
  // the nearest ancestor's text, up to five levels up, without the text of the mark itself, of
  // other marks or of controls (the "Delete" beside an "Edit" names neither of a table's rows).
  const CONTROLS = "a[href], button, input, select, textarea, [role=button], [role=link], [role=menuitem], [role=tab]";
  // Does another box of `p`'s kind carry its aria-label too?
  function sharedLabel(p, label) {
    const same = document.querySelectorAll(`${p.localName}[aria-label="${CSS.escape(label)}"]`);
    const role = oc.roleToken(p);
    for (let k = 0; k < same.length && k < 20; k++) if (same[k] !== p && oc.roleToken(same[k]) === role) return true;
    return false;
  }
  // A group's own name is the best context: a fieldset's legend, a group's aria-label (the "Yes"
  // of "Do you smoke?"). Text that is only the mark's own name (its <label> around it) is not.
  // (And a dialog or popover the page names, a preview card's "Stranger Things": what it is about,
  // before the small print in it.)
  const GROUP_ROLES = new Set(["group", "radiogroup", "toolbar", "menu", "menubar", "tablist", "listbox", "region", "navigation", "dialog", "alertdialog"]);
  function groupName(p) {
    if (p.tagName === "FIELDSET") {
      const legend = p.querySelector(":scope > legend");
      return legend ? cleanText(textOf(legend, 60, null, echoOfShown), 60) : "";
    }
    const label = p.getAttribute("aria-label");
    // (A card or list item the page names, a review's <article aria-label="Review by Emily May">,
    // is where its controls are, before the counts beside them, "1,233 likes".)
    // (Its name in words, two or more, not a place, "1 of 3", nor a tag, "Sponsored".)
    const named = label && /^(ARTICLE|LI)$/.test(p.tagName) && !oc.roleToken(p) && (label.match(/\p{L}{2,}/gu) || []).length >= 2 && !/\d+\s*(of|\/)\s*\d+/.test(label);
    if (!GROUP_ROLES.has(oc.roleToken(p)) && !named) return "";
    // (Not a name every alike box carries, each chart's "Visual header": it says none of them.)
    if (label && sharedLabel(p, label)) return "";
    if (label) return cleanText(label, 60);
    // (Or the question it points at: a scale's radio group labelled by its question, "How likely
    // are you to recommend us?" for its "0" to "10". Only a group of choices: a stepper's group
    // names its row, and its count beside says more, "Adults 2".)
    if (oc.roleToken(p) !== "radiogroup" && !p.querySelector("input[type=radio], [role=radio]")) return "";
    const by = refsOf(p, "aria-labelledby").filter((n) => !p.contains(n)).map((n) => visibleText(n, 80)).join(" ");
    return cleanText(by, 60);
  }
  // The heading of the card or section a mark sits in: a heading among the siblings of the mark or
  // of one of its two nearest ancestors (before it first, then after it: a card's heart icon comes
  // before its title), or such a sibling's only child. Its text is the best context even when it
  // is a link (a product card's title), which other context leaves out as another mark's.
  const HEADINGS = "h1, h2, h3, h4, h5, h6, [role=heading]";
  // A sign hidden from readers, a section header's "⌃": no word of where a mark is.
  // (Not a count shown to the eye only, a stepper's "2".)
  const hiddenSign = (n) => n.getAttribute("aria-hidden") === "true" && !/[\p{L}\p{N}]/u.test(n.textContent);
  const apart = (n) => /^(alert|alertdialog|dialog|status|tooltip)$/.test(oc.roleToken(n)) || oc.laidOver(n);
  function headingNear(el) {
    const isHeading = (n) => n.matches(HEADINGS) ? n
      : n.childElementCount === 1 && n.firstElementChild.matches(HEADINGS) ? n.firstElementChild : null;
    let node = el;
    // (Found beside one of several alike units, a comment among comments, or above a list of
    // them, a board's column heading over its cards: the heading of them all, which the unit's
    // own text says better.)
    let inUnit = false;
    for (let depth = 0; depth < 3 && node.parentElement && node.parentElement !== document.body; depth++) {
      inUnit = inUnit || (depth > 0 && isUnit(node));
      for (const next of [(n) => n.previousElementSibling, (n) => n.nextElementSibling]) {
        let k = 0;
        for (let n = next(node); n && k < 8; n = next(n), k++) {
          const h = isHeading(n);
          if (h && !hiddenNode(h)) {
            // (Its words, not the buttons it holds: "Payments", not "Payments + Create".)
            // (Buttons only: a link there is what the heading is about, a comment's author.)
            const t = cleanText(visibleText(h, 80, undefined, (n) => hiddenSign(n) || (n !== h && n.matches("button, [role=button]") && WORDY.test(visibleText(h, 80, n)))), 60);
            if (t && WORDY.test(t)) return [t, inUnit || isUnit(node)];
          }
        }
      }
      node = node.parentElement;
      // (Not past a box drawn apart from the page that has words of its own, a toast or a popup:
      // the page's heading beside it is not where its controls are; its own words are.)
      if (apart(node) && WORDY.test(node.textContent)) break;
    }
    return ["", false];
  }
  // Another sibling of the same kind: one tag and the same class.
  // A class that says a state (the current slide's "is-active") leaves an element alike its
  // siblings.
  // A class name's words, split at "-" and "_" and where a lower-case letter meets a capital
  // ("navItemActive", "isActive"), without the hash a CSS-modules build appends to its local name
  // ("Tabs_active__Xy3z9": a digit or a capital in it tells it from a BEM element, "tabs__item").
  // (Vite's `_active_x8k2p_5`, local name, hash and line, and postcss-modules'
  // `Tabs-module__active___Qw7Er` are read the same way.)
  function tokenWords(token) {
    let t = token;
    let m = /^_([A-Za-z][A-Za-z0-9-]*)_[a-z0-9]{5,8}_\d+$/.exec(t);
    if (m) t = m[1];
    m = /^(.+?_.*?)_{2,3}([A-Za-z0-9_-]{5,10})$/.exec(t);
    if (m && /[0-9A-Z]/.test(m[2]) && /[A-Za-z]/.test(m[1])) t = m[1];
    return t.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase().split(/[-_]+/).filter(Boolean);
  }
  // (A state word alone or last in a class name, however it is written: "active", "is-active",
  // "tab--active", "nav-current", "isActive", "Tabs_active__Xy3z9", the short "cur".)
  const STATE_WORDS = new Set(["on", "off", "active", "selected", "sel", "current", "cur", "checked", "disabled", "filled", "full", "empty", "half", "lit", "hover", "hovered", "focus", "focused"]);
  const stateClass = (c) => STATE_WORDS.has(tokenWords(c).pop() || "");
  const classKey = (n) => (n.getAttribute("class") || "").trim().split(/\s+/).filter((c) => !stateClass(c)).join(" ");
  const alikeSibling = (n, p) => n !== p && n.parentElement === p.parentElement && n.tagName === p.tagName && classKey(n) === classKey(p);
  // One of several alike siblings (cards of a grid, rows, comments: one tag and the same class):
  // a unit whose surroundings are the other units, so context is not looked for above it.
  function isUnit(p) {
    const parent = p.parentElement;
    if (!parent || parent.childElementCount < 2) return false;
    if (!(p.getAttribute("class") || "").trim() && !UNIT_TAGS.has(p.tagName) && !UNIT_ROLES.has(p.getAttribute("role") || "")) return false;
    let k = 0;
    for (let n = parent.firstElementChild; n && k < 64; n = n.nextElementSibling, k++) {
      if (alikeSibling(n, p)) return true;
    }
    return false;
  }
  const UNIT_TAGS = new Set(["LI", "TR", "ARTICLE", "SECTION"]);
  const UNIT_ROLES = new Set(["row", "listitem", "article"]);
  // Is `box` a bar of links parted by signs ("Edit address | Add delivery instructions")?
  const actionBar = (box) => Array.prototype.some.call(box.childNodes, (n) => n.nodeType === 3 && /^\s*[|·•]\s*$/.test(n.nodeValue));
  // A unit with no text of its own but its title's link (a product card: image link, title link,
  // buttons): that title, as headingNear would give a heading. Only one link text: a row of day
  // links or a pager holds peers, not a title.
  function unitTitle(unit, el, name, marks = null) {
    // (Its heading first, a board list's "To Do" over its cards, even one that is a target itself.)
    const heading = unit.querySelector(HEADINGS);
    if (heading && !heading.contains(el) && !el.contains(heading) && !hiddenNode(heading)) {
      const t = cleanText(visibleText(heading, 80), 60);
      if (t && WORDY.test(t) && t !== name) return t;
    }
    // (A heading typed in place, the field a board list begins with that calls itself what it
    // holds, Trello's "Done": before the links of its cards.)
    const first = fieldFirst(unit, el);
    const typed = first ? cleanText(first.value, 60) : "";
    if (typed && typed !== name && cleanText(first.getAttribute("aria-label") || "", 60) === typed) return typed;
    let title = "";
    // (Not a link in the mark's own table cell: that is a sibling action, the "Delete" beside an
    // "Edit", and the row's text says which row.)
    const cell = el.closest("td, th, [role=cell], [role=gridcell]");
    // (A figure that links, a thread's "14" replies, is no title beside the thread's own link
    // with words; alone, an order's "#1001", it is.)
    let figure = "", figures = 0;
    // (Nor a link that says the same in the unit beside it, alike: an action every row has, a
    // table's "Edit" and "Delete" in cells of their own, not the row's title.)
    // (In every alike unit near it: one word in the one beside it, "Edit"; more words in two or
    // more, as two rows may each hold an "Untitled document" that is their title.)
    let twinLinks = null;
    let twins = 0;
    let pictured = false;
    let leadsRow = false;
    let ownFigure = "";
    const repeated = (t) => {
      if (!twinLinks) {
        twinLinks = new Map();
        const near = [];
        for (let n = unit.previousElementSibling, k = 0; n && k < 3; n = n.previousElementSibling, k++) if (n.tagName === unit.tagName) near.push(n);
        for (let n = unit.nextElementSibling, k = 0; n && k < 3; n = n.nextElementSibling, k++) if (n.tagName === unit.tagName) near.push(n);
        twins = near.length;
        for (const twin of near) {
          const said = new Set(Array.from(twin.querySelectorAll("a[href], [role=link]")).slice(0, 12).map((b) => cleanText(b.textContent, 60)));
          for (const w of said) twinLinks.set(w, (twinLinks.get(w) || 0) + 1);
        }
      }
      return twins > 0 && twinLinks.get(t) === twins && (twins >= 2 ? true : !/\s/.test(t));
    };
    // (Not in a unit of its kind nested in it holding a twin of the mark: a reply's author under
    // a comment.)
    const nestedIn = (a) => {
      for (let q = a.parentElement; q && q !== unit; q = q.parentElement) if (nestedTwinUnit(q, unit, el, marks)) return true;
      return false;
    };
    for (const a of unit.querySelectorAll("a[href], [role=link]")) {
      if (a === el || a.contains(el) || el.contains(a) || hiddenNode(a) || nestedIn(a)) continue;
      const t = cleanText(visibleText(a, 80), 60);
      // (Unless it is what the row begins with and says something other rows' links do not: a
      // file's name with its star beside it in the first cell.)
      if (cell && unit.contains(cell) && cell.contains(a) && !(/\p{L}{2}/u.test(t) && !repeated(t) && twins > 0 && !twinLinks.has(t) && firstWords(unit, a))) {
        // (A figure there, a diff line's number, says which row only when the row says nothing
        // else: a blank line's.)
        if (/^\d+$/.test(t) && !ownFigure) ownFigure = t;
        continue;
      }
      // (Nor a link in the bar of links the mark is in, parted by signs: "Add delivery
      // instructions" after "Edit address |" is a second action there, not the unit's title.)
      if (el.matches("a[href]") && el.parentElement && a.parentElement === el.parentElement && /\p{L}{2}/u.test(name || "") && actionBar(el.parentElement)) continue;
      // (Nor, past the title, a link the unit beside says too, however many its words: a
      // track's "buy track" after its "Low Tide" is an action of every row.)
      if (!t || !WORDY.test(t) || t === title || repeated(t) || (title && twins > 0 && twinLinks.get(t) === twins)) continue;
      // (A figure only on its own, its box saying nothing else: not "#4790" cited in a note.)
      if (!/\p{L}/u.test(t)) { if (t !== figure && a.parentElement && cleanText(a.parentElement.textContent, 80) === cleanText(a.textContent, 80)) { figure = t; figures++; } continue; }
      // (Nor a time in letters' clothing, a post's "2h" beside its author's link: no title.)
      if (!/\p{L}{2}/u.test(t)) continue;
      // (A second link with words, the card's author or source, leaves no title, unless the one
      // found first goes where the card's picture does: Pinterest's pin title beside its
      // creator's name.)
      if (title && pictured) continue;
      // (Nor from a table's row, whose first words are the title's: a track's artist and album
      // links after its name, a contact's account after theirs. Not one an alike row beside has
      // too, a tag.)
      if (title && leadsRow) continue;
      if (title || t === name) return "";
      title = t;
      leadsRow = (unit.tagName === "TR" || oc.roleToken(unit) === "row") && firstLetters(unit, a) && !(twinLinks && twinLinks.has(t));
      // (An address of its own: not "#" or a script, which every icon link of a bar shares.)
      const href = a.getAttribute("href") || "";
      pictured = !/^(#|javascript:|$)/i.test(href) && Array.prototype.some.call(unit.querySelectorAll("a[href]"), (b) => b !== a && b.getAttribute("href") === href && !b.textContent.trim());
    }
    if (!title && figures === 1 && figure !== name) title = figure;
    if (!title && !figures && ownFigure && ownFigure !== name && !/[\p{L}\p{N}]/u.test(visibleText(unit, 80, el, (n) => n.matches("a[href]") && cleanText(n.textContent, 20) === ownFigure))) title = ownFigure;
    // (Or the text field the row begins with, an editable list's task name, when no words come
    // before it and no link names it: Asana's "Audit current sitemap" beside "Mark complete".)
    if (!title && typed && typed !== name) return typed;
    return title;
  }
  // Is `n` a unit of `unit`'s kind (its tag and class) nested in it, not around `el`, holding a
  // twin of `el` among `marks`: a reply with its own Reply button inside a comment?
  const nestedTwinUnit = (n, unit, el, marks) => n !== unit && !!unit.className && n.tagName === unit.tagName &&
    n.className === unit.className && !n.contains(el) && !!marks && holdsTwin(n, el, marks);
  // Does `box` hold a mark other than `el` that reads as `el` does (its tag and its words)?
  function holdsTwin(box, el, marks) {
    const said = (n) => cleanText(n.getAttribute("aria-label") || n.textContent, 60);
    const own = said(el);
    const alike = box.getElementsByTagName(el.tagName);
    for (let k = 0; k < alike.length && k < 60; k++) if (alike[k] !== el && marks.has(alike[k]) && said(alike[k]) === own) return true;
    return false;
  }
  // The words of the link `box` begins with, when they are its first words and say something,
  // or "".
  // (The one link with words there besides the mark: a list of links, a table of contents, has
  // no title among them.)
  // (Nor one another link on the page says too, a shop's name over each of its orders, "Back to
  // cart" under each step: it tells none apart.)
  // (`above`: only a link drawn above the mark, a title over its actions, not one beside it in a
  // bar of controls, "Back to cart" beside "Next".)
  function leadLink(box, el, above = false) {
    const links = box.querySelectorAll("a[href]");
    let lead = null, said = "";
    for (let k = 0; k < links.length && k < 12; k++) {
      const a = links[k];
      if (a === el || a.contains(el) || el.contains(a)) continue;
      const t = cleanText(visibleText(a, 60), 60);
      if (!/\p{L}{2}/u.test(t)) continue;
      if (lead) return "";
      lead = a;
      said = t;
    }
    if (!lead || !firstWords(box, lead)) return "";
    if (above && lead.getBoundingClientRect().bottom > el.getBoundingClientRect().top + 2) return "";
    const all = document.links;
    for (let k = 0; k < all.length && k < 400; k++) if (all[k] !== lead && cleanText(all[k].textContent, 60) === said) return "";
    return said;
  }
  // Are `a`'s the first words with letters in `unit` (past a row's number)?
  function firstLetters(unit, a) {
    const walker = document.createTreeWalker(unit, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(), k = 0; n && k < 60; n = walker.nextNode(), k++) {
      if (/\p{L}/u.test(n.nodeValue) && !(n.parentElement && hiddenNode(n.parentElement))) return a.contains(n);
    }
    return false;
  }
  // Are `a`'s the first words in `unit`?
  function firstWords(unit, a) {
    const walker = document.createTreeWalker(unit, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(), k = 0; n && k < 60; n = walker.nextNode(), k++) {
      if (/[\p{L}\p{N}]/u.test(n.nodeValue) && !(n.parentElement && hiddenNode(n.parentElement))) return a.contains(n);
    }
    return false;
  }
  // The text field that is the first thing with words in `unit` (past `el` and controls with no
  // words), holding words, or null.
  function fieldFirst(unit, el) {
    const walker = document.createTreeWalker(unit, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(), k = 0; n && k < 200; n = walker.nextNode(), k++) {
      if (n.nodeType === 3) {
        if (/\p{L}/u.test(n.nodeValue) && !el.contains(n) && !(n.parentElement && (n.parentElement.closest("textarea") || hiddenNode(n.parentElement)))) return null;
        continue;
      }
      if (n === el || el.contains(n)) continue;
      if ((n.tagName === "INPUT" && /^(text|search|)$/.test(n.getAttribute("type") || "")) || n.tagName === "TEXTAREA") {
        const v = cleanText(n.value || "", 60);
        return /\p{L}{2}/u.test(v) && !hiddenNode(n) ? n : null;
      }
    }
    return null;
  }
  // The title or first words of the unit (see isUnit) `el` is in, up to six boxes up, that are not
  // `el`'s own nor a control's (a review's "Maja K." over its text and its bar of buttons), or "".
  function unitLead(el) {
    let unit = el.parentElement;
    for (let k = 0; unit && k < 6 && !isUnit(unit); k++) unit = unit.parentElement;
    if (!unit || !isUnit(unit)) return "";
    const title = unitTitle(unit, el, "");
    if (title) return title;
    for (let n = unit.firstElementChild, k = 0; n && k < 12; n = n.nextElementSibling, k++) {
      if (n.contains(el) || isControl(n) || hiddenNode(n)) continue;
      const t = cleanText(visibleText(n, 60), 40);
      if (t && WORDY.test(t)) return t;
    }
    return "";
  }
  // The one other mark in a unit that holds words, when all of the unit's words are in its marks:
  // its main control (a list row that is a button, Material UI's, beside its trailing "delete"; a
  // tab beside its close button; a file row's name beside its "Remove file").
  function mainMarkText(unit, el, name, marks) {
    let text = "";
    // (The unit's own elements, a card or a row, not every mark of the page.)
    const inUnit = Array.prototype.slice.call(unit.querySelectorAll("*"), 0, 200).filter((n) => marks.has(n));
    for (const b of inUnit) {
      if (b === el || b.contains(el) || el.contains(b) || hiddenNode(b)) continue;
      // (Nor one inside another of them, a card's link inside the card a click opens: the card
      // says it.)
      let inMark = false;
      for (let q = b.parentElement; q && q !== unit && !inMark; q = q.parentElement) inMark = marks.has(q) && !q.contains(el);
      if (inMark) continue;
      // (Nor a second action in the bar of links the mark is in: "Add delivery instructions"
      // after "Edit address |".)
      if (el.parentElement && b.parentElement === el.parentElement && actionBar(el.parentElement)) continue;
      // (Not a text field: its name or hint is no place, a toolbar's search box beside its icons.
      // A radio or box to tick says its label: the address a row's links are about.)
      const tick = b.matches("input[type=radio], input[type=checkbox]") && b.labels && b.labels.length ? b.labels[0] : null;
      if (b.matches(FIELD_SELECTOR) && !tick) continue;
      // (Nor a button that opens a list: what it shows is its choice, a row's "20% (VAT on
      // Income)", a value like a field's.)
      if (/^(true|listbox)$/i.test(b.getAttribute("aria-haspopup") || "")) continue;
      const t = cleanText(visibleText(tick || b, 80, tick ? b : undefined), 60);
      // (Words: a share bar's "f" beside its Twitter button says nothing of where that is.)
      if (!t || !/[\p{L}\p{N}]{2}/u.test(t) || t === text) continue;
      if (text || t === name) return "";
      text = t;
    }
    return text;
  }
  // How many marks each element holds (up to 8 levels above each mark), worked out once a look.
  const MARKS_IN_REGION = 8;
  const heldBy = new WeakMap();
  function marksHeld(marks) {
    let held = heldBy.get(marks);
    if (held) return held;
    held = new Map();
    for (const m of marks) {
      let p = m.parentElement;
      for (let k = 0; p && k < 8; p = p.parentElement, k++) held.set(p, (held.get(p) || 0) + 1);
    }
    heldBy.set(marks, held);
    return held;
  }
  // Five or more children of one tag, each a short word: a row of column labels.
  const labelRow = (row) => row.childElementCount >= 5 && Array.from(row.children).every((c) =>
    c.tagName === row.firstElementChild.tagName && c.childElementCount === 0 && c.textContent.trim().length <= 10);
  // The short caption first in the box around `region` (or the box around that), before it:
  // a month's title above its weekdays and days.
  function describedBy(el) {
    const t = refsOf(el, "aria-describedby").slice(0, 3).map((ref) => visibleText(ref, 60)).filter(Boolean).join(" ");
    return t.length <= 60 && WORDY.test(t) ? cleanText(t, 60) : "";
  }
  const FIELD_SELECTOR = "input:not([type=hidden]), select, textarea, [role=switch], [role=checkbox], [role=radio], [role=slider], [role=textbox], [role=combobox], [role=spinbutton]";
  function captionAbove(region, el, beside) {
    for (let q = region, k = 0; q && q.parentElement && k < 2; q = q.parentElement, k++) {
      const first = q.parentElement.firstElementChild;
      if (!first || first === q || !(first.compareDocumentPosition(q) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      // (Not a row of alike labels: the weekdays over the days, some of them classed as weekends.)
      if (first.childElementCount >= 3 && (alikeSibling(first.firstElementChild.nextElementSibling, first.firstElementChild) || labelRow(first))) continue;
      // (Nor a table's head, the weekdays over a month's days.)
      if (first.tagName === "THEAD") continue;
      // (Nor a row of a form, holding fields: their labels are no caption of a pager below.
      // A calendar's header holds buttons only, its arrows.)
      if (first.matches(FIELD_SELECTOR) || first.querySelector(FIELD_SELECTOR)) continue;
      const t = cleanText(textOf(first, 40, el, beside), 40);
      if (t && WORDY.test(t) && t.length <= 30) return t;
    }
    return "";
  }
  // The bold title of the box a close cross `el` (named `name`) sits in, one or two boxes up: a
  // banner's "Activate payments" over its text, its link and its "×". "" when there is none.
  function dismissedBox(el, name) {
    if (!/^(close|dismiss)\b/i.test(name || "") && iconWord(el) !== "close") return "";
    // (A box of its own, with no other box like the cross's and two controls at most: not a bar
    // of chips or tabs each with a cross, nor a panel of notices. Its title first in it, not a
    // lead-in, "Note:".)
    const kind = (n) => `${n.tagName}\u0000${n.getAttribute("class") || ""}`;
    for (let box = el.parentElement, k = 0; box && box !== document.body && k < 2; box = box.parentElement, k++) {
      const controls = box.querySelectorAll("button, a[href], [role=button]");
      if (controls.length > 2 || Array.prototype.some.call(box.querySelectorAll(el.tagName), (n) => n !== el && kind(n) === kind(el))) return "";
      const bold = Array.prototype.find.call(box.querySelectorAll("b, strong, h1, h2, h3, h4, h5, h6, [class*=title], [class*=Title]"),
        (n) => !n.contains(el) && !el.contains(n) && !n.closest("a[href], button") && WORDY.test(n.textContent) && parseFloat(getComputedStyle(n).fontWeight) >= 600);
      if (bold) {
        const t = cleanText(visibleText(bold, 60), 60);
        if (!firstWords(box, bold) || /[:：]$/.test(t)) return "";
        if (t && t !== name) return t;
      }
    }
    return "";
  }
  // The title link of the item just before the bar of controls `el` is in, when items and bars
  // take turns (two pairs or more) and the bar says nothing but its controls; or "".
  function itemBefore(el, marks, name) {
    const bar = el.parentElement;
    if (!bar || bar === document.body || !bar.className) return "";
    const item = bar.previousElementSibling;
    if (!item || item.className === bar.className || item.tagName !== bar.tagName || item.contains(el)) return "";
    const same = (n, m) => !!n && n.tagName === m.tagName && n.className === m.className;
    // (Siblings drawn: not a script after the last bar.)
    const drawnSibling = (n) => { while (n && !n.getClientRects().length) n = n.nextElementSibling; return n; };
    const next = drawnSibling(bar.nextElementSibling), before = item.previousElementSibling;
    if (!((same(next, item) && same(next.nextElementSibling, bar)) || (same(before, bar) && same(before.previousElementSibling, item)))) return "";
    if (/\p{L}/u.test(visibleText(bar, 80, undefined, (n) => marks.has(n) || n.matches(CONTROLS)))) return "";
    // (Drawn closer to the item before than to the one after: not a post's tools over the post.)
    const ctls = bar.querySelectorAll(CONTROLS);
    if (!ctls.length) return "";
    const gapBefore = ctls[0].getBoundingClientRect().top - item.getBoundingClientRect().bottom;
    const gapAfter = next ? next.getBoundingClientRect().top - ctls[ctls.length - 1].getBoundingClientRect().bottom : Infinity;
    if (!(gapBefore + 2 < gapAfter) || (!next && gapBefore > 4)) return "";
    const lead = leadLink(item, el);
    return lead && lead !== name ? lead : "";
  }
  function contextOf(el, marks, name) {
    // A heading's own link ("Syntax", a section's anchor) is where that heading is: under the
    // heading above it, not in the section's text below it.
    const ownHeading = el.closest(HEADINGS);
    if (ownHeading && ownHeading !== el && cleanText(ownHeading.textContent, 80) === cleanText(el.textContent, 80)) {
      const [above] = headingNear(ownHeading);
      return above !== name ? above : "";
    }
    // What the page says describes it (aria-describedby: a stepper's row title, "Adults").
    // (Words: not the count a stepper's buttons point at, its value.)
    const described = describedBy(el);
    if (described && described !== name && /\p{L}/u.test(described)) return described;
    // A cross that closes the box it sits in (a banner, a notice) is in that box: the box's title
    // drawn in bold says which, not the page's heading above the box.
    const closed = dismissedBox(el, name);
    if (closed) return closed;
    // A bar of actions right after each item of a list, item and bar in turn ("TOTAL CHECKING"
    // then its "Transfer money" and "Pay bills"), is that item's: its title link says which.
    const after = itemBefore(el, marks, name);
    if (after) return after;
    // A control inside a heading, beside its words (a section's "+ Create" in its "Payments"
    // title), is in that section: the heading's own words say which.
    // (Only a heading of words and that control: one holding a title link or other controls
    // says more than its words, a column's "To do" link beside its "limit 5".)
    if (ownHeading && ownHeading !== el && !Array.prototype.some.call(ownHeading.querySelectorAll(CONTROLS), (n) => n !== el && !n.contains(el) && !el.contains(n))) {
      const words = cleanText(visibleText(ownHeading, 60, el), 60);
      if (WORDY.test(words) && words !== name) return words;
    }
    const [heading, overUnits] = headingNear(el);
    if (heading && heading !== name && !overUnits) return heading;
    // (A heading over alike units is what is left when the mark's own unit says nothing.)
    return contextAround(el, marks, name) || (heading !== name ? heading : "");
  }
  const LONE_SIGNS = /(?<=^|\s)[$€£¥₹%]+(?=\s|$)/gu;
  const DATE_LIKE = /^((\d{1,2} )?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?( \d{1,2})?(,? \d{4})?|\d+ ?(s|m|h|d|w|y|mo|min|mins|hr|hrs|hours?|days?|weeks?|months?|years?)( ago)?|yesterday|today|just now|now)( at \d{1,2}[:.]\d{2}( ?[ap]\.?m\.?)?)?$|^\d{1,2}[:.]\d{2}( ?[ap]\.?m\.?)?$/i;
  const CONNECTIVE = /^(from|by|and|or|of|with|to|at|for|on|via|in|&|\+)$/i;
  const isCell = (n) => n.tagName === "TD" || n.tagName === "TH" || /^(cell|gridcell|columnheader|rowheader)$/.test(oc.roleToken(n));
  const STEP_GLYPH = /^[▲▼△▽▴▾⏶⏷⌃⌄˄˅+\-−–＋]$/u;
  function contextAround(el, marks, name) {
    // Alike boxes passed on the way up with no text of their own (the two knobs' holders of a
    // range slider): their text is left out above them too, so the caption of what holds them is
    // found, and not one of them's text (another card's) instead.
    let alike = null;
    const isAlike = (n) => alike !== null && alikeSibling(n, alike);
    // (A marked control's label is that control's text too.)
    // (Nor, above the table cell the mark is in, that cell: what else it holds is sibling actions
    // and their separators, "Edit | Delete".)
    // (A data cell that is a mark, a grid's cell that takes the focus, is still its row's text.)
    const ownCell = el.closest("td, th, [role=cell], [role=gridcell]");
    // (A part of a column's header, a resize handle or a filter's menu beside its title, is in
    // that column: the header's own words say which, not the body's first row.)
    const headCell = el.closest("th[scope=col], thead th, [role=columnheader]");
    if (headCell && headCell !== el) {
      // (Its words past its controls; or, when its words are all its title control's, a sort
      // button's "Phone", that title's.)
      const said = cleanText(visibleText(headCell, 60, el, (n) => n !== headCell && (marks.has(n) || hiddenSign(n)) && !n.contains(el)), 60).replace(/^[\s|·•]+|[\s|·•]+$/gu, "");
      if (said && said !== name && /\p{L}/u.test(said)) return said;
      const title = /\p{L}/u.test(said) ? null : Array.prototype.find.call(headCell.querySelectorAll("*"), (n) => marks.has(n) && !n.contains(el) && !el.contains(n) && /\p{L}/u.test(n.textContent));
      const titled = title ? cleanText(visibleText(title, 60), 60) : "";
      if (titled && titled !== name) return titled;
    }
    // (Nor a layer that floats over the page away from it, a popup over a map away from the shape
    // in it: it is not where the mark is. Not a cell or caption merely placed absolutely in the
    // mark's own unit, AG Grid's cells: those sit at no z-index of their own.)
    const own = el.getBoundingClientRect();
    // (It, or a box around it below what it shares with the mark, is fixed or raised over the
    // page: Leaflet's popup pane.)
    const floatsOver = (n) => {
      for (let q = n; q && !q.contains(el); q = q.parentElement) {
        const cs = getComputedStyle(q);
        if (cs.position === "fixed" || (cs.position !== "static" && parseInt(cs.zIndex, 10) > 0)) return true;
      }
      return false;
    };
    const laidApart = (n) => !n.contains(el) && oc.laidOver(n) && floatsOver(n) && drawnAway(n, own);
    // (Nor what is put beside the page to be shown on hover, a row's actions at left:-9999em.)
    const offPage = (n) => { const r = n.getBoundingClientRect(); return r.width > 0 && (r.right <= 0 || r.left >= innerWidth); };
    // (Nor, for a control in a table's cell, the table's column headers: its column is in its
    // name, and a row with no other text is not in "Order # Make Price".)
    const headerRow = (n) => !!ownCell && (n.matches("thead, th[scope=col], [role=columnheader]") || (n.tagName === "TH" && !!n.closest("thead")) ||
      ((n.tagName === "TR" || oc.roleToken(n) === "row") && n.childElementCount > 0 && Array.prototype.every.call(n.children, (c) => c.tagName === "TH" || oc.roleToken(c) === "columnheader")));
    // (A component whose shadow root holds a control is that control, its slotted text the
    // control's name, and a <label> around one is its caption: no context of another mark.)
    const hostsControl = (n) => n.localName.includes("-") && !!n.shadowRoot && !!n.shadowRoot.querySelector(CONTROLS);
    const labelsHosted = (n) => n.tagName === "LABEL" && !n.control && Array.prototype.some.call(n.querySelectorAll("*"), hostsControl);
    // (Nor an icon font's word, "subject" drawn as a picture before a collection's "users".)
    // (A slider's scale, the words along its track, is the slider's, not where it is; an item
    // alike the mark, a menu's disabled "Paste", is a neighbour, not where it is.)
    const slider = isSlider(el);
    const beside = (n) => (marks.has(n) && !n.matches("td, [role=cell], [role=gridcell]")) || n.matches(CONTROLS) || (n.tagName === "LABEL" && marks.has(n.control)) || hostsControl(n) || labelsHosted(n) ||
      hiddenNode(n) || isAlike(n) || n.matches(LIVE_REGION) || (!!ligatureOf(n) && !n.hasAttribute("aria-label")) || (n === ownCell && n !== p) || laidApart(n) || offPage(n) || headerRow(n) ||
      (slider && !n.contains(el) && scaleOf(n, el)) || (n.parentElement === el.parentElement && alikeSibling(n, el)) ||
      // (Nor a picture's letters, a field type's "t" drawn as its icon: role=img; nor a sign
      // hidden from readers, a section header's "⌃".)
      (n !== el && !n.contains(el) && ((oc.roleToken(n) === "img" && !/\p{L}{2}/u.test(n.textContent)) || hiddenSign(n)));
    // (A card the page names, up to ten boxes up, says where the mark is before the words and
    // counts around the mark inside it do: "Review by Emily May", not "1,233 likes".)
    // (The first card up: not an article around a grid of cards, which are units of their own.)
    let card = "";
    for (let q = el.parentElement, k = 0; q && k < 10; q = q.parentElement, k++) {
      if (/^(ARTICLE|LI)$/.test(q.tagName) && q.hasAttribute("aria-label") && !q.hasAttribute("role")) {
        card = groupName(q);
        break;
      }
      if (isUnit(q) && !isCell(q) && (marksHeld(marks).get(q) || 0) >= 2) break;
    }
    if (card === name) card = "";
    let p = el;
    let count = ""; // a number alone around it (see below)
    // (Five boxes up: a widget kit's knob sits four deep in its slider, below the slider's caption.)
    // (Across shadow roots: an icon button's component inside a tag's, beside the tag's slotted text.)
    for (let depth = 0; depth < 5; depth++) {
      p = oc.composedParent(p);
      if (!p || p === document.body || p === document.documentElement) break;
      const group = groupName(p);
      if (group && WORDY.test(group)) return group;
      // (A mark the page names as a whole, a task row that is a button called "Task: Call
      // dentist", is where the controls inside it are: not a tag link among its words.)
      // (Not one every row is called alike, "Open conversation": that says no row.)
      if (marks.has(p) && p.hasAttribute("aria-label")) {
        const whole = cleanText(p.getAttribute("aria-label"), 60);
        const said = p.getAttribute("aria-label");
        const shared = !!p.parentElement && Array.prototype.slice.call(p.parentElement.children, 0, 40).some((n) => n !== p && n.getAttribute("aria-label") === said);
        if (/\p{L}{2}/u.test(whole) && whole !== name && !shared) return whole;
      }
      // The card or row the mark is in (one of several alike) is as far as context goes: above
      // it, the grid's text would be the next card's. Other boxes that hold many marks are
      // regions of the page (a column, a panel), and so, above the mark's own parent, is one
      // with text too long to quote whole: their text is not the mark's surroundings.
      // (Not a table's cell: the cells beside it are its row's text, the row is the unit.)
      // (Or the one box in such a unit: a card's <article> alone in its <li>.)
      const unit = (isUnit(p) || (!!p.parentElement && p.parentElement.childElementCount === 1 && isUnit(p.parentElement))) && !isCell(p);
      if (!unit && (marksHeld(marks).get(p) || 0) > MARKS_IN_REGION) {
        // A number or symbol among many (a calendar's days) says which set it is in by the
        // caption that heads that set: "1" in "May 2024", not in "June 2024".
        return !name || /\p{L}/u.test(name) ? "" : captionAbove(p, el, beside);
      }
      const cut = clippedOut(p);
      // (Without the brackets left empty by the marks taken out of them: a thread's "( 1 2 )".)
      // (Nor the separators left at its ends by the links taken out: "… Seattle, WA |".)
      // (Nor a unit of its kind nested in it, a comment's replies: their words are theirs.)
      // (One holding a twin of the mark: a reply has its own Reply button; a seller's box in a
      // product's card is the card's words.)
      const nested = (n) => unit && nestedTwinUnit(n, p, el, marks);
      const said = cleanText(textOf(p, 120, el, (n) => beside(n) || cut(n) || nested(n)).replace(/[([]\s*[)\]]/g, " "), 60).replace(LONE_SIGNS, " ").replace(/\s{2,}/g, " ").trim().replace(/^[\s|·•]+|[\s|·•]+$/gu, "");
      // (Nor a field's sign beside it, the "$" before an amount, which says no row: "1.", not
      // "1. $". Nor a word that only joins, the "from" before a maker's link: no place at all.)
      const t = CONNECTIVE.test(said) ? "" : said;
      // (Figures alone, a price, in a row whose box to tick has a caption in words, "Alaska
      // Airlines" before its "only" button and "$246": that caption says which row.)
      if (t && !/\p{L}/u.test(t) && !/^\d{1,3}[.)]$/.test(t) && depth <= 1) {
        const caption = Array.prototype.find.call(p.querySelectorAll("label"), (l) => !l.contains(el) && !!l.control && /^(checkbox|radio)$/.test(l.control.type) && marks.has(l.control) && /\p{L}{2}/u.test(l.textContent));
        const captionSays = caption ? cleanText(visibleText(caption, 60), 60) : "";
        // (Not one another box on the page says too, "Select", "Viewed" or "Mark paid": an action,
        // telling no row apart.)
        const everyRow = () => {
          let k = 0;
          for (const n of marks) {
            if (++k > 400) break;
            if (n !== caption.control && n.tagName === "INPUT" && /^(checkbox|radio)$/.test(n.type) && n.labels && n.labels.length &&
                cleanText(visibleText(n.labels[0], 60), 60) === captionSays) return true;
          }
          return false;
        };
        if (captionSays && captionSays !== name && !everyRow()) return captionSays;
      }
      const long = depth > 0 && t.endsWith("…");
      // (Initials an avatar draws beside the link that spells them out, "MJ" beside "Maria
      // Johnson": that link says where the mark is.)
      if (t.length <= 3 && /\p{L}/u.test(t)) {
        const full = Array.prototype.map.call(p.querySelectorAll("a[href]"), (a) => a.contains(el) ? "" : cleanText(visibleText(a, 80), 60)).find((a) => spelledOut(t, a));
        if (full && full !== name) return full;
      }
      // (One lower-case word left between its links, a feed's "nasa reblogged astronomy", says
      // no place: the first link, who posted, does.)
      if (/^\p{Ll}{3,}$/u.test(t)) {
        const first = Array.prototype.find.call(p.querySelectorAll("a[href]"), (a) => !a.contains(el) && !el.contains(a) && /\p{L}{2}/u.test(a.textContent));
        const who = first ? cleanText(visibleText(first, 60), 60) : "";
        if (who && who !== name) return who;
      }
      // (A card's title link names it before the rest of its text: "in Sony WH-1000XM5", not in
      // its stars and price.)
      const title = unit ? unitTitle(p, el, name, marks) : "";
      if (title) return card || title;
      // (A link in a box right around it that shows nothing but links and signs, a thread's
      // title line with its "go to new post" picture and page links: the line's one title link.
      // Not a button beside a bar's one link: a header's avatar menu beside "Dashboard".)
      // (A picture or figure link's: not a link with words of its own, "Edit address" beside
      // "Add delivery instructions", which are two actions, not a title.)
      if (!unit && depth <= 1 && !/\p{L}/u.test(t) && el.matches("a[href]") && !/\p{L}{2}/u.test(cleanText(visibleText(el, 40), 40)) && p.querySelector("a[href]")) {
        const titled = unitTitle(p, el, name, marks);
        if (titled) return titled;
      }
      // (Not a bare number: a stepper's count between its buttons is its value. A price, "$49",
      // says which card.)
      // (Kept as the last resort, from the box right around the mark: a time picker's "▲" over
      // "09" and its "▲" over "00" have nothing else that tells them apart.)
      // (Only for a stepper's arrow or sign: a badge's "12" or a player's "0:42" is no place.)
      if (!count && depth <= 1 && t && /^\d[\d.,:]{0,7}$/.test(t) && t !== name && STEP_GLYPH.test(name || "")) count = t;
      // (A row's number, "1." of a list of milestones, says which row.)
      if (t && (/^\d{1,3}[.)]$/.test(t) || (WORDY.test(t) && !/^[\d\s.,:/–-]+$/.test(t))) && t !== name && (unit || !long)) {
        if (card) return card;
        // (Figures with no words, a file's diffstat "+12 −3" beside its name's link, say less
        // than that one title link of the same box does.)
        const titled = !/\p{L}/u.test(t) && depth <= 1 ? unitTitle(p, el, name, marks) : "";
        if (titled) return titled;
        // (A side box of the card or row the mark is in, one or two boxes up, with words of its
        // own beside the mark (a team list's "Front-end Developer" beside a member's menu button):
        // the unit's title says which one, "Lindsay Walton", as it would for a mark right in it.)
        if (!unit) {
          let q = p;
          for (let up = 0; up < 2 && depth + up < 4; up++) {
            q = oc.composedParent(q);
            if (!q || q === document.body || marksHeld(marks).get(q) > MARKS_IN_REGION) break;
            if (isUnit(q) && !isCell(q)) {
              const title = unitTitle(q, el, name, marks);
              if (title && !t.includes(title)) return title;
              break;
            }
          }
          // (An item whose words begin with its link, a cart line's "Moon Print" over its size
          // and price, is titled by that link.)
          const lead = leadLink(p, el);
          if (lead && lead !== name) return lead;
        }
        return t;
      }
      // (A box of only marks, its words all a link's it begins with: that link titles it. Not a
      // list of links, the mark one of them: a table of contents.)
      if (!t && !unit && depth > 0 && !holdsTwin(p, el, marks) && !(el.matches("a[href]") && /\p{L}{2}/u.test(el.textContent))) {
        const lead = leadLink(p, el, true);
        if (lead && lead !== name) return lead;
      }
      if (unit) {
        if (t && count) return count;
        // (A number's unit led by another number is a run of them, a calendar's week: "30" is
        // a neighbour of "31", not what it is about.)
        // (Figures of its own beside its marks, a film card's year under its title's button, do
        // not say which card as that button does.)
        const main = mainMarkText(p, el, name, marks);
        if (main && !(/^\d+$/.test(main) && /^\d+$/.test(name || ""))) return main;
        if (t) return "";
        alike = p;
        continue;
      }
      if (long) {
        // (Unless the card or row just above it, one of alike units, has a title link: a post's
        // author over the long text its action bar sits under, "Like" in "Matthew Yglesias".)
        // (Its heading first, when it has one: a listing's title. Not a date that links to the
        // post, "Mar 13": no one's.)
        // (A title link before that text, not in it: not a link the text cites, nor one after it,
        // "See translation"; nor a handle it replies to, "@dana_k".)
        const q = oc.composedParent(p);
        if (q && q !== document.body && isUnit(q) && !isCell(q) && (marksHeld(marks).get(q) || 0) <= MARKS_IN_REGION) {
          const title = unitTitle(q, el, name, marks);
          const link = title ? Array.prototype.find.call(q.querySelectorAll("a[href], [role=link], h1, h2, h3, h4, h5, h6"), (a) => cleanText(visibleText(a, 80), 60) === title) : null;
          if (title && link && !DATE_LIKE.test(title) && !title.startsWith("@") && beforeLongText(q, link)) return card || title;
        }
        break;
      }
    }
    // (With nothing said on the way up, a card the page names still says where the mark is.)
    return count || card;
  }

  // Does `link` come before the first run of words in `unit` long enough to be its text (40
  // characters or more), outside that text? (A post's author over its text, not a link the text
  // cites or one under it, "See translation".)
  function beforeLongText(unit, link) {
    // (On a line of its own, a name and a time at most: not inside a sentence.)
    const line = link.parentElement ? cleanText(link.parentElement.textContent, 200) : "";
    if (line.length > cleanText(link.textContent, 200).length + 24) return false;
    const walker = document.createTreeWalker(unit, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(), k = 0; node && k < 200; node = walker.nextNode(), k++) {
      if (link.contains(node) || node.nodeValue.trim().length < 40) continue;
      return !!(link.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    }
    return false;
  }

  // The header of the column a mark in a table's cell is in, drawn above it, or "" (context).
  function columnOf(el) {
    const cell = el.closest("td, [role=gridcell], [role=cell]");
    const table = cell && cell.parentElement && cell.parentElement.closest("table, [role=grid], [role=treegrid], [role=table]");
    const head = table ? headerAbove(cell, table) : null;
    // (Without the glyphs of its own buttons after its title: "Sport", not "Sport ≡".)
    return head ? cleanText(visibleText(head, 60), 60).replace(/(\s+[^\p{L}\p{N}\s]+)+$/u, "") : "";
  }
  // The header cell drawn above `cell`'s middle in `table`'s header row, or null. (The header
  // row alone: a long table's row headers are no column's, and a query over all its cells costs
  // a scan of the table per mark. A grid's header row can live in a box of its own, AG Grid's.)
  function headerAbove(cell, table) {
    let heads = [];
    if (table.tagName === "TABLE") {
      const head = table.tHead && table.tHead.rows.length ? table.tHead.rows[table.tHead.rows.length - 1] : table.rows[0];
      if (head && Array.prototype.every.call(head.cells, (c) => c.tagName === "TH")) heads = head.cells;
    } else {
      const first = table.querySelector("[role=columnheader]");
      if (first && first.parentElement) heads = first.parentElement.children;
    }
    const r = cell.getBoundingClientRect();
    const middle = (r.left + r.right) / 2;
    for (let k = 0; k < heads.length && k < 200; k++) {
      const b = heads[k].getBoundingClientRect();
      if (!(b.width > 0 && b.left <= middle && b.right >= middle && b.bottom <= r.top + 2)) continue;
      // (Not a header over several columns that is only a control, a table's "+ Options" link
      // over its tick boxes and row links: it heads none of them.)
      const spans = heads[k].colSpan > 1 || Number(heads[k].getAttribute("aria-colspan")) > 1;
      return spans && onlyControls(heads[k]) ? null : heads[k];
    }
    return null;
  }
  oc.naming = { captionLeft, currentOf, prompts: (t) => PROMPT.test(t), cornerWay, withoutKeys, stateClass, tokenWords, saysPopup, drawnAsBox, kitWord: (t) => KIT_WORD.test(t || ""), columnOf, HEADINGS, setTargets: (set) => { targets = set; }, showsPlaceholder, sectionOf: (el) => headingNear(el)[0], contextAround, exactText, textName, dismisses: (el) => DISMISS_WORDS.has(iconWord(el)), iconWordOf: (el) => iconWord(el) || "", actsApart, removes, contextOf, unitLead, wordless: (t) => !WORDY.test(t), nameOf, refsOf, roleFor, stateFor, visibleText, hiddenNode, nearbyLabel, VALUE_MAX };
  return "installed";
})();
