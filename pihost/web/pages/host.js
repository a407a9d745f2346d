/* The host page (behind the host PIN): the host menu with a confirmation for each action, the
   seats' phones, the journal. Nothing secret is ever sent to it. */
"use strict";
(function () {
  var P = pihost, $ = function (id) { return document.getElementById(id); };
  var T = null, frame = null, seats = null, sock = null, lang = "ru", action = null, ask = null;

  P.load(lang).then(function (t) { T = t; texts(); connect(); });

  function texts() {
    $("title").textContent = T.host.title;
    $("pinlabel").textContent = T.host.pin;
    $("loginbtn").textContent = T.host.login;
    $("seatstitle").textContent = T.host.seats;
    $("journaltitle").textContent = T.host.journal;
    $("yes").textContent = T.host.yes;
    $("no").textContent = T.host.no;
  }
  function say(text) { var m = $("msg"); m.textContent = text || ""; m.classList.toggle("hidden", !text); }

  function connect() {
    sock = P.connect(function () { return { t: "hello", as: "host" }; }, onMessage);
  }

  $("login").addEventListener("submit", function (ev) {
    ev.preventDefault();
    var body = new URLSearchParams(); body.set("pin", $("pin").value);
    fetch("/host/login", { method: "POST", body: body, credentials: "same-origin" })
      .then(function (r) { return r.json(); })
      .then(function (r) {
        $("pin").value = "";
        if (r.ok) { say(""); $("login").classList.add("hidden"); if (sock) sock.stop(); connect(); }
        else say(T.refused[r.why] || r.why);
      });
  });

  function onMessage(m) {
    if (m.t === "welcome") {
      $("login").classList.add("hidden"); $("panel").classList.remove("hidden");
      if (m.lang !== lang) { lang = m.lang; P.load(lang).then(function (t) { T = t; texts(); render(); }); }
    } else if (m.t === "refused") {
      if (m.why === "pin" || m.why === "no_pin") {
        sock.stop(); $("panel").classList.add("hidden");
        $("login").classList.toggle("hidden", m.why === "no_pin");
      }
      say(T.refused[m.why] || m.why);
    } else if (m.t === "frame") {
      frame = m.f; say(""); render();
    } else if (m.t === "seats") {
      seats = m; render();
    }
  }

  function send(m) { m.confirm = true; sock.send(m); }
  function confirmThen(question, then) {
    $("question").textContent = question;
    $("dialog").classList.remove("hidden");
    ask = then;
  }
  $("yes").addEventListener("click", function () { $("dialog").classList.add("hidden"); var f = ask; ask = null; if (f) f(); });
  $("no").addEventListener("click", function () { $("dialog").classList.add("hidden"); ask = null; });

  function word(item) { return (frame.host.item_words || {})[item] || item; }

  function render() {
    if (!frame || !T) return;
    var pub = frame.pub, night = pub.night;
    $("state").textContent = (pub.paused ? T.table.paused + " · " : "") +
      (night ? T.table.night : (pub.game ? P.fmt(T.table.day, { n: pub.game.day }) + " · " : "") + P.stageText(T, pub.stage));
    $("nightnote").textContent = night ? T.host.night_note : "";
    var main = P.clear($("main"));
    var start = P.el("button", "", T.host.start);
    start.id = "start";
    start.disabled = night || pub.stage.stage !== "seat_check" || !pub.stage.all_in;
    start.addEventListener("click", function () { confirmThen(T.host.start + "?", function () { send({ t: "host", do: "start" }); }); });
    var pause = P.el("button", "", T.host.pause);
    pause.id = "pause";
    pause.addEventListener("click", function () { confirmThen(T.host.pause + "?", function () { send({ t: "host", do: "pause" }); }); });
    main.appendChild(start); main.appendChild(pause);
    var items = P.clear($("items"));
    (frame.host.items || []).forEach(function (item) {
      var b = P.el("button", "", word(item));
      b.dataset.item = item;
      b.disabled = night || !!pub.over || (item === "nominate" && pub.stage.stage !== "speech");
      b.addEventListener("click", function () { choose(item); });
      items.appendChild(b);
    });
    seatTable();
    var j = frame.host.journal;
    $("journal").textContent = j ? j.file + " · " + P.fmt(T.host.inputs, { n: j.inputs }) : "";
  }

  function choose(item) {
    if (item === "undo" || item === "skip") {
      confirmThen(P.fmt(T.host.confirm_plain, { action: word(item) }), function () { send({ t: "host", do: item }); });
      return;
    }
    action = item;
    $("seathint").textContent = word(item) + ": " + T.host.choose_seat;
    var g = P.clear($("seatgrid"));
    for (var s = 1; s <= frame.pub.seats; s++) (function (s) {
      var b = P.el("button", "", String(s));
      b.dataset.seat = s;
      b.addEventListener("click", function () {
        $("seatpick").classList.add("hidden");
        confirmThen(P.fmt(T.host.confirm, { action: word(action), n: s }), function () {
          send({ t: "host", do: action, seat: s });
        });
      });
      g.appendChild(b);
    })(s);
    $("seatpick").classList.remove("hidden");
  }

  function seatTable() {
    var box = P.clear($("seats"));
    if (!seats || !frame) return;
    for (var s = 1; s <= frame.pub.seats; s++) (function (s) {
      var tr = P.el("tr"), phone = seats.phones.indexOf(s) >= 0;
      tr.dataset.seat = s;
      tr.appendChild(P.el("td", "", String(s)));
      tr.appendChild(P.el("td", "", phone ? (seats.online.indexOf(s) >= 0 ? T.host.online : T.host.offline) : T.host.button));
      var td = P.el("td");
      if (seats.waiting.indexOf(s) >= 0) {
        td.appendChild(P.el("span", "", T.host.waiting + " "));
        var r = P.el("button", "replace", T.host.replace);
        r.addEventListener("click", function () {
          confirmThen(T.host.replace + " (" + P.fmt(T.seat, { n: s }) + ")?", function () { send({ t: "replace", seat: s }); });
        });
        td.appendChild(r);
      }
      var c = P.el("button", "show", T.host.show_code);
      c.addEventListener("click", function () { sock.send({ t: "show_code", seat: s }); });
      td.appendChild(c);
      tr.appendChild(td);
      box.appendChild(tr);
    })(s);
  }
})();
