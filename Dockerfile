# syntax=docker/dockerfile:1
# The site as a container image: `docker build -t roofing-site .`, then see compose.yaml for a
# reference deployment (two instances, PostgreSQL, a load balancer). Node 24 as package.json pins.

# --- Build: every dependency, the production bundle ------------------------------------------------
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- Runtime dependencies only --------------------------------------------------------------------
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# --- The image: the build, the migrations, production dependencies; runs as the unprivileged `node` --
FROM node:24-slim
# MALLOC_ARENA_MAX: the image pipeline's threads otherwise each keep a glibc arena of freed memory
# (sharp's own advice); with 2 the server's peak while processing photos drops by about 200 MB.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY scripts/require-node.mjs ./scripts/
COPY drizzle ./drizzle
# The data folder: embedded database (without DATABASE_URL), uploaded media, e-mail outbox. Created
# owned by `node` so a new named volume mounted here is writable by the server.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Node's own fetch: the slim image has no curl. /healthz answers 503 when the database is down.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 receives SIGTERM directly; server.js lets requests in flight finish (at most
# SHUTDOWN_GRACE_SECONDS, 10 s) and stops. The young heap and malloc's arenas are capped as
# `npm start` caps them (docs/decisions/015-scale-and-memory.md).
ENV MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=16", "server.js"]
