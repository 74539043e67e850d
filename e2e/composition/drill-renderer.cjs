// A team renderer gone wrong, for the server-render failure drills (server-render-failures.spec.ts).
// Its version folder's name says how: drill-down-…, drill-slow-…, drill-throws-…, drill-garbage-….
const http = require('node:http');
const path = require('node:path');

const mode = /drill-(down|slow|throws|garbage)/.exec(path.basename(path.resolve(__dirname, '..')))?.[1];
if (!mode || mode === 'down') process.exit(1);

const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const server = http.createServer((request, response) => {
  request.resume();
  if (mode === 'slow') {
    setTimeout(() => send(response, 200, { html: '<div data-team="cart">troppo tardi</div>', state: {}, assets: { css: [], js: [] } }), 10_000).unref();
  } else if (mode === 'throws') {
    send(response, 500, { message: 'Il frammento non è disponibile.', statusCode: 500 });
  } else {
    send(response, 200, { html: '<script>window.__drillInjected = true</script><p>non è un frammento</p>', state: null, assets: { css: [], js: [] } });
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port }));
process.once('disconnect', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
