# syntax=docker/dockerfile:1
# The site as a container: build in one stage, run the build with production dependencies only in another.
#   docker build --build-arg PUBLIC_URL=https://www.example.org -t eidbi-site .
#   docker run -p 3000:3000 -v eidbi-data:/data -e PUBLIC_URL=https://www.example.org eidbi-site
# PUBLIC_URL is needed at build time too: the public pages are prerendered with their canonical links.
# Debian trixie: its postgresql-client (pg_dump 17) can dump compose.yaml's PostgreSQL 17; pg_dump refuses a server
# newer than itself.

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG PUBLIC_URL
RUN npm run build

FROM node:24-trixie-slim AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` with DATABASE_URL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
# server.ts and the operator commands (npm run manager, backup, restore, check:config) run from source with plain
# Node: they import app/ and scripts/ directly.
COPY server.ts ./
COPY app ./app
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "--liftoff-only", "--expose-gc", "server.ts"]
