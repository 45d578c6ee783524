// The inspector page refreshes its content in place every few seconds:
// it fetches the page again and swaps the main element, which keeps the
// scroll position, but not while a journal filter is being edited, nor on
// a page whose filter was refused. Without JavaScript the page is the
// same, only still.
(function () {
  "use strict";
  var main = document.getElementById("content");
  if (!main || !main.hasAttribute("data-refresh") || !window.fetch || !window.DOMParser) {
    return;
  }
  var every = Number(main.getAttribute("data-refresh")) || 5000;

  function live() {
    var note = document.getElementById("live");
    if (note) {
      note.hidden = false;
    }
  }

  // editing reports whether a field of a journal filter has the focus or
  // a value not yet sent, which swapping the content would lose.
  function editing() {
    var fields = main.querySelectorAll("form.journal-filter input");
    for (var i = 0; i < fields.length; i++) {
      if (fields[i] === document.activeElement || fields[i].value !== fields[i].defaultValue) {
        return true;
      }
    }
    return false;
  }

  function refresh() {
    if (document.hidden || editing()) {
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
