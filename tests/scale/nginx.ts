import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor } from '../setup/wait.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The cookie that pins a test's browser to one instance; see `upstreamConfig`. */
export const PIN_COOKIE = 'scale_pin';
/** Every answer names the instance that gave it, so a test can see where the proxy sent it. */
export const UPSTREAM_HEADER = 'x-popreel-upstream';

/**
 * Debian's nginx in front of two app instances, as a deployment would run it: round-robin over both, the
 * WebSocket upgrade passed through, a request that cannot reach an instance (refused, reset before it was
 * sent) tried on the other, and a failed instance left alone for 10 s. Only the tests' pin differs: a
 * `scale_pin=a|b` cookie prefers that instance (the other is its backup), so "two users on different
 * instances" is a fact of the test rather than of chance. Without the cookie, round-robin.
 */
function upstreamConfig(dir: string, port: number, a: number, b: number) {
  const server = (p: number, backup = false) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s${backup ? ' backup' : ''};`;
  return `
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format upstream '$remote_addr "$request" $status upstream=$upstream_addr $request_time';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 2100m;

  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream popreel { ${server(a)} ${server(b)} keepalive 32; }
  upstream popreel_a { ${server(a)} ${server(b, true)} keepalive 16; }
  upstream popreel_b { ${server(b)} ${server(a, true)} keepalive 16; }
  map $cookie_${PIN_COOKIE} $popreel_upstream { a popreel_a; b popreel_b; default popreel; }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://$popreel_upstream;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      add_header X-Popreel-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Proxy {
  url: string;
  child: ChildProcess;
  /** The access log's lines: `… "POST /api/comments HTTP/1.1" 201 upstream=127.0.0.1:A, 127.0.0.1:B …` when retried. */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startNginx(dir: string, port: number, instancePorts: [number, number]): Promise<Proxy> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install it with apt-get install -y nginx-light`);
  await mkdir(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, upstreamConfig(dir, port, ...instancePorts));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok, 'nginx in front of the instances', 20_000);
  return {
    url,
    child,
    accessLog: async () => (await readFile(join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
