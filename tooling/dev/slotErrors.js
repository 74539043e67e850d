// A remote's compile errors in `npm run dev`, shown in its own slots (docs/dev.md); the rest of the page
// keeps running and this remote keeps its last good code.
const devServer = require('webpack-dev-server/client/socket');

const remote = process.env.DEV_REMOTE;
const marker = 'data-dev-compile-error';

function clear() {
  for (const box of document.querySelectorAll(`[${marker}="${remote}"]`)) box.remove();
}

// Colour codes of the terminal mean nothing in a <pre>.
// eslint-disable-next-line no-control-regex -- the escape character is what the pattern removes
const TERMINAL_COLOURS = /\x1b\[[0-9;]*m/g;

function show(errors) {
  clear();
  const text = errors
    .map((error) => (typeof error === 'string' ? error : error.message))
    .join('\n\n')
    .replace(TERMINAL_COLOURS, '');
  for (const slot of document.querySelectorAll(`[data-slot^="${remote}/"]`)) {
    const box = document.createElement('pre');
    box.setAttribute(marker, remote);
    box.setAttribute('role', 'alert');
    box.textContent = `${remote} does not compile: the page keeps its last good code.\n\n${text}`;
    Object.assign(box.style, {
      margin: '0',
      padding: '12px',
      maxHeight: '320px',
      overflow: 'auto',
      whiteSpace: 'pre-wrap',
      font: '12px/1.4 monospace',
      color: '#fff',
      background: '#8b1a1a',
      border: '2px solid #ff6b6b',
    });
    slot.prepend(box);
  }
}

// The dev server's client opens its socket in another entry module of the same task: it is there at the next task.
let socket = null;
function connect() {
  const current = devServer.client?.client;
  if (!current || current === socket || current.readyState > 1) return setTimeout(connect, 200);
  socket = current;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'errors') show(message.data);
    if (message.type === 'ok' || message.type === 'still-ok' || message.type === 'warnings') clear();
  });
  socket.addEventListener('close', connect);
}
setTimeout(connect, 0);
