// The scripts of a page whose first screen the server rendered (server/src/plugins/spaPage.ts lists
// them on this script's tag: data-entries, the entry in order, and data-chunks, the page's lazy
// chunks): asked for once that screen, its largest picture included, has been painted, so they
// neither hold the main thread before the first paint nor share a slow connection with the
// picture and the stylesheets. The entry runs in order, as the <script defer> tags it replaces
// would; the chunks download beside it (preloads) for the router to find.
(function () {
  'use strict';
  // A tap on one of the page's buttons before the app has taken the page over (on a slow phone,
  // a second or two) would do nothing: the button is kept and clicked again once the app answers
  // (src/lib/earlyTaps.ts). Once per button: a second tap on a menu that did not open meant "open".
  // Only buttons of type "button": a form's submit button works without the app (GET forms).
  var tapped = [];
  function keep(event) {
    var button = event.target && event.target.closest ? event.target.closest('button[type="button"]') : null;
    if (button && !button.disabled && tapped.indexOf(button) < 0) tapped.push(button);
  }
  document.addEventListener('click', keep, true);
  window.triboBoot = {
    stop: function () {
      document.removeEventListener('click', keep, true);
    },
    replay: function () {
      this.stop();
      var buttons = tapped;
      tapped = [];
      for (var i = 0; i < buttons.length; i++) if (buttons[i].isConnected) buttons[i].click();
    },
  };
  function words(value) {
    return value ? value.split(' ').filter(Boolean) : [];
  }
  var started = false;
  function run() {
    if (started) return;
    started = true;
    var tag = document.querySelector('script[data-entries]');
    if (!tag) return;
    var entries = words(tag.getAttribute('data-entries'));
    var chunks = words(tag.getAttribute('data-chunks'));
    for (var i = 0; i < entries.length; i++) {
      var script = document.createElement('script');
      script.src = entries[i];
      script.async = false;
      document.head.appendChild(script);
    }
    for (var j = 0; j < chunks.length; j++) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', chunks[j]);
      document.head.appendChild(link);
    }
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }
  // Painted is shown once the browser reports it as the page's largest paint (presented, not only
  // drawn): Lighthouse counts every script task that starts before that report as delaying it.
  // When the picture is not the largest element (a wide screen's text can be), 200 ms at most.
  function whenReported() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!picture || !types || types.indexOf('largest-contentful-paint') < 0) return afterPaint();
    var fallback;
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].element === picture) {
          observer.disconnect();
          clearTimeout(fallback);
          setTimeout(run, 0);
          return;
        }
      }
    });
    fallback = setTimeout(function () {
      observer.disconnect();
      afterPaint();
    }, 200);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // Loaded is not painted: a picture is drawn once decoded (decoding="async"), so wait for that too.
  function whenDecoded() {
    if (picture && picture.decode) picture.decode().then(whenReported, afterPaint);
    else afterPaint();
  }
  var picture = document.querySelector('#root img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    picture.addEventListener('load', whenDecoded);
    picture.addEventListener('error', afterPaint);
  } else {
    whenDecoded();
  }
  // A picture that never settles, or a tab in the background (no frames): start anyway.
  setTimeout(run, 2500);
})();
