# syntax=docker/dockerfile:1
# Multi-stage image: build with dev dependencies, run with production dependencies only,
# as a non-root user, with DATA_DIR on a volume.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 loads its prebuilt Node-API binary, but npm, installing from the lockfile, still runs
# node-gyp on its binding.gyp (the lockfile does not carry its `gypfile: false`): that needs these.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The install's last step checks that the native addons (prebuilt Node-API binaries) load (docs/decisions/073).
COPY scripts/postinstall.mjs ./scripts/
# Optional build secrets, for builds behind a TLS-inspecting proxy only (scripts/container/test.sh
# passes an npmrc with cafile= and the CA it names); nothing of them stays in the image.
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc \
    --mount=type=secret,id=npm-ca,target=/run/secrets/npm-ca.crt \
    npm install --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build

FROM deps AS prod-deps
WORKDIR /app
RUN npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json ./
COPY --chown=node:node db ./db
COPY --chown=node:node app ./app
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node tsconfig.json ./
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1 and handles SIGTERM itself (graceful shutdown within 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "build/server/index.js"]
