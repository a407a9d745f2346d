/* The table screen: exactly what the table may know (the engine's public view, the box's public
   stage view); the seats' codes before the game; at the end the roles and the result. */
"use strict";
(function () {
  var P = pihost, $ = function (id) { return document.getElementById(id); };
  var T = null, frame = null, seats = { phones: [], join: [] }, timer = new P.Countdown();
  var lang = "ru";

  P.load(lang).then(function (t) {
    T = t;
    P.connect(function () { return { t: "hello", as: "table" }; }, onMessage, function (up) {
      $("conn").textContent = up ? "" : T.offline;
    });
    setInterval(tick, 250);
  });

  function onMessage(m) {
    if (m.t === "welcome" && m.lang !== lang) {
      lang = m.lang; P.load(lang).then(function (t) { T = t; render(); });
    } else if (m.t === "frame") {
      frame = m.f;
      if (frame.lang && frame.lang !== lang) { lang = frame.lang; P.load(lang).then(function (t) { T = t; render(); }); }
      timer.set(m.left, m.left != null && !frame.paused);
      render();
    } else if (m.t === "seats") {
      seats = m; render();
    } else if (m.t === "notice" && m.what === "replaced") {
      $("notice").textContent = P.fmt(T.table.replaced, { n: m.seat });
    }
  }

  function tick() {   /* the speech's time: from when the box stops announcing it */
    var left = timer.now(), cap = frame && frame.stage.seconds;
    if (left != null && cap) left = Math.min(left, cap);
    $("timer").textContent = left == null ? "" : P.mmss(left);
  }

  function render() {
    if (!frame || !T) return;
    var g = frame.game, st = frame.stage || {};
    document.body.classList.toggle("night", frame.night);
    var head = frame.paused ? T.table.paused : frame.night ? T.table.night
      : g ? P.fmt(T.table.day, { n: g.day }) : T.title;
    $("head").textContent = head;
    $("stage").textContent = frame.night ? "" : P.stageText(T, st);
    $("night").textContent = T.table.night;
    $("night").classList.toggle("hidden", !frame.night);
    tiles(g, st);
    var nominees = g ? g.nominees : [];
    $("nominees").textContent = nominees.length ? T.table.nominees + ": " + nominees.join(", ") : "";
    var voters = st.voters || [];
    $("voters").textContent = st.stage === "vote" || st.stage === "all_leave_vote"
      ? T.table.voters + ": " + (voters.length ? voters.join(", ") : "—") : "";
    var best = g && g.best_moves.length ? g.best_moves[g.best_moves.length - 1] : null;
    $("best").textContent = best ? P.fmt(T.table.best_move, { n: best.seat, seats: best.targets.join(", ") }) : "";
    join();
    over();
    tick();
  }

  function tiles(g, st) {
    var box = P.clear($("tiles")), n = frame.seats, joinable = {};
    (seats.join || []).forEach(function (j) { joinable[j.seat] = j; });
    var alive = g ? g.alive : null, out = {};
    (g ? g.eliminated : []).forEach(function (e) { out[e.seat] = e; });
    for (var s = 1; s <= n; s++) {
      var t = P.el("div", "tile"), tags = [];
      t.dataset.seat = s;
      t.appendChild(P.el("div", "n", String(s)));
      if (alive && alive.indexOf(s) < 0) {
        t.classList.add("out");
        var e = out[s];
        if (e) tags.push((T.how[e.how] || e.how) + (e.role_word ? " · " + e.role_word : ""));
      }
      if (!frame.night) {
        if (st.seat === s && st.stage !== "best_move") t.classList.add("speaking");
        if (st.candidate === s || (st.candidates || []).indexOf(s) >= 0) t.classList.add("candidate");
        if ((st.voters || []).indexOf(s) >= 0) t.classList.add("voted");
        if ((st.pressed || []).indexOf(s) >= 0) t.classList.add("present");
      }
      var f = g ? g.fouls[String(s)] : 0;
      if (f) t.appendChild(P.el("div", "fouls", new Array(f + 1).join("●")));
      if (seats.phones.indexOf(s) >= 0) t.appendChild(P.el("div", "phone", T.table.phone));
      if (tags.length) t.appendChild(P.el("div", "tags", tags.join(" ")));
      var j = joinable[s];
      if (j) {  /* its code, until a phone has it */
        t.classList.add("joining");
        var f = P.el("figure", "qr"), img = P.el("img");
        img.src = j.qr; img.alt = j.code;
        f.appendChild(img);
        f.appendChild(P.el("figcaption", "", j.code));
        t.appendChild(f);
      }
      box.appendChild(t);
    }
  }

  function join() {
    var list = seats.join || [];
    $("joinbox").classList.toggle("hidden", !list.length);
    $("jointitle").textContent = T.table.join;
    $("joinurl").textContent = P.fmt(T.table.join_url, { url: seats.url || location.origin });
  }

  function over() {
    var o = frame.over, box = P.clear($("over"));
    box.classList.toggle("hidden", !o);
    if (!o) return;
    box.appendChild(P.el("h2", "", o.winner_word));
    Object.keys(o.roles).forEach(function (s) {
      var pts = o.points[s];
      box.appendChild(P.el("div", "line", P.fmt(T.seat, { n: s }) + ": " + o.roles[s] +
        (pts ? " · " + pts + " " + T.table.points : "")));
    });
    var rec = P.el("div", "record dim");
    rec.appendChild(P.el("h3", "", T.table.record));
    var ballots = [], by = {};
    (o.votes || []).forEach(function (v) {   /* [day, round, candidate, voter] */
      var k = v.slice(0, 3).join(":");
      if (!by[k]) { by[k] = { d: v[0], r: v[1], c: v[2], voters: [] }; ballots.push(by[k]); }
      by[k].voters.push(v[3]);
    });
    ballots.forEach(function (b) {
      rec.appendChild(P.el("div", "", P.fmt(T.table.vote_line, { d: b.d, r: b.r, c: b.c, voters: b.voters.join(", ") })));
    });
    (o.acts || []).forEach(function (a) {   /* [night, by, target] */
      rec.appendChild(P.el("div", "", P.fmt(T.table.act_line, { n: a[0], by: a[1], t: a[2] == null ? "—" : a[2] })));
    });
    box.appendChild(rec);
  }
})();
