// The entry scripts of a page whose first screen the server rendered (server/src/plugins/spaPage.ts
// lists them as <link rel="preload" data-entry>, so they download meanwhile): they run once that
// screen, its largest picture included, has been painted, instead of holding the main thread
// before the first paint. In order, as the <script defer> tags they replace would.
(function () {
  'use strict';
  var started = false;
  function run() {
    if (started) return;
    started = true;
    var entries = document.querySelectorAll('link[data-entry]');
    for (var i = 0; i < entries.length; i++) {
      var script = document.createElement('script');
      script.src = entries[i].getAttribute('href');
      script.async = false;
      document.head.appendChild(script);
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
