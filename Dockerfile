# The diagram service as an image: built from source on Debian bookworm, run as the unprivileged `node` user.
# Build: docker build -t diagram-service .   Run several behind a load balancer: see compose.yaml and README.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 is compiled here from source (its install script would otherwise try to download a
# prebuilt binary); node-gyp takes the headers of the image's own Node.js, so nothing is fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_build_from_source=true \
    npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The server (tsc, plus the prompt templates it reads at run time) and the web application, then only
# the runtime dependencies are kept.
RUN npm run build \
 && npm run build:web \
 && npm prune --omit=dev \
 && npm cache clean --force

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DIAGRAM_DATABASE_URL=sqlite:/app/data/diagram.db
# Owned by root and read-only for the service; only the SQLite folder (unused on PostgreSQL) is writable.
COPY --from=build /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM stops taking requests, lets running generations finish (10 s), refunds the rest.
STOPSIGNAL SIGTERM
# The flag caps the main thread's young generation (README, "Memory"); `npm start` passes the same.
CMD ["node", "--max-semi-space-size=4", "dist/http/server.js"]
