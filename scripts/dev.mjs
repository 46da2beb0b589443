// `npm run dev`: the server with reload on change (port 8080), Vite's dev server for the app
// (port 5173, proxying /api and /socket.io to the server) and for the operator console (port 5174,
// at /console/, proxying /admin and /socket.io). Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@meridian/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@meridian/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@meridian/console'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
