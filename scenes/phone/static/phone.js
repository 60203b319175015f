/* The phone page of Ménagerie: one seat's private hand, its moves and the game's log.
 *
 * It talks to the game over one WebSocket (docs/phone-protocol.md). Everything it shows
 * comes from the server: the words (`texts`, from the catalogs' [phone] table, in the
 * seat's language), the hand, the steps of the move under way, the log and the hint.
 * The only words written here are the offline line, in both languages, for when no
 * message has come yet. Server strings are put in the page with textContent only.
 */
"use strict";

const OFFLINE_LINE = "Connexion perdue, nouvel essai… / Connection lost, retrying…";
const SEAT_KEY = "menagerie.seat";         // localStorage: {token, seat}
const NAME_KEY = "menagerie.name";
const PROFILE_KEY = "menagerie.profile";   // the profile this phone last played as
const TEXTS_KEY = "menagerie.texts.";      // + lang: the last texts the game sent
const HOLD_MS = 450;                       // a press this long inspects a card
const RETRY_MS = [250, 500, 1000, 2000, 4000];
const CARD_H = 320;                        // pixels: crisp at 3 a row on 3x screens
const INSPECT_H = 480;
const CELL_H = 160;                        // a grid cell's card (five to a row)
const MIN_GRID = 4;                        // this many cell steps or more: drawn as a grid
const MANY_CARDS = 9;                      // more cards than this: four to a row

const page = {
  lang: (navigator.language || "en").toLowerCase().startsWith("fr") ? "fr" : "en",
  join: null,            // the join token from the QR code
  code: null,            // the 6-digit code typed by hand
  ws: null,
  retries: 0,
  retryTimer: null,
  texts: {},
  lobby: null,
  state: null,
  seat: null,
  myTurn: false,
  chosenSeat: null,      // the seat picked on the join screen (null: the TV picks)
  chosenAnimal: null,
  chosenProfile: undefined, // a profile id, null for a guest (undefined: the last one used)
  inspecting: false,     // the inspect button is on: a tap looks instead of playing
  greeted: false,        // the game answered our hello
  held: null,            // {token, seat} once seated (see storedSeat)
  over: false,
};

const $ = (id) => document.getElementById(id);

function t(key, params) {
  let s = page.texts[key];
  if (typeof s !== "string") return "";
  for (const [k, v] of Object.entries(params || {})) s = s.split("{" + k + "}").join(String(v));
  return s;
}

function setText(id, value) { $(id).textContent = value; }

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

function show(view) {
  for (const id of ["code-view", "join-view", "wait-view", "play-view", "over-view"]) {
    $(id).hidden = id !== view;
  }
}

// -- storage -----------------------------------------------------------------------
/* The seat token, in localStorage (kept through reloads and sleeps) and in memory (for
   browsers that refuse storage, where the seat lasts as long as the page). */
function storedSeat() {
  try {
    return JSON.parse(localStorage.getItem(SEAT_KEY) || "null") || page.held;
  } catch (e) { return page.held; }
}
function storeSeat(value) {
  page.held = value || null;
  try {
    if (value) localStorage.setItem(SEAT_KEY, JSON.stringify(value));
    else localStorage.removeItem(SEAT_KEY);
  } catch (e) { /* no storage: page.held keeps it */ }
}
function remember(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* */ } }
function recall(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }

function useTexts(texts) {
  if (!texts) return;
  page.texts = texts;
  remember(TEXTS_KEY + page.lang, JSON.stringify(texts));
  applyStaticTexts();
}

function applyStaticTexts() {
  const pairs = {
    "code-title": "code_title", "code-button": "code_button", "join-title": "join_title",
    "seat-pick": "seat_pick", "who-pick": "who_pick", "name-label": "name_label", "animal-label": "animal_label",
    "join-button": "join_button", "leave-button": "leave_button",
    "back-button": "back_button", "cancel-button": "cancel_button",
    "hint-button": "hint_button", "inspect-button": "inspect_button",
    "hand-title": "hand_title", "hand-empty": "hand_empty", "targets-title": "targets_title",
    "log-title": "log_title", "over-title": "over_title", "over-note": "over_note",
    "inspect-close": "close_button", "tap-hold": "tap_hold",
  };
  for (const [id, key] of Object.entries(pairs)) {
    if (page.texts[key]) setText(id, t(key));
  }
  if (page.texts.title) document.title = t("title");
  document.documentElement.lang = page.lang;
}

// -- the socket --------------------------------------------------------------------
function connect() {
  if (page.retryTimer) { clearTimeout(page.retryTimer); page.retryTimer = null; }
  if (page.ws && (page.ws.readyState === WebSocket.OPEN
                  || page.ws.readyState === WebSocket.CONNECTING)) return;
  const held = storedSeat();
  if (!held && !page.join && !page.code) { show("code-view"); return; }
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const ws = new WebSocket(scheme + location.host + "/ws");
  page.ws = ws;
  ws.onopen = () => {
    page.retries = 0;
    send({ type: "hello", join: page.join, code: page.code,
           seat_token: held ? held.token : null, lang: page.lang });
  };
  ws.onmessage = (event) => {
    let message = null;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message && typeof message.type === "string") receive(message);
  };
  ws.onclose = () => {
    if (page.ws !== ws) return;
    page.ws = null;
    if (page.over) return;
    $("offline").hidden = false;
    setText("offline", page.texts.reconnecting ? t("reconnecting") : OFFLINE_LINE);
    const wait = RETRY_MS[Math.min(page.retries, RETRY_MS.length - 1)];
    page.retries += 1;
    page.retryTimer = setTimeout(connect, wait);
  };
}

function send(message) {
  if (page.ws && page.ws.readyState === WebSocket.OPEN) page.ws.send(JSON.stringify(message));
}

/* A phone wakes (screen on, tab back, network back): reconnect now, not after a timer. */
function wake() {
  if (document.visibilityState === "hidden") return;
  if (page.ws && page.ws.readyState === WebSocket.OPEN) { send({ type: "ping" }); return; }
  page.retries = 0;
  connect();
}

/* Counts on <body> (data-updates, data-errors, data-cues): what a test or a curious
   player can read of the page's life without reaching into it. */
function count(name) {
  document.body.dataset[name] = String(Number(document.body.dataset[name] || 0) + 1);
}

function receive(message) {
  $("offline").hidden = true;
  switch (message.type) {
    case "lobby": onLobby(message); break;
    case "seated": onSeated(message); break;
    case "state": onState(message); break;
    case "over": onOver(message); break;
    case "error": onError(message); break;
    default: break;                                   // "pong" and anything newer
  }
}

function onLobby(lobby) {
  page.greeted = true;
  page.lobby = lobby;
  useTexts(lobby.texts);
  setText("game-name", lobby.game_name || t("title"));
  if (lobby.you !== null && lobby.you !== undefined) {
    page.seat = lobby.you;
    setText("wait-text", t("waiting_start", { n: lobby.you + 1 }));
    show("wait-view");
    return;
  }
  if (storedSeat()) storeSeat(null);          // the seat was given back (or taken away)
  drawLobby(lobby);
  show("join-view");
}

function onSeated(seated) {
  page.greeted = true;
  page.seat = seated.seat;
  storeSeat({ token: seated.seat_token, seat: seated.seat });
  setText("who", seated.name || "");
  if (!page.state) {
    setText("wait-text", t("waiting_start", { n: seated.seat + 1 }));
    show("wait-view");
  }
}

function onError(error) {
  count("errors");
  const held = storedSeat();
  if (error.code === "bad_token") {
    if (held) {
      storeSeat(null);                       // the game ended or the seat was given back
      if (page.join || page.code) { page.ws = null; setTimeout(connect, 0); return; }
    }
    page.code = null;
    show("code-view");
  }
  if (error.code === "code_locked") { page.code = null; show("code-view"); }
  const box = $("message");
  box.textContent = error.message || error.code || "";
  box.hidden = !box.textContent;
  if (!$("code-view").hidden) setText("code-title", error.message || t("code_title"));
}

// -- the join screen -----------------------------------------------------------------
function drawLobby(lobby) {
  setText("join-game", t("join_game", { game: lobby.game_name || "" }));
  const seats = $("seats");
  clear(seats);
  const any = el("button", "chip", t("seat_any"));
  any.type = "button";
  any.classList.toggle("selected", page.chosenSeat === null);
  any.addEventListener("click", () => { page.chosenSeat = null; drawLobby(page.lobby); });
  seats.appendChild(any);
  for (const row of lobby.seats || []) {
    const holder = row.free ? t("seat_free")
      : (row.name || t(row.kind === "phone" ? "seat_phone" : "seat_device"));
    const words = t("seat_row", { n: row.seat + 1 }) + " · " + holder;
    const button = el("button", "chip", words);
    button.type = "button";
    button.disabled = !row.free;
    button.dataset.seat = String(row.seat);
    button.classList.toggle("selected", page.chosenSeat === row.seat);
    button.addEventListener("click", () => { page.chosenSeat = row.seat; drawLobby(page.lobby); });
    seats.appendChild(button);
  }
  if (page.chosenSeat !== null && !(lobby.seats || []).some(
    (row) => row.seat === page.chosenSeat && row.free)) page.chosenSeat = null;
  const animals = $("animals");
  clear(animals);
  for (const animal of lobby.animals || []) {
    const button = el("button", "chip", animal.label);
    button.type = "button";
    button.dataset.animal = animal.id;
    button.classList.toggle("selected", page.chosenAnimal === animal.id);
    button.addEventListener("click", () => { page.chosenAnimal = animal.id; drawLobby(page.lobby); });
    animals.appendChild(button);
  }
  const name = $("name-input");
  if (!name.value) name.value = recall(NAME_KEY) || "";
  drawProfiles(lobby.profiles || []);
}

/* Who plays: one of the players' profiles (its colour, name and animal) or a guest, who
   types a name and picks an animal. A kiosk sends no profiles: only the guest's part. */
function drawProfiles(profiles) {
  if (page.chosenProfile === undefined) page.chosenProfile = recall(PROFILE_KEY);
  if (!profiles.some((p) => p.id === page.chosenProfile)) page.chosenProfile = null;
  $("who-box").hidden = profiles.length === 0;
  $("guest-box").hidden = page.chosenProfile !== null;
  const list = $("profiles");
  clear(list);
  const pick = (id) => { page.chosenProfile = id; drawLobby(page.lobby); };
  for (const profile of profiles) {
    const button = el("button", "chip profile");
    button.type = "button";
    button.dataset.profile = profile.id;
    button.classList.toggle("selected", page.chosenProfile === profile.id);
    button.appendChild(el("span", "swatch colour-" + (Number(profile.colour) || 0)));
    button.appendChild(el("span", "", t("profile_row", {
      name: profile.name, animal: profile.animal_label || profile.animal })));
    button.addEventListener("click", () => pick(profile.id));
    list.appendChild(button);
  }
  const guest = el("button", "chip profile");
  guest.type = "button";
  guest.appendChild(el("span", "swatch guest"));            // (lines the names up)
  guest.appendChild(el("span", "", t("profile_guest")));
  guest.dataset.profile = "";
  guest.classList.toggle("selected", page.chosenProfile === null);
  guest.addEventListener("click", () => pick(null));
  list.appendChild(guest);
}

function claim() {
  const name = $("name-input").value.trim();
  if (name) remember(NAME_KEY, name);
  remember(PROFILE_KEY, page.chosenProfile || "");
  send({ type: "claim", seat: page.chosenSeat, name: name, animal: page.chosenAnimal,
         profile: page.chosenProfile });
}

// -- the game ------------------------------------------------------------------------
function cardUrl(card, height) {
  const held = storedSeat();
  return "/card/" + encodeURIComponent(card) + ".png?h=" + height
    + "&s=" + encodeURIComponent(held ? held.token : "");
}

/* An image that tries again when the game was busy drawing (503), a few times. */
function cardImage(card, height, label) {
  const img = document.createElement("img");
  img.alt = label || "";
  img.decoding = "async";
  let tries = 0;
  img.addEventListener("error", () => {
    tries += 1;
    if (tries <= 4) setTimeout(() => { img.src = cardUrl(card, height) + "&r=" + tries; }, 600 * tries);
  });
  img.src = cardUrl(card, height);
  return img;
}

/* A card button: a tap plays its step (if any), a long press or inspect mode looks at it. */
function cardButton(card, label, step, extra, small) {
  const button = el("button", "card " + (step ? "playable" : "idle"));
  button.type = "button";
  button.dataset.card = card;
  if (step) button.dataset.step = JSON.stringify(step.step);
  button.appendChild(cardImage(card, small ? CELL_H : CARD_H, label));
  if (small) button.setAttribute("aria-label", label);
  else button.appendChild(el("span", "name", label));
  let timer = null;
  let held = false;
  button.addEventListener("pointerdown", () => {
    held = false;
    timer = setTimeout(() => { held = true; inspect(card, label, extra); }, HOLD_MS);
  });
  const stop = () => { if (timer) { clearTimeout(timer); timer = null; } };
  button.addEventListener("pointerup", stop);
  button.addEventListener("pointerleave", stop);
  button.addEventListener("pointercancel", stop);
  button.addEventListener("contextmenu", (event) => event.preventDefault());
  button.addEventListener("click", () => {
    if (held) { held = false; return; }
    if (page.inspecting || !step) { inspect(card, label, extra); return; }
    takeStep(step.step);
  });
  return button;
}

function takeStep(step) {
  $("message").hidden = true;
  send({ type: "step", step: step, at: page.state ? page.state.at : null });
}

function onState(state) {
  const wasMine = page.myTurn;
  page.greeted = true;
  page.state = state;
  page.seat = state.seat;
  count("updates");
  useTexts(state.texts);
  page.myTurn = Boolean(state.your_turn) && !state.over;
  document.body.classList.toggle("my-turn", page.myTurn);
  document.body.dataset.turn = page.myTurn ? "mine" : "theirs";
  setText("game-name", state.game_name || t("title"));
  const names = state.names || [];
  setText("who", names[state.seat] || "");
  setText("status", state.status || "");
  $("status").hidden = !state.status;
  if (page.myTurn && !wasMine) turnCue();
  if (state.over) return;                     // the "over" message follows
  drawPlay(state);
  show("play-view");
}

function drawPlay(state) {
  const steps = state.steps || [];
  const chosen = state.chosen || [];
  $("prompt-row").hidden = !page.myTurn || (!state.prompt && chosen.length === 0);
  setText("prompt", state.prompt || "");
  $("back-button").hidden = chosen.length === 0;
  $("cancel-button").hidden = chosen.length === 0;
  const message = $("message");
  message.textContent = state.message || "";
  message.hidden = !state.message;

  // The hand: a card that a step names is played by tapping it; a card a chosen step
  // names (the move under way) is outlined.
  const used = new Set();
  const picked = chosen.map((step) => (Array.isArray(step) ? step[1] : null));
  const hand = $("hand");
  clear(hand);
  for (const item of state.hand || []) {
    const index = steps.findIndex((s, i) => !used.has(i) && s.card === item.card);
    if (index >= 0) used.add(index);
    const button = cardButton(item.card, item.label, index >= 0 ? steps[index] : null, item.text);
    const at = picked.indexOf(item.card);
    if (at >= 0) { picked[at] = null; button.classList.add("chosen"); }
    hand.appendChild(button);
  }
  $("hand-empty").hidden = (state.hand || []).length > 0;
  hand.classList.toggle("many", (state.hand || []).length > MANY_CARDS);

  // Other steps that name a card are targets; the rest are chips (pass, done, confirm...).
  const targets = $("targets");
  const chips = $("chips");
  clear(targets);
  clear(chips);
  const grid = $("grid");
  clear(grid);
  const cells = steps.filter(isCell);
  if (cells.length >= MIN_GRID) drawGrid(grid, cells, state.obs);
  steps.forEach((step, i) => {
    if (used.has(i) || (cells.length >= MIN_GRID && isCell(step))) return;
    if (step.card) {
      targets.appendChild(cardButton(step.card, step.label, step, step.text));
    } else {
      const chip = el("button", "chip" + (step.kind === "confirm" ? " primary" : ""), step.label);
      chip.type = "button";
      chip.dataset.step = JSON.stringify(step.step);
      chip.addEventListener("click", () => takeStep(step.step));
      chips.appendChild(chip);
    }
  });
  $("targets-title").hidden = targets.childElementCount === 0;
  // A move under way: its next steps come first, above the hand, in sight without scrolling.
  const moves = $("moves");
  if (chosen.length > 0) $("play-view").insertBefore(moves, $("hand-title"));
  else $("play-view").insertBefore(moves, $("hand-empty").nextSibling);

  $("hint-button").hidden = !page.myTurn;
  const hint = $("hint");
  hint.textContent = state.hint || "";
  hint.hidden = !state.hint;

  const last = (state.log || []).slice(-1)[0] || "";
  setText("log-last", last);
  $("log-last").hidden = !last;
  const log = $("log");
  clear(log);
  const lines = (state.log || []).slice().reverse();       // the newest first
  for (const line of lines) log.appendChild(el("li", "", line));
  log.start = lines.length;
}

/* A step naming a cell of a grid: ["cell", row, col]. */
function isCell(step) {
  const s = step.step;
  return step.kind === "cell" && s.length === 3 && Number.isInteger(s[1]) && Number.isInteger(s[2]);
}

/* Cell steps as the grid they name, each cell showing the card the observation puts
   there (obs.grid[row][col], when it has one), so that a cell is picked by its place. */
function drawGrid(grid, cells, obs) {
  const known = obs && Array.isArray(obs.grid) ? obs.grid : [];
  const rows = Math.max(known.length, ...cells.map((c) => c.step[1] + 1));
  const cols = Math.max(...known.map((r) => (Array.isArray(r) ? r.length : 0)),
                        ...cells.map((c) => c.step[2] + 1));
  grid.className = "grid cols-" + Math.min(Math.max(cols, 3), 8);     // see phone.css
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const step = cells.find((x) => x.step[1] === r && x.step[2] === c) || null;
      const card = Array.isArray(known[r]) ? known[r][c] : null;
      let node;
      if (typeof card === "string") {
        node = cardButton(card, step ? step.label : "", step, null, true);
      } else {
        node = el("button", "card cell " + (step ? "playable" : "idle"), (r + 1) + "·" + (c + 1));
        node.type = "button";
        node.disabled = !step;
        if (step) {
          node.dataset.step = JSON.stringify(step.step);
          node.setAttribute("aria-label", step.label);
          node.addEventListener("click", () => takeStep(step.step));
        }
      }
      grid.appendChild(node);
    }
  }
}

function onOver(over) {
  page.over = true;
  storeSeat(null);                              // the seat token expires with the game
  document.body.classList.remove("my-turn");
  const list = $("results");
  clear(list);
  $("status").hidden = true;                    // the title says it
  $("log-last").hidden = true;
  const rows = (over.results || []).slice().sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  for (const row of rows) {
    const item = el("li", row.seat === page.seat ? "me" : "",
                    t("result_row", { rank: row.rank, name: row.name, score: row.score }));
    list.appendChild(item);
  }
  show("over-view");
}

/* It became this seat's turn: a buzz where phones can, and a flash everyone sees. */
function turnCue() {
  count("cues");
  if (typeof navigator.vibrate === "function") {
    try { navigator.vibrate([180, 90, 180]); } catch (e) { /* not allowed yet */ }
  }
  const flash = $("flash");
  setText("flash-text", t("your_turn"));
  flash.hidden = true;
  void flash.offsetWidth;                        // restart the animation
  flash.hidden = false;
  clearTimeout(turnCue.timer);
  turnCue.timer = setTimeout(() => { flash.hidden = true; }, 1700);
}

// -- the inspector -------------------------------------------------------------------
function inspect(card, label, text) {
  const img = $("inspect-image");
  img.alt = label || "";
  img.src = cardUrl(card, INSPECT_H);
  setText("inspect-name", label || "");
  const lines = Array.isArray(text) ? text.join("\n") : (text || "");
  setText("inspect-text", lines);
  $("inspect-text").hidden = !lines;
  $("inspect").hidden = false;
}

function closeInspect() {
  $("inspect").hidden = true;
  $("inspect-image").removeAttribute("src");
}

function toggleInspecting() {
  page.inspecting = !page.inspecting;
  const button = $("inspect-button");
  button.setAttribute("aria-pressed", String(page.inspecting));
  setText("inspect-button", page.inspecting ? t("inspect_on") : t("inspect_button"));
}

// -- start -----------------------------------------------------------------------------
function start() {
  const params = new URLSearchParams(location.search);
  const lang = params.get("lang");
  if (lang === "fr" || lang === "en") page.lang = lang;
  page.join = params.get("t");
  const cached = recall(TEXTS_KEY + page.lang);
  if (cached) { try { page.texts = JSON.parse(cached); applyStaticTexts(); } catch (e) { /* */ } }

  $("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code-input").value.replace(/\D/g, "");
    if (code.length !== 6) return;
    page.code = code;
    connect();
  });
  $("join-button").addEventListener("click", claim);
  $("leave-button").addEventListener("click", () => { storeSeat(null); send({ type: "leave" }); });
  $("back-button").addEventListener("click", () => send({ type: "back" }));
  $("cancel-button").addEventListener("click", () => send({ type: "cancel" }));
  $("hint-button").addEventListener("click", () => {
    const hint = $("hint");
    hint.textContent = t("hint_waiting");
    hint.hidden = false;
    send({ type: "hint" });
  });
  $("inspect-button").addEventListener("click", toggleInspecting);
  $("inspect-close").addEventListener("click", closeInspect);
  $("inspect").addEventListener("click", (event) => {
    if (event.target === $("inspect")) closeInspect();
  });

  // A touch anywhere ends the turn flash: the player has seen it.
  document.addEventListener("pointerdown", () => { $("flash").hidden = true; }, true);
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("pageshow", wake);
  window.addEventListener("online", wake);
  window.addEventListener("focus", wake);
  connect();
}

document.addEventListener("DOMContentLoaded", start);
