/**
 * Debian's nginx for the proxy tests and the pages benchmark (a test and benchmark dependency,
 * never a runtime one): one worker, not a daemon, every path it writes inside `work`.
 */
export const NGINX = "/usr/sbin/nginx";

/** The main nginx.conf around `http` (the server blocks and any http-level settings). */
export function nginxConfig(work: string, http: string, workerConnections = 1024) {
  return `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${http}
}
`;
}

/** The command-line arguments that run `conf` with its prefix and error log in `work`. */
export function nginxArgs(work: string, conf: string) {
  return ["-p", work, "-c", conf, "-e", `${work}/error.log`];
}
