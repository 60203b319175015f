/* The phone page of Ménagerie: one seat's private hand, its moves and the game's log.
 *
 * It talks to the game over one WebSocket (docs/phone-protocol.md). Everything it shows
 * comes from the server: the words (`texts`, from the catalogs' [phone] table, in the
 * seat's language), the hand, the steps of the move under way, the log and the hint.
 * The only words written here are the offline line, in both languages, for when no
 * message has come yet. Server strings are put in the page with textContent only.
 * This file holds the page's state, the socket, the join screen and the start; the game
 * view is play.js (both loaded by index.html; their functions share one scope).
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
  lang: baseLanguage(navigator.language),   // until GET /languages says which it speaks
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
  stepSent: false,       // a step went out: the next state (or error) answers it
  over: false,
};

const $ = (id) => document.getElementById(id);

function baseLanguage(code) { return String(code || "").toLowerCase().split(/[-_]/)[0]; }

// The language: ?lang=, else the phone's preferred ones, the first the game has a
// catalog for (GET /languages), else the game's default.
function chooseLanguage(offered, fallback) {
  const wanted = [new URLSearchParams(location.search).get("lang")]
    .concat(navigator.languages || [navigator.language]);
  for (const code of wanted) {
    if (offered.includes(baseLanguage(code))) return baseLanguage(code);
  }
  return fallback;
}

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
  // A seat's token also in the address: the server keeps a slot for its own phone.
  const query = held ? "?s=" + encodeURIComponent(held.token) : "";
  const ws = new WebSocket(scheme + location.host + "/ws" + query);
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
    page.stepSent = false;
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
  page.stepSent = false;
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

// -- start -----------------------------------------------------------------------------
function start() {
  page.join = new URLSearchParams(location.search).get("t");

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
  // The game's languages first (the hello names one); without an answer, the phone's
  // own, which the server checks.
  fetch("/languages")
    .then((reply) => reply.json())
    .then((known) => { page.lang = chooseLanguage(known.languages, known.default); })
    .catch(() => { /* the phone's own language */ })
    .finally(() => {
      const cached = recall(TEXTS_KEY + page.lang);
      if (cached) { try { page.texts = JSON.parse(cached); applyStaticTexts(); } catch (e) { /* */ } }
      document.addEventListener("visibilitychange", wake);
      window.addEventListener("pageshow", wake);
      window.addEventListener("online", wake);
      window.addEventListener("focus", wake);
      connect();
    });
}

document.addEventListener("DOMContentLoaded", start);
