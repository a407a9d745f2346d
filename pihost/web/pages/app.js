/* pihost pages: the shared part (texts, the WebSocket with reconnection). No sound, ever. */
"use strict";
var pihost = (function () {
  var texts = {};
  function load(lang) {
    if (texts[lang]) return Promise.resolve(texts[lang]);
    return fetch("/text/" + lang + ".json").then(function (r) { return r.json(); })
      .then(function (t) { texts[lang] = t; return t; });
  }
  function fmt(s, p) {
    return String(s == null ? "" : s).replace(/\{(\w+)\}/g, function (_, k) {
      return p && p[k] != null ? p[k] : "";
    });
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); return e; }
  /* A socket that says hello and comes back when it is lost, until told to stop. */
  function connect(hello, onMessage, onState) {
    var ws = null, stopped = false, delay = 500;
    function open() {
      ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
      ws.onopen = function () { delay = 500; onState && onState(true); ws.send(JSON.stringify(hello())); };
      ws.onmessage = function (ev) {
        var m; try { m = JSON.parse(ev.data); } catch (e) { return; }
        onMessage(m);
      };
      ws.onclose = function () {
        onState && onState(false);
        if (!stopped) { setTimeout(open, delay); delay = Math.min(delay * 2, 5000); }
      };
    }
    open();
    return {
      send: function (m) { if (ws && ws.readyState === 1) { ws.send(JSON.stringify(m)); return true; } return false; },
      stop: function () { stopped = true; if (ws) ws.close(); }
    };
  }
  function mmss(s) {
    s = Math.max(0, Math.ceil(s));
    var m = Math.floor(s / 60), r = s % 60;
    return m + ":" + (r < 10 ? "0" : "") + r;
  }
  /* The running timer: seconds left when the frame came, counted down here. */
  function Countdown() { this.left = null; this.at = 0; this.running = false; }
  Countdown.prototype.set = function (left, running) {
    this.left = left; this.at = performance.now(); this.running = running;
  };
  Countdown.prototype.now = function () {
    if (this.left == null) return null;
    return this.running ? this.left - (performance.now() - this.at) / 1000 : this.left;
  };
  function stageText(t, st) {
    if (!st) return "";
    var n = st.seat != null ? st.seat : st.candidate;
    return fmt((t.stage || {})[st.stage] || "", { n: n });
  }
  return { load: load, fmt: fmt, el: el, clear: clear, connect: connect, mmss: mmss,
           Countdown: Countdown, stageText: stageText };
})();
