// A stand-in for the external instant-estimate widget, speaking its real postMessage protocol (spec §7):
// every 300 ms the frame posts {type: "resize-iframe", height}; on "Next step" it posts
// {type: "scroll-to-element", offsetTop}. Served on its own origin so the parent's origin check is exercised.
import http from "node:http";

const port = Number(process.env.FAKE_WIDGET_PORT ?? 3299);

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Instant estimate</title>
<style>body{font-family:sans-serif;margin:0;padding:16px} .step{height:900px;border:1px solid #ccc;padding:8px}</style></head>
<body><h1>Instant roof estimate</h1><p>Key: <span id="key"></span></p>
<label>Street address <input name="address" autocomplete="street-address"></label>
<div class="step" id="step">Step 1 of 3</div>
<button id="next" type="button">Next step</button>
<script>
  document.getElementById("key").textContent = new URLSearchParams(location.search).get("key") || "(none)";
  function send(){ parent.postMessage({ type: "resize-iframe", height: document.documentElement.scrollHeight }, "*"); }
  setInterval(send, 300); window.addEventListener("resize", function(){ setTimeout(send, 50); }); send();
  document.getElementById("next").addEventListener("click", function(){
    document.getElementById("step").textContent = "Step 2 of 3";
    parent.postMessage({ type: "scroll-to-element", offsetTop: 120 }, "*");
  });
</script></body></html>`;

http
  .createServer((req, res) => {
    if (req.url?.startsWith("/widget")) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(page);
    } else if (req.url === "/healthz") {
      res.writeHead(200).end("ok");
    } else {
      res.writeHead(404).end("not found");
    }
  })
  .listen(port, "127.0.0.1", () => console.log(`[fake widget] http://127.0.0.1:${port}/widget`));

// Stops with the test run (Playwright sends SIGTERM); never outlives it by more than an hour.
setTimeout(() => process.exit(0), 60 * 60 * 1000).unref();
process.on("SIGTERM", () => process.exit(0));
