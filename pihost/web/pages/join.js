/* The front page: type a seat's short code (when its QR code cannot be scanned). */
"use strict";
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var lang = (navigator.language || "ru").slice(0, 2) === "ru" ? "ru" : "en";
  pihost.load(lang).then(function (T) {
    $("title").textContent = T.join.title;
    $("codelabel").textContent = T.join.code;
    $("go").textContent = T.join.go;
    $("table").textContent = T.join.table;
    $("host").textContent = T.join.host;
  });
  $("form").addEventListener("submit", function (ev) {
    ev.preventDefault();
    var code = $("code").value.toUpperCase().replace(/[^A-Z0-9]/g, "");
    if (code) location.href = "/s#" + code;
  });
})();
