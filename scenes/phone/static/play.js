/* The phone page's game view: the seat's hand, the steps of the move under way, the
 * grid, the results and the card inspector. It shares the page's state and helpers
 * (`page`, `t`, `el`, `send`...) with phone.js, loaded after it (docs/phone-protocol.md).
 * Server strings are put in the page with textContent only.
 */
"use strict";

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

/* A step names the move number and the count of steps chosen of the state it was
   taken on (a late or repeated one is refused), and one goes out per state: a second
   tap before the answer is dropped here. */
function takeStep(step) {
  const state = page.state;
  if (!state || page.stepSent) return;
  page.stepSent = true;
  $("message").hidden = true;
  send({ type: "step", step: step, move: state.move, chosen: (state.chosen || []).length });
}

function onState(state) {
  const wasMine = page.myTurn;
  page.greeted = true;
  page.state = state;
  page.stepSent = false;
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
