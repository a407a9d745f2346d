/* The seat page: a phone at one seat. It mirrors the seat's button and light, and adds the
   role (hold to see), replies as text and a seat grid to tap. At night it looks the same on
   every phone and sends one padded message a second, whatever its player does. */
"use strict";
(function () {
  var P = pihost, $ = function (id) { return document.getElementById(id); };
  var token = decodeURIComponent(location.hash.slice(1)).toUpperCase().replace(/[^A-Z0-9]/g, "");
  var key = "pihost-phone-" + token;
  var T = null, seat = 0, frame = null, clock = 0, timer = new P.Countdown();
  var sock = null, beat = null, actKey = null, lastReply = null, replyTimer = null;
  var sel = null, chosen = null, chosenStep = null, pending = { press: false, tap: null };
  var BEAT_BYTES = 200, REPLY_SHOW_MS = 2500, VIBRATE_MS = 400;

  function lang() { return (navigator.language || "ru").slice(0, 2) === "ru" ? "ru" : "en"; }
  P.load(lang()).then(function (t) {
    T = t;
    if (!token) { say(T.no_token); return; }
    $("title").textContent = T.title;
    $("conn").textContent = T.connecting;
    sock = P.connect(hello, onMessage, onState);
    setInterval(tick, 250);
  });

  function hello() { return { t: "hello", as: "seat", token: token, phone: localStorage.getItem(key) }; }
  function onState(up) { $("conn").textContent = up ? "" : T.offline; }
  function say(text) { var m = $("msg"); m.textContent = text || ""; m.classList.toggle("hidden", !text); }
  function stop(text) { say(text); if (sock) sock.stop(); P.clear($("act")); stopBeat(); }

  function onMessage(m) {
    if (m.t === "welcome") {
      seat = m.seat;
      if (m.phone) localStorage.setItem(key, m.phone);
      say("");
      P.load(m.lang).then(function (t) { T = t; actKey = null; render(); });
    } else if (m.t === "frame") {
      frame = m.f; clock = m.clock;
      timer.set(m.left, m.left != null && !frame.pub.paused);
      render();
      checkReply();
    } else if (m.t === "refused") {
      P.load(m.lang || T.lang).then(function (t) {   /* the game's language, even before it */
        T = t;
        if (m.why === "token" || m.why === "too_many") stop(T.refused[m.why]);
        else say(T.refused[m.why] || m.why);
      });
    } else if (m.t === "moved" || m.t === "replaced" || m.t === "new_game") {
      stop(T[m.t]);
    }
  }

  function render() {
    if (!frame || !T) return;
    var pub = frame.pub, st = pub.stage || {};
    document.body.classList.toggle("night", !!pub.night);
    $("title").textContent = P.fmt(T.seat, { n: seat });
    $("status").textContent = pub.paused ? T.act.paused : P.stageText(T, st);
    var step = pub.night ? JSON.stringify([st.stage, st.step_start, st.step]) : null;
    if (step !== chosenStep) { chosen = null; if (!pub.night) chosenStep = null; }
    var k = JSON.stringify([frame.own.act, step, T.lang]);
    if (k !== actKey) { actKey = k; sel = null; renderAct(step); }
    renderRole();
    syncBeat();
    tick();
  }

  function tick() {   /* the speech's time: from when the box stops announcing it */
    var left = timer.now(), cap = frame && frame.pub.stage.seconds;
    if (left != null && cap) left = Math.min(left, cap);
    $("timer").textContent = left == null ? "" : P.mmss(left);
  }

  function label(a) {
    var n = a.candidate;
    return P.fmt(T.act[a.say] || "", { n: n });
  }

  function renderAct(step) {
    var a = frame.own.act, box = P.clear($("act"));
    if (a.do === "press") {
      var b = P.el("button", "press", label(a));
      b.id = "press";
      b.addEventListener("pointerdown", function (ev) { ev.preventDefault(); press(b); });
      box.appendChild(b);
    } else if (a.do === "grid") {
      grid(box, a.seats, [], function (n) {
        pending.tap = n; chosen = n; chosenStep = step; actKey = null; render();
      }, chosen);
    } else if (a.do === "pick") {
      box.appendChild(P.el("div", "status", P.fmt(T.act.pick, { max: a.max })));
      if (a.picked.length) box.appendChild(P.el("div", "dim", P.fmt(T.act.picked, { seats: a.picked.join(", ") })));
      var full = a.picked.length >= a.max;
      grid(box, full ? [] : a.seats.filter(function (s) { return a.picked.indexOf(s) < 0; }), a.picked,
           function (n) { sock.send({ t: "tap", seat: seat, token: token, target: n }); });
    } else {
      box.appendChild(P.el("div", "status dim", T.act[a.say] || ""));
    }
  }

  /* A grid of seat numbers: tap one, then confirm it (a mistaken tap costs nothing). */
  function grid(box, seats, picked, done, already) {
    var g = P.el("div", "grid"), confirm = P.el("button", "confirm hidden");
    confirm.id = "confirm";
    var all = seats.concat(picked).sort(function (x, y) { return x - y; });
    all.forEach(function (n) {
      var b = P.el("button", picked.indexOf(n) >= 0 ? "picked" : "", String(n));
      b.dataset.seat = n;
      b.disabled = already != null || picked.indexOf(n) >= 0;
      if (already === n) b.classList.add("sel");
      b.addEventListener("click", function () {
        sel = n;
        Array.prototype.forEach.call(g.children, function (c) { c.classList.toggle("sel", c === b); });
        confirm.textContent = P.fmt(T.act.confirm, { n: n });
        confirm.classList.remove("hidden");
      });
      g.appendChild(b);
    });
    confirm.addEventListener("click", function () {
      if (sel == null) return;
      var n = sel; sel = null; confirm.classList.add("hidden"); done(n);
    });
    box.appendChild(g);
    if (already != null) box.appendChild(P.el("div", "status", P.fmt(T.act.chosen, { n: already })));
    else box.appendChild(confirm);
  }

  function press(b) {
    b.classList.add("flash");
    setTimeout(function () { b.classList.remove("flash"); }, 200);
    if (frame.pub.night) pending.press = true;   /* it goes with the next beat */
    else sock.send({ t: "press", seat: seat, token: token });
  }

  /* At night: one message a second, of one size, whatever the player did. */
  function syncBeat() {
    var night = frame && frame.pub.night;
    if (night && !beat) beat = setInterval(sendBeat, 1000);
    if (!night) stopBeat();
  }
  function stopBeat() {
    if (beat) { clearInterval(beat); beat = null; }
    pending = { press: false, tap: null };
  }
  function sendBeat() {
    var m = { t: "beat", seat: seat, token: token, press: pending.press, tap: pending.tap, pad: "" };
    pending = { press: false, tap: null };
    var n = JSON.stringify(m).length;
    m.pad = new Array(Math.max(0, BEAT_BYTES - n) + 1).join(".");
    sock.send(m);
  }

  function renderRole() {
    var me = frame.own.me, box = $("roleshown");
    $("rolehint").textContent = T.role.hold;
    P.clear(box);
    box.appendChild(P.el("div", "", me.role ? T.role.yours + ": " + me.role : T.role.unknown));
    if (me.mates.length) box.appendChild(P.el("div", "", P.fmt(T.role.mates, { seats: me.mates.join(", ") })));
    if (me.checks.length) {
      box.appendChild(P.el("div", "dim", T.role.checks));
      me.checks.forEach(function (c) {
        box.appendChild(P.el("div", "", P.fmt(T.role.check, { n: c.target, answer: T.reply[c.answer] })));
      });
    }
  }
  var role = $("role");
  function reveal(on) { $("roleshown").classList.toggle("hidden", !on); $("rolehint").classList.toggle("hidden", on); }
  role.addEventListener("pointerdown", function (ev) { ev.preventDefault(); reveal(true); });
  ["pointerup", "pointercancel", "pointerleave"].forEach(function (e) {
    role.addEventListener(e, function () { reveal(false); });
  });
  role.addEventListener("contextmenu", function (ev) { ev.preventDefault(); });

  /* A reply (yes, no, away, refused): shown a moment, one vibration of one length, no sound. */
  function checkReply() {
    var r = frame.own.reply;
    if (!r || r.at === lastReply) return;
    lastReply = r.at;
    if (clock - r.at > REPLY_SHOW_MS / 1000) return;   /* an old one: the page was opened again */
    var box = $("reply");
    box.textContent = T.reply[r.text] || r.text;
    box.classList.remove("hidden");
    if (navigator.vibrate) navigator.vibrate(VIBRATE_MS);
    clearTimeout(replyTimer);
    replyTimer = setTimeout(function () { box.classList.add("hidden"); }, REPLY_SHOW_MS);
  }
})();
