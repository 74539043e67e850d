// A team renderer gone wrong, for the server-render failure drills (server-render-failures.spec.ts).
// Its version folder's name says how: drill-down-…, drill-slow-…, drill-throws-…, drill-garbage-…,
// or drill-late-…: the team's own renderer (renderer-on-time.js beside this file), each answer held back.
const http = require('node:http');
const path = require('node:path');
const { fork } = require('node:child_process');

const mode = /drill-(down|slow|late|throws|garbage)/.exec(path.basename(path.resolve(__dirname, '..')))?.[1];
if (!mode || mode === 'down') process.exit(1);

/** Past the edge's slot budget (250 ms), within the e2e shop's page budget (3 s). */
const LATE_MS = 800;

const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
/** Sends the request to the team's own renderer and its answer back, `LATE_MS` later. */
const lateThrough = (port) => (request, response) => {
  const forwarded = http.request({ host: '127.0.0.1', port, path: request.url, method: request.method, headers: request.headers }, (answer) => {
    setTimeout(() => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    }, LATE_MS).unref();
  });
  forwarded.on('error', () => send(response, 502, { message: 'renderer unavailable', statusCode: 502 }));
  request.pipe(forwarded);
};
const server = http.createServer((request, response) => {
  if (mode === 'late') return onTime.then((port) => lateThrough(port)(request, response));
  request.resume();
  if (mode === 'slow') {
    setTimeout(() => send(response, 200, { html: '<div data-team="cart">troppo tardi</div>', state: {}, assets: { css: [], js: [] } }), 10_000).unref();
  } else if (mode === 'throws') {
    send(response, 500, { message: 'Il frammento non è disponibile.', statusCode: 500 });
  } else {
    send(response, 200, { html: '<script>window.__drillInjected = true</script><p>non è un frammento</p>', state: null, assets: { css: [], js: [] } });
  }
});
const onTime =
  mode === 'late'
    ? new Promise((resolve) => {
        const team = fork(path.join(__dirname, 'renderer-on-time.js'), [], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        team.on('message', (message) => message?.type === 'ready' && resolve(message.port));
        process.once('exit', () => team.kill());
      })
    : Promise.resolve(0);
// Ready when the team's own renderer is, so the drill's first page already meets a late team, not a cold one.
void onTime.then(() => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port })));
process.once('disconnect', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
