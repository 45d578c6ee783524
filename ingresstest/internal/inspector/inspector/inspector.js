// The inspector page refreshes its content in place every few seconds:
// it fetches the page again and swaps the main element, which keeps the
// scroll position. Without JavaScript the page is the same, only still.
(function () {
  "use strict";
  var main = document.getElementById("content");
  if (!main || !window.fetch || !window.DOMParser) {
    return;
  }
  var every = Number(main.getAttribute("data-refresh")) || 5000;

  function live() {
    var note = document.getElementById("live");
    if (note) {
      note.hidden = false;
    }
  }

  function refresh() {
    if (document.hidden) {
      schedule();
      return;
    }
    fetch(window.location.href, { credentials: "same-origin", cache: "no-store" })
      .then(function (resp) {
        if (resp.redirected || !resp.ok) {
          // Signed out or gone: show what a full load shows.
          window.location.reload();
          return null;
        }
        return resp.text();
      })
      .then(function (text) {
        if (text === null) {
          return;
        }
        var next = new DOMParser().parseFromString(text, "text/html").getElementById("content");
        if (next) {
          next = document.adoptNode(next);
          main.replaceWith(next);
          main = next;
          live();
        }
        schedule();
      })
      .catch(schedule);
  }

  function schedule() {
    window.setTimeout(refresh, every);
  }

  live();
  schedule();
})();
